// The targets use the modules' internals (`@testable`), which a release build does not export: they exist in debug
// builds (the replay tool) and in scripts/fuzz.sh's build (-enable-testing -DFUZZING). A plain release build of the
// package gets an empty list, so `swift build -c release` works.
#if DEBUG || FUZZING
import Foundation
@testable import GData
@testable import GDataCore
@testable import GDataHTTP
import GDataInspectJSON
@testable import GDataService
@testable import GTLR

/// A property that failed: the fuzzer stops on it (a crash is how libFuzzer records a finding).
func finding(_ message: @autoclosure () -> String) -> Never {
    fatalError("fuzz finding: \(message())")
}

/// The fuzz targets: each takes the raw input and checks what must hold for every input (beyond "no crash, no hang").
enum GDataFuzzTargets {
    static let all: [(name: String, summary: String, run: @Sendable (Data) -> Void)] = [
        (
            "xml-roundtrip",
            "XML → tree → XML → tree: the reparse succeeds and is equal, the second write is identical", xmlRoundTrip
        ),
        ("feed-reader", "the streaming reader: head and every entry, or a typed error", feedReader),
        ("json-model", "XML → tree → the JSON model of docs/json-model.md, which must be valid JSON", jsonModel),
        (
            "rfc3339", "RFC 3339 dates: a parsed date writes a string that parses to the same instant (whole seconds)",
            rfc3339
        ),
        ("uri", "URI resolution (RFC 3986): any base; against an absolute base the result resolves to itself", uri),
        ("http-date", "HTTP dates (Last-Modified, Retry-After…): parse without crashing", httpDate),
        ("cookie", "Set-Cookie values: parse without crashing", cookie),
        (
            "clientlogin", "ClientLogin replies: fields, captcha URL and the typed error, never echoing the password",
            clientLogin
        ),
        ("query", "the GData query URL builder: every URL it builds parses as a URL", query),
        (
            "gtlr-json",
            "the REST client's JSON reader and writer: what parses is written, reparsed and rewritten identically",
            gtlrJSON
        ),
        (
            "gtlr-batch",
            "batch replies (multipart/mixed, boundary from the first line): parts or a typed error, trimmed Content-IDs",
            gtlrBatch
        ),
        (
            "gtlr-values",
            "REST date-times, durations and URI templates: what parses writes text that parses to the same value",
            gtlrValues
        ),
        (
            "server-range",
            "the server's Content-Range and Range: what parses obeys first ≤ last < total and writes back equal; else 400/416",
            serverRange
        ),
        (
            "server-multipart",
            "the server's multipart/related reader: parts or a 400; parts written again parse the same", serverMultipart
        ),
        (
            "server-batch",
            "a batch feed posted to the server: 200 with batch:status per result or a 4xx; the feed still serves",
            serverBatch
        ),
        (
            "server-query",
            "feed query parameters: 200 with entries within the OpenSearch counts or a 400; parameters re-encode equal",
            serverQuery
        ),
        (
            "client-content-range",
            "the client's Content-Range / upload Range / X-Goog-Upload numbers: what parses obeys first ≤ last < total, fits, and writes back equal",
            clientContentRange
        ),
        (
            "client-location",
            "a resumable session Location: http(s) only, relative ones keep the origin, the credential rule refuses exactly the other origins",
            clientLocation
        ),
    ]

    static func xmlRoundTrip(_ data: Data) {
        guard let first = try? GDataXMLParser.parse(data) else { return }
        let written = GDataXMLWriter().data(for: first)
        let second: GDataObject
        do {
            second = try GDataXMLParser.parse(written)
        } catch {
            finding("the writer's output does not parse: \(error)\n\(String(decoding: written, as: UTF8.self))")
        }
        guard second == first else {
            finding("the reparse differs\n\(String(decoding: written, as: UTF8.self))")
        }
        let again = GDataXMLWriter().data(for: second)
        guard again == written else {
            finding(
                "the second write differs\n\(String(decoding: written, as: UTF8.self))\n---\n\(String(decoding: again, as: UTF8.self))"
            )
        }
    }

    static func feedReader(_ data: Data) {
        let reader = GDataFeedReader(data: data)
        guard (try? reader.head()) != nil else { return }
        var count = 0
        while let entry = try? reader.nextEntry() {
            _ = GDataXMLWriter().data(for: entry)
            count += 1
            if count > 100_000 { finding("more entries than the input could hold") }
        }
    }

