import ArgumentParser
import GDataHTTP

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--continue` and `--force-continue` of the downloading verbs (`gdata get -o FILE`, `gdata api --download FILE`):
/// keep an interrupted download as `FILE.part` with its resume record, and continue it in a later run, as `curl -C -`
/// and `wget -c` do, but only under a validator unless forced.
struct ContinueOptions: ParsableArguments {
    @Flag(
        name: .customLong("continue"),
        help: ArgumentHelp(
            "Keep an interrupted download as FILE.part (with FILE.part.resume: its validator and URL) and continue "
                + "it in a later run with Range under If-Range; a resource that changed, or a server without a "
                + "strong ETag or Last-Modified, starts over."
        )
    )
    var isOn = false

    @Flag(
        name: .customLong("force-continue"),
        help: ArgumentHelp(
            "Like --continue, but append to FILE.part even without a validator (no If-Range), as curl -C - and "
                + "wget -c do: a resource that changed in between is then spliced from two versions."
        )
    )
    var forced = false

    /// Whether either flag was given.
    var isGiven: Bool { isOn || forced }

    /// The download options the flags ask for; `verbose` also reports decisions made within one run.
    func downloadOptions(verbose: Bool, file: String) -> GDataHTTPDownloadOptions {
        var options = GDataHTTPDownloadOptions()
        if isGiven { options.partialFile = .keep }
        options.resumesWithoutValidator = forced
        if isGiven || verbose {
            let name = isGiven ? file + ".part" : file
            options.eventHandler = { event in CLIOutput.error(Self.describe(event, file: name) + "\n") }
        }
        return options
    }

    /// One `* …` line for standard error.
    static func describe(_ event: GDataHTTPDownloadEvent, file: String) -> String {
        switch event {
        case .resuming(let offset, let validator):
            let guarded = validator.map { "If-Range: \($0)" } ?? "no validator: --force-continue"
            return "* continuing \(file) at byte \(offset) (\(guarded))"
        case .startingOver(let bytes, let reason):
            return "* \(file): starting over, \(bytes) bytes dropped: \(reason)"
        case .alreadyComplete(let bytes):
            return "* \(file) already holds all \(bytes) bytes (the server answered 416): moved into place"
        }
    }
}
