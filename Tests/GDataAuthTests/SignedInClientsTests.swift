import Foundation
import GData
import GDataAuth
import GDataHTTP
import GDataService
import GDataTestSupport
import GTLR
import GTLRTestingSvc
import Testing

/// An API that accepts one token at a time: the one the test says is current. Tokens come from `tokens`' server
/// (`tok-1`, `tok-2`…); `revoke()` makes the current token invalid and the next one issued valid.
final class TokenGate: Sendable {
    private let valid = TestLockedValue(1)
    let rejected = TestLockedValue(0)

    /// Whether `request` carries the current token; counts refusals.
    func admits(_ request: TestHTTPRequest) -> Bool {
        let current = valid.current
        if request.header("Authorization") == "Bearer tok-\(current)" { return true }
        rejected.withLock { $0 += 1 }
        return false
    }

    func revoke() { valid.withLock { $0 += 1 } }

    static let unauthorized = TestHTTPResponse(
        status: 401,
        headers: [TestHTTPHeader("Content-Type", "application/json"), TestHTTPHeader("WWW-Authenticate", "Bearer")],
        body: Data(
            #"{"error":{"code":401,"message":"Request had invalid authentication credentials.","status":"UNAUTHENTICATED"}}"#
                .utf8
        )
    )
}

@Suite("Signed-in clients: GTLRService, GDataService and the fetcher with Google credentials")
struct SignedInClientsTests {
    func credentials(tokenServer: TestHTTPServer, in directory: URL) throws -> GDataGoogleCredentials {
        let path = try AuthFixtures.write(
            AuthFixtures.serviceAccountJSON(tokenURI: tokenServer.url("/token")),
            "key.json",
            in: directory
        )
        return try GDataGoogleCredentials.fromFile(
            path: path,
            scopes: ["https://www.googleapis.com/auth/drive"],
            environment: AuthFixtures.environment(),
            configuration: AuthFixtures.configuration
        )
    }

    static func json(_ text: String) -> TestHTTPResponse {
        TestHTTPResponse(
            status: 200,
            headers: [TestHTTPHeader("Content-Type", "application/json")],
            body: Data(text.utf8)
        )
    }

