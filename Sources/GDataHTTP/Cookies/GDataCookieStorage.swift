internal import Synchronization

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// One HTTP cookie as stored by ``GDataCookieStorage`` (RFC 6265 §5.3 storage model).
public struct GDataHTTPCookie: Sendable, Hashable {
    /// The cookie name.
    public var name: String
    /// The cookie value, exactly as the server sent it (quotes included).
    public var value: String
    /// The lower-case domain: the request host for host-only cookies, else the `Domain` attribute without a leading dot.
    public var domain: String
    /// The path the cookie applies to (the `Path` attribute, or the default path of the setting URL).
    public var path: String
    /// When the cookie expires; `nil` for a session cookie (kept until ``GDataCookieStorage/removeAll()``).
    public var expires: Date?
    /// Sent only over https.
    public var secure: Bool
    /// The `HttpOnly` attribute (kept for information; an HTTP client sends these cookies normally).
    public var httpOnly: Bool
    /// True when the cookie had no `Domain` attribute: it is sent only to exactly ``domain``, not to its subdomains.
    public var hostOnly: Bool

    /// Creates a cookie.
    public init(
        name: String,
        value: String,
        domain: String,
        path: String = "/",
        expires: Date? = nil,
        secure: Bool = false,
        httpOnly: Bool = false,
        hostOnly: Bool = true
    ) {
        self.name = name
        self.value = value
        self.domain = domain
        self.path = path
        self.expires = expires
        self.secure = secure
        self.httpOnly = httpOnly
        self.hostOnly = hostOnly
    }
}

/// In-memory cookie storage with RFC 6265 semantics, one per service (never shared process-wide).
///
/// The fetcher calls ``store(setCookieHeaders:from:)`` with every response's `Set-Cookie` fields (redirect hops
/// included) and ``cookieHeader(for:)`` before every request.
///
/// - Cookies are replaced by (name, domain, path); `Max-Age` wins over `Expires`; `Max-Age<=0` or a past `Expires`
///   deletes the cookie.
/// - A `Domain` attribute must domain-match the request host and must not be a bare top-level domain or a known public
///   suffix (such cookies are ignored).
/// - `Secure` cookies are sent only over https, and (as in RFC 6265bis and curl) are accepted only from https responses.
///
/// ```swift
/// let cookies = GDataCookieStorage()
/// cookies.store(setCookieHeaders: ["SID=abc; Path=/; HttpOnly"], from: url)
/// request.headers["Cookie"] = cookies.cookieHeader(for: url)
/// ```
public final class GDataCookieStorage: Sendable {
    private struct Stored {
        var cookie: GDataHTTPCookie
        var creation: Date
        var sequence: UInt64
    }

    private struct State {
        var cookies: [Stored] = []
        var nextSequence: UInt64 = 0
    }

    /// At most this many cookies are kept; the oldest are dropped first.
    static let maximumCookieCount = 3000
    /// Cookies whose name and value together are longer than this are ignored (RFC 6265 §6.1 minimum is 4096).
    static let maximumCookieSize = 8192

    private let state = Mutex(State())
    private let now: @Sendable () -> Date

