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

/// One item of a streamed feed: the head (the feed element with what precedes the first entry), then each entry.
public enum GDataFeedItem {
    /// The feed's head: the root object holding everything before the first entry (no entries).
    case head(GDataObject)
    /// One complete entry, detached from the feed (it keeps the feed's base URI and language as its context).
    case entry(GDataObject)
}

/// Reads a feed one entry at a time, in memory that does not grow with the feed.
///
/// ```swift
/// let reader = try GDataFeedReader(contentsOf: url)
/// let head = try reader.head()
/// while let entry = try reader.nextEntry() { … }
/// ```
/// Input is read in chunks and pushed to libxml2; each entry is built as a full object and handed over as soon as it is
/// complete. A regular file or `Data` of at least ``GDataParseOptions/workerThreadThreshold`` bytes is read by libxml2
/// on a worker thread a few blocks ahead, while the entries are built on the thread that asks for them. Elements that
/// follow the entries (rare) are added to ``head()``'s object when the end is reached.
/// For async byte sources use ``GDataFeedStream``.
public final class GDataFeedReader {
    private let parser: GDataXMLParser
    private var pending: [GDataObject] = []
    private var pendingIndex = 0
    private var finished = false
    /// Fills the start of the buffer (allocated once, reused for every chunk); returns the byte count, 0 at the end.
    private let source: (inout [UInt8]) throws -> Int
    private var buffer: [UInt8] = []
    private var fd: Int32 = -1
    /// libxml2 runs on a worker thread; ``advance()`` replays its events.
    private var onWorker = false
    /// The error that ended the document, held until the entries completed before it are handed out.
    private var deferredError: (any Error)?

    /// Opens a file for streaming.
    public convenience init(contentsOf url: URL, options: GDataParseOptions = GDataParseOptions()) throws {
        var options = options
        if options.documentURI == nil { options.documentURI = url.isFileURL ? url.path : url.absoluteString }
        let fd = try GDataFileChunks.open(url, path: options.documentURI)
        try self.init(fileDescriptor: fd, closeWhenDone: true, options: options)
    }

    /// Streams from an open file descriptor (e.g. `0` for standard input).
    public init(fileDescriptor: Int32, closeWhenDone: Bool = false, options: GDataParseOptions = GDataParseOptions())
        throws
    {
        parser = GDataXMLParser(options: options)
        if closeWhenDone { fd = fileDescriptor }
        let path = options.documentURI
        let chunk = GDataFileChunks.chunkSize
        source = { buffer in
            if buffer.count < chunk { buffer = [UInt8](repeating: 0, count: chunk) }
            return try buffer.withUnsafeMutableBytes {
                try GDataFileChunks.readChunk(fileDescriptor, into: $0, path: path)
            }
        }
        parser.streamEntries { [unowned self] entry in self.pending.append(entry) }
        if GDataXMLParser.usesWorker(forSize: GDataFileChunks.regularFileRemaining(fileDescriptor), options) {
            onWorker = true
            parser.startWorker { push in try GDataFileChunks.read(fileDescriptor: fileDescriptor, path: path, push) }
        }
    }

    /// Streams from bytes in memory (pushed in slices, as a network body would be).
    public init(data: Data, options: GDataParseOptions = GDataParseOptions()) {
        parser = GDataXMLParser(options: options)
        var offset = 0
        let slice = GDataFileChunks.chunkSize
        source = { buffer in
            guard offset < data.count else { return 0 }
            let end = min(data.count, offset + slice)
            buffer = [UInt8](data[data.startIndex + offset..<data.startIndex + end])
            offset = end
            return buffer.count
        }
        parser.streamEntries { [unowned self] entry in self.pending.append(entry) }
        if GDataXMLParser.usesWorker(forSize: data.count, options) {
            onWorker = true
            parser.startWorker { push in try data.withUnsafeBytes { try push($0) } }
        }
    }

    deinit {
        parser.stopWorker()  // before the descriptor it reads is closed
        if fd >= 0 { close(fd) }
    }

