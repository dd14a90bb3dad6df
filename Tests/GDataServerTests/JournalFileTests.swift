import Foundation
import GData
import GDataTestSupport
import Testing

@testable import GDataServer

/// The journal file (issue 21): made ahead of its records in zero-filled steps (so that `fdatasync` of a record commits
/// no metadata), read back up to the first zero or torn record, started empty by each run, folded into the collection
/// file by size.
@Suite struct JournalFileTests {
    /// A delete record for `id` (the smallest well-formed record).
    static func record(_ id: String) -> Data { GDataServerJournalRecord.delete(id: id).bytes }

    /// Writes a delete record per id and waits until they are durable; their bytes.
    static func appendDurably(_ ids: [String], to journal: GDataServerJournal) async throws -> Int {
        var written = 0
        var last: UInt64 = 0
        for id in ids {
            let bytes = record(id)
            last = try journal.append(bytes)
            written += bytes.count
        }
        #expect(await journal.waitUntilDurable(last))
        return written
    }

    static func size(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
    }

    @Test(
        "records are followed by zero-filled space made in growing steps; they read back, and a torn last record is dropped"
    )
    func zeroFilledTail() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = GDataServerJournal(url: directory.appendingPathComponent(".notes.journal"), name: "notes")
        var written = try await Self.appendDurably((0..<3).map { "id-\($0)" }, to: journal)
        // The file is made ahead of the records: its first step, all of it zeros after the records.
        let data = try Data(contentsOf: journal.url)
        #expect(data.count == Int(GDataServerJournal.firstStep))
        #expect(data[written...].allSatisfy { $0 == 0 })
        #expect(
            GDataServerJournalRecord.read(data).map { String(decoding: $0.payload, as: UTF8.self) } == [
                "id-0", "id-1", "id-2",
            ]
        )

        // A record cut short by a kill (its header and part of its payload, then the zeros) is not read.
        let handle = try FileHandle(forWritingTo: journal.url)
        try handle.seek(toOffset: UInt64(written))
        try handle.write(contentsOf: Data("U 400\n<entry xmlns=\"http://www.w3.org/2005/Atom\"><title>cut".utf8))
        try handle.close()
        #expect(GDataServerJournalRecord.read(try Data(contentsOf: journal.url)).count == 3)

        // Past the first step the file grows by a larger one; every record still reads back, in order.
        let large = String(repeating: "x", count: 1000)
        written += try await Self.appendDurably((3..<100).map { "\(large)-\($0)" }, to: journal)
        let grown = try Data(contentsOf: journal.url)
        #expect(grown.count > written && grown.count >= 2 * Int(GDataServerJournal.firstStep))
        let records = GDataServerJournalRecord.read(grown)
        #expect(records.count == 100)
        #expect(String(decoding: try #require(records.last).payload, as: UTF8.self) == "\(large)-99")
    }

    @Test(
        "a journal left holding only a torn record (a kill mid-write) does not hide the next run's acknowledged writes"
    )
    func tornJournalOfALastRun() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Samples.feed("notes", entries: 1).write(to: directory.appendingPathComponent("notes.xml"))
        // The last run was killed while writing its first record: a header claiming more bytes than follow.
        try Data("U 5000\n<entry xmlns=\"http://www.w3.org/2005/Atom\"><title>never acknowledged".utf8)
            .write(to: directory.appendingPathComponent(".notes.journal"))
        let first = try await startLocalServer(directory: directory)
        let client = Client()
        let created = try await client.post(first.feedURL(named: "notes"), Samples.entry("Acknowledged"))
        #expect(created.status == 201)
        // A kill: the first server is never shut down; a second one over the same directory replays the journal.
        let survivor = try await startLocalServer(directory: directory)
        let titles = try await client.get(survivor.feedURL(named: "notes")).document().entryElements
            .compactMap { $0.child(named: .atom("title"))?.stringValue }
        #expect(Set(titles) == ["Entry 1", "Acknowledged"])
        await client.shutdown()
        try await survivor.shutdown()
        try await first.shutdown()
    }

    @Test(
        "the journal is folded into the collection file once its records pass 4 MiB (or the file's size), not by count"
    )
    func compactionBySize() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let feedFile = directory.appendingPathComponent("notes.xml")
        try Samples.feed("notes", entries: 1).write(to: feedFile)
        let server = try await startLocalServer(directory: directory)
        let journalURL = directory.appendingPathComponent(".notes.journal")
        let client = Client()
        // Records of a little over 1 MiB: the fourth takes the journal past 4 MiB.
        let body = String(repeating: "x", count: 1 << 20)
        for index in 1...3 {
            #expect(
                try await client.post(server.feedURL(named: "notes"), Samples.entry("big \(index)", body: body)).status
                    == 201
            )
        }
        #expect(FileManager.default.fileExists(atPath: journalURL.path))
        #expect(try Self.size(feedFile) < 4096)
        #expect(try await client.post(server.feedURL(named: "notes"), Samples.entry("big 4", body: body)).status == 201)
        #expect(!FileManager.default.fileExists(atPath: journalURL.path), "the journal was folded and removed")
        let folded = try GDataXMLParser.parse(try Data(contentsOf: feedFile))
        #expect(folded.childElements.filter { $0.name == .atom("entry") }.count == 5)
        // The next write starts a new journal, which now waits for the file's size (over 4 MiB) before it is folded.
        #expect(try await client.post(server.feedURL(named: "notes"), Samples.entry("small")).status == 201)
        #expect(GDataServerJournalRecord.read(try Data(contentsOf: journalURL)).count == 1)
        await client.shutdown()
        try await server.shutdown()
    }
}
