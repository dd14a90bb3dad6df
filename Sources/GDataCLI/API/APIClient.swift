import Foundation
import GDataHTTP
import GTLR
import GTLRDiscovery

/// The dynamic REST client behind `gdata api`: builds requests from a Discovery document and the command's options,
/// sends them with one `GDataHTTPFetcher` (authorizer, retry, HTTP log), and prints results.
final class APIClient: Sendable {
    let document: GTLRDiscoveryDocument
    let fetcher: GDataHTTPFetcher
    let authorizer: (any GDataAuthorizer)?
    let rootURL: String?
    let verbose: Bool

    init(document: GTLRDiscoveryDocument, options: APICommand) throws {
        self.document = document
        self.rootURL = options.rootURL
        self.verbose = options.verbose
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.userAgent = "gdata-cli/\(GDataCommand.configuration.version) (gzip)"
        if options.retry { configuration.retry = .default }
        authorizer = try CLICredential.resolve(bearer: options.bearer, apiKey: options.apiKey)?.authorizer
        configuration.authorizer = authorizer
        if let directory = options.logDirectory {
            do {
                configuration.transactionLog = try GDataHTTPTransactionLog(directory: URL(fileURLWithPath: directory, isDirectory: true))
            } catch {
                throw ServiceCommandFailure(message: "cannot create the log directory: \(error)", code: .fileIO)
            }
        }
        if let rootURL = options.rootURL {
            guard let url = URL(string: rootURL), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https"
            else {
                throw ServiceCommandFailure(message: "invalid --root-url: \(rootURL)", code: .invalidURL)
            }
        }
        fetcher = GDataHTTPFetcher(configuration: configuration)
    }

    func shutdown() async {
        await fetcher.shutdown()
    }

    // MARK: One call

    /// Runs METHOD_ID with the command's parameters, body, paging, upload or download.
    func call(methodID: String, command: APICommand) async throws -> CLIExitCode {
        let method = try self.method(methodID)
        var parameters = command.parameterPairs
        if let fields = command.fields { parameters.append((name: "fields", value: fields)) }
        let body = try command.body.map(Self.readJSONBody)
        if let upload = command.upload, let mime = command.mime {
            let uploader = APIUploader(client: self, method: method, parameters: parameters, metadata: body)
            let response = try await uploader.run(
                file: upload, mimeType: mime, protocol: command.uploadProtocol, chunkSize: command.chunkSize)
            Self.printBody(response.body)
            return .success
        }
        if let download = command.download {
            try await self.download(method: method, parameters: parameters, to: download, chunkSize: command.chunkSize)
            return .success
        }
        if command.allPages {
            let pager = APIPager(client: self, method: method, parameters: parameters, body: body)
            return try await pager.run(maxPages: command.maxPages)
        }
        let request = try self.request(method: method, parameters: parameters, body: body)
        let response = try await send(request, label: method.id)
        Self.printBody(response.body)
        return .success
    }

    /// The method `id` of the document.
    func method(_ id: String) throws(ServiceCommandFailure) -> GTLRDiscoveryMethod {
        guard let method = document.method(id: id) else {
            throw ServiceCommandFailure(
                message: "\(document.name) \(document.version) has no method '\(id)' (gdata api --list shows them)",
                code: .failure
            )
        }
        return method
    }

