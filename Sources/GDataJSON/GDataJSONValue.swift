#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A JSON value: what the package reads and writes as JSON (a REST object's storage and what the wire carries,
/// `gdata inspect --format json`, the local server's logs). `GTLR` calls it `GTLRJSONValue`.
///
/// Integers and fractional numbers are kept apart (`.integer` / `.number`) so 64-bit values read from a response are
/// written back unchanged. ``null`` is an explicit JSON `null` (a PATCH sends it to delete a field).
public enum GDataJSONValue: Sendable, Hashable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without a fraction or exponent that fits in 64 bits.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([GDataJSONValue])
    /// An object (member order is not kept; the writer sorts members by name).
    case object([String: GDataJSONValue])

    /// The string, if this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value as a 64-bit integer: integers, integral numbers, and strings of digits (Discovery's `int64`).
    public var int64Value: Int64? {
        switch self {
        case .integer(let value): return value
        case .number(let value):
            guard value.rounded() == value, let exact = Int64(exactly: value) else { return nil }
            return exact
        case .string(let text): return Int64(text)
        default: return nil
        }
    }

    /// The value as a double: numbers, integers, and numeric strings.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .number(let value): return value
        case .string(let text): return Double(text)
        default: return nil
        }
    }

    /// The Boolean, if this is `true` or `false` (or the strings `"true"` / `"false"`).
    public var boolValue: Bool? {
        switch self {
        case .bool(let value): return value
        case .string("true"): return true
        case .string("false"): return false
        default: return nil
        }
    }

    /// The members, if this is an object.
    public var objectValue: [String: GDataJSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [GDataJSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// Whether this is JSON `null`.
    public var isNull: Bool { self == .null }

    /// The member `key` of an object (`nil` for other values or a missing member).
    public subscript(key: String) -> GDataJSONValue? {
        objectValue?[key]
    }

    /// Parses JSON text (see ``GDataJSONParser``).
    public init(parsing data: Data) throws(GDataJSONParser.Error) {
        self = try GDataJSONParser.parse(data)
    }

    /// Compact JSON text, members sorted by name.
    public var jsonData: Data { GDataJSONWriter.data(self, pretty: false) }

    /// Compact JSON text, members sorted by name.
    public var jsonText: String { String(decoding: jsonData, as: UTF8.self) }
}

extension GDataJSONValue: Codable {
    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([GDataJSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: GDataJSONValue].self))
        }
    }

    /// Encodes the value as itself.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension GDataJSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer value.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A number value.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A Boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array value.
    public init(arrayLiteral elements: GDataJSONValue...) { self = .array(elements) }
    /// An object value.
    public init(dictionaryLiteral elements: (String, GDataJSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// JSON `null`.
    public init(nilLiteral: ()) { self = .null }
}
