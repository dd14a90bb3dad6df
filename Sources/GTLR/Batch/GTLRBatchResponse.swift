internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Reads and writes the `multipart/mixed` batch format of Google's REST APIs.
///
/// Writing follows the Objective-C client (`Content-ID`, `Content-Transfer-Encoding: binary`, `application/http`
/// parts, CRLF line ends) but puts ` HTTP/1.1` on each inner request line, which Google accepts and third-party
/// servers need. Reading is lenient: header names in any case, the `response-` prefix of `Content-ID` optional, no
/// final delimiter needed, inner `Content-Length`s ignored (the body is everything after the blank line).
public enum GTLRBatchResponse {
    /// One part of a batch response.
    public struct Part: Sendable {
        /// The `Content-ID` without `response-` and angle brackets (the query's request ID).
        public var contentID: String
        /// The inner response's status (0 when the part holds no status line).
        public var status: Int
        /// The inner status line's reason phrase.
        public var reason: String
        /// The inner response's headers.
        public var headers: [String: String]
        /// The inner response's body (trailing line breaks removed).
        public var body: Data
    }

    /// One inner request of a batch.
    public struct InnerRequest: Sendable {
        /// The `Content-ID`.
        public var contentID: String
        /// The HTTP method.
        public var method: String
        /// The path and query (`/drive/v3/files?fields=id`).
        public var target: String
        /// Extra inner headers.
        public var headers: [(name: String, value: String)]
        /// The JSON body, if any.
        public var body: Data?

        /// An inner request.
        public init(
            contentID: String,
            method: String,
            target: String,
            headers: [(name: String, value: String)] = [],
            body: Data? = nil
        ) {
            self.contentID = contentID
            self.method = method
            self.target = target
            self.headers = headers
            self.body = body
        }
    }

    /// The body of a batch request with `boundary`.
    public static func body(_ requests: [InnerRequest], boundary: String) -> Data {
        var out = Data()
        func append(_ text: String) { out.append(contentsOf: Array(text.utf8)) }
        for request in requests {
            let body = request.body ?? Data()
            append("\r\n--\(boundary)\r\n")
            append("Content-ID: \(request.contentID)\r\n")
            append("Content-Transfer-Encoding: binary\r\n")
            append("Content-Type: application/http\r\n\r\n")
            append("\(request.method) \(request.target) HTTP/1.1\r\n")
            var headers = request.headers.filter {
                !GDataText.caseInsensitiveEqual($0.name, "Content-Length")
                    && !GDataText.caseInsensitiveEqual($0.name, "Content-Type")
            }
            headers.append(("Content-Length", String(body.count)))
            headers.append(("Content-Type", "application/json"))
            for header in headers.sorted(by: { $0.name < $1.name }) { append("\(header.name): \(header.value)\r\n") }
            append("\r\n")
            out.append(body)
        }
        append("\r\n--\(boundary)--\r\n")
        return out
    }

    /// The boundary of a `multipart/mixed` content type, or `nil` when the type is something else.
    public static func boundary(ofContentType contentType: String) -> String? {
        guard contentType.lowercased().hasPrefix("multipart/mixed"),
            let range = contentType.firstRange(ofIgnoringCase: "boundary=")
        else { return nil }
        var boundary = String(contentType[range.upperBound...])
        if let semicolon = boundary.firstIndex(of: ";") { boundary = String(boundary[..<semicolon]) }
        boundary = boundary.trimming(charactersIn: "\" ")
        return boundary.isEmpty ? nil : boundary
    }

    /// The parts of a batch response body.
    ///
    /// - Throws: ``GTLRServiceError`` `.batchResponseUnexpected` when `contentType` is not `multipart/mixed` with a
    ///   boundary.
    public static func parse(_ body: Data, contentType: String) throws(GTLRServiceError) -> [Part] {
        guard let boundary = boundary(ofContentType: contentType) else {
            throw GTLRServiceError(
                code: .batchResponseUnexpected,
                message: "the batch response is not multipart/mixed with a boundary (Content-Type: \(contentType))"
            )
        }
        var parts: [Part] = []
        for chunk in split(body, on: Data("--\(boundary)".utf8)) {
            guard let (head, content) = splitHead(chunk) else { continue }
            let outer = headers(head)
            guard var contentID = outer["content-id"] else { continue }
            let wrapping = "<> \t"
            contentID = contentID.trimming(charactersIn: wrapping)
            if contentID.hasPrefix("response-") {
                contentID = String(contentID.dropFirst("response-".count)).trimming(charactersIn: wrapping)
            }
            let inner = splitHead(content)
            let innerHead = inner?.0 ?? ""
            let lines = innerHead.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
            let statusFields = lines.first.map { $0.split(separator: " ", maxSplits: 2) } ?? []
            let status = statusFields.count > 1 ? Int(statusFields[1]) ?? 0 : 0
            let reason = statusFields.count > 2 ? String(statusFields[2]) : ""
            var innerHeaders: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                innerHeaders[line[..<colon].trimmingWhitespace()] =
                    line[line.index(after: colon)...].trimmingWhitespace()
            }
            var partBody = inner?.1 ?? Data()
            while let last = partBody.last, last == 0x0A || last == 0x0D { partBody.removeLast() }
            parts.append(
                Part(contentID: contentID, status: status, reason: reason, headers: innerHeaders, body: partBody)
            )
        }
        return parts
    }

    /// The parts between delimiters (the preamble and anything after `--boundary--` dropped).
    static func split(_ body: Data, on delimiter: Data) -> [Data] {
        var parts: [Data] = []
        var searchStart = body.startIndex
        var partStart: Data.Index?
        while let range = body[searchStart..<body.endIndex].firstRange(of: delimiter) {
            if let start = partStart { parts.append(body[start..<range.lowerBound]) }
            let after = range.upperBound
            if body[after...].starts(with: Data("--".utf8)) { return parts }
            partStart = after
            searchStart = after
        }
        if let start = partStart { parts.append(body[start..<body.endIndex]) }
        return parts
    }

    /// Splits at the first blank line (CRLF CRLF or LF LF): header text and the rest.
    static func splitHead(_ data: Data) -> (String, Data)? {
        var trimmed = data[...]
        while let first = trimmed.first, first == 0x0D || first == 0x0A { trimmed.removeFirst() }
        var best: Range<Data.Index>?
        for separator in [Data("\r\n\r\n".utf8), Data("\n\n".utf8)] {
            if let range = trimmed.firstRange(of: separator), best == nil || range.lowerBound < best!.lowerBound {
                best = range
            }
        }
        if let range = best {
            return (
                String(decoding: trimmed[trimmed.startIndex..<range.lowerBound], as: UTF8.self),
                Data(trimmed[range.upperBound...])
            )
        }
        return trimmed.isEmpty ? nil : (String(decoding: trimmed, as: UTF8.self), Data())
    }

    /// Header lines → lowercased name → value.
    static func headers(_ head: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in head.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            result[line[..<colon].trimmingWhitespace().lowercased()] =
                line[line.index(after: colon)...].trimmingWhitespace()
        }
        return result
    }
}
