import Foundation
import GDataTestSupport
import Testing

/// `gdata inspect`, run as a subprocess: formats, streaming, flags and exit codes.
@Suite("gdata inspect")
struct InspectCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sample = root.appendingPathComponent("Examples/archive/sample-feed.xml")

    static func write(_ text: String, name: String = "doc.xml") throws -> URL {
        let directory = try temporaryDirectory()
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("summary of the bundled sample: kind, title, counts, links, one line per entry")
    func summary() async throws {
        let result = try await GDataCLIRunner.run(["inspect", Self.sample.path])
        #expect(result.status == 0)
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.first == "feed (Atom 1.0)")
        #expect(lines.contains("  title:   Team notes (archived)"))
        #expect(lines.contains("  entries: 3"))
        #expect(lines.contains("  openSearch: totalResults=42 startIndex=1 itemsPerPage=3"))
        #expect(
            lines.contains("  link next: https://www.example.com/feeds/team-notes/full?start-index=4&max-results=3")
        )
        let entryLines = lines.filter { $0.hasPrefix("- ") }
        #expect(entryLines.count == 3)
        #expect(
            entryLines[0]
                == "- tag:example.com,2008:archive/team-notes/1 | Quarterly planning | 2008-11-21T18:30:00.000Z | 3 links"
        )
        #expect(result.stderrText.isEmpty)
    }

    @Test("json output is the documented model and parses")
    func json() async throws {
        let result = try await GDataCLIRunner.run(["inspect", Self.sample.path, "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["kind"] as? String == "feed")
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count == 3)
        #expect(entries[1]["lang"] as? String == "de")
        #expect(entries[2]["deleted"] as? Bool == true)
    }

    @Test("xml output round-trips: inspecting it again gives the same json")
    func xmlRoundTrip() async throws {
        let first = try await GDataCLIRunner.run([
            "inspect", Self.sample.path, "--format", "xml", "--base-uri", "https://www.example.com/feeds/",
        ])
        #expect(first.status == 0)
        #expect(first.stdoutText.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        let written = try Self.write(first.stdoutText)
        let base = ["--format", "json", "--base-uri", "https://www.example.com/feeds/"]
        let a = try await GDataCLIRunner.run(["inspect", Self.sample.path] + base)
        let b = try await GDataCLIRunner.run(["inspect", written.path] + base)
        #expect(a.status == 0 && b.status == 0)
        #expect(a.stdoutText == b.stdoutText, "the round trip keeps everything the model shows")
    }

    @Test("--format json names the class chosen by kind on the feed and every entry")
    func jsonClassKey() async throws {
        let kind =
            "<category scheme='http://schemas.google.com/g/2005#kind' term='http://schemas.google.com/g/2005#event'/>"
        let url = try Self.write(
            """
            <feed xmlns='http://www.w3.org/2005/Atom' xmlns:gd='http://schemas.google.com/g/2005' \
            gd:kind='calendar#settingFeed'><id>f</id>\
            <entry>\(kind)<id>e1</id></entry><entry gd:kind='calendar#settings'><id>e2</id></entry></feed>
            """
        )
        for extra in [[], ["--stream"]] {
            let result = try await GDataCLIRunner.run(["inspect", url.path, "--format", "json"] + extra)
            #expect(result.status == 0)
            let classes = try result.stdoutText.split(separator: "\n").flatMap { line -> [String] in
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                if extra.isEmpty {
                    let head = try #require(object["feed"] as? [String: Any])
                    let entries = try #require(object["entries"] as? [[String: Any]])
                    return [head["class"] as? String ?? "-"] + entries.map { $0["class"] as? String ?? "-" }
                }
                let head = object["feed"] as? [String: Any]
                return [(head ?? object)["class"] as? String ?? "-"]
            }
            // A settings feed takes its entries' classes from their kinds (the original's kUseRegisteredEntryClass).
            #expect(classes == ["GDataFeedCalendarSettings", "GDataEntryCalendarEvent", "GDataEntryCalendarSettings"])
        }
    }

    @Test("--stream --format json prints the head line, then one entry per line")
    func streamJSON() async throws {
        let result = try await GDataCLIRunner.run(["inspect", Self.sample.path, "--stream", "--format", "json"])
        #expect(result.status == 0)
        let lines = result.stdoutText.split(separator: "\n")
        #expect(lines.count == 4)
        let head = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(head["kind"] as? String == "feed")
        #expect(head["entries"] == nil)
        for line in lines.dropFirst() {
            let entry = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(entry["id"] is String)
        }
    }

    @Test("--stream summary matches the full summary's entry lines")
    func streamSummary() async throws {
        let full = try await GDataCLIRunner.run(["inspect", Self.sample.path])
        let streamed = try await GDataCLIRunner.run(["inspect", Self.sample.path, "--stream"])
        #expect(streamed.status == 0)
        let entryLines = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("- ") } }
        #expect(entryLines(full.stdoutText) == entryLines(streamed.stdoutText))
        #expect(streamed.stdoutText.hasSuffix("3 entries\n"))
    }

    @Test("standard input is read with '-'")
    func standardInput() async throws {
        let result = try await GDataCLIRunner.run(["inspect", "-", "--format", "json"], standardInput: Self.sample)
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect((object["entries"] as? [Any])?.count == 3)
    }

    @Test("--base-uri and --content-language set the context")
    func baseAndLanguage() async throws {
        let doc = try Self.write(#"<entry xmlns="http://www.w3.org/2005/Atom"><id>1</id><link href="x"/></entry>"#)
        let result = try await GDataCLIRunner.run([
            "inspect", doc.path, "--format", "json", "--base-uri", "http://h/dir/", "--content-language", "pt-BR",
        ])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let entry = try #require(object["entry"] as? [String: Any])
        #expect(entry["lang"] as? String == "pt-BR")
        #expect(((entry["links"] as? [[String: Any]])?.first)?["href"] as? String == "http://h/dir/x")
    }

    @Test("without --base-uri the base is the file's URI, percent-encoded")
    func fileBaseURI() async throws {
        let directory = try temporaryDirectory().appendingPathComponent("with space")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let doc = directory.appendingPathComponent("doc.xml")
        try Data(#"<entry xmlns="http://www.w3.org/2005/Atom"><link href="next.xml"/></entry>"#.utf8).write(to: doc)
        let result = try await GDataCLIRunner.run(["inspect", doc.path, "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let entry = try #require(object["entry"] as? [String: Any])
        let base = try #require(entry["base"] as? String)
        #expect(base.hasPrefix("file:///") && base.hasSuffix("/with%20space/doc.xml"))
        let href = ((entry["links"] as? [[String: Any]])?.first)?["href"] as? String
        #expect(href == base.replacingOccurrences(of: "doc.xml", with: "next.xml"))
    }

    @Test("--ignore-unknowns drops unknown XML from the xml output")
    func ignoreUnknowns() async throws {
        let kept = try await GDataCLIRunner.run(["inspect", Self.sample.path, "--format", "xml"])
        let dropped = try await GDataCLIRunner.run([
            "inspect", Self.sample.path, "--format", "xml", "--ignore-unknowns",
        ])
        #expect(kept.stdoutText.contains("exportInfo"))
        #expect(!dropped.stdoutText.contains("exportInfo"))
        #expect(dropped.status == 0)
    }

    @Test("a file over 256 KiB gives the same output and errors on two threads as with --single-thread")
    func singleThreadAgrees() async throws {
        var xml = #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:x="urn:x"><title>big</title>"#
        for i in 0..<2_500 {
            xml += #"<entry><id>urn:e:\#(i)</id><title>Entry \#(i) &amp; more</title><x:v a="\#(i)">t</x:v>"#
            xml += #"<link rel="alternate" href="http://e/\#(i)"/></entry>"#
        }
        let good = try Self.write(xml + "</feed>", name: "big.xml")
        let bad = try Self.write(xml + "<entry></entri></feed>", name: "big-bad.xml")
        #expect(try Data(contentsOf: good).count > 256 * 1024)
        for arguments in [[good.path], [good.path, "--format", "xml"], [good.path, "--stream", "--format", "json"]] {
            let two = try await GDataCLIRunner.run(["inspect"] + arguments)
            let one = try await GDataCLIRunner.run(["inspect"] + arguments + ["--single-thread"])
            #expect(two.status == 0, "\(arguments)")
            #expect(two.stdoutText == one.stdoutText, "\(arguments)")
            #expect(two.stdoutText.contains("urn:e:2499"), "\(arguments)")
        }
        for arguments in [[bad.path], [bad.path, "--stream"]] {
            let two = try await GDataCLIRunner.run(["inspect"] + arguments)
            let one = try await GDataCLIRunner.run(["inspect"] + arguments + ["--single-thread"])
            #expect(two.status == 65, "\(arguments)")
            #expect(two.stderrText == one.stderrText, "\(arguments)")
            #expect(two.stderrText.hasPrefix("\(bad.path):1:"), "\(arguments): \(two.stderrText)")
        }
    }

    @Test("malformed input exits 65 with PATH:LINE:COL: message")
    func malformed() async throws {
        let doc = try Self.write(
            "<feed xmlns=\"http://www.w3.org/2005/Atom\">\n  <title>x</titel>\n</feed>\n",
            name: "bad.xml"
        )
        let result = try await GDataCLIRunner.run(["inspect", doc.path])
        #expect(result.status == 65)
        #expect(result.stderrText.hasPrefix("\(doc.path):2:"))
        #expect(result.stderrText.contains("mismatch"))
    }

    /// Issue 29 §1: a truncated or empty document gets libxml2's own diagnosis (the first error `xmllint --noout`
    /// prints) with its line and column, whole and streamed, from a file and from standard input, through the fast
    /// path and through ArgumentParser.
    @Test("a truncated or empty document reports what xmllint reports")
    func truncatedDocuments() async throws {
        let cases: [(document: String, diagnosis: String)] = [
            ("<feed><entry>", "1:14: Premature end of data in tag entry line 1"),
            ("", "1:1: Document is empty"),
            ("<?xml version=\"1.0\"?>", "1:22: Start tag expected, '<' not found"),
            ("<feed a=1/>", "1:9: AttValue: \" or ' expected"),
        ]
        for (document, diagnosis) in cases {
            let url = try Self.write(document, name: "cut.xml")
            for arguments in [[url.path], [url.path, "--stream"], ["-"], ["-", "--stream"]] {
                for environment in [[:], ["GDATA_NO_FAST_PATH": "1"]] {
                    let result = try await GDataCLIRunner.run(
                        ["inspect"] + arguments,
                        environment: environment,
                        standardInput: arguments[0] == "-" ? url : nil
                    )
                    let path = arguments[0] == "-" ? "<stdin>" : url.path
                    #expect(result.status == 65, "\(arguments) \(environment)")
                    #expect(result.stderrText == "\(path):\(diagnosis)\n", "\(arguments) \(environment)")
                }
            }
        }
    }

    @Test("bytes invalid in the declared encoding: one error line naming the problem, nothing from libxml2 itself")
    func undecodableBytes() async throws {
        let directory = try temporaryDirectory()
        let doc = directory.appendingPathComponent("eucjp.xml")
        var bytes = Data("<?xml version=\"1.0\" encoding=\"EUC-JP\"?><a>".utf8)
        bytes.append(contentsOf: [0xFF, 0xFF, 0xFF, 0xFF])
        bytes.append(contentsOf: Array("</a>".utf8))
        try bytes.write(to: doc)
        let result = try await GDataCLIRunner.run(["inspect", doc.path])
        #expect(result.status == 65)
        #expect(result.stderrText == "\(doc.path):1:43: the bytes are not valid in the document's declared encoding\n")
    }

    @Test("a rejected document (billion laughs) exits 65 naming the limit")
    func rejected() async throws {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for i in 1...9 {
            xml += "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i == 1 ? "" : String(i - 1));", count: 10) + "\">\n"
        }
        xml += "]>\n<feed>&lol9;</feed>\n"
        let doc = try Self.write(xml, name: "lol.xml")
        let result = try await GDataCLIRunner.run(["inspect", doc.path])
        #expect(result.status == 65)
        #expect(result.stderrText.contains("entity expansion limit"))
    }

    /// (The time bound is asserted in-process by AttributeLimitTests and measured by the benchmark's wide-element rows:
    /// a spawned debug binary's wall time depends on the machine's load.)
    @Test("an element with 160,000 attributes exits 65, naming the limit, line and column")
    func tooManyAttributes() async throws {
        var xml = "<?xml version=\"1.0\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\""
        for i in 0..<160_000 { xml += " a\(i)=\"v\"" }
        xml += "/>\n"
        let doc = try Self.write(xml, name: "wide.xml")
        let result = try await GDataCLIRunner.run(["inspect", doc.path])
        #expect(result.status == 65)
        #expect(
            result.stderrText
                == "\(doc.path):2:1: the element at line 2, column 1 has more than 1024 attributes and namespace "
                + "declarations (the limit is GDataParseOptions.maxAttributesPerElement)\n"
        )
    }

    @Test("a missing file exits 66 with the same message with and without the fast path")
    func missing() async throws {
        for environment in [[:], ["GDATA_NO_FAST_PATH": "1"]] {
            let result = try await GDataCLIRunner.run(["inspect", "/nonexistent/feed.xml"], environment: environment)
            #expect(result.status == 66, "\(environment)")
            #expect(
                result.stderrText == "/nonexistent/feed.xml: cannot open: No such file or directory\n",
                "\(environment)"
            )
        }
    }

    @Test("usage errors exit 64")
    func usage() async throws {
        let result = try await GDataCLIRunner.run(["inspect", Self.sample.path, "--format", "yaml"])
        #expect(result.status == 64)
    }
}
