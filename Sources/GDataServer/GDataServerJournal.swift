import Foundation
import GDataCore
import Synchronization

/// The write-ahead journal of a collection: `DIR/.NAME.journal`.
///
/// An acknowledged write is one record appended and `fsync`ed before the response goes out (constant cost per write,
/// whatever the collection's size). The journal is folded into `DIR/NAME.xml` (atomic rewrite) when it grows past
/// ``GDataServerStore/compactionThreshold`` records, when the server starts, and when it shuts down. Replaying is
/// idempotent (upsert by `atom:id`, delete by `atom:id`), so a crash between the rewrite and the truncation is harmless;
/// a record cut short by a crash was never acknowledged and is ignored.
enum GDataServerJournalRecord {
    case upsert(GDataServerEntry)
    case delete(id: String)

    /// `U <length>\n<entry XML>\n` or `D <length>\n<atom:id>\n`.
    var bytes: Data {
        let (kind, payload): (String, Data)
        switch self {
        case .upsert(let entry): (kind, payload) = ("U", GDataXMLWriter(includesDeclaration: false).data(for: entry.element))
        case .delete(let id): (kind, payload) = ("D", Data(id.utf8))
        }
        var data = Data("\(kind) \(payload.count)\n".utf8)
        data.append(payload)
        data.append(0x0A)
        return data
    }

