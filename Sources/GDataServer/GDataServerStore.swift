internal import Dispatch
import GDataCore
internal import GDataPlatform
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

/// The server's data: every collection, loaded from a directory (or given in memory), and written back atomically
/// after each acknowledged write.
///
/// Each collection has its own serial queue (its lane): requests on one collection are serialised, so ETags stay
/// correct, while a slow request (a huge or attribute-heavy entry) on one collection never holds up another. The
/// collection table is fixed once loaded; the upload-session table is behind a lock.
final class GDataServerStore: @unchecked Sendable {
    // @unchecked: `collections` and `order` are filled while loading, before the store is shared, and only read
    // after (each collection guards itself with its lane); the upload sessions are in the `uploadOwners` Mutex.
    let directory: URL?
    let pageSize: Int
    let maxBatch: Int
    /// The most bytes one upload (raw, multipart or resumable) may hold: the server's body limit.
    let maxUpload: Int
    /// Set while loading, read-only once the server serves.
    var collections: [String: GDataServerCollection] = [:]
    /// Collection names in the order of the service document, then alphabetical.
    var order: [String] = []
    /// Upload session id → the collection it belongs to (the session itself lives on the collection's lane).
    let uploadOwners = Mutex<(owners: [String: String], next: Int)>(([:], 1))
    /// The lane of requests that name no collection (service document, 404s).
    private let generalLane = DispatchQueue(label: "gdata-serve.general")

    static let atomEntryType = "application/atom+xml;type=entry"

    init(directory: URL?, pageSize: Int, maxBatch: Int, maxUpload: Int = 64 << 20) {
        self.directory = directory
        self.pageSize = max(1, pageSize)
        self.maxBatch = max(1, maxBatch)
        self.maxUpload = max(0, maxUpload)
    }

    /// Answers one request on the lane of the collection it names (the responder has already applied faults, auth
    /// and the method override). A write is answered once its journal record is on disk (group commit: see
    /// ``GDataServerJournal``), after the lane has moved on to the next request.
    func handle(_ request: GDataServerRequest) async -> GDataServerResponse {
        let collection = collection(for: request.path)
        let isRead = request.method == "GET" || request.method == "HEAD"
        if isRead, let collection {
            // A page or entry already rendered since the last write: answered here, without a hop to the lane.
            let key = GDataServerAnswers.key(request)
            if let rendered = collection.answers.withLock({ $0.pages[key] }) { return Self.rendered(rendered, request) }
        }
        let lane = collection?.lane ?? generalLane
        // A write queued on the lane holds back the journal's next `fsync` until it has appended (one `fsync` then
        // covers it and the writers already waiting).
        let queuedWrite = isRead ? nil : collection?.journal
        queuedWrite?.beginWrite()
        let (response, pending) = await withCheckedContinuation { continuation in
            lane.async {
                let response = self.answer(request)
                let pending = collection?.pendingDurability
                collection?.pendingDurability = nil
                if !isRead {
                    collection?.answers.withLock { answers in
                        answers.generation &+= 1
                        answers.pages.removeAll()
                    }
                }
                queuedWrite?.endWrite()
                continuation.resume(returning: (response, pending))
            }
        }
        guard let pending, let journal = collection?.journal else { return response }
        if await journal.waitUntilDurable(pending) { return response }
        return GDataServerFailure(500, "internalError", "The write could not be synced to disk (\(journal.url.path))")
            .response
    }

    /// On the lane: the rendered answer to a GET or HEAD of `collection` when one is current, else renders it with
    /// `render` (which may fail: a bad query) and keeps it for the next request.
    func renderedAnswer(
        _ request: GDataServerRequest,
        in collection: GDataServerCollection,
        render: () throws(GDataServerFailure) -> GDataServerRendered
    ) throws(GDataServerFailure) -> GDataServerResponse {
        let key = GDataServerAnswers.key(request)
        let (cached, generation) = collection.answers.withLock { ($0.pages[key], $0.generation) }
        if let cached { return Self.rendered(cached, request) }
        let rendered = try render()
        collection.answers.withLock { answers in
            // Only the lane changes the collection and empties the table, so the generation is still this one; checked
            // all the same, so that an answer is never kept across a write.
            guard answers.generation == generation else { return }
            if answers.pages.count >= GDataServerAnswers.limit { answers.pages.removeAll(keepingCapacity: true) }
            answers.pages[key] = rendered
        }
        return Self.rendered(rendered, request)
    }

