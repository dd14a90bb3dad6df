import Foundation
import GDataHTTP
import GDataService
import GDataTestSupport
import Logging
import Testing

/// `GDataService.Configuration.logger`: a no-op logger unless one is given; the service hands its logger to its
/// fetcher unless the fetcher configuration has one of its own.
struct ServiceLoggerTests {
    @Test func withoutALoggerNothingIsLogged() async {
        let service = GDataService(configuration: GDataService.Configuration())
        #expect(service.configuration.logger.handler is SwiftLogNoOpLogHandler)
        #expect(service.fetcher.configuration.logger.handler is SwiftLogNoOpLogHandler)
        #expect(service.fetcher.configuration.transactionLog == nil)
        await service.shutdown()
    }

    @Test func theServicesLoggerReachesTheFetcherUnlessTheFetcherHasItsOwn() async {
        let serviceLines = TestLockedValue<[String]>([])
        let fetcherLines = TestLockedValue<[String]>([])
        var configuration = GDataService.Configuration()
        configuration.logger = Logger(label: "service") { _ in RecordingLogHandler(lines: serviceLines) }
        let service = GDataService(configuration: configuration)
        service.fetcher.configuration.logger.debug("through the fetcher")
        #expect(serviceLines.current == ["debug through the fetcher [:]"])
        await service.shutdown()

        configuration.fetcher.logger = Logger(label: "fetcher") { _ in RecordingLogHandler(lines: fetcherLines) }
        let own = GDataService(configuration: configuration)
        own.fetcher.configuration.logger.debug("own")
        #expect(fetcherLines.current == ["debug own [:]"])
        #expect(serviceLines.current.count == 1)
        await own.shutdown()
    }
}
