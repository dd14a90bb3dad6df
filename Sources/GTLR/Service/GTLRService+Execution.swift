public import GDataHTTP

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

extension GTLRService {
    /// Starts `query` and returns its ticket at once; `try await ticket.value` gives the result, `ticket.cancel()`
    /// stops it. The execution runs on a copy of `query`, made before this returns.
    public func startQuery(_ query: GTLRQuery) -> GTLRServiceTicket {
        let ticket = makeTicket(for: query)
        ticket.start { [self] in try await self.perform(ticket, query: ticket.query) }
        return ticket
    }

    /// Starts `query` and calls `completionHandler` with the ticket, the object and the error when it ends (also
    /// after ``GTLRServiceTicket/cancel()``, with a `.cancelled` error), as `executeQuery:completionHandler:`. The
    /// object is the handler's own (a copy of the ticket's).
    @discardableResult
    public func executeQuery(
        _ query: GTLRQuery,
        completionHandler: @escaping GTLRServiceTicket.CompletionHandler
    ) -> GTLRServiceTicket {
        startQuery(query).completing(with: completionHandler)
    }

    /// Runs `query` in the calling task and returns the result (`nil` for an empty body, e.g. a delete). Cancelling
    /// the task cancels the transfer.
    ///
    /// It runs in the caller's isolation: an actor (the main actor included) passes a query it keeps and gets back a
    /// result it owns. The query is copied before the first suspension, so the caller may change or execute it
    /// again; the result is new and shared with nothing (the ticket keeps a copy), so it can be sent on to
    /// another task. The request is built and sent off the caller's actor.
    ///
    /// - Throws: ``GTLRServiceError``.
    public nonisolated(nonsending) func executeQuery(_ query: GTLRQuery) async throws(GTLRServiceError)
        -> sending GTLRObject?
    {
        let ticket = makeTicket(for: query)
        let outcome: Result<GTLRObject?, GTLRServiceError>
        do {
            outcome = .success(try await perform(ticket, query: ticket.query))
        } catch {
            outcome = .failure(Self.mapError(error))
        }
        if let cancelled = ticket.finish(outcome) { throw cancelled }
        return try outcome.get()
    }

    /// Runs `query` and returns its result as `T`
    /// (`let list = try await service.executeQuery(query, as: GTLRDrive_FileList.self)`, or
    /// `let list: GTLRDrive_FileList = try await service.executeQuery(query)`), in the caller's isolation as
    /// ``executeQuery(_:)``.
    ///
    /// - Throws: ``GTLRServiceError``; `.unexpectedResponse` when the body is empty or another class.
    public nonisolated(nonsending) func executeQuery<T: GTLRObject>(_ query: GTLRQuery, as type: T.Type = T.self)
        async throws(GTLRServiceError) -> sending T
    {
        try Self.typed(try await executeQuery(query), as: type, queryName: query.loggingName)
    }

    /// `object` as a `T`, or the error saying what came instead.
    static func typed<T: GTLRObject>(_ object: sending GTLRObject?, as type: T.Type, queryName: String?)
        throws(GTLRServiceError) -> sending T
    {
        guard let typed = object as? T else {
            let found = object.map { "\(Swift.type(of: $0))" } ?? "no object"
            throw GTLRServiceError(
                code: .unexpectedResponse,
                message: "\(queryName ?? "the query") returned \(found), not \(T.self)"
            )
        }
        return typed
    }

    /// GETs an object by its absolute URL (a `selfLink`), in the caller's isolation as ``executeQuery(_:)``.
    public nonisolated(nonsending) func fetchObject(url: URL, objectClass: GTLRObject.Type? = nil)
        async throws(GTLRServiceError) -> sending GTLRObject?
    {
        try await executeQuery(GTLRResourceURLQuery(url: url, objectClass: objectClass))
    }

