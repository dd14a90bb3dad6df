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

/// A resumable upload in progress (kept in memory: a server restart forgets unfinished sessions).
final class GDataServerUploadSession {
    let id: String
    let collection: String
    let replacing: String?
    let mediaType: String
    let declaredLength: Int64?
    let slug: String?
    let entry: GDataObject?
    var received = Data()

    init(
        id: String,
        collection: String,
        replacing: String?,
        mediaType: String,
        declaredLength: Int64?,
        slug: String?,
        entry: GDataObject?
    ) {
        self.id = id
        self.collection = collection
        self.replacing = replacing
        self.mediaType = mediaType
        self.declaredLength = declaredLength
        self.slug = slug
        self.entry = entry
    }
}

extension GDataServerStore {
    // MARK: - Media entries

    /// A new media entry describing `bytes` of `mediaType`: title from the `Slug`, content pointing at the media.
    func createMediaEntry(
        in collection: GDataServerCollection,
        mediaType: String,
        bytes: Data,
        slug: String?,
        entry given: GDataObject?
    ) throws(GDataServerFailure) -> GDataServerEntry {
        guard collection.accepts(mediaType: mediaType) else {
            throw GDataServerFailure(
                415,
                "unsupportedMediaType",
                "The collection \(collection.name) does not accept \(mediaType)"
            )
        }
        let element = given ?? GDataObject(name: .atom("entry"))
        if element.child(named: .atom("title")) == nil {
            Self.setText(element, .atom("title"), slug.map { GDataServerRequest.percentDecoded($0[...]) } ?? "untitled")
        }
        for content in element.children(named: .atom("content")) { element.removeChild(content) }
        let entry = try insertEntry(element, into: collection, mediaType: mediaType)
        let content = GDataObject(name: .atom("content"))
        content.setAttribute(named: "type", mediaType)
        content.setAttribute(named: "src", "media/\(collection.name)/\(entry.key)")
        entry.element.addChild(content)
        entry.refreshETag()
        do {
            try persistMedia(bytes, collection: collection, key: entry.key)
            try journal([.upsert(entry)], in: collection)
        } catch {
            collection.entries.remove(entry)
            removeMedia(collection: collection, key: entry.key)
            throw error
        }
        return entry
    }

    func insertRawMedia(into collection: GDataServerCollection, _ request: GDataServerRequest)
        throws(GDataServerFailure)
        -> GDataServerResponse
    {
        let mediaType = request.header("Content-Type") ?? "application/octet-stream"
        let entry = try createMediaEntry(
            in: collection,
            mediaType: mediaType,
            bytes: request.body,
            slug: request.header("Slug"),
            entry: nil
        )
        return entryResponse(201, entry, in: collection, request)
    }

    /// `multipart/related`: the Atom entry, then the media.
    func insertMultipart(into collection: GDataServerCollection, _ request: GDataServerRequest)
        throws(GDataServerFailure)
        -> GDataServerResponse
    {
        let parts = try GDataServerMultipart.parts(of: request.body, contentType: request.header("Content-Type") ?? "")
        guard parts.count == 2 else {
            throw GDataServerFailure(
                400,
                "invalidMultipart",
                "A multipart/related insert has 2 parts (entry, media), not \(parts.count)"
            )
        }
        guard parts[0].contentType.lowercased().hasPrefix("application/atom+xml") else {
            throw GDataServerFailure(
                400,
                "invalidMultipart",
                "The first part must be the Atom entry, not \(parts[0].contentType)"
            )
        }
        let element = try Self.parseEntry(parts[0].body)
        let entry = try createMediaEntry(
            in: collection,
            mediaType: parts[1].contentType,
            bytes: parts[1].body,
            slug: request.header("Slug"),
            entry: element
        )
        return entryResponse(201, entry, in: collection, request)
    }

