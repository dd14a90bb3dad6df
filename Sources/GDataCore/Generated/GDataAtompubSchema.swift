// generated from Schemas/atompub.json by scripts/generate-schemas.py — do not edit

// AtomPub (RFC 5023): app:edited, app:control/app:draft, service and category documents. The pre-RFC namespace
// http://purl.org/atom/app# (GData v1) is read into the same classes.

/// Interned element and attribute names used by `Schemas/atompub.json`.
enum GDataAtompubSchemaNames {
    static let app1_accept = GDataXMLName.intern("http://purl.org/atom/app#", "accept")
    static let app1_categories = GDataXMLName.intern("http://purl.org/atom/app#", "categories")
    static let app1_collection = GDataXMLName.intern("http://purl.org/atom/app#", "collection")
    static let app1_control = GDataXMLName.intern("http://purl.org/atom/app#", "control")
    static let app1_draft = GDataXMLName.intern("http://purl.org/atom/app#", "draft")
    static let app1_edited = GDataXMLName.intern("http://purl.org/atom/app#", "edited")
    static let app1_service = GDataXMLName.intern("http://purl.org/atom/app#", "service")
    static let app1_workspace = GDataXMLName.intern("http://purl.org/atom/app#", "workspace")
    static let app_accept = GDataXMLName.intern("http://www.w3.org/2007/app", "accept")
    static let app_categories = GDataXMLName.intern("http://www.w3.org/2007/app", "categories")
    static let app_collection = GDataXMLName.intern("http://www.w3.org/2007/app", "collection")
    static let app_control = GDataXMLName.intern("http://www.w3.org/2007/app", "control")
    static let app_draft = GDataXMLName.intern("http://www.w3.org/2007/app", "draft")
    static let app_edited = GDataXMLName.intern("http://www.w3.org/2007/app", "edited")
    static let app_service = GDataXMLName.intern("http://www.w3.org/2007/app", "service")
    static let app_workspace = GDataXMLName.intern("http://www.w3.org/2007/app", "workspace")
    static let attr_fixed = GDataXMLName.intern("", "fixed")
    static let attr_href = GDataXMLName.intern("", "href")
    static let attr_scheme = GDataXMLName.intern("", "scheme")
    static let attr_title = GDataXMLName.intern("", "title")
}

/// The last edit time (`app:edited`).
///
/// Element `app:edited` (also read from `app1:edited`).
open class GDataEditedDate: GDataDateConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtompubSchemaNames.app_edited }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtompubSchemaNames.app1_edited] }
}

/// The draft flag (`app:draft`, "yes" or "no").
///
/// Element `app:draft` (also read from `app1:draft`).
open class GDataAtomPubDraft: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtompubSchemaNames.app_draft }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtompubSchemaNames.app1_draft] }
}

/// Publishing control (`app:control`): `isDraft` reads `app:draft` ("yes" in any case is true).
///
/// Element `app:control` (also read from `app1:control`).
open class GDataAtomPubControl: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtompubSchemaNames.app_control }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtompubSchemaNames.app1_control] }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataAtomPubDraft.self,
        ]
    }
}

/// A media range a collection accepts (`app:accept`).
///
/// Element `app:accept` (also read from `app1:accept`).
open class GDataAtomAccept: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtompubSchemaNames.app_accept }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtompubSchemaNames.app1_accept] }
}

/// A collection's categories (`app:categories`): inline `atom:category` children or an out-of-line `href`.
///
/// Element `app:categories` (also read from `app1:categories`).
open class GDataAtomCategoryGroup: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtompubSchemaNames.app_categories }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtompubSchemaNames.app1_categories] }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAtompubSchemaNames.attr_fixed,
            GDataAtompubSchemaNames.attr_scheme,
            GDataAtompubSchemaNames.attr_href,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataCategory.self,
        ]
    }
}

/// A category document (RFC 5023 §7): an `app:categories` root element.
open class GDataAtomCategoryDocument: GDataAtomCategoryGroup {
}

/// A collection in a service document (`app:collection`).
///
/// Element `app:collection` (also read from `app1:collection`).
open class GDataAtomCollection: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtompubSchemaNames.app_collection }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtompubSchemaNames.app1_collection] }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAtompubSchemaNames.attr_href,
            GDataAtompubSchemaNames.attr_title,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataTitle.self,
            GDataAtomAccept.self,
            GDataAtomCategoryGroup.self,
        ]
    }
}

/// A workspace in a service document (`app:workspace`).
///
/// Element `app:workspace` (also read from `app1:workspace`).
open class GDataAtomWorkspace: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtompubSchemaNames.app_workspace }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtompubSchemaNames.app1_workspace] }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAtompubSchemaNames.attr_title,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataTitle.self,
            GDataAtomCollection.self,
        ]
    }
}

