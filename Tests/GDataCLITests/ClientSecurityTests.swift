import Foundation
import GDataTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Issue 18, the client: credentials stay with the origin the user named, numbers from the server are checked,
/// temporary files are exclusive, secrets stay out of messages, caches and `ps`. Each test runs `gdata` against
/// real loopback servers; two servers on different ports are two origins.
@Suite struct ClientSecurityTests {
    static let ns = ServiceCommandTests.ns

    static func feed(title: String, next: String?) -> TestHTTPResponse {
        let link = next.map { "<link rel='next' href='\($0)'/>" } ?? ""
        return TestHTTPResponse(
            status: 200,
            headers: [TestHTTPHeader("Content-Type", "application/atom+xml")],
            body: Data("<feed \(ns)><id>f</id><title>\(title)</title>\(link)<entry><id>e</id></entry></feed>".utf8)
        )
    }

    /// Server B: answers everything with a last page and records what it received.
    static func elsewhere() async throws -> TestHTTPServer {
        try await TestHTTPServer.start { _ in feed(title: "Elsewhere", next: nil) }
    }

    static func write(_ text: String, in directory: URL, name: String) throws -> String {
        let file = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    // MARK: 7. One origin rule

    @Test func nextLinksToAnotherOriginAreRefusedWithEveryCredentialKind() async throws {
        let other = try await Self.elsewhere()
        let named = try await TestHTTPServer.start { _ in
            Self.feed(title: "Page 1", next: other.url("/feeds/x?page=2").absoluteString)
        }
        let url = named.url("/feeds/x").absoluteString
        for credential in [
            ["--bearer-token", "tok-secret"], ["--api-key", "key-secret"], ["--auth-token", "cl-secret"],
        ] {
            let result = try await GDataCLIRunner.run(["fetch", url, "--all-pages"] + credential)
            #expect(result.status == 1, "\(credential[0]): \(result.stderrText)")
            #expect(result.stderrText.contains("refused to send credentials to http://127.0.0.1:\(other.port)"))
            #expect(!result.stderrText.contains("secret"))
        }
        await named.stop()
        await other.stop()
        #expect(other.requests.isEmpty, "the other origin received \(other.requests.map(\.uri))")
        #expect(
            named.requests.map { $0.header("Authorization") } == [
                "Bearer tok-secret", nil, "GoogleLogin auth=cl-secret",
            ]
        )
        #expect(named.requests[1].queryValue("key") == "key-secret")
    }

    @Test func sameOriginNextLinksKeepTheirCredentialsAndAnonymousFetchesFollowAnywhere() async throws {
        let server = try await ServiceCommandTests.pagedServer(pages: 3)
        let url = server.url("/feeds/events").absoluteString
        let result = try await GDataCLIRunner.run(["fetch", url, "--all-pages", "--bearer-token", "tok"])
        #expect(result.status == 0, "\(result.stderrText)")
        #expect(server.requests.map { $0.header("Authorization") } == Array(repeating: "Bearer tok", count: 3))
        await server.stop()

        // Without credentials there is nothing to protect: a next link to another origin is followed.
        let other = try await Self.elsewhere()
        let named = try await TestHTTPServer.start { _ in
            Self.feed(title: "Page 1", next: other.url("/feeds/x?page=2").absoluteString)
        }
        let anonymous = try await GDataCLIRunner.run(["fetch", named.url("/feeds/x").absoluteString, "--all-pages"])
        await named.stop()
        await other.stop()
        #expect(anonymous.status == 0, "\(anonymous.stderrText)")
        #expect(other.requests.count == 1)
    }

