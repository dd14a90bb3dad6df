internal import CGDataLibXML2

/// Receives libxml2 SAX2 events and builds ``GDataObject`` trees directly (no libxml2 tree is ever built).
final class GDataTreeBuilder: GDataSAXTarget {
    /// An open element. Both references are unmanaged (no retain/release per SAX event): the object is owned by its
    /// parent's children (or `root`) for as long as the frame exists, and class infos live for the process (a cache
    /// that is never emptied). The flags the end of an element needs are copied from the class info.
    struct Frame {
        var object: Unmanaged<GDataObject>
        var info: Unmanaged<GDataClassInfo>
        let textStart: Int
        /// Where this element's children begin in `pendingChildren` (elements below the root collect their children there
        /// and get them as one exactly sized array when they end).
        var childStart = 0
        var hasElementChildren = false
        var pushedScope: Bool
        /// Whether the element is unknown XML (`GDataXMLElement`, a final class): its children are too, and its blank
        /// text is kept. Kept here so the hot path needs no dynamic cast of the object.
        var isUnknownXML = false
        /// Whether the class may be replaced by kind (`GDataClassInfo.usesKindSelection`).
        var usesKindSelection = false
        /// The element name's identity (the value cache's key for its text).
        var nameIdentity: UInt = 0
        /// The scope state to restore when this frame, which pushed scoped declarations, ends.
        var scopeStateBefore = 0
        /// Whether the element's class was chosen by kind while it was open (its `gd:kind`, or its first category that
        /// the registry knows): later categories no longer count, as in the look-up at its end.
        var kindDecided = false
    }

    /// When true, entries that are children of the root are handed to `entryHandler` instead of being kept.
    var streamEntries = false
    var entryHandler: ((GDataObject) -> Void)?
    /// Called once the root element has started (its attributes and namespaces are known).
    var rootHandler: ((GDataObject) -> Void)?

    private(set) var root: GDataObject?
    // `@exclusivity(unchecked)` on the state every SAX event mutates: the builder is confined to the parsing thread and
    // never hands out inout access to it, so Swift's dynamic exclusivity checks (a runtime call per access) buy nothing
    // here; every other property of the module keeps them (docs/performance.md has the parser figures).
    @exclusivity(unchecked) private var stack = GDataFrameStack(capacity: 32)
    @exclusivity(unchecked) private var skipDepth = 0
    /// Character data of the open elements (each frame's from its `textStart`).
    @exclusivity(unchecked) private var text = GDataByteStack(capacity: 4096)
    /// Children of the open elements below the root (each frame's from its `childStart`). The root's children go to
    /// the root at once, so that a streamed feed's head and the early kind selection see them.
    @exclusivity(unchecked) private var pendingChildren = GDataNodeStack(capacity: 256)
    /// Repeated attribute values (`rel`, `type`, `scheme`, `term`…) and leaf texts stored once.
    @exclusivity(unchecked) private var valueCache: GDataValueCache
    /// The bytes of attribute values and leaf texts: 64 KiB chunks for a whole tree; 960-byte chunks when streaming,
    /// so an entry that the caller keeps holds on to little more than its own text (and chunks stay within the
    /// allocator's per-thread caches, which an entry's freed objects keep busy).
    /// The first chunk is sized by the document when its size is known (a 300-byte entry kept by the caller holds a
    /// chunk of about 300 bytes, not 64 KiB), else 1 KiB; chunk sizes double from there.
    @exclusivity(unchecked) private var arena: GDataTextArena
    /// The objects' attribute records (`GDataPayload`): chunks growing to 64 KiB for a whole tree (the first sized like
    /// the text's), 960 bytes when streaming.
    @exclusivity(unchecked) private var records: GDataRecordArena
    /// Namespace URIs by libxml2's (interned) pointer, and single declarations (the usual case) shared between
    /// elements that make the same one (`xmlns="http://www.w3.org/1999/xhtml"` on every entry's content).
    private let uriCache: GDataPointerMap<String>
    private let declarationCache: GDataPointerMap<GDataNamespaceList>
    /// The declarations of an element whose class resets the default namespace and that declares nothing itself.
    private let defaultNamespaceReset = GDataNamespaceList([GDataXMLNamespace(prefix: nil, uri: "")])
    private let nameCache: GDataPointerMap<GDataXMLName>
    private let prefixCache: GDataPointerMap<String>
    @exclusivity(unchecked) private var scopes: [GDataExtensionDeclaration] = []
    /// (parent class info, child name) -> (class or nil, its info); valid while no scoped declarations are active.
    private let childCache: GDataPointerMap<(GDataObject.Type, Unmanaged<GDataClassInfo>)?>
    /// The first capacity of the per-parse maps: small for a small document (it makes and frees each map once per
    /// parse), roomy for a large or unknown one (no growing, fewer collisions).
    private let mapCapacity: Int
    /// The active scoped declarations as a number: 0 for none, else an index into `scopedChildCaches` + 1. The same
    /// sequence of scope-declaring classes (a calendar event entry, then a `gd:who` in it, …) always gets the same
    /// number, so every entry of a feed shares one cache.
    @exclusivity(unchecked) private var scopeState = 0
    /// (state before, class that pushed its scoped declarations) -> state after.
    private var scopeStates: [ScopeTransition: Int] = [:]
    /// One `childCache` per scope state, for the elements inside scoped declarations.
    private var scopedChildCaches: [GDataPointerMap<(GDataObject.Type, Unmanaged<GDataClassInfo>)?>] = []

    private struct ScopeTransition: Hashable {
        let before: Int
        let owner: ObjectIdentifier
    }

    private func nextScopeState(after before: Int, pushing info: GDataClassInfo) -> Int {
        let transition = ScopeTransition(before: before, owner: ObjectIdentifier(info))
        if let known = scopeStates[transition] { return known }
        scopedChildCaches.append(GDataPointerMap(capacity: mapCapacity / 2))
        scopeStates[transition] = scopedChildCaches.count
        return scopedChildCaches.count
    }
    /// Class infos by class (its metadata pointer), in front of the shared, locked table.
    private let infoCache: GDataPointerMap<Unmanaged<GDataClassInfo>>

