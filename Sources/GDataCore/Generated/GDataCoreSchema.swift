// generated from Schemas/gdata-core.json by scripts/generate-schemas.py — do not edit

// GData core elements (`gd:` namespace) and the value-construct base classes.

/// Interned element and attribute names used by `Schemas/gdata-core.json`.
enum GDataCoreSchemaNames {
    static let attr_absoluteTime = GDataXMLName.intern("", "absoluteTime")
    static let attr_address = GDataXMLName.intern("", "address")
    static let attr_amount = GDataXMLName.intern("", "amount")
    static let attr_average = GDataXMLName.intern("", "average")
    static let attr_code = GDataXMLName.intern("", "code")
    static let attr_countHint = GDataXMLName.intern("", "countHint")
    static let attr_currencyCode = GDataXMLName.intern("", "currencyCode")
    static let attr_days = GDataXMLName.intern("", "days")
    static let attr_displayName = GDataXMLName.intern("", "displayName")
    static let attr_elev = GDataXMLName.intern("", "elev")
    static let attr_email = GDataXMLName.intern("", "email")
    static let attr_endTime = GDataXMLName.intern("", "endTime")
    static let attr_hours = GDataXMLName.intern("", "hours")
    static let attr_href = GDataXMLName.intern("", "href")
    static let attr_id = GDataXMLName.intern("", "id")
    static let attr_label = GDataXMLName.intern("", "label")
    static let attr_lat = GDataXMLName.intern("", "lat")
    static let attr_lon = GDataXMLName.intern("", "lon")
    static let attr_mailClass = GDataXMLName.intern("", "mailClass")
    static let attr_max = GDataXMLName.intern("", "max")
    static let attr_method = GDataXMLName.intern("", "method")
    static let attr_min = GDataXMLName.intern("", "min")
    static let attr_minutes = GDataXMLName.intern("", "minutes")
    static let attr_name = GDataXMLName.intern("", "name")
    static let attr_numRaters = GDataXMLName.intern("", "numRaters")
    static let attr_primary = GDataXMLName.intern("", "primary")
    static let attr_protocol = GDataXMLName.intern("", "protocol")
    static let attr_readOnly = GDataXMLName.intern("", "readOnly")
    static let attr_realm = GDataXMLName.intern("", "realm")
    static let attr_rel = GDataXMLName.intern("", "rel")
    static let attr_specialized = GDataXMLName.intern("", "specialized")
    static let attr_startTime = GDataXMLName.intern("", "startTime")
    static let attr_time = GDataXMLName.intern("", "time")
    static let attr_type = GDataXMLName.intern("", "type")
    static let attr_unit = GDataXMLName.intern("", "unit")
    static let attr_uri = GDataXMLName.intern("", "uri")
    static let attr_usage = GDataXMLName.intern("", "usage")
    static let attr_value = GDataXMLName.intern("", "value")
    static let attr_valueString = GDataXMLName.intern("", "valueString")
    static let attr_yomi = GDataXMLName.intern("", "yomi")
    static let gd_additionalName = GDataXMLName.intern("http://schemas.google.com/g/2005", "additionalName")
    static let gd_agent = GDataXMLName.intern("http://schemas.google.com/g/2005", "agent")
    static let gd_attendeeStatus = GDataXMLName.intern("http://schemas.google.com/g/2005", "attendeeStatus")
    static let gd_attendeeType = GDataXMLName.intern("http://schemas.google.com/g/2005", "attendeeType")
    static let gd_city = GDataXMLName.intern("http://schemas.google.com/g/2005", "city")
    static let gd_code = GDataXMLName.intern("http://schemas.google.com/g/2005", "code")
    static let gd_comments = GDataXMLName.intern("http://schemas.google.com/g/2005", "comments")
    static let gd_country = GDataXMLName.intern("http://schemas.google.com/g/2005", "country")
    static let gd_customProperty = GDataXMLName.intern("http://schemas.google.com/g/2005", "customProperty")
    static let gd_deleted = GDataXMLName.intern("http://schemas.google.com/g/2005", "deleted")
    static let gd_domain = GDataXMLName.intern("http://schemas.google.com/g/2005", "domain")
    static let gd_email = GDataXMLName.intern("http://schemas.google.com/g/2005", "email")
    static let gd_entryLink = GDataXMLName.intern("http://schemas.google.com/g/2005", "entryLink")
    static let gd_error = GDataXMLName.intern("http://schemas.google.com/g/2005", "error")
    static let gd_errors = GDataXMLName.intern("http://schemas.google.com/g/2005", "errors")
    static let gd_eventStatus = GDataXMLName.intern("http://schemas.google.com/g/2005", "eventStatus")
    static let gd_extendedHelp = GDataXMLName.intern("http://schemas.google.com/g/2005", "extendedHelp")
    static let gd_extendedProperty = GDataXMLName.intern("http://schemas.google.com/g/2005", "extendedProperty")
    static let gd_familyName = GDataXMLName.intern("http://schemas.google.com/g/2005", "familyName")
    static let gd_feedLink = GDataXMLName.intern("http://schemas.google.com/g/2005", "feedLink")
    static let gd_formattedAddress = GDataXMLName.intern("http://schemas.google.com/g/2005", "formattedAddress")
    static let gd_fullName = GDataXMLName.intern("http://schemas.google.com/g/2005", "fullName")
    static let gd_geoPt = GDataXMLName.intern("http://schemas.google.com/g/2005", "geoPt")
    static let gd_givenName = GDataXMLName.intern("http://schemas.google.com/g/2005", "givenName")
    static let gd_housename = GDataXMLName.intern("http://schemas.google.com/g/2005", "housename")
    static let gd_im = GDataXMLName.intern("http://schemas.google.com/g/2005", "im")
    static let gd_internalReason = GDataXMLName.intern("http://schemas.google.com/g/2005", "internalReason")
    static let gd_location = GDataXMLName.intern("http://schemas.google.com/g/2005", "location")
    static let gd_money = GDataXMLName.intern("http://schemas.google.com/g/2005", "money")
    static let gd_name = GDataXMLName.intern("http://schemas.google.com/g/2005", "name")
    static let gd_namePrefix = GDataXMLName.intern("http://schemas.google.com/g/2005", "namePrefix")
    static let gd_nameSuffix = GDataXMLName.intern("http://schemas.google.com/g/2005", "nameSuffix")
    static let gd_neighborhood = GDataXMLName.intern("http://schemas.google.com/g/2005", "neighborhood")
    static let gd_orgDepartment = GDataXMLName.intern("http://schemas.google.com/g/2005", "orgDepartment")
    static let gd_orgJobDescription = GDataXMLName.intern("http://schemas.google.com/g/2005", "orgJobDescription")
    static let gd_orgName = GDataXMLName.intern("http://schemas.google.com/g/2005", "orgName")
    static let gd_orgSymbol = GDataXMLName.intern("http://schemas.google.com/g/2005", "orgSymbol")
    static let gd_orgTitle = GDataXMLName.intern("http://schemas.google.com/g/2005", "orgTitle")
    static let gd_organization = GDataXMLName.intern("http://schemas.google.com/g/2005", "organization")
    static let gd_originalEvent = GDataXMLName.intern("http://schemas.google.com/g/2005", "originalEvent")
    static let gd_phoneNumber = GDataXMLName.intern("http://schemas.google.com/g/2005", "phoneNumber")
    static let gd_pobox = GDataXMLName.intern("http://schemas.google.com/g/2005", "pobox")
    static let gd_postalAddress = GDataXMLName.intern("http://schemas.google.com/g/2005", "postalAddress")
    static let gd_postcode = GDataXMLName.intern("http://schemas.google.com/g/2005", "postcode")
    static let gd_rating = GDataXMLName.intern("http://schemas.google.com/g/2005", "rating")
    static let gd_recurrence = GDataXMLName.intern("http://schemas.google.com/g/2005", "recurrence")
    static let gd_recurrenceException = GDataXMLName.intern("http://schemas.google.com/g/2005", "recurrenceException")
    static let gd_region = GDataXMLName.intern("http://schemas.google.com/g/2005", "region")
    static let gd_reminder = GDataXMLName.intern("http://schemas.google.com/g/2005", "reminder")
    static let gd_resourceId = GDataXMLName.intern("http://schemas.google.com/g/2005", "resourceId")
    static let gd_sendReport = GDataXMLName.intern("http://schemas.google.com/g/2005", "sendReport")
    static let gd_street = GDataXMLName.intern("http://schemas.google.com/g/2005", "street")
    static let gd_structuredPostalAddress = GDataXMLName.intern("http://schemas.google.com/g/2005", "structuredPostalAddress")
    static let gd_subregion = GDataXMLName.intern("http://schemas.google.com/g/2005", "subregion")
    static let gd_transparency = GDataXMLName.intern("http://schemas.google.com/g/2005", "transparency")
    static let gd_visibility = GDataXMLName.intern("http://schemas.google.com/g/2005", "visibility")
    static let gd_when = GDataXMLName.intern("http://schemas.google.com/g/2005", "when")
    static let gd_where = GDataXMLName.intern("http://schemas.google.com/g/2005", "where")
    static let gd_who = GDataXMLName.intern("http://schemas.google.com/g/2005", "who")
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

/// Marks a deleted entry (`gd:deleted`); its presence is the value.
///
/// Element `gd:deleted`.
open class GDataDeleted: GDataImplicitValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_deleted }
}

