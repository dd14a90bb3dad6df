// generated from Schemas/services/contacts.json by scripts/generate-schemas.py — do not edit

// Google Contacts (`gContact:` namespace): contact, contact group and profile feeds and entries.

/// Interned element and attribute names used by `Schemas/services/contacts.json`.
enum GDataContactsSchemaNames {
    static let attr_code = GDataXMLName.intern("", "code")
    static let attr_deleted = GDataXMLName.intern("", "deleted")
    static let attr_href = GDataXMLName.intern("", "href")
    static let attr_id = GDataXMLName.intern("", "id")
    static let attr_key = GDataXMLName.intern("", "key")
    static let attr_label = GDataXMLName.intern("", "label")
    static let attr_primary = GDataXMLName.intern("", "primary")
    static let attr_rel = GDataXMLName.intern("", "rel")
    static let attr_value = GDataXMLName.intern("", "value")
    static let attr_when = GDataXMLName.intern("", "when")
    static let gContact_billingInformation = GDataXMLName.intern("http://schemas.google.com/contact/2008", "billingInformation")
    static let gContact_birthday = GDataXMLName.intern("http://schemas.google.com/contact/2008", "birthday")
    static let gContact_calendarLink = GDataXMLName.intern("http://schemas.google.com/contact/2008", "calendarLink")
    static let gContact_directoryServer = GDataXMLName.intern("http://schemas.google.com/contact/2008", "directoryServer")
    static let gContact_event = GDataXMLName.intern("http://schemas.google.com/contact/2008", "event")
    static let gContact_externalId = GDataXMLName.intern("http://schemas.google.com/contact/2008", "externalId")
    static let gContact_gender = GDataXMLName.intern("http://schemas.google.com/contact/2008", "gender")
    static let gContact_groupMembershipInfo = GDataXMLName.intern("http://schemas.google.com/contact/2008", "groupMembershipInfo")
    static let gContact_hobby = GDataXMLName.intern("http://schemas.google.com/contact/2008", "hobby")
    static let gContact_initials = GDataXMLName.intern("http://schemas.google.com/contact/2008", "initials")
    static let gContact_jot = GDataXMLName.intern("http://schemas.google.com/contact/2008", "jot")
    static let gContact_language = GDataXMLName.intern("http://schemas.google.com/contact/2008", "language")
    static let gContact_maidenName = GDataXMLName.intern("http://schemas.google.com/contact/2008", "maidenName")
    static let gContact_mileage = GDataXMLName.intern("http://schemas.google.com/contact/2008", "mileage")
    static let gContact_nickname = GDataXMLName.intern("http://schemas.google.com/contact/2008", "nickname")
    static let gContact_occupation = GDataXMLName.intern("http://schemas.google.com/contact/2008", "occupation")
    static let gContact_priority = GDataXMLName.intern("http://schemas.google.com/contact/2008", "priority")
    static let gContact_relation = GDataXMLName.intern("http://schemas.google.com/contact/2008", "relation")
    static let gContact_sensitivity = GDataXMLName.intern("http://schemas.google.com/contact/2008", "sensitivity")
    static let gContact_shortName = GDataXMLName.intern("http://schemas.google.com/contact/2008", "shortName")
    static let gContact_subject = GDataXMLName.intern("http://schemas.google.com/contact/2008", "subject")
    static let gContact_systemGroup = GDataXMLName.intern("http://schemas.google.com/contact/2008", "systemGroup")
    static let gContact_userDefinedField = GDataXMLName.intern("http://schemas.google.com/contact/2008", "userDefinedField")
    static let gContact_website = GDataXMLName.intern("http://schemas.google.com/contact/2008", "website")
    static let gContact_yomiName = GDataXMLName.intern("http://schemas.google.com/contact/2008", "yomiName")
}

/// Billing information (`gContact:billingInformation`).
///
/// Element `gContact:billingInformation`.
open class GDataContactBillingInformation: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_billingInformation }
}

