import Foundation
internal import Synchronization

/// Where a download's successful body goes.
enum CurlDownloadTarget: Sendable {
    /// A file, written beside its final path and moved into place when complete.
    case file(URL)
    /// An open descriptor (standard output, a pipe, `/dev/null`), written as bytes arrive and never closed.
    case descriptor(Int32, CurlDeliveredBytes)
}

/// How many body bytes already reached a descriptor target (a retry cannot take them back).
final class CurlDeliveredBytes: Sendable {
    private let count = Mutex<Int64>(0)

    var value: Int64 { count.withLock { $0 } }
    func add(_ n: Int) { count.withLock { $0 += Int64(n) } }
}

/// Writes a download: to a temporary file next to the destination that is moved into place on success, or straight
/// to an open descriptor. Error bodies (non-2xx) are kept in memory instead, up to ``errorBodyLimit`` bytes.
/// Used on the driver thread only.
final class CurlDownloadSink {
    /// The most bytes of a non-2xx body kept for the error.
    static let errorBodyLimit = 64 * 1024

    let destination: URL
    private var temporary: GDataTemporaryFile?
    private var descriptor: Int32 = -1
    private let delivered: CurlDeliveredBytes?
    private var decided = false
    private var toFile = false
    private(set) var errorBody = Data()
    private(set) var bytesWritten: Int64 = 0
    private(set) var failure: GDataHTTPError?

    init(target: CurlDownloadTarget) {
        switch target {
        case .file(let destination):
            self.destination = destination
            self.delivered = nil
        case .descriptor(let fd, let delivered):
            self.destination = URL(fileURLWithPath: "/dev/fd/\(fd)", isDirectory: false)  // no stat: hot for small GETs
            self.descriptor = fd
            self.delivered = delivered
        }
    }

    deinit {
        guard delivered == nil else { return }  // a caller's descriptor is never closed
        temporary?.discard()
    }

    /// Handles body bytes of a response with `status`; false stops the transfer (see ``failure``).
    func write(_ bytes: UnsafeRawPointer, count: Int, status: Int) -> Bool {
        if !decided {
            decided = true
            toFile = (200..<300).contains(status)
            if toFile, delivered == nil, !openFile() { return false }
        }
        guard toFile else {
            let room = Self.errorBodyLimit - errorBody.count
            if room > 0 { errorBody.append(bytes.assumingMemoryBound(to: UInt8.self), count: min(room, count)) }
            return true
        }
        var offset = 0
        while offset < count {
            let written = Foundation.write(descriptor, bytes + offset, count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = GDataHTTPError(
                    code: .fileIO,
                    message: "writing \(destination.path) failed: \(String(cString: strerror(errno)))",
                    url: destination
                )
                return false
            }
            offset += written
            delivered?.add(written)
        }
        bytesWritten += Int64(count)
        return true
    }

    private func openFile() -> Bool {
        do {
            let file = try GDataTemporaryFile(beside: destination)
            temporary = file
            descriptor = file.descriptor
            return true
        } catch {
            failure = error
            toFile = false
            return false
        }
    }

    /// After a complete 2xx response: moves the file into place (creating an empty file for an empty body).
    func commit() throws(GDataHTTPError) {
        if delivered != nil { return }  // bytes went out as they arrived
        if !decided {
            decided = true
            toFile = true
            guard openFile() else { throw failure ?? GDataHTTPError(code: .fileIO, message: "cannot create the file") }
        }
        guard toFile, let file = temporary else { return }
        temporary = nil
        descriptor = -1
        toFile = false
        try file.commit()
    }
}
