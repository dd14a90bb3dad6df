internal import GDataPlatform
import GTLR
import GTLRDiscovery

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// `gdata api --batch REQUESTS.jsonl`: the lines as one `GTLRBatchQuery` sent by the runtime
/// (`GTLRService.executeBatch`), one JSON line out per request, in request order.
///
/// The runtime writes the parts as the Objective-C client did (`Content-ID: gtlr_N`, `application/http` parts whose
/// request line carries ` HTTP/1.1`) and reads the reply leniently (headers in any case, with or without the
/// `response-` prefix on `Content-ID`, without a final delimiter, ignoring inner `Content-Length`s).
struct APIBatchRunner {
    let call: APICall

    /// One line of the input: its `id` and its query.
    struct Entry {
        var id: GTLRJSONValue
        var query: GTLRQuery
    }

    func run(file: String) async throws -> CLIExitCode {
        let entries = try readEntries(file)
        guard !entries.isEmpty else {
            throw ServiceCommandFailure(message: "\(file): no requests", code: .malformedDocument)
        }
        guard call.service.batchPath != nil else {
            throw ServiceCommandFailure(message: "\(call.document.name) has no batch path", code: .failure)
        }
        let batch = GTLRBatchQuery(queries: entries.map(\.query))
        batch.loggingName = "batch of \(entries.count)"
        let result: GTLRBatchResult
        do {
            result = try await call.service.executeBatch(batch)
        } catch {
            let url = URL(string: call.service.rootURLString + (call.service.batchPath ?? ""))
            throw call.failure(error, url: url, label: "batch")
        }
        var output = OutputBuffer()
        var allSucceeded = true
        for entry in entries {
            let id = entry.query.requestID
            let status = result.statuses[id] ?? 0
            if !(200..<300).contains(status) { allSucceeded = false }
            // A success's body is the runtime's (unwrapped from `data` for a `dataWrapper` API); a failure's as sent.
            let body = (result.successes[id] as? GTLRDataObject)?.data ?? result.responseBodies[id]
            output.line(Self.line(id: entry.id, status: status, body: body))
        }
        output.flush()
        if !allSucceeded {
            CLIOutput.errorLine("the batch did not complete: at least one request failed")
            return .batchFailed
        }
        return .success
    }

    // MARK: Input

    /// The JSON objects of a JSONL file's non-empty lines, with their line numbers.
    static func objects(in data: Data) -> [(line: Int, object: [String: GTLRJSONValue]?)] {
        var objects: [(line: Int, object: [String: GTLRJSONValue]?)] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
            let text = line.trimmingWhitespaceAndNewlines()
            if text.isEmpty { continue }
            objects.append((index + 1, (try? GTLRJSONParser.parse(text))?.objectValue))
        }
        return objects
    }

    /// The `method` of the first request in a JSONL file (names the bundled API when `--discovery` is not given).
    static func firstMethodID(in file: String) -> String? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        return objects(in: data).first?.object?["method"]?.stringValue
    }

    func readEntries(_ file: String) throws -> [Entry] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ServiceCommandFailure(message: "cannot read the batch file \(file)", code: .fileIO)
        }
        var entries: [Entry] = []
        for (line, object) in Self.objects(in: data) {
            let where_ = "\(file):\(line)"
            guard let object else {
                throw ServiceCommandFailure(message: "\(where_): not a JSON object", code: .malformedDocument)
            }
            guard let methodID = object["method"]?.stringValue else {
                throw ServiceCommandFailure(message: "\(where_): no \"method\"", code: .malformedDocument)
            }
            let method = try call.method(methodID)
            var parameters: [(name: String, value: String)] = []
            for (name, value) in (object["params"]?.objectValue ?? [:]).sorted(by: { $0.key < $1.key }) {
                for item in value.arrayValue ?? [value] {
                    parameters.append((name: name, value: GTLRURITemplate.text(of: item) ?? item.jsonText))
                }
            }
            let body = object["body"]?.objectValue.map { GTLRObject(json: $0) }
            let query: GTLRQuery
            do {
                query = try call.query(method, parameters: parameters, body: body)
            } catch {
                throw ServiceCommandFailure(message: "\(where_): \(error.message)", code: error.code)
            }
            query.requestID = "gtlr_\(entries.count + 1)"
            entries.append(Entry(id: object["id"] ?? .string(String(line)), query: query))
        }
        return entries
    }

    // MARK: Output

    /// `value` as compact JSON text (keys sorted).
    static func jsonText(_ value: GTLRJSONValue) -> String {
        GTLRJSONWriter.string(value, pretty: false)
    }

    /// `{"id":…,"status":N,"body":…}` or, for failures, `{"id":…,"status":N,"error":…}`.
    static func line(id: GTLRJSONValue, status: Int, body: Data?) -> String {
        let parsed = body.flatMap { $0.isEmpty ? nil : try? GTLRJSONParser.parse($0) }
        var text = "{\"id\":\(jsonText(id)),\"status\":\(status),"
        if (200..<300).contains(status) {
            text += "\"body\":" + (parsed.map(jsonText) ?? "null")
        } else if let error = parsed?.objectValue?["error"] {
            text += "\"error\":" + jsonText(error)
        } else {
            let message: String
            if status == 0 {
                message = "no response for this request in the batch"
            } else {
                message = body.map { String(decoding: $0.prefix(300), as: UTF8.self) } ?? ""
            }
            text += "\"error\":" + jsonText(.object(["code": .integer(Int64(status)), "message": .string(message)]))
        }
        return text + "}"
    }
}
