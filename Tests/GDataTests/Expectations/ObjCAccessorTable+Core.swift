import Foundation

@testable import GData

/// What counts as *core* among the fixture assertions (see `docs/fixture-status.md`).
///
/// An assertion is **core** (and must pass) when all of these hold:
/// 1. every accessor component of its path (anything but array indexes and `@count`) is the name of an accessor
///    of a core class, i.e. appears in ``ObjCAccessorTable/coreEntries``, ``ObjCAccessorTable/genericEntries``,
///    ``ObjCAccessorTable/xmlNodeEntries`` or ``ObjCAccessorTable/valueEntries``;
/// 2. if the path reads something whose value depends on which class parsed the XML (`unknownChildren`,
///    `unknownAttributes`, `childXMLElements`, `className`), the class the document is parsed as is a core class
///    (``CoreRule/coreClasses``), and for `className` the expected value is a core class too — a core class parsing a
///    service feed sees the service's elements as unknown, so those counts only mean something on core-only content;
/// 3. the original does not skip it under libxml2 (`skippedUnderLibxml`, the three attribute `.XMLString` paths).
///
/// Everything else is *service-specific*: counted and reported, not required.
enum CoreRule {
    /// The original classes that make up the core: Atom, AtomPub (service documents, app:control), OpenSearch (on the
    /// feed), batch, ACL, `gd:feedLink`/`gd:entryLink`, and the generic value constructs.
    static let coreClasses: Set<String> = [
        "GDataFeedBase", "GDataEntryBase", "GDataAtomServiceDocument", "GDataAtomServiceDocument1_0", "GDataFeedACL",
        "GDataEntryACL", "GDataLink", "GDataEntryContent", "GDataFeedLink", "GDataEntryLink", "GDataCategory", "GDataPerson",
        "GDataTextConstruct", "GDataGenerator", "GDataAtomPubControl", "GDataBatchOperation", "GDataBatchID",
        "GDataBatchStatus", "GDataBatchInterrupted", "GDataValueConstruct", "GDataValueElementConstruct",
        "GDataBoolValueConstruct", "GDataNameValueConstruct", "GDataDeleted",
    ]

    /// Path components whose value depends on the class that parsed the document.
    static let classDependentComponents: Set<String> = ["unknownChildren", "unknownAttributes", "childXMLElements", "className"]

    /// Accessor names that belong to the core.
    static let coreAccessorNames: Set<String> = Set(
        (ObjCAccessorTable.coreEntries + ObjCAccessorTable.genericEntries + ObjCAccessorTable.xmlNodeEntries
            + ObjCAccessorTable.valueEntries).map(\.objcName))

    static func isCore(_ assertion: FixtureAssertion) -> Bool {
        if assertion.skippedUnderLibxml { return false }
        let components = assertion.path.split(separator: ".").map(String.init).filter { $0 != "@count" && Int($0) == nil }
        for component in components where !coreAccessorNames.contains(component) { return false }
        if components.contains(where: classDependentComponents.contains) {
            guard coreClasses.contains(assertion.document.objcClass) else { return false }
            if components.last == "className", let expected = assertion.expected, !coreClasses.contains(expected) { return false }
        }
        return true
    }
}

extension ObjCAccessorTable {
    /// Accessors of the core classes.
    static let coreEntries: [ObjCAccessor] = feedEntries + entryEntries + elementEntries + serviceDocumentEntries + aclEntries

    // MARK: Feeds

