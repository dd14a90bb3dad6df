import Foundation
import GDataHTTP
import GDataTestSupport
import GTLR
import GTLRTestingSvc
import Logging
import Testing

/// Pausing, resuming, cancelling and continuing chunked uploads through the ticket, as the original's
/// `pauseUpload` / `resumeUpload` / `uploadPaused` / `uploadLocationURL`, checked on what the server received.
struct GTLRUploadControlTests {
    static let chunk: Int64 = 262_144
    static let media = Data((0..<700_000).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) })

    /// A loopback server carrying `uploads`: the simple and resumable upload paths open sessions of the
    /// `resumable` and `goog` dialects; session URLs go to `uploads` as they are.
    static func start(_ uploads: UploadTestServer) async throws -> TestHTTPServer {
        try await TestHTTPServer.start { request in
            var routed = request
            if request.path == "/upload/drive/v3/files" {
                routed = TestHTTPRequest(
                    method: request.method,
                    uri: "/start/resumable",
                    headers: request.headers,
                    body: request.body
                )
            } else if request.path == "/resumable/upload/drive/v3/files" {
                routed = TestHTTPRequest(
                    method: request.method,
                    uri: "/start/goog",
                    headers: request.headers,
                    body: request.body
                )
            }
            return uploads.handle(routed)
        }
    }

    /// A service pointed at `server` with 262,144-byte chunks; `parked` (if given) fires when an upload pauses.
    static func service(_ server: TestHTTPServer, parked: TestSignal? = nil) -> GTLRTestingSvcService {
        let service = GTLRServiceLoopbackTests.service(server)
        service.serviceUploadChunkSize = chunk
        if let parked {
            service.logger = Logger(label: "test") { _ in
                RecordingLogHandler { message in if message == "GTLR upload paused" { parked.fire() } }
            }
        }
        return service
    }

    static func query(
        _ uploadProtocol: GTLRUploadParameters.UploadProtocol,
        location: URL? = nil,
        progress: (@Sendable (GTLRServiceTicket, Int64, Int64) -> Void)? = nil
    ) -> GTLRTestingSvcQuery_FilesCreate {
        var parameters = GTLRUploadParameters(data: media, mimeType: "application/octet-stream")
        parameters.uploadProtocol = uploadProtocol
        parameters.uploadLocationURL = location
        let metadata = GTLRTestingSvc_File()
        metadata.name = "paused"
        let query = GTLRTestingSvcQuery_FilesCreate.query(withObject: metadata, uploadParameters: parameters)
        query.executionParameters.uploadProgressBlock = progress
        return query
    }

    /// The original's README: `if (ticket.uploadPaused) [ticket resumeUpload]; else [ticket pauseUpload];` from the
    /// progress block. The pause comes when the first chunk is acknowledged; until the test resumes, the server gets
    /// nothing more; after it, the upload goes on from the acknowledged offset (no status query: the offset is
    /// known) and the server receives every remaining byte once.
    @Test(.timeLimit(.minutes(1)), arguments: [GTLRUploadParameters.UploadProtocol.resumable, .goog])
    func pauseFromTheProgressBlockStopsTheBytesAndResumeDeliversEveryByte(
        uploadProtocol: GTLRUploadParameters.UploadProtocol
    ) async throws {
        let uploads = UploadTestServer()
        let server = try await Self.start(uploads)
        defer { Task { await server.stop() } }
        let parked = TestSignal()
        let service = Self.service(server, parked: parked)
        let toggled = TestLockedValue(false)
        let query = Self.query(uploadProtocol) { ticket, sent, _ in
            guard sent >= Self.chunk else { return }
            let first = toggled.withLock { (done: inout Bool) -> Bool in
                defer { done = true }
                return !done
            }
            guard first else { return }
            if ticket.isUploadPaused { ticket.resumeUpload() } else { ticket.pauseUpload() }
        }
        let ticket = service.startQuery(query)
        await parked.wait()
        #expect(ticket.isUploadPaused)
        let atPause = uploads.records.count
        let heldAtPause = try #require(uploads.sessions.first).received
        // Nothing moved while paused: the server has the start and the first chunk, exactly the first chunk's bytes.
        #expect(uploads.records.map(\.kind) == [.start, .chunk])
        #expect(heldAtPause == Self.media.prefix(Int(Self.chunk)))
        #expect(uploads.records.count == atPause)
        ticket.resumeUpload()
        #expect(!ticket.isUploadPaused)
        let object = try await ticket.value
        #expect(object is GTLRTestingSvc_File)
        let session = try #require(uploads.sessions.first)
        #expect(uploads.sessions.count == 1)
        #expect(session.isFinished)
        #expect(session.received.count == Self.media.count)
        #expect(session.received == Self.media)
        #expect(uploads.violations.isEmpty)
        // After the resume, the next chunk went out at once, from the acknowledged offset.
        #expect(!uploads.records.contains { $0.kind == .query })
        let next = try #require(uploads.records.dropFirst(atPause).first)
        #expect(next.kind == .chunk)
        #expect(
            next.request.header("Content-Range") == "bytes 262144-524287/700000"
                || next.request.header("X-Goog-Upload-Offset") == "262144"
        )
        #expect(ticket.uploadLocationURL?.path == "/session/\(session.id)")
        await service.shutdown()
    }

    /// A pause asked for before the session exists: the session is opened, no chunk is sent until the resume.
    @Test(.timeLimit(.minutes(1))) func pauseBeforeTheFirstChunkHoldsEveryByte() async throws {
        let uploads = UploadTestServer()
        let server = try await Self.start(uploads)
        defer { Task { await server.stop() } }
        let parked = TestSignal()
        let service = Self.service(server, parked: parked)
        let ticket = service.startQuery(Self.query(.resumable))
        ticket.pauseUpload()
        #expect(ticket.isUploadPaused)
        await parked.wait()
        #expect(uploads.records.map(\.kind) == [.start])
        #expect(uploads.sessions.first?.received.isEmpty == true)
        ticket.resumeUpload()
        _ = try await ticket.value
        #expect(uploads.sessions.first?.received == Self.media)
        #expect(uploads.violations.isEmpty)
        await service.shutdown()
    }

    /// A single-request upload cannot pause (as in the original): the calls change nothing.
    @Test func singleRequestUploadsIgnorePause() async throws {
        let server = try await TestHTTPServer.start { _ in
            GTLRServiceLoopbackTests.json(#"{"kind":"drive#file","id":"one"}"#)
        }
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        let ticket = service.startQuery(Self.query(.multipart))
        ticket.pauseUpload()
        #expect(!ticket.isUploadPaused)
        _ = try await ticket.value
        #expect(ticket.uploadLocationURL == nil)
        #expect(server.requests.first?.body.count ?? 0 > Self.media.count)
        await service.shutdown()
    }

    /// The original's way to continue later: a cancelled upload's ticket keeps the session URL; a new query with it
    /// as `uploadLocationURL` and the same media asks the server for its offset and sends the rest.
    @Test func aCancelledUploadContinuesFromItsLocationURLInANewQuery() async throws {
        let uploads = UploadTestServer()
        let server = try await Self.start(uploads)
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        // Cancel from the progress block once the first chunk is acknowledged; executeQuery (no ticket task) too.
        let cancelling = Self.query(.resumable) { ticket, sent, _ in
            if sent >= Self.chunk { ticket.cancel() }
        }
        let seen = TestLockedValue<GTLRServiceTicket?>(nil)
        cancelling.completionBlock = { ticket, _, _ in seen.withLock { $0 = ticket } }
        await #expect {
            _ = try await service.executeQuery(cancelling)
        } throws: { ($0 as? GTLRServiceError)?.code == .cancelled }
        let cancelled = try #require(seen.current)
        let location = try #require(cancelled.uploadLocationURL)
        let first = try #require(uploads.sessions.first)
        #expect(location.path == "/session/\(first.id)")
        #expect(!first.isFinished)
        #expect(first.received == Self.media.prefix(Int(Self.chunk)))

        let resumed = service.startQuery(Self.query(.resumable, location: location))
        _ = try await resumed.value
        let session = try #require(uploads.sessions.first)
        #expect(uploads.sessions.count == 1)
        #expect(session.isFinished)
        #expect(session.received == Self.media)
        #expect(uploads.violations.isEmpty)
        #expect(uploads.records.filter { $0.kind == .start }.count == 1)
        #expect(uploads.records.filter { $0.kind == .query }.count == 1)
        await service.shutdown()
    }

    /// A failed upload (a chunk refused with 400) keeps its session URL on the ticket and continues from it.
    @Test func aFailedUploadContinuesFromItsLocationURL() async throws {
        let uploads = UploadTestServer()
        uploads.inject(.status(400), on: .chunk, skipping: 1)
        let server = try await Self.start(uploads)
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        let failing = service.startQuery(Self.query(.goog))
        await #expect(throws: GTLRServiceError.self) { _ = try await failing.value }
        let location = try #require(failing.uploadLocationURL)
        #expect(uploads.sessions.first?.isFinished == false)
        _ = try await service.executeQuery(Self.query(.goog, location: location))
        let session = try #require(uploads.sessions.first)
        #expect(uploads.sessions.count == 1)
        #expect(session.received == Self.media)
        #expect(session.isFinished)
        #expect(uploads.violations.isEmpty)
        await service.shutdown()
    }

    /// One rule for chunked uploads: ``GTLRService/Configuration/uploadRetry`` (default `.upload`) decides whether or
    /// not fetch retry is on. (They used to take the service's fetch policy once one was set, a 60 s cap instead of
    /// 600 s.) With fetch retry off a dropped chunk is recovered; with fetch retry on and `uploadRetry` `.disabled`
    /// the same drop fails the upload.
    @Test(.timeLimit(.minutes(1)), arguments: [GTLRUploadParameters.UploadProtocol.resumable, .goog])
    func chunkedUploadsFollowUploadRetryNotTheFetchRetry(uploadProtocol: GTLRUploadParameters.UploadProtocol)
        async throws
    {
        #expect(GTLRService.Configuration().uploadRetry.maxInterval == GDataHTTPRetryPolicy.uploadMaxInterval)
        let uploads = UploadTestServer()
        uploads.inject(.dropConnection(acceptingBytes: 1000), on: .chunk, skipping: 1)
        let server = try await Self.start(uploads)
        let service = Self.service(server)
        try await withCleanup {
            #expect(!service.retryEnabled)
            service.configuration.uploadRetry.initialIntervalRange = 0.01...0.02
            _ = try await service.executeQuery(Self.query(uploadProtocol))
            let recovered = try #require(uploads.sessions.last)
            #expect(recovered.received == Self.media)
            #expect(recovered.isFinished)

            uploads.inject(.dropConnection(acceptingBytes: 1000), on: .chunk, skipping: 1)
            service.fetcherConfiguration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.02)
            service.configuration.uploadRetry = .disabled
            await #expect(throws: GTLRServiceError.self) {
                _ = try await service.executeQuery(Self.query(uploadProtocol))
            }
            #expect(uploads.sessions.count == 2)
            #expect(uploads.sessions.last?.isFinished == false)
        } cleanup: {
            await service.shutdown()
            await server.stop()
        }
    }

    /// Cancelling a `goog` upload tells the server (as the original did), which ends the session: no location is
    /// left to continue from.
    @Test func aCancelledGoogUploadEndsItsSession() async throws {
        let uploads = UploadTestServer()
        let server = try await Self.start(uploads)
        defer { Task { await server.stop() } }
        let service = Self.service(server)
        let ticket = service.startQuery(
            Self.query(.goog) { ticket, sent, _ in
                if sent >= Self.chunk { ticket.cancel() }
            }
        )
        await #expect {
            _ = try await ticket.value
        } throws: { ($0 as? GTLRServiceError)?.code == .cancelled }
        #expect(ticket.uploadLocationURL == nil)
        #expect(uploads.sessions.first?.isCancelled == true)
        #expect(uploads.records.last?.kind == .cancel)
        await service.shutdown()
    }
}
