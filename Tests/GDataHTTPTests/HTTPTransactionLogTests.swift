import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

@Suite struct HTTPLoggerTests {

    /// Every file under `directory` (following no symlinks), as text.
    func allFileContents(_ directory: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
        while let relative = enumerator.nextObject() as? String {
            let path = directory.appendingPathComponent(relative).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            result[relative] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        }
        return result
    }

    func page(_ logger: GDataHTTPTransactionLog) throws -> String {
        String(decoding: try Data(contentsOf: logger.indexURL), as: UTF8.self)
    }

    @Test func createsRunDirectoryPageAndNewestSymlink() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = try GDataHTTPTransactionLog(directory: directory)
        let process = logger.runDirectory.lastPathComponent.components(separatedBy: "_log_").first ?? ""
        #expect(!process.isEmpty)
        let stamp = logger.runDirectory.lastPathComponent.components(separatedBy: "_log_").last ?? ""
        #expect(stamp.range(of: #"^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}$"#, options: .regularExpression) != nil)
        #expect(logger.indexURL.lastPathComponent == "http_log.html")
        #expect(logger.newestLinkURL.lastPathComponent == "\(process)_http_log_newest.html")
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: logger.newestLinkURL.path)
        #expect(destination == "\(logger.runDirectory.lastPathComponent)/http_log.html")
        #expect(try page(logger).hasPrefix("<!DOCTYPE html>"))

        // A second run with the same name gets its own directory and takes over the symlink.
        let first = try GDataHTTPTransactionLog(directory: directory, runName: "fixed")
        let second = try GDataHTTPTransactionLog(directory: directory, runName: "fixed")
        #expect(first.runDirectory != second.runDirectory)
        #expect(second.runDirectory.lastPathComponent.hasSuffix("_log_fixed_2"))
        let newest = try FileManager.default.destinationOfSymbolicLink(atPath: second.newestLinkURL.path)
        #expect(newest == "\(second.runDirectory.lastPathComponent)/http_log.html")
    }

    @Test func failsWithTypedErrorWhenDirectoryIsAFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("file")
        try Data().write(to: file)
        #expect {
            _ = try GDataHTTPTransactionLog(directory: file)
        } throws: { error in
            (error as? GDataHTTPError)?.code == .fileIO
        }
    }

    @Test func logsTransactionWithBodiesAndPrettyXML() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = try GDataHTTPTransactionLog(directory: directory, runName: "xml")
        let url = try #require(URL(string: "https://www.google.com/m8/feeds/contacts/default/full"))
        var request = GDataHTTPRequest(url: url, method: "POST")
        request.comment = "insert contact"
        request.headers["Content-Type"] = "application/atom+xml; charset=utf-8"
        request.body = .data(
            Data(
                #"<?xml version="1.0"?><entry xmlns="http://www.w3.org/2005/Atom"><title type="text">A &amp; B</title><content/><link\#n   href="a  b"\#n  rel='x' /></entry>"#
                    .utf8
            )
        )
        let response = GDataHTTPResponse(
            url: url,
            status: 201,
            headers: ["Content-Type": "application/json"],
            body: Data(#"{"id":"42","name":{"given":"Ada"}}"#.utf8)
        )
        logger.log(request: request, response: response, error: nil, startedAt: Date(), duration: 0.25)

        let files = try allFileContents(logger.runDirectory)
        let xml = try #require(files["fetch_1_request.xml"])
        #expect(
            xml == """
                <?xml version="1.0"?>
                <entry xmlns="http://www.w3.org/2005/Atom">
                  <title type="text">A &amp; B</title>
                  <content/>
                  <link href="a  b" rel='x'/>
                </entry>

                """
        )
        let json = try #require(files["fetch_1_response.json"])
        #expect(json.contains("\"given\" : \"Ada\"") && json.contains("\n"))
        let html = try page(logger)
        #expect(html.contains("insert contact"))
        #expect(html.contains("<span class=\"method\">POST</span>"))
        #expect(html.contains("<span class=\"status\">201</span>"))
        #expect(html.contains("class=\"tx s2xx\""))
        #expect(html.contains("0.250 s"))
        #expect(html.contains("<a href=\"fetch_1_request.xml\">"))
        #expect(html.contains("<details class=\"request\">"))
        #expect(html.contains("&lt;title type=&quot;text&quot;&gt;A &amp;amp; B&lt;/title&gt;"))
    }

    @Test func escapesHTMLEverywhere() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = try GDataHTTPTransactionLog(directory: directory, runName: "escape")
        let url = try #require(URL(string: "http://127.0.0.1/x?q=%3Cscript%3E&b=%22"))
        var request = GDataHTTPRequest(url: url)
        request.comment = "<script>alert('c')</script>"
        request.headers["X-Evil"] = "<img src=x onerror=alert(1)>"
        let response = GDataHTTPResponse(
            url: url,
            status: 500,
            headers: ["Content-Type": "text/html"],
            body: Data("<script>alert('body')</script>".utf8)
        )
        struct Failure: Error, CustomStringConvertible { var description: String { "<b>boom</b> & more" } }
        logger.log(request: request, response: response, error: Failure(), startedAt: Date(), duration: 1)
        let html = try page(logger)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>boom"))
        #expect(html.contains("&lt;script&gt;alert(&#39;c&#39;)&lt;/script&gt;"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("&lt;b&gt;boom&lt;/b&gt; &amp; more"))
        #expect(html.contains("class=\"tx s5xx\""))
        // The HTML body is saved as text, never as a page a browser would run.
        let files = try allFileContents(logger.runDirectory)
        #expect(files.keys.contains("fetch_1_response.txt"))
        #expect(!files.keys.contains { $0.hasSuffix("_response.html") })
    }

    @Test func secretsNeverReachAnyFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = try GDataHTTPTransactionLog(directory: directory, runName: "secrets")
        let secrets = [
            "SECRETBEARER1", "SECRETGOOGLELOGIN2", "SECRETPROXY3", "SECRETCOOKIE4", "SECRETSETCOOKIE5",
            "SECRETKEY6", "SECRETACCESS7", "SECRETPASSWD8", "SECRETPASSWORD9", "SECRETAUTH10", "SECRETJSON11",
            "SECRETREFRESH12", "SECRETCLIENTLOGIN13", "SECRETTOKEN14", "SECRETLOCATION15", "SECRETERROR16",
            "SECRETMULTIPART17", "SECRETXHEADER18",
        ]
        let url = try #require(
            URL(
                string:
                    "https://www.google.com/accounts/ClientLogin?key=SECRETKEY6&access_token=SECRETACCESS7&token=SECRETTOKEN14&alt=json"
            )
        )
        var request = GDataHTTPRequest(url: url, method: "POST")
        request.headers["Authorization"] = "Bearer SECRETBEARER1"
        request.headers["Proxy-Authorization"] = "Basic SECRETPROXY3"
        request.headers["Cookie"] = "SID=SECRETCOOKIE4; other=SECRETCOOKIE4"
        request.headers["X-Forwarded-Auth"] = "GoogleLogin auth=SECRETGOOGLELOGIN2"
        request.headers["X-Custom"] = "Bearer SECRETXHEADER18"
        request.headers["Content-Type"] = "application/x-www-form-urlencoded"
        request.body = .data(
            Data("accountType=HOSTED&Email=a%40b.com&Passwd=SECRETPASSWD8&password=SECRETPASSWORD9&service=cl".utf8)
        )
        let response = GDataHTTPResponse(
            url: url,
            status: 200,
            headers: [
                "Content-Type": "text/plain",
                "Set-Cookie": "SID=SECRETSETCOOKIE5; Path=/; HttpOnly",
                "Location": "https://example.com/next?auth=SECRETAUTH10",
            ],
            body: Data("SID=SECRETCLIENTLOGIN13\nLSID=SECRETCLIENTLOGIN13\nAuth=SECRETCLIENTLOGIN13\n".utf8)
        )
        struct Failure: Error, CustomStringConvertible {
            var description: String { "failed https://x.example/?access_token=SECRETERROR16" }
        }
        logger.log(request: request, response: response, error: Failure(), startedAt: Date(), duration: 0.1)

        // JSON token response and a multipart upload with a JSON part.
        var tokenRequest = GDataHTTPRequest(url: try #require(URL(string: "https://oauth2.googleapis.com/token")))
        tokenRequest.method = "POST"
        tokenRequest.headers["Content-Type"] = "multipart/related; boundary=END"
        tokenRequest.body = .data(
            Data(
                "--END\r\nContent-Type: application/json\r\n\r\n{\"password\":\"SECRETMULTIPART17\"}\r\n--END\r\nContent-Type: image/png\r\n\r\n\u{0}\u{1}\u{2}PNG\r\n--END--\r\n"
                    .utf8
            )
        )
        let tokenResponse = GDataHTTPResponse(
            url: tokenRequest.url,
            status: 200,
            headers: ["Content-Type": "application/json; charset=utf-8"],
            body: Data(#"{"access_token":"SECRETJSON11","refresh_token":"SECRETREFRESH12","expires_in":3599}"#.utf8)
        )
        logger.log(request: tokenRequest, response: tokenResponse, error: nil, startedAt: Date(), duration: 0.1)

        let files = try allFileContents(directory)
        #expect(files.count >= 4)
        for (name, text) in files {
            for secret in secrets {
                #expect(!text.contains(secret), "\(secret) leaked into \(name)")
            }
        }
        let html = try page(logger)
        #expect(html.contains("Bearer _snip_"))
        #expect(html.contains("SID=_snip_; other=_snip_"))
        #expect(html.contains("key=_snip_"))
        #expect(html.contains("alt=json"))  // harmless parameters stay
        #expect(html.contains("Email=a%40b.com"))
        #expect(html.contains("&lt;&lt;6 bytes of image/png&gt;&gt;"))
        let json = try #require(files["\(logger.runDirectory.lastPathComponent)/fetch_2_response.json"])
        #expect(json.contains("\"expires_in\" : 3599"))
    }

    @Test func fileAndBinaryBodiesAreSummarised() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = try GDataHTTPTransactionLog(directory: directory, runName: "files")
        let upload = directory.appendingPathComponent("movie.mov")
        try Data(repeating: 7, count: 12_345).write(to: upload)
        let url = try #require(URL(string: "https://uploads.example.com/upload"))
        var request = GDataHTTPRequest(url: url, method: "PUT")
        request.headers["Content-Type"] = "video/quicktime"
        request.body = .file(upload)
        let response = GDataHTTPResponse(
            url: url,
            status: 200,
            headers: ["Content-Type": "image/jpeg"],
            body: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00])
        )
        logger.log(request: request, response: response, error: nil, startedAt: Date(), duration: 2)

        var parts = GDataHTTPRequest(url: url, method: "POST")
        parts.headers["Content-Type"] = "multipart/related; boundary=B"
        parts.body = .parts([
            .data(Data("--B\r\nContent-Type: video/quicktime\r\n\r\n".utf8)), .file(upload),
            .data(Data("\r\n--B--\r\n".utf8)),
        ])
        logger.log(
            request: parts,
            response: nil,
            error: GDataHTTPError(code: .network, message: "reset"),
            startedAt: Date(),
            duration: 3
        )

        let files = try allFileContents(logger.runDirectory)
        #expect(files["fetch_1_request.txt"] == "<<file movie.mov, 12345 bytes of video/quicktime>>")
        #expect(files["fetch_1_response.txt"] == "<<5 bytes of image/jpeg>>")
        let multipart = try #require(files["fetch_2_request.txt"])
        #expect(multipart.contains("<<file movie.mov, 12345 bytes>>"))
        #expect(multipart.hasPrefix("--B\r\nContent-Type: video/quicktime"))
        let html = try page(logger)
        #expect(html.contains("class=\"tx sfail\""))
        #expect(html.contains("GDataHTTPError.network: reset"))
    }

    @Test func newestTransactionShowsFirstAndConcurrentLoggingKeepsEveryEntry() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = try GDataHTTPTransactionLog(directory: directory, runName: "many")
        let url = try #require(URL(string: "http://127.0.0.1/feed"))
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<40 {
                group.addTask {
                    var request = GDataHTTPRequest(url: url)
                    request.comment = "fetch \(i)"
                    let response = GDataHTTPResponse(
                        url: url,
                        status: 200,
                        headers: ["Content-Type": "text/plain"],
                        body: Data("body \(i)".utf8)
                    )
                    logger.log(request: request, response: response, error: nil, startedAt: Date(), duration: 0)
                }
            }
        }
        let html = try page(logger)
        for n in 1...40 {
            #expect(html.contains("id=\"fetch-\(n)\""))
        }
        #expect(html.components(separatedBy: "<section ").count == 41)
        #expect(html.contains("flex-direction: column-reverse"))
        let files = try FileManager.default.contentsOfDirectory(atPath: logger.runDirectory.path)
        #expect(files.filter { $0.hasSuffix("_response.txt") }.count == 40)
    }

    @Test func malformedXMLIsLoggedUnchanged() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = try GDataHTTPTransactionLog(directory: directory, runName: "bad")
        let url = try #require(URL(string: "http://127.0.0.1/feed"))
        let body = "<feed><entry attr=\"unterminated></feed>"
        let response = GDataHTTPResponse(
            url: url,
            status: 200,
            headers: ["Content-Type": "application/atom+xml"],
            body: Data(body.utf8)
        )
        logger.log(request: GDataHTTPRequest(url: url), response: response, error: nil, startedAt: Date(), duration: 0)
        let files = try allFileContents(logger.runDirectory)
        #expect(files["fetch_1_response.xml"] == body)
    }
}