/// A resource identifier (`gd:resourceId`).
///
/// Element `gd:resourceId`.
open class GDataResourceID: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_resourceId }
}

/// A link to a feed, possibly inline (`gd:feedLink`).
///
/// Element `gd:feedLink`.
open class GDataFeedLink: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_feedLink }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_href,
            GDataCoreSchemaNames.attr_rel,
            GDataCoreSchemaNames.attr_readOnly,
            GDataCoreSchemaNames.attr_countHint,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataFeedBase.self,
        ]
    }
}

/// A link to an entry, possibly inline (`gd:entryLink`).
///
/// Element `gd:entryLink`.
open class GDataEntryLink: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_entryLink }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_href,
            GDataCoreSchemaNames.attr_rel,
            GDataCoreSchemaNames.attr_readOnly,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryBase.self,
        ]
    }
}

/// An e-mail address (`gd:email`).
///
/// Element `gd:email`.
open class GDataEmail: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_email }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_address,
            GDataCoreSchemaNames.attr_label,
            GDataCoreSchemaNames.attr_rel,
            GDataCoreSchemaNames.attr_primary,
            GDataCoreSchemaNames.attr_displayName,
        ]
    }
}

/// An instant-messaging address (`gd:im`).
///
/// Element `gd:im`.
open class GDataIM: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_im }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_address,
            GDataCoreSchemaNames.attr_label,
            GDataCoreSchemaNames.attr_rel,
            GDataCoreSchemaNames.attr_protocol,
            GDataCoreSchemaNames.attr_primary,
        ]
    }
}

/// A phone number (`gd:phoneNumber`); the number is the element text.
///
/// Element `gd:phoneNumber`.
open class GDataPhoneNumber: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_phoneNumber }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_label,
            GDataCoreSchemaNames.attr_rel,
            GDataCoreSchemaNames.attr_uri,
            GDataCoreSchemaNames.attr_primary,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// An unstructured postal address (`gd:postalAddress`); the address is the text.
///
/// Element `gd:postalAddress`.
open class GDataPostalAddress: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_postalAddress }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_label,
            GDataCoreSchemaNames.attr_rel,
            GDataCoreSchemaNames.attr_primary,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The `gd:agent` part of a structured postal address.
///
/// Element `gd:agent`.
open class GDataPostalAgent: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_agent }
}

/// The `gd:housename` part of a structured postal address.
///
/// Element `gd:housename`.
open class GDataPostalHouseName: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_housename }
}

/// The `gd:street` part of a structured postal address.
///
/// Element `gd:street`.
open class GDataPostalStreet: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_street }
}

/// The `gd:pobox` part of a structured postal address.
///
/// Element `gd:pobox`.
open class GDataPostalPOBox: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_pobox }
}

/// The `gd:neighborhood` part of a structured postal address.
///
/// Element `gd:neighborhood`.
open class GDataPostalNeighborhood: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_neighborhood }
}

/// The `gd:city` part of a structured postal address.
///
/// Element `gd:city`.
open class GDataPostalCity: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_city }
}

/// The `gd:subregion` part of a structured postal address.
///
/// Element `gd:subregion`.
open class GDataPostalSubregion: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_subregion }
}

/// The `gd:region` part of a structured postal address.
///
/// Element `gd:region`.
open class GDataPostalRegion: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_region }
}

