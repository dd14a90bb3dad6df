public import GData
public import GDataHTTP
internal import GDataPlatform
import Logging
import Synchronization

#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A GData client: fetches feeds and entries, inserts, updates and deletes entries, sends batches, uploads media and
/// reads service documents, over one shared `GDataHTTPFetcher` (the original's `GDataServiceBase` and
/// `GDataServiceGoogle`).
///
/// ```swift
/// var configuration = GDataService.Configuration()
/// configuration.serviceVersion = "2"
/// configuration.fetcherConfiguration.userAgent = "MyApp/1.0"
/// let service = GDataService(configuration: configuration)
/// service.authorization = .authorizer(GDataBearerTokenAuthorizer(token: accessToken))
/// let feed = try await service.fetchFeed(at: feedURL)
/// print(feed.title?.stringValue ?? "")
/// await service.shutdown()
/// ```
///
/// Every operation exists as an `async throws` method and as a `start…` method returning a ``GDataServiceTicket``.
/// Requests carry `User-Agent`, `GData-Version` (unless the URL has `v=`), `Accept`, `Cache-Control: no-cache`,
/// `Content-Type` for bodies, and the ETag headers of the original: a GET sends `If-None-Match` (even for a weak ETag),
/// PUT, PATCH and DELETE send `If-Match` for strong ETags only.
public final class GDataService: Sendable {
    /// Everything a service is configured with. Every property has a default, and every setting has one place:
    /// the HTTP settings (``fetcherConfiguration``: `userAgent`, `timeout`, `retry`, `transactionLog`, `logger`, TLS,
    /// proxy…) are the fetcher's, used as given; the fields here are the service's own. Credentials are not part of
    /// it: they are the service's ``GDataService/authorization``, as they are `GTLRService`'s `authorizer`.
    ///
    /// ```swift
    /// var configuration = GDataService.Configuration()
    /// configuration.fetcherConfiguration.userAgent = "MyApp/1.0"
    /// configuration.fetcherConfiguration.retry = .default
    /// configuration.fetcherConfiguration.logger = logger
    /// let service = GDataService(configuration: configuration)
    /// ```
    public struct Configuration: Sendable {
        /// The HTTP settings of the service's fetcher, each used as given: the application's part of the
        /// `User-Agent` (`userAgent`; requests carry `<userAgent> swift-gdata/<version> <system> (gzip)`), the
        /// inactivity `timeout` (60 s), `retry` of transient failures (`nil`, the default, for none: the package's
        /// one policy, `GDataHTTPRetryPolicy`), the HTML `transactionLog`, the swift-log `logger` the service and
        /// its fetcher tell about retries, redirects, next-link follows, sign-ins and upload recovery (never a
        /// credential; the default discards everything), TLS, proxy, connections per host. Its `authorizer`, if
        /// set, adds credentials on every attempt as for a standalone fetcher; a service's own credentials are its
        /// ``GDataService/authorization``. Set only one: with both, both run, the fetcher's last, so its
        /// `Authorization` header replaces the service's. Its `fetchHistory` is the service's one fetch history (`ETag` and
        /// `Last-Modified` remembered, conditional GETs, optionally a response cache): a new `GDataFetchHistory()` by
        /// default, as the original service remembered ETags from the start; `nil` turns it off. It is used as given,
        /// so services made from one configuration share it. ``shouldCacheResponseData`` and
        /// ``responseDataCacheCapacity`` are the original's names for its settings.
        public var fetcherConfiguration = GDataHTTPFetcher.Configuration()
        /// Sent as `GData-Version` unless the URL's query has `v=`; `nil` sends no header.
        public var serviceVersion: String?
        /// Retries of resumable media uploads (each chunk, and recovering the session after a drop): the package's
        /// one upload rule, the same for `GTLRService` and every `gdata` verb. Default
        /// `GDataHTTPRetryPolicy.upload` (600 s cap), on whether or not ``fetcherConfiguration``'s `retry` is set;
        /// `.disabled` turns it off. A ``GDataMediaUpload/retryPolicy`` set on one upload replaces it for that upload.
        public var uploadRetry = GDataHTTPRetryPolicy.upload
        /// Whether feed fetches follow `next` links, gathering every page's entries into the first page's feed.
        /// Credentials go to a `next` link only at the first page's origin (or ``credentialOrigin``); a link to
        /// another origin ends the fetch with ``GDataServiceError/Code/transport`` carrying
        /// `GDataHTTPError.Code.credentialOrigin`, before anything is sent to it.
        public var shouldFollowNextLinks = false
        /// The one origin credentials may go to, or `nil`. When set, a request elsewhere that would carry credentials
        /// — a URL the caller passed, an entry's edit link, a `next` link, an upload session `Location` — is refused
        /// with `GDataHTTPError.Code.credentialOrigin` before anything is sent. When `nil`, the URLs the caller
        /// passes are trusted; the links of a fetched entry or feed (edit, post, edit-media) get credentials only at
        /// the origin it was fetched from (`GDataObject.fetchedOrigin`); an entry parsed from a file or built in code
        /// has no origin, so its links are the caller's; and the links servers give (`next`, upload sessions) must
        /// be at the origin of the request they answered. Set it when entries come from files or other parties.
        public var credentialOrigin: GDataHTTPOrigin?
        /// The most next links followed per fetch: 26, the original's limit (27 pages). When it stops paging the
        /// ticket's ``GDataServiceTicket/pagingTruncation`` and the feed's `unfollowedNextLinkURL` say so.
        public var maxNextLinksFollowed = 26
        /// Keep response bodies so a `304 Not Modified` is answered with the earlier object (the original's
        /// `shouldCacheResponseData`). Without it a repeated unchanged fetch fails with
        /// ``GDataServiceError/Code/notModified``. A forward of ``fetcherConfiguration``'s `fetchHistory`
        /// (`shouldCacheResponses`); setting it gives the configuration a new history with the other settings kept
        /// (one when there was none), so configurations copied earlier are not changed. Default `false`.
        public var shouldCacheResponseData: Bool {
            get { fetcherConfiguration.fetchHistory?.shouldCacheResponses ?? false }
            set { replaceFetchHistory(shouldCacheResponses: newValue) }
        }
        /// The most body bytes kept by that cache (default 15 MB, the original's `responseDataCacheCapacity`). A
        /// forward of ``fetcherConfiguration``'s `fetchHistory` (`memoryCapacity`), set as
        /// ``shouldCacheResponseData`` is; 0 without a history.
        public var responseDataCacheCapacity: Int {
            get { fetcherConfiguration.fetchHistory?.memoryCapacity ?? 0 }
            set { replaceFetchHistory(memoryCapacity: newValue) }
        }
        /// Drop XML no class declares when parsing feeds (never for batch results).
        public var shouldIgnoreUnknowns = false
        /// Application subclasses to instantiate in place of standard classes.
        public var surrogates = GDataSurrogates()
        /// Send PUT, PATCH and DELETE as POST with `X-HTTP-Method-Override: <method>`.
        public var shouldUseMethodOverrideHeader = false
        /// Headers added to every request.
        public var additionalHTTPHeaders = GDataHTTPHeaders()
        /// Called with every ticket's upload progress (bytes sent, total), as the original's service-wide
        /// upload progress handler was; the block may call the ticket's ``GDataServiceTicket/pauseUpload()``.
        /// Per ticket, read ``GDataServiceTicket/events`` (`.uploadProgress`) instead.
        public var uploadProgressBlock: (@Sendable (GDataServiceTicket, _ sent: Int64, _ total: Int64) -> Void)?
        /// Application data copied to every ticket (the original's `serviceUserData`).
        public var serviceUserData: (any Sendable)?
        /// Named properties copied to every ticket (the original's `serviceProperties`).
        public var serviceProperties: [String: any Sendable] = [:]

