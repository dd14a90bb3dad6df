internal import CGDataLibXML2
internal import GDataPlatform

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
    private let path: String?
    private var finished = false
    /// libxml2 on the calling thread (`push(_:)`, ``finish()``): created on the first push.
    private var driver: GDataPushDriver?
    /// libxml2 on a worker thread (the whole-document entry points for large documents).
    private var pipeline: GDataParsePipeline?

    /// Creates a parser. Feed it with `push(_:)` (bytes or `Data`) and end with ``finish()``.
    public convenience init(options: GDataParseOptions = GDataParseOptions()) {
        self.init(options: options, documentSize: nil)
    }

    /// A parser for a document of `documentSize` bytes (`nil`: not known), by which the tree's first text and record
    /// chunks are sized.
    init(options: GDataParseOptions, documentSize: Int?) {
        _ = Self.initialized
        builder = GDataTreeBuilder(options: options, documentSize: documentSize)
        path = options.documentURI
    }

    deinit {
        pipeline?.stop()
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
        return try finishedRoot()
    }

    private func finishedRoot() throws -> GDataObject {
        guard let root = builder.root else {
            throw GDataXMLError(code: .malformed, message: "document has no root element", path: path)
        }
        return root
    }

    private func pushBytes(_ bytes: UnsafeRawBufferPointer, terminate: Bool) throws {
        if finished || pipeline != nil {
            throw GDataXMLError(code: .unexpectedContent, message: "parser already finished", path: path)
        }
        let driver =
            self.driver
            ?? {
                var handler = xmlSAXHandler()
                Self.configure(&handler)
                let created = GDataPushDriver(handler: handler, target: builder, path: path)
                self.driver = created
                return created
            }()
        try driver.push(bytes, terminate: terminate)
    }

    // MARK: On a worker thread

    /// Whether this process may run on more than one core (a worker thread on a single core only adds its hand-offs).
    static let hasSpareCore = ProcessInfo.processInfo.activeProcessorCount > 1

    /// Whether a document of `size` bytes (`nil`: unknown) is parsed with libxml2 on a worker thread.
    static func usesWorker(forSize size: Int?, _ options: GDataParseOptions) -> Bool {
        guard let threshold = options.workerThreadThreshold, let size else { return false }
        return size >= threshold && (threshold == 0 || hasSpareCore)
    }

    /// Starts libxml2 on a worker thread; `produce` runs there and hands it the document's bytes in order. The events
    /// are replayed into the objects by ``replayBlock()`` on the calling thread.
    func startWorker(_ produce: @escaping @Sendable (_ push: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) {
        let pipeline = GDataParsePipeline(builder: builder, path: path)
        self.pipeline = pipeline
        pipeline.start(produce)
    }

    /// Replays the worker's next block of events; true once the document's end has been replayed (then the root is
    /// checked as ``finish()`` checks it).
    func replayBlock() throws -> Bool {
        guard let pipeline else { return true }
        if try pipeline.replayBlock() {
            finished = true
            _ = try finishedRoot()
            return true
        }
        return false
    }

    /// Stops the worker, if any, and waits for it (before the caller closes the descriptor it reads).
    func stopWorker() {
        pipeline?.stop()
    }

    /// Parses with libxml2 on a worker thread: `produce` hands it the document's bytes; returns the root.
    private func parseOnWorker(
        _ produce: @escaping @Sendable (_ push: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws -> GDataObject {
        startWorker(produce)
        defer { stopWorker() }
        while try !replayBlock() {}
        return try finishedRoot()
    }

    // MARK: SAX2 callbacks

    private static func configure(_ handler: inout xmlSAXHandler) {
        GDataSAXTarget.configureGuards(&handler)
        handler.startElementNs = { ctx, localname, prefix, uri, nbNamespaces, namespaces, nbAttributes, _, attributes in
            guard let localname else { return }
            var ok = true
            GDataSAXTarget.with(ctx, as: GDataTreeBuilder.self) { builder in
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
            GDataSAXTarget.with(ctx, as: GDataTreeBuilder.self) { $0.endElement() }
        }
        GDataSAXTarget.setCharacters(&handler) { ctx, bytes, length in
            guard let bytes, length > 0 else { return }
            GDataSAXTarget.with(ctx, as: GDataTreeBuilder.self) { $0.characters(bytes, count: Int(length)) }
        }
    }
}

extension GDataXMLParser {
    /// Parses a whole document held in memory. A document of at least ``GDataParseOptions/workerThreadThreshold``
    /// bytes is read by libxml2 on a worker thread while this thread builds the objects.
    public static func parse(_ data: Data, options: GDataParseOptions = GDataParseOptions()) throws -> GDataObject {
        let parser = GDataXMLParser(options: options, documentSize: data.count)
        if usesWorker(forSize: data.count, options) {
            return try parser.parseOnWorker { push in try data.withUnsafeBytes { try push($0) } }
        }
        try parser.push(data)
        return try parser.finish()
    }

    /// Parses a file, reading it in chunks (the file is never held in memory whole). A file of at least
    /// ``GDataParseOptions/workerThreadThreshold`` bytes is read and parsed by libxml2 on a worker thread while this
    /// thread builds the objects.
    public static func parse(contentsOf url: URL, options: GDataParseOptions = GDataParseOptions()) throws
        -> GDataObject
    {
        var options = options
        if options.documentURI == nil { options.documentURI = url.isFileURL ? url.path : url.absoluteString }
        let fd = try GDataFileChunks.open(url, path: options.documentURI)
        defer { close(fd) }
        return try parse(fileDescriptor: fd, options: options)
    }

    /// Parses everything readable from an open file descriptor (e.g. `0` for standard input), in chunks. The
    /// descriptor is not closed. A regular file with at least ``GDataParseOptions/workerThreadThreshold`` bytes left
    /// to read is read and parsed by libxml2 on a worker thread while this thread builds the objects (pipes and
    /// sockets are read on this thread).
    public static func parse(fileDescriptor: Int32, options: GDataParseOptions = GDataParseOptions()) throws
        -> GDataObject
    {
        let size = GDataFileChunks.regularFileRemaining(fileDescriptor)
        let parser = GDataXMLParser(options: options, documentSize: size)
        let path = options.documentURI
        if usesWorker(forSize: size, options) {
            return try parser.parseOnWorker { push in
                try GDataFileChunks.read(fileDescriptor: fileDescriptor, path: path, push)
            }
        }
        try GDataFileChunks.read(fileDescriptor: fileDescriptor, path: path) { try parser.push($0) }
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
            let n = GDataFile.systemRead(fd, buffer.baseAddress, buffer.count)
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

    /// Opens a file for reading; the caller closes the descriptor.
    static func open(_ url: URL, path: String?) throws -> Int32 {
        guard url.isFileURL || url.scheme == nil else {
            throw GDataXMLError(code: .unreadable, message: "cannot open: not a file URL", path: path)
        }
        let fd = GDataFile.systemOpen(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw GDataXMLError(
                code: .unreadable,
                message: "cannot open: \(String(cString: strerror(errno)))",
                path: path
            )
        }
        return fd
    }

    /// The bytes left to read from `fd` if it is a regular file (`nil` for pipes, sockets and terminals).
    static func regularFileRemaining(_ fd: Int32) -> Int? {
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let offset = lseek(fd, 0, SEEK_CUR)
        return Int(info.st_size) - max(0, Int(offset))
    }
}
