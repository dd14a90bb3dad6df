internal import GDataPlatform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-purpose HTTP listener on 127.0.0.1 that waits for the browser's redirect after consent (the installed-app
/// flow's `redirect_uri`): plain POSIX sockets on a thread of its own, no SwiftNIO. It answers each request with a
/// short page, hands back the request target of the first `GET` whose query has `code` or `error`, and stops at the
/// time limit. It binds the loopback address only, so no other machine can reach it.
final class GDataLoopbackListener: Sendable {
    /// The port it listens on.
    let port: Int
    private let descriptor: Int32

    /// Binds 127.0.0.1 on a free port.
    init() throws(GDataAuthError) {
        #if canImport(Darwin)
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw GDataAuthError(code: .signIn, message: "cannot create the sign-in listener socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 4) == 0 else {
            close(fd)
            throw GDataAuthError(code: .signIn, message: "cannot listen on 127.0.0.1 for the sign-in redirect")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        descriptor = fd
        port = Int(UInt16(bigEndian: actual.sin_port))
    }

    deinit { close(descriptor) }

    /// `http://127.0.0.1:PORT/`.
    var redirectURI: String { "http://127.0.0.1:\(port)/" }

    /// Waits (on a thread of its own) for the redirect, at most `timeout` seconds; returns its request target
    /// (`/?code=…&state=…`). Throws ``GDataAuthError/Code/signIn`` at the time limit.
    func waitForRedirect(timeout: TimeInterval) async throws(GDataAuthError) -> String {
        let socket = descriptor
        let result: Result<String, GDataAuthError> = await withCheckedContinuation { continuation in
            GDataThread.detach(name: "gdata-sign-in") {
                continuation.resume(returning: Self.serve(socket: socket, timeout: timeout))
            }
        }
        return try result.get()
    }

    /// The accept loop: answers every connection, returns the first redirect carrying `code` or `error`.
    private static func serve(socket: Int32, timeout: TimeInterval) -> Result<String, GDataAuthError> {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                return .failure(
                    GDataAuthError(
                        code: .signIn,
                        message: "no sign-in redirect arrived within \(Int(timeout)) s (was the consent page opened?)"
                    )
                )
            }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining, 1) * 1000))
            if ready <= 0 { continue }
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { continue }
            defer { close(connection) }
            guard let target = readRequestTarget(connection, deadline: min(deadline, Date().addingTimeInterval(10)))
            else { continue }
            let query = URLComponents(string: "http://127.0.0.1" + target)?.queryItems ?? []
            let isRedirect = query.contains { $0.name == "code" || $0.name == "error" }
            let page =
                isRedirect
                ? "<html><body><p>Sign-in received by gdata. You can close this tab.</p></body></html>"
                : "<html><body><p>Waiting for the sign-in redirect.</p></body></html>"
            let status = isRedirect ? "200 OK" : "404 Not Found"
            let response =
                "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(page.utf8.count)\r\n"
                + "Connection: close\r\nCache-Control: no-store\r\n\r\n" + page
            _ = Array(response.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if isRedirect { return .success(target) }
        }
    }

    /// The request target of a `GET` request line, read within `deadline` (at most 16 KiB of header).
    private static func readRequestTarget(_ connection: Int32, deadline: Date) -> String? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 16_384 {
            if let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: bytes[..<end], as: UTF8.self)
                let parts = line.split(separator: " ")
                guard parts.count >= 2, parts[0] == "GET" else { return nil }
                return String(parts[1])
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(remaining * 1000)) > 0 else { return nil }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
        }
        return nil
    }
}
