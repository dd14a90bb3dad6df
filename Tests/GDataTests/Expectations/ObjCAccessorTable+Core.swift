import Foundation

@testable import GData
@testable import GDataCore

/// What counts as *core* among the fixture assertions (see `docs/fixture-status.md`).
///
/// An assertion is **core** (and must pass) when all of these hold:
/// 1. the document is parsed as a core class (``CoreRule/coreClasses``) or as a feed or entry class (service feeds and
///    entries are read through the core feed/entry API); element cases of service classes (`GDataEmail`,
///    `GDataMediaContent`, …) are never core, even when an accessor has a core name (`label`, `name`, `intValue`);
/// 2. every accessor step of its path is answered by a core accessor (an entry of ``ObjCAccessorTable/coreEntries``
///    or of the generic, XML-node and value tables) — or, where the path stops at a missing accessor, that name is
///    listed for a core class the value is, and the rest of the path uses only core accessor names (the value
///    stands in for: the parsed object for the document's class,
///    an entry of an ACL feed for `GDataEntryACL`, untyped XML inside a document for any core class that has no
///    Swift class yet). So `entries.0.countHint` on a YouTube feed is *not* core (`countHint` is listed for
///    `GDataFeedLink`, not for entries), while `entries.0.isDeleted` is (listed for `GDataEntryBase`);
/// 3. if the path reads something whose value depends on which class parsed the XML (`unknownChildren`,
///    `unknownAttributes`, `childXMLElements`, `className`), the document is parsed as a core class, and for
///    `className` the expected value is a core class too — a core class parsing a service feed sees the service's
///    elements as unknown, so those counts only mean something on core-only content;
/// 4. the original does not skip it under libxml2 (`skippedUnderLibxml`, the three attribute `.XMLString` paths).
///
/// Everything else is *service-specific*: counted and reported, not required.
enum CoreRule {
    /// The original classes that make up the core: Atom, AtomPub (service documents, app:control), OpenSearch (on the
    /// feed), batch, ACL, `gd:feedLink`/`gd:entryLink`, the generic value constructs, and the `gd:` common elements
    /// (`gd:email`, `gd:when`, `gd:who`, …) that every service shares.
    static let coreClasses: Set<String> = [
        "GDataFeedBase", "GDataEntryBase", "GDataAtomServiceDocument", "GDataAtomServiceDocument1_0", "GDataFeedACL",
        "GDataEntryACL", "GDataLink", "GDataEntryContent", "GDataFeedLink", "GDataEntryLink", "GDataCategory",
        "GDataPerson",
        "GDataTextConstruct", "GDataGenerator", "GDataAtomPubControl", "GDataBatchOperation", "GDataBatchID",
        "GDataBatchStatus", "GDataBatchInterrupted", "GDataValueConstruct", "GDataValueElementConstruct",
        "GDataBoolValueConstruct", "GDataNameValueConstruct", "GDataDeleted",
        // The gd: common elements (GData core namespace, shared by services).
        "GDataEmail", "GDataIM", "GDataPhoneNumber", "GDataPostalAddress", "GDataStructuredPostalAddress", "GDataName",
        "GDataOrganization", "GDataWhere", "GDataReminder", "GDataWhen", "GDataWho", "GDataRecurrence",
        "GDataOriginalEvent",
        "GDataRecurrenceException", "GDataExtendedProperty", "GDataCustomProperty", "GDataRating", "GDataComment",
        "GDataGeoPt", "GDataMoney",
    ]

    /// Every class that owns a core accessor (core classes plus their parts: workspaces, ACL scopes, …).
    static let coreOwners: Set<String> = coreClasses.union(ObjCAccessorTable.coreEntries.map(\.objcClass))

    /// Accessor names of the core and generic tables.
    static let coreAccessorNames: Set<String> = Set(
        (ObjCAccessorTable.coreEntries + ObjCAccessorTable.genericEntries + ObjCAccessorTable.xmlNodeEntries
            + ObjCAccessorTable.valueEntries).map(\.objcName)
    )

