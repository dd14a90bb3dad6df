public import GDataHTTP
public import Logging
internal import Synchronization

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

/// Google OAuth 2 credentials as a `GDataAuthorizer`: obtains access tokens from a provider (a service-account key,
/// an authorized user's refresh token, the metadata server, impersonation…), keeps the current one and refreshes it,
/// and sends it as `Authorization: Bearer` with `x-goog-user-project` when a quota project applies.
///
/// Give it to any client of the package; every request it makes then signs in, uploads included:
///
/// ```swift
/// let credentials = try await GDataGoogleCredentials.applicationDefault(
///     scopes: ["https://www.googleapis.com/auth/devstorage.read_only"])
/// let service = GTLRStorageService()
/// service.authorizer = credentials                 // or GDataService: .authorization = .authorizer(credentials)
/// // …
/// await credentials.shutdown()
/// ```
///
/// How the token is kept (google-auth's rules): a token is used until 225 s before it expires, measured on a
/// monotonic clock from when it arrived; then the next request refreshes it first. One refresh serves every request
/// that needs it: 50 concurrent requests that find the token expired make one token request, and so do 50 that
/// are refused with `401` for the same token (a refresh asked for by a request whose token is no longer the current
/// one is a no-op). A token without `expires_in` is kept until a `401`.
public final class GDataGoogleCredentials: GDataAuthorizer, Sendable, CustomStringConvertible {
    /// Settings of the credentials' own requests and cache.
    public struct Configuration: Sendable {
        /// The clocks (tests inject their own).
        public var clock: GDataAuthClock = .system
        /// A token is refreshed this many seconds before it expires (google-auth: 225 s).
        public var refreshMargin: TimeInterval = 225
        /// Waits between tries of a token request that failed transiently (three tries: 1 s, 2 s, ±10 %).
        public var retryDelays: [TimeInterval] = [1, 2]
        /// A time limit for each of the credentials' requests, seconds.
        public var timeout: TimeInterval = 30
        /// The fetcher settings of the credentials' own requests (proxy, CA bundle…). No authorizer, retry or
        /// transaction log is used with it: token requests and answers are never logged.
        public var fetcher = GDataHTTPFetcher.Configuration()
        /// Told which kind of credentials refreshed and what the endpoint answered (status, OAuth error code);
        /// never a token, key, assertion or body. Discards everything by default.
        public var logger = Logger(label: "swift-gdata.auth", factory: { _ in SwiftLogNoOpLogHandler() })

        /// The defaults.
        public init() {}
    }

    /// Where tokens come from.
    public let provider: any GDataAccessTokenProvider
    /// The scopes asked for (ignored by providers that do not take scopes).
    public let scopes: [String]
    /// The quota project sent as `x-goog-user-project`: the one given, else `GOOGLE_CLOUD_QUOTA_PROJECT`, else the
    /// credentials file's `quota_project_id`; `nil` for none.
    public let quotaProjectID: String?
    /// Where the credentials were found (a file path, "metadata server"); for messages. No secret.
    public let source: String?

    let client: GDataAuthHTTPClient
    private let configuration: Configuration
    private let state = Mutex(State())

    private struct State {
        var token: GDataAccessToken?
        /// Monotonic seconds after which the token is no longer used (`nil`: until a 401).
        var refreshAfter: TimeInterval?
        var refreshing: Task<GDataAccessToken, any Error>?
        var tokenRequests = 0
    }

    /// Credentials with `provider`'s tokens for `scopes`.
    ///
    /// - Parameters:
    ///   - provider: where tokens come from.
    ///   - scopes: the scopes asked for (providers that do not take scopes ignore them).
    ///   - quotaProjectID: the quota project; `nil` reads `GOOGLE_CLOUD_QUOTA_PROJECT` from `environment`, then the
    ///     provider's file.
    ///   - source: where the credentials came from, for messages.
    ///   - environment: the variables read (the process's by default).
    ///   - configuration: clocks, margins, retries and the fetcher settings of the credentials' own requests.
    public init(
        provider: any GDataAccessTokenProvider,
        scopes: [String] = [],
        quotaProjectID: String? = nil,
        source: String? = nil,
        environment: GDataAuthEnvironment = .current,
        configuration: Configuration = Configuration()
    ) {
        self.provider = provider
        self.scopes = scopes
        self.quotaProjectID = quotaProjectID ?? environment["GOOGLE_CLOUD_QUOTA_PROJECT"] ?? provider.quotaProjectID
        self.source = source
        self.configuration = configuration
        var fetcherConfiguration = configuration.fetcher
        fetcherConfiguration.authorizer = nil
        fetcherConfiguration.retry = nil
        fetcherConfiguration.transactionLog = nil
        fetcherConfiguration.cookieStorage = nil
        fetcherConfiguration.fetchHistory = nil
        fetcherConfiguration.maxRedirects = 0
        if provider.connectsDirectly {
            fetcherConfiguration.connectsDirectly = true
            fetcherConfiguration.connectTimeout = min(fetcherConfiguration.connectTimeout, configuration.timeout)
        }
        client = GDataAuthHTTPClient(
            fetcher: GDataHTTPFetcher(configuration: fetcherConfiguration),
            clock: configuration.clock,
            retryDelays: configuration.retryDelays,
            timeout: configuration.timeout,
            logger: configuration.logger
        )
    }

