import ArgumentParser

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// `gdata inspect` without ArgumentParser, for its plain argument forms (docs/performance.md, "Start-up").
///
/// ArgumentParser finds a command's options by reflecting on its properties: each property wrapper's type is checked
/// against its protocols, and the Swift runtime answers the first such question for a type by scanning every
/// conformance record of the binary (tens of thousands in `gdata`, which links NIO, Hummingbird and the REST runtime).
/// That was half of the instructions of `gdata inspect FILE` on a 1 KB feed. This path reads the arguments that
/// `InspectCommand` declares, in the forms it documents, and gives back `nil` for anything else (help, a bad value, a
/// repeated option, `--`, an argument starting with `-`), which then goes to ArgumentParser as before, errors and all.
/// `GDATA_NO_FAST_PATH=1` turns it off (the tests compare both).
enum InspectFastPath {
    /// The run that `arguments` (without the program name) ask for, or nil when ArgumentParser must decide.
    static func parse<Arguments: Collection<String>>(_ arguments: Arguments) -> InspectRun? {
        var iterator = arguments.makeIterator()
        guard iterator.next() == "inspect" else { return nil }
        var run = InspectRun()
        var seen: Set<String> = []
        var file: String?
        while let argument = iterator.next() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard !name.hasPrefix("-") || seen.insert(name).inserted else { return nil }
            func value() -> String? {
                guard let found = inlineValue ?? iterator.next(), !found.hasPrefix("-") else { return nil }
                return found
            }
            switch name {
            case "--format":
                guard let text = value(), let format = InspectRun.Format(rawValue: text) else { return nil }
                run.format = format
            case "--base-uri":
                guard let text = value() else { return nil }
                run.baseURI = text
            case "--content-language":
                guard let text = value() else { return nil }
                run.contentLanguage = text
            case "--stream", "--ignore-unknowns", "--pretty", "--single-thread":
                guard inlineValue == nil else { return nil }
                switch name {
                case "--stream": run.stream = true
                case "--ignore-unknowns": run.ignoreUnknowns = true
                case "--single-thread": run.singleThread = true
                default: run.pretty = true
                }
            default:
                guard file == nil, !argument.hasPrefix("-"), !argument.isEmpty else { return nil }
                file = argument
            }
        }
        run.file = file ?? "-"
        return file == nil ? nil : run
    }

    /// Runs `gdata inspect` and exits when the process's arguments are a plain inspect command line; returns otherwise.
    static func runIfPlain() {
        guard getenv("GDATA_NO_FAST_PATH") == nil,
            let run = parse(CommandLine.arguments.dropFirst())
        else { return }
        do {
            try run.run()
        } catch {
            GDataCommand.exit(withError: error)
        }
        GDataCommand.exit()
    }
}
