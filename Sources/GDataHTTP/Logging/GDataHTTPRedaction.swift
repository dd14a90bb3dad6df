internal import GDataJSON
internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The one rule for removing credentials from anything shown to people: the HTML HTTP log (``GDataHTTPTransactionLog``),
/// `gdata -v`, and error descriptions all go through it, so a secret hidden in one place is hidden in every place.
///
/// A secret is replaced by ``mask`` and what identifies it is kept: the scheme of an `Authorization` value
/// (`Bearer _snip_`), cookie names (`SID=_snip_`), parameter names (`key=_snip_`).
public enum GDataHTTPRedaction {
    /// What replaces a secret.
    public static let mask = "_snip_"
    static let snip = mask

    /// Headers whose whole value is a credential without a scheme.
    static let secretHeaders: Set<String> = ["x-goog-api-key", "x-goog-authuser-token", "x-upload-token"]

    /// Query or form parameters whose values are never logged (compared case-insensitively).
    /// `upload_id` names a resumable upload session: whoever holds the session URL can write the upload, so it is a
    /// credential too. `assertion`, `code_verifier` and `subject_token` are what sign-in sends to token endpoints.
    static let sensitiveParameters: Set<String> = [
        "key", "access_token", "refresh_token", "id_token", "token", "password", "passwd", "auth", "client_secret",
        "code", "sid", "lsid", "upload_id", "assertion", "code_verifier", "subject_token",
    ]

    /// Query parameters that carry a credential the package itself sends (the API key, OAuth tokens): kept out of
    /// cache keys and stored URLs, and what ``GDataHTTPRequest/carriesCredentials`` looks for.
    static let credentialParameters: Set<String> = ["key", "access_token", "oauth_token"]

    /// JSON object keys whose string values are never logged.
    static let sensitiveJSONKeys: Set<String> = [
        "access_token", "refresh_token", "id_token", "client_secret", "password", "passwd", "token", "accesstoken",
        "assertion", "subject_token", "private_key",
    ]

    // The patterns are the standard library's regular expressions (no ICU, unlike `NSRegularExpression`), matched on
    // Unicode scalars with ICU's simple word boundaries, as `NSRegularExpression` matched them. `Regex` is not
    // `Sendable`, so each use makes its own (the literal is parsed at compile time; a use compiles it on first match).

    /// `name=value` pairs in free text (query strings, form bodies, ClientLogin replies such as `Auth=…`).
    private static var parameterPattern: Regex<(Substring, Substring, Substring, Substring)> {
        #/(^|[?&;,\s"'])(key|access_token|refresh_token|id_token|token|password|passwd|auth|client_secret|sid|lsid|upload_id|assertion|code_verifier|subject_token)=([^&\s"'<>;,]+)/#
            .ignoresCase().anchorsMatchLineEndings().matchingSemantics(.unicodeScalar)
    }

    /// `"access_token": "…"` in text that is not parseable JSON.
    private static var jsonPattern: Regex<(Substring, Substring, Substring)> {
        #/("(?:access_token|refresh_token|id_token|client_secret|password|passwd|token|accessToken|assertion|subject_token|private_key)"\s*:\s*")(?:[^"\\]|\\.)*(")/#
            .ignoresCase().matchingSemantics(.unicodeScalar)
    }

    /// Credential schemes inside header values.
    private static var headerTokenPattern: Regex<(Substring, Substring)> {
        #/\b(Bearer|OAuth|Basic|Digest|Negotiate)\s+[^\s,]+/#
            .ignoresCase().wordBoundaryKind(.simple).matchingSemantics(.unicodeScalar)
    }

    /// Redacts secrets from free text (bodies, URLs, error messages, comments): `name=value` pairs of sensitive
    /// parameters and token fields of JSON text.
    public static func text(_ text: String) -> String {
        var result = text.replacing(parameterPattern) { "\($0.output.1)\($0.output.2)=\(snip)" }
        result = result.replacing(jsonPattern) { "\($0.output.1)\(snip)\($0.output.2)" }
        return result
    }

    /// A URL as it may be shown: the sensitive query parameters and any password replaced.
    public static func url(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return text(url.absoluteString)
        }
        if components.password != nil { components.password = snip }
        if let items = components.percentEncodedQueryItems {
            components.percentEncodedQueryItems = items.map { item in
                guard item.value != nil, sensitiveParameters.contains(item.name.lowercased()) else { return item }
                return URLQueryItem(name: item.name, value: snip)
            }
        }
        return text(components.string ?? url.absoluteString)
    }

    /// The value of a header as it may be shown.
    public static func header(name: String, value: String) -> String {
        switch name.lowercased() {
        case "authorization", "proxy-authorization":
            let trimmed = value.trimmingWhitespace()
            if trimmed.lowercased().hasPrefix("googlelogin") { return "GoogleLogin auth=\(snip)" }
            guard let space = trimmed.firstIndex(of: " ") else { return snip }
            return "\(trimmed[..<space]) \(snip)"
        case "cookie":
            return value.split(separator: ";").map { pair in
                let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                return "\(name.trimmingWhitespace())=\(snip)"
            }.joined(separator: "; ")
        case "set-cookie":
            var pieces = value.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            guard !pieces.isEmpty else { return snip }
            let name = pieces[0].split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            pieces[0] = "\(name.trimmingWhitespace())=\(snip)"
            return text(pieces.joined(separator: ";"))
        case let lowered where secretHeaders.contains(lowered):
            return snip
        default:
            var result = value.replacing(headerTokenPattern) { "\($0.output.1) \(snip)" }
            result = text(result)
            return result
        }
    }

    /// Redacts the values of sensitive keys anywhere in a parsed JSON value.
    static func json(_ value: GDataJSONValue) -> GDataJSONValue {
        switch value {
        case .object(let members):
            var copy: [String: GDataJSONValue] = [:]
            copy.reserveCapacity(members.count)
            for (key, child) in members {
                if case .string = child, sensitiveJSONKeys.contains(key.lowercased()) {
                    copy[key] = .string(snip)
                } else {
                    copy[key] = json(child)
                }
            }
            return .object(copy)
        case .array(let elements):
            return .array(elements.map(json))
        case .string(let string):
            return .string(text(string))
        default:
            return value
        }
    }

    /// Redacts `application/x-www-form-urlencoded` fields.
    public static func form(_ text: String) -> String {
        text.split(separator: "&", omittingEmptySubsequences: false).map { field in
            let parts = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return String(field) }
            let name = (GDataText.removingPercentEncoding(parts[0]) ?? String(parts[0])).lowercased()
            return sensitiveParameters.contains(name) ? "\(parts[0])=\(snip)" : String(field)
        }.joined(separator: "&")
    }
}
