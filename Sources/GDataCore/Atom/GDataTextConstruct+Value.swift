extension GDataTextConstruct {
    /// The type in Atom 1.0 terms: `"text"` (also when absent), `"html"`, `"xhtml"`, or another value as written.
    /// Atom 0.3 `type`/`mode` pairs are mapped: `text/plain` → text, escaped `text/html` → html, inline XML → xhtml.
    public var effectiveType: String {
        GDataAtomType.effective(type: type, mode: mode, isAtom03: name.namespaceURI == GDataNamespace.atom03)
    }

    /// The value: the text for text and html; for xhtml, the children of the XHTML `div` serialized as XML.
    public var value: String {
        get {
            if effectiveType == "xhtml" { return GDataAtomType.xhtmlValue(of: self) }
            return stringValue
        }
        set {
            if effectiveType == "xhtml" { setChildren([], of: GDataXMLElement.self) }
            stringValue = newValue
        }
    }

    /// Creates a text construct holding `text`; `type` is left out (meaning "text") unless given.
    public convenience init(_ text: String, type: String? = nil) {
        self.init()
        stringValue = text
        self.type = type
    }

    /// Equality rule: a missing type equals "text".
    func hasEqualEffectiveType(_ other: GDataObject) -> Bool {
        guard let other = other as? GDataTextConstruct else { return false }
        return effectiveType == other.effectiveType
    }
}

/// Shared type rules of Atom text constructs and content.
enum GDataAtomType {
    static func effective(type: String?, mode: String?, isAtom03: Bool) -> String {
        guard isAtom03 else { return type ?? "text" }
        let mime = (type ?? "text/plain").lowercased()
        switch mode?.lowercased() {
        case "escaped":
            return mime == "text/html" ? "html" : (mime == "text/plain" ? "text" : mime)
        case "base64":
            return mime
        default:  // "xml", the Atom 0.3 default
            switch mime {
            case "text/plain": return "text"
            case "text/html", "application/xhtml+xml": return "xhtml"
            default: return mime
            }
        }
    }

    /// The content of an XHTML value: for Atom 1.0 (`type="xhtml"`), the children of the wrapping `xhtml:div` when
    /// there is one, else all children; for Atom 0.3 inline XML (`mode="xml"`), all children, a `div` included (the
    /// wrapper is Atom 1.0's rule only).
    static func xhtmlValue(of object: GDataObject) -> String {
        let divName = GDataXMLName.intern(GDataNamespace.xhtml, "div")
        let elements = object.childElements
        if object.name.namespaceURI != GDataNamespace.atom03, elements.count == 1, let div = elements.first,
            div.name == divName
        {
            return GDataXMLFragment.string(of: div.childNodes, defaultNamespace: GDataNamespace.xhtml)
        }
        let nodes = object.childNodes.filter { node in
            if case .text(let text) = node { return !text.isXMLWhitespace || elements.isEmpty }
            return true
        }
        return GDataXMLFragment.string(of: nodes, defaultNamespace: GDataNamespace.xhtml)
    }
}
