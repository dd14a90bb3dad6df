/// Sends `Authorization: GoogleLogin auth=<token>` (a ClientLogin token, as GData services used).
public struct GDataGoogleLoginAuthorizer: GDataAuthorizer, CustomStringConvertible {
    private let token: String

    /// An authorizer sending the ClientLogin `token`.
    public init(token: String) { self.token = token }

    /// Sets the `Authorization` header.
    public func authorize(_ request: inout GDataHTTPRequest) async throws {
        request.headers["Authorization"] = "GoogleLogin auth=\(token)"
    }

    /// Names the type only; the token is never printed.
    public var description: String { "GDataGoogleLoginAuthorizer(token: <redacted>)" }
}
