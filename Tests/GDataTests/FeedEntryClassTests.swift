import Foundation
import Testing

@testable import GData
@testable import GDataCore

/// The class of each entry inside a feed, as the original chose it (issue 19, item 1): where a feed's `-classForEntries`
/// answered `kUseRegisteredEntryClass`, each entry's class comes from its own kind (else the feed's
/// `+defaultClassForEntries`); only where it named a class does the feed impose it. Every case is checked in a whole
/// parse and in streaming (`GDataFeedReader`).
@Suite("Entry classes inside a feed")
struct FeedEntryClassTests {
    enum Kind: Sendable, CustomStringConvertible {
        case term(String)
        case attribute(String)

        var xml: (attribute: String, category: String) {
            switch self {
            case .term(let term):
                ("", "<category scheme='http://schemas.google.com/g/2005#kind' term='\(term)'/>")
            case .attribute(let value): (" gd:kind='\(value)'", "")
            }
        }

        var description: String {
            switch self {
            case .term(let term): term
            case .attribute(let value): "gd:kind=\(value)"
            }
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        var feed: String
        var kind: Kind
        /// The entries' kinds (`nil`: an entry without one) and the class each must have.
        var entries: [(Kind?, String)]

        var description: String { feed }
    }

    static let yt = "http://gdata.youtube.com/schemas/2007#"
    static let docs = "http://schemas.google.com/docs/2007#"
    static let wt = "http://schemas.google.com/webmasters/tools/2007#"
    static let acl = Kind.term("http://schemas.google.com/acl/2007#accessRule")

    /// Feeds whose entries take their class from their own kind (the original's `kUseRegisteredEntryClass`).
    static let registered: [Case] =
        [
            Case(
                feed: "GDataFeedYouTubePlaylist",
                kind: .term(yt + "playlist"),
                entries: [
                    (.term(yt + "video"), "GDataEntryYouTubeVideo"), (acl, "GDataEntryACL"), (nil, "GDataEntryBase"),
                ]
            ),
            Case(
                feed: "GDataFeedYouTubeVideo",
                kind: .term(yt + "video"),
                entries: [(.term(yt + "comment"), "GDataEntryYouTubeComment"), (nil, "GDataEntryBase")]
            ),
        ]
        + [
            "Favorite", "PlaylistLink", "Subscription", "CaptionTrack", "Channel", "Comment", "Complaint", "Friend",
            "Rating",
            "UserEvent", "UserProfile", "VideoMessage",
        ].map { name in
            Case(
                feed: "GDataFeedYouTube" + name,
                kind: .term(yt + name.prefix(1).lowercased() + name.dropFirst()),
                entries: [(.term(yt + "video"), "GDataEntryYouTubeVideo"), (nil, "GDataEntryBase")]
            )
        }
        + [
            Case(
                feed: "GDataFeedDocList",
                kind: .term(docs + "item"),
                entries: [
                    (.term(docs + "folder"), "GDataEntryFolderDoc"), (acl, "GDataEntryACL"), (nil, "GDataEntryDocBase"),
                ]
            ),
            Case(
                feed: "GDataFeedDocChange",
                kind: .term(docs + "change"),
                entries: [(.term(docs + "document"), "GDataEntryStandardDoc"), (nil, "GDataEntryDocBase")]
            ),
            Case(
                feed: "GDataFeedCalendarSettings",
                kind: .attribute("calendar#settingFeed"),
                entries: [(.attribute("calendar#event"), "GDataEntryCalendarEvent"), (nil, "GDataEntryBase")]
            ),
            Case(
                feed: "GDataFeedHealthProfile",
                kind: .term("http://schemas.google.com/health/kinds#profile"),
                entries: [(acl, "GDataEntryACL"), (nil, "GDataEntryBase")]
            ),
            Case(
                feed: "GDataFeedSite",
                kind: .term(wt + "sites-feed"),
                entries: [(.term(wt + "message"), "GDataEntrySiteMessage"), (nil, "GDataEntryBase")]
            ),
            Case(
                feed: "GDataFeedSiteCrawlIssue",
                kind: .term(wt + "crawl_issue_entry"),
                entries: [(.term(wt + "site-info"), "GDataEntrySite"), (nil, "GDataEntryBase")]
            ),
            Case(
                feed: "GDataFeedSiteMessage",
                kind: .term(wt + "messages-feed"),
                entries: [(.term(wt + "site-info"), "GDataEntrySite"), (nil, "GDataEntryBase")]
            ),
        ]

