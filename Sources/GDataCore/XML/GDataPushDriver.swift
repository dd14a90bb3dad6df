internal import CGDataLibXML2

#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// libxml2's push parser behind the start-tag scanner, fed in 4 KiB slices: what the parse on the calling thread and the
/// pipeline's worker thread share. The context is created once the first four bytes have been pushed (or at the
/// document's end, if it is shorter), with those bytes, so libxml2 sees a byte-order mark or UTF-16 up front however the
/// document is cut into pushes; it is freed with the driver.
///
/// The document's end is where libxml2 2.9–2.11's push parser and its pull parser (`xmllint`) disagree: see
/// `end_of_input.h` in the C shim, which finishes a document cut short as the pull parser would before the terminating
/// `xmlParseChunk`. An error thrown is libxml2's first (``GDataSAXTarget/firstError``), not the last its context keeps.
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
    /// The document's first bytes while there are fewer than four and no context yet.
    private var head: [UInt8] = []
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
    /// libxml2's first well-formedness error, each with line and column. The end of the document is signalled to
    /// libxml2 by a call of its own, after the bytes (`xmlParseChunk` with `terminate`, no bytes).
    func push(_ bytes: UnsafeRawBufferPointer, terminate: Bool) throws {
        if let refusal { throw refusal }
        if var error = terminate ? scanner.finish() : scanner.scan(bytes) {
            error.path = path
            refusal = error
            throw error
        }
        var remaining = bytes
        if context == nil {
            let taken = min(4 - head.count, remaining.count)
            if taken > 0 {
                head.append(contentsOf: UnsafeRawBufferPointer(rebasing: remaining[..<taken]))
                remaining = UnsafeRawBufferPointer(rebasing: remaining[taken...])
            }
            if head.count < 4 && !terminate { return }
            try createContext()
        }
        guard let ctxt = context else { return }
        let total = remaining.count
        if total > 0, let base = remaining.baseAddress {
            var offset = 0
            while offset < total {
                let count = min(Self.sliceSize, total - offset)
                let status = (base + offset).withMemoryRebound(to: CChar.self, capacity: count) {
                    xmlParseChunk(ctxt, $0, Int32(count), 0)
                }
                try check(status: status, ctxt: ctxt)
                offset += count
            }
        }
        if terminate {
            // libxml2 < 2.12: what the push parser still waits for, parsed as its pull parser would (end_of_input.h).
            try check(status: cgdata_xml_end_input(ctxt), ctxt: ctxt)
            try check(status: xmlParseChunk(ctxt, nil, 0, 1), ctxt: ctxt)
        }
    }

    /// Creates libxml2's context with the document's first bytes (four, or fewer when that is all the document has).
    private func createContext() throws {
        let ctxt =
            head.isEmpty
            ? xmlCreatePushParserCtxt(&handler, nil, nil, 0, path)
            : head.withUnsafeBufferPointer { bytes in
                bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    xmlCreatePushParserCtxt(&handler, nil, $0, Int32(bytes.count), path)
                }
            }
        guard let ctxt else {
            throw GDataXMLError(code: .unreadable, message: "libxml2 could not create a parser", path: path)
        }
        let options = Int32(
            XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_NOCDATA.rawValue
        )
        xmlCtxtUseOptions(ctxt, options)
        ctxt.pointee._private = Unmanaged.passUnretained(target).toOpaque()
        target.context = ctxt
        context = ctxt
        head = []
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
            if var first = target.firstError {
                first.path = path
                throw first
            }
            if let last = xmlCtxtGetLastError(ctxt), last.pointee.code != 0 {
                throw GDataXMLError(libxml2: UnsafePointer(last), path: path)
            }
            // libxml2 reports bytes invalid in the declared encoding to no context. xmlParseChunk's status says so when
            // it converts the input's last bytes; when its input buffer refuses a chunk (the encoder failed, or memory
            // ran out) it stops with XML_PARSER_EOF as both status and errNo, and frees the buffer with its error.
            let inputRefused = XML_PARSER_EOF.rawValue
            let encoderFailed =
                status == Int32(XML_ERR_INVALID_ENCODING.rawValue)
                || (status == inputRefused && ctxt.pointee.errNo == inputRefused)
            let message =
                encoderFailed ? "the bytes are not valid in the document's declared encoding" : "XML error \(status)"
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
