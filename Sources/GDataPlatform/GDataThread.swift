#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads of the package's own (the XML parse worker, the HTTP driver, blocking reads) on POSIX threads, so that no
/// module needs full Foundation's `Thread` (which links ICU into every program: docs/performance.md, "Issue 30 §5").
package enum GDataThread {
    /// Starts a detached thread named `name` (the kernel keeps the first 15 bytes) that runs `body`. Returns `false`
    /// when the system refuses a new thread.
    @discardableResult
    package static func detach(name: String? = nil, _ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(name: name, run: body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(
            &thread,
            nil,
            { argument in
                let body = Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue()
                if let name = body.name { GDataThread.setCurrentName(name) }
                body.run()
                return nil
            },
            box
        )
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return false
        }
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
        return true
    }

    /// Names the calling thread (`ps -L`, debuggers); at most 15 bytes are kept.
    package static func setCurrentName(_ name: String) {
        let truncated = String(decoding: name.utf8.prefix(15), as: UTF8.self)
        #if canImport(Darwin)
        _ = pthread_setname_np(truncated)
        #else
        // Glibc's module does not export `pthread_setname_np` (a GNU extension); the kernel's file is what it writes.
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        GDataFile.writeAll(descriptor, Array(truncated.utf8))
        close(descriptor)
        #endif
    }

    private final class Body: Sendable {
        let name: String?
        let run: @Sendable () -> Void
        init(name: String?, run: @escaping @Sendable () -> Void) {
            self.name = name
            self.run = run
        }
    }
}
