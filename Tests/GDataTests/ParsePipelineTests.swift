import Foundation
import GDataTestSupport
import Testing

@testable import GData
@testable import GDataCore

/// What one parse gave: the document written back, or the error with its place.
enum ParseOutcome: Equatable, CustomStringConvertible {
    case parsed(String)
    case failed(code: String, message: String, line: Int?, column: Int?)

    init(_ body: () throws -> GDataObject) {
        do {
            self = .parsed(try body().xmlString())
        } catch let error as GDataXMLError {
            self = .failed(code: error.code.description, message: error.message, line: error.line, column: error.column)
        } catch {
            self = .failed(code: "\(type(of: error))", message: "\(error)", line: nil, column: nil)
        }
    }

    var description: String {
        switch self {
        case .parsed(let xml): return "parsed \(xml.prefix(200))"
        case .failed(let code, let message, let line, let column):
            return "\(code) at \(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-"): \(message)"
        }
    }
}

/// Options that parse on the calling thread only, and options that put libxml2 on a worker thread for any size.
func parseModes(_ options: GDataParseOptions) -> (direct: GDataParseOptions, worker: GDataParseOptions) {
    var direct = options
    direct.workerThreadThreshold = nil
    var worker = options
    worker.workerThreadThreshold = 0
    return (direct, worker)
}

