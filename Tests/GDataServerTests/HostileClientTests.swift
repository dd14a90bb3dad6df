import Foundation
import GData
import GDataTestSupport
import Testing

@testable import GDataServer

/// Issue 18, "The server": requests an attacker sends, over real sockets to the server on 127.0.0.1.
@Suite("gdata serve: hostile clients", .serialized)
struct HostileClientTests {
    static let mediaService = Data(
        """
        <service xmlns="http://www.w3.org/2007/app" xmlns:atom="http://www.w3.org/2005/Atom"><workspace>
        <collection href="photos"><atom:title>Photos</atom:title><accept>image/*</accept>
        <accept>application/atom+xml;type=entry</accept></collection></workspace></service>
        """.utf8
    )

    /// Opens a resumable upload session on `photos` and returns its URL.
    static func uploadSession(_ server: GDataLocalServer, _ client: Client, length: String? = "10") async throws -> URL
    {
        var headers = [("X-Upload-Content-Type", "image/png"), ("Slug", "a.png")]
        if let length { headers.append(("X-Upload-Content-Length", length)) }
        let start = server.baseURL.appendingPathComponent("upload/photos")
        let session = try await client.send("POST", start, headers: headers)
        #expect(session.status == 200)
        return try #require(session.header("Location").flatMap(URL.init(string:)))
    }

    /// The `internalReason` of a `gd:errors` body.
    static func reason(_ exchange: Exchange) -> String {
        (try? exchange.document())?.child(named: .gd("error"))?.child(named: .gd("internalReason"))?.stringValue ?? ""
    }

    // MARK: - 1. Numbers from the network

    @Test(
        "item 1: a chunk's Content-Range with numbers that overflow, a sign, first > last or last ≥ total is 400 naming the fault; the server lives on"
    )
    func contentRangeArithmetic() async throws {
        try await withServerAndClient(
            ["photos": Samples.feed("photos", entries: 0)],
            serviceDocument: Self.mediaService
        ) { server, client in
            let session = try await Self.uploadSession(server, client, length: nil)
            let chunk = Data(repeating: 7, count: 10)
            let cases: [(String, String)] = [
                ("bytes 0-9223372036854775807/*", "does not match"),  // the request that ended the process
                ("bytes 0-99999999999999999999/*", "does not fit"),
                ("bytes 0-9/99999999999999999999", "does not fit"),
                ("bytes -1-9/*", "not a byte position"),
                ("bytes +0-9/*", "not a byte position"),
                ("bytes 9-0/*", "after the last"),
                ("bytes 0-9/5", "beyond the total"),
                ("bytes 0-9", "bytes FIRST-LAST/TOTAL"),
            ]
            for (header, expected) in cases {
                let answer = try await client.send("PUT", session, headers: [("Content-Range", header)], body: chunk)
                #expect(answer.status == 400, "\(header)")
                #expect(answer.errorCode == "invalidHeader" || answer.errorCode == "invalidRange", "\(header)")
                #expect(Self.reason(answer).contains(expected), "\(header): \(Self.reason(answer))")
            }
            // The session is intact: the right chunk completes it.
            let done = try await client.send("PUT", session, headers: [("Content-Range", "bytes 0-9/10")], body: chunk)
            #expect(done.status == 201)
        }
    }

