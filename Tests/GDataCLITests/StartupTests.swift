import Foundation
import Testing

/// What a `gdata` run does not use costs nothing at start-up (docs/performance.md, "Start-up"): `gdata inspect` reads
/// its arguments without ArgumentParser when they are plain, and libcurl is loaded on first use only.
@Suite("gdata start-up")
struct StartupTests {
    static let sample = InspectCommandTests.sample.path

    /// Runs `arguments` with the fast path and with ArgumentParser (`GDATA_NO_FAST_PATH=1`).
    static func bothWays(_ arguments: [String]) async throws -> (
        fast: GDataCLIRunner.Result, parsed: GDataCLIRunner.Result
    ) {
        let fast = try await GDataCLIRunner.run(arguments)
        let parsed = try await GDataCLIRunner.run(arguments, environment: ["GDATA_NO_FAST_PATH": "1"])
        return (fast, parsed)
    }

    @Test("inspect: the fast path and ArgumentParser give the same status, output and errors")
    func fastPathMatchesArgumentParser() async throws {
        let malformed = try InspectCommandTests.write("<feed xmlns='http://www.w3.org/2005/Atom'><id>x</feed>")
        let cases: [[String]] = [
            ["inspect", Self.sample],
            ["inspect", Self.sample, "--format", "json"],
            ["inspect", "--format=xml", Self.sample, "--pretty"],
            ["inspect", Self.sample, "--stream", "--format", "json"],
            ["inspect", Self.sample, "--ignore-unknowns", "--format", "xml"],
            ["inspect", Self.sample, "--single-thread", "--stream"],
            ["inspect", Self.sample, "--format", "json", "--base-uri", "http://h/dir/", "--content-language", "de"],
            ["inspect", malformed.path],
            ["inspect", malformed.path, "--stream"],
            ["inspect", "/nonexistent/feed.xml"],
            // Left to ArgumentParser by the fast path: a bad value, a repeated option, an unknown flag, two files.
            ["inspect", Self.sample, "--format", "yaml"],
            ["inspect", Self.sample, "--format", "json", "--format", "xml"],
            ["inspect", Self.sample, "--bogus"],
            ["inspect", Self.sample, Self.sample],
            ["inspect", Self.sample, "--stream=true"],
            ["inspect", Self.sample, "--single-thread=yes"],
        ]
        var statuses: Set<Int32> = []
        for arguments in cases {
            let (fast, parsed) = try await Self.bothWays(arguments)
            statuses.insert(fast.status)
            #expect(fast.status == parsed.status, "\(arguments)")
            #expect(fast.stdoutText == parsed.stdoutText, "\(arguments)")
            #expect(fast.stderrText == parsed.stderrText, "\(arguments)")
        }
        // The cases cover successes, malformed input (65), a missing file (66) and usage errors (64).
        #expect(statuses == [0, 65, 66, 64])
    }

    /// The shared libraries a run loads, from the dynamic loader's own trace (`LD_DEBUG=libs`).
    static func loadedLibraries(_ arguments: [String]) async throws -> String {
        let result = try await GDataCLIRunner.run(arguments, environment: ["LD_DEBUG": "libs"])
        #expect(result.status == 0)
        return result.stderrText
    }

    @Test("inspect does not load libcurl; an HTTP command (here --version, which names its version) does")
    func libcurlLoadedOnFirstUse() async throws {
        let inspect = try await Self.loadedLibraries(["inspect", Self.sample])
        #expect(inspect.contains("libxml2"), "the trace lists the libraries the run loads")
        #expect(!inspect.contains("libcurl"))
        let version = try await Self.loadedLibraries(["--version"])
        #expect(version.contains("libcurl"))
    }
}
