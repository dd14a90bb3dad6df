import Foundation
import GDataTestSupport
import Testing

@testable import GDataHTTP

/// A server that reports an upload finished before it has every byte has lost data: the engine fails with both counts
/// (`PrematureCompletion`) in every dialect, never succeeds; a lost final answer (every byte sent) still completes.
@Suite struct UploadPrematureCompletionTests {
    static let dialects = UploadRecoveryTests.dialects
    static let size = 700_000

    /// The chunk size the engine uses with `chunkSize: 100_000` (`resumable` rounds to 256 KiB).
    static func chunk(_ dialect: GDataResumableUpload.Dialect) -> Int64 { dialect == .resumable ? 262_144 : 100_000 }

    /// The `size` the test server's result names (`<size>N</size>` in the entry, `"size":N` in the JSON).
    static let storedSize: @Sendable (GDataHTTPResponse) -> Int64? = { response in
        let text = String(decoding: response.body, as: UTF8.self)
        for (open, close) in [("<size>", "</size>"), ("\"size\":", "}")] {
            if let start = text.range(of: open),
                let end = text.range(of: close, range: start.upperBound..<text.endIndex)
            {
                return Int64(text[start.upperBound..<end.lowerBound])
            }
        }
        return nil
    }

    /// A server that refuses the second chunk (503) and answers the status query that follows by finishing the
    /// upload with the first chunk only, as fake-gcs-server does.
    static func finishingAtTheQuery() -> UploadTestServer {
        let uploads = UploadTestServer()
        uploads.inject(.status(503), on: .chunk, skipping: 1)
        uploads.inject(.finishEarly, on: .query)
        return uploads
    }

    func upload(
        _ dialect: GDataResumableUpload.Dialect,
        server: UploadTestServer,
        storedSize: (@Sendable (GDataHTTPResponse) -> Int64?)? = nil,
        resuming: URL? = nil,
        transport: (any GDataHTTPTransport)? = nil
    ) throws -> GDataResumableUpload {
        var options = GDataResumableUpload.Options(
            chunkSize: 100_000,
            retryPolicy: .init(initialIntervalRange: 1...1, maxInterval: 600)
        )
        options.storedSize = storedSize
        return try makeUpload(
            url: URL(string: "http://127.0.0.1:9/start/\(dialect.rawValue)")!,
            resuming: resuming,
            dialect: dialect,
            source: .data(uploadBytes(Self.size)),
            transport: transport ?? ServerTransport(server),
            options: options
        )
    }

