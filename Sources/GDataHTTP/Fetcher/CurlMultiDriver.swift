import Foundation
internal import CGDataCurl

/// Runs every transfer of one fetcher on one dedicated thread around one `curl_multi` handle.
///
/// Callers hand over configured ``CurlTransfer``s through a lock-protected queue and wake the thread with
/// `curl_multi_wakeup`; the thread adds them to the multi handle (at most `maxPerHost` running per host, the rest
/// wait in line in FIFO order), drives them with `curl_multi_perform` / `curl_multi_poll`, enforces each transfer's
/// inactivity timeout, and resumes the caller's continuation when a transfer ends. Blocking libcurl work never runs
/// on Swift's cooperative thread pool. The multi handle's connection cache gives keep-alive reuse across requests.
///
/// The thread starts with the first transfer and ends after ``requestStop()``; ``join()`` waits for it to finish.
final class CurlMultiDriver: @unchecked Sendable {
    private let maxPerHost: Int

    // Guarded by `lock`.
    private let lock = NSLock()
    private var multi: UnsafeMutableRawPointer?
    private var threadStarted = false
    private var stopRequested = false
    private var exited = false
    private var incoming: [CurlTransfer] = []
    private var cancellations: [CurlTransfer] = []
    private var joinWaiters: [CheckedContinuation<Void, Never>] = []

    // Driver thread only.
    private var waiting: [CurlTransfer] = []
    private var running: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    private var runningPerHost: [String: Int] = [:]

    init(maxPerHost: Int) {
        self.maxPerHost = max(1, maxPerHost)
    }

    /// True once ``requestStop()`` was called.
    var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopRequested
    }

    /// Queues `transfer` (its continuation must be set). Finishes it at once if the driver is stopped or it was cancelled.
    func submit(_ transfer: CurlTransfer) {
        lock.lock()
        if stopRequested || transfer.cancelRequested {
            let stopped = stopRequested
            lock.unlock()
            transfer.finish(.failure(stopped ? Self.shutdownError(transfer) : Self.cancelledError(transfer)))
            return
        }
        if !threadStarted {
            CurlGlobal.ensureInitialized()
            guard let handle = curl_multi_init() else {
                lock.unlock()
                transfer.finish(
                    .failure(GDataHTTPError(code: .network, message: "libcurl could not create a multi handle", url: transfer.request.url)))
                return
            }
            _ = cgdata_curl_multi_setopt_long(handle, CURLMOPT_MAX_HOST_CONNECTIONS, maxPerHost)
            multi = handle
            threadStarted = true
            let thread = Thread { [self] in self.run() }
            thread.name = "GDataHTTPFetcher"
            thread.start()
        }
        incoming.append(transfer)
        if let multi { curl_multi_wakeup(multi) }
        lock.unlock()
    }

    /// Asks the thread to stop `transfer` promptly; it then finishes with ``GDataHTTPError/Code/cancelled``.
    func cancel(_ transfer: CurlTransfer) {
        lock.lock()
        transfer.cancelRequested = true
        if threadStarted, !exited {
            cancellations.append(transfer)
            if let multi { curl_multi_wakeup(multi) }
        }
        lock.unlock()
    }

    /// Stops accepting transfers and asks the thread to end every transfer with ``GDataHTTPError/Code/shutdown`` and
    /// exit. Does not wait; see ``join()``. Idempotent.
    func requestStop() {
        lock.lock()
        stopRequested = true
        if !threadStarted { exited = true }
        if let multi { curl_multi_wakeup(multi) }
        lock.unlock()
    }

    /// Waits until the thread has exited and released the multi handle (returns at once if it never started).
    func join() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if exited {
                lock.unlock()
                continuation.resume()
            } else {
                joinWaiters.append(continuation)
                lock.unlock()
            }
        }
    }

    // MARK: - Driver thread

    private func run() {
        lock.lock()
        let handle = multi
        lock.unlock()
        guard let multi = handle else { return }
        while true {
            lock.lock()
            let stop = stopRequested
            let newTransfers = incoming
            let cancelled = cancellations
            incoming.removeAll()
            cancellations.removeAll()
            let cancelledNew = newTransfers.map(\.cancelRequested)
            lock.unlock()

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
            _ = curl_multi_perform(multi, &stillRunning)
            collectFinished(multi)
            enforceTimeouts(multi)
            startWaiting(multi)

            var descriptors: Int32 = 0
            _ = curl_multi_poll(multi, nil, 0, pollTimeout(), &descriptors)
        }

        // Shutdown: end everything still known, then release the multi handle.
        for transfer in running.values {
            finishRunning(transfer, multi: multi, result: .failure(Self.shutdownError(transfer)))
        }
        for transfer in waiting { transfer.finish(.failure(Self.shutdownError(transfer))) }
        waiting.removeAll()
        lock.lock()
        let late = incoming
        incoming.removeAll()
        cancellations.removeAll()
        self.multi = nil
        exited = true
        let waiters = joinWaiters
        joinWaiters.removeAll()
        lock.unlock()
        for transfer in late { transfer.finish(.failure(Self.shutdownError(transfer))) }
        curl_multi_cleanup(multi)
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
            let code = curl_multi_add_handle(multi, transfer.handle)
            guard code == CURLM_OK else {
                let message = String(cString: curl_multi_strerror(code))
                transfer.finish(
                    .failure(GDataHTTPError(code: .network, message: "libcurl could not start the transfer: \(message)", url: transfer.request.url)))
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
        while let message = curl_multi_info_read(multi, &remaining) {
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
                url: transfer.request.url)
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
        _ transfer: CurlTransfer, multi: UnsafeMutableRawPointer, result: Result<GDataHTTPResponse, GDataHTTPError>
    ) {
        curl_multi_remove_handle(multi, transfer.handle)
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
