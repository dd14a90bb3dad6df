import Foundation
import Testing

@testable import GData
@testable import GDataCore

@Suite("Atom text constructs, content and Atom 0.3")
struct AtomTextTests {
    @Test("text construct: effective type, entities, equality treats a missing type as text")
    func textConstruct() throws {
        let title = try #require(
            try SchemaTestSupport.element(
                "<title type='text' xml:lang='en'>Test ellipsis (&#8230;) and others &quot;&lt;&amp;&gt;</title>"
            ) as? GDataTitle
        )
        #expect(title.value == "Test ellipsis (…) and others \"<&>")
        #expect(title.lang == "en")
        #expect(title.effectiveType == "text")
        let untyped = try #require(try SchemaTestSupport.element("<title>Same</title>") as? GDataTitle)
        let typed = try #require(try SchemaTestSupport.element("<title type='text'>Same</title>") as? GDataTitle)
        let html = try #require(try SchemaTestSupport.element("<title type='html'>Same</title>") as? GDataTitle)
        #expect(untyped.type == nil)
        #expect(untyped.effectiveType == "text")
        #expect(untyped.isEqual(to: typed))
        #expect(!html.isEqual(to: typed))
        #expect(!GDataTitle("Other").isEqual(to: untyped))
        #expect(GDataTitle("Same").isEqual(to: untyped))
        try SchemaTestSupport.expectRoundTrip(title)
    }

    @Test("xhtml text: the value is the div's children serialized as XML; nothing is unknown")
    func xhtmlText() throws {
        let summary = try #require(
            try SchemaTestSupport.element(
                """
                <summary type='xhtml'><div xmlns='http://www.w3.org/1999/xhtml'>Hello <b class='x'>bold &amp; brave</b><br/>!</div></summary>
                """
            ) as? GDataSummary
        )
        #expect(summary.effectiveType == "xhtml")
        #expect(summary.value == "Hello <b class=\"x\">bold &amp; brave</b><br/>!")
        #expect(summary.unknownChildren.isEmpty)
        try SchemaTestSupport.expectRoundTrip(summary)
        let other = try #require(
            try SchemaTestSupport.element(
                """
                <summary type='xhtml'><div xmlns='http://www.w3.org/1999/xhtml'>Hello <i>there</i></div></summary>
                """
            ) as? GDataSummary
        )
        #expect(!other.isEqual(to: summary))
    }

    @Test("content forms: text, html, inline XML, base64, inline feed")
    func contentForms() throws {
        let text = try #require(
            try SchemaTestSupport.element("<content type='text' xml:lang='en'>Event title</content>")
                as? GDataEntryContent
        )
        #expect(text.form == .text)
        #expect(text.value == "Event title")
        #expect(text.lang == "en")
        #expect(text.isEqual(to: GDataEntryContent(text: "Event title", type: "text/plain")))
        let html = try #require(
            try SchemaTestSupport.element("<content type='html'>&lt;p&gt;Hi&lt;/p&gt;</content>")
                as? GDataEntryContent
        )
        #expect(html.form == .html)
        #expect(html.value == "<p>Hi</p>")

        let kml = try #require(
            try SchemaTestSupport.element(
                """
                <content type='application/vnd.google-earth.kml+xml'><Placemark xmlns="http://earth.google.com/kml/2.2"><name>Grandma's House</name></Placemark></content>
                """
            ) as? GDataEntryContent
        )
        #expect(kml.form == .xml)
        #expect(kml.xmlValues.count == 1)
        #expect(kml.xmlValues.first?.name.localName == "Placemark")
        #expect(
            kml.value == "<Placemark xmlns=\"http://earth.google.com/kml/2.2\"><name>Grandma's House</name></Placemark>"
        )
        #expect(kml.contentString == nil)
        #expect(kml.unknownChildren.isEmpty)
        try SchemaTestSupport.expectRoundTrip(kml)

        let data = try #require(
            try SchemaTestSupport.element("<content type='image/png'>AAEC\nAwQ=</content>")
                as? GDataEntryContent
        )
        #expect(data.form == .base64)
        #expect(data.value == "AAEC\nAwQ=")
        #expect(data.base64Data == Data([0, 1, 2, 3, 4]))

        let inline = try #require(
            try SchemaTestSupport.element(
                """
                <content type='application/atom+xml;type=feed'><feed xmlns='http://www.w3.org/2005/Atom'>
                  <title>Inner</title><entry><id>e1</id></entry></feed></content>
                """
            ) as? GDataEntryContent
        )
        #expect(inline.form == .atom)
        let child = try #require(inline.childObject as? GDataFeedBase)
        #expect(child.title?.value == "Inner")
        #expect(child.entries.first?.identifier == "e1")
        #expect(inline.value == nil)
        #expect(SchemaTestSupport.unknowns(in: inline).isEmpty)
        try SchemaTestSupport.expectRoundTrip(inline)
    }

    @Test("content equality treats a missing type as text and text/plain")
    func contentEquality() throws {
        let plain = try #require(try SchemaTestSupport.element("<content>Body</content>") as? GDataEntryContent)
        let text = try #require(
            try SchemaTestSupport.element("<content type='text'>Body</content>") as? GDataEntryContent
        )
        let mime = try #require(
            try SchemaTestSupport.element("<content type='text/plain'>Body</content>") as? GDataEntryContent
        )
        let html = try #require(
            try SchemaTestSupport.element("<content type='html'>Body</content>") as? GDataEntryContent
        )
        #expect(plain.isEqual(to: text))
        #expect(plain.isEqual(to: mime))
        #expect(!plain.isEqual(to: html))
    }

    @Test("an Atom 0.3 feed reads into the Atom 1.0 model")
    func atom03Feed() throws {
        let feed = try #require(
            try SchemaTestSupport.parse(
                """
                <feed version='0.3' xmlns='http://purl.org/atom/ns#' xml:base='http://example.org/'>
                  <title mode='escaped' type='text/html'>&lt;b&gt;Dive&lt;/b&gt;</title>
                  <tagline>A tagline</tagline>
                  <copyright>(c) 2003</copyright>
                  <info mode='xml' type='text/plain'>Info</info>
                  <link rel='alternate' type='text/html' href='/'/>
                  <modified>2003-12-13T18:30:02Z</modified>
                  <generator url='http://gen.example/' version='1.0'>Gen</generator>
                  <author><name>Mark</name><url>mark/</url><email>m@example.org</email></author>
                  <entry>
                    <title>Entry one</title><id>tag:example.org,2003:3.2397</id>
                    <link rel='alternate' type='text/html' href='2003/12/13/atom03'/>
                    <issued>2003-12-13T08:29:29-04:00</issued><modified>2003-12-13T18:30:02Z</modified>
                    <created>2003-12-13T08:29:29-04:00</created>
                    <summary>Short</summary>
                    <content type='text/html' mode='escaped'>&lt;p&gt;Body&lt;/p&gt;</content>
                  </entry>
                </feed>
                """
            ) as? GDataFeedBase
        )
        #expect(feed.title?.effectiveType == "html")
        #expect(feed.title?.value == "<b>Dive</b>")
        #expect(feed.subtitle?.value == "A tagline")
        #expect(feed.rights?.value == "(c) 2003")
        #expect(feed.info?.value == "Info")
        #expect(feed.alternateLink?.resolvedHref == "http://example.org/")
        #expect(feed.updatedDate?.rfc3339String == "2003-12-13T18:30:02Z")
        #expect(feed.generator?.uri == "http://gen.example/")
        #expect(feed.generator?.generatorName == "Gen")
        #expect(feed.authors.first?.personName == "Mark")
        #expect(feed.authors.first?.resolvedURI == "http://example.org/mark/")
        let entry = try #require(feed.firstEntry)
        #expect(entry.identifier == "tag:example.org,2003:3.2397")
        #expect(entry.publishedDate?.offsetSeconds == -4 * 3600)
        #expect(entry.createdDate != nil)
        #expect(entry.summary?.value == "Short")
        #expect(entry.content?.form == .html)
        #expect(entry.content?.value == "<p>Body</p>")
        #expect(entry.htmlLink?.resolvedHref == "http://example.org/2003/12/13/atom03")
        #expect(SchemaTestSupport.unknowns(in: feed).isEmpty)
        try SchemaTestSupport.expectRoundTrip(feed)
    }

    @Test("categories: equality ignores xml:lang but compares label; label categories")
    func categories() throws {
        let a = try #require(
            try SchemaTestSupport.element(
                "<category scheme='s' term='t' label='L' xml:lang='en' unkAttr='1'/>"
            ) as? GDataCategory
        )
        let b = GDataCategory(scheme: "s", term: "t", label: "L")
        #expect(a.labelLang == "en")
        #expect(a.unknownAttributes.count == 1)
        #expect(a.isEqual(to: b))
        b.label = "M"
        #expect(!a.isEqual(to: b))
        let starred = GDataCategory(label: GDataCategory.Label.starred)
        #expect(starred.term == "http://schemas.google.com/g/2005/labels#starred")
        #expect(GDataCategory.categories([a, starred], containsScheme: GDataCategory.Scheme.labels, term: nil))
    }

    @Test("generator is left out of feed equality; entries are compared")
    func feedEquality() throws {
        let one = try #require(
            try SchemaTestSupport.parse(
                "<feed xmlns='http://www.w3.org/2005/Atom'><generator>A</generator><entry><id>1</id></entry></feed>"
            ) as? GDataFeedBase
        )
        let two = try #require(
            try SchemaTestSupport.parse(
                "<feed xmlns='http://www.w3.org/2005/Atom'><generator>B</generator><entry><id>1</id></entry></feed>"
            ) as? GDataFeedBase
        )
        #expect(one.isEqual(to: two))
        two.firstEntry?.identifier = "2"
        #expect(!one.isEqual(to: two))
        #expect(one.entry(identifier: "1") === one.firstEntry)
    }
}