/// The `gd:postcode` part of a structured postal address.
///
/// Element `gd:postcode`.
open class GDataPostalCode: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_postcode }
}

/// The `gd:formattedAddress` part of a structured postal address.
///
/// Element `gd:formattedAddress`.
open class GDataPostalFormattedAddress: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_formattedAddress }
}

/// The country of a structured postal address (`gd:country`).
///
/// Element `gd:country`.
open class GDataPostalCountry: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_country }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_code,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// A structured postal address (`gd:structuredPostalAddress`).
///
/// Element `gd:structuredPostalAddress`.
open class GDataStructuredPostalAddress: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_structuredPostalAddress }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_mailClass,
            GDataCoreSchemaNames.attr_label,
            GDataCoreSchemaNames.attr_rel,
            GDataCoreSchemaNames.attr_usage,
            GDataCoreSchemaNames.attr_primary,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPostalAgent.self,
            GDataPostalHouseName.self,
            GDataPostalStreet.self,
            GDataPostalPOBox.self,
            GDataPostalNeighborhood.self,
            GDataPostalCity.self,
            GDataPostalSubregion.self,
            GDataPostalRegion.self,
            GDataPostalCode.self,
            GDataPostalFormattedAddress.self,
            GDataPostalCountry.self,
        ]
    }
}

/// The `gd:givenName` part of a name.
///
/// Element `gd:givenName`.
open class GDataNameGiven: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_givenName }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_yomi,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The `gd:additionalName` part of a name.
///
/// Element `gd:additionalName`.
open class GDataNameAdditional: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_additionalName }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_yomi,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The `gd:familyName` part of a name.
///
/// Element `gd:familyName`.
open class GDataNameFamily: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_familyName }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_yomi,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The `gd:namePrefix` part of a name.
///
/// Element `gd:namePrefix`.
open class GDataNamePrefix: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_namePrefix }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_yomi,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The `gd:nameSuffix` part of a name.
///
/// Element `gd:nameSuffix`.
open class GDataNameSuffix: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_nameSuffix }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_yomi,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The `gd:fullName` part of a name.
///
/// Element `gd:fullName`.
open class GDataNameFull: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_fullName }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_yomi,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// A structured person name (`gd:name`).
///
/// Element `gd:name`.
open class GDataName: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_name }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataNameGiven.self,
            GDataNameAdditional.self,
            GDataNameFamily.self,
            GDataNamePrefix.self,
            GDataNameSuffix.self,
            GDataNameFull.self,
        ]
    }
}

/// The `gd:orgName` of an organization.
///
/// Element `gd:orgName`.
open class GDataOrgName: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_orgName }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_yomi,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The `gd:orgTitle` of an organization.
///
/// Element `gd:orgTitle`.
open class GDataOrgTitle: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_orgTitle }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_yomi,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The `gd:orgDepartment` of an organization.
///
/// Element `gd:orgDepartment`.
open class GDataOrgDepartment: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_orgDepartment }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_yomi,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The `gd:orgJobDescription` of an organization.
///
/// Element `gd:orgJobDescription`.
open class GDataOrgJobDescription: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_orgJobDescription }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_yomi,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The `gd:orgSymbol` of an organization.
///
/// Element `gd:orgSymbol`.
open class GDataOrgSymbol: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_orgSymbol }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_yomi,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// An organization (`gd:organization`).
///
/// Element `gd:organization`.
open class GDataOrganization: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_organization }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_label,
            GDataCoreSchemaNames.attr_rel,
            GDataCoreSchemaNames.attr_primary,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataOrgName.self,
            GDataOrgTitle.self,
            GDataOrgDepartment.self,
            GDataOrgJobDescription.self,
            GDataOrgSymbol.self,
            GDataWhere.self,
        ]
    }
}

/// A place (`gd:where`); `valueString` is its description.
///
/// Element `gd:where`.
open class GDataWhere: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_where }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_rel,
            GDataCoreSchemaNames.attr_label,
            GDataCoreSchemaNames.attr_valueString,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryLink.self,
        ]
    }
}

/// A reminder (`gd:reminder`): an absolute time or an offset in days, hours or minutes.
///
/// Element `gd:reminder`.
open class GDataReminder: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_reminder }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_absoluteTime,
            GDataCoreSchemaNames.attr_method,
            GDataCoreSchemaNames.attr_days,
            GDataCoreSchemaNames.attr_hours,
            GDataCoreSchemaNames.attr_minutes,
        ]
    }
}

/// A time span (`gd:when`).
///
/// Element `gd:when`.
open class GDataWhen: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_when }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_startTime,
            GDataCoreSchemaNames.attr_endTime,
            GDataCoreSchemaNames.attr_valueString,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataReminder.self,
        ]
    }
}

/// An attendee type (`gd:attendeeType`).
///
/// Element `gd:attendeeType`.
open class GDataAttendeeType: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_attendeeType }
}

/// An attendee status (`gd:attendeeStatus`).
///
/// Element `gd:attendeeStatus`.
open class GDataAttendeeStatus: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_attendeeStatus }
}

/// A person associated with an event or message (`gd:who`).
///
/// Element `gd:who`.
open class GDataWho: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_who }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_rel,
            GDataCoreSchemaNames.attr_valueString,
            GDataCoreSchemaNames.attr_email,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataAttendeeType.self,
            GDataAttendeeStatus.self,
            GDataEntryLink.self,
        ]
    }
}

/// An iCalendar (RFC 5545) recurrence (`gd:recurrence`).
///
/// Element `gd:recurrence`.
open class GDataRecurrence: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_recurrence }
}

/// The original of a recurring-event exception (`gd:originalEvent`).
///
/// Element `gd:originalEvent`.
open class GDataOriginalEvent: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_originalEvent }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_id,
            GDataCoreSchemaNames.attr_href,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataWhen.self,
        ]
    }
}

/// An exception to a recurring event (`gd:recurrenceException`).
///
/// Element `gd:recurrenceException`.
open class GDataRecurrenceException: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_recurrenceException }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_specialized,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryLink.self,
            GDataOriginalEvent.self,
        ]
    }
}

