// generated from Schemas/*.json by scripts/generate-schemas.py — do not edit

/// Registers the built-in classes: root element classes and kinds. The parser calls it once.
enum GDataSchemaRegistration {
    static func registerAll() {
        // Schemas/acl.json
        GDataClassRegistry.register(GDataFeedACL.self, kindTerm: "http://schemas.google.com/acl/2007#accessRule")
        // Schemas/atom.json
        GDataClassRegistry.registerRootClass(GDataFeedBase.self, for: GDataXMLName.intern("http://www.w3.org/2005/Atom", "feed"))
        GDataClassRegistry.registerRootClass(GDataEntryBase.self, for: GDataXMLName.intern("http://www.w3.org/2005/Atom", "entry"))
        GDataClassRegistry.registerRootClass(GDataFeedBase.self, for: GDataXMLName.intern("http://purl.org/atom/ns#", "feed"))
        GDataClassRegistry.registerRootClass(GDataEntryBase.self, for: GDataXMLName.intern("http://purl.org/atom/ns#", "entry"))
        // Schemas/atompub.json
        GDataClassRegistry.registerRootClass(GDataAtomServiceDocument.self, for: GDataXMLName.intern("http://www.w3.org/2007/app", "service"))
        GDataClassRegistry.registerRootClass(GDataAtomServiceDocument.self, for: GDataXMLName.intern("http://purl.org/atom/app#", "service"))
        GDataClassRegistry.registerRootClass(GDataAtomCategoryDocument.self, for: GDataXMLName.intern("http://www.w3.org/2007/app", "categories"))
        GDataClassRegistry.registerRootClass(GDataAtomCategoryDocument.self, for: GDataXMLName.intern("http://purl.org/atom/app#", "categories"))
        // Schemas/gdata-core.json
        GDataClassRegistry.registerRootClass(GDataServerErrorGroup.self, for: GDataXMLName.intern("http://schemas.google.com/g/2005", "errors"))
    }
}

