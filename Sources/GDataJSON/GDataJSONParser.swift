internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Reads JSON text into a ``GDataJSONValue``: the package's one JSON reader (`GTLR` calls it `GTLRJSONParser`).
///
/// RFC 8259 JSON, with two leniencies real responses and the original's fixtures need: a trailing comma before `]` or
/// `}` is accepted, and a UTF-8 byte order mark is skipped. Nesting is limited to ``maximumDepth`` levels so hostile
/// input cannot exhaust the stack. Errors name the line and column.
public enum GDataJSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Why a text is not JSON, and where.
    public struct Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong.
        public var message: String
        /// The 1-based line of the problem.
        public var line: Int
        /// The 1-based column (in bytes) of the problem.
        public var column: Int
        /// The byte offset of the problem.
        public var offset: Int

        /// `line L, column C: message`.
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Parses `data` (one JSON value, surrounded by optional whitespace).
    public static func parse(_ data: Data) throws(Error) -> GDataJSONValue {
        let bytes = [UInt8](data)
        var reader = Reader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        if reader.position < bytes.count { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    /// Parses a string of JSON text.
    public static func parse(_ text: String) throws(Error) -> GDataJSONValue {
        try parse(Data(text.utf8))
    }

    struct Reader {
        let bytes: [UInt8]
        var position = 0

        func error(_ message: String, at offset: Int? = nil) -> Error {
            let end = min(offset ?? position, bytes.count)
            var line = 1
            var lineStart = 0
            for index in 0..<end where bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            return Error(message: message, line: line, column: end - lineStart + 1, offset: end)
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(Error) -> GDataJSONValue {
            skipWhitespace()
            guard position < bytes.count else { throw error("unexpected end of the JSON text") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth + 1)
            case UInt8(ascii: "["): return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw error("unexpected character '\(Self.printable(bytes[position]))'")
            }
        }

        static func printable(_ byte: UInt8) -> String {
            (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : GDataText.format("\\x%02X", byte)
        }

        mutating func literal(_ word: String) throws(Error) {
            let expected = Array(word.utf8)
            let count = expected.count
            guard position + count <= bytes.count, bytes[position..<position + count].elementsEqual(expected) else {
                throw error("invalid literal (expected '\(word)')")
            }
            position += count
        }

        mutating func object(depth: Int) throws(Error) -> GDataJSONValue {
            guard depth <= GDataJSONParser.maximumDepth else {
                throw error("nesting deeper than \(GDataJSONParser.maximumDepth) levels")
            }
            position += 1
            var members: [String: GDataJSONValue] = [:]
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard position < bytes.count else { throw error("unterminated object") }
                if bytes[position] == UInt8(ascii: "}") {  // trailing comma
                    position += 1
                    return .object(members)
                }
                guard bytes[position] == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
                let key = try string()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                    throw error("expected ':' after the member name \"\(key)\"")
                }
                position += 1
                members[key] = try value(depth: depth)
                skipWhitespace()
                guard position < bytes.count else { throw error("unterminated object") }
                switch bytes[position] {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "}"):
                    position += 1
                    return .object(members)
                default: throw error("expected ',' or '}' in an object")
                }
            }
        }

        mutating func array(depth: Int) throws(Error) -> GDataJSONValue {
            guard depth <= GDataJSONParser.maximumDepth else {
                throw error("nesting deeper than \(GDataJSONParser.maximumDepth) levels")
            }
            position += 1
            var elements: [GDataJSONValue] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                guard position < bytes.count else { throw error("unterminated array") }
                if bytes[position] == UInt8(ascii: "]") {  // trailing comma
                    position += 1
                    return .array(elements)
                }
                elements.append(try value(depth: depth))
                skipWhitespace()
                guard position < bytes.count else { throw error("unterminated array") }
                switch bytes[position] {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "]"):
                    position += 1
                    return .array(elements)
                default: throw error("expected ',' or ']' in an array")
                }
            }
        }

        mutating func number() throws(Error) -> GDataJSONValue {
            let start = position
            var isInteger = true
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            func digits(_ reader: inout Reader) -> Int {
                let begin = reader.position
                while reader.position < reader.bytes.count, (0x30...0x39).contains(reader.bytes[reader.position]) {
                    reader.position += 1
                }
                return reader.position - begin
            }
            let integerDigits = digits(&self)
            guard integerDigits > 0 else { throw error("a number needs digits", at: start) }
            if integerDigits > 1, bytes[position - integerDigits] == UInt8(ascii: "0") {
                throw error("a number cannot start with 0", at: start)
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                isInteger = false
                position += 1
                guard digits(&self) > 0 else { throw error("a fraction needs digits") }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                isInteger = false
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
                {
                    position += 1
                }
                guard digits(&self) > 0 else { throw error("an exponent needs digits") }
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            if isInteger, let value = Int64(text) { return .integer(value) }
            guard let value = Double(text) else { throw error("number out of range", at: start) }
            return .number(value)
        }

        mutating func hex4() throws(Error) -> UInt32 {
            guard position + 4 <= bytes.count else { throw error("truncated \\u escape") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                let digit: UInt32
                switch byte {
                case 0x30...0x39: digit = UInt32(byte - 0x30)
                case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
                case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
                default: throw error("invalid hex digit in a \\u escape")
                }
                value = value << 4 | digit
                position += 1
            }
            return value
        }

        mutating func string() throws(Error) -> String {
            let start = position
            position += 1
            var scalars = String.UnicodeScalarView()
            var runStart = position
            var output = ""
            func flushRun(_ reader: Reader, to end: Int, into output: inout String) throws(Error) {
                guard runStart < end else { return }
                guard let text = String(validating: reader.bytes[runStart..<end], as: UTF8.self) else {
                    throw reader.error("a string holds bytes that are not UTF-8", at: runStart)
                }
                output += text
            }
            while true {
                guard position < bytes.count else { throw error("unterminated string", at: start) }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    try flushRun(self, to: position, into: &output)
                    position += 1
                    return output
                }
                if byte < 0x20 { throw error("a control character must be escaped in a string") }
                if byte != UInt8(ascii: "\\") {
                    position += 1
                    continue
                }
                try flushRun(self, to: position, into: &output)
                position += 1
                guard position < bytes.count else { throw error("unterminated escape", at: start) }
                let escape = bytes[position]
                position += 1
                scalars.removeAll()
                switch escape {
                case UInt8(ascii: "\""): output += "\""
                case UInt8(ascii: "\\"): output += "\\"
                case UInt8(ascii: "/"): output += "/"
                case UInt8(ascii: "b"): output += "\u{08}"
                case UInt8(ascii: "f"): output += "\u{0C}"
                case UInt8(ascii: "n"): output += "\n"
                case UInt8(ascii: "r"): output += "\r"
                case UInt8(ascii: "t"): output += "\t"
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"),
                            bytes[position + 1] == UInt8(ascii: "u")
                        else { throw error("a high surrogate without its low surrogate") }
                        position += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(code) {
                        throw error("a low surrogate without its high surrogate")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    output.unicodeScalars.append(scalar)
                default:
                    throw error("invalid escape '\\\(Self.printable(escape))'")
                }
                runStart = position
            }
        }
    }
}
