import Foundation
import GDataHTTP
import GDataTestSupport
import Logging
import Testing

/// The fetcher's `logger` is a swift-log `Logger` it is given; by default it logs nowhere.
struct FetcherLoggerTests {
    @Test func theDefaultLoggerDiscardsEverything() {
        #expect(GDataHTTPFetcher.Configuration().logger.handler is SwiftLogNoOpLogHandler)
        #expect(GDataHTTPFetcher.Configuration().transactionLog == nil)
    }

    @Test func aGivenLoggerHearsRedirectsWithoutTheQuery() async throws {
        let lines = TestLockedValue<[String]>([])
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.logger = Logger(label: "test") { _ in RecordingLogHandler(lines: lines) }
        try await withServer({ request in
            request.path == "/from" ? .redirect(to: "/to?key=secret") : .ok("here")
        }) { server in
            try await withFetcher(configuration) { fetcher in
                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/from?key=secret")))
                #expect(response.body == Data("here".utf8))
            }
        }
        let logged = lines.current.joined(separator: "\n")
        #expect(logged.contains("debug redirected"))
        #expect(logged.contains("/from") && logged.contains("/to"))
        #expect(!logged.contains("secret"))
    }
}
