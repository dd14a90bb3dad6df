import ArgumentParser
import GDataHTTP
internal import GDataPlatform

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

/// `gdata get URL`: fetches a URL with `GDataHTTPFetcher` and writes the body to standard output or a file.
struct GetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get",
        abstract: "Fetch a URL and write the body to standard output or a file.",
        discussion: """
            The body is streamed: to a file with -o (written beside it and moved into place when complete), or to \
            standard output while it arrives (written straight from the transfer's 512 KiB blocks, so memory stays \
            flat). With \
            --retry the body reaches standard output only once it is complete, so a failed attempt's partial body \
            is never printed. With --cache-dir the body is held in memory (it is cached there too), so use it for \
            feeds and documents, not large files.

            Resuming: with --retry, an attempt after a dropped connection continues the bytes already received \
            (Range: bytes=N- with If-Range and Accept-Encoding: identity) when the response carried a strong ETag, \
            or a Last-Modified at least a second older than its Date; otherwise it starts over. With --continue the \
            body goes to FILE.part beside FILE, with FILE.part.resume (the validator, the length and the URL, \
            credentials masked; both 0600), and both are kept when the run fails or is killed: a later --continue \
            run for the same URL continues them. A 200 answer (the resource changed, or the server ignores Range) \
            starts over; a 416 naming FILE.part's length means it was complete. Without a validator --continue \
            starts over; --force-continue appends anyway, as curl -C - does. Standard output resumes within a run \
            only.

            The bearer token may also come from --bearer-token-file or the GDATA_BEARER_TOKEN environment variable \
            (--bearer-token is visible to other local users in ps). It is never printed: \
            -v (the headers as sent, libcurl's own included) and the --log-dir pages share one redaction rule: \
            credentials show as _snip_ (Authorization: Bearer _snip_, Cookie: sid=_snip_, key=_snip_).

            \(CLIExitCode.helpText)
            """
    )

    @Argument(help: "The http or https URL to fetch.")
    var url: String

    @Option(
        name: [.customShort("o"), .long],
        help: "Write the body to this file instead of standard output ('-' is standard output)."
    )
    var output: String?

    @Option(
        name: [.customShort("H"), .customLong("header")],
        help: ArgumentHelp("A request header, 'Name: value' (repeatable).", valueName: "header")
    )
    var headers: [String] = []

    @OptionGroup var bearer: BearerTokenOptions

    @Option(
        name: .customLong("cache-dir"),
        help: ArgumentHelp(
            "Cache validators and bodies here: later runs send conditional requests; a 304 is answered from it.",
            valueName: "dir"
        )
    )
    var cacheDirectory: String?

    @OptionGroup var continuation: ContinueOptions

    @Flag(help: "Show progress on standard error: a bar on a terminal, plain lines otherwise.")
    var progress = false

    @OptionGroup var http: HTTPOptions

    /// `-v`.
    var verbose: Bool { http.verbose }

    @Option(
        name: .customLong("repeat"),
        help: ArgumentHelp("Fetch the URL this many times on one connection, writing each body.", valueName: "n")
    )
    var repeatCount: Int = 1

    @Option(help: ArgumentHelp("Fail when no byte moves for this many seconds (default 60).", valueName: "seconds"))
    var timeout: Double?

    func validate() throws {
        guard repeatCount >= 1 else { throw ValidationError("--repeat must be at least 1.") }
        if let timeout, !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds.") }
        for header in headers { _ = try Self.parseHeader(header) }
        if continuation.isGiven {
            guard let output, output != "-", output != "/dev/null" else {
                throw ValidationError("--continue needs -o FILE (standard output resumes within a run only).")
            }
            if cacheDirectory != nil { throw ValidationError("--continue does not combine with --cache-dir.") }
            if repeatCount != 1 { throw ValidationError("--continue does not combine with --repeat.") }
        }
    }

    func run() async throws {
        CLIOutput.ignoreBrokenPipes()
        guard let requestURL = CLIURL.parse(url) else {
            throw CLIExitCode.report(CLIURL.refusal(url), code: .invalidURL)
        }
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = http.fetchRetry
        if let timeout { configuration.timeout = timeout }
        do {
            configuration.authorizer = try CLICredential.resolve(bearer: bearer)?.authorizer
        } catch let failure as ServiceCommandFailure {
            throw CLIExitCode.report(failure.message, code: failure.code)
        }
        if verbose { configuration.recordsSentHeaders = true }
        if let cacheDirectory {
            configuration.fetchHistory = GDataFetchHistory(
                shouldCacheResponses: true,
                memoryCapacity: 64 << 20,
                directory: URL(fileURLWithPath: cacheDirectory, isDirectory: true)
            )
        }
        do {
            configuration.transactionLog = try http.transactionLog()
        } catch let error as GDataHTTPError {
            throw CLIExitCode.report(error, url: requestURL)
        }

        var request = GDataHTTPRequest(url: requestURL)
        for header in headers {
            let (name, value) = try Self.parseHeader(header)
            request.headers.add(name: name, value: value)
        }

        let fetcher = GDataHTTPFetcher(configuration: configuration)
        let outcome: Result<Void, GDataHTTPError>
        do {
            let target = try OutputTarget(output)
            defer { target.close() }
            if continuation.isGiven, case .descriptor = target {
                throw GDataHTTPError(
                    code: .fileIO,
                    message: "--continue needs a regular file; \(output ?? "-") is not one"
                )
            }
            // On the fetcher's I/O thread: each response resumes the loop where it arrived and the next request
            // starts from there (no thread hop per request; matters for --repeat).
            try await withTaskExecutorPreference(fetcher.taskExecutor) {
                for _ in 0..<repeatCount {
                    try await fetchOnce(
                        request,
                        fetcher: fetcher,
                        target: target,
                        hasToken: configuration.authorizer != nil
                    )
                }
            }
            outcome = .success(())
        } catch let error as GDataHTTPError {
            outcome = .failure(error)
        } catch {
            outcome = .failure(GDataHTTPError(code: .network, message: "\(error)", url: requestURL))
        }
        await fetcher.shutdown()
        if case .failure(let error) = outcome {
            if verbose {
                printRequest(request, sent: nil, hasToken: configuration.authorizer != nil)
                printFailure(error)
            }
            throw CLIExitCode.report(error, url: requestURL)
        }
    }

    // MARK: - One fetch

    private func fetchOnce(
        _ request: GDataHTTPRequest,
        fetcher: GDataHTTPFetcher,
        target: OutputTarget,
        hasToken: Bool
    ) async throws {
        let reporter = progress ? ProgressReporter() : nil
        defer { reporter?.finish() }
        var handler: GDataHTTPProgressHandler?
        if let reporter {
            handler = { value in reporter.update(done: value.bytesReceived, total: value.totalBytesToReceive) }
        }
        let response: GDataHTTPResponse
        if fetcher.configuration.fetchHistory != nil {
            // The fetch history (conditional requests, 304 from the cache) applies to in-memory fetches only.
            response = try await fetcher.fetch(request, progress: handler)
            try target.write(response.body)
            reporter?.update(done: Int64(response.body.count), total: Int64(response.body.count))
        } else {
            switch target {
            case .file(let url):
                let options = continuation.downloadOptions(verbose: verbose, file: url.path)
                response = try await fetcher.download(request, to: url, options: options, progress: handler)
            case .descriptor(let fd, let discard):
                if fetcher.configuration.retry != nil && !discard {
                    // With --retry the body is staged and written once complete, so a retried attempt never
                    // duplicates bytes already printed.
                    response = try await StagedDownload.run(request, fetcher: fetcher, to: fd, progress: handler)
                } else {
                    // The fetcher writes the body straight into the descriptor as it arrives (no temporary file).
                    response = try await fetcher.download(request, toFileDescriptor: fd, progress: handler)
                }
            }
        }
        reporter?.finish()
        if verbose {
            printRequest(request, sent: response.sentHeaders, hasToken: hasToken)
            printResponse(response)
        }
    }

    // MARK: - Verbose output

    /// The request as sent (libcurl's header block) when the response carries it, else as built (before sending).
    private func printRequest(_ request: GDataHTTPRequest, sent: GDataHTTPHeaders?, hasToken: Bool) {
        var text = "> \(request.method) \(GDataHTTPRedaction.url(request.url))\n"
        let headers = sent ?? request.headers
        if sent == nil, hasToken, !request.headers.contains("Authorization") {
            text += "> Authorization: \(GDataHTTPRedaction.mask)\n"
        }
        for field in headers {
            text += "> \(field.name): \(GDataHTTPRedaction.header(name: field.name, value: field.value))\n"
        }
        CLIOutput.error(text)
    }

    private func printResponse(_ response: GDataHTTPResponse) {
        var text = ""
        if response.isFromCache { text += "* 304 Not Modified: answered from the cache\n" }
        text += "< HTTP/\(response.httpVersion) \(CLIOutput.statusText(response.status))\n"
        text += Self.headerLines(response.headers)
        CLIOutput.error(text + "<\n")
    }

    private func printFailure(_ error: GDataHTTPError) {
        guard let status = error.status else { return }
        var text = "< HTTP \(CLIOutput.statusText(status))\n"
        if let headers = error.headers { text += Self.headerLines(headers) }
        text += "<\n"
        if let body = error.body, !body.isEmpty {
            text += String(decoding: body.prefix(4096), as: UTF8.self)
            if body.count > 4096 { text += "\n… (\(body.count) bytes)" }
            text += "\n"
        }
        CLIOutput.error(text)
    }

    private static func headerLines(_ headers: GDataHTTPHeaders) -> String {
        headers.map { "< \($0.name): \(GDataHTTPRedaction.header(name: $0.name, value: $0.value))\n" }.joined()
    }

    // MARK: - Arguments

    /// Splits `Name: value` at the first colon; the value's leading and trailing spaces are dropped.
    static func parseHeader(_ text: String) throws -> (String, String) {
        guard let colon = text.firstIndex(of: ":") else {
            throw ValidationError("Header '\(text)' must look like 'Name: value'.")
        }
        let name = String(text[..<colon]).trimmingWhitespace()
        let value = String(text[text.index(after: colon)...]).trimmingWhitespace()
        guard !name.isEmpty else { throw ValidationError("Header '\(text)' has no name.") }
        return (name, value)
    }
}

