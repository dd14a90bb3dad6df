public import GDataService

/// A service's query: a `GDataQuery` (every standard parameter and method, reached directly as `query.maxResults` or
/// `query.addCategoryFilter(…)` through `GDataQueryProtocol`) plus the service's own parameters as typed properties, as
/// the original's `GDataQuery` subclasses had them. Accepted wherever a `GDataQuery` is (`fetchFeed(query:)`,
/// `startFetchingFeed(query:feedClass:)`).
public protocol GDataServiceQuery: GDataQueryProtocol, Hashable {}

extension GDataServiceQuery {
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
