import GDataJSON

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

/// An OAuth 2 client (what the Cloud console's "client secret" JSON file describes): its id and secret and Google's
/// authorization and token endpoints. The secret is never printed.
public struct GDataOAuthClient: Sendable, CustomStringConvertible {
    /// Google's authorization endpoint.
    public static let googleAuthorizationURI = URL(string: "https://accounts.google.com/o/oauth2/auth")!
    /// Google's token endpoint.
    public static let googleTokenURI = URL(string: "https://oauth2.googleapis.com/token")!
    /// Google's revocation endpoint.
    public static let googleRevocationURI = URL(string: "https://oauth2.googleapis.com/revoke")!

    /// `client_id`.
    public var clientID: String
    /// `client_secret` (installed apps' secrets are not confidential, but are still never printed).
    public var clientSecret: String
    /// `auth_uri`.
    public var authorizationURI: URL
    /// `token_uri`.
    public var tokenURI: URL

    /// A client.
    public init(
        clientID: String,
        clientSecret: String,
        authorizationURI: URL = GDataOAuthClient.googleAuthorizationURI,
        tokenURI: URL = GDataOAuthClient.googleTokenURI
    ) {
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.authorizationURI = authorizationURI
        self.tokenURI = tokenURI
    }

    /// Reads a client secret file (`{"installed": {…}}` or `{"web": {…}}`, as the Cloud console downloads it).
    public static func read(path: String) throws(GDataAuthError) -> GDataOAuthClient {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory,
            let data = FileManager.default.contents(atPath: path)
        else {
            throw GDataAuthError(
                code: .invalidCredentialsFile,
                message: "the client secret file \(path) cannot be read",
                file: path
            )
        }
        guard let object = (try? GDataJSONParser.parse(data))?.objectValue else {
            throw GDataAuthError(
                code: .invalidCredentialsFile,
                message: "the client secret file \(path) is not a JSON object",
                file: path
            )
        }
        guard let client = (object["installed"] ?? object["web"])?.objectValue else {
            throw GDataAuthError(
                code: .invalidCredentialsFile,
                message: "the client secret file \(path) has neither \"installed\" nor \"web\" (download an OAuth "
                    + "client's JSON from the Cloud console)",
                file: path
            )
        }
        func string(_ name: String) throws(GDataAuthError) -> String {
            guard let value = client[name]?.stringValue, !value.isEmpty else {
                throw GDataAuthError(
                    code: .invalidCredentialsFile,
                    message: "the client secret file \(path) has no \"\(name)\"",
                    file: path
                )
            }
            return value
        }
        func url(_ name: String, _ fallback: URL) throws(GDataAuthError) -> URL {
            guard let text = client[name]?.stringValue else { return fallback }
            guard let url = URL(string: text), url.scheme == "https" || url.scheme == "http", url.host != nil else {
                throw GDataAuthError(
                    code: .invalidCredentialsFile,
                    message: "the client secret file \(path) has a \"\(name)\" that is not an http(s) URL",
                    file: path
                )
            }
            return url
        }
        return GDataOAuthClient(
            clientID: try string("client_id"),
            clientSecret: try string("client_secret"),
            authorizationURI: try url("auth_uri", googleAuthorizationURI),
            tokenURI: try url("token_uri", googleTokenURI)
        )
    }

    /// The client id only.
    public var description: String { "GDataOAuthClient(\(clientID), secret: <redacted>)" }
}
