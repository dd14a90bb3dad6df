/// An ordered, case-insensitive list of HTTP header fields.
///
/// Order and repeated names are preserved (as sent and received on the wire); look-ups ignore case.
public struct GDataHTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One header field.
    public struct Field: Sendable, Hashable {
        /// The field name, as given.
        public var name: String
        /// The field value.
        public var value: String
        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in order.
    public private(set) var fields: [Field]

    /// Creates an empty header list.
    public init() { fields = [] }

    /// Creates headers from name/value pairs, in order.
    public init(_ pairs: [(String, String)]) { fields = pairs.map { Field(name: $0.0, value: $0.1) } }

    /// Creates headers from a dictionary literal, in order.
    public init(dictionaryLiteral elements: (String, String)...) { self.init(elements) }

    /// The first value for `name` (case-insensitive), or `nil`.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveEquals(name) }?.value }
        set {
            if let newValue { replaceOrAdd(name: name, value: newValue) } else { remove(name: name) }
        }
    }

    /// Every value for `name` (case-insensitive), in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    /// Whether a field named `name` is present.
    public func contains(_ name: String) -> Bool { fields.contains { $0.name.caseInsensitiveEquals(name) } }

    /// Appends a field, keeping any existing fields of the same name.
    public mutating func add(name: String, value: String) { fields.append(Field(name: name, value: value)) }

    /// Replaces every field named `name` with a single field, or appends it.
    public mutating func replaceOrAdd(name: String, value: String) {
        if let index = fields.firstIndex(where: { $0.name.caseInsensitiveEquals(name) }) {
            fields[index] = Field(name: name, value: value)
            var i = fields.count - 1
            while i > index {
                if fields[i].name.caseInsensitiveEquals(name) { fields.remove(at: i) }
                i -= 1
            }
        } else {
            add(name: name, value: value)
        }
    }

    /// Removes every field named `name`.
    public mutating func remove(name: String) { fields.removeAll { $0.name.caseInsensitiveEquals(name) } }

    /// Iterates the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// The number of fields.
    public var count: Int { fields.count }

    /// `Name: value` lines, credentials masked (`Authorization: Bearer _snip_`, cookie values, API-key headers) by
    /// ``GDataHTTPRedaction``; read a value with the subscript to get it whole.
    public var description: String { fields.map(\.description).joined(separator: "\n") }
}

extension GDataHTTPHeaders: CustomDebugStringConvertible, CustomReflectable {
    /// The same as ``description``: credentials masked.
    public var debugDescription: String { description }

    /// The fields, each with its value masked as in ``description`` (what `dump` and debuggers show).
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: fields, displayStyle: .collection) }
}

extension GDataHTTPHeaders.Field: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `Name: value` with a credential masked (``GDataHTTPRedaction/header(name:value:)``).
    public var description: String { "\(name): \(GDataHTTPRedaction.header(name: name, value: value))" }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The name and the masked value.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: ["name": name, "value": GDataHTTPRedaction.header(name: name, value: value)],
            displayStyle: .struct
        )
    }
}

extension String {
    /// ASCII case-insensitive comparison (header names are ASCII tokens).
    func caseInsensitiveEquals(_ other: String) -> Bool {
        let a = self.utf8, b = other.utf8
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x != y {
            let lx = (x >= 65 && x <= 90) ? x + 32 : x
            let ly = (y >= 65 && y <= 90) ? y + 32 : y
            if lx != ly { return false }
        }
        return true
    }
}
