import GDataHTTP
internal import GDataPlatform
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One ClientLogin sign-in state for one set of credentials: the token once known, and at most one sign-in in flight,
/// shared by every request that needs the token meanwhile (the original's "dependent invocations").
///
/// A waiter that is cancelled stops waiting at once; when the last waiter leaves, the sign-in itself is cancelled.
final class GDataClientLoginSession: Sendable {
    typealias SignIn = @Sendable (GDataClientLoginCredentials) async -> Result<String, GDataServiceError>
    typealias Waiter = CheckedContinuation<Result<String, GDataServiceError>, Never>

    struct State {
        var token: String?
        var signInTask: Task<Void, Never>?
        var signInSequence = 0
        var nextWaiterID = 0
        var waiters: [Int: Waiter] = [:]
        var cancelledWaiters: Set<Int> = []
        var signInsStarted = 0
    }

    let credentials: GDataClientLoginCredentials
    private let signIn: SignIn
    private let state = Mutex(State())

    init(credentials: GDataClientLoginCredentials, signIn: @escaping SignIn) {
        self.credentials = credentials
        self.signIn = signIn
    }

    /// The token known now, if any.
    var currentToken: String? { state.withLock { $0.token } }

    /// How many sign-in requests this session started.
    var signInCount: Int { state.withLock { $0.signInsStarted } }

    /// Forgets `staleToken` (after the server refused it) so the next ``authToken()`` signs in again.
    func invalidate(_ staleToken: String) {
        state.withLock { if $0.token == staleToken { $0.token = nil } }
    }

    /// The token: known already, from the sign-in in flight, or from a new sign-in.
    func authToken() async throws(GDataServiceError) -> String {
        let id = state.withLock { state -> Int in
            state.nextWaiterID += 1
            return state.nextWaiterID
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<String, GDataServiceError>, Never>) in
                let immediate = state.withLock { state -> Result<String, GDataServiceError>? in
                    if state.cancelledWaiters.remove(id) != nil { return .failure(Self.cancelledError) }
                    if let token = state.token { return .success(token) }
                    state.waiters[id] = continuation
                    if state.signInTask == nil { startSignIn(&state) }
                    return nil
                }
                if let immediate { continuation.resume(returning: immediate) }
            }
        } onCancel: {
            let continuation = state.withLock { state -> Waiter? in
                guard let continuation = state.waiters.removeValue(forKey: id) else {
                    state.cancelledWaiters.insert(id)
                    return nil
                }
                if state.waiters.isEmpty {
                    state.signInTask?.cancel()
                    state.signInTask = nil
                }
                return continuation
            }
            continuation?.resume(returning: .failure(Self.cancelledError))
        }
        return try result.get()
    }

    /// Starts the sign-in (called with the lock held).
    private func startSignIn(_ state: inout State) {
        state.signInSequence += 1
        state.signInsStarted += 1
        let sequence = state.signInSequence
        let credentials = credentials
        let signIn = signIn
        state.signInTask = Task { [weak self] in
            let result = await signIn(credentials)
            self?.finish(result, sequence: sequence)
        }
    }

    private func finish(_ result: Result<String, GDataServiceError>, sequence: Int) {
        let toResume = state.withLock { state -> [Waiter] in
            guard sequence == state.signInSequence else { return [] }
            state.signInTask = nil
            if case .success(let newToken) = result { state.token = newToken }
            let all = Array(state.waiters.values)
            state.waiters.removeAll()
            return all
        }
        for continuation in toResume { continuation.resume(returning: result) }
    }

    static let cancelledError = GDataServiceError(code: .cancelled, message: "the sign-in was cancelled")
}

/// The ClientLogin request and the parsing of its answer.
enum GDataClientLoginProtocol {
    /// The form body: `Email`, `Passwd`, `source`, `service`, `accountType`, and the captcha pair when given.
    static func formBody(_ credentials: GDataClientLoginCredentials, defaultSource: String) -> Data {
        var fields: [(String, String)] = [
            ("Email", credentials.email),
            ("Passwd", credentials.password),
            ("source", credentials.source ?? defaultSource),
            ("service", credentials.serviceID),
            ("accountType", credentials.accountType),
        ]
        if let token = credentials.captchaToken, let answer = credentials.captchaAnswer {
            fields.append(("logintoken", token))
            fields.append(("logincaptcha", answer))
        }
        let text = fields.map { "\($0.0)=\(GDataQuery.encodeParameter($0.1))" }.joined(separator: "&")
        return Data(text.utf8)
    }

    /// `key=value` lines (the original's `dictionaryWithResponseData:`).
    static func fields(_ body: Data) -> [String: String] {
        var result: [String: String] = [:]
        for line in String(decoding: body, as: UTF8.self).split(whereSeparator: \.isNewline) {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingWhitespace()
            result[key] = String(line[line.index(after: equals)...]).trimmingWhitespace()
        }
        return result
    }

    /// A relative `CaptchaUrl` resolved against the sign-in URL's scheme, host and port under `/accounts/`.
    static func captchaURL(_ value: String?, signInURL: URL) -> URL? {
        guard let value, !value.isEmpty else { return nil }
        if let absolute = URL(string: value), absolute.scheme != nil { return absolute }
        var components = URLComponents()
        components.scheme = signInURL.scheme
        components.host = signInURL.host
        components.port = signInURL.port
        guard let root = components.url else { return nil }
        let path = value.hasPrefix("/") ? String(value.dropFirst()) : value
        return URL(string: "\(root.absoluteString)/accounts/\(path)")
    }

    /// The typed failure for a refused sign-in (`status` is 403 for a 200 without `Auth`).
    static func failure(status: Int, body: Data, credentials: GDataClientLoginCredentials) -> GDataServiceError {
        let fields = fields(body)
        let failure = GDataServiceError.ClientLoginFailure(
            error: fields["Error"],
            info: fields["Info"],
            captchaToken: fields["CaptchaToken"],
            captchaURL: captchaURL(fields["CaptchaUrl"], signInURL: credentials.signInURL),
            url: fields["Url"]
        )
        let isCaptcha = failure.error == "CaptchaRequired"
        var message = "ClientLogin refused the sign-in (HTTP \(status))"
        if let error = failure.error { message += ": \(error)" }
        if let info = failure.info { message += " (\(info))" }
        return GDataServiceError(
            code: isCaptcha ? .captchaRequired : .badAuthentication,
            message: message,
            url: credentials.signInURL,
            status: status,
            clientLogin: failure
        )
    }
}
