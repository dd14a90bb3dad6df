import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Testing

/// The ticket's vocabulary (shared with `GTLRServiceTicket` through `GDataTicket`) and its copy-per-reader rule: the
/// element tree is not `Sendable`, so every object a ticket hands out is one nobody else holds.
struct ServiceTicketTests {
    @Test func eachReaderOfValueGetsItsOwnCopyCarryingTheFetchedOrigin() async throws {
        let feedXML = AtomText.feed(title: "Shared", entries: [AtomText.entry(id: "a"), AtomText.entry(id: "b")])
        try await withService(configuration: plainConfiguration(), handler: { _ in AtomText.ok(feedXML) }) {
            service,
            server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/shared"))
            async let first = ticket.value(as: GDataFeedBase.self)
            async let second = ticket.value(as: GDataFeedBase.self)
            let (one, two) = try await (first, second)
            #expect(one !== two)
            one.title = GDataTitle("changed by one reader")
            one.removeChild(one.entries[0])
            #expect(two.title?.stringValue == "Shared")
            #expect(two.entries.map { $0.identifier ?? "" } == ["a", "b"])
            let fetched = try #require(ticket.fetchedObject as? GDataFeedBase)
            #expect(fetched !== one && fetched !== two)
            #expect(fetched.title?.stringValue == "Shared" && fetched.entries.count == 2)
            // The copies keep what the service noted: links of the copy get credentials only at the fetched origin.
            let origin = GDataHTTPOrigin(server.url("/"))
            #expect(one.fetchedOrigin == origin)
            #expect(two.entries[1].fetchedOrigin == origin)
            #expect(fetched.fetchedOrigin == origin)
            #expect(ticket.fetchError == nil)
            #expect(ticket.isFinished && ticket.hasCalledCallback && !ticket.isCancelled)
        }
    }

    @Test func takeValueHandsOverTheObjectItselfOnce() async throws {
        let feedXML = AtomText.feed(title: "Large", entries: [AtomText.entry(id: "a")])
        try await withService(configuration: plainConfiguration(), handler: { _ in AtomText.ok(feedXML) }) {
            service,
            server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/large"))
            let copy = try #require(try await ticket.value as? GDataFeedBase)
            let taken = try #require(try await ticket.takeValue() as? GDataFeedBase)
            #expect(taken !== copy)
            #expect(taken.title?.stringValue == "Large")
            #expect(ticket.fetchedObject == nil)
            for read in 0..<2 {
                let error = await serviceError {
                    _ = read == 0 ? try await ticket.value : try await ticket.takeValue()
                }
                #expect(error?.code == .invalidArgument)
                #expect(error?.message.contains("takeValue()") == true)
            }
            #expect(ticket.fetchError == nil)
        }
    }

    @Test func thePostedObjectIsACopyOfTheEntryAsItWasSent() async throws {
        let created = AtomText.entry(id: "created", title: "Stored")
        try await withService(configuration: plainConfiguration(), handler: { _ in AtomText.ok(created) }) {
            service,
            server in
            let entry = GDataEntryBase()
            entry.title = GDataTitle("as sent")
            let ticket = service.startInserting(entry, into: server.url("/feeds/posts"))
            entry.title = GDataTitle("changed after the start")
            let stored = try await ticket.value(as: GDataEntryBase.self)
            #expect(stored.identifier == "created")
            let posted = try #require(ticket.postedObject as? GDataEntryBase)
            #expect(posted !== entry)
            #expect(posted.title?.stringValue == "as sent")
            #expect(ticket.postedObject !== posted)
            #expect(String(decoding: server.requests[0].body, as: UTF8.self).contains("as sent"))
        }
    }

