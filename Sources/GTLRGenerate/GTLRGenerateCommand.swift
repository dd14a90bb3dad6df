import ArgumentParser
import Foundation
import GTLRDiscovery
import GTLRGenerator

/// `gtlr-generate`: turns a Google Discovery document into a Swift service module (objects, queries, constants,
/// scopes, the service class) for the `GTLR` runtime.
@main
struct GTLRGenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gtlr-generate",
        abstract: "Generate a Swift service for the GTLR runtime from a Google Discovery document.",
        discussion: """
            Writes GTLR<Api>Service.swift, GTLR<Api>Query.swift, GTLR<Api>Objects*.swift and \
            GTLR<Api>Constants.swift into OUTPUT_DIRECTORY (created if needed; other .swift files there are removed). \
            With --check nothing is written: the command fails when the files there differ from what it would write.
            """
    )

    @Argument(help: ArgumentHelp("The Discovery document (JSON).", valueName: "discovery.json"))
    var discovery: String

    @Argument(help: ArgumentHelp("Where the Swift files go.", valueName: "output-directory"))
    var outputDirectory: String

    @Option(name: .customLong("api-name"), help: "The formatted API name (default: from the document's name).")
    var apiName: String?

    @Flag(help: "Compare instead of writing; exit 1 when the directory's files are out of date.")
    var check = false

    func run() throws {
        let document: GTLRDiscoveryDocument
        do {
            document = try GTLRDiscoveryDocument.read(contentsOf: URL(fileURLWithPath: discovery))
        } catch {
            throw ValidationError(error.message)
        }
        let files = GTLRServiceGenerator(model: GTLRGeneratorModel(document: document, apiName: apiName)).files()
        let directory = URL(fileURLWithPath: outputDirectory, isDirectory: true)
        let existing = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }
        if check {
            var stale = files.filter { name, contents in
                (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) != contents
            }.map(\.key)
            stale += existing.filter { files[$0] == nil }
            if !stale.isEmpty {
                print("gtlr-generate: out of date in \(outputDirectory): \(stale.sorted().joined(separator: ", "))")
                throw ExitCode(1)
            }
            return
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in existing where files[name] == nil {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            try Data(contents.utf8).write(to: directory.appendingPathComponent(name), options: .atomic)
        }
        print("gtlr-generate: wrote \(files.count) files to \(outputDirectory)")
    }
}
