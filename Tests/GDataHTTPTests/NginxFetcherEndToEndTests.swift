import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// The real ``GDataHTTPFetcher`` (libcurl) with the fetch history, cookie storage and logger, against nginx.
@Suite struct NginxFetcherEndToEndTests {
    func feedSetUp() throws -> (NginxServer, URL) {
        let nginx = try NginxServer()
        try nginx.writeFile(
            "feed.xml",
            contents: "<feed>one</feed>",
            modified: Date(timeIntervalSince1970: 1_760_000_000)
        )
        return (nginx, nginx.url("feed.xml"))
    }

    @Test func secondGETIsConditionalAndEndsInNotModifiedWithoutCaching() async throws {
        let (nginx, url) = try feedSetUp()
        defer { nginx.stop() }
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.fetchHistory = GDataFetchHistory()
        try await withFetcher(configuration) { fetcher in
            let first = try await fetcher.fetch(GDataHTTPRequest(url: url))
            #expect(first.status == 200)
            #expect(String(decoding: first.body, as: UTF8.self) == "<feed>one</feed>")
            let etag = try #require(first.headers["ETag"])
            let lastModified = try #require(first.headers["Last-Modified"])

            let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: url)) }
            #expect(error?.code == .notModified)
            #expect(error?.status == 304)

            let log = nginx.accessLogLines(atLeast: 2)
            #expect(log.count == 2)
            #expect(log.first == "GET /feed.xml 200 inm= ims= cookie= auth=")
            #expect(log.last == "GET /feed.xml 304 inm=\(etag) ims=\(lastModified) cookie= auth=")
        }
    }

    @Test func cachingAnswersFromCacheThenSeesChangedFile() async throws {
        let (nginx, url) = try feedSetUp()
        defer { nginx.stop() }
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.fetchHistory = GDataFetchHistory(shouldCacheResponses: true)
        try await withFetcher(configuration) { fetcher in
            let first = try await fetcher.fetch(GDataHTTPRequest(url: url))
            #expect(!first.isFromCache)
            let firstETag = try #require(first.headers["ETag"])

            let cached = try await fetcher.fetch(GDataHTTPRequest(url: url))
            #expect(cached.status == 200)
            #expect(cached.isFromCache)
            #expect(String(decoding: cached.body, as: UTF8.self) == "<feed>one</feed>")

            try nginx.writeFile(
                "feed.xml",
                contents: "<feed>changed</feed>",
                modified: Date(timeIntervalSince1970: 1_760_000_200)
            )
            let fresh = try await fetcher.fetch(GDataHTTPRequest(url: url))
            #expect(fresh.status == 200 && !fresh.isFromCache)
            #expect(String(decoding: fresh.body, as: UTF8.self) == "<feed>changed</feed>")
            #expect(fresh.headers["ETag"] != firstETag)

            let log = nginx.accessLogLines(atLeast: 3)
            #expect(log.map { $0.split(separator: " ")[2] } == ["200", "304", "200"])
            #expect(log[2].contains("inm=\(firstETag) "))
        }
    }

    @Test func callerConditionalGetsTheRaw304AsNotModified() async throws {
        let (nginx, url) = try feedSetUp()
        defer { nginx.stop() }
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.fetchHistory = GDataFetchHistory(shouldCacheResponses: true)
        try await withFetcher(configuration) { fetcher in
            let first = try await fetcher.fetch(GDataHTTPRequest(url: url))
            var request = GDataHTTPRequest(url: url)
            let etag = try #require(first.headers["ETag"])
            request.headers["If-None-Match"] = etag
            let error = await httpError { _ = try await fetcher.fetch(request) }
            #expect(error?.code == .notModified)
            // The caller's header alone was sent: no If-Modified-Since added.
            #expect(nginx.accessLogLines(atLeast: 2).last?.contains(" ims= ") == true)
        }
    }

    @Test func cookiesRoundTripThroughTheFetcher() async throws {
        let nginx = try NginxServer(serverConfiguration: NginxConditionalTests.cookieLocations)
        defer { nginx.stop() }
        let cookies = GDataCookieStorage()
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.cookieStorage = cookies
        try await withFetcher(configuration) { fetcher in
            _ = try await fetcher.fetch(GDataHTTPRequest(url: nginx.url("set-cookie")))
            #expect(Set(cookies.cookies.map(\.name)) == ["session", "scoped"])
            let echo = try await fetcher.fetch(GDataHTTPRequest(url: nginx.url("echo-cookie")))
            #expect(String(decoding: echo.body, as: UTF8.self) == "session=abc123")
            let log = nginx.accessLogLines(atLeast: 2)
            #expect(log.first?.contains(" cookie= ") == true)
            #expect(log.last == "GET /echo-cookie 200 inm= ims= cookie=session=abc123 auth=")
        }
    }

    @Test func httpsFailsWithTLSByDefaultAndWorksWithTheCABundle() async throws {
        let nginx = try NginxServer(tls: true)
        defer { nginx.stop() }
        try nginx.writeFile("secure.txt", contents: "over tls")
        let url = try #require(nginx.tlsURL("secure.txt"))
        try await withFetcher { fetcher in
            let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: url)) }
            #expect(error?.code == .tls)
        }
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.caBundlePath = nginx.certificatePath
        try await withFetcher(configuration) { fetcher in
            let response = try await fetcher.fetch(GDataHTTPRequest(url: url))
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "over tls")
        }
        #expect(nginx.accessLogLines(atLeast: 1).last?.hasPrefix("GET /secure.txt 200 ") == true)
    }

    @Test func httpsNegotiatesHTTP2AndHonoursAnHTTP11Preference() async throws {
        let nginx = try NginxServer(tls: true)
        defer { nginx.stop() }
        try nginx.writeFile("h2.txt", contents: "multiplexed")
        let url = try #require(nginx.tlsURL("h2.txt"))
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.caBundlePath = nginx.certificatePath
        try await withFetcher(configuration) { fetcher in
            let response = try await fetcher.fetch(GDataHTTPRequest(url: url))
            #expect(response.httpVersion == "2", "HTTP/2 over TLS is the default preference")
            #expect(String(decoding: response.body, as: UTF8.self) == "multiplexed")
        }
        configuration.httpVersion = .http1_1
        try await withFetcher(configuration) { fetcher in
            let response = try await fetcher.fetch(GDataHTTPRequest(url: url))
            #expect(response.httpVersion == "1.1")
        }
        let protocols = nginx.accessLogLines(atLeast: 2)
        #expect(protocols.count >= 2)
    }

    @Test func loggerRecordsFetchesWithoutTheToken() async throws {
        let (nginx, url) = try feedSetUp()
        defer { nginx.stop() }
        let logDirectory = try temporaryDirectory(prefix: "gdata-e2e-log")
        defer { try? FileManager.default.removeItem(at: logDirectory) }
        let token = "ya29.E2E-SECRET-TOKEN"
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.transactionLog = try GDataHTTPTransactionLog(directory: logDirectory, runName: "e2e")
        configuration.authorizer = GDataBearerTokenAuthorizer(token: token)
        configuration.fetchHistory = GDataFetchHistory()
        try await withFetcher(configuration) { fetcher in
            var request = GDataHTTPRequest(url: url)
            request.comment = "fetch feed"
            _ = try await fetcher.fetch(request)
            _ = await httpError { _ = try await fetcher.fetch(request) }
        }
        // nginx got the token byte for byte...
        #expect(nginx.accessLogLines(atLeast: 2).allSatisfy { $0.hasSuffix(" auth=Bearer \(token)") })
        // ...the log never did.
        let logger = try #require(configuration.transactionLog)
        let page = String(decoding: try Data(contentsOf: logger.indexURL), as: UTF8.self)
        #expect(page.contains("fetch feed"))
        #expect(page.contains("<span class=\"status\">304</span>"))
        #expect(page.contains("Bearer _snip_"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: logDirectory.path)
        #expect(files.contains { $0.hasSuffix("fetch_1_response.xml") })
        for file in files {
            let data = (try? Data(contentsOf: logDirectory.appendingPathComponent(file))) ?? Data()
            #expect(!String(decoding: data, as: UTF8.self).contains(token), "token leaked into \(file)")
        }
    }
}
