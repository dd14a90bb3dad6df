import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Testing

/// The fetch history has one place, `Configuration.fetcherConfiguration.fetchHistory`; the original's
/// `shouldCacheResponseData`, `responseDataCacheCapacity` and `clearResponseDataCache()` forward to it, and what is set
/// is what is used, before and after the first request.
@Suite("GDataService fetch history")
struct ServiceFetchHistoryTests {
    static func ifNoneMatch(_ server: TestHTTPServer) -> [String?] {
        server.requests.map { $0.header("If-None-Match") }
    }

    @Test func aHistoryGivenAtCreationIsTheOneUsed() async throws {
        let history = GDataFetchHistory(shouldCacheResponses: true)
        var configuration = plainConfiguration()
        configuration.fetcherConfiguration.fetchHistory = history
        try await withService(configuration: configuration, handler: ServiceErrorTests.conditionalHandler) {
            service,
            server in
            #expect(service.fetchHistory === history)
            #expect(service.shouldCacheResponseData)
            _ = try await service.fetchFeed(at: server.url("/feeds/c"))
            #expect(history.count == 1)
            let cached = try await service.fetchFeed(at: server.url("/feeds/c"))
            #expect(cached.title?.stringValue == "Cached")
            #expect(Self.ifNoneMatch(server) == [nil, "\"v1\""])
        }
    }

    @Test func theOriginalsNamesSetBeforeTheFirstRequestApply() async throws {
        var configuration = plainConfiguration()
        configuration.shouldCacheResponseData = true
        try await withService(configuration: configuration, handler: ServiceErrorTests.conditionalHandler) {
            service,
            server in
            _ = try await service.fetchFeed(at: server.url("/feeds/c"))
            // Answered from the cache, not a notModified error.
            let second = try await service.fetchFeed(at: server.url("/feeds/c"))
            #expect(second.title?.stringValue == "Cached")
            #expect(Self.ifNoneMatch(server) == [nil, "\"v1\""])
        }
        // A capacity smaller than the body: nothing is cached, so no request is made conditional.
        configuration.responseDataCacheCapacity = 1
        #expect(configuration.fetcherConfiguration.fetchHistory?.memoryCapacity == 1)
        #expect(configuration.shouldCacheResponseData)
        try await withService(configuration: configuration, handler: ServiceErrorTests.conditionalHandler) {
            service,
            server in
            _ = try await service.fetchFeed(at: server.url("/feeds/c"))
            _ = try await service.fetchFeed(at: server.url("/feeds/c"))
            #expect(Self.ifNoneMatch(server) == [nil, nil])
        }
    }

    @Test func theOriginalsNamesSetAfterTheFirstRequestApply() async throws {
        // The default configuration remembers ETags without caching bodies, as the original service did.
        var configuration = GDataService.Configuration()
        configuration.serviceVersion = "2"
        #expect(configuration.fetcherConfiguration.fetchHistory != nil)
        #expect(configuration.shouldCacheResponseData == false)
        try await withService(configuration: configuration, handler: ServiceErrorTests.conditionalHandler) {
            service,
            server in
            let url = server.url("/feeds/c")
            _ = try await service.fetchFeed(at: url)
            let error = await serviceError { _ = try await service.fetchFeed(at: url) }
            #expect(error?.code == .notModified)

            service.shouldCacheResponseData = true
            #expect(service.fetchHistory?.shouldCacheResponses == true)
            _ = try await service.fetchFeed(at: url)  // no body cached yet: unconditional
            let cached = try await service.fetchFeed(at: url)
            #expect(cached.title?.stringValue == "Cached")
            #expect(Self.ifNoneMatch(server) == [nil, "\"v1\"", nil, "\"v1\""])

            service.responseDataCacheCapacity = 0  // drops the cached body at once
            #expect(service.fetchHistory?.cachedByteCount == 0)
            _ = try await service.fetchFeed(at: url)
            #expect(Self.ifNoneMatch(server).last == .some(nil))

            service.shouldCacheResponseData = false  // forgets everything, as the original did
            #expect(service.fetchHistory?.count == 0)
        }
    }

    @Test func noHistoryMeansNoConditionalRequests() async throws {
        var configuration = plainConfiguration()
        #expect(configuration.fetcherConfiguration.fetchHistory == nil)
        #expect(configuration.shouldCacheResponseData == false)
        try await withService(configuration: configuration, handler: ServiceErrorTests.conditionalHandler) {
            service,
            server in
            #expect(service.fetchHistory == nil)
            service.shouldCacheResponseData = true  // nothing to change
            #expect(service.shouldCacheResponseData == false)
            _ = try await service.fetchFeed(at: server.url("/feeds/c"))
            _ = try await service.fetchFeed(at: server.url("/feeds/c"))
            #expect(Self.ifNoneMatch(server) == [nil, nil])
        }
        // Setting a forward on a copy leaves the configuration it was copied from alone.
        let original = GDataService.Configuration()
        var copy = original
        copy.shouldCacheResponseData = true
        #expect(original.shouldCacheResponseData == false)
        #expect(copy.fetcherConfiguration.fetchHistory !== original.fetcherConfiguration.fetchHistory)
        configuration.shouldCacheResponseData = true
        #expect(configuration.fetcherConfiguration.fetchHistory?.shouldCacheResponses == true)
    }
}
