import Foundation
import GDataHTTP
import GDataTestSupport
import GTLR
import GTLRTestingSvc
import Testing

/// The ticket's vocabulary, shared with `GDataServiceTicket` through `GDataTicket`: `value` and `value(as:)`,
/// `events`, `isFinished` (`hasCalledCallback`), `cancel()` (`cancelTicket()`), `fetchedObject`, `fetchError`,
/// `postedObject`; and the one async spelling, `executeQuery(_:)` / `executeQuery(_:as:)`.
struct GTLRServiceTicketTests {
    /// A file list in three pages (`pageToken` 2 and 3), each with one file.
    static func pagedServer() async throws -> TestHTTPServer {
        try await TestHTTPServer.start { request in
            let page = request.queryValue("pageToken") ?? "1"
            let next = page == "3" ? "" : #","nextPageToken":"\#(Int(page)! + 1)""#
            return GTLRServiceLoopbackTests.json(#"{"kind":"drive#fileList","files":[{"id":"f\#(page)"}]\#(next)}"#)
        }
    }

    @Test func theEventsOfAPagedQueryEndWithFinished() async throws {
        let server = try await Self.pagedServer()
        let service = GTLRServiceLoopbackTests.service(server)
        service.shouldFetchNextPages = true
        try await withCleanup {
            let ticket = service.startQuery(GTLRTestingSvcQuery_FilesList.query())
            let events = await TestTicketEvents.all(of: ticket)
            let requests = events.compactMap { event -> URL? in
                if case .requestStarted(let method, let url) = event, method == "GET" { return url }
                return nil
            }
            #expect(requests.count == 3)
            #expect(
                requests.map { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.path }
                    == Array(
                        repeating: "/drive/v3/files",
                        count: 3
                    )
            )
            var expected: [GDataTicketEvent] = []
            for (index, url) in requests.enumerated() {
                expected += [
                    .requestStarted(method: "GET", url: url), .responseReceived(status: 200, url: url), .parsingStarted,
                    .parsingStopped,
                    .pageFetched(index: index + 1, url: url),
                ]
            }
            #expect(events == expected + [.finished])
            let list = try await ticket.value(as: GTLRTestingSvc_FileList.self)
            #expect(list.files?.compactMap(\.identifier) == ["f1", "f2", "f3"])
            #expect(ticket.pagesFetched == 3 && ticket.pagesFetchedCounter == 3)
            #expect(ticket.isFinished && ticket.hasCalledCallback)
        } cleanup: {
            await service.shutdown()
            await server.stop()
        }
    }

