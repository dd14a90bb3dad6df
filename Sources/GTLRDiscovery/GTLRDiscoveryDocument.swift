public import GDataJSON

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

/// A Google Discovery REST description (`discovery#restDescription`): the API's root URL, paths, schemas, methods
/// and scopes, as the generator and `gdata api` read it.
///
/// Only the members the generator and the dynamic client use are read; unknown members are ignored. Documents are
/// read with `GDataJSONParser` (the package's JSON reader), which accepts trailing commas, as in the original's
/// `TestingSvc.json`.
public struct GTLRDiscoveryDocument: Sendable {
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
    public struct Auth: Sendable {
        /// The OAuth 2.0 scopes.
        public var oauth2: OAuth2?

        init(json: GDataJSONValue, path: [String]) throws(GTLRDiscoveryError) {
            oauth2 = try GTLRDiscoveryJSONReader(json, path: path).object("oauth2", OAuth2.init(json:path:))
        }
    }

    /// The `auth.oauth2` member.
    public struct OAuth2: Sendable {
        /// The scopes by URL, each with its description.
        public var scopes: [String: Scope]

        init(json: GDataJSONValue, path: [String]) throws(GTLRDiscoveryError) {
            scopes = try GTLRDiscoveryJSONReader(json, path: path).requiredMap("scopes", Scope.init(json:path:))
        }
    }

    /// One OAuth 2.0 scope.
    public struct Scope: Sendable {
        /// What the scope grants.
        public var description: String?

        init(json: GDataJSONValue, path: [String]) throws(GTLRDiscoveryError) {
            description = try GTLRDiscoveryJSONReader(json, path: path).string("description")
        }
    }

    /// Reads a document from its parsed JSON; absent collections are empty.
    ///
    /// - Throws: ``GTLRDiscoveryError`` naming the member that is missing or of the wrong type.
    public init(json: GDataJSONValue) throws(GTLRDiscoveryError) {
        let reader = try GTLRDiscoveryJSONReader(json, path: [])
        name = try reader.requiredString("name")
        version = try reader.requiredString("version")
        id = try reader.string("id")
        title = try reader.string("title")
        description = try reader.string("description")
        documentationLink = try reader.string("documentationLink")
        revision = try reader.string("revision")
        rootUrl = try reader.requiredString("rootUrl")
        servicePath = try reader.string("servicePath") ?? ""
        batchPath = try reader.string("batchPath")
        parameters = try reader.map("parameters", GTLRDiscoverySchema.init(json:path:)) ?? [:]
        auth = try reader.object("auth", Auth.init(json:path:))
        schemas = try reader.map("schemas", GTLRDiscoverySchema.init(json:path:)) ?? [:]
        resources = try reader.map("resources", GTLRDiscoveryResource.init(json:path:)) ?? [:]
        methods = try reader.map("methods", GTLRDiscoveryMethod.init(json:path:)) ?? [:]
        features = try reader.strings("features") ?? []
    }

    // MARK: Reading

    /// Reads a document from JSON bytes (trailing commas allowed).
    ///
    /// - Throws: ``GTLRDiscoveryError`` naming what is wrong (not JSON, not a Discovery document, a missing member).
    public static func parse(_ data: Data) throws(GTLRDiscoveryError) -> GTLRDiscoveryDocument {
        let json: GDataJSONValue
        do {
            json = try GDataJSONParser.parse(data)
        } catch {
            throw GTLRDiscoveryError(message: "not JSON: \(error)")
        }
        return try GTLRDiscoveryDocument(json: json)
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
public struct GTLRDiscoveryResource: Sendable {
    /// The resource's methods, by name.
    public var methods: [String: GTLRDiscoveryMethod]
    /// Nested resources, by name.
    public var resources: [String: GTLRDiscoveryResource]

    /// Reads a resource at `path` of the document; absent collections are empty.
    init(json: GDataJSONValue, path: [String]) throws(GTLRDiscoveryError) {
        let reader = try GTLRDiscoveryJSONReader(json, path: path)
        methods = try reader.map("methods", GTLRDiscoveryMethod.init(json:path:)) ?? [:]
        resources = try reader.map("resources", GTLRDiscoveryResource.init(json:path:)) ?? [:]
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
}
