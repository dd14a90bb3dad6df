import Foundation
import GDataTestSupport
import Testing

/// `gdata get`, run as a subprocess against the in-process test server.
@Suite struct GetCommandTests {
    @Test func writesTheBodyToStandardOutput() async throws {
        let body = GDataCLIRunner.patternedBytes(300_000)
        let server = try await TestHTTPServer.start { _ in
            var response = TestHTTPResponse(
                status: 200,
                headers: [TestHTTPHeader("Content-Type", "application/octet-stream")],
                body: body
            )
            response.encoding = .chunked(chunkSize: 7_000)
            return response
        }
        let result = try await GDataCLIRunner.run(["get", server.url("/big").absoluteString])
        await server.stop()
        #expect(result.status == 0)
        #expect(result.standardOutput == body)
        #expect(result.stderrText == "")
        #expect(server.requests.map(\.uri) == ["/big"])
    }

    @Test func writesTheBodyToAFile() async throws {
        let body = GDataCLIRunner.patternedBytes(200_000)
        let server = try await TestHTTPServer.start { _ in TestHTTPResponse(status: 200, body: body) }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("out.bin")
        let result = try await GDataCLIRunner.run(["get", server.url("/f").absoluteString, "-o", file.path])
        await server.stop()
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(try Data(contentsOf: file) == body)
        // Nothing else (no leftover partial file) in the directory.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.bin"])
    }