/// A birthday (`gContact:birthday`): `when` is `YYYY-MM-DD` or `--MM-DD`.
///
/// Element `gContact:birthday`.
open class GDataContactBirthday: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_birthday }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_when,
        ]
    }
}

/// A link with a relation, label and primary flag (base of calendar and website links).
open class GDataContactLink: GDataObject {
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_rel,
            GDataContactsSchemaNames.attr_label,
            GDataContactsSchemaNames.attr_href,
            GDataContactsSchemaNames.attr_primary,
        ]
    }
}

/// A link to a calendar of the contact (`gContact:calendarLink`).
///
/// Element `gContact:calendarLink`.
open class GDataContactCalendarLink: GDataContactLink {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_calendarLink }
}

/// A web site of the contact (`gContact:website`).
///
/// Element `gContact:website`.
open class GDataContactWebsiteLink: GDataContactLink {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_website }
}

/// A directory server (`gContact:directoryServer`).
///
/// Element `gContact:directoryServer`.
open class GDataContactDirectoryServer: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_directoryServer }
}

/// An event in the contact's life (`gContact:event`, holding a `gd:when`).
///
/// Element `gContact:event`.
open class GDataContactEvent: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_event }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_rel,
            GDataContactsSchemaNames.attr_label,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataWhen.self,
        ]
    }
}

/// An identifier in another system (`gContact:externalId`).
///
/// Element `gContact:externalId`.
open class GDataContactExternalID: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_externalId }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_rel,
            GDataContactsSchemaNames.attr_label,
            GDataContactsSchemaNames.attr_value,
        ]
    }
}

/// The contact's gender (`gContact:gender`: `male` or `female`).
///
/// Element `gContact:gender`.
open class GDataContactGender: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_gender }
}

/// A hobby (`gContact:hobby`).
///
/// Element `gContact:hobby`.
open class GDataContactHobby: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_hobby }
}

/// Initials (`gContact:initials`).
///
/// Element `gContact:initials`.
open class GDataContactInitials: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_initials }
}

/// A note (`gContact:jot`) of kind `rel` (home, work, other, keywords, user).
///
/// Element `gContact:jot`.
open class GDataContactJot: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_jot }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_rel,
        ]
    }
}

/// A language the contact speaks (`gContact:language`).
///
/// Element `gContact:language`.
open class GDataContactLanguage: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_language }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_label,
            GDataContactsSchemaNames.attr_code,
        ]
    }
}

/// Maiden name (`gContact:maidenName`).
///
/// Element `gContact:maidenName`.
open class GDataContactMaidenName: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_maidenName }
}

/// Mileage (`gContact:mileage`).
///
/// Element `gContact:mileage`.
open class GDataContactMileage: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_mileage }
}

/// Nickname (`gContact:nickname`).
///
/// Element `gContact:nickname`.
open class GDataContactNickname: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_nickname }
}

/// Occupation (`gContact:occupation`).
///
/// Element `gContact:occupation`.
open class GDataContactOccupation: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_occupation }
}

/// The contact's priority (`gContact:priority`, `rel` low, normal or high).
///
/// Element `gContact:priority`.
open class GDataContactPriority: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_priority }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_rel,
        ]
    }
}

/// A related person (`gContact:relation`): the name, with `rel` (spouse, child, …) or `label`.
///
/// Element `gContact:relation`.
open class GDataContactRelation: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_relation }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_rel,
            GDataContactsSchemaNames.attr_label,
        ]
    }
}

/// The contact's sensitivity (`gContact:sensitivity`, `rel` confidential, normal, personal or private).
///
/// Element `gContact:sensitivity`.
open class GDataContactSensitivity: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_sensitivity }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_rel,
        ]
    }
}

/// Short name (`gContact:shortName`).
///
/// Element `gContact:shortName`.
open class GDataContactShortName: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_shortName }
}

