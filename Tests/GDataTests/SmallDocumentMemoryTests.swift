import Foundation
import GData
import Testing

@testable import GDataCore

/// A small document parsed and kept (a single entry from a service, a PUT body the local server stores) holds memory in
/// proportion to its size: the parse's shared text and record chunks start at the document's size and grow from there,
/// instead of starting at 64 KiB each (which every object of the document kept alive).
@Suite("Small documents keep little memory")
struct SmallDocumentMemoryTests {
    static let entry = """
        <entry xmlns='http://www.w3.org/2005/Atom' xmlns:gd='http://schemas.google.com/g/2005' gd:etag='"A1"'>\
        <id>urn:e:1</id><title type='text'>bench</title><content type='text'>updated by wrk</content>\
        <link rel='self' type='application/atom+xml' href='http://e/1'/></entry>
        """

    /// The bytes of the parse's chunks that `root`'s tree holds on to (each chunk counted once): text chunks and record
    /// chunks at their full size, used or not.
    static func chunkBytes(_ root: GDataObject) -> Int {
        var seen = Set<ObjectIdentifier>()
        var total = 0
        func count(_ storage: GDataTextStorage?) {
            guard let owner = storage?.owner, seen.insert(ObjectIdentifier(owner)).inserted else { return }
            if let chunk = owner as? GDataTextChunk {
                total += chunk.withUnsafeMutablePointerToHeader { $0.pointee.size }
            } else if let chunk = owner as? GDataRecordChunk {
                total +=
                    chunk.withUnsafeMutablePointerToHeader { $0.pointee.size } * MemoryLayout<GDataXMLAttribute>.stride
                chunk.withUnsafeMutablePointers { header, records in
                    for index in 0..<header.pointee.used { count(records[index].storage) }
                }
            }
        }
        func visit(_ object: GDataObject) {
            count(object.payload)
            for child in object.childElements { visit(child) }
        }
        visit(root)
        return total
    }

    @Test("a 290-byte entry parsed from Data holds chunks of at most 3 times its size, not 64 KiB each")
    func parsedFromData() throws {
        let data = Data(Self.entry.utf8)
        let root = try GDataXMLParser.parse(data)
        #expect(root.child(named: .atom("title"))?.stringValue == "bench")
        #expect(root.child(named: .atom("link"))?.attribute(named: "href") == "http://e/1")
        let held = Self.chunkBytes(root)
        #expect(held > 0 && held <= 3 * data.count, "the entry holds \(held) bytes of chunks")
    }

    @Test("pushed in pieces (size unknown), a small entry holds chunks of a few KiB")
    func pushed() throws {
        let data = Data(Self.entry.utf8)
        let parser = GDataXMLParser()
        try parser.push(data.prefix(100))
        try parser.push(data.dropFirst(100))
        let root = try parser.finish()
        #expect(root.child(named: .atom("content"))?.stringValue == "updated by wrk")
        let held = Self.chunkBytes(root)
        #expect(held > 0 && held <= 4096, "the entry holds \(held) bytes of chunks")
    }

    @Test("a copy of a small parsed entry holds no more than the original")
    func copied() throws {
        let root = try GDataXMLParser.parse(Data(Self.entry.utf8))
        let copy = root.copy()
        #expect(copy == root)
        #expect(Self.chunkBytes(copy) <= Self.chunkBytes(root))
    }

    @Test("chunks that start small grow: a document with many values parses to the same tree as one parsed whole")
    func growingChunks() throws {
        // Values and attributes enough to fill many chunks of every size on the way to 64 KiB.
        var xml = "<feed xmlns='http://www.w3.org/2005/Atom' xmlns:x='urn:x'>"
        for index in 0..<3_000 {
            xml += "<entry><id>urn:e:\(index)</id><x:v a='\(index)' b='\(String(repeating: "b", count: index % 300))'>"
            xml += String(repeating: "t", count: index % 500) + "</x:v></entry>"
        }
        xml += "</feed>"
        let data = Data(xml.utf8)
        let whole = try GDataXMLParser.parse(data)
        let parser = GDataXMLParser()
        for start in stride(from: 0, to: data.count, by: 1_000) {
            try parser.push(data[start..<min(data.count, start + 1_000)])
        }
        let pushed = try parser.finish()
        #expect(whole == pushed)
        #expect(whole.xmlString() == pushed.xmlString())
        let entries = whole.childElements
        #expect(entries.count == 3_000)
        let last = try #require(entries.last?.childElements.last)
        #expect(last.attribute(named: "a") == "2999")
        #expect(last.attribute(named: "b") == String(repeating: "b", count: 2_999 % 300))
        #expect(last.stringValue == String(repeating: "t", count: 2_999 % 500))
    }
}
