import Foundation
import GData
import GDataServer
import Testing

@Suite("gdata serve: feeds, paging, queries, validators")
struct FeedProtocolTests {
    @Test("pages carry openSearch counts and absolute next/previous links that keep the other parameters")
    func paging() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 5)]) { server, client in
            let url = URL(string: server.feedURL(named: "notes").absoluteString + "?max-results=2&q=entry")!
            let first = try await client.get(url)
            #expect(first.status == 200)
            let feed = try first.document()
            #expect(feed.entryElements.map(\.titleText) == ["Entry 1", "Entry 2"])
            #expect(feed.openSearch("totalResults") == 5)
            #expect(feed.openSearch("startIndex") == 1)
            #expect(feed.openSearch("itemsPerPage") == 2)
            let next = try #require(feed.links("next").first)
            #expect(next == server.feedURL(named: "notes").absoluteString + "?start-index=3&max-results=2&q=entry")
            #expect(feed.links("previous").isEmpty)
            #expect(
                feed.links("http://schemas.google.com/g/2005#post") == [server.feedURL(named: "notes").absoluteString]
            )
            #expect(
                feed.links("http://schemas.google.com/g/2005#batch") == [
                    server.feedURL(named: "notes").absoluteString + "/batch"
                ]
            )
            #expect(feed.attribute(.gd("etag"))?.hasPrefix("W/\"") == true)

            let last = try await client.get(
                URL(string: server.feedURL(named: "notes").absoluteString + "?start-index=5&max-results=2")!
            )
            let lastFeed = try last.document()
            #expect(lastFeed.entryElements.map(\.titleText) == ["Entry 5"])
            #expect(lastFeed.links("next").isEmpty)
            #expect(lastFeed.links("previous").first?.contains("start-index=3") == true)
            let entry = try #require(lastFeed.entryElements.first)
            let edit = try #require(entry.links("edit").first)
            #expect(edit.hasPrefix(server.baseURL.absoluteString + "feeds/notes/"))
            #expect(entry.attribute(.gd("etag"))?.hasPrefix("\"") == true)
        }
    }

    @Test("a page served again is the same page until a write it can see, then the new one (page cache)")
    func pageCacheFollowsWrites() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 4)]) { server, client in
            let url = URL(string: server.feedURL(named: "notes").absoluteString + "?max-results=2")!
            let first = try await client.get(url)
            let again = try await client.get(url)
            #expect(again.body == first.body)
            #expect(again.header("ETag") == first.header("ETag"))
            // Rewrite the first entry on the page: the next GET of the same URL shows it.
            let entry = try #require(try first.document().entryElements.first)
            let editHref = try #require(entry.links("edit").first)
            let edit = try #require(URL(string: editHref))
            let etag = try #require(entry.attribute(.gd("etag")))
            let put = try await client.send(
                "PUT",
                edit,
                headers: [("Content-Type", "application/atom+xml"), ("If-Match", etag)],
                body: Data(Samples.entry("Rewritten").utf8)
            )
            #expect(put.status == 200)
            let after = try await client.get(url)
            #expect(after.header("ETag") != first.header("ETag"))
            #expect(try after.document().entryElements.map(\.titleText) == ["Rewritten", "Entry 2"])
            // The same page under another query string is its own page.
            let pretty = try await client.get(URL(string: url.absoluteString + "&prettyprint=true")!)
            #expect(pretty.body != after.body)
            #expect(try pretty.document().entryElements.map(\.titleText) == ["Rewritten", "Entry 2"])
        }
    }

    @Test("the default page size applies without max-results")
    func defaultPageSize() async throws {
        var configuration = GDataLocalServer.Configuration()
        configuration.pageSize = 3
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 5)], configuration: configuration) {
            server,
            client in
            let feed = try await client.get(server.feedURL(named: "notes")).document()
            #expect(feed.entryElements.count == 3)
            #expect(feed.openSearch("itemsPerPage") == 3)
            #expect(feed.links("next").first?.contains("start-index=4") == true)
        }
    }

    @Test("q words, quoted phrases and exclusions; author; dates; order; categories")
    func queries() async throws {
        let extra: (Int) -> String = { index in
            let people = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Ada Byron", "Grace Murray"]
            var xml = "<author><name>\(people[index - 1])</name></author>"
            xml += index % 2 == 1 ? "<category term=\"odd\"/>" : "<category term=\"even\"/>"
            if index <= 2 { xml += "<category scheme=\"urn:s\" term=\"early\"/>" }
            return xml
        }
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 5, extra: extra)]) { server, client in
            let base = server.feedURL(named: "notes").absoluteString
            func titles(_ suffix: String) async throws -> [String] {
                let exchange = try await client.get(URL(string: base + suffix)!)
                #expect(exchange.status == 200, "\(suffix): \(exchange.text)")
                return try exchange.document().entryElements.compactMap(\.titleText)
            }
            #expect(try await titles("?q=%22entry%203%22") == ["Entry 3"])
            #expect(try await titles("?q=body%20-2%20-4") == ["Entry 1", "Entry 3", "Entry 5"])
            #expect(try await titles("?author=grace") == ["Entry 2", "Entry 5"])
            #expect(
                try await titles("?updated-min=2026-01-03T00:00:00Z&updated-max=2026-01-05T00:00:00Z") == [
                    "Entry 3", "Entry 4",
                ]
            )
            #expect(try await titles("?published-min=2026-02-26T00:00:00Z") == ["Entry 1", "Entry 2", "Entry 3"])
            #expect(try await titles("?orderby=updated") == ["Entry 5", "Entry 4", "Entry 3", "Entry 2", "Entry 1"])
            #expect(
                try await titles("?orderby=lastmodified&sortorder=ascending&max-results=2") == ["Entry 1", "Entry 2"]
            )
            #expect(
                try await titles("?orderby=published&sortorder=ascending") == [
                    "Entry 5", "Entry 4", "Entry 3", "Entry 2", "Entry 1",
                ]
            )
            #expect(try await titles("/-/odd") == ["Entry 1", "Entry 3", "Entry 5"])
            #expect(try await titles("/-/odd/-%7Burn:s%7Dearly") == ["Entry 3", "Entry 5"])
            #expect(try await titles("/-/%7Burn:s%7Dearly%7Codd") == ["Entry 1", "Entry 2", "Entry 3", "Entry 5"])
            #expect(try await titles("?category=even,-%7Burn:s%7Dearly") == ["Entry 4"])
            for bad in [
                "?start-index=0", "?max-results=-1", "?orderby=title", "?sortorder=up", "?updated-min=yesterday",
                "?alt=rss", "?prettyprint=maybe",
            ] {
                let exchange = try await client.get(URL(string: base + bad)!)
                #expect(exchange.status == 400, "\(bad)")
                #expect(exchange.errorCode == "invalidParameter", "\(bad)")
                #expect(exchange.header("Content-Type") == "application/vnd.google.gdata.error+xml")
            }
        }
    }

    @Test("ETag and Last-Modified give 304; the feed ETag changes with a write and differs between queries")
    func validators() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 2)]) { server, client in
            let url = server.feedURL(named: "notes")
            let first = try await client.get(url)
            let etag = try #require(first.header("ETag"))
            let modified = try #require(first.header("Last-Modified"))
            #expect(try await client.get(url, headers: [("If-None-Match", etag)]).status == 304)
            #expect(try await client.get(url, headers: [("If-Modified-Since", modified)]).status == 304)
            let other = try await client.get(URL(string: url.absoluteString + "?max-results=1")!)
            #expect(other.header("ETag") != etag)
            #expect(try await client.post(url, Samples.entry("third")).status == 201)
            let after = try await client.get(url, headers: [("If-None-Match", etag)])
            #expect(after.status == 200)
            #expect(after.header("ETag") != etag)
            #expect(try after.document().entryElements.count == 3)
        }
    }

    @Test("service documents: every collection at BASE/feeds, one with alt=atom-service")
    func serviceDocuments() async throws {
        let service = Data(
            """
            <service xmlns="http://www.w3.org/2007/app" xmlns:atom="http://www.w3.org/2005/Atom"><workspace>
            <collection href="photos"><atom:title>My photos</atom:title><accept>image/png</accept>
            <categories fixed="yes" scheme="urn:kinds"><atom:category term="photo"/></categories></collection>
            </workspace></service>
            """.utf8
        )
        try await withServerAndClient(
            ["photos": Samples.feed("photos", entries: 0), "notes": Samples.feed("notes", entries: 1)],
            serviceDocument: service
        ) { server, client in
            let all = try await client.get(server.baseURL.appendingPathComponent("feeds"))
            #expect(all.status == 200)
            #expect(all.header("Content-Type")?.hasPrefix("application/atomsvc+xml") == true)
            let document = try #require(try all.document() as? GDataAtomServiceDocument)
            let collections = document.workspaces.flatMap(\.collections)
            #expect(
                collections.map { $0.href } == [
                    server.feedURL(named: "photos").absoluteString, server.feedURL(named: "notes").absoluteString,
                ]
            )
            #expect(collections.first?.serviceAcceptStrings == ["image/png"])
            #expect(collections.last?.serviceAcceptStrings == ["application/atom+xml;type=entry"])
            let own = try await client.get(
                URL(string: server.feedURL(named: "notes").absoluteString + "?alt=atom-service")!
            )
            let ownDocument = try #require(try own.document() as? GDataAtomServiceDocument)
            #expect(ownDocument.workspaces.flatMap(\.collections).count == 1)
            #expect(all.text.contains("fixed=\"yes\""))
        }
    }

    @Test("unknown collections and entries are 404, wrong methods 405, all with gd:errors")
    func notFoundAndMethods() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 1)]) { server, client in
            let missing = try await client.get(server.feedURL(named: "nothing"))
            #expect(missing.status == 404)
            #expect(missing.errorCode == "notFound")
            #expect(
                try await client.get(server.feedURL(named: "notes").appendingPathComponent("0000000000000000")).status
                    == 404
            )
            let wrong = try await client.send("DELETE", server.feedURL(named: "notes"))
            #expect(wrong.status == 405)
            #expect(wrong.header("Content-Type") == "application/vnd.google.gdata.error+xml")
        }
    }
}
