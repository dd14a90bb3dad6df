internal import CGDataCurl
internal import GDataPlatform

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

/// One libcurl easy handle with everything its callbacks touch.
///
/// Created and configured by the caller, then owned by the driver thread from ``CurlMultiDriver/submit(_:)`` until it
/// resumes ``continuation`` exactly once. `cancelRequested` is guarded by the driver's lock.
final class CurlTransfer: @unchecked Sendable {
    // @unchecked: confined, not locked: the caller's until `CurlMultiDriver.submit(_:)`, then the driver thread's
    // until it resumes `continuation`; `cancelRequested` is written under the driver's `shared` Mutex.
    let handle: UnsafeMutableRawPointer
    let request: GDataHTTPRequest
    let hostKey: String
    let idleTimeout: TimeInterval
    var lastActivity: TimeInterval = 0
    var cancelRequested = false
    var continuation: CheckedContinuation<GDataHTTPResponse, any Error>?

    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private var bodyReader: CurlBodyReader?
    private let sink: CurlDownloadSink?
    /// Whether the body goes to a sink (a file or a descriptor: large downloads) rather than memory: such transfers
    /// read in bigger blocks.
    private let downloadsToSink: Bool
    /// libcurl's receive buffer for downloads to a file or a descriptor. Its default is 16 KiB (the curl tool sets
    /// 100 KiB); 512 KiB makes a thirty-second of the recv, write and poll calls for the same bytes, and each block
    /// goes to the file, pipe or `/dev/null` in one `write`.
    static let sinkDownloadBufferSize = 512 * 1024
    private let progressHandler: GDataHTTPProgressHandler?
    private var lastProgress = GDataHTTPProgress()
    private var responseFields: [GDataHTTPHeaders.Field] = []
    private var responseBody = Data()
    /// The header block libcurl wrote for the latest request on this handle (after redirects, the final one), when
    /// ``configure(with:)`` asked for it.
    private var sentHeaderBlock: [UInt8]?
    private var failure: GDataHTTPError?

    /// Creates the easy handle. Call ``configure(with:)`` next.
    init(
        request: GDataHTTPRequest,
        destination: GDataPartialDownload?,
        timeout: TimeInterval,
        progress: GDataHTTPProgressHandler?
    )
        throws(GDataHTTPError)
    {
        CurlGlobal.ensureInitialized()
        guard let handle = cgdata_curl_easy_init() else {
            throw GDataHTTPError(
                code: .network,
                message: "libcurl could not create a transfer handle",
                url: request.url
            )
        }
        self.handle = handle
        self.request = request
        self.hostKey = CurlTransfer.hostKey(for: request.url)
        self.idleTimeout = max(0.001, request.timeout ?? timeout)
        self.errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        self.errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        self.sink = destination.map(CurlDownloadSink.init(download:))
        self.downloadsToSink = destination != nil
        self.progressHandler = progress
    }

    deinit {
        releaseHandle()
        errorBuffer.deallocate()
    }

    private var released = false

    /// Frees the easy handle and header list (once). Called by ``finish(_:)`` — on the driver thread for transfers
    /// that ran — so that libcurl cleanup (which may wait for a resolver thread) stays off the cooperative pool.
    private func releaseHandle() {
        guard !released else { return }
        released = true
        cgdata_curl_easy_cleanup(handle)
        if let headerList { cgdata_curl_slist_free_all(headerList) }
        headerList = nil
        bodyReader = nil
    }

    static func hostKey(for url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }

    // MARK: - Configuration (caller's thread, before submission)

