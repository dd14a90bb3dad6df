import GDataHTTP
import GDataJSON

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Tokens of a target service account, obtained with other credentials (the source) through the IAM Credentials
/// API's `generateAccessToken`: `POST https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/TARGET:generateAccessToken`
/// with `{"delegates", "scope", "lifetime"}`, authorized by the source's token. The answer's absolute `expireTime`
/// is read against the response's `Date`, so a wrong local clock does not shorten or stretch the token's life.
public struct GDataImpersonatedCredentials: GDataAccessTokenProvider, GDataIdentityTokenProvider,
    CustomStringConvertible
{
    /// The credentials that call IAM (they need `roles/iam.serviceAccountTokenCreator` on the target).
    public var source: GDataGoogleCredentials
    /// The service account impersonated.
    public var targetServiceAccount: String
    /// The chain of service accounts between source and target, each granting the next.
    public var delegates: [String]
    /// The token lifetime asked for, seconds (at most 3600 unless the organisation allows 12 h).
    public var lifetime: Int
    /// The IAM Credentials endpoint (replace it to use a local server).
    public var endpoint: URL
    /// The quota project the file names.
    public var quotaProjectID: String?

    /// Impersonation of `targetServiceAccount` with `source`.
    public init(
        source: GDataGoogleCredentials,
        targetServiceAccount: String,
        delegates: [String] = [],
        lifetime: Int = 3600,
        endpoint: URL = GDataImpersonation.iamCredentialsEndpoint,
        quotaProjectID: String? = nil
    ) {
        self.source = source
        self.targetServiceAccount = targetServiceAccount
        self.delegates = delegates
        self.lifetime = lifetime
        self.endpoint = endpoint
        self.quotaProjectID = quotaProjectID
    }

    /// `"impersonated service account"`.
    public var kind: String { "impersonated service account (via \(source.provider.kind))" }
    /// The target service account.
    public var account: String? { targetServiceAccount }

    func url(_ method: String) -> URL {
        endpoint.appendingPathComponent("v1/projects/-/serviceAccounts/\(targetServiceAccount):\(method)")
    }

    func delegateNames() -> GDataJSONValue {
        .array(delegates.map { .string($0.hasPrefix("projects/") ? $0 : "projects/-/serviceAccounts/\($0)") })
    }

    /// `generateAccessToken`.
    public func fetchToken(scopes: [String], client: GDataAuthHTTPClient) async throws -> GDataAccessToken {
        let sourceToken = try await source.accessToken()
        let body: GDataJSONValue = [
            "delegates": delegateNames(),
            "scope": .array((scopes.isEmpty ? [GDataImpersonation.cloudPlatformScope] : scopes).map { .string($0) }),
            "lifetime": .string("\(lifetime)s"),
        ]
        let response = try await client.tokenRequest(
            url("generateAccessToken"),
            json: body,
            headers: [("Authorization", "Bearer \(sourceToken.value)")],
            purpose: "impersonating \(targetServiceAccount)"
        )
        guard let value = response.json["accessToken"]?.stringValue, !value.isEmpty else {
            throw GDataAuthError(code: .invalidResponse, message: "generateAccessToken answered without an accessToken")
        }
        var expiresIn: TimeInterval?
        if let text = response.json["expireTime"]?.stringValue, let expiry = GDataImpersonation.parseRFC3339(text) {
            let reference = response.date ?? client.clock.now()
            expiresIn = max(0, expiry.timeIntervalSince(reference))
        }
        return GDataAccessToken(value: value, expiresIn: expiresIn, grantedScopes: scopes)
    }

    /// `generateIdToken` for `audience`.
    public func fetchIdentityToken(audience: String, client: GDataAuthHTTPClient) async throws -> String {
        let sourceToken = try await source.accessToken()
        let body: GDataJSONValue = ["delegates": delegateNames(), "audience": .string(audience), "includeEmail": true]
        let response = try await client.tokenRequest(
            url("generateIdToken"),
            json: body,
            headers: [("Authorization", "Bearer \(sourceToken.value)")],
            purpose: "an ID token for \(targetServiceAccount)"
        )
        guard let token = response.json["token"]?.stringValue, !token.isEmpty else {
            throw GDataAuthError(code: .invalidResponse, message: "generateIdToken answered without a token")
        }
        return token
    }

    /// The target and the source's kind.
    public var description: String { "GDataImpersonatedCredentials(\(targetServiceAccount) via \(source))" }
}

/// Constants and helpers of service-account impersonation.
public enum GDataImpersonation {
    /// The IAM Credentials API's root.
    public static let iamCredentialsEndpoint = URL(string: "https://iamcredentials.googleapis.com/")!
    /// The scope the source credentials need to call IAM.
    public static let cloudPlatformScope = "https://www.googleapis.com/auth/cloud-platform"

    /// The service account in a `service_account_impersonation_url`
    /// (`…/serviceAccounts/NAME@PROJECT.iam.gserviceaccount.com:generateAccessToken`).
    public static func serviceAccount(fromImpersonationURL text: String) -> String? {
        guard let range = text.firstRange(of: "/serviceAccounts/") else { return nil }
        let rest = text[range.upperBound...]
        let name = rest.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        return name.isEmpty ? nil : name
    }

    /// An RFC 3339 timestamp (`2026-12-07T10:00:00Z`, fractional seconds and offsets allowed).
    static func parseRFC3339(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
        return try? Date.ISO8601FormatStyle().parse(text)
    }
}
