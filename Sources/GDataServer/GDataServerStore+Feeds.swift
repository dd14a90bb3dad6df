import GDataCore
internal import GDataPlatform

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

extension GDataServerStore {
    // MARK: - Routing

    /// Answers one request synchronously, on the lane of its collection.
    func answer(_ request: GDataServerRequest) -> GDataServerResponse {
        do {
            return try route(request)
        } catch {
            return error.response
        }
    }

    private func route(_ request: GDataServerRequest) throws(GDataServerFailure) -> GDataServerResponse {
        switch try target(of: request) {
        case .serviceDocument: return serviceDocument(request, names: order)
        case .feed(let collection, let categoryPath): return try feed(collection, request, categoryPath: categoryPath)
        case .insert(let collection): return try insert(into: collection, request)
        case .batch(let collection): return try batch(collection, request)
        case .entry(let entry, let collection):
            switch request.method {
            case "GET", "HEAD": return try get(entry, in: collection, request)
            case "PUT": return try update(entry, in: collection, request)
            case "PATCH": return try patch(entry, in: collection, request)
            default: return try delete(entry, from: collection, request)
            }
        case .media(let entry, let collection):
            if request.method == "PUT" { return try replaceMedia(entry, in: collection, request) }
            return try getMedia(entry, in: collection, request)
        case .startUpload(let collection, let replacing):
            return try startUpload(collection, replacing: replacing, request)
        case .uploadChunk(let sessionID): return try uploadChunk(sessionID: sessionID, request)
        }
    }

    /// What a request's path and method name (404 for a path that names nothing, 405 for a method the resource does not
    /// take).
    enum Target {
        case serviceDocument
        case feed(GDataServerCollection, categoryPath: [String])
        case insert(GDataServerCollection)
        case batch(GDataServerCollection)
        /// GET, HEAD, PUT, PATCH or DELETE of an entry.
        case entry(GDataServerEntry, GDataServerCollection)
        /// GET, HEAD or PUT of a media entry's media.
        case media(GDataServerEntry, GDataServerCollection)
        case startUpload(GDataServerCollection, replacing: GDataServerEntry?)
        case uploadChunk(sessionID: String)
    }

    func target(of request: GDataServerRequest) throws(GDataServerFailure) -> Target {
        let path = request.path
        guard let first = path.first else { throw GDataServerFailure(404, "notFound", "Not found: /") }
        switch first {
        case "feeds":
            if path.count == 1 {
                try allow(request, ["GET", "HEAD"])
                return .serviceDocument
            }
            let collection = try collection(named: path[1])
            if path.count == 2 || path[2] == "-" {
                switch request.method {
                case "GET", "HEAD": return .feed(collection, categoryPath: Array(path.dropFirst(3)))
                case "POST" where path.count == 2: return .insert(collection)
                default: throw Self.methodNotAllowed(request, allowed: path.count == 2 ? "GET, POST" : "GET")
                }
            }
            if path.count == 3, path[2] == "batch" {
                try allow(request, ["POST"])
                return .batch(collection)
            }
            guard path.count == 3, let entry = collection.entry(key: path[2]) else {
                throw GDataServerFailure(404, "notFound", "No entry at /\(path.joined(separator: "/"))")
            }
            switch request.method {
            case "GET", "HEAD", "PUT", "PATCH", "DELETE": return .entry(entry, collection)
            default: throw Self.methodNotAllowed(request, allowed: "GET, PUT, PATCH, DELETE")
            }
        case "media":
            guard path.count == 3 else { throw GDataServerFailure(404, "notFound", "Not found") }
            let collection = try collection(named: path[1])
            guard let entry = collection.entry(key: path[2]), entry.mediaType != nil else {
                throw GDataServerFailure(404, "notFound", "No media at /\(path.joined(separator: "/"))")
            }
            switch request.method {
            case "GET", "HEAD", "PUT": return .media(entry, collection)
            default: throw Self.methodNotAllowed(request, allowed: "GET, PUT")
            }
        case "upload":
            if path.count == 3, path[1] == "session" { return .uploadChunk(sessionID: path[2]) }
            guard path.count == 2 || path.count == 3 else { throw GDataServerFailure(404, "notFound", "Not found") }
            let collection = try collection(named: path[1])
            if path.count == 2 {
                try allow(request, ["POST"])
                return .startUpload(collection, replacing: nil)
            }
            guard let entry = collection.entry(key: path[2]), entry.mediaType != nil else {
                throw GDataServerFailure(404, "notFound", "No media entry at /\(path.joined(separator: "/"))")
            }
            try allow(request, ["PUT"])
            return .startUpload(collection, replacing: entry)
        default:
            throw GDataServerFailure(404, "notFound", "Not found: /\(path.joined(separator: "/"))")
        }
    }

