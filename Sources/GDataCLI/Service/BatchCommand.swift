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

/// `gdata batch BATCH_URL BATCH.xml`: posts a batch feed and prints the result feed.
struct BatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Post a batch feed to a feed's #batch URL and print the results.",
        discussion: """
            The summary format prints one line per result: batch id, operation, status code and reason, then the \
            interruption if the server stopped early. The exit status is 0 only when every operation succeeded \
            (2xx) and nothing was interrupted; otherwise 13.

            \(CLIExitCode.helpText)
            """
    )

    @Argument(help: "The batch URL (a feed's http://schemas.google.com/g/2005#batch link).")
    var batchURL: String

    @Argument(help: "The batch feed to send.")
    var file: String

    @OptionGroup var options: ServiceOptions

    func run() async throws {
        var service: GDataService?
        try await GDataServiceCLI.run({ service }) {
            let url = try GDataServiceCLI.url(batchURL, name: "batch URL")
            let batch = try GDataServiceCLI.readDocument(file, as: GDataFeedBase.self)
            let created = try await options.makeService(named: url)
            service = created
            let ticket = created.startBatch(batch, to: url)
            guard let result = try await options.await(ticket) as? GDataFeedBase else {
                throw ServiceCommandFailure(message: "the batch response is not a feed", code: .malformedDocument)
            }
            var allSucceeded = true
            var output = OutputBuffer()
            for entry in result.entries {
                let code = entry.batchStatus?.code
                if !(200..<300).contains(code ?? 0) { allSucceeded = false }
                if options.format == .summary {
                    let fields = [
                        entry.batchID ?? "-", entry.batchOperation?.type ?? "-",
                        code.map(String.init) ?? "-", entry.batchStatus?.reason ?? "",
                    ]
                    output.line(fields.joined(separator: "\t"))
                }
            }
            if let interrupted = result.batchInterrupted {
                allSucceeded = false
                if options.format == .summary {
                    output.line(
                        "interrupted: \(interrupted.reason ?? "") (success \(interrupted.successCount ?? 0), "
                            + "failures \(interrupted.errorCount ?? 0), parsed \(interrupted.totalCount ?? 0))"
                    )
                }
            }
            if options.format == .summary { output.flush() } else { options.printObject(result) }
            if !allSucceeded {
                CLIOutput.errorLine("the batch did not complete: an operation failed or the batch was interrupted")
                return .batchFailed
            }
            return .success
        }
    }
}
