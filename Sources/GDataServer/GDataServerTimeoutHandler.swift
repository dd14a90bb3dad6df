import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes

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

/// The timeouts of one connection (see ``GDataLocalServer/Configuration``).
struct GDataServerTimeouts: Sendable {
    /// From the first byte of a request to the end of its head.
    var header: TimeAmount
    /// The longest pause between two reads of a request body, and the longest a response may wait for a client that
    /// does not read it.
    var body: TimeAmount
    /// The longest wait for the first byte of a request (after connecting or after the last response).
    var idle: TimeAmount
}

/// What the request tracker tells the timeout handler about HTTP messages, and what the responder asks of the tracker
/// (outbound user events).
enum GDataServerConnectionEvent: Sendable {
    case requestHead
    case requestEnd
    case responseEnd
    /// From the responder: send an interim `100 Continue` now (the request said `Expect: 100-continue` and is accepted).
    case sendContinue
    /// An interim response was written: the final one has not started.
    case interimResponseSent
}

/// Closes connections that idle, drip a request head or stall a body; first in the pipeline, so it sees every byte.
///
/// Deadlines: with no request in progress, `idle` from the connection's start (or the last response) until the first
/// byte, then `header` from that byte until the head is complete; while a body is read, `body` from the last read;
/// while a response cannot be written because the client does not read it, `body` from when the writes stalled.
/// While the server works on a request nothing is timed. A request timed out before its answer started gets `408`.
final class GDataServerTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private let timeouts: GDataServerTimeouts
    private var inFlight = 0
    private var reading = false
    private var responding = false
    private var pipelinedBytes = false
    private var headStarted: NIODeadline?
    private var lastBodyRead = NIODeadline.now()
    private var idleSince = NIODeadline.now()
    /// Set while the channel is not writable (the client does not read what the server sends).
    private var stalledSince: NIODeadline?
    private var timer: Scheduled<Void>?
    /// When ``timer`` fires.
    private var timerDeadline: NIODeadline?

    init(timeouts: GDataServerTimeouts) {
        self.timeouts = timeouts
    }

    func handlerAdded(context: ChannelHandlerContext) {
        idleSince = .now()
        if context.channel.isActive { reschedule(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        idleSince = .now()
        reschedule(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let now = NIODeadline.now()
        if reading {
            lastBodyRead = now
        } else if inFlight == 0 {
            if headStarted == nil { headStarted = now }
        } else {
            pipelinedBytes = true
        }
        context.fireChannelRead(data)
        reschedule(context)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        stalledSince = context.channel.isWritable ? nil : .now()
        reschedule(context)
        context.fireChannelWritabilityChanged()
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard let event = event as? GDataServerConnectionEvent else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        let now = NIODeadline.now()
        switch event {
        case .requestHead:
            inFlight += 1
            reading = true
            lastBodyRead = now
            headStarted = nil
            pipelinedBytes = false
        case .requestEnd:
            reading = false
        case .responseEnd:
            inFlight = max(0, inFlight - 1)
            responding = false
            if inFlight == 0 {
                idleSince = now
                if pipelinedBytes && !reading { headStarted = now }
                pipelinedBytes = false
            }
        case .interimResponseSent:
            // The body comes now: a body that does not arrive in time still gets its 408.
            responding = false
            lastBodyRead = now
        case .sendContinue:
            break
        }
        promise?.succeed(())
        reschedule(context)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        responding = true
        context.write(data, promise: promise)
    }

    private enum Deadline {
        case idle(NIODeadline)
        case header(NIODeadline)
        case body(NIODeadline)
        case send(NIODeadline)

        var time: NIODeadline {
            switch self {
            case .idle(let time), .header(let time), .body(let time), .send(let time): time
            }
        }
    }

    private var deadline: Deadline? {
        if let stalledSince { return .send(stalledSince + timeouts.body) }
        if reading && inFlight <= 1 { return .body(lastBodyRead + timeouts.body) }
        guard inFlight == 0 else { return nil }  // the server is working on a request
        if let headStarted { return .header(headStarted + timeouts.header) }
        return .idle(idleSince + timeouts.idle)
    }

    /// Keeps a timer set at or before the current deadline. A timer already set no later than that is kept (every
    /// request moves the deadlines, and cancelling and scheduling a timer several times per request costs more than
    /// the request's own work): it fires early, finds the deadline later (or none) and is set again.
    private func reschedule(_ context: ChannelHandlerContext) {
        guard let deadline, context.channel.isActive else { return }
        if timer != nil, let timerDeadline, timerDeadline <= deadline.time { return }
        timer?.cancel()
        timerDeadline = deadline.time
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline.time) { [self] in
            timer = nil
            timerDeadline = nil
            guard let current = self.deadline else { return }
            guard current.time <= .now() else {
                reschedule(context)
                return
            }
            expire(context, current)
        }
    }

    private func expire(_ context: ChannelHandlerContext, _ deadline: Deadline) {
        switch deadline {
        case .idle, .send:
            context.close(promise: nil)
            return
        case .header, .body:
            break
        }
        guard !responding else {
            context.close(promise: nil)
            return
        }
        // The request was not complete in time: say so (RFC 9110, 408) and close.
        let what = if case .header = deadline { "head" } else { "body" }
        let body = "The request \(what) did not arrive in time.\n"
        let reply =
            "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n" + body
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(ByteBuffer(string: reply)))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }
}

/// Follows requests and responses for ``GDataServerTimeoutHandler``, and closes the connection after a response
/// that says `Connection: close` (a refusal sent before the body was read: the rest of that body is never read).
final class GDataServerRequestTracker: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var closeAfterResponse = false

    /// Writes the interim `100 Continue` the responder asks for (``GDataServerConnectionEvent/sendContinue``); passes
    /// every other event on.
    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard case .sendContinue? = event as? GDataServerConnectionEvent else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: promise)
        context.triggerUserOutboundEvent(GDataServerConnectionEvent.interimResponseSent, promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: context.triggerUserOutboundEvent(GDataServerConnectionEvent.requestHead, promise: nil)
        case .body: break
        case .end: context.triggerUserOutboundEvent(GDataServerConnectionEvent.requestEnd, promise: nil)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            if head.status.kind != .informational, head.headerFields[.connection]?.lowercased() == "close" {
                closeAfterResponse = true
            }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            if closeAfterResponse {
                let channel = context.channel
                let written = context.writeAndFlush(data)
                written.whenComplete { _ in channel.close(promise: nil) }
                if let promise { written.cascade(to: promise) }
            } else {
                context.write(data, promise: promise)
            }
            // After the write, so the timeout handler sees the response's last bytes before it.
            context.triggerUserOutboundEvent(GDataServerConnectionEvent.responseEnd, promise: nil)
        }
    }
}

/// Hummingbird's HTTP/1 channel with the timeout handler in front and the request tracker after the HTTP codec.
struct GDataServerChannel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http: HTTP1Channel
    let timeouts: GDataServerTimeouts

    init(responder: @escaping HTTPChannelHandler.Responder, timeouts: GDataServerTimeouts) {
        self.timeouts = timeouts
        self.http = HTTP1Channel(
            responder: responder,
            configuration: HTTP1Channel.Configuration(additionalChannelHandlers: [GDataServerRequestTracker()])
        )
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let timeouts = timeouts
        let http = http
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(GDataServerTimeoutHandler(timeouts: timeouts))
        }.flatMap {
            http.setup(channel: channel, logger: logger)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http.handle(value: value, logger: logger)
    }
}
