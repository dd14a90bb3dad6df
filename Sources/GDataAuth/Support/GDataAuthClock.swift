#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The clocks credentials read: a monotonic one for token lifetimes (a wall-clock jump neither keeps an expired token
/// nor throws away a good one) and the wall clock for the `iat` and `exp` of signed assertions. Tests inject their own.
public struct GDataAuthClock: Sendable {
    /// Seconds on a clock that only moves forward (any origin).
    public var monotonicSeconds: @Sendable () -> TimeInterval
    /// The current date, for assertions sent to servers.
    public var now: @Sendable () -> Date

    /// A clock from the two readings.
    public init(monotonicSeconds: @escaping @Sendable () -> TimeInterval, now: @escaping @Sendable () -> Date) {
        self.monotonicSeconds = monotonicSeconds
        self.now = now
    }

    /// The system's clocks: `ProcessInfo.systemUptime` (CLOCK_MONOTONIC on Linux) and `Date()`.
    public static let system = GDataAuthClock(
        monotonicSeconds: { ProcessInfo.processInfo.systemUptime },
        now: { Date() }
    )
}
