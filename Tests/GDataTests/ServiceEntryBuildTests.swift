import Foundation
import Testing

@testable import GData
@testable import GDataCore

/// Typical service entries built from scratch with the typed API, written, and parsed back with no class requested:
/// the parser picks the service class by the entry's standard kind and the reparsed entry equals the original.
@Suite("Service entries built from scratch")
struct ServiceEntryBuildTests {
    /// Writes `object`, parses the XML with no class requested, and checks equality and a byte-identical second write.
    static func roundTrip<T: GDataObject>(_ object: T) throws -> T {
        let written = object.xmlData()
        let reparsed = try GDataXMLParser.parse(written)
        let typed = try #require(reparsed as? T, "reparsed as \(type(of: reparsed)), not \(T.self)")
        #expect(typed.isEqual(to: object))
        #expect(typed.xmlData() == written)
        return typed
    }

    @Test func calendarEventWithTimesAndReminders() throws {
        let event = GDataEntryCalendarEvent.withStandardKind()
        event.title = GDataTitle("Design review")
        let when = GDataWhen()
        when.startTime = GDataDateTime(rfc3339String: "2026-11-25T10:00:00Z")
        when.endTime = GDataDateTime(rfc3339String: "2026-11-25T11:30:00Z")
        let reminder = GDataReminder()
        reminder.minutes = 15
        reminder.method = "email"
        when.reminders = [reminder]
        event.times = [when]
        let room = GDataWhere()
        room.valueString = "Room 4"
        event.locations = [room]
        let guest = GDataWho()
        guest.email = "ann@example.com"
        guest.rel = GDataWho.Rel.eventAttendee
        guest.attendeeStatus = GDataWho.AttendeeStatus.accepted
        guest.numberOfAdditionalGuests = 2
        event.participants = [guest]
        event.eventStatus = GDataEventStatus(value: GDataEventStatus.Value.confirmed)
        event.sequenceNumber = 3
        event.canGuestsInviteOthers = false
        event.iCalUID = "abc123@google.com"

        let parsed = try Self.roundTrip(event)
        #expect(parsed.times.first?.startTime?.rfc3339String == "2026-11-25T10:00:00Z")
        #expect(parsed.reminders.map(\.minutes) == [15])
        #expect(parsed.locations.first?.valueString == "Room 4")
        #expect(parsed.participants.first?.numberOfAdditionalGuests == 2)
        #expect(parsed.participants.first?.attendeeStatus == "http://schemas.google.com/g/2005#event.accepted")
        #expect(parsed.participants.first?.unknownChildren.isEmpty == true)
        #expect(parsed.eventStatus?.value == "http://schemas.google.com/g/2005#event.confirmed")
        #expect(parsed.sequenceNumber == 3)
        #expect(parsed.canGuestsInviteOthers == false)
        #expect(parsed.canGuestsSeeGuests == true)  // absent: on, as in the original
        #expect(parsed.iCalUID == "abc123@google.com")
        #expect(parsed.unknownChildren.isEmpty)
    }

    @Test func recurringEventKeepsRemindersOnTheEntry() throws {
        let event = GDataEntryCalendarEvent.withStandardKind()
        event.recurrence = GDataRecurrence(value: "DTSTART;VALUE=DATE:20261125\nRRULE:FREQ=WEEKLY")
        let reminder = GDataReminder()
        reminder.hours = 1
        event.reminders = [reminder]
        #expect(event.recurrenceReminders.count == 1)
        let parsed = try Self.roundTrip(event)
        #expect(parsed.reminders.map(\.hours) == [1])
        #expect(parsed.nonRecurrenceReminders.isEmpty)
    }

