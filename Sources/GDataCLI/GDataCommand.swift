import ArgumentParser

/// The `gdata` command (placeholder root on the cli-http branch; the lead's root command lists these subcommands).
@main
struct GDataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gdata",
        abstract: "Google Data APIs from the command line.",
        subcommands: [GetCommand.self, UploadCommand.self]
    )
}
