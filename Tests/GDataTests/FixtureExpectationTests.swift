import Foundation
import Testing

@testable import GData
@testable import GDataCore

/// Runs every key-path assertion of the original GData Objective-C tests (`EXPECTATIONS.json`, 1,204 assertions on 54
/// fixture files; `ELEMENT_EXPECTATIONS.json`, 97 element cases) through ``KeyPathEvaluator``.
///
/// Each document is parsed as its class (or the nearest core class while service classes do not exist yet), copied
/// (copy must equal the original), written to XML and parsed again (must equal the copy), and the paths are evaluated
/// on the reparsed object. See ``CoreRule`` for which assertions are *core*: those must all pass; service-specific
/// ones are counted and reported in `docs/fixture-status.md` (regenerate with `GDATA_UPDATE_DOCS=1`).
@Suite("Fixture expectations")
struct FixtureExpectationTests {
    /// The outcome of one assertion.
    struct Result {
        let assertion: FixtureAssertion
        let isCore: Bool
        let passed: Bool
        let detail: String
        /// Not passed, and the original test skipped it under libxml2 (an `.XMLString` check: NSXMLNode and libxml2
        /// serialise differently). Counted apart, never as passed.
        var isLibxmlSkip: Bool { !passed && assertion.skippedUnderLibxml }
    }

    /// Evaluates every assertion (documents are loaded once each).
    static func evaluateAll() throws -> [Result] {
        let assertions = try FixtureExpectations.feedAssertions() + FixtureExpectations.elementAssertions()
        var loaded: [FixtureDocument: Swift.Result<LoadedFixture, any Error>] = [:]
        var results: [Result] = []
        results.reserveCapacity(assertions.count)
        for assertion in assertions {
            let fixture: Swift.Result<LoadedFixture, any Error>
            if let cached = loaded[assertion.document] {
                fixture = cached
            } else {
                fixture = Swift.Result { try FixtureDocumentLoader.load(assertion.document) }
                loaded[assertion.document] = fixture
            }
            switch fixture {
            case .failure(let error):
                let isCore = CoreRule.coreClasses.contains(assertion.document.objcClass)
                results.append(
                    Result(assertion: assertion, isCore: isCore, passed: false, detail: "load failed: \(error)")
                )
            case .success(let fixture):
                let evaluation = KeyPathEvaluator.trace(assertion.path, on: fixture.reparsed)
                var (passed, detail) = check(assertion, evaluation.outcome)
                // Unknown-children counts and class names mean nothing on a stand-in class: a missing class fails them.
                let components = assertion.path.split(separator: ".").map(String.init)
                if !fixture.resolution.isExact, components.contains(where: CoreRule.classDependentComponents.contains) {
                    (passed, detail) = (
                        false,
                        "class \(assertion.document.objcClass) not in Swift yet (parsed as \(fixture.resolution.swiftClass))"
                    )
                }
                results.append(
                    Result(
                        assertion: assertion,
                        isCore: CoreRule.isCore(assertion, evaluation),
                        passed: passed,
                        detail: detail
                    )
                )
            }
        }
        return results
    }

    /// Compares one assertion's path result with its expectation.
    static func check(_ assertion: FixtureAssertion, _ outcome: KeyPathEvaluator.Outcome) -> (Bool, String) {
        switch outcome {
        case .missingAccessor(let name, let on, let pending):
            return (false, "no Swift accessor for `\(name)` on \(on)" + (pending ? " (listed, not implemented)" : ""))
        case .invalid(let reason):
            return (false, reason)
        case .value(let value):
            guard let expected = assertion.expected else {
                // Objective-C accessors return nil, not an empty array, when there are no such children.
                if let array = value.flatMap(KeyPathEvaluator.asArray), array.isEmpty {
                    return (true, "empty array (nil)")
                }
                return value == nil
                    ? (true, "nil") : (false, "expected nil, got \(KeyPathEvaluator.objcString(value) ?? "\(value!)")")
            }
            if assertion.expectsNumber {
                let actual = KeyPathEvaluator.numericValue(value)
                return actual == Double(expected)
                    ? (true, expected) : (false, "expected number \(expected), got \(String(describing: actual))")
            }
            guard let actual = KeyPathEvaluator.objcString(value) else {
                return (false, value == nil ? "got nil" : "result \(type(of: value!)) has no string value")
            }
            let ok: Bool
            switch assertion.match {
            case .equals: ok = actual == expected
            case .hasPrefix: ok = actual.hasPrefix(expected)
            case .contains: ok = actual.contains(expected)
            }
            return (ok, ok ? actual : "got \"\(actual)\"")
        }
    }

    // MARK: Tests

    /// Every core assertion passes; all assertions are counted and reported.
    @Test func coreAssertionsPass() throws {
        let results = try Self.evaluateAll()
        let report = FixtureStatusReport(results: results)
        print(report.consoleTable)
        #expect(results.count == 1204 + 294 + report.implicitCount)
        #expect(report.coreTotal > 0)
        for result in results where result.isCore && !result.passed {
            Issue.record("core assertion failed: \(result.assertion) — \(result.detail)")
        }
        if ProcessInfo.processInfo.environment["GDATA_UPDATE_DOCS"] == "1" {
            try report.markdown.write(
                to: RepositoryFiles.url("docs/fixture-status.md"),
                atomically: true,
                encoding: .utf8
            )
            let migration = RepositoryFiles.url("docs/migration.md")
            let kept = MigrationTable.handMaintainedPart(of: try? String(contentsOf: migration, encoding: .utf8))
            try (MigrationTable.markdown + kept).write(to: migration, atomically: true, encoding: .utf8)
        }
    }

