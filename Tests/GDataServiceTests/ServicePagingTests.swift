import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Testing

/// Following next links: accumulation, the cap, cancellation.
@Suite("GDataService next links")
struct ServicePagingTests {
    /// A paged feed: `/feeds/paged?page=N` has two entries and a next link up to `pages`.
    static func pagedHandler(pages: Int, gate: TestLockedValue<[Int: TestSignal]>? = nil) -> TestHTTPServer.Handler {
        { request in
            let page = Int(request.queryValue("page") ?? "1") ?? 1
            if let signal = gate?.withLock({ $0[page] }) { await signal.wait() }
            let entries = (1...2).map { AtomText.entry(id: "p\(page)-e\($0)") }
            let next = page < pages ? "/feeds/paged?page=\(page + 1)" : nil
            return AtomText.ok(AtomText.feed(title: "Page \(page)", entries: entries, next: next))
        }
    }

    @Test func followsEveryNextLinkIntoOneFeed() async throws {
        var configuration = plainConfiguration()
        configuration.shouldFollowNextLinks = true
        try await withService(configuration: configuration, handler: Self.pagedHandler(pages: 4)) {
            service,
            server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/paged?page=1"))
            let feed = try await ticket.value(as: GDataFeedBase.self)
            #expect(
                feed.entries.map { $0.identifier ?? "" } == [
                    "p1-e1", "p1-e2", "p2-e1", "p2-e2", "p3-e1", "p3-e2", "p4-e1", "p4-e2",
                ]
            )
            #expect(feed.title?.stringValue == "Page 1")
            #expect(feed.nextLink == nil)
            #expect(feed.unfollowedNextLinkURL == nil)
            #expect(ticket.nextLinksFollowed == 3)
            #expect(ticket.pagesFetched == 4)
            #expect(ticket.pagingTruncation == nil)
            #expect(server.requests.map(\.uri) == (1...4).map { "/feeds/paged?page=\($0)" })
            #expect(server.requests.allSatisfy { $0.header("If-None-Match") == nil })
            #expect(server.connectionCount == 1)
        }
    }

    @Test func withoutFollowingOnlyTheFirstPageIsFetched() async throws {
        try await withService(configuration: plainConfiguration(), handler: Self.pagedHandler(pages: 3)) {
            service,
            server in
            let feed = try await service.fetchFeed(at: server.url("/feeds/paged?page=1"))
            #expect(feed.entries.count == 2)
            #expect(feed.nextLink != nil)
            #expect(server.requests.count == 1)
        }
    }

    @Test func theCapStopsPagingAndSaysSo() async throws {
        var configuration = plainConfiguration()
        configuration.shouldFollowNextLinks = true
        configuration.maxNextLinksFollowed = 2
        try await withService(configuration: configuration, handler: Self.pagedHandler(pages: 10)) {
            service,
            server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/paged?page=1"))
            let feed = try await ticket.value(as: GDataFeedBase.self)
            #expect(feed.entries.count == 6)
            #expect(server.requests.count == 3)
            #expect(feed.nextLink == nil)
            #expect(feed.unfollowedNextLinkURL == server.url("/feeds/paged?page=4"))
            #expect(ticket.pagingTruncation?.unfollowedNextURL == server.url("/feeds/paged?page=4"))
            #expect(ticket.pagingTruncation?.pagesFetched == 3)
        }
    }

    @Test func theDefaultCapIsTwentySixFollowsOrTwentySevenPages() async throws {
        #expect(GDataService.Configuration().maxNextLinksFollowed == 26)
        var configuration = plainConfiguration()
        configuration.shouldFollowNextLinks = true
        try await withService(configuration: configuration, handler: Self.pagedHandler(pages: 40)) {
            service,
            server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/paged?page=1"))
            let feed = try await ticket.value(as: GDataFeedBase.self)
            #expect(server.requests.count == 27)
            #expect(feed.entries.count == 54)
            #expect(ticket.pagingTruncation?.pagesFetched == 27)
        }
    }

    @Test func cancelMidPagingSendsNoFurtherRequest() async throws {
        var configuration = plainConfiguration()
        configuration.shouldFollowNextLinks = true
        let page2Arrived = TestSignal()
        let releasePage2 = TestSignal()
        let gate = TestLockedValue<[Int: TestSignal]>([2: releasePage2])
        let inner = Self.pagedHandler(pages: 5, gate: gate)
        try await withService(configuration: configuration) { request in
            if request.queryValue("page") == "2" { page2Arrived.fire() }
            return await inner(request)
        } _: { service, server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/paged?page=1"))
            await page2Arrived.wait()
            ticket.cancel()
            releasePage2.fire()
            let error = await serviceError { _ = try await ticket.value }
            #expect(error?.code == .cancelled)
            #expect(ticket.isCancelled)
            // The ticket's task has finished: whatever it would have done next has been decided.
            #expect(ticket.isFinished)
            #expect(server.requests.map(\.uri) == ["/feeds/paged?page=1", "/feeds/paged?page=2"])
        }
    }

    @Test func eventsReportPagesAndParsing() async throws {
        var configuration = plainConfiguration()
        configuration.shouldFollowNextLinks = true
        try await withService(configuration: configuration, handler: Self.pagedHandler(pages: 2)) {
            service,
            server in
            let ticket = service.startFetchingFeed(at: server.url("/feeds/paged?page=1"))
            var pages: [Int] = []
            var parses = 0
            var requests = 0
            for await event in ticket.events {
                switch event {
                case .pageFetched(let index, _): pages.append(index)
                case .parsingStarted: parses += 1
                case .requestStarted: requests += 1
                default: break
                }
            }
            #expect(pages == [1, 2])
            #expect(parses == 2)
            #expect(requests == 2)
            _ = try await ticket.value(as: GDataFeedBase.self)
        }
    }

    @Test func cancellingTheAwaitingTaskCancelsTheRequest() async throws {
        let arrived = TestSignal()
        let release = TestSignal()
        try await withService(configuration: plainConfiguration()) { _ in
            arrived.fire()
            await release.wait()
            return AtomText.ok(AtomText.feed(entries: []))
        } _: { service, server in
            let caller = Task { () -> GDataServiceError.Code? in
                do throws(GDataServiceError) {
                    _ = try await service.fetchFeed(at: server.url("/feeds/slow"))
                    return nil
                } catch {
                    return error.code
                }
            }
            await arrived.wait()
            caller.cancel()
            let code = await caller.value
            release.fire()
            #expect(code == .cancelled)
        }
    }
}
