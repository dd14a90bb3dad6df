// Fuzz targets for what the local server (GDataServer, `gdata serve`) reads from the network: Content-Range and Range
// headers, multipart/related bodies, batch feeds and feed query parameters. Same build conditions as GDataFuzzTargets.
#if DEBUG || FUZZING
import Foundation
@testable import GData
@testable import GDataServer

extension GDataFuzzTargets {
    /// The input's text split at the first newline: (first line, the rest).
    static func firstLine(_ data: Data) -> (String, Data) {
        guard let newline = data.firstIndex(of: 0x0A) else { return (String(decoding: data, as: UTF8.self), Data()) }
        return (String(decoding: data[..<newline], as: UTF8.self), Data(data[(newline + 1)...]))
    }

    /// `Content-Range` (first line) and `Range` (second line, against a length drawn from the input): what parses
    /// obeys the rules (0 ≤ first ≤ last < total, the length fits) and writes a header that parses to the same value;
    /// what does not is a 400 (or 416 for a range past the end), never a crash or another status.
    static func serverRange(_ data: Data) {
        let (contentRange, rest) = firstLine(data)
        do {
            let range = try GDataServerContentRange.parse(contentRange)
            if let first = range.first, let last = range.last {
                guard first >= 0, first <= last, range.total.map({ last < $0 }) ?? true,
                    range.length != nil || last - first == Int64.max
                else { finding("\(contentRange.debugDescription) parsed to an impossible range \(range)") }
            } else if range.total == nil {
                finding("\(contentRange.debugDescription) parsed to neither a range nor a total")
            }
            guard (try? GDataServerContentRange.parse(range.headerValue)) == range else {
                finding(
                    "\(contentRange.debugDescription) → \(range.headerValue.debugDescription) does not parse back equal"
                )
            }
        } catch {
            guard error.status == 400 else {
                finding("Content-Range \(contentRange.debugDescription) gave \(error.status)")
            }
        }
        let (rangeHeader, _) = firstLine(rest)
        let length = data.count * 37 % 1000
        do {
            if let bytes = try GDataServerByteRange.parse(rangeHeader, length: length) {
                guard bytes.lowerBound >= 0, bytes.upperBound < length else {
                    finding("Range \(rangeHeader.debugDescription) on \(length) bytes gave \(bytes)")
                }
            }
        } catch {
            guard error.status == 400 || error.status == 416 else {
                finding("Range \(rangeHeader.debugDescription) gave \(error.status)")
            }
        }
    }

    /// `multipart/related` (boundary parameter on the first line, the body after it): parts or a 400; parts written
    /// again with the same boundary parse to the same types and bodies.
    static func serverMultipart(_ data: Data) {
        let (parameter, body) = firstLine(data)
        let contentType = "multipart/related; boundary=" + parameter
        let parts: [GDataServerMultipart.Part]
        do {
            parts = try GDataServerMultipart.parts(of: body, contentType: contentType)
        } catch {
            guard error.status == 400 else { finding("multipart gave \(error.status)") }
            return
        }
        guard parts.count >= 1 else { finding("a multipart body parsed to no parts") }
        // The boundary as the parser reads it (quotes removed, up to `;`, trimmed).
        var boundary = String(parameter.prefix { $0 != ";" }).trimmingCharacters(in: .whitespaces)
        if boundary.hasPrefix("\""), boundary.hasSuffix("\""), boundary.count >= 2 {
            boundary = String(boundary.dropFirst().dropLast())
        }
        let delimiter = Data(("--" + boundary).utf8)
        var rebuilt = Data()
        for part in parts {
            // A part whose type or body holds the delimiter (or breaks the header line) cannot be written back as is.
            let type = Data(part.contentType.utf8)
            guard type.range(of: delimiter) == nil, part.body.range(of: delimiter) == nil,
                !part.contentType.contains("\r\n"),
                part.contentType == part.contentType.trimmingCharacters(in: .whitespaces)
            else { return }
            rebuilt.append(delimiter)
            rebuilt.append(Data("\r\nContent-Type: \(part.contentType)\r\n\r\n".utf8))
            rebuilt.append(part.body)
            rebuilt.append(Data("\r\n".utf8))
        }
        rebuilt.append(delimiter)
        rebuilt.append(Data("--\r\n".utf8))
        guard let again = try? GDataServerMultipart.parts(of: rebuilt, contentType: contentType) else {
            finding("the parts written again do not parse\n\(String(decoding: rebuilt, as: UTF8.self))")
        }
        guard again.map(\.contentType) == parts.map(\.contentType), again.map(\.body) == parts.map(\.body) else {
            finding("the parts written again parse differently\n\(String(decoding: rebuilt, as: UTF8.self))")
        }
    }

