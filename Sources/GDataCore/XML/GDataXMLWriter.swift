#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Writes ``GDataObject`` trees as well-formed, namespace-correct XML.
///
/// Namespaces are declared on the root where possible (hoisted), and locally where a subtree uses a conflicting
/// prefix or a default namespace. Control characters other than tab, CR and LF are filtered, as the original did.
public struct GDataXMLWriter {
    /// Indent nested element-only content (mixed content is written as is).
    public var pretty: Bool
    /// Start with `<?xml version="1.0" encoding="UTF-8"?>`.
    public var includesDeclaration: Bool
    /// The indent unit for pretty output.
    public var indent: String

    /// Creates a writer.
    public init(pretty: Bool = false, includesDeclaration: Bool = true, indent: String = "  ") {
        self.pretty = pretty
        self.includesDeclaration = includesDeclaration
        self.indent = indent
    }

    /// Serializes `object` (as the document's root element) to UTF-8 bytes.
    public func data(for object: GDataObject) -> Data {
        var state = State(pretty: pretty, indent: Array(indent.utf8))
        write(object, into: &state)
        return Data(state.out)
    }

    /// Serializes `object` as ``data(for:)`` does, handing the bytes to `sink` in pieces of about `chunkSize` bytes (cut
    /// after an element) instead of making them one buffer, so that a large document is written in constant memory.
    /// Once `sink` returns `false` nothing more is handed to it, and the result is `false`.
    package func write(
        _ object: GDataObject,
        chunkSize: Int = 32 << 10,
        to sink: (UnsafeRawBufferPointer) -> Bool
    ) -> Bool {
        withoutActuallyEscaping(sink) { sink in
            var state = State(pretty: pretty, indent: Array(indent.utf8))
            state.sink = sink
            state.chunkSize = max(1, chunkSize)
            write(object, into: &state)
            state.flush()
            state.sink = nil
            return !state.sinkFailed
        }
    }

