import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// The credential rule (``GDataHTTPOrigin``), the overflow-safe `Content-Range` reader, exclusive temporary files and
/// the fetch history's credential-free, private cache files, on real loopback servers: two servers on different
/// ports are two origins.
@Suite struct CredentialOriginTests {
    @Test func aServerGivenURLAtAnotherOriginIsRefusedBeforeAnythingIsSent() async throws {
        let named = try await TestHTTPServer.start { _ in .ok("named") }
        let other = try await TestHTTPServer.start { _ in .ok("other") }
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.authorizer = GDataBearerTokenAuthorizer(token: "tok")
        try await withFetcher(configuration) { fetcher in
            var link = GDataHTTPRequest(url: other.url("/next"))
            link.credentialOrigin = GDataHTTPOrigin(named.baseURL)
            let error = await httpError { _ = try await fetcher.fetch(link) }
            #expect(error?.code == .credentialOrigin)
            #expect(
                error?.description.contains("refused to send credentials to http://127.0.0.1:\(other.port)") == true
            )
            // The same link at the named origin keeps its credentials.
            var sameOrigin = GDataHTTPRequest(url: named.url("/next"))
            sameOrigin.credentialOrigin = GDataHTTPOrigin(named.url("/feed"))
            _ = try await fetcher.fetch(sameOrigin)
        }
        // Without an authorizer, a request already carrying a credential is held to the rule too.
        try await withFetcher { fetcher in
            var link = GDataHTTPRequest(url: other.url("/next?key=k"))
            link.credentialOrigin = GDataHTTPOrigin(named.baseURL)
            let error = await httpError { _ = try await fetcher.fetch(link) }
            #expect(error?.code == .credentialOrigin)
            link.url = other.url("/next")
            _ = try await fetcher.fetch(link)  // nothing to leak: fetched
        }
        await named.stop()
        await other.stop()
        #expect(other.requests.map(\.uri) == ["/next"])
        #expect(other.requests.allSatisfy { $0.header("Authorization") == nil })
        #expect(named.requests.map { $0.header("Authorization") } == ["Bearer tok"])
    }

    @Test func originsCompareSchemeHostAndPort() throws {
        let origin = try #require(GDataHTTPOrigin(string: "https://Example.COM"))
        #expect(origin.description == "https://example.com:443")
        #expect(origin.contains(URL(string: "https://example.com:443/a?b")!))
        #expect(!origin.contains(URL(string: "http://example.com/a")!))
        #expect(!origin.contains(URL(string: "https://example.com:8443/a")!))
        #expect(!origin.contains(URL(string: "https://example.com.evil/a")!))
        #expect(GDataHTTPOrigin(string: "ftp://example.com") == nil)
    }

    /// A 1,000-byte file in a new temporary directory; the caller removes the directory (`file`'s parent).
    static func uploadFile() throws -> URL {
        let file = try temporaryDirectory(prefix: "origin-upload").appendingPathComponent("upload")
        try Data(repeating: 7, count: 1000).write(to: file)
        return file
    }

    @Test func aResumableSessionLocationAtAnotherOriginIsRefused() async throws {
        let other = try await TestHTTPServer.start { _ in .ok("{}") }
        let named = try await TestHTTPServer.start { request in
            request.method == "POST"
                ? TestHTTPResponse(status: 200, headers: [TestHTTPHeader("Location", other.url("/s").absoluteString)])
                : .ok("{}")
        }
        let file = try Self.uploadFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let authorizer = GDataBearerTokenAuthorizer(token: "tok")
        var options = GDataResumableUpload.Options(retryPolicy: .disabled)
        options.authorizer = authorizer
        let fetcher = GDataHTTPFetcher()
        let upload = try GDataResumableUpload(
            request: GDataHTTPRequest(url: named.url("/upload"), method: "POST"),
            dialect: .resumable,
            source: .file(file),
            mimeType: "application/octet-stream",
            transport: fetcher,
            options: options
        )
        let error = await httpError { _ = try await upload.start() }
        await fetcher.shutdown()
        await named.stop()
        await other.stop()
        #expect(error?.code == .credentialOrigin)
        #expect(other.requests.isEmpty)
        #expect(named.requests.map(\.method) == ["POST"])
    }

    @Test func contentRangesAreReadWithoutOverflow() {
        #expect(
            GDataHTTPContentRange(header: "bytes 0-99/1000") == GDataHTTPContentRange(first: 0, last: 99, total: 1000)
        )
        #expect(GDataHTTPContentRange(header: "Bytes 5-9/*")?.length == 5)
        for bad in [
            "bytes 0-9223372036854775807/9223372036854775807", "bytes 0-9223372036854775807/*",
            "bytes 0-9/9223372036854775808", "bytes 99999999999999999999-1/2", "bytes 0-99/50", "bytes 9-5/10",
            "bytes -1-9/10", "bytes +1-9/10", "bytes 0-9", "bytes */10", "items 0-9/10", "bytes 0 -9/10", "",
        ] {
            #expect(GDataHTTPContentRange(header: bad) == nil, "\(bad)")
        }
        let largest = GDataHTTPContentRange(header: "bytes 0-9223372036854775806/9223372036854775807")
        #expect(largest?.length == Int64.max)
        #expect(GDataHTTPContentRange.uploadRangeLast("bytes=0-41") == 41)
        #expect(GDataHTTPContentRange.uploadRangeLast("bytes=0-+41") == nil)
        #expect(GDataHTTPContentRange.uploadRangeLast("bytes=0-99999999999999999999") == nil)
    }

    @Test func anUploadRangeReplyThatDoesNotFitEndsTheUploadWithATypedError() async throws {
        let server = try await TestHTTPServer.start { request in
            if request.method == "POST" {
                return TestHTTPResponse(status: 200, headers: [TestHTTPHeader("Location", "/s")])
            }
            return TestHTTPResponse(status: 308, headers: [TestHTTPHeader("Range", "bytes=0-9223372036854775807")])
        }
        let file = try Self.uploadFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let fetcher = GDataHTTPFetcher()
        let upload = try GDataResumableUpload(
            request: GDataHTTPRequest(url: server.url("/upload"), method: "POST"),
            dialect: .gdata,
            source: .file(file),
            mimeType: "application/octet-stream",
            transport: fetcher,
            options: .init(retryPolicy: .disabled)
        )
        let error = await httpError { _ = try await upload.start() }
        await fetcher.shutdown()
        await server.stop()
        #expect(error?.code == .invalidResponse)
    }

    @Test func temporaryFilesAreExclusiveAndRenamedIntoPlace() throws {
        let directory = try temporaryDirectory(prefix: "tmpfile")
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = directory.appendingPathComponent("out")
        let first = try GDataTemporaryFile(beside: destination, permissions: 0o600)
        let second = try GDataTemporaryFile(beside: destination, permissions: 0o600)
        #expect(first.path != second.path)
        second.discard()
        try first.write(Data("abc".utf8))
        try first.commit()
        #expect(try Data(contentsOf: destination) == Data("abc".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: destination.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out"])
    }

    @Test func theFetchHistoryKeepsNoKeyAndFindsItsEntryAgainWithIt() async throws {
        let server = try await TestHTTPServer.start { request in
            if request.header("If-None-Match") == "\"e1\"" { return .status(304) }
            return TestHTTPResponse(status: 200, headers: [TestHTTPHeader("ETag", "\"e1\"")], body: Data("body".utf8))
        }
        let directory = try temporaryDirectory(prefix: "history")
        defer { try? FileManager.default.removeItem(at: directory) }
        for _ in 0..<2 {  // two fetchers over one directory: two runs of a tool
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.authorizer = GDataAPIKeyAuthorizer(key: "key-secret")
            configuration.fetchHistory = GDataFetchHistory(shouldCacheResponses: true, directory: directory)
            try await withFetcher(configuration) { fetcher in
                let response = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/feed?alt=atom")))
                #expect(response.body == Data("body".utf8))
            }
        }
        await server.stop()
        #expect(server.requests.map { $0.header("If-None-Match") } == [nil, "\"e1\""])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 1)
        for name in files {
            let path = directory.appendingPathComponent(name).path
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            #expect(!text.contains("key-secret"))
            #expect(text.contains("alt=atom"))
        }
    }
}
