#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// An origin in the sense of RFC 6454: scheme, host and port. Credentials belong to one origin.
///
/// The credential rule of the package: `Authorization` (Bearer, `GoogleLogin`, AuthSub) and API keys in the query go
/// only to the origin the caller named or signed in for. A URL that came from a server — a feed's `next` link, an
/// entry's edit link, a resumable upload's session `Location` — is fetched with credentials only when it is at that
/// origin; otherwise the request is refused with ``GDataHTTPError/Code/credentialOrigin`` and nothing is sent. (HTTP
/// redirects, followed inside libcurl, drop `Authorization` and `Cookie` when they leave the origin instead; see
/// docs/http.md.)
///
/// ```swift
/// var next = GDataHTTPRequest(url: nextLink)
/// next.credentialOrigin = GDataHTTPOrigin(firstPageURL)  // refused if nextLink is elsewhere
/// ```
public struct GDataHTTPOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The scheme, lowercased (`http` or `https`).
    public let scheme: String
    /// The host, lowercased.
    public let host: String
    /// The port, the scheme's default (80, 443) when the URL names none.
    public let port: Int

    /// The origin of `url`, or `nil` when it has no scheme or host.
    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
            return nil
        }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    }

    /// Parses `scheme://host[:port]` (a path, if any, is ignored); `nil` when it is not an http or https URL.
    public init?(string: String) {
        guard let url = URL(string: string), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https"
        else { return nil }
        self.init(url)
    }

    /// `scheme://host:port`.
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(shownHost):\(port)"
    }

    /// Whether `url` is at this origin.
    public func contains(_ url: URL) -> Bool { GDataHTTPOrigin(url) == self }
}

extension GDataHTTPRequest {
    /// Throws ``GDataHTTPError/Code/credentialOrigin`` when ``credentialOrigin`` is set and the URL is at another
    /// origin. Call it before adding credentials to the request.
    public func checkCredentialOrigin() throws(GDataHTTPError) {
        guard let allowed = credentialOrigin, !allowed.contains(url) else { return }
        let target = GDataHTTPOrigin(url).map(String.init(describing:)) ?? "an unusable origin"
        throw GDataHTTPError(
            code: .credentialOrigin,
            message: "refused to send credentials to \(target): they are for \(allowed), and this URL came from "
                + "a server (\(comment ?? method)); nothing was sent",
            url: url
        )
    }

    /// Whether the request already carries a credential: an `Authorization`, `X-Goog-Api-Key` header, or a
    /// credential parameter (`key`, `access_token`…) in its query.
    public var carriesCredentials: Bool {
        if headers.contains("Authorization") || headers.contains("X-Goog-Api-Key") { return true }
        guard let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems else { return false }
        return items.contains { GDataHTTPRedaction.credentialParameters.contains($0.name.lowercased()) }
    }
}