    private func info(for cls: GDataObject.Type) -> GDataClassInfo {
        let key = UInt(bitPattern: ObjectIdentifier(cls))
        if let cached = infoCache.get(key, 0) { return cached.takeUnretainedValue() }
        // The shared table keeps every info alive for the process, so the map holds them unretained.
        let computed = GDataClassInfo.info(for: cls)
        infoCache.set(key, 0, Unmanaged.passUnretained(computed))
        return computed
    }
    private var rootKindChecked = false
    /// Streaming: whether the first entry has been looked at for the feed's class (see `selectRootClassFromFirstEntry`).
    private var rootClassFromFirstEntryChecked = false

    private let elementInfo = Unmanaged.passUnretained(GDataClassInfo.info(for: GDataXMLElement.self))

    /// A builder for a document of `documentSize` bytes (`nil`: not known), which sizes the first chunks of text and
    /// records and the value cache.
    init(options: GDataParseOptions, documentSize: Int? = nil) {
        let size = documentSize.map { max(0, $0) }
        arena = GDataTextArena(chunkSize: 64 * 1024, firstChunkSize: size ?? 1024)
        records = GDataRecordArena(chunkSize: 64 * 1024 / 24, firstChunkSize: size.map { $0 / 32 + 8 } ?? 64)
        valueCache = GDataValueCache(slotCount: size.map { $0 / 64 } ?? GDataValueCache.maxSlotCount)
        mapCapacity = (size ?? .max) < 64 * 1024 ? 8 : 128
        nameCache = GDataPointerMap(capacity: mapCapacity)
        childCache = GDataPointerMap(capacity: mapCapacity)
        uriCache = GDataPointerMap(capacity: mapCapacity / 8)
        declarationCache = GDataPointerMap(capacity: mapCapacity / 8)
        prefixCache = GDataPointerMap(capacity: mapCapacity / 8)
        infoCache = GDataPointerMap(capacity: mapCapacity / 4)
        super.init(options: options)
    }

    /// Streaming: small text chunks (see `arena`).
    func useStreamingArena() {
        arena = GDataTextArena(chunkSize: 960)
        records = GDataRecordArena(chunkSize: 960 / 24)
    }

    deinit {
        stack.release()
        text.release()
        pendingChildren.release()
        valueCache.release()
        // Emptied here, where their value types are known (see `GDataPointerMap.deinit`).
        uriCache.removeAll()
        declarationCache.removeAll()
        nameCache.removeAll()
        prefixCache.removeAll()
        childCache.removeAll()
        infoCache.removeAll()
        for cache in scopedChildCaches { cache.removeAll() }
    }

    var depth: Int { stack.count + skipDepth }

    // MARK: Names

    @inline(__always)
    private func name(local: UnsafePointer<xmlChar>, uri: UnsafePointer<xmlChar>?) -> GDataXMLName {
        let a = UInt(bitPattern: local), b = UInt(bitPattern: uri)
        if let cached = nameCache.get(a, b) { return cached }
        let localString = String(cString: local)
        let uriString = uri.map { String(cString: $0) } ?? ""
        let name = GDataXMLName.existing(uriString, localString) ?? GDataXMLName.transient(uriString, localString)
        nameCache.set(a, b, name)
        return name
    }

    /// The name of an element or attribute whose prefix no declaration binds (libxml2 reports it in no namespace):
    /// kept whole, `prefix:local` in no namespace, so it is written as it was read and reads back the same.
    /// Not cached: the cache is keyed by libxml2's local-name and URI pointers, which `b` and an unbound `x:b` share.
    private func undeclaredName(prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>) -> GDataXMLName {
        let qualified = (prefix.map { String(cString: $0) + ":" } ?? "") + String(cString: local)
        return GDataXMLName.existing("", qualified) ?? GDataXMLName.transient("", qualified)
    }

    @inline(__always)
    private func prefixString(_ prefix: UnsafePointer<xmlChar>?) -> String? {
        guard let prefix else { return nil }
        let key = UInt(bitPattern: prefix)
        if let cached = prefixCache.get(key, 0) { return cached }
        let string = String(cString: prefix)
        prefixCache.set(key, 0, string)
        return string
    }

    @inline(__always)
    private func uriString(_ uri: UnsafePointer<xmlChar>) -> String {
        let key = UInt(bitPattern: uri)
        if let cached = uriCache.get(key, 0) { return cached }
        let string = String(cString: uri)
        uriCache.set(key, 0, string)
        return string
    }

    // MARK: Class selection

    private func childClass(for name: GDataXMLName, parent: Frame) -> GDataObject.Type? {
        if parent.isUnknownXML { return GDataXMLElement.self }
        let parentClass = parent.object._withUnsafeGuaranteedRef { type(of: $0) }
        if !scopes.isEmpty {
            for declaration in scopes.reversed()
            where parentClass == declaration.parent || isSubclass(parentClass, of: declaration.parent) {
                for child in declaration.children
                where child.defaultElementName == name || child.alternateElementNames.contains(name) {
                    return child
                }
            }
        }
        let info = parent.info.takeUnretainedValue()
        if let cls = info.childMap[name] { return cls }
        return info.namespaceMap.isEmpty ? nil : info.namespaceMap[name.namespaceURI]
    }

    private func isSubclass(_ cls: GDataObject.Type, of base: GDataObject.Type) -> Bool {
        cls == base || GDataRetyper.isStrictSubclass(cls, of: base)
    }

    // MARK: Events

