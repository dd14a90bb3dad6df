import GDataCore
internal import GDataPlatform

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

extension GDataServerStore {
    // MARK: - Reading

    func get(_ entry: GDataServerEntry, in collection: GDataServerCollection, _ request: GDataServerRequest)
        throws(GDataServerFailure)
        -> GDataServerResponse
    {
        try renderedAnswer(request, in: collection) { () throws(GDataServerFailure) -> GDataServerRendered in
            let pretty = request.queryValue("prettyprint")?.lowercased() == "true"
            return GDataServerRendered(
                etag: entry.etag,
                lastModified: entry.edited,
                body: GDataXMLWriter(pretty: pretty).data(for: served(entry, in: collection, request))
            )
        }
    }

    /// The answer with the served entry; `written`, the entry's stored form when the caller made it for the journal, is
    /// turned into the body without writing the entry again when it can be (``splicedServedEntry(_:written:in:_:)``).
    func entryResponse(
        _ status: Int,
        _ entry: GDataServerEntry,
        in collection: GDataServerCollection,
        _ request: GDataServerRequest,
        written: Data? = nil
    ) -> GDataServerResponse {
        let pretty = request.queryValue("prettyprint")?.lowercased() == "true"
        let spliced =
            pretty || request.method == "HEAD"
            ? nil
            : written.flatMap { splicedServedEntry(entry, written: $0, in: collection, request) }
        var response: GDataServerResponse
        if let spliced {
            // Sent from this buffer as it is (no copy into a Data first).
            response = GDataServerResponse.xml(status, Data())
            response.shared = spliced
        } else {
            let body =
                request.method == "HEAD"
                ? Data() : GDataXMLWriter(pretty: pretty).data(for: served(entry, in: collection, request))
            response = GDataServerResponse.xml(status, body)
        }
        response.headers += [("ETag", entry.etag), ("Last-Modified", GDataServerHTTPDate.string(entry.edited))]
        if status == 201 { response.headers.append(("Location", entryURL(entry, in: collection, request))) }
        return response
    }

    // MARK: - Writing

    /// Parses an entry body: a malformed document is a 400 naming line and column, another root a 400.
    static func parseEntry(_ body: Data) throws(GDataServerFailure) -> GDataObject {
        guard !body.isEmpty else { throw GDataServerFailure(400, "invalidEntry", "The request has no entry body") }
        let root: GDataObject
        do {
            root = try GDataXMLParser.parse(body)
        } catch let error as GDataXMLError {
            let place = [error.line.map { "line \($0)" }, error.column.map { "column \($0)" }].compactMap { $0 }
            let at = place.isEmpty ? "" : " at " + place.joined(separator: ", ")
            if error.code == .limitExceeded {
                // Depth, entity expansion, attributes per element…: refused before the parser does the work.
                throw GDataServerFailure(
                    400,
                    "limitExceeded",
                    "The entry exceeds a parser limit\(at): \(error.message)"
                )
            }
            throw GDataServerFailure(400, "parseError", "Malformed entry XML\(at): \(error.message)")
        } catch {
            throw GDataServerFailure(400, "parseError", "Malformed entry XML: \(error)")
        }
        guard root.name == .atom("entry") else {
            throw GDataServerFailure(
                400,
                "invalidEntry",
                "The body's root element is <\(root.name.localName)>, not an Atom entry"
            )
        }
        return root
    }

    /// Checks `If-Match` for a write: required; `*` matches; a weak ETag never matches; otherwise it must be current.
    static func checkIfMatch(_ request: GDataServerRequest, entry: GDataServerEntry) throws(GDataServerFailure) {
        guard let header = request.header("If-Match") else {
            throw GDataServerFailure(
                412,
                "noEtag",
                "If-Match or the entry's gd:etag is required to change an entry (use * to force)",
                location: ("header", "If-Match")
            )
        }
        let tags = header.split(separator: ",").map(GDataServerRequest.trimmingWhitespace)
        if tags.contains("*") { return }
        if tags.contains(where: { !$0.hasPrefix("W/") && $0 == entry.etag }) { return }
        throw GDataServerFailure(
            412,
            "etagsMismatch",
            "Mismatch: etags = [\(header)], version = [\(entry.etag)]",
            location: ("header", "If-Match")
        )
    }

