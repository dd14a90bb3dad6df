extension GDataExtendedProperty {
    /// The child XML elements that hold the value when there is no `value` attribute (the original's `XMLValues`).
    public var xmlValues: [GDataXMLElement] { childXMLElements }

    /// The text of each child XML element by its local name (the original's `XMLValuesDictionary`).
    public var xmlValuesDictionary: [String: String] {
        var result: [String: String] = [:]
        for element in childXMLElements { result[element.name.localName] = element.stringValue }
        return result
    }

    /// Creates a property with a name and a value.
    public convenience init(name: String, value: String?) {
        self.init()
        propertyName = name
        self.value = value
    }
}

extension GDataCustomProperty {
    /// The value (the element text).
    public var value: String? {
        get { textValue }
        set { stringValue = newValue ?? "" }
    }
}
