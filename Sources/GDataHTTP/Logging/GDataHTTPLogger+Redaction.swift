internal import Foundation

/// Removing credentials from everything the logger writes.
extension GDataHTTPLogger {
    /// What replaces a secret.
    static let snip = "_snip_"

    /// Query or form parameters whose values are never logged (compared case-insensitively).
    static let sensitiveParameters: Set<String> = [
        "key", "access_token", "refresh_token", "id_token", "token", "password", "passwd", "auth", "client_secret",
        "code", "sid", "lsid",
    ]

    /// JSON object keys whose string values are never logged.
    static let sensitiveJSONKeys: Set<String> = [
        "access_token", "refresh_token", "id_token", "client_secret", "password", "passwd", "token",
    ]

    /// `name=value` pairs in free text (query strings, form bodies, ClientLogin replies such as `Auth=…`).
    private static let parameterPattern = try? NSRegularExpression(
        pattern:
            #"(^|[?&;,\s"'])(key|access_token|refresh_token|id_token|token|password|passwd|auth|client_secret|sid|lsid)=([^&\s"'<>;,]+)"#,
        options: [.caseInsensitive, .anchorsMatchLines]
    )

    /// `"access_token": "…"` in text that is not parseable JSON.
    private static let jsonPattern = try? NSRegularExpression(
        pattern:
            #"("(?:access_token|refresh_token|id_token|client_secret|password|passwd|token)"\s*:\s*")(?:[^"\\]|\\.)*(")"#,
        options: [.caseInsensitive]
    )

    /// Credential schemes inside header values.
    private static let headerTokenPattern = try? NSRegularExpression(
        pattern: #"\b(Bearer|OAuth|Basic|Digest|Negotiate)\s+[^\s,]+"#,
        options: [.caseInsensitive]
    )

    private static func replace(_ pattern: NSRegularExpression?, in text: String, with template: String) -> String {
        guard let pattern else { return text }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return pattern.stringByReplacingMatches(in: text, options: [], range: range, withTemplate: template)
    }

    /// Redacts secrets from any text destined for the log (bodies, URLs, error messages, comments).
    static func redactText(_ text: String) -> String {
        var result = replace(parameterPattern, in: text, with: "$1$2=\(snip)")
        result = replace(jsonPattern, in: result, with: "$1\(snip)$2")
        return result
    }

    /// Redacts the sensitive query parameters (and any password) of a URL.
    static func redactURL(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return redactText(url.absoluteString)
        }
        if components.password != nil { components.password = snip }
        if let items = components.percentEncodedQueryItems {
            components.percentEncodedQueryItems = items.map { item in
                guard item.value != nil, sensitiveParameters.contains(item.name.lowercased()) else { return item }
                return URLQueryItem(name: item.name, value: snip)
            }
        }
        return redactText(components.string ?? url.absoluteString)
    }

    /// The value of a header as it may be logged.
    static func redactHeader(name: String, value: String) -> String {
        switch name.lowercased() {
        case "authorization", "proxy-authorization":
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("googlelogin") { return "GoogleLogin auth=\(snip)" }
            guard let space = trimmed.firstIndex(of: " ") else { return snip }
            return "\(trimmed[..<space]) \(snip)"
        case "cookie":
            return value.split(separator: ";").map { pair in
                let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
                return "\(name.trimmingCharacters(in: .whitespaces))=\(snip)"
            }.joined(separator: "; ")
        case "set-cookie":
            var pieces = value.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            guard !pieces.isEmpty else { return snip }
            let name = pieces[0].split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            pieces[0] = "\(name.trimmingCharacters(in: .whitespaces))=\(snip)"
            return redactText(pieces.joined(separator: ";"))
        default:
            var result = replace(headerTokenPattern, in: value, with: "$1 \(snip)")
            result = redactText(result)
            return result
        }
    }

    /// Redacts the values of sensitive keys anywhere in a parsed JSON value.
    static func redactJSON(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            var copy: [String: Any] = [:]
            for (key, child) in object {
                if sensitiveJSONKeys.contains(key.lowercased()), child is String {
                    copy[key] = snip
                } else {
                    copy[key] = redactJSON(child)
                }
            }
            return copy
        }
        if let array = value as? [Any] { return array.map(redactJSON) }
        if let string = value as? String { return redactText(string) }
        return value
    }

    /// Redacts `application/x-www-form-urlencoded` fields.
    static func redactForm(_ text: String) -> String {
        text.split(separator: "&", omittingEmptySubsequences: false).map { field in
            let parts = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return String(field) }
            let name = (parts[0].removingPercentEncoding ?? String(parts[0])).lowercased()
            return sensitiveParameters.contains(name) ? "\(parts[0])=\(snip)" : String(field)
        }.joined(separator: "&")
    }
}
