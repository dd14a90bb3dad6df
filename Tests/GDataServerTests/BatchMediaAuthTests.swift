import Foundation
import GData
import GDataServer
import GDataTestSupport
import Testing

@Suite("gdata serve: batch, media, sign-in, faults, request log")
struct BatchMediaAuthTests {
    static func batchFeed(_ entries: [String], defaultOperation: String? = nil) -> Data {
        var xml = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:batch="http://schemas.google.com/gdata/batch" \
            xmlns:gd="http://schemas.google.com/g/2005">
            """
        if let defaultOperation { xml += "<batch:operation type=\"\(defaultOperation)\"/>" }
        return Data((xml + entries.joined() + "</feed>").utf8)
    }

    static func statuses(_ feed: GDataObject) -> [(id: String?, code: String?, type: String?)] {
        feed.entryElements.map { entry in
            (
                entry.child(named: .intern(GDataNamespace.batch, "id"))?.stringValue,
                entry.child(named: .intern(GDataNamespace.batch, "status"))?.attribute(named: "code"),
                entry.child(named: .intern(GDataNamespace.batch, "operation"))?.attribute(named: "type")
            )
        }
    }

    @Test("batch insert, update, delete and query answer per operation with batch:id and batch:status")
    func batchOperations() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 3)]) { server, client in
            let current = try await client.get(
                server.feedURL(named: "notes").appendingPathComponent(
                    try #require(
                        try await client.get(server.feedURL(named: "notes")).document().entryElements[1].links("edit")
                            .first?.split(separator: "/").last.map(String.init)
                    )
                )
            )
            let etag = try #require(current.header("ETag"))
            let feed = Self.batchFeed([
                "<entry><batch:id>a</batch:id><batch:operation type=\"insert\"/><title>Inserted</title></entry>",
                "<entry gd:etag='\(etag)'><batch:id>b</batch:id><batch:operation type=\"update\"/><id>tag:test,2026:notes/2</id><title>Updated</title></entry>",
                "<entry gd:etag='\"stale\"'><batch:id>c</batch:id><batch:operation type=\"update\"/><id>tag:test,2026:notes/3</id><title>No</title></entry>",
                "<entry><batch:id>d</batch:id><batch:operation type=\"delete\"/><id>tag:test,2026:notes/1</id></entry>",
                "<entry><batch:id>e</batch:id><batch:operation type=\"query\"/><id>tag:test,2026:notes/3</id></entry>",
                "<entry><batch:id>f</batch:id><batch:operation type=\"query\"/><id>tag:test,2026:notes/99</id></entry>",
            ])
            let answer = try await client.send(
                "POST",
                server.feedURL(named: "notes").appendingPathComponent("batch"),
                headers: [("Content-Type", "application/atom+xml")],
                body: feed
            )
            #expect(answer.status == 200)
            let result = try answer.document()
            let statuses = Self.statuses(result)
            #expect(statuses.map(\.id) == ["a", "b", "c", "d", "e", "f"])
            #expect(statuses.map(\.code) == ["201", "200", "412", "200", "200", "404"])
            #expect(statuses.map(\.type) == ["insert", "update", "update", "delete", "query", "query"])
            #expect(result.child(named: .intern(GDataNamespace.batch, "interrupted")) == nil)
            let titles = try await client.get(server.feedURL(named: "notes")).document().entryElements.compactMap(
                \.titleText
            )
            #expect(titles == ["Entry 2", "Entry 3", "Inserted"].map { $0 == "Entry 2" ? "Updated" : $0 })
        }
    }

    @Test("a malformed operation interrupts the batch; more than --max-batch is 413 with nothing applied")
    func batchInterruptedAndTooLarge() async throws {
        var configuration = GDataLocalServer.Configuration()
        configuration.maxBatch = 3
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)], configuration: configuration) {
            server,
            client in
            let url = server.feedURL(named: "notes").appendingPathComponent("batch")
            let interrupted = Self.batchFeed(
                [
                    "<entry><batch:id>1</batch:id><title>ok</title></entry>",
                    "<entry><batch:id>2</batch:id><batch:operation type=\"query\"/><id>tag:none</id></entry>",
                    "<entry><batch:id>3</batch:id><batch:operation type=\"explode\"/></entry>",
                ],
                defaultOperation: "insert"
            )
            let result = try await client.send("POST", url, body: interrupted).document()
            // The response entry where processing halted has no status, only batch:interrupted (see
            // MigrationFidelityTests for the same read through the service).
            #expect(Self.statuses(result).map(\.code) == ["201", "404", nil])
            #expect(Self.statuses(result).map(\.id) == ["1", "2", "3"])
            let stop = try #require(result.child(named: .intern(GDataNamespace.batch, "interrupted")))
            #expect(stop.attribute(named: "success") == "1")
            #expect(stop.attribute(named: "failures") == "1")
            #expect(stop.attribute(named: "parsed") == "3")
            #expect(stop.attribute(named: "reason")?.contains("explode") == true)

            let tooMany = Self.batchFeed(
                (1...4).map { "<entry><batch:id>\($0)</batch:id><title>t\($0)</title></entry>" }
            )
            let refused = try await client.send("POST", url, body: tooMany)
            #expect(refused.status == 413)
            #expect(try await client.get(server.feedURL(named: "notes")).document().entryElements.count == 2)
        }
    }

    static let mediaService = Data(
        """
        <service xmlns="http://www.w3.org/2007/app" xmlns:atom="http://www.w3.org/2005/Atom"><workspace>
        <collection href="photos"><atom:title>Photos</atom:title><accept>image/*</accept>
        <accept>application/atom+xml;type=entry</accept></collection></workspace></service>
        """.utf8
    )

    @Test("media: raw POST with Slug, multipart/related, GET with 304, PUT with If-Match, 415 for other types")
    func media() async throws {
        try await withServerAndClient(
            ["photos": Samples.feed("photos", entries: 0), "notes": Samples.feed("notes", entries: 0)],
            serviceDocument: Self.mediaService
        ) { server, client in
            let feed = server.feedURL(named: "photos")
            let bytes = Data((0..<1000).map { UInt8($0 % 251) })
            let raw = try await client.send(
                "POST",
                feed,
                headers: [("Content-Type", "image/png"), ("Slug", "sunset.png")],
                body: bytes
            )
            #expect(raw.status == 201)
            let entry = try raw.document()
            #expect(entry.titleText == "sunset.png")
            let mediaURL = try #require(entry.links("edit-media").first.flatMap(URL.init(string:)))
            #expect(entry.child(named: .atom("content"))?.attribute(named: "src") == mediaURL.absoluteString)
            let media = try await client.get(mediaURL)
            #expect(media.body == bytes)
            #expect(media.header("Content-Type") == "image/png")
            #expect(
                try await client.get(mediaURL, headers: [("If-None-Match", try #require(media.header("ETag")))]).status
                    == 304
            )

            let replacement = Data(repeating: 7, count: 10)
            let replaced = try await client.send(
                "PUT",
                mediaURL,
                headers: [("Content-Type", "image/png"), ("If-Match", try #require(raw.header("ETag")))],
                body: replacement
            )
            #expect(replaced.status == 200)
            #expect(try await client.get(mediaURL).body == replacement)

            let boundary = "END_OF_PART"
            var multipart = Data("\r\n--\(boundary)\r\nContent-Type: application/atom+xml; charset=UTF-8\r\n\r\n".utf8)
            multipart.append(Data(Samples.entry("With entry").utf8))
            multipart.append(
                Data("\r\n--\(boundary)\r\nContent-Transfer-Encoding: binary\r\nContent-Type: image/jpeg\r\n\r\n".utf8)
            )
            multipart.append(bytes)
            multipart.append(Data("\r\n--\(boundary)--\r\n".utf8))
            let related = try await client.send(
                "POST",
                feed,
                headers: [("Content-Type", "multipart/related; boundary=\"\(boundary)\"")],
                body: multipart
            )
            #expect(related.status == 201, "\(related.text)")
            #expect(try related.document().titleText == "With entry")
            let relatedMedia = try #require(try related.document().links("edit-media").first.flatMap(URL.init(string:)))
            #expect(try await client.get(relatedMedia).body == bytes)

            let broken = try await client.send(
                "POST",
                feed,
                headers: [("Content-Type", "multipart/related; boundary=X")],
                body: Data("--X\r\nno end".utf8)
            )
            #expect(broken.status == 400)
            #expect(
                try await client.send("POST", feed, headers: [("Content-Type", "video/mp4")], body: bytes).status == 415
            )
            #expect(
                try await client.send(
                    "POST",
                    server.feedURL(named: "notes"),
                    headers: [("Content-Type", "image/png")],
                    body: bytes
                ).status == 415
            )
        }
    }

    @Test(
        "resumable create: 308 with Range, a chunk at the wrong offset is ignored, bytes */N asks, the last byte gives 201"
    )
    func resumable() async throws {
        try await withServerAndClient(
            ["photos": Samples.feed("photos", entries: 0)],
            serviceDocument: Self.mediaService
        ) { server, client in
            let feed = try await client.get(server.feedURL(named: "photos")).document()
            let start = try #require(
                feed.links("http://schemas.google.com/g/2005#resumable-create-media").first.flatMap(URL.init(string:))
            )
            let bytes = Data((0..<300).map { UInt8($0 % 256) })
            let session = try await client.send(
                "POST",
                start,
                headers: [
                    ("X-Upload-Content-Type", "image/png"), ("X-Upload-Content-Length", "300"), ("Slug", "big.png"),
                ]
            )
            #expect(session.status == 200)
            let location = try #require(session.header("Location").flatMap(URL.init(string:)))
            func put(_ range: String, _ body: Data) async throws -> Exchange {
                try await client.send(
                    "PUT",
                    location,
                    headers: [("Content-Range", range), ("Content-Type", "image/png")],
                    body: body
                )
            }
            let first = try await put("bytes 0-99/300", bytes[0..<100])
            #expect(first.status == 308)
            #expect(first.header("Range") == "bytes=0-99")
            let skipped = try await put("bytes 200-299/300", bytes[200..<300])
            #expect(skipped.status == 308)
            #expect(skipped.header("Range") == "bytes=0-99")
            let query = try await put("bytes */300", Data())
            #expect(query.status == 308)
            #expect(query.header("Range") == "bytes=0-99")
            #expect(try await put("bytes 100-199/300", bytes[100..<200]).status == 308)
            let done = try await put("bytes 200-299/300", bytes[200..<300])
            #expect(done.status == 201)
            let entry = try done.document()
            #expect(entry.titleText == "big.png")
            let mediaURL = try #require(entry.links("edit-media").first.flatMap(URL.init(string:)))
            #expect(try await client.get(mediaURL).body == bytes)
            let refused = try await client.send("POST", start, headers: [("X-Upload-Content-Type", "text/plain")])
            #expect(refused.status == 415)
        }
    }

    @Test(
        "sign-in: ClientLogin issues tokens, bad passwords are refused, a captcha after three failures, 401 without a token"
    )
    func clientLogin() async throws {
        var configuration = GDataLocalServer.Configuration()
        configuration.requireAuth = true
        configuration.users = ["ada@example.com": "secret"]
        configuration.tokens = ["bearer-1"]
        configuration.captchaAnswer = "seven"
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)], configuration: configuration) {
            server,
            client in
            let login = server.baseURL.appendingPathComponent("accounts/ClientLogin")
            func signIn(_ form: String) async throws -> Exchange {
                try await client.send(
                    "POST",
                    login,
                    headers: [("Content-Type", "application/x-www-form-urlencoded")],
                    body: Data(form.utf8)
                )
            }
            let unauthorized = try await client.get(server.feedURL(named: "notes"))
            #expect(unauthorized.status == 401)
            #expect(unauthorized.header("WWW-Authenticate")?.hasPrefix("GoogleLogin realm=") == true)
            let ok = try await signIn(
                "accountType=HOSTED_OR_GOOGLE&Email=ada%40example.com&Passwd=secret&service=cl&source=test"
            )
            #expect(ok.status == 200)
            let token = try #require(
                ok.text.split(separator: "\n").first { $0.hasPrefix("Auth=") }.map { String($0.dropFirst(5)) }
            )
            #expect(
                try await client.get(
                    server.feedURL(named: "notes"),
                    headers: [("Authorization", "GoogleLogin auth=\(token)")]
                ).status == 200
            )
            #expect(
                try await client.get(server.feedURL(named: "notes"), headers: [("Authorization", "Bearer bearer-1")])
                    .status == 200
            )
            #expect(
                try await client.get(server.feedURL(named: "notes"), headers: [("Authorization", "Bearer nope")]).status
                    == 401
            )

            for _ in 1...3 {
                let bad = try await signIn("Email=ada%40example.com&Passwd=wrong&service=cl")
                #expect(bad.status == 403)
                #expect(bad.text.contains("Error=BadAuthentication"))
            }
            let captcha = try await signIn("Email=ada%40example.com&Passwd=secret&service=cl")
            #expect(captcha.status == 403)
            #expect(captcha.text.contains("Error=CaptchaRequired"))
            let captchaToken = try #require(
                captcha.text.split(separator: "\n").first { $0.hasPrefix("CaptchaToken=") }.map {
                    String($0.dropFirst(13))
                }
            )
            #expect(captcha.text.contains("CaptchaUrl=Captcha?ctoken=\(captchaToken)"))
            let image = try await client.get(
                URL(string: server.baseURL.absoluteString + "accounts/Captcha?ctoken=\(captchaToken)")!
            )
            #expect(image.header("Content-Type") == "image/png")
            let solved = try await signIn(
                "Email=ada%40example.com&Passwd=secret&service=cl&logintoken=\(captchaToken)&logincaptcha=seven"
            )
            #expect(solved.status == 200)
            #expect(solved.text.contains("Auth="))
        }
    }

    @Test("faults are drawn per request from the seed: the same requests meet the same faults; 503 carries Retry-After")
    func faults() async throws {
        var configuration = GDataLocalServer.Configuration()
        configuration.failRate = 0.5
        configuration.seed = 42
        func run() async throws -> [Int] {
            try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)], configuration: configuration) {
                server,
                client in
                var statuses: [Int] = []
                for _ in 0..<12 {
                    let answer = try await client.get(server.feedURL(named: "notes"))
                    if answer.status == 503 {
                        #expect(answer.header("Retry-After") == "1")
                        #expect(answer.errorCode == "serviceUnavailable")
                    }
                    statuses.append(answer.status)
                }
                return statuses
            }
        }
        let first = try await run()
        let second = try await run()
        #expect(first == second)
        #expect(first.contains(503) && first.contains(200))
    }

    @Test("--drop-rate closes the connection in the middle of the response")
    func drops() async throws {
        var configuration = GDataLocalServer.Configuration()
        configuration.dropRate = 1
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 3)], configuration: configuration) {
            server,
            client in
            await #expect(throws: (any Error).self) {
                _ = try await client.get(server.feedURL(named: "notes"))
            }
        }
    }

    @Test("--log writes one JSON line per request with method, path, status, bytes and time")
    func requestLog() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var configuration = GDataLocalServer.Configuration()
        configuration.logFile = directory.appendingPathComponent("requests.log")
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)], configuration: configuration) {
            server,
            client in
            _ = try await client.get(URL(string: server.feedURL(named: "notes").absoluteString + "?max-results=1")!)
            _ = try await client.get(server.feedURL(named: "missing"))
        }
        let lines = try String(contentsOf: directory.appendingPathComponent("requests.log"), encoding: .utf8).split(
            separator: "\n"
        )
        #expect(lines.count == 2)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["method"] as? String == "GET")
        #expect(first["path"] as? String == "/feeds/notes?max-results=1")
        #expect(first["status"] as? Int == 200)
        #expect((first["bytes"] as? Int ?? 0) > 0)
        #expect((first["time"] as? String).flatMap { GDataDateTime(rfc3339String: $0) } != nil)
        let second = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(second["status"] as? Int == 404)
    }
}
