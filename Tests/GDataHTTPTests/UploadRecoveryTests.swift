import Foundation
import GDataTestSupport
import Testing

@testable import GDataHTTP

/// Recovery, pause/resume and cancel against the protocol server, in memory (no sockets).
@Suite struct UploadRecoveryTests {
    static let dialects: [GDataResumableUpload.Dialect] = [.gdata, .resumable, .goog]
    static let size = 700_000

    static func serverDialect(_ dialect: GDataResumableUpload.Dialect) -> String { dialect.rawValue }

    /// Asserts the server holds exactly `media`, each byte accepted once, and that the upload result is its answer.
    static func expectDelivered(_ media: Data, to uploads: UploadTestServer, response: GDataHTTPResponse) throws {
        #expect(uploads.violations == [])
        let session = try #require(uploads.sessions.first)
        #expect(session.received == media)
        var next: Int64 = 0
        for range in session.acceptedRanges {
            #expect(range.lowerBound == next, "range \(range) overlaps or leaves a gap")
            next = range.upperBound
        }
        #expect(next == Int64(media.count))
        #expect(response.body == uploads.resultBody(session))
    }

    func upload(
        _ dialect: GDataResumableUpload.Dialect,
        media: Data,
        server: UploadTestServer,
        transport: (any GDataHTTPTransport)? = nil,
        sleeper: RecordingSleeper = RecordingSleeper(),
        events: EventLog = EventLog()
    ) throws -> GDataResumableUpload {
        try makeUpload(
            url: URL(string: "http://127.0.0.1:9/start/\(dialect.rawValue)")!,
            dialect: dialect,
            source: .data(media),
            transport: transport ?? ServerTransport(server),
            options: .init(
                chunkSize: 100_000,
                retryPolicy: .init(initialIntervalRange: 1...1, maxInterval: 600),
                eventHandler: events.handler
            ),
            sleeper: sleeper
        )
    }

    @Test(arguments: dialects) func cleanUpload(dialect: GDataResumableUpload.Dialect) async throws {
        let media = uploadBytes(Self.size)
        let uploads = UploadTestServer(googGranularity: dialect == .goog ? 50_000 : nil)
        let response = try await upload(dialect, media: media, server: uploads).start()
        try Self.expectDelivered(media, to: uploads, response: response)
    }

    @Test(arguments: dialects) func a503OnAChunkIsRecoveredByQuery(dialect: GDataResumableUpload.Dialect) async throws {
        let media = uploadBytes(Self.size)
        let uploads = UploadTestServer()
        uploads.inject(.status(503), on: .chunk, skipping: 1)
        let sleeper = RecordingSleeper()
        let response = try await upload(dialect, media: media, server: uploads, sleeper: sleeper).start()
        try Self.expectDelivered(media, to: uploads, response: response)
        #expect(sleeper.intervals == [1])
        let kinds = uploads.records.map { $0.kind }
        let failed = try #require(uploads.records.firstIndex { $0.status == 503 })
        #expect(kinds[failed + 1] == .query)
    }

    @Test(arguments: dialects) func droppedConnectionMidChunkContinuesFromServerOffset(
        dialect: GDataResumableUpload.Dialect
    ) async throws {
        let media = uploadBytes(Self.size)
        let uploads = UploadTestServer()
        // The server keeps part of the second chunk and drops the connection.
        let kept = dialect == .resumable ? 0 : 30_000
        uploads.inject(.dropConnection(acceptingBytes: kept), on: .chunk, skipping: 1)
        let response = try await upload(dialect, media: media, server: uploads).start()
        try Self.expectDelivered(media, to: uploads, response: response)
    }

    @Test(arguments: dialects) func lostAnswerAfterFullChunkIsNotResent(dialect: GDataResumableUpload.Dialect)
        async throws
    {
        let media = uploadBytes(Self.size)
        let uploads = UploadTestServer()
        uploads.inject(.dropConnection(acceptingBytes: Int.max), on: .chunk, skipping: 1)
        let response = try await upload(dialect, media: media, server: uploads).start()
        try Self.expectDelivered(media, to: uploads, response: response)
    }

    @Test(arguments: dialects) func a5xxOnTheStatusQueryIsRetried(dialect: GDataResumableUpload.Dialect) async throws {
        let media = uploadBytes(Self.size)
        let uploads = UploadTestServer()
        uploads.inject(.status(502), on: .chunk, skipping: 2)
        uploads.inject(.status(500), on: .query)
        let sleeper = RecordingSleeper()
        let response = try await upload(dialect, media: media, server: uploads, sleeper: sleeper).start()
        try Self.expectDelivered(media, to: uploads, response: response)
        #expect(sleeper.intervals == [1, 2])
    }

