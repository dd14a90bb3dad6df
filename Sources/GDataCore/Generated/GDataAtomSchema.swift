// generated from Schemas/atom.json by scripts/generate-schemas.py — do not edit

// Atom 1.0 (RFC 4287) elements, with the Atom 0.3 names read into the same classes.

/// Interned element and attribute names used by `Schemas/atom.json`.
enum GDataAtomSchemaNames {
    static let atom03_author = GDataXMLName.intern("http://purl.org/atom/ns#", "author")
    static let atom03_content = GDataXMLName.intern("http://purl.org/atom/ns#", "content")
    static let atom03_contributor = GDataXMLName.intern("http://purl.org/atom/ns#", "contributor")
    static let atom03_copyright = GDataXMLName.intern("http://purl.org/atom/ns#", "copyright")
    static let atom03_created = GDataXMLName.intern("http://purl.org/atom/ns#", "created")
    static let atom03_email = GDataXMLName.intern("http://purl.org/atom/ns#", "email")
    static let atom03_entry = GDataXMLName.intern("http://purl.org/atom/ns#", "entry")
    static let atom03_feed = GDataXMLName.intern("http://purl.org/atom/ns#", "feed")
    static let atom03_generator = GDataXMLName.intern("http://purl.org/atom/ns#", "generator")
    static let atom03_id = GDataXMLName.intern("http://purl.org/atom/ns#", "id")
    static let atom03_info = GDataXMLName.intern("http://purl.org/atom/ns#", "info")
    static let atom03_issued = GDataXMLName.intern("http://purl.org/atom/ns#", "issued")
    static let atom03_link = GDataXMLName.intern("http://purl.org/atom/ns#", "link")
    static let atom03_modified = GDataXMLName.intern("http://purl.org/atom/ns#", "modified")
    static let atom03_name = GDataXMLName.intern("http://purl.org/atom/ns#", "name")
    static let atom03_summary = GDataXMLName.intern("http://purl.org/atom/ns#", "summary")
    static let atom03_tagline = GDataXMLName.intern("http://purl.org/atom/ns#", "tagline")
    static let atom03_title = GDataXMLName.intern("http://purl.org/atom/ns#", "title")
    static let atom03_url = GDataXMLName.intern("http://purl.org/atom/ns#", "url")
    static let atom_author = GDataXMLName.intern("http://www.w3.org/2005/Atom", "author")
    static let atom_category = GDataXMLName.intern("http://www.w3.org/2005/Atom", "category")
    static let atom_content = GDataXMLName.intern("http://www.w3.org/2005/Atom", "content")
    static let atom_contributor = GDataXMLName.intern("http://www.w3.org/2005/Atom", "contributor")
    static let atom_email = GDataXMLName.intern("http://www.w3.org/2005/Atom", "email")
    static let atom_entry = GDataXMLName.intern("http://www.w3.org/2005/Atom", "entry")
    static let atom_feed = GDataXMLName.intern("http://www.w3.org/2005/Atom", "feed")
    static let atom_generator = GDataXMLName.intern("http://www.w3.org/2005/Atom", "generator")
    static let atom_icon = GDataXMLName.intern("http://www.w3.org/2005/Atom", "icon")
    static let atom_id = GDataXMLName.intern("http://www.w3.org/2005/Atom", "id")
    static let atom_link = GDataXMLName.intern("http://www.w3.org/2005/Atom", "link")
    static let atom_logo = GDataXMLName.intern("http://www.w3.org/2005/Atom", "logo")
    static let atom_name = GDataXMLName.intern("http://www.w3.org/2005/Atom", "name")
    static let atom_published = GDataXMLName.intern("http://www.w3.org/2005/Atom", "published")
    static let atom_rights = GDataXMLName.intern("http://www.w3.org/2005/Atom", "rights")
    static let atom_source = GDataXMLName.intern("http://www.w3.org/2005/Atom", "source")
    static let atom_subtitle = GDataXMLName.intern("http://www.w3.org/2005/Atom", "subtitle")
    static let atom_summary = GDataXMLName.intern("http://www.w3.org/2005/Atom", "summary")
    static let atom_title = GDataXMLName.intern("http://www.w3.org/2005/Atom", "title")
    static let atom_updated = GDataXMLName.intern("http://www.w3.org/2005/Atom", "updated")
    static let atom_uri = GDataXMLName.intern("http://www.w3.org/2005/Atom", "uri")
    static let attr_href = GDataXMLName.intern("", "href")
    static let attr_hreflang = GDataXMLName.intern("", "hreflang")
    static let attr_label = GDataXMLName.intern("", "label")
    static let attr_length = GDataXMLName.intern("", "length")
    static let attr_mode = GDataXMLName.intern("", "mode")
    static let attr_rel = GDataXMLName.intern("", "rel")
    static let attr_scheme = GDataXMLName.intern("", "scheme")
    static let attr_src = GDataXMLName.intern("", "src")
    static let attr_term = GDataXMLName.intern("", "term")
    static let attr_title = GDataXMLName.intern("", "title")
    static let attr_type = GDataXMLName.intern("", "type")
    static let attr_uri = GDataXMLName.intern("", "uri")
    static let attr_url = GDataXMLName.intern("", "url")
    static let attr_version = GDataXMLName.intern("", "version")
    static let gd_etag = GDataXMLName.intern("http://schemas.google.com/g/2005", "etag")
    static let gd_fields = GDataXMLName.intern("http://schemas.google.com/g/2005", "fields")
    static let gd_kind = GDataXMLName.intern("http://schemas.google.com/g/2005", "kind")
    static let thr_count = GDataXMLName.intern("http://purl.org/syndication/thread/1.0", "count")
    static let thr_updated = GDataXMLName.intern("http://purl.org/syndication/thread/1.0", "updated")
}

