import Foundation
import GDataAuth
import GDataHTTP
import GDataJSON
import GDataTestSupport
import Testing

/// Keys, files, a token server and google-auth (PyPI) for the sign-in tests. Nothing here reads the machine's own
/// credentials: every test builds its `GDataAuthEnvironment` from scratch (no HOME, CLOUDSDK_CONFIG, GCE_* or
/// GOOGLE_* of the CI machine leak in).
enum AuthFixtures {
    static let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

    static var pkcs8: String { TestSigningKeys.pkcs8 }
    static var pkcs1: String { TestSigningKeys.pkcs1 }
    static var publicKey: String { TestSigningKeys.publicKey }

    static let clientEmail = "robot@test-project.iam.gserviceaccount.com"

    /// A service-account key file's JSON with `token_uri` at `tokenURI`.
    static func serviceAccountJSON(tokenURI: URL?, pem: String = pkcs8, quotaProject: String? = nil) -> Data {
        var object: [String: GDataJSONValue] = [
            "type": "service_account", "project_id": "test-project", "private_key_id": "key-id-1",
            "private_key": .string(pem), "client_email": .string(clientEmail), "client_id": "1234567890",
        ]
        if let tokenURI { object["token_uri"] = .string(tokenURI.absoluteString) }
        if let quotaProject { object["quota_project_id"] = .string(quotaProject) }
        return GDataJSONValue.object(object).jsonData
    }

    /// An authorized-user file's JSON.
    static func authorizedUserJSON(tokenURI: URL?, refreshToken: String = "refresh-secret-1") -> Data {
        var object: [String: GDataJSONValue] = [
            "type": "authorized_user", "client_id": "client-1.apps.googleusercontent.com",
            "client_secret": "client-secret-1", "refresh_token": .string(refreshToken),
        ]
        if let tokenURI { object["token_uri"] = .string(tokenURI.absoluteString) }
        return GDataJSONValue.object(object).jsonData
    }

    /// Writes `data` to `name` in `directory` and returns its path.
    @discardableResult
    static func write(_ data: Data, _ name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    /// An environment with only `variables` (and no DMI product name file).
    static func environment(_ variables: [String: String] = [:]) -> GDataAuthEnvironment {
        GDataAuthEnvironment(variables: variables, productNamePath: "/nonexistent/product_name")
    }

    /// Fast retries for tests (no waiting between tries).
    static var configuration: GDataGoogleCredentials.Configuration {
        var configuration = GDataGoogleCredentials.Configuration()
        configuration.retryDelays = [0, 0]
        configuration.timeout = 60
        return configuration
    }

    /// The form fields of an `application/x-www-form-urlencoded` body.
    static func form(_ body: Data) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
            }
            fields[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return fields
    }

    /// The JSON of a JWT's part (`0` header, `1` claims).
    static func jwtPart(_ jwt: String, _ index: Int) -> [String: GDataJSONValue] {
        let parts = jwt.split(separator: ".")
        guard parts.count == 3, let data = GDataJWT.base64URLDecoded(parts[index]) else { return [:] }
        return (try? GDataJSONParser.parse(data))?.objectValue ?? [:]
    }

    static func tokenJSON(_ token: String, expiresIn: GDataJSONValue = 3600, extra: [String: GDataJSONValue] = [:])
        -> TestHTTPResponse
    {
        var object: [String: GDataJSONValue] = [
            "access_token": .string(token), "expires_in": expiresIn, "token_type": "Bearer",
        ]
        object.merge(extra) { $1 }
        return TestHTTPResponse(
            status: 200,
            headers: [TestHTTPHeader("Content-Type", "application/json")],
            body: GDataJSONValue.object(object).jsonData
        )
    }

    static func oauthError(_ status: Int, _ error: String, _ description: String) -> TestHTTPResponse {
        TestHTTPResponse(
            status: status,
            headers: [TestHTTPHeader("Content-Type", "application/json")],
            body: GDataJSONValue.object(["error": .string(error), "error_description": .string(description)]).jsonData
        )
    }

    /// A token server answering every POST with `tok-N` (N counting from 1), lasting `expiresIn` seconds.
    static func tokenServer(expiresIn: Int = 3600, delay: Duration? = nil) async throws -> TestHTTPServer {
        let counter = TestLockedValue(0)
        return try await TestHTTPServer.start { request in
            let n = counter.withLock {
                $0 += 1
                return $0
            }
            var response = tokenJSON("tok-\(n)", expiresIn: .integer(Int64(expiresIn)))
            if let delay { response = response.delayed(delay) }
            return request.method == "POST" ? response : .status(405)
        }
    }
}

/// A manual clock for the token cache: monotonic seconds and the wall date move only when told.
final class ManualAuthClock: Sendable {
    private let seconds = TestLockedValue<TimeInterval>(1000)
    private let date = TestLockedValue(Date(timeIntervalSince1970: 1_800_000_000))

    func advance(_ delta: TimeInterval) {
        seconds.withLock { $0 += delta }
        date.withLock { $0 = $0.addingTimeInterval(delta) }
    }

    func setWallDate(_ newDate: Date) { date.withLock { $0 = newDate } }

    var clock: GDataAuthClock {
        GDataAuthClock(monotonicSeconds: { [seconds] in seconds.current }, now: { [date] in date.current })
    }
}

/// google-auth from PyPI as the oracle: runs a Python script with a clean environment (no proxies, no credentials).
enum GoogleAuthOracle {
    /// Whether `python3 -c 'import google.auth'` works. Missing on CI is a failure (scripts/setup.sh installs it).
    static let isAvailable: Bool = (try? runBlocking("probe.py", arguments: []))?.status == 0

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `Fixtures/oracle/SCRIPT` with `arguments` on a thread of its own, so that the test's servers (whose
    /// handlers run on the cooperative pool) answer the script while it runs.
    static func run(_ script: String, arguments: [String], environment: [String: String] = [:]) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    with: Swift.Result<GoogleAuthOracle.Result, any Error> {
                        try runBlocking(script, arguments: arguments, environment: environment)
                    }
                )
            }
            thread.start()
        }
    }

    static func runBlocking(_ script: String, arguments: [String], environment: [String: String] = [:]) throws -> Result
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let path = AuthFixtures.directory.appendingPathComponent("oracle").appendingPathComponent(script).path
        process.arguments = ["python3", path] + arguments
        var clean = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": "/nonexistent"]
        clean["NO_PROXY"] = "*"
        clean.merge(environment) { $1 }
        process.environment = clean
        let output = Pipe()
        let errorFile = try temporaryDirectory(prefix: "gdata-auth-python").appendingPathComponent("stderr")
        defer { try? FileManager.default.removeItem(at: errorFile.deletingLastPathComponent()) }
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let error = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? error.close()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self),
            error: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        )
    }

    /// Fails the test when google-auth is missing on CI; elsewhere records why the test did nothing.
    static func require() -> Bool {
        if isAvailable { return true }
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("google-auth is not installed (scripts/setup.sh installs google-auth from PyPI)")
        } else {
            print("note: google-auth is not installed; the oracle comparison was not run (pip install google-auth)")
        }
        return false
    }
}

/// The current token's value, or `nil` when getting it failed (the failure then fails the comparison).
func tokenValue(_ credentials: GDataGoogleCredentials) async -> String? {
    do {
        return try await credentials.accessToken().value
    } catch {
        Issue.record("accessToken() failed: \(error)")
        return nil
    }
}
