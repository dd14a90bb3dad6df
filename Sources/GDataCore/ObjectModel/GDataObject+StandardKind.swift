extension GDataObject {
    /// Adds the class's standard kind, as the original's `-init` did for feeds and entries: the kind category
    /// (``standardKindTerm``) unless one with that term is present, and the `gd:kind` attribute
    /// (``standardKindAttributeValue``) unless set. With both, the parser picks this class for the written XML.
    public func addStandardKind() {
        let cls = type(of: self)
        if let term = cls.standardKindTerm {
            let present = children(GDataCategory.self).contains {
                $0.scheme == GDataCategory.Scheme.kind && $0.term == term
            }
            if !present { addChild(GDataCategory(scheme: GDataCategory.Scheme.kind, term: term)) }
        }
        if let value = cls.standardKindAttributeValue, attribute(GDataKindNames.kindAttribute) == nil {
            setAttribute(GDataKindNames.kindAttribute, value)
        }
    }

    /// A new instance carrying the class's standard kind (see ``addStandardKind()``).
    public static func withStandardKind() -> Self {
        let object = Self()
        object.addStandardKind()
        return object
    }
}
