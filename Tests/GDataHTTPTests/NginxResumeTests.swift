import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// Resuming downloads end to end against a real server that honours `Range` and `If-Range` (nginx, static files):
/// an interrupted download is kept as `NAME.part`, continued with a `206`, and started over with a `200` when the
/// file changed on the server in between.
@Suite struct NginxResumeTests {
    /// nginx sends at most 2 MB/s per connection, so a 4 MB file takes two seconds: the first download, limited to
    /// 0.75 s in all (libcurl's own timer on the fetcher's thread, whatever the load on the test's threads), stops
    /// part-way.
    static let rateLimit = "limit_rate 2m;"
    static let size = 4_000_000

    /// Puts `body` at `name` under nginx's root with modification time `modified` (nginx's ETag and Last-Modified
    /// derive from it).
    static func publish(_ body: Data, as name: String, modified: Date, on nginx: NginxServer) throws {
        let file = nginx.root.appendingPathComponent(name)
        try body.write(to: file)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
    }

    /// A kept download of `url` to `destination` that the total timeout cuts part-way; returns its error.
    static func interruptedDownload(_ url: URL, to destination: URL) async throws -> GDataHTTPError {
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.totalTimeout = 0.75
        return try await withFetcher(configuration) { fetcher in
            await httpError {
                _ = try await fetcher.download(
                    GDataHTTPRequest(url: url),
                    to: destination,
                    options: GDataHTTPDownloadOptions(partialFile: .keep)
                )
            } ?? GDataHTTPError(code: .network, message: "not interrupted")
        }
    }

    @Test func anInterruptedDownloadIsContinuedWithA206() async throws {
        let nginx = try NginxServer(serverConfiguration: Self.rateLimit)
        defer { nginx.stop() }
        let body = testBytes(Self.size, seed: 21)
        try Self.publish(body, as: "movie.bin", modified: Date(timeIntervalSince1970: 1_760_000_000), on: nginx)
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("movie.bin")
            let part = directory.appendingPathComponent("movie.bin.part")
            try await withFetcher { fetcher in
                let error = try await Self.interruptedDownload(nginx.url("movie.bin"), to: destination)
                #expect(error.code == .timedOut)
                let held = try Data(contentsOf: part)
                #expect(held.count > 0 && held.count < Self.size)
                #expect(held == body.prefix(held.count))

                let response = try await fetcher.download(
                    GDataHTTPRequest(url: nginx.url("movie.bin")),
                    to: destination,
                    options: GDataHTTPDownloadOptions(partialFile: .keep)
                )
                #expect(response.status == 206)
                #expect(response.headers["Content-Range"] == "bytes \(held.count)-\(Self.size - 1)/\(Self.size)")
            }
            #expect(try Data(contentsOf: destination) == body)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["movie.bin"])
        }
        // The interrupted request (logged as nginx saw it: 200, whenever nginx noticed the client left), then the 206.
        let statuses = nginx.accessLogLines(atLeast: 2).map { String($0.split(separator: " ")[2]) }
        #expect(statuses.sorted() == ["200", "206"])
    }

    @Test func aFileChangedOnTheServerStartsOverWithTheNewVersionOnly() async throws {
        let nginx = try NginxServer(serverConfiguration: Self.rateLimit)
        defer { nginx.stop() }
        let old = testBytes(Self.size, seed: 22)
        let new = testBytes(Self.size - 1000, seed: 23)
        try Self.publish(old, as: "doc.bin", modified: Date(timeIntervalSince1970: 1_760_000_000), on: nginx)
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("doc.bin")
            try await withFetcher { fetcher in
                let error = try await Self.interruptedDownload(nginx.url("doc.bin"), to: destination)
                #expect(error.code == .timedOut)
                #expect(FileManager.default.fileExists(atPath: destination.path + ".part"))
                try Self.publish(new, as: "doc.bin", modified: Date(timeIntervalSince1970: 1_760_003_600), on: nginx)

                let response = try await fetcher.download(
                    GDataHTTPRequest(url: nginx.url("doc.bin")),
                    to: destination,
                    options: GDataHTTPDownloadOptions(partialFile: .keep)
                )
                #expect(response.status == 200)
            }
            #expect(try Data(contentsOf: destination) == new)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["doc.bin"])
        }
        // If-Range named the old version: nginx ignored the Range and sent the new file whole (no 206).
        let statuses = nginx.accessLogLines(atLeast: 2).map { String($0.split(separator: " ")[2]) }
        #expect(statuses == ["200", "200"])
    }
}
