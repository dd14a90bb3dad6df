import Foundation
import GDataTestSupport
import Testing

@testable import GDataHTTP

/// The upload engine over the libcurl fetcher against the protocol server on 127.0.0.1.
@Suite struct UploadServerTests {
    static let dialects: [GDataResumableUpload.Dialect] = [.gdata, .resumable, .goog]
    static let size = 700_000

    /// Sends through `base`, running `before` first (e.g. to stop the server).
    struct HookTransport: GDataHTTPTransport {
        let base: any GDataHTTPTransport
        let before: @Sendable (GDataHTTPRequest) async -> Void
        func send(_ request: GDataHTTPRequest, progress: GDataHTTPProgressHandler?) async throws -> GDataHTTPResponse {
            await before(request)
            return try await base.send(request, progress: progress)
        }
    }

    static func options(
        authorizer: (any GDataAuthorizer)? = nil,
        events: EventLog = EventLog()
    ) -> GDataResumableUpload.Options {
        .init(
            chunkSize: 100_000,
            retryPolicy: .init(initialIntervalRange: 1...1, maxInterval: 600),
            authorizer: authorizer,
            requestTimeout: 30,
            eventHandler: events.handler
        )
    }

    static func isChunk(_ request: GDataHTTPRequest) -> Bool {
        if let range = request.headers["Content-Range"] { return !range.hasPrefix("bytes */") }
        return request.headers["X-Goog-Upload-Offset"] != nil
    }

    @Test(arguments: dialects) func dropped503AndFailedQueryOverTheWire(dialect: GDataResumableUpload.Dialect)
        async throws
    {
        let media = uploadBytes(Self.size, seed: 7)
        let file = try TemporaryFile(media)
        defer { file.cleanup() }
        let uploads = UploadTestServer()
        uploads.inject(.dropConnection(acceptingBytes: 0), on: .chunk, skipping: 1)
        uploads.inject(.status(503), on: .chunk, skipping: 1)
        uploads.inject(.status(500), on: .query)
        let server = try await uploads.listen()
        let fetcher = GDataHTTPFetcher()
        let sleeper = RecordingSleeper()
        do {
            let upload = try makeUpload(
                url: server.url("/start/\(dialect.rawValue)"),
                headers: ["User-Agent": "upload-test/1", "GData-Version": "3.0"],
                dialect: dialect,
                source: .file(file.url),
                mimeType: "application/octet-stream",
                transport: fetcher,
                options: Self.options(authorizer: GDataBearerTokenAuthorizer(token: "secret")),
                sleeper: sleeper
            )
            let response = try await upload.start()
            try UploadRecoveryTests.expectDelivered(media, to: uploads, response: response)
            #expect(sleeper.intervals == [1, 2, 1])
            let records = uploads.records
            #expect(records.contains { $0.status == nil })
            #expect(records.contains { $0.status == 503 })
            #expect(records.contains { $0.kind == .query && $0.status == 500 })
            let start = try #require(records.first { $0.kind == .start })
            #expect(start.request.header("Authorization") == "Bearer secret")
            let sessionRequests = records.filter { $0.kind == .chunk || $0.kind == .query }
            #expect(!sessionRequests.isEmpty)
            for record in sessionRequests {
                #expect((record.request.header("Authorization") != nil) == (dialect == .resumable))
                #expect(record.request.header("User-Agent") == "upload-test/1")
                #expect(record.request.header("GData-Version") == nil)
                #expect(record.request.headerValues("Content-Length").count == 1)
            }
        } catch {
            await fetcher.shutdown()
            await server.stop()
            throw error
        }
        await fetcher.shutdown()
        await server.stop()
    }

