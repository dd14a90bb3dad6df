import GDataHTTP
internal import GDataPlatform
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension GTLRService {
    /// Sends the batch's queries as one `multipart/mixed` request to ``batchPath`` and returns each query's result.
    ///
    /// The batch's own call fails only when the batch as a whole does (transport, an HTTP error for the batch, an
    /// unreadable response); each query's outcome is in the ``GTLRBatchResult``. With a test block, each query is
    /// answered by it.
    ///
    /// Before it returns (or throws), each query's ``GTLRQuery/completionBlock`` is called in the batch's order, as
    /// the original did: with the query's object, or its error (`.queryResultMissing` when the reply has no part for
    /// it), or the batch's error when the whole batch failed. The ticket it receives is that query's: its
    /// ``GTLRServiceTicket/statusCode`` is the part's status, its ``GTLRServiceTicket/request`` the batch request as
    /// sent, its ``GTLRServiceTicket/properties`` the service's and the query's.
    ///
    /// It runs in the caller's isolation, as ``executeQuery(_:)``: the batch is copied before the first suspension
    /// and the result is the caller's own.
    ///
    /// - Throws: ``GTLRServiceError``: `.invalidQuery` for an empty batch, duplicate request IDs, uploads, or a
    ///   service without a batch path.
    public nonisolated(nonsending) func executeBatch(_ batch: GTLRBatchQuery) async throws(GTLRServiceError)
        -> sending GTLRBatchResult
    {
        let execution = batch.copy()
        let queries = execution.queries
        guard !queries.isEmpty else { throw GTLRServiceError(code: .invalidQuery, message: "the batch has no queries") }
        var seen = Set<String>()
        for query in queries {
            guard !query.requestID.isEmpty, seen.insert(query.requestID).inserted else {
                throw GTLRServiceError(
                    code: .invalidQuery,
                    message: "the request ID '\(query.requestID)' is empty or used twice in the batch"
                )
            }
            if query.uploadParameters != nil {
                throw GTLRServiceError(
                    code: .invalidQuery,
                    message: "\(query.loggingName ?? query.requestID): uploads cannot be batched"
                )
            }
        }
        // The tickets the completion blocks receive, made before the batch (and its queries) go to the transfer.
        let tickets = queries.filter { $0.completionBlock != nil }.map { makeTicket(for: $0) }
        let settings = read { $0 }
        let sent = Mutex<GDataHTTPRequest?>(nil)
        let outcome: Result<GTLRBatchResult, GTLRServiceError>
        do {
            outcome = .success(
                try await runBatch(execution, settings: settings) { request in
                    sent.withLock { $0 = request }
                }
            )
        } catch {
            outcome = .failure(error)
        }
        callCompletionBlocks(of: tickets, outcome: outcome, request: sent.withLock { $0 })
        return try outcome.get()
    }

    /// The batch's result: from the test block, or sent (and paged). `batch` is the execution's own copy.
    func runBatch(
        _ batch: sending GTLRBatchQuery,
        settings: Configuration,
        record: @escaping @Sendable (GDataHTTPRequest) -> Void
    ) async throws(GTLRServiceError) -> sending GTLRBatchResult {
        let queries = batch.queries
        if let testBlock = settings.testBlock {
            return await testBatch(queries, testBlock: testBlock)
        }
        guard let batchPath = settings.batchPath else {
            throw GTLRServiceError(code: .invalidQuery, message: "the service has no batch path")
        }
        var result = try await sendBatch(
            queries,
            batch: batch,
            batchPath: batchPath,
            settings: settings,
            record: record
        )
        if settings.shouldFetchNextPages {
            try await fetchRemainingBatchPages(
                into: &result,
                queries: queries,
                batch: batch,
                batchPath: batchPath,
                settings: settings,
                record: record
            )
        }
        return result
    }

    /// Calls each query's completion block, in order, on the ticket made for it, which records its outcome.
    func callCompletionBlocks(
        of tickets: [GTLRServiceTicket],
        outcome: Result<GTLRBatchResult, GTLRServiceError>,
        request: GDataHTTPRequest?
    ) {
        for ticket in tickets {
            let id = ticket.requestID
            let status = try? outcome.get().statuses[id]
            ticket.update {
                $0.request = request
                $0.statusCode = status
                $0.pagesFetched = 1
            }
            ticket.finish(outcome.flatMap { $0.result(forRequestID: id) }.map { Optional($0) })
        }
    }

    /// Batch paging, as the original did it: while some results are collections with a `nextPageToken`, one more
    /// batch of just those queries (same request IDs, `pageToken` set); a page's items are appended to the first
    /// result, a failing page replaces it with its error. At most ``maxNextPagesFetched`` further batches.
    func fetchRemainingBatchPages(
        into result: inout GTLRBatchResult,
        queries: [GTLRQuery],
        batch: GTLRBatchQuery,
        batchPath: String,
        settings: Configuration,
        record: @escaping @Sendable (GDataHTTPRequest) -> Void
    ) async throws(GTLRServiceError) {
        func token(_ id: String) -> String? {
            guard let collection = result.successes[id] as? GTLRCollectionObject,
                let token = collection.nextPageTokenValue, !token.isEmpty
            else { return nil }
            return token
        }
        var pending = queries.filter {
            ($0.executionParameters.shouldFetchNextPages ?? true) && token($0.requestID) != nil
        }
        var pages = 0
        while !pending.isEmpty {
            guard pages < settings.maxNextPagesFetched else {
                settings.fetcherConfiguration.logger.warning(
                    "GTLR batch: stopped after \(pages + 1) pages (maxNextPagesFetched); more results remain"
                )
                return
            }
            pages += 1
            let next = pending.map { query -> GTLRQuery in
                let copy = query.copy()
                copy.parameters["pageToken"] = token(query.requestID).map(GTLRJSONValue.string)
                return copy
            }
            let page = try await sendBatch(next, batch: batch, batchPath: batchPath, settings: settings, record: record)
            for query in next {
                let id = query.requestID
                if let failure = page.failures[id] {
                    result.successes[id] = nil
                    result.failures[id] = failure
                } else if let first = result.successes[id] as? GTLRCollectionObject,
                    let more = page.successes[id] as? GTLRCollectionObject
                {
                    let key = type(of: first).collectionItemsKey
                    first.setJSONValue(.array(first.itemValues + more.itemValues), forKey: key)
                    first.setJSONValue(more.jsonValue(forKey: "nextPageToken"), forKey: "nextPageToken")
                } else {
                    result.successes[id] = page.successes[id]
                }
                if let status = page.statuses[id] { result.statuses[id] = status }
                if let headers = page.responseHeaders[id] { result.responseHeaders[id] = headers }
            }
            pending = next.filter { token($0.requestID) != nil }
        }
    }

    /// One batch request for `queries` and its classified result.
    func sendBatch(
        _ queries: [GTLRQuery],
        batch: GTLRBatchQuery,
        batchPath: String,
        settings: Configuration,
        record: @escaping @Sendable (GDataHTTPRequest) -> Void
    ) async throws(GTLRServiceError) -> GTLRBatchResult {
        var inner: [GTLRBatchResponse.InnerRequest] = []
        for query in queries {
            let request = try self.request(for: query)
            var target = "/"
            if let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) {
                target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
                // The query's own items only: no service-level items, no key, no prettyPrint.
                var ownItems = Self.mergedItems(
                    service: [:],
                    query: try query.expandedPath().queryItems,
                    additional: query.additionalURLQueryParameters
                )
                if query.orderedQueryItems.isEmpty {
                    ownItems.sort { GDataText.caseInsensitiveLess($0.name, $1.name) }
                }
                let own = Self.queryString(ownItems)
                if !own.isEmpty { target += "?" + own }
            }
            var headers: [(name: String, value: String)] = []
            for field in request.headers
            where ["if-match", "if-none-match"].contains(field.name.lowercased())
                || query.additionalHTTPHeaders[field.name] != nil
            {
                headers.append((field.name, field.value))
            }
            var body: Data?
            if case .data(let data)? = request.body, !data.isEmpty { body = data }
            inner.append(
                GTLRBatchResponse.InnerRequest(
                    contentID: query.requestID,
                    method: query.httpMethod,
                    target: target,
                    headers: headers,
                    body: body
                )
            )
        }
        var items = Self.mergedItems(
            service: settings.additionalURLQueryParameters,
            query: [],
            additional: batch.additionalURLQueryParameters
        )
        if let key = settings.apiKey { items.append(("key", key)) }
        var urlText = (settings.rootURLString ?? "") + batchPath
        let queryString = Self.queryString(items)
        if !queryString.isEmpty { urlText += "?" + queryString }
        guard let url = URL(string: urlText), url.host != nil else {
            throw GTLRServiceError(code: .invalidQuery, message: "invalid batch URL '\(Self.withoutQuery(urlText))'")
        }
        var request = GDataHTTPRequest(url: url, method: "POST")
        request.credentialOrigin = GDataHTTPOrigin(url)
        request.headers.add(name: "User-Agent", value: settings.fetcherConfiguration.userAgentHeader)
        request.headers.add(name: "Content-Type", value: "multipart/mixed; boundary=\(batch.boundary)")
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "Cache-Control", value: "no-cache")
        for field in settings.additionalHTTPHeaders where batch.additionalHTTPHeaders[field.name] == nil {
            request.headers.replaceOrAdd(name: field.name, value: field.value)
        }
        for (name, value) in batch.additionalHTTPHeaders.sorted(by: { $0.key < $1.key }) {
            request.headers.replaceOrAdd(name: name, value: value)
        }
        request.body = .data(GTLRBatchResponse.body(inner, boundary: batch.boundary))
        request.comment = batch.loggingName ?? "batch of \(queries.count)"
        settings.fetcherConfiguration.logger.debug("GTLR batch of \(queries.count)")
        let resolver = objectClassResolver
        let retry = retryDecision(enabled: nil, block: nil)
        let response: GDataHTTPResponse
        do {
            response = try await GTLRRetryDecision.$current.withValue(retry) {
                try await send(request, skipAuthorization: batch.shouldSkipAuthorization, record: record)
            }
        } catch {
            throw Self.mapError(error)
        }
        let parts = try GTLRBatchResponse.parse(response.body, contentType: response.headers["Content-Type"] ?? "")
        return Self.batchResult(parts, queries: queries, resolver: resolver, unwrappingData: dataWrapperRequired)
    }

    /// Classifies each part: a JSON error or an error status is a failure, a body that is not JSON a failure, an
    /// empty body an empty object, anything else an object of the query's expected class (read from its `data`
    /// member when `unwrappingData`).
    static func batchResult(
        _ parts: [GTLRBatchResponse.Part],
        queries: [GTLRQuery],
        resolver: GTLRObjectClassResolver,
        unwrappingData: Bool = false
    ) -> GTLRBatchResult {
        var result = GTLRBatchResult()
        let byID = Dictionary(queries.map { ($0.requestID, $0) }, uniquingKeysWith: { first, _ in first })
        for part in parts {
            let id = part.contentID
            result.statuses[id] = part.status
            result.responseHeaders[id] = part.headers
            result.responseBodies[id] = part.body
            guard let query = byID[id] else { continue }
            var headers = GDataHTTPHeaders()
            for (name, value) in part.headers { headers.add(name: name, value: value) }
            if part.status == 0 {
                result.failures[id] = GTLRServiceError(
                    code: .batchResponseUnexpected,
                    message: "the batch part for \(id) holds no HTTP response",
                    requestID: id
                )
                continue
            }
            if GTLRErrorObject.from(body: part.body) != nil || !(200..<400).contains(part.status) {
                var error = GTLRServiceError.response(
                    status: part.status,
                    headers: headers,
                    body: part.body,
                    requestID: id
                )
                if error.code == .httpStatus {
                    error.code = .batchResponseStatusCode
                    error.message = "HTTP \(part.status) \(part.reason)".trimmingWhitespace()
                }
                result.failures[id] = error
                continue
            }
            let response = GDataHTTPResponse(
                url: URL(string: "batch:")!,
                status: part.status,
                headers: headers,
                body: part.body
            )
            do {
                let object = try Self.object(
                    from: response,
                    query: query,
                    resolver: resolver,
                    unwrappingData: unwrappingData
                )
                result.successes[id] = object ?? (query.expectedObjectClass ?? GTLRObject.self).init()
            } catch {
                var failure = error
                failure.code = .batchResponseUnexpected
                failure.requestID = id
                result.failures[id] = failure
            }
        }
        return result
    }

    /// A batch answered query by query by the test block.
    func testBatch(_ queries: [GTLRQuery], testBlock: GTLRServiceTestBlock) async -> GTLRBatchResult {
        var result = GTLRBatchResult()
        for query in queries {
            let ticket = makeTicket(for: query)
            switch await testBlock(ticket, query) {
            case .object(let object):
                result.successes[query.requestID] = object ?? (query.expectedObjectClass ?? GTLRObject.self).init()
                result.statuses[query.requestID] = object == nil ? 204 : 200
            case .error(let error):
                var mapped = Self.mapError(error)
                mapped.requestID = query.requestID
                result.failures[query.requestID] = mapped
                result.statuses[query.requestID] = mapped.status ?? 0
            }
        }
        return result
    }
}
