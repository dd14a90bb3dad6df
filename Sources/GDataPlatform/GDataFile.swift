#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing file descriptors whole, for what full Foundation's `FileHandle` did in the package (standard
/// input and error, appending to a log, reading a file in chunks).
package enum GDataFile {
    /// Writes every byte of `bytes` to `descriptor`, retrying partial writes and interruptions. Returns `false` on an
    /// error (`errno` says which).
    @discardableResult
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Reads `descriptor` to its end; `nil` on an error.
    package static func readAll(_ descriptor: Int32) -> [UInt8]? {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return result }
            result.append(contentsOf: chunk[0..<count])
        }
    }

    /// Reads up to `count` bytes (fewer at the end of the file); `nil` on an error.
    package static func readChunk(_ descriptor: Int32, upTo count: Int) -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = chunk.withUnsafeMutableBytes {
                read(descriptor, $0.baseAddress! + filled, count - filled)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            filled += got
        }
        chunk.removeLast(count - filled)
        return chunk
    }

    /// The C library's `read(2)`, for code inside a type whose own `read` hides it.
    package static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        read(descriptor, buffer, count)
    }

    /// The C library's `write(2)`, for code inside a type whose own `write` hides it.
    package static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        write(descriptor, buffer, count)
    }

    /// The C library's `open(2)` without a mode, for code inside a type whose own `open` hides it.
    package static func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

    /// The C library's `close(2)`, for code inside a type whose own `close` hides it.
    @discardableResult
    package static func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

    /// Writes `text` to standard error (unbuffered, as `FileHandle.standardError` wrote it).
    package static func writeStandardError(_ text: String) { writeAll(2, Array(text.utf8)) }

    /// Writes `text` to standard output (unbuffered).
    package static func writeStandardOutput(_ text: String) { writeAll(1, Array(text.utf8)) }
}