    /// A new element. Written for the fewest reference-count operations per element (each is an atomic instruction):
    /// the element's name and the attributes' names and values are retained once, for the object that keeps them,
    /// and the object's own reference moves into its parent's children.
    func startElement(
        local: UnsafePointer<xmlChar>,
        prefix: UnsafePointer<xmlChar>?,
        uri: UnsafePointer<xmlChar>?,
        namespaceCount: Int,
        namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> Bool {
        if skipDepth > 0 {
            skipDepth += 1
            if depth <= options.maxDepth { return true }
            // Skipped (ignored) subtrees are bounded too, with the same typed error.
            abortError = GDataXMLError(
                code: .limitExceeded,
                message: "elements nested deeper than \(options.maxDepth) levels"
            )
            return false
        }
        // The scanner refused larger start tags before libxml2 read them; this catches what it cannot see (defaulted
        // attributes are bounded through the DTD's declarations, markup in entities when they are referenced).
        if namespaceCount + attributeCount > options.maxAttributesPerElement {
            abortError = GDataXMLError(
                code: .limitExceeded,
                message:
                    "an element has more than \(options.maxAttributesPerElement) attributes and namespace declarations (the limit is GDataParseOptions.maxAttributesPerElement)"
            )
            return false
        }
        if stack.count >= options.maxDepth {
            abortError = GDataXMLError(
                code: .limitExceeded,
                message: "elements nested deeper than \(options.maxDepth) levels"
            )
            return false
        }
        let elementName =
            prefix != nil && uri == nil ? undeclaredName(prefix: prefix, local: local) : name(local: local, uri: uri)
        if stack.count == 1, !rootKindChecked, isEntryName(elementName) { selectRootKindEarly() }
        let cls: GDataObject.Type
        let info: Unmanaged<GDataClassInfo>
        let top = stack.count - 1
        if top >= 0 {
            let parentFrame = stack.pointer(top)
            if text.count > parentFrame.pointee.textStart { flushText(into: parentFrame, index: top) }
            parentFrame.pointee.hasElementChildren = true
            if parentFrame.pointee.isUnknownXML {
                cls = GDataXMLElement.self
                info = elementInfo
            } else {
                let keyA = UInt(bitPattern: parentFrame.pointee.info.toOpaque())
                let keyB = elementName.identity
                let resolved: (GDataObject.Type, Unmanaged<GDataClassInfo>)?
                let cached =
                    scopeState == 0 ? childCache.get(keyA, keyB) : scopedChildCaches[scopeState - 1].get(keyA, keyB)
                if let cached {
                    resolved = cached
                } else {
                    if let found = childClass(for: elementName, parent: parentFrame.pointee) {
                        let substituted = options.surrogates.isEmpty ? found : options.surrogates.resolve(found)
                        resolved = (substituted, Unmanaged.passUnretained(self.info(for: substituted)))
                    } else {
                        resolved = nil
                    }
                    if scopeState == 0 {
                        childCache.set(keyA, keyB, resolved)
                    } else {
                        scopedChildCaches[scopeState - 1].set(keyA, keyB, resolved)
                    }
                }
                if let resolved {
                    cls = resolved.0
                    info = resolved.1
                } else if options.ignoresUnknowns
                    && !parentFrame.pointee.info._withUnsafeGuaranteedRef({ $0.keepsChildXML })
                {
                    skipDepth = 1
                    return true
                } else {
                    cls = GDataXMLElement.self
                    info = elementInfo
                }
            }
        } else {
            let base = options.rootClass ?? GDataClassRegistry.rootClass(for: elementName) ?? GDataXMLElement.self
            cls = options.surrogates.isEmpty ? base : options.surrogates.resolve(base)
            info = Unmanaged.passUnretained(self.info(for: cls))
        }

        let nameIdentity = elementName.identity
        // Streaming: an entry is held on the pending stack while it is built, never by the root, so the head handed out
        // meanwhile holds no half-built entry.
        let isStreamedEntry = streamEntries && top == 0 && isEntryName(elementName)
        let object = cls.init(name: consume elementName)
        let objectRef = Unmanaged.passUnretained(object)
        let flags = info._withUnsafeGuaranteedRef { ($0.resetsDefaultNamespace, $0.hasScoped, $0.usesKindSelection) }
        if namespaceCount > 0 || flags.0 || top < 0 {
            object.payload = payloadWithDeclarations(
                resetsDefaultNamespace: flags.0,
                isRoot: top < 0,
                namespaceCount,
                namespaces,
                attributeCount,
                attributes
            )
        } else if attributeCount > 0, let attributes {
            object.payload = makePayload(attributeCount, attributes, nil, nil)
        }
        var frame = Frame(object: objectRef, info: info, textStart: text.count, pushedScope: flags.1)
        frame.childStart = pendingChildren.count
        frame.isUnknownXML = cls == GDataXMLElement.self
        // An entry of a feed that imposes its entries' class keeps it (the original's `-classForEntries`).
        frame.usesKindSelection =
            flags.2 && !(top >= 0 && stack[top].info._withUnsafeGuaranteedRef { $0.imposesEntryClass })
        frame.nameIdentity = nameIdentity
        if flags.1 {
            scopes.append(contentsOf: info.takeUnretainedValue().scoped)
            frame.scopeStateBefore = scopeState
            scopeState = nextScopeState(after: scopeState, pushing: info.takeUnretainedValue())
        }
        let selectsKindByAttribute = frame.usesKindSelection && attributeCount > 0
        if top > 0 || isStreamedEntry {
            object.storedParent = stack[top].object
            pendingChildren.append(.element(consume object))
            frame.childStart = pendingChildren.count
            stack.append(frame)
            if selectsKindByAttribute { selectOpenKind(at: top + 1, category: nil) }
        } else if top == 0 {
            let parentObject = stack[0].object
            object.storedParent = parentObject
            stack.append(frame)
            parentObject._withUnsafeGuaranteedRef { $0.storedChildren.append(.element(consume object)) }
            if selectsKindByAttribute { selectOpenKind(at: 1, category: nil) }
        } else {
            root = consume object
            stack.append(frame)
            rootHandler?(objectRef.takeUnretainedValue())
        }
        return true
    }

    /// The payload of an element that declares namespaces, resets the default namespace or is the root (the root's
    /// document context goes into its extras). Apart from the common path, so that it holds no optional references.
    @inline(never)
    private func payloadWithDeclarations(
        resetsDefaultNamespace: Bool,
        isRoot: Bool,
        _ namespaceCount: Int,
        _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        _ attributeCount: Int,
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> GDataTextStorage? {
        var namespaceList: GDataNamespaceList?
        if namespaceCount > 0, let namespaces {
            let single = namespaceCount == 1 ? namespaces[1].map { UInt(bitPattern: $0) } : nil
            let singleKey = namespaces[0].map { UInt(bitPattern: $0) } ?? 0
            if let single, let shared = declarationCache.get(single, singleKey) {
                namespaceList = shared
            } else {
                var declarations: [GDataXMLNamespace] = []
                declarations.reserveCapacity(namespaceCount)
                for i in 0..<namespaceCount {
                    let declaredPrefix = namespaces[2 * i].flatMap { prefixString($0) }
                    let declaredURI = namespaces[2 * i + 1].map { uriString($0) } ?? ""
                    declarations.append(GDataXMLNamespace(prefix: declaredPrefix, uri: declaredURI))
                }
                let list = GDataNamespaceList(declarations)
                if let single { declarationCache.set(single, singleKey, list) }
                namespaceList = list
            }
        }
        if resetsDefaultNamespace {
            // As in the original: the element's default namespace is reset so its XML values are written in none.
            if let declared = namespaceList {
                var declarations = declared.declarations.filter { $0.prefix != nil }
                declarations.append(GDataXMLNamespace(prefix: nil, uri: ""))
                namespaceList = GDataNamespaceList(declarations)
            } else {
                namespaceList = defaultNamespaceReset
            }
        }
        var rootExtras: GDataObject.Extras?
        if isRoot {
            let extras = GDataObject.Extras()
            extras.documentURI = options.documentURI
            extras.documentLanguage = options.contentLanguage
            extras.shouldIgnoreUnknowns = options.ignoresUnknowns
            extras.serviceVersion = options.serviceVersion
            rootExtras = extras
        }
        if attributeCount > 0 || namespaceList != nil || rootExtras != nil {
            return makePayload(attributeCount, attributes, namespaceList, rootExtras)
        }
        return nil
    }

    /// The payload of a new element: its attributes, namespace declarations and (the root's) extras, written as records
    /// into the shared record chunk (each name and value retained once, for its record; no array per element). Room for
    /// one more record is left, for the leaf text at the element's end.
    @inline(__always)
    private func makePayload(
        _ attributeCount: Int,
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        _ namespaces: GDataNamespaceList?,
        _ extras: GDataObject.Extras?
    ) -> GDataTextStorage? {
        records.begin(capacity: attributeCount + 3)
        if let attributes { appendAttributes(attributeCount, attributes) }
        records.appendMarkers(namespaces: namespaces, extras: extras)
        var flags: UInt64 = 0
        if namespaces != nil { flags |= GDataPayload.namespacesFlag }
        if extras != nil { flags |= GDataPayload.extrasFlag }
        return records.finish(flags: flags)
    }

    @inline(__always)
    private func appendAttributes(_ attributeCount: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>) {
        for i in 0..<attributeCount {
            let base = 5 * i
            guard let attributeLocal = attributes[base] else { continue }
            let attributeName =
                attributes[base + 1] != nil && attributes[base + 2] == nil
                ? undeclaredName(prefix: attributes[base + 1], local: attributeLocal)
                : name(local: attributeLocal, uri: attributes[base + 2])
            let storage: GDataTextStorage
            if let start = attributes[base + 3], let end = attributes[base + 4] {
                storage = valueCache.storage(start, count: end - start, owner: attributeName.identity, arena: &arena)
            } else {
                storage = arena.empty
            }
            records.append(GDataXMLAttribute(name: consume attributeName, storage: consume storage))
        }
    }

    func endElement() {
        if skipDepth > 0 {
            skipDepth -= 1
            return
        }
        guard let frame = stack.popLast() else { return }
        let isRoot = stack.isEmpty
        frame.object._withUnsafeGuaranteedRef { object in
            if frame.hasElementChildren {
                if text.count > frame.textStart {
                    let keepBlank = frame.isUnknownXML
                    if keepBlank || !text.isBlank(from: frame.textStart) {
                        let node = GDataXMLNode.text(text.run(from: frame.textStart))
                        if isRoot { object.storedChildren.append(node) } else { pendingChildren.append(node) }
                    }
                }
                if !isRoot, pendingChildren.count > frame.childStart {
                    object.storedChildren = pendingChildren.take(from: frame.childStart)
                }
            } else if text.count > frame.textStart {
                let storage = valueCache.storage(
                    text.pointer(from: frame.textStart),
                    count: text.count - frame.textStart,
                    owner: frame.nameIdentity,
                    arena: &arena
                )
                if let current = object.payload {
                    object.payload = records.adding(text: storage, to: current)
                } else {
                    object.payload = storage
                }
            }
        }
        text.cut(to: frame.textStart)
        if frame.pushedScope {
            scopes.removeLast(frame.info._withUnsafeGuaranteedRef { $0.scoped.count })
            scopeState = frame.scopeStateBefore
        }
        if frame.nameIdentity == categoryIdentity, stack.count >= 2 {
            let parent = stack.pointer(stack.count - 1)
            if parent.pointee.usesKindSelection, !parent.pointee.kindDecided {
                selectOpenKind(at: stack.count - 1, category: frame.object.takeUnretainedValue())
            }
        }
        if frame.usesKindSelection || (streamEntries && stack.count == 1) {
            finishEntryOrFeed(frame.object.takeUnretainedValue(), usesKindSelection: frame.usesKindSelection)
        }
    }

    private let categoryIdentity = GDataKindNames.category.identity

    /// Chooses an open element's class by kind as soon as its `gd:kind` (at its start) or its first known kind category
    /// (when that ends; categories come before an entry's content) shows it, instead of re-typing its whole subtree
    /// when it ends: the children that follow are parsed with the right class at once, as in a feed that names its
    /// kind. The root has its own early selection (`selectRootKindEarly`). Elements that pushed scoped declarations
    /// with their first class are left to the look-up at their end.
    private func selectOpenKind(at index: Int, category: GDataObject?) {
        guard index >= 1, !registry.isEmpty else { return }
        let framePointer = stack.pointer(index)
        guard !framePointer.pointee.pushedScope else { return }
        let object = framePointer.pointee.object.takeUnretainedValue()
        var decision: GDataObject.Type??
        if let kindAttribute = object.attribute(GDataKindNames.kindAttribute),
            let classes = registry.byKindAttribute[kindAttribute]
        {
            decision = fittingKindClass(classes, for: object)
        }
        if decision == nil, let category, let key = Self.termAndScheme(of: category) {
            decision = fittingKindClass(categoryClasses(term: key.term, scheme: key.scheme), for: object)
        }
        guard let decision else { return }
        framePointer.pointee.kindDecided = true
        if let registered = decision { retypeOpenFrame(at: index, as: registered) }
    }

    /// Replaces the open element of the frame at `index` (not the root) by a copy of class `registered`, re-typing the
    /// children parsed so far; the children that follow are resolved against the new class.
    private func retypeOpenFrame(at index: Int, as registered: GDataObject.Type) {
        let frame = stack[index]
        let object = frame.object.takeUnretainedValue()
        // The children so far are pending (an element below the root gets them when it ends): lend them to the object
        // for the re-typing, then take the re-typed ones back.
        if pendingChildren.count > frame.childStart {
            object.storedChildren = pendingChildren.take(from: frame.childStart)
        }
        let replacement = GDataRetyper.retype(object, to: registered, surrogates: options.surrogates)
        replacement.storedParent = stack[index - 1].object
        if pendingChildren.count == frame.childStart, frame.childStart > 0,
            case .element(let held)? = pendingChildren.last, held === object
        {
            pendingChildren.replaceLast(with: .element(replacement))
        } else {
            stack[index - 1].object._withUnsafeGuaranteedRef { parent in
                if case .element(let last)? = parent.storedChildren.last, last === object {
                    parent.storedChildren[parent.storedChildren.count - 1] = .element(replacement)
                }
            }
        }
        for child in replacement.storedChildren { pendingChildren.append(child) }
        replacement.storedChildren = []
        let registeredInfo = info(for: registered)
        var replaced = frame
        replaced.object = Unmanaged.passUnretained(replacement)
        replaced.info = Unmanaged.passUnretained(registeredInfo)
        replaced.pushedScope = registeredInfo.hasScoped
        replaced.usesKindSelection = frame.usesKindSelection && registeredInfo.usesKindSelection
        replaced.kindDecided = true
        if registeredInfo.hasScoped {
            scopes.append(contentsOf: registeredInfo.scoped)
            replaced.scopeStateBefore = scopeState
            scopeState = nextScopeState(after: scopeState, pushing: registeredInfo)
        }
        stack[index] = replaced
    }

    /// Kind selection and the hand-off of streamed entries, for the elements that may need them.
    private func finishEntryOrFeed(_ object: GDataObject, usesKindSelection: Bool) {
        var finished = object
        if usesKindSelection, !(stack.isEmpty && options.rootClass != nil) {
            finished = selectKind(object)
        }
        if streamEntries, stack.count == 1, isEntryName(finished.name) {
            if !rootClassFromFirstEntryChecked {
                rootClassFromFirstEntryChecked = true
                selectRootClassFromFirstEntry(finished)
            }
            let parent = stack[0].object.takeUnretainedValue()
            if case .element(let last)? = pendingChildren.last, last === finished {
                pendingChildren.removeLast()
            }
            finished.parent = nil
            let extras = finished.ensureExtras()
            extras.documentURI = parent.effectiveBaseURI
            extras.documentLanguage = parent.effectiveLanguage
            extras.shouldIgnoreUnknowns = options.ignoresUnknowns
            extras.serviceVersion = options.serviceVersion
            entryHandler?(finished)
        }
    }

    private func isEntryName(_ name: GDataXMLName) -> Bool {
        name.localName == "entry"
            && (name.namespaceURI == GDataNamespace.atom || name.namespaceURI == GDataNamespace.atom03)
    }

    func characters(_ bytes: UnsafePointer<xmlChar>, count: Int) {
        if skipDepth > 0 || stack.isEmpty { return }
        text.append(bytes, count: count)
    }

    // MARK: Text helpers

    /// Text before a child element becomes a text child of the frame at `index` (blank text only in unknown XML).
    private func flushText(into frame: UnsafeMutablePointer<Frame>, index: Int) {
        let textStart = frame.pointee.textStart
        guard text.count > textStart else { return }
        let keepBlank = frame.pointee.isUnknownXML
        if keepBlank || !text.isBlank(from: textStart) {
            let node = GDataXMLNode.text(text.run(from: textStart))
            if index == 0 {
                frame.pointee.object._withUnsafeGuaranteedRef { object in
                    object.moveTextIntoChildren()
                    object.storedChildren.append(node)
                }
            } else {
                pendingChildren.append(node)
            }
        }
        text.cut(to: textStart)
    }

    // MARK: Kind selection

    private lazy var registry = GDataClassRegistry.snapshot()

    /// Chooses the root's class by kind as soon as its first entry starts (the kind category precedes the entries), so
    /// entries are parsed with the specific feed's entry class — this matters when streaming, where entries leave
    /// before the feed ends.
    private func selectRootKindEarly() {
        rootKindChecked = true
        guard let frame = stack.first, frame.usesKindSelection, options.rootClass == nil else { return }
        let object = frame.object.takeUnretainedValue()
        guard let registered = kindClass(for: object) else { return }
        retypeOpenRoot(as: registered)
    }

    /// Replaces the open root element (the bottom frame) by a copy of class `registered`, re-typing what that class
    /// declares; later children are resolved against the new class.
    @discardableResult
    private func retypeOpenRoot(as registered: GDataObject.Type) -> GDataObject {
        let frame = stack[0]
        let replacement = GDataRetyper.retype(
            frame.object.takeUnretainedValue(),
            to: registered,
            surrogates: options.surrogates
        )
        root = replacement
        let registeredInfo = info(for: registered)
        var replaced = frame
        replaced.object = Unmanaged.passUnretained(replacement)
        replaced.info = Unmanaged.passUnretained(registeredInfo)
        replaced.usesKindSelection = registeredInfo.usesKindSelection
        stack[0] = replaced
        return replacement
    }

    /// The registered class for `object`'s `gd:kind` or kind category: the original's lookup (`gd:kind` first, then
    /// the kind categories in document order), taking for each key the first registered class of the object's family
    /// (feeds stay feeds, entries stay entries). The kind wins over the class the object was started with (a feed's
    /// entry class), except that a class is never replaced by one of its own superclasses.
    private func kindClass(for object: GDataObject) -> GDataObject.Type? {
        if registry.isEmpty { return nil }
        func fitting(_ classes: [GDataObject.Type]) -> GDataObject.Type?? { fittingKindClass(classes, for: object) }
        if let kindAttribute = object.attribute(GDataKindNames.kindAttribute),
            let classes = registry.byKindAttribute[kindAttribute], let found = fitting(classes)
        {
            return found
        }
        if !registry.byCategory.isEmpty {
            let categoryName = GDataKindNames.category
            for case .element(let child) in object.storedChildren where child.name == categoryName {
                guard let key = Self.termAndScheme(of: child) else { continue }
                if let found = fitting(categoryClasses(term: key.term, scheme: key.scheme)) { return found }
            }
        }
        return nil
    }

    /// A category's `term` (nil when it has none) and `scheme`, as stored.
    private static func termAndScheme(of category: GDataObject) -> (term: GDataTextStorage, scheme: GDataTextStorage?)?
    {
        var term: GDataTextStorage?
        var scheme: GDataTextStorage?
        category.withStoredAttributes { attributes in
            for attribute in attributes {
                if term == nil, attribute.name == GDataKindNames.term {
                    term = attribute.storage
                } else if scheme == nil, attribute.name == GDataKindNames.scheme {
                    scheme = attribute.storage
                }
            }
        }
        return term.map { ($0, scheme) }
    }

    /// The first of `classes` in `object`'s family (feeds stay feeds, entries stay entries): `.some(nil)` when it names
    /// the object's class or a superclass of it (the look-up ends, unchanged), nil when none fits.
    private func fittingKindClass(_ classes: [GDataObject.Type], for object: GDataObject) -> GDataObject.Type?? {
        let current = type(of: object)
        let family: GDataObject.Type =
            object is GDataFeedBase ? GDataFeedBase.self : object is GDataEntryBase ? GDataEntryBase.self : current
        for candidate in classes {
            let registered = options.surrogates.isEmpty ? candidate : options.surrogates.resolve(candidate)
            guard isSubclass(registered, of: family) else { continue }
            return .some(registered == current || isSubclass(current, of: registered) ? nil : registered)
        }
        return nil
    }

    /// The registry's classes for a category, remembered by the bytes of its term and scheme, so the same category in
    /// every entry is looked up in the registry (hashing its scheme and term as strings) once per parse.
    private func categoryClasses(term: GDataTextStorage, scheme: GDataTextStorage?) -> [GDataObject.Type] {
        let termHash = term.withChunkBytes { UInt(bitPattern: GDataValueCache.hash($0.baseAddress!, $0.count)) }
        let schemeHash =
            scheme.map { $0.withChunkBytes { UInt(bitPattern: GDataValueCache.hash($0.baseAddress!, $0.count)) } } ?? 0
        guard let termHash, let schemeHash else {
            return registry.classes(category: scheme?.string, term: term.string)
        }
        if let cached = categoryCache.get(termHash, schemeHash), cached.term.hasSameContent(as: term) {
            let sameScheme: Bool
            switch (cached.scheme, scheme) {
            case (nil, nil): sameScheme = true
            case (let a?, let b?): sameScheme = a.hasSameContent(as: b)
            default: sameScheme = false
            }
            if sameScheme { return cached.classes }
        }
        let classes = registry.classes(category: scheme?.string, term: term.string)
        // Bounded: the cache keeps its values' text chunks alive.
        if categoryCache.count < 256 { categoryCache.set(termHash, schemeHash, (term, scheme, classes)) }
        return classes
    }
    private let categoryCache = GDataPointerMap<
        (term: GDataTextStorage, scheme: GDataTextStorage?, classes: [GDataObject.Type])
    >(
        capacity: 32
    )

    /// For a root feed with no `gd:kind` and no kind category, parsed as the plain `GDataFeedBase`: the feed class
    /// registered for the class of its first entry (v1 calendar event feeds carry the kind on their entries only).
    /// Streaming passes the first entry, which is never among the root's children.
    private func feedClassFromEntries(of object: GDataObject, streamedEntry: GDataObject? = nil) -> GDataObject.Type? {
        guard stack.isEmpty || streamedEntry != nil, type(of: object) == GDataFeedBase.self,
            !registry.feedForEntries.isEmpty, object.attribute(GDataKindNames.kindAttribute) == nil
        else { return nil }
        var firstEntry = streamedEntry
        for case .element(let child) in object.storedChildren {
            if child.name == GDataKindNames.category, child.attribute(named: "scheme") == GDataClassRegistry.kindScheme
            {
                return nil
            }
            if firstEntry == nil, child is GDataEntryBase { firstEntry = child }
        }
        guard let entry = firstEntry else { return nil }
        var cls: AnyClass? = type(of: entry)
        while let current = cls, current != GDataEntryBase.self {
            if let feed = registry.feedForEntries[ObjectIdentifier(current)] {
                return options.surrogates.isEmpty ? feed : options.surrogates.resolve(feed)
            }
            cls = _getSuperclass(current)
        }
        return nil
    }

    /// Streaming: when the first entry is complete and the root is still the plain `GDataFeedBase` (no `gd:kind`, no
    /// kind category), the root takes the feed class registered for that entry's class, as a whole parse would choose it
    /// at the end; the head handed out with the first entry then has its typed class.
    private func selectRootClassFromFirstEntry(_ entry: GDataObject) {
        guard options.rootClass == nil, let frame = stack.first else { return }
        let root = frame.object.takeUnretainedValue()
        guard let registered = feedClassFromEntries(of: root, streamedEntry: entry) else { return }
        retypeOpenRoot(as: registered)
    }

    private func selectKind(_ object: GDataObject) -> GDataObject {
        guard let registered = kindClass(for: object) ?? feedClassFromEntries(of: object) else { return object }
        let replacement = GDataRetyper.retype(object, to: registered, surrogates: options.surrogates)
        if let parentFrame = stack.last {
            let parent = parentFrame.object.takeUnretainedValue()
            if case .element(let last)? = pendingChildren.last, last === object {
                // The parent's children are still pending (or, streaming, the entry is held there, not by the root).
                pendingChildren.replaceLast(with: .element(replacement))
            } else if case .element(let last)? = parent.storedChildren.last, last === object {
                parent.storedChildren[parent.storedChildren.count - 1] = .element(replacement)
            }
            replacement.parent = parent
        } else {
            root = replacement
        }
        return replacement
    }
}

extension GDataXMLName {
    /// The name's identity as a machine word (a per-parse cache key; names are interned or live as long as the parse).
    @inline(__always)
    var identity: UInt { UInt(bitPattern: ObjectIdentifier(self)) }
}

enum GDataKindNames {
    static let kindAttribute = GDataXMLName.intern(GDataNamespace.gd, "kind")
    static let category = GDataXMLName.intern(GDataNamespace.atom, "category")
    static let term = GDataXMLName.attribute("term")
    static let scheme = GDataXMLName.attribute("scheme")
}

/// Converts an object to a more specific class after parsing, re-typing children that the new class declares.
enum GDataRetyper {
    /// Re-types `object` as `cls`. Unknown children that `cls` declares become typed, and so do unknown elements
    /// anywhere in the subtree that a scoped declaration of `cls` (or of `scopes`, inherited from above) declares —
    /// the parser only learns an entry's kind at its end, after its subtree was parsed without the kind's scopes.
    static func retype(
        _ object: GDataObject,
        to cls: GDataObject.Type,
        surrogates: GDataSurrogates,
        scopes inherited: [GDataExtensionDeclaration] = []
    ) -> GDataObject {
        let replacement = cls.init(name: object.name)
        replacement.name = object.name
        replacement.payload = object.payload
        let info = GDataClassInfo.info(for: cls)
        let scopes = info.scoped.isEmpty ? inherited : inherited + info.scoped
        replacement.storedChildren = object.storedChildren.map { node in
            guard case .element(let child) = node else { return node }
            var result = child
            if let declared = info.childMap[child.name] ?? info.namespaceMap[child.name.namespaceURI]
                ?? scopedClass(of: child.name, in: cls, scopes: scopes)
            {
                let target = surrogates.isEmpty ? declared : surrogates.resolve(declared)
                let childClass = type(of: child)
                if target != childClass, child is GDataXMLElement || isStrictSubclass(target, of: childClass) {
                    result = retype(child, to: target, surrogates: surrogates, scopes: scopes)
                } else if !scopes.isEmpty {
                    applyScopes(scopes, within: child, surrogates: surrogates)
                }
            } else if !scopes.isEmpty, !(child is GDataXMLElement) {
                applyScopes(scopes, within: child, surrogates: surrogates)
            }
            result.parent = replacement
            return .element(result)
        }
        return replacement
    }

    /// The class a scoped declaration gives a child named `name` of an instance of `parent`, if any.
    private static func scopedClass(
        of name: GDataXMLName,
        in parent: GDataObject.Type,
        scopes: [GDataExtensionDeclaration]
    ) -> GDataObject.Type? {
        var found: GDataObject.Type?
        for declaration in scopes where declaration.parent == parent || isStrictSubclass(parent, of: declaration.parent)
        {
            for child in declaration.children
            where child.defaultElementName == name || child.alternateElementNames.contains(name) {
                found = child  // later declarations win, as in the child map
            }
        }
        return found
    }

    /// Re-types, in place, the unknown elements in `object`'s typed subtree that `scopes` declare.
    private static func applyScopes(
        _ scopes: [GDataExtensionDeclaration],
        within object: GDataObject,
        surrogates: GDataSurrogates
    ) {
        let cls = type(of: object)
        for index in object.storedChildren.indices {
            guard case .element(let child) = object.storedChildren[index] else { continue }
            if child is GDataXMLElement {
                guard let declared = scopedClass(of: child.name, in: cls, scopes: scopes) else { continue }
                let target = surrogates.isEmpty ? declared : surrogates.resolve(declared)
                let typed = retype(child, to: target, surrogates: surrogates, scopes: scopes)
                typed.parent = object
                object.storedChildren[index] = .element(typed)
            } else {
                applyScopes(scopes, within: child, surrogates: surrogates)
            }
        }
    }

    static func isStrictSubclass(_ cls: GDataObject.Type, of base: GDataObject.Type) -> Bool {
        var current: AnyClass? = _getSuperclass(cls)
        while let c = current {
            if c == base { return true }
            current = _getSuperclass(c)
        }
        return false
    }
}

extension GDataObject {
    /// Returns this object converted to `cls` (a subclass of, or the same class as, its current class), with children
    /// that `cls` declares re-typed. Unknown XML that the new class understands becomes typed objects.
    public func converted<T: GDataObject>(to cls: T.Type) -> T {
        if let same = self as? T, type(of: self) == cls { return same }
        let result = GDataRetyper.retype(self, to: cls, surrogates: GDataSurrogates())
        return result as! T  // retype instantiates `cls` itself
    }
}

/// The open elements' frames on raw memory (a frame holds no references that need counting, so push and pop are plain
/// stores; no uniqueness check per access as with an array). The owner calls ``release()`` once.
struct GDataFrameStack {
    private var base: UnsafeMutablePointer<GDataTreeBuilder.Frame>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 8)
        base = UnsafeMutablePointer<GDataTreeBuilder.Frame>.allocate(capacity: self.capacity)
    }

