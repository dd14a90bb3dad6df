/// Where a ``GDataObject`` keeps its attributes, its leaf text, its namespace declarations and its rarely used extras:
/// 16 bytes in the object, so that a parsed element is a 56-byte instance (a 64-byte block of the allocator; separate
/// fields made it 72 bytes, an 80-byte block) and its attributes need no array of their own.
///
/// - nothing: `nil`;
/// - leaf text and nothing else: the text's ``GDataTextStorage`` itself;
/// - otherwise a run of records in a ``GDataRecordChunk`` (the parser fills shared chunks; the API makes a chunk of
///   exactly the records it needs): the attributes in document order, then a record holding the namespace declarations
///   (a shared ``GDataNamespaceList``), one holding the ``GDataObject/Extras``, one holding the leaf text, each only
///   when present. The storage's bits say where the run is and which of the three it has.
///
/// A run is never changed once an object holds it (other objects' runs share the chunk); a change makes a new run.
enum GDataPayload {
    static let recordsFlag: UInt64 = 1 << 62
    static let namespacesFlag: UInt64 = 1 << 61
    static let extrasFlag: UInt64 = 1 << 60
    static let textFlag: UInt64 = 1 << 59
    private static let flagMask = namespacesFlag | extrasFlag | textFlag
    private static let offsetMask: UInt64 = (1 << 27) - 1
    /// The name of the records that are not attributes (never equal to a parsed or interned name).
    static let marker = GDataXMLName.transient("\u{0}gdata-payload", "\u{0}")

    /// The records form: `count` records from `offset` in `chunk`, with `flags`.
    @inline(__always)
    static func records(_ chunk: GDataRecordChunk, offset: Int, count: Int, flags: UInt64) -> GDataTextStorage {
        GDataTextStorage(owner: chunk, bits: recordsFlag | flags | UInt64(offset) << 32 | UInt64(count))
    }

    /// The records of `payload` (an empty buffer when it has none) and its flags.
    @inline(__always)
    static func withRecords<R>(
        _ payload: GDataTextStorage?,
        _ body: (UnsafeBufferPointer<GDataXMLAttribute>, UInt64) throws -> R
    ) rethrows -> R {
        guard let payload, payload.bits & recordsFlag != 0 else {
            return try body(UnsafeBufferPointer(start: nil, count: 0), 0)
        }
        let chunk = unsafeDowncast(payload.owner, to: GDataRecordChunk.self)
        let (offset, count, flags) = location(payload.bits)
        return try body(UnsafeBufferPointer(start: chunk.base + offset, count: count), flags)
    }

    /// Where a records payload's run is, and its flags.
    @inline(__always)
    static func location(_ bits: UInt64) -> (offset: Int, count: Int, flags: UInt64) {
        (Int((bits >> 32) & offsetMask), Int(bits & 0xFFFF_FFFF), bits & flagMask)
    }

    /// The number of records after the attributes.
    @inline(__always)
    static func markerCount(_ flags: UInt64) -> Int {
        (flags & namespacesFlag != 0 ? 1 : 0) + (flags & extrasFlag != 0 ? 1 : 0) + (flags & textFlag != 0 ? 1 : 0)
    }

    /// The attributes of `payload` (valid during the call).
    @inline(__always)
    static func withAttributes<R>(
        _ payload: GDataTextStorage?,
        _ body: (UnsafeBufferPointer<GDataXMLAttribute>) throws -> R
    ) rethrows -> R {
        try withRecords(payload) { records, flags in
            try body(UnsafeBufferPointer(rebasing: records.prefix(records.count - markerCount(flags))))
        }
    }

    /// The parts of a payload.
    struct Parts {
        var attributes: [GDataXMLAttribute] = []
        var namespaces: GDataNamespaceList?
        var extras: GDataObject.Extras?
        var text: GDataTextStorage?
    }

