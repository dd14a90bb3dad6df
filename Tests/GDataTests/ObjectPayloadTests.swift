import Foundation
import GData
import Testing

/// An object's attributes, leaf text, namespace declarations and extras share one 16-byte payload (parsed elements'
/// attributes are records in chunks shared by the whole parse): every part reads back as parsed, and a change to one
/// object's part leaves every other object and part as it was.
@Suite("Object payload: attributes, text, declarations and extras")
struct ObjectPayloadTests {
    static let xml = """
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:x="urn:x" xml:lang="en">\
        <title type="text">Hello</title>\
        <x:leaf x:a="1" b="2">leaf text</x:leaf>\
        <x:bare>bare text</x:bare>\
        <x:empty c="3"/>\
        <x:scoped xmlns:y="urn:y" y:d="4">scoped</x:scoped>\
        <link rel="self" href="http://e/self"/>\
        </feed>
        """

    static func parsed() throws -> GDataObject {
        try GDataXMLParser.parse(Data(xml.utf8), options: GDataParseOptions(documentURI: "http://e/doc"))
    }

    static func child(_ root: GDataObject, _ local: String) throws -> GDataObject {
        try #require(root.childElements.first { $0.name.localName == local })
    }

    @Test("every part of every parsed element reads back as parsed")
    func partsReadBack() throws {
        let feed = try Self.parsed()
        #expect(feed.documentURI == "http://e/doc")
        #expect(feed.attribute(.xmlLang) == "en" && feed.effectiveLanguage == "en")
        #expect(Set(feed.namespaceDeclarations.map(\.uri)) == ["http://www.w3.org/2005/Atom", "urn:x"])
        let title = try Self.child(feed, "title")
        #expect(title.attributes.map(\.value) == ["text"] && title.stringValue == "Hello")
        #expect(title.namespaceDeclarations.isEmpty && title.effectiveLanguage == "en")
        let leaf = try Self.child(feed, "leaf")
        #expect(leaf.attributes.map(\.name.localName) == ["a", "b"] && leaf.attributes.map(\.value) == ["1", "2"])
        #expect(leaf.attribute(GDataXMLName.intern("urn:x", "a")) == "1" && leaf.attribute(named: "b") == "2")
        #expect(leaf.stringValue == "leaf text" && leaf.childNodes.compactMap(\.text) == ["leaf text"])
        let bare = try Self.child(feed, "bare")
        #expect(bare.attributes.isEmpty && bare.stringValue == "bare text")
        let empty = try Self.child(feed, "empty")
        #expect(empty.attributes.map(\.value) == ["3"] && empty.textValue == nil)
        let scoped = try Self.child(feed, "scoped")
        #expect(scoped.namespaceDeclarations == [GDataXMLNamespace(prefix: "y", uri: "urn:y")])
        #expect(scoped.attributes.map(\.value) == ["4"] && scoped.stringValue == "scoped")
        let link = try Self.child(feed, "link")
        #expect(link.attribute(named: "rel") == "self" && link.attribute(named: "href") == "http://e/self")
        #expect(link.textValue == nil)
        // Written back as read.
        let reparsed = try GDataXMLParser.parse(Data(feed.xmlString().utf8))
        #expect(reparsed.xmlString() == feed.xmlString())
        #expect(try Self.child(reparsed, "leaf").stringValue == "leaf text")
    }

    @Test("changing one part of a parsed object changes nothing else, there or in its neighbours")
    func changesStayLocal() throws {
        let feed = try Self.parsed()
        let leaf = try Self.child(feed, "leaf")
        let empty = try Self.child(feed, "empty")
        leaf.setAttribute(named: "b", "changed")
        leaf.setAttribute(named: "new", "added")
        #expect(leaf.attributes.map(\.value) == ["1", "changed", "added"])
        #expect(leaf.stringValue == "leaf text")
        #expect(empty.attributes.map(\.value) == ["3"], "the neighbour sharing the chunk is unchanged")
        leaf.stringValue = "new text"
        #expect(leaf.stringValue == "new text" && leaf.attributes.count == 3)
        leaf.userData = "app"
        leaf.documentLanguage = "fr"
        #expect(leaf.userData as? String == "app" && leaf.effectiveLanguage == "fr")
        #expect(leaf.stringValue == "new text" && leaf.attribute(named: "new") == "added")
        leaf.namespaceDeclarations = [GDataXMLNamespace(prefix: "z", uri: "urn:z")]
        #expect(leaf.namespaceDeclarations.map(\.uri) == ["urn:z"] && leaf.userData as? String == "app")
        leaf.attributes = []
        #expect(leaf.attributes.isEmpty && leaf.stringValue == "new text" && leaf.userData as? String == "app")
        #expect(leaf.namespaceDeclarations.map(\.uri) == ["urn:z"])
        empty.stringValue = "now text"
        #expect(empty.stringValue == "now text" && empty.attributes.map(\.value) == ["3"])
        let title = try Self.child(feed, "title")
        #expect(title.stringValue == "Hello" && title.attributes.map(\.value) == ["text"])
        #expect(feed.documentURI == "http://e/doc" && leaf.documentURI == "http://e/doc")
    }

