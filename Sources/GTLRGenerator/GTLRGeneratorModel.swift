public import GTLRDiscovery

/// The Swift type of a generated property or parameter.
public indirect enum GTLRGeneratedType: Equatable, Sendable {
    /// `String` (also `byte`: base64 text, as in the original).
    case string
    /// `Int32` (`integer`/`int32`).
    case int32
    /// `UInt32` (`integer`/`uint32`).
    case uint32
    /// `Int64`, carried in JSON as a string (`string`/`int64`).
    case int64
    /// `UInt64`, carried in JSON as a string (`string`/`uint64`).
    case uint64
    /// `Double` (`number`, `double` or `float`).
    case double
    /// `Bool`.
    case bool
    /// A date-time (`date-time`, `google-datetime`).
    case dateTime
    /// A date without a time (`date`).
    case date
    /// A protobuf duration (`google-duration`).
    case duration
    /// Any JSON value (`any`).
    case any
    /// A generated object class.
    case object(String)
    /// An array of another type.
    case array(GTLRGeneratedType)
    /// A JSON object used as a map from strings to another type.
    case map(GTLRGeneratedType)
}

/// One generated property (of an object) or parameter (of a query).
public struct GTLRGeneratedProperty: Sendable {
    /// The JSON or wire name.
    public var jsonName: String
    /// The Swift name.
    public var swiftName: String
    /// The Swift type.
    public var type: GTLRGeneratedType
    /// The Discovery description.
    public var documentation: String?
    /// The allowed values, when the property is an enumerated string.
    public var enumValues: [String]
    /// One description per allowed value.
    public var enumDescriptions: [String]
    /// Parameters: true for path parameters.
    public var isPathParameter: Bool
    /// Parameters: true when required.
    public var isRequired: Bool
}

/// One generated object class: a named schema or an inline object schema.
public struct GTLRGeneratedObject: Sendable {
    /// The class name, e.g. `GTLRStorage_Object`.
    public var className: String
    /// The Discovery description.
    public var documentation: String?
    /// The properties, sorted by Swift name.
    public var properties: [GTLRGeneratedProperty]
    /// The JSON key of the items, for collection schemas (`items`, `files`, …).
    public var collectionItemsKey: String?
    /// The value type of a map schema (`additionalProperties`).
    public var additionalPropertiesType: GTLRGeneratedType?
    /// The `kind` the schema declares as default (e.g. `storage#object`).
    public var kind: String?
}

/// One generated query class: a Discovery method.
public struct GTLRGeneratedQuery: Sendable {
    /// The class name, e.g. `GTLRStorageQuery_ObjectsList`.
    public var className: String
    /// The Discovery method.
    public var method: GTLRDiscoveryMethod
    /// The parameters (path and query), required first in `parameterOrder`, then by name.
    public var parameters: [GTLRGeneratedProperty]
    /// The body object's class, if any.
    public var bodyClassName: String?
    /// The result object's class, if any.
    public var responseClassName: String?
    /// The path template of single-request uploads without the service path (e.g. `upload/`), if any.
    public var simpleUploadPath: String?
    /// The path template of resumable uploads, if any.
    public var resumableUploadPath: String?
}

/// A `kGTLR…` string constant: an OAuth scope or an enumerated value.
public struct GTLRGeneratedConstant: Sendable {
    /// The constant's name.
    public var name: String
    /// Its value.
    public var value: String
    /// What it means.
    public var documentation: String?
}

/// Everything generated for one Discovery document.
public struct GTLRGeneratorModel: Sendable {
    /// The formatted API name, e.g. `Storage`.
    public var apiName: String
    /// The document.
    public var document: GTLRDiscoveryDocument
    /// The object classes, sorted by name.
    public var objects: [GTLRGeneratedObject]
    /// The query classes, sorted by name.
    public var queries: [GTLRGeneratedQuery]
    /// The scope constants, sorted by name.
    public var scopes: [GTLRGeneratedConstant]
    /// The enumerated-value constants of objects, sorted by name.
    public var objectConstants: [GTLRGeneratedConstant]
    /// The enumerated-value constants of query parameters, sorted by name.
    public var queryConstants: [GTLRGeneratedConstant]
    /// `kind` → class name, sorted by kind.
    public var kindMap: [(kind: String, className: String)]