    static func text(_ payload: GDataTextStorage?) -> GDataTextStorage? {
        guard let payload else { return nil }
        if payload.bits & recordsFlag == 0 { return payload }
        return withRecords(payload) { records, flags in flags & textFlag != 0 ? records[records.count - 1].storage : nil
        }
    }

    static func namespaces(_ payload: GDataTextStorage?) -> GDataNamespaceList? {
        withRecords(payload) { records, flags in
            guard flags & namespacesFlag != 0 else { return nil }
            let index = records.count - markerCount(flags)
            return unsafeDowncast(records[index].storage.owner, to: GDataNamespaceList.self)
        }
    }

    static func extras(_ payload: GDataTextStorage?) -> GDataObject.Extras? {
        withRecords(payload) { records, flags in
            guard flags & extrasFlag != 0 else { return nil }
            let index = records.count - (flags & textFlag != 0 ? 2 : 1)
            return unsafeDowncast(records[index].storage.owner, to: GDataObject.Extras.self)
        }
    }

    static func parts(_ payload: GDataTextStorage?) -> Parts {
        Parts(
            attributes: withAttributes(payload) { Array($0) },
            namespaces: namespaces(payload),
            extras: extras(payload),
            text: text(payload)
        )
    }

    /// The payload holding `parts`: `nil`, the text alone, or a new chunk of exactly the records needed.
    static func make(_ parts: Parts) -> GDataTextStorage? {
        if parts.attributes.isEmpty, parts.namespaces == nil, parts.extras == nil { return parts.text }
        var flags: UInt64 = 0
        var count = parts.attributes.count
        if parts.namespaces != nil { flags |= namespacesFlag; count += 1 }
        if parts.extras != nil { flags |= extrasFlag; count += 1 }
        if parts.text != nil { flags |= textFlag; count += 1 }
        let chunk = GDataRecordChunk.make(capacity: count)
        for attribute in parts.attributes { chunk.append(attribute) }
        appendMarkers(namespaces: parts.namespaces, extras: parts.extras, text: parts.text, to: chunk)
        return records(chunk, offset: 0, count: count, flags: flags)
    }

    /// Appends the records after the attributes (room for them is known to be there).
    @inline(__always)
    static func appendMarkers(
        namespaces: GDataNamespaceList?,
        extras: GDataObject.Extras?,
        text: GDataTextStorage?,
        to chunk: GDataRecordChunk
    ) {
        if let namespaces {
            chunk.append(GDataXMLAttribute(name: marker, storage: GDataTextStorage(owner: namespaces, bits: 0)))
        }
        if let extras {
            chunk.append(GDataXMLAttribute(name: marker, storage: GDataTextStorage(owner: extras, bits: 0)))
        }
        if let text { chunk.append(GDataXMLAttribute(name: marker, storage: text)) }
    }
}

/// An element's namespace declarations as the payload holds them (immutable, so elements that make the same
/// declarations share one).
final class GDataNamespaceList {
    let declarations: [GDataXMLNamespace]
    init(_ declarations: [GDataXMLNamespace]) { self.declarations = declarations }
}

/// Records of ``GDataPayload``: attributes and the records after them, for many objects (each holds a run of it). The
/// records are written once and freed with the chunk.
final class GDataRecordChunk: ManagedBuffer<GDataChunkHeader, GDataXMLAttribute> {
    static func make(capacity: Int) -> GDataRecordChunk { makeChunk(capacity: capacity) }

    deinit {
        withUnsafeMutablePointers { header, records in _ = records.deinitialize(count: header.pointee.used) }
    }

    /// Writes `record` after the last one (the caller made sure there is room).
    @inline(__always)
    func append(_ record: __owned GDataXMLAttribute) {
        withUnsafeMutablePointers { header, records in
            (records + header.pointee.used).initialize(to: record)
            header.pointee.used += 1
        }
    }
}

