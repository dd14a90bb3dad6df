internal import Synchronization

/// An expanded XML name: a namespace URI and a local name. Prefixes are never part of a name's identity.
///
/// Names are interned: ``GDataXMLName/intern(_:_:)`` returns the same instance for the same pair, so comparing
/// two names is usually a pointer comparison: `GDataXMLName.intern(GDataNamespace.atom, "title")`, or the
/// shorthands `GDataXMLName.atom("title")`, `.gd("etag")`, `.attribute("rel")`.
public final class GDataXMLName: Hashable, Sendable, CustomStringConvertible {
    /// The namespace URI (`""` for no namespace).
    public let namespaceURI: String
    /// The local name.
    public let localName: String
    /// The hash of namespace and local name (computed once; names with different seeds are never equal).
    @usableFromInline let hashSeed: Int
    /// Whether the local name holds a colon (a name read from `<p:a:b>`, or an unbound `p:x` kept whole): the writer
    /// asks for every element and attribute, so it is found once, when the name is made.
    let localNameHasColon: Bool

    private init(uncheckedNamespace ns: String, local: String) {
        namespaceURI = ns
        localName = local
        localNameHasColon = local.utf8.contains(UInt8(ascii: ":"))
        var hasher = Hasher()
        hasher.combine(ns)
        hasher.combine(local)
        hashSeed = hasher.finalize()
    }

    /// The interned instance for a pair (shared, so identity comparison is valid).
    public static func intern(_ namespaceURI: String, _ localName: String) -> GDataXMLName {
        let key = Key(ns: namespaceURI, local: localName)
        return table.withLock { table in
            if let existing = table[key] { return existing }
            let name = GDataXMLName(uncheckedNamespace: namespaceURI, local: localName)
            if table.count < 100_000 { table[key] = name }
            return name
        }
    }

    /// Looks up an interned name without creating one (used by the parser for unknown names).
    static func existing(_ namespaceURI: String, _ localName: String) -> GDataXMLName? {
        table.withLock { $0[Key(ns: namespaceURI, local: localName)] }
    }

    /// Creates a name that is not entered in the global table (documents with many distinct unknown names
    /// must not grow process-wide state).
    static func transient(_ namespaceURI: String, _ localName: String) -> GDataXMLName {
        GDataXMLName(uncheckedNamespace: namespaceURI, local: localName)
    }

    private struct Key: Hashable {
        var ns: String
        var local: String
    }
    private static let table = Mutex<[Key: GDataXMLName]>([:])

    /// Names are equal when namespace URI and local name are equal.
    /// Inlinable: callers in other modules (service classes, the `gdata` summary) compare names per element, and the
    /// identity and hash-seed tests decide almost every comparison without a call.
    @inlinable
    public static func == (lhs: GDataXMLName, rhs: GDataXMLName) -> Bool {
        lhs === rhs || (lhs.hashSeed == rhs.hashSeed && sameContents(lhs, rhs))
    }

    /// Whether two names with the same hash seed have the same namespace and local name.
    @usableFromInline
    static func sameContents(_ lhs: GDataXMLName, _ rhs: GDataXMLName) -> Bool {
        lhs.localName == rhs.localName && lhs.namespaceURI == rhs.namespaceURI
    }

    /// Hashes namespace and local name.
    public func hash(into hasher: inout Hasher) { hasher.combine(hashSeed) }

    /// Clark notation: `{namespace}local`, or `local` without a namespace.
    public var description: String { namespaceURI.isEmpty ? localName : "{\(namespaceURI)}\(localName)" }
}

/// Namespace URIs used by Atom, AtomPub and GData, with the prefixes the original library used.
public enum GDataNamespace {
    /// Atom 1.0 (RFC 4287).
    public static let atom = "http://www.w3.org/2005/Atom"
    /// Atom 0.3 (legacy feeds).
    public static let atom03 = "http://purl.org/atom/ns#"
    /// AtomPub (RFC 5023).
    public static let app = "http://www.w3.org/2007/app"
    /// The pre-RFC AtomPub namespace used by GData core v1.
    public static let appV1 = "http://purl.org/atom/app#"
    /// OpenSearch 1.1.
    public static let openSearch = "http://a9.com/-/spec/opensearch/1.1/"
    /// The older RSS-era OpenSearch namespace (GData v1).
    public static let openSearchV1 = "http://a9.com/-/spec/opensearchrss/1.0/"
    /// XHTML.
    public static let xhtml = "http://www.w3.org/1999/xhtml"
    /// GData core (`gd:`).
    public static let gd = "http://schemas.google.com/g/2005"
    /// GData batch (`batch:`).
    public static let batch = "http://schemas.google.com/gdata/batch"
    /// Atom threading extensions (RFC 4685, `thr:`).
    public static let thread = "http://purl.org/syndication/thread/1.0"
    /// Atom tombstones (RFC 6721, `at:`).
    public static let tombstones = "http://purl.org/atompub/tombstones/1.0"
    /// Feed paging and archiving (RFC 5005, `fh:`).
    public static let feedHistory = "http://purl.org/syndication/history/1.0"
    /// The `xml:` namespace (xml:lang, xml:base).
    public static let xml = "http://www.w3.org/XML/1998/namespace"
    /// The `xmlns` namespace.
    public static let xmlns = "http://www.w3.org/2000/xmlns/"

    /// Preferred prefixes for well-known namespaces, used when serializing objects that were built in code.
    public static let preferredPrefixes: [String: String] = [
        atom: "atom", atom03: "atom03", app: "app", appV1: "app", openSearch: "openSearch", openSearchV1: "openSearch",
        xhtml: "xh", gd: "gd", batch: "batch", thread: "thr", tombstones: "at", feedHistory: "fh", xml: "xml",
        "http://schemas.google.com/gCal/2005": "gCal", "http://schemas.google.com/contact/2008": "gContact",
        "http://schemas.google.com/photos/2007": "gphoto", "http://search.yahoo.com/mrss/": "media",
        "http://gdata.youtube.com/schemas/2007": "yt", "http://schemas.google.com/docs/2007": "docs",
        "http://schemas.google.com/acl/2007": "gAcl", "http://www.georss.org/georss": "georss",
        "http://www.opengis.net/gml": "gml", "http://www.w3.org/2003/01/geo/wgs84_pos#": "geo",
    ]
}

extension GDataXMLName {
    /// `xml:lang`.
    public static let xmlLang = GDataXMLName.intern(GDataNamespace.xml, "lang")
    /// `xml:base`.
    public static let xmlBase = GDataXMLName.intern(GDataNamespace.xml, "base")
    /// An attribute with no namespace (the usual case for Atom attributes such as `rel` or `href`).
    public static func attribute(_ localName: String) -> GDataXMLName { intern("", localName) }
    /// An element or attribute in the Atom 1.0 namespace.
    public static func atom(_ localName: String) -> GDataXMLName { intern(GDataNamespace.atom, localName) }
    /// An element or attribute in the GData namespace.
    public static func gd(_ localName: String) -> GDataXMLName { intern(GDataNamespace.gd, localName) }
    /// An element in the AtomPub namespace.
    public static func app(_ localName: String) -> GDataXMLName { intern(GDataNamespace.app, localName) }
}
