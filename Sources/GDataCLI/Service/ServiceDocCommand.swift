import ArgumentParser
import GData
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

/// `gdata service-doc URL`: fetches the AtomPub service document (`alt=atom-service`).
struct ServiceDocCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "service-doc",
        abstract: "Fetch a service document (alt=atom-service): workspaces, collections and what they accept.",
        discussion: CLIExitCode.helpText
    )

    @Argument(help: "The service or feed URL (alt=atom-service is added).")
    var url: String

    @OptionGroup var options: ServiceOptions

    func run() async throws {
        var service: GDataService?
        try await GDataServiceCLI.run({ service }) {
            let target = try GDataServiceCLI.url(url)
            let created = try await options.makeService(named: target)
            service = created
            let ticket = created.startFetchingServiceDocument(at: target)
            guard let document = try await options.await(ticket) as? GDataAtomServiceDocument else {
                throw ServiceCommandFailure(message: "the response is not a service document", code: .malformedDocument)
            }
            if options.format != .summary {
                options.printObject(document)
                return .success
            }
            var output = OutputBuffer()
            for workspace in document.workspaces {
                output.line("workspace: \(workspace.title?.stringValue ?? "")")
                for collection in workspace.collections {
                    output.line(
                        "  collection: \(collection.title?.stringValue ?? "") <\(collection.resolvedHref ?? "")>"
                    )
                    let accepts = collection.accepts.map(\.stringValue)
                    if !accepts.isEmpty { output.line("    accepts: \(accepts.joined(separator: ", "))") }
                    if let group = collection.categoryGroup {
                        let fixed = group.fixed == "yes" ? " (fixed)" : ""
                        output.line(
                            "    categories\(fixed): \(group.categories.compactMap(\.term).joined(separator: ", "))"
                        )
                    }
                }
            }
            output.flush()
            return .success
        }
    }
}