    static let feedEntries: [ObjCAccessor] = [
        .pending("GDataFeedBase", "entries", "GDataFeedBase.entries"),
        .pending("GDataFeedBase", "firstEntry", "GDataFeedBase.entries.first"),
        .pending("GDataFeedBase", "identifier", "GDataFeedBase.identifier"),
        .pending("GDataFeedBase", "title", "GDataFeedBase.title"),
        .pending("GDataFeedBase", "subtitle", "GDataFeedBase.subtitle"),
        .pending("GDataFeedBase", "rights", "GDataFeedBase.rights"),
        .pending("GDataFeedBase", "icon", "GDataFeedBase.icon"),
        .pending("GDataFeedBase", "logo", "GDataFeedBase.logo"),
        .pending("GDataFeedBase", "generator", "GDataFeedBase.generator"),
        .pending("GDataFeedBase", "links", "GDataFeedBase.links"),
        .pending("GDataFeedBase", "authors", "GDataFeedBase.authors"),
        .pending("GDataFeedBase", "contributors", "GDataFeedBase.contributors"),
        .pending("GDataFeedBase", "categories", "GDataFeedBase.categories"),
        .pending("GDataFeedBase", "updatedDate", "GDataFeedBase.updatedDate"),
        .pending("GDataFeedBase", "ETag", "GDataFeedBase.ETag"),
        .pending("GDataFeedBase", "fieldSelection", "GDataFeedBase.fieldSelection"),
        .pending("GDataFeedBase", "kind", "GDataFeedBase.kind"),
        .pending("GDataFeedBase", "totalResults", "GDataFeedBase.totalResults"),
        .pending("GDataFeedBase", "startIndex", "GDataFeedBase.startIndex"),
        .pending("GDataFeedBase", "itemsPerPage", "GDataFeedBase.itemsPerPage"),
        .pending("GDataFeedBase", "atomPubControl", "GDataFeedBase.atomPubControl"),
        .pending("GDataFeedBase", "batchOperation", "GDataFeedBase.batchOperation"),
        .pending("GDataFeedBase", "feedLink", "GDataFeedBase.feedLink"),
        .pending("GDataFeedBase", "postLink", "GDataFeedBase.postLink"),
        .pending("GDataFeedBase", "batchLink", "GDataFeedBase.batchLink"),
        .pending("GDataFeedBase", "selfLink", "GDataFeedBase.selfLink"),
        .pending("GDataFeedBase", "nextLink", "GDataFeedBase.nextLink"),
        .pending("GDataFeedBase", "previousLink", "GDataFeedBase.previousLink"),
        .pending("GDataFeedBase", "alternateLink", "GDataFeedBase.alternateLink"),
        .pending("GDataFeedBase", "relatedLink", "GDataFeedBase.relatedLink"),
        .pending("GDataFeedBase", "HTMLLink", "GDataFeedBase.htmlLink"),
    ]

    // MARK: Entries

    static let entryEntries: [ObjCAccessor] = [
        .pending("GDataEntryBase", "identifier", "GDataEntryBase.identifier"),
        .pending("GDataEntryBase", "title", "GDataEntryBase.title"),
        .pending("GDataEntryBase", "summary", "GDataEntryBase.summary"),
        .pending("GDataEntryBase", "content", "GDataEntryBase.content"),
        .pending("GDataEntryBase", "rightsString", "GDataEntryBase.rights?.stringValue"),
        .pending("GDataEntryBase", "publishedDate", "GDataEntryBase.publishedDate"),
        .pending("GDataEntryBase", "updatedDate", "GDataEntryBase.updatedDate"),
        .pending("GDataEntryBase", "editedDate", "GDataEntryBase.editedDate"),
        .pending("GDataEntryBase", "links", "GDataEntryBase.links"),
        .pending("GDataEntryBase", "authors", "GDataEntryBase.authors"),
        .pending("GDataEntryBase", "contributors", "GDataEntryBase.contributors"),
        .pending("GDataEntryBase", "categories", "GDataEntryBase.categories"),
        .pending("GDataEntryBase", "ETag", "GDataEntryBase.ETag"),
        .pending("GDataEntryBase", "fieldSelection", "GDataEntryBase.fieldSelection"),
        .pending("GDataEntryBase", "kind", "GDataEntryBase.kind"),
        .pending("GDataEntryBase", "isDeleted", "GDataEntryBase.isDeleted"),
        .pending("GDataEntryBase", "atomPubControl", "GDataEntryBase.atomPubControl"),
        .pending("GDataEntryBase", "batchOperation", "GDataEntryBase.batchOperation"),
        .pending("GDataEntryBase", "batchID", "GDataEntryBase.batchID"),
        .pending("GDataEntryBase", "batchStatus", "GDataEntryBase.batchStatus"),
        .pending("GDataEntryBase", "batchInterrupted", "GDataEntryBase.batchInterrupted"),
        .pending("GDataEntryBase", "editLink", "GDataEntryBase.editLink"),
        .pending("GDataEntryBase", "editMediaLink", "GDataEntryBase.editMediaLink"),
        .pending("GDataEntryBase", "HTMLLink", "GDataEntryBase.htmlLink"),
        .pending("GDataEntryBase", "selfLink", "GDataEntryBase.selfLink"),
        .pending("GDataEntryBase", "alternateLink", "GDataEntryBase.alternateLink"),
        .pending("GDataEntryBase", "relatedLink", "GDataEntryBase.relatedLink"),
        .pending("GDataEntryBase", "enclosureLink", "GDataEntryBase.enclosureLink"),
        .pending("GDataEntryBase", "feedLink", "GDataEntryBase.feedLink"),
        .pending("GDataEntryBase", "postLink", "GDataEntryBase.postLink"),
    ]

