import ArgumentParser
import GDataAuth
import GDataHTTP
internal import GDataPlatform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--adc`, `--credentials FILE`, `--scopes`, `--impersonate-service-account`, `--quota-project`: Google sign-in for
/// `gdata api` (where Application Default Credentials are also the default for Google's own APIs) and the GData service
/// verbs (where sign-in is always explicit).
struct GoogleSignInOptions: ParsableArguments {
    @Flag(
        name: .customLong("adc"),
        help:
            "Sign in with Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS, gcloud's or gdata's file, the metadata server)."
    )
    var adc = false

    @Option(
        name: .customLong("credentials"),
        help: ArgumentHelp(
            "Sign in with this credentials file (service-account key, authorized user, impersonation); wins over the environment.",
            valueName: "file"
        )
    )
    var credentialsFile: String?

    @Option(
        name: .customLong("scopes"),
        help: ArgumentHelp(
            "OAuth scopes, comma-separated (default for gdata api: the method's scopes; user credentials keep theirs).",
            valueName: "scope,..."
        )
    )
    var scopes: String?

    @Option(
        name: .customLong("impersonate-service-account"),
        help: ArgumentHelp("Act as this service account (IAM Credentials generateAccessToken).", valueName: "email")
    )
    var impersonate: String?

    @Option(
        name: .customLong("quota-project"),
        help: ArgumentHelp("Bill quota to this project (x-goog-user-project).", valueName: "project")
    )
    var quotaProject: String?

    /// Whether sign-in was asked for explicitly.
    var isGiven: Bool { adc || credentialsFile != nil }

    /// Whether an option that needs sign-in was given.
    var refinesSignIn: Bool { scopes != nil || impersonate != nil || quotaProject != nil }

    func validate() throws {
        if adc, credentialsFile != nil { throw ValidationError("Use only one of --adc and --credentials.") }
        if let scopes, Self.scopeList(scopes).isEmpty { throw ValidationError("--scopes needs at least one scope.") }
    }

    /// `text`'s comma-separated scopes; a short name (`cloud-platform`) is a googleapis.com scope, except the OpenID
    /// Connect ones (`openid`, `email`, `profile`).
    static func scopeList(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            .map {
                $0.contains("://") || ["openid", "email", "profile"].contains($0)
                    ? $0 : "https://www.googleapis.com/auth/" + $0
            }
    }

    /// What the options ask for.
    var request: GoogleSignInRequest {
        GoogleSignInRequest(
            credentialsFile: credentialsFile,
            scopes: scopes.map(Self.scopeList),
            impersonate: impersonate,
            quotaProject: quotaProject
        )
    }

    /// The credentials: `--credentials FILE`, else Application Default Credentials; `--impersonate-service-account`
    /// on top. `defaultScopes` apply when `--scopes` is not given.
    func resolve(defaultScopes: [String]) async throws(ServiceCommandFailure) -> GDataGoogleCredentials {
        try await request.resolve(defaultScopes: defaultScopes)
    }

    /// A command failure for a credentials error: exit 17, the message (never a secret).
    static func failure(_ error: GDataAuthError) -> ServiceCommandFailure {
        ServiceCommandFailure(message: "credentials: \(error.description)", code: .credentials)
    }

    /// What `-v` says about the credentials: their kind, account and where they came from; never their content.
    static func describe(_ credentials: GDataGoogleCredentials) -> String {
        var text = "* credentials: \(credentials.provider.kind)"
        if let account = credentials.provider.account { text += " \(account)" }
        if let source = credentials.source { text += " (\(source))" }
        if let quota = credentials.quotaProjectID { text += ", quota project \(quota)" }
        return text
    }
}

/// A Google sign-in as the CLI's options describe it (a plain value: option groups cannot be made by hand).
struct GoogleSignInRequest {
    /// A credentials file; `nil` uses Application Default Credentials.
    var credentialsFile: String?
    /// The scopes asked for; `nil` uses the caller's default.
    var scopes: [String]?
    /// A service account to impersonate.
    var impersonate: String?
    /// The quota project.
    var quotaProject: String?

    /// The credentials: the file, else Application Default Credentials; impersonation on top.
    func resolve(defaultScopes: [String]) async throws(ServiceCommandFailure) -> GDataGoogleCredentials {
        let scopes = self.scopes ?? defaultScopes
        let environment = GDataAuthEnvironment.current
        do {
            let base: GDataGoogleCredentials
            let baseScopes = impersonate == nil ? scopes : [GDataImpersonation.cloudPlatformScope]
            if let credentialsFile {
                base = try GDataGoogleCredentials.fromFile(
                    path: credentialsFile,
                    scopes: baseScopes,
                    quotaProjectID: quotaProject,
                    environment: environment
                )
            } else {
                base = try await GDataGoogleCredentials.applicationDefault(
                    scopes: baseScopes,
                    quotaProjectID: quotaProject,
                    environment: environment
                )
            }
            guard let impersonate else { return base }
            return GDataGoogleCredentials(
                provider: GDataImpersonatedCredentials(source: base, targetServiceAccount: impersonate),
                scopes: scopes,
                quotaProjectID: quotaProject,
                source: base.source,
                environment: environment
            )
        } catch {
            throw GoogleSignInOptions.failure(error)
        }
    }
}
