// The snippets of the Objective-C REST client's README, written with the Swift `GTLR` runtime and the generated
// Cloud Storage service.
//
//     swift run GTLRIntroduction SNIPPET ROOT_URL
//
// ROOT_URL is a Cloud Storage JSON API server: Google's (https://storage.googleapis.com/, with a real token in
// GDATA_BEARER_TOKEN) or an emulator such as fake-gcs-server (`fake-gcs-server -scheme http -host 127.0.0.1
// -backend memory`), which Tests/GDataCLITests/GTLRIntroductionExampleTests.swift starts for every snippet.
// Each snippet is one function below; it prints what it found, one fact per line. Snippets create what they need in a
// bucket named after themselves.

import Foundation
import GDataHTTP
import GTLR
import GTLRStorage

@main
struct GTLRIntroduction {
    static let snippets: [String: @Sendable (String) async throws -> Void] = [
        "setup": setUpService,
        "query": queryWithFieldsAndPaging,
        "ticket": executeAndCancelTicket,
        "batch": batchQuery,
        "upload": uploadWithProgress,
        "download": mediaDownload,
        "mock": mockService,
        "errors": errorHandling,
    ]

    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 2, let snippet = snippets[arguments[0]] else {
            let names = snippets.keys.sorted().joined(separator: "|")
            FileHandle.standardError.write(Data("usage: GTLRIntroduction \(names) ROOT_URL\n".utf8))
            exit(64)
        }
        do {
            try await snippet(arguments[1])
        } catch {
            FileHandle.standardError.write(Data("\(arguments[0]): \(error)\n".utf8))
            exit(1)
        }
    }

    // MARK: Setting up a service

    /// A service with credentials: an authorizer for OAuth 2 tokens, or an API key for public data.
    static func makeService(_ rootURL: String) -> GTLRStorageService {
        let service = GTLRStorageService()
        service.rootURLString = rootURL  // omit to talk to Google
        if let token = ProcessInfo.processInfo.environment["GDATA_BEARER_TOKEN"] {
            service.authorizer = GDataBearerTokenAuthorizer(token: token)
        } else {
            service.apiKey = "example-api-key"  // sent as key=…; never logged
        }
        service.userAgent = "GTLRIntroduction/1.0"
        service.retryEnabled = true
        return service
    }

    /// Creates `bucket` with `count` small objects named `object-N.txt`.
    static func seed(_ service: GTLRStorageService, bucket name: String, count: Int) async throws {
        let bucket = GTLRStorage_Bucket()
        bucket.name = name
        _ = try await service.executeQuery(GTLRStorageQuery_BucketsInsert.query(withObject: bucket, project: "example"))
        for index in 0..<count {
            let object = GTLRStorage_Object()
            object.name = "object-\(index).txt"
            var upload = GTLRUploadParameters(data: Data("contents \(index)\n".utf8), mimeType: "text/plain")
            upload.shouldUploadWithSingleRequest = true
            _ = try await service.executeQuery(
                GTLRStorageQuery_ObjectsInsert.query(withObject: object, bucket: name, uploadParameters: upload)
            )
        }
    }

    static func setUpService(_ rootURL: String) async throws {
        let service = makeService(rootURL)
        defer { Task { await service.shutdown() } }
        try await seed(service, bucket: "setup", count: 1)
        let buckets: GTLRStorage_Buckets = try await service.executeQuery(
            GTLRStorageQuery_BucketsList.query(withProject: "example")
        )
        print("buckets: \(buckets.items?.compactMap(\.name).joined(separator: ",") ?? "")")
        print("user agent: \(service.requestUserAgent)")
    }

    // MARK: Queries: fields and paging

    static func queryWithFieldsAndPaging(_ rootURL: String) async throws {
        let service = makeService(rootURL)
        defer { Task { await service.shutdown() } }
        try await seed(service, bucket: "query", count: 5)
        service.shouldFetchNextPages = true  // follow nextPageToken; one result with every item
        let query = GTLRStorageQuery_ObjectsList.query(withBucket: "query")
        query.maxResults = 2  // pages of two
        query.fields = "items(name,size),nextPageToken"  // partial response
        let ticket = service.startQuery(query)
        let objects = try await ticket.value as? GTLRStorage_Objects
        for case let object as GTLRStorage_Object in objects ?? GTLRStorage_Objects() {
            print("\(object.name ?? "?") \(object.size ?? 0) bytes")
        }
        print("pages: \(ticket.pagesFetchedCounter)")
    }

    // MARK: Tickets: execute and cancel

    static func executeAndCancelTicket(_ rootURL: String) async throws {
        let service = makeService(rootURL)
        defer { Task { await service.shutdown() } }
        try await seed(service, bucket: "ticket", count: 1)

        // Cancel an upload in progress: after its first acknowledged chunk, the ticket is cancelled.
        service.serviceUploadChunkSize = 262_144
        let metadata = GTLRStorage_Object()
        metadata.name = "abandoned.bin"
        let upload = GTLRStorageQuery_ObjectsInsert.query(
            withObject: metadata,
            bucket: "ticket",
            uploadParameters: GTLRUploadParameters(data: Data(count: 2_000_000), mimeType: "application/octet-stream")
        )
        upload.executionParameters.uploadProgressBlock = { ticket, sent, _ in
            if sent > 0 { ticket.cancel() }
        }
        let cancelled = service.startQuery(upload)
        do {
            _ = try await cancelled.value
            print("cancelled ticket: finished")
        } catch {
            print("cancelled ticket: \(error.code)")  // the awaiting code hears of the cancel exactly once
        }

        // The completion-handler form, as executeQuery:completionHandler: was, and the ticket's status.
        let ticket = service.executeQuery(
            GTLRStorageQuery_ObjectsGet.query(withBucket: "ticket", object: "object-0.txt")
        ) {
            _,
            object,
            error in
            _ = (object, error)
        }
        let object = try await ticket.value as? GTLRStorage_Object
        print("ticket: \(ticket.statusCode ?? 0) \(object?.name ?? "?")")
    }

    // MARK: Batch

    static func batchQuery(_ rootURL: String) async throws {
        let service = makeService(rootURL)
        defer { Task { await service.shutdown() } }
        try await seed(service, bucket: "batch", count: 2)
        let queries = ["object-0.txt", "object-1.txt", "missing.txt"].map {
            GTLRStorageQuery_ObjectsGet.query(withBucket: "batch", object: $0)
        }
        let result = try await service.executeBatch(GTLRBatchQuery(queries: queries))
        for query in queries {
            switch result.result(forRequestID: query.requestID) {
            case .success(let object):
                print("\(query.object ?? ""): \((object as? GTLRStorage_Object)?.size ?? 0) bytes")
            case .failure(let error):
                print("\(query.object ?? ""): HTTP \(error.status ?? 0)")
            }
        }
    }

    // MARK: Upload with progress

    static func uploadWithProgress(_ rootURL: String) async throws {
        let service = makeService(rootURL)
        defer { Task { await service.shutdown() } }
        try await seed(service, bucket: "upload", count: 0)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gtlr-upload-\(getpid()).bin")
        try Data(repeating: 0x5A, count: 1_000_000).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        service.serviceUploadChunkSize = 262_144  // four chunks
        let lastProgress = ProgressRecord()
        service.uploadProgressBlock = { _, sent, total in lastProgress.set(sent, total) }
        let metadata = GTLRStorage_Object()
        metadata.name = "big.bin"
        let parameters = GTLRUploadParameters(fileURL: file, mimeType: "application/octet-stream")  // resumable
        let query = GTLRStorageQuery_ObjectsInsert.query(
            withObject: metadata,
            bucket: "upload",
            uploadParameters: parameters
        )
        let object: GTLRStorage_Object = try await service.executeQuery(query)
        print("uploaded: \(object.name ?? "?") \(object.size ?? 0) bytes")
        print("progress: \(lastProgress.text)")
    }

    // MARK: Media download

    static func mediaDownload(_ rootURL: String) async throws {
        let service = makeService(rootURL)
        defer { Task { await service.shutdown() } }
        try await seed(service, bucket: "download", count: 1)
        let media = try await service.executeQuery(
            GTLRStorageQuery_ObjectsGet.queryForMedia(withBucket: "download", object: "object-0.txt")
        )
        if let data = media as? GTLRDataObject {
            print("in memory: \(String(decoding: data.data, as: UTF8.self).trimmingCharacters(in: .newlines))")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gtlr-download-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try await service.download(
            GTLRStorageQuery_ObjectsGet.query(withBucket: "download", object: "object-0.txt"),
            to: file
        )  // streamed
        print("to a file: \(try Data(contentsOf: file).count) bytes")
    }

    // MARK: Testing: a mock service and a test block

    static func mockService(_ rootURL: String) async throws {
        let faked = GTLRStorage_Object()
        faked.name = "faked.txt"
        let mock = GTLRService.mockService(fakedObject: faked, fakedError: nil)
        let object = try await mock.executeQuery(GTLRStorageQuery_ObjectsGet.query(withBucket: "b", object: "o"))
        print("mock: \((object as? GTLRStorage_Object)?.name ?? "?")")

        let service = makeService(rootURL)
        service.testBlock = { ticket, query in
            // The request is built as it would be sent; nothing reaches the network.
            print("test block saw: \(ticket.request?.httpMethodAndPath ?? "?")")
            return .error(GTLRServiceError(code: .apiError, message: "denied by the test", status: 403))
        }
        do {
            _ = try await service.executeQuery(GTLRStorageQuery_ObjectsDelete.query(withBucket: "b", object: "o"))
        } catch {  // typed throws: `error` is a GTLRServiceError
            print("test block error: \(error.status ?? 0)")
        }
    }

    // MARK: Errors

    static func errorHandling(_ rootURL: String) async throws {
        let service = makeService(rootURL)
        defer { Task { await service.shutdown() } }
        do {
            _ = try await service.executeQuery(GTLRStorageQuery_ObjectsGet.query(withBucket: "nowhere", object: "x"))
        } catch {  // typed throws: `error` is a GTLRServiceError
            print("code: \(error.code)")
            print("status: \(error.status ?? 0)")
            if let object = error.errorObject {
                print("message: \(object.message ?? "")")  // the API's structured error
            } else {
                print("message: \(error.message)")
            }
        }
    }
}

/// The last progress report of an upload (reports arrive on the fetcher's thread).
final class ProgressRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (Int64, Int64) = (0, 0)
    func set(_ sent: Int64, _ total: Int64) { lock.withLock { last = (sent, total) } }
    var text: String { lock.withLock { "\(last.0)/\(last.1)" } }
}

extension GDataHTTPRequest {
    /// `DELETE /storage/v1/b/b/o/o`.
    var httpMethodAndPath: String { "\(method) \(url.path)" }
}