    /// Builds the model of `document`; `apiName` overrides the formatted API name.
    public init(document: GTLRDiscoveryDocument, apiName: String? = nil) {
        self.document = document
        let api = apiName ?? GTLRGeneratorNaming.apiName(document.name)
        self.apiName = api
        var builder = Builder(api: api, document: document)
        for (name, schema) in document.schemas.sorted(by: { $0.key < $1.key }) {
            builder.addObject(schema, path: [name])
        }
        // Queries first: an inline request or response schema adds an object class of its own.
        queries = document.allMethods.map { builder.query(for: $0) }.sorted { $0.className < $1.className }
        objects = builder.objects.sorted { $0.className < $1.className }
        scopes = Self.scopeConstants(api: api, document: document)
        objectConstants = builder.objectConstants.sorted { $0.name < $1.name }
        queryConstants = builder.queryConstantsByName.values.sorted { $0.name < $1.name }
        kindMap = objects.compactMap { object in object.kind.map { (kind: $0, className: object.className) } }
            .sorted { $0.kind < $1.kind }
    }

    /// `kGTLRAuthScope<Api><Rest>`: the scope URL's last path component (or host) in words, the API's name dropped
    /// when it leads (`…/auth/drive.file` → `kGTLRAuthScopeDriveFile`, `…/auth/youtube` → `kGTLRAuthScopeYouTube`).
    static func scopeConstants(api: String, document: GTLRDiscoveryDocument) -> [GTLRGeneratedConstant] {
        var seen = Set<String>()
        var result: [GTLRGeneratedConstant] = []
        for url in document.scopeURLs {
            var trimmed = url
            while trimmed.hasSuffix("/") { trimmed.removeLast() }
            var last = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
            if last.contains(":") { last = "" }
            var words = last.split(whereSeparator: { ".-_".contains($0) }).map(String.init)
            if let first = words.first, first.lowercased() == api.lowercased() { words.removeFirst() }
            var name = "kGTLRAuthScope\(api)" + words.map(GTLRGeneratorNaming.upperCamel).joined()
            while seen.contains(name) { name += "_" }
            seen.insert(name)
            let description = document.auth?.oauth2?.scopes[url]?.description
            result.append(GTLRGeneratedConstant(name: name, value: url, documentation: description))
        }
        return result.sorted { $0.name < $1.name }
    }

    /// Builds object classes (recursing into inline schemas), queries and constants.
    private struct Builder {
        let api: String
        let document: GTLRDiscoveryDocument
        var objects: [GTLRGeneratedObject] = []
        var objectConstants: [GTLRGeneratedConstant] = []
        var queryConstantsByName: [String: GTLRGeneratedConstant] = [:]

        init(api: String, document: GTLRDiscoveryDocument) {
            self.api = api
            self.document = document
        }

        /// Adds the class for `schema` at `path` (schema name, then property names) and its inline children.
        @discardableResult
        mutating func addObject(_ schema: GTLRDiscoverySchema, path: [String]) -> String {
            let className = GTLRGeneratorNaming.objectClassName(api: api, path: path)
            var properties: [GTLRGeneratedProperty] = []
            var usedNames = Set<String>()
            for (jsonName, property) in schema.properties.sorted(by: { $0.key < $1.key }) {
                let type = resolve(property, path: path + [jsonName])
                var swiftName = GTLRGeneratorNaming.propertyName(jsonName)
                while usedNames.contains(swiftName) { swiftName += "Property" }
                usedNames.insert(swiftName)
                properties.append(
                    GTLRGeneratedProperty(
                        jsonName: jsonName,
                        swiftName: swiftName,
                        type: type,
                        documentation: property.description,
                        enumValues: property.enumValues,
                        enumDescriptions: property.enumDescriptions,
                        isPathParameter: false,
                        isRequired: false
                    )
                )
                for (index, value) in property.enumValues.enumerated() {
                    let name =
                        "k\(className)_\(GTLRGeneratorNaming.upperCamel(jsonName))_"
                        + GTLRGeneratorNaming.constantValueName(value)
                    objectConstants.append(
                        GTLRGeneratedConstant(
                            name: name,
                            value: value,
                            documentation: index < property.enumDescriptions.count
                                ? property.enumDescriptions[index] : nil
                        )
                    )
                }
            }
            var itemsKey: String?
            if schema.properties["nextPageToken"] != nil {
                let arrays = properties.filter { if case .array(.object) = $0.type { true } else { false } }
                if let items = arrays.first(where: { $0.jsonName == "items" }) {
                    itemsKey = items.jsonName
                } else if arrays.count == 1 {
                    itemsKey = arrays[0].jsonName
                }
            }
            let additional = schema.additionalProperties.map { resolve($0, path: path + ["additional"]) }
            var kind: String?
            if let kindProperty = schema.properties["kind"], let value = kindProperty.defaultValue, path.count == 1 {
                kind = value
            }
            objects.append(
                GTLRGeneratedObject(
                    className: className,
                    documentation: schema.description,
                    properties: properties.sorted { $0.swiftName < $1.swiftName },
                    collectionItemsKey: itemsKey,
                    additionalPropertiesType: additional,
                    kind: kind
                )
            )
            return className
        }

