// generated from Schemas/gdata-core.json by scripts/generate-schemas.py — do not edit

// GData core elements (`gd:` namespace) and the value-construct base classes.

/// Interned element and attribute names used by `Schemas/gdata-core.json`.
enum GDataCoreSchemaNames {
    static let attr_name = GDataXMLName.intern("", "name")
    static let attr_value = GDataXMLName.intern("", "value")
}

/// An element whose value is its `value` attribute (e.g. `<gCal:timezone value="…"/>`), with typed views
/// (`intValue`, `int64Value`, `doubleValue` with INF/-INF, `boolValue`, `dateValue`).
open class GDataValueConstruct: GDataObject {
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_value,
        ]
    }
}

/// An element whose value is its text (e.g. `<gCal:timezone>…</gCal:timezone>`).
open class GDataValueElementConstruct: GDataObject {
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// An element whose presence alone is the value (e.g. `<gd:deleted/>`).
open class GDataImplicitValueConstruct: GDataObject {
}

/// A value construct holding "true" or "false" (`boolValue`; "true" in any case counts as true).
open class GDataBoolValueConstruct: GDataValueConstruct {
}

/// A value construct with a `name` attribute as well as a `value`.
open class GDataNameValueConstruct: GDataValueConstruct {
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_name,
        ]
    }
}

/// An element whose text is an RFC 3339 date (`atom:updated`, `app:edited`…), read by `dateValue`.
open class GDataDateConstruct: GDataObject {
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

extension GDataValueConstruct {
    /// The `value` attribute.
    public var value: String? {
        get { attribute(GDataCoreSchemaNames.attr_value) }
        set { setAttribute(GDataCoreSchemaNames.attr_value, newValue) }
    }
}

extension GDataNameValueConstruct {
    /// The `name` attribute.
    public var valueName: String? {
        get { attribute(GDataCoreSchemaNames.attr_name) }
        set { setAttribute(GDataCoreSchemaNames.attr_name, newValue) }
    }
}