/// An AtomPub service document (`app:service`), as returned for `alt=atom-service`.
///
/// Element `app:service` (also read from `app1:service`).
open class GDataAtomServiceDocument: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtompubSchemaNames.app_service }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtompubSchemaNames.app1_service] }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataAtomWorkspace.self,
        ]
    }
}

extension GDataAtomPubControl {
    /// The `app:draft` child.
    public var draft: GDataAtomPubDraft? {
        get { child(GDataAtomPubDraft.self) }
        set { setChild(newValue, of: GDataAtomPubDraft.self) }
    }
}

extension GDataAtomCategoryGroup {
    /// The `fixed` attribute ("yes" or "no"; see `isFixed`).
    public var fixed: String? {
        get { attribute(GDataAtompubSchemaNames.attr_fixed) }
        set { setAttribute(GDataAtompubSchemaNames.attr_fixed, newValue) }
    }
    /// The default scheme of the categories.
    public var scheme: String? {
        get { attribute(GDataAtompubSchemaNames.attr_scheme) }
        set { setAttribute(GDataAtompubSchemaNames.attr_scheme, newValue) }
    }
    /// The out-of-line category document URI, as written.
    public var href: String? {
        get { attribute(GDataAtompubSchemaNames.attr_href) }
        set { setAttribute(GDataAtompubSchemaNames.attr_href, newValue) }
    }
    /// `href` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedHref: String? { (attribute(GDataAtompubSchemaNames.attr_href)).map { resolveURI($0) } }
    /// The `atom:category` children.
    public var categories: [GDataCategory] {
        get { children(GDataCategory.self) }
        set { setChildren(newValue, of: GDataCategory.self) }
    }
}

extension GDataAtomCollection {
    /// The collection URI, as written (see `resolvedHref`).
    public var href: String? {
        get { attribute(GDataAtompubSchemaNames.attr_href) }
        set { setAttribute(GDataAtompubSchemaNames.attr_href, newValue) }
    }
    /// `href` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedHref: String? { (attribute(GDataAtompubSchemaNames.attr_href)).map { resolveURI($0) } }
    /// The v1 (`http://purl.org/atom/app#`) title attribute.
    public var titleAttribute: String? {
        get { attribute(GDataAtompubSchemaNames.attr_title) }
        set { setAttribute(GDataAtompubSchemaNames.attr_title, newValue) }
    }
    /// The collection title (`atom:title`).
    public var title: GDataTitle? {
        get { child(GDataTitle.self) }
        set { setChild(newValue, of: GDataTitle.self) }
    }
    /// The `app:accept` children.
    public var accepts: [GDataAtomAccept] {
        get { children(GDataAtomAccept.self) }
        set { setChildren(newValue, of: GDataAtomAccept.self) }
    }
    /// The `app:categories` child.
    public var categoryGroup: GDataAtomCategoryGroup? {
        get { child(GDataAtomCategoryGroup.self) }
        set { setChild(newValue, of: GDataAtomCategoryGroup.self) }
    }
}

extension GDataAtomWorkspace {
    /// The v1 (`http://purl.org/atom/app#`) title attribute.
    public var titleAttribute: String? {
        get { attribute(GDataAtompubSchemaNames.attr_title) }
        set { setAttribute(GDataAtompubSchemaNames.attr_title, newValue) }
    }
    /// The workspace title (`atom:title`).
    public var title: GDataTitle? {
        get { child(GDataTitle.self) }
        set { setChild(newValue, of: GDataTitle.self) }
    }
    /// The `app:collection` children.
    public var collections: [GDataAtomCollection] {
        get { children(GDataAtomCollection.self) }
        set { setChildren(newValue, of: GDataAtomCollection.self) }
    }
}

extension GDataAtomServiceDocument {
    /// The `app:workspace` children.
    public var workspaces: [GDataAtomWorkspace] {
        get { children(GDataAtomWorkspace.self) }
        set { setChildren(newValue, of: GDataAtomWorkspace.self) }
    }
}

extension GDataEntryBase {
    /// The last edit time (`app:edited`).
    public var editedDate: GDataDateTime? {
        get { child(GDataEditedDate.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataEditedDate.self) }
    }
    /// Publishing control (`app:control`).
    public var atomPubControl: GDataAtomPubControl? {
        get { child(GDataAtomPubControl.self) }
        set { setChild(newValue, of: GDataAtomPubControl.self) }
    }
}

extension GDataFeedBase {
    /// Publishing control (`app:control`).
    public var atomPubControl: GDataAtomPubControl? {
        get { child(GDataAtomPubControl.self) }
        set { setChild(newValue, of: GDataAtomPubControl.self) }
    }
}
