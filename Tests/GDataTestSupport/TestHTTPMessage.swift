public import Foundation

/// One header field as received or to be sent by ``TestHTTPServer``.
public struct TestHTTPHeader: Sendable, Hashable {
    /// The field name as written on the wire.
    public var name: String
    /// The field value.
    public var value: String
    /// Creates a header field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A request as ``TestHTTPServer`` received it: everything the client put on the wire.
public struct TestHTTPRequest: Sendable {
    /// The method, e.g. `GET`.
    public var method: String
    /// The request target exactly as sent (path and query), e.g. `/feeds?x=1`.
    public var uri: String
    /// The path part of ``uri`` (percent-encoding kept).
    public var path: String
    /// The query items of ``uri``, in order (decoded).
    public var queryItems: [URLQueryItem]
    /// The header fields in the order received.
    public var headers: [TestHTTPHeader]
    /// The complete body bytes (empty if none, and empty when the server counts bodies without keeping them).
    public var body: Data
    /// The number of body bytes received (`body.count` unless the server was started with `keepsBodies: false`).
    public var bodyLength: Int
    /// The HTTP version, e.g. "1.1".
    public var version: String
    /// An identifier of the TCP connection the request arrived on (1, 2, 3… per server).
    public var connectionID: Int
    /// The 1-based position of this request on its connection.
    public var requestIndexOnConnection: Int

    /// The first value of the header `name` (case-insensitive), or `nil`.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Every value of the header `name` (case-insensitive), in order.
    public func headerValues(_ name: String) -> [String] {
        headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    /// The first value of the query parameter `name`, or `nil`.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// Creates a request value (the server builds these; tests rarely need to).
    public init(
        method: String,
        uri: String,
        headers: [TestHTTPHeader] = [],
        body: Data = Data(),
        bodyLength: Int? = nil,
        version: String = "1.1",
        connectionID: Int = 0,
        requestIndexOnConnection: Int = 1
    ) {
        self.method = method
        self.uri = uri
        let components = URLComponents(string: uri)
        self.path = components?.percentEncodedPath ?? uri
        self.queryItems = components?.queryItems ?? []
        self.headers = headers
        self.body = body
        self.bodyLength = bodyLength ?? body.count
        self.version = version
        self.connectionID = connectionID
        self.requestIndexOnConnection = requestIndexOnConnection
    }
}

/// What ``TestHTTPServer`` answers, including misbehaviours for error-path tests.
public struct TestHTTPResponse: Sendable {
    /// How the body is framed and encoded on the wire.
    public enum BodyEncoding: Sendable, Hashable {
        /// `Content-Length` framing, body sent as is.
        case identity
        /// `Transfer-Encoding: chunked`, the body split into chunks of at most `chunkSize` bytes.
        case chunked(chunkSize: Int)
        /// `Content-Encoding: gzip` (a valid gzip stream of stored deflate blocks), `Content-Length` framing.
        case gzip
    }

    /// The status code.
    public var status: Int
    /// Header fields to send, in order. `Content-Length` / `Transfer-Encoding` are added unless present.
    public var headers: [TestHTTPHeader]
    /// The body bytes (before any encoding).
    public var body: Data
    /// Body framing and encoding.
    public var encoding: BodyEncoding = .identity
    /// Wait this long before answering. The wait is cancelled when the client disconnects or the server stops.
    public var delay: Duration?
    /// Close the connection after sending this many body bytes (after a `Content-Length` promising the full body).
    public var dropAfterBytes: Int?
    /// Close the connection without sending anything.
    public var closesWithoutAnswering = false
    /// Close the connection after answering (sends `Connection: close`).
    public var closesConnection = false

    /// Creates a response.
    public init(status: Int = 200, headers: [TestHTTPHeader] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A 200 response with a text body.
    public static func ok(_ text: String = "", contentType: String = "text/plain; charset=utf-8") -> TestHTTPResponse {
        TestHTTPResponse(status: 200, headers: [TestHTTPHeader("Content-Type", contentType)], body: Data(text.utf8))
    }

    /// A response with `status` and a text body.
    public static func status(_ status: Int, _ text: String = "", headers: [TestHTTPHeader] = []) -> TestHTTPResponse {
        TestHTTPResponse(status: status, headers: headers, body: Data(text.utf8))
    }

    /// A redirect to `location` (302 unless given).
    public static func redirect(to location: String, status: Int = 302) -> TestHTTPResponse {
        TestHTTPResponse(status: status, headers: [TestHTTPHeader("Location", location)])
    }

    /// Close the connection without answering.
    public static var closeWithoutAnswering: TestHTTPResponse {
        var response = TestHTTPResponse()
        response.closesWithoutAnswering = true
        return response
    }

    /// This response, sent after `delay`.
    public func delayed(_ delay: Duration) -> TestHTTPResponse {
        var copy = self
        copy.delay = delay
        return copy
    }

    /// This response, with the connection closed after `bytes` body bytes.
    public func dropAfter(bytes: Int) -> TestHTTPResponse {
        var copy = self
        copy.dropAfterBytes = bytes
        return copy
    }

    /// This response with its body sent using `encoding`.
    public func encoded(_ encoding: BodyEncoding) -> TestHTTPResponse {
        var copy = self
        copy.encoding = encoding
        return copy
    }

    /// This response with an extra header field.
    public func header(_ name: String, _ value: String) -> TestHTTPResponse {
        var copy = self
        copy.headers.append(TestHTTPHeader(name, value))
        return copy
    }
}
