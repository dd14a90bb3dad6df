internal import CGDataLibXML2

#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Reads the bytes of a document on their way to libxml2 and refuses a start tag with more attributes and namespace
/// declarations than ``GDataParseOptions/maxAttributesPerElement`` *before* libxml2 parses it: libxml2 2.9 checks a
/// start tag's attributes and declarations for duplicates pair by pair, so one element with 160,000 attributes costs
/// it tens of seconds.
///
/// It is a small lexer of XML's markup (text, start and end tags, quoted values, comments, processing instructions,
/// CDATA sections, the document type declaration and its internal subset), exact on every well-formed prefix of a
/// document (libxml2 stops at the first error, so what follows one does not matter). A start tag's attributes are
/// counted by their `=` outside quoted values, which bounds what libxml2 can parse in it.
///
/// The counting needs markup characters to be recognisable, so it reads the document's encoding as libxml2 does:
/// UTF-16 and UCS-4 (by byte-order mark or the first characters) are read in code units; Shift_JIS, Big5, GBK and
/// GB18030 (whose second bytes can look like ASCII) skip the bytes that follow a lead byte; ASCII-compatible
/// encodings are read as bytes. A declared encoding in which markup could hide (UTF-7, ISO-2022-*, EBCDIC, a
/// declaration that switches a UTF-16 document to another encoding…) is refused.
///
/// Lines and columns of a refused tag are those of its `<`; columns count bytes (code units in UTF-16 and UCS-4).
struct GDataStartTagScanner {
    private enum State: UInt8 {
        case text, afterLT, startTag, startTagQuoted, endTag
        case pi, piQuestion
        /// A comment or CDATA section, until `terminator` twice and `>` (`-->`, `]]>`).
        case bang, bangDash, delimited, delimitedOnce, delimitedTwice
        case doctype, doctypeQuoted, subset, subsetDecl, subsetDeclQuoted
    }

    enum DoubleByte {
        /// Lead bytes 0x81–0x9F and 0xE0–0xFC, one more byte.
        case shiftJIS
        /// Lead bytes 0x81–0xFE, one more byte (Big5, UHC).
        case big5
        /// Lead bytes 0x81–0xFE, one more byte, or three when the next is a digit (GBK, GB18030).
        case gb18030
    }

    private enum Decoding {
        case undetected
        case bytes
        case utf16(bigEndian: Bool)
        case ucs4(bigEndian: Bool)
        case doubleByte(DoubleByte)

        var isBytes: Bool {
            if case .bytes = self { return true }
            return false
        }
    }

    /// The most attributes and namespace declarations one start tag may have.
    let limit: Int
    /// Whether text is skipped in windows too short to hold a refused tag (see `plainMarkupEnd`); tests compare both.
    var skipsPlainMarkup = true
    /// Units before this offset are lexed without trying to skip (see `plainMarkupEnd`).
    private var lexUntil = 0

    private var state = State.text
    private var quote: UInt8 = 0
    private var inSubset = false
    /// The comment's or CDATA section's closing character (`-` or `]`).
    private var terminator: UInt8 = 0
    /// The `=` seen in the open start tag.
    private var equalsSigns = 0
    private var decoding = Decoding.undetected
    /// The first bytes, until there are four to detect the encoding from.
    private var head: [UInt8] = []
    /// Where the document's first character is (after a byte-order mark), in units.
    private var documentStart = 0
    /// The XML declaration's bytes while it is read (`nil`: not reading one).
    private var declaration: [UInt8]?
    /// Whether a declaration may still come (only at the document's start).
    private var declarationPossible = true
    /// A partial code unit carried to the next chunk (UTF-16, UCS-4).
    private var partial: [UInt8] = []
    /// Double-byte encodings: bytes that still belong to the current character; -1: a GB18030 lead byte was seen and
    /// the next byte decides.
    private var trailing = 0
    /// Decoded units (ASCII as is, anything else 0x80) for the encodings read in units.
    private var units: [UInt8] = []

