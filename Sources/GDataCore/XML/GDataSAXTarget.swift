internal import CGDataLibXML2

/// What libxml2's SAX callbacks reach through the parser context's `_private`: the parse options and the entity and
/// DTD budget every parse keeps, whoever receives the element events (the tree builder on the calling thread, or the
/// pipeline's event recorder on its worker thread).
///
/// The budget's callbacks (`getEntity`, `getParameterEntity`, `attributeDecl`) are installed by ``configureGuards(_:)``
/// and only ever run on the thread that drives libxml2.
class GDataSAXTarget {
    let options: GDataParseOptions
    @exclusivity(unchecked) var entityExpansions = 0
    @exclusivity(unchecked) var entityBytes = 0
    /// Attributes declared in the internal DTD (bounded by `maxAttributesPerElement`).
    var attributeDeclarations = 0
    /// Why the parse stopped early (a limit); its line and column are filled in from libxml2's position when `nil`.
    var abortError: GDataXMLError?
    /// libxml2's first fatal (well-formedness) error in the document: its diagnosis. One call to libxml2 can report
    /// several (`<feed a=1/>`: the attribute value, then the attribute list, then the tag), and its context keeps only
    /// the last. Recorded by the structured error handler of ``configureGuards(_:)``, so only ever on an error.
    var firstError: GDataXMLError?
    /// The document's parser context, whose errors are the document's (the driver sets it). libxml2 parses an entity's
    /// replacement text with a context of its own, at the entity's lines: an error there is left out, and the document's
    /// context reports it at the reference ("Entity 'e' failed to parse").
    var context: xmlParserCtxtPtr?

    init(options: GDataParseOptions) {
        self.options = options
    }

    /// The target of a parser context (`ctx` is the `xmlParserCtxtPtr` libxml2 passes to every callback).
    static func target(_ ctx: UnsafeMutableRawPointer?) -> GDataSAXTarget? {
        guard let ctx else { return nil }
        let ctxt = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let privateData = ctxt.pointee._private else { return nil }
        return Unmanaged<GDataSAXTarget>.fromOpaque(privateData).takeUnretainedValue()
    }

    /// Installs one callback for text, ignorable whitespace and CDATA sections alike (all are text to a target).
    static func setCharacters(_ handler: inout xmlSAXHandler, _ callback: charactersSAXFunc) {
        handler.characters = callback
        handler.ignorableWhitespace = callback
        handler.cdataBlock = callback
    }

    /// Keeps `error` if it is the document's first fatal error (warnings and namespace errors leave it well-formed).
    private func note(_ error: UnsafePointer<xmlError>, from ctx: UnsafeMutableRawPointer) {
        guard firstError == nil, error.pointee.level == XML_ERR_FATAL, ctx == UnsafeMutableRawPointer(context) else {
            return
        }
        firstError = GDataXMLError(libxml2: error, path: nil)
    }

    /// Records the first reason to stop and stops libxml2.
    private func abort(_ ctx: UnsafeMutableRawPointer, _ message: String) {
        if abortError == nil { abortError = GDataXMLError(code: .limitExceeded, message: message) }
        xmlStopParser(ctx.assumingMemoryBound(to: xmlParserCtxt.self))
    }

    /// Counts one expansion of `entity`; false (and the parse stopped) once a budget is spent.
    private func spend(_ ctx: UnsafeMutableRawPointer, on entity: xmlEntityPtr) -> Bool {
        entityExpansions += 1
        entityBytes += Int(entity.pointee.length)
        if entityExpansions <= options.maxEntityExpansions && entityBytes <= options.maxEntityExpansionBytes {
            return true
        }
        abort(ctx, "entity expansion limit exceeded (\(entityExpansions) references, \(entityBytes) bytes)")
        return false
    }

