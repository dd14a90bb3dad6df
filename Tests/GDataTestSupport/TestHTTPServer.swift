public import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// An in-process HTTP/1.1 server on 127.0.0.1 for tests (SwiftNIO).
///
/// Every request is passed to the `handler` closure, which returns what to answer — including misbehaviours
/// (delays, dropped connections, chunked or gzip bodies). The server records what it received so tests can
/// assert on the wire, byte for byte.
///
/// ```swift
/// let server = try await TestHTTPServer.start { request in .ok("hello") }
/// defer { Task { await server.stop() } }   // or `await server.stop()` at the end of the test
/// let url = server.url("/feeds/default")
/// ```
public final class TestHTTPServer: Sendable {
    /// The async request handler.
    public typealias Handler = @Sendable (TestHTTPRequest) async -> TestHTTPResponse

    /// The TCP port the server listens on.
    public let port: Int
    private let channel: any Channel
    private let state: TestHTTPServerState

    private init(port: Int, channel: any Channel, state: TestHTTPServerState) {
        self.port = port
        self.channel = channel
        self.state = state
    }

    /// Starts a server on 127.0.0.1.
    ///
    /// - Parameters:
    ///   - port: The port to bind; `0` (the default) picks a free ephemeral port. A specific port lets a test
    ///     restart a server where a previous one listened (`SO_REUSEADDR` is set).
    ///   - keepsBodies: `false` counts request bodies (``TestHTTPRequest/bodyLength``) without keeping them, and
    ///     ``requests`` stays empty: for gigabyte uploads (the benchmark's upload sink).
    ///   - handler: Called once per request with the full request; returns the answer.
    public static func start(
        port: Int = 0,
        keepsBodies: Bool = true,
        handler: @escaping Handler
    ) async throws -> TestHTTPServer {
        let state = TestHTTPServerState(handler: handler, keepsBodies: keepsBodies)
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let id = state.register(channel)
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(
                        TestHTTPChannelHandler(connectionID: id, state: state)
                    )
                }
            }
        let channel = try await bootstrap.bind(host: "127.0.0.1", port: port).get()
        guard let boundPort = channel.localAddress?.port else {
            try? await channel.close()
            throw TestHTTPServerError(message: "the server socket has no local port")
        }
        return TestHTTPServer(port: boundPort, channel: channel, state: state)
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL {
        // The literal is a valid URL for every port; the fallback is unreachable.
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// `baseURL` followed by `pathAndQuery` (which should start with `/`).
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)") ?? baseURL
    }

    /// Every request received so far, in arrival order.
    public var requests: [TestHTTPRequest] { state.locked { $0.requests } }

    /// The number of TCP connections accepted so far.
    public var connectionCount: Int { state.locked { $0.connectionCount } }

    /// The largest number of requests the server was handling at the same time (received, not yet answered).
    public var peakConcurrentRequests: Int { state.locked { $0.peakInFlight } }

    /// Stops listening, closes every open connection and cancels pending delayed answers. Safe to call twice.
    public func stop() async {
        try? await channel.close()
        let children = state.locked { state in
            let open = Array(state.connections.values)
            state.connections.removeAll()
            return open
        }
        for child in children { try? await child.close() }
    }
}

/// A failure starting ``TestHTTPServer``.
public struct TestHTTPServerError: Error, Sendable {
    /// What went wrong.
    public var message: String
}

/// Shared mutable state of one server (lock-protected).
final class TestHTTPServerState: @unchecked Sendable {
    struct Fields {
        var connections: [Int: any Channel] = [:]
        var connectionCount = 0
        var requests: [TestHTTPRequest] = []
        var inFlight = 0
        var peakInFlight = 0
    }

    let handler: TestHTTPServer.Handler
    let keepsBodies: Bool
    private let fields = Mutex(Fields())

    init(handler: @escaping TestHTTPServer.Handler, keepsBodies: Bool) {
        self.handler = handler
        self.keepsBodies = keepsBodies
    }

    func locked<T>(_ body: (inout Fields) -> T) -> T {
        fields.withLock { body(&$0) }
    }

    func register(_ channel: any Channel) -> Int {
        let id = locked { fields -> Int in
            fields.connectionCount += 1
            fields.connections[fields.connectionCount] = channel
            return fields.connectionCount
        }
        channel.closeFuture.whenComplete { [weak self] _ in
            _ = self?.locked { $0.connections.removeValue(forKey: id) }
        }
        return id
    }

    func begin(_ request: TestHTTPRequest) {
        locked {
            if keepsBodies { $0.requests.append(request) }
            $0.inFlight += 1
            $0.peakInFlight = max($0.peakInFlight, $0.inFlight)
        }
    }

    func end() { locked { $0.inFlight -= 1 } }
}

