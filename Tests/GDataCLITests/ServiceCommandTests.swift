import Foundation
import GDataServer
import GDataTestSupport
import Testing

/// The service verbs (`fetch`, `insert`, `update`, `delete`, `batch`, `service-doc`, `login`) run as subprocesses
/// against in-process servers that record what they received.
@Suite struct ServiceCommandTests {
    static let ns = "xmlns='http://www.w3.org/2005/Atom' xmlns:gd='http://schemas.google.com/g/2005'"

    static func feed(page: Int, pages: Int, base: String) -> TestHTTPResponse {
        let next = page < pages ? "<link rel='next' href='\(base)?page=\(page + 1)'/>" : ""
        let entries = (1...2).map { "<entry><id>p\(page)e\($0)</id><title>Entry \(page).\($0)</title></entry>" }
        return TestHTTPResponse(
            status: 200,
            headers: [TestHTTPHeader("Content-Type", "application/atom+xml")],
            body: Data("<feed \(ns)><id>f</id><title>Page \(page)</title>\(next)\(entries.joined())</feed>".utf8)
        )
    }

    static func pagedServer(pages: Int) async throws -> TestHTTPServer {
        let port = TestLockedValue(0)
        let server = try await TestHTTPServer.start { request in
            let page = Int(request.queryValue("page") ?? "1") ?? 1
            return feed(page: page, pages: pages, base: "http://127.0.0.1:\(port.current)\(request.path)")
        }
        port.withLock { $0 = server.port }
        return server
    }

