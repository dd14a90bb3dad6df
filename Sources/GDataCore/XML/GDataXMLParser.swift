internal import CGDataLibXML2
public import Foundation

/// Parses XML with libxml2's SAX2 push parser into ``GDataObject`` trees.
///
/// Safe by default: no network access (`XML_PARSE_NONET`), no DTD or external entity loading (external entities are
/// refused), internal entity expansion bounded (``GDataParseOptions/maxEntityExpansions``), nesting depth bounded.
/// Large documents and text nodes over 10 MB are accepted (`XML_PARSE_HUGE`). Input is pushed in chunks, so a file is
/// never held in memory whole.
public final class GDataXMLParser {
    private static let initialized: Bool = {
        xmlInitParser()
        GDataClassRegistry.registerBuiltIns()
        return true
    }()

    private let builder: GDataTreeBuilder
    private var context: xmlParserCtxtPtr?
    private var handler = xmlSAXHandler()
    private let path: String?
    private var finished = false
    /// Refuses oversized start tags before libxml2 sees them.
    private var scanner: GDataStartTagScanner
    /// The scanner's refusal: the parse is over.
    private var refusal: GDataXMLError?

    /// Creates a parser. Feed it with `push(_:)` (bytes or `Data`) and end with ``finish()``.
    public init(options: GDataParseOptions = GDataParseOptions()) {
        _ = Self.initialized
        builder = GDataTreeBuilder(options: options)
        path = options.documentURI
        scanner = GDataStartTagScanner(limit: options.maxAttributesPerElement)
        Self.configure(&handler)
    }

    deinit {
        if let context { Self.free(context) }
    }

    /// Streaming: entries of the root feed are handed to `handler` as they complete, and not kept in the tree.
    func streamEntries(_ handler: @escaping (GDataObject) -> Void) {
        builder.streamEntries = true
        builder.useStreamingArena()
        builder.entryHandler = handler
    }

    /// Called once the root element has started.
    func onRoot(_ handler: @escaping (GDataObject) -> Void) {
        builder.rootHandler = handler
    }

    /// The root object built so far (during streaming: the feed head).
    var root: GDataObject? { builder.root }

    /// Pushes the next chunk of the document.
    public func push(_ bytes: UnsafeRawBufferPointer) throws {
        cgdata_xml_silence_generic_errors()  // per thread (libxml2's generic handler is thread-local), so every call
        try pushBytes(bytes, terminate: false)
    }

    /// Pushes the next chunk of the document.
    public func push(_ data: Data) throws {
        try data.withUnsafeBytes { try pushBytes($0, terminate: false) }
    }

    /// Ends the document and returns the root object.
    public func finish() throws -> GDataObject {
        cgdata_xml_silence_generic_errors()
        try pushBytes(UnsafeRawBufferPointer(start: nil, count: 0), terminate: true)
        finished = true
        guard let root = builder.root else {
            throw GDataXMLError(code: .malformed, message: "document has no root element", path: path)
        }
        return root
    }

    private func pushBytes(_ bytes: UnsafeRawBufferPointer, terminate: Bool) throws {
        if finished { throw GDataXMLError(code: .unexpectedContent, message: "parser already finished", path: path) }
        if let refusal { throw refusal }
        if var error = terminate ? scanner.finish() : scanner.scan(bytes) {
            error.path = path
            refusal = error
            throw error
        }
        var remaining = bytes
        if context == nil {
            // Create with the first (up to) 4 bytes so libxml2 detects the encoding (BOM / UTF-16) up front.
            let head = min(4, remaining.count)
            let ctxt =
                remaining.baseAddress.map { base in
                    base.withMemoryRebound(to: CChar.self, capacity: head) {
                        xmlCreatePushParserCtxt(&handler, nil, $0, Int32(head), path)
                    }
                } ?? xmlCreatePushParserCtxt(&handler, nil, nil, 0, path)
            guard let ctxt else {
                throw GDataXMLError(code: .unreadable, message: "libxml2 could not create a parser", path: path)
            }
            let options = Int32(
                XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_NOENT.rawValue
                    | XML_PARSE_NOCDATA.rawValue
            )
            xmlCtxtUseOptions(ctxt, options)
            ctxt.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
            context = ctxt
            remaining = UnsafeRawBufferPointer(rebasing: remaining[head...])
        }
        guard let ctxt = context else { return }
        // Push in slices so an error stops us early and each libxml2 call stays bounded. 4 KiB: libxml2 2.9's push
        // parser spends fewer instructions per document in slices of 4 KiB than of 16 KiB to 1 MiB (callgrind, SAX
        // with empty callbacks, 2.5 MB feeds of three shapes: 3.7-4.0 M fewer, 2.4-5.1 %; 2 KiB and 8 KiB cost more).
        let total = remaining.count
        if total == 0 {
            if terminate { try check(status: xmlParseChunk(ctxt, nil, 0, 1), ctxt: ctxt) }
            return
        }
        guard let base = remaining.baseAddress else { return }
        var offset = 0
        while offset < total {
            let count = min(Self.sliceSize, total - offset)
            let isLast = terminate && offset + count == total
            let status = (base + offset).withMemoryRebound(to: CChar.self, capacity: count) {
                xmlParseChunk(ctxt, $0, Int32(count), isLast ? 1 : 0)
            }
            try check(status: status, ctxt: ctxt)
            offset += count
        }
    }

