internal import GDataPlatform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `multipart/related` bodies.
enum GDataServerMultipart {
    struct Part {
        var contentType: String
        var body: Data
    }

    static func parts(of body: Data, contentType: String) throws(GDataServerFailure) -> [Part] {
        guard let boundaryRange = contentType.firstRange(ofIgnoringCase: "boundary=") else {
            throw GDataServerFailure(400, "invalidMultipart", "multipart/related without a boundary parameter")
        }
        var boundary = String(contentType[boundaryRange.upperBound...].prefix { $0 != ";" }).trimmingWhitespace()
        if boundary.hasPrefix("\""), boundary.hasSuffix("\""), boundary.count >= 2 {
            boundary = String(boundary.dropFirst().dropLast())
        }
        guard !boundary.isEmpty else { throw GDataServerFailure(400, "invalidMultipart", "empty multipart boundary") }
        // RFC 2046: 1 to 70 characters. A longer one is refused rather than searched for.
        guard boundary.utf8.count <= 70 else {
            throw GDataServerFailure(
                400,
                "invalidMultipart",
                "The multipart boundary has \(boundary.utf8.count) characters (at most 70)"
            )
        }
        let bytes = [UInt8](body)
        let delimiter = [UInt8](("--" + boundary).utf8)
        var positions: [Int] = []
        var index = 0
        while let found = find(delimiter, in: bytes, from: index) {
            positions.append(found)
            index = found + delimiter.count
        }
        guard positions.count >= 2 else {
            throw GDataServerFailure(400, "invalidMultipart", "The multipart body does not contain its boundary twice")
        }
        let closing = positions.last!
        guard bytes.count >= closing + delimiter.count + 2, bytes[closing + delimiter.count] == 0x2D,
            bytes[closing + delimiter.count + 1] == 0x2D
        else {
            throw GDataServerFailure(400, "invalidMultipart", "The multipart body has no closing boundary")
        }
        var parts: [Part] = []
        for (start, end) in zip(positions, positions.dropFirst()) {
            var from = start + delimiter.count
            if from + 1 < bytes.count, bytes[from] == 0x0D, bytes[from + 1] == 0x0A { from += 2 }
            var to = end
            if to >= 2, bytes[to - 2] == 0x0D, bytes[to - 1] == 0x0A { to -= 2 }
            guard from <= to, let split = find([0x0D, 0x0A, 0x0D, 0x0A], in: Array(bytes[from..<to]), from: 0) else {
                throw GDataServerFailure(400, "invalidMultipart", "A multipart part has no header block")
            }
            let headerText = String(decoding: bytes[from..<(from + split)], as: UTF8.self)
            var partType = "application/octet-stream"
            for line in headerText.components(separatedBy: "\r\n") {
                let pieces = line.split(separator: ":", maxSplits: 1)
                if pieces.count == 2, pieces[0].trimmingWhitespace().lowercased() == "content-type" {
                    partType = pieces[1].trimmingWhitespace()
                }
            }
            parts.append(Part(contentType: partType, body: Data(bytes[(from + split + 4)..<to])))
        }
        return parts
    }

    /// The first index of `needle` in `haystack` at or after `start`: Knuth–Morris–Pratt, linear whatever the bytes.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, haystack.count >= needle.count, start <= haystack.count - needle.count else {
            return nil
        }
        var failure = [Int](repeating: 0, count: needle.count)
        var matched = 0
        for index in 1..<needle.count {
            while matched > 0 && needle[index] != needle[matched] { matched = failure[matched - 1] }
            if needle[index] == needle[matched] { matched += 1 }
            failure[index] = matched
        }
        matched = 0
        for index in start..<haystack.count {
            while matched > 0 && haystack[index] != needle[matched] { matched = failure[matched - 1] }
            if haystack[index] == needle[matched] { matched += 1 }
            if matched == needle.count { return index - needle.count + 1 }
        }
        return nil
    }
}
