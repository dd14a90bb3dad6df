import ArgumentParser
internal import GDataPlatform
import GDataServer

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

/// `gdata serve`: a local GData/AtomPub server over a directory of Atom feed documents.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a directory of Atom feeds as a local GData v2 / AtomPub server.",
        discussion: """
            DIR/NAME.xml is the collection at BASE/feeds/NAME; DIR/service.xml (optional) gives titles, accepted media \
            types and categories. The first line on standard output is the base URL (http://127.0.0.1:PORT/), printed \
            once the server accepts connections. Writes are saved back into DIR atomically (not with --in-memory). \
            SIGINT or SIGTERM stops the server cleanly.

            PUT, PATCH and DELETE need If-Match (an entry's gd:etag, or * to force): a write without it is refused \
            with 412, as Google's servers did.

            Connections are closed when a request head takes longer than --header-timeout, a body pauses longer \
            than --body-timeout, or no request comes for --idle-timeout (defaults 30, 30, 60 s); at most \
            --max-connections are served at once. A --host other than loopback prints a warning: the server is then \
            reachable from the network (with --require-auth on or off, as the warning says).

            Exit status: 0 stopped by a signal, 65 a document in DIR is malformed (FILE:LINE:COLUMN on stderr), \
            66 DIR cannot be read, 1 the server could not start (e.g. the port is taken), 64 usage error.
            """
    )

    @Argument(help: "The directory of feed documents (default: the current directory).")
    var directory: String = "."

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(help: "The port (0 picks a free one).")
    var port = 0

    @Flag(help: "Serve DIR without writing to it.")
    var inMemory = false

    @Option(help: "Entries per feed page without max-results.")
    var pageSize = 25

    @Option(help: "The most operations in one batch request.")
    var maxBatch = 100

    @Option(help: "The largest request body in bytes (larger: 413).")
    var maxBody = 64 << 20

    @Flag(help: "Require sign-in (ClientLogin for --user accounts, or a --token bearer token).")
    var requireAuth = false

    @Option(
        name: .customLong("user"),
        help: "An account EMAIL:PASSWORD for ClientLogin (repeatable; \(CLISecret.inlineWarning): prefer --users-file)."
    )
    var users: [String] = []

    @Option(
        name: .customLong("users-file"),
        help: ArgumentHelp("Accounts EMAIL:PASSWORD, one a line (or set GDATA_SERVE_USERS).", valueName: "file")
    )
    var usersFile: String?

    @Option(
        name: .customLong("token"),
        help: "A bearer token to accept (repeatable; \(CLISecret.inlineWarning): prefer --token-file)."
    )
    var tokens: [String] = []

    @Option(
        name: .customLong("token-file"),
        help: ArgumentHelp("Bearer tokens to accept, one a line (or set GDATA_SERVE_TOKENS).", valueName: "file")
    )
    var tokenFile: String?

    @Option(help: "The answer that solves the captcha asked for after three failed sign-ins.")
    var captchaAnswer: String?

    @Option(help: "The share of requests answered 503 with Retry-After (0...1).")
    var failRate = 0.0

    @Option(help: "The share of requests whose connection is closed mid-response (0...1).")
    var dropRate = 0.0

    @Option(help: "A delay before every answer, in milliseconds.")
    var delay = 0

    @Option(help: "The seed of the fault draws (the same requests meet the same faults).")
    var seed: UInt64 = 1

    @Option(help: "Append one JSON line per request to FILE.")
    var log: String?

    @Option(help: "Seconds from a request's first byte to the end of its head (later: 408, connection closed).")
    var headerTimeout = 30.0

    @Option(help: "The longest pause in seconds between two reads of a request body (longer: 408, connection closed).")
    var bodyTimeout = 30.0

    @Option(help: "Seconds a connection may stay open without a request.")
    var idleTimeout = 60.0

    @Option(help: "The most connections served at once (more wait in the listen backlog).")
    var maxConnections = 256

    func validate() throws {
        guard (0...1).contains(failRate), (0...1).contains(dropRate) else {
            throw ValidationError("--fail-rate and --drop-rate are between 0 and 1")
        }
        guard pageSize > 0, maxBatch > 0, maxBody > 0, delay >= 0, (0...65535).contains(port) else {
            throw ValidationError("--page-size, --max-batch and --max-body must be positive, --port 0...65535")
        }
        for timeout in [headerTimeout, bodyTimeout, idleTimeout] where !(timeout > 0 && timeout <= 86_400) {
            throw ValidationError(
                "--header-timeout, --body-timeout and --idle-timeout are seconds, more than 0 and at most 86400"
            )
        }
        guard maxConnections > 0 else { throw ValidationError("--max-connections must be positive") }
        for user in users where !user.contains(":") {
            throw ValidationError("--user takes EMAIL:PASSWORD, got \(user)")
        }
    }

    func run() async throws {
        var configuration = GDataLocalServer.Configuration()
        configuration.host = host
        configuration.port = port
        configuration.inMemory = inMemory
        configuration.pageSize = pageSize
        configuration.maxBatch = maxBatch
        configuration.maxBody = maxBody
        configuration.requireAuth = requireAuth
        let accounts: [String]
        do {
            accounts = try users + CLISecret.lines(file: usersFile, environment: "GDATA_SERVE_USERS")
            configuration.tokens = try tokens + CLISecret.lines(file: tokenFile, environment: "GDATA_SERVE_TOKENS")
        } catch let failure as ServiceCommandFailure {
            GDataFile.writeStandardError("gdata serve: \(failure.message)\n")
            throw ExitCode(66)
        }
        for user in accounts {
            let parts = user.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else {
                GDataFile.writeStandardError("gdata serve: an account line is not EMAIL:PASSWORD\n")
                throw ExitCode(64)
            }
            configuration.users[String(parts[0])] = String(parts[1])
        }
        configuration.captchaAnswer = captchaAnswer
        configuration.failRate = failRate
        configuration.dropRate = dropRate
        configuration.delayMilliseconds = delay
        configuration.seed = seed
        configuration.logFile = log.map { URL(fileURLWithPath: $0) }
        configuration.headerTimeout = headerTimeout
        configuration.bodyTimeout = bodyTimeout
        configuration.idleTimeout = idleTimeout
        configuration.maxConnections = maxConnections
        if let warning = GDataLocalServer.networkExposureWarning(host: host, requireAuth: requireAuth) {
            GDataFile.writeStandardError("gdata serve: \(warning)\n")
        }
        let directoryURL = URL(fileURLWithPath: directory, isDirectory: true)
        let note = inMemory ? " (in memory)" : ""
        do {
            let settings = configuration
            try await GDataLocalServer.run(directory: directoryURL, configuration: settings) { baseURL in
                GDataFile.writeStandardOutput((baseURL.absoluteString + "\n"))
                GDataFile.writeStandardError(
                    "gdata serve: serving \(directoryURL.path)\(note); SIGINT or SIGTERM stops\n"
                )
            }
        } catch let error as GDataLocalServer.LoadError {
            GDataFile.writeStandardError("gdata serve: \(error)\n")
            throw ExitCode(error.message == "not a directory" || error.message == "cannot be read" ? 66 : 65)
        } catch {
            GDataFile.writeStandardError("gdata serve: cannot start: \(error)\n")
            throw ExitCode(1)
        }
    }
}
