import Foundation
import GData
import Testing

@testable import GDataServer

/// The per-request work made cheap for issue 21 (goal 5) gives the same results as the general code it replaced.
@Suite("gdata serve: the per-request fast paths agree with Foundation")
struct ServerHotPathTests {
    @Test("path and query decoding agree with removingPercentEncoding, malformed escapes and non-UTF-8 kept as written")
    func percentDecodingAgreesWithFoundation() {
        let samples = [
            "", "plain", "feeds", "a%20b", "%41%42%43", "caf%C3%A9", "%E2%82%AC100", "50%", "%", "%2", "%zz", "a%2Gb",
            "%FF", "%C3", "%C3%28", "x+y", "x%2By", "+%2B+", "%00", "%e2%82%ac", "tag%3Abench%2C2026%3Abench%3A0",
            "mixed%20ok%zz", "%%41", "100%25", "ü%C3%BC", "a+b%20c+%2",
        ]
        for sample in samples {
            let reference = sample.removingPercentEncoding ?? sample
            #expect(GDataServerRequest.percentDecoded(Substring(sample)) == reference, "path component \(sample)")
            let spaced = sample.replacingOccurrences(of: "+", with: " ")
            let queryReference = spaced.removingPercentEncoding ?? spaced
            #expect(
                GDataServerRequest.percentDecoded(Substring(sample), plusIsSpace: true) == queryReference,
                "query part \(sample)"
            )
        }
        let query = GDataServerRequest.parseQuery("q=caf%C3%A9+bar&max-results=25&bad=%zz+x&empty=&flag")
        #expect(query.map(\.name) == ["q", "max-results", "bad", "empty", "flag"])
        #expect(query.map(\.value) == ["café bar", "25", "%zz x", "", ""])
    }

    @Test("HTTP dates without Calendar: the same IMF-fixdate as the Gregorian calendar in GMT, and parse reads it back")
    func httpDatesAgreeWithTheCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "GMT"))
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func reference(_ date: Date) -> String {
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
            func two(_ n: Int?) -> String { String(format: "%02d", n ?? 0) }
            return
                "\(days[(c.weekday ?? 1) - 1]), \(two(c.day)) \(months[(c.month ?? 1) - 1]) \(String(format: "%04d", c.year ?? 0)) "
                + "\(two(c.hour)):\(two(c.minute)):\(two(c.second)) GMT"
        }
        var instants: [TimeInterval] = [
            0, -1, 86_399, 86_400, 951_782_400 /* 2000-02-29 */, 951_868_799, 4_107_542_399 /* 2100-02-28 23:59:59 */,
            4_107_542_400, 1_798_761_600.999, -2_208_988_800 /* 1900-01-01 */,
            253_402_300_799 /* 9999-12-31 23:59:59 */,
        ]
        // Seeded, so every run checks the same spread of instants between 1900 and 2200.
        var state: UInt64 = 21
        for _ in 0..<2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            instants.append(-2_208_988_800 + Double((state >> 20) % 9_467_280_000))
        }
        for instant in instants {
            let date = Date(timeIntervalSince1970: instant)
            let text = GDataServerHTTPDate.string(date)
            #expect(text == reference(date), "\(instant)")
            #expect(GDataServerHTTPDate.parse(text) == Date(timeIntervalSince1970: instant.rounded(.down)), "\(text)")
        }
    }

    @Test("If-Match trimming agrees with trimmingCharacters(in: .whitespaces): tab and space separators, not newlines")
    func whitespaceTrimmingAgreesWithFoundation() {
        let samples = [
            "", " ", "\t", "*", " * ", "\t\"abc\"\t", "\u{A0}\"x\"\u{3000}", "\u{2003}W/\"y\"", "\n\"z\"\n", " a b ",
            "\u{85}q",
            "\u{200B}w\u{200B}", "é ", " \u{1F600} ",
        ]
        // Every scalar of the first planes' interesting part alone, leading and trailing.
        let scalars = (0..<0x3100).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{1F600}"]
        let single = scalars.flatMap { scalar in [String(scalar), " \(scalar)", "\(scalar)x", "x\(scalar)"] }
        for sample in samples + single {
            #expect(
                String(GDataServerRequest.trimmingWhitespace(Substring(sample)))
                    == sample.trimmingCharacters(in: .whitespaces),
                "\(sample.unicodeScalars.map { String($0.value, radix: 16) })"
            )
        }
    }

    @Test("ETags hash the same over contiguous and non-contiguous bytes")
    func hashOverAnyBytes() {
        let text = "tag:bench,2026:bench:0 \u{1F600}"
        let reference = GDataServerHash.fnv1a(AnySequence(Array(text.utf8)))
        #expect(GDataServerHash.fnv1a(text.utf8) == reference)
        #expect(GDataServerHash.fnv1a(Data(text.utf8)) == reference)
        #expect(GDataServerHash.fnv1a(Array(text.utf8)) == reference)
        // FNV-1a 64 of "a" (the published test vector).
        #expect(GDataServerHash.fnv1a("a".utf8) == 0xaf63_dc4c_8601_ec8c)
    }

    /// A stored entry parsed from `xml`, with the server's ETag.
    static func entry(_ xml: String) throws -> GDataServerEntry {
        let element = try GDataXMLParser.parse(Data(xml.utf8))
        return GDataServerEntry(id: "tag:x", element: element, edited: Date(timeIntervalSince1970: 0), mediaType: nil)
    }

    @Test(
        "an entry's ETag does not depend on prefixes, on where namespaces are declared or on how text is held; any change of content changes it"
    )
    func etagCoversContentNotForm() throws {
        let atom = "http://www.w3.org/2005/Atom", gd = "http://schemas.google.com/g/2005"
        let reference = try Self.entry(
            "<entry xmlns='\(atom)' xmlns:gd='\(gd)'><title>A &amp; B</title><gd:email address='a@b' gd:rel='w'/></entry>"
        )
        // The same content: other prefixes, declarations on the children or unused, text written as a character reference.
        let sameContent = [
            "<a:entry xmlns:a='\(atom)' xmlns:g='\(gd)'><a:title>A &#38; B</a:title><g:email address='a@b' g:rel='w'/></a:entry>",
            "<entry xmlns='\(atom)' xmlns:unused='urn:u'><title>A &amp; B</title><email xmlns='\(gd)' xmlns:x='\(gd)' address='a@b' x:rel='w'/></entry>",
            "<entry xmlns='\(atom)'><title>A <![CDATA[&]]> B</title><gd:email xmlns:gd='\(gd)' address='a@b' gd:rel='w'/></entry>",
        ]
        for xml in sameContent { #expect(try Self.entry(xml).etag == reference.etag, "\(xml)") }
        // Written (with another writer's choice of declarations) and read back: the same ETag, as after a restart.
        let rewritten = try Self.entry(GDataXMLWriter(pretty: false).string(for: reference.element))
        #expect(rewritten.etag == reference.etag)
        // Text set through the API rather than parsed.
        let set = try Self.entry(
            "<entry xmlns='\(atom)' xmlns:gd='\(gd)'><title>x</title><gd:email address='a@b' gd:rel='w'/></entry>"
        )
        set.element.child(named: .atom("title"))?.stringValue = "A & B"
        set.refreshETag()
        #expect(set.etag == reference.etag)
        // Any change of content: text, an attribute's value, its namespace, an element's namespace, the order of children.
        let otherContent = [
            "<entry xmlns='\(atom)' xmlns:gd='\(gd)'><title>A &amp; C</title><gd:email address='a@b' gd:rel='w'/></entry>",
            "<entry xmlns='\(atom)' xmlns:gd='\(gd)'><title>A &amp; B</title><gd:email address='a@c' gd:rel='w'/></entry>",
            "<entry xmlns='\(atom)' xmlns:gd='\(gd)'><title>A &amp; B</title><gd:email address='a@b' rel='w'/></entry>",
            "<entry xmlns='\(atom)' xmlns:gd='\(gd)'><gd:title>A &amp; B</gd:title><gd:email address='a@b' gd:rel='w'/></entry>",
            "<entry xmlns='\(atom)' xmlns:gd='\(gd)'><gd:email address='a@b' gd:rel='w'/><title>A &amp; B</title></entry>",
            "<entry xmlns='\(atom)' xmlns:gd='\(gd)'><title>A &amp; B</title><gd:email address='a@b' gd:rel='w'>x</gd:email></entry>",
            "<entry xmlns='\(atom)' xmlns:gd='\(gd)'><title>A &amp;</title><gd:email address='a@b' gd:rel='w'/> B</entry>",
        ]
        for xml in otherContent { #expect(try Self.entry(xml).etag != reference.etag, "\(xml)") }
    }

    @Test(
        "a PUT's answer spliced from the journal's bytes reads back as the served entry the writer makes; entries that need more are left to the writer"
    )
    func splicedAnswerMatchesServedEntry() throws {
        let atom = "http://www.w3.org/2005/Atom", gd = "http://schemas.google.com/g/2005"
        let feed =
            "<feed xmlns='\(atom)' xmlns:gd='\(gd)' xmlns:openSearch='http://a9.com/-/spec/opensearch/1.1/'"
            + " xmlns:foo='urn:feed-foo'><id>tag:f</id><title>F</title></feed>"
        let store = GDataServerStore(directory: nil, pageSize: 25, maxBatch: 100)
        try store.load(documents: ["notes": Data(feed.utf8)], serviceDocument: nil, mediaDirectory: nil)
        let collection = try #require(store.collections["notes"])
        let request = GDataServerRequest(
            method: "PUT",
            path: ["feeds", "notes", "k"],
            query: [],
            rawQuery: "",
            headers: [:],
            body: Data(),
            baseURL: "http://127.0.0.1:8080/"
        )
        // (body, whether the splice applies)
        let samples: [(String, Bool)] = [
            ("<entry xmlns='\(atom)'><title>bench</title><content>updated by wrk</content></entry>", true),
            (
                "<entry xmlns='\(atom)' xmlns:gd='\(gd)'><title type='text'>a &lt; b &amp; \"c\"</title>"
                    + "<gd:email address='a@b' rel='\(gd)#work' label='x&quot;y&gt;'/></entry>", true
            ),
            (
                "<a:entry xmlns:a='\(atom)' xmlns:g='\(gd)'><a:title>p</a:title><a:link rel='alternate' href='http://x/a?b=1&amp;c=2'/>"
                    + "<g:where valueString='here'/></a:entry>", true
            ),
            (
                "<entry xmlns='\(atom)' xmlns:bar='urn:bar'><title>t</title><bar:x bar:y='1'>z</bar:x><foo xmlns='urn:other'>q</foo></entry>",
                true
            ),
            // An entry binding gd to another namespace: its own prefix stays; the writer picks one for gd:etag.
            ("<entry xmlns='\(atom)' xmlns:gd='urn:not-gd'><title>c</title><gd:x>1</gd:x></entry>", false),
            // A relative link is resolved against the feed's URL by the writer's path.
            ("<entry xmlns='\(atom)'><title>r</title><link rel='related' href='../other'/></entry>", false),
        ]
        for (index, (xml, applies)) in samples.enumerated() {
            let element = try GDataXMLParser.parse(Data(xml.utf8))
            store.prepare(
                element,
                id: "tag:x:\(index)",
                published: "2026-01-01T00:00:00Z",
                now: "2026-01-02T00:00:00.000Z"
            )
            let entry = GDataServerEntry(
                id: "tag:x:\(index)",
                element: element,
                edited: Date(timeIntervalSince1970: 0),
                mediaType: nil
            )
            let spliced = store.splicedServedEntry(
                entry,
                written: GDataServerStore.written(element),
                in: collection,
                request
            )
            .map { Data($0.readableBytesView) }
            #expect((spliced != nil) == applies, "\(xml)")
            guard let spliced else { continue }
            let reference = GDataXMLWriter().data(for: store.served(entry, in: collection, request))
            let fromSplice = try GDataXMLParser.parse(spliced)
            let fromWriter = try GDataXMLParser.parse(reference)
            #expect(
                fromSplice.contentDigest() == fromWriter.contentDigest(),
                "\(String(decoding: spliced, as: UTF8.self))"
            )
            #expect(fromSplice.attribute(.gd("etag")) == entry.etag)
            let links = fromSplice.children(named: .atom("link")).map { $0.attribute(named: "rel") ?? "alternate" }
            #expect(
                links.suffix(2) == ["self", "edit"] || links.suffix(3) == ["self", "edit", "alternate"],
                "\(links)"
            )
            // The feed's declarations are in scope as they are in the writer's answer.
            for prefix in ["gd", "openSearch", "foo"] {
                let declared =
                    fromSplice.namespaceDeclarations.contains { $0.prefix == prefix }
                    || fromSplice.namespaceDeclarations.contains {
                        $0.uri == fromWriter.namespaceDeclarations.first { $0.prefix == prefix }?.uri
                    }
                #expect(declared, "\(prefix) in \(String(decoding: spliced, as: UTF8.self))")
            }
        }
    }
}