    @Test("a copy has the attributes, text and declarations, not the application data, and is independent")
    func copies() throws {
        let feed = try Self.parsed()
        let scoped = try Self.child(feed, "scoped")
        scoped.userData = "app"
        let copy = scoped.copy()
        #expect(copy.userData == nil)
        #expect(copy.attributes == scoped.attributes && copy.stringValue == "scoped")
        #expect(copy.namespaceDeclarations == scoped.namespaceDeclarations)
        #expect(copy.effectiveLanguage == "en", "a detached copy keeps the context in scope")
        copy.setAttribute(GDataXMLName.intern("urn:y", "d"), "5")
        #expect(scoped.attributes.map(\.value) == ["4"] && copy.attributes.map(\.value) == ["5"])
        let feedCopy = feed.copy()
        #expect(feedCopy.xmlString() == feed.xmlString() && feedCopy.documentURI == "http://e/doc")
    }

    @Test("parsed elements with attributes and text take 64-byte blocks, their attributes no array of their own")
    func instanceSize() throws {
        // glibc's blocks never overlap, so two objects' addresses are at least a block apart; of 5,000 elements parsed
        // one after another, some are neighbours, and their distance is the block size (80 bytes before the payload).
        var xml = "<r xmlns='urn:x'>"
        for index in 0..<5_000 { xml += "<e a='\(index)' b='x'>t\(index)</e>" }
        xml += "</r>"
        let root = try GDataXMLParser.parse(Data(xml.utf8))
        let elements = root.childElements
        #expect(elements.count == 5_000 && elements[4_999].attribute(named: "a") == "4999")
        let addresses = elements.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) }.sorted()
        let smallestGap = zip(addresses.dropFirst(), addresses).map { $0 - $1 }.min() ?? 0
        #expect(smallestGap == 64)
    }

    @Test("elements with many attributes, streamed and whole, read back alike")
    func manyAttributes() throws {
        var xml = "<feed xmlns='http://www.w3.org/2005/Atom'>"
        for entry in 0..<30 {
            xml += "<entry><id>e\(entry)</id>"
            for element in 0..<(entry % 7) {
                xml += "<link rel='r\(element)'"
                for attribute in 0..<(entry * 3 % 40) { xml += " a\(attribute)='\(entry)-\(element)-\(attribute)'" }
                xml += element % 2 == 0 ? "/>" : ">t\(element)</link>"
            }
            xml += "</entry>"
        }
        xml += "</feed>"
        let whole = try GDataXMLParser.parse(Data(xml.utf8))
        let reader = GDataFeedReader(data: Data(xml.utf8))
        _ = try reader.head()
        var streamed: [GDataObject] = []
        while let entry = try reader.nextEntry() { streamed.append(entry) }
        let entries = whole.childElements.filter { $0.name.localName == "entry" }
        #expect(entries.count == 30 && streamed.count == 30)
        for (index, (a, b)) in zip(entries, streamed).enumerated() {
            #expect(a.xmlString() == b.xmlString())
            for (element, link) in a.childElements.dropFirst().enumerated() {
                let count = index * 3 % 40
                #expect(link.attributes.count == count + 1)
                #expect(
                    link.attribute(named: "a\(count - 1)") == (count > 0 ? "\(index)-\(element)-\(count - 1)" : nil)
                )
                #expect(link.textValue == (element % 2 == 0 ? nil : "t\(element)"))
            }
        }
    }
}