    /// Issue 9's goal: every assertion passes, except `.XMLString` checks the original itself skipped under libxml2
    /// (listed with what Swift writes in `docs/fixture-status.md`).
    @Test func everyAssertionPassesOrIsALibxmlSkip() throws {
        let results = try Self.evaluateAll()
        for result in results where !result.passed && !result.isLibxmlSkip {
            Issue.record("\(result.assertion) — \(result.detail)")
        }
        #expect(results.filter(\.isLibxmlSkip).count <= results.filter(\.assertion.skippedUnderLibxml).count)
    }

    /// The counts the fixture README promises.
    @Test func expectationFilesAreComplete() throws {
        let feed = try FixtureExpectations.feedAssertions()
        #expect(feed.count == 1204)
        let elements = try FixtureExpectations.elementAssertions()
        #expect(elements.filter { $0.origin == .element }.count == 294)
        #expect(Set(elements.map(\.document)).count == 97)
        #expect(FixtureExpectations.fixtureFiles().count == 54)
    }

    /// The class each fixture file is parsed as (from its expectations; the registry picks the root class otherwise).
    static func documents(forFile file: String) -> [FixtureDocument] {
        let all = (try? FixtureExpectations.feedAssertions()) ?? []
        var seen: [FixtureDocument] = []
        for assertion in all where assertion.document.source == .file(file) && !seen.contains(assertion.document) {
            seen.append(assertion.document)
        }
        return seen
    }

    /// Every fixture round-trips: parse → copy (equal) → XML → parse (equal to the copy), as each class it is tested as.
    @Test(arguments: FixtureExpectations.fixtureFiles())
    func fixtureRoundTrips(file: String) throws {
        let documents = Self.documents(forFile: file)
        #expect(!documents.isEmpty, "no expectations name \(file)")
        for document in documents {
            let fixture = try FixtureDocumentLoader.load(document)
            #expect(fixture.copyIsEqual, "\(file) as \(document.objcClass): copy differs from the original")
            #expect(fixture.reparsedIsEqual, "\(file) as \(document.objcClass): reparsed XML differs from the copy")
            #expect(
                fixture.reparsed.unknownChildren.count == fixture.original.unknownChildren.count
                    || document.ignoresUnknowns
            )
            // The written XML is itself stable: writing the reparsed object gives the same bytes.
            #expect(fixture.reparsed.copy().xmlData() == fixture.writtenXML, "\(file): second write differs")
        }
    }

    /// The element cases and inline-feed cases round-trip too.
    @Test func elementCasesRoundTrip() throws {
        let documents = Set(
            (try FixtureExpectations.elementAssertions() + FixtureExpectations.feedAssertions()).map(\.document)
        )
        .filter { if case .file = $0.source { return false } else { return true } }
        #expect(documents.count >= 97)
        for document in documents {
            let fixture = try FixtureDocumentLoader.load(document)
            #expect(fixture.copyIsEqual, "\(document.label) as \(document.objcClass): copy differs")
            #expect(fixture.reparsedIsEqual, "\(document.label) as \(document.objcClass): reparsed differs")
        }
    }

    /// The evaluator's own rules, on a hand-built object.
    @Test func evaluatorFollowsKVCRules() throws {
        let root = try GDataXMLParser.parse(
            Data(
                "<feed xmlns='http://www.w3.org/2005/Atom' xmlns:p='urn:p' x='1'><p:b>one</p:b><p:b>two</p:b>t</feed>"
                    .utf8
            )
        )
        #expect(root is GDataFeedBase)
        func run(_ path: String) -> String? {
            guard case .value(let value) = KeyPathEvaluator.evaluate(path, on: root) else { return "<not a value>" }
            return KeyPathEvaluator.objcString(value)
        }
        #expect(run("namespaces.p") == "urn:p")
        #expect(run("stringValue") == "t")
        #expect(run("unknownChildren.@count") == "3")
        #expect(run("unknownChildren.1.stringValue") == "two")
        #expect(run("unknownAttributes.0.XMLString") == "x=\"1\"")
        #expect(run("className") == "GDataFeedBase")
        #expect(run("namespaces.q") == nil)
        #expect(KeyPathEvaluator.objcString(true) == "1")
        #expect(KeyPathEvaluator.objcString(1.5) == "1.5")
        #expect(KeyPathEvaluator.objcString(20.0) == "20")
        #expect(KeyPathEvaluator.objcString(-Double.infinity) == "-inf")
        if case .invalid = KeyPathEvaluator.evaluate("stringValue.@count", on: root) {
        } else {
            Issue.record("@count on a string must be invalid")
        }
        if case .missingAccessor(let name, _, _) = KeyPathEvaluator.evaluate("noSuchKey", on: root) {
            #expect(name == "noSuchKey")
        } else {
            Issue.record("unknown key must be reported as missing")
        }
    }
}

/// Files in the repository (for generated docs).
enum RepositoryFiles {
    static func url(_ relativePath: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent(relativePath)
    }
}
