internal import Synchronization

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Conditional GETs for a fetcher: remembers the `ETag` and `Last-Modified` of successful GET responses per URL, adds
/// `If-None-Match` / `If-Modified-Since` to later GETs of the same URL, and optionally answers a `304 Not Modified`
/// with the cached body.
///
/// The fetcher calls ``prepare(_:)`` on every request before sending it and ``process(_:for:)`` on every response
/// (passing the prepared request). Without caching, a repeated GET of an unchanged resource ends in a bare 304, which
/// the fetcher reports as ``GDataHTTPError/Code/notModified``; with ``shouldCacheResponses`` on, the caller gets the
/// earlier body again with ``GDataHTTPResponse/isFromCache`` set.
///
/// Requests whose caller already set `If-None-Match` or `If-Modified-Since` are left alone, and their 304 is returned
/// unchanged. Only GET is ever made conditional; a successful PUT, PATCH, POST or DELETE forgets the URL.
///
/// With a `directory`, entries are also written there (one file per URL, written atomically) and read back by the
/// next process, so a command-line tool can make conditional requests across runs. Unreadable files are ignored.
public final class GDataFetchHistory: Sendable {
    struct Entry {
        var url: String
        var etag: String?
        var lastModified: String?
        var status: Int
        var headers: GDataHTTPHeaders
        var body: Data?
        var lastUse: UInt64
        /// How many prepared requests carry this entry's validators and have not been processed yet.
        var outstanding: Int = 0
    }

    struct State {
        var entries: [String: Entry] = [:]
        var cachedBytes = 0
        var clock: UInt64 = 0
        var shouldCacheResponses: Bool
        var memoryCapacity: Int
    }

    /// At most this many URLs are remembered (validators only are small, but not free).
    static let maximumEntryCount = 10_000

    /// Whether response bodies are kept to answer a 304 (the original's `shouldCacheETaggedData`). It may be changed
    /// at any time; turning it off forgets everything remembered, as the original did ("users expect turning off
    /// caching to free up the cache memory").
    public var shouldCacheResponses: Bool {
        get { state.withLock { $0.shouldCacheResponses } }
        set {
            state.withLock { state in
                let wasCaching = state.shouldCacheResponses
                state.shouldCacheResponses = newValue
                if wasCaching && !newValue { removeAll(&state) }
            }
        }
    }
    /// The most body bytes kept in memory; least-recently-used entries are dropped beyond it. It may be changed at any
    /// time; lowering it drops entries at once.
    public var memoryCapacity: Int {
        get { state.withLock { $0.memoryCapacity } }
        set {
            state.withLock { state in
                state.memoryCapacity = max(0, newValue)
                evict(&state)
            }
        }
    }
    /// Where entries are persisted, if anywhere.
    public let directory: URL?

    let state: Mutex<State>
    private let store: GDataFetchHistoryStore?

    /// Creates a history.
    ///
    /// - Parameters:
    ///   - shouldCacheResponses: keep bodies so a 304 can be answered with the earlier response.
    ///   - memoryCapacity: the most cached body bytes; larger bodies are not cached at all.
    ///   - directory: persist entries in this directory (created if missing) and load the ones already there.
    public init(shouldCacheResponses: Bool = false, memoryCapacity: Int = 15 * 1024 * 1024, directory: URL? = nil) {
        self.state = Mutex(State(shouldCacheResponses: shouldCacheResponses, memoryCapacity: max(0, memoryCapacity)))
        self.directory = directory
        self.store = directory.flatMap { GDataFetchHistoryStore(directory: $0) }
        if let store {
            let loaded = store.loadAll()
            state.withLock { state in
                for entry in loaded {
                    var entry = entry
                    if !shouldCacheResponses { entry.body = nil }
                    state.clock += 1
                    entry.lastUse = state.clock
                    state.entries[entry.url] = entry
                    state.cachedBytes += entry.body?.count ?? 0
                }
                evict(&state)
            }
        }
    }

    /// The total size of the cached bodies in memory.
    public var cachedByteCount: Int { state.withLock { $0.cachedBytes } }

    /// The number of URLs remembered.
    public var count: Int { state.withLock { $0.entries.count } }

    /// Forgets everything (and deletes the persisted entries).
    public func removeAll() {
        state.withLock { state in removeAll(&state) }
    }

    /// Forgets one URL.
    public func remove(url: URL) {
        let key = Self.key(for: url)
        state.withLock { state in removeEntry(key, from: &state) }
    }

    /// Returns `request` with `If-None-Match` and/or `If-Modified-Since` added when it is a GET of a URL with remembered
    /// validators and the caller set neither header. Other requests are returned unchanged.
    public func prepare(_ request: GDataHTTPRequest) -> GDataHTTPRequest {
        guard Self.isGET(request), !Self.hasCallerConditionals(request) else { return request }
        let key = Self.key(for: request.url)
        return state.withLock { state in
            guard var entry = state.entries[key], entry.etag != nil || entry.lastModified != nil else { return request }
            // With caching on, only ask for a 304 we can answer.
            if state.shouldCacheResponses && entry.body == nil { return request }
            var prepared = request
            if let etag = entry.etag { prepared.headers["If-None-Match"] = etag }
            if let lastModified = entry.lastModified { prepared.headers["If-Modified-Since"] = lastModified }
            state.clock += 1
            entry.lastUse = state.clock
            entry.outstanding += 1
            state.entries[key] = entry
            return prepared
        }
    }

