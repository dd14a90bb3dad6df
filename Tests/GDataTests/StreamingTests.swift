import Foundation
import GData
import Testing

/// The entry-at-a-time API: same objects as a full parse, head first, entries detached with their context.
@Suite("Streaming feed reader")
struct StreamingTests {
    static let fixtureNames = [
        "FeedCalendarTest1", "FeedContactTest1", "FeedBlogPostTest1", "FeedYouTubeVideo1", "FeedACLTest1",
        "FeedSpreadsheetCellsTest1", "FeedPhotosUserAlbum1",
        // A v1 calendar event feed: the kind is on its entries only, so the feed's class comes from the first entry.
        "FeedCalendarEventTest1",
    ]

    static func fixtureURL(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: "xml", subdirectory: "Fixtures/gdata-objc"))
    }

    @Test("the reader yields the same entries as a full parse", arguments: fixtureNames)
    func sameEntriesAsFullParse(name: String) throws {
        let url = try Self.fixtureURL(name)
        let full = try GDataXMLParser.parse(contentsOf: url)
        let expected = full.children(GDataEntryBase.self)

        let reader = try GDataFeedReader(contentsOf: url)
        let head = try reader.head()
        #expect(head.children(GDataEntryBase.self).isEmpty, "entries are not kept in the head")
        #expect(type(of: head) == type(of: full))
        var streamed: [GDataObject] = []
        while let entry = try reader.nextEntry() { streamed.append(entry) }
        #expect(streamed.count == expected.count)
        for (a, b) in zip(streamed, expected) {
            #expect(type(of: a) == type(of: b))
            #expect(a.isEqual(to: b), "streamed entry differs from the fully parsed one")
            #expect(a.parent == nil, "streamed entries are detached")
        }
        #expect(try reader.nextEntry() == nil, "the end is sticky")
    }

    @Test("detached entries keep the feed's base URI and language")
    func entriesKeepContext() throws {
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="http://example.com/a/" xml:lang="fr">
              <title>t</title>
              <entry><id>1</id><link href="x/1"/></entry>
              <entry xml:base="/b/" xml:lang=""><id>2</id><link href="y"/></entry>
            </feed>
            """
        let reader = GDataFeedReader(data: Data(xml.utf8))
        let head = try reader.head()
        #expect(head.child(named: .atom("title"))?.stringValue == "t")
        let first = try #require(try reader.nextEntry())
        let second = try #require(try reader.nextEntry())
        #expect(try reader.nextEntry() == nil)
        let firstLink = try #require(first.child(GDataLink.self))
        #expect(firstLink.resolveURI(firstLink.href ?? "") == "http://example.com/a/x/1")
        #expect(first.effectiveLanguage == "fr")
        let secondLink = try #require(second.child(GDataLink.self))
        #expect(secondLink.resolveURI(secondLink.href ?? "") == "http://example.com/b/y")
        #expect(second.effectiveLanguage == "")
    }

    @Test("a feed with no entries gives its head and then nil")
    func emptyFeed() throws {
        let reader = GDataFeedReader(data: Data(#"<feed xmlns="http://www.w3.org/2005/Atom"><id>e</id></feed>"#.utf8))
        let head = try reader.head()
        #expect(head.child(named: .atom("id"))?.stringValue == "e")
        #expect(try reader.nextEntry() == nil)
    }

    @Test("malformed input after some entries reports the error with its line")
    func errorMidStream() throws {
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom">
            <entry><id>1</id></entry>
            <entry><id>2</id></entri>
            </feed>
            """
        let reader = GDataFeedReader(data: Data(xml.utf8))
        var sawError: GDataXMLError?
        do {
            // A document this small arrives in one chunk, so the error may surface while reading the head.
            _ = try reader.head()
            while try reader.nextEntry() != nil {}
        } catch let error as GDataXMLError {
            sawError = error
        }
        let error = try #require(sawError)
        #expect(error.code == .malformed)
        #expect(error.line == 3)
    }

    @Test("a large generated feed streams with every entry intact, in 256 KB chunks")
    func largeFeedStreams() throws {
        var xml = #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">"#
        let count = 5_000
        for i in 0..<count {
            xml += #"<entry gd:etag="W/&quot;\#(i)&quot;"><id>urn:e:\#(i)</id><title type="text">Entry \#(i)</title>"#
            xml +=
                #"<link rel="self" href="http://e/\#(i)"/><content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Body <b>\#(i)</b></p></div></content></entry>"#
        }
        xml += "</feed>"
        let data = Data(xml.utf8)
        #expect(data.count > 1_000_000, "spans several read chunks")
        let reader = GDataFeedReader(data: data)
        // The first 256 KB chunk ends inside an entry: the head holds no part of it.
        let head = try reader.head()
        #expect(head.childElements.isEmpty, "the head holds no (half-built) entry")
        #expect(!head.xmlString().contains("entry"))
        var seen = 0
        while let entry = try reader.nextEntry() {
            let typed = try #require(entry as? GDataEntryBase)
            #expect(typed.identifier == "urn:e:\(seen)")
            #expect(typed.ETag == "W/\"\(seen)\"")
            seen += 1
        }
        #expect(seen == count)
    }

    @Test("the async stream over a byte sequence yields the head, then the entries")
    func asyncStream() async throws {
        let url = try Self.fixtureURL("FeedCalendarTest1")
        let data = try Data(contentsOf: url)
        let full = try GDataXMLParser.parse(data)
        var items: [GDataFeedItem] = []
        for try await item in GDataFeedStream(bytes: ByteSequence(bytes: Array(data))) { items.append(item) }
        guard case .head(let head)? = items.first else {
            Issue.record("the first item is not the head")
            return
        }
        #expect(head.child(named: .atom("title"))?.stringValue == full.child(named: .atom("title"))?.stringValue)
        let entries = items.dropFirst().compactMap { item -> GDataObject? in
            if case .entry(let entry) = item { return entry }
            return nil
        }
        #expect(entries.count == items.count - 1, "only one head")
        let expected = full.children(GDataEntryBase.self)
        #expect(entries.count == expected.count)
        for (a, b) in zip(entries, expected) { #expect(a.isEqual(to: b)) }
    }

    @Test("a feed whose kind is on its entries only streams a head of the typed feed class, as a whole parse gives")
    func headClassFromTheFirstEntry() async throws {
        let url = try Self.fixtureURL("FeedCalendarEventTest1")
        let data = try Data(contentsOf: url)
        #expect(try GDataXMLParser.parse(data) is GDataFeedCalendarEvent)
        var items: [GDataFeedItem] = []
        for try await item in GDataFeedStream(bytes: ByteSequence(bytes: Array(data))) { items.append(item) }
        guard case .head(let head)? = items.first else {
            Issue.record("the first item is not the head")
            return
        }
        #expect(head is GDataFeedCalendarEvent)
        #expect(head.children(GDataEntryBase.self).isEmpty, "the first entry left the head")
        let entries = items.dropFirst().compactMap { item -> GDataObject? in
            if case .entry(let entry) = item { return entry }
            return nil
        }
        #expect(!entries.isEmpty)
        for entry in entries {
            #expect(entry is GDataEntryCalendarEvent)
            #expect(entry.parent == nil)
        }
        // A plain Atom feed stays a plain feed.
        let plain = "<feed xmlns='http://www.w3.org/2005/Atom'><entry><id>1</id></entry></feed>"
        let reader = GDataFeedReader(data: Data(plain.utf8))
        #expect(type(of: try reader.head()) == GDataFeedBase.self)
        #expect(try reader.nextEntry() != nil)
    }

    @Test("parse(bytes:) builds the whole document from an async sequence")
    func asyncWholeParse() async throws {
        let url = try Self.fixtureURL("FeedContactTest1")
        let data = try Data(contentsOf: url)
        let fromBytes = try await GDataXMLParser.parse(bytes: ByteSequence(bytes: Array(data)))
        let fromData = try GDataXMLParser.parse(data)
        #expect(fromBytes.isEqual(to: fromData))
    }
}

/// An async byte sequence that delivers bytes one at a time, like a network body.
struct ByteSequence: AsyncSequence {
    typealias Element = UInt8
    let bytes: [UInt8]

    struct AsyncIterator: AsyncIteratorProtocol {
        let bytes: [UInt8]
        var index = 0
        mutating func next() async -> UInt8? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(bytes: bytes) }
}
