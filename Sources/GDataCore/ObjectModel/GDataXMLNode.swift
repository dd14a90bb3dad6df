/// A child of an element: an element (typed ``GDataObject`` subclass or an unknown ``GDataXMLElement``) or text.
///
/// A node is one pointer wide: an element node is the object, a text node its ``GDataXMLText`` (the run's UTF-8 bytes in
/// one allocation).
public enum GDataXMLNode {
    /// An element child.
    case element(GDataObject)
    /// Character data (CDATA sections are delivered as text): a run of text between child elements.
    case text(GDataXMLText)

    /// A text node holding `string` (so `.text(someString)` reads as before the payload became ``GDataXMLText``).
    public static func text(_ string: String) -> GDataXMLNode { .text(GDataXMLText(string)) }

    /// The element, if this is an element node.
    public var element: GDataObject? {
        if case .element(let element) = self { return element }
        return nil
    }

    /// The text, if this is a text node (made from the run's bytes on each access).
    public var text: String? {
        if case .text(let text) = self { return text.string }
        return nil
    }

    /// The text node's run, if this is a text node (no `String` is made).
    public var xmlText: GDataXMLText? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// Whether this is a text node (cheaper than `text != nil`, which makes a `String`).
    public var isText: Bool {
        if case .text = self { return true }
        return false
    }
}

/// The character data of a text node: UTF-8 bytes held in one allocation with their count (no `String` is kept; one is
/// made from the bytes by ``string``). Parsed mixed content, such as the runs of text between an XHTML paragraph's
/// inline elements, takes one allocation of 24 bytes plus the text per run (a boxed `String` took two: the box and the
/// string's storage).
///
/// Equal when the strings are equal (`String` equality, which is Unicode canonical equivalence); usable as a string
/// literal.
public struct GDataXMLText: Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    let run: GDataTextRun

    /// The text of `string`.
    public init(_ string: String) {
        var string = string
        run = string.withUTF8 { GDataTextRun.make(copying: $0.baseAddress, count: $0.count) }
    }

    /// The text of a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text of `count` UTF-8 bytes at `bytes` (copied).
    init(bytes: UnsafePointer<UInt8>, count: Int) {
        run = GDataTextRun.make(copying: bytes, count: count)
    }

    /// The text as a `String` (made on each access).
    public var string: String { run.withBytes { String(decoding: $0, as: UTF8.self) } }

    /// The number of UTF-8 bytes.
    public var utf8Count: Int { run.count }

    /// Calls `body` with the UTF-8 bytes (valid only during the call).
    public func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try run.withBytes(body)
    }

    /// True when every byte is XML white space (space, tab, CR, LF); true for empty text.
    public var isXMLWhitespace: Bool {
        run.withBytes { bytes in
            for byte in bytes where !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D) { return false }
            return true
        }
    }

    /// The text.
    public var description: String { string }

    /// Equal bytes, or equal strings.
    public static func == (lhs: GDataXMLText, rhs: GDataXMLText) -> Bool {
        if lhs.run === rhs.run { return true }
        let sameBytes = lhs.run.withBytes { mine in
            rhs.run.withBytes { theirs in GDataValueCache.equal(mine, theirs.baseAddress!, theirs.count) }
        }
        return sameBytes || lhs.string == rhs.string
    }

    /// Hashes the string (consistent with `==`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}

/// The bytes of a ``GDataXMLText``: the count in the header, the bytes after it, in one allocation.
final class GDataTextRun: ManagedBuffer<Int, UInt8> {
    static func make(copying bytes: UnsafePointer<UInt8>?, count: Int) -> GDataTextRun {
        let buffer = GDataTextRun.create(minimumCapacity: count) { _ in count }
        let run = unsafeDowncast(buffer, to: GDataTextRun.self)
        if count > 0, let bytes {
            run.withUnsafeMutablePointerToElements { $0.initialize(from: bytes, count: count) }
        }
        return run
    }

    /// The byte count (read through the header's pointer: no dynamic exclusivity check).
    @inline(__always)
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee } }

    @inline(__always)
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withUnsafeMutablePointers { header, elements in
            try body(UnsafeBufferPointer(start: elements, count: header.pointee))
        }
    }
}

/// An attribute: expanded name and value.
public struct GDataXMLAttribute: Hashable {
    /// The attribute's expanded name (namespace `""` for ordinary unprefixed attributes).
    public var name: GDataXMLName
    /// Where the value is kept: parsed values are bytes in the parser's shared text chunks, made a `String` on access.
    var storage: GDataTextStorage
    /// The attribute value, with entities and character references resolved.
    public var value: String {
        get { storage.string }
        set { storage = GDataTextStorage(newValue) }
    }

    /// Creates an attribute. (Prefixes are not stored: the writer chooses them from the namespaces in scope.)
    public init(name: GDataXMLName, value: String) {
        self.name = name
        storage = GDataTextStorage(value)
    }

    init(name: GDataXMLName, storage: GDataTextStorage) {
        self.name = name
        self.storage = storage
    }

    /// Attributes are equal when name and value are equal; prefixes are ignored.
    public static func == (lhs: GDataXMLAttribute, rhs: GDataXMLAttribute) -> Bool {
        lhs.name == rhs.name && (lhs.storage.hasSameBytes(as: rhs.storage) || lhs.value == rhs.value)
    }

    /// Hashes name and value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(value)
    }
}

/// A namespace declaration (`xmlns:prefix="uri"`, or the default namespace when `prefix` is nil).
public struct GDataXMLNamespace: Hashable, Sendable {
    /// The prefix, or `nil` for the default namespace.
    public var prefix: String?
    /// The namespace URI (`""` undeclares the default namespace).
    public var uri: String