        /// The defaults.
        public init() {
            fetcherConfiguration.fetchHistory = GDataFetchHistory()
        }

        /// A new fetch history with the current one's settings, except those given.
        private mutating func replaceFetchHistory(shouldCacheResponses: Bool? = nil, memoryCapacity: Int? = nil) {
            let current = fetcherConfiguration.fetchHistory
            fetcherConfiguration.fetchHistory = GDataFetchHistory(
                shouldCacheResponses: shouldCacheResponses ?? current?.shouldCacheResponses ?? false,
                memoryCapacity: memoryCapacity ?? current?.memoryCapacity ?? 15 * 1024 * 1024,
                directory: current?.directory
            )
        }
    }

    /// This library's version, as sent in the user agent.
    public static var libraryVersion: String { GDataPackage.version }

    /// The configuration the service was created with.
    public let configuration: Configuration
    /// The one fetcher every request goes through.
    public let fetcher: GDataHTTPFetcher
    /// The fetch history (conditional requests and the response cache): ``Configuration/fetcherConfiguration``'s
    /// `fetchHistory`, as given.
    public var fetchHistory: GDataFetchHistory? { configuration.fetcherConfiguration.fetchHistory }

    /// Whether response bodies are kept to answer a `304` (the original's `setShouldCacheResponseData:`), changed on
    /// the service's fetch history and used from the next request; turning it off forgets what is cached. A forward of
    /// ``fetchHistory``'s `shouldCacheResponses` (`false`, and setting it does nothing, when there is none).
    public var shouldCacheResponseData: Bool {
        get { fetchHistory?.shouldCacheResponses ?? false }
        set { fetchHistory?.shouldCacheResponses = newValue }
    }

