import Foundation
import GDataServer
import GDataTestSupport
import Testing

/// Every snippet of Examples/GDataIntroduction runs against the project's local GData server (`GDataLocalServer`,
/// what `gdata serve` runs) over the example's data set, served in memory so each run starts from the same data.
@Suite("GDataIntroduction example")
struct IntroductionExampleTests {
    /// Examples/GDataIntroduction/Data: calendars, events, contacts, docs, images and a feed for the retry snippet.
    static let dataDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/GDataIntroduction/Data")

    /// What each snippet prints; a line ending in `<any>` matches any line with that prefix (server-made identifiers).
    static let expected: [(String, [String])] = [
        ("calendars", ["calendars: 2", "first: Work"]),
        ("alternate", ["events feed: Events", "events: 7"]),
        (
            "query",
            [
                "query: max-results=5&orderby=starttime&sortorder=descending",
                "event: Book club", "event: Release party", "event: Piano lesson", "event: Lunch with Sam",
                "event: Quarterly review",
            ]
        ),
        (
            "insert",
            [
                "created: tag:gdata-serve,2026:events/<any>", "class: GDataEntryCalendarEvent",
                "title: Tennis with Beth", "starts: 2008-11-24T17:00:00Z", "where: Rolling Lawn Courts",
                "can edit: true",
            ]
        ),
        ("userdata", ["ticket userData: calendar window 1", "ticket property: introduction"]),
        ("ticket-properties", ["row: 42", "status: 200", "entries: 2"]),
        (
            "next-links",
            [
                "max-results 2: 4 pages, 7 entries, next link none",
                "max-results 25: 1 pages, 7 entries, next link none",
            ]
        ),
        (
            "batch-delete",
            [
                "delete-1: 200 Success", "delete-2: 200 Success", "delete-3: 200 Success", "delete-4: 200 Success",
                "delete-5: 200 Success", "contacts left: 1",
            ]
        ),
        ("upload", ["uploaded: Quarterly report", "progress: complete"]),
        ("not-modified", ["not modified since the feed's weak ETag", "from cache: 2 calendars"]),
        ("retry", ["retries: 1", "feed: Flaky feed"]),
        (
            "introspection",
            [
                "collection: Calendars accepts application/atom+xml;type=entry",
                "collection: Events accepts application/atom+xml;type=entry",
                "collection: Contacts accepts application/atom+xml;type=entry",
                "collection: Docs accepts text/plain, application/pdf, application/atom+xml;type=entry",
                "collection: Images accepts image/*",
                "collection: Flaky feed accepts application/atom+xml;type=entry",
            ]
        ),
    ]

    static func matches(_ lines: [String], _ expected: [String]) -> Bool {
        lines.count == expected.count
            && zip(lines, expected).allSatisfy { line, pattern in
                guard pattern.hasSuffix("<any>") else { return line == pattern }
                let prefix = pattern.dropLast(5)
                return line.hasPrefix(prefix) && line.count > prefix.count
            }
    }

    /// Starts the local server over the data set (in memory) with its request log in a temporary directory, runs `body`
    /// with the server and the log, and stops the server.
    static func withIntroductionServer<T>(
        _ change: (inout GDataLocalServer.Configuration) -> Void = { _ in },
        _ body: (GDataLocalServer, URL) async throws -> T
    ) async throws -> T {
        try await withTemporaryDirectory(prefix: "gdata-intro") { directory in
            var configuration = GDataLocalServer.Configuration()
            configuration.inMemory = true
            let log = directory.appendingPathComponent("requests.jsonl")
            configuration.logFile = log
            change(&configuration)
            return try await withLocalServer(directory: dataDirectory, configuration: configuration) { server in
                try await body(server, log)
            }
        }
    }

    /// The server's request log: (method, path with query, status) per request, in arrival order.
    static func requests(in log: URL) throws -> [(method: String, path: String, status: Int)] {
        let text = try String(contentsOf: log, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return (
                try #require(object["method"] as? String), try #require(object["path"] as? String),
                try #require(object["status"] as? Int)
            )
        }
    }

