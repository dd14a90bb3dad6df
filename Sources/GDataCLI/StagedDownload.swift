import GDataHTTP

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

/// A download staged in a private temporary directory and copied to a descriptor once complete.
///
/// Used by `gdata get --retry` when the output is standard output or a pipe: a retried attempt must not repeat bytes
/// that an earlier, failed attempt already printed, so nothing is printed until the body is complete. (Without
/// `--retry` the fetcher writes straight into the descriptor with `download(_:toFileDescriptor:progress:)`.)
enum StagedDownload {
    /// Downloads `request` into a temporary file, then copies it to `descriptor`; returns the response (empty body).
    /// Throws `GDataHTTPError` (`.fileIO` when the output cannot be written).
    static func run(
        _ request: GDataHTTPRequest,
        fetcher: GDataHTTPFetcher,
        to descriptor: Int32,
        progress: GDataHTTPProgressHandler?
    ) async throws -> GDataHTTPResponse {
        let directory = try makeTemporaryDirectory()
        // Ctrl-C must not leave the temporary directory behind.
        let interrupt = InterruptHandler { try? FileManager.default.removeItem(at: directory) }
        defer {
            interrupt.cancel()
            try? FileManager.default.removeItem(at: directory)
        }
        let body = directory.appendingPathComponent("body")
        let response = try await fetcher.download(request, to: body, progress: progress)
        let input = open(body.path, O_RDONLY)
        guard input >= 0 else { throw outputError("cannot reopen the downloaded body", errno: errno) }
        defer { close(input) }
        try copy(from: input, to: descriptor)
        return response
    }

    /// Copies `input` to `output` in 256 KiB blocks.
    private static func copy(from input: Int32, to output: Int32) throws {
        let capacity = 256 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(input, buffer, capacity)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw outputError("reading the downloaded body failed", errno: errno) }
            if count == 0 { return }
            guard CLIOutput.writeAll(buffer, count: count, to: output) else {
                throw outputError("writing the output failed", errno: errno)
            }
        }
    }

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
}