/// An application-defined property (`gd:extendedProperty`): a `value` or arbitrary child XML.
///
/// Element `gd:extendedProperty`.
open class GDataExtendedProperty: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_extendedProperty }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_name,
            GDataCoreSchemaNames.attr_value,
            GDataCoreSchemaNames.attr_realm,
        ]
    }
    /// Unclaimed child elements are part of the value, not unknown XML.
    override open class var keepsChildXML: Bool { true }
    /// Child XML is written in no namespace: the element declares `xmlns=""` (as the original did).
    override open class var resetsDefaultNamespace: Bool { true }
}

/// A typed custom property (`gd:customProperty`); the value is the text.
///
/// Element `gd:customProperty`.
open class GDataCustomProperty: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_customProperty }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_name,
            GDataCoreSchemaNames.attr_type,
            GDataCoreSchemaNames.attr_unit,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// A rating (`gd:rating`).
///
/// Element `gd:rating`.
open class GDataRating: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_rating }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_rel,
            GDataCoreSchemaNames.attr_value,
            GDataCoreSchemaNames.attr_min,
            GDataCoreSchemaNames.attr_max,
            GDataCoreSchemaNames.attr_average,
            GDataCoreSchemaNames.attr_numRaters,
        ]
    }
}

/// A link to comments (`gd:comments`).
///
/// Element `gd:comments`.
open class GDataComment: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_comments }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_rel,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataFeedLink.self,
        ]
    }
}

/// A geographic point (`gd:geoPt`).
///
/// Element `gd:geoPt`.
open class GDataGeoPt: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_geoPt }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_lat,
            GDataCoreSchemaNames.attr_lon,
            GDataCoreSchemaNames.attr_elev,
            GDataCoreSchemaNames.attr_label,
            GDataCoreSchemaNames.attr_time,
        ]
    }
}

/// An amount of money (`gd:money`).
///
/// Element `gd:money`.
open class GDataMoney: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_money }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_amount,
            GDataCoreSchemaNames.attr_currencyCode,
        ]
    }
}

/// An event status (`gd:eventStatus`).
///
/// Element `gd:eventStatus`.
open class GDataEventStatus: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_eventStatus }
}

/// An event's free/busy transparency (`gd:transparency`).
///
/// Element `gd:transparency`.
open class GDataTransparency: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_transparency }
}

/// An event's visibility (`gd:visibility`).
///
/// Element `gd:visibility`.
open class GDataVisibility: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_visibility }
}

/// One error of a `gd:errors` document (`gd:error`).
///
/// Element `gd:error`.
open class GDataServerError: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_error }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataServerErrorDomain.self,
            GDataServerErrorCode.self,
            GDataServerErrorLocation.self,
            GDataServerErrorInternalReason.self,
            GDataServerErrorExtendedHelp.self,
            GDataServerErrorSendReport.self,
        ]
    }
}

/// The error domain (`gd:domain`).
///
/// Element `gd:domain`.
open class GDataServerErrorDomain: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_domain }
}

/// The error code (`gd:code`).
///
/// Element `gd:code`.
open class GDataServerErrorCode: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_code }
}

/// Where the error is (`gd:location`).
///
/// Element `gd:location`.
open class GDataServerErrorLocation: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_location }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCoreSchemaNames.attr_type,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The reason for developers (`gd:internalReason`).
///
/// Element `gd:internalReason`.
open class GDataServerErrorInternalReason: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_internalReason }
}

/// A help URI (`gd:extendedHelp`).
///
/// Element `gd:extendedHelp`.
open class GDataServerErrorExtendedHelp: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_extendedHelp }
}

/// A URI to report the error to (`gd:sendReport`).
///
/// Element `gd:sendReport`.
open class GDataServerErrorSendReport: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_sendReport }
}

/// A structured error document (`gd:errors`, media type `application/vnd.google.gdata.error+xml`).
///
/// Element `gd:errors`.
open class GDataServerErrorGroup: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCoreSchemaNames.gd_errors }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataServerError.self,
        ]
    }
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

extension GDataFeedLink {
    /// The feed URI, as written.
    public var href: String? {
        get { attribute(GDataCoreSchemaNames.attr_href) }
        set { setAttribute(GDataCoreSchemaNames.attr_href, newValue) }
    }
    /// `href` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedHref: String? { (attribute(GDataCoreSchemaNames.attr_href)).map { resolveURI($0) } }
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// Whether the feed is read-only.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isReadOnly: Bool {
        get { GDataValueText.bool(attribute(GDataCoreSchemaNames.attr_readOnly)) ?? false }
        set { setAttribute(GDataCoreSchemaNames.attr_readOnly, newValue == false ? nil : (newValue ? "true" : "false")) }
    }
    /// A hint of the number of entries.
    public var countHint: Int? {
        get { GDataValueText.int(attribute(GDataCoreSchemaNames.attr_countHint)) }
        set { setAttribute(GDataCoreSchemaNames.attr_countHint, newValue.map { String($0) }) }
    }
    /// The inline feed, if any.
    public var feed: GDataFeedBase? {
        get { child(GDataFeedBase.self) }
        set { setChild(newValue, of: GDataFeedBase.self) }
    }
}

extension GDataEntryLink {
    /// The entry URI, as written.
    public var href: String? {
        get { attribute(GDataCoreSchemaNames.attr_href) }
        set { setAttribute(GDataCoreSchemaNames.attr_href, newValue) }
    }
    /// `href` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedHref: String? { (attribute(GDataCoreSchemaNames.attr_href)).map { resolveURI($0) } }
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// Whether the entry is read-only.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isReadOnly: Bool {
        get { GDataValueText.bool(attribute(GDataCoreSchemaNames.attr_readOnly)) ?? false }
        set { setAttribute(GDataCoreSchemaNames.attr_readOnly, newValue == false ? nil : (newValue ? "true" : "false")) }
    }
    /// The inline entry, if any.
    public var entry: GDataEntryBase? {
        get { child(GDataEntryBase.self) }
        set { setChild(newValue, of: GDataEntryBase.self) }
    }
}

extension GDataEmail {
    /// The address.
    public var address: String? {
        get { attribute(GDataCoreSchemaNames.attr_address) }
        set { setAttribute(GDataCoreSchemaNames.attr_address, newValue) }
    }
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataCoreSchemaNames.attr_label) }
        set { setAttribute(GDataCoreSchemaNames.attr_label, newValue) }
    }
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// Whether this is the primary value of its kind.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isPrimary: Bool {
        get { GDataValueText.bool(attribute(GDataCoreSchemaNames.attr_primary)) ?? false }
        set { setAttribute(GDataCoreSchemaNames.attr_primary, newValue == false ? nil : (newValue ? "true" : "false")) }
    }
    /// The display name.
    public var displayName: String? {
        get { attribute(GDataCoreSchemaNames.attr_displayName) }
        set { setAttribute(GDataCoreSchemaNames.attr_displayName, newValue) }
    }
}

