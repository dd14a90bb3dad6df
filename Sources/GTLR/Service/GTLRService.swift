public import Foundation
public import GDataHTTP
public import Logging
import Synchronization

/// A Google REST API service: the base class of every generated service (`GTLRDriveService`, `GTLRStorageService`,
/// …), as `GTLRService` was in the Objective-C client, on the package's libcurl fetcher.
///
/// ```swift
/// let service = GTLRStorageService()
/// service.authorizer = GDataBearerTokenAuthorizer(token: accessToken)
/// service.shouldFetchNextPages = true
/// let query = GTLRStorageQuery_ObjectsList.query(withBucket: "my-bucket")
/// query.fields = "items(name,size),nextPageToken"
/// let objects: GTLRStorage_Objects = try await service.execute(query)
/// for case let object as GTLRStorage_Object in objects { print(object.name ?? "", object.size ?? 0) }
/// await service.shutdown()
/// ```
///
/// Everything the service is configured with is one ``Configuration`` value, as for `GDataService`: give it at
/// creation (`GTLRStorageService(configuration:)`), or set the original's properties (``authorizer``,
/// ``retryEnabled``, ``shouldFetchNextPages``, …), which update it. The fetcher is created when the first query
/// runs, from ``Configuration/fetcher``, ``Configuration/userAgent``, ``Configuration/timeout``,
/// ``Configuration/retry``, ``Configuration/transactionLog`` and ``Configuration/logger`` (or assign your own
/// ``fetcher``); other settings may be changed at any time and apply to queries started afterwards.
///
/// Generated services subclass it (they override ``init()`` to set their endpoints and ``kindStringToClassMap``);
/// everything else is `final`.
open class GTLRService: @unchecked Sendable {
    // @unchecked: every mutable member is behind `state`.
    struct State: @unchecked Sendable {
        /// The configuration with the endpoints resolved (never `nil` here) and normalized.
        var configuration: Configuration
        var fetcher: GDataHTTPFetcher?
        /// The policy ``retryEnabled`` restores when turned on again (kept while retry is off, with the
        /// ``maxRetryInterval`` and ``retryBlock`` set meanwhile).
        var dormantRetry: GDataHTTPRetryPolicy?

        /// The policy in effect, or the one retry would use when turned on.
        var retryPolicy: GDataHTTPRetryPolicy {
            configuration.retry ?? dormantRetry ?? GDataHTTPRetryPolicy()
        }

        /// Edits the policy in effect, or the dormant one while retry is off.
        mutating func editRetry(enable: Bool, _ edit: (inout GDataHTTPRetryPolicy) -> Void) {
            var retry = retryPolicy
            edit(&retry)
            if enable || configuration.retry != nil {
                configuration.retry = retry
                dormantRetry = nil
            } else {
                dormantRetry = retry
            }
        }
    }

    let state: Mutex<State>

    /// The current configuration (the endpoints resolved).
    func read<T>(_ body: (Configuration) -> T) -> T { state.withLock { body($0.configuration) } }
    func write(_ body: (inout Configuration) -> Void) { state.withLock { body(&$0.configuration) } }

    /// A service with no root URL and the default configuration (generated subclasses override it to set their
    /// endpoints).
    public init() {
        var configuration = Configuration()
        Self.resolveEndpoints(of: &configuration, keeping: nil)
        state = Mutex(State(configuration: configuration))
    }

    /// A service configured with `configuration`; its `nil` endpoints keep the service's own (a generated
    /// service's root URL and paths), so `GTLRStorageService(configuration:)` talks to Cloud Storage unless
    /// ``Configuration/rootURLString`` says otherwise.
    public convenience init(configuration: Configuration) {
        self.init()
        self.configuration = configuration
    }

    /// The service's configuration. Reading it gives the endpoints in effect; assigning it replaces every setting
    /// (its `nil` endpoints keep the current ones). The fetcher settings apply to a fetcher created afterwards.
    public final var configuration: Configuration {
        get { read { $0 } }
        set {
            write { current in
                var next = newValue
                Self.resolveEndpoints(of: &next, keeping: current)
                current = next
            }
        }
    }

