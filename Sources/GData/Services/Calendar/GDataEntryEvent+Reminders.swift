extension GDataEntryEvent {
    /// The reminders of the event's first time (`gd:when`), for a single (non-recurring) event.
    public var nonRecurrenceReminders: [GDataReminder] {
        get { times.first?.reminders ?? [] }
        set { times.first?.reminders = newValue }
    }

    /// The event's reminders, as the original chose them: the entry-level reminders when the event has a recurrence,
    /// otherwise those of its first `gd:when` (setting them without a `gd:when` does nothing, as in the original).
    public var reminders: [GDataReminder] {
        get { recurrence != nil ? recurrenceReminders : nonRecurrenceReminders }
        set {
            if recurrence != nil { recurrenceReminders = newValue } else { nonRecurrenceReminders = newValue }
        }
    }
}
