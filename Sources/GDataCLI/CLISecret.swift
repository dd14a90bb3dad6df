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

/// Where a secret comes from: an inline option (visible to every local user in `ps`), a file (its first line), or an
/// environment variable. The inline and file forms exclude each other; the variable is read only when neither is
/// given.
enum CLISecret {
    /// The sentence the help of every inline secret option carries.
    static let inlineWarning = "visible to other local users in ps"

    /// The secret from `inline` or the first line of `file`; `nil` when neither is given (an empty inline value
    /// counts as none).
    static func value(inline: String?, file: String?) throws -> String? {
        if let inline { return inline.isEmpty ? nil : inline }
        guard let file else { return nil }
        let line = try firstLine(ofFile: file)
        guard !line.isEmpty else {
            throw ServiceCommandFailure(message: "the secret file \(file) is empty", code: .fileIO)
        }
        return line
    }

    /// The non-empty value of the variable `name`.
    static func environment(_ name: String) -> String? {
        let value = ProcessInfo.processInfo.environment[name]
        return value?.isEmpty == false ? value : nil
    }

    /// Every non-empty line of `file` (when given) and of the variable `environment`.
    static func lines(file: String?, environment: String) throws -> [String] {
        var text = ProcessInfo.processInfo.environment[environment] ?? ""
        if let file { text += "\n" + String(decoding: try contents(ofFile: file), as: UTF8.self) }
        return text.split(whereSeparator: \.isNewline).map { $0.trimming(charactersIn: "\r") }
            .filter { !$0.isEmpty }
    }

    /// The first line of `file` (`-` is standard input), without its line break.
    static func firstLine(ofFile file: String) throws -> String {
        let text = String(decoding: try contents(ofFile: file), as: UTF8.self)
        return String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .trimming(charactersIn: "\r")
    }

    private static func contents(ofFile file: String) throws -> Data {
        if file == "-" { return Data(GDataFile.readAll(0) ?? []) }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ServiceCommandFailure(message: "cannot read the secret file \(file)", code: .fileIO)
        }
        return data
    }

    /// Usage error when both the inline and the file form of one secret are given.
    static func validate(inline: String?, file: String?, option: String) throws {
        if inline != nil, file != nil { throw ValidationError("Use only one of --\(option) and --\(option)-file.") }
    }
}

/// `--bearer-token`, `--bearer-token-file`, `GDATA_BEARER_TOKEN`.
struct BearerTokenOptions: ParsableArguments {
    @Option(
        name: .customLong("bearer-token"),
        help: ArgumentHelp(
            "Send 'Authorization: Bearer <token>' (\(CLISecret.inlineWarning): prefer --bearer-token-file or "
                + "GDATA_BEARER_TOKEN).",
            valueName: "token"
        )
    )
    var inline: String?

    @Option(
        name: .customLong("bearer-token-file"),
        help: ArgumentHelp(
            "Read the bearer token from the first line of this file ('-': standard input).",
            valueName: "file"
        )
    )
    var file: String?

    static let environment = "GDATA_BEARER_TOKEN"
    var isGiven: Bool { inline != nil || file != nil }
    func validate() throws { try CLISecret.validate(inline: inline, file: file, option: "bearer-token") }
    func value() throws -> String? { try CLISecret.value(inline: inline, file: file) }
}

/// `--api-key`, `--api-key-file`, `GDATA_API_KEY`.
struct APIKeyOptions: ParsableArguments {
    @Option(
        name: .customLong("api-key"),
        help: ArgumentHelp(
            "Add key=<API key> to every URL (\(CLISecret.inlineWarning): prefer --api-key-file or GDATA_API_KEY).",
            valueName: "key"
        )
    )
    var inline: String?

    @Option(
        name: .customLong("api-key-file"),
        help: ArgumentHelp(
            "Read the API key from the first line of this file ('-': standard input).",
            valueName: "file"
        )
    )
    var file: String?

    static let environment = "GDATA_API_KEY"
    var isGiven: Bool { inline != nil || file != nil }
    func validate() throws { try CLISecret.validate(inline: inline, file: file, option: "api-key") }
    func value() throws -> String? { try CLISecret.value(inline: inline, file: file) }
}

/// `--auth-token`, `--auth-token-file`, `GDATA_AUTH_TOKEN`.
struct AuthTokenOptions: ParsableArguments {
    @Option(
        name: .customLong("auth-token"),
        help: ArgumentHelp(
            "Send a ClientLogin token you already have: 'GoogleLogin auth=<token>' (\(CLISecret.inlineWarning): "
                + "prefer --auth-token-file or GDATA_AUTH_TOKEN).",
            valueName: "token"
        )
    )
    var inline: String?

    @Option(
        name: .customLong("auth-token-file"),
        help: ArgumentHelp(
            "Read the ClientLogin token from the first line of this file ('-': standard input).",
            valueName: "file"
        )
    )
    var file: String?

    static let environment = "GDATA_AUTH_TOKEN"
    var isGiven: Bool { inline != nil || file != nil }
    func validate() throws { try CLISecret.validate(inline: inline, file: file, option: "auth-token") }
    func value() throws -> String? { try CLISecret.value(inline: inline, file: file) }
}

/// The credential a verb sends, from its options or (when no credential option is given) the environment.
enum CLICredential: Equatable {
    case bearerToken(String)
    case apiKey(String)
    case authToken(String)

    /// Resolves the groups a verb has (`nil`: the verb has no such option). `otherGiven`: another credential
    /// option (e.g. `--email`) was given, so the environment is not read. More than one variable set is a usage
    /// error when no option chooses.
    static func resolve(
        bearer: BearerTokenOptions?,
        apiKey: APIKeyOptions? = nil,
        authToken: AuthTokenOptions? = nil,
        otherGiven: Bool = false
    ) throws -> CLICredential? {
        if let bearer, bearer.isGiven { return try bearer.value().map(CLICredential.bearerToken) }
        if let apiKey, apiKey.isGiven { return try apiKey.value().map(CLICredential.apiKey) }
        if let authToken, authToken.isGiven { return try authToken.value().map(CLICredential.authToken) }
        if otherGiven { return nil }
        var found: [(name: String, credential: CLICredential)] = []
        if bearer != nil, let value = CLISecret.environment(BearerTokenOptions.environment) {
            found.append((BearerTokenOptions.environment, .bearerToken(value)))
        }
        if apiKey != nil, let value = CLISecret.environment(APIKeyOptions.environment) {
            found.append((APIKeyOptions.environment, .apiKey(value)))
        }
        if authToken != nil, let value = CLISecret.environment(AuthTokenOptions.environment) {
            found.append((AuthTokenOptions.environment, .authToken(value)))
        }
        if found.count > 1 {
            throw ValidationError(
                "\(found.map(\.name).joined(separator: " and ")) are all set: choose one with its option."
            )
        }
        return found.first?.credential
    }

    /// The authorizer sending the credential.
    var authorizer: any GDataAuthorizer {
        switch self {
        case .bearerToken(let token): GDataBearerTokenAuthorizer(token: token)
        case .apiKey(let key): GDataAPIKeyAuthorizer(key: key)
        case .authToken(let token): GDataGoogleLoginAuthorizer(token: token)
        }
    }
}
