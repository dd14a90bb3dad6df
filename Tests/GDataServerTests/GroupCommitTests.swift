import Foundation
import GData
import GDataTestSupport
import Synchronization
import Testing

@testable import GDataServer

/// Group commit of the journal (issue 21): concurrent writes share one `fsync`, and none is acknowledged before an
/// `fsync` that covers its record has finished.
@Suite struct GroupCommitTests {
    /// Holds every `fsync` of the journal until ``open()``; counts the writes the server has answered meanwhile.
    final class Gate: Sendable {
        private let semaphore = DispatchSemaphore(value: 0)
        let answered = Atomic<Int>(0)

        func hold(_ descriptor: Int32) -> Int32 {
            semaphore.wait()
            return fsync(descriptor)
        }

        func open(times: Int) { for _ in 0..<times { semaphore.signal() } }
    }

    @Test(
        "8 concurrent POSTs: none is answered while the fsyncs are held back, then all are, sharing at most 3 (2 running at once, then one for the rest)",
        .timeLimit(.minutes(1))
    )
    func eightWritersShareTheFsync() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Samples.feed("notes", entries: 1).write(to: directory.appendingPathComponent("notes.xml"))
        let server = try await startLocalServer(directory: directory)
        let journal = try #require(server.store.collections["notes"]?.journal)
        let gate = Gate()
        let (appends, appended) = AsyncStream<UInt64>.makeStream()
        journal.syncFunction = { gate.hold($0) }
        journal.didAppend = { appended.yield($0) }
        let feedURL = server.feedURL(named: "notes")

        let writers = Task {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for writer in 0..<8 {
                    group.addTask {
                        let client = Client()
                        defer { Task { await client.shutdown() } }
                        let answer = try await client.post(feedURL, Samples.entry("writer \(writer)"))
                        gate.answered.add(1, ordering: .sequentiallyConsistent)
                        return answer.status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        // Every record is in the journal file before any fsync finished…
        var count = 0
        for await _ in appends {
            count += 1
            if count == 8 { break }
        }
        #expect(gate.answered.load(ordering: .sequentiallyConsistent) == 0, "a write was answered before its fsync")
        // …and the writes are answered once the fsyncs run.
        gate.open(times: 8)
        let statuses = try await writers.value
        #expect(statuses == Array(repeating: 201, count: 8))
        // At most `concurrentRounds` run while the gate holds them; the first to end starts one more for the rest.
        #expect(
            journal.syncCount >= 1 && journal.syncCount <= GDataServerJournal.concurrentRounds + 1,
            "\(journal.syncCount) fsyncs for 8 writes"
        )

        let records = GDataServerJournalRecord.read(try Data(contentsOf: journal.url))
        #expect(records.count == 8)
        // A kill: the first server is never shut down; a second one over the same directory replays all 8.
        let survivor = try await startLocalServer(directory: directory)
        let client = Client()
        let titles = try await client.get(survivor.feedURL(named: "notes")).document().entryElements
            .compactMap { $0.child(named: .atom("title"))?.stringValue }
        #expect(Set(titles) == Set((0..<8).map { "writer \($0)" } + ["Entry 1"]))
        await client.shutdown()
        try await survivor.shutdown()
        gate.open(times: 8)
        try await server.shutdown()
    }

    @Test("a failed fsync answers its writes 500 and refuses later writes; reads go on")
    func failedFsync() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Samples.feed("notes", entries: 1).write(to: directory.appendingPathComponent("notes.xml"))
        let server = try await startLocalServer(directory: directory)
        let journal = try #require(server.store.collections["notes"]?.journal)
        journal.syncFunction = { _ in
            errno = EIO
            return -1
        }
        let client = Client()
        let first = try await client.post(server.feedURL(named: "notes"), Samples.entry("not synced"))
        #expect(first.status == 500)
        #expect(first.text.contains("could not be synced"), "\(first.text)")
        let second = try await client.post(server.feedURL(named: "notes"), Samples.entry("refused"))
        #expect(second.status == 500)
        #expect(second.text.contains("takes no more writes"), "\(second.text)")
        let titles = try await client.get(server.feedURL(named: "notes")).document().entryElements
            .compactMap { $0.child(named: .atom("title"))?.stringValue }
        #expect(!titles.contains("refused"))
        #expect(journal.syncCount == 1)
        await client.shutdown()
        try await server.shutdown()
    }

