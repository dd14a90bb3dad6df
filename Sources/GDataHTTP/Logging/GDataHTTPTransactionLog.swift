internal import GDataPlatform
internal import Synchronization

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Opt-in HTTP transaction log for debugging: an HTML page per run plus one file per logged body.
///
/// Creating a logger makes `<directory>/<process>_log_<yyyy-MM-dd_HH-mm-ss>/` holding `http_log.html` (newest
/// transaction first; request and response in collapsible sections) and the `fetch_<n>_request.*` /
/// `fetch_<n>_response.*` body files, and points the symlink `<directory>/<process>_http_log_newest.html` at the page.
///
/// Credentials are never written: `Authorization`, `Proxy-Authorization`, `Cookie` and `Set-Cookie` values, `Bearer`
/// and `GoogleLogin auth=` tokens in any header, sensitive query and form parameters (`key`, `access_token`, `token`,
/// `password`, `Passwd`, `auth`, …) and token fields of JSON bodies are replaced by `_snip_`. XML and JSON bodies are
/// pretty-printed, binary bodies and multipart binary parts are summarised as `<<N bytes of TYPE>>`, and file bodies are
/// described by name and size without being read.
///
/// Thread-safe: several transfers may log at once.
///
/// Give it to ``GDataHTTPFetcher/Configuration/transactionLog`` (or a service configuration's `transactionLog`). It
/// is not a swift-log logger: diagnostics go to the `Logger` in the configurations' `logger`.
public final class GDataHTTPTransactionLog: Sendable {
    /// The directory given at creation (holding the run directories and the newest-log symlink).
    public let directory: URL
    /// This run's directory.
    public let runDirectory: URL
    /// This run's HTML page (`http_log.html` in ``runDirectory``).
    public let indexURL: URL
    /// The symlink to the newest run's page (`<process>_http_log_newest.html` in ``directory``).
    public let newestLinkURL: URL

    private struct State {
        var nextNumber = 1
    }
    private let state = Mutex(State())

    /// The longest body preview shown inline in the page; the full text is in the linked file.
    static let previewLimit = 16 * 1024

    /// Starts a run: creates the run directory and page, and updates the newest-log symlink.
    ///
    /// - Parameters:
    ///   - directory: where run directories go (created if missing).
    ///   - runName: replaces the date stamp in the run directory name (`<process>_log_<runName>`).
    /// - Throws: ``GDataHTTPError`` with code ``GDataHTTPError/Code/fileIO`` if the directory or page cannot be written.
    public init(directory: URL, runName: String? = nil) throws {
        let fileManager = FileManager.default
        let process = Self.sanitize(ProcessInfo.processInfo.processName)
        let stamp = runName.map(Self.sanitize) ?? Self.dateStamp(Date())
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw GDataHTTPError(
                code: .fileIO,
                message: "cannot create the HTTP log directory \(directory.path)",
                underlying: error
            )
        }
        var runDirectory = directory.appendingPathComponent("\(process)_log_\(stamp)")
        var suffix = 2
        while true {
            do {
                try fileManager.createDirectory(
                    at: runDirectory,
                    withIntermediateDirectories: false,
                    attributes: [.posixPermissions: 0o700]
                )
                break
            } catch {
                guard fileManager.fileExists(atPath: runDirectory.path), suffix < 1000 else {
                    throw GDataHTTPError(
                        code: .fileIO,
                        message: "cannot create the HTTP log run directory \(runDirectory.path)",
                        underlying: error
                    )
                }
                runDirectory = directory.appendingPathComponent("\(process)_log_\(stamp)_\(suffix)")
                suffix += 1
            }
        }
        self.directory = directory
        self.runDirectory = runDirectory
        self.indexURL = runDirectory.appendingPathComponent("http_log.html")
        self.newestLinkURL = directory.appendingPathComponent("\(process)_http_log_newest.html")