    @Test func contactWithStructuredNameAndAddresses() throws {
        let contact = GDataEntryContact.withStandardKind()
        let name = GDataName()
        name.givenName = "Ada"
        name.familyName = "Lovelace"
        name.fullName = "Ada Lovelace"
        contact.contactName = name
        let home = GDataStructuredPostalAddress()
        home.rel = "http://schemas.google.com/g/2005#home"
        home.street = "12 St James's Square"
        home.city = "London"
        home.postCode = "SW1Y 4JH"
        let work = GDataStructuredPostalAddress()
        work.rel = "http://schemas.google.com/g/2005#work"
        work.street = "1 Analytical Way"
        work.isPrimary = true
        contact.structuredPostalAddresses = [home, work]
        let mail = GDataEmail()
        mail.address = "ada@example.com"
        mail.isPrimary = true
        contact.emailAddresses = [mail]
        contact.birthday = "--12-10"
        contact.priority = "high"
        contact.nickname = "Enchantress of Numbers"
        let membership = GDataGroupMembershipInfo()
        membership.href = "http://www.google.com/m8/feeds/groups/user%40example.com/base/6"
        contact.groupMembershipInfos = [membership]

        let parsed = try Self.roundTrip(contact)
        #expect(parsed.contactName?.fullName == "Ada Lovelace")
        #expect(parsed.structuredPostalAddresses.map(\.city) == ["London", nil])
        #expect(parsed.primaryStructuredPostalAddress?.street == "1 Analytical Way")
        #expect(parsed.primaryEmailAddress?.address == "ada@example.com")
        #expect(parsed.birthday == "--12-10")
        #expect(parsed.birthdayDate?.timeIntervalSince1970 == -5_208_753_600)  // 1804-12-10T12:00:00Z
        #expect(parsed.priority == "high")
        #expect(parsed.nickname == "Enchantress of Numbers")
        #expect(parsed.groupMembershipInfos.first?.isDeleted == false)
        #expect(parsed.unknownChildren.isEmpty)
    }

    @Test func removingAValueRemovesTheElement() {
        let contact = GDataEntryContact()
        contact.priority = "low"
        contact.sensitivity = "private"
        #expect(contact.childElements.count == 2)
        contact.priority = nil
        #expect(contact.priority == nil)
        #expect(contact.childElements.count == 1)
    }

    @Test func photoWithEXIFMediaGroupAndLocation() throws {
        let photo = GDataEntryPhoto.withStandardKind()
        photo.title = GDataTitle("Car.jpg")
        photo.width = 1600
        photo.height = 1200
        photo.commentsEnabled = true
        photo.timestamp = GDataPhotoTimestamp(date: Date(timeIntervalSince1970: 1_179_730_800))
        let exif = GDataEXIFTags()
        exif.setTag(named: "make", "Nokia")
        exif.setTag(named: "exposure", "0.008")
        photo.exifTags = exif
        let group = GDataMediaGroup()
        let content = GDataMediaContent()
        content.urlString = "http://example.com/Car.jpg"
        content.medium = "image"
        content.type = "image/jpeg"
        group.mediaContents = [content]
        let thumbnail = GDataMediaThumbnail()
        thumbnail.urlString = "http://example.com/Car-s72.jpg"
        thumbnail.width = 72
        thumbnail.time = GDataNormalPlayTime(string: "00:00:01.500")
        group.mediaThumbnails = [thumbnail]
        let keywords = GDataMediaKeywords()
        keywords.keywords = ["headlight", "red car"]
        group.mediaKeywords = keywords
        photo.mediaGroup = group
        let location = GDataGeoRSSWhere()
        location.setCoordinates(latitude: 45.256, longitude: -71.92)
        photo.geoLocation = location

        let parsed = try Self.roundTrip(photo)
        #expect(parsed.width == 1600)
        #expect(parsed.commentsEnabled == true)
        #expect(parsed.timestamp?.dateValue?.timeIntervalSince1970 == 1_179_730_800)
        #expect(parsed.exifTags?.tagDictionary == ["make": "Nokia", "exposure": "0.008"])
        #expect(parsed.mediaGroup?.mediaContents.first?.medium == "image")
        #expect(parsed.mediaGroup?.mediaThumbnails.first?.time?.timeOffsetInMilliseconds == 1500)
        #expect(parsed.mediaGroup?.mediaKeywords?.keywords == ["headlight", "red car"])
        #expect(parsed.geoLocation?.latitude == 45.256)
        #expect(parsed.geoLocation?.longitude == -71.92)
        #expect(parsed.unknownChildren.isEmpty)
    }

