import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain TCP sockets on 127.0.0.1, for the tests that need the raw wire (``RawHTTPConnection``, ``LoopbackListener``).
enum LoopbackSocket {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A new TCP socket.
    static func make() throws -> Int32 {
        #if canImport(Glibc)
        let socketType = Int32(SOCK_STREAM.rawValue)
        #else
        let socketType = SOCK_STREAM
        #endif
        let fd = socket(AF_INET, socketType, 0)
        guard fd >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        return fd
    }

    /// 127.0.0.1:`port` (0 = any free port when binding).
    static func address(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    /// Calls `operation` (`connect`, `bind`, `getsockname`…) with `address` as a `sockaddr` and its length.
    static func withSocketAddress<T>(
        _ address: inout sockaddr_in,
        _ operation: (UnsafeMutablePointer<sockaddr>, inout socklen_t) -> T
    ) -> T {
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        return withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { operation($0, &length) }
        }
    }

    /// Closes `fd`.
    static func close(_ fd: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(fd)
        #else
        _ = Darwin.close(fd)
        #endif
    }
}

/// A TCP listener on 127.0.0.1 (ephemeral port) that never accepts on its own; it only reports whether anything
/// connected. A completed TCP handshake waits in the backlog, so a non-blocking `accept` finds it.
public final class LoopbackListener {
    private var fd: Int32
    /// The bound port.
    public let port: UInt16

    /// Binds and listens on a free port of 127.0.0.1.
    public init() throws {
        let socketFD = try LoopbackSocket.make()
        var address = LoopbackSocket.address(port: 0)
        let bound = LoopbackSocket.withSocketAddress(&address) { pointer, length in bind(socketFD, pointer, length) }
        guard bound == 0, listen(socketFD, 16) == 0 else {
            LoopbackSocket.close(socketFD)
            throw POSIXError(.EADDRINUSE)
        }
        _ = LoopbackSocket.withSocketAddress(&address) { pointer, length in getsockname(socketFD, pointer, &length) }
        _ = fcntl(socketFD, F_SETFL, fcntl(socketFD, F_GETFL) | O_NONBLOCK)
        fd = socketFD
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Accepts (and closes) every pending connection and returns how many there were.
    public func acceptedConnections() -> Int {
        var count = 0
        while true {
            let client = accept(fd, nil, nil)
            if client < 0 { break }
            LoopbackSocket.close(client)
            count += 1
        }
        return count
    }

    /// Closes the listening socket.
    public func shutdown() {
        if fd >= 0 {
            LoopbackSocket.close(fd)
            fd = -1
        }
    }
}
