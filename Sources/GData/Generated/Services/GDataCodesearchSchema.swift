// generated from Schemas/services/codesearch.json by scripts/generate-schemas.py — do not edit

// Google Code Search (`gcs:`; dropped by the original in 2015, kept for archived feeds): the search feed, whose entries name the package and file of each hit and its matching lines.

/// Interned element and attribute names used by `Schemas/services/codesearch.json`.
enum GDataCodesearchSchemaNames {
    static let attr_lineNumber = GDataXMLName.intern("", "lineNumber")
    static let attr_name = GDataXMLName.intern("", "name")
    static let attr_uri = GDataXMLName.intern("", "uri")
    static let gcs_file = GDataXMLName.intern("http://schemas.google.com/codesearch/2006", "file")
    static let gcs_match = GDataXMLName.intern("http://schemas.google.com/codesearch/2006", "match")
    static let gcs_package = GDataXMLName.intern("http://schemas.google.com/codesearch/2006", "package")
}

/// The package (archive) holding the file (`gcs:package`).
///
/// Element `gcs:package`.
open class GDataCodeSearchPackage: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCodesearchSchemaNames.gcs_package }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCodesearchSchemaNames.attr_name,
            GDataCodesearchSchemaNames.attr_uri,
        ]
    }
}

/// The file of a hit (`gcs:file`).
///
/// Element `gcs:file`.
open class GDataCodeSearchFile: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCodesearchSchemaNames.gcs_file }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCodesearchSchemaNames.attr_name,
        ]
    }
}

/// A matching line (`gcs:match`): its text (HTML when `type` is text/html) and line number.
///
/// Element `gcs:match`.
open class GDataCodeSearchMatch: GDataTextConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCodesearchSchemaNames.gcs_match }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCodesearchSchemaNames.attr_lineNumber,
        ]
    }
}

/// A Code Search result feed; its entries are `GDataEntryCodeSearch`.
open class GDataFeedCodeSearch: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryCodeSearch.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryCodeSearch.self }
}

/// A search hit: the package, the file and the matching lines.
open class GDataEntryCodeSearch: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataCodeSearchPackage.self,
            GDataCodeSearchFile.self,
            GDataCodeSearchMatch.self,
        ]
    }
}

extension GDataCodeSearchPackage {
    /// The package's name.
    public var packageName: String? {
        get { attribute(GDataCodesearchSchemaNames.attr_name) }
        set { setAttribute(GDataCodesearchSchemaNames.attr_name, newValue) }
    }
    /// The package's address.
    public var URI: String? {
        get { attribute(GDataCodesearchSchemaNames.attr_uri) }
        set { setAttribute(GDataCodesearchSchemaNames.attr_uri, newValue) }
    }
}

extension GDataCodeSearchFile {
    /// The file's path inside the package.
    public var fileName: String? {
        get { attribute(GDataCodesearchSchemaNames.attr_name) }
        set { setAttribute(GDataCodesearchSchemaNames.attr_name, newValue) }
    }
}

extension GDataCodeSearchMatch {
    /// The line number, as written.
    public var lineNumberString: String? {
        get { attribute(GDataCodesearchSchemaNames.attr_lineNumber) }
        set { setAttribute(GDataCodesearchSchemaNames.attr_lineNumber, newValue) }
    }
}

extension GDataEntryCodeSearch {
    /// The `gcs:package` child.
    public var package: GDataCodeSearchPackage? {
        get { child(GDataCodeSearchPackage.self) }
        set { setChild(newValue, of: GDataCodeSearchPackage.self) }
    }
    /// The `gcs:file` child.
    public var file: GDataCodeSearchFile? {
        get { child(GDataCodeSearchFile.self) }
        set { setChild(newValue, of: GDataCodeSearchFile.self) }
    }
    /// The `gcs:match` children.
    public var matches: [GDataCodeSearchMatch] {
        get { children(GDataCodeSearchMatch.self) }
        set { setChildren(newValue, of: GDataCodeSearchMatch.self) }
    }
}