    static func jsonModel(_ data: Data) {
        guard let root = try? GDataXMLParser.parse(data) else { return }
        let json = GDataJSONModel.document(root)
        guard (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil else {
            finding("the JSON model is not valid JSON:\n\(json)")
        }
    }

    static func rfc3339(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        guard let parsed = GDataDateTime(rfc3339String: text) else { return }
        let written = parsed.rfc3339String
        guard let reparsed = GDataDateTime(rfc3339String: written) else {
            finding("\(text.debugDescription) parsed but its string \(written.debugDescription) does not")
        }
        // The canonical string is the original's: whole seconds (the fraction stays in `preciseDate` only).
        let expected = parsed.date.timeIntervalSince1970
        guard abs(reparsed.date.timeIntervalSince1970 - expected) < 0.000_5 else {
            finding("\(text.debugDescription) → \(written.debugDescription) changed the instant")
        }
    }

    static func uri(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        // Any base (a relative or unnormalised one included) must not crash the resolver.
        let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count > 1 { _ = GDataURI.resolve(String(parts[0]), against: String(parts[1])) }
        // Against RFC 3986's example base, every result is absolute and normalised: resolving it again keeps it.
        let base = "http://a/b/c/d;p?q"
        let resolved = GDataURI.resolve(text, against: base)
        if GDataURI.resolve(resolved, against: base) != resolved {
            finding(
                "resolving \(text.debugDescription) gives \(resolved.debugDescription), which resolves to something else"
            )
        }
    }

    static func httpDate(_ data: Data) {
        _ = GDataHTTPDate.parse(String(decoding: data, as: UTF8.self))
    }

    static func cookie(_ data: Data) {
        _ = GDataCookieStorage.parse(
            String(decoding: data, as: UTF8.self),
            host: "www.example.com",
            requestPath: "/feeds/a/b",
            now: Date()
        )
    }

    static func clientLogin(_ data: Data) {
        let fields = GDataClientLoginProtocol.fields(data)
        _ = GDataClientLoginProtocol.captchaURL(
            fields["CaptchaUrl"],
            signInURL: URL(string: "http://127.0.0.1:8080/accounts/ClientLogin")!
        )
        let password = "p4ss-w0rd-fuzz"
        let credentials = GDataClientLoginCredentials(email: "a@example.com", password: password, serviceID: "cl")
        for status in [200, 403, 500] {
            let error = GDataClientLoginProtocol.failure(status: status, body: data, credentials: credentials)
            if !data.contains(Data(password.utf8)),
                "\(error)".contains(password) || error.description.contains(password)
            {
                finding("the error describes the password")
            }
        }
    }

    static func query(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        let fields = text.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
        func field(_ index: Int) -> String? { index < fields.count ? fields[index] : nil }
        var query = GDataQuery(feedURL: URL(string: "http://www.example.com/feeds/default/private/full?v=2")!)
        query.fullTextQueryString = field(0)
        query.author = field(1)
        query.orderBy = field(2)
        query.fieldSelection = field(3)
        if let expression = field(4) { query.addCategoryFilter(GDataCategoryFilter(expression: expression)) }
        if let scheme = field(5), let term = field(6) { query.addCategoryFilter(scheme: scheme, term: term) }
        if let name = field(7) { query.setCustomParameter(name, field(8)) }
        if let date = field(9) { query.updatedMinDateTime = GDataDateTime(rfc3339String: date) }
        if let number = field(10).flatMap({ Int($0) }) { query.maxResults = number }
        let built = query.urlString
        guard URL(string: built) != nil else {
            finding("the query builds an unparseable URL: \(built.debugDescription)")
        }
    }

    static func gtlrJSON(_ data: Data) {
        guard let value = try? GTLRJSONParser.parse(data) else { return }
        let written = GTLRJSONWriter.data(value, pretty: false)
        let reparsed: GTLRJSONValue
        do {
            reparsed = try GTLRJSONParser.parse(written)
        } catch {
            finding("the writer's output does not parse: \(error)\n\(String(decoding: written, as: UTF8.self))")
        }
        guard GTLRJSONWriter.data(reparsed, pretty: false) == written else {
            finding("the rewrite differs\n\(String(decoding: written, as: UTF8.self))")
        }
        let pretty = GTLRJSONWriter.data(value, pretty: true)
        guard let prettyValue = try? GTLRJSONParser.parse(pretty),
            GTLRJSONWriter.data(prettyValue, pretty: false) == written
        else {
            finding("the pretty form differs\n\(String(decoding: pretty, as: UTF8.self))")
        }
        if case .object(let members) = value {
            let object = GTLRObject(json: members)
            _ = object.fieldsDescription
            _ = object.description
            guard object.patch(fromOriginal: object.copy()) == nil else { finding("an object differs from its copy") }
        }
    }

    static func gtlrBatch(_ data: Data) {
        let firstLine = data.prefix { $0 != 0x0A && $0 != 0x0D }
        let boundary = String(decoding: firstLine.drop { $0 == UInt8(ascii: "-") }, as: UTF8.self)
        // Any bytes: parts or a typed error, never a crash or a hang. (A Content-ID may legitimately keep a second
        // `response-`: only one prefix is the server's.)
        guard let parts = try? GTLRBatchResponse.parse(data, contentType: "multipart/mixed; boundary=\(boundary)")
        else { return }
        for part in parts where part.contentID.hasPrefix("<") || part.contentID.hasSuffix(" ") {
            finding("the Content-ID was not trimmed: \(part.contentID.debugDescription)")
        }
    }

    static func gtlrValues(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        if let dateTime = GTLRDateTime(rfc3339String: text) {
            guard GTLRDateTime(rfc3339String: dateTime.rfc3339String) == dateTime else {
                finding("\(text.debugDescription) → \(dateTime.rfc3339String) does not parse back equal")
            }
        }
        if let duration = GTLRDuration(jsonString: text) {
            guard GTLRDuration(jsonString: duration.jsonString) == duration else {
                finding("\(text.debugDescription) → \(duration.jsonString) does not parse back equal")
            }
        }
        let expanded = GTLRURITemplate.expand(text, values: ["a": "x/y", "list": ["1", "2"], "n": 3])
        _ = expanded
    }
}

#else
import Foundation

/// No targets in a release build without FUZZING (see the top of this file).
enum GDataFuzzTargets {
    static let all: [(name: String, summary: String, run: @Sendable (Data) -> Void)] = []
}
#endif
