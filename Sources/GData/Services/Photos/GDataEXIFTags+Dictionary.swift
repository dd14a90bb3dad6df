extension GDataEXIFTags {
    /// The tag elements (`exif:make`, `exif:exposure`, …) in document order.
    public var tags: [GDataObject] {
        childElements.filter { $0.name.namespaceURI == Self.defaultElementName?.namespaceURI }
    }

    /// The tags as name → text (`["make": "Nokia"]`); a repeated name keeps its first value (as the original).
    public var tagDictionary: [String: String] {
        var result: [String: String] = [:]
        for tag in tags where result[tag.name.localName] == nil { result[tag.name.localName] = tag.stringValue }
        return result
    }

    /// The text of the tag named `name` (`"exposure"`), if present.
    public func tag(named name: String) -> String? {
        tags.first { $0.name.localName == name }?.stringValue
    }

    /// Sets (or, with `nil`, removes) the tag named `name`.
    public func setTag(named name: String, _ value: String?) {
        guard let namespace = Self.defaultElementName?.namespaceURI else { return }
        let tagName = GDataXMLName.intern(namespace, name)
        for tag in tags where tag.name == tagName { removeChild(tag) }
        guard let value else { return }
        let element = GDataXMLElement(name: tagName)
        element.stringValue = value
        addChild(element)
    }
}