/// An Atom text construct (`type` = text, html or xhtml): the base of title, subtitle, rights and summary.
/// A missing `type` means "text"; the XHTML `div` of an xhtml value is kept as child XML.
open class GDataTextConstruct: GDataObject {
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAtomSchemaNames.attr_type,
            GDataAtomSchemaNames.attr_mode,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
    /// Unclaimed child elements are part of the value, not unknown XML.
    override open class var keepsChildXML: Bool { true }
    /// Attributes left out of equality (compared by the class's own rule instead).
    override open var equalityIgnoredAttributes: Set<GDataXMLName> {
        super.equalityIgnoredAttributes.union([GDataAtomSchemaNames.attr_type])
    }
    /// Compares content, adding the class's own rule (`hasEqualEffectiveType(_:)`).
    override open func isEqualContent(to other: GDataObject) -> Bool {
        hasEqualEffectiveType(other) && super.isEqualContent(to: other)
    }
}

/// A title (`atom:title`).
///
/// Element `atom:title` (also read from `atom03:title`).
open class GDataTitle: GDataTextConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_title }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_title] }
}

/// A feed subtitle (`atom:subtitle`; Atom 0.3 `tagline`).
///
/// Element `atom:subtitle` (also read from `atom03:tagline`).
open class GDataSubtitle: GDataTextConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_subtitle }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_tagline] }
}

/// Rights information (`atom:rights`; Atom 0.3 `copyright`).
///
/// Element `atom:rights` (also read from `atom03:copyright`).
open class GDataRights: GDataTextConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_rights }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_copyright] }
}

/// An entry summary (`atom:summary`).
///
/// Element `atom:summary` (also read from `atom03:summary`).
open class GDataSummary: GDataTextConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_summary }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_summary] }
}

/// The Atom 0.3 feed `info` element (no Atom 1.0 equivalent).
///
/// Element `atom03:info`.
open class GDataFeedInfo: GDataTextConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom03_info }
}

/// Entry content (`atom:content`): inline text, HTML or XHTML, inline XML, base64 data, an out-of-line `src`,
/// or an inline Atom feed or entry (`childObject`).
///
/// Element `atom:content` (also read from `atom03:content`).
open class GDataEntryContent: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_content }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_content] }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAtomSchemaNames.attr_type,
            GDataAtomSchemaNames.attr_src,
            GDataAtomSchemaNames.attr_mode,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataFeedBase.self,
            GDataEntryBase.self,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
    /// Unclaimed child elements are part of the value, not unknown XML.
    override open class var keepsChildXML: Bool { true }
    /// Attributes left out of equality (compared by the class's own rule instead).
    override open var equalityIgnoredAttributes: Set<GDataXMLName> {
        super.equalityIgnoredAttributes.union([GDataAtomSchemaNames.attr_type])
    }
    /// Compares content, adding the class's own rule (`hasEqualEffectiveType(_:)`).
    override open func isEqualContent(to other: GDataObject) -> Bool {
        hasEqualEffectiveType(other) && super.isEqualContent(to: other)
    }
}

