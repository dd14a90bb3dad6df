internal import GDataPlatform
import Synchronization

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

/// A request to a REST API method: the base class of every generated query (`GTLRDriveQuery_FilesList`,
/// `GTLRStorageQuery_ObjectsInsert`, …), as `GTLRQuery` was in the Objective-C client.
///
/// A query is a path template (RFC 6570, `files/{fileId}` or `{+name}`), an HTTP method, its parameters (path
/// parameters fill the template; the others become query items, arrays repeated), an optional body object, optional
/// upload parameters, and per-query settings. ``GTLRService`` turns it into a request.
///
/// Executing a query uses a copy of it; the query itself can be executed again.
///
/// A query is not `Sendable` (nor is its ``bodyObject``, a ``GTLRObject``): the compiler keeps it in one task or
/// actor at a time. The service's methods copy the query before they return or suspend, so a query built on an actor
/// can be executed from there; to build a query in one task and use it in another, send it (pass it as a `sending`
/// argument, or capture it in the `Task` you hand it to and stop using it) or send a ``copy()``.
open class GTLRQuery {
    /// The path template relative to the service path, e.g. `files/{fileId}`.
    public private(set) var pathURITemplate: String
    /// The HTTP method.
    public private(set) var httpMethod: String
    /// The parameters that fill the path template.
    public private(set) var pathParameterNames: [String]
    /// The parameters by their JSON (wire) names.
    public var parameters: [String: GTLRJSONValue] = [:]
    /// The JSON body (POST, PUT, PATCH).
    public var bodyObject: GTLRObject?
    /// The media of an upload.
    public var uploadParameters: GTLRUploadParameters?
    /// The ID of the query in a batch (unique per process: `gtlr_1`, `gtlr_2`, …).
    public var requestID: String
    /// Query items added to the URL after the parameters (they win over the service's).
    public var additionalURLQueryParameters: [String: String] = [:]
    /// Query items sent exactly as given, in this order and before the other ``parameters`` (a name may repeat; the
    /// values are sent as written). A query built from a Discovery method at run time (`GTLRDiscovery`'s
    /// `GTLRDiscoveryDocument.query(forMethod:parameters:)`) carries its parameters here. When it is not empty the
    /// service keeps the order of the URL's query items instead of sorting them by name.
    public var orderedQueryItems: [(name: String, value: String)] = []
    /// The path template, relative to the root URL, of single-request and `uploadType=resumable` uploads when the
    /// method's differs from the service's ``GTLRService/simpleUploadPath`` + service path + ``pathURITemplate``
    /// (Discovery's `mediaUpload.protocols.simple.path`, e.g. `upload/storage/v1/b/{bucket}/o`).
    public var simpleUploadPathURITemplate: String?
    /// The path template, relative to the root URL, of `X-Goog-Upload` uploads when the method's differs from the
    /// service's ``GTLRService/resumableUploadPath`` + service path + ``pathURITemplate`` (Discovery's
    /// `mediaUpload.protocols.resumable.path`).
    public var resumableUploadPathURITemplate: String?
    /// Headers added to the request (after the service's).
    public var additionalHTTPHeaders: [String: String] = [:]
    /// `alt=` value of a media download (`media`); the result is a ``GTLRDataObject``.
    public var downloadAsDataObjectType: String?
    /// Sends the media download under `download/` (`useMediaDownloadService` in Discovery).
    public var useMediaDownloadService = false
    /// Sends the request without the service's authorizer.
    public var shouldSkipAuthorization = false
    /// The method ID, used in logs (`drive.files.list`).
    public var loggingName: String?
    /// The class of the result (the kind map and surrogates may refine it). ``GTLRDataObject`` gives the response
    /// body as received, without decoding it.
    public var expectedObjectClass: GTLRObject.Type?
    /// Settings of this execution that override the service's.
    public var executionParameters = GTLRServiceExecutionParameters()
    /// An absolute URL to GET instead of the path template (``GTLRService/fetchObject(url:objectClass:)``).
    public var resourceURL: URL?
    /// Called with the query's result when its execution ends, as the original's `completionBlock`: (the ticket,
    /// the object, the error). In a batch each query's block is called, in the batch's order, with that query's
    /// result or error (or the batch's error when the batch as a whole failed), before ``GTLRService/executeBatch(_:)``
    /// returns; for a single query it is called before `executeQuery`'s completion handler and before the awaiting
    /// code resumes. A cancelled execution calls it once with ``GTLRServiceError/Code/cancelled``.
    public var completionBlock: GTLRServiceTicket.CompletionHandler?

    static let counter = Atomic<Int>(0)

    /// The next process-wide request ID.
    public static func nextRequestID() -> String {
        "gtlr_\(counter.add(1, ordering: .relaxed).newValue)"
    }

    /// A query of no method (generated subclasses override this).
    public required init() {
        pathURITemplate = ""
        httpMethod = "GET"
        pathParameterNames = []
        requestID = Self.nextRequestID()
    }

    /// A query for a method: its path template, HTTP method and path parameters.
    public init(pathURITemplate: String, httpMethod: String, pathParameterNames: [String]) {
        self.pathURITemplate = pathURITemplate
        self.httpMethod = httpMethod.isEmpty ? "GET" : httpMethod
        self.pathParameterNames = pathParameterNames
        requestID = Self.nextRequestID()
    }

    /// A typed parameter by its wire name (generated properties use this).
    public subscript<T: GTLRJSONConvertible>(key: String) -> T? {
        get { parameters[key].flatMap { T.fromJSON($0, resolver: nil) } }
        set { parameters[key] = newValue?.toJSON() }
    }

