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
/// Configure the service before its first query: the fetcher is created then, from ``fetcherConfiguration``,
/// ``userAgent``, ``retryEnabled`` and ``maxRetryInterval`` (or assign your own ``fetcher``). Other settings may be
/// changed at any time and apply to queries started afterwards.
open class GTLRService: @unchecked Sendable {
    // @unchecked: every mutable member is behind `state`.
    struct Settings: @unchecked Sendable {
        var rootURLString = ""
        var servicePath = ""
        var batchPath: String?
        var simpleUploadPath = "upload/"
        var resumableUploadPath = "resumable/upload/"
        var apiKey: String?
        var additionalHTTPHeaders: [String: String] = [:]
        var additionalURLQueryParameters: [String: String] = [:]
        var userAgent: String?
        var authorizer: (any GDataAuthorizer)?
        var retryEnabled = false
        var retryBlock: (@Sendable (GDataHTTPRetryContext) async -> Bool)?
        var maxRetryInterval: TimeInterval?
        var shouldFetchNextPages = false
        var maxNextPagesFetched = 25
        var testBlock: GTLRServiceTestBlock?
        var surrogates: [(GTLRObject.Type, GTLRObject.Type)] = []
        var uploadProgressBlock: (@Sendable (GTLRServiceTicket, Int64, Int64) -> Void)?
        var serviceUploadChunkSize: Int64 = GDataResumableUpload.Options.defaultChunkSize
        var prettyPrintQueryParameterNames = ["prettyPrint"]
        var serviceProperties: [String: any Sendable] = [:]
        var fetcherConfiguration = GDataHTTPFetcher.Configuration()
        var fetcher: GDataHTTPFetcher?
        var logger = Logger(label: "swift-gdata.gtlr")
    }

    let state = Mutex(Settings())

    func read<T>(_ body: (Settings) -> T) -> T { state.withLock { body($0) } }
    func write(_ body: (inout Settings) -> Void) { state.withLock { body(&$0) } }

    /// A service with no root URL (generated subclasses set theirs).
    public init() {}

    // MARK: Endpoints

    /// The API's root URL, ending in `/` (`https://storage.googleapis.com/`). Point it at an emulator or a local
    /// server to test against one.
    public var rootURLString: String {
        get { read(\.rootURLString) }
        set { write { $0.rootURLString = Self.slashTerminated(newValue) } }
    }

    /// The path of the API under the root URL, ending in `/` (`storage/v1/`).
    public var servicePath: String {
        get { read(\.servicePath) }
        set { write { $0.servicePath = Self.slashTerminated(newValue, allowEmpty: true) } }
    }

    /// The batch endpoint under the root URL (`batch/storage/v1`), `nil` when the API has none.
    public var batchPath: String? {
        get { read(\.batchPath) }
        set { write { $0.batchPath = newValue.map(Self.withoutLeadingSlash) } }
    }

    /// The prefix of single-request and `uploadType=resumable` uploads (`upload/`).
    public var simpleUploadPath: String {
        get { read(\.simpleUploadPath) }
        set { write { $0.simpleUploadPath = Self.slashTerminated(newValue, allowEmpty: true) } }
    }

