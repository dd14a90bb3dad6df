// generated from Schemas/opensearch.json by scripts/generate-schemas.py — do not edit

// OpenSearch 1.1 response elements, also read from the RSS-era namespace http://a9.com/-/spec/opensearchrss/1.0/.

/// Interned element and attribute names used by `Schemas/opensearch.json`.
enum GDataOpensearchSchemaNames {
    static let openSearch10_itemsPerPage = GDataXMLName.intern("http://a9.com/-/spec/opensearchrss/1.0/", "itemsPerPage")
    static let openSearch10_startIndex = GDataXMLName.intern("http://a9.com/-/spec/opensearchrss/1.0/", "startIndex")
    static let openSearch10_totalResults = GDataXMLName.intern("http://a9.com/-/spec/opensearchrss/1.0/", "totalResults")
    static let openSearch_itemsPerPage = GDataXMLName.intern("http://a9.com/-/spec/opensearch/1.1/", "itemsPerPage")
    static let openSearch_startIndex = GDataXMLName.intern("http://a9.com/-/spec/opensearch/1.1/", "startIndex")
    static let openSearch_totalResults = GDataXMLName.intern("http://a9.com/-/spec/opensearch/1.1/", "totalResults")
}

/// The total number of results (`openSearch:totalResults`).
///
/// Element `openSearch:totalResults` (also read from `openSearch10:totalResults`).
open class GDataOpenSearchTotalResults: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataOpensearchSchemaNames.openSearch_totalResults }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataOpensearchSchemaNames.openSearch10_totalResults] }
}

/// The 1-based index of the first result (`openSearch:startIndex`).
///
/// Element `openSearch:startIndex` (also read from `openSearch10:startIndex`).
open class GDataOpenSearchStartIndex: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataOpensearchSchemaNames.openSearch_startIndex }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataOpensearchSchemaNames.openSearch10_startIndex] }
}

/// The page size (`openSearch:itemsPerPage`).
///
/// Element `openSearch:itemsPerPage` (also read from `openSearch10:itemsPerPage`).
open class GDataOpenSearchItemsPerPage: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataOpensearchSchemaNames.openSearch_itemsPerPage }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataOpensearchSchemaNames.openSearch10_itemsPerPage] }
}

extension GDataFeedBase {
    /// The total number of results (`openSearch:totalResults`), either namespace.
    public var totalResults: Int? {
        get { GDataValueText.int(child(GDataOpenSearchTotalResults.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataOpenSearchTotalResults.self) }
    }
    /// The 1-based index of the first result (`openSearch:startIndex`).
    public var startIndex: Int? {
        get { GDataValueText.int(child(GDataOpenSearchStartIndex.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataOpenSearchStartIndex.self) }
    }
    /// The page size (`openSearch:itemsPerPage`).
    public var itemsPerPage: Int? {
        get { GDataValueText.int(child(GDataOpenSearchItemsPerPage.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataOpenSearchItemsPerPage.self) }
    }
}
