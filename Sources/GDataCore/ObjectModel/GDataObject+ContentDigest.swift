extension GDataObject {
    /// A 64-bit FNV-1a digest of the subtree's content: each element's and attribute's namespace URI and local name, the
    /// attribute values in order, and the character data, in document order. Prefixes and namespace declarations do not
    /// count (a subtree whose declarations moved to an ancestor, or that another writer gave other prefixes, digests the
    /// same), and neither does how text is held (one run or several, parsed or set). Control characters that XML 1.0
    /// cannot hold (and ``GDataXMLWriter`` drops) are skipped, so the digest is what a written and re-read subtree gives.
    ///
    /// The local server's entity tags: computed from the tree itself, without writing it (no namespace hoisting, no
    /// escaping, no output buffer).
    package func contentDigest(seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var digest = GDataContentDigest(value: seed)
        digest.add(self)
        return digest.value
    }
}

/// FNV-1a over the content of a tree (see ``GDataObject/contentDigest(seed:)``). Structure is marked with bytes below
/// 0x09, which names cannot hold and text never contributes (those control characters are skipped), so two different
/// trees cannot feed the same bytes.
struct GDataContentDigest {
    var value: UInt64

    private static let elementStart: UInt8 = 0x01
    private static let nameSeparator: UInt8 = 0x02
    private static let attributeStart: UInt8 = 0x03
    private static let attributeValue: UInt8 = 0x04
    private static let contentStart: UInt8 = 0x05
    private static let elementEnd: UInt8 = 0x06

    @inline(__always)
    mutating func add(byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x100_0000_01b3
    }

    mutating func add(name: String) {
        var name = name
        name.withUTF8 { for byte in $0 { add(byte: byte) } }
    }

    /// Character data, without the control characters XML 1.0 cannot hold (all but tab, LF and CR).
    mutating func add(text bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes where byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { add(byte: byte) }
    }

    mutating func add(text storage: GDataTextStorage) {
        if storage.withChunkBytes({ add(text: $0) }) == nil {
            var string = storage.string
            string.withUTF8 { add(text: $0) }
        }
    }

    mutating func add(_ element: GDataObject) {
        add(byte: Self.elementStart)
        add(name: element.name.namespaceURI)
        add(byte: Self.nameSeparator)
        add(name: element.name.localName)
        // Read in place: nothing changes the element while it is digested.
        for attribute in element.storedAttributes {
            add(byte: Self.attributeStart)
            add(name: attribute.name.namespaceURI)
            add(byte: Self.nameSeparator)
            add(name: attribute.name.localName)
            add(byte: Self.attributeValue)
            add(text: attribute.storage)
        }
        add(byte: Self.contentStart)
        if let text = element.storedTextStorage {
            add(text: text)
        } else {
            for node in element.storedChildren {
                switch node {
                case .text(let text): text.withUTF8 { add(text: $0) }
                case .element(let child): add(child)
                }
            }
        }
        add(byte: Self.elementEnd)
    }
}
