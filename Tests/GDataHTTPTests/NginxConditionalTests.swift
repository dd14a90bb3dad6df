import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// ``GDataFetchHistory`` and ``GDataCookieStorage`` against a real nginx, speaking raw HTTP/1.1 over a socket so that
/// what nginx receives and answers is exactly what the components produce and consume.
@Suite struct NginxConditionalTests {
    static let cookieLocations = """
        location = /set-cookie {
            add_header Set-Cookie "session=abc123; Path=/; HttpOnly" always;
            add_header Set-Cookie "scoped=1; Path=/private" always;
            default_type text/plain;
            return 200 "cookie set";
        }
        location = /echo-cookie {
            default_type text/plain;
            return 200 "$http_cookie";
        }
        """

    /// Sends `request` with the raw client and converts the answer.
    func send(_ request: GDataHTTPRequest, to nginx: NginxServer) throws -> GDataHTTPResponse {
        let path = request.url.path + (request.url.query.map { "?\($0)" } ?? "")
        let raw = try nginx.rawRequest(
            method: request.method,
            path: path,
            headers: request.headers.map { ($0.name, $0.value) }
        )
        return GDataHTTPResponse(
            url: request.url,
            status: raw.status,
            headers: GDataHTTPHeaders(raw.headers.map { ($0.name, $0.value) }),
            body: raw.body
        )
    }

    @Test func conditionalGETWithNginxValidators() throws {
        let nginx = try NginxServer()
        defer { nginx.stop() }
        let modified = Date(timeIntervalSince1970: 1_760_000_000)
        try nginx.writeFile("feed.xml", contents: "<feed>one</feed>", modified: modified)
        let history = GDataFetchHistory()
        let request = GDataHTTPRequest(url: nginx.url("feed.xml"))

        let first = try send(history.prepare(request), to: nginx)
        #expect(first.status == 200)
        let etag = try #require(first.headers["ETag"])
        let lastModified = try #require(first.headers["Last-Modified"])
        #expect(lastModified == "Thu, 09 Oct 2025 08:53:20 GMT")
        _ = history.process(first, for: request)

        let prepared = history.prepare(request)
        #expect(prepared.headers["If-None-Match"] == etag)
        #expect(prepared.headers["If-Modified-Since"] == lastModified)
        let second = try send(prepared, to: nginx)
        #expect(second.status == 304)
        #expect(second.body.isEmpty)
        let result = history.process(second, for: prepared)
        #expect(result.status == 304 && !result.isFromCache)

        let log = nginx.accessLogLines(atLeast: 2)
        #expect(log.count == 2)
        #expect(log.first == "GET /feed.xml 200 inm= ims= cookie= auth=")
        #expect(log.last == "GET /feed.xml 304 inm=\(etag) ims=\(lastModified) cookie= auth=")
    }

    @Test func cachedBodyAnswers304AndChangedFileGivesNewContent() throws {
        let nginx = try NginxServer()
        defer { nginx.stop() }
        try nginx.writeFile(
            "feed.xml",
            contents: "<feed>one</feed>",
            modified: Date(timeIntervalSince1970: 1_760_000_000)
        )
        let history = GDataFetchHistory(shouldCacheResponses: true)
        let request = GDataHTTPRequest(url: nginx.url("feed.xml"))

        let first = history.process(try send(history.prepare(request), to: nginx), for: request)
        #expect(first.status == 200 && !first.isFromCache)
        let firstETag = try #require(first.headers["ETag"])

        let prepared = history.prepare(request)
        let cached = history.process(try send(prepared, to: nginx), for: prepared)
        #expect(cached.status == 200)
        #expect(cached.isFromCache)
        #expect(String(decoding: cached.body, as: UTF8.self) == "<feed>one</feed>")
        #expect(cached.headers["Content-Type"] == "application/atom+xml")

        // New content and mtime: nginx computes a new ETag and answers the conditional request with 200.
        try nginx.writeFile(
            "feed.xml",
            contents: "<feed>second</feed>",
            modified: Date(timeIntervalSince1970: 1_760_000_100)
        )
        let preparedAgain = history.prepare(request)
        #expect(preparedAgain.headers["If-None-Match"] == firstETag)
        let fresh = history.process(try send(preparedAgain, to: nginx), for: preparedAgain)
        #expect(fresh.status == 200 && !fresh.isFromCache)
        #expect(String(decoding: fresh.body, as: UTF8.self) == "<feed>second</feed>")
        let newETag = try #require(fresh.headers["ETag"])
        #expect(newETag != firstETag)
        #expect(history.prepare(request).headers["If-None-Match"] == newETag)

        let statuses = nginx.accessLogLines(atLeast: 3).map { $0.split(separator: " ")[2] }
        #expect(statuses == ["200", "304", "200"])
    }

