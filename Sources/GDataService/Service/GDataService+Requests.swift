public import GData
public import GDataHTTP

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// One request the service makes for an operation, before authorization.
struct GDataServiceOperation: Sendable {
    var url: URL
    var method = "GET"
    var etag: String?
    var body: GDataHTTPBody?
    var contentType: String?
    var headers = GDataHTTPHeaders()
    /// The class the response must be (or be convertible to); `nil` picks it from the registry.
    var objectClass: GDataObject.Type?
    var followsNextLinks = false
    /// The origin whose credentials may go with the request when its URL came from a server (a `next` link);
    /// `nil` uses the configuration's ``GDataService/Configuration/credentialOrigin``.
    var credentialOrigin: GDataHTTPOrigin?
    var ignoresUnknowns = false
    var comment: String
}

extension GDataService {
    /// The `Accept` header of object requests.
    public static let acceptHeader = "application/atom+xml, text/xml"
    /// The `Content-Type` of Atom bodies.
    public static let atomContentType = "application/atom+xml; charset=utf-8"
    /// The `Content-Type` of PATCH bodies.
    public static let patchContentType = "application/xml; charset=utf-8"
    /// The ETag that forces an unconditional update or delete (`If-Match: *`). Not for batch entries.
    public static let etagWildcard = "*"

    /// Whether `etag` is weak (`W/` prefix).
    public static func isWeakETag(_ etag: String) -> Bool { etag.hasPrefix("W/") }

    /// Whether the URL's query carries `v=` (then no `GData-Version` header is sent).
    static func queryHasVersion(_ url: URL) -> Bool {
        guard let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery else {
            return false
        }
        return query.hasPrefix("v=") || query.contains("&v=")
    }

    /// The HTTP request for an operation: headers of §2.20, ETag rules of §2.14, method override.
    func makeRequest(_ operation: GDataServiceOperation) -> GDataHTTPRequest {
        var request = GDataHTTPRequest(url: operation.url, method: operation.method)
        request.credentialOrigin = operation.credentialOrigin ?? configuration.credentialOrigin
        request.headers["User-Agent"] = userAgentHeader
        if let version = configuration.serviceVersion, !Self.queryHasVersion(operation.url) {
            request.headers["GData-Version"] = version
        }
        if let etag = operation.etag, !etag.isEmpty {
            switch operation.method {
            case "GET":
                request.headers["If-None-Match"] = etag
            case "PUT", "PATCH", "DELETE":
                if !Self.isWeakETag(etag) { request.headers["If-Match"] = etag }
            default:
                break
            }
        }
        request.headers["Accept"] = Self.acceptHeader
        request.headers["Cache-Control"] = "no-cache"
        if let body = operation.body {
            request.body = body
            request.headers["Content-Type"] = operation.contentType ?? Self.atomContentType
        }
        for field in configuration.additionalHTTPHeaders {
            request.headers.replaceOrAdd(name: field.name, value: field.value)
        }
        for field in operation.headers { request.headers.replaceOrAdd(name: field.name, value: field.value) }
        if configuration.shouldUseMethodOverrideHeader, ["PUT", "PATCH", "DELETE"].contains(operation.method) {
            request.headers["X-HTTP-Method-Override"] = operation.method
            request.method = "POST"
        }
        request.comment = operation.comment
        return request
    }

    // MARK: Sending with authorization

    /// Sends `base` with the current authorization. A `401`/`403` under ClientLogin signs in again once, only when
    /// the credentials have not changed since the request started; a `401` with a refreshable authorizer refreshes
    /// it and repeats once.
    func send(
        _ base: GDataHTTPRequest,
        ticket: GDataServiceTicket?,
        progress: GDataHTTPProgressHandler? = nil
    ) async throws(GDataServiceError) -> GDataHTTPResponse {
        var signedInAgain = false
        var refreshed = false
        while true {
            try ticket?.checkCancelled()
            var request = base
            let used = try await authorize(&request, ticket: ticket)
            try ticket?.checkCancelled()
            ticket?.update { $0.request = request }
            ticket?.emit(.requestStarted(method: request.method, url: request.url))
            do {
                let response = try await fetcher.fetch(request, progress: progress)
                ticket?.update {
                    $0.statusCode = response.status
                    $0.responseHeaders = response.headers
                }
                ticket?.emit(.responseReceived(status: response.status, url: request.url))
                return response
            } catch {
                let error = Self.httpError(error, url: request.url)
                ticket?.update {
                    $0.statusCode = error.status
                    $0.responseHeaders = error.headers
                }
                if let status = error.status { ticket?.emit(.responseReceived(status: status, url: request.url)) }
                let status = error.code == .httpStatus ? error.status : nil
                if status == 401 || status == 403, !signedInAgain, shouldSignInAgain(after: used) {
                    signedInAgain = true
                    continue
                }
                if status == 401, !refreshed, case .authorizer(let authorizer) = used.authorization,
                    authorizer.canRefresh
                {
                    refreshed = true
                    logger.debug("401: refreshing the authorizer's credentials once")
                    do {
                        try await authorizer.refresh(rejecting: request)
                    } catch {
                        throw Self.authorizationFailure(error, url: base.url)
                    }
                    continue
                }
                throw GDataServiceError.from(error, url: base.url)
            }
        }
    }