    /// Original classes that stand for another core class (same Swift class).
    static let aliases: [String: String] = ["GDataAtomServiceDocument1_0": "GDataAtomServiceDocument"]

    /// Core entry classes used by core feed classes.
    static let entryClassOfFeed: [String: String] = ["GDataFeedACL": "GDataEntryACL"]

    /// Path components whose value depends on the class that parsed the document.
    static let classDependentComponents: Set<String> = [
        "unknownChildren", "unknownAttributes", "childXMLElements", "className",
    ]

    static func isCore(_ assertion: FixtureAssertion, _ evaluation: KeyPathEvaluator.Evaluation) -> Bool {
        if assertion.skippedUnderLibxml { return false }
        let objcClass = assertion.document.objcClass
        if !coreClasses.contains(objcClass) && !ObjCClassMap.isFeedOrEntry(objcClass) { return false }
        if evaluation.usedServiceAccessor { return false }
        let components = assertion.path.split(separator: ".").map(String.init)
        if case .missingAccessor(let name, _, _) = evaluation.outcome {
            let owners = standIns(for: evaluation.missingOn, atRoot: evaluation.missingAtRoot, documentClass: objcClass)
            let listed = ObjCAccessorTable.coreEntries.contains { $0.objcName == name && owners.contains($0.objcClass) }
            if !listed { return false }
            // The part of the path after the missing accessor cannot be evaluated: its names must all be core names.
            if let position = components.firstIndex(of: name) {
                for later in components[(position + 1)...] where later != "@count" && Int(later) == nil {
                    if !coreAccessorNames.contains(later) { return false }
                }
            }
        }
        if components.contains(where: classDependentComponents.contains) {
            guard coreClasses.contains(objcClass) else { return false }
            if components.last == "className", let expected = assertion.expected, !coreClasses.contains(expected) {
                return false
            }
        }
        return true
    }

    /// The original classes a value stands for, for deciding whether a missing accessor is a core gap.
    static func standIns(for value: Any?, atRoot: Bool, documentClass: String) -> Set<String> {
        var owners: Set<String> = []
        if atRoot {
            owners.insert(documentClass)
            if let alias = aliases[documentClass] { owners.insert(alias) }
        }
        guard let object = value as? GDataObject else { return owners }
        if object is GDataXMLElement {
            if !atRoot {
                owners.formUnion(coreOwners.filter { !ObjCClassMap.resolve($0).isExact })
            }
            return owners
        }
        var cls: AnyClass? = type(of: object)
        while let current = cls {
            owners.insert(String(describing: current))
            cls = class_getSuperclassCompat(current)
        }
        if object is GDataEntryBase, let entryClass = entryClassOfFeed[documentClass] { owners.insert(entryClass) }
        return owners
    }

    private static func class_getSuperclassCompat(_ cls: AnyClass) -> AnyClass? {
        _getSuperclass(cls)
    }
}

extension ObjCAccessorTable {
    /// Accessors of the core classes.
    static let coreEntries: [ObjCAccessor] =
        feedEntries + entryEntries + elementEntries + serviceDocumentEntries + aclEntries + gdElementEntries

    // MARK: Feeds