/// Parses `data` on the calling thread and again with libxml2 on a worker thread, expecting the same outcome (the same
/// XML written back, or the same error, line and column); returns the calling thread's result.
func parseBothWays(
    _ data: Data,
    options: GDataParseOptions = GDataParseOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> GDataObject {
    let modes = parseModes(options)
    let direct = ParseOutcome { try GDataXMLParser.parse(data, options: modes.direct) }
    let worker = ParseOutcome { try GDataXMLParser.parse(data, options: modes.worker) }
    #expect(worker == direct, "a worker-thread parse differs", sourceLocation: sourceLocation)
    return try GDataXMLParser.parse(data, options: modes.direct)
}

/// libxml2 on a worker thread, the objects built from its recorded events on the calling thread
/// (`GDataParseOptions.workerThreadThreshold`): the same objects and the same errors as one thread gives, in memory
/// that does not grow with the document, and the worker stopped when the caller stops early.
@Suite("Parse pipeline")
struct ParsePipelineTests {
    static let fixtureNames: [String] = {
        let root = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
        var names: [String] = []
        for folder in ["gdata-objc", "fuzz"] {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))
            for file in (files ?? []).sorted() where file.hasSuffix(".xml") { names.append("\(folder)/\(file)") }
        }
        return names
    }()

    static func fixture(_ name: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    @Test("the fixtures give the same objects on one thread and on two")
    func fixturesAgree() throws {
        #expect(Self.fixtureNames.count > 40)
        for name in Self.fixtureNames {
            let url = Self.fixture(name)
            let data = try Data(contentsOf: url)
            let modes = parseModes(GDataParseOptions())
            let direct = try GDataXMLParser.parse(data, options: modes.direct)
            let fromData = try GDataXMLParser.parse(data, options: modes.worker)
            let fromFile = try GDataXMLParser.parse(contentsOf: url, options: modes.worker)
            #expect(type(of: fromData) == type(of: direct), "\(name)")
            #expect(fromData.isEqual(to: direct), "\(name): parse(Data) on a worker differs")
            #expect(fromFile.isEqual(to: direct), "\(name): parse(contentsOf:) on a worker differs")
            #expect(fromData.xmlString() == direct.xmlString(), "\(name)")
        }
    }

    /// A feed of `entries` entries with what crosses block boundaries: an attribute value and a text run each larger
    /// than a 64 KiB block, namespace declarations on entries, entity and character references, CDATA, mixed content.
    static func largeFeed(entries: Int, tail: String = "</feed>") -> Data {
        var data = Data(
            #"<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" xml:lang="en">"#
                .utf8
        )
        data.append(Data(#"<title>big &amp; small</title><link rel="next" href="http://example.com/?start=2"/>"#.utf8))
        let bigAttribute = String(repeating: "a&lt;b ", count: 30_000)  // 210,000 characters once expanded
        let bigText = String(repeating: "text &#233; ", count: 30_000)
        for i in 0..<entries {
            var entry = #"<entry gd:etag="W/&quot;\#(i)&quot;" xmlns:x="urn:x:\#(i % 3)"><id>urn:e:\#(i)</id>"#
            entry +=
                #"<title type="text">Entry \#(i) <![CDATA[<raw> & ]]></title><x:unknown x:a="\#(i)">keep</x:unknown>"#
            entry +=
                #"<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Body <b>\#(i)</b> tail</p></div></content>"#
            if i == entries / 2 {
                entry += #"<x:big value="\#(bigAttribute)">\#(bigText)</x:big>"#
            }
            entry += "</entry>\n"
            data.append(Data(entry.utf8))
        }
        data.append(Data(tail.utf8))
        return data
    }

    @Test("a multi-megabyte feed gives the same objects on one thread and on two, from memory and from a file")
    func largeFeedAgrees() async throws {
        let data = Self.largeFeed(entries: 6_000)
        #expect(data.count > 2_000_000)
        let modes = parseModes(GDataParseOptions())
        let direct = try GDataXMLParser.parse(data, options: modes.direct)
        let worker = try GDataXMLParser.parse(data, options: modes.worker)
        #expect(worker.isEqual(to: direct))
        #expect(worker.xmlString() == direct.xmlString())
        let big = try #require(
            worker.childElements.first { $0.name.localName == "entry" && $0.xmlString().contains("x:big") }
        )
        #expect(big.xmlString().contains(String(repeating: "a&lt;b ", count: 30_000)))
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("large.xml")
            try data.write(to: url)
            let fromFile = try GDataXMLParser.parse(contentsOf: url, options: modes.worker)
            #expect(fromFile.isEqual(to: direct))
        }
    }

    /// Every entry and the head of a streamed read, as written XML.
    static func streamed(_ reader: GDataFeedReader) throws -> (head: String, entries: [String]) {
        _ = try reader.head()
        var entries: [String] = []
        while let entry = try reader.nextEntry() { entries.append(entry.xmlString()) }
        return (try reader.head().xmlString(), entries)
    }

    @Test("the feed reader streams the same entries on one thread and on two, from memory and from a file")
    func streamingAgrees() async throws {
        let data = Self.largeFeed(entries: 3_000)
        let modes = parseModes(GDataParseOptions())
        let direct = try Self.streamed(GDataFeedReader(data: data, options: modes.direct))
        #expect(direct.entries.count == 3_000)
        let worker = try Self.streamed(GDataFeedReader(data: data, options: modes.worker))
        #expect(worker.head == direct.head)
        #expect(worker.entries == direct.entries)
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("stream.xml")
            try data.write(to: url)
            let fromFile = try Self.streamed(GDataFeedReader(contentsOf: url, options: modes.worker))
            #expect(fromFile.head == direct.head)
            #expect(fromFile.entries == direct.entries)
        }
    }

    @Test("errors deep in a large document keep their message, line and column on a worker thread")
    func errorsAgree() throws {
        let body = Self.largeFeed(entries: 2_000, tail: "")
        let deep = String(repeating: "<d>", count: 600)
        let wide = "<w " + (0..<1_100).map { "a\($0)=\"\($0)\"" }.joined(separator: " ") + "/>"
        let cases: [(String, String)] = [
            ("mismatched end tag", "<entry><id>x</entri></feed>"),
            ("truncated", "<entry><id>x</id>"),
            ("invalid byte", "<entry><id>\u{1}</id></entry></feed>"),
            ("too deep (the builder's limit)", deep),
            ("too many attributes (the scanner's limit)", wide + "</feed>"),
            ("undefined entity", "<entry><id>&nope;</id></entry></feed>"),
        ]
        for (label, tail) in cases {
            var data = body
            data.append(Data(tail.utf8))
            let modes = parseModes(GDataParseOptions())
            let direct = ParseOutcome { try GDataXMLParser.parse(data, options: modes.direct) }
            let worker = ParseOutcome { try GDataXMLParser.parse(data, options: modes.worker) }
            guard case .failed(_, _, let line, _) = direct else {
                Issue.record("\(label): expected an error, got \(direct)")
                continue
            }
            #expect(line ?? 0 > 2_000, "\(label): the error is placed at its line (\(direct))")
            #expect(worker == direct, "\(label)")
        }
    }

    @Test("a streamed read hands out the entries before an error, then the error, on one thread and on two")
    func streamingErrorAgrees() throws {
        var data = Self.largeFeed(entries: 1_500, tail: "")
        data.append(Data("<entry><id>last</id></entri></feed>".utf8))
        let modes = parseModes(GDataParseOptions())
        func read(_ options: GDataParseOptions) -> (count: Int, outcome: ParseOutcome) {
            let reader = GDataFeedReader(data: data, options: options)
            var count = 0
            let outcome = ParseOutcome {
                let head = try reader.head()
                while try reader.nextEntry() != nil { count += 1 }
                return head
            }
            return (count, outcome)
        }
        let direct = read(modes.direct)
        let worker = read(modes.worker)
        #expect(direct.count == 1_500)
        #expect(worker.count == direct.count)
        #expect(worker.outcome == direct.outcome)
        guard case .failed(let code, _, _, _) = worker.outcome else {
            Issue.record("expected the error, got \(worker.outcome)")
            return
        }
        #expect(code == "malformed")
    }

    @Test("a reader let go mid-feed stops its worker, which read only a bounded part of the file")
    func earlyStopIsBounded() async throws {
        let data = Self.largeFeed(entries: 60_000)
        #expect(data.count > 16_000_000)
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("huge.xml")
            try data.write(to: url)
            let fd = open(url.path, O_RDONLY)
            try #require(fd >= 0)
            defer { close(fd) }
            do {
                let reader = try GDataFeedReader(fileDescriptor: fd, options: parseModes(GDataParseOptions()).worker)
                _ = try reader.head()
                #expect(try reader.nextEntry() != nil)
                #expect(try reader.nextEntry() != nil)
            }
            // The reader is gone and its worker waited for: the descriptor is no longer read, and the worker read a
            // few blocks ahead at most, not the whole file.
            let offset = lseek(fd, 0, SEEK_CUR)
            #expect(offset > 0)
            #expect(offset < 4 * 1024 * 1024, "read ahead \(offset) bytes of \(data.count)")
            // A builder error near the start stops the worker too.
            lseek(fd, 0, SEEK_SET)
            var options = parseModes(GDataParseOptions()).worker
            options.maxDepth = 2
            let outcome = ParseOutcome { try GDataXMLParser.parse(fileDescriptor: fd, options: options) }
            guard case .failed(let code, _, let line, _) = outcome else {
                Issue.record("expected the depth error, got \(outcome)")
                return
            }
            #expect(code == "limitExceeded")
            #expect(line == 1)
            #expect(lseek(fd, 0, SEEK_CUR) < 4 * 1024 * 1024)
        }
    }

    @Test("documents under the threshold, pipes and single-core processes parse on the calling thread")
    func threshold() {
        let options = GDataParseOptions()
        #expect(options.workerThreadThreshold == 256 * 1024)
        #expect(!GDataXMLParser.usesWorker(forSize: 256 * 1024 - 1, options))
        #expect(GDataXMLParser.usesWorker(forSize: 256 * 1024, options) == GDataXMLParser.hasSpareCore)
        #expect(GDataXMLParser.usesWorker(forSize: 1, parseModes(options).worker), "0 always uses the worker")
        #expect(!GDataXMLParser.usesWorker(forSize: nil, options), "a pipe's size is unknown")
        #expect(!GDataXMLParser.usesWorker(forSize: 1 << 30, parseModes(options).direct))
        var pipe: [Int32] = [0, 0]
        #expect(Foundation.pipe(&pipe) == 0)
        #expect(GDataFileChunks.regularFileRemaining(pipe[0]) == nil)
        close(pipe[0])
        close(pipe[1])
    }
}