/// The parser's record chunks: each element's records are written one after another into the current chunk (a new one
/// when the element's records may not fit; an element with more records than a quarter of the largest chunk gets a
/// chunk of its own). Chunk sizes double from the first chunk's to `chunkSize`, so that a small document keeps a
/// chunk of about its own size.
struct GDataRecordArena {
    /// The current chunk (owned here), and the same reference unmanaged: appends and checks go through it without
    /// counting references.
    private var chunk: GDataRecordChunk
    private var current: Unmanaged<GDataRecordChunk>
    private let maxChunkSize: Int
    /// The size of the next chunk.
    private var chunkSize: Int
    private var start = 0

    /// Chunks of up to `chunkSize` records, the first of `firstChunkSize` (at least 8).
    init(chunkSize: Int, firstChunkSize: Int? = nil) {
        maxChunkSize = chunkSize
        self.chunkSize = min(chunkSize, max(8, firstChunkSize ?? chunkSize))
        chunk = GDataRecordChunk.make(capacity: self.chunkSize)
        current = Unmanaged.passUnretained(chunk)
    }

    /// Starts an element's run of up to `capacity` records.
    @inline(__always)
    mutating func begin(capacity: Int) {
        let (size, used) = current._withUnsafeGuaranteedRef { ($0.size, $0.used) }
        if size - used < capacity {
            if capacity > maxChunkSize / 4 {
                chunk = GDataRecordChunk.make(capacity: capacity)
            } else {
                chunkSize = min(maxChunkSize, chunkSize * 2)
                chunk = GDataRecordChunk.make(capacity: max(chunkSize, capacity))
            }
            current = Unmanaged.passUnretained(chunk)
            start = 0
        } else {
            start = used
        }
    }

    @inline(__always)
    func append(_ record: __owned GDataXMLAttribute) { current._withUnsafeGuaranteedRef { $0.append(record) } }

    /// Appends the records after the attributes (see `GDataPayload.appendMarkers`).
    @inline(__always)
    func appendMarkers(namespaces: GDataNamespaceList?, extras: GDataObject.Extras?) {
        current._withUnsafeGuaranteedRef {
            GDataPayload.appendMarkers(namespaces: namespaces, extras: extras, text: nil, to: $0)
        }
    }

    /// The payload of the records written since ``begin(capacity:)`` (at least one was).
    @inline(__always)
    func finish(flags: UInt64) -> GDataTextStorage {
        let used = current._withUnsafeGuaranteedRef { $0.used }
        return GDataPayload.records(chunk, offset: start, count: used - start, flags: flags)
    }

    /// `payload` with `text` added: the text alone when there is nothing else, else the records with a text record, in
    /// place when they are the last of the current chunk and it has room (a leaf's, written at its start), else copied
    /// to a new run.
    mutating func adding(text: GDataTextStorage, to payload: GDataTextStorage) -> GDataTextStorage {
        let bits = payload.bits
        guard bits & GDataPayload.recordsFlag != 0 else { return text }
        if bits & GDataPayload.textFlag != 0 {
            var parts = GDataPayload.parts(payload)
            parts.text = text
            return GDataPayload.make(parts) ?? text
        }
        let (offset, count, flags) = GDataPayload.location(bits)
        if payload.owner === current.takeUnretainedValue() {
            let (size, used) = current._withUnsafeGuaranteedRef { ($0.size, $0.used) }
            if offset + count == used, used < size {
                append(GDataXMLAttribute(name: GDataPayload.marker, storage: text))
                return GDataPayload.records(
                    chunk,
                    offset: offset,
                    count: count + 1,
                    flags: flags | GDataPayload.textFlag
                )
            }
        }
        return GDataPayload.withRecords(payload) { records, _ in
            begin(capacity: records.count + 1)
            for record in records { append(record) }
            append(GDataXMLAttribute(name: GDataPayload.marker, storage: text))
            return finish(flags: flags | GDataPayload.textFlag)
        }
    }
}
