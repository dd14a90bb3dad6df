import ArgumentParser
import GDataService

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

/// `gdata login`: signs in with ClientLogin and prints the token.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Sign in with ClientLogin and print the auth token (for --auth-token).",
        discussion: """
            The password comes from --password-file or standard input, never from the command line. When a captcha \
            is required, its URL (a relative CaptchaUrl is resolved against the sign-in URL's scheme, host and port \
            under /accounts/) and token are printed on stderr and the exit status is 15; answer it with \
            --captcha-token and --captcha-answer. Refused credentials exit with 14 (with the server's Info, e.g. \
            InvalidSecondFactor when an application-specific password is needed). --log-dir logs the sign-in with \
            the password and token removed.

            \(CLIExitCode.helpText)
            """
    )

    @Option(
        name: .customLong("captcha-token"),
        help: ArgumentHelp("The token of the captcha being answered.", valueName: "token")
    )
    var captchaToken: String?

    @Option(name: .customLong("captcha-answer"), help: ArgumentHelp("The captcha's answer.", valueName: "answer"))
    var captchaAnswer: String?

    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if options.email == nil {
            throw ValidationError("login needs --email and --password-file or --password-stdin.")
        }
        if (captchaToken == nil) != (captchaAnswer == nil) {
            throw ValidationError("--captcha-token and --captcha-answer go together.")
        }
    }

    func run() async throws {
        var service: GDataService?
        try await GDataServiceCLI.run({ service }) {
            let created = try await options.makeService(
                named: nil,
                signInOnly: true,
                captchaToken: captchaToken,
                captchaAnswer: captchaAnswer
            )
            service = created
            let token: String
            do throws(GDataServiceError) {
                token = try await created.authenticate()
            } catch {
                if error.code == .captchaRequired, let failure = error.clientLogin {
                    CLIOutput.errorLine("captcha required")
                    CLIOutput.error("captcha URL: \(failure.captchaURL?.absoluteString ?? "")\n")
                    CLIOutput.error("captcha token: \(failure.captchaToken ?? "")\n")
                    return .captchaRequired
                }
                if error.code == .badAuthentication {
                    var line = "sign-in refused (HTTP \(error.status.map(String.init) ?? "?")"
                    if let reason = error.clientLogin?.error { line += ", \(reason)" }
                    if let info = error.clientLogin?.info { line += ", Info=\(info)" }
                    CLIOutput.errorLine(line + ")")
                    return .badAuthentication
                }
                throw error
            }
            CLIOutput.standardOutput(Data((token + "\n").utf8))
            return .success
        }
    }
}