    /// The bytes handed to one `xmlParseChunk` call.
    static let sliceSize = 4096

    private func check(status: Int32, ctxt: xmlParserCtxtPtr) throws {
        if var error = builder.abortError {
            error.path = path
            if error.line == nil {
                error.line = Int(xmlSAX2GetLineNumber(ctxt))
                error.column = Int(xmlSAX2GetColumnNumber(ctxt))
            }
            throw error
        }
        if status != 0 || ctxt.pointee.wellFormed == 0 {
            if let last = xmlCtxtGetLastError(ctxt), last.pointee.code != 0 {
                let message = last.pointee.message.map { String(cString: $0) } ?? "XML error \(last.pointee.code)"
                throw GDataXMLError(
                    code: .malformed,
                    message: message.trimmingCharacters(in: .whitespacesAndNewlines),
                    line: Int(last.pointee.line),
                    column: Int(last.pointee.int2),
                    path: path,
                    libxml2Code: Int(last.pointee.code)
                )
            }
            let message =
                status == Int32(XML_ERR_INVALID_ENCODING.rawValue)
                ? "the bytes are not valid in the document's declared encoding" : "XML error \(status)"
            throw GDataXMLError(
                code: .malformed,
                message: message,
                line: Int(xmlSAX2GetLineNumber(ctxt)),
                column: Int(xmlSAX2GetColumnNumber(ctxt)),
                path: path
            )
        }
    }

    private static func free(_ ctxt: xmlParserCtxtPtr) {
        if let doc = ctxt.pointee.myDoc {
            xmlFreeDoc(doc)
            ctxt.pointee.myDoc = nil
        }
        xmlFreeParserCtxt(ctxt)
    }

    // MARK: SAX2 callbacks

    private static func builder(_ ctx: UnsafeMutableRawPointer?) -> GDataTreeBuilder? {
        guard let ctx else { return nil }
        let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let privateData = ctxt.pointee._private else { return nil }
        return Unmanaged<GDataTreeBuilder>.fromOpaque(privateData).takeUnretainedValue()
    }

    /// Runs `body` with the context's builder, without a retain/release pair (the parser keeps the builder alive for as
    /// long as libxml2 calls back).
    @inline(__always)
    private static func withBuilder(_ ctx: UnsafeMutableRawPointer?, _ body: (GDataTreeBuilder) -> Void) {
        guard let ctx, let privateData = ctx.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else { return }
        Unmanaged<GDataTreeBuilder>.fromOpaque(privateData)._withUnsafeGuaranteedRef(body)
    }

