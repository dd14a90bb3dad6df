import Foundation
internal import Synchronization

/// A value guarded by a lock, for state shared between a test and its server handler.
///
/// ```swift
/// let hits = TestLockedValue(0)
/// let server = try await TestHTTPServer.start { _ in hits.withLock { $0 += 1 }; return .ok() }
/// ```
public final class TestLockedValue<Value: Sendable>: Sendable {
    private let value: Mutex<Value>

    /// Creates a box holding `value`.
    public init(_ value: Value) { self.value = Mutex(value) }

    /// Runs `body` with exclusive access to the value and returns its result.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try value.withLock { stored in try body(&stored) }
    }

    /// A copy of the current value.
    public var current: Value { withLock { $0 } }
}
