import Foundation
import Testing

@testable import GDataCore

/// Elements with very many attributes or namespace declarations (issue 18, the parser): refused by
/// ``GDataParseOptions/maxAttributesPerElement`` before libxml2 parses the start tag (its duplicate check is
/// quadratic), and written back when a caller raises the limit. How long these take is measured by the benchmark
/// (scripts/bench.sh, the wide-element rows), never by a timed test.
@Suite("Attribute and namespace declaration limit")
struct AttributeLimitTests {
    /// A feed whose root carries `count` attributes (or `xmlns:pN` declarations), after `lead` (e.g. lines before it).
    static func wideFeed(_ count: Int, declarations: Bool, lead: String = "") -> [UInt8] {
        var xml = "<?xml version='1.0' encoding='UTF-8'?>\n\(lead)<feed xmlns='http://www.w3.org/2005/Atom'"
        xml.reserveCapacity(count * 20)
        for i in 0..<count {
            xml += declarations ? " xmlns:p\(i)='urn:x:\(i)'" : " a\(i)='v'"
        }
        xml += "><title>t</title></feed>\n"
        return Array(xml.utf8)
    }

    private func parseError(_ bytes: [UInt8], options: GDataParseOptions = GDataParseOptions(), chunk: Int? = nil)
        throws -> GDataXMLError
    {
        let parser = GDataXMLParser(options: options)
        do {
            if let chunk {
                var offset = 0
                while offset < bytes.count {
                    let end = min(offset + chunk, bytes.count)
                    try bytes[offset..<end].withUnsafeBytes { try parser.push($0) }
                    offset = end
                }
            } else {
                try parser.push(Data(bytes))
            }
            let root = try parser.finish()
            Issue.record("expected a refusal, parsed \(root.name)")
        } catch let error as GDataXMLError {
            return error
        }
        throw GDataXMLError(code: .unexpectedContent, message: "parsed")
    }

    @Test("160,000 attributes on one element: refused before libxml2 reads the tag, naming the limit, line and column")
    func manyAttributesRefused() throws {
        let document = Self.wideFeed(160_000, declarations: false, lead: "\n\n  ")
        let error: GDataXMLError? = try parseError(document)
        #expect(error?.code == .limitExceeded)
        #expect(error?.line == 4)
        #expect(error?.column == 3)
        #expect(error?.message.contains("more than 1024 attributes and namespace declarations") == true)
        #expect(error?.message.contains("maxAttributesPerElement") == true)
    }

    @Test("200,000 namespace declarations on one element: refused before libxml2 reads the tag")
    func manyDeclarationsRefused() throws {
        let document = Self.wideFeed(200_000, declarations: true)
        let error: GDataXMLError? = try parseError(document)
        #expect(error?.code == .limitExceeded)
        #expect(error?.line == 2)
        #expect(error?.column == 1)
    }

    @Test("a start tag split over many pushes is refused at its own line and column", arguments: [1, 7, 4096])
    func splitAcrossChunks(chunk: Int) throws {
        var options = GDataParseOptions()
        options.maxAttributesPerElement = 50
        let lead = "<!-- a=1 b=2 -->\n<?pi x='1'?>\n"
        let document = Self.wideFeed(51, declarations: false, lead: lead)
        let error = try parseError(document, options: options, chunk: chunk)
        #expect(error.code == .limitExceeded)
        #expect(error.line == 4)
        #expect(error.column == 1)
        #expect(error.message.contains("more than 50"))
    }

    @Test("exactly the limit parses; '=' in values, comments, CDATA and instructions does not count")
    func atTheLimitAndMarkupThatIsNoAttribute() throws {
        var options = GDataParseOptions()
        options.maxAttributesPerElement = 20
        var xml = "<?xml version='1.0'?>\n<!DOCTYPE feed [<!ENTITY e \"x=y\"> <!-- q=\" --> <?p a=b?>]>\n"
        xml += "<feed xmlns='http://www.w3.org/2005/Atom'"
        for i in 0..<19 { xml += " a\(i)=\"x=y>z'=\"" }
        xml += ">"
        xml += "<!--" + String(repeating: "a=b ", count: 100) + "-->"
        xml += "<![CDATA[" + String(repeating: "<x a=b c=d>", count: 100) + "]]>"
        xml += "<?pi " + String(repeating: "a=b ", count: 100) + "?>"
        xml += "<title a='1=2' b=\"3=4\">&e;</title></feed>"
        let feed = try GDataXMLParser.parse(Data(xml.utf8), options: options)
        #expect(feed.attributes.count == 19)
        #expect(feed.attribute(named: "a3") == "x=y>z'=")
        options.maxAttributesPerElement = 19
        let error = try parseError(Array(xml.utf8), options: options)
        #expect(error.line == 3)
    }

