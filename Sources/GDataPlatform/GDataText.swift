#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few text operations the package took from full Foundation, on the standard library alone (no ICU): trimming
/// (`trimmingCharacters(in:)` with Foundation's `.whitespaces`, `.whitespacesAndNewlines` or a set of characters),
/// percent-decoding and -encoding, ASCII case-insensitive ordering and C `printf` formats.
package enum GDataText {
    /// Foundation's `CharacterSet.whitespaces`: Unicode general category Zs, tab, and (as Foundation has it) U+200B
    /// ZERO WIDTH SPACE.
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`: Unicode's White_Space property (Zs, tab, U+000A–U+000D,
    /// U+0085, U+2028, U+2029) and U+200B.
    package static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{200B}" || scalar.properties.isWhitespace
    }

    /// Foundation's `CharacterSet.alphanumerics`: Unicode general categories L*, M* and N* (of the standard library's
    /// Unicode version, which assigns scalars Foundation's tables, from Unicode 15, do not have yet).
    package static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            true
        default: false
        }
    }

    /// `text` without the leading and trailing Unicode scalars for which `trim` is true.
    package static func trimming<S: StringProtocol>(_ text: S, where trim: (Unicode.Scalar) -> Bool) -> String {
        let string = String(text)
        let scalars = string.unicodeScalars
        guard let first = scalars.firstIndex(where: { !trim($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !trim($0) })!
        return String(Substring(scalars[first...last]))
    }

    /// `printf`-style formatting through the C library (`vsnprintf`), for the numeric formats Foundation's
    /// `String(format:)` was used for (`%.1f`, `%02X`, `%04d`, …). `%@` is not supported.
    package static func format(_ format: String, _ arguments: any CVarArg...) -> String {
        withVaList(arguments) { list in
            var buffer = [CChar](repeating: 0, count: 64)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
            guard needed >= 0 else { return "" }
            if needed >= buffer.count {
                buffer = [CChar](repeating: 0, count: needed + 1)
                _ = withVaList(arguments) { again in vsnprintf(&buffer, buffer.count, format, again) }
            }
            return String(decoding: buffer[..<needed].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// Foundation's `removingPercentEncoding`: `%XX` sequences decoded as UTF-8; `nil` when a `%` is not followed by two
    /// hexadecimal digits or the bytes are not UTF-8.
    package static func removingPercentEncoding<S: StringProtocol>(_ text: S) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Foundation's `addingPercentEncoding(withAllowedCharacters:)` for an ASCII set: every UTF-8 byte for which
    /// `allowed` is false becomes `%XX` (upper-case hexadecimal).
    package static func addingPercentEncoding<S: StringProtocol>(_ text: S, allowed: (UInt8) -> Bool) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if allowed(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0xF)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Orders two strings ignoring ASCII case (what `caseInsensitiveCompare(_:) == .orderedAscending` gave for the
    /// header and parameter names it sorted).
    package static func caseInsensitiveLess<S: StringProtocol, T: StringProtocol>(_ lhs: S, _ rhs: T) -> Bool {
        lhs.lowercased() < rhs.lowercased()
    }

    /// Equality ignoring case.
    package static func caseInsensitiveEqual<S: StringProtocol, T: StringProtocol>(_ lhs: S, _ rhs: T) -> Bool {
        lhs.lowercased() == rhs.lowercased()
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

package extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)` without Foundation.
    func trimmingWhitespace() -> String { GDataText.trimming(self, where: GDataText.isWhitespace) }

    /// `trimmingCharacters(in: .whitespacesAndNewlines)` without Foundation.
    func trimmingWhitespaceAndNewlines() -> String { GDataText.trimming(self, where: GDataText.isWhitespaceOrNewline) }

    /// `trimmingCharacters(in: CharacterSet(charactersIn: characters))` without Foundation.
    func trimming(charactersIn characters: String) -> String {
        let set = Set(characters.unicodeScalars)
        return GDataText.trimming(self, where: set.contains)
    }
}

package extension StringProtocol {
    /// The first range of `needle` ignoring ASCII case (`range(of:options: .caseInsensitive)` for an ASCII needle).
    func firstRange(ofIgnoringCase needle: String) -> Range<String.Index>? {
        let pattern = Array(needle.utf8).map(GDataText.asciiLowercase)
        guard !pattern.isEmpty else { return nil }
        let bytes = utf8
        var start = bytes.startIndex
        while start != bytes.endIndex {
            var candidate = start
            var matched = 0
            while matched < pattern.count, candidate != bytes.endIndex,
                GDataText.asciiLowercase(bytes[candidate]) == pattern[matched]
            {
                matched += 1
                candidate = bytes.index(after: candidate)
            }
            if matched == pattern.count { return start..<candidate }
            start = bytes.index(after: start)
        }
        return nil
    }
}

extension GDataText {
    fileprivate static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
