import Foundation
import Glibc

/// The feed shapes measured beside the generated calendar feed (issue 21): the parser must keep libxml2's pace on
/// each, not only on the one feed it was tuned with.
enum FeedShape: String, CaseIterable {
    /// Real archived entries of several services (YouTube, Picasa, Blogger, Contacts, Spreadsheets cells, Calendar,
    /// Documents), repeated in turn.
    case archived
    /// Little text and many small elements: contacts with a dozen short `gd:`/`gContact:` extensions and a record of
    /// short values in an unknown namespace (~25 bytes per element).
    case tiny
    /// Large xhtml contents: entries whose `content` is a ~24 KB xhtml article (headings, paragraphs with inline
    /// markup, lists, tables).
    case xhtml

    /// What the report calls the scenario.
    var title: String {
        switch self {
        case .archived: return "archived entries"
        case .tiny: return "small elements"
        case .xhtml: return "large xhtml"
        }
    }
}

/// Writes the ``FeedShape`` feeds, streamed to disk in 1 MiB blocks, deterministic for a seed.
struct FeedShapeGenerator {
    /// Bump when an output format changes, so cached files are regenerated.
    static let version = 2

    var seed: UInt64
    /// The directory with the archived service feeds (`Benchmarks/Fixtures/archived`).
    var fixturesDirectory: String

    private static let words = FeedGenerator.words

    private static let namespaces = """
        xmlns='http://www.w3.org/2005/Atom' xmlns:openSearch='http://a9.com/-/spec/opensearch/1.1/' \
        xmlns:gd='http://schemas.google.com/g/2005' xmlns:app='http://www.w3.org/2007/app'
        """

    /// Writes `shape` until the file holds at least `targetBytes`; returns the bytes written.
    func write(_ shape: FeedShape, targetBytes: Int64, to path: String) throws -> Int64 {
        let archived = shape == .archived ? try archivedEntries() : nil
        return try BufferedFileWriter.write(to: path) { writer in
            var rng = SplitMix64(state: seed)
            var namespaces = Self.namespaces
            var kind = ""
            switch shape {
            case .archived:
                namespaces = archived?.namespaces ?? namespaces
            case .tiny:
                namespaces += " xmlns:gContact='http://schemas.google.com/contact/2008' xmlns:s='urn:bench:small'"
                kind =
                    "<category scheme='http://schemas.google.com/g/2005#kind' "
                    + "term='http://schemas.google.com/contact/2008#contact'/>\n"
            case .xhtml:
                break
            }
            writer.append(
                """
                <?xml version='1.0' encoding='UTF-8'?>
                <feed \(namespaces)>
                <id>urn:bench:\(shape.rawValue):seed\(seed)</id>
                <updated>2009-06-01T10:20:30.000Z</updated>
                \(kind)<title type='text'>Benchmark feed (\(shape.title))</title>
                <link rel='self' type='application/atom+xml' href='http://example.com/feeds/\(shape.rawValue)'/>
                <author><name>Benchmark User</name><email>bench@example.com</email></author>
                <openSearch:startIndex>1</openSearch:startIndex>

                """
            )
            var index = 0
            while writer.bytesWritten + Int64(writer.pending) < targetBytes {
                switch shape {
                case .archived:
                    guard let entries = archived?.entries, !entries.isEmpty else { break }
                    writer.append(Self.renumbered(entries[index % entries.count], copy: index / entries.count))
                case .tiny: writer.append(tinyEntry(index: index, rng: &rng))
                case .xhtml: writer.append(xhtmlEntry(index: index, rng: &rng))
                }
                writer.append("\n")
                index += 1
                try writer.flushIfFull()
            }
            writer.append("</feed>\n")
        }
    }

    // MARK: archived

