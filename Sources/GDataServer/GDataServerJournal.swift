import Foundation
import GDataCore

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

extension GDataServerStore {
    /// Journal records before the collection file is rewritten.
    static let compactionThreshold = 1000

    func journalURL(_ name: String, in directory: URL) -> URL {
        directory.appendingPathComponent(".\(name).journal")
    }

    /// Appends `records` and `fsync`s them (a no-op for in-memory servers); compacts when the journal is long.
    func journal(_ records: [GDataServerJournalRecord], in collection: GDataServerCollection) throws(GDataServerFailure) {
        guard let directory, !records.isEmpty else { return }
        var bytes = Data()
        for record in records { bytes.append(record.bytes) }
        let url = journalURL(collection.name, in: directory)
        // O_NOFOLLOW: a link planted at the journal's name is refused, never written through (out of DIR).
        let fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw GDataServerFailure.cannotWrite(url, errno: errno) }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 { if errno == EINTR { continue }; return false }
                offset += count
            }
            return true
        }
        guard written, fsync(fd) == 0 else {
            // Leave no partial record behind: the reader would stop there and ignore later ones.
            _ = ftruncate(fd, off_t(lseek(fd, 0, SEEK_END)) - off_t(bytes.count))
            throw GDataServerFailure(500, "internalError", "cannot append to \(url.path)")
        }
        collection.journalRecords += records.count
        if collection.journalRecords >= Self.compactionThreshold { try compact(collection) }
    }

    /// Rewrites `NAME.xml` with the current state, then empties the journal.
    func compact(_ collection: GDataServerCollection) throws(GDataServerFailure) {
        guard let directory else { return }
        try persist(collection)
        let url = journalURL(collection.name, in: directory)
        if FileManager.default.fileExists(atPath: url.path) { unlink(url.path) }
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
