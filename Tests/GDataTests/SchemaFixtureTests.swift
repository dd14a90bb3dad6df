import Foundation
import Testing

@testable import GData
@testable import GDataCore

@Suite("Core schema classes on the gdata-objc fixtures")
struct SchemaFixtureTests {
    static let fixtureDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gdata-objc")

    static func fixtureNames() -> [String] {
        let manager = FileManager.default
        let top = (try? manager.contentsOfDirectory(atPath: fixtureDirectory.path)) ?? []
        let historical =
            (try? manager.contentsOfDirectory(atPath: fixtureDirectory.appendingPathComponent("historical").path)) ?? []
        return (top + historical.map { "historical/" + $0 }).filter { $0.hasSuffix(".xml") }.sorted()
    }

    /// Namespaces whose elements the core schemas fully declare (service namespaces and `gd:` kinds that only service
    /// entries declare are left to the service schemas).
    static let coreNamespaces: Set<String> = [
        GDataNamespace.atom, GDataNamespace.app, GDataNamespace.appV1, GDataNamespace.openSearch,
        GDataNamespace.openSearchV1, GDataNamespace.batch, GDataNamespace.thread, GDataNamespace.tombstones,
    ]

    static func unknownCoreElements(in object: GDataObject, path: String) -> [String] {
        var found: [String] = []
        let here = path + "/" + object.name.localName
        if !object.keepsChildXMLForTests {
            // `unknownXMLThang` is planted in FeedSpreadsheetTest1.xml to test unknown children.
            for case .element(let child) in object.unknownChildren
            where coreNamespaces.contains(child.name.namespaceURI) && child.name.localName != "unknownXMLThang" {
                found.append(here + "/" + child.name.description)
            }
        }
        for child in object.childElements where !(child is GDataXMLElement) {
            found += unknownCoreElements(in: child, path: here)
        }
        return found
    }

    @Test(
        "every fixture parses; no Atom/AtomPub/OpenSearch/batch/threading element is left unknown; round trip is equal"
    )
    func fixtures() throws {
        let names = Self.fixtureNames()
        #expect(names.count == 54)
        for name in names {
            let root = try GDataXMLParser.parse(contentsOf: Self.fixtureDirectory.appendingPathComponent(name))
            #expect(!(root is GDataXMLElement), "\(name): root not typed")
            #expect(Self.unknownCoreElements(in: root, path: name).isEmpty, "\(name)")
            let again = try GDataXMLParser.parse(root.xmlData())
            #expect(again.isEqual(to: root), "\(name): round trip differs")
            #expect(root.copy().isEqual(to: root), "\(name): copy differs")
        }
    }

    @Test("core key paths of the original tests")
    func originalPaths() throws {
        let calendar = try #require(try SchemaTestSupport.fixture("FeedCalendarTest1.xml") as? GDataFeedBase)
        #expect(calendar.title?.value == "Fred Flintstone's Calendar List")
        #expect(calendar.links[1].rel == GDataLink.Rel.post)
        #expect(calendar.links[2].rel == "self")
        #expect(calendar.authors.first?.personName == "Fred Flintstone")
        #expect(calendar.authors.first?.email == "fred@gmail.com")
        #expect(calendar.generator?.uri == "http://www.google.com/calendar")
        #expect(calendar.generator?.generatorName == "Google Calendar")
        #expect(calendar.generator?.version == "1.0")
        #expect(calendar.startIndex == 1)
        #expect(calendar.itemsPerPage == 3)
        let blog = try #require(try SchemaTestSupport.fixture("FeedBlogPostTest1.xml") as? GDataFeedBase)
        #expect(blog.firstEntry?.atomPubControl?.isDraft == true)
        #expect(blog.firstEntry?.total == 3)
        let comments = try #require(try SchemaTestSupport.fixture("FeedBlogCommentsTest1.xml") as? GDataFeedBase)
        #expect(comments.firstEntry?.inReplyTo?.type == "text/html")
        let base = try #require(
            try SchemaTestSupport.fixture("historical/FeedGoogleBaseSnippetTest1.xml") as? GDataFeedBase
        )
        #expect(base.batchOperation?.type == "update")
        #expect(base.atomPubControl?.isDraft == true)
        #expect(base.entry(at: 0)?.batchStatus?.code == 201)
        #expect(base.entry(at: 2)?.batchInterrupted?.totalCount == 15)
        let photos = try #require(try SchemaTestSupport.fixture("FeedPhotosAlbumPhoto1.xml") as? GDataFeedBase)
        #expect(photos.value(forOriginalKey: "rights") != nil)
        #expect(photos.firstEntry?.content?.type == "image/jpeg")
        #expect(photos.feedLink?.rel == GDataLink.Rel.feed)
    }
}

extension GDataObject {
    fileprivate var keepsChildXMLForTests: Bool { type(of: self).keepsChildXML }
}