    func getMedia(_ entry: GDataServerEntry, in collection: GDataServerCollection, _ request: GDataServerRequest)
        throws(GDataServerFailure) -> GDataServerResponse
    {
        let bytes = collection.media[entry.key] ?? Data()
        // The media entry's ETag: every change of the media changes it, and it is the one a PUT of new media to this
        // URL must send in If-Match (one resource, one current entity tag).
        let etag = entry.etag
        if let notModified = Self.notModified(request, etag: etag, lastModified: entry.edited) { return notModified }
        var headers = [
            ("Content-Type", entry.mediaType ?? "application/octet-stream"), ("ETag", etag),
            ("Last-Modified", GDataServerHTTPDate.string(entry.edited)), ("Accept-Ranges", "bytes"),
        ]
        let range: ClosedRange<Int>?
        do {
            range = try GDataServerByteRange.parse(request.header("Range"), length: bytes.count)
        } catch  where error.status == 416 {
            var refusal = error.response
            refusal.headers.append(("Content-Range", "bytes */\(bytes.count)"))
            return refusal
        }
        guard let range else {
            return GDataServerResponse(status: 200, headers: headers, body: request.method == "HEAD" ? Data() : bytes)
        }
        headers.append(("Content-Range", "bytes \(range.lowerBound)-\(range.upperBound)/\(bytes.count)"))
        let start = bytes.startIndex + range.lowerBound
        let part = bytes[start...(start + range.upperBound - range.lowerBound)]
        return GDataServerResponse(status: 206, headers: headers, body: request.method == "HEAD" ? Data() : Data(part))
    }

    func replaceMedia(_ entry: GDataServerEntry, in collection: GDataServerCollection, _ request: GDataServerRequest)
        throws(GDataServerFailure) -> GDataServerResponse
    {
        try Self.checkIfMatch(request, entry: entry)
        let mediaType = request.header("Content-Type") ?? entry.mediaType ?? "application/octet-stream"
        try storeReplacement(entry, in: collection, mediaType: mediaType, bytes: request.body)
        return entryResponse(200, entry, in: collection, request)
    }

    func storeReplacement(
        _ entry: GDataServerEntry,
        in collection: GDataServerCollection,
        mediaType: String,
        bytes: Data
    )
        throws(GDataServerFailure)
    {
        guard collection.accepts(mediaType: mediaType) else {
            throw GDataServerFailure(
                415,
                "unsupportedMediaType",
                "The collection \(collection.name) does not accept \(mediaType)"
            )
        }
        let (date, stamp) = Self.now()
        entry.mediaType = mediaType
        entry.element.child(named: .atom("content"))?.setAttribute(named: "type", mediaType)
        Self.setText(entry.element, .atom("updated"), stamp)
        Self.setText(entry.element, .app("edited"), stamp)
        entry.edited = date
        entry.refreshETag()
        try persistMedia(bytes, collection: collection, key: entry.key)
        try journal([.upsert(entry)], in: collection)
    }

    // MARK: - Resumable uploads (the GData protocol: X-Upload-*, Location, Content-Range, 308 + Range)

    func startUpload(
        _ collection: GDataServerCollection,
        replacing entry: GDataServerEntry?,
        _ request: GDataServerRequest
    )
        throws(GDataServerFailure) -> GDataServerResponse
    {
        guard let mediaType = request.header("X-Upload-Content-Type"), !mediaType.isEmpty else {
            throw GDataServerFailure(
                400,
                "missingHeader",
                "X-Upload-Content-Type is required",
                location: ("header", "X-Upload-Content-Type")
            )
        }
        guard collection.accepts(mediaType: mediaType) else {
            throw GDataServerFailure(
                415,
                "unsupportedMediaType",
                "The collection \(collection.name) does not accept \(mediaType)"
            )
        }
        var declared: Int64?
        if let text = request.header("X-Upload-Content-Length") {
            declared = try GDataServerNumber.parse(Substring(text.trimmingWhitespace()), what: "the length").get {
                GDataServerFailure(
                    400,
                    "invalidHeader",
                    "X-Upload-Content-Length: " + $0,
                    location: ("header", "X-Upload-Content-Length")
                )
            }
            try checkUploadSize(declared ?? 0)
        }
        if let entry { try Self.checkIfMatch(request, entry: entry) }
        let element = request.body.isEmpty ? nil : try Self.parseEntry(request.body)
        let id = uploadOwners.withLock { table in
            let id = "\(table.next)-\(UUID().uuidString.prefix(8).lowercased())"
            table.next += 1
            table.owners[id] = collection.name
            return id
        }
        collection.uploads[id] = GDataServerUploadSession(
            id: id,
            collection: collection.name,
            replacing: entry?.key,
            mediaType: mediaType,
            declaredLength: declared,
            slug: request.header("Slug"),
            entry: element
        )
        return GDataServerResponse(status: 200, headers: [("Location", request.baseURL + "upload/session/" + id)])
    }

