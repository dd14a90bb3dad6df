import GData

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

/// A GData feed query: a feed URL plus the standard parameters, custom parameters and category filters
/// (the original's `GDataQuery`).
///
/// Its parameters, filters and URL are the methods of ``GDataQueryProtocol``, which every service query
/// (`GDataQueryContact`, `GDataQueryCalendar`, …) adopts too, so a service query has every method of `GDataQuery` and
/// is accepted wherever one is (`fetchFeed(query:)`), as the original's subclasses were.
///
/// Parameters are written sorted case-insensitively by name, each value encoded with
/// ``GDataQuery/encodeParameter(_:)`` (a space becomes `+`). Category filters become `/-/` path segments. A query string
/// already on the feed URL is kept first.
///
/// ```swift
/// var query = GDataQuery(feedURL: feedURL)
/// query.fullTextQueryString = "Darcy Dingo"
/// query.maxResults = 5
/// query.addCategoryFilter(GDataCategoryFilter(term: "friends"))
/// let feed = try await service.fetchFeed(query: query)
/// ```
public struct GDataQuery: GDataQueryProtocol, Hashable {
    /// The feed URL the query applies to.
    public var feedURL: URL
    /// Category filters, each written as one `/-/` path segment (ANDed).
    public var categoryFilters: [GDataCategoryFilter] = []
    /// Every parameter by name (standard ones included); ``url`` sorts them. Set them with
    /// ``GDataQueryProtocol/setCustomParameter(_:_:)`` and the typed properties.
    public internal(set) var parameters: [String: String] = [:]

    /// A query on `feedURL` with no parameters.
    public init(feedURL: URL) { self.feedURL = feedURL }

    // MARK: GDataQueryProtocol

    /// The query itself: every method of ``GDataQueryProtocol`` (parameters, category filters, the URL) works on it.
    public var query: GDataQuery {
        get { self }
        set { self = newValue }
    }

    /// Values of `alt`.
    public enum ResultFormat {
        /// `atom-service`: the AtomPub service document.
        public static let serviceDocument = "atom-service"
        /// `atom`.
        public static let atom = "atom"
    }

    // MARK: The URL

    /// The query's URL: the feed URL, the category path, the existing query string, then the sorted parameters.
    public var url: URL { URL(string: urlString) ?? feedURL }

    /// ``url`` as a string, byte for byte.
    public var urlString: String {
        var base = feedURL.absoluteString
        var existingQuery: String?
        if let mark = base.firstIndex(of: "?") {
            existingQuery = String(base[base.index(after: mark)...])
            base = String(base[..<mark])
        }
        var fragment = ""
        if let hash = (existingQuery ?? base).firstIndex(of: "#") {
            if let query = existingQuery {
                fragment = String(query[hash...])
                existingQuery = String(query[..<hash])
            } else {
                fragment = String(base[hash...])
                base = String(base[..<hash])
            }
        }
        if !categoryFilters.isEmpty {
            if !base.hasSuffix("/") { base += "/" }
            base += "-/" + categoryFilters.map(\.pathSegment).joined(separator: "/")
        }
        var queryParts: [String] = []
        if let existingQuery, !existingQuery.isEmpty { queryParts.append(existingQuery) }
        let names = parameters.keys.sorted { lhs, rhs in
            let (left, right) = (lhs.lowercased(), rhs.lowercased())
            return left == right ? lhs < rhs : left < right
        }
        for name in names {
            guard let value = parameters[name] else { continue }
            queryParts.append("\(Self.encodeParameter(name))=\(Self.encodeParameter(value))")
        }
        if !queryParts.isEmpty { base += "?" + queryParts.joined(separator: "&") }
        return base + fragment
    }

    // MARK: Encoding

    /// The characters left as they are by both encodings: ASCII letters and digits and `-._~`.
    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    /// Encodes a parameter name or value: every byte but letters, digits and `-._~` percent-escaped (UTF-8), and a
    /// space as `+` (the original's `stringByURLEncodingStringParameter`).
    public static func encodeParameter(_ value: String) -> String { encode(value, spaceAsPlus: true) }

