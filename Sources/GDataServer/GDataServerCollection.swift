internal import Dispatch
import GDataCore
internal import GDataPlatform
import NIOCore
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One stored entry of a collection.
final class GDataServerEntry {
    /// The URL key (`BASE/feeds/NAME/KEY`): a stable hash of the `atom:id`.
    let key: String
    let id: String
    /// The entry as stored: what the client sent plus the server's `atom:id`, `updated`, `app:edited`; no
    /// server-made links and no `gd:etag` (those are added when served, from the base URL of the running server).
    var element: GDataObject
    /// The strong ETag: a hash of the stored entry, so it is the same after a restart and changes with every write.
    private(set) var etag: String = ""
    /// The hash the ETag writes out (what a feed's ETag sums, ``GDataServerEntryList/digest``).
    private(set) var etagDigest: UInt64 = 0
    var edited: Date {
        didSet { list?.editedChanged(self) }
    }
    /// The media type of the media this entry describes, when it is a media entry.
    var mediaType: String?
    /// A hash of the media's bytes (media entries): part of the ETag, so replacing the media alone changes it. The
    /// entry and its media share that one ETag (GET of `edit-media` gives it, a PUT there with `If-Match` takes it).
    var mediaDigest: UInt64? {
        didSet { refreshETag() }
    }
    /// The list the entry is in (`nil` once removed), told when its ETag or `edited` changes. Weak: the list holds
    /// its entries.
    weak var list: GDataServerEntryList?
    /// Where the entry is (or was, when removed) in its list, and in which of the list's generations (see
    /// ``GDataServerEntryList``).
    var slot = 0
    var slotGeneration = 0

    init(id: String, element: GDataObject, edited: Date, mediaType: String?) {
        self.key = GDataServerHash.key(forID: id)
        self.id = id
        self.element = element
        self.edited = edited
        self.mediaType = mediaType
        refreshETag()
    }

    /// Hashes the entry's content (``GDataObject/contentDigest(seed:)``: names as namespace URI and local name,
    /// attributes, text; not its prefixes or namespace declarations, which move between the entry and the feed when the
    /// file is written and read back and must not change the ETag), then the media's digest if any. Equal entries get
    /// equal ETags, in every run; the tree is read, not written.
    func refreshETag() {
        var hash = element.contentDigest()
        if let mediaDigest { hash = GDataServerHash.fnv1a(String(mediaDigest).utf8, seed: hash) }
        let old = etagDigest
        etagDigest = hash
        etag = "\"" + GDataServerHash.hex(hash) + "\""
        if old != hash { list?.etagChanged(from: old, to: hash) }
    }
}

/// A response body rendered once and served again while nothing changed, with its validators.
struct GDataServerRendered: Sendable {
    var etag: String
    var lastModified: Date
    /// `Last-Modified` as sent (formatting an HTTP date is not free either).
    var lastModifiedText: String
    /// The body, in the buffer every response that sends it shares.
    var body: ByteBuffer

    init(etag: String, lastModified: Date, body: Data) {
        self.etag = etag
        self.lastModified = lastModified
        self.lastModifiedText = GDataServerHTTPDate.string(lastModified)
        self.body = ByteBuffer(bytes: body)
    }
}

/// The rendered answers of one collection (see ``GDataServerCollection/answers``).
struct GDataServerAnswers {
    /// Incremented with every emptying: an answer rendered at an older generation is not stored.
    var generation: UInt64 = 0
    var pages: [String: GDataServerRendered] = [:]

    /// The most answers kept; more empties the table (a crawler's endless queries cannot grow it without bound).
    static let limit = 512

    /// The key of a GET or HEAD: path, raw query and base URL (all a rendered answer depends on).
    static func key(_ request: GDataServerRequest) -> String {
        request.path.joined(separator: "/") + "?" + request.rawQuery + "\u{1}" + request.baseURL
    }
}