    /// The complete records of a journal file, in order; a torn tail is dropped.
    static func read(_ data: Data) -> [(kind: UInt8, payload: Data)] {
        var records: [(kind: UInt8, payload: Data)] = []
        var index = data.startIndex
        while index < data.endIndex {
            guard let newline = data[index...].firstIndex(of: 0x0A) else { break }
            let header = String(decoding: data[index..<newline], as: UTF8.self).split(separator: " ")
            // A length that does not fit the file (or an Int) is a torn or damaged tail: replay stops there.
            guard header.count == 2, let kind = header[0].utf8.first, kind == 0x55 || kind == 0x44, let length = Int(header[1]),
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
/// while it runs are covered by the next one. With 8 concurrent writers that is about one `fsync` per 8 writes
/// instead of one each. A failed `fsync` fails every write waiting for it (500) and every later write on the
/// collection (refused before it is applied), since the kernel may have dropped the unwritten pages.
final class GDataServerJournal: @unchecked Sendable {
    /// An open journal file, closed when the last user (the lane or a running `fsync`) lets go of it.
    final class File: Sendable {
        let descriptor: Int32
        init(descriptor: Int32) { self.descriptor = descriptor }
        deinit { close(descriptor) }
    }

    private struct State {
        /// Records appended (on the lane) and records known to be on disk.
        var appended: UInt64 = 0
        var synced: UInt64 = 0
        var syncing = false
        var failed = false
        var file: File?
        var waiters: [(sequence: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
        /// `fsync` calls made (tests check that concurrent writers share them).
        var syncCount = 0
        /// Writes handed to the lane and not yet applied (``beginWrite()`` … ``endWrite()``).
        var queuedWrites = 0

        /// Writers one `fsync` waits for at most: with this many waiting it starts even while writes are queued.
        static let largestGroup = 64

        /// True when an `fsync` should start now: someone waits, none runs, and no write queued on the lane is about to
        /// append a record the `fsync` could cover too (the last of those starts it, see ``endWrite()``).
        mutating func shouldStartSync() -> Bool {
            guard !waiters.isEmpty, !syncing, !failed, queuedWrites == 0 || waiters.count >= Self.largestGroup else { return false }
            syncing = true
            return true
        }
    }

    let url: URL
    private let state = Mutex(State())
    private let syncQueue: DispatchQueue
    /// Replaces `fsync` in tests (to hold a sync back, or to make it fail); set before the first write.
    var syncFunction: @Sendable (Int32) -> Int32 = { fsync($0) }
    /// Told each sequence number once its record is in the file (tests); set before the first write.
    var didAppend: @Sendable (UInt64) -> Void = { _ in }

    init(url: URL, name: String) {
        self.url = url
        self.syncQueue = DispatchQueue(label: "gdata-serve.journal.\(name)")
    }

    /// `fsync` calls so far.
    var syncCount: Int { state.withLock { $0.syncCount } }
    /// Writers waiting for an `fsync` (tests).
    var waitingCount: Int { state.withLock { $0.waiters.count } }
    /// Records appended so far (each ``append(_:)`` counts one, whatever it holds).
    var appendedCount: UInt64 { state.withLock { $0.appended } }

    /// Appends `bytes` (whole records) on the lane; returns the sequence number to wait for with
    /// ``waitUntilDurable(_:)``. Nothing is appended after a failed `fsync`.
    func append(_ bytes: Data) throws(GDataServerFailure) -> UInt64 {
        let (file, failed) = state.withLock { ($0.file, $0.failed) }
        guard !failed else {
            throw GDataServerFailure(500, "internalError", "\(url.path) could not be synced to disk; the collection takes no more writes")
        }
        let current: File
        if let file {
            current = file
        } else {
            current = try openFile()
        }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(current.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 { if errno == EINTR { continue }; return false }
                offset += count
            }
            return true
        }
        guard written else {
            // Leave no partial record behind: the reader would stop there and ignore later ones.
            _ = ftruncate(current.descriptor, off_t(lseek(current.descriptor, 0, SEEK_END)) - off_t(bytes.count))
            throw GDataServerFailure(500, "internalError", "cannot append to \(url.path)")
        }
        let sequence = state.withLock { state in
            state.file = current
            state.appended += 1
            return state.appended
        }
        didAppend(sequence)
        return sequence
    }

    /// Opens (creating) the journal file; a new file's directory entry is synced too.
    private func openFile() throws(GDataServerFailure) -> File {
        let existed = access(url.path, F_OK) == 0
        // O_NOFOLLOW: a link planted at the journal's name is refused, never written through (out of DIR).
        let fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw GDataServerFailure.cannotWrite(url, errno: errno) }
        if !existed {
            let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folder >= 0 {
                _ = fsync(folder)
                close(folder)
            }
        }
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
        let start = state.withLock { state -> Bool in
            state.queuedWrites = max(0, state.queuedWrites - 1)
            return state.shouldStartSync()
        }
        if start { syncQueue.async { self.syncPending() } }
    }

    /// Waits until the record with `sequence` is on disk; false when the `fsync` covering it failed.
    func waitUntilDurable(_ sequence: UInt64) async -> Bool {
        enum Start { case done(Bool), joined, started }
        return await withCheckedContinuation { continuation in
            let start = state.withLock { state -> Start in
                if state.synced >= sequence { return .done(true) }
                if state.failed { return .done(false) }
                state.waiters.append((sequence, continuation))
                // Otherwise the running round (or the next one it starts), or the last write queued on the lane, starts
                // the `fsync` that covers this record.
                return state.shouldStartSync() ? .started : .joined
            }
            switch start {
            case .done(let durable): continuation.resume(returning: durable)
            case .joined: break
            case .started: syncQueue.async { self.syncPending() }
            }
        }
    }

    /// On the sync queue: one `fsync` per round covering everything appended when it started, until nobody waits (or
    /// writes queued on the lane will start the next round when they have appended).
    private func syncPending() {
        while true {
            let job = state.withLock { state -> (File, UInt64)? in
                guard !state.waiters.isEmpty, !state.failed, let file = state.file,
                    state.queuedWrites == 0 || state.waiters.count >= State.largestGroup
                else {
                    state.syncing = false
                    return nil
                }
                state.syncCount += 1
                return (file, state.appended)
            }
            guard let (file, target) = job else { return }
            let ok = syncFunction(file.descriptor) == 0
            let ready = state.withLock { state -> [(UInt64, CheckedContinuation<Bool, Never>)] in
                if ok {
                    state.synced = max(state.synced, target)
                    let done = state.waiters.filter { $0.sequence <= state.synced }
                    state.waiters.removeAll { $0.sequence <= state.synced }
                    return done
                }
                state.failed = true
                let done = state.waiters
                state.waiters = []
                return done
            }
            for (_, continuation) in ready { continuation.resume(returning: ok) }
        }
    }

    /// On the lane, after the collection file was rewritten with everything applied so far (and synced): every record
    /// appended is on disk through that file; the journal file is removed and a new one starts with the next write.
    func compacted() {
        let ready = state.withLock { state -> [(UInt64, CheckedContinuation<Bool, Never>)] in
            state.file = nil
            unlink(url.path)
            state.synced = state.appended
            let done = state.waiters
            state.waiters = []
            return done
        }
        for (_, continuation) in ready { continuation.resume(returning: true) }
    }
}

extension GDataServerStore {
    /// Journal records before the collection file is rewritten.
    static let compactionThreshold = 1000

    func journalURL(_ name: String, in directory: URL) -> URL {
        directory.appendingPathComponent(".\(name).journal")
    }

    /// Appends `records` on the collection's lane (a no-op for in-memory servers) and notes the sequence number the
    /// response must wait for (``GDataServerCollection/pendingDurability``); compacts when the journal is long.
    func journal(_ records: [GDataServerJournalRecord], in collection: GDataServerCollection) throws(GDataServerFailure) {
        guard directory != nil, let journal = collection.journal, !records.isEmpty else { return }
        var bytes = Data()
        for record in records { bytes.append(record.bytes) }
        collection.pendingDurability = try journal.append(bytes)
        collection.journalRecords += records.count
        if collection.journalRecords >= Self.compactionThreshold { try compact(collection) }
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
        guard let data = FileManager.default.contents(atPath: journalURL(collection.name, in: directory).path) else { return 0 }
        let records = GDataServerJournalRecord.read(data)
        // Linear in the records: entries by id in a table (a removed one is nil), the order rebuilt once at the end.
        var slots: [GDataServerEntry?] = collection.entries
        var index: [String: Int] = [:]
        for (offset, entry) in collection.entries.enumerated() { index[entry.id] = offset }
        for record in records {
            if record.kind == 0x44 {
                let id = String(decoding: record.payload, as: UTF8.self)
                if let offset = index.removeValue(forKey: id) { slots[offset] = nil }
                continue
            }
            guard let element = try? GDataXMLParser.parse(record.payload), let id = Self.text(element, .atom("id")) else { continue }
            let entry = Self.storedEntry(element, id: id)
            if let offset = index[id] {
                slots[offset] = entry
            } else {
                index[id] = slots.count
                slots.append(entry)
            }
        }
        collection.entries = slots.compactMap { $0 }
        return records.count
    }

    /// A stored entry from its persisted form (collection file or journal).
    static func storedEntry(_ element: GDataObject, id: String) -> GDataServerEntry {
        removeServerLinks(element)
        element.setAttribute(.gd("etag"), nil)
        let edited = date(element, .app("edited")) ?? date(element, .atom("updated")) ?? Date(timeIntervalSince1970: 0)
        let content = element.child(named: .atom("content"))
        let mediaType = content?.attribute(named: "src").flatMap { $0.hasPrefix("media/") ? content?.attribute(named: "type") : nil }
        return GDataServerEntry(id: id, element: element, edited: edited, mediaType: mediaType)
    }
}