    @Test(arguments: dialects) func serverRestartBetweenChunks(dialect: GDataResumableUpload.Dialect) async throws {
        let media = uploadBytes(Self.size, seed: 9)
        let file = try TemporaryFile(media)
        defer { file.cleanup() }
        let uploads = UploadTestServer()
        let first = try await uploads.listen()
        let port = first.port
        let current = TestLockedValue<TestHTTPServer?>(first)
        let chunks = TestLockedValue(0)
        // Before the third chunk goes out, the server goes away; the engine's back-off brings it back on the same
        // port (sessions live in `uploads`).
        let transport = HookTransport(base: GDataHTTPFetcher()) { request in
            guard Self.isChunk(request) else { return }
            let number = chunks.withLock { count -> Int in
                count += 1
                return count
            }
            if number == 3, let server = current.withLock({ $0 }) {
                await server.stop()
                current.withLock { $0 = nil }
            }
        }
        let sleeper = RecordingSleeper { _ in
            if current.current == nil, let restarted = try? await uploads.listen(port: port) {
                current.withLock { $0 = restarted }
            }
        }
        let upload = try makeUpload(
            url: first.url("/start/\(dialect.rawValue)"),
            dialect: dialect,
            source: .file(file.url),
            transport: transport,
            options: Self.options(),
            sleeper: sleeper
        )
        let result = await Result.capture { try await upload.start() }
        if let fetcher = transport.base as? GDataHTTPFetcher { await fetcher.shutdown() }
        await current.current?.stop()
        let response = try result.get()
        try UploadRecoveryTests.expectDelivered(media, to: uploads, response: response)
        #expect(sleeper.intervals.count == 1)
        #expect(chunks.current >= 4)
    }

    @Test(arguments: dialects) func pauseAbortsTheTransferAndResumeContinues(
        dialect: GDataResumableUpload.Dialect
    ) async throws {
        let media = uploadBytes(Self.size, seed: 11)
        let file = try TemporaryFile(media)
        defer { file.cleanup() }
        let uploads = UploadTestServer()
        let holder = TestLockedValue<GDataResumableUpload?>(nil)
        let chunks = TestLockedValue(0)
        // The second chunk is never answered; when it arrives the test pauses, which aborts the transfer.
        let server = try await TestHTTPServer.start { request in
            let isChunk =
                request.header("Content-Range").map { !$0.hasPrefix("bytes */") }
                ?? (request.header("X-Goog-Upload-Offset") != nil)
            if isChunk {
                let number = chunks.withLock { count -> Int in
                    count += 1
                    return count
                }
                if number == 2 {
                    holder.current?.pause()
                    return TestHTTPResponse.status(500, "never sent").delayed(.seconds(600))
                }
            }
            return uploads.handle(request)
        }
        let fetcher = GDataHTTPFetcher()
        let events = EventLog()
        let upload = try makeUpload(
            url: server.url("/start/\(dialect.rawValue)"),
            dialect: dialect,
            source: .file(file.url),
            transport: fetcher,
            options: Self.options(events: events)
        )
        holder.withLock { $0 = upload }
        let task = Task { try await upload.start() }
        await events.wait { $0.isPaused }
        let held = uploads.sessions.first?.received.count
        upload.resume()
        let result = await task.result
        await fetcher.shutdown()
        await server.stop()
        let response = try result.get()
        try UploadRecoveryTests.expectDelivered(media, to: uploads, response: response)
        #expect(held == (dialect == .resumable ? 262_144 : 100_000))
        #expect(uploads.records.contains { $0.kind == .query })
    }

    @Test(arguments: dialects) func resumeFromSessionURLWithANewEngine(dialect: GDataResumableUpload.Dialect)
        async throws
    {
        let media = uploadBytes(Self.size, seed: 13)
        let file = try TemporaryFile(media)
        defer { file.cleanup() }
        let uploads = UploadTestServer()
        uploads.inject(.status(400), on: .chunk, skipping: 1)
        let server = try await uploads.listen()
        let fetcher = GDataHTTPFetcher()
        let first = try makeUpload(
            url: server.url("/start/\(dialect.rawValue)"),
            dialect: dialect,
            source: .file(file.url),
            transport: fetcher,
            options: Self.options()
        )
        let failure = await Result.capture { try await first.start() }
        let sessionURL = first.sessionURL
        var resumed: Result<GDataHTTPResponse, any Error> = .failure(CancellationError())
        if let sessionURL {
            let second = try GDataResumableUpload(
                resuming: sessionURL,
                dialect: dialect,
                source: .file(file.url),
                mimeType: "application/octet-stream",
                transport: fetcher,
                options: .init(chunkSize: 100_000)
            )
            resumed = await Result.capture { try await second.start() }
        }
        await fetcher.shutdown()
        await server.stop()
        #expect(throws: GDataHTTPError.self) { try failure.get() }
        #expect(sessionURL != nil)
        let response = try resumed.get()
        try UploadRecoveryTests.expectDelivered(media, to: uploads, response: response)
        #expect(uploads.sessions.count == 1)
    }
}

extension Result where Failure == any Error {
    /// Captures the outcome of an async throwing call.
    static func capture(_ body: () async throws -> Success) async -> Result<Success, any Error> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }
}
