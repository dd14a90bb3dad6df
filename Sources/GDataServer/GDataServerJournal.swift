internal import Dispatch
import GDataCore
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The write-ahead journal of a collection: `DIR/.NAME.journal`.
///
/// An acknowledged write is one record written and `fdatasync`ed before the response goes out (constant cost per write,
/// whatever the collection's size). The file is made ahead of the records in zero-filled steps that are written (not
/// merely allocated) and synced along with the next records, so that `fdatasync` of a record written into that space
/// changes no metadata the file system must commit (no size change, no unwritten extent to convert): on ext4 it skips the
/// journal commit and costs the data write and the disk's cache flush only. The records are followed by zeros; a record
/// starts with `U` or `D`, so the first zero byte where a record would start ends the journal.
///
/// The journal is folded into `DIR/NAME.xml` (atomic rewrite) when its records exceed the size of that document (and at
/// least ``GDataServerStore/compactionBytes``), when the server starts, and when it shuts down. Replaying is idempotent
/// (upsert by `atom:id`, delete by `atom:id`), so a crash between the rewrite and the removal of the journal is harmless;
/// a record cut short by a crash was never acknowledged and is ignored.
enum GDataServerJournalRecord {
    /// The entry's stored form, written now or given as already written (``GDataServerStore/written(_:)``).
    case upsert(GDataServerEntry, written: Data? = nil)
    case delete(id: String)

    /// `U <length>\n<entry XML>\n` or `D <length>\n<atom:id>\n`.
    var bytes: Data {
        let (kind, payload): (String, Data)
        switch self {
        case .upsert(let entry, let written):
            (kind, payload) = ("U", written ?? GDataServerStore.written(entry.element))
        case .delete(let id): (kind, payload) = ("D", Data(id.utf8))
        }
        let header = "\(kind) \(payload.count)\n".utf8
        var data = Data(capacity: header.count + payload.count + 1)
        data.append(contentsOf: Array(header))
        data.append(payload)
        data.append(0x0A)
        return data
    }

    /// The complete records of a journal file, in order; a torn tail and the zero-filled space after the last record
    /// are dropped.
    static func read(_ data: Data) -> [(kind: UInt8, payload: Data)] {
        var records: [(kind: UInt8, payload: Data)] = []
        var index = data.startIndex
        // A zero where a record would start: the space made ahead of the records, never written.
        while index < data.endIndex, data[index] != 0 {
            guard let newline = data[index...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: data[index..<newline], as: UTF8.self).split(separator: " ")
            // A length that does not fit the file (or an Int) is a torn or damaged tail: replay stops there.
            guard header.count == 2, let kind = header[0].utf8.first, kind == 0x55 || kind == 0x44,
                let length = Int(header[1]),
                length >= 0, length < data.endIndex - newline - 1, data[newline + 1 + length] == 0x0A
            else { break }
            records.append((kind, Data(data[(newline + 1)..<(newline + 1 + length)])))
            index = newline + 2 + length
        }
        return records
    }
}

/// The open journal of one collection, with group commit: many writers, one `fsync`.
///
/// Appends happen on the collection's lane, in the order the writes were applied, so the file's records are in
/// that order too. A write is acknowledged only once an `fsync` that started after its record was appended has
/// finished: the first writer waiting starts one `fsync` on a queue of the journal's own (off the lane, which goes on
/// applying and appending the next writes) covering every record appended so far, and writers whose records arrive
/// while it runs are covered by a second one, which starts at once (at most ``concurrentRounds`` run together; the
/// disk's cache flushes of overlapping calls proceed together, and a round ending first acknowledges everything
/// appended before it started). With 8 concurrent writers that is a few writes per `fsync` instead of one each. A failed `fsync` fails every write waiting for it (500) and every later write on the
/// collection (refused before it is applied), since the kernel may have dropped the unwritten pages.
final class GDataServerJournal: @unchecked Sendable {
    // @unchecked: the mutable state is in the `state` Mutex; `syncFunction` and `didAppend` (test hooks) are set
    // before the journal is shared and not changed after.
    /// An open journal file, closed when the last user (the lane or a running `fsync`) lets go of it.
    final class File: Sendable {
        let descriptor: Int32
        init(descriptor: Int32) { self.descriptor = descriptor }
        deinit { close(descriptor) }
    }

    /// One `fdatasync` to run: the file and the last record it covers.
    private struct Round {
        let file: File
        let target: UInt64
    }

