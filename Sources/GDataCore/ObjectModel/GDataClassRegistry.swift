internal import Synchronization

/// Maps GData kinds to feed and entry classes, and standard classes to application subclasses (surrogates).
///
/// Kinds come from the `gd:kind` attribute (core v2.1+, e.g. `calendar#event`) or from an `atom:category` whose scheme is
/// `http://schemas.google.com/g/2005#kind`. A category registered with another scheme is keyed by `{scheme}term`, and
/// a registration with an empty term matches any term of that scheme. As in the original, a term registered without a
/// scheme matches a category with that term whatever its scheme.
///
/// A kind may name both a feed class and an entry class (Contacts uses `…/contact/2008#contact` for both, as the
/// original's separate feed and entry maps allowed): every class registered for a key is kept, and the parser takes the
/// first one that specialises the class it is parsing.
public enum GDataClassRegistry {
    /// The kind category scheme.
    public static let kindScheme = "http://schemas.google.com/g/2005#kind"

    /// A category key: the scheme (`nil` for none or the kind scheme) and the term (`""` = any term of the scheme).
    struct CategoryKey: Hashable {
        var scheme: String?
        var term: String
        init(scheme: String?, term: String) {
            self.scheme = scheme == GDataClassRegistry.kindScheme ? nil : scheme
            self.term = term
        }
    }

    private struct Tables {
        var byKindAttribute: [String: [GDataObject.Type]] = [:]
        var byCategory: [CategoryKey: [GDataObject.Type]] = [:]
        var roots: [GDataXMLName: GDataObject.Type] = [:]
        var feedForEntries: [ObjectIdentifier: GDataObject.Type] = [:]
        var servicesRegistered = false
    }

    /// A copy of the kind tables, taken once per parse so look-ups need no lock.
    struct Snapshot {
        let byKindAttribute: [String: [GDataObject.Type]]
        let byCategory: [CategoryKey: [GDataObject.Type]]
        let feedForEntries: [ObjectIdentifier: GDataObject.Type]

        var isEmpty: Bool { byKindAttribute.isEmpty && byCategory.isEmpty }

        /// The classes registered for a category, in the original's order: the term registered without a scheme (or
        /// with the kind scheme) whatever the category's scheme, then the scheme and term, then the scheme's wildcard.
        func classes(category scheme: String?, term: String) -> [GDataObject.Type] {
            var result = byCategory[CategoryKey(scheme: nil, term: term)] ?? []
            if let scheme, scheme != GDataClassRegistry.kindScheme {
                result += byCategory[CategoryKey(scheme: scheme, term: term)] ?? []
                result += byCategory[CategoryKey(scheme: scheme, term: "")] ?? []
            }
            return result
        }
    }

    static func snapshot() -> Snapshot {
        registerBuiltIns()
        return tables.withLock {
            Snapshot(
                byKindAttribute: $0.value.byKindAttribute,
                byCategory: $0.value.byCategory,
                feedForEntries: $0.value.feedForEntries
            )
        }
    }
    private static let tables = Mutex(UnsafeTables())
    /// @unchecked: the tables live only inside the `tables` Mutex and are read and written under it.
    private struct UnsafeTables: @unchecked Sendable { var value = Tables() }

    // MARK: Built-in classes

    /// Registers the built-in classes once: the core schemas' (module GDataCore) and, when module GData is linked into
    /// the program, every service's. Every look-up and every application registration runs it first, so built-ins
    /// never displace an application's own registrations and no caller has to register anything.
    package static func registerBuiltIns() { _ = builtIns }

    private static let builtIns: Void = {
        GDataSchemaRegistration.registerAll()
        // Module GData sits above this one, so it cannot be called by name. Its load-time initializer (an `.init_array`
        // entry, the Swift analogue of the original's `+load`) installs its registration before `main`; that entry is
        // also what keeps the service classes in a program the linker dead-strips. A program without module GData
        // has core classes only.
        serviceRegistration.withLock({ $0 })?()
    }()

    private static let serviceRegistration = Mutex<(@Sendable () -> Void)?>(nil)

    /// Installs module GData's service registration (its load-time initializer calls this before `main`).
    package static func installServiceRegistration(_ register: @escaping @Sendable () -> Void) {
        serviceRegistration.withLock { $0 = register }
    }

    /// Whether module GData's load-time initializer installed its registration.
    package static var serviceRegistrationInstalledAtLoad: Bool { serviceRegistration.withLock { $0 != nil } }

    /// Whether the service classes of module GData are registered (GData is linked into the program).
    package static var servicesRegistered: Bool {
        registerBuiltIns()
        return tables.withLock { $0.value.servicesRegistered }
    }

