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

/// A JSON object of a Google REST API: the base class of every generated object (`GTLRDrive_File`,
/// `GTLRStorage_Object`, …), as `GTLRObject` was in the Objective-C client.
///
/// The object's storage is its ``json``. Generated subclasses declare typed properties whose accessors read and write
/// that JSON through ``subscript(_:)``; any member can also be read dynamically (``subscript(_:)`` with an explicit
/// type, ``additionalProperty(forName:)``). Child objects are created on first access and kept, so
/// `file.owners?[0].displayName = "x"` edits the parent: ``json`` always reflects edits made through children.
///
/// - A property set to `nil` is removed; ``setNull(forKey:)`` stores an explicit JSON `null`, which a PATCH sends to
///   delete a field. ``patch(fromOriginal:)`` builds such a patch from an edited copy.
/// - The class of an object read from JSON follows its `kind` member through the service's kind map, then the
///   surrogates (``GTLRObjectClassResolver``).
/// - ``userProperties`` are the application's own and never sent, copied or encoded.
///
/// Objects are mutable reference types, like the original's, and not `Sendable` (as `GDataObject` is not): the
/// compiler keeps each one in one task or actor at a time. Hand an object to another task by `sending` it (a value
/// the sender no longer uses, such as the result of ``GTLRService/executeQuery(_:)`` or of ``copy()``); to use the
/// same data in two places, give one of them a ``copy()``, or share the ``json`` (a `Sendable` value).
open class GTLRObject: CustomStringConvertible, Hashable, Codable, GTLRJSONConvertible {
    var storage: [String: GTLRJSONValue]
    /// Child objects (and arrays/maps of them) handed out by getters, written back into `storage` on demand.
    var children: [String: any GTLRJSONConvertible] = [:]
    /// How child objects pick their classes.
    public var objectClassResolver: GTLRObjectClassResolver?
    /// Application data attached to the object; never sent, copied or encoded.
    public var userProperties: [String: any Sendable] = [:]

    /// An empty object.
    public required init() {
        storage = [:]
    }

    /// An object holding `json` (a copy), its children's classes picked by `resolver`.
    public required init(json: [String: GTLRJSONValue], resolver: GTLRObjectClassResolver? = nil) {
        storage = json
        objectClassResolver = resolver
    }

    /// An object of this class (or the class its `kind` or a surrogate selects, when that is a subclass) from
    /// JSON; `nil` when `json` is not an object.
    public class func object(json: GTLRJSONValue, resolver: GTLRObjectClassResolver? = nil) -> Self? {
        guard case .object(let members) = json else { return nil }
        let chosen = resolver?.objectClass(for: members, defaultClass: self) ?? self
        if let typed = chosen.init(json: members, resolver: resolver) as? Self { return typed }
        return self.init(json: members, resolver: resolver)
    }

    /// Parses JSON text into an object of this class.
    ///
    /// - Throws: `GDataJSONParser.Error` for malformed text, ``GTLRServiceError`` `.unexpectedResponse` when the
    ///   text is not a JSON object.
    public class func object(jsonData data: Data, resolver: GTLRObjectClassResolver? = nil) throws -> Self {
        let value = try GTLRJSONParser.parse(data)
        guard let object = object(json: value, resolver: resolver) else {
            throw GTLRServiceError(code: .unexpectedResponse, message: "the JSON text is not an object")
        }
        return object
    }

    // MARK: JSON

    /// The object's JSON (edits made through child objects included). Setting it replaces everything.
    public var json: [String: GTLRJSONValue] {
        get {
            flushChildren()
            return storage
        }
        set {
            storage = newValue
            children = [:]
        }
    }

    func flushChildren() {
        for (key, child) in children { storage[key] = child.toJSON() }
    }

    /// The JSON value of member `key` (`nil` when absent; `.null` when explicitly null).
    public func jsonValue(forKey key: String) -> GTLRJSONValue? {
        if let child = children[key] { return child.toJSON() }
        return storage[key]
    }

