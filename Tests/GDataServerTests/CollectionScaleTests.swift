import Foundation
import GData
import GDataTestSupport
import Testing

@testable import GDataServer

/// Issue 29 §4: a large collection loads in linear time, and a feed page in the collection's own order costs in
/// proportion to the page after a write (``GDataServerEntryList``). Correctness only: the timings are in
/// `scripts/bench-serve.sh load` and `scripts/bench-serve.sh read-after-write`.
@Suite struct CollectionScaleTests {
    /// SplitMix64 (the server's finaliser over a counter): the same operations in every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            return GDataServerHash.scramble(state)
        }
    }

    static func entry(_ id: String, edited: Date) throws -> GDataServerEntry {
        let element = try GDataXMLParser.parse(
            Data("<entry xmlns='http://www.w3.org/2005/Atom'><id>\(id)</id><title>\(id)</title></entry>".utf8)
        )
        return GDataServerEntry(id: id, element: element, edited: edited, mediaType: nil)
    }

    @Test(
        "the entry list agrees with a plain array through 3,000 random appends, removals, undone removals, edits and ETag changes"
    )
    func entryListMatchesAnArray() throws {
        var random = Generator(state: 29)
        let list = GDataServerEntryList()
        var model: [GDataServerEntry] = []
        var removed: [GDataServerEntry] = []
        var made = 0
        func date() -> Date { Date(timeIntervalSince1970: Double(random.next() % 1_000_000)) }
        for step in 0..<3_000 {
            // Appends while the collection is small, so that every other operation finds entries.
            switch model.count < 8 ? 0 : random.next() % 10 {
            case 0...3:
                made += 1
                let entry = try Self.entry("tag:t:\(made)", edited: date())
                list.append(entry)
                model.append(entry)
            case 4, 5:
                let entry = model.remove(at: Int(random.next() % UInt64(model.count)))
                list.remove(entry)
                removed.append(entry)
            case 6:
                // A removal undone at once (its journal record failed): back in its place.
                let entry = model[Int(random.next() % UInt64(model.count))]
                list.remove(entry)
                #expect(!list.contains(entry))
                list.restore(entry)
            case 7:
                model[Int(random.next() % UInt64(model.count))].edited = date()
            default:
                let entry = model[Int(random.next() % UInt64(model.count))]
                entry.element.child(named: .atom("title"))?.stringValue = "changed at \(step)"
                entry.refreshETag()
            }
            #expect(list.count == model.count)
            #expect(list.digest == GDataServerEntryList.digest(of: model), "step \(step)")
            #expect(list.newestEdited() == model.map(\.edited).max(), "step \(step)")
            let rank = Int(random.next() % UInt64(model.count + 2))
            let limit = Int(random.next() % 30)
            let expected = rank < model.count ? model[rank..<min(model.count, rank + limit)].map(\.id) : []
            #expect(list.page(from: rank, limit: limit).map(\.id) == expected, "step \(step): page(\(rank), \(limit))")
            if step % 100 == 0 || step == 2_999 {
                #expect(list.map(\.id) == model.map(\.id), "step \(step)")
                #expect(
                    model.allSatisfy {
                        list.entry(id: $0.id) === $0 && list.entry(key: $0.key) === $0 && list.contains($0)
                    }
                )
                #expect(removed.allSatisfy { list.entry(id: $0.id) == nil && !list.contains($0) })
            }
        }
        #expect(made > 1_000 && removed.count > 400)
    }

    /// A feed with what loading takes out or keeps: white space between entries, server links and `gd:etag` on the feed and
    /// entries, OpenSearch counts, an extension element after the entries, an entry without an `atom:id`.
    static func document(entries count: Int) -> Data {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005"
                  xmlns:openSearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:x="urn:x" gd:etag="W/&quot;old&quot;">
              <id>tag:t,2026:notes</id><title>Notes</title><updated>2026-01-01T00:00:00Z</updated>
              <link rel="self" href="http://old/feeds/notes"/><link rel="related" href="http://elsewhere/"/>
              <openSearch:totalResults>\(count)</openSearch:totalResults>
            """
        for index in 0..<count {
            let id = index == 7 ? "" : "<id>tag:t,2026:notes/\(index)</id>"
            xml += """

                  <entry gd:etag="&quot;stale\(index)&quot;">\(id)<title>Entry \(index)</title>
                    <updated>2026-01-01T00:00:\(String(format: "%02d", index % 60))Z</updated>
                    \(index % 3 == 0 ? "<app:edited xmlns:app='http://www.w3.org/2007/app'>2026-02-01T00:00:00.\(String(format: "%03d", index % 1000))Z</app:edited>" : "")
                    <link rel="edit" href="http://old/feeds/notes/\(index)"/><link rel="alternate" href="http://site/\(index)"/>
                    <content>Body \(index)</content><x:keep a="\(index)"/></entry>
                """
        }
        return Data((xml + "\n  <x:after>kept</x:after>\n</feed>\n").utf8)
    }

    @Test(
        "a collection file loads into the entries that removing them one by one gave (order, ids, keys, ETags, edited), and the same feed element"
    )
    func loadMatchesTheOneByOneRemoval() throws {
        let data = Self.document(entries: 400)
        // The reference: the loop loading ran before (each entry removed from the feed by `removeChild`).
        let root = try GDataXMLParser.parse(data)
        var expected: [(id: String, key: String, etag: String, edited: Date)] = []
        for element in root.childElements where element.name == .atom("entry") {
            root.removeChild(element)
            let id = GDataServerStore.text(element, .atom("id")) ?? "tag:gdata-serve:notes:\(expected.count + 1)"
            if GDataServerStore.text(element, .atom("id")) == nil { GDataServerStore.setText(element, .atom("id"), id) }
            let entry = GDataServerStore.storedEntry(element, id: id)
            expected.append((entry.id, entry.key, entry.etag, entry.edited))
        }
        GDataServerStore.removeServerLinks(root)
        for element in root.childElements where element.name.namespaceURI == GDataNamespace.openSearch {
            root.removeChild(element)
        }
        root.setAttribute(.gd("etag"), nil)

        let store = GDataServerStore(directory: nil, pageSize: 25, maxBatch: 100)
        try store.load(documents: ["notes": data], serviceDocument: nil, mediaDirectory: nil)
        let collection = try #require(store.collections["notes"])
        let loaded = collection.entries.map { (id: $0.id, key: $0.key, etag: $0.etag, edited: $0.edited) }
        #expect(loaded.count == 400)
        #expect(loaded.map(\.id) == expected.map(\.id))
        #expect(loaded.map(\.key) == expected.map(\.key))
        #expect(loaded.map(\.etag) == expected.map(\.etag))
        #expect(loaded.map(\.edited) == expected.map(\.edited))
        #expect(loaded[7].id == "tag:gdata-serve:notes:8")
        // The feed element keeps the same children (title, the related link, the extension element, white space).
        #expect(collection.feed.contentDigest() == root.contentDigest())
        #expect(collection.feed.childNodes.count == root.childNodes.count)
        #expect(collection.entries.allSatisfy { $0.element.parent == nil })
        // Its newest edit is the feed's Last-Modified, as the maximum over the entries was.
        #expect(collection.lastModified == expected.map(\.edited).max())
    }

    @Test(
        "a collection file is written as before (the entries' copies in the feed's copy, one buffer), and the entries stay detached"
    )
    func persistWritesTheSameFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = GDataServerStore(directory: directory, pageSize: 25, maxBatch: 100)
        try store.load(documents: ["notes": Self.document(entries: 2_000)], serviceDocument: nil, mediaDirectory: nil)
        let collection = try #require(store.collections["notes"])
        try store.persist(collection)
        let written = try Data(contentsOf: directory.appendingPathComponent("notes.xml"))
        // What persisting wrote before: copies of the entries added to a copy of the feed, written in one go.
        let document = collection.feed.copy()
        for entry in collection.entries { document.addChild(entry.element.copy()) }
        #expect(written == GDataXMLWriter(pretty: true).data(for: document))
        #expect(written.count > 8 * (32 << 10), "many 32 KiB pieces")
        #expect(collection.documentBytes == written.count)
        #expect(collection.entries.allSatisfy { $0.element.parent == nil })
        #expect(collection.feed.children(named: .atom("entry")).isEmpty)
    }

    @Test("a collection written to disk and loaded again has the same entries in the same order with the same ETags")
    func reloadKeepsTheState() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.document(entries: 300).write(to: directory.appendingPathComponent("notes.xml"))
        let client = Client()
        let first = try await startLocalServer(directory: directory)
        // Writes that leave holes (deletes in the middle) and append, then a clean shutdown that folds the journal.
        let feed = try await client.get(URL(string: first.feedURL(named: "notes").absoluteString + "?max-results=300")!)
            .document()
        for entry in feed.entryElements.enumerated().filter({ $0.offset % 7 == 3 }).map(\.element) {
            let edit = try #require(entry.links("edit").first.flatMap(URL.init(string:)))
            #expect(try await client.send("DELETE", edit, headers: [("If-Match", "*")]).status == 200)
        }
        for index in 0..<20 {
            #expect(try await client.post(first.feedURL(named: "notes"), Samples.entry("new \(index)")).status == 201)
        }
        let state = { (server: GDataLocalServer) async throws -> [String] in
            let page = try await client.get(
                URL(string: server.feedURL(named: "notes").absoluteString + "?max-results=1000")!
            ).document()
            return page.entryElements.map {
                "\($0.child(named: .atom("id"))?.stringValue ?? "") \($0.attribute(.gd("etag")) ?? "")"
            }
        }
        let before = try await state(first)
        try await first.shutdown()
        let second = try await startLocalServer(directory: directory)
        let after = try await state(second)
        #expect(before.count == 300 - 43 + 20)
        #expect(after == before)
        try await second.shutdown()
        await client.shutdown()
    }

    @Test(
        "pages in the stored order after deletes, inserts and edits list what a filter matching every entry lists, with the same totals and links"
    )
    func storedOrderPagesMatchTheFilteredPath() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 28)]) { server, client in
            let feedURL = server.feedURL(named: "notes")
            func page(_ query: String) async throws -> GDataObject {
                try await client.get(URL(string: feedURL.absoluteString + "?" + query)!).document()
            }
            let all = try await page("max-results=100").entryElements
            for (offset, entry) in all.enumerated() where [0, 5, 6, 7, 20, 27].contains(offset) {
                let edit = try #require(entry.links("edit").first.flatMap(URL.init(string:)))
                #expect(try await client.send("DELETE", edit, headers: [("If-Match", "*")]).status == 200)
            }
            for index in 0..<5 {
                #expect(try await client.post(feedURL, Samples.entry("appended \(index)")).status == 201)
            }
            let edit = try #require(all[10].links("edit").first.flatMap(URL.init(string:)))
            #expect(
                try await client.send(
                    "PUT",
                    edit,
                    headers: [("If-Match", "*"), ("Content-Type", "application/atom+xml")],
                    body: Data(Samples.entry("edited in place").utf8)
                ).status == 200
            )
            // `updated-min` far in the past matches every entry but takes the filtering path.
            for (start, count) in [(1, 5), (1, 100), (4, 3), (17, 25), (26, 2), (27, 5), (28, 1), (40, 5)] {
                let fast = try await page("start-index=\(start)&max-results=\(count)")
                let slow = try await page("start-index=\(start)&max-results=\(count)&updated-min=1970-01-01T00:00:00Z")
                let ids = { (feed: GDataObject) in
                    feed.entryElements.map { $0.child(named: .atom("id"))?.stringValue ?? "" }
                }
                #expect(ids(fast) == ids(slow), "start \(start), \(count)")
                #expect(fast.openSearch("totalResults") == 27)
                #expect(slow.openSearch("totalResults") == 27)
                #expect(fast.links("next").isEmpty == slow.links("next").isEmpty, "start \(start), \(count)")
                #expect(fast.links("previous").isEmpty == slow.links("previous").isEmpty, "start \(start), \(count)")
            }
            let titles = try await page("max-results=100").entryElements.map { $0.titleText ?? "" }
            #expect(titles.first == "Entry 2")
            #expect(titles[6] == "edited in place")
            #expect(titles.suffix(5) == (0..<5).map { "appended \($0)" })
        }
    }

    @Test(
        "the weak ETag and Last-Modified of a first page follow every write to the collection, also to entries not on the page"
    )
    func firstPageValidatorsFollowWrites() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 12)]) { server, client in
            let url = URL(string: server.feedURL(named: "notes").absoluteString + "?max-results=5")!
            func validators() async throws -> (etag: String, lastModified: String, total: Int?) {
                let answer = try await client.get(url)
                return (
                    answer.header("ETag") ?? "", answer.header("Last-Modified") ?? "",
                    try answer.document().openSearch("totalResults")
                )
            }
            let start = try await validators()
            #expect(try await validators().etag == start.etag)
            let all = try await client.get(
                URL(string: server.feedURL(named: "notes").absoluteString + "?max-results=100")!
            ).document()
            let last = try #require(all.entryElements.last?.links("edit").first.flatMap(URL.init(string:)))
            // A PUT of the last entry (not on the page) changes the page's ETag.
            #expect(
                try await client.send(
                    "PUT",
                    last,
                    headers: [("If-Match", "*"), ("Content-Type", "application/atom+xml")],
                    body: Data(Samples.entry("off the page").utf8)
                ).status == 200
            )
            let afterPut = try await validators()
            #expect(afterPut.etag != start.etag)
            #expect(afterPut.lastModified != start.lastModified)
            // A POST: another ETag, 13 entries; its DELETE: 12 again, and the Last-Modified of the PUT back (the newest
            // edit of the entries left), as before.
            let created = try await client.post(server.feedURL(named: "notes"), Samples.entry("posted"))
            let location = try #require(created.header("Location").flatMap(URL.init(string:)))
            let afterPost = try await validators()
            #expect(afterPost.total == 13)
            #expect(![start.etag, afterPut.etag].contains(afterPost.etag))
            #expect(try await client.send("DELETE", location, headers: [("If-Match", "*")]).status == 200)
            let afterDelete = try await validators()
            #expect(afterDelete.total == 12)
            #expect(afterDelete.etag == afterPut.etag, "the same entries again: the same ETag")
            #expect(afterDelete.lastModified == afterPut.lastModified)
            // The same state and another query: another ETag.
            let other = try await client.get(
                URL(string: server.feedURL(named: "notes").absoluteString + "?max-results=6")!
            )
            #expect(other.header("ETag") != afterDelete.etag)
        }
    }
}