    /// The request for `method` with `parameters` and an optional JSON `body`.
    func request(
        method: GTLRDiscoveryMethod,
        parameters: [(name: String, value: String)],
        body: Data?,
        endpoint: GTLRDiscoveryRequestTarget.Endpoint = .method
    ) throws(ServiceCommandFailure) -> GDataHTTPRequest {
        let target: GTLRDiscoveryRequestTarget
        do {
            target = try GTLRDiscoveryRequestTarget(
                document: document, method: method, parameters: parameters, rootURL: rootURL, endpoint: endpoint)
        } catch {
            throw ServiceCommandFailure(message: error.message, code: .failure)
        }
        var request = GDataHTTPRequest(url: target.url, method: target.httpMethod)
        // Credentials go only to the API's root (the document's, or --root-url's) origin.
        request.credentialOrigin = URL(string: rootURL ?? document.rootUrl).flatMap(GDataHTTPOrigin.init)
        request.headers.add(name: "Accept", value: "application/json")
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json; charset=utf-8")
            request.body = .data(body)
        } else if ["POST", "PUT", "PATCH"].contains(target.httpMethod) {
            request.headers.add(name: "Content-Length", value: "0")
            request.body = .data(Data())
        }
        request.comment = method.id
        return request
    }

    /// Sends `request` through the fetcher's pipeline; failures become `ServiceCommandFailure`s with the HTTP
    /// status, the API's error message and reason.
    func send(_ request: GDataHTTPRequest, label: String) async throws(ServiceCommandFailure) -> GDataHTTPResponse {
        note("> \(request.method) \(GDataServiceCLI.loggable(request.url))")
        do {
            return try await fetcher.fetch(request)
        } catch let error as GDataHTTPError {
            throw Self.failure(error, url: request.url)
        } catch {
            throw ServiceCommandFailure(message: "\(label): \(error)", code: .failure)
        }
    }

    /// Streams the media of `method` (`alt=media`; under `download/` when the method uses the media download
    /// service) into `path`: one GET, or with `chunkSize` a sequence of `Range` requests of that many bytes (as
    /// google-api-python-client's `MediaIoBaseDownload` does), written into a temporary file renamed into place.
    func download(
        method: GTLRDiscoveryMethod, parameters: [(name: String, value: String)], to path: String, chunkSize: Int64?
    ) async throws(ServiceCommandFailure) {
        let endpoint: GTLRDiscoveryRequestTarget.Endpoint = method.useMediaDownloadService ? .mediaDownload : .method
        var request = try self.request(
            method: method, parameters: parameters.filter { $0.name != "alt" }, body: nil, endpoint: endpoint)
        request.url = Self.appendingQuery(request.url, name: "alt", value: "media")
        request.headers.replaceOrAdd(name: "Accept", value: "*/*")
        do {
            if let chunkSize {
                try await downloadRanges(request, to: path, chunkSize: chunkSize)
            } else {
                note("> \(request.method) \(GDataServiceCLI.loggable(request.url))")
                let response = try await fetcher.download(request, to: URL(fileURLWithPath: path))
                note("* \(response.status): media written to \(path)")
            }
        } catch let failure as ServiceCommandFailure {
            throw failure
        } catch let error as GDataHTTPError {
            throw Self.failure(error, url: request.url)
        } catch {
            throw ServiceCommandFailure(message: "\(method.id): \(error)", code: .failure)
        }
    }

    /// Downloads in `Range: bytes=A-B` requests until `Content-Range`'s total is reached (a server that ignores the
    /// range answers 200 with everything, which ends the loop). The bytes go into a temporary file created
    /// exclusively beside `path` (``GDataTemporaryFile``), renamed into place when complete and removed otherwise.
    /// Every number the server sends is checked before any arithmetic: a `Content-Range` that does not start where
    /// asked, ends beyond the request or the total, disagrees with the bytes received, or does not fit in 64 bits
    /// is a malformed response (exit 65).
    func downloadRanges(_ base: GDataHTTPRequest, to path: String, chunkSize: Int64) async throws {
        let file: GDataTemporaryFile
        do {
            file = try GDataTemporaryFile(beside: URL(fileURLWithPath: path))
        } catch {
            throw ServiceCommandFailure(message: "cannot write \(path): \(error.message)", code: .fileIO)
        }
        var completed = false
        defer { if !completed { file.discard() } }
        var offset: Int64 = 0
        var total: Int64?
        repeat {
            // offset <= total - 1 < Int64.max here; the requested last byte saturates instead of overflowing.
            let (sum, overflow) = offset.addingReportingOverflow(chunkSize - 1)
            let requestedLast = overflow ? Int64.max - 1 : sum
            var request = base
            request.headers.replaceOrAdd(name: "Range", value: "bytes=\(offset)-\(requestedLast)")
            note("> \(request.method) \(GDataServiceCLI.loggable(request.url)) (bytes \(offset)-\(requestedLast))")
            let before = lseek(file.descriptor, 0, SEEK_CUR)
            let response: GDataHTTPResponse
            do {
                response = try await fetcher.download(request, toFileDescriptor: file.descriptor)
            } catch let error as GDataHTTPError {
                if error.status == 416 && offset == 0 { break }  // an empty object has no byte 0
                throw error
            }
            guard response.status == 206 else {
                if offset == 0 { break }  // 200: the whole media in one response
                throw ServiceCommandFailure(
                    message: "the server answered \(response.status) instead of 206 to bytes \(offset)-; "
                        + "the partial download was removed",
                    code: .malformedDocument)
            }
            let received = Int64(lseek(file.descriptor, 0, SEEK_CUR) - before)
            let header = response.headers["Content-Range"] ?? ""
            guard let range = GDataHTTPContentRange(header: header), range.first == offset,
                range.last <= requestedLast, range.length == received, let rangeTotal = range.total,
                total == nil || total == rangeTotal
            else {
                throw ServiceCommandFailure(
                    message: "unusable Content-Range '\(header)' for bytes \(offset)-\(requestedLast) "
                        + "(\(received) bytes received); the partial download was removed",
                    code: .malformedDocument)
            }
            offset = range.last + 1  // last < total <= Int64.max: no overflow
            total = rangeTotal
        } while offset < (total ?? 0)
        completed = true  // commit closes the file, and removes it when the rename fails
        do {
            try file.commit()
        } catch {
            throw ServiceCommandFailure(message: "cannot move the download to \(path): \(error.message)", code: .fileIO)
        }
        note("* media written to \(path)")
    }

    /// A `-v` line on standard error.
    func note(_ line: @autoclosure () -> String) {
        if verbose { CLIOutput.error(line() + "\n") }
    }

    // MARK: Helpers

    /// Reads a JSON body from a file or `-`; malformed JSON is exit 65.
    static func readJSONBody(_ path: String) throws(ServiceCommandFailure) -> Data {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw ServiceCommandFailure(message: "cannot read the body file \(path)", code: .fileIO)
            }
            data = contents
        }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw ServiceCommandFailure(message: "\(path == "-" ? "standard input" : path): not JSON", code: .malformedDocument)
        }
        return data
    }

    /// Writes a response body to standard output, ending with a line break.
    static func printBody(_ body: Data) {
        guard !body.isEmpty else { return }
        var data = body
        if data.last != 0x0A { data.append(0x0A) }
        if !CLIOutput.standardOutput(data) {
            CLIOutput.errorLine("cannot write to standard output")
        }
    }

    /// `url` with `name=value` added to its query.
    static func appendingQuery(_ url: URL, name: String, value: String) -> URL {
        let item = GTLRDiscoveryRequestTarget.encode(name, reserved: false) + "="
            + GTLRDiscoveryRequestTarget.encode(value, reserved: false)
        var text = url.absoluteString
        text += (text.contains("?") ? "&" : "?") + item
        return URL(string: text) ?? url
    }

    /// The failure for an HTTP-layer error: `HTTP 404 Not Found for URL: message (reason: notFound)`.
    static func failure(_ error: GDataHTTPError, url: URL) -> ServiceCommandFailure {
        var message = CLIExitCode.message(for: error, url: url)
        if error.code == .httpStatus, let body = error.body, !body.isEmpty {
            message += ": " + errorSummary(body)
        }
        return ServiceCommandFailure(message: message, code: CLIExitCode(error))
    }

    /// `message (reason: r1, r2; status: NOT_FOUND)` from a Google JSON error body, or the body's text.
    static func errorSummary(_ body: Data) -> String {
        if let object = GTLRErrorObject.from(body: body) { return object.summary }
        return String(decoding: body.prefix(300), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