    /// The document: the declaration, `object` as its root with the namespaces hoisted, the final newline.
    private func write(_ object: GDataObject, into state: inout State) {
        if includesDeclaration {
            state.out.append(contentsOf: Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>".utf8))
            if pretty { state.out.append(0x0A) }
        }
        state.documentBindings = Self.bindingsInScope(above: object)
        state.hoist(from: object)
        state.write(object, depth: 0, isRoot: true)
        if pretty { state.out.append(0x0A) }
    }

    /// The namespace bindings in scope while writing: a stack, searched by prefix or by URI from the innermost binding.
    /// Small scopes are searched linearly; past 16 bindings the look-ups go through indexes by prefix and by URI, so an
    /// element with thousands of declarations costs linear time.
    struct Scope {
        private var stack: [Binding] = [Binding(prefix: "xml", uri: GDataNamespace.xml)]
        private var byPrefix: [String?: [Int]] = [:]
        private var byURI: [String: [Int]] = [:]
        private var indexed = false
        private static let indexThreshold = 16

        var count: Int { stack.count }

        mutating func append(_ binding: Binding) {
            stack.append(binding)
            if indexed {
                index(stack.count - 1)
            } else if stack.count > Self.indexThreshold {
                indexed = true
                for position in stack.indices { index(position) }
            }
        }

        private mutating func index(_ position: Int) {
            byPrefix[stack[position].prefix, default: []].append(position)
            byURI[stack[position].uri, default: []].append(position)
        }

        /// Drops the bindings from `mark` on.
        mutating func truncate(to mark: Int) {
            guard indexed else {
                stack.removeSubrange(mark...)
                return
            }
            while stack.count > mark {
                let binding = stack.removeLast()
                byPrefix[binding.prefix]?.removeLast()
                byURI[binding.uri]?.removeLast()
            }
        }

        /// The URI the innermost binding of `prefix` names.
        func uri(forPrefix prefix: String?) -> String? {
            if indexed { return byPrefix[prefix]?.last.map { stack[$0].uri } }
            for binding in stack.reversed() where binding.prefix == prefix { return binding.uri }
            return nil
        }

        /// The innermost binding of `uri` that `accept` accepts.
        func firstBinding(forURI uri: String, where accept: (Binding) -> Bool) -> Binding? {
            if indexed {
                for position in (byURI[uri] ?? []).reversed() where accept(stack[position]) { return stack[position] }
                return nil
            }
            for binding in stack.reversed() where binding.uri == uri && accept(binding) { return binding }
            return nil
        }
    }

    /// Serializes `object` to a string.
    public func string(for object: GDataObject) -> String {
        String(decoding: data(for: object), as: UTF8.self)
    }

    struct Binding {
        let prefix: String?
        let uri: String
        /// Whether the prefix holds a colon (a namespace-malformed `xmlns:a:b` kept as read), found once.
        let prefixHasColon: Bool

        init(prefix: String?, uri: String) {
            self.prefix = prefix
            self.uri = uri
            prefixHasColon = prefix?.utf8.contains(UInt8(ascii: ":")) ?? false
        }
    }

    /// How the document bound namespaces on `object`'s ancestors, by namespace URI: the nearest binding's prefix, or
    /// `nil` when the nearest binding is the default namespace (a binding shadowed by a nearer one is left out).
    /// Writing a subtree of a parsed document (an entry of a feed, the inline XML of a content element) then keeps the
    /// document's own prefixes instead of inventing `ns1` or moving the namespace to a default declaration.
    static func bindingsInScope(above object: GDataObject) -> [String: String?] {
        var byURI: [String: String?] = [:]
        var prefixesSeen = Set<String>()
        var defaultSeen = false
        var node = object.parent
        while let current = node {
            for declaration in current.namespaceDeclarations {
                if let prefix = declaration.prefix {
                    guard prefix != "xml", prefix != "xmlns", prefixesSeen.insert(prefix).inserted else { continue }
                } else {
                    guard !defaultSeen else { continue }
                    defaultSeen = true
                }
                if !declaration.uri.isEmpty, byURI[declaration.uri] == nil {
                    byURI[declaration.uri] = declaration.prefix
                }
            }
            node = current.parent
        }
        return byURI
    }

    /// `text` escaped as the writer escapes character data (`attribute` false) or a double-quoted attribute value
    /// (`attribute` true): the one XML escape of the package (``appendEscaped(bytes:attribute:to:)`` gives the rules).
    /// Text that needs nothing is returned as it is.
    package static func escaped(_ text: String, attribute: Bool) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            appendEscaped(bytes: bytes, attribute: attribute, to: &out)
            return out.elementsEqual(bytes) ? nil : String(decoding: out, as: UTF8.self)
        } ?? text
    }

    /// Escapes valid UTF-8: `&`, `<`, `>` always, `"`, tab and LF in attribute values, CR everywhere; drops the other
    /// control characters and U+FFFE/U+FFFF (not XML characters). Runs that need nothing are copied whole; every byte
    /// that needs work is ASCII or the lead byte 0xEF, so no character is split.
    static func appendEscaped(bytes: UnsafeBufferPointer<UInt8>, attribute: Bool, to out: inout [UInt8]) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var runStart = 0
        var index = 0
        while index < count {
            let byte = base[index]
            if byte >= 0x20, byte != 0x26, byte != 0x3C, byte != 0x3E, byte != 0x22, byte != 0xEF {
                index += 1
                continue
            }
            if index > runStart {
                out.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            }
            var consumed = 1
            switch byte {
            case 0x26: out.append(contentsOf: "&amp;".utf8)
            case 0x3C: out.append(contentsOf: "&lt;".utf8)
            case 0x3E: out.append(contentsOf: "&gt;".utf8)
            case 0x22: if attribute { out.append(contentsOf: "&quot;".utf8) } else { out.append(byte) }
            case 0x09: if attribute { out.append(contentsOf: "&#9;".utf8) } else { out.append(byte) }
            case 0x0A: if attribute { out.append(contentsOf: "&#10;".utf8) } else { out.append(byte) }
            case 0x0D: out.append(contentsOf: "&#13;".utf8)
            case 0xEF:
                if index + 2 < count, base[index + 1] == 0xBF, base[index + 2] == 0xBE || base[index + 2] == 0xBF {
                    consumed = 3  // U+FFFE or U+FFFF: dropped
                } else {
                    out.append(byte)
                }
            default: break  // another control character: dropped
            }
            index += consumed
            runStart = index
        }
        if index > runStart {
            out.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
        }
    }

    struct State {
        var out: [UInt8] = []
        let pretty: Bool
        let indent: [UInt8]
        var scope = Scope()
        var rootDeclarations: [Binding] = []
        var generated = 0
        /// How the document bound namespaces above the written object (see ``GDataXMLWriter/bindingsInScope(above:)``).
        var documentBindings: [String: String?] = [:]
        /// Prefixes that appear unbound in the tree (a name read as `p:local` in no namespace because nothing bound
        /// `p`): binding them anywhere above such a name would change what it reads back as, so they are never bound.
        var reserved: Set<String> = []
        /// Where ``GDataXMLWriter/write(_:chunkSize:to:)`` sends the output once `out` holds `chunkSize` bytes.
        var sink: ((UnsafeRawBufferPointer) -> Bool)?
        var chunkSize = Int.max
        var sinkFailed = false

        /// Hands `out` to the sink (nothing once it has failed) and empties it.
        mutating func flush() {
            guard let sink else { return }
            if !sinkFailed { sinkFailed = !out.withUnsafeBytes(sink) }
            out.removeAll(keepingCapacity: true)
        }

        /// The prefix to try first for `uri` when nothing in scope binds it: the document's own (`nil` when the document
        /// made it the default namespace), else the well-known one.
        func preferredPrefix(for uri: String) -> String? {
            if let bound = documentBindings[uri] { return bound }
            return GDataNamespace.preferredPrefixes[uri]
        }

        init(pretty: Bool, indent: [UInt8]) {
            self.pretty = pretty
            self.indent = indent
            out.reserveCapacity(64 * 1024)
        }

        // MARK: Namespace handling

        func lookup(prefix: String?) -> String? {
            scope.uri(forPrefix: prefix) ?? (prefix == nil ? "" : nil)
        }

        func prefix(for uri: String, allowDefault: Bool) -> String?? {
            let found = scope.firstBinding(forURI: uri) { binding in
                if binding.prefix == nil && !allowDefault { return false }
                // A declaration such as `xmlns:a:b` (namespace-malformed, which libxml2 reports and keeps) is written
                // back as it was read, but its "prefix" is no NCName: a name written with it would read back otherwise.
                if binding.prefixHasColon { return false }
                // The prefix must not be shadowed by a later binding.
                return lookup(prefix: binding.prefix) == uri
            }
            return found.map { .some($0.prefix) } ?? .none
        }

        /// Chooses root-level declarations for every namespace used in the tree (first prefix seen wins).
        mutating func hoist(from root: GDataObject) {
            var chosen: [Binding] = []
            // The prefixes in `chosen` (and some replaced ones, which are reserved: never generated again).
            var chosenPrefixes = Set<String>()
            var prefixesTaken: [String?: String] = [:]
            var urisDone = Set<String>()
            // Prefixes a descendant declares for another namespace than the one they are hoisted with (in order).
            var shadowed: [(prefix: String, uri: String)] = []
            func consider(prefix: String?, uri: String) {
                if uri == GDataNamespace.xml || urisDone.contains(uri) { return }
                if let prefix, prefix == "xml" || prefix == "xmlns" || prefix.utf8.contains(UInt8(ascii: ":")) {
                    return
                }
                if let existing = prefixesTaken[prefix], existing != uri {
                    if let prefix { shadowed.append((prefix, uri)) }
                    return
                }
                prefixesTaken[prefix] = uri
                urisDone.insert(uri)
                chosen.append(Binding(prefix: prefix, uri: uri))
                if let prefix { chosenPrefixes.insert(prefix) }
            }
            func generatedPrefix() -> String {
                let generated = generatedRootPrefix(besides: chosenPrefixes)
                chosenPrefixes.insert(generated)
                return generated
            }
            func appendGenerated(_ uri: String) {
                chosen.append(Binding(prefix: generatedPrefix(), uri: uri))
            }
            // The root's own declarations first (they say how the document was written), then its namespace.
            let declaredOnRoot = root.namespaceDeclarations
            let rootURI = root.name.namespaceURI
            if !rootURI.isEmpty {
                let written = declaredOnRoot.filter { $0.uri == rootURI }
                var prefix: String? = written.contains { $0.prefix == nil } ? nil : written.first?.prefix
                if written.isEmpty, case .some(let bound) = documentBindings[rootURI] { prefix = bound }
                if prefix == nil, declaredOnRoot.contains(where: { $0.prefix == nil && $0.uri != rootURI }) {
                    // The root keeps its own default-namespace declaration (e.g. xmlns=""), so it needs a prefix.
                    prefix = preferredPrefix(for: rootURI) ?? "ns0"
                }
                consider(prefix: prefix, uri: rootURI)
            }
            for declaration in declaredOnRoot where !declaration.uri.isEmpty {
                consider(prefix: declaration.prefix, uri: declaration.uri)
            }
            // Each node carries the namespaces that an ancestor declares as a local default (e.g. an XHTML div):
            // those subtrees keep their declaration and need nothing at the root.
            // A depth-first walk with an exit step per element, so what the ancestors declare is kept once and undone on
            // the way out (not copied per element: documents with many declarations stay linear).
            enum Step {
                case enter(GDataObject)
                case exit(GDataObject)
            }
            var stack: [Step] = [.enter(root)]
            // The namespaces that an ancestor (or the element) declares as a local default (e.g. an XHTML div): those
            // subtrees keep their declaration and need nothing at the root. URI -> number of such declarations open.
            var localDefaults: [String: Int] = [:]
            // The prefixes the open elements declare, by URI (innermost last).
            var declaredPrefixes: [String: [String]] = [:]
            // Namespaced attributes whose prefix can only come from an ancestor's declaration: (uri, that prefix).
            var attributeNamespaces: [(uri: String, prefix: String?)] = []
            var visited = 0
            func reserve(_ name: GDataXMLName) {
                guard name.localNameHasColon, name.namespaceURI.isEmpty, let colon = name.localName.firstIndex(of: ":")
                else { return }
                reserved.insert(String(name.localName[..<colon]))
            }
            // Only a default declaration the writer keeps counts: one naming the element's own namespace. (On an
            // element in another namespace or none, `xmlns="…"` cannot be written, so its children's namespace gets a
            // prefix; declared on each child, a reparse would hoist it and the second write would differ.)
            func keptDefaults(_ node: GDataObject) -> [String] {
                let uri = node.name.namespaceURI
                return node.namespaceDeclarations.compactMap {
                    $0.prefix == nil && !$0.uri.isEmpty && $0.uri == uri ? $0.uri : nil
                }
            }
            while let step = stack.popLast(), visited < 200_000 {
                let node: GDataObject
                switch step {
                case .exit(let done):
                    for uri in keptDefaults(done) { localDefaults[uri, default: 1] -= 1 }
                    for declaration in done.namespaceDeclarations
                    where declaration.prefix != nil && !declaration.uri.isEmpty {
                        declaredPrefixes[declaration.uri]?.removeLast()
                    }
                    continue
                case .enter(let entered): node = entered
                }
                visited += 1
                let uri = node.name.namespaceURI
                if uri.isEmpty { reserve(node.name) }
                for attribute in node.storedAttributes where attribute.name.namespaceURI.isEmpty {
                    reserve(attribute.name)
                }
                for kept in keptDefaults(node) { localDefaults[kept, default: 0] += 1 }
                // The element's own prefixed declarations by URI (the first for each), hashed when there are many.
                let ownPrefixes = GDataOwnPrefixes(node.namespaceDeclarations)
                // A local name that is no NCName and reads back unprefixed is written in the default namespace, never
                // with a prefix.
                if !uri.isEmpty && !urisDone.contains(uri) && localDefaults[uri, default: 0] == 0
                    && !(node.name.localNameHasColon
                        && GDataQNameReading.readsBackUnprefixed(node.name.localName))
                {
                    if let local = node.namespaceDeclarations.first(where: { $0.uri == uri }) {
                        if local.prefix != nil { consider(prefix: local.prefix, uri: uri) }
                    } else if let preferred = preferredPrefix(for: uri) {
                        consider(prefix: preferred, uri: uri)
                    }
                }
                // A local name with a colon inside (`a:b`, read from `<p:a:b>`) always needs a prefix. Where no prefix
                // would be in scope, the writer would declare one on the element, which a reparse hoists: hoist one
                // now (the element's own, the preferred one, or a generated one), as the reparse will.
                if !uri.isEmpty, node.name.localNameHasColon, !urisDone.contains(uri),
                    !GDataQNameReading.readsBackUnprefixed(node.name.localName)
                {
                    let candidate = ownPrefixes.prefix(for: uri) ?? preferredPrefix(for: uri)
                    if let candidate, prefixesTaken[candidate] == nil, !reserved.contains(candidate) {
                        consider(prefix: candidate, uri: uri)
                    } else {
                        urisDone.insert(uri)
                        appendGenerated(uri)
                    }
                }
                for attribute in node.storedAttributes
                where !attribute.name.namespaceURI.isEmpty && !urisDone.contains(attribute.name.namespaceURI) {
                    let uri = attribute.name.namespaceURI
                    if let prefix = ownPrefixes.prefix(for: uri) ?? preferredPrefix(for: uri) {
                        consider(prefix: prefix, uri: uri)
                    } else {
                        attributeNamespaces.append((uri, declaredPrefixes[uri]?.last))
                    }
                }
                for declaration in node.namespaceDeclarations
                where declaration.prefix != nil && !declaration.uri.isEmpty {
                    declaredPrefixes[declaration.uri, default: []].append(declaration.prefix!)
                }
                stack.append(.exit(node))
                for case .element(let child) in node.storedChildren.reversed() {
                    stack.append(.enter(child))
                }
            }
            // An attribute's namespace whose only declaration (on an ancestor) cannot be written, its prefix being used
            // unbound: the writer would declare a prefix on the attribute's element, which a reparse hoists. Hoist a
            // generated one now, as the reparse will.
            for (uri, prefix) in attributeNamespaces
            where !urisDone.contains(uri) && (prefix.map { reserved.contains($0) } ?? true) {
                urisDone.insert(uri)
                appendGenerated(uri)
            }
            if root.name.namespaceURI.isEmpty, chosen.contains(where: { $0.prefix == nil }) {
                chosen.removeAll { $0.prefix == nil }
            }
            if !reserved.isEmpty {
                // Namespaces the document bound to a prefix that is also used unbound get another prefix.
                for index in chosen.indices {
                    guard let prefix = chosen[index].prefix, reserved.contains(prefix) else { continue }
                    chosen[index] = Binding(prefix: generatedPrefix(), uri: chosen[index].uri)
                }
                // A descendant's own declaration of a prefix that is both hoisted for another namespace and used
                // unbound cannot be written (that would capture the unbound use), so its namespace would get a prefix
                // generated on that element, which a reparse then hoists: the second write would differ. Hoist a
                // generated prefix for it here instead, as the reparse will.
                for (prefix, uri) in shadowed where reserved.contains(prefix) && !urisDone.contains(uri) {
                    urisDone.insert(uri)
                    appendGenerated(uri)
                }
            }
            rootDeclarations = chosen
        }

        /// The next generated prefix (`ns1`, `ns2`…) that is neither reserved nor among the root declarations chosen.
        mutating func generatedRootPrefix(besides chosen: Set<String>) -> String {
            while true {
                generated += 1
                let candidate = "ns\(generated)"
                if !reserved.contains(candidate), !chosen.contains(candidate) { return candidate }
            }
        }

        mutating func freshPrefix(preferred: String?) -> String {
            if let preferred, preferred != "xml", preferred != "xmlns", lookup(prefix: preferred) == nil,
                !reserved.contains(preferred)
            {
                return preferred
            }
            while true {
                generated += 1
                let candidate = "ns\(generated)"
                if lookup(prefix: candidate) == nil, !reserved.contains(candidate) { return candidate }
            }
        }

        // MARK: Writing

        mutating func write(_ object: GDataObject, depth: Int, isRoot: Bool) {
            let scopeMark = scope.count
            var declarations: [Binding] = []
            if isRoot {
                for binding in rootDeclarations {
                    declarations.append(binding)
                    scope.append(binding)
                }
            }
            // Keep the element's own declarations when they are not already in scope (QNames in content need them).
            for declaration in object.namespaceDeclarations where lookup(prefix: declaration.prefix) != declaration.uri
            {
                if declaration.prefix == "xml" || declaration.prefix == "xmlns" { continue }
                if let prefix = declaration.prefix, reserved.contains(prefix) { continue }
                // A default-namespace declaration is kept when it is the element's own namespace, or when it resets the
                // default (`xmlns=""`) on an element that is itself in a namespace (it then only affects the children).
                if declaration.prefix == nil && declaration.uri != object.name.namespaceURI
                    && !(declaration.uri.isEmpty && !object.name.namespaceURI.isEmpty)
                {
                    continue
                }
                let binding = Binding(prefix: declaration.prefix, uri: declaration.uri)
                declarations.append(binding)
                scope.append(binding)
            }

            // The element's own prefix.
            let uri = object.name.namespaceURI
            var elementPrefix: String?
            if uri.isEmpty {
                if lookup(prefix: nil) != "" {
                    let binding = Binding(prefix: nil, uri: "")
                    declarations.append(binding)
                    scope.append(binding)
                }
            } else if object.name.localNameHasColon,
                GDataQNameReading.readsBackUnprefixed(object.name.localName)
            {
                // No NCName, read from `<:x>` (local name `:x`) or `<p:7x>` (local name `p:7x`) in the default
                // namespace: written with a prefix it would read back as another name, so it is written unprefixed, in
                // the default namespace.
                if lookup(prefix: nil) != uri || declarations.contains(where: { $0.prefix == nil && $0.uri != uri }) {
                    declarations.removeAll { $0.prefix == nil }
                    declarations.append(Binding(prefix: nil, uri: uri))
                    scope.truncate(to: scopeMark)
                    for binding in declarations { scope.append(binding) }
                }
            } else if object.name.localNameHasColon {
                // `a:b` in a namespace was read from `<p:a:b>` (prefix `p`, local name `a:b`); unprefixed it would read
                // back with the prefix `a`, so it gets a prefix (never the default namespace).
                if case .some(.some(let existing)) = prefix(for: uri, allowDefault: false) {
                    elementPrefix = existing
                } else {
                    let binding = Binding(prefix: freshPrefix(preferred: preferredPrefix(for: uri)), uri: uri)
                    elementPrefix = binding.prefix
                    declarations.append(binding)
                    scope.append(binding)
                }
            } else if case .some(let existing) = prefix(for: uri, allowDefault: true) {
                elementPrefix = existing
            } else {
                // Not in scope: use the well-known prefix if it is free, else make it the default namespace here.
                let binding: Binding
                if let preferred = preferredPrefix(for: uri), lookup(prefix: preferred) == nil,
                    !reserved.contains(preferred)
                {
                    binding = Binding(prefix: preferred, uri: uri)
                } else if declarations.contains(where: { $0.prefix == nil }) {
                    binding = Binding(prefix: freshPrefix(preferred: nil), uri: uri)
                } else {
                    binding = Binding(prefix: nil, uri: uri)
                }
                elementPrefix = binding.prefix
                declarations.append(binding)
                scope.append(binding)
            }

            // Attribute prefixes (a namespaced attribute always needs a non-default prefix).
            var attributePrefixes: [String?] = []
            // Read in place (no array per element): `object` lives through this call and nothing here changes it.
            let attributes = object.storedAttributes
            attributePrefixes.reserveCapacity(attributes.count)
            for attribute in attributes {
                let attributeURI = attribute.name.namespaceURI
                if attributeURI.isEmpty {
                    attributePrefixes.append(nil)
                } else if attributeURI == GDataNamespace.xml {
                    attributePrefixes.append("xml")
                } else if case .some(.some(let existing)) = prefix(for: attributeURI, allowDefault: false) {
                    attributePrefixes.append(existing)
                } else {
                    let fresh = freshPrefix(preferred: preferredPrefix(for: attributeURI))
                    let binding = Binding(prefix: fresh, uri: attributeURI)
                    declarations.append(binding)
                    scope.append(binding)
                    attributePrefixes.append(fresh)
                }
            }

            out.append(0x3C)  // <
            writeQName(prefix: elementPrefix, local: object.name.localName)
            for binding in declarations {
                if let prefix = binding.prefix {
                    appendASCII(" xmlns:")
                    appendRaw(prefix)
                } else {
                    appendASCII(" xmlns")
                }
                appendASCII("=\"")
                appendEscaped(binding.uri, attribute: true)
                out.append(0x22)
            }
            for (attribute, prefix) in zip(attributes, attributePrefixes) {
                out.append(0x20)
                writeQName(prefix: prefix, local: attribute.name.localName)
                appendASCII("=\"")
                appendEscaped(attribute.storage, attribute: true)
                out.append(0x22)
            }

            if let text = object.storedTextStorage {
                out.append(0x3E)
                appendEscaped(text, attribute: false)
                closeTag(prefix: elementPrefix, local: object.name.localName)
            } else if object.storedChildren.isEmpty {
                appendASCII("/>")
            } else {
                out.append(0x3E)
                let indentChildren = pretty && !object.storedChildren.contains { $0.isText }
                for node in object.storedChildren {
                    switch node {
                    case .text(let text):
                        appendEscaped(text, attribute: false)
                    case .element(let child):
                        if indentChildren { newline(depth: depth + 1) }
                        write(child, depth: depth + 1, isRoot: false)
                        if out.count >= chunkSize { flush() }
                    }
                }
                if indentChildren { newline(depth: depth) }
                closeTag(prefix: elementPrefix, local: object.name.localName)
            }
            scope.truncate(to: scopeMark)
        }

        mutating func closeTag(prefix: String?, local: String) {
            appendASCII("</")
            writeQName(prefix: prefix, local: local)
            out.append(0x3E)
        }

        mutating func newline(depth: Int) {
            out.append(0x0A)
            for _ in 0..<depth { out.append(contentsOf: indent) }
        }

        mutating func writeQName(prefix: String?, local: String) {
            if let prefix, !prefix.isEmpty {
                appendRaw(prefix)
                out.append(0x3A)
            }
            appendRaw(local)
        }

        mutating func appendASCII(_ s: StaticString) {
            s.withUTF8Buffer { out.append(contentsOf: $0) }
        }

        mutating func appendRaw(_ s: String) {
            out.append(contentsOf: s.utf8)
        }

        /// Parsed text, escaped from the bytes of its chunk (no `String` is made).
        mutating func appendEscaped(_ storage: GDataTextStorage, attribute: Bool) {
            if storage.withChunkBytes({ appendEscaped(bytes: $0, attribute: attribute) }) == nil {
                appendEscaped(storage.string, attribute: attribute)
            }
        }

        /// A text node, escaped from its bytes (no `String` is made).
        mutating func appendEscaped(_ text: GDataXMLText, attribute: Bool) {
            text.withUTF8 { appendEscaped(bytes: $0, attribute: attribute) }
        }

        /// Escapes markup characters and drops control characters other than tab, LF and CR.
        mutating func appendEscaped(_ s: String, attribute: Bool) {
            var s = s
            s.withUTF8 { appendEscaped(bytes: $0, attribute: attribute) }
        }

        /// Escapes valid UTF-8 (``GDataXMLWriter/appendEscaped(bytes:attribute:to:)``).
        mutating func appendEscaped(bytes: UnsafeBufferPointer<UInt8>, attribute: Bool) {
            GDataXMLWriter.appendEscaped(bytes: bytes, attribute: attribute, to: &out)
        }
    }
}

