// generated from Schemas/threading.json by scripts/generate-schemas.py — do not edit

// Atom threading extensions (RFC 4685): thr:in-reply-to, thr:total and the thr:count/thr:updated link attributes.

/// Interned element and attribute names used by `Schemas/threading.json`.
enum GDataThreadingSchemaNames {
    static let attr_href = GDataXMLName.intern("", "href")
    static let attr_ref = GDataXMLName.intern("", "ref")
    static let attr_source = GDataXMLName.intern("", "source")
    static let attr_type = GDataXMLName.intern("", "type")
    static let thr_count = GDataXMLName.intern("http://purl.org/syndication/thread/1.0", "count")
    static let thr_in_reply_to = GDataXMLName.intern("http://purl.org/syndication/thread/1.0", "in-reply-to")
    static let thr_total = GDataXMLName.intern("http://purl.org/syndication/thread/1.0", "total")
    static let thr_updated = GDataXMLName.intern("http://purl.org/syndication/thread/1.0", "updated")
}

/// The resource an entry responds to (`thr:in-reply-to`, RFC 4685 §3).
///
/// Element `thr:in-reply-to`.
open class GDataInReplyTo: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataThreadingSchemaNames.thr_in_reply_to }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataThreadingSchemaNames.attr_ref,
            GDataThreadingSchemaNames.attr_href,
            GDataThreadingSchemaNames.attr_type,
            GDataThreadingSchemaNames.attr_source,
        ]
    }
}

/// The total number of replies (`thr:total`, RFC 4685 §5).
///
/// Element `thr:total`.
open class GDataThreadTotal: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataThreadingSchemaNames.thr_total }
}

extension GDataInReplyTo {
    /// The identifier (`atom:id`) of the resource replied to.
    public var ref: String? {
        get { attribute(GDataThreadingSchemaNames.attr_ref) }
        set { setAttribute(GDataThreadingSchemaNames.attr_ref, newValue) }
    }
    /// A link to the resource, as written.
    public var href: String? {
        get { attribute(GDataThreadingSchemaNames.attr_href) }
        set { setAttribute(GDataThreadingSchemaNames.attr_href, newValue) }
    }
    /// `href` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedHref: String? { (attribute(GDataThreadingSchemaNames.attr_href)).map { resolveURI($0) } }
    /// The media type of `href`.
    public var type: String? {
        get { attribute(GDataThreadingSchemaNames.attr_type) }
        set { setAttribute(GDataThreadingSchemaNames.attr_type, newValue) }
    }
    /// A link to the feed holding the resource, as written.
    public var source: String? {
        get { attribute(GDataThreadingSchemaNames.attr_source) }
        set { setAttribute(GDataThreadingSchemaNames.attr_source, newValue) }
    }
    /// `source` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedSource: String? { (attribute(GDataThreadingSchemaNames.attr_source)).map { resolveURI($0) } }
}

extension GDataEntryBase {
    /// The first `thr:in-reply-to` element.
    public var inReplyTo: GDataInReplyTo? {
        get { child(GDataInReplyTo.self) }
        set { setChild(newValue, of: GDataInReplyTo.self) }
    }
    /// Every `thr:in-reply-to` element.
    public var inReplyTos: [GDataInReplyTo] {
        get { children(GDataInReplyTo.self) }
        set { setChildren(newValue, of: GDataInReplyTo.self) }
    }
    /// The number of replies (`thr:total`).
    public var total: Int? {
        get { GDataValueText.int(child(GDataThreadTotal.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataThreadTotal.self) }
    }
}

extension GDataLink {
    /// The number of replies at the link (`thr:count`).
    public var threadCount: Int? {
        get { GDataValueText.int(attribute(GDataThreadingSchemaNames.thr_count)) }
        set { setAttribute(GDataThreadingSchemaNames.thr_count, newValue.map { String($0) }) }
    }
    /// When the last reply was made (`thr:updated`).
    public var threadUpdated: GDataDateTime? {
        get { (attribute(GDataThreadingSchemaNames.thr_updated)).flatMap { GDataDateTime(rfc3339String: $0) } }
        set { setAttribute(GDataThreadingSchemaNames.thr_updated, newValue?.rfc3339String) }
    }
}
