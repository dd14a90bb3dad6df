public import GDataService

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A Spreadsheets query (the original's `GDataQuerySpreadsheet`): list-feed structured queries and order, title,
/// and cell-feed row and column ranges.
@dynamicMemberLookup
public struct GDataQuerySpreadsheet: GDataServiceQuery {
    /// The underlying query: its parameters, feed URL and the common GData parameters.
    public var query: GDataQuery

    /// A query on `feedURL` (`spreadsheetQueryWithFeedURL:`).
    public init(feedURL: URL) { query = GDataQuery(feedURL: feedURL) }

    /// `title`.
    public var titleQuery: String? {
        get { query.customParameter("title") }
        set { query.setCustomParameter("title", newValue) }
    }
    /// `title-exact` (default `false`).
    public var isTitleQueryExact: Bool {
        get { query.boolParameter("title-exact") }
        set { query.setCustomParameter("title-exact", bool: newValue) }
    }
    /// `sq`: a structured list-feed query, e.g. `ipm<4 and hours>40`.
    public var spreadsheetQuery: String? {
        get { query.customParameter("sq") }
        set { query.setCustomParameter("sq", newValue) }
    }
    /// `reverse` (default `false`).
    public var isReverseSort: Bool {
        get { query.boolParameter("reverse") }
        set { query.setCustomParameter("reverse", bool: newValue) }
    }
    /// `min-row`; 0 or less removes it.
    public var minimumRow: Int {
        get { positiveInt("min-row") }
        set { setPositiveInt("min-row", newValue) }
    }
    /// `max-row`; 0 or less removes it.
    public var maximumRow: Int {
        get { positiveInt("max-row") }
        set { setPositiveInt("max-row", newValue) }
    }
    /// `min-col`; 0 or less removes it.
    public var minimumColumn: Int {
        get { positiveInt("min-col") }
        set { setPositiveInt("min-col", newValue) }
    }
    /// `max-col`; 0 or less removes it.
    public var maximumColumn: Int {
        get { positiveInt("max-col") }
        set { setPositiveInt("max-col", newValue) }
    }
    /// `range`, e.g. `A1:B2`.
    public var range: String? {
        get { query.customParameter("range") }
        set { query.setCustomParameter("range", newValue) }
    }
    /// `return-empty` (default `false`).
    public var shouldReturnEmpty: Bool {
        get { query.boolParameter("return-empty") }
        set { query.setCustomParameter("return-empty", bool: newValue) }
    }
}
