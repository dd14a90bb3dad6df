import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

@Suite("Fetcher as a task executor")
struct FetcherTaskExecutorTests {
    @Test("a loop preferring the fetcher's executor gets every response in order on one connection")
    func sequentialLoopOnTheDriverThread() async throws {
        // Which thread runs the loop is not asserted: the saving (no thread hop per request) is measured by the
        // benchmark with `perf stat` (docs/performance.md); here the loop must behave exactly like one on the pool.
        try await withServer({ request in .ok("body \(request.path)") }) { server in
            try await withFetcher { fetcher in
                let bodies = try await withTaskExecutorPreference(fetcher.taskExecutor) {
                    var bodies: [String] = []
                    for index in 1...20 {
                        let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/n\(index)")))
                        bodies.append(String(decoding: response.body, as: UTF8.self))
                    }
                    return bodies
                }
                #expect(bodies == (1...20).map { "body /n\($0)" })
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

    @Test("after shutdown inside the preference the code goes on, and later requests fail with shutdown")
    func shutdownInsideThePreference() async throws {
        try await withServer({ _ in .ok("x") }) { server in
            let fetcher = GDataHTTPFetcher()
            let code = await withTaskExecutorPreference(fetcher.taskExecutor) {
                _ = try? await fetcher.fetch(GDataHTTPRequest(url: server.url("/one")))
                await fetcher.shutdown()
                var code: GDataHTTPError.Code?
                do {
                    _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/two")))
                } catch let error as GDataHTTPError {
                    code = error.code
                } catch {}
                return code
            }
            #expect(code == .shutdown)
            #expect(server.requests.map(\.path) == ["/one"])
        }
    }
}
