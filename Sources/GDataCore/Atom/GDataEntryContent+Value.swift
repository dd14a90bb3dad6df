#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// How an `atom:content` element carries its value (RFC 4287 §4.1.3.3).
public enum GDataContentForm: Sendable, Hashable {
    /// Plain text (`text`, absent type, or a `text/*` media type).
    case text
    /// Escaped HTML.
    case html
    /// XHTML inside an `xhtml:div`.
    case xhtml
    /// Inline XML (a media type ending in `+xml` or `/xml`): the child elements are the value.
    case xml
    /// An inline Atom feed or entry (`application/atom+xml`): see ``GDataEntryContent/childObject``.
    case atom
    /// Base64-encoded data of any other media type.
    case base64
    /// Out-of-line content referenced by `src`.
    case outOfLine
}

extension GDataEntryContent {
    /// The type in Atom 1.0 terms: `"text"` when absent, `"html"`, `"xhtml"`, or the media type as written.
    /// Atom 0.3 (`text/plain` default, `mode`) is mapped the same way as for text constructs.
    public var effectiveType: String {
        GDataAtomType.effective(type: type, mode: mode, isAtom03: name.namespaceURI == GDataNamespace.atom03)
    }

    /// How the value is carried, from `src`, `type` (parameters ignored) and, for Atom 0.3, `mode`.
    public var form: GDataContentForm {
        if sourceURI != nil { return .outOfLine }
        if name.namespaceURI == GDataNamespace.atom03, mode?.lowercased() == "base64" { return .base64 }
        let mediaType =
            effectiveType.split(separator: ";", maxSplits: 1).first.map {
                String($0).trimmedOfXMLWhitespace().lowercased()
            } ?? ""
        switch mediaType {
        case "text", "": return .text
        case "html": return .html
        case "xhtml": return .xhtml
        case "application/atom+xml": return .atom
        default:
            if mediaType.hasPrefix("text/") { return .text }
            if mediaType.hasSuffix("+xml") || mediaType.hasSuffix("/xml") { return .xml }
            return .base64
        }
    }

    /// The value as a string: the text (text, html), the XHTML `div`'s children as XML (xhtml), the child elements as
    /// XML (inline XML), the raw base64 characters (other media types); `nil` for out-of-line and Atom content.
    public var value: String? {
        switch form {
        case .text, .html, .base64: return stringValue
        case .xhtml: return GDataAtomType.xhtmlValue(of: self)
        case .xml: return GDataXMLFragment.string(of: childXMLElements.map { .element($0) })
        case .atom, .outOfLine: return nil
        }
    }

    /// The text as the original library read it: the character data for text-like and base64 content, `nil` for
    /// inline XML, Atom and out-of-line content.
    public var contentString: String? {
        switch form {
        case .text, .html, .base64: return stringValue
        case .xhtml: return GDataAtomType.xhtmlValue(of: self)
        case .xml, .atom, .outOfLine: return nil
        }
    }

    /// The decoded bytes of base64 content (`nil` unless the form is ``GDataContentForm/base64`` and it decodes).
    public var base64Data: Data? {
        guard form == .base64 else { return nil }
        return Data(base64Encoded: stringValue, options: .ignoreUnknownCharacters)
    }

    /// The inline XML elements (the original's `XMLValues`), e.g. a KML `Placemark`.
    public var xmlValues: [GDataXMLElement] { childXMLElements }

    /// The inline feed or entry of `application/atom+xml` content (the original's `childObject`).
    public var childObject: GDataObject? {
        get {
            for element in childElements where element is GDataFeedBase || element is GDataEntryBase { return element }
            return nil
        }
        set {
            setChildren([], of: GDataFeedBase.self)
            setChildren([], of: GDataEntryBase.self)
            if let newValue { addChild(newValue) }
        }
    }

    /// `src` resolved against `xml:base`, as a URL.
    public var sourceURL: URL? { resolvedSourceURI.flatMap { URL(string: $0) } }

    /// Creates text content; `type` is left out (meaning "text") unless given.
    public convenience init(text: String, type: String? = nil) {
        self.init()
        stringValue = text
        self.type = type
    }

    /// Creates out-of-line content referring to `sourceURI`.
    public convenience init(sourceURI: String, type: String?) {
        self.init()
        self.sourceURI = sourceURI
        self.type = type
    }

    /// Equality rule: a missing type equals "text" and "text/plain".
    func hasEqualEffectiveType(_ other: GDataObject) -> Bool {
        guard let other = other as? GDataEntryContent else { return false }
        func normalized(_ type: String) -> String { type.lowercased() == "text/plain" ? "text" : type }
        return normalized(effectiveType) == normalized(other.effectiveType)
    }
}