    @Test("a write queued on the lane holds back the fsync until it has appended; one fsync then covers both writers")
    func queuedWriteJoinsTheFsync() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = GDataServerJournal(url: directory.appendingPathComponent(".notes.journal"), name: "notes")
        journal.beginWrite()
        journal.beginWrite()
        let first = try journal.append(Data("D 1\na\n".utf8))
        journal.endWrite()
        let waiter = Task { await journal.waitUntilDurable(first) }
        // The first writer waits; the second write is still queued, so no fsync may start yet.
        while journal.waitingCount < 1 { await Task.yield() }
        #expect(journal.syncCount == 0)
        let second = try journal.append(Data("D 1\nb\n".utf8))
        journal.endWrite()  // the last queued write starts the fsync, covering both records
        #expect(await waiter.value)
        #expect(await journal.waitUntilDurable(second))
        #expect(journal.syncCount == 1)
        #expect(GDataServerJournalRecord.read(try Data(contentsOf: journal.url)).count == 2)
    }

    /// Holds each `fdatasync` call on a semaphore of its own, in the order the calls are made.
    final class OrderedGate: Sendable {
        private let semaphores = (0..<8).map { _ in DispatchSemaphore(value: 0) }
        let calls = Atomic<Int>(0)

        func hold(_ descriptor: Int32) -> Int32 {
            let call = calls.add(1, ordering: .sequentiallyConsistent).oldValue
            semaphores[call].wait()
            return fsync(descriptor)
        }

        func open(call: Int) { semaphores[call].signal() }
    }

    @Test(
        "two fdatasync rounds overlap: the second ends first and acknowledges every record appended before it started; a third waits for a free slot",
        .timeLimit(.minutes(1))
    )
    func roundsOverlap() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = GDataServerJournal(url: directory.appendingPathComponent(".notes.journal"), name: "notes")
        let gate = OrderedGate()
        journal.syncFunction = { gate.hold($0) }
        let first = try journal.append(Data("D 1\na\n".utf8))
        let firstWaiter = Task { await journal.waitUntilDurable(first) }
        while gate.calls.load(ordering: .sequentiallyConsistent) < 1 { await Task.yield() }
        // The first round runs (held); a record appended now is not covered by it, and a second round starts at once.
        let second = try journal.append(Data("D 1\nb\n".utf8))
        let secondWaiter = Task { await journal.waitUntilDurable(second) }
        while gate.calls.load(ordering: .sequentiallyConsistent) < 2 { await Task.yield() }
        #expect(journal.syncCount == 2)
        // Both slots are taken: a third writer waits without a third round.
        let third = try journal.append(Data("D 1\nc\n".utf8))
        let thirdWaiter = Task { await journal.waitUntilDurable(third) }
        while journal.waitingCount < 3 { await Task.yield() }
        #expect(journal.syncCount == 2)
        // The second round ends first: it covers both records appended before it started (the first writer too).
        gate.open(call: 1)
        #expect(await firstWaiter.value)
        #expect(await secondWaiter.value)
        // Its slot starts the round the third writer needs, while the first round is still held.
        while gate.calls.load(ordering: .sequentiallyConsistent) < 3 { await Task.yield() }
        #expect(journal.syncCount == 3)
        #expect(journal.waitingCount == 1)
        gate.open(call: 2)
        #expect(await thirdWaiter.value)
        gate.open(call: 0)
        #expect(GDataServerJournalRecord.read(try Data(contentsOf: journal.url)).count == 3)
    }
}
