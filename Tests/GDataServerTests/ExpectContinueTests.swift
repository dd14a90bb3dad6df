import Foundation
import GData
import GDataTestSupport
import Testing

@testable import GDataServer

/// Issue 29 §4: `Expect: 100-continue`. A client that says it waits for the server's word before it sends a body
/// (curl does for bodies over 1 KiB, for a second) gets `100 Continue` at once, or the refusal the head alone decides,
/// without the body ever being sent. Raw sockets on 127.0.0.1: the body is sent only after the test has read the answer
/// to the head, so an answer that came proves the server did not wait for (or read) a body.
@Suite("gdata serve: Expect: 100-continue", .serialized, .timeLimit(.minutes(2)))
struct ExpectContinueTests {
    static let token = "good-token"

    static func signedIn() -> GDataLocalServer.Configuration {
        var configuration = GDataLocalServer.Configuration()
        configuration.requireAuth = true
        configuration.tokens = [token]
        configuration.maxBody = 1 << 20
        return configuration
    }

    /// The request head of a `method` to `target` declaring `length` body bytes, with `Expect` and more fields.
    static func head(
        _ method: String,
        _ target: String,
        length: Int,
        expect: String = "100-continue",
        fields: [String] = []
    )
        -> String
    {
        ([
            "\(method) \(target) HTTP/1.1", "Host: 127.0.0.1", "Content-Type: application/atom+xml",
            "Content-Length: \(length)",
            "Expect: \(expect)",
        ] + fields).joined(separator: "\r\n") + "\r\n\r\n"
    }

    /// The first entry's path (`/feeds/notes/KEY`) and ETag.
    static func firstEntry(_ server: GDataLocalServer, _ client: Client) async throws -> (path: String, etag: String) {
        let feed = try await client.get(server.feedURL(named: "notes"), headers: [("Authorization", "Bearer \(token)")])
            .document()
        let entry = try #require(feed.entryElements.first)
        let edit = try #require(entry.links("edit").first.flatMap(URL.init(string:)))
        return (edit.path, try #require(entry.attribute(.gd("etag"))))
    }

    @Test("an accepted POST and PUT get 100 Continue before they send a byte of the body, then their answer (201, 200)")
    func acceptedRequestsGetContinue() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 2)], configuration: Self.signedIn()) {
            server,
            client in
            let port = try #require(server.baseURL.port)
            let (path, etag) = try await Self.firstEntry(server, client)
            let auth = "Authorization: Bearer \(Self.token)"
            let cases: [(String, String, [String], Int)] = [
                ("POST", "/feeds/notes", [auth], 201),
                ("PUT", path, [auth, "If-Match: \(etag)"], 200),
                // Through the method override, and with the expectation's name in another case.
                ("POST", path, [auth, "X-HTTP-Method-Override: PUT", "If-Match: *"], 200),
            ]
            for (method, target, fields, status) in cases {
                let body = Samples.entry("sent after the 100 (\(method) \(target))")
                let connection = try RawHTTPConnection(port: port)
                let expect = fields.contains { $0.hasPrefix("X-HTTP") } ? "100-Continue" : "100-continue"
                await connection.send(
                    Self.head(method, target, length: body.utf8.count, expect: expect, fields: fields)
                )
                // Nothing of the body is sent yet: the interim answer comes from the head alone.
                let interim = await connection.readResponse(limit: 10)
                #expect(interim?.status == 100, "\(method) \(target): \(interim?.head ?? "no answer")")
                await connection.send(body)
                let final = await connection.readResponse(limit: 10)
                #expect(final?.status == status, "\(method) \(target): \(final?.head ?? "no answer")")
                let text = String(decoding: final?.body ?? Data(), as: UTF8.self)
                #expect(text.contains("sent after the 100"))
                connection.close()
            }
        }
    }

    @Test(
        "a request the head refuses gets 401, 404, 405, 412, 413 or 417 instead of 100 Continue, without sending its body; the connection closes and nothing changes"
    )
    func refusalsBeforeTheBody() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 2)], configuration: Self.signedIn()) {
            server,
            client in
            let port = try #require(server.baseURL.port)
            let (path, etag) = try await Self.firstEntry(server, client)
            let auth = "Authorization: Bearer \(Self.token)"
            let body = Samples.entry("never sent")
            let length = body.utf8.count
            let cases: [(name: String, head: String, status: Int)] = [
                ("no credentials", Self.head("PUT", path, length: length, fields: ["If-Match: *"]), 401),
                (
                    "unknown entry",
                    Self.head("PUT", "/feeds/notes/0000000000000000", length: length, fields: [auth, "If-Match: *"]),
                    404
                ),
                ("unknown collection", Self.head("POST", "/feeds/nothing", length: length, fields: [auth]), 404),
                ("unknown upload session", Self.head("PUT", "/upload/session/none", length: length, fields: []), 404),
                ("PUT to the feed", Self.head("PUT", "/feeds/notes", length: length, fields: [auth]), 405),
                ("no If-Match", Self.head("PUT", path, length: length, fields: [auth]), 412),
                ("stale If-Match", Self.head("DELETE", path, length: length, fields: [auth, "If-Match: \"0\""]), 412),
                ("weak If-Match", Self.head("PUT", path, length: length, fields: [auth, "If-Match: W/\(etag)"]), 412),
                ("larger than --max-body", Self.head("POST", "/feeds/notes", length: 2 << 20, fields: [auth]), 413),
                (
                    "another expectation",
                    Self.head("POST", "/feeds/notes", length: length, expect: "200-ok", fields: [auth]), 417
                ),
            ]
            for (name, head, status) in cases {
                let connection = try RawHTTPConnection(port: port)
                await connection.send(head)
                let reply = await connection.readUntilClosed(limit: 10)
                let text = String(decoding: reply.data, as: UTF8.self)
                #expect(text.hasPrefix("HTTP/1.1 \(status) "), "\(name): \(text.prefix(300))")
                #expect(!text.contains("100 Continue"), "\(name): \(text.prefix(300))")
                #expect(reply.closed, "\(name): the connection stays open")
            }
            // Nothing was applied: the entry is as it was, and the collection still has its two entries.
            let (_, after) = try await Self.firstEntry(server, client)
            #expect(after == etag)
            let feed = try await client.get(
                server.feedURL(named: "notes"),
                headers: [("Authorization", "Bearer \(Self.token)")]
            )
            #expect(try feed.document().openSearch("totalResults") == 2)
        }
    }

    @Test("without Expect, a request is read and answered as before (the body is read, the connection stays open)")
    func noExpectation() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)]) { server, _ in
            let connection = try RawHTTPConnection(port: try #require(server.baseURL.port))
            for index in 1...2 {
                let body = Samples.entry("plain \(index)")
                await connection.send(
                    "POST /feeds/notes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/atom+xml\r\n"
                        + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
                )
                #expect(await connection.readResponse()?.status == 201)
            }
        }
    }
}
