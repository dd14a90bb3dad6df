/// A method of a Discovery document, e.g. `storage.objects.list`.
public struct GTLRDiscoveryMethod: Decodable, Sendable {
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
    public struct Reference: Decodable, Sendable {
        /// The ID of the named schema, or `nil` when the schema is given in place (``inlineSchema``).
        public var ref: String?
        /// The schema given in place of a `$ref`, or `nil` for a `$ref`.
        public var inlineSchema: GTLRDiscoverySchema?
        /// The name the original gives the body parameter (`resource`, `object`, …), when the document says.
        public var parameterName: String?

        private enum CodingKeys: String, CodingKey {
            case ref = "$ref", parameterName
        }

        /// A `$ref` to the schema named `ref`.
        public init(ref: String, parameterName: String? = nil) {
            self.ref = ref
            self.parameterName = parameterName
        }

        /// Decodes `{"$ref": …}` or an inline schema.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            ref = try container.decodeIfPresent(String.self, forKey: .ref)
            parameterName = try container.decodeIfPresent(String.self, forKey: .parameterName)
            if ref == nil { inlineSchema = try GTLRDiscoverySchema(from: decoder) }
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
    public struct MediaUpload: Decodable, Sendable {
        /// Accepted MIME ranges, e.g. `*/*`.
        public var accept: [String]?
        /// The largest accepted upload, e.g. `5TB`.
        public var maxSize: String?
        /// The upload protocols.
        public var protocols: Protocols?
    }

    /// The `mediaUpload.protocols` member.
    public struct Protocols: Decodable, Sendable {
        /// The single-request protocol (`uploadType=media|multipart`).
        public var simple: UploadProtocol?
        /// The resumable protocol.
        public var resumable: UploadProtocol?
    }

    /// One upload protocol: its absolute path (from the root URL), e.g. `/upload/storage/v1/b/{bucket}/o`.
    public struct UploadProtocol: Decodable, Sendable {
        /// Whether the protocol takes metadata with the media.
        public var multipart: Bool?
        /// The path template, starting with `/`.
        public var path: String
    }

    private enum CodingKeys: String, CodingKey {
        case id, path, flatPath, httpMethod, description, parameters, parameterOrder, request, response, scopes
        case supportsMediaDownload, useMediaDownloadService, supportsMediaUpload, mediaUpload
    }

    /// Decodes a method; absent collections are empty and absent flags false.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        path = try container.decode(String.self, forKey: .path)
        flatPath = try container.decodeIfPresent(String.self, forKey: .flatPath)
        httpMethod = try container.decodeIfPresent(String.self, forKey: .httpMethod) ?? "GET"
        description = try container.decodeIfPresent(String.self, forKey: .description)
        parameters = try container.decodeIfPresent([String: GTLRDiscoverySchema].self, forKey: .parameters) ?? [:]
        parameterOrder = try container.decodeIfPresent([String].self, forKey: .parameterOrder) ?? []
        request = try container.decodeIfPresent(Reference.self, forKey: .request)
        response = try container.decodeIfPresent(Reference.self, forKey: .response)
        scopes = try container.decodeIfPresent([String].self, forKey: .scopes) ?? []
        supportsMediaDownload = try container.decodeIfPresent(Bool.self, forKey: .supportsMediaDownload) ?? false
        useMediaDownloadService = try container.decodeIfPresent(Bool.self, forKey: .useMediaDownloadService) ?? false
        supportsMediaUpload = try container.decodeIfPresent(Bool.self, forKey: .supportsMediaUpload) ?? false
        mediaUpload = try container.decodeIfPresent(MediaUpload.self, forKey: .mediaUpload)
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
