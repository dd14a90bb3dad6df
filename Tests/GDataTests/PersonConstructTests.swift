import Foundation
import Testing

@testable import GDataCore

/// The original's `[entry addAuthor:[GDataPerson personWithName:email:]]` (issue 19, item 5).
@Suite("Authors and contributors from GDataPerson")
struct PersonConstructTests {
    @Test("addAuthor takes a GDataPerson: written as atom:author, read back in authors")
    func addAuthorTakesAPerson() throws {
        let entry = GDataEntryBase(title: "Party")
        entry.addAuthor(GDataPerson(name: "Fred Flintstone", email: "fred@example.com"))
        entry.addContributor(GDataPerson(name: "Barney Rubble"))
        #expect(entry.authors.map(\.personName) == ["Fred Flintstone"])
        #expect(entry.authors.first?.email == "fred@example.com")
        #expect(entry.contributors.map(\.personName) == ["Barney Rubble"])
        let xml = entry.xmlString()
        #expect(xml.contains("<author><name>Fred Flintstone</name><email>fred@example.com</email></author>"))
        #expect(xml.contains("<contributor><name>Barney Rubble</name></contributor>"))
        let reread = try #require(try GDataXMLParser.parse(Data(xml.utf8)) as? GDataEntryBase)
        #expect(reread.authors.first?.personName == "Fred Flintstone")
        #expect(reread.authors.first?.email == "fred@example.com")
    }

    @Test("feeds and sources take persons too; an author stays itself")
    func feedsAndSources() {
        let feed = GDataFeedBase()
        let author = GDataAuthor(name: "Wilma", email: "wilma@example.com")
        feed.addAuthor(author)
        #expect(feed.authors.first === author)
        let source = GDataSource()
        source.addContributor(GDataPerson(name: "Pebbles"))
        #expect(source.contributors.first?.personName == "Pebbles")
        #expect(GDataPerson(name: "Dino").asAuthor().name == GDataXMLName.atom("author"))
    }
}