    /// Sets every option for `request` under `configuration`.
    func configure(with configuration: GDataHTTPFetcher.Configuration) throws(GDataHTTPError) {
        let request = self.request
        let method = request.method
        guard !method.isEmpty, method.utf8.allSatisfy(CurlTransfer.isTokenByte) else {
            throw GDataHTTPError(
                code: .invalidRequest,
                message: "invalid HTTP method \(String(reflecting: method))",
                url: request.url
            )
        }
        let userData = Unmanaged.passUnretained(self).toOpaque()

        try set(CURLOPT_URL, request.url.absoluteString)
        setLong(CURLOPT_NOSIGNAL, 1)
        _ = cgdata_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
        try set(CURLOPT_PROTOCOLS_STR, "http,https")
        try set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        setLong(CURLOPT_FOLLOWLOCATION, configuration.maxRedirects > 0 ? 1 : 0)
        setLong(CURLOPT_MAXREDIRS, max(0, configuration.maxRedirects))
        setLong(CURLOPT_CONNECTTIMEOUT_MS, CurlTransfer.milliseconds(configuration.connectTimeout))
        if let total = configuration.totalTimeout { setLong(CURLOPT_TIMEOUT_MS, CurlTransfer.milliseconds(total)) }
        setLong(CURLOPT_TCP_KEEPALIVE, 1)
        // A request asking for `identity` (a resumed download: byte ranges count encoded bytes) gets nothing to decode.
        if configuration.acceptsCompressedResponses,
            request.headers["Accept-Encoding"]?.trimmingWhitespace().lowercased() != "identity"
        {
            try set(CURLOPT_ACCEPT_ENCODING, "gzip, deflate")
        }
        switch configuration.httpVersion {
        case .http1_1: setLong(CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_1_1)
        case .http2OverTLS: setLong(CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS)
        case .http2: setLong(CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2_0)
        }
        if let caBundlePath = configuration.caBundlePath { try set(CURLOPT_CAINFO, caBundlePath) }
        if configuration.dangerouslyAllowInsecureTLS {
            setLong(CURLOPT_SSL_VERIFYPEER, 0)
            setLong(CURLOPT_SSL_VERIFYHOST, 0)
        } else {
            setLong(CURLOPT_SSL_VERIFYPEER, 1)
            setLong(CURLOPT_SSL_VERIFYHOST, 2)
        }
        if configuration.connectsDirectly {
            // No proxy: neither an explicit one nor http_proxy/https_proxy/all_proxy from the environment.
            try set(CURLOPT_PROXY, "")
            try set(CURLOPT_NOPROXY, "*")
        } else if let proxy = configuration.proxy {
            try set(CURLOPT_PROXY, proxy.url.absoluteString)
            if let username = proxy.username { try set(CURLOPT_PROXYUSERNAME, username) }
            if let password = proxy.password { try set(CURLOPT_PROXYPASSWORD, password) }
        }
        if !request.headers.contains("User-Agent") { try set(CURLOPT_USERAGENT, configuration.userAgentHeader) }

        // Method and body.
        var body = request.body
        if body == nil, ["POST", "PUT", "PATCH"].contains(method) { body = .data(Data()) }
        if let body {
            let reader = try CurlBodyReader(body: body, url: request.url)
            bodyReader = reader
            setLong(CURLOPT_POST, 1)
            _ = cgdata_curl_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(reader.totalLength))
            _ = cgdata_curl_setopt_read_callback(handle, CURLOPT_READFUNCTION, CurlTransfer.readCallback)
            _ = cgdata_curl_setopt_pointer(handle, CURLOPT_READDATA, userData)
            _ = cgdata_curl_setopt_seek_callback(handle, CURLOPT_SEEKFUNCTION, CurlTransfer.seekCallback)
            _ = cgdata_curl_setopt_pointer(handle, CURLOPT_SEEKDATA, userData)
            if method != "POST" { try set(CURLOPT_CUSTOMREQUEST, method) }
        } else if method == "HEAD" {
            setLong(CURLOPT_NOBODY, 1)
        } else {
            setLong(CURLOPT_HTTPGET, 1)
            if method != "GET" { try set(CURLOPT_CUSTOMREQUEST, method) }
        }

        // Headers: the caller's, in order; curl computes Content-Length; no implicit form Content-Type or Expect.
        var lines: [String] = []
        for field in request.headers {
            guard !field.name.isEmpty, field.name.utf8.allSatisfy(CurlTransfer.isTokenByte) else {
                throw GDataHTTPError(
                    code: .invalidRequest,
                    message: "invalid header name \(String(reflecting: field.name))",
                    url: request.url
                )
            }
            guard !field.value.utf8.contains(where: { $0 == 13 || $0 == 10 || $0 == 0 }) else {
                throw GDataHTTPError(
                    code: .invalidRequest,
                    message: "the value of header \(field.name) contains a line break",
                    url: request.url
                )
            }
            if field.name.caseInsensitiveEquals("Content-Length")
                || field.name.caseInsensitiveEquals("Transfer-Encoding")
            {
                continue
            }
            // "Name;" is libcurl's spelling of a header with an empty value.
            lines.append(field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)")
        }
        if !request.headers.contains("Expect") { lines.append("Expect:") }
        if body != nil, !request.headers.contains("Content-Type") { lines.append("Content-Type:") }
        for line in lines {
            guard let appended = cgdata_curl_slist_append(headerList, line) else {
                throw GDataHTTPError(
                    code: .network,
                    message: "libcurl could not allocate the header list",
                    url: request.url
                )
            }
            headerList = appended
        }
        _ = cgdata_curl_setopt_slist(handle, CURLOPT_HTTPHEADER, headerList)