    var isEmpty: Bool { count == 0 }
    var first: GDataTreeBuilder.Frame? { count > 0 ? base[0] : nil }
    var last: GDataTreeBuilder.Frame? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    subscript(index: Int) -> GDataTreeBuilder.Frame {
        get { base[index] }
        set { base[index] = newValue }
    }

    /// The frame at `index`, to update in place (valid until the next push).
    @inline(__always)
    func pointer(_ index: Int) -> UnsafeMutablePointer<GDataTreeBuilder.Frame> { base + index }

    @inline(__always)
    mutating func append(_ frame: GDataTreeBuilder.Frame) {
        if count == capacity {
            let newBase = UnsafeMutablePointer<GDataTreeBuilder.Frame>.allocate(capacity: capacity * 2)
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity *= 2
        }
        (base + count).initialize(to: frame)
        count += 1
    }

    @inline(__always)
    mutating func popLast() -> GDataTreeBuilder.Frame? {
        if count == 0 { return nil }
        count -= 1
        return (base + count).move()
    }

    func release() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

/// A growable byte buffer on raw memory for the character data of the open elements: appending and cutting back
/// without the uniqueness and bounds checks of `[UInt8]`. The owner calls ``release()`` once.
struct GDataByteStack {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafePointer<UInt8>, count n: Int) {
        if count + n > capacity { grow(to: count + n) }
        (base + count).update(from: bytes, count: n)
        count += n
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The bytes from `start` on (valid until the next append).
    @inline(__always)
    func pointer(from start: Int) -> UnsafePointer<UInt8> { UnsafePointer(base + start) }

