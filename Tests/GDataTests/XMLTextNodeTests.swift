import Foundation
import GData
import Testing

/// Text nodes of mixed content (``GDataXMLText``): held as their UTF-8 bytes, read as `String`s, written back as read.
@Suite("Text nodes of mixed content")
struct XMLTextNodeTests {
    static let mixed = """
        <entry xmlns="http://www.w3.org/2005/Atom"><id>e</id><content type="xhtml">\
        <div xmlns="http://www.w3.org/1999/xhtml"><p>One <b>two</b> three &amp; four &lt;five&gt; \
        caf\u{E9} <i>x</i>\n  </p></div></content></entry>
        """

    @Test("parsed runs between inline elements are text nodes with the parsed text, and write back byte for byte")
    func parsedRuns() throws {
        let entry = try GDataXMLParser.parse(Data(Self.mixed.utf8))
        let content = try #require(entry.childElements.first { $0.name.localName == "content" })
        let paragraph = try #require(content.childElements.first?.childElements.first)
        let texts = paragraph.childNodes.compactMap(\.text)
        #expect(texts == ["One ", " three & four <five> caf\u{E9} ", "\n  "])
        #expect(paragraph.childNodes.compactMap(\.xmlText).map(\.utf8Count) == texts.map(\.utf8.count))
        #expect(paragraph.childNodes.map(\.isText) == [true, false, true, false, true])
        #expect(paragraph.stringValue == texts.joined())
        #expect(paragraph.childNodes.last?.xmlText?.isXMLWhitespace == true)
        #expect(paragraph.childNodes.first?.xmlText?.isXMLWhitespace == false)

        let written = entry.xmlString()
        #expect(written.contains("<p>One <b>two</b> three &amp; four &lt;five&gt; caf\u{E9} <i>x</i>\n  </p>"))
        let reparsed = try GDataXMLParser.parse(Data(written.utf8))
        #expect(reparsed.xmlString() == written)
        #expect(reparsed.isEqual(to: entry))
    }

    @Test("a text node is one pointer wide; a run is shared by copies and compared as a string")
    func layoutAndEquality() throws {
        #expect(MemoryLayout<GDataXMLNode>.size == 8)
        let composed = GDataXMLText("caf\u{E9}")
        let decomposed = GDataXMLText("cafe\u{301}")
        #expect(composed.utf8Count == 5 && decomposed.utf8Count == 6)
        #expect(composed == decomposed, "String equality: canonically equivalent texts are equal")
        #expect(composed.hashValue == decomposed.hashValue)
        #expect(composed != GDataXMLText("cafe"))
        let literal: GDataXMLText = "a < b"
        #expect(literal.string == "a < b" && literal.description == "a < b")
        #expect(GDataXMLText("").isXMLWhitespace && GDataXMLText(" \t\r\n").isXMLWhitespace)
    }

    @Test("text nodes built from strings are escaped when written and read back equal")
    func builtText() throws {
        let element = GDataXMLElement(name: GDataXMLName.intern("urn:x", "p"))
        let run = "x & <y> \"z\""
        element.childNodes = [
            .text(run), .element(GDataXMLElement(name: GDataXMLName.intern("urn:x", "b"))), .text("!"),
        ]
        let written = element.xmlString()
        #expect(written.contains(">x &amp; &lt;y&gt; \"z\"<"))
        let reparsed = try GDataXMLParser.parse(Data(written.utf8))
        #expect(reparsed.childNodes.compactMap(\.text) == [run, "!"])
        #expect(reparsed.isEqual(to: element))
        // A single text child is kept as the element's text.
        element.childNodes = [.text(GDataXMLText("only"))]
        #expect(element.stringValue == "only" && element.childNodes.compactMap(\.text) == ["only"])
    }
}