    /// Installs libxml2's SAX2 defaults with everything a parse must not do removed (external subsets and entities,
    /// libxml2's own element, comment and error handlers), the budget's entity and DTD callbacks and the structured
    /// error handler that keeps ``firstError`` added. The caller adds its element, end and character callbacks.
    static func configureGuards(_ handler: inout xmlSAXHandler) {
        xmlSAXVersion(&handler, 2)
        // Keep libxml2's own handlers only for the document/DTD bookkeeping internal entities need.
        handler.externalSubset = nil
        handler.resolveEntity = { _, _, _ in nil }
        handler.reference = nil
        handler.comment = nil
        handler.processingInstruction = nil
        handler.startElement = nil
        handler.endElement = nil
        handler.warning = nil
        handler.error = nil
        handler.fatalError = nil
        // libxml2 calls it with the context's user data, the context itself (xmlSAXVersion set `initialized` to
        // XML_SAX2_MAGIC, which makes libxml2 use `serror`).
        handler.serror = { (ctx: UnsafeMutableRawPointer?, error: cgdata_xml_error_ptr?) in
            guard let ctx, let error, let target = GDataSAXTarget.target(ctx) else { return }
            target.note(UnsafePointer(error), from: ctx)
        }
        handler.getEntity = { ctx, name in
            guard let entity = xmlSAX2GetEntity(ctx, name) else { return nil }
            guard let ctx, let target = GDataSAXTarget.target(ctx) else { return nil }
            switch entity.pointee.etype {
            case XML_INTERNAL_GENERAL_ENTITY:
                guard target.spend(ctx, on: entity) else { return nil }
                // Markup in the replacement text meets the start-tag limit too, before libxml2 parses it.
                let limit = target.options.maxAttributesPerElement
                if let content = entity.pointee.content, entity.pointee.length > 0,
                    !GDataStartTagScanner.check(entityContent: content, count: Int(entity.pointee.length), limit: limit)
                {
                    let entityName = name.map { String(cString: $0) } ?? "?"
                    target.abort(
                        ctx,
                        "entity '\(entityName)' holds an element with more than \(limit) attributes and namespace declarations (the limit is GDataParseOptions.maxAttributesPerElement)"
                    )
                    return nil
                }
                return entity
            case XML_INTERNAL_PREDEFINED_ENTITY:
                return entity
            default:
                // External entities (XXE) are never loaded.
                let entityName = name.map { String(cString: $0) } ?? "?"
                target.abort(ctx, "external entity '\(entityName)' refused (external entities are never loaded)")
                return nil
            }
        }
        // Parameter entities: with XML_PARSE_NOENT libxml2 would load an external one (e.g. a local file's DTD, the
        // out-of-band XXE set-up) without asking resolveEntity, so refuse it here. Internal ones count towards the limits.
        handler.getParameterEntity = { ctx, name in
            guard let entity = xmlSAX2GetParameterEntity(ctx, name) else { return nil }
            guard let ctx, let target = GDataSAXTarget.target(ctx) else { return nil }
            if entity.pointee.etype == XML_INTERNAL_PARAMETER_ENTITY {
                return target.spend(ctx, on: entity) ? entity : nil
            }
            let entityName = name.map { String(cString: $0) } ?? "?"
            target.abort(
                ctx,
                "external parameter entity '%\(entityName);' refused (external entities are never loaded)"
            )
            return nil
        }
        // Attributes an internal DTD declares with a default value are added to every element of that name (libxml2
        // checks them against the element's own pair by pair): their number is bounded by the same limit.
        handler.attributeDecl = { ctx, element, fullName, type, def, defaultValue, tree in
            guard let ctx, let target = GDataSAXTarget.target(ctx) else {
                xmlFreeEnumeration(tree)
                return
            }
            target.attributeDeclarations += 1
            let limit = target.options.maxAttributesPerElement
            if target.attributeDeclarations > limit {
                xmlFreeEnumeration(tree)
                target.abort(
                    ctx,
                    "the document type declaration declares more than \(limit) attributes (the limit is GDataParseOptions.maxAttributesPerElement)"
                )
                return
            }
            xmlSAX2AttributeDecl(ctx, element, fullName, type, def, defaultValue, tree)
        }
    }
}

extension GDataSAXTarget {
    /// Runs `body` with the context's target as `T` (the type its element callbacks were installed for), without a
    /// retain/release pair: the parse keeps the target alive for as long as libxml2 calls back. Inlined into each SAX
    /// callback (`@_transparent`, which classes' own members cannot be), so a callback costs no extra call.
    @_transparent
    static func with<T: GDataSAXTarget>(_ ctx: UnsafeMutableRawPointer?, as _: T.Type, _ body: (T) -> Void) {
        guard let ctx, let privateData = ctx.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private else {
            return
        }
        Unmanaged<T>.fromOpaque(privateData)._withUnsafeGuaranteedRef(body)
    }
}
