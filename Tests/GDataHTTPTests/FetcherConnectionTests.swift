import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

@Suite("Fetcher connections")
struct FetcherConnectionTests {
    @Test("sequential requests to one host reuse one connection")
    func reuse() async throws {
        try await withServer({ request in .ok("hello \(request.path)") }) { server in
            try await withFetcher { fetcher in
                for i in 1...5 {
                    let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/r\(i)")))
                    #expect(response.body == Data("hello /r\(i)".utf8))
                }
                let requests = server.requests
                #expect(requests.count == 5)
                #expect(Set(requests.map(\.connectionID)).count == 1)
                #expect(requests.map(\.requestIndexOnConnection) == [1, 2, 3, 4, 5])
                #expect(server.connectionCount == 1)
            }
        }
    }

    @Test("the per-host limit caps concurrent requests")
    func perHostLimit() async throws {
        try await withServer({ request in TestHTTPResponse.ok(request.path).delayed(.milliseconds(100)) }) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.maxConnectionsPerHost = 2
            try await withFetcher(configuration) { fetcher in
                let bodies = try await withThrowingTaskGroup(of: String.self) { group in
                    for i in 0..<6 {
                        group.addTask {
                            let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/p\(i)")))
                            return String(decoding: response.body, as: UTF8.self)
                        }
                    }
                    var collected: [String] = []
                    for try await body in group { collected.append(body) }
                    return collected
                }
                #expect(Set(bodies) == Set((0..<6).map { "/p\($0)" }))
                #expect(server.requests.count == 6)
                #expect(server.peakConcurrentRequests <= 2)
                #expect(server.connectionCount <= 2)
            }
        }
    }

    @Test("many concurrent requests all complete with their own bodies")
    func concurrency() async throws {
        try await withServer({ request in .ok(String(repeating: request.path, count: 1000)) }) { server in
            try await withFetcher { fetcher in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for i in 0..<40 {
                        group.addTask {
                            let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/c\(i)")))
                            #expect(response.body == Data(String(repeating: "/c\(i)", count: 1000).utf8))
                        }
                    }
                    try await group.waitForAll()
                }
                #expect(server.requests.count == 40)
                #expect(server.connectionCount <= 6)
            }
        }
    }
}

@Suite("Fetcher with a restarting server")
struct FetcherRestartTests {
    @Test("a server restarted on the same port is reached again on a new connection")
    func restart() async throws {
        let first = try await TestHTTPServer.start { _ in .ok("first") }
        let port = first.port
        try await withFetcher { fetcher in
            let before = try await fetcher.fetch(GDataHTTPRequest(url: first.url("/a")))
            #expect(before.body == Data("first".utf8))
            await first.stop()
            let second = try await TestHTTPServer.start(port: port) { _ in .ok("second") }
            #expect(second.port == port)
            let after = try await fetcher.fetch(GDataHTTPRequest(url: second.url("/b")))
            #expect(after.body == Data("second".utf8))
            #expect(second.requests.map(\.path) == ["/b"])
            await second.stop()
        }
    }
}
