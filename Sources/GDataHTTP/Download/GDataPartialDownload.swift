internal import GDataPlatform
internal import Synchronization

#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The bytes of one download and what may continue them: the partial file (or the caller's descriptor), the
/// validator and length of the response they came from, and the range request the current attempt made.
///
/// The fetcher's pipeline calls ``prepare(_:)`` before each attempt (adding `Range`, `If-Range` and
/// `Accept-Encoding: identity` when the bytes held can be continued), the transfer calls ``begin(status:headers:)``
/// when the first body byte (or the end of an empty body) of a `2xx` arrives and ``write(_:count:)`` for each block,
/// and the pipeline ends the attempt with ``endAttempt()``. The download's owner then calls ``commit()`` or
/// ``discard()``.
///
/// Rules (docs/http.md "Resuming downloads"):
/// - A `206` continues the bytes held only when its `Content-Range` starts exactly where asked, ends within the
///   request, keeps the total known so far, declares exactly the bytes that arrive, carries no `Content-Encoding`, and
///   carries the same strong `ETag` when one guards the range. Anything else fails the attempt with
///   `.invalidResponse` and drops the bytes held (the next attempt starts over).
/// - Any other `2xx` is the whole representation: a file starts over (truncated); a descriptor, whose bytes cannot be
///   taken back, skips the bytes it already has when the response is the same representation (the server ignored
///   `Range`) and fails otherwise.
/// - Every number from the server is checked without overflow.
///
/// Thread safety: the state is behind a mutex; the transfer's callbacks (fetcher thread) and the pipeline (caller's
/// task) take turns, never overlap.
package final class GDataPartialDownload: Sendable {
    /// Where the bytes go.
    enum Target: Sendable {
        /// A file: an exclusively created temporary beside `destination` (`keep == false`) or `NAME.part` (`keep`).
        case file(destination: URL, keep: Bool)
        /// The caller's descriptor.
        case descriptor(Int32)
    }

    /// How the attempt that ended went.
    package enum AttemptEnd: Sendable, Equatable {
        /// The whole representation is held.
        case complete
        /// More bytes are needed (a `206` that ended before the total).
        case incomplete
    }

    /// What a `416` to a resumed request means.
    package enum Unsatisfiable: Sendable, Equatable {
        /// The bytes held are the whole representation (the server's length equals them).
        case complete
        /// They are not: they were dropped and the download starts over.
        case startOver
        /// The request did not continue anything: an ordinary failure.
        case notResuming
    }

    let target: Target
    let options: GDataHTTPDownloadOptions
    /// The request URL as the resume record keeps it (credentials masked).
    let recordURL: String
    /// Whether the download may add its own `Range` (false when the caller's request has one).
    let resumable: Bool

    private struct State {
        var fd: Int32 = -1
        var path: String?
        var held: Int64 = 0
        var validator: GDataHTTPRangeValidator?
        var total: Int64?
        /// The last byte a chunked caller wants from the next request (``rangeEnd``).
        var rangeEnd: Int64?
        // The current attempt.
        var askedOffset: Int64?
        var askedLast: Int64?
        var decided = false
        var skip: Int64 = 0
        var range: GDataHTTPContentRange?
        var attemptBytes: Int64 = 0
        var progressBase: Int64 = 0
        var failure: GDataHTTPError?
        /// A descriptor got bytes that cannot be continued: no further attempt.
        var unrecoverable = false
        var finished = false
    }

    private let state = Mutex(State())

    /// A download into a file: with ``GDataHTTPDownloadOptions/PartialFile/keep``, an existing `NAME.part` whose resume
    /// record names this URL is opened and continued; otherwise the partial file is created when the first `2xx`
    /// arrives.
    ///
    /// - Throws: `.fileIO` when `NAME.part` exists but is not a regular file with one link owned by the current user,
    ///   or another download is writing it.
    package init(destination: URL, url: URL, options: GDataHTTPDownloadOptions, resumable: Bool = true)
        throws(GDataHTTPError)
    {
        let keep = options.partialFile == .keep
        self.target = .file(destination: destination, keep: keep)
        self.options = options
        self.recordURL = GDataHTTPRedaction.url(url)
        self.resumable = resumable
        if keep { try openKept(destination: destination) }
    }

    /// A download into the caller's descriptor (never closed, never truncated).
    package init(descriptor: Int32, url: URL, options: GDataHTTPDownloadOptions = .init(), resumable: Bool = true) {
        self.target = .descriptor(descriptor)
        self.options = options
        self.recordURL = GDataHTTPRedaction.url(url)
        self.resumable = resumable
    }

    deinit {
        discard()
    }

    // MARK: - State for callers

    /// The bytes held (written to the file or descriptor).
    package var held: Int64 { state.withLock { $0.held } }
    /// The whole representation's length, once a response said it.
    package var total: Int64? { state.withLock { $0.total } }
    /// The `Content-Range` of the last attempt's `206`, if it was one.
    package var lastRange: GDataHTTPContentRange? { state.withLock { $0.range } }
    /// The `If-Range` value guarding a continuation, if the bytes held came with one.
    package var ifRange: String? { state.withLock { $0.validator?.ifRange } }

    /// For chunked downloads: the last byte the next request asks for. When set, every attempt is a range request
    /// `bytes=HELD-END` (with `If-Range` once a validator is known) and the pipeline never loops for the rest.
    package var rangeEnd: Int64? {
        get { state.withLock { $0.rangeEnd } }
        set { state.withLock { $0.rangeEnd = newValue } }
    }

    /// Whether a failed attempt may be retried: a file always can (it continues or starts over); a descriptor only
    /// before its first byte, or when the bytes it holds can be continued.
    var canRetry: Bool {
        guard case .descriptor = target else { return true }
        return state.withLock { s in
            !s.unrecoverable
                && (s.held == 0 || (resumable && (s.validator?.ifRange != nil || options.resumesWithoutValidator)))
        }
    }

    /// Where the bytes go, for logs.
    var placeDescription: String {
        switch target {
        case .file(let destination, _): destination.path
        case .descriptor(let fd): "file descriptor \(fd)"
        }
    }

    /// Adds the bytes already held to a progress report of the current attempt.
    func adjusted(_ progress: GDataHTTPProgress) -> GDataHTTPProgress {
        let base = state.withLock { $0.progressBase }
        guard base > 0 else { return progress }
        var adjusted = progress
        adjusted.bytesReceived = Self.saturatingSum(progress.bytesReceived, base)
        adjusted.totalBytesToReceive = progress.totalBytesToReceive.map { Self.saturatingSum($0, base) }
        return adjusted
    }

    // MARK: - Attempts

    /// Prepares `request` for the next attempt: `Range: bytes=HELD-` (or `HELD-END` for a chunk), `If-Range` with the
    /// validator, `Accept-Encoding: identity` (byte ranges count encoded bytes). When the bytes held cannot be
    /// continued safely (no validator and ``GDataHTTPDownloadOptions/resumesWithoutValidator`` off), a file drops them
    /// and the request asks for everything.
    func prepare(_ request: inout GDataHTTPRequest) {
        var events: [GDataHTTPDownloadEvent] = []
        defer { emit(events) }
        state.withLock { s in
            s.decided = false
            s.failure = nil
            s.range = nil
            s.attemptBytes = 0
            s.skip = 0
            s.askedOffset = nil
            s.askedLast = nil
            s.progressBase = 0
            guard resumable else { return }
            let offset = s.held
            if let end = s.rangeEnd {
                request.headers.replaceOrAdd(name: "Range", value: "bytes=\(offset)-\(end)")
                if let ifRange = s.validator?.ifRange { request.headers.replaceOrAdd(name: "If-Range", value: ifRange) }
                request.headers.replaceOrAdd(name: "Accept-Encoding", value: "identity")
                s.askedOffset = offset
                s.askedLast = end
                s.progressBase = offset
                return
            }
            guard offset > 0 else { return }
            let ifRange = s.validator?.ifRange
            guard ifRange != nil || options.resumesWithoutValidator else {
                if case .file = target {
                    events.append(.startingOver(bytes: offset, reason: .noValidator))
                    _ = reset(&s)
                }
                return
            }
            request.headers.replaceOrAdd(name: "Range", value: "bytes=\(offset)-")
            if let ifRange { request.headers.replaceOrAdd(name: "If-Range", value: ifRange) }
            request.headers.replaceOrAdd(name: "Accept-Encoding", value: "identity")
            s.askedOffset = offset
            s.progressBase = offset
            events.append(.resuming(offset: offset, validator: ifRange))
        }
    }

    /// The first body byte (or the end of an empty body) of a `2xx` response with `status` and `headers`: decides
    /// where its bytes go. False stops the transfer (``failure`` says why).
    func begin(status: Int, headers: GDataHTTPHeaders) -> Bool {
        var events: [GDataHTTPDownloadEvent] = []
        defer { emit(events) }
        return state.withLock { s in
            s.decided = true
            s.attemptBytes = 0
            s.range = nil
            let received = GDataHTTPRangeValidator(headers: headers)
            if status == 206, let offset = s.askedOffset {
                if let problem = Self.problem(with206: headers, offset: offset, last: s.askedLast, state: s) {
                    let dropped = reset(&s)
                    if dropped > 0 { events.append(.startingOver(bytes: dropped, reason: .unusablePartialResponse)) }
                    s.failure = GDataHTTPError(
                        code: .invalidResponse,
                        message: "\(problem); the bytes held were dropped",
                        status: status,
                        headers: headers
                    )
                    return false
                }
                guard let range = GDataHTTPContentRange(header: headers["Content-Range"] ?? "") else { return false }
                guard openIfNeeded(&s), position(&s, at: offset) else { return false }
                s.range = range
                s.progressBase = offset
                var recordChanged = false
                if s.validator == nil, offset == 0 {
                    s.validator = received
                    recordChanged = true
                }
                if s.total == nil, let total = range.total {
                    s.total = total
                    recordChanged = true
                }
                return recordChanged ? writeRecord(&s) : true
            }
            // The whole representation (a 200, or a 2xx that does not answer a range of ours).
            s.progressBase = 0
            if s.held > 0 {
                switch target {
                case .descriptor:
                    if s.askedOffset != nil, let validator = s.validator, validator.matches(received),
                        Self.identityEncoded(headers)
                    {
                        // The server ignored Range but sends the same representation: drop what was delivered.
                        s.skip = s.held
                        s.progressBase = 0
                        return true
                    }
                    s.failure = GDataHTTPError(
                        code: .invalidResponse,
                        message:
                            "the server sent the whole resource again (\(status)) after \(s.held) bytes were written to "
                            + "the output, not as a continuation of the same version: they cannot be taken back"
                    )
                    return false
                case .file:
                    let reason: GDataHTTPDownloadEvent.StartOverReason =
                        s.askedOffset != nil ? .fullResponse : .noValidator
                    let dropped = reset(&s)
                    if resumable { events.append(.startingOver(bytes: dropped, reason: reason)) }
                }
            }
            guard openIfNeeded(&s) else { return false }
            s.validator = received
            s.total = Self.identityEncoded(headers) ? headers["Content-Length"].flatMap(Self.decimal) : nil
            return writeRecord(&s)
        }
    }

    /// Writes a block of the body; false stops the transfer (``failure`` says why).
    func write(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
        state.withLock { s in
            var start = 0
            if s.skip > 0 {
                let dropped = Int(min(Int64(count), s.skip))
                s.skip -= Int64(dropped)
                start = dropped
            }
            let length = Int64(count - start)
            guard length > 0 else { return true }
            let (attemptBytes, overflow) = s.attemptBytes.addingReportingOverflow(length)
            if overflow || s.range.map({ attemptBytes > $0.length }) == true {
                s.failure = GDataHTTPError(
                    code: .invalidResponse,
                    message: "the 206 answer carries more bytes than its Content-Range "
                        + "'\(s.range?.description ?? "")' declares"
                )
                return false
            }
            let (held, heldOverflow) = s.held.addingReportingOverflow(length)
            if heldOverflow || s.total.map({ held > $0 }) == true {
                s.failure = GDataHTTPError(
                    code: .invalidResponse,
                    message: "the server sent more than the \(s.total ?? Int64.max) bytes it announced"
                )
                return false
            }
            var offset = start
            while offset < count {
                let written = GDataFile.systemWrite(s.fd, bytes + offset, count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    s.failure = GDataHTTPError(
                        code: .fileIO,
                        message: "writing \(s.path ?? placeDescription) failed: \(String(cString: strerror(errno)))",
                        url: fileURL
                    )
                    return false
                }
                offset += written
                s.held += Int64(written)
                s.attemptBytes += Int64(written)
            }
            return true
        }
    }

    /// Why the transfer was stopped by ``begin(status:headers:)`` or ``write(_:count:)``.
    var failure: GDataHTTPError? { state.withLock { $0.failure } }

    /// After a `2xx` exchange: checks that a `206` delivered exactly what it declared and says whether the whole
    /// representation is held. An empty body that never reached ``begin(status:headers:)`` is begun here.
    ///
    /// - Throws: `.invalidResponse` (the bytes held are dropped) or `.fileIO`.
    func endAttempt(status: Int, headers: GDataHTTPHeaders) throws(GDataHTTPError) -> AttemptEnd {
        if !state.withLock({ $0.decided }) {
            guard begin(status: status, headers: headers) else {
                throw failure ?? GDataHTTPError(code: .fileIO, message: "cannot write \(placeDescription)")
            }
        }
        var events: [GDataHTTPDownloadEvent] = []
        defer { emit(events) }
        return try state.withLock { (s: inout State) throws(GDataHTTPError) -> AttemptEnd in
            guard let range = s.range else { return .complete }
            guard s.attemptBytes == range.length else {
                let message =
                    "the 206 answer's Content-Range '\(range)' declares \(range.length) bytes but "
                    + "\(s.attemptBytes) arrived; the bytes held were dropped"
                let dropped = reset(&s)
                if dropped > 0 { events.append(.startingOver(bytes: dropped, reason: .unusablePartialResponse)) }
                throw GDataHTTPError(code: .invalidResponse, message: message, status: status, headers: headers)
            }
            guard let total = range.total else { return s.askedLast == nil ? .complete : .incomplete }
            return range.last + 1 == total ? .complete : .incomplete
        }
    }

    /// A `416` answering an attempt that continued the bytes held: `.complete` when the server's length
    /// (`Content-Range: bytes */LENGTH`, or the length recorded before) equals them and nothing says the representation
    /// changed; otherwise the bytes are dropped (`.startOver`).
    package func unsatisfiable(_ response: GDataHTTPResponse) -> Unsatisfiable {
        var events: [GDataHTTPDownloadEvent] = []
        defer { emit(events) }
        return state.withLock { s in
            guard let offset = s.askedOffset, offset > 0, offset == s.held else { return .notResuming }
            let reported = Self.unsatisfiedLength(response.headers["Content-Range"])
            let length = reported ?? s.total
            let received = GDataHTTPRangeValidator(headers: response.headers)
            let changed =
                (received.etag != nil && received.etag != s.validator?.etag)
                || (received.etag == nil && received.lastModified != nil
                    && received.lastModified != s.validator?.lastModified && s.validator?.etag == nil)
            if let length, length == s.held, !changed {
                s.total = length
                events.append(.alreadyComplete(bytes: length))
                return .complete
            }
            let dropped = reset(&s)
            events.append(.startingOver(bytes: dropped, reason: .lengthChanged))
            return .startOver
        }
    }

    // MARK: - The end

    /// Moves a complete file into place (mode `0644` minus the umask) and removes the resume record. Nothing for a
    /// descriptor.
    package func commit() throws(GDataHTTPError) {
        guard case .file(let destination, let keep) = target else {
            state.withLock { $0.finished = true }
            return
        }
        try state.withLock { (s: inout State) throws(GDataHTTPError) in
            guard !s.finished else { return }
            if s.fd < 0 {
                guard openIfNeeded(&s) else { throw s.failure ?? Self.fileError("cannot create", destination) }
            }
            s.finished = true
            guard let path = s.path else { return }
            _ = fchmod(s.fd, 0o644 & ~Self.umask)
            close(s.fd)
            s.fd = -1
            guard rename(path, destination.path) == 0 else {
                let code = errno
                unlink(path)
                if keep { unlink(path + Self.recordSuffix) }
                throw GDataHTTPError(
                    code: .fileIO,
                    message: "cannot move the file to \(destination.path): \(String(cString: strerror(code)))",
                    url: destination
                )
            }
            if keep { unlink(path + Self.recordSuffix) }
        }
    }

    /// Ends a download that did not complete: a temporary file is removed; a kept `NAME.part` stays with its resume
    /// record (flushed to disk) when it holds bytes, and is removed when it holds none. Idempotent.
    package func discard() {
        state.withLock { s in
            guard !s.finished else { return }
            s.finished = true
            guard case .file(_, let keep) = target, s.fd >= 0 else { return }
            if keep && s.held > 0 {
                _ = fsync(s.fd)
                close(s.fd)
            } else {
                close(s.fd)
                if let path = s.path {
                    unlink(path)
                    if keep { unlink(path + Self.recordSuffix) }
                }
            }
            s.fd = -1
        }
    }

    // MARK: - Internals

    static let recordSuffix = ".resume"

    private var fileURL: URL? {
        if case .file(let destination, _) = target { return destination }
        return nil
    }

    /// Opens `NAME.part` left by an earlier run and decides from its record whether it can be continued.
    private func openKept(destination: URL) throws(GDataHTTPError) {
        let path = destination.path + ".part"
        let recordPath = path + Self.recordSuffix
        let fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            guard code == ENOENT else {
                throw GDataHTTPError(
                    code: .fileIO,
                    message: "cannot open \(path) to continue it: \(String(cString: strerror(code)))",
                    url: destination
                )
            }
            unlink(recordPath)  // a record without its file is of no use
            return
        }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid(), info.st_nlink == 1
        else {
            close(fd)
            throw GDataHTTPError(
                code: .fileIO,
                message: "refusing to continue \(path): not a regular file with one link owned by this user",
                url: destination
            )
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw GDataHTTPError(
                code: .fileIO,
                message: "\(path) is being written by another download",
                url: destination
            )
        }
        let size = Int64(info.st_size)
        let record = GDataHTTPResumeRecord.read(at: recordPath)
        var reason: GDataHTTPDownloadEvent.StartOverReason?
        var validator: GDataHTTPRangeValidator?
        var total: Int64?
        if let record, record.url == recordURL, record.length.map({ size <= $0 }) ?? true {
            validator = record.validator
            total = record.length
            if validator?.ifRange == nil && !options.resumesWithoutValidator { reason = .noValidator }
        } else if record == nil && options.resumesWithoutValidator {
            // Forced, as `curl -C -`: the file is continued from its size without knowing where it came from.
        } else {
            reason = .unusableRecord
        }
        state.withLock { s in
            s.fd = fd
            s.path = path
            s.held = size
            s.validator = validator
            s.total = total
        }
        if let reason {
            let dropped = state.withLock { reset(&$0) }
            if dropped > 0 { emit([.startingOver(bytes: dropped, reason: reason)]) }
        }
    }

    /// Creates the partial file when there is none yet (`0600`, exclusively).
    private func openIfNeeded(_ s: inout State) -> Bool {
        guard s.fd < 0 else { return true }
        switch target {
        case .descriptor(let fd):
            s.fd = fd
            return true
        case .file(let destination, let keep):
            if keep {
                let path = destination.path + ".part"
                var fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
                if fd < 0 && errno == EEXIST {
                    // Left since this download started (another run, or a reset that removed nothing): never reused.
                    s.failure = Self.fileError("\(path) appeared while downloading; not overwriting", destination)
                    return false
                }
                if fd >= 0, flock(fd, LOCK_EX | LOCK_NB) != 0 {
                    close(fd)
                    fd = -1
                }
                guard fd >= 0 else {
                    s.failure = GDataHTTPError(
                        code: .fileIO,
                        message: "cannot create \(path): \(String(cString: strerror(errno)))",
                        url: destination
                    )
                    return false
                }
                s.fd = fd
                s.path = path
                return true
            }
            do {
                let file = try GDataTemporaryFile(beside: destination, permissions: 0o600)
                s.fd = file.descriptor
                s.path = file.path
                return true
            } catch {
                s.failure = error
                return false
            }
        }
    }

    /// Puts the file position at `offset` (= the bytes held) for a `206`.
    private func position(_ s: inout State, at offset: Int64) -> Bool {
        guard case .file = target else { return true }
        guard offset == s.held, lseek(s.fd, off_t(offset), SEEK_SET) == off_t(offset) else {
            s.failure = GDataHTTPError(code: .fileIO, message: "cannot position \(s.path ?? "") at byte \(offset)")
            return false
        }
        return true
    }

    /// Drops the bytes held (a file is truncated and its record removed); returns how many there were.
    private func reset(_ s: inout State) -> Int64 {
        guard case .file(_, let keep) = target else {
            // Delivered bytes cannot be taken back: the descriptor's download ends with this failure.
            s.unrecoverable = true
            return 0
        }
        let dropped = s.held
        if s.fd >= 0 {
            _ = ftruncate(s.fd, 0)
            _ = lseek(s.fd, 0, SEEK_SET)
            if keep, let path = s.path { unlink(path + Self.recordSuffix) }
        }
        s.held = 0
        s.validator = nil
        s.total = nil
        s.skip = 0
        return dropped
    }

    /// Writes the resume record of a kept file (validator, length, URL); false on failure.
    private func writeRecord(_ s: inout State) -> Bool {
        guard case .file(let destination, true) = target, let path = s.path else { return true }
        do {
            try GDataHTTPResumeRecord(url: recordURL, validator: s.validator, length: s.total)
                .write(to: path + Self.recordSuffix)
            return true
        } catch {
            s.failure = GDataHTTPError(
                code: .fileIO,
                message: "cannot write the resume record of \(destination.path): \(error.message)",
                url: destination
            )
            return false
        }
    }

    private func emit(_ events: [GDataHTTPDownloadEvent]) {
        guard let handler = options.eventHandler else { return }
        for event in events { handler(event) }
    }

    /// What is wrong with a `206` answering `bytes=OFFSET-[LAST]`, or `nil` when it continues the bytes held.
    private static func problem(
        with206 headers: GDataHTTPHeaders,
        offset: Int64,
        last: Int64?,
        state s: State
    ) -> String? {
        let header = headers["Content-Range"] ?? ""
        let asked = "bytes \(offset)-\(last.map(String.init) ?? "")"
        guard let range = GDataHTTPContentRange(header: header) else {
            return "unusable Content-Range '\(header)' in the 206 answer to \(asked)"
        }
        guard range.first == offset, last.map({ range.last <= $0 }) ?? true else {
            return "the 206 answer's Content-Range '\(header)' is not the requested \(asked)"
        }
        if let known = s.total, let total = range.total, known != total {
            return "the 206 answer's Content-Range '\(header)' changes the total from \(known) bytes"
        }
        if let total = s.total, range.total == nil, range.last >= total {
            return "the 206 answer's Content-Range '\(header)' goes past the \(total) bytes announced"
        }
        guard identityEncoded(headers) else {
            return "the 206 answer has Content-Encoding \(headers["Content-Encoding"] ?? ""): its byte range "
                + "cannot continue the bytes held (Content-Range '\(header)')"
        }
        // The representation the bytes held came from, as far as the 206 names it.
        if let etag = s.validator?.etag, let sent = headers["ETag"], sent.trimmingWhitespace() != etag {
            return "the 206 answer has ETag \(sent), not \(etag) of the bytes held (Content-Range '\(header)')"
        }
        if s.validator?.etag == nil, let modified = s.validator?.lastModified, let sent = headers["Last-Modified"],
            sent.trimmingWhitespace() != modified
        {
            return
                "the 206 answer has Last-Modified \(sent), not \(modified) of the bytes held (Content-Range '\(header)')"
        }
        return nil
    }

    /// No `Content-Encoding`, or `identity`.
    private static func identityEncoded(_ headers: GDataHTTPHeaders) -> Bool {
        guard let encoding = headers["Content-Encoding"]?.trimmingWhitespace() else { return true }
        return encoding.isEmpty || encoding.lowercased() == "identity"
    }

    /// The `LENGTH` of a `416`'s `Content-Range: bytes */LENGTH`, or `nil`.
    static func unsatisfiedLength(_ value: String?) -> Int64? {
        guard let text = value?.trimmingWhitespace(), text.lowercased().hasPrefix("bytes */") else {
            return nil
        }
        return decimal(text.dropFirst("bytes */".count))
    }

    private static func decimal<S: StringProtocol>(_ text: S) -> Int64? {
        GDataHTTPContentRange.decimal(text.trimmingWhitespace())
    }

    private static func saturatingSum(_ a: Int64, _ b: Int64) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int64.max : sum
    }

    private static func fileError(_ message: String, _ url: URL) -> GDataHTTPError {
        GDataHTTPError(code: .fileIO, message: message, url: url)
    }

    /// The process's file mode creation mask, read from `/proc/self/status` (setting it to read it would race with
    /// other threads); 022 when unreadable.
    static let umask: mode_t = {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0o022 }
        for line in status.split(separator: "\n") where line.hasPrefix("Umask:") {
            let digits = line.dropFirst("Umask:".count).trimmingWhitespace()
            if let value = mode_t(digits, radix: 8) { return value }
        }
        return 0o022
    }()
}
