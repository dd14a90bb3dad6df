import Foundation
import Testing

@testable import GDataCore

/// Malformed documents report libxml2's own diagnosis, the first error `xmllint --noout` prints, with its code, line and
/// column, in every way the library parses: whole, pushed in small chunks, from a file, streamed by the feed reader,
/// with libxml2 on a worker thread. The expectations are made from xmllint by `scripts/malformed-expectations.py`
/// (Fixtures/malformed/expectations.json for the corpus beside it; prefixes-*.tsv for a feed cut after every byte).
@Suite("Malformed documents")
struct MalformedDocumentTests {
    // MARK: The corpus

    @Test("the corpus: every document has its expectation from xmllint, and the other way round")
    func corpusIsComplete() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: MalformedCorpus.directory.path)
            .filter { $0.hasSuffix(".xml") }
        #expect(names.count >= 40)
        #expect(Set(names) == Set(MalformedCorpus.documents.map(\.file)))
        #expect(MalformedCorpus.documents.count == names.count)
    }

    @Test(
        "libxml2's first error, as xmllint reports it",
        arguments: MalformedCorpus.documents,
        MalformedParseMode.allCases
    )
    func diagnosis(document: MalformedDocument, mode: MalformedParseMode) async throws {
        let url = MalformedCorpus.directory.appendingPathComponent(document.file)
        let error = try #require(await mode.error(parsing: Data(contentsOf: url), file: url))
        #expect(error.code == .malformed)
        #expect(error.libxml2Code == document.code, "\(error)")
        #expect(error.line == document.line, "\(error)")
        #expect(error.column == document.column, "\(error)")
        #expect(error.message.hasPrefix(document.message), "\(error)")
        if mode.readsFile {
            #expect(error.path == url.path)
        }
    }

    /// The rows of the table in issue 29 §1, word for word.
    @Test("the four documents of the issue")
    func issueTable() throws {
        let cases: [(String, String)] = [
            ("<feed><entry>", "<input>:1:14: Premature end of data in tag entry line 1"),
            ("", "<input>:1:1: Document is empty"),
            ("<?xml version=\"1.0\"?>", "<input>:1:22: Start tag expected, '<' not found"),
            ("<feed a=1/>", "<input>:1:9: AttValue: \" or ' expected"),
        ]
        for (document, description) in cases {
            let error = try #require(MalformedParseMode.whole.syncError(parsing: Data(document.utf8)))
            #expect(error.description == description)
        }
    }

    // MARK: A feed cut after every byte

    @Test(
        "a feed cut off after any byte reports what xmllint reports",
        arguments: [MalformedParseMode.whole, .push7, .pipeline, .reader]
    )
    func everyPrefix(mode: MalformedParseMode) async throws {
        let source = try #require(FixtureFiles.url(for: "FeedCalendarTest1.xml"))
        let bytes = try Data(contentsOf: source)
        let rows = try MalformedCorpus.prefixRows("FeedCalendarTest1")
        #expect(rows.count == bytes.count)
        var checked = 0
        for row in rows {
            let prefix = bytes.prefix(row.length)
            let error = await mode.error(parsing: Data(prefix), file: nil)
            guard let expected = row.error else {
                #expect(error == nil, "prefix of \(row.length) bytes: \(String(describing: error))")
                continue
            }
            guard let error else {
                Issue.record("prefix of \(row.length) bytes parsed")
                continue
            }
            let got = MalformedDocument(
                file: "",
                code: error.libxml2Code ?? -1,
                line: error.line ?? -1,
                column: error.column ?? -1,
                message: String(error.message.prefix { $0 != "\n" })
            )
            #expect(got.code == expected.code, "prefix of \(row.length) bytes: \(error)")
            #expect(got.line == expected.line, "prefix of \(row.length) bytes: \(error)")
            #expect(got.column == expected.column, "prefix of \(row.length) bytes: \(error)")
            #expect(got.message.hasPrefix(expected.message), "prefix of \(row.length) bytes: \(error)")
            checked += 1
        }
        #expect(checked == bytes.count - 1, "every proper prefix but the one without the last newline is malformed")
    }

    // MARK: Around the diagnosis

    @Test("a document pushed in pieces shorter than four bytes still has its encoding detected")
    func shortFirstPushes() throws {
        var utf16 = Data([0xFF, 0xFE])
        for unit in "<feed><title>caf\u{E9}</title></feed>".utf16 {
            utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
        }
        let withMark = Data([0xEF, 0xBB, 0xBF] + Array("<feed><title>caf\u{E9}</title></feed>".utf8))
        for document in [utf16, withMark] {
            for chunk in [1, 2, 3, 5] {
                let parser = GDataXMLParser()
                var offset = 0
                while offset < document.count {
                    try parser.push(document[offset..<min(offset + chunk, document.count)])
                    offset += chunk
                }
                let root = try parser.finish()
                #expect(root.childElements.first?.stringValue == "caf\u{E9}", "chunks of \(chunk)")
            }
        }
    }

    @Test("an error in an entity's replacement text is reported at the reference, in the document")
    func entityErrorAtTheReference() throws {
        let document = "<!DOCTYPE feed [<!ENTITY e \"<b>\">]>\n<feed>&e;</feed>"
        for mode in [MalformedParseMode.whole, .push1, .pipeline] {
            let error = try #require(mode.syncError(parsing: Data(document.utf8)), "\(mode)")
            #expect(error.libxml2Code == 26, "\(mode): \(error)")  // XML_ERR_UNDECLARED_ENTITY
            #expect(error.line == 2, "\(mode): \(error)")
            #expect(error.column == 10, "\(mode): \(error)")
            #expect(error.message == "Entity 'e' failed to parse", "\(mode): \(error)")
        }
    }

    @Test("bytes invalid in the declared encoding are reported as such in every mode, at the end of input too")
    func undecodableBytes() async throws {
        for tail in ["</a>", "</a>\n<!-- more after the bytes -->", ""] {
            var document = Data("<?xml version=\"1.0\" encoding=\"EUC-JP\"?><a>".utf8)
            document.append(contentsOf: [0xFF, 0xFF, 0xFF, 0xFF])
            document.append(contentsOf: Array(tail.utf8))
            for mode in MalformedParseMode.allCases where !mode.readsFile {
                let error = try #require(await mode.error(parsing: document, file: nil), "\(mode)")
                #expect(error.code == .malformed, "\(mode): \(error)")
                #expect(
                    error.message == "the bytes are not valid in the document's declared encoding",
                    "\(mode): \(error)"
                )
                #expect(error.line == 1, "\(mode): \(error)")
            }
        }
    }

    @Test("a message of two lines is one line in the description")
    func descriptionIsOneLine() throws {
        let document = Data("<feed><content><![CDATA[some <b>bold".utf8)
        let error = try #require(MalformedParseMode.whole.syncError(parsing: document))
        #expect(error.message == "CData section not finished\nsome <b>bo")
        #expect(error.description == "<input>:1:37: CData section not finished: some <b>bo")
    }

    @Test("a well-formed document after the end-of-input work: every mode parses it")
    func wellFormedStillParses() async throws {
        let document = Data(
            """
            <?xml version="1.0"?>
            <!-- before -->
            <feed xmlns="http://www.w3.org/2005/Atom"><entry><id>a</id><content><![CDATA[x]]></content></entry></feed>
            <!-- after -->

            """.utf8
        )
        for mode in MalformedParseMode.allCases where !mode.readsFile {
            let error = await mode.error(parsing: document, file: nil)
            #expect(error == nil, "\(mode): \(String(describing: error))")
        }
    }
}