        let title = "HTTP log: \(process), \(Self.dateStamp(Date()))"
        let header = Self.pageHeader(title: title)
        do {
            try Data(header.utf8).write(to: indexURL, options: .atomic)
        } catch {
            throw GDataHTTPError(code: .fileIO, message: "cannot write \(indexURL.path)", underlying: error)
        }
        // The symlink is a convenience: failing to update it (e.g. a racing process) is not an error.
        try? fileManager.removeItem(at: newestLinkURL)
        try? fileManager.createSymbolicLink(
            atPath: newestLinkURL.path,
            withDestinationPath: "\(runDirectory.lastPathComponent)/http_log.html"
        )
    }

    /// Logs one finished transaction (called by the fetcher once per request, including failures).
    ///
    /// - Parameters:
    ///   - request: the request as sent.
    ///   - response: the final response, if one arrived.
    ///   - error: the failure, if the transaction failed.
    ///   - startedAt: when the request started.
    ///   - duration: how long it took, in seconds.
    public func log(
        request: GDataHTTPRequest,
        response: GDataHTTPResponse?,
        error: (any Error)?,
        startedAt: Date,
        duration: TimeInterval
    ) {
        let number = state.withLock { state in
            defer { state.nextNumber += 1 }
            return state.nextNumber
        }
        var html = ""
        let statusClass: String
        let statusText: String
        if let response {
            statusClass = "s\(min(max(response.status / 100, 1), 5))xx"
            statusText = "\(response.status)"
        } else {
            statusClass = "sfail"
            statusText = "failed"
        }
        html += "<section class=\"tx \(statusClass)\" id=\"fetch-\(number)\">\n"
        html += "<div class=\"line\"><span class=\"num\">#\(number)</span> "
        html += "<span class=\"status\">\(Self.escape(statusText))</span> "
        html += "<span class=\"method\">\(Self.escape(request.method))</span> "
        html += "<code class=\"url\">\(Self.escape(GDataHTTPRedaction.url(request.url)))</code></div>\n"
        let comment = request.comment.map { GDataHTTPRedaction.text($0) } ?? "(no comment)"
        html += "<div class=\"meta\">\(Self.escape(Self.timeStamp(startedAt))) · "
        html += "\(Self.escape(GDataText.format("%.3f", duration))) s · "
        html += "<span class=\"comment\">\(Self.escape(comment))</span>"
        if let response, response.isFromCache { html += " · <span class=\"flag\">from cache</span>" }
        html += "</div>\n"

        // Request: the headers as the server received them when libcurl reported them (its own `Host`, `Accept`,
        // `Content-Length`, … included), else the ones the request carried.
        let sentHeaders = response?.sentHeaders ?? request.headers
        var requestFlags: [String] = []
        if sentHeaders.contains("Authorization") {
            requestFlags.append(request.url.scheme?.lowercased() == "https" ? "authorized" : "authorized ⚠ not https")
        }
        if sentHeaders.contains("Cookie") { requestFlags.append("cookies") }
        if sentHeaders.contains("If-None-Match") { requestFlags.append("if-none-match") }
        if sentHeaders.contains("If-Modified-Since") { requestFlags.append("if-modified-since") }
        if sentHeaders.contains("If-Match") { requestFlags.append("if-match") }
        var requestSummary = "Request: \(Self.plural(sentHeaders.count, "header"))"
        if response?.sentHeaders != nil { requestSummary += " as sent" }
        if !requestFlags.isEmpty { requestSummary += " (\(requestFlags.joined(separator: ", ")))" }
        var requestBodyHTML = ""
        if let body = request.body {
            let rendered = Self.render(body: body, contentType: request.headers["Content-Type"])
            requestSummary += ", body \(Self.describeSize(rendered.byteCount))"
            requestBodyHTML = writeBody(rendered, name: "fetch_\(number)_request", label: "Request body")
        }
        html += "<details class=\"request\"><summary>\(Self.escape(requestSummary))</summary>\n"
        html += Self.headerTable(sentHeaders)
        html += requestBodyHTML
        html += "</details>\n"

        // Response.
        if let response {
            var flags: [String] = []
            if response.headers.contains("Set-Cookie") { flags.append("sets cookies") }
            if response.headers.contains("Location") { flags.append("redirects") }
            var summary = "Response: status \(response.status), \(Self.plural(response.headers.count, "header"))"
            if !flags.isEmpty { summary += " (\(flags.joined(separator: ", ")))" }
            let contentType = response.headers["Content-Type"]
            summary += ", body \(Self.describeSize(Int64(response.body.count)))"
            if let contentType { summary += " \(Self.mimeType(contentType))" }
            html += "<details class=\"response\"\(response.status >= 400 ? " open" : "")>"
            html += "<summary>\(Self.escape(summary))</summary>\n"
            if response.url != request.url {
                html +=
                    "<p class=\"final-url\">Final URL: <code>\(Self.escape(GDataHTTPRedaction.url(response.url)))</code></p>\n"
            }
            html += Self.headerTable(response.headers)
            if !response.body.isEmpty {
                let rendered = Self.render(data: response.body, contentType: contentType)
                html += writeBody(rendered, name: "fetch_\(number)_response", label: "Response body")
            }
            html += "</details>\n"
        }
        if let error {
            html +=
                "<div class=\"error\">Error: \(Self.escape(GDataHTTPRedaction.text(String(describing: error))))</div>\n"
        }
        html += "</section>\n"
        append(html)
    }

    // MARK: - Files

    /// Writes a rendered body to its own file and returns the HTML linking to it, with an inline preview.
    private func writeBody(_ rendered: RenderedBody, name: String, label: String) -> String {
        let fileName = "\(name).\(rendered.fileExtension)"
        let written = (try? Data(rendered.text.utf8).write(to: runDirectory.appendingPathComponent(fileName))) != nil
        var html = "<div class=\"body\"><div class=\"body-label\">\(Self.escape(label))"
        if written {
            html += ": <a href=\"\(Self.escape(fileName))\">\(Self.escape(fileName))</a>"
        }
        html += "</div>\n"
        var preview = rendered.text
        var truncated = false
        if preview.utf8.count > Self.previewLimit {
            preview = String(decoding: Array(preview.utf8.prefix(Self.previewLimit)), as: UTF8.self)
            truncated = true
        }
        html += "<pre>\(Self.escape(preview))"
        if truncated { html += "\n… (truncated; the whole body is in the file)" }
        html += "</pre></div>\n"
        return html
    }

    private func append(_ html: String) {
        state.withLock { _ in
            let descriptor = open(indexURL.path, O_WRONLY | O_APPEND | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            GDataFile.writeAll(descriptor, Array(html.utf8))
        }
    }

    // MARK: - HTML

    /// Escapes text for HTML element content and attribute values. The package's one other escape beside the XML
    /// writer's (`GDataXMLWriter.escaped` in GDataCore, which this module sits below): HTML, not XML, so it also
    /// escapes `'` and keeps every character the log shows (the XML writer drops characters XML cannot hold).
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    private static func headerTable(_ headers: GDataHTTPHeaders) -> String {
        guard headers.count > 0 else { return "<p class=\"none\">No headers.</p>\n" }
        var html = "<table class=\"headers\">\n"
        for field in headers {
            let value = GDataHTTPRedaction.header(name: field.name, value: field.value)
            html += "<tr><th>\(escape(field.name))</th><td>\(escape(value))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    private static func describeSize(_ count: Int64?) -> String {
        guard let count else { return "of unknown size" }
        return count == 1 ? "1 byte" : "\(count) bytes"
    }

    /// The page up to the transaction list. Transactions are appended in order and shown newest first with CSS
    /// (`column-reverse`), so logging never rewrites the page.
    private static func pageHeader(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        body { font: 14px/1.4 -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; margin: 16px 24px; color: #1d1d1f; background: #f5f5f7; }
        h1 { font-size: 18px; margin: 0 0 4px; }
        .hint { color: #6e6e73; margin: 0 0 16px; }
        main { display: flex; flex-direction: column-reverse; gap: 10px; }
        section.tx { background: #fff; border: 1px solid #d2d2d7; border-left: 6px solid #8e8e93; border-radius: 6px; padding: 8px 12px; }
        section.s2xx { border-left-color: #2e9d4b; }
        section.s3xx { border-left-color: #2f6fd6; }
        section.s4xx { border-left-color: #e08600; }
        section.s5xx, section.sfail { border-left-color: #d70015; }
        .line { font-size: 15px; overflow-wrap: anywhere; }
        .num { color: #6e6e73; }
        .status { display: inline-block; min-width: 3em; text-align: center; font-weight: 600; color: #fff; background: #8e8e93; border-radius: 4px; padding: 0 6px; }
        .s2xx .status { background: #2e9d4b; }
        .s3xx .status { background: #2f6fd6; }
        .s4xx .status { background: #e08600; }
        .s5xx .status, .sfail .status { background: #d70015; }
        .method { font-weight: 600; }
        code, pre, td, th { font-family: "SF Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: 12.5px; }
        .meta { color: #6e6e73; margin: 2px 0 6px; }
        .flag { color: #8944ab; font-weight: 600; }
        details { margin: 4px 0; }
        summary { cursor: pointer; color: #3a3a3c; }
        table.headers { border-collapse: collapse; margin: 6px 0 6px 16px; }
        table.headers th { text-align: left; vertical-align: top; padding: 1px 10px 1px 0; color: #515154; font-weight: 600; white-space: nowrap; }
        table.headers td { padding: 1px 0; overflow-wrap: anywhere; }
        .body { margin: 6px 0 6px 16px; }
        .body-label { color: #515154; }
        pre { background: #f9f9fb; border: 1px solid #e5e5ea; border-radius: 4px; padding: 6px 8px; max-height: 360px; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; margin: 4px 0; }
        .error { color: #d70015; font-weight: 600; margin-top: 4px; overflow-wrap: anywhere; }
        .none, .final-url { color: #6e6e73; margin: 4px 0 4px 16px; }
        </style>
        </head>
        <body>
        <h1>\(escape(title))</h1>
        <p class="hint">Newest first. Click a request or response to expand it. Credentials are replaced by _snip_.</p>
        <main>

        """
    }

    // MARK: - Names and dates

    private static func sanitize(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let cleaned = String(name.map { allowed.contains($0) ? $0 : "_" })
        return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "process" : cleaned
    }

    /// `date` in the local time zone (the C library's `localtime_r`: `TZ`, else /etc/localtime) as `yyyy-MM-dd`,
    /// `dateTimeSeparator`, `HH`, `mm` and `ss` joined by `timeSeparator`, and `.SSS` when `milliseconds`.
    private static func stamp(_ date: Date, dateTimeSeparator: String, timeSeparator: String, milliseconds: Bool)
        -> String
    {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        var time = time_t(seconds)
        var parts = tm()
        localtime_r(&time, &parts)
        var text = GDataText.format(
            "%04d-%02d-%02d",
            Int32(parts.tm_year) + 1900,
            Int32(parts.tm_mon) + 1,
            Int32(parts.tm_mday)
        )
        text += dateTimeSeparator
        text += [parts.tm_hour, parts.tm_min, parts.tm_sec].map { GDataText.format("%02d", $0) }
            .joined(separator: timeSeparator)
        if milliseconds {
            let fraction = Int32(min(999, ((date.timeIntervalSince1970 - seconds) * 1000).rounded(.down)))
            text += GDataText.format(".%03d", fraction)
        }
        return text
    }

    static func dateStamp(_ date: Date) -> String {
        stamp(date, dateTimeSeparator: "_", timeSeparator: "-", milliseconds: false)
    }

    private static func timeStamp(_ date: Date) -> String {
        stamp(date, dateTimeSeparator: " ", timeSeparator: ":", milliseconds: true)
    }
}
