// TEMPORARY until the schema generator lands: the generator owns Sources/GData/Generated/.
/// Registers the built-in classes (root element classes and kinds). Called once before the first parse.
enum GDataSchemaRegistration {
    static func registerAll() {
        GDataClassRegistry.registerRootClass(GDataFeedBase.self, for: .atom("feed"))
        GDataClassRegistry.registerRootClass(GDataEntryBase.self, for: .atom("entry"))
    }
}

/// An Atom feed.
open class GDataFeedBase: GDataObject {
    override open class var defaultElementName: GDataXMLName? { .atom("feed") }
    override open class var childClasses: [GDataObject.Type] { super.childClasses + [GDataEntryBase.self] }
    override open class var usesKindSelection: Bool { true }
}

/// An Atom entry.
open class GDataEntryBase: GDataObject {
    override open class var defaultElementName: GDataXMLName? { .atom("entry") }
    override open class var usesKindSelection: Bool { true }
}
