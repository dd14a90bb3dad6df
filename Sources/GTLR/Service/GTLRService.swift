public import GDataHTTP
public import Logging
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

/// A Google REST API service: the base class of every generated service (`GTLRDriveService`, `GTLRStorageService`,
/// …), as `GTLRService` was in the Objective-C client, on the package's libcurl fetcher.
///
/// ```swift
/// let service = GTLRStorageService()
/// service.authorizer = GDataBearerTokenAuthorizer(token: accessToken)
/// service.shouldFetchNextPages = true
/// let query = GTLRStorageQuery_ObjectsList.query(withBucket: "my-bucket")
/// query.fields = "items(name,size),nextPageToken"
/// let objects: GTLRStorage_Objects = try await service.executeQuery(query)
/// for case let object as GTLRStorage_Object in objects { print(object.name ?? "", object.size ?? 0) }
/// await service.shutdown()
/// ```
///
/// Everything the service is configured with is one ``Configuration`` value, as for `GDataService`: give it at
/// creation (`GTLRStorageService(configuration:)`), or set the original's properties (``retryEnabled``,
/// ``userAgent``, ``shouldFetchNextPages``, …), each a forward of one of its fields. The HTTP settings (user agent,
/// timeout, retry, transaction log, logger, TLS…) have their one place in ``Configuration/fetcherConfiguration``.
/// Any setting may be changed at any time and applies to queries started afterwards: the fetcher is made from
/// ``Configuration/fetcherConfiguration`` when a query needs it, and made again after that changes. Credentials
/// are the service's ``authorizer``.
///
/// Generated services subclass it (they override ``init()`` to set their endpoints and ``kindStringToClassMap``);
/// everything else is `final`.
open class GTLRService: @unchecked Sendable {
    // @unchecked: every mutable member is behind `state` (a Mutex); `open` for the generated services' overrides.
    struct State {
        /// The configuration with the endpoints resolved (never `nil` here) and normalized.
        var configuration: Configuration
        /// The service's credentials (the original's `authorizer`).
        var authorizer: (any GDataAuthorizer)?
        /// The fetcher made from (or, when assigned, giving) ``Configuration/fetcherConfiguration``; `nil` until a
        /// query needs one, and again after a fetcher setting changes.
        var fetcher: GDataHTTPFetcher?
        /// The policy ``retryEnabled`` restores when turned on again (kept while retry is off, with the
        /// ``maxRetryInterval`` and ``retryBlock`` set meanwhile).
        var dormantRetry: GDataHTTPRetryPolicy?
        /// Set by ``GTLRService/shutdown()``: the fetcher is kept (later queries fail) even when settings change.
        var isShutDown = false

        /// The policy in effect, or the one retry would use when turned on.
        var retryPolicy: GDataHTTPRetryPolicy {
            configuration.fetcherConfiguration.retry ?? dormantRetry ?? GDataHTTPRetryPolicy()
        }