    private static func configure(_ handler: inout xmlSAXHandler) {
        xmlSAXVersion(&handler, 2)
        // Keep libxml2's own handlers only for the document/DTD bookkeeping internal entities need.
        handler.externalSubset = nil
        handler.resolveEntity = { _, _, _ in nil }
        handler.reference = nil
        handler.comment = nil
        handler.processingInstruction = nil
        handler.startElement = nil
        handler.endElement = nil
        handler.warning = nil
        handler.error = nil
        handler.fatalError = nil
        handler.serror = { _, _ in }
        handler.getEntity = { ctx, name in
            guard let entity = xmlSAX2GetEntity(ctx, name) else { return nil }
            guard let ctx, let builder = GDataXMLParser.builder(ctx) else { return nil }
            let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
            switch entity.pointee.etype {
            case XML_INTERNAL_GENERAL_ENTITY:
                builder.entityExpansions += 1
                builder.entityBytes += Int(entity.pointee.length)
                if builder.entityExpansions > builder.options.maxEntityExpansions
                    || builder.entityBytes > builder.options.maxEntityExpansionBytes
                {
                    if builder.abortError == nil {
                        builder.abortError = GDataXMLError(
                            code: .limitExceeded,
                            message:
                                "entity expansion limit exceeded (\(builder.entityExpansions) references, \(builder.entityBytes) bytes)"
                        )
                    }
                    xmlStopParser(ctxt)
                    return nil
                }
                // Markup in the replacement text meets the start-tag limit too, before libxml2 parses it.
                if let content = entity.pointee.content, entity.pointee.length > 0,
                    !GDataStartTagScanner.check(
                        entityContent: content,
                        count: Int(entity.pointee.length),
                        limit: builder.options.maxAttributesPerElement
                    )
                {
                    if builder.abortError == nil {
                        let entityName = name.map { String(cString: $0) } ?? "?"
                        builder.abortError = GDataXMLError(
                            code: .limitExceeded,
                            message:
                                "entity '\(entityName)' holds an element with more than \(builder.options.maxAttributesPerElement) attributes and namespace declarations (the limit is GDataParseOptions.maxAttributesPerElement)"
                        )
                    }
                    xmlStopParser(ctxt)
                    return nil
                }
                return entity
            case XML_INTERNAL_PREDEFINED_ENTITY:
                return entity
            default:
                // External entities (XXE) are never loaded.
                if builder.abortError == nil {
                    let entityName = name.map { String(cString: $0) } ?? "?"
                    builder.abortError = GDataXMLError(
                        code: .limitExceeded,
                        message: "external entity '\(entityName)' refused (external entities are never loaded)"
                    )
                }
                xmlStopParser(ctxt)
                return nil
            }
        }
        // Parameter entities: with XML_PARSE_NOENT libxml2 would load an external one (e.g. a local file's DTD, the
        // out-of-band XXE set-up) without asking resolveEntity, so refuse it here. Internal ones count towards the limits.
        handler.getParameterEntity = { ctx, name in
            guard let entity = xmlSAX2GetParameterEntity(ctx, name) else { return nil }
            guard let ctx, let builder = GDataXMLParser.builder(ctx) else { return nil }
            let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
            if entity.pointee.etype == XML_INTERNAL_PARAMETER_ENTITY {
                builder.entityExpansions += 1
                builder.entityBytes += Int(entity.pointee.length)
                if builder.entityExpansions <= builder.options.maxEntityExpansions
                    && builder.entityBytes <= builder.options.maxEntityExpansionBytes
                {
                    return entity
                }
                if builder.abortError == nil {
                    builder.abortError = GDataXMLError(
                        code: .limitExceeded,
                        message:
                            "entity expansion limit exceeded (\(builder.entityExpansions) references, \(builder.entityBytes) bytes)"
                    )
                }
            } else if builder.abortError == nil {
                let entityName = name.map { String(cString: $0) } ?? "?"
                builder.abortError = GDataXMLError(
                    code: .limitExceeded,
                    message: "external parameter entity '%\(entityName);' refused (external entities are never loaded)"
                )
            }
            xmlStopParser(ctxt)
            return nil
        }
        // Attributes an internal DTD declares with a default value are added to every element of that name (libxml2
        // checks them against the element's own pair by pair): their number is bounded by the same limit.
        handler.attributeDecl = { ctx, element, fullName, type, def, defaultValue, tree in
            guard let ctx, let builder = GDataXMLParser.builder(ctx) else {
                xmlFreeEnumeration(tree)
                return
            }
            builder.attributeDeclarations += 1
            if builder.attributeDeclarations > builder.options.maxAttributesPerElement {
                xmlFreeEnumeration(tree)
                if builder.abortError == nil {
                    builder.abortError = GDataXMLError(
                        code: .limitExceeded,
                        message:
                            "the document type declaration declares more than \(builder.options.maxAttributesPerElement) attributes (the limit is GDataParseOptions.maxAttributesPerElement)"
                    )
                }
                xmlStopParser(ctx.assumingMemoryBound(to: xmlParserCtxt.self))
                return
            }
            xmlSAX2AttributeDecl(ctx, element, fullName, type, def, defaultValue, tree)
        }
        handler.startElementNs = { ctx, localname, prefix, uri, nbNamespaces, namespaces, nbAttributes, _, attributes in
            guard let localname else { return }
            var ok = true
            GDataXMLParser.withBuilder(ctx) { builder in
                ok = builder.startElement(
                    local: localname,
                    prefix: prefix,
                    uri: uri,
                    namespaceCount: Int(nbNamespaces),
                    namespaces: namespaces,
                    attributeCount: Int(nbAttributes),
                    attributes: attributes
                )
            }
            if !ok, let ctx { xmlStopParser(ctx.assumingMemoryBound(to: xmlParserCtxt.self)) }
        }
        handler.endElementNs = { ctx, _, _, _ in
            GDataXMLParser.withBuilder(ctx) { $0.endElement() }
        }
        let characters: charactersSAXFunc = { ctx, bytes, length in
            guard let bytes, length > 0 else { return }
            GDataXMLParser.withBuilder(ctx) { $0.characters(bytes, count: Int(length)) }
        }
        handler.characters = characters
        handler.ignorableWhitespace = characters
        handler.cdataBlock = characters
    }
}

