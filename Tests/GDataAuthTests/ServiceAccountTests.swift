import Foundation
import GDataAuth
import GDataHTTP
import GDataJSON
import GDataTestSupport
import Testing

@Suite("Service-account keys: the JWT-bearer grant, checked by google-auth")
struct ServiceAccountTests {
    static let scopes = [
        "https://www.googleapis.com/auth/devstorage.read_only", "https://www.googleapis.com/auth/cloud-platform",
    ]

    func key(_ pem: String = AuthFixtures.pkcs8, tokenURI: URL = GDataServiceAccountKey.googleTokenURI) throws
        -> GDataServiceAccountKey
    {
        let file = try GDataCredentialsFile.parse(
            AuthFixtures.serviceAccountJSON(tokenURI: tokenURI, pem: pem),
            file: "key.json"
        )
        guard case .serviceAccount(let key) = file else {
            Issue.record("not a service account")
            throw GDataAuthError(code: .unsupported, message: "not a service account")
        }
        return key
    }

    @Test("The assertion has google-auth's header and claims: kid, iss, aud, scope, iat, exp = iat + 3600, sub")
    func assertionShape() throws {
        let credentials = GDataServiceAccountCredentials(key: try key(), subject: "user@example.com")
        let now = Date(timeIntervalSince1970: 1_800_000_000.7)
        let jwt = try credentials.assertion(scopes: Self.scopes, now: now)
        let header = AuthFixtures.jwtPart(jwt, 0)
        let claims = AuthFixtures.jwtPart(jwt, 1)
        #expect(header == ["alg": "RS256", "typ": "JWT", "kid": "key-id-1"])
        #expect(claims["iss"] == .string(AuthFixtures.clientEmail))
        #expect(claims["aud"] == "https://oauth2.googleapis.com/token")
        #expect(claims["scope"] == .string(Self.scopes.joined(separator: " ")))
        #expect(claims["iat"] == .integer(1_800_000_000))
        #expect(claims["exp"] == .integer(1_800_003_600))
        #expect(claims["sub"] == "user@example.com")
        #expect(!jwt.contains("="), "base64url without padding")
    }

