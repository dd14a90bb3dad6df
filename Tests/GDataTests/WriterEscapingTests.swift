import Foundation
import GData
import Testing

@testable import GDataCore

/// The writer escapes text and attribute values byte by byte from their UTF-8 (no `String` per value or per
/// character): its output must equal what the character-by-character rules give, for values set through the API and
/// for parsed ones (which are written from the parser's chunks).
@Suite("Writer escaping")
struct WriterEscapingTests {
    /// The rules, one Unicode scalar at a time: markup escaped, tab and LF kept in text and referenced in attribute
    /// values, CR always referenced, other control characters and U+FFFE/U+FFFF dropped.
    static func escaped(_ value: String, attribute: Bool) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22 where attribute: out += "&quot;"
            case 0x09 where attribute: out += "&#9;"
            case 0x0A where attribute: out += "&#10;"
            case 0x0D: out += "&#13;"
            case 0x09, 0x0A: out.unicodeScalars.append(scalar)
            case 0..<0x20, 0xFFFE, 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Values mixing every case: markup, quotes, tab/LF/CR, other controls, U+FEFF and U+FFFD (which share the lead
    /// byte 0xEF with the dropped U+FFFE/U+FFFF), those two at the start, middle and end, other non-ASCII.
    static let values: [String] = {
        let pieces = [
            "a", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{01}", "\u{1F}", "\u{FEFF}", "\u{FFFD}", "\u{FFFE}",
            "\u{FFFF}", "é", "日本", "😀", " ", "plain text ",
        ]
        var values = pieces + ["\u{FFFE}x", "x\u{FFFF}", "\u{EFFF}\u{FFBE}"]
        var seed: UInt64 = 2009
        for _ in 0..<300 {
            var value = ""
            for _ in 0..<Int(seed % 12) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                value += pieces[Int(seed >> 33) % pieces.count]
            }
            values.append(value)
        }
        return values
    }()

    /// The package's one XML escape for strings built outside the writer (the local server's error and service
    /// documents, XML fragments) follows the same rules, and returns text that needs nothing unchanged.
    @Test("GDataXMLWriter.escaped is the writer's escape")
    func escapedStrings() {
        for value in Self.values {
            #expect(GDataXMLWriter.escaped(value, attribute: true) == Self.escaped(value, attribute: true))
            #expect(GDataXMLWriter.escaped(value, attribute: false) == Self.escaped(value, attribute: false))
        }
        #expect(GDataXMLWriter.escaped("a \"quoted\" <b> & c", attribute: false) == "a \"quoted\" &lt;b&gt; &amp; c")
        #expect(GDataXMLWriter.escaped("plain", attribute: true) == "plain")
    }

    @Test("values set through the API are written as the character rules say")
    func apiValues() {
        for value in Self.values {
            let element = GDataXMLElement(name: .attribute("e"))
            element.setAttribute(named: "v", value)
            element.stringValue = value
            let written = element.xmlString()
            let expected =
                "<e v=\"\(Self.escaped(value, attribute: true))\">\(Self.escaped(value, attribute: false))</e>"
            let empty = "<e v=\"\(Self.escaped(value, attribute: true))\"/>"
            #expect(
                written == expected || (Self.escaped(value, attribute: false).isEmpty && written == empty),
                "\(Array(value.unicodeScalars))"
            )
        }
    }

    @Test("parsed values (written from the parser's chunks) are written as the character rules say")
    func parsedValues() throws {
        // Parsed values cannot hold control characters other than tab, LF and CR, nor U+FFFE/U+FFFF.
        let allowed = Self.values.map { value in
            String(
                String.UnicodeScalarView(
                    value.unicodeScalars.filter {
                        $0.value >= 0x20 && $0.value != 0xFFFE && $0.value != 0xFFFF
                            || [0x09, 0x0A, 0x0D].contains($0.value)
                    }
                )
            )
        }
        var xml = "<r>"
        for value in allowed {
            let attribute = Self.escaped(value, attribute: true)
            // In text, CR is a reference so that it survives parsing (a raw CR would be read as LF).
            xml +=
                "<e v=\"\(attribute)\">\(Self.escaped(value, attribute: false))</e><m>x\(Self.escaped(value, attribute: false))<b/>y</m>"
        }
        xml += "</r>"
        let root = try GDataXMLParser.parse(Data(xml.utf8))
        let elements = root.childElements
        #expect(elements.count == allowed.count * 2)
        for (index, value) in allowed.enumerated() {
            let leaf = elements[index * 2]
            #expect(leaf.attribute(named: "v") == value)
            let textPart = Self.escaped(value, attribute: false)
            let expectedLeaf =
                textPart.isEmpty
                ? "<e v=\"\(Self.escaped(value, attribute: true))\"/>"
                : "<e v=\"\(Self.escaped(value, attribute: true))\">\(textPart)</e>"
            #expect(leaf.xmlString() == expectedLeaf, "\(Array(value.unicodeScalars))")
            #expect(elements[index * 2 + 1].xmlString() == "<m>x\(textPart)<b/>y</m>", "\(Array(value.unicodeScalars))")
        }
    }
}