    /// The serial queue a request with this path runs on.
    func lane(for path: [String]) -> DispatchQueue { collection(for: path)?.lane ?? generalLane }

    /// The collection whose lane a request with this path runs on (nil: the general lane).
    private func collection(for path: [String]) -> GDataServerCollection? {
        guard path.count >= 2 else { return nil }
        var name = path[1]
        if path[0] == "upload", path[1] == "session", path.count == 3 {
            guard let owner = uploadOwners.withLock({ $0.owners[path[2]] }) else { return nil }
            name = owner
        }
        guard ["feeds", "media", "upload"].contains(path[0]) else { return nil }
        return collections[name]
    }

    /// True when an upload session with this id is open (checked before a chunk's body is read).
    func hasUploadSession(_ id: String) -> Bool { uploadOwners.withLock { $0.owners[id] != nil } }

    // MARK: - Loading

    /// Loads `NAME.xml` documents and an optional service document. Throws ``GDataLocalServer/LoadError`` naming the
    /// file, line and column of a malformed document.
    func load(documents: [String: Data], serviceDocument: Data?, mediaDirectory: URL?) throws {
        for (name, data) in documents.sorted(by: { $0.key < $1.key }) {
            guard Self.isValidName(name) else {
                throw GDataLocalServer.LoadError(
                    file: name,
                    message: "a collection name may use letters, digits, '.', '_' and '-' only"
                )
            }
            let root: GDataObject
            do {
                root = try GDataXMLParser.parse(data)
            } catch let error as GDataXMLError {
                throw GDataLocalServer.LoadError(
                    file: "\(name).xml",
                    line: error.line,
                    column: error.column,
                    message: error.message
                )
            }
            guard root.name == .atom("feed") else {
                throw GDataLocalServer.LoadError(
                    file: "\(name).xml",
                    message: "the root element is not an Atom 1.0 feed"
                )
            }
            let collection = GDataServerCollection(name: name, feed: root)
            collection.documentBytes = data.count
            if let directory {
                collection.journal = GDataServerJournal(url: journalURL(name, in: directory), name: name)
            }
            // Taken out of the feed in one pass (removing them one by one searched and shifted the feed's children for
            // each: quadratic, minutes for 100,000 entries).
            for (offset, element) in root.removeChildren(named: .atom("entry")).enumerated() {
                let id = Self.text(element, .atom("id")) ?? "tag:gdata-serve:\(name):\(offset + 1)"
                if Self.text(element, .atom("id")) == nil { Self.setText(element, .atom("id"), id) }
                guard collection.entry(id: id) == nil else {
                    throw GDataLocalServer.LoadError(
                        file: "\(name).xml",
                        message: "two entries share the atom:id \(id)"
                    )
                }
                collection.entries.append(Self.storedEntry(element, id: id))
            }
            Self.removeServerLinks(root)
            for element in root.childElements where element.name.namespaceURI == GDataNamespace.openSearch {
                root.removeChild(element)
            }
            root.setAttribute(.gd("etag"), nil)
            if let mediaDirectory, replayJournal(collection, from: mediaDirectory) > 0 {
                // Fold the journal of the last run into the file now (only when this server may write).
                collections[name] = collection
                do {
                    try compact(collection)
                } catch {
                    throw GDataLocalServer.LoadError(file: "\(name).xml", message: error.reason)
                }
            }
            if let mediaDirectory {
                let folder = mediaDirectory.appendingPathComponent("\(name).media")
                for entry in collection.entries where entry.mediaType != nil {
                    if let bytes = try? Data(contentsOf: folder.appendingPathComponent(entry.key)) {
                        collection.media[entry.key] = bytes
                        entry.mediaDigest = GDataServerHash.fnv1a(bytes)
                    }
                }
            }
            collections[name] = collection
        }
        order = collections.keys.sorted()
        if let serviceDocument { try applyServiceDocument(serviceDocument) }
    }

