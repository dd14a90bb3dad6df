public import GData
internal import GDataHTTP

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The operations: each `start…` method returns a ticket at once (and calls its `completionHandler`, the original's
/// callback form, when the ticket ends); each `async` method runs one and returns its object.
///
/// The `async` methods run in the caller's isolation (`nonisolated(nonsending)`): an actor passes entries it keeps
/// and gets back objects it owns (`sending`: nobody else holds them, so they can be sent on to another task).
extension GDataService {
    // MARK: Fetching feeds

    /// Starts fetching the feed at `url` (the original's `fetchFeedWithURL:feedClass:ETag:`).
    ///
    /// - Parameters:
    ///   - url: the feed's URL (query parameters included).
    ///   - feedClass: the class to parse into; `GDataFeedBase` lets the registry pick a service class by kind.
    ///   - etag: sent as `If-None-Match`; an unchanged feed then fails with ``GDataServiceError/Code/notModified``.
    ///   - followNextLinks: overrides ``Configuration/shouldFollowNextLinks``.
    ///   - completionHandler: called once when the ticket ends (the original's callback form; see
    ///     ``GDataServiceTicket/CompletionHandler``).
    public func startFetchingFeed(
        at url: URL,
        feedClass: GDataFeedBase.Type = GDataFeedBase.self,
        etag: String? = nil,
        followNextLinks: Bool? = nil,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    ) -> GDataServiceTicket {
        var operation = GDataServiceOperation(url: url, comment: "fetch feed")
        operation.objectClass = feedClass
        operation.etag = etag
        operation.followsNextLinks = followNextLinks ?? configuration.shouldFollowNextLinks
        operation.ignoresUnknowns = configuration.shouldIgnoreUnknowns
        return startTicket(operation).completing(with: completionHandler)
    }

    /// Fetches the feed at `url`; see ``startFetchingFeed(at:feedClass:etag:followNextLinks:completionHandler:)``.
    public nonisolated(nonsending) func fetchFeed(at url: URL, etag: String? = nil, followNextLinks: Bool? = nil)
        async throws(GDataServiceError) -> sending GDataFeedBase
    {
        try await fetchFeed(at: url, as: GDataFeedBase.self, etag: etag, followNextLinks: followNextLinks)
    }

    /// Fetches the feed at `url` as `feedClass`.
    public nonisolated(nonsending) func fetchFeed<Feed: GDataFeedBase>(
        at url: URL,
        as feedClass: Feed.Type,
        etag: String? = nil,
        followNextLinks: Bool? = nil
    ) async throws(GDataServiceError) -> sending Feed {
        try await startFetchingFeed(at: url, feedClass: feedClass, etag: etag, followNextLinks: followNextLinks)
            .take(as: feedClass)
    }

    /// Starts fetching the feed a query describes (the original's `fetchFeedWithQuery:`): a `GDataQuery` or any service
    /// query (`GDataQueryContact`, …).
    ///
    /// A query whose ``GDataQueryProtocol/resultFormat`` is ``GDataQuery/ResultFormat/serviceDocument`` fetches the
    /// AtomPub service document instead, as the original did: the ticket's result is a `GDataAtomServiceDocument`
    /// (see ``fetchServiceDocument(query:)``).
    public func startFetchingFeed(
        query: some GDataQueryProtocol,
        feedClass: GDataFeedBase.Type = GDataFeedBase.self,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    ) -> GDataServiceTicket {
        if query.resultFormat == GDataQuery.ResultFormat.serviceDocument {
            return startFetchingServiceDocument(at: query.url, completionHandler: completionHandler)
        }
        return startFetchingFeed(at: query.url, feedClass: feedClass, completionHandler: completionHandler)
    }

    /// Fetches the feed a query describes (a `GDataQuery` or any service query). For a query that asks for the
    /// service document use ``fetchServiceDocument(query:)`` (or the ticket of ``startFetchingFeed(query:feedClass:completionHandler:)``).
    public nonisolated(nonsending) func fetchFeed(query: some GDataQueryProtocol) async throws(GDataServiceError)
        -> sending GDataFeedBase
    {
        try await startFetchingFeed(query: query).take(
            as: GDataFeedBase.self,
            hint: "a query with resultFormat serviceDocument is fetched with fetchServiceDocument(query:)"
        )
    }

    /// Starts fetching whatever document `url` returns (a feed, an entry, a service document…), its class picked by
    /// the registry; feeds follow next links as for ``startFetchingFeed(at:feedClass:etag:followNextLinks:completionHandler:)``.
    public func startFetchingObject(
        at url: URL,
        etag: String? = nil,
        followNextLinks: Bool? = nil,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    ) -> GDataServiceTicket {
        var operation = GDataServiceOperation(url: url, comment: "fetch")
        operation.etag = etag
        operation.followsNextLinks = followNextLinks ?? configuration.shouldFollowNextLinks
        operation.ignoresUnknowns = configuration.shouldIgnoreUnknowns
        return startTicket(operation).completing(with: completionHandler)
    }

    // MARK: Fetching entries

    /// Starts fetching the entry at `url` (the original's `fetchEntryWithURL:entryClass:ETag:`).
    public func startFetchingEntry(
        at url: URL,
        entryClass: GDataEntryBase.Type = GDataEntryBase.self,
        etag: String? = nil,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    ) -> GDataServiceTicket {
        var operation = GDataServiceOperation(url: url, comment: "fetch entry")
        operation.objectClass = entryClass
        operation.etag = etag
        operation.ignoresUnknowns = configuration.shouldIgnoreUnknowns
        return startTicket(operation).completing(with: completionHandler)
    }

    /// Fetches the entry at `url`.
    public nonisolated(nonsending) func fetchEntry(at url: URL, etag: String? = nil) async throws(GDataServiceError)
        -> sending GDataEntryBase
    {
        try await startFetchingEntry(at: url, etag: etag).take(as: GDataEntryBase.self)
    }

    /// Fetches the entry at `url` as `entryClass`.
    public nonisolated(nonsending) func fetchEntry<Entry: GDataEntryBase>(
        at url: URL,
        as entryClass: Entry.Type,
        etag: String? = nil
    )
        async throws(GDataServiceError) -> sending Entry
    {
        try await startFetchingEntry(at: url, entryClass: entryClass, etag: etag).take(as: entryClass)
    }

    // MARK: Inserting

    /// Starts inserting `entry` by POSTing it to `feedURL` (a feed's `post` link; the original's
    /// `fetchEntryByInsertingEntry:forFeedURL:`). The entry is serialized now; later changes to it are not sent.
    public func startInserting(
        _ entry: GDataEntryBase,
        into feedURL: URL,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    )
        -> GDataServiceTicket
    {
        startInserting(entry, into: feedURL, credentialOrigin: nil).completing(with: completionHandler)
    }

    func startInserting(_ entry: GDataEntryBase, into feedURL: URL, credentialOrigin: GDataHTTPOrigin?)
        -> GDataServiceTicket
    {
        var operation = GDataServiceOperation(url: feedURL, method: "POST", comment: "insert entry")
        operation.credentialOrigin = credentialOrigin
        operation.body = .data(GDataXMLWriter().data(for: entry))
        operation.objectClass = type(of: entry)
        return startTicket(operation, postedObject: entry)
    }

    /// Inserts `entry` into the feed at `feedURL` and returns the entry the server created.
    public nonisolated(nonsending) func insert<Entry: GDataEntryBase>(_ entry: Entry, into feedURL: URL)
        async throws(GDataServiceError)
        -> sending Entry
    {
        try await startInserting(entry, into: feedURL).take(as: Entry.self)
    }

    /// Inserts `entry` into `feed` through its `post` link.
    public nonisolated(nonsending) func insert<Entry: GDataEntryBase>(_ entry: Entry, into feed: GDataFeedBase)
        async throws(GDataServiceError)
        -> sending Entry
    {
        guard let url = feed.postLink?.url else {
            throw GDataServiceError(code: .invalidArgument, message: "the feed has no post link")
        }
        let ticket = startInserting(entry, into: url, credentialOrigin: linkCredentialOrigin(of: feed))
        return try await ticket.take(as: Entry.self)
    }

    // MARK: Updating

    /// Starts updating `entry` (the original's `fetchEntryByUpdatingEntry:forEntryURL:`): PUT to `url` or its edit
    /// link with `If-Match` from `etag` or the entry's ETag (not sent when weak; `*` forces), or PATCH with
    /// `application/xml` when the entry has `gd:fields`.
    public func startUpdating(
        _ entry: GDataEntryBase,
        at url: URL? = nil,
        etag: String? = nil,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    ) throws(GDataServiceError) -> GDataServiceTicket {
        guard let target = url ?? entry.editLink?.url else {
            throw GDataServiceError(code: .invalidArgument, message: "the entry has no edit link and no URL was given")
        }
        let isPatch = entry.fieldSelection != nil
        var operation = GDataServiceOperation(url: target, method: isPatch ? "PATCH" : "PUT", comment: "update entry")
        if url == nil { operation.credentialOrigin = linkCredentialOrigin(of: entry) }
        operation.etag = etag ?? entry.ETag
        operation.body = .data(GDataXMLWriter().data(for: entry))
        operation.contentType = isPatch ? Self.patchContentType : Self.atomContentType
        operation.objectClass = type(of: entry)
        return startTicket(operation, postedObject: entry).completing(with: completionHandler)
    }

    /// Updates `entry` and returns the entry the server stored.
    public nonisolated(nonsending) func update<Entry: GDataEntryBase>(
        _ entry: Entry,
        at url: URL? = nil,
        etag: String? = nil
    )
        async throws(GDataServiceError) -> sending Entry
    {
        try await startUpdating(entry, at: url, etag: etag).take(as: Entry.self)
    }

    // MARK: Deleting

    /// Starts deleting `entry` through its edit link with its ETag (the original's `deleteEntry:`).
    public func startDeleting(
        _ entry: GDataEntryBase,
        etag: String? = nil,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    )
        throws(GDataServiceError) -> GDataServiceTicket
    {
        guard let url = entry.editLink?.url else {
            throw GDataServiceError(code: .invalidArgument, message: "the entry has no edit link")
        }
        var operation = GDataServiceOperation(url: url, method: "DELETE", comment: "delete entry")
        operation.credentialOrigin = linkCredentialOrigin(of: entry)
        operation.etag = etag ?? entry.ETag
        return startTicket(operation, postedObject: entry).completing(with: completionHandler)
    }

    /// Starts deleting the resource at `url`, conditional on `etag` (`*` forces; the original's
    /// `deleteResourceURL:ETag:`).
    public func startDeletingResource(
        at url: URL,
        etag: String? = nil,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    )
        -> GDataServiceTicket
    {
        var operation = GDataServiceOperation(url: url, method: "DELETE", comment: "delete resource")
        operation.etag = etag
        return startTicket(operation).completing(with: completionHandler)
    }

    /// Deletes `entry`. An empty reply is success.
    public nonisolated(nonsending) func delete(_ entry: GDataEntryBase, etag: String? = nil)
        async throws(GDataServiceError)
    {
        _ = try await startDeleting(entry, etag: etag).takeValue()
    }

    /// Deletes the resource at `url`.
    public nonisolated(nonsending) func deleteResource(at url: URL, etag: String? = nil) async throws(GDataServiceError)
    {
        _ = try await startDeletingResource(at: url, etag: etag).takeValue()
    }

    // MARK: Batch

    /// Starts a batch: POSTs `batchFeed` to `batchURL` (a feed's `#batch` link), adding the `gd` and `batch`
    /// namespaces when missing; the result is parsed as the batch feed's class and never drops unknown XML, so its
    /// entries can be used for later updates (the original's `fetchFeedWithBatchFeed:forBatchFeedURL:`).
    public func startBatch(
        _ batchFeed: GDataFeedBase,
        to batchURL: URL,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    )
        -> GDataServiceTicket
    {
        var declarations = batchFeed.namespaceDeclarations
        for (prefix, uri) in [("gd", GDataNamespace.gd), ("batch", GDataNamespace.batch)]
        where !declarations.contains(where: { $0.uri == uri }) && !declarations.contains(where: { $0.prefix == prefix })
        {
            declarations.append(GDataXMLNamespace(prefix: prefix, uri: uri))
        }
        batchFeed.namespaceDeclarations = declarations
        var operation = GDataServiceOperation(url: batchURL, method: "POST", comment: "batch")
        operation.body = .data(GDataXMLWriter().data(for: batchFeed))
        operation.objectClass = type(of: batchFeed)
        operation.ignoresUnknowns = false
        return startTicket(operation, postedObject: batchFeed).completing(with: completionHandler)
    }

    /// Sends a batch and returns the result feed (each entry with its `batch:status`; `batch:interrupted` on the feed
    /// when the server stopped early).
    public nonisolated(nonsending) func batch<Feed: GDataFeedBase>(_ batchFeed: Feed, to batchURL: URL)
        async throws(GDataServiceError) -> sending Feed
    {
        try await startBatch(batchFeed, to: batchURL).take(as: Feed.self)
    }

    // MARK: Service documents

    /// The URL with `alt=atom-service` (kept when already there).
    public static func serviceDocumentURL(for url: URL) -> URL {
        if let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
            items.contains(where: { $0.name == "alt" })
        {
            return url
        }
        var query = GDataQuery(feedURL: url)
        query.resultFormat = GDataQuery.ResultFormat.serviceDocument
        return query.url
    }

    /// Starts fetching the AtomPub service document of `url` (`alt=atom-service` is added).
    public func startFetchingServiceDocument(
        at url: URL,
        completionHandler: GDataServiceTicket.CompletionHandler? = nil
    )
        -> GDataServiceTicket
    {
        var operation = GDataServiceOperation(url: Self.serviceDocumentURL(for: url), comment: "service document")
        operation.objectClass = GDataAtomServiceDocument.self
        return startTicket(operation).completing(with: completionHandler)
    }

    /// Fetches the AtomPub service document a query asks for (the original's introspection: a query with
    /// `resultFormat` ``GDataQuery/ResultFormat/serviceDocument``; `alt=atom-service` is added when missing).
    public nonisolated(nonsending) func fetchServiceDocument(query: some GDataQueryProtocol)
        async throws(GDataServiceError)
        -> sending GDataAtomServiceDocument
    {
        try await fetchServiceDocument(at: query.url)
    }

    /// Fetches the AtomPub service document of `url` (workspaces, collections and the media types they accept).
    public nonisolated(nonsending) func fetchServiceDocument(at url: URL) async throws(GDataServiceError)
        -> sending GDataAtomServiceDocument
    {
        try await startFetchingServiceDocument(at: url).take(as: GDataAtomServiceDocument.self)
    }
}