/// Subject (`gContact:subject`).
///
/// Element `gContact:subject`.
open class GDataContactSubject: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_subject }
}

/// An application field (`gContact:userDefinedField`): `key` and `value`.
///
/// Element `gContact:userDefinedField`.
open class GDataContactUserDefinedField: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_userDefinedField }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_key,
        ]
    }
}

/// The phonetic name (`gContact:yomiName`).
///
/// Element `gContact:yomiName`.
open class GDataContactYomiName: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_yomiName }
}

/// Membership of a contact group (`gContact:groupMembershipInfo`).
///
/// Element `gContact:groupMembershipInfo`.
open class GDataGroupMembershipInfo: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_groupMembershipInfo }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_href,
            GDataContactsSchemaNames.attr_deleted,
        ]
    }
}

/// Marks a system group (`gContact:systemGroup`; `id` Contacts, Friends, Family or Coworkers).
///
/// Element `gContact:systemGroup`.
open class GDataContactSystemGroup: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataContactsSchemaNames.gContact_systemGroup }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataContactsSchemaNames.attr_id,
        ]
    }
}

/// The elements contacts and profiles share: names, addresses, numbers, organizations and `gContact:` details.
open class GDataEntryContactBase: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataOrganization.self,
            GDataEmail.self,
            GDataIM.self,
            GDataPhoneNumber.self,
            GDataPostalAddress.self,
            GDataExtendedProperty.self,
            GDataContactBillingInformation.self,
            GDataContactBirthday.self,
            GDataContactCalendarLink.self,
            GDataContactDirectoryServer.self,
            GDataContactEvent.self,
            GDataContactExternalID.self,
            GDataContactGender.self,
            GDataContactHobby.self,
            GDataContactInitials.self,
            GDataContactJot.self,
            GDataContactLanguage.self,
            GDataWhere.self,
            GDataContactMaidenName.self,
            GDataContactMileage.self,
            GDataName.self,
            GDataContactNickname.self,
            GDataContactOccupation.self,
            GDataContactPriority.self,
            GDataContactRelation.self,
            GDataContactSensitivity.self,
            GDataContactShortName.self,
            GDataStructuredPostalAddress.self,
            GDataContactSubject.self,
            GDataContactUserDefinedField.self,
            GDataContactWebsiteLink.self,
        ]
    }
}

/// A contact.
open class GDataEntryContact: GDataEntryContactBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataGroupMembershipInfo.self,
            GDataContactYomiName.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/contact/2008#contact" }
}

/// A domain profile.
open class GDataEntryContactProfile: GDataEntryContactBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/contact/2008#profile" }
}

/// A contact group.
open class GDataEntryContactGroup: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataExtendedProperty.self,
            GDataContactSystemGroup.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/contact/2008#group" }
}

/// A contacts feed; its entries are `GDataEntryContact`.
open class GDataFeedContact: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryContact.self,
            GDataWhere.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryContact.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/contact/2008#contact" }
}

/// A contact group feed; its entries are `GDataEntryContactGroup`.
open class GDataFeedContactGroup: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryContactGroup.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryContactGroup.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/contact/2008#group" }
}

/// A profiles feed; its entries are `GDataEntryContactProfile`.
open class GDataFeedContactProfile: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryContactProfile.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryContactProfile.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/contact/2008#profile" }
}

extension GDataContactBirthday {
    /// The date.
    public var when: String? {
        get { attribute(GDataContactsSchemaNames.attr_when) }
        set { setAttribute(GDataContactsSchemaNames.attr_when, newValue) }
    }
}

