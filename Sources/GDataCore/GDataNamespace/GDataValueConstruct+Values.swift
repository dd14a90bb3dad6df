extension GDataValueConstruct {
    /// The value as an integer (`nil` when absent or not an integer).
    public var intValue: Int? {
        get { GDataValueText.int(value) }
        set { value = newValue.map { String($0) } }
    }

    /// The value as a 64-bit integer (the original's `longLongValue`).
    public var int64Value: Int64? {
        get { GDataValueText.int64(value) }
        set { value = newValue.map { String($0) } }
    }

    /// The value as a double; `INF`/`-INF` are ±infinity.
    public var doubleValue: Double? {
        get { GDataValueText.double(value) }
        set { value = newValue.map { GDataValueText.string(from: $0) } }
    }

    /// The value as a boolean: true only for "true" (any case).
    public var boolValue: Bool {
        get { GDataValueText.bool(value) ?? false }
        set { value = newValue ? "true" : "false" }
    }

    /// The value as an RFC 3339 date.
    public var dateValue: GDataDateTime? {
        get { value.flatMap { GDataDateTime(rfc3339String: $0) } }
        set { value = newValue?.rfc3339String }
    }

    /// Creates the element with a value.
    public convenience init(value: String?) {
        self.init()
        self.value = value
    }
}

extension GDataValueElementConstruct {
    /// The element text, or `nil` when the element has no text.
    public var value: String? {
        get { textValue }
        set { stringValue = newValue ?? "" }
    }

    /// The text as an integer.
    public var intValue: Int? { GDataValueText.int(textValue) }

    /// The text as a 64-bit integer.
    public var int64Value: Int64? { GDataValueText.int64(textValue) }

    /// The text as a double; `INF`/`-INF` are ±infinity.
    public var doubleValue: Double? { GDataValueText.double(textValue) }

    /// The text as a boolean: true only for "true" (any case).
    public var boolValue: Bool { GDataValueText.bool(textValue) ?? false }

    /// Creates the element with text.
    public convenience init(value: String?) {
        self.init()
        self.value = value
    }
}

extension GDataNameValueConstruct {
    /// Creates the element with a name and a value.
    public convenience init(name: String?, value: String?) {
        self.init()
        self.valueName = name
        self.value = value
    }
}

extension GDataDateConstruct {
    /// The element text as an RFC 3339 date (`nil` when absent or malformed).
    public var dateValue: GDataDateTime? {
        get { GDataDateTime(rfc3339String: stringValue.trimmedOfXMLWhitespace()) }
        set { stringValue = newValue?.rfc3339String ?? "" }
    }

    /// Creates the element holding `date`.
    public convenience init(date: GDataDateTime) {
        self.init()
        self.dateValue = date
    }
}