        /// Edits the policy in effect, or the dormant one while retry is off.
        mutating func editRetry(enable: Bool, _ edit: (inout GDataHTTPRetryPolicy) -> Void) {
            var retry = retryPolicy
            edit(&retry)
            if enable || configuration.fetcherConfiguration.retry != nil {
                configuration.fetcherConfiguration.retry = retry
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
    /// Changes a fetcher setting: the next query gets a fetcher made from the new settings.
    func writeFetcherSettings(_ body: (inout State) -> Void) {
        state.withLock { state in
            body(&state)
            if !state.isShutDown { state.fetcher = nil }
        }
    }

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
    /// (its `nil` endpoints keep the current ones) and applies to queries started afterwards.
    public final var configuration: Configuration {
        get { read { $0 } }
        set {
            writeFetcherSettings { state in
                var next = newValue
                Self.resolveEndpoints(of: &next, keeping: state.configuration)
                state.configuration = next
                state.dormantRetry = nil
            }
        }
    }

    /// Fills `nil` endpoints from `current` (or the defaults) and normalizes their slashes.
    static func resolveEndpoints(of configuration: inout Configuration, keeping current: Configuration?) {
        configuration.rootURLString = slashTerminated(configuration.rootURLString ?? current?.rootURLString ?? "")
        configuration.servicePath = slashTerminated(
            configuration.servicePath ?? current?.servicePath ?? "",
            allowEmpty: true
        )
        configuration.batchPath = (configuration.batchPath ?? current?.batchPath).map(withoutLeadingSlash)
        configuration.simpleUploadPath = slashTerminated(
            configuration.simpleUploadPath ?? current?.simpleUploadPath ?? "upload/",
            allowEmpty: true
        )
        configuration.resumableUploadPath = slashTerminated(
            configuration.resumableUploadPath ?? current?.resumableUploadPath ?? "resumable/upload/",
            allowEmpty: true
        )
        configuration.dataWrapperRequired = configuration.dataWrapperRequired ?? current?.dataWrapperRequired ?? false
        configuration.maxNextPagesFetched = max(0, configuration.maxNextPagesFetched)
        configuration.serviceUploadChunkSize = max(
            configuration.serviceUploadChunkSize,
            GDataResumableUpload.Options.minimumChunkSize
        )
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

    /// Adds credentials to requests (`GDataBearerTokenAuthorizer` for OAuth 2 access tokens, or the sign-in
    /// module's credentials). A 401 with a refreshable authorizer refreshes it and repeats the request once. Like
    /// `GDataService`'s `authorization`, it is the service's and not part of ``configuration``.
    public final var authorizer: (any GDataAuthorizer)? {
        get { state.withLock { $0.authorizer } }
        set { state.withLock { $0.authorizer = newValue } }
    }

    /// Headers added to every request (`["X-Name": "value"]`); ``Configuration/additionalHTTPHeaders``.
    public final var additionalHTTPHeaders: GDataHTTPHeaders {
        get { read(\.additionalHTTPHeaders) }
        set { write { $0.additionalHTTPHeaders = newValue } }
    }

    /// Query items added to every request (queries' own parameters win);
    /// ``Configuration/additionalURLQueryParameters``.
    public final var additionalURLQueryParameters: [String: String] {
        get { read(\.additionalURLQueryParameters) }
        set { write { $0.additionalURLQueryParameters = newValue } }
    }

    /// The application's name and version, put in front of the library's `User-Agent`;
    /// ``Configuration/fetcherConfiguration``'s `userAgent`.
    public final var userAgent: String? {
        get { read(\.fetcherConfiguration.userAgent) }
        set { writeFetcherSettings { $0.configuration.fetcherConfiguration.userAgent = newValue } }
    }

    /// The `User-Agent` requests carry: `<userAgent> swift-gdata/<version> <system> (gzip)`
    /// (`GDataPackage.userAgent(application:)`).
    public final var requestUserAgent: String { read(\.fetcherConfiguration.userAgentHeader) }

    /// Query parameter names that turn off pretty-printing; ``Configuration/prettyPrintQueryParameterNames``.
    public final var prettyPrintQueryParameterNames: [String] {
        get { read(\.prettyPrintQueryParameterNames) }
        set { write { $0.prettyPrintQueryParameterNames = newValue } }
    }

    // MARK: Behaviour

    /// Whether transient failures are retried: ``Configuration/fetcherConfiguration``'s `retry` is set. Turning it
    /// on sets the default policy (with the ``retryBlock`` and ``maxRetryInterval`` given while it was off); turning
    /// it off clears it. (Chunked uploads follow ``Configuration/uploadRetry`` either way.)
    public final var retryEnabled: Bool {
        get { read { $0.fetcherConfiguration.retry != nil } }
        set {
            writeFetcherSettings { state in
                if newValue {
                    state.editRetry(enable: true) { _ in }
                } else if let retry = state.configuration.fetcherConfiguration.retry {
                    state.dormantRetry = retry
                    state.configuration.fetcherConfiguration.retry = nil
                }
            }
        }
    }

    /// Decides each retry; setting it turns retry on, as in the original. It receives the attempt, the response
    /// or error, and the policy's suggestion. ``Configuration/fetcherConfiguration``'s `retry.shouldRetry`.
    public final var retryBlock: (@Sendable (GDataHTTPRetryContext) async -> Bool)? {
        get { state.withLock { $0.retryPolicy.shouldRetry } }
        set { writeFetcherSettings { $0.editRetry(enable: newValue != nil) { $0.shouldRetry = newValue } } }
    }

    /// The longest wait between retries (default 60 s); ``Configuration/fetcherConfiguration``'s
    /// `retry.maxInterval`. Setting it does not turn retry on.
    public final var maxRetryInterval: TimeInterval? {
        get { state.withLock { $0.retryPolicy.maxInterval } }
        set {
            writeFetcherSettings { state in
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

    /// Called as upload bytes are acknowledged; ``Configuration/uploadProgressBlock``.
    public final var uploadProgressBlock: (@Sendable (GTLRServiceTicket, Int64, Int64) -> Void)? {
        get { read(\.uploadProgressBlock) }
        set { write { $0.uploadProgressBlock = newValue } }
    }

    /// The chunk size of chunked uploads (default 8 MiB; at least 50,000 bytes);
    /// ``Configuration/serviceUploadChunkSize``.
    public final var serviceUploadChunkSize: Int64 {
        get { read(\.serviceUploadChunkSize) }
        set { write { $0.serviceUploadChunkSize = max(newValue, GDataResumableUpload.Options.minimumChunkSize) } }
    }

    /// Values every ticket starts with in ``GTLRServiceTicket/properties``; ``Configuration/serviceProperties``.
    public final var serviceProperties: [String: any Sendable] {
        get { read(\.serviceProperties) }
        set { write { $0.serviceProperties = newValue } }
    }

    /// Where the service and its fetcher log what they do (a no-op logger unless you give one);
    /// ``Configuration/fetcherConfiguration``'s `logger`.
    public final var logger: Logger {
        get { read(\.fetcherConfiguration.logger) }
        set { writeFetcherSettings { $0.configuration.fetcherConfiguration.logger = newValue } }
    }

    /// The HTTP settings (user agent, timeout, retry, transaction log, logger, TLS, proxy…);
    /// ``Configuration/fetcherConfiguration``. A change applies to queries started afterwards.
    public final var fetcherConfiguration: GDataHTTPFetcher.Configuration {
        get { read(\.fetcherConfiguration) }
        set {
            writeFetcherSettings { state in
                state.configuration.fetcherConfiguration = newValue
                state.dormantRetry = nil
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

    /// The fetcher that sends the service's requests: made from ``Configuration/fetcherConfiguration`` when a query
    /// needs it, and made again after a fetcher setting changes. Assigning one shares it (the original's
    /// `fetcherService`): its configuration becomes ``Configuration/fetcherConfiguration``, until a fetcher setting
    /// is changed, which gives the service its own fetcher again.
    public final var fetcher: GDataHTTPFetcher {
        get {
            state.withLock { state in
                if let fetcher = state.fetcher { return fetcher }
                var configuration = state.configuration.fetcherConfiguration
                // The one change: the policy asks the running query whether it retries (its executionParameters may
                // turn retry on or off for itself) and whose retry block decides.
                var retry = state.retryPolicy
                retry.shouldRetry = { context in
                    guard let decision = GTLRRetryDecision.current, decision.enabled else { return false }
                    let retries = if let block = decision.block { await block(context) } else { context.suggestedRetry }
                    if retries, let ticket = GTLRServiceTicket.current {
                        if let status = context.status {
                            ticket.emit(.responseReceived(status: status, url: context.request.url))
                        }
                        ticket.emit(.retryDelayStarted(context.delay))
                    }
                    return retries
                }
                configuration.retry = retry
                let fetcher = GDataHTTPFetcher(configuration: configuration)
                state.fetcher = fetcher
                return fetcher
            }
        }
        set {
            state.withLock { state in
                state.fetcher = newValue
                state.configuration.fetcherConfiguration = newValue.configuration
                state.dormantRetry = nil
            }
        }
    }

    /// Stops the fetcher's thread; later queries fail. Call it when done with the service.
    public final func shutdown() async {
        let fetcher = state.withLock { state in
            state.isShutDown = true
            return state.fetcher
        }
        await fetcher?.shutdown()
    }

    // MARK: Testing

    /// A service that answers every query with `fakedObject` or `fakedError` without the network (root URL
    /// `https://example.invalid/`), as the original's `mockServiceWithFakedObject:fakedError:`.
    public static func mockService(fakedObject: GTLRObject?, fakedError: (any Error & Sendable)?) -> GTLRService {
        let service = GTLRService()
        service.rootURLString = "https://example.invalid/"
        let object = GTLRObjectSnapshot(fakedObject?.copy())
        service.testBlock = { _, _ in
            if let fakedError { return .error(fakedError) }
            return .object(object.copy())
        }
        return service
    }
}

extension GTLRService {
    /// The retry decision of one execution: the query's own setting, else the service's (a query's retry block
    /// turns retry on for it, as in the original).
    func retryDecision(
        enabled: Bool?,
        block: (@Sendable (GDataHTTPRetryContext) async -> Bool)?
    ) -> GTLRRetryDecision {
        state.withLock { state in
            GTLRRetryDecision(
                enabled: enabled ?? (block != nil || state.configuration.fetcherConfiguration.retry != nil),
                block: block ?? state.retryPolicy.shouldRetry
            )
        }
    }
}

/// The retry decision of the query a fetch belongs to (the fetcher's policy consults it).
struct GTLRRetryDecision: Sendable {
    var enabled: Bool
    var block: (@Sendable (GDataHTTPRetryContext) async -> Bool)?

    @TaskLocal static var current: GTLRRetryDecision?
}