/// One document of the corpus and the first error xmllint reports for it.
struct MalformedDocument: Decodable, Sendable, CustomTestStringConvertible {
    var file: String
    var code: Int
    var line: Int
    var column: Int
    /// The first line of libxml2's message, as xmllint prints it.
    var message: String

    var testDescription: String { file }
}

/// The corpus of Fixtures/malformed and its expectations.
enum MalformedCorpus {
    static var directory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/malformed")
    }

    private struct Expectations: Decodable {
        var libxml2: String
        var documents: [MalformedDocument]
    }

    /// The documents with their expectations (empty when the file cannot be read: `corpusIsComplete` then fails).
    static let documents: [MalformedDocument] = {
        let url = directory.appendingPathComponent("expectations.json")
        guard let data = try? Data(contentsOf: url),
            let expectations = try? JSONDecoder().decode(Expectations.self, from: data)
        else { return [] }
        return expectations.documents
    }()

    /// One row of prefixes-NAME.tsv: a prefix's length and its error (`nil`: well-formed).
    struct PrefixRow {
        var length: Int
        var error: MalformedDocument?
    }

    static func prefixRows(_ name: String) throws -> [PrefixRow] {
        let text = try String(contentsOf: directory.appendingPathComponent("prefixes-\(name).tsv"), encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
            let length = try #require(Int(fields[0]))
            if fields.count == 2 && fields[1] == "ok" { return PrefixRow(length: length, error: nil) }
            try #require(fields.count == 5, "row: \(line)")
            let error = MalformedDocument(
                file: "",
                code: try #require(Int(fields[1])),
                line: try #require(Int(fields[2])),
                column: try #require(Int(fields[3])),
                message: fields[4]
            )
            return PrefixRow(length: length, error: error)
        }
    }
}

