public import GData
public import GDataHTTP
internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The one error type of the service layer (the original's `kGDataServiceErrorDomain` and HTTP-status errors).
///
/// A struct with an extensible ``Code``. HTTP failures keep the status, headers and body; when the body is a
/// `application/vnd.google.gdata.error+xml` document its `gd:errors` group is parsed into ``serverErrors`` and the
/// description is the main error's summary (`domain error code: "reason"`). A `304 Not Modified` and a
/// `412 Precondition Failed` have codes of their own. Credentials never appear in a message.
public struct GDataServiceError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The server answered with a status of 300 or more (other than 304 and 412); see ``status``.
        public static let httpStatus = Code("httpStatus")
        /// `304 Not Modified`: the object has not changed since the ETag sent with `If-None-Match`.
        public static let notModified = Code("notModified")
        /// `412 Precondition Failed`: the entry changed on the server since its ETag (`If-Match` did not match).
        public static let preconditionFailed = Code("preconditionFailed")
        /// The response body is not a document of the expected kind (the original's −100); see ``xmlError``.
        public static let couldNotConstructObject = Code("couldNotConstructObject")
        /// The request could not be sent or the connection failed; see ``httpError``.
        public static let transport = Code("transport")
        /// The ticket was cancelled (or the calling task was).
        public static let cancelled = Code("cancelled")
        /// An argument cannot be used: an entry without the link the operation needs, a URL that is not http(s).
        public static let invalidArgument = Code("invalidArgument")
        /// ClientLogin refused the user name or password (`Error=BadAuthentication`, or any other refusal).
        public static let badAuthentication = Code("badAuthentication")
        /// ClientLogin wants a captcha answered; see ``clientLogin`` for the token and URL.
        public static let captchaRequired = Code("captchaRequired")
        /// ClientLogin was asked to sign in with an empty user name or password (the original's −1).
        public static let emptyCredentials = Code("emptyCredentials")
        /// An upload failed (a resumable session could not be started, resumed or completed).
        public static let uploadFailed = Code("uploadFailed")
        /// Reading or writing a local file failed.
        public static let fileIO = Code("fileIO")

        /// The code's name.
        public var description: String { name }
    }

    /// One `gd:error` of a `gd:errors` document, as plain values.
    public struct ServerError: Sendable, Hashable, CustomStringConvertible {
        /// `gd:domain`, e.g. `GData`.
        public var domain: String?
        /// `gd:code`, e.g. `invalid`.
        public var code: String?
        /// `gd:location`, e.g. `/entry/title`.
        public var location: String?
        /// `gd:location@type`, e.g. `xpath`.
        public var locationType: String?
        /// `gd:internalReason`.
        public var internalReason: String?
        /// `gd:extendedHelp`.
        public var extendedHelpURI: String?
        /// `gd:sendReport`.
        public var sendReportURI: String?

        /// Creates a server error description.
        public init(
            domain: String? = nil,
            code: String? = nil,
            location: String? = nil,
            locationType: String? = nil,
            internalReason: String? = nil,
            extendedHelpURI: String? = nil,
            sendReportURI: String? = nil
        ) {
            self.domain = domain
            self.code = code
            self.location = location
            self.locationType = locationType
            self.internalReason = internalReason
            self.extendedHelpURI = extendedHelpURI
            self.sendReportURI = sendReportURI
        }

        /// The original's summary: `<domain> error <code>: "<reason>"` (the reason part only when there is one).
        public var description: String {
            var text = "\(domain ?? "") error \(code ?? "")"
            if let internalReason, !internalReason.isEmpty { text += ": \"\(internalReason)\"" }
            return text
        }
    }

    /// What a failed ClientLogin sign-in answered (the `key=value` lines of its body).
    public struct ClientLoginFailure: Sendable, Hashable {
        /// `Error`, e.g. `BadAuthentication` or `CaptchaRequired`.
        public var error: String?
        /// `Info`, e.g. `InvalidSecondFactor` (an application-specific password is needed).
        public var info: String?
        /// `CaptchaToken`, to send back with the answer.
        public var captchaToken: String?
        /// The captcha image URL: `CaptchaUrl` resolved against the sign-in URL's scheme, host and port under
        /// `/accounts/` when it is relative.
        public var captchaURL: URL?
        /// `Url`, a page explaining the failure, when the server sent one.
        public var url: String?

        /// Creates a failure description.
        public init(
            error: String? = nil,
            info: String? = nil,
            captchaToken: String? = nil,
            captchaURL: URL? = nil,
            url: String? = nil
        ) {
            self.error = error
            self.info = info
            self.captchaToken = captchaToken
            self.captchaURL = captchaURL
            self.url = url
        }
    }

    /// What kind of failure this is.
    public var code: Code
    /// A human-readable message (for status errors: the main server error's summary or the body text).
    public var message: String
    /// The request URL, when known.
    public var url: URL?
    /// The HTTP status, for status failures (and ClientLogin refusals).
    public var status: Int?
    /// The response headers, for status failures.
    public var headers: GDataHTTPHeaders?
    /// The response body, for status failures.
    public var body: Data?
    /// The parsed `gd:errors` group when the body was `application/vnd.google.gdata.error+xml`.
    public var serverErrors: [ServerError]
    /// The ClientLogin answer, for ``Code/badAuthentication`` and ``Code/captchaRequired``.
    public var clientLogin: ClientLoginFailure?
    /// The HTTP-layer error behind this one, if any.
    public var httpError: GDataHTTPError?
    /// The XML error behind ``Code/couldNotConstructObject`` (with line and column), if any.
    public var xmlError: GDataXMLError?

    /// Creates an error.
    public init(
        code: Code,
        message: String,
        url: URL? = nil,
        status: Int? = nil,
        headers: GDataHTTPHeaders? = nil,
        body: Data? = nil,
        serverErrors: [ServerError] = [],
        clientLogin: ClientLoginFailure? = nil,
        httpError: GDataHTTPError? = nil,
        xmlError: GDataXMLError? = nil
    ) {
        self.code = code
        self.message = message
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
        self.serverErrors = serverErrors
        self.clientLogin = clientLogin
        self.httpError = httpError
        self.xmlError = xmlError
    }

    /// The first server error (the original's `mainError`).
    public var mainServerError: ServerError? { serverErrors.first }

    /// The body parsed again as a `GDataServerErrorGroup`, for code that wants the element objects.
    public var serverErrorGroup: GDataServerErrorGroup? {
        guard let body, !serverErrors.isEmpty else { return nil }
        return try? GDataServerErrorGroup.parse(data: body)
    }

    /// `GDataServiceError.code (status): message (url)`.
    public var description: String {
        var text = "GDataServiceError.\(code)"
        if let status { text += " (\(status))" }
        text += ": \(message)"
        if let url { text += " (\(GDataServiceError.loggable(url)))" }
        return text
    }

    /// A URL for messages: the query is dropped when it carries a credential-like parameter.
    static func loggable(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "<url>" }
        components.user = nil
        components.password = nil
        if let items = components.queryItems,
            items.contains(where: { ["key", "access_token", "token", "auth"].contains($0.name.lowercased()) })
        {
            components.query = nil
        }
        return components.string ?? "<url>"
    }
}

