internal import CGDataLibXML2
internal import GDataPlatform

#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// A large document parsed on two threads: libxml2 reads it on a worker thread, whose SAX callbacks record each event
/// (element start with its names, namespace declarations and attributes; element end; text) into 64 KiB blocks, and the
/// calling thread replays the blocks into the ``GDataTreeBuilder``, which builds the objects as it does when libxml2
/// calls it directly. libxml2's pass and the object building overlap: on a machine with a spare core the document
/// parses in little more than the longer of the two.
///
/// What a replayed event carries is what libxml2 handed the callback: names as pointers into the parser's dictionary
/// (whose strings live until the context is freed, which is after the replay), attribute values and text copied into
/// the block. Errors keep their place in the document: the worker's (malformed XML, an entity or DTD limit, the start
/// tag scanner's refusal, a read error) is the last event it records, and a limit the builder enforces (depth,
/// attributes per element) is raised at the event that breaks it, with the line and column libxml2 had reached there.
/// At most ``maxBlocks`` blocks are in flight, so memory does not grow with the document; when the calling thread
/// stops early (an error, or a feed reader let go mid-feed) the worker is stopped and waited for.
final class GDataParsePipeline: @unchecked Sendable {
    // Thread confinement: the fields under "worker" are touched only by the worker thread while `running`; those under
    // "consumer" only by the calling thread; those under "shared" only with `condition` locked. `driver` is handed from
    // the worker to `deinit` through the lock (the worker sets it before it clears `running`).

    /// Bytes in one block of events.
    static let blockSize = 64 * 1024
    /// Blocks allocated at most (an event larger than a block gets a block of its own, counted like the others).
    static let maxBlocks = 8

    // shared
    private let condition = GDataCondition()
    private var ready: [GDataEventBlock] = []
    private var spare: [GDataEventBlock] = []
    private var allocated = 0
    private var cancelled = false
    private var running = false
    private var driver: GDataPushDriver?
    private var workerError: (any Error)?

    // worker
    private let recorder: GDataEventRecorder

    // consumer
    private let builder: GDataTreeBuilder
    private let path: String?
    /// The document's end (or an error) has been replayed.
    private(set) var ended = false
    /// The error replayed (thrown again by every later call, as libxml2 repeats its own).
    private var failure: (any Error)?

    init(builder: GDataTreeBuilder, path: String?) {
        self.builder = builder
        self.path = path
        recorder = GDataEventRecorder(options: builder.options)
        recorder.pipeline = self
    }

    deinit {
        for block in ready { block.deallocate() }
        for block in spare { block.deallocate() }
        if let block = recorder.block { block.deallocate() }
    }

