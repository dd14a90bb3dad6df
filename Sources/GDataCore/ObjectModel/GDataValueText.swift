/// Conversions between attribute or element text and typed values, with the original library's rules.
///
/// Surrounding XML white space is ignored; text that is not a valid number gives `nil` (never a crash).
public enum GDataValueText {
    /// An integer, or `nil` when absent or not an integer.
    public static func int(_ text: String?) -> Int? {
        guard let text else { return nil }
        return Int(text.trimmedOfXMLWhitespace())
    }

    /// A 64-bit integer, or `nil` when absent or not an integer.
    public static func int64(_ text: String?) -> Int64? {
        guard let text else { return nil }
        return Int64(text.trimmedOfXMLWhitespace())
    }

    /// A double; `INF` and `-INF` (any case) are ±infinity, as in XML Schema. `nil` when absent or not a number.
    public static func double(_ text: String?) -> Double? {
        guard let text else { return nil }
        let trimmed = text.trimmedOfXMLWhitespace()
        switch trimmed.uppercased() {
        case "INF", "+INF", "INFINITY": return .infinity
        case "-INF", "-INFINITY": return -.infinity
        case "NAN": return .nan
        default: break
        }
        guard let first = trimmed.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        else { return nil }
        return Double(trimmed)
    }

    /// `true` for "true" in any case, `false` for "false" in any case, otherwise `nil`.
    public static func bool(_ text: String?) -> Bool? {
        guard let text else { return nil }
        switch text.trimmedOfXMLWhitespace().lowercased() {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// Writes a double: `INF`/`-INF` for infinities, integral values without a fraction (`8850`), others in full.
    public static func string(from value: Double) -> String {
        if value.isInfinite { return value < 0 ? "-INF" : "INF" }
        if value.isNaN { return "NaN" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

extension String {
    /// The string without leading and trailing XML white space (space, tab, CR, LF).
    package func trimmedOfXMLWhitespace() -> String {
        let bytes = utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex { return self }
        return String(self[first...last])
    }
}
