public import Logging

/// Records every swift-log message (with metadata) in memory as `"<level> <message> <metadata>"`, and tells
/// `onMessage` each message as logged (to fire a ``TestSignal`` when something happens).
///
/// ```swift
/// let lines = TestLockedValue<[String]>([])
/// configuration.logger = Logger(label: "test") { _ in RecordingLogHandler(lines: lines) }
/// ```
public struct RecordingLogHandler: LogHandler {
    /// The recorded lines.
    public let lines: TestLockedValue<[String]>
    /// Called with each message's text.
    public let onMessage: (@Sendable (String) -> Void)?
    /// The handler's metadata.
    public var metadata: Logger.Metadata = [:]
    /// Everything is recorded.
    public var logLevel: Logger.Level = .trace

    /// Creates a handler recording into `lines`.
    public init(lines: TestLockedValue<[String]> = TestLockedValue([]), onMessage: (@Sendable (String) -> Void)? = nil)
    {
        self.lines = lines
        self.onMessage = onMessage
    }

    /// The metadata value for `key`.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Records the event.
    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        lines.withLock { $0.append("\(event.level) \(event.message) \(merged)") }
        onMessage?(event.message.description)
    }
}
