import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

@Suite("Fetcher file bodies, downloads and progress")
struct FetcherFileTests {
    static let echoBody: TestHTTPServer.Handler = { request in TestHTTPResponse(status: 200, body: request.body) }

    @Test("a file region is streamed exactly, and parts are concatenated in order")
    func fileUpload() async throws {
        let content = testBytes(3_000_000)
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("upload.bin")
            try content.write(to: file)
            try await withServer({ _ in .ok("stored") }) { server in
                try await withFetcher { fetcher in
                    let whole = GDataHTTPRequest(url: server.url("/whole"), method: "PUT", body: .file(file))
                    _ = try await fetcher.fetch(whole)
                    let region = GDataHTTPRequest(
                        url: server.url("/region"),
                        method: "PUT",
                        body: .file(file, offset: 1_000, length: 1_500_000)
                    )
                    _ = try await fetcher.fetch(region)
                    let head = Data("--boundary\r\n\r\n".utf8), tail = Data("\r\n--boundary--".utf8)
                    let parts = GDataHTTPRequest(
                        url: server.url("/parts"),
                        method: "POST",
                        body: .parts([.data(head), .file(file, offset: 2_999_000), .data(tail)])
                    )
                    _ = try await fetcher.fetch(parts)
                    let received = server.requests
                    #expect(received.count == 3)
                    #expect(received[0].body == content)
                    #expect(received[0].header("Content-Length") == "3000000")
                    #expect(received[1].body == content.subdata(in: 1_000..<1_501_000))
                    #expect(received[1].header("Content-Length") == "1500000")
                    #expect(received[2].body == head + content.subdata(in: 2_999_000..<3_000_000) + tail)
                }
            }
        }
    }

    @Test("a file region past the end of the file is a fileIO error")
    func regionTooLong() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("short.bin")
            try Data("short".utf8).write(to: file)
            try await withFetcher { fetcher in
                let request = GDataHTTPRequest(
                    url: URL(string: "http://127.0.0.1:9/")!,
                    method: "PUT",
                    body: .file(file, offset: 2, length: 10)
                )
                let error = await httpError { _ = try await fetcher.send(request) }
                #expect(error?.code == .fileIO)
            }
        }
    }

    @Test("upload progress reaches the total")
    func uploadProgress() async throws {
        let payload = testBytes(2_000_000)
        let log = ProgressLog()
        try await withServer({ _ in .ok("ok") }) { server in
            try await withFetcher { fetcher in
                let request = GDataHTTPRequest(url: server.url("/up"), method: "POST", body: .data(payload))
                _ = try await fetcher.fetch(request, progress: log.handler)
                let reports = log.reports
                let last = try #require(reports.last)
                #expect(last.bytesSent == Int64(payload.count))
                #expect(last.totalBytesToSend == Int64(payload.count))
                #expect(reports.map(\.bytesSent) == reports.map(\.bytesSent).sorted())
                #expect(server.requests.first?.body == payload)
            }
        }
    }

    @Test("download streams to a file, returns an empty body, and progress reaches the total")
    func download() async throws {
        let content = testBytes(4_000_000, seed: 7)
        let log = ProgressLog()
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("download.bin")
            try Data("old contents".utf8).write(to: destination)
            try await withServer({ _ in TestHTTPResponse(status: 200, body: content) }) { server in
                try await withFetcher { fetcher in
                    let response = try await fetcher.download(
                        GDataHTTPRequest(url: server.url("/big")),
                        to: destination,
                        progress: log.handler
                    )
                    #expect(response.status == 200)
                    #expect(response.body.isEmpty)
                    #expect(try Data(contentsOf: destination) == content)
                    let last = try #require(log.reports.last)
                    #expect(last.bytesReceived == Int64(content.count))
                    #expect(last.totalBytesToReceive == Int64(content.count))
                    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                    #expect(leftovers == ["download.bin"])
                }
            }
        }
    }

    @Test("a failed download leaves the file alone and carries the error body")
    func failedDownload() async throws {
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("keep.txt")
            try Data("keep me".utf8).write(to: destination)
            try await withServer({ _ in TestHTTPResponse.status(404, "no such file") }) { server in
                try await withFetcher { fetcher in
                    let error = await httpError {
                        _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/missing")), to: destination)
                    }
                    #expect(error?.code == .httpStatus)
                    #expect(error?.status == 404)
                    #expect(error?.body == Data("no such file".utf8))
                    let kept = try Data(contentsOf: destination)
                    #expect(kept == Data("keep me".utf8))
                    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                    #expect(names == ["keep.txt"])
                }
            }
        }
    }

    @Test("a truncated download removes its partial file")
    func truncatedDownload() async throws {
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("partial.bin")
            try await withServer({ _ in TestHTTPResponse(status: 200, body: testBytes(100_000)).dropAfter(bytes: 50_000)
            }) {
                server in
                try await withFetcher { fetcher in
                    let error = await httpError {
                        _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/drop")), to: destination)
                    }
                    #expect(error?.code == .network)
                    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                    #expect(names.isEmpty)
                }
            }
        }
    }
}