    /// Units scanned before the current buffer.
    private var consumed = 0
    /// The line at the start of the current buffer, and where (in units) that line starts.
    private var line = 1
    private var lineStart = 0
    /// The current tag's `<`, in units, and its line and column once known (0: not yet).
    private var tagOffset = 0
    private var tagLine = 0
    private var tagColumn = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Scans the next chunk of the document; returns the refusal, if any (the chunk must then not reach libxml2).
    mutating func scan(_ bytes: UnsafeRawBufferPointer) -> GDataXMLError? {
        guard var base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var remaining = bytes.count
        if case .undetected = decoding {
            let taken = min(4 - head.count, remaining)
            head.append(contentsOf: UnsafeBufferPointer(start: base, count: taken))
            base += taken
            remaining -= taken
            if head.count < 4 { return nil }
            if let error = detectAndScanHead() { return error }
        }
        return scanRaw(base, remaining)
    }

    /// The end of the document (scans a document shorter than four bytes).
    mutating func finish() -> GDataXMLError? {
        if case .undetected = decoding { return detectAndScanHead() }
        return nil
    }

    /// Scans entity replacement text (UTF-8, as libxml2 holds it) for an oversized start tag.
    static func check(entityContent content: UnsafePointer<UInt8>, count: Int, limit: Int) -> Bool {
        var scanner = GDataStartTagScanner(limit: limit)
        scanner.decoding = .bytes
        scanner.declarationPossible = false
        return scanner.scanBytes(content, count).error == nil
    }

    // MARK: Encodings

    private mutating func detectAndScanHead() -> GDataXMLError? {
        let h = head + [UInt8](repeating: 0xAA, count: 4 - head.count)
        switch (h[0], h[1], h[2], h[3]) {
        case (0x00, 0x00, 0x00, 0x3C): decoding = .ucs4(bigEndian: true)
        case (0x3C, 0x00, 0x00, 0x00): decoding = .ucs4(bigEndian: false)
        case (0x00, 0x00, 0x3C, 0x00), (0x00, 0x3C, 0x00, 0x00):
            return refusal("UCS-4 in an unusual byte order is not supported", line: 1, column: 1)
        case (0x4C, 0x6F, 0xA7, 0x94):
            return refusal("EBCDIC documents are not supported", line: 1, column: 1)
        case (0x00, 0x3C, 0x00, 0x3F): decoding = .utf16(bigEndian: true)
        case (0x3C, 0x00, 0x3F, 0x00): decoding = .utf16(bigEndian: false)
        case (0xEF, 0xBB, 0xBF, _):
            decoding = .bytes
            documentStart = 3
        case (0xFE, 0xFF, _, _):
            decoding = .utf16(bigEndian: true)
            documentStart = 1
        case (0xFF, 0xFE, _, _):
            decoding = .utf16(bigEndian: false)
            documentStart = 1
        default: decoding = .bytes
        }
        let bytes = head
        return bytes.withUnsafeBufferPointer { scanRaw($0.baseAddress!, $0.count) }
    }

    /// Whether libxml2, on reading `name` in the declaration of a document read so far as `decoding`, keeps reading it
    /// in a way this scanner follows; the new decoding, or `nil` when it must be refused.
    private static func decoding(declared name: String, current: Decoding) -> Decoding? {
        let upper = name.uppercased()
        // libxml2 switches no decoder for these two names (and for UTF-16 in an 8-bit document, it stops).
        if ["UTF-8", "UTF8", "UTF-16", "UTF16"].contains(upper) { return current }
        switch current {
        case .utf16(let bigEndian):
            return upper == (bigEndian ? "UTF-16BE" : "UTF-16LE") ? current : nil
        case .ucs4(let bigEndian):
            let same =
                bigEndian ? ["UCS-4", "UCS4", "ISO-10646-UCS-4", "UCS-4BE", "UTF-32BE"] : ["UCS-4LE", "UTF-32LE"]
            return same.contains(upper) ? current : nil
        case .doubleByte, .undetected:
            return nil
        case .bytes:
            if ["SHIFT_JIS", "SHIFT-JIS", "SJIS", "MS_KANJI", "CSSHIFTJIS", "WINDOWS-31J", "CP932", "MS932"].contains(
                upper
            ) {
                return .doubleByte(.shiftJIS)
            }
            if ["BIG5", "BIG-5", "BIG5-HKSCS", "BIG5HKSCS", "CP950", "CP949", "UHC", "MS949"].contains(upper) {
                return .doubleByte(.big5)
            }
            if ["GBK", "CP936", "MS936", "GB18030", "WINDOWS-936"].contains(upper) { return .doubleByte(.gb18030) }
            let asciiCompatible = [
                "US-ASCII", "ASCII", "GB2312", "TIS-620", "VISCII", "CP874", "CP866", "CP850", "CP437",
            ]
            let asciiCompatiblePrefixes = [
                "ISO-8859-", "ISO8859-", "ISO_8859-", "ISO-LATIN-", "LATIN", "WINDOWS-125", "CP125", "KOI8", "EUC",
                "MAC",
            ]
            if asciiCompatible.contains(upper) || asciiCompatiblePrefixes.contains(where: { upper.hasPrefix($0) }) {
                return .bytes
            }
            return nil
        }
    }