    func write(_ text: String, in directory: URL, name: String) throws -> String {
        let file = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func fetchAllPagesPrintsOneFeedOverOneConnection() async throws {
        let server = try await Self.pagedServer(pages: 3)
        let result = try await GDataCLIRunner.run([
            "fetch", server.url("/feeds/events").absoluteString, "--all-pages", "--format", "xml",
            "--query", "max-results=2", "--query", "q=a b", "--category", "friends|family",
            "--category=-coworkers",
        ])
        await server.stop()
        #expect(result.status == 0, "\(result.stderrText)")
        #expect(result.stdoutText.components(separatedBy: "<entry").count - 1 == 6)
        #expect(!result.stdoutText.contains("rel=\"next\""))
        #expect(result.stdoutText.contains("Page 1"))
        let first = try #require(server.requests.first)
        #expect(first.uri == "/feeds/events/-/friends%7Cfamily/-coworkers?max-results=2&q=a+b")
        #expect(first.header("GData-Version") == "2")
        #expect(server.requests.count == 3)
        #expect(server.connectionCount == 1)
    }

    @Test func thePageCapIsReportedWithItsOwnExitStatus() async throws {
        let server = try await Self.pagedServer(pages: 5)
        let result = try await GDataCLIRunner.run([
            "fetch", server.url("/feeds/events").absoluteString, "--all-pages", "--max-pages", "2",
        ])
        await server.stop()
        #expect(result.status == 12)
        #expect(result.stderrText.contains("stopped after 2 pages"))
        #expect(result.stdoutText.contains("4 entries") || result.stdoutText.components(separatedBy: "p2e2").count == 2)
        #expect(server.requests.count == 2)
    }

    @Test func etagNotModifiedAndTheCacheDirectory() async throws {
        let server = try await TestHTTPServer.start { request in
            if request.header("If-None-Match") == "\"v7\"" { return .status(304) }
            return Self.feed(page: 1, pages: 1, base: "").header("ETag", "\"v7\"")
        }
        let url = server.url("/feeds/c").absoluteString
        let notModified = try await GDataCLIRunner.run(["fetch", url, "--etag", "\"v7\""])
        #expect(notModified.status == 11)
        #expect(notModified.stderrText.contains("not modified"))
        #expect(notModified.stdoutText.isEmpty)
        let cache = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = try await GDataCLIRunner.run(["fetch", url, "--cache-dir", cache.path, "--format", "json"])
        let second = try await GDataCLIRunner.run(["fetch", url, "--cache-dir", cache.path, "--format", "json"])
        await server.stop()
        #expect(first.status == 0)
        #expect(second.status == 0)
        #expect(second.standardOutput == first.standardOutput)
        #expect(first.stdoutText.contains("Page 1"))
        #expect(server.requests.map { $0.header("If-None-Match") } == ["\"v7\"", nil, "\"v7\""])
    }

    @Test func updatePatchesWithFieldsAndSendsIfMatch() async throws {
        let server = try await TestHTTPServer.start { request in
            TestHTTPResponse(
                status: 200,
                headers: [TestHTTPHeader("Content-Type", "application/atom+xml")],
                body: Data("<entry \(Self.ns)><id>e1</id><title>stored by \(request.method)</title></entry>".utf8)
            )
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let edit = server.url("/feeds/a/e1").absoluteString
        let patchFile = try write(
            "<entry \(Self.ns) gd:etag='\"s1\"' gd:fields='title'><id>e1</id><title>New</title><link rel='edit' href='\(edit)'/></entry>",
            in: directory,
            name: "patch.xml"
        )
        let putFile = try write(
            "<entry \(Self.ns) gd:etag='W/\"w1\"'><id>e1</id><title>New</title><link rel='edit' href='\(edit)'/></entry>",
            in: directory,
            name: "put.xml"
        )
        let patch = try await GDataCLIRunner.run(["update", patchFile, "--format", "xml"])
        let put = try await GDataCLIRunner.run(["update", putFile])
        let forced = try await GDataCLIRunner.run(["update", putFile, "--force", "--method-override"])
        let deleted = try await GDataCLIRunner.run(["delete", patchFile])
        await server.stop()
        #expect(patch.status == 0)
        #expect(patch.stdoutText.contains("stored by PATCH"))
        #expect(put.stdoutText.contains("stored by PUT"))
        #expect(forced.status == 0)
        #expect(deleted.status == 0)
        let seen = server.requests.map {
            "\($0.method) \($0.path) \($0.header("If-Match") ?? "-") \($0.header("X-HTTP-Method-Override") ?? "-")"
        }
        #expect(
            seen == [
                "PATCH /feeds/a/e1 \"s1\" -", "PUT /feeds/a/e1 - -", "POST /feeds/a/e1 * PUT",
                "DELETE /feeds/a/e1 \"s1\" -",
            ]
        )
        #expect(server.requests[0].header("Content-Type") == "application/xml; charset=utf-8")
    }

    @Test func failuresNameTheStatusAndTheServerError() async throws {
        let server = try await TestHTTPServer.start { _ in
            TestHTTPResponse(
                status: 403,
                headers: [TestHTTPHeader("Content-Type", "application/vnd.google.gdata.error+xml")],
                body: Data(
                    "<errors xmlns='http://schemas.google.com/g/2005'><error><domain>GData</domain><code>noPermission</code><internalReason>Not yours</internalReason></error></errors>"
                        .utf8
                )
            )
        }
        let result = try await GDataCLIRunner.run(["fetch", server.url("/feeds/x").absoluteString])
        let malformed = try await GDataCLIRunner.run(["delete", "/nonexistent/\(UUID().uuidString).xml"])
        await server.stop()
        #expect(result.status == 8)
        #expect(result.stderrText.contains("HTTP 403 Forbidden"))
        #expect(result.stderrText.contains("noPermission"))
        #expect(result.stderrText.contains("Not yours"))
        #expect(malformed.status == 3)
    }

    @Test func batchPrintsOneLinePerResultAndFailsWhenInterrupted() async throws {
        let server = try await TestHTTPServer.start { _ in
            TestHTTPResponse(
                status: 200,
                headers: [TestHTTPHeader("Content-Type", "application/atom+xml")],
                body: Data(
                    """
                    <feed xmlns='http://www.w3.org/2005/Atom' xmlns:batch='http://schemas.google.com/gdata/batch'>
                    <id>r</id>
                    <entry><id>1</id><batch:id>a</batch:id><batch:operation type='delete'/><batch:status code='200' reason='Success'/></entry>
                    <entry><id>2</id><batch:id>b</batch:id><batch:operation type='delete'/><batch:status code='404' reason='Not Found'/></entry>
                    <batch:interrupted reason='quota' success='1' failures='1' parsed='2'/>
                    </feed>
                    """.utf8
                )
            )
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let batch = try write(
            "<feed xmlns='http://www.w3.org/2005/Atom' xmlns:batch='http://schemas.google.com/gdata/batch'><entry><id>1</id><batch:id>a</batch:id><batch:operation type='delete'/></entry></feed>",
            in: directory,
            name: "batch.xml"
        )
        let result = try await GDataCLIRunner.run(["batch", server.url("/feeds/batch").absoluteString, batch])
        await server.stop()
        #expect(result.status == 13)
        #expect(
            result.stdoutText
                == "a\tdelete\t200\tSuccess\nb\tdelete\t404\tNot Found\ninterrupted: quota (success 1, failures 1, parsed 2)\n"
        )
        #expect(server.requests.first?.method == "POST")
    }

    static func loginServer() async throws -> TestHTTPServer {
        try await TestHTTPServer.start { request in
            if request.path == "/accounts/ClientLogin" {
                let form = String(decoding: request.body, as: UTF8.self)
                if form.contains("Email=captcha%40example.com"), !form.contains("logincaptcha=") {
                    return .status(403, "Error=CaptchaRequired\nCaptchaToken=ct1\nCaptchaUrl=Captcha?ctoken=ct1\n")
                }
                guard form.contains("Passwd=pa%24%24word") else { return .status(403, "Error=BadAuthentication\n") }
                return .ok("SID=x\nLSID=y\nAuth=the-auth-token\n")
            }
            guard request.header("Authorization") == "GoogleLogin auth=the-auth-token" else { return .status(401) }
            return feed(page: 1, pages: 1, base: "")
        }
    }

    @Test func loginPrintsTheTokenAndTypesItsFailures() async throws {
        let server = try await Self.loginServer()
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let password = try write("pa$$word\n", in: directory, name: "pw")
        let wrong = try write("nope\n", in: directory, name: "wrong")
        let loginURL = server.url("/accounts/ClientLogin").absoluteString
        let logs = directory.appendingPathComponent("logs")
        let ok = try await GDataCLIRunner.run([
            "login", "--email", "fred@example.com", "--password-file", password, "--login-url", loginURL,
            "--service", "cl", "--log-dir", logs.path,
        ])
        let bad = try await GDataCLIRunner.run([
            "login", "--email", "fred@example.com", "--password-file", wrong, "--login-url", loginURL,
        ])
        let captcha = try await GDataCLIRunner.run([
            "login", "--email", "captcha@example.com", "--password-file", password, "--login-url", loginURL,
        ])
        let answered = try await GDataCLIRunner.run([
            "login", "--email", "captcha@example.com", "--password-file", password, "--login-url", loginURL,
            "--captcha-token", "ct1", "--captcha-answer", "dino",
        ])
        let fetched = try await GDataCLIRunner.run(
            [
                "fetch", server.url("/feeds/private").absoluteString, "--email", "fred@example.com",
                "--password-stdin", "--login-url", loginURL,
            ],
            standardInput: URL(fileURLWithPath: password)
        )
        await server.stop()
        #expect(ok.status == 0)
        #expect(ok.stdoutText == "the-auth-token\n")
        #expect(bad.status == 14)
        #expect(bad.stderrText.contains("BadAuthentication"))
        #expect(captcha.status == 15)
        #expect(captcha.stderrText.contains("\(server.baseURL.absoluteString)/accounts/Captcha?ctoken=ct1"))
        #expect(captcha.stderrText.contains("ct1"))
        #expect(answered.status == 0)
        #expect(fetched.status == 0, "\(fetched.stderrText)")
        #expect(fetched.stdoutText.contains("Page 1"))
        #expect(server.requests.filter { $0.path == "/accounts/ClientLogin" }.count == 5)
        #expect(server.requests.first?.body.isEmpty == false)
        var html = ""
        let files = FileManager.default.enumerator(at: logs, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            if let text = try? String(contentsOf: file, encoding: .utf8) { html += text }
        }
        #expect(html.contains("ClientLogin"))
        #expect(!html.contains("pa$$word") && !html.contains("pa%24%24word"))
        #expect(!html.contains("the-auth-token"))
        for run in [ok, bad, captcha, fetched] { #expect(!run.stderrText.contains("pa$$word")) }
    }

    @Test func insertMediaResumablyAndAsMultipart() async throws {
        let uploads = UploadTestServer()
        let server = try await uploads.listen()
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bytes = GDataCLIRunner.patternedBytes(130_000)
        let media = directory.appendingPathComponent("movie.mp4")
        try bytes.write(to: media)
        let entry = try write("<entry \(Self.ns)><title>Movie</title></entry>", in: directory, name: "entry.xml")
        let resumable = try await GDataCLIRunner.run([
            "insert", server.url("/feeds/videos").absoluteString, entry, "--media", media.path, "--mime", "video/mp4",
            "--slug", "movie.mp4", "--resumable", "--chunk-size", "50000",
            "--upload-url", server.url("/start/gdata").absoluteString, "--format", "xml",
        ])
        await server.stop()
        #expect(resumable.status == 0, "\(resumable.stderrText)")
        let session = try #require(uploads.sessions.first)
        #expect(session.received == bytes)
        #expect(uploads.violations.isEmpty)
        #expect(resumable.stdoutText.contains("<id>\(session.id)</id>"))
        #expect(uploads.records.filter { $0.kind == .chunk }.count == 3)

        let plain = try await TestHTTPServer.start { request in
            TestHTTPResponse(
                status: 201,
                headers: [TestHTTPHeader("Content-Type", "application/atom+xml")],
                body: Data("<entry \(Self.ns)><id>m</id><title>\(request.body.count)</title></entry>".utf8)
            )
        }
        let single = try await GDataCLIRunner.run([
            "insert", plain.url("/feeds/docs").absoluteString, "--media", media.path, "--mime", "video/mp4",
            "--slug", "movie.mp4",
        ])
        await plain.stop()
        #expect(single.status == 0)
        let request = try #require(plain.requests.first)
        #expect(request.header("Slug") == "movie.mp4")
        #expect(request.header("Content-Type") == "video/mp4")
        #expect(request.body == bytes)
    }

    /// The `href` of the entry's `<link rel="REL">` in XML as `gdata … --format xml` prints it.
    static func linkHref(_ rel: String, in xml: String) -> String? {
        let tags = xml.matches(of: /<link\b[^>]*>/).map { String($0.output) }
        guard let tag = tags.first(where: { $0.contains("rel=\"\(rel)\"") || $0.contains("rel='\(rel)'") }) else {
            return nil
        }
        return tag.firstMatch(of: /href=["']([^"']+)["']/).map { String($0.output.1) }
    }

    /// The product's server plays the GData server: the feed's #resumable-create-media link, sessions, chunks and the
    /// entry's #resumable-edit-media link (which it refuses without the entry's ETag in If-Match).
    @Test func resumableInsertFindsTheUploadLinkAndUpdateUsesTheEditMediaLink() async throws {
        let service = Data(
            """
            <service xmlns='http://www.w3.org/2007/app' xmlns:atom='http://www.w3.org/2005/Atom'><workspace>\
            <atom:title>Media</atom:title><collection href='videos'><atom:title>Videos</atom:title>\
            <accept>video/*</accept></collection></workspace></service>
            """.utf8
        )
        try await withTemporaryDirectory(prefix: "gdata-cli-media") { directory in
            let log = directory.appendingPathComponent("requests.jsonl")
            var configuration = GDataLocalServer.Configuration()
            configuration.logFile = log
            let feed = Data("<feed \(Self.ns)><id>v</id><title>Videos</title></feed>".utf8)
            try await withLocalServer(
                documents: ["videos": feed],
                serviceDocument: service,
                configuration: configuration
            ) {
                server in
                let bytes = GDataCLIRunner.patternedBytes(60_000)
                let media = directory.appendingPathComponent("clip.mp4")
                try bytes.write(to: media)
                let inserted = try await GDataCLIRunner.run([
                    "insert", server.feedURL(named: "videos").absoluteString, "--media", media.path, "--mime",
                    "video/mp4", "--resumable", "--format", "xml",
                ])
                #expect(inserted.status == 0, "\(inserted.stderrText)")
                let entry = try write(inserted.stdoutText, in: directory, name: "clip.xml")
                let mediaURL = try #require(Self.linkHref("edit-media", in: inserted.stdoutText))
                let afterInsert = directory.appendingPathComponent("after-insert.mp4")
                let got = try await GDataCLIRunner.run(["get", mediaURL, "-o", afterInsert.path])
                #expect(got.status == 0, "\(got.stderrText)")
                #expect(try Data(contentsOf: afterInsert) == bytes)

                let replacement = Data(bytes.reversed())
                try replacement.write(to: media)
                let updated = try await GDataCLIRunner.run([
                    "update", entry, "--media", media.path, "--mime", "video/mp4", "--resumable",
                ])
                #expect(updated.status == 0, "\(updated.stderrText)")
                let afterUpdate = directory.appendingPathComponent("after-update.mp4")
                #expect(try await GDataCLIRunner.run(["get", mediaURL, "-o", afterUpdate.path]).status == 0)
                #expect(try Data(contentsOf: afterUpdate) == replacement)

                let requests = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map { line in
                    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                    return (
                        method: object?["method"] as? String ?? "", path: object?["path"] as? String ?? "",
                        status: object?["status"] as? Int ?? 0
                    )
                }
                #expect(requests.first.map { "\($0.method) \($0.path)" } == "GET /feeds/videos")
                let uploads = requests.filter { $0.path.hasPrefix("/upload/") }
                // One session each: the insert's POST to the feed's link, the update's PUT to the entry's (If-Match
                // checked), then chunks; no request refused.
                let starts = uploads.filter { !$0.path.hasPrefix("/upload/session/") }
                #expect(starts.map(\.method) == ["POST", "PUT"])
                let editLink = Self.linkHref(
                    "http://schemas.google.com/g/2005#resumable-edit-media",
                    in: inserted.stdoutText
                )
                let editPath = try #require(editLink.flatMap { URL(string: $0)?.path })
                #expect(starts.map(\.path) == ["/upload/videos", editPath])
                #expect(uploads.allSatisfy { [200, 201, 308].contains($0.status) }, "\(uploads)")
            }
        }
    }

    @Test func verboseShowsRequestsAndPagesButNoCredential() async throws {
        let server = try await Self.pagedServer(pages: 2)
        let result = try await GDataCLIRunner.run([
            "fetch", server.url("/feeds/v").absoluteString, "--all-pages", "-v", "--api-key", "k3y-secret",
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(result.stderrText.contains("> GET \(server.url("/feeds/v").absoluteString)"))
        #expect(result.stderrText.contains("* page 2 fetched"))
        #expect(result.stderrText.components(separatedBy: "< HTTP 200 OK\n").count == 3)
        #expect(!result.stderrText.contains("k3y-secret"))
        #expect(server.requests.allSatisfy { $0.queryValue("key") == "k3y-secret" })
    }
}
