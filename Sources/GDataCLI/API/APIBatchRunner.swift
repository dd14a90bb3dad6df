import Foundation
import GDataHTTP
import GTLRDiscovery

/// `gdata api --batch REQUESTS.jsonl`: one `multipart/mixed` batch to the API's batch path, one JSON line out per
/// request, in request order.
///
/// Requests are written as the Objective-C client wrote them (`Content-ID: gtlr_N`, `application/http` parts whose
/// request line carries ` HTTP/1.1`); responses are read leniently (headers in any case, with or without the
/// `response-` prefix on `Content-ID`, without a final delimiter, ignoring inner `Content-Length`s).
struct APIBatchRunner {
    let client: APIClient

    /// One line of the input.
    struct Entry {
        var id: Any
        var method: GTLRDiscoveryMethod
        var request: GDataHTTPRequest
        var contentID: String
    }

    /// One part of the response.
    struct Result {
        var status: Int
        var body: Data
    }

    static let boundary = "END_OF_PART"

    func run(file: String) async throws -> CLIExitCode {
        let entries = try readEntries(file)
        guard !entries.isEmpty else {
            throw ServiceCommandFailure(message: "\(file): no requests", code: .malformedDocument)
        }
        guard let batchPath = client.document.normalizedBatchPath else {
            throw ServiceCommandFailure(message: "\(client.document.name) has no batch path", code: .failure)
        }
        var root = client.rootURL ?? client.document.rootUrl
        if !root.hasSuffix("/") { root += "/" }
        guard let url = URL(string: root + batchPath) else {
            throw ServiceCommandFailure(message: "invalid batch URL \(root + batchPath)", code: .invalidURL)
        }
        var request = GDataHTTPRequest(url: url, method: "POST")
        request.headers.add(name: "Content-Type", value: "multipart/mixed; boundary=\(Self.boundary)")
        request.headers.add(name: "Accept", value: "application/json")
        request.body = .data(Self.body(entries))
        request.comment = "batch of \(entries.count)"
        let response = try await client.send(request, label: "batch")
        let results = try Self.parse(response)
        var output = OutputBuffer()
        var allSucceeded = true
        for entry in entries {
            let result = results[entry.contentID]
            let status = result?.status ?? 0
            if !(200..<300).contains(status) { allSucceeded = false }
            output.line(Self.line(id: entry.id, status: status, body: result?.body))
        }
        output.flush()
        if !allSucceeded {
            CLIOutput.errorLine("the batch did not complete: at least one request failed")
            return .batchFailed
        }
        return .success
    }

    // MARK: Input