extension GDataContactLink {
    /// The relation.
    public var rel: String? {
        get { attribute(GDataContactsSchemaNames.attr_rel) }
        set { setAttribute(GDataContactsSchemaNames.attr_rel, newValue) }
    }
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataContactsSchemaNames.attr_label) }
        set { setAttribute(GDataContactsSchemaNames.attr_label, newValue) }
    }
    /// The link target, as written.
    public var href: String? {
        get { attribute(GDataContactsSchemaNames.attr_href) }
        set { setAttribute(GDataContactsSchemaNames.attr_href, newValue) }
    }
    /// `href` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedHref: String? { (attribute(GDataContactsSchemaNames.attr_href)).map { resolveURI($0) } }
    /// Whether this is the primary link of its kind.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isPrimary: Bool {
        get { GDataValueText.bool(attribute(GDataContactsSchemaNames.attr_primary)) ?? false }
        set { setAttribute(GDataContactsSchemaNames.attr_primary, newValue == false ? nil : (newValue ? "true" : "false")) }
    }
}

extension GDataContactEvent {
    /// The kind of event (`anniversary`, `other`).
    public var rel: String? {
        get { attribute(GDataContactsSchemaNames.attr_rel) }
        set { setAttribute(GDataContactsSchemaNames.attr_rel, newValue) }
    }
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataContactsSchemaNames.attr_label) }
        set { setAttribute(GDataContactsSchemaNames.attr_label, newValue) }
    }
    /// The `gd:when` child.
    public var when: GDataWhen? {
        get { child(GDataWhen.self) }
        set { setChild(newValue, of: GDataWhen.self) }
    }
}

extension GDataContactExternalID {
    /// The kind of identifier.
    public var rel: String? {
        get { attribute(GDataContactsSchemaNames.attr_rel) }
        set { setAttribute(GDataContactsSchemaNames.attr_rel, newValue) }
    }
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataContactsSchemaNames.attr_label) }
        set { setAttribute(GDataContactsSchemaNames.attr_label, newValue) }
    }
    /// The identifier.
    public var value: String? {
        get { attribute(GDataContactsSchemaNames.attr_value) }
        set { setAttribute(GDataContactsSchemaNames.attr_value, newValue) }
    }
}

extension GDataContactJot {
    /// The kind of note.
    public var rel: String? {
        get { attribute(GDataContactsSchemaNames.attr_rel) }
        set { setAttribute(GDataContactsSchemaNames.attr_rel, newValue) }
    }
}

extension GDataContactLanguage {
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataContactsSchemaNames.attr_label) }
        set { setAttribute(GDataContactsSchemaNames.attr_label, newValue) }
    }
    /// The language code.
    public var code: String? {
        get { attribute(GDataContactsSchemaNames.attr_code) }
        set { setAttribute(GDataContactsSchemaNames.attr_code, newValue) }
    }
}

extension GDataContactPriority {
    /// The priority.
    public var rel: String? {
        get { attribute(GDataContactsSchemaNames.attr_rel) }
        set { setAttribute(GDataContactsSchemaNames.attr_rel, newValue) }
    }
}

extension GDataContactRelation {
    /// The relation.
    public var rel: String? {
        get { attribute(GDataContactsSchemaNames.attr_rel) }
        set { setAttribute(GDataContactsSchemaNames.attr_rel, newValue) }
    }
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataContactsSchemaNames.attr_label) }
        set { setAttribute(GDataContactsSchemaNames.attr_label, newValue) }
    }
}

extension GDataContactSensitivity {
    /// The sensitivity.
    public var rel: String? {
        get { attribute(GDataContactsSchemaNames.attr_rel) }
        set { setAttribute(GDataContactsSchemaNames.attr_rel, newValue) }
    }
}

extension GDataContactUserDefinedField {
    /// The field name.
    public var key: String? {
        get { attribute(GDataContactsSchemaNames.attr_key) }
        set { setAttribute(GDataContactsSchemaNames.attr_key, newValue) }
    }
}

