import Foundation
import GDataTestSupport
import Testing

@testable import GData
@testable import GDataCore

/// Hostile and malformed input: every document either parses correctly or fails with a typed ``GDataXMLError``;
/// never a crash, a hang, a file read or a network access.
@Suite("Hostile input")
struct HostileInputTests {
    // MARK: Helpers

    /// Parses `bytes` and returns the error it must throw (recording an issue when it parses instead); a parse with
    /// libxml2 on a worker thread must throw the same error at the same place.
    private func parseError(
        _ bytes: [UInt8],
        options: GDataParseOptions = GDataParseOptions(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> GDataXMLError? {
        do {
            let object = try parseBothWays(Data(bytes), options: options, sourceLocation: sourceLocation)
            Issue.record("expected an error, parsed \(object)", sourceLocation: sourceLocation)
            return nil
        } catch let error as GDataXMLError {
            return error
        } catch {
            Issue.record("expected GDataXMLError, got \(type(of: error)): \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    private func parseError(
        _ string: String,
        options: GDataParseOptions = GDataParseOptions(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> GDataXMLError? {
        parseError(Array(string.utf8), options: options, sourceLocation: sourceLocation)
    }

    /// Parses on the calling thread, after checking that a parse with libxml2 on a worker thread gives the same.
    private func parse(_ string: String, options: GDataParseOptions = GDataParseOptions()) throws -> GDataObject {
        try parseBothWays(Data(string.utf8), options: options)
    }

    /// The text of the first descendant named `localName` (depth first).
    private func text(of localName: String, in object: GDataObject) -> String? {
        if object.name.localName == localName { return object.stringValue }
        for child in object.childElements {
            if let found = text(of: localName, in: child) { return found }
        }
        return nil
    }

    /// Every string reachable in the tree (names, attribute values, text), for "must not contain" checks.
    private func allText(_ object: GDataObject) -> String {
        var result = object.name.description + " "
        for attribute in object.attributes { result += attribute.value + " " }
        for node in object.childNodes {
            switch node {
            case .text(let text): result += text.string + " "
            case .element(let child): result += allText(child)
            }
        }
        return result
    }

    /// A distinctive line of /etc/passwd that must never surface in a result or an error.
    private static let passwdMarker = "root:x:0:0"

    // MARK: Empty and degenerate documents

    @Test func emptyInputIsMalformed() throws {
        let error = try #require(parseError([UInt8]()))
        #expect(error.code == .malformed)
    }

    @Test func declarationOnlyIsMalformed() throws {
        let error = try #require(parseError("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        #expect(error.code == .malformed)
    }

    @Test func whitespaceAndCommentOnlyIsMalformed() throws {
        let error = try #require(parseError("  \n<!-- nothing here -->\n"))
        #expect(error.code == .malformed)
    }

    @Test func textBeforeRootIsMalformed() throws {
        let error = try #require(parseError("hello <a/>"))
        #expect(error.code == .malformed)
        #expect(error.line == 1)
    }

    @Test func secondRootElementIsMalformed() throws {
        let error = try #require(parseError("<a/>\n<b/>"))
        #expect(error.code == .malformed)
        #expect(error.line == 2)
    }

    // MARK: Truncation and tag mismatches

    @Test func truncatedDocumentIsMalformed() throws {
        let document = "<?xml version=\"1.0\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n  <title>abc"
        let error = try #require(parseError(document))
        #expect(error.code == .malformed)
        #expect(error.line == 3)
        #expect(error.libxml2Code != nil)
    }

    @Test func truncatedInsideTagIsMalformed() throws {
        let error = try #require(parseError("<feed xmlns=\"http://www.w3.org/2005/Atom\"><title type=\"te"))
        #expect(error.code == .malformed)
        #expect(error.line == 1)
    }

    /// Cutting a real fixture at many offsets never crashes: each prefix parses or gives a typed error.
    @Test func everyPrefixOfAFixtureParsesOrFailsTyped() throws {
        let url = try #require(FixtureFiles.url(for: "FeedCalendarTest1.xml"))
        let bytes = try [UInt8](Data(contentsOf: url))
        var errors = 0
        var parsed = 0
        let step = max(1, bytes.count / 300)
        for end in stride(from: 0, to: bytes.count, by: step) {
            do {
                _ = try parseBothWays(Data(bytes[0..<end]))
                parsed += 1
            } catch let error as GDataXMLError {
                #expect(error.code == .malformed, "prefix of \(end) bytes: \(error)")
                errors += 1
            }
        }
        // Every proper prefix lacks the closing </feed>, so none may parse.
        #expect(parsed == 0)
        #expect(errors > 250)
        // The whole document parses.
        _ = try GDataXMLParser.parse(Data(bytes))
    }

    @Test func mismatchedTagReportsLineAndColumn() throws {
        let document = "<?xml version=\"1.0\"?>\n<feed>\n  <title>x</titel>\n</feed>\n"
        let error = try #require(parseError(document, options: GDataParseOptions(documentURI: "/tmp/bad.xml")))
        #expect(error.code == .malformed)
        #expect(error.line == 3)
        #expect(error.column == 19)
        #expect(error.path == "/tmp/bad.xml")
        #expect(error.message.contains("title"))
        #expect(error.description.hasPrefix("/tmp/bad.xml:3:19: "))
    }

    @Test func unclosedElementAtEndReportsLastLine() throws {
        let error = try #require(parseError("<feed>\n<entry>\n</feed>\n"))
        #expect(error.code == .malformed)
        #expect(error.line == 3)
    }

    // MARK: Encodings

    @Test func invalidUTF8IsMalformed() throws {
        // 0xC3 followed by '(' is not a valid UTF-8 sequence.
        let bytes: [UInt8] = Array("<a>ok ".utf8) + [0xC3, 0x28] + Array("</a>".utf8)
        let error = try #require(parseError(bytes))
        #expect(error.code == .malformed)
        #expect(error.line == 1)
    }

    @Test func overlongUTF8IsMalformed() throws {
        // 0xC0 0xAF is an overlong encoding of '/'.
        let bytes: [UInt8] = Array("<a>".utf8) + [0xC0, 0xAF] + Array("</a>".utf8)
        let error = try #require(parseError(bytes))
        #expect(error.code == .malformed)
    }

    @Test func declaredLatin1WithUTF8BytesParsesAsLatin1() throws {
        // "é" in UTF-8 is C3 A9; read as ISO-8859-1 those are two characters, "Ã" and "©".
        let bytes: [UInt8] =
            Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>caf".utf8) + [0xC3, 0xA9] + Array("</a>".utf8)
        let object = try GDataXMLParser.parse(Data(bytes))
        #expect(object.stringValue == "caf\u{C3}\u{A9}")
        #expect(object.stringValue.unicodeScalars.count == 5)
    }

    @Test func declaredLatin1WithLatin1BytesParses() throws {
        let bytes: [UInt8] =
            Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a t=\"".utf8) + [0xE9] + Array("\">caf".utf8) + [
                0xE9
            ]
            + Array("</a>".utf8)
        let object = try GDataXMLParser.parse(Data(bytes))
        #expect(object.stringValue == "café")
        #expect(object.attribute(named: "t") == "é")
        // Written back as UTF-8.
        let written = String(decoding: object.xmlData(), as: UTF8.self)
        #expect(written.contains("café"))
        #expect(written.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
    }

    @Test func declaredUTF8WithLatin1BytesIsMalformed() throws {
        let bytes: [UInt8] =
            Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a>caf".utf8) + [0xE9] + Array("</a>".utf8)
        let error = try #require(parseError(bytes))
        #expect(error.code == .malformed)
        #expect(error.line == 2)
    }

    @Test func undeclaredEncodingWithLatin1BytesIsMalformed() throws {
        let bytes: [UInt8] = Array("<a>caf".utf8) + [0xE9] + Array("</a>".utf8)
        let error = try #require(parseError(bytes))
        #expect(error.code == .malformed)
    }

    @Test func unknownDeclaredEncodingIsAnError() throws {
        let error = try #require(parseError("<?xml version=\"1.0\" encoding=\"X-NO-SUCH-ENCODING\"?><a>x</a>"))
        #expect(error.code == .malformed)
    }

    private func utf16(_ string: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in string.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    @Test(arguments: [false, true])
    func utf16WithBOMParses(bigEndian: Bool) throws {
        let document =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>Grüße 😀 日本</title></feed>"
        let object = try GDataXMLParser.parse(Data(utf16(document, bigEndian: bigEndian)))
        #expect(object.name == .atom("feed"))
        #expect(text(of: "title", in: object) == "Grüße 😀 日本")
    }

    @Test func utf16WithoutDeclarationParses() throws {
        let object = try GDataXMLParser.parse(Data(utf16("<a>Zoë</a>", bigEndian: false)))
        #expect(object.stringValue == "Zoë")
    }

    @Test func utf8BOMParses() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a>é</a>".utf8)
        let object = try GDataXMLParser.parse(Data(bytes))
        #expect(object.stringValue == "é")
        #expect(object.name.localName == "a")
    }

    @Test func utf8BOMWithoutDeclarationParses() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a>x</a>".utf8)
        let object = try GDataXMLParser.parse(Data(bytes))
        #expect(object.stringValue == "x")
    }

    // MARK: Entity attacks

    @Test func billionLaughsIsRejected() throws {
        var document = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        document += "<!ENTITY lol1 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n"
        for level in 2...9 {
            let previous = "&lol\(level - 1);"
            document += "<!ENTITY lol\(level) \"\(String(repeating: previous, count: 10))\">\n"
        }
        document += "]>\n<lolz>&lol9;</lolz>\n"
        let error = try #require(parseError(document))
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("entity"))
    }

    @Test func quadraticBlowupIsRejected() throws {
        // One large entity referenced many times (no nesting): bounded by the byte limit.
        let big = String(repeating: "x", count: 100_000)
        let references = String(repeating: "&big;", count: 1_000)
        let document = "<!DOCTYPE a [<!ENTITY big \"\(big)\">]><a>\(references)</a>"
        let error = try #require(parseError(document))
        #expect(error.code == .limitExceeded)
    }

    @Test func smallInternalEntitiesAreExpanded() throws {
        let object = try parse("<!DOCTYPE a [<!ENTITY who \"world\">]><a t=\"&who;\">hello &who;</a>")
        #expect(object.stringValue == "hello world")
        #expect(object.attribute(named: "t") == "world")
    }

    @Test func customEntityLimitsApply() throws {
        var options = GDataParseOptions()
        options.maxEntityExpansions = 2
        let error = try #require(parseError("<!DOCTYPE a [<!ENTITY e \"x\">]><a>&e;&e;&e;</a>", options: options))
        #expect(error.code == .limitExceeded)
    }

    @Test func externalFileEntityIsNotRead() throws {
        let document =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<a>&xxe;</a>"
        try expectNoExpansion(document)
    }

    @Test func externalFileEntityInAttributeIsNotRead() throws {
        // External entities are forbidden in attribute values; libxml2 rejects that at parse time.
        let document = "<!DOCTYPE a [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><a v=\"&xxe;\"/>"
        try expectNoExpansion(document)
    }

    @Test func externalFileParameterEntityIsNotRead() throws {
        let document =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY % p SYSTEM \"file:///etc/passwd\">\n%p;\n]>\n<a>x</a>"
        try expectNoExpansion(document)
    }

    @Test func externalFileDTDIsNotRead() throws {
        let document = "<?xml version=\"1.0\"?>\n<!DOCTYPE a SYSTEM \"file:///etc/passwd\">\n<a>x</a>"
        try expectNoExpansion(document)
    }

    @Test func relativeExternalEntityIsNotReadFromTheDocumentDirectory() throws {
        let directory = try temporaryDirectory(prefix: "gdata-xxe")
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        try Data(secret.utf8).write(to: directory.appendingPathComponent("secret.txt"))
        let documentURL = directory.appendingPathComponent("doc.xml")
        try Data("<!DOCTYPE a [<!ENTITY s SYSTEM \"secret.txt\">]><a>&s;</a>".utf8).write(to: documentURL)
        do {
            let object = try GDataXMLParser.parse(contentsOf: documentURL)
            #expect(!allText(object).contains(secret))
        } catch let error as GDataXMLError {
            #expect(!error.description.contains(secret))
        }
    }

    /// A parameter entity pointing at a local DTD file must not be loaded: if it were, the entity the file declares
    /// would be defined and expanded (the classic out-of-band XXE set-up).
    @Test(arguments: [false, true])
    func externalParameterEntityFileIsNotLoaded(asExternalSubset: Bool) throws {
        let directory = try temporaryDirectory(prefix: "gdata-pe")
        defer { try? FileManager.default.removeItem(at: directory) }
        let marker = "LEAKED-\(UUID().uuidString)"
        let dtd = directory.appendingPathComponent("evil.dtd")
        try Data("<!ENTITY leaked \"\(marker)\">".utf8).write(to: dtd)
        let document =
            asExternalSubset
            ? "<!DOCTYPE a SYSTEM \"\(dtd.absoluteString)\"><a>&leaked;</a>"
            : "<!DOCTYPE a [<!ENTITY % p SYSTEM \"\(dtd.absoluteString)\"> %p;]><a>&leaked;</a>"
        do {
            let object = try parse(document)
            #expect(!allText(object).contains(marker))
        } catch let error as GDataXMLError {
            #expect(error.code == .limitExceeded || error.code == .malformed)
            #expect(!error.description.contains(marker))
        }
    }

    /// The document either fails with a typed error, or parses with the entity expanded to nothing; no passwd data.
    private func expectNoExpansion(_ document: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        do {
            let object = try parse(document)
            let content = allText(object)
            #expect(!content.contains(Self.passwdMarker), sourceLocation: sourceLocation)
            #expect(!content.contains("/bin/"), sourceLocation: sourceLocation)
        } catch let error as GDataXMLError {
            #expect(error.code == .limitExceeded || error.code == .malformed, sourceLocation: sourceLocation)
            #expect(!error.description.contains(Self.passwdMarker), sourceLocation: sourceLocation)
            #expect(!error.description.contains("/bin/"), sourceLocation: sourceLocation)
        }
    }

    @Test func networkEntitiesAreNeverFetched() throws {
        let listener = try LoopbackListener()
        defer { listener.shutdown() }
        let base = "http://127.0.0.1:\(listener.port)"
        let documents = [
            "<!DOCTYPE a [<!ENTITY net SYSTEM \"\(base)/x\">]><a>&net;</a>",
            "<!DOCTYPE a [<!ENTITY % pe SYSTEM \"\(base)/pe\"> %pe;]><a>x</a>",
            "<!DOCTYPE a SYSTEM \"\(base)/external.dtd\"><a>x</a>",
            "<!DOCTYPE a PUBLIC \"-//X//DTD X//EN\" \"\(base)/public.dtd\"><a>x</a>",
            "<!DOCTYPE a [<!ENTITY net SYSTEM \"\(base)/attr\">]><a><b>&net;</b></a>",
            "<?xml-stylesheet href=\"\(base)/style.xsl\"?><a xmlns:xi=\"http://www.w3.org/2001/XInclude\"><xi:include href=\"\(base)/inc\"/></a>",
        ]
        for document in documents {
            do {
                let object = try parse(document)
                #expect(!allText(object).contains("HTTP/1."), "\(document)")
            } catch let error as GDataXMLError {
                #expect(error.code == .limitExceeded || error.code == .malformed, "\(document): \(error)")
            }
        }
        #expect(listener.acceptedConnections() == 0)
    }

    // MARK: Nesting

    @Test func deepNestingIsRejected() throws {
        let depth = 100_000
        var bytes: [UInt8] = []
        bytes.reserveCapacity(depth * 8)
        for _ in 0..<depth { bytes += Array("<a>".utf8) }
        for _ in 0..<depth { bytes += Array("</a>".utf8) }
        let error = try #require(parseError(bytes))
        #expect(error.code == .limitExceeded)
        #expect(error.message.contains("512"))
    }

    @Test func deepNestingWithinTheLimitParses() throws {
        var options = GDataParseOptions()
        options.maxDepth = 20
        let twenty = String(repeating: "<a>", count: 20) + "x" + String(repeating: "</a>", count: 20)
        var object: GDataObject? = try parse(twenty, options: options)
        var levels = 0
        while let current = object {
            levels += 1
            object = current.childElements.first
        }
        #expect(levels == 20)
        let error = try #require(parseError("<b>" + twenty + "</b>", options: options))
        #expect(error.code == .limitExceeded)
        #expect(error.line == 1)
    }

    @Test func deepNestingOfUnknownsWhenIgnoringIsStillBounded() throws {
        var options = GDataParseOptions()
        options.ignoresUnknowns = true
        options.rootClass = GDataFeedBase.self
        let depth = 100_000
        var document = "<feed xmlns=\"http://www.w3.org/2005/Atom\">"
        document += String(repeating: "<x>", count: depth) + String(repeating: "</x>", count: depth) + "</feed>"
        let error = try #require(parseError(document, options: options))
        #expect(error.code == .limitExceeded)
    }

    // MARK: Size

    @Test func fiftyMegabyteTextNodeParses() throws {
        let length = 50 * 1024 * 1024
        var bytes: [UInt8] = Array("<a>".utf8)
        bytes.reserveCapacity(length + 16)
        bytes += [UInt8](repeating: UInt8(ascii: "z"), count: length)
        bytes += Array("</a>".utf8)
        let object = try GDataXMLParser.parse(Data(bytes))
        #expect(object.stringValue.utf8.count == length)
    }

    // MARK: Namespaces, CDATA, references

    @Test func undefinedNamespacePrefixParsesWithoutNamespaceAndWritesWellFormedXML() throws {
        let object = try parse("<a><x:b>text</x:b></a>")
        let child = try #require(object.childElements.first)
        #expect(child.name.namespaceURI.isEmpty)
        #expect(child.stringValue == "text")
        // The output must be well-formed: it parses again, to an equal object.
        let reparsed = try GDataXMLParser.parse(object.xmlData())
        #expect(reparsed.isEqual(to: object))
    }

    @Test func undefinedAttributePrefixWritesWellFormedXML() throws {
        let object = try parse("<a y:attr=\"1\">t</a>")
        let reparsed = try GDataXMLParser.parse(object.xmlData())
        #expect(reparsed.isEqual(to: object))
    }

    @Test func cdataBecomesTextAndRoundTrips() throws {
        let object = try parse("<a><![CDATA[<b>&amp; ]] > </b>]]> tail</a>")
        #expect(object.stringValue == "<b>&amp; ]] > </b> tail")
        let written = String(decoding: object.xmlData(), as: UTF8.self)
        #expect(written.contains("&lt;b&gt;&amp;amp;"))
        let reparsed = try GDataXMLParser.parse(object.xmlData())
        #expect(reparsed.stringValue == object.stringValue)
    }

    @Test func characterReferencesAreResolved() throws {
        let object = try parse("<a v=\"&#x41;&#10;\">&#233;&#x1F600;&lt;&amp;&gt;&quot;&apos;</a>")
        #expect(object.stringValue == "é😀<&>\"'")
        #expect(object.attribute(named: "v") == "A\n")
        let reparsed = try GDataXMLParser.parse(object.xmlData())
        #expect(reparsed.stringValue == object.stringValue)
        #expect(reparsed.attribute(named: "v") == "A\n")
    }

    @Test(arguments: ["&#0;", "&#x1;", "&#xFFFE;", "&#xD800;", "&#x110000;", "&undefined;", "&#;", "&#xZZ;"])
    func invalidReferencesAreMalformed(reference: String) throws {
        let error = try #require(parseError("<a>x\(reference)y</a>"))
        #expect(error.code == .malformed)
    }

    @Test func rawControlCharacterInInputIsMalformed() throws {
        let bytes: [UInt8] = Array("<a>x".utf8) + [0x01] + Array("y</a>".utf8)
        let error = try #require(parseError(bytes))
        #expect(error.code == .malformed)
    }

    @Test func controlCharactersAreFilteredOnOutput() throws {
        let object = GDataXMLElement(name: .attribute("a"))
        object.stringValue = "a\u{01}b\u{0B}c\td\u{1F}e\u{FFFE}f\r\n"
        object.setAttribute(named: "v", "x\u{02}y\tz")
        let written = String(decoding: object.xmlData(), as: UTF8.self)
        #expect(written == "<?xml version=\"1.0\" encoding=\"UTF-8\"?><a v=\"xy&#9;z\">abc\tdef&#13;\n</a>")
        let reparsed = try GDataXMLParser.parse(object.xmlData())
        #expect(reparsed.stringValue == "abc\tdef\r\n")
        #expect(reparsed.attribute(named: "v") == "xy\tz")
    }

    // MARK: Files

    @Test func missingFileIsUnreadableWithPath() throws {
        let path = "/nonexistent-\(UUID().uuidString)/feed.xml"
        do {
            _ = try GDataXMLParser.parse(contentsOf: URL(fileURLWithPath: path))
            Issue.record("parsed a file that does not exist")
        } catch let error as GDataXMLError {
            #expect(error.code == .unreadable)
            #expect(error.path == path)
            #expect(error.description.hasPrefix(path + ": "))
        }
    }

    @Test func directoryIsUnreadable() throws {
        let directory = try temporaryDirectory(prefix: "gdata-dir")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path
        do {
            _ = try GDataXMLParser.parse(contentsOf: URL(fileURLWithPath: path))
            Issue.record("parsed a directory")
        } catch let error as GDataXMLError {
            #expect(error.code == .unreadable || error.code == .malformed)
            #expect(error.path == path)
        }
    }

    @Test func fileErrorsCarryThePath() throws {
        let directory = try temporaryDirectory(prefix: "gdata-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("bad.xml")
        try Data("<a>\n<b></a>".utf8).write(to: url)
        do {
            _ = try GDataXMLParser.parse(contentsOf: url)
            Issue.record("parsed a malformed file")
        } catch let error as GDataXMLError {
            #expect(error.code == .malformed)
            #expect(error.path == url.path)
            #expect(error.line == 2)
            #expect(error.description.hasPrefix("\(url.path):2:"))
        }
    }
}

/// Locates fixture files copied into the test bundle.
enum FixtureFiles {
    /// The folder holding the gdata-objc fixtures.
    static var directory: URL? {
        Bundle.module.resourceURL?.appendingPathComponent("Fixtures/gdata-objc")
    }

    /// The URL of a fixture, by path relative to the fixture folder.
    static func url(for relativePath: String) -> URL? {
        guard let url = directory?.appendingPathComponent(relativePath),
            FileManager.default.fileExists(atPath: url.path)
        else { return nil }
        return url
    }
}
