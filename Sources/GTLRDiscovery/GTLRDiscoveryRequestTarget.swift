import GTLR

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

/// The URL of one call of a Discovery method: the path template expanded with the path parameters (RFC 6570
/// `{name}` and `{+name}`), the other parameters as query items (repeated values repeat the item).
///
/// ```swift
/// let target = try GTLRDiscoveryRequestTarget(
///     document: storage, method: storage.method(id: "storage.objects.get")!,
///     parameters: [("bucket", "b"), ("object", "a/b.txt")])
/// target.url  // https://storage.googleapis.com/storage/v1/b/b/o/a%2Fb.txt
/// ```
public struct GTLRDiscoveryRequestTarget: Sendable {
    /// The full URL.
    public var url: URL
    /// The HTTP method.
    public var httpMethod: String

    /// Which path the call goes to.
    public enum Endpoint: Sendable, Equatable {
        /// The method's own path below the service path.
        case method
        /// The single-request upload path (`mediaUpload.protocols.simple.path`).
        case simpleUpload
        /// The resumable upload path (`mediaUpload.protocols.resumable.path`).
        case resumableUpload
        /// The method's path below `download/` + service path (`useMediaDownloadService`).
        case mediaDownload
    }

    /// Builds the URL of `method` called with `parameters` (name, value; in order, names may repeat).
    ///
    /// - Parameters:
    ///   - document: The Discovery document the method belongs to (its root URL, service path, global parameters).
    ///   - method: The method to call.
    ///   - parameters: Name and value pairs, in order; a name may repeat (array parameters).
    ///   - rootURL: Replaces the document's `rootUrl` (emulators, local servers); a missing trailing `/` is added.
    ///   - endpoint: The method path, an upload path or the media download path.
    /// - Throws: ``GTLRDiscoveryError`` for a missing required parameter, a path parameter given twice, a parameter
    ///   the method and the API do not have, an endpoint the method lacks, or an unusable root URL.
    public init(
        document: GTLRDiscoveryDocument,
        method: GTLRDiscoveryMethod,
        parameters: [(name: String, value: String)],
        rootURL: String? = nil,
        endpoint: Endpoint = .method
    ) throws(GTLRDiscoveryError) {
        var root = rootURL ?? document.rootUrl
        if !root.hasSuffix("/") { root += "/" }
        let (pathValues, queryItems) = try method.classify(parameters, in: document)
        let template: String
        switch endpoint {
        case .method:
            template = document.servicePath + method.path
        case .mediaDownload:
            template = "download/" + document.servicePath + method.path
        case .simpleUpload, .resumableUpload:
            let upload =
                endpoint == .simpleUpload
                ? method.mediaUpload?.protocols?.simple : method.mediaUpload?.protocols?.resumable
            guard let path = upload?.path else {
                throw GTLRDiscoveryError(message: "\(method.id) does not accept media uploads")
            }
            template = path.hasPrefix("/") ? String(path.dropFirst()) : path
        }
        let path = try Self.expand(template, values: pathValues, methodID: method.id)
        var text = root + path
        if !queryItems.isEmpty {
            text +=
                "?"
                + queryItems.map { Self.encode($0.0, reserved: false) + "=" + Self.encode($0.1, reserved: false) }
                .joined(separator: "&")
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else {
            throw GTLRDiscoveryError(message: "not a usable http(s) URL: \(text)")
        }
        self.url = url
        self.httpMethod = method.httpMethod
    }

    /// Expands `{name}` (reserved characters percent-encoded, so `/` → `%2F`) and `{+name}` (reserved characters
    /// kept) in `template`.
    ///
    /// - Throws: ``GTLRDiscoveryError`` for a variable without a value or an unterminated `{`.
    public static func expand(_ template: String, values: [String: String], methodID: String = "template")
        throws(GTLRDiscoveryError) -> String
    {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[rest.startIndex..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw GTLRDiscoveryError(message: "\(methodID): unterminated '{' in path template \(template)")
            }
            var name = rest[rest.index(after: open)..<close]
            let reserved = name.first == "+"
            if reserved { name = name.dropFirst() }
            guard let value = values[String(name)] else {
                throw GTLRDiscoveryError(message: "\(methodID): missing path parameter '\(name)'")
            }
            result += encode(value, reserved: reserved)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Percent-encodes `text` as `GTLRURITemplate.percentEncode(_:allowReserved:)` does (one implementation for the
    /// generator's targets and the runtime's queries): unreserved characters (`A–Z a–z 0–9 - . _ ~`) are kept; with
    /// `reserved` (RFC 6570 reserved expansion, §3.2.3), RFC 3986's reserved characters (`:/?#[]@!$&'()*+,;=`) and
    /// already-encoded `%XX` triplets are kept too, so `pct%2Fok` stays `pct%2Fok` (a `%` not followed by two hex
    /// digits is `%25`).
    public static func encode(_ text: String, reserved: Bool) -> String {
        GTLRURITemplate.percentEncode(text, allowReserved: reserved)
    }
}
