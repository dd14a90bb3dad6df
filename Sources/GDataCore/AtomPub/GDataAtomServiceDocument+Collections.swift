extension GDataAtomServiceDocument {
    /// The first workspace.
    public var primaryWorkspace: GDataAtomWorkspace? { child(GDataAtomWorkspace.self) }
}

extension GDataAtomWorkspace {
    /// The first collection.
    public var primaryCollection: GDataAtomCollection? { child(GDataAtomCollection.self) }

    /// The title text: `atom:title`, or the v1 `title` attribute.
    public var titleString: String? { title?.value ?? titleAttribute }
}

extension GDataAtomCollection {
    /// The media ranges the collection accepts (the text of each `app:accept`).
    public var serviceAcceptStrings: [String] {
        get { accepts.map(\.stringValue) }
        set { setChildTexts(newValue, of: GDataAtomAccept.self) }
    }

    /// The title text: `atom:title`, or the v1 `title` attribute.
    public var titleString: String? { title?.value ?? titleAttribute }
}

extension GDataAtomCategoryGroup {
    /// Whether the category list is fixed (`fixed="yes"`, any case). Setting `false` removes the attribute.
    public var isFixed: Bool {
        get { fixed?.trimmedOfXMLWhitespace().lowercased() == "yes" }
        set { fixed = newValue ? "yes" : nil }
    }
}