/// A link (`atom:link`). `rel` reads "alternate" when the attribute is absent; `href` is kept as written
/// and `resolvedHref`/`url` resolve it against `xml:base`.
///
/// Element `atom:link` (also read from `atom03:link`).
open class GDataLink: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_link }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_link] }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAtomSchemaNames.attr_rel,
            GDataAtomSchemaNames.attr_type,
            GDataAtomSchemaNames.attr_href,
            GDataAtomSchemaNames.attr_hreflang,
            GDataAtomSchemaNames.attr_title,
            GDataAtomSchemaNames.attr_length,
            GDataAtomSchemaNames.gd_etag,
            GDataAtomSchemaNames.thr_count,
            GDataAtomSchemaNames.thr_updated,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryContent.self,
        ]
    }
}

/// A person's name (`atom:name`).
///
/// Element `atom:name` (also read from `atom03:name`).
open class GDataPersonName: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_name }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_name] }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// A person's e-mail address (`atom:email`).
///
/// Element `atom:email` (also read from `atom03:email`).
open class GDataPersonEmail: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_email }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_email] }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// A person's URI (`atom:uri`; Atom 0.3 `url`).
///
/// Element `atom:uri` (also read from `atom03:url`).
open class GDataPersonURI: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_uri }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_url] }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// An Atom person construct: the base of `GDataAuthor` and `GDataContributor`.
open class GDataPerson: GDataObject {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPersonName.self,
            GDataPersonEmail.self,
            GDataPersonURI.self,
        ]
    }
}

/// An author (`atom:author`).
///
/// Element `atom:author` (also read from `atom03:author`).
open class GDataAuthor: GDataPerson {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_author }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_author] }
}

/// A contributor (`atom:contributor`).
///
/// Element `atom:contributor` (also read from `atom03:contributor`).
open class GDataContributor: GDataPerson {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_contributor }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_contributor] }
}

/// A category (`atom:category`). Equality ignores `xml:lang` but compares `label`.
///
/// Element `atom:category`.
open class GDataCategory: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_category }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAtomSchemaNames.attr_scheme,
            GDataAtomSchemaNames.attr_term,
            GDataAtomSchemaNames.attr_label,
        ]
    }
}

/// The agent that generated a feed (`atom:generator`): its name is the element text. Feeds ignore it in equality.
///
/// Element `atom:generator` (also read from `atom03:generator`).
open class GDataGenerator: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_generator }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_generator] }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAtomSchemaNames.attr_version,
            GDataAtomSchemaNames.attr_uri,
            GDataAtomSchemaNames.attr_url,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
    /// Left out when the parent is compared (as the original did).
    override open class var isIgnoredForEquality: Bool { true }
}

/// An identifier (`atom:id`).
///
/// Element `atom:id` (also read from `atom03:id`).
open class GDataId: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_id }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_id] }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// A feed icon URI (`atom:icon`).
///
/// Element `atom:icon`.
open class GDataIcon: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_icon }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// A feed logo URI (`atom:logo`).
///
/// Element `atom:logo`.
open class GDataLogo: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_logo }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The last update time (`atom:updated`; Atom 0.3 `modified`).
///
/// Element `atom:updated` (also read from `atom03:modified`).
open class GDataUpdatedDate: GDataDateConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_updated }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_modified] }
}

/// The publication time (`atom:published`; Atom 0.3 `issued`).
///
/// Element `atom:published` (also read from `atom03:issued`).
open class GDataPublishedDate: GDataDateConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_published }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_issued] }
}

/// The Atom 0.3 creation time (`created`).
///
/// Element `atom03:created`.
open class GDataCreatedDate: GDataDateConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom03_created }
}

/// The source feed's metadata of a copied entry (`atom:source`).
///
/// Element `atom:source`.
open class GDataSource: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_source }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataId.self,
            GDataTitle.self,
            GDataSubtitle.self,
            GDataRights.self,
            GDataIcon.self,
            GDataLogo.self,
            GDataUpdatedDate.self,
            GDataGenerator.self,
            GDataLink.self,
            GDataAuthor.self,
            GDataContributor.self,
            GDataCategory.self,
        ]
    }
}

