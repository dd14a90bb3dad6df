import ArgumentParser
import GData
import GDataService

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `gdata update ENTRY.xml`: PUTs (or PATCHes) an entry to its edit link and prints what the server stored.
struct UpdateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Update an entry through its edit link (PATCH when it has gd:fields); print the stored entry.",
        discussion: """
            The edit URL and gd:etag come from the file (--url and --etag override them). A strong ETag is sent as \
            If-Match, a weak one is not; --force sends If-Match: *. A 412 (the entry changed on the server) exits \
            with 16. With --media the media is replaced too: one multipart/related PUT to the edit link, or with \
            --resumable chunks to the entry's #resumable-edit-media link (or --upload-url).

            \(CLIExitCode.helpText)
            """
    )

    @Argument(help: "The entry to send.")
    var entryFile: String

    @Option(help: ArgumentHelp("The URL to update instead of the entry's edit link.", valueName: "url"))
    var url: String?

    @Option(help: ArgumentHelp("Send If-Match with this ETag instead of the entry's.", valueName: "etag"))
    var etag: String?

    @Flag(help: "Update unconditionally (If-Match: *).")
    var force = false

    @OptionGroup var media: MediaOptions

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if force && etag != nil { throw ValidationError("Use --etag or --force, not both.") }
        if media.slug != nil { throw ValidationError("--slug is for insert.") }
    }

    func run() async throws {
        var service: GDataService?
        try await GDataServiceCLI.run({ service }) {
            let entry = try GDataServiceCLI.readDocument(entryFile, as: GDataEntryBase.self)
            let target = try url.map { try GDataServiceCLI.url($0) }
            let chosenETag = force ? GDataService.etagWildcard : etag
            let upload = try media.upload()
            let created = try await options.makeService(named: target ?? media.explicitUploadURL())
            service = created
            let ticket: GDataServiceTicket
            if let upload {
                ticket = try created.startUpdating(
                    entry,
                    media: upload,
                    at: try media.explicitUploadURL() ?? target,
                    etag: chosenETag
                )
            } else {
                ticket = try created.startUpdating(entry, at: target, etag: chosenETag)
            }
            guard let result = try await options.await(ticket) else {
                throw ServiceCommandFailure(message: "the server sent no entry back", code: .malformedDocument)
            }
            options.printObject(result)
            return .success
        }
    }
}