    /// Drops everything from `start` on.
    @inline(__always)
    mutating func cut(to start: Int) { count = start }

    /// The bytes from `start` to the end as a text node's run.
    func run(from start: Int) -> GDataXMLText {
        GDataXMLText(bytes: base + start, count: count - start)
    }

    /// Whether the bytes from `start` on are all XML white space.
    func isBlank(from start: Int) -> Bool {
        var i = start
        while i < count {
            let byte = base[i]
            if !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D) { return false }
            i += 1
        }
        return true
    }

    func release() { base.deallocate() }
}

/// A stack of child nodes on raw memory: the children of the open elements below the root, moved (not copied) into
/// one exactly sized array per element when it ends, so no child array grows by doubling and no retain/release pair is
/// spent per move. The owner calls ``release()`` once (it releases the nodes still held after an aborted parse).
struct GDataNodeStack {
    private var base: UnsafeMutablePointer<GDataXMLNode>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<GDataXMLNode>.allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ node: __owned GDataXMLNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<GDataXMLNode>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    var last: GDataXMLNode? { count > 0 ? base[count - 1] : nil }

    mutating func removeLast() {
        count -= 1
        (base + count).deinitialize(count: 1)
    }

    mutating func replaceLast(with node: __owned GDataXMLNode) {
        base[count - 1] = node
    }

