#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A type a ``GTLRObject`` or ``GTLRQuery`` property can have: it reads itself from a ``GTLRJSONValue`` and writes
/// itself back.
///
/// The package makes `String`, `Bool`, `Int32`, `UInt32`, `Int64`, `UInt64`, `Double`, ``GTLRDateTime``,
/// ``GTLRDate``, ``GTLRDuration``, ``GTLRJSONValue``, every ``GTLRObject`` class, and arrays and `[String: T]` maps of
/// them conform. 64-bit integers are written as JSON strings, as Discovery's `int64` format says, and read from strings
/// or numbers.
public protocol GTLRJSONConvertible {
    /// The value read from `json`, or `nil` when `json` does not hold one. `resolver` picks object classes.
    static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> Self?
    /// The value as JSON.
    func toJSON() -> GTLRJSONValue
    /// Whether values are objects (or hold objects) that an owner caches so edits to them reach the owner's JSON.
    static var holdsObjects: Bool { get }
}

extension GTLRJSONConvertible {
    /// Plain values are not cached.
    public static var holdsObjects: Bool { false }
}

extension String: GTLRJSONConvertible {
    /// A JSON string (numbers and Booleans are read as their text too).
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> String? {
        switch json {
        case .string(let text): text
        case .integer(let number): String(number)
        case .number(let number): GTLRJSONWriter.format(number)
        case .bool(let flag): flag ? "true" : "false"
        default: nil
        }
    }
    /// A JSON string.
    public func toJSON() -> GTLRJSONValue { .string(self) }
}

extension Bool: GTLRJSONConvertible {
    /// `true`/`false` (or their strings).
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> Bool? { json.boolValue }
    /// `true`/`false`.
    public func toJSON() -> GTLRJSONValue { .bool(self) }
}

extension Int32: GTLRJSONConvertible {
    /// A number (or numeric string) in range.
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> Int32? {
        json.int64Value.flatMap { Int32(exactly: $0) }
    }
    /// A JSON number.
    public func toJSON() -> GTLRJSONValue { .integer(Int64(self)) }
}

extension UInt32: GTLRJSONConvertible {
    /// A number (or numeric string) in range.
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> UInt32? {
        json.int64Value.flatMap { UInt32(exactly: $0) }
    }
    /// A JSON number.
    public func toJSON() -> GTLRJSONValue { .integer(Int64(self)) }
}

extension Int64: GTLRJSONConvertible {
    /// A string of digits (Discovery's `int64`) or a number.
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> Int64? { json.int64Value }
    /// A JSON string, as Discovery's `int64` format says.
    public func toJSON() -> GTLRJSONValue { .string(String(self)) }
}

extension UInt64: GTLRJSONConvertible {
    /// A string of digits (Discovery's `uint64`) or a number.
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> UInt64? {
        if case .string(let text) = json { return UInt64(text) }
        return json.int64Value.flatMap { UInt64(exactly: $0) }
    }
    /// A JSON string, as Discovery's `uint64` format says.
    public func toJSON() -> GTLRJSONValue { .string(String(self)) }
}

extension Double: GTLRJSONConvertible {
    /// A number (or numeric string).
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> Double? {
        json.doubleValue
    }
    /// A JSON number (integral values without a fraction).
    public func toJSON() -> GTLRJSONValue {
        if rounded() == self, let exact = Int64(exactly: self), abs(self) < 1e15 { return .integer(exact) }
        return .number(self)
    }
}

extension GTLRDateTime: GTLRJSONConvertible {
    /// An RFC 3339 string.
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> GTLRDateTime? {
        json.stringValue.flatMap(GTLRDateTime.init(rfc3339String:))
    }
    /// The RFC 3339 string.
    public func toJSON() -> GTLRJSONValue { .string(rfc3339String) }
}

extension GTLRDate: GTLRJSONConvertible {
    /// A `yyyy-MM-dd` string.
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> GTLRDate? {
        json.stringValue.flatMap(GTLRDate.init(rfc3339String:))
    }
    /// The `yyyy-MM-dd` string.
    public func toJSON() -> GTLRJSONValue { .string(rfc3339String) }
}

extension GTLRDuration: GTLRJSONConvertible {
    /// A `1.500s` string.
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> GTLRDuration? {
        json.stringValue.flatMap(GTLRDuration.init(jsonString:))
    }
    /// The `1.500s` string.
    public func toJSON() -> GTLRJSONValue { .string(jsonString) }
}

extension GTLRJSONValue: GTLRJSONConvertible {
    /// Any JSON value (Discovery's `any`).
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> GTLRJSONValue? { json }
    /// The value itself.
    public func toJSON() -> GTLRJSONValue { self }
}

extension Array: GTLRJSONConvertible where Element: GTLRJSONConvertible {
    /// A JSON array whose elements all convert (elements that do not are dropped).
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> [Element]? {
        guard case .array(let elements) = json else { return nil }
        return elements.compactMap { Element.fromJSON($0, resolver: resolver) }
    }
    /// A JSON array.
    public func toJSON() -> GTLRJSONValue { .array(map { $0.toJSON() }) }
    /// Arrays of objects are cached like objects.
    public static var holdsObjects: Bool { Element.holdsObjects }
}

extension Dictionary: GTLRJSONConvertible where Key == String, Value: GTLRJSONConvertible {
    /// A JSON object whose members all convert (members that do not are dropped).
    public static func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> [String: Value]? {
        guard case .object(let members) = json else { return nil }
        return members.compactMapValues { Value.fromJSON($0, resolver: resolver) }
    }
    /// A JSON object.
    public func toJSON() -> GTLRJSONValue { .object(mapValues { $0.toJSON() }) }
    /// Maps of objects are cached like objects.
    public static var holdsObjects: Bool { Value.holdsObjects }
}

/// Picks the class of an object read from JSON: the `kind` member through a kind map (the service's
/// `kindStringToClassMap`), then surrogates (a class → the subclass an application wants instead).
public struct GTLRObjectClassResolver: Sendable {
    /// `kind` value → class.
    public var kindMap: [String: GTLRObject.Type]
    /// Class → the subclass to create instead.
    public var surrogates: [ObjectIdentifier: GTLRObject.Type]

    /// A resolver with a kind map and surrogates (`[GTLRDrive_File.self: MyFile.self]` written as pairs).
    public init(kindMap: [String: GTLRObject.Type] = [:], surrogates: [(GTLRObject.Type, GTLRObject.Type)] = []) {
        self.kindMap = kindMap
        self.surrogates = [:]
        for (base, replacement) in surrogates { self.surrogates[ObjectIdentifier(base)] = replacement }
    }

    /// The class for `members` when the caller expects `defaultClass`.
    public func objectClass(for members: [String: GTLRJSONValue], defaultClass: GTLRObject.Type) -> GTLRObject.Type {
        var chosen = defaultClass
        if let kind = members["kind"]?.stringValue, let mapped = kindMap[kind] { chosen = mapped }
        if let surrogate = surrogates[ObjectIdentifier(chosen)] { chosen = surrogate }
        return chosen
    }
}
