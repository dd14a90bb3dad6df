public import GData
public import GDataService

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A Calendar query (the original's `GDataQueryCalendar`): start-time windows, recurrence expansion, future events,
/// single events, the time zone, inline comments, hidden calendars and the attendee cap.
@dynamicMemberLookup
public struct GDataQueryCalendar: GDataServiceQuery {
    /// The underlying query: its parameters, feed URL and the common GData parameters.
    public var query: GDataQuery

    /// A query on `feedURL` (`calendarQueryWithFeedURL:`).
    public init(feedURL: URL) { query = GDataQuery(feedURL: feedURL) }

    /// `start-min`: events ending after this time.
    public var minimumStartTime: GDataDateTime? {
        get { query.dateParameter("start-min") }
        set { query.setCustomParameter("start-min", date: newValue) }
    }

    /// `start-max`: events starting before this time.
    public var maximumStartTime: GDataDateTime? {
        get { query.dateParameter("start-max") }
        set { query.setCustomParameter("start-max", date: newValue) }
    }

    /// `recurrence-expansion-start`.
    public var recurrenceExpansionStartTime: GDataDateTime? {
        get { query.dateParameter("recurrence-expansion-start") }
        set { query.setCustomParameter("recurrence-expansion-start", date: newValue) }
    }

    /// `recurrence-expansion-end`.
    public var recurrenceExpansionEndTime: GDataDateTime? {
        get { query.dateParameter("recurrence-expansion-end") }
        set { query.setCustomParameter("recurrence-expansion-end", date: newValue) }
    }

    /// `futureevents` (default `false`).
    public var shouldQueryAllFutureEvents: Bool {
        get { query.boolParameter("futureevents") }
        set { query.setCustomParameter("futureevents", bool: newValue) }
    }

    /// `singleevents`: expand recurring events into single ones (default `false`).
    public var shouldExpandRecurrentEvents: Bool {
        get { query.boolParameter("singleevents") }
        set { query.setCustomParameter("singleevents", bool: newValue) }
    }

    /// `showinlinecomments` (default `true`, so only `false` is written).
    public var shouldShowInlineComments: Bool {
        get { query.boolParameter("showinlinecomments", defaultValue: true) }
        set { query.setCustomParameter("showinlinecomments", bool: newValue, defaultValue: true) }
    }

    /// `showhidden` (default `false`).
    public var shouldShowHiddenEvents: Bool {
        get { query.boolParameter("showhidden") }
        set { query.setCustomParameter("showhidden", bool: newValue) }
    }

    /// `ctz`: the time zone results are given in; spaces become underscores (`America/Los Angeles` →
    /// `America/Los_Angeles`), as the original wrote them.
    public var currentTimeZoneName: String? {
        get { query.customParameter("ctz") }
        set { query.setCustomParameter("ctz", newValue?.replacing(" ", with: "_")) }
    }

    /// `max-attendees`; -1 (the default) removes it.
    public var maximumAttendees: Int {
        get { query.intParameter("max-attendees") ?? -1 }
        set { query.setCustomParameter("max-attendees", int: newValue == -1 ? nil : newValue) }
    }
}
