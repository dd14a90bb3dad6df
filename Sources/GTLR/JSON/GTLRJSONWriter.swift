public import Foundation

/// Writes a ``GTLRJSONValue`` as JSON text: compact (what is sent) or pretty (``GTLRObject/jsonString``), members
/// sorted by name so the same value always gives the same bytes.
public enum GTLRJSONWriter {
    /// The JSON text of `value`. Pretty output indents by two spaces and writes `"key" : value` as the original did.
    public static func data(_ value: GTLRJSONValue, pretty: Bool) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(value, into: &out, pretty: pretty, indent: 0)
        return Data(out)
    }

    /// The JSON text of `value` as a string.
    public static func string(_ value: GTLRJSONValue, pretty: Bool) -> String {
        String(decoding: data(value, pretty: pretty), as: UTF8.self)
    }

    static func newline(_ out: inout [UInt8], indent: Int) {
        out.append(0x0A)
        out.append(contentsOf: repeatElement(0x20, count: indent * 2))
    }

    static func write(_ value: GTLRJSONValue, into out: inout [UInt8], pretty: Bool, indent: Int) {
        switch value {
        case .null: out.append(contentsOf: Array("null".utf8))
        case .bool(let flag): out.append(contentsOf: Array((flag ? "true" : "false").utf8))
        case .integer(let number): out.append(contentsOf: Array(String(number).utf8))
        case .number(let number): out.append(contentsOf: Array(format(number).utf8))
        case .string(let text): writeString(text, into: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(&out, indent: indent + 1) }
                write(element, into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty, !elements.isEmpty { newline(&out, indent: indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(&out, indent: indent + 1) }
                writeString(key, into: &out)
                out.append(contentsOf: pretty ? [0x20, UInt8(ascii: ":"), 0x20] : [UInt8(ascii: ":")])
                write(members[key]!, into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty, !members.isEmpty { newline(&out, indent: indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A double as JSON: integral values without a fraction (`9.5`, `123`), non-finite values as `null`.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                out.append(contentsOf: Array(String(format: "\\u%04x", byte).utf8))
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