    static let feedEntries: [ObjCAccessor] = [
        .on(GDataFeedBase.self, "GDataFeedBase", "entries", "GDataFeedBase.entries") { $0.entries },
        .on(GDataFeedBase.self, "GDataFeedBase", "firstEntry", "GDataFeedBase.firstEntry") { $0.firstEntry },
        .on(GDataFeedBase.self, "GDataFeedBase", "identifier", "GDataFeedBase.identifier") { $0.identifier },
        .on(GDataFeedBase.self, "GDataFeedBase", "title", "GDataFeedBase.title") { $0.title },
        .on(GDataFeedBase.self, "GDataFeedBase", "subtitle", "GDataFeedBase.subtitle") { $0.subtitle },
        .on(GDataFeedBase.self, "GDataFeedBase", "rights", "GDataFeedBase.rights") { $0.rights },
        .on(GDataFeedBase.self, "GDataFeedBase", "icon", "GDataFeedBase.icon") { $0.icon },
        .on(GDataFeedBase.self, "GDataFeedBase", "logo", "GDataFeedBase.logo") { $0.logo },
        .on(GDataFeedBase.self, "GDataFeedBase", "generator", "GDataFeedBase.generator") { $0.generator },
        .on(GDataFeedBase.self, "GDataFeedBase", "links", "GDataFeedBase.links") { $0.links },
        .on(GDataFeedBase.self, "GDataFeedBase", "authors", "GDataFeedBase.authors") { $0.authors },
        .on(GDataFeedBase.self, "GDataFeedBase", "contributors", "GDataFeedBase.contributors") { $0.contributors },
        .on(GDataFeedBase.self, "GDataFeedBase", "categories", "GDataFeedBase.categories") { $0.categories },
        .on(GDataFeedBase.self, "GDataFeedBase", "updatedDate", "GDataFeedBase.updatedDate") { $0.updatedDate },
        .on(GDataFeedBase.self, "GDataFeedBase", "ETag", "GDataFeedBase.ETag") { $0.ETag },
        .on(GDataFeedBase.self, "GDataFeedBase", "fieldSelection", "GDataFeedBase.fieldSelection") {
            $0.fieldSelection
        },
        .on(GDataFeedBase.self, "GDataFeedBase", "kind", "GDataFeedBase.kind") { $0.kind },
        .on(GDataFeedBase.self, "GDataFeedBase", "totalResults", "GDataFeedBase.totalResults") { $0.totalResults },
        .on(GDataFeedBase.self, "GDataFeedBase", "startIndex", "GDataFeedBase.startIndex") { $0.startIndex },
        .on(GDataFeedBase.self, "GDataFeedBase", "itemsPerPage", "GDataFeedBase.itemsPerPage") { $0.itemsPerPage },
        .on(GDataFeedBase.self, "GDataFeedBase", "atomPubControl", "GDataFeedBase.atomPubControl") {
            $0.atomPubControl
        },
        .on(GDataFeedBase.self, "GDataFeedBase", "batchOperation", "GDataFeedBase.batchOperation") {
            $0.batchOperation
        },
        .on(GDataFeedBase.self, "GDataFeedBase", "feedLink", "GDataFeedBase.feedLink") { $0.feedLink },
        .on(GDataFeedBase.self, "GDataFeedBase", "postLink", "GDataFeedBase.postLink") { $0.postLink },
        .on(GDataFeedBase.self, "GDataFeedBase", "batchLink", "GDataFeedBase.batchLink") { $0.batchLink },
        .on(GDataFeedBase.self, "GDataFeedBase", "selfLink", "GDataFeedBase.selfLink") { $0.selfLink },
        .on(GDataFeedBase.self, "GDataFeedBase", "nextLink", "GDataFeedBase.nextLink") { $0.nextLink },
        .on(GDataFeedBase.self, "GDataFeedBase", "previousLink", "GDataFeedBase.previousLink") { $0.previousLink },
        .on(GDataFeedBase.self, "GDataFeedBase", "alternateLink", "GDataFeedBase.alternateLink") { $0.alternateLink },
        .on(GDataFeedBase.self, "GDataFeedBase", "relatedLink", "GDataFeedBase.relatedLink") { $0.relatedLink },
        .on(GDataFeedBase.self, "GDataFeedBase", "HTMLLink", "GDataFeedBase.htmlLink") { $0.htmlLink },
    ]

    // MARK: Entries

