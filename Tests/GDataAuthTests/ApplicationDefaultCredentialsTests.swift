import Foundation
import GDataAuth
import GDataHTTP
import GDataJSON
import GDataTestSupport
import Testing

@Suite("Application Default Credentials: google-auth's order, and a typed error listing where it looked")
struct ApplicationDefaultCredentialsTests {
    @Test(
        "GOOGLE_APPLICATION_CREDENTIALS wins over gcloud's file; a missing named file is an error, not a fall-through"
    )
    func environmentVariableFirst() async throws {
        try await withTemporaryDirectory { directory in
            let home = directory.appendingPathComponent("home")
            try AuthFixtures.write(
                AuthFixtures.authorizedUserJSON(tokenURI: nil),
                ".config/gcloud/application_default_credentials.json",
                in: home
            )
            let key = try AuthFixtures.write(AuthFixtures.serviceAccountJSON(tokenURI: nil), "key.json", in: directory)
            let found = try await GDataGoogleCredentials.applicationDefault(
                environment: AuthFixtures.environment(["GOOGLE_APPLICATION_CREDENTIALS": key, "HOME": home.path])
            )
            #expect(found.provider.kind == "service account")
            #expect(found.source == key)
            await found.shutdown()

            let missing = directory.appendingPathComponent("gone.json").path
            let error = await #expect(throws: GDataAuthError.self) {
                _ = try await GDataGoogleCredentials.applicationDefault(
                    environment: AuthFixtures.environment([
                        "GOOGLE_APPLICATION_CREDENTIALS": missing, "HOME": home.path,
                    ])
                )
            }
            #expect(error?.code == .invalidCredentialsFile)
            #expect(error?.description.contains(missing) == true)
            #expect(error?.description.contains("GOOGLE_APPLICATION_CREDENTIALS") == true)
        }
    }

    @Test("Then $CLOUDSDK_CONFIG or ~/.config/gcloud, then gdata's own file")
    func gcloudThenGData() async throws {
        try await withTemporaryDirectory { directory in
            let home = directory.appendingPathComponent("home")
            let sdk = directory.appendingPathComponent("sdk")
            try AuthFixtures.write(
                AuthFixtures.authorizedUserJSON(tokenURI: nil, refreshToken: "gdata"),
                ".config/gdata/application_default_credentials.json",
                in: home
            )
            var found = try await GDataGoogleCredentials.applicationDefault(
                environment: AuthFixtures.environment(["HOME": home.path])
            )
            #expect(found.source == home.path + "/.config/gdata/application_default_credentials.json")
            await found.shutdown()

            try AuthFixtures.write(
                AuthFixtures.authorizedUserJSON(tokenURI: nil),
                ".config/gcloud/application_default_credentials.json",
                in: home
            )
            found = try await GDataGoogleCredentials.applicationDefault(
                environment: AuthFixtures.environment(["HOME": home.path])
            )
            #expect(found.source == home.path + "/.config/gcloud/application_default_credentials.json")
            #expect(found.provider.kind == "authorized user")
            await found.shutdown()

            try AuthFixtures.write(
                AuthFixtures.serviceAccountJSON(tokenURI: nil),
                "application_default_credentials.json",
                in: sdk
            )
            found = try await GDataGoogleCredentials.applicationDefault(
                environment: AuthFixtures.environment(["HOME": home.path, "CLOUDSDK_CONFIG": sdk.path])
            )
            #expect(found.source == sdk.path + "/application_default_credentials.json")
            #expect(found.provider.kind == "service account")
            await found.shutdown()
        }
    }

    @Test("A metadata host named in the environment is asked (Metadata-Flavor both ways) and its token used")
    func metadataServerFromEnvironment() async throws {
        let server = try await TestHTTPServer.start { request in
            guard request.header("Metadata-Flavor") == "Google" else { return .status(403) }
            if request.path == "/" { return TestHTTPResponse.ok("").header("Metadata-Flavor", "Google") }
            if request.path == "/computeMetadata/v1/instance/service-accounts/default/token" {
                return AuthFixtures.tokenJSON("meta-token", expiresIn: "3599").header("Metadata-Flavor", "Google")
            }
            return .status(404)
        }
        try await withCleanup {
            // A generous detection limit: the test server answers from the test process's busy pool.
            let environment = AuthFixtures.environment([
                "GCE_METADATA_HOST": "127.0.0.1:\(server.port)", "GCE_METADATA_TIMEOUT": "30",
            ])
            let credentials = try await GDataGoogleCredentials.applicationDefault(
                scopes: ["https://www.googleapis.com/auth/a", "https://www.googleapis.com/auth/b"],
                environment: environment,
                configuration: AuthFixtures.configuration
            )
            #expect(credentials.provider.kind == "metadata server")
            let token = try await credentials.accessToken()
            #expect(token.value == "meta-token")
            #expect(token.expiresIn == 3599, "expires_in as a string")
            await credentials.shutdown()
            let tokenRequest = try #require(server.requests.last)
            #expect(
                tokenRequest.queryValue("scopes")
                    == "https://www.googleapis.com/auth/a,https://www.googleapis.com/auth/b"
            )
            #expect(server.requests.allSatisfy { $0.header("Metadata-Flavor") == "Google" })
        } cleanup: {
            await server.stop()
        }
    }

    @Test("An answer without Metadata-Flavor: Google is not a metadata server")
    func metadataFlavorChecked() async throws {
        let server = try await TestHTTPServer.start { _ in .ok("hello") }
        try await withCleanup {
            let error = await #expect(throws: GDataAuthError.self) {
                _ = try await GDataGoogleCredentials.applicationDefault(
                    environment: AuthFixtures.environment(["GCE_METADATA_HOST": "127.0.0.1:\(server.port)"]),
                    configuration: AuthFixtures.configuration
                )
            }
            #expect(error?.code == .noCredentialsFound)
        } cleanup: {
            await server.stop()
        }
    }

    @Test("Nothing found: a typed error listing every place, and no probe without a reason to think it is on GCE")
    func nothingFound() async throws {
        try await withTemporaryDirectory { directory in
            let error = await #expect(throws: GDataAuthError.self) {
                _ = try await GDataGoogleCredentials.applicationDefault(
                    environment: AuthFixtures.environment(["HOME": directory.path])
                )
            }
            #expect(error?.code == .noCredentialsFound)
            let searched = error?.searched ?? []
            #expect(searched.count == 4, "\(searched)")
            #expect(searched.first?.contains("GOOGLE_APPLICATION_CREDENTIALS") == true)
            #expect(searched.contains { $0.contains(".config/gcloud/application_default_credentials.json") })
            #expect(searched.contains { $0.contains(".config/gdata/application_default_credentials.json") })
            #expect(searched.last?.contains("not on Google Cloud") == true)
            #expect(error?.description.contains("gdata auth login") == true)

            // NO_GCE_CHECK skips the metadata server even where the DMI name says Google.
            let dmi = try AuthFixtures.write(Data("Google Compute Engine\n".utf8), "product_name", in: directory)
            let skipped = await #expect(throws: GDataAuthError.self) {
                _ = try await GDataGoogleCredentials.applicationDefault(
                    environment: GDataAuthEnvironment(
                        variables: ["HOME": directory.path, "NO_GCE_CHECK": "True"],
                        productNamePath: dmi
                    )
                )
            }
            #expect(skipped?.searched.last?.contains("NO_GCE_CHECK") == true)
        }
    }

    @Test(
        "An absent or silent metadata server named in the environment ends in the error, within its time limit",
        .timeLimit(.minutes(1))
    )
    func slowOrAbsentMetadataServer() async throws {
        // Absent: a port nobody listens on (a server started and stopped).
        let gone = try await TestHTTPServer.start { _ in .ok("") }
        let port = gone.port
        await gone.stop()
        let absent = await #expect(throws: GDataAuthError.self) {
            _ = try await GDataGoogleCredentials.applicationDefault(
                environment: AuthFixtures.environment(["GCE_METADATA_HOST": "127.0.0.1:\(port)"])
            )
        }
        #expect(absent?.searched.last?.contains("127.0.0.1:\(port)") == true)

        // Silent: accepts and never answers; GCE_METADATA_TIMEOUT bounds each of the three tries.
        let silent = try await TestHTTPServer.start { _ in TestHTTPResponse.ok("").delayed(.seconds(60)) }
        try await withCleanup {
            let error = await #expect(throws: GDataAuthError.self) {
                _ = try await GDataGoogleCredentials.applicationDefault(
                    environment: AuthFixtures.environment([
                        "GCE_METADATA_HOST": "127.0.0.1:\(silent.port)", "GCE_METADATA_TIMEOUT": "1",
                    ])
                )
            }
            #expect(error?.code == .noCredentialsFound)
            #expect(silent.requests.count == 3)
        } cleanup: {
            await silent.stop()
        }
    }

    @Test("Quota project: explicit, then GOOGLE_CLOUD_QUOTA_PROJECT, then the file; sent as x-goog-user-project")
    func quotaProject() async throws {
        let server = try await AuthFixtures.tokenServer()
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let path = try AuthFixtures.write(
                    AuthFixtures.serviceAccountJSON(tokenURI: server.url("/token"), quotaProject: "from-file"),
                    "k.json",
                    in: directory
                )
                func header(_ explicit: String?, _ variables: [String: String]) async throws -> String? {
                    let credentials = try GDataGoogleCredentials.fromFile(
                        path: path,
                        quotaProjectID: explicit,
                        environment: AuthFixtures.environment(variables),
                        configuration: AuthFixtures.configuration
                    )
                    var request = GDataHTTPRequest(url: URL(string: "https://storage.googleapis.com/x")!)
                    try await credentials.authorize(&request)
                    await credentials.shutdown()
                    return request.headers["x-goog-user-project"]
                }
                #expect(await (try? header(nil, [:])) == "from-file")
                #expect(await (try? header(nil, ["GOOGLE_CLOUD_QUOTA_PROJECT": "from-env"])) == "from-env")
                #expect(await (try? header("explicit", ["GOOGLE_CLOUD_QUOTA_PROJECT": "from-env"])) == "explicit")
            }
        } cleanup: {
            await server.stop()
        }
    }
}
