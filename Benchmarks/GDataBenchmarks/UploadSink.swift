import Foundation
import Glibc

/// A tiny HTTP/1.1 upload sink on 127.0.0.1 (Glibc sockets, one thread, `poll` between requests).
///
/// The harness starts it as a child process (`GDataBenchmarks _upload-sink --port-file F --log-file L`) so that
/// its CPU and memory stay apart from the measured clients. It reads and discards request bodies
/// (`Content-Length` or chunked; it answers `Expect: 100-continue`) and speaks just enough of the upload protocols:
///
/// - a plain `PUT` (no `Content-Range`) → `201 Created`;
/// - the GData resumable protocol: a `POST` (or a request with `X-Upload-Content-Length`) starts a session →
///   `200` with `Location: http://<Host>/upload/session/<n>`; `PUT` chunks with `Content-Range: bytes a-b/total`
///   → `308` with `Range: bytes=0-b` until the last byte, then `201` with a small Atom entry; `bytes */total`
///   queries → `308` with the `Range` received so far;
/// - the `X-Goog-Upload-*` protocol (`start`, `upload`, `finalize`, `query`, `cancel`).
///
/// Every finished upload appends `complete bytes=<body bytes received> path=<path>` to the log file, which the
/// harness reads to check that the whole file arrived.
enum UploadSink {
    final class Session {
        var received: Int64 = 0
        var committed: Int64 = 0
    }

    final class Connection {
        let fd: Int32
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        var start = 0
        var end = 0

        init(fd: Int32) { self.fd = fd }

        var hasBufferedBytes: Bool { start < end }

        /// Reads more bytes, keeping unread ones; `false` on end of stream or error.
        func fill() -> Bool {
            if start == end {
                start = 0
                end = 0
            } else if end == buffer.count {
                buffer.withUnsafeMutableBytes { raw in
                    guard let base = raw.baseAddress else { return }
                    memmove(base, base + start, end - start)
                }
                end -= start
                start = 0
            }
            guard end < buffer.count else { return false }
            while true {
                let count = buffer.withUnsafeMutableBytes { raw in
                    recv(fd, raw.baseAddress! + end, raw.count - end, 0)
                }
                if count > 0 {
                    end += count
                    return true
                }
                if count < 0 && errno == EINTR { continue }
                return false
            }
        }

        /// The request head up to and including the blank line, or `nil` (closed, or over 64 KiB).
        func readHead() -> [UInt8]? {
            var searchFrom = start
            while true {
                if end - searchFrom >= 4 {
                    for i in searchFrom...(end - 4)
                    where buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 {
                        let head = Array(buffer[start..<(i + 4)])
                        start = i + 4
                        return head
                    }
                    searchFrom = max(start, end - 3)
                }
                guard end - start < 65_536 else { return nil }
                let offset = searchFrom - start
                guard fill() else { return nil }
                searchFrom = start + offset
            }
        }

        /// A CRLF-terminated line without its CRLF (chunked encoding), or `nil`.
        func readLine() -> [UInt8]? {
            while true {
                if let newline = buffer[start..<end].firstIndex(of: 10) {
                    var line = Array(buffer[start..<newline])
                    if line.last == 13 { line.removeLast() }
                    start = newline + 1
                    return line
                }
                guard end - start < 8192, fill() else { return nil }
            }
        }

        /// Reads and drops `count` bytes; `false` if the stream ends first.
        func discard(_ count: Int64) -> Bool {
            var remaining = count
            while remaining > 0 {
                if start == end { guard fill() else { return false } }
                let take = min(Int64(end - start), remaining)
                start += Int(take)
                remaining -= take
            }
            return true
        }

