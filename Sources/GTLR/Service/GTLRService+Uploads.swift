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

extension GTLRService {
    /// Sends the query's media with its upload protocol through `GDataHTTP`'s engines and reads the resulting object.
    ///
    /// `multipart` and `media` are one request to the simple upload path; `resumable` starts a session there with
    /// `uploadType=resumable` and `goog` one at the resumable upload path with `X-Goog-Upload-Command: start`; both
    /// then send chunks of ``serviceUploadChunkSize`` and, after a drop or a 5xx, ask the server for its offset and
    /// continue from it.
    func upload(_ ticket: GTLRServiceTicket, query: GTLRQuery, resolver: GTLRObjectClassResolver) async throws
        -> GTLRObject?
    {
        guard let parameters = query.uploadParameters else { return nil }
        let uploadProtocol = parameters.effectiveProtocol(hasBody: query.bodyObject != nil)
        var request = try request(for: query, uploadProtocol: uploadProtocol)
        ticket.update { $0.request = request }
        let media: GDataHTTPBody
        switch parameters.source {
        case .data(let data): media = .data(data)
        case .fileURL(let url): media = .file(url)
        }
        let handlers = [query.executionParameters.uploadProgressBlock, uploadProgressBlock].compactMap { $0 }
        let report: @Sendable (Int64, Int64) -> Void = { sent, total in
            ticket.recordUploadProgress(sent: sent, total: total)
            for handler in handlers { handler(ticket, sent, total) }
        }
        let metadata = parameters.shouldSendUploadOnly ? nil : query.bodyObject?.jsonData
        let response: GDataHTTPResponse
        switch uploadProtocol {
        case .multipart, .media:
            let body: GDataMultipartBody
            do {
                if uploadProtocol == .multipart {
                    body = try GDataMultipartBody.related(
                        metadata: metadata ?? Data("{}".utf8),
                        metadataType: GDataMultipartBody.jsonContentType,
                        media: media,
                        mediaType: parameters.mimeType
                    )
                } else {
                    body = try GDataMultipartBody.mediaOnly(media: media, mediaType: parameters.mimeType)
                }
            } catch {
                throw GTLRServiceError(code: .uploadFailed, message: "\(error)", underlying: error)
            }
            request.headers.remove(name: "Content-Type")
            body.apply(to: &request)
            response = try await send(
                request,
                skipAuthorization: query.shouldSkipAuthorization,
                record: { ticket.recordRequest($0) },
                received: { ticket.emit(.responseReceived(status: $0, url: $1)) }
            ) { progress in
                report(progress.bytesSent, progress.totalBytesToSend ?? progress.bytesSent)
            }
        case .resumable, .goog:
            if let metadata {
                request.body = .data(metadata)
            } else {
                request.body = .data(Data())
                request.headers.remove(name: "Content-Type")
            }
            var options = GDataResumableUpload.Options()
            options.retryPolicy = read(\.uploadRetry)
            options.chunkSize = max(
                parameters.chunkSize ?? serviceUploadChunkSize,
                GDataResumableUpload.Options.minimumChunkSize
            )
            let initialURL = request.url
            if !query.shouldSkipAuthorization, let authorizer {
                // The ticket shows the request that opened the session (`resumable` authorizes chunks too).
                options.authorizer = GTLRRecordingAuthorizer(base: authorizer) { request in
                    if request.url == initialURL { ticket.recordRequest(request) }
                }
            }
            options.progressHandler = { progress in report(progress.acknowledgedBytes, progress.totalBytes) }
            options.storedSize = Self.storedObjectSize
            let logger = self.logger
            options.eventHandler = { event in
                switch event {
                case .sessionURL(let url): ticket.update { $0.uploadLocationURL = url }
                case .retrying(_, let delay, _): ticket.emit(.retryDelayStarted(delay))
                case .paused: logger.debug("GTLR upload paused")
                case .resumed: logger.debug("GTLR upload resumed")
                default: break
                }
            }
            let dialect: GDataResumableUpload.Dialect = uploadProtocol == .goog ? .goog : .resumable
            let source: GDataResumableUpload.Source
            switch parameters.source {
            case .data(let data): source = .data(data)
            case .fileURL(let url): source = .file(url)
            }
            let engine: GDataResumableUpload
            do {
                if let location = parameters.uploadLocationURL {
                    engine = try GDataResumableUpload(
                        resuming: location,
                        dialect: dialect,
                        source: source,
                        mimeType: parameters.mimeType,
                        transport: fetcher,
                        options: options
                    )
                } else {
                    engine = try GDataResumableUpload(
                        request: request,
                        dialect: dialect,
                        source: source,
                        mimeType: parameters.mimeType,
                        transport: fetcher,
                        options: options
                    )
                }
            } catch {
                throw GTLRServiceError(code: .uploadFailed, message: "\(error)", underlying: error)
            }
            ticket.attach(engine)
            do {
                response = try await withTaskCancellationHandler {
                    try await engine.start()
                } onCancel: {
                    engine.cancel()
                }
                ticket.emit(.responseReceived(status: response.status, url: initialURL))
            } catch let error as GDataHTTPError {
                if let status = error.status { ticket.emit(.responseReceived(status: status, url: initialURL)) }
                if error.code == .cancelled && dialect == .goog {
                    // The cancel was sent to the server: the session is gone.
                    ticket.update { $0.uploadLocationURL = nil }
                }
                var mapped = Self.mapError(error)
                if let session = engine.sessionURL, mapped.code != .apiError,
                    !(error.underlying is GDataResumableUpload.PrematureCompletion)
                {
                    mapped.message +=
                        " (the upload can continue from its session: set uploadLocationURL to \(Self.withoutQuery(session.absoluteString)))"
                }
                throw mapped
            }
            guard response.isSuccess else {
                throw GTLRServiceError.response(status: response.status, headers: response.headers, body: response.body)
            }
        }
        ticket.update { $0.statusCode = response.status }
        return try object(from: response, query: query, resolver: resolver)
    }
}

extension GTLRService {
    /// The stored size a final upload answer reports: the `size` of a Cloud Storage object (`"kind":
    /// "storage#object"`, an int64 as a JSON string or number). Other APIs' resources are not read: their `size`
    /// may describe a converted file rather than the bytes sent.
    static func storedObjectSize(_ response: GDataHTTPResponse) -> Int64? {
        guard let value = try? GTLRJSONParser.parse(response.body), value["kind"]?.stringValue == "storage#object",
            let size = value["size"]?.int64Value, size >= 0
        else { return nil }
        return size
    }
}

/// The service's authorizer for an upload's requests, telling the ticket what went out.
struct GTLRRecordingAuthorizer: GDataAuthorizer {
    let base: any GDataAuthorizer
    let record: @Sendable (GDataHTTPRequest) -> Void

    func authorize(_ request: inout GDataHTTPRequest) async throws {
        try await base.authorize(&request)
        record(request)
    }

    var canRefresh: Bool { base.canRefresh }

    func refresh() async throws { try await base.refresh() }

    func refresh(rejecting rejected: GDataHTTPRequest) async throws { try await base.refresh(rejecting: rejected) }
}
