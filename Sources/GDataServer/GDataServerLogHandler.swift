import Logging

/// The server's log handler: lines on standard error, as `StreamLogHandler` writes them, but metadata is only kept until
/// a line is written. `StreamLogHandler` formats its metadata each time it changes, and Hummingbird sets a request id on
/// the logger of every request: that formatting cost every request time for lines that were almost never written (the
/// server logs errors only).
struct GDataServerLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .error
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    init(label: String) {
        self.label = label
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var handler = StreamLogHandler.standardError(label: label, metadataProvider: metadataProvider)
        handler.logLevel = logLevel
        handler.metadata = metadata
        handler.log(event: event)
    }
}
