import Foundation
import GData
import GDataInspectJSON
import Testing

/// The writer keeps the document's own prefixes, and Atom 0.3 inline XML keeps its `div` (issue: fidelity).
@Suite struct PrefixFidelityTests {
    static let jotFeed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:jot="urn:example:jot">
          <id>tag:x</id><title>t</title><updated>2008-01-01T00:00:00Z</updated>
          <entry>
            <id>tag:e1</id><title>e</title><updated>2008-01-01T00:00:00Z</updated>
            <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hi <jot:section jot:kind="a">sec</jot:section></p></div></content>
            <summary type="application/xml"><jot:note jot:level="2">n</jot:note></summary>
            <jot:ext><jot:inner/></jot:ext>
          </entry>
        </feed>
        """

    static let atom03Feed = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed version="0.3" xmlns="http://purl.org/atom/ns#" xmlns:x="http://www.w3.org/1999/xhtml">
          <title mode="xml" type="application/xhtml+xml"><x:div>Feed <x:b>title</x:b></x:div></title>
          <modified>2004-01-01T00:00:00Z</modified>
          <entry>
            <title>e</title><id>tag:e</id><modified>2004-01-01T00:00:00Z</modified>
            <content type="application/xhtml+xml"><div xmlns="http://www.w3.org/1999/xhtml">Body <b>bold</b></div></content>
            <summary type="text/html" mode="xml"><div xmlns="http://www.w3.org/1999/xhtml"><i>s</i></div></summary>
          </entry>
        </feed>
        """

    static func entry(of feed: GDataObject) throws -> GDataObject {
        try #require(feed.childElements.first { $0.name.localName == "entry" })
    }

    @Test("inline XHTML and XML content keep the document's prefix, and the value survives a round trip")
    func constructValuesKeepDocumentPrefixes() throws {
        let feed = try GDataXMLParser.parse(Data(Self.jotFeed.utf8))
        let entry = try Self.entry(of: feed)
        let content = try #require(entry.child(named: .atom("content")) as? GDataEntryContent)
        let summary = try #require(entry.child(named: .atom("summary")) as? GDataTextConstruct)
        let contentValue = try #require(content.value)
        #expect(contentValue == "<p>Hi <jot:section xmlns:jot=\"urn:example:jot\" jot:kind=\"a\">sec</jot:section></p>")
        #expect(!contentValue.contains("ns1"))
        #expect(!contentValue.contains("<section"))
        let summaryXML = try #require(summary.childElements.first)
        let summaryValue = GDataXMLWriter(includesDeclaration: false).string(for: summaryXML)
        #expect(summaryValue == "<jot:note xmlns:jot=\"urn:example:jot\" jot:level=\"2\">n</jot:note>")

        let again = try GDataXMLParser.parse(feed.xmlData())
        let againContent = try #require(try Self.entry(of: again).child(named: .atom("content")) as? GDataEntryContent)
        #expect(againContent.value == contentValue)
        #expect(again.xmlData() == feed.xmlData())
    }

    @Test("an entry written on its own keeps the feed's prefixes and default namespace")
    func entryWrittenAloneKeepsFeedPrefixes() throws {
        let feed = try GDataXMLParser.parse(Data(Self.jotFeed.utf8))
        let entry = try Self.entry(of: feed)
        let xml = String(decoding: entry.xmlData(), as: UTF8.self)
        #expect(xml.contains("<entry xmlns=\"http://www.w3.org/2005/Atom\""))
        #expect(xml.contains("xmlns:jot=\"urn:example:jot\""))
        #expect(xml.contains("<jot:ext><jot:inner/></jot:ext>"))
        #expect(!xml.contains("ns1:"))
        let reparsed = try GDataXMLParser.parse(entry.xmlData())
        #expect(reparsed.isEqual(to: entry))
    }

    @Test("a subtree built in code still gets the well-known prefixes, and an unknown namespace a default declaration")
    func detachedObjectsUseWellKnownPrefixes() throws {
        let feed = try GDataXMLParser.parse(Data(Self.jotFeed.utf8))
        let ext = try #require(try Self.entry(of: feed).childElements.first { $0.name.localName == "ext" })
        let copy = try GDataXMLParser.parse(GDataXMLWriter().data(for: ext))
        // Parsed on its own, the copy has no ancestors: its own declaration (hoisted from the feed) is what it keeps.
        #expect(String(decoding: copy.xmlData(), as: UTF8.self).contains("<jot:ext xmlns:jot=\"urn:example:jot\">"))
    }

    @Test("Atom 0.3 inline XML: the value is the element's children, the div included")
    func atom03InlineXMLKeepsTheDiv() throws {
        let feed = try GDataXMLParser.parse(Data(Self.atom03Feed.utf8))
        let title = try #require(feed.childElements.first { $0.name.localName == "title" } as? GDataTextConstruct)
        #expect(title.effectiveType == "xhtml")
        #expect(title.value == "<div>Feed <b>title</b></div>")
        let entry = try Self.entry(of: feed)
        let content = try #require(entry.childElements.first { $0.name.localName == "content" } as? GDataEntryContent)
        #expect(content.value == "<div>Body <b>bold</b></div>")
        let summary = try #require(entry.childElements.first { $0.name.localName == "summary" } as? GDataTextConstruct)
        #expect(summary.value == "<div><i>s</i></div>")

        // The JSON model applies the same rule (no mode attribute: inline XML is the 0.3 default).
        let json = GDataJSONModel.document(feed)
        #expect(json.contains(#"<div xmlns=\"http://www.w3.org/1999/xhtml\">Body <b>bold</b></div>"#))

        let again = try GDataXMLParser.parse(feed.xmlData())
        let againTitle = try #require(again.childElements.first { $0.name.localName == "title" } as? GDataTextConstruct)
        #expect(againTitle.value == title.value)
    }

    @Test("Atom 1.0 type=xhtml still unwraps its div")
    func atom10XHTMLUnwrapsTheDiv() throws {
        let feed = try GDataXMLParser.parse(Data(Self.jotFeed.utf8))
        let content = try #require(try Self.entry(of: feed).child(named: .atom("content")) as? GDataEntryContent)
        let value = try #require(content.value)
        #expect(value.hasPrefix("<p>Hi "))
        #expect(!value.contains("<div"))
    }
}
