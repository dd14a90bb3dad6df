// generated from Schemas/services/googlebase.json by scripts/generate-schemas.py — do not edit

// Google Base (`g:` item attributes, `gm:` metadata; dropped by the original in 2011, kept for archived feeds): snippet, item and metadata feeds. Any `g:` element of an entry is an item attribute (`g:price type='floatUnit'`), and attributes may hold sub-attributes.

/// Interned element and attribute names used by `Schemas/services/googlebase.json`.
enum GDataGooglebaseSchemaNames {
    static let attr_access = GDataXMLName.intern("", "access")
    static let attr_count = GDataXMLName.intern("", "count")
    static let attr_name = GDataXMLName.intern("", "name")
    static let attr_type = GDataXMLName.intern("", "type")
    static let g__ = GDataXMLName.intern("http://base.google.com/ns/1.0", "*")
    static let gm_attribute = GDataXMLName.intern("http://base.google.com/ns-metadata/1.0", "attribute")
    static let gm_attributes = GDataXMLName.intern("http://base.google.com/ns-metadata/1.0", "attributes")
    static let gm_item_type = GDataXMLName.intern("http://base.google.com/ns-metadata/1.0", "item_type")
    static let gm_value = GDataXMLName.intern("http://base.google.com/ns-metadata/1.0", "value")
}

/// An item attribute: any element of the `g:` namespace (`<g:condition type='text'>new</g:condition>`). The attribute's name is the element's local name with `_` read as a space (`item type` for `g:item_type`); its text is the value; `g:` elements inside it are its sub-attributes.
///
/// Element `g:*`.
open class GDataGoogleBaseAttribute: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGooglebaseSchemaNames.g__ }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataGooglebaseSchemaNames.attr_type,
            GDataGooglebaseSchemaNames.attr_access,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataGoogleBaseAttribute.self,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
    /// Attributes left out of equality (compared by the class's own rule instead).
    override open var equalityIgnoredAttributes: Set<GDataXMLName> {
        super.equalityIgnoredAttributes.union([GDataGooglebaseSchemaNames.attr_access])
    }
    /// Compares content, adding the class's own rule (`hasEqualNameAndPrivacy(_:)`).
    override open func isEqualContent(to other: GDataObject) -> Bool {
        hasEqualNameAndPrivacy(other) && super.isEqualContent(to: other)
    }
}

/// One value of a metadata attribute and how many items have it (`<gm:value count='87269'>products</gm:value>`).
///
/// Element `gm:value`.
open class GDataGoogleBaseMetadataValue: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGooglebaseSchemaNames.gm_value }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataGooglebaseSchemaNames.attr_count,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// An attribute in the metadata feeds (`gm:attribute`): its name, type, how many items have it, and its most common values.
///
/// Element `gm:attribute`.
open class GDataGoogleBaseMetadataAttribute: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGooglebaseSchemaNames.gm_attribute }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataGooglebaseSchemaNames.attr_name,
            GDataGooglebaseSchemaNames.attr_type,
            GDataGooglebaseSchemaNames.attr_count,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataGoogleBaseMetadataValue.self,
        ]
    }
}

/// The attributes of an item type (`gm:attributes`, in the item types feed).
///
/// Element `gm:attributes`.
open class GDataGoogleBaseMetadataAttributeList: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGooglebaseSchemaNames.gm_attributes }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataGoogleBaseMetadataAttribute.self,
        ]
    }
}

/// The item type an item types entry describes (`<gm:item_type>products</gm:item_type>`).
///
/// Element `gm:item_type`.
open class GDataGoogleBaseMetadataItemType: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGooglebaseSchemaNames.gm_item_type }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// A Google Base feed (snippets, items, item types, attribute histograms); its entries are `GDataEntryGoogleBase`.
open class GDataFeedGoogleBase: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryGoogleBase.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryGoogleBase.self }
}

/// A Google Base item, or an entry of the metadata feeds: item attributes (`g:`), metadata attributes and item type (`gm:`). The typed getters (`itemType`, `price`, `expirationDate`, …) read the item attribute of that name and type.
open class GDataEntryGoogleBase: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataGoogleBaseAttribute.self,
            GDataGoogleBaseMetadataAttribute.self,
            GDataGoogleBaseMetadataAttributeList.self,
            GDataGoogleBaseMetadataItemType.self,
        ]
    }
}

