public import GDataHTTP

extension GTLRService {
    /// Everything a service is configured with, as one value: given at creation
    /// (``GTLRService/init(configuration:)``), read and replaced whole through ``GTLRService/configuration``, or one
    /// setting at a time through the original's properties (``GTLRService/retryEnabled``,
    /// ``GTLRService/userAgent``, ``GTLRService/shouldFetchNextPages``, …), each a forward of one field here.
    ///
    /// Every setting has one place. The HTTP settings are the fetcher's, in ``fetcherConfiguration``: the
    /// application's part of the `User-Agent` (`userAgent`), the inactivity `timeout`, `retry`, the HTML
    /// `transactionLog`, the swift-log `logger`, TLS, proxy, connections per host. The fields here are the service's
    /// own. It has the shape of `GDataService.Configuration` (the same names for the same things:
    /// ``fetcherConfiguration``, ``uploadRetry``, ``uploadProgressBlock``, ``serviceProperties``,
    /// ``additionalHTTPHeaders``, ``surrogates``), plus the REST endpoints and the original's REST settings.
    /// Credentials are not part of it, as they are not part of `GDataService.Configuration`: they are the service's
    /// ``GTLRService/authorizer``.
    ///
    /// ```swift
    /// var configuration = GTLRService.Configuration()
    /// configuration.fetcherConfiguration.userAgent = "MyApp/1.0"
    /// configuration.fetcherConfiguration.retry = .default
    /// configuration.shouldFetchNextPages = true
    /// let service = GTLRStorageService(configuration: configuration)
    /// service.authorizer = GDataBearerTokenAuthorizer(token: accessToken)
    /// ```
    ///
    /// A change applies to queries started afterwards, the fetcher settings included: changing one after a query has
    /// run gives the service a new fetcher made from them (queries still running finish on the old one).
    public struct Configuration: Sendable {
        // MARK: HTTP

        /// The HTTP settings of the service's fetcher, each used as given: `userAgent` (the application's part;
        /// requests carry `<userAgent> swift-gdata/<version> <system> (gzip)`, ``GTLRService/requestUserAgent``),
        /// the inactivity `timeout` (60 s), `retry` of transient failures (`nil`, the default, for none: the
        /// package's one policy, `GDataHTTPRetryPolicy`, whose `shouldRetry` is the original's `retryBlock`; a
        /// query's ``GTLRQuery/executionParameters`` may turn it on or off for itself), the HTML `transactionLog`,
        /// the swift-log `logger` the service and its fetcher tell what they do (requests and retries at `debug`,
        /// the page cap at `warning`; never a credential; the default discards everything), TLS, proxy,
        /// connections per host. Its `authorizer`, if set, adds credentials on every attempt as for a standalone
        /// fetcher; the service's own credentials are ``GTLRService/authorizer``. Set only one: with both, both run,
        /// the fetcher's last, so its `Authorization` header replaces the service's.
        public var fetcherConfiguration = GDataHTTPFetcher.Configuration()

        // MARK: Endpoints (the generated service's unless set)

        /// The API's root URL, ending in `/` (`https://storage.googleapis.com/`); `nil` keeps the service's own
        /// (the generated subclass's). Point it at an emulator or a local server to test against one.
        public var rootURLString: String?
        /// The path of the API under the root URL, ending in `/` (`storage/v1/`); `nil` keeps the service's own.
        public var servicePath: String?
        /// The batch endpoint under the root URL (`batch/storage/v1`); `nil` keeps the service's own (none for a
        /// plain ``GTLRService``).
        public var batchPath: String?
        /// The prefix of single-request and `uploadType=resumable` uploads; `nil` keeps the service's own
        /// (`upload/`).
        public var simpleUploadPath: String?
        /// The prefix of `X-Goog-Upload` uploads; `nil` keeps the service's own (`resumable/upload/`).
        public var resumableUploadPath: String?
        /// Whether bodies go out as `{"data": …}` and results are read from their `data` member (Discovery's
        /// `dataWrapper` feature, translate v2; the original's `dataWrapperRequired`); `nil` keeps the service's own
        /// (the generated service sets it from its document; `false` for a plain ``GTLRService``).
        public var dataWrapperRequired: Bool?

        // MARK: Request decoration

        /// The API key, sent as `key=` on every request (never logged: the transaction log and errors redact it).
        public var apiKey: String?
        /// Headers added to every request (a query's own headers of the same name win).
        public var additionalHTTPHeaders = GDataHTTPHeaders()
        /// Query items added to every request (queries' own parameters win).
        public var additionalURLQueryParameters: [String: String] = [:]
        /// Query parameter names that turn off pretty-printing; the first is sent as `false` unless the query sets
        /// one.
        public var prettyPrintQueryParameterNames = ["prettyPrint"]

        // MARK: Behaviour

        /// Follows `nextPageToken`s and returns one collection with every page's items.
        public var shouldFetchNextPages = false
        /// How many further pages ``shouldFetchNextPages`` fetches at most (25, the original's cap).
        public var maxNextPagesFetched = 25
        /// The chunk size of chunked uploads (default 8 MiB; at least 50,000 bytes).
        public var serviceUploadChunkSize: Int64 = GDataResumableUpload.Options.defaultChunkSize
        /// Retries of chunked uploads (each chunk, and recovering the session after a drop): the package's one upload
        /// rule, the same for `GDataService` and every `gdata` verb. Default `GDataHTTPRetryPolicy.upload`
        /// (600 s cap), on whether or not ``fetcherConfiguration``'s `retry` is set; `.disabled` turns it off.
        public var uploadRetry = GDataHTTPRetryPolicy.upload
        /// Called as upload bytes are acknowledged: (the ticket, bytes sent, total bytes); it may cancel or pause
        /// the ticket.
        public var uploadProgressBlock: (@Sendable (GTLRServiceTicket, _ sent: Int64, _ total: Int64) -> Void)?
        /// Values every ticket starts with in ``GTLRServiceTicket/properties``.
        public var serviceProperties: [String: any Sendable] = [:]
        /// Classes to create instead of the API's: `[(GTLRDrive_File.self, MyFile.self)]`.
        public var surrogates: [(GTLRObject.Type, GTLRObject.Type)] = []

        // MARK: Testing

        /// Answers every query without the network (unit tests of applications; see
        /// ``GTLRService/mockService(fakedObject:fakedError:)``), the original's `testBlock`.
        public var testBlock: GTLRServiceTestBlock?

        /// The defaults: no endpoints of its own, no retry of ordinary requests, no paging, nothing logged.
        public init() {}
    }
}
