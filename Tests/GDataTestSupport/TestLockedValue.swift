import Foundation

/// A value guarded by a lock, for state shared between a test and its server handler.
///
/// ```swift
/// let hits = TestLockedValue(0)
/// let server = try await TestHTTPServer.start { _ in hits.withLock { $0 += 1 }; return .ok() }
/// ```
public final class TestLockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates a box holding `value`.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value and returns its result.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the current value.
    public var current: Value { withLock { $0 } }
}
