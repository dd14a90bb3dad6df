import ArgumentParser
import GData
import GDataService

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `gdata delete (URL | ENTRY.xml)`: deletes an entry through its edit link (with its ETag) or a URL.
struct DeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete an entry (its edit link and gd:etag from ENTRY.xml) or a URL.",
        discussion: """
            A strong ETag is sent as If-Match; a weak one is not sent. --force sends If-Match: *. A 412 (the entry \
            changed on the server) exits with 16.

            \(CLIExitCode.helpText)
            """
    )

    @Argument(help: "The entry's URL, or a file holding the entry.")
    var target: String

    @Option(help: ArgumentHelp("Send If-Match with this ETag instead of the entry's.", valueName: "etag"))
    var etag: String?

    @Flag(help: "Delete unconditionally (If-Match: *).")
    var force = false

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if force && etag != nil { throw ValidationError("Use --etag or --force, not both.") }
    }

    func run() async throws {
        var service: GDataService?
        try await GDataServiceCLI.run({ service }) {
            let chosenETag = force ? GDataService.etagWildcard : etag
            let ticket: GDataServiceTicket
            if FileManager.default.fileExists(atPath: target) {
                let entry = try GDataServiceCLI.readDocument(target, as: GDataEntryBase.self)
                let created = try await options.makeService(named: nil)
                service = created
                ticket = try created.startDeleting(entry, etag: chosenETag)
            } else {
                let url = try GDataServiceCLI.url(target)
                let created = try await options.makeService(named: url)
                service = created
                ticket = created.startDeletingResource(at: url, etag: chosenETag)
            }
            _ = try await options.await(ticket)
            if options.verbose {
                CLIOutput.error("* deleted (HTTP \(ticket.statusCode.map(CLIOutput.statusText) ?? "?"))\n")
            }
            return .success
        }
    }
}
