/// How to parse a document into GData objects.
public struct GDataParseOptions {
    /// The document's URI: the base against which `xml:base` and relative references are resolved, and the path
    /// named in error messages.
    public var documentURI: String?
    /// The document's default language (like an HTTP `Content-Language`) when no `xml:lang` is in scope.
    public var contentLanguage: String?
    /// Drop XML that no class declares instead of keeping it for the round trip (faster, less memory; writing such an
    /// object back loses that XML).
    public var ignoresUnknowns: Bool
    /// Application subclasses to instantiate in place of standard classes.
    public var surrogates: GDataSurrogates
    /// The class for the root element; `nil` picks it from the registry by element name (`feed`, `entry`, `service`…).
    public var rootClass: GDataObject.Type?
    /// The service version recorded on the parsed object (e.g. from a `GData-Version` response header).
    public var serviceVersion: String?
    /// Maximum element nesting depth; deeper documents are rejected with ``GDataXMLError/Code/limitExceeded``.
    public var maxDepth: Int
    /// Maximum number of entity references expanded (billion-laughs protection).
    public var maxEntityExpansions: Int
    /// Maximum total bytes of entity replacement text expanded.
    public var maxEntityExpansionBytes: Int
    /// Maximum number of attributes and namespace declarations (`xmlns`, `xmlns:p`) together on one element; a start
    /// tag with more is refused with ``GDataXMLError/Code/limitExceeded``, naming the limit, line and column, before
    /// libxml2 parses it (libxml2 2.9 checks a tag's attributes for duplicates in quadratic time: 160,000 attributes on
    /// one element would take it tens of seconds). Also bounds the attributes an internal DTD declares (their defaults
    /// are added to elements) and the start tags in entity replacement text. Real feeds use a few dozen; the default,
    /// 1,024, keeps the worst document of many such elements linear in its size.
    public var maxAttributesPerElement = 1024
    /// Documents of at least this many bytes are parsed on two threads: libxml2 reads the document on a worker thread
    /// while the calling thread builds the objects from its events, so on a machine with a spare core a large document
    /// parses in about the time of the slower of the two (see docs/performance.md). The objects, the errors (with their
    /// line and column) and the limits are the same as on one thread. Applies where the size is known before the parse
    /// starts: ``GDataXMLParser/parse(_:options:)``, a regular file given to ``GDataXMLParser/parse(contentsOf:options:)``
    /// or ``GDataXMLParser/parse(fileDescriptor:options:)``, and ``GDataFeedReader`` over a regular file or `Data`;
    /// pushed chunks (`GDataXMLParser.push(_:)`) and ``GDataFeedStream`` are parsed on the calling thread.
    /// `nil` parses every document on the calling thread, and so does a process limited to one core (unless the
    /// threshold is 0, which always uses the worker). The default is 256 KiB.
    public var workerThreadThreshold: Int? = 256 * 1024

    /// Creates options; every parameter has a safe default.
    public init(
        documentURI: String? = nil,
        contentLanguage: String? = nil,
        ignoresUnknowns: Bool = false,
        surrogates: GDataSurrogates = GDataSurrogates(),
        rootClass: GDataObject.Type? = nil,
        serviceVersion: String? = nil,
        maxDepth: Int = 512,
        maxEntityExpansions: Int = 10_000,
        maxEntityExpansionBytes: Int = 4 * 1024 * 1024
    ) {
        self.documentURI = documentURI
        self.contentLanguage = contentLanguage
        self.ignoresUnknowns = ignoresUnknowns
        self.surrogates = surrogates
        self.rootClass = rootClass
        self.serviceVersion = serviceVersion
        self.maxDepth = maxDepth
        self.maxEntityExpansions = maxEntityExpansions
        self.maxEntityExpansionBytes = maxEntityExpansionBytes
    }
}
