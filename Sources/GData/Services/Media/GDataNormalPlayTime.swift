/// A time offset in a media stream in the RTSP "normal play time" form (RFC 2326 §3.6): `hh:mm:ss.fraction`,
/// `seconds.fraction`, or `now` (the original's `GDataNormalPlayTime`).
public struct GDataNormalPlayTime: Hashable, Sendable {
    /// The offset in milliseconds, or -1 for `now`.
    public var timeOffsetInMilliseconds: Int64

    /// Creates a time from an offset in milliseconds (-1 = `now`).
    public init(milliseconds: Int64) { timeOffsetInMilliseconds = milliseconds }

    /// Parses `hh:mm:ss.fraction`, `mm:ss.fraction`, `seconds.fraction` or `now`; `nil` for anything else.
    public init?(string: String) {
        let text = string.trimmedOfXMLWhitespace()
        if text.lowercased() == "now" {
            timeOffsetInMilliseconds = -1
            return
        }
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count) else { return nil }
        var total: Int64 = 0
        for (index, field) in fields.enumerated() {
            let isLast = index == fields.count - 1
            if isLast {
                let parts = field.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
                guard let seconds = Int64(parts[0]), seconds >= 0 else { return nil }
                var millis = seconds * 1000
                if parts.count == 2 {
                    let digits = parts[1]
                    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int64(digits.prefix(3)) else {
                        return nil
                    }
                    millis += value * [100, 10, 1][digits.prefix(3).count - 1]
                }
                total = total * 60 * 1000 + millis
            } else {
                guard let value = Int64(field), value >= 0 else { return nil }
                total = total * 60 + value
            }
        }
        timeOffsetInMilliseconds = total
    }

    /// Whether this is `now`.
    public var isNow: Bool { timeOffsetInMilliseconds == -1 }

    /// `hh:mm:ss.fff`, or `now`.
    public var hhmmssString: String {
        if isNow { return "now" }
        let millis = timeOffsetInMilliseconds % 1000
        let seconds = timeOffsetInMilliseconds / 1000
        let hh = seconds / 3600, mm = (seconds / 60) % 60, ss = seconds % 60
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let fraction = millis == 0 ? "" : "." + String(String(millis + 1000).dropFirst())
        return "\(two(hh)):\(two(mm)):\(two(ss))\(fraction)"
    }

    /// `seconds.fff`, or `now`.
    public var secondsString: String {
        if isNow { return "now" }
        let millis = timeOffsetInMilliseconds % 1000
        let fraction = millis == 0 ? "" : "." + String(String(millis + 1000).dropFirst())
        return "\(timeOffsetInMilliseconds / 1000)\(fraction)"
    }
}

extension GDataMediaThumbnail {
    /// The `time` attribute as a play time (`nil` when absent or malformed); setting writes `hh:mm:ss.fff`.
    public var time: GDataNormalPlayTime? {
        get { timeString.flatMap(GDataNormalPlayTime.init(string:)) }
        set { timeString = newValue?.hhmmssString }
    }
}

extension GDataMediaKeywords {
    /// The keywords: the text split at commas, each trimmed, empty ones dropped. Setting joins them with ", ".
    public var keywords: [String] {
        get {
            stringValue.split(separator: ",", omittingEmptySubsequences: false)
                .map { String($0).trimmedOfXMLWhitespace() }
                .filter { !$0.isEmpty }
        }
        set { stringValue = newValue.joined(separator: ", ") }
    }
}
