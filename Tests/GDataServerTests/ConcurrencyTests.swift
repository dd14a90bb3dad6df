import Foundation
import GData
import GDataServer
import GDataTestSupport
import Testing

/// Concurrent writers are serialised with correct ETags, and nothing acknowledged is lost.
@Suite struct ConcurrencyTests {
    /// A small deterministic generator so every run does the same operations.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    struct ClientOutcome: Sendable {
        var statuses: [Int: Int] = [:]
        /// The title each of this client's own entries had at its last acknowledged write (nil: deleted).
        var own: [String: String?] = [:]
        var sharedConflicts = 0
    }

    @Test(
        "8 clients × 1,000 mixed reads and writes: no 5xx, no lost write, and the directory reloads to the same state"
    )
    func eightConcurrentClients() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Samples.feed("shared", entries: 4).write(to: directory.appendingPathComponent("shared.xml"))
        var configuration = GDataLocalServer.Configuration()
        configuration.pageSize = 10
        let server = try await startLocalServer(directory: directory, configuration: configuration)
        let feedURL = server.feedURL(named: "shared")
        let sharedEntries = try await {
            let client = Client()
            defer { Task { await client.shutdown() } }
            return try await client.get(feedURL).document().entryElements.compactMap { $0.links("edit").first }
        }()
        #expect(sharedEntries.count == 4)

        let outcomes = try await withThrowingTaskGroup(of: ClientOutcome.self) { group in
            for clientNumber in 0..<8 {
                group.addTask {
                    let client = Client()
                    var outcome = ClientOutcome()
                    var random = Generator(state: UInt64(clientNumber + 1))
                    var ownURLs: [(url: URL, etag: String)] = []
                    for step in 0..<1000 {
                        let choice = random.next(100)
                        var answer: Exchange
                        if choice < 25 || ownURLs.isEmpty && choice >= 60 {
                            answer = try await client.post(feedURL, Samples.entry("c\(clientNumber)-s\(step)"))
                            if answer.status == 201,
                                let location = answer.header("Location").flatMap(URL.init(string:)),
                                let etag = answer.header("ETag")
                            {
                                ownURLs.append((location, etag))
                                outcome.own[location.absoluteString] = "c\(clientNumber)-s\(step)"
                            }
                        } else if choice < 45 {
                            answer = try await client.get(
                                URL(
                                    string: feedURL.absoluteString + "?max-results=5&start-index=\(random.next(20) + 1)"
                                )!
                            )
                        } else if choice < 60 {
                            let url = URL(string: sharedEntries[random.next(sharedEntries.count)])!
                            let current = try await client.get(url)
                            answer = try await client.send(
                                "PUT",
                                url,
                                headers: [("If-Match", current.header("ETag") ?? "")],
                                body: Data(Samples.entry("shared by \(clientNumber)").utf8)
                            )
                            if answer.status == 412 { outcome.sharedConflicts += 1 }
                        } else if choice < 85 {
                            let index = random.next(ownURLs.count)
                            let title = "c\(clientNumber)-u\(step)"
                            answer = try await client.send(
                                "PUT",
                                ownURLs[index].url,
                                headers: [("If-Match", ownURLs[index].etag)],
                                body: Data(Samples.entry(title).utf8)
                            )
                            if answer.status == 200, let etag = answer.header("ETag") {
                                ownURLs[index].etag = etag
                                outcome.own[ownURLs[index].url.absoluteString] = title
                            }
                        } else {
                            let index = random.next(ownURLs.count)
                            answer = try await client.send(
                                "DELETE",
                                ownURLs[index].url,
                                headers: [("If-Match", ownURLs[index].etag)]
                            )
                            if answer.status == 200 {
                                outcome.own[ownURLs[index].url.absoluteString] = .some(nil)
                                ownURLs.remove(at: index)
                            }
                        }
                        outcome.statuses[answer.status, default: 0] += 1
                    }
                    await client.shutdown()
                    return outcome
                }
            }
            var all: [ClientOutcome] = []
            for try await outcome in group { all.append(outcome) }
            return all
        }

        var statuses: [Int: Int] = [:]
        for outcome in outcomes { statuses.merge(outcome.statuses, uniquingKeysWith: +) }
        #expect(statuses.values.reduce(0, +) == 8000)
        #expect(statuses.keys.allSatisfy { $0 < 500 }, "\(statuses)")
        // Only the shared entries can conflict: a client's own entries are written with the ETag it last received.
        #expect(statuses[412, default: 0] == outcomes.map(\.sharedConflicts).reduce(0, +))

        let client = Client()
        func state(_ base: GDataLocalServer) async throws -> [String: (title: String, etag: String)] {
            var result: [String: (title: String, etag: String)] = [:]
            var next: URL? = URL(string: base.feedURL(named: "shared").absoluteString + "?max-results=500")
            while let url = next {
                let page = try await client.get(url).document()
                for entry in page.entryElements {
                    let path = URL(string: try #require(entry.links("edit").first))!.path
                    result[path] = (entry.titleText ?? "", entry.attribute(.gd("etag")) ?? "")
                }
                next = page.links("next").first.flatMap(URL.init(string:))
            }
            return result
        }
        let live = try await state(server)
        for outcome in outcomes {
            for (url, title) in outcome.own {
                let path = URL(string: url)!.path
                #expect(live[path]?.title == title, "lost write at \(path)")
            }
        }
        try await server.shutdown()
        let reloaded = try await startLocalServer(directory: directory, configuration: configuration)
        let again = try await state(reloaded)
        #expect(again.count == live.count)
        #expect(again.allSatisfy { live[$0.key]?.title == $0.value.title && live[$0.key]?.etag == $0.value.etag })
        try await reloaded.shutdown()
        await client.shutdown()
    }
}