    /// Makes a received entry storable: server links and `gd:etag` removed, `atom:id`, `updated`, `app:edited` set.
    func prepare(_ element: GDataObject, id: String, published: String?, now: String) {
        GDataServerStore.removeServerLinks(element)
        element.setAttribute(.gd("etag"), nil)
        element.setAttribute(.gd("fields"), nil)
        for name in [GDataXMLName.atom("id"), .atom("updated"), .app("edited")] {
            for stale in element.children(named: name) { element.removeChild(stale) }
        }
        GDataServerStore.setText(element, .atom("id"), id)
        if let published, element.child(named: .atom("published")) == nil {
            GDataServerStore.setText(element, .atom("published"), published)
        }
        GDataServerStore.setText(element, .atom("updated"), now)
        GDataServerStore.setText(element, .app("edited"), now)
        // The namespace declarations the entry carried stay on it, so its unknown prefixes survive in the feed file.
    }

    func newID(for collection: GDataServerCollection) -> String {
        var id: String
        repeat {
            id = "tag:gdata-serve,2026:\(collection.name)/\(UUID().uuidString.lowercased())"
        } while collection.entry(id: id) != nil
        return id
    }

    /// Inserts a parsed entry (POST and batch insert). `409` when the collection already holds its `atom:id`.
    func insertEntry(_ element: GDataObject, into collection: GDataServerCollection, mediaType: String? = nil)
        throws(GDataServerFailure) -> GDataServerEntry
    {
        let (date, stamp) = Self.now()
        let id: String
        if let given = Self.text(element, .atom("id")) {
            guard collection.entry(id: given) == nil,
                collection.entry(key: GDataServerHash.key(forID: given)) == nil
            else {
                throw GDataServerFailure(409, "conflict", "The collection already has an entry with the id \(given)")
            }
            id = given
        } else {
            id = newID(for: collection)
        }
        prepare(element, id: id, published: stamp, now: stamp)
        let entry = GDataServerEntry(id: id, element: element, edited: date, mediaType: mediaType)
        collection.entries.append(entry)
        return entry
    }

    func insert(into collection: GDataServerCollection, _ request: GDataServerRequest) throws(GDataServerFailure)
        -> GDataServerResponse
    {
        let contentType = (request.header("Content-Type") ?? "application/atom+xml").lowercased()
        if contentType.hasPrefix("multipart/related") { return try insertMultipart(into: collection, request) }
        if !contentType.hasPrefix("application/atom+xml") { return try insertRawMedia(into: collection, request) }
        guard collection.acceptsEntries else {
            throw GDataServerFailure(
                415,
                "unsupportedMediaType",
                "The collection \(collection.name) does not accept Atom entries"
            )
        }
        let element = try Self.parseEntry(request.body)
        let entry = try insertEntry(element, into: collection)
        let written = Self.written(entry.element)
        try commit(collection, [.upsert(entry, written: written)]) { collection.entries.remove(entry) }
        return entryResponse(201, entry, in: collection, request, written: written)
    }

    /// Journals the change; when that fails, `undo` restores the state the client will be told about (500).
    func commit(
        _ collection: GDataServerCollection,
        _ records: [GDataServerJournalRecord],
        undo: () -> Void
    ) throws(GDataServerFailure) {
        do {
            try journal(records, in: collection)
        } catch {
            undo()
            throw error
        }
    }

    func update(_ entry: GDataServerEntry, in collection: GDataServerCollection, _ request: GDataServerRequest)
        throws(GDataServerFailure)
        -> GDataServerResponse
    {
        try Self.checkIfMatch(request, entry: entry)
        let element = try Self.parseEntry(request.body)
        let (date, stamp) = Self.now()
        let published = Self.text(entry.element, .atom("published"))
        let previous = (entry.element, entry.edited)
        // A media entry keeps pointing at its media.
        if entry.mediaType != nil, let oldContent = entry.element.child(named: .atom("content")) {
            for content in element.children(named: .atom("content")) { element.removeChild(content) }
            element.addChild(oldContent.copy())
        }
        prepare(element, id: entry.id, published: published, now: stamp)
        let written = Self.written(element)
        try replaceStored(entry, with: element, edited: date, previous: previous, written: written, in: collection)
        return entryResponse(200, entry, in: collection, request, written: written)
    }

    /// Stores `element` (whose stored form is `written`) as the entry's new state and persists it; a failed write
    /// restores `previous`.
    func replaceStored(
        _ entry: GDataServerEntry,
        with element: GDataObject,
        edited: Date,
        previous: (GDataObject, Date),
        written: Data,
        in collection: GDataServerCollection
    ) throws(GDataServerFailure) {
        entry.element = element
        entry.edited = edited
        entry.refreshETag()
        try commit(collection, [.upsert(entry, written: written)]) {
            (entry.element, entry.edited) = previous
            entry.refreshETag()
        }
    }

