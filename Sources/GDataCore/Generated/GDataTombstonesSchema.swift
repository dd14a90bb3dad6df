// generated from Schemas/tombstones.json by scripts/generate-schemas.py — do not edit

// Atom tombstones (RFC 6721): at:deleted-entry marks an entry removed from a feed.

/// Interned element and attribute names used by `Schemas/tombstones.json`.
enum GDataTombstonesSchemaNames {
    static let at_by = GDataXMLName.intern("http://purl.org/atompub/tombstones/1.0", "by")
    static let at_comment = GDataXMLName.intern("http://purl.org/atompub/tombstones/1.0", "comment")
    static let at_deleted_entry = GDataXMLName.intern("http://purl.org/atompub/tombstones/1.0", "deleted-entry")
    static let attr_ref = GDataXMLName.intern("", "ref")
    static let attr_when = GDataXMLName.intern("", "when")
}

/// Why an entry was deleted (`at:comment`).
///
/// Element `at:comment`.
open class GDataTombstoneComment: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataTombstonesSchemaNames.at_comment }
}

/// Who deleted an entry (`at:by`).
///
/// Element `at:by`.
open class GDataTombstoneBy: GDataPerson {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataTombstonesSchemaNames.at_by }
}

/// A deleted entry's tombstone (`at:deleted-entry`, RFC 6721 §2).
///
/// Element `at:deleted-entry`.
open class GDataDeletedEntry: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataTombstonesSchemaNames.at_deleted_entry }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataTombstonesSchemaNames.attr_ref,
            GDataTombstonesSchemaNames.attr_when,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataTombstoneBy.self,
            GDataTombstoneComment.self,
            GDataLink.self,
        ]
    }
}

extension GDataDeletedEntry {
    /// The `atom:id` of the deleted entry.
    public var ref: String? {
        get { attribute(GDataTombstonesSchemaNames.attr_ref) }
        set { setAttribute(GDataTombstonesSchemaNames.attr_ref, newValue) }
    }
    /// When the entry was deleted.
    public var when: GDataDateTime? {
        get { (attribute(GDataTombstonesSchemaNames.attr_when)).flatMap { GDataDateTime(rfc3339String: $0) } }
        set { setAttribute(GDataTombstonesSchemaNames.attr_when, newValue?.rfc3339String) }
    }
    /// The `at:by` child.
    public var by: GDataTombstoneBy? {
        get { child(GDataTombstoneBy.self) }
        set { setChild(newValue, of: GDataTombstoneBy.self) }
    }
    /// The `at:comment` child.
    public var comment: String? {
        get { child(GDataTombstoneComment.self)?.stringValue }
        set { setChildText(newValue, of: GDataTombstoneComment.self) }
    }
    /// The `atom:link` children.
    public var links: [GDataLink] {
        get { children(GDataLink.self) }
        set { setChildren(newValue, of: GDataLink.self) }
    }
}

extension GDataFeedBase {
    /// Tombstones of deleted entries.
    public var deletedEntries: [GDataDeletedEntry] {
        get { children(GDataDeletedEntry.self) }
        set { setChildren(newValue, of: GDataDeletedEntry.self) }
    }
}
