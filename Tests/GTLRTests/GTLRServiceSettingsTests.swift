import Foundation
import GDataHTTP
import GDataTestSupport
import GTLR
import GTLRTestingSvc
import Logging
import Testing

/// Each HTTP setting has one place, `Configuration.fetcherConfiguration`, and the value set there (directly or through
/// the original's properties) is the value used, before and after the first query.
struct GTLRServiceSettingsTests {
    /// A loopback server answering `{}`, except that the requests whose indexes are in `failing` get a 503.
    static func server(failing: Set<Int>) async throws -> TestHTTPServer {
        let count = TestLockedValue(0)
        return try await TestHTTPServer.start { _ in
            let index = count.withLock { value in
                defer { value += 1 }
                return value
            }
            return failing.contains(index) ? .status(503, "busy") : .ok("{}", contentType: "application/json")
        }
    }

    /// The five settings that used to sit at two levels, in their one place.
    static func settings(
        _ base: GDataHTTPFetcher.Configuration,
        userAgent: String,
        lines: TestLockedValue<[String]>,
        log: URL
    ) throws -> GDataHTTPFetcher.Configuration {
        var configuration = base
        configuration.userAgent = userAgent
        configuration.timeout = 17
        configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.02, maxInterval: 1)
        configuration.transactionLog = try GDataHTTPTransactionLog(directory: log, runName: userAgent.prefix(5) + "run")
        configuration.logger = Logger(label: "test") { _ in RecordingLogHandler(lines: lines) }
        return configuration
    }

    /// Checks the last query used the settings: its attempts carried the user agent, the 503 was retried (so
    /// `retry` applied), the fetcher's retry message reached the logger and the transaction log has a page.
    static func expectUsed(
        _ service: GTLRService,
        server: TestHTTPServer,
        userAgent: String,
        attempts: Range<Int>,
        lines: TestLockedValue<[String]>,
        log: URL
    ) throws {
        let agents = server.requests[attempts].map { $0.header("User-Agent") ?? "" }
        #expect(agents.count == 2)
        #expect(agents.allSatisfy { $0.hasPrefix("\(userAgent) swift-gdata/") })
        #expect(service.requestUserAgent.hasPrefix("\(userAgent) swift-gdata/"))
        #expect(service.fetcher.configuration.timeout == 17)
        #expect(lines.current.contains { $0.hasPrefix("debug retrying after a transient failure") })
        let runs = try FileManager.default.contentsOfDirectory(atPath: log.path)
        #expect(runs.contains { $0.hasSuffix("run") })
    }

    @Test(.timeLimit(.minutes(1))) func settingsGivenAtCreationAreUsedByTheFirstQuery() async throws {
        try await withTemporaryDirectory { log in
            let server = try await Self.server(failing: [0])
            let lines = TestLockedValue<[String]>([])
            var configuration = GTLRService.Configuration()
            configuration.rootURLString = server.url("/").absoluteString
            configuration.fetcherConfiguration = try Self.settings(
                configuration.fetcherConfiguration,
                userAgent: "First/1",
                lines: lines,
                log: log
            )
            let service = GTLRTestingSvcService(configuration: configuration)
            try await withCleanup {
                _ = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query())
                try Self.expectUsed(
                    service,
                    server: server,
                    userAgent: "First/1",
                    attempts: 0..<2,
                    lines: lines,
                    log: log
                )
            } cleanup: {
                await service.shutdown()
                await server.stop()
            }
        }
    }

    /// Before the fix the fetcher was made once, at the first query, and later changes to these settings were kept
    /// in the configuration but never used.
    @Test(.timeLimit(.minutes(1))) func settingsChangedAfterTheFirstQueryAreUsedByTheNext() async throws {
        try await withTemporaryDirectory { log in
            let server = try await Self.server(failing: [1])
            let service = GTLRTestingSvcService()
            service.rootURLString = server.url("/").absoluteString
            service.userAgent = "First/1"
            try await withCleanup {
                _ = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query())
                #expect(server.requests.count == 1)
                #expect(server.requests[0].header("User-Agent")?.hasPrefix("First/1 swift-gdata/") == true)
                let first = service.fetcher

                let lines = TestLockedValue<[String]>([])
                service.fetcherConfiguration = try Self.settings(
                    service.fetcherConfiguration,
                    userAgent: "Second/2",
                    lines: lines,
                    log: log
                )
                #expect(service.userAgent == "Second/2")
                #expect(service.retryEnabled)
                _ = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query())
                #expect(service.fetcher !== first)
                try Self.expectUsed(
                    service,
                    server: server,
                    userAgent: "Second/2",
                    attempts: 1..<3,
                    lines: lines,
                    log: log
                )

                // The original's properties are forwards of the same fields and apply as promptly.
                service.userAgent = "Third/3"
                service.retryEnabled = false
                _ = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query())
                #expect(server.requests[3].header("User-Agent")?.hasPrefix("Third/3 swift-gdata/") == true)
                #expect(service.fetcher.configuration.userAgent == "Third/3")
            } cleanup: {
                await service.shutdown()
                await server.stop()
            }
        }
    }

    /// An assigned fetcher is shared as it is, its configuration read back as the service's; changing a fetcher
    /// setting afterwards gives the service its own fetcher with the change.
    @Test func anAssignedFetcherIsTheSettingsUntilOneChanges() async {
        var shared = GDataHTTPFetcher.Configuration()
        shared.timeout = 5
        let fetcher = GDataHTTPFetcher(configuration: shared)
        let service = GTLRService()
        service.fetcher = fetcher
        #expect(service.fetcher === fetcher)
        #expect(service.fetcherConfiguration.timeout == 5)
        service.userAgent = "Mine/1"
        #expect(service.fetcher !== fetcher)
        #expect(service.fetcher.configuration.timeout == 5)
        #expect(service.fetcher.configuration.userAgent == "Mine/1")
        await service.shutdown()
        await fetcher.shutdown()
    }
}
