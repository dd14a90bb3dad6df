import GDataAuth
import GDataHTTP
internal import GDataPlatform
import GTLR
import GTLRDiscovery

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

/// What `gdata api` adds to the GTLR runtime: the command's options turned into a `GTLRService` (root URL, service
/// and batch paths from the Discovery document) and dynamic `GTLRQuery`s (`GTLRDiscoveryDocument.query`), the results
/// written to standard output and the failures turned into messages and exit statuses. Requests, paging, uploads,
/// downloads and batches are the runtime's.
struct APICall: Sendable {
    let document: GTLRDiscoveryDocument
    let service: GTLRService
    let verbose: Bool
    /// The Google credentials signed in with, if any (shut down with the service).
    let credentials: GDataGoogleCredentials?

    init(document: GTLRDiscoveryDocument, options: APICommand) async throws {
        if let rootURL = options.rootURL { _ = try GDataServiceCLI.url(rootURL, name: "--root-url") }
        self.document = document
        verbose = options.verbose
        var configuration = GTLRService.Configuration()
        configuration.rootURLString = options.rootURL
        configuration.fetcherConfiguration.userAgent = "gdata-cli/\(GDataPackage.version)"
        // Parameters go out as given: no prettyPrint=false added.
        configuration.prettyPrintQueryParameterNames = []
        configuration.fetcherConfiguration.retry = options.http.fetchRetry
        configuration.uploadRetry = HTTPOptions.uploadRetry
        let authorizer: (any GDataAuthorizer)?
        if let credential = try CLICredential.resolve(bearer: options.bearer, apiKey: options.apiKey) {
            authorizer = credential.authorizer
            credentials = nil
        } else if let signedIn = try await Self.signIn(document: document, options: options) {
            authorizer = signedIn
            credentials = signedIn
            if options.verbose { CLIOutput.errorLine(GoogleSignInOptions.describe(signedIn)) }
        } else {
            authorizer = nil
            credentials = nil
        }
        do {
            configuration.fetcherConfiguration.transactionLog = try options.http.transactionLog()
        } catch {
            throw ServiceCommandFailure(message: "cannot create the log directory: \(error)", code: .fileIO)
        }
        service = GTLRService(discoveryDocument: document, configuration: configuration)
        service.authorizer = authorizer
    }

    func shutdown() async {
        await service.shutdown()
        await credentials?.shutdown()
    }

    /// Google sign-in, as google-api-python-client signs in: explicitly with `--adc` or `--credentials`, and by
    /// Application Default Credentials when no credential option is given and the API is Google's own (its root URL
    /// at googleapis.com, not replaced by `--root-url`, which points at emulators that take no credentials). The
    /// scopes: `--scopes`, else the method's (for `--batch`, every scope of the API).
    static func signIn(document: GTLRDiscoveryDocument, options: APICommand) async throws(ServiceCommandFailure)
        -> GDataGoogleCredentials?
    {
        let signIn = options.signIn
        if options.noAuth { return nil }
        guard signIn.isGiven || (options.rootURL == nil && isGoogleRoot(document.rootUrl)) else {
            if signIn.refinesSignIn {
                throw ServiceCommandFailure(
                    message: "--scopes, --impersonate-service-account and --quota-project need --adc or --credentials "
                        + "with --root-url",
                    code: .failure
                )
            }
            return nil
        }
        var scopes = document.scopeURLs
        if let id = options.methodID {
            // An unknown method or a bad parameter is reported by the call, before anything is signed in.
            guard let method = document.method(id: id),
                (try? document.query(for: method, parameters: options.parameterPairs, body: nil)) != nil
            else { return nil }
            scopes = method.scopes
        }
        return try await signIn.resolve(defaultScopes: scopes)
    }

    /// Whether `rootURL` is one of Google's API hosts (`*.googleapis.com` over https).
    static func isGoogleRoot(_ rootURL: String) -> Bool {
        guard let url = URL(string: rootURL), url.scheme?.lowercased() == "https", let host = url.host?.lowercased()
        else { return false }
        return host == "googleapis.com" || host.hasSuffix(".googleapis.com")
    }

    // MARK: One call