    /// The prefix of `X-Goog-Upload` uploads (`resumable/upload/`).
    public var resumableUploadPath: String {
        get { read(\.resumableUploadPath) }
        set { write { $0.resumableUploadPath = Self.slashTerminated(newValue, allowEmpty: true) } }
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

    /// The API key, sent as `key=` on every request (never logged: the HTTP log and errors redact it).
    public var apiKey: String? {
        get { read(\.apiKey) }
        set { write { $0.apiKey = newValue } }
    }

    /// Adds credentials to requests (`GDataBearerTokenAuthorizer` for OAuth 2 access tokens). A 401 with a
    /// refreshable authorizer refreshes it and repeats the request once.
    public var authorizer: (any GDataAuthorizer)? {
        get { read(\.authorizer) }
        set { write { $0.authorizer = newValue } }
    }

    /// Headers added to every request.
    public var additionalHTTPHeaders: [String: String] {
        get { read(\.additionalHTTPHeaders) }
        set { write { $0.additionalHTTPHeaders = newValue } }
    }

    /// Query items added to every request (queries' own parameters win).
    public var additionalURLQueryParameters: [String: String] {
        get { read(\.additionalURLQueryParameters) }
        set { write { $0.additionalURLQueryParameters = newValue } }
    }

    /// The application's name and version, put in front of the library's `User-Agent`.
    public var userAgent: String? {
        get { read(\.userAgent) }
        set { write { $0.userAgent = newValue } }
    }

    /// The `User-Agent` requests carry: `<userAgent> swift-gdata-gtlr/0.1 (gzip)`.
    public var requestUserAgent: String { Self.requestUserAgent(application: userAgent) }

    static func requestUserAgent(application: String?) -> String {
        (application.map { $0 + " " } ?? "") + "swift-gdata-gtlr/0.1 (gzip)"
    }

    /// Query parameter names that turn off pretty-printing; the first is sent as `false` unless the query sets it.
    public var prettyPrintQueryParameterNames: [String] {
        get { read(\.prettyPrintQueryParameterNames) }
        set { write { $0.prettyPrintQueryParameterNames = newValue } }
    }

    // MARK: Behaviour

    /// Retries transient failures (408, 502, 503, 504, timeouts, dropped connections) with exponential backoff.
    public var retryEnabled: Bool {
        get { read(\.retryEnabled) }
        set { write { $0.retryEnabled = newValue } }
    }

    /// Decides each retry; setting it turns retry on. It receives the attempt, the response or error, and the
    /// fetcher's suggestion.
    public var retryBlock: (@Sendable (GDataHTTPRetryContext) async -> Bool)? {
        get { read(\.retryBlock) }
        set { write { $0.retryBlock = newValue; if newValue != nil { $0.retryEnabled = true } } }
    }

    /// The longest wait between retries (default: the fetcher's, 60 s).
    public var maxRetryInterval: TimeInterval? {
        get { read(\.maxRetryInterval) }
        set { write { $0.maxRetryInterval = newValue } }
    }

    /// Follows `nextPageToken`s and returns one collection with every page's items.
    public var shouldFetchNextPages: Bool {
        get { read(\.shouldFetchNextPages) }
        set { write { $0.shouldFetchNextPages = newValue } }
    }

    /// How many further pages ``shouldFetchNextPages`` fetches at most (25, the original's cap). When pages remain,
    /// the result keeps its `nextPageToken`, ``GTLRServiceTicket/reachedPageLimit`` is set and a warning is logged.
    public var maxNextPagesFetched: Int {
        get { read(\.maxNextPagesFetched) }
        set { write { $0.maxNextPagesFetched = max(0, newValue) } }
    }

    /// Answers every query without the network (unit tests of applications; see ``mockService(fakedObject:fakedError:)``).
    public var testBlock: GTLRServiceTestBlock? {
        get { read(\.testBlock) }
        set { write { $0.testBlock = newValue } }
    }

    /// Classes to create instead of the API's: `[(GTLRDrive_File.self, MyFile.self)]`.
    public var surrogates: [(GTLRObject.Type, GTLRObject.Type)] {
        get { read(\.surrogates) }
        set { write { $0.surrogates = newValue } }
    }

    /// Called as upload bytes are acknowledged: (the ticket, bytes sent, total bytes); it may cancel the ticket.
    public var uploadProgressBlock: (@Sendable (GTLRServiceTicket, Int64, Int64) -> Void)? {
        get { read(\.uploadProgressBlock) }
        set { write { $0.uploadProgressBlock = newValue } }
    }

    /// The chunk size of chunked uploads (default 8 MiB; at least 50,000 bytes).
    public var serviceUploadChunkSize: Int64 {
        get { read(\.serviceUploadChunkSize) }
        set { write { $0.serviceUploadChunkSize = max(newValue, GDataResumableUpload.Options.minimumChunkSize) } }
    }

    /// Values every ticket starts with in ``GTLRServiceTicket/properties``.
    public var serviceProperties: [String: any Sendable] {
        get { read(\.serviceProperties) }
        set { write { $0.serviceProperties = newValue } }
    }

    /// Where the service logs what it does (requests at `debug`, the page cap at `warning`).
    public var logger: Logger {
        get { read(\.logger) }
        set { write { $0.logger = newValue } }
    }

    /// The settings of the fetcher the service creates (TLS, proxy, timeouts, HTTP log, test handler). Read when
    /// the first query runs.
    public var fetcherConfiguration: GDataHTTPFetcher.Configuration {
        get { read(\.fetcherConfiguration) }
        set { write { $0.fetcherConfiguration = newValue } }
    }

    /// The class of each `kind` value (generated).
    open class var kindStringToClassMap: [String: GTLRObject.Type] { [:] }

    /// The resolver of the service: its kind map and surrogates.
    public var objectClassResolver: GTLRObjectClassResolver {
        GTLRObjectClassResolver(kindMap: Self.kindStringToClassMap, surrogates: surrogates)
    }

    // MARK: Fetcher

    /// The fetcher that sends the service's requests (created on first use; assign one to share it).
    public var fetcher: GDataHTTPFetcher {
        get {
            state.withLock { settings in
                if let fetcher = settings.fetcher { return fetcher }
                var configuration = settings.fetcherConfiguration
                configuration.userAgent = Self.requestUserAgent(application: settings.userAgent)
                var retry = GDataHTTPFetcher.RetryPolicy()
                if let maximum = settings.maxRetryInterval {
                    retry.maxInterval = maximum
                    if retry.initialIntervalRange.upperBound >= maximum {
                        retry.initialIntervalRange = (maximum / 4)...(maximum / 2)
                    }
                }
                retry.shouldRetry = { context in
                    guard let decision = GTLRRetryDecision.current, decision.enabled else { return false }
                    if let block = decision.block { return await block(context) }
                    return context.suggestedRetry
                }
                configuration.retry = retry
                configuration.activityLogger = configuration.activityLogger ?? settings.logger
                let fetcher = GDataHTTPFetcher(configuration: configuration)
                settings.fetcher = fetcher
                return fetcher
            }
        }
        set { write { $0.fetcher = newValue } }
    }

    /// Stops the fetcher's thread; later queries fail. Call it when done with the service.
    public func shutdown() async {
        let fetcher = read(\.fetcher)
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

/// The retry decision of the query a fetch belongs to (the fetcher's policy consults it).
struct GTLRRetryDecision: Sendable {
    var enabled: Bool
    var block: (@Sendable (GDataHTTPRetryContext) async -> Bool)?

    @TaskLocal static var current: GTLRRetryDecision?
}
