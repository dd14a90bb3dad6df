// generated from Schemas/*.json by scripts/generate-schemas.py — do not edit

/// Registers the built-in classes: root element classes and kinds. The parser calls it once.
enum GDataSchemaRegistration {
    static func registerAll() {
        // Schemas/atom.json
        GDataClassRegistry.registerRootClass(GDataFeedBase.self, for: GDataXMLName.intern("http://www.w3.org/2005/Atom", "feed"))
        GDataClassRegistry.registerRootClass(GDataEntryBase.self, for: GDataXMLName.intern("http://www.w3.org/2005/Atom", "entry"))
        GDataClassRegistry.registerRootClass(GDataFeedBase.self, for: GDataXMLName.intern("http://purl.org/atom/ns#", "feed"))
        GDataClassRegistry.registerRootClass(GDataEntryBase.self, for: GDataXMLName.intern("http://purl.org/atom/ns#", "entry"))
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
            return nil
        case "alternateLink":
            if let object = self as? GDataEntryBase { return object.alternateLink }
            if let object = self as? GDataFeedBase { return object.alternateLink }
            return nil
        case "authors":
            if let object = self as? GDataEntryBase { return object.authors }
            if let object = self as? GDataFeedBase { return object.authors }
            if let object = self as? GDataSource { return object.authors }
            return nil
        case "batchLink":
            if let object = self as? GDataFeedBase { return object.batchLink }
            return nil
        case "boolValue":
            if let object = self as? GDataValueConstruct { return object.boolValue }
            if let object = self as? GDataValueElementConstruct { return object.boolValue }
            return nil
        case "canEdit":
            if let object = self as? GDataEntryBase { return object.canEdit }
            return nil
        case "canPost":
            if let object = self as? GDataFeedBase { return object.canPost }
            return nil
        case "categories":
            if let object = self as? GDataEntryBase { return object.categories }
            if let object = self as? GDataFeedBase { return object.categories }
            if let object = self as? GDataSource { return object.categories }
            return nil
        case "childObject":
            if let object = self as? GDataEntryContent { return object.childObject }
            return nil
        case "content":
            if let object = self as? GDataEntryBase { return object.content }
            if let object = self as? GDataLink { return object.content }
            return nil
        case "contributors":
            if let object = self as? GDataEntryBase { return object.contributors }
            if let object = self as? GDataFeedBase { return object.contributors }
            if let object = self as? GDataSource { return object.contributors }
            return nil
        case "createdDate":
            if let object = self as? GDataEntryBase { return object.createdDate }
            return nil
        case "date":
            if let object = self as? GDataDateConstruct { return object.dateValue }
            return nil
        case "dateValue":
            if let object = self as? GDataDateConstruct { return object.dateValue }
            if let object = self as? GDataValueConstruct { return object.dateValue }
            return nil
        case "doubleValue":
            if let object = self as? GDataValueConstruct { return object.doubleValue }
            if let object = self as? GDataValueElementConstruct { return object.doubleValue }
            return nil
        case "editLink":
            if let object = self as? GDataEntryBase { return object.editLink }
            return nil
        case "editMediaLink":
            if let object = self as? GDataEntryBase { return object.editMediaLink }
            return nil
        case "email":
            if let object = self as? GDataPerson { return object.email }
            return nil
        case "entries":
            if let object = self as? GDataFeedBase { return object.entries }
            return nil
        case "feedLink":
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
        case "generator":
            if let object = self as? GDataFeedBase { return object.generator }
            if let object = self as? GDataSource { return object.generator }
            return nil
        case "href":
            if let object = self as? GDataLink { return object.href }
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
        case "info":
            if let object = self as? GDataFeedBase { return object.info }
            return nil
        case "intValue":
            if let object = self as? GDataValueConstruct { return object.intValue }
            if let object = self as? GDataValueElementConstruct { return object.intValue }
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
        case "length":
            if let object = self as? GDataLink { return object.length }
            return nil
        case "links":
            if let object = self as? GDataEntryBase { return object.links }
            if let object = self as? GDataFeedBase { return object.links }
            if let object = self as? GDataSource { return object.links }
            return nil
        case "logo":
            if let object = self as? GDataFeedBase { return object.logo }
            if let object = self as? GDataSource { return object.logo }
            return nil
        case "longLongValue":
            if let object = self as? GDataValueConstruct { return object.int64Value }
            if let object = self as? GDataValueElementConstruct { return object.int64Value }
            return nil
        case "mode":
            if let object = self as? GDataEntryContent { return object.mode }
            if let object = self as? GDataTextConstruct { return object.mode }
            return nil
        case "name":
            if let object = self as? GDataNameValueConstruct { return object.valueName }
            if let object = self as? GDataGenerator { return object.generatorName }
            if let object = self as? GDataPerson { return object.personName }
            return nil
        case "nameLang":
            if let object = self as? GDataPerson { return object.nameLang }
            return nil
        case "nextLink":
            if let object = self as? GDataFeedBase { return object.nextLink }
            return nil
        case "postLink":
            if let object = self as? GDataEntryBase { return object.postLink }
            if let object = self as? GDataFeedBase { return object.postLink }
            return nil
        case "previousLink":
            if let object = self as? GDataFeedBase { return object.previousLink }
            return nil
        case "publishedDate":
            if let object = self as? GDataEntryBase { return object.publishedDate }
            return nil
        case "rel":
            if let object = self as? GDataLink { return object.rel }
            return nil
        case "relatedLink":
            if let object = self as? GDataEntryBase { return object.relatedLink }
            if let object = self as? GDataFeedBase { return object.relatedLink }
            return nil
        case "rights":
            if let object = self as? GDataEntryBase { return object.rights }
            if let object = self as? GDataFeedBase { return object.rights }
            if let object = self as? GDataSource { return object.rights }
            return nil
        case "rightsString":
            if let object = self as? GDataEntryBase { return object.rightsString }
            return nil
        case "scheme":
            if let object = self as? GDataCategory { return object.scheme }
            return nil
        case "selfLink":
            if let object = self as? GDataEntryBase { return object.selfLink }
            if let object = self as? GDataFeedBase { return object.selfLink }
            return nil
        case "source":
            if let object = self as? GDataEntryBase { return object.source }
            return nil
        case "sourceURI":
            if let object = self as? GDataEntryContent { return object.sourceURI }
            return nil
        case "sourceURL":
            if let object = self as? GDataEntryContent { return object.sourceURL }
            return nil
        case "stringValue":
            if let object = self as? GDataEntryContent { return object.value }
            if let object = self as? GDataTextConstruct { return object.value }
            if let object = self as? GDataValueConstruct { return object.value }
            return stringValue
        case "subtitle":
            if let object = self as? GDataFeedBase { return object.subtitle }
            if let object = self as? GDataSource { return object.subtitle }
            return nil
        case "summary":
            if let object = self as? GDataEntryBase { return object.summary }
            return nil
        case "term":
            if let object = self as? GDataCategory { return object.term }
            return nil
        case "title":
            if let object = self as? GDataEntryBase { return object.title }
            if let object = self as? GDataFeedBase { return object.title }
            if let object = self as? GDataLink { return object.title }
            if let object = self as? GDataSource { return object.title }
            return nil
        case "type":
            if let object = self as? GDataEntryContent { return object.type }
            if let object = self as? GDataLink { return object.type }
            if let object = self as? GDataTextConstruct { return object.type }
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
        case "value":
            if let object = self as? GDataValueConstruct { return object.value }
            if let object = self as? GDataValueElementConstruct { return object.value }
            return nil
        case "version":
            if let object = self as? GDataGenerator { return object.version }
            return nil
        default:
            return nil
        }
    }
}
