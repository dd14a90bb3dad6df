import Foundation
import GDataHTTP
import GTLR
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

    // MARK: Wire format (GTLR's batch reader and writer)

    /// The `multipart/mixed` body: one `application/http` part per request.
    static func body(_ entries: [Entry]) -> Data {
        let requests = entries.map { entry -> GTLRBatchResponse.InnerRequest in
            var target = "/"
            if let components = URLComponents(url: entry.request.url, resolvingAgainstBaseURL: false) {
                target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
                if let query = components.percentEncodedQuery { target += "?" + query }
            }
            var body: Data?
            if case .data(let data) = entry.request.body { body = data }
            return GTLRBatchResponse.InnerRequest(
                contentID: entry.contentID, method: entry.request.method, target: target, body: body)
        }
        return GTLRBatchResponse.body(requests, boundary: boundary)
    }

    /// The results by Content-ID (without `response-`) of a `multipart/mixed` batch response.
    static func parse(_ response: GDataHTTPResponse) throws(ServiceCommandFailure) -> [String: Result] {
        let parts: [GTLRBatchResponse.Part]
        do {
            parts = try GTLRBatchResponse.parse(response.body, contentType: response.headers["Content-Type"] ?? "")
        } catch {
            throw ServiceCommandFailure(message: error.message, code: .malformedDocument)
        }
        var results: [String: Result] = [:]
        for part in parts { results[part.contentID] = Result(status: part.status, body: part.body) }
        return results
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