extension GDataObject {
    /// The object as an XML document (UTF-8, with declaration); `pretty` indents element-only content.
    public func xmlData(pretty: Bool = false) -> Data {
        GDataXMLWriter(pretty: pretty).data(for: self)
    }

    /// The object as an XML element string, without the XML declaration (the original's `XMLString`).
    public func xmlString(pretty: Bool = false) -> String {
        GDataXMLWriter(pretty: pretty, includesDeclaration: false).string(for: self)
    }
}

/// An element's own prefixed namespace declarations by URI (the first prefix declared for each): searched linearly
/// when there are few, through a dictionary when there are many.
struct GDataOwnPrefixes {
    private let declarations: [GDataXMLNamespace]
    private let byURI: [String: String]?

    init(_ declarations: [GDataXMLNamespace]) {
        self.declarations = declarations
        if declarations.count > 16 {
            var map: [String: String] = [:]
            for declaration in declarations {
                if let prefix = declaration.prefix, map[declaration.uri] == nil { map[declaration.uri] = prefix }
            }
            byURI = map
        } else {
            byURI = nil
        }
    }

    /// The first prefix the element declares for `uri`.
    func prefix(for uri: String) -> String? {
        if let byURI { return byURI[uri] }
        return declarations.first { $0.uri == uri && $0.prefix != nil }?.prefix
    }
}

