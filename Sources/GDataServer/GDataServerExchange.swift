import Foundation

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
            func decode(_ text: Substring) -> String {
                let spaced = text.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }
}

/// One answer of the server core.
struct GDataServerResponse: Sendable {
    var status: Int
    var headers: [(String, String)] = []
    var body = Data()

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
        xml += "<code>\(escape(code))</code>"
        if let location {
            xml += "<location type=\"\(escape(location.type))\">\(escape(location.value))</location>"
        }
        xml += "<internalReason>\(escape(reason))</internalReason></error></errors>"
        return GDataServerResponse(
            status: status,
            headers: [("Content-Type", "application/vnd.google.gdata.error+xml")] + headers,
            body: Data(xml.utf8)
        )
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                // XML 1.0 has no place for other control characters: drop them rather than write a broken document.
                if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
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
                500, "internalError",
                "\(url.path) (or its folder) is a symbolic link: the server writes only inside its directory and does not follow links"
            )
        }
        return GDataServerFailure(500, "internalError", "cannot write \(url.path): \(String(cString: strerror(code)))")
    }
}

/// Stable short hashes (FNV-1a, 64 bits) for entry keys and ETags: the same input gives the same value in every run.
enum GDataServerHash {
    static func fnv1a(_ bytes: some Sequence<UInt8>, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }

    /// The URL key of the entry with this `atom:id`.
    static func key(forID id: String) -> String { hex(fnv1a(id.utf8)) }
}

/// HTTP dates (`Last-Modified`, `If-Modified-Since`): RFC 9110 IMF-fixdate, always GMT.
enum GDataServerHTTPDate {
    static func string(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ n: Int?) -> String { let n = n ?? 0; return n < 10 ? "0\(n)" : "\(n)" }
        return "\(days[(c.weekday ?? 1) - 1]), \(two(c.day)) \(months[(c.month ?? 1) - 1]) \(c.year ?? 1970) "
            + "\(two(c.hour)):\(two(c.minute)):\(two(c.second)) GMT"
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
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar.date(
            from: DateComponents(year: year, month: month + 1, day: day, hour: time[0], minute: time[1], second: time[2])
        )
    }
}