    private func applyServiceDocument(_ data: Data) throws {
        let root: GDataObject
        do {
            root = try GDataXMLParser.parse(data)
        } catch let error as GDataXMLError {
            throw GDataLocalServer.LoadError(
                file: "service.xml",
                line: error.line,
                column: error.column,
                message: error.message
            )
        }
        var listed: [String] = []
        for workspace in root.childElements where workspace.name.localName == "workspace" {
            for element in workspace.childElements where element.name.localName == "collection" {
                guard let href = element.attribute(named: "href") else { continue }
                let name =
                    href.hasPrefix("/") || href.contains("/feeds/")
                    ? String(href.split(separator: "/").last ?? "") : href
                guard let collection = collections[name] else { continue }
                if let title = element.child(named: .atom("title"))?.stringValue, !title.isEmpty {
                    collection.title = title
                }
                collection.accepts = element.childElements.filter { $0.name.localName == "accept" }.map {
                    $0.stringValue.trimmingWhitespaceAndNewlines()
                }
                collection.categoryGroups = element.childElements.filter { $0.name.localName == "categories" }
                listed.append(name)
            }
        }
        order = listed + collections.keys.filter { !listed.contains($0) }.sorted()
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".."
            && name.unicodeScalars.allSatisfy { GDataText.isAlphanumeric($0) || "._-".unicodeScalars.contains($0) }
    }

    // MARK: - Persistence

    /// Writes `DIR/NAME.xml` through a temporary file, fsync and rename: after a crash the file is the old or the new
    /// document, never a torn one. A no-op for in-memory servers.
    ///
    /// The entries themselves are attached to a copy of the feed element for the writing and taken out again, and the
    /// document is written in 32 KiB pieces: a copy of every entry and the whole document in one buffer made the memory
    /// of a collection's size for a moment at every fold, and glibc keeps such peaks (a freed block that large raises its
    /// threshold for returning memory to the system), so a long-running server's RSS grew by steps.
    func persist(_ collection: GDataServerCollection) throws(GDataServerFailure) {
        guard let directory else { return }
        let document = collection.feed.copy()
        for entry in collection.entries { document.addChild(entry.element) }
        defer { _ = document.removeChildren(named: .atom("entry")) }
        let folder = try Self.openDirectory(directory, followingLink: true)
        defer { close(folder) }
        var bytes = 0
        try Self.writeAtomically(named: "\(collection.name).xml", in: folder, at: directory) { write in
            GDataXMLWriter(pretty: true).write(document) { chunk in
                bytes += chunk.count
                return write(chunk)
            }
        }
        collection.documentBytes = bytes
    }

    /// Stores media bytes in `DIR/NAME.media/KEY`. The media folder must be a real folder inside DIR: a symbolic link
    /// there (which would lead the write out of DIR) is refused.
    func persistMedia(_ bytes: Data, collection: GDataServerCollection, key: String) throws(GDataServerFailure) {
        collection.media[key] = bytes
        collection.entry(key: key)?.mediaDigest = GDataServerHash.fnv1a(bytes)
        guard let directory else { return }
        let url = directory.appendingPathComponent("\(collection.name).media")
        if mkdir(url.path, 0o755) != 0, errno != EEXIST { throw GDataServerFailure.cannotWrite(url, errno: errno) }
        let folder = try Self.openDirectory(url, followingLink: false)
        defer { close(folder) }
        try Self.writeAtomically(bytes, named: key, in: folder, at: url)
    }

    func removeMedia(collection: GDataServerCollection, key: String) {
        collection.media[key] = nil
        guard let directory,
            let folder = try? Self.openDirectory(
                directory.appendingPathComponent("\(collection.name).media"),
                followingLink: false
            )
        else { return }
        unlinkat(folder, key, 0)
        close(folder)
    }

