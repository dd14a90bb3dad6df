internal import Dispatch
import GDataCore
internal import GDataPlatform
import Hummingbird
import HummingbirdCore
public import Logging
import NIOCore
import ServiceLifecycle
import Synchronization

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A local GData v2 / AtomPub server over a directory of Atom feed documents, for running migrated GData code and its
/// tests without Google's servers.
///
/// `DIR/NAME.xml` is served at `BASE/feeds/NAME`; `DIR/service.xml` (optional) gives collections their titles, accepted
/// media types and categories. Writes go back into the directory atomically unless ``Configuration/inMemory`` is set.
///
/// ```swift
/// let server = try await GDataLocalServer.start(directory: fixtures, configuration: .init())
/// defer { Task { try await server.shutdown() } }
/// let feedURL = server.feedURL(named: "contacts")   // http://127.0.0.1:PORT/feeds/contacts
/// ```
public final class GDataLocalServer: Sendable {
    /// How the server runs.
    public struct Configuration: Sendable {
        /// The address to bind (loopback by default).
        public var host = "127.0.0.1"
        /// The port; `0` picks a free one (see ``GDataLocalServer/baseURL``).
        public var port = 0
        /// Serve the directory without writing to it.
        public var inMemory = false
        /// Entries per feed page when the request has no `max-results`.
        public var pageSize = 25
        /// The most operations one batch request may hold (more: 413, nothing applied).
        public var maxBatch = 100
        /// The largest request body in bytes (larger: 413).
        public var maxBody = 64 << 20
        /// Require sign-in: ClientLogin for ``users``, or a Bearer token from ``tokens``.
        public var requireAuth = false
        /// Accounts for ClientLogin, e.g. `["user@example.com": "secret"]`.
        public var users: [String: String] = [:]
        /// Bearer tokens accepted as they are.
        public var tokens: [String] = []
        /// The answer that solves the captcha asked for after repeated failed sign-ins.
        public var captchaAnswer: String?
        /// The share of requests answered 503 with `Retry-After` (0…1).
        public var failRate = 0.0
        /// The share of requests whose connection is closed in the middle of the response (0…1).
        public var dropRate = 0.0
        /// A delay before each answer, in milliseconds.
        public var delayMilliseconds = 0
        /// The seed of the fault draws: the same sequence of requests meets the same faults.
        public var seed: UInt64 = 1
        /// A file receiving one JSON line per request (`method`, `path`, `status`, `bytes`, `time`).
        public var logFile: URL?
        /// Seconds from a request's first byte until its head (request line and header fields) must be complete;
        /// later, the server answers `408` and closes the connection. A head dripped byte by byte counts from the first.
        public var headerTimeout: Double = 30
        /// The longest pause, in seconds, between two reads of a request body (longer: `408` and the connection
        /// closes), and the longest a response waits for a client that does not read it (then the connection closes).
        public var bodyTimeout: Double = 30
        /// Seconds a connection may stay open with no request (after connecting, or after the last response).
        public var idleTimeout: Double = 60
        /// The most connections served at once; further ones wait (unaccepted, in the listen backlog) until one closes.
        public var maxConnections = 256
        /// Where the server and Hummingbird log (start-up, connection and request failures). By default errors only,
        /// to standard error; give your own to route them into your test's or application's logging. Requests
        /// themselves go to ``logFile``.
        public var logger: Logger = Configuration.defaultLogger
        /// The executor the server's tasks prefer (its connections and requests); `nil`, the default, is Swift's shared
        /// pool. Give one with threads of its own when the server runs inside a process whose pool is kept busy by other
        /// work — a test run, where a request would otherwise wait behind every job queued before it.
        public var taskExecutor: (any TaskExecutor)?

        /// The default ``logger``: errors to standard error, with a request's metadata formatted only for a line that
        /// is written (Hummingbird sets a request id on every request's logger).
        public static var defaultLogger: Logger {
            var logger = Logger(label: "gdata-serve") { GDataServerLogHandler(label: $0) }
            logger.logLevel = .error
            return logger
        }

