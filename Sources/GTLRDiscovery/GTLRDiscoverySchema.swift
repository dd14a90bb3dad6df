/// A JSON schema of a Discovery document: a named schema, a property, an array's items, a map's values, or a
/// method parameter (parameters add `location`, `required` and `repeated`).
public final class GTLRDiscoverySchema: Decodable, Sendable {
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

    private enum CodingKeys: String, CodingKey {
        case id, ref = "$ref", type, format, description, properties, additionalProperties, items
        case enumValues = "enum", enumDescriptions, defaultValue = "default", location, required, repeated, readOnly
        case deprecated
    }

    /// Decodes a schema; absent collections are empty and absent flags false.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        ref = try container.decodeIfPresent(String.self, forKey: .ref)
        type = try container.decodeIfPresent(String.self, forKey: .type)
        format = try container.decodeIfPresent(String.self, forKey: .format)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        properties = try container.decodeIfPresent([String: GTLRDiscoverySchema].self, forKey: .properties) ?? [:]
        // `additionalProperties` is a schema in Discovery documents; tolerate JSON Schema's boolean form.
        additionalProperties = try? container.decodeIfPresent(GTLRDiscoverySchema.self, forKey: .additionalProperties)
        items = try container.decodeIfPresent(GTLRDiscoverySchema.self, forKey: .items)
        enumValues = try container.decodeIfPresent([String].self, forKey: .enumValues) ?? []
        enumDescriptions = try container.decodeIfPresent([String].self, forKey: .enumDescriptions) ?? []
        if let text = try? container.decodeIfPresent(String.self, forKey: .defaultValue) {
            defaultValue = text
        } else if let flag = try? container.decodeIfPresent(Bool.self, forKey: .defaultValue) {
            defaultValue = String(flag)
        } else if let number = try? container.decodeIfPresent(Double.self, forKey: .defaultValue) {
            defaultValue = String(number)
        } else {
            defaultValue = nil
        }
        location = try container.decodeIfPresent(String.self, forKey: .location)
        required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
        repeated = try container.decodeIfPresent(Bool.self, forKey: .repeated) ?? false
        readOnly = try container.decodeIfPresent(Bool.self, forKey: .readOnly) ?? false
        deprecated = try container.decodeIfPresent(Bool.self, forKey: .deprecated) ?? false
    }

    /// True for a path parameter.
    public var isPathParameter: Bool { location == "path" }
}