    private struct State {
        /// Records appended (on the lane) and records known to be on disk.
        var appended: UInt64 = 0
        var synced: UInt64 = 0
        /// `fdatasync` calls running, and the last record the newest of them covers.
        var running = 0
        var covered: UInt64 = 0
        var failed = false
        var file: File?
        var waiters: [(sequence: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
        /// `fsync` calls made (tests check that concurrent writers share them).
        var syncCount = 0
        /// Writes handed to the lane and not yet applied (``beginWrite()`` … ``endWrite()``).
        var queuedWrites = 0

        /// Writers one `fsync` waits for at most: with this many waiting it starts even while writes are queued.
        static let largestGroup = 64

        /// The round to start now, if any: someone waits for a record no running `fdatasync` covers, fewer than
        /// ``GDataServerJournal/concurrentRounds`` run, and no write queued on the lane is about to append a record the round could cover
        /// too (the last of those starts it, see ``endWrite()``).
        mutating func nextRound() -> Round? {
            guard !failed, running < GDataServerJournal.concurrentRounds, let file,
                queuedWrites == 0 || waiters.count >= Self.largestGroup,
                waiters.contains(where: { $0.sequence > covered })
            else { return nil }
            running += 1
            covered = appended
            syncCount += 1
            return Round(file: file, target: appended)
        }
    }

    let url: URL
    private let state = Mutex(State())
    /// `fdatasync` calls that may run at once: a round starts for the writers no running one covers without waiting for
    /// it to end (measured on this project's virtio disk: see docs/performance.md, "Fourth pass on goal 5").
    static let concurrentRounds = 2
    /// Where the `fdatasync` calls run (concurrent: up to ``concurrentRounds`` at once).
    private let syncQueue: DispatchQueue
    /// The sync of a round (`fdatasync`); replaced in tests (to hold a sync back, or to make it fail); set before the first write.
    var syncFunction: @Sendable (Int32) -> Int32 = { fdatasync($0) }
    /// Told each sequence number once its record is in the file (tests); set before the first write.
    var didAppend: @Sendable (UInt64) -> Void = { _ in }

    init(url: URL, name: String) {
        self.url = url
        self.syncQueue = DispatchQueue(label: "gdata-serve.journal.\(name)", attributes: .concurrent)
    }

    /// `fsync` calls so far.
    var syncCount: Int { state.withLock { $0.syncCount } }
    /// Writers waiting for an `fsync` (tests).
    var waitingCount: Int { state.withLock { $0.waiters.count } }
    /// Records appended so far (each ``append(_:)`` counts one, whatever it holds).
    var appendedCount: UInt64 { state.withLock { $0.appended } }

    /// Writes `bytes` (whole records) on the lane after the records so far; returns the sequence number to wait for with
    /// ``waitUntilDurable(_:)``. Nothing is written after a failed `fsync`.
    func append(_ bytes: Data) throws(GDataServerFailure) -> UInt64 {
        let (file, failed) = state.withLock { ($0.file, $0.failed) }
        guard !failed else {
            throw GDataServerFailure(
                500,
                "internalError",
                "\(url.path) could not be synced to disk; the collection takes no more writes"
            )
        }
        let current: File
        if let file {
            current = file
        } else {
            current = try openFile()
        }
        let count = Int64(bytes.count)
        if end + count > made { try makeSpace(in: current, for: count) }
        let written = bytes.withUnsafeBytes { Self.write($0, to: current.descriptor, at: end) }
        guard written == bytes.count else {
            // Leave no partial record behind: zeros again where it started, so a reader stops there; the next record
            // goes there.
            _ = Self.writeZeros(to: current.descriptor, at: end, count: Int64(written))
            throw GDataServerFailure(500, "internalError", "cannot append to \(url.path)")
        }
        end += count
        let sequence = state.withLock { state in
            state.file = current
            state.appended += 1
            return state.appended
        }
        didAppend(sequence)
        return sequence
    }

    /// Lane-only: where the next record goes, and how far the file has been made (zero-filled) so far.
    private var end: Int64 = 0
    private var made: Int64 = 0
    /// The file is made ahead of its records in steps that double from the first to the largest.
    static let firstStep: Int64 = 64 << 10
    static let largestStep: Int64 = 4 << 20

    /// Makes the file at least `count` bytes longer than the records so far, writing zeros (the next `fdatasync` writes
    /// them to disk along with the records and commits the new size once).
    private func makeSpace(in file: File, for count: Int64) throws(GDataServerFailure) {
        var step = min(max(made, Self.firstStep), Self.largestStep)
        while end + count > made + step { step += Self.largestStep }
        guard Self.writeZeros(to: file.descriptor, at: made, count: step) == step else {
            // The file keeps its size (a reader stops at the first zero anyway); this write is refused.
            _ = ftruncate(file.descriptor, off_t(made))
            throw GDataServerFailure(
                500,
                "internalError",
                "cannot make room in \(url.path): \(String(cString: strerror(errno)))"
            )
        }
        made += step
    }

    /// `pwrite` of the whole buffer at `offset`; the bytes written (fewer on an error).
    private static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int64) -> Int {
        var done = 0
        while done < buffer.count {
            let count = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset) + off_t(done))
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            done += count
        }
        return done
    }

    /// Zeros to write from, made once: a 256 KiB buffer made and freed at every step of the file raised glibc's threshold
    /// for returning freed memory to the system (blocks from 128 KiB are mapped, and freeing one raises it to that size).
    private static let zeros = [UInt8](repeating: 0, count: 64 << 10)

    /// Writes `count` zero bytes at `offset`; the bytes written.
    private static func writeZeros(to descriptor: Int32, at offset: Int64, count: Int64) -> Int64 {
        let zeros = Self.zeros
        var done: Int64 = 0
        while done < count {
            let chunk = Int(min(count - done, Int64(zeros.count)))
            let written = zeros.withUnsafeBytes {
                Self.write(UnsafeRawBufferPointer(rebasing: $0[..<chunk]), to: descriptor, at: offset + done)
            }
            done += Int64(written)
            if written < chunk { break }
        }
        return done
    }

    /// Opens the journal file, empty: a journal left by the last run was folded into the collection file when the
    /// server started (or held no complete record), so nothing in it is lost. A new file's directory entry is synced.
    private func openFile() throws(GDataServerFailure) -> File {
        let existed = access(url.path, F_OK) == 0
        // O_NOFOLLOW: a link planted at the journal's name is refused, never written through (out of DIR).
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw GDataServerFailure.cannotWrite(url, errno: errno) }
        if !existed {
            let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folder >= 0 {
                _ = fsync(folder)
                close(folder)
            }
        }
        end = 0
        made = 0
        return File(descriptor: fd)
    }

    /// Called before a write is handed to the collection's lane: while writes are queued there, an `fsync` waits for
    /// them (so that one covers them all) instead of starting at once for the first writer.
    func beginWrite() {
        state.withLock { $0.queuedWrites += 1 }
    }

    /// Called on the lane once a write begun with ``beginWrite()`` has been applied (or refused): the last queued
    /// write starts the `fsync` the waiting writers need.
    func endWrite() {
        let round = state.withLock { state -> Round? in
            state.queuedWrites = max(0, state.queuedWrites - 1)
            return state.nextRound()
        }
        if let round { start(round) }
    }

    /// Waits until the record with `sequence` is on disk; false when the `fsync` covering it failed.
    func waitUntilDurable(_ sequence: UInt64) async -> Bool {
        enum Start { case done(Bool), joined, started(Round) }
        return await withCheckedContinuation { continuation in
            let start = state.withLock { state -> Start in
                if state.synced >= sequence { return .done(true) }
                if state.failed { return .done(false) }
                state.waiters.append((sequence, continuation))
                // Otherwise a running round (or the next one a round starts when it ends), or the last write queued on
                // the lane, starts the `fdatasync` that covers this record.
                return state.nextRound().map { .started($0) } ?? .joined
            }
            switch start {
            case .done(let durable): continuation.resume(returning: durable)
            case .joined: break
            case .started(let round): self.start(round)
            }
        }
    }

    private func start(_ round: Round) {
        syncQueue.async { self.run(round) }
    }

    /// On the sync queue: `fdatasync` for `round`, then for the next round while one is due (writers wait for records
    /// no running round covers, and none is queued on the lane).
    private func run(_ round: Round) {
        var round = round
        while true {
            let ok = syncFunction(round.file.descriptor) == 0
            let (ready, next) = state.withLock { state -> ([(UInt64, CheckedContinuation<Bool, Never>)], Round?) in
                state.running -= 1
                if ok {
                    // Everything appended before this call started is on disk, whatever the other rounds covered.
                    state.synced = max(state.synced, round.target)
                    let done = state.waiters.filter { $0.sequence <= state.synced }
                    state.waiters.removeAll { $0.sequence <= state.synced }
                    return (done, state.nextRound())
                }
                state.failed = true
                let done = state.waiters
                state.waiters = []
                return (done, nil)
            }
            for (_, continuation) in ready { continuation.resume(returning: ok) }
            guard let next else { return }
            round = next
        }
    }

    /// On the lane, after the collection file was rewritten with everything applied so far (and synced): every record
    /// appended is on disk through that file; the journal file is removed and a new one starts with the next write.
    func compacted() {
        let ready = state.withLock { state -> [(UInt64, CheckedContinuation<Bool, Never>)] in
            state.file = nil
            unlink(url.path)
            state.synced = state.appended
            state.covered = max(state.covered, state.appended)
            let done = state.waiters
            state.waiters = []
            return done
        }
        for (_, continuation) in ready { continuation.resume(returning: true) }
    }
}