    /// Moves the nodes from `start` to the end into a new array. (reserveCapacity + append of moved values: no
    /// reference counting, and unlike `Array(unsafeUninitializedCapacity:)` no run-time metadata look-up per array.)
    mutating func take(from start: Int) -> [GDataXMLNode] {
        let n = count - start
        let source = base + start
        var array: [GDataXMLNode] = []
        array.reserveCapacity(n)
        for i in 0..<n { array.append((source + i).move()) }
        count = start
        return array
    }

    func release() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

/// Where parsed attribute values and leaf texts go: bytes appended to the current chunk (a new one when it is full;
/// a value larger than a quarter chunk gets a chunk of its own).
struct GDataTextArena {
    private var chunk: GDataTextChunk
    /// The size of the next chunk: it doubles from the first chunk's up to `maxChunkSize`, so a small document keeps
    /// chunks of about its own size and a large one soon gets full-size chunks.
    private var chunkSize: Int
    private let maxChunkSize: Int
    /// The empty value (shared).
    let empty: GDataTextStorage

    /// Chunks of up to `chunkSize` bytes, the first of `firstChunkSize` (at least 64).
    init(chunkSize: Int, firstChunkSize: Int? = nil) {
        maxChunkSize = chunkSize
        self.chunkSize = min(chunkSize, max(64, firstChunkSize ?? chunkSize))
        chunk = GDataTextChunk.make(capacity: self.chunkSize)
        empty = GDataTextStorage(chunk: chunk, offset: 0, count: 0)
    }

