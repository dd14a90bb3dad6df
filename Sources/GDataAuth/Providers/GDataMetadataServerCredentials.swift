import GDataHTTP
import GDataJSON
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

/// Tokens from the metadata server of Compute Engine, GKE, Cloud Run and Cloud Functions:
/// `GET http://HOST/computeMetadata/v1/instance/service-accounts/ACCOUNT/token[?scopes=a,b]` with
/// `Metadata-Flavor: Google`. An answer without `Metadata-Flavor: Google` is not the metadata server's and is refused.
/// Its requests never go through a proxy (``connectsDirectly``).
public struct GDataMetadataServerCredentials: GDataAccessTokenProvider, GDataIdentityTokenProvider,
    CustomStringConvertible
{
    /// The default host.
    public static let defaultHost = "metadata.google.internal"
    /// The default address pinged to detect the server.
    public static let defaultIP = "169.254.169.254"

    /// The metadata host (and port): `GCE_METADATA_HOST`, else `metadata.google.internal`.
    public var host: String
    /// The service account whose token is asked for; `default` is the instance's.
    public var serviceAccount: String
    /// Tries of a metadata read that fails to connect or answers 5xx (google-auth: 5).
    public var tries: Int = 5

    /// Credentials from the server at `host`.
    public init(host: String = GDataMetadataServerCredentials.defaultHost, serviceAccount: String = "default") {
        self.host = host
        self.serviceAccount = serviceAccount
    }

    /// Credentials from the server the environment names (`GCE_METADATA_HOST`), else the default host.
    public init(environment: GDataAuthEnvironment) {
        self.init(host: environment["GCE_METADATA_HOST"] ?? Self.defaultHost)
    }

    /// `"metadata server"`.
    public var kind: String { "metadata server" }
    /// The service account, when it is not the instance's default.
    public var account: String? { serviceAccount == "default" ? nil : serviceAccount }
    /// `true`: the metadata server is never reached through a proxy.
    public var connectsDirectly: Bool { true }

    /// The URL of `path` under `computeMetadata/v1/`.
    func url(_ path: String, query: [(String, String)] = []) throws(GDataAuthError) -> URL {
        var text = "http://\(host)/computeMetadata/v1/\(path)"
        if !query.isEmpty { text += "?" + GDataAuthHTTPClient.formEncoded(query) }
        guard let url = URL(string: text) else {
            throw GDataAuthError(code: .invalidResponse, message: "the metadata host \"\(host)\" does not make a URL")
        }
        return url
    }

    /// Reads `path` from the metadata server (retrying connection failures and 5xx), checking `Metadata-Flavor`.
    public func read(_ path: String, query: [(String, String)] = [], client: GDataAuthHTTPClient)
        async throws(GDataAuthError)
        -> Data
    {
        var request = GDataHTTPRequest(url: try url(path, query: query))
        request.headers["Metadata-Flavor"] = "Google"
        request.timeout = client.timeout
        request.comment = "the metadata server's \(path)"
        var attempt = 0
        while true {
            attempt += 1
            let response: GDataHTTPResponse
            do {
                response = try await client.send(request)
            } catch {
                if attempt < tries, error.code == .network { continue }
                throw error
            }
            if response.status >= 500, attempt < tries { continue }
            guard response.headers["Metadata-Flavor"] == "Google" else {
                throw GDataAuthError(
                    code: .invalidResponse,
                    message: "\(host) answered \(path) without Metadata-Flavor: Google: it is not a metadata server",
                    status: response.status
                )
            }
            guard response.isSuccess else {
                var message = "the metadata server at \(host) answered \(response.status) to \(path)"
                if response.status == 404, path.contains("service-accounts") {
                    message += " (no service account '\(serviceAccount)' is attached to this instance)"
                }
                throw GDataAuthError(code: .invalidResponse, message: message, status: response.status)
            }
            return response.body
        }
    }

    /// The token of ``serviceAccount``, for `scopes` when given.
    public func fetchToken(scopes: [String], client: GDataAuthHTTPClient) async throws -> GDataAccessToken {
        let query = scopes.isEmpty ? [] : [("scopes", scopes.joined(separator: ","))]
        let body = try await read("instance/service-accounts/\(serviceAccount)/token", query: query, client: client)
        guard let object = (try? GDataJSONParser.parse(body))?.objectValue else {
            throw GDataAuthError(
                code: .invalidResponse,
                message: "the metadata server's token answer is not a JSON object"
            )
        }
        return try GDataAuthHTTPClient.TokenResponse(json: object, date: nil).accessToken(
            endpoint: "the metadata server"
        )
    }

    /// An ID token for `audience` (`identity?audience=…&format=full`).
    public func fetchIdentityToken(audience: String, client: GDataAuthHTTPClient) async throws -> String {
        let body = try await read(
            "instance/service-accounts/\(serviceAccount)/identity",
            query: [("audience", audience), ("format", "full")],
            client: client
        )
        let token = String(decoding: body, as: UTF8.self).trimmingWhitespaceAndNewlines()
        guard !token.isEmpty else {
            throw GDataAuthError(code: .invalidResponse, message: "the metadata server sent an empty ID token")
        }
        return token
    }

    /// The e-mail address of ``serviceAccount`` (`…/email`).
    public func email(client: GDataAuthHTTPClient) async throws(GDataAuthError) -> String {
        let body = try await read("instance/service-accounts/\(serviceAccount)/email", client: client)
        return String(decoding: body, as: UTF8.self).trimmingWhitespaceAndNewlines()
    }

    /// Whether a metadata server is there, in the order the environment allows:
    /// - a server named by `GCE_METADATA_IP` or `GCE_METADATA_HOST` is always pinged (that is how tests and
    ///   emulators point at one; google-auth pings `GCE_METADATA_IP`, else 169.254.169.254, even when only the host is
    ///   named, which would send a probe to an address nobody named);
    /// - else `NO_GCE_CHECK=true` skips the check;
    /// - else on Linux the DMI product name must say "Google" before any network probe, so a laptop does not wait;
    /// - the ping is `GET http://IP/` with `Metadata-Flavor: Google`, `GCE_METADATA_TIMEOUT` seconds (3) each, three
    ///   tries; the answer must carry `Metadata-Flavor: Google`.
    public static func detect(environment: GDataAuthEnvironment, client: GDataAuthHTTPClient) async -> Bool {
        let target: String
        if let ip = environment["GCE_METADATA_IP"] {
            target = ip
        } else if let host = environment["GCE_METADATA_HOST"] {
            target = host
        } else {
            if environment.isTrue("NO_GCE_CHECK") { return false }
            guard let name = FileManager.default.contents(atPath: environment.productNamePath),
                String(decoding: name, as: UTF8.self).contains("Google")
            else { return false }
            target = defaultIP
        }
        guard let url = URL(string: "http://\(target)/") else { return false }
        var request = GDataHTTPRequest(url: url)
        request.headers["Metadata-Flavor"] = "Google"
        request.timeout = environment["GCE_METADATA_TIMEOUT"].flatMap(Double.init) ?? 3
        request.comment = "metadata server detection"
        for _ in 0..<3 {
            guard let response = try? await client.send(request) else { continue }
            return response.headers["Metadata-Flavor"] == "Google"
        }
        return false
    }

    /// The host and account.
    public var description: String { "GDataMetadataServerCredentials(\(host), \(serviceAccount))" }
}
