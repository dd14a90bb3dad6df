// generated from Schemas/services/maps.json by scripts/generate-schemas.py — do not edit

// Google Maps Data (dropped by the original in 2015; kept for archived feeds): map and feature feeds; a feature's KML is the entry content's XML.

/// A feed of the user's maps; its entries are `GDataEntryMap`.
open class GDataFeedMap: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryMap.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryMap.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/maps/2008#map" }
}

/// A map.
open class GDataEntryMap: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataCustomProperty.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/maps/2008#map" }
}

/// A map's features; its entries are `GDataEntryMapFeature`.
open class GDataFeedMapFeature: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryMapFeature.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryMapFeature.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/maps/2008#feature" }
}

/// A feature of a map: KML in the content, an address and custom properties.
open class GDataEntryMapFeature: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataStructuredPostalAddress.self,
            GDataCustomProperty.self,
            GDataLink.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/maps/2008#feature" }
}

extension GDataEntryMap {
    /// The `gd:customProperty` children.
    public var customProperties: [GDataCustomProperty] {
        get { children(GDataCustomProperty.self) }
        set { setChildren(newValue, of: GDataCustomProperty.self) }
    }
}

extension GDataEntryMapFeature {
    /// The `gd:structuredPostalAddress` child.
    public var postalAddress: GDataStructuredPostalAddress? {
        get { child(GDataStructuredPostalAddress.self) }
        set { setChild(newValue, of: GDataStructuredPostalAddress.self) }
    }
    /// The `gd:customProperty` children.
    public var customProperties: [GDataCustomProperty] {
        get { children(GDataCustomProperty.self) }
        set { setChildren(newValue, of: GDataCustomProperty.self) }
    }
    /// The link to the feature's view (rel `http://schemas.google.com/maps/2008#view`).
    public var viewLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/maps/2008#view" }
    }
}