    /// Streams the media of `query` (a media download query, or any query of a method that supports media
    /// download: `alt=media` is added) into `fileURL`, without holding it in memory. A retried attempt continues the
    /// bytes already written where that is safe (``download(_:to:options:progress:)``).
    ///
    /// - Throws: ``GTLRServiceError``.
    @discardableResult
    public nonisolated(nonsending) func download(
        _ query: GTLRQuery,
        to fileURL: URL,
        progress: GDataHTTPProgressHandler? = nil
    )
        async throws(GTLRServiceError) -> GDataHTTPResponse
    {
        try await download(query, to: fileURL, options: GDataHTTPDownloadOptions(), progress: progress)
    }

    /// Streams the media of `query` into `fileURL` as `GDataHTTPFetcher.download(_:to:options:progress:)` does:
    /// retries continue the bytes written with `Range` under `If-Range`, and with
    /// `GDataHTTPDownloadOptions.PartialFile.keep` an interrupted download leaves `NAME.part` and its resume record
    /// for a later call to continue.
    ///
    /// - Throws: ``GTLRServiceError``: as ``executeQuery(_:)``; `.unexpectedResponse` for a `206` that cannot continue
    ///   the bytes held; `.fileIO` when the file cannot be written.
    @discardableResult
    public nonisolated(nonsending) func download(
        _ query: GTLRQuery,
        to fileURL: URL,
        options: GDataHTTPDownloadOptions,
        progress: GDataHTTPProgressHandler? = nil
    ) async throws(GTLRServiceError) -> GDataHTTPResponse {
        let download = query.copy()
        if download.downloadAsDataObjectType == nil { download.downloadAsDataObjectType = "media" }
        let request = try request(for: download)
        let partial = try Self.partialDownload(
            to: fileURL,
            url: request.url,
            options: options,
            resumable: !request.headers.contains("Range")
        )
        do {
            let response = try await send(
                request,
                skipAuthorization: download.shouldSkipAuthorization,
                partial: partial,
                progress: progress
            )
            try partial.commit()
            return response
        } catch {
            partial.discard()
            throw Self.mapDownloadError(error)
        }
    }

    /// The partial download for `fileURL` (a kept `NAME.part` is opened here).
    static func partialDownload(to fileURL: URL, url: URL, options: GDataHTTPDownloadOptions, resumable: Bool = true)
        throws(GTLRServiceError) -> GDataPartialDownload
    {
        do {
            return try GDataPartialDownload(destination: fileURL, url: url, options: options, resumable: resumable)
        } catch {
            throw GTLRServiceError(code: .fileIO, message: error.message, underlying: error)
        }
    }

    /// A download's errors: a response that cannot continue the bytes held is `.unexpectedResponse`, a file error
    /// `.fileIO`; the rest as ``mapError(_:)``.
    static func mapDownloadError(_ error: any Error) -> GTLRServiceError {
        if let error = error as? GTLRServiceError, let http = error.underlying as? GDataHTTPError {
            switch http.code {
            case .invalidResponse:
                return GTLRServiceError(
                    code: .unexpectedResponse,
                    message: http.message,
                    status: http.status,
                    headers: http.headers,
                    underlying: http
                )
            case .fileIO:
                return GTLRServiceError(code: .fileIO, message: http.message, underlying: http)
            default:
                return error
            }
        }
        guard let http = error as? GDataHTTPError else { return mapError(error) }
        return mapDownloadError(mapError(http))
    }

    func makeTicket(for query: GTLRQuery) -> GTLRServiceTicket {
        var properties = serviceProperties
        for (key, value) in query.executionParameters.ticketProperties ?? [:] { properties[key] = value }
        return GTLRServiceTicket(service: self, query: query.copy(), properties: properties)
    }

    /// Runs the ticket's query (`query`, the execution's own copy) with the ticket as ``GTLRServiceTicket/current``:
    /// test block, upload, or fetch (with paging).
    func perform(_ ticket: GTLRServiceTicket, query: sending GTLRQuery) async throws -> sending GTLRObject? {
        try await GTLRServiceTicket.$current.withValue(ticket) { () async throws -> GTLRObject? in
            try await performAsCurrent(ticket, query: query)
        }
    }

