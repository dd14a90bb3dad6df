import Foundation
import GDataTestSupport
import Testing

/// `gdata api` and `gdata auth` signing in against token, metadata and API servers on 127.0.0.1. The runner clears
/// HOME, CLOUDSDK_CONFIG and the GCE_*/GOOGLE_* variables, so the machine's own credentials never leak in.
@Suite("gdata api and gdata auth: Google sign-in")
struct AuthCommandTests {
    static let email = "robot@test-project.iam.gserviceaccount.com"
    static let secrets = ["tok-1", "tok-2", "client-secret-1", "refresh-secret-1", "BEGIN", "PRIVATE KEY", "MIIE"]

    static func serviceAccountKey(tokenURI: URL) -> Data {
        let object: [String: Any] = [
            "type": "service_account", "project_id": "test-project", "private_key_id": "kid-1",
            "private_key": TestSigningKeys.pkcs8, "client_email": email, "token_uri": tokenURI.absoluteString,
        ]
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    static func authorizedUser(tokenURI: URL) -> Data {
        let object: [String: Any] = [
            "type": "authorized_user", "client_id": "client-1", "client_secret": "client-secret-1",
            "refresh_token": "refresh-secret-1", "token_uri": tokenURI.absoluteString,
        ]
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    static func json(_ text: String) -> TestHTTPResponse {
        TestHTTPResponse(
            status: 200,
            headers: [TestHTTPHeader("Content-Type", "application/json")],
            body: Data(text.utf8)
        )
    }

    /// A token server answering `tok-N` to every POST, and `{}` to revocations.
    static func tokenServer() async throws -> TestHTTPServer {
        let counter = TestLockedValue(0)
        return try await TestHTTPServer.start { request in
            if request.path.hasSuffix("/revoke") { return .ok("") }
            let n = counter.withLock {
                $0 += 1
                return $0
            }
            return json(
                #"{"access_token":"tok-\#(n)","expires_in":3600,"token_type":"Bearer","scope":"https://www.googleapis.com/auth/cloud-platform"}"#
            )
        }
    }

    /// An API server answering a bucket list.
    static func apiServer() async throws -> TestHTTPServer {
        try await TestHTTPServer.start { _ in json(#"{"kind":"storage#buckets","items":[{"name":"b1"}]}"#) }
    }

    static func write(_ data: Data, _ name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    static func form(_ body: Data) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                String($0).removingPercentEncoding ?? String($0)
            }
            fields[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return fields
    }

    static func claims(ofAssertion assertion: String) -> [String: Any] {
        let parts = assertion.split(separator: ".")
        guard parts.count == 3 else { return [:] }
        var text = parts[1].replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        guard let data = Data(base64Encoded: text) else { return [:] }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    static func expectNoSecrets(_ result: GDataCLIRunner.Result, allowing allowed: Set<String> = []) {
        let text = String(decoding: result.standardError, as: UTF8.self)
        for secret in secrets where !allowed.contains(secret) {
            #expect(!text.contains(secret), "\(secret) in: \(text)")
        }
    }

    @Test("gdata api --adc signs in with the key GOOGLE_APPLICATION_CREDENTIALS names, with the method's scopes")
    func apiWithServiceAccount() async throws {
        let tokens = try await Self.tokenServer()
        let api = try await Self.apiServer()
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let key = try Self.write(
                    Self.serviceAccountKey(tokenURI: tokens.url("/token")),
                    "key.json",
                    in: directory
                )
                let result = try await GDataCLIRunner.run(
                    [
                        "api", "storage.buckets.list", "--param", "project=p", "--root-url", api.baseURL.absoluteString,
                        "--adc", "-v",
                    ],
                    environment: ["GOOGLE_APPLICATION_CREDENTIALS": key]
                )
                #expect(result.status == 0, "\(result.stderrText)")
                #expect(result.stdoutText.contains("b1"))
                // The token the server issued last (a token request the loaded machine timed out is retried).
                #expect(api.requests.first?.header("Authorization") == "Bearer tok-\(tokens.requests.count)")
                let assertion = Self.form(try #require(tokens.requests.last).body)["assertion"] ?? ""
                let claims = Self.claims(ofAssertion: assertion)
                #expect(claims["iss"] as? String == Self.email)
                #expect((claims["scope"] as? String)?.contains("devstorage.read_only") == true)
                #expect((claims["scope"] as? String)?.contains("cloud-platform") == true)
                #expect(result.stderrText.contains("credentials: service account \(Self.email) (\(key))"))
                Self.expectNoSecrets(result)
            }
        } cleanup: {
            await api.stop()
            await tokens.stop()
        }
    }

    @Test(
        "--credentials FILE (authorized user), gcloud's file under CLOUDSDK_CONFIG, and the metadata server all sign in"
    )
    func otherSources() async throws {
        let tokens = try await Self.tokenServer()
        let api = try await Self.apiServer()
        let metadata = try await TestHTTPServer.start { request in
            guard request.header("Metadata-Flavor") == "Google" else { return .status(403) }
            return Self.json(#"{"access_token":"meta-tok","expires_in":3599,"token_type":"Bearer"}"#)
                .header("Metadata-Flavor", "Google")
        }
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let user = try Self.write(
                    Self.authorizedUser(tokenURI: tokens.url("/token")),
                    "user.json",
                    in: directory
                )
                let base = [
                    "api", "storage.buckets.list", "--param", "project=p", "--root-url", api.baseURL.absoluteString,
                ]
                var result = try await GDataCLIRunner.run(base + ["--credentials", user])
                #expect(result.status == 0, "\(result.stderrText)")
                #expect(api.requests.last?.header("Authorization") == "Bearer tok-\(tokens.requests.count)")
                #expect(
                    Self.form(tokens.requests.last?.body ?? Data())["scope"] == nil,
                    "user credentials keep their scopes"
                )
                Self.expectNoSecrets(result)

                let sdk = directory.appendingPathComponent("sdk")
                _ = try Self.write(
                    Self.authorizedUser(tokenURI: tokens.url("/token")),
                    "application_default_credentials.json",
                    in: sdk
                )
                result = try await GDataCLIRunner.run(base + ["--adc"], environment: ["CLOUDSDK_CONFIG": sdk.path])
                #expect(result.status == 0, "\(result.stderrText)")
                #expect(api.requests.last?.header("Authorization") == "Bearer tok-\(tokens.requests.count)")

                result = try await GDataCLIRunner.run(
                    base + ["--adc", "-v"],
                    environment: ["GCE_METADATA_HOST": "127.0.0.1:\(metadata.port)", "GCE_METADATA_TIMEOUT": "30"]
                )
                #expect(result.status == 0, "\(result.stderrText)")
                #expect(api.requests.last?.header("Authorization") == "Bearer meta-tok")
                #expect(result.stderrText.contains("credentials: metadata server"))
                #expect(!result.stderrText.contains("meta-tok"))
                let tokenRequest = try #require(metadata.requests.last)
                #expect(tokenRequest.path == "/computeMetadata/v1/instance/service-accounts/default/token")
                #expect(tokenRequest.queryValue("scopes")?.contains("devstorage.read_only") == true)
            }
        } cleanup: {
            await metadata.stop()
            await api.stop()
            await tokens.stop()
        }
    }

    @Test(
        "With --root-url and no sign-in option the call is anonymous; Google's own root without credentials is exit 17"
    )
    func anonymousAndMissing() async throws {
        let tokens = try await Self.tokenServer()
        let api = try await Self.apiServer()
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let key = try Self.write(
                    Self.serviceAccountKey(tokenURI: tokens.url("/token")),
                    "key.json",
                    in: directory
                )
                let result = try await GDataCLIRunner.run(
                    ["api", "storage.buckets.list", "--param", "project=p", "--root-url", api.baseURL.absoluteString],
                    environment: ["GOOGLE_APPLICATION_CREDENTIALS": key]
                )
                #expect(result.status == 0, "\(result.stderrText)")
                #expect(api.requests.first?.header("Authorization") == nil)
                #expect(tokens.requests.isEmpty)

                let missing = try await GDataCLIRunner.run(["api", "storage.buckets.list", "--param", "project=p"])
                #expect(missing.status == 17)
                #expect(missing.stderrText.contains("no Google credentials found"))
                #expect(missing.stderrText.contains("GOOGLE_APPLICATION_CREDENTIALS (not set)"))
                let named = try await GDataCLIRunner.run(
                    ["api", "storage.buckets.list", "--param", "project=p"],
                    environment: ["GOOGLE_APPLICATION_CREDENTIALS": directory.appendingPathComponent("gone.json").path]
                )
                #expect(named.status == 17)
                #expect(named.stderrText.contains("gone.json does not exist"))
            }
        } cleanup: {
            await api.stop()
            await tokens.stop()
        }
    }