/// An Atom feed (`atom:feed`). Services register subclasses by kind; the parser picks them.
///
/// Element `atom:feed` (also read from `atom03:feed`).
open class GDataFeedBase: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_feed }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_feed] }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAtomSchemaNames.gd_etag,
            GDataAtomSchemaNames.gd_kind,
            GDataAtomSchemaNames.gd_fields,
            GDataAtomSchemaNames.attr_version,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataId.self,
            GDataTitle.self,
            GDataSubtitle.self,
            GDataRights.self,
            GDataFeedInfo.self,
            GDataIcon.self,
            GDataLogo.self,
            GDataUpdatedDate.self,
            GDataGenerator.self,
            GDataLink.self,
            GDataAuthor.self,
            GDataContributor.self,
            GDataCategory.self,
            GDataEntryBase.self,
            GDataAtomPubControl.self,
            GDataBatchOperation.self,
            GDataBatchInterrupted.self,
            GDataResourceID.self,
            GDataOpenSearchTotalResults.self,
            GDataOpenSearchStartIndex.self,
            GDataOpenSearchItemsPerPage.self,
            GDataDeletedEntry.self,
        ]
    }
    /// The parser may substitute a registered subclass chosen by `gd:kind` or the kind category.
    override open class var usesKindSelection: Bool { true }
}

/// An Atom entry (`atom:entry`). Services register subclasses by kind; the parser picks them.
///
/// Element `atom:entry` (also read from `atom03:entry`).
open class GDataEntryBase: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAtomSchemaNames.atom_entry }
    /// Other names this class is matched by when parsing.
    override open class var alternateElementNames: [GDataXMLName] { [GDataAtomSchemaNames.atom03_entry] }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAtomSchemaNames.gd_etag,
            GDataAtomSchemaNames.gd_kind,
            GDataAtomSchemaNames.gd_fields,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataId.self,
            GDataTitle.self,
            GDataSummary.self,
            GDataEntryContent.self,
            GDataRights.self,
            GDataPublishedDate.self,
            GDataUpdatedDate.self,
            GDataCreatedDate.self,
            GDataLink.self,
            GDataAuthor.self,
            GDataContributor.self,
            GDataCategory.self,
            GDataSource.self,
            GDataEditedDate.self,
            GDataAtomPubControl.self,
            GDataBatchOperation.self,
            GDataBatchID.self,
            GDataBatchStatus.self,
            GDataBatchInterrupted.self,
            GDataDeleted.self,
            GDataResourceID.self,
            GDataInReplyTo.self,
            GDataThreadTotal.self,
        ]
    }
    /// The parser may substitute a registered subclass chosen by `gd:kind` or the kind category.
    override open class var usesKindSelection: Bool { true }
}

extension GDataTextConstruct {
    /// The `type` attribute as written (`nil` when absent; see `effectiveType`).
    public var type: String? {
        get { attribute(GDataAtomSchemaNames.attr_type) }
        set { setAttribute(GDataAtomSchemaNames.attr_type, newValue) }
    }
    /// The Atom 0.3 `mode` attribute (`xml`, `escaped` or `base64`).
    public var mode: String? {
        get { attribute(GDataAtomSchemaNames.attr_mode) }
        set { setAttribute(GDataAtomSchemaNames.attr_mode, newValue) }
    }
}

extension GDataEntryContent {
    /// The `type` attribute as written (`nil` when absent; see `effectiveType`).
    public var type: String? {
        get { attribute(GDataAtomSchemaNames.attr_type) }
        set { setAttribute(GDataAtomSchemaNames.attr_type, newValue) }
    }
    /// The out-of-line content URI (`src`), as written.
    public var sourceURI: String? {
        get { attribute(GDataAtomSchemaNames.attr_src) }
        set { setAttribute(GDataAtomSchemaNames.attr_src, newValue) }
    }
    /// `sourceURI` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedSourceURI: String? { (attribute(GDataAtomSchemaNames.attr_src)).map { resolveURI($0) } }
    /// The Atom 0.3 `mode` attribute (`xml`, `escaped` or `base64`).
    public var mode: String? {
        get { attribute(GDataAtomSchemaNames.attr_mode) }
        set { setAttribute(GDataAtomSchemaNames.attr_mode, newValue) }
    }
}