    @Test(arguments: dialects) func lostFinalAnswerIsFetchedByQuery(dialect: GDataResumableUpload.Dialect) async throws
    {
        let media = uploadBytes(150_000)
        let uploads = UploadTestServer()
        // The last chunk is stored but its answer is lost: the query returns the resource.
        uploads.inject(.dropConnection(acceptingBytes: Int.max), on: .chunk, skipping: dialect == .resumable ? 0 : 1)
        let response = try await upload(dialect, media: media, server: uploads).start()
        try Self.expectDelivered(media, to: uploads, response: response)
    }

    @Test func initialRequestIsRetriedOn503() async throws {
        let media = uploadBytes(1000)
        let uploads = UploadTestServer()
        uploads.inject(.status(503), on: .start)
        let sleeper = RecordingSleeper()
        let response = try await upload(.gdata, media: media, server: uploads, sleeper: sleeper).start()
        try Self.expectDelivered(media, to: uploads, response: response)
        #expect(sleeper.intervals == [1])
        #expect(uploads.records.filter { $0.kind == .start }.count == 2)
    }

    @Test func retryDisabledFailsAtOnceKeepingTheSession() async throws {
        let uploads = UploadTestServer()
        uploads.inject(.status(503), on: .chunk)
        let upload = try makeUpload(
            url: URL(string: "http://127.0.0.1:9/start/gdata")!,
            dialect: .gdata,
            source: .data(uploadBytes(1000)),
            transport: ServerTransport(uploads),
            options: .init(retryPolicy: .disabled)
        )
        let error = await #expect(throws: GDataHTTPError.self) { try await upload.start() }
        #expect(error?.code == .uploadFailed)
        #expect(error?.status == 503)
        #expect(error?.url == upload.sessionURL)
        #expect(upload.sessionURL != nil)
    }

    @Test(arguments: dialects) func pauseAbortsTheChunkInFlightAndResumeQueries(
        dialect: GDataResumableUpload.Dialect
    ) async throws {
        let media = uploadBytes(Self.size)
        let uploads = UploadTestServer()
        let hung = TestLockedValue(false)
        let holder = TestLockedValue<GDataResumableUpload?>(nil)
        let transport = ServerTransport(
            uploads,
            hangs: { request in
                // Hang the second chunk, once.
                let isSecondChunk =
                    request.headers["Content-Range"].map { !$0.hasPrefix("bytes 0-") && !$0.hasPrefix("bytes */") }
                    ?? (request.headers["X-Goog-Upload-Offset"].map { $0 != "0" } ?? false)
                return isSecondChunk
                    && hung.withLock { done in
                        defer { done = true }
                        return !done
                    }
            },
            onHang: { holder.current?.pause() }
        )
        let events = EventLog()
        let upload = try upload(dialect, media: media, server: uploads, transport: transport, events: events)
        holder.withLock { $0 = upload }
        let task = Task { try await upload.start() }
        await events.wait { $0.isPaused }
        #expect(upload.phase == .paused)
        #expect(upload.isPaused)
        let heldWhilePaused = uploads.sessions.first?.received.count
        upload.resume()
        let response = try await task.value
        try Self.expectDelivered(media, to: uploads, response: response)
        #expect(heldWhilePaused == (dialect == .resumable ? 262_144 : 100_000))
        // The first request after the pause is a status query.
        let records = uploads.records
        let firstQuery = try #require(records.firstIndex { $0.kind == .query })
        #expect(records[..<firstQuery].filter { $0.kind == .chunk }.count == 1)
    }