extension GDataServiceError {
    /// The content type of GData structured errors.
    public static let errorContentType = "application/vnd.google.gdata.error+xml"

    /// Builds the service error for an HTTP-layer failure (status errors get their body examined).
    static func from(_ error: GDataHTTPError, url: URL) -> GDataServiceError {
        let target = error.url ?? url
        switch error.code {
        case .cancelled:
            return GDataServiceError(
                code: .cancelled,
                message: "the request was cancelled",
                url: target,
                httpError: error
            )
        case .notModified:
            return GDataServiceError(
                code: .notModified,
                message: "304 Not Modified",
                url: target,
                status: 304,
                headers: error.headers,
                body: error.body,
                httpError: error
            )
        case .httpStatus:
            guard let status = error.status else { break }
            return statusError(
                status: status,
                headers: error.headers,
                body: error.body ?? Data(),
                url: target,
                httpError: error
            )
        case .fileIO:
            return GDataServiceError(code: .fileIO, message: error.message, url: target, httpError: error)
        default:
            break
        }
        return GDataServiceError(
            code: .transport,
            message: error.message,
            url: target,
            status: error.status,
            httpError: error
        )
    }

    /// A status error: `gd:errors` parsed when the content type says so, otherwise the body text as the reason.
    static func statusError(
        status: Int,
        headers: GDataHTTPHeaders?,
        body: Data,
        url: URL,
        httpError: GDataHTTPError? = nil
    ) -> GDataServiceError {
        let code: Code =
            switch status {
            case 304: .notModified
            case 412: .preconditionFailed
            default: .httpStatus
            }
        let phrase = GDataHTTPResponse.reasonPhrase(for: status).map { " \($0)" } ?? ""
        var serverErrors: [ServerError] = []
        var reason: String?
        let contentType = headers?["Content-Type"]?.lowercased() ?? ""
        if contentType.hasPrefix(errorContentType), let group = try? GDataServerErrorGroup.parse(data: body) {
            serverErrors = group.children(GDataServerError.self).map(ServerError.init)
            reason = serverErrors.first?.description
        }
        if reason == nil {
            let text = String(decoding: body.prefix(2048), as: UTF8.self)
                .trimmingWhitespaceAndNewlines()
            if !text.isEmpty { reason = text }
        }
        let message = "HTTP \(status)\(phrase)" + (reason.map { ": \($0)" } ?? "")
        return GDataServiceError(
            code: code,
            message: message,
            url: url,
            status: status,
            headers: headers,
            body: body,
            serverErrors: serverErrors,
            httpError: httpError
        )
    }
}

extension GDataServiceError.ServerError {
    /// The values of a parsed `gd:error`.
    public init(_ element: GDataServerError) {
        self.init(
            domain: element.domain,
            code: element.code,
            location: element.location,
            locationType: element.locationType,
            internalReason: element.internalReason,
            extendedHelpURI: element.extendedHelpURI,
            sendReportURI: element.sendReportURI
        )
    }
}
