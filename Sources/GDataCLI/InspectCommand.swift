import ArgumentParser
import GData
import GDataInspectJSON
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

/// `gdata inspect`: parse an Atom/GData document and print a summary, the JSON model or the XML round trip.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Parse an Atom, AtomPub or GData document and show what it holds.",
        discussion: """
            Exit codes: 0 success, 64 usage, 65 malformed or rejected input (PATH:LINE:COL: message on stderr), \
            66 input cannot be opened.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case summary, json, xml
    }

    @Argument(help: "The document to read; '-' or nothing reads standard input.")
    var file: String = "-"

    @Option(help: "Output: summary (readable overview), json (the model in docs/json-model.md) or xml (round trip).")
    var format: Format = .summary

    @Option(name: .customLong("base-uri"), help: "The document's base URI, for xml:base and relative links.")
    var baseURI: String?

    @Option(name: .customLong("content-language"), help: "The default language when no xml:lang is in scope.")
    var contentLanguage: String?

    @Flag(help: "Read entry by entry in constant memory (json: one object per entry per line after the head).")
    var stream = false

    @Flag(name: .customLong("ignore-unknowns"), help: "Drop XML that no class declares (faster; xml output loses it).")
    var ignoreUnknowns = false

    @Flag(help: "Pretty-print xml and json output.")
    var pretty = false

    @Flag(
        name: .customLong("single-thread"),
        help: "Parse on one thread (a file of 256 KiB or more is otherwise read by libxml2 on a second thread)."
    )
    var singleThread = false

    func run() throws {
        try InspectRun(
            file: file,
            format: format,
            baseURI: baseURI,
            contentLanguage: contentLanguage,
            stream: stream,
            ignoreUnknowns: ignoreUnknowns,
            pretty: pretty,
            singleThread: singleThread
        ).run()
    }
}

/// What one `gdata inspect` does, once its arguments are known: built by ``InspectCommand`` (ArgumentParser) or, for
/// the plain argument forms, by ``InspectFastPath`` without ArgumentParser's reflection (docs/performance.md,
/// "Start-up").
struct InspectRun: Equatable {
    typealias Format = InspectCommand.Format

    var file = "-"
    var format: Format = .summary
    var baseURI: String?
    var contentLanguage: String?
    var stream = false
    var ignoreUnknowns = false
    var pretty = false
    var singleThread = false

    func run() throws {
        let isStdin = file == "-"
        let path = isStdin ? "<stdin>" : file
        var options = GDataParseOptions()
        options.documentURI = baseURI ?? (isStdin ? nil : URL(fileURLWithPath: file, isDirectory: false).absoluteString)
        options.contentLanguage = contentLanguage
        options.ignoresUnknowns = ignoreUnknowns
        if singleThread { options.workerThreadThreshold = nil }
        var output = OutputBuffer()
        do {
            if stream {
                try runStreaming(options: options, isStdin: isStdin, output: &output)
            } else {
                let root: GDataObject
                if isStdin {
                    root = try GDataXMLParser.parse(fileDescriptor: 0, options: options)
                } else {
                    root = try parseFile(options: options)
                }
                switch format {
                case .summary: GDataSummary.write(root, to: &output)
                case .json: output.line(GDataJSONModel.document(root, pretty: pretty))
                case .xml: output.line(root.xmlString(pretty: pretty), declaration: true)
                }
                output.flush()
                // The process ends here: releasing millions of objects one by one would cost about a quarter of the
                // run (measured with perf), and the kernel reclaims the memory at once.
                withExtendedLifetime(root) { exit(0) }
            }
            output.flush()
        } catch let error as GDataXMLError {
            output.flush()
            var described = error
            if described.path == nil || described.path == options.documentURI { described.path = path }
            GDataFile.writeStandardError(described.description + "\n")
            throw ExitCode(error.code == .unreadable ? 66 : 65)
        }
    }

    /// Parses `file`, opened by its path: `URL.path` (what `GDataXMLParser.parse(contentsOf:)` opens) builds a
    /// `Set<UInt8>` inside FoundationEssentials, and its first use scans every protocol-conformance record of the
    /// binary (docs/performance.md, "Issue 30 §5").
    private func parseFile(options: GDataParseOptions) throws -> GDataObject {
        let fd = open(file, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            throw GDataXMLError(code: .unreadable, message: "cannot open: \(reason)", path: options.documentURI)
        }
        defer { close(fd) }
        return try GDataXMLParser.parse(fileDescriptor: fd, options: options)
    }

    private func runStreaming(options: GDataParseOptions, isStdin: Bool, output: inout OutputBuffer) throws {
        let reader: GDataFeedReader
        if isStdin {
            reader = try GDataFeedReader(fileDescriptor: 0, options: options)
        } else {
            reader = try GDataFeedReader(contentsOf: URL(fileURLWithPath: file), options: options)
        }
        let head = try reader.head()
        switch format {
        case .summary: GDataSummary.writeHead(head, entryCount: nil, to: &output)
        case .json: output.line(GDataJSONModel.streamHead(head))
        case .xml: output.line(head.xmlString(), declaration: true)
        }
        var count = 0
        while let entry = try reader.nextEntry() {
            count += 1
            switch format {
            case .summary: GDataSummary.writeEntry(entry, to: &output)
            case .json: output.line(GDataJSONModel.entry(entry))
            case .xml: output.line(entry.xmlString())
            }
            output.flushIfLarge()
        }
        if format == .summary { output.line("\(count) entries") }
    }
}

/// Buffered stdout writes (one write per ~64 KB instead of per line).
struct OutputBuffer {
    private var bytes: [UInt8] = []

    mutating func line(_ text: String, declaration: Bool = false) {
        if declaration { bytes.append(contentsOf: Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)) }
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    mutating func flushIfLarge() { if bytes.count > 65536 { flush() } }

    mutating func flush() {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(1, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