    /// The refusal of a request decided from its head alone, on its collection's lane (a request that said
    /// `Expect: 100-continue` gets it instead of `100 Continue`, and never sends its body): 404 for a path that names
    /// nothing, 405 for a method the resource does not take, 412 for a change of an entry or its media without a current
    /// `If-Match`. `nil` when the body is needed to decide.
    func refusalBeforeBody(_ request: GDataServerRequest) async -> GDataServerResponse? {
        await withCheckedContinuation { continuation in
            lane(for: request.path).async {
                do throws(GDataServerFailure) {
                    switch try self.target(of: request) {
                    case .entry(let entry, _) where request.method != "GET" && request.method != "HEAD":
                        try Self.checkIfMatch(request, entry: entry)
                    case .media(let entry, _) where request.method == "PUT", .startUpload(_, let entry?):
                        try Self.checkIfMatch(request, entry: entry)
                    default:
                        break
                    }
                    continuation.resume(returning: nil)
                } catch {
                    continuation.resume(returning: error.response)
                }
            }
        }
    }

    func collection(named name: String) throws(GDataServerFailure) -> GDataServerCollection {
        guard let collection = collections[name] else {
            throw GDataServerFailure(404, "notFound", "No collection named \(name)")
        }
        return collection
    }

    private func allow(_ request: GDataServerRequest, _ methods: [String]) throws(GDataServerFailure) {
        guard methods.contains(request.method) else {
            throw Self.methodNotAllowed(request, allowed: methods.joined(separator: ", "))
        }
    }

    static func methodNotAllowed(_ request: GDataServerRequest, allowed: String) -> GDataServerFailure {
        GDataServerFailure(405, "methodNotAllowed", "\(request.method) is not allowed here (allowed: \(allowed))")
    }

    // MARK: - Feeds

    func feedURL(_ collection: GDataServerCollection, _ request: GDataServerRequest) -> String {
        request.baseURL + "feeds/" + collection.name
    }

    func entryURL(_ entry: GDataServerEntry, in collection: GDataServerCollection, _ request: GDataServerRequest)
        -> String
    {
        feedURL(collection, request) + "/" + entry.key
    }

    private func feed(_ collection: GDataServerCollection, _ request: GDataServerRequest, categoryPath: [String])
        throws(GDataServerFailure)
        -> GDataServerResponse
    {
        let query = try GDataServerFeedQuery(request: request, categoryPath: categoryPath, defaultPageSize: pageSize)
        if query.serviceDocument { return serviceDocument(request, names: [collection.name]) }
        return try renderedAnswer(request, in: collection) { () throws(GDataServerFailure) -> GDataServerRendered in
            let page: [GDataServerEntry]
            let total: Int
            let digest: UInt64
            if query.listsEveryEntryInStoredOrder {
                // Every entry in the collection's order: the page is read by rank and the digest is kept up to date by
                // each write, so this costs in proportion to the page, not to the collection.
                total = collection.entries.count
                page = collection.entries.page(from: query.startIndex - 1, limit: query.maxResults)
                digest = collection.entries.digest
            } else {
                // A filter or another order: every entry is looked at (linear in the collection).
                let matching = query.ordered(collection.entries.filter(query.matches))
                total = matching.count
                let start = min(query.startIndex - 1, total)
                page = Array(matching[start..<min(total, start + query.maxResults)])
                digest = GDataServerEntryList.digest(of: matching)
            }
            let start = min(query.startIndex - 1, total)

            // Validators: the weak ETag covers the matching entries' ETags (their mixed sum: no write moves an entry —
            // it changes, adds or removes one — so the entries give their order), the total and the query, so it
            // changes with any write to the collection that the query can see and differs between queries.
            var hashed = Data("\(total)|\(request.rawQuery)|\(categoryPath.joined(separator: "/"))|".utf8)
            withUnsafeBytes(of: digest.littleEndian) { hashed.append(contentsOf: $0) }
            let etag = "W/\"" + GDataServerHash.hex(GDataServerHash.fnv1a(hashed)) + "\""
            let lastModified = collection.lastModified
            let body = renderFeedPage(
                collection,
                request,
                query: query,
                categoryPath: categoryPath,
                etag: etag,
                lastModified: lastModified,
                page: page,
                start: start,
                total: total
            )
            return GDataServerRendered(
                etag: etag,
                lastModified: lastModified,
                body: body
            )
        }
    }

