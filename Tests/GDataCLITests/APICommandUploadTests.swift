import Foundation
import GDataTestSupport
import Testing

/// `gdata api --upload` with each protocol and `--batch`, against the loopback server (which records the wire).
@Suite struct APICommandUploadTests {
    static func file(_ data: Data, in directory: URL, named name: String = "media.bin") throws -> URL {
        let url = directory.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    @Test func multipartSendsMetadataAndMediaToTheSimplePath() async throws {
        let server = try await TestHTTPServer.start { _ in APICommandTests.json(#"{"name":"m.bin"}"#) }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let media = GDataCLIRunner.patternedBytes(5_000)
        let file = try Self.file(media, in: directory)
        let metadata = try Self.file(Data(#"{"name":"m.bin"}"#.utf8), in: directory, named: "meta.json")
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.insert", "--param", "bucket=bkt", "--body", metadata.path, "--upload", file.path,
            "--mime", "application/octet-stream", "--upload-protocol", "multipart",
            "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(result.stdoutText == #"{"name":"m.bin"}"# + "\n")
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.uri == "/upload/storage/v1/b/bkt/o?uploadType=multipart")
        #expect(request.header("Content-Type")?.hasPrefix("multipart/related; boundary=") == true)
        var expected = Data("\r\n--END_OF_PART\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n".utf8)
        expected.append(Data(#"{"name":"m.bin"}"#.utf8))
        expected.append(
            Data(
                "\r\n--END_OF_PART\r\nContent-Transfer-Encoding: binary\r\nContent-Type: application/octet-stream\r\n\r\n"
                    .utf8
            )
        )
        expected.append(media)
        expected.append(Data("\r\n--END_OF_PART--\r\n".utf8))
        #expect(request.body == expected)
    }

    @Test func mediaSendsTheFileAlone() async throws {
        let server = try await TestHTTPServer.start { _ in APICommandTests.json(#"{"name":"x"}"#) }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let media = GDataCLIRunner.patternedBytes(3_000)
        let file = try Self.file(media, in: directory)
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.insert", "--param", "bucket=bkt", "--param", "name=x", "--upload", file.path,
            "--mime", "text/plain", "--upload-protocol", "media", "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        let request = try #require(server.requests.first)
        #expect(request.uri == "/upload/storage/v1/b/bkt/o?name=x&uploadType=media")
        #expect(request.header("Content-Type") == "text/plain")
        #expect(request.body == media)
    }

    /// A `uploadType=resumable` server: the start answers a session `Location`; chunks answer 308 + `Range` until
    /// the last, which answers the object.
    static func resumableServer(received: TestLockedValue<Data>) async throws -> TestHTTPServer {
        try await TestHTTPServer.start { request in
            if request.method == "POST" {
                return TestHTTPResponse(status: 200, headers: [TestHTTPHeader("Location", "/session/1?upload_id=u1")])
            }
            received.withLock { $0.append(request.body) }
            let range = request.header("Content-Range") ?? ""
            let numbers = range.dropFirst("bytes ".count).split(whereSeparator: { $0 == "-" || $0 == "/" })
            guard numbers.count == 3, let end = Int(numbers[1]), let total = Int(numbers[2]) else {
                return .status(400, "bad Content-Range \(range)")
            }
            if end + 1 < total {
                return TestHTTPResponse(status: 308, headers: [TestHTTPHeader("Range", "bytes=0-\(end)")])
            }
            return APICommandTests.json(#"{"name":"r.bin","size":"\#(total)"}"#)
        }
    }

    @Test func resumableIsTheDefaultAndSendsChunks() async throws {
        let received = TestLockedValue(Data())
        let server = try await Self.resumableServer(received: received)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let media = GDataCLIRunner.patternedBytes(600_000)
        let file = try Self.file(media, in: directory)
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.insert", "--param", "bucket=bkt", "--param", "name=r.bin", "--upload", file.path,
            "--mime", "application/octet-stream", "--chunk-size", "262144", "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(result.stdoutText.contains(#""size":"600000""#))
        let start = try #require(server.requests.first)
        #expect(start.uri == "/upload/storage/v1/b/bkt/o?name=r.bin&uploadType=resumable")
        #expect(start.header("X-Upload-Content-Type") == "application/octet-stream")
        #expect(start.header("X-Upload-Content-Length") == "600000")
        #expect(start.body == Data("{}".utf8))
        let chunks = server.requests.dropFirst()
        #expect(chunks.map(\.method) == ["PUT", "PUT", "PUT"])
        #expect(
            chunks.map { $0.header("Content-Range") } == [
                "bytes 0-262143/600000", "bytes 262144-524287/600000", "bytes 524288-599999/600000",
            ]
        )
        #expect(chunks.allSatisfy { $0.uri == "/session/1?upload_id=u1" })
        #expect(received.withLock { $0 } == media)
    }

    @Test func googProtocolStartsAtTheResumablePath() async throws {
        let server = try await TestHTTPServer.start { request in
            if request.header("X-Goog-Upload-Command") == "start" {
                return TestHTTPResponse(
                    status: 200,
                    headers: [
                        TestHTTPHeader("X-Goog-Upload-Status", "active"),
                        TestHTTPHeader("X-Goog-Upload-URL", "/goog-session?id=g1"),
                    ]
                )
            }
            return APICommandTests.json(
                #"{"name":"g.bin"}"#,
                headers: [TestHTTPHeader("X-Goog-Upload-Status", "final")]
            )
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let media = GDataCLIRunner.patternedBytes(10_000)
        let file = try Self.file(media, in: directory)
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.insert", "--param", "bucket=bkt", "--param", "name=g.bin", "--upload", file.path,
            "--mime", "image/png", "--upload-protocol", "goog", "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(result.stdoutText == #"{"name":"g.bin"}"# + "\n")
        let start = try #require(server.requests.first)
        #expect(start.uri == "/resumable/upload/storage/v1/b/bkt/o?name=g.bin")
        #expect(start.header("X-Goog-Upload-Protocol") == "resumable")
        #expect(start.header("X-Goog-Upload-Content-Type") == "image/png")
        let upload = try #require(server.requests.last)
        #expect(upload.uri == "/goog-session?id=g1")
        #expect(upload.header("X-Goog-Upload-Command") == "upload, finalize")
        #expect(upload.body == media)
    }

    @Test func googUploadResumesAfterA503WithAStatusQuery() async throws {
        // (bytes stored so far, whether the one fault has been served)
        let state = TestLockedValue((Data(), false))
        let server = try await TestHTTPServer.start { request in
            let command = request.header("X-Goog-Upload-Command") ?? ""
            if command == "start" {
                return TestHTTPResponse(
                    status: 200,
                    headers: [
                        TestHTTPHeader("X-Goog-Upload-Status", "active"),
                        TestHTTPHeader("X-Goog-Upload-URL", "/goog-session?id=g2"),
                    ]
                )
            }
            if command == "query" {
                let size = state.withLock { $0.0.count }
                return TestHTTPResponse(
                    status: 200,
                    headers: [
                        TestHTTPHeader("X-Goog-Upload-Status", "active"),
                        TestHTTPHeader("X-Goog-Upload-Size-Received", String(size)),
                    ]
                )
            }
            let fail = state.withLock { value -> Bool in
                if !value.0.isEmpty && !value.1 {
                    value.1 = true
                    return true
                }
                if Int(request.header("X-Goog-Upload-Offset") ?? "") == value.0.count { value.0.append(request.body) }
                return false
            }
            if fail { return .status(503, "try again") }
            if command.contains("finalize") {
                let size = state.withLock { $0.0.count }
                return APICommandTests.json(
                    #"{"size":"\#(size)"}"#,
                    headers: [TestHTTPHeader("X-Goog-Upload-Status", "final")]
                )
            }
            return TestHTTPResponse(status: 200, headers: [TestHTTPHeader("X-Goog-Upload-Status", "active")])
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let media = GDataCLIRunner.patternedBytes(700_000)
        let file = try Self.file(media, in: directory)
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.insert", "--param", "bucket=bkt", "--param", "name=g.bin", "--upload", file.path,
            "--mime", "application/octet-stream", "--upload-protocol", "goog", "--chunk-size", "262144",
            "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0, "\(result.stderrText)")
        #expect(result.stdoutText == #"{"size":"700000"}"# + "\n")
        #expect(state.withLock { $0.0 } == media)
        let commands = server.requests.compactMap { $0.header("X-Goog-Upload-Command") }
        #expect(commands == ["start", "upload", "upload", "query", "upload", "upload, finalize"])
    }

    @Test func gzipResponsesAreDecoded() async throws {
        let server = try await TestHTTPServer.start { _ in
            var response = APICommandTests.json(#"{"kind":"storage#objects","items":[]}"#)
            response.encoding = .gzip
            return response
        }
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.list", "--param", "bucket=bkt", "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(result.stdoutText == #"{"kind":"storage#objects","items":[]}"# + "\n")
        #expect(server.requests.first?.header("Accept-Encoding")?.contains("gzip") == true)
    }

    @Test func batchWritesGTLRPartsAndPrintsResultsInRequestOrder() async throws {
        // The reply lists gtlr_2 first, spells headers in lower case, omits "response-" for one part and the final
        // delimiter, and carries a wrong inner Content-Length: all of which the reader must tolerate.
        let reply = [
            "--b1", "content-type: application/http", "content-id: response-gtlr_2", "",
            "HTTP/1.1 404 Not Found", "Content-Type: application/json", "Content-Length: 9999", "",
            #"{"error":{"code":404,"message":"No such object","errors":[{"reason":"notFound"}]}}"#,
            "--b1", "Content-Type: application/http", "Content-ID: gtlr_1", "",
            "HTTP/1.1 200 OK", "Content-Type: application/json", "", #"{"name":"a"}"#,
            "--b1", "Content-Type: application/http", "Content-ID: response-gtlr_3", "",
            "HTTP/1.1 204 No Content", "", "",
        ].joined(separator: "\r\n")
        let server = try await TestHTTPServer.start { _ in
            TestHTTPResponse(
                status: 200,
                headers: [TestHTTPHeader("Content-Type", "multipart/mixed; boundary=b1")],
                body: Data(reply.utf8)
            )
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = [
            #"{"id":"first","method":"storage.objects.get","params":{"bucket":"bkt","object":"a","fields":"name"}}"#,
            #"{"id":2,"method":"storage.objects.get","params":{"bucket":"bkt","object":"missing"}}"#,
            #"{"id":"del","method":"storage.objects.delete","params":{"bucket":"bkt","object":"x y"}}"#,
        ]
        let file = try Self.file(Data(lines.joined(separator: "\n").utf8), in: directory, named: "batch.jsonl")
        let result = try await GDataCLIRunner.run([
            "api", "--batch", file.path, "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 13)
        #expect(
            result.stdoutText.split(separator: "\n") == [
                #"{"id":"first","status":200,"body":{"name":"a"}}"#,
                #"{"id":2,"status":404,"error":{"code":404,"errors":[{"reason":"notFound"}],"message":"No such object"}}"#,
                #"{"id":"del","status":204,"body":null}"#,
            ]
        )
        let request = try #require(server.requests.first)
        #expect(request.uri == "/batch/storage/v1")
        #expect(request.header("Content-Type") == "multipart/mixed; boundary=END_OF_PART")
        let body = String(decoding: request.body, as: UTF8.self)
        #expect(
            body.hasPrefix(
                "\r\n--END_OF_PART\r\nContent-ID: gtlr_1\r\nContent-Transfer-Encoding: binary\r\nContent-Type: application/http\r\n\r\nGET /storage/v1/b/bkt/o/a?fields=name HTTP/1.1\r\nContent-Length: 0\r\n"
            )
        )
        #expect(body.contains("Content-ID: gtlr_3\r\n"))
        #expect(body.contains("DELETE /storage/v1/b/bkt/o/x%20y HTTP/1.1\r\n"))
        #expect(body.hasSuffix("\r\n--END_OF_PART--\r\n"))
    }
}
