import ArgumentParser
import GDataHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// `gdata upload FILE --url URL --protocol …`: uploads a file in one request (multipart) or with one of the
/// resumable protocols, and prints the server's final response body.
struct UploadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upload",
        abstract: "Upload a file and print the server's final response body.",
        discussion: """
            Protocols:
              multipart  one request: multipart/related (the --metadata part, then the file) or, without \
            --metadata, the file alone with Content-Type and Slug
              gdata      the GData resumable protocol (X-Upload-Content-Type/Length, Location, 308 + Range)
              resumable  Google's uploadType=resumable (chunks carry Authorization, 256 KiB multiples)
              goog       the X-Goog-Upload-* protocol (start, upload, finalize, query)

            The file is streamed from disk, never read whole. A resumable upload that stops before completing \
            (connection lost, retries exhausted, Ctrl-C) prints its session URL on standard error; run the same \
            command with --resume-url URL to continue where the server left off. The bearer token may also come \
            from --bearer-token-file or GDATA_BEARER_TOKEN (--bearer-token is visible to other local users in ps) \
            and is never printed. A session URL at another origin than URL gets no token: the upload is refused.

            \(CLIExitCode.helpText)
            """
    )

    /// The upload protocols.
    enum UploadProtocol: String, ExpressibleByArgument, CaseIterable {
        case multipart, gdata, resumable, goog
    }

    @Argument(help: "The file to upload.")
    var file: String

    @Option(help: "The upload URL (for resumable protocols, the URL that starts a session).")
    var url: String

    @Option(name: .customLong("protocol"), help: "multipart, gdata, resumable or goog.")
    var uploadProtocol: UploadProtocol

    @Option(help: ArgumentHelp("The file's content type, e.g. image/jpeg.", valueName: "type"))
    var mime: String

    @Option(help: ArgumentHelp("A file name for the Slug header.", valueName: "name"))
    var slug: String?

    @Option(help: ArgumentHelp("A metadata document (Atom entry or JSON) sent with the file.", valueName: "file"))
    var metadata: String?

    @Option(
        name: .customLong("metadata-type"),
        help: ArgumentHelp(
            "The metadata's content type (default: application/json for .json files, else application/atom+xml).",
            valueName: "type"
        )
    )
    var metadataType: String?

    @Option(
        name: .customLong("chunk-size"),
        help: ArgumentHelp("Resumable chunk size in bytes (at least 50000; default 8 MiB).", valueName: "bytes")
    )
    var chunkSize: Int64?

    @Option(
        name: .customLong("resume-url"),
        help: ArgumentHelp("Continue the resumable session at this URL instead of starting one.", valueName: "url")
    )
    var resumeURL: String?

    @Option(help: ArgumentHelp("The HTTP method of the (initial) request.", valueName: "method"))
    var method: String = "POST"

    @Option(
        name: [.customShort("H"), .customLong("header")],
        help: ArgumentHelp("A header for the (initial) request, 'Name: value' (repeatable).", valueName: "header")
    )
    var headers: [String] = []

    @OptionGroup var bearer: BearerTokenOptions

    @Flag(help: "Show progress on standard error: a bar on a terminal, plain lines otherwise.")
    var progress = false

    @OptionGroup var http: HTTPOptions

    /// `-v`.
    var verbose: Bool { http.verbose }

    func validate() throws {
        if let chunkSize, chunkSize < GDataResumableUpload.Options.minimumChunkSize {
            throw ValidationError(
                "--chunk-size must be at least \(GDataResumableUpload.Options.minimumChunkSize) bytes."
            )
        }
        if uploadProtocol == .multipart {
            if resumeURL != nil {
                throw ValidationError("--resume-url needs a resumable protocol (gdata, resumable, goog).")
            }
            if chunkSize != nil {
                throw ValidationError("--chunk-size needs a resumable protocol (gdata, resumable, goog).")
            }
        }
        for header in headers { _ = try GetCommand.parseHeader(header) }
    }

    func run() async throws {
        CLIOutput.ignoreBrokenPipes()
        guard let uploadURL = CLIURL.parse(url) else {
            throw CLIExitCode.report(CLIURL.refusal(url), code: .invalidURL)
        }
        var sessionURL: URL?
        if let resumeURL {
            guard let parsed = CLIURL.parse(resumeURL) else {
                throw CLIExitCode.report(CLIURL.refusal(resumeURL, name: "--resume-url"), code: .invalidURL)
            }
            sessionURL = parsed
        }
        let fileURL = URL(fileURLWithPath: file)
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isDirectory), !isDirectory,
            FileManager.default.isReadableFile(atPath: fileURL.path)
        else {
            throw CLIExitCode.report("file error: cannot read \(file)", code: .fileIO)
        }
        var metadataBody: Data?
        if let metadata {
            guard let data = FileManager.default.contents(atPath: metadata) else {
                throw CLIExitCode.report("file error: cannot read \(metadata)", code: .fileIO)
            }
            metadataBody = data
        }
        let authorizer: (any GDataAuthorizer)?
        do {
            authorizer = try CLICredential.resolve(bearer: bearer)?.authorizer
        } catch let failure as ServiceCommandFailure {
            throw CLIExitCode.report(failure.message, code: failure.code)
        }
        var request = GDataHTTPRequest(url: uploadURL, method: method.uppercased())
        for header in headers {
            let (name, value) = try GetCommand.parseHeader(header)
            request.headers.add(name: name, value: value)
        }
        let reporter = progress ? ProgressReporter() : nil

        var configuration = GDataHTTPFetcher.Configuration()
        do {
            configuration.transactionLog = try http.transactionLog()
        } catch let error as GDataHTTPError {
            throw CLIExitCode.report(error, url: uploadURL)
        }
        let fetcher: GDataHTTPFetcher
        let outcome: Result<GDataHTTPResponse, GDataHTTPError>
        var session: GDataResumableUpload?
        if uploadProtocol == .multipart {
            // One request with the whole body: retried only with --retry, as any request, with the upload cap.
            if http.retry { configuration.retry = .upload }
            configuration.authorizer = authorizer
            fetcher = GDataHTTPFetcher(configuration: configuration)
            outcome = await Self.capture {
                let body: GDataMultipartBody
                if let metadataBody {
                    body = try GDataMultipartBody.related(
                        metadata: metadataBody,
                        metadataType: resolvedMetadataType(),
                        media: .file(fileURL),
                        mediaType: mime,
                        slug: slug
                    )
                } else {
                    body = try GDataMultipartBody.mediaOnly(media: .file(fileURL), mediaType: mime, slug: slug)
                }
                body.apply(to: &request)
                return try await fetcher.fetch(request) { value in
                    reporter?.update(done: value.bytesSent, total: value.totalBytesToSend)
                }
            }
        } else {
            fetcher = GDataHTTPFetcher(configuration: configuration)
            if let metadataBody {
                request.headers.replaceOrAdd(name: "Content-Type", value: resolvedMetadataType())
                request.body = .data(metadataBody)
            }
            if let slug { request.headers.replaceOrAdd(name: "Slug", value: GDataMultipartBody.encodeSlug(slug)) }
            var options = GDataResumableUpload.Options()
            if let chunkSize { options.chunkSize = chunkSize }
            options.retryPolicy = HTTPOptions.uploadRetry
            options.authorizer = authorizer
            if let reporter {
                options.progressHandler = { value in
                    reporter.update(done: value.completedBytes, total: value.totalBytes)
                }
            }
            let verbose = self.verbose
            options.eventHandler = { event in
                if verbose, case .sessionURL(let sessionURL) = event {
                    CLIOutput.errorLine("session URL: \(sessionURL.absoluteString)")
                }
            }
            let dialect: GDataResumableUpload.Dialect =
                switch uploadProtocol {
                case .gdata: .gdata
                case .resumable: .resumable
                default: .goog
                }
            outcome = await Self.capture { [sessionURL] in
                let upload: GDataResumableUpload
                if let sessionURL {
                    upload = try GDataResumableUpload(
                        resuming: sessionURL,
                        dialect: dialect,
                        source: .file(fileURL),
                        mimeType: mime,
                        transport: fetcher,
                        options: options
                    )
                } else {
                    upload = try GDataResumableUpload(
                        request: request,
                        dialect: dialect,
                        source: .file(fileURL),
                        mimeType: mime,
                        transport: fetcher,
                        options: options
                    )
                }
                session = upload
                let interrupt = InterruptHandler {
                    CLIOutput.error("\n"); Self.reportInterrupted(upload, reason: "interrupted")
                }
                defer { interrupt.cancel() }
                return try await upload.start()
            }
        }
        await fetcher.shutdown()
        reporter?.finish()

        switch outcome {
        case .success(let response):
            if verbose { Self.printResponse(response) }
            guard CLIOutput.standardOutput(response.body) else {
                throw CLIExitCode.report(
                    "file error: writing the output failed: \(String(cString: strerror(errno)))",
                    code: .fileIO
                )
            }
        case .failure(let error):
            if verbose, let status = error.status {
                CLIOutput.error("< HTTP \(CLIOutput.statusText(status))\n")
                if let body = error.body, !body.isEmpty {
                    CLIOutput.error(String(decoding: body.prefix(4096), as: UTF8.self) + "\n")
                }
            }
            if let session, Self.isResumable(error) {
                throw Self.reportInterrupted(session, reason: CLIExitCode.message(for: error, url: uploadURL))
            }
            throw CLIExitCode.report(error, url: uploadURL)
        }
    }

    // MARK: - Helpers

    private func resolvedMetadataType() -> String {
        if let metadataType { return metadataType }
        if metadata?.lowercased().hasSuffix(".json") == true { return GDataMultipartBody.jsonContentType }
        return GDataMultipartBody.atomContentType
    }

    /// Whether a failed resumable upload can be continued with `--resume-url` (not when the server refused it).
    private static func isResumable(_ error: GDataHTTPError) -> Bool {
        if let status = error.status, (400..<500).contains(status) { return false }
        switch error.code {
        case .invalidURL, .fileIO, .authorization, .invalidRequest: return false
        default: return true
        }
    }

    /// Prints the session URL to resume with (when known) and returns the exit code for an interrupted upload.
    @discardableResult
    private static func reportInterrupted(_ upload: GDataResumableUpload, reason: String) -> ExitCode {
        guard let sessionURL = upload.sessionURL else {
            return CLIExitCode.report(
                "upload interrupted before a session was created: \(reason)",
                code: .uploadInterrupted
            )
        }
        let done = upload.progress.acknowledgedBytes
        CLIOutput.errorLine("upload interrupted after \(done) of \(upload.totalBytes) bytes: \(reason)")
        // The one place the session URL is shown whole: it is a capability (errors and logs mask its upload_id),
        // and the user needs it to continue.
        CLIOutput.error("gdata: resume with: --resume-url '\(sessionURL.absoluteString)'\n")
        return ExitCode(CLIExitCode.uploadInterrupted.rawValue)
    }

    private static func printResponse(_ response: GDataHTTPResponse) {
        var text = "< HTTP/\(response.httpVersion) \(CLIOutput.statusText(response.status))\n"
        for field in response.headers {
            text += "< \(field.name): \(GDataHTTPRedaction.header(name: field.name, value: field.value))\n"
        }
        CLIOutput.error(text + "<\n")
    }

    private static func capture(
        _ body: () async throws -> GDataHTTPResponse
    ) async -> Result<GDataHTTPResponse, GDataHTTPError> {
        do {
            return .success(try await body())
        } catch let error as GDataHTTPError {
            return .failure(error)
        } catch {
            return .failure(GDataHTTPError(code: .uploadFailed, message: "\(error)"))
        }
    }
}