    static let entryEntries: [ObjCAccessor] = [
        .on(GDataEntryBase.self, "GDataEntryBase", "identifier", "GDataEntryBase.identifier") { $0.identifier },
        .on(GDataEntryBase.self, "GDataEntryBase", "title", "GDataEntryBase.title") { $0.title },
        .on(GDataEntryBase.self, "GDataEntryBase", "summary", "GDataEntryBase.summary") { $0.summary },
        .on(GDataEntryBase.self, "GDataEntryBase", "content", "GDataEntryBase.content") { $0.content },
        .on(GDataEntryBase.self, "GDataEntryBase", "rightsString", "GDataEntryBase.rightsString") { $0.rightsString },
        .on(GDataEntryBase.self, "GDataEntryBase", "publishedDate", "GDataEntryBase.publishedDate") {
            $0.publishedDate
        },
        .on(GDataEntryBase.self, "GDataEntryBase", "updatedDate", "GDataEntryBase.updatedDate") { $0.updatedDate },
        .on(GDataEntryBase.self, "GDataEntryBase", "editedDate", "GDataEntryBase.editedDate") { $0.editedDate },
        .on(GDataEntryBase.self, "GDataEntryBase", "links", "GDataEntryBase.links") { $0.links },
        .on(GDataEntryBase.self, "GDataEntryBase", "authors", "GDataEntryBase.authors") { $0.authors },
        .on(GDataEntryBase.self, "GDataEntryBase", "contributors", "GDataEntryBase.contributors") { $0.contributors },
        .on(GDataEntryBase.self, "GDataEntryBase", "categories", "GDataEntryBase.categories") { $0.categories },
        .on(GDataEntryBase.self, "GDataEntryBase", "ETag", "GDataEntryBase.ETag") { $0.ETag },
        .on(GDataEntryBase.self, "GDataEntryBase", "fieldSelection", "GDataEntryBase.fieldSelection") {
            $0.fieldSelection
        },
        .on(GDataEntryBase.self, "GDataEntryBase", "kind", "GDataEntryBase.kind") { $0.kind },
        .on(GDataEntryBase.self, "GDataEntryBase", "isDeleted", "GDataEntryBase.isDeleted") { $0.isDeleted },
        .on(GDataEntryBase.self, "GDataEntryBase", "atomPubControl", "GDataEntryBase.atomPubControl") {
            $0.atomPubControl
        },
        .on(GDataEntryBase.self, "GDataEntryBase", "batchOperation", "GDataEntryBase.batchOperation") {
            $0.batchOperation
        },
        .on(GDataEntryBase.self, "GDataEntryBase", "batchID", "GDataEntryBase.batchID") { $0.batchID },
        .on(GDataEntryBase.self, "GDataEntryBase", "batchStatus", "GDataEntryBase.batchStatus") { $0.batchStatus },
        .on(GDataEntryBase.self, "GDataEntryBase", "batchInterrupted", "GDataEntryBase.batchInterrupted") {
            $0.batchInterrupted
        },
        .on(GDataEntryBase.self, "GDataEntryBase", "editLink", "GDataEntryBase.editLink") { $0.editLink },
        .on(GDataEntryBase.self, "GDataEntryBase", "editMediaLink", "GDataEntryBase.editMediaLink") {
            $0.editMediaLink
        },
        .on(GDataEntryBase.self, "GDataEntryBase", "HTMLLink", "GDataEntryBase.htmlLink") { $0.htmlLink },
        .on(GDataEntryBase.self, "GDataEntryBase", "selfLink", "GDataEntryBase.selfLink") { $0.selfLink },
        .on(GDataEntryBase.self, "GDataEntryBase", "alternateLink", "GDataEntryBase.alternateLink") {
            $0.alternateLink
        },
        .on(GDataEntryBase.self, "GDataEntryBase", "relatedLink", "GDataEntryBase.relatedLink") { $0.relatedLink },
        .on(GDataEntryBase.self, "GDataEntryBase", "feedLink", "GDataEntryBase.feedLink") { $0.feedLink },
        .on(GDataEntryBase.self, "GDataEntryBase", "postLink", "GDataEntryBase.postLink") { $0.postLink },
    ]

    // MARK: Elements

