import Dispatch
import Foundation
import GDataServer
import GDataTestSupport
import Testing

/// A task executor that counts the jobs it runs (on one serial queue of its own).
private final class CountingExecutor: TaskExecutor {
    let jobs = TestLockedValue(0)
    private let queue = DispatchQueue(label: "gdata-tests.counting-executor")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        jobs.withLock { $0 += 1 }
        queue.async { job.runSynchronously(on: executor) }
    }
}

@Suite("GDataLocalServer task executor")
struct ServerTaskExecutorTests {
    /// The server's tasks (its service group, connections and requests) run on the executor the configuration names:
    /// serving requests makes that executor run jobs, more of them for more requests.
    @Test func theServerRunsOnTheConfiguredExecutor() async throws {
        let executor = CountingExecutor()
        var configuration = GDataLocalServer.Configuration()
        configuration.inMemory = true
        configuration.taskExecutor = executor
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 3)], configuration: configuration) {
            server,
            client in
            let afterStart = executor.jobs.withLock { $0 }
            #expect(afterStart > 0)
            for _ in 0..<5 {
                let status = try await client.get(server.feedURL(named: "notes")).status
                #expect(status == 200)
            }
            #expect(executor.jobs.withLock { $0 } > afterStart + 5)
        }
    }
}
