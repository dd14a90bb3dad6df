import Foundation
import GDataAuth
import GDataJSON
import GDataTestSupport
import Testing

@Suite("Credentials files: bad input names the file and the problem, and nothing is sent")
struct CredentialsFileTests {
    @Test(
        "Each malformed file gets an invalidCredentialsFile error naming the file and what is wrong",
        arguments: [
            ("not JSON", Data("{\"type\": ".utf8), "is not JSON"),
            ("array", Data("[1]".utf8), "is not a JSON object"),
            ("no type", Data("{\"client_email\": \"a@b\"}".utf8), "has no \"type\""),
            ("unknown type", Data("{\"type\": \"magic\"}".utf8), "unknown type \"magic\""),
            ("missing email", Data("{\"type\": \"service_account\", \"private_key\": \"x\"}".utf8), "\"client_email\""),
            ("missing key", Data("{\"type\": \"service_account\", \"client_email\": \"a@b\"}".utf8), "\"private_key\""),
            (
                "missing secret",
                Data("{\"type\": \"authorized_user\", \"client_id\": \"c\", \"refresh_token\": \"r\"}".utf8),
                "\"client_secret\""
            ),
            (
                "numeric field",
                Data(
                    "{\"type\": \"authorized_user\", \"client_id\": 5, \"client_secret\": \"s\", \"refresh_token\": \"r\"}"
                        .utf8
                ), "non-string \"client_id\""
            ),
            (
                "bad token_uri",
                Data(
                    "{\"type\": \"authorized_user\", \"client_id\": \"c\", \"client_secret\": \"s\", \"refresh_token\": \"r\", \"token_uri\": \"ftp://x\"}"
                        .utf8
                ), "\"token_uri\""
            ),
        ] as [(String, Data, String)]
    )
    func malformed(name: String, content: Data, expected: String) throws {
        try withTemporaryDirectoryThrowing { directory in
            let path = try AuthFixtures.write(content, "creds.json", in: directory)
            let error = #expect(throws: GDataAuthError.self) {
                _ = try GDataGoogleCredentials.fromFile(path: path, environment: AuthFixtures.environment())
            }
            #expect(error?.code == .invalidCredentialsFile, "\(name)")
            #expect(error?.file == path, "\(name)")
            #expect(error?.description.contains(path) == true, "\(name): \(error?.description ?? "")")
            #expect(error?.description.contains(expected) == true, "\(name): \(error?.description ?? "")")
        }
    }

    @Test("A missing file, a directory and an unreadable file each say so")
    func unusablePaths() throws {
        try withTemporaryDirectoryThrowing { directory in
            let missing = directory.appendingPathComponent("nope.json").path
            let unreadable = try AuthFixtures.write(Data("{}".utf8), "locked.json", in: directory)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: unreadable)
            var cases = [(missing, "does not exist"), (directory.path, "is a directory")]
            // root reads any file whatever its mode.
            if getuid() != 0 { cases.append((unreadable, "cannot be read")) }
            for (path, expected) in cases {
                let error = #expect(throws: GDataAuthError.self) {
                    _ = try GDataGoogleCredentials.fromFile(path: path, environment: AuthFixtures.environment())
                }
                #expect(error?.code == .invalidCredentialsFile)
                #expect(error?.description.contains(expected) == true, "\(error?.description ?? "")")
            }
        }
    }

    @Test("Errors and descriptions never show the key, the client secret or the refresh token")
    func noSecretsInText() throws {
        try withTemporaryDirectoryThrowing { directory in
            let user = try AuthFixtures.write(
                AuthFixtures.authorizedUserJSON(tokenURI: nil),
                "user.json",
                in: directory
            )
            let credentials = try GDataGoogleCredentials.fromFile(path: user, environment: AuthFixtures.environment())
            guard case .authorizedUser(let info) = try GDataCredentialsFile.read(path: user) else {
                Issue.record("not an authorized user")
                return
            }
            let sa = try GDataCredentialsFile.parse(AuthFixtures.serviceAccountJSON(tokenURI: nil), file: "sa.json")
            guard case .serviceAccount(let key) = sa else { return }
            let texts = [
                "\(credentials)", "\(info)", "\(key)", "\(key.privateKey)", String(reflecting: info),
                String(reflecting: credentials), "\(GDataAccessToken(value: "ya29.secret", expiresIn: 10))",
            ]
            for text in texts {
                #expect(!text.contains("client-secret-1"), "\(text)")
                #expect(!text.contains("refresh-secret-1"), "\(text)")
                #expect(!text.contains("ya29.secret"), "\(text)")
                #expect(!text.contains("BEGIN"), "\(text)")
                #expect(!text.contains("MII"), "\(text)")
            }
        }
    }
}
