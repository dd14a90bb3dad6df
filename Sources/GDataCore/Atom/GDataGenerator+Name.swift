extension GDataGenerator {
    /// The generator's name (the element text).
    public var generatorName: String? {
        get { textValue }
        set { stringValue = newValue ?? "" }
    }

    /// Creates a generator.
    public convenience init(name: String, version: String? = nil, uri: String? = nil) {
        self.init()
        generatorName = name
        self.version = version
        self.uri = uri
    }
}
