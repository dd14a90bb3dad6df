import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// `download(_:toFileDescriptor:progress:)`: bodies written straight into an open descriptor.
@Suite("Fetcher downloads to a file descriptor")
struct FetcherDescriptorDownloadTests {
    /// Opens a fresh file for writing and returns its descriptor and path.
    static func openFile(in directory: URL) throws -> (Int32, URL) {
        let url = directory.appendingPathComponent("out-\(UUID().uuidString)")
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        return (fd, url)
    }

    @Test("a 2xx body lands in the descriptor byte for byte, and nothing else is created")
    func bodyReachesDescriptor() async throws {
        let content = testBytes(2_500_000)
        try await withTemporaryDirectory { directory in
            let (fd, url) = try Self.openFile(in: directory)
            defer { close(fd) }
            try await withServer({ _ in TestHTTPResponse(status: 200, body: content) }) { server in
                try await withFetcher { fetcher in
                    let response = try await fetcher.download(
                        GDataHTTPRequest(url: server.url("/big")),
                        toFileDescriptor: fd
                    )
                    #expect(response.status == 200)
                    #expect(response.body.isEmpty)
                }
            }
            #expect(try Data(contentsOf: url) == content)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(names.count == 1, "no temporary .part file is left beside the output")
        }
    }

    @Test("two downloads append to the same descriptor in order (the descriptor is not closed)")
    func descriptorStaysOpen() async throws {
        try await withTemporaryDirectory { directory in
            let (fd, url) = try Self.openFile(in: directory)
            defer { close(fd) }
            try await withServer({ request in .ok("[\(request.path)]") }) { server in
                try await withFetcher { fetcher in
                    _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/a")), toFileDescriptor: fd)
                    _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/b")), toFileDescriptor: fd)
                }
            }
            #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "[/a][/b]")
        }
    }

    @Test("an error status writes nothing and carries the error body")
    func errorStatusWritesNothing() async throws {
        try await withTemporaryDirectory { directory in
            let (fd, url) = try Self.openFile(in: directory)
            defer { close(fd) }
            try await withServer({ _ in TestHTTPResponse(status: 404, body: Data("no such thing".utf8)) }) { server in
                try await withFetcher { fetcher in
                    do {
                        _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/x")), toFileDescriptor: fd)
                        Issue.record("expected a status error")
                    } catch let error as GDataHTTPError {
                        #expect(error.code == .httpStatus)
                        #expect(error.status == 404)
                        #expect(error.body == Data("no such thing".utf8))
                    }
                }
            }
            #expect(try Data(contentsOf: url).isEmpty)
        }
    }

    @Test("a body cut off after bytes were written is not retried, so nothing is duplicated")
    func noRetryAfterDelivery() async throws {
        try await withTemporaryDirectory { directory in
            let (fd, url) = try Self.openFile(in: directory)
            defer { close(fd) }
            try await withServer({ _ in TestHTTPResponse.ok("0123456789").dropAfter(bytes: 4) }) { server in
                var configuration = GDataHTTPFetcher.Configuration()
                configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.02)
                try await withFetcher(configuration) { fetcher in
                    do {
                        _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/cut")), toFileDescriptor: fd)
                        Issue.record("expected a network error")
                    } catch let error as GDataHTTPError {
                        #expect(error.code == .network)
                    }
                }
                #expect(server.requests.count == 1, "bytes were already delivered: no second attempt")
            }
            #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "0123")
        }
    }

    @Test("a failure before any byte is delivered is retried as usual")
    func retryBeforeDelivery() async throws {
        try await withTemporaryDirectory { directory in
            let (fd, url) = try Self.openFile(in: directory)
            defer { close(fd) }
            let attempts = TestLockedValue(0)
            let handler: TestHTTPServer.Handler = { _ in
                let n = attempts.withLock { value -> Int in
                    value += 1
                    return value
                }
                return n == 1 ? TestHTTPResponse(status: 503, body: Data("busy".utf8)) : .ok("finally")
            }
            try await withServer(handler) { server in
                var configuration = GDataHTTPFetcher.Configuration()
                configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.02)
                try await withFetcher(configuration) { fetcher in
                    _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/busy")), toFileDescriptor: fd)
                }
                #expect(server.requests.count == 2)
            }
            #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "finally")
        }
    }

    @Test("the HTTP log says where a downloaded body went, since the logged response has none")
    func logNamesTheDestination() async throws {
        try await withTemporaryDirectory { directory in
            let (fd, _) = try Self.openFile(in: directory)
            defer { close(fd) }
            let logs = directory.appendingPathComponent("logs")
            var configuration = GDataHTTPFetcher.Configuration()
            let logger = try GDataHTTPTransactionLog(directory: logs, runName: "downloads")
            configuration.transactionLog = logger
            try await withServer({ _ in .ok("0123456789") }) { server in
                try await withFetcher(configuration) { fetcher in
                    _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/d")), toFileDescriptor: fd)
                    let file = directory.appendingPathComponent("copy.bin")
                    _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/f")), to: file)
                }
            }
            let page = try String(contentsOf: logger.indexURL, encoding: .utf8)
            #expect(page.contains("body streamed to file descriptor \(fd), 10 bytes"))
            #expect(page.contains("body streamed to \(directory.appendingPathComponent("copy.bin").path), 10 bytes"))
        }
    }

    @Test("a transport's body is written to the descriptor too")
    func stubbedDownload() async throws {
        try await withTemporaryDirectory { directory in
            let (fd, url) = try Self.openFile(in: directory)
            defer { close(fd) }
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.transport = GDataHTTPClosureTransport { request in
                GDataHTTPResponse(url: request.url, status: 200, body: Data("stubbed".utf8))
            }
            try await withFetcher(configuration) { fetcher in
                let request = GDataHTTPRequest(url: URL(string: "https://example.invalid/x")!)
                _ = try await fetcher.download(request, toFileDescriptor: fd)
            }
            #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "stubbed")
        }
    }
}