    /// The authorization a request was sent with.
    struct UsedAuthorization {
        var authorization: GDataServiceAuthorization
        var generation: Int
        var session: GDataClientLoginSession?
        var clientLoginToken: String?
    }

    /// Adds the current authorization to `request` (signing in with ClientLogin first when needed).
    func authorize(_ request: inout GDataHTTPRequest, ticket: GDataServiceTicket?) async throws(GDataServiceError)
        -> UsedAuthorization
    {
        let snapshot = authorizationState.withLock { ($0.authorization, $0.generation, $0.clientLogin) }
        var used = UsedAuthorization(authorization: snapshot.0, generation: snapshot.1, session: snapshot.2)
        if case .none = snapshot.0 {
        } else {
            do {
                try request.checkCredentialOrigin()
            } catch {
                throw GDataServiceError.from(error, url: request.url)
            }
        }
        switch snapshot.0 {
        case .none:
            break
        case .clientLogin:
            guard let session = snapshot.2 else { break }
            if session.currentToken == nil {
                ticket?.emit(.signInStarted)
                logger.debug("waiting for the ClientLogin sign-in")
            }
            let token = try await session.authToken()
            used.clientLoginToken = token
            request.headers["Authorization"] = "GoogleLogin auth=\(token)"
        case .googleLoginToken(let token):
            request.headers["Authorization"] = "GoogleLogin auth=\(token)"
        case .authSubToken(let token):
            request.headers["Authorization"] = "AuthSub token=\(token)"
        case .authorizer(let authorizer):
            do {
                try await authorizer.authorize(&request)
            } catch {
                throw Self.authorizationFailure(error, url: request.url)
            }
        }
        return used
    }

    /// After a 401/403: whether to sign in with ClientLogin again (once, and only when the credentials have not
    /// changed since the request started). Forgets the refused token when so.
    func shouldSignInAgain(after used: UsedAuthorization) -> Bool {
        guard let token = used.clientLoginToken, let session = used.session else { return false }
        guard authorizationState.withLock({ $0.generation }) == used.generation else { return false }
        session.invalidate(token)
        logger.debug("the server refused the ClientLogin token; signing in again once")
        return true
    }

    /// Any error from the fetcher as a `GDataHTTPError`.
    static func httpError(_ error: any Error, url: URL) -> GDataHTTPError {
        if let error = error as? GDataHTTPError { return error }
        if error is CancellationError {
            return GDataHTTPError(code: .cancelled, message: "the request was cancelled", url: url)
        }
        return GDataHTTPError(code: .network, message: "the request failed: \(error)", url: url)
    }

    static func authorizationFailure(_ error: any Error, url: URL) -> GDataServiceError {
        if let error = error as? GDataServiceError { return error }
        if let error = error as? GDataHTTPError { return GDataServiceError.from(error, url: url) }
        if error is CancellationError {
            return GDataServiceError(code: .cancelled, message: "cancelled while authorizing", url: url)
        }
        return GDataServiceError(
            code: .badAuthentication,
            message: "authorizing the request failed: \(error)",
            url: url
        )
    }

    // MARK: ClientLogin

