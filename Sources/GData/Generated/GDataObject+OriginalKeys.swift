// generated from Schemas/*.json by scripts/generate-schemas.py — do not edit

extension GDataObject {
    /// The value of the accessor the original library named `key` (`"links"`, `"ETag"`, `"URI"`…) for
    /// this object's class, or `nil` when the class has no such accessor or its value is absent.
    ///
    /// Generated from the `key`/`swift` names in `Schemas/*.json`, so key paths written against the original
    /// library (`entries.0.links.1.rel`) can be evaluated. `stringValue` falls back to the element text.
    public func value(forOriginalKey key: String) -> Any? {
        switch key {
        case "ACLFeedLink":
            if let object = self as? GDataEntryDocBase { return object.aclFeedLink }
            return nil
        case "CCRCategory":
            if let object = self as? GDataEntryHealthProfile { return object.CCRCategory }
            return nil
        case "ETag":
            if let object = self as? GDataEntryBase { return object.ETag }
            if let object = self as? GDataFeedBase { return object.ETag }
            if let object = self as? GDataLink { return object.ETag }
            return nil
        case "EXIFTags":
            if let object = self as? GDataEntryPhoto { return object.exifTags }
            if let object = self as? GDataFeedPhoto { return object.exifTags }
            return nil
        case "GPhotoID":
            if let object = self as? GDataEntryPhotoBase { return object.gPhotoID }
            if let object = self as? GDataFeedPhotoBase { return object.gPhotoID }
            return nil
        case "HTMLLink":
            if let object = self as? GDataEntryBase { return object.htmlLink }
            if let object = self as? GDataFeedBase { return object.htmlLink }
            return nil
        case "IMAddresses":
            if let object = self as? GDataEntryContactBase { return object.imAddresses }
            return nil
        case "KMLValues":
            if let object = self as? GDataEntryMapFeature { return object.KMLValues }
            return nil
        case "MD5Checksum":
            if let object = self as? GDataEntryDocBase { return object.md5Checksum }
            return nil
        case "POBox":
            if let object = self as? GDataStructuredPostalAddress { return object.poBox }
            return nil
        case "URI":
            if let object = self as? GDataCodeSearchPackage { return object.URI }
            if let object = self as? GDataGenerator { return object.uri }
            if let object = self as? GDataPerson { return object.uri }
            return nil
        case "URL":
            if let object = self as? GDataLink { return object.url }
            if let object = self as? GDataPerson { return object.resolvedURI }
            return nil
        case "URLString":
            if let object = self as? GDataMediaContent { return object.urlString }
            if let object = self as? GDataMediaPlayer { return object.urlString }
            if let object = self as? GDataMediaThumbnail { return object.urlString }
            if let object = self as? GDataWebContent { return object.urlString }
            return nil
        case "XMLValues":
            if let object = self as? GDataEntryContent { return object.xmlValues }
            if let object = self as? GDataExtendedProperty { return object.xmlValues }
            return nil
        case "XMLValuesDictionary":
            if let object = self as? GDataExtendedProperty { return object.xmlValuesDictionary }
            return nil
        case "aboutMe":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.aboutMe }
            return nil
        case "absoluteTime":
            if let object = self as? GDataReminder { return object.absoluteTime }
            return nil
        case "accepts":
            if let object = self as? GDataAtomCollection { return object.accepts }
            return nil
        case "access":
            if let object = self as? GDataEntryPhotoAlbum { return object.access }
            if let object = self as? GDataFeedPhotoAlbum { return object.access }
            if let object = self as? GDataGoogleBaseAttribute { return object.access }
            return nil
        case "accessControls":
            if let object = self as? GDataEntryYouTubeVideo { return object.accessControls }
            return nil
        case "accessLevel":
            if let object = self as? GDataEntryCalendar { return object.accessLevel }
            return nil
        case "action":
            if let object = self as? GDataYouTubeAccessControl { return object.action }
            return nil
        case "additionalName":
            if let object = self as? GDataName { return object.additionalName }
            return nil
        case "additionalRoles":
            if let object = self as? GDataEntryACL { return object.additionalRoles }
            if let object = self as? GDataACLKeyedRole { return object.additionalRoles }
            return nil
        case "address":
            if let object = self as? GDataEmail { return object.address }
            if let object = self as? GDataIM { return object.address }
            return nil
        case "age":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.age }
            return nil
        case "agent":
            if let object = self as? GDataStructuredPostalAddress { return object.agent }
            return nil
        case "aggregateGroup":
            if let object = self as? GDataFeedAnalyticsData { return object.aggregateGroup }
            return nil
        case "albumDescription":
            if let object = self as? GDataEntryPhoto { return object.albumDescription }
            return nil
        case "albumID":
            if let object = self as? GDataEntryPhoto { return object.albumID }
            if let object = self as? GDataEntryPhotoComment { return object.albumID }
            if let object = self as? GDataFeedPhoto { return object.albumID }
            return nil
        case "albumTitle":
            if let object = self as? GDataEntryPhoto { return object.albumTitle }
            return nil
        case "alternateLink":
            if let object = self as? GDataEntryBase { return object.alternateLink }
            if let object = self as? GDataFeedBase { return object.alternateLink }
            return nil
        case "alternateSelfLink":
            if let object = self as? GDataEntryDocBase { return object.alternateSelfLink }
            return nil
        case "amount":
            if let object = self as? GDataMoney { return object.amount }
            return nil
        case "analyticsID":
            if let object = self as? GDataAnalyticsSegment { return object.analyticsID }
            return nil
        case "analyticsProperties":
            if let object = self as? GDataEntryAnalyticsAccount { return object.analyticsProperties }
            if let object = self as? GDataAnalyticsDataSource { return object.analyticsProperties }
            if let object = self as? GDataAnalyticsSegment { return object.analyticsProperties }
            return nil
        case "annotationLink":
            if let object = self as? GDataEntryVolume { return object.annotationLink }
            return nil
        case "aspectRatio":
            if let object = self as? GDataYouTubeMediaGroup { return object.aspectRatio }
            return nil
        case "atom03Version":
            if let object = self as? GDataFeedBase { return object.atom03Version }
            return nil
        case "atomPubControl":
            if let object = self as? GDataEntryBase { return object.atomPubControl }
            if let object = self as? GDataFeedBase { return object.atomPubControl }
            return nil
        case "attendeeStatus":
            if let object = self as? GDataWho { return object.attendeeStatus }
            return nil
        case "attendeeType":
            if let object = self as? GDataWho { return object.attendeeType }
            return nil
        case "attributeDictionary":
            if let object = self as? GDataEntryGoogleBase { return object.attributeDictionary }
            return nil
        case "authors":
            if let object = self as? GDataEntryBase { return object.authors }
            if let object = self as? GDataFeedBase { return object.authors }
            if let object = self as? GDataSource { return object.authors }
            return nil
        case "average":
            if let object = self as? GDataRating { return object.average }
            return nil
        case "batchID":
            if let object = self as? GDataEntryBase { return object.batchID }
            return nil
        case "batchIDElement":
            if let object = self as? GDataEntryBase { return object.batchIDElement }
            return nil
        case "batchInterrupted":
            if let object = self as? GDataEntryBase { return object.batchInterrupted }
            if let object = self as? GDataFeedBase { return object.batchInterrupted }
            return nil
        case "batchLink":
            if let object = self as? GDataFeedBase { return object.batchLink }
            return nil
        case "batchOperation":
            if let object = self as? GDataEntryBase { return object.batchOperation }
            if let object = self as? GDataFeedBase { return object.batchOperation }
            return nil
        case "batchStatus":
            if let object = self as? GDataEntryBase { return object.batchStatus }
            return nil
        case "billingInformation":
            if let object = self as? GDataEntryContactBase { return object.billingInformation }
            return nil
        case "birthday":
            if let object = self as? GDataEntryContactBase { return object.birthday }
            return nil
        case "birthdayDate":
            if let object = self as? GDataEntryContactBase { return object.birthdayDate }
            return nil
        case "bitrate":
            if let object = self as? GDataMediaContent { return object.bitrate }
            return nil
        case "body":
            if let object = self as? GDataEntrySiteMessage { return object.body }
            return nil
        case "books":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.books }
            return nil
        case "boolValue":
            if let object = self as? GDataValueConstruct { return object.boolValue }
            if let object = self as? GDataValueElementConstruct { return object.boolValue }
            return nil
        case "busies":
            if let object = self as? GDataEntryFreeBusyBase { return object.busies }
            return nil
        case "by":
            if let object = self as? GDataDeletedEntry { return object.by }
            return nil
        case "bytesUsed":
            if let object = self as? GDataEntryPhotoAlbum { return object.bytesUsed }
            if let object = self as? GDataFeedPhotoAlbum { return object.bytesUsed }
            return nil
        case "calendarLinks":
            if let object = self as? GDataEntryContactBase { return object.calendarLinks }
            return nil
        case "canAnyoneAddSelf":
            if let object = self as? GDataEntryCalendarEvent { return object.canAnyoneAddSelf }
            return nil
        case "canEdit":
            if let object = self as? GDataEntryBase { return object.canEdit }
            return nil
        case "canGuestsInviteOthers":
            if let object = self as? GDataEntryCalendarEvent { return object.canGuestsInviteOthers }
            return nil
        case "canGuestsModify":
            if let object = self as? GDataEntryCalendarEvent { return object.canGuestsModify }
            return nil
        case "canGuestsSeeGuests":
            if let object = self as? GDataEntryCalendarEvent { return object.canGuestsSeeGuests }
            return nil
        case "canPost":
            if let object = self as? GDataFeedBase { return object.canPost }
            return nil
        case "captionTracksLink":
            if let object = self as? GDataEntryYouTubeVideo { return object.captionTracksLink }
            return nil
        case "categories":
            if let object = self as? GDataAtomCategoryGroup { return object.categories }
            if let object = self as? GDataEntryBase { return object.categories }
            if let object = self as? GDataFeedBase { return object.categories }
            if let object = self as? GDataSource { return object.categories }
            return nil
        case "categoryGroup":
            if let object = self as? GDataAtomCollection { return object.categoryGroup }
            return nil
        case "cell":
            if let object = self as? GDataEntrySpreadsheetCell { return object.cell }
            return nil
        case "cellsLink":
            if let object = self as? GDataEntryWorksheet { return object.cellsLink }
            return nil
        case "changestamp":
            if let object = self as? GDataEntryDocBase { return object.changestamp }
            return nil
        case "channelType":
            if let object = self as? GDataEntryYouTubeChannel { return object.channelType }
            if let object = self as? GDataEntryYouTubeUserProfile { return object.channelType }
            return nil
        case "channels":
            if let object = self as? GDataMediaContent { return object.channels }
            return nil
        case "checksum":
            if let object = self as? GDataEntryPhoto { return object.checksum }
            if let object = self as? GDataFeedPhoto { return object.checksum }
            return nil
        case "childObject":
            if let object = self as? GDataEntryContent { return object.childObject }
            return nil
        case "city":
            if let object = self as? GDataStructuredPostalAddress { return object.city }
            return nil
        case "code":
            if let object = self as? GDataBatchStatus { return object.code }
            if let object = self as? GDataContactLanguage { return object.code }
            if let object = self as? GDataPostalCountry { return object.code }
            if let object = self as? GDataServerError { return object.code }
            return nil
        case "collections":
            if let object = self as? GDataAtomWorkspace { return object.collections }
            return nil
        case "color":
            if let object = self as? GDataEntryCalendar { return object.color }
            return nil
        case "column":
            if let object = self as? GDataSpreadsheetCell { return object.column }
            return nil
        case "columnCount":
            if let object = self as? GDataEntryWorksheet { return object.columnCount }
            if let object = self as? GDataFeedSpreadsheetCell { return object.columnCount }
            return nil
        case "columns":
            if let object = self as? GDataSpreadsheetData { return object.columns }
            return nil
        case "comment":
            if let object = self as? GDataEntryEvent { return object.comment }
            if let object = self as? GDataEntryYouTubeVideo { return object.comment }
            if let object = self as? GDataDeletedEntry { return object.comment }
            return nil
        case "commentCount":
            if let object = self as? GDataEntryPhoto { return object.commentCount }
            if let object = self as? GDataEntryPhotoAlbum { return object.commentCount }
            if let object = self as? GDataFeedPhoto { return object.commentCount }
            if let object = self as? GDataFeedPhotoAlbum { return object.commentCount }
            return nil
        case "commentLink":
            if let object = self as? GDataEntryYouTubeUserEvent { return object.commentLink }
            return nil
        case "commentsEnabled":
            if let object = self as? GDataEntryPhoto { return object.commentsEnabled }
            if let object = self as? GDataEntryPhotoAlbum { return object.commentsEnabled }
            if let object = self as? GDataFeedPhoto { return object.commentsEnabled }
            if let object = self as? GDataFeedPhotoAlbum { return object.commentsEnabled }
            return nil
        case "commission":
            if let object = self as? GDataFinanceTransactionData { return object.commission }
            return nil
        case "company":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.company }
            return nil
        case "comparison":
            if let object = self as? GDataAnalyticsEngagement { return object.comparison }
            return nil
        case "complaintsLink":
            if let object = self as? GDataEntryYouTubeVideo { return object.complaintsLink }
            return nil
        case "confidenceInterval":
            if let object = self as? GDataAnalyticsMetric { return object.confidenceInterval }
            return nil
        case "contactsFeedLink":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.contactsFeedLink }
            return nil
        case "content":
            if let object = self as? GDataEntryBase { return object.content }
            if let object = self as? GDataLink { return object.content }
            return nil
        case "contentType":
            if let object = self as? GDataBatchInterrupted { return object.contentType }
            if let object = self as? GDataBatchStatus { return object.contentType }
            return nil
        case "contentVersion":
            if let object = self as? GDataEntryVolume { return object.contentVersion }
            return nil
        case "contents":
            if let object = self as? GDataGoogleBaseMetadataValue { return object.contents }
            return nil
        case "continuityOfCareRecord":
            if let object = self as? GDataEntryHealthProfile { return object.continuityOfCareRecord }
            return nil
        case "contributors":
            if let object = self as? GDataEntryBase { return object.contributors }
            if let object = self as? GDataFeedBase { return object.contributors }
            if let object = self as? GDataSource { return object.contributors }
            return nil
        case "coordinateString":
            if let object = self as? GDataGeo { return object.coordinateString }
            return nil
        case "costBasis":
            if let object = self as? GDataPortfolioBase { return object.costBasis }
            return nil
        case "count":
            if let object = self as? GDataColumnCount { return object.count }
            if let object = self as? GDataRowCount { return object.count }
            if let object = self as? GDataGoogleBaseMetadataAttribute { return object.count }
            if let object = self as? GDataGoogleBaseMetadataValue { return object.count }
            return nil
        case "countHint":
            if let object = self as? GDataEntryYouTubeFeedLinkBase { return object.countHint }
            if let object = self as? GDataFeedLink { return object.countHint }
            return nil
        case "country":
            if let object = self as? GDataStructuredPostalAddress { return object.country }
            return nil
        case "countryCode":
            if let object = self as? GDataStructuredPostalAddress { return object.countryCode }
            return nil
        case "countryName":
            if let object = self as? GDataStructuredPostalAddress { return object.countryName }
            return nil
        case "crawlRate":
            if let object = self as? GDataEntrySite { return object.crawlRate }
            return nil
        case "crawlType":
            if let object = self as? GDataEntrySiteCrawlIssue { return object.crawlType }
            return nil
        case "crawledDate":
            if let object = self as? GDataEntrySite { return object.crawledDate }
            return nil
        case "createdDate":
            if let object = self as? GDataEntryBase { return object.createdDate }
            return nil
        case "creators":
            if let object = self as? GDataEntryVolume { return object.creators }
            return nil
        case "currencyCode":
            if let object = self as? GDataPortfolioData { return object.currencyCode }
            if let object = self as? GDataMoney { return object.currencyCode }
            return nil
        case "customElementDictionary":
            if let object = self as? GDataEntrySpreadsheetList { return object.customElementDictionary }
            return nil
        case "customElements":
            if let object = self as? GDataEntrySpreadsheetList { return object.customElements }
            return nil
        case "customProperties":
            if let object = self as? GDataEntryMap { return object.customProperties }
            if let object = self as? GDataEntryMapFeature { return object.customProperties }
            return nil
        case "customVariables":
            if let object = self as? GDataEntryAnalyticsAccount { return object.customVariables }
            return nil
        case "customerID":
            if let object = self as? GDataEntryGoogleBase { return object.customerID }
            return nil
        case "dataSources":
            if let object = self as? GDataFeedAnalyticsData { return object.dataSources }
            return nil
        case "date":
            if let object = self as? GDataDateConstruct { return object.dateValue }
            if let object = self as? GDataFinanceTransactionData { return object.date }
            return nil
        case "dateTime":
            if let object = self as? GDataGoogleBaseAttribute { return object.dateTime }
            return nil
        case "dateValue":
            if let object = self as? GDataPhotoTimestamp { return object.dateValue }
            if let object = self as? GDataDateConstruct { return object.dateValue }
            if let object = self as? GDataValueConstruct { return object.dateValue }
            return nil
        case "dates":
            if let object = self as? GDataEntryVolume { return object.dates }
            return nil
        case "days":
            if let object = self as? GDataReminder { return object.days }
            return nil
        case "daysGain":
            if let object = self as? GDataPortfolioBase { return object.daysGain }
            return nil
        case "definition":
            if let object = self as? GDataAnalyticsSegment { return object.definition }
            return nil
        case "deletedEntries":
            if let object = self as? GDataFeedBase { return object.deletedEntries }
            return nil
        case "deliveryNotes":
            if let object = self as? GDataEntryGoogleBase { return object.deliveryNotes }
            return nil
        case "deliveryRadius":
            if let object = self as? GDataEntryGoogleBase { return object.deliveryRadius }
            return nil
        case "derived":
            if let object = self as? GDataEntryYouTubeCaptionTrack { return object.derived }
            return nil
        case "destination":
            if let object = self as? GDataAnalyticsGoal { return object.destination }
            return nil
        case "detail":
            if let object = self as? GDataEntrySiteCrawlIssue { return object.detail }
            return nil
        case "detectedDate":
            if let object = self as? GDataEntrySiteCrawlIssue { return object.detectedDate }
            return nil
        case "dimensions":
            if let object = self as? GDataEntryAnalyticsData { return object.dimensions }
            return nil
        case "directoryServer":
            if let object = self as? GDataEntryContactBase { return object.directoryServer }
            return nil
        case "display":
            if let object = self as? GDataWebContent { return object.display }
            return nil
        case "displayName":
            if let object = self as? GDataEmail { return object.displayName }
            return nil
        case "documentDescription":
            if let object = self as? GDataEntryDocBase { return object.documentDescription }
            return nil
        case "domain":
            if let object = self as? GDataServerError { return object.domain }
            return nil
        case "doubleValue":
            if let object = self as? GDataAnalyticsMetric { return object.doubleValue }
            if let object = self as? GDataValueConstruct { return object.doubleValue }
            if let object = self as? GDataValueElementConstruct { return object.doubleValue }
            return nil
        case "draft":
            if let object = self as? GDataAtomPubControl { return object.draft }
            return nil
        case "duration":
            if let object = self as? GDataYouTubeMediaGroup { return object.duration }
            if let object = self as? GDataMediaContent { return object.duration }
            return nil
        case "durationElement":
            if let object = self as? GDataYouTubeMediaGroup { return object.durationElement }
            return nil
        case "editLink":
            if let object = self as? GDataEntryBase { return object.editLink }
            return nil
        case "editMediaLink":
            if let object = self as? GDataEntryBase { return object.editMediaLink }
            return nil
        case "editedDate":
            if let object = self as? GDataEntryBase { return object.editedDate }
            return nil
        case "elev":
            if let object = self as? GDataGeoPt { return object.elev }
            return nil
        case "email":
            if let object = self as? GDataPerson { return object.email }
            if let object = self as? GDataWho { return object.email }
            return nil
        case "emailAddresses":
            if let object = self as? GDataEntryContactBase { return object.emailAddresses }
            return nil
        case "embeddability":
            if let object = self as? GDataEntryVolume { return object.embeddability }
            return nil
        case "enclosureLink":
            if let object = self as? GDataEntryBlogPost { return object.enclosureLink }
            return nil
        case "endDateString":
            if let object = self as? GDataFeedAnalyticsData { return object.endDateString }
            return nil
        case "endTime":
            if let object = self as? GDataWhen { return object.endTime }
            return nil
        case "engagement":
            if let object = self as? GDataAnalyticsGoal { return object.engagement }
            return nil
        case "entries":
            if let object = self as? GDataFeedBase { return object.entries }
            return nil
        case "entry":
            if let object = self as? GDataEntryLink { return object.entry }
            return nil
        case "entryAttributes":
            if let object = self as? GDataEntryGoogleBase { return object.entryAttributes }
            return nil
        case "entryLink":
            if let object = self as? GDataRecurrenceException { return object.entryLink }
            if let object = self as? GDataWhere { return object.entryLink }
            if let object = self as? GDataWho { return object.entryLink }
            return nil
        case "entryLinks":
            if let object = self as? GDataEntrySite { return object.entryLinks }
            return nil
        case "errorCount":
            if let object = self as? GDataBatchInterrupted { return object.errorCount }
            return nil
        case "errorDescription":
            if let object = self as? GDataYouTubePublicationState { return object.errorDescription }
            return nil
        case "errors":
            if let object = self as? GDataServerErrorGroup { return object.errors }
            return nil
        case "eventStatus":
            if let object = self as? GDataEntryEvent { return object.eventStatus }
            return nil
        case "events":
            if let object = self as? GDataEntryContactBase { return object.events }
            return nil
        case "exchange":
            if let object = self as? GDataFinanceSymbol { return object.exchange }
            return nil
        case "expirationDate":
            if let object = self as? GDataEntryGoogleBase { return object.expirationDate }
            return nil
        case "exportFormats":
            if let object = self as? GDataEntryDocListMetadata { return object.exportFormats }
            return nil
        case "expression":
            if let object = self as? GDataAnalyticsDestination { return object.expression }
            if let object = self as? GDataMediaContent { return object.expression }
            return nil
        case "extendedHelpURI":
            if let object = self as? GDataServerError { return object.extendedHelpURI }
            return nil
        case "extendedProperties":
            if let object = self as? GDataEntryCalendarEvent { return object.extendedProperties }
            if let object = self as? GDataEntryContactBase { return object.extendedProperties }
            if let object = self as? GDataEntryContactGroup { return object.extendedProperties }
            return nil
        case "externalAppMimeType":
            if let object = self as? GDataEntryDocBase { return object.externalAppMimeType }
            return nil
        case "externalIDs":
            if let object = self as? GDataEntryContactBase { return object.externalIDs }
            return nil
        case "familyName":
            if let object = self as? GDataName { return object.familyName }
            return nil
        case "favoriteCount":
            if let object = self as? GDataYouTubeStatistics { return object.favoriteCount }
            return nil
        case "favoritesFeedLink":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.favoritesFeedLink }
            return nil
        case "featureName":
            if let object = self as? GDataDocFeature { return object.featureName }
            return nil
        case "featureRate":
            if let object = self as? GDataDocFeature { return object.featureRate }
            return nil
        case "featuredFeedLink":
            if let object = self as? GDataEntryYouTubeChannel { return object.featuredFeedLink }
            return nil
        case "featuredVideoLink":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.featuredVideoLink }
            return nil
        case "features":
            if let object = self as? GDataEntryDocListMetadata { return object.features }
            return nil
        case "feed":
            if let object = self as? GDataFeedLink { return object.feed }
            return nil
        case "feedLink":
            if let object = self as? GDataEntryFinancePortfolio { return object.feedLink }
            if let object = self as? GDataEntryFinancePosition { return object.feedLink }
            if let object = self as? GDataEntryYouTubeFeedLinkBase { return object.feedLink }
            if let object = self as? GDataComment { return object.feedLink }
            if let object = self as? GDataEntryBase { return object.feedLink }
            if let object = self as? GDataFeedBase { return object.feedLink }
            return nil
        case "feedLinks":
            if let object = self as? GDataEntryDocBase { return object.feedLinks }
            if let object = self as? GDataEntryYouTubeChannel { return object.feedLinks }
            if let object = self as? GDataEntryYouTubeUserProfile { return object.feedLinks }
            return nil
        case "fieldSelection":
            if let object = self as? GDataEntryBase { return object.fieldSelection }
            if let object = self as? GDataFeedBase { return object.fieldSelection }
            return nil
        case "fields":
            if let object = self as? GDataEntrySpreadsheetRecord { return object.fields }
            return nil
        case "file":
            if let object = self as? GDataEntryCodeSearch { return object.file }
            return nil
        case "fileSize":
            if let object = self as? GDataMediaContent { return object.fileSize }
            return nil
        case "filename":
            if let object = self as? GDataEntryDocBase { return object.filename }
            return nil
        case "firstEntry":
            if let object = self as? GDataFeedBase { return object.firstEntry }
            return nil
        case "firstLink":
            if let object = self as? GDataFeedBase { return object.firstLink }
            return nil
        case "firstName":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.firstName }
            return nil
        case "fixed":
            if let object = self as? GDataAtomCategoryGroup { return object.fixed }
            return nil
        case "formats":
            if let object = self as? GDataEntryVolume { return object.formats }
            return nil
        case "formattedAddress":
            if let object = self as? GDataStructuredPostalAddress { return object.formattedAddress }
            return nil
        case "formula":
            if let object = self as? GDataSpreadsheetField { return object.formula }
            return nil
        case "framerate":
            if let object = self as? GDataMediaContent { return object.framerate }
            return nil
        case "friendsActivityFeedLink":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.friendsActivityFeedLink }
            return nil
        case "fullName":
            if let object = self as? GDataFinanceSymbol { return object.fullName }
            if let object = self as? GDataName { return object.fullName }
            return nil
        case "gadgetPreferenceDictionary":
            if let object = self as? GDataWebContent { return object.gadgetPreferenceDictionary }
            return nil
        case "gadgetPreferences":
            if let object = self as? GDataWebContent { return object.gadgetPreferences }
            return nil
        case "gain":
            if let object = self as? GDataPortfolioBase { return object.gain }
            return nil
        case "gainPercentage":
            if let object = self as? GDataPortfolioBase { return object.gainPercentage }
            return nil
        case "gender":
            if let object = self as? GDataEntryContactBase { return object.gender }
            if let object = self as? GDataEntryYouTubeUserProfile { return object.gender }
            return nil
        case "generator":
            if let object = self as? GDataFeedBase { return object.generator }
            if let object = self as? GDataSource { return object.generator }
            return nil
        case "geoLocation":
            if let object = self as? GDataEntryPhoto { return object.geoLocation }
            if let object = self as? GDataEntryPhotoAlbum { return object.geoLocation }
            if let object = self as? GDataFeedPhoto { return object.geoLocation }
            if let object = self as? GDataFeedPhotoAlbum { return object.geoLocation }
            if let object = self as? GDataEntrySite { return object.siteGeoLocation }
            if let object = self as? GDataEntryYouTubeVideo { return object.geoLocation }
            return nil
        case "geoPt":
            if let object = self as? GDataEntryMessage { return object.geoPt }
            return nil
        case "givenName":
            if let object = self as? GDataName { return object.givenName }
            return nil
        case "gmlPoint":
            if let object = self as? GDataGeoRSSWhere { return object.gmlPoint }
            return nil
        case "goals":
            if let object = self as? GDataEntryAnalyticsAccount { return object.goals }
            return nil
        case "groupMembershipInfos":
            if let object = self as? GDataEntryContact { return object.groupMembershipInfos }
            return nil
        case "hasEnhancedImageSearch":
            if let object = self as? GDataEntrySite { return object.hasEnhancedImageSearch }
            return nil
        case "hasPathToRoot":
            if let object = self as? GDataEntryDocBase { return object.hasPathToRoot }
            return nil
        case "healthItemCategory":
            if let object = self as? GDataEntryHealthProfile { return object.healthItemCategory }
            return nil
        case "height":
            if let object = self as? GDataEntryPhoto { return object.height }
            if let object = self as? GDataFeedPhoto { return object.height }
            if let object = self as? GDataMediaContent { return object.height }
            if let object = self as? GDataMediaPlayer { return object.height }
            if let object = self as? GDataMediaThumbnail { return object.height }
            if let object = self as? GDataWebContent { return object.height }
            return nil
        case "helpURLString":
            if let object = self as? GDataYouTubePublicationState { return object.helpURLString }
            return nil
        case "highQualityThumbnail":
            if let object = self as? GDataYouTubeMediaGroup { return object.highQualityThumbnail }
            return nil
        case "hobbies":
            if let object = self as? GDataEntryContactBase { return object.hobbies }
            if let object = self as? GDataEntryYouTubeUserProfile { return object.hobbies }
            return nil
        case "hometown":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.hometown }
            return nil
        case "hours":
            if let object = self as? GDataReminder { return object.hours }
            return nil
        case "houseName":
            if let object = self as? GDataStructuredPostalAddress { return object.houseName }
            return nil
        case "href":
            if let object = self as? GDataAtomCategoryGroup { return object.href }
            if let object = self as? GDataAtomCollection { return object.href }
            if let object = self as? GDataContactLink { return object.href }
            if let object = self as? GDataEntryLink { return object.href }
            if let object = self as? GDataFeedLink { return object.href }
            if let object = self as? GDataGroupMembershipInfo { return object.href }
            if let object = self as? GDataInReplyTo { return object.href }
            if let object = self as? GDataLink { return object.href }
            if let object = self as? GDataOriginalEvent { return object.href }
            return nil
        case "hrefLang":
            if let object = self as? GDataLink { return object.hrefLang }
            return nil
        case "iCalUID":
            if let object = self as? GDataEntryCalendarEvent { return object.iCalUID }
            return nil
        case "icon":
            if let object = self as? GDataFeedBase { return object.icon }
            if let object = self as? GDataSource { return object.icon }
            return nil
        case "identifier":
            if let object = self as? GDataResourceProperty { return object.identifier }
            if let object = self as? GDataContactSystemGroup { return object.identifier }
            if let object = self as? GDataEntryBase { return object.identifier }
            if let object = self as? GDataFeedBase { return object.identifier }
            if let object = self as? GDataSource { return object.identifier }
            return nil
        case "imageLink":
            if let object = self as? GDataEntryGoogleBase { return object.imageLink }
            return nil
        case "imageLinks":
            if let object = self as? GDataEntryGoogleBase { return object.imageLinks }
            return nil
        case "importFormats":
            if let object = self as? GDataEntryDocListMetadata { return object.importFormats }
            return nil
        case "inReplyTo":
            if let object = self as? GDataEntryBlogComment { return object.inReplyTo }
            if let object = self as? GDataEntryBase { return object.inReplyTo }
            return nil
        case "inReplyTos":
            if let object = self as? GDataEntryBase { return object.inReplyTos }
            return nil
        case "inboxFeedLink":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.inboxFeedLink }
            return nil
        case "index":
            if let object = self as? GDataAnalyticsCustomVariable { return object.index }
            return nil
        case "indexString":
            if let object = self as? GDataSpreadsheetColumn { return object.indexString }
            if let object = self as? GDataSpreadsheetField { return object.indexString }
            return nil
        case "info":
            if let object = self as? GDataFeedBase { return object.info }
            return nil
        case "infoLink":
            if let object = self as? GDataEntryVolume { return object.infoLink }
            return nil
        case "initials":
            if let object = self as? GDataEntryContactBase { return object.initials }
            return nil
        case "inputString":
            if let object = self as? GDataSpreadsheetCell { return object.inputString }
            return nil
        case "insertionMode":
            if let object = self as? GDataSpreadsheetData { return object.insertionMode }
            return nil
        case "intValue":
            if let object = self as? GDataValueConstruct { return object.intValue }
            if let object = self as? GDataValueElementConstruct { return object.intValue }
            return nil
        case "internalReason":
            if let object = self as? GDataServerError { return object.internalReason }
            return nil
        case "isActive":
            if let object = self as? GDataAnalyticsGoal { return object.isActive }
            return nil
        case "isCaseSensitive":
            if let object = self as? GDataAnalyticsDestination { return object.isCaseSensitive }
            return nil
        case "isDefault":
            if let object = self as? GDataMediaContent { return object.isDefault }
            return nil
        case "isDeleted":
            if let object = self as? GDataEntryBase { return object.isDeleted }
            if let object = self as? GDataGroupMembershipInfo { return object.isDeleted }
            return nil
        case "isDownloadRestricted":
            if let object = self as? GDataEntryDocBase { return object.isDownloadRestricted }
            return nil
        case "isDraft":
            if let object = self as? GDataAtomPubControl { return object.isDraft }
            return nil
        case "isEmbeddable":
            if let object = self as? GDataEntryYouTubeVideo { return object.isEmbeddable }
            return nil
        case "isFixed":
            if let object = self as? GDataAtomCategoryGroup { return object.isFixed }
            return nil
        case "isHidden":
            if let object = self as? GDataEntryCalendar { return object.isHidden }
            if let object = self as? GDataEntryDocBase { return object.isHidden }
            return nil
        case "isInUse":
            if let object = self as? GDataSiteVerificationMethod { return object.isInUse }
            return nil
        case "isIncomplete":
            if let object = self as? GDataEntryYouTubeVideo { return object.isIncomplete }
            if let object = self as? GDataAtomPubControl { return object.isIncomplete }
            return nil
        case "isIndexed":
            if let object = self as? GDataEntrySite { return object.isIndexed }
            return nil
        case "isNonEmbeddable":
            if let object = self as? GDataEntryYouTubeVideo { return object.isNonEmbeddable }
            return nil
        case "isPoint":
            if let object = self as? GDataGeo { return object.isPoint }
            return nil
        case "isPrimary":
            if let object = self as? GDataContactLink { return object.isPrimary }
            if let object = self as? GDataEmail { return object.isPrimary }
            if let object = self as? GDataIM { return object.isPrimary }
            if let object = self as? GDataOrganization { return object.isPrimary }
            if let object = self as? GDataPhoneNumber { return object.isPrimary }
            if let object = self as? GDataPostalAddress { return object.isPrimary }
            if let object = self as? GDataStructuredPostalAddress { return object.isPrimary }
            return nil
        case "isPrivate":
            if let object = self as? GDataEntryYouTubeFeedLinkBase { return object.isPrivate }
            if let object = self as? GDataFeedYouTubePlaylist { return object.isPrivate }
            if let object = self as? GDataYouTubeMediaGroup { return object.isPrivate }
            if let object = self as? GDataGoogleBaseAttribute { return object.isPrivate }
            return nil
        case "isPrivateCopy":
            if let object = self as? GDataEntryCalendarEvent { return object.isPrivateCopy }
            return nil
        case "isQuickAdd":
            if let object = self as? GDataEntryCalendarEvent { return object.isQuickAdd }
            return nil
        case "isReadOnly":
            if let object = self as? GDataEntryLink { return object.isReadOnly }
            if let object = self as? GDataFeedLink { return object.isReadOnly }
            return nil
        case "isRemoved":
            if let object = self as? GDataEntryDocBase { return object.isRemoved }
            return nil
        case "isSelected":
            if let object = self as? GDataEntryCalendar { return object.isSelected }
            return nil
        case "isShared":
            if let object = self as? GDataEntryDocBase { return object.isShared }
            return nil
        case "isSpam":
            if let object = self as? GDataEntryYouTubeComment { return object.isSpam }
            return nil
        case "isSpecialized":
            if let object = self as? GDataRecurrenceException { return object.isSpecialized }
            return nil
        case "isStarred":
            if let object = self as? GDataEntryDocBase { return object.isStarred }
            return nil
        case "isStep1Required":
            if let object = self as? GDataAnalyticsDestination { return object.isStep1Required }
            return nil
        case "isSyncEvent":
            if let object = self as? GDataEntryCalendarEvent { return object.isSyncEvent }
            return nil
        case "isVerified":
            if let object = self as? GDataEntrySite { return object.isVerified }
            return nil
        case "isViewed":
            if let object = self as? GDataEntryDocBase { return object.isViewed }
            return nil
        case "issueLinkedFromURLStrings":
            if let object = self as? GDataEntrySiteCrawlIssue { return object.issueLinkedFromURLStrings }
            return nil
        case "issueType":
            if let object = self as? GDataEntrySiteCrawlIssue { return object.issueType }
            return nil
        case "issueURLString":
            if let object = self as? GDataEntrySiteCrawlIssue { return object.issueURLString }
            return nil
        case "itemType":
            if let object = self as? GDataEntryGoogleBase { return object.itemType }
            return nil
        case "itemsPerPage":
            if let object = self as? GDataFeedBase { return object.itemsPerPage }
            return nil
        case "jots":
            if let object = self as? GDataEntryContactBase { return object.jots }
            return nil
        case "key":
            if let object = self as? GDataContactUserDefinedField { return object.key }
            if let object = self as? GDataACLKeyedRole { return object.key }
            return nil
        case "keyedRole":
            if let object = self as? GDataEntryACL { return object.keyedRole }
            return nil
        case "keywords":
            if let object = self as? GDataFeedSiteKeyword { return object.keywords }
            if let object = self as? GDataMediaKeywords { return object.keywords }
            return nil
        case "kind":
            if let object = self as? GDataEntryBase { return object.kind }
            if let object = self as? GDataFeedBase { return object.kind }
            return nil
        case "kindCategory":
            if let object = self as? GDataEntryBase { return object.kindCategory }
            if let object = self as? GDataFeedBase { return object.kindCategory }
            return nil
        case "label":
            if let object = self as? GDataContactRelation { return object.label }
            if let object = self as? GDataCategory { return object.label }
            if let object = self as? GDataContactEvent { return object.label }
            if let object = self as? GDataContactExternalID { return object.label }
            if let object = self as? GDataContactLanguage { return object.label }
            if let object = self as? GDataContactLink { return object.label }
            if let object = self as? GDataEmail { return object.label }
            if let object = self as? GDataGeoPt { return object.label }
            if let object = self as? GDataIM { return object.label }
            if let object = self as? GDataMediaCategory { return object.label }
            if let object = self as? GDataOrganization { return object.label }
            if let object = self as? GDataPhoneNumber { return object.label }
            if let object = self as? GDataPostalAddress { return object.label }
            if let object = self as? GDataStructuredPostalAddress { return object.label }
            if let object = self as? GDataWhere { return object.label }
            return nil
        case "labelLang":
            if let object = self as? GDataCategory { return object.labelLang }
            return nil
        case "labels":
            if let object = self as? GDataEntryGoogleBase { return object.labels }
            return nil
        case "lang":
            if let object = self as? GDataEntryContent { return object.lang }
            if let object = self as? GDataMediaContent { return object.language }
            if let object = self as? GDataTextConstruct { return object.lang }
            return nil
        case "language":
            if let object = self as? GDataEntrySiteMessage { return object.language }
            return nil
        case "languages":
            if let object = self as? GDataEntryContactBase { return object.languages }
            if let object = self as? GDataEntryVolume { return object.languages }
            return nil
        case "largestChangestamp":
            if let object = self as? GDataEntryDocListMetadata { return object.largestChangestamp }
            if let object = self as? GDataFeedDocChange { return object.largestChangestamp }
            return nil
        case "lastCommented":
            if let object = self as? GDataEntryDocBase { return object.lastCommented }
            return nil
        case "lastDownloadDate":
            if let object = self as? GDataEntrySitemapBase { return object.lastDownloadDate }
            return nil
        case "lastLink":
            if let object = self as? GDataFeedBase { return object.lastLink }
            return nil
        case "lastModifiedBy":
            if let object = self as? GDataEntryDocBase { return object.lastModifiedBy }
            return nil
        case "lastModifiedByMe":
            if let object = self as? GDataEntryDocBase { return object.lastModifiedByMe }
            return nil
        case "lastName":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.lastName }
            return nil
        case "lastViewed":
            if let object = self as? GDataEntryDocBase { return object.lastViewed }
            return nil
        case "lastWebAccess":
            if let object = self as? GDataYouTubeStatistics { return object.lastWebAccess }
            return nil
        case "lat":
            if let object = self as? GDataGeoPt { return object.lat }
            return nil
        case "latitude":
            if let object = self as? GDataGeo { return object.latitude }
            return nil
        case "length":
            if let object = self as? GDataLink { return object.length }
            return nil
        case "lineNumberString":
            if let object = self as? GDataCodeSearchMatch { return object.lineNumberString }
            return nil
        case "links":
            if let object = self as? GDataDeletedEntry { return object.links }
            if let object = self as? GDataEntryBase { return object.links }
            if let object = self as? GDataFeedBase { return object.links }
            if let object = self as? GDataSource { return object.links }
            return nil
        case "listFeedURL":
            if let object = self as? GDataEntryWorksheet { return object.listFeedURL }
            return nil
        case "location":
            if let object = self as? GDataEntryPhoto { return object.location }
            if let object = self as? GDataEntryPhotoAlbum { return object.location }
            if let object = self as? GDataFeedPhotoAlbum { return object.location }
            if let object = self as? GDataEntryGoogleBase { return object.location }
            if let object = self as? GDataEntryYouTubeUserProfile { return object.location }
            if let object = self as? GDataEntryYouTubeVideo { return object.location }
            if let object = self as? GDataServerError { return object.location }
            return nil
        case "locationElement":
            if let object = self as? GDataServerError { return object.locationElement }
            return nil
        case "locationType":
            if let object = self as? GDataServerError { return object.locationType }
            return nil
        case "locations":
            if let object = self as? GDataEntryCalendar { return object.locations }
            if let object = self as? GDataEntryEvent { return object.locations }
            return nil
        case "logo":
            if let object = self as? GDataFeedBase { return object.logo }
            if let object = self as? GDataSource { return object.logo }
            return nil
        case "lon":
            if let object = self as? GDataGeoPt { return object.lon }
            return nil
        case "longLongNumberValue":
            if let object = self as? GDataDocMaxUploadSize { return object.int64Value }
            return nil
        case "longLongValue":
            if let object = self as? GDataValueConstruct { return object.int64Value }
            if let object = self as? GDataValueElementConstruct { return object.int64Value }
            return nil
        case "longitude":
            if let object = self as? GDataGeo { return object.longitude }
            return nil
        case "maidenName":
            if let object = self as? GDataEntryContactBase { return object.maidenName }
            return nil
        case "mailClass":
            if let object = self as? GDataStructuredPostalAddress { return object.mailClass }
            return nil
        case "mainError":
            if let object = self as? GDataServerErrorGroup { return object.mainError }
            return nil
        case "marketValue":
            if let object = self as? GDataPortfolioBase { return object.marketValue }
            return nil
        case "markupLanguage":
            if let object = self as? GDataEntrySitemapMobile { return object.markupLanguage }
            return nil
        case "markupLanguages":
            if let object = self as? GDataSitemapMobile { return object.markupLanguages }
            return nil
        case "matchType":
            if let object = self as? GDataAnalyticsDestination { return object.matchType }
            return nil
        case "matches":
            if let object = self as? GDataEntryCodeSearch { return object.matches }
            return nil
        case "max":
            if let object = self as? GDataRating { return object.max }
            return nil
        case "maxPhotosPerAlbum":
            if let object = self as? GDataEntryPhotoUser { return object.maxPhotosPerAlbum }
            if let object = self as? GDataFeedPhotoUser { return object.maxPhotosPerAlbum }
            return nil
        case "maxUploadSizes":
            if let object = self as? GDataEntryDocListMetadata { return object.maxUploadSizes }
            return nil
        case "mediaCategories":
            if let object = self as? GDataMediaGroup { return object.mediaCategories }
            return nil
        case "mediaContents":
            if let object = self as? GDataMediaGroup { return object.mediaContents }
            return nil
        case "mediaCredits":
            if let object = self as? GDataMediaGroup { return object.mediaCredits }
            return nil
        case "mediaDescription":
            if let object = self as? GDataMediaGroup { return object.mediaDescription }
            return nil
        case "mediaGroup":
            if let object = self as? GDataEntryPhoto { return object.mediaGroup }
            if let object = self as? GDataEntryPhotoAlbum { return object.mediaGroup }
            if let object = self as? GDataFeedPhoto { return object.mediaGroup }
            if let object = self as? GDataFeedPhotoAlbum { return object.mediaGroup }
            if let object = self as? GDataEntryYouTubeFeedLinkBase { return object.mediaGroup }
            if let object = self as? GDataEntryYouTubeVideo { return object.mediaGroup }
            if let object = self as? GDataFeedYouTubePlaylist { return object.mediaGroup }
            return nil
        case "mediaKeywords":
            if let object = self as? GDataMediaGroup { return object.mediaKeywords }
            return nil
        case "mediaPlayers":
            if let object = self as? GDataMediaGroup { return object.mediaPlayers }
            return nil
        case "mediaRatings":
            if let object = self as? GDataMediaGroup { return object.mediaRatings }
            return nil
        case "mediaRestrictions":
            if let object = self as? GDataMediaGroup { return object.mediaRestrictions }
            return nil
        case "mediaThumbnails":
            if let object = self as? GDataMediaGroup { return object.mediaThumbnails }
            return nil
        case "mediaTitle":
            if let object = self as? GDataMediaGroup { return object.mediaTitle }
            return nil
        case "medium":
            if let object = self as? GDataMediaContent { return object.medium }
            return nil
        case "messageDate":
            if let object = self as? GDataEntrySiteMessage { return object.messageDate }
            return nil
        case "metadataAttributeList":
            if let object = self as? GDataEntryGoogleBase { return object.metadataAttributeList }
            return nil
        case "metadataAttributes":
            if let object = self as? GDataEntryGoogleBase { return object.metadataAttributes }
            if let object = self as? GDataGoogleBaseMetadataAttributeList { return object.metadataAttributes }
            return nil
        case "metadataItemType":
            if let object = self as? GDataEntryGoogleBase { return object.metadataItemType }
            return nil
        case "method":
            if let object = self as? GDataReminder { return object.method }
            return nil
        case "methods":
            if let object = self as? GDataSuppressReplyNotificationsProperty { return object.methods }
            return nil
        case "metrics":
            if let object = self as? GDataEntryAnalyticsData { return object.metrics }
            if let object = self as? GDataAnalyticsAggregateGroup { return object.metrics }
            return nil
        case "mileage":
            if let object = self as? GDataEntryContactBase { return object.mileage }
            return nil
        case "min":
            if let object = self as? GDataRating { return object.min }
            return nil
        case "minutes":
            if let object = self as? GDataReminder { return object.minutes }
            return nil
        case "mode":
            if let object = self as? GDataEntryContent { return object.mode }
            if let object = self as? GDataTextConstruct { return object.mode }
            return nil
        case "moneyWithPrimaryCurrency":
            if let object = self as? GDataMoneyElementBase { return object.moneyWithPrimaryCurrency }
            return nil
        case "moneyWithSecondaryCurrency":
            if let object = self as? GDataMoneyElementBase { return object.moneyWithSecondaryCurrency }
            return nil
        case "moneys":
            if let object = self as? GDataMoneyElementBase { return object.moneys }
            return nil
        case "movies":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.movies }
            return nil
        case "music":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.music }
            return nil
        case "name":
            if let object = self as? GDataEntryContactBase { return object.contactName }
            if let object = self as? GDataNameValueConstruct { return object.valueName }
            if let object = self as? GDataACLScope { return object.scopeName }
            if let object = self as? GDataAnalyticsCustomVariable { return object.variableName }
            if let object = self as? GDataAnalyticsGoal { return object.goalName }
            if let object = self as? GDataAnalyticsMetric { return object.metricName }
            if let object = self as? GDataAnalyticsSegment { return object.segmentName }
            if let object = self as? GDataAnalyticsStep { return object.stepName }
            if let object = self as? GDataCodeSearchFile { return object.fileName }
            if let object = self as? GDataCodeSearchPackage { return object.packageName }
            if let object = self as? GDataCustomProperty { return object.propertyName }
            if let object = self as? GDataExtendedProperty { return object.propertyName }
            if let object = self as? GDataGenerator { return object.generatorName }
            if let object = self as? GDataGoogleBaseAttribute { return object.attributeName }
            if let object = self as? GDataGoogleBaseMetadataAttribute { return object.attributeName }
            if let object = self as? GDataPerson { return object.personName }
            if let object = self as? GDataSpreadsheetColumn { return object.columnName }
            if let object = self as? GDataSpreadsheetCustomElement { return object.columnName }
            if let object = self as? GDataSpreadsheetField { return object.fieldName }
            if let object = self as? GDataWorksheetName { return object.worksheetName }
            if let object = self as? GDataYouTubePublicationState { return object.stateName }
            return nil
        case "nameLang":
            if let object = self as? GDataPerson { return object.nameLang }
            return nil
        case "namePrefix":
            if let object = self as? GDataName { return object.namePrefix }
            return nil
        case "nameSuffix":
            if let object = self as? GDataName { return object.nameSuffix }
            return nil
        case "neighborhood":
            if let object = self as? GDataStructuredPostalAddress { return object.neighborhood }
            return nil
        case "nextLink":
            if let object = self as? GDataFeedBase { return object.nextLink }
            return nil
        case "nickname":
            if let object = self as? GDataEntryPhotoAlbum { return object.nickname }
            if let object = self as? GDataEntryPhotoUser { return object.nickname }
            if let object = self as? GDataFeedPhotoAlbum { return object.nickname }
            if let object = self as? GDataFeedPhotoUser { return object.nickname }
            if let object = self as? GDataEntryContactBase { return object.nickname }
            return nil
        case "nonRecurrenceReminders":
            if let object = self as? GDataEntryEvent { return object.nonRecurrenceReminders }
            return nil
        case "notes":
            if let object = self as? GDataFinanceTransactionData { return object.notes }
            return nil
        case "number":
            if let object = self as? GDataAnalyticsGoal { return object.number }
            if let object = self as? GDataAnalyticsStep { return object.number }
            return nil
        case "numberOfAdditionalGuests":
            if let object = self as? GDataWho { return object.numberOfAdditionalGuests }
            return nil
        case "numberOfDislikes":
            if let object = self as? GDataYouTubeRating { return object.numberOfDislikes }
            return nil
        case "numberOfLikes":
            if let object = self as? GDataYouTubeRating { return object.numberOfLikes }
            return nil
        case "numberOfRaters":
            if let object = self as? GDataRating { return object.numberOfRaters }
            return nil
        case "numberOfRows":
            if let object = self as? GDataSpreadsheetData { return object.numberOfRows }
            return nil
        case "numericValue":
            if let object = self as? GDataSpreadsheetCell { return object.numericValue }
            return nil
        case "occupation":
            if let object = self as? GDataEntryContactBase { return object.occupation }
            if let object = self as? GDataEntryYouTubeUserProfile { return object.occupation }
            return nil
        case "openAccess":
            if let object = self as? GDataEntryVolume { return object.openAccess }
            return nil
        case "orgDepartment":
            if let object = self as? GDataOrganization { return object.orgDepartment }
            return nil
        case "orgJobDescription":
            if let object = self as? GDataOrganization { return object.orgJobDescription }
            return nil
        case "orgName":
            if let object = self as? GDataOrganization { return object.orgName }
            return nil
        case "orgNameYomi":
            if let object = self as? GDataOrganization { return object.orgNameYomi }
            return nil
        case "orgSymbol":
            if let object = self as? GDataOrganization { return object.orgSymbol }
            return nil
        case "orgTitle":
            if let object = self as? GDataOrganization { return object.orgTitle }
            return nil
        case "organizations":
            if let object = self as? GDataEntryContactBase { return object.organizations }
            return nil
        case "originalEvent":
            if let object = self as? GDataEntryEvent { return object.originalEvent }
            if let object = self as? GDataRecurrenceException { return object.originalEvent }
            return nil
        case "originalID":
            if let object = self as? GDataOriginalEvent { return object.originalID }
            return nil
        case "originalStartTime":
            if let object = self as? GDataOriginalEvent { return object.originalStartTime }
            return nil
        case "overrideName":
            if let object = self as? GDataEntryCalendar { return object.overrideName }
            return nil
        case "package":
            if let object = self as? GDataEntryCodeSearch { return object.package }
            return nil
        case "parentLinks":
            if let object = self as? GDataEntryDocBase { return object.parentLinks }
            return nil
        case "participants":
            if let object = self as? GDataEntryEvent { return object.participants }
            if let object = self as? GDataEntryMessage { return object.participants }
            return nil
        case "path":
            if let object = self as? GDataAnalyticsStep { return object.path }
            return nil
        case "paymentMethods":
            if let object = self as? GDataEntryGoogleBase { return object.paymentMethods }
            return nil
        case "paymentNotes":
            if let object = self as? GDataEntryGoogleBase { return object.paymentNotes }
            return nil
        case "permission":
            if let object = self as? GDataYouTubeAccessControl { return object.permission }
            return nil
        case "phoneNumbers":
            if let object = self as? GDataEntryContactBase { return object.phoneNumbers }
            return nil
        case "photoDescription":
            if let object = self as? GDataEntryPhotoBase { return object.photoDescription }
            if let object = self as? GDataFeedPhotoBase { return object.photoDescription }
            return nil
        case "photoID":
            if let object = self as? GDataEntryPhotoComment { return object.photoID }
            return nil
        case "photoLink":
            if let object = self as? GDataEntryContactBase { return object.photoLink }
            return nil
        case "photosLeft":
            if let object = self as? GDataEntryPhotoAlbum { return object.photosLeft }
            if let object = self as? GDataFeedPhotoAlbum { return object.photosLeft }
            return nil
        case "photosUsed":
            if let object = self as? GDataEntryPhotoAlbum { return object.photosUsed }
            if let object = self as? GDataFeedPhotoAlbum { return object.photosUsed }
            return nil
        case "playlistID":
            if let object = self as? GDataEntryYouTubeFeedLinkBase { return object.playlistID }
            if let object = self as? GDataFeedYouTubePlaylist { return object.playlistID }
            return nil
        case "playlistTitle":
            if let object = self as? GDataEntryYouTubeSubscription { return object.playlistTitle }
            return nil
        case "playlistsFeedLink":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.playlistsFeedLink }
            return nil
        case "plusMediaFile":
            if let object = self as? GDataEntryDocBase { return object.plusMediaFile }
            return nil
        case "plusPhotosFolder":
            if let object = self as? GDataEntryDocBase { return object.plusPhotosFolder }
            return nil
        case "plusPhotosRootFolder":
            if let object = self as? GDataEntryDocBase { return object.plusPhotosRootFolder }
            return nil
        case "portfolioData":
            if let object = self as? GDataEntryFinancePortfolio { return object.portfolioData }
            return nil
        case "pos":
            if let object = self as? GDataGMLPoint { return object.pos }
            return nil
        case "position":
            if let object = self as? GDataEntryYouTubePlaylist { return object.position }
            return nil
        case "positionData":
            if let object = self as? GDataEntryFinancePosition { return object.positionData }
            return nil
        case "positionURL":
            if let object = self as? GDataEntryFinancePortfolio { return object.positionURL }
            return nil
        case "postCode":
            if let object = self as? GDataStructuredPostalAddress { return object.postCode }
            return nil
        case "postLink":
            if let object = self as? GDataEntryBase { return object.postLink }
            if let object = self as? GDataFeedBase { return object.postLink }
            return nil
        case "postalAddress":
            if let object = self as? GDataEntryMapFeature { return object.postalAddress }
            return nil
        case "postalAddresses":
            if let object = self as? GDataEntryContactBase { return object.postalAddresses }
            return nil
        case "preferredDomain":
            if let object = self as? GDataEntrySite { return object.preferredDomain }
            return nil
        case "previewLink":
            if let object = self as? GDataEntryVolume { return object.previewLink }
            return nil
        case "previousLink":
            if let object = self as? GDataFeedBase { return object.previousLink }
            return nil
        case "price":
            if let object = self as? GDataEntryGoogleBase { return object.price }
            if let object = self as? GDataFinanceTransactionData { return object.price }
            return nil
        case "priceType":
            if let object = self as? GDataEntryGoogleBase { return object.priceType }
            return nil
        case "priceUnits":
            if let object = self as? GDataEntryGoogleBase { return object.priceUnits }
            return nil
        case "primary":
            if let object = self as? GDataEmail { return object.isPrimary }
            if let object = self as? GDataIM { return object.isPrimary }
            if let object = self as? GDataPhoneNumber { return object.isPrimary }
            if let object = self as? GDataPostalAddress { return object.isPrimary }
            return nil
        case "primaryCalendarLink":
            if let object = self as? GDataEntryContactBase { return object.primaryCalendarLink }
            return nil
        case "primaryCollection":
            if let object = self as? GDataAtomWorkspace { return object.primaryCollection }
            return nil
        case "primaryEmailAddress":
            if let object = self as? GDataEntryContactBase { return object.primaryEmailAddress }
            return nil
        case "primaryIMAddress":
            if let object = self as? GDataEntryContactBase { return object.primaryIMAddress }
            return nil
        case "primaryOrganization":
            if let object = self as? GDataEntryContactBase { return object.primaryOrganization }
            return nil
        case "primaryPhoneNumber":
            if let object = self as? GDataEntryContactBase { return object.primaryPhoneNumber }
            return nil
        case "primaryPostalAddress":
            if let object = self as? GDataEntryContactBase { return object.primaryPostalAddress }
            return nil
        case "primaryStructuredPostalAddress":
            if let object = self as? GDataEntryContactBase { return object.primaryStructuredPostalAddress }
            return nil
        case "primaryWebsiteLink":
            if let object = self as? GDataEntryContactBase { return object.primaryWebsiteLink }
            return nil
        case "primaryWorkspace":
            if let object = self as? GDataAtomServiceDocument { return object.primaryWorkspace }
            return nil
        case "priority":
            if let object = self as? GDataEntryContactBase { return object.priority }
            return nil
        case "profileMetaData":
            if let object = self as? GDataEntryHealthProfile { return object.profileMetaData }
            return nil
        case "protocol":
            if let object = self as? GDataIM { return object.`protocol` }
            return nil
        case "publicationLabel":
            if let object = self as? GDataEntrySitemapNews { return object.publicationLabel }
            return nil
        case "publicationLabels":
            if let object = self as? GDataSitemapNews { return object.publicationLabels }
            return nil
        case "publicationState":
            if let object = self as? GDataEntryYouTubeCaptionTrack { return object.publicationState }
            if let object = self as? GDataEntryYouTubeVideo { return object.publicationState }
            if let object = self as? GDataAtomPubControl { return object.publicationState }
            return nil
        case "publishedDate":
            if let object = self as? GDataEntryBase { return object.publishedDate }
            return nil
        case "publishers":
            if let object = self as? GDataEntryVolume { return object.publishers }
            return nil
        case "quantity":
            if let object = self as? GDataEntryGoogleBase { return object.quantity }
            return nil
        case "quotaBytesTotal":
            if let object = self as? GDataEntryDocListMetadata { return object.quotaBytesTotal }
            return nil
        case "quotaBytesUsed":
            if let object = self as? GDataEntryDocBase { return object.quotaBytesUsed }
            if let object = self as? GDataEntryDocListMetadata { return object.quotaBytesUsed }
            return nil
        case "quotaBytesUsedInTrash":
            if let object = self as? GDataEntryDocListMetadata { return object.quotaBytesUsedInTrash }
            return nil
        case "quotaLimit":
            if let object = self as? GDataEntryPhotoUser { return object.quotaLimit }
            if let object = self as? GDataFeedPhotoUser { return object.quotaLimit }
            return nil
        case "quotaType":
            if let object = self as? GDataEntryDocListMetadata { return object.quotaType }
            return nil
        case "quotaUsed":
            if let object = self as? GDataEntryPhotoUser { return object.quotaUsed }
            if let object = self as? GDataFeedPhotoUser { return object.quotaUsed }
            return nil
        case "rating":
            if let object = self as? GDataEntryMessage { return object.rating }
            if let object = self as? GDataEntryVolume { return object.rating }
            if let object = self as? GDataEntryYouTubeRating { return object.rating }
            if let object = self as? GDataEntryYouTubeUserEvent { return object.rating }
            if let object = self as? GDataEntryYouTubeVideo { return object.rating }
            return nil
        case "ratingsLink":
            if let object = self as? GDataEntryYouTubeVideo { return object.ratingsLink }
            return nil
        case "read":
            if let object = self as? GDataEntrySiteMessage { return object.read }
            return nil
        case "realm":
            if let object = self as? GDataExtendedProperty { return object.realm }
            return nil
        case "reason":
            if let object = self as? GDataBatchInterrupted { return object.reason }
            if let object = self as? GDataBatchStatus { return object.reason }
            return nil
        case "reasonCode":
            if let object = self as? GDataYouTubePublicationState { return object.reasonCode }
            return nil
        case "recentActivityFeedLink":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.recentActivityFeedLink }
            return nil
        case "recentSubscriptionVideosFeedLink":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.recentSubscriptionVideosFeedLink }
            return nil
        case "recordFeedURL":
            if let object = self as? GDataEntrySpreadsheetTable { return object.recordFeedURL }
            return nil
        case "recordedDate":
            if let object = self as? GDataEntryYouTubeVideo { return object.recordedDate }
            return nil
        case "recurrence":
            if let object = self as? GDataEntryEvent { return object.recurrence }
            return nil
        case "recurrenceExceptions":
            if let object = self as? GDataEntryEvent { return object.recurrenceExceptions }
            return nil
        case "recurrenceReminders":
            if let object = self as? GDataEntryEvent { return object.recurrenceReminders }
            return nil
        case "ref":
            if let object = self as? GDataDeletedEntry { return object.ref }
            if let object = self as? GDataInReplyTo { return object.ref }
            return nil
        case "region":
            if let object = self as? GDataStructuredPostalAddress { return object.region }
            return nil
        case "rel":
            if let object = self as? GDataContactJot { return object.rel }
            if let object = self as? GDataContactRelation { return object.rel }
            if let object = self as? GDataComment { return object.rel }
            if let object = self as? GDataContactEvent { return object.rel }
            if let object = self as? GDataContactExternalID { return object.rel }
            if let object = self as? GDataContactLink { return object.rel }
            if let object = self as? GDataContactPriority { return object.rel }
            if let object = self as? GDataContactSensitivity { return object.rel }
            if let object = self as? GDataEmail { return object.rel }
            if let object = self as? GDataEntryLink { return object.rel }
            if let object = self as? GDataFeedLink { return object.rel }
            if let object = self as? GDataIM { return object.rel }
            if let object = self as? GDataLink { return object.rel }
            if let object = self as? GDataOrganization { return object.rel }
            if let object = self as? GDataPhoneNumber { return object.rel }
            if let object = self as? GDataPostalAddress { return object.rel }
            if let object = self as? GDataRating { return object.rel }
            if let object = self as? GDataStructuredPostalAddress { return object.rel }
            if let object = self as? GDataWhere { return object.rel }
            if let object = self as? GDataWho { return object.rel }
            return nil
        case "relatedLink":
            if let object = self as? GDataEntryYouTubeVideo { return object.relatedLink }
            if let object = self as? GDataEntryBase { return object.relatedLink }
            if let object = self as? GDataFeedBase { return object.relatedLink }
            return nil
        case "relations":
            if let object = self as? GDataEntryContactBase { return object.relations }
            return nil
        case "relationship":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.relationship }
            if let object = self as? GDataMediaRestriction { return object.relationship }
            return nil
        case "reminders":
            if let object = self as? GDataEntryEvent { return object.reminders }
            if let object = self as? GDataWhen { return object.reminders }
            return nil
        case "repliesAtomLink":
            if let object = self as? GDataEntryBlogPost { return object.repliesAtomLink }
            return nil
        case "repliesHTMLLink":
            if let object = self as? GDataEntryBlogPost { return object.repliesHTMLLink }
            return nil
        case "repliesLink":
            if let object = self as? GDataEntryBlog { return object.repliesLink }
            if let object = self as? GDataEntryBlogComment { return object.repliesLink }
            return nil
        case "resourceID":
            if let object = self as? GDataEntryBase { return object.resourceID }
            if let object = self as? GDataFeedBase { return object.resourceID }
            return nil
        case "resourceProperties":
            if let object = self as? GDataWho { return object.resourceProperties }
            return nil
        case "resultString":
            if let object = self as? GDataSpreadsheetCell { return object.resultString }
            return nil
        case "return1w":
            if let object = self as? GDataPortfolioBase { return object.return1w }
            return nil
        case "return1y":
            if let object = self as? GDataPortfolioBase { return object.return1y }
            return nil
        case "return3m":
            if let object = self as? GDataPortfolioBase { return object.return3m }
            return nil
        case "return3y":
            if let object = self as? GDataPortfolioBase { return object.return3y }
            return nil
        case "return4w":
            if let object = self as? GDataPortfolioBase { return object.return4w }
            return nil
        case "return5y":
            if let object = self as? GDataPortfolioBase { return object.return5y }
            return nil
        case "returnOverall":
            if let object = self as? GDataPortfolioBase { return object.returnOverall }
            return nil
        case "returnYTD":
            if let object = self as? GDataPortfolioBase { return object.returnYTD }
            return nil
        case "review":
            if let object = self as? GDataEntryVolume { return object.review }
            return nil
        case "revisionFeedLink":
            if let object = self as? GDataEntryDocBase { return object.revisionFeedLink }
            return nil
        case "rights":
            if let object = self as? GDataEntryBase { return object.rights }
            if let object = self as? GDataFeedBase { return object.rights }
            if let object = self as? GDataSource { return object.rights }
            return nil
        case "rightsString":
            if let object = self as? GDataEntryBase { return object.rightsString }
            return nil
        case "role":
            if let object = self as? GDataEntryACL { return object.role }
            if let object = self as? GDataACLKeyedRole { return object.role }
            if let object = self as? GDataMediaCredit { return object.role }
            return nil
        case "rotation":
            if let object = self as? GDataEntryPhoto { return object.rotation }
            if let object = self as? GDataFeedPhoto { return object.rotation }
            return nil
        case "row":
            if let object = self as? GDataSpreadsheetCell { return object.row }
            if let object = self as? GDataSpreadsheetHeader { return object.row }
            return nil
        case "rowCount":
            if let object = self as? GDataEntryWorksheet { return object.rowCount }
            if let object = self as? GDataFeedSpreadsheetCell { return object.rowCount }
            return nil
        case "samplingrate":
            if let object = self as? GDataMediaContent { return object.samplingrate }
            return nil
        case "scheme":
            if let object = self as? GDataAtomCategoryGroup { return object.scheme }
            if let object = self as? GDataCategory { return object.scheme }
            if let object = self as? GDataMediaCategory { return object.scheme }
            if let object = self as? GDataMediaCredit { return object.scheme }
            if let object = self as? GDataMediaRating { return object.scheme }
            return nil
        case "school":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.school }
            return nil
        case "scope":
            if let object = self as? GDataEntryACL { return object.scope }
            if let object = self as? GDataAnalyticsCustomVariable { return object.scope }
            return nil
        case "seconds":
            if let object = self as? GDataYouTubeDuration { return object.seconds }
            return nil
        case "segments":
            if let object = self as? GDataFeedAnalyticsAccount { return object.segments }
            if let object = self as? GDataFeedAnalyticsData { return object.segments }
            return nil
        case "selfLink":
            if let object = self as? GDataEntryBase { return object.selfLink }
            if let object = self as? GDataFeedBase { return object.selfLink }
            return nil
        case "sendReportURI":
            if let object = self as? GDataServerError { return object.sendReportURI }
            return nil
        case "sensitivity":
            if let object = self as? GDataEntryContactBase { return object.sensitivity }
            return nil
        case "sequenceNumber":
            if let object = self as? GDataEntryCalendarEvent { return object.sequenceNumber }
            return nil
        case "serviceAcceptStrings":
            if let object = self as? GDataAtomCollection { return object.serviceAcceptStrings }
            return nil
        case "settingsLink":
            if let object = self as? GDataEntryBlog { return object.settingsLink }
            return nil
        case "settingsProperty":
            if let object = self as? GDataEntryCalendarSettings { return object.settingsProperty }
            return nil
        case "sharedWithMe":
            if let object = self as? GDataEntryDocBase { return object.sharedWithMe }
            return nil
        case "shares":
            if let object = self as? GDataPositionData { return object.shares }
            if let object = self as? GDataFinanceTransactionData { return object.shares }
            return nil
        case "sharingUser":
            if let object = self as? GDataEntryDocBase { return object.sharingUser }
            return nil
        case "shippings":
            if let object = self as? GDataEntryGoogleBase { return object.shippings }
            return nil
        case "shortName":
            if let object = self as? GDataEntryContactBase { return object.shortName }
            return nil
        case "shouldPickUp":
            if let object = self as? GDataEntryGoogleBase { return object.shouldPickUp }
            return nil
        case "shouldSendEventNotifications":
            if let object = self as? GDataEntryCalendarEvent { return object.shouldSendEventNotifications }
            return nil
        case "sitemapMobile":
            if let object = self as? GDataFeedSitemap { return object.sitemapMobile }
            return nil
        case "sitemapNews":
            if let object = self as? GDataFeedSitemap { return object.sitemapNews }
            return nil
        case "sitemapStatus":
            if let object = self as? GDataEntrySitemapBase { return object.sitemapStatus }
            return nil
        case "sitemapType":
            if let object = self as? GDataEntrySitemapRegular { return object.sitemapType }
            return nil
        case "sitemapURLCount":
            if let object = self as? GDataEntrySitemapBase { return object.sitemapURLCount }
            return nil
        case "sitemapsEntryLink":
            if let object = self as? GDataEntrySite { return object.sitemapsEntryLink }
            return nil
        case "size":
            if let object = self as? GDataEntryPhoto { return object.size }
            if let object = self as? GDataFeedPhoto { return object.size }
            return nil
        case "snippet":
            if let object = self as? GDataEntryPhoto { return object.snippet }
            return nil
        case "snippetType":
            if let object = self as? GDataEntryPhoto { return object.snippetType }
            return nil
        case "source":
            if let object = self as? GDataDocTransferFormat { return object.source }
            if let object = self as? GDataEntryBase { return object.source }
            if let object = self as? GDataInReplyTo { return object.source }
            if let object = self as? GDataSiteKeyword { return object.source }
            return nil
        case "sourceLink":
            if let object = self as? GDataEntrySpreadsheetCell { return object.sourceLink }
            return nil
        case "sourceURI":
            if let object = self as? GDataEntryContent { return object.sourceURI }
            return nil
        case "sourceURL":
            if let object = self as? GDataEntryContent { return object.sourceURL }
            return nil
        case "spreadsheetData":
            if let object = self as? GDataEntrySpreadsheetTable { return object.spreadsheetData }
            return nil
        case "spreadsheetHeader":
            if let object = self as? GDataEntrySpreadsheetTable { return object.spreadsheetHeader }
            return nil
        case "spreadsheetLink":
            if let object = self as? GDataEntrySpreadsheet { return object.spreadsheetLink }
            if let object = self as? GDataEntryWorksheet { return object.spreadsheetLink }
            return nil
        case "startDateString":
            if let object = self as? GDataFeedAnalyticsData { return object.startDateString }
            return nil
        case "startIndex":
            if let object = self as? GDataFeedBase { return object.startIndex }
            if let object = self as? GDataSpreadsheetData { return object.startIndex }
            return nil
        case "startTime":
            if let object = self as? GDataWhen { return object.startTime }
            return nil
        case "statistics":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.statistics }
            if let object = self as? GDataEntryYouTubeVideo { return object.statistics }
            return nil
        case "status":
            if let object = self as? GDataEntryYouTubeFriend { return object.status }
            return nil
        case "steps":
            if let object = self as? GDataAnalyticsDestination { return object.steps }
            return nil
        case "street":
            if let object = self as? GDataStructuredPostalAddress { return object.street }
            return nil
        case "stringValue":
            if let object = self as? GDataAnalyticsMetric { return object.value }
            if let object = self as? GDataContactBirthday { return object.when }
            if let object = self as? GDataContactExternalID { return object.value }
            if let object = self as? GDataEntryContent { return object.value }
            if let object = self as? GDataTextConstruct { return object.value }
            if let object = self as? GDataValueConstruct { return object.value }
            if let object = self as? GDataWhere { return object.valueString }
            if let object = self as? GDataWho { return object.valueString }
            if let object = self as? GDataWorksheetName { return object.worksheetName }
            return stringValue
        case "structuredPostalAddresses":
            if let object = self as? GDataEntryContactBase { return object.structuredPostalAddresses }
            return nil
        case "subAttributes":
            if let object = self as? GDataGoogleBaseAttribute { return object.subAttributes }
            return nil
        case "subject":
            if let object = self as? GDataEntryContactBase { return object.subject }
            if let object = self as? GDataEntrySiteMessage { return object.subject }
            return nil
        case "subjects":
            if let object = self as? GDataEntryVolume { return object.subjects }
            return nil
        case "subregion":
            if let object = self as? GDataStructuredPostalAddress { return object.subregion }
            return nil
        case "subscriberCount":
            if let object = self as? GDataYouTubeStatistics { return object.subscriberCount }
            return nil
        case "subscriptionType":
            if let object = self as? GDataEntryYouTubeSubscription { return object.subscriptionType }
            return nil
        case "subscriptionsFeedLink":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.subscriptionsFeedLink }
            return nil
        case "subtitle":
            if let object = self as? GDataFeedBase { return object.subtitle }
            if let object = self as? GDataSource { return object.subtitle }
            return nil
        case "successCount":
            if let object = self as? GDataBatchInterrupted { return object.successCount }
            return nil
        case "suggestedFilename":
            if let object = self as? GDataEntryDocBase { return object.suggestedFilename }
            return nil
        case "summary":
            if let object = self as? GDataEntryBase { return object.summary }
            if let object = self as? GDataServerError { return object.summary }
            return nil
        case "suppressReplyNotificationTypes":
            if let object = self as? GDataEntryCalendarEvent { return object.suppressReplyNotificationTypes }
            return nil
        case "symbol":
            if let object = self as? GDataEntryFinancePosition { return object.symbol }
            if let object = self as? GDataFinanceSymbol { return object.symbol }
            return nil
        case "systemGroup":
            if let object = self as? GDataEntryContactGroup { return object.systemGroup }
            return nil
        case "tableID":
            if let object = self as? GDataEntryAnalyticsAccount { return object.tableID }
            if let object = self as? GDataAnalyticsDataSource { return object.tableID }
            return nil
        case "tableName":
            if let object = self as? GDataAnalyticsDataSource { return object.tableName }
            return nil
        case "tablesFeedLink":
            if let object = self as? GDataEntrySpreadsheet { return object.tablesFeedLink }
            return nil
        case "tagDictionary":
            if let object = self as? GDataEXIFTags { return object.tagDictionary }
            return nil
        case "tags":
            if let object = self as? GDataEXIFTags { return object.tags }
            return nil
        case "target":
            if let object = self as? GDataDocTransferFormat { return object.target }
            return nil
        case "taxPercent":
            if let object = self as? GDataEntryGoogleBase { return object.taxPercent }
            return nil
        case "taxRegion":
            if let object = self as? GDataEntryGoogleBase { return object.taxRegion }
            return nil
        case "templateLink":
            if let object = self as? GDataEntryBlog { return object.templateLink }
            return nil
        case "term":
            if let object = self as? GDataCategory { return object.term }
            return nil
        case "textValue":
            if let object = self as? GDataGoogleBaseAttribute { return object.textValue }
            return nil
        case "threadCount":
            if let object = self as? GDataLink { return object.threadCount }
            return nil
        case "threadUpdated":
            if let object = self as? GDataLink { return object.threadUpdated }
            return nil
        case "thresholdValue":
            if let object = self as? GDataAnalyticsEngagement { return object.thresholdValue }
            return nil
        case "thumbnail":
            if let object = self as? GDataEntryPhotoUser { return object.thumbnail }
            if let object = self as? GDataFeedPhotoUser { return object.thumbnail }
            if let object = self as? GDataEntryBlogPost { return object.thumbnail }
            if let object = self as? GDataEntryYouTubeUserProfile { return object.thumbnail }
            return nil
        case "thumbnailLink":
            if let object = self as? GDataEntryDocBase { return object.thumbnailLink }
            if let object = self as? GDataEntryVolume { return object.thumbnailLink }
            return nil
        case "time":
            if let object = self as? GDataEntryMessage { return object.time }
            if let object = self as? GDataGeoPt { return object.time }
            if let object = self as? GDataMediaThumbnail { return object.time }
            return nil
        case "timeRange":
            if let object = self as? GDataEntryFreeBusyBase { return object.timeRange }
            return nil
        case "timeString":
            if let object = self as? GDataMediaThumbnail { return object.timeString }
            return nil
        case "timeZoneName":
            if let object = self as? GDataFeedCalendarEvent { return object.timeZoneName }
            if let object = self as? GDataEntryCalendar { return object.timeZoneName }
            return nil
        case "times":
            if let object = self as? GDataEntryEvent { return object.times }
            return nil
        case "timesCleaned":
            if let object = self as? GDataFeedCalendarEvent { return object.timesCleaned }
            if let object = self as? GDataEntryCalendar { return object.timesCleaned }
            return nil
        case "timestamp":
            if let object = self as? GDataEntryPhoto { return object.timestamp }
            if let object = self as? GDataEntryPhotoAlbum { return object.timestamp }
            if let object = self as? GDataFeedPhoto { return object.timestamp }
            if let object = self as? GDataFeedPhotoAlbum { return object.timestamp }
            return nil
        case "title":
            if let object = self as? GDataAtomCollection { return object.titleString }
            if let object = self as? GDataAtomWorkspace { return object.titleString }
            if let object = self as? GDataEntryBase { return object.title }
            if let object = self as? GDataFeedBase { return object.title }
            if let object = self as? GDataLink { return object.title }
            if let object = self as? GDataSource { return object.title }
            return nil
        case "titleAttribute":
            if let object = self as? GDataAtomCollection { return object.titleAttribute }
            if let object = self as? GDataAtomWorkspace { return object.titleAttribute }
            return nil
        case "total":
            if let object = self as? GDataEntryBlogPost { return object.total }
            if let object = self as? GDataEntryBase { return object.total }
            return nil
        case "totalCount":
            if let object = self as? GDataBatchInterrupted { return object.totalCount }
            return nil
        case "totalRating":
            if let object = self as? GDataEntryYouTubeComment { return object.totalRating }
            return nil
        case "totalResults":
            if let object = self as? GDataFeedBase { return object.totalResults }
            return nil
        case "totalUploadViews":
            if let object = self as? GDataYouTubeStatistics { return object.totalUploadViews }
            return nil
        case "transactionData":
            if let object = self as? GDataEntryFinanceTransaction { return object.transactionData }
            return nil
        case "transactionURL":
            if let object = self as? GDataEntryFinancePosition { return object.transactionURL }
            return nil
        case "transparency":
            if let object = self as? GDataEntryEvent { return object.transparency }
            return nil
        case "truncated":
            if let object = self as? GDataEntryPhoto { return object.truncated }
            return nil
        case "type":
            if let object = self as? GDataACLScope { return object.type }
            if let object = self as? GDataAnalyticsEngagement { return object.type }
            if let object = self as? GDataAnalyticsMetric { return object.type }
            if let object = self as? GDataBatchOperation { return object.type }
            if let object = self as? GDataCustomProperty { return object.type }
            if let object = self as? GDataEntryContent { return object.type }
            if let object = self as? GDataFinanceTransactionData { return object.type }
            if let object = self as? GDataGoogleBaseAttribute { return object.type }
            if let object = self as? GDataGoogleBaseMetadataAttribute { return object.type }
            if let object = self as? GDataInReplyTo { return object.type }
            if let object = self as? GDataLink { return object.type }
            if let object = self as? GDataMediaContent { return object.type }
            if let object = self as? GDataMediaRestriction { return object.type }
            if let object = self as? GDataServerErrorLocation { return object.type }
            if let object = self as? GDataSiteVerificationMethod { return object.type }
            if let object = self as? GDataTextConstruct { return object.type }
            if let object = self as? GDataYouTubeAccessControl { return object.type }
            return nil
        case "unit":
            if let object = self as? GDataCustomProperty { return object.unit }
            return nil
        case "updatedDate":
            if let object = self as? GDataEntryBase { return object.updatedDate }
            if let object = self as? GDataFeedBase { return object.updatedDate }
            if let object = self as? GDataSource { return object.updatedDate }
            return nil
        case "uploadEditLink":
            if let object = self as? GDataEntryBase { return object.uploadEditLink }
            return nil
        case "uploadKind":
            if let object = self as? GDataDocMaxUploadSize { return object.uploadKind }
            return nil
        case "uploadLink":
            if let object = self as? GDataFeedBase { return object.uploadLink }
            return nil
        case "uploadedDate":
            if let object = self as? GDataYouTubeMediaGroup { return object.uploadedDate }
            return nil
        case "uploadsFeedLink":
            if let object = self as? GDataEntryYouTubeChannel { return object.uploadsFeedLink }
            if let object = self as? GDataEntryYouTubeUserProfile { return object.uploadsFeedLink }
            return nil
        case "uri":
            if let object = self as? GDataPhoneNumber { return object.uri }
            return nil
        case "usage":
            if let object = self as? GDataStructuredPostalAddress { return object.usage }
            return nil
        case "userDefinedFields":
            if let object = self as? GDataEntryContactBase { return object.userDefinedFields }
            return nil
        case "userEventType":
            if let object = self as? GDataEntryYouTubeUserEvent { return object.userEventType }
            return nil
        case "username":
            if let object = self as? GDataEntryPhotoAlbum { return object.username }
            if let object = self as? GDataEntryPhotoUser { return object.username }
            if let object = self as? GDataEntryYouTubeSubscription { return object.username }
            if let object = self as? GDataFeedPhotoAlbum { return object.username }
            if let object = self as? GDataFeedPhotoUser { return object.username }
            if let object = self as? GDataEntryYouTubeFriend { return object.username }
            if let object = self as? GDataEntryYouTubeUserEvent { return object.username }
            if let object = self as? GDataEntryYouTubeUserProfile { return object.username }
            return nil
        case "value":
            if let object = self as? GDataACLScope { return object.value }
            if let object = self as? GDataAnalyticsGoal { return object.value }
            if let object = self as? GDataAnalyticsMetric { return object.value }
            if let object = self as? GDataContactExternalID { return object.value }
            if let object = self as? GDataCustomProperty { return object.value }
            if let object = self as? GDataExtendedProperty { return object.value }
            if let object = self as? GDataRating { return object.value }
            if let object = self as? GDataSiteVerificationMethod { return object.value }
            if let object = self as? GDataSpreadsheetField { return object.value }
            if let object = self as? GDataValueConstruct { return object.value }
            if let object = self as? GDataValueElementConstruct { return object.value }
            if let object = self as? GDataWhen { return object.value }
            if let object = self as? GDataYouTubeAccessControl { return object.value }
            if let object = self as? GDataYouTubeRating { return object.value }
            return nil
        case "valueString":
            if let object = self as? GDataWhere { return object.valueString }
            if let object = self as? GDataWho { return object.valueString }
            return nil
        case "values":
            if let object = self as? GDataGeo { return object.values }
            if let object = self as? GDataGoogleBaseMetadataAttribute { return object.values }
            return nil
        case "verificationEntryLink":
            if let object = self as? GDataEntrySite { return object.verificationEntryLink }
            return nil
        case "verificationMethodInUse":
            if let object = self as? GDataEntrySite { return object.verificationMethodInUse }
            return nil
        case "verificationMethods":
            if let object = self as? GDataEntrySite { return object.verificationMethods }
            return nil
        case "version":
            if let object = self as? GDataGenerator { return object.version }
            return nil
        case "videoID":
            if let object = self as? GDataEntryYouTubeUserEvent { return object.videoID }
            if let object = self as? GDataYouTubeMediaGroup { return object.videoID }
            return nil
        case "videoLink":
            if let object = self as? GDataEntryYouTubeUserEvent { return object.videoLink }
            return nil
        case "videoLogLink":
            if let object = self as? GDataEntryYouTubeUserProfile { return object.videoLogLink }
            return nil
        case "videoResponsesLink":
            if let object = self as? GDataEntryYouTubeVideo { return object.videoResponsesLink }
            return nil
        case "videoStatus":
            if let object = self as? GDataEntryPhoto { return object.videoStatus }
            if let object = self as? GDataFeedPhoto { return object.videoStatus }
            return nil
        case "videoWatchCount":
            if let object = self as? GDataYouTubeStatistics { return object.videoWatchCount }
            return nil
        case "viewCount":
            if let object = self as? GDataYouTubeStatistics { return object.viewCount }
            return nil
        case "viewLink":
            if let object = self as? GDataEntryMapFeature { return object.viewLink }
            return nil
        case "viewability":
            if let object = self as? GDataEntryVolume { return object.viewability }
            return nil
        case "visibility":
            if let object = self as? GDataEntryEvent { return object.visibility }
            return nil
        case "volumeDescriptions":
            if let object = self as? GDataEntryVolume { return object.volumeDescriptions }
            return nil
        case "volumeIdentifiers":
            if let object = self as? GDataEntryVolume { return object.volumeIdentifiers }
            return nil
        case "volumeTitles":
            if let object = self as? GDataEntryVolume { return object.volumeTitles }
            return nil
        case "webContent":
            if let object = self as? GDataEntryCalendarEvent { return object.webContent }
            return nil
        case "webContentLink":
            if let object = self as? GDataEntryCalendarEvent { return object.webContentLink }
            return nil
        case "webContents":
            if let object = self as? GDataLink { return object.webContents }
            return nil
        case "websiteLinks":
            if let object = self as? GDataEntryContactBase { return object.websiteLinks }
            return nil
        case "weight":
            if let object = self as? GDataEntryPhotoTag { return object.weight }
            return nil
        case "when":
            if let object = self as? GDataCalendarBusy { return object.when }
            if let object = self as? GDataCalendarTimeRange { return object.when }
            if let object = self as? GDataContactBirthday { return object.when }
            if let object = self as? GDataContactEvent { return object.when }
            if let object = self as? GDataDeletedEntry { return object.when }
            return nil
        case "whens":
            if let object = self as? GDataEntryCalendar { return object.whens }
            return nil
        case "where":
            if let object = self as? GDataEntryContactBase { return object.`where` }
            if let object = self as? GDataFeedContact { return object.`where` }
            if let object = self as? GDataOrganization { return object.`where` }
            return nil
        case "width":
            if let object = self as? GDataEntryPhoto { return object.width }
            if let object = self as? GDataFeedPhoto { return object.width }
            if let object = self as? GDataMediaContent { return object.width }
            if let object = self as? GDataMediaPlayer { return object.width }
            if let object = self as? GDataMediaThumbnail { return object.width }
            if let object = self as? GDataWebContent { return object.width }
            return nil
        case "worksheetName":
            if let object = self as? GDataEntrySpreadsheetTable { return object.worksheetName }
            return nil
        case "worksheetsFeedURL":
            if let object = self as? GDataEntrySpreadsheet { return object.worksheetsFeedURL }
            return nil
        case "workspaces":
            if let object = self as? GDataAtomServiceDocument { return object.workspaces }
            return nil
        case "writersCanInvite":
            if let object = self as? GDataEntryDocBase { return object.writersCanInvite }
            return nil
        case "yomi":
            if let object = self as? GDataEntryContact { return object.yomi }
            if let object = self as? GDataNameAdditional { return object.yomi }
            if let object = self as? GDataNameFamily { return object.yomi }
            if let object = self as? GDataNameFull { return object.yomi }
            if let object = self as? GDataNameGiven { return object.yomi }
            if let object = self as? GDataNamePrefix { return object.yomi }
            if let object = self as? GDataNameSuffix { return object.yomi }
            if let object = self as? GDataOrgDepartment { return object.yomi }
            if let object = self as? GDataOrgJobDescription { return object.yomi }
            if let object = self as? GDataOrgName { return object.yomi }
            if let object = self as? GDataOrgSymbol { return object.yomi }
            if let object = self as? GDataOrgTitle { return object.yomi }
            return nil
        case "youTubeCountry":
            if let object = self as? GDataMediaRating { return object.youTubeCountry }
            return nil
        case "youTubeCreditType":
            if let object = self as? GDataMediaCredit { return object.youTubeCreditType }
            return nil
        case "youTubeDescription":
            if let object = self as? GDataEntryYouTubePlaylistLink { return object.youTubeDescription }
            return nil
        case "youTubeFormatNumber":
            if let object = self as? GDataMediaContent { return object.youTubeFormatNumber }
            return nil
        case "youTubeName":
            if let object = self as? GDataMediaThumbnail { return object.youTubeName }
            return nil
        case "youTubeQueryString":
            if let object = self as? GDataEntryYouTubeSubscription { return object.youTubeQueryString }
            return nil
        case "youTubeToken":
            if let object = self as? GDataLink { return object.youTubeToken }
            return nil
        default:
            return nil
        }
    }
}