    @Test func pauseWithoutAbortingFinishesTheChunkFirst() async throws {
        let media = uploadBytes(Self.size)
        let uploads = UploadTestServer()
        let holder = TestLockedValue<GDataResumableUpload?>(nil)
        let paused = TestLockedValue(false)
        let events = EventLog { event in
            // Pause once, when 200,000 bytes are in.
            if case .acknowledged(let offset) = event, offset == 200_000, !paused.withLock({ $0 }) {
                paused.withLock { $0 = true }
                holder.current?.pause(abortingChunkInFlight: false)
            }
        }
        let upload = try upload(.gdata, media: media, server: uploads, events: events)
        holder.withLock { $0 = upload }
        let task = Task { try await upload.start() }
        await events.wait { $0.isPaused }
        #expect(uploads.sessions.first?.received.count == 200_000)
        #expect(upload.progress.acknowledgedBytes == 200_000)
        let atPause = uploads.records.count
        upload.resume()
        let response = try await task.value
        try Self.expectDelivered(media, to: uploads, response: response)
        // The acknowledged offset was known: the upload went on from it without asking the server (no query).
        #expect(!uploads.records.contains { $0.kind == .query })
        let next = try #require(uploads.records.dropFirst(atPause).first)
        #expect(next.kind == .chunk)
        #expect(next.request.header("Content-Range") == "bytes 200000-299999/700000")
    }

    @Test(arguments: dialects) func resumeFromSessionURLInANewEngine(dialect: GDataResumableUpload.Dialect) async throws
    {
        let media = uploadBytes(Self.size)
        let uploads = UploadTestServer()
        // A refusal that cannot be retried ends the first engine after two chunks.
        uploads.inject(.status(400), on: .chunk, skipping: 2)
        let first = try upload(dialect, media: media, server: uploads)
        let error = await #expect(throws: GDataHTTPError.self) { try await first.start() }
        let sessionURL = try #require(first.sessionURL)
        #expect(error?.url == sessionURL)
        let held = uploads.sessions.first?.received.count ?? 0
        #expect(held > 0 && held < Self.size)

        let second = try makeUpload(
            resuming: sessionURL,
            dialect: dialect,
            source: .data(media),
            transport: ServerTransport(uploads),
            options: .init(chunkSize: 100_000)
        )
        let response = try await second.start()
        try Self.expectDelivered(media, to: uploads, response: response)
        #expect(uploads.sessions.count == 1)
        let afterFailure = uploads.records.drop { $0.status != 400 }.dropFirst()
        #expect(afterFailure.first?.kind == .query)
    }

    @Test func googCancelTellsTheServer() async throws {
        let media = uploadBytes(Self.size)
        let uploads = UploadTestServer()
        let holder = TestLockedValue<GDataResumableUpload?>(nil)
        let events = EventLog { event in
            if case .acknowledged(let offset) = event, offset > 0 { holder.current?.cancel() }
        }
        let upload = try upload(.goog, media: media, server: uploads, events: events)
        holder.withLock { $0 = upload }
        let error = await #expect(throws: GDataHTTPError.self) { try await upload.start() }
        #expect(error?.code == .cancelled)
        #expect(upload.phase == .cancelled)
        let session = try #require(uploads.sessions.first)
        #expect(session.isCancelled)
        #expect(session.received.count == 100_000)
        #expect(uploads.records.last?.kind == .cancel)
    }

    @Test func cancellingTheCallingTaskCancelsTheUpload() async throws {
        let uploads = UploadTestServer()
        let started = EventLog()
        let transport = ServerTransport(
            uploads,
            hangs: { $0.headers["Content-Range"] != nil },
            onHang: {
                started.handler(.paused)
            }
        )
        let upload = try upload(.gdata, media: uploadBytes(1000), server: uploads, transport: transport)
        let task = Task { try await upload.start() }
        await started.wait { $0.isPaused }
        task.cancel()
        do {
            _ = try await task.value
            Issue.record("the upload finished although its task was cancelled")
        } catch {
            #expect((error as? GDataHTTPError)?.code == .cancelled)
        }
        #expect(upload.phase == .cancelled)
    }

    @Test func progressReportsAcknowledgedBytes() async throws {
        let media = uploadBytes(Self.size)
        let uploads = UploadTestServer()
        let seen = TestLockedValue<[GDataResumableUpload.Progress]>([])
        let upload = try makeUpload(
            url: URL(string: "http://127.0.0.1:9/start/gdata")!,
            dialect: .gdata,
            source: .data(media),
            transport: ServerTransport(uploads),
            options: .init(chunkSize: 100_000, progressHandler: { progress in seen.withLock { $0.append(progress) } })
        )
        _ = try await upload.start()
        let acknowledged = seen.current.filter { $0.inFlightBytes == 0 }.map(\.acknowledgedBytes)
        #expect(acknowledged == [100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000])
        #expect(seen.current.allSatisfy { $0.totalBytes == Int64(Self.size) && $0.completedBytes <= $0.totalBytes })
        #expect(upload.progress.fractionCompleted == 1)
    }
}