    func uploadChunk(sessionID: String, _ request: GDataServerRequest) throws(GDataServerFailure) -> GDataServerResponse
    {
        guard request.method == "PUT" || request.method == "POST" else {
            throw Self.methodNotAllowed(request, allowed: "PUT")
        }
        guard let owner = uploadOwners.withLock({ $0.owners[sessionID] }),
            let session = collections[owner]?.uploads[sessionID]
        else {
            throw GDataServerFailure(404, "notFound", "No upload session \(sessionID)")
        }
        guard let rangeHeader = request.header("Content-Range") else {
            throw GDataServerFailure(
                400,
                "invalidHeader",
                "A chunk needs Content-Range: bytes FIRST-LAST/TOTAL",
                location: ("header", "Content-Range")
            )
        }
        let range = try GDataServerContentRange.parse(rangeHeader)
        if let total = range.total, let declared = session.declaredLength, total != declared {
            throw GDataServerFailure(
                400,
                "invalidHeader",
                "Content-Range total \(total) differs from X-Upload-Content-Length \(declared)"
            )
        }
        if let total = range.total { try checkUploadSize(total) }
        let received = Int64(session.received.count)
        func incomplete() -> GDataServerResponse {
            GDataServerResponse(status: 308, headers: received > 0 ? [("Range", "bytes=0-\(received - 1)")] : [])
        }
        if let first = range.first {
            guard first == received else { return incomplete() }  // not the next byte: ignored, the client re-syncs
            guard let length = range.length, length == Int64(request.body.count) else {
                throw GDataServerFailure(
                    400,
                    "invalidRange",
                    "Content-Range \(range.headerValue) does not match the chunk's \(request.body.count) bytes",
                    location: ("header", "Content-Range")
                )
            }
            try checkUploadSize(received + length)  // both at most the body limit: no overflow
            session.received.append(request.body)
        } else if !request.body.isEmpty {
            throw GDataServerFailure(400, "invalidRange", "A status query (bytes */N) has no body")
        }
        let now = Int64(session.received.count)
        guard let total = range.total ?? session.declaredLength, now == total else {
            return GDataServerResponse(status: 308, headers: now > 0 ? [("Range", "bytes=0-\(now - 1)")] : [])
        }
        // Complete: create or replace.
        let collection = try collection(named: session.collection)
        collection.uploads[sessionID] = nil
        uploadOwners.withLock { _ = $0.owners.removeValue(forKey: sessionID) }
        if let key = session.replacing {
            guard let entry = collection.entry(key: key) else {
                throw GDataServerFailure(404, "notFound", "The entry was deleted")
            }
            try storeReplacement(entry, in: collection, mediaType: session.mediaType, bytes: session.received)
            return entryResponse(200, entry, in: collection, request)
        }
        let entry = try createMediaEntry(
            in: collection,
            mediaType: session.mediaType,
            bytes: session.received,
            slug: session.slug,
            entry: session.entry
        )
        return entryResponse(201, entry, in: collection, request)
    }

    /// 413 when an upload would hold more than the server's body limit.
    func checkUploadSize(_ size: Int64) throws(GDataServerFailure) {
        guard size <= Int64(maxUpload) else {
            throw GDataServerFailure(
                413,
                "requestTooLarge",
                "An upload of \(size) bytes is larger than the server's limit of \(maxUpload) bytes"
            )
        }
    }
}
