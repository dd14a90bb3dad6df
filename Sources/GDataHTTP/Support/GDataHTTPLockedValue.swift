internal import Foundation

/// A value guarded by a lock, for the `Sendable` classes of the HTTP layer (cookie storage, fetch history, logger).
///
/// `Synchronization.Mutex` would do the same but needs macOS 15; this works on every platform the package supports.
final class GDataHTTPLockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the box holding `value`.
    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