/// Where `gdata get` writes bodies.
enum OutputTarget {
    /// A regular file (or a new one): downloads are written beside it and moved into place.
    case file(URL)
    /// Standard output, a device or a pipe: bodies are copied into it; `discard` for `/dev/null`.
    case descriptor(Int32, discard: Bool)

    /// Standard output for nil or "-", a descriptor for existing non-regular files, else a file.
    init(_ path: String?) throws {
        guard let path, path != "-" else {
            self = .descriptor(STDOUT_FILENO, discard: false)
            return
        }
        if path == "/dev/null" {
            let fd = open("/dev/null", O_WRONLY)
            guard fd >= 0 else {
                throw GDataHTTPError(
                    code: .fileIO,
                    message: "cannot open /dev/null: \(String(cString: strerror(errno)))"
                )
            }
            self = .descriptor(fd, discard: true)
            return
        }
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else {
                throw GDataHTTPError(code: .fileIO, message: "cannot open \(path): \(String(cString: strerror(errno)))")
            }
            self = .descriptor(fd, discard: false)
            return
        }
        self = .file(URL(fileURLWithPath: path))
    }

    /// Writes a body held in memory (the `--cache-dir` path).
    func write(_ body: Data) throws {
        switch self {
        case .file(let url):
            do {
                try body.write(to: url, options: .atomic)
            } catch {
                throw GDataHTTPError(
                    code: .fileIO,
                    message: "cannot write \(url.path): \(error)",
                    url: url,
                    underlying: error
                )
            }
        case .descriptor(let fd, let discard):
            guard !discard else { return }
            guard CLIOutput.writeAll(body, to: fd) else {
                throw GDataHTTPError(
                    code: .fileIO,
                    message: "writing the output failed: \(String(cString: strerror(errno)))"
                )
            }
        }
    }

    /// Closes a descriptor this target opened.
    func close() {
        if case .descriptor(let fd, _) = self, fd > STDERR_FILENO { _ = GDataFile.systemClose(fd) }
    }
}
