public import GDataHTTP
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

extension GTLRService {
    /// GET URLs at least this long are sent as a `POST` with `X-HTTP-Method-Override: GET` and the query string as
    /// a form body, as the original did.
    public static let maximumGETURLLength = 2048

    /// The request the service would send for `query`: URL (with the API key), method, headers (`User-Agent`,
    /// `Accept`, ETag preconditions, the service's and the query's additional headers) and body, as the original's
    /// `requestForQuery:`.
    ///
    /// It is **not authorized**: ``fetcher`` adds no credentials either (unlike the original's `fetcherService`,
    /// whose fetchers carried the authorizer). To send it yourself, use ``authorizedRequest(for:)``.
    ///
    /// - Throws: ``GTLRServiceError`` `.invalidQuery` for a missing path parameter or an unusable URL.
    public func request(for query: GTLRQuery) throws(GTLRServiceError) -> GDataHTTPRequest {
        try request(for: query, uploadProtocol: nil)
    }

    /// The request for `query` with the service's ``authorizer`` applied (unless the query sets
    /// ``GTLRQuery/shouldSkipAuthorization``): what the original's `requestForQuery:completion:` gave to a fetcher
    /// of the authorized `fetcherService`. Send it with ``fetcher`` (`fetch`, or `download(_:to:)` to stream to a
    /// file):
    ///
    /// ```swift
    /// let request = try await service.authorizedRequest(for: GTLRDriveQuery_FilesGet.queryForMedia(withFileId: id))
    /// try await service.fetcher.download(request, to: destination)
    /// ```
    ///
    /// The value carries the credentials (`Authorization`); its `description` masks them, so do not log header
    /// values one by one. Tokens expire: get a fresh request for each send.
    ///
    /// - Throws: ``GTLRServiceError`` `.invalidQuery` as ``request(for:)``; `.transport` when the authorizer fails.
    public func authorizedRequest(for query: GTLRQuery) async throws(GTLRServiceError) -> GDataHTTPRequest {
        var request = try request(for: query)
        guard !query.shouldSkipAuthorization, let authorizer else { return request }
        do {
            try await authorizer.authorize(&request)
        } catch {
            throw Self.mapError(error)
        }
        return request
    }