extension GDataGroupMembershipInfo {
    /// The group's ID URI, as written.
    public var href: String? {
        get { attribute(GDataContactsSchemaNames.attr_href) }
        set { setAttribute(GDataContactsSchemaNames.attr_href, newValue) }
    }
    /// `href` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedHref: String? { (attribute(GDataContactsSchemaNames.attr_href)).map { resolveURI($0) } }
    /// Whether the membership was removed.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isDeleted: Bool {
        get { GDataValueText.bool(attribute(GDataContactsSchemaNames.attr_deleted)) ?? false }
        set { setAttribute(GDataContactsSchemaNames.attr_deleted, newValue == false ? nil : (newValue ? "true" : "false")) }
    }
}

extension GDataContactSystemGroup {
    /// The system group ID.
    public var identifier: String? {
        get { attribute(GDataContactsSchemaNames.attr_id) }
        set { setAttribute(GDataContactsSchemaNames.attr_id, newValue) }
    }
}

extension GDataEntryContactBase {
    /// The `gd:organization` children.
    public var organizations: [GDataOrganization] {
        get { children(GDataOrganization.self) }
        set { setChildren(newValue, of: GDataOrganization.self) }
    }
    /// The organization marked primary.
    public var primaryOrganization: GDataOrganization? {
        children(GDataOrganization.self).first { $0.isPrimary }
    }
    /// The `gd:email` children.
    public var emailAddresses: [GDataEmail] {
        get { children(GDataEmail.self) }
        set { setChildren(newValue, of: GDataEmail.self) }
    }
    /// The e-mail address marked primary.
    public var primaryEmailAddress: GDataEmail? {
        children(GDataEmail.self).first { $0.isPrimary }
    }
    /// The `gd:im` children.
    public var imAddresses: [GDataIM] {
        get { children(GDataIM.self) }
        set { setChildren(newValue, of: GDataIM.self) }
    }
    /// The IM address marked primary.
    public var primaryIMAddress: GDataIM? {
        children(GDataIM.self).first { $0.isPrimary }
    }
    /// The `gd:phoneNumber` children.
    public var phoneNumbers: [GDataPhoneNumber] {
        get { children(GDataPhoneNumber.self) }
        set { setChildren(newValue, of: GDataPhoneNumber.self) }
    }
    /// The phone number marked primary.
    public var primaryPhoneNumber: GDataPhoneNumber? {
        children(GDataPhoneNumber.self).first { $0.isPrimary }
    }
    /// The `gd:postalAddress` children.
    public var postalAddresses: [GDataPostalAddress] {
        get { children(GDataPostalAddress.self) }
        set { setChildren(newValue, of: GDataPostalAddress.self) }
    }
    /// The postal address marked primary.
    public var primaryPostalAddress: GDataPostalAddress? {
        children(GDataPostalAddress.self).first { $0.isPrimary }
    }
    /// The `gd:extendedProperty` children.
    public var extendedProperties: [GDataExtendedProperty] {
        get { children(GDataExtendedProperty.self) }
        set { setChildren(newValue, of: GDataExtendedProperty.self) }
    }
    /// The `gContact:billingInformation` child.
    public var billingInformation: String? {
        get { child(GDataContactBillingInformation.self)?.stringValue }
        set { setChildText(newValue, of: GDataContactBillingInformation.self) }
    }
    /// The `gContact:birthday` child.
    public var birthday: String? {
        get { child(GDataContactBirthday.self)?.when }
        set {
            guard let newValue else { return setChildren([], of: GDataContactBirthday.self) }
            if let existing = child(GDataContactBirthday.self) { existing.when = newValue; return }
            let created = GDataContactBirthday()
            created.when = newValue
            addChild(created)
        }
    }
    /// The `gContact:calendarLink` children.
    public var calendarLinks: [GDataContactCalendarLink] {
        get { children(GDataContactCalendarLink.self) }
        set { setChildren(newValue, of: GDataContactCalendarLink.self) }
    }
    /// The calendar link marked primary.
    public var primaryCalendarLink: GDataContactCalendarLink? {
        children(GDataContactCalendarLink.self).first { $0.isPrimary }
    }
    /// The `gContact:directoryServer` child.
    public var directoryServer: String? {
        get { child(GDataContactDirectoryServer.self)?.stringValue }
        set { setChildText(newValue, of: GDataContactDirectoryServer.self) }
    }
    /// The `gContact:event` children.
    public var events: [GDataContactEvent] {
        get { children(GDataContactEvent.self) }
        set { setChildren(newValue, of: GDataContactEvent.self) }
    }
    /// The `gContact:externalId` children.
    public var externalIDs: [GDataContactExternalID] {
        get { children(GDataContactExternalID.self) }
        set { setChildren(newValue, of: GDataContactExternalID.self) }
    }
    /// The `gContact:gender` child.
    public var gender: String? {
        get { child(GDataContactGender.self)?.value }
        set { setChildValue(newValue, of: GDataContactGender.self) }
    }
    /// The `gContact:hobby` children.
    public var hobbies: [GDataContactHobby] {
        get { children(GDataContactHobby.self) }
        set { setChildren(newValue, of: GDataContactHobby.self) }
    }
    /// The `gContact:initials` child.
    public var initials: String? {
        get { child(GDataContactInitials.self)?.stringValue }
        set { setChildText(newValue, of: GDataContactInitials.self) }
    }
    /// The `gContact:jot` children.
    public var jots: [GDataContactJot] {
        get { children(GDataContactJot.self) }
        set { setChildren(newValue, of: GDataContactJot.self) }
    }
    /// The `gContact:language` children.
    public var languages: [GDataContactLanguage] {
        get { children(GDataContactLanguage.self) }
        set { setChildren(newValue, of: GDataContactLanguage.self) }
    }
    /// The `gd:where` child.
    public var `where`: GDataWhere? {
        get { child(GDataWhere.self) }
        set { setChild(newValue, of: GDataWhere.self) }
    }
    /// The `gContact:maidenName` child.
    public var maidenName: String? {
        get { child(GDataContactMaidenName.self)?.stringValue }
        set { setChildText(newValue, of: GDataContactMaidenName.self) }
    }
    /// The `gContact:mileage` child.
    public var mileage: String? {
        get { child(GDataContactMileage.self)?.stringValue }
        set { setChildText(newValue, of: GDataContactMileage.self) }
    }
    /// The structured name (`gd:name`; the original's `name`).
    public var contactName: GDataName? {
        get { child(GDataName.self) }
        set { setChild(newValue, of: GDataName.self) }
    }
    /// The `gContact:nickname` child.
    public var nickname: String? {
        get { child(GDataContactNickname.self)?.stringValue }
        set { setChildText(newValue, of: GDataContactNickname.self) }
    }
    /// The `gContact:occupation` child.
    public var occupation: String? {
        get { child(GDataContactOccupation.self)?.stringValue }
        set { setChildText(newValue, of: GDataContactOccupation.self) }
    }
    /// The `gContact:priority` child.
    public var priority: String? {
        get { child(GDataContactPriority.self)?.rel }
        set {
            guard let newValue else { return setChildren([], of: GDataContactPriority.self) }
            if let existing = child(GDataContactPriority.self) { existing.rel = newValue; return }
            let created = GDataContactPriority()
            created.rel = newValue
            addChild(created)
        }
    }
    /// The `gContact:relation` children.
    public var relations: [GDataContactRelation] {
        get { children(GDataContactRelation.self) }
        set { setChildren(newValue, of: GDataContactRelation.self) }
    }
    /// The `gContact:sensitivity` child.
    public var sensitivity: String? {
        get { child(GDataContactSensitivity.self)?.rel }
        set {
            guard let newValue else { return setChildren([], of: GDataContactSensitivity.self) }
            if let existing = child(GDataContactSensitivity.self) { existing.rel = newValue; return }
            let created = GDataContactSensitivity()
            created.rel = newValue
            addChild(created)
        }
    }
    /// The `gContact:shortName` child.
    public var shortName: String? {
        get { child(GDataContactShortName.self)?.stringValue }
        set { setChildText(newValue, of: GDataContactShortName.self) }
    }
    /// The `gd:structuredPostalAddress` children.
    public var structuredPostalAddresses: [GDataStructuredPostalAddress] {
        get { children(GDataStructuredPostalAddress.self) }
        set { setChildren(newValue, of: GDataStructuredPostalAddress.self) }
    }
    /// The structured postal address marked primary.
    public var primaryStructuredPostalAddress: GDataStructuredPostalAddress? {
        children(GDataStructuredPostalAddress.self).first { $0.isPrimary }
    }
    /// The `gContact:subject` child.
    public var subject: String? {
        get { child(GDataContactSubject.self)?.stringValue }
        set { setChildText(newValue, of: GDataContactSubject.self) }
    }
    /// The `gContact:userDefinedField` children.
    public var userDefinedFields: [GDataContactUserDefinedField] {
        get { children(GDataContactUserDefinedField.self) }
        set { setChildren(newValue, of: GDataContactUserDefinedField.self) }
    }
    /// The `gContact:website` children.
    public var websiteLinks: [GDataContactWebsiteLink] {
        get { children(GDataContactWebsiteLink.self) }
        set { setChildren(newValue, of: GDataContactWebsiteLink.self) }
    }
    /// The web site marked primary.
    public var primaryWebsiteLink: GDataContactWebsiteLink? {
        children(GDataContactWebsiteLink.self).first { $0.isPrimary }
    }
}

