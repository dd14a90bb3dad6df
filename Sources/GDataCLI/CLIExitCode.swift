import ArgumentParser
import Foundation
import GDataHTTP

/// The exit statuses of `gdata get` and `gdata upload`, one per kind of failure, and the one-line messages for them.
enum CLIExitCode: Int32, CaseIterable {
    /// Success: a 2xx response, or a 304 answered from the `--cache-dir` cache.
    case success = 0
    /// Any other failure (authorization, a malformed response, cancellation, …).
    case failure = 1
    /// The URL is malformed or not http/https.
    case invalidURL = 3
    /// A local file could not be read or written (including standard output).
    case fileIO = 4
    /// Could not resolve, connect, or the connection broke.
    case network = 5
    /// TLS handshake or certificate verification failed.
    case tls = 6
    /// The request timed out.
    case timedOut = 7
    /// The server answered with a status of 300 or more (including a 304 with nothing cached).
    case httpStatus = 8
    /// More redirects than allowed.
    case tooManyRedirects = 9
    /// A resumable upload stopped before completing; the session URL was printed for `--resume-url`.
    case uploadInterrupted = 10

    /// The exit-status table for the commands' help text.
    static let helpText = """
        Exit status:
          0   success (2xx, or a 304 answered from the --cache-dir cache)
          1   other failure (authorization, malformed response, ...)
          3   invalid URL (malformed, or not http/https)
          4   local file error (reading the upload, writing the output)
          5   network error (cannot resolve or connect, connection lost)
          6   TLS error (handshake or certificate verification)
          7   timed out
          8   HTTP status of 300 or more (the message names it)
          9   too many redirects
          10  upload interrupted (the session URL to pass to --resume-url is printed)
          64  usage error
        """

    /// The exit status for an HTTP-layer error.
    init(_ error: GDataHTTPError) {
        switch error.code {
        case .httpStatus, .notModified: self = .httpStatus
        case .invalidURL: self = .invalidURL
        case .fileIO: self = .fileIO
        case .network: self = .network
        case .tls: self = .tls
        case .timedOut: self = .timedOut
        case .tooManyRedirects: self = .tooManyRedirects
        default: self = .failure
        }
    }

    /// The one-line message for an HTTP-layer error (no `gdata:` prefix), e.g. `HTTP 404 Not Found for URL`.
    static func message(for error: GDataHTTPError, url: URL) -> String {
        let target = (error.url ?? url).absoluteString
        switch error.code {
        case .httpStatus, .notModified:
            let status = error.status.map(CLIOutput.statusText) ?? "error"
            return "HTTP \(status) for \(target)"
        case .invalidURL: return "invalid URL: \(error.message): \(target)"
        case .fileIO: return "file error: \(error.message)"
        case .network: return "network error: \(error.message) for \(target)"
        case .tls: return "TLS error: \(error.message) for \(target)"
        case .timedOut: return "timed out: \(error.message) for \(target)"
        case .tooManyRedirects: return "too many redirects: \(error.message) for \(target)"
        case .authorization: return "authorization failed: \(error.message)"
        default: return "\(error.message) for \(target)"
        }
    }

    /// Prints `gdata: <message>` for `error` and returns the `ExitCode` to throw.
    static func report(_ error: GDataHTTPError, url: URL) -> ExitCode {
        CLIOutput.errorLine(message(for: error, url: url))
        return ExitCode(CLIExitCode(error).rawValue)
    }

    /// Prints `gdata: <message>` and returns the `ExitCode` for `code`.
    static func report(_ message: String, code: CLIExitCode) -> ExitCode {
        CLIOutput.errorLine(message)
        return ExitCode(code.rawValue)
    }
}
