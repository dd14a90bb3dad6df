extension GDataGoogleBaseAttribute {
    /// The Google Base item attribute namespace (`g:`, the original's `kGDataNamespaceGoogleBase`).
    public static let namespaceURI = "http://base.google.com/ns/1.0"

    /// An attribute named `name` (`"item type"` gives `g:item_type`) with a type and a text value.
    public convenience init(name: String, type: String?, textValue: String?) {
        self.init()
        attributeName = name
        self.type = type
        stringValue = textValue ?? ""
    }

    /// The attribute's name: the element's local name with `_` read as a space (`item type` for `g:item_type`).
    /// Setting it renames the element (spaces are written as `_`).
    public var attributeName: String {
        get { Self.attributeName(fromElementLocalName: name.localName) }
        set {
            guard !newValue.isEmpty else { return }
            name = GDataXMLName.intern(Self.namespaceURI, Self.elementLocalName(fromAttributeName: newValue))
        }
    }

    /// Whether the attribute is private to its owner (`access="private"`, in any case).
    public var isPrivate: Bool {
        get { access?.lowercased() == "private" }
        set { access = newValue ? "private" : nil }
    }

    /// The text value read as an RFC 3339 date and time (for `dateTime` and `date` attributes), if it is one.
    public var dateTime: GDataDateTime? {
        textValue.flatMap { GDataDateTime(rfc3339String: $0.trimmedOfXMLWhitespace()) }
    }

    /// Attribute names have spaces where element names have underscores.
    public static func attributeName(fromElementLocalName localName: String) -> String {
        String(localName.map { $0 == "_" ? " " : $0 })
    }

    /// The element local name of an attribute name (`item type` → `item_type`).
    public static func elementLocalName(fromAttributeName attributeName: String) -> String {
        String(attributeName.map { $0 == " " ? "_" : $0 })
    }

    /// Equality also compares the attribute's name (the element name of this wildcard class) and its privacy.
    func hasEqualNameAndPrivacy(_ other: GDataObject) -> Bool {
        guard let other = other as? GDataGoogleBaseAttribute else { return false }
        return name == other.name && isPrivate == other.isPrivate
    }
}

extension GDataGoogleBaseMetadataValue {
    /// A metadata value with its item count.
    public convenience init(contents: String, count: Int?) {
        self.init()
        self.contents = contents
        self.count = count
    }

    /// The value (the element's text).
    public var contents: String? {
        get { textValue }
        set { stringValue = newValue ?? "" }
    }
}

extension GDataGoogleBaseMetadataAttribute {
    /// A metadata attribute with its name, type and item count.
    public convenience init(name: String?, type: String?, count: Int?) {
        self.init()
        attributeName = name
        self.type = type
        self.count = count
    }
}

extension GDataGoogleBaseMetadataItemType {
    /// The item type (the element's text).
    public var value: String? {
        get { textValue }
        set { stringValue = newValue ?? "" }
    }
}
