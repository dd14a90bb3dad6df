public import Foundation

/// A Google Discovery REST description (`discovery#restDescription`): the API's root URL, paths, schemas, methods
/// and scopes, as the generator and `gdata api` read it.
///
/// Only the members the generator and the dynamic client use are decoded; unknown members are ignored. Documents are
/// read leniently (JSON5: trailing commas, as in the original's `TestingSvc.json`).
public struct GTLRDiscoveryDocument: Decodable, Sendable {
    /// The API's name, e.g. `storage`.
    public var name: String
    /// The API's version, e.g. `v1`.
    public var version: String
    /// `name:version`, e.g. `storage:v1`.
    public var id: String?
    /// A human-readable title.
    public var title: String?
    /// What the API does.
    public var description: String?
    /// The API's documentation page.
    public var documentationLink: String?
    /// The API's revision (a date), e.g. `20240319`.
    public var revision: String?
    /// The root URL, with a trailing slash, e.g. `https://storage.googleapis.com/`.
    public var rootUrl: String
    /// The service path below the root URL, e.g. `storage/v1/`.
    public var servicePath: String
    /// The batch path below the root URL, e.g. `batch/storage/v1`.
    public var batchPath: String?
    /// The API-wide (global) query parameters, e.g. `fields`, `prettyPrint`, `key`.
    public var parameters: [String: GTLRDiscoverySchema]
    /// The OAuth 2.0 scopes, by scope URL.
    public var auth: Auth?
    /// The schemas, by schema ID.
    public var schemas: [String: GTLRDiscoverySchema]
    /// The top-level resources, by name.
    public var resources: [String: GTLRDiscoveryResource]
    /// The top-level methods (methods not in a resource), by name.
    public var methods: [String: GTLRDiscoveryMethod]
    /// The API's features, e.g. `dataWrapper` (request and response bodies wrapped as `{"data": …}`).
    public var features: [String]

    /// Whether the API wraps request and response bodies as `{"data": …}` (the `dataWrapper` feature, translate
    /// v2); the generated service sets `GTLRService.dataWrapperRequired` from it.
    public var isDataWrapperRequired: Bool { features.contains("dataWrapper") }

    /// The `auth` member.
    public struct Auth: Decodable, Sendable {
        /// The OAuth 2.0 scopes.
        public var oauth2: OAuth2?
    }

    /// The `auth.oauth2` member.
    public struct OAuth2: Decodable, Sendable {
        /// The scopes by URL, each with its description.
        public var scopes: [String: Scope]
    }

    /// One OAuth 2.0 scope.
    public struct Scope: Decodable, Sendable {
        /// What the scope grants.
        public var description: String?
    }

    private enum CodingKeys: String, CodingKey {
        case name, version, id, title, description, documentationLink, revision, rootUrl, servicePath, batchPath
        case parameters, auth, schemas, resources, methods, features
    }