    /// Records what `response` teaches about `request`'s URL and returns the response the caller should see.
    ///
    /// - 2xx to a GET: remembers `ETag` / `Last-Modified` (and the body, when caching).
    /// - 304 to a GET this history prepared, with a cached body: the cached response, status 200, its headers updated
    ///   with the 304's, ``GDataHTTPResponse/isFromCache`` true.
    /// - 2xx to another method, or 404/410 to a GET: forgets the URL.
    /// - Anything else is returned unchanged.
    public func process(_ response: GDataHTTPResponse, for request: GDataHTTPRequest) -> GDataHTTPResponse {
        let key = Self.key(for: request.url)
        guard Self.isGET(request) else {
            if response.isSuccess { remove(url: request.url) }
            return response
        }
        return state.withLock { state in
            let shouldCache = state.shouldCacheResponses
            // Was this request made conditional by us (rather than by the caller)?
            var preparedByUs = false
            if var entry = state.entries[key] {
                let matchesOurs =
                    request.headers["If-None-Match"] == entry.etag
                    && request.headers["If-Modified-Since"] == entry.lastModified
                if !Self.hasCallerConditionals(request) {
                    preparedByUs = true  // the fetcher passed the request as it was before prepare(_:)
                } else if entry.outstanding > 0 && matchesOurs {
                    preparedByUs = true
                }
                if preparedByUs && entry.outstanding > 0 {
                    entry.outstanding -= 1
                    state.entries[key] = entry
                }
            }

            switch response.status {
            case 304:
                guard preparedByUs, shouldCache, var entry = state.entries[key], let body = entry.body else {
                    return response
                }
                for field in response.headers where !Self.isHopByHopOrLength(field.name) {
                    entry.headers.replaceOrAdd(name: field.name, value: field.value)
                }
                if let etag = response.headers["ETag"] { entry.etag = etag }
                if let lastModified = response.headers["Last-Modified"] { entry.lastModified = lastModified }
                state.clock += 1
                entry.lastUse = state.clock
                state.entries[key] = entry
                store?.save(entry)
                return GDataHTTPResponse(
                    url: response.url,
                    status: 200,
                    headers: entry.headers,
                    body: body,
                    httpVersion: response.httpVersion,
                    isFromCache: true
                )
            case 200..<300:
                let etag = response.headers["ETag"]
                let lastModified = response.headers["Last-Modified"]
                let outstanding = state.entries[key]?.outstanding ?? 0
                removeEntry(key, from: &state)
                guard etag != nil || lastModified != nil else { return response }
                var body: Data?
                if shouldCache {
                    // A body written to a file (download) arrives empty: nothing to answer a 304 with.
                    let declared = response.headers["Content-Length"].flatMap { Int($0) } ?? 0
                    let cacheable =
                        !(response.body.isEmpty && declared > 0) && response.body.count <= state.memoryCapacity
                    guard cacheable else { return response }
                    body = response.body
                }
                state.clock += 1
                let entry = Entry(
                    url: key,
                    etag: etag,
                    lastModified: lastModified,
                    status: response.status,
                    headers: response.headers,
                    body: body,
                    lastUse: state.clock,
                    outstanding: outstanding
                )
                state.entries[key] = entry
                state.cachedBytes += body?.count ?? 0
                store?.save(entry)
                evict(&state)
                return response
            case 404, 410:
                removeEntry(key, from: &state)
                return response
            default:
                return response
            }
        }
    }

    // MARK: - Internals

    private func removeAll(_ state: inout State) {
        state.entries.removeAll()
        state.cachedBytes = 0
        store?.removeAll()
    }

    private func removeEntry(_ key: String, from state: inout State) {
        guard let old = state.entries.removeValue(forKey: key) else { return }
        state.cachedBytes -= old.body?.count ?? 0
        store?.remove(key: key)
    }

    private func evict(_ state: inout State) {
        guard state.cachedBytes > state.memoryCapacity || state.entries.count > Self.maximumEntryCount else { return }
        let oldestFirst = state.entries.values.sorted { $0.lastUse < $1.lastUse }.map(\.url)
        for key in oldestFirst {
            guard state.cachedBytes > state.memoryCapacity || state.entries.count > Self.maximumEntryCount else {
                break
            }
            guard let entry = state.entries[key] else { continue }
            // Validators-only entries cost no body bytes: drop them only for the entry-count limit.
            if entry.body == nil && state.entries.count <= Self.maximumEntryCount { continue }
            removeEntry(key, from: &state)
        }
    }

    /// The URL without its fragment and without credential parameters (`key`, `access_token`, `oauth_token`): a
    /// credential is never part of a cache key or a stored URL, and the entry is found again whether or not the
    /// request carried one.
    static func key(for url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            return GDataHTTPRedaction.text(url.absoluteString)
        }
        components.fragment = nil
        if let items = components.percentEncodedQueryItems {
            let kept = items.filter { !GDataHTTPRedaction.credentialParameters.contains($0.name.lowercased()) }
            if kept.count != items.count { components.percentEncodedQueryItems = kept.isEmpty ? nil : kept }
        }
        return components.string ?? GDataHTTPRedaction.text(url.absoluteString)
    }

    static func isGET(_ request: GDataHTTPRequest) -> Bool { request.method.uppercased() == "GET" }

    static func hasCallerConditionals(_ request: GDataHTTPRequest) -> Bool {
        request.headers.contains("If-None-Match") || request.headers.contains("If-Modified-Since")
    }

    private static func isHopByHopOrLength(_ name: String) -> Bool {
        let lower = name.lowercased()
        return [
            "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "te", "trailer",
            "upgrade",
        ].contains(lower)
    }
}
