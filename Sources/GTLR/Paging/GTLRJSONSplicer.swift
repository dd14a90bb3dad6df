#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Byte-level surgery on JSON documents for ``GTLRService/fetchPagesJSON(_:itemsKey:maxPages:pageHandler:)``: finds
/// a top-level object's members and an array's elements without building values, so merging pages copies the
/// servers' bytes instead of decoding and re-encoding thousands of items.
///
/// The scanner only finds where values end; it does not validate what lies inside them (each page is the server's
/// JSON, passed on as received, as a single call's body is).
enum GTLRJSONSplicer {
    /// A top-level member: its key and where its value's bytes are.
    struct Member {
        var key: String
        var value: Range<Int>
    }

    /// The members of the top-level object in `bytes`, in document order; nil when it is not an object.
    static func members(of bytes: [UInt8]) -> [Member]? {
        var index = skipSpace(bytes, 0)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var members: [Member] = []
        while true {
            index = skipSpace(bytes, index)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return members }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            let keyEnd = valueEnd(bytes, index)
            guard keyEnd > index + 1, let key = decodeString(bytes[index..<keyEnd]) else { return nil }
            index = skipSpace(bytes, keyEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            let start = skipSpace(bytes, index + 1)
            let end = valueEnd(bytes, start)
            guard end > start else { return nil }
            members.append(Member(key: key, value: start..<end))
            index = end
        }
    }

    /// The bytes of the top-level object's member `key` as they stand in `body` (the first such member); nil when
    /// `body` is not an object or has no such member.
    static func memberBytes(_ key: String, of body: Data) -> Data? {
        let bytes = [UInt8](body)
        guard let member = members(of: bytes)?.first(where: { $0.key == key }) else { return nil }
        return Data(bytes[member.value])
    }

    /// The element ranges of the array at `range` of `bytes` (empty when it is not an array).
    static func elements(of bytes: [UInt8], in range: Range<Int>) -> [Range<Int>] {
        var index = skipSpace(bytes, range.lowerBound)
        guard index < range.upperBound, bytes[index] == UInt8(ascii: "[") else { return [] }
        index += 1
        var elements: [Range<Int>] = []
        while index < range.upperBound {
            index = skipSpace(bytes, index)
            guard index < range.upperBound else { break }
            switch bytes[index] {
            case UInt8(ascii: "]"): return elements
            case UInt8(ascii: ","): index += 1
            default:
                let end = valueEnd(bytes, index)
                guard end > index else { return elements }
                elements.append(index..<end)
                index = end
            }
        }
        return elements
    }

    /// Where the value starting at `start` ends (exclusive): strings with escapes, nested objects and arrays
    /// (brackets inside strings ignored), numbers and literals.
    static func valueEnd(_ bytes: [UInt8], _ start: Int) -> Int {
        guard start < bytes.count else { return start }
        var index = start
        switch bytes[index] {
        case UInt8(ascii: "\""):
            index += 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                } else if bytes[index] == UInt8(ascii: "\"") {
                    return index + 1
                } else {
                    index += 1
                }
            }
            return bytes.count
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = valueEnd(bytes, index)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return bytes.count
        default:
            while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
            return index
        }
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || isSpace(byte)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    static func skipSpace(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// The text of a JSON string literal (with its quotes), nil when it is not one.
    static func decodeString(_ literal: ArraySlice<UInt8>) -> String? {
        (try? GTLRJSONParser.parse(Data(literal)))?.stringValue
    }
}
