public import Foundation

/// One version of a resource, answered the way nginx answers for a static file: `ETag`, `Last-Modified` and `Date`
/// as given, `Range: bytes=N-[M]` honoured under `If-Range` (a strong `ETag` compared byte for byte, or the exact
/// `Last-Modified` date; a mismatch gets the whole representation), and `416` with `Content-Range: bytes */LENGTH` for
/// a first byte past the end. For tests of downloads that resume.
///
/// ```swift
/// let v1 = TestRangeResource(body: bytes, etag: "\"v1\"")
/// let server = try await TestHTTPServer.start(handler: v1.cuttingFirstAnswer(after: 300_000))
/// ```
public struct TestRangeResource: Sendable {
    /// The bytes.
    public var body: Data
    /// The `ETag` sent, if any.
    public var etag: String?
    /// The `Last-Modified` sent, if any.
    public var lastModified: String?
    /// The `Date` sent, if any.
    public var date: String?
    /// Whether `Range` is honoured (`false`: always the whole body with `200`).
    public var honoursRange: Bool

    /// Creates a resource.
    public init(
        body: Data,
        etag: String? = nil,
        lastModified: String? = nil,
        date: String? = nil,
        honoursRange: Bool = true
    ) {
        self.body = body
        self.etag = etag
        self.lastModified = lastModified
        self.date = date
        self.honoursRange = honoursRange
    }

    /// The answer to `request`.
    public func answer(_ request: TestHTTPRequest) -> TestHTTPResponse {
        var headers: [TestHTTPHeader] = []
        if let etag { headers.append(TestHTTPHeader("ETag", etag)) }
        if let lastModified { headers.append(TestHTTPHeader("Last-Modified", lastModified)) }
        if let date { headers.append(TestHTTPHeader("Date", date)) }
        guard honoursRange, let range = request.header("Range"), range.hasPrefix("bytes=") else {
            return TestHTTPResponse(status: 200, headers: headers, body: body)
        }
        if let ifRange = request.header("If-Range") {
            let matches = ifRange.hasPrefix("\"") ? ifRange == etag : ifRange == lastModified
            if !matches { return TestHTTPResponse(status: 200, headers: headers, body: body) }
        }
        let bounds = range.dropFirst(6).split(separator: "-", omittingEmptySubsequences: false)
        guard let first = Int(bounds[0]) else { return .status(400, "bad range") }
        guard first < body.count else {
            return TestHTTPResponse(
                status: 416,
                headers: headers + [TestHTTPHeader("Content-Range", "bytes */\(body.count)")]
            )
        }
        let last = min(bounds.count > 1 ? Int(bounds[1]) ?? body.count - 1 : body.count - 1, body.count - 1)
        return TestHTTPResponse(
            status: 206,
            headers: headers + [TestHTTPHeader("Content-Range", "bytes \(first)-\(last)/\(body.count)")],
            body: body.subdata(in: first..<(last + 1))
        )
    }
}

extension TestRangeResource {
    /// A handler answering every request for this resource, the first one cut off after `bytes` body bytes.
    public func cuttingFirstAnswer(after bytes: Int) -> TestHTTPServer.Handler {
        TestHTTPServer.numbered { number, request in
            number == 1 ? answer(request).dropAfter(bytes: bytes) : answer(request)
        }
    }
}

extension TestHTTPServer {
    /// A handler that numbers the requests it gets (1, 2, …) and lets `answer` choose each reply by its number.
    public static func numbered(_ answer: @escaping @Sendable (Int, TestHTTPRequest) -> TestHTTPResponse) -> Handler {
        let count = TestLockedValue(0)
        return { request in
            let number = count.withLock { value -> Int in
                value += 1
                return value
            }
            return answer(number, request)
        }
    }
}
