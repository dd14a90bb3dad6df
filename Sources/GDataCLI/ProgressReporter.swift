internal import GDataPlatform
import Synchronization

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

/// Shows transfer progress on standard error for `--progress` (shared by `get` and `upload`).
///
/// On a terminal it redraws one bar line in place (at most ten times a second):
/// `[=========>          ]  45%  4.5 MiB / 10.0 MiB  3.2 MiB/s`.
/// Otherwise (a pipe or a file) it writes plain lines, at most two a second, and always a final line:
/// `gdata: progress 524288/1048576 bytes (50%), 1.2 MiB/s` …
/// `gdata: done 1048576/1048576 bytes (100%) in 0.8 s, 1.2 MiB/s`.
///
/// ``update(done:total:)`` may be called from any thread (the fetcher calls it on its I/O thread).
final class ProgressReporter: Sendable {
    /// How the progress is drawn.
    enum Style: Equatable {
        /// A bar redrawn in place, for a terminal `columns` wide.
        case bar(columns: Int)
        /// Plain periodic lines.
        case lines
    }

    let style: Style
    private let descriptor: Int32
    private let minimumInterval: TimeInterval
    private let startedAt: TimeInterval
    private struct State {
        var done: Int64 = 0
        var total: Int64?
        var lastDrawnAt: TimeInterval?
        var finished = false
    }
    private let state = Mutex(State())

    /// A reporter writing to `descriptor` (standard error by default), as a bar when it is a terminal.
    init(descriptor: Int32 = STDERR_FILENO) {
        self.descriptor = descriptor
        if isatty(descriptor) == 1 {
            style = .bar(columns: Self.terminalColumns(descriptor) ?? 80)
            minimumInterval = 0.1
        } else {
            style = .lines
            minimumInterval = 0.5
        }
        startedAt = ProcessInfo.processInfo.systemUptime
    }

    /// Records that `done` of `total` bytes (nil when unknown) have moved; draws if enough time has passed.
    func update(done: Int64, total: Int64?) {
        let now = ProcessInfo.processInfo.systemUptime
        let text: String? = state.withLock { state in
            guard !state.finished else { return nil }
            state.done = done
            if let total { state.total = total }
            if let lastDrawnAt = state.lastDrawnAt, now - lastDrawnAt < minimumInterval { return nil }
            // Nothing for very short transfers.
            if state.lastDrawnAt == nil, now - startedAt < minimumInterval { return nil }
            state.lastDrawnAt = now
            return render(done: state.done, total: state.total, now: now, final: false)
        }
        if let text { write(text) }
    }

    /// Draws the final state (ending the bar's line) once; later updates are ignored.
    func finish() {
        let now = ProcessInfo.processInfo.systemUptime
        let text: String? = state.withLock { state in
            guard !state.finished else { return nil }
            state.finished = true
            return render(done: state.done, total: state.total, now: now, final: true)
        }
        if let text { write(text) }
    }

    // MARK: - Rendering

    private func render(done: Int64, total: Int64?, now: TimeInterval, final: Bool) -> String {
        let elapsed = max(now - startedAt, 0.001)
        let rate = CLIOutput.byteCount(Int64(Double(done) / elapsed)) + "/s"
        let percent = total.map { $0 > 0 ? min(100, Int(done * 100 / $0)) : 100 }
        switch style {
        case .lines:
            var line = final ? "gdata: done \(done)" : "gdata: progress \(done)"
            if let total { line += "/\(total)" }
            line += " bytes"
            if let percent { line += " (\(percent)%)" }
            if final { line += " in " + GDataText.format("%.1f", elapsed) + " s" }
            return line + ", \(rate)\n"
        case .bar(let columns):
            var tail = ""
            if let percent { tail += String(repeating: " ", count: max(0, 4 - "\(percent)%".count)) + "\(percent)%  " }
            tail += CLIOutput.byteCount(done)
            if let total { tail += " / " + CLIOutput.byteCount(total) }
            tail += "  \(rate)"
            var line = ""
            let barWidth = columns - tail.count - 4
            if let percent, barWidth >= 10 {
                let filled = barWidth * percent / 100
                var bar = String(repeating: "=", count: filled)
                if filled < barWidth { bar += ">" + String(repeating: " ", count: barWidth - filled - 1) }
                line = "[\(bar)] "
            }
            line += tail
            if line.count >= columns { line = String(line.prefix(max(0, columns - 1))) }
            return "\r" + line + "\u{1B}[K" + (final ? "\n" : "")
        }
    }

    private func write(_ text: String) {
        _ = CLIOutput.writeAll(Data(text.utf8), to: descriptor)
    }

    private static func terminalColumns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
