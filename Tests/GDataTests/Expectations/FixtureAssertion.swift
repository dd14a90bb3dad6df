import Foundation

/// One key-path assertion from `EXPECTATIONS.json` or `ELEMENT_EXPECTATIONS.json`, flattened to a common form.
struct FixtureAssertion: Sendable, CustomStringConvertible {
    /// Where the assertion comes from.
    enum Origin: String, Sendable {
        /// `EXPECTATIONS.json` (GDataFeedTest / GDataServiceTest / inline-feed element cases).
        case feed
        /// An explicit assertion of an `ELEMENT_EXPECTATIONS.json` case.
        case element
        /// An implicit unknown-children/attributes check of an element case.
        case elementImplicit
    }

    /// How the expected string is compared.
    enum Match: String, Sendable {
        case equals, hasPrefix, contains
    }

    let origin: Origin
    /// Index in its JSON file (feed) or case number (element), for messages.
    let index: Int
    /// The document this assertion runs on.
    let document: FixtureDocument
    let path: String
    /// Expected value (`nil` = the result must be nil). For `hasPrefix`/`contains`, the operand.
    let expected: String?
    let match: Match
    /// `expectedType: "number"`: compare numerically (the ±infinity cases).
    let expectsNumber: Bool
    /// `.XMLString` paths the original skips under libxml2.
    let skippedUnderLibxml: Bool

    var description: String {
        "\(document.objcClass) \(document.label) [\(path)] expected \(expected.map { "\"\($0)\"" } ?? "nil")"
            + (match == .equals ? "" : " (\(match.rawValue))")
    }
}

/// A document to parse: a fixture file, a fixture file embedded in a wrapper, or an inline element snippet.
struct FixtureDocument: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        /// A fixture file parsed as a whole.
        case file(String)
        /// A fixture file embedded per `wrapTemplate` in `parseWrapper`; the wrapper's first child is parsed.
        case wrappedFile(String, template: String, wrapper: String)
        /// An inline snippet embedded in the element wrapper; the wrapper's first child is parsed.
        case snippet(String, wrapper: String, caseIndex: Int)
    }

    let source: Source
    /// The original Objective-C class the document is parsed as.
    let objcClass: String
    let serviceVersion: String?
    let ignoresUnknowns: Bool

    /// A short label for tables and messages.
    var label: String {
        switch source {
        case .file(let file): return file
        case .wrappedFile(let file, let template, _):
            return "\(file) in \(template.replacingOccurrences(of: "{FILE_WITHOUT_XML_DECLARATION}", with: "…"))"
        case .snippet(_, _, let caseIndex): return "element case \(caseIndex)"
        }
    }
}

/// Loads both expectation files.
enum FixtureExpectations {
    private struct FeedRecord: Decodable {
        let file: String
        let path: String
        let expected: String?
        let match: String
        let operand: String?
        let `class`: String
        let serviceVersion: String?
        let ignoreUnknowns: Bool?
        let skippedUnderLibxml: Bool?
        let wrapTemplate: String?
        let parseWrapper: String?
    }

    private struct ElementFile: Decodable {
        let wrapper: String
        let cases: [ElementCase]
    }

    private struct ElementCase: Decodable {
        let `class`: String
        let xml: String
        let assertions: [ElementAssertion]
        let implicitAssertions: [ElementAssertion]?
    }

    private struct ElementAssertion: Decodable {
        let path: String
        let expected: String?
        let expectedType: String?
        let skippedUnderLibxml: Bool?
    }

    /// Every assertion of `EXPECTATIONS.json`, in file order.
    static func feedAssertions() throws -> [FixtureAssertion] {
        guard let url = FixtureFiles.url(for: "EXPECTATIONS.json") else {
            throw FixtureLoadError("EXPECTATIONS.json not found")
        }
        let records = try JSONDecoder().decode([FeedRecord].self, from: Data(contentsOf: url))
        return records.enumerated().map { index, record in
            let source: FixtureDocument.Source
            if let template = record.wrapTemplate, let wrapper = record.parseWrapper {
                source = .wrappedFile(record.file, template: template, wrapper: wrapper)
            } else {
                source = .file(record.file)
            }
            let document = FixtureDocument(
                source: source,
                objcClass: record.class,
                serviceVersion: record.serviceVersion,
                ignoresUnknowns: record.ignoreUnknowns ?? false
            )
            let match = FixtureAssertion.Match(rawValue: record.match) ?? .equals
            return FixtureAssertion(
                origin: .feed,
                index: index,
                document: document,
                path: record.path,
                expected: match == .equals ? record.expected : (record.operand ?? record.expected),
                match: match,
                expectsNumber: false,
                skippedUnderLibxml: record.skippedUnderLibxml ?? false
            )
        }
    }

    /// Every explicit and implicit assertion of `ELEMENT_EXPECTATIONS.json`.
    static func elementAssertions() throws -> [FixtureAssertion] {
        guard let url = FixtureFiles.url(for: "ELEMENT_EXPECTATIONS.json") else {
            throw FixtureLoadError("ELEMENT_EXPECTATIONS.json not found")
        }
        let file = try JSONDecoder().decode(ElementFile.self, from: Data(contentsOf: url))
        var result: [FixtureAssertion] = []
        for (caseIndex, elementCase) in file.cases.enumerated() {
            let document = FixtureDocument(
                source: .snippet(elementCase.xml, wrapper: file.wrapper, caseIndex: caseIndex),
                objcClass: elementCase.class,
                serviceVersion: nil,
                ignoresUnknowns: false
            )
            for (origin, list) in [
                (FixtureAssertion.Origin.element, elementCase.assertions),
                (.elementImplicit, elementCase.implicitAssertions ?? []),
            ] {
                for assertion in list {
                    result.append(
                        FixtureAssertion(
                            origin: origin,
                            index: caseIndex,
                            document: document,
                            path: assertion.path,
                            expected: assertion.expected,
                            match: .equals,
                            expectsNumber: assertion.expectedType == "number",
                            skippedUnderLibxml: assertion.skippedUnderLibxml ?? false
                        )
                    )
                }
            }
        }
        return result
    }

    /// The XML fixture files (relative paths), sorted.
    static func fixtureFiles() -> [String] {
        guard let directory = FixtureFiles.directory else { return [] }
        var files: [String] = []
        for sub in ["", "historical/"] {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(sub).path)) ?? []
            files += names.filter { $0.hasSuffix(".xml") }.map { sub + $0 }
        }
        return files.sorted()
    }
}

struct FixtureLoadError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
