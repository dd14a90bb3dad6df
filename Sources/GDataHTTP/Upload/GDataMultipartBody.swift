internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A single-request upload body: `multipart/related` (metadata part, then media part) or media only.
///
/// The body is a ``GDataHTTPBody/parts(_:)`` list: boundaries and part headers are small `.data` pieces and the
/// media stays a `.file` region (streamed by the fetcher) or `.data`, so large files are never loaded into memory.
///
/// The `multipart/related` layout is the one GData servers expect, byte for byte:
///
/// ```
/// \r\n--END_OF_PART\r\nContent-Type: application/atom+xml; charset=UTF-8\r\n\r\n<metadata>
/// \r\n--END_OF_PART\r\nContent-Transfer-Encoding: binary\r\nContent-Type: <media type>\r\n\r\n<media>
/// \r\n--END_OF_PART--\r\n
/// ```
///
/// The boundary is `END_OF_PART` unless that string occurs in the metadata or the media (files are scanned in
/// chunks); then `END_OF_PART_%08x` with a random number (ten tries), then `%08x_tedborg_%08x`.
///
/// ```swift
/// let upload = try GDataMultipartBody.related(
///     metadata: Data(entryXML.utf8),
///     media: .file(photoURL),
///     mediaType: "image/jpeg",
///     slug: "holiday.jpg")
/// var request = GDataHTTPRequest(url: feedURL, method: "POST")
/// upload.apply(to: &request)
/// ```
public struct GDataMultipartBody: Sendable {
    /// The metadata part's default content type (GData Atom entries).
    public static let atomContentType = "application/atom+xml; charset=UTF-8"
    /// A content type for JSON metadata parts.
    public static let jsonContentType = "application/json; charset=UTF-8"
    /// The preferred boundary.
    public static let defaultBoundary = "END_OF_PART"

    /// The request body.
    public var body: GDataHTTPBody
    /// The request's `Content-Type`, e.g. `multipart/related; boundary="END_OF_PART"`.
    public var contentType: String
    /// The total body length in bytes.
    public var contentLength: Int64
    /// The boundary used, or `nil` for a media-only body.
    public var boundary: String?
    /// The `Slug` header value (already encoded for the wire), if any.
    public var slug: String?

    /// The headers to send with the body: `Content-Type`, `MIME-Version: 1.0`, `Slug` (when set), `Content-Length`.
    public var headers: GDataHTTPHeaders {
        var headers = GDataHTTPHeaders()
        headers.add(name: "Content-Type", value: contentType)
        headers.add(name: "MIME-Version", value: "1.0")
        if let slug { headers.add(name: "Slug", value: slug) }
        headers.add(name: "Content-Length", value: String(contentLength))
        return headers
    }

    /// Sets the body and replaces the ``headers`` fields on `request`.
    public func apply(to request: inout GDataHTTPRequest) {
        for field in headers { request.headers.replaceOrAdd(name: field.name, value: field.value) }
        if slug == nil { request.headers.remove(name: "Slug") }
        request.body = body
    }

    /// Builds a `multipart/related` body: the metadata part first, then the media part
    /// (`Content-Transfer-Encoding: binary`).
    ///
    /// - Parameters:
    ///   - metadata: The metadata bytes (an Atom entry or a JSON object).
    ///   - metadataType: The metadata part's content type.
    ///   - media: The media, as `.data` or a `.file` region (`.parts` is accepted too).
    ///   - mediaType: The media part's content type, e.g. `image/jpeg`.
    ///   - slug: An optional file name for the `Slug` header (percent-encoded as RFC 5023 asks).
    /// - Throws: ``GDataHTTPError`` `.fileIO` when a media file cannot be read; `.uploadFailed` when a content
    ///   type contains a line break or no usable boundary is found.
    public static func related(
        metadata: Data,
        metadataType: String = atomContentType,
        media: GDataHTTPBody,
        mediaType: String,
        slug: String? = nil
    ) throws -> GDataMultipartBody {
        try related(
            metadata: metadata,
            metadataType: metadataType,
            media: media,
            mediaType: mediaType,
            slug: slug,
            random: { UInt32.random(in: .min ... .max) }
        )
    }

    /// Builds a media-only body: the raw bytes with `Content-Type: <mediaType>`, `MIME-Version` and `Slug`.
    ///
    /// - Throws: ``GDataHTTPError`` `.fileIO` when the media file cannot be stat'ed, `.uploadFailed` for a
    ///   content type containing line breaks.
    public static func mediaOnly(media: GDataHTTPBody, mediaType: String, slug: String? = nil) throws
        -> GDataMultipartBody
    {
        try checkHeaderValue(mediaType, name: "media type")
        guard let length = media.contentLength() else {
            throw GDataHTTPError(code: .fileIO, message: "cannot determine the length of the media body")
        }
        return GDataMultipartBody(
            body: media,
            contentType: mediaType,
            contentLength: length,
            boundary: nil,
            slug: slug.map(encodeSlug)
        )
    }

