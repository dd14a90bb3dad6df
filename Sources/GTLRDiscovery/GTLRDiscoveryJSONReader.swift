import GDataJSON

/// Reads the members of one JSON object of a Discovery document (parsed by `GDataJSONParser`, the package's JSON
/// reader), naming the member's path in every error, e.g. `schemas.File.properties.name: expected a string`.
///
/// Absent members and `null` read as absent; a member of the wrong type is an error; unknown members are ignored.
struct GTLRDiscoveryJSONReader {
    /// The object's members.
    let members: [String: GDataJSONValue]
    /// Where the object is in the document (member names from the top).
    let path: [String]

    /// A reader of `value`, which must be an object.
    init(_ value: GDataJSONValue, path: [String]) throws(GTLRDiscoveryError) {
        guard case .object(let members) = value else {
            throw Self.error(path, value.isNull ? "expected an object, found null" : "expected an object")
        }
        self.members = members
        self.path = path
    }

    /// `schemas.File.properties.name: problem` (`document: problem` at the top).
    static func error(_ path: [String], _ problem: String) -> GTLRDiscoveryError {
        GTLRDiscoveryError(message: "\(path.isEmpty ? "document" : path.joined(separator: ".")): \(problem)")
    }

    /// The member `key`; nil when absent or `null`.
    func value(_ key: String) -> GDataJSONValue? {
        guard let value = members[key], !value.isNull else { return nil }
        return value
    }

    /// The member `key`, which must be present and not `null`.
    func requiredValue(_ key: String, _ kind: String) throws(GTLRDiscoveryError) -> GDataJSONValue {
        if let value = value(key) { return value }
        throw Self.error(
            path + [key],
            members[key] == nil ? "missing (not a Discovery document?)" : "expected \(kind), found null"
        )
    }

    /// A string member; nil when absent.
    func string(_ key: String) throws(GTLRDiscoveryError) -> String? {
        guard let value = value(key) else { return nil }
        return try Self.string(value, path: path + [key])
    }

    /// A string member that must be present.
    func requiredString(_ key: String) throws(GTLRDiscoveryError) -> String {
        try Self.string(requiredValue(key, "a string"), path: path + [key])
    }

    static func string(_ value: GDataJSONValue, path: [String]) throws(GTLRDiscoveryError) -> String {
        guard case .string(let text) = value else { throw error(path, "expected a string") }
        return text
    }

    /// A Boolean member; nil when absent.
    func bool(_ key: String) throws(GTLRDiscoveryError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else { throw Self.error(path + [key], "expected a Boolean") }
        return flag
    }

    /// An array-of-strings member; nil when absent.
    func strings(_ key: String) throws(GTLRDiscoveryError) -> [String]? {
        guard let value = value(key) else { return nil }
        guard case .array(let elements) = value else { throw Self.error(path + [key], "expected an array") }
        var texts: [String] = []
        texts.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            texts.append(try Self.string(element, path: path + ["\(key)[\(index)]"]))
        }
        return texts
    }

    /// An object member read by `read`; nil when absent.
    func object<T>(
        _ key: String,
        _ read: (GDataJSONValue, [String]) throws(GTLRDiscoveryError) -> T
    ) throws(GTLRDiscoveryError) -> T? {
        guard let value = value(key) else { return nil }
        return try read(value, path + [key])
    }

    /// An object member whose members are each read by `read` (schemas, parameters, methods, …); nil when absent.
    func map<T>(
        _ key: String,
        _ read: (GDataJSONValue, [String]) throws(GTLRDiscoveryError) -> T
    ) throws(GTLRDiscoveryError) -> [String: T]? {
        guard let value = value(key) else { return nil }
        return try Self.map(value, path: path + [key], read)
    }

    /// A map member that must be present.
    func requiredMap<T>(
        _ key: String,
        _ read: (GDataJSONValue, [String]) throws(GTLRDiscoveryError) -> T
    ) throws(GTLRDiscoveryError) -> [String: T] {
        try Self.map(requiredValue(key, "an object"), path: path + [key], read)
    }

    static func map<T>(
        _ value: GDataJSONValue,
        path: [String],
        _ read: (GDataJSONValue, [String]) throws(GTLRDiscoveryError) -> T
    ) throws(GTLRDiscoveryError) -> [String: T] {
        let members = try GTLRDiscoveryJSONReader(value, path: path).members
        var result: [String: T] = [:]
        result.reserveCapacity(members.count)
        for (name, member) in members {
            result[name] = try read(member, path + [name])
        }
        return result
    }
}