/// Collects one request at a time and writes the handler's answer.
final class TestHTTPChannelHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let connectionID: Int
    private let state: TestHTTPServerState
    private var head: HTTPRequestHead?
    private var body = ByteBuffer()
    private var bodyLength = 0
    private var requestIndex = 0
    private var pending: Task<Void, Never>?

    init(connectionID: Int, state: TestHTTPServerState) {
        self.connectionID = connectionID
        self.state = state
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body.clear()
            bodyLength = 0
            if head.headers[canonicalForm: "Expect"].contains(where: { $0.lowercased() == "100-continue" }) {
                // The interim answer a client waits for before sending a large body (curl -T waits a second without it).
                let interim = HTTPResponseHead(version: head.version, status: .continue)
                context.writeAndFlush(wrapOutboundOut(.head(interim)), promise: nil)
            }
        case .body(var chunk):
            bodyLength += chunk.readableBytes
            if state.keepsBodies { body.writeBuffer(&chunk) }
        case .end:
            guard let head else { return }
            self.head = nil
            requestIndex += 1
            let request = TestHTTPRequest(
                method: head.method.rawValue,
                uri: head.uri,
                headers: head.headers.map { TestHTTPHeader($0.name, $0.value) },
                body: Data(body.readableBytesView),
                bodyLength: bodyLength,
                version: "\(head.version.major).\(head.version.minor)",
                connectionID: connectionID,
                requestIndexOnConnection: requestIndex
            )
            answer(request, keepAlive: head.isKeepAlive, context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        pending?.cancel()
        pending = nil
        context.fireChannelInactive()
    }

    private func answer(_ request: TestHTTPRequest, keepAlive: Bool, context: ChannelHandlerContext) {
        let state = self.state
        let eventLoop = context.eventLoop
        let bound = NIOLoopBound((self, context), eventLoop: eventLoop)
        state.begin(request)
        // On the test servers' own threads: a handler never waits behind the tests' work (TestTaskExecutor).
        pending = Task(executorPreference: TestTaskExecutor.shared) {
            let response = await state.handler(request)
            if let delay = response.delay {
                do {
                    try await Task.sleep(for: delay)
                } catch {
                    state.end()
                    return
                }
            }
            eventLoop.execute {
                let (handler, context) = bound.value
                handler.pending = nil
                handler.write(response, for: request, keepAlive: keepAlive, context: context)
            }
        }
    }

    private func write(
        _ response: TestHTTPResponse,
        for request: TestHTTPRequest,
        keepAlive: Bool,
        context: ChannelHandlerContext
    ) {
        let state = self.state
        guard context.channel.isActive else {
            state.end()
            return
        }
        if response.closesWithoutAnswering {
            state.end()
            context.close(promise: nil)
            return
        }
        var headers = HTTPHeaders(response.headers.map { ($0.name, $0.value) })
        var body = response.body
        var chunkSize: Int?
        switch response.encoding {
        case .identity:
            break
        case .gzip:
            body = TestGzip.encode(body)
            if !headers.contains(name: "Content-Encoding") { headers.add(name: "Content-Encoding", value: "gzip") }
        case .chunked(let size):
            chunkSize = max(1, size)
            if !headers.contains(name: "Transfer-Encoding") { headers.add(name: "Transfer-Encoding", value: "chunked") }
        }
        let bodyAllowed =
            request.method != "HEAD" && response.status != 204 && response.status != 304
            && !(100..<200).contains(response.status)
        if chunkSize == nil, !headers.contains(name: "Content-Length"), response.status != 204, response.status != 304 {
            headers.add(name: "Content-Length", value: String(body.count))
        }
        let keepsAlive = keepAlive && !response.closesConnection && response.dropAfterBytes == nil
        if !keepsAlive, !headers.contains(name: "Connection") { headers.add(name: "Connection", value: "close") }

        let status = HTTPResponseStatus(statusCode: response.status)
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))),
            promise: nil
        )
        if bodyAllowed {
            let sendCount = response.dropAfterBytes.map { min(max(0, $0), body.count) } ?? body.count
            let bytes = body.prefix(sendCount)
            let step = chunkSize ?? max(1, bytes.count)
            var start = bytes.startIndex
            while start < bytes.endIndex {
                let end = min(start + step, bytes.endIndex)
                context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: bytes[start..<end])))), promise: nil)
                start = end
            }
        }
        if response.dropAfterBytes != nil {
            context.flush()
            state.end()
            context.close(promise: nil)
            return
        }
        let done = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: done)
        let closeAfter = NIOLoopBound(context, eventLoop: context.eventLoop)
        done.futureResult.whenComplete { _ in
            state.end()
            if !keepsAlive { closeAfter.value.close(promise: nil) }
        }
    }
}
