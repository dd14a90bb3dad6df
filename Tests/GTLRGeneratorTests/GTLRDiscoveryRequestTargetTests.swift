import Foundation
import GTLRDiscovery
import Testing

/// Method URLs from Discovery documents: RFC 6570 expansion, query items, upload and download endpoints, refusals.
@Suite struct GTLRDiscoveryRequestTargetTests {
    static func storage() throws -> GTLRDiscoveryDocument {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schemas/discovery/storage.v1.json")
        return try GTLRDiscoveryDocument.read(contentsOf: url)
    }

    @Test func simpleAndReservedExpansion() throws {
        #expect(
            try GTLRDiscoveryRequestTarget.expand(
                "b/{bucket}/o/{object}",
                values: ["bucket": "b", "object": "a/b c+d?"]
            )
                == "b/b/o/a%2Fb%20c%2Bd%3F"
        )
        #expect(
            try GTLRDiscoveryRequestTarget.expand("v1/{+name}", values: ["name": "projects/p/(default)/x y"])
                == "v1/projects/p/(default)/x%20y"
        )
        #expect(GTLRDiscoveryRequestTarget.encode("é~-._", reserved: false) == "%C3%A9~-._")
        // RFC 6570 §3.2.3: reserved expansion keeps already-encoded triplets; simple expansion encodes their `%`.
        #expect(
            try GTLRDiscoveryRequestTarget.expand("v1/{+name}", values: ["name": "sites/pct%2Fok"])
                == "v1/sites/pct%2Fok"
        )
        #expect(try GTLRDiscoveryRequestTarget.expand("v1/{name}", values: ["name": "pct%2Fok"]) == "v1/pct%252Fok")
        #expect(GTLRDiscoveryRequestTarget.encode("100%", reserved: true) == "100%25")
        #expect(GTLRDiscoveryRequestTarget.encode("%zz%4", reserved: true) == "%25zz%254")
        #expect(throws: GTLRDiscoveryError.self) { try GTLRDiscoveryRequestTarget.expand("a/{b", values: [:]) }
        #expect(throws: GTLRDiscoveryError.self) { try GTLRDiscoveryRequestTarget.expand("a/{b}", values: [:]) }
    }

    @Test func methodURLsWithQueryItemsAndEndpoints() throws {
        let storage = try Self.storage()
        let get = try #require(storage.method(id: "storage.objects.get"))
        let target = try GTLRDiscoveryRequestTarget(
            document: storage,
            method: get,
            parameters: [("bucket", "bkt"), ("object", "a/b"), ("fields", "name,size"), ("fields", "x")]
        )
        #expect(
            target.url.absoluteString
                == "https://storage.googleapis.com/storage/v1/b/bkt/o/a%2Fb?fields=name%2Csize&fields=x"
        )
        #expect(target.httpMethod == "GET")
        let download = try GTLRDiscoveryRequestTarget(
            document: storage,
            method: get,
            parameters: [("bucket", "bkt"), ("object", "o")],
            rootURL: "http://127.0.0.1:9000",
            endpoint: .mediaDownload
        )
        #expect(download.url.absoluteString == "http://127.0.0.1:9000/download/storage/v1/b/bkt/o/o")
        let insert = try #require(storage.method(id: "storage.objects.insert"))
        let simple = try GTLRDiscoveryRequestTarget(
            document: storage,
            method: insert,
            parameters: [("bucket", "bkt")],
            endpoint: .simpleUpload
        )
        #expect(simple.url.absoluteString == "https://storage.googleapis.com/upload/storage/v1/b/bkt/o")
        let resumable = try GTLRDiscoveryRequestTarget(
            document: storage,
            method: insert,
            parameters: [("bucket", "bkt")],
            endpoint: .resumableUpload
        )
        #expect(resumable.url.absoluteString == "https://storage.googleapis.com/resumable/upload/storage/v1/b/bkt/o")
        #expect(resumable.httpMethod == "POST")
    }

    @Test func refusals() throws {
        let storage = try Self.storage()
        let get = try #require(storage.method(id: "storage.objects.get"))
        func message(
            _ parameters: [(String, String)],
            endpoint: GTLRDiscoveryRequestTarget.Endpoint = .method,
            rootURL: String? = nil
        ) -> String? {
            do {
                _ = try GTLRDiscoveryRequestTarget(
                    document: storage,
                    method: get,
                    parameters: parameters.map { (name: $0.0, value: $0.1) },
                    rootURL: rootURL,
                    endpoint: endpoint
                )
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message([("bucket", "b")])?.contains("missing required parameter 'object'") == true)
        #expect(
            message([("bucket", "b"), ("object", "o"), ("nope", "1")])?.contains("has no parameter 'nope'") == true
        )
        #expect(message([("bucket", "b"), ("bucket", "c"), ("object", "o")])?.contains("more than once") == true)
        #expect(
            message([("bucket", "b"), ("object", "o")], endpoint: .simpleUpload)?.contains(
                "does not accept media uploads"
            ) == true
        )
        #expect(
            message([("bucket", "b"), ("object", "o")], rootURL: "ftp://x/")?.contains("not a usable http(s) URL")
                == true
        )
        #expect(message([("bucket", "b"), ("object", "o")]) == nil)
    }
}