    @Test("A GTLRService pages on; a 401 mid-paging refreshes once and the same page is asked again")
    func unauthorizedMidPaging() async throws {
        let tokens = try await AuthFixtures.tokenServer()
        let gate = TokenGate()
        let pages = TestLockedValue<[String]>([])
        let api = try await TestHTTPServer.start { request in
            guard gate.admits(request) else { return TokenGate.unauthorized }
            let page = request.queryValue("pageToken") ?? "1"
            pages.withLock { $0.append(page) }
            if page == "1" { gate.revoke() }  // the token dies after the first page
            let next = page == "3" ? "" : #","nextPageToken":"\#(Int(page)! + 1)""#
            return Self.json(#"{"kind":"drive#fileList","files":[{"id":"f\#(page)"}]\#(next)}"#)
        }
        try await withTemporaryDirectory { directory in
            let credentials = try credentials(tokenServer: tokens, in: directory)
            let service = GTLRTestingSvcService()
            service.rootURLString = api.baseURL.absoluteString
            service.authorizer = credentials
            service.shouldFetchNextPages = true
            try await withCleanup {
                let list = try await service.executeQuery(
                    GTLRTestingSvcQuery_FilesList.query(),
                    as: GTLRTestingSvc_FileList.self
                )
                #expect(list.files?.compactMap(\.identifier) == ["f1", "f2", "f3"])
                #expect(pages.current == ["1", "2", "3"])
                #expect(gate.rejected.current == 1)
                #expect(tokens.requests.count == 2)
                #expect(api.requests.last?.header("Authorization") == "Bearer tok-2")
            } cleanup: {
                await service.shutdown()
                await credentials.shutdown()
                await api.stop()
                await tokens.stop()
            }
        }
    }

    @Test("A resumable upload that outlives its token refreshes it at the refused chunk and finishes with every byte")
    func uploadOutlivesToken() async throws {
        let tokens = try await AuthFixtures.tokenServer()
        let gate = TokenGate()
        let uploads = UploadTestServer()
        let chunks = TestLockedValue(0)
        let api = try await TestHTTPServer.start { request in
            guard gate.admits(request) else { return TokenGate.unauthorized }
            var routed = request
            if request.path == "/upload/drive/v3/files" {
                routed = TestHTTPRequest(
                    method: request.method,
                    uri: "/start/resumable",
                    headers: request.headers,
                    body: request.body
                )
            } else if request.method == "PUT" {
                let n = chunks.withLock {
                    $0 += 1
                    return $0
                }
                let response = uploads.handle(routed)
                if n == 1 { gate.revoke() }  // the token expires once the first chunk is stored
                return response
            }
            return uploads.handle(routed)
        }
        try await withTemporaryDirectory { directory in
            let credentials = try credentials(tokenServer: tokens, in: directory)
            let service = GTLRTestingSvcService()
            service.rootURLString = api.baseURL.absoluteString
            service.authorizer = credentials
            service.serviceUploadChunkSize = 262_144
            try await withCleanup {
                let media = Data((0..<700_000).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) })
                var parameters = GTLRUploadParameters(data: media, mimeType: "application/octet-stream")
                parameters.uploadProtocol = .resumable
                let metadata = GTLRTestingSvc_File()
                metadata.name = "long upload"
                _ = try await service.executeQuery(
                    GTLRTestingSvcQuery_FilesCreate.query(withObject: metadata, uploadParameters: parameters)
                )
                #expect(uploads.sessions.count == 1)
                #expect(uploads.sessions.first?.received == media)
                #expect(uploads.sessions.first?.isFinished == true)
                #expect(gate.rejected.current == 1)
                #expect(tokens.requests.count == 2)
                #expect(uploads.violations.isEmpty)
            } cleanup: {
                await service.shutdown()
                await credentials.shutdown()
                await api.stop()
                await tokens.stop()
            }
        }
    }

    @Test("50 concurrent fetches refused for one token make one token request and all succeed")
    func fetcherStampede() async throws {
        let tokens = try await AuthFixtures.tokenServer(delay: .milliseconds(100))
        let gate = TokenGate()
        let api = try await TestHTTPServer.start { request in
            gate.admits(request) ? Self.json("{}") : TokenGate.unauthorized
        }
        try await withTemporaryDirectory { directory in
            let credentials = try credentials(tokenServer: tokens, in: directory)
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.authorizer = credentials
            configuration.maxConnectionsPerHost = 50
            let fetcher = GDataHTTPFetcher(configuration: configuration)
            try await withCleanup {
                _ = try await credentials.accessToken()  // tok-1, then revoked server-side
                gate.revoke()
                let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                    for i in 0..<50 {
                        group.addTask { try await fetcher.fetch(GDataHTTPRequest(url: api.url("/item/\(i)"))).status }
                    }
                    return try await group.reduce(into: [Int]()) { $0.append($1) }
                }
                #expect(statuses == Array(repeating: 200, count: 50))
                #expect(tokens.requests.count == 2)
                #expect(gate.rejected.current == 50)
            } cleanup: {
                await fetcher.shutdown()
                await credentials.shutdown()
                await api.stop()
                await tokens.stop()
            }
        }
    }

    @Test("A GDataService with the credentials signs in and refreshes after a 401")
    func gdataService() async throws {
        let tokens = try await AuthFixtures.tokenServer()
        let gate = TokenGate()
        let feed = """
            <feed xmlns="http://www.w3.org/2005/Atom"><id>tag:x,2026:f</id><title>Signed in</title>\
            <updated>2026-12-07T00:00:00Z</updated></feed>
            """
        let api = try await TestHTTPServer.start { request in
            guard gate.admits(request) else { return .status(401, "Token invalid") }
            return TestHTTPResponse.ok(feed, contentType: "application/atom+xml")
        }
        try await withTemporaryDirectory { directory in
            let credentials = try credentials(tokenServer: tokens, in: directory)
            let service = GDataService(configuration: .init(), authorization: .authorizer(credentials))
            try await withCleanup {
                let first = try await service.fetchFeed(at: api.url("/feeds/a"))
                #expect(first.title?.stringValue == "Signed in")
                gate.revoke()
                _ = try await service.fetchFeed(at: api.url("/feeds/b"))
                #expect(tokens.requests.count == 2)
                #expect(gate.rejected.current == 1)
                #expect(
                    api.requests.map { $0.header("Authorization") ?? "" } == [
                        "Bearer tok-1", "Bearer tok-1", "Bearer tok-2",
                    ]
                )
            } cleanup: {
                await service.shutdown()
                await credentials.shutdown()
                await api.stop()
                await tokens.stop()
            }
        }
    }
}
