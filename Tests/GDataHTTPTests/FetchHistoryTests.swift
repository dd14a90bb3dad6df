import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

@Suite struct FetchHistoryTests {
    let feedURL = URL(string: "https://example.com/feeds/default?alt=atom")!

    func response(
        _ status: Int,
        etag: String? = nil,
        lastModified: String? = nil,
        body: String = "",
        url: URL? = nil,
        extra: [(String, String)] = []
    ) -> GDataHTTPResponse {
        var headers = GDataHTTPHeaders(extra)
        if let etag { headers["ETag"] = etag }
        if let lastModified { headers["Last-Modified"] = lastModified }
        return GDataHTTPResponse(url: url ?? feedURL, status: status, headers: headers, body: Data(body.utf8))
    }

    @Test func firstRequestIsUnchanged() {
        let history = GDataFetchHistory()
        let request = GDataHTTPRequest(url: feedURL)
        let prepared = history.prepare(request)
        #expect(prepared.headers.count == 0)
    }

    @Test func addsValidatorsVerbatimToLaterGETs() {
        let history = GDataFetchHistory()
        let request = GDataHTTPRequest(url: feedURL)
        let lastModified = "Thu, 01 Jan 2026 10:00:00 GMT"
        _ = history.process(response(200, etag: "W/\"abc\"", lastModified: lastModified, body: "x"), for: request)
        let prepared = history.prepare(request)
        #expect(prepared.headers["If-None-Match"] == "W/\"abc\"")
        #expect(prepared.headers["If-Modified-Since"] == lastModified)
        #expect(history.cachedByteCount == 0)  // caching is off: validators only

        // Only-ETag and only-Last-Modified resources get only the matching header.
        let other = GDataHTTPRequest(url: URL(string: "https://example.com/other")!)
        _ = history.process(response(200, lastModified: "thursday"), for: other)
        let preparedOther = history.prepare(other)
        #expect(preparedOther.headers["If-Modified-Since"] == "thursday")
        #expect(!preparedOther.headers.contains("If-None-Match"))
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "PATCH", "HEAD"])
    func neverConditionalForOtherMethods(_ method: String) {
        let history = GDataFetchHistory()
        _ = history.process(response(200, etag: "\"e\""), for: GDataHTTPRequest(url: feedURL))
        let request = GDataHTTPRequest(url: feedURL, method: method)
        let prepared = history.prepare(request)
        #expect(!prepared.headers.contains("If-None-Match"))
        #expect(!prepared.headers.contains("If-Modified-Since"))
    }

    @Test func callerSetConditionalsWinAndGetTheRaw304() {
        let history = GDataFetchHistory(shouldCacheResponses: true)
        let plain = GDataHTTPRequest(url: feedURL)
        _ = history.process(response(200, etag: "\"v1\"", body: "cached body"), for: plain)

        var own = GDataHTTPRequest(url: feedURL)
        own.headers["If-None-Match"] = "\"mine\""
        let prepared = history.prepare(own)
        #expect(prepared.headers.values(for: "If-None-Match") == ["\"mine\""])
        #expect(!prepared.headers.contains("If-Modified-Since"))
        let result = history.process(response(304), for: prepared)
        #expect(result.status == 304)
        #expect(!result.isFromCache)
        #expect(result.body.isEmpty)

        // Even when the caller's value happens to equal the remembered one.
        var same = GDataHTTPRequest(url: feedURL)
        same.headers["If-None-Match"] = "\"v1\""
        let sameResult = history.process(response(304), for: history.prepare(same))
        #expect(sameResult.status == 304 && !sameResult.isFromCache)
    }

    @Test func notModifiedWithoutCachingIsReturnedUnchanged() {
        let history = GDataFetchHistory()
        let request = GDataHTTPRequest(url: feedURL)
        _ = history.process(response(200, etag: "\"v1\"", body: "body"), for: request)
        let prepared = history.prepare(request)
        let result = history.process(response(304, etag: "\"v1\""), for: prepared)
        #expect(result.status == 304)
        #expect(!result.isFromCache)
        #expect(result.body.isEmpty)
    }

    @Test func notModifiedWithCachingReturnsCachedBodyWithMergedHeaders() {
        let history = GDataFetchHistory(shouldCacheResponses: true)
        let request = GDataHTTPRequest(url: feedURL)
        let first = response(
            200,
            etag: "\"v1\"",
            body: "<feed/>",
            extra: [("Content-Type", "application/atom+xml"), ("Date", "Mon, 01 Jan 2026 00:00:00 GMT")]
        )
        #expect(history.process(first, for: request).status == 200)
        #expect(history.cachedByteCount == 7)

        let prepared = history.prepare(request)
        #expect(prepared.headers["If-None-Match"] == "\"v1\"")
        let notModified = response(304, etag: "\"v1\"", extra: [("Date", "Tue, 02 Jan 2026 00:00:00 GMT")])
        let result = history.process(notModified, for: prepared)
        #expect(result.status == 200)
        #expect(result.isFromCache)
        #expect(String(decoding: result.body, as: UTF8.self) == "<feed/>")
        #expect(result.headers["Content-Type"] == "application/atom+xml")
        #expect(result.headers["Date"] == "Tue, 02 Jan 2026 00:00:00 GMT")
        #expect(result.headers.values(for: "Date").count == 1)

        // The fetcher may also pass the request as it was before prepare(_:).
        _ = history.prepare(request)
        let again = history.process(response(304), for: request)
        #expect(again.isFromCache && again.status == 200)
    }

    @Test func newContentReplacesTheEntry() {
        let history = GDataFetchHistory(shouldCacheResponses: true)
        let request = GDataHTTPRequest(url: feedURL)
        _ = history.process(response(200, etag: "\"v1\"", body: "one"), for: request)
        let prepared = history.prepare(request)
        _ = history.process(response(200, etag: "\"v2\"", body: "second"), for: prepared)
        #expect(history.cachedByteCount == 6)
        #expect(history.prepare(request).headers["If-None-Match"] == "\"v2\"")
    }

    @Test func responsesWithoutValidatorsAndErrorsAreForgotten() {
        let history = GDataFetchHistory(shouldCacheResponses: true)
        let request = GDataHTTPRequest(url: feedURL)
        _ = history.process(response(200, etag: "\"v1\"", body: "one"), for: request)
        _ = history.process(response(200, body: "no validators"), for: request)
        #expect(history.count == 0)
        #expect(history.cachedByteCount == 0)

        _ = history.process(response(200, etag: "\"v1\"", body: "one"), for: request)
        _ = history.process(response(404), for: request)
        #expect(history.count == 0)

        _ = history.process(response(200, etag: "\"v1\"", body: "one"), for: request)
        _ = history.process(response(500), for: request)
        #expect(history.count == 1)  // a server error says nothing about the resource
    }

    @Test func successfulUnsafeMethodInvalidates() {
        let history = GDataFetchHistory(shouldCacheResponses: true)
        let request = GDataHTTPRequest(url: feedURL)
        _ = history.process(response(200, etag: "\"v1\"", body: "one"), for: request)
        _ = history.process(response(200, etag: "\"v2\""), for: GDataHTTPRequest(url: feedURL, method: "PUT"))
        #expect(history.count == 0)
        #expect(history.prepare(request).headers.count == 0)
    }

    @Test func downloadsToFileAreNotCached() {
        let history = GDataFetchHistory(shouldCacheResponses: true)
        let request = GDataHTTPRequest(url: feedURL)
        _ = history.process(response(200, etag: "\"v1\"", extra: [("Content-Length", "5000")]), for: request)
        #expect(history.count == 0)
        // Without caching the validators alone are useful.
        let plain = GDataFetchHistory()
        _ = plain.process(response(200, etag: "\"v1\"", extra: [("Content-Length", "5000")]), for: request)
        #expect(plain.prepare(request).headers["If-None-Match"] == "\"v1\"")
    }

    @Test func fragmentIsIgnoredInTheKey() throws {
        let history = GDataFetchHistory()
        _ = history.process(response(200, etag: "\"v1\""), for: GDataHTTPRequest(url: feedURL))
        let withFragment = try #require(URL(string: feedURL.absoluteString + "#top"))
        #expect(history.prepare(GDataHTTPRequest(url: withFragment)).headers["If-None-Match"] == "\"v1\"")
    }

    @Test func evictsLeastRecentlyUsedBeyondCapacity() throws {
        let history = GDataFetchHistory(shouldCacheResponses: true, memoryCapacity: 25)
        let urls = try (0..<3).map { try #require(URL(string: "https://example.com/r\($0)")) }
        for (i, url) in urls.enumerated() {
            let body = String(repeating: "\(i)", count: 10)
            _ = history.process(response(200, etag: "\"e\(i)\"", body: body, url: url), for: GDataHTTPRequest(url: url))
            if i == 1 {
                // Touch r0 so that r1 becomes the least recently used.
                _ = history.prepare(GDataHTTPRequest(url: urls[0]))
            }
        }
        #expect(history.cachedByteCount == 20)
        #expect(history.prepare(GDataHTTPRequest(url: urls[0])).headers.contains("If-None-Match"))
        #expect(!history.prepare(GDataHTTPRequest(url: urls[1])).headers.contains("If-None-Match"))
        #expect(history.prepare(GDataHTTPRequest(url: urls[2])).headers.contains("If-None-Match"))

        // A body larger than the whole capacity is not cached (and no validators kept, so no unanswerable 304).
        let big = try #require(URL(string: "https://example.com/big"))
        let bigBody = String(repeating: "b", count: 26)
        _ = history.process(response(200, etag: "\"b\"", body: bigBody, url: big), for: GDataHTTPRequest(url: big))
        #expect(!history.prepare(GDataHTTPRequest(url: big)).headers.contains("If-None-Match"))
        #expect(history.cachedByteCount == 20)
    }

    @Test func removeAllClears() {
        let history = GDataFetchHistory(shouldCacheResponses: true)
        let request = GDataHTTPRequest(url: feedURL)
        _ = history.process(response(200, etag: "\"v1\"", body: "one"), for: request)
        history.removeAll()
        #expect(history.cachedByteCount == 0)
        #expect(history.prepare(request).headers.count == 0)
    }

    @Test func persistsAcrossInstances() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let request = GDataHTTPRequest(url: feedURL)
        do {
            let history = GDataFetchHistory(shouldCacheResponses: true, directory: directory)
            let first = response(
                200,
                etag: "\"p1\"",
                lastModified: "thursday",
                body: "persisted body",
                extra: [("Content-Type", "text/plain")]
            )
            _ = history.process(first, for: request)
        }
        let reloaded = GDataFetchHistory(shouldCacheResponses: true, directory: directory)
        #expect(reloaded.cachedByteCount == 14)
        let prepared = reloaded.prepare(request)
        #expect(prepared.headers["If-None-Match"] == "\"p1\"")
        #expect(prepared.headers["If-Modified-Since"] == "thursday")
        let result = reloaded.process(response(304), for: prepared)
        #expect(result.isFromCache)
        #expect(String(decoding: result.body, as: UTF8.self) == "persisted body")
        #expect(result.headers["Content-Type"] == "text/plain")

        // A history without caching reads the same files for validators only.
        let validatorsOnly = GDataFetchHistory(directory: directory)
        #expect(validatorsOnly.cachedByteCount == 0)
        #expect(validatorsOnly.prepare(request).headers["If-None-Match"] == "\"p1\"")

        reloaded.removeAll()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.isEmpty)
        #expect(GDataFetchHistory(directory: directory).count == 0)
    }

    @Test func corruptOrForeignFilesAreIgnored() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let request = GDataHTTPRequest(url: feedURL)
        do {
            let history = GDataFetchHistory(shouldCacheResponses: true, directory: directory)
            _ = history.process(response(200, etag: "\"good\"", body: "good"), for: request)
            let other = GDataHTTPRequest(url: URL(string: "https://example.com/truncated")!)
            _ = history.process(
                response(
                    200,
                    etag: "\"t\"",
                    body: "0123456789",
                    url: other.url
                ),
                for: other
            )
        }
        // Truncate one entry, add garbage and an unrelated file.
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files.count == 2)
        for name in files {
            let file = directory.appendingPathComponent(name)
            let data = try Data(contentsOf: file)
            if String(decoding: data, as: UTF8.self).contains("truncated") {
                try data.dropLast(3).write(to: file)
            }
        }
        try Data("not json\nzzz".utf8).write(to: directory.appendingPathComponent("0000000000000000.gdfh"))
        try Data([0xFF, 0xFE, 0x00]).write(to: directory.appendingPathComponent("ffffffffffffffff.gdfh"))
        try Data("keep me".utf8).write(to: directory.appendingPathComponent("README.txt"))

        let history = GDataFetchHistory(shouldCacheResponses: true, directory: directory)
        #expect(history.count == 1)
        #expect(history.prepare(request).headers["If-None-Match"] == "\"good\"")
        let remaining = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(remaining.count == 2)
        #expect(remaining.contains("README.txt"))
    }

    /// The metadata line is read with the package's JSON reader: a line in `JSONEncoder`'s style (`\/` escapes, as
    /// earlier versions wrote it) still reads; a member of the wrong type makes the entry unreadable, and it is deleted.
    @Test func metadataLinesAreReadStrictly() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let request = GDataHTTPRequest(url: feedURL)
        do {
            let history = GDataFetchHistory(shouldCacheResponses: true, directory: directory)
            _ = history.process(response(200, etag: "\"v\"", body: "body"), for: request)
        }
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).first)
        let file = directory.appendingPathComponent(name)
        let data = try Data(contentsOf: file)
        let newline = try #require(data.firstIndex(of: UInt8(ascii: "\n")))
        let line = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        let rest = data[newline...]
        #expect(line.contains(#""status":200"#))
        try (Data(line.replacingOccurrences(of: "/", with: #"\/"#).utf8) + rest).write(to: file)
        let escaped = GDataFetchHistory(shouldCacheResponses: true, directory: directory)
        #expect(escaped.prepare(request).headers["If-None-Match"] == "\"v\"")
        try (Data(line.replacingOccurrences(of: #""status":200"#, with: #""status":"200""#).utf8) + rest).write(
            to: file
        )
        #expect(GDataFetchHistory(shouldCacheResponses: true, directory: directory).count == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func unusableDirectoryFallsBackToMemory() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let history = GDataFetchHistory(shouldCacheResponses: true, directory: file)
        let request = GDataHTTPRequest(url: feedURL)
        _ = history.process(response(200, etag: "\"m\"", body: "memory"), for: request)
        #expect(history.prepare(request).headers["If-None-Match"] == "\"m\"")
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }
}
