import Foundation
import Testing

/// `gdata --version`: the package version (the one CHANGELOG.md heads) and the libxml2 and libcurl loaded at run time.
@Suite("gdata --version")
struct VersionCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `gdata 0.1.0 (libxml2 2.9.14, libcurl 7.88.1)` split into its three versions.
    static func versions() async throws -> (package: String, libxml2: String, libcurl: String) {
        let result = try await GDataCLIRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stderrText.isEmpty)
        let line = result.stdoutText.trimmingCharacters(in: .newlines)
        let match = try #require(
            line.wholeMatch(of: /gdata (\d+\.\d+\.\d+) \(libxml2 (\d+\.\d+\.\d+), libcurl (\d+\.\d+\.\d+[^)]*)\)/),
            "unexpected --version output: \(line)"
        )
        return (String(match.1), String(match.2), String(match.3))
    }

    /// The first line of `tool arguments…` (standard output and error together).
    static func firstLine(of tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    }

    @Test("the package version is the newest release in CHANGELOG.md")
    func packageVersion() async throws {
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(changelog.firstMatch(of: /\n## (\d+\.\d+\.\d+)/), "CHANGELOG.md has no release")
        #expect(try await Self.versions().package == String(heading.1))
    }

    @Test("libxml2 is the library loaded at run time, the one xmllint reports")
    func libxml2Version() async throws {
        // `xmllint: using libxml version 20914`
        let line = try Self.firstLine(of: "xmllint", ["--version"])
        let number = try #require(line.firstMatch(of: /libxml version (\d+)/).flatMap { Int($0.1) }, "\(line)")
        let expected = "\(number / 10000).\(number / 100 % 100).\(number % 100)"
        #expect(try await Self.versions().libxml2 == expected)
    }

    @Test("libcurl is the library loaded at run time, the one curl reports")
    func libcurlVersion() async throws {
        // `curl 7.88.1 (x86_64-pc-linux-gnu) libcurl/7.88.1 OpenSSL/3.0.17 …`
        let line = try Self.firstLine(of: "curl", ["--version"])
        let reported = try #require(line.firstMatch(of: /libcurl\/(\S+)/).map { String($0.1) }, "\(line)")
        #expect(try await Self.versions().libcurl == reported)
    }
}