    /// Posts the ClientLogin form and returns the `Auth` token or a typed failure.
    func performClientLogin(_ credentials: GDataClientLoginCredentials) async -> Result<String, GDataServiceError> {
        if credentials.email.isEmpty || credentials.password.isEmpty {
            return .failure(
                GDataServiceError(
                    code: .emptyCredentials,
                    message: "empty username/password",
                    url: credentials.signInURL
                )
            )
        }
        var request = GDataHTTPRequest(url: credentials.signInURL, method: "POST")
        request.headers["User-Agent"] = userAgentHeader
        request.headers["Content-Type"] = "application/x-www-form-urlencoded"
        request.body = .data(GDataClientLoginProtocol.formBody(credentials, defaultSource: userAgentHeader))
        request.comment = "API authentication"
        logger.debug(
            "signing in with ClientLogin",
            metadata: ["service": "\(credentials.serviceID)", "host": "\(credentials.signInURL.host ?? "")"]
        )
        let response: GDataHTTPResponse
        do {
            response = try await fetcher.fetch(request)
        } catch {
            let error = Self.httpError(error, url: request.url)
            if error.code == .httpStatus, let status = error.status {
                return .failure(
                    GDataClientLoginProtocol.failure(
                        status: status,
                        body: error.body ?? Data(),
                        credentials: credentials
                    )
                )
            }
            return .failure(GDataServiceError.from(error, url: credentials.signInURL))
        }
        let fields = GDataClientLoginProtocol.fields(response.body)
        guard let token = fields["Auth"], !token.isEmpty else {
            return .failure(
                GDataClientLoginProtocol.failure(
                    status: 403,
                    body: response.body,
                    credentials: credentials
                )
            )
        }
        return .success(token)
    }

    // MARK: Parsing

    /// Parses a response into the operation's class; an empty body gives `nil` except for GETs.
    func parse(_ response: GDataHTTPResponse, for operation: GDataServiceOperation, ticket: GDataServiceTicket?)
        throws(GDataServiceError) -> GDataObject?
    {
        let isBlank = response.body.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if isBlank {
            if operation.method == "GET" {
                throw GDataServiceError(
                    code: .couldNotConstructObject,
                    message: "the server sent an empty body",
                    url: response.url,
                    status: response.status
                )
            }
            return nil
        }
        var options = GDataParseOptions()
        options.documentURI = response.url.absoluteString
        options.ignoresUnknowns = operation.ignoresUnknowns
        options.surrogates = configuration.surrogates
        options.serviceVersion = response.headers["GData-Version"]
        ticket?.emit(.parsingStarted)
        defer { ticket?.emit(.parsingStopped) }
        do {
            let object =
                if let objectClass = operation.objectClass {
                    try objectClass.parse(data: response.body, options: options)
                } else {
                    try GDataXMLParser.parse(response.body, options: options)
                }
            // The origin the object came from: the default origin for the credentials of its links (edit, post,
            // edit-media), so a link a server put at another origin gets none.
            object.fetchedOrigin = GDataHTTPOrigin(operation.url)
            return object
        } catch let error as GDataXMLError {
            var message = "the response is not a usable document: \(error.message)"
            if let line = error.line {
                message += " (line \(line)" + (error.column.map { ", column \($0)" } ?? "") + ")"
            }
            throw GDataServiceError(
                code: .couldNotConstructObject,
                message: message,
                url: response.url,
                status: response.status,
                headers: response.headers,
                body: response.body,
                xmlError: error
            )
        } catch {
            throw GDataServiceError(
                code: .couldNotConstructObject,
                message: "the response is not a usable document: \(error)",
                url: response.url,
                status: response.status
            )
        }
    }

    // MARK: Running an operation

    /// One request and its parsed object.
    func perform(_ operation: GDataServiceOperation, ticket: GDataServiceTicket?) async throws(GDataServiceError)
        -> GDataObject?
    {
        let response = try await send(makeRequest(operation), ticket: ticket)
        try ticket?.checkCancelled()
        return try parse(response, for: operation, ticket: ticket)
    }