    @Test(arguments: expected.map(\.0).filter { $0 != "retry" })
    func snippet(_ name: String) async throws {
        let (result, log) = try await Self.withIntroductionServer { server, log in
            (
                try await GDataCLIRunner.run([name, server.baseURL.absoluteString], product: "GDataIntroduction"),
                try Self.requests(in: log)
            )
        }
        #expect(result.status == 0, "\(result.stderrText)")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        let expected = try #require(Self.expected.first { $0.0 == name }?.1)
        #expect(Self.matches(lines, expected), "got \(lines)")
        #expect(!log.isEmpty)
        #expect(log.allSatisfy { $0.status < 400 || $0.status == 404 } || name == "not-modified")
    }

    @Test func snippetsAskTheServerWhatTheyClaim() async throws {
        // The query snippet's parameters reach the server as sent; next-links asks for pages of two.
        let queryLog = try await Self.withIntroductionServer { server, log in
            _ = try await GDataCLIRunner.run(["query", server.baseURL.absoluteString], product: "GDataIntroduction")
            return try Self.requests(in: log)
        }
        #expect(queryLog.map(\.path) == ["/feeds/events?max-results=5&orderby=starttime&sortorder=descending"])
        let pagingLog = try await Self.withIntroductionServer { server, log in
            _ = try await GDataCLIRunner.run(
                ["next-links", server.baseURL.absoluteString],
                product: "GDataIntroduction"
            )
            return try Self.requests(in: log)
        }
        #expect(pagingLog.count == 5)
        #expect(pagingLog.first?.path == "/feeds/events?max-results=2")
        #expect(pagingLog.dropFirst().prefix(3).allSatisfy { $0.path.contains("start-index=") })
        // The not-modified snippet's second request is answered 304.
        let cacheLog = try await Self.withIntroductionServer { server, log in
            _ = try await GDataCLIRunner.run(
                ["not-modified", server.baseURL.absoluteString],
                product: "GDataIntroduction"
            )
            return try Self.requests(in: log)
        }
        #expect(cacheLog.map(\.status).prefix(2) == [200, 304])
    }

    @Test func retrySnippetMeetsOneSeededFailure() async throws {
        // Seed 3 with a fail rate of one half fails the first request and passes the second.
        let (result, log) = try await Self.withIntroductionServer({ configuration in
            configuration.failRate = 0.5
            configuration.seed = 3
        }) { server, log in
            (
                try await GDataCLIRunner.run(["retry", server.baseURL.absoluteString], product: "GDataIntroduction"),
                try Self.requests(in: log)
            )
        }
        #expect(result.status == 0, "\(result.stderrText)")
        #expect(result.stdoutText == "retries: 1\nfeed: Flaky feed\n")
        #expect(log.map(\.status) == [503, 200])
    }

    @Test func captchaSnippetResolvesTheURLAndSignsIn() async throws {
        let password = FileManager.default.temporaryDirectory.appendingPathComponent("intro-\(UUID().uuidString)")
        try Data("wrong\n".utf8).write(to: password)
        defer { try? FileManager.default.removeItem(at: password) }
        let (failures, result) = try await Self.withIntroductionServer({ configuration in
            configuration.requireAuth = true
            configuration.users = ["fred@example.com": "yabbadabbadoo"]
            configuration.captchaAnswer = "dinosaur"
        }) { server, _ in
            // Three refused sign-ins (`gdata login` with a wrong password) make the account ask for a captcha.
            var failures: [Int32] = []
            for _ in 0..<3 {
                let login = try await GDataCLIRunner.run([
                    "login", "--email", "fred@example.com", "--password-file", password.path,
                    "--login-url", server.baseURL.appendingPathComponent("accounts/ClientLogin").absoluteString,
                ])
                failures.append(login.status)
            }
            let result = try await GDataCLIRunner.run(
                ["captcha", server.baseURL.absoluteString],
                product: "GDataIntroduction"
            )
            return (failures, result)
        }
        #expect(failures == [14, 14, 14])
        #expect(result.status == 0, "\(result.stderrText)")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        let captcha = try #require(lines.first)
        #expect(
            captcha.hasPrefix("captcha: http://127.0.0.1:") && captcha.contains("/accounts/Captcha?ctoken=captcha-")
        )
        #expect(lines.last == "signed in: true")
    }

    @Test func unknownSnippetIsAUsageError() async throws {
        let result = try await GDataCLIRunner.run(["nope", "http://127.0.0.1:1"], product: "GDataIntroduction")
        #expect(result.status == 64)
        #expect(result.stderrText.contains("snippets:"))
    }
}