    /// A rendered page or entry as a 200 (no body for HEAD), or 304 when the request's validators match.
    static func rendered(_ rendered: GDataServerRendered, _ request: GDataServerRequest) -> GDataServerResponse {
        if let notModified = notModified(
            request,
            etag: rendered.etag,
            lastModified: rendered.lastModified,
            lastModifiedText: rendered.lastModifiedText
        ) {
            return notModified
        }
        var response = GDataServerResponse.xml(200, Data())
        if request.method != "HEAD" { response.shared = rendered.body }
        response.headers += [("ETag", rendered.etag), ("Last-Modified", rendered.lastModifiedText)]
        return response
    }

    /// The feed document of one page, written as XML.
    private func renderFeedPage(
        _ collection: GDataServerCollection,
        _ request: GDataServerRequest,
        query: GDataServerFeedQuery,
        categoryPath: [String],
        etag: String,
        lastModified: Date,
        page: [GDataServerEntry],
        start: Int,
        total: Int
    ) -> Data {
        let document = collection.feed.copy()
        document.setAttribute(.gd("etag"), etag)
        GDataServerStore.setText(document, .atom("updated"), GDataDateTime(date: lastModified).rfc3339String)
        let here =
            feedURL(collection, request) + (categoryPath.isEmpty ? "" : "/-/" + categoryPath.joined(separator: "/"))
        func pageLink(_ rel: String, startIndex: Int) -> GDataObject {
            var items = request.query.filter { $0.name != "start-index" }
            items.insert(("start-index", String(startIndex)), at: 0)
            return GDataServerStore.link(rel, here + "?" + Self.encodeQuery(items))
        }
        document.addChild(
            GDataServerStore.link("self", here + (request.rawQuery.isEmpty ? "" : "?" + request.rawQuery))
        )
        document.addChild(GDataServerStore.link("alternate", feedURL(collection, request)))
        document.addChild(GDataServerStore.link(GDataLink.Rel.feed, feedURL(collection, request)))
        if collection.acceptsEntries || collection.acceptsMedia {
            document.addChild(GDataServerStore.link(GDataLink.Rel.post, feedURL(collection, request)))
        }
        document.addChild(GDataServerStore.link(GDataLink.Rel.batch, feedURL(collection, request) + "/batch"))
        if collection.acceptsMedia {
            document.addChild(
                GDataServerStore.link(GDataLink.Rel.resumableCreateMedia, request.baseURL + "upload/" + collection.name)
            )
        }
        if start + page.count < total { document.addChild(pageLink("next", startIndex: start + page.count + 1)) }
        if start > 0, query.maxResults > 0 {
            document.addChild(pageLink("previous", startIndex: max(1, start + 1 - query.maxResults)))
        }
        for (name, value) in [
            ("totalResults", total), ("startIndex", query.startIndex), ("itemsPerPage", query.maxResults),
        ] {
            let element = GDataObject(name: .intern(GDataNamespace.openSearch, name))
            element.stringValue = String(value)
            document.addChild(element)
        }
        for entry in page { document.addChild(served(entry, in: collection, request)) }
        return GDataXMLWriter(pretty: query.pretty).data(for: document)
    }

