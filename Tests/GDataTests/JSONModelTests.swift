import Foundation
import GData
import GDataInspectJSON
import Testing

/// The `gdata inspect --format json` contract (docs/json-model.md).
@Suite("JSON model")
struct JSONModelTests {
    static func json(_ xml: String, documentURI: String? = nil) throws -> [String: Any] {
        let root = try GDataXMLParser.parse(Data(xml.utf8), options: GDataParseOptions(documentURI: documentURI))
        let text = GDataJSONModel.document(root)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    static let headKeys = [
        "id", "title", "subtitle", "rights", "info", "updated", "published", "icon", "logo", "lang", "base", "links",
        "authors", "contributors", "categories", "generator", "etag", "kind", "openSearch", "extensions", "class",
    ]
    static let entryKeys = [
        "id", "title", "summary", "rights", "content", "updated", "published", "created", "edited", "lang", "base",
        "links", "authors", "contributors", "categories", "etag", "kind", "source", "deleted", "batch", "extensions",
        "class",
    ]

    @Test(
        "every fixture gives valid JSON with the documented keys",
        arguments: [
            "FeedCalendarTest1", "FeedContactTest1", "FeedBlogPostTest1", "FeedYouTubeVideo1", "FeedACLTest1",
            "FeedServiceDocTest2", "FeedDocListTest1", "EntrySpreadsheetCellTest1",
        ]
    )
    func fixtureShape(name: String) throws {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "xml", subdirectory: "Fixtures/gdata-objc")
        )
        let root = try GDataXMLParser.parse(contentsOf: url)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(GDataJSONModel.document(root).utf8)) as? [String: Any]
        )
        let kind = try #require(json["kind"] as? String)
        #expect(json["version"] as? String == "atom10")
        switch kind {
        case "feed":
            let head = try #require(json["feed"] as? [String: Any])
            #expect(Set(head.keys) == Set(Self.headKeys))
            let entries = try #require(json["entries"] as? [[String: Any]])
            #expect(entries.count == root.children(GDataEntryBase.self).count)
            for entry in entries { #expect(Set(entry.keys) == Set(Self.entryKeys)) }
        case "entry":
            let entry = try #require(json["entry"] as? [String: Any])
            #expect(Set(entry.keys) == Set(Self.entryKeys))
        case "service":
            let service = try #require(json["service"] as? [String: Any])
            let workspaces = try #require(service["workspaces"] as? [[String: Any]])
            #expect(workspaces.count == 2)
            let collections = try #require(workspaces.first?["collections"] as? [[String: Any]])
            #expect(!collections.isEmpty)
            #expect(collections.allSatisfy { $0["accept"] is [Any] && $0["href"] is String })
        default:
            Issue.record("unexpected kind \(kind)")
        }
    }

    @Test("text constructs: effective type and value per type")
    func textValues() throws {
        let json = try Self.json(
            """
            <entry xmlns="http://www.w3.org/2005/Atom">
              <title>Plain &amp; simple</title>
              <summary type="html">&lt;b&gt;bold&lt;/b&gt;</summary>
              <rights type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">Some <b>rights</b></div></rights>
              <content type="application/xml"><data xmlns="urn:d"><v>1</v></data></content>
            </entry>
            """
        )
        let entry = try #require(json["entry"] as? [String: Any])
        let title = try #require(entry["title"] as? [String: Any])
        #expect(title["type"] as? String == "text")
        #expect(title["value"] as? String == "Plain & simple")
        let summary = try #require(entry["summary"] as? [String: Any])
        #expect(summary["type"] as? String == "html")
        #expect(summary["value"] as? String == "<b>bold</b>")
        let rights = try #require(entry["rights"] as? [String: Any])
        #expect(rights["value"] as? String == #"Some <b xmlns="http://www.w3.org/1999/xhtml">rights</b>"#)
        let content = try #require((entry["content"] as? [[String: Any]])?.first)
        #expect(content["type"] as? String == "application/xml")
        #expect(content["value"] as? String == #"<data xmlns="urn:d"><v>1</v></data>"#)
        #expect(content["src"] is NSNull)
    }

    @Test("xml:base resolution and xml:lang inheritance, with the document URI as the starting base")
    func baseAndLanguage() throws {
        let json = try Self.json(
            """
            <feed xmlns="http://www.w3.org/2005/Atom" xml:base="feeds/" xml:lang="en">
              <icon>icon.png</icon>
              <link href="self"/>
              <entry xml:base="../other/" xml:lang="">
                <author><name>A</name><uri>people/a</uri></author>
                <content src="body.txt" type="text/plain"/>
              </entry>
            </feed>
            """,
            documentURI: "http://example.com/root/doc.xml"
        )
        let head = try #require(json["feed"] as? [String: Any])
        #expect(head["base"] as? String == "http://example.com/root/feeds/")
        #expect(head["lang"] as? String == "en")
        #expect(head["icon"] as? String == "http://example.com/root/feeds/icon.png")
        let link = try #require((head["links"] as? [[String: Any]])?.first)
        #expect(link["rel"] as? String == "alternate", "absent rel means alternate")
        #expect(link["href"] as? String == "http://example.com/root/feeds/self")
        let entry = try #require((json["entries"] as? [[String: Any]])?.first)
        #expect(entry["lang"] as? String == "", "explicitly unset")
        #expect(entry["base"] as? String == "http://example.com/root/other/")
        let author = try #require((entry["authors"] as? [[String: Any]])?.first)
        #expect(author["uri"] as? String == "http://example.com/root/other/people/a")
        let content = try #require((entry["content"] as? [[String: Any]])?.first)
        #expect(content["src"] as? String == "http://example.com/root/other/body.txt")
        #expect(content["value"] is NSNull)
    }

    @Test("Atom 0.3 maps onto the same model")
    func atom03() throws {
        let json = try Self.json(
            """
            <feed version="0.3" xmlns="http://purl.org/atom/ns#">
              <title>Old</title><tagline>Tag</tagline><copyright>C</copyright><info>I</info>
              <modified>2004-01-01T00:00:00Z</modified>
              <link rel="alternate" type="text/html" href="http://old/"/>
              <entry><title>E</title><issued>2004-01-01T00:00:00Z</issued><created>2003-12-31T00:00:00Z</created>
                <author><name>N</name><url>http://n/</url></author>
                <content type="text/html" mode="escaped">&lt;p&gt;x&lt;/p&gt;</content></entry>
            </feed>
            """
        )
        #expect(json["version"] as? String == "atom03")
        let head = try #require(json["feed"] as? [String: Any])
        #expect((head["subtitle"] as? [String: Any])?["value"] as? String == "Tag")
        #expect((head["rights"] as? [String: Any])?["value"] as? String == "C")
        #expect((head["info"] as? [String: Any])?["value"] as? String == "I")
        #expect(head["updated"] as? String == "2004-01-01T00:00:00Z")
        let entry = try #require((json["entries"] as? [[String: Any]])?.first)
        #expect(entry["published"] as? String == "2004-01-01T00:00:00Z")
        #expect(entry["created"] as? String == "2003-12-31T00:00:00Z")
        #expect((entry["title"] as? [String: Any])?["type"] as? String == "text/plain")
        let content = try #require((entry["content"] as? [[String: Any]])?.first)
        #expect(content["value"] as? String == "<p>x</p>")
        #expect(((entry["authors"] as? [[String: Any]])?.first)?["uri"] as? String == "http://n/")
    }

    @Test("GData fields: etag, kind, OpenSearch (both namespaces), deleted, batch and extensions in document order")
    func gdataFields() throws {
        let json = try Self.json(
            """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005"
                  xmlns:os="http://a9.com/-/spec/opensearchrss/1.0/" xmlns:batch="http://schemas.google.com/gdata/batch"
                  gd:etag="W/&quot;f&quot;" gd:kind="k#feed">
              <os:totalResults>12</os:totalResults><os:itemsPerPage>3</os:itemsPerPage>
              <entry><gd:deleted/><batch:id>b1</batch:id><batch:operation type="update"/>
                <batch:status code="409" reason="Conflict" content-type="text/plain"/>
                <gd:email address="a@b" primary="true"/></entry>
            </feed>
            """
        )
        let head = try #require(json["feed"] as? [String: Any])
        #expect(head["etag"] as? String == "W/\"f\"")
        #expect(head["kind"] as? String == "k#feed")
        let openSearch = try #require(head["openSearch"] as? [String: Any])
        #expect(openSearch["totalResults"] as? Int == 12)
        #expect(openSearch["startIndex"] is NSNull)
        #expect(openSearch["itemsPerPage"] as? Int == 3)
        let extensions = try #require(head["extensions"] as? [[String: Any]])
        #expect(extensions.map { $0["name"] as? String } == ["totalResults", "itemsPerPage"])
        let entry = try #require((json["entries"] as? [[String: Any]])?.first)
        #expect(entry["deleted"] as? Bool == true)
        let batch = try #require(entry["batch"] as? [String: Any])
        #expect(batch["id"] as? String == "b1")
        #expect(batch["operation"] as? String == "update")
        let status = try #require(batch["status"] as? [String: Any])
        #expect(status["code"] as? Int == 409)
        #expect(status["contentType"] as? String == "text/plain")
        let entryExtensions = try #require(entry["extensions"] as? [[String: Any]])
        #expect(entryExtensions.map { $0["name"] as? String } == ["deleted", "id", "operation", "status", "email"])
        let email = try #require(entryExtensions.last)
        #expect((email["attributes"] as? [String: String])?["address"] == "a@b")
        #expect(email["ns"] as? String == "http://schemas.google.com/g/2005")
    }

    @Test("streamed JSON: a head line, then one entry object per line")
    func streamLines() throws {
        let xml =
            #"<feed xmlns="http://www.w3.org/2005/Atom"><id>f</id><entry><id>1</id></entry><entry><id>2</id></entry></feed>"#
        let reader = GDataFeedReader(data: Data(xml.utf8))
        let headLine = GDataJSONModel.streamHead(try reader.head())
        #expect(!headLine.contains("\n"))
        let head = try #require(try JSONSerialization.jsonObject(with: Data(headLine.utf8)) as? [String: Any])
        #expect(head["kind"] as? String == "feed")
        #expect((head["feed"] as? [String: Any])?["id"] as? String == "f")
        var ids: [String] = []
        while let entry = try reader.nextEntry() {
            let line = GDataJSONModel.entry(entry)
            #expect(!line.contains("\n"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            ids.append(object["id"] as? String ?? "?")
        }
        #expect(ids == ["1", "2"])
    }

    @Test("class names the Swift class the parser chose for the feed and each entry")
    func classKey() throws {
        let url = try #require(
            Bundle.module.url(
                forResource: "FeedContactTest1",
                withExtension: "xml",
                subdirectory: "Fixtures/gdata-objc"
            )
        )
        let root = try GDataXMLParser.parse(contentsOf: url)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(GDataJSONModel.document(root).utf8)) as? [String: Any]
        )
        let head = try #require(json["feed"] as? [String: Any])
        #expect(head["class"] as? String == "GDataFeedContact")
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(!entries.isEmpty)
        #expect(entries.allSatisfy { $0["class"] as? String == "GDataEntryContact" })

        let plain = try Self.json("<entry xmlns='http://www.w3.org/2005/Atom'><title>t</title></entry>")
        let entry = try #require(plain["entry"] as? [String: Any])
        #expect(entry["class"] as? String == "GDataEntryBase")
    }
}
