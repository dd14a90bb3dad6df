import Foundation
import GData
import Testing

/// A surrogate: an application subclass the parser instantiates in place of a standard class.
final class MyEntry: GDataEntryBase {}
final class MyLink: GDataLink {}

@Suite("Core object model")
struct CoreModelTests {
    static let feedXML = """
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" xmlns:x="urn:x">
          <id>f</id>
          <x:unknown a="1"><x:deep>text</x:deep></x:unknown>
          <entry x:attr="kept"><id>e1</id><link rel="self" href="http://e/1"/><x:thing>v</x:thing></entry>
        </feed>
        """

    @Test("surrogates replace standard classes anywhere in the tree")
    func surrogates() throws {
        var options = GDataParseOptions()
        options.surrogates = GDataSurrogates([(GDataEntryBase.self, MyEntry.self), (GDataLink.self, MyLink.self)])
        let feed = try GDataXMLParser.parse(Data(Self.feedXML.utf8), options: options)
        let entry = try #require(feed.children(GDataEntryBase.self).first)
        #expect(entry is MyEntry)
        #expect(entry.child(GDataLink.self) is MyLink)
    }

    @Test("unknown elements and attributes survive the round trip; ignore-unknowns drops them")
    func unknownsRoundTrip() throws {
        let feed = try GDataXMLParser.parse(Data(Self.feedXML.utf8))
        #expect(feed.unknownChildren.count == 1)
        let entry = try #require(feed.children(GDataEntryBase.self).first)
        #expect(entry.unknownAttributes.map(\.value) == ["kept"])
        #expect(entry.unknownChildren.count == 1)

        let written = feed.xmlString()
        #expect(written.contains("text</"))
        #expect(written.contains("=\"kept\""))
        let reparsed = try GDataXMLParser.parse(Data(written.utf8))
        #expect(reparsed.isEqual(to: feed))
        let reparsedEntry = try #require(reparsed.children(GDataEntryBase.self).first)
        #expect(reparsedEntry.unknownChildren.count == 1)
        let deep = try #require(reparsed.unknownChildren.first?.element?.childElements.first)
        #expect(deep.name == GDataXMLName.intern("urn:x", "deep"))
        #expect(deep.stringValue == "text")

        var options = GDataParseOptions()
        options.ignoresUnknowns = true
        let lean = try GDataXMLParser.parse(Data(Self.feedXML.utf8), options: options)
        #expect(lean.unknownChildren.isEmpty)
        #expect(lean.shouldIgnoreUnknowns)
        let leanEntry = try #require(lean.children(GDataEntryBase.self).first)
        #expect(leanEntry.unknownChildren.isEmpty)
        #expect(leanEntry.identifier == "e1")
        #expect(lean.isEqual(to: feed), "equality ignores unknown XML")
        #expect(!lean.xmlString().contains("unknown"))
    }

    @Test("equality ignores prefixes: gd:, another prefix and a default namespace give equal objects")
    func prefixesIgnored() throws {
        let a =
            #"<entry xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005"><id>1</id><gd:deleted/></entry>"#
        let b =
            #"<atom:entry xmlns:atom="http://www.w3.org/2005/Atom" xmlns:gx="http://schemas.google.com/g/2005"><atom:id>1</atom:id><gx:deleted/></atom:entry>"#
        let c =
            #"<entry xmlns="http://www.w3.org/2005/Atom"><id>1</id><deleted xmlns="http://schemas.google.com/g/2005"/></entry>"#
        let objects = try [a, b, c].map { try GDataXMLParser.parse(Data($0.utf8)) }
        for object in objects {
            let entry = try #require(object as? GDataEntryBase)
            #expect(entry.isDeleted)
            #expect(object.isEqual(to: objects[0]))
        }
        let d = #"<entry xmlns="http://www.w3.org/2005/Atom"><id>2</id></entry>"#
        #expect(!(try GDataXMLParser.parse(Data(d.utf8))).isEqual(to: objects[0]))
    }

    @Test("userData and properties are per object, not copied, and `_` keys are reserved")
    func userDataAndProperties() throws {
        let feed = try GDataXMLParser.parse(Data(Self.feedXML.utf8))
        feed.userData = "mine"
        #expect(feed.setProperty(42, forKey: "answer"))
        #expect(!feed.setProperty(1, forKey: "_internal"), "reserved keys are refused")
        #expect(feed.property(forKey: "_internal") == nil)
        #expect(feed.property(forKey: "answer") as? Int == 42)
        let copy = feed.copy()
        #expect(copy.userData == nil)
        #expect(copy.property(forKey: "answer") == nil)
        #expect(copy.isEqual(to: feed))
        #expect(copy !== feed)
        feed.setProperty(nil, forKey: "answer")
        #expect(feed.property(forKey: "answer") == nil)
    }

    @Test("copies are deep: changing the copy leaves the original alone")
    func deepCopy() throws {
        let feed = try #require(try GDataXMLParser.parse(Data(Self.feedXML.utf8)) as? GDataFeedBase)
        let copy = feed.copy()
        let copiedEntry = try #require(copy.entries.first)
        copiedEntry.setChild(nil, of: GDataLink.self)
        #expect(copy.entries.first?.links.isEmpty == true)
        #expect(feed.entries.first?.links.count == 1)
        #expect(!copy.isEqual(to: feed))
        #expect(copiedEntry.parent === copy)
    }

