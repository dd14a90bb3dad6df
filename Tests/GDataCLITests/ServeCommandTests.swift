import Foundation
import GDataTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `gdata serve` as a user runs it: the base URL first on stdout, requests answered, SIGTERM stops it cleanly.
@Suite struct ServeCommandTests {
    /// Reads standard output up to the first newline (blocking reads on a background thread, no polling).
    static func firstLine(of handle: FileHandle) async -> String {
        await Task.detached {
            var bytes: [UInt8] = []
            while true {
                let chunk = handle.readData(ofLength: 1)
                guard let byte = chunk.first else { break }
                if byte == 0x0A { break }
                bytes.append(byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }.value
    }

    @Test("serves the demo data set from a copy, prints the base URL first, and stops on SIGTERM with writes on disk")
    func servesAndStops() async throws {
        let executable = try #require(GDataCLIRunner.executable, "build gdata first")
        let parent = try temporaryDirectory(prefix: "gdata-serve-cli")
        defer { try? FileManager.default.removeItem(at: parent) }
        let directory = parent.appendingPathComponent("demo")
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/ServeDemo")
        try FileManager.default.copyItem(at: demo, to: directory)

        let (process, base) = try await Self.startServer(executable, directory: directory)
        #expect(base.hasPrefix("http://127.0.0.1:") && base.hasSuffix("/"))
        let feedURL = try #require(URL(string: base + "feeds/contacts"))

        let (feedData, feedResponse) = try await URLSession.shared.data(from: feedURL)
        #expect((feedResponse as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: feedData, as: UTF8.self).contains("Ada Lovelace"))

        var insert = URLRequest(url: feedURL)
        insert.httpMethod = "POST"
        insert.setValue("application/atom+xml", forHTTPHeaderField: "Content-Type")
        insert.httpBody = Data(
            "<entry xmlns=\"http://www.w3.org/2005/Atom\"><title>Written by the test</title></entry>".utf8
        )
        let (_, insertResponse) = try await URLSession.shared.data(for: insert)
        #expect((insertResponse as? HTTPURLResponse)?.statusCode == 201)

        process.terminate()  // SIGTERM
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        let saved = try String(contentsOf: directory.appendingPathComponent("contacts.xml"), encoding: .utf8)
        #expect(saved.contains("Written by the test"))
    }

    @Test("a malformed feed in DIR stops it with exit 65 and FILE:LINE:COLUMN")
    func malformedDirectory() async throws {
        let directory = try temporaryDirectory(prefix: "gdata-serve-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("<feed xmlns=\"http://www.w3.org/2005/Atom\">\n<title>\n</feed>".utf8).write(
            to: directory.appendingPathComponent("broken.xml")
        )
        let result = try await GDataCLIRunner.run(["serve", directory.path])
        #expect(result.status == 65)
        #expect(result.stderrText.contains("broken.xml:3:"))
        #expect(result.stdoutText.isEmpty)
        #expect(!result.stderrText.contains("warning"), "the loopback default prints no network warning")
    }

    @Test(
        "issue 18 item 6: --host other than loopback warns that the server is reachable from the network, and says whether --require-auth is on"
    )
    func nonLoopbackHostWarns() async throws {
        let directory = try temporaryDirectory(prefix: "gdata-serve-host")
        defer { try? FileManager.default.removeItem(at: directory) }
        // 192.0.2.1 (TEST-NET-1) is on no interface: the bind fails, so nothing listens beyond loopback during the test.
        let open = try await GDataCLIRunner.run(["serve", directory.path, "--host", "192.0.2.1", "--port", "0"])
        #expect(
            open.stderrText.contains(
                "warning: --host 192.0.2.1 is not a loopback address: the server is reachable from the network"
            )
        )
        #expect(open.stderrText.contains("--require-auth is OFF"))
        #expect(open.status == 1)
        let signed = try await GDataCLIRunner.run([
            "serve", directory.path, "--host", "192.0.2.1", "--port", "0", "--require-auth", "--token", "t",
        ])
        #expect(signed.stderrText.contains("--require-auth is on"))
    }

    /// Starts `gdata serve DIR --port 0`; returns the process and its base URL (the first line it prints).
    static func startServer(_ executable: URL, directory: URL) async throws -> (Process, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", directory.path, "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, await firstLine(of: output.fileHandleForReading))
    }

    @Test(
        "issue 21: 8 concurrent writers, then SIGKILL: every acknowledged write is served by the next start (group commit)",
        .timeLimit(.minutes(2))
    )
    func acknowledgedWritesSurviveAKill() async throws {
        let executable = try #require(GDataCLIRunner.executable, "build gdata first")
        let directory = try temporaryDirectory(prefix: "gdata-serve-kill")
        defer { try? FileManager.default.removeItem(at: directory) }
        let feed = "<feed xmlns=\"http://www.w3.org/2005/Atom\"><id>tag:kill</id><title>kill</title></feed>"
        try Data(feed.utf8).write(to: directory.appendingPathComponent("notes.xml"))

        let (first, base) = try await Self.startServer(executable, directory: directory)
        let feedURL = try #require(URL(string: base + "feeds/notes"))
        let acknowledged = try await withThrowingTaskGroup(of: [String].self) { group in
            for writer in 0..<8 {
                group.addTask {
                    var titles: [String] = []
                    for step in 0..<25 {
                        let title = "w\(writer)-s\(step)"
                        var insert = URLRequest(url: feedURL)
                        insert.httpMethod = "POST"
                        insert.setValue("application/atom+xml", forHTTPHeaderField: "Content-Type")
                        insert.httpBody = Data(
                            "<entry xmlns=\"http://www.w3.org/2005/Atom\"><title>\(title)</title></entry>".utf8
                        )
                        let (_, response) = try await URLSession.shared.data(for: insert)
                        if (response as? HTTPURLResponse)?.statusCode == 201 { titles.append(title) }
                    }
                    return titles
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(acknowledged.count == 200)
        kill(first.processIdentifier, SIGKILL)  // no shutdown: only the journal holds the writes
        first.waitUntilExit()
        #expect(first.terminationReason == .uncaughtSignal)

        let (second, secondBase) = try await Self.startServer(executable, directory: directory)
        defer {
            second.terminate()
            second.waitUntilExit()
        }
        let (data, _) = try await URLSession.shared.data(
            from: try #require(URL(string: secondBase + "feeds/notes?max-results=1000"))
        )
        let served = String(decoding: data, as: UTF8.self)
        let missing = acknowledged.filter { !served.contains("<title>\($0)</title>") }
        #expect(missing.isEmpty, "acknowledged but lost: \(missing.prefix(10))")
    }
}
