import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// The HTTP log's request side shows the header block libcurl actually sent, not only the caller's headers.
@Suite struct HTTPLoggerSentHeadersTests {
    /// The logged header table rows as (name, value) pairs of the `index`-th transaction (1-based) request table.
    static func requestRows(in page: String, transaction number: Int) throws -> [(String, String)] {
        let start = try #require(page.range(of: "id=\"fetch-\(number)\""))
        let section = page[start.upperBound...]
        let request = try #require(section.range(of: "<details class=\"request\">"))
        let end = try #require(section.range(of: "</details>", range: request.upperBound..<section.endIndex))
        let table = section[request.upperBound..<end.lowerBound]
        let pattern = try Regex(#"<tr><th>([^<]*)</th><td>([^<]*)</td></tr>"#)
        return table.matches(of: pattern).map { match in
            (String(match.output[1].substring ?? ""), String(match.output[2].substring ?? ""))
        }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test("a plain GET logs every header the server received, libcurl's own included")
    func plainGetShowsTheReceivedHeaders() async throws {
        try await withTemporaryDirectory { directory in
            var configuration = GDataHTTPFetcher.Configuration()
            let logger = try GDataHTTPTransactionLog(directory: directory, runName: "sent")
            configuration.transactionLog = logger
            try await withServer({ _ in .ok("hello") }) { server in
                try await withFetcher(configuration) { fetcher in
                    let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/feeds/a?x=1")))
                    let received = try #require(server.requests.last)
                    let sent = try #require(response.sentHeaders)
                    #expect(sent.map(\.name) == received.headers.map(\.name))
                    #expect(sent.map(\.value) == received.headers.map(\.value))
                    #expect(sent.contains("Host") && sent.contains("Accept") && sent.contains("User-Agent"))

                    let page = try String(contentsOf: logger.indexURL, encoding: .utf8)
                    let rows = try Self.requestRows(in: page, transaction: 1)
                    #expect(rows.map(\.0) == received.headers.map(\.name))
                    #expect(rows.map { Self.unescape($0.1) } == received.headers.map(\.value))
                    #expect(page.contains("Request: \(received.headers.count) headers as sent"))
                    #expect(!page.contains("Request: 0 headers"))
                }
            }
        }
    }

    @Test("credentials among the sent headers are redacted; Content-Length and cookies are listed")
    func sentCredentialsAreRedacted() async throws {
        try await withTemporaryDirectory { directory in
            var configuration = GDataHTTPFetcher.Configuration()
            let logger = try GDataHTTPTransactionLog(directory: directory, runName: "secret")
            configuration.transactionLog = logger
            try await withServer({ _ in .ok("{}", contentType: "application/json") }) { server in
                try await withFetcher(configuration) { fetcher in
                    var request = GDataHTTPRequest(url: server.url("/upload"), method: "POST")
                    request.headers["Authorization"] = "Bearer SENTSECRET71"
                    request.headers["Cookie"] = "SID=SENTCOOKIE72"
                    request.headers["Content-Type"] = "application/atom+xml"
                    request.body = .data(Data(repeating: 0x41, count: 321))
                    _ = try await fetcher.fetch(request)
                    let received = try #require(server.requests.last)
                    #expect(received.header("Authorization") == "Bearer SENTSECRET71")
                    #expect(received.header("Content-Length") == "321")

                    let page = try String(contentsOf: logger.indexURL, encoding: .utf8)
                    #expect(!page.contains("SENTSECRET71"))
                    #expect(!page.contains("SENTCOOKIE72"))
                    let rows = try Self.requestRows(in: page, transaction: 1)
                    #expect(rows.map(\.0) == received.headers.map(\.name))
                    #expect(rows.contains { $0.0 == "Content-Length" && $0.1 == "321" })
                    #expect(rows.contains { $0.0 == "Authorization" && $0.1.contains("_snip_") })
                    #expect(page.contains("authorized ⚠ not https"))
                }
            }
        }
    }

    @Test("after a redirect the log shows the headers of the request that got the response")
    func redirectLogsTheFinalRequest() async throws {
        try await withTemporaryDirectory { directory in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.recordsSentHeaders = true
            try await withServer({ request in
                request.path == "/old" ? .redirect(to: "/new") : .ok("moved")
            }) { server in
                try await withFetcher(configuration) { fetcher in
                    var request = GDataHTTPRequest(url: server.url("/old"))
                    request.headers["X-Trace"] = "t1"
                    let response = try await fetcher.fetch(request)
                    #expect(response.status == 200)
                    let final = try #require(server.requests.last)
                    #expect(final.path == "/new")
                    let sent = try #require(response.sentHeaders)
                    #expect(sent.map(\.name) == final.headers.map(\.name))
                    #expect(sent.map(\.value) == final.headers.map(\.value))
                    #expect(sent.values(for: "Host").count == 1)
                }
            }
        }
    }

    @Test("without a logger the sent headers are not recorded")
    func notRecordedByDefault() async throws {
        try await withServer({ _ in .ok("x") }) { server in
            try await withFetcher(GDataHTTPFetcher.Configuration()) { fetcher in
                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/plain")))
                #expect(response.status == 200)
                #expect(response.sentHeaders == nil)
            }
        }
    }
}