        func send(_ text: String) -> Bool {
            var bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let sent = bytes.withUnsafeMutableBytes { raw in
                    Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                }
                if sent < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += sent
            }
            return true
        }
    }

    struct Request {
        var method = ""
        var path = ""
        var version = ""
        var headers: [String: String] = [:]
    }

    static func parseHead(_ head: [UInt8]) -> Request? {
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n")
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var request = Request(
            method: String(requestLine[0]),
            path: String(requestLine[1]),
            version: String(requestLine[2])
        )
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            request.headers[name] = value
        }
        return request
    }

    static let finalEntry = """
        <?xml version='1.0' encoding='UTF-8'?><entry xmlns='http://www.w3.org/2005/Atom' \
        xmlns:gd='http://schemas.google.com/g/2005' gd:etag='"BenchUpload."'><id>urn:gdata-bench:upload</id>\
        <updated>2009-06-01T10:20:30.000Z</updated><title>upload</title></entry>
        """

    final class Server {
        let logFile: String
        var sessions: [String: Session] = [:]
        var nextSession = 1

        init(logFile: String) { self.logFile = logFile }

        func log(_ line: String) {
            let fd = open(logFile, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            guard fd >= 0 else { return }
            let bytes = Array((line + "\n").utf8)
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
            close(fd)
        }

        func respond(
            _ connection: Connection,
            status: String,
            headers: [(String, String)] = [],
            body: String = "",
            close: Bool
        ) -> Bool {
            var text = "HTTP/1.1 \(status)\r\n"
            for (name, value) in headers { text += "\(name): \(value)\r\n" }
            if !body.isEmpty { text += "Content-Type: application/atom+xml; charset=UTF-8\r\n" }
            text += "Content-Length: \(body.utf8.count)\r\n"
            if close { text += "Connection: close\r\n" }
            text += "\r\n" + body
            return connection.send(text) && !close
        }

        /// Reads the body; returns its length, or `nil` when the connection broke or the framing is bad.
        func readBody(_ connection: Connection, _ request: Request) -> Int64? {
            if request.headers["expect"]?.lowercased() == "100-continue" {
                guard connection.send("HTTP/1.1 100 Continue\r\n\r\n") else { return nil }
            }
            if request.headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
                var total: Int64 = 0
                while true {
                    guard let line = connection.readLine() else { return nil }
                    let sizeText = String(decoding: line, as: UTF8.self).split(separator: ";").first ?? ""
                    guard let size = Int64(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0
                    else { return nil }
                    if size == 0 {
                        while let trailer = connection.readLine(), !trailer.isEmpty {}
                        return total
                    }
                    guard connection.discard(size), connection.readLine() != nil else { return nil }
                    total += size
                }
            }
            let length = Int64(request.headers["content-length"] ?? "0") ?? -1
            guard length >= 0, connection.discard(length) else { return nil }
            return length
        }

        /// Handles one request; `false` when the connection should close.
        func handle(_ connection: Connection) -> Bool {
            guard let head = connection.readHead(), let request = parseHead(head) else { return false }
            let close =
                request.headers["connection"]?.lowercased() == "close" || request.version == "HTTP/1.0"
            guard let bodyLength = readBody(connection, request) else { return false }
            let host = request.headers["host"] ?? "127.0.0.1"
            let path = request.path

            if let command = request.headers["x-goog-upload-command"]?.lowercased() {
                return handleGoogle(
                    connection,
                    command: command,
                    path: path,
                    host: host,
                    body: bodyLength,
                    close: close
                )
            }
            if request.method == "GET" || request.method == "HEAD" {
                return respond(connection, status: "200 OK", close: close)
            }
            if path.hasPrefix("/upload/session/") {
                guard let session = sessions[path] else {
                    return respond(connection, status: "404 Not Found", close: close)
                }
                session.received += bodyLength
                guard let range = request.headers["content-range"] else {
                    log("complete bytes=\(session.received) path=\(path)")
                    sessions[path] = nil
                    return respond(connection, status: "201 Created", body: finalEntry, close: close)
                }
                // "bytes a-b/total" or "bytes */total"
                let spec = range.replacingOccurrences(of: "bytes", with: "").trimmingCharacters(in: .whitespaces)
                let parts = spec.split(separator: "/")
                guard parts.count == 2, let total = Int64(parts[1]) else {
                    return respond(connection, status: "400 Bad Request", close: true)
                }
                if parts[0] != "*" {
                    let bounds = parts[0].split(separator: "-")
                    guard bounds.count == 2, let last = Int64(bounds[1]) else {
                        return respond(connection, status: "400 Bad Request", close: true)
                    }
                    session.committed = last + 1
                }
                if session.committed >= total {
                    log("complete bytes=\(session.received) path=\(path)")
                    sessions[path] = nil
                    return respond(connection, status: "201 Created", body: finalEntry, close: close)
                }
                let rangeHeader = session.committed > 0 ? [("Range", "bytes=0-\(session.committed - 1)")] : []
                return respond(connection, status: "308 Resume Incomplete", headers: rangeHeader, close: close)
            }
            if request.method == "POST" || request.headers["x-upload-content-length"] != nil {
                let location = "/upload/session/\(nextSession)"
                nextSession += 1
                sessions[location] = Session()
                return respond(
                    connection,
                    status: "200 OK",
                    headers: [("Location", "http://\(host)\(location)")],
                    close: close
                )
            }
            // A plain upload.
            log("complete bytes=\(bodyLength) path=\(path)")
            return respond(connection, status: "201 Created", body: finalEntry, close: close)
        }

        func handleGoogle(
            _ connection: Connection,
            command: String,
            path: String,
            host: String,
            body: Int64,
            close: Bool
        ) -> Bool {
            if command.contains("start") {
                let location = "/upload/session/\(nextSession)"
                nextSession += 1
                sessions[location] = Session()
                return respond(
                    connection,
                    status: "200 OK",
                    headers: [("X-Goog-Upload-Status", "active"), ("X-Goog-Upload-URL", "http://\(host)\(location)")],
                    close: close
                )
            }
            guard let session = sessions[path] else {
                return respond(connection, status: "404 Not Found", close: close)
            }
            session.received += body
            session.committed += body
            if command.contains("cancel") {
                sessions[path] = nil
                return respond(
                    connection,
                    status: "200 OK",
                    headers: [("X-Goog-Upload-Status", "cancelled")],
                    close: close
                )
            }
            if command.contains("finalize") {
                log("complete bytes=\(session.received) path=\(path)")
                sessions[path] = nil
                return respond(
                    connection,
                    status: "200 OK",
                    headers: [("X-Goog-Upload-Status", "final")],
                    body: finalEntry,
                    close: close
                )
            }
            return respond(
                connection,
                status: "200 OK",
                headers: [("X-Goog-Upload-Status", "active"), ("X-Goog-Upload-Size-Received", "\(session.committed)")],
                close: close
            )
        }
    }

    /// Binds 127.0.0.1 port 0, writes the port to `portFile`, and serves until killed.
    static func serve(portFile: String, logFile: String) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { return 1 }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 64) == 0 else { return 1 }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        let port = UInt16(bigEndian: address.sin_port)
        let temporary = portFile + ".tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data("\(port)\n".utf8)),
            rename(temporary, portFile) == 0
        else { return 1 }

        let server = Server(logFile: logFile)
        var connections: [Connection] = []
        while true {
            // Serve requests already buffered (pipelining) before waiting.
            for connection in connections where connection.hasBufferedBytes {
                if !server.handle(connection) {
                    close(connection.fd)
                    connections.removeAll { $0 === connection }
                }
            }
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            fds += connections.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            guard poll(&fds, nfds_t(fds.count), -1) >= 0 || errno == EINTR else { return 1 }
            var closed: [Int32] = []
            for (index, entry) in fds.enumerated().dropFirst() where entry.revents != 0 {
                let connection = connections[index - 1]
                if !server.handle(connection) { closed.append(connection.fd) }
            }
            for fd in closed { close(fd) }
            connections.removeAll { closed.contains($0.fd) }
            if fds[0].revents & Int16(POLLIN) != 0 {
                let client = accept(listener, nil, nil)
                if client >= 0 {
                    var noDelay: Int32 = 1
                    setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
                    connections.append(Connection(fd: client))
                }
            }
        }
    }
}