    /// The encoding named in a complete XML declaration (the bytes after `<?`), if any.
    ///
    /// It reads bytes, not `Character`s: a `String` search (`firstRange(of:)`) builds a generic dictionary inside the
    /// standard library, and its first use scans every protocol-conformance record of the binary, at the start of
    /// every process that parses (docs/performance.md, "Issue 30 §5").
    private static func declaredEncoding(_ declaration: [UInt8]) -> String? {
        let key = Array("encoding".utf8)
        guard declaration.count >= key.count,
            let start = (0...(declaration.count - key.count)).first(where: {
                declaration[$0..<($0 + key.count)].elementsEqual(key)
            })
        else { return nil }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
        var rest = declaration[(start + key.count)...].drop(while: isSpace)
        guard rest.first == UInt8(ascii: "=") else { return nil }
        rest = rest.dropFirst().drop(while: isSpace)
        guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        return String(decoding: rest.dropFirst().prefix { $0 != quote }, as: UTF8.self)
    }

    /// Scans raw document bytes in the current decoding.
    private mutating func scanRaw(_ start: UnsafePointer<UInt8>, _ count: Int) -> GDataXMLError? {
        var base = start
        var remaining = count
        while remaining > 0 {
            switch decoding {
            case .undetected, .bytes:
                // Stops early only where the declaration changes the decoding.
                let result = scanBytes(base, remaining)
                if let error = result.error { return error }
                base += result.scanned
                remaining -= result.scanned
            case .utf16(let bigEndian):
                decodeUnits(base, remaining, size: 2, bigEndian: bigEndian)
                remaining = 0
                if let error = scanUnits() { return error }
            case .ucs4(let bigEndian):
                decodeUnits(base, remaining, size: 4, bigEndian: bigEndian)
                remaining = 0
                if let error = scanUnits() { return error }
            case .doubleByte(let kind):
                decodeDoubleByte(base, remaining, kind: kind)
                remaining = 0
                if let error = scanUnits() { return error }
            }
        }
        return nil
    }