        /// The defaults: loopback, a free port, 25 entries a page, no sign-in, no faults.
        public init() {}
    }

    /// A document the server could not load: names the file and, for malformed XML, the line and column.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        /// The file (or collection name for in-memory documents).
        public var file: String
        /// The line of a malformed document.
        public var line: Int?
        /// The column of a malformed document.
        public var column: Int?
        /// What is wrong.
        public var message: String

        init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.message = message
        }

        /// `FILE:LINE:COLUMN: message`.
        public var description: String {
            [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":") + ": "
                + message
        }
    }

    /// `http://HOST:PORT/`, known once the server listens.
    public let baseURL: URL
    private let task: Task<Void, any Error>
    private let group: ServiceGroup
    private let log: GDataServerRequestLog?
    let store: GDataServerStore

    private init(
        baseURL: URL,
        task: Task<Void, any Error>,
        group: ServiceGroup,
        log: GDataServerRequestLog?,
        store: GDataServerStore
    ) {
        self.baseURL = baseURL
        self.task = task
        self.group = group
        self.log = log
        self.store = store
    }

    /// The collection `name`: `BASE/feeds/NAME`.
    public func feedURL(named name: String) -> URL {
        baseURL.appendingPathComponent("feeds").appendingPathComponent(name)
    }

    /// Starts a server over `directory` (`NAME.xml` files, optional `service.xml`, media in `NAME.media/`). An empty
    /// directory is an empty server. Throws ``LoadError`` for a document that does not load.
    public static func start(directory: URL, configuration: Configuration = Configuration()) async throws
        -> GDataLocalServer
    {
        let (documents, service) = try read(directory: directory)
        let store = GDataServerStore(
            directory: configuration.inMemory ? nil : directory,
            pageSize: configuration.pageSize,
            maxBatch: configuration.maxBatch,
            maxUpload: configuration.maxBody
        )
        try store.load(documents: documents, serviceDocument: service, mediaDirectory: directory)
        return try await start(store: store, configuration: configuration)
    }

    /// Starts an in-memory server from documents (`["contacts": feedXML]` is served at `BASE/feeds/contacts`).
    public static func start(
        documents: [String: Data],
        serviceDocument: Data? = nil,
        configuration: Configuration = Configuration()
    ) async throws -> GDataLocalServer {
        let store = GDataServerStore(
            directory: nil,
            pageSize: configuration.pageSize,
            maxBatch: configuration.maxBatch,
            maxUpload: configuration.maxBody
        )
        try store.load(documents: documents, serviceDocument: serviceDocument, mediaDirectory: nil)
        return try await start(store: store, configuration: configuration)
    }

    /// Stops listening and waits until the server has stopped. Every acknowledged write is already on disk.
    public func shutdown() async throws {
        // Graceful: stop accepting, let requests in flight finish, close idle keep-alive connections.
        await group.triggerGracefulShutdown()
        _ = await task.result
        store.compactAll()
        log?.close()
    }

    /// Runs the server until SIGINT or SIGTERM (the `gdata serve` command); `onListening` gets the base URL first.
    public static func run(
        directory: URL,
        configuration: Configuration,
        onListening: @escaping @Sendable (URL) -> Void
    ) async throws {
        let server = try await start(directory: directory, configuration: configuration)
        onListening(server.baseURL)
        await GDataServerSignals.waitForTermination()
        try await server.shutdown()
    }

    // MARK: - Internals

    static func read(directory: URL) throws -> ([String: Data], Data?) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory else {
            throw LoadError(file: directory.path, message: "not a directory")
        }
        var documents: [String: Data] = [:]
        var service: Data?
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for file in names where file.hasSuffix(".xml") && !file.hasPrefix(".") {
            let url = directory.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw LoadError(file: url.path, message: "cannot be read")
            }
            if file == "service.xml" { service = data } else { documents[String(file.dropLast(4))] = data }
        }
        return (documents, service)
    }

    private static func start(store: GDataServerStore, configuration: Configuration) async throws -> GDataLocalServer {
        let log = try configuration.logFile.map(GDataServerRequestLog.init(url:))
        let accounts =
            configuration.requireAuth
            ? GDataServerAccounts(
                users: configuration.users,
                bearerTokens: configuration.tokens,
                captchaAnswer: configuration.captchaAnswer
            )
            : nil
        let faults =
            configuration.failRate > 0 || configuration.dropRate > 0
            ? GDataServerFaults(
                failRate: configuration.failRate,
                dropRate: configuration.dropRate,
                seed: configuration.seed
            ) : nil
        let baseURL = GDataServerBaseURL()
        let responder = GDataServerResponder(
            store: store,
            accounts: accounts,
            faults: faults,
            log: log,
            maxBody: configuration.maxBody,
            delayMilliseconds: configuration.delayMilliseconds,
            baseURL: baseURL
        )
        let logger = configuration.logger
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let host = configuration.host
        let timeouts = GDataServerTimeouts(
            header: Self.timeAmount(configuration.headerTimeout),
            body: Self.timeAmount(configuration.bodyTimeout),
            idle: Self.timeAmount(configuration.idleTimeout)
        )
        let application = Application(
            responder: responder,
            server: HTTPServerBuilder { GDataServerChannel(responder: $0, timeouts: timeouts) },
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: configuration.port),
                serverName: "gdata-serve",
                availableConnectionsDelegate: MaximumAvailableConnections(max(1, configuration.maxConnections))
            ),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [application],
                gracefulShutdownSignals: [],
                logger: logger
            )
        )
        let task = Task(executorPreference: configuration.taskExecutor) {
            defer { continuation.finish() }
            try await group.run()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await task.value
            throw LoadError(file: "\(host):\(configuration.port)", message: "the server stopped before it listened")
        }
        let hostPart = host.contains(":") ? "[\(host)]" : host
        let base = "http://\(hostPart):\(port)/"
        baseURL.value = base
        return GDataLocalServer(baseURL: URL(string: base)!, task: task, group: group, log: log, store: store)
    }
}