    @Test func aFailureIsTheFetchErrorOfAFinishedTicket() async throws {
        try await withService(configuration: plainConfiguration(), handler: { _ in .status(404, "no such feed") }) {
            service,
            server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/missing"))
            let error = await serviceError { _ = try await ticket.value }
            #expect(error?.status == 404)
            #expect(ticket.fetchError?.status == 404)
            #expect(ticket.fetchedObject == nil)
            #expect(ticket.isFinished && ticket.hasCalledCallback)
            #expect(ticket.statusCode == 404)
            #expect(ticket.request?.url == server.url("/feeds/missing"))
            let url = server.url("/feeds/missing")
            #expect(
                await TestTicketEvents.all(of: ticket)
                    == [.requestStarted(method: "GET", url: url), .responseReceived(status: 404, url: url), .finished]
            )
        }
    }

    @Test func aRetriedResponseIsReportedBeforeItsDelay() async throws {
        var configuration = plainConfiguration()
        configuration.fetcherConfiguration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.02)
        let calls = TestLockedValue(0)
        let feedXML = AtomText.feed(title: "Retried", entries: [AtomText.entry(id: "a")])
        let handler: TestHTTPServer.Handler = { _ in
            let call = calls.withLock { value -> Int in
                value += 1
                return value
            }
            return call == 1 ? .status(503, "busy") : AtomText.ok(feedXML)
        }
        try await withService(configuration: configuration, handler: handler) { service, server in
            let url = server.url("/feeds/retried")
            let ticket = service.startFetchingFeed(at: url)
            let events = await TestTicketEvents.all(of: ticket)
            let delays = events.compactMap { event -> TimeInterval? in
                if case .retryDelayStarted(let delay) = event { return delay }
                return nil
            }
            try #require(delays.count == 1)
            #expect(
                events == [
                    .requestStarted(method: "GET", url: url), .responseReceived(status: 503, url: url),
                    .retryDelayStarted(delays[0]), .responseReceived(status: 200, url: url), .parsingStarted,
                    .parsingStopped, .pageFetched(index: 1, url: url), .finished,
                ]
            )
            #expect(try await ticket.value(as: GDataFeedBase.self).entries.count == 1)
        }
    }

    @Test func theEventsOfAPagedFetchEndWithFinished() async throws {
        var configuration = plainConfiguration()
        configuration.shouldFollowNextLinks = true
        try await withService(configuration: configuration, handler: ServicePagingTests.pagedHandler(pages: 3)) {
            service,
            server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/paged?page=1"))
            let events = await TestTicketEvents.all(of: ticket)
            let urls = (1...3).map { server.url("/feeds/paged?page=\($0)") }
            var expected: [GDataTicketEvent] = []
            for (index, url) in urls.enumerated() {
                expected += [
                    .requestStarted(method: "GET", url: url), .responseReceived(status: 200, url: url), .parsingStarted,
                    .parsingStopped,
                    .pageFetched(index: index + 1, url: url),
                ]
            }
            #expect(events == expected + [.finished])
            let feed = try await ticket.value(as: GDataFeedBase.self)
            #expect(feed.entries.count == 6)
        }
    }

    @Test func theAccumulatedFeedIsACopyOfThePagesSoFar() async throws {
        var configuration = plainConfiguration()
        configuration.shouldFollowNextLinks = true
        let page3Arrived = TestSignal()
        let releasePage3 = TestSignal()
        let inner = ServicePagingTests.pagedHandler(pages: 3, gate: TestLockedValue([3: releasePage3]))
        try await withService(configuration: configuration) { request in
            if request.queryValue("page") == "3" { page3Arrived.fire() }
            return await inner(request)
        } _: { service, server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/paged?page=1"))
            await page3Arrived.wait()
            // Two pages are in; the operation waits for the third.
            let soFar = try #require(ticket.accumulatedFeed)
            #expect(soFar.entries.count == 4)
            #expect(ticket.pagesFetched == 2)
            for entry in soFar.entries { soFar.removeChild(entry) }
            releasePage3.fire()
            let feed = try await ticket.value(as: GDataFeedBase.self)
            #expect(feed.entries.count == 6)
            #expect(ticket.accumulatedFeed?.entries.count == 6)
            #expect(ticket.accumulatedFeed !== feed)
        }
    }

    @Test func propertiesStartFromTheServiceAndChangePerTicket() async throws {
        var configuration = plainConfiguration()
        configuration.serviceProperties = ["requester": "tests"]
        let feedXML = AtomText.feed(entries: [])
        try await withService(configuration: configuration, handler: { _ in AtomText.ok(feedXML) }) {
            service,
            server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/a"))
            let other = service.startFetchingFeed(at: server.url("/feeds/b"))
            #expect(ticket.property(forKey: "requester") as? String == "tests")
            ticket.setProperty(42, forKey: "row")
            ticket.setProperty(nil, forKey: "requester")
            #expect(ticket.properties["row"] as? Int == 42)
            #expect(ticket.property(forKey: "requester") == nil)
            #expect(other.property(forKey: "requester") as? String == "tests")
            #expect(other.property(forKey: "row") == nil)
            _ = try await (ticket.value, other.value)
        }
    }

    @Test func cancelTicketIsTheOriginalsNameForCancel() async throws {
        let arrived = TestSignal()
        let release = TestSignal()
        try await withService(configuration: plainConfiguration()) { _ in
            arrived.fire()
            await release.wait()
            return AtomText.ok(AtomText.feed(entries: []))
        } _: { service, server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/slow"))
            await arrived.wait()
            ticket.cancelTicket()
            release.fire()
            let error = await serviceError { _ = try await ticket.value }
            #expect(error?.code == .cancelled)
            #expect(ticket.fetchError?.code == .cancelled)
            #expect(ticket.isCancelled && ticket.isFinished)
            #expect(await TestTicketEvents.all(of: ticket).last == .finished)
        }
    }

    @Test func theCallbackFormCallsItsHandlerOnceWithACopyOrTheError() async throws {
        let feedXML = AtomText.feed(title: "Called back", entries: [AtomText.entry(id: "a")])
        try await withService(configuration: plainConfiguration()) { request in
            request.path == "/feeds/missing" ? .status(404, "gone") : AtomText.ok(feedXML)
        } _: { service, server in
            let calls = TestLockedValue<[String]>([])
            let done = TestSignal()
            let ticket = service.startFetchingFeed(at: server.url("/feeds/ok")) { ticket, object, error in
                let feed = object as? GDataFeedBase
                calls.withLock {
                    $0.append("\(feed?.title?.stringValue ?? "-") \(error == nil) \(ticket.isFinished)")
                }
                done.fire()
            }
            await done.wait()
            let failed = service.startFetchingFeed(at: server.url("/feeds/missing")) { _, object, error in
                calls.withLock { $0.append("\(object == nil) \(error?.status ?? 0)") }
                done.fire()
            }
            await done.wait()
            _ = try await ticket.value
            _ = await serviceError { _ = try await failed.value }
            #expect(calls.current == ["Called back true true", "true 404"])
        }
    }

    @Test func anActorPassesEntriesItKeepsAndOwnsWhatComesBack() async throws {
        let created = AtomText.entry(id: "created", title: "Stored")
        let feedXML = AtomText.feed(title: "Listed", entries: [AtomText.entry(id: "x")])
        try await withService(configuration: plainConfiguration()) { request in
            AtomText.ok(request.method == "POST" ? created : feedXML)
        } _: { service, server in
            let model = await TicketTestModel()
            let summary = try await model.load(service, feedURL: server.url("/feeds/main"))
            #expect(summary == ["Listed", "x", "draft", "created"])
        }
    }
}

/// An actor-isolated caller: the `async` methods run in its isolation, so the entry it inserts stays usable after the
/// call and the objects it gets back are its own (this compiles only if the API says so).
@MainActor final class TicketTestModel {
    var feed: GDataFeedBase?

    func load(_ service: GDataService, feedURL: URL) async throws -> [String] {
        let feed = try await service.fetchFeed(at: feedURL)
        self.feed = feed
        let draft = GDataEntryBase()
        draft.title = GDataTitle("draft")
        let stored = try await service.insert(draft, into: feedURL)
        draft.title = GDataTitle("draft")  // still the caller's to use
        return [
            feed.title?.stringValue ?? "", feed.entries.first?.identifier ?? "", draft.title?.stringValue ?? "",
            stored.identifier ?? "",
        ]
    }
}