    /// The entry as served: a copy with the absolute links, `gd:etag`, `app:edited` (the time of the last change when
    /// the stored entry has none, e.g. one of a data set), and the feed's namespace declarations.
    func served(_ entry: GDataServerEntry, in collection: GDataServerCollection, _ request: GDataServerRequest)
        -> GDataObject
    {
        let element = entry.element.copy()
        element.setAttribute(.gd("etag"), entry.etag)
        if element.child(named: .app("edited")) == nil {
            GDataServerStore.setText(element, .app("edited"), GDataDateTime(date: entry.edited).rfc3339String)
        }
        let url = entryURL(entry, in: collection, request)
        // Stored links with relative hrefs (a data set cannot know the port) are served absolute, resolved against
        // the collection's feed URL: `events` in `calendars.xml` becomes `BASE/feeds/events`.
        // Made only for an entry that has such a link (parsing a URL is not free).
        lazy var feedBase = URL(string: request.baseURL + "feeds/" + collection.name)
        for link in element.children(named: .atom("link")) {
            guard let href = link.attribute(named: "href"), !href.contains("://"),
                let absolute = URL(string: href, relativeTo: feedBase)?.absoluteString
            else { continue }
            link.setAttribute(named: "href", absolute)
        }
        element.addChild(GDataServerStore.link("self", url))
        element.addChild(GDataServerStore.link("edit", url))
        if element.children(named: .atom("link")).allSatisfy({
            ($0.attribute(named: "rel") ?? "alternate") != "alternate"
        }) {
            element.addChild(GDataServerStore.link("alternate", url))
        }
        if let mediaType = entry.mediaType {
            let mediaURL = request.baseURL + "media/" + collection.name + "/" + entry.key
            element.addChild(GDataServerStore.link("edit-media", mediaURL, type: mediaType))
            element.addChild(
                GDataServerStore.link(
                    GDataLink.Rel.resumableEditMedia,
                    request.baseURL + "upload/" + collection.name + "/" + entry.key
                )
            )
            if let content = element.child(named: .atom("content")) { content.setAttribute(named: "src", mediaURL) }
        }
        var declarations = element.namespaceDeclarations
        for declaration in collection.feed.namespaceDeclarations
        where declaration.prefix != nil && !declarations.contains(where: { $0.prefix == declaration.prefix }) {
            declarations.append(declaration)
        }
        element.namespaceDeclarations = declarations
        return element
    }

    /// 304 when `If-None-Match` names the current ETag (or `*`), or, without it, when `If-Modified-Since` is not older
    /// than the last change.
    static func notModified(
        _ request: GDataServerRequest,
        etag: String,
        lastModified: Date,
        lastModifiedText: String? = nil
    ) -> GDataServerResponse? {
        var validators: [(String, String)] {
            [("ETag", etag), ("Last-Modified", lastModifiedText ?? GDataServerHTTPDate.string(lastModified))]
        }
        if let tags = request.header("If-None-Match") {
            let listed = tags.split(separator: ",").map { $0.trimmingWhitespace() }
            let bare = { (tag: String) in tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag }
            if listed.contains("*") || listed.contains(where: { bare($0) == bare(etag) }) {
                return GDataServerResponse(status: 304, headers: validators)
            }
            return nil
        }
        if let since = request.header("If-Modified-Since").flatMap(GDataServerHTTPDate.parse),
            lastModified.timeIntervalSince1970.rounded(.down) <= since.timeIntervalSince1970
        {
            return GDataServerResponse(status: 304, headers: validators)
        }
        return nil
    }

    static func encodeQuery(_ items: [(name: String, value: String)]) -> String {
        // Foundation's `CharacterSet.urlQueryAllowed` without `&=+?#`.
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'()*,;:@/".utf8)
        return items.map {
            GDataText.addingPercentEncoding($0.name, allowed: allowed.contains) + "="
                + GDataText.addingPercentEncoding($0.value, allowed: allowed.contains)
        }.joined(separator: "&")
    }

    // MARK: - Service documents

    func serviceDocument(_ request: GDataServerRequest, names: [String]) -> GDataServerResponse {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        xml += "<service xmlns=\"http://www.w3.org/2007/app\" xmlns:atom=\"http://www.w3.org/2005/Atom\">"
        xml += "<workspace><atom:title>gdata serve</atom:title>"
        for name in names {
            guard let collection = collections[name] else { continue }
            xml += "<collection href=\"\(GDataXMLWriter.escaped(feedURL(collection, request), attribute: true))\">"
            xml += "<atom:title>\(GDataXMLWriter.escaped(collection.title, attribute: false))</atom:title>"
            let accepts = collection.accepts.isEmpty ? [Self.atomEntryType] : collection.accepts
            for accept in accepts { xml += "<accept>\(GDataXMLWriter.escaped(accept, attribute: false))</accept>" }
            for group in collection.categoryGroups {
                xml += GDataXMLWriter(includesDeclaration: false).string(for: group)
            }
            xml += "</collection>"
        }
        xml += "</workspace></service>"
        return .xml(200, Data(xml.utf8), contentType: "application/atomsvc+xml; charset=UTF-8")
    }
}
