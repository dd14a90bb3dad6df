import ArgumentParser
import Foundation
import GDataHTTP

/// `gdata upload FILE --url URL --protocol gdata|resumable|goog|multipart …`: uploads a file and prints the server's
/// final response body. If a resumable upload is interrupted, the session URL to continue with `--resume-url` is
/// printed on standard error and the command exits non-zero.
struct UploadCommand: AsyncParsableCommand {
    /// The wire protocol to use.
    enum UploadProtocol: String, ExpressibleByArgument, CaseIterable {
        case gdata, resumable, goog, multipart
    }

    static let configuration = CommandConfiguration(
        commandName: "upload",
        abstract: "Upload a file (resumable GData, uploadType=resumable, X-Goog-Upload, or one multipart request).")

    @Argument(help: "The file to upload.")
    var file: String

    @Option(help: "The upload URL (initial request, or the multipart endpoint).")
    var url: String

    @Option(name: .customLong("protocol"), help: "gdata, resumable, goog or multipart.")
    var uploadProtocol: UploadProtocol = .gdata

    @Option(help: "The file's content type.")
    var mime: String = "application/octet-stream"

    @Option(help: "A Slug header (file name).")
    var slug: String?

    @Option(help: "A file holding the metadata (Atom entry XML for gdata, JSON otherwise).")
    var metadata: String?

    @Option(name: .customLong("chunk-size"), help: "Chunk size in bytes (at least 50000).")
    var chunkSize: Int64?

    @Option(name: .customLong("resume-url"), help: "Continue an interrupted upload from its session URL.")
    var resumeURL: String?

    @Option(name: .customLong("bearer-token"), help: "An OAuth 2 access token (never printed).")
    var bearerToken: String?

    @Flag(help: "Retry transient failures (back off, ask the server for its offset, continue).")
    var retry = false

    @Flag(help: "Print progress on standard error.")
    var progress = false

    func run() async throws {
        guard let target = URL(string: url), let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { throw ValidationError("--url must be an http or https URL") }
        let fileURL = URL(fileURLWithPath: file)
        guard FileManager.default.isReadableFile(atPath: fileURL.path) else {
            throw ValidationError("cannot read \(file)")
        }
        let metadataBody = try metadata.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let fetcher = GDataHTTPFetcher()
        let outcome: Result<GDataHTTPResponse, any Error>
        do {
            if uploadProtocol == .multipart {
                outcome = .success(try await multipart(target, fileURL: fileURL, metadata: metadataBody, fetcher: fetcher))
            } else {
                outcome = .success(try await resumable(target, fileURL: fileURL, metadata: metadataBody, fetcher: fetcher))
            }
        } catch {
            outcome = .failure(error)
        }
        await fetcher.shutdown()
        switch outcome {
        case .success(let response):
            FileHandle.standardOutput.write(response.body)
            if !response.isSuccess {
                Self.printError("server answered \(response.status)")
                throw ExitCode(1)
            }
        case .failure(let error):
            Self.printError("upload failed: \(error)")
            if let http = error as? GDataHTTPError, let body = http.body, !body.isEmpty {
                FileHandle.standardError.write(body)
                Self.printError("")
            }
            throw ExitCode(1)
        }
    }

    func multipart(_ target: URL, fileURL: URL, metadata: Data?, fetcher: GDataHTTPFetcher) async throws -> GDataHTTPResponse {
        let body: GDataMultipartBody
        if let metadata {
            let type = metadata.first == UInt8(ascii: "{") ? GDataMultipartBody.jsonContentType : GDataMultipartBody.atomContentType
            body = try GDataMultipartBody.related(
                metadata: metadata, metadataType: type, media: .file(fileURL), mediaType: mime, slug: slug)
        } else {
            body = try GDataMultipartBody.mediaOnly(media: .file(fileURL), mediaType: mime, slug: slug)
        }
        var request = GDataHTTPRequest(url: target, method: "POST")
        body.apply(to: &request)
        if let bearerToken { request.headers["Authorization"] = "Bearer \(bearerToken)" }
        return try await fetcher.send(request, progress: nil)
    }

    func resumable(_ target: URL, fileURL: URL, metadata: Data?, fetcher: GDataHTTPFetcher) async throws -> GDataHTTPResponse {
        let dialect: GDataResumableUpload.Dialect =
            switch uploadProtocol {
            case .gdata, .multipart: .gdata
            case .resumable: .resumable
            case .goog: .goog
            }
        var options = GDataResumableUpload.Options()
        if let chunkSize { options.chunkSize = chunkSize }
        options.retryPolicy = retry ? .standard : .disabled
        if let token = bearerToken {
            options.authorizer = { $0.headers["Authorization"] = "Bearer \(token)" }
        }
        if progress {
            options.progressHandler = { progress in
                let percent = Int(progress.fractionCompleted * 100)
                Self.printError("\(progress.completedBytes)/\(progress.totalBytes) bytes (\(percent)%)")
            }
        }
        options.eventHandler = { event in
            switch event {
            case .sessionURL(let url): Self.printError("session URL: \(url.absoluteString)")
            case .retrying(let attempt, let delay, let error):
                Self.printError("retry \(attempt) in \(delay) s after: \(error.message)")
            default: break
            }
        }
        let upload: GDataResumableUpload
        if let resumeURL {
            guard let session = URL(string: resumeURL) else { throw ValidationError("--resume-url is not a URL") }
            upload = try GDataResumableUpload(
                resuming: session, dialect: dialect, source: .file(fileURL), mimeType: mime, transport: fetcher,
                options: options)
        } else {
            var request = GDataHTTPRequest(url: target, method: "POST")
            if let slug { request.headers["Slug"] = GDataMultipartBody.encodeSlug(slug) }
            if let metadata {
                let type = dialect == .gdata ? GDataMultipartBody.atomContentType : GDataMultipartBody.jsonContentType
                request.headers["Content-Type"] = type
                request.body = .data(metadata)
            }
            upload = try GDataResumableUpload(
                request: request, dialect: dialect, source: .file(fileURL), mimeType: mime, transport: fetcher,
                options: options)
        }
        do {
            return try await upload.start()
        } catch {
            if let session = upload.sessionURL {
                Self.printError("interrupted; resume with: --resume-url \(session.absoluteString)")
            }
            throw error
        }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