    // MARK: Elements

    static let elementEntries: [ObjCAccessor] = [
        // atom:link
        .pending("GDataLink", "rel", "GDataLink.rel"),
        .pending("GDataLink", "type", "GDataLink.type"),
        .pending("GDataLink", "href", "GDataLink.href"),
        .pending("GDataLink", "hrefLang", "GDataLink.hrefLang"),
        .pending("GDataLink", "title", "GDataLink.title"),
        .pending("GDataLink", "resourceLength", "GDataLink.length"),
        .pending("GDataLink", "ETag", "GDataLink.ETag"),
        .pending("GDataLink", "content", "GDataLink.content"),
        .pending("GDataLink", "URL", "GDataLink.url"),
        // text constructs and content
        .pending("GDataTextConstruct", "type", "GDataTextConstruct.type"),
        .pending("GDataTextConstruct", "lang", "GDataTextConstruct.lang"),
        .pending("GDataEntryContent", "type", "GDataEntryContent.type"),
        .pending("GDataEntryContent", "lang", "GDataEntryContent.lang"),
        .pending("GDataEntryContent", "sourceURI", "GDataEntryContent.sourceURI"),
        .pending("GDataEntryContent", "childObject", "GDataEntryContent.childObject"),
        .pending("GDataEntryContent", "XMLValues", "GDataEntryContent.xmlValues"),
        // people, categories, generator
        .pending("GDataPerson", "name", "GDataPerson.personName"),
        .pending("GDataPerson", "nameLang", "GDataPerson.nameLang"),
        .pending("GDataPerson", "email", "GDataPerson.email"),
        .pending("GDataPerson", "URI", "GDataPerson.uri"),
        .pending("GDataCategory", "scheme", "GDataCategory.scheme"),
        .pending("GDataCategory", "term", "GDataCategory.term"),
        .pending("GDataCategory", "label", "GDataCategory.label"),
        .pending("GDataCategory", "labelLang", "GDataCategory.labelLang"),
        .pending("GDataGenerator", "name", "GDataGenerator.stringValue"),
        .pending("GDataGenerator", "version", "GDataGenerator.version"),
        .pending("GDataGenerator", "URI", "GDataGenerator.uri"),
        // app:control
        .pending("GDataAtomPubControl", "isDraft", "GDataAtomPubControl.isDraft"),
        // batch
        .pending("GDataBatchOperation", "type", "GDataBatchOperation.type"),
        .pending("GDataBatchStatus", "code", "GDataBatchStatus.code"),
        .pending("GDataBatchStatus", "reason", "GDataBatchStatus.reason"),
        .pending("GDataBatchStatus", "contentType", "GDataBatchStatus.contentType"),
        .pending("GDataBatchInterrupted", "reason", "GDataBatchInterrupted.reason"),
        .pending("GDataBatchInterrupted", "successCount", "GDataBatchInterrupted.successCount"),
        .pending("GDataBatchInterrupted", "errorCount", "GDataBatchInterrupted.errorCount"),
        .pending("GDataBatchInterrupted", "totalCount", "GDataBatchInterrupted.totalCount"),
        .pending("GDataBatchInterrupted", "contentType", "GDataBatchInterrupted.contentType"),
        // value constructs
        .pending("GDataValueConstruct", "value", "GDataValueConstruct.value"),
        .pending("GDataValueConstruct", "intValue", "GDataValueConstruct.intValue"),
        .pending("GDataValueConstruct", "longLongValue", "GDataValueConstruct.longLongValue"),
        .pending("GDataValueConstruct", "doubleValue", "GDataValueConstruct.doubleValue"),
        .pending("GDataValueConstruct", "boolValue", "GDataValueConstruct.boolValue"),
        .pending("GDataNameValueConstruct", "name", "GDataNameValueConstruct.name"),
        // gd:feedLink, gd:entryLink
        .pending("GDataFeedLink", "href", "GDataFeedLink.href"),
        .pending("GDataFeedLink", "rel", "GDataFeedLink.rel"),
        .pending("GDataFeedLink", "countHint", "GDataFeedLink.countHint"),
        .pending("GDataFeedLink", "isReadOnly", "GDataFeedLink.isReadOnly"),
        .pending("GDataFeedLink", "feed", "GDataFeedLink.feed"),
        .pending("GDataEntryLink", "href", "GDataEntryLink.href"),
        .pending("GDataEntryLink", "rel", "GDataEntryLink.rel"),
        .pending("GDataEntryLink", "isReadOnly", "GDataEntryLink.isReadOnly"),
        .pending("GDataEntryLink", "entry", "GDataEntryLink.entry"),
    ]