extension HTTPLoggerTests {
    @Test func garbageBodiesNeverCrashTheFormatters() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = try GDataHTTPTransactionLog(directory: directory, runName: "garbage")
        let url = try #require(URL(string: "http://127.0.0.1/g"))
        var random = SeededGenerator(seed: 2023)
        let types = [
            "application/atom+xml", "application/json", "multipart/related; boundary=b", "multipart/mixed",
            "application/x-www-form-urlencoded", "text/plain", "", "image/png",
        ]
        let pieces: [[UInt8]] = [
            Array("<".utf8), Array(">".utf8), Array("</a>".utf8), Array("<a x='>'>".utf8), Array("<![CDATA[".utf8),
            Array("<!--".utf8), Array("--b\r\n".utf8), Array("\r\n\r\n".utf8), Array("{\"token\":".utf8),
            Array("Passwd=".utf8), [0xFF, 0xFE], [0], Array("é".utf8), Array("text".utf8),
        ]
        for i in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<30, using: &random) {
                bytes += pieces.randomElement(using: &random)!
            }
            let contentType = types[i % types.count]
            var request = GDataHTTPRequest(url: url, method: "POST")
            request.headers["Content-Type"] = contentType
            request.body = .data(Data(bytes))
            let response = GDataHTTPResponse(
                url: url,
                status: 200,
                headers: ["Content-Type": contentType],
                body: Data(bytes.reversed())
            )
            logger.log(request: request, response: response, error: nil, startedAt: Date(), duration: 0)
        }
        let html = try page(logger)
        #expect(html.contains("id=\"fetch-300\""))
    }
}
