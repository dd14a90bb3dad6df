import GDataCore
import GDataJSON
internal import GDataPlatform
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization

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

/// The HTTP side: turns Hummingbird requests into ``GDataServerRequest``s, applies the method override, the body
/// limit, faults, sign-in and the request log, and hands the rest to the store.
struct GDataServerResponder: HTTPResponder {
    typealias Context = GDataServerRequestContext

    let store: GDataServerStore
    let accounts: GDataServerAccounts?
    let faults: GDataServerFaults?
    let log: GDataServerRequestLog?
    let maxBody: Int
    let delayMilliseconds: Int
    let baseURL: GDataServerBaseURL

    func respond(to request: Request, context: Context) async throws -> Response {
        // Only the request log needs the time and the target as received.
        let arrival = log == nil ? Date.distantPast : Date()
        let target = log == nil ? "" : request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
        var answer: GDataServerResponse
        var drop = false
        if let faults {
            let draw = faults.next()
            if draw.fail {
                answer = .error(
                    503,
                    code: "serviceUnavailable",
                    reason: "Injected failure (--fail-rate)",
                    headers: [("Retry-After", "1")]
                )
                log?.record(
                    method: request.method.rawValue,
                    target: target,
                    status: 503,
                    bytes: answer.byteCount,
                    arrival: arrival
                )
                return Self.response(answer)
            }
            drop = draw.drop
        }
        if delayMilliseconds > 0 { try? await Task.sleep(for: .milliseconds(delayMilliseconds)) }
        answer = await answerRequest(request, channel: context.channel)
        log?.record(
            method: request.method.rawValue,
            target: target,
            status: answer.status,
            bytes: answer.byteCount,
            arrival: arrival
        )
        if drop { return Self.droppedResponse(answer) }
        return Self.response(answer)
    }

    /// The largest ClientLogin form the server reads (before sign-in, so kept small).
    static let maxSignInBody = 64 << 10

    private func answerRequest(_ request: Request, channel: any Channel) async -> GDataServerResponse {
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.canonicalName] = field.value }
        var method = request.method.rawValue
        if method == "POST", let override = headers["x-http-method-override"], !override.isEmpty {
            method = override.uppercased()
        }
        let components = request.uri.path.split(separator: "/", omittingEmptySubsequences: true).map {
            GDataServerRequest.percentDecoded($0)
        }
        let rawQuery = request.uri.query ?? ""
        var serverRequest = GDataServerRequest(
            method: method,
            path: components,
            query: GDataServerRequest.parseQuery(rawQuery),
            rawQuery: rawQuery,
            headers: headers,
            body: Data(),
            baseURL: baseURL.value
        )
        // Everything a refusal needs is in the head: refuse before reading (or buffering) any of the body, and close
        // the connection so the rest of the body is never read either.
        let expectation = headers["expect"].map { String(GDataServerRequest.trimmingWhitespace($0[...])).lowercased() }
        if let expectation, expectation != "100-continue" {
            return Self.closing(
                .error(
                    417,
                    code: "expectationFailed",
                    reason: "The server meets no expectation but 100-continue, not \(expectation)"
                )
            )
        }
        var bodyLimit = maxBody
        if components.first == "accounts" {
            guard accounts != nil else {
                return Self.closing(.error(404, code: "notFound", reason: "Sign-in is off (start with --require-auth)"))
            }
            bodyLimit = min(maxBody, Self.maxSignInBody)
        } else if components.count == 3, components[0] == "upload", components[1] == "session" {
            // Upload chunks need no sign-in (the session URL is the credential), but the session must exist.
            guard store.hasUploadSession(components[2]) else {
                return Self.closing(.error(404, code: "notFound", reason: "No upload session \(components[2])"))
            }
        } else if let accounts, let refusal = accounts.refusal(for: serverRequest) {
            return Self.closing(refusal)
        }
        // A request without Content-Length and Transfer-Encoding has no body (RFC 9112 §6.3): nothing to collect.
        let hasBody = request.headers[.contentLength] != nil || request.headers[.transferEncoding] != nil
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > bodyLimit {
            return Self.closing(Self.tooLarge(bodyLimit))
        }
        if hasBody, expectation != nil {
            // `Expect: 100-continue`: the client waits for a word before it sends the body (curl for a second). Refusals
            // the collection can tell from the head (404, 405, 412) go out instead, and the body is never sent;
            // otherwise `100 Continue`, and the body is read as usual.
            if components.first != "accounts", let refusal = await store.refusalBeforeBody(serverRequest) {
                return Self.closing(refusal)
            }
            try? await channel.triggerUserOutboundEvent(GDataServerConnectionEvent.sendContinue).get()
        }
        do {
            if hasBody {
                let buffer = try await request.body.collect(upTo: bodyLimit)
                serverRequest.body = Data(buffer.readableBytesView)
            }
        } catch is NIOTooManyBytesError {
            return Self.closing(Self.tooLarge(bodyLimit))
        } catch {
            return Self.closing(.error(400, code: "badRequest", reason: "The request body could not be read: \(error)"))
        }
        if components.first == "accounts", let accounts { return accounts.handle(serverRequest) }
        return await store.handle(serverRequest)
    }

    static func tooLarge(_ limit: Int) -> GDataServerResponse {
        .error(
            413,
            code: "requestTooLarge",
            reason: "The request body is larger than the server's limit of \(limit) bytes"
        )
    }

    /// The answer with `Connection: close`: the connection closes once it is sent, leaving the rest of the body unread.
    static func closing(_ answer: GDataServerResponse) -> GDataServerResponse {
        var answer = answer
        answer.headers.append(("Connection", "close"))
        return answer
    }

    static func response(_ answer: GDataServerResponse) -> Response {
        var fields = HTTPFields()
        for (name, value) in answer.headers {
            // The names every answer has, without validating and lower-casing them again per response.
            let known: HTTPField.Name? =
                switch name {
                case "Content-Type": .contentType
                case "ETag": .eTag
                case "Last-Modified": .lastModified
                default: HTTPField.Name(name)
                }
            if let known { fields.append(HTTPField(name: known, value: value)) }
        }
        return Response(
            status: HTTPResponse.Status(code: answer.status),
            headers: fields,
            body: ResponseBody(byteBuffer: answer.buffer)
        )
    }

    /// Announces the whole body, sends half of it and then fails the write, so the connection closes mid-response.
    static func droppedResponse(_ answer: GDataServerResponse) -> Response {
        var response = response(answer)
        let bytes = answer.buffer
        response.body = ResponseBody(contentLength: max(bytes.readableBytes, 2)) { writer in
            try await writer.write(
                bytes.getSlice(at: bytes.readerIndex, length: bytes.readableBytes / 2) ?? ByteBuffer()
            )
            throw GDataServerDroppedConnection()
        }
        return response
    }
}

