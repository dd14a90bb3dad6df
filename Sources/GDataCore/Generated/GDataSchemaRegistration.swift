// generated from Schemas/*.json by scripts/generate-schemas.py — do not edit

/// Registers the core classes: root element classes and kinds. The parser calls it once.
enum GDataSchemaRegistration {
    static func registerAll() {
        // Schemas/acl.json
        GDataClassRegistry.registerBuiltIn(GDataFeedACL.self, kindTerm: "http://schemas.google.com/acl/2007#accessRule")
        GDataClassRegistry.registerBuiltIn(GDataEntryACL.self, kindTerm: "http://schemas.google.com/acl/2007#accessRule")
        // Schemas/atom.json
        GDataClassRegistry.registerBuiltInRootClass(GDataFeedBase.self, for: GDataXMLName.intern("http://www.w3.org/2005/Atom", "feed"))
        GDataClassRegistry.registerBuiltInRootClass(GDataEntryBase.self, for: GDataXMLName.intern("http://www.w3.org/2005/Atom", "entry"))
        GDataClassRegistry.registerBuiltInRootClass(GDataFeedBase.self, for: GDataXMLName.intern("http://purl.org/atom/ns#", "feed"))
        GDataClassRegistry.registerBuiltInRootClass(GDataEntryBase.self, for: GDataXMLName.intern("http://purl.org/atom/ns#", "entry"))
        // Schemas/atompub.json
        GDataClassRegistry.registerBuiltInRootClass(GDataAtomServiceDocument.self, for: GDataXMLName.intern("http://www.w3.org/2007/app", "service"))
        GDataClassRegistry.registerBuiltInRootClass(GDataAtomServiceDocument.self, for: GDataXMLName.intern("http://purl.org/atom/app#", "service"))
        GDataClassRegistry.registerBuiltInRootClass(GDataAtomCategoryDocument.self, for: GDataXMLName.intern("http://www.w3.org/2007/app", "categories"))
        GDataClassRegistry.registerBuiltInRootClass(GDataAtomCategoryDocument.self, for: GDataXMLName.intern("http://purl.org/atom/app#", "categories"))
        // Schemas/gdata-core.json
        GDataClassRegistry.registerBuiltInRootClass(GDataServerErrorGroup.self, for: GDataXMLName.intern("http://schemas.google.com/g/2005", "errors"))
    }
}
