import GDataHTTP
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

/// Unbuffered writes to standard output and standard error, and formatting shared by the HTTP commands.
enum CLIOutput {
    /// Writes `text` to standard error as is.
    static func error(_ text: String) {
        _ = writeAll(Data(text.utf8), to: STDERR_FILENO)
    }

    /// Writes one `gdata: …` line to standard error, credentials masked (``GDataHTTPRedaction/text(_:)``, the rule of
    /// `-v` and the HTML log): no message shows `key=…`, a token or a password, whatever it quotes.
    static func errorLine(_ text: String) {
        error("gdata: \(GDataHTTPRedaction.text(text))\n")
    }

    /// Writes `data` to standard output; false when the write failed (e.g. the reader closed the pipe).
    @discardableResult
    static func standardOutput(_ data: Data) -> Bool {
        writeAll(data, to: STDOUT_FILENO)
    }

    /// Writes every byte of `data` to `descriptor`, retrying short writes and `EINTR`; false on failure.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            return writeAll(base, count: buffer.count, to: descriptor)
        }
    }

    /// Writes `count` bytes at `bytes` to `descriptor`, retrying short writes and `EINTR`; false on failure.
    static func writeAll(_ bytes: UnsafeRawPointer, count: Int, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < count {
            let written = write(descriptor, bytes + offset, count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Stops a closed pipe from killing the process: writes then fail with `EPIPE` and are reported.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// `200 OK`, or just the number for statuses without a known phrase.
    static func statusText(_ status: Int) -> String {
        GDataHTTPResponse.reasonPhrase(for: status).map { "\(status) \($0)" } ?? "\(status)"
    }

    /// A byte count for people: `512 B`, `1.5 KiB`, `12.0 MiB`, `105 MiB`.
    static func byteCount(_ bytes: Int64) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var value = Double(max(0, bytes))
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(Int64(value)) B" }
        return GDataText.format(value >= 100 ? "%.0f" : "%.1f", value) + " " + units[unit]
    }
}