extension GDataIM {
    /// The address.
    public var address: String? {
        get { attribute(GDataCoreSchemaNames.attr_address) }
        set { setAttribute(GDataCoreSchemaNames.attr_address, newValue) }
    }
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataCoreSchemaNames.attr_label) }
        set { setAttribute(GDataCoreSchemaNames.attr_label, newValue) }
    }
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// The IM protocol (e.g. `http://schemas.google.com/g/2005#MSN`).
    public var `protocol`: String? {
        get { attribute(GDataCoreSchemaNames.attr_protocol) }
        set { setAttribute(GDataCoreSchemaNames.attr_protocol, newValue) }
    }
    /// Whether this is the primary value of its kind.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isPrimary: Bool {
        get { GDataValueText.bool(attribute(GDataCoreSchemaNames.attr_primary)) ?? false }
        set { setAttribute(GDataCoreSchemaNames.attr_primary, newValue == false ? nil : (newValue ? "true" : "false")) }
    }
}

extension GDataPhoneNumber {
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataCoreSchemaNames.attr_label) }
        set { setAttribute(GDataCoreSchemaNames.attr_label, newValue) }
    }
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// A `tel:` URI for the number.
    public var uri: String? {
        get { attribute(GDataCoreSchemaNames.attr_uri) }
        set { setAttribute(GDataCoreSchemaNames.attr_uri, newValue) }
    }
    /// Whether this is the primary value of its kind.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isPrimary: Bool {
        get { GDataValueText.bool(attribute(GDataCoreSchemaNames.attr_primary)) ?? false }
        set { setAttribute(GDataCoreSchemaNames.attr_primary, newValue == false ? nil : (newValue ? "true" : "false")) }
    }
}

extension GDataPostalAddress {
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataCoreSchemaNames.attr_label) }
        set { setAttribute(GDataCoreSchemaNames.attr_label, newValue) }
    }
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// Whether this is the primary value of its kind.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isPrimary: Bool {
        get { GDataValueText.bool(attribute(GDataCoreSchemaNames.attr_primary)) ?? false }
        set { setAttribute(GDataCoreSchemaNames.attr_primary, newValue == false ? nil : (newValue ? "true" : "false")) }
    }
}

extension GDataPostalCountry {
    /// The ISO 3166-1 country code.
    public var code: String? {
        get { attribute(GDataCoreSchemaNames.attr_code) }
        set { setAttribute(GDataCoreSchemaNames.attr_code, newValue) }
    }
}

extension GDataStructuredPostalAddress {
    /// The mail class.
    public var mailClass: String? {
        get { attribute(GDataCoreSchemaNames.attr_mailClass) }
        set { setAttribute(GDataCoreSchemaNames.attr_mailClass, newValue) }
    }
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataCoreSchemaNames.attr_label) }
        set { setAttribute(GDataCoreSchemaNames.attr_label, newValue) }
    }
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// The usage context.
    public var usage: String? {
        get { attribute(GDataCoreSchemaNames.attr_usage) }
        set { setAttribute(GDataCoreSchemaNames.attr_usage, newValue) }
    }
    /// Whether this is the primary value of its kind.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isPrimary: Bool {
        get { GDataValueText.bool(attribute(GDataCoreSchemaNames.attr_primary)) ?? false }
        set { setAttribute(GDataCoreSchemaNames.attr_primary, newValue == false ? nil : (newValue ? "true" : "false")) }
    }
    /// The `gd:agent` child.
    public var agent: String? {
        get { child(GDataPostalAgent.self)?.stringValue }
        set { setChildText(newValue, of: GDataPostalAgent.self) }
    }
    /// The `gd:housename` child.
    public var houseName: String? {
        get { child(GDataPostalHouseName.self)?.stringValue }
        set { setChildText(newValue, of: GDataPostalHouseName.self) }
    }
    /// The `gd:street` child.
    public var street: String? {
        get { child(GDataPostalStreet.self)?.stringValue }
        set { setChildText(newValue, of: GDataPostalStreet.self) }
    }
    /// The `gd:pobox` child.
    public var poBox: String? {
        get { child(GDataPostalPOBox.self)?.stringValue }
        set { setChildText(newValue, of: GDataPostalPOBox.self) }
    }
    /// The `gd:neighborhood` child.
    public var neighborhood: String? {
        get { child(GDataPostalNeighborhood.self)?.stringValue }
        set { setChildText(newValue, of: GDataPostalNeighborhood.self) }
    }
    /// The `gd:city` child.
    public var city: String? {
        get { child(GDataPostalCity.self)?.stringValue }
        set { setChildText(newValue, of: GDataPostalCity.self) }
    }
    /// The `gd:subregion` child.
    public var subregion: String? {
        get { child(GDataPostalSubregion.self)?.stringValue }
        set { setChildText(newValue, of: GDataPostalSubregion.self) }
    }
    /// The `gd:region` child.
    public var region: String? {
        get { child(GDataPostalRegion.self)?.stringValue }
        set { setChildText(newValue, of: GDataPostalRegion.self) }
    }
    /// The `gd:postcode` child.
    public var postCode: String? {
        get { child(GDataPostalCode.self)?.stringValue }
        set { setChildText(newValue, of: GDataPostalCode.self) }
    }
    /// The `gd:formattedAddress` child.
    public var formattedAddress: String? {
        get { child(GDataPostalFormattedAddress.self)?.stringValue }
        set { setChildText(newValue, of: GDataPostalFormattedAddress.self) }
    }
    /// The `gd:country` child.
    public var country: GDataPostalCountry? {
        get { child(GDataPostalCountry.self) }
        set { setChild(newValue, of: GDataPostalCountry.self) }
    }
    /// The `gd:country` child.
    public var countryName: String? {
        get { child(GDataPostalCountry.self)?.stringValue }
        set { setChildText(newValue, of: GDataPostalCountry.self) }
    }
}