extension GDataServerStore {
    /// The journal is folded into the collection file once its records take this many bytes, or the size of that file
    /// if larger: rewriting the file then costs about as much as the records it folds (constant per write), and a start
    /// replays at most about the collection's size again.
    static let compactionBytes = 4 << 20

    func journalURL(_ name: String, in directory: URL) -> URL {
        directory.appendingPathComponent(".\(name).journal")
    }

    /// Appends `records` on the collection's lane (a no-op for in-memory servers) and notes the sequence number the
    /// response must wait for (``GDataServerCollection/pendingDurability``); compacts when the journal is long.
    func journal(_ records: [GDataServerJournalRecord], in collection: GDataServerCollection) throws(GDataServerFailure)
    {
        guard directory != nil, let journal = collection.journal, !records.isEmpty else { return }
        // One record (every write but a batch) is appended as it is made.
        var bytes = records[0].bytes
        for record in records.dropFirst() { bytes.append(record.bytes) }
        collection.pendingDurability = try journal.append(bytes)
        collection.journalRecords += records.count
        collection.journalBytes += bytes.count
        if collection.journalBytes >= max(Self.compactionBytes, collection.documentBytes) { try compact(collection) }
    }

    /// Rewrites `NAME.xml` with the current state, then empties the journal.
    func compact(_ collection: GDataServerCollection) throws(GDataServerFailure) {
        guard let directory else { return }
        try persist(collection)
        if let journal = collection.journal {
            journal.compacted()
        } else {
            let url = journalURL(collection.name, in: directory)
            if FileManager.default.fileExists(atPath: url.path) { unlink(url.path) }
        }
        collection.journalRecords = 0
        collection.journalBytes = 0
    }

