import Dispatch

/// Runs the in-process test servers' work (``TestHTTPServer`` handlers, the local server's connections through
/// ``withLocalServer(documents:serviceDocument:configuration:_:)``) on threads of their own instead of Swift's shared
/// pool.
///
/// Swift Testing starts every test of a run at once on the shared pool, one thread per core (two here). A handler's
/// task queued there waits behind every job queued before it: in a whole-suite run that was over a minute, and the
/// client under test, whose transfer runs on libcurl's own thread, gave up after its 60-second timeout. The server side
/// of a test never waits for the tests: its jobs go to four serial dispatch queues (each gets a thread when it has work,
/// whatever the shared pool is doing), in turn.
public final class TestTaskExecutor: TaskExecutor {
    /// The executor every test server uses.
    public static let shared = TestTaskExecutor()

    private let queues = (0..<4).map { DispatchQueue(label: "gdata-tests.server.\($0)") }
    private let next = TestLockedValue(0)

    private init() {}

    /// Runs `job` on the next of the queues.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let index = next.withLock { value -> Int in
            value = (value + 1) % queues.count
            return value
        }
        queues[index].async { job.runSynchronously(on: executor) }
    }
}
