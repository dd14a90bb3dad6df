import Foundation
import GDataHTTP
import GDataTestSupport
import GTLR
import GTLRDiscovery
import GTLRGenerator
import Testing

/// Real Discovery documents (one per API of those google-api-python-client 2.202.0 bundles, plus every document
/// with inline request/response schemas or the `dataWrapper` feature; Fixtures/DiscoveryCorpus, written by
/// scripts/discovery-oracle.py) read by the model and the generator, and every method's request compared with the
/// one google-api-python-client builds for the same parameter values: method, URL path (reserved and simple
/// expansion), query items (repeated, enum, Boolean, int32, int64, number, string parameters) and JSON body.
@Suite struct DiscoveryCorpusTests {
    /// One method's expectation: the oracle's arguments and the request it built.
    struct Expectation {
        var api: String
        var id: String
        var arguments: [String: GTLRJSONValue]
        var hasBody: Bool
        var httpMethod: String
        var path: String
        var query: [[String]]
        var body: GTLRJSONValue
    }

    /// The request one side built, in comparable form.
    struct Built: Equatable, CustomStringConvertible {
        var httpMethod: String
        var path: String
        /// Decoded query items, sorted by name (values of one name keep their order).
        var query: [[String]]
        var body: GTLRJSONValue?

        var description: String {
            "\(httpMethod) \(path) query=\(query) body=\(body.map { $0.jsonText } ?? "none")"
        }
    }

    static let corpus = Bundle.module.url(forResource: "Fixtures/DiscoveryCorpus", withExtension: nil)

    /// The lines of a gzip'd JSON-lines fixture, parsed.
    static func lines(_ name: String) throws -> [Data] {
        let url = try #require(corpus?.appendingPathComponent(name))
        let data = try #require(TestGzip.decode(try Data(contentsOf: url)), "\(name) is not gzip")
        return data.split(separator: 0x0A).map { Data($0) }
    }

    /// The corpus's documents by ID, and a message for each one the model refuses.
    static func documents() throws -> (documents: [String: GTLRDiscoveryDocument], refused: [String]) {
        var documents: [String: GTLRDiscoveryDocument] = [:]
        var refused: [String] = []
        for line in try lines("documents.jsonl.gz") {
            do {
                let document = try GTLRDiscoveryDocument.parse(line)
                documents[document.id ?? document.name] = document
            } catch {
                refused.append("\((try? GTLRJSONParser.parse(line))?["id"]?.stringValue ?? "?"): \(error)")
            }
        }
        return (documents, refused)
    }

