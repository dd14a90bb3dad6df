extension GDataGeo {
    /// The coordinates (latitude, longitude[, …]) in decimal degrees, whichever form the element has.
    public var values: [Double] {
        get {
            switch self {
            case let point as GDataGeoW3CPoint:
                let lat = point.child(GDataGeoW3CLatitude.self)?.doubleValue
                let lon = point.child(GDataGeoW3CLongitude.self)?.doubleValue
                guard let lat, let lon else { return [] }
                return [lat, lon]
            case let point as GDataGeoRSSPoint:
                return Self.values(coordinateString: point.stringValue)
            case let where_ as GDataGeoRSSWhere:
                return Self.values(coordinateString: where_.gmlPoint?.pos ?? "")
            default:
                return []
            }
        }
        set {
            switch self {
            case let point as GDataGeoW3CPoint:
                point.setChildText(
                    newValue.count > 0 ? GDataValueText.string(from: newValue[0]) : nil,
                    of: GDataGeoW3CLatitude.self
                )
                point.setChildText(
                    newValue.count > 1 ? GDataValueText.string(from: newValue[1]) : nil,
                    of: GDataGeoW3CLongitude.self
                )
            case let point as GDataGeoRSSPoint:
                point.stringValue = Self.coordinateString(values: newValue)
            case let where_ as GDataGeoRSSWhere:
                let gml = where_.gmlPoint ?? GDataGMLPoint()
                gml.pos = Self.coordinateString(values: newValue)
                where_.gmlPoint = gml
            default:
                break
            }
        }
    }

    /// The latitude, or 0 when there is none (as in the original).
    public var latitude: Double { values.first ?? 0 }
    /// The longitude, or 0 when there is none.
    public var longitude: Double { values.count > 1 ? values[1] : 0 }
    /// The coordinates joined by spaces (`"55.701 12.552"`).
    public var coordinateString: String { Self.coordinateString(values: values) }
    /// Whether the location is a point (two coordinates).
    public var isPoint: Bool { values.count == 2 }

    /// Sets latitude and longitude.
    public func setCoordinates(latitude: Double, longitude: Double) { values = [latitude, longitude] }

    /// Parses space-separated decimal coordinates; a malformed number ends the list.
    public static func values(coordinateString: String) -> [Double] {
        var result: [Double] = []
        for field in coordinateString.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            guard let value = GDataValueText.double(String(field)) else { break }
            result.append(value)
        }
        return result
    }

    /// Joins coordinates with spaces, each in its shortest form.
    public static func coordinateString(values: [Double]) -> String {
        values.map { GDataValueText.string(from: $0) }.joined(separator: " ")
    }
}

extension GDataObject {
    /// The first location child (W3C `geo:Point`, `georss:point` or `georss:where`), for the classes that declare
    /// them (photos, albums, videos). Setting replaces every location child.
    public var geoLocation: GDataGeo? {
        get { child(GDataGeo.self) }
        set { setChildren(newValue.map { [$0] } ?? [], of: GDataGeo.self) }
    }
}
