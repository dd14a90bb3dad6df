import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

@Suite("Test support")
struct TestSupportTests {
    @Test("CRC-32 matches the standard check value")
    func crcCheckValue() {
        #expect(TestGzip.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test("zlib's gzip stream has the RFC 1952 header and trailer, compresses, and decodes to the input")
    func gzipRoundTrip() {
        let text = Data(String(repeating: "<entry><title>gzip</title></entry>\n", count: 200).utf8)
        let encoded = TestGzip.encode(text)
        #expect(Array(encoded.prefix(3)) == [0x1f, 0x8b, 0x08])
        #expect(encoded.count < text.count / 10)
        let trailer = Array(encoded.suffix(8))
        let crc = trailer[0..<4].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        let size = trailer[4..<8].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        #expect(crc == TestGzip.crc32(Array(text)))
        #expect(size == UInt32(text.count))
        #expect(TestGzip.decode(encoded) == text)
        #expect(TestGzip.decode(encoded.dropLast(4)) == nil)
    }

    @Test("server records requests and connections")
    func serverRecords() async throws {
        let server = try await TestHTTPServer.start { _ in .ok("x") }
        #expect(server.port > 0)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
        #expect(server.requests.isEmpty)
        await server.stop()
        await server.stop()
        #expect(server.connectionCount == 0)
    }

    @Test(
        "temporaryDirectory makes a new private directory each call; withTemporaryDirectory removes it, also on error"
    )
    func temporaryDirectories() async throws {
        let first = try temporaryDirectory(prefix: "gdata-support")
        let second = try temporaryDirectory(prefix: "gdata-support")
        defer { for url in [first, second] { try? FileManager.default.removeItem(at: url) } }
        #expect(first != second)
        #expect(first.lastPathComponent.hasPrefix("gdata-support-"))
        let attributes = try FileManager.default.attributesOfItem(atPath: first.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: first.path).isEmpty)
        struct Failure: Error {}
        let kept = TestLockedValue<URL?>(nil)
        await #expect(throws: Failure.self) {
            try await withTemporaryDirectory { directory in
                kept.withLock { $0 = directory }
                try Data("x".utf8).write(to: directory.appendingPathComponent("file"))
                throw Failure()
            }
        }
        let removed = try #require(kept.current)
        #expect(!FileManager.default.fileExists(atPath: removed.path))
    }

    @Test("an Expect: 100-continue request gets the interim 100 before it sends its body")
    func expectContinue() async throws {
        try await withServer({ request in .status(201, "\(request.bodyLength)") }) { server in
            let connection = try RawHTTPConnection(port: server.port)
            await connection.send(
                "PUT /x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n"
            )
            let interim = await connection.readResponse()
            #expect(interim?.status == 100)
            await connection.send("hello")
            let final = await connection.readResponse()
            #expect(final?.status == 201)
            #expect(final.map { String(decoding: $0.body, as: UTF8.self) } == "5")
            connection.close()
        }
    }

    @Test(
        "the upload server with keepsBytes: false counts a single-request upload and a resumable one, keeping no bytes"
    )
    func uploadServerCounts() async throws {
        let finished = TestLockedValue<[Int64]>([])
        let uploads = UploadTestServer(keepsBytes: false) { session in
            if session.receivedLength == session.totalLength { finished.withLock { $0.append(session.receivedLength) } }
        }
        let server = try await uploads.listen()
        let fetcher = GDataHTTPFetcher(configuration: GDataHTTPFetcher.Configuration())
        let media = Data(repeating: 7, count: 300_000)
        try await withCleanup(
            {
                var single = GDataHTTPRequest(url: server.url("/single"), method: "PUT")
                single.body = .data(media)
                let response = try await fetcher.fetch(single)
                #expect(response.status == 201)
                let upload = try GDataResumableUpload(
                    request: GDataHTTPRequest(url: server.url("/start/resumable"), method: "POST"),
                    dialect: .resumable,
                    source: .data(media),
                    mimeType: "application/octet-stream",
                    transport: fetcher,
                    options: GDataResumableUpload.Options(chunkSize: 256 * 1024)
                )
                let result = try await upload.start()
                #expect(result.status == 200)
            },
            cleanup: {
                await fetcher.shutdown()
                await server.stop()
            }
        )
        #expect(uploads.sessions.map(\.receivedLength) == [300_000, 300_000])
        #expect(uploads.sessions.map(\.dialect) == [.single, .resumable])
        #expect(uploads.sessions.allSatisfy { $0.received.isEmpty && $0.isFinished })
        #expect(uploads.violations.isEmpty)
        #expect(finished.current == [300_000, 300_000])
        #expect(server.requests.isEmpty)
        #expect(uploads.records.filter { $0.kind == .chunk }.map(\.request.bodyLength) == [300_000, 262_144, 37_856])
    }
}