extension GDataLink {
    /// The link relation; "alternate" when the attribute is absent (RFC 4287 §4.2.7.2). Setting `nil` removes it.
    public var rel: String? {
        get { attribute(GDataAtomSchemaNames.attr_rel) ?? "alternate" }
        set { setAttribute(GDataAtomSchemaNames.attr_rel, newValue) }
    }
    /// The media type of the linked resource.
    public var type: String? {
        get { attribute(GDataAtomSchemaNames.attr_type) }
        set { setAttribute(GDataAtomSchemaNames.attr_type, newValue) }
    }
    /// The link target as written (see `resolvedHref`).
    public var href: String? {
        get { attribute(GDataAtomSchemaNames.attr_href) }
        set { setAttribute(GDataAtomSchemaNames.attr_href, newValue) }
    }
    /// `href` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedHref: String? { (attribute(GDataAtomSchemaNames.attr_href)).map { resolveURI($0) } }
    /// The language of the linked resource (`hreflang`).
    public var hrefLang: String? {
        get { attribute(GDataAtomSchemaNames.attr_hreflang) }
        set { setAttribute(GDataAtomSchemaNames.attr_hreflang, newValue) }
    }
    /// The human-readable `title` attribute.
    public var title: String? {
        get { attribute(GDataAtomSchemaNames.attr_title) }
        set { setAttribute(GDataAtomSchemaNames.attr_title, newValue) }
    }
    /// The advisory length in bytes.
    public var length: Int64? {
        get { GDataValueText.int64(attribute(GDataAtomSchemaNames.attr_length)) }
        set { setAttribute(GDataAtomSchemaNames.attr_length, newValue.map { String($0) }) }
    }
    /// The linked resource's ETag (`gd:etag`).
    public var ETag: String? {
        get { attribute(GDataAtomSchemaNames.gd_etag) }
        set { setAttribute(GDataAtomSchemaNames.gd_etag, newValue) }
    }
    /// Inline content of the link (e.g. an embedded feed).
    public var content: GDataEntryContent? {
        get { child(GDataEntryContent.self) }
        set { setChild(newValue, of: GDataEntryContent.self) }
    }
}

extension GDataPerson {
    /// The person's name (`atom:name`).
    public var personName: String? {
        get { child(GDataPersonName.self)?.stringValue }
        set { setChildText(newValue, of: GDataPersonName.self) }
    }
    /// The e-mail address (`atom:email`).
    public var email: String? {
        get { child(GDataPersonEmail.self)?.stringValue }
        set { setChildText(newValue, of: GDataPersonEmail.self) }
    }
    /// The URI as written (`atom:uri`).
    public var uri: String? {
        get { child(GDataPersonURI.self)?.stringValue }
        set { setChildText(newValue, of: GDataPersonURI.self) }
    }
}

extension GDataCategory {
    /// The categorization scheme URI.
    public var scheme: String? {
        get { attribute(GDataAtomSchemaNames.attr_scheme) }
        set { setAttribute(GDataAtomSchemaNames.attr_scheme, newValue) }
    }
    /// The category term.
    public var term: String? {
        get { attribute(GDataAtomSchemaNames.attr_term) }
        set { setAttribute(GDataAtomSchemaNames.attr_term, newValue) }
    }
    /// The human-readable label.
    public var label: String? {
        get { attribute(GDataAtomSchemaNames.attr_label) }
        set { setAttribute(GDataAtomSchemaNames.attr_label, newValue) }
    }
}

extension GDataGenerator {
    /// The generator's version.
    public var version: String? {
        get { attribute(GDataAtomSchemaNames.attr_version) }
        set { setAttribute(GDataAtomSchemaNames.attr_version, newValue) }
    }
    /// The generator's URI (`uri`; Atom 0.3 `url`).
    public var uri: String? {
        get { attribute(GDataAtomSchemaNames.attr_uri) ?? attribute(GDataAtomSchemaNames.attr_url) }
        set { setAttribute(GDataAtomSchemaNames.attr_uri, newValue) }
    }
}