    @Test("UTF-16 documents are counted in code units", arguments: [false, true])
    func utf16(bigEndian: Bool) throws {
        let text = String(decoding: Self.wideFeed(3000, declarations: false, lead: "\n"), as: UTF8.self)
        let bytes =
            bigEndian
            ? [0xFE, 0xFF] + Array(text.data(using: .utf16BigEndian)!)
            : [0xFF, 0xFE] + Array(text.data(using: .utf16LittleEndian)!)
        let error = try parseError(bytes, chunk: 333)
        #expect(error.code == .limitExceeded)
        #expect(error.line == 3)
        #expect(error.message.hasPrefix("the element at line 3, column 1 "))
    }

    @Test("an encoding in which markup could hide from the check is refused; ASCII-compatible ones parse")
    func declaredEncodings() throws {
        let utf7 = "<?xml version='1.0' encoding='UTF-7'?>\n+ADw-a x+AD0AIg-1+ACI-+AD4-hi+ADw-/a+AD4-\n"
        let error = try parseError(Array(utf7.utf8))
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("'UTF-7' is not supported"))
        // White space around `=`, double quotes, a tab before `encoding`: the declaration's grammar (XML 1.0 §2.8).
        let spaced = "<?xml version=\"1.0\"\tencoding \r\n= \"UTF-7\" ?>\n+ADw-a+AD4-hi+ADw-/a+AD4-\n"
        let spacedError = try parseError(Array(spaced.utf8))
        #expect(spacedError.message.contains("'UTF-7' is not supported"))
        let latin1: [UInt8] =
            Array("<?xml version='1.0' encoding='ISO-8859-1'?><a x='".utf8) + [0xE9] + Array("'/>".utf8)
        #expect(try GDataXMLParser.parse(Data(latin1)).attribute(named: "x") == "é")
    }

    @Test("Shift_JIS: a second byte that looks like ']' neither ends a CDATA section early nor hides a wide tag")
    func shiftJISTrailBytes() throws {
        // 0x83 0x5D is 'ソ' in Shift_JIS: its second byte is ']'. Read as bytes, "ソ]>" would end the CDATA section,
        // and the quote after it would hide the wide tag that follows from the count.
        var bytes = Array("<?xml version='1.0' encoding='Shift_JIS'?><root><![CDATA[".utf8)
        bytes += [0x83, 0x5D] + Array("]><a b=\"]]></root>".utf8)
        #expect(try GDataXMLParser.parse(Data(bytes)).name.localName == "root")
        var wide = Array("<?xml version='1.0' encoding='Shift_JIS'?><root><![CDATA[".utf8)
        wide += [0x83, 0x5D] + Array("]><a b=\"]]><x".utf8)
        for i in 0..<2000 { wide += Array(" a\(i)=''".utf8) }
        wide += Array("/></root>".utf8)
        let error = try parseError(wide)
        #expect(error.code == .limitExceeded)
        // Found by the scanner (which names the tag's place), not only after libxml2 parsed the tag.
        #expect(error.message.hasPrefix("the element at line 1, column "))
    }

    @Test("a wide start tag in an entity's replacement text is refused when the entity is referenced")
    func entityReplacementText() throws {
        var value = "<x"
        for i in 0..<2000 { value += " a\(i)='1'" }
        value += "/>"
        let xml = "<?xml version='1.0'?>\n<!DOCTYPE feed [<!ENTITY wide \"\(value)\">]>\n<feed>&wide;</feed>"
        let error = try parseError(Array(xml.utf8))
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("entity 'wide'"))
    }

    @Test("attributes with defaults declared in the internal DTD are bounded by the same limit")
    func declaredDefaults() throws {
        var xml = "<?xml version='1.0'?>\n<!DOCTYPE feed [<!ATTLIST feed"
        for i in 0..<2000 { xml += " a\(i) CDATA 'v'" }
        xml += ">]>\n<feed/>"
        let error = try parseError(Array(xml.utf8))
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("declares more than 1024 attributes"))
    }

    @Test("with the limit raised, 20,000 declarations parse and are written back and read again")
    func writerIsLinear() throws {
        var options = GDataParseOptions()
        options.maxAttributesPerElement = 100_000
        let feed = try GDataXMLParser.parse(Data(Self.wideFeed(20_000, declarations: true)), options: options)
        #expect(feed.namespaceDeclarations.count == 20_001)
        let xml = feed.xmlString()
        let again = try GDataXMLParser.parse(Data(xml.utf8), options: options)
        #expect(again.namespaceDeclarations.count == 20_001)
        #expect(again.xmlString() == xml)
    }

    @Test("with the limit raised, 10,000 attributes in namespaces an ancestor declares are written back and read again")
    func writerAttributesAreLinear() throws {
        var options = GDataParseOptions()
        options.maxAttributesPerElement = 100_000
        var xml = "<feed xmlns='http://www.w3.org/2005/Atom'><x"
        for i in 0..<10_000 { xml += " xmlns:q\(i)='urn:q:\(i)'" }
        xml += "><e"
        for i in 0..<10_000 { xml += " q\(i):a='1'" }
        xml += "/></x></feed>"
        let feed = try GDataXMLParser.parse(Data(xml.utf8), options: options)
        let written = feed.xmlString()
        let again = try GDataXMLParser.parse(Data(written.utf8), options: options)
        #expect(again.xmlString() == written)
        #expect(again.childElements.first?.childElements.first?.attributes.count == 10_000)
    }

    /// The scanner's result on `bytes` pushed in slices of `chunk`: nil, or the refusal's line, column and message.
    private static func scanned(_ bytes: [UInt8], limit: Int, chunk: Int, skipping: Bool) -> String? {
        var scanner = GDataStartTagScanner(limit: limit)
        scanner.skipsPlainMarkup = skipping
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + chunk, bytes.count)
            if let error = bytes[offset..<end].withUnsafeBytes({ scanner.scan($0) }) {
                return "\(error.line ?? 0):\(error.column ?? 0) \(error.message)"
            }
            offset = end
        }
        return scanner.finish().map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
    }

    @Test("text skipped in windows too short for a refused tag: the same refusals as lexing every tag")
    func skippedWindowsRefuseAlike() {
        // Well-formed documents of small tags with '<', '=', quotes and '>' in comments, CDATA sections and processing
        // instructions (markup that a window must not be mistaken for), sometimes with one start tag over the limit.
        var state: UInt64 = 2009
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let limit = 40
        func tag(_ attributes: Int) -> String {
            var text = "<t\(next(9))"
            for i in 0..<attributes { text += next(3) == 0 ? " a\(i)=\"x>y=z\"" : " a\(i)='\(next(99))'" }
            return text + (next(2) == 0 ? "/>" : "></t>")
        }
        let fragments: [() -> String] = [
            { tag(next(8)) },
            { "\n" },
            { "text?! ok > & more = text " },
            { "<!-- <z " + String(repeating: "a=", count: 45) + " -->" },
            { "<!-- <q b='open -->" },
            { "<![CDATA[<y " + String(repeating: "c=d ", count: 45) + " \"]]>" },
            { "<?pi <w " + String(repeating: "e=f ", count: 45) + "?>" },
            { "<!---->" },
            { tag(limit - 1 + next(2)) },
        ]
        var refused = 0
        for round in 0..<300 {
            var xml = "<?xml version='1.0'?>\n<feed>"
            let wideAt = round % 3 == 0 ? next(200) : -1
            for index in 0..<200 {
                xml += index == wideAt ? tag(limit + 1 + next(5)) : fragments[next(fragments.count)]()
            }
            xml += "</feed>"
            let bytes = Array(xml.utf8)
            let chunk = [1, 7, 64, 1000, 4096, bytes.count][round % 6]
            let lexed = Self.scanned(bytes, limit: limit, chunk: chunk, skipping: false)
            let skipped = Self.scanned(bytes, limit: limit, chunk: chunk, skipping: true)
            #expect(skipped == lexed, "round \(round), chunk \(chunk)")
            #expect((lexed != nil) == (wideAt >= 0), "round \(round)")
            if lexed != nil { refused += 1 }
        }
        #expect(refused == 100)
    }
}