    /// Starts the worker: `produce` runs on it and hands the document's bytes, in order, to the function it is given.
    func start(_ produce: @escaping @Sendable (_ push: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) {
        condition.lock()
        running = true
        condition.unlock()
        GDataThread.detach(name: "GDataXMLParser") { [self] in run(produce) }
    }

    private func run(_ produce: (_ push: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) {
        cgdata_xml_silence_generic_errors()
        let driver = GDataPushDriver(handler: GDataEventRecorder.handler(), target: recorder, path: path)
        recorder.driver = driver
        let recorder = recorder
        do {
            try produce { bytes in
                try driver.push(bytes, terminate: false)
                if recorder.stopped { throw CancellationError() }
            }
            try driver.push(UnsafeRawBufferPointer(start: nil, count: 0), terminate: true)
            if recorder.stopped { throw CancellationError() }
            recorder.record(.documentEnd)
        } catch {
            if !recorder.stopped {
                workerError = error
                recorder.record(.failure)
            }
        }
        recorder.handOver()
        recorder.driver = nil
        condition.lock()
        self.driver = driver
        running = false
        condition.broadcast()
        condition.unlock()
    }

    /// Stops the worker (if it still runs) and waits for it; the events not replayed are dropped.
    func stop() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        while running { condition.wait() }
        condition.unlock()
        ended = true
    }

    // MARK: Blocks (both sides)

    /// Worker: queues a filled block for the calling thread.
    fileprivate func enqueue(_ block: GDataEventBlock) {
        condition.lock()
        ready.append(block)
        condition.signal()
        condition.unlock()
    }

    /// Worker: an empty block of at least `minimum` bytes; waits while ``maxBlocks`` are in flight; `nil` once stopped.
    fileprivate func emptyBlock(minimum: Int) -> GDataEventBlock? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if cancelled { return nil }
            if minimum <= Self.blockSize, let block = spare.popLast() { return block }
            if allocated < Self.maxBlocks {
                allocated += 1
                return GDataEventBlock(capacity: max(minimum, Self.blockSize))
            }
            if minimum > Self.blockSize, let block = spare.popLast() {
                // Trade a pooled block for the larger one this event needs.
                block.deallocate()
                return GDataEventBlock(capacity: minimum)
            }
            condition.wait()
        }
    }

    /// Consumer: the next filled block, waiting for the worker; `nil` if it ended without one (it was stopped).
    private func nextBlock() -> GDataEventBlock? {
        condition.lock()
        defer { condition.unlock() }
        while ready.isEmpty {
            if !running { return nil }
            condition.wait()
        }
        return ready.removeFirst()
    }

    /// Consumer: gives a replayed block back to the worker.
    private func recycle(_ block: GDataEventBlock) {
        condition.lock()
        if block.capacity == Self.blockSize {
            block.used = 0
            spare.append(block)
        } else {
            block.deallocate()
            allocated -= 1
        }
        condition.signal()
        condition.unlock()
    }

    // MARK: Replay (consumer)

    /// Replays the next block of events into the builder. Returns true once the document's end has been replayed;
    /// throws the first error in document order.
    func replayBlock() throws -> Bool {
        if let failure { throw failure }
        if ended { return true }
        do {
            return try replayNextBlock()
        } catch {
            failure = error
            throw error
        }
    }

    private func replayNextBlock() throws -> Bool {
        guard let block = nextBlock() else {
            ended = true
            throw GDataXMLError(code: .unreadable, message: "the parse was stopped", path: path)
        }
        defer { recycle(block) }
        let builder = builder
        var offset = 0
        let base = block.base
        let used = block.used
        while offset < used {
            let event = base + offset
            let header = event.load(as: UInt.self)
            offset += Int(header >> 8)
            switch GDataEventRecorder.Kind(rawValue: UInt8(truncatingIfNeeded: header)) {
            case .start:
                let namespaceCount = Int(event.load(fromByteOffset: 16, as: UInt32.self))
                let attributeCount = Int(event.load(fromByteOffset: 20, as: UInt32.self))
                let words = (event + 24).bindMemory(
                    to: UnsafePointer<xmlChar>?.self,
                    capacity: 3 + 2 * namespaceCount + 5 * attributeCount
                )
                let ok = builder.startElement(
                    local: words[0].unsafelyUnwrapped,
                    prefix: words[1],
                    uri: words[2],
                    namespaceCount: namespaceCount,
                    namespaces: namespaceCount > 0 ? words + 3 : nil,
                    attributeCount: attributeCount,
                    attributes: attributeCount > 0 ? words + 3 + 2 * namespaceCount : nil
                )
                if !ok {
                    var error =
                        builder.abortError
                        ?? GDataXMLError(code: .unexpectedContent, message: "the element was refused")
                    error.path = path
                    if error.line == nil {
                        error.line = Int(event.load(fromByteOffset: 8, as: UInt32.self))
                        error.column = Int(event.load(fromByteOffset: 12, as: UInt32.self))
                    }
                    stop()
                    throw error
                }
            case .end:
                builder.endElement()
            case .text:
                let count = Int(event.load(fromByteOffset: 8, as: UInt.self))
                builder.characters((event + 16).bindMemory(to: xmlChar.self, capacity: count), count: count)
            case .documentEnd:
                ended = true
                return true
            case .failure, nil:
                ended = true
                condition.lock()
                let failure = workerError
                condition.unlock()
                throw failure ?? GDataXMLError(code: .unreadable, message: "the parse failed", path: path)
            }
        }
        return false
    }
}

/// One block of recorded events: raw memory, 8-byte aligned, filled from the start.
final class GDataEventBlock {
    let base: UnsafeMutableRawPointer
    let capacity: Int
    var used = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
    }

    func deallocate() { base.deallocate() }
}

/// The worker side of ``GDataParsePipeline``: libxml2's SAX target that writes each event into the current block.
///
/// Layout, in 8-byte words from the event's start; the first word is the kind (low byte) and the event's size in bytes
/// (the rest):
/// - start: line and column (two `UInt32`), namespace and attribute counts (two `UInt32`), then the local name, prefix
///   and URI pointers, the namespace pairs, the attribute quintuples as libxml2 gave them (value start and end now point
///   at the copies that follow), then the attribute values, each padded to 8 bytes;
/// - text: the byte count, then the bytes (padded);
/// - end, document end, failure: the header only.
final class GDataEventRecorder: GDataSAXTarget {
    enum Kind: UInt8 {
        case start = 1
        case end = 2
        case text = 3
        case documentEnd = 4
        case failure = 5
    }

    unowned(unsafe) var pipeline: GDataParsePipeline!
    /// Stops libxml2 when the calling thread has stopped the pipeline.
    unowned(unsafe) var driver: GDataPushDriver?
    /// The block being filled.
    var block: GDataEventBlock?
    /// The pipeline was stopped: no more events are recorded.
    private(set) var stopped = false

    /// Room for an event of `size` bytes (a multiple of 8) in the current block, or in a new one.
    @inline(__always)
    private func reserve(_ size: Int) -> UnsafeMutableRawPointer? {
        if let block, block.used + size <= block.capacity {
            let event = block.base + block.used
            block.used += size
            return event
        }
        return reserveInNewBlock(size)
    }

    private func reserveInNewBlock(_ size: Int) -> UnsafeMutableRawPointer? {
        if stopped { return nil }
        handOver()
        guard let fresh = pipeline.emptyBlock(minimum: size) else {
            stopped = true
            driver?.stop()
            return nil
        }
        block = fresh
        fresh.used = size
        return fresh.base
    }