    /// Sets member `key` to a JSON value (`nil` removes it).
    public func setJSONValue(_ value: GTLRJSONValue?, forKey key: String) {
        children[key] = nil
        storage[key] = value
    }

    /// Stores an explicit JSON `null` for `key` (a PATCH body sends it to delete the field on the server).
    public func setNull(forKey key: String) {
        setJSONValue(.null, forKey: key)
    }

    /// Whether member `key` is an explicit JSON `null`.
    public func isNull(forKey key: String) -> Bool {
        children[key] == nil && storage[key] == .null
    }

    /// A typed member: what generated properties use. Reading converts the JSON (objects are created once and
    /// kept); writing stores the value's JSON (`nil` removes the member).
    public subscript<T: GTLRJSONConvertible>(key: String) -> T? {
        get {
            if T.holdsObjects, let child = children[key] { return child as? T }
            guard let raw = storage[key], raw != .null else { return nil }
            let value = T.fromJSON(raw, resolver: objectClassResolver)
            if T.holdsObjects, let value { children[key] = value }
            return value
        }
        set {
            children[key] = nil
            guard let newValue else {
                storage[key] = nil
                return
            }
            if T.holdsObjects { children[key] = newValue }
            storage[key] = newValue.toJSON()
        }
    }

    /// Compact JSON text of the object (members sorted).
    public var jsonData: Data { GTLRJSONWriter.data(.object(json), pretty: false) }

    /// Pretty-printed JSON (`""` for an empty object), as the original's `JSONString`.
    public var jsonString: String {
        let members = json
        return members.isEmpty ? "" : GTLRJSONWriter.string(.object(members), pretty: true, spaceBeforeColon: true)
    }

    // MARK: Declared and additional properties

    /// The JSON names of the properties the class declares (generated).
    open class var declaredJSONKeys: Set<String> { [] }

    /// The class of additional properties' values (generated for map schemas), `nil` for any JSON.
    open class var classForAdditionalProperties: GTLRObject.Type? { nil }

    /// The members the class does not declare.
    public var additionalJSONKeys: [String] {
        let declared = Self.declaredJSONKeys
        return json.keys.filter { !declared.contains($0) }.sorted()
    }

    /// The additional members and their values.
    public var additionalProperties: [String: GTLRJSONValue] {
        let declared = Self.declaredJSONKeys
        return json.filter { !declared.contains($0.key) }
    }

    /// The additional member `name`: an object of ``classForAdditionalProperties`` when the class has one, else the
    /// JSON value.
    public func additionalProperty(forName name: String) -> (any GTLRJSONConvertible)? {
        if let objectClass = Self.classForAdditionalProperties {
            if let child = children[name] { return child }
            guard let raw = storage[name], let object = objectClass.object(json: raw, resolver: objectClassResolver)
            else { return nil }
            children[name] = object
            return object
        }
        return jsonValue(forKey: name)
    }

    /// The additional member `name` as `T`.
    public func additionalProperty<T: GTLRJSONConvertible>(forName name: String, as type: T.Type) -> T? {
        self[name]
    }

    /// Sets the additional member `name` (`nil` removes it).
    public func setAdditionalProperty<T: GTLRJSONConvertible>(_ value: T?, forName name: String) {
        self[name] = value
    }

    // MARK: Fields and patches

    /// The partial-response `fields` value that selects exactly this object's members: names sorted, nested objects
    /// as `a/b`, arrays of objects as `name(sub1,sub2)` from their first element (e.g. `files(id,kind,name),kind`).
    public var fieldsDescription: String {
        Self.fields(of: json)
    }

    static func fields(of members: [String: GTLRJSONValue], prefix: String = "") -> String {
        var parts: [String] = []
        for key in members.keys.sorted() {
            switch members[key]! {
            case .object(let child) where !child.isEmpty:
                parts.append(fields(of: child, prefix: prefix + key + "/"))
            case .array(let elements):
                if case .object(let first)? = elements.first, !first.isEmpty {
                    parts.append(prefix + key + "(" + fields(of: first) + ")")
                } else {
                    parts.append(prefix + key)
                }
            default:
                parts.append(prefix + key)
            }
        }
        return parts.joined(separator: ",")
    }

