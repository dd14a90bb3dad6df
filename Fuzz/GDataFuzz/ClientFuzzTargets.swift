// Fuzz targets for what the client (GDataHTTP, `gdata`) reads from a server's response headers: `Content-Range` of a
// 206, the `Range` of an upload's 308 and the numbers of the X-Goog-Upload protocol, and a session `Location` with the
// credential rule applied to it. Same build conditions as GDataFuzzTargets.
#if DEBUG || FUZZING
import Foundation
@testable import GDataHTTP

extension GDataFuzzTargets {
    /// First line: a `Content-Range`; second: an upload `Range` reply; third: a decimal. What parses obeys the rules
    /// (0 ≤ first ≤ last < total, the length fits in Int64, digits only) and writes back text that parses equal.
    static func clientContentRange(_ data: Data) {
        let (contentRange, rest) = firstLine(data)
        if let range = GDataHTTPContentRange(header: contentRange) {
            let (span, overflow) = range.last.subtractingReportingOverflow(range.first)
            guard range.first >= 0, range.first <= range.last, !overflow, span < Int64.max,
                range.total.map({ range.last < $0 }) ?? true, range.length == span + 1
            else { finding("\(contentRange.debugDescription) parsed to an impossible range \(range)") }
            guard GDataHTTPContentRange(header: range.description) == range else {
                finding(
                    "\(contentRange.debugDescription) → \(range.description.debugDescription) does not parse back equal"
                )
            }
        }
        let (rangeReply, tail) = firstLine(rest)
        if let last = GDataHTTPContentRange.uploadRangeLast(rangeReply) {
            guard last >= 0, GDataHTTPContentRange.uploadRangeLast("bytes=0-\(last)") == last else {
                finding("Range \(rangeReply.debugDescription) gave \(last)")
            }
        }
        let (number, _) = firstLine(tail)
        if let value = GDataHTTPContentRange.decimal(number) {
            guard value >= 0, number.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), Int64(number) == value else {
                finding("\(number.debugDescription) read as \(value)")
            }
        } else if number.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), !number.isEmpty, Int64(number) != nil {
            finding("\(number.debugDescription) fits in Int64 but was refused")
        }
    }

    static let clientBase = URL(string: "https://upload.example.com:8443/upload/feeds/x?uploadType=resumable")!

    /// First line: a session `Location` resolved against a fixed upload URL. The result is http or https; a Location
    /// without a scheme or authority of its own (`/path`, `path`, `?q`) stays at the base's origin; and the credential
    /// rule refuses exactly the session URLs whose origin differs from the base's.
    static func clientLocation(_ data: Data) {
        let (location, _) = firstLine(data)
        guard let url = GDataResumableUpload.resolve(location, against: clientBase) else { return }
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            finding("\(location.debugDescription) resolved to \(url.absoluteString.debugDescription)")
        }
        let origin = GDataHTTPOrigin(clientBase)
        let trimmed = location.trimmingCharacters(in: .whitespaces)
        let hasOwnAuthority =
            trimmed.hasPrefix("//")
            || trimmed.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil
        if !hasOwnAuthority, GDataHTTPOrigin(url) != origin {
            finding("the relative \(location.debugDescription) left the origin: \(url.absoluteString.debugDescription)")
        }
        var request = GDataHTTPRequest(url: url, method: "PUT")
        request.credentialOrigin = origin
        let refused: Bool
        do {
            try request.checkCredentialOrigin()
            refused = false
        } catch {
            guard error.code == .credentialOrigin else { finding("the check threw \(error.code)") }
            refused = true
        }
        guard refused == (GDataHTTPOrigin(url) != origin) else {
            finding(
                "\(url.absoluteString.debugDescription): refused \(refused), origin \(String(describing: GDataHTTPOrigin(url)))"
            )
        }
    }
}
#endif
