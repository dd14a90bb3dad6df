internal import GDataJSON
internal import GDataPlatform

#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// Turning bodies into readable, redacted text for the log.
extension GDataHTTPTransactionLog {
    /// A body as logged: the text and the file extension to save it under.
    struct RenderedBody {
        var text: String
        var fileExtension: String
        var byteCount: Int64?
    }

    /// Bodies larger than this are summarised instead of formatted.
    static let maximumFormattedBodySize = 8 * 1024 * 1024

    /// The MIME type (lower case, no parameters) of a `Content-Type` value.
    static func mimeType(_ contentType: String?) -> String {
        guard let contentType else { return "" }
        let base = contentType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return base.trimmingWhitespace().lowercased()
    }

    /// A parameter (`boundary`, `charset`) of a `Content-Type` value.
    static func contentTypeParameter(_ name: String, in contentType: String?) -> String? {
        guard let contentType else { return nil }
        for piece in contentType.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingWhitespace().lowercased() == name else { continue }
            var value = pair[1].trimmingWhitespace()
            if value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2 {
                value = String(value.dropFirst().dropLast())
            }
            return value
        }
        return nil
    }

    static func isXML(_ mime: String) -> Bool {
        mime == "text/xml" || mime == "application/xml" || mime.hasSuffix("+xml")
    }

    static func isJSON(_ mime: String) -> Bool {
        mime == "application/json" || mime == "text/json" || mime.hasSuffix("+json")
    }

    static func isTextual(_ mime: String) -> Bool {
        mime.hasPrefix("text/") || isXML(mime) || isJSON(mime) || mime == "application/x-www-form-urlencoded"
            || mime == "application/javascript" || mime == "application/http"
    }

    /// Renders a request body; file parts are described by name and size and never read.
    static func render(body: GDataHTTPBody, contentType: String?) -> RenderedBody {
        switch body {
        case .data(let data):
            return render(data: data, contentType: contentType)
        case .file(let url, let offset, _):
            let size = body.contentLength().map { "\($0) bytes" } ?? "unknown size"
            let from = offset > 0 ? " from offset \(offset)" : ""
            let text = "<<file \(url.lastPathComponent), \(size)\(from)\(describeType(contentType))>>"
            return RenderedBody(text: text, fileExtension: "txt", byteCount: body.contentLength())
        case .parts(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .data(let data) where isPrintableText(data):
                    text += GDataHTTPRedaction.text(String(decoding: data, as: UTF8.self))
                case .data(let data):
                    text += "<<\(data.count) bytes of binary data>>"
                case .file, .parts:
                    text += render(body: part, contentType: nil).text
                }
            }
            return RenderedBody(text: text, fileExtension: "txt", byteCount: body.contentLength())
        }
    }

    /// Renders body bytes according to their content type.
    static func render(data: Data, contentType: String?) -> RenderedBody {
        let mime = mimeType(contentType)
        let count = Int64(data.count)
        if data.isEmpty { return RenderedBody(text: "", fileExtension: "txt", byteCount: 0) }
        if data.count > maximumFormattedBodySize {
            return RenderedBody(
                text: "<<\(data.count) bytes of \(typeName(mime))>>",
                fileExtension: "txt",
                byteCount: count
            )
        }
        if mime.hasPrefix("multipart/") {
            return RenderedBody(
                text: renderMultipart(data, contentType: contentType),
                fileExtension: "txt",
                byteCount: count
            )
        }
        let looksXML = mime.isEmpty && data.starts(with: Data("<?xml".utf8))
        if isXML(mime) || looksXML {
            let text = String(decoding: data, as: UTF8.self)
            return RenderedBody(
                text: GDataHTTPRedaction.text(prettyPrintXML(text) ?? text),
                fileExtension: "xml",
                byteCount: count
            )
        }
        if isJSON(mime) || (mime.isEmpty && (data.first == UInt8(ascii: "{") || data.first == UInt8(ascii: "["))) {
            // The package's JSON reader and writer: members sorted, two-space indents, `"key" : value`.
            if let value = try? GDataJSONParser.parse(data) {
                return RenderedBody(
                    text: GDataJSONWriter.string(GDataHTTPRedaction.json(value), pretty: true, spaceBeforeColon: true),
                    fileExtension: "json",
                    byteCount: count
                )
            }
        }
        if mime == "application/x-www-form-urlencoded" {
            let text = String(decoding: data, as: UTF8.self)
            return RenderedBody(
                text: GDataHTTPRedaction.text(GDataHTTPRedaction.form(text)),
                fileExtension: "txt",
                byteCount: count
            )
        }
        if (isTextual(mime) || mime.isEmpty) && isPrintableText(data) {
            return RenderedBody(
                text: GDataHTTPRedaction.text(String(decoding: data, as: UTF8.self)),
                fileExtension: "txt",
                byteCount: count
            )
        }
        return RenderedBody(
            text: "<<\(data.count) bytes of \(typeName(mime))>>",
            fileExtension: "txt",
            byteCount: count
        )
    }

    private static func typeName(_ mime: String) -> String { mime.isEmpty ? "binary data" : mime }

    private static func describeType(_ contentType: String?) -> String {
        let mime = mimeType(contentType)
        return mime.isEmpty ? "" : " of \(mime)"
    }

    /// Valid UTF-8 without NUL or other control bytes except tab, CR and LF.
    static func isPrintableText(_ data: Data) -> Bool {
        for byte in data where byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { return false }
        return String(data: data, encoding: .utf8) != nil
    }

    /// Each part of a multipart body: its headers, then its content formatted (text) or summarised (binary).
    static func renderMultipart(_ data: Data, contentType: String?) -> String {
        guard let boundary = contentTypeParameter("boundary", in: contentType), !boundary.isEmpty else {
            return "<<\(data.count) bytes of \(mimeType(contentType)) without a boundary>>"
        }
        let delimiter = Data("--\(boundary)".utf8)
        var output = ""
        var searchStart = data.startIndex
        var partStarts: [Range<Data.Index>] = []
        while let range = data[searchStart..<data.endIndex].firstRange(of: delimiter) {
            partStarts.append(range)
            searchStart = range.upperBound
        }
        guard partStarts.count >= 2 else { return "<<\(data.count) bytes of malformed multipart data>>" }
        for (index, delimiterRange) in partStarts.enumerated() {
            let isLast = data[delimiterRange.upperBound...].starts(with: Data("--".utf8))
            output += "--\(boundary)\(isLast ? "--" : "")\n"
            if isLast || index + 1 >= partStarts.count { break }
            var partData = data[delimiterRange.upperBound..<partStarts[index + 1].lowerBound]
            // Drop the CRLF after the delimiter and the one before the next delimiter.
            if partData.starts(with: Data("\r\n".utf8)) { partData = partData.dropFirst(2) }
            if partData.suffix(2) == Data("\r\n".utf8) { partData = partData.dropLast(2) }
            let separator = Data("\r\n\r\n".utf8)
            let headerEnd = partData.firstRange(of: separator)
            let headerData = headerEnd.map { partData[partData.startIndex..<$0.lowerBound] } ?? Data()
            let content = headerEnd.map { partData[$0.upperBound...] } ?? partData
            var partType: String?
            for line in String(decoding: headerData, as: UTF8.self).components(separatedBy: "\r\n") where !line.isEmpty
            {
                let pair = line.split(separator: ":", maxSplits: 1)
                let name = pair.first.map { String($0).trimmingWhitespace() } ?? ""
                let value = pair.count > 1 ? String(pair[1]).trimmingWhitespace() : ""
                if name.lowercased() == "content-type" { partType = value }
                output += "\(name): \(GDataHTTPRedaction.header(name: name, value: value))\n"
            }
            output += "\n"
            let mime = mimeType(partType)
            if isTextual(mime) || (mime.isEmpty && isPrintableText(Data(content))) {
                output += render(data: Data(content), contentType: partType).text + "\n"
            } else {
                output += "<<\(content.count) bytes of \(typeName(mime))>>\n"
            }
        }
        return output
    }

    // MARK: - XML pretty-printing

    private enum XMLToken {
        case start(String, name: String)
        case selfClosing(String)
        case end(String)
        case text(String)
        case other(String)  // declaration, processing instruction, comment, CDATA, DOCTYPE
    }

    /// Re-indents XML two spaces per level; elements holding only text stay on one line. Returns `nil` if the text
    /// is not well-formed enough to tokenise (the caller then logs it unchanged).
    static func prettyPrintXML(_ text: String) -> String? {
        guard let tokens = tokenizeXML(Array(text.utf8)) else { return nil }
        var lines: [String] = []
        var depth = 0
        var index = 0
        func indent() -> String { String(repeating: "  ", count: depth) }
        while index < tokens.count {
            switch tokens[index] {
            case .start(let tag, let name):
                if index + 1 < tokens.count, case .end(let endTag) = tokens[index + 1] {
                    lines.append(indent() + tag + endTag)
                    index += 2
                    continue
                }
                if index + 2 < tokens.count, case .text(let content) = tokens[index + 1],
                    case .end(let endTag) = tokens[index + 2], endTagName(endTag) == name
                {
                    lines.append(indent() + tag + content.trimmingWhitespaceAndNewlines() + endTag)
                    index += 3
                    continue
                }
                lines.append(indent() + tag)
                depth += 1
            case .end(let tag):
                depth = max(0, depth - 1)
                lines.append(indent() + tag)
            case .selfClosing(let tag), .other(let tag):
                lines.append(indent() + tag)
            case .text(let content):
                let trimmed = content.trimmingWhitespaceAndNewlines()
                if !trimmed.isEmpty { lines.append(indent() + trimmed) }
            }
            index += 1
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func endTagName(_ tag: String) -> String {
        String(tag.dropFirst(2).dropLast()).trimmingWhitespaceAndNewlines()
    }

    private static func tokenizeXML(_ bytes: [UInt8]) -> [XMLToken]? {
        var tokens: [XMLToken] = []
        var i = 0
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func find(_ terminator: String, from start: Int) -> Int? {
            let t = Array(terminator.utf8)
            var j = start
            while j + t.count <= bytes.count {
                if bytes[j] == t[0] && bytes[j..<(j + t.count)].elementsEqual(t) { return j + t.count }
                j += 1
            }
            return nil
        }
        func hasPrefix(_ prefix: String, at index: Int) -> Bool {
            let p = Array(prefix.utf8)
            return index + p.count <= bytes.count && bytes[index..<(index + p.count)].elementsEqual(p)
        }
        while i < bytes.count {
            if bytes[i] != lt {
                var j = i
                while j < bytes.count && bytes[j] != lt { j += 1 }
                tokens.append(.text(string(i..<j)))
                i = j
                continue
            }
            let end: Int
            if hasPrefix("<?", at: i) {
                guard let e = find("?>", from: i + 2) else { return nil }
                end = e
                tokens.append(.other(string(i..<end)))
            } else if hasPrefix("<!--", at: i) {
                guard let e = find("-->", from: i + 4) else { return nil }
                end = e
                tokens.append(.other(string(i..<end)))
            } else if hasPrefix("<![CDATA[", at: i) {
                guard let e = find("]]>", from: i + 9) else { return nil }
                end = e
                tokens.append(.text(string(i..<end)))
            } else if hasPrefix("<!", at: i) {
                var j = i + 2
                var bracketDepth = 0
                while j < bytes.count {
                    if bytes[j] == UInt8(ascii: "[") { bracketDepth += 1 }
                    if bytes[j] == UInt8(ascii: "]") { bracketDepth -= 1 }
                    if bytes[j] == gt && bracketDepth <= 0 { break }
                    j += 1
                }
                guard j < bytes.count else { return nil }
                end = j + 1
                tokens.append(.other(string(i..<end)))
            } else {
                // A start or end tag; '>' inside quoted attribute values does not end it.
                var j = i + 1
                var quote: UInt8?
                while j < bytes.count {
                    let byte = bytes[j]
                    if let q = quote {
                        if byte == q { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == gt {
                        break
                    } else if byte == lt {
                        return nil
                    }
                    j += 1
                }
                guard j < bytes.count else { return nil }
                end = j + 1
                let tag = normalizedTag(bytes[i..<end])
                if hasPrefix("</", at: i) {
                    tokens.append(.end(tag))
                } else if bytes[j - 1] == UInt8(ascii: "/") {
                    tokens.append(.selfClosing(tag))
                } else {
                    var k = i + 1
                    while k < j && !isXMLSpace(bytes[k]) && bytes[k] != UInt8(ascii: "/") { k += 1 }
                    tokens.append(.start(tag, name: string((i + 1)..<k)))
                }
            }
            i = end
        }
        return tokens
    }

    /// A tag with every run of whitespace outside attribute values collapsed to one space (none before `>` or `/>`).
    private static func normalizedTag(_ bytes: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var quote: UInt8?
        var pendingSpace = false
        for byte in bytes {
            if let q = quote {
                output.append(byte)
                if byte == q { quote = nil }
                continue
            }
            if isXMLSpace(byte) {
                pendingSpace = true
                continue
            }
            if pendingSpace && byte != UInt8(ascii: ">") && !(byte == UInt8(ascii: "/") && output.count > 1) {
                output.append(0x20)
            }
            pendingSpace = false
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func isXMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
