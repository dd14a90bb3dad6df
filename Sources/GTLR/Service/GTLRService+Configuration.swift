public import Foundation
public import GDataHTTP
public import Logging

extension GTLRService {
    /// Everything a service is configured with, as one value: given at creation
    /// (``GTLRService/init(configuration:)``), read and replaced whole through ``GTLRService/configuration``, or one
    /// setting at a time through the original's properties (``GTLRService/retryEnabled``,
    /// ``GTLRService/authorizer``, ``GTLRService/shouldFetchNextPages``, …), which update it.
    ///
    /// It has the shape of `GDataService.Configuration`: the same names for the same things (``userAgent``,
    /// ``retry``, ``logger``, ``transactionLog``, ``additionalHeaders``, ``timeout``, ``uploadProgressHandler``,
    /// ``properties``, ``surrogates``, ``fetcher``), plus the REST endpoints and the original's REST settings.
    ///
    /// ```swift
    /// var configuration = GTLRService.Configuration()
    /// configuration.authorizer = GDataBearerTokenAuthorizer(token: accessToken)
    /// configuration.retry = .default
    /// configuration.shouldFetchNextPages = true
    /// let service = GTLRStorageService(configuration: configuration)
    /// ```
    ///
    /// The fetcher is created from ``fetcher``, ``userAgent``, ``timeout``, ``retry``, ``transactionLog`` and
    /// ``logger`` when the first query runs; later changes to those five apply only to a fetcher created afterwards.
    /// Every other setting applies to queries started after the change.
    public struct Configuration: Sendable {
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

        // MARK: Credentials and request decoration

        /// Adds credentials to requests (`GDataBearerTokenAuthorizer` for OAuth 2 access tokens). A 401 with a
        /// refreshable authorizer refreshes it and repeats the request once.
        public var authorizer: (any GDataAuthorizer)?
        /// The API key, sent as `key=` on every request (never logged: the transaction log and errors redact it).
        public var apiKey: String?
        /// The application's name and version, put in front of the library's `User-Agent`
        /// (`<userAgent> swift-gdata/<version> <system> (gzip)`).
        public var userAgent: String?
        /// Headers added to every request (a query's own headers of the same name win).
        public var additionalHeaders = GDataHTTPHeaders()
        /// Query items added to every request (queries' own parameters win).
        public var additionalURLQueryParameters: [String: String] = [:]
        /// Query parameter names that turn off pretty-printing; the first is sent as `false` unless the query sets
        /// one.
        public var prettyPrintQueryParameterNames = ["prettyPrint"]

        // MARK: Behaviour

        /// Retries of transient failures, or `nil` (default) for none: the package's one policy
        /// (`GDataHTTPRetryPolicy`: 408, 429, 500, 502, 503, 504, time-outs, lost or refused connections; backoff
        /// capped at `maxInterval`; `Retry-After` honoured). Its `shouldRetry` is the original's `retryBlock`. A
        /// query's ``GTLRQuery/executionParameters`` may turn retry on or off for itself. Chunked uploads use it
        /// too (`GDataHTTPRetryPolicy.upload` when `nil`, so they recover from drops either way).
        public var retry: GDataHTTPRetryPolicy?
        /// The inactivity timeout of each request, in seconds (default 60).
        public var timeout: TimeInterval = 60
        /// Follows `nextPageToken`s and returns one collection with every page's items.
        public var shouldFetchNextPages = false
        /// How many further pages ``shouldFetchNextPages`` fetches at most (25, the original's cap).
        public var maxNextPagesFetched = 25
        /// The chunk size of chunked uploads (default 8 MiB; at least 50,000 bytes).
        public var uploadChunkSize: Int64 = GDataResumableUpload.Options.defaultChunkSize
        /// Called as upload bytes are acknowledged: (the ticket, bytes sent, total bytes); it may cancel or pause
        /// the ticket (the original's `uploadProgressBlock`).
        public var uploadProgressHandler: (@Sendable (GTLRServiceTicket, _ sent: Int64, _ total: Int64) -> Void)?
        /// Values every ticket starts with in ``GTLRServiceTicket/properties`` (the original's `serviceProperties`).
        public var properties: [String: any Sendable] = [:]
        /// Classes to create instead of the API's: `[(GTLRDrive_File.self, MyFile.self)]`.
        public var surrogates: [(GTLRObject.Type, GTLRObject.Type)] = []

        // MARK: Diagnostics and testing

        /// Where the service and its fetcher log what they do (requests at `debug`, retries at `debug`, the page
        /// cap at `warning`). Never given a credential. The default discards everything: pass your application's
        /// logger to see the messages.
        public var logger = Logger(label: "swift-gdata.gtlr", factory: { _ in SwiftLogNoOpLogHandler() })
        /// The HTML transaction log of every request and response, or `nil` (default).
        public var transactionLog: GDataHTTPTransactionLog?
        /// Answers every query without the network (unit tests of applications; see
        /// ``GTLRService/mockService(fakedObject:fakedError:)``), the original's `testBlock`.
        public var testBlock: GTLRServiceTestBlock?
        /// The fetcher's settings (TLS, proxy, connections per host, test handler); the service sets its user agent,
        /// timeout, retry and transaction log on top, and its ``logger`` unless this one has a logger of its own.
        public var fetcher = GDataHTTPFetcher.Configuration()

        /// The defaults: no endpoints of its own, no credentials, no retry, no paging, nothing logged.
        public init() {}
    }
}