    /// Every `<entry>…</entry>` of the archived feeds, in file order, and the union of the namespaces their root
    /// elements declare (the fixtures agree on every prefix they share).
    func archivedEntries() throws -> (namespaces: String, entries: [String]) {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixturesDirectory)
            .filter { $0.hasSuffix(".xml") }.sorted()
        guard !files.isEmpty else {
            throw SpawnError(description: "no archived feeds (*.xml) in \(fixturesDirectory); see --fixtures")
        }
        var declarations: [String: String] = [:]
        var entries: [String] = []
        for file in files {
            let text = try String(contentsOfFile: fixturesDirectory + "/" + file, encoding: .utf8)
            guard let rootStart = text.range(of: "<feed"),
                let rootEnd = text[rootStart.upperBound...].firstIndex(of: ">")
            else { continue }
            Self.collectDeclarations(in: text[rootStart.upperBound..<rootEnd], into: &declarations)
            var rest = text[rootEnd...]
            while let start = Self.entryStart(in: rest), let end = rest[start...].range(of: "</entry>") {
                entries.append(String(rest[start..<end.upperBound]))
                rest = rest[end.upperBound...]
            }
        }
        let namespaces = declarations.keys.sorted().map { "\($0)=\"\(declarations[$0] ?? "")\"" }
        return (namespaces.joined(separator: " "), entries)
    }

    /// The start of the next `<entry` tag (not `<entryLink` or similar).
    private static func entryStart(in text: Substring) -> String.Index? {
        var rest = text
        while let found = rest.range(of: "<entry") {
            let next = found.upperBound < rest.endIndex ? rest[found.upperBound] : ">"
            if next == ">" || next == " " || next == "\n" || next == "\t" || next == "\r" { return found.lowerBound }
            rest = rest[found.upperBound...]
        }
        return nil
    }

    /// Adds the `xmlns` / `xmlns:p` attributes of a start tag's attribute text.
    private static func collectDeclarations(in tag: Substring, into declarations: inout [String: String]) {
        var rest = tag
        while let found = rest.range(of: "xmlns") {
            let afterName = rest[found.lowerBound...].firstIndex(of: "=") ?? rest.endIndex
            guard afterName < rest.endIndex else { return }
            let name = String(rest[found.lowerBound..<afterName]).trimmingCharacters(in: .whitespaces)
            let quoteIndex = rest.index(after: afterName)
            guard quoteIndex < rest.endIndex else { return }
            let quote = rest[quoteIndex]
            let valueStart = rest.index(after: quoteIndex)
            guard let valueEnd = rest[valueStart...].firstIndex(of: quote) else { return }
            declarations[name] = String(rest[valueStart..<valueEnd])
            rest = rest[rest.index(after: valueEnd)...]
        }
    }

    /// The entry with `/rN` appended to its `<id>` (copy 0 is left as archived), so repeated entries are not byte
    /// for byte the same.
    private static func renumbered(_ entry: String, copy: Int) -> String {
        guard copy > 0, let idEnd = entry.range(of: "</id>") else { return entry }
        return entry[..<idEnd.lowerBound] + "/r\(copy)" + entry[idEnd.lowerBound...]
    }

    // MARK: tiny

    private func word(_ rng: inout SplitMix64) -> String { Self.words[rng.below(Self.words.count)] }

    /// A contact of ~70 small elements, most with one or two short attributes or a few characters of text.
    private func tinyEntry(index: Int, rng: inout SplitMix64) -> String {
        var out = "<entry gd:etag='\"Q\(String(rng.next() & 0xFFFFF, radix: 36))\"'><id>urn:c:\(index)</id>"
        out += "<updated>2009-0\(1 + index % 9)-1\(index % 10)T10:2\(index % 10):30Z</updated>"
        out += "<category scheme='http://schemas.google.com/g/2005#kind' "
        out += "term='http://schemas.google.com/contact/2008#contact'/><title>c\(index)</title>"
        out +=
            "<gd:name><gd:givenName>\(word(&rng))</gd:givenName><gd:familyName>\(word(&rng))</gd:familyName></gd:name>"
        for k in 0..<4 {
            out += "<gd:email label='e\(k)' address='\(word(&rng))\(k)@x.io'/>"
            out += "<gd:phoneNumber label='p\(k)'>\(rng.below(1000))</gd:phoneNumber>"
            out += "<gd:im label='i\(k)' address='\(word(&rng))'/>"
            out += "<gContact:groupMembershipInfo href='g\(rng.below(50))'/>"
            out += "<gContact:website label='w\(k)' href='h\(k)'/>"
            out += "<gContact:userDefinedField key='k\(k)' value='\(rng.below(100))'/>"
            out += "<gd:extendedProperty name='x\(k)' value='\(rng.below(10))'/>"
        }
        out += "<s:r n='\(index)'>"
        for k in 0..<36 {
            switch k % 4 {
            case 0: out += "<s:v>\(rng.below(100))</s:v>"
            case 1: out += "<s:f/>"
            case 2: out += "<s:b on='\(rng.below(2))'/>"
            default: out += "<s:w>\(word(&rng).prefix(3))</s:w>"
            }
        }
        out += "</s:r></entry>"
        return out
    }

    // MARK: xhtml

    private func sentence(_ count: Int, rng: inout SplitMix64) -> String {
        var text = ""
        for i in 0..<count {
            if i > 0 { text += " " }
            text += word(&rng)
        }
        return text
    }

    /// A paragraph of prose with inline markup every few words.
    private func paragraph(_ rng: inout SplitMix64) -> String {
        var out = "<p>"
        for k in 0..<(6 + rng.below(5)) {
            out += sentence(4 + rng.below(8), rng: &rng)
            switch (k + rng.below(4)) % 6 {
            case 0: out += " <b>\(word(&rng))</b> "
            case 1: out += " <i>\(sentence(2, rng: &rng))</i> "
            case 2: out += " <a href='http://example.com/\(word(&rng))/\(rng.below(1000))'>\(word(&rng))</a> "
            case 3: out += " <code>\(word(&rng))()</code> &amp; "
            case 4: out += ", <em>\(word(&rng))</em>. "
            default: out += ". "
            }
        }
        return out + "</p>"
    }

    /// An entry whose xhtml content is an article of ~24 KB.
    private func xhtmlEntry(index: Int, rng: inout SplitMix64) -> String {
        var body = ""
        while body.utf8.count < 24_000 {
            body += "<h2 id='s\(body.utf8.count)'>\(sentence(3, rng: &rng))</h2>"
            for _ in 0..<(2 + rng.below(3)) { body += paragraph(&rng) }
            switch rng.below(3) {
            case 0:
                body += "<ul>"
                for _ in 0..<(3 + rng.below(5)) { body += "<li>\(sentence(3 + rng.below(6), rng: &rng))</li>" }
                body += "</ul>"
            case 1:
                body += "<table><tr><th>\(word(&rng))</th><th>\(word(&rng))</th><th>n</th></tr>"
                for _ in 0..<(3 + rng.below(4)) {
                    body +=
                        "<tr><td>\(word(&rng))</td><td>\(sentence(2, rng: &rng))</td><td>\(rng.below(1000))</td></tr>"
                }
                body += "</table>"
            default:
                body += "<blockquote><p>\(sentence(12, rng: &rng))<br/>\(sentence(9, rng: &rng))</p></blockquote>"
                body += "<p><img src='http://example.com/i/\(rng.below(10000)).png' alt='\(word(&rng))'/></p>"
            }
        }
        return """
            <entry><id>http://example.com/posts/\(index)</id>\
            <published>2009-06-0\(1 + index % 9)T10:20:30Z</published><updated>2009-06-1\(index % 10)T10:20:30Z</updated>\
            <title type='text'>\(sentence(5, rng: &rng))</title>\
            <link rel='alternate' type='text/html' href='http://example.com/posts/\(index).html'/>\
            <author><name>Author \(index % 31)</name></author>\
            <content type='xhtml'><div xmlns='http://www.w3.org/1999/xhtml'>\(body)</div></content></entry>
            """
    }
}