extension GDataNameGiven {
    /// The phonetic reading.
    public var yomi: String? {
        get { attribute(GDataCoreSchemaNames.attr_yomi) }
        set { setAttribute(GDataCoreSchemaNames.attr_yomi, newValue) }
    }
}

extension GDataNameAdditional {
    /// The phonetic reading.
    public var yomi: String? {
        get { attribute(GDataCoreSchemaNames.attr_yomi) }
        set { setAttribute(GDataCoreSchemaNames.attr_yomi, newValue) }
    }
}

extension GDataNameFamily {
    /// The phonetic reading.
    public var yomi: String? {
        get { attribute(GDataCoreSchemaNames.attr_yomi) }
        set { setAttribute(GDataCoreSchemaNames.attr_yomi, newValue) }
    }
}

extension GDataNamePrefix {
    /// The phonetic reading.
    public var yomi: String? {
        get { attribute(GDataCoreSchemaNames.attr_yomi) }
        set { setAttribute(GDataCoreSchemaNames.attr_yomi, newValue) }
    }
}

extension GDataNameSuffix {
    /// The phonetic reading.
    public var yomi: String? {
        get { attribute(GDataCoreSchemaNames.attr_yomi) }
        set { setAttribute(GDataCoreSchemaNames.attr_yomi, newValue) }
    }
}

extension GDataNameFull {
    /// The phonetic reading.
    public var yomi: String? {
        get { attribute(GDataCoreSchemaNames.attr_yomi) }
        set { setAttribute(GDataCoreSchemaNames.attr_yomi, newValue) }
    }
}

extension GDataName {
    /// The `gd:givenName` child.
    public var givenName: String? {
        get { child(GDataNameGiven.self)?.stringValue }
        set { setChildText(newValue, of: GDataNameGiven.self) }
    }
    /// The `gd:additionalName` child.
    public var additionalName: String? {
        get { child(GDataNameAdditional.self)?.stringValue }
        set { setChildText(newValue, of: GDataNameAdditional.self) }
    }
    /// The `gd:familyName` child.
    public var familyName: String? {
        get { child(GDataNameFamily.self)?.stringValue }
        set { setChildText(newValue, of: GDataNameFamily.self) }
    }
    /// The `gd:namePrefix` child.
    public var namePrefix: String? {
        get { child(GDataNamePrefix.self)?.stringValue }
        set { setChildText(newValue, of: GDataNamePrefix.self) }
    }
    /// The `gd:nameSuffix` child.
    public var nameSuffix: String? {
        get { child(GDataNameSuffix.self)?.stringValue }
        set { setChildText(newValue, of: GDataNameSuffix.self) }
    }
    /// The `gd:fullName` child.
    public var fullName: String? {
        get { child(GDataNameFull.self)?.stringValue }
        set { setChildText(newValue, of: GDataNameFull.self) }
    }
}

extension GDataOrgName {
    /// The phonetic reading.
    public var yomi: String? {
        get { attribute(GDataCoreSchemaNames.attr_yomi) }
        set { setAttribute(GDataCoreSchemaNames.attr_yomi, newValue) }
    }
}

extension GDataOrgTitle {
    /// The phonetic reading.
    public var yomi: String? {
        get { attribute(GDataCoreSchemaNames.attr_yomi) }
        set { setAttribute(GDataCoreSchemaNames.attr_yomi, newValue) }
    }
}

extension GDataOrgDepartment {
    /// The phonetic reading.
    public var yomi: String? {
        get { attribute(GDataCoreSchemaNames.attr_yomi) }
        set { setAttribute(GDataCoreSchemaNames.attr_yomi, newValue) }
    }
}

extension GDataOrgJobDescription {
    /// The phonetic reading.
    public var yomi: String? {
        get { attribute(GDataCoreSchemaNames.attr_yomi) }
        set { setAttribute(GDataCoreSchemaNames.attr_yomi, newValue) }
    }
}

extension GDataOrgSymbol {
    /// The phonetic reading.
    public var yomi: String? {
        get { attribute(GDataCoreSchemaNames.attr_yomi) }
        set { setAttribute(GDataCoreSchemaNames.attr_yomi, newValue) }
    }
}

extension GDataOrganization {
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataCoreSchemaNames.attr_label) }
        set { setAttribute(GDataCoreSchemaNames.attr_label, newValue) }
    }
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// Whether this is the primary value of its kind.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isPrimary: Bool {
        get { GDataValueText.bool(attribute(GDataCoreSchemaNames.attr_primary)) ?? false }
        set { setAttribute(GDataCoreSchemaNames.attr_primary, newValue == false ? nil : (newValue ? "true" : "false")) }
    }
    /// The `gd:orgName` child.
    public var orgName: String? {
        get { child(GDataOrgName.self)?.stringValue }
        set { setChildText(newValue, of: GDataOrgName.self) }
    }
    /// The `gd:orgTitle` child.
    public var orgTitle: String? {
        get { child(GDataOrgTitle.self)?.stringValue }
        set { setChildText(newValue, of: GDataOrgTitle.self) }
    }
    /// The `gd:orgDepartment` child.
    public var orgDepartment: String? {
        get { child(GDataOrgDepartment.self)?.stringValue }
        set { setChildText(newValue, of: GDataOrgDepartment.self) }
    }
    /// The `gd:orgJobDescription` child.
    public var orgJobDescription: String? {
        get { child(GDataOrgJobDescription.self)?.stringValue }
        set { setChildText(newValue, of: GDataOrgJobDescription.self) }
    }
    /// The `gd:orgSymbol` child.
    public var orgSymbol: String? {
        get { child(GDataOrgSymbol.self)?.stringValue }
        set { setChildText(newValue, of: GDataOrgSymbol.self) }
    }
    /// The `gd:where` child.
    public var `where`: GDataWhere? {
        get { child(GDataWhere.self) }
        set { setChild(newValue, of: GDataWhere.self) }
    }
}

extension GDataWhere {
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataCoreSchemaNames.attr_label) }
        set { setAttribute(GDataCoreSchemaNames.attr_label, newValue) }
    }
    /// The place description.
    public var valueString: String? {
        get { attribute(GDataCoreSchemaNames.attr_valueString) }
        set { setAttribute(GDataCoreSchemaNames.attr_valueString, newValue) }
    }
    /// The `gd:entryLink` child.
    public var entryLink: GDataEntryLink? {
        get { child(GDataEntryLink.self) }
        set { setChild(newValue, of: GDataEntryLink.self) }
    }
}