    @inline(__always)
    mutating func store(_ bytes: UnsafePointer<UInt8>, count: Int) -> GDataTextStorage {
        if count == 0 { return empty }
        var target = chunk
        if target.size - target.used < count {
            if count > maxChunkSize / 4 {
                target = GDataTextChunk.make(capacity: count)
            } else {
                chunkSize = min(maxChunkSize, chunkSize * 2)
                target = GDataTextChunk.make(capacity: max(chunkSize, count))
                chunk = target
            }
        }
        let offset = target.used
        (target.base + offset).initialize(from: bytes, count: count)
        target.used = offset + count
        return GDataTextStorage(chunk: target, offset: offset, count: count)
    }
}

/// Stores a value that repeats (an Atom feed's `rel`, `type`, `scheme` and `term` values, the same few URLs in every
/// entry) once: a direct-mapped cache of up to 1,024 stored values, keyed by the attribute's or element's name and the
/// value's bytes. It adapts per name: a name whose values rarely repeat (`href`, dates, IDs) stops being looked up
/// after 64 values. Values over 256 bytes are never looked up.
struct GDataValueCache {
    private struct Slot {
        var hash = 0
        var owner: UInt = 0
        var value: GDataTextStorage?
    }

    private struct Stat {
        var lookups = 0
        var hits = 0
    }

