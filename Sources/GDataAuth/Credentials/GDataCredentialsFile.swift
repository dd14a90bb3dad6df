public import GDataJSON

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

/// A Google credentials file as gcloud, the Cloud console and `gdata auth login` write it, read and checked: its
/// `type` decides the kind. Every problem is a ``GDataAuthError/Code/invalidCredentialsFile`` error naming the file
/// and what is wrong, and nothing is sent.
public enum GDataCredentialsFile: Sendable {
    /// `"type": "service_account"`: a service-account key.
    case serviceAccount(GDataServiceAccountKey)
    /// `"type": "authorized_user"`: a user's refresh token with the OAuth client it was granted to.
    case authorizedUser(GDataAuthorizedUserInfo)
    /// `"type": "impersonated_service_account"`: source credentials that impersonate a service account.
    case impersonatedServiceAccount(
        source: GDataJSONValue,
        target: String,
        delegates: [String],
        quotaProjectID: String?
    )
    /// `"type": "external_account"`: workload identity federation.
    case externalAccount([String: GDataJSONValue])

    /// The `type` values this reader knows.
    public static let knownTypes = [
        "service_account", "authorized_user", "impersonated_service_account", "external_account",
    ]

    /// Reads the file at `path`.
    public static func read(path: String) throws(GDataAuthError) -> GDataCredentialsFile {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw invalid(path, "does not exist")
        }
        if isDirectory { throw invalid(path, "is a directory, not a credentials file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw invalid(path, "cannot be read (permissions?)")
        }
        return try parse(data, file: path)
    }

    /// Reads credentials JSON; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(GDataAuthError) -> GDataCredentialsFile {
        let value: GDataJSONValue
        do {
            value = try GDataJSONParser.parse(data)
        } catch {
            throw invalid(file, "is not JSON (\(error.description))")
        }
        guard let object = value.objectValue else { throw invalid(file, "is not a JSON object") }
        guard let type = object["type"]?.stringValue else {
            throw invalid(file, "has no \"type\" (expected one of \(knownTypes.joined(separator: ", ")))")
        }
        let fields = Fields(object: object, file: file, type: type)
        switch type {
        case "service_account":
            let email = try fields.required("client_email")
            let pem = try fields.required("private_key")
            let key: GDataRSAPrivateKey
            do {
                key = try GDataRSAPrivateKey(pem: pem, context: "\"private_key\" in \(file)")
            } catch {
                var error = error
                error.file = file
                throw error
            }
            return .serviceAccount(
                GDataServiceAccountKey(
                    clientEmail: email,
                    privateKey: key,
                    privateKeyID: fields.optional("private_key_id"),
                    tokenURI: try fields.url("token_uri") ?? GDataServiceAccountKey.googleTokenURI,
                    projectID: fields.optional("project_id"),
                    quotaProjectID: fields.optional("quota_project_id"),
                    universeDomain: fields.optional("universe_domain")
                )
            )
        case "authorized_user":
            return .authorizedUser(
                GDataAuthorizedUserInfo(
                    clientID: try fields.required("client_id"),
                    clientSecret: try fields.required("client_secret"),
                    refreshToken: try fields.required("refresh_token"),
                    tokenURI: try fields.url("token_uri") ?? GDataAuthorizedUserInfo.googleTokenURI,
                    quotaProjectID: fields.optional("quota_project_id"),
                    account: fields.optional("account")
                )
            )
        case "impersonated_service_account":
            guard let source = object["source_credentials"], source.objectValue != nil else {
                throw invalid(file, "(impersonated_service_account) has no \"source_credentials\" object")
            }
            let url = try fields.required("service_account_impersonation_url")
            guard let target = GDataImpersonation.serviceAccount(fromImpersonationURL: url) else {
                throw invalid(file, "has a \"service_account_impersonation_url\" that names no service account")
            }
            let delegates = object["delegates"]?.arrayValue?.compactMap(\.stringValue) ?? []
            return .impersonatedServiceAccount(
                source: source,
                target: target,
                delegates: delegates,
                quotaProjectID: fields.optional("quota_project_id")
            )
        case "external_account":
            return .externalAccount(object)
        default:
            throw invalid(
                file,
                "has the unknown type \"\(type)\" (expected one of \(knownTypes.joined(separator: ", ")))"
            )
        }
    }

    static func invalid(_ file: String, _ problem: String) -> GDataAuthError {
        GDataAuthError(code: .invalidCredentialsFile, message: "the credentials file \(file) \(problem)", file: file)
    }

    /// Field access with errors that name the file, the type and the field (never its value).
    struct Fields {
        let object: [String: GDataJSONValue]
        let file: String
        let type: String

        func required(_ name: String) throws(GDataAuthError) -> String {
            guard let value = object[name] else { throw invalid(file, "(\(type)) has no \"\(name)\"") }
            guard let text = value.stringValue, !text.isEmpty else {
                throw invalid(file, "(\(type)) has an empty or non-string \"\(name)\"")
            }
            return text
        }

        func optional(_ name: String) -> String? {
            guard let text = object[name]?.stringValue, !text.isEmpty else { return nil }
            return text
        }

        func url(_ name: String) throws(GDataAuthError) -> URL? {
            guard let text = optional(name) else { return nil }
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                scheme == "https" || scheme == "http", url.host != nil
            else { throw invalid(file, "(\(type)) has a \"\(name)\" that is not an http(s) URL") }
            return url
        }
    }
}

