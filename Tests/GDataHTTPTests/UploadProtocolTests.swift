import Foundation
import GDataTestSupport
import Testing

@testable import GDataHTTP

/// Exact request sequences against a scripted transport.
@Suite struct UploadProtocolTests {
    static let session = "http://127.0.0.1:9/session/abc"

    static let bearer = GDataBearerTokenAuthorizer(token: "token-1")

    @Test func gdataChunksOf199000BytesWithChunk75000() async throws {
        let media = uploadBytes(199_000)
        let file = try TemporaryFile(media)
        defer { file.cleanup() }
        let transport = ScriptedTransport([
            ScriptedTransport.reply(200, [("Location", Self.session)]),
            ScriptedTransport.reply(308, [("Range", "bytes=0-74999")]),
            ScriptedTransport.reply(308, [("Range", "bytes=0-149999")]),
            ScriptedTransport.reply(201, [("Content-Type", "application/atom+xml")], body: "<entry/>"),
        ])
        let metadata = Data("<entry xmlns='http://www.w3.org/2005/Atom'/>".utf8)
        let upload = try makeUpload(
            headers: [
                "GData-Version": "3.0", "User-Agent": "test-agent", "Content-Type": "application/atom+xml",
                "Slug": "a.bin",
            ],
            metadata: metadata,
            dialect: .gdata,
            source: .file(file.url),
            mimeType: "video/mp4",
            transport: transport,
            options: .init(chunkSize: 75_000, authorizer: Self.bearer)
        )
        let response = try await upload.start()
        #expect(response.status == 201)
        #expect(response.body == Data("<entry/>".utf8))
        #expect(upload.sessionURL?.absoluteString == Self.session)
        #expect(upload.progress.acknowledgedBytes == 199_000)

        let requests = transport.requests
        try #require(requests.count == 4)
        let start = requests[0]
        #expect(start.method == "POST")
        #expect(start.headers["X-Upload-Content-Type"] == "video/mp4")
        #expect(start.headers["X-Upload-Content-Length"] == "199000")
        #expect(start.headers["Authorization"] == "Bearer token-1")
        #expect(start.headers["GData-Version"] == "3.0")
        #expect(start.headers["Slug"] == "a.bin")
        #expect(try wireBytes(start.body) == metadata)

        let ranges = ["bytes 0-74999/199000", "bytes 75000-149999/199000", "bytes 150000-198999/199000"]
        let lengths = ["75000", "75000", "49000"]
        let offsets: [Int64] = [0, 75_000, 150_000]
        for index in 0..<3 {
            let chunk = requests[index + 1]
            #expect(chunk.method == "PUT")
            #expect(chunk.url.absoluteString == Self.session)
            #expect(chunk.headers["Content-Range"] == ranges[index])
            #expect(chunk.headers["Content-Length"] == lengths[index])
            #expect(chunk.headers["Content-Type"] == "video/mp4")
            #expect(chunk.headers["User-Agent"] == "test-agent")
            #expect(!chunk.headers.contains("Authorization"))
            #expect(!chunk.headers.contains("GData-Version"))
            let length = Int64(lengths[index])!
            #expect(chunk.body == .file(file.url, offset: offsets[index], length: length))
            let lower = Int(offsets[index])
            #expect(try wireBytes(chunk.body) == media.subdata(in: lower..<(lower + Int(length))))
        }
    }

    @Test func thirteenBytesGoAsOneChunk() async throws {
        let transport = ScriptedTransport([
            ScriptedTransport.reply(200, [("Location", Self.session)]),
            ScriptedTransport.reply(201, body: "done"),
        ])
        let upload = try makeUpload(
            dialect: .gdata,
            source: .data(Data("Hello, world!".utf8)),
            mimeType: "text/plain",
            transport: transport,
            options: .init()
        )
        let response = try await upload.start()
        #expect(response.body == Data("done".utf8))
        let chunk = transport.requests[1]
        #expect(chunk.headers["Content-Range"] == "bytes 0-12/13")
        #expect(chunk.headers["Content-Length"] == "13")
        #expect(try wireBytes(chunk.body) == Data("Hello, world!".utf8))
    }

