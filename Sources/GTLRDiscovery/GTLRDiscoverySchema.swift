import GDataJSON

/// A JSON schema of a Discovery document: a named schema, a property, an array's items, a map's values, or a
/// method parameter (parameters add `location`, `required` and `repeated`).
public final class GTLRDiscoverySchema: Sendable {
    /// The schema ID (named schemas only).
    public let id: String?
    /// A reference to a named schema (`$ref`).
    public let ref: String?
    /// `object`, `array`, `string`, `integer`, `number`, `boolean` or `any`.
    public let type: String?
    /// `int32`, `uint32`, `int64`, `uint64`, `double`, `float`, `byte`, `date`, `date-time`, `google-datetime`,
    /// `google-duration`, `google-fieldmask`, …
    public let format: String?
    /// What the value means.
    public let description: String?
    /// The properties of an object, by JSON name.
    public let properties: [String: GTLRDiscoverySchema]
    /// The schema of a map's values (`additionalProperties`).
    public let additionalProperties: GTLRDiscoverySchema?
    /// The schema of an array's elements.
    public let items: GTLRDiscoverySchema?
    /// The allowed values of a string.
    public let enumValues: [String]
    /// One description per allowed value.
    public let enumDescriptions: [String]
    /// The default value, as its JSON text (e.g. `storage#object`, `true`).
    public let defaultValue: String?
    /// Parameters: `path` or `query`.
    public let location: String?
    /// Parameters: whether the parameter is required.
    public let required: Bool
    /// Parameters: whether the parameter may be given several times.
    public let repeated: Bool
    /// Whether the server ignores the value in requests.
    public let readOnly: Bool
    /// Whether the value is deprecated.
    public let deprecated: Bool

    /// Reads a schema at `path` of the document; absent collections are empty and absent flags false.
    init(json: GDataJSONValue, path: [String]) throws(GTLRDiscoveryError) {
        let reader = try GTLRDiscoveryJSONReader(json, path: path)
        id = try reader.string("id")
        ref = try reader.string("$ref")
        type = try reader.string("type")
        format = try reader.string("format")
        description = try reader.string("description")
        properties = try reader.map("properties", GTLRDiscoverySchema.init(json:path:)) ?? [:]
        // `additionalProperties` is a schema in Discovery documents; tolerate JSON Schema's boolean form.
        additionalProperties = try? reader.object("additionalProperties", GTLRDiscoverySchema.init(json:path:))
        items = try reader.object("items", GTLRDiscoverySchema.init(json:path:))
        enumValues = try reader.strings("enum") ?? []
        enumDescriptions = try reader.strings("enumDescriptions") ?? []
        // The default as text; a number is written as a Double (`10` -> `10.0`), as the generated comments have it.
        switch reader.value("default") {
        case .string(let text): defaultValue = text
        case .bool(let flag): defaultValue = String(flag)
        case .integer(let number): defaultValue = String(Double(number))
        case .number(let number): defaultValue = String(number)
        default: defaultValue = nil
        }
        location = try reader.string("location")
        required = try reader.bool("required") ?? false
        repeated = try reader.bool("repeated") ?? false
        readOnly = try reader.bool("readOnly") ?? false
        deprecated = try reader.bool("deprecated") ?? false
    }

    /// True for a path parameter.
    public var isPathParameter: Bool { location == "path" }
}