    @Test("item 1: an upload larger than the body limit is 413 (declared, by Content-Range total, or chunk by chunk)")
    func uploadSizeLimit() async throws {
        var configuration = GDataLocalServer.Configuration()
        configuration.maxBody = 100
        try await withServerAndClient(
            ["photos": Samples.feed("photos", entries: 0)],
            serviceDocument: Self.mediaService,
            configuration: configuration
        ) {
            server,
            client in
            let start = server.baseURL.appendingPathComponent("upload/photos")
            let declared = try await client.send(
                "POST",
                start,
                headers: [("X-Upload-Content-Type", "image/png"), ("X-Upload-Content-Length", "101")]
            )
            #expect(declared.status == 413)
            let signed = try await client.send(
                "POST",
                start,
                headers: [("X-Upload-Content-Type", "image/png"), ("X-Upload-Content-Length", "+5")]
            )
            #expect(signed.status == 400)
            #expect(Self.reason(signed).contains("X-Upload-Content-Length"))
            let session = try await Self.uploadSession(server, client, length: nil)
            let chunk = Data(repeating: 1, count: 60)
            #expect(
                try await client.send("PUT", session, headers: [("Content-Range", "bytes 0-59/*")], body: chunk).status
                    == 308
            )
            let over = try await client.send(
                "PUT",
                session,
                headers: [("Content-Range", "bytes 60-119/*")],
                body: chunk
            )
            #expect(over.status == 413)
            let total = try await client.send(
                "PUT",
                session,
                headers: [("Content-Range", "bytes 60-119/120")],
                body: chunk
            )
            #expect(total.status == 413)
        }
    }

    @Test(
        "item 1: media Range requests: 206 with Content-Range, 416 past the end, 400 for signs, overflow and first > last"
    )
    func mediaRanges() async throws {
        try await withServerAndClient(
            ["photos": Samples.feed("photos", entries: 0)],
            serviceDocument: Self.mediaService
        ) { server, client in
            let bytes = Data((0..<100).map { UInt8($0) })
            let created = try await client.send(
                "POST",
                server.feedURL(named: "photos"),
                headers: [("Content-Type", "image/png"), ("Slug", "r.png")],
                body: bytes
            )
            let media = try #require(try created.document().links("edit-media").first.flatMap(URL.init(string:)))
            func get(_ range: String) async throws -> Exchange {
                try await client.get(media, headers: [("Range", range)])
            }
            let middle = try await get("bytes=10-19")
            #expect(middle.status == 206)
            #expect(middle.body == bytes[10...19])
            #expect(middle.header("Content-Range") == "bytes 10-19/100")
            let suffix = try await get("bytes=-5")
            #expect(suffix.body == bytes[95...99])
            let open = try await get("bytes=90-")
            #expect(open.body == bytes[90...99])
            let clamped = try await get("bytes=98-9223372036854775807")
            #expect(clamped.status == 206)
            #expect(clamped.body == bytes[98...99])
            let past = try await get("bytes=100-")
            #expect(past.status == 416)
            #expect(past.header("Content-Range") == "bytes */100")
            for bad in ["bytes=-1-9", "bytes=5-2", "bytes=0-99999999999999999999", "bytes=x-1", "bytes=1"] {
                let answer = try await get(bad)
                #expect(answer.status == 400, "\(bad)")
                #expect(Self.reason(answer).hasPrefix("Range:"), "\(bad)")
            }
            #expect(try await get("items=0-1").status == 200)
        }
    }

    @Test("item 1: start-index and max-results that do not fit, or are negative, are 400 naming the parameter")
    func feedNumbers() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 3)]) { server, client in
            let base = server.feedURL(named: "notes").absoluteString
            for query in [
                "start-index=99999999999999999999", "start-index=-1", "start-index=0", "max-results=-5",
                "max-results=99999999999999999999",
            ] {
                let answer = try await client.get(URL(string: base + "?" + query)!)
                #expect(answer.status == 400, "\(query)")
                #expect(Self.reason(answer).contains(String(query.prefix { $0 != "=" })), "\(query)")
            }
            let hugeYear = try await client.get(
                server.feedURL(named: "notes"),
                headers: [("If-Modified-Since", "Sun, 06 Nov 9223372036854775807 08:49:37 GMT")]
            )
            #expect(hugeYear.status == 200)
            let far = try await client.get(URL(string: base + "?start-index=9223372036854775807&max-results=10000")!)
            #expect(far.status == 200)
            #expect(try far.document().entryElements.isEmpty)
        }
    }

    @Test(
        "item 1: a multipart boundary longer than 70 characters is 400; a 4 MiB worst-case body without a closing delimiter is 400"
    )
    func multipartBoundary() async throws {
        try await withServerAndClient(
            ["photos": Samples.feed("photos", entries: 0)],
            serviceDocument: Self.mediaService
        ) { server, client in
            let long = String(repeating: "a", count: 71)
            let refused = try await client.send(
                "POST",
                server.feedURL(named: "photos"),
                headers: [("Content-Type", "multipart/related; boundary=\(long)")],
                body: Data("--\(long)\r\n".utf8)
            )
            #expect(refused.status == 400)
            #expect(Self.reason(refused).contains("70"))
            let boundary = String(repeating: "a", count: 70)
            let body = Data(repeating: UInt8(ascii: "a"), count: 4 << 20)
            let answer = try await client.send(
                "POST",
                server.feedURL(named: "photos"),
                headers: [("Content-Type", "multipart/related; boundary=\(boundary)")],
                body: body
            )
            #expect(answer.status == 400)
        }
    }

    // MARK: - 2. Sign-in before the body

    @Test(
        "item 2: with --require-auth, a POST declaring 60 MB without credentials is answered 401 from its headers and the connection closed"
    )
    func authenticationBeforeTheBody() async throws {
        var configuration = GDataLocalServer.Configuration()
        configuration.requireAuth = true
        configuration.tokens = ["good-token"]
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)], configuration: configuration) {
            server,
            _ in
            let port = try #require(server.baseURL.port)
            for target in ["/feeds/notes", "/feeds/notes/batch", "/upload/session/no-such-session"] {
                let connection = try RawHTTPConnection(port: port)
                await connection.send(
                    "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/atom+xml\r\n"
                        + "Content-Length: 60000000\r\n\r\n<entry"
                )
                let reply = await connection.readUntilClosed(limit: 10)
                let text = String(decoding: reply.data, as: UTF8.self)
                let expected = target.hasPrefix("/upload") ? "HTTP/1.1 404" : "HTTP/1.1 401"
                #expect(text.hasPrefix(expected), "\(target): \(text.prefix(200))")
                #expect(reply.closed, "\(target): the connection stays open waiting for the body")
            }
            // With a credential the same headers get the body read as before.
            let connection = try RawHTTPConnection(port: port)
            let entry = Samples.entry("signed in")
            await connection.send(
                "POST /feeds/notes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer good-token\r\n"
                    + "Content-Type: application/atom+xml\r\nContent-Length: \(entry.utf8.count)\r\n\r\n\(entry)"
            )
            #expect(await connection.readResponse()?.status == 201)
        }
    }

    // MARK: - 3. Timeouts and the connection cap

    static func timeouts(_ seconds: Double, maxConnections: Int = 256) -> GDataLocalServer.Configuration {
        var configuration = GDataLocalServer.Configuration()
        configuration.headerTimeout = seconds
        configuration.bodyTimeout = seconds
        configuration.idleTimeout = seconds
        configuration.maxConnections = maxConnections
        return configuration
    }

    @Test("item 3: an idle connection, and one idle after a response, are closed after --idle-timeout")
    func idleTimeout() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)], configuration: Self.timeouts(1)) {
            server,
            _ in
            let port = try #require(server.baseURL.port)
            let silent = try RawHTTPConnection(port: port)
            let afterRequest = try RawHTTPConnection(port: port)
            await afterRequest.send("GET /feeds/notes HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(await afterRequest.readResponse()?.status == 200)
            let silentEnd = await silent.readUntilClosed(limit: 10)
            #expect(silentEnd.closed && silentEnd.data.isEmpty, "an idle connection stays open")
            let keptEnd = await afterRequest.readUntilClosed(limit: 10)
            #expect(keptEnd.closed && keptEnd.data.isEmpty, "an idle keep-alive connection stays open")
        }
    }

    @Test("item 3: a head dripped a field at a time is cut at --header-timeout from its first byte, with 408")
    func headerTimeout() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)], configuration: Self.timeouts(1)) {
            server,
            _ in
            let port = try #require(server.baseURL.port)
            let connection = try RawHTTPConnection(port: port)
            let start = Date()
            await connection.send("GET /feeds/notes HTTP/1.1\r\n")
            var field = 0
            // The client's pace (a field every 200 ms), not synchronisation: the loop ends when the server closes.
            while !connection.isClosedByServer, !connection.hasBytesWaiting, Date().timeIntervalSince(start) < 10 {
                try await Task.sleep(for: .milliseconds(200))
                field += 1
                if await !connection.send("X-Drip-\(field): 1\r\n") { break }
            }
            let end = await connection.readUntilClosed(limit: 10)
            let elapsed = Date().timeIntervalSince(start)
            #expect(end.closed)
            #expect(String(decoding: end.data, as: UTF8.self).hasPrefix("HTTP/1.1 408"))
            #expect(elapsed < 5, "the dripped head was cut after \(elapsed) s (\(field) fields)")
        }
    }

    @Test("item 3: a body that stalls is cut after --body-timeout with 408; half a request line after --header-timeout")
    func bodyTimeout() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)], configuration: Self.timeouts(1)) {
            server,
            _ in
            let port = try #require(server.baseURL.port)
            let stalled = try RawHTTPConnection(port: port)
            await stalled.send(
                "POST /feeds/notes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/atom+xml\r\nContent-Length: 1000\r\n\r\n<entry"
            )
            let half = try RawHTTPConnection(port: port)
            await half.send("GET /feeds/no")
            let stalledEnd = await stalled.readUntilClosed(limit: 10)
            #expect(stalledEnd.closed)
            #expect(String(decoding: stalledEnd.data, as: UTF8.self).hasPrefix("HTTP/1.1 408"))
            let halfEnd = await half.readUntilClosed(limit: 10)
            #expect(halfEnd.closed)
            #expect(String(decoding: halfEnd.data, as: UTF8.self).hasPrefix("HTTP/1.1 408"))
        }
    }

    @Test("item 3: a client that stops reading a large response is cut off after --body-timeout of stalled writes")
    func stalledReader() async throws {
        var configuration = Self.timeouts(1)
        configuration.maxBody = 32 << 20
        try await withServerAndClient(
            ["photos": Samples.feed("photos", entries: 0)],
            serviceDocument: Self.mediaService,
            configuration: configuration
        ) {
            server,
            client in
            let size = 24 << 20
            let created = try await client.send(
                "POST",
                server.feedURL(named: "photos"),
                headers: [("Content-Type", "image/png")],
                body: Data(count: size)
            )
            let media = try #require(try created.document().links("edit-media").first.flatMap(URL.init(string:)))
            let connection = try RawHTTPConnection(port: try #require(server.baseURL.port), receiveBuffer: 4096)
            await connection.send("GET \(media.path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            // The client's behaviour under test: it does not read for 4 s (the server gives up after 1 s of stalled writes).
            try await Task.sleep(for: .seconds(4))
            let received = await connection.readUntilClosed(limit: 30)
            #expect(received.closed)
            #expect(received.data.count < size, "the whole response arrived: the stalled connection was kept")
        }
    }

    @Test("item 3: with --max-connections 2, a third connection is served only once one of the first two has closed")
    func connectionCap() async throws {
        try await withServerAndClient(
            ["notes": Samples.feed("notes", entries: 1)],
            configuration: Self.timeouts(2, maxConnections: 2)
        ) { server, _ in
            let port = try #require(server.baseURL.port)
            let first = try RawHTTPConnection(port: port)
            let second = try RawHTTPConnection(port: port)
            // Both are accepted: each gets an answer.
            for connection in [first, second] {
                await connection.send("GET /feeds/notes HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                #expect(await connection.readResponse()?.status == 200)
            }
            let third = try RawHTTPConnection(port: port)
            await third.send("GET /feeds/notes HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let answer = await third.readResponse(limit: 10)
            #expect(answer?.status == 200)
            // The third was answered only after the idle timeout had closed one of the first two.
            #expect(
                first.isClosedByServer || second.isClosedByServer,
                "the third connection was served beside two open ones"
            )
        }
    }

    // MARK: - 4. Slow documents

    /// An entry with `count` attributes on one element.
    static func attributeHeavyEntry(_ count: Int) -> String {
        var xml = "<entry xmlns=\"http://www.w3.org/2005/Atom\"><title>heavy</title><content"
        xml.reserveCapacity(count * 14 + 200)
        for index in 0..<count { xml += " a\(index)=\"v\"" }
        return xml + ">x</content></entry>"
    }

    /// An entry of `count` extension elements: large, but within every parser limit.
    static func elementHeavyEntry(_ count: Int) -> String {
        var xml = "<entry xmlns=\"http://www.w3.org/2005/Atom\" xmlns:x=\"urn:x\"><title>big</title>"
        for index in 0..<count { xml += "<x:item n=\"\(index)\">value \(index)</x:item>" }
        return xml + "</entry>"
    }

    @Test(
        "item 4: while a write is being handled on one collection (held there), requests on another are answered and the write completes after",
        arguments: ["attributes", "elements"]
    )
    func slowWriteDoesNotHoldUpOtherCollections(kind: String) async throws {
        let documents = ["heavy": Samples.feed("heavy", entries: 0), "other": Samples.feed("other", entries: 3)]
        try await withServerAndClient(documents) { server, _ in
            let port = try #require(server.baseURL.port)
            // Hold the heavy collection's lane, as a slow document would, until the other collection has answered:
            // deterministic where a wall-clock bound would depend on the machine's load.
            let gate = DispatchSemaphore(value: 0)
            let held = DispatchSemaphore(value: 0)
            server.store.lane(for: ["feeds", "heavy"]).async {
                held.signal()
                gate.wait()
            }
            held.wait()
            let entry = kind == "attributes" ? Self.attributeHeavyEntry(88_000) : Self.elementHeavyEntry(60_000)
            let writer = try RawHTTPConnection(port: port)
            await writer.send(
                "POST /feeds/heavy HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/atom+xml\r\n"
                    + "Content-Length: \(entry.utf8.count)\r\n\r\n\(entry)"
            )
            for _ in 0..<3 {
                let reader = try RawHTTPConnection(port: port)
                await reader.send("GET /feeds/other HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                // Bounded so that a server serialising every collection fails here instead of hanging.
                let answer = await reader.readResponse(limit: 30)
                #expect(answer?.status == 200, "a GET on another collection was not answered while 'heavy' was busy")
            }
            #expect(!writer.hasBytesWaiting, "the held write was answered before its lane was released")
            gate.signal()
            let reply = try #require(await writer.readResponse(limit: 60))
            #expect(reply.status == (kind == "attributes" ? 400 : 201), "\(reply.head)")
        }
    }

    @Test(
        "item 4: an entry with 88,000 or 160,000 attributes is refused 400 (limitExceeded, the parser's limit), as a POST and in a batch"
    )
    func attributeHeavyEntryIsRefused() async throws {
        try await withServerAndClient(["heavy": Samples.feed("heavy", entries: 0)]) { server, client in
            for count in [88_000, 160_000] {
                let entry = Self.attributeHeavyEntry(count)
                let answer = try await client.post(server.feedURL(named: "heavy"), entry)
                #expect(answer.status == 400, "\(count) attributes")
                #expect(answer.errorCode == "limitExceeded", "\(count) attributes: \(Self.reason(answer))")
            }
            let batch =
                "<feed xmlns=\"http://www.w3.org/2005/Atom\">"
                + Self.attributeHeavyEntry(88_000)
                .replacingOccurrences(of: " xmlns=\"http://www.w3.org/2005/Atom\"", with: "") + "</feed>"
            let answer = try await client.post(server.feedURL(named: "heavy").appendingPathComponent("batch"), batch)
            #expect(answer.status == 400)
            #expect(try await client.get(server.feedURL(named: "heavy")).document().entryElements.isEmpty)
        }
    }

    // MARK: - 5. Links inside DIR

    @Test(
        "item 5: a journal or media folder that is a symbolic link out of DIR is refused with a clear error, nothing written outside"
    )
    func symlinksOutOfTheDirectory() async throws {
        let directory = try temporaryDirectory()
        let outside = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: outside)
        }
        try Samples.feed("notes", entries: 1).write(to: directory.appendingPathComponent("notes.xml"))
        try Samples.feed("photos", entries: 0).write(to: directory.appendingPathComponent("photos.xml"))
        try Self.mediaService.write(to: directory.appendingPathComponent("service.xml"))
        let victim = outside.appendingPathComponent("victim.txt")
        try Data("precious\n".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent(".notes.journal"),
            withDestinationURL: victim
        )
        let mediaTarget = outside.appendingPathComponent("media")
        try FileManager.default.createDirectory(at: mediaTarget, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("photos.media"),
            withDestinationURL: mediaTarget
        )
        let server = try await startLocalServer(directory: directory)
        let client = Client()
        let post = try await client.post(server.feedURL(named: "notes"), Samples.entry("through the link"))
        let media = try await client.send(
            "POST",
            server.feedURL(named: "photos"),
            headers: [("Content-Type", "image/png"), ("Slug", "x.png")],
            body: Data([1, 2, 3])
        )
        await client.shutdown()
        try await server.shutdown()
        #expect(post.status == 500)
        #expect(Self.reason(post).contains("symbolic link"), "\(Self.reason(post))")
        #expect(media.status == 500)
        #expect(Self.reason(media).contains("symbolic link"), "\(Self.reason(media))")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mediaTarget.path).isEmpty)
    }
}

@Suite("gdata serve: the --host warning")
struct NetworkExposureWarningTests {
    @Test("item 6: loopback hosts get no warning; any other host gets one that says whether --require-auth is on")
    func warning() {
        for host in ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]"] {
            #expect(GDataLocalServer.networkExposureWarning(host: host, requireAuth: false) == nil, "\(host)")
        }
        for host in ["0.0.0.0", "::", "192.168.1.5", "example.org", "127.0.0.1.example.org"] {
            let off = GDataLocalServer.networkExposureWarning(host: host, requireAuth: false)
            #expect(off?.contains("reachable from the network") == true, "\(host)")
            #expect(off?.contains("--require-auth is OFF") == true, "\(host)")
            let on = GDataLocalServer.networkExposureWarning(host: host, requireAuth: true)
            #expect(on?.contains("--require-auth is on") == true, "\(host)")
        }
    }
}