    // MARK: Service documents

    static let serviceDocumentEntries: [ObjCAccessor] = [
        .pending("GDataAtomServiceDocument", "workspaces", "GDataAtomServiceDocument.workspaces"),
        .pending("GDataAtomWorkspace", "title", "GDataAtomWorkspace.title"),
        .pending("GDataAtomWorkspace", "collections", "GDataAtomWorkspace.collections"),
        .pending("GDataAtomCollection", "title", "GDataAtomCollection.title"),
        .pending("GDataAtomCollection", "href", "GDataAtomCollection.href"),
        .pending("GDataAtomCollection", "serviceAcceptStrings", "GDataAtomCollection.serviceAcceptStrings"),
        .pending("GDataAtomCollection", "categoryGroup", "GDataAtomCollection.categoryGroup"),
        .pending("GDataAtomCategoryGroup", "isFixed", "GDataAtomCategoryGroup.isFixed"),
        .pending("GDataAtomCategoryGroup", "scheme", "GDataAtomCategoryGroup.scheme"),
        .pending("GDataAtomCategoryGroup", "href", "GDataAtomCategoryGroup.href"),
        .pending("GDataAtomCategoryGroup", "categories", "GDataAtomCategoryGroup.categories"),
    ]

    // MARK: ACL

    static let aclEntries: [ObjCAccessor] = [
        .pending("GDataEntryACL", "scope", "GDataEntryACL.scope"),
        .pending("GDataEntryACL", "role", "GDataEntryACL.role"),
        .pending("GDataEntryACL", "keyedRole", "GDataEntryACL.keyedRole"),
        .pending("GDataACLScope", "type", "GDataACLScope.type"),
        .pending("GDataACLScope", "value", "GDataACLScope.value"),
        .pending("GDataACLScope", "name", "GDataACLScope.name"),
        .pending("GDataACLRole", "value", "GDataACLRole.value"),
        .pending("GDataACLKeyedRole", "key", "GDataACLKeyedRole.key"),
        .pending("GDataACLKeyedRole", "role", "GDataACLKeyedRole.role"),
        .pending("GDataACLKeyedRole", "additionalRoles", "GDataACLKeyedRole.additionalRoles"),
    ]
}