    /// Built-in registrations (generated code): like the public ones, without running ``registerBuiltIns()``.
    package static func registerBuiltIn(
        _ cls: GDataObject.Type,
        kindTerm: String? = nil,
        scheme: String? = nil,
        kindAttribute: String? = nil
    ) {
        tables.withLock { tables in
            func add(_ list: inout [GDataObject.Type]) {
                list.removeAll { $0 == cls }
                list.insert(cls, at: 0)  // the latest registration is tried first
            }
            if let kindTerm { add(&tables.value.byCategory[CategoryKey(scheme: scheme, term: kindTerm), default: []]) }
            if let kindAttribute { add(&tables.value.byKindAttribute[kindAttribute, default: []]) }
        }
    }

    /// Built-in registration of a kind-less feed's class (generated code).
    package static func registerBuiltInFeedClass(_ feed: GDataObject.Type, forEntriesOf entry: GDataObject.Type) {
        tables.withLock { $0.value.feedForEntries[ObjectIdentifier(entry)] = feed }
    }

    /// Built-in registration of a root element's class (generated code).
    package static func registerBuiltInRootClass(_ cls: GDataObject.Type, for name: GDataXMLName) {
        tables.withLock { $0.value.roots[name] = cls }
    }

    /// Marks the service classes as registered (the generated registration of module GData calls it last).
    package static func markServicesRegistered() {
        tables.withLock { $0.value.servicesRegistered = true }
    }

    // MARK: Application registrations

    /// Registers `cls` (a feed or entry subclass) for a kind category term and/or a `gd:kind` attribute value.
    public static func register(
        _ cls: GDataObject.Type,
        kindTerm: String? = nil,
        scheme: String? = nil,
        kindAttribute: String? = nil
    ) {
        registerBuiltIns()
        registerBuiltIn(cls, kindTerm: kindTerm, scheme: scheme, kindAttribute: kindAttribute)
    }

    /// Registers `feed` as the class of a feed that carries no kind at all but whose first entry was parsed as `entry`
    /// (or a subclass of it): GData v1 calendar event feeds put the event kind on their entries only.
    public static func registerFeedClass(_ feed: GDataObject.Type, forEntriesOf entry: GDataObject.Type) {
        registerBuiltIns()
        registerBuiltInFeedClass(feed, forEntriesOf: entry)
    }

    /// Registers the class used for a document's root element with the given name when no class is requested.
    public static func registerRootClass(_ cls: GDataObject.Type, for name: GDataXMLName) {
        registerBuiltIns()
        registerBuiltInRootClass(cls, for: name)
    }

    /// The class registered for a root element name.
    public static func rootClass(for name: GDataXMLName) -> GDataObject.Type? {
        registerBuiltIns()
        return tables.withLock { $0.value.roots[name] }
    }

    /// The registered class for a `gd:kind` value or the first matching category, if any.
    public static func registeredClass(kindAttribute: String?, categories: [(scheme: String?, term: String)])
        -> GDataObject.Type?
    {
        registeredClass(kindAttribute: kindAttribute, categories: categories, specialising: GDataObject.self)
    }

    /// The registered class for a `gd:kind` value or the first matching category that is `base` or a subclass of it
    /// (pass `GDataFeedBase.self` or `GDataEntryBase.self` to look in the feed or entry kinds only).
    public static func registeredClass(
        kindAttribute: String?,
        categories: [(scheme: String?, term: String)],
        specialising base: GDataObject.Type
    ) -> GDataObject.Type? {
        let snapshot = snapshot()
        func fitting(_ classes: [GDataObject.Type]) -> GDataObject.Type? {
            classes.first { $0 == base || GDataRetyper.isStrictSubclass($0, of: base) }
        }
        if let kindAttribute, let cls = fitting(snapshot.byKindAttribute[kindAttribute] ?? []) { return cls }
        for category in categories {
            if let cls = fitting(snapshot.classes(category: category.scheme, term: category.term)) { return cls }
        }
        return nil
    }
}

/// Application subclasses to instantiate in place of standard classes (the original's surrogates).
public struct GDataSurrogates: Sendable {
    private var map: [ObjectIdentifier: GDataObject.Type] = [:]

    /// No surrogates.
    public init() {}

    /// Creates a table from `(standard class, replacement subclass)` pairs.
    public init(_ pairs: [(GDataObject.Type, GDataObject.Type)]) {
        for (standard, replacement) in pairs { map[ObjectIdentifier(standard)] = replacement }
    }

    /// Substitutes `replacement` for `standard` (the replacement should be a subclass of it).
    public mutating func set(_ replacement: GDataObject.Type, for standard: GDataObject.Type) {
        map[ObjectIdentifier(standard)] = replacement
    }

    /// The class to instantiate for `cls`.
    public func resolve(_ cls: GDataObject.Type) -> GDataObject.Type { map[ObjectIdentifier(cls)] ?? cls }

    /// Whether there are no substitutions.
    public var isEmpty: Bool { map.isEmpty }
}

/// A generated registration of built-in classes (module GData's service classes), found by ``GDataClassRegistry``.
package protocol GDataSchemaRegistrant {
    /// Registers the classes with the ``GDataClassRegistry/registerBuiltIn(_:kindTerm:scheme:kindAttribute:)`` family.
    static func registerAll()
}
