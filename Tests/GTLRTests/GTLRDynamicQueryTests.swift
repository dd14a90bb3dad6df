import Foundation
import GDataHTTP
import GDataTestSupport
import GTLR
import GTLRDiscovery
import Testing

/// The runtime API `gdata api` runs on, for any library user: Discovery methods as dynamic queries, ordered query
/// items and per-method upload paths, pages merged by copying the servers' bytes, chunked ranged downloads, bodies
/// as received (`GTLRDataObject`) and batch parts' bodies. Against a loopback server the test starts.
struct GTLRDynamicQueryTests {
    static let document = """
        {"kind": "discovery#restDescription", "name": "demo", "version": "v1", "rootUrl": "https://demo.invalid/",
         "servicePath": "demo/v1/", "batchPath": "batch/demo/v1",
         "parameters": {"fields": {"type": "string", "location": "query"}},
         "resources": {"items": {"methods": {
           "get": {"id": "demo.items.get", "path": "items/{+name}", "httpMethod": "GET", "parameterOrder": ["name"],
                   "parameters": {"name": {"type": "string", "location": "path", "required": true},
                                  "tag": {"type": "string", "location": "query", "repeated": true},
                                  "alpha": {"type": "boolean", "location": "query"}},
                   "supportsMediaDownload": true, "useMediaDownloadService": true},
           "list": {"id": "demo.items.list", "path": "items", "httpMethod": "GET",
                    "parameters": {"pageToken": {"type": "string", "location": "query"},
                                   "size": {"type": "integer", "location": "query"}},
                    "response": {"$ref": "ItemList"}},
           "insert": {"id": "demo.items.insert", "path": "items", "httpMethod": "POST", "request": {"$ref": "Item"},
                      "supportsMediaUpload": true, "mediaUpload": {"protocols": {
                        "simple": {"multipart": true, "path": "/upload/demo/v1/items"},
                        "resumable": {"multipart": true, "path": "/resumable/upload/demo/v1/items"}}}}
         }}},
         "schemas": {
           "ItemList": {"id": "ItemList", "type": "object", "properties": {
             "entries": {"type": "array", "items": {"$ref": "Item"}}, "nextPageToken": {"type": "string"}}},
           "Item": {"id": "Item", "type": "object", "properties": {"name": {"type": "string"}}}}}
        """

    static func demo() throws -> GTLRDiscoveryDocument {
        try GTLRDiscoveryDocument.parse(Data(document.utf8))
    }

    /// A service for `document` talking to `server`.
    static func service(_ document: GTLRDiscoveryDocument, _ server: TestHTTPServer) -> GTLRService {
        var configuration = GTLRService.Configuration()
        configuration.rootURLString = server.baseURL.absoluteString
        return GTLRService(discoveryDocument: document, configuration: configuration)
    }

    static func json(_ text: String, status: Int = 200) -> TestHTTPResponse {
        TestHTTPResponse(
            status: status,
            headers: [TestHTTPHeader("Content-Type", "application/json; charset=UTF-8")],
            body: Data(text.utf8)
        )
    }

    // MARK: Discovery method -> query