extension GDataXMLParser {
    /// Parses a whole document held in memory.
    public static func parse(_ data: Data, options: GDataParseOptions = GDataParseOptions()) throws -> GDataObject {
        let parser = GDataXMLParser(options: options)
        try parser.push(data)
        return try parser.finish()
    }

    /// Parses a file, reading it in chunks (the file is never held in memory whole).
    public static func parse(contentsOf url: URL, options: GDataParseOptions = GDataParseOptions()) throws
        -> GDataObject
    {
        var options = options
        if options.documentURI == nil { options.documentURI = url.isFileURL ? url.path : url.absoluteString }
        let parser = GDataXMLParser(options: options)
        try GDataFileChunks.read(url, path: options.documentURI) { try parser.push($0) }
        return try parser.finish()
    }

    /// Parses everything readable from an open file descriptor (e.g. `0` for standard input), in chunks. The
    /// descriptor is not closed.
    public static func parse(fileDescriptor: Int32, options: GDataParseOptions = GDataParseOptions()) throws
        -> GDataObject
    {
        let parser = GDataXMLParser(options: options)
        try GDataFileChunks.read(fileDescriptor: fileDescriptor, path: options.documentURI) { try parser.push($0) }
        return try parser.finish()
    }

    /// Parses bytes from an async sequence (e.g. a network body), pushing them to libxml2 in chunks.
    public static func parse<S: AsyncSequence>(
        bytes: S,
        options: GDataParseOptions = GDataParseOptions()
    ) async throws -> GDataObject where S.Element == UInt8 {
        let parser = GDataXMLParser(options: options)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(65536)
        for try await byte in bytes {
            buffer.append(byte)
            if buffer.count >= 65536 {
                try buffer.withUnsafeBytes { try parser.push($0) }
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { try buffer.withUnsafeBytes { try parser.push($0) } }
        return try parser.finish()
    }
}

/// Reads a file in fixed-size chunks with POSIX `read`, so memory does not grow with the file.
enum GDataFileChunks {
    static let chunkSize = 256 * 1024

    /// One `read(2)` into `buffer` (retrying on EINTR); returns the byte count, 0 at the end of the input.
    static func readChunk(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, path: String?) throws -> Int {
        while true {
            let n = Foundation.read(fd, buffer.baseAddress, buffer.count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw GDataXMLError(
                code: .unreadable,
                message: "read failed: \(String(cString: strerror(errno)))",
                path: path
            )
        }
    }

    /// Reads an open descriptor to its end in ``chunkSize`` pieces, handing each to `body`.
    static func read(
        fileDescriptor fd: Int32,
        path: String?,
        _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let n = try readChunk(fd, into: buffer, path: path)
            if n == 0 { return }
            try body(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
        }
    }

    /// Opens a file and reads it to its end in ``chunkSize`` pieces.
    static func read(_ url: URL, path: String?, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let fd = url.isFileURL || url.scheme == nil ? open(url.path, O_RDONLY) : -1
        guard fd >= 0 else {
            throw GDataXMLError(
                code: .unreadable,
                message: "cannot open: \(String(cString: strerror(errno)))",
                path: path
            )
        }
        defer { close(fd) }
        try read(fileDescriptor: fd, path: path, body)
    }
}
