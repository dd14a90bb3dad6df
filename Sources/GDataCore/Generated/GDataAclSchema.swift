// generated from Schemas/acl.json by scripts/generate-schemas.py — do not edit

// Access control lists (`gAcl:` namespace): scope, role and keyed role of an access rule entry.

/// Interned element and attribute names used by `Schemas/acl.json`.
enum GDataAclSchemaNames {
    static let attr_key = GDataXMLName.intern("", "key")
    static let attr_name = GDataXMLName.intern("", "name")
    static let attr_type = GDataXMLName.intern("", "type")
    static let attr_value = GDataXMLName.intern("", "value")
    static let gAcl_additionalRole = GDataXMLName.intern("http://schemas.google.com/acl/2007", "additionalRole")
    static let gAcl_role = GDataXMLName.intern("http://schemas.google.com/acl/2007", "role")
    static let gAcl_scope = GDataXMLName.intern("http://schemas.google.com/acl/2007", "scope")
    static let gAcl_withKey = GDataXMLName.intern("http://schemas.google.com/acl/2007", "withKey")
}

/// Who a rule applies to (`gAcl:scope`): `type` user, group, domain or default, and a `value`.
///
/// Element `gAcl:scope`.
open class GDataACLScope: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAclSchemaNames.gAcl_scope }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAclSchemaNames.attr_type,
            GDataAclSchemaNames.attr_value,
            GDataAclSchemaNames.attr_name,
        ]
    }
}

/// The role granted (`gAcl:role`).
///
/// Element `gAcl:role`.
open class GDataACLRole: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAclSchemaNames.gAcl_role }
}

/// An additional role (`gAcl:additionalRole`).
///
/// Element `gAcl:additionalRole`.
open class GDataACLAdditionalRole: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAclSchemaNames.gAcl_additionalRole }
}

/// A role granted to holders of a key (`gAcl:withKey`).
///
/// Element `gAcl:withKey`.
open class GDataACLKeyedRole: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAclSchemaNames.gAcl_withKey }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAclSchemaNames.attr_key,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataACLRole.self,
            GDataACLAdditionalRole.self,
        ]
    }
}

/// An access control list feed; its entries are `GDataEntryACL`.
open class GDataFeedACL: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryACL.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryACL.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/acl/2007#accessRule" }
}

/// An access rule entry.
open class GDataEntryACL: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataACLScope.self,
            GDataACLRole.self,
            GDataACLKeyedRole.self,
            GDataACLAdditionalRole.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/acl/2007#accessRule" }
}

extension GDataACLScope {
    /// The scope type.
    public var type: String? {
        get { attribute(GDataAclSchemaNames.attr_type) }
        set { setAttribute(GDataAclSchemaNames.attr_type, newValue) }
    }
    /// The user, group or domain.
    public var value: String? {
        get { attribute(GDataAclSchemaNames.attr_value) }
        set { setAttribute(GDataAclSchemaNames.attr_value, newValue) }
    }
    /// A display name.
    public var scopeName: String? {
        get { attribute(GDataAclSchemaNames.attr_name) }
        set { setAttribute(GDataAclSchemaNames.attr_name, newValue) }
    }
}

extension GDataACLKeyedRole {
    /// The key.
    public var key: String? {
        get { attribute(GDataAclSchemaNames.attr_key) }
        set { setAttribute(GDataAclSchemaNames.attr_key, newValue) }
    }
    /// The `gAcl:role` child.
    public var role: GDataACLRole? {
        get { child(GDataACLRole.self) }
        set { setChild(newValue, of: GDataACLRole.self) }
    }
    /// The `gAcl:additionalRole` children.
    public var additionalRoles: [GDataACLAdditionalRole] {
        get { children(GDataACLAdditionalRole.self) }
        set { setChildren(newValue, of: GDataACLAdditionalRole.self) }
    }
}

extension GDataEntryACL {
    /// The `gAcl:scope` child.
    public var scope: GDataACLScope? {
        get { child(GDataACLScope.self) }
        set { setChild(newValue, of: GDataACLScope.self) }
    }
    /// The `gAcl:role` child.
    public var role: GDataACLRole? {
        get { child(GDataACLRole.self) }
        set { setChild(newValue, of: GDataACLRole.self) }
    }
    /// The `gAcl:withKey` child.
    public var keyedRole: GDataACLKeyedRole? {
        get { child(GDataACLKeyedRole.self) }
        set { setChild(newValue, of: GDataACLKeyedRole.self) }
    }
    /// The `gAcl:additionalRole` children.
    public var additionalRoles: [GDataACLAdditionalRole] {
        get { children(GDataACLAdditionalRole.self) }
        set { setChildren(newValue, of: GDataACLAdditionalRole.self) }
    }
}
