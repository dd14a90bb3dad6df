internal import GDataPlatform

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension GDataEntryContactBase {
    /// The link to the contact's photo (`rel` ``Rel/photo``), if any.
    public var photoLink: GDataLink? { links.first { $0.rel == Rel.photo } }

    /// The birthday as a date at noon UTC (so every time zone shows the same day), as the original computed it:
    /// `YYYY-MM-DD`, or `--MM-DD` (no year) read as the year 1804, which has a February 29. `nil` when absent or not
    /// in either form.
    public var birthdayDate: Date? {
        guard var text = birthday else { return nil }
        if text.hasPrefix("--"), text.count > 2 { text = "1804-" + text.dropFirst(2) }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let components = DateComponents(year: year, month: month, day: day, hour: 12)
        guard let date = calendar.date(from: components),
            calendar.component(.day, from: date) == day
        else { return nil }
        return date
    }

    /// Sets the birthday to the UTC day of `date` (`YYYY-MM-DD`); `nil` removes it.
    public func setBirthday(with date: Date?) {
        guard let date else {
            birthday = nil
            return
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        birthday = GDataText.format("%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
