public import GDataHTTP
internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Why a query failed.
///
/// ``code`` says what kind of failure; for an API error (``Code/apiError``) ``errorObject`` holds the structured body
/// and ``status`` the HTTP status. A non-JSON error body (a plain-text 404) is ``Code/httpStatus`` with its text in
/// ``message``. Transport failures keep the fetcher's `GDataHTTPError` in ``underlying``. Descriptions never contain
/// credentials (URLs are shown without their query).
public struct GTLRServiceError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// The server answered with a Google JSON error (`{"error": …}`).
        public static let apiError = Code(name: "apiError")
        /// The server answered with an error status and a body that is not a Google JSON error.
        public static let httpStatus = Code(name: "httpStatus")
        /// The request could not be sent or the response not received (network, TLS, timeout, shutdown).
        public static let transport = Code(name: "transport")
        /// The query was cancelled (``GTLRServiceTicket/cancel()`` or task cancellation).
        public static let cancelled = Code(name: "cancelled")
        /// The response body is not what the query expects (malformed JSON, not an object).
        public static let unexpectedResponse = Code(name: "unexpectedResponse")
        /// A batch response could not be read (not `multipart/mixed`, a part without a response).
        public static let batchResponseUnexpected = Code(name: "batchResponseUnexpected")
        /// A batch part answered with an error status but no JSON error.
        public static let batchResponseStatusCode = Code(name: "batchResponseStatusCode")
        /// A batch response has no part for a query (the original's `QueryResultMissing`).
        public static let queryResultMissing = Code(name: "queryResultMissing")
        /// The query cannot be sent as built (a missing path parameter, an upload in a batch, a bad URL).
        public static let invalidQuery = Code(name: "invalidQuery")
        /// The upload failed (see ``GTLRServiceError/underlying``).
        public static let uploadFailed = Code(name: "uploadFailed")
        /// A local file could not be written (a download's destination; see ``GTLRServiceError/underlying``).
        public static let fileIO = Code(name: "fileIO")
        /// The name.
        public var description: String { name }
    }

    /// The kind of failure.
    public var code: Code
    /// What went wrong, in words.
    public var message: String
    /// The HTTP status, when there was a response.
    public var status: Int?
    /// The structured API error, for ``Code/apiError``: a new object from the error's JSON on each read (the
    /// error is `Sendable`, the object is not), so edit a copy and assign it back to change the error.
    public var errorObject: GTLRErrorObject? {
        get { errorJSON.map { GTLRErrorObject(json: $0) } }
        set { errorJSON = newValue?.json }
    }
    /// The JSON of ``errorObject``.
    var errorJSON: [String: GTLRJSONValue]?
    /// The response headers, when there was a response.
    public var headers: GDataHTTPHeaders?
    /// The request ID of the query in a batch.
    public var requestID: String?
    /// The underlying error (a `GDataHTTPError` for transport failures, a `GDataJSONParser.Error` for bad JSON).
    public var underlying: (any Error & Sendable)?

    /// An error.
    public init(
        code: Code,
        message: String,
        status: Int? = nil,
        errorObject: GTLRErrorObject? = nil,
        headers: GDataHTTPHeaders? = nil,
        requestID: String? = nil,
        underlying: (any Error & Sendable)? = nil
    ) {
        self.code = code
        self.message = message
        self.status = status
        self.errorJSON = errorObject?.json
        self.headers = headers
        self.requestID = requestID
        self.underlying = underlying
    }

    /// The error for a failed response: a Google JSON error body becomes ``Code/apiError`` with its object, any other
    /// body ``Code/httpStatus`` with its text (up to 300 characters).
    public static func response(status: Int, headers: GDataHTTPHeaders?, body: Data, requestID: String? = nil)
        -> GTLRServiceError
    {
        let reason = GDataHTTPResponse.reasonPhrase(for: status) ?? ""
        if let object = GTLRErrorObject.from(body: body) {
            return GTLRServiceError(
                code: .apiError,
                message: "HTTP \(status) \(reason): \(object.summary)",
                status: status,
                errorObject: object,
                headers: headers,
                requestID: requestID
            )
        }
        var text = String(decoding: body.prefix(300), as: UTF8.self).trimmingWhitespaceAndNewlines()
        if text.isEmpty { text = reason }
        return GTLRServiceError(
            code: .httpStatus,
            message: "HTTP \(status) \(reason): \(text)",
            status: status,
            headers: headers,
            requestID: requestID
        )
    }

    /// `apiError: HTTP 404 Not Found: message (reason: notFound)`.
    public var description: String {
        var text = "\(code): \(message)"
        if let requestID { text += " [\(requestID)]" }
        return text
    }

    /// The API's reasons (`notFound`, `authError`…), from the V1 `errors` items.
    public var reasons: [String] { (errorObject?.errors ?? []).compactMap(\.reason) }
}
