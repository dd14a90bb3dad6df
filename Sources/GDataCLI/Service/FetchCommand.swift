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

/// `gdata fetch URL`: fetches a feed or entry through the service layer and prints it.
struct FetchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Fetch a GData feed or entry (queries, categories, every page, ETags, a response cache).",
        discussion: """
            --query adds parameters, sorted as GDataQuery writes them; each --category adds one path segment after \
            /-/ ('friends|family' is OR, a leading - excludes, {scheme}term sets a scheme). --all-pages follows next \
            links and prints one feed holding every entry (at most 27 pages unless --max-pages says otherwise; when \
            the cap stops paging, stderr says so and the exit status is 12). --etag sends If-None-Match: a 304 \
            prints "not modified" on stderr (exit 11). With --cache-dir, validators and bodies persist between runs \
            and a 304 is answered from the cache (exit 0, same output).

            \(CLIExitCode.helpText)
            """
    )

    @Argument(help: "The feed or entry URL.")
    var url: String

    @Option(
        name: .customLong("query"),
        help: ArgumentHelp("A query parameter NAME=VALUE (repeatable).", valueName: "name=value")
    )
    var queries: [String] = []

    @Option(
        name: .customLong("category"),
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("A category path segment (repeatable; '-term' excludes).", valueName: "expr")
    )
    var categories: [String] = []

    @Flag(name: .customLong("all-pages"), help: "Follow next links and print one feed with every entry.")
    var allPages = false

    @Option(
        name: .customLong("max-pages"),
        help: ArgumentHelp("With --all-pages, fetch at most N pages.", valueName: "n")
    )
    var maxPages: Int?

    @Option(help: ArgumentHelp("Send If-None-Match with this ETag.", valueName: "etag"))
    var etag: String?

    @Option(
        name: .customLong("cache-dir"),
        help: ArgumentHelp("Keep validators and bodies here between runs; answer a 304 from it.", valueName: "dir")
    )
    var cacheDirectory: String?

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if let maxPages, maxPages < 1 { throw ValidationError("--max-pages must be at least 1.") }
        if maxPages != nil, !allPages { throw ValidationError("--max-pages needs --all-pages.") }
        for query in queries where !query.contains("=") {
            throw ValidationError("--query '\(query)' must look like NAME=VALUE.")
        }
    }

    func run() async throws {
        var service: GDataService?
        try await GDataServiceCLI.run({ service }) {
            var query = GDataQuery(feedURL: try GDataServiceCLI.url(url))
            for parameter in queries {
                let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query.setCustomParameter(String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
            }
            for category in categories { query.addCategoryFilter(GDataCategoryFilter(expression: category)) }
            let created = try await options.makeService(
                named: query.url,
                cacheDirectory: cacheDirectory,
                followNextLinks: allPages,
                maxPages: maxPages
            )
            service = created
            let ticket = created.startFetchingObject(at: query.url, etag: etag)
            guard let object = try await options.await(ticket) else {
                throw ServiceCommandFailure(message: "the server sent an empty body", code: .malformedDocument)
            }
            options.printObject(object)
            if let truncation = ticket.pagingTruncation {
                CLIOutput.errorLine(
                    "stopped after \(truncation.pagesFetched) pages (the page cap); not fetched: "
                        + GDataServiceCLI.loggable(truncation.unfollowedNextURL)
                )
                return .pageCapReached
            }
            return .success
        }
    }
}
