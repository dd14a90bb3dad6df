import Foundation
import GDataHTTP
import GDataTestSupport
import GTLR
import GTLRTestingSvc
import Testing

/// The requests behind queries: `ticket.request` is what was sent (the authorizer's header included), an authorized
/// request can be had for sending it oneself, and descriptions mask the credentials the values keep.
struct GTLRRawRequestTests {
    static let token = "secret-token-42"
    static let key = "api-key-7"

    static func service(_ server: TestHTTPServer) -> GTLRTestingSvcService {
        let service = GTLRServiceLoopbackTests.service(server)
        service.authorizer = GDataBearerTokenAuthorizer(token: token)
        service.apiKey = key
        return service
    }

    /// Every header of `sent` reached the server with the same value.
    static func expectDelivered(_ sent: GDataHTTPRequest, as received: TestHTTPRequest) {
        for field in sent.headers {
            #expect(received.header(field.name) == field.value, "\(field.name)")
        }
        #expect(received.method == sent.method)
        #expect(received.uri == (sent.url.query.map { sent.url.path + "?" + $0 } ?? sent.url.path))
    }

    /// What is shown of `request` (description, debugDescription, dump) never holds the secrets.
    static func expectMasked(_ request: GDataHTTPRequest) {
        var dumped = ""
        dump(request, to: &dumped)
        for shown in [
            "\(request)", String(reflecting: request), dumped, "\(request.headers)", "\(request.headers.fields)",
        ] {
            #expect(!shown.contains(token), "\(shown)")
            #expect(!shown.contains(key), "\(shown)")
            #expect(shown.contains("Bearer _snip_"), "\(shown)")
        }
    }

    @Test func theTicketsRequestIsTheRequestAsSent() async throws {
        let server = try await TestHTTPServer.start { _ in
            GTLRServiceLoopbackTests.json(#"{"kind":"drive#file","id":"f"}"#)
        }
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        service.userAgent = "RawTest/1.0"
        let ticket = service.startQuery(GTLRTestingSvcQuery_FilesGet.query(withFileId: "f"))
        _ = try await ticket.value
        let sent = try #require(ticket.request)
        let received = try #require(server.requests.first)
        // The value keeps the credentials, as sent.
        #expect(sent.headers["Authorization"] == "Bearer \(Self.token)")
        #expect(received.header("Authorization") == "Bearer \(Self.token)")
        #expect(
            sent.headers["User-Agent"]
                == "RawTest/1.0 swift-gdata/\(GDataPackage.version) \(GDataPackage.system) (gzip)"
        )
        #expect(sent.url.query?.contains("key=\(Self.key)") == true)
        Self.expectDelivered(sent, as: received)
        Self.expectMasked(sent)
        await service.shutdown()
    }

    /// The original's `requestForQuery:` handed to an authorized fetcher: `authorizedRequest(for:)` and the
    /// service's fetcher. `request(for:)` stays unauthorized; a query that skips authorization gets none.
    @Test func anAuthorizedRequestForAQueryCanBeSentWithTheFetcher() async throws {
        let media = Data((0..<5_000).map { UInt8(truncatingIfNeeded: $0) })
        let server = try await TestHTTPServer.start { request in
            guard request.header("Authorization") == "Bearer \(Self.token)" else { return .status(401, "who are you") }
            return TestHTTPResponse(status: 200, headers: [TestHTTPHeader("Content-Type", "image/png")], body: media)
        }
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        let query = GTLRTestingSvcQuery_FilesGet.queryForMedia(withFileId: "abc")
        #expect(try service.request(for: query).headers["Authorization"] == nil)
        let request = try await service.authorizedRequest(for: query)
        #expect(request.headers["Authorization"] == "Bearer \(Self.token)")
        Self.expectMasked(request)
        let scratch = try temporaryDirectory(prefix: "gtlr-raw")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("download")
        let response = try await service.fetcher.download(request, to: file)
        #expect(response.status == 200)
        #expect(try Data(contentsOf: file) == media)
        Self.expectDelivered(request, as: try #require(server.requests.first))

        query.shouldSkipAuthorization = true
        #expect(try await service.authorizedRequest(for: query).headers["Authorization"] == nil)
        await service.shutdown()
    }

    /// A chunked upload's ticket shows the request that opened the session, as sent (a batch query's ticket shows
    /// the batch request: GTLRQueryCompletionTests).
    @Test func aChunkedUploadsTicketShowsTheRequestThatOpenedTheSession() async throws {
        let uploads = UploadTestServer()
        let server = try await GTLRUploadControlTests.start(uploads)
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        service.serviceUploadChunkSize = GTLRUploadControlTests.chunk
        let ticket = service.startQuery(GTLRUploadControlTests.query(.resumable))
        _ = try await ticket.value
        let sent = try #require(ticket.request)
        #expect(sent.url.path == "/upload/drive/v3/files")
        #expect(sent.headers["Authorization"] == "Bearer \(Self.token)")
        let start = try #require(uploads.sessions.first)
        #expect(start.startHeaders.first { $0.name.lowercased() == "authorization" }?.value == "Bearer \(Self.token)")
        #expect(start.received == GTLRUploadControlTests.media)
        Self.expectMasked(sent)
        await service.shutdown()
    }
}
