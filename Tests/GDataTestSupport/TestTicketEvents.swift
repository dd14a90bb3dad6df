public import GDataHTTP

/// Reading a ticket's progress in tests of either half.
public enum TestTicketEvents {
    /// Every event of `ticket` until it finishes, read through `GDataTicket`, the protocol both halves' tickets
    /// conform to.
    public static func all(of ticket: some GDataTicket) async -> [GDataTicketEvent] {
        var events: [GDataTicketEvent] = []
        for await event in ticket.events { events.append(event) }
        return events
    }
}