    /// Creates a declaration.
    public init(prefix: String?, uri: String) {
        self.prefix = prefix
        self.uri = uri
    }
}

/// An element that no declaration claims: kept verbatim (name, attributes, children) so that it can be written back.
///
/// These are what the original library called unknown children. They survive a round trip, and equality of two
/// unknown elements is structural (names, attributes and children, ignoring prefixes).
public final class GDataXMLElement: GDataObject {

    /// Unknown elements hold only unknown XML, so all their content counts.
    override public class var hasContentValue: Bool { true }

    override public func isEqualContent(to other: GDataObject) -> Bool {
        guard name == other.name else { return false }
        return structurallyEqual(to: other)
    }
}

/// Character data as the object model keeps it: UTF-8 bytes in a ``GDataTextChunk`` that many parsed values share (no
/// allocation per value; the parser fills the chunks), or a `String` set through the API. Readers get a `String`, made
/// on each access (values of up to 15 UTF-8 bytes are made without an allocation).
struct GDataTextStorage {
    /// A ``GDataTextChunk`` (the bytes at `bits >> 32`, `bits & 0xFFFF_FFFF` long) or, with ``boxFlag`` set in `bits`,
    /// a ``GDataTextBox``. (``GDataPayload`` uses the same two words for its records, with bits 59–62; a text's offset in
    /// its chunk stays below 2^27.)
    let owner: AnyObject
    let bits: UInt64
    private static let boxFlag: UInt64 = 1 << 63

    /// The two words as given (for ``GDataPayload``).
    init(owner: AnyObject, bits: UInt64) {
        self.owner = owner
        self.bits = bits
    }

    init(_ string: String) {
        owner = GDataTextBox(string)
        bits = Self.boxFlag
    }

    init(chunk: GDataTextChunk, offset: Int, count: Int) {
        owner = chunk
        bits = UInt64(offset) << 32 | UInt64(count)
    }

    var string: String {
        if bits & Self.boxFlag != 0 { return unsafeDowncast(owner, to: GDataTextBox.self).string }
        let chunk = unsafeDowncast(owner, to: GDataTextChunk.self)
        return String(
            decoding: UnsafeBufferPointer(start: chunk.base + Int(bits >> 32), count: Int(bits & 0xFFFF_FFFF)),
            as: UTF8.self
        )
    }

    /// Calls `body` with the UTF-8 bytes when they are in a chunk (no `String` is made); `nil` for a boxed `String`.
    @inline(__always)
    func withChunkBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        if bits & Self.boxFlag != 0 { return nil }
        let chunk = unsafeDowncast(owner, to: GDataTextChunk.self)
        return body(UnsafeBufferPointer(start: chunk.base + Int(bits >> 32), count: Int(bits & 0xFFFF_FFFF)))
    }

    /// Whether both hold the same text, compared byte for byte (UTF-8) without making a `String` when both are in chunks.
    func hasSameContent(as other: GDataTextStorage) -> Bool {
        if hasSameBytes(as: other) { return true }
        let compared = withChunkBytes { mine in
            other.withChunkBytes { theirs in
                GDataValueCache.equal(mine, theirs.baseAddress!, theirs.count)
            }
        }
        if let compared, let result = compared { return result }
        return Array(string.utf8) == Array(other.string.utf8)
    }

    /// Whether both are the same bytes of the same chunk, or the same boxed string (a quick, partial equality test).
    func hasSameBytes(as other: GDataTextStorage) -> Bool {
        owner === other.owner && bits == other.bits
    }
}

/// A block of UTF-8 bytes that parsed values point into (see ``GDataTextStorage``); freed with the last value. The bytes
/// are allocated with the object (one allocation per chunk; a streaming parse's sub-kilobyte chunks stay in the allocator's
/// small-size caches instead of making it consolidate its free lists on every larger request).
final class GDataTextChunk: ManagedBuffer<GDataChunkHeader, UInt8> {
    /// A new, empty chunk of `capacity` bytes.
    static func make(capacity: Int) -> GDataTextChunk { makeChunk(capacity: capacity) }
}

/// The header of the parser's chunks (``GDataTextChunk``, ``GDataRecordChunk``).
struct GDataChunkHeader {
    /// The usable elements (what was asked for; the allocation may be larger).
    let size: Int
    /// The elements in use.
    var used: Int
}

extension ManagedBuffer where Header == GDataChunkHeader {
    /// A new, empty chunk of the calling class with room for `capacity` elements.
    static func makeChunk(capacity: Int) -> Self {
        let size = max(capacity, 1)
        let buffer = create(minimumCapacity: size) { _ in GDataChunkHeader(size: size, used: 0) }
        return unsafeDowncast(buffer, to: self)
    }

    /// The first element (stable for the chunk's lifetime).
    @inline(__always)
    var base: UnsafeMutablePointer<Element> { withUnsafeMutablePointerToElements { $0 } }

    // Through the header's pointer, not `header`: that is a stored property of the class, and each access to it
    // would be a dynamic exclusivity check (a runtime call per stored value).
    @inline(__always)
    var size: Int { withUnsafeMutablePointerToHeader { $0.pointee.size } }

    @inline(__always)
    var used: Int {
        get { withUnsafeMutablePointerToHeader { $0.pointee.used } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.used = newValue } }
    }
}

/// A `String` set through the API, in the one-reference form ``GDataTextStorage`` uses.
final class GDataTextBox {
    let string: String
    init(_ string: String) { self.string = string }
}