    /// The feed head: reads until the first entry is complete (or the document ends) and returns the root object. It holds
    /// no entries: complete ones are handed out by ``nextEntry()``, and the one being built is held apart until it ends.
    public func head() throws -> GDataObject {
        while parser.root == nil || (pending.isEmpty && !finished) {
            if deferredError != nil { break }
            if try !advanceKeepingEntries() { break }
        }
        guard let root = parser.root else {
            throw deferredError ?? GDataXMLError(code: .malformed, message: "document has no root element", path: nil)
        }
        return root
    }

    /// The next entry, or `nil` at the end of the feed. When the document breaks off (malformed, a limit, a read
    /// error), every entry completed before the break is handed out first, then the error is thrown (and again on
    /// every later call).
    public func nextEntry() throws -> GDataObject? {
        while pendingIndex >= pending.count {
            if let deferredError { throw deferredError }
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
            if try !advanceKeepingEntries() { return nil }
        }
        let entry = pending[pendingIndex]
        pendingIndex += 1
        return entry
    }

    /// ``advance()``, except that an error after entries completed in the same step is kept for after them.
    private func advanceKeepingEntries() throws -> Bool {
        do {
            return try advance()
        } catch {
            if pendingIndex >= pending.count { throw error }
            deferredError = error
            return true
        }
    }

    /// Pushes one more chunk; returns false when the input is exhausted and the parse finished.
    private func advance() throws -> Bool {
        if finished { return false }
        if onWorker {
            if try parser.replayBlock() { end() }
            return true
        }
        let count = try source(&buffer)
        if count > 0 {
            try buffer.withUnsafeBytes { try parser.push(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        } else {
            _ = try parser.finish()
            end()
        }
        return true
    }

    /// The document has ended: the descriptor is closed (when the reader owns it).
    private func end() {
        finished = true
        if fd >= 0 {
            close(fd)
            fd = -1
        }
    }
}

/// An `AsyncSequence` of ``GDataFeedItem``s parsed from an async byte sequence: the head first, then each entry.
///
/// ```swift
/// for try await item in GDataFeedStream(bytes: body) {
///     if case .entry(let entry) = item { … }
/// }
/// ```
public struct GDataFeedStream<Bytes: AsyncSequence>: AsyncSequence where Bytes.Element == UInt8 {
    /// Items are heads and entries.
    public typealias Element = GDataFeedItem

    let bytes: Bytes
    let options: GDataParseOptions

    /// Streams from `bytes`.
    public init(bytes: Bytes, options: GDataParseOptions = GDataParseOptions()) {
        self.bytes = bytes
        self.options = options
    }

    /// Creates the iterator.
    public func makeAsyncIterator() -> Iterator {
        Iterator(upstream: bytes.makeAsyncIterator(), options: options)
    }

    /// Pulls bytes from upstream only when it needs more entries.
    public struct Iterator: AsyncIteratorProtocol {
        var upstream: Bytes.AsyncIterator
        let state: State
        final class State {
            let parser: GDataXMLParser
            var queue: [GDataFeedItem] = []
            var index = 0
            var headSent = false
            var done = false
            init(options: GDataParseOptions) { parser = GDataXMLParser(options: options) }
        }

        init(upstream: Bytes.AsyncIterator, options: GDataParseOptions) {
            self.upstream = upstream
            let state = State(options: options)
            state.parser.streamEntries { [unowned state] entry in
                if !state.headSent, let root = state.parser.root {
                    state.queue.append(.head(root))
                    state.headSent = true
                }
                state.queue.append(.entry(entry))
            }
            self.state = state
        }

        /// The next head or entry, or `nil` at the end.
        public mutating func next() async throws -> GDataFeedItem? {
            while state.index >= state.queue.count {
                state.queue.removeAll(keepingCapacity: true)
                state.index = 0
                if state.done { return nil }
                var chunk: [UInt8] = []
                chunk.reserveCapacity(65536)
                while chunk.count < 65536, let byte = try await upstream.next() { chunk.append(byte) }
                if chunk.isEmpty {
                    _ = try state.parser.finish()
                    state.done = true
                    if !state.headSent, let root = state.parser.root {
                        state.queue.append(.head(root))
                        state.headSent = true
                    }
                } else {
                    try chunk.withUnsafeBytes { try state.parser.push($0) }
                }
            }
            let item = state.queue[state.index]
            state.index += 1
            return item
        }
    }
}
