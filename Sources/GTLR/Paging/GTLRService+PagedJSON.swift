public import GDataHTTP

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
    /// Runs a list query and follows its `nextPageToken`s, returning every page merged into one JSON object whose
    /// bytes are the servers' (see ``GTLRMergedPages``): the fast path for passing a long listing on as JSON, where
    /// ``shouldFetchNextPages`` decodes each page into objects.
    ///
    /// ```swift
    /// let pages = try await service.fetchPagesJSON(GTLRStorageQuery_ObjectsList.query(withBucket: "b"))
    /// FileHandle.standardOutput.write(pages.data)  // {"kind":"storage#objects","items":[…every page's…]}
    /// ```
    ///
    /// Each page is a copy of `query` with `pageToken` set (a `pageToken` among its
    /// ``GTLRQuery/orderedQueryItems`` is dropped from the later pages), sent with the service's authorizer and
    /// retry settings.
    ///
    /// - Parameters:
    ///   - query: The list query (its first page).
    ///   - itemsKey: The member holding the items; `nil` takes the ``GTLRCollectionObject/collectionItemsKey`` of
    ///     the query's ``GTLRQuery/expectedObjectClass`` when it is a collection, else a page's only array member.
    ///   - maxPages: At most this many pages (`nil`: one plus ``maxNextPagesFetched``). When pages remain, the
    ///     result's ``GTLRMergedPages/nextPageToken`` says so.
    ///   - pageHandler: Called after each page with its number (from 1), the request sent, and whether it was the
    ///     last page.
    /// - Throws: ``GTLRServiceError``: as ``executeQuery(_:)``; `.unexpectedResponse` when a page is not a JSON
    ///   object. The test block is not consulted.
    public nonisolated(nonsending) func fetchPagesJSON(
        _ query: GTLRQuery,
        itemsKey: String? = nil,
        maxPages: Int? = nil,
        pageHandler: (@Sendable (_ page: Int, _ request: GDataHTTPRequest, _ isLast: Bool) -> Void)? = nil
    ) async throws(GTLRServiceError) -> GTLRMergedPages {
        // The caller keeps `query`; the pages are fetched and merged off its actor, from a copy.
        try await mergedPages(of: query.copy(), itemsKey: itemsKey, maxPages: maxPages, pageHandler: pageHandler)
    }

    /// ``fetchPagesJSON(_:itemsKey:maxPages:pageHandler:)`` on the execution's own copy of the query.
    func mergedPages(
        of query: sending GTLRQuery,
        itemsKey: String?,
        maxPages: Int?,
        pageHandler: (@Sendable (_ page: Int, _ request: GDataHTTPRequest, _ isLast: Bool) -> Void)?
    ) async throws(GTLRServiceError) -> GTLRMergedPages {
        let settings = read { $0 }
        let limit = max(1, maxPages ?? settings.maxNextPagesFetched.addingReportingOverflow(1).partialValue)
        var merger = GTLRPageMerger()
        merger.itemsKey = itemsKey ?? (query.expectedObjectClass as? GTLRCollectionObject.Type)?.collectionItemsKey
        let name = query.loggingName ?? query.httpMethod
        var token: String?
        var pages = 0
        let outcome: Result<Void, GTLRServiceError> = await GTLRRetryDecision.$current.withValue(
            retryDecision(enabled: query.executionParameters.retryEnabled, block: query.executionParameters.retryBlock)
        ) { () async -> Result<Void, GTLRServiceError> in
            repeat {
                let page = query.copy()
                if let token {
                    page.orderedQueryItems.removeAll { $0.name == "pageToken" }
                    page.parameters["pageToken"] = .string(token)
                }
                let response: GDataHTTPResponse
                let request: GDataHTTPRequest
                do {
                    request = try self.request(for: page)
                    settings.fetcherConfiguration.logger.debug("GTLR \(name) page \(pages + 1)")
                    response = try await send(request, skipAuthorization: page.shouldSkipAuthorization)
                } catch {
                    return .failure(Self.mapError(error))
                }
                pages += 1
                let added = merger.add([UInt8](response.body))
                guard added.isObject else {
                    return .failure(
                        GTLRServiceError(
                            code: .unexpectedResponse,
                            message: "page \(pages) of \(name) is not a JSON object",
                            status: response.status,
                            headers: response.headers
                        )
                    )
                }
                token = added.nextPageToken
                pageHandler?(pages, request, token == nil)
            } while token != nil && pages < limit
            return .success(())
        }
        try outcome.get()
        return GTLRMergedPages(
            data: merger.merged(),
            pagesFetched: pages,
            nextPageToken: token,
            itemsKey: merger.itemsKey
        )
    }
}
