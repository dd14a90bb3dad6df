public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain TCP connection to the local server on 127.0.0.1, for requests an HTTP client library will not send: half a
/// request line, a body shorter than its `Content-Length`, an idle socket. Every wait is bounded (a safety net, never
/// the synchronisation): reads return as soon as the bytes arrive or the server closes. Blocking calls run on a
/// dispatch queue, never on the cooperative pool the in-process server's tasks need. One task uses a connection.
public final class RawHTTPConnection: @unchecked Sendable {
    /// The socket (-1 once closed).
    public private(set) var fd: Int32

    /// Connects to 127.0.0.1:`port`; `receiveBuffer` sets `SO_RCVBUF` first (a small one makes a non-reading client
    /// stall the server's writes soon).
    public init(port: Int, receiveBuffer: Int32? = nil) throws {
        let socketFD = try LoopbackSocket.make()
        if var size = receiveBuffer {
            setsockopt(socketFD, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        guard let port = UInt16(exactly: port) else {
            LoopbackSocket.close(socketFD)
            throw LoopbackSocket.Failure(description: "not a TCP port: \(port)")
        }
        var address = LoopbackSocket.address(port: port)
        let connected = LoopbackSocket.withSocketAddress(&address) { pointer, length in
            connect(socketFD, pointer, length)
        }
        guard connected == 0 else {
            let failure = LoopbackSocket.Failure(description: "connect() failed: errno \(errno)")
            LoopbackSocket.close(socketFD)
            throw failure
        }
        fd = socketFD
    }

    deinit { if fd >= 0 { LoopbackSocket.close(fd) } }

    /// Closes the client side.
    public func close() {
        if fd >= 0 {
            LoopbackSocket.close(fd)
            fd = -1
        }
    }

    /// Sends all of `bytes`; false when the server has closed the connection.
    @discardableResult
    public func send(_ bytes: Data) async -> Bool { await offPool { self.sendNow(bytes) } }

    /// Sends `text` as UTF-8; false when the server has closed the connection.
    @discardableResult
    public func send(_ text: String) async -> Bool { await send(Data(text.utf8)) }

    /// Reads until the server closes the connection or `limit` seconds pass: the bytes, whether it was closed, and
    /// when.
    public func readUntilClosed(limit: Double = 10) async -> (data: Data, closed: Bool, elapsed: Double) {
        await offPool { self.readUntilClosedNow(limit: limit) }
    }

    /// Reads one HTTP response (head and `Content-Length` body) within `limit` seconds; nil when none came.
    public func readResponse(limit: Double = 10) async -> (status: Int, head: String, body: Data)? {
        await offPool { self.readResponseNow(limit: limit) }
    }

    private func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }

    private func sendNow(_ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = Glibc.send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += sent
            }
            return true
        }
    }

    /// Reads what arrives until the server closes the connection or `limit` seconds pass: the bytes, whether the
    /// connection was closed (EOF or reset), and when that happened.
    private func readUntilClosedNow(limit: Double) -> (data: Data, closed: Bool, elapsed: Double) {
        let start = Date()
        var data = Data()
        while true {
            let remaining = limit - Date().timeIntervalSince(start)
            if remaining <= 0 { return (data, false, Date().timeIntervalSince(start)) }
            switch readChunk(timeout: remaining) {
            case .bytes(let chunk): data.append(chunk)
            case .closed: return (data, true, Date().timeIntervalSince(start))
            case .timedOut: return (data, false, Date().timeIntervalSince(start))
            }
        }
    }

    /// Reads one HTTP response (head and `Content-Length` body) within `limit` seconds; nil when none came.
    private func readResponseNow(limit: Double) -> (status: Int, head: String, body: Data)? {
        let start = Date()
        var data = Data()
        while true {
            if let end = data.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
                let length =
                    head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                if data.count - end.upperBound >= length {
                    let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
                    let body = Data(data[end.upperBound..<(end.upperBound + length)])
                    return (status, head, body)
                }
            }
            let remaining = limit - Date().timeIntervalSince(start)
            guard remaining > 0, case .bytes(let chunk) = readChunk(timeout: remaining) else { return nil }
            data.append(chunk)
        }
    }

    /// True when the server has already closed the connection (checked without waiting).
    public var isClosedByServer: Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        var byte: UInt8 = 0
        let peeked = recv(fd, &byte, 1, Int32(MSG_PEEK))
        return peeked == 0 || (peeked < 0 && errno == ECONNRESET)
    }

    private enum Chunk {
        case bytes(Data)
        case closed
        case timedOut
    }

    private func readChunk(timeout: Double) -> Chunk {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(1, timeout * 1000)))
        if ready == 0 { return .timedOut }
        if ready < 0 { return errno == EINTR ? .bytes(Data()) : .closed }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(fd, &buffer, buffer.count, 0)
        if count > 0 { return .bytes(Data(buffer[0..<count])) }
        if count < 0, errno == EINTR || errno == EAGAIN { return .bytes(Data()) }
        return .closed
    }
}

extension RawHTTPConnection {
    /// True when the server has sent something (or closed), checked without waiting.
    public var hasBytesWaiting: Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
}
