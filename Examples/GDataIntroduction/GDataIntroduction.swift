// The code snippets of the GData Objective-C introduction, written with the Swift service API.
//
//     swift run GDataIntroduction SNIPPET BASE_URL
//
// BASE_URL is a GData server offering /feeds/calendars, /feeds/events, /feeds/contacts, /feeds/docs, /feeds/flaky
// and /accounts/ClientLogin: the project's local server over this folder's data set does,
//
//     swift run gdata serve Examples/GDataIntroduction/Data --in-memory      # prints BASE_URL
//
// (the captcha snippet needs `--require-auth --user fred@example.com:yabbadabbadoo --captcha-answer dinosaur` and
// three failed sign-ins first; the retry snippet `--fail-rate 0.5 --seed 3`, whose first request fails).
// Tests/GDataCLITests/IntroductionExampleTests.swift runs every snippet that way.
// Each snippet is one function below; it prints what it found, one fact per line.

import Foundation
import GData
import GDataHTTP
import GDataService

@main
struct GDataIntroduction {
    static let snippets: [String: @Sendable (URL) async throws -> Void] = [
        "calendars": calendarList,
        "alternate": alternateLink,
        "query": fiveEvents,
        "insert": insertEvent,
        "userdata": userDataAndProperties,
        "ticket-properties": ticketProperties,
        "next-links": nextLinks,
        "batch-delete": batchDelete,
        "upload": uploadDocument,
        "not-modified": notModified,
        "captcha": captcha,
        "retry": retry,
        "introspection": introspection,
    ]

    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 2, let snippet = snippets[arguments[0]], let base = URL(string: arguments[1]) else {
            let names = snippets.keys.sorted().joined(separator: " ")
            FileHandle.standardError.write(Data("usage: GDataIntroduction SNIPPET BASE_URL\nsnippets: \(names)\n".utf8))
            exit(64)
        }
        do {
            try await snippet(base)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
    }

    /// Runs `body` with a service (GData version 2, `change` applied) and shuts the service down afterwards.
    static func withService(
        _ change: (inout GDataService.Configuration) -> Void = { _ in },
        _ body: (GDataService) async throws -> Void
    ) async throws {
        var configuration = GDataService.Configuration()
        configuration.fetcherConfiguration.userAgent = "GDataIntroduction/1.0"
        configuration.serviceVersion = "2"
        change(&configuration)
        let service = GDataService(configuration: configuration)
        do {
            try await body(service)
        } catch {
            await service.shutdown()
            throw error
        }
        await service.shutdown()
    }

    // MARK: - Snippets

    /// "Fetching a feed": the calendar list and its first title.
    static func calendarList(_ base: URL) async throws {
        try await withService { service in
            let feed = try await service.fetchFeed(at: base.appending(path: "feeds/calendars"))
            print("calendars: \(feed.entries.count)")
            print("first: \(feed.firstEntry?.title?.stringValue ?? "-")")
        }
    }

    /// "Fetching from an alternate link": the events of the first calendar.
    static func alternateLink(_ base: URL) async throws {
        try await withService { service in
            let calendars = try await service.fetchFeed(at: base.appending(path: "feeds/calendars"))
            let first = calendars.firstEntry
            guard let link = first?.link(rel: GDataLink.Rel.alternate, type: GDataLink.MediaType.atom)?.url else {
                print("no alternate link")
                return
            }
            let events = try await service.fetchFeed(at: link)
            print("events feed: \(events.title?.stringValue ?? "-")")
            print("events: \(events.entries.count)")
        }
    }

    /// "Queries": five events, most recent first, read as the Calendar service's event feed class.
    static func fiveEvents(_ base: URL) async throws {
        try await withService { service in
            var query = GDataQuery(feedURL: base.appending(path: "feeds/events"))
            query.maxResults = 5
            query.orderBy = "starttime"
            query.isAscendingOrder = false
            let feed = try await service.fetchFeed(at: query.url, as: GDataFeedCalendarEvent.self)
            print("query: \(query.url.query ?? "")")
            for entry in feed.entries { print("event: \(entry.title?.stringValue ?? "-")") }
        }
    }