/// The ways the library parses a document.
enum MalformedParseMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `GDataXMLParser.parse(_:)` on the calling thread.
    case whole
    /// `GDataXMLParser.parse(contentsOf:)`.
    case file
    /// `push(_:)` one byte at a time, then `finish()`.
    case push1
    /// `push(_:)` seven bytes at a time, then `finish()`.
    case push7
    /// `GDataXMLParser.parse(_:)` with libxml2 on a worker thread (`workerThreadThreshold` 0).
    case pipeline
    /// `GDataXMLParser.parse(bytes:)` from an async sequence.
    case asyncBytes
    /// `GDataFeedReader(data:)`: the head, then every entry.
    case reader
    /// `GDataFeedReader(contentsOf:)`.
    case readerFile
    /// `GDataFeedReader(data:)` with libxml2 on a worker thread.
    case readerPipeline
    /// `GDataFeedStream` over an async sequence of bytes.
    case stream

    var testDescription: String { rawValue }

    /// Whether the mode reads `file` (and so reports its path).
    var readsFile: Bool { self == .file || self == .readerFile }

    private static var onWorker: GDataParseOptions {
        var options = GDataParseOptions()
        options.workerThreadThreshold = 0
        return options
    }

    /// The error the parse of `data` (or of `file`, for the modes that read one) throws; `nil` when it parses.
    func error(parsing data: Data, file: URL?) async -> GDataXMLError? {
        do {
            switch self {
            case .asyncBytes:
                _ = try await GDataXMLParser.parse(bytes: Self.bytes(data))
            case .stream:
                for try await _ in GDataFeedStream(bytes: Self.bytes(data)) {}
            case .file, .readerFile:
                guard let file else { return syncError(parsing: data) }
                if self == .file {
                    _ = try GDataXMLParser.parse(contentsOf: file)
                } else {
                    try Self.read(try GDataFeedReader(contentsOf: file))
                }
            default:
                return syncError(parsing: data)
            }
            return nil
        } catch {
            return Self.xmlError(error)
        }
    }

    /// The error a synchronous parse of `data` throws (the file modes parse `data` whole); `nil` when it parses.
    func syncError(parsing data: Data) -> GDataXMLError? {
        do {
            switch self {
            case .whole, .file, .asyncBytes, .stream:
                _ = try GDataXMLParser.parse(data)
            case .push1, .push7:
                let parser = GDataXMLParser()
                let size = self == .push1 ? 1 : 7
                var offset = data.startIndex
                while offset < data.endIndex {
                    try parser.push(data[offset..<min(offset + size, data.endIndex)])
                    offset += size
                }
                _ = try parser.finish()
            case .pipeline:
                _ = try GDataXMLParser.parse(data, options: Self.onWorker)
            case .reader, .readerFile:
                try Self.read(GDataFeedReader(data: data))
            case .readerPipeline:
                try Self.read(GDataFeedReader(data: data, options: Self.onWorker))
            }
            return nil
        } catch {
            return Self.xmlError(error)
        }
    }

    private static func read(_ reader: GDataFeedReader) throws {
        _ = try reader.head()
        while try reader.nextEntry() != nil {}
    }

    private static func bytes(_ data: Data) -> AsyncStream<UInt8> {
        AsyncStream { continuation in
            for byte in data { continuation.yield(byte) }
            continuation.finish()
        }
    }

    private static func xmlError(_ error: any Error) -> GDataXMLError? {
        guard let error = error as? GDataXMLError else {
            Issue.record("expected GDataXMLError, got \(type(of: error)): \(error)")
            return nil
        }
        return error
    }
}
