public import Foundation
public import GData
public import GDataService

/// A service's query: a `GDataQuery` (every standard parameter, reached directly as `query.maxResults`) plus the
/// service's own parameters as typed properties, as the original's `GDataQuery` subclasses had them.
public protocol GDataServiceQuery: Sendable, Hashable {
    /// The underlying query (standard parameters, custom parameters, category filters).
    var query: GDataQuery { get set }
}

extension GDataServiceQuery {
    /// The query's URL (the original's `-URL`).
    public var url: URL { query.url }

    /// A standard parameter of the underlying query (`startIndex`, `maxResults`, `orderBy`, …).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<GDataQuery, Value>) -> Value {
        get { query[keyPath: keyPath] }
        set { query[keyPath: keyPath] = newValue }
    }

    /// An integer parameter written only when positive (the original's `stringParamOrNilForInt:`); 0 when absent.
    func positiveInt(_ name: String) -> Int { query.intParameter(name) ?? 0 }

    mutating func setPositiveInt(_ name: String, _ value: Int) {
        query.setCustomParameter(name, value > 0 ? String(value) : nil)
    }
}

extension GDataService {
    /// Fetches the feed a service query selects (see `fetchFeed(query:)`).
    public func fetchFeed(query: some GDataServiceQuery) async throws(GDataServiceError) -> GDataFeedBase {
        try await fetchFeed(query: query.query)
    }
}
