#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Writes JSON text: the package's one JSON writer (`GTLR` calls it `GTLRJSONWriter`).
///
/// Whole values are written with ``data(_:pretty:spaceBeforeColon:)``, members sorted by name so the same value always
/// gives the same bytes. A document whose members come in a fixed order (the JSON model of `gdata inspect`) is written
/// piece by piece instead:
///
/// ```swift
/// var writer = GDataJSONWriter(pretty: false)
/// writer.beginObject()
/// writer.key("kind"); writer.string("feed")
/// writer.key("entries"); writer.beginArray(); writer.element(); writer.integer(1); writer.endArray()
/// writer.endObject()
/// writer.text  // {"kind":"feed","entries":[1]}
/// ```
///
/// Strings are written as UTF-8 with `"`, `\`, and control characters escaped (`\n`, `\r`, `\t`, `\u00XX`).
/// Non-finite numbers are written as `null`.
public struct GDataJSONWriter: Sendable {
    /// The JSON text so far.
    public private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    private let colon: [UInt8]
    private var depth = 0
    /// One flag per open array or object: whether it has a member or element yet.
    private var hasItems: [Bool] = []

    /// A writer of compact text, or of pretty text indented by two spaces (`"key": value`, or `"key" : value` with
    /// `spaceBeforeColon`, as the Objective-C REST library wrote it).
    public init(pretty: Bool, spaceBeforeColon: Bool = false) {
        self.pretty = pretty
        colon = pretty ? (spaceBeforeColon ? [0x20, 0x3A, 0x20] : [0x3A, 0x20]) : [0x3A]
        bytes.reserveCapacity(1024)
    }

    /// The JSON text so far, as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The JSON text so far, as data.
    public var data: Data { Data(bytes) }

    // MARK: Whole values

    /// The JSON text of `value`, members sorted by name. Pretty text indents by two spaces.
    public static func data(_ value: GDataJSONValue, pretty: Bool, spaceBeforeColon: Bool = false) -> Data {
        var writer = GDataJSONWriter(pretty: pretty, spaceBeforeColon: spaceBeforeColon)
        writer.value(value)
        return writer.data
    }

    /// The JSON text of `value` as a string (see ``data(_:pretty:spaceBeforeColon:)``).
    public static func string(_ value: GDataJSONValue, pretty: Bool, spaceBeforeColon: Bool = false) -> String {
        var writer = GDataJSONWriter(pretty: pretty, spaceBeforeColon: spaceBeforeColon)
        writer.value(value)
        return writer.text
    }

    /// Writes `value` (members sorted by name) where a value is expected.
    public mutating func value(_ value: GDataJSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .integer(let whole): integer(whole)
        case .number(let double): number(double)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements {
                self.element()
                self.value(element)
            }
            endArray()
        case .object(let members):
            beginObject()
            for key in members.keys.sorted() {
                self.key(key)
                self.value(members[key]!)
            }
            endObject()
        }
    }

    // MARK: Piece by piece

    /// Opens an object; give each member with ``key(_:)`` and then its value.
    public mutating func beginObject() { begin(UInt8(ascii: "{")) }
    /// Closes the innermost object.
    public mutating func endObject() { end(UInt8(ascii: "}")) }
    /// Opens an array; call ``element()`` before each element.
    public mutating func beginArray() { begin(UInt8(ascii: "[")) }
    /// Closes the innermost array.
    public mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Starts the next array element (writes the separator).
    public mutating func element() { separator() }

    /// Writes the member name `name` of the innermost object; its value comes next.
    public mutating func key(_ name: String) {
        separator()
        appendString(name)
        bytes.append(contentsOf: colon)
    }

    /// Writes a string.
    public mutating func string(_ text: String) { appendString(text) }
    /// Writes `null`.
    public mutating func null() { bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) }
    /// Writes `true` or `false`.
    public mutating func bool(_ flag: Bool) {
        if flag {
            bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65])
        } else {
            bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
        }
    }
    /// Writes an integer.
    public mutating func integer<Integer: BinaryInteger>(_ number: Integer) {
        bytes.append(contentsOf: String(number).utf8)
    }
    /// Writes a number (integral values without a fraction, non-finite values as `null`).
    public mutating func number(_ number: Double) { bytes.append(contentsOf: Self.format(number).utf8) }
    /// Writes `text`, or `null` when it is `nil`.
    public mutating func optional(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    /// A double as JSON: integral values without a fraction (`9.5`, `123`), non-finite values as `null`.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    private mutating func newline() {
        guard pretty else { return }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: depth * 2))
    }

    private mutating func separator() {
        guard let last = hasItems.last else { return }
        if last { bytes.append(UInt8(ascii: ",")) }
        hasItems[hasItems.count - 1] = true
        newline()
    }

    private mutating func begin(_ byte: UInt8) {
        bytes.append(byte)
        depth += 1
        hasItems.append(false)
    }

    private mutating func end(_ byte: UInt8) {
        let hadItems = hasItems.popLast() ?? false
        depth -= 1
        if hadItems { newline() }
        bytes.append(byte)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendString(_ text: String) {
        bytes.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x22: bytes.append(0x5C); bytes.append(0x22)
            case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
            case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
            case 0x0D: bytes.append(0x5C); bytes.append(0x72)
            case 0x09: bytes.append(0x5C); bytes.append(0x74)
            case 0..<0x20:
                bytes.append(contentsOf: [
                    0x5C, 0x75, 0x30, 0x30, Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0xF)],
                ])
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}
