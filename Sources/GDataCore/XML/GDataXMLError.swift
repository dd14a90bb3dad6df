internal import CGDataLibXML2

/// An error from parsing or reading XML: malformed or rejected input, or input that cannot be read.
///
/// `description` reads `PATH:LINE:COL: message`, the form the `gdata` tool prints. For a malformed document
/// (``GDataXMLError/Code/malformed``) the message, line and column are libxml2's diagnosis, its first error, as
/// `xmllint --noout` prints it (which does not print the column), and ``libxml2Code`` is its `xmlParserErrors` code:
/// `PATH:1:14: Premature end of data in tag entry line 1` (code 77) for `<feed><entry>`, `PATH:1:1: Document is empty`
/// (4) for an empty file. <doc:SafetyDefaults> lists what the usual truncations report.
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
    /// The message (libxml2's message for syntax errors, trimmed; some have a second line quoting the construct, as
    /// `CData section not finished` does).
    public var message: String
    /// 1-based line of the error, when known.
    public var line: Int?
    /// 1-based column of the error, when known.
    public var column: Int?
    /// The document's path or URI, when known.
    public var path: String?
    /// libxml2's error code (`xmlParserErrors`: 4 `XML_ERR_DOCUMENT_EMPTY`, 73 `XML_ERR_GT_REQUIRED`, 77
    /// `XML_ERR_TAG_NOT_FINISHED`…), for syntax errors.
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

    /// `PATH:LINE:COL: message` on one line (parts that are unknown are left out; a message's lines are joined with
    /// `: `).
    public var description: String {
        var location = path ?? "<input>"
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        let lines = message.split(separator: "\n").map { Self.trimmed($0) }.filter { !$0.isEmpty }
        return "\(location): \(lines.joined(separator: ": "))"
    }

    /// `text` without white space at either end.
    static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

extension GDataXMLError {
    /// A libxml2 parser error: code ``GDataXMLError/Code/malformed``, libxml2's message (trimmed), line, column and
    /// `xmlParserErrors` code.
    init(libxml2 error: UnsafePointer<xmlError>, path: String?) {
        let code = Int(error.pointee.code)
        let message = cgdata_xml_error_message(error).map { String(cString: $0) } ?? "XML error \(code)"
        self.init(
            code: .malformed,
            message: Self.trimmed(message[...]),
            line: Int(error.pointee.line),
            column: Int(error.pointee.int2),
            path: path,
            libxml2Code: code
        )
    }
}
