import Foundation
import GDataAuth
import GDataJSON
import GDataTestSupport
import Testing

/// google-auth (PyPI) and swift-gdata against the same recording servers on 127.0.0.1: the same form fields, paths,
/// queries and headers. (The service-account grant is compared in ServiceAccountTests.)
@Suite("Parity with google-auth: authorized users and the metadata server")
struct GoogleAuthParityTests {
    @Test("Both send the same refresh-token grant for an authorized-user file")
    func authorizedUser() async throws {
        guard GoogleAuthOracle.require() else { return }
        let server = try await AuthFixtures.tokenServer()
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let path = try AuthFixtures.write(
                    AuthFixtures.authorizedUserJSON(tokenURI: server.url("/token")),
                    "user.json",
                    in: directory
                )
                let credentials = try GDataGoogleCredentials.fromFile(
                    path: path,
                    scopes: ["https://www.googleapis.com/auth/ignored"],
                    environment: AuthFixtures.environment(),
                    configuration: AuthFixtures.configuration
                )
                #expect(await tokenValue(credentials) == "tok-1")
                await credentials.shutdown()
                let result = try await GoogleAuthOracle.run("refresh.py", arguments: ["authorized_user", path])
                #expect(result.status == 0, "\(result.error)")
                #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "tok-2")
                let requests = server.requests
                try #require(requests.count == 2)
                let ours = AuthFixtures.form(requests[0].body)
                let theirs = AuthFixtures.form(requests[1].body)
                #expect(ours == theirs)
                #expect(requests[0].path == requests[1].path)
                #expect(requests[0].header("Content-Type") == requests[1].header("Content-Type"))
            }
        } cleanup: {
            await server.stop()
        }
    }

    @Test("Both ask the metadata server for the same token path, scopes and Metadata-Flavor header")
    func metadataServer() async throws {
        guard GoogleAuthOracle.require() else { return }
        let server = try await TestHTTPServer.start { request in
            guard request.header("Metadata-Flavor") == "Google" else { return .status(403) }
            let base = "/computeMetadata/v1/instance/service-accounts/default/"
            switch request.path {
            case base + "token":
                return AuthFixtures.tokenJSON("meta-token", expiresIn: 3599).header("Metadata-Flavor", "Google")
            case base:
                return TestHTTPResponse.ok(
                    #"{"email":"vm@test-project.iam.gserviceaccount.com","scopes":["https://www.googleapis.com/auth/cloud-platform"],"aliases":["default"]}"#,
                    contentType: "application/json"
                ).header("Metadata-Flavor", "Google")
            default:
                return TestHTTPResponse.status(404).header("Metadata-Flavor", "Google")
            }
        }
        try await withCleanup {
            let host = "127.0.0.1:\(server.port)"
            let scopes = ["https://www.googleapis.com/auth/a", "https://www.googleapis.com/auth/b"]
            let credentials = GDataGoogleCredentials(
                provider: GDataMetadataServerCredentials(host: host),
                scopes: scopes,
                environment: AuthFixtures.environment(),
                configuration: AuthFixtures.configuration
            )
            #expect(await tokenValue(credentials) == "meta-token")
            await credentials.shutdown()
            let result = try await GoogleAuthOracle.run(
                "refresh.py",
                arguments: ["compute_engine", "-"] + scopes,
                environment: ["GCE_METADATA_HOST": host, "GCE_METADATA_TIMEOUT": "30"]
            )
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "meta-token")
            let tokenRequests = server.requests.filter { $0.path.hasSuffix("/token") }
            try #require(tokenRequests.count == 2)
            #expect(tokenRequests[0].path == tokenRequests[1].path)
            #expect(tokenRequests[0].queryValue("scopes") == tokenRequests[1].queryValue("scopes"))
            #expect(tokenRequests[0].queryValue("scopes") == scopes.joined(separator: ","))
            #expect(tokenRequests.allSatisfy { $0.header("Metadata-Flavor") == "Google" })
        } cleanup: {
            await server.stop()
        }
    }
}
