import GDataCore
internal import GDataPlatform
import NIOCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// One request as the server core sees it: the transport (Hummingbird) is left behind at the responder.
struct GDataServerRequest: Sendable {
    /// The method after `X-HTTP-Method-Override`.
    var method: String
    /// The path below the base URL, split on `/` and percent-decoded (`["feeds", "contacts", "3f2a…"]`).
    var path: [String]
    /// The query parameters in order (decoded).
    var query: [(name: String, value: String)]
    /// The raw query string (for links that keep the request's parameters), without `?`.
    var rawQuery: String
    /// Header fields by lower-cased name (the last one wins).
    var headers: [String: String]
    var body: Data
    /// `http://127.0.0.1:PORT/`.
    var baseURL: String

    func header(_ name: String) -> String? { headers[name.lowercased()] }

    func queryValue(_ name: String) -> String? { query.last { $0.name == name }?.value }

    /// The parameters of a raw query string in order: split on `&` and the first `=`, `+` read as a space,
    /// percent-decoded (a malformed escape is kept as written).
    static func parseQuery(_ rawQuery: String) -> [(name: String, value: String)] {
        rawQuery.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (
                percentDecoded(parts[0], plusIsSpace: true),
                parts.count > 1 ? percentDecoded(parts[1], plusIsSpace: true) : ""
            )
        }
    }

    /// `text` without the white space (Foundation's `CharacterSet.whitespaces`) at either end, as
    /// `trimmingCharacters(in: .whitespaces)` gives it, as a `Substring`: ASCII is decided here (space and tab), the rare
    /// other scalar by its Unicode category.
    static func trimmingWhitespace(_ text: Substring) -> Substring {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? scalar == " " || scalar == "\t" : GDataText.isWhitespace(scalar)
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }) else { return text[text.endIndex...] }
        let last = scalars.lastIndex(where: { !isWhitespace($0) }) ?? first
        return Substring(scalars[first...last])
    }

    /// `text` with its `%XX` escapes decoded (and `+` read as a space when `plusIsSpace`). When an escape is malformed
    /// or the decoded bytes are not UTF-8, the text is kept as written (with `+` still read as a space): what
    /// Foundation's `removingPercentEncoding` gives, without its cost on every request (most text has no escape).
    static func percentDecoded(_ text: Substring, plusIsSpace: Bool = false) -> String {
        let utf8 = text.utf8
        let plus = UInt8(ascii: "+"), percent = UInt8(ascii: "%")
        guard utf8.contains(where: { $0 == percent || (plusIsSpace && $0 == plus) }) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        var wellFormed = true
        while index < utf8.endIndex {
            let byte = utf8[index]
            utf8.formIndex(after: &index)
            if byte == plus, plusIsSpace {
                bytes.append(UInt8(ascii: " "))
            } else if byte == percent {
                let next = index < utf8.endIndex ? utf8.index(after: index) : index
                guard next < utf8.endIndex, let high = hexValue(utf8[index]), let low = hexValue(utf8[next]) else {
                    wellFormed = false
                    break
                }
                bytes.append(high << 4 | low)
                index = utf8.index(after: next)
            } else {
                bytes.append(byte)
            }
        }
        if wellFormed, let decoded = String(validating: bytes, as: UTF8.self) { return decoded }
        // A malformed escape or bytes that are not UTF-8: the text as written, `+` still read as a space.
        return plusIsSpace
            ? String(decoding: utf8.map { $0 == plus ? UInt8(ascii: " ") : $0 }, as: UTF8.self) : String(text)
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

/// One answer of the server core.
struct GDataServerResponse: Sendable {
    var status: Int
    var headers: [(String, String)] = []
    var body = Data()
    /// The body as a NIO buffer rendered once and shared by every response that sends it (a cached page or entry):
    /// when set, it is sent instead of ``body``, without a copy.
    var shared: ByteBuffer?

    /// The bytes to send.
    var buffer: ByteBuffer { shared ?? ByteBuffer(bytes: body) }

    /// The body's length.
    var byteCount: Int { shared?.readableBytes ?? body.count }

    /// The body's bytes wherever they are held (``shared`` or ``body``), for a caller that reads the answer in
    /// process rather than sending it (the fuzz targets).
    var bytes: Data { shared.map { Data($0.readableBytesView) } ?? body }

    static func xml(_ status: Int, _ body: Data, contentType: String = "application/atom+xml; charset=UTF-8")
        -> GDataServerResponse
    {
        GDataServerResponse(status: status, headers: [("Content-Type", contentType)], body: body)
    }

    /// A `gd:errors` answer (`application/vnd.google.gdata.error+xml`), the form of every 4xx/5xx the server makes.
    static func error(
        _ status: Int,
        code: String,
        reason: String,
        location: (type: String, value: String)? = nil,
        headers: [(String, String)] = []
    ) -> GDataServerResponse {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        xml += "<errors xmlns=\"http://schemas.google.com/g/2005\"><error><domain>GData</domain>"
        xml += "<code>\(GDataXMLWriter.escaped(code, attribute: false))</code>"
        if let location {
            xml +=
                "<location type=\"\(GDataXMLWriter.escaped(location.type, attribute: true))\">"
                + "\(GDataXMLWriter.escaped(location.value, attribute: false))</location>"
        }
        xml += "<internalReason>\(GDataXMLWriter.escaped(reason, attribute: false))</internalReason></error></errors>"
        return GDataServerResponse(
            status: status,
            headers: [("Content-Type", "application/vnd.google.gdata.error+xml")] + headers,
            body: Data(xml.utf8)
        )
    }
}

/// A request the server refuses: becomes a `gd:errors` response.
struct GDataServerFailure: Error {
    var status: Int
    var code: String
    var reason: String
    var location: (type: String, value: String)?

    init(_ status: Int, _ code: String, _ reason: String, location: (type: String, value: String)? = nil) {
        self.status = status
        self.code = code
        self.reason = reason
        self.location = location
    }

    var response: GDataServerResponse {
        .error(status, code: code, reason: reason, location: location)
    }

    /// A 500 for a file the server could not open for writing; a symbolic link (`ELOOP` under `O_NOFOLLOW`) is named.
    static func cannotWrite(_ url: URL, errno code: Int32) -> GDataServerFailure {
        if code == ELOOP || code == ENOTDIR {
            return GDataServerFailure(
                500,
                "internalError",
                "\(url.path) (or its folder) is a symbolic link: the server writes only inside its directory and does not follow links"
            )
        }
        return GDataServerFailure(500, "internalError", "cannot write \(url.path): \(String(cString: strerror(code)))")
    }
}

/// Stable short hashes (FNV-1a, 64 bits) for entry keys and ETags: the same input gives the same value in every run.
enum GDataServerHash {
    static func fnv1a(_ bytes: some Sequence<UInt8>, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        // Contiguous bytes (Data, arrays, native strings' UTF-8) are read in place, not through an iterator.
        if let hash = bytes.withContiguousStorageIfAvailable({ fnv1a(UnsafeRawBufferPointer($0), seed: seed) }) {
            return hash
        }
        return Array(bytes).withUnsafeBytes { fnv1a($0, seed: seed) }
    }

    static func fnv1a(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    static func fnv1a(_ data: Data, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        data.withUnsafeBytes { fnv1a($0, seed: seed) }
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }

    /// SplitMix64's finaliser: every bit of `value` moves about half the bits of the result.
    static func scramble(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The URL key of the entry with this `atom:id`.
    static func key(forID id: String) -> String { hex(fnv1a(id.utf8)) }
}

/// HTTP dates (`Last-Modified`, `If-Modified-Since`): RFC 9110 IMF-fixdate, always GMT.
enum GDataServerHTTPDate {
    static func string(_ date: Date) -> String {
        // The civil fields from GDataDateTime's arithmetic (UTC, years 1...9999), not Calendar: this runs per response.
        let civil = GDataDateTime(date: date)
        let interval = civil.date.timeIntervalSince1970.rounded(.down)
        let days = Int((interval / 86_400).rounded(.down))
        // 1970-01-01 was a Thursday.
        let weekday = ((days % 7) + 7 + 4) % 7
        let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let year = String(civil.year)
        return
            "\(names[weekday]), \(two(civil.day)) \(months[civil.month - 1]) \(String(repeating: "0", count: max(0, 4 - year.count)))\(year) "
            + "\(two(civil.hour)):\(two(civil.minute)):\(two(civil.second)) GMT"
    }

    /// Parses the IMF-fixdate form (`Sun, 06 Nov 1994 08:49:37 GMT`); `nil` for anything else.
    static func parse(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT", let day = Int(parts[1]), let year = Int(parts[3]) else { return nil }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard let month = months.firstIndex(of: String(parts[2])) else { return nil }
        let time = parts[4].split(separator: ":").compactMap { Int($0) }
        // A client's numbers: in range before the calendar sees them.
        guard time.count == 3, (1...31).contains(day), (1...9999).contains(year), (0...23).contains(time[0]),
            (0...59).contains(time[1]), (0...60).contains(time[2])
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar.date(
            from: DateComponents(
                year: year,
                month: month + 1,
                day: day,
                hour: time[0],
                minute: time[1],
                second: time[2]
            )
        )
    }
}
