import Foundation
import GData
import GDataService
import Testing

/// The original's `GDataQueryTest.m` URL vectors, byte for byte, and the encodings of `GDataUtilitiesTest`.
@Suite("GDataQuery")
struct GDataQueryTests {
    let feedURL = URL(string: "http://www.google.com/calendar/feeds/userID/private/basic")!

    func date(_ text: String) throws -> GDataDateTime {
        try #require(GDataDateTime(rfc3339String: text))
    }

    func everyStandardParameter() throws -> GDataQuery {
        var query = GDataQuery(feedURL: feedURL)
        query.author = "Fred Flintstone"
        query.fullTextQueryString = "Darcy Dingo"
        query.isAscendingOrder = true
        query.isStrict = true
        query.language = "en"
        query.maxResults = 20
        query.orderBy = "random"
        query.protocolVersion = "2.0"
        query.shouldPrettyPrint = true
        query.shouldShowDeleted = true
        query.shouldRequireAllDeleted = true
        query.shouldShowOnlyDeleted = true
        query.startIndex = 10
        query.publishedMinDateTime = try date("2006-03-29T07:35:59.000Z")
        query.publishedMaxDateTime = try date("2006-03-30T07:35:59.000Z")
        query.updatedMinDateTime = try date("2006-04-29T07:35:59.000Z")
        query.updatedMaxDateTime = try date("2007-06-25T13:37:54.146+07:00")
        query.setCustomParameter("Fred", "Barney")
        query.setCustomParameter("Wilma", "Betty")
        return query
    }

    var categoryFilter: GDataCategoryFilter {
        var filter = GDataCategoryFilter()
        filter.addCategory(
            scheme: "http://schemas.google.com/g/2005#kind",
            term: "http://schemas.google.com/g/2005#event"
        )
        filter.addCategory(scheme: "MyScheme2", term: "MyTerm2")
        filter.addExcludedCategory(term: "MyTerm3")
        return filter
    }

    @Test func unadornedFeedURLIsPreserved() {
        #expect(GDataQuery(feedURL: feedURL).url == feedURL)
    }

    @Test func everyStandardParameterSortedCaseInsensitively() throws {
        let expected =
            "http://www.google.com/calendar/feeds/userID/private/basic?"
            + "author=Fred+Flintstone&Fred=Barney&hl=en&max-results=20&onlydeleted=true"
            + "&orderby=random&prettyprint=true&published-max=2006-03-30T07%3A35%3A59Z"
            + "&published-min=2006-03-29T07%3A35%3A59Z&q=Darcy+Dingo"
            + "&requirealldeleted=true&showdeleted=true"
            + "&sortorder=ascending&start-index=10&strict=true"
            + "&updated-max=2007-06-25T13%3A37%3A54%2B07%3A00"
            + "&updated-min=2006-04-29T07%3A35%3A59Z&v=2.0&Wilma=Betty"
        #expect(try everyStandardParameter().url.absoluteString == expected)
    }

    @Test func categoryPath() {
        var query = GDataQuery(feedURL: feedURL)
        query.addCategoryFilter(categoryFilter)
        let expected =
            "http://www.google.com/calendar/feeds/userID/private/"
            + "basic/-/%7Bhttp%3A%2F%2Fschemas.google.com%2Fg%2F2005%23kind%7Dhttp"
            + "%3A%2F%2Fschemas.google.com%2Fg%2F2005%23event%7C%7BMyScheme2%7D"
            + "MyTerm2%7C-MyTerm3"
        #expect(query.url.absoluteString == expected)
    }

    @Test func categoriesAndParameters() throws {
        var query = try everyStandardParameter()
        query.addCategoryFilter(categoryFilter)
        query.addCategoryFilter(term: "Zonk4")
        let expected =
            "http://www.google.com/calendar/feeds/userID/private/"
            + "basic/-/%7Bhttp%3A%2F%2Fschemas.google.com%2Fg%2F2005%23kind%7Dhttp%3A%2F%2F"
            + "schemas.google.com%2Fg%2F2005%23event%7C%7BMyScheme2%7DMyTerm2%7C-MyTerm3/"
            + "Zonk4?author=Fred+Flintstone&Fred=Barney&hl=en&max-results=20&onlydeleted=true&"
            + "orderby=random&prettyprint=true&published-max=2006-03-30T07%3A35%3A59Z&"
            + "published-min=2006-03-29T07%3A35%3A59Z&q=Darcy+Dingo&"
            + "requirealldeleted=true&showdeleted=true&"
            + "sortorder=ascending&start-index=10&strict=true&"
            + "updated-max=2007-06-25T13%3A37%3A54%2B07%3A00"
            + "&updated-min=2006-04-29T07%3A35%3A59Z&v=2.0&Wilma=Betty"
        #expect(query.url.absoluteString == expected)
    }

