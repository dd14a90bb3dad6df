import ArgumentParser
import GDataAuth
import GDataHTTP
internal import GDataPlatform

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// `gdata auth login`: the installed-app sign-in (PKCE), saved where Application Default Credentials find it.
struct AuthLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in with a Google account and save the sign-in for Application Default Credentials.",
        discussion: """
            Uses your own OAuth client: create a "Desktop app" OAuth client in the Cloud console and pass its JSON \
            with --client-secret (gdata never borrows another tool's client). The consent URL is printed on standard \
            error (and opened with xdg-open where a display is available); after consent Google redirects the \
            browser to a listener on 127.0.0.1 that waits at most --timeout seconds. On a machine without a \
            browser, --no-browser: open the URL anywhere, then paste the address the browser was sent to (it fails \
            to load; that is expected) on standard input. The sign-in is written, mode 0600, to \
            $XDG_CONFIG_HOME/gdata/application_default_credentials.json (else ~/.config/gdata/…), never over \
            gcloud's file.
            """
    )

    @Option(
        name: .customLong("client-secret"),
        help: ArgumentHelp("Your OAuth client's JSON (installed/desktop app).", valueName: "file")
    )
    var clientSecret: String?

    @Option(
        name: .customLong("scopes"),
        help: ArgumentHelp(
            "Scopes to ask for, comma-separated (default: openid, userinfo.email, cloud-platform).",
            valueName: "scope,..."
        )
    )
    var scopes: String?

    @Flag(
        name: .customLong("no-browser"),
        help: "Do not listen for the redirect: paste the redirected address instead."
    )
    var noBrowser = false

    @Option(help: ArgumentHelp("Seconds to wait for the redirect (default 300).", valueName: "seconds"))
    var timeout: Double = 300

    static let defaultScopes = [
        "openid", "https://www.googleapis.com/auth/userinfo.email", "https://www.googleapis.com/auth/cloud-platform",
    ]

    func validate() throws {
        if timeout <= 0 { throw ValidationError("--timeout must be positive.") }
    }

    func run() async throws {
        try await AuthCommand.run { try await signIn() }
    }

    /// The sign-in: the flow, then the file.
    func signIn() async throws {
        guard let clientSecret else {
            throw ServiceCommandFailure(
                message: "gdata has no OAuth client of its own: create a Desktop app OAuth client in the Cloud "
                    + "console and pass its JSON with --client-secret FILE",
                code: .credentials
            )
        }
        let client = try GDataOAuthClient.read(path: clientSecret)
        let environment = GDataAuthEnvironment.current
        guard let path = environment.gdataCredentialsPath else {
            throw ServiceCommandFailure(message: "no HOME to save the sign-in in", code: .credentials)
        }
        let requested = scopes.map(GoogleSignInOptions.scopeList) ?? Self.defaultScopes
        let flow = GDataInstalledAppFlow(client: client, scopes: requested)
        let fetcher = GDataHTTPFetcher()
        defer { Task { await fetcher.shutdown() } }
        let noBrowser = self.noBrowser
        let show: @Sendable (URL) -> Void = { url in
            CLIOutput.errorLine(
                noBrowser
                    ? "open this URL in a browser, consent, then paste the address it is sent to here:"
                    : "open this URL to sign in (waiting for the redirect on 127.0.0.1):"
            )
            CLIOutput.error(url.absoluteString + "\n")
            if !noBrowser { Self.openInBrowser(url) }
        }
        var paste: (@Sendable () async -> String?)?
        if noBrowser { paste = { await Self.readLineOffThePool() } }
        let result = try await flow.run(
            openURL: show,
            readPastedURL: paste,
            timeout: timeout,
            client: GDataAuthHTTPClient(fetcher: fetcher)
        )
        try GDataInstalledAppFlow.writeAuthorizedUserFile(result.info, to: path)
        CLIOutput.errorLine(
            "signed in" + (result.info.account.map { " as \($0)" } ?? "") + "; saved to \(path) (mode 0600)"
        )
    }

    /// One line of standard input, read on a thread of its own (a blocking read must not hold a pool thread).
    static func readLineOffThePool() async -> String? {
        await withCheckedContinuation { continuation in
            GDataThread.detach { continuation.resume(returning: readLine(strippingNewline: true)) }
        }
    }

    /// Starts `xdg-open URL` when a display is available; the URL is printed either way.
    static func openInBrowser(_ url: URL) {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words: [String] = ["/usr/bin/env", "xdg-open", url.absoluteString]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var child = pid_t()
        guard posix_spawn(&child, "/usr/bin/env", &actions, nil, arguments, environ) == 0 else { return }
        // Reaped on a thread of its own, so that it does not linger as a zombie while the sign-in waits.
        let started = child
        GDataThread.detach { _ = waitpid(started, nil, 0) }
    }
}
