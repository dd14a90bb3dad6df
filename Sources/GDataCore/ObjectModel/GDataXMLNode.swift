/// A child of an element: an element (typed ``GDataObject`` subclass or an unknown ``GDataXMLElement``) or text.
public enum GDataXMLNode {
    /// An element child.
    case element(GDataObject)
    /// Character data (CDATA sections are delivered as text). Boxed, so a node is one pointer wide.
    indirect case text(String)

    /// The element, if this is an element node.
    public var element: GDataObject? {
        if case .element(let element) = self { return element }
        return nil
    }

    /// The text, if this is a text node.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}

/// An attribute: expanded name and value.
public struct GDataXMLAttribute: Hashable {
    /// The attribute's expanded name (namespace `""` for ordinary unprefixed attributes).
    public var name: GDataXMLName
    /// The attribute value, with entities and character references resolved.
    public var value: String

    /// Creates an attribute. (Prefixes are not stored: the writer chooses them from the namespaces in scope.)
    public init(name: GDataXMLName, value: String) {
        self.name = name
        self.value = value
    }

    /// Attributes are equal when name and value are equal; prefixes are ignored.
    public static func == (lhs: GDataXMLAttribute, rhs: GDataXMLAttribute) -> Bool {
        lhs.name == rhs.name && lhs.value == rhs.value
    }

    /// Hashes name and value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
    }
}

/// A namespace declaration (`xmlns:prefix="uri"`, or the default namespace when `prefix` is nil).
public struct GDataXMLNamespace: Hashable, Sendable {
    /// The prefix, or `nil` for the default namespace.
    public var prefix: String?
    /// The namespace URI (`""` undeclares the default namespace).
    public var uri: String

    /// Creates a declaration.
    public init(prefix: String?, uri: String) {
        self.prefix = prefix
        self.uri = uri
    }
}

/// An element that no declaration claims: kept verbatim (name, attributes, children) so that it can be written back.
///
/// These are what the original library called unknown children. They survive a round trip, and equality of two
/// unknown elements is structural (names, attributes and children, ignoring prefixes).
public final class GDataXMLElement: GDataObject {

    /// Unknown elements hold only unknown XML, so all their content counts.
    override public class var hasContentValue: Bool { true }

    override public func isEqualContent(to other: GDataObject) -> Bool {
        guard name == other.name else { return false }
        return structurallyEqual(to: other)
    }
}
