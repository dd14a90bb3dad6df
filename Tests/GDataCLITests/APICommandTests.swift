import Foundation
import GDataTestSupport
import Testing

/// `gdata api`, run as a subprocess against the in-process loopback server (for what no real server checks: exact
/// URLs, headers, upload and batch framing, paging edge cases).
@Suite struct APICommandTests {
    static func json(_ text: String, status: Int = 200, headers: [TestHTTPHeader] = []) -> TestHTTPResponse {
        TestHTTPResponse(
            status: status,
            headers: [TestHTTPHeader("Content-Type", "application/json; charset=UTF-8")] + headers,
            body: Data(text.utf8)
        )
    }

    static var testingSvc: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schemas/discovery/testing/TestingSvc.json").path
    }

    static func items(_ stdout: String, key: String = "items") throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        #expect(object["nextPageToken"] == nil)
        let items = try #require(object[key] as? [[String: Any]])
        return items.compactMap { $0["name"] as? String }
    }

    @Test func listShowsMethodsWithTheirParameters() async throws {
        let result = try await GDataCLIRunner.run(["api", "--discovery", "storage", "--list"])
        #expect(result.status == 0)
        #expect(
            result.stdoutText.contains(
                "\nstorage.objects.get  GET b/{bucket}/o/{object}\n    bucket  path, string, required\n"
            )
        )
        #expect(result.stdoutText.contains("storage.objects.insert  POST b/{bucket}/o"))
        #expect(result.stdoutText.contains("(media upload)"))
    }

    @Test func getEncodesPathParametersAndSendsTheToken() async throws {
        let server = try await TestHTTPServer.start { _ in Self.json(#"{"kind":"storage#object","name":"a/b c+d.txt"}"#)
        }
        let token = "api-secret-token"
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.get", "--param", "bucket=bkt", "--param", "object=a/b c+d.txt",
            "--fields", "name,size", "--root-url", server.baseURL.absoluteString, "--bearer-token", token, "-v",
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(result.stdoutText == #"{"kind":"storage#object","name":"a/b c+d.txt"}"# + "\n")
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.uri == "/storage/v1/b/bkt/o/a%2Fb%20c%2Bd.txt?fields=name%2Csize")
        #expect(request.header("Authorization") == "Bearer \(token)")
        #expect(result.stderrText.contains("> GET "))
        #expect(!result.stderrText.contains(token))
    }

    @Test func repeatedParametersRepeatAndAFileDocumentWorks() async throws {
        let server = try await TestHTTPServer.start { _ in Self.json(#"{"files":[]}"#) }
        let result = try await GDataCLIRunner.run([
            "api", "--discovery", Self.testingSvc, "drive.files.list", "--param", "extras=a", "--param", "extras=b",
            "--param", "corpus=user", "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(server.requests.first?.uri == "/drive/v3/files?extras=a&extras=b&corpus=user")
    }

    @Test func unknownAndMissingParametersAreRefused() async throws {
        let missing = try await GDataCLIRunner.run(["api", "storage.objects.get", "--param", "bucket=b"])
        #expect(missing.status == 1)
        #expect(missing.stderrText.contains("missing required parameter 'object'"))
        let unknown = try await GDataCLIRunner.run([
            "api", "storage.objects.get", "--param", "bucket=b", "--param", "object=o", "--param", "bukket=x",
        ])
        #expect(unknown.status == 1)
        #expect(unknown.stderrText.contains("has no parameter 'bukket'"))
        let usage = try await GDataCLIRunner.run(["api", "storage.objects.list", "--max-pages", "2"])
        #expect(usage.status == 64)
        let mediaWithBody = try await GDataCLIRunner.run([
            "api", "storage.objects.insert", "--param", "bucket=b", "--upload", "/dev/null", "--mime", "text/plain",
            "--upload-protocol", "media", "--body", "/dev/null",
        ])
        #expect(mediaWithBody.status == 64)
        let listWithoutAPI = try await GDataCLIRunner.run(["api", "--list"])
        #expect(listWithoutAPI.status == 1)
        #expect(listWithoutAPI.stderrText.contains("name the API with --discovery"))
        let noMethod = try await GDataCLIRunner.run(["api", "storage.objects.fly"])
        #expect(noMethod.status == 1)
        #expect(noMethod.stderrText.contains("no method 'storage.objects.fly'"))
    }

    /// Three pages (`nextPageToken` "t 2", then "3"); the page token is sent percent-encoded.
    static func pagingServer(listKey: String = "items") async throws -> TestHTTPServer {
        try await TestHTTPServer.start { request in
            switch request.queryValue("pageToken") {
            case nil:
                Self.json(#"{"kind":"k","\#(listKey)":[{"name":"1"},{"name":"2"}],"nextPageToken":"t 2"}"#)
            case "t 2":
                Self.json(#"{"kind":"k","\#(listKey)":[{"name":"3"}],"nextPageToken":"3"}"#)
            default:
                Self.json(#"{"kind":"k","\#(listKey)":[{"name":"4"}]}"#)
            }
        }
    }

    @Test func allPagesMergesEveryPageInOrder() async throws {
        let server = try await Self.pagingServer()
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.list", "--param", "bucket=bkt", "--param", "maxResults=2", "--all-pages",
            "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(try Self.items(result.stdoutText) == ["1", "2", "3", "4"])
        #expect(result.stderrText.isEmpty)
        #expect(
            server.requests.map(\.uri) == [
                "/storage/v1/b/bkt/o?maxResults=2", "/storage/v1/b/bkt/o?maxResults=2&pageToken=t%202",
                "/storage/v1/b/bkt/o?maxResults=2&pageToken=3",
            ]
        )
    }

    @Test func maxPagesStopsReportsAndSucceeds() async throws {
        let server = try await Self.pagingServer()
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.list", "--param", "bucket=bkt", "--all-pages", "--max-pages", "2",
            "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(try Self.items(result.stdoutText) == ["1", "2", "3"])
        #expect(result.stderrText == "more results remain after 2 pages\n")
        #expect(server.requests.count == 2)
    }

    @Test func allPagesMergesAListFieldOtherThanItems() async throws {
        let server = try await Self.pagingServer(listKey: "files")
        let result = try await GDataCLIRunner.run([
            "api", "--discovery", Self.testingSvc, "drive.files.list", "--all-pages",
            "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(try Self.items(result.stdoutText, key: "files") == ["1", "2", "3", "4"])
    }

    @Test func mergingCopiesTrickyValuesAndAddsAListTheFirstPageLacked() async throws {
        let server = try await TestHTTPServer.start { request in
            if request.queryValue("pageToken") == nil {
                return Self.json(#"{"kind":"k", "weird": "a]}\\\"b[{", "nextPageToken": "x"}"#)
            }
            return Self.json(#"{"kind":"k","items":[ {"name":"q\\\"]}","n":[1,{"x":"}"}]} , {"name":"2"} ]}"#)
        }
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.list", "--param", "bucket=bkt", "--all-pages",
            "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(try Self.items(result.stdoutText) == [#"q\"]}"#, "2"])
        let object = try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any]
        #expect(object?["weird"] as? String == #"a]}\"b[{"#)
        #expect(object?["kind"] as? String == "k")
    }

    @Test func aPageThatIsNotAnObjectIsMalformed() async throws {
        let server = try await TestHTTPServer.start { _ in Self.json("[1, 2]") }
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.list", "--param", "bucket=bkt", "--all-pages",
            "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 65)
        #expect(result.stderrText.contains("page 1 of storage.objects.list is not a JSON object"))
        #expect(result.stdoutText.isEmpty)
    }

    @Test func errorsGiveStatusMessageAndReason() async throws {
        let server = try await TestHTTPServer.start { request in
            if request.path.hasSuffix("/plain") { return .status(404, "Not Found") }
            return Self.json(
                #"{"error":{"code":404,"message":"No such object: bkt/x","errors":[{"domain":"global","reason":"notFound","message":"No such object: bkt/x"}]}}"#,
                status: 404
            )
        }
        let root = server.baseURL.absoluteString
        let json = try await GDataCLIRunner.run([
            "api", "storage.objects.get", "--param", "bucket=bkt", "--param", "object=x", "--root-url", root,
        ])
        let plain = try await GDataCLIRunner.run([
            "api", "storage.objects.get", "--param", "bucket=bkt", "--param", "object=plain", "--root-url", root,
        ])
        await server.stop()
        #expect(json.status == 8)
        #expect(json.stdoutText.isEmpty)
        #expect(json.stderrText.contains("HTTP 404 Not Found"))
        #expect(json.stderrText.contains("No such object: bkt/x (reason: notFound)"))
        #expect(plain.status == 8)
        #expect(plain.stderrText.contains("HTTP 404 Not Found"))
        #expect(plain.stderrText.hasSuffix(": Not Found\n"))
    }

    @Test func downloadUsesTheMediaDownloadPathAndStreamsToTheFile() async throws {
        let media = GDataCLIRunner.patternedBytes(200_000)
        let server = try await TestHTTPServer.start { _ in TestHTTPResponse(status: 200, body: media) }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.bin")
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.get", "--param", "bucket=bkt", "--param", "object=o.bin",
            "--download", output.path, "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        #expect(server.requests.first?.uri == "/download/storage/v1/b/bkt/o/o.bin?alt=media")
        #expect(try Data(contentsOf: output) == media)
    }

    @Test func chunkedDownloadUsesRangeRequests() async throws {
        let media = GDataCLIRunner.patternedBytes(250_000)
        let server = try await TestHTTPServer.start(handler: ClientSecurityTests.rangeServing(media))
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.bin")
        let result = try await GDataCLIRunner.run([
            "api", "storage.objects.get", "--param", "bucket=bkt", "--param", "object=o", "--download", output.path,
            "--chunk-size", "100000", "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0, "\(result.stderrText)")
        #expect(try Data(contentsOf: output) == media)
        #expect(
            server.requests.map { $0.header("Range") } == [
                "bytes=0-99999", "bytes=100000-199999", "bytes=200000-299999",
            ]
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.bin"])
    }

    @Test func retryRepeatsAfterA503AndTheKeyStaysOutOfMessages() async throws {
        let calls = TestLockedValue(0)
        let server = try await TestHTTPServer.start { _ in
            let call = calls.withLock { value -> Int in
                value += 1
                return value
            }
            if call == 1 { return .status(503, "busy", headers: [TestHTTPHeader("Retry-After", "0")]) }
            return Self.json(#"{"kind":"storage#buckets"}"#)
        }
        let key = "api-key-secret"
        let root = server.baseURL.absoluteString
        let retried = try await GDataCLIRunner.run([
            "api", "storage.buckets.list", "--param", "project=p", "--retry", "--api-key", key, "--root-url", root,
            "-v",
        ])
        #expect(retried.status == 0)
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.queryValue("key") == key)
        #expect(!retried.stderrText.contains(key))
        // -v prints the ticket's events as the GData verbs do: the request (key masked) and the retry delay.
        let lines = retried.stderrText.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("> GET \(root)") && $0.contains("/storage/v1/b?") })
        #expect(lines.contains { $0.hasPrefix("* retrying in ") })
        // The retried 503 is shown, then the delay, then the 200.
        #expect(
            lines.filter { $0.hasPrefix("< HTTP ") || $0.hasPrefix("* retrying in ") }
                .map { $0.hasPrefix("* retrying in ") ? "* retrying" : $0 }
                == ["< HTTP 503 Service Unavailable", "* retrying", "< HTTP 200 OK"]
        )
        calls.withLock { $0 = 0 }
        let failed = try await GDataCLIRunner.run([
            "api", "storage.buckets.list", "--param", "project=p", "--root-url", root,
        ])
        await server.stop()
        #expect(failed.status == 8)
        #expect(failed.stderrText.contains("HTTP 503"))
        #expect(server.requests.count == 3)
    }

    @Test func bodyFromStandardInputAndAnHTTPLog() async throws {
        let server = try await TestHTTPServer.start { request in
            Self.json(String(decoding: request.body, as: UTF8.self))
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let body = directory.appendingPathComponent("patch.json")
        try Data(#"{"metadata":{"a":null,"b":"2"}}"#.utf8).write(to: body)
        let logs = directory.appendingPathComponent("logs")
        let result = try await GDataCLIRunner.run(
            [
                "api", "storage.objects.patch", "--param", "bucket=bkt", "--param", "object=o", "--body", "-",
                "--log-dir", logs.path, "--root-url", server.baseURL.absoluteString,
            ],
            standardInput: body
        )
        let notJSON = directory.appendingPathComponent("bad.json")
        try Data("{nope".utf8).write(to: notJSON)
        let malformed = try await GDataCLIRunner.run([
            "api", "storage.objects.patch", "--param", "bucket=bkt", "--param", "object=o", "--body", notJSON.path,
            "--root-url", server.baseURL.absoluteString,
        ])
        await server.stop()
        #expect(result.status == 0)
        let request = try #require(server.requests.first)
        #expect(request.method == "PATCH")
        #expect(request.header("Content-Type") == "application/json; charset=utf-8")
        #expect(request.body == Data(#"{"metadata":{"a":null,"b":"2"}}"#.utf8))
        #expect(result.stdoutText == #"{"metadata":{"a":null,"b":"2"}}"# + "\n")
        let logged = try FileManager.default.subpathsOfDirectory(atPath: logs.path)
        #expect(!logged.isEmpty)
        #expect(malformed.status == 65)
        #expect(server.requests.count == 1)
    }

    /// A Discovery document with the `dataWrapper` feature (as translate v2 has): one POST method with a body.
    static let dataWrapperDocument = #"""
        {"kind":"discovery#restDescription","name":"wrapped","version":"v2","rootUrl":"https://wrapped.invalid/",
         "servicePath":"language/translate/","batchPath":"batch/translate","features":["dataWrapper"],
         "schemas":{
           "TranslateRequest":{"id":"TranslateRequest","type":"object",
             "properties":{"q":{"type":"array","items":{"type":"string"}},"target":{"type":"string"}}},
           "TranslationsListResponse":{"id":"TranslationsListResponse","type":"object",
             "properties":{"translations":{"type":"array","items":{"type":"object"}}}}},
         "resources":{"translations":{"methods":{"translate":{"id":"language.translations.translate","path":"v2",
           "httpMethod":"POST","request":{"$ref":"TranslateRequest"},"response":{"$ref":"TranslationsListResponse"}}}}}}
        """#

    /// `dataWrapper`: the body goes out as `{"data": …}` and the response's `data` member is printed (its bytes as the
    /// server sent them), for a single call and for a batch part, as the runtime unwraps typed results.
    @Test func dataWrapperResponsesAreUnwrapped() async throws {
        let wrapped = #"{"data": {"translations": [{"translatedText": "Hallo"}]}, "ignored": 1}"#
        let server = try await TestHTTPServer.start { request in
            if request.path.hasPrefix("/batch/") {
                let reply = [
                    "--b1", "Content-Type: application/http", "Content-ID: response-gtlr_1", "",
                    "HTTP/1.1 200 OK", "Content-Type: application/json", "", wrapped, "--b1--", "",
                ].joined(separator: "\r\n")
                return TestHTTPResponse(
                    status: 200,
                    headers: [TestHTTPHeader("Content-Type", "multipart/mixed; boundary=b1")],
                    body: Data(reply.utf8)
                )
            }
            return Self.json(wrapped)
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let discovery = directory.appendingPathComponent("wrapped.json")
        try Data(Self.dataWrapperDocument.utf8).write(to: discovery)
        let body = directory.appendingPathComponent("body.json")
        try Data(#"{"q":["Hello"],"target":"de"}"#.utf8).write(to: body)
        let batch = directory.appendingPathComponent("batch.jsonl")
        try Data(#"{"id":"t","method":"language.translations.translate","body":{"q":["Hi"],"target":"de"}}"#.utf8)
            .write(to: batch)
        let root = server.baseURL.absoluteString
        let single = try await GDataCLIRunner.run([
            "api", "--discovery", discovery.path, "language.translations.translate", "--body", body.path,
            "--root-url", root,
        ])
        let batched = try await GDataCLIRunner.run([
            "api", "--discovery", discovery.path, "--batch", batch.path, "--root-url", root,
        ])
        await server.stop()
        #expect(single.status == 0, "\(single.stderrText)")
        #expect(single.stdoutText == #"{"translations": [{"translatedText": "Hallo"}]}"# + "\n")
        let request = try #require(server.requests.first)
        #expect(request.uri == "/language/translate/v2")
        let sent = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(Set(sent.keys) == ["data"])
        #expect((sent["data"] as? [String: Any])?["target"] as? String == "de")
        #expect(batched.status == 0, "\(batched.stderrText)")
        #expect(
            batched.stdoutText == #"{"id":"t","status":200,"body":{"translations":[{"translatedText":"Hallo"}]}}"#
                + "\n"
        )
    }
}