    /// A store with one small collection, as the fuzz targets' server.
    static func serverStore() -> GDataServerStore {
        let feed = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">
            <id>tag:fuzz,2026:notes</id><title>notes</title><updated>2026-01-01T00:00:00Z</updated>
            <entry><id>tag:fuzz,2026:notes/1</id><title>one</title><updated>2026-01-01T00:00:00Z</updated>
            <published>2026-01-01T00:00:00Z</published><category term="a"/><content>first entry</content></entry>
            <entry><id>tag:fuzz,2026:notes/2</id><title>two</title><updated>2026-01-02T00:00:00Z</updated>
            <published>2026-01-02T00:00:00Z</published><author><name>Ada</name></author><content>second</content></entry>
            </feed>
            """
        let store = GDataServerStore(directory: nil, pageSize: 25, maxBatch: 100, maxUpload: 1 << 20)
        do {
            try store.load(documents: ["notes": Data(feed.utf8)], serviceDocument: nil, mediaDirectory: nil)
        } catch {
            finding("the fuzz store does not load: \(error)")
        }
        return store
    }

    static func serverRequest(_ method: String, _ path: [String], rawQuery: String = "", body: Data = Data())
        -> GDataServerRequest
    {
        GDataServerRequest(
            method: method,
            path: path,
            query: GDataServerRequest.parseQuery(rawQuery),
            rawQuery: rawQuery,
            headers: ["content-type": "application/atom+xml"],
            body: body,
            baseURL: "http://127.0.0.1:1/"
        )
    }

    /// A batch feed posted to a fresh collection: 200 with one result entry (each with `batch:status`) per operation
    /// up to a `batch:interrupted` (then on the feed and on the last entry, which has no status), or a 4xx; the collection's feed is served and parses afterwards.
    static func serverBatch(_ data: Data) {
        let store = serverStore()
        let answer = store.answer(serverRequest("POST", ["feeds", "notes", "batch"], body: data))
        guard answer.status == 200 || (400..<500).contains(answer.status) else {
            finding("the batch was answered \(answer.status): \(String(decoding: answer.bytes, as: UTF8.self))")
        }
        if answer.status == 200 {
            guard let result = try? GDataXMLParser.parse(answer.bytes) else {
                finding("the batch result does not parse\n\(String(decoding: answer.bytes, as: UTF8.self))")
            }
            let status = GDataXMLName.intern(GDataNamespace.batch, "status")
            let interrupted = GDataXMLName.intern(GDataNamespace.batch, "interrupted")
            let entries = result.children(named: .atom("entry"))
            for (index, entry) in entries.enumerated() where entry.child(named: status)?.attribute(named: "code") == nil
            {
                // Only the entry where processing halted may go without a status; it carries batch:interrupted and
                // is the last one.
                guard entry.child(named: interrupted) != nil, index == entries.count - 1 else {
                    finding(
                        "a batch result entry has no batch:status code\n\(String(decoding: answer.bytes, as: UTF8.self))"
                    )
                }
            }
            if entries.contains(where: { $0.child(named: interrupted) != nil })
                != (result.child(named: interrupted) != nil)
            {
                finding(
                    "batch:interrupted is on an entry but not on the feed, or the reverse\n\(String(decoding: answer.bytes, as: UTF8.self))"
                )
            }
        }
        let feed = store.answer(serverRequest("GET", ["feeds", "notes"]))
        guard feed.status == 200, (try? GDataXMLParser.parse(feed.bytes)) != nil else {
            finding("after the batch the feed is \(feed.status)\n\(String(decoding: feed.bytes, as: UTF8.self))")
        }
    }

    /// Feed query parameters (first line, the raw query; second line, `/-/` category segments): 200 with at most
    /// `max-results` entries and `totalResults` at least that, or a 400 naming a parameter; the query's parameters,
    /// encoded the way the server writes its `next` links, parse back to the same parameters.
    static func serverQuery(_ data: Data) {
        let (rawQuery, rest) = firstLine(data)
        let (categories, _) = firstLine(rest)
        let parameters = GDataServerRequest.parseQuery(rawQuery)
        let reencoded = GDataServerRequest.parseQuery(GDataServerStore.encodeQuery(parameters))
        guard reencoded.map(\.name) == parameters.map(\.name), reencoded.map(\.value) == parameters.map(\.value) else {
            finding("\(rawQuery.debugDescription): the encoded parameters parse back differently")
        }
        var path = ["feeds", "notes"]
        if !categories.isEmpty { path += ["-"] + categories.split(separator: "/").map(String.init) }
        let answer = serverStore().answer(serverRequest("GET", path, rawQuery: rawQuery))
        switch answer.status {
        case 200:
            guard let feed = try? GDataXMLParser.parse(answer.bytes) else {
                finding(
                    "\(rawQuery.debugDescription): the answer does not parse\n\(String(decoding: answer.bytes, as: UTF8.self))"
                )
            }
            if feed.name.localName == "service" { return }
            let count = feed.children(named: .atom("entry")).count
            let number = { (name: String) in
                feed.child(named: .intern(GDataNamespace.openSearch, name)).flatMap { Int($0.stringValue) }
            }
            guard let total = number("totalResults"), let perPage = number("itemsPerPage"), count <= perPage,
                count <= total
            else {
                finding("\(rawQuery.debugDescription): \(count) entries beside the OpenSearch counts")
            }
        case 400:
            break
        default:
            finding("\(rawQuery.debugDescription) was answered \(answer.status)")
        }
    }
}
#endif
