import ArgumentParser

/// The `gdata` command-line tool.
@main
struct GDataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gdata",
        abstract: "Inspect Atom/GData documents and talk to GData and REST endpoints.",
        discussion: """
            Secrets: the inline forms --bearer-token, --api-key, --auth-token (and serve's --user, --token) are \
            visible to other local users in ps. Prefer --bearer-token-file, --api-key-file, --auth-token-file \
            (the first line of the file; '-' reads standard input), serve's --users-file and --token-file, or the \
            variables GDATA_BEARER_TOKEN, GDATA_API_KEY, GDATA_AUTH_TOKEN, GDATA_SERVE_USERS, GDATA_SERVE_TOKENS. \
            Credentials go only to the origin (scheme, host, port) of the URL you give (or --origin): a next link, \
            edit link or upload session at another origin is refused.

            Google sign-in: 'gdata auth login' signs in a user, 'gdata auth status' says what is found. 'gdata api' \
            signs in to Google's own APIs by itself (Application Default Credentials); the GData verbs sign in with \
            --adc or --credentials FILE.

            \(CLIExitCode.helpText)
            """,
        version: GDataVersion.description,
        subcommands: [
            InspectCommand.self, GetCommand.self, UploadCommand.self,
            FetchCommand.self, InsertCommand.self, UpdateCommand.self, DeleteCommand.self, BatchCommand.self,
            ServiceDocCommand.self, LoginCommand.self, ServeCommand.self, APICommand.self, AuthCommand.self,
        ]
    )

    /// The entry point: a plain `gdata inspect` command line runs without ArgumentParser's reflection
    /// (``InspectFastPath``, docs/performance.md "Start-up"); everything else is parsed by ArgumentParser.
    static func main() async {
        InspectFastPath.runIfPlain()
        await main(nil)
    }
}
