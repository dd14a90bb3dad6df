import Foundation
import GData
import Testing

/// `GDataXMLWriter.write(_:chunkSize:to:)`: the document `data(for:)` makes, handed over in pieces cut after elements,
/// so that a large document is written in constant memory (the local server's collection files).
@Suite("Writer in pieces")
struct WriterStreamingTests {
    static func feed(entries: Int) throws -> GDataObject {
        var xml = "<feed xmlns='http://www.w3.org/2005/Atom' xmlns:gd='http://schemas.google.com/g/2005'><id>f</id>"
        for index in 0..<entries {
            xml +=
                "<entry gd:etag='\"\(index)\"'><id>e\(index)</id><title>Entry \(index) &amp; more</title>"
                + "<gd:email address='u\(index)@example.com'/><x:y xmlns:x='urn:x\(index % 3)'>t</x:y></entry>"
        }
        return try GDataXMLParser.parse(Data((xml + "</feed>").utf8))
    }

    @Test("the pieces add up to data(for:), pretty or not, each at most the chunk size plus one element")
    func piecesAddUp() throws {
        let feed = try Self.feed(entries: 300)
        for writer in [GDataXMLWriter(), GDataXMLWriter(pretty: true), GDataXMLWriter(includesDeclaration: false)] {
            let whole = writer.data(for: feed)
            var pieces: [Data] = []
            #expect(
                writer.write(feed, chunkSize: 4096) {
                    pieces.append(Data($0)); return true
                }
            )
            #expect(pieces.reduce(Data(), +) == whole)
            #expect(pieces.count > whole.count / 8192, "\(pieces.count) pieces for \(whole.count) bytes")
            // An entry is about 250 bytes: no piece is much more than the chunk size.
            #expect(pieces.allSatisfy { $0.count < 4096 + 1024 })
        }
    }

    @Test("once the sink fails it is handed nothing more, and the result says so")
    func sinkFailure() throws {
        let feed = try Self.feed(entries: 300)
        var calls = 0
        let result = GDataXMLWriter().write(feed, chunkSize: 1024) { _ in
            calls += 1
            return calls < 3
        }
        #expect(!result)
        #expect(calls == 3)
        #expect(GDataXMLWriter().write(feed) { _ in true })
    }
}
