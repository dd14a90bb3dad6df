import ArgumentParser
import GData
import GDataHTTP
import GDataInspectJSON
import GDataService

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The options shared by the service verbs (`fetch`, `insert`, `update`, `delete`, `batch`, `service-doc`, `login`).
struct ServiceOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case summary, json, xml
    }

    @OptionGroup var bearer: BearerTokenOptions

    @OptionGroup var authTokenOptions: AuthTokenOptions

    @Option(help: ArgumentHelp("Sign in with ClientLogin as this account (once per run).", valueName: "email"))
    var email: String?

    @Option(
        name: .customLong("password-file"),
        help: ArgumentHelp("Read the ClientLogin password from the first line of this file.", valueName: "file")
    )
    var passwordFile: String?

    @Flag(name: .customLong("password-stdin"), help: "Read the ClientLogin password from standard input.")
    var passwordStdin = false

    @Option(
        name: .customLong("login-url"),
        help: ArgumentHelp(
            "The ClientLogin URL (default https://www.google.com/accounts/ClientLogin).",
            valueName: "url"
        )
    )
    var loginURL: String?

    @Option(name: .customLong("service"), help: ArgumentHelp("The ClientLogin service ID.", valueName: "id"))
    var serviceID: String = "xapi"

    @OptionGroup var apiKeyOptions: APIKeyOptions

    @OptionGroup var signIn: GoogleSignInOptions

    @Option(
        name: .customLong("origin"),
        help: ArgumentHelp(
            "Send credentials only to this origin (scheme://host[:port]; default: the URL given). A link from a "
                + "server (next, edit, upload session) to another origin is refused.",
            valueName: "origin"
        )
    )
    var origin: String?

    @Option(
        name: .customLong("gdata-version"),
        help: ArgumentHelp("The GData-Version header (default 2; not sent when the URL has v=).", valueName: "version")
    )
    var gdataVersion: String = "2"

    @Flag(name: .customLong("method-override"), help: "Send PUT, PATCH and DELETE as POST with X-HTTP-Method-Override.")
    var methodOverride = false

    @OptionGroup var http: HTTPOptions

    /// `-v`.
    var verbose: Bool { http.verbose }

    @Option(help: "Output: summary, json (the model of docs/json-model.md) or xml.")
    var format: Format = .summary

    func validate() throws {
        let credentialKinds = [
            bearer.isGiven, authTokenOptions.isGiven, email != nil, apiKeyOptions.isGiven, signIn.isGiven,
        ].filter { $0 }.count
        if credentialKinds > 1 {
            throw ValidationError(
                "Use only one of --bearer-token, --auth-token, --email, --api-key (or their -file forms), --adc and "
                    + "--credentials."
            )
        }
        if signIn.refinesSignIn, !signIn.isGiven {
            throw ValidationError(
                "--scopes, --impersonate-service-account and --quota-project need --adc or --credentials FILE "
                    + "(the service verbs sign in only when asked)."
            )
        }
        if let origin, GDataHTTPOrigin(string: origin) == nil {
            throw ValidationError(
                "--origin takes an http or https origin such as https://www.google.com, got \(origin)"
            )
        }
        if email != nil, (passwordFile == nil) == !passwordStdin {
            throw ValidationError("--email needs exactly one of --password-file and --password-stdin.")
        }
        if email == nil, passwordFile != nil || passwordStdin {
            throw ValidationError("--password-file and --password-stdin need --email.")
        }
    }

    /// The password from `--password-file` or standard input (first line, without the line break).
    func readPassword() throws -> String {
        try CLISecret.firstLine(ofFile: passwordFile ?? "-")
    }

    /// The ClientLogin credentials of `--email`, or `nil`.
    func credentials(captchaToken: String? = nil, captchaAnswer: String? = nil) throws -> GDataClientLoginCredentials? {
        guard let email else { return nil }
        var credentials = GDataClientLoginCredentials(
            email: email,
            password: try readPassword(),
            serviceID: serviceID,
            source: "gdata-cli-\(GDataPackage.version)",
            captchaToken: captchaToken,
            captchaAnswer: captchaAnswer
        )
        if let loginURL {
            guard let url = CLIURL.parse(loginURL) else {
                throw ServiceCommandFailure(message: CLIURL.refusal(loginURL, name: "--login-url"), code: .invalidURL)
            }
            credentials.signInURL = url
        }
        return credentials
    }

    /// A service configured from the options (one fetcher, so one connection per host for the whole run).
    ///
    /// `named`: the URL the user gave; credentials go only to its origin (or `--origin`'s). With neither (an entry
    /// file's edit link), credentials need `--origin`.
    func makeService(
        named: URL?,
        signInOnly: Bool = false,
        cacheDirectory: String? = nil,
        followNextLinks: Bool = false,
        maxPages: Int? = nil,
        captchaToken: String? = nil,
        captchaAnswer: String? = nil
    ) async throws -> GDataService {
        var configuration = GDataService.Configuration()
        configuration.fetcherConfiguration.userAgent = "gdata-cli/\(GDataPackage.version)"
        configuration.serviceVersion = gdataVersion.isEmpty ? nil : gdataVersion
        configuration.shouldUseMethodOverrideHeader = methodOverride
        configuration.shouldFollowNextLinks = followNextLinks
        if let maxPages { configuration.maxNextLinksFollowed = max(0, maxPages - 1) }
        configuration.fetcherConfiguration.retry = http.fetchRetry
        configuration.uploadRetry = HTTPOptions.uploadRetry
        configuration.fetcherConfiguration.fetchHistory = cacheDirectory.map {
            GDataFetchHistory(
                shouldCacheResponses: true,
                memoryCapacity: 64 << 20,
                directory: URL(fileURLWithPath: $0, isDirectory: true)
            )
        }
        do {
            configuration.fetcherConfiguration.transactionLog = try http.transactionLog()
        } catch {
            throw ServiceCommandFailure(message: "cannot create the log directory: \(error)", code: .fileIO)
        }
        let signIn = try credentials(captchaToken: captchaToken, captchaAnswer: captchaAnswer)
        let credential = try CLICredential.resolve(
            bearer: bearer,
            apiKey: apiKeyOptions,
            authToken: authTokenOptions,
            otherGiven: signIn != nil || self.signIn.isGiven
        )
        configuration.credentialOrigin =
            origin.flatMap(GDataHTTPOrigin.init(string:)) ?? named.flatMap(GDataHTTPOrigin.init)
        if signIn != nil || credential != nil || self.signIn.isGiven, configuration.credentialOrigin == nil, !signInOnly
        {
            throw ServiceCommandFailure(
                message: "name the origin the credentials are for with --origin (e.g. --origin https://host): "
                    + "the URL comes from the entry file, and credentials go only to an origin you name",
                code: .failure
            )
        }
        let authorization: GDataServiceAuthorization
        if let signIn {
            authorization = .clientLogin(signIn)
        } else if case .authToken(let token) = credential {
            authorization = .googleLoginToken(token)
        } else if let credential {
            authorization = .authorizer(credential.authorizer)
        } else if self.signIn.isGiven {
            let google = try await self.signIn.resolve(defaultScopes: [])
            if verbose { CLIOutput.errorLine(GoogleSignInOptions.describe(google)) }
            authorization = .authorizer(google)
        } else {
            authorization = .none
        }
        // Given at creation, so the --cache-dir entries of earlier runs are kept (setting it later clears them).
        return GDataService(configuration: configuration, authorization: authorization)
    }

    // MARK: Running

    /// Awaits `ticket`, printing its events on standard error with `-v`.
    func await(_ ticket: GDataServiceTicket) async throws(GDataServiceError) -> GDataObject? {
        let printer = TicketEventPrinter.start(for: ticket, verbose: verbose)
        let result: Result<GDataObject?, GDataServiceError>
        do {
            result = .success(try await ticket.takeValue())  // the one reader: no second copy of a large feed
        } catch {
            result = .failure(error)
        }
        await printer?.value
        return try result.get()
    }

    // MARK: Output

    /// Prints `object` in the chosen format.
    func printObject(_ object: GDataObject) {
        var output = OutputBuffer()
        switch format {
        case .summary: GDataSummary.write(object, to: &output)
        case .json: output.line(GDataJSONModel.document(object, pretty: true))
        case .xml: output.line(object.xmlString(pretty: true), declaration: true)
        }
        output.flush()
    }
}

