public import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real nginx (Debian's `nginx`/`nginx-light`) serving a temporary directory on 127.0.0.1, for tests that need a
/// production HTTP server's behaviour: static-file `ETag`/`Last-Modified` and 304s, `add_header`, TLS.
///
/// Everything (configuration, document root, pid file, logs, temp paths, TLS certificate) lives in a fresh temporary
/// directory that ``stop()`` removes. The server runs in the foreground (`daemon off; master_process off`) as a child
/// process, listening on ports found free by binding port 0; startup is retried with new ports if a port was taken in
/// between. The access log records, one line per request:
/// `METHOD URI STATUS inm=<If-None-Match> ims=<If-Modified-Since> cookie=<Cookie> auth=<Authorization>`
/// (a missing header logs as an empty value).
///
/// ```swift
/// let nginx = try NginxServer(tls: true)
/// defer { nginx.stop() }
/// try nginx.writeFile("feed.xml", contents: "<feed/>")
/// let url = nginx.url("feed.xml")           // http://127.0.0.1:<port>/feed.xml
/// let secure = nginx.tlsURL("feed.xml")     // https://127.0.0.1:<tlsPort>/feed.xml, trust nginx.certificatePath
/// ```
public final class NginxServer: @unchecked Sendable {
    /// A failure to start or drive nginx.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// The temporary directory holding everything.
    public let directory: URL
    /// The document root (`<directory>/www`).
    public let root: URL
    /// The plain-HTTP port.
    public let port: Int
    /// The TLS port, when started with `tls: true`.
    public let tlsPort: Int?
    /// The self-signed certificate (PEM) for 127.0.0.1, when started with `tls: true`: pass it as the CA bundle.
    public let certificatePath: String?
    /// The access log file.
    public let accessLogURL: URL

    private let process = Mutex<Process?>(nil)

    /// Starts nginx.
    ///
    /// - Parameters:
    ///   - tls: also listen with TLS, using a self-signed certificate for `IP:127.0.0.1` generated with `openssl`.
    ///   - serverConfiguration: extra directives placed inside the `server { }` block (e.g. `location` blocks).
    public init(tls: Bool = false, serverConfiguration: String = "") throws {
        let fileManager = FileManager.default
        let directory = try temporaryDirectory(prefix: "gdata-nginx")
        let root = directory.appendingPathComponent("www")
        for sub in ["www", "tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi"] {
            try fileManager.createDirectory(
                at: directory.appendingPathComponent(sub),
                withIntermediateDirectories: true
            )
        }
        self.directory = directory
        self.root = root
        self.accessLogURL = directory.appendingPathComponent("access.log")

        do {
            var certificate: String?
            if tls { certificate = try Self.makeCertificate(in: directory) }
            self.certificatePath = certificate
            let executable = try Self.findNginx()

            var attempt = 0
            while true {
                attempt += 1
                let port = try Self.freePort()
                var tlsPort: Int?
                if tls {
                    var candidate = try Self.freePort()
                    while candidate == port { candidate = try Self.freePort() }
                    tlsPort = candidate
                }
                let config = Self.configuration(
                    directory: directory,
                    port: port,
                    tlsPort: tlsPort,
                    extra: serverConfiguration
                )
                let configURL = directory.appendingPathComponent("nginx.conf")
                try Data(config.utf8).write(to: configURL)
                let process = Process()
                process.executableURL = executable
                process.arguments = [
                    "-p", directory.path + "/", "-c", configURL.path, "-e",
                    directory.appendingPathComponent("error.log").path,
                ]
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try? fileManager.removeItem(at: directory.appendingPathComponent("error.log"))
                try? fileManager.removeItem(at: directory.appendingPathComponent("nginx.pid"))
                try process.run()
                let ready = Self.waitUntilAccepting(
                    ports: [port] + (tlsPort.map { [$0] } ?? []),
                    process: process,
                    pidFile: directory.appendingPathComponent("nginx.pid").path
                )
                if ready {
                    self.port = port
                    self.tlsPort = tlsPort
                    self.process.withLock { $0 = process }
                    return
                }
                Self.terminateAndWait(process)
                guard attempt < 5 else {
                    let log =
                        (try? String(contentsOf: directory.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
                    throw Failure(description: "nginx did not start after \(attempt) attempts: \(log)")
                }
            }
        } catch {
            try? fileManager.removeItem(at: directory)
            throw error
        }
    }

    deinit { stop() }

    /// `http://127.0.0.1:<port>/<path>`.
    public func url(_ path: String = "") -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(path)")!
    }

    /// `https://127.0.0.1:<tlsPort>/<path>` (requires `tls: true`).
    public func tlsURL(_ path: String = "") -> URL? {
        tlsPort.map { URL(string: "https://127.0.0.1:\($0)/\(path)")! }
    }

    /// Writes a file under the document root, optionally with a given modification time (nginx derives `ETag` and
    /// `Last-Modified` from size and mtime, which has one-second resolution: set it to get a distinct validator).
    public func writeFile(_ path: String, contents: String, modified: Date? = nil) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try Data(contents.utf8).write(to: file)
        if let modified {
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
        }
    }

    /// The access log's lines so far.
    public func accessLogLines() -> [String] {
        let text = (try? String(contentsOf: accessLogURL, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// The access log's lines once it has at least `count` (nginx writes a line just after sending the response, so
    /// a client can see the response first). Polls a bounded number of times, then returns what is there.
    public func accessLogLines(atLeast count: Int) -> [String] {
        var lines = accessLogLines()
        var attempts = 0
        while lines.count < count && attempts < 500 {
            usleep(2_000)
            attempts += 1
            lines = accessLogLines()
        }
        return lines
    }

    /// Stops nginx (SIGTERM, then SIGKILL if it lingers) and removes the temporary directory. Idempotent.
    public func stop() {
        guard let process = self.process.withLock({ $0.take() }) else { return }
        Self.terminateAndWait(process)
        try? FileManager.default.removeItem(at: directory)
    }

    /// A response read by ``rawRequest(method:path:headers:)``.
    public struct RawResponse: Sendable {
        /// The status code.
        public var status: Int
        /// Header fields in order, as received.
        public var headers: [(name: String, value: String)]
        /// The body bytes (everything after the header block; the request asks for `Connection: close`).
        public var body: Data

        /// The first value of a header (case-insensitive).
        public func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    /// Sends one plain-HTTP/1.1 request over a fresh socket to the HTTP port and reads the whole response: a way to
    /// talk to nginx byte for byte without any client library. Receives time out after 5 s (never hangs).
    public func rawRequest(method: String = "GET", path: String, headers: [(String, String)] = []) throws -> RawResponse
    {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = Self.loopback(port: UInt16(port))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect() failed: errno \(errno)") }
        var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { throw Failure(description: "send() failed: errno \(errno)") }
            sent += n
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { break }
            guard n > 0 else { throw Failure(description: "recv() failed or timed out: errno \(errno)") }
            received.append(contentsOf: buffer[0..<n])
        }
        guard let split = received.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(description: "no header block in \(received.count) bytes")
        }
        let head = String(decoding: received[received.startIndex..<split.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(head)")
        }
        let fields = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return RawResponse(status: status, headers: fields, body: Data(received[split.upperBound...]))
    }

    // MARK: - Internals

    /// Kills nginx and waits for it. SIGKILL rather than SIGTERM: a child spawned from a Dispatch worker thread
    /// inherits that thread's blocked signal mask, and nginx in single-process mode never unblocks SIGTERM, so a
    /// SIGTERM would go unnoticed. Nothing is lost: the access log is written unbuffered and the directory is temporary.
    private static func terminateAndWait(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    private static func configuration(directory: URL, port: Int, tlsPort: Int?, extra: String) -> String {
        let d = directory.path
        var tlsLines = ""
        if let tlsPort {
            tlsLines = """
                    listen 127.0.0.1:\(tlsPort) ssl http2;
                    ssl_certificate \(d)/cert.pem;
                    ssl_certificate_key \(d)/key.pem;
                """
        }
        return """
            daemon off;
            master_process off;
            worker_processes 1;
            pid \(d)/nginx.pid;
            error_log \(d)/error.log info;
            events { worker_connections 128; }
            http {
                log_format gdata escape=none '$request_method $request_uri $status inm=$http_if_none_match ims=$http_if_modified_since cookie=$http_cookie auth=$http_authorization';
                access_log \(d)/access.log gdata;
                client_body_temp_path \(d)/tmp/body;
                proxy_temp_path \(d)/tmp/proxy;
                fastcgi_temp_path \(d)/tmp/fastcgi;
                uwsgi_temp_path \(d)/tmp/uwsgi;
                scgi_temp_path \(d)/tmp/scgi;
                types {
                    text/plain txt;
                    text/html html;
                    application/atom+xml xml;
                    application/json json;
                }
                default_type application/octet-stream;
                keepalive_timeout 30s;
                server {
                    listen 127.0.0.1:\(port);
            \(tlsLines)
                    server_name 127.0.0.1;
                    root \(d)/www;
            \(extra)
                }
            }

            """
    }

    private static func findNginx() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") + ["/usr/sbin", "/usr/local/sbin"] {
            let candidate = "\(dir)/nginx"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        throw Failure(description: "nginx not found on PATH or in /usr/sbin (apt-get install nginx-light)")
    }

    /// Generates a self-signed certificate and key for 127.0.0.1 in `directory`; returns the certificate path.
    private static func makeCertificate(in directory: URL) throws -> String {
        let cert = directory.appendingPathComponent("cert.pem").path
        let key = directory.appendingPathComponent("key.pem").path
        let process = Process()
        var openssl = URL(fileURLWithPath: "/usr/bin/openssl")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/openssl") {
            openssl = URL(fileURLWithPath: "\(dir)/openssl")
            break
        }
        process.executableURL = openssl
        process.arguments = [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: cert) else {
            throw Failure(
                description: "openssl could not create a test certificate (status \(process.terminationStatus))"
            )
        }
        return cert
    }

    /// A port that was free a moment ago: bind 127.0.0.1:0, read the port, close.
    public static func freePort() throws -> Int {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        defer { close(fd) }
        var address = loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw Failure(description: "bind() failed: errno \(errno)") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { throw Failure(description: "getsockname() failed: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    /// Whether something accepts TCP connections on 127.0.0.1:`port`.
    static func accepts(port: Int) -> Bool {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = loopback(port: UInt16(port))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return result == 0
    }

    /// Polls connect() (bounded: about 5 s) until every port accepts; false if nginx exits or never gets there.
    /// nginx writes its pid file only after binding every listening socket, so a port that accepts while the pid file
    /// is missing belongs to someone else.
    private static func waitUntilAccepting(ports: [Int], process: Process, pidFile: String) -> Bool {
        let errorLog = URL(fileURLWithPath: pidFile).deletingLastPathComponent().appendingPathComponent("error.log")
        for _ in 0..<1000 {
            if !process.isRunning { return false }
            // A bind failure ("[emerg] bind() ... failed") ends nginx; Foundation may not have noticed the exit yet.
            if let log = try? String(contentsOf: errorLog, encoding: .utf8), log.contains("[emerg]") { return false }
            if FileManager.default.fileExists(atPath: pidFile) && ports.allSatisfy(accepts(port:)) {
                return process.isRunning
            }
            usleep(5_000)
        }
        return false
    }
}
