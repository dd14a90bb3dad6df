public import GData
public import GDataHTTP

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Media to send with an entry (the original's `uploadData`/`uploadFileHandle`, `uploadMIMEType`, `uploadSlug`).
///
/// Without ``chunkSize`` the media goes in one request: `multipart/related` with the entry XML, or the media alone
/// with `Slug` when there is no entry. With a chunk size it goes through the GData resumable protocol on
/// `GDataHTTP`'s upload engine (the `#resumable-create-media` / `#resumable-edit-media` links), which can be paused,
/// resumed and survives dropped chunks.
public struct GDataMediaUpload: Sendable {
    /// The bytes: in memory or a file (streamed, never read whole).
    public var source: GDataResumableUpload.Source
    /// The media's content type, e.g. `image/jpeg`.
    public var mimeType: String
    /// A file name for the `Slug` header.
    public var slug: String?
    /// Upload in chunks of this many bytes (at least 50,000) with the resumable protocol; `nil` sends one request.
    public var chunkSize: Int64?
    /// Continue this earlier resumable session (its URL) instead of starting a new one.
    public var resumeSessionURL: URL?
    /// How failed chunks are retried for this upload (each failure is followed by a status query, so no byte is sent
    /// twice), or `nil` (default) for the service's ``GDataService/Configuration/uploadRetry``.
    public var retryPolicy: GDataHTTPRetryPolicy?

    /// Creates an upload description.
    public init(source: GDataResumableUpload.Source, mimeType: String, slug: String? = nil, chunkSize: Int64? = nil) {
        self.source = source
        self.mimeType = mimeType
        self.slug = slug
        self.chunkSize = chunkSize
    }

    var httpBody: GDataHTTPBody {
        switch source {
        case .data(let data): .data(data)
        case .file(let url): .file(url)
        }
    }
}

extension GDataService {
    // MARK: Media uploads

    /// Starts inserting media, with `entry` as its metadata or (when `entry` is `nil`) alone with its `Slug`.
    ///
    /// - Parameters:
    ///   - entry: the media's metadata entry, or `nil` to send the media alone (named by its `Slug`).
    ///   - media: the bytes or file, their MIME type, the slug and, for a chunked upload, the chunk size.
    ///   - url: for a single request, the feed's `post` URL; for a chunked upload, its `#resumable-create-media`
    ///     link (the feed's `uploadLink`).
    ///   - completionHandler: called once when the ticket ends (the original's callback form).
    /// - Returns: a ticket whose result is the media entry the server created.
    public func startInserting(
        _ entry: GDataEntryBase?,
        media: GDataMediaUpload,
        into url: URL,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    ) -> GDataServiceTicket {
        startMediaUpload(entry: entry, media: media, url: url, method: "POST", etag: nil, comment: "insert media")
            .completing(with: completionHandler)
    }

    /// Inserts media (with or without an entry) and returns the media entry the server created.
    public nonisolated(nonsending) func insert(_ entry: GDataEntryBase?, media: GDataMediaUpload, into url: URL)
        async throws(GDataServiceError) -> sending GDataEntryBase
    {
        try await startInserting(entry, media: media, into: url).take(as: GDataEntryBase.self)
    }

    /// Starts replacing the media of `entry` (and its metadata): one `multipart/related` PUT to its edit link, or
    /// with a chunk size a resumable PUT to its `#resumable-edit-media` link; `url` overrides either. `If-Match`
    /// comes from `etag` or the entry's ETag, as for updates.
    public func startUpdating(
        _ entry: GDataEntryBase,
        media: GDataMediaUpload,
        at url: URL? = nil,
        etag: String? = nil,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    ) throws(GDataServiceError) -> GDataServiceTicket {
        let link = media.chunkSize == nil ? entry.editLink?.url : entry.uploadEditLink?.url
        guard let target = url ?? link else {
            let name = media.chunkSize == nil ? "edit" : "resumable-edit-media"
            throw GDataServiceError(
                code: .invalidArgument,
                message: "the entry has no \(name) link and no URL was given"
            )
        }
        return startMediaUpload(
            entry: entry,
            media: media,
            url: target,
            method: "PUT",
            etag: etag ?? entry.ETag,
            comment: "update media",
            credentialOrigin: url == nil ? linkCredentialOrigin(of: entry) : nil
        )
        .completing(with: completionHandler)
    }

    /// Replaces the media of `entry` and returns the entry the server stored.
    public nonisolated(nonsending) func update(
        _ entry: GDataEntryBase,
        media: GDataMediaUpload,
        at url: URL? = nil,
        etag: String? = nil
    ) async throws(GDataServiceError) -> sending GDataEntryBase {
        try await startUpdating(entry, media: media, at: url, etag: etag).take(as: GDataEntryBase.self)
    }

    private func startMediaUpload(
        entry: GDataEntryBase?,
        media: GDataMediaUpload,
        url: URL,
        method: String,
        etag: String?,
        comment: String,
        credentialOrigin: GDataHTTPOrigin? = nil
    ) -> GDataServiceTicket {
        var operation = GDataServiceOperation(url: url, method: method, comment: comment)
        operation.credentialOrigin = credentialOrigin
        operation.etag = etag
        operation.objectClass = entry.map { type(of: $0) } ?? GDataEntryBase.self
        let metadata = entry.map { GDataXMLWriter().data(for: $0) }
        let prepared = operation
        let ticket = GDataServiceTicket(service: self, postedObject: entry)
        ticket.start { [self] ticket throws(GDataServiceError) in
            if media.chunkSize != nil || media.resumeSessionURL != nil {
                return try await runResumable(prepared, metadata: metadata, media: media, ticket: ticket)
            }
            return try await runMultipart(prepared, metadata: metadata, media: media, ticket: ticket)
        }
        return ticket
    }

    private func runMultipart(
        _ operation: GDataServiceOperation,
        metadata: Data?,
        media: GDataMediaUpload,
        ticket: GDataServiceTicket
    ) async throws(GDataServiceError) -> GDataObject? {
        let body: GDataMultipartBody
        do {
            if let metadata {
                body = try GDataMultipartBody.related(
                    metadata: metadata,
                    media: media.httpBody,
                    mediaType: media.mimeType,
                    slug: media.slug
                )
            } else {
                body = try GDataMultipartBody.mediaOnly(
                    media: media.httpBody,
                    mediaType: media.mimeType,
                    slug: media.slug
                )
            }
        } catch {
            throw Self.uploadFailure(error, url: operation.url)
        }
        var request = makeRequest(operation)
        body.apply(to: &request)
        let total = body.contentLength
        let response = try await send(request, ticket: ticket) { progress in
            ticket.reportUploadProgress(sent: progress.bytesSent, total: total)
        }
        try ticket.checkCancelled()
        return try parse(response, for: operation, ticket: ticket)
    }

    private func runResumable(
        _ operation: GDataServiceOperation,
        metadata: Data?,
        media: GDataMediaUpload,
        ticket: GDataServiceTicket
    ) async throws(GDataServiceError) -> GDataObject? {
        var request = makeRequest(operation)
        if let metadata {
            request.body = .data(metadata)
            request.headers["Content-Type"] = Self.atomContentType
        } else {
            request.headers.remove(name: "Content-Type")
        }
        if let slug = media.slug { request.headers["Slug"] = GDataMultipartBody.encodeSlug(slug) }
        let logger = self.logger
        var options = GDataResumableUpload.Options(
            chunkSize: media.chunkSize ?? GDataResumableUpload.Options.defaultChunkSize,
            retryPolicy: media.retryPolicy ?? configuration.uploadRetry
        )
        options.authorizer = GDataServiceUploadAuthorizer(service: self, ticket: ticket)
        // As the original counted: the entry XML of the initial request plus the media bytes.
        let metadataLength = Int64(metadata?.count ?? 0)
        options.progressHandler = { progress in
            let sent = metadataLength + progress.completedBytes
            ticket.reportUploadProgress(sent: sent, total: metadataLength + progress.totalBytes)
        }
        options.eventHandler = { event in
            switch event {
            case .retrying(let attempt, let delay, let error):
                logger.debug(
                    "upload chunk failed; asking the server for its offset after a delay",
                    metadata: ["attempt": "\(attempt)", "delay": "\(delay)", "failure": "\(error.code)"]
                )
                ticket.emit(.retryDelayStarted(delay))
            case .acknowledged(let offset):
                logger.trace("upload bytes acknowledged", metadata: ["offset": "\(offset)"])
            case .paused:
                logger.debug("upload paused")
            case .resumed:
                logger.debug("upload resumed")
            default:
                break
            }
        }
        let upload: GDataResumableUpload
        do {
            if let session = media.resumeSessionURL {
                upload = try GDataResumableUpload(
                    resuming: session,
                    dialect: .gdata,
                    source: media.source,
                    mimeType: media.mimeType,
                    transport: fetcher,
                    options: options
                )
            } else {
                upload = try GDataResumableUpload(
                    request: request,
                    dialect: .gdata,
                    source: media.source,
                    mimeType: media.mimeType,
                    transport: fetcher,
                    options: options
                )
            }
        } catch {
            throw Self.uploadFailure(error, url: operation.url)
        }
        ticket.update { $0.upload = upload }
        try ticket.checkCancelled()
        ticket.emit(.requestStarted(method: request.method, url: request.url))
        let response: GDataHTTPResponse
        do {
            response = try await upload.start()
        } catch {
            if let status = (error as? GDataHTTPError)?.status {
                ticket.emit(.responseReceived(status: status, url: request.url))
            }
            throw Self.uploadFailure(error, url: operation.url, sessionURL: upload.sessionURL)
        }
        ticket.update {
            $0.statusCode = response.status
            $0.responseHeaders = response.headers
        }
        ticket.emit(.responseReceived(status: response.status, url: request.url))
        try ticket.checkCancelled()
        return try parse(response, for: operation, ticket: ticket)
    }

    static func uploadFailure(_ error: any Error, url: URL, sessionURL: URL? = nil) -> GDataServiceError {
        let http = httpError(error, url: url)
        var failure = GDataServiceError.from(http, url: url)
        if http.code == .uploadFailed {
            failure.code = .uploadFailed
            if let sessionURL { failure.message += " (session \(sessionURL.absoluteString))" }
        }
        return failure
    }

    // MARK: Media download

    /// Downloads the media of `entry` (its edit-media link, else its content `src`) to `file`, streaming.
    public nonisolated(nonsending) func downloadMedia(of entry: GDataEntryBase, to file: URL)
        async throws(GDataServiceError)
    {
        guard let source = entry.editMediaLink?.url ?? entry.content?.resolvedSourceURI.flatMap(URL.init(string:))
        else {
            throw GDataServiceError(code: .invalidArgument, message: "the entry has no edit-media link or content src")
        }
        try await downloadMedia(at: source, to: file, credentialOrigin: linkCredentialOrigin(of: entry))
    }

    /// Downloads `url` to `file` with the service's authorization and headers (no `Accept` restriction).
    public nonisolated(nonsending) func downloadMedia(at url: URL, to file: URL) async throws(GDataServiceError) {
        try await downloadMedia(at: url, to: file, credentialOrigin: nil)
    }

    func downloadMedia(at url: URL, to file: URL, credentialOrigin: GDataHTTPOrigin?) async throws(GDataServiceError) {
        var operation = GDataServiceOperation(url: url, comment: "download media")
        operation.credentialOrigin = credentialOrigin
        var request = makeRequest(operation)
        request.headers.remove(name: "Accept")
        _ = try await authorize(&request, ticket: nil)
        do {
            _ = try await fetcher.download(request, to: file)
        } catch {
            throw GDataServiceError.from(Self.httpError(error, url: url), url: url)
        }
    }
}

/// The service's authorization for an upload's requests: ClientLogin, tokens or its authorizer, with the ticket's
/// sign-in events; a `401` refreshes a refreshable authorizer.
struct GDataServiceUploadAuthorizer: GDataAuthorizer {
    let service: GDataService
    let ticket: GDataServiceTicket

    func authorize(_ request: inout GDataHTTPRequest) async throws {
        _ = try await service.authorize(&request, ticket: ticket)
    }

    var canRefresh: Bool {
        if case .authorizer(let authorizer) = service.authorization { return authorizer.canRefresh }
        return false
    }

    func refresh() async throws {
        if case .authorizer(let authorizer) = service.authorization { try await authorizer.refresh() }
    }

    func refresh(rejecting rejected: GDataHTTPRequest) async throws {
        if case .authorizer(let authorizer) = service.authorization {
            try await authorizer.refresh(rejecting: rejected)
        }
    }
}