        /// The Swift type of `schema` found at `path`; inline object schemas become classes of their own.
        mutating func resolve(_ schema: GTLRDiscoverySchema, path: [String]) -> GTLRGeneratedType {
            if let ref = schema.ref {
                return .object(GTLRGeneratorNaming.objectClassName(api: api, path: [ref]))
            }
            switch schema.type {
            case "string":
                switch schema.format {
                case "int64": return .int64
                case "uint64": return .uint64
                case "date-time", "google-datetime": return .dateTime
                case "date": return .date
                case "google-duration": return .duration
                default: return .string
                }
            case "integer":
                switch schema.format {
                case "uint32": return .uint32
                case "int64": return .int64
                case "uint64": return .uint64
                default: return .int32
                }
            case "number":
                return .double
            case "boolean":
                return .bool
            case "array":
                guard let items = schema.items else { return .array(.any) }
                return .array(resolve(items, path: path + ["Item"]))
            case "object":
                if schema.properties.isEmpty, let additional = schema.additionalProperties {
                    // A map: `additionalProperties` names the value type (inline objects get a class of their own).
                    return .map(resolve(additional, path: path))
                }
                if schema.properties.isEmpty { return .map(.any) }
                return .object(addObject(schema, path: path))
            default:
                return .any
            }
        }

        /// The class of a request or response body: the named schema's, an inline object schema's own class (named
        /// after `path`), or `GTLRObject` for an inline schema that is not an object with properties (a map, `any`).
        mutating func bodyClassName(_ reference: GTLRDiscoveryMethod.Reference, path: [String]) -> String {
            if let ref = reference.ref { return GTLRGeneratorNaming.objectClassName(api: api, path: [ref]) }
            guard let schema = reference.inlineSchema, case .object(let name) = resolve(schema, path: path) else {
                return "GTLRObject"
            }
            return name
        }

        /// The query class for `method`, recording its enumerated-parameter constants.
        mutating func query(for method: GTLRDiscoveryMethod) -> GTLRGeneratedQuery {
            let className = GTLRGeneratorNaming.queryClassName(api: api, methodID: method.id)
            var parameters: [GTLRGeneratedProperty] = []
            var usedNames = Set<String>()
            for name in method.pathParameterNames + method.queryParameterNames {
                guard let schema = method.parameters[name] else { continue }
                var type = resolve(schema, path: [className, name])
                if schema.repeated, case .array = type {} else if schema.repeated { type = .array(type) }
                var swiftName = GTLRGeneratorNaming.propertyName(name)
                while usedNames.contains(swiftName) { swiftName += "Property" }
                usedNames.insert(swiftName)
                parameters.append(
                    GTLRGeneratedProperty(
                        jsonName: name,
                        swiftName: swiftName,
                        type: type,
                        documentation: schema.description,
                        enumValues: schema.enumValues,
                        enumDescriptions: schema.enumDescriptions,
                        isPathParameter: schema.isPathParameter,
                        isRequired: schema.required || method.parameterOrder.contains(name)
                    )
                )
                for (index, value) in schema.enumValues.enumerated() {
                    let constant =
                        "kGTLR\(api)\(GTLRGeneratorNaming.upperCamel(name))\(GTLRGeneratorNaming.constantValueName(value))"
                    if queryConstantsByName[constant] == nil {
                        queryConstantsByName[constant] = GTLRGeneratedConstant(
                            name: constant,
                            value: value,
                            documentation: index < schema.enumDescriptions.count ? schema.enumDescriptions[index] : nil
                        )
                    }
                }
            }
            let servicePath = document.servicePath
            func uploadPath(_ upload: GTLRDiscoveryMethod.UploadProtocol?) -> String? {
                guard var path = upload?.path else { return nil }
                if path.hasPrefix("/") { path.removeFirst() }
                // The upload path prefix without the service path and method path, e.g. `upload/`.
                let suffix = servicePath + method.path
                if path.hasSuffix(suffix) { return String(path.dropLast(suffix.count)) }
                return path
            }
            // Inline body schemas are named after the method: `aiplatform.x.send` → `GTLRAiplatform_XSendRequest`.
            let methodName = String(className.dropFirst("GTLR\(api)Query_".count))
            return GTLRGeneratedQuery(
                className: className,
                method: method,
                parameters: parameters,
                bodyClassName: method.request.map { bodyClassName($0, path: [methodName + "Request"]) },
                responseClassName: method.response.map { bodyClassName($0, path: [methodName + "Response"]) },
                simpleUploadPath: uploadPath(method.mediaUpload?.protocols?.simple),
                resumableUploadPath: uploadPath(method.mediaUpload?.protocols?.resumable)
            )
        }
    }
}
