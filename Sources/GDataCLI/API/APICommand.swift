import ArgumentParser
import GDataHTTP
import GTLRDiscovery

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

/// `gdata api METHOD_ID …`: calls any method of a Google Discovery document (a bundled API or a file) and prints the
/// response JSON.
struct APICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Call a method of a Google REST API described by a Discovery document.",
        usage: """
            gdata api [--discovery FILE|NAME] METHOD_ID [--param NAME=VALUE]... [--body FILE|-] [--fields F]
                      [--all-pages [--max-pages N]] [--upload FILE --mime TYPE [--upload-protocol P] [--chunk-size B]]
                      [--download FILE [--continue]] [--root-url URL] [sign-in] [--retry] [--log-dir DIR] [-v]
              gdata api [--discovery FILE|NAME] --batch REQUESTS.jsonl [--root-url URL] [sign-in]
              gdata api [--discovery FILE|NAME] --list
            """,
        discussion: """
            METHOD_ID is the Discovery method id (storage.objects.list). Without --discovery its first part names a \
            bundled API: \(GTLRBundledDiscovery.names.joined(separator: ", ")). Path parameters come from --param \
            and are encoded per their template; other parameters become query items (a repeated --param repeats \
            the item).

            Output: the response JSON on stdout. --all-pages prints one object holding every page's items (the \
            list field: items, or the response's only list) without nextPageToken; with --max-pages N at most N \
            pages are fetched and, when more remain, 'more results remain after N pages' goes to stderr (exit 0). \
            --download FILE streams the media to FILE (with --chunk-size, in Range requests of that many bytes, \
            each after the first under If-Range so all come from one version); with --continue an interrupted \
            download is kept as FILE.part (and FILE.part.resume) and a later --continue run continues it (see \
            gdata help get). \
            --upload sends FILE with uploadType=resumable when the method supports it, otherwise multipart; \
            multipart, media and resumable go to the method's simple upload path, goog (X-Goog-Upload) starts at its \
            resumable path. --batch reads one JSON object per line ({"id", "method", "params", "body"}), sends them \
            as one multipart/mixed batch and prints one line per result ({"id", "status", "body"|"error"}) in \
            request order; the exit status is 0 only when all succeeded. Errors print the HTTP status, message and \
            reason on stderr.

            Sign-in: for Google's own APIs (root URL at googleapis.com) with no credential option, Application \
            Default Credentials are used, as Google's client libraries do: GOOGLE_APPLICATION_CREDENTIALS, gcloud's \
            file, the file 'gdata auth login' writes, the metadata server; none found is an error (exit 17; \
            --no-auth sends nothing). With --root-url (an emulator) requests are anonymous unless --adc or \
            --credentials FILE is given. --scopes defaults to the method's scopes (user credentials keep theirs). \
            -v names the kind of credentials used, never their content.

            \(CLIExitCode.helpText)
            """
    )

    /// The upload protocols of `--upload-protocol`.
    enum UploadProtocol: String, ExpressibleByArgument, CaseIterable {
        case multipart, media, resumable, goog
    }

    @Option(
        name: .customLong("discovery"),
        help: ArgumentHelp("A Discovery document file, or a bundled API name.", valueName: "file|name")
    )
    var discovery: String?

    @Argument(help: ArgumentHelp("The Discovery method id, e.g. storage.objects.list.", valueName: "method-id"))
    var methodID: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("A parameter (repeatable).", valueName: "name=value"))
    var parameters: [String] = []

    @Option(help: ArgumentHelp("The JSON request body, from a file or - (standard input).", valueName: "file|-"))
    var body: String?

    @Option(help: ArgumentHelp("The partial-response fields (fields=…).", valueName: "fields"))
    var fields: String?

    @Flag(name: .customLong("all-pages"), help: "Follow nextPageToken and merge every page's items.")
    var allPages = false

    @Option(name: .customLong("max-pages"), help: ArgumentHelp("With --all-pages: at most N pages.", valueName: "n"))
    var maxPages: Int?

    @Option(help: ArgumentHelp("Upload this file as the method's media.", valueName: "file"))
    var upload: String?

    @Option(help: ArgumentHelp("The media type of --upload.", valueName: "type"))
    var mime: String?

    @Option(
        name: .customLong("upload-protocol"),
        help: ArgumentHelp("multipart, media, resumable or goog.", valueName: "protocol")
    )
    var uploadProtocol: UploadProtocol?

    @Option(
        name: .customLong("chunk-size"),
        help: ArgumentHelp(
            "Bytes per request: resumable and goog uploads, and downloads (Range requests).",
            valueName: "bytes"
        )
    )
    var chunkSize: Int64?

    @Option(help: ArgumentHelp("Download the method's media (alt=media) to this file.", valueName: "file"))
    var download: String?

    @OptionGroup var continuation: ContinueOptions

    @Option(help: ArgumentHelp("Send each line of this JSONL file as one batch.", valueName: "requests.jsonl"))
    var batch: String?

    @Flag(help: "List the API's methods and their parameters.")
    var list = false

    @Option(
        name: .customLong("root-url"),
        help: ArgumentHelp("Replace the document's root URL (emulators, local servers).", valueName: "url")
    )
    var rootURL: String?

    @OptionGroup var bearer: BearerTokenOptions

    @OptionGroup var apiKey: APIKeyOptions

    @OptionGroup var signIn: GoogleSignInOptions

    @Flag(
        name: .customLong("no-auth"),
        help: "Send no credentials, not even Application Default Credentials (public data)."
    )
    var noAuth = false

    @OptionGroup var http: HTTPOptions

    /// `-v`.
    var verbose: Bool { http.verbose }

    func validate() throws {
        let modes = [list, batch != nil, methodID != nil].filter { $0 }.count
        if modes != 1 { throw ValidationError("Give exactly one of METHOD_ID, --batch and --list.") }
        if [bearer.isGiven, apiKey.isGiven, signIn.isGiven, noAuth].filter({ $0 }).count > 1 {
            throw ValidationError(
                "Use only one of --bearer-token, --api-key (or their -file forms), --adc, --credentials and --no-auth."
            )
        }
        if maxPages != nil, !allPages { throw ValidationError("--max-pages needs --all-pages.") }
        if let maxPages, maxPages < 1 { throw ValidationError("--max-pages must be at least 1.") }
        if (upload == nil) != (mime == nil) { throw ValidationError("--upload and --mime go together.") }
        if upload == nil, uploadProtocol != nil { throw ValidationError("--upload-protocol needs --upload.") }
        if upload == nil, download == nil, chunkSize != nil {
            throw ValidationError("--chunk-size needs --upload or --download.")
        }
        if let chunkSize, chunkSize < 1 { throw ValidationError("--chunk-size must be positive.") }
        if upload != nil, download != nil { throw ValidationError("Use only one of --upload and --download.") }
        if continuation.isGiven, download == nil { throw ValidationError("--continue needs --download.") }
        if uploadProtocol == .media, body != nil {
            throw ValidationError(
                "--upload-protocol media sends the file alone; use multipart or resumable with --body."
            )
        }
        if allPages, upload != nil || download != nil {
            throw ValidationError("--all-pages does not combine with --upload or --download.")
        }
        for parameter in parameters where !parameter.contains("=") {
            throw ValidationError("--param takes NAME=VALUE, not '\(parameter)'.")
        }
    }

    func run() async throws {
        CLIOutput.ignoreBrokenPipes()
        var call: APICall?
        let outcome: CLIExitCode
        do {
            let document = try loadDocument()
            if list {
                APIMethodList.write(document)
                return
            }
            let created = try await APICall(document: document, options: self)
            call = created
            if let batch {
                outcome = try await APIBatchRunner(call: created).run(file: batch)
            } else {
                outcome = try await created.call(methodID: methodID ?? "", command: self)
            }
        } catch let failure as ServiceCommandFailure {
            CLIOutput.errorLine(failure.message)
            outcome = failure.code
        }
        await call?.shutdown()
        if outcome != .success { throw ExitCode(outcome.rawValue) }
    }

    /// `--param` values as (name, value), in order.
    var parameterPairs: [(name: String, value: String)] {
        parameters.map { text in
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : "")
        }
    }

    /// The document of `--discovery` (a bundled name or a file), or the bundled API named by the method ID.
    func loadDocument() throws -> GTLRDiscoveryDocument {
        let methodForAPI = methodID ?? batch.flatMap(APIBatchRunner.firstMethodID(in:))
        let source = discovery ?? methodForAPI.flatMap { $0.split(separator: ".").first.map(String.init) }
        guard let source else {
            throw ServiceCommandFailure(
                message: "name the API with --discovery FILE|NAME (bundled: "
                    + GTLRBundledDiscovery.names.joined(separator: ", ") + ")",
                code: .failure
            )
        }
        if let text = GTLRBundledDiscovery.document(named: source),
            discovery == nil || !FileManager.default.fileExists(atPath: source)
        {
            do {
                return try GTLRDiscoveryDocument.parse(Data(text.utf8))
            } catch {
                throw ServiceCommandFailure(message: "bundled \(source): \(error.message)", code: .malformedDocument)
            }
        }
        guard discovery != nil else {
            throw ServiceCommandFailure(
                message: "no bundled API '\(source)' (bundled: \(GTLRBundledDiscovery.names.joined(separator: ", "))); "
                    + "give the document with --discovery FILE",
                code: .failure
            )
        }
        do {
            return try GTLRDiscoveryDocument.read(contentsOf: URL(fileURLWithPath: source))
        } catch {
            throw ServiceCommandFailure(message: error.message, code: error.isFileError ? .fileIO : .malformedDocument)
        }
    }
}
