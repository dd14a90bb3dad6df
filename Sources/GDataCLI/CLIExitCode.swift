import ArgumentParser
import GDataHTTP
import GDataService

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The exit statuses of the `gdata` commands, one per kind of failure, and the one-line messages for them.
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
    /// `fetch --etag`: the server answered 304 Not Modified.
    case notModified = 11
    /// `fetch --all-pages`: the page cap stopped paging before the last page.
    case pageCapReached = 12
    /// `batch`: an operation failed or the server interrupted the batch.
    case batchFailed = 13
    /// ClientLogin refused the e-mail or password.
    case badAuthentication = 14
    /// ClientLogin asks for a captcha (its URL and token are printed).
    case captchaRequired = 15
    /// `update`/`delete`: 412 Precondition Failed, the entry changed on the server since its ETag.
    case preconditionFailed = 16
    /// No usable Google credentials: none found, a bad credentials file, or the token endpoint refused them.
    case credentials = 17
    /// An input document or the server's response is not well-formed or not of the expected kind.
    case malformedDocument = 65

    /// The exit-status table for the commands' help text.
    static let helpText = """
        Exit status:
          0   success (2xx, or a 304 answered from the --cache-dir cache)
          1   other failure (authorization, malformed response, ...)
          3   invalid URL (malformed, or not http/https; read as curl does: a space,
              a non-ASCII letter or a stray % must be percent-encoded)
          4   local file error (reading the upload, writing the output)
          5   network error (cannot resolve or connect, connection lost)
          6   TLS error (handshake or certificate verification)
          7   timed out
          8   HTTP status of 300 or more (the message names it)
          9   too many redirects
          10  upload interrupted (the session URL to pass to --resume-url is printed)
          11  not modified (fetch --etag got 304)
          12  page cap reached (fetch --all-pages stopped before the last page)
          13  batch incomplete (an operation failed or the batch was interrupted)
          14  bad authentication (ClientLogin refused the credentials)
          15  captcha required (its URL and token are printed on stderr)
          16  precondition failed (412: the entry changed since its ETag)
          17  credentials (none found, a bad credentials file, or the sign-in was refused)
          64  usage error
          65  malformed document (an input file or the server's response)
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
        case .authorization: self = .credentials
        default: self = .failure
        }
    }

    /// The exit status for a service-layer error.
    init(_ error: GDataServiceError) {
        switch error.code {
        case .notModified: self = .notModified
        case .preconditionFailed: self = .preconditionFailed
        case .httpStatus: self = .httpStatus
        case .badAuthentication, .emptyCredentials: self = .badAuthentication
        case .captchaRequired: self = .captchaRequired
        case .couldNotConstructObject: self = .malformedDocument
        case .fileIO: self = .fileIO
        case .uploadFailed: self = .uploadInterrupted
        case .transport: self = error.httpError.map(CLIExitCode.init) ?? .failure
        default: self = .failure
        }
    }

    /// The one-line message for an HTTP-layer error (no `gdata:` prefix), e.g. `HTTP 404 Not Found for URL`.
    static func message(for error: GDataHTTPError, url: URL) -> String {
        let target = GDataHTTPRedaction.url(error.url ?? url)
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
