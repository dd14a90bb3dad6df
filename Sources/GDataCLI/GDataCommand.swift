import ArgumentParser

/// The `gdata` command-line tool.
@main
struct GDataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gdata",
        abstract: "Inspect Atom/GData documents and talk to GData and REST endpoints.",
        discussion: CLIExitCode.helpText,
        version: "0.1.0",
        subcommands: [
            InspectCommand.self, GetCommand.self, UploadCommand.self,
            FetchCommand.self, InsertCommand.self, UpdateCommand.self, DeleteCommand.self, BatchCommand.self,
            ServiceDocCommand.self, LoginCommand.self, ServeCommand.self, APICommand.self,
        ]
    )
}