extension GDataEntryContact {
    /// The `gContact:groupMembershipInfo` children.
    public var groupMembershipInfos: [GDataGroupMembershipInfo] {
        get { children(GDataGroupMembershipInfo.self) }
        set { setChildren(newValue, of: GDataGroupMembershipInfo.self) }
    }
    /// The `gContact:yomiName` child.
    public var yomi: String? {
        get { child(GDataContactYomiName.self)?.stringValue }
        set { setChildText(newValue, of: GDataContactYomiName.self) }
    }
}

extension GDataEntryContactGroup {
    /// The `gd:extendedProperty` children.
    public var extendedProperties: [GDataExtendedProperty] {
        get { children(GDataExtendedProperty.self) }
        set { setChildren(newValue, of: GDataExtendedProperty.self) }
    }
    /// The `gContact:systemGroup` child.
    public var systemGroup: GDataContactSystemGroup? {
        get { child(GDataContactSystemGroup.self) }
        set { setChild(newValue, of: GDataContactSystemGroup.self) }
    }
}

extension GDataFeedContact {
    /// The `gd:where` child.
    public var `where`: GDataWhere? {
        get { child(GDataWhere.self) }
        set { setChild(newValue, of: GDataWhere.self) }
    }
}

extension GDataIM {
    /// Instant-messaging protocols (`protocol`) (the original's `kGDataIMProtocol…` constants).
    public enum Protocols {
        /// `http://schemas.google.com/g/2005#AIM`.
        public static let aim = "http://schemas.google.com/g/2005#AIM"
        /// `http://schemas.google.com/g/2005#GOOGLE_TALK`.
        public static let googleTalk = "http://schemas.google.com/g/2005#GOOGLE_TALK"
        /// `http://schemas.google.com/g/2005#ICQ`.
        public static let icq = "http://schemas.google.com/g/2005#ICQ"
        /// `http://schemas.google.com/g/2005#JABBER`.
        public static let jabber = "http://schemas.google.com/g/2005#JABBER"
        /// `http://schemas.google.com/g/2005#MSN`.
        public static let msn = "http://schemas.google.com/g/2005#MSN"
        /// `http://schemas.google.com/g/2005#NETMEETING`.
        public static let netMeeting = "http://schemas.google.com/g/2005#NETMEETING"
        /// `http://schemas.google.com/g/2005#QQ`.
        public static let qq = "http://schemas.google.com/g/2005#QQ"
        /// `http://schemas.google.com/g/2005#SKYPE`.
        public static let skype = "http://schemas.google.com/g/2005#SKYPE"
        /// `http://schemas.google.com/g/2005#YAHOO`.
        public static let yahoo = "http://schemas.google.com/g/2005#YAHOO"
    }
}

