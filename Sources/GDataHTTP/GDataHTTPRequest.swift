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

/// An HTTP request, as a mutable value: set what you need, then hand it to a fetcher.
///
/// ```swift
/// var request = GDataHTTPRequest(url: URL(string: "https://example.com/feeds/default")!)
/// request.method = "POST"
/// request.headers["Content-Type"] = "application/atom+xml; charset=utf-8"
/// request.body = .data(Data(xml.utf8))
/// ```
public struct GDataHTTPRequest: Sendable {
    /// The absolute URL (http or https).
    public var url: URL
    /// The method, e.g. `GET`, `POST`, `PUT`, `PATCH`, `DELETE`, `HEAD`.
    public var method: String
    /// Request header fields, in order.
    public var headers: GDataHTTPHeaders
    /// The body to send, if any.
    public var body: GDataHTTPBody?
    /// A per-request timeout overriding the fetcher's configuration (seconds); `nil` uses the default.
    public var timeout: TimeInterval?
    /// A short human-readable label for logs (the original `comment`), e.g. "fetch feed".
    public var comment: String?
    /// The origin whose credentials this request may carry, when its URL came from a server (a `next` link, an
    /// entry's edit link, an upload session `Location`) rather than from the caller. `nil`: the caller named this URL.
    ///
    /// Every place that adds credentials (the fetcher's authorizer, the service's sign-in, the resumable upload's
    /// authorizer) first calls ``checkCredentialOrigin()``: a request to another origin that would carry credentials
    /// is refused with ``GDataHTTPError/Code/credentialOrigin`` before anything is sent (see ``GDataHTTPOrigin``).
    public var credentialOrigin: GDataHTTPOrigin?

    /// Creates a request.
    public init(
        url: URL,
        method: String = "GET",
        headers: GDataHTTPHeaders = GDataHTTPHeaders(),
        body: GDataHTTPBody? = nil
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }
}

extension GDataHTTPRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `METHOD URL` and the header lines, credentials masked by ``GDataHTTPRedaction`` (the API key in the URL,
    /// `Authorization`, cookies); the body by its size. The value itself keeps everything, as sent.
    public var description: String {
        var text = "\(method) \(GDataHTTPRedaction.url(url))"
        if headers.count > 0 { text += "\n" + headers.description }
        if let size = body?.contentLength() { text += "\n(body: \(size) bytes)" }
        return text
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// What `dump` and debuggers show: the members with the URL and headers masked and the body by its size.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "url": GDataHTTPRedaction.url(url), "method": method, "headers": headers,
                "body": body.map { $0.contentLength().map { "\($0) bytes" } ?? "a file" } as Any,
                "timeout": timeout as Any, "comment": comment.map(GDataHTTPRedaction.text) as Any,
                "credentialOrigin": credentialOrigin as Any,
            ],
            displayStyle: .struct
        )
    }
}

/// What a request sends: bytes in memory, a region of a file streamed from disk, or a sequence of parts.
///
/// File bodies are read in chunks while sending and are never loaded whole into memory.
public enum GDataHTTPBody: Sendable, Hashable {
    /// Bytes held in memory.
    case data(Data)
    /// `length` bytes of the file at `url` starting at `offset`; `length == nil` means to the end of the file.
    case file(URL, offset: Int64 = 0, length: Int64? = nil)
    /// The concatenation of several bodies, sent in order (used for `multipart/related` uploads from disk).
    indirect case parts([GDataHTTPBody])

    /// The total length in bytes (stats files), or `nil` if a file cannot be read.
    public func contentLength() -> Int64? {
        switch self {
        case .data(let data):
            return Int64(data.count)
        case .file(let url, let offset, let length):
            if let length { return length }
            // stat(2), not FileManager's attributes: their `.size` is a UInt or an NSNumber depending on whether full
            // Foundation is loaded in the process.
            var status = stat()
            guard stat(url.path, &status) == 0 else { return nil }
            let size = Int64(status.st_size)
            return max(0, size - offset)
        case .parts(let parts):
            var total: Int64 = 0
            for part in parts {
                guard let n = part.contentLength() else { return nil }
                total += n
            }
            return total
        }
    }
}