    /// Runs METHOD_ID with the command's parameters, body, paging, upload or download.
    func call(methodID: String, command: APICommand) async throws -> CLIExitCode {
        let method = try self.method(methodID)
        var parameters = command.parameterPairs
        if let fields = command.fields { parameters.append((name: "fields", value: fields)) }
        let body = try command.body.map(Self.readJSONBody)
        if let upload = command.upload, let mime = command.mime {
            try await self.upload(
                method: method,
                parameters: parameters,
                metadata: body,
                file: upload,
                mimeType: mime,
                protocol: command.uploadProtocol,
                chunkSize: command.chunkSize
            )
        } else if let download = command.download {
            try await self.download(
                method: method,
                parameters: parameters,
                to: download,
                chunkSize: command.chunkSize,
                continuation: command.continuation
            )
        } else if command.allPages {
            try await allPages(method: method, parameters: parameters, body: body, maxPages: command.maxPages)
        } else {
            let query = try self.query(method, parameters: parameters, body: body)
            try await execute(query)
        }
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

    /// The dynamic query for `method`, whose result is the response body as received (`GTLRDataObject`).
    func query(_ method: GTLRDiscoveryMethod, parameters: [(name: String, value: String)], body: GTLRObject?)
        throws(ServiceCommandFailure) -> GTLRQuery
    {
        let query: GTLRQuery
        do {
            query = try document.query(for: method, parameters: parameters, body: body)
        } catch {
            throw ServiceCommandFailure(message: error.message, code: .failure)
        }
        query.expectedObjectClass = GTLRDataObject.self
        return query
    }

    /// Runs `query` and prints the response body as the server sent it.
    func execute(_ query: GTLRQuery) async throws(ServiceCommandFailure) {
        let url = requestURL(query)
        let ticket = service.startQuery(query)
        let printer = TicketEventPrinter.start(for: ticket, verbose: verbose)
        do {
            let object = try await ticket.value
            await printer?.value
            Self.printBody((object as? GTLRDataObject)?.data ?? Data())
        } catch {
            await printer?.value
            var failure = failure(Self.serviceError(error), url: url, label: query.loggingName)
            if query.isUpload, let session = ticket.uploadLocationURL,
                let http = Self.serviceError(error).underlying as? GDataHTTPError,
                http.code == .uploadFailed || http.code == .network || http.code == .timedOut
            {
                failure.message += " (upload session: \(GDataServiceCLI.loggable(session)))"
                failure.code = .uploadInterrupted
            }
            throw failure
        }
    }

    /// `--all-pages`: the runtime's byte-copying page merge (`GTLRService.fetchPagesJSON`), printed whole; when
    /// pages remain after `maxPages`, says so on standard error (exit 0).
    func allPages(
        method: GTLRDiscoveryMethod,
        parameters: [(name: String, value: String)],
        body: GTLRObject?,
        maxPages: Int?
    ) async throws(ServiceCommandFailure) {
        guard method.parameters["pageToken"] != nil else {
            throw ServiceCommandFailure(message: "\(method.id) does not page (it has no pageToken)", code: .failure)
        }
        let query = try self.query(method, parameters: parameters, body: body)
        let verbose = self.verbose
        let merged: GTLRMergedPages
        do {
            merged = try await service.fetchPagesJSON(
                query,
                itemsKey: document.collectionItemsKey(of: method),
                maxPages: maxPages ?? Int.max
            ) { page, request, isLast in
                Self.note(verbose, "> \(request.method) \(GDataServiceCLI.loggable(request.url))")
                Self.note(verbose, "* page \(page) fetched" + (isLast ? " (last)" : ""))
            }
        } catch {
            throw failure(error, url: requestURL(query), label: method.id)
        }
        Self.printBody(merged.data)
        if merged.nextPageToken != nil {
            CLIOutput.error("more results remain after \(merged.pagesFetched) pages\n")
        }
    }

    /// `--upload`: the file as the method's media through `GTLRUploadParameters`. Without a protocol, a method with
    /// a resumable protocol is uploaded with `resumable`, any other with `multipart`; `multipart`, `media` and
    /// `resumable` go to the method's simple upload path (as google-api-python-client does), `goog` starts at its
    /// resumable path.
    func upload(
        method: GTLRDiscoveryMethod,
        parameters: [(name: String, value: String)],
        metadata: GTLRObject?,
        file: String,
        mimeType: String,
        protocol chosen: APICommand.UploadProtocol?,
        chunkSize: Int64?
    ) async throws(ServiceCommandFailure) {
        guard method.supportsMediaUpload, method.mediaUpload?.protocols != nil else {
            throw ServiceCommandFailure(message: "\(method.id) does not accept media uploads", code: .failure)
        }
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw ServiceCommandFailure(message: "cannot read the upload file \(file)", code: .fileIO)
        }
        let uploadProtocol = chosen ?? (method.mediaUpload?.protocols?.resumable != nil ? .resumable : .multipart)
        // A chunked upload's session request carries the metadata, `{}` when none is given.
        let chunked = uploadProtocol == .resumable || uploadProtocol == .goog
        let query = try self.query(
            method,
            parameters: parameters.filter { $0.name != "uploadType" },
            body: metadata ?? (chunked ? GTLRObject() : nil)
        )
        var upload = GTLRUploadParameters(fileURL: URL(fileURLWithPath: file), mimeType: mimeType)
        switch uploadProtocol {
        case .multipart: upload.uploadProtocol = .multipart
        case .media: upload.uploadProtocol = .media
        case .resumable: upload.uploadProtocol = .resumable
        case .goog: upload.uploadProtocol = .goog
        }
        upload.chunkSize = chunkSize
        query.uploadParameters = upload
        if verbose {
            query.executionParameters.uploadProgressBlock = { _, sent, total in
                CLIOutput.error("* \(sent) of \(total) bytes sent\n")
            }
        }
        try await execute(query)
    }