    /// Slots at most (a power of two).
    static let maxSlotCount = 1024
    private static let trialLookups = 64
    /// A power of two: 1,024, or fewer for a small document (its values fill few slots, and every slot is written
    /// when the cache is made and released when it is freed).
    private let slotCount: Int
    /// `slotCount` slots, then the per-name statistics (found through `statIndex`); freed by ``release()``.
    private let slots: UnsafeMutablePointer<Slot>
    private var stats: UnsafeMutablePointer<Stat>
    private var statCapacity = 64
    private var statCount = 0
    private let statIndex: GDataPointerMap<Int>

    /// A cache of `slotCount` slots (rounded up to a power of two, at most ``maxSlotCount``).
    init(slotCount: Int = maxSlotCount) {
        var count = 16
        while count < min(slotCount, Self.maxSlotCount) { count *= 2 }
        self.slotCount = count
        statIndex = GDataPointerMap(capacity: count < Self.maxSlotCount ? 8 : 64)
        slots = UnsafeMutablePointer<Slot>.allocate(capacity: count)
        slots.initialize(repeating: Slot(), count: count)
        stats = UnsafeMutablePointer<Stat>.allocate(capacity: statCapacity)
    }

    func release() {
        statIndex.removeAll()
        slots.deinitialize(count: slotCount)
        slots.deallocate()
        stats.deallocate()
    }

    @inline(__always)
    mutating func storage(
        _ bytes: UnsafePointer<UInt8>,
        count: Int,
        owner: UInt,
        arena: inout GDataTextArena
    ) -> GDataTextStorage {
        if count == 0 || count > 256 { return arena.store(bytes, count: count) }
        let stat = statIndex.get(owner, 0) ?? newStat(owner)
        let tried = stats[stat].lookups
        if tried >= Self.trialLookups {
            if stats[stat].hits &* 4 < tried { return arena.store(bytes, count: count) }
        } else {
            stats[stat].lookups = tried + 1
        }
        let hash = Self.hash(bytes, count)
        let slot = slots + ((hash >> 32) & (slotCount - 1))
        if slot.pointee.hash == hash, slot.pointee.owner == owner, let cached = slot.pointee.value,
            cached.withChunkBytes({ Self.equal($0, bytes, count) }) == true
        {
            if tried < Self.trialLookups { stats[stat].hits += 1 }
            return cached
        }
        let created = arena.store(bytes, count: count)
        slot.pointee = Slot(hash: hash, owner: owner, value: created)
        return created
    }

    private mutating func newStat(_ owner: UInt) -> Int {
        if statCount == statCapacity {
            let grown = UnsafeMutablePointer<Stat>.allocate(capacity: statCapacity * 2)
            grown.moveInitialize(from: stats, count: statCount)
            stats.deallocate()
            stats = grown
            statCapacity *= 2
        }
        (stats + statCount).initialize(to: Stat())
        statIndex.set(owner, 0, statCount)
        statCount += 1
        return statCount - 1
    }

    /// Whether `stored` holds exactly the `count` bytes at `bytes`.
    static func equal(_ stored: UnsafeBufferPointer<UInt8>, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard stored.count == count else { return false }
        let a = UnsafeRawPointer(stored.baseAddress!), b = UnsafeRawPointer(bytes)
        var i = 0
        while i + 8 <= count {
            if a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            {
                return false
            }
            i += 8
        }
        while i < count {
            if stored[i] != bytes[i] { return false }
            i += 1
        }
        return true
    }

    /// A multiply-xor hash of the bytes, never 0 (0 marks an empty slot).
    @inline(__always)
    static func hash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let raw = UnsafeRawPointer(bytes)
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        var i = 0
        while i + 8 <= count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < count {
            tail |= UInt64(bytes[i]) << shift
            shift += 8
            i += 1
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 29
        return Int(bitPattern: UInt(h)) | 1
    }
}
