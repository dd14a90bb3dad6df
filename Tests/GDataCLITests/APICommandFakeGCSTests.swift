import Foundation
import GDataTestSupport
import Testing

/// `gdata api` against fake-gcs-server, a real Cloud Storage JSON API emulator on 127.0.0.1 (installed by
/// scripts/setup.sh): bucket and object writes, paging, every upload protocol it supports, downloads, batch, errors.
@Suite(.enabled(if: ExternalTestServer.fakeGCSBinary != nil, "fake-gcs-server is not installed (scripts/setup.sh)"))
struct APICommandFakeGCSTests {
    static func api(_ arguments: [String], server: ExternalTestServer) async throws -> GDataCLIRunner.Result {
        try await GDataCLIRunner.run(["api"] + arguments + ["--root-url", server.rootURL.absoluteString])
    }

    static func object(_ result: GDataCLIRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
    }

    @Test func writePageDownloadAndBatchAgainstARealServer() async throws {
        let server = try ExternalTestServer.fakeGCS()
        defer { server.stop() }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bucketBody = directory.appendingPathComponent("bucket.json")
        try Data(#"{"name":"bkt"}"#.utf8).write(to: bucketBody)
        let bucket = try await Self.api(
            ["storage.buckets.insert", "--param", "project=test", "--body", bucketBody.path],
            server: server
        )
        #expect(bucket.status == 0)
        #expect(try Self.object(bucket)["name"] as? String == "bkt")

        // One object per protocol fake-gcs-server implements (goog needs the resumable path it lacks).
        let media = GDataCLIRunner.patternedBytes(700_000)
        let file = directory.appendingPathComponent("media.bin")
        try media.write(to: file)
        var names: [String] = []
        for (index, upload) in ["media", "multipart", "resumable", "resumable", "multipart"].enumerated() {
            let name = "dir/obj \(index).bin"
            names.append(name)
            let metadata = directory.appendingPathComponent("meta\(index).json")
            try Data(#"{"name":"\#(name)","metadata":{"n":"\#(index)"}}"#.utf8).write(to: metadata)
            var arguments = [
                "storage.objects.insert", "--param", "bucket=bkt", "--upload", file.path,
                "--mime", "application/octet-stream", "--upload-protocol", upload, "--chunk-size", "262144",
            ]
            arguments += upload == "media" ? ["--param", "name=\(name)"] : ["--body", metadata.path]
            let result = try await Self.api(arguments, server: server)
            #expect(result.status == 0, "\(upload): \(result.stderrText)")
            let object = try Self.object(result)
            #expect(object["name"] as? String == name)
            #expect(object["size"] as? String == "700000")
        }

        // Three pages of two objects, merged in order, without nextPageToken.
        let listed = try await Self.api(
            ["storage.objects.list", "--param", "bucket=bkt", "--param", "maxResults=2", "--all-pages"],
            server: server
        )
        #expect(listed.status == 0)
        let items = try #require(try Self.object(listed)["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["name"] as? String } == names.sorted())
        #expect(try Self.object(listed)["nextPageToken"] == nil)
        let capped = try await Self.api(
            [
                "storage.objects.list", "--param", "bucket=bkt", "--param", "maxResults=2", "--all-pages",
                "--max-pages", "1",
            ],
            server: server
        )
        #expect(capped.status == 0)
        #expect((try Self.object(capped)["items"] as? [Any])?.count == 2)
        #expect(capped.stderrText == "more results remain after 1 pages\n")

        // Every upload stored the same bytes; the download streams them back.
        // The second download goes in Range requests of 256 KiB (three, the last one short).
        for (name, chunked) in [(names[0], false), (names[2], true)] {
            let output = directory.appendingPathComponent("download.bin")
            let download = try await Self.api(
                [
                    "storage.objects.get", "--param", "bucket=bkt", "--param", "object=\(name)", "--download",
                    output.path,
                ]
                    + (chunked ? ["--chunk-size", "262144", "-v"] : []),
                server: server
            )
            if chunked { #expect(download.stderrText.components(separatedBy: "(bytes ").count - 1 == 3) }
            #expect(download.status == 0)
            #expect(try Data(contentsOf: output) == media)
        }

        // A batch of a hit and a miss, in request order; exit 13 because one failed.
        let batch = directory.appendingPathComponent("batch.jsonl")
        try Data(
            (#"{"id":"hit","method":"storage.objects.get","params":{"bucket":"bkt","object":"\#(names[1])"}}"# + "\n"
                + #"{"id":"miss","method":"storage.objects.get","params":{"bucket":"bkt","object":"nope"}}"# + "\n")
                .utf8
        ).write(to: batch)
        let batched = try await Self.api(["--discovery", "storage", "--batch", batch.path], server: server)
        #expect(batched.status == 13)
        let lines = batched.stdoutText.split(separator: "\n").map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(lines.count == 2)
        #expect(lines.first??["id"] as? String == "hit")
        #expect(lines.first??["status"] as? Int == 200)
        #expect((lines.first??["body"] as? [String: Any])?["name"] as? String == names[1])
        #expect(lines.last??["id"] as? String == "miss")
        #expect(lines.last??["status"] as? Int == 404)
        #expect(lines.last??["error"] is [String: Any])

        // A missing object: exit 8 with the status and the server's message.
        let missing = try await Self.api(
            ["storage.objects.get", "--param", "bucket=bkt", "--param", "object=nope"],
            server: server
        )
        #expect(missing.status == 8)
        #expect(missing.stderrText.contains("HTTP 404 Not Found"))
    }
}
