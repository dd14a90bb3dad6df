import ArgumentParser
import GDataHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--retry`, `--log-dir` and `-v`, declared once and shared by every verb that sends requests (`gdata get`,
/// `gdata upload`, `gdata api` and the service verbs) through `@OptionGroup`.
struct HTTPOptions: ParsableArguments {
    @Flag(help: CLIRetryHelp.retry)
    var retry = false

    @Option(
        name: .customLong("log-dir"),
        help: ArgumentHelp(
            "Write an HTML log of the HTTP exchanges (credentials removed) to this directory.",
            valueName: "dir"
        )
    )
    var logDirectory: String?

    @Flag(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Print on standard error what happens: each request, retry and page, an upload's session URL, the "
                + "response status line and headers (never a credential)."
        )
    )
    var verbose = false

    /// The retry of ordinary requests: the package's default policy with `--retry`, none without.
    var fetchRetry: GDataHTTPRetryPolicy? { retry ? .default : nil }

    /// The retry of resumable and chunked uploads, the library's one default whether or not `--retry` is given (the
    /// flag never weakens it).
    static var uploadRetry: GDataHTTPRetryPolicy { .upload }

    /// The transaction log `--log-dir` asks for, or `nil`. Throws what creating the directory threw.
    func transactionLog() throws -> GDataHTTPTransactionLog? {
        guard let logDirectory else { return nil }
        return try GDataHTTPTransactionLog(directory: URL(fileURLWithPath: logDirectory, isDirectory: true))
    }
}
