import Foundation
import GDataServer
import GDataTestSupport
import Logging
import Testing

@Suite("GDataLocalServer logger")
struct ServerLoggerTests {
    /// The configuration's logger is the one the server and Hummingbird log through: a recording logger at `.info` sees
    /// Hummingbird's start-up line with the port the server listens on, and the default logger stays at errors only.
    @Test func theConfiguredLoggerReceivesTheServersLines() async throws {
        #expect(GDataLocalServer.Configuration().logger.logLevel == .error)
        let lines = TestLockedValue<[String]>([])
        var configuration = GDataLocalServer.Configuration()
        configuration.inMemory = true
        configuration.logger = Logger(label: "test") { _ in RecordingLogHandler(lines: lines) }
        configuration.logger.logLevel = .info
        let port = try await withServerAndClient(
            ["notes": Samples.feed("notes", entries: 1)],
            configuration: configuration
        ) {
            server,
            client in
            #expect(try await client.get(server.feedURL(named: "notes")).status == 200)
            return try #require(server.baseURL.port)
        }
        let recorded = lines.withLock { $0 }
        #expect(recorded.contains { $0.hasPrefix("info ") && $0.contains(String(port)) }, "\(recorded)")
    }
}