extension GDataReminder {
    /// The absolute reminder time.
    public var absoluteTime: GDataDateTime? {
        get { (attribute(GDataCoreSchemaNames.attr_absoluteTime)).flatMap { GDataDateTime(rfc3339String: $0) } }
        set { setAttribute(GDataCoreSchemaNames.attr_absoluteTime, newValue?.rfc3339String) }
    }
    /// `alert`, `email`, `sms`…
    public var method: String? {
        get { attribute(GDataCoreSchemaNames.attr_method) }
        set { setAttribute(GDataCoreSchemaNames.attr_method, newValue) }
    }
    /// Days before the event.
    public var days: Int? {
        get { GDataValueText.int(attribute(GDataCoreSchemaNames.attr_days)) }
        set { setAttribute(GDataCoreSchemaNames.attr_days, newValue.map { String($0) }) }
    }
    /// Hours before the event.
    public var hours: Int? {
        get { GDataValueText.int(attribute(GDataCoreSchemaNames.attr_hours)) }
        set { setAttribute(GDataCoreSchemaNames.attr_hours, newValue.map { String($0) }) }
    }
    /// Minutes before the event.
    public var minutes: Int? {
        get { GDataValueText.int(attribute(GDataCoreSchemaNames.attr_minutes)) }
        set { setAttribute(GDataCoreSchemaNames.attr_minutes, newValue.map { String($0) }) }
    }
}

extension GDataWhen {
    /// The start.
    public var startTime: GDataDateTime? {
        get { (attribute(GDataCoreSchemaNames.attr_startTime)).flatMap { GDataDateTime(rfc3339String: $0) } }
        set { setAttribute(GDataCoreSchemaNames.attr_startTime, newValue?.rfc3339String) }
    }
    /// The end.
    public var endTime: GDataDateTime? {
        get { (attribute(GDataCoreSchemaNames.attr_endTime)).flatMap { GDataDateTime(rfc3339String: $0) } }
        set { setAttribute(GDataCoreSchemaNames.attr_endTime, newValue?.rfc3339String) }
    }
    /// A description of the time span.
    public var value: String? {
        get { attribute(GDataCoreSchemaNames.attr_valueString) }
        set { setAttribute(GDataCoreSchemaNames.attr_valueString, newValue) }
    }
    /// The `gd:reminder` children.
    public var reminders: [GDataReminder] {
        get { children(GDataReminder.self) }
        set { setChildren(newValue, of: GDataReminder.self) }
    }
}

extension GDataWho {
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// The person's description.
    public var valueString: String? {
        get { attribute(GDataCoreSchemaNames.attr_valueString) }
        set { setAttribute(GDataCoreSchemaNames.attr_valueString, newValue) }
    }
    /// The e-mail address.
    public var email: String? {
        get { attribute(GDataCoreSchemaNames.attr_email) }
        set { setAttribute(GDataCoreSchemaNames.attr_email, newValue) }
    }
    /// The `gd:attendeeType` child.
    public var attendeeType: String? {
        get { child(GDataAttendeeType.self)?.value }
        set { setChildValue(newValue, of: GDataAttendeeType.self) }
    }
    /// The `gd:attendeeStatus` child.
    public var attendeeStatus: String? {
        get { child(GDataAttendeeStatus.self)?.value }
        set { setChildValue(newValue, of: GDataAttendeeStatus.self) }
    }
    /// The `gd:entryLink` child.
    public var entryLink: GDataEntryLink? {
        get { child(GDataEntryLink.self) }
        set { setChild(newValue, of: GDataEntryLink.self) }
    }
}

extension GDataOriginalEvent {
    /// The original event's ID.
    public var originalID: String? {
        get { attribute(GDataCoreSchemaNames.attr_id) }
        set { setAttribute(GDataCoreSchemaNames.attr_id, newValue) }
    }
    /// The original event's URI, as written.
    public var href: String? {
        get { attribute(GDataCoreSchemaNames.attr_href) }
        set { setAttribute(GDataCoreSchemaNames.attr_href, newValue) }
    }
    /// `href` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedHref: String? { (attribute(GDataCoreSchemaNames.attr_href)).map { resolveURI($0) } }
    /// The original start time.
    public var originalStartTime: GDataWhen? {
        get { child(GDataWhen.self) }
        set { setChild(newValue, of: GDataWhen.self) }
    }
}

extension GDataRecurrenceException {
    /// Whether the exception is specialized.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isSpecialized: Bool {
        get { GDataValueText.bool(attribute(GDataCoreSchemaNames.attr_specialized)) ?? false }
        set { setAttribute(GDataCoreSchemaNames.attr_specialized, newValue == false ? nil : (newValue ? "true" : "false")) }
    }
    /// The `gd:entryLink` child.
    public var entryLink: GDataEntryLink? {
        get { child(GDataEntryLink.self) }
        set { setChild(newValue, of: GDataEntryLink.self) }
    }
    /// The `gd:originalEvent` child.
    public var originalEvent: GDataOriginalEvent? {
        get { child(GDataOriginalEvent.self) }
        set { setChild(newValue, of: GDataOriginalEvent.self) }
    }
}

extension GDataExtendedProperty {
    /// The property name.
    public var propertyName: String? {
        get { attribute(GDataCoreSchemaNames.attr_name) }
        set { setAttribute(GDataCoreSchemaNames.attr_name, newValue) }
    }
    /// The value.
    public var value: String? {
        get { attribute(GDataCoreSchemaNames.attr_value) }
        set { setAttribute(GDataCoreSchemaNames.attr_value, newValue) }
    }
    /// Where the property is visible.
    public var realm: String? {
        get { attribute(GDataCoreSchemaNames.attr_realm) }
        set { setAttribute(GDataCoreSchemaNames.attr_realm, newValue) }
    }
}

extension GDataCustomProperty {
    /// The property name.
    public var propertyName: String? {
        get { attribute(GDataCoreSchemaNames.attr_name) }
        set { setAttribute(GDataCoreSchemaNames.attr_name, newValue) }
    }
    /// The value type.
    public var type: String? {
        get { attribute(GDataCoreSchemaNames.attr_type) }
        set { setAttribute(GDataCoreSchemaNames.attr_type, newValue) }
    }
    /// The unit.
    public var unit: String? {
        get { attribute(GDataCoreSchemaNames.attr_unit) }
        set { setAttribute(GDataCoreSchemaNames.attr_unit, newValue) }
    }
}

