#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension GDataObject {
    /// Parses a document whose root must be this class (or a subclass, e.g. one chosen by kind):
    /// `let feed = try GDataFeedBase.parse(data: data)`.
    ///
    /// A root of a more general class with the same element (a plain feed when a service feed class is asked for) is
    /// converted to this class. Throws ``GDataXMLError`` (`.unexpectedContent`) when the root is something else.
    public static func parse(data: Data, options: GDataParseOptions = GDataParseOptions()) throws -> Self {
        try typedRoot(GDataXMLParser.parse(data, options: options), path: options.documentURI)
    }

    /// Parses a file whose root must be this class (see ``parse(data:options:)``).
    public static func parse(contentsOf url: URL, options: GDataParseOptions = GDataParseOptions()) throws -> Self {
        try typedRoot(GDataXMLParser.parse(contentsOf: url, options: options), path: url.path)
    }

    static func typedRoot(_ root: GDataObject, path: String?) throws -> Self {
        if let typed = root as? Self { return typed }
        let rootClass = type(of: root)
        if !(root is GDataXMLElement), GDataRetyper.isStrictSubclass(self, of: rootClass),
            root.name == defaultElementName || alternateElementNames.contains(root.name)
        {
            return root.converted(to: self)
        }
        throw GDataXMLError(
            code: .unexpectedContent,
            message: "expected a \(self) document, found <\(root.name.localName)> (\(rootClass))",
            path: path
        )
    }
}
