import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

@Suite("Fetcher failures")
struct FetcherFailureTests {
    @Test("a server hanging up mid-body gives a network error naming the truncation")
    func truncatedBody() async throws {
        try await withServer({ _ in TestHTTPResponse.ok("0123456789").dropAfter(bytes: 4) }) { server in
            try await withFetcher { fetcher in
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/drop"))) }
                #expect(error?.code == .network)
                #expect(error?.curlCode == 18)
                #expect(error?.message.contains("truncated") == true)
            }
        }
    }

    @Test("a server closing without answering gives a network error")
    func emptyReply() async throws {
        try await withServer({ _ in .closeWithoutAnswering }) { server in
            try await withFetcher { fetcher in
                let error = await httpError { _ = try await fetcher.send(GDataHTTPRequest(url: server.url("/x"))) }
                #expect(error?.code == .network)
                #expect(error?.curlCode == 52)
            }
        }
    }

    @Test("a refused connection gives a network error")
    func connectionRefused() async throws {
        let server = try await TestHTTPServer.start { _ in .ok() }
        let url = server.url("/gone")
        await server.stop()
        try await withFetcher { fetcher in
            let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: url)) }
            #expect(error?.code == .network)
            #expect(error?.curlCode == 7)
            #expect(error?.url == url)
        }
    }

    @Test(
        "unsupported schemes and host-less URLs are invalid URLs",
        arguments: ["ftp://127.0.0.1/file", "file:///etc/passwd", "http:///no-host", "gopher://127.0.0.1/"])
    func invalidURLs(text: String) async throws {
        let url = try #require(URL(string: text))
        try await withFetcher { fetcher in
            let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: url)) }
            #expect(error?.code == .invalidURL)
        }
    }

    @Test("a redirect to an unsupported scheme is refused")
    func redirectToFile() async throws {
        try await withServer({ _ in TestHTTPResponse.redirect(to: "file:///etc/passwd") }) { server in
            try await withFetcher { fetcher in
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/r"))) }
                #expect(error?.code == .invalidURL)
            }
        }
    }

    @Test("a server slower than the timeout gives timedOut")
    func timeout() async throws {
        try await withServer({ _ in TestHTTPResponse.ok("late").delayed(.seconds(30)) }) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.timeout = 0.2
            try await withFetcher(configuration) { fetcher in
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/slow"))) }
                #expect(error?.code == .timedOut)
                var request = GDataHTTPRequest(url: server.url("/slow2"))
                request.timeout = 0.1
                let perRequest = await httpError { _ = try await fetcher.send(request) }
                #expect(perRequest?.code == .timedOut)
            }
        }
    }

    @Test("cancelling the task stops a slow transfer with cancelled")
    func cancellation() async throws {
        let arrived = TestSignal()
        try await withServer({ _ in
            arrived.fire()
            return TestHTTPResponse.ok("late").delayed(.seconds(60))
        }) { server in
            try await withFetcher { fetcher in
                let task = Task { try await fetcher.fetch(GDataHTTPRequest(url: server.url("/slow"))) }
                await arrived.wait()
                task.cancel()
                let error = await httpError { _ = try await task.value }
                #expect(error?.code == .cancelled)
                // The fetcher still works afterwards.
                let followUp = await httpError { _ = try await fetcher.send(GDataHTTPRequest(url: URL(string: "ftp://x/")!)) }
                #expect(followUp?.code == .invalidURL)
            }
        }
    }

    @Test("an already cancelled task does not send")
    func cancelledBeforeStart() async throws {
        try await withServer({ _ in .ok() }) { server in
            try await withFetcher { fetcher in
                let task = Task {
                    withUnsafeCurrentTask { $0?.cancel() }
                    return try await fetcher.fetch(GDataHTTPRequest(url: server.url("/never")))
                }
                let error = await httpError { _ = try await task.value }
                #expect(error?.code == .cancelled)
                #expect(server.requests.isEmpty)
            }
        }
    }

    @Test("shutdown ends in-flight transfers, is idempotent, and later requests fail")
    func shutdown() async throws {
        let arrived = TestSignal()
        try await withServer({ _ in
            arrived.fire()
            return TestHTTPResponse.ok("late").delayed(.seconds(60))
        }) { server in
            let fetcher = GDataHTTPFetcher()
            let task = Task { try await fetcher.fetch(GDataHTTPRequest(url: server.url("/slow"))) }
            await arrived.wait()
            await fetcher.shutdown()
            let inFlight = await httpError { _ = try await task.value }
            #expect(inFlight?.code == .shutdown)
            await fetcher.shutdown()
            let later = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/after"))) }
            #expect(later?.code == .shutdown)
            #expect(server.requests.count == 1)
        }
    }

    @Test("a fetcher that never sent anything shuts down at once")
    func shutdownUnused() async {
        let fetcher = GDataHTTPFetcher()
        await fetcher.shutdown()
        let error = await httpError { _ = try await fetcher.send(GDataHTTPRequest(url: URL(string: "http://127.0.0.1:9/")!)) }
        #expect(error?.code == .shutdown)
    }

    @Test("a missing upload file is a fileIO error before anything is sent")
    func missingUploadFile() async throws {
        try await withServer({ _ in .ok() }) { server in
            try await withFetcher { fetcher in
                let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)")
                let request = GDataHTTPRequest(url: server.url("/up"), method: "PUT", body: .file(missing))
                let error = await httpError { _ = try await fetcher.fetch(request) }
                #expect(error?.code == .fileIO)
                #expect(server.requests.isEmpty)
            }
        }
    }
}