    /// Feeds whose `-classForEntries` named a class: every entry has it, whatever its kind.
    static let imposed: [Case] = [
        Case(
            feed: "GDataFeedACL",
            kind: acl,
            entries: [(.term(docs + "document"), "GDataEntryACL"), (nil, "GDataEntryACL")]
        ),
        Case(
            feed: "GDataFeedContact",
            kind: .term("http://schemas.google.com/contact/2008#contact"),
            entries: [(.term("http://schemas.google.com/contact/2008#group"), "GDataEntryContact")]
        ),
        Case(
            feed: "GDataFeedCalendarEvent",
            kind: .attribute("calendar#eventFeed"),
            entries: [(.term("http://schemas.google.com/g/2005#message"), "GDataEntryCalendarEvent")]
        ),
        Case(
            feed: "GDataFeedDocRevision",
            kind: .term(docs + "revision"),
            entries: [(.term(docs + "document"), "GDataEntryDocRevision")]
        ),
    ]

    static func document(_ testCase: Case) -> Data {
        let feedKind = testCase.kind.xml
        var xml = "<feed xmlns='http://www.w3.org/2005/Atom' xmlns:gd='http://schemas.google.com/g/2005'"
        xml += feedKind.attribute + "><id>feed</id>" + feedKind.category + "<title>t</title>"
        for (index, (kind, _)) in testCase.entries.enumerated() {
            let entryKind: (attribute: String, category: String) = kind?.xml ?? (attribute: "", category: "")
            xml += "<entry\(entryKind.attribute)><id>e\(index)</id>\(entryKind.category)<title>e</title></entry>"
        }
        return Data((xml + "</feed>").utf8)
    }

    private func className(_ object: GDataObject) -> String { String(describing: type(of: object)) }

    private func check(_ testCase: Case) throws {
        let data = Self.document(testCase)
        let expected = testCase.entries.map(\.1)
        let feed = try GDataXMLParser.parse(data)
        #expect(className(feed) == testCase.feed)
        #expect(feed.childElements.filter { $0 is GDataEntryBase }.map(className) == expected)
        let reader = GDataFeedReader(data: data)
        #expect(try className(reader.head()) == testCase.feed)
        var streamed: [String] = []
        while let entry = try reader.nextEntry() { streamed.append(className(entry)) }
        #expect(streamed == expected)
    }

    @Test("a feed using registered entry classes: each entry's class comes from its own kind", arguments: registered)
    func registeredEntryClasses(testCase: Case) throws { try check(testCase) }

    @Test("a feed naming its entry class imposes it on every entry, whatever its kind", arguments: imposed)
    func imposedEntryClass(testCase: Case) throws { try check(testCase) }

    @Test("an ACL entry on its own is a GDataEntryACL, with its scope and role")
    func aclEntryAlone() throws {
        let xml = """
            <entry xmlns='http://www.w3.org/2005/Atom' xmlns:gAcl='http://schemas.google.com/acl/2007'>\
            <id>acl</id><category scheme='http://schemas.google.com/g/2005#kind' \
            term='http://schemas.google.com/acl/2007#accessRule'/>\
            <gAcl:role value='writer'/><gAcl:scope type='user' value='fred@example.com'/></entry>
            """
        let entry = try #require(try GDataXMLParser.parse(Data(xml.utf8)) as? GDataEntryACL)
        #expect(entry.scope?.value == "fred@example.com")
        #expect(entry.role?.value == "writer")
    }
}
