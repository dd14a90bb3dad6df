internal import CGDataCurl
internal import GDataPlatform
internal import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs every transfer of one fetcher on one dedicated thread around one `curl_multi` handle.
///
/// Callers hand over configured ``CurlTransfer``s through a lock-protected queue and wake the thread with
/// `curl_multi_wakeup`; the thread adds them to the multi handle (at most `maxPerHost` running per host, the rest
/// wait in line in FIFO order), drives them with `curl_multi_perform` / `curl_multi_poll`, enforces each transfer's
/// inactivity timeout, and resumes the caller's continuation when a transfer ends. Blocking libcurl work never runs
/// on Swift's cooperative thread pool. The multi handle's connection cache gives keep-alive reuse across requests.
///
/// The thread starts with the first transfer and ends after ``requestStop()``; ``join()`` waits for it to finish.
///
/// The driver is also a `TaskExecutor`: a task that prefers it (`withTaskExecutorPreference`) runs its code on the
/// driver thread between libcurl calls, so a sequential loop of requests resumes and submits the next one without a
/// thread hop in either direction. Jobs that arrive once the thread has exited go to the global concurrent executor.
final class CurlMultiDriver: TaskExecutor, @unchecked Sendable {
    // @unchecked: what callers share with the driver thread is in the `shared` Mutex; the `private var`s below it
    // are touched by the driver thread only.
    private let maxPerHost: Int

    /// What callers and the driver thread share (also each transfer's `cancelRequested`, written under it).
    private struct Shared {
        var multi: UnsafeMutableRawPointer?
        var threadStarted = false
        var stopRequested = false
        var exited = false
        var incoming: [CurlTransfer] = []
        var cancellations: [CurlTransfer] = []
        var joinWaiters: [CheckedContinuation<Void, Never>] = []
        /// Jobs of tasks that prefer this driver as their executor, run on the driver thread.
        var jobs: [UnownedJob] = []
    }
    private let shared = Mutex(Shared())

    // Driver thread only.
    private var waiting: [CurlTransfer] = []
    private var running: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    private var runningPerHost: [String: Int] = [:]

    init(maxPerHost: Int) {
        self.maxPerHost = max(1, maxPerHost)
    }

    /// True once ``requestStop()`` was called.
    var isStopped: Bool { shared.withLock { $0.stopRequested } }

    /// Queues `transfer` (its continuation must be set). Finishes it at once if the driver is stopped or it was cancelled.
    func submit(_ transfer: CurlTransfer) {
        enum Outcome { case queued, stopped, cancelled, noMultiHandle }
        let outcome: Outcome = shared.withLock { shared in
            if shared.stopRequested { return .stopped }
            if transfer.cancelRequested { return .cancelled }
            if !shared.threadStarted, !startThread(&shared) { return .noMultiHandle }
            shared.incoming.append(transfer)
            if let multi = shared.multi { cgdata_curl_multi_wakeup(multi) }
            return .queued
        }
        switch outcome {
        case .queued: break
        case .stopped: transfer.finish(.failure(Self.shutdownError(transfer)))
        case .cancelled: transfer.finish(.failure(Self.cancelledError(transfer)))
        case .noMultiHandle:
            transfer.finish(
                .failure(
                    GDataHTTPError(
                        code: .network,
                        message: "libcurl could not create a multi handle",
                        url: transfer.request.url
                    )
                )
            )
        }
    }

    /// Creates the multi handle and starts the thread (called under the lock). False when libcurl has no handle.
    private func startThread(_ shared: inout Shared) -> Bool {
        CurlGlobal.ensureInitialized()
        guard let handle = cgdata_curl_multi_init() else { return false }
        _ = cgdata_curl_multi_setopt_long(handle, CURLMOPT_MAX_HOST_CONNECTIONS, maxPerHost)
        shared.multi = handle
        shared.threadStarted = true
        guard GDataThread.detach(name: Self.threadName, { [self] in self.run() }) else {
            shared.multi = nil
            shared.threadStarted = false
            cgdata_curl_multi_cleanup(handle)
            return false
        }
        return true
    }

    // MARK: - TaskExecutor

