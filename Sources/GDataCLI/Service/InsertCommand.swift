import ArgumentParser
import GData
import GDataService

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `gdata insert FEED_URL [ENTRY.xml] [--media …]`: posts an entry (and/or media) and prints the created entry.
struct InsertCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "insert",
        abstract: "Insert an entry into a feed, optionally with media; print the entry the server created.",
        discussion: """
            Without --media the entry is POSTed to FEED_URL. With --media it goes in one multipart/related request \
            with the entry, or alone with a Slug header when no entry file is given. With --resumable the media goes \
            in chunks to the feed's #resumable-create-media link (the feed is fetched to find it unless --upload-url \
            is given).

            \(CLIExitCode.helpText)
            """
    )

    @Argument(help: "The feed to insert into (its post URL).")
    var feedURL: String

    @Argument(help: "The entry to insert.")
    var entryFile: String?

    @OptionGroup var media: MediaOptions

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if entryFile == nil, media.media == nil { throw ValidationError("insert needs ENTRY.xml, --media, or both.") }
    }

    func run() async throws {
        var service: GDataService?
        try await GDataServiceCLI.run({ service }) {
            let feed = try GDataServiceCLI.url(feedURL, name: "feed URL")
            let entry = try entryFile.map { try GDataServiceCLI.readDocument($0, as: GDataEntryBase.self) }
            let upload = try media.upload()
            let created = try await options.makeService(named: feed)
            service = created
            let ticket: GDataServiceTicket
            if let upload {
                var target = try media.explicitUploadURL() ?? feed
                if upload.chunkSize != nil, media.uploadURL == nil {
                    let fetched = try await options.await(created.startFetchingFeed(at: feed))
                    guard let link = (fetched as? GDataFeedBase)?.uploadLink?.url else {
                        throw ServiceCommandFailure(
                            message: "the feed has no #resumable-create-media link; pass --upload-url",
                            code: .failure
                        )
                    }
                    target = link
                }
                ticket = created.startInserting(entry, media: upload, into: target)
            } else if let entry {
                ticket = created.startInserting(entry, into: feed)
            } else {
                throw ServiceCommandFailure(message: "nothing to insert", code: .failure)
            }
            guard let result = try await options.await(ticket) else {
                throw ServiceCommandFailure(message: "the server sent no entry back", code: .malformedDocument)
            }
            options.printObject(result)
            return .success
        }
    }
}