    /// PATCH: removes what the body's `gd:fields` names, then merges the body's elements.
    func patch(_ entry: GDataServerEntry, in collection: GDataServerCollection, _ request: GDataServerRequest)
        throws(GDataServerFailure)
        -> GDataServerResponse
    {
        try Self.checkIfMatch(request, entry: entry)
        let body = try Self.parseEntry(request.body)
        let updated = entry.element.copy()
        if let fields = body.attribute(.gd("fields")) {
            for selector in try Self.fieldSelectors(fields, declarations: body.namespaceDeclarations) {
                for child in updated.children(named: selector.name)
                where selector.attribute.map({ child.attribute(named: $0.name) == $0.value }) ?? true {
                    updated.removeChild(child)
                }
            }
        }
        let single: Set<GDataXMLName> = [
            .atom("title"), .atom("content"), .atom("summary"), .atom("rights"), .atom("published"),
        ]
        for child in body.childElements
        where ![GDataXMLName.atom("id"), .atom("updated"), .app("edited")].contains(child.name) {
            if single.contains(child.name) {
                for old in updated.children(named: child.name) { updated.removeChild(old) }
            }
            updated.addChild(child.copy())
        }
        var declarations = updated.namespaceDeclarations
        for declaration in body.namespaceDeclarations where !declarations.contains(declaration) {
            declarations.append(declaration)
        }
        updated.namespaceDeclarations = declarations
        let (date, stamp) = Self.now()
        prepare(updated, id: entry.id, published: Self.text(entry.element, .atom("published")), now: stamp)
        let written = Self.written(updated)
        try replaceStored(
            entry,
            with: updated,
            edited: date,
            previous: (entry.element, entry.edited),
            written: written,
            in: collection
        )
        return entryResponse(200, entry, in: collection, request, written: written)
    }

    /// The `gd:fields` grammar the server applies: comma-separated element names (`title`, `gd:email`), each with an
    /// optional `[@attr='value']` filter. Unprefixed names are Atom's.
    static func fieldSelectors(_ fields: String, declarations: [GDataXMLNamespace]) throws(GDataServerFailure)
        -> [(name: GDataXMLName, attribute: (name: String, value: String)?)]
    {
        let known = [
            "gd": GDataNamespace.gd, "app": GDataNamespace.app, "atom": GDataNamespace.atom,
            "batch": GDataNamespace.batch,
        ]
        var result: [(name: GDataXMLName, attribute: (name: String, value: String)?)] = []
        for raw in fields.split(separator: ",") {
            var selector = raw.trimmingWhitespace()
            var attribute: (name: String, value: String)?
            if let open = selector.firstIndex(of: "[") {
                let filter = selector[selector.index(after: open)...].dropLast()
                let parts = filter.split(separator: "=", maxSplits: 1)
                guard selector.hasSuffix("]"), parts.count == 2, parts[0].hasPrefix("@") else {
                    throw GDataServerFailure(400, "invalidFields", "Cannot apply gd:fields selector \(selector)")
                }
                attribute = (String(parts[0].dropFirst()), parts[1].trimming(charactersIn: "'\""))
                selector = String(selector[..<open])
            }
            let pieces = selector.split(separator: ":", maxSplits: 1).map(String.init)
            let uri: String?
            if pieces.count == 2 {
                uri = declarations.first { $0.prefix == pieces[0] }?.uri ?? known[pieces[0]]
            } else {
                uri = GDataNamespace.atom
            }
            guard let uri, let local = pieces.last, !local.isEmpty, !local.contains("/") else {
                throw GDataServerFailure(400, "invalidFields", "Cannot apply gd:fields selector \(raw)")
            }
            result.append((GDataXMLName.intern(uri, local), attribute))
        }
        return result
    }

    func delete(_ entry: GDataServerEntry, from collection: GDataServerCollection, _ request: GDataServerRequest)
        throws(GDataServerFailure) -> GDataServerResponse
    {
        try Self.checkIfMatch(request, entry: entry)
        guard collection.entries.contains(entry) else { throw GDataServerFailure(404, "notFound", "No such entry") }
        collection.entries.remove(entry)
        try commit(collection, [.delete(id: entry.id)]) { collection.entries.restore(entry) }
        if entry.mediaType != nil { removeMedia(collection: collection, key: entry.key) }
        return GDataServerResponse(status: 200)
    }
}