    func request(for query: GTLRQuery, uploadProtocol: GTLRUploadParameters.UploadProtocol?) throws(GTLRServiceError)
        -> GDataHTTPRequest
    {
        let settings = read { $0 }
        var urlText: String
        var items: [(name: String, value: String)] = []
        let isDownload = query.downloadAsDataObjectType != nil
        if let resource = query.resourceURL {
            urlText = resource.absoluteString
        } else {
            let (path, queryItems) = try query.expandedPath()
            var prefix = settings.rootURLString ?? ""
            if isDownload && query.useMediaDownloadService { prefix += "download/" }
            if let uploadProtocol,
                let template = uploadProtocol == .goog
                    ? query.resumableUploadPathURITemplate : query.simpleUploadPathURITemplate
            {
                // The method's own upload path (Discovery's `mediaUpload.protocols`), relative to the root URL.
                urlText = prefix + Self.withoutLeadingSlash(GTLRURITemplate.expand(template, values: query.parameters))
            } else {
                if let uploadProtocol {
                    prefix += (uploadProtocol == .goog ? settings.resumableUploadPath : settings.simpleUploadPath) ?? ""
                }
                urlText = prefix + (settings.servicePath ?? "") + path
            }
            items = Self.mergedItems(
                service: settings.additionalURLQueryParameters,
                query: queryItems,
                additional: query.additionalURLQueryParameters
            )
            func addIfMissing(_ name: String, _ value: String) {
                if !items.contains(where: { $0.name == name }) { items.append((name, value)) }
            }
            if let alt = query.downloadAsDataObjectType { addIfMissing("alt", alt) }
            if let uploadProtocol, uploadProtocol != .goog { addIfMissing("uploadType", uploadProtocol.rawValue) }
            if !isDownload, let prettyPrint = settings.prettyPrintQueryParameterNames.first,
                !settings.prettyPrintQueryParameterNames.contains(where: { name in items.contains { $0.name == name } })
            {
                items.append((prettyPrint, "false"))
            }
            if query.orderedQueryItems.isEmpty {
                items.sort { GDataText.caseInsensitiveLess($0.name, $1.name) }
            }
        }
        if let key = settings.apiKey { items.append(("key", key)) }
        let queryString = Self.queryString(items)
        if !queryString.isEmpty { urlText += (urlText.contains("?") ? "&" : "?") + queryString }
        guard let url = URL(string: urlText), url.scheme != nil, url.host != nil else {
            throw GTLRServiceError(
                code: .invalidQuery,
                message: "\(query.loggingName ?? "the query"): invalid URL '\(Self.withoutQuery(urlText))'"
                    + ((settings.rootURLString ?? "").isEmpty ? " (the service has no root URL)" : "")
            )
        }
        var request = GDataHTTPRequest(url: url, method: query.httpMethod)
        if query.resourceURL == nil {
            // Credentials go only to the API's origin (a redirect elsewhere is refused before they are sent).
            request.credentialOrigin = GDataHTTPOrigin(url)
        }
        request.comment = query.loggingName
        request.headers.add(name: "User-Agent", value: settings.fetcherConfiguration.userAgentHeader)
        request.headers.add(name: "Accept", value: isDownload ? "*/*" : "application/json")
        request.headers.add(name: "Cache-Control", value: "no-cache")
        if let body = query.bodyObject {
            request.headers.add(name: "Content-Type", value: "application/json; charset=utf-8")
            let json: GTLRJSONValue = .object(body.json)
            let wrapped = settings.dataWrapperRequired == true
            request.body = .data(wrapped ? GTLRJSONValue.object(["data": json]).jsonData : json.jsonData)
            if let etag = body.jsonValue(forKey: "etag")?.stringValue, !etag.hasPrefix("W/") {
                switch query.httpMethod {
                case "GET": request.headers.add(name: "If-None-Match", value: etag)
                case "PUT", "PATCH", "DELETE": request.headers.add(name: "If-Match", value: etag)
                default: break
                }
            }
        } else if ["POST", "PUT", "PATCH"].contains(query.httpMethod) {
            request.body = .data(Data())
        }
        for field in settings.additionalHTTPHeaders {
            request.headers.replaceOrAdd(name: field.name, value: field.value)
        }
        for (name, value) in query.additionalHTTPHeaders.sorted(by: { $0.key < $1.key }) {
            request.headers.replaceOrAdd(name: name, value: value)
        }
        if request.method == "GET", url.absoluteString.count >= Self.maximumGETURLLength,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let form = components.percentEncodedQuery
        {
            components.percentEncodedQuery = nil
            if let base = components.url { request.url = base }
            request.method = "POST"
            request.headers.replaceOrAdd(name: "X-HTTP-Method-Override", value: "GET")
            request.headers.replaceOrAdd(name: "Content-Type", value: "application/x-www-form-urlencoded")
            request.body = .data(Data(form.utf8))
        }
        return request
    }

    /// Service items (unless the query sets the name), the query's parameters, then the query's additional items
    /// (replacing parameters of the same name).
    static func mergedItems(
        service: [String: String],
        query: [(name: String, value: String)],
        additional: [String: String]
    ) -> [(name: String, value: String)] {
        var items = query.filter { additional[$0.name] == nil }
        for (name, value) in additional { items.append((name, value)) }
        for (name, value) in service where !items.contains(where: { $0.name == name }) { items.append((name, value)) }
        return items
    }

    /// `name=value&…`, both percent-encoded (unreserved characters kept).
    static func queryString(_ items: [(name: String, value: String)]) -> String {
        items.map {
            GTLRURITemplate.percentEncode($0.name, allowReserved: false) + "="
                + GTLRURITemplate.percentEncode($0.value, allowReserved: false)
        }.joined(separator: "&")
    }

    /// A URL's text without its query (which may hold an API key).
    static func withoutQuery(_ text: String) -> String {
        text.split(separator: "?", maxSplits: 1).first.map(String.init) ?? text
    }
}