    @Test(
        "A bad credentials file names the file and the problem, and nothing is sent",
        arguments: [
            ("not json", "{", "is not JSON"), ("unknown type", #"{"type":"magic"}"#, "unknown type \"magic\""),
            ("missing field", #"{"type":"authorized_user","client_id":"c"}"#, "has no \"client_secret\""),
            (
                "not a key",
                #"{"type":"service_account","client_email":"a@b","private_key":"-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"}"#,
                "not a usable RSA private key"
            ),
        ]
    )
    func badFiles(name: String, content: String, expected: String) async throws {
        let api = try await Self.apiServer()
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let file = try Self.write(Data(content.utf8), "creds.json", in: directory)
                let result = try await GDataCLIRunner.run([
                    "api", "storage.buckets.list", "--param", "project=p", "--root-url", api.baseURL.absoluteString,
                    "--credentials", file,
                ])
                #expect(result.status == 17, "\(name)")
                #expect(result.stderrText.contains(file), "\(name): \(result.stderrText)")
                #expect(result.stderrText.contains(expected), "\(name): \(result.stderrText)")
                #expect(!result.stderrText.contains("AAAA"))
                #expect(api.requests.isEmpty)
            }
        } cleanup: {
            await api.stop()
        }
    }

    @Test(
        "The GData verbs sign in only when asked: fetch --credentials sends the token; --scopes alone is a usage error"
    )
    func serviceVerbs() async throws {
        let tokens = try await Self.tokenServer()
        let feed = TestHTTPResponse.ok(
            #"<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:f</id><title>F</title><updated>2026-01-01T00:00:00Z</updated></feed>"#,
            contentType: "application/atom+xml"
        )
        let api = try await TestHTTPServer.start { _ in feed }
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let key = try Self.write(
                    Self.serviceAccountKey(tokenURI: tokens.url("/token")),
                    "key.json",
                    in: directory
                )
                let result = try await GDataCLIRunner.run([
                    "fetch", api.url("/feeds/f").absoluteString, "--credentials", key,
                    "--scopes", "https://www.google.com/m8/feeds/",
                ])
                #expect(result.status == 0, "\(result.stderrText)")
                #expect(api.requests.last?.header("Authorization") == "Bearer tok-\(tokens.requests.count)")
                let claims = Self.claims(
                    ofAssertion: Self.form(tokens.requests.last?.body ?? Data())["assertion"] ?? ""
                )
                #expect(claims["scope"] as? String == "https://www.google.com/m8/feeds/")

                let plain = try await GDataCLIRunner.run(
                    ["fetch", api.url("/feeds/f").absoluteString],
                    environment: ["GOOGLE_APPLICATION_CREDENTIALS": key]
                )
                #expect(plain.status == 0)
                #expect(api.requests.last?.header("Authorization") == nil)

                let usage = try await GDataCLIRunner.run(["fetch", api.url("/feeds/f").absoluteString, "--scopes", "x"])
                #expect(usage.status == 64)
            }
        } cleanup: {
            await api.stop()
            await tokens.stop()
        }
    }

    @Test("auth login --no-browser (PKCE, state), then print-access-token, status and revoke use the saved file")
    func loginAndFriends() async throws {
        let challenge = TestLockedValue<String?>(nil)
        let tokens = try await TestHTTPServer.start { request in
            if request.path == "/revoke" { return .ok("") }
            let fields = Self.form(request.body)
            if fields["grant_type"] == "authorization_code" {
                // PKCE: base64url(SHA-256(verifier)) must be the challenge of the consent URL.
                guard fields["code"] == "the-code", let verifier = fields["code_verifier"],
                    Self.s256(verifier) == challenge.current, fields["redirect_uri"] == "http://127.0.0.1:1/"
                else {
                    return Self.json(#"{"error":"invalid_grant","error_description":"bad code or verifier"}"#).status(
                        400
                    )
                }
                return Self.json(
                    #"{"access_token":"tok-1","expires_in":3600,"refresh_token":"refresh-secret-1","token_type":"Bearer"}"#
                )
            }
            guard fields["grant_type"] == "refresh_token", fields["refresh_token"] == "refresh-secret-1" else {
                return Self.json(#"{"error":"invalid_grant"}"#).status(400)
            }
            return Self.json(
                #"{"access_token":"tok-2","expires_in":3600,"scope":"openid https://www.googleapis.com/auth/cloud-platform"}"#
            )
        }
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let home = directory.appendingPathComponent("home")
                let secret = try Self.write(
                    Data(
                        #"{"installed":{"client_id":"client-1","client_secret":"client-secret-1","auth_uri":"https://accounts.example/auth","token_uri":"\#(tokens.url("/token").absoluteString)"}}"#
                            .utf8
                    ),
                    "client_secret.json",
                    in: directory
                )
                let environment = ["HOME": home.path]
                let login = try await InteractiveCLIRun.run(
                    ["auth", "login", "--client-secret", secret, "--no-browser"],
                    environment: environment
                ) { line in
                    guard line.hasPrefix("https://accounts.example/auth?"), let url = URLComponents(string: line) else {
                        return nil
                    }
                    let items = url.queryItems ?? []
                    func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
                    #expect(value("code_challenge_method") == "S256")
                    #expect(value("redirect_uri") == "http://127.0.0.1:1/")
                    #expect(value("access_type") == "offline")
                    #expect(value("client_id") == "client-1")
                    challenge.withLock { $0 = value("code_challenge") }
                    return "http://127.0.0.1:1/?state=\(value("state") ?? "")&code=the-code&scope=openid\n"
                }
                #expect(login.status == 0, "\(login.standardError)")
                let saved = home.appendingPathComponent(".config/gdata/application_default_credentials.json").path
                let attributes = try FileManager.default.attributesOfItem(atPath: saved)
                #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
                let file =
                    try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: saved)))
                    as? [String: Any]
                #expect(file?["type"] as? String == "authorized_user")
                #expect(file?["refresh_token"] as? String == "refresh-secret-1")
                #expect(!login.standardError.contains("tok-1") && !login.standardError.contains("refresh-secret-1"))

                let printed = try await GDataCLIRunner.run(["auth", "print-access-token"], environment: environment)
                #expect(printed.status == 0, "\(printed.stderrText)")
                #expect(printed.stdoutText == "tok-2\n")
                #expect(printed.stderrText.isEmpty)

                let status = try await GDataCLIRunner.run(["auth", "status"], environment: environment)
                #expect(status.status == 0)
                #expect(status.stdoutText.contains("credentials: authorized user"))
                #expect(status.stdoutText.contains("source: \(saved)"))
                #expect(
                    status.stdoutText.contains("scopes granted: openid https://www.googleapis.com/auth/cloud-platform")
                )
                for secret in Self.secrets { #expect(!status.stdoutText.contains(secret)) }

                let revoke = try await GDataCLIRunner.run(["auth", "revoke"], environment: environment)
                #expect(revoke.status == 0, "\(revoke.stderrText)")
                #expect(!FileManager.default.fileExists(atPath: saved))
                let revoked = try #require(tokens.requests.last)
                #expect(revoked.path == "/revoke")
                #expect(Self.form(revoked.body)["token"] == "refresh-secret-1")
            }
        } cleanup: {
            await tokens.stop()
        }
    }

    @Test("auth login refuses a redirect with another state, and says so; nothing is saved")
    func loginStateMismatch() async throws {
        let tokens = try await TestHTTPServer.start { _ in .status(500) }
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let home = directory.appendingPathComponent("home")
                let secret = try Self.write(
                    Data(
                        #"{"installed":{"client_id":"c","client_secret":"s","token_uri":"\#(tokens.url("/token").absoluteString)"}}"#
                            .utf8
                    ),
                    "client_secret.json",
                    in: directory
                )
                let login = try await InteractiveCLIRun.run(
                    ["auth", "login", "--client-secret", secret, "--no-browser"],
                    environment: ["HOME": home.path]
                ) { line in
                    line.hasPrefix("https://accounts.google.com/") ? "http://127.0.0.1:1/?state=forged&code=x\n" : nil
                }
                #expect(login.status == 17)
                #expect(login.standardError.contains("state does not match"))
                #expect(tokens.requests.isEmpty)
                #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".config/gdata").path))
            }
        } cleanup: {
            await tokens.stop()
        }
    }

    /// base64url(SHA-256(text)), with the sha256sum of the system (no crypto in this test target).
    static func s256(_ text: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sh", "-c", "printf %s \"$0\" | openssl dgst -sha256 -binary | base64 -w0", text]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var encoded = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        encoded = encoded.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        while encoded.hasSuffix("=") { encoded.removeLast() }
        return encoded
    }
}