    /// The `method` of the first request in a JSONL file (names the bundled API when `--discovery` is not given).
    static func firstMethodID(in file: String) -> String? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            return object?["method"] as? String
        }
        return nil
    }

    func readEntries(_ file: String) throws -> [Entry] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ServiceCommandFailure(message: "cannot read the batch file \(file)", code: .fileIO)
        }
        var entries: [Entry] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty { continue }
            let where_ = "\(file):\(index + 1)"
            guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                throw ServiceCommandFailure(message: "\(where_): not a JSON object", code: .malformedDocument)
            }
            guard let methodID = object["method"] as? String else {
                throw ServiceCommandFailure(message: "\(where_): no \"method\"", code: .malformedDocument)
            }
            let method = try client.method(methodID)
            var parameters: [(name: String, value: String)] = []
            for (name, value) in (object["params"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for item in (value as? [Any]) ?? [value] {
                    parameters.append((name: name, value: Self.parameterText(item)))
                }
            }
            var body: Data?
            if let value = object["body"], !(value is NSNull) {
                body = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes])
            }
            let request: GDataHTTPRequest
            do {
                request = try client.request(method: method, parameters: parameters, body: body)
            } catch {
                throw ServiceCommandFailure(message: "\(where_): \(error.message)", code: error.code)
            }
            entries.append(
                Entry(id: object["id"] ?? String(index + 1), method: method, request: request,
                      contentID: "gtlr_\(entries.count + 1)"))
        }
        return entries
    }

    static func parameterText(_ value: Any) -> String {
        if let text = value as? String { return text }
        if let number = value as? NSNumber {
            // JSON booleans arrive as NSNumbers of type `c` (char); JSON integers as `i`/`q`.
            if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
            return number.stringValue
        }
        return "\(value)"
    }

    // MARK: Wire format

    /// The `multipart/mixed` body: one `application/http` part per request.
    static func body(_ entries: [Entry]) -> Data {
        var out = Data()
        func append(_ text: String) { out.append(contentsOf: Array(text.utf8)) }
        for entry in entries {
            let request = entry.request
            var target = request.url.path.isEmpty ? "/" : request.url.path
            if let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) {
                target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
                if let query = components.percentEncodedQuery { target += "?" + query }
            }
            var bodyData = Data()
            if case .data(let data) = request.body { bodyData = data }
            append("\r\n--\(boundary)\r\n")
            append("Content-ID: \(entry.contentID)\r\n")
            append("Content-Transfer-Encoding: binary\r\n")
            append("Content-Type: application/http\r\n\r\n")
            append("\(request.method) \(target) HTTP/1.1\r\n")
            append("Content-Length: \(bodyData.count)\r\n")
            append("Content-Type: application/json\r\n\r\n")
            out.append(bodyData)
        }
        append("\r\n--\(boundary)--\r\n")
        return out
    }

    /// The results by Content-ID (without `response-`) of a `multipart/mixed` batch response.
    static func parse(_ response: GDataHTTPResponse) throws(ServiceCommandFailure) -> [String: Result] {
        let contentType = response.headers["Content-Type"] ?? ""
        guard contentType.lowercased().hasPrefix("multipart/mixed"),
            let boundaryRange = contentType.range(of: "boundary=", options: .caseInsensitive)
        else {
            throw ServiceCommandFailure(
                message: "the batch response is not multipart/mixed (Content-Type: \(contentType))",
                code: .malformedDocument)
        }
        var boundary = String(contentType[boundaryRange.upperBound...])
        if let semicolon = boundary.firstIndex(of: ";") { boundary = String(boundary[..<semicolon]) }
        boundary = boundary.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        let delimiter = Data("--\(boundary)".utf8)
        var results: [String: Result] = [:]
        for part in split(response.body, on: delimiter) {
            guard let (headers, content) = splitHead(part) else { continue }
            guard var contentID = header("Content-ID", in: headers) else { continue }
            contentID = contentID.trimmingCharacters(in: CharacterSet(charactersIn: "<> "))
            if contentID.hasPrefix("response-") { contentID.removeFirst("response-".count) }
            // The inner HTTP response: status line, headers, blank line, body (inner Content-Length not needed).
            let inner = splitHead(content)
            let innerHead = inner?.0 ?? String(decoding: content, as: UTF8.self)
            let statusLine = innerHead.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let fields = statusLine.split(separator: " ")
            let status = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
            var body = inner?.1 ?? Data()
            while let last = body.last, last == 0x0A || last == 0x0D { body.removeLast() }
            results[contentID] = Result(status: status, body: body)
        }
        return results
    }

    /// The parts between delimiters (the preamble and anything after `--boundary--` dropped).
    static func split(_ body: Data, on delimiter: Data) -> [Data] {
        var parts: [Data] = []
        var searchStart = body.startIndex
        var partStart: Data.Index?
        while let range = body.range(of: delimiter, in: searchStart..<body.endIndex) {
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
        var trimmed = data
        while let first = trimmed.first, first == 0x0D || first == 0x0A { trimmed.removeFirst() }
        for separator in [Data("\r\n\r\n".utf8), Data("\n\n".utf8)] {
            if let range = trimmed.range(of: separator) {
                return (String(decoding: trimmed[trimmed.startIndex..<range.lowerBound], as: UTF8.self),
                        Data(trimmed[range.upperBound...]))
            }
        }
        return trimmed.isEmpty ? nil : (String(decoding: trimmed, as: UTF8.self), Data())
    }

    /// The value of header `name` (any case) in `head`.
    static func header(_ name: String, in head: String) -> String? {
        for line in head.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(name) == .orderedSame {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    // MARK: Output

    /// `value` as compact JSON text (keys sorted), `null` when it cannot be encoded.
    static func jsonText(_ value: Any) -> String {
        let data = try? JSONSerialization.data(
            withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    /// `{"id":…,"status":N,"body":…}` or, for failures, `{"id":…,"status":N,"error":…}`.
    static func line(id: Any, status: Int, body: Data?) -> String {
        let json = jsonText
        let parsed = body.flatMap { $0.isEmpty ? nil : try? JSONSerialization.jsonObject(with: $0, options: [.fragmentsAllowed]) }
        var text = "{\"id\":\(json(id)),\"status\":\(status),"
        if (200..<300).contains(status) {
            text += "\"body\":" + (parsed.map(json) ?? "null")
        } else if let error = (parsed as? [String: Any])?["error"] {
            text += "\"error\":" + json(error)
        } else {
            let message: String
            if status == 0 {
                message = "no response for this request in the batch"
            } else {
                message = body.map { String(decoding: $0.prefix(300), as: UTF8.self) } ?? ""
            }
            text += "\"error\":" + json(["code": status, "message": message] as [String: Any])
        }
        return text + "}"
    }
}
