public import GDataHTTP
public import GDataJSON
internal import GDataPlatform
public import Logging

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// How credentials talk to token endpoints and the metadata server: a fetcher the credentials own (no authorizer,
/// no transaction log, no retry of its own), the clock, and google-auth's retry rule for token endpoints.
///
/// Request and response bodies of token endpoints hold assertions, codes, verifiers, refresh and access tokens: they
/// are never logged. The logger sees the endpoint's origin, the status and the OAuth error code only.
public struct GDataAuthHTTPClient: Sendable {
    /// The fetcher the requests go through.
    public var fetcher: GDataHTTPFetcher
    /// The clock assertions and lifetimes are read from.
    public var clock: GDataAuthClock
    /// Waits before the second and later tries of a token request that failed transiently (google-auth: 1 s, then
    /// 2 s, each ±10 %). Three tries in all by default.
    public var retryDelays: [TimeInterval]
    /// Per-request time limit in seconds.
    public var timeout: TimeInterval
    /// Told about token requests at debug level (origin, status, OAuth error code; never a body).
    public var logger: Logger

    /// A client.
    public init(
        fetcher: GDataHTTPFetcher,
        clock: GDataAuthClock = .system,
        retryDelays: [TimeInterval] = [1, 2],
        timeout: TimeInterval = 30,
        logger: Logger = Logger(label: "swift-gdata.auth", factory: { _ in SwiftLogNoOpLogHandler() })
    ) {
        self.fetcher = fetcher
        self.clock = clock
        self.retryDelays = retryDelays
        self.timeout = timeout
        self.logger = logger
    }

    /// What a token endpoint answered: the JSON members as sent.
    public struct TokenResponse: Sendable {
        /// The response object.
        public var json: [String: GDataJSONValue]
        /// The response's `Date`, when it has one (to read absolute expiry times against).
        public var date: Date?

        /// `access_token` with `expires_in` (a number or a string) and `scope`.
        public func accessToken(endpoint: String) throws(GDataAuthError) -> GDataAccessToken {
            guard let value = json["access_token"]?.stringValue, !value.isEmpty else {
                throw GDataAuthError(
                    code: .invalidResponse,
                    message: "the token response of \(endpoint) has no access_token"
                )
            }
            return GDataAccessToken(
                value: value,
                expiresIn: Self.seconds(json["expires_in"]),
                grantedScopes: json["scope"]?.stringValue.map { $0.split(separator: " ").map(String.init) }
            )
        }

        /// A number of seconds sent as a JSON number or a string of digits.
        static func seconds(_ value: GDataJSONValue?) -> TimeInterval? {
            switch value {
            case .integer(let number)?: return number >= 0 ? TimeInterval(number) : nil
            case .number(let number)? where number.isFinite && number >= 0: return number
            case .string(let text)?:
                return Double(text.trimmingWhitespace()).flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
            default: return nil
            }
        }
    }

    /// The OAuth 2 errors google-auth retries.
    static let retryableOAuthErrors: Set<String> = ["internal_failure", "server_error", "temporarily_unavailable"]
    /// The statuses google-auth retries.
    static let retryableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// POSTs `form` (`application/x-www-form-urlencoded`) or a JSON body to a token endpoint and returns its JSON,
    /// retrying as google-auth does (5xx, 408, 429, `server_error`, `temporarily_unavailable`, transport failures).
    /// A refusal becomes ``GDataAuthError/Code/tokenRefused`` with the server's `error` and `error_description`.
    public func tokenRequest(
        _ url: URL,
        form: [(String, String)]? = nil,
        json: GDataJSONValue? = nil,
        headers: [(String, String)] = [],
        purpose: String
    ) async throws(GDataAuthError) -> TokenResponse {
        var request = GDataHTTPRequest(url: url, method: "POST")
        if let form {
            request.headers["Content-Type"] = "application/x-www-form-urlencoded"
            request.body = .data(Data(Self.formEncoded(form).utf8))
        } else if let json {
            request.headers["Content-Type"] = "application/json"
            request.body = .data(json.jsonData)
        }
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        request.headers["Accept"] = "application/json"
        request.timeout = timeout
        request.comment = purpose
        let endpoint = Self.origin(url)
        var attempt = 0
        while true {
            attempt += 1
            let canRetry = attempt <= retryDelays.count
            let response: GDataHTTPResponse
            do {
                response = try await fetcher.send(request)
            } catch {
                let failure = Self.transportError(error, endpoint: endpoint, purpose: purpose)
                logger.debug(
                    "token request failed",
                    metadata: ["endpoint": "\(endpoint)", "error": "\(failure.message)"]
                )
                if canRetry, failure.code == .network {
                    try await wait(attempt)
                    continue
                }
                throw failure
            }
            let body = try? GDataJSONParser.parse(response.body)
            let object = body?.objectValue
            let date = response.date
            logger.debug(
                "token request",
                metadata: [
                    "endpoint": "\(endpoint)", "status": "\(response.status)",
                    "error": "\(object?["error"]?.stringValue ?? "-")",
                ]
            )
            if response.isSuccess, let object {
                return TokenResponse(json: object, date: date)
            }
            let oauthError = Self.oauthError(object)
            let retryableError = oauthError.map { Self.retryableOAuthErrors.contains($0.code) } ?? false
            if canRetry, Self.retryableStatuses.contains(response.status) || retryableError {
                try await wait(attempt)
                continue
            }
            if response.isSuccess {
                throw GDataAuthError(
                    code: .invalidResponse,
                    message: "\(purpose): \(endpoint) answered \(response.status) without a JSON object",
                    status: response.status
                )
            }
            guard let oauthError else {
                throw GDataAuthError(
                    code: .invalidResponse,
                    message: "\(purpose): \(endpoint) answered \(response.status)"
                        + (GDataHTTPResponse.reasonPhrase(for: response.status).map { " \($0)" } ?? ""),
                    status: response.status
                )
            }
            var message = "\(purpose): \(endpoint) refused it with status \(response.status)"
            if oauthError.code == "invalid_grant", Self.looksLikeClockSkew(oauthError.description) {
                message += "; the assertion's iat and exp come from this machine's clock"
                if let date {
                    let skew = clock.now().timeIntervalSince(date)
                    if abs(skew) >= 30 {
                        message +=
                            ", which is \(Int(abs(skew).rounded())) s \(skew > 0 ? "ahead of" : "behind") the server's"
                    } else {
                        message += " (it agrees with the server's Date within \(Int(abs(skew).rounded())) s)"
                    }
                } else {
                    message += ": check that it is set right"
                }
            }
            throw GDataAuthError(
                code: .tokenRefused,
                message: message,
                oauthError: oauthError.code,
                oauthErrorDescription: oauthError.description,
                status: response.status
            )
        }
    }

