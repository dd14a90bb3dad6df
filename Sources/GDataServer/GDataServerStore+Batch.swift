import GDataCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GDataServerStore {
    /// A batch feed: `insert`, `update`, `delete`, `query` per entry (or the feed's default operation), each answered
    /// with `batch:id`, `batch:operation` and `batch:status`; a malformed operation stops processing with
    /// `batch:interrupted`, on the feed and on a response entry for the operation where processing halted. More than
    /// `maxBatch` entries: 413 and nothing applied.
    func batch(_ collection: GDataServerCollection, _ request: GDataServerRequest) throws(GDataServerFailure)
        -> GDataServerResponse
    {
        let root: GDataObject
        do {
            root = try GDataXMLParser.parse(request.body)
        } catch let error as GDataXMLError {
            throw GDataServerFailure(
                400,
                "parseError",
                "Malformed batch feed at line \(error.line ?? 0), column \(error.column ?? 0): \(error.message)"
            )
        } catch {
            throw GDataServerFailure(400, "parseError", "Malformed batch feed: \(error)")
        }
        guard root.name == .atom("feed") else {
            throw GDataServerFailure(
                400,
                "invalidBatch",
                "A batch request is an Atom feed, not <\(root.name.localName)>"
            )
        }
        let entries = root.children(named: .atom("entry"))
        guard entries.count <= maxBatch else {
            throw GDataServerFailure(
                413,
                "tooManyOperations",
                "A batch holds at most \(maxBatch) operations; this one has \(entries.count)"
            )
        }
        let operationName = GDataXMLName.intern(GDataNamespace.batch, "operation")
        let idName = GDataXMLName.intern(GDataNamespace.batch, "id")
        let defaultOperation = root.child(named: operationName)?.attribute(named: "type")

        let result = GDataObject(name: .atom("feed"))
        result.namespaceDeclarations = [
            GDataXMLNamespace(prefix: nil, uri: GDataNamespace.atom),
            GDataXMLNamespace(prefix: "batch", uri: GDataNamespace.batch),
            GDataXMLNamespace(prefix: "gd", uri: GDataNamespace.gd),
        ]
        let (_, stamp) = Self.now()
        Self.setText(result, .atom("id"), feedURL(collection, request) + "/batch/" + stamp)
        Self.setText(result, .atom("updated"), stamp)
        let title = GDataObject(name: .atom("title"))
        title.stringValue = "Batch operation results"
        result.addChild(title)

        var success = 0
        var failures = 0
        var parsed = 0
        var records: [GDataServerJournalRecord] = []
        for given in entries {
            parsed += 1
            given.detach()
            let type = given.child(named: operationName)?.attribute(named: "type") ?? defaultOperation ?? "insert"
            let batchID = given.child(named: idName)?.stringValue
            guard ["insert", "update", "delete", "query"].contains(type) else {
                let interrupted = GDataObject(name: .intern(GDataNamespace.batch, "interrupted"))
                interrupted.setAttribute(named: "reason", "Unknown batch operation type: \(type)")
                interrupted.setAttribute(named: "success", String(success))
                interrupted.setAttribute(named: "failures", String(failures))
                interrupted.setAttribute(named: "parsed", String(parsed))
                result.addChild(interrupted)
                // The response entry where processing halted carries it too (what the original's clients read from
                // each result entry), with the entry's batch:id so the caller can tell which one it was.
                let halted = GDataObject(name: .atom("entry"))
                if let id = Self.text(given, .atom("id")) { Self.setText(halted, .atom("id"), id) }
                if let batchID { Self.setText(halted, idName, batchID) }
                halted.addChild(interrupted.copy())
                result.addChild(halted)
                break
            }
            for element in given.childElements where element.name.namespaceURI == GDataNamespace.batch {
                given.removeChild(element)
            }
            var answer: GDataObject
            var status = 200
            var reason = "Success"
            do {
                switch type {
                case "insert":
                    let entry = try insertEntry(given, into: collection)
                    records.append(.upsert(entry))
                    answer = served(entry, in: collection, request)
                    (status, reason) = (201, "Created")
                case "query":
                    let entry = try target(of: given, in: collection)
                    answer = served(entry, in: collection, request)
                case "update":
                    let entry = try target(of: given, in: collection)
                    try Self.checkBatchETag(given, entry: entry)
                    let (date, now) = Self.now()
                    prepare(given, id: entry.id, published: Self.text(entry.element, .atom("published")), now: now)
                    entry.element = given
                    entry.edited = date
                    entry.refreshETag()
                    records.append(.upsert(entry))
                    answer = served(entry, in: collection, request)
                default:  // delete
                    let entry = try target(of: given, in: collection)
                    try Self.checkBatchETag(given, entry: entry)
                    collection.entries.remove(entry)
                    if entry.mediaType != nil { removeMedia(collection: collection, key: entry.key) }
                    records.append(.delete(id: entry.id))
                    answer = GDataObject(name: .atom("entry"))
                    Self.setText(answer, .atom("id"), entry.id)
                }
                success += 1
            } catch {
                failures += 1
                (status, reason) = (error.status, error.reason)
                answer = GDataObject(name: .atom("entry"))
                if let id = Self.text(given, .atom("id")) { Self.setText(answer, .atom("id"), id) }
            }
            if let batchID { Self.setText(answer, idName, batchID) }
            let operation = GDataObject(name: operationName)
            operation.setAttribute(named: "type", type)
            answer.addChild(operation)
            let statusElement = GDataObject(name: .intern(GDataNamespace.batch, "status"))
            statusElement.setAttribute(named: "code", String(status))
            statusElement.setAttribute(named: "reason", reason)
            answer.addChild(statusElement)
            result.addChild(answer)
        }
        try journal(records, in: collection)
        return .xml(200, GDataXMLWriter().data(for: result))
    }

    /// The stored entry a batch operation names: by `atom:id`, else by its `edit` link.
    private func target(of given: GDataObject, in collection: GDataServerCollection) throws(GDataServerFailure)
        -> GDataServerEntry
    {
        if let id = Self.text(given, .atom("id")), let entry = collection.entry(id: id) { return entry }
        for link in given.children(named: .atom("link")) where link.attribute(named: "rel") == "edit" {
            if let key = link.attribute(named: "href")?.split(separator: "/").last,
                let entry = collection.entry(key: String(key))
            {
                return entry
            }
        }
        throw GDataServerFailure(404, "notFound", "Entry not found")
    }

    /// A batch entry's `gd:etag` must be the current strong ETag when present (a weak one never matches a write).
    private static func checkBatchETag(_ given: GDataObject, entry: GDataServerEntry) throws(GDataServerFailure) {
        guard let etag = given.attribute(.gd("etag")), etag != "*" else { return }
        guard !etag.hasPrefix("W/"), etag == entry.etag else {
            throw GDataServerFailure(412, "etagsMismatch", "Mismatch: etags = [\(etag)], version = [\(entry.etag)]")
        }
    }
}