/// How libxml2 2.9 splits a start tag's name into prefix and local name, including its recovery from names that are
/// no QName (`<:x>`, `<p::x>`, `<p:7x>`, `<p:a:b>`). The writer uses it to write a local name containing a colon in the
/// form that reads back as the same name.
enum GDataQNameReading {
    /// The prefix and local name libxml2 reads from `qname`, or `nil` where it reports no name at all.
    static func read(_ qname: String) -> (prefix: String?, local: String)? {
        let bytes = Array(qname.utf8)
        var i = 0
        func scan(_ start: Bool, _ colon: Bool) -> String? {
            let from = i
            guard i < bytes.count, isNameByte(bytes[i], start: start, colon: colon) else { return nil }
            i += 1
            while i < bytes.count, isNameByte(bytes[i], start: false, colon: colon) { i += 1 }
            return String(decoding: bytes[from..<i], as: UTF8.self)
        }
        guard let first = scan(true, false) else {
            // `<:x…>`: the whole rest as a Name, no prefix.
            if i < bytes.count, bytes[i] == UInt8(ascii: ":"), let name = scan(true, true) { return (nil, name) }
            return nil
        }
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return (nil, first) }
        i += 1
        guard let second = scan(true, false) else {
            // `<p:7x>`, `<p::x>`: the prefix and an Nmtoken make one local name, no prefix.
            let token = scan(false, true)
            return (nil, first + ":" + (token ?? ""))
        }
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return (first, second) }
        i += 1
        // `<p:a:b>`: prefix `p`, local name `a:b` (the rest read as a Name).
        return (first, second + ":" + (scan(true, true) ?? ""))
    }

    /// Whether the unprefixed `local` reads back as itself with no prefix (so it can be written in the default namespace).
    static func readsBackUnprefixed(_ local: String) -> Bool {
        guard let read = read(local) else { return false }
        return read.prefix == nil && read.local == local
    }

    /// XML name characters (non-ASCII bytes counted as name characters, as nearly all of them are).
    private static func isNameByte(_ byte: UInt8, start: Bool, colon: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            0x80...0xFF:
            return true
        case UInt8(ascii: ":"): return colon
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): return !start
        default: return false
        }
    }
}