    static func expectations() throws -> [Expectation] {
        try lines("expected.jsonl.gz").compactMap { data in
            let line = try GTLRJSONParser.parse(data)
            guard line["error"] == nil else { return nil }
            return Expectation(
                api: try #require(line["api"]?.stringValue),
                id: try #require(line["id"]?.stringValue),
                arguments: try #require(line["arguments"]?.objectValue),
                hasBody: line["hasBody"]?.boolValue ?? false,
                httpMethod: try #require(line["httpMethod"]?.stringValue),
                path: try #require(line["path"]?.stringValue),
                query: try #require(line["query"]?.arrayValue).map { pair in
                    pair.arrayValue?.compactMap(\.stringValue) ?? []
                },
                body: line["body"] ?? .null
            )
        }
    }

    /// The body the oracle sent (before any `dataWrapper`): scripts/discovery-oracle.py's `BODY`.
    static let body: [String: GTLRJSONValue] = ["name": "n/é", "count": 3, "nested": ["list": [1, "two", true]]]

    /// Decoded `name=value` items of a query string, sorted by name (stable).
    static func items(_ query: String?) -> [[String]] {
        guard let query, !query.isEmpty else { return [] }
        let pairs = query.split(separator: "&").map { item -> [String] in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            return parts.map { $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? $0 }
        }
        return sortedByName(pairs)
    }

    static func sortedByName(_ pairs: [[String]]) -> [[String]] {
        pairs.enumerated().sorted { ($0.element.first ?? "", $0.offset) < ($1.element.first ?? "", $1.offset) }
            .map(\.element)
    }

    /// `https://host/path?query` split at the first `?`, hex escapes upper-cased.
    static func split(_ url: String) -> (path: String, query: String?) {
        let parts = url.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        return (parts[0], parts.count > 1 ? parts[1] : nil)
    }

    /// The request GTLRService builds for a query made the way a generated query class makes it.
    static func runtimeRequest(_ expectation: Expectation, document: GTLRDiscoveryDocument, method: GTLRDiscoveryMethod)
        throws -> Built
    {
        let service = GTLRService()
        service.rootURLString = document.rootUrl
        service.servicePath = document.servicePath
        service.prettyPrintQueryParameterNames = []  // the oracle sends no prettyPrint of its own
        service.dataWrapperRequired = document.isDataWrapperRequired
        let query = GTLRQuery(
            pathURITemplate: method.path,
            httpMethod: method.httpMethod,
            pathParameterNames: method.pathParameterNames
        )
        query.parameters = expectation.arguments
        if expectation.hasBody { query.bodyObject = GTLRObject(json: body) }
        let request = try service.request(for: query)
        var (path, queryText) = split(request.url.absoluteString)
        var httpMethod = request.method
        var bodyValue: GTLRJSONValue?
        if case .data(let data) = request.body, !data.isEmpty {
            if request.headers["X-HTTP-Method-Override"] == "GET" {
                // A long GET sent as a form POST: the oracle's client does this only when it executes.
                httpMethod = "GET"
                queryText = String(decoding: data, as: UTF8.self)
            } else {
                bodyValue = try GTLRJSONParser.parse(data)
            }
        }
        path = uppercasedEscapes(path)
        return Built(httpMethod: httpMethod, path: path, query: items(queryText), body: bodyValue)
    }

    /// The URL `GTLRDiscoveryRequestTarget` builds (`gdata api`'s request target) for the same values.
    static func targetRequest(_ expectation: Expectation, document: GTLRDiscoveryDocument, method: GTLRDiscoveryMethod)
        throws -> Built
    {
        var parameters: [(name: String, value: String)] = []
        for (name, value) in expectation.arguments.sorted(by: { $0.key < $1.key }) {
            for element in value.arrayValue ?? [value] {
                parameters.append((name, try #require(GTLRURITemplate.text(of: element))))
            }
        }
        let target = try GTLRDiscoveryRequestTarget(document: document, method: method, parameters: parameters)
        let (path, query) = split(target.url.absoluteString)
        return Built(httpMethod: target.httpMethod, path: uppercasedEscapes(path), query: items(query), body: nil)
    }

    static func uppercasedEscapes(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            let escape = rest[percent...].prefix(3)
            out += escape.uppercased()
            rest = rest[escape.endIndex...]
        }
        return out + rest
    }

    // Both tests below are a minute of CPU in a debug build. They yield between documents and methods: Swift's
    // cooperative pool has one thread per core (two here), and two tests that never suspend would starve every other
    // test's async work (the suite's loopback fetches timed out after 60 s while they ran).
    @Test func everyDocumentIsReadAndGenerated() async throws {
        let (documents, refused) = try Self.documents()
        #expect(refused.isEmpty, "\(refused.count) documents refused: \(refused.prefix(5))")
        #expect(documents.count >= 300)
        var inlineBodies = 0
        for document in documents.values {
            await Task.yield()
            let model = GTLRGeneratorModel(document: document)
            #expect(model.queries.count == document.allMethods.count, "\(document.id ?? document.name)")
            for method in document.allMethods {
                for body in [method.request, method.response].compactMap({ $0 }) where body.ref == nil {
                    inlineBodies += 1
                    #expect(body.schema(in: document) != nil, "\(method.id): inline body schema")
                }
            }
        }
        // aiplatform v1beta1, datalineage v1, identitytoolkit v1, integrations v1/v1alpha/v2 (94 bodies in 2.202.0).
        #expect(inlineBodies >= 90)
        let translate = try #require(documents["translate:v2"])
        #expect(translate.isDataWrapperRequired)
        let generated = GTLRServiceGenerator(model: GTLRGeneratorModel(document: translate)).files()
        let service = try #require(generated.first { $0.key.hasSuffix("Service.swift") }?.value)
        #expect(service.contains("dataWrapperRequired = true"))
    }

    @Test func requestsAgreeWithGoogleAPIPythonClient() async throws {
        let (documents, _) = try Self.documents()
        let expectations = try Self.expectations()
        #expect(expectations.count >= 15_000)
        var methodsByID: [String: [String: GTLRDiscoveryMethod]] = [:]
        var runtimeAgree = 0
        var targetAgree = 0
        var runtimeMismatches: [String] = []
        var targetMismatches: [String] = []
        for (index, expectation) in expectations.enumerated() {
            if index % 50 == 0 { await Task.yield() }
            guard let document = documents[expectation.api] else {
                runtimeMismatches.append("\(expectation.id): the document \(expectation.api) is refused")
                targetMismatches.append("\(expectation.id): the document \(expectation.api) is refused")
                continue
            }
            if methodsByID[expectation.api] == nil {
                methodsByID[expectation.api] = Dictionary(
                    document.allMethods.map { ($0.id, $0) },
                    uniquingKeysWith: { first, _ in first }
                )
            }
            let method = try #require(methodsByID[expectation.api]?[expectation.id], "\(expectation.id)")
            let expected = Built(
                httpMethod: expectation.httpMethod,
                path: expectation.path,
                query: Self.sortedByName(expectation.query),
                body: expectation.hasBody ? Optional(expectation.body) : nil
            )
            do {
                let built = try Self.runtimeRequest(expectation, document: document, method: method)
                if built == expected {
                    runtimeAgree += 1
                } else {
                    runtimeMismatches.append("\(expectation.id):\n  python: \(expected)\n  GTLR:   \(built)")
                }
            } catch {
                runtimeMismatches.append("\(expectation.id): GTLRService refused: \(error)")
            }
            var urlOnly = expected
            urlOnly.body = nil
            do {
                if try Self.targetRequest(expectation, document: document, method: method) == urlOnly {
                    targetAgree += 1
                } else {
                    targetMismatches.append(expectation.id)
                }
            } catch {
                targetMismatches.append("\(expectation.id): \(error)")
            }
        }
        print(
            "DiscoveryCorpusTests: \(expectations.count) methods of \(documents.count) documents; GTLRService agrees"
                + " on \(runtimeAgree), GTLRDiscoveryRequestTarget on \(targetAgree) (URL only)"
        )
        #expect(
            runtimeMismatches.isEmpty,
            "\(runtimeMismatches.count) differ, e.g.\n\(runtimeMismatches.prefix(5).joined(separator: "\n"))"
        )
        #expect(targetMismatches.isEmpty, "\(targetMismatches.count) differ, e.g. \(targetMismatches.prefix(5))")
    }
}