extension GDataRating {
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// The rating.
    public var value: Int? {
        get { GDataValueText.int(attribute(GDataCoreSchemaNames.attr_value)) }
        set { setAttribute(GDataCoreSchemaNames.attr_value, newValue.map { String($0) }) }
    }
    /// The lowest rating.
    public var min: Int? {
        get { GDataValueText.int(attribute(GDataCoreSchemaNames.attr_min)) }
        set { setAttribute(GDataCoreSchemaNames.attr_min, newValue.map { String($0) }) }
    }
    /// The highest rating.
    public var max: Int? {
        get { GDataValueText.int(attribute(GDataCoreSchemaNames.attr_max)) }
        set { setAttribute(GDataCoreSchemaNames.attr_max, newValue.map { String($0) }) }
    }
    /// The average rating.
    public var average: Double? {
        get { GDataValueText.double(attribute(GDataCoreSchemaNames.attr_average)) }
        set { setAttribute(GDataCoreSchemaNames.attr_average, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The number of raters.
    public var numberOfRaters: Int? {
        get { GDataValueText.int(attribute(GDataCoreSchemaNames.attr_numRaters)) }
        set { setAttribute(GDataCoreSchemaNames.attr_numRaters, newValue.map { String($0) }) }
    }
}

extension GDataComment {
    /// The relation (e.g. `http://schemas.google.com/g/2005#work`).
    public var rel: String? {
        get { attribute(GDataCoreSchemaNames.attr_rel) }
        set { setAttribute(GDataCoreSchemaNames.attr_rel, newValue) }
    }
    /// The `gd:feedLink` child.
    public var feedLink: GDataFeedLink? {
        get { child(GDataFeedLink.self) }
        set { setChild(newValue, of: GDataFeedLink.self) }
    }
}

extension GDataGeoPt {
    /// Latitude in degrees.
    public var lat: Double? {
        get { GDataValueText.double(attribute(GDataCoreSchemaNames.attr_lat)) }
        set { setAttribute(GDataCoreSchemaNames.attr_lat, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// Longitude in degrees.
    public var lon: Double? {
        get { GDataValueText.double(attribute(GDataCoreSchemaNames.attr_lon)) }
        set { setAttribute(GDataCoreSchemaNames.attr_lon, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// Elevation in meters.
    public var elev: Double? {
        get { GDataValueText.double(attribute(GDataCoreSchemaNames.attr_elev)) }
        set { setAttribute(GDataCoreSchemaNames.attr_elev, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// A free-form label.
    public var label: String? {
        get { attribute(GDataCoreSchemaNames.attr_label) }
        set { setAttribute(GDataCoreSchemaNames.attr_label, newValue) }
    }
    /// When the point was recorded.
    public var time: GDataDateTime? {
        get { (attribute(GDataCoreSchemaNames.attr_time)).flatMap { GDataDateTime(rfc3339String: $0) } }
        set { setAttribute(GDataCoreSchemaNames.attr_time, newValue?.rfc3339String) }
    }
}

extension GDataMoney {
    /// The amount.
    public var amount: Double? {
        get { GDataValueText.double(attribute(GDataCoreSchemaNames.attr_amount)) }
        set { setAttribute(GDataCoreSchemaNames.attr_amount, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The ISO 4217 currency code.
    public var currencyCode: String? {
        get { attribute(GDataCoreSchemaNames.attr_currencyCode) }
        set { setAttribute(GDataCoreSchemaNames.attr_currencyCode, newValue) }
    }
}

extension GDataServerError {
    /// The `gd:domain` child.
    public var domain: String? {
        get { child(GDataServerErrorDomain.self)?.stringValue }
        set { setChildText(newValue, of: GDataServerErrorDomain.self) }
    }
    /// The `gd:code` child.
    public var code: String? {
        get { child(GDataServerErrorCode.self)?.stringValue }
        set { setChildText(newValue, of: GDataServerErrorCode.self) }
    }
    /// The `gd:location` child.
    public var location: String? {
        get { child(GDataServerErrorLocation.self)?.stringValue }
        set { setChildText(newValue, of: GDataServerErrorLocation.self) }
    }
    /// The `gd:location` element (with its `type`).
    public var locationElement: GDataServerErrorLocation? {
        get { child(GDataServerErrorLocation.self) }
        set { setChild(newValue, of: GDataServerErrorLocation.self) }
    }
    /// The `gd:internalReason` child.
    public var internalReason: String? {
        get { child(GDataServerErrorInternalReason.self)?.stringValue }
        set { setChildText(newValue, of: GDataServerErrorInternalReason.self) }
    }
    /// The `gd:extendedHelp` child.
    public var extendedHelpURI: String? {
        get { child(GDataServerErrorExtendedHelp.self)?.stringValue }
        set { setChildText(newValue, of: GDataServerErrorExtendedHelp.self) }
    }
    /// The `gd:sendReport` child.
    public var sendReportURI: String? {
        get { child(GDataServerErrorSendReport.self)?.stringValue }
        set { setChildText(newValue, of: GDataServerErrorSendReport.self) }
    }
}

extension GDataServerErrorLocation {
    /// The location kind (e.g. `header`, `xpath`).
    public var type: String? {
        get { attribute(GDataCoreSchemaNames.attr_type) }
        set { setAttribute(GDataCoreSchemaNames.attr_type, newValue) }
    }
}

extension GDataServerErrorGroup {
    /// The `gd:error` children.
    public var errors: [GDataServerError] {
        get { children(GDataServerError.self) }
        set { setChildren(newValue, of: GDataServerError.self) }
    }
}

extension GDataEntryBase {
    /// Whether the entry is marked deleted (`gd:deleted`).
    public var isDeleted: Bool {
        get { child(GDataDeleted.self) != nil }
        set { setChildPresent(newValue, of: GDataDeleted.self) }
    }
    /// The resource identifier (`gd:resourceId`).
    public var resourceID: String? {
        get { child(GDataResourceID.self)?.stringValue }
        set { setChildText(newValue, of: GDataResourceID.self) }
    }
}

extension GDataFeedBase {
    /// The resource identifier (`gd:resourceId`).
    public var resourceID: String? {
        get { child(GDataResourceID.self)?.stringValue }
        set { setChildText(newValue, of: GDataResourceID.self) }
    }
}
