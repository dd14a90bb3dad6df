internal import GDataPlatform
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--require-auth`: ClientLogin at `BASE/accounts/ClientLogin` for the configured accounts, `GoogleLogin auth=` with
/// the tokens it issued, `Bearer` with the configured tokens; 401 with `WWW-Authenticate` otherwise.
final class GDataServerAccounts: Sendable {
    private struct State {
        var issued: Set<String> = []
        var failures: [String: Int] = [:]
        var captchaTokens: [String: String] = [:]  // token → email
        var counter = 0
    }

    let users: [String: String]
    let bearerTokens: Set<String>
    let captchaAnswer: String?
    private let state = Mutex(State())

    /// Failed sign-ins of one account before the server asks for a captcha.
    static let failuresBeforeCaptcha = 3

    init(users: [String: String], bearerTokens: [String], captchaAnswer: String?) {
        self.users = users
        self.bearerTokens = Set(bearerTokens)
        self.captchaAnswer = captchaAnswer
    }

    func handle(_ request: GDataServerRequest) -> GDataServerResponse {
        switch (request.method, request.path.dropFirst().first ?? "") {
        case ("POST", "ClientLogin"): return clientLogin(request)
        case ("GET", "Captcha"):
            return GDataServerResponse(status: 200, headers: [("Content-Type", "image/png")], body: Self.captchaImage)
        default:
            return .error(404, code: "notFound", reason: "Not found: /\(request.path.joined(separator: "/"))")
        }
    }

    private func clientLogin(_ request: GDataServerRequest) -> GDataServerResponse {
        let form = Self.form(request.body)
        let email = form["Email"] ?? ""
        let password = form["Passwd"] ?? ""
        let outcome: String = state.withLock { state in
            if let token = form["logintoken"], let expected = state.captchaTokens[token] {
                guard expected == email, let answer = captchaAnswer, form["logincaptcha"] == answer else {
                    return "captcha"
                }
                state.captchaTokens[token] = nil
                state.failures[email] = 0
            } else if state.failures[email, default: 0] >= Self.failuresBeforeCaptcha {
                return "captcha"
            }
            guard !email.isEmpty, users[email] == password else {
                state.failures[email, default: 0] += 1
                return state.failures[email, default: 0] > Self.failuresBeforeCaptcha ? "captcha" : "bad"
            }
            state.failures[email] = 0
            state.counter += 1
            let token = "gdata-serve-auth-\(state.counter)-\(UUID().uuidString.prefix(12).lowercased())"
            state.issued.insert(token)
            return "ok " + token
        }
        if outcome.hasPrefix("ok ") {
            let token = String(outcome.dropFirst(3))
            return Self.text(200, "SID=\(token)-sid\nLSID=\(token)-lsid\nAuth=\(token)\n")
        }
        if outcome == "captcha" {
            let token = state.withLock { state in
                state.counter += 1
                let token = "captcha-\(state.counter)-\(UUID().uuidString.prefix(8).lowercased())"
                state.captchaTokens[token] = email
                return token
            }
            return Self.text(
                403,
                "Url=\(request.baseURL)accounts/DisplayUnlockCaptcha\nError=CaptchaRequired\nCaptchaToken=\(token)\n"
                    + "CaptchaUrl=Captcha?ctoken=\(token)\n"
            )
        }
        return Self.text(403, "Error=BadAuthentication\n")
    }

    /// `nil` when the request carries an accepted credential; else the 401 to send.
    func refusal(for request: GDataServerRequest) -> GDataServerResponse? {
        let header =
            request.header("Authorization").map { String(GDataServerRequest.trimmingWhitespace($0[...])) } ?? ""
        if header.lowercased().hasPrefix("googlelogin") {
            let token = header.components(separatedBy: "auth=").last?.trimming(charactersIn: "\" ") ?? ""
            if state.withLock({ $0.issued.contains(token) }) { return nil }
        } else if header.lowercased().hasPrefix("bearer ") {
            let token = String(GDataServerRequest.trimmingWhitespace(header.dropFirst(7)))
            if bearerTokens.contains(token) || state.withLock({ $0.issued.contains(token) }) { return nil }
        }
        return .error(
            401,
            code: "unauthorized",
            reason: header.isEmpty ? "Authorization required" : "Token invalid",
            headers: [("WWW-Authenticate", "GoogleLogin realm=\"\(request.baseURL)accounts/ClientLogin\"")]
        )
    }

    static func text(_ status: Int, _ text: String) -> GDataServerResponse {
        GDataServerResponse(
            status: status,
            headers: [("Content-Type", "text/plain; charset=utf-8")],
            body: Data(text.utf8)
        )
    }

    /// An `application/x-www-form-urlencoded` body as read for a query (``GDataServerRequest/parseQuery(_:)``); a
    /// name given twice keeps its last value.
    static func form(_ body: Data) -> [String: String] {
        let pairs = GDataServerRequest.parseQuery(String(decoding: body, as: UTF8.self)).map { ($0.name, $0.value) }
        return Dictionary(pairs, uniquingKeysWith: { _, last in last })
    }

    /// A 1×1 PNG standing in for the captcha picture.
    static let captchaImage =
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
        ) ?? Data()
}
