import Foundation
import GDataTestSupport
import Testing

/// The `ReadArchive` example (Examples/ReadArchive) runs and prints what the sample archive holds.
@Suite("ReadArchive example")
struct ReadArchiveExampleTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/archive/sample-feed.xml")

    @Test("lists the sample archive's entries with typed values and resolved links")
    func sampleArchive() async throws {
        let result = try await GDataCLIRunner.run([Self.sample.path], product: "ReadArchive")
        #expect(result.status == 0)
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.first == "Feed: Team notes (archived)")
        #expect(lines.contains("Parsed as: GDataFeedBase"))
        #expect(lines.contains("Total results on the server: 42"))
        #expect(lines.contains("Next page: https://www.example.com/feeds/team-notes/full?start-index=4&max-results=3"))
        #expect(lines.contains("1. Quarterly planning — Fred Flintstone, updated 2008-11-21T18:30:00Z"))
        #expect(lines.contains("   edit: https://www.example.com/feeds/team-notes/full/1/edit"))
        #expect(lines.contains { $0.hasPrefix("3. Cancelled offsite") && $0.hasSuffix("[deleted]") })
        #expect(lines.last == "3 entries")
    }

    /// ReadArchive links the `GDataCore` product only: a calendar event feed is a `GDataFeedBase` there, while `gdata`
    /// (which links `GData`) gets the service's class for the same file with nothing registered by either program.
    @Test("with GDataCore alone a service feed reads as the core class; gdata, linking GData, picks the service's")
    func coreProductHasNoServiceClasses() async throws {
        let calendar = Self.sample.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/GDataTests/Fixtures/gdata-objc/FeedCalendarEventTest1.xml")
        let core = try await GDataCLIRunner.run([calendar.path], product: "ReadArchive")
        #expect(core.status == 0)
        #expect(core.stdoutText.split(separator: "\n").contains("Parsed as: GDataFeedBase"))
        let full = try await GDataCLIRunner.run(["inspect", calendar.path, "--format", "json"])
        #expect(full.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(full.stdoutText.utf8)) as? [String: Any])
        let feed = try #require(json["feed"] as? [String: Any])
        #expect(feed["class"] as? String == "GDataFeedCalendarEvent")
    }

    @Test("malformed input gives the parser's located error and exit 65")
    func malformed() async throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("bad.xml")
        try Data("<feed xmlns=\"http://www.w3.org/2005/Atom\">\n<entry></feed>".utf8).write(to: file)
        let result = try await GDataCLIRunner.run([file.path], product: "ReadArchive")
        #expect(result.status == 65)
        #expect(result.stdoutText.contains("\(file.path):2:"))
    }
}