    /// Stops the credentials' own fetcher. Call it when done (requests after it fail).
    public func shutdown() async {
        state.withLock { $0.refreshing?.cancel() }
        await client.fetcher.shutdown()
    }

    // MARK: GDataAuthorizer

    /// Sets `Authorization: Bearer <token>` (refreshing first when the token is missing or about to expire) and
    /// `x-goog-user-project` when a quota project applies.
    public func authorize(_ request: inout GDataHTTPRequest) async throws {
        let token = try await accessToken()
        request.headers["Authorization"] = "Bearer \(token.value)"
        if let quotaProjectID { request.headers["x-goog-user-project"] = quotaProjectID }
    }

    /// `true`.
    public var canRefresh: Bool { true }

    /// Obtains a new token now (shared with any refresh already under way).
    public func refresh() async throws {
        _ = try await sharedRefresh(replacing: nil, force: true)
    }

    /// After a `401` to `rejected`: a new token, unless the current one is already another than `rejected` carried
    /// (another request refreshed it meanwhile), in which case nothing is sent.
    public func refresh(rejecting rejected: GDataHTTPRequest) async throws {
        let sent = rejected.headers["Authorization"].flatMap { header -> String? in
            header.hasPrefix("Bearer ") ? String(header.dropFirst(7)) : nil
        }
        _ = try await sharedRefresh(replacing: sent, force: true)
    }

    // MARK: Tokens

    /// A token valid for at least ``Configuration/refreshMargin`` more seconds (refreshed first when needed).
    public func accessToken() async throws -> GDataAccessToken {
        try await sharedRefresh(replacing: nil, force: false)
    }

    /// How many token requests these credentials have made (for tests and diagnostics).
    public var tokenRequestCount: Int { state.withLock { $0.tokenRequests } }

    /// An OpenID Connect ID token for `audience`, when the provider can make one.
    public func identityToken(audience: String) async throws -> String {
        guard let provider = provider as? any GDataIdentityTokenProvider else {
            throw GDataAuthError(
                code: .unsupported,
                message:
                    "\(provider.kind) credentials cannot make ID tokens (a service account or the metadata server can)"
            )
        }
        return try await provider.fetchIdentityToken(audience: audience, client: client)
    }

    /// The cached token when it is usable; else the refresh under way; else a new refresh. `replacing`: the token a
    /// server refused (a refresh is needed only while it is still the current one). `force`: refresh even if the
    /// cached token has not expired.
    private func sharedRefresh(replacing rejected: String?, force: Bool) async throws -> GDataAccessToken {
        let now = configuration.clock.monotonicSeconds()
        enum Next {
            case use(GDataAccessToken)
            case wait(Task<GDataAccessToken, any Error>)
        }
        let next: Next = state.withLock { state in
            if let refreshing = state.refreshing { return .wait(refreshing) }
            if let token = state.token {
                let fresh = state.refreshAfter.map { now < $0 } ?? true
                if !force, fresh { return .use(token) }
                // A 401 for a token that is no longer the current one: the current one is newer; use it.
                if force, let rejected, rejected != token.value, fresh { return .use(token) }
            }
            let task = Task { [self] in try await fetch() }
            state.refreshing = task
            state.tokenRequests += 1
            return .wait(task)
        }
        switch next {
        case .use(let token):
            return token
        case .wait(let task):
            return try await task.value
        }
    }

    /// One token request; stores the result and clears the refresh under way.
    private func fetch() async throws -> GDataAccessToken {
        let requested = provider.takesScopes ? scopes : []
        configuration.logger.debug("refreshing the access token", metadata: ["credentials": "\(provider.kind)"])
        do {
            let token = try await provider.fetchToken(scopes: requested, client: client)
            let arrived = configuration.clock.monotonicSeconds()
            state.withLock { state in
                state.token = token
                // A token shorter-lived than twice the margin is used for half its life (google-auth would
                // refresh it before every request).
                state.refreshAfter = token.expiresIn.map { arrived + $0 - min(configuration.refreshMargin, $0 / 2) }
                state.refreshing = nil
            }
            return token
        } catch {
            state.withLock { $0.refreshing = nil }
            throw error
        }
    }

    /// Forgets the cached token (the next request refreshes).
    public func invalidate() {
        state.withLock {
            $0.token = nil
            $0.refreshAfter = nil
        }
    }

    /// The kind, account and source; never a token or key.
    public var description: String {
        var parts = [provider.kind]
        if let account = provider.account { parts.append(account) }
        if let source { parts.append("from \(source)") }
        return "GDataGoogleCredentials(\(parts.joined(separator: ", ")))"
    }
}