    @Test func historyPersistsAcrossInstancesAgainstNginx() throws {
        let nginx = try NginxServer()
        defer { nginx.stop() }
        let cacheDirectory = try temporaryDirectory(prefix: "gdata-cache")
        defer { try? FileManager.default.removeItem(at: cacheDirectory) }
        try nginx.writeFile("data.json", contents: #"{"a":1}"#, modified: Date(timeIntervalSince1970: 1_760_000_000))
        let request = GDataHTTPRequest(url: nginx.url("data.json"))
        do {
            let history = GDataFetchHistory(shouldCacheResponses: true, directory: cacheDirectory)
            _ = history.process(try send(history.prepare(request), to: nginx), for: request)
        }
        // A new "process": only the directory carries over.
        let history = GDataFetchHistory(shouldCacheResponses: true, directory: cacheDirectory)
        let prepared = history.prepare(request)
        let answer = history.process(try send(prepared, to: nginx), for: prepared)
        #expect(answer.isFromCache)
        #expect(String(decoding: answer.body, as: UTF8.self) == #"{"a":1}"#)
        #expect(nginx.accessLogLines(atLeast: 2).last?.hasPrefix("GET /data.json 304 ") == true)
    }

    @Test func cookieRoundTripThroughNginx() throws {
        let nginx = try NginxServer(serverConfiguration: Self.cookieLocations)
        defer { nginx.stop() }
        let cookies = GDataCookieStorage()
        let setURL = nginx.url("set-cookie")
        let raw = try nginx.rawRequest(path: "/set-cookie")
        #expect(raw.status == 200)
        let setCookies = raw.headers.filter { $0.name.lowercased() == "set-cookie" }.map(\.value)
        #expect(setCookies.count == 2)
        cookies.store(setCookieHeaders: setCookies, from: setURL)
        #expect(cookies.cookies.count == 2)
        #expect(cookies.cookies.first { $0.name == "session" }?.httpOnly == true)

        let echoURL = nginx.url("echo-cookie")
        let header = try #require(cookies.cookieHeader(for: echoURL))
        #expect(header == "session=abc123")
        let echoed = try nginx.rawRequest(path: "/echo-cookie", headers: [("Cookie", header)])
        #expect(String(decoding: echoed.body, as: UTF8.self) == "session=abc123")
        #expect(cookies.cookieHeader(for: nginx.url("private/x")) == "scoped=1; session=abc123")
        #expect(nginx.accessLogLines(atLeast: 2).last == "GET /echo-cookie 200 inm= ims= cookie=session=abc123 auth=")
    }

    @Test func tlsListenerStartsWithGeneratedCertificate() throws {
        let nginx = try NginxServer(tls: true)
        defer { nginx.stop() }
        let certificate = try #require(nginx.certificatePath)
        let pem = try String(contentsOfFile: certificate, encoding: .utf8)
        #expect(pem.hasPrefix("-----BEGIN CERTIFICATE-----"))
        let tlsURL = try #require(nginx.tlsURL("x"))
        #expect(tlsURL.scheme == "https")
        #expect(nginx.tlsPort != nginx.port)
        // The plain listener keeps working next to the TLS one.
        try nginx.writeFile("x", contents: "ok")
        #expect(try nginx.rawRequest(path: "/x").status == 200)
    }
}