    @Test func errFieldsAndCustomParameters() throws {
        var query = GDataQuery(feedURL: feedURL)
        query.shouldFormatErrorsAsXML = true
        query.fieldSelection = "entry(@gd:*,link,title)"
        query.setCustomParameter("max-attendees", int: 12)
        query.setCustomParameter("showhidden", bool: true)
        query.setCustomParameter("showinlinecomments", bool: false, defaultValue: true)
        query.setCustomParameter("ctz", "America/Los_Angeles")
        query.setCustomParameter("recurrence-expansion-start", date: try date("2006-03-29T07:35:59.000Z"))
        let expected =
            "http://www.google.com/calendar/feeds/userID/private/basic?"
            + "ctz=America%2FLos_Angeles&err=xml&fields=entry%28%40gd%3A%2A%2Clink%2Ctitle%29&"
            + "max-attendees=12&recurrence-expansion-start=2006-03-29T07%3A35%3A59Z&"
            + "showhidden=true&showinlinecomments=false"
        #expect(query.url.absoluteString == expected)
        query.setCustomParameter("ctz", nil)
        #expect(!query.url.absoluteString.contains("ctz"))
        #expect(query.intParameter("max-attendees") == 12)
    }

    @Test func serviceDocumentFormat() {
        var query = GDataQuery(feedURL: URL(string: "https://photos.googleapis.com/data/feed/api/user/fredflintstone")!)
        query.resultFormat = GDataQuery.ResultFormat.serviceDocument
        #expect(
            query.url.absoluteString
                == "https://photos.googleapis.com/data/feed/api/user/fredflintstone?alt=atom-service"
        )
    }

    /// `testMixedCategoryParamQueries`: with and without a trailing `/`, with and without an existing query.
    @Test(arguments: [
        ("http://domain.net/?x=y", true, true, "http://domain.net/-/ferret%7C-iguana/monkey?x=y&start-index=10"),
        ("http://domain.net?x=y", true, true, "http://domain.net/-/ferret%7C-iguana/monkey?x=y&start-index=10"),
        ("http://domain.net/", true, true, "http://domain.net/-/ferret%7C-iguana/monkey?start-index=10"),
        ("http://domain.net", true, true, "http://domain.net/-/ferret%7C-iguana/monkey?start-index=10"),
        ("http://domain.net/?x=y", false, true, "http://domain.net/?x=y&start-index=10"),
        ("http://domain.net/?x=y", true, false, "http://domain.net/-/ferret%7C-iguana/monkey?x=y"),
    ])
    func mixedCategoryAndParameters(url: String, categories: Bool, startIndex: Bool, expected: String) throws {
        var query = GDataQuery(feedURL: try #require(URL(string: url)))
        if categories {
            var first = GDataCategoryFilter(term: "ferret")
            first.addExcludedCategory(term: "iguana")
            query.addCategoryFilter(first)
            query.addCategoryFilter(term: "monkey")
        }
        if startIndex { query.startIndex = 10 }
        #expect(query.urlString == expected)
    }

    @Test func parameterAndURIEncodingOfEveryASCIICharacter() {
        let ascii =
            " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\u{7F}"
        let parameter =
            "+%21%22%23%24%25%26%27%28%29%2A%2B%2C-.%2F0123456789%3A%3B%3C%3D%3E%3F%40"
            + "ABCDEFGHIJKLMNOPQRSTUVWXYZ%5B%5C%5D%5E_%60abcdefghijklmnopqrstuvwxyz%7B%7C%7D~%7F"
        #expect(GDataQuery.encodeParameter(ascii) == parameter)
        #expect(GDataQuery.encodeURIComponent(ascii) == "%20" + parameter.dropFirst())
        #expect(GDataQuery.encodeParameter("è") == "%C3%A8")
    }

    @Test func categoryExpressionFromTheCommandLine() {
        let filter = GDataCategoryFilter(expression: "friends|-coworkers|{http://s/#kind}event")
        #expect(filter.categories == [.init(term: "friends"), .init(scheme: "http://s/#kind", term: "event")])
        #expect(filter.excludedCategories == [.init(term: "coworkers")])
        #expect(filter.pathSegment == "friends%7C%7Bhttp%3A%2F%2Fs%2F%23kind%7Devent%7C-coworkers")
    }
}