extension GDataSource {
    /// The `atom:id` child.
    public var identifier: String? {
        get { child(GDataId.self)?.stringValue }
        set { setChildText(newValue, of: GDataId.self) }
    }
    /// The `atom:title` child.
    public var title: GDataTitle? {
        get { child(GDataTitle.self) }
        set { setChild(newValue, of: GDataTitle.self) }
    }
    /// The `atom:subtitle` child.
    public var subtitle: GDataSubtitle? {
        get { child(GDataSubtitle.self) }
        set { setChild(newValue, of: GDataSubtitle.self) }
    }
    /// The `atom:rights` child.
    public var rights: GDataRights? {
        get { child(GDataRights.self) }
        set { setChild(newValue, of: GDataRights.self) }
    }
    /// The `atom:icon` child.
    public var icon: String? {
        get { child(GDataIcon.self)?.stringValue }
        set { setChildText(newValue, of: GDataIcon.self) }
    }
    /// The `atom:logo` child.
    public var logo: String? {
        get { child(GDataLogo.self)?.stringValue }
        set { setChildText(newValue, of: GDataLogo.self) }
    }
    /// The `atom:updated` child.
    public var updatedDate: GDataDateTime? {
        get { child(GDataUpdatedDate.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataUpdatedDate.self) }
    }
    /// The `atom:generator` child.
    public var generator: GDataGenerator? {
        get { child(GDataGenerator.self) }
        set { setChild(newValue, of: GDataGenerator.self) }
    }
    /// The `atom:link` children.
    public var links: [GDataLink] {
        get { children(GDataLink.self) }
        set { setChildren(newValue, of: GDataLink.self) }
    }
    /// The `atom:author` children.
    public var authors: [GDataAuthor] {
        get { children(GDataAuthor.self) }
        set { setChildren(newValue, of: GDataAuthor.self) }
    }
    /// The `atom:contributor` children.
    public var contributors: [GDataContributor] {
        get { children(GDataContributor.self) }
        set { setChildren(newValue, of: GDataContributor.self) }
    }
    /// The `atom:category` children.
    public var categories: [GDataCategory] {
        get { children(GDataCategory.self) }
        set { setChildren(newValue, of: GDataCategory.self) }
    }
}

extension GDataFeedBase {
    /// The feed's ETag (`gd:etag`).
    public var ETag: String? {
        get { attribute(GDataAtomSchemaNames.gd_etag) }
        set { setAttribute(GDataAtomSchemaNames.gd_etag, newValue) }
    }
    /// The feed's kind (`gd:kind`, core 2.1+).
    public var kind: String? {
        get { attribute(GDataAtomSchemaNames.gd_kind) }
        set { setAttribute(GDataAtomSchemaNames.gd_kind, newValue) }
    }
    /// The partial-response field selection (`gd:fields`).
    public var fieldSelection: String? {
        get { attribute(GDataAtomSchemaNames.gd_fields) }
        set { setAttribute(GDataAtomSchemaNames.gd_fields, newValue) }
    }
    /// The Atom 0.3 `version` attribute ("0.3").
    public var atom03Version: String? {
        get { attribute(GDataAtomSchemaNames.attr_version) }
        set { setAttribute(GDataAtomSchemaNames.attr_version, newValue) }
    }
    /// The feed identifier (`atom:id`).
    public var identifier: String? {
        get { child(GDataId.self)?.stringValue }
        set { setChildText(newValue, of: GDataId.self) }
    }
    /// The `atom:title` child.
    public var title: GDataTitle? {
        get { child(GDataTitle.self) }
        set { setChild(newValue, of: GDataTitle.self) }
    }
    /// The `atom:subtitle` child.
    public var subtitle: GDataSubtitle? {
        get { child(GDataSubtitle.self) }
        set { setChild(newValue, of: GDataSubtitle.self) }
    }
    /// The `atom:rights` child.
    public var rights: GDataRights? {
        get { child(GDataRights.self) }
        set { setChild(newValue, of: GDataRights.self) }
    }
    /// The `atom03:info` child.
    public var info: GDataFeedInfo? {
        get { child(GDataFeedInfo.self) }
        set { setChild(newValue, of: GDataFeedInfo.self) }
    }
    /// The icon URI as written (`atom:icon`).
    public var icon: String? {
        get { child(GDataIcon.self)?.stringValue }
        set { setChildText(newValue, of: GDataIcon.self) }
    }
    /// The logo URI as written (`atom:logo`).
    public var logo: String? {
        get { child(GDataLogo.self)?.stringValue }
        set { setChildText(newValue, of: GDataLogo.self) }
    }
    /// The feed's update time (`atom:updated`).
    public var updatedDate: GDataDateTime? {
        get { child(GDataUpdatedDate.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataUpdatedDate.self) }
    }
    /// The `atom:generator` child.
    public var generator: GDataGenerator? {
        get { child(GDataGenerator.self) }
        set { setChild(newValue, of: GDataGenerator.self) }
    }
    /// The `atom:link` children.
    public var links: [GDataLink] {
        get { children(GDataLink.self) }
        set { setChildren(newValue, of: GDataLink.self) }
    }
    /// The `atom:author` children.
    public var authors: [GDataAuthor] {
        get { children(GDataAuthor.self) }
        set { setChildren(newValue, of: GDataAuthor.self) }
    }
    /// The `atom:contributor` children.
    public var contributors: [GDataContributor] {
        get { children(GDataContributor.self) }
        set { setChildren(newValue, of: GDataContributor.self) }
    }
    /// The `atom:category` children.
    public var categories: [GDataCategory] {
        get { children(GDataCategory.self) }
        set { setChildren(newValue, of: GDataCategory.self) }
    }
    /// The feed's entries.
    public var entries: [GDataEntryBase] {
        get { children(GDataEntryBase.self) }
        set { setChildren(newValue, of: GDataEntryBase.self) }
    }
}