    @Test func emptyUploadSendsStarOverZero() async throws {
        let transport = ScriptedTransport([
            ScriptedTransport.reply(200, [("Location", Self.session)]),
            ScriptedTransport.reply(201, body: "empty"),
        ])
        let upload = try makeUpload(
            dialect: .gdata,
            source: .data(Data()),
            transport: transport,
            options: .init()
        )
        let response = try await upload.start()
        #expect(response.status == 201)
        let requests = transport.requests
        try #require(requests.count == 2)
        #expect(requests[0].headers["X-Upload-Content-Length"] == "0")
        #expect(requests[1].headers["Content-Range"] == "bytes */0")
        #expect(requests[1].headers["Content-Length"] == "0")
        #expect(try wireBytes(requests[1].body).isEmpty)
        #expect(upload.progress.fractionCompleted == 1)
    }

    @Test func a308WithoutRangeRestartsAtZero() async throws {
        let transport = ScriptedTransport([
            ScriptedTransport.reply(200, [("Location", Self.session)]),
            ScriptedTransport.reply(308),
            ScriptedTransport.reply(308, [("Range", "bytes=0-74999")]),
            ScriptedTransport.reply(201),
        ])
        let upload = try makeUpload(
            dialect: .gdata,
            source: .data(uploadBytes(150_000)),
            transport: transport,
            options: .init(chunkSize: 75_000)
        )
        _ = try await upload.start()
        #expect(
            transport.requests.dropFirst().map { $0.headers["Content-Range"] } == [
                "bytes 0-74999/150000", "bytes 0-74999/150000", "bytes 75000-149999/150000",
            ]
        )
    }

    @Test func locationInA308ReplacesTheSessionURL() async throws {
        let transport = ScriptedTransport([
            ScriptedTransport.reply(200, [("Location", Self.session)]),
            ScriptedTransport.reply(308, [("Range", "bytes=0-74999"), ("Location", "/session/moved")]),
            ScriptedTransport.reply(201),
        ])
        let events = EventLog()
        let upload = try makeUpload(
            dialect: .gdata,
            source: .data(uploadBytes(150_000)),
            transport: transport,
            options: .init(chunkSize: 75_000, eventHandler: events.handler)
        )
        _ = try await upload.start()
        let requests = transport.requests
        #expect(requests[1].url.absoluteString == Self.session)
        #expect(requests[2].url.absoluteString == "http://127.0.0.1:9/session/moved")
        #expect(upload.sessionURL?.absoluteString == "http://127.0.0.1:9/session/moved")
        let urls = events.all.compactMap { event -> String? in
            if case .sessionURL(let url) = event { return url.absoluteString }
            return nil
        }
        #expect(urls == [Self.session, "http://127.0.0.1:9/session/moved"])
    }

    @Test func missingLocationIsATypedError() async throws {
        let transport = ScriptedTransport([ScriptedTransport.reply(200, body: "no location")])
        let upload = try makeUpload(
            dialect: .gdata,
            source: .data(Data("x".utf8)),
            transport: transport,
            options: .init()
        )
        let error = await #expect(throws: GDataHTTPError.self) { try await upload.start() }
        #expect(error?.code == .uploadFailed)
        #expect(error?.status == 200)
        #expect(error?.message.contains("Location") == true)
        #expect(upload.phase == .failed)
    }

    @Test func refusedChunkIsUploadFailedWithStatusAndBody() async throws {
        let transport = ScriptedTransport([
            ScriptedTransport.reply(200, [("Location", Self.session)]),
            ScriptedTransport.reply(400, body: "bad chunk"),
        ])
        let upload = try makeUpload(
            dialect: .gdata,
            source: .data(Data("x".utf8)),
            transport: transport,
            options: .init()
        )
        let error = await #expect(throws: GDataHTTPError.self) { try await upload.start() }
        #expect(error?.code == .uploadFailed)
        #expect(error?.status == 400)
        #expect(error?.body == Data("bad chunk".utf8))
        #expect(error?.url?.absoluteString == Self.session)
    }

    @Test func malformedRangeIsInvalidResponse() async throws {
        let transport = ScriptedTransport([
            ScriptedTransport.reply(200, [("Location", Self.session)]),
            ScriptedTransport.reply(308, [("Range", "bytes=0-999999")]),
        ])
        let upload = try makeUpload(
            dialect: .gdata,
            source: .data(uploadBytes(150_000)),
            transport: transport,
            options: .init(chunkSize: 75_000)
        )
        let error = await #expect(throws: GDataHTTPError.self) { try await upload.start() }
        #expect(error?.code == .invalidResponse)
    }

    @Test func resumableDialectAuthorizesChunksAndAlignsTo256KiB() async throws {
        let total = 600_000
        let transport = ScriptedTransport([
            ScriptedTransport.reply(200, [("Location", Self.session)]),
            ScriptedTransport.reply(308, [("Range", "bytes=0-262143")]),
            ScriptedTransport.reply(308, [("Range", "bytes=0-524287")]),
            ScriptedTransport.reply(200, body: "{}"),
        ])
        let upload = try makeUpload(
            dialect: .resumable,
            source: .data(uploadBytes(total)),
            transport: transport,
            options: .init(chunkSize: 300_000, authorizer: Self.bearer)
        )
        _ = try await upload.start()
        let requests = transport.requests
        #expect(
            requests.dropFirst().map { $0.headers["Content-Range"] } == [
                "bytes 0-262143/600000", "bytes 262144-524287/600000", "bytes 524288-599999/600000",
            ]
        )
        #expect(requests.allSatisfy { $0.headers["Authorization"] == "Bearer token-1" })
    }

    @Test func googExchangeFor199000Bytes() async throws {
        let transport = ScriptedTransport([
            ScriptedTransport.reply(200, [("X-Goog-Upload-Status", "active"), ("X-Goog-Upload-URL", Self.session)]),
            ScriptedTransport.reply(200, [("X-Goog-Upload-Status", "active")]),
            ScriptedTransport.reply(
                200,
                [("X-Goog-Upload-Status", "active"), ("X-Goog-Upload-Size-Received", "150000")]
            ),
            ScriptedTransport.reply(200, [("X-Goog-Upload-Status", "final")], body: "{\"id\":1}"),
        ])
        let upload = try makeUpload(
            metadata: Data("{\"name\":\"x\"}".utf8),
            dialect: .goog,
            source: .data(uploadBytes(199_000)),
            mimeType: "image/png",
            transport: transport,
            options: .init(chunkSize: 75_000, authorizer: Self.bearer)
        )
        let response = try await upload.start()
        #expect(response.body == Data("{\"id\":1}".utf8))
        let requests = transport.requests
        try #require(requests.count == 4)
        let start = requests[0]
        #expect(start.method == "POST")
        #expect(start.headers["X-Goog-Upload-Protocol"] == "resumable")
        #expect(start.headers["X-Goog-Upload-Command"] == "start")
        #expect(start.headers["X-Goog-Upload-Content-Type"] == "image/png")
        #expect(start.headers["X-Goog-Upload-Content-Length"] == "199000")
        #expect(start.headers["X-Goog-Upload-Header-Content-Type"] == "image/png")
        #expect(start.headers["X-Goog-Upload-Header-Content-Length"] == "199000")
        #expect(start.headers["Authorization"] == "Bearer token-1")
        let chunks = Array(requests.dropFirst())
        #expect(chunks.map { $0.headers["X-Goog-Upload-Command"] } == ["upload", "upload", "upload, finalize"])
        #expect(chunks.map { $0.headers["X-Goog-Upload-Offset"] } == ["0", "75000", "150000"])
        #expect(chunks.map { $0.headers["Content-Length"] } == ["75000", "75000", "49000"])
        #expect(chunks.allSatisfy { !$0.headers.contains("Authorization") && $0.method == "PUT" })
        #expect(chunks.allSatisfy { $0.headers["X-Goog-Upload-Content-Length"] == "199000" })
    }

    @Test func googGranularityShapesChunks() async throws {
        let active = ("X-Goog-Upload-Status", "active")
        let transport = ScriptedTransport([
            ScriptedTransport.reply(
                200,
                [active, ("X-Goog-Upload-URL", Self.session), ("X-Goog-Upload-Chunk-Granularity", "66666")]
            ),
            ScriptedTransport.reply(200, [active]),
            ScriptedTransport.reply(200, [active]),
            ScriptedTransport.reply(200, [("X-Goog-Upload-Status", "final")]),
        ])
        let upload = try makeUpload(
            dialect: .goog,
            source: .data(uploadBytes(199_000)),
            transport: transport,
            options: .init(chunkSize: 75_000)
        )
        _ = try await upload.start()
        let chunks = Array(transport.requests.dropFirst())
        #expect(chunks.map { $0.headers["X-Goog-Upload-Offset"] } == ["0", "66666", "133332"])
        #expect(chunks.map { $0.headers["Content-Length"] } == ["66666", "66666", "65668"])
    }

    @Test func googEmptyUploadIsASingleFinalize() async throws {
        let transport = ScriptedTransport([
            ScriptedTransport.reply(200, [("X-Goog-Upload-Status", "active"), ("X-Goog-Upload-URL", Self.session)]),
            ScriptedTransport.reply(200, [("X-Goog-Upload-Status", "final")]),
        ])
        let upload = try makeUpload(dialect: .goog, source: .data(Data()), transport: transport, options: .init())
        _ = try await upload.start()
        let chunk = transport.requests[1]
        #expect(chunk.headers["X-Goog-Upload-Command"] == "finalize")
        #expect(chunk.headers["Content-Length"] == "0")
    }

    @Test func googStartWithoutURLOrActiveStatusFails() async throws {
        let transport = ScriptedTransport([ScriptedTransport.reply(200, [("X-Goog-Upload-Status", "final")])])
        let upload = try makeUpload(
            dialect: .goog,
            source: .data(Data("x".utf8)),
            transport: transport,
            options: .init()
        )
        let error = await #expect(throws: GDataHTTPError.self) { try await upload.start() }
        #expect(error?.code == .uploadFailed)
    }

    @Test func resumingBeginsWithAStatusQuery() async throws {
        let transport = ScriptedTransport([
            ScriptedTransport.reply(308, [("Range", "bytes=0-99999")]),
            ScriptedTransport.reply(201, body: "ok"),
        ])
        let upload = try makeUpload(
            resuming: URL(string: Self.session)!,
            dialect: .gdata,
            source: .data(uploadBytes(199_000)),
            transport: transport,
            options: .init(chunkSize: 150_000)
        )
        _ = try await upload.start()
        let requests = transport.requests
        try #require(requests.count == 2)
        #expect(requests[0].method == "PUT")
        #expect(requests[0].headers["Content-Range"] == "bytes */199000")
        #expect(requests[0].headers["Content-Length"] == "0")
        #expect(requests[1].headers["Content-Range"] == "bytes 100000-198999/199000")
    }

    @Test func chunkSizeBelowMinimumIsRaisedTo50000() async throws {
        let transport = ScriptedTransport([
            ScriptedTransport.reply(200, [("Location", Self.session)]),
            ScriptedTransport.reply(308, [("Range", "bytes=0-49999")]),
            ScriptedTransport.reply(201),
        ])
        let upload = try makeUpload(
            dialect: .gdata,
            source: .data(uploadBytes(100_000)),
            transport: transport,
            options: .init(chunkSize: 10)
        )
        _ = try await upload.start()
        #expect(
            transport.requests.dropFirst().map { $0.headers["Content-Range"] } == [
                "bytes 0-49999/100000", "bytes 50000-99999/100000",
            ]
        )
    }

    @Test func retryLimitEndsTheUploadWithBackoffDoubling() async throws {
        let uploads = UploadTestServer()
        uploads.inject(.status(503), on: .chunk)
        for _ in 0..<10 { uploads.inject(.status(503), on: .query) }
        let sleeper = RecordingSleeper()
        let upload = try makeUpload(
            url: URL(string: "http://127.0.0.1:9/start/gdata")!,
            dialect: .gdata,
            source: .data(uploadBytes(1000)),
            transport: ServerTransport(uploads),
            options: .init(retryPolicy: .init(maxRetries: 3, initialIntervalRange: 1...1, maxInterval: 600)),
            sleeper: sleeper
        )
        let error = await #expect(throws: GDataHTTPError.self) { try await upload.start() }
        #expect(error?.code == .uploadFailed)
        #expect(error?.status == 503)
        #expect(sleeper.intervals == [1, 2, 4])
        #expect(upload.sessionURL != nil)
    }
}
