// generated from Schemas/services/health.json by scripts/generate-schemas.py — do not edit

// Google Health (dropped by the original in 2011; kept for archived feeds): profile feeds whose entries carry a Continuity of Care Record (`ccr:`) and profile metadata (`h9m:`) as kept XML.

/// Interned element and attribute names used by `Schemas/services/health.json`.
enum GDataHealthSchemaNames {
    static let ccr_ContinuityOfCareRecord = GDataXMLName.intern("urn:astm-org:CCR", "ContinuityOfCareRecord")
    static let h9m_ProfileMetaData = GDataXMLName.intern("http://schemas.google.com/health/metadata", "ProfileMetaData")
}

/// A Continuity of Care Record (`ccr:ContinuityOfCareRecord`); its content is kept as child XML.
///
/// Element `ccr:ContinuityOfCareRecord`.
open class GDataContinuityOfCareRecord: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataHealthSchemaNames.ccr_ContinuityOfCareRecord }
    /// Unclaimed child elements are part of the value, not unknown XML.
    override open class var keepsChildXML: Bool { true }
}

/// Profile metadata (`h9m:ProfileMetaData`); its content is kept as child XML.
///
/// Element `h9m:ProfileMetaData`.
open class GDataProfileMetaData: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataHealthSchemaNames.h9m_ProfileMetaData }
    /// Unclaimed child elements are part of the value, not unknown XML.
    override open class var keepsChildXML: Bool { true }
}

/// A Health profile feed; its entries are `GDataEntryHealthProfile`.
open class GDataFeedHealthProfile: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/health/kinds#profile" }
}

/// A Health profile item: a CCR document with its metadata, categorized by CCR section and item name.
open class GDataEntryHealthProfile: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataContinuityOfCareRecord.self,
            GDataProfileMetaData.self,
            GDataCategory.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/health/kinds#profile" }
}

extension GDataEntryHealthProfile {
    /// The `ccr:ContinuityOfCareRecord` child.
    public var continuityOfCareRecord: GDataContinuityOfCareRecord? {
        get { child(GDataContinuityOfCareRecord.self) }
        set { setChild(newValue, of: GDataContinuityOfCareRecord.self) }
    }
    /// The `h9m:ProfileMetaData` child.
    public var profileMetaData: GDataProfileMetaData? {
        get { child(GDataProfileMetaData.self) }
        set { setChild(newValue, of: GDataProfileMetaData.self) }
    }
    /// The category naming the item (scheme `http://schemas.google.com/health/item`, `kGDataHealthSchemeItem`).
    public var healthItemCategory: GDataCategory? {
        children(GDataCategory.self).first { $0.scheme == "http://schemas.google.com/health/item" }
    }
}