    /// A patch that turns `original` into this object: members missing here become `null`, changed nested objects
    /// are compared member by member, any other change (arrays included) is sent whole, new members are added.
    /// `nil` when nothing changed.
    public func patch(fromOriginal original: GTLRObject) -> Self? {
        let difference = Self.difference(json, from: original.json)
        guard !difference.isEmpty else { return nil }
        return Self.init(json: difference, resolver: objectClassResolver)
    }

    static func difference(_ new: [String: GTLRJSONValue], from old: [String: GTLRJSONValue]) -> [String: GTLRJSONValue]
    {
        var patch: [String: GTLRJSONValue] = [:]
        for key in old.keys where new[key] == nil { patch[key] = .null }
        for (key, value) in new {
            guard let previous = old[key] else {
                patch[key] = value
                continue
            }
            if case .object(let newChild) = value, case .object(let oldChild) = previous {
                let nested = difference(newChild, from: oldChild)
                if !nested.isEmpty { patch[key] = .object(nested) }
            } else if value != previous {
                patch[key] = value
            }
        }
        return patch
    }

    // MARK: Copy, equality, description

    /// A deep copy (JSON and resolver, and the bytes of a ``GTLRDataObject`` or the items of a
    /// ``GTLRResultArray``; not ``userProperties``). The copy shares nothing with the original, so it can be sent to
    /// another task while the original stays here.
    public func copy() -> sending Self {
        // The copy is made from `Sendable` values only, so the compiler sees it disconnected from `self`.
        let copy = makeCopy()
        guard let typed = copy as? Self else {
            preconditionFailure("\(type(of: self)).makeCopy() returned \(type(of: copy))")
        }
        return typed
    }

    /// A new object of this class with this object's JSON and resolver; subclasses with state beside the JSON add it.
    func makeCopy() -> sending GTLRObject {
        Self.init(json: json, resolver: objectClassResolver)
    }

    /// Equal when one class is the other's (or the same) and the JSON (``toJSON()``) is equal.
    public static func == (lhs: GTLRObject, rhs: GTLRObject) -> Bool {
        guard lhs.isKind(of: type(of: rhs)) || rhs.isKind(of: type(of: lhs)) else { return false }
        return lhs.toJSON() == rhs.toJSON()
    }

    func isKind(of other: GTLRObject.Type) -> Bool {
        var current: AnyClass? = type(of: self)
        while let candidate = current {
            if candidate == other { return true }
            current = class_superclass(candidate)
        }
        return false
    }

    /// Hashes the JSON.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(toJSON())
    }

    /// `ClassName {key: value, …}`; members the class does not declare are marked `?` (when it declares any).
    open var description: String {
        let members = json
        let declared = Self.declaredJSONKeys
        let parts = members.keys.sorted().map { key -> String in
            let mark = declared.isEmpty || declared.contains(key) ? "" : "?"
            var value = members[key]!.jsonText
            if value.count > 60 { value = String(value.prefix(57)) + "..." }
            return "\(key)\(mark): \(value)"
        }
        return "\(type(of: self)) {\(parts.joined(separator: ", "))}"
    }

    // MARK: Codable and GTLRJSONConvertible

    /// Decodes the object from any JSON object.
    public required init(from decoder: any Decoder) throws {
        storage = try [String: GTLRJSONValue](from: decoder)
    }

    /// Encodes the object's JSON.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// An object of this class (or the class `resolver` picks) from a JSON object.
    public class func fromJSON(_ json: GTLRJSONValue, resolver: GTLRObjectClassResolver?) -> Self? {
        object(json: json, resolver: resolver)
    }

    /// The object's JSON.
    public func toJSON() -> GTLRJSONValue { .object(json) }

    /// Objects are cached by their owners.
    public class var holdsObjects: Bool { true }
}

/// The superclass of a class (Swift's runtime; Foundation's `class_getSuperclass` is not on Linux).
func class_superclass(_ type: AnyClass) -> AnyClass? {
    _getSuperclass(type)
}
