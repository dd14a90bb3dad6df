#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension GDataPhotoTimestamp {
    /// The time, from its milliseconds since 1970 (`nil` when the text is not an integer).
    public var dateValue: Date? {
        get { int64Value.map { Date(timeIntervalSince1970: Double($0) / 1000) } }
        set { stringValue = newValue.map { String(Int64(($0.timeIntervalSince1970 * 1000).rounded())) } ?? "" }
    }

    /// A timestamp holding `date`.
    public convenience init(date: Date) {
        self.init()
        dateValue = date
    }
}

extension GDataFeedPhotoBase {
    /// The feed's description: its `atom:subtitle` (as the original).
    public var photoDescription: GDataTextConstruct? {
        get { subtitle }
        set { subtitle = newValue.map { GDataSubtitle($0.stringValue, type: $0.type) } }
    }
}

extension GDataEntryPhotoBase {
    /// The entry's description: its `atom:summary` (as the original).
    public var photoDescription: GDataTextConstruct? {
        get { summary }
        set { summary = newValue.map { GDataSummary($0.stringValue, type: $0.type) } }
    }
}