    /// Folds every journal into its collection file (called at shutdown), each on its collection's lane.
    func compactAll() {
        for collection in collections.values {
            collection.lane.sync {
                if collection.journalRecords > 0 { try? compact(collection) }
            }
        }
    }

    /// Applies `DIR/.NAME.journal` to a freshly loaded collection.
    func replayJournal(_ collection: GDataServerCollection, from directory: URL) -> Int {
        guard let data = FileManager.default.contents(atPath: journalURL(collection.name, in: directory).path) else {
            return 0
        }
        let records = GDataServerJournalRecord.read(data)
        // Linear in the records: entries by id in a table (a removed one is nil), the order rebuilt once at the end.
        var slots: [GDataServerEntry?] = Array(collection.entries)
        var index: [String: Int] = [:]
        for (offset, entry) in slots.enumerated() { index[entry!.id] = offset }
        for record in records {
            if record.kind == 0x44 {
                let id = String(decoding: record.payload, as: UTF8.self)
                if let offset = index.removeValue(forKey: id) { slots[offset] = nil }
                continue
            }
            guard let element = try? GDataXMLParser.parse(record.payload), let id = Self.text(element, .atom("id"))
            else { continue }
            let entry = Self.storedEntry(element, id: id)
            if let offset = index[id] {
                slots[offset] = entry
            } else {
                index[id] = slots.count
                slots.append(entry)
            }
        }
        collection.entries = GDataServerEntryList(slots.compactMap { $0 })
        return records.count
    }

    /// A stored entry from its persisted form (collection file or journal).
    static func storedEntry(_ element: GDataObject, id: String) -> GDataServerEntry {
        removeServerLinks(element)
        element.setAttribute(.gd("etag"), nil)
        let edited = date(element, .app("edited")) ?? date(element, .atom("updated")) ?? Date(timeIntervalSince1970: 0)
        let content = element.child(named: .atom("content"))
        let mediaType = content?.attribute(named: "src").flatMap {
            $0.hasPrefix("media/") ? content?.attribute(named: "type") : nil
        }
        return GDataServerEntry(id: id, element: element, edited: edited, mediaType: mediaType)
    }
}
