import Foundation
import Testing

@testable import GData
@testable import GDataCore

@Suite("AtomPub service and category documents, ACL feeds")
struct ServiceDocumentTests {
    @Test("service document (RFC 5023 namespace)")
    func serviceDocument() throws {
        let service = try #require(
            try SchemaTestSupport.fixture("FeedServiceDocTest2.xml") as? GDataAtomServiceDocument
        )
        #expect(service.workspaces.count == 2)
        let first = try #require(service.primaryWorkspace)
        #expect(first.title?.value == "fredflintstone workspace")
        #expect(first.collections.count == 1)
        let photos = try #require(first.primaryCollection)
        #expect(photos.titleString == "filetypes")
        #expect(photos.serviceAcceptStrings == ["image/png", "image/jpeg", "image/gif", "video/*", "image/jpg"])
        let second = service.workspaces[1].collections[0]
        #expect(second.href == "http://example.org/hrefcollection")
        let group = try #require(second.categoryGroup)
        #expect(group.isFixed)
        #expect(group.scheme == "bogusscheme")
        #expect(group.href == "bogushref")
        #expect(group.categories.map(\.term) == ["joke", "serious"])
        #expect(SchemaTestSupport.unknowns(in: service).isEmpty)
        try SchemaTestSupport.expectRoundTrip(service)
        #expect((service.value(forOriginalKey: "workspaces") as? [GDataAtomWorkspace])?.count == 2)
    }

    @Test("v1 service document (http://purl.org/atom/app#) with title attributes")
    func serviceDocumentV1() throws {
        let service = try #require(
            try SchemaTestSupport.fixture("historical/FeedServiceDocTest1.xml") as? GDataAtomServiceDocument
        )
        #expect(service.workspaces.count == 2)
        #expect(service.workspaces[0].titleString == "wilmaflintstone")
        #expect(service.workspaces[0].value(forOriginalKey: "title") as? String == "wilmaflintstone")
        let collection = try #require(service.workspaces[0].primaryCollection)
        #expect(collection.titleString == "photo types")
        #expect(collection.serviceAcceptStrings == ["image/png,image/gif,video/*,image/jpg"])
        let group = try #require(service.workspaces[1].collections.first?.categoryGroup)
        #expect(group.isFixed)
        #expect(group.scheme == "hocus-scheme")
        #expect(group.categories.count == 2)
        #expect(SchemaTestSupport.unknowns(in: service).isEmpty)
        try SchemaTestSupport.expectRoundTrip(service)
    }

    @Test("building a service document and a category document")
    func buildAndCategories() throws {
        let collection = GDataAtomCollection()
        collection.href = "coll"
        collection.title = GDataTitle("Posts")
        collection.serviceAcceptStrings = ["application/atom+xml;type=entry"]
        let workspace = GDataAtomWorkspace()
        workspace.collections = [collection]
        let service = GDataAtomServiceDocument()
        service.workspaces = [workspace]
        let parsed = try GDataAtomServiceDocument.parse(
            data: service.xmlData(),
            options: GDataParseOptions(documentURI: "http://h/s")
        )
        #expect(parsed.primaryWorkspace?.primaryCollection?.resolvedHref == "http://h/coll")
        #expect(parsed.isEqual(to: service))

        let categories = try #require(
            try SchemaTestSupport.parse(
                """
                <app:categories xmlns:app='http://www.w3.org/2007/app' xmlns:atom='http://www.w3.org/2005/Atom' fixed='yes'
                  scheme='http://example.com/cats'><atom:category term='animal'/><atom:category term='vegetable'/></app:categories>
                """
            ) as? GDataAtomCategoryDocument
        )
        #expect(categories.isFixed)
        #expect(categories.categories.map(\.term) == ["animal", "vegetable"])
        #expect(throws: GDataXMLError.self) { try GDataAtomServiceDocument.parse(data: Data("<x/>".utf8)) }
    }

    @Test("ACL feed: kind selection, scope, role, keyed role")
    func aclFeed() throws {
        let feed = try #require(try SchemaTestSupport.fixture("FeedACLTest1.xml") as? GDataFeedACL)
        let entries = feed.entries
        #expect(entries.count >= 2)
        let first = try #require(entries[0] as? GDataEntryACL)
        #expect(first.scope?.type == "user")
        #expect(first.scope?.value == "test@example.com")
        #expect(first.role?.value == "http://schemas.google.com/gCal/2005#owner")
        #expect(first.links[1].rel == "edit")
        let second = try #require(entries[1] as? GDataEntryACL)
        #expect(second.scope?.scopeName == "wilma")
        #expect(second.keyedRole?.key == "A123B")
        #expect(second.keyedRole?.role?.value == "reader")
        #expect(second.keyedRole?.additionalRoles[1].value == "pigeon")
        #expect(feed.links[0].rel == "http://schemas.google.com/acl/2007#controlledObject")
        #expect(SchemaTestSupport.unknowns(in: feed).isEmpty)
        try SchemaTestSupport.expectRoundTrip(feed)
        let typed = try GDataFeedACL.parse(data: feed.xmlData())
        #expect(typed.entries.count == entries.count)
    }
}
