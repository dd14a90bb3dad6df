public import GData

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// What a feed query is: a ``GDataQuery`` (``query``) and every method the original's `GDataQuery` had, so that
/// `GDataQuery` and each service's query (`GDataQueryContact`, `GDataQueryYouTube`, …) offer the same calls and are
/// accepted alike (`GDataService.fetchFeed(query:)`, `startFetchingFeed(query:feedClass:)`), as the original's
/// subclasses were.
///
/// ```swift
/// var query = GDataQueryContact(userID: "default")
/// query.maxResults = 25
/// query.addCategoryFilter(scheme: nil, term: "friends")
/// query.setCustomParameter("showdeleted", "true")
/// let feed = try await service.fetchFeed(query: query)
/// ```
public protocol GDataQueryProtocol: Sendable {
    /// The underlying query (standard parameters, custom parameters, category filters); for `GDataQuery`, itself.
    var query: GDataQuery { get set }
}

extension GDataQueryProtocol {
    // MARK: The query's parts

    /// The feed URL the query applies to.
    public var feedURL: URL {
        get { query.feedURL }
        set { query.feedURL = newValue }
    }

    /// Category filters, each written as one `/-/` path segment (ANDed).
    public var categoryFilters: [GDataCategoryFilter] {
        get { query.categoryFilters }
        set { query.categoryFilters = newValue }
    }

    /// Every parameter by name (standard ones included).
    public var parameters: [String: String] { query.parameters }

    /// The query's URL: the feed URL, the category path, the existing query string, then the sorted parameters
    /// (the original's `-URL`).
    public var url: URL { query.url }

    /// ``url`` as a string, byte for byte.
    public var urlString: String { query.urlString }

    // MARK: Custom parameters

    /// Sets parameter `name` to `value`; `nil` removes it (the original's `addCustomParameterWithName:value:`).
    public mutating func setCustomParameter(_ name: String, _ value: String?) {
        query.parameters[name] = value
    }

    /// The value of parameter `name`.
    public func customParameter(_ name: String) -> String? { query.parameters[name] }

    /// Sets an integer parameter; `nil` removes it.
    public mutating func setCustomParameter(_ name: String, int value: Int?) {
        query.parameters[name] = value.map(String.init)
    }

    /// An integer parameter, or `nil` when absent or not a number.
    public func intParameter(_ name: String) -> Int? { query.parameters[name].flatMap { Int($0) } }

    /// Sets a boolean parameter written `true`/`false`; when `value` equals `defaultValue` the parameter is removed
    /// (the original's `addCustomParameterWithName:boolValue:defaultValue:`).
    public mutating func setCustomParameter(_ name: String, bool value: Bool, defaultValue: Bool = false) {
        query.parameters[name] = value == defaultValue ? nil : (value ? "true" : "false")
    }

    /// A boolean parameter (`true` when written `true`), or `defaultValue` when absent.
    public func boolParameter(_ name: String, defaultValue: Bool = false) -> Bool {
        query.parameters[name].map { $0 == "true" } ?? defaultValue
    }

    /// Sets a date parameter written as RFC 3339 without fractional seconds (`2006-03-29T07:35:59Z`,
    /// `2007-06-25T13:37:54+07:00`); `nil` removes it.
    public mutating func setCustomParameter(_ name: String, date value: GDataDateTime?) {
        query.parameters[name] = value.map(GDataQuery.queryDateString)
    }

    /// A date parameter, or `nil`.
    public func dateParameter(_ name: String) -> GDataDateTime? {
        query.parameters[name].flatMap { GDataDateTime(rfc3339String: $0) }
    }

    // MARK: Standard parameters

    /// `q`: the full-text query.
    public var fullTextQueryString: String? {
        get { query.parameters["q"] }
        set { query.parameters["q"] = newValue }
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
        get { query.parameters["author"] }
        set { query.parameters["author"] = newValue }
    }
    /// `orderby`.
    public var orderBy: String? {
        get { query.parameters["orderby"] }
        set { query.parameters["orderby"] = newValue }
    }
    /// `sortorder`: `true` writes `ascending`, `false` writes `descending`, `nil` leaves it out.
    public var isAscendingOrder: Bool? {
        get { query.parameters["sortorder"].map { $0 == "ascending" } }
        set { query.parameters["sortorder"] = newValue.map { $0 ? "ascending" : "descending" } }
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
    /// `alt`, e.g. ``GDataQuery/ResultFormat/serviceDocument``.
    public var resultFormat: String? {
        get { query.parameters["alt"] }
        set { query.parameters["alt"] = newValue }
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
        get { query.parameters["fields"] }
        set { query.parameters["fields"] = newValue }
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
        get { query.parameters["v"] }
        set { query.parameters["v"] = newValue }
    }
    /// `hl`: the language of the response.
    public var language: String? {
        get { query.parameters["hl"] }
        set { query.parameters["hl"] = newValue }
    }
    /// `err=xml`: ask for errors as `gd:errors` XML.
    public var shouldFormatErrorsAsXML: Bool {
        get { query.parameters["err"] == "xml" }
        set { query.parameters["err"] = newValue ? "xml" : nil }
    }

    // MARK: Categories

    /// Adds a category filter (one `/-/` path segment).
    public mutating func addCategoryFilter(_ filter: GDataCategoryFilter) { query.categoryFilters.append(filter) }

    /// Adds a filter holding one category (`{scheme}term`, or `term` when `scheme` is `nil`).
    public mutating func addCategoryFilter(scheme: String? = nil, term: String) {
        query.categoryFilters.append(GDataCategoryFilter(scheme: scheme, term: term))
    }
}
