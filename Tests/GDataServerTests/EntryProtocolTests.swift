import Foundation
import GData
import GDataServer
import GDataTestSupport
import Testing

@Suite("gdata serve: entries, ETags, PATCH, method override, limits")
struct EntryProtocolTests {
    @Test("POST → 201 with Location and ETag; PUT and DELETE need a current strong If-Match")
    func lifecycle() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)]) { server, client in
            let created = try await client.post(server.feedURL(named: "notes"), Samples.entry("Hello", body: "first"))
            #expect(created.status == 201)
            let location = try #require(created.header("Location").flatMap(URL.init(string:)))
            let etag = try #require(created.header("ETag"))
            let entry = try created.document()
            #expect(entry.attribute(.gd("etag")) == etag)
            #expect(entry.links("edit") == [location.absoluteString])
            #expect(entry.child(named: .atom("id"))?.stringValue.isEmpty == false)
            #expect(entry.child(named: .app("edited")) != nil)
            #expect(created.text.contains("<x:keep a=\"1\">kept</x:keep>"))

            let fetched = try await client.get(location)
            #expect(fetched.header("ETag") == etag)
            #expect(try await client.get(location, headers: [("If-None-Match", etag)]).status == 304)

            let update = Data(Samples.entry("Hello again").utf8)
            let missing = try await client.send(
                "PUT",
                location,
                headers: [("Content-Type", "application/atom+xml")],
                body: update
            )
            #expect(missing.status == 412)
            #expect(missing.errorCode == "noEtag")
            let weak = try await client.send("PUT", location, headers: [("If-Match", "W/" + etag)], body: update)
            #expect(weak.status == 412)
            #expect(weak.errorCode == "etagsMismatch")
            let stale = try await client.send("PUT", location, headers: [("If-Match", "\"stale\"")], body: update)
            #expect(stale.status == 412)
            #expect(stale.errorCode == "etagsMismatch")

            let updated = try await client.send("PUT", location, headers: [("If-Match", etag)], body: update)
            #expect(updated.status == 200)
            let newETag = try #require(updated.header("ETag"))
            #expect(newETag != etag)
            #expect(try updated.document().titleText == "Hello again")

            let oldDelete = try await client.send("DELETE", location, headers: [("If-Match", etag)])
            #expect(oldDelete.status == 412)
            #expect(try await client.send("DELETE", location, headers: [("If-Match", newETag)]).status == 200)
            #expect(try await client.get(location).status == 404)
        }
    }

    @Test("If-Match: * forces; X-HTTP-Method-Override on POST acts as the named method")
    func wildcardAndOverride() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)]) { server, client in
            let created = try await client.post(server.feedURL(named: "notes"), Samples.entry("One"))
            let location = try #require(created.header("Location").flatMap(URL.init(string:)))
            let put = try await client.send(
                "POST",
                location,
                headers: [
                    ("X-HTTP-Method-Override", "PUT"), ("If-Match", "*"), ("Content-Type", "application/atom+xml"),
                ],
                body: Data(Samples.entry("Two").utf8)
            )
            #expect(put.status == 200)
            #expect(try put.document().titleText == "Two")
            let delete = try await client.send(
                "POST",
                location,
                headers: [("X-HTTP-Method-Override", "DELETE"), ("If-Match", "*")]
            )
            #expect(delete.status == 200)
            #expect(try await client.get(location).status == 404)
        }
    }

    @Test("a malformed body is 400 naming line and column; another root is 400; a known atom:id is 409")
    func badBodies() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)]) { server, client in
            let feed = server.feedURL(named: "notes")
            let malformed = try await client.post(
                feed,
                "<entry xmlns=\"http://www.w3.org/2005/Atom\">\n<title>x</entry>"
            )
            #expect(malformed.status == 400)
            #expect(malformed.errorCode == "parseError")
            #expect(malformed.text.contains("line 2, column"))
            let notEntry = try await client.post(feed, "<feed xmlns=\"http://www.w3.org/2005/Atom\"/>")
            #expect(notEntry.status == 400)
            #expect(notEntry.errorCode == "invalidEntry")
            let duplicate = try await client.post(feed, Samples.entry("again", id: "tag:test,2026:notes/1"))
            #expect(duplicate.status == 409)
            #expect(try await client.get(feed).document().entryElements.count == 1)
        }
    }

    @Test("PATCH removes what gd:fields names, then merges the body")
    func patch() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)]) { server, client in
            let created = try await client.post(
                server.feedURL(named: "notes"),
                Samples.entry("Patch me", body: "old body")
            )
            let location = try #require(created.header("Location").flatMap(URL.init(string:)))
            let body = """
                <entry xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" xmlns:x="urn:x" \
                gd:fields="content,x:keep"><title>Patched</title><x:extra>new</x:extra></entry>
                """
            let patched = try await client.send(
                "PATCH",
                location,
                headers: [("If-Match", try #require(created.header("ETag"))), ("Content-Type", "application/xml")],
                body: Data(body.utf8)
            )
            #expect(patched.status == 200, "\(patched.text)")
            let entry = try patched.document()
            #expect(entry.titleText == "Patched")
            #expect(entry.child(named: .atom("content")) == nil)
            #expect(!patched.text.contains("x:keep"))
            #expect(patched.text.contains("<x:extra>new</x:extra>"))
        }
    }

    @Test("a body over --max-body is 413 and nothing is stored")
    func bodyLimit() async throws {
        var configuration = GDataLocalServer.Configuration()
        configuration.maxBody = 200
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)], configuration: configuration) {
            server,
            client in
            let big = Samples.entry("big", body: String(repeating: "x", count: 500))
            let answer = try await client.post(server.feedURL(named: "notes"), big)
            #expect(answer.status == 413)
            #expect(answer.errorCode == "requestTooLarge")
            #expect(try await client.get(server.feedURL(named: "notes")).document().entryElements.count == 1)
        }
    }

    @Test("writes go to DIR atomically and a restarted server serves the same URLs and ETags")
    func persistence() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Samples.feed("notes", entries: 2).write(to: directory.appendingPathComponent("notes.xml"))
        let first = try await startLocalServer(directory: directory)
        let client = Client()
        let created = try await client.post(first.feedURL(named: "notes"), Samples.entry("Kept"))
        let path = try #require(created.header("Location").flatMap(URL.init(string:))?.path)
        let etag = try #require(created.header("ETag"))
        // A kill: the first server is never shut down. Its acknowledged write is in the journal, which a new server
        // over the same directory replays.
        let survivor = try await startLocalServer(directory: directory)
        let replayed = try await client.get(URL(string: survivor.baseURL.absoluteString + path.dropFirst())!)
        #expect(replayed.status == 200)
        #expect(replayed.header("ETag") == etag)
        try await survivor.shutdown()
        try await first.shutdown()
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".tmp") || $0.hasSuffix(".journal") }
        #expect(leftovers.isEmpty)

        let second = try await startLocalServer(directory: directory)
        let again = try await client.get(URL(string: second.baseURL.absoluteString + path.dropFirst())!)
        #expect(again.status == 200)
        #expect(again.header("ETag") == etag)
        #expect(try again.document().titleText == "Kept")
        #expect(try await client.get(second.feedURL(named: "notes")).document().entryElements.count == 3)
        try await second.shutdown()

        var inMemory = GDataLocalServer.Configuration()
        inMemory.inMemory = true
        let before = try Data(contentsOf: directory.appendingPathComponent("notes.xml"))
        let third = try await startLocalServer(directory: directory, configuration: inMemory)
        #expect(try await client.post(third.feedURL(named: "notes"), Samples.entry("Not saved")).status == 201)
        try await third.shutdown()
        #expect(try Data(contentsOf: directory.appendingPathComponent("notes.xml")) == before)
        await client.shutdown()
    }

    @Test("an empty directory is an empty server; a malformed document names file, line and column")
    func loading() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = try await startLocalServer(directory: directory)
        let client = Client()
        let all = try await client.get(empty.baseURL.appendingPathComponent("feeds"))
        #expect(all.status == 200)
        #expect(!all.text.contains("<collection"))
        try await empty.shutdown()
        await client.shutdown()

        try Data("<feed xmlns=\"http://www.w3.org/2005/Atom\">\n<entry>\n</feed>".utf8).write(
            to: directory.appendingPathComponent("bad.xml")
        )
        await #expect {
            _ = try await startLocalServer(directory: directory)
        } throws: { error in
            guard let error = error as? GDataLocalServer.LoadError else { return false }
            return error.file == "bad.xml" && error.line == 3 && error.column != nil
        }
    }
}