    /// Partial response: the fields to return (`files(id,name),nextPageToken`).
    public var fields: String? {
        get { self["fields"] }
        set { self["fields"] = newValue }
    }

    /// Whether the query sends media.
    public var isUpload: Bool { uploadParameters != nil }

    /// A copy with the same request ID (its ``bodyObject`` copied too). The copy shares nothing with the query, so
    /// it can be sent to another task while the query stays here.
    open func copy() -> sending Self {
        // Built from `Sendable` values and a copied body only, so the compiler sees the copy disconnected from `self`.
        let settings = Settings(of: self)
        let body = bodyObject?.copy()
        let query = Self.init()
        settings.apply(to: query)
        query.bodyObject = body
        return query
    }

    /// Everything a query holds except its body object: `Sendable` values.
    struct Settings: Sendable {
        let pathURITemplate: String
        let httpMethod: String
        let pathParameterNames: [String]
        let parameters: [String: GTLRJSONValue]
        let uploadParameters: GTLRUploadParameters?
        let requestID: String
        let additionalURLQueryParameters: [String: String]
        let orderedQueryItems: [(name: String, value: String)]
        let simpleUploadPathURITemplate: String?
        let resumableUploadPathURITemplate: String?
        let additionalHTTPHeaders: [String: String]
        let downloadAsDataObjectType: String?
        let useMediaDownloadService: Bool
        let shouldSkipAuthorization: Bool
        let loggingName: String?
        let expectedObjectClass: GTLRObject.Type?
        let executionParameters: GTLRServiceExecutionParameters
        let resourceURL: URL?
        let completionBlock: GTLRServiceTicket.CompletionHandler?

        init(of query: GTLRQuery) {
            pathURITemplate = query.pathURITemplate
            httpMethod = query.httpMethod
            pathParameterNames = query.pathParameterNames
            parameters = query.parameters
            uploadParameters = query.uploadParameters
            requestID = query.requestID
            additionalURLQueryParameters = query.additionalURLQueryParameters
            orderedQueryItems = query.orderedQueryItems
            simpleUploadPathURITemplate = query.simpleUploadPathURITemplate
            resumableUploadPathURITemplate = query.resumableUploadPathURITemplate
            additionalHTTPHeaders = query.additionalHTTPHeaders
            downloadAsDataObjectType = query.downloadAsDataObjectType
            useMediaDownloadService = query.useMediaDownloadService
            shouldSkipAuthorization = query.shouldSkipAuthorization
            loggingName = query.loggingName
            expectedObjectClass = query.expectedObjectClass
            executionParameters = query.executionParameters
            resourceURL = query.resourceURL
            completionBlock = query.completionBlock
        }

        func apply(to query: GTLRQuery) {
            query.pathURITemplate = pathURITemplate
            query.httpMethod = httpMethod
            query.pathParameterNames = pathParameterNames
            query.parameters = parameters
            query.uploadParameters = uploadParameters
            query.requestID = requestID
            query.additionalURLQueryParameters = additionalURLQueryParameters
            query.orderedQueryItems = orderedQueryItems
            query.simpleUploadPathURITemplate = simpleUploadPathURITemplate
            query.resumableUploadPathURITemplate = resumableUploadPathURITemplate
            query.additionalHTTPHeaders = additionalHTTPHeaders
            query.downloadAsDataObjectType = downloadAsDataObjectType
            query.useMediaDownloadService = useMediaDownloadService
            query.shouldSkipAuthorization = shouldSkipAuthorization
            query.loggingName = loggingName
            query.expectedObjectClass = expectedObjectClass
            query.executionParameters = executionParameters
            query.resourceURL = resourceURL
            query.completionBlock = completionBlock
        }
    }

    /// The expanded path (path parameters filled in) and the query items: ``orderedQueryItems`` as given, then the
    /// remaining parameters, names sorted case-insensitively and arrays repeated.
    ///
    /// - Throws: ``GTLRServiceError`` `.invalidQuery` when a path parameter has no value.
    public func expandedPath() throws(GTLRServiceError) -> (path: String, queryItems: [(name: String, value: String)]) {
        for name in pathParameterNames where parameters[name] == nil || parameters[name] == .null {
            throw GTLRServiceError(
                code: .invalidQuery,
                message: "\(loggingName ?? "the query"): the path parameter '\(name)' has no value"
            )
        }
        let path = GTLRURITemplate.expand(pathURITemplate, values: parameters)
        let pathNames = Set(pathParameterNames)
        var items = orderedQueryItems
        let names = parameters.keys.filter { !pathNames.contains($0) }.sorted {
            GDataText.caseInsensitiveLess($0, $1)
        }
        for name in names {
            switch parameters[name]! {
            case .array(let elements):
                for element in elements {
                    if let text = GTLRURITemplate.text(of: element) { items.append((name, text)) }
                }
            case .null:
                continue
            case let value:
                if let text = GTLRURITemplate.text(of: value) { items.append((name, text)) }
            }
        }
        return (path, items)
    }
}

/// A query that fetches an object by its absolute URL (a `selfLink`), as `GTLRResourceURLQuery`.
public final class GTLRResourceURLQuery: GTLRQuery {
    /// A query of no URL (set ``GTLRQuery/resourceURL``).
    public required init() {
        super.init(pathURITemplate: "", httpMethod: "GET", pathParameterNames: [])
    }

    /// A GET of `url` whose result is an object of `objectClass`.
    public convenience init(url: URL, objectClass: GTLRObject.Type?) {
        self.init()
        resourceURL = url
        expectedObjectClass = objectClass
    }
}
