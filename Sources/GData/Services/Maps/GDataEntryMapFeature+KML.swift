extension GDataEntryMapFeature {
    /// The feature's KML elements: the XML children of the entry content (`Placemark`, …).
    public var KMLValues: [GDataXMLElement] {
        content?.childXMLElements ?? []
    }

    /// The custom property named `name` (`"height"`), if the feature has one.
    public func customProperty(withName name: String) -> GDataCustomProperty? {
        customProperties.first { $0.propertyName == name }
    }
}