extension GDataPhoneNumber {
    /// Kinds of phone number (`rel`) (the original's `kGDataPhoneNumber…` constants).
    public enum Rel {
        /// `http://schemas.google.com/g/2005#assistant`.
        public static let assistant = "http://schemas.google.com/g/2005#assistant"
        /// `http://schemas.google.com/g/2005#callback`.
        public static let callback = "http://schemas.google.com/g/2005#callback"
        /// `http://schemas.google.com/g/2005#car`.
        public static let car = "http://schemas.google.com/g/2005#car"
        /// `http://schemas.google.com/g/2005#company_main`.
        public static let companyMain = "http://schemas.google.com/g/2005#company_main"
        /// `http://schemas.google.com/g/2005#fax`.
        public static let fax = "http://schemas.google.com/g/2005#fax"
        /// `http://schemas.google.com/g/2005#home`.
        public static let home = "http://schemas.google.com/g/2005#home"
        /// `http://schemas.google.com/g/2005#home_fax`.
        public static let homeFax = "http://schemas.google.com/g/2005#home_fax"
        /// `http://schemas.google.com/g/2005#isdn`.
        public static let isdn = "http://schemas.google.com/g/2005#isdn"
        /// `http://schemas.google.com/g/2005#mobile`.
        public static let mobile = "http://schemas.google.com/g/2005#mobile"
        /// `http://schemas.google.com/g/2005#other`.
        public static let other = "http://schemas.google.com/g/2005#other"
        /// `http://schemas.google.com/g/2005#other_fax`.
        public static let otherFax = "http://schemas.google.com/g/2005#other_fax"
        /// `http://schemas.google.com/g/2005#pager`.
        public static let pager = "http://schemas.google.com/g/2005#pager"
        /// `http://schemas.google.com/g/2005#radio`.
        public static let radio = "http://schemas.google.com/g/2005#radio"
        /// `http://schemas.google.com/g/2005#telex`.
        public static let telex = "http://schemas.google.com/g/2005#telex"
        /// `http://schemas.google.com/g/2005#tty_tdd`.
        public static let ttyTDD = "http://schemas.google.com/g/2005#tty_tdd"
        /// `http://schemas.google.com/g/2005#work`.
        public static let work = "http://schemas.google.com/g/2005#work"
        /// `http://schemas.google.com/g/2005#work_fax`.
        public static let workFax = "http://schemas.google.com/g/2005#work_fax"
        /// `http://schemas.google.com/g/2005#work_mobile`.
        public static let workMobile = "http://schemas.google.com/g/2005#work_mobile"
        /// `http://schemas.google.com/g/2005#work_pager`.
        public static let workPager = "http://schemas.google.com/g/2005#work_pager"
    }
}

extension GDataEntryContactBase {
    /// Common relations of contact details (`rel` of addresses, e-mail, IM, organizations) (the original's `kGDataContact…` constants).
    public enum Rel {
        /// `http://schemas.google.com/g/2005#home`.
        public static let home = "http://schemas.google.com/g/2005#home"
        /// `http://schemas.google.com/g/2005#work`.
        public static let work = "http://schemas.google.com/g/2005#work"
        /// `http://schemas.google.com/g/2005#other`.
        public static let other = "http://schemas.google.com/g/2005#other"
        /// `http://schemas.google.com/contacts/2008/rel#photo`.
        public static let photo = "http://schemas.google.com/contacts/2008/rel#photo"
        /// `http://schemas.google.com/contacts/2008/rel#edit-photo`.
        public static let editPhoto = "http://schemas.google.com/contacts/2008/rel#edit-photo"
    }
}
