import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Testing

/// Typed errors: `gd:errors`, 304, 412, unparseable bodies.
@Suite("GDataService errors")
struct ServiceErrorTests {
    static let errorsXML = """
        <errors xmlns='http://schemas.google.com/g/2005'>
          <error><domain>GData</domain><code>code_499</code><location type='header'>Authorization</location>
            <internalReason>forced status error</internalReason>
            <extendedHelp>http://help.com</extendedHelp><sendReport>http://report.com</sendReport></error>
          <error><domain>GData</domain><code>second</code></error>
        </errors>
        """

    @Test func structuredErrorsAreParsedAndSummarised() async throws {
        try await withService(configuration: plainConfiguration()) { _ in
            TestHTTPResponse(
                status: 499,
                headers: [TestHTTPHeader("Content-Type", "application/vnd.google.gdata.error+xml")],
                body: Data(Self.errorsXML.utf8)
            )
        } _: { service, server in
            let error = await serviceError { _ = try await service.fetchFeed(at: server.url("/feeds/x")) }
            #expect(error?.code == .httpStatus)
            #expect(error?.status == 499)
            #expect(error?.serverErrors.count == 2)
            let main = try #require(error?.mainServerError)
            #expect(main.domain == "GData")
            #expect(main.code == "code_499")
            #expect(main.internalReason == "forced status error")
            #expect(main.extendedHelpURI == "http://help.com")
            #expect(main.sendReportURI == "http://report.com")
            #expect(main.location == "Authorization")
            #expect(main.locationType == "header")
            #expect(main.description == "GData error code_499: \"forced status error\"")
            #expect(error?.message == "HTTP 499: GData error code_499: \"forced status error\"")
            #expect(error?.serverErrorGroup?.mainError?.code == "code_499")
        }
    }

    @Test func otherBodiesBecomeTheReasonText() async throws {
        try await withService(configuration: plainConfiguration()) { _ in
            .status(400, "Invalid request URI\n")
        } _: {
            service,
            server in
            let error = await serviceError { _ = try await service.fetchFeed(at: server.url("/feeds/x")) }
            #expect(error?.code == .httpStatus)
            #expect(error?.serverErrors.isEmpty == true)
            #expect(error?.message == "HTTP 400 Bad Request: Invalid request URI")
        }
    }

    @Test func notModifiedAndPreconditionFailedAreDistinct() async throws {
        try await withService(configuration: plainConfiguration()) { request in
            request.method == "GET" ? .status(304) : .status(412, "etag mismatch")
        } _: { service, server in
            let notModified = await serviceError {
                _ = try await service.fetchFeed(at: server.url("/feeds/x"), etag: "W/\"abc\"")
            }
            #expect(notModified?.code == .notModified)
            #expect(notModified?.status == 304)
            let entry = try GDataEntryBase.parse(
                data: Data(AtomText.entry(id: "e", etag: "\"old\"", edit: server.url("/e").absoluteString).utf8)
            )
            let failed = await serviceError { _ = try await service.update(entry) }
            #expect(failed?.code == .preconditionFailed)
            #expect(failed?.status == 412)
        }
    }

    @Test func anUnparseableBodyIsATypedErrorWithLineAndColumn() async throws {
        try await withService(configuration: plainConfiguration()) { _ in
            AtomText.ok("<feed xmlns='http://www.w3.org/2005/Atom'>\n  <title>t</title>\n  <entry></feed>")
        } _: { service, server in
            let error = await serviceError { _ = try await service.fetchFeed(at: server.url("/feeds/x")) }
            #expect(error?.code == .couldNotConstructObject)
            #expect(error?.xmlError?.line == 3)
            #expect(error?.xmlError?.column != nil)
            #expect(error?.message.contains("line 3") == true)
        }
    }

    @Test func anEntryWhereAFeedWasExpectedIsATypedError() async throws {
        try await withService(configuration: plainConfiguration()) { _ in
            AtomText.ok(AtomText.entry(id: "e"))
        } _: {
            service,
            server in
            let error = await serviceError { _ = try await service.fetchFeed(at: server.url("/feeds/x")) }
            #expect(error?.code == .couldNotConstructObject)
        }
    }

    /// A server honouring `If-None-Match` with the feed's ETag.
    static let conditionalHandler: TestHTTPServer.Handler = { request in
        if request.header("If-None-Match") == "\"v1\"" { return .status(304) }
        return AtomText.ok(AtomText.feed(title: "Cached", entries: []), headers: [TestHTTPHeader("ETag", "\"v1\"")])
    }

    @Test func notModifiedIsAnsweredFromTheCacheWhenCaching() async throws {
        var configuration = plainConfiguration()
        configuration.shouldCacheResponseData = true
        try await withService(configuration: configuration, handler: Self.conditionalHandler) { service, server in
            let first = try await service.fetchFeed(at: server.url("/feeds/c"))
            let second = try await service.fetchFeed(at: server.url("/feeds/c"))
            #expect(first.title?.stringValue == "Cached")
            #expect(second.title?.stringValue == "Cached")
            #expect(server.requests.map { $0.header("If-None-Match") } == [nil, "\"v1\""])
            service.clearResponseDataCache()
            _ = try await service.fetchFeed(at: server.url("/feeds/c"))
            #expect(server.requests.last?.header("If-None-Match") == nil)
        }
    }

    @Test func notModifiedIsAnErrorWithoutTheCache() async throws {
        var configuration = plainConfiguration()
        configuration.fetcherConfiguration.fetchHistory = GDataFetchHistory()
        try await withService(configuration: configuration, handler: Self.conditionalHandler) { service, server in
            _ = try await service.fetchFeed(at: server.url("/feeds/c"))
            let error = await serviceError { _ = try await service.fetchFeed(at: server.url("/feeds/c")) }
            #expect(error?.code == .notModified)
            #expect(server.requests.count == 2)
        }
    }
}