    /// Decodes a document; absent collections are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        version = try container.decode(String.self, forKey: .version)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        documentationLink = try container.decodeIfPresent(String.self, forKey: .documentationLink)
        revision = try container.decodeIfPresent(String.self, forKey: .revision)
        rootUrl = try container.decode(String.self, forKey: .rootUrl)
        servicePath = try container.decodeIfPresent(String.self, forKey: .servicePath) ?? ""
        batchPath = try container.decodeIfPresent(String.self, forKey: .batchPath)
        parameters = try container.decodeIfPresent([String: GTLRDiscoverySchema].self, forKey: .parameters) ?? [:]
        auth = try container.decodeIfPresent(Auth.self, forKey: .auth)
        schemas = try container.decodeIfPresent([String: GTLRDiscoverySchema].self, forKey: .schemas) ?? [:]
        resources = try container.decodeIfPresent([String: GTLRDiscoveryResource].self, forKey: .resources) ?? [:]
        methods = try container.decodeIfPresent([String: GTLRDiscoveryMethod].self, forKey: .methods) ?? [:]
        features = try container.decodeIfPresent([String].self, forKey: .features) ?? []
    }

    // MARK: Reading

    /// Reads a document from JSON bytes (JSON5 allowed: trailing commas, comments).
    ///
    /// - Throws: ``GTLRDiscoveryError`` naming what is wrong (not JSON, not a Discovery document, a missing member).
    public static func parse(_ data: Data) throws(GTLRDiscoveryError) -> GTLRDiscoveryDocument {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        do {
            return try decoder.decode(GTLRDiscoveryDocument.self, from: data)
        } catch let error as DecodingError {
            throw GTLRDiscoveryError(message: GTLRDiscoveryError.describe(error))
        } catch {
            throw GTLRDiscoveryError(message: "\(error)")
        }
    }

    /// Reads a document from a file.
    ///
    /// - Throws: ``GTLRDiscoveryError`` when the file cannot be read or is not a Discovery document; the message
    ///   starts with the path.
    public static func read(contentsOf url: URL) throws(GTLRDiscoveryError) -> GTLRDiscoveryDocument {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw GTLRDiscoveryError(message: "\(url.path): cannot read the file", isFileError: true)
        }
        do {
            return try parse(data)
        } catch {
            throw GTLRDiscoveryError(message: "\(url.path): \(error.message)")
        }
    }

    // MARK: Methods

    /// Every method of the document (top-level and in resources, recursively), sorted by method ID.
    public var allMethods: [GTLRDiscoveryMethod] {
        var result = Array(methods.values)
        var pending = Array(resources.values)
        while let resource = pending.popLast() {
            result.append(contentsOf: resource.methods.values)
            pending.append(contentsOf: resource.resources.values)
        }
        return result.sorted { $0.id < $1.id }
    }

    /// The method with Discovery ID `id` (e.g. `storage.objects.list`), or `nil`.
    public func method(id: String) -> GTLRDiscoveryMethod? {
        allMethods.first { $0.id == id }
    }

    /// The batch path without a leading slash, e.g. `batch/storage/v1`, or `nil` when the API has none.
    public var normalizedBatchPath: String? {
        guard let batchPath, !batchPath.isEmpty else { return nil }
        return batchPath.hasPrefix("/") ? String(batchPath.dropFirst()) : batchPath
    }

    /// The OAuth 2.0 scope URLs, sorted.
    public var scopeURLs: [String] {
        (auth?.oauth2?.scopes.keys).map { $0.sorted() } ?? []
    }
}

/// A resource of a Discovery document: its methods and sub-resources.
public struct GTLRDiscoveryResource: Decodable, Sendable {
    /// The resource's methods, by name.
    public var methods: [String: GTLRDiscoveryMethod]
    /// Nested resources, by name.
    public var resources: [String: GTLRDiscoveryResource]

    private enum CodingKeys: String, CodingKey {
        case methods, resources
    }

    /// Decodes a resource; absent collections are empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        methods = try container.decodeIfPresent([String: GTLRDiscoveryMethod].self, forKey: .methods) ?? [:]
        resources = try container.decodeIfPresent([String: GTLRDiscoveryResource].self, forKey: .resources) ?? [:]
    }
}

/// What went wrong reading a Discovery document.
public struct GTLRDiscoveryError: Error, Sendable, CustomStringConvertible {
    /// The problem, e.g. `schemas.File.properties.name: expected a string`.
    public var message: String
    /// True when the file could not be read at all.
    public var isFileError: Bool

    /// An error with `message`.
    public init(message: String, isFileError: Bool = false) {
        self.message = message
        self.isFileError = isFileError
    }

    /// The message.
    public var description: String { message }

    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            let text = codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            return text.isEmpty ? "document" : text
        }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let underlying = context.underlyingError.map { ": \($0)" } ?? ""
                return "not JSON\(underlying)"
            }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing (not a Discovery document?)"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(type), found null"
        @unknown default:
            return "\(error)"
        }
    }
}
