#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The media of an upload query, as `GTLRUploadParameters`: bytes or a file, its MIME type, and how to send it.
public struct GTLRUploadParameters: Sendable {
    /// Where the bytes come from.
    public enum Source: Sendable, Hashable {
        /// Bytes in memory.
        case data(Data)
        /// A file, read a chunk at a time (never whole).
        case fileURL(URL)
    }

    /// The wire protocol.
    public enum UploadProtocol: String, Sendable, Hashable, CaseIterable {
        /// One `multipart/related` request, metadata then media (`uploadType=multipart`).
        case multipart
        /// One request with the media alone (`uploadType=media`; no metadata can be sent).
        case media
        /// A session started with `uploadType=resumable` at the simple upload path, then chunks with `Content-Range`
        /// (what Google documents today, and what google-api-python-client and fake-gcs-server use).
        case resumable
        /// The `X-Goog-Upload-*` protocol at the resumable upload path, as the Objective-C client sent by default.
        case goog
    }

    /// The media.
    public var source: Source
    /// The media's MIME type.
    public var mimeType: String
    /// Sends everything in one request (`multipart`, or `media` without a body object), as the original's
    /// `shouldUploadWithSingleRequest`.
    public var shouldUploadWithSingleRequest = false
    /// Sends no metadata in the initial request of a chunked upload (`shouldSendUploadOnly`).
    public var shouldSendUploadOnly = false
    /// The protocol; `nil` chooses: single request → `multipart` (or `media` when the query has no body object),
    /// otherwise `resumable`.
    public var uploadProtocol: UploadProtocol?
    /// The session URL of an earlier, interrupted chunked upload to continue (the server is asked for its offset).
    public var uploadLocationURL: URL?
    /// The chunk size of chunked uploads (`nil`: the service's ``GTLRService/serviceUploadChunkSize``).
    public var chunkSize: Int64?

    /// Media from memory.
    public init(data: Data, mimeType: String) {
        self.source = .data(data)
        self.mimeType = mimeType
    }

    /// Media from a file.
    public init(fileURL: URL, mimeType: String) {
        self.source = .fileURL(fileURL)
        self.mimeType = mimeType
    }

    /// The protocol used for a query with or without a body object.
    public func effectiveProtocol(hasBody: Bool) -> UploadProtocol {
        if let uploadProtocol { return uploadProtocol }
        if shouldUploadWithSingleRequest { return hasBody && !shouldSendUploadOnly ? .multipart : .media }
        return .resumable
    }
}