    /// "Inserting an entry": a calendar event built from scratch (title, content, time, place), posted to the
    /// feed's post link; the server's copy comes back as a `GDataEntryCalendarEvent`.
    static func insertEvent(_ base: URL) async throws {
        try await withService { service in
            let feed = try await service.fetchFeed(at: base.appending(path: "feeds/events"))
            let event = GDataEntryCalendarEvent.withStandardKind()
            event.title = GDataTitle("Tennis with Beth")
            event.content = GDataEntryContent(text: "Meet for a quick lesson.")
            let when = GDataWhen()
            when.startTime = GDataDateTime(rfc3339String: "2008-11-24T17:00:00Z")
            when.endTime = GDataDateTime(rfc3339String: "2008-11-24T18:00:00Z")
            event.times = [when]
            let place = GDataWhere()
            place.valueString = "Rolling Lawn Courts"
            event.locations = [place]
            let created = try await service.insert(event, into: feed)
            print("created: \(created.identifier ?? "-")")
            print("class: \(type(of: created))")
            print("title: \(created.title?.stringValue ?? "-")")
            print("starts: \(created.times.first?.startTime?.rfc3339String ?? "-")")
            print("where: \(created.locations.first?.valueString ?? "-")")
            print("can edit: \(created.canEdit)")
        }
    }

    /// "userData and properties": the service's are copied to every ticket.
    static func userDataAndProperties(_ base: URL) async throws {
        try await withService({ configuration in
            configuration.serviceUserData = "calendar window 1"
            configuration.serviceProperties = ["requester": "introduction"]
        }) { service in
            let ticket = service.startFetchingFeed(at: base.appending(path: "feeds/calendars"))
            _ = try await ticket.value(as: GDataFeedBase.self)
            print("ticket userData: \(ticket.userData as? String ?? "-")")
            print("ticket property: \(ticket.property(forKey: "requester") as? String ?? "-")")
        }
    }

    /// "Ticket properties": attach values to one ticket and read them when it finishes.
    static func ticketProperties(_ base: URL) async throws {
        try await withService { service in
            let ticket = service.startFetchingFeed(at: base.appending(path: "feeds/calendars"))
            ticket.setProperty(42, forKey: "row")
            let feed = try await ticket.value(as: GDataFeedBase.self)
            print("row: \(ticket.property(forKey: "row") as? Int ?? -1)")
            print("status: \(ticket.statusCode ?? 0)")
            print("entries: \(feed.entries.count)")
        }
    }

    /// "Following next links": small pages are gathered into one feed; a larger max-results needs fewer requests.
    static func nextLinks(_ base: URL) async throws {
        try await withService({ $0.shouldFollowNextLinks = true }) { service in
            for maxResults in [2, 25] {
                var query = GDataQuery(feedURL: base.appending(path: "feeds/events"))
                query.maxResults = maxResults
                let ticket = service.startFetchingFeed(query: query)
                let feed = try await ticket.value(as: GDataFeedBase.self)
                let next = feed.nextLink == nil ? "none" : "present"
                print(
                    "max-results \(maxResults): \(ticket.pagesFetched) pages, \(feed.entries.count) entries, next link \(next)"
                )
            }
        }
    }

    /// "Batch": delete five contacts in one request, with batch IDs, and read the statuses and any interruption.
    static func batchDelete(_ base: URL) async throws {
        try await withService { service in
            let contacts = try await service.fetchFeed(at: base.appending(path: "feeds/contacts"))
            guard let batchURL = contacts.batchLink?.url else {
                print("no batch link")
                return
            }
            let batch = GDataFeedBase()
            batch.batchOperation = GDataBatchOperation(type: GDataBatchOperation.OperationType.delete)
            for (index, contact) in contacts.entries.prefix(5).enumerated() {
                let entry = contact.copy()
                entry.batchID = "delete-\(index + 1)"
                batch.addEntry(entry)
            }
            let result = try await service.batch(batch, to: batchURL)
            for entry in result.entries {
                print("\(entry.batchID ?? "-"): \(entry.batchStatus?.code ?? 0) \(entry.batchStatus?.reason ?? "")")
            }
            if let interrupted = result.batchInterrupted {
                let counts = "\(interrupted.successCount ?? 0) succeeded, \(interrupted.totalCount ?? 0) parsed"
                print("interrupted: \(interrupted.reason ?? "-") (\(counts))")
            }
            let after = try await service.fetchFeed(at: base.appending(path: "feeds/contacts"))
            print("contacts left: \(after.entries.count)")
        }
    }