    @Test func aRetriedFailureIsAnEvent() async throws {
        let server = try await GTLRServiceSettingsTests.server(failing: [0])
        let service = GTLRServiceLoopbackTests.service(server)
        service.fetcherConfiguration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.02, maxInterval: 1)
        try await withCleanup {
            let ticket = service.startQuery(GTLRTestingSvcQuery_FilesList.query())
            let events = await TestTicketEvents.all(of: ticket)
            let delays = events.compactMap { event -> TimeInterval? in
                if case .retryDelayStarted(let delay) = event { return delay }
                return nil
            }
            #expect(delays.count == 1)
            #expect(delays.allSatisfy { (0.01...0.02).contains($0) })
            // The retried 503 is reported, then the delay, then the 200 (one request event: the fetcher retried).
            let url = try #require(ticket.request?.url)
            #expect(
                events.filter { if case .uploadProgress = $0 { false } else { true } }
                    == [
                        .requestStarted(method: "GET", url: url), .responseReceived(status: 503, url: url),
                        .retryDelayStarted(delays[0]), .responseReceived(status: 200, url: url), .parsingStarted,
                        .parsingStopped, .pageFetched(index: 1, url: url), .finished,
                    ]
            )
            #expect(server.requests.count == 2)
            #expect(ticket.statusCode == 200)
        } cleanup: {
            await service.shutdown()
            await server.stop()
        }
    }

    @Test func uploadProgressIsAnEventAndThePostedObjectACopy() async throws {
        let service = GTLRTestingSvcService()
        service.testBlock = { _, query in
            .object(
                GTLRTestingSvc_File(json: [
                    "id": "uploaded", "name": .string(query.bodyObject?.json["name"]?.stringValue ?? ""),
                ])
            )
        }
        let metadata = GTLRTestingSvc_File()
        metadata.name = "as sent"
        let query = GTLRTestingSvcQuery_FilesCreate.query(
            withObject: metadata,
            uploadParameters: GTLRUploadParameters(data: Data(count: 1_000), mimeType: "application/octet-stream")
        )
        let ticket = service.startQuery(query)
        metadata.name = "changed after the start"
        let events = await TestTicketEvents.all(of: ticket)
        let progress = events.compactMap { event -> Int64? in
            if case .uploadProgress(let sent, let total) = event, total == 1_000 { return sent }
            return nil
        }
        #expect(progress == [0, 500, 1_000])
        #expect(events.last == .finished)
        let posted = try #require(ticket.postedObject as? GTLRTestingSvc_File)
        #expect(posted.name == "as sent")
        #expect(posted !== ticket.postedObject)
        let file = try await ticket.value(as: GTLRTestingSvc_File.self)
        #expect(file.name == "as sent")
        #expect(ticket.fetchedObject !== file)
        #expect((ticket.fetchedObject as? GTLRTestingSvc_File)?.identifier == "uploaded")
    }

    @Test func oneAsyncSpellingTypedOrNot() async throws {
        let service = GTLRTestingSvcService()
        service.testBlock = { _, _ in .object(GTLRTestingSvc_File(json: ["id": "f1"])) }
        let untyped = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query())
        #expect(untyped is GTLRTestingSvc_File)
        let typed = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query(), as: GTLRTestingSvc_File.self)
        #expect(typed.identifier == "f1")
        let annotated: GTLRTestingSvc_File = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query())
        #expect(annotated.identifier == "f1")
        do {
            _ = try await service.executeQuery(GTLRTestingSvcQuery_FilesList.query(), as: GTLRTestingSvc_FileList.self)
            Issue.record("a File was accepted as a FileList")
        } catch {
            #expect(error.code == .unexpectedResponse)
            #expect(error.message.contains("GTLRTestingSvc_File"))
        }
        let ticket = service.startQuery(GTLRTestingSvcQuery_FilesList.query())
        do {
            _ = try await ticket.value(as: GTLRTestingSvc_FileList.self)
            Issue.record("a File was accepted as a FileList")
        } catch {
            #expect(error.code == .unexpectedResponse)
        }
    }

    @Test func anErrorResponseIsReportedWithItsStatus() async throws {
        let server = try await TestHTTPServer.start { _ in .status(404, #"{"error":{"code":404,"message":"gone"}}"#) }
        let service = GTLRServiceLoopbackTests.service(server)
        try await withCleanup {
            let ticket = service.startQuery(GTLRTestingSvcQuery_FilesList.query())
            let events = await TestTicketEvents.all(of: ticket)
            let url = try #require(ticket.request?.url)
            #expect(
                events == [
                    .requestStarted(method: "GET", url: url), .responseReceived(status: 404, url: url), .finished,
                ]
            )
            #expect(ticket.fetchError?.status == 404)
        } cleanup: {
            await service.shutdown()
            await server.stop()
        }
    }

    @Test func aFailureIsTheTypedFetchError() async throws {
        let service = GTLRTestingSvcService()
        service.testBlock = { _, _ in .error(GTLRServiceError(code: .transport, message: "no network in this test")) }
        let ticket = service.startQuery(GTLRTestingSvcQuery_FilesList.query())
        do {
            _ = try await ticket.value
            Issue.record("the failure was not thrown")
        } catch {
            #expect(error.code == .transport)
        }
        #expect(ticket.fetchError?.code == .transport)
        #expect(ticket.fetchedObject == nil)
        #expect(ticket.isFinished)
    }

    @Test func cancelTicketIsTheOriginalsNameForCancel() async throws {
        let arrived = TestSignal()
        let release = TestSignal()
        let server = try await TestHTTPServer.start { _ in
            arrived.fire()
            await release.wait()
            return GTLRServiceLoopbackTests.json("{}")
        }
        let service = GTLRServiceLoopbackTests.service(server)
        try await withCleanup {
            let ticket = service.startQuery(GTLRTestingSvcQuery_FilesList.query())
            await arrived.wait()
            ticket.cancelTicket()
            release.fire()
            do {
                _ = try await ticket.value
                Issue.record("a cancelled ticket delivered a result")
            } catch {
                #expect((error as? GTLRServiceError)?.code == .cancelled)
            }
            #expect(ticket.fetchError?.code == .cancelled)
            #expect(ticket.isCancelled && ticket.isFinished)
            #expect(await TestTicketEvents.all(of: ticket).last == .finished)
        } cleanup: {
            release.fire()
            await service.shutdown()
            await server.stop()
        }
    }
}
