// scripts/tsan.sh compiles this with -sanitize=thread and counts what ThreadSanitizer reports: four threads update
// one value, every access inside the same `Mutex`'s `withLock`. The program is correct (it prints 800000); a report
// here means ThreadSanitizer cannot see `Synchronization.Mutex` (on Linux the lock is a futex in the uninstrumented
// libswiftSynchronization), so every report whose two accesses are both inside one Mutex's `withLock` is false.
import Glibc
import Synchronization

final class Shared: @unchecked Sendable {  // @unchecked: `state` is a Mutex
    let state = Mutex((items: [Int](), count: 0))
}
let shared = Shared()
var threads: [pthread_t] = []
for _ in 0..<4 {
    var thread = pthread_t()
    pthread_create(
        &thread,
        nil,
        { _ in
            for i in 0..<200_000 {
                shared.state.withLock { state in
                    state.items.append(i)
                    state.count += 1
                    state.items.removeAll(keepingCapacity: true)
                }
            }
            return nil
        },
        nil
    )
    threads.append(thread)
}
for thread in threads { pthread_join(thread, nil) }
print(shared.state.withLock { $0.count })
