internal import GDataHTTP
internal import GDataPlatform

/// Prints a ticket's events on standard error for `-v`: the same lines for the GData verbs (`fetch`, `insert`, …)
/// and `gdata api`, because both services' tickets speak the same events.
enum TicketEventPrinter {
    /// Starts printing the events of `ticket` when `verbose`; await the task after the ticket ends so every line is
    /// out before the result is printed.
    static func start(for ticket: some GDataTicket, verbose: Bool) -> Task<Void, Never>? {
        guard verbose else { return nil }
        return Task {
            for await event in ticket.events {
                if let line = describe(event) { CLIOutput.error(line + "\n") }
            }
        }
    }

    /// The `-v` line of `event`, or `nil` for events not worth a line.
    static func describe(_ event: GDataTicketEvent) -> String? {
        switch event {
        case .requestStarted(let method, let url): "> \(method) \(GDataServiceCLI.loggable(url))"
        case .responseReceived(let status, _): "< HTTP \(CLIOutput.statusText(status))"
        case .signInStarted: "* signing in (ClientLogin)"
        case .retryDelayStarted(let delay): GDataText.format("* retrying in %.1f s", delay)
        case .pageFetched(let index, _): "* page \(index) fetched"
        case .uploadProgress(let sent, let total): "* uploaded \(sent) of \(total) bytes"
        case .parsingStarted, .parsingStopped, .finished: nil
        }
    }
}