extension GDataEntryBase {
    /// The entry's ETag (`gd:etag`).
    public var ETag: String? {
        get { attribute(GDataAtomSchemaNames.gd_etag) }
        set { setAttribute(GDataAtomSchemaNames.gd_etag, newValue) }
    }
    /// The entry's kind (`gd:kind`, core 2.1+).
    public var kind: String? {
        get { attribute(GDataAtomSchemaNames.gd_kind) }
        set { setAttribute(GDataAtomSchemaNames.gd_kind, newValue) }
    }
    /// The partial-response field selection (`gd:fields`).
    public var fieldSelection: String? {
        get { attribute(GDataAtomSchemaNames.gd_fields) }
        set { setAttribute(GDataAtomSchemaNames.gd_fields, newValue) }
    }
    /// The entry identifier (`atom:id`).
    public var identifier: String? {
        get { child(GDataId.self)?.stringValue }
        set { setChildText(newValue, of: GDataId.self) }
    }
    /// The `atom:title` child.
    public var title: GDataTitle? {
        get { child(GDataTitle.self) }
        set { setChild(newValue, of: GDataTitle.self) }
    }
    /// The `atom:summary` child.
    public var summary: GDataSummary? {
        get { child(GDataSummary.self) }
        set { setChild(newValue, of: GDataSummary.self) }
    }
    /// The `atom:content` child.
    public var content: GDataEntryContent? {
        get { child(GDataEntryContent.self) }
        set { setChild(newValue, of: GDataEntryContent.self) }
    }
    /// The `atom:rights` child.
    public var rights: GDataRights? {
        get { child(GDataRights.self) }
        set { setChild(newValue, of: GDataRights.self) }
    }
    /// The publication time (`atom:published`).
    public var publishedDate: GDataDateTime? {
        get { child(GDataPublishedDate.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataPublishedDate.self) }
    }
    /// The update time (`atom:updated`).
    public var updatedDate: GDataDateTime? {
        get { child(GDataUpdatedDate.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataUpdatedDate.self) }
    }
    /// The Atom 0.3 creation time (`created`).
    public var createdDate: GDataDateTime? {
        get { child(GDataCreatedDate.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataCreatedDate.self) }
    }
    /// The `atom:link` children.
    public var links: [GDataLink] {
        get { children(GDataLink.self) }
        set { setChildren(newValue, of: GDataLink.self) }
    }
    /// The `atom:author` children.
    public var authors: [GDataAuthor] {
        get { children(GDataAuthor.self) }
        set { setChildren(newValue, of: GDataAuthor.self) }
    }
    /// The `atom:contributor` children.
    public var contributors: [GDataContributor] {
        get { children(GDataContributor.self) }
        set { setChildren(newValue, of: GDataContributor.self) }
    }
    /// The `atom:category` children.
    public var categories: [GDataCategory] {
        get { children(GDataCategory.self) }
        set { setChildren(newValue, of: GDataCategory.self) }
    }
    /// The `atom:source` child.
    public var source: GDataSource? {
        get { child(GDataSource.self) }
        set { setChild(newValue, of: GDataSource.self) }
    }
}