    /// Queues the current block (if it holds events) for the calling thread.
    func handOver() {
        guard let block, block.used > 0 else { return }
        self.block = nil
        pipeline.enqueue(block)
    }

    /// An event without a payload.
    func record(_ kind: Kind) {
        guard let event = reserve(8) else { return }
        event.storeBytes(of: UInt(kind.rawValue) | 8 << 8, as: UInt.self)
    }

    @inline(__always)
    private static func padded(_ count: Int) -> Int { (count + 7) & ~7 }

    func recordStart(
        _ ctx: UnsafeMutableRawPointer,
        _ local: UnsafePointer<xmlChar>,
        _ prefix: UnsafePointer<xmlChar>?,
        _ uri: UnsafePointer<xmlChar>?,
        _ namespaceCount: Int,
        _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        _ attributeCount: Int,
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        let pointerCount = 3 + 2 * namespaceCount + 5 * attributeCount
        var valueBytes = 0
        if let attributes {
            for i in 0..<attributeCount {
                if let start = attributes[5 * i + 3], let end = attributes[5 * i + 4] {
                    valueBytes += Self.padded(end - start)
                }
            }
        }
        let size = 24 + 8 * pointerCount + valueBytes
        guard let event = reserve(size) else { return }
        let input = ctx.assumingMemoryBound(to: xmlParserCtxt.self).pointee.input
        event.storeBytes(of: UInt(Kind.start.rawValue) | UInt(size) << 8, as: UInt.self)
        event.storeBytes(of: UInt32(truncatingIfNeeded: input?.pointee.line ?? 0), toByteOffset: 8, as: UInt32.self)
        event.storeBytes(of: UInt32(truncatingIfNeeded: input?.pointee.col ?? 0), toByteOffset: 12, as: UInt32.self)
        event.storeBytes(of: UInt32(truncatingIfNeeded: namespaceCount), toByteOffset: 16, as: UInt32.self)
        event.storeBytes(of: UInt32(truncatingIfNeeded: attributeCount), toByteOffset: 20, as: UInt32.self)
        let words = (event + 24).bindMemory(to: UnsafePointer<xmlChar>?.self, capacity: pointerCount)
        words[0] = UnsafePointer(local)
        words[1] = prefix
        words[2] = uri
        var index = 3
        if let namespaces {
            for i in 0..<2 * namespaceCount { words[index + i] = namespaces[i] }
            index += 2 * namespaceCount
        }
        guard let attributes else { return }
        var value = event + 24 + 8 * pointerCount
        for i in 0..<attributeCount {
            let from = 5 * i
            words[index] = attributes[from]
            words[index + 1] = attributes[from + 1]
            words[index + 2] = attributes[from + 2]
            if let start = attributes[from + 3], let end = attributes[from + 4] {
                let count = end - start
                value.copyMemory(from: start, byteCount: count)
                let copy = UnsafePointer(value.bindMemory(to: xmlChar.self, capacity: count))
                words[index + 3] = copy
                words[index + 4] = copy + count
                value += Self.padded(count)
            } else {
                words[index + 3] = nil
                words[index + 4] = nil
            }
            index += 5
        }
    }

    func recordText(_ bytes: UnsafePointer<xmlChar>, count: Int) {
        // A run longer than a block is recorded as several (libxml2 splits text between callbacks too).
        var bytes = bytes
        var remaining = count
        while remaining > 0 {
            let part = min(remaining, GDataParsePipeline.blockSize - 16)
            let size = 16 + Self.padded(part)
            guard let event = reserve(size) else { return }
            event.storeBytes(of: UInt(Kind.text.rawValue) | UInt(size) << 8, as: UInt.self)
            event.storeBytes(of: UInt(part), toByteOffset: 8, as: UInt.self)
            (event + 16).copyMemory(from: bytes, byteCount: part)
            bytes += part
            remaining -= part
        }
    }

    /// The SAX handler that records: the guards of every parse, and the element and text callbacks writing events.
    static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        configureGuards(&handler)
        handler.startElementNs = { ctx, localname, prefix, uri, nbNamespaces, namespaces, nbAttributes, _, attributes in
            guard let ctx, let localname else { return }
            GDataSAXTarget.with(ctx, as: GDataEventRecorder.self) {
                $0.recordStart(
                    ctx,
                    localname,
                    prefix,
                    uri,
                    Int(nbNamespaces),
                    namespaces,
                    Int(nbAttributes),
                    attributes
                )
            }
        }
        handler.endElementNs = { ctx, _, _, _ in
            GDataSAXTarget.with(ctx, as: GDataEventRecorder.self) { $0.record(.end) }
        }
        setCharacters(&handler) { ctx, bytes, length in
            guard let bytes, length > 0 else { return }
            GDataSAXTarget.with(ctx, as: GDataEventRecorder.self) { $0.recordText(bytes, count: Int(length)) }
        }
        return handler
    }
}