struct GDataServerDroppedConnection: Error {}

/// Hummingbird's basic request context plus the connection, on which the responder sends an interim `100 Continue`.
struct GDataServerRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The request's connection.
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }
}

/// The base URL, known once the server listens (the responder is built before that).
final class GDataServerBaseURL: Sendable {
    private let storage = Mutex("")
    var value: String {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

/// Deterministic fault injection: one draw per request in arrival order from a seeded generator (SplitMix64).
final class GDataServerFaults: Sendable {
    let failRate: Double
    let dropRate: Double
    private let state: Mutex<UInt64>

    init(failRate: Double, dropRate: Double, seed: UInt64) {
        self.failRate = failRate
        self.dropRate = dropRate
        self.state = Mutex(seed)
    }

    func next() -> (fail: Bool, drop: Bool) {
        state.withLock { state in
            func draw() -> Double {
                state &+= 0x9E37_79B9_7F4A_7C15
                return Double(GDataServerHash.scramble(state) >> 11) / Double(1 << 53)
            }
            let failDraw = draw()
            let dropDraw = draw()
            return (failDraw < failRate, dropDraw < dropRate)
        }
    }
}

/// `--log FILE`: one JSON object per line and request (`method`, `path`, `status`, `bytes`, `time`).
final class GDataServerRequestLog: Sendable {
    /// The log file, opened for appending; the mutex keeps each line whole.
    private let descriptor: Mutex<Int32>

    init(url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw GDataLocalServer.LoadError(file: url.path, message: "cannot open the log file for appending")
        }
        self.descriptor = Mutex(descriptor)
    }

    deinit { close() }

    func record(method: String, target: String, status: Int, bytes: Int, arrival: Date) {
        let object: GDataJSONValue = [
            "method": .string(method), "path": .string(target), "status": .integer(Int64(status)),
            "bytes": .integer(Int64(bytes)), "time": .string(GDataDateTime(date: arrival).rfc3339String),
        ]
        var line = GDataJSONWriter.data(object, pretty: false)
        line.append(0x0A)
        descriptor.withLock { _ = GDataFile.writeAll($0, Array(line)) }
    }

    func close() {
        descriptor.withLock { descriptor in
            if descriptor >= 0 { GDataFile.systemClose(descriptor) }
            descriptor = -1
        }
    }
}