extension GDataGoogleBaseAttribute {
    /// The attribute's type (`text`, `int`, `floatUnit`, `dateTime`, … — `GDataGoogleBaseAttribute.AttributeType`).
    public var type: String? {
        get { attribute(GDataGooglebaseSchemaNames.attr_type) }
        set { setAttribute(GDataGooglebaseSchemaNames.attr_type, newValue) }
    }
    /// `private` for an attribute only its owner sees (see `isPrivate`).
    public var access: String? {
        get { attribute(GDataGooglebaseSchemaNames.attr_access) }
        set { setAttribute(GDataGooglebaseSchemaNames.attr_access, newValue) }
    }
    /// The sub-attributes (the `g:` elements inside this one).
    public var subAttributes: [GDataGoogleBaseAttribute] {
        get { children(GDataGoogleBaseAttribute.self) }
        set { setChildren(newValue, of: GDataGoogleBaseAttribute.self) }
    }
}

extension GDataGoogleBaseMetadataValue {
    /// How many items have this value.
    public var count: Int? {
        get { GDataValueText.int(attribute(GDataGooglebaseSchemaNames.attr_count)) }
        set { setAttribute(GDataGooglebaseSchemaNames.attr_count, newValue.map { String($0) }) }
    }
}

extension GDataGoogleBaseMetadataAttribute {
    /// The attribute's name (`item type`).
    public var attributeName: String? {
        get { attribute(GDataGooglebaseSchemaNames.attr_name) }
        set { setAttribute(GDataGooglebaseSchemaNames.attr_name, newValue) }
    }
    /// The attribute's type (`text`, …).
    public var type: String? {
        get { attribute(GDataGooglebaseSchemaNames.attr_type) }
        set { setAttribute(GDataGooglebaseSchemaNames.attr_type, newValue) }
    }
    /// How many items have the attribute.
    public var count: Int? {
        get { GDataValueText.int(attribute(GDataGooglebaseSchemaNames.attr_count)) }
        set { setAttribute(GDataGooglebaseSchemaNames.attr_count, newValue.map { String($0) }) }
    }
    /// The `gm:value` children.
    public var values: [GDataGoogleBaseMetadataValue] {
        get { children(GDataGoogleBaseMetadataValue.self) }
        set { setChildren(newValue, of: GDataGoogleBaseMetadataValue.self) }
    }
}

extension GDataGoogleBaseMetadataAttributeList {
    /// The `gm:attribute` children.
    public var metadataAttributes: [GDataGoogleBaseMetadataAttribute] {
        get { children(GDataGoogleBaseMetadataAttribute.self) }
        set { setChildren(newValue, of: GDataGoogleBaseMetadataAttribute.self) }
    }
}

extension GDataEntryGoogleBase {
    /// The item attributes (every `g:` element of the entry).
    public var entryAttributes: [GDataGoogleBaseAttribute] {
        get { children(GDataGoogleBaseAttribute.self) }
        set { setChildren(newValue, of: GDataGoogleBaseAttribute.self) }
    }
    /// The `gm:attribute` children.
    public var metadataAttributes: [GDataGoogleBaseMetadataAttribute] {
        get { children(GDataGoogleBaseMetadataAttribute.self) }
        set { setChildren(newValue, of: GDataGoogleBaseMetadataAttribute.self) }
    }
    /// The `gm:attributes` child.
    public var metadataAttributeList: GDataGoogleBaseMetadataAttributeList? {
        get { child(GDataGoogleBaseMetadataAttributeList.self) }
        set { setChild(newValue, of: GDataGoogleBaseMetadataAttributeList.self) }
    }
    /// The `gm:item_type` child.
    public var metadataItemType: String? {
        get { child(GDataGoogleBaseMetadataItemType.self)?.stringValue }
        set { setChildText(newValue, of: GDataGoogleBaseMetadataItemType.self) }
    }
}

extension GDataGoogleBaseAttribute {
    /// The attribute types (the original's `kGDataGoogleBaseAttributeType…` constants).
    public enum AttributeType {
        /// `text`.
        public static let text = "text"
        /// `number`.
        public static let number = "number"
        /// `int`.
        public static let int = "int"
        /// `float`.
        public static let float = "float"
        /// `numberUnit`.
        public static let numberUnit = "numberUnit"
        /// `intUnit`.
        public static let intUnit = "intUnit"
        /// `floatUnit`.
        public static let floatUnit = "floatUnit"
        /// `dateTimeRange`.
        public static let dateTimeRange = "dateTimeRange"
        /// `date`.
        public static let date = "date"
        /// `dateTime`.
        public static let dateTime = "dateTime"
        /// `url`.
        public static let url = "url"
        /// `boolean`.
        public static let boolean = "boolean"
        /// `shipping`.
        public static let shipping = "shipping"
        /// `location`.
        public static let location = "location"
    }
}

extension GDataEntryGoogleBase {
    /// Category schemes (the original's `kGDataCategoryGoogleBase…` constants).
    public enum Scheme {
        /// `http://base.google.com/categories/itemtypes`.
        public static let itemTypes = "http://base.google.com/categories/itemtypes"
    }
}
