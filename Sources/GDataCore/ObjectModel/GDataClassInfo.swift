internal import Synchronization

/// The declarations of one class, computed once and cached (class vars are evaluated a single time per class).
final class GDataClassInfo: @unchecked Sendable {
    // @unchecked: no mutable state: every member is a `let` computed in init (metatypes and extension
    // declarations, read-only after); the cache of infos is behind its own Mutex.
    let cls: GDataObject.Type
    /// Child element name -> class (later declarations win).
    let childMap: [GDataXMLName: GDataObject.Type]
    /// Namespace URI -> class, for child classes whose element name is the wildcard `*` (any element of the
    /// namespace, like the spreadsheet list's `gsx:` columns).
    let namespaceMap: [String: GDataObject.Type]
    /// Children by local name for a quick negative check.
    let declaredAttributes: Set<GDataXMLName>
    let declaresAnyAttribute: Bool
    let scoped: [GDataExtensionDeclaration]
    /// `!scoped.isEmpty`, read per element by the parser.
    let hasScoped: Bool
    let hasContentValue: Bool
    let keepsChildXML: Bool
    let usesKindSelection: Bool
    let resetsDefaultNamespace: Bool
    /// A feed that imposes its entries' class (``GDataObject/classForEntries``): its entries keep it, whatever their kind.
    let imposesEntryClass: Bool

    private init(_ cls: GDataObject.Type) {
        self.cls = cls
        var map: [GDataXMLName: GDataObject.Type] = [:]
        var namespaces: [String: GDataObject.Type] = [:]
        for child in cls.childClasses {
            if let name = child.defaultElementName {
                if name.localName == "*" { namespaces[name.namespaceURI] = child } else { map[name] = child }
            }
            for alias in child.alternateElementNames { map[alias] = child }
        }
        childMap = map
        namespaceMap = namespaces
        declaredAttributes = Set(cls.declaredAttributes)
        declaresAnyAttribute = cls == GDataXMLElement.self
        scoped = cls.scopedDeclarations
        hasScoped = !scoped.isEmpty
        hasContentValue = cls.hasContentValue
        keepsChildXML = cls.keepsChildXML
        usesKindSelection = cls.usesKindSelection
        resetsDefaultNamespace = cls.resetsDefaultNamespace
        imposesEntryClass = cls.classForEntries != nil
    }

    private static let cache = Mutex<[ObjectIdentifier: GDataClassInfo]>([:])

    static func info(for cls: GDataObject.Type) -> GDataClassInfo {
        let key = ObjectIdentifier(cls)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let computed = GDataClassInfo(cls)
        return cache.withLock { table in
            if let cached = table[key] { return cached }
            table[key] = computed
            return computed
        }
    }
}
