import Foundation
import GDataHTTP

/// Runs `GDataHTTPFetcher.download` into a private temporary directory and copies the body to a file descriptor
/// (standard output, a pipe, a device) while it arrives, so memory stays flat however large the body is.
///
/// The fetcher writes a 2xx body to a hidden `.part` file beside its destination and renames it when complete; a
/// copier thread opens that file as soon as it appears (the descriptor follows the file through the rename) and
/// copies what has been written, woken by the progress callback or every 50 ms. The temporary directory is removed
/// afterwards. Non-2xx bodies never reach the file: they come back in the error.
final class StreamingDownload: @unchecked Sendable {
    /// Where the body goes.
    enum Sink {
        /// Copy to this descriptor while the body arrives.
        case live(Int32)
        /// Copy to this descriptor after the body is complete (used with retries, where a failed attempt's
        /// partial body must not reach the output).
        case afterCompletion(Int32)
        /// Throw the body away (`-o /dev/null`).
        case discard
    }

    private let directory: URL
    private let destination: URL
    private let wakeUp = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var transferEnded = false
    private var copyFailure: Int32?
    private var copiedBytes: Int64 = 0

    private init(directory: URL) {
        self.directory = directory
        self.destination = directory.appendingPathComponent("body")
    }

    /// Downloads `request` with `fetcher`, delivering the body to `sink`; returns the response (empty body) and the
    /// number of bytes delivered. Throws `GDataHTTPError` (`.fileIO` when the output cannot be written).
    static func run(
        _ request: GDataHTTPRequest,
        fetcher: GDataHTTPFetcher,
        sink: Sink,
        progress: GDataHTTPProgressHandler?
    ) async throws -> (response: GDataHTTPResponse, bytes: Int64) {
        let directory = try makeTemporaryDirectory()
        // Ctrl-C must not leave the temporary directory behind.
        let interrupt = InterruptHandler { try? FileManager.default.removeItem(at: directory) }
        defer {
            interrupt.cancel()
            try? FileManager.default.removeItem(at: directory)
        }
        let download = StreamingDownload(directory: directory)
        return try await download.perform(request, fetcher: fetcher, sink: sink, progress: progress)
    }

    private func perform(
        _ request: GDataHTTPRequest,
        fetcher: GDataHTTPFetcher,
        sink: Sink,
        progress: GDataHTTPProgressHandler?
    ) async throws -> (response: GDataHTTPResponse, bytes: Int64) {
        switch sink {
        case .discard:
            let response = try await fetcher.download(request, to: destination, progress: progress)
            let size = (try? FileManager.default.attributesOfItem(atPath: destination.path)[.size] as? NSNumber)?
                .int64Value
            return (response, size ?? 0)
        case .afterCompletion(let descriptor):
            let response = try await fetcher.download(request, to: destination, progress: progress)
            let fd = open(destination.path, O_RDONLY)
            guard fd >= 0 else { throw Self.outputError("cannot reopen the downloaded body", errno: errno) }
            defer { close(fd) }
            try copyAvailable(from: fd, to: descriptor)
            return (response, lock.withLock { copiedBytes })
        case .live(let descriptor):
            let wakeUp = self.wakeUp
            let transfer = Task {
                try await fetcher.download(request, to: destination) { value in
                    wakeUp.signal()
                    progress?(value)
                }
            }
            let copierDone = DispatchSemaphore(value: 0)
            // When the output breaks (e.g. `| head` exits), stop the download instead of finishing it for nothing.
            let copier = Thread { [self] in
                copyLoop(to: descriptor, onFailure: { transfer.cancel() })
                copierDone.signal()
            }
            copier.name = "gdata-output"
            copier.start()
            let result = await withTaskCancellationHandler {
                await transfer.result
            } onCancel: {
                transfer.cancel()
            }
            lock.withLock { transferEnded = true }
            wakeUp.signal()
            await Self.wait(for: copierDone)
            if let failure = lock.withLock({ copyFailure }) {
                throw Self.outputError("writing the output failed", errno: failure)
            }
            return (try result.get(), lock.withLock { copiedBytes })
        }
    }

    // MARK: - Copier thread

    private func copyLoop(to output: Int32, onFailure: () -> Void) {
        var input: Int32 = -1
        defer { if input >= 0 { close(input) } }
        while true {
            let ended = lock.withLock { transferEnded }
            if input < 0 { input = openBody() }
            if input >= 0 {
                do {
                    try copyAvailable(from: input, to: output)
                } catch {
                    onFailure()  // copyFailure is set
                    return
                }
            }
            if ended { return }
            _ = wakeUp.wait(timeout: .now() + .milliseconds(50))
        }
    }

    /// Opens the body being written (the hidden `.part` file) or the finished file, if either exists yet.
    private func openBody() -> Int32 {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(".body.") && name.hasSuffix(".part") {
            let fd = open(directory.appendingPathComponent(name).path, O_RDONLY)
            if fd >= 0 { return fd }
        }
        return open(destination.path, O_RDONLY)
    }

    /// Copies from `input` to `output` until `input` has no more bytes for now.
    private func copyAvailable(from input: Int32, to output: Int32) throws {
        let capacity = 256 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(input, buffer, capacity)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            guard CLIOutput.writeAll(buffer, count: count, to: output) else {
                let code = errno
                lock.withLock { if copyFailure == nil { copyFailure = code } }
                throw Self.outputError("writing the output failed", errno: code)
            }
            lock.withLock { copiedBytes += Int64(count) }
        }
    }

    // MARK: - Helpers

    private static func makeTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gdata-get-\(getpid())-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(
                at: directory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw GDataHTTPError(
                code: .fileIO,
                message: "cannot create a temporary directory at \(directory.path): \(error)",
                underlying: error
            )
        }
        return directory
    }

    private static func outputError(_ what: String, errno code: Int32) -> GDataHTTPError {
        GDataHTTPError(code: .fileIO, message: "\(what): \(String(cString: strerror(code)))")
    }

    /// Waits for a semaphore without blocking the cooperative pool.
    private static func wait(for semaphore: DispatchSemaphore) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                semaphore.wait()
                continuation.resume()
            }
        }
    }
}