    /// `--download`: the method's media (`alt=media`; under `download/` when the method uses the media download
    /// service) streamed into `path` by the runtime: one GET, or with `chunkSize` `Range` requests of that many bytes.
    func download(
        method: GTLRDiscoveryMethod,
        parameters: [(name: String, value: String)],
        to path: String,
        chunkSize: Int64?,
        continuation: ContinueOptions
    ) async throws(ServiceCommandFailure) {
        let query = try self.query(method, parameters: parameters.filter { $0.name != "alt" }, body: nil)
        query.downloadAsDataObjectType = "media"
        let url = requestURL(query)
        let loggable = url.map(GDataServiceCLI.loggable) ?? ""
        let file = URL(fileURLWithPath: path)
        let options = continuation.downloadOptions(verbose: verbose, file: path)
        do {
            if let chunkSize {
                let verbose = self.verbose
                try await service.download(query, to: file, chunkSize: chunkSize, options: options) { first, last in
                    Self.note(verbose, "> GET \(loggable) (bytes \(first)-\(last))")
                }
                note("* media written to \(path)")
            } else {
                note("> GET \(loggable)")
                let response = try await service.download(query, to: file, options: options)
                note("* \(response.status): media written to \(path)")
            }
        } catch {
            throw failure(error, url: url, label: method.id)
        }
    }

    /// The URL `query` goes to (for `-v` and messages), nil when it cannot be built.
    func requestURL(_ query: GTLRQuery) -> URL? {
        try? service.request(for: query).url
    }

    /// A `-v` line on standard error.
    func note(_ line: @autoclosure () -> String) {
        Self.note(verbose, line())
    }

    static func note(_ verbose: Bool, _ line: @autoclosure () -> String) {
        if verbose { CLIOutput.error(line() + "\n") }
    }

    // MARK: Failures

    /// The failure for a runtime error: HTTP errors as `HTTP 404 Not Found for URL: message (reason: notFound)`
    /// (exit 8), transport errors as the fetcher's, unusable responses exit 65, file errors exit 74.
    func failure(_ error: GTLRServiceError, url: URL?, label: String?) -> ServiceCommandFailure {
        let target = url ?? URL(string: service.rootURLString) ?? URL(fileURLWithPath: "/")
        switch error.code {
        case .fileIO:
            return ServiceCommandFailure(message: error.message, code: .fileIO)
        case .unexpectedResponse, .batchResponseUnexpected:
            return ServiceCommandFailure(message: error.message, code: .malformedDocument)
        default:
            break
        }
        if let http = error.underlying as? GDataHTTPError { return Self.failure(http, url: target) }
        if let status = error.status {
            var message = "HTTP \(CLIOutput.statusText(status)) for \(GDataHTTPRedaction.url(target))"
            if let object = error.errorObject { message += ": " + object.summary }
            return ServiceCommandFailure(message: message, code: .httpStatus)
        }
        return ServiceCommandFailure(message: "\(label.map { $0 + ": " } ?? "")\(error.message)", code: .failure)
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
        return String(decoding: body.prefix(300), as: UTF8.self).trimmingWhitespaceAndNewlines()
    }

    /// A ticket's error as the runtime's error type.
    static func serviceError(_ error: any Error) -> GTLRServiceError {
        if let error = error as? GTLRServiceError { return error }
        return GTLRServiceError(code: .transport, message: "\(error)")
    }

    // MARK: Input and output

    /// Reads a JSON object body from a file or `-` with the runtime's JSON reader; malformed JSON is exit 65.
    static func readJSONBody(_ path: String) throws(ServiceCommandFailure) -> GTLRObject {
        let data: Data
        if path == "-" {
            data = Data(GDataFile.readAll(0) ?? [])
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw ServiceCommandFailure(message: "cannot read the body file \(path)", code: .fileIO)
            }
            data = contents
        }
        let name = path == "-" ? "standard input" : path
        let value: GTLRJSONValue
        do {
            value = try GTLRJSONParser.parse(data)
        } catch {
            throw ServiceCommandFailure(message: "\(name): not JSON (\(error))", code: .malformedDocument)
        }
        guard case .object(let members) = value else {
            throw ServiceCommandFailure(message: "\(name): not a JSON object", code: .malformedDocument)
        }
        return GTLRObject(json: members)
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
}