extension TestHTTPResponse {
    /// The same response with another status.
    func status(_ status: Int) -> TestHTTPResponse {
        var copy = self
        copy.status = status
        return copy
    }
}

/// Runs `gdata` with its standard error read line by line: `answer` sees each line and may return text to write to
/// standard input (then closed). On threads of its own: nothing blocks the cooperative pool.
enum InteractiveCLIRun {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static func run(
        _ arguments: [String],
        environment: [String: String],
        answer: @escaping @Sendable (String) -> String?
    ) async throws -> Result {
        let executable = try #require(GDataCLIRunner.executable, "build gdata first")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let env = GDataCLIRunner.cleanEnvironment(environment)
        process.environment = env
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                do {
                    try process.run()
                } catch {
                    continuation.resume(throwing: error)
                    return
                }
                let outputText = TestLockedValue(Data())
                let group = DispatchGroup()
                group.enter()
                Thread.detachNewThread {
                    outputText.withLock { $0 = output.fileHandleForReading.readDataToEndOfFile() }
                    group.leave()
                }
                var errorData = Data()
                var pending = Data()
                var answered = false
                while true {
                    let chunk = error.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    errorData += chunk
                    pending += chunk
                    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                        pending = Data(pending[(newline + 1)...])
                        if !answered, let reply = answer(line) {
                            answered = true
                            input.fileHandleForWriting.write(Data(reply.utf8))
                            try? input.fileHandleForWriting.close()
                        }
                    }
                }
                if !answered { try? input.fileHandleForWriting.close() }
                group.wait()
                process.waitUntilExit()
                continuation.resume(
                    returning: Result(
                        status: process.terminationStatus,
                        standardOutput: String(decoding: outputText.current, as: UTF8.self),
                        standardError: String(decoding: errorData, as: UTF8.self)
                    )
                )
            }
        }
    }
}
