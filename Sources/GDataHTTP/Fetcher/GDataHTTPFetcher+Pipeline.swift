import Logging

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GDataHTTPFetcher {
    /// A download's body is not in the response the logger sees: say where it went in the request's comment.
    static func labelledForLog(
        _ request: GDataHTTPRequest,
        download: GDataPartialDownload?,
        response: GDataHTTPResponse
    ) -> GDataHTTPRequest {
        guard let download, response.isSuccess else { return request }
        var labelled = request
        let length = response.headers["Content-Length"].map { ", \($0) bytes" } ?? ""
        let note = "body streamed to \(download.placeDescription)\(length)"
        labelled.comment = request.comment.map { "\($0); \(note)" } ?? note
        return labelled
    }

    /// The fetch pipeline shared by ``fetch(_:progress:)`` and the downloads (`download` receives the body).
    ///
    /// For a download, each attempt first lets it add its continuation headers (``GDataPartialDownload/prepare(_:)``);
    /// a `2xx` ends the attempt there (a `206` that stops before the total is followed at once by a request for the
    /// rest, unless the caller asks for chunks); a `416` to a continuation either completes the download (the bytes
    /// held are the whole representation) or starts it over, once.
    func pipeline(
        _ original: GDataHTTPRequest,
        download: GDataPartialDownload?,
        progress: GDataHTTPProgressHandler?
    ) async throws(GDataHTTPError) -> GDataHTTPResponse {
        var refreshedAuthorization = false
        var startedOverAfter416 = false
        var attempt = 0
        var retries = 0
        var reporter = progress
        if let download, let progress { reporter = { progress(download.adjusted($0)) } }
        while true {
            attempt += 1
            var request = try await prepare(original)
            download?.prepare(&request)
            let startedAt = Date()
            let clock = ProcessInfo.processInfo.systemUptime
            let failure: GDataHTTPError
            var failedResponse: GDataHTTPResponse?
            do {
                var response = try await exchange(request, destination: download, progress: reporter)
                configuration.transactionLog?.log(
                    request: Self.labelledForLog(request, download: download, response: response),
                    response: response,
                    error: nil,
                    startedAt: startedAt,
                    duration: ProcessInfo.processInfo.systemUptime - clock
                )
                if let cookies = configuration.cookieStorage {
                    let setCookies = response.headers.values(for: "Set-Cookie")
                    if !setCookies.isEmpty { cookies.store(setCookieHeaders: setCookies, from: response.url) }
                }
                if download == nil, let history = configuration.fetchHistory {
                    response = history.process(response, for: request)
                }
                if response.url != request.url {
                    configuration.logger.debug(
                        "redirected",
                        metadata: [
                            "method": "\(request.method)", "from": "\(Self.loggableURL(request.url))",
                            "to": "\(Self.loggableURL(response.url))",
                        ]
                    )
                }
                if response.status < 300 {
                    guard let download else { return response }
                    let end = try download.endAttempt(status: response.status, headers: response.headers)
                    // A 206 that stopped short of the total: ask for the rest (it made progress, so this ends).
                    if end == .incomplete, download.rangeEnd == nil, let range = download.lastRange, range.length > 0 {
                        continue
                    }
                    return response
                }
                if response.status == 416, let download, download.rangeEnd == nil {
                    switch download.unsatisfiable(response) {
                    case .complete:
                        // The bytes held are the representation: a 200 with the 416's headers but its range.
                        var headers = response.headers
                        headers.remove(name: "Content-Range")
                        headers.replaceOrAdd(name: "Content-Length", value: String(download.held))
                        var complete = GDataHTTPResponse(url: response.url, status: 200, headers: headers)
                        complete.httpVersion = response.httpVersion
                        complete.sentHeaders = response.sentHeaders
                        return complete
                    case .startOver where !startedOverAfter416 && download.canRetry:
                        startedOverAfter416 = true
                        continue
                    case .startOver, .notResuming:
                        break
                    }
                }
                failedResponse = response
                failure = Self.statusError(response, request: request)
            } catch {
                configuration.transactionLog?.log(
                    request: request,
                    response: nil,
                    error: error,
                    startedAt: startedAt,
                    duration: ProcessInfo.processInfo.systemUptime - clock
                )
                failure = error
            }

            if failure.code == .cancelled || failure.code == .shutdown { throw failure }

            if failedResponse?.status == 401, !refreshedAuthorization, let authorizer = configuration.authorizer,
                authorizer.canRefresh
            {
                refreshedAuthorization = true
                configuration.logger.debug(
                    "401: refreshing the credentials and repeating the request once",
                    metadata: ["method": "\(request.method)", "url": "\(Self.loggableURL(request.url))"]
                )
                do {
                    try await authorizer.refresh(rejecting: request)
                } catch {
                    throw Self.authorizationError(error, url: request.url, doing: "refreshing the credentials")
                }
                continue
            }

            // Bytes already written to a descriptor cannot be taken back: retried only as a safe continuation.
            if let download, !download.canRetry { throw failure }
            guard let policy = configuration.retry else { throw failure }
            let retryAfter = GDataHTTPRetryPolicy.retryAfter(failedResponse?.headers["Retry-After"])
            guard let delay = policy.delay(beforeRetry: retries + 1, retryAfter: retryAfter) else { throw failure }
            retries += 1
            let suggested = policy.isRetryable(status: failedResponse?.status, error: failure)
            var decision = suggested
            if let shouldRetry = policy.shouldRetry {
                decision = await shouldRetry(
                    GDataHTTPRetryContext(
                        attempt: attempt,
                        request: request,
                        response: failedResponse,
                        error: failure,
                        suggestedRetry: suggested,
                        delay: delay
                    )
                )
            }
            guard decision else { throw failure }
            configuration.logger.debug(
                "retrying after a transient failure",
                metadata: [
                    "method": "\(request.method)", "url": "\(Self.loggableURL(request.url))",
                    "attempt": "\(attempt)", "delay": "\(delay)", "failure": "\(failure.code)",
                    "status": "\(failedResponse.map { String($0.status) } ?? "-")",
                ]
            )
            do {
                try await policy.sleep(delay)
            } catch {
                throw GDataHTTPError(
                    code: .cancelled,
                    message: "the request was cancelled while waiting to retry",
                    url: request.url
                )
            }
        }
    }

    /// Authorizer, cookies and fetch history applied to a fresh copy of the caller's request.
    private func prepare(_ original: GDataHTTPRequest) async throws(GDataHTTPError) -> GDataHTTPRequest {
        var request = original
        // The credential rule (GDataHTTPOrigin): a server-given URL at another origin gets no credentials.
        if configuration.authorizer != nil || request.carriesCredentials { try request.checkCredentialOrigin() }
        if let authorizer = configuration.authorizer {
            do {
                try await authorizer.authorize(&request)
            } catch {
                throw Self.authorizationError(error, url: original.url, doing: "authorizing the request")
            }
        }
        if let cookies = configuration.cookieStorage, !request.headers.contains("Cookie"),
            let header = cookies.cookieHeader(for: request.url)
        {
            request.headers["Cookie"] = header
        }
        if let history = configuration.fetchHistory {
            request = history.prepare(request)
        }
        return request
    }

    /// A URL for activity logs: scheme, host, port and path only (queries may carry API keys or tokens).
    static func loggableURL(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "<url>" }
        components.query = nil
        components.fragment = nil
        components.user = nil
        components.password = nil
        return components.string ?? "<url>"
    }

    static func statusError(_ response: GDataHTTPResponse, request: GDataHTTPRequest) -> GDataHTTPError {
        if response.status == 304 {
            return GDataHTTPError(
                code: .notModified,
                message: "304 Not Modified and nothing cached to answer it",
                url: response.url,
                status: 304,
                headers: response.headers,
                body: response.body
            )
        }
        let reason = GDataHTTPResponse.reasonPhrase(for: response.status).map { " \($0)" } ?? ""
        return GDataHTTPError(
            code: .httpStatus,
            message: "the server answered \(response.status)\(reason) to \(request.method)",
            url: response.url,
            status: response.status,
            headers: response.headers,
            body: response.body
        )
    }

    static func authorizationError(_ error: any Error, url: URL, doing: String) -> GDataHTTPError {
        if let error = error as? GDataHTTPError { return error }
        if error is CancellationError {
            return GDataHTTPError(code: .cancelled, message: "the request was cancelled while \(doing)", url: url)
        }
        return GDataHTTPError(code: .authorization, message: "\(doing) failed: \(error)", url: url, underlying: error)
    }
}
