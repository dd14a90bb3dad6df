import Foundation

/// A signal a server handler can fire and a test can await (no sleeping). Fires are buffered, so a fire before the
/// wait is not lost.
public final class TestSignal: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    /// Creates an unfired signal.
    public init() { (stream, continuation) = AsyncStream<Void>.makeStream() }

    /// Fires the signal (wakes one wait).
    public func fire() { continuation.yield() }

    /// Waits for a fire.
    public func wait() async {
        for await _ in stream { return }
    }
}