    /// Runs `job` on the driver thread (starting it if needed), or on the global concurrent executor once the driver
    /// has stopped.
    func enqueue(_ job: consuming ExecutorJob) {
        let unownedJob = UnownedJob(job)
        let queued: Bool = shared.withLock { shared in
            if shared.exited || shared.stopRequested { return false }
            if !shared.threadStarted, !startThread(&shared) { return false }
            shared.jobs.append(unownedJob)
            if shared.jobs.count == 1, let multi = shared.multi { cgdata_curl_multi_wakeup(multi) }
            return true
        }
        if !queued { globalConcurrentExecutor.enqueue(ExecutorJob(unownedJob)) }
    }

    /// Runs the queued jobs (and those they queue) on the driver thread.
    private func runJobs() {
        while true {
            let jobs = shared.withLock { shared -> [UnownedJob] in
                defer { shared.jobs.removeAll(keepingCapacity: true) }
                return shared.jobs
            }
            if jobs.isEmpty { return }
            let executor = asUnownedTaskExecutor()
            for job in jobs { job.runSynchronously(on: executor) }
        }
    }

    /// Asks the thread to stop `transfer` promptly; it then finishes with ``GDataHTTPError/Code/cancelled``.
    func cancel(_ transfer: CurlTransfer) {
        shared.withLock { shared in
            transfer.cancelRequested = true
            if shared.threadStarted, !shared.exited {
                shared.cancellations.append(transfer)
                if let multi = shared.multi { cgdata_curl_multi_wakeup(multi) }
            }
        }
    }

    /// Stops accepting transfers and asks the thread to end every transfer with ``GDataHTTPError/Code/shutdown`` and
    /// exit. Does not wait; see ``join()``. Idempotent.
    func requestStop() {
        shared.withLock { shared in
            shared.stopRequested = true
            if !shared.threadStarted { shared.exited = true }
            if let multi = shared.multi { cgdata_curl_multi_wakeup(multi) }
        }
    }