    /// "Uploading a document": media with a slug, with progress reported on the ticket's events.
    static func uploadDocument(_ base: URL) async throws {
        try await withService { service in
            let entry = GDataEntryBase()
            entry.title = GDataTitle("Quarterly report")
            let text = Data(String(repeating: "Sales rose.\n", count: 2000).utf8)
            let media = GDataMediaUpload(source: .data(text), mimeType: "text/plain", slug: "Quarterly report.txt")
            let ticket = service.startInserting(entry, media: media, into: base.appending(path: "feeds/docs"))
            var last: (sent: Int64, total: Int64) = (0, 0)
            for await event in ticket.events {
                if case .uploadProgress(let sent, let total) = event { last = (sent, total) }
            }
            let created = try await ticket.value(as: GDataEntryBase.self)
            print("uploaded: \(created.title?.stringValue ?? "-")")
            print("progress: \(last.total > 0 && last.sent == last.total ? "complete" : "incomplete")")
        }
    }

    /// "304 handling and cached data": an ETag gives notModified; a caching service answers from its cache.
    static func notModified(_ base: URL) async throws {
        let url = base.appending(path: "feeds/calendars")
        try await withService({ $0.fetcherConfiguration.fetchHistory = nil }) { service in
            let first = try await service.fetchFeed(at: url)
            do throws(GDataServiceError) {
                _ = try await service.fetchFeed(at: url, etag: first.ETag)
                print("changed")
            } catch {
                guard error.code == .notModified, let etag = first.ETag else { throw error }
                // Feed ETags are weak; a GET sends If-None-Match with them all the same.
                print("not modified since the feed's \(etag.hasPrefix("W/") ? "weak" : "strong") ETag")
            }
        }
        try await withService({ $0.shouldCacheResponseData = true }) { service in
            _ = try await service.fetchFeed(at: url)
            let again = try await service.fetchFeed(at: url)
            print("from cache: \(again.entries.count) calendars")
        }
    }

    /// "Captcha handling": ClientLogin asks for a captcha; answer it and sign in.
    static func captcha(_ base: URL) async throws {
        try await withService { service in
            var credentials = GDataClientLoginCredentials(
                email: "fred@example.com",
                password: "yabbadabbadoo",
                serviceID: "cl",
                signInURL: base.appending(path: "accounts/ClientLogin")
            )
            service.setUserCredentials(credentials)
            do throws(GDataServiceError) {
                _ = try await service.authenticate()
                print("signed in without a captcha")
            } catch {
                guard error.code == .captchaRequired, let failure = error.clientLogin else { throw error }
                print("captcha: \(failure.captchaURL?.absoluteString ?? "-")")
                credentials.captchaToken = failure.captchaToken
                credentials.captchaAnswer = "dinosaur"  // what the user typed after looking at the image
                service.setUserCredentials(credentials)
                let token = try await service.authenticate()
                print("signed in: \(!token.isEmpty)")
            }
        }
    }

    /// "Retry": transient failures (here a 503) are retried with backoff; the ticket reports each delay.
    static func retry(_ base: URL) async throws {
        try await withService({ configuration in
            configuration.fetcherConfiguration.retry = GDataHTTPRetryPolicy(
                initialIntervalRange: 0.05...0.1,
                maxInterval: 5
            )
        }) { service in
            let ticket = service.startFetchingFeed(at: base.appending(path: "feeds/flaky"))
            var retries = 0
            for await event in ticket.events {
                if case .retryDelayStarted = event { retries += 1 }
            }
            let feed = try await ticket.value(as: GDataFeedBase.self)
            print("retries: \(retries)")
            print("feed: \(feed.title?.stringValue ?? "-")")
        }
    }

    /// "Service introspection": the service document's collections and the media types they accept.
    static func introspection(_ base: URL) async throws {
        try await withService { service in
            let document = try await service.fetchServiceDocument(at: base.appending(path: "feeds"))
            for collection in document.workspaces.flatMap(\.collections) {
                let accepts = collection.accepts.map(\.stringValue).joined(separator: ", ")
                print("collection: \(collection.title?.stringValue ?? "-") accepts \(accepts)")
            }
        }
    }
}