    static let elementEntries: [ObjCAccessor] = [
        // atom:link
        .on(GDataLink.self, "GDataLink", "rel", "GDataLink.rel") { $0.rel },
        .on(GDataLink.self, "GDataLink", "type", "GDataLink.type") { $0.type },
        .on(GDataLink.self, "GDataLink", "href", "GDataLink.href") { $0.href },
        .on(GDataLink.self, "GDataLink", "hrefLang", "GDataLink.hrefLang") { $0.hrefLang },
        .on(GDataLink.self, "GDataLink", "title", "GDataLink.title") { $0.title },
        .on(GDataLink.self, "GDataLink", "resourceLength", "GDataLink.length") { $0.length },
        .on(GDataLink.self, "GDataLink", "ETag", "GDataLink.ETag") { $0.ETag },
        .on(GDataLink.self, "GDataLink", "content", "GDataLink.content") { $0.content },
        .on(GDataLink.self, "GDataLink", "URL", "GDataLink.url") { $0.url },
        // text constructs and content
        .on(GDataTextConstruct.self, "GDataTextConstruct", "type", "GDataTextConstruct.type") { $0.type },
        .on(GDataTextConstruct.self, "GDataTextConstruct", "lang", "GDataTextConstruct.lang") { $0.lang },
        .on(GDataTextConstruct.self, "GDataTextConstruct", "stringValue", "GDataTextConstruct.value") { $0.value },
        .on(GDataEntryContent.self, "GDataEntryContent", "type", "GDataEntryContent.type") { $0.type },
        .on(GDataEntryContent.self, "GDataEntryContent", "lang", "GDataEntryContent.lang") { $0.lang },
        .on(GDataEntryContent.self, "GDataEntryContent", "sourceURI", "GDataEntryContent.sourceURI") { $0.sourceURI },
        .on(GDataEntryContent.self, "GDataEntryContent", "stringValue", "GDataEntryContent.contentString") {
            $0.contentString
        },
        .on(GDataEntryContent.self, "GDataEntryContent", "childObject", "GDataEntryContent.childObject") {
            $0.childObject
        },
        .on(GDataEntryContent.self, "GDataEntryContent", "XMLValues", "GDataEntryContent.xmlValues") { $0.xmlValues },
        // people, categories, generator
        .on(GDataPerson.self, "GDataPerson", "name", "GDataPerson.personName") { $0.personName },
        .on(GDataPerson.self, "GDataPerson", "nameLang", "GDataPerson.nameLang") { $0.nameLang },
        .on(GDataPerson.self, "GDataPerson", "email", "GDataPerson.email") { $0.email },
        .on(GDataPerson.self, "GDataPerson", "URI", "GDataPerson.uri") { $0.uri },
        .on(GDataCategory.self, "GDataCategory", "scheme", "GDataCategory.scheme") { $0.scheme },
        .on(GDataCategory.self, "GDataCategory", "term", "GDataCategory.term") { $0.term },
        .on(GDataCategory.self, "GDataCategory", "label", "GDataCategory.label") { $0.label },
        .on(GDataCategory.self, "GDataCategory", "labelLang", "GDataCategory.labelLang") { $0.labelLang },
        .on(GDataGenerator.self, "GDataGenerator", "name", "GDataGenerator.generatorName") { $0.generatorName },
        .on(GDataGenerator.self, "GDataGenerator", "version", "GDataGenerator.version") { $0.version },
        .on(GDataGenerator.self, "GDataGenerator", "URI", "GDataGenerator.uri") { $0.uri },
        // app:control
        .on(GDataAtomPubControl.self, "GDataAtomPubControl", "isDraft", "GDataAtomPubControl.isDraft") { $0.isDraft },
        // batch
        .on(GDataBatchOperation.self, "GDataBatchOperation", "type", "GDataBatchOperation.type") { $0.type },
        .on(GDataBatchStatus.self, "GDataBatchStatus", "code", "GDataBatchStatus.code") { $0.code },
        .on(GDataBatchStatus.self, "GDataBatchStatus", "reason", "GDataBatchStatus.reason") { $0.reason },
        .on(GDataBatchStatus.self, "GDataBatchStatus", "contentType", "GDataBatchStatus.contentType") {
            $0.contentType
        },
        .on(GDataBatchInterrupted.self, "GDataBatchInterrupted", "reason", "GDataBatchInterrupted.reason") {
            $0.reason
        },
        .on(GDataBatchInterrupted.self, "GDataBatchInterrupted", "successCount", "GDataBatchInterrupted.successCount") {
            $0.successCount
        },
        .on(GDataBatchInterrupted.self, "GDataBatchInterrupted", "errorCount", "GDataBatchInterrupted.errorCount") {
            $0.errorCount
        },
        .on(GDataBatchInterrupted.self, "GDataBatchInterrupted", "totalCount", "GDataBatchInterrupted.totalCount") {
            $0.totalCount
        },
        .on(GDataBatchInterrupted.self, "GDataBatchInterrupted", "contentType", "GDataBatchInterrupted.contentType") {
            $0.contentType
        },
        // value constructs
        .on(GDataValueConstruct.self, "GDataValueConstruct", "stringValue", "GDataValueConstruct.value") { $0.value },
        .on(GDataValueElementConstruct.self, "GDataValueElementConstruct", "value", "GDataValueElementConstruct.value")
        { $0.value },
        .on(
            GDataValueElementConstruct.self,
            "GDataValueElementConstruct",
            "intValue",
            "GDataValueElementConstruct.intValue ?? 0"
        ) {
            $0.intValue ?? 0
        },
        .on(
            GDataValueElementConstruct.self,
            "GDataValueElementConstruct",
            "longLongValue",
            "GDataValueElementConstruct.int64Value ?? 0"
        ) {
            $0.int64Value ?? 0
        },
        .on(
            GDataValueElementConstruct.self,
            "GDataValueElementConstruct",
            "doubleValue",
            "GDataValueElementConstruct.doubleValue ?? 0"
        ) {
            $0.doubleValue ?? 0
        },
        .on(
            GDataValueElementConstruct.self,
            "GDataValueElementConstruct",
            "boolValue",
            "GDataValueElementConstruct.boolValue"
        ) {
            $0.boolValue
        },
        .on(GDataValueConstruct.self, "GDataValueConstruct", "value", "GDataValueConstruct.value") { $0.value },
        .on(GDataValueConstruct.self, "GDataValueConstruct", "intValue", "GDataValueConstruct.intValue ?? 0") {
            $0.intValue ?? 0
        },
        .on(GDataValueConstruct.self, "GDataValueConstruct", "longLongValue", "GDataValueConstruct.int64Value ?? 0") {
            $0.int64Value ?? 0
        },
        .on(GDataValueConstruct.self, "GDataValueConstruct", "doubleValue", "GDataValueConstruct.doubleValue ?? 0") {
            $0.doubleValue ?? 0
        },
        .on(GDataValueConstruct.self, "GDataValueConstruct", "boolValue", "GDataValueConstruct.boolValue") {
            $0.boolValue
        },
        .on(GDataNameValueConstruct.self, "GDataNameValueConstruct", "name", "GDataNameValueConstruct.valueName") {
            $0.valueName
        },
        // gd:feedLink, gd:entryLink
        .on(GDataFeedLink.self, "GDataFeedLink", "href", "GDataFeedLink.href") { $0.href },
        .on(GDataFeedLink.self, "GDataFeedLink", "rel", "GDataFeedLink.rel") { $0.rel },
        .on(GDataFeedLink.self, "GDataFeedLink", "countHint", "GDataFeedLink.countHint") { $0.countHint },
        .on(GDataFeedLink.self, "GDataFeedLink", "isReadOnly", "GDataFeedLink.isReadOnly") { $0.isReadOnly },
        .on(GDataFeedLink.self, "GDataFeedLink", "feed", "GDataFeedLink.feed") { $0.feed },
        .on(GDataEntryLink.self, "GDataEntryLink", "href", "GDataEntryLink.href") { $0.href },
        .on(GDataEntryLink.self, "GDataEntryLink", "rel", "GDataEntryLink.rel") { $0.rel },
        .on(GDataEntryLink.self, "GDataEntryLink", "isReadOnly", "GDataEntryLink.isReadOnly") { $0.isReadOnly },
        .on(GDataEntryLink.self, "GDataEntryLink", "entry", "GDataEntryLink.entry") { $0.entry },
    ]