    /// Sends `request` once through the fetcher (for metadata-server reads; the caller checks the answer).
    public func send(_ request: GDataHTTPRequest) async throws(GDataAuthError) -> GDataHTTPResponse {
        do {
            return try await fetcher.send(request)
        } catch {
            throw Self.transportError(
                error,
                endpoint: Self.origin(request.url),
                purpose: request.comment ?? "the request"
            )
        }
    }

    private func wait(_ attempt: Int) async throws(GDataAuthError) {
        let base = retryDelays[attempt - 1]
        guard base > 0 else { return }
        let delay = base * Double.random(in: 0.9...1.1)
        do {
            try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
        } catch {
            throw GDataAuthError(code: .network, message: "cancelled while waiting to retry a token request")
        }
    }

    /// `error` and `error_description` of an OAuth 2 error object (also Google's `{"error": {"message": …}}`).
    static func oauthError(_ object: [String: GDataJSONValue]?) -> (code: String, description: String?)? {
        guard let object else { return nil }
        if let code = object["error"]?.stringValue {
            return (code, object["error_description"]?.stringValue)
        }
        if let nested = object["error"]?.objectValue {
            let status = nested["status"]?.stringValue ?? nested["code"].map { "\($0.int64Value ?? 0)" } ?? "error"
            return (status, nested["message"]?.stringValue)
        }
        return nil
    }

    /// Google's wording when a JWT's `iat`/`exp` are outside the accepted window.
    static func looksLikeClockSkew(_ description: String?) -> Bool {
        guard let text = description?.lowercased() else { return false }
        return text.contains("iat") || text.contains("exp") || text.contains("timeframe") || text.contains("clock")
            || text.contains("not yet valid") || text.contains("expired")
    }

    static func transportError(_ error: any Error, endpoint: String, purpose: String) -> GDataAuthError {
        if let error = error as? GDataHTTPError {
            return GDataAuthError(
                code: .network,
                message: "\(purpose): \(endpoint) could not be reached (\(error.code): \(error.message))",
                underlying: error
            )
        }
        return GDataAuthError(
            code: .network,
            message: "\(purpose): \(endpoint) could not be reached",
            underlying: error
        )
    }

    /// `scheme://host[:port]` of `url`, the only part of an endpoint put in messages.
    static func origin(_ url: URL) -> String {
        var text = "\(url.scheme ?? "?")://\(url.host ?? "?")"
        if let port = url.port { text += ":\(port)" }
        return text
    }

    /// `application/x-www-form-urlencoded`: every byte but unreserved ones percent-encoded, space as `%20`.
    public static func formEncoded(_ fields: [(String, String)]) -> String {
        fields.map { percentEncoded($0.0) + "=" + percentEncoded($0.1) }.joined(separator: "&")
    }

    /// RFC 3986 unreserved characters kept, everything else percent-encoded (UTF-8).
    public static func percentEncoded(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                result += "%"
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0xF)]))
            }
        }
        return result
    }
}
