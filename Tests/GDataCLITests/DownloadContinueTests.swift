import Foundation
import GDataTestSupport
import Testing

/// `--continue` across two runs of `gdata get -o FILE` and `gdata api --download FILE`: the first run fails mid-body
/// and leaves FILE.part with its resume record; the second sends `Range: bytes=N-` under `If-Range` and completes.
@Suite struct DownloadContinueTests {
    static func names(in directory: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    }

    @Test func getContinuesAFailedRunInTheNextOne() async throws {
        let body = GDataCLIRunner.patternedBytes(800_000)
        let resource = TestRangeResource(body: body, etag: "\"cli-1\"")
        let server = try await TestHTTPServer.start(handler: resource.cuttingFirstAnswer(after: 300_000))
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("movie.bin")
        let url = server.url("/movie?access_token=tok-secret").absoluteString

        let first = try await GDataCLIRunner.run(["get", url, "-o", file.path, "--continue"])
        #expect(first.status == 5, "\(first.stderrText)")
        #expect(try Self.names(in: directory) == ["movie.bin.part", "movie.bin.part.resume"])
        #expect(try Data(contentsOf: directory.appendingPathComponent("movie.bin.part")) == body.prefix(300_000))
        let record = try String(contentsOf: directory.appendingPathComponent("movie.bin.part.resume"), encoding: .utf8)
        #expect(!record.contains("tok-secret"))

        let second = try await GDataCLIRunner.run(["get", url, "-o", file.path, "--continue"])
        await server.stop()
        #expect(second.status == 0, "\(second.stderrText)")
        #expect(try Data(contentsOf: file) == body)
        #expect(try Self.names(in: directory) == ["movie.bin"])
        let resumed = try #require(server.requests.dropFirst().first)
        #expect(resumed.header("Range") == "bytes=300000-")
        #expect(resumed.header("If-Range") == "\"cli-1\"")
        #expect(resumed.header("Accept-Encoding") == "identity")
        #expect(second.stderrText.contains("continuing \(file.path).part at byte 300000"))
    }

    @Test func getWithoutAValidatorStartsOverUnlessForced() async throws {
        let body = GDataCLIRunner.patternedBytes(200_000)
        let resource = TestRangeResource(body: body)
        let server = try await TestHTTPServer.start(
            handler: TestHTTPServer.numbered { number, request in
                number == 1 || number == 3
                    ? resource.answer(request).dropAfter(bytes: 80_000) : resource.answer(request)
            }
        )
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = server.url("/plain").absoluteString
        let safe = directory.appendingPathComponent("safe.bin")
        let forced = directory.appendingPathComponent("forced.bin")

        #expect(try await GDataCLIRunner.run(["get", url, "-o", safe.path, "--continue"]).status == 5)
        let restarted = try await GDataCLIRunner.run(["get", url, "-o", safe.path, "--continue"])
        #expect(try await GDataCLIRunner.run(["get", url, "-o", forced.path, "--force-continue"]).status == 5)
        let appended = try await GDataCLIRunner.run(["get", url, "-o", forced.path, "--force-continue"])
        await server.stop()
        #expect(restarted.status == 0)
        #expect(appended.status == 0)
        #expect(server.requests.map { $0.header("Range") } == [nil, nil, nil, "bytes=80000-"])
        #expect(server.requests.allSatisfy { $0.header("If-Range") == nil })
        #expect(restarted.stderrText.contains("starting over, 80000 bytes dropped"))
        #expect(try Data(contentsOf: safe) == body)
        #expect(try Data(contentsOf: forced) == body)
    }

    @Test func continueNeedsAFile() async throws {
        let result = try await GDataCLIRunner.run(["get", "http://127.0.0.1:9/x", "--continue"])
        #expect(result.status == 64)
        #expect(result.stderrText.contains("--continue needs -o FILE"))
    }

    /// `gdata api --download F --chunk-size N --continue`: the first run fails on its third range request; the
    /// second continues at the bytes held, every request under the first answer's validator.
    @Test func apiChunkedDownloadContinues() async throws {
        let media = GDataCLIRunner.patternedBytes(50)
        let resource = TestRangeResource(body: media, etag: "\"obj-3\"")
        let server = try await TestHTTPServer.start(
            handler: TestHTTPServer.numbered { number, request in
                number == 3 ? .status(404, "gone for now") : resource.answer(request)
            }
        )
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("obj.bin")
        let arguments = [
            "api", "storage.objects.get", "--param", "bucket=b", "--param", "object=o", "--download", output.path,
            "--chunk-size", "10", "--continue", "--root-url", server.baseURL.absoluteString,
        ]
        let first = try await GDataCLIRunner.run(arguments)
        #expect(first.status == 8, "\(first.stderrText)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("obj.bin.part")) == media.prefix(20))
        let second = try await GDataCLIRunner.run(arguments)
        await server.stop()
        #expect(second.status == 0, "\(second.stderrText)")
        #expect(try Data(contentsOf: output) == media)
        #expect(try Self.names(in: directory) == ["obj.bin"])
        #expect(
            server.requests.map { $0.header("Range") } == [
                "bytes=0-9", "bytes=10-19", "bytes=20-29", "bytes=20-29", "bytes=30-39", "bytes=40-49",
            ]
        )
        #expect(server.requests.map { $0.header("If-Range") } == [nil] + Array(repeating: "\"obj-3\"", count: 5))
    }
}