/// The 1 KB feed of the start-up scenario: one small entry.
enum StartupFeed {
    static let text = """
        <?xml version='1.0' encoding='UTF-8'?>
        <feed xmlns='http://www.w3.org/2005/Atom' xmlns:gd='http://schemas.google.com/g/2005'>
        <id>urn:bench:startup</id>
        <updated>2009-06-01T10:20:30.000Z</updated>
        <title type='text'>Start-up feed</title>
        <link rel='self' type='application/atom+xml' href='http://example.com/feeds/startup'/>
        <author><name>Benchmark User</name><email>bench@example.com</email></author>
        <entry gd:etag='"Rno_eTVSLyt7ImA9WxJREEU."'>
        <id>urn:bench:startup:1</id>
        <published>2009-05-30T08:00:00.000Z</published>
        <updated>2009-06-01T10:20:30.000Z</updated>
        <title type='text'>One small entry</title>
        <summary type='html'>&lt;p&gt;A summary with &lt;b&gt;markup&lt;/b&gt;.&lt;/p&gt;</summary>
        <content type='xhtml'><div xmlns='http://www.w3.org/1999/xhtml'><p>Some <b>xhtml</b> content.</p></div></content>
        <link rel='alternate' type='text/html' href='http://example.com/entries/1'/>
        <link rel='edit' type='application/atom+xml' href='http://example.com/feeds/startup/1'/>
        <author><name>Author</name><email>author@example.com</email></author>
        <gd:email rel='http://schemas.google.com/g/2005#work' address='person@example.com' primary='true'/>
        </entry>
        </feed>

        """
}
