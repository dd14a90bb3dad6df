import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Logging
import Testing

/// `GDataService.Configuration.fetcherConfiguration` is the one place of the HTTP settings: a no-op logger and no
/// transaction log unless given, and what is given (user agent, timeout, retry, transaction log, logger) is what the
/// service's requests use — the service no longer overwrites the fetcher's values with its own copies.
struct ServiceLoggerTests {
    @Test func withoutALoggerNothingIsLogged() async {
        let service = GDataService(configuration: GDataService.Configuration())
        #expect(service.configuration.fetcherConfiguration.logger.handler is SwiftLogNoOpLogHandler)
        #expect(service.fetcher.configuration.logger.handler is SwiftLogNoOpLogHandler)
        #expect(service.fetcher.configuration.transactionLog == nil)
        #expect(service.fetcher.configuration.retry == nil)
        await service.shutdown()
    }

    @Test(.timeLimit(.minutes(1))) func theFetcherSettingsGivenAreTheOnesUsed() async throws {
        try await withTemporaryDirectory { directory in
            let lines = TestLockedValue<[String]>([])
            let attempts = TestLockedValue(0)
            let server = try await TestHTTPServer.start { _ in
                let attempt = attempts.withLock { value in
                    value += 1
                    return value
                }
                return attempt == 1
                    ? .status(503, "busy")
                    : .ok(
                        "<feed xmlns='http://www.w3.org/2005/Atom'><title>t</title></feed>",
                        contentType: "application/atom+xml"
                    )
            }
            var configuration = plainConfiguration()
            configuration.fetcherConfiguration.userAgent = "Settings/1"
            configuration.fetcherConfiguration.timeout = 13
            configuration.fetcherConfiguration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.02)
            configuration.fetcherConfiguration.transactionLog = try GDataHTTPTransactionLog(
                directory: directory,
                runName: "settings"
            )
            configuration.fetcherConfiguration.logger = Logger(label: "test") { _ in RecordingLogHandler(lines: lines) }
            let service = GDataService(configuration: configuration)
            try await withCleanup {
                let feed = try await service.fetchFeed(at: server.url("/feed"))
                #expect(feed.title?.stringValue == "t")
                #expect(server.requests.count == 2)
                #expect(
                    server.requests.allSatisfy {
                        $0.header("User-Agent")?.hasPrefix("Settings/1 swift-gdata/\(GDataPackage.version) ") == true
                    }
                )
                #expect(service.userAgentHeader.hasPrefix("Settings/1 swift-gdata/"))
                #expect(service.fetcher.configuration.timeout == 13)
                #expect(service.fetcher.configuration.userAgent == "Settings/1")
                #expect(lines.current.contains { $0.hasPrefix("debug retrying after a transient failure") })
                let runs = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                #expect(runs.contains { $0.hasSuffix("settings") })
            } cleanup: {
                await service.shutdown()
                await server.stop()
            }
        }
    }
}