/// A service-account key file's contents. The private key is never printed.
public struct GDataServiceAccountKey: Sendable, CustomStringConvertible {
    /// Google's token endpoint, the default `token_uri` and the JWT grant's `aud`.
    public static let googleTokenURI = URL(string: "https://oauth2.googleapis.com/token")!

    /// `client_email`: the service account.
    public var clientEmail: String
    /// `private_key`.
    public var privateKey: GDataRSAPrivateKey
    /// `private_key_id`, sent as the JWT header's `kid`.
    public var privateKeyID: String?
    /// `token_uri`: where the JWT grant is posted.
    public var tokenURI: URL
    /// `project_id`.
    public var projectID: String?
    /// `quota_project_id`.
    public var quotaProjectID: String?
    /// `universe_domain` (`googleapis.com` when absent).
    public var universeDomain: String?

    /// A key.
    public init(
        clientEmail: String,
        privateKey: GDataRSAPrivateKey,
        privateKeyID: String? = nil,
        tokenURI: URL = GDataServiceAccountKey.googleTokenURI,
        projectID: String? = nil,
        quotaProjectID: String? = nil,
        universeDomain: String? = nil
    ) {
        self.clientEmail = clientEmail
        self.privateKey = privateKey
        self.privateKeyID = privateKeyID
        self.tokenURI = tokenURI
        self.projectID = projectID
        self.quotaProjectID = quotaProjectID
        self.universeDomain = universeDomain
    }

    /// The account and key id only.
    public var description: String {
        "GDataServiceAccountKey(\(clientEmail), key id: \(privateKeyID ?? "none"), key: <redacted>)"
    }
}

/// An authorized-user file's contents. The secret and refresh token are never printed.
public struct GDataAuthorizedUserInfo: Sendable, CustomStringConvertible {
    /// Google's token endpoint, used when the file names none.
    public static let googleTokenURI = URL(string: "https://oauth2.googleapis.com/token")!

    /// `client_id` of the OAuth client the user consented to.
    public var clientID: String
    /// `client_secret`.
    public var clientSecret: String
    /// `refresh_token`.
    public var refreshToken: String
    /// `token_uri`.
    public var tokenURI: URL
    /// `quota_project_id`.
    public var quotaProjectID: String?
    /// `account` (the user's e-mail address), when the file has it.
    public var account: String?

    /// Information for the refresh-token grant.
    public init(
        clientID: String,
        clientSecret: String,
        refreshToken: String,
        tokenURI: URL = GDataAuthorizedUserInfo.googleTokenURI,
        quotaProjectID: String? = nil,
        account: String? = nil
    ) {
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.refreshToken = refreshToken
        self.tokenURI = tokenURI
        self.quotaProjectID = quotaProjectID
        self.account = account
    }

    /// Where the refresh token is revoked: Google's revocation endpoint for Google's token endpoint, else `revoke`
    /// beside the file's `token_uri`.
    public var revocationURI: URL {
        if tokenURI.host == GDataAuthorizedUserInfo.googleTokenURI.host {
            return URL(string: "https://oauth2.googleapis.com/revoke")!
        }
        return tokenURI.deletingLastPathComponent().appendingPathComponent("revoke")
    }

    /// The file in the shape gcloud and google-auth's `to_json` write (`type` `authorized_user`).
    public var json: GDataJSONValue {
        var object: [String: GDataJSONValue] = [
            "type": "authorized_user", "client_id": .string(clientID), "client_secret": .string(clientSecret),
            "refresh_token": .string(refreshToken), "token_uri": .string(tokenURI.absoluteString),
        ]
        if let quotaProjectID { object["quota_project_id"] = .string(quotaProjectID) }
        if let account { object["account"] = .string(account) }
        return .object(object)
    }

    /// The client id only.
    public var description: String {
        "GDataAuthorizedUserInfo(client: \(clientID), secret: <redacted>, refresh token: <redacted>)"
    }
}
