import GDataJSON

/// A method of a Discovery document, e.g. `storage.objects.list`.
public struct GTLRDiscoveryMethod: Sendable {
    /// The method ID, e.g. `storage.objects.list`.
    public var id: String
    /// The path template below the service path, e.g. `b/{bucket}/o/{object}` (RFC 6570 `{name}` / `{+name}`).
    public var path: String
    /// A path template without `{+name}` expansions (some APIs give it beside `path`).
    public var flatPath: String?
    /// `GET`, `POST`, `PUT`, `PATCH` or `DELETE`.
    public var httpMethod: String
    /// What the method does.
    public var description: String?
    /// The method's parameters, by wire name.
    public var parameters: [String: GTLRDiscoverySchema]
    /// The required parameters, in order (path parameters first).
    public var parameterOrder: [String]
    /// The schema of the request body, if any.
    public var request: Reference?
    /// The schema of the response body, if any.
    public var response: Reference?
    /// The scopes that authorize the method.
    public var scopes: [String]
    /// Whether the method can return media (`alt=media`).
    public var supportsMediaDownload: Bool
    /// Whether media downloads use the `download/` path prefix.
    public var useMediaDownloadService: Bool
    /// Whether the method accepts media uploads.
    public var supportsMediaUpload: Bool
    /// How media is uploaded, when ``supportsMediaUpload``.
    public var mediaUpload: MediaUpload?

    /// The schema of a request or response body: a `$ref` to a named schema, or (in some documents, e.g.
    /// identitytoolkit v1, aiplatform v1beta1) a JSON schema given in place.
    public struct Reference: Sendable {
        /// The ID of the named schema, or `nil` when the schema is given in place (``inlineSchema``).
        public var ref: String?
        /// The schema given in place of a `$ref`, or `nil` for a `$ref`.
        public var inlineSchema: GTLRDiscoverySchema?
        /// The name the original gives the body parameter (`resource`, `object`, …), when the document says.
        public var parameterName: String?

        /// A `$ref` to the schema named `ref`.
        public init(ref: String, parameterName: String? = nil) {
            self.ref = ref
            self.parameterName = parameterName
        }

        /// Reads `{"$ref": …}` or an inline schema at `path` of the document.
        init(json: GDataJSONValue, path: [String]) throws(GTLRDiscoveryError) {
            let reader = try GTLRDiscoveryJSONReader(json, path: path)
            ref = try reader.string("$ref")
            parameterName = try reader.string("parameterName")
            if ref == nil { inlineSchema = try GTLRDiscoverySchema(json: json, path: path) }
        }

        /// The schema: the named schema of `document`, or the inline one; `nil` for a `$ref` the document lacks.
        public func schema(in document: GTLRDiscoveryDocument) -> GTLRDiscoverySchema? {
            if let ref { return document.schemas[ref] }
            return inlineSchema
        }

        /// The schema ID, or `(inline object)` (`(inline array)`, …) for a schema given in place: for listings.
        public var displayName: String {
            ref ?? "(inline \(inlineSchema?.type ?? "schema"))"
        }
    }

    /// The `mediaUpload` member.
    public struct MediaUpload: Sendable {
        /// Accepted MIME ranges, e.g. `*/*`.
        public var accept: [String]?
        /// The largest accepted upload, e.g. `5TB`.
        public var maxSize: String?
        /// The upload protocols.
        public var protocols: Protocols?

        init(json: GDataJSONValue, path: [String]) throws(GTLRDiscoveryError) {
            let reader = try GTLRDiscoveryJSONReader(json, path: path)
            accept = try reader.strings("accept")
            maxSize = try reader.string("maxSize")
            protocols = try reader.object("protocols", Protocols.init(json:path:))
        }
    }

    /// The `mediaUpload.protocols` member.
    public struct Protocols: Sendable {
        /// The single-request protocol (`uploadType=media|multipart`).
        public var simple: UploadProtocol?
        /// The resumable protocol.
        public var resumable: UploadProtocol?

        init(json: GDataJSONValue, path: [String]) throws(GTLRDiscoveryError) {
            let reader = try GTLRDiscoveryJSONReader(json, path: path)
            simple = try reader.object("simple", UploadProtocol.init(json:path:))
            resumable = try reader.object("resumable", UploadProtocol.init(json:path:))
        }
    }

    /// One upload protocol: its absolute path (from the root URL), e.g. `/upload/storage/v1/b/{bucket}/o`.
    public struct UploadProtocol: Sendable {
        /// Whether the protocol takes metadata with the media.
        public var multipart: Bool?
        /// The path template, starting with `/`.
        public var path: String

        init(json: GDataJSONValue, path: [String]) throws(GTLRDiscoveryError) {
            let reader = try GTLRDiscoveryJSONReader(json, path: path)
            multipart = try reader.bool("multipart")
            self.path = try reader.requiredString("path")
        }
    }

    /// Reads a method at `path` of the document; absent collections are empty and absent flags false.
    init(json: GDataJSONValue, path location: [String]) throws(GTLRDiscoveryError) {
        let reader = try GTLRDiscoveryJSONReader(json, path: location)
        id = try reader.requiredString("id")
        path = try reader.requiredString("path")
        flatPath = try reader.string("flatPath")
        httpMethod = try reader.string("httpMethod") ?? "GET"
        description = try reader.string("description")
        parameters = try reader.map("parameters", GTLRDiscoverySchema.init(json:path:)) ?? [:]
        parameterOrder = try reader.strings("parameterOrder") ?? []
        request = try reader.object("request", Reference.init(json:path:))
        response = try reader.object("response", Reference.init(json:path:))
        scopes = try reader.strings("scopes") ?? []
        supportsMediaDownload = try reader.bool("supportsMediaDownload") ?? false
        useMediaDownloadService = try reader.bool("useMediaDownloadService") ?? false
        supportsMediaUpload = try reader.bool("supportsMediaUpload") ?? false
        mediaUpload = try reader.object("mediaUpload", MediaUpload.init(json:path:))
    }

    /// The path parameters, in `parameterOrder` first, then the rest by name.
    public var pathParameterNames: [String] {
        let names = parameters.filter { $0.value.isPathParameter }.map(\.key)
        return parameterOrder.filter { names.contains($0) } + names.filter { !parameterOrder.contains($0) }.sorted()
    }

    /// The query parameters: required ones in `parameterOrder`, then the rest by name.
    public var queryParameterNames: [String] {
        let names = parameters.filter { !$0.value.isPathParameter }.map(\.key)
        return parameterOrder.filter { names.contains($0) } + names.filter { !parameterOrder.contains($0) }.sorted()
    }
}