/// One collection: `DIR/NAME.xml` served at `BASE/feeds/NAME`.
final class GDataServerCollection: @unchecked Sendable {
    // @unchecked: the `var`s (and the `GDataObject`s in them) are touched only on `lane`, the collection's serial
    // DispatchQueue; `answers` is a Mutex of its own; the `let`s are set in init.
    let name: String
    /// The feed element without its entries (its own title, id, authors, extension elements, declarations).
    var feed: GDataObject
    /// The entries in order, with their tables (by key, by id, by rank), the feed's digest and newest edit.
    var entries = GDataServerEntryList()
    var title: String
    /// `app:accept` values; empty means Atom entries only.
    var accepts: [String] = []
    /// The `app:categories` elements of the service document, echoed in service documents.
    var categoryGroups: [GDataObject] = []
    /// Media bytes by entry key (loaded lazily from `DIR/NAME.media/KEY` when the server has a directory).
    var media: [String: Data] = [:]
    /// Records in the journal not yet folded into the collection file, and their bytes.
    var journalRecords = 0
    var journalBytes = 0
    /// The size of the collection file as last read or written (the journal is folded into it once as large).
    var documentBytes = 0
    /// The journal (servers with a directory only).
    var journal: GDataServerJournal?
    /// Set on the lane by a write that appended to the journal: the sequence number its response waits for.
    var pendingDurability: UInt64?
    /// Resumable uploads in progress on this collection, by session id.
    var uploads: [String: GDataServerUploadSession] = [:]
    /// Feed pages and entries as last rendered, by request (path, query, base URL): a GET finds its answer here
    /// without going through the lane. Emptied (under the lock) by every request that may have changed the collection
    /// (every method but GET and HEAD) once it has been answered on the lane and before it is acknowledged, so a client
    /// never reads a page older than its own acknowledged write.
    let answers = Mutex(GDataServerAnswers())
    /// The serial queue every request on this collection runs on.
    let lane: DispatchQueue

    init(name: String, feed: GDataObject) {
        self.name = name
        self.feed = feed
        self.lane = DispatchQueue(label: "gdata-serve.collection.\(name)")
        self.title =
            feed.child(named: .atom("title"))?.stringValue.trimmingWhitespaceAndNewlines()
            ?? name
    }

    func entry(key: String) -> GDataServerEntry? { entries.entry(key: key) }

    func entry(id: String) -> GDataServerEntry? { entries.entry(id: id) }

    /// True when `mediaType` may be posted to this collection (an `app:accept` range matches it).
    func accepts(mediaType: String) -> Bool {
        let type =
            mediaType.split(separator: ";").first.map { $0.trimmingWhitespace().lowercased() }
            ?? ""
        if accepts.isEmpty { return type == "application/atom+xml" }
        for range in accepts {
            let accepted =
                range.split(separator: ";").first.map {
                    $0.trimmingWhitespace().lowercased()
                } ?? ""
            if accepted == "*/*" || accepted == type { return true }
            if accepted.hasSuffix("/*"), type.hasPrefix(accepted.dropLast()) { return true }
            if accepted == "entry", type == "application/atom+xml" { return true }
        }
        return false
    }

    /// True when the collection takes Atom entries (the default, or an explicit `application/atom+xml` accept).
    var acceptsEntries: Bool { accepts.isEmpty || accepts(mediaType: "application/atom+xml") }

    /// True when the collection takes anything other than Atom entries.
    var acceptsMedia: Bool {
        accepts.contains { range in
            let type = range.split(separator: ";").first.map { $0.trimmingWhitespace().lowercased() }
            return type != "application/atom+xml" && type != "entry" && !(range.trimmingWhitespace().isEmpty)
        }
    }

    /// The newest edit of any entry (the feed's `Last-Modified`); the feed's own `updated` when it has no entries.
    var lastModified: Date {
        if let newest = entries.newestEdited() { return newest }
        let updated = feed.child(named: .atom("updated"))?.stringValue ?? ""
        return GDataDateTime(rfc3339String: updated.trimmingWhitespaceAndNewlines())?.date
            ?? Date(timeIntervalSince1970: 0)
    }
}