    // MARK: Service documents

    static let serviceDocumentEntries: [ObjCAccessor] = [
        .on(
            GDataAtomServiceDocument.self,
            "GDataAtomServiceDocument",
            "workspaces",
            "GDataAtomServiceDocument.workspaces"
        ) {
            $0.workspaces
        },
        .on(GDataAtomWorkspace.self, "GDataAtomWorkspace", "title", "GDataAtomWorkspace.titleString") {
            $0.titleString
        },
        .on(GDataAtomWorkspace.self, "GDataAtomWorkspace", "collections", "GDataAtomWorkspace.collections") {
            $0.collections
        },
        .on(GDataAtomCollection.self, "GDataAtomCollection", "title", "GDataAtomCollection.titleString") {
            $0.titleString
        },
        .on(GDataAtomCollection.self, "GDataAtomCollection", "href", "GDataAtomCollection.href") { $0.href },
        .on(
            GDataAtomCollection.self,
            "GDataAtomCollection",
            "serviceAcceptStrings",
            "GDataAtomCollection.serviceAcceptStrings"
        ) {
            $0.serviceAcceptStrings
        },
        .on(GDataAtomCollection.self, "GDataAtomCollection", "categoryGroup", "GDataAtomCollection.categoryGroup") {
            $0.categoryGroup
        },
        .on(GDataAtomCategoryGroup.self, "GDataAtomCategoryGroup", "isFixed", "GDataAtomCategoryGroup.isFixed") {
            $0.isFixed
        },
        .on(GDataAtomCategoryGroup.self, "GDataAtomCategoryGroup", "scheme", "GDataAtomCategoryGroup.scheme") {
            $0.scheme
        },
        .on(GDataAtomCategoryGroup.self, "GDataAtomCategoryGroup", "href", "GDataAtomCategoryGroup.href") { $0.href },
        .on(GDataAtomCategoryGroup.self, "GDataAtomCategoryGroup", "categories", "GDataAtomCategoryGroup.categories") {
            $0.categories
        },
    ]