    @Test("PKCS#1 and PKCS#8 forms of one key sign alike; a short key, an EC key and garbage are refused")
    func keyForms() throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let a = try GDataServiceAccountCredentials(key: key(AuthFixtures.pkcs8)).assertion(
            scopes: Self.scopes,
            now: now
        )
        let b = try GDataServiceAccountCredentials(key: key(AuthFixtures.pkcs1)).assertion(
            scopes: Self.scopes,
            now: now
        )
        #expect(a == b)
        for (name, pem) in [
            ("short", TestSigningKeys.short), ("ec", TestSigningKeys.ec),
            ("garbage", "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"),
            ("no pem", "secret-ish text"),
        ] {
            let error = #expect(throws: GDataAuthError.self, "\(name)") { _ = try key(pem) }
            #expect(error?.code == .invalidKey, "\(name)")
            #expect(error?.description.contains("private_key") == true, "\(name): \(error?.description ?? "")")
            #expect(error?.description.contains("AAAA") == false)
        }
    }

    @Test("google-auth's jwt.decode verifies the assertion with the public key and reads the same claims")
    func googleAuthVerifies() async throws {
        guard GoogleAuthOracle.require() else { return }
        let credentials = GDataServiceAccountCredentials(key: try key(), subject: "user@example.com")
        let jwt = try credentials.assertion(scopes: Self.scopes, now: Date())
        try await withTemporaryDirectory { directory in
            let publicKey = try AuthFixtures.write(Data(AuthFixtures.publicKey.utf8), "public.pem", in: directory)
            let result = try await GoogleAuthOracle.run(
                "verify_jwt.py",
                arguments: [jwt, publicKey, "https://oauth2.googleapis.com/token"]
            )
            #expect(result.status == 0, "\(result.error)")
            let decoded = try GDataJSONParser.parse(result.output).objectValue ?? [:]
            #expect(decoded["claims"]?["iss"] == .string(AuthFixtures.clientEmail))
            #expect(decoded["claims"]?["sub"] == "user@example.com")
            #expect(decoded["claims"]?["scope"] == .string(Self.scopes.joined(separator: " ")))
            #expect(decoded["header"]?["kid"] == "key-id-1")
            #expect(decoded["header"]?["alg"] == "RS256")
        }
    }

    @Test("google-auth's RSA signer over our signing input gives our signature, byte for byte")
    func googleAuthSignatureMatches() async throws {
        guard GoogleAuthOracle.require() else { return }
        let credentials = GDataServiceAccountCredentials(key: try key())
        let jwt = try credentials.assertion(scopes: Self.scopes, now: Date(timeIntervalSince1970: 1_800_000_000))
        let parts = jwt.split(separator: ".")
        try await withTemporaryDirectory { directory in
            for (name, pem) in [("pkcs8.pem", TestSigningKeys.pkcs8), ("pkcs1.pem", TestSigningKeys.pkcs1)] {
                let keyFile = try AuthFixtures.write(Data(pem.utf8), name, in: directory)
                let result = try await GoogleAuthOracle.run(
                    "sign_rs256.py",
                    arguments: [keyFile, "\(parts[0]).\(parts[1])"]
                )
                #expect(result.status == 0, "\(result.error)")
                #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == String(parts[2]), "\(name)")
            }
        }
    }

    @Test("The grant is posted to the file's token_uri as google-auth posts it; both send the same fields")
    func sameRequestAsGoogleAuth() async throws {
        let server = try await AuthFixtures.tokenServer()
        try await withCleanup {
            try await withTemporaryDirectory { directory in
                let path = try AuthFixtures.write(
                    AuthFixtures.serviceAccountJSON(tokenURI: server.url("/token")),
                    "key.json",
                    in: directory
                )
                let credentials = try GDataGoogleCredentials.fromFile(
                    path: path,
                    scopes: Self.scopes,
                    environment: AuthFixtures.environment(),
                    configuration: AuthFixtures.configuration
                )
                let token = try await credentials.accessToken()
                await credentials.shutdown()
                #expect(token.value == "tok-1")
                #expect(token.expiresIn == 3600)
                let ours = try #require(server.requests.first)
                #expect(ours.method == "POST")
                #expect(ours.path == "/token")
                #expect(ours.header("Content-Type") == "application/x-www-form-urlencoded")
                let fields = AuthFixtures.form(ours.body)
                #expect(Set(fields.keys) == ["grant_type", "assertion"])
                #expect(fields["grant_type"] == "urn:ietf:params:oauth:grant-type:jwt-bearer")
                guard GoogleAuthOracle.require() else { return }
                let result = try await GoogleAuthOracle.run(
                    "refresh.py",
                    arguments: ["service_account", path] + Self.scopes
                )
                #expect(result.status == 0, "\(result.error)")
                #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "tok-2")
                let theirs = try #require(server.requests.last)
                let theirFields = AuthFixtures.form(theirs.body)
                #expect(Set(theirFields.keys) == Set(fields.keys))
                #expect(theirFields["grant_type"] == fields["grant_type"])
                #expect(theirs.header("Content-Type") == ours.header("Content-Type"))
                let ourClaims = AuthFixtures.jwtPart(fields["assertion"] ?? "", 1)
                let theirClaims = AuthFixtures.jwtPart(theirFields["assertion"] ?? "", 1)
                #expect(Set(ourClaims.keys) == Set(theirClaims.keys))
                for name in ["iss", "aud", "scope"] { #expect(ourClaims[name] == theirClaims[name], "\(name)") }
                #expect(
                    AuthFixtures.jwtPart(fields["assertion"] ?? "", 0)
                        == AuthFixtures.jwtPart(theirFields["assertion"] ?? "", 0)
                )
                if let iat = theirClaims["iat"]?.int64Value, let exp = theirClaims["exp"]?.int64Value {
                    #expect(exp - iat == 3600)
                }
            }
        } cleanup: {
            await server.stop()
        }
    }

    @Test("A self-signed JWT goes out as the token itself: scope claim with scopes, aud without; no token endpoint")
    func selfSignedJWT() async throws {
        let clock = ManualAuthClock()
        var configuration = AuthFixtures.configuration
        configuration.clock = clock.clock
        let provider = GDataServiceAccountCredentials(
            key: try key(),
            mode: .selfSignedJWT(audience: "https://storage.googleapis.com/")
        )
        let scoped = GDataGoogleCredentials(
            provider: provider,
            scopes: Self.scopes,
            environment: AuthFixtures.environment(),
            configuration: configuration
        )
        let token = try await scoped.accessToken()
        let claims = AuthFixtures.jwtPart(token.value, 1)
        #expect(claims["iss"] == .string(AuthFixtures.clientEmail))
        #expect(claims["sub"] == .string(AuthFixtures.clientEmail))
        #expect(claims["scope"] == .string(Self.scopes.joined(separator: " ")))
        #expect(claims["aud"] == nil)
        #expect(claims["exp"] == .integer(1_800_003_600))
        let audienced = GDataGoogleCredentials(
            provider: provider,
            environment: AuthFixtures.environment(),
            configuration: configuration
        )
        let other = AuthFixtures.jwtPart(try await audienced.accessToken().value, 1)
        #expect(other["aud"] == "https://storage.googleapis.com/")
        #expect(other["scope"] == nil)
        await scoped.shutdown()
        await audienced.shutdown()
    }
}

/// `withTemporaryDirectory` for synchronous bodies.
func withTemporaryDirectoryThrowing<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = try temporaryDirectory(prefix: "gdata-auth")
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}