    @Test func normalPlayTimeForms() {
        #expect(GDataNormalPlayTime(string: "12:05:01.123")?.timeOffsetInMilliseconds == 43_501_123)
        #expect(GDataNormalPlayTime(string: "90.5")?.timeOffsetInMilliseconds == 90_500)
        #expect(GDataNormalPlayTime(string: "now")?.isNow == true)
        #expect(GDataNormalPlayTime(string: "1:x") == nil)
        #expect(GDataNormalPlayTime(milliseconds: 43_501_123).hhmmssString == "12:05:01.123")
    }

    @Test func youTubeVideoWithStatisticsAndMediaGroup() throws {
        let video = GDataEntryYouTubeVideo.withStandardKind()
        video.title = GDataTitle("Lecture 1")
        let statistics = GDataYouTubeStatistics()
        statistics.viewCount = 123_456_789_012
        statistics.favoriteCount = 42
        video.statistics = statistics
        let rating = GDataYouTubeRating()
        rating.numberOfLikes = 10
        rating.numberOfDislikes = 2
        video.rating = rating
        let group = GDataYouTubeMediaGroup()
        group.duration = 3266
        group.videoID = "abc123"
        group.isPrivate = true
        let content = GDataMediaContent()
        content.urlString = "rtsp://example.com/video.3gp"
        content.youTubeFormatNumber = 1
        content.type = "video/3gpp"
        group.mediaContents = [content]
        video.mediaGroup = group
        let control = GDataYouTubeAccessControl()
        control.action = "comment"
        control.permission = "allowed"
        control.value = "friends"
        video.accessControls = [control]
        video.isEmbeddable = false

        let parsed = try Self.roundTrip(video)
        #expect(parsed.statistics?.viewCount == 123_456_789_012)
        #expect(parsed.rating?.numberOfLikes == 10)
        #expect(parsed.mediaGroup?.duration == 3266)
        #expect(parsed.mediaGroup?.videoID == "abc123")
        #expect(parsed.mediaGroup?.isPrivate == true)
        #expect(parsed.mediaGroup?.mediaContent(formatNumber: 1)?.type == "video/3gpp")
        #expect(parsed.accessControls.first?.value == "friends")
        #expect(parsed.isEmbeddable == false)
        #expect(parsed.unknownChildren.isEmpty)
        #expect(parsed.mediaGroup?.mediaContents.first?.unknownAttributes.isEmpty == true)
    }

    @Test func blogCommentReplyingToAPost() throws {
        let comment = GDataEntryBlogComment()
        comment.title = GDataTitle("Nice post")
        let reply = GDataInReplyTo()
        reply.ref = "tag:blogger.com,1999:blog-1.post-2"
        reply.href = "http://example.blogspot.com/2026/11/post.html"
        reply.type = "text/html"
        comment.inReplyTo = reply
        let replies = GDataLink(rel: "replies", type: "application/atom+xml", href: "http://example.com/replies")
        comment.links = [replies]
        let written = comment.xmlData()
        let parsed = try GDataEntryBlogComment.parse(data: written)  // Blogger registers no kind: ask for the class
        #expect(parsed.isEqual(to: comment))
        #expect(parsed.inReplyTo?.ref == "tag:blogger.com,1999:blog-1.post-2")
        #expect(parsed.repliesLink?.href == "http://example.com/replies")
        #expect(parsed.xmlData() == written)
    }

    @Test func spreadsheetListRowAndCell() throws {
        let row = GDataEntrySpreadsheetList.withStandardKind()
        row.title = GDataTitle("Fitzy")
        row.setCustomElement(named: "name", value: "Fitzy")
        row.setCustomElement(named: "e-mail", value: "fitzy@example.com")
        row.setCustomElement(named: "age", value: "31")
        row.setCustomElement(named: "age", value: nil)
        let parsedRow = try Self.roundTrip(row)
        #expect(parsedRow.customElementDictionary == ["name": "Fitzy", "e-mail": "fitzy@example.com"])
        #expect(parsedRow.customElements.map(\.columnName) == ["name", "e-mail"])
        #expect(parsedRow.unknownChildren.isEmpty)

        let entry = GDataEntrySpreadsheetCell.withStandardKind()
        let cell = GDataSpreadsheetCell()
        cell.row = 2
        cell.column = 30
        cell.inputString = "=SUM(A1:A3)"
        cell.numericValue = 6
        cell.resultString = "6"
        entry.cell = cell
        let parsedCell = try Self.roundTrip(entry)
        #expect(parsedCell.cell?.a1Address == "AD2")
        #expect(parsedCell.cell?.inputString == "=SUM(A1:A3)")
        #expect(parsedCell.cell?.numericValue == 6)
        #expect(parsedCell.cell?.resultString == "6")
    }

