import GDataHTTP
import GDataJSON
internal import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tokens for a user who signed in (gcloud's `application-default login`, `gdata auth login`, or your own flow): the
/// refresh-token grant with the OAuth client's id and secret, to the file's `token_uri` (Google's when it has none).
///
/// The grant asks for no scopes: a refresh token carries the scopes the user consented to, and asking for others is
/// refused (`invalid_scope`), so ``takesScopes`` is `false`. A refresh token the server rotates (a `refresh_token` in
/// the response) replaces the old one, here and, through ``onRefreshTokenChange``, wherever you keep it.
public final class GDataAuthorizedUserCredentials: GDataAccessTokenProvider, Sendable, CustomStringConvertible {
    private let state: Mutex<GDataAuthorizedUserInfo>
    /// Called with the new information when the server rotated the refresh token (to persist it), before the new
    /// token is used.
    public let onRefreshTokenChange: (@Sendable (GDataAuthorizedUserInfo) async -> Void)?

    /// Credentials from `info`.
    public init(
        _ info: GDataAuthorizedUserInfo,
        onRefreshTokenChange: (@Sendable (GDataAuthorizedUserInfo) async -> Void)? = nil
    ) {
        state = Mutex(info)
        self.onRefreshTokenChange = onRefreshTokenChange
    }

    /// The current information (with the latest refresh token).
    public var info: GDataAuthorizedUserInfo { state.withLock { $0 } }

    /// `"authorized user"`.
    public var kind: String { "authorized user" }
    /// The file's `account`, when it has one.
    public var account: String? { info.account }
    /// The file's `quota_project_id`.
    public var quotaProjectID: String? { info.quotaProjectID }
    /// `false`: a user's token keeps the scopes granted at sign-in.
    public var takesScopes: Bool { false }

    /// The refresh-token grant.
    public func fetchToken(scopes: [String], client: GDataAuthHTTPClient) async throws -> GDataAccessToken {
        let info = self.info
        let response = try await client.tokenRequest(
            info.tokenURI,
            form: [
                ("grant_type", "refresh_token"), ("client_id", info.clientID), ("client_secret", info.clientSecret),
                ("refresh_token", info.refreshToken),
            ],
            purpose: "the authorized user's token refresh"
        )
        let token = try response.accessToken(endpoint: GDataAuthHTTPClient.origin(info.tokenURI))
        if let rotated = response.json["refresh_token"]?.stringValue, !rotated.isEmpty, rotated != info.refreshToken {
            let updated = state.withLock { current -> GDataAuthorizedUserInfo in
                current.refreshToken = rotated
                return current
            }
            await onRefreshTokenChange?(updated)
        }
        return token
    }

    /// Revokes the refresh token (and so every access token made from it) at ``GDataAuthorizedUserInfo/revocationURI``.
    public func revoke(client: GDataAuthHTTPClient) async throws(GDataAuthError) {
        let info = self.info
        var request = GDataHTTPRequest(url: info.revocationURI, method: "POST")
        request.headers["Content-Type"] = "application/x-www-form-urlencoded"
        request.body = .data(Data(GDataAuthHTTPClient.formEncoded([("token", info.refreshToken)]).utf8))
        request.timeout = client.timeout
        request.comment = "revoking the refresh token"
        let response = try await client.send(request)
        guard response.isSuccess else {
            let object = (try? GDataJSONParser.parse(response.body))?.objectValue
            throw GDataAuthError(
                code: .tokenRefused,
                message:
                    "revoking at \(GDataAuthHTTPClient.origin(info.revocationURI)) failed with status \(response.status)",
                oauthError: object?["error"]?.stringValue,
                oauthErrorDescription: object?["error_description"]?.stringValue,
                status: response.status
            )
        }
    }

    /// The client id only.
    public var description: String { "GDataAuthorizedUserCredentials(client: \(info.clientID))" }
}