    /// Encodes a path segment: like ``encodeParameter(_:)`` but a space is `%20`
    /// (the original's `stringByURLEncodingForURI`).
    public static func encodeURIComponent(_ value: String) -> String { encode(value, spaceAsPlus: false) }

    private static func encode(_ value: String, spaceAsPlus: Bool) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            if unreserved.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else if byte == 0x20, spaceAsPlus {
                out += "+"
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// RFC 3339 with seconds and no fraction, `Z` or `±hh:mm`.
    static func queryDateString(_ date: GDataDateTime) -> String {
        func two(_ n: Int) -> String { String(n).leftPadded(to: 2) }
        var text = "\(String(date.year).leftPadded(to: 4))-\(two(date.month))-\(two(date.day))"
        guard date.hasTime else { return text }
        text += "T\(two(date.hour)):\(two(date.minute)):\(two(date.second))"
        if date.isUniversalTime || date.offsetSeconds == 0 {
            text += "Z"
        } else if let offset = date.offsetSeconds {
            let sign = offset < 0 ? "-" : "+"
            let minutes = abs(offset) / 60
            text += "\(sign)\(two(minutes / 60)):\(two(minutes % 60))"
        }
        return text
    }
}

/// One category path segment of a query: categories ORed with `|`, excluded ones written `-term`
/// (the original's `GDataCategoryFilter`).
public struct GDataCategoryFilter: Sendable, Hashable {
    /// A category in a filter: `{scheme}term`, or `term` alone.
    public struct Category: Sendable, Hashable {
        /// The scheme, or `nil`.
        public var scheme: String?
        /// The term.
        public var term: String

        /// Creates a category.
        public init(scheme: String? = nil, term: String) {
            self.scheme = scheme
            self.term = term
        }

        var text: String { scheme.map { "{\($0)}\(term)" } ?? term }
    }

    /// Categories any of which matches.
    public var categories: [Category] = []
    /// Categories that must not match.
    public var excludedCategories: [Category] = []

    /// An empty filter.
    public init() {}

    /// A filter holding one category.
    public init(scheme: String? = nil, term: String) {
        categories = [Category(scheme: scheme, term: term)]
    }

    /// Parses the command-line form: categories separated by `|`, a leading `-` excludes one, `{scheme}term` sets a
    /// scheme (`friends|family`, `-coworkers`, `{http://schemas.google.com/g/2005#kind}…#event`).
    public init(expression: String) {
        for part in expression.split(separator: "|", omittingEmptySubsequences: true) {
            var text = Substring(part)
            let excluded = text.hasPrefix("-")
            if excluded { text = text.dropFirst() }
            var scheme: String?
            if text.hasPrefix("{"), let close = text.firstIndex(of: "}") {
                scheme = String(text[text.index(after: text.startIndex)..<close])
                text = text[text.index(after: close)...]
            }
            let category = Category(scheme: scheme, term: String(text))
            if excluded { excludedCategories.append(category) } else { categories.append(category) }
        }
    }

    /// Adds a category (ORed with the others).
    public mutating func addCategory(scheme: String? = nil, term: String) {
        categories.append(Category(scheme: scheme, term: term))
    }

    /// Adds a category that must not match.
    public mutating func addExcludedCategory(scheme: String? = nil, term: String) {
        excludedCategories.append(Category(scheme: scheme, term: term))
    }

    /// The path segment: each category as `{scheme}term` (excluded ones prefixed `-`), joined with `|`, the whole
    /// encoded with ``GDataQuery/encodeURIComponent(_:)``.
    public var pathSegment: String {
        let parts = categories.map(\.text) + excludedCategories.map { "-" + $0.text }
        return GDataQuery.encodeURIComponent(parts.joined(separator: "|"))
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
