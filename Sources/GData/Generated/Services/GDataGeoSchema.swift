// generated from Schemas/services/geo.json by scripts/generate-schemas.py — do not edit

// Locations: W3C Basic Geo (`geo:`), GeoRSS simple (`georss:`) and GeoRSS GML (`gml:`), read through `GDataGeo`.

/// Interned element and attribute names used by `Schemas/services/geo.json`.
enum GDataGeoSchemaNames {
    static let geo_Point = GDataXMLName.intern("http://www.w3.org/2003/01/geo/wgs84_pos#", "Point")
    static let geo_lat = GDataXMLName.intern("http://www.w3.org/2003/01/geo/wgs84_pos#", "lat")
    static let geo_long = GDataXMLName.intern("http://www.w3.org/2003/01/geo/wgs84_pos#", "long")
    static let georss_featurename = GDataXMLName.intern("http://www.georss.org/georss", "featurename")
    static let georss_point = GDataXMLName.intern("http://www.georss.org/georss", "point")
    static let georss_radius = GDataXMLName.intern("http://www.georss.org/georss", "radius")
    static let georss_where = GDataXMLName.intern("http://www.georss.org/georss", "where")
    static let gml_Point = GDataXMLName.intern("http://www.opengis.net/gml", "Point")
    static let gml_pos = GDataXMLName.intern("http://www.opengis.net/gml", "pos")
}

/// A location (base of the W3C and GeoRSS forms): `latitude`, `longitude`, `coordinateString`.
open class GDataGeo: GDataObject {
}

/// A latitude in decimal degrees (`geo:lat`).
///
/// Element `geo:lat`.
open class GDataGeoW3CLatitude: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGeoSchemaNames.geo_lat }
}

/// A longitude in decimal degrees (`geo:long`).
///
/// Element `geo:long`.
open class GDataGeoW3CLongitude: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGeoSchemaNames.geo_long }
}

/// A W3C Basic Geo point (`geo:Point` with `geo:lat` and `geo:long`).
///
/// Element `geo:Point`.
open class GDataGeoW3CPoint: GDataGeo {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGeoSchemaNames.geo_Point }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataGeoW3CLatitude.self,
            GDataGeoW3CLongitude.self,
        ]
    }
}

/// A GeoRSS simple point (`georss:point`, "lat long").
///
/// Element `georss:point`.
open class GDataGeoRSSPoint: GDataGeo {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGeoSchemaNames.georss_point }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// GML coordinates (`gml:pos`, "lat long").
///
/// Element `gml:pos`.
open class GDataGMLPos: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGeoSchemaNames.gml_pos }
}

/// A GML point (`gml:Point`).
///
/// Element `gml:Point`.
open class GDataGMLPoint: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGeoSchemaNames.gml_Point }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataGMLPos.self,
        ]
    }
}

/// A GeoRSS GML location (`georss:where` holding a `gml:Point`).
///
/// Element `georss:where`.
open class GDataGeoRSSWhere: GDataGeo {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGeoSchemaNames.georss_where }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataGMLPoint.self,
        ]
    }
}

/// The name of a located feature (`georss:featurename`).
///
/// Element `georss:featurename`.
open class GDataGeoRSSFeatureName: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGeoSchemaNames.georss_featurename }
}

/// A radius in meters (`georss:radius`).
///
/// Element `georss:radius`.
open class GDataGeoRSSRadius: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataGeoSchemaNames.georss_radius }
}

extension GDataGMLPoint {
    /// The `gml:pos` child.
    public var pos: String? {
        get { child(GDataGMLPos.self)?.stringValue }
        set { setChildText(newValue, of: GDataGMLPos.self) }
    }
}

extension GDataGeoRSSWhere {
    /// The `gml:Point` child.
    public var gmlPoint: GDataGMLPoint? {
        get { child(GDataGMLPoint.self) }
        set { setChild(newValue, of: GDataGMLPoint.self) }
    }
}
