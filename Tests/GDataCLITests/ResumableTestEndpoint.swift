import Foundation
import GDataTestSupport

/// A GData-dialect resumable upload endpoint for ``TestHTTPServer``: `POST /create` opens a session at
/// `/session/1`; `PUT /session/1` takes chunks (`Content-Range: bytes a-b/N`, answered `308` + `Range` until the
/// last one, then `201` with an entry) and status queries (`bytes */N`). Chunks listed in `dropChunks` (numbered
/// from 1, counting every chunk request) are not stored and get `dropResponse` (503 by default).
final class ResumableTestEndpoint: Sendable {
    struct State {
        var received = Data()
        var chunkRequests = 0
        var dropChunks: Set<Int> = []
    }

    let state: TestLockedValue<State>
    /// The entry the endpoint answers with when the upload completes.
    static let finalBody = "<entry><id>uploaded</id></entry>"

    /// What a dropped chunk gets.
    let dropResponse: TestHTTPResponse

    init(dropChunks: Set<Int> = [], dropResponse: TestHTTPResponse = .status(503, "unavailable")) {
        state = TestLockedValue(State(dropChunks: dropChunks))
        self.dropResponse = dropResponse
    }

    /// The bytes stored so far, in order.
    var received: Data { state.current.received }

    /// Stops dropping chunks (so a resumed upload can finish).
    func stopDropping() { state.withLock { $0.dropChunks = [] } }

    /// The request handler.
    func handle(_ request: TestHTTPRequest, port: Int) -> TestHTTPResponse {
        switch (request.method, request.path) {
        case ("POST", "/create"):
            return TestHTTPResponse(status: 200).header("Location", "http://127.0.0.1:\(port)/session/1")
        case ("PUT", "/session/1"):
            return chunk(request)
        default:
            return .status(404)
        }
    }

    private func chunk(_ request: TestHTTPRequest) -> TestHTTPResponse {
        guard let range = request.header("Content-Range"), range.hasPrefix("bytes "),
            let slash = range.lastIndex(of: "/"), let total = Int(range[range.index(after: slash)...])
        else { return .status(400, "bad Content-Range") }
        let spec = range.dropFirst("bytes ".count).prefix { $0 != "/" }
        return state.withLock { state in
            if spec != "*" {
                state.chunkRequests += 1
                if state.dropChunks.contains(state.chunkRequests) { return dropResponse }
                let bounds = spec.split(separator: "-").compactMap { Int($0) }
                guard bounds.count == 2, bounds[0] == state.received.count,
                    bounds[1] - bounds[0] + 1 == request.body.count
                else { return .status(400, "unexpected range \(range) with \(request.body.count) bytes") }
                state.received.append(request.body)
            }
            if state.received.count == total {
                return TestHTTPResponse(
                    status: 201,
                    headers: [TestHTTPHeader("Content-Type", "application/atom+xml")],
                    body: Data(Self.finalBody.utf8)
                )
            }
            var response = TestHTTPResponse(status: 308)
            if !state.received.isEmpty { response = response.header("Range", "bytes=0-\(state.received.count - 1)") }
            return response
        }
    }
}
