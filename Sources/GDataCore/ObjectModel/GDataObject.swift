/// The base of the GData object model: one XML element, with its attributes, namespace declarations and children.
///
/// Subclasses describe an element through class-level declarations (``defaultElementName``, ``childClasses``,
/// ``declaredAttributes``, ``hasContentValue``, ``scopedDeclarations``). The parser instantiates the declared class for
/// each child it recognises; everything else is kept as ``GDataXMLElement`` nodes (the original's *unknown children*)
/// and written back on serialization, so parse → XML → parse gives an equal object.
///
/// All content lives in the generic storage (``attributes``, ``childNodes``), and typed accessors are views over it,
/// so nothing is lost and typed and untyped code see the same data.
open class GDataObject: CustomStringConvertible, Hashable {
    // MARK: Storage

    // Without dynamic exclusivity checks: it is read per element by every consumer of a parsed tree (one runtime call
    // per read from another module), and it is only ever assigned whole, never accessed in place for long.
    /// The element's expanded name.
    @exclusivity(unchecked) public final var name: GDataXMLName
    /// All attributes in document order: declared ones and unknown ones. `xmlns` declarations are not attributes.
    ///
    /// Kept in the object's payload (see `GDataPayload`): reading makes an array, setting stores a new run of records.
    public final var attributes: [GDataXMLAttribute] {
        get { GDataPayload.withAttributes(payload) { Array($0) } }
        set {
            if newValue.isEmpty, payload == nil { return }
            var parts = GDataPayload.parts(payload)
            parts.attributes = newValue
            payload = GDataPayload.make(parts)
        }
    }
    /// Namespace declarations made on this element (kept so prefixes survive a round trip; never compared).
    public final var namespaceDeclarations: [GDataXMLNamespace] {
        get { GDataPayload.namespaces(payload)?.declarations ?? [] }
        set {
            if newValue.isEmpty, GDataPayload.namespaces(payload) == nil { return }
            var parts = GDataPayload.parts(payload)
            parts.namespaces = newValue.isEmpty ? nil : GDataNamespaceList(newValue)
            payload = GDataPayload.make(parts)
        }
    }
    /// Calls `body` with the attributes as stored (no array is made; valid during the call).
    @inline(__always)
    final func withStoredAttributes<R>(_ body: (UnsafeBufferPointer<GDataXMLAttribute>) throws -> R) rethrows -> R {
        try GDataPayload.withAttributes(payload, body)
    }
    /// The attributes as stored, for readers that hold the object and change none of its attributes meanwhile (the
    /// writer): valid as long as the object lives and its payload is not replaced.
    final var storedAttributes: UnsafeBufferPointer<GDataXMLAttribute> {
        GDataPayload.withAttributes(payload) { $0 }
    }
    /// Children stored when the element has element children (text interleaved as `.text`).
    ///
    /// The three internal storage properties (`storedChildren`, `storedTextStorage`, `storedParent`) opt out of
    /// Swift's dynamic exclusivity checks: the parser sets them once per element, and a check is a runtime call per
    /// access (3–5% of a parse of small elements or of a kind-less feed; docs/performance.md). They are final and
    /// internal, and no code of the module holds an inout access to one across a call that could reach it again; the
    /// public API (``attributes`` and the computed views) keeps its checks.
    @exclusivity(unchecked) final var storedChildren: [GDataXMLNode] = []
    /// The text of a leaf element (no element children). `nil` when there is no text or children are stored.
    final var storedText: String? {
        get { storedTextStorage?.string }
        set { storedTextStorage = newValue.map { GDataTextStorage($0) } }
    }
    /// The leaf text as kept (parsed text stays bytes in the parser's shared chunks until read).
    final var storedTextStorage: GDataTextStorage? {
        get { GDataPayload.text(payload) }
        set {
            guard let current = payload, current.bits & GDataPayload.recordsFlag != 0 else {
                payload = newValue
                return
            }
            var parts = GDataPayload.parts(current)
            parts.text = newValue
            payload = GDataPayload.make(parts)
        }
    }
    /// Attributes, leaf text, namespace declarations and extras in 16 bytes (see `GDataPayload`).
    @exclusivity(unchecked) final var payload: GDataTextStorage?
    /// The parent element, if this object is attached to a tree.
    ///
    /// Stored unowned (a weak reference would give every object a side table and slow every retain); a parent clears
    /// its children's pointers when it is deallocated and when it removes them, so the pointer never dangles.
    public internal(set) var parent: GDataObject? {
        get { storedParent?.takeUnretainedValue() }
        set { storedParent = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The parent pointer, unmanaged so that comparing and clearing it counts no references.
    @exclusivity(unchecked) final var storedParent: Unmanaged<GDataObject>?
    /// What few objects have (the root's document context, application data), in the payload.
    final var extras: Extras? {
        get { GDataPayload.extras(payload) }
        set {
            if newValue == nil, payload == nil { return }
            var parts = GDataPayload.parts(payload)
            parts.extras = newValue
            payload = GDataPayload.make(parts)
        }
    }

    final class Extras {
        var userData: Any?
        var properties: [String: Any] = [:]
        var documentURI: String?
        var documentLanguage: String?
        var shouldIgnoreUnknowns = false
        var serviceVersion: String?
    }

    deinit {
        // Children that outlive this object (held elsewhere) must not keep a pointer to it. Read in place: no
        // retain/release per child.
        if storedChildren.isEmpty { return }
        let me = Unmanaged.passUnretained(self).toOpaque()
        storedChildren.withUnsafeBufferPointer { nodes in
            for index in nodes.indices {
                if case .element(let child) = nodes[index], child.storedParent?.toOpaque() == me {
                    child.storedParent = nil
                }
            }
        }
    }

    // MARK: Class-level declarations

    /// The element name a new instance gets, and the name the class is matched by when declared as a child.
    open class var defaultElementName: GDataXMLName? { nil }
    /// Extra element names the class is matched by (e.g. an Atom 0.3 name read into the Atom 1.0 class).
    open class var alternateElementNames: [GDataXMLName] { [] }
    /// The element classes this class may hold as children. Override as `super.childClasses + [...]`.
    /// When two classes claim the same element name, the later one wins (so subclasses can specialise).
    open class var childClasses: [GDataObject.Type] { [] }
    /// Attributes this class understands; other attributes are reported as ``unknownAttributes``.
    /// `xml:lang` and `xml:base` are always understood.
    open class var declaredAttributes: [GDataXMLName] { [] }
    /// Whether the element's own character data is its value (otherwise non-blank text counts as unknown).
    open class var hasContentValue: Bool { false }
    /// Whether unclaimed child elements are part of the value (like `gd:extendedProperty`'s XML), not unknown.
    open class var keepsChildXML: Bool { false }
    /// Declarations that apply within this object's whole subtree: instances of `parent` may hold `children`.
    /// (The original's scope rule: an event entry declares that `GDataLink` may contain `GDataWebContent`.)
    open class var scopedDeclarations: [GDataExtensionDeclaration] { [] }
    /// Whether the element declares an empty default namespace (`xmlns=""`) for its children, as the original's
    /// `gd:extendedProperty` does so that application XML values are written in no namespace.
    open class var resetsDefaultNamespace: Bool { false }
    /// Whether the parser may replace this class by a registered subclass chosen by `gd:kind` or the kind category.
    open class var usesKindSelection: Bool { false }
    /// A feed's imposed entry class (the original's `-classForEntries` naming a class): every entry of the feed is of
    /// this class, whatever its kind. `nil` (the original's `kUseRegisteredEntryClass`, the default): each entry's class
    /// comes from its own kind (`gd:kind` or kind category), else ``defaultClassForEntries``.
    open class var classForEntries: GDataObject.Type? { nil }
    /// A feed's entry class for entries whose kind names no registered class, when ``classForEntries`` is `nil` (the
    /// original's `+defaultClassForEntries`; `nil` means `GDataEntryBase`).
    open class var defaultClassForEntries: GDataObject.Type? { nil }
    /// Whether equality ignores children of this class (the original ignores `generator` in feed equality).
    open class var isIgnoredForEquality: Bool { false }
    /// The kind category term (scheme `http://schemas.google.com/g/2005#kind`) of this feed or entry class, which
    /// ``addStandardKind()`` writes (the original's `+standardFeedKind`/`+standardEntryKind`).
    open class var standardKindTerm: String? { nil }
    /// The `gd:kind` value of this feed or entry class (the original's `+standardKindAttributeValue`).
    open class var standardKindAttributeValue: String? { nil }

    // MARK: Initialisation

    /// Creates an empty element named ``defaultElementName`` (or `unnamed` when the class has none).
    public required convenience init() {
        self.init(name: Self.defaultElementName ?? GDataObject.unnamed)
        if Self.resetsDefaultNamespace { namespaceDeclarations = [GDataXMLNamespace(prefix: nil, uri: "")] }
    }

    /// Creates an empty element with the given name (the parser uses this; subclasses normally use `init()`).
    public required init(name: GDataXMLName) {
        self.name = name
    }

    static let unnamed = GDataXMLName.intern("", "unnamed")

    // MARK: Attributes

    /// The value of the attribute `name`, or `nil`.
    public final func attribute(_ name: GDataXMLName) -> String? {
        withStoredAttributes { attributes in
            for attribute in attributes where attribute.name == name { return attribute.value }
            return nil
        }
    }

    /// The value of an attribute with no namespace, e.g. `attribute(named: "rel")`.
    public final func attribute(named localName: String) -> String? {
        withStoredAttributes { attributes in
            for attribute in attributes
            where attribute.name.localName == localName && attribute.name.namespaceURI.isEmpty {
                return attribute.value
            }
            return nil
        }
    }

    /// Sets or (with `nil`) removes the attribute `name`.
    public final func setAttribute(_ name: GDataXMLName, _ value: String?) {
        var list = attributes
        if let index = list.firstIndex(where: { $0.name == name }) {
            if let value { list[index].value = value } else { list.remove(at: index) }
        } else if let value {
            list.append(GDataXMLAttribute(name: name, value: value))
        } else {
            return
        }
        attributes = list
    }

    /// Sets or removes an attribute with no namespace.
    public final func setAttribute(named localName: String, _ value: String?) {
        setAttribute(.attribute(localName), value)
    }

    /// Attributes that no declaration of this class claims (`xml:lang`/`xml:base` are always claimed).
    public final var unknownAttributes: [GDataXMLAttribute] {
        let info = GDataClassInfo.info(for: type(of: self))
        if info.declaresAnyAttribute { return [] }
        return attributes.filter {
            !info.declaredAttributes.contains($0.name) && $0.name.namespaceURI != GDataNamespace.xml
        }
    }

    // MARK: Children

    /// All child nodes in document order (typed objects, unknown elements and text).
    public final var childNodes: [GDataXMLNode] {
        get {
            if let storedText { return [.text(storedText)] }
            return storedChildren
        }
        set {
            storedText = nil
            storedChildren = newValue
            for case .element(let child) in storedChildren { child.parent = self }
            normalizeStorage()
        }
    }

    /// The element children in document order.
    public final var childElements: [GDataObject] {
        storedChildren.compactMap(\.element)
    }

    /// The first child that is an instance of `type` (or of a subclass).
    public final func child<T: GDataObject>(_ type: T.Type) -> T? {
        for case .element(let child) in storedChildren {
            if let typed = child as? T, !(child is GDataXMLElement) || type == GDataXMLElement.self { return typed }
        }
        return nil
    }

    /// Every child that is an instance of `type` (or of a subclass), in document order.
    public final func children<T: GDataObject>(_ type: T.Type) -> [T] {
        var result: [T] = []
        for case .element(let child) in storedChildren {
            if let typed = child as? T, !(child is GDataXMLElement) || type == GDataXMLElement.self {
                result.append(typed)
            }
        }
        return result
    }

    /// The first child element with the given name (typed or not).
    public final func child(named name: GDataXMLName) -> GDataObject? {
        for case .element(let child) in storedChildren where child.name == name { return child }
        return nil
    }

    /// Every child element with the given name (typed or not).
    public final func children(named name: GDataXMLName) -> [GDataObject] {
        storedChildren.compactMap { node in
            if case .element(let child) = node, child.name == name { return child }
            return nil
        }
    }

    /// Replaces the children of kind `type` by `value` (removing them when `nil`). The new child takes the position of the
    /// first one it replaces, or goes at the end.
    public final func setChild<T: GDataObject>(_ value: T?, of type: T.Type) {
        setChildren(value.map { [$0] } ?? [], of: type)
    }

    /// Replaces every child of kind `type` by `values`, keeping the position of the first replaced child.
    public final func setChildren<T: GDataObject>(_ values: [T], of type: T.Type) {
        moveTextIntoChildren()
        var insertAt: Int?
        var kept: [GDataXMLNode] = []
        kept.reserveCapacity(storedChildren.count + values.count)
        for node in storedChildren {
            if case .element(let child) = node, child is T, !(child is GDataXMLElement) || type == GDataXMLElement.self
            {
                if insertAt == nil { insertAt = kept.count }
                if child.parent === self { child.parent = nil }
                continue
            }
            kept.append(node)
        }
        let position = insertAt ?? kept.count
        for value in values {
            value.detach()
            value.parent = self
        }
        kept.insert(contentsOf: values.map { GDataXMLNode.element($0) }, at: position)
        storedChildren = kept
        normalizeStorage()
    }

    /// Appends a child element (detaching it from any previous parent).
    public final func addChild(_ child: GDataObject) {
        moveTextIntoChildren()
        child.detach()
        child.parent = self
        storedChildren.append(.element(child))
    }

    /// Inserts a child element at `index` among ``childNodes``.
    public final func insertChild(_ child: GDataObject, at index: Int) {
        moveTextIntoChildren()
        child.detach()
        child.parent = self
        storedChildren.insert(.element(child), at: min(max(0, index), storedChildren.count))
    }

    /// Removes `child` (by identity) from this element's children.
    public final func removeChild(_ child: GDataObject) {
        storedChildren.removeAll { node in
            if case .element(let element) = node, element === child { return true }
            return false
        }
        if child.parent === self { child.parent = nil }
        normalizeStorage()
    }

    /// Removes every child element named `name` in one pass and returns them in document order, detached. Linear in
    /// the children, where removing them one by one with ``removeChild(_:)`` is quadratic (each call searches and
    /// shifts the whole list): the local server takes a feed's entries out this way.
    package final func removeChildren(named name: GDataXMLName) -> [GDataObject] {
        var removed: [GDataObject] = []
        var kept: [GDataXMLNode] = []
        kept.reserveCapacity(storedChildren.count)
        for node in storedChildren {
            if case .element(let child) = node, child.name == name {
                if child.parent === self { child.parent = nil }
                removed.append(child)
            } else {
                kept.append(node)
            }
        }
        guard !removed.isEmpty else { return [] }
        storedChildren = kept
        normalizeStorage()
        return removed
    }

    /// Removes this object from its parent, if any.
    public final func detach() {
        parent?.removeChild(self)
    }

    /// Child nodes that no declaration claims: unknown elements and, unless the class has a content value,
    /// non-blank text. (The original's `unknownChildren`.)
    public final var unknownChildren: [GDataXMLNode] {
        let cls = type(of: self)
        let keepsText = cls.hasContentValue
        if let storedText {
            return keepsText || storedText.isXMLWhitespace ? [] : [.text(storedText)]
        }
        let keepsXML = cls.keepsChildXML || cls == GDataXMLElement.self
        return storedChildren.filter { node in
            switch node {
            case .element(let child): return !keepsXML && child is GDataXMLElement
            case .text(let text): return !keepsText && !text.isXMLWhitespace
            }
        }
    }

    /// The unclaimed child elements, when the class keeps child XML (the original's `childXMLElements`).
    public final var childXMLElements: [GDataXMLElement] {
        storedChildren.compactMap { $0.element as? GDataXMLElement }
    }

    // MARK: Text

    /// The element's direct character data (text children joined; `""` when there are none).
    public final var stringValue: String {
        get {
            if let storedText { return storedText }
            var result = ""
            for case .text(let text) in storedChildren { result += text.string }
            return result
        }
        set {
            if storedChildren.isEmpty {
                storedText = newValue.isEmpty ? nil : newValue
            } else {
                storedChildren.removeAll { $0.isText }
                if !newValue.isEmpty { storedChildren.insert(.text(newValue), at: 0) }
                normalizeStorage()
            }
        }
    }

    /// The direct text, or `nil` when the element has no character data.
    public final var textValue: String? {
        let value = stringValue
        return value.isEmpty && storedText == nil && !storedChildren.contains(where: { $0.isText }) ? nil : value
    }

    final func moveTextIntoChildren() {
        if let storedText {
            storedChildren = [.text(storedText)]
            self.storedText = nil
        }
    }

    final func normalizeStorage() {
        if storedText == nil, storedChildren.count == 1, case .text(let text) = storedChildren[0] {
            storedText = text.string
            storedChildren = []
        }
    }

    // MARK: userData and properties

    /// Application data attached to this object (not copied, not compared).
    public final var userData: Any? {
        get { extras?.userData }
        set { ensureExtras().userData = newValue }
    }

    /// The value stored under `key`, or `nil`.
    public final func property(forKey key: String) -> Any? { extras?.properties[key] }

    /// Stores `value` under `key` (`nil` removes it). Keys beginning with `_` are reserved for the library:
    /// such a call does nothing and returns `false`.
    @discardableResult
    public final func setProperty(_ value: Any?, forKey key: String) -> Bool {
        guard !key.hasPrefix("_") else { return false }
        setReservedProperty(value, forKey: key)
        return true
    }

    /// All properties (library-reserved `_` keys included).
    public final var properties: [String: Any] { extras?.properties ?? [:] }

    final func setReservedProperty(_ value: Any?, forKey key: String) {
        if let value { ensureExtras().properties[key] = value } else { extras?.properties[key] = nil }
    }

    final func ensureExtras() -> Extras {
        if let extras { return extras }
        let created = Extras()
        extras = created
        return created
    }

    /// Whether unknown XML was dropped while parsing this object (the original's `shouldIgnoreUnknowns`); inherited.
    public final var shouldIgnoreUnknowns: Bool {
        var node: GDataObject? = self
        while let current = node {
            if let extras = current.extras, extras.shouldIgnoreUnknowns { return true }
            node = current.parent
        }
        return false
    }

    /// The service version the object was parsed for (inherited from the root), e.g. `"2.0"`.
    public final var serviceVersion: String? {
        get {
            var node: GDataObject? = self
            while let current = node {
                if let version = current.extras?.serviceVersion { return version }
                node = current.parent
            }
            return nil
        }
        set { ensureExtras().serviceVersion = newValue }
    }

    // MARK: Copying

    /// A deep copy: name, attributes, namespaces and all children (typed and unknown). Not copied: the parent,
    /// ``userData`` and properties.
    public func copy() -> Self {
        let copy = Self(name: name)
        copyContent(into: copy)
        if let extras {
            let copiedExtras = copy.ensureExtras()
            copiedExtras.documentURI = extras.documentURI
            copiedExtras.documentLanguage = extras.documentLanguage
            copiedExtras.shouldIgnoreUnknowns = extras.shouldIgnoreUnknowns
            copiedExtras.serviceVersion = extras.serviceVersion
        }
        // A detached copy keeps the effective base/lang context of the original.
        if parent != nil {
            let copiedExtras = copy.ensureExtras()
            if copiedExtras.documentURI == nil { copiedExtras.documentURI = parent?.effectiveBaseURI }
            if copiedExtras.documentLanguage == nil { copiedExtras.documentLanguage = parent?.effectiveLanguage }
        }
        return copy
    }

    final func copyContent(into copy: GDataObject) {
        copy.name = name
        // Everything of the payload but the extras (application data is not copied; `copy()` copies the context).
        var parts = GDataPayload.parts(payload)
        parts.extras = GDataPayload.extras(copy.payload)
        copy.payload = GDataPayload.make(parts)
        if !storedChildren.isEmpty {
            copy.storedChildren = storedChildren.map { node in
                switch node {
                case .text: return node
                case .element(let child):
                    let childCopy = type(of: child).init(name: child.name)
                    child.copyContent(into: childCopy)
                    childCopy.parent = copy
                    return .element(childCopy)
                }
            }
        }
    }

    // MARK: Equality

    /// Semantic equality, as in the original: same class, equal declared attributes, equal content value, and equal
    /// typed children (compared per class, in order). Ignores unknown children and attributes, prefixes, namespace
    /// declarations, the parent and ``userData``.
    public final func isEqual(to other: GDataObject) -> Bool {
        if self === other { return true }
        guard type(of: self) == type(of: other) else { return false }
        return isEqualContent(to: other)
    }

    /// Compares content once the classes are known to match. Override to add class-specific rules (call `super`).
    open func isEqualContent(to other: GDataObject) -> Bool {
        let cls = type(of: self)
        let info = GDataClassInfo.info(for: cls)
        if !sameDeclaredAttributes(other, info: info) { return false }
        if cls.hasContentValue, stringValue != other.stringValue { return false }
        if cls.keepsChildXML {
            let mine = childXMLElements, theirs = other.childXMLElements
            guard mine.count == theirs.count else { return false }
            for (a, b) in zip(mine, theirs) where !a.isEqual(to: b) { return false }
        }
        return typedChildrenEqual(other)
    }

    final func sameDeclaredAttributes(_ other: GDataObject, info: GDataClassInfo) -> Bool {
        let ignored = equalityIgnoredAttributes
        func relevant(_ object: GDataObject) -> [GDataXMLAttribute] {
            object.attributes.filter { attribute in
                (info.declaresAnyAttribute || info.declaredAttributes.contains(attribute.name))
                    && !ignored.contains(attribute.name)
            }
        }
        let mine = relevant(self), theirs = relevant(other)
        guard mine.count == theirs.count else { return false }
        for attribute in mine where !theirs.contains(attribute) { return false }
        return true
    }

    /// Attributes left out of equality (the original's `attributesIgnoredForEquality`).
    open var equalityIgnoredAttributes: Set<GDataXMLName> { [] }

    final func typedChildrenEqual(_ other: GDataObject) -> Bool {
        func groups(_ object: GDataObject) -> [ObjectIdentifier: [GDataObject]] {
            var result: [ObjectIdentifier: [GDataObject]] = [:]
            for case .element(let child) in object.storedChildren {
                let cls = type(of: child)
                if child is GDataXMLElement || cls.isIgnoredForEquality { continue }
                result[ObjectIdentifier(cls), default: []].append(child)
            }
            return result
        }
        let mine = groups(self), theirs = groups(other)
        guard mine.count == theirs.count else { return false }
        for (key, list) in mine {
            guard let otherList = theirs[key], otherList.count == list.count else { return false }
            for (a, b) in zip(list, otherList) where !a.isEqual(to: b) { return false }
        }
        return true
    }

    /// Structural equality of whole subtrees (used for unknown XML): names, all attributes and children, ignoring
    /// prefixes, namespace declarations and blank text between elements.
    final func structurallyEqual(to other: GDataObject) -> Bool {
        guard name == other.name else { return false }
        guard attributes.count == other.attributes.count else { return false }
        for attribute in attributes where !other.attributes.contains(attribute) { return false }
        let mine = childNodes.filter { !($0.xmlText?.isXMLWhitespace ?? false) || storedChildren.isEmpty }
        let theirs = other.childNodes.filter { !($0.xmlText?.isXMLWhitespace ?? false) || other.storedChildren.isEmpty }
        guard mine.count == theirs.count else { return false }
        for (a, b) in zip(mine, theirs) {
            switch (a, b) {
            case (.text(let x), .text(let y)): if x != y { return false }
            case (.element(let x), .element(let y)):
                if x is GDataXMLElement || y is GDataXMLElement {
                    if !x.structurallyEqual(to: y) { return false }
                } else if !x.isEqual(to: y) {
                    return false
                }
            default: return false
            }
        }
        return true
    }

    /// Equality is ``isEqual(to:)``.
    public static func == (lhs: GDataObject, rhs: GDataObject) -> Bool { lhs.isEqual(to: rhs) }

    /// Hashes the class and name (consistent with ``isEqual(to:)``, which ignores what else might differ in form).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: self)))
        hasher.combine(name)
    }

    // MARK: Inherited context

    /// The `xml:lang` in scope: this element's, or the nearest ancestor's, or the document's content language.
    /// `""` when explicitly unset; `nil` when none applies.
    public final var effectiveLanguage: String? {
        var node: GDataObject? = self
        while let current = node {
            if let lang = current.attribute(.xmlLang) { return lang }
            if let lang = current.extras?.documentLanguage { return lang }
            node = current.parent
        }
        return nil
    }

    /// The base URI in scope: `xml:base` attributes resolved (RFC 3986) from the root down against the document URI.
    public final var effectiveBaseURI: String? {
        let inherited: String?
        if let parent {
            inherited = parent.effectiveBaseURI
        } else {
            inherited = extras?.documentURI
        }
        guard let base = attribute(.xmlBase) else { return inherited }
        guard let inherited else { return base }
        return GDataURI.resolve(base, against: inherited)
    }

    /// Resolves a URI reference found in this element against ``effectiveBaseURI`` (unchanged when there is no base).
    public final func resolveURI(_ reference: String) -> String {
        guard let base = effectiveBaseURI else { return reference }
        return GDataURI.resolve(reference, against: base)
    }

    /// The document URI given when parsing (set on the root object).
    public final var documentURI: String? {
        get {
            var node: GDataObject? = self
            while let current = node {
                if let uri = current.extras?.documentURI { return uri }
                node = current.parent
            }
            return nil
        }
        set { ensureExtras().documentURI = newValue }
    }

    /// The default language for the document (like an HTTP `Content-Language`), used when no `xml:lang` is in scope.
    public final var documentLanguage: String? {
        get { extras?.documentLanguage }
        set { ensureExtras().documentLanguage = newValue }
    }

    // MARK: Description

    /// `ClassName{name}: {items}` with the class's description items.
    open var description: String {
        var items = descriptionItems
        let unknownCount = unknownChildren.count
        if unknownCount > 0 { items.append("unparsed:\(unknownCount)") }
        let unknownAttributeCount = unknownAttributes.count
        if unknownAttributeCount > 0 {
            items.append("unparsedAttr:" + unknownAttributes.map(\.name.localName).joined(separator: ","))
        }
        return "\(type(of: self)) \(name.localName): {\(items.joined(separator: " "))}"
    }

    /// The items shown by ``description``; override to add fields (call `super`).
    open var descriptionItems: [String] {
        var items: [String] = []
        let text = stringValue
        if !text.isEmpty, type(of: self).hasContentValue {
            items.append("\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\"")
        }
        let children = childElements.filter { !($0 is GDataXMLElement) }
        if !children.isEmpty {
            var counts: [String: Int] = [:]
            var order: [String] = []
            for child in children {
                let key = child.name.localName
                if counts[key] == nil { order.append(key) }
                counts[key, default: 0] += 1
            }
            items.append(order.map { counts[$0]! > 1 ? "\($0):\(counts[$0]!)" : $0 }.joined(separator: ","))
        }
        return items
    }
}

/// A scoped extension declaration: within the declaring object's subtree, instances of `parent` may hold `children`.
public struct GDataExtensionDeclaration {
    /// The class that may hold the children.
    public var parent: GDataObject.Type
    /// The child classes it may hold.
    public var children: [GDataObject.Type]

    /// Creates a declaration.
    public init(parent: GDataObject.Type, children: [GDataObject.Type]) {
        self.parent = parent
        self.children = children
    }
}

extension String {
    /// True when every character is XML white space (space, tab, CR, LF); true for `""`.
    package var isXMLWhitespace: Bool {
        for byte in utf8 where !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D) { return false }
        return true
    }
}
