import Foundation
import Testing

@testable import GData
@testable import GDataCore

@Suite("Schema elements: links, people, gd: kinds, OpenSearch, batch, errors")
struct SchemaElementTests {
    @Test("link rel defaults to alternate; href stays raw and resolves against xml:base")
    func linkRelAndBase() throws {
        let feed = try #require(
            try SchemaTestSupport.parse(
                """
                <feed xmlns='http://www.w3.org/2005/Atom' xml:base='http://example.com/a/b/'>
                  <link href='x.html' type='text/html'/>
                  <link rel='self' href='/feeds/1' xml:base='http://other.example.org/z/'/>
                  <link rel='http://schemas.google.com/g/2005#post' href='../post'/>
                  <icon>icon.png</icon><logo>../logo.png</logo>
                  <author><name>Fred</name><uri>people/fred</uri></author>
                  <entry><content src='media/1.jpg' type='image/jpeg'/></entry>
                </feed>
                """,
                documentURI: "http://ignored.example/"
            ) as? GDataFeedBase
        )
        let links = feed.links
        #expect(links.count == 3)
        #expect(links[0].rel == "alternate")
        #expect(links[0].attribute(named: "rel") == nil)
        #expect(links[0].href == "x.html")
        #expect(links[0].resolvedHref == "http://example.com/a/b/x.html")
        #expect(links[0].url?.absoluteString == "http://example.com/a/b/x.html")
        #expect(links[1].resolvedHref == "http://other.example.org/feeds/1")
        #expect(feed.postLink?.resolvedHref == "http://example.com/a/post")
        #expect(feed.canPost)
        #expect(feed.htmlLink === links[0])
        #expect(feed.selfLink === links[1])
        #expect(feed.resolvedIcon == "http://example.com/a/b/icon.png")
        #expect(feed.resolvedLogo == "http://example.com/a/logo.png")
        #expect(feed.icon == "icon.png")
        #expect(feed.authors.first?.uri == "people/fred")
        #expect(feed.authors.first?.resolvedURI == "http://example.com/a/b/people/fred")
        let content = try #require(feed.firstEntry?.content)
        #expect(content.sourceURI == "media/1.jpg")
        #expect(content.resolvedSourceURI == "http://example.com/a/b/media/1.jpg")
        #expect(content.form == .outOfLine)
        #expect(SchemaTestSupport.unknowns(in: feed).isEmpty)
        try SchemaTestSupport.expectRoundTrip(feed)
    }

    @Test("link lookups on entries, rel constants and typed construction")
    func entryLinkHelpers() throws {
        let entry = GDataEntryBase(title: "Hello")
        entry.links = [
            GDataLink(rel: GDataLink.Rel.edit, type: nil, href: "http://e/edit"),
            GDataLink(rel: GDataLink.Rel.editMedia, type: "image/png", href: "http://e/media"),
            GDataLink(rel: GDataLink.Rel.resumableEditMedia, type: nil, href: "http://e/upload"),
            GDataLink(rel: nil, type: "text/html", href: "http://e/html"),
        ]
        #expect(entry.canEdit)
        #expect(entry.editLink?.href == "http://e/edit")
        #expect(entry.editMediaLink?.type == "image/png")
        #expect(entry.uploadEditLink?.href == "http://e/upload")
        #expect(entry.htmlLink?.href == "http://e/html")
        #expect(entry.link(rel: "edit-media", type: "image/jpeg") == nil)
        #expect(GDataLink.linkNames(from: entry.links) == ["edit", "edit-media", "resumable-edit-media", "alternate"])
        #expect(GDataLink.Rel.resumableCreateMedia == "http://schemas.google.com/g/2005#resumable-create-media")
        let again = try #require(try SchemaTestSupport.reparse(entry) as? GDataEntryBase)
        #expect(again.title?.value == "Hello")
        #expect(again.links.count == 4)
        #expect(again.isEqual(to: entry))
    }

    @Test("gd:email, im, phoneNumber, postalAddress, name, organization, structured address")
    func contactKinds() throws {
        let email = try #require(
            try SchemaTestSupport.element(
                "<gd:email label='Personal' address='fubar@gmail.com' primary='true' />"
            ) as? GDataEmail
        )
        #expect(email.address == "fubar@gmail.com")
        #expect(email.label == "Personal")
        #expect(email.isPrimary)
        let im = try #require(
            try SchemaTestSupport.element(
                "<gd:im protocol='http://schemas.google.com/g/2005#MSN' address='a@b' primary='TRUE' rel='r'/>"
            ) as? GDataIM
        )
        #expect(im.protocol == "http://schemas.google.com/g/2005#MSN")
        #expect(im.isPrimary)
        let phone = try #require(
            try SchemaTestSupport.element(
                "<gd:phoneNumber rel='http://schemas.google.com/g/2005#work' label='work'>(425) 555-8080</gd:phoneNumber>"
            )
                as? GDataPhoneNumber
        )
        #expect(phone.stringValue == "(425) 555-8080")
        #expect(!phone.isPrimary)
        let name = try #require(
            try SchemaTestSupport.element(
                "<gd:name><gd:givenName yomi='fu'>Fred</gd:givenName><gd:familyName>Flintstone</gd:familyName>"
                    + "<gd:fullName>Fred Flintstone</gd:fullName></gd:name>"
            ) as? GDataName
        )
        #expect(name.givenName == "Fred")
        #expect(name.familyName == "Flintstone")
        #expect(name.fullName == "Fred Flintstone")
        name.givenName = "Wilma"
        #expect(name.child(GDataNameGiven.self)?.yomi == "fu")
        let org = try #require(
            try SchemaTestSupport.element(
                "<gd:organization rel='http://schemas.google.com/g/2005#work' primary='true'><gd:orgName yomi='ak me'>Acme"
                    + "</gd:orgName><gd:orgTitle>Prezident</gd:orgTitle><gd:where valueString='Downtown'/></gd:organization>"
            )
                as? GDataOrganization
        )
        #expect(org.orgName == "Acme")
        #expect(org.orgNameYomi == "ak me")
        #expect(org.orgTitle == "Prezident")
        #expect(org.where?.valueString == "Downtown")
        let address = try #require(
            try SchemaTestSupport.element(
                "<gd:structuredPostalAddress primary='true'><gd:street>27, rue Pasteur</gd:street><gd:pobox>7-a</gd:pobox>"
                    + "<gd:postcode>14390</gd:postcode><gd:country code='fr'>FRANCE</gd:country></gd:structuredPostalAddress>"
            )
                as? GDataStructuredPostalAddress
        )
        #expect(address.street == "27, rue Pasteur")
        #expect(address.poBox == "7-a")
        #expect(address.postCode == "14390")
        #expect(address.countryName == "FRANCE")
        #expect(address.countryCode == "fr")
        for object: GDataObject in [email, im, phone, name, org, address] {
            #expect(SchemaTestSupport.unknowns(in: object).isEmpty)
            try SchemaTestSupport.expectRoundTrip(object)
        }
    }

    @Test("gd:who, when, where, reminder, recurrenceException, originalEvent, comments, feedLink")
    func eventKinds() throws {
        let who = try #require(
            try SchemaTestSupport.element(
                """
                <gd:who rel='http://schemas.google.com/g/2005#event.attendee' valueString='Jo' email='jo@gmail.com'>
                  <gd:attendeeType value='http://schemas.google.com/g/2005#event.required'/>
                  <gd:attendeeStatus value='http://schemas.google.com/g/2005#event.tentative'/>
                  <gd:entryLink href='http://gmail.com/jo/contacts/Jo' readOnly='true'/>
                </gd:who>
                """
            ) as? GDataWho
        )
        #expect(who.valueString == "Jo")
        #expect(who.attendeeType == "http://schemas.google.com/g/2005#event.required")
        #expect(who.attendeeStatus == "http://schemas.google.com/g/2005#event.tentative")
        #expect(who.entryLink?.isReadOnly == true)
        let when = try #require(
            try SchemaTestSupport.element(
                "<gd:when startTime='2005-06-06' endTime='2005-06-07' valueString='This weekend'>"
                    + "<gd:reminder minutes='15' method='email'/></gd:when>"
            ) as? GDataWhen
        )
        #expect(when.startTime?.rfc3339String == "2005-06-06")
        #expect(when.endTime?.hasTime == false)
        #expect(when.value == "This weekend")
        #expect(when.reminders.first?.minutes == 15)
        #expect(when.reminders.first?.method == "email")
        let exception = try #require(
            try SchemaTestSupport.element(
                """
                <gd:recurrenceException specialized='true'><gd:entryLink href='http://x/Jo' readOnly='true'/>
                <gd:originalEvent id='i8fl' href='http://www.google.com/href'><gd:when startTime='2007-05-01T00:00:00.000Z'/>
                </gd:originalEvent></gd:recurrenceException>
                """
            ) as? GDataRecurrenceException
        )
        #expect(exception.isSpecialized)
        #expect(exception.originalEvent?.originalID == "i8fl")
        #expect(exception.originalEvent?.originalStartTime?.startTime?.rfc3339String == "2007-05-01T00:00:00Z")
        let comments = try #require(
            try SchemaTestSupport.element(
                "<gd:comments><gd:feedLink href='http://x/comments' countHint='10'/></gd:comments>"
            ) as? GDataComment
        )
        #expect(comments.feedLink?.href == "http://x/comments")
        #expect(comments.feedLink?.countHint == 10)
        #expect(comments.feedLink?.isReadOnly == false)
        for object: GDataObject in [who, when, exception, comments] {
            #expect(SchemaTestSupport.unknowns(in: object).isEmpty)
            try SchemaTestSupport.expectRoundTrip(object)
        }
    }

    @Test("gd:extendedProperty keeps child XML; rating, geoPt, money numbers; INF doubles; bool case")
    func valuesAndXML() throws {
        let property = try #require(
            try SchemaTestSupport.element(
                "<gd:extendedProperty name='fred'><flub>cuckoo</flub><nackro>whoodle buzz</nackro></gd:extendedProperty>"
            )
                as? GDataExtendedProperty
        )
        #expect(property.propertyName == "fred")
        #expect(property.xmlValues.count == 2)
        #expect(property.xmlValuesDictionary == ["flub": "cuckoo", "nackro": "whoodle buzz"])
        #expect(property.unknownChildren.isEmpty)
        try SchemaTestSupport.expectRoundTrip(property)

        let rating = try #require(
            try SchemaTestSupport.element(
                "<gd:rating value='5' min='1' max='5' average='2.3' numRaters='132'/>"
            ) as? GDataRating
        )
        #expect(rating.value == 5)
        #expect(rating.average == 2.3)
        #expect(rating.numberOfRaters == 132)
        let point = try #require(
            try SchemaTestSupport.element(
                "<gd:geoPt lat='27.98778' lon='86.94444' elev='INF' time='1996-12-19T16:39:57-08:00'/>"
            ) as? GDataGeoPt
        )
        #expect(point.lat == 27.98778)
        #expect(point.elev == .infinity)
        #expect(point.time?.offsetSeconds == -8 * 3600)
        point.elev = -.infinity
        #expect(point.attribute(named: "elev") == "-INF")
        point.elev = 8850
        #expect(point.attribute(named: "elev") == "8850")
        let money = try #require(
            try SchemaTestSupport.element("<gd:money amount='10.52' currencyCode='USD'/>") as? GDataMoney
        )
        #expect(money.amount == 10.52)
        #expect(money.currencyCode == "USD")
        let broken = try #require(
            try SchemaTestSupport.element("<gd:rating value='lots' average='x'/>") as? GDataRating
        )
        #expect(broken.value == nil)
        #expect(broken.average == nil)

        let status = try #require(try SchemaTestSupport.element("<gd:eventStatus value='INF'/>") as? GDataEventStatus)
        #expect(status.doubleValue == .infinity)
        status.value = "-INF"
        #expect(status.doubleValue == -.infinity)
        status.value = "TrUe"
        #expect(status.boolValue)
        status.value = "yes"
        #expect(!status.boolValue)
        let deleted = try #require(try SchemaTestSupport.element("<gd:deleted/>") as? GDataDeleted)
        #expect(deleted.unknownChildren.isEmpty && deleted.unknownAttributes.isEmpty)
    }

    @Test("OpenSearch values in the 1.1 and the RSS-era namespace")
    func openSearch() throws {
        for namespace in ["http://a9.com/-/spec/opensearch/1.1/", "http://a9.com/-/spec/opensearchrss/1.0/"] {
            let feed = try #require(
                try SchemaTestSupport.parse(
                    """
                    <feed xmlns='http://www.w3.org/2005/Atom' xmlns:os='\(namespace)'>
                      <os:totalResults>42</os:totalResults><os:startIndex> 11 </os:startIndex><os:itemsPerPage>10</os:itemsPerPage>
                    </feed>
                    """
                ) as? GDataFeedBase
            )
            #expect(feed.totalResults == 42)
            #expect(feed.startIndex == 11)
            #expect(feed.itemsPerPage == 10)
            #expect(SchemaTestSupport.unknowns(in: feed).isEmpty)
            try SchemaTestSupport.expectRoundTrip(feed)
        }
        let built = GDataFeedBase()
        built.totalResults = 7
        #expect(built.child(GDataOpenSearchTotalResults.self)?.name.namespaceURI == GDataNamespace.openSearch)
        #expect((try SchemaTestSupport.reparse(built) as? GDataFeedBase)?.totalResults == 7)
    }

    @Test("batch operation, id, status, interrupted on feeds and entries")
    func batch() throws {
        let feed = try #require(
            try SchemaTestSupport.parse(
                """
                <feed \(SchemaTestSupport.wrapperNamespaces)>
                  <batch:operation type='update'/>
                  <entry><batch:id>item2</batch:id><batch:operation type='insert'/>
                    <batch:status code='404' reason='Bad request' content-type='application-text'>error</batch:status></entry>
                  <entry><batch:interrupted reason='no good reason' success='3' failures='4' parsed='7'/>
                    <batch:status code='200'/></entry>
                </feed>
                """
            ) as? GDataFeedBase
        )
        #expect(feed.batchOperation?.type == "update")
        let first = try #require(feed.entry(at: 0))
        #expect(first.batchID == "item2")
        #expect(first.batchOperation?.type == GDataBatchOperation.OperationType.insert)
        #expect(first.batchStatus?.code == 404)
        #expect(first.batchStatus?.reason == "Bad request")
        #expect(first.batchStatus?.contentType == "application-text")
        #expect(first.batchStatus?.stringValue == "error")
        let second = try #require(feed.entry(at: 1))
        #expect(second.batchInterrupted?.successCount == 3)
        #expect(second.batchInterrupted?.errorCount == 4)
        #expect(second.batchInterrupted?.totalCount == 7)
        #expect(second.batchStatus?.reason == nil)
        #expect(second.batchStatus?.stringValue == "")
        #expect(SchemaTestSupport.unknowns(in: feed).isEmpty)
        try SchemaTestSupport.expectRoundTrip(feed)
        let entry = GDataEntryBase()
        entry.batchID = "b1"
        entry.batchOperation = GDataBatchOperation(type: "delete")
        let rebuilt = try #require(try SchemaTestSupport.reparse(entry) as? GDataEntryBase)
        #expect(rebuilt.batchID == "b1")
        #expect(rebuilt.batchOperation?.type == "delete")
        #expect(rebuilt.child(GDataBatchID.self)?.name.namespaceURI == GDataNamespace.batch)
    }

    @Test("gd:errors document: errors, mainError, summary with and without a reason")
    func serverErrors() throws {
        let group = try #require(
            try SchemaTestSupport.parse(
                """
                <errors xmlns='http://schemas.google.com/g/2005'>
                  <error><domain>GData</domain><code>invalidParameter</code><location type='header'>Authorization</location>
                    <internalReason>Bad token</internalReason><extendedHelp>http://help/</extendedHelp>
                    <sendReport>http://report/</sendReport></error>
                  <error><domain>GData</domain><code>quotaExceeded</code></error>
                </errors>
                """
            ) as? GDataServerErrorGroup
        )
        #expect(group.errors.count == 2)
        let main = try #require(group.mainError)
        #expect(main.summary == "GData error invalidParameter: \"Bad token\"")
        #expect(main.location == "Authorization")
        #expect(main.locationType == "header")
        #expect(main.extendedHelpURI == "http://help/")
        #expect(main.sendReportURI == "http://report/")
        #expect(group.errors[1].summary == "GData error quotaExceeded")
        #expect(SchemaTestSupport.unknowns(in: group).isEmpty)
        try SchemaTestSupport.expectRoundTrip(group)
        #expect(throws: GDataXMLError.self) {
            try GDataServerErrorGroup.parse(data: Data("<feed xmlns='http://www.w3.org/2005/Atom'/>".utf8))
        }
    }

    @Test("threading (RFC 4685), tombstones (RFC 6721), gd:deleted, app:control, app:edited")
    func extensions() throws {
        let feed = try #require(
            try SchemaTestSupport.parse(
                """
                <feed \(SchemaTestSupport.wrapperNamespaces)>
                  <at:deleted-entry ref='tag:x,2005:1' when='2005-11-29T12:11:12Z'><at:by><name>Fred</name></at:by>
                    <at:comment>Removed</at:comment></at:deleted-entry>
                  <entry><thr:in-reply-to ref='tag:x,2005:1' href='http://x/1' type='text/html' source='http://x/feed'/>
                    <thr:total>3</thr:total><link rel='replies' href='http://x/r' thr:count='5' thr:updated='2005-07-28T12:10:00Z'/>
                    <gd:deleted/><app:edited>2008-01-02T03:04:05Z</app:edited>
                    <app:control><app:draft>YES</app:draft></app:control></entry>
                </feed>
                """
            ) as? GDataFeedBase
        )
        let tombstone = try #require(feed.deletedEntries.first)
        #expect(tombstone.ref == "tag:x,2005:1")
        #expect(tombstone.when?.rfc3339String == "2005-11-29T12:11:12Z")
        #expect(tombstone.by?.personName == "Fred")
        #expect(tombstone.comment == "Removed")
        let entry = try #require(feed.firstEntry)
        #expect(entry.inReplyTo?.ref == "tag:x,2005:1")
        #expect(entry.inReplyTo?.source == "http://x/feed")
        #expect(entry.total == 3)
        #expect(entry.links.first?.threadCount == 5)
        #expect(entry.links.first?.threadUpdated?.rfc3339String == "2005-07-28T12:10:00Z")
        #expect(entry.isDeleted)
        #expect(entry.editedDate?.rfc3339String == "2008-01-02T03:04:05Z")
        #expect(entry.atomPubControl?.isDraft == true)
        #expect(SchemaTestSupport.unknowns(in: feed).isEmpty)
        try SchemaTestSupport.expectRoundTrip(feed)
        entry.isDeleted = false
        entry.atomPubControl?.isDraft = false
        #expect(entry.child(GDataDeleted.self) == nil)
        #expect(entry.atomPubControl?.draft == nil)
        let control = try #require(try SchemaTestSupport.element("<app:control></app:control>") as? GDataAtomPubControl)
        #expect(!control.isDraft)
    }

    @Test("original key names map onto the Swift accessors")
    func originalKeys() throws {
        let feed = try #require(
            try SchemaTestSupport.parse(
                """
                <feed xmlns='http://www.w3.org/2005/Atom' xmlns:gd='http://schemas.google.com/g/2005' gd:etag='W/"abc"'>
                  <generator version='1.0' uri='http://www.google.com/calendar'>Google Calendar</generator>
                  <author><name>Fred Flintstone</name><email>fred@gmail.com</email></author>
                  <link rel='self' href='http://x/self'/>
                  <entry><title>T</title><gd:email address='a@b' primary='true'/></entry>
                </feed>
                """
            ) as? GDataFeedBase
        )
        #expect(feed.value(forOriginalKey: "ETag") as? String == "W/\"abc\"")
        let generator = try #require(feed.value(forOriginalKey: "generator") as? GDataGenerator)
        #expect(generator.value(forOriginalKey: "URI") as? String == "http://www.google.com/calendar")
        #expect(generator.value(forOriginalKey: "name") as? String == "Google Calendar")
        let authors = try #require(feed.value(forOriginalKey: "authors") as? [GDataAuthor])
        #expect(authors[0].value(forOriginalKey: "name") as? String == "Fred Flintstone")
        #expect(authors[0].value(forOriginalKey: "email") as? String == "fred@gmail.com")
        #expect((feed.value(forOriginalKey: "selfLink") as? GDataLink)?.href == "http://x/self")
        let entry = try #require(feed.value(forOriginalKey: "firstEntry") as? GDataEntryBase)
        #expect(
            (entry.value(forOriginalKey: "title") as? GDataTitle)?.value(forOriginalKey: "stringValue") as? String
                == "T"
        )
        #expect(entry.value(forOriginalKey: "isDeleted") as? Bool == false)
        #expect(feed.value(forOriginalKey: "noSuchKey") == nil)
        // The gd:email inside an entry base is unknown there (only service entries declare it), and is kept.
        #expect(entry.unknownChildren.count == 1)
        try SchemaTestSupport.expectRoundTrip(feed)
    }
}
