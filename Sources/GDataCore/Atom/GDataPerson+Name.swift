extension GDataPerson {
    /// The person's `xml:lang` (the language of the name).
    public var nameLang: String? {
        get { attribute(.xmlLang) }
        set { setAttribute(.xmlLang, newValue) }
    }

    /// The URI resolved against the `xml:base` in scope.
    public var resolvedURI: String? {
        guard let element = child(GDataPersonURI.self) else { return nil }
        return element.resolveURI(element.stringValue.trimmedOfXMLWhitespace())
    }

    /// Creates a person with a name and, optionally, an e-mail address.
    public convenience init(name: String, email: String? = nil) {
        self.init()
        personName = name
        if let email { self.email = email }
    }
}
