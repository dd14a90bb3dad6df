/// An error from parsing or reading XML: malformed or rejected input, or input that cannot be read.
///
/// `description` reads `PATH:LINE:COL: message`, the form the `gdata` tool prints.
public struct GDataXMLError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is (extensible: new codes never break a `switch` with a `default`).
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The document is not well-formed XML (libxml2's message says why).
        public static let malformed = Code("malformed")
        /// The document was rejected by a safety limit: entity expansion, nesting depth, or a forbidden construct.
        public static let limitExceeded = Code("limitExceeded")
        /// The input could not be opened or read.
        public static let unreadable = Code("unreadable")
        /// The document is well-formed but is not what was asked for (e.g. no root element, wrong root for the class).
        public static let unexpectedContent = Code("unexpectedContent")
        /// The code's name.
        public var description: String { name }
    }

    /// What kind of failure this is.
    public var code: Code
    /// The message (libxml2's message for syntax errors, trimmed).
    public var message: String
    /// 1-based line of the error, when known.
    public var line: Int?
    /// 1-based column of the error, when known.
    public var column: Int?
    /// The document's path or URI, when known.
    public var path: String?
    /// libxml2's error code (`xmlParserErrors`), for syntax errors.
    public var libxml2Code: Int?

    /// Creates an error.
    public init(
        code: Code,
        message: String,
        line: Int? = nil,
        column: Int? = nil,
        path: String? = nil,
        libxml2Code: Int? = nil
    ) {
        self.code = code
        self.message = message
        self.line = line
        self.column = column
        self.path = path
        self.libxml2Code = libxml2Code
    }

    /// `PATH:LINE:COL: message` (parts that are unknown are left out).
    public var description: String {
        var location = path ?? "<input>"
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(message)"
    }
}
