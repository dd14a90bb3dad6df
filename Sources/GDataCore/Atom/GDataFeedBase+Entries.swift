extension GDataFeedBase {
    /// The first entry, if any.
    public var firstEntry: GDataEntryBase? { child(GDataEntryBase.self) }

    /// The entry at `index`, or `nil` when out of range.
    public func entry(at index: Int) -> GDataEntryBase? {
        let all = entries
        return all.indices.contains(index) ? all[index] : nil
    }

    /// The first entry whose `atom:id` equals `identifier`.
    public func entry(identifier: String) -> GDataEntryBase? {
        entries.first { $0.identifier == identifier }
    }

    /// The entries whose kind category (scheme `http://schemas.google.com/g/2005#kind`) has the term `kind`.
    public func entries(kindCategory kind: String) -> [GDataEntryBase] {
        entries.filter { $0.kindCategory?.term == kind }
    }

    /// Appends an entry (it is detached from any previous parent).
    public func addEntry(_ entry: GDataEntryBase) { addChild(entry) }

    /// The category with the kind scheme, if any.
    public var kindCategory: GDataCategory? {
        categories.first { $0.scheme == GDataCategory.Scheme.kind }
    }

    /// The icon URI resolved against the `xml:base` in scope.
    public var resolvedIcon: String? {
        child(GDataIcon.self).map { $0.resolveURI($0.stringValue.trimmedOfXMLWhitespace()) }
    }

    /// The logo URI resolved against the `xml:base` in scope.
    public var resolvedLogo: String? {
        child(GDataLogo.self).map { $0.resolveURI($0.stringValue.trimmedOfXMLWhitespace()) }
    }
}

extension GDataEntryBase {
    /// The text of `atom:rights`.
    public var rightsString: String? {
        get { rights?.value }
        set { rights = newValue.map { GDataRights($0) } }
    }

    /// The category with the kind scheme, if any.
    public var kindCategory: GDataCategory? {
        categories.first { $0.scheme == GDataCategory.Scheme.kind }
    }

    /// Creates an entry with a title.
    public convenience init(title: String) {
        self.init()
        self.title = GDataTitle(title)
    }
}