    // MARK: ACL

    static let aclEntries: [ObjCAccessor] = [
        .on(GDataEntryACL.self, "GDataEntryACL", "scope", "GDataEntryACL.scope") { $0.scope },
        .on(GDataEntryACL.self, "GDataEntryACL", "role", "GDataEntryACL.role") { $0.role },
        .on(GDataEntryACL.self, "GDataEntryACL", "keyedRole", "GDataEntryACL.keyedRole") { $0.keyedRole },
        .on(GDataACLScope.self, "GDataACLScope", "type", "GDataACLScope.type") { $0.type },
        .on(GDataACLScope.self, "GDataACLScope", "value", "GDataACLScope.value") { $0.value },
        .on(GDataACLScope.self, "GDataACLScope", "name", "GDataACLScope.scopeName") { $0.scopeName },
        .on(GDataACLRole.self, "GDataACLRole", "value", "GDataACLRole.value") { $0.value },
        .on(GDataACLKeyedRole.self, "GDataACLKeyedRole", "key", "GDataACLKeyedRole.key") { $0.key },
        .on(GDataACLKeyedRole.self, "GDataACLKeyedRole", "role", "GDataACLKeyedRole.role") { $0.role },
        .on(GDataACLKeyedRole.self, "GDataACLKeyedRole", "additionalRoles", "GDataACLKeyedRole.additionalRoles") {
            $0.additionalRoles
        },
    ]
}