    /// Waits until the thread has exited and released the multi handle (returns at once if it never started).
    func join() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let exited = shared.withLock { shared in
                if !shared.exited { shared.joinWaiters.append(continuation) }
                return shared.exited
            }
            if exited { continuation.resume() }
        }
    }

    // MARK: - Driver thread

    /// The driver thread's name, set from the thread itself so the kernel shows it too (at most 15 characters).
    static let threadName = "gdata-http-io"

    private func run() {
        guard let multi = shared.withLock({ $0.multi }) else { return }
        while true {
            runJobs()
            let (stop, newTransfers, cancelled, cancelledNew) = shared.withLock { shared in
                defer {
                    shared.incoming.removeAll()
                    shared.cancellations.removeAll()
                }
                return (
                    shared.stopRequested, shared.incoming, shared.cancellations,
                    shared.incoming.map(\.cancelRequested)
                )
            }

            if stop {
                for transfer in newTransfers { transfer.finish(.failure(Self.shutdownError(transfer))) }
                break
            }
            for (transfer, isCancelled) in zip(newTransfers, cancelledNew) {
                if isCancelled {
                    transfer.finish(.failure(Self.cancelledError(transfer)))
                } else {
                    waiting.append(transfer)
                }
            }
            for transfer in cancelled {
                if running[transfer.handle] === transfer {
                    finishRunning(transfer, multi: multi, result: .failure(Self.cancelledError(transfer)))
                } else if let index = waiting.firstIndex(where: { $0 === transfer }) {
                    waiting.remove(at: index)
                    transfer.finish(.failure(Self.cancelledError(transfer)))
                }
            }
            startWaiting(multi)

            var stillRunning: Int32 = 0
            _ = cgdata_curl_multi_perform(multi, &stillRunning)
            collectFinished(multi)
            enforceTimeouts(multi)
            startWaiting(multi)

            // Resumed tasks that prefer this driver run now, and what they submit starts without waiting for a poll.
            runJobs()
            if shared.withLock({ !$0.incoming.isEmpty || !$0.cancellations.isEmpty || $0.stopRequested }) { continue }
            var descriptors: Int32 = 0
            _ = cgdata_curl_multi_poll(multi, nil, 0, pollTimeout(), &descriptors)
        }

        // Shutdown: end everything still known, then release the multi handle.
        for transfer in running.values {
            finishRunning(transfer, multi: multi, result: .failure(Self.shutdownError(transfer)))
        }
        for transfer in waiting { transfer.finish(.failure(Self.shutdownError(transfer))) }
        waiting.removeAll()
        let (late, waiters, jobs) = shared.withLock { shared in
            defer {
                shared.incoming.removeAll()
                shared.cancellations.removeAll()
                shared.joinWaiters.removeAll()
                shared.jobs.removeAll()
                shared.multi = nil
                shared.exited = true
            }
            return (shared.incoming, shared.joinWaiters, shared.jobs)
        }
        // From here on, jobs go to the global executor (enqueue sees `exited`); these were queued before.
        for job in jobs { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
        for transfer in late { transfer.finish(.failure(Self.shutdownError(transfer))) }
        cgdata_curl_multi_cleanup(multi)
        for waiter in waiters { waiter.resume() }
    }

    private func startWaiting(_ multi: UnsafeMutableRawPointer) {
        guard !waiting.isEmpty else { return }
        var index = 0
        while index < waiting.count {
            let transfer = waiting[index]
            let count = runningPerHost[transfer.hostKey, default: 0]
            guard count < maxPerHost else {
                index += 1
                continue
            }
            waiting.remove(at: index)
            let code = cgdata_curl_multi_add_handle(multi, transfer.handle)
            guard code == CURLM_OK else {
                let message = String(cString: cgdata_curl_multi_strerror(code))
                transfer.finish(
                    .failure(
                        GDataHTTPError(
                            code: .network,
                            message: "libcurl could not start the transfer: \(message)",
                            url: transfer.request.url
                        )
                    )
                )
                continue
            }
            transfer.lastActivity = ProcessInfo.processInfo.systemUptime
            running[transfer.handle] = transfer
            runningPerHost[transfer.hostKey] = count + 1
        }
    }

    private func collectFinished(_ multi: UnsafeMutableRawPointer) {
        var done: [(UnsafeMutableRawPointer, CURLcode)] = []
        var remaining: Int32 = 0
        while let message = cgdata_curl_multi_info_read(multi, &remaining) {
            if message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle {
                done.append((easy, message.pointee.data.result))
            }
        }
        for (easy, code) in done {
            guard let transfer = running[easy] else { continue }
            finishRunning(transfer, multi: multi, result: transfer.result(for: code))
        }
    }

    private func enforceTimeouts(_ multi: UnsafeMutableRawPointer) {
        let now = ProcessInfo.processInfo.systemUptime
        for transfer in Array(running.values) where now - transfer.lastActivity >= transfer.idleTimeout {
            let error = GDataHTTPError(
                code: .timedOut,
                message: "the request timed out: nothing was sent or received for \(transfer.idleTimeout) s",
                url: transfer.request.url
            )
            finishRunning(transfer, multi: multi, result: .failure(error))
        }
    }

    private func pollTimeout() -> Int32 {
        let now = ProcessInfo.processInfo.systemUptime
        var wait: TimeInterval = 1
        for transfer in running.values {
            wait = min(wait, transfer.lastActivity + transfer.idleTimeout - now)
        }
        return Int32(max(1, min(1000, (wait * 1000).rounded(.up))))
    }

    private func finishRunning(
        _ transfer: CurlTransfer,
        multi: UnsafeMutableRawPointer,
        result: Result<GDataHTTPResponse, GDataHTTPError>
    ) {
        cgdata_curl_multi_remove_handle(multi, transfer.handle)
        running.removeValue(forKey: transfer.handle)
        let count = runningPerHost[transfer.hostKey, default: 1] - 1
        runningPerHost[transfer.hostKey] = count > 0 ? count : nil
        transfer.finish(result)
    }

    static func shutdownError(_ transfer: CurlTransfer) -> GDataHTTPError {
        GDataHTTPError(code: .shutdown, message: "the fetcher was shut down", url: transfer.request.url)
    }

    static func cancelledError(_ transfer: CurlTransfer) -> GDataHTTPError {
        GDataHTTPError(code: .cancelled, message: "the request was cancelled", url: transfer.request.url)
    }
}
