public import Foundation
public import GData

/// A GData feed query: a feed URL plus the standard parameters, custom parameters and category filters
/// (the original's `GDataQuery`).
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
public struct GDataQuery: Sendable, Hashable {
    /// The feed URL the query applies to.
    public var feedURL: URL
    /// Category filters, each written as one `/-/` path segment (ANDed).
    public var categoryFilters: [GDataCategoryFilter] = []
    /// Every parameter by name (standard ones included); ``url`` sorts them.
    public private(set) var parameters: [String: String] = [:]

    /// A query on `feedURL` with no parameters.
    public init(feedURL: URL) { self.feedURL = feedURL }

    // MARK: Custom parameters

    /// Sets parameter `name` to `value`; `nil` removes it (the original's `addCustomParameterWithName:value:`).
    public mutating func setCustomParameter(_ name: String, _ value: String?) {
        parameters[name] = value
    }

    /// The value of parameter `name`.
    public func customParameter(_ name: String) -> String? { parameters[name] }

    /// Sets an integer parameter; `nil` removes it.
    public mutating func setCustomParameter(_ name: String, int value: Int?) {
        parameters[name] = value.map(String.init)
    }

    /// An integer parameter, or `nil` when absent or not a number.
    public func intParameter(_ name: String) -> Int? { parameters[name].flatMap { Int($0) } }

    /// Sets a boolean parameter written `true`/`false`; when `value` equals `defaultValue` the parameter is removed
    /// (the original's `addCustomParameterWithName:boolValue:defaultValue:`).
    public mutating func setCustomParameter(_ name: String, bool value: Bool, defaultValue: Bool = false) {
        parameters[name] = value == defaultValue ? nil : (value ? "true" : "false")
    }

    /// A boolean parameter (`true` when written `true`), or `defaultValue` when absent.
    public func boolParameter(_ name: String, defaultValue: Bool = false) -> Bool {
        parameters[name].map { $0 == "true" } ?? defaultValue
    }

    /// Sets a date parameter written as RFC 3339 without fractional seconds (`2006-03-29T07:35:59Z`,
    /// `2007-06-25T13:37:54+07:00`); `nil` removes it.
    public mutating func setCustomParameter(_ name: String, date value: GDataDateTime?) {
        parameters[name] = value.map(Self.queryDateString)
    }

    /// A date parameter, or `nil`.
    public func dateParameter(_ name: String) -> GDataDateTime? {
        parameters[name].flatMap { GDataDateTime(rfc3339String: $0) }
    }

    // MARK: Standard parameters

    /// `q`: the full-text query.
    public var fullTextQueryString: String? {
        get { parameters["q"] }
        set { parameters["q"] = newValue }
    }
    /// `start-index` (1-based), or `nil`.
    public var startIndex: Int? {
        get { intParameter("start-index") }
        set { setCustomParameter("start-index", int: newValue) }
    }
    /// `max-results`, or `nil`.
    public var maxResults: Int? {
        get { intParameter("max-results") }
        set { setCustomParameter("max-results", int: newValue) }
    }
    /// `author`.
    public var author: String? {
        get { parameters["author"] }
        set { parameters["author"] = newValue }
    }
    /// `orderby`.
    public var orderBy: String? {
        get { parameters["orderby"] }
        set { parameters["orderby"] = newValue }
    }
    /// `sortorder`: `true` writes `ascending`, `false` writes `descending`, `nil` leaves it out.
    public var isAscendingOrder: Bool? {
        get { parameters["sortorder"].map { $0 == "ascending" } }
        set { parameters["sortorder"] = newValue.map { $0 ? "ascending" : "descending" } }
    }
    /// `published-min`.
    public var publishedMinDateTime: GDataDateTime? {
        get { dateParameter("published-min") }
        set { setCustomParameter("published-min", date: newValue) }
    }
    /// `published-max`.
    public var publishedMaxDateTime: GDataDateTime? {
        get { dateParameter("published-max") }
        set { setCustomParameter("published-max", date: newValue) }
    }
    /// `updated-min`.
    public var updatedMinDateTime: GDataDateTime? {
        get { dateParameter("updated-min") }
        set { setCustomParameter("updated-min", date: newValue) }
    }
    /// `updated-max`.
    public var updatedMaxDateTime: GDataDateTime? {
        get { dateParameter("updated-max") }
        set { setCustomParameter("updated-max", date: newValue) }
    }
    /// `alt`, e.g. ``ResultFormat/serviceDocument``.
    public var resultFormat: String? {
        get { parameters["alt"] }
        set { parameters["alt"] = newValue }
    }
    /// `prettyprint=true`.
    public var shouldPrettyPrint: Bool {
        get { boolParameter("prettyprint") }
        set { setCustomParameter("prettyprint", bool: newValue) }
    }
    /// `strict=true`.
    public var isStrict: Bool {
        get { boolParameter("strict") }
        set { setCustomParameter("strict", bool: newValue) }
    }
    /// `fields`: a partial-response field selection, e.g. `entry(@gd:*,link,title)`.
    public var fieldSelection: String? {
        get { parameters["fields"] }
        set { parameters["fields"] = newValue }
    }
    /// `showdeleted=true`.
    public var shouldShowDeleted: Bool {
        get { boolParameter("showdeleted") }
        set { setCustomParameter("showdeleted", bool: newValue) }
    }
    /// `requirealldeleted=true`.
    public var shouldRequireAllDeleted: Bool {
        get { boolParameter("requirealldeleted") }
        set { setCustomParameter("requirealldeleted", bool: newValue) }
    }
    /// `onlydeleted=true`.
    public var shouldShowOnlyDeleted: Bool {
        get { boolParameter("onlydeleted") }
        set { setCustomParameter("onlydeleted", bool: newValue) }
    }
    /// `v`: the protocol version (a `v=` in the URL stops the service from sending `GData-Version`).
    public var protocolVersion: String? {
        get { parameters["v"] }
        set { parameters["v"] = newValue }
    }
    /// `hl`: the language of the response.
    public var language: String? {
        get { parameters["hl"] }
        set { parameters["hl"] = newValue }
    }
    /// `err=xml`: ask for errors as `gd:errors` XML.
    public var shouldFormatErrorsAsXML: Bool {
        get { parameters["err"] == "xml" }
        set { parameters["err"] = newValue ? "xml" : nil }
    }

    /// Values of `alt`.
    public enum ResultFormat {
        /// `atom-service`: the AtomPub service document.
        public static let serviceDocument = "atom-service"
        /// `atom`.
        public static let atom = "atom"
    }

    // MARK: Categories

    /// Adds a category filter (one `/-/` path segment).
    public mutating func addCategoryFilter(_ filter: GDataCategoryFilter) { categoryFilters.append(filter) }

    /// Adds a filter holding one category (`{scheme}term`, or `term` when `scheme` is `nil`).
    public mutating func addCategoryFilter(scheme: String? = nil, term: String) {
        categoryFilters.append(GDataCategoryFilter(scheme: scheme, term: term))
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
            let order = lhs.caseInsensitiveCompare(rhs)
            return order == .orderedSame ? lhs < rhs : order == .orderedAscending
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