    @Test func updateAndDeleteOfAnEntryFileSendCredentialsOnlyToTheNamedOrigin() async throws {
        let other = try await Self.elsewhere()
        let named = try await TestHTTPServer.start { request in
            request.method == "DELETE"
                ? .status(200)
                : TestHTTPResponse(
                    status: 200,
                    headers: [TestHTTPHeader("Content-Type", "application/atom+xml")],
                    body: request.body
                )
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func entry(editAt server: TestHTTPServer) -> String {
            "<entry \(Self.ns)><id>e</id><title>T</title><link rel='edit' href='\(server.url("/feeds/x/e"))'/></entry>"
        }
        let foreign = try Self.write(entry(editAt: other), in: directory, name: "foreign.xml")
        let local = try Self.write(entry(editAt: named), in: directory, name: "local.xml")
        let origin = "http://127.0.0.1:\(named.port)"

        let unnamed = try await GDataCLIRunner.run(["update", foreign, "--bearer-token", "tok", "--force"])
        #expect(unnamed.status == 1)
        #expect(unnamed.stderrText.contains("--origin"))
        let updated = try await GDataCLIRunner.run([
            "update", foreign, "--bearer-token", "tok", "--force", "--origin", origin,
        ])
        #expect(updated.status == 1)
        #expect(updated.stderrText.contains("refused to send credentials"))
        let deleted = try await GDataCLIRunner.run(["delete", foreign, "--api-key", "k", "--force", "--origin", origin])
        #expect(deleted.status == 1)
        #expect(other.requests.isEmpty, "the other origin received \(other.requests.map(\.method))")

        let sameOrigin = try await GDataCLIRunner.run([
            "update", local, "--bearer-token", "tok", "--force", "--origin", origin,
        ])
        let sameDelete = try await GDataCLIRunner.run([
            "delete", local, "--bearer-token", "tok", "--force", "--origin", origin,
        ])
        await named.stop()
        await other.stop()
        #expect(sameOrigin.status == 0, "\(sameOrigin.stderrText)")
        #expect(sameDelete.status == 0, "\(sameDelete.stderrText)")
        #expect(named.requests.map(\.method) == ["PUT", "DELETE"])
        #expect(named.requests.allSatisfy { $0.header("Authorization") == "Bearer tok" })
    }

    @Test func aResumableUploadSessionAtAnotherOriginGetsNoToken() async throws {
        let other = try await TestHTTPServer.start { _ in .status(200, "{}") }
        let named = try await TestHTTPServer.start { _ in
            TestHTTPResponse(status: 200, headers: [TestHTTPHeader("Location", other.url("/session/1").absoluteString)])
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("media.bin")
        try GDataCLIRunner.patternedBytes(60_000).write(to: file)
        let start = named.url("/upload?uploadType=resumable").absoluteString
        // `resumable` sends the token with every chunk: a session elsewhere is refused before a byte is sent.
        let refused = try await GDataCLIRunner.run([
            "upload", file.path, "--url", start, "--protocol", "resumable", "--mime", "application/octet-stream",
            "--bearer-token", "tok",
        ])
        #expect(refused.status != 0)
        #expect(refused.stderrText.contains("refused to send credentials"), "\(refused.stderrText)")
        #expect(other.requests.isEmpty)
        // `gdata` chunks carry no credentials by design: the session elsewhere gets the bytes, never the token.
        let gdata = try await GDataCLIRunner.run([
            "upload", file.path, "--url", start, "--protocol", "gdata", "--mime", "application/octet-stream",
            "--bearer-token", "tok",
        ])
        await named.stop()
        await other.stop()
        #expect(gdata.status == 0, "\(gdata.stderrText)")
        #expect(!other.requests.isEmpty)
        #expect(other.requests.allSatisfy { $0.header("Authorization") == nil })
        #expect(named.requests.allSatisfy { $0.header("Authorization") == "Bearer tok" })
    }

    // MARK: 8 and 9. Server numbers and temporary files

    static func rangeServer(contentRange: @escaping @Sendable (Int, Int) -> String, bodyLength: Int = 10)
        async throws -> TestHTTPServer
    {
        try await TestHTTPServer.start { request in
            let range = request.header("Range") ?? "bytes=0-0"
            let bounds = range.dropFirst(6).split(separator: "-").compactMap { Int($0) }
            return TestHTTPResponse(
                status: 206,
                headers: [TestHTTPHeader("Content-Range", contentRange(bounds[0], bounds[1]))],
                body: GDataCLIRunner.patternedBytes(bodyLength)
            )
        }
    }

    /// Answers `Range: bytes=A-B` with a 206 of `media` (the whole media with a 200 when there is no range).
    static func rangeServing(_ media: Data) -> TestHTTPServer.Handler {
        { request in
            guard let range = request.header("Range"), range.hasPrefix("bytes=") else {
                return TestHTTPResponse(status: 200, body: media)
            }
            let bounds = range.dropFirst(6).split(separator: "-").compactMap { Int($0) }
            let last = min(bounds[1], media.count - 1)
            return TestHTTPResponse(
                status: 206,
                headers: [TestHTTPHeader("Content-Range", "bytes \(bounds[0])-\(last)/\(media.count)")],
                body: media[bounds[0]...last]
            )
        }
    }

    static func chunkedDownload(_ server: TestHTTPServer, to output: URL) async throws -> GDataCLIRunner.Result {
        try await GDataCLIRunner.run([
            "api", "storage.objects.get", "--param", "bucket=b", "--param", "object=o", "--download", output.path,
            "--chunk-size", "10", "--root-url", server.baseURL.absoluteString,
        ])
    }

    @Test func crafted206ContentRangesEndTheDownloadCleanly() async throws {
        let crafted: [@Sendable (Int, Int) -> String] = [
            { _, _ in "bytes 0-9223372036854775807/9223372036854775807" },  // the issue's: overflowed + 1
            { _, _ in "bytes 0-9/9223372036854775808" },  // does not fit
            { _, _ in "bytes 0-99/50" },  // beyond the total
            { first, _ in "bytes \(first + 1)-\(first + 10)/100" },  // not where asked
            { first, _ in "bytes \(first)-\(first + 4)/100" },  // 5 bytes declared, 10 sent
            { _, _ in "bytes -1-9/100" },  // a sign
            { _, _ in "bytes 0-9" },  // no total
        ]
        for contentRange in crafted {
            let server = try await Self.rangeServer(contentRange: contentRange)
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let result = try await Self.chunkedDownload(server, to: directory.appendingPathComponent("out.bin"))
            await server.stop()
            let header = contentRange(0, 9)
            #expect(result.status == 65, "\(header): \(result.status) \(result.stderrText)")
            #expect(result.stderrText.contains("Content-Range"), "\(header)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "\(header)")
        }
    }

    @Test func aSymlinkPlantedAtTheOldPredictableNameIsNotFollowed() async throws {
        let media = GDataCLIRunner.patternedBytes(25)
        let server = try await TestHTTPServer.start(handler: Self.rangeServing(media))
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let victim = directory.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        let output = directory.appendingPathComponent("out.bin")
        // The old name was OUT.part-PID: plant links for the next few thousand PIDs, which covers the child's.
        let lastPID =
            Int(
                (try? String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            ) ?? Int(getpid())
        let maxPID =
            Int(
                (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            ) ?? 32768
        let planted = (1...3000).map { (lastPID + $0 - 1) % maxPID + 1 }
        for pid in planted {
            try FileManager.default.createSymbolicLink(
                atPath: output.path + ".part-\(pid)",
                withDestinationPath: victim.path
            )
        }
        let result = try await Self.chunkedDownload(server, to: output)
        await server.stop()
        #expect(result.status == 0, "\(result.stderrText)")
        #expect(try Data(contentsOf: victim) == Data("precious".utf8))
        #expect(try Data(contentsOf: output) == media)
        let attributes = try FileManager.default.attributesOfItem(atPath: output.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(Set(left) == Set(["victim", "out.bin"] + planted.map { "out.bin.part-\($0)" }))
    }

    // MARK: 10. Secrets in messages and caches

    @Test func errorMessagesMaskTheKeyAndTheToken() async throws {
        let server = try await TestHTTPServer.start { _ in .status(404, "Not Found") }
        let url = server.url("/feeds/x?access_token=tok-secret").absoluteString
        let fetch = try await GDataCLIRunner.run(["fetch", url, "--api-key", "key-secret"])
        let api = try await GDataCLIRunner.run([
            "api", "storage.buckets.list", "--param", "project=p", "--api-key", "key-secret",
            "--root-url", server.baseURL.absoluteString,
        ])
        let get = try await GDataCLIRunner.run(["get", url])
        await server.stop()
        let closed = try await GDataCLIRunner.run(["fetch", url, "--api-key", "key-secret"])  // a network error
        for result in [fetch, api, get, closed] {
            #expect(result.status != 0)
            #expect(!result.stderrText.contains("secret"), "\(result.stderrText)")
        }
        #expect(fetch.stderrText.contains("key=_snip_"), "\(fetch.stderrText)")
        #expect(api.stderrText.contains("HTTP 404"))
    }

    @Test func theCacheDirectoryIsPrivateHoldsNoKeyAndIsUsedWithAnAPIKey() async throws {
        let server = try await TestHTTPServer.start { request in
            if request.header("If-None-Match") == "\"v7\"" { return .status(304) }
            return Self.feed(title: "Cached", next: nil).header("ETag", "\"v7\"")
        }
        let cache = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cache.path)
        let url = server.url("/feeds/c").absoluteString
        let arguments = ["fetch", url, "--cache-dir", cache.path, "--api-key", "key-secret", "--format", "xml"]
        let first = try await GDataCLIRunner.run(arguments)
        let second = try await GDataCLIRunner.run(arguments)
        await server.stop()
        #expect(first.status == 0, "\(first.stderrText)")
        #expect(second.status == 0, "\(second.stderrText)")
        #expect(second.standardOutput == first.standardOutput)
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, "\"v7\""])
        #expect(server.requests.allSatisfy { $0.queryValue("key") == "key-secret" })
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(!files.isEmpty)
        for name in files {
            let path = cache.appendingPathComponent(name).path
            let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
            #expect(mode & 0o077 == 0, "\(name) has mode \(String(mode, radix: 8))")
            let contents = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(contents.range(of: Data("key-secret".utf8)) == nil, "\(name) holds the key")
        }
    }

    // MARK: 11. Secrets in ps: file and environment forms

    @Test func everySecretHasAFileAndAnEnvironmentForm() async throws {
        let server = try await TestHTTPServer.start { request in
            request.path.hasPrefix("/storage")
                ? .ok("{}", contentType: "application/json") : Self.feed(title: "F", next: nil)
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = try Self.write("from-file\nsecond line ignored\n", in: directory, name: "secret")
        let url = server.url("/feeds/x").absoluteString
        let root = server.baseURL.absoluteString
        let runs: [(arguments: [String], environment: [String: String])] = [
            (["get", url, "--bearer-token-file", secret], [:]),
            (["fetch", url, "--auth-token-file", secret], [:]),
            (["fetch", url, "--api-key-file", secret], [:]),
            (
                ["api", "storage.buckets.list", "--param", "project=p", "--root-url", root, "--api-key-file", secret],
                [:]
            ),
            (["fetch", url], ["GDATA_AUTH_TOKEN": "from-env"]),
            (["fetch", url], ["GDATA_API_KEY": "from-env"]),
            (
                ["api", "storage.buckets.list", "--param", "project=p", "--root-url", root],
                ["GDATA_API_KEY": "from-env"]
            ),
            (["get", url], ["GDATA_BEARER_TOKEN": "from-env"]),
        ]
        for run in runs {
            let result = try await GDataCLIRunner.run(run.arguments, environment: run.environment)
            #expect(result.status == 0, "\(run.arguments): \(result.stderrText)")
        }
        let both = try await GDataCLIRunner.run(["get", url, "--bearer-token", "a", "--bearer-token-file", secret])
        let twoVariables = try await GDataCLIRunner.run(
            ["fetch", url],
            environment: ["GDATA_API_KEY": "k", "GDATA_AUTH_TOKEN": "t"]
        )
        let help = try await GDataCLIRunner.run(["--help"])
        let fetchHelp = try await GDataCLIRunner.run(["fetch", "--help"])
        await server.stop()
        let sent = server.requests.map { ($0.header("Authorization") ?? "") + "|" + ($0.queryValue("key") ?? "") }
        #expect(
            sent == [
                "Bearer from-file|", "GoogleLogin auth=from-file|", "|from-file", "|from-file",
                "GoogleLogin auth=from-env|", "|from-env", "|from-env", "Bearer from-env|",
            ]
        )
        #expect(both.status == 64)
        #expect(twoVariables.status == 64)
        #expect(help.stdoutText.contains("visible to other local users"))
        #expect(help.stdoutText.contains("--bearer-token-file"))
        #expect(fetchHelp.stdoutText.contains("--api-key-file"))
        let flattened = fetchHelp.stdoutText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flattened.contains("visible to other local users in ps"))
    }

    @Test func serveReadsAccountsAndTokensFromFilesAndTheEnvironment() async throws {
        let executable = try #require(GDataCLIRunner.executable, "build gdata first")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = directory.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let tokens = try Self.write("file-token\n", in: directory, name: "tokens")
        let users = try Self.write("ada@example.com:file-pass\n", in: directory, name: "users")
        let password = try Self.write("file-pass\n", in: directory, name: "password")
        let wrongPassword = try Self.write("other\n", in: directory, name: "wrong")

        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "serve", data.path, "--in-memory", "--require-auth", "--token-file", tokens, "--users-file", users,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["GDATA_SERVE_TOKENS"] = "env-token"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let base = await ServeCommandTests.firstLine(of: output.fileHandleForReading)
        let feed = try #require(URL(string: base + "feeds/none"))
        func status(_ token: String?) async throws -> Int {
            var request = URLRequest(url: feed)
            if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
            let (_, response) = try await URLSession.shared.data(for: request)
            return (response as? HTTPURLResponse)?.statusCode ?? 0
        }
        #expect(try await status(nil) == 401)
        #expect(try await status("wrong") == 401)
        #expect(try await status("file-token") != 401)
        #expect(try await status("env-token") != 401)
        let login = base + "accounts/ClientLogin"
        let signedIn = try await GDataCLIRunner.run(
            ["login", "--email", "ada@example.com", "--password-file", password, "--login-url", login])
        let refused = try await GDataCLIRunner.run(
            ["login", "--email", "ada@example.com", "--password-file", wrongPassword, "--login-url", login])
        #expect(signedIn.status == 0, "\(signedIn.stderrText)")
        #expect(refused.status == 14)
    }
}
