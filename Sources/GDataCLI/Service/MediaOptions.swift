import ArgumentParser
import GData
import GDataHTTP
import GDataService

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

/// `--media FILE --mime TYPE [--slug NAME] [--resumable [--chunk-size BYTES]] [--upload-url URL]`.
struct MediaOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Upload this file as the entry's media.", valueName: "file"))
    var media: String?

    @Option(help: ArgumentHelp("The media's content type.", valueName: "type"))
    var mime: String?

    @Option(help: ArgumentHelp("A file name for the Slug header.", valueName: "name"))
    var slug: String?

    @Flag(help: "Upload in chunks with the GData resumable protocol.")
    var resumable = false

    @Option(
        name: .customLong("chunk-size"),
        help: ArgumentHelp("With --resumable, the chunk size (at least 50000).", valueName: "bytes")
    )
    var chunkSize: Int64?

    @Option(
        name: .customLong("upload-url"),
        help: ArgumentHelp(
            "The resumable (or single-request) upload URL instead of the one found from the link.",
            valueName: "url"
        )
    )
    var uploadURL: String?

    func validate() throws {
        if media == nil, mime != nil || slug != nil || resumable || chunkSize != nil || uploadURL != nil {
            throw ValidationError("--mime, --slug, --resumable, --chunk-size and --upload-url go with --media.")
        }
        if media != nil, mime == nil { throw ValidationError("--media needs --mime.") }
        if chunkSize != nil, !resumable { throw ValidationError("--chunk-size needs --resumable.") }
        if let chunkSize, chunkSize < GDataResumableUpload.Options.minimumChunkSize {
            throw ValidationError("--chunk-size must be at least \(GDataResumableUpload.Options.minimumChunkSize).")
        }
    }

    /// The upload description, or `nil` without `--media`.
    func upload() throws -> GDataMediaUpload? {
        guard let media, let mime else { return nil }
        guard FileManager.default.isReadableFile(atPath: media) else {
            throw ServiceCommandFailure(message: "cannot read the media file \(media)", code: .fileIO)
        }
        return GDataMediaUpload(
            source: .file(URL(fileURLWithPath: media)),
            mimeType: mime,
            slug: slug,
            chunkSize: resumable ? (chunkSize ?? GDataResumableUpload.Options.defaultChunkSize) : nil
        )
    }

    /// `--upload-url` as a URL, if given.
    func explicitUploadURL() throws -> URL? {
        try uploadURL.map { try GDataServiceCLI.url($0, name: "--upload-url") }
    }
}