        // Response and progress callbacks.
        _ = cgdata_curl_setopt_write_callback(handle, CURLOPT_HEADERFUNCTION, CurlTransfer.headerCallback)
        _ = cgdata_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, userData)
        _ = cgdata_curl_setopt_write_callback(handle, CURLOPT_WRITEFUNCTION, CurlTransfer.writeCallback)
        _ = cgdata_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, userData)
        _ = cgdata_curl_setopt_xferinfo_callback(handle, CURLOPT_XFERINFOFUNCTION, CurlTransfer.progressCallback)
        _ = cgdata_curl_setopt_pointer(handle, CURLOPT_XFERINFODATA, userData)
        setLong(CURLOPT_NOPROGRESS, 0)
        if downloadsToSink { setLong(CURLOPT_BUFFERSIZE, CurlTransfer.sinkDownloadBufferSize) }

        // The headers as sent (libcurl adds Host, Accept, Content-Length, …): only when someone will read them, since
        // the debug callback needs verbose mode, which calls it for every chunk of data too.
        if configuration.transactionLog != nil || configuration.recordsSentHeaders {
            sentHeaderBlock = []
            _ = cgdata_curl_setopt_debug_callback(handle, CURLOPT_DEBUGFUNCTION, CurlTransfer.debugCallback)
            _ = cgdata_curl_setopt_pointer(handle, CURLOPT_DEBUGDATA, userData)
            setLong(CURLOPT_VERBOSE, 1)
        }
    }

    private func set(_ option: CURLoption, _ value: String) throws(GDataHTTPError) {
        let code = cgdata_curl_setopt_string(handle, option, value)
        guard code == CURLE_OK else {
            throw GDataHTTPError(
                code: code == CURLE_UNKNOWN_OPTION || code == CURLE_NOT_BUILT_IN ? .invalidRequest : .invalidURL,
                message:
                    "libcurl rejected an option (curl \(code.rawValue): \(String(cString: cgdata_curl_easy_strerror(code))))",
                url: request.url,
                curlCode: Int(code.rawValue)
            )
        }
    }

    private func setLong(_ option: CURLoption, _ value: Int) {
        _ = cgdata_curl_setopt_long(handle, option, value)
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return max(1, Int(min(seconds, 1e9) * 1000))
    }

    /// RFC 9110 token characters.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    // MARK: - Callbacks (driver thread)

    private static func transfer(_ userData: UnsafeMutableRawPointer?) -> CurlTransfer? {
        guard let userData else { return nil }
        return Unmanaged<CurlTransfer>.fromOpaque(userData).takeUnretainedValue()
    }

    private static let headerCallback: curl_write_callback = { buffer, size, count, userData in
        guard let transfer = CurlTransfer.transfer(userData), let buffer else { return 0 }
        let length = size * count
        transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: buffer, count: length))
        return length
    }

    private static let debugCallback: curl_debug_callback = { _, type, data, size, userData in
        guard type == CURLINFO_HEADER_OUT, let transfer = CurlTransfer.transfer(userData), let data else { return 0 }
        let bytes = UnsafeRawBufferPointer(start: data, count: size)
        // After a complete block, a new one is a follow-up request (a redirect): keep the latest.
        if let block = transfer.sentHeaderBlock, CurlTransfer.endsHeaderBlock(block) { transfer.sentHeaderBlock = [] }
        transfer.sentHeaderBlock?.append(contentsOf: bytes)
        return 0
    }

    private static func endsHeaderBlock(_ block: [UInt8]) -> Bool {
        block.count >= 4 && block[block.count - 4..<block.count].elementsEqual([0x0D, 0x0A, 0x0D, 0x0A])
    }

    /// Parses a request header block (`GET / HTTP/1.1` CRLF fields CRLF CRLF) into its fields, request line dropped.
    static func sentHeaders(fromBlock block: [UInt8]) -> GDataHTTPHeaders {
        let text = String(decoding: block, as: UTF8.self)
        var fields: [(String, String)] = []
        for (index, line) in text.split(separator: "\r\n", omittingEmptySubsequences: true).enumerated() where index > 0
        {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingWhitespace()
            let value = line[line.index(after: colon)...].trimmingWhitespace()
            if !name.isEmpty { fields.append((name, value)) }
        }
        return GDataHTTPHeaders(fields)
    }

    private static let writeCallback: curl_write_callback = { buffer, size, count, userData in
        guard let transfer = CurlTransfer.transfer(userData), let buffer else { return 0 }
        let length = size * count
        return transfer.receiveBody(UnsafeRawPointer(buffer), count: length) ? length : 0
    }

    private static let readCallback: curl_read_callback = { buffer, size, count, userData in
        guard let transfer = CurlTransfer.transfer(userData), let reader = transfer.bodyReader, let buffer else {
            return Int(CURL_READFUNC_ABORT)
        }
        transfer.lastActivity = ProcessInfo.processInfo.systemUptime
        guard let read = reader.read(into: UnsafeMutableRawPointer(buffer), capacity: size * count) else {
            transfer.failure = reader.failure
            return Int(CURL_READFUNC_ABORT)
        }
        return read
    }

    private static let seekCallback: curl_seek_callback = { userData, offset, origin in
        guard let transfer = CurlTransfer.transfer(userData), let reader = transfer.bodyReader, origin == SEEK_SET
        else {
            return Int32(CURL_SEEKFUNC_CANTSEEK)
        }
        return reader.seek(to: Int64(offset)) ? Int32(CURL_SEEKFUNC_OK) : Int32(CURL_SEEKFUNC_FAIL)
    }

    private static let progressCallback: curl_xferinfo_callback = {
        userData,
        downloadTotal,
        downloaded,
        uploadTotal,
        uploaded in
        guard let transfer = CurlTransfer.transfer(userData) else { return 0 }
        transfer.reportProgress(
            GDataHTTPProgress(
                bytesSent: Int64(uploaded),
                totalBytesToSend: uploadTotal > 0 ? Int64(uploadTotal) : transfer.uploadTotal,
                bytesReceived: Int64(downloaded),
                totalBytesToReceive: downloadTotal > 0 ? Int64(downloadTotal) : nil
            )
        )
        return 0
    }

    private var uploadTotal: Int64? { bodyReader?.totalLength }

    private func reportProgress(_ progress: GDataHTTPProgress) {
        guard progress != lastProgress else { return }
        if progress.bytesSent != lastProgress.bytesSent || progress.bytesReceived != lastProgress.bytesReceived {
            lastActivity = ProcessInfo.processInfo.systemUptime
        }
        lastProgress = progress
        progressHandler?(progress)
    }

    private func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        lastActivity = ProcessInfo.processInfo.systemUptime
        // Parsed on bytes: header lines arrive once per field per response, so Foundation's trimming (NSString
        // bridging) showed up in profiles of many small requests.
        @inline(__always) func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        var end = bytes.count
        while end > 0, bytes[end - 1] == 10 || bytes[end - 1] == 13 { end -= 1 }
        if end >= 5, bytes[0] == 0x48, bytes[1] == 0x54, bytes[2] == 0x54, bytes[3] == 0x50, bytes[4] == 0x2F {
            // "HTTP/": a new response starts (1xx interim, redirect hop, or the final one): keep only the last one's.
            responseFields.removeAll()
            responseBody.removeAll()
            return
        }
        guard end > 0 else { return }
        func text(_ from: Int, _ to: Int) -> String {
            var start = from, stop = to
            while start < stop, isSpace(bytes[start]) { start += 1 }
            while stop > start, isSpace(bytes[stop - 1]) { stop -= 1 }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
        }
        if isSpace(bytes[0]), !responseFields.isEmpty {
            // An obsolete folded continuation line (RFC 7230 §3.2.4): joined to the previous field with a space.
            let index = responseFields.count - 1
            let previous = responseFields[index]
            responseFields[index] = GDataHTTPHeaders.Field(
                name: previous.name,
                value: previous.value + " " + text(0, end)
            )
            return
        }
        guard let colon = (0..<end).first(where: { bytes[$0] == 0x3A }) else { return }
        responseFields.append(GDataHTTPHeaders.Field(name: text(0, colon), value: text(colon + 1, end)))
    }

    private func receiveBody(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
        lastActivity = ProcessInfo.processInfo.systemUptime
        if let sink {
            guard sink.write(bytes, count: count, status: currentStatus(), headers: { self.currentHeaders }) else {
                failure = sink.failure
                return false
            }
            return true
        }
        responseBody.append(bytes.assumingMemoryBound(to: UInt8.self), count: count)
        return true
    }

    /// The headers of the response being received (the final one's, once it arrives).
    private var currentHeaders: GDataHTTPHeaders {
        GDataHTTPHeaders(responseFields.map { ($0.name, $0.value) })
    }

    private func currentStatus() -> Int {
        var status = 0
        _ = cgdata_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return status
    }

    // MARK: - Completion (driver thread)

    /// Builds the result once libcurl reports the transfer done with `code`.
    func result(for code: CURLcode) -> Result<GDataHTTPResponse, GDataHTTPError> {
        if let failure { return .failure(failure) }
        guard code == CURLE_OK else {
            let detail = String(cString: errorBuffer)
            var error = CurlErrors.error(for: code, detail: detail, url: request.url)
            if code == CURLE_READ_ERROR || code == CURLE_WRITE_ERROR, let readFailure = bodyReader?.failure {
                error = readFailure
            }
            return .failure(error)
        }
        let status = currentStatus()
        guard status > 0 else {
            return .failure(
                GDataHTTPError(code: .invalidResponse, message: "the server sent no HTTP status", url: request.url)
            )
        }
        var effective: UnsafeMutablePointer<CChar>?
        _ = cgdata_curl_getinfo_string(handle, CURLINFO_EFFECTIVE_URL, &effective)
        let finalURL = effective.flatMap { URL(string: String(cString: $0)) } ?? request.url
        var version = 0
        _ = cgdata_curl_getinfo_long(handle, CURLINFO_HTTP_VERSION, &version)
        var body = responseBody
        if let sink {
            // A 2xx body went to the download (the pipeline ends the attempt: an empty body is begun there).
            body = (200..<300).contains(status) ? Data() : sink.errorBody
        }
        let received = sink?.bytesWritten ?? Int64(responseBody.count)
        var final = lastProgress
        final.bytesReceived = max(final.bytesReceived, received)
        if final.totalBytesToReceive == nil || (final.totalBytesToReceive ?? 0) < final.bytesReceived {
            final.totalBytesToReceive = final.bytesReceived
        }
        if let total = uploadTotal { final.totalBytesToSend = total }
        reportProgress(final)
        var response = GDataHTTPResponse(
            url: finalURL,
            status: status,
            headers: currentHeaders,
            body: body,
            httpVersion: CurlTransfer.versionString(version)
        )
        if let sentHeaderBlock, !sentHeaderBlock.isEmpty {
            response.sentHeaders = CurlTransfer.sentHeaders(fromBlock: sentHeaderBlock)
        }
        return .success(response)
    }

    private static func versionString(_ version: Int) -> String {
        switch version {
        case Int(CURL_HTTP_VERSION_1_0): return "1.0"
        case Int(CURL_HTTP_VERSION_1_1): return "1.1"
        case Int(CURL_HTTP_VERSION_2_0): return "2"
        case Int(CURL_HTTP_VERSION_3): return "3"
        default: return "1.1"
        }
    }

    /// Resumes the waiting caller (once).
    func finish(_ result: Result<GDataHTTPResponse, GDataHTTPError>) {
        releaseHandle()
        let continuation = self.continuation
        self.continuation = nil
        continuation?.resume(with: result.mapError { $0 as any Error })
    }
}

/// `curl_global_init`, once per process.
enum CurlGlobal {
    private static let initialized: Bool = {
        cgdata_openssl_disable_atexit()
        return cgdata_curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK
    }()

    static func ensureInitialized() { _ = initialized }
}