/// A failure a service verb reports with its own message and exit code.
struct ServiceCommandFailure: Error {
    var message: String
    var code: CLIExitCode
}

/// Helpers shared by the service verbs.
enum GDataServiceCLI {
    /// A URL argument (absolute http or https).
    static func url(_ text: String, name: String = "URL") throws -> URL {
        guard let url = CLIURL.parseHTTP(text) else {
            throw ServiceCommandFailure(message: CLIURL.refusal(text, name: name), code: .invalidURL)
        }
        return url
    }

    /// Parses an Atom document from a file; malformed input is exit 65 with `PATH:LINE:COL: message`.
    static func readDocument<T: GDataObject>(_ path: String, as type: T.Type) throws -> T {
        var options = GDataParseOptions()
        options.documentURI = URL(fileURLWithPath: path).absoluteString
        do {
            return try T.parse(contentsOf: URL(fileURLWithPath: path), options: options)
        } catch let error as GDataXMLError {
            var described = error
            described.path = path
            throw ServiceCommandFailure(
                message: described.description,
                code: error.code == .unreadable ? .fileIO : .malformedDocument
            )
        }
    }

    /// A URL for messages, credentials masked by ``GDataHTTPRedaction`` (as `-v` and the HTML log show them).
    static func loggable(_ url: URL) -> String { GDataHTTPRedaction.url(url) }

    /// Runs a verb's body: shuts the service down and turns failures into `gdata: …` lines and exit codes.
    static func run(_ service: () -> GDataService?, _ body: () async throws -> CLIExitCode) async throws {
        CLIOutput.ignoreBrokenPipes()
        let outcome: CLIExitCode
        do {
            outcome = try await body()
        } catch let failure as ServiceCommandFailure {
            CLIOutput.errorLine(failure.message)
            outcome = failure.code
        } catch let error as GDataServiceError {
            CLIOutput.errorLine(message(for: error))
            outcome = CLIExitCode(error)
        }
        await service()?.shutdown()
        if outcome != .success { throw ExitCode(outcome.rawValue) }
    }

    /// `HTTP 404 Not Found for URL: GData error code: "reason"` and the like.
    static func message(for error: GDataServiceError) -> String {
        let target = error.url.map { " for \(loggable($0))" } ?? ""
        switch error.code {
        case .notModified:
            return "not modified (HTTP 304)\(target)"
        case .httpStatus, .preconditionFailed:
            var text = "HTTP \(error.status.map(CLIOutput.statusText) ?? "error")\(target)"
            if let main = error.mainServerError {
                text += ": \(main.description)"
            } else if let body = error.body, !body.isEmpty {
                let snippet = String(decoding: body.prefix(300), as: UTF8.self)
                    .trimmingWhitespaceAndNewlines()
                if !snippet.isEmpty { text += ": \(snippet)" }
            }
            return text
        case .transport:
            if let http = error.httpError, let url = error.url ?? http.url {
                return CLIExitCode.message(for: http, url: url)
            }
            return error.message
        default:
            return error.message
        }
    }
}
