internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A file created exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`) under an unpredictable name beside its destination,
/// written, then renamed into place: a symlink or file planted in the directory is never followed or truncated, and
/// a reader never sees half a file. Used by downloads (``GDataHTTPFetcher/download(_:to:progress:)``, `gdata api
/// --download --chunk-size`) and the fetch history's cache files.
public struct GDataTemporaryFile: Sendable {
    /// The temporary file's path: `DIR/.NAME.<random>.part` for the destination `DIR/NAME`.
    public let path: String
    /// The open descriptor (write-only, close-on-exec). ``commit()`` and ``discard()`` close it.
    public let descriptor: Int32
    /// Where ``commit()`` moves the file.
    public let destination: URL

    /// Creates the temporary file for `destination` with `permissions` (POSIX mode bits, Linux's `mode_t`; before the
    /// umask).
    ///
    /// - Throws: ``GDataHTTPError/Code/fileIO`` when the directory cannot take a new file.
    public init(beside destination: URL, permissions: UInt32 = 0o644) throws(GDataHTTPError) {
        let directory = destination.deletingLastPathComponent().path
        var lastError: Int32 = 0
        for _ in 0..<8 {
            let random = UInt64.random(in: 0...UInt64.max)
            let candidate = directory + "/." + destination.lastPathComponent + "." + String(random, radix: 36) + ".part"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(permissions))
            if fd >= 0 {
                self.path = candidate
                self.descriptor = fd
                self.destination = destination
                return
            }
            lastError = errno
            if lastError != EEXIST && lastError != EINTR { break }
        }
        throw GDataHTTPError(
            code: .fileIO,
            message:
                "cannot create a temporary file beside \(destination.path): \(String(cString: strerror(lastError)))",
            url: destination
        )
    }

    /// Writes all of `data` at the current position.
    public func write(_ data: Data) throws(GDataHTTPError) {
        let failed: Int32? = data.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = GDataFile.systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failed {
            throw GDataHTTPError(
                code: .fileIO,
                message: "writing \(path) failed: \(String(cString: strerror(failed)))",
                url: destination
            )
        }
    }

    /// Closes the file and renames it to ``destination``; on failure the temporary file is removed.
    public func commit() throws(GDataHTTPError) {
        close(descriptor)
        guard rename(path, destination.path) == 0 else {
            let code = errno
            unlink(path)
            throw GDataHTTPError(
                code: .fileIO,
                message: "cannot move the file to \(destination.path): \(String(cString: strerror(code)))",
                url: destination
            )
        }
    }

    /// Closes and removes the temporary file.
    public func discard() {
        close(descriptor)
        unlink(path)
    }

    /// Writes `data` to `destination` through a temporary file (created exclusively with `permissions`), renamed
    /// into place.
    public static func write(_ data: Data, to destination: URL, permissions: UInt32) throws(GDataHTTPError) {
        let file = try GDataTemporaryFile(beside: destination, permissions: permissions)
        do {
            try file.write(data)
        } catch {
            file.discard()
            throw error
        }
        try file.commit()
    }
}
