import Foundation
import GData

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

    init(id: String, collection: String, replacing: String?, mediaType: String, declaredLength: Int64?, slug: String?, entry: GDataObject?) {
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
            throw GDataServerFailure(415, "unsupportedMediaType", "The collection \(collection.name) does not accept \(mediaType)")
        }
        let element = given ?? GDataObject(name: .atom("entry"))
        if element.child(named: .atom("title")) == nil {
            Self.setText(element, .atom("title"), slug?.removingPercentEncoding ?? slug ?? "untitled")
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
            collection.entries.removeAll { $0 === entry }
            removeMedia(collection: collection, key: entry.key)
            throw error
        }
        return entry
    }

    func insertRawMedia(into collection: GDataServerCollection, _ request: GDataServerRequest) throws(GDataServerFailure)
        -> GDataServerResponse
    {
        let mediaType = request.header("Content-Type") ?? "application/octet-stream"
        let entry = try createMediaEntry(in: collection, mediaType: mediaType, bytes: request.body, slug: request.header("Slug"), entry: nil)
        return entryResponse(201, entry, in: collection, request)
    }

    /// `multipart/related`: the Atom entry, then the media.
    func insertMultipart(into collection: GDataServerCollection, _ request: GDataServerRequest) throws(GDataServerFailure)
        -> GDataServerResponse
    {
        let parts = try GDataServerMultipart.parts(of: request.body, contentType: request.header("Content-Type") ?? "")
        guard parts.count == 2 else {
            throw GDataServerFailure(400, "invalidMultipart", "A multipart/related insert has 2 parts (entry, media), not \(parts.count)")
        }
        guard parts[0].contentType.lowercased().hasPrefix("application/atom+xml") else {
            throw GDataServerFailure(400, "invalidMultipart", "The first part must be the Atom entry, not \(parts[0].contentType)")
        }
        let element = try Self.parseEntry(parts[0].body)
        let entry = try createMediaEntry(
            in: collection, mediaType: parts[1].contentType, bytes: parts[1].body, slug: request.header("Slug"), entry: element
        )
        return entryResponse(201, entry, in: collection, request)
    }

    func getMedia(_ entry: GDataServerEntry, in collection: GDataServerCollection, _ request: GDataServerRequest)
        throws(GDataServerFailure) -> GDataServerResponse
    {
        let bytes = collection.media[entry.key] ?? Data()
        let etag = "\"" + GDataServerHash.hex(GDataServerHash.fnv1a(bytes)) + "\""
        if let notModified = Self.notModified(request, etag: etag, lastModified: entry.edited) { return notModified }
        return GDataServerResponse(
            status: 200,
            headers: [
                ("Content-Type", entry.mediaType ?? "application/octet-stream"), ("ETag", etag),
                ("Last-Modified", GDataServerHTTPDate.string(entry.edited)),
            ],
            body: request.method == "HEAD" ? Data() : bytes
        )
    }

    func replaceMedia(_ entry: GDataServerEntry, in collection: GDataServerCollection, _ request: GDataServerRequest)
        throws(GDataServerFailure) -> GDataServerResponse
    {
        try Self.checkIfMatch(request, entry: entry)
        let mediaType = request.header("Content-Type") ?? entry.mediaType ?? "application/octet-stream"
        try storeReplacement(entry, in: collection, mediaType: mediaType, bytes: request.body)
        return entryResponse(200, entry, in: collection, request)
    }

    func storeReplacement(_ entry: GDataServerEntry, in collection: GDataServerCollection, mediaType: String, bytes: Data)
        throws(GDataServerFailure)
    {
        guard collection.accepts(mediaType: mediaType) else {
            throw GDataServerFailure(415, "unsupportedMediaType", "The collection \(collection.name) does not accept \(mediaType)")
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

    func startUpload(_ collection: GDataServerCollection, replacing entry: GDataServerEntry?, _ request: GDataServerRequest)
        throws(GDataServerFailure) -> GDataServerResponse
    {
        guard let mediaType = request.header("X-Upload-Content-Type"), !mediaType.isEmpty else {
            throw GDataServerFailure(400, "missingHeader", "X-Upload-Content-Type is required", location: ("header", "X-Upload-Content-Type"))
        }
        guard collection.accepts(mediaType: mediaType) else {
            throw GDataServerFailure(415, "unsupportedMediaType", "The collection \(collection.name) does not accept \(mediaType)")
        }
        var declared: Int64?
        if let text = request.header("X-Upload-Content-Length") {
            guard let value = Int64(text), value >= 0 else {
                throw GDataServerFailure(400, "invalidHeader", "Invalid X-Upload-Content-Length: \(text)", location: ("header", "X-Upload-Content-Length"))
            }
            declared = value
        }
        if let entry { try Self.checkIfMatch(request, entry: entry) }
        let element = request.body.isEmpty ? nil : try Self.parseEntry(request.body)
        let id = "\(nextUpload)-\(UUID().uuidString.prefix(8).lowercased())"
        nextUpload += 1
        uploads[id] = GDataServerUploadSession(
            id: id, collection: collection.name, replacing: entry?.key, mediaType: mediaType, declaredLength: declared,
            slug: request.header("Slug"), entry: element
        )
        return GDataServerResponse(status: 200, headers: [("Location", request.baseURL + "upload/session/" + id)])
    }

    func uploadChunk(sessionID: String, _ request: GDataServerRequest) throws(GDataServerFailure) -> GDataServerResponse {
        guard request.method == "PUT" || request.method == "POST" else { throw Self.methodNotAllowed(request, allowed: "PUT") }
        guard let session = uploads[sessionID] else {
            throw GDataServerFailure(404, "notFound", "No upload session \(sessionID)")
        }
        guard let rangeHeader = request.header("Content-Range"),
            let range = GDataServerContentRange(rangeHeader)
        else {
            throw GDataServerFailure(400, "invalidHeader", "A chunk needs Content-Range: bytes FIRST-LAST/TOTAL", location: ("header", "Content-Range"))
        }
        if let total = range.total, let declared = session.declaredLength, total != declared {
            throw GDataServerFailure(400, "invalidHeader", "Content-Range total \(total) differs from X-Upload-Content-Length \(declared)")
        }
        let received = Int64(session.received.count)
        func incomplete() -> GDataServerResponse {
            GDataServerResponse(status: 308, headers: received > 0 ? [("Range", "bytes=0-\(received - 1)")] : [])
        }
        if let first = range.first, let last = range.last {
            guard first == received else { return incomplete() }  // not the next byte: ignored, the client re-syncs
            guard Int64(request.body.count) == last - first + 1 else {
                throw GDataServerFailure(400, "invalidRange", "The chunk has \(request.body.count) bytes, Content-Range says \(last - first + 1)")
            }
            if let total = range.total, last >= total {
                throw GDataServerFailure(400, "invalidRange", "The chunk ends past the total \(total)")
            }
            session.received.append(request.body)
        } else if !request.body.isEmpty {
            throw GDataServerFailure(400, "invalidRange", "A status query (bytes */N) has no body")
        }
        let now = Int64(session.received.count)
        guard let total = range.total ?? session.declaredLength, now == total else {
            return GDataServerResponse(status: 308, headers: now > 0 ? [("Range", "bytes=0-\(now - 1)")] : [])
        }
        // Complete: create or replace.
        uploads[sessionID] = nil
        let collection = try collection(named: session.collection)
        if let key = session.replacing {
            guard let entry = collection.entry(key: key) else { throw GDataServerFailure(404, "notFound", "The entry was deleted") }
            try storeReplacement(entry, in: collection, mediaType: session.mediaType, bytes: session.received)
            return entryResponse(200, entry, in: collection, request)
        }
        let entry = try createMediaEntry(
            in: collection, mediaType: session.mediaType, bytes: session.received, slug: session.slug, entry: session.entry
        )
        return entryResponse(201, entry, in: collection, request)
    }
}

/// `Content-Range: bytes FIRST-LAST/TOTAL`, `bytes */TOTAL` or `bytes FIRST-LAST/*`.
struct GDataServerContentRange {
    var first: Int64?
    var last: Int64?
    var total: Int64?

    init?(_ header: String) {
        let text = header.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("bytes ") else { return nil }
        let parts = text.dropFirst(6).split(separator: "/", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        if parts[1] != "*" {
            guard let total = Int64(parts[1]), total >= 0 else { return nil }
            self.total = total
        }
        if parts[0] != "*" {
            let bounds = parts[0].split(separator: "-", maxSplits: 1)
            guard bounds.count == 2, let first = Int64(bounds[0]), let last = Int64(bounds[1]), first >= 0, last >= first else {
                return nil
            }
            self.first = first
            self.last = last
        } else if total == nil {
            return nil
        }
    }
}

/// `multipart/related` bodies.
enum GDataServerMultipart {
    struct Part {
        var contentType: String
        var body: Data
    }

    static func parts(of body: Data, contentType: String) throws(GDataServerFailure) -> [Part] {
        guard let boundaryRange = contentType.range(of: "boundary=", options: .caseInsensitive) else {
            throw GDataServerFailure(400, "invalidMultipart", "multipart/related without a boundary parameter")
        }
        var boundary = String(contentType[boundaryRange.upperBound...].prefix { $0 != ";" }).trimmingCharacters(in: .whitespaces)
        if boundary.hasPrefix("\""), boundary.hasSuffix("\""), boundary.count >= 2 { boundary = String(boundary.dropFirst().dropLast()) }
        guard !boundary.isEmpty else { throw GDataServerFailure(400, "invalidMultipart", "empty multipart boundary") }
        let bytes = [UInt8](body)
        let delimiter = [UInt8](("--" + boundary).utf8)
        var positions: [Int] = []
        var index = 0
        while let found = find(delimiter, in: bytes, from: index) {
            positions.append(found)
            index = found + delimiter.count
        }
        guard positions.count >= 2 else {
            throw GDataServerFailure(400, "invalidMultipart", "The multipart body does not contain its boundary twice")
        }
        let closing = positions.last!
        guard bytes.count >= closing + delimiter.count + 2, bytes[closing + delimiter.count] == 0x2D, bytes[closing + delimiter.count + 1] == 0x2D
        else {
            throw GDataServerFailure(400, "invalidMultipart", "The multipart body has no closing boundary")
        }
        var parts: [Part] = []
        for (start, end) in zip(positions, positions.dropFirst()) {
            var from = start + delimiter.count
            if from + 1 < bytes.count, bytes[from] == 0x0D, bytes[from + 1] == 0x0A { from += 2 }
            var to = end
            if to >= 2, bytes[to - 2] == 0x0D, bytes[to - 1] == 0x0A { to -= 2 }
            guard from <= to, let split = find([0x0D, 0x0A, 0x0D, 0x0A], in: Array(bytes[from..<to]), from: 0) else {
                throw GDataServerFailure(400, "invalidMultipart", "A multipart part has no header block")
            }
            let headerText = String(decoding: bytes[from..<(from + split)], as: UTF8.self)
            var partType = "application/octet-stream"
            for line in headerText.components(separatedBy: "\r\n") {
                let pieces = line.split(separator: ":", maxSplits: 1)
                if pieces.count == 2, pieces[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-type" {
                    partType = pieces[1].trimmingCharacters(in: .whitespaces)
                }
            }
            parts.append(Part(contentType: partType, body: Data(bytes[(from + split + 4)..<to])))
        }
        return parts
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