    /// Creates empty storage. `now` is the clock used for expiry (inject a fixed clock in tests).
    public init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
    }

    /// All unexpired cookies, in creation order.
    public var cookies: [GDataHTTPCookie] {
        let date = now()
        return state.withLock { state in
            Self.purgeExpired(&state, at: date)
            return state.cookies.map(\.cookie)
        }
    }

    /// Removes every cookie.
    public func removeAll() {
        state.withLock { $0.cookies.removeAll() }
    }

    /// Stores (or replaces) one cookie directly, bypassing `Set-Cookie` parsing. A cookie whose ``GDataHTTPCookie/expires``
    /// is in the past deletes the stored cookie with the same name, domain and path.
    public func store(_ cookie: GDataHTTPCookie) {
        var cookie = cookie
        cookie.domain = cookie.domain.lowercased()
        insert(cookie, fromSecureOrigin: true)
    }

    /// Parses `Set-Cookie` field values received in a response from `url` and stores the acceptable ones.
    public func store(setCookieHeaders: [String], from url: URL) {
        guard let host = Self.canonicalHost(url) else { return }
        let secureOrigin = url.scheme?.lowercased() == "https"
        let requestPath = Self.requestPath(url)
        let date = now()
        for header in setCookieHeaders {
            guard let cookie = Self.parse(header, host: host, requestPath: requestPath, now: date) else { continue }
            insert(cookie, fromSecureOrigin: secureOrigin)
        }
    }

    /// The unexpired cookies to send to `url`, in RFC 6265 §5.4 order (longer paths first, then earlier creation).
    public func cookies(for url: URL) -> [GDataHTTPCookie] {
        guard let host = Self.canonicalHost(url) else { return [] }
        let secure = url.scheme?.lowercased() == "https"
        let path = Self.requestPath(url)
        let date = now()
        return state.withLock { state in
            Self.purgeExpired(&state, at: date)
            let matching = state.cookies.filter { stored in
                let cookie = stored.cookie
                if cookie.secure && !secure { return false }
                if cookie.hostOnly {
                    if cookie.domain != host { return false }
                } else if !Self.domainMatches(host: host, domain: cookie.domain) {
                    return false
                }
                return Self.pathMatches(requestPath: path, cookiePath: cookie.path)
            }
            return matching.sorted { a, b in
                let la = a.cookie.path.utf8.count, lb = b.cookie.path.utf8.count
                if la != lb { return la > lb }
                if a.creation != b.creation { return a.creation < b.creation }
                return a.sequence < b.sequence
            }.map(\.cookie)
        }
    }

    /// The `Cookie` request header value for `url` (`a=1; b=2`), or `nil` when no cookie applies.
    public func cookieHeader(for url: URL) -> String? {
        let matching = cookies(for: url)
        guard !matching.isEmpty else { return nil }
        return matching.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    // MARK: - Storage

    private func insert(_ cookie: GDataHTTPCookie, fromSecureOrigin: Bool) {
        let date = now()
        state.withLock { state in
            Self.purgeExpired(&state, at: date)
            let existingIndex = state.cookies.firstIndex {
                $0.cookie.name == cookie.name && $0.cookie.domain == cookie.domain && $0.cookie.path == cookie.path
            }
            // RFC 6265bis §5.7: an insecure origin may neither set nor overwrite a Secure cookie.
            if !fromSecureOrigin {
                if cookie.secure { return }
                if let existingIndex, state.cookies[existingIndex].cookie.secure { return }
            }
            var creation = date
            var sequence = state.nextSequence
            if let existingIndex {
                creation = state.cookies[existingIndex].creation
                sequence = state.cookies[existingIndex].sequence
                state.cookies.remove(at: existingIndex)
            } else {
                state.nextSequence += 1
            }
            if let expires = cookie.expires, expires <= date { return }  // deletion
            state.cookies.append(Stored(cookie: cookie, creation: creation, sequence: sequence))
            if state.cookies.count > Self.maximumCookieCount {
                state.cookies.sort { ($0.creation, $0.sequence) < ($1.creation, $1.sequence) }
                state.cookies.removeFirst(state.cookies.count - Self.maximumCookieCount)
            }
        }
    }

    private static func purgeExpired(_ state: inout State, at date: Date) {
        state.cookies.removeAll { stored in
            if let expires = stored.cookie.expires { return expires <= date }
            return false
        }
    }

    // MARK: - Parsing (RFC 6265 §5.2, §5.3)

    /// Parses one `Set-Cookie` value into a cookie ready to store, or `nil` if it must be ignored.
    static func parse(_ header: String, host: String, requestPath: String, now: Date) -> GDataHTTPCookie? {
        var pieces = header.split(separator: ";", omittingEmptySubsequences: false).makeIterator()
        guard let pair = pieces.next(), let equals = pair.firstIndex(of: "=") else { return nil }
        let name = trimWhitespace(pair[..<equals])
        let value = trimWhitespace(pair[pair.index(after: equals)...])
        guard !name.isEmpty, name.utf8.count + value.utf8.count <= maximumCookieSize else { return nil }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return nil }
        if value.unicodeScalars.contains(where: { ($0.value < 0x20 && $0.value != 0x09) || $0.value == 0x7F }) {
            return nil
        }

        var expires: Date?
        var maxAge: Date?
        var domainAttribute: String?
        var pathAttribute: String?
        var secure = false
        var httpOnly = false
        while let piece = pieces.next() {
            let attributeName: String
            let attributeValue: String
            if let eq = piece.firstIndex(of: "=") {
                attributeName = trimWhitespace(piece[..<eq]).lowercased()
                attributeValue = trimWhitespace(piece[piece.index(after: eq)...])
            } else {
                attributeName = trimWhitespace(piece).lowercased()
                attributeValue = ""
            }
            switch attributeName {
            case "expires":
                if let date = GDataHTTPDate.parse(attributeValue) { expires = date }
            case "max-age":
                guard let first = attributeValue.utf8.first, first == UInt8(ascii: "-") || isDigit(first) else { break }
                let digits = first == UInt8(ascii: "-") ? attributeValue.utf8.dropFirst() : attributeValue.utf8[...]
                guard !digits.isEmpty, digits.allSatisfy(isDigit) else { break }
                if first == UInt8(ascii: "-") {
                    maxAge = .distantPast
                } else if let seconds = Int(attributeValue) {
                    maxAge = seconds <= 0 ? .distantPast : now.addingTimeInterval(TimeInterval(seconds))
                } else {
                    maxAge = .distantFuture  // more digits than Int holds: effectively never expires
                }
            case "domain":
                guard !attributeValue.isEmpty else { break }
                var domain = Substring(attributeValue)
                if domain.hasPrefix(".") { domain = domain.dropFirst() }
                domainAttribute = domain.lowercased()
            case "path":
                pathAttribute = attributeValue.hasPrefix("/") ? attributeValue : nil
            case "secure":
                secure = true
            case "httponly":
                httpOnly = true
            default:
                break
            }
        }

        let domain: String
        let hostOnly: Bool
        if let attribute = domainAttribute, !attribute.isEmpty {
            if isPublicSuffix(attribute) {
                guard attribute == host else { return nil }
                domain = host
                hostOnly = true
            } else {
                guard domainMatches(host: host, domain: attribute) else { return nil }
                domain = attribute
                hostOnly = false
            }
        } else {
            domain = host
            hostOnly = true
        }
        return GDataHTTPCookie(
            name: name,
            value: value,
            domain: domain,
            path: pathAttribute ?? defaultPath(requestPath),
            expires: maxAge ?? expires,
            secure: secure,
            httpOnly: httpOnly,
            hostOnly: hostOnly
        )
    }

    /// Multi-label public suffixes commonly met; a single-label domain (a bare TLD) is always treated as public.
    private static let knownPublicSuffixes: Set<String> = [
        "co.uk", "org.uk", "ac.uk", "gov.uk", "me.uk", "com.au", "net.au", "org.au", "co.jp", "ne.jp", "or.jp",
        "co.nz", "com.br", "com.cn", "co.in", "co.kr", "com.mx", "co.za", "appspot.com", "blogspot.com",
        "github.io", "googleusercontent.com", "herokuapp.com", "cloudfront.net",
    ]

    static func isPublicSuffix(_ domain: String) -> Bool {
        if isIPAddress(domain) { return false }
        if !domain.contains(".") { return true }
        return knownPublicSuffixes.contains(domain)
    }

    /// RFC 6265 §5.1.3 domain-match.
    static func domainMatches(host: String, domain: String) -> Bool {
        if host == domain { return true }
        guard !isIPAddress(host), host.utf8.reversed().starts(with: domain.utf8.reversed()),
            host.utf8.count > domain.utf8.count
        else { return false }
        let boundary = host.utf8[host.utf8.index(host.utf8.endIndex, offsetBy: -domain.utf8.count - 1)]
        return boundary == UInt8(ascii: ".")
    }

    /// RFC 6265 §5.1.4 path-match.
    static func pathMatches(requestPath: String, cookiePath: String) -> Bool {
        if requestPath == cookiePath { return true }
        guard requestPath.utf8.starts(with: cookiePath.utf8) else { return false }
        if cookiePath.hasSuffix("/") { return true }
        let next = requestPath.utf8[
            requestPath.utf8.index(requestPath.utf8.startIndex, offsetBy: cookiePath.utf8.count)
        ]
        return next == UInt8(ascii: "/")
    }

    /// RFC 6265 §5.1.4 default-path of a request path.
    static func defaultPath(_ requestPath: String) -> String {
        guard requestPath.hasPrefix("/"), let lastSlash = requestPath.lastIndex(of: "/"),
            lastSlash != requestPath.startIndex
        else { return "/" }
        return String(requestPath[..<lastSlash])
    }

    static func canonicalHost(_ url: URL) -> String? {
        guard var host = url.host, !host.isEmpty else { return nil }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.hasSuffix(".") { host = String(host.dropLast()) }
        return host.lowercased()
    }

    static func requestPath(_ url: URL) -> String {
        let path = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path
        return path.isEmpty ? "/" : path
    }

    static func isIPAddress(_ host: String) -> Bool {
        if host.contains(":") { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { !$0.isEmpty && $0.utf8.count <= 3 && $0.utf8.allSatisfy(isDigit) }
    }

    private static func trimWhitespace(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