    /// The premature completion `upload.start()` fails with.
    static func prematureCompletion(
        _ upload: GDataResumableUpload,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (GDataHTTPError, GDataResumableUpload.PrematureCompletion) {
        let error = try #require(
            await #expect(throws: GDataHTTPError.self, sourceLocation: sourceLocation) { try await upload.start() },
            sourceLocation: sourceLocation
        )
        #expect(error.code == .uploadFailed, sourceLocation: sourceLocation)
        let premature = try #require(
            error.underlying as? GDataResumableUpload.PrematureCompletion,
            "\(error)",
            sourceLocation: sourceLocation
        )
        #expect(upload.phase == .failed, sourceLocation: sourceLocation)
        return (error, premature)
    }

    /// fake-gcs-server's behaviour: after a failed chunk the status query finishes the object with what it holds.
    @Test(arguments: dialects) func aStatusQueryAnsweredFinishedEarlyFailsWithBothCounts(
        dialect: GDataResumableUpload.Dialect
    ) async throws {
        let uploads = Self.finishingAtTheQuery()
        let upload = try upload(dialect, server: uploads)
        let (error, premature) = try await Self.prematureCompletion(upload)
        let chunk = Self.chunk(dialect)
        // The second chunk was sent (and refused): two chunks were on the wire, the server kept one.
        #expect(premature == .init(totalBytes: Int64(Self.size), bytesSent: 2 * chunk, bytesStored: nil))
        #expect(error.message.contains("\(2 * chunk) of \(Self.size) bytes"), "\(error.message)")
        let session = try #require(uploads.sessions.first)
        #expect(session.isFinished)
        #expect(session.receivedLength == chunk)
        #expect(uploads.records.last?.kind == .query)
    }

    @Test(arguments: dialects) func aChunkAnsweredFinishedBeforeTheLastByteFails(dialect: GDataResumableUpload.Dialect)
        async throws
    {
        let uploads = UploadTestServer()
        uploads.inject(.finishEarly, on: .chunk, skipping: 1)
        let upload = try upload(dialect, server: uploads)
        let (_, premature) = try await Self.prematureCompletion(upload)
        let chunk = Self.chunk(dialect)
        #expect(premature == .init(totalBytes: Int64(Self.size), bytesSent: 2 * chunk, bytesStored: nil))
        #expect(uploads.sessions.first?.receivedLength == 2 * chunk)
        #expect(uploads.records.filter { $0.kind == .chunk }.count == 2)
    }

    /// With the stored size known (a Cloud Storage object's `size`), a mismatch is the same error, naming it.
    @Test(arguments: dialects) func aStoredSizeOtherThanTheLengthFails(dialect: GDataResumableUpload.Dialect)
        async throws
    {
        let uploads = Self.finishingAtTheQuery()
        let upload = try upload(dialect, server: uploads, storedSize: Self.storedSize)
        let (error, premature) = try await Self.prematureCompletion(upload)
        let chunk = Self.chunk(dialect)
        #expect(premature.bytesStored == chunk)
        #expect(premature.totalBytes == Int64(Self.size))
        #expect(error.message.contains("holding \(chunk) of \(Self.size) bytes"), "\(error.message)")

        // The same reader on a clean upload: the stored size matches, the upload succeeds.
        let clean = UploadTestServer()
        let response = try await self.upload(dialect, server: clean, storedSize: Self.storedSize).start()
        #expect(Self.storedSize(response) == Int64(Self.size))
        #expect(clean.sessions.first?.received == uploadBytes(Self.size))
    }

    /// A new engine continuing a session has sent nothing itself: "finished" is believed only with a stored size.
    @Test(arguments: dialects) func aResumedEngineBelievesFinishedOnlyWithTheStoredSize(
        dialect: GDataResumableUpload.Dialect
    ) async throws {
        let uploads = Self.finishingAtTheQuery()
        let first = try upload(dialect, server: uploads)
        _ = try await Self.prematureCompletion(first)
        let session = try #require(first.sessionURL)

        let blind = try upload(dialect, server: uploads, resuming: session)
        let (_, premature) = try await Self.prematureCompletion(blind)
        #expect(premature == .init(totalBytes: Int64(Self.size), bytesSent: 0, bytesStored: nil))
        let measured = try upload(dialect, server: uploads, storedSize: Self.storedSize, resuming: session)
        let (_, counted) = try await Self.prematureCompletion(measured)
        #expect(counted.bytesStored == Self.chunk(dialect))

        // A session the server really finished (every byte in): the stored size says so, the new engine completes.
        let complete = UploadTestServer()
        let done = try upload(dialect, server: complete)
        _ = try await done.start()
        let doneSession = try #require(done.sessionURL)
        let again = try upload(dialect, server: complete, storedSize: Self.storedSize, resuming: doneSession)
        let response = try await again.start()
        #expect(Self.storedSize(response) == Int64(Self.size))
        #expect(complete.records.last?.kind == .query)
    }

    /// Over real sockets and libcurl: the last chunk is stored but its answer is lost; the status query answers with
    /// the finished upload, which completes it because every byte went on the wire.
    @Test(arguments: dialects) func aLostFinalAnswerOverTheWireCompletes(dialect: GDataResumableUpload.Dialect)
        async throws
    {
        let media = uploadBytes(250_000, seed: 5)
        let uploads = UploadTestServer()
        // 250,000 bytes: three chunks (gdata, goog), one (resumable, 256 KiB).
        uploads.inject(.dropConnection(acceptingBytes: Int.max), on: .chunk, skipping: dialect == .resumable ? 0 : 2)
        let server = try await uploads.listen()
        let fetcher = GDataHTTPFetcher()
        let events = EventLog()
        let upload = try makeUpload(
            url: server.url("/start/\(dialect.rawValue)"),
            dialect: dialect,
            source: .data(media),
            transport: fetcher,
            options: .init(
                chunkSize: 100_000,
                retryPolicy: .init(initialIntervalRange: 0.01...0.01),
                eventHandler: events.handler
            )
        )
        let result = await Result(catching: { try await upload.start() })
        await fetcher.shutdown()
        await server.stop()
        let response = try result.get()
        try UploadRecoveryTests.expectDelivered(media, to: uploads, response: response)
        #expect(uploads.records.contains { $0.status == nil && $0.kind == .chunk })
        #expect(uploads.records.contains { $0.kind == .query })
    }
}

extension Result where Failure == any Error {
    /// The result of an async throwing body.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
