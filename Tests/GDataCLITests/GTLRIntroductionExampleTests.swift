import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// Every snippet of Examples/GTLRIntroduction (the REST client README's snippets) runs against fake-gcs-server, a
/// real Cloud Storage emulator started on 127.0.0.1 for each snippet, and prints what it found.
@Suite(
    "GTLRIntroduction example",
    .enabled(if: ExternalTestServer.fakeGCSBinary != nil, "fake-gcs-server is not installed (scripts/setup.sh)")
)
struct GTLRIntroductionExampleTests {
    static let expected: [(String, [String])] = [
        (
            "setup",
            [
                "buckets: setup",
                "user agent: GTLRIntroduction/1.0 swift-gdata/\(GDataPackage.version) \(GDataPackage.system) (gzip)",
            ]
        ),
        ("query", (0..<5).map { "object-\($0).txt 11 bytes" } + ["pages: 3"]),
        ("ticket", ["cancelled ticket: cancelled", "ticket: 200 object-0.txt"]),
        ("batch", ["object-0.txt: 11 bytes", "object-1.txt: 11 bytes", "missing.txt: HTTP 404"]),
        ("upload", ["uploaded: big.bin 1000000 bytes", "progress: 1000000/1000000"]),
        ("download", ["in memory: contents 0", "to a file: 11 bytes"]),
        ("mock", ["mock: faked.txt", "test block saw: DELETE /storage/v1/b/b/o/o", "test block error: 403"]),
        ("errors", ["code: apiError", "status: 404", "message: Not Found"]),
    ]

    @Test(arguments: expected.map(\.0))
    func snippet(_ name: String) async throws {
        let server = try ExternalTestServer.fakeGCS()
        defer { server.stop() }
        let result = try await GDataCLIRunner.run([name, server.rootURL.absoluteString], product: "GTLRIntroduction")
        #expect(result.status == 0, "\(result.stderrText)")
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines == Self.expected.first { $0.0 == name }?.1)
    }
}