    func performAsCurrent(_ ticket: GTLRServiceTicket, query: GTLRQuery) async throws -> GTLRObject? {
        let parameters = query.executionParameters
        let settings = read { $0 }
        var resolver = objectClassResolver
        if let custom = parameters.objectClassResolver { resolver = custom }
        let retry = retryDecision(enabled: parameters.retryEnabled, block: parameters.retryBlock)
        return try await GTLRRetryDecision.$current.withValue(retry) { () async throws -> GTLRObject? in
            if let testBlock = parameters.testBlock ?? settings.testBlock {
                return try await runTestBlock(testBlock, ticket: ticket, query: query)
            }
            if query.uploadParameters != nil {
                return try await upload(ticket, query: query, resolver: resolver)
            }
            settings.fetcherConfiguration.logger.debug("GTLR \(query.loggingName ?? query.httpMethod)")
            let first = try await fetchOnce(query, ticket: ticket, resolver: resolver)
            ticket.update { $0.pagesFetched = 1 }
            if let url = ticket.request?.url { ticket.emit(.pageFetched(index: 1, url: url)) }
            let paging = parameters.shouldFetchNextPages ?? settings.shouldFetchNextPages
            guard paging, query.downloadAsDataObjectType == nil, let collection = first as? GTLRCollectionObject else {
                return first
            }
            try await fetchRemainingPages(
                into: collection,
                query: query,
                ticket: ticket,
                resolver: resolver,
                limit: settings.maxNextPagesFetched
            )
            return collection
        }
    }

    /// Follows `nextPageToken`s, appending each page's items to `first`.
    func fetchRemainingPages(
        into first: GTLRCollectionObject,
        query: GTLRQuery,
        ticket: GTLRServiceTicket,
        resolver: GTLRObjectClassResolver,
        limit: Int
    ) async throws {
        let key = type(of: first).collectionItemsKey
        var token = first.nextPageTokenValue.flatMap { $0.isEmpty ? nil : $0 }
        guard token != nil else { return }
        var items = first.itemValues
        var pages = 1
        var reachedLimit = false
        while let current = token {
            if pages - 1 >= limit {
                reachedLimit = true
                break
            }
            let next = query.copy()
            next.orderedQueryItems.removeAll { $0.name == "pageToken" }
            next.parameters["pageToken"] = .string(current)
            logger.debug("GTLR \(query.loggingName ?? query.httpMethod) page \(pages + 1)")
            guard let page = try await fetchOnce(next, ticket: ticket, resolver: resolver) as? GTLRCollectionObject
            else {
                break
            }
            pages += 1
            if let url = ticket.request?.url { ticket.emit(.pageFetched(index: pages, url: url)) }
            items += page.itemValues
            token = page.nextPageTokenValue.flatMap { $0.isEmpty ? nil : $0 }
        }
        first.setJSONValue(.array(items), forKey: key)
        first.setJSONValue(reachedLimit ? token.map(GTLRJSONValue.string) : nil, forKey: "nextPageToken")
        ticket.update {
            $0.pagesFetched = pages
            $0.reachedPageLimit = reachedLimit
        }
        if reachedLimit {
            logger.warning(
                "GTLR \(query.loggingName ?? "query"): stopped after \(pages) pages (maxNextPagesFetched); more results remain"
            )
        }
    }

    /// Sends one query and reads its result.
    func fetchOnce(_ query: GTLRQuery, ticket: GTLRServiceTicket, resolver: GTLRObjectClassResolver) async throws
        -> GTLRObject?
    {
        let request = try request(for: query)
        ticket.update { $0.request = request }
        let response = try await send(
            request,
            skipAuthorization: query.shouldSkipAuthorization,
            record: { ticket.recordRequest($0) },
            received: { ticket.emit(.responseReceived(status: $0, url: $1)) }
        )
        ticket.update { $0.statusCode = response.status }
        ticket.emit(.parsingStarted)
        defer { ticket.emit(.parsingStopped) }
        return try object(from: response, query: query, resolver: resolver)
    }