    /// The operation, following next links for feeds when asked.
    func run(_ operation: GDataServiceOperation, ticket: GDataServiceTicket) async throws(GDataServiceError)
        -> GDataObject?
    {
        let object = try await perform(operation, ticket: ticket)
        guard let feed = object as? GDataFeedBase else { return object }
        ticket.setAccumulatedFeed(feed)
        ticket.emit(.pageFetched(index: 1, url: operation.url))
        guard operation.followsNextLinks else { return feed }
        var latest: GDataFeedBase = feed
        var followed = 0
        while let nextURL = latest.nextLink?.url {
            if followed >= configuration.maxNextLinksFollowed {
                let truncation = GDataServiceTicket.PagingTruncation(
                    unfollowedNextURL: nextURL,
                    pagesFetched: followed + 1
                )
                ticket.update { $0.pagingTruncation = truncation }
                ticket.changeAccumulatedFeed { $0.unfollowedNextLinkURL = nextURL }
                logger.debug(
                    "next-link cap reached; paging stopped",
                    metadata: ["followed": "\(followed)", "cap": "\(configuration.maxNextLinksFollowed)"]
                )
                break
            }
            try ticket.checkCancelled()
            followed += 1
            if followed == 3 {
                logger.debug("following many next links; a query with a larger max-results is cheaper")
            }
            logger.debug(
                "following a next link",
                metadata: ["page": "\(followed + 1)", "url": "\(GDataServiceError.loggable(nextURL))"]
            )
            var next = GDataServiceOperation(url: nextURL, comment: "\(operation.comment) (page \(followed + 1))")
            // The next link came from the server: credentials only at the first page's origin.
            next.credentialOrigin =
                operation.credentialOrigin ?? configuration.credentialOrigin ?? GDataHTTPOrigin(operation.url)
            next.objectClass = type(of: feed)
            next.ignoresUnknowns = operation.ignoresUnknowns
            guard let page = try await perform(next, ticket: ticket) as? GDataFeedBase else {
                throw GDataServiceError(
                    code: .couldNotConstructObject,
                    message: "a next page is not a feed",
                    url: nextURL
                )
            }
            // The accumulated feed changes only under the ticket's lock: readers of `accumulatedFeed` copy it there.
            ticket.changeAccumulatedFeed { feed in
                for entry in page.entries {
                    entry.detach()
                    feed.addEntry(entry)
                }
            }
            latest = page
            ticket.update { $0.nextLinksFollowed = followed }
            ticket.emit(.pageFetched(index: followed + 1, url: nextURL))
        }
        ticket.changeAccumulatedFeed { feed in
            for link in feed.links(rel: GDataLink.Rel.next) { feed.removeChild(link) }
        }
        return feed
    }

    /// A ticket running `operation`.
    func startTicket(_ operation: GDataServiceOperation, postedObject: GDataObject? = nil) -> GDataServiceTicket {
        let ticket = GDataServiceTicket(service: self, postedObject: postedObject)
        ticket.start { [self] ticket throws(GDataServiceError) in try await run(operation, ticket: ticket) }
        return ticket
    }
}

extension GDataFeedBase {
    static let unfollowedNextLinkKey = "GDataService.unfollowedNextLinkURL"

    /// When the service's next-link cap stopped paging, the `next` link it did not follow (the feed's own `next`
    /// link is removed after accumulation); `nil` when every page was gathered.
    public internal(set) var unfollowedNextLinkURL: URL? {
        get { property(forKey: Self.unfollowedNextLinkKey) as? URL }
        set { _ = setProperty(newValue, forKey: Self.unfollowedNextLinkKey) }
    }
}

extension GDataObject {
    static let fetchedOriginKey = "GDataService.fetchedOrigin"

    /// The origin (scheme, host, port) a ``GDataService`` fetched this object from, or the one its enclosing feed
    /// was fetched from (an entry of a feed); `nil` for objects parsed from files or built in code.
    ///
    /// It is the default origin for credentials sent to the object's links: updating, deleting or uploading media
    /// through an entry's edit or edit-media link, or inserting through a feed's post link, sends credentials only
    /// when the link is at this origin (otherwise the request is refused before anything is sent), unless
    /// ``GDataService/Configuration/credentialOrigin`` names another or the URL is given explicitly.
    public internal(set) var fetchedOrigin: GDataHTTPOrigin? {
        get {
            var object: GDataObject? = self
            while let current = object {
                if let origin = current.property(forKey: Self.fetchedOriginKey) as? GDataHTTPOrigin { return origin }
                object = current.parent
            }
            return nil
        }
        set { _ = setProperty(newValue, forKey: Self.fetchedOriginKey) }
    }
}

extension GDataService {
    /// The credential origin of an operation on a link of `object` (not a URL the caller gave): the configured one
    /// when set (``Configuration/credentialOrigin`` wins), else the origin `object` was fetched from.
    func linkCredentialOrigin(of object: GDataObject?) -> GDataHTTPOrigin? {
        configuration.credentialOrigin == nil ? object?.fetchedOrigin : nil
    }
}
