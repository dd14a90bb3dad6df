import Foundation
import GDataAuth
import GDataJSON
import GDataTestSupport
import Testing

@Suite("Workload identity federation: external_account files, the STS exchange and impersonation")
struct ExternalAccountTests {
    static let audience = "//iam.googleapis.com/projects/123/locations/global/workloadIdentityPools/pool/providers/oidc"

    /// An STS and IAM server: STS answers `sts-tok`, IAM `sa-tok` for requests carrying `sts-tok`; the subject token
    /// URL answers `{"id_token": "subject-from-url"}`.
    static func server() async throws -> TestHTTPServer {
        try await TestHTTPServer.start { request in
            switch request.path {
            case "/subject":
                guard request.header("Metadata") == "True" else { return .status(403) }
                return TestHTTPResponse.ok(#"{"id_token":"subject-from-url"}"#, contentType: "application/json")
            case "/v1/token":
                return AuthFixtures.tokenJSON("sts-tok", expiresIn: "3600")
            default:
                guard request.header("Authorization") == "Bearer sts-tok" else { return .status(401) }
                return TestHTTPResponse.ok(
                    #"{"accessToken":"sa-tok","expireTime":"2026-12-07T11:00:00Z"}"#,
                    contentType: "application/json"
                )
                .header("Date", "Mon, 07 Dec 2026 10:00:00 GMT")
            }
        }
    }

    static func file(
        _ server: TestHTTPServer,
        source: GDataJSONValue,
        impersonate: Bool,
        extra: [String: GDataJSONValue] = [:]
    ) -> Data {
        var object: [String: GDataJSONValue] = [
            "type": "external_account", "audience": .string(audience),
            "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
            "token_url": .string(server.url("/v1/token").absoluteString), "credential_source": source,
        ]
        if impersonate {
            object["service_account_impersonation_url"] = .string(
                server.url("/v1/projects/-/serviceAccounts/sa@p.iam.gserviceaccount.com:generateAccessToken")
                    .absoluteString
            )
            object["service_account_impersonation"] = ["token_lifetime_seconds": 2400]
        }
        object.merge(extra) { $1 }
        return GDataJSONValue.object(object).jsonData
    }

    @Test("A file subject token is exchanged at STS with google-auth's form; google-auth sends the same fields")
    func fileSourceExchange() async throws {
        let server = try await Self.server()
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                // google-auth sends a file's token as it is; this library trims white space (a JWT has none, and an
                // editor's final newline would be refused by STS): the file has none, so both send the same.
                let subject = try AuthFixtures.write(Data("subject-from-file".utf8), "subject.txt", in: directory)
                let path = try AuthFixtures.write(
                    Self.file(server, source: ["file": .string(subject)], impersonate: false),
                    "wif.json",
                    in: directory
                )
                let scopes = ["https://www.googleapis.com/auth/devstorage.read_only"]
                let credentials = try GDataGoogleCredentials.fromFile(
                    path: path,
                    scopes: scopes,
                    environment: AuthFixtures.environment(),
                    configuration: AuthFixtures.configuration
                )
                #expect(credentials.provider.kind == "external account")
                #expect(await tokenValue(credentials) == "sts-tok")
                await credentials.shutdown()
                let ours = AuthFixtures.form(try #require(server.requests.last).body)
                #expect(ours["grant_type"] == "urn:ietf:params:oauth:grant-type:token-exchange")
                #expect(ours["audience"] == Self.audience)
                #expect(ours["subject_token"] == "subject-from-file")
                #expect(ours["subject_token_type"] == "urn:ietf:params:oauth:token-type:jwt")
                #expect(ours["requested_token_type"] == "urn:ietf:params:oauth:token-type:access_token")
                #expect(ours["scope"] == scopes[0])
                guard GoogleAuthOracle.require() else { return }
                let result = try await GoogleAuthOracle.run(
                    "refresh.py",
                    arguments: ["external_account", path] + scopes
                )
                #expect(result.status == 0, "\(result.error)")
                #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "sts-tok")
                let theirs = AuthFixtures.form(try #require(server.requests.last).body)
                #expect(theirs == ours)
            }
        } cleanup: {
            await server.stop()
        }
    }

    @Test("A URL subject token (JSON field, headers), then impersonation with the file's lifetime")
    func urlSourceWithImpersonation() async throws {
        let server = try await Self.server()
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let source: GDataJSONValue = [
                    "url": .string(server.url("/subject").absoluteString), "headers": ["Metadata": "True"],
                    "format": ["type": "json", "subject_token_field_name": "id_token"],
                ]
                let path = try AuthFixtures.write(
                    Self.file(server, source: source, impersonate: true),
                    "wif.json",
                    in: directory
                )
                let clock = ManualAuthClock()
                var configuration = AuthFixtures.configuration
                configuration.clock = clock.clock
                let credentials = try GDataGoogleCredentials.fromFile(
                    path: path,
                    scopes: ["https://www.googleapis.com/auth/drive"],
                    environment: AuthFixtures.environment(),
                    configuration: configuration
                )
                #expect(credentials.provider.account == "sa@p.iam.gserviceaccount.com")
                let token = try await credentials.accessToken()
                #expect(token.value == "sa-tok")
                #expect(token.expiresIn == 3600, "expireTime against the response's Date")
                await credentials.shutdown()
                let requests = server.requests
                #expect(
                    requests.map(\.path) == [
                        "/subject", "/v1/token",
                        "/v1/projects/-/serviceAccounts/sa@p.iam.gserviceaccount.com:generateAccessToken",
                    ]
                )
                #expect(AuthFixtures.form(requests[1].body)["subject_token"] == "subject-from-url")
                #expect(AuthFixtures.form(requests[1].body)["scope"] == GDataImpersonation.cloudPlatformScope)
                let body = try GDataJSONParser.parse(requests[2].body).objectValue ?? [:]
                #expect(body["lifetime"] == "2400s")
                #expect(body["scope"] == ["https://www.googleapis.com/auth/drive"])
            }
        } cleanup: {
            await server.stop()
        }
    }

    @Test("A workforce pool's user project goes out as options; a client id as basic authentication instead")
    func workforceAndClient() async throws {
        let server = try await Self.server()
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let subject = try AuthFixtures.write(Data("s".utf8), "subject.txt", in: directory)
                for (name, extra) in [
                    ("project", ["workforce_pool_user_project": "proj-1"]),
                    (
                        "client",
                        ["workforce_pool_user_project": "proj-1", "client_id": "cid", "client_secret": "csecret"]
                    ),
                ] as [(String, [String: GDataJSONValue])] {
                    let path = try AuthFixtures.write(
                        Self.file(server, source: ["file": .string(subject)], impersonate: false, extra: extra),
                        "\(name).json",
                        in: directory
                    )
                    let credentials = try GDataGoogleCredentials.fromFile(
                        path: path,
                        environment: AuthFixtures.environment(),
                        configuration: AuthFixtures.configuration
                    )
                    _ = try await credentials.accessToken()
                    await credentials.shutdown()
                    let request = try #require(server.requests.last)
                    let fields = AuthFixtures.form(request.body)
                    if name == "project" {
                        // URL-quoted JSON inside the form field, as google-auth sends it.
                        let options = fields["options"]?.removingPercentEncoding.flatMap {
                            try? GDataJSONParser.parse($0)
                        }
                        #expect(options == ["userProject": "proj-1"])
                        #expect(request.header("Authorization") == nil)
                    } else {
                        #expect(fields["options"] == nil)
                        #expect(
                            request.header("Authorization") == "Basic " + Data("cid:csecret".utf8).base64EncodedString()
                        )
                    }
                }
            }
        } cleanup: {
            await server.stop()
        }
    }

    @Test("Sources this version does not read are refused with a clear error before anything is sent")
    func unsupportedSources() throws {
        try withTemporaryDirectoryThrowing { directory in
            for (kind, source) in [
                ("executable", ["executable": ["command": "/bin/true"]]), ("AWS", ["environment_id": "aws1"]),
            ] as [(String, GDataJSONValue)] {
                let object: GDataJSONValue = [
                    "type": "external_account", "audience": "a", "subject_token_type": "t", "credential_source": source,
                ]
                let path = try AuthFixtures.write(object.jsonData, "\(kind).json", in: directory)
                let error = #expect(throws: GDataAuthError.self) {
                    _ = try GDataGoogleCredentials.fromFile(path: path, environment: AuthFixtures.environment())
                }
                #expect(error?.code == .unsupported)
                #expect(error?.description.contains(kind) == true, "\(error?.description ?? "")")
            }
        }
    }
}