    @Test func sendsHeadersAndTheBearerTokenByteForByte() async throws {
        let server = try await TestHTTPServer.start { _ in .ok("ok") }
        let token = "ya29.a0-Secret_Token.value"
        let result = try await GDataCLIRunner.run([
            "get", server.url("/h?x=1").absoluteString,
            "-H", "GData-Version: 2",
            "-H", "X-Repeated: first value",
            "-H", "X-Repeated:second",
            "--bearer-token", token,
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(result.stdoutText == "ok")
        let request = try #require(server.requests.first)
        #expect(request.uri == "/h?x=1")
        #expect(request.header("GData-Version") == "2")
        #expect(request.headerValues("X-Repeated") == ["first value", "second"])
        #expect(request.header("Authorization") == "Bearer \(token)")
        #expect(!result.stderrText.contains(token))
    }

    @Test func bearerTokenFromTheEnvironment() async throws {
        let server = try await TestHTTPServer.start { _ in .ok("ok") }
        let result = try await GDataCLIRunner.run(
            ["get", server.url("/env").absoluteString],
            environment: ["GDATA_BEARER_TOKEN": "env-token"]
        )
        await server.stop()
        #expect(result.status == 0)
        #expect(server.requests.first?.header("Authorization") == "Bearer env-token")
    }

    @Test func verbosePrintsTheStatusLineAndHeadersWithoutCredentials() async throws {
        let server = try await TestHTTPServer.start { _ in
            TestHTTPResponse.ok("body").header("X-Reply", "yes").header("Set-Cookie", "sid=cookie-secret")
        }
        let token = "verbose-secret-token"
        let url = server.url("/v").absoluteString
        let result = try await GDataCLIRunner.run([
            "get", url, "-v", "--bearer-token", token, "-H", "Cookie: a=cookie-secret", "-H", "X-Mine: 1",
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(result.stdoutText == "body")
        let lines = result.stderrText.split(separator: "\n").map(String.init)
        #expect(lines.first == "> GET \(url)")
        // The headers as sent (libcurl's Host and Accept too), under the HTML log's redaction rule.
        #expect(lines.contains("> Authorization: Bearer _snip_"))
        #expect(lines.contains("> Cookie: a=_snip_"))
        #expect(lines.contains { $0.hasPrefix("> Host: 127.0.0.1:") })
        #expect(lines.contains("> Accept: */*"))
        #expect(lines.contains("> X-Mine: 1"))
        #expect(lines.contains("< HTTP/1.1 200 OK"))
        #expect(lines.contains("< X-Reply: yes"))
        #expect(lines.contains("< Set-Cookie: sid=_snip_"))
        #expect(lines.contains("< Content-Length: 4"))
        #expect(!result.stderrText.contains(token))
        #expect(!result.stderrText.contains("cookie-secret"))
        // The server did get the real values.
        #expect(server.requests.first?.header("Authorization") == "Bearer \(token)")
        #expect(server.requests.first?.header("Cookie") == "a=cookie-secret")
    }

    @Test func notFoundExitsWithTheHTTPStatusCodeAndMessage() async throws {
        let server = try await TestHTTPServer.start { _ in .status(404, "no such feed") }
        let url = server.url("/missing").absoluteString
        let result = try await GDataCLIRunner.run(["get", url])
        await server.stop()
        #expect(result.status == 8)
        #expect(result.stderrText == "gdata: HTTP 404 Not Found for \(url)\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func verboseFailureShowsTheErrorBody() async throws {
        let server = try await TestHTTPServer.start { _ in .status(503, "try later") }
        let url = server.url("/busy").absoluteString
        let result = try await GDataCLIRunner.run(["get", url, "-v", "-o", "/dev/null"])
        await server.stop()
        #expect(result.status == 8)
        #expect(result.stderrText.contains("< HTTP 503 Service Unavailable\n"))
        #expect(result.stderrText.contains("try later"))
        #expect(result.stderrText.hasSuffix("gdata: HTTP 503 Service Unavailable for \(url)\n"))
    }

    @Test func connectionRefusedIsANetworkError() async throws {
        // A socket bound but not listening holds the port and refuses connections.
        let socket = try BoundSocket()
        defer { socket.release() }
        let url = "http://127.0.0.1:\(socket.port)/x"
        let result = try await GDataCLIRunner.run(["get", url])
        #expect(result.status == 5)
        #expect(result.stderrText.hasPrefix("gdata: network error: could not connect"))
        #expect(result.stderrText.hasSuffix(" for \(url)\n"))
        #expect(result.stderrText.split(separator: "\n").count == 1)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func invalidURLsHaveTheirOwnExitCode() async throws {
        let unsupported = try await GDataCLIRunner.run(["get", "ftp://127.0.0.1/file"])
        #expect(unsupported.status == 3)
        #expect(unsupported.stderrText.hasPrefix("gdata: invalid URL: unsupported URL scheme"))
        let malformed = try await GDataCLIRunner.run(["get", "http://[oops"])
        #expect(malformed.status == 3)
        #expect(malformed.stderrText == "gdata: invalid URL: http://[oops\n")
        // Read strictly, as curl does, whichever Foundation the binary links: nothing is percent-encoded for the user.
        for text in ["http://127.0.0.1:9/a b", "http://127.0.0.1:9/%zz", "http://127.0.0.1:9/\u{E9}"] {
            let refused = try await GDataCLIRunner.run(["get", text])
            #expect(refused.status == 3, "\(text)")
            #expect(refused.stderrText == "gdata: invalid URL: \(text)\n")
        }
    }

    @Test func everyVerbReadsItsURLArgumentsStrictly() async throws {
        let cases: [(arguments: [String], message: String)] = [
            (["fetch", "http://127.0.0.1:9/a b"], "invalid URL: http://127.0.0.1:9/a b"),
            (
                ["api", "storage.buckets.list", "--param", "project=p", "--root-url", "http://[oops"],
                "invalid --root-url: http://[oops"
            ),
            (
                [
                    "upload", "Package.swift", "--url", "http://127.0.0.1:9/u b", "--mime", "text/plain", "--protocol",
                    "goog",
                ],
                "invalid URL: http://127.0.0.1:9/u b"
            ),
            (
                [
                    "upload", "Package.swift", "--url", "http://127.0.0.1:9/u", "--mime", "text/plain", "--protocol",
                    "goog",
                    "--resume-url", "http://127.0.0.1:9/s%zz",
                ], "invalid --resume-url: http://127.0.0.1:9/s%zz"
            ),
        ]
        let schemeless: [(arguments: [String], message: String)] = [
            (["get", "example.com/feed"], "invalid URL: example.com/feed"),
            (["fetch", "127.0.0.1:9/feeds/x"], "invalid URL: 127.0.0.1:9/feeds/x"),
        ]
        for (arguments, message) in schemeless {
            let result = try await GDataCLIRunner.run(arguments)
            #expect(result.status == 3, "\(arguments)")
            #expect(result.stderrText == "gdata: \(message) (no scheme: start it with http:// or https://)\n")
        }
        for (arguments, message) in cases {
            let result = try await GDataCLIRunner.run(arguments)
            #expect(result.status == 3, "\(arguments)")
            #expect(result.stderrText == "gdata: \(message)\n", "\(arguments)")
        }
    }

    @Test func aMalformedHeaderIsAUsageError() async throws {
        let result = try await GDataCLIRunner.run(["get", "http://127.0.0.1:9/", "-H", "no colon here"])
        #expect(result.status == 64)
        #expect(result.stderrText.contains("must look like 'Name: value'"))
    }

    @Test func timeoutHasItsOwnExitCode() async throws {
        let server = try await TestHTTPServer.start { _ in TestHTTPResponse.ok("late").delayed(.seconds(60)) }
        let url = server.url("/slow").absoluteString
        let result = try await GDataCLIRunner.run(["get", url, "--timeout", "0.3"])
        await server.stop()
        #expect(result.status == 7)
        #expect(result.stderrText.hasPrefix("gdata: timed out: the request timed out"))
    }

    @Test func cacheDirectoryMakesTheSecondRunConditional() async throws {
        let body = "<feed>v1</feed>"
        let server = try await TestHTTPServer.start { request in
            if request.header("If-None-Match") == "\"v1\"" { return .status(304) }
            return TestHTTPResponse.ok(body, contentType: "application/atom+xml").header("ETag", "\"v1\"")
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = directory.appendingPathComponent("cache").path
        let url = server.url("/feed").absoluteString
        let first = try await GDataCLIRunner.run(["get", url, "--cache-dir", cache])
        let second = try await GDataCLIRunner.run(["get", url, "--cache-dir", cache, "-v"])
        await server.stop()
        #expect(first.status == 0)
        #expect(first.stdoutText == body)
        #expect(second.status == 0)
        #expect(second.stdoutText == body)
        #expect(second.stderrText.contains("* 304 Not Modified: answered from the cache"))
        let requests = server.requests
        #expect(requests.count == 2)
        #expect(requests.first?.header("If-None-Match") == nil)
        #expect(requests.last?.header("If-None-Match") == "\"v1\"")
    }

    @Test func a304WithoutTheCacheFails() async throws {
        let server = try await TestHTTPServer.start { _ in .status(304) }
        let url = server.url("/feed").absoluteString
        let result = try await GDataCLIRunner.run(["get", url, "-H", "If-None-Match: \"x\""])
        await server.stop()
        #expect(result.status == 8)
        #expect(result.stderrText == "gdata: HTTP 304 Not Modified for \(url)\n")
    }

    @Test func repeatFetchesOnOneConnection() async throws {
        let server = try await TestHTTPServer.start { request in .ok("#\(request.requestIndexOnConnection);") }
        let url = server.url("/r").absoluteString
        let discarded = try await GDataCLIRunner.run(["get", url, "--repeat", "25", "-o", "/dev/null"])
        #expect(discarded.status == 0)
        #expect(discarded.standardOutput.isEmpty)
        let printed = try await GDataCLIRunner.run(["get", url, "--repeat", "3"])
        await server.stop()
        #expect(printed.status == 0)
        let requests = server.requests
        #expect(requests.count == 28)
        #expect(Set(requests.prefix(25).map(\.connectionID)).count == 1)
        #expect(Set(requests.suffix(3).map(\.connectionID)).count == 1)
        // Each body is written in turn; the indexes show the connection was reused.
        let first = try #require(requests.suffix(3).first)
        let base = first.requestIndexOnConnection
        #expect(printed.stdoutText == "#\(base);#\(base + 1);#\(base + 2);")
    }

    @Test func logDirectoryWritesAPageWithoutTheToken() async throws {
        let server = try await TestHTTPServer.start { _ in .ok("logged body") }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let token = "log-secret-token-123"
        let result = try await GDataCLIRunner.run([
            "get", server.url("/logged").absoluteString, "--log-dir", directory.path, "--bearer-token", token,
        ])
        await server.stop()
        #expect(result.status == 0)
        let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
        let files = enumerator.compactMap { $0 as? String }
        let page = try #require(files.first { $0.hasSuffix("/http_log.html") })
        let html = try String(contentsOf: directory.appendingPathComponent(page), encoding: .utf8)
        #expect(html.contains("/logged"))
        #expect(html.contains("Authorization"))
        for file in files {
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(file).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            let contents = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(!String(decoding: contents, as: UTF8.self).contains(token), "token found in \(file)")
        }
    }

    @Test func progressWritesPlainLinesWhenNotATerminal() async throws {
        let body = GDataCLIRunner.patternedBytes(1_048_576)
        let server = try await TestHTTPServer.start { _ in TestHTTPResponse(status: 200, body: body) }
        let result = try await GDataCLIRunner.run([
            "get", server.url("/p").absoluteString, "--progress", "-o", "/dev/null",
        ])
        await server.stop()
        #expect(result.status == 0)
        let lines = result.stderrText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "")
        let content = lines.dropLast()
        #expect(!content.isEmpty)
        for line in content.dropLast() { #expect(line.hasPrefix("gdata: progress "), "\(line)") }
        let last = try #require(content.last)
        #expect(last.hasPrefix("gdata: done 1048576/1048576 bytes (100%) in "))
        #expect(last.hasSuffix("/s"))
        #expect(!result.stderrText.contains("\r"))
        #expect(!result.stderrText.contains("\u{1B}"))
    }
}

/// A TCP socket bound to 127.0.0.1 on an ephemeral port without listening: connecting to it is refused.
private struct BoundSocket {
    let descriptor: Int32
    let port: Int

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(bound == 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        try #require(named == 0)
        descriptor = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func release() { _ = close(descriptor) }
}
