import ArgumentParser
import GDataAuth
import GDataHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `gdata auth …`: sign in, print tokens, say which credentials are found, revoke.
struct AuthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "auth",
        abstract: "Sign in to Google and inspect the credentials other commands use.",
        discussion: """
            Credentials are found as Google's client libraries find them (Application Default Credentials): the file \
            named by GOOGLE_APPLICATION_CREDENTIALS, gcloud's application_default_credentials.json \
            ($CLOUDSDK_CONFIG or ~/.config/gcloud), the file 'gdata auth login' writes \
            ($XDG_CONFIG_HOME/gdata or ~/.config/gdata), then the metadata server on Google Cloud. --credentials FILE \
            uses one file instead. Only print-access-token and print-identity-token print a secret, and only on \
            standard output.

            \(CLIExitCode.helpText)
            """,
        subcommands: [
            AuthLoginCommand.self, AuthPrintAccessTokenCommand.self, AuthPrintIdentityTokenCommand.self,
            AuthStatusCommand.self, AuthRevokeCommand.self,
        ]
    )

    /// Runs `body`, printing a failure as `gdata: …` and exiting with its status.
    static func run(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let failure as ServiceCommandFailure {
            CLIOutput.errorLine(failure.message)
            throw ExitCode(failure.code.rawValue)
        } catch let error as GDataAuthError {
            CLIOutput.errorLine(GoogleSignInOptions.failure(error).message)
            throw ExitCode(CLIExitCode.credentials.rawValue)
        }
    }
}

/// `gdata auth print-access-token`: the current access token alone on standard output, as gcloud prints it.
struct AuthPrintAccessTokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print-access-token",
        abstract: "Print an access token of the credentials found (the token alone, on standard output)."
    )

    @OptionGroup var credentials: GoogleSignInOptions

    func run() async throws {
        try await AuthCommand.run {
            let found = try await credentials.resolve(defaultScopes: [GDataImpersonation.cloudPlatformScope])
            defer { Task { await found.shutdown() } }
            let token = try await found.accessToken()
            CLIOutput.standardOutput(Data((token.value + "\n").utf8))
        }
    }
}

/// `gdata auth print-identity-token --audience A`.
struct AuthPrintIdentityTokenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print-identity-token",
        abstract: "Print an OpenID Connect ID token for an audience (service accounts and the metadata server)."
    )

    @OptionGroup var credentials: GoogleSignInOptions

    @Option(help: ArgumentHelp("The token's audience (the receiving service's URL).", valueName: "audience"))
    var audience: String

    func run() async throws {
        try await AuthCommand.run {
            let found = try await credentials.resolve(defaultScopes: [GDataImpersonation.cloudPlatformScope])
            defer { Task { await found.shutdown() } }
            let token = try await found.identityToken(audience: audience)
            CLIOutput.standardOutput(Data((token + "\n").utf8))
        }
    }
}

/// `gdata auth status`: which credentials are found, for which account, with which scopes; never a secret.
struct AuthStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Say which credentials are found, the account and the scopes (no secrets)."
    )

    @OptionGroup var credentials: GoogleSignInOptions

    @Flag(help: "Do not obtain a token (say only what was found).")
    var offline = false

    func run() async throws {
        try await AuthCommand.run {
            let found = try await credentials.resolve(defaultScopes: [GDataImpersonation.cloudPlatformScope])
            defer { Task { await found.shutdown() } }
            var lines = ["credentials: \(found.provider.kind)"]
            if let source = found.source { lines.append("source: \(source)") }
            if let account = found.provider.account { lines.append("account: \(account)") }
            if let quota = found.quotaProjectID { lines.append("quota project: \(quota)") }
            if found.provider.takesScopes {
                lines.append(
                    "scopes requested: " + (found.scopes.isEmpty ? "(none)" : found.scopes.joined(separator: " "))
                )
            }
            if !offline {
                let token = try await found.accessToken()
                var state = "token: ok"
                if let lifetime = token.expiresIn { state += ", valid for \(Int(lifetime)) s" }
                lines.append(state)
                if let granted = token.grantedScopes, !granted.isEmpty {
                    lines.append("scopes granted: " + granted.joined(separator: " "))
                }
            }
            CLIOutput.standardOutput(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
    }
}

/// `gdata auth revoke`: revokes the refresh token of the file `gdata auth login` wrote (or `--credentials FILE`, an
/// authorized-user file) and deletes gdata's file.
struct AuthRevokeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revoke",
        abstract: "Revoke the sign-in 'gdata auth login' saved and delete its file (gcloud's file is left alone)."
    )

    @Option(
        name: .customLong("credentials"),
        help: ArgumentHelp("Revoke this authorized-user file instead (it is not deleted).", valueName: "file")
    )
    var credentialsFile: String?

    func run() async throws {
        try await AuthCommand.run {
            let environment = GDataAuthEnvironment.current
            guard let path = credentialsFile ?? environment.gdataCredentialsPath else {
                throw ServiceCommandFailure(message: "no HOME: name the file with --credentials", code: .credentials)
            }
            guard FileManager.default.fileExists(atPath: path) else {
                throw ServiceCommandFailure(message: "nothing to revoke: \(path) does not exist", code: .credentials)
            }
            let credentials = try GDataGoogleCredentials.fromFile(path: path, environment: environment)
            defer { Task { await credentials.shutdown() } }
            guard let user = credentials.provider as? GDataAuthorizedUserCredentials else {
                throw ServiceCommandFailure(
                    message: "\(path) holds \(credentials.provider.kind) credentials: only a user's sign-in is revoked",
                    code: .credentials
                )
            }
            try await user.revoke(client: GDataAuthHTTPClient(fetcher: GDataHTTPFetcher()))
            if credentialsFile == nil { try? FileManager.default.removeItem(atPath: path) }
            CLIOutput.errorLine(
                "revoked the sign-in of \(path)" + (credentialsFile == nil ? " and deleted the file" : "")
            )
        }
    }
}