    /// Fills `nil` endpoints from `current` (or the defaults) and normalizes their slashes.
    static func resolveEndpoints(of configuration: inout Configuration, keeping current: Configuration?) {
        configuration.rootURLString = slashTerminated(configuration.rootURLString ?? current?.rootURLString ?? "")
        configuration.servicePath = slashTerminated(
            configuration.servicePath ?? current?.servicePath ?? "", allowEmpty: true)
        configuration.batchPath = (configuration.batchPath ?? current?.batchPath).map(withoutLeadingSlash)
        configuration.simpleUploadPath = slashTerminated(
            configuration.simpleUploadPath ?? current?.simpleUploadPath ?? "upload/", allowEmpty: true)
        configuration.resumableUploadPath = slashTerminated(
            configuration.resumableUploadPath ?? current?.resumableUploadPath ?? "resumable/upload/", allowEmpty: true)
        configuration.dataWrapperRequired = configuration.dataWrapperRequired ?? current?.dataWrapperRequired ?? false
        configuration.maxNextPagesFetched = max(0, configuration.maxNextPagesFetched)
        configuration.uploadChunkSize = max(configuration.uploadChunkSize, GDataResumableUpload.Options.minimumChunkSize)
    }

    // MARK: Endpoints

    /// The API's root URL, ending in `/` (`https://storage.googleapis.com/`); ``Configuration/rootURLString``.
    public final var rootURLString: String {
        get { read { $0.rootURLString ?? "" } }
        set { write { $0.rootURLString = Self.slashTerminated(newValue) } }
    }

    /// The path of the API under the root URL, ending in `/` (`storage/v1/`); ``Configuration/servicePath``.
    public final var servicePath: String {
        get { read { $0.servicePath ?? "" } }
        set { write { $0.servicePath = Self.slashTerminated(newValue, allowEmpty: true) } }
    }

    /// The batch endpoint under the root URL (`batch/storage/v1`), `nil` when the API has none;
    /// ``Configuration/batchPath``.
    public final var batchPath: String? {
        get { read(\.batchPath) }
        set { write { $0.batchPath = newValue.map(Self.withoutLeadingSlash) } }
    }

    /// The prefix of single-request and `uploadType=resumable` uploads (`upload/`);
    /// ``Configuration/simpleUploadPath``.
    public final var simpleUploadPath: String {
        get { read { $0.simpleUploadPath ?? "" } }
        set { write { $0.simpleUploadPath = Self.slashTerminated(newValue, allowEmpty: true) } }
    }

    /// The prefix of `X-Goog-Upload` uploads (`resumable/upload/`); ``Configuration/resumableUploadPath``.
    public final var resumableUploadPath: String {
        get { read { $0.resumableUploadPath ?? "" } }
        set { write { $0.resumableUploadPath = Self.slashTerminated(newValue, allowEmpty: true) } }
    }

    /// Whether request bodies are sent wrapped as `{"data": …}` and JSON results read from their `data` member, as
    /// the original's `dataWrapperRequired`: for APIs whose Discovery document has the `dataWrapper` feature
    /// (translate v2), whose generated service sets it; ``Configuration/dataWrapperRequired``.
    public final var dataWrapperRequired: Bool {
        get { read { $0.dataWrapperRequired ?? false } }
        set { write { $0.dataWrapperRequired = newValue } }
    }

    static func withoutLeadingSlash(_ path: String) -> String {
        var text = Substring(path)
        while text.hasPrefix("/") { text.removeFirst() }
        return String(text)
    }

    static func slashTerminated(_ path: String, allowEmpty: Bool = false) -> String {
        let text = path.hasPrefix("http") ? path : withoutLeadingSlash(path)
        if text.isEmpty { return allowEmpty ? "" : "/" }
        return text.hasSuffix("/") ? text : text + "/"
    }

    // MARK: Credentials and request decoration

    /// The API key, sent as `key=` on every request (never logged); ``Configuration/apiKey``.
    public final var apiKey: String? {
        get { read(\.apiKey) }
        set { write { $0.apiKey = newValue } }
    }

    /// Adds credentials to requests; ``Configuration/authorizer``.
    public final var authorizer: (any GDataAuthorizer)? {
        get { read(\.authorizer) }
        set { write { $0.authorizer = newValue } }
    }

