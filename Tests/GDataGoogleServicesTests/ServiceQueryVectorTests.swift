import Foundation
import GData
import GDataGoogleServices
import GDataService
import Testing

/// The Objective-C library's service query and feed-URL vectors (`GDataQueryTest.m`), byte for byte.
@Suite("Service queries and feed URLs")
struct ServiceQueryVectorTests {
    static let dateTime1 = GDataDateTime(rfc3339String: "2006-03-29T07:35:59.000Z")
    static let dateTime2 = GDataDateTime(rfc3339String: "2006-03-30T07:35:59.000Z")
    static let calendarFeed = URL(string: "http://www.google.com/calendar/feeds/userID/private/basic")!

    @Test func calendarQueryWithStartTimes() {
        var query = GDataQueryCalendar(feedURL: Self.calendarFeed)
        query.startIndex = 10
        query.maxResults = 20
        query.minimumStartTime = Self.dateTime1
        query.maximumStartTime = Self.dateTime2
        query.shouldShowInlineComments = true
        query.shouldShowHiddenEvents = false
        #expect(
            query.url.absoluteString
                == "http://www.google.com/calendar/feeds/userID/private/basic?"
                + "max-results=20&start-index=10&start-max=2006-03-30T07%3A35%3A59Z&start-min=2006-03-29T07%3A35%3A59Z"
        )
        #expect(query.minimumStartTime?.date == Self.dateTime1?.date)
    }

    @Test func calendarQueryWithEveryOtherParameter() {
        var query = GDataQueryCalendar(feedURL: Self.calendarFeed)
        query.recurrenceExpansionStartTime = Self.dateTime1
        query.recurrenceExpansionEndTime = Self.dateTime1
        query.shouldQueryAllFutureEvents = true
        query.shouldExpandRecurrentEvents = true
        query.currentTimeZoneName = "America/Los Angeles"
        query.shouldShowInlineComments = false
        query.shouldShowHiddenEvents = true
        query.shouldFormatErrorsAsXML = true
        query.maximumAttendees = 12
        query.fieldSelection = "entry(@gd:*,link,title)"
        #expect(
            query.url.absoluteString
                == "http://www.google.com/calendar/feeds/userID/private/basic?"
                + "ctz=America%2FLos_Angeles&err=xml&"
                + "fields=entry%28%40gd%3A%2A%2Clink%2Ctitle%29&futureevents=true&"
                + "max-attendees=12&"
                + "recurrence-expansion-end=2006-03-29T07%3A35%3A59Z&"
                + "recurrence-expansion-start=2006-03-29T07%3A35%3A59Z&"
                + "showhidden=true&showinlinecomments=false&singleevents=true"
        )
        #expect(query.maximumAttendees == 12)
        query.maximumAttendees = -1
        #expect(query.query.customParameter("max-attendees") == nil)
    }

    @Test func spreadsheetCellAndListQueries() {
        let feed = URL(string: kGDataGoogleSpreadsheetsPrivateFullFeed)!
        var cells = GDataQuerySpreadsheet(feedURL: feed)
        cells.minimumRow = 3
        cells.maximumRow = 7
        cells.minimumColumn = 2
        cells.maximumColumn = 12
        cells.range = "A1:B2"
        cells.shouldReturnEmpty = true
        #expect(
            cells.url.absoluteString
                == "https://spreadsheets.google.com/feeds/spreadsheets/private/full?"
                + "max-col=12&max-row=7&min-col=2&min-row=3&range=A1%3AB2&return-empty=true"
        )
        var list = GDataQuerySpreadsheet(feedURL: feed)
        list.spreadsheetQuery = "ipm<4 and hours>40"
        list.orderBy = "column:foostuff"
        list.isReverseSort = true
        #expect(
            list.url.absoluteString
                == "https://spreadsheets.google.com/feeds/spreadsheets/private/full?"
                + "orderby=column%3Afoostuff&reverse=true&sq=ipm%3C4+and+hours%3E40"
        )
        list.minimumRow = 0
        #expect(list.minimumRow == 0)
    }

    @Test func photosQueriesAndContactsFeed() {
        var first = GDataQueryGooglePhotos(userID: "fredflintstone", albumID: "12345", photoID: "987654321")
        first.kind = kGDataGooglePhotosKindPhoto
        first.access = kGDataGooglePhotosAccessPrivate
        first.thumbsize = 80
        first.imageSize = 32
        first.tag = "dog"
        #expect(
            first.url.absoluteString
                == "https://photos.googleapis.com/data/feed/api/"
                + "user/fredflintstone/albumid/12345/photoid/987654321?"
                + "access=private&imgmax=32&kind=photo&tag=dog&thumbsize=80"
        )
        #expect(first.imageSize == 32)

        var second = GDataQueryGooglePhotos(userID: "fredflintstone", albumName: "froggy photos")
        second.imageSize = kGDataGooglePhotosImageSizeDownloadable
        #expect(
            second.url.absoluteString
                == "https://photos.googleapis.com/data/feed/api/user/fredflintstone/album/froggy%20photos?imgmax=d"
        )
        #expect(second.imageSize == kGDataGooglePhotosImageSizeDownloadable)

        #expect(
            GDataServiceGooglePhotos.photoContactsFeedURL(forUserID: "fred@example.com").absoluteString
                == "https://photos.googleapis.com/data/feed/api/user/fred%40example.com/contacts?kind=user"
        )

        var third = GDataQueryGooglePhotos(userID: "fredflintstone")
        third.resultFormat = GDataQuery.ResultFormat.serviceDocument
        #expect(
            third.url.absoluteString
                == "https://photos.googleapis.com/data/feed/api/user/fredflintstone?alt=atom-service"
        )
    }

    @Test func youTubeQuery() {
        let feed = GDataServiceGoogleYouTube.youTubeURL(forUserID: "fred", userFeedID: kGDataYouTubeUserFeedIDFavorites)
        var query = GDataQueryYouTube(feedURL: feed)
        query.videoQuery = "\"Fred Flintstone\""
        query.format = "0,5,6"
        query.captionTrackFormat = kGDataYouTubeCaptionTrackFormatSubviewer
        query.timePeriod = kGDataYouTubePeriodThisWeek
        query.orderBy = kGDataYouTubeOrderByRelevance
        query.restriction = "127.0.0.1"
        query.languageRestriction = "en"
        query.location = "Canada"
        query.locationRadius = "2km"
        query.safeSearch = kGDataYouTubeSafeSearchStrict
        query.hasCaptions = true
        query.shouldInline = true
        query.shouldRequire3D = true
        query.uploader = "foo"
        #expect(
            query.url.absoluteString
                == "https://gdata.youtube.com/feeds/api/users/fred/"
                + "favorites?3d=true&caption=true&fmt=sbv&format=0%2C5%2C6&inline=true&location=Canada&"
                + "location-radius=2km&lr=en&orderby=relevance&q=%22Fred+Flintstone%22&"
                + "restriction=127.0.0.1&safeSearch=strict&time=this_week&uploader=foo"
        )
    }

    @Test func contactQuery() {
        var query = GDataQueryContact(userID: "user@example.com")
        query.groupIdentifier = "http://www.google.com/m8/feeds/groups/user%40example.com/base/6"
        #expect(
            query.url.absoluteString
                == "https://www.google.com/m8/feeds/contacts/user%40example.com/full?group=http%3A%2F%2Fwww.google.com%2Fm8%2Ffeeds%2Fgroups%2Fuser%2540example.com%2Fbase%2F6"
        )
    }

    @Test func docsQueries() {
        let feed = GDataServiceGoogleDocs.docsFeedURL()
        var first = GDataQueryDocs(feedURL: feed)
        first.titleQuery = "King Of Oceania"
        first.isTitleQueryExact = true
        first.parentFolderName = "Major Folder"
        first.shouldShowFolders = true
        #expect(
            first.url.absoluteString
                == "https://docs.google.com/feeds/default/private/full?"
                + "folder=Major+Folder&showfolders=true&title=King+Of+Oceania&title-exact=true"
        )
        var second = GDataQueryDocs(feedURL: feed)
        second.owner = "fred@flintstone.com"
        second.reader = "wilma@flintstone.com,pebbles@flintstone.com"
        second.writer = "barney@rubble.com,betty@rubble.com"
        #expect(
            second.url.absoluteString
                == "https://docs.google.com/feeds/default/private/full?"
                + "owner=fred%40flintstone.com&reader=wilma%40flintstone.com%2C"
                + "pebbles%40flintstone.com&writer=barney%40rubble.com%2Cbetty%40rubble.com"
        )
        var third = GDataQueryDocs(feedURL: feed)
        third.openedMinDateTime = GDataDateTime(rfc3339String: "2006-03-29T07:35:59.000Z")
        third.openedMaxDateTime = GDataDateTime(rfc3339String: "2006-03-30T07:35:59.000Z")
        third.editedMinDateTime = GDataDateTime(rfc3339String: "2006-04-29T07:35:59.000Z")
        third.editedMaxDateTime = GDataDateTime(rfc3339String: "2006-04-30T07:35:59.000Z")
        #expect(
            third.url.absoluteString
                == "https://docs.google.com/feeds/default/private/full?"
                + "edited-max=2006-04-30T07%3A35%3A59Z&edited-min=2006-04-29T07%3A35%3A59Z&"
                + "opened-max=2006-03-30T07%3A35%3A59Z&opened-min=2006-03-29T07%3A35%3A59Z"
        )
        var fourth = GDataQueryDocs(feedURL: feed)
        fourth.shouldActuallyDelete = true
        fourth.shouldShowRootParentLink = true
        fourth.shouldConvertUpload = false
        fourth.sourceLanguage = "en"
        fourth.targetLanguage = "de"
        fourth.shouldOCRUpload = true
        fourth.shouldCreateNewRevision = true
        #expect(
            fourth.url.absoluteString
                == "https://docs.google.com/feeds/default/private/full?"
                + "convert=false&delete=true&new-revision=true&ocr=true&showroot=true&"
                + "sourceLanguage=en&targetLanguage=de"
        )
        #expect(!fourth.shouldConvertUpload && fourth.shouldOCRUpload)
    }

    @Test func feedURLHelpersAndServiceFacts() {
        #expect(
            GDataServiceGoogleCalendar.calendarFeedURL(forUsername: "fred@example.com").absoluteString
                == "https://www.google.com/calendar/feeds/fred%40example.com"
        )
        #expect(
            GDataServiceGoogleCalendar.settingsFeedURL(forUsername: "fred").absoluteString
                == "https://www.google.com/calendar/feeds/fred/settings"
        )
        #expect(
            GDataServiceGoogleCalendar.freeBusyURL(forGroup: "team a").absoluteString
                == "https://www.google.com/calendar/feeds/default/freebusy/group/team%20a/busy-times"
        )
        #expect(
            GDataServiceGoogleContact.groupFeedURL(forUserID: "default").absoluteString
                == "https://www.google.com/m8/feeds/groups/default/full"
        )
        #expect(
            GDataServiceGoogleContact.contactFeedURL(forPropertyName: "myapp").absoluteString
                == "https://www.google.com/m8/feeds/contacts/default/property-myapp"
        )
        #expect(
            GDataServiceGoogleYouTube.youTubeURL(forFeedID: kGDataYouTubeFeedIDTopRated).absoluteString
                == "https://gdata.youtube.com/feeds/api/standardfeeds/top_rated"
        )
        #expect(
            GDataServiceGoogleYouTube.youTubeURL(forFeedID: nil).absoluteString
                == "https://gdata.youtube.com/feeds/api/videos"
        )
        #expect(
            GDataServiceGoogleYouTube.youTubeUploadURL(forUserID: "fred").absoluteString
                == "https://uploads.gdata.youtube.com/resumable/feeds/api/users/fred/uploads"
        )
        #expect(
            GDataServiceGoogleDocs.folderContentsFeedURL(forFolderID: "folder:abc").absoluteString
                == "https://docs.google.com/feeds/default/private/full/folder%3Aabc/contents"
        )
        #expect(
            GDataServiceGoogleBlogger.blogFeedURL(forUserID: "default").absoluteString
                == "https://www.blogger.com/feeds/default/blogs"
        )
        let facts: [(any GDataGoogleService.Type, String, String)] = [
            (GDataServiceGoogleCalendar.self, "cl", "2.1"), (GDataServiceGoogleContact.self, "cp", "3.0"),
            (GDataServiceGooglePhotos.self, "lh2", "2.0"), (GDataServiceGoogleYouTube.self, "youtube", "2.0"),
            (GDataServiceGoogleDocs.self, "writely", "3.0"), (GDataServiceGoogleSpreadsheet.self, "wise", "3.0"),
            (GDataServiceGoogleBlogger.self, "blogger", "2.0"),
        ]
        for (service, id, version) in facts {
            #expect(service.serviceID == id)
            #expect(service.defaultServiceVersion == version)
            #expect(service.configuration(userAgent: "T/1").serviceVersion == version)
            #expect(service.credentials(email: "a@b.c", password: "p").serviceID == id)
        }
    }
}
