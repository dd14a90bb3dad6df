import Foundation
import GDataHTTP
import GTLRDiscovery

/// `gdata api --upload`: sends a file as a method's media with one of the Discovery upload protocols.
///
/// `multipart`, `media` and `resumable` send `uploadType=…` to `mediaUpload.protocols.simple.path` (as
/// google-api-python-client does); `goog` (the `X-Goog-Upload` protocol) starts at
/// `mediaUpload.protocols.resumable.path`. Without a protocol, a method with a resumable protocol is uploaded with
/// `resumable`, any other with `multipart`.
struct APIUploader {
    let client: APIClient
    let method: GTLRDiscoveryMethod
    let parameters: [(name: String, value: String)]
    /// The JSON metadata (`--body`), if any.
    let metadata: Data?

    func run(file: String, mimeType: String, protocol chosen: APICommand.UploadProtocol?, chunkSize: Int64?)
        async throws -> GDataHTTPResponse
    {
        guard method.supportsMediaUpload, method.mediaUpload?.protocols != nil else {
            throw ServiceCommandFailure(message: "\(method.id) does not accept media uploads", code: .failure)
        }
        let fileURL = URL(fileURLWithPath: file)
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw ServiceCommandFailure(message: "cannot read the upload file \(file)", code: .fileIO)
        }
        let uploadProtocol = chosen ?? (method.mediaUpload?.protocols?.resumable != nil ? .resumable : .multipart)
        let parameters = self.parameters.filter { $0.name != "uploadType" }
        switch uploadProtocol {
        case .multipart:
            var request = try client.request(
                method: method, parameters: parameters, body: nil, endpoint: .simpleUpload)
            request.url = APIClient.appendingQuery(request.url, name: "uploadType", value: "multipart")
            let multipart = try Self.mapped {
                try GDataMultipartBody.related(
                    metadata: metadata ?? Data("{}".utf8), metadataType: GDataMultipartBody.jsonContentType,
                    media: .file(fileURL), mediaType: mimeType)
            }
            request.headers.remove(name: "Content-Length")
            multipart.apply(to: &request)
            return try await client.send(request, label: method.id)
        case .media:
            var request = try client.request(
                method: method, parameters: parameters, body: nil, endpoint: .simpleUpload)
            request.url = APIClient.appendingQuery(request.url, name: "uploadType", value: "media")
            let media = try Self.mapped { try GDataMultipartBody.mediaOnly(media: .file(fileURL), mediaType: mimeType) }
            request.headers.remove(name: "Content-Length")
            media.apply(to: &request)
            return try await client.send(request, label: method.id)
        case .resumable, .goog:
            let endpoint: GTLRDiscoveryRequestTarget.Endpoint = uploadProtocol == .goog ? .resumableUpload : .simpleUpload
            var request = try client.request(
                method: method, parameters: parameters, body: metadata ?? Data("{}".utf8), endpoint: endpoint)
            if uploadProtocol == .resumable {
                request.url = APIClient.appendingQuery(request.url, name: "uploadType", value: "resumable")
            }
            return try await resumable(
                request, dialect: uploadProtocol == .goog ? .goog : .resumable, file: fileURL, mimeType: mimeType,
                chunkSize: chunkSize)
        }
    }

    /// Runs a chunked upload with `GDataResumableUpload` (drops and 5xx resume from the server's offset).
    func resumable(
        _ request: GDataHTTPRequest, dialect: GDataResumableUpload.Dialect, file: URL, mimeType: String,
        chunkSize: Int64?
    ) async throws -> GDataHTTPResponse {
        var options = GDataResumableUpload.Options()
        if let chunkSize { options.chunkSize = max(chunkSize, GDataResumableUpload.Options.minimumChunkSize) }
        if let authorizer = client.authorizer {
            options.authorizer = { request in try await authorizer.authorize(&request) }
        }
        let verbose = client.verbose
        if verbose {
            options.eventHandler = { event in
                switch event {
                case .sessionURL: CLIOutput.error("* upload session started\n")
                case .acknowledged(let offset): CLIOutput.error("* server has \(offset) bytes\n")
                case .retrying(let attempt, let delay, _):
                    CLIOutput.error(String(format: "* retry %d in %.1f s\n", attempt, delay))
                default: break
                }
            }
        }
        client.note("> \(request.method) \(GDataServiceCLI.loggable(request.url)) (\(dialect.rawValue) upload)")
        let upload = try Self.mapped {
            try GDataResumableUpload(
                request: request, dialect: dialect, source: .file(file), mimeType: mimeType,
                transport: client.fetcher, options: options)
        }
        let response: GDataHTTPResponse
        do {
            response = try await upload.start()
        } catch let error as GDataHTTPError {
            var failure = APIClient.failure(error, url: request.url)
            if error.code == .uploadFailed || error.code == .network || error.code == .timedOut,
                let session = upload.sessionURL
            {
                failure.message += " (upload session: \(GDataServiceCLI.loggable(session)))"
                failure.code = .uploadInterrupted
            }
            throw failure
        }
        guard response.isSuccess else {
            let error = GDataHTTPError(
                code: .httpStatus, message: "HTTP \(response.status)", url: response.url, status: response.status,
                headers: response.headers, body: response.body)
            throw APIClient.failure(error, url: request.url)
        }
        return response
    }

    /// Runs `body`, turning `GDataHTTPError`s (unreadable file, bad MIME type) into command failures.
    static func mapped<T>(_ body: () throws -> T) throws(ServiceCommandFailure) -> T {
        do {
            return try body()
        } catch let error as GDataHTTPError {
            throw ServiceCommandFailure(
                message: error.message, code: error.code == .fileIO ? .fileIO : .failure)
        } catch {
            throw ServiceCommandFailure(message: "\(error)", code: .failure)
        }
    }
}