extension GDataLocalServer {
    /// Seconds as a NIO time amount: at least 1 ms, at most a day (a negative, NaN or huge value cannot overflow).
    static func timeAmount(_ seconds: Double) -> TimeAmount {
        let clamped = seconds.isNaN ? 0.001 : min(max(seconds, 0.001), 86_400)
        return .milliseconds(Int64((clamped * 1000).rounded()))
    }

    /// The warning `gdata serve` prints when `host` is not a loopback address: the server is reachable from the
    /// network, with or without sign-in. `nil` for loopback hosts (`127.0.0.0/8`, `::1`, `localhost`).
    public static func networkExposureWarning(host: String, requireAuth: Bool) -> String? {
        let bare = host.trimming(charactersIn: "[]").lowercased()
        if bare == "localhost" || bare == "::1" || bare == "0:0:0:0:0:0:0:1" { return nil }
        let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
        if octets.count == 4, octets[0] == "127", octets.allSatisfy({ UInt8($0) != nil }) { return nil }
        let auth =
            requireAuth
            ? "--require-auth is on: every request except sign-in and upload chunks needs a credential"
            : "--require-auth is OFF: anyone who can reach the port can read and change every collection"
        return "warning: --host \(host) is not a loopback address: the server is reachable from the network; \(auth)"
    }
}

/// Waits for SIGINT or SIGTERM (the command-line server's way to stop cleanly).
enum GDataServerSignals {
    static func waitForTermination() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumed = Mutex(false)
            let queue = DispatchQueue(label: "gdata-serve.signals")
            let sources = [SIGINT, SIGTERM].map { signalNumber in
                signal(signalNumber, SIG_IGN)
                return DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            }
            for source in sources {
                // The handler holds the sources, so they live until the process exits.
                source.setEventHandler {
                    _ = sources
                    if resumed.withLock({
                        let was = $0; $0 = true; return !was
                    }) {
                        continuation.resume()
                    }
                }
                source.resume()
            }
        }
    }
}