    @Test("children outlive a released parent without a dangling parent pointer")
    func detachedEntriesSurvive() throws {
        var entry: GDataEntryBase?
        do {
            let feed = try #require(try GDataXMLParser.parse(Data(Self.feedXML.utf8)) as? GDataFeedBase)
            entry = feed.entries.first
        }
        let survivor = try #require(entry)
        #expect(survivor.parent == nil)
        #expect(survivor.identifier == "e1")
        #expect(survivor.xmlString().contains("e1"))
    }

    @Test("elements kept from deeper levels outlive a released tree, whether parsed whole or streamed")
    func deeperElementsSurvive() throws {
        var link: GDataLink?
        var deep: GDataObject?
        do {
            let feed = try #require(try GDataXMLParser.parse(Data(Self.feedXML.utf8)) as? GDataFeedBase)
            link = feed.entries.first?.links.first
            deep = feed.child(named: GDataXMLName.intern("urn:x", "unknown"))?.childElements.first
        }
        let keptLink = try #require(link)
        #expect(keptLink.parent == nil, "the entry holding the link is gone")
        #expect(keptLink.href == "http://e/1")
        let keptDeep = try #require(deep)
        #expect(keptDeep.parent == nil)
        #expect(keptDeep.stringValue == "text")

        var streamedLink: GDataLink?
        do {
            let reader = GDataFeedReader(data: Data(Self.feedXML.utf8))
            _ = try reader.head()
            let entry = try #require(try reader.nextEntry() as? GDataEntryBase)
            streamedLink = entry.links.first
        }
        let keptStreamed = try #require(streamedLink)
        #expect(keptStreamed.parent == nil)
        #expect(keptStreamed.href == "http://e/1")
    }

    @Test("description names the class and the unparsed XML")
    func descriptionText() throws {
        let feed = try GDataXMLParser.parse(Data(Self.feedXML.utf8))
        let text = feed.description
        #expect(text.hasPrefix("GDataFeedBase"))
        #expect(text.contains("unparsed:1"))
    }

    @Test("the writer declares namespaces at the root, keeps declared prefixes and handles default-namespace subtrees")
    func writerNamespaces() throws {
        let xml = """
            <a:feed xmlns:a="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">
              <a:entry gd:etag="x"><a:content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hi</p></div></a:content>
              <none xmlns=""/></a:entry>
            </a:feed>
            """
        let feed = try GDataXMLParser.parse(Data(xml.utf8))
        let written = feed.xmlString()
        #expect(
            written.hasPrefix(
                #"<a:feed xmlns:a="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">"#
            )
        )
        #expect(written.contains(#"<div xmlns="http://www.w3.org/1999/xhtml"><p>Hi</p></div>"#))
        #expect(written.contains(#"<none/>"#), "a no-namespace element under prefixed parents needs no declaration")
        let reparsed = try GDataXMLParser.parse(Data(written.utf8))
        #expect(reparsed.isEqual(to: feed))
        let none = try #require(reparsed.childElements.first?.childElements.last)
        #expect(none.name == GDataXMLName.intern("", "none"))
    }

    @Test("objects built in code serialize with well-known prefixes and reparse equal")
    func builtInCode() throws {
        let entry = GDataEntryBase()
        entry.setAttribute(.gd("etag"), "W/\"1\"")
        let link = GDataLink(rel: GDataLink.Rel.edit, type: "application/atom+xml", href: "http://e/1/edit")
        entry.addChild(link)
        let written = entry.xmlString()
        #expect(written.contains(#"xmlns:gd="http://schemas.google.com/g/2005""#))
        let reparsed = try GDataXMLParser.parse(Data(written.utf8))
        #expect(reparsed.isEqual(to: entry))
        #expect((reparsed as? GDataEntryBase)?.editLink?.href == "http://e/1/edit")
    }

    @Test("pretty output indents element-only content and leaves mixed content alone")
    func prettyOutput() throws {
        let xml =
            #"<entry xmlns="http://www.w3.org/2005/Atom"><id>1</id><content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">a <b>b</b> c</div></content></entry>"#
        let entry = try GDataXMLParser.parse(Data(xml.utf8))
        let pretty = entry.xmlString(pretty: true)
        #expect(pretty.contains("\n  <id>1</id>"))
        #expect(pretty.contains(">a <b>b</b> c</div>"))
        #expect(try GDataXMLParser.parse(Data(pretty.utf8)).isEqual(to: entry))
    }

    @Test(
        "RFC 3986 reference resolution",
        arguments: [
            ("g", "http://a/b/c/d;p?q", "http://a/b/c/g"),
            ("../g", "http://a/b/c/d;p?q", "http://a/b/g"),
            ("/g", "http://a/b/c/d;p?q", "http://a/g"),
            ("//g", "http://a/b/c/d;p?q", "http://g"),
            ("?y", "http://a/b/c/d;p?q", "http://a/b/c/d;p?y"),
            ("#s", "http://a/b/c/d;p?q", "http://a/b/c/d;p?q#s"),
            ("../../../g", "http://a/b/c/d;p?q", "http://a/g"),
            ("g;x=1/../y", "http://a/b/c/d;p?q", "http://a/b/c/y"),
            ("", "http://a/b/c/d;p?q", "http://a/b/c/d;p?q"),
            ("https://x/y", "http://a/b", "https://x/y"),
        ]
    )
    func resolution(reference: String, base: String, expected: String) {
        #expect(GDataURI.resolve(reference, against: base) == expected)
    }
}