    /// Headers added to every request, as the original's dictionary; ``Configuration/additionalHeaders``.
    public final var additionalHTTPHeaders: [String: String] {
        get { read { Dictionary($0.additionalHeaders.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }) } }
        set { write { $0.additionalHeaders = GDataHTTPHeaders(newValue.sorted { $0.key < $1.key }) } }
    }

    /// Query items added to every request (queries' own parameters win);
    /// ``Configuration/additionalURLQueryParameters``.
    public final var additionalURLQueryParameters: [String: String] {
        get { read(\.additionalURLQueryParameters) }
        set { write { $0.additionalURLQueryParameters = newValue } }
    }

    /// The application's name and version, put in front of the library's `User-Agent`;
    /// ``Configuration/userAgent``.
    public final var userAgent: String? {
        get { read(\.userAgent) }
        set { write { $0.userAgent = newValue } }
    }

    /// The `User-Agent` requests carry: `<userAgent> swift-gdata/<version> <system> (gzip)`
    /// (`GDataPackage.userAgent(application:)`).
    public final var requestUserAgent: String { Self.requestUserAgent(application: userAgent) }

    static func requestUserAgent(application: String?) -> String {
        GDataPackage.userAgent(application: application)
    }

    /// Query parameter names that turn off pretty-printing; ``Configuration/prettyPrintQueryParameterNames``.
    public final var prettyPrintQueryParameterNames: [String] {
        get { read(\.prettyPrintQueryParameterNames) }
        set { write { $0.prettyPrintQueryParameterNames = newValue } }
    }

    // MARK: Behaviour

    /// Whether transient failures are retried: ``Configuration/retry`` is set. Turning it on sets the default
    /// policy (with the ``retryBlock`` and ``maxRetryInterval`` given while it was off); turning it off clears it.
    public final var retryEnabled: Bool {
        get { read { $0.retry != nil } }
        set {
            state.withLock { state in
                if newValue {
                    state.editRetry(enable: true) { _ in }
                } else if let retry = state.configuration.retry {
                    state.dormantRetry = retry
                    state.configuration.retry = nil
                }
            }
        }
    }

    /// Decides each retry; setting it turns retry on, as in the original. It receives the attempt, the response
    /// or error, and the policy's suggestion. ``Configuration/retry``'s `shouldRetry`.
    public final var retryBlock: (@Sendable (GDataHTTPRetryContext) async -> Bool)? {
        get { state.withLock { $0.retryPolicy.shouldRetry } }
        set { state.withLock { $0.editRetry(enable: newValue != nil) { $0.shouldRetry = newValue } } }
    }

    /// The longest wait between retries (default 60 s); ``Configuration/retry``'s `maxInterval`. Setting it does
    /// not turn retry on.
    public final var maxRetryInterval: TimeInterval? {
        get { state.withLock { $0.retryPolicy.maxInterval } }
        set {
            state.withLock { state in
                state.editRetry(enable: false) { retry in
                    retry.maxInterval = newValue ?? GDataHTTPRetryPolicy.fetchMaxInterval
                    if retry.initialIntervalRange.upperBound >= retry.maxInterval {
                        retry.initialIntervalRange = (retry.maxInterval / 4)...(retry.maxInterval / 2)
                    }
                }
            }
        }
    }

    /// Follows `nextPageToken`s and returns one collection with every page's items;
    /// ``Configuration/shouldFetchNextPages``.
    public final var shouldFetchNextPages: Bool {
        get { read(\.shouldFetchNextPages) }
        set { write { $0.shouldFetchNextPages = newValue } }
    }

    /// How many further pages ``shouldFetchNextPages`` fetches at most (25, the original's cap). When pages remain,
    /// the result keeps its `nextPageToken`, ``GTLRServiceTicket/reachedPageLimit`` is set and a warning is logged.
    /// ``Configuration/maxNextPagesFetched``.
    public final var maxNextPagesFetched: Int {
        get { read(\.maxNextPagesFetched) }
        set { write { $0.maxNextPagesFetched = max(0, newValue) } }
    }

    /// Answers every query without the network (see ``mockService(fakedObject:fakedError:)``);
    /// ``Configuration/testBlock``.
    public final var testBlock: GTLRServiceTestBlock? {
        get { read(\.testBlock) }
        set { write { $0.testBlock = newValue } }
    }

    /// Classes to create instead of the API's; ``Configuration/surrogates``.
    public final var surrogates: [(GTLRObject.Type, GTLRObject.Type)] {
        get { read(\.surrogates) }
        set { write { $0.surrogates = newValue } }
    }

    /// Called as upload bytes are acknowledged; ``Configuration/uploadProgressHandler``.
    public final var uploadProgressBlock: (@Sendable (GTLRServiceTicket, Int64, Int64) -> Void)? {
        get { read(\.uploadProgressHandler) }
        set { write { $0.uploadProgressHandler = newValue } }
    }

    /// The chunk size of chunked uploads (default 8 MiB; at least 50,000 bytes); ``Configuration/uploadChunkSize``.
    public final var serviceUploadChunkSize: Int64 {
        get { read(\.uploadChunkSize) }
        set { write { $0.uploadChunkSize = max(newValue, GDataResumableUpload.Options.minimumChunkSize) } }
    }

    /// Values every ticket starts with in ``GTLRServiceTicket/properties``; ``Configuration/properties``.
    public final var serviceProperties: [String: any Sendable] {
        get { read(\.properties) }
        set { write { $0.properties = newValue } }
    }

    /// Where the service logs what it does; ``Configuration/logger`` (a no-op logger unless you give one).
    public final var logger: Logger {
        get { read(\.logger) }
        set { write { $0.logger = newValue } }
    }

    /// The settings of the fetcher the service creates (TLS, proxy, timeouts, test handler), read when the first
    /// query runs; ``Configuration/fetcher``. Setting it also sets ``Configuration/timeout`` to its timeout.
    public final var fetcherConfiguration: GDataHTTPFetcher.Configuration {
        get { read(\.fetcher) }
        set {
            write {
                $0.fetcher = newValue
                $0.timeout = newValue.timeout
            }
        }
    }

    /// The class of each `kind` value (generated).
    open class var kindStringToClassMap: [String: GTLRObject.Type] { [:] }

    /// The resolver of the service: its kind map and surrogates.
    public final var objectClassResolver: GTLRObjectClassResolver {
        GTLRObjectClassResolver(kindMap: Self.kindStringToClassMap, surrogates: surrogates)
    }

    // MARK: Fetcher

    /// The fetcher that sends the service's requests (created on first use from the configuration; assign one to
    /// share it).
    public final var fetcher: GDataHTTPFetcher {
        get {
            state.withLock { state in
                if let fetcher = state.fetcher { return fetcher }
                let settings = state.configuration
                var configuration = settings.fetcher
                configuration.userAgent = Self.requestUserAgent(application: settings.userAgent)
                configuration.timeout = settings.timeout
                var retry = state.retryPolicy
                retry.shouldRetry = { context in
                    guard let decision = GTLRRetryDecision.current, decision.enabled else { return false }
                    if let block = decision.block { return await block(context) }
                    return context.suggestedRetry
                }
                configuration.retry = retry
                configuration.transactionLog = settings.transactionLog ?? configuration.transactionLog
                if configuration.logger.handler is SwiftLogNoOpLogHandler { configuration.logger = settings.logger }
                let fetcher = GDataHTTPFetcher(configuration: configuration)
                state.fetcher = fetcher
                return fetcher
            }
        }
        set { state.withLock { $0.fetcher = newValue } }
    }

    /// Stops the fetcher's thread; later queries fail. Call it when done with the service.
    public final func shutdown() async {
        let fetcher = state.withLock { $0.fetcher }
        await fetcher?.shutdown()
    }

    // MARK: Testing

    /// A service that answers every query with `fakedObject` or `fakedError` without the network (root URL
    /// `https://example.invalid/`), as the original's `mockServiceWithFakedObject:fakedError:`.
    public static func mockService(fakedObject: GTLRObject?, fakedError: (any Error & Sendable)?) -> GTLRService {
        let service = GTLRService()
        service.rootURLString = "https://example.invalid/"
        let object = fakedObject
        service.testBlock = { _, _ in
            if let fakedError { return .error(fakedError) }
            return .object(object?.copy())
        }
        return service
    }
}

extension GTLRService {
    /// The retry decision of one execution: the query's own setting, else the service's (a query's retry block
    /// turns retry on for it, as in the original).
    func retryDecision(
        enabled: Bool?, block: (@Sendable (GDataHTTPRetryContext) async -> Bool)?
    ) -> GTLRRetryDecision {
        state.withLock { state in
            GTLRRetryDecision(
                enabled: enabled ?? (block != nil || state.configuration.retry != nil),
                block: block ?? state.retryPolicy.shouldRetry)
        }
    }
}

/// The retry decision of the query a fetch belongs to (the fetcher's policy consults it).
struct GTLRRetryDecision: Sendable {
    var enabled: Bool
    var block: (@Sendable (GDataHTTPRetryContext) async -> Bool)?

    @TaskLocal static var current: GTLRRetryDecision?
}