    /// The most body bytes the response cache keeps (the original's `setResponseDataCacheCapacity:`), changed on the
    /// service's fetch history. A forward of ``fetchHistory``'s `memoryCapacity` (0, and setting it does nothing,
    /// when there is none).
    public var responseDataCacheCapacity: Int {
        get { fetchHistory?.memoryCapacity ?? 0 }
        set { fetchHistory?.memoryCapacity = newValue }
    }
    /// The `User-Agent` header sent: `<userAgent> swift-gdata/<version> <system> (gzip)` for
    /// ``Configuration/fetcherConfiguration``'s `userAgent`.
    public var userAgentHeader: String { configuration.fetcherConfiguration.userAgentHeader }

    /// The logger of ``Configuration/fetcherConfiguration``, which the service tells what it does.
    var logger: Logger { configuration.fetcherConfiguration.logger }

    struct AuthorizationState {
        var authorization: GDataServiceAuthorization = .none
        var generation = 0
        var clientLogin: GDataClientLoginSession?
    }

    let authorizationState: Mutex<AuthorizationState>

    /// Creates a service. No thread is started until the first request.
    public convenience init(configuration: Configuration = Configuration()) {
        self.init(configuration: configuration, authorization: .none)
    }

    /// Creates a service that starts with `authorization`. Unlike setting ``authorization`` later (which clears the
    /// response cache, as the original did when credentials changed), this keeps the entries a fetch history's
    /// `directory` holds from earlier runs, so a command-line tool that passes the same credential every run makes
    /// conditional requests. (Cached entries never hold the credential itself.)
    public init(configuration: Configuration, authorization: GDataServiceAuthorization) {
        self.configuration = configuration
        var fetcherConfiguration = configuration.fetcherConfiguration
        // The one change: the ticket running a request hears about a retry's delay (the decision is the policy's).
        fetcherConfiguration.retry = fetcherConfiguration.retry.map(Self.reportingRetries)
        self.fetcher = GDataHTTPFetcher(configuration: fetcherConfiguration)
        self.authorizationState = Mutex(AuthorizationState())
        if case .none = authorization { return }
        setAuthorization(authorization)
    }

    /// Ends every transfer and stops the fetcher's thread. Later requests fail.
    public func shutdown() async {
        await fetcher.shutdown()
    }

    // MARK: Authorization

    /// How requests are authorized. Setting it clears the ClientLogin token and the response cache (the original
    /// clears both when credentials or the authorizer change); a request already started with the old credentials
    /// is not silently signed in again with the new ones.
    public var authorization: GDataServiceAuthorization {
        get { authorizationState.withLock { $0.authorization } }
        set {
            setAuthorization(newValue)
            clearResponseDataCache()
        }
    }

    private func setAuthorization(_ newValue: GDataServiceAuthorization) {
        authorizationState.withLock { state in
            state.authorization = newValue
            state.generation += 1
            state.clientLogin = nil
            if case .clientLogin(let credentials) = newValue {
                state.clientLogin = GDataClientLoginSession(credentials: credentials) { [weak self] credentials in
                    guard let self else {
                        return .failure(GDataServiceError(code: .cancelled, message: "the service is gone"))
                    }
                    return await self.performClientLogin(credentials)
                }
            }
        }
    }

    /// Sets ClientLogin credentials (the original's `setUserCredentialsWithUsername:password:`).
    public func setUserCredentials(_ credentials: GDataClientLoginCredentials?) {
        authorization = credentials.map { .clientLogin($0) } ?? .none
    }

    /// The ClientLogin token once signed in, if any.
    public var clientLoginToken: String? {
        authorizationState.withLock { $0.clientLogin }?.currentToken
    }

    /// How many ClientLogin sign-in requests the current credentials caused.
    public var clientLoginSignInCount: Int {
        authorizationState.withLock { $0.clientLogin }?.signInCount ?? 0
    }

    /// Signs in with the ClientLogin credentials now (or joins the sign-in in flight) and returns the token
    /// (the original's `authenticateWithDelegate:`).
    public func authenticate() async throws(GDataServiceError) -> String {
        guard let session = authorizationState.withLock({ $0.clientLogin }) else {
            throw GDataServiceError(code: .invalidArgument, message: "no ClientLogin credentials are set")
        }
        return try await session.authToken()
    }

    /// Forgets every cached response body and validator (the original's `clearResponseDataCache`): `removeAll()` on
    /// ``fetchHistory``.
    public func clearResponseDataCache() {
        fetchHistory?.removeAll()
    }

    /// Wraps the retry decision so the ticket running the request hears about the delay.
    static func reportingRetries(_ policy: GDataHTTPRetryPolicy) -> GDataHTTPRetryPolicy {
        var wrapped = policy
        let decide = policy.shouldRetry
        wrapped.shouldRetry = { context in
            let decision = await decide?(context) ?? context.suggestedRetry
            if decision, let ticket = GDataServiceTicket.current {
                if let status = context.status {
                    ticket.emit(.responseReceived(status: status, url: context.request.url))
                }
                ticket.emit(.retryDelayStarted(context.delay))
            }
            return decision
        }
        return wrapped
    }
}
