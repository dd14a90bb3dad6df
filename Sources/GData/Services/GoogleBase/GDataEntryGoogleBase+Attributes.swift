extension GDataEntryGoogleBase {
    /// The Google Base namespaces (`g:` items, `gm:` metadata) as declarations, for entries and feeds built in code
    /// (the original's `+googleBaseNamespaces`).
    public static let googleBaseNamespaces: [GDataXMLNamespace] = [
        GDataXMLNamespace(prefix: "g", uri: GDataGoogleBaseAttribute.namespaceURI),
        GDataXMLNamespace(prefix: "gm", uri: "http://base.google.com/ns-metadata/1.0"),
    ]

    /// A new item declaring the Google Base namespaces, with the item type category `term` (scheme
    /// `http://base.google.com/categories/itemtypes`) when given.
    public static func googleBaseEntry(forCategoryTerm term: String?) -> GDataEntryGoogleBase {
        let entry = GDataEntryGoogleBase()
        entry.namespaceDeclarations = googleBaseNamespaces
        if let term { entry.categories += [GDataCategory(scheme: Scheme.itemTypes, term: term)] }
        return entry
    }

    /// Appends an item attribute.
    public func addEntryAttribute(_ attribute: GDataGoogleBaseAttribute) {
        addChild(attribute)
    }

    /// The item attributes by element local name (`item_type`), each with every attribute of that name in order.
    public var attributeDictionary: [String: [GDataGoogleBaseAttribute]] {
        Dictionary(grouping: entryAttributes) { $0.name.localName }
    }

    /// The item attributes named `name` whose type is `type` or a subtype of it (`int` and `float` are numbers,
    /// `intUnit` and `floatUnit` are `numberUnit`, `dateTime` is a `date`, which is a `dateTimeRange`).
    /// `nil` matches any name or type.
    public func attributes(withName name: String?, type: String?) -> [GDataGoogleBaseAttribute] {
        entryAttributes.filter { attribute in
            if let name, attribute.attributeName != name { return false }
            guard let type else { return true }
            guard let attributeType = attribute.type else { return false }
            return Self.isAttributeType(type, supertypeOf: attributeType)
        }
    }

    /// The only item attribute matching `name` and `type`, or `nil` when none or several match.
    public func attribute(withName name: String?, type: String?) -> GDataGoogleBaseAttribute? {
        let matching = attributes(withName: name, type: type)
        return matching.count == 1 ? matching[0] : nil
    }

    /// Removes the item attributes matching `name` and `type`.
    public func removeAttributes(withName name: String?, type: String?) {
        for attribute in attributes(withName: name, type: type) { removeChild(attribute) }
    }

    /// Replaces the item attributes matching `name` and `type` by one holding `textValue` (only removes with `nil`).
    public func setAttribute(withName name: String, type: String, textValue: String?) {
        removeAttributes(withName: name, type: type)
        if let textValue { addEntryAttribute(GDataGoogleBaseAttribute(name: name, type: type, textValue: textValue)) }
    }

    /// The text values of `attributes` (attributes with no text are skipped).
    public func stringValues(for attributes: [GDataGoogleBaseAttribute]) -> [String] {
        attributes.compactMap(\.textValue)
    }

    static func isAttributeType(_ type: String, supertypeOf subtype: String) -> Bool {
        var current: String? = subtype
        while let candidate = current {
            if candidate == type { return true }
            current = supertypes[candidate]
        }
        return false
    }

    private static let supertypes: [String: String] = [
        AttributeType.int: AttributeType.number, AttributeType.float: AttributeType.number,
        AttributeType.intUnit: AttributeType.numberUnit, AttributeType.floatUnit: AttributeType.numberUnit,
        AttributeType.date: AttributeType.dateTimeRange, AttributeType.dateTime: AttributeType.date,
    ]

    private typealias AttributeType = GDataGoogleBaseAttribute.AttributeType

    private func text(_ name: String, _ type: String) -> String? {
        attribute(withName: name, type: type)?.textValue
    }

    private func texts(_ name: String, _ type: String) -> [String] {
        stringValues(for: attributes(withName: name, type: type))
    }

    /// Adds an attribute unless one with the same name, type and text is already there.
    private func addUnique(_ name: String, _ type: String, _ value: String) {
        guard !texts(name, type).contains(value) else { return }
        addEntryAttribute(GDataGoogleBaseAttribute(name: name, type: type, textValue: value))
    }

    // MARK: Item attributes by name

    /// The `label` text attributes.
    public var labels: [String] { texts("label", AttributeType.text) }
    /// Adds a `label` attribute.
    public func addLabel(_ label: String) {
        addEntryAttribute(GDataGoogleBaseAttribute(name: "label", type: AttributeType.text, textValue: label))
    }

    /// The `item type` text attribute (`Products`).
    public var itemType: String? {
        get { text("item type", AttributeType.text) }
        set { setAttribute(withName: "item type", type: AttributeType.text, textValue: newValue) }
    }

    /// The `expiration date` dateTime attribute.
    public var expirationDate: GDataDateTime? {
        get { attribute(withName: "expiration date", type: AttributeType.dateTime)?.dateTime }
        set {
            setAttribute(withName: "expiration date", type: AttributeType.dateTime, textValue: newValue?.rfc3339String)
        }
    }

    /// The `image link` url attributes.
    public var imageLinks: [String] { texts("image link", AttributeType.url) }
    /// The first `image link`.
    public var imageLink: String? { imageLinks.first }
    /// Adds an `image link` url attribute.
    public func addImageLink(_ link: String) {
        addEntryAttribute(GDataGoogleBaseAttribute(name: "image link", type: AttributeType.url, textValue: link))
    }

    /// The `payment accepted` text attributes.
    public var paymentMethods: [String] { texts("payment accepted", AttributeType.text) }
    /// Adds a `payment accepted` attribute unless the method is already listed.
    public func addPaymentMethod(_ method: String) { addUnique("payment accepted", AttributeType.text, method) }

    /// The `price` floatUnit attribute (`34.95 usd`).
    public var price: String? {
        get { text("price", AttributeType.floatUnit) }
        set { setAttribute(withName: "price", type: AttributeType.floatUnit, textValue: newValue) }
    }

    /// The `location` location attribute.
    public var location: String? {
        get { text("location", AttributeType.location) }
        set { setAttribute(withName: "location", type: AttributeType.location, textValue: newValue) }
    }

    /// The `price type` text attribute.
    public var priceType: String? {
        get { text("price type", AttributeType.text) }
        set { setAttribute(withName: "price type", type: AttributeType.text, textValue: newValue) }
    }

    /// The `quantity` int attribute.
    public var quantity: Int? {
        get { GDataValueText.int(text("quantity", AttributeType.int)) }
        set { setAttribute(withName: "quantity", type: AttributeType.int, textValue: newValue.map { String($0) }) }
    }

    /// The `price units` text attribute.
    public var priceUnits: String? {
        get { text("price units", AttributeType.text) }
        set { setAttribute(withName: "price units", type: AttributeType.text, textValue: newValue) }
    }

    /// The `shipping` shipping attributes.
    public var shippings: [String] { texts("shipping", AttributeType.shipping) }
    /// Adds a `shipping` attribute unless the same one is already listed.
    public func addShipping(_ shipping: String) { addUnique("shipping", AttributeType.shipping, shipping) }

    /// The `tax percent` float attribute.
    public var taxPercent: Double? {
        get { GDataValueText.double(text("tax percent", AttributeType.float)) }
        set {
            let value = newValue.map { GDataValueText.string(from: $0) }
            setAttribute(withName: "tax percent", type: AttributeType.float, textValue: value)
        }
    }

    /// The `tax region` text attribute.
    public var taxRegion: String? {
        get { text("tax region", AttributeType.text) }
        set { setAttribute(withName: "tax region", type: AttributeType.text, textValue: newValue) }
    }

    /// The `delivery radius` floatUnit attribute (`10 km`).
    public var deliveryRadius: String? {
        get { text("delivery radius", AttributeType.floatUnit) }
        set { setAttribute(withName: "delivery radius", type: AttributeType.floatUnit, textValue: newValue) }
    }

    /// The `pickup` boolean attribute (`true` only for "true" in any case; `nil` when absent).
    public var shouldPickUp: Bool? {
        get { text("pickup", AttributeType.boolean).map { GDataValueText.bool($0) ?? false } }
        set {
            let value = newValue.map { $0 ? "true" : "false" }
            setAttribute(withName: "pickup", type: AttributeType.boolean, textValue: value)
        }
    }

    /// The `delivery notes` text attribute.
    public var deliveryNotes: String? {
        get { text("delivery notes", AttributeType.text) }
        set { setAttribute(withName: "delivery notes", type: AttributeType.text, textValue: newValue) }
    }

    /// The `payment notes` text attribute.
    public var paymentNotes: String? {
        get { text("payment notes", AttributeType.text) }
        set { setAttribute(withName: "payment notes", type: AttributeType.text, textValue: newValue) }
    }

    /// The `customer id` int attribute.
    public var customerID: Int? { GDataValueText.int(text("customer id", AttributeType.int)) }
}
