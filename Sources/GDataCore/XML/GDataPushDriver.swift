internal import CGDataLibXML2
internal import Foundation

/// libxml2's push parser behind the start-tag scanner, fed in 4 KiB slices: what the parse on the calling thread and the
/// pipeline's worker thread share. The context is created on the first push (with the first four bytes, so libxml2
/// sees a byte-order mark or UTF-16 up front) and freed with the driver.
///
/// Confined to one thread at a time; its dictionary's strings (the element and attribute names the SAX callbacks
/// receive) live as long as the driver.
final class GDataPushDriver {
    private var handler: xmlSAXHandler
    private unowned(unsafe) let target: GDataSAXTarget
    private var context: xmlParserCtxtPtr?
    /// Refuses oversized start tags before libxml2 sees them.
    private var scanner: GDataStartTagScanner
    /// The scanner's refusal: the parse is over, and every later push throws it again.
    private var refusal: GDataXMLError?
    let path: String?

    /// A driver calling `handler`'s callbacks with `target` as the context's `_private` (the caller keeps `target` alive
    /// for as long as the driver).
    init(handler: xmlSAXHandler, target: GDataSAXTarget, path: String?) {
        self.handler = handler
        self.target = target
        self.path = path
        scanner = GDataStartTagScanner(limit: target.options.maxAttributesPerElement)
    }

    deinit {
        if let context {
            if let doc = context.pointee.myDoc {
                xmlFreeDoc(doc)
                context.pointee.myDoc = nil
            }
            xmlFreeParserCtxt(context)
        }
    }

    /// The bytes handed to one `xmlParseChunk` call. 4 KiB: libxml2 2.9's push parser spends fewer instructions per
    /// document in slices of 4 KiB than of 16 KiB to 1 MiB (callgrind, SAX with empty callbacks, 2.5 MB feeds of three
    /// shapes: 3.7-4.0 M fewer, 2.4-5.1 %; 2 KiB and 8 KiB cost more).
    static let sliceSize = 4096

    /// libxml2's current line and column (for an error the callbacks raised).
    var position: (line: Int, column: Int)? {
        guard let context else { return nil }
        return (Int(xmlSAX2GetLineNumber(context)), Int(xmlSAX2GetColumnNumber(context)))
    }

    /// Stops libxml2 at its next check (the callbacks after this one are not called).
    func stop() {
        if let context { xmlStopParser(context) }
    }

    /// Pushes `bytes` (the document's end when `terminate`); throws the scanner's refusal, the target's abort error or
    /// libxml2's well-formedness error, each with line and column.
    func push(_ bytes: UnsafeRawBufferPointer, terminate: Bool) throws {
        if let refusal { throw refusal }
        if var error = terminate ? scanner.finish() : scanner.scan(bytes) {
            error.path = path
            refusal = error
            throw error
        }
        var remaining = bytes
        if context == nil {
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
            ctxt.pointee._private = Unmanaged.passUnretained(target).toOpaque()
            context = ctxt
            remaining = UnsafeRawBufferPointer(rebasing: remaining[head...])
        }
        guard let ctxt = context else { return }
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

    private func check(status: Int32, ctxt: xmlParserCtxtPtr) throws {
        if var error = target.abortError {
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
}