    private mutating func scanUnits() -> GDataXMLError? {
        let decoded = units
        return decoded.withUnsafeBufferPointer { buffer -> GDataXMLError? in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return nil }
            return scanBytes(base, buffer.count).error
        }
    }

    /// UTF-16 or UCS-4 code units as `units`: an ASCII character as itself, anything else as 0x80.
    private mutating func decodeUnits(_ base: UnsafePointer<UInt8>, _ count: Int, size: Int, bigEndian: Bool) {
        units.removeAll(keepingCapacity: true)
        units.reserveCapacity((partial.count + count) / size)
        var index = 0
        func unit(_ bytes: (Int) -> UInt8) -> UInt8 {
            var value: UInt32 = 0
            for k in 0..<size {
                value = value << 8 | UInt32(bytes(bigEndian ? k : size - 1 - k))
            }
            return value < 0x80 ? UInt8(value) : 0x80
        }
        if !partial.isEmpty {
            while partial.count < size && index < count {
                partial.append(base[index])
                index += 1
            }
            if partial.count < size { return }
            let carried = partial
            units.append(unit { carried[$0] })
            partial.removeAll()
        }
        while index + size <= count {
            let at = index
            units.append(unit { base[at + $0] })
            index += size
        }
        while index < count {
            partial.append(base[index])
            index += 1
        }
    }

    /// A double-byte encoding's bytes as `units`: ASCII as itself, every byte of a multi-byte character as 0x80.
    private mutating func decodeDoubleByte(_ base: UnsafePointer<UInt8>, _ count: Int, kind: DoubleByte) {
        units.removeAll(keepingCapacity: true)
        units.reserveCapacity(count)
        for i in 0..<count {
            let byte = base[i]
            if trailing == -1 {
                // GB18030: a digit after the lead byte makes a four-byte character.
                trailing = byte >= 0x30 && byte <= 0x39 ? 2 : 0
                units.append(0x80)
                continue
            }
            if trailing > 0 {
                trailing -= 1
                units.append(0x80)
                continue
            }
            switch kind {
            case .shiftJIS where (0x81...0x9F).contains(byte) || (0xE0...0xFC).contains(byte): trailing = 1
            case .big5 where byte >= 0x81 && byte <= 0xFE: trailing = 1
            case .gb18030 where byte >= 0x81 && byte <= 0xFE: trailing = -1
            default: break
            }
            units.append(byte < 0x80 ? byte : 0x80)
        }
    }

    // MARK: Markup

    private func refusal(_ message: String, line: Int, column: Int) -> GDataXMLError {
        GDataXMLError(code: .limitExceeded, message: message, line: line, column: column)
    }

    /// Scans units (bytes, or decoded units) from `base`; stops early after an XML declaration that changes the
    /// decoding. Returns how many were scanned, or the refusal.
    private mutating func scanBytes(_ base: UnsafePointer<UInt8>, _ count: Int) -> (scanned: Int, error: GDataXMLError?)
    {
        var i = 0
        var stop = count
        scanning: while i < count {
            switch state {
            case .text:
                if skipsPlainMarkup && !declarationPossible && consumed + i >= lexUntil {
                    i = plainMarkupEnd(base, i, count)
                }
                guard Self.skip(past: 0x3C, base, &i, count) else { break }
                tagOffset = consumed + i - 1
                tagLine = 0
                state = .afterLT
            case .afterLT:
                let byte = base[i]
                let atDocumentStart = declarationPossible && tagOffset == documentStart
                declarationPossible = false
                switch byte {
                case 0x21: state = .bang; i += 1
                case 0x3F:
                    state = .pi
                    i += 1
                    if atDocumentStart && !inSubset { declaration = [] }
                case 0x2F where !inSubset: state = .endTag; i += 1
                default:
                    if inSubset {
                        state = .subsetDecl
                    } else {
                        state = .startTag
                        equalsSigns = 0
                    }
                }
            case .startTag:
                let raw = UnsafeRawPointer(base)
                while i < count {
                    // Names are mostly letters: nothing at or above '@' matters here, so skip eight such bytes at a
                    // time (a byte is below 0x40 when its two top bits are clear).
                    while i &+ 8 <= count {
                        let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        let low = ~(word | (word << 1)) & 0x8080_8080_8080_8080
                        if low != 0 {
                            i &+= low.trailingZeroBitCount >> 3
                            break
                        }
                        i &+= 8
                    }
                    guard i < count else { break }
                    let byte = base[i]
                    i += 1
                    if byte >= 0x40 { continue }
                    if byte == 0x3D {
                        equalsSigns += 1
                        if equalsSigns > limit {
                            let position = tagPosition(base, upTo: i)
                            return (
                                i,
                                refusal(
                                    "the element at line \(position.line), column \(position.column) has more than "
                                        + "\(limit) attributes and namespace declarations (the limit is "
                                        + "GDataParseOptions.maxAttributesPerElement)",
                                    line: position.line,
                                    column: position.column
                                )
                            )
                        }
                    } else if byte == 0x22 || byte == 0x27 {
                        // The value, in place (it usually ends in this buffer).
                        if Self.skip(past: byte, base, &i, count) { continue }
                        quote = byte
                        state = .startTagQuoted
                        continue scanning
                    } else if byte == 0x3E {
                        state = .text
                        continue scanning
                    }
                }
            case .startTagQuoted, .doctypeQuoted, .subsetDeclQuoted:
                guard Self.skip(past: quote, base, &i, count) else { break }
                state = state == .startTagQuoted ? .startTag : state == .doctypeQuoted ? .doctype : .subsetDecl
            case .endTag:
                guard Self.skip(past: 0x3E, base, &i, count) else { break }
                state = .text
            case .pi:
                if declaration != nil {
                    let byte = base[i]
                    i += 1
                    declaration?.append(byte)
                    if byte == 0x3F { state = .piQuestion }
                    if (declaration?.count ?? 0) > 1024 {
                        return (i, refusal("the XML declaration is longer than 1024 characters", line: 1, column: 1))
                    }
                    continue scanning
                }
                guard Self.skip(past: 0x3F, base, &i, count) else { break }
                state = .piQuestion
            case .piQuestion:
                let byte = base[i]
                i += 1
                if declaration != nil { declaration?.append(byte) }
                if byte == 0x3E {
                    state = inSubset ? .subset : .text
                    if let read = declaration {
                        declaration = nil
                        let wasBytes = decoding.isBytes
                        if let error = endDeclaration(read) { return (i, error) }
                        if wasBytes && !decoding.isBytes {
                            // The rest of the buffer is read in the declared encoding.
                            stop = i
                            break scanning
                        }
                    }
                } else if byte != 0x3F {
                    state = .pi
                }
            case .bang:
                let byte = base[i]
                if byte == 0x2D {
                    state = .bangDash
                    i += 1
                } else if byte == 0x5B && !inSubset {
                    state = .delimited
                    terminator = 0x5D
                    i += 1
                } else {
                    state = inSubset ? .subsetDecl : .doctype
                }
            case .bangDash:
                if base[i] == 0x2D {
                    state = .delimited
                    terminator = 0x2D
                    i += 1
                } else {
                    state = inSubset ? .subsetDecl : .doctype
                }
            case .delimited:
                guard Self.skip(past: terminator, base, &i, count) else { break }
                state = .delimitedOnce
            case .delimitedOnce:
                state = base[i] == terminator ? .delimitedTwice : .delimited
                i += 1
            case .delimitedTwice:
                let byte = base[i]
                i += 1
                if byte == 0x3E {
                    state = inSubset ? .subset : .text
                } else if byte != terminator {
                    state = .delimited
                }
            case .doctype:
                let byte = base[i]
                i += 1
                switch byte {
                case 0x22, 0x27:
                    quote = byte
                    state = .doctypeQuoted
                case 0x5B:
                    inSubset = true
                    state = .subset
                case 0x3E: state = .text
                default: break
                }
            case .subset:
                let byte = base[i]
                i += 1
                if byte == 0x3C {
                    tagOffset = consumed + i - 1
                    state = .afterLT
                } else if byte == 0x5D {
                    inSubset = false
                    state = .doctype
                }
            case .subsetDecl:
                let byte = base[i]
                i += 1
                if byte == 0x22 || byte == 0x27 {
                    quote = byte
                    state = .subsetDeclQuoted
                } else if byte == 0x3E {
                    state = .subset
                }
            }
        }
        advance(base, scanned: stop)
        return (stop, nil)
    }

    /// Where lexing has to resume from the text state at `start`: the last `<` of the next `limit + 1` units, or the
    /// `<` of the first `<!` or `<?` among them (`start` when there is none).
    ///
    /// Those units are too few to hold a start tag with more than `limit` `=`, so only the state after them matters. It
    /// is the text state at that last `<` unless a comment, CDATA section, processing instruction or declaration starts
    /// before it (in a well-formed prefix a `<` is otherwise always a tag's first character, and no tag or text holds
    /// one), so the units up to the first `<!` or `<?` are skipped, with `memrchr` and `memchr` instead of the lexer
    /// (most of the scanner's cost on a feed of small elements went to lexing tags that cannot be too wide).
    @inline(__always)
    private mutating func plainMarkupEnd(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) -> Int {
        let window = min(count - start, limit + 1)
        guard window >= Self.minimumSkipWindow, let last = cgdata_memrchr(base + start, 0x3C, window) else {
            return start
        }
        var end = UnsafeRawPointer(last) - UnsafeRawPointer(base)
        end = Self.markupStart(0x21, base, from: start + 1, before: end)  // `<!`
        end = Self.markupStart(0x3F, base, from: start + 1, before: end)  // `<?`
        // Little to skip (markup declarations close together): lex the window instead of searching it again and again.
        if end - start < window / 4 { lexUntil = consumed + start + window }
        // `end` is the window's last `<`, or the `<` of its first `<!` / `<?`: lexing resumes there.
        return end
    }

    /// The index of the `<` of the first `<` + `marker` that starts in `from - 1 ..< end`, or `end`.
    @inline(__always)
    private static func markupStart(_ marker: UInt8, _ base: UnsafePointer<UInt8>, from: Int, before end: Int) -> Int {
        var position = from
        while position < end, let found = memchr(base + position, Int32(marker), end - position) {
            let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if base[index - 1] == 0x3C { return index - 1 }
            position = index + 1
        }
        return end
    }

    /// Windows shorter than this are lexed (`limit` is that small only when set so on purpose).
    static let minimumSkipWindow = 33

    /// Moves `i` past the next `byte` before `count`; `false` (with `i` at `count`) when there is none.
    @inline(__always)
    private static func skip(past byte: UInt8, _ base: UnsafePointer<UInt8>, _ i: inout Int, _ count: Int) -> Bool {
        guard let found = memchr(base + i, Int32(byte), count - i) else {
            i = count
            return false
        }
        i = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
        return true
    }

    /// The end of the XML declaration: the encoding it names decides how the rest is read.
    private mutating func endDeclaration(_ read: [UInt8]) -> GDataXMLError? {
        // `xml` followed by white space: anything else is another processing instruction.
        guard read.count > 3, read[0] == 0x78, read[1] == 0x6D, read[2] == 0x6C,
            [0x20, 0x09, 0x0D, 0x0A].contains(read[3])
        else { return nil }
        guard let name = Self.declaredEncoding(read) else { return nil }
        guard let next = Self.decoding(declared: name, current: decoding) else {
            // An encoding libxml2 does not know stops it at the declaration (a malformed document, its own error).
            guard let handler = xmlFindCharEncodingHandler(name) else { return nil }
            xmlCharEncCloseFunc(handler)
            return refusal(
                "the declared encoding '\(name)' is not supported (markup in it cannot be checked before parsing; "
                    + "UTF-8, UTF-16, UCS-4 and ASCII-compatible encodings are)",
                line: 1,
                column: 1
            )
        }
        decoding = next
        return nil
    }

    /// Line bookkeeping for `scanned` units of the buffer; the open start tag's position is fixed while its buffer is
    /// at hand.
    private mutating func advance(_ base: UnsafePointer<UInt8>, scanned: Int) {
        if (state == .startTag || state == .startTagQuoted) && tagLine == 0 && tagOffset >= consumed {
            let position = tagPosition(base, upTo: scanned)
            tagLine = position.line
            tagColumn = position.column
        }
        let newlines = Self.countNewlines(base, scanned)
        if newlines > 0 {
            line += newlines
            if let last = Self.lastNewline(base, before: scanned) { lineStart = consumed + last + 1 }
        }
        consumed += scanned
    }

    /// The line and column of the current tag's `<` (in this buffer, or fixed earlier).
    private func tagPosition(_ base: UnsafePointer<UInt8>, upTo end: Int) -> (line: Int, column: Int) {
        if tagLine > 0 { return (tagLine, tagColumn) }
        let index = tagOffset - consumed
        guard index >= 0, index <= end else { return (line, 1) }
        let tagLineNumber = line + Self.countNewlines(base, index)
        if let last = Self.lastNewline(base, before: index) { return (tagLineNumber, index - last) }
        return (tagLineNumber, tagOffset - lineStart + 1)
    }

    /// The index of the last line feed before `end`.
    static func lastNewline(_ base: UnsafePointer<UInt8>, before end: Int) -> Int? {
        var i = end - 1
        while i >= 0 {
            if base[i] == 0x0A { return i }
            i -= 1
        }
        return nil
    }

    /// The number of line feeds in `count` bytes (`memchr` is vectorised: lines are ~100 bytes in a feed).
    static func countNewlines(_ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var found = 0
        var i = 0
        while skip(past: 0x0A, base, &i, count) { found += 1 }
        return found
    }
}
