import Foundation
import GDataHTTP
import GDataTestSupport
import GTLR
import GTLRTestingSvc
import Logging
import Testing

/// `GTLRService.Configuration`: one value holds the service's state; the original's property setters update it.
struct GTLRServiceConfigurationTests {
    /// A generated service created with a configuration keeps its own endpoints where the configuration has none,
    /// and takes the configuration's where it has them.
    @Test func generatedServiceKeepsItsEndpointsUnlessTheConfigurationSetsThem() throws {
        var configuration = GTLRService.Configuration()
        configuration.apiKey = "k"
        let plain = GTLRTestingSvcService(configuration: configuration)
        #expect(plain.rootURLString == "https://www.googleapis.com/")
        #expect(plain.servicePath == "drive/v3/")
        #expect(plain.apiKey == "k")
        #expect(plain.configuration.rootURLString == "https://www.googleapis.com/")

        configuration.rootURLString = "http://127.0.0.1:9/root"
        let local = GTLRTestingSvcService(configuration: configuration)
        #expect(local.rootURLString == "http://127.0.0.1:9/root/")
        #expect(local.servicePath == "drive/v3/")
        let request = try local.request(for: GTLRTestingSvcQuery_FilesList.query())
        #expect(request.url.absoluteString == "http://127.0.0.1:9/root/drive/v3/files?prettyPrint=false&key=k")
    }

    /// Every forwarded property writes the configuration, and assigning the configuration is seen through them.
    @Test func propertySettersUpdateTheConfiguration() {
        let service = GTLRService()
        let authorizer = GDataBearerTokenAuthorizer(token: "t")
        service.authorizer = authorizer
        service.apiKey = "key"
        service.userAgent = "App/1"
        service.shouldFetchNextPages = true
        service.maxNextPagesFetched = -3
        service.serviceUploadChunkSize = 10
        service.serviceProperties = ["a": 1]
        service.additionalHTTPHeaders = ["X-B": "2", "X-A": "1"]
        service.testBlock = { _, _ in .object(nil) }
        let configuration = service.configuration
        #expect(service.authorizer as? GDataBearerTokenAuthorizer === authorizer)
        #expect(configuration.apiKey == "key")
        #expect(configuration.fetcherConfiguration.userAgent == "App/1")
        #expect(configuration.shouldFetchNextPages)
        #expect(configuration.maxNextPagesFetched == 0)
        #expect(configuration.serviceUploadChunkSize == GDataResumableUpload.Options.minimumChunkSize)
        #expect(configuration.serviceProperties["a"] as? Int == 1)
        #expect(Set(configuration.additionalHTTPHeaders.map(\.name)) == ["X-A", "X-B"])
        #expect(configuration.testBlock != nil)

        var next = GTLRService.Configuration()
        next.apiKey = "other"
        next.fetcherConfiguration.retry = .default
        service.configuration = next
        #expect(service.apiKey == "other")
        #expect(service.userAgent == nil)
        // Credentials are the service's, not the configuration's (as for GDataService's authorization).
        #expect(service.authorizer as? GDataBearerTokenAuthorizer === authorizer)
        #expect(service.retryEnabled)
        #expect(!service.shouldFetchNextPages)
        #expect(service.testBlock == nil)
    }

    /// `retryEnabled`, `retryBlock` and `maxRetryInterval` are views of `configuration.fetcherConfiguration.retry`, in
    /// any order.
    @Test func retryPropertiesAreViewsOfTheRetryPolicy() {
        let service = GTLRService()
        #expect(!service.retryEnabled)
        #expect(service.configuration.fetcherConfiguration.retry == nil)
        service.maxRetryInterval = 8
        #expect(service.configuration.fetcherConfiguration.retry == nil)
        service.retryEnabled = true
        #expect(service.configuration.fetcherConfiguration.retry?.maxInterval == 8)
        #expect(service.configuration.fetcherConfiguration.retry?.initialIntervalRange == 1...2)
        service.retryEnabled = false
        #expect(service.configuration.fetcherConfiguration.retry == nil)
        #expect(service.maxRetryInterval == 8)

        let other = GTLRService()
        other.retryBlock = { _ in false }
        #expect(other.retryEnabled)
        #expect(other.configuration.fetcherConfiguration.retry?.shouldRetry != nil)
    }

    /// The default logger discards everything (the service constructs no logger of its own); a logger given in the
    /// configuration hears the service's messages.
    @Test func loggerDefaultsToNoOpAndAGivenLoggerHearsTheService() async throws {
        #expect(GTLRService().logger.handler is SwiftLogNoOpLogHandler)
        #expect(GTLRService.Configuration().fetcherConfiguration.logger.handler is SwiftLogNoOpLogHandler)

        let server = try await TestHTTPServer.start { _ in
            .ok("{}", contentType: "application/json")
        }
        let lines = TestLockedValue<[String]>([])
        var configuration = GTLRService.Configuration()
        configuration.rootURLString = server.url("/").absoluteString
        configuration.fetcherConfiguration.logger = Logger(label: "test") { _ in RecordingLogHandler(lines: lines) }
        let service = GTLRTestingSvcService(configuration: configuration)
        _ = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query())
        await service.shutdown()
        await server.stop()
        #expect(lines.current.contains { $0.hasPrefix("debug GTLR ") })
    }

    /// Credentials set twice (the service's and its fetcher configuration's) both run, the fetcher's last: the
    /// documented rule, so the request carries the fetcher's.
    @Test func theFetchersAuthorizerRunsAfterTheServices() async throws {
        let server = try await TestHTTPServer.start { _ in .ok("{}", contentType: "application/json") }
        let service = GTLRServiceLoopbackTests.service(server)
        service.authorizer = GDataBearerTokenAuthorizer(token: "service-token")
        service.fetcherConfiguration.authorizer = GDataBearerTokenAuthorizer(token: "fetcher-token")
        try await withCleanup {
            _ = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query())
            #expect(server.requests.map { $0.header("Authorization") } == ["Bearer fetcher-token"])
        } cleanup: {
            await service.shutdown()
            await server.stop()
        }
    }
}
