import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// The kernel's name of the thread running the caller (the fetcher names its I/O thread `gdata-http-io`).
private func currentThreadName() -> String? {
    (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
}


@Suite("Fetcher as a task executor")
struct FetcherTaskExecutorTests {
    @Test("a loop preferring the fetcher's executor runs on its I/O thread and reuses one connection")
    func sequentialLoopOnTheDriverThread() async throws {
        try await withServer({ request in .ok("body \(request.path)") }) { server in
            try await withFetcher { fetcher in
                let (bodies, names) = try await withTaskExecutorPreference(fetcher.taskExecutor) {
                    var bodies: [String] = []
                    var names: Set<String?> = []
                    for index in 1...20 {
                        let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/n\(index)")))
                        bodies.append(String(decoding: response.body, as: UTF8.self))
                        names.insert(currentThreadName())
                    }
                    return (bodies, names)
                }
                #expect(bodies == (1...20).map { "body /n\($0)" })
                #expect(names == ["gdata-http-io"])
                #expect(server.connectionCount == 1)
                #expect(server.requests.map(\.requestIndexOnConnection) == Array(1...20))
            }
        }
    }

    @Test("concurrent child tasks preferring the executor all complete")
    func concurrentChildren() async throws {
        try await withServer({ request in .ok(request.path) }) { server in
            try await withFetcher { fetcher in
                let paths = try await withTaskExecutorPreference(fetcher.taskExecutor) {
                    try await withThrowingTaskGroup(of: String.self) { group in
                        for index in 0..<12 {
                            group.addTask {
                                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/c\(index)")))
                                return String(decoding: response.body, as: UTF8.self)
                            }
                        }
                        return try await group.reduce(into: Set<String>()) { $0.insert($1) }
                    }
                }
                #expect(paths == Set((0..<12).map { "/c\($0)" }))
            }
        }
    }

    @Test("after shutdown the code goes on elsewhere, and later requests fail with shutdown")
    func shutdownInsideThePreference() async throws {
        try await withServer({ _ in .ok("x") }) { server in
            let fetcher = GDataHTTPFetcher()
            let (after, code) = await withTaskExecutorPreference(fetcher.taskExecutor) {
                _ = try? await fetcher.fetch(GDataHTTPRequest(url: server.url("/one")))
                await fetcher.shutdown()
                var code: GDataHTTPError.Code?
                do {
                    _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/two")))
                } catch let error as GDataHTTPError {
                    code = error.code
                } catch {}
                return (currentThreadName(), code)
            }
            #expect(after != "gdata-http-io")
            #expect(code == .shutdown)
            #expect(server.requests.map(\.path) == ["/one"])
        }
    }
}
