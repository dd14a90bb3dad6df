import Foundation
import GDataTestSupport
import Testing

/// `gdata api` with a Discovery document given as a file (Firestore v1) against the Cloud Firestore emulator on
/// 127.0.0.1: `{+name}` paths, opaque page tokens (base64 with `/` and `+`), a list field other than `items`
/// (`documents`), repeated `updateMask.fieldPaths` and V2 errors (`status`, no `errors[]`).
@Suite(.enabled(if: ExternalTestServer.firestoreJar != nil, "the Cloud Firestore emulator is not installed"))
struct APICommandFirestoreTests {
    static var document: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schemas/discovery/testing/firestore.v1.json").path
    }

    static let parent = "projects/p1/databases/(default)/documents"

    static func api(_ arguments: [String], server: ExternalTestServer) async throws
        -> GDataCLIRunner.Result
    {
        try await GDataCLIRunner.run(
            ["api", "--discovery", document] + arguments + ["--root-url", server.rootURL.absoluteString]
        )
    }

    @Test func documentsPageMergeAndPatchWithRepeatedMasks() async throws {
        let server = try ExternalTestServer.firestoreEmulator()
        defer { server.stop() }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 1...5 {
            let body = directory.appendingPathComponent("d\(index).json")
            try Data(
                #"{"fields":{"n":{"integerValue":"\#(index)"},"m":{"mapValue":{"fields":{"a":{"stringValue":"x"},"b":{"stringValue":"y"}}}}}}"#
                    .utf8
            )
            .write(to: body)
            let created = try await Self.api(
                [
                    "firestore.projects.databases.documents.createDocument", "--param", "parent=\(Self.parent)",
                    "--param", "collectionId=things", "--param", "documentId=d\(index)", "--body", body.path,
                ],
                server: server
            )
            #expect(created.status == 0, "\(created.stderrText)")
        }

        let listed = try await Self.api(
            [
                "firestore.projects.databases.documents.list", "--param", "parent=\(Self.parent)",
                "--param", "collectionId=things", "--param", "pageSize=2", "--all-pages", "-v",
            ],
            server: server
        )
        #expect(listed.status == 0, "\(listed.stderrText)")
        let merged = try #require(try JSONSerialization.jsonObject(with: listed.standardOutput) as? [String: Any])
        let names = (merged["documents"] as? [[String: Any]] ?? []).compactMap {
            ($0["name"] as? String)?.split(separator: "/").last
        }
        #expect(names == ["d1", "d2", "d3", "d4", "d5"])
        #expect(merged["nextPageToken"] == nil)
        #expect(listed.stderrText.components(separatedBy: "page ").count - 1 == 3)

        // updateMask.fieldPaths twice: sets s, deletes m.a, keeps m.b.
        let patch = directory.appendingPathComponent("patch.json")
        try Data(#"{"fields":{"s":{"stringValue":"new"}}}"#.utf8).write(to: patch)
        let patched = try await Self.api(
            [
                "firestore.projects.databases.documents.patch", "--param", "name=\(Self.parent)/things/d1",
                "--param", "updateMask.fieldPaths=m.a", "--param", "updateMask.fieldPaths=s", "--body", patch.path,
            ],
            server: server
        )
        #expect(patched.status == 0, "\(patched.stderrText)")
        let object = try #require(try JSONSerialization.jsonObject(with: patched.standardOutput) as? [String: Any])
        let fields = try #require(object["fields"] as? [String: Any])
        #expect((fields["s"] as? [String: Any])?["stringValue"] as? String == "new")
        let map = ((fields["m"] as? [String: Any])?["mapValue"] as? [String: Any])?["fields"] as? [String: Any]
        #expect(map?["a"] == nil)
        #expect(map?["b"] != nil)

        let missing = try await Self.api(
            ["firestore.projects.databases.documents.get", "--param", "name=\(Self.parent)/things/nope"],
            server: server
        )
        #expect(missing.status == 8)
        #expect(missing.stderrText.contains("HTTP 404 Not Found"))
        #expect(missing.stderrText.contains("status: NOT_FOUND"))
    }
}