    /// Opens a directory for `openat`; with `followingLink: false` a symbolic link is refused (`ELOOP`).
    static func openDirectory(_ url: URL, followingLink: Bool) throws(GDataServerFailure) -> Int32 {
        let fd = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { throw GDataServerFailure.cannotWrite(url, errno: errno) }
        return fd
    }

    /// Writes `name` in the open directory `folder` (at `url`) through a new temporary file (`O_EXCL`, `O_NOFOLLOW`,
    /// unpredictable name), `fsync` and `renameat`, which replaces a link at `name` rather than following it.
    static func writeAtomically(_ data: Data, named name: String, in folder: Int32, at url: URL)
        throws(GDataServerFailure)
    {
        try writeAtomically(named: name, in: folder, at: url) { write in data.withUnsafeBytes(write) }
    }

    /// ``writeAtomically(_:named:in:at:)`` for bytes that `produce` hands to the `write` it is given, piece by piece (it
    /// returns false once a write failed); `produce` returns false when it could not hand them all.
    static func writeAtomically(
        named name: String,
        in folder: Int32,
        at url: URL,
        _ produce: ((UnsafeRawBufferPointer) -> Bool) -> Bool
    ) throws(GDataServerFailure) {
        let temporary = ".\(name).\(UUID().uuidString).tmp"
        let fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw GDataServerFailure.cannotWrite(url.appendingPathComponent(temporary), errno: errno) }
        var ok = produce { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 { if errno == EINTR { continue }; return false }
                offset += written
            }
            return true
        }
        ok = ok && fsync(fd) == 0
        close(fd)
        guard ok, renameat(folder, temporary, folder, name) == 0 else {
            unlinkat(folder, temporary, 0)
            throw GDataServerFailure(500, "internalError", "cannot replace \(url.appendingPathComponent(name).path)")
        }
        fsync(folder)
    }

    // MARK: - Element helpers

    static func text(_ element: GDataObject, _ name: GDataXMLName) -> String? {
        guard let child = element.child(named: name) else { return nil }
        let value = child.stringValue.trimmingWhitespaceAndNewlines()
        return value.isEmpty ? nil : value
    }

    static func setText(_ element: GDataObject, _ name: GDataXMLName, _ value: String) {
        if let existing = element.child(named: name) {
            existing.stringValue = value
            return
        }
        let child = GDataObject(name: name)
        child.stringValue = value
        // Keep `atom:id` first, the way feeds are usually written.
        if name == .atom("id") { element.insertChild(child, at: 0) } else { element.addChild(child) }
    }

    static func date(_ element: GDataObject, _ name: GDataXMLName) -> Date? {
        text(element, name).flatMap { GDataDateTime(rfc3339String: $0)?.date }
    }

    static let serverRels: Set<String> = [
        "self", "edit", "edit-media", "next", "previous",
        "http://schemas.google.com/g/2005#feed", "http://schemas.google.com/g/2005#post",
        "http://schemas.google.com/g/2005#batch", "http://schemas.google.com/g/2005#resumable-create-media",
        "http://schemas.google.com/g/2005#resumable-edit-media",
    ]

    /// Removes the links the server makes itself (they are added again, absolute, when served).
    static func removeServerLinks(_ element: GDataObject) {
        for link in element.children(named: .atom("link"))
        where serverRels.contains(link.attribute(named: "rel") ?? "alternate") {
            element.removeChild(link)
        }
    }

    static func link(_ rel: String, _ href: String, type: String? = "application/atom+xml") -> GDataObject {
        let link = GDataObject(name: .atom("link"))
        link.setAttribute(named: "rel", rel)
        if let type { link.setAttribute(named: "type", type) }
        link.setAttribute(named: "href", href)
        return link
    }

    static func now() -> (Date, String) {
        // Millisecond precision, as GData servers wrote; the Date is rounded the same way so comparisons agree.
        let date = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded(.down) / 1000)
        return (date, GDataDateTime(date: date).rfc3339String)
    }
}
