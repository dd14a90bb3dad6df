import GDataHTTP
public import GDataJSON
internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Workload identity federation (`"type": "external_account"` files): a token from another identity provider (the
/// subject token, read from a file or a URL) is exchanged at Google's Security Token Service for a Google access
/// token (RFC 8693), then, when the file names one, for a service account's token through
/// `service_account_impersonation_url`. The requests are google-auth's: the STS form `grant_type`
/// (`…:token-exchange`), `audience`, `scope`, `requested_token_type`, `subject_token`, `subject_token_type`, and
/// `options` (URL-quoted JSON with `userProject`) for a workforce pool without a client id; the client id and secret,
/// when the file has them, as HTTP basic authentication.
///
/// Subject tokens from executables, AWS and X.509 certificates are not read by this version: such a file is refused
/// with an error that says so.
public struct GDataExternalAccountCredentials: GDataAccessTokenProvider, CustomStringConvertible {
    /// Where the subject token comes from.
    public enum SubjectTokenSource: Sendable, Hashable {
        /// A file holding the token (as text, or a JSON object with the token in `field`).
        case file(path: String, jsonField: String?)
        /// A URL answering the token (as text, or JSON with the token in `field`), with extra request headers.
        case url(URL, headers: [String: String], jsonField: String?)
    }

    /// The STS token endpoint's URL (`token_url`).
    public var tokenURL: URL
    /// The workload or workforce pool provider (`audience`).
    public var audience: String
    /// `subject_token_type`, e.g. `urn:ietf:params:oauth:token-type:jwt`.
    public var subjectTokenType: String
    /// Where the subject token is read.
    public var subjectTokenSource: SubjectTokenSource
    /// `service_account_impersonation_url`, when the federated identity acts as a service account.
    public var impersonationURL: URL?
    /// The impersonated token's lifetime (`service_account_impersonation.token_lifetime_seconds`, default 3600).
    public var impersonationLifetime: Int
    /// `client_id` and `client_secret`, sent to STS as basic authentication.
    public var clientID: String?
    /// See ``clientID``.
    public var clientSecret: String?
    /// `workforce_pool_user_project`.
    public var workforcePoolUserProject: String?
    /// `quota_project_id`.
    public var quotaProjectID: String?

    /// `"external account"`.
    public var kind: String { impersonationURL == nil ? "external account" : "external account (impersonating)" }
    /// The impersonated service account, when there is one.
    public var account: String? {
        impersonationURL.flatMap { GDataImpersonation.serviceAccount(fromImpersonationURL: $0.absoluteString) }
    }

    /// Reads the `external_account` JSON object of `file`.
    public init(json object: [String: GDataJSONValue], file: String) throws(GDataAuthError) {
        let fields = GDataCredentialsFile.Fields(object: object, file: file, type: "external_account")
        audience = try fields.required("audience")
        subjectTokenType = try fields.required("subject_token_type")
        tokenURL = try fields.url("token_url") ?? URL(string: "https://sts.googleapis.com/v1/token")!
        impersonationURL = try fields.url("service_account_impersonation_url")
        impersonationLifetime = Int(
            object["service_account_impersonation"]?["token_lifetime_seconds"]?.int64Value ?? 3600
        )
        clientID = fields.optional("client_id")
        clientSecret = fields.optional("client_secret")
        workforcePoolUserProject = fields.optional("workforce_pool_user_project")
        quotaProjectID = fields.optional("quota_project_id")
        guard let source = object["credential_source"]?.objectValue else {
            throw GDataCredentialsFile.invalid(file, "(external_account) has no \"credential_source\" object")
        }
        let format = source["format"]?.objectValue
        let type = format?["type"]?.stringValue ?? "text"
        guard type == "text" || type == "json" else {
            throw GDataCredentialsFile.invalid(
                file,
                "has a credential_source format \"\(type)\" (expected text or json)"
            )
        }
        var field: String?
        if type == "json" {
            guard let name = format?["subject_token_field_name"]?.stringValue, !name.isEmpty else {
                throw GDataCredentialsFile.invalid(
                    file,
                    "has a json credential_source format without \"subject_token_field_name\""
                )
            }
            field = name
        }
        if let path = source["file"]?.stringValue {
            subjectTokenSource = .file(path: path, jsonField: field)
        } else if let text = source["url"]?.stringValue {
            guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https" else {
                throw GDataCredentialsFile.invalid(file, "has a credential_source \"url\" that is not an http(s) URL")
            }
            var headers: [String: String] = [:]
            for (name, value) in source["headers"]?.objectValue ?? [:] { headers[name] = value.stringValue }
            subjectTokenSource = .url(url, headers: headers, jsonField: field)
        } else {
            let kind =
                source["executable"] != nil
                ? "executable"
                : source["environment_id"] != nil ? "AWS" : source["certificate"] != nil ? "certificate" : "unknown"
            throw GDataAuthError(
                code: .unsupported,
                message:
                    "the credentials file \(file) takes its subject token from an \(kind) source, which this version "
                    + "does not read (file and url sources are read)",
                file: file
            )
        }
    }

    /// The subject token from its source.
    func subjectToken(client: GDataAuthHTTPClient) async throws(GDataAuthError) -> String {
        let data: Data
        let field: String?
        switch subjectTokenSource {
        case .file(let path, let jsonField):
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw GDataAuthError(
                    code: .invalidCredentialsFile,
                    message: "the subject token file \(path) cannot be read"
                )
            }
            data = contents
            field = jsonField
        case .url(let url, let headers, let jsonField):
            var request = GDataHTTPRequest(url: url)
            for (name, value) in headers { request.headers.add(name: name, value: value) }
            request.timeout = client.timeout
            request.comment = "the subject token"
            let response = try await client.send(request)
            guard response.isSuccess else {
                throw GDataAuthError(
                    code: .invalidResponse,
                    message: "the subject token URL \(GDataAuthHTTPClient.origin(url)) answered \(response.status)",
                    status: response.status
                )
            }
            data = response.body
            field = jsonField
        }
        let token: String?
        if let field {
            token = (try? GDataJSONParser.parse(data))?[field]?.stringValue
        } else {
            token = String(decoding: data, as: UTF8.self).trimmingWhitespaceAndNewlines()
        }
        guard let token, !token.isEmpty else {
            throw GDataAuthError(
                code: .invalidResponse,
                message: field.map { "the subject token has no string \"\($0)\"" } ?? "the subject token is empty"
            )
        }
        return token
    }

    /// The STS exchange, then the impersonation when the file names one.
    public func fetchToken(scopes: [String], client: GDataAuthHTTPClient) async throws -> GDataAccessToken {
        let scopes = scopes.isEmpty ? [GDataImpersonation.cloudPlatformScope] : scopes
        var form: [(String, String)] = [
            ("grant_type", "urn:ietf:params:oauth:grant-type:token-exchange"), ("audience", audience),
            (
                "scope",
                (impersonationURL == nil ? scopes : [GDataImpersonation.cloudPlatformScope]).joined(separator: " ")
            ),
            ("requested_token_type", "urn:ietf:params:oauth:token-type:access_token"),
            ("subject_token", try await subjectToken(client: client)), ("subject_token_type", subjectTokenType),
        ]
        if let project = workforcePoolUserProject, clientID == nil {
            form.append(
                (
                    "options",
                    GDataAuthHTTPClient.percentEncoded(
                        GDataJSONValue.object(["userProject": .string(project)]).jsonText
                    )
                )
            )
        }
        var headers: [(String, String)] = []
        if let clientID {
            let pair = Data("\(clientID):\(clientSecret ?? "")".utf8).base64EncodedString()
            headers.append(("Authorization", "Basic \(pair)"))
        }
        let exchanged = try await client.tokenRequest(
            tokenURL,
            form: form,
            headers: headers,
            purpose: "the security token exchange"
        )
        let federated = try exchanged.accessToken(endpoint: GDataAuthHTTPClient.origin(tokenURL))
        guard let impersonationURL else { return federated }
        let body: GDataJSONValue = [
            "scope": .array(scopes.map { .string($0) }), "lifetime": .string("\(impersonationLifetime)s"),
        ]
        let response = try await client.tokenRequest(
            impersonationURL,
            json: body,
            headers: [("Authorization", "Bearer \(federated.value)")],
            purpose: "impersonating \(account ?? "the service account")"
        )
        guard let value = response.json["accessToken"]?.stringValue, !value.isEmpty else {
            throw GDataAuthError(code: .invalidResponse, message: "generateAccessToken answered without an accessToken")
        }
        var expiresIn: TimeInterval?
        if let text = response.json["expireTime"]?.stringValue, let expiry = GDataImpersonation.parseRFC3339(text) {
            expiresIn = max(0, expiry.timeIntervalSince(response.date ?? client.clock.now()))
        }
        return GDataAccessToken(value: value, expiresIn: expiresIn, grantedScopes: scopes)
    }

    /// The audience; never a token.
    public var description: String { "GDataExternalAccountCredentials(\(audience))" }
}