    @Test func googleBaseItemWithAttributesAndSubAttributes() throws {
        let item = GDataEntryGoogleBase.googleBaseEntry(forCategoryTerm: "products")
        item.title = GDataTitle("Camera cable")
        item.itemType = "Products"
        item.price = "34.95 usd"
        item.location = "420 9th Ave. 10001"
        item.expirationDate = GDataDateTime(rfc3339String: "2007-03-02T02:36:40Z")
        item.addImageLink("http://example.com/a.jpg")
        item.addImageLink("http://example.com/b.jpg")
        item.addPaymentMethod("Visa")
        item.addPaymentMethod("Visa")  // listed once
        item.addShipping("US:UPS:5.00 usd")
        item.addShipping("CA:FedEx:9.00 usd")  // beside the first (the original kept only the last one added)
        item.addShipping("US:UPS:5.00 usd")  // listed once
        item.quantity = 3
        item.taxPercent = 8.5
        item.shouldPickUp = true
        item.addLabel("cables")
        let condition = GDataGoogleBaseAttribute(name: "condition", type: "text", textValue: "new")
        condition.subAttributes = [GDataGoogleBaseAttribute(name: "greg rating", type: nil, textValue: "89")]
        condition.isPrivate = true
        item.addEntryAttribute(condition)
        let counts = GDataGoogleBaseMetadataAttribute(name: "brand", type: "text", count: 133_144)
        counts.values = [GDataGoogleBaseMetadataValue(contents: "canon", count: 96_775)]
        item.metadataAttributes = [counts]
        item.metadataItemType = "products"

        let parsed = try Self.roundTrip(item)
        #expect(parsed.categories.first?.scheme == GDataEntryGoogleBase.Scheme.itemTypes)
        #expect(parsed.itemType == "Products")
        #expect(parsed.price == "34.95 usd")
        #expect(parsed.location == "420 9th Ave. 10001")
        #expect(parsed.expirationDate?.rfc3339String == "2007-03-02T02:36:40Z")
        #expect(parsed.imageLinks == ["http://example.com/a.jpg", "http://example.com/b.jpg"])
        #expect(parsed.imageLink == "http://example.com/a.jpg")
        #expect(parsed.paymentMethods == ["Visa"])
        #expect(parsed.shippings == ["US:UPS:5.00 usd", "CA:FedEx:9.00 usd"])
        #expect(parsed.quantity == 3)
        #expect(parsed.taxPercent == 8.5)
        #expect(parsed.shouldPickUp == true)
        #expect(parsed.labels == ["cables"])
        let parsedCondition = try #require(parsed.attributeDictionary["condition"]?.first)
        #expect(parsedCondition.textValue == "new")
        #expect(parsedCondition.isPrivate)
        #expect(parsedCondition.subAttributes.map(\.attributeName) == ["greg rating"])
        #expect(parsedCondition.subAttributes.first?.name.localName == "greg_rating")
        #expect(parsed.attributes(withName: "quantity", type: GDataGoogleBaseAttribute.AttributeType.number).count == 1)
        #expect(parsed.metadataAttributes.first?.values.first?.contents == "canon")
        #expect(parsed.metadataAttributes.first?.count == 133_144)
        #expect(parsed.metadataItemType == "products")
        #expect(parsed.unknownChildren.isEmpty)
        let xml = String(decoding: item.xmlData(), as: UTF8.self)
        #expect(xml.contains("<g:item_type type=\"text\">Products</g:item_type>"))

        // Attributes differing only in name or privacy are not equal.
        let renamed = condition.copy()
        renamed.attributeName = "state"
        #expect(!renamed.isEqual(to: condition))
        let public_ = condition.copy()
        public_.isPrivate = false
        #expect(!public_.isEqual(to: condition))
        item.price = nil
        #expect(item.attributes(withName: "price", type: nil).isEmpty)
    }
}
