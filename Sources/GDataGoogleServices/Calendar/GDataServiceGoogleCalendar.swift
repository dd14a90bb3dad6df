#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Google Calendar's GData service (the original's `GDataServiceGoogleCalendar`): service ID `cl`, version 2.1.
public enum GDataServiceGoogleCalendar: GDataGoogleService {
    /// The service ID (the `service` of a ClientLogin request).
    public static let serviceID = "cl"
    /// The root of the service\'s feed URLs.
    public static let serviceRootURLString = "https://www.google.com/calendar/feeds/"
    /// The GData protocol version sent as `GData-Version` unless the service says otherwise.
    public static let defaultServiceVersion = "2.1"

    /// `ROOT/USERNAME`: the user's calendar list (`calendarFeedURLForUsername:`).
    public static func calendarFeedURL(forUsername username: String) -> URL { feedURL([username]) }

    /// `ROOT/USERNAME/settings` (`settingsFeedURLForUsername:`).
    public static func settingsFeedURL(forUsername username: String) -> URL {
        URL(string: calendarFeedURL(forUsername: username).absoluteString + "/settings")!
    }

    /// `ROOT/default/freebusy/busy-times/USERNAME` (`freeBusyURLForUsername:`).
    public static func freeBusyURL(forUsername username: String) -> URL {
        feedURL(["default", "freebusy", "busy-times", username])
    }

    /// `ROOT/default/freebusy/group/GROUP/busy-times` (`freeBusyURLForGroup:`).
    public static func freeBusyURL(forGroup group: String) -> URL {
        feedURL(["default", "freebusy", "group", group, "busy-times"])
    }
}
