import Foundation
import Glibc

/// One measured run of a child process: wall time on the monotonic clock, peak RSS and CPU time from `wait4()`.
struct ProcessMeasurement: Codable, Sendable {
    /// Wall time from just before `posix_spawn` to the child's exit, in seconds.
    var wallSeconds: Double
    /// `ru_maxrss` of the child (Linux: KiB; includes descendants it waited for).
    var maxRSSKiB: Int
    /// User CPU time, seconds.
    var userSeconds: Double
    /// System CPU time, seconds.
    var systemSeconds: Double
    /// The exit status, or `nil` when the child was killed by a signal.
    var exitStatus: Int32?
    /// The signal that killed the child, if any.
    var signal: Int32?
    /// `true` when the harness killed the child because it ran past the timeout.
    var timedOut: Bool
    /// The first lines of the child's standard error (kept only when it failed).
    var stderrExcerpt: String?
    /// Bytes the child wrote to its standard output, when that was a pipe the harness drained.
    var stdoutBytes: Int64?

    /// User plus system CPU time, seconds.
    var cpuSeconds: Double { userSeconds + systemSeconds }

    /// `true` when the child exited with status 0.
    var succeeded: Bool { exitStatus == 0 && !timedOut }

    /// A short human-readable reason for a failed run.
    var failureDescription: String {
        var parts: [String] = []
        if timedOut { parts.append("timed out") }
        if let exitStatus, exitStatus != 0 { parts.append("exit \(exitStatus)") }
        if let signal { parts.append("signal \(signal)") }
        if let stderrExcerpt, !stderrExcerpt.isEmpty { parts.append(stderrExcerpt) }
        return parts.joined(separator: ": ")
    }
}

/// An error starting a child process (the program is missing or not executable).
struct SpawnError: Error, CustomStringConvertible {
    var description: String
}

/// Lets the timeout watchdog and the waiting thread agree on whether the child may still be killed.
private final class WatchdogState: @unchecked Sendable {
    private let lock = NSLock()
    private var reaped = false
    private(set) var firedBeforeExit = false

    /// Kills `pid` unless the child has already exited (its zombie is kept until `markExited`, so the pid
    /// cannot have been reused).
    func fire(pid: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        guard !reaped else { return }
        firedBeforeExit = true
        kill(pid, SIGKILL)
    }

    func markExited() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        reaped = true
        return firedBeforeExit
    }
}

/// Reads a pipe to its end on a thread of its own, discarding the bytes and counting them.
private final class PipeDrain: @unchecked Sendable {
    private let descriptor: Int32
    private let done = DispatchSemaphore(value: 0)
    private var count: Int64 = 0

    /// Starts reading `descriptor` (which this object closes).
    init(descriptor: Int32) {
        self.descriptor = descriptor
        let thread = Thread { [self] in
            let size = 1 << 20
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
            defer { buffer.deallocate() }
            while true {
                let got = read(descriptor, buffer, size)
                if got > 0 {
                    count += Int64(got)
                } else if got == 0 || errno != EINTR {
                    break
                }
            }
            done.signal()
        }
        thread.start()
    }

    /// Waits for the end of the pipe, closes it and returns the bytes read.
    func finish() -> Int64 {
        done.wait()
        close(descriptor)
        return count
    }
}

/// Spawns child processes with `posix_spawn` and measures them with `wait4`.
enum ProcessRunner {
    /// Searches `PATH` for `name` (returned unchanged when it contains a slash). `nil` when not found.
    static func resolveExecutable(_ name: String) -> String? {
        if name.contains("/") {
            return access(name, X_OK) == 0 ? name : nil
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = directory + "/" + name
            if access(candidate, X_OK) == 0 { return String(candidate) }
        }
        return nil
    }