extension GDataObject {
    /// The value of the accessor the original library named `key` (`"links"`, `"ETag"`, `"URI"`…) for
    /// this object's class, or `nil` when the class has no such accessor or its value is absent.
    ///
    /// Generated from the `key`/`swift` names in `Schemas/*.json`, so key paths written against the original
    /// library (`entries.0.links.1.rel`) can be evaluated. `stringValue` falls back to the element text.
    public func value(forOriginalKey key: String) -> Any? {
        switch key {
        case "ETag":
            if let object = self as? GDataEntryBase { return object.ETag }
            if let object = self as? GDataFeedBase { return object.ETag }
            if let object = self as? GDataLink { return object.ETag }
            return nil
        case "HTMLLink":
            if let object = self as? GDataEntryBase { return object.htmlLink }
            if let object = self as? GDataFeedBase { return object.htmlLink }
            return nil
        case "POBox":
            if let object = self as? GDataStructuredPostalAddress { return object.poBox }
            return nil
        case "URI":
            if let object = self as? GDataGenerator { return object.uri }
            if let object = self as? GDataPerson { return object.uri }
            return nil
        case "URL":
            if let object = self as? GDataLink { return object.url }
            if let object = self as? GDataPerson { return object.resolvedURI }
            return nil
        case "XMLValues":
            if let object = self as? GDataEntryContent { return object.xmlValues }
            if let object = self as? GDataExtendedProperty { return object.xmlValues }
            return nil
        case "XMLValuesDictionary":
            if let object = self as? GDataExtendedProperty { return object.xmlValuesDictionary }
            return nil
        case "absoluteTime":
            if let object = self as? GDataReminder { return object.absoluteTime }
            return nil
        case "accepts":
            if let object = self as? GDataAtomCollection { return object.accepts }
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
        case "agent":
            if let object = self as? GDataStructuredPostalAddress { return object.agent }
            return nil
        case "alternateLink":
            if let object = self as? GDataEntryBase { return object.alternateLink }
            if let object = self as? GDataFeedBase { return object.alternateLink }
            return nil
        case "amount":
            if let object = self as? GDataMoney { return object.amount }
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
        case "boolValue":
            if let object = self as? GDataValueConstruct { return object.boolValue }
            if let object = self as? GDataValueElementConstruct { return object.boolValue }
            return nil
        case "by":
            if let object = self as? GDataDeletedEntry { return object.by }
            return nil
        case "canEdit":
            if let object = self as? GDataEntryBase { return object.canEdit }
            return nil
        case "canPost":
            if let object = self as? GDataFeedBase { return object.canPost }
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
        case "childObject":
            if let object = self as? GDataEntryContent { return object.childObject }
            return nil
        case "city":
            if let object = self as? GDataStructuredPostalAddress { return object.city }
            return nil
        case "code":
            if let object = self as? GDataBatchStatus { return object.code }
            if let object = self as? GDataPostalCountry { return object.code }
            if let object = self as? GDataServerError { return object.code }
            return nil
        case "collections":
            if let object = self as? GDataAtomWorkspace { return object.collections }
            return nil
        case "comment":
            if let object = self as? GDataDeletedEntry { return object.comment }
            return nil
        case "content":
            if let object = self as? GDataEntryBase { return object.content }
            if let object = self as? GDataLink { return object.content }
            return nil
        case "contentType":
            if let object = self as? GDataBatchInterrupted { return object.contentType }
            if let object = self as? GDataBatchStatus { return object.contentType }
            return nil
        case "contributors":
            if let object = self as? GDataEntryBase { return object.contributors }
            if let object = self as? GDataFeedBase { return object.contributors }
            if let object = self as? GDataSource { return object.contributors }
            return nil
        case "countHint":
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
        case "createdDate":
            if let object = self as? GDataEntryBase { return object.createdDate }
            return nil
        case "currencyCode":
            if let object = self as? GDataMoney { return object.currencyCode }
            return nil
        case "date":
            if let object = self as? GDataDateConstruct { return object.dateValue }
            return nil
        case "dateValue":
            if let object = self as? GDataDateConstruct { return object.dateValue }
            if let object = self as? GDataValueConstruct { return object.dateValue }
            return nil
        case "days":
            if let object = self as? GDataReminder { return object.days }
            return nil
        case "deletedEntries":
            if let object = self as? GDataFeedBase { return object.deletedEntries }
            return nil
        case "displayName":
            if let object = self as? GDataEmail { return object.displayName }
            return nil
        case "domain":
            if let object = self as? GDataServerError { return object.domain }
            return nil
        case "doubleValue":
            if let object = self as? GDataValueConstruct { return object.doubleValue }
            if let object = self as? GDataValueElementConstruct { return object.doubleValue }
            return nil
        case "draft":
            if let object = self as? GDataAtomPubControl { return object.draft }
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
        case "endTime":
            if let object = self as? GDataWhen { return object.endTime }
            return nil
        case "entries":
            if let object = self as? GDataFeedBase { return object.entries }
            return nil
        case "entry":
            if let object = self as? GDataEntryLink { return object.entry }
            return nil
        case "entryLink":
            if let object = self as? GDataRecurrenceException { return object.entryLink }
            if let object = self as? GDataWhere { return object.entryLink }
            if let object = self as? GDataWho { return object.entryLink }
            return nil
        case "errorCount":
            if let object = self as? GDataBatchInterrupted { return object.errorCount }
            return nil
        case "errors":
            if let object = self as? GDataServerErrorGroup { return object.errors }
            return nil
        case "extendedHelpURI":
            if let object = self as? GDataServerError { return object.extendedHelpURI }
            return nil
        case "familyName":
            if let object = self as? GDataName { return object.familyName }
            return nil
        case "feed":
            if let object = self as? GDataFeedLink { return object.feed }
            return nil
        case "feedLink":
            if let object = self as? GDataComment { return object.feedLink }
            if let object = self as? GDataEntryBase { return object.feedLink }
            if let object = self as? GDataFeedBase { return object.feedLink }
            return nil
        case "fieldSelection":
            if let object = self as? GDataEntryBase { return object.fieldSelection }
            if let object = self as? GDataFeedBase { return object.fieldSelection }
            return nil
        case "firstEntry":
            if let object = self as? GDataFeedBase { return object.firstEntry }
            return nil
        case "firstLink":
            if let object = self as? GDataFeedBase { return object.firstLink }
            return nil
        case "fixed":
            if let object = self as? GDataAtomCategoryGroup { return object.fixed }
            return nil
        case "formattedAddress":
            if let object = self as? GDataStructuredPostalAddress { return object.formattedAddress }
            return nil
        case "fullName":
            if let object = self as? GDataName { return object.fullName }
            return nil
        case "generator":
            if let object = self as? GDataFeedBase { return object.generator }
            if let object = self as? GDataSource { return object.generator }
            return nil
        case "givenName":
            if let object = self as? GDataName { return object.givenName }
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
            if let object = self as? GDataEntryLink { return object.href }
            if let object = self as? GDataFeedLink { return object.href }
            if let object = self as? GDataInReplyTo { return object.href }
            if let object = self as? GDataLink { return object.href }
            if let object = self as? GDataOriginalEvent { return object.href }
            return nil
        case "hrefLang":
            if let object = self as? GDataLink { return object.hrefLang }
            return nil
        case "icon":
            if let object = self as? GDataFeedBase { return object.icon }
            if let object = self as? GDataSource { return object.icon }
            return nil
        case "identifier":
            if let object = self as? GDataEntryBase { return object.identifier }
            if let object = self as? GDataFeedBase { return object.identifier }
            if let object = self as? GDataSource { return object.identifier }
            return nil
        case "inReplyTo":
            if let object = self as? GDataEntryBase { return object.inReplyTo }
            return nil
        case "inReplyTos":
            if let object = self as? GDataEntryBase { return object.inReplyTos }
            return nil
        case "info":
            if let object = self as? GDataFeedBase { return object.info }
            return nil
        case "intValue":
            if let object = self as? GDataValueConstruct { return object.intValue }
            if let object = self as? GDataValueElementConstruct { return object.intValue }
            return nil
        case "internalReason":
            if let object = self as? GDataServerError { return object.internalReason }
            return nil
        case "isDeleted":
            if let object = self as? GDataEntryBase { return object.isDeleted }
            return nil
        case "isDraft":
            if let object = self as? GDataAtomPubControl { return object.isDraft }
            return nil
        case "isFixed":
            if let object = self as? GDataAtomCategoryGroup { return object.isFixed }
            return nil
        case "isPrimary":
            if let object = self as? GDataEmail { return object.isPrimary }
            if let object = self as? GDataIM { return object.isPrimary }
            if let object = self as? GDataOrganization { return object.isPrimary }
            if let object = self as? GDataPhoneNumber { return object.isPrimary }
            if let object = self as? GDataPostalAddress { return object.isPrimary }
            if let object = self as? GDataStructuredPostalAddress { return object.isPrimary }
            return nil
        case "isReadOnly":
            if let object = self as? GDataEntryLink { return object.isReadOnly }
            if let object = self as? GDataFeedLink { return object.isReadOnly }
            return nil
        case "isSpecialized":
            if let object = self as? GDataRecurrenceException { return object.isSpecialized }
            return nil
        case "itemsPerPage":
            if let object = self as? GDataFeedBase { return object.itemsPerPage }
            return nil
        case "key":
            if let object = self as? GDataACLKeyedRole { return object.key }
            return nil
        case "keyedRole":
            if let object = self as? GDataEntryACL { return object.keyedRole }
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
            if let object = self as? GDataCategory { return object.label }
            if let object = self as? GDataEmail { return object.label }
            if let object = self as? GDataGeoPt { return object.label }
            if let object = self as? GDataIM { return object.label }
            if let object = self as? GDataOrganization { return object.label }
            if let object = self as? GDataPhoneNumber { return object.label }
            if let object = self as? GDataPostalAddress { return object.label }
            if let object = self as? GDataStructuredPostalAddress { return object.label }
            if let object = self as? GDataWhere { return object.label }
            return nil
        case "labelLang":
            if let object = self as? GDataCategory { return object.labelLang }
            return nil
        case "lang":
            if let object = self as? GDataEntryContent { return object.lang }
            if let object = self as? GDataTextConstruct { return object.lang }
            return nil
        case "lastLink":
            if let object = self as? GDataFeedBase { return object.lastLink }
            return nil
        case "lat":
            if let object = self as? GDataGeoPt { return object.lat }
            return nil
        case "length":
            if let object = self as? GDataLink { return object.length }
            return nil
        case "links":
            if let object = self as? GDataDeletedEntry { return object.links }
            if let object = self as? GDataEntryBase { return object.links }
            if let object = self as? GDataFeedBase { return object.links }
            if let object = self as? GDataSource { return object.links }
            return nil
        case "location":
            if let object = self as? GDataServerError { return object.location }
            return nil
        case "locationElement":
            if let object = self as? GDataServerError { return object.locationElement }
            return nil
        case "locationType":
            if let object = self as? GDataServerError { return object.locationType }
            return nil
        case "logo":
            if let object = self as? GDataFeedBase { return object.logo }
            if let object = self as? GDataSource { return object.logo }
            return nil
        case "lon":
            if let object = self as? GDataGeoPt { return object.lon }
            return nil
        case "longLongValue":
            if let object = self as? GDataValueConstruct { return object.int64Value }
            if let object = self as? GDataValueElementConstruct { return object.int64Value }
            return nil
        case "mailClass":
            if let object = self as? GDataStructuredPostalAddress { return object.mailClass }
            return nil
        case "mainError":
            if let object = self as? GDataServerErrorGroup { return object.mainError }
            return nil
        case "max":
            if let object = self as? GDataRating { return object.max }
            return nil
        case "method":
            if let object = self as? GDataReminder { return object.method }
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
        case "name":
            if let object = self as? GDataNameValueConstruct { return object.valueName }
            if let object = self as? GDataACLScope { return object.scopeName }
            if let object = self as? GDataCustomProperty { return object.propertyName }
            if let object = self as? GDataExtendedProperty { return object.propertyName }
            if let object = self as? GDataGenerator { return object.generatorName }
            if let object = self as? GDataPerson { return object.personName }
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
        case "numberOfRaters":
            if let object = self as? GDataRating { return object.numberOfRaters }
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
        case "originalEvent":
            if let object = self as? GDataRecurrenceException { return object.originalEvent }
            return nil
        case "originalID":
            if let object = self as? GDataOriginalEvent { return object.originalID }
            return nil
        case "originalStartTime":
            if let object = self as? GDataOriginalEvent { return object.originalStartTime }
            return nil
        case "postCode":
            if let object = self as? GDataStructuredPostalAddress { return object.postCode }
            return nil
        case "postLink":
            if let object = self as? GDataEntryBase { return object.postLink }
            if let object = self as? GDataFeedBase { return object.postLink }
            return nil
        case "previousLink":
            if let object = self as? GDataFeedBase { return object.previousLink }
            return nil
        case "primary":
            if let object = self as? GDataEmail { return object.isPrimary }
            if let object = self as? GDataIM { return object.isPrimary }
            if let object = self as? GDataPhoneNumber { return object.isPrimary }
            if let object = self as? GDataPostalAddress { return object.isPrimary }
            return nil
        case "primaryCollection":
            if let object = self as? GDataAtomWorkspace { return object.primaryCollection }
            return nil
        case "primaryWorkspace":
            if let object = self as? GDataAtomServiceDocument { return object.primaryWorkspace }
            return nil
        case "protocol":
            if let object = self as? GDataIM { return object.`protocol` }
            return nil
        case "publishedDate":
            if let object = self as? GDataEntryBase { return object.publishedDate }
            return nil
        case "realm":
            if let object = self as? GDataExtendedProperty { return object.realm }
            return nil
        case "reason":
            if let object = self as? GDataBatchInterrupted { return object.reason }
            if let object = self as? GDataBatchStatus { return object.reason }
            return nil
        case "ref":
            if let object = self as? GDataDeletedEntry { return object.ref }
            if let object = self as? GDataInReplyTo { return object.ref }
            return nil
        case "region":
            if let object = self as? GDataStructuredPostalAddress { return object.region }
            return nil
        case "rel":
            if let object = self as? GDataComment { return object.rel }
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
            if let object = self as? GDataEntryBase { return object.relatedLink }
            if let object = self as? GDataFeedBase { return object.relatedLink }
            return nil
        case "reminders":
            if let object = self as? GDataWhen { return object.reminders }
            return nil
        case "resourceID":
            if let object = self as? GDataEntryBase { return object.resourceID }
            if let object = self as? GDataFeedBase { return object.resourceID }
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
            return nil
        case "scheme":
            if let object = self as? GDataAtomCategoryGroup { return object.scheme }
            if let object = self as? GDataCategory { return object.scheme }
            return nil
        case "scope":
            if let object = self as? GDataEntryACL { return object.scope }
            return nil
        case "selfLink":
            if let object = self as? GDataEntryBase { return object.selfLink }
            if let object = self as? GDataFeedBase { return object.selfLink }
            return nil
        case "sendReportURI":
            if let object = self as? GDataServerError { return object.sendReportURI }
            return nil
        case "serviceAcceptStrings":
            if let object = self as? GDataAtomCollection { return object.serviceAcceptStrings }
            return nil
        case "source":
            if let object = self as? GDataEntryBase { return object.source }
            if let object = self as? GDataInReplyTo { return object.source }
            return nil
        case "sourceURI":
            if let object = self as? GDataEntryContent { return object.sourceURI }
            return nil
        case "sourceURL":
            if let object = self as? GDataEntryContent { return object.sourceURL }
            return nil
        case "startIndex":
            if let object = self as? GDataFeedBase { return object.startIndex }
            return nil
        case "startTime":
            if let object = self as? GDataWhen { return object.startTime }
            return nil
        case "street":
            if let object = self as? GDataStructuredPostalAddress { return object.street }
            return nil
        case "stringValue":
            if let object = self as? GDataEntryContent { return object.value }
            if let object = self as? GDataTextConstruct { return object.value }
            if let object = self as? GDataValueConstruct { return object.value }
            if let object = self as? GDataWhere { return object.valueString }
            if let object = self as? GDataWho { return object.valueString }
            return stringValue
        case "subregion":
            if let object = self as? GDataStructuredPostalAddress { return object.subregion }
            return nil
        case "subtitle":
            if let object = self as? GDataFeedBase { return object.subtitle }
            if let object = self as? GDataSource { return object.subtitle }
            return nil
        case "successCount":
            if let object = self as? GDataBatchInterrupted { return object.successCount }
            return nil
        case "summary":
            if let object = self as? GDataEntryBase { return object.summary }
            if let object = self as? GDataServerError { return object.summary }
            return nil
        case "term":
            if let object = self as? GDataCategory { return object.term }
            return nil
        case "threadCount":
            if let object = self as? GDataLink { return object.threadCount }
            return nil
        case "threadUpdated":
            if let object = self as? GDataLink { return object.threadUpdated }
            return nil
        case "time":
            if let object = self as? GDataGeoPt { return object.time }
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
            if let object = self as? GDataEntryBase { return object.total }
            return nil
        case "totalCount":
            if let object = self as? GDataBatchInterrupted { return object.totalCount }
            return nil
        case "totalResults":
            if let object = self as? GDataFeedBase { return object.totalResults }
            return nil
        case "type":
            if let object = self as? GDataACLScope { return object.type }
            if let object = self as? GDataBatchOperation { return object.type }
            if let object = self as? GDataCustomProperty { return object.type }
            if let object = self as? GDataEntryContent { return object.type }
            if let object = self as? GDataInReplyTo { return object.type }
            if let object = self as? GDataLink { return object.type }
            if let object = self as? GDataServerErrorLocation { return object.type }
            if let object = self as? GDataTextConstruct { return object.type }
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
        case "uploadLink":
            if let object = self as? GDataFeedBase { return object.uploadLink }
            return nil
        case "uri":
            if let object = self as? GDataPhoneNumber { return object.uri }
            return nil
        case "usage":
            if let object = self as? GDataStructuredPostalAddress { return object.usage }
            return nil
        case "value":
            if let object = self as? GDataACLScope { return object.value }
            if let object = self as? GDataCustomProperty { return object.value }
            if let object = self as? GDataExtendedProperty { return object.value }
            if let object = self as? GDataRating { return object.value }
            if let object = self as? GDataValueConstruct { return object.value }
            if let object = self as? GDataValueElementConstruct { return object.value }
            if let object = self as? GDataWhen { return object.value }
            return nil
        case "valueString":
            if let object = self as? GDataWhere { return object.valueString }
            if let object = self as? GDataWho { return object.valueString }
            return nil
        case "version":
            if let object = self as? GDataGenerator { return object.version }
            return nil
        case "when":
            if let object = self as? GDataDeletedEntry { return object.when }
            return nil
        case "where":
            if let object = self as? GDataOrganization { return object.`where` }
            return nil
        case "workspaces":
            if let object = self as? GDataAtomServiceDocument { return object.workspaces }
            return nil
        case "yomi":
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
        default:
            return nil
        }
    }
}