    /// Encodes a `Slug` value: bytes outside printable ASCII, and `%`, become `%XX` (RFC 5023 §9.7).
    public static func encodeSlug(_ slug: String) -> String {
        var out = ""
        for byte in slug.utf8 {
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "%") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += GDataText.format("%%%02X", byte)
            }
        }
        return out
    }

    // MARK: - Internals

    /// `related` with an injectable random source (tests force boundary collisions).
    static func related(
        metadata: Data,
        metadataType: String,
        media: GDataHTTPBody,
        mediaType: String,
        slug: String?,
        random: () -> UInt32
    ) throws -> GDataMultipartBody {
        try checkHeaderValue(metadataType, name: "metadata type")
        try checkHeaderValue(mediaType, name: "media type")
        let contents: [GDataHTTPBody] = [.data(metadata), media]
        let boundary = try chooseBoundary(in: contents, random: random)

        let metadataHead = "\r\n--\(boundary)\r\nContent-Type: \(metadataType)\r\n\r\n"
        let mediaHead = "\r\n--\(boundary)\r\nContent-Transfer-Encoding: binary\r\nContent-Type: \(mediaType)\r\n\r\n"
        let tail = "\r\n--\(boundary)--\r\n"
        let parts: [GDataHTTPBody] = [
            .data(Data(metadataHead.utf8)), .data(metadata), .data(Data(mediaHead.utf8)), media, .data(Data(tail.utf8)),
        ]
        let body = GDataHTTPBody.parts(parts)
        guard let length = body.contentLength() else {
            throw GDataHTTPError(code: .fileIO, message: "cannot determine the length of the media body")
        }
        return GDataMultipartBody(
            body: body,
            contentType: "multipart/related; boundary=\"\(boundary)\"",
            contentLength: length,
            boundary: boundary,
            slug: slug.map(encodeSlug)
        )
    }

    /// Picks a boundary that occurs in none of `contents`.
    static func chooseBoundary(in contents: [GDataHTTPBody], random: () -> UInt32) throws -> String {
        var candidates = [defaultBoundary]
        for _ in 0..<10 { candidates.append(GDataText.format("END_OF_PART_%08x", random())) }
        for _ in 0..<10 { candidates.append(GDataText.format("%08x_tedborg_%08x", random(), random())) }
        for candidate in candidates {
            var found = false
            for body in contents where try occurs(Data(candidate.utf8), in: body) {
                found = true
                break
            }
            if !found { return candidate }
        }
        throw GDataHTTPError(code: .uploadFailed, message: "no multipart boundary absent from the data could be found")
    }

    /// Whether `needle` occurs in `body`; files are read in 64 KiB chunks with an overlap of `needle.count - 1`.
    static func occurs(_ needle: Data, in body: GDataHTTPBody) throws -> Bool {
        switch body {
        case .data(let data):
            return data.firstRange(of: needle) != nil
        case .parts(let parts):
            // A needle could straddle two parts: scan the concatenation as one stream.
            var scanner = StreamScanner(needle: needle)
            for part in parts where try scanner.feed(part) { return true }
            return false
        case .file:
            var scanner = StreamScanner(needle: needle)
            return try scanner.feed(body)
        }
    }

    /// Streams bodies through a sliding window looking for a needle.
    struct StreamScanner {
        let needle: Data
        var carry = Data()
        static let chunkSize = 64 * 1024

        init(needle: Data) { self.needle = needle }

        /// Feeds `body`; returns true as soon as the needle is seen.
        mutating func feed(_ body: GDataHTTPBody) throws -> Bool {
            switch body {
            case .data(let data):
                return consume(data)
            case .parts(let parts):
                for part in parts where try feed(part) { return true }
                return false
            case .file(let url, let offset, let length):
                let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else {
                    throw GDataHTTPError(
                        code: .fileIO,
                        message: "cannot open \(url.path) for reading",
                        url: url,
                        underlying: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    )
                }
                defer { close(descriptor) }
                func readFailure() -> GDataHTTPError {
                    GDataHTTPError(
                        code: .fileIO,
                        message: "cannot read \(url.path)",
                        url: url,
                        underlying: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    )
                }
                guard lseek(descriptor, off_t(max(0, offset)), SEEK_SET) >= 0 else { throw readFailure() }
                var remaining = length ?? Int64.max
                while remaining > 0 {
                    let want = Int(min(Int64(Self.chunkSize), remaining))
                    guard let chunk = GDataFile.readChunk(descriptor, upTo: want) else { throw readFailure() }
                    if chunk.isEmpty { break }
                    remaining -= Int64(chunk.count)
                    if consume(Data(chunk)) { return true }
                }
                return false
            }
        }

        private mutating func consume(_ data: Data) -> Bool {
            guard !needle.isEmpty else { return true }
            var window = carry
            window.append(data)
            if window.firstRange(of: needle) != nil { return true }
            let keep = min(needle.count - 1, window.count)
            carry = window.suffix(keep)
            return false
        }
    }

    static func checkHeaderValue(_ value: String, name: String) throws {
        if value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 }) {
            throw GDataHTTPError(code: .uploadFailed, message: "the \(name) contains a line break")
        }
    }
}