    /// The monotonic clock in seconds.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Starts `arguments` (the first is the program, searched in `PATH`) with stdin on `/dev/null`, stdout on
    /// `stdoutPath` and stderr to `stderrPath`; returns the pid. The caller waits with ``wait(pid:start:stderrPath:timeout:)``.
    ///
    /// This uses `fork` + `execve`, not `posix_spawn`: glibc's `posix_spawn` shares the parent's memory
    /// (`CLONE_VM`), and Linux folds the *parent's* peak RSS into the child's `ru_maxrss` at `exec` (≈ 19 MiB of
    /// Swift runtime and Foundation here), which would hide the true peak of small children such as
    /// `xmllint --stream` (≈ 5 MiB). A forked child starts from a copy that counts only this process's anonymous
    /// pages (≈ 1.5 MiB). Between `fork` and `execve` the child calls only async-signal-safe functions on
    /// buffers prepared beforehand.
    /// `stdoutDescriptor`, when given, becomes the child's standard output instead of `stdoutPath` (the caller keeps
    /// and closes it).
    static func spawn(
        _ arguments: [String],
        stderrPath: String,
        stdoutPath: String = "/dev/null",
        stdoutDescriptor: Int32? = nil
    ) throws -> pid_t {
        guard let program = arguments.first else { throw SpawnError(description: "empty command") }
        guard let executable = resolveExecutable(program) else {
            throw SpawnError(description: "cannot execute \(program): not found or not executable")
        }
        let stdinFD = open("/dev/null", O_RDONLY | O_CLOEXEC)
        let stdoutFD = stdoutDescriptor ?? open(stdoutPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        let stderrFD = open(stderrPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        defer {
            for fd in [stdinFD, stderrFD] where fd >= 0 { close(fd) }
            if stdoutDescriptor == nil, stdoutFD >= 0 { close(stdoutFD) }
        }
        guard stdinFD >= 0, stdoutFD >= 0, stderrFD >= 0 else {
            throw SpawnError(
                description: "cannot open the child's standard streams: \(String(cString: strerror(errno)))"
            )
        }
        let cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        guard let cPath = strdup(executable) else { throw SpawnError(description: "out of memory") }
        defer { free(cPath) }

        let pid = cArguments.withUnsafeBufferPointer { argv -> pid_t in
            guard let argvBase = argv.baseAddress else { return -1 }
            let pid = fork()
            if pid == 0 {
                // Child: async-signal-safe calls only.
                dup2(stdinFD, 0)
                dup2(stdoutFD, 1)
                dup2(stderrFD, 2)
                execve(cPath, argvBase, environ)
                _exit(127)
            }
            return pid
        }
        guard pid > 0 else {
            throw SpawnError(description: "cannot fork: \(String(cString: strerror(errno)))")
        }
        return pid
    }

    /// Runs `arguments` to completion and measures it. Wall time runs from just before the spawn to the moment
    /// the child's exit is observed; the child is killed after `timeout` seconds.
    ///
    /// With `drainingStdout` the child's standard output is a pipe that a harness thread reads (1 MiB at a time) and
    /// discards, counting the bytes into ``ProcessMeasurement/stdoutBytes``: the way `tool | consumer` runs.
    static func measure(
        _ arguments: [String],
        timeout: Double,
        scratchDirectory: String,
        drainingStdout: Bool = false
    ) throws -> ProcessMeasurement {
        let stderrPath = scratchDirectory + "/child-stderr.txt"
        guard drainingStdout else {
            let start = now()
            let pid = try spawn(arguments, stderrPath: stderrPath)
            return wait(pid: pid, start: start, stderrPath: stderrPath, timeout: timeout)
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw SpawnError(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        // Close-on-exec (the harness spawns one child at a time, so no other child can inherit them meanwhile).
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let drain = PipeDrain(descriptor: ends[0])
        let start = now()
        let pid: pid_t
        do {
            pid = try spawn(arguments, stderrPath: stderrPath, stdoutDescriptor: ends[1])
        } catch {
            close(ends[1])
            _ = drain.finish()
            throw error
        }
        close(ends[1])  // the child holds the only write end now: EOF when it exits
        var measurement = wait(pid: pid, start: start, stderrPath: stderrPath, timeout: timeout)
        measurement.stdoutBytes = drain.finish()
        return measurement
    }

    /// Waits for `pid` (started at monotonic time `start`), enforcing `timeout`, and collects its rusage.
    static func wait(pid: pid_t, start: Double, stderrPath: String?, timeout: Double) -> ProcessMeasurement {
        let watchdog = WatchdogState()
        let item = DispatchWorkItem { watchdog.fire(pid: pid) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: item)

        // Wait for the exit without reaping, so that the pid stays ours while the watchdog may still fire.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        let end = now()
        item.cancel()
        let timedOut = watchdog.markExited()

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}

        let termSignal = status & 0x7f
        let exitStatus: Int32? = termSignal == 0 ? (status >> 8) & 0xff : nil
        var measurement = ProcessMeasurement(
            wallSeconds: end - start,
            maxRSSKiB: usage.ru_maxrss,
            userSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6,
            systemSeconds: Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6,
            exitStatus: exitStatus,
            signal: termSignal == 0 ? nil : termSignal,
            timedOut: timedOut,
            stderrExcerpt: nil
        )
        if !measurement.succeeded, let stderrPath {
            measurement.stderrExcerpt = excerpt(ofFile: stderrPath)
        }
        return measurement
    }

    /// The first non-empty lines of a file, joined, at most 300 characters.
    static func excerpt(ofFile path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let joined = lines.prefix(3).joined(separator: " | ")
        return joined.count > 300 ? String(joined.prefix(300)) + "…" : joined
    }

    /// The first line a tool prints for `arguments` (e.g. `xmllint --version`, on stdout or stderr), or `nil`.
    static func versionLine(_ arguments: [String], scratchDirectory: String) -> String? {
        let outPath = scratchDirectory + "/version-stdout.txt"
        let errPath = scratchDirectory + "/version-stderr.txt"
        guard let pid = try? spawn(arguments, stderrPath: errPath, stdoutPath: outPath) else { return nil }
        _ = wait(pid: pid, start: now(), stderrPath: nil, timeout: 30)
        for path in [outPath, errPath] {
            if let data = FileManager.default.contents(atPath: path),
                let line = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first
            {
                return String(line)
            }
        }
        return nil
    }

    /// Runs a helper command (not measured) with inherited stdio; returns its exit status or `nil` when it
    /// could not start.
    static func runInheritingOutput(_ arguments: [String]) -> Int32? {
        guard let program = arguments.first, let executable = resolveExecutable(program) else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Send the helper's stdout to our stderr so the report on stdout stays clean.
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        let cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, cArguments, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }
}