    /// The object of a successful response: a ``GTLRDataObject`` for media or when the query's expected class is
    /// ``GTLRDataObject`` (the body as received, not decoded), `nil` for an empty or `null` body, an object of the
    /// query's expected class (refined by `kind`) for a JSON object, a ``GTLRResultArray`` for an array.
    /// With ``dataWrapperRequired``, a JSON object's `data` member is the result (for a ``GTLRDataObject``, that
    /// member's bytes as received).
    func object(from response: GDataHTTPResponse, query: GTLRQuery, resolver: GTLRObjectClassResolver)
        throws(GTLRServiceError)
        -> GTLRObject?
    {
        try Self.object(from: response, query: query, resolver: resolver, unwrappingData: dataWrapperRequired)
    }

    static func object(
        from response: GDataHTTPResponse,
        query: GTLRQuery,
        resolver: GTLRObjectClassResolver,
        unwrappingData: Bool
    ) throws(GTLRServiceError) -> GTLRObject? {
        if query.downloadAsDataObjectType != nil || query.expectedObjectClass == GTLRDataObject.self {
            let object = GTLRDataObject()
            object.data = response.body
            object.contentType = response.headers["Content-Type"]
            if unwrappingData, query.downloadAsDataObjectType == nil,
                let data = GTLRJSONSplicer.memberBytes("data", of: response.body)
            {
                object.data = data
            }
            return object
        }
        if response.body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return nil }
        var value: GTLRJSONValue
        do {
            value = try GTLRJSONParser.parse(response.body)
        } catch {
            let type = response.headers["Content-Type"] ?? "no Content-Type"
            throw GTLRServiceError(
                code: .unexpectedResponse,
                message: "\(query.loggingName ?? "the query"): the response (\(type)) is not JSON: \(error)",
                status: response.status,
                headers: response.headers,
                underlying: error
            )
        }
        if unwrappingData, let data = value["data"] { value = data }
        switch value {
        case .null:
            return nil
        case .object:
            return (query.expectedObjectClass ?? GTLRObject.self).object(json: value, resolver: resolver)
        case .array(let elements):
            let array = GTLRResultArray()
            array.objectClassResolver = resolver
            array.items = elements
            return array
        default:
            throw GTLRServiceError(
                code: .unexpectedResponse,
                message:
                    "\(query.loggingName ?? "the query"): the response is a JSON \(value.jsonText.prefix(20)), not an object",
                status: response.status,
                headers: response.headers
            )
        }
    }

    /// Sends `request` through the fetcher: the authorizer (unless skipped), one refresh-and-repeat after a 401 when
    /// the authorizer can refresh, retry as the query's retry decision says. `record` sees each request as it goes
    /// out, authorized. Failures become ``GTLRServiceError``s.
    func send(
        _ request: GDataHTTPRequest,
        skipAuthorization: Bool,
        partial: GDataPartialDownload? = nil,
        record: (@Sendable (GDataHTTPRequest) -> Void)? = nil,
        received: (@Sendable (_ status: Int, _ url: URL) -> Void)? = nil,
        progress: GDataHTTPProgressHandler? = nil
    ) async throws(GTLRServiceError) -> GDataHTTPResponse {
        let authorizer = skipAuthorization ? nil : self.authorizer
        let fetcher = self.fetcher
        var refreshed = false
        while true {
            var attempt = request
            do {
                if let authorizer {
                    do {
                        try await authorizer.authorize(&attempt)
                    } catch let error as GDataHTTPError {
                        throw error
                    } catch is CancellationError {
                        throw GDataHTTPError(code: .cancelled, message: "cancelled while authorizing", url: attempt.url)
                    } catch {
                        // The credentials' own failure (no credentials, a refused token request): an authorization
                        // error carrying it, as the fetcher reports one.
                        throw GDataHTTPError(
                            code: .authorization,
                            message: "authorizing the request failed: \(error)",
                            url: attempt.url,
                            underlying: error
                        )
                    }
                }
                record?(attempt)
                let response =
                    if let partial {
                        try await fetcher.download(attempt, into: partial, progress: progress)
                    } else {
                        try await fetcher.fetch(attempt, progress: progress)
                    }
                received?(response.status, attempt.url)
                return response
            } catch let error as GDataHTTPError {
                if let status = error.status { received?(status, attempt.url) }
                if error.status == 401, let authorizer, authorizer.canRefresh, !refreshed {
                    refreshed = true
                    do {
                        try await authorizer.refresh(rejecting: attempt)
                    } catch let error as GDataHTTPError {
                        throw Self.mapError(error)
                    } catch {
                        throw Self.mapError(
                            GDataHTTPError(
                                code: .authorization,
                                message: "refreshing the credentials failed: \(error)",
                                url: attempt.url,
                                underlying: error
                            )
                        )
                    }
                    continue
                }
                throw Self.mapError(error)
            } catch {
                throw Self.mapError(error)
            }
        }
    }

    /// A ``GTLRServiceError`` for any error of an execution.
    static func mapError(_ error: any Error) -> GTLRServiceError {
        switch error {
        case let error as GTLRServiceError:
            return error
        case let error as GDataHTTPError:
            switch error.code {
            case .httpStatus:
                var mapped = GTLRServiceError.response(
                    status: error.status ?? 0,
                    headers: error.headers,
                    body: error.body ?? Data()
                )
                mapped.underlying = error
                return mapped
            case .cancelled:
                return GTLRServiceError(code: .cancelled, message: "the query was cancelled", underlying: error)
            case .uploadFailed:
                return GTLRServiceError(
                    code: .uploadFailed,
                    message: error.message,
                    status: error.status,
                    underlying: error
                )
            default:
                var message = error.message
                if let url = error.url { message += " (" + GDataHTTPRedaction.url(url) + ")" }
                return GTLRServiceError(code: .transport, message: message, status: error.status, underlying: error)
            }
        case is CancellationError:
            return GTLRServiceError(code: .cancelled, message: "the query was cancelled")
        case let error as GTLRJSONParser.Error:
            return GTLRServiceError(code: .unexpectedResponse, message: "malformed JSON: \(error)", underlying: error)
        default:
            return GTLRServiceError(code: .transport, message: "\(error)")
        }
    }

    /// Answers the query with a test block: the request is still built (inspectable on the ticket), upload progress
    /// is reported as sent and complete, no network is used.
    func runTestBlock(_ testBlock: GTLRServiceTestBlock, ticket: GTLRServiceTicket, query: GTLRQuery) async throws
        -> GTLRObject?
    {
        let uploadProtocol = query.uploadParameters?.effectiveProtocol(hasBody: query.bodyObject != nil)
        let request = try request(for: query, uploadProtocol: uploadProtocol)
        ticket.update { $0.request = request }
        if let upload = query.uploadParameters {
            let total: Int64
            switch upload.source {
            case .data(let data): total = Int64(data.count)
            case .fileURL(let url): total = GDataHTTPBody.file(url).contentLength() ?? 0
            }
            let handlers = [query.executionParameters.uploadProgressBlock, uploadProgressBlock].compactMap { $0 }
            for sent in [0, total / 2, total] {
                ticket.recordUploadProgress(sent: sent, total: total)
                for handler in handlers { handler(ticket, sent, total) }
            }
        }
        try Task.checkCancellation()
        switch await testBlock(ticket, query) {
        case .object(let object):
            ticket.update {
                $0.statusCode = object == nil ? 204 : 200
                $0.pagesFetched = 1
            }
            return object
        case .error(let error):
            throw error
        }
    }
}