    @Test func aDiscoveryMethodBecomesAQueryWithTheDocumentsPaths() throws {
        let demo = try Self.demo()
        let service = GTLRService(discoveryDocument: demo)
        #expect(service.rootURLString == "https://demo.invalid/")
        #expect(service.servicePath == "demo/v1/")
        #expect(service.batchPath == "batch/demo/v1")
        let get = try #require(demo.method(id: "demo.items.get"))
        let query = try demo.query(
            for: get,
            parameters: [("name", "a/b"), ("tag", "z"), ("alpha", "true"), ("tag", "y"), ("fields", "name")]
        )
        #expect(query.loggingName == "demo.items.get")
        #expect(query.useMediaDownloadService)
        service.prettyPrintQueryParameterNames = []
        let request = try service.request(for: query)
        // Items in the order given (a repeated name repeats), not sorted.
        #expect(
            request.url.absoluteString == "https://demo.invalid/demo/v1/items/a/b?tag=z&alpha=true&tag=y&fields=name"
        )
        #expect(request.credentialOrigin == GDataHTTPOrigin(URL(string: "https://demo.invalid/")!))
        let list = try #require(demo.method(id: "demo.items.list"))
        #expect(demo.collectionItemsKey(of: list) == "entries")
        #expect(demo.collectionItemsKey(of: get) == nil)
    }

    @Test func parametersAreCheckedAgainstTheMethodAndTheDocument() throws {
        let demo = try Self.demo()
        let get = try #require(demo.method(id: "demo.items.get"))
        #expect(throws: GTLRDiscoveryError.self) { try demo.query(for: get, parameters: [("tag", "x")]) }
        do {
            _ = try demo.query(for: get, parameters: [("name", "a"), ("colour", "red")])
            Issue.record("an unknown parameter was accepted")
        } catch {
            #expect(error.message.contains("has no parameter 'colour'"))
        }
        do {
            _ = try demo.query(for: get, parameters: [("name", "a"), ("name", "b")])
            Issue.record("a path parameter given twice was accepted")
        } catch {
            #expect(error.message.contains("given more than once"))
        }
    }

    @Test func uploadsGoToTheMethodsUploadPaths() async throws {
        try await withServer({ request in
            if request.header("X-Goog-Upload-Command") == "start" {
                return TestHTTPResponse(
                    status: 200,
                    headers: [
                        TestHTTPHeader("X-Goog-Upload-Status", "active"),
                        TestHTTPHeader("X-Goog-Upload-URL", "/session"),
                    ]
                )
            }
            var response = Self.json(#"{"name":"up"}"#)
            response.headers.append(TestHTTPHeader("X-Goog-Upload-Status", "final"))
            return response
        }) { server in
            let demo = try Self.demo()
            let service = Self.service(demo, server)
            let insert = try #require(demo.method(id: "demo.items.insert"))
            for uploadProtocol in [GTLRUploadParameters.UploadProtocol.media, .goog] {
                let query = try demo.query(for: insert, parameters: [("fields", "name")])
                var upload = GTLRUploadParameters(data: Data("media".utf8), mimeType: "text/plain")
                upload.uploadProtocol = uploadProtocol
                query.uploadParameters = upload
                query.expectedObjectClass = GTLRDataObject.self
                let object = try await service.executeQuery(query)
                #expect((object as? GTLRDataObject)?.data == Data(#"{"name":"up"}"#.utf8))
            }
            await service.shutdown()
            #expect(
                server.requests.map(\.uri) == [
                    "/upload/demo/v1/items?fields=name&uploadType=media&prettyPrint=false",
                    "/resumable/upload/demo/v1/items?fields=name&prettyPrint=false", "/session",
                ]
            )
        }
    }

    // MARK: Bodies as received

    @Test func aDataObjectQueryGetsTheBodyAsTheServerSentIt() async throws {
        let body = #"{ "z": 1.50, "a": "\u00e9" }"#
        let object = try await withServer({ _ in Self.json(body) }) { server in
            let service = Self.service(try Self.demo(), server)
            let query = GTLRQuery(pathURITemplate: "items", httpMethod: "GET", pathParameterNames: [])
            query.expectedObjectClass = GTLRDataObject.self
            let object = try await service.executeQuery(query)
            await service.shutdown()
            return object
        }
        let data = try #require(object as? GTLRDataObject)
        #expect(data.data == Data(body.utf8))
        #expect(data.contentType == "application/json; charset=UTF-8")
    }

    @Test func batchResultsKeepEachPartsBody() async throws {
        let reply = [
            "--b1", "Content-Type: application/http", "Content-ID: response-q1", "",
            "HTTP/1.1 200 OK", "Content-Type: application/json", "", #"{"z":1.50,"a":2}"#,
            "--b1", "Content-Type: application/http", "Content-ID: response-q2", "",
            "HTTP/1.1 204 No Content", "", "", "--b1--",
        ].joined(separator: "\r\n")
        try await withServer({ _ in
            TestHTTPResponse(
                status: 200,
                headers: [TestHTTPHeader("Content-Type", "multipart/mixed; boundary=b1")],
                body: Data(reply.utf8)
            )
        }) { server in
            let service = Self.service(try Self.demo(), server)
            let queries = ["q1", "q2"].map { id -> GTLRQuery in
                let query = GTLRQuery(pathURITemplate: "items", httpMethod: "GET", pathParameterNames: [])
                query.requestID = id
                return query
            }
            let result = try await service.executeBatch(GTLRBatchQuery(queries: queries))
            await service.shutdown()
            #expect(server.requests.first?.uri == "/batch/demo/v1")
            #expect(result.responseBodies["q1"] == Data(#"{"z":1.50,"a":2}"#.utf8))
            #expect(result.responseBodies["q2"] == Data())
            #expect(result.statuses == ["q1": 200, "q2": 204])
        }
    }

    // MARK: Pages merged from the servers' bytes

    /// Three pages of `entries`; the first carries members whose bytes a re-encoding would change.
    static let pagingHandler: TestHTTPServer.Handler = { request in
        switch request.queryValue("pageToken") {
        case nil, "first":
            Self.json(
                #"{"kind":"k", "weird": "a]}\\\"b[{", "x": 1.50, "entries": [ {"n":1} ], "nextPageToken": "t 2"}"#
            )
        case "t 2":
            Self.json(#"{"kind":"k","entries":[{"n":"q\\\"]}"},{"n":[2,{"m":"}"}]}],"nextPageToken":"3"}"#)
        default:
            Self.json(#"{"kind":"k","entries":[{"n":4}]}"#)
        }
    }

    @Test func fetchPagesJSONMergesEveryPageByCopyingItsBytes() async throws {
        try await withServer(Self.pagingHandler) { server in
            let demo = try Self.demo()
            let service = Self.service(demo, server)
            service.prettyPrintQueryParameterNames = []
            let list = try #require(demo.method(id: "demo.items.list"))
            let query = try demo.query(for: list, parameters: [("size", "2"), ("pageToken", "first")])
            let seen = TestLockedValue<[String]>([])
            let merged = try await service.fetchPagesJSON(query) { page, request, isLast in
                seen.withLock { $0.append("\(page) \(request.url.query ?? "") \(isLast)") }
            }
            #expect(
                String(decoding: merged.data, as: UTF8.self)
                    == #"{"kind":"k","weird":"a]}\\\"b[{","x":1.50,"entries":[{"n":1},{"n":"q\\\"]}"},{"n":[2,{"m":"}"}]},{"n":4}]}"#
            )
            #expect(merged.pagesFetched == 3)
            #expect(merged.nextPageToken == nil)
            #expect(merged.itemsKey == "entries")
            #expect(
                seen.withLock { $0 } == [
                    "1 size=2&pageToken=first false", "2 size=2&pageToken=t%202 false",
                    "3 size=2&pageToken=3 true",
                ]
            )

            let capped = try await service.fetchPagesJSON(query, itemsKey: "entries", maxPages: 2)
            #expect(capped.pagesFetched == 2)
            #expect(capped.nextPageToken == "3")
            #expect(!String(decoding: capped.data, as: UTF8.self).contains("nextPageToken"))
            await service.shutdown()
        }
    }

    @Test func aPageThatIsNotAnObjectIsAnUnexpectedResponse() async throws {
        try await withServer({ _ in Self.json("[1, 2]") }) { server in
            let demo = try Self.demo()
            let service = Self.service(demo, server)
            let query = try demo.query(for: try #require(demo.method(id: "demo.items.list")), parameters: [])
            do throws(GTLRServiceError) {
                _ = try await service.fetchPagesJSON(query)
                Issue.record("a JSON array was merged as a page")
            } catch {
                #expect(error.code == .unexpectedResponse)
                #expect(error.message == "page 1 of demo.items.list is not a JSON object")
            }
            await service.shutdown()
        }
    }

    // MARK: Chunked ranged downloads

    /// Answers `Range: bytes=A-B` with a 206 of `media` (200 with everything without a range); `contentRange`
    /// replaces the `Content-Range` header when given.
    static func rangeHandler(_ media: Data, contentRange: (@Sendable (Int, Int) -> String)? = nil)
        -> TestHTTPServer.Handler
    {
        { request in
            guard let range = request.header("Range"), range.hasPrefix("bytes=") else {
                return TestHTTPResponse(status: 200, body: media)
            }
            let bounds = range.dropFirst(6).split(separator: "-").compactMap { Int($0) }
            if media.isEmpty { return .status(416, "Range Not Satisfiable") }
            let last = min(bounds[1], media.count - 1)
            let header = contentRange?(bounds[0], last) ?? "bytes \(bounds[0])-\(last)/\(media.count)"
            return TestHTTPResponse(
                status: 206,
                headers: [TestHTTPHeader("Content-Range", header)],
                body: media[bounds[0]...last]
            )
        }
    }

    static func mediaQuery(_ demo: GTLRDiscoveryDocument) throws -> GTLRQuery {
        try demo.query(for: try #require(demo.method(id: "demo.items.get")), parameters: [("name", "m")])
    }

    @Test func aChunkedDownloadUsesRangeRequestsIntoATemporaryFile() async throws {
        let media = Data((0..<250).map { UInt8($0 % 251) })
        try await withServer(Self.rangeHandler(media)) { server in
            let demo = try Self.demo()
            let service = Self.service(demo, server)
            let directory = try temporaryDirectory(prefix: "gtlr-dynamic")
            defer { try? FileManager.default.removeItem(at: directory) }
            let output = directory.appendingPathComponent("out.bin")
            let ranges = TestLockedValue<[String]>([])
            let written = try await service.download(Self.mediaQuery(demo), to: output, chunkSize: 100) { first, last in
                ranges.withLock { $0.append("\(first)-\(last)") }
            }
            await service.shutdown()
            #expect(written == 250)
            #expect(try Data(contentsOf: output) == media)
            #expect(ranges.withLock { $0 } == ["0-99", "100-199", "200-299"])
            #expect(server.requests.map { $0.header("Range") } == ["bytes=0-99", "bytes=100-199", "bytes=200-299"])
            #expect(server.requests.allSatisfy { $0.uri == "/download/demo/v1/items/m?alt=media" })
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.bin"])
        }
    }

    @Test func unusableContentRangesEndTheDownloadAndLeaveNoFile() async throws {
        let crafted: [@Sendable (Int, Int) -> String] = [
            { _, _ in "bytes 0-9223372036854775807/9223372036854775807" },
            { _, _ in "bytes 0-9/9223372036854775808" },
            { first, last in "bytes \(first + 1)-\(last)/100" },
            { first, _ in "bytes \(first)-\(first + 4)/100" },
            { first, last in "bytes \(first)-\(last)" },
        ]
        let demo = try Self.demo()
        for contentRange in crafted {
            let directory = try temporaryDirectory(prefix: "gtlr-dynamic")
            defer { try? FileManager.default.removeItem(at: directory) }
            try await withServer(Self.rangeHandler(Data(repeating: 7, count: 100), contentRange: contentRange)) {
                server in
                let service = Self.service(demo, server)
                let query = try Self.mediaQuery(demo)
                do throws(GTLRServiceError) {
                    try await service.download(query, to: directory.appendingPathComponent("out"), chunkSize: 10)
                    Issue.record("\(contentRange(0, 9)) was accepted")
                } catch {
                    #expect(error.code == .unexpectedResponse, "\(contentRange(0, 9))")
                    #expect(error.message.contains("Content-Range"), "\(contentRange(0, 9))")
                }
                await service.shutdown()
            }
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty,
                "\(contentRange(0, 9))"
            )
        }
    }

    @Test func aServerIgnoringRangesAndAnEmptyObjectEndTheDownload() async throws {
        let demo = try Self.demo()
        let directory = try temporaryDirectory(prefix: "gtlr-dynamic")
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = Data(repeating: 1, count: 500)
        let ignoring: TestHTTPServer.Handler = { _ in TestHTTPResponse(status: 200, body: whole) }
        for (handler, expected) in [(ignoring, whole), (Self.rangeHandler(Data()), Data())] {
            try await withServer(handler) { server in
                let service = Self.service(demo, server)
                let output = directory.appendingPathComponent("out-\(expected.count)")
                let written = try await service.download(Self.mediaQuery(demo), to: output, chunkSize: 100)
                await service.shutdown()
                #expect(written == Int64(expected.count))
                #expect(try Data(contentsOf: output) == expected)
                #expect(server.requests.count == 1)
            }
        }
        let service = GTLRService(discoveryDocument: demo)
        await #expect(throws: GTLRServiceError.self) {
            try await service.download(Self.mediaQuery(demo), to: directory.appendingPathComponent("x"), chunkSize: 0)
        }
    }
}
