import Foundation
import GData
import GDataHTTP
import GDataServer
import GDataTestSupport
import Testing

/// A raw HTTP exchange with the local server: status, headers and body whatever the status.
struct Exchange {
    var status: Int
    var headers: GDataHTTPHeaders
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? { headers[name] }

    /// The parsed body (an Atom document).
    func document() throws -> GDataObject { try GDataXMLParser.parse(body) }

    /// The `gd:errors` code of an error body.
    var errorCode: String? {
        guard let root = try? GDataXMLParser.parse(body) else { return nil }
        return root.child(named: .gd("error"))?.child(named: .gd("code"))?.stringValue
    }
}

/// Sends requests with a plain fetcher (no retries, no history) and returns every status as an ``Exchange``.
final class Client: Sendable {
    let fetcher = GDataHTTPFetcher(configuration: GDataHTTPFetcher.Configuration())

    func send(
        _ method: String,
        _ url: URL,
        headers: [(String, String)] = [],
        body: Data? = nil
    ) async throws -> Exchange {
        var request = GDataHTTPRequest(url: url, method: method)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .data(body) }
        do {
            let response = try await fetcher.fetch(request)
            return Exchange(status: response.status, headers: response.headers, body: response.body)
        } catch let error as GDataHTTPError {
            guard let status = error.status else { throw error }
            return Exchange(status: status, headers: error.headers ?? GDataHTTPHeaders(), body: error.body ?? Data())
        }
    }

    func get(_ url: URL, headers: [(String, String)] = []) async throws -> Exchange {
        try await send("GET", url, headers: headers)
    }

    func post(_ url: URL, _ xml: String, headers: [(String, String)] = []) async throws -> Exchange {
        try await send("POST", url, headers: [("Content-Type", "application/atom+xml")] + headers, body: Data(xml.utf8))
    }

    func shutdown() async { await fetcher.shutdown() }
}

enum Samples {
    static func feed(_ name: String, entries: Int, extra: (Int) -> String = { _ in "" }) -> Data {
        var xml = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" xmlns:x="urn:x">
            <id>tag:test,2026:\(name)</id><title>\(name) feed</title><updated>2026-01-01T00:00:00Z</updated>
            """
        for index in 1...max(1, entries) where entries > 0 {
            xml += """
                <entry><id>tag:test,2026:\(name)/\(index)</id><title>Entry \(index)</title>
                <updated>2026-01-\(String(format: "%02d", index))T00:00:00.000Z</updated>
                <published>2026-02-\(String(format: "%02d", 29 - index))T00:00:00.000Z</published>
                <content>Body of entry \(index)</content>\(extra(index))</entry>
                """
        }
        return Data((xml + "</feed>").utf8)
    }

    static func entry(_ title: String, body: String = "", id: String? = nil) -> String {
        """
        <entry xmlns="http://www.w3.org/2005/Atom" xmlns:x="urn:x">\(id.map { "<id>\($0)</id>" } ?? "")\
        <title>\(title)</title><content>\(body)</content><x:keep a="1">kept</x:keep></entry>
        """
    }
}

/// Starts an in-memory server over `documents` (``withLocalServer(documents:serviceDocument:configuration:_:)``) and a
/// ``Client``, runs `body`, shuts both down.
@discardableResult
func withServerAndClient<T>(
    _ documents: [String: Data],
    serviceDocument: Data? = nil,
    configuration: GDataLocalServer.Configuration = .init(),
    _ body: (GDataLocalServer, Client) async throws -> T
) async throws -> T {
    try await withLocalServer(documents: documents, serviceDocument: serviceDocument, configuration: configuration) {
        server in
        let client = Client()
        return try await withCleanup({ try await body(server, client) }, cleanup: { await client.shutdown() })
    }
}

extension GDataObject {
    func links(_ rel: String) -> [String] {
        children(named: .atom("link")).filter { $0.attribute(named: "rel") == rel }.compactMap {
            $0.attribute(named: "href")
        }
    }

    var entryElements: [GDataObject] { children(named: .atom("entry")) }

    func openSearch(_ name: String) -> Int? {
        child(named: .intern(GDataNamespace.openSearch, name)).flatMap { Int($0.stringValue) }
    }

    var titleText: String? { child(named: .atom("title"))?.stringValue }
}
