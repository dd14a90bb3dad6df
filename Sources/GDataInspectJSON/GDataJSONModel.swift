public import GDataCore
import GDataJSON

/// Writes the JSON model documented in `docs/json-model.md` (the contract of `gdata inspect --format json`).
///
/// It lives in its own module next to the `gdata` tool, not in `GDataCore`: it is the tool's output format, so a
/// library user who reads feeds does not compile or link it. The tool, its tests and the fuzz targets depend on it.
///
/// The model is computed from the element tree by expanded names, so Atom 1.0 and Atom 0.3 documents map to the same
/// shape. Keys are written in a fixed order; absent values are `null`, lists are `[]`.
public enum GDataJSONModel {
    /// The whole document: `{"kind": …, "version": …, …}`.
    public static func document(_ root: GDataObject, pretty: Bool = false) -> String {
        var w = GDataJSONWriter(pretty: pretty)
        writeDocument(root, into: &w)
        return w.text
    }

    /// The head line of a streamed feed: `{"kind":"feed","version":…,"feed":HEAD}`.
    public static func streamHead(_ root: GDataObject) -> String {
        var w = GDataJSONWriter(pretty: false)
        let v = Vocabulary(for: root)
        w.beginObject()
        w.key("kind"); w.string(kind(of: root))
        w.key("version"); w.string(v.version)
        if kind(of: root) == "feed" {
            w.key("feed"); writeHead(root, v, into: &w)
        } else if kind(of: root) == "entry" {
            w.key("entry"); writeEntry(root, v, into: &w)
        }
        w.endObject()
        return w.text
    }

    /// One entry as an ENTRY object on one line.
    public static func entry(_ entry: GDataObject) -> String {
        var w = GDataJSONWriter(pretty: false)
        writeEntry(entry, Vocabulary(for: entry), into: &w)
        return w.text
    }

    /// `feed`, `entry`, `service`, `categories`, `errors`, or the root's local name for anything else.
    public static func kind(of root: GDataObject) -> String {
        let n = root.name
        switch (n.namespaceURI, n.localName) {
        case (GDataNamespace.atom, "feed"), (GDataNamespace.atom03, "feed"): return "feed"
        case (GDataNamespace.atom, "entry"), (GDataNamespace.atom03, "entry"): return "entry"
        case (GDataNamespace.app, "service"), (GDataNamespace.appV1, "service"): return "service"
        case (GDataNamespace.app, "categories"), (GDataNamespace.appV1, "categories"): return "categories"
        case (GDataNamespace.gd, "errors"): return "errors"
        default: return n.localName
        }
    }

    // MARK: Vocabulary (Atom 1.0 vs 0.3)

    struct Vocabulary {
        let ns: String
        let version: String
        let is03: Bool

        init(for object: GDataObject) {
            is03 = object.name.namespaceURI == GDataNamespace.atom03
            ns = is03 ? GDataNamespace.atom03 : GDataNamespace.atom
            version = is03 ? "atom03" : "atom10"
        }

        func name(_ local: String) -> GDataXMLName { GDataXMLName.intern(ns, local) }
        /// The element names for a field in this version (0.3 names first when reading 0.3).
        func names(_ field: String) -> [GDataXMLName] {
            guard is03 else { return [name(field)] }
            switch field {
            case "subtitle": return [name("tagline"), name("subtitle")]
            case "rights": return [name("copyright"), name("rights")]
            case "updated": return [name("modified"), name("updated")]
            case "published": return [name("issued"), name("published")]
            default: return [name(field)]
            }
        }
        func first(_ field: String, in object: GDataObject) -> GDataObject? {
            for n in names(field) { if let c = object.child(named: n) { return c } }
            return nil
        }
    }

    // MARK: Documents

    static func writeDocument(_ root: GDataObject, into w: inout GDataJSONWriter) {
        let v = Vocabulary(for: root)
        let k = kind(of: root)
        w.beginObject()
        w.key("kind"); w.string(k)
        w.key("version"); w.string(v.version)
        switch k {
        case "feed":
            w.key("feed"); writeHead(root, v, into: &w)
            w.key("entries")
            w.beginArray()
            for entry in root.children(named: v.name("entry")) { w.element(); writeEntry(entry, v, into: &w) }
            w.endArray()
        case "entry":
            w.key("entry"); writeEntry(root, v, into: &w)
        case "service":
            w.key("service"); writeService(root, into: &w)
        case "categories":
            w.key("categories"); writeCategoriesDocument(root, into: &w)
        case "errors":
            w.key("errors"); writeErrors(root, into: &w)
        default:
            w.key("element"); writeExtension(root, into: &w)
        }
        w.endObject()
    }

    static func writeHead(_ feed: GDataObject, _ v: Vocabulary, into w: inout GDataJSONWriter) {
        w.beginObject()
        w.key("id"); w.optional(v.first("id", in: feed)?.stringValue)
        w.key("title"); writeText(v.first("title", in: feed), v, into: &w)
        w.key("subtitle"); writeText(v.first("subtitle", in: feed), v, into: &w)
        w.key("rights"); writeText(v.first("rights", in: feed), v, into: &w)
        w.key("info"); writeText(v.is03 ? v.first("info", in: feed) : nil, v, into: &w)
        w.key("updated"); w.optional(v.first("updated", in: feed)?.stringValue)
        w.key("published"); w.optional(v.first("published", in: feed)?.stringValue)
        w.key("icon"); w.optional(v.first("icon", in: feed).map { $0.resolveURI($0.stringValue) })
        w.key("logo"); w.optional(v.first("logo", in: feed).map { $0.resolveURI($0.stringValue) })
        w.key("lang"); w.optional(feed.effectiveLanguage)
        w.key("base"); w.optional(feed.effectiveBaseURI)
        writeCommonLists(feed, v, into: &w)
        w.key("generator")
        if let generator = v.first("generator", in: feed) {
            w.beginObject()
            w.key("name"); w.string(generator.stringValue)
            let uri = generator.attribute(named: "uri") ?? generator.attribute(named: "url")
            w.key("uri"); w.optional(uri.map { generator.resolveURI($0) })
            w.key("version"); w.optional(generator.attribute(named: "version"))
            w.endObject()
        } else {
            w.null()
        }
        w.key("etag"); w.optional(feed.attribute(.gd("etag")))
        w.key("kind"); w.optional(feed.attribute(.gd("kind")))
        w.key("openSearch")
        w.beginObject()
        for field in ["totalResults", "startIndex", "itemsPerPage"] {
            w.key(field)
            let element =
                feed.child(named: .intern(GDataNamespace.openSearch, field))
                ?? feed.child(named: .intern(GDataNamespace.openSearchV1, field))
            if let element, let value = Int(element.stringValue.trimmedOfXMLWhitespace()) {
                w.integer(value)
            } else {
                w.null()
            }
        }
        w.endObject()
        w.key("extensions"); writeExtensions(of: feed, v, into: &w)
        w.key("class"); w.string(className(of: feed))
        w.endObject()
    }

    /// The Swift class the parser chose for `object`, without the module prefix (`GDataFeedCalendarEvent`).
    static func className(of object: GDataObject) -> String {
        String(describing: type(of: object))
    }

    static func writeCommonLists(_ object: GDataObject, _ v: Vocabulary, into w: inout GDataJSONWriter) {
        w.key("links")
        w.beginArray();
        for link in object.children(named: v.name("link")) { w.element(); writeLink(link, v, into: &w) }; w.endArray()
        w.key("authors")
        w.beginArray();
        for person in object.children(named: v.name("author")) { w.element(); writePerson(person, v, into: &w) };
        w.endArray()
        w.key("contributors")
        w.beginArray();
        for person in object.children(named: v.name("contributor")) { w.element(); writePerson(person, v, into: &w) };
        w.endArray()
        w.key("categories")
        w.beginArray();
        for category in object.children(named: v.name("category")) { w.element(); writeCategory(category, into: &w) };
        w.endArray()
    }

    static func writeEntry(_ entry: GDataObject, _ v: Vocabulary, into w: inout GDataJSONWriter) {
        w.beginObject()
        w.key("id"); w.optional(v.first("id", in: entry)?.stringValue)
        w.key("title"); writeText(v.first("title", in: entry), v, into: &w)
        w.key("summary"); writeText(v.first("summary", in: entry), v, into: &w)
        w.key("rights"); writeText(v.first("rights", in: entry), v, into: &w)
        w.key("content")
        w.beginArray()
        for content in entry.children(named: v.name("content")) {
            w.element()
            writeText(content, v, into: &w, isContent: true)
        }
        w.endArray()
        w.key("updated"); w.optional(v.first("updated", in: entry)?.stringValue)
        w.key("published"); w.optional(v.first("published", in: entry)?.stringValue)
        w.key("created"); w.optional(v.is03 ? v.first("created", in: entry)?.stringValue : nil)
        w.key("edited")
        w.optional(
            (entry.child(named: .app("edited")) ?? entry.child(named: .intern(GDataNamespace.appV1, "edited")))?
                .stringValue
        )
        w.key("lang"); w.optional(entry.effectiveLanguage)
        w.key("base"); w.optional(entry.effectiveBaseURI)
        writeCommonLists(entry, v, into: &w)
        w.key("etag"); w.optional(entry.attribute(.gd("etag")))
        w.key("kind"); w.optional(entry.attribute(.gd("kind")))
        w.key("source")
        if let source = v.first("source", in: entry) { writeHead(source, v, into: &w) } else { w.null() }
        w.key("deleted"); w.bool(entry.child(named: .gd("deleted")) != nil)
        w.key("batch"); writeBatch(entry, into: &w)
        w.key("extensions"); writeExtensions(of: entry, v, into: &w)
        w.key("class"); w.string(className(of: entry))
        w.endObject()
    }

    static func writeBatch(_ entry: GDataObject, into w: inout GDataJSONWriter) {
        func batch(_ local: String) -> GDataObject? { entry.child(named: .intern(GDataNamespace.batch, local)) }
        let id = batch("id"), operation = batch("operation"), status = batch("status"),
            interrupted = batch("interrupted")
        guard id != nil || operation != nil || status != nil || interrupted != nil else {
            w.null()
            return
        }
        w.beginObject()
        w.key("id"); w.optional(id?.stringValue)
        w.key("operation"); w.optional(operation?.attribute(named: "type"))
        w.key("status")
        if let status {
            w.beginObject()
            w.key("code");
            if let code = status.attribute(named: "code").flatMap({ Int($0) }) { w.integer(code) } else { w.null() }
            w.key("reason"); w.optional(status.attribute(named: "reason"))
            w.key("contentType"); w.optional(status.attribute(named: "content-type"))
            w.endObject()
        } else {
            w.null()
        }
        w.key("interrupted")
        if let interrupted {
            w.beginObject()
            w.key("reason"); w.optional(interrupted.attribute(named: "reason"))
            for field in ["success", "failures", "parsed"] {
                w.key(field)
                if let n = interrupted.attribute(named: field).flatMap({ Int($0) }) { w.integer(n) } else { w.null() }
            }
            w.endObject()
        } else {
            w.null()
        }
        w.endObject()
    }

    // MARK: Constructs

    /// The effective type of a text construct or content element.
    static func effectiveType(_ element: GDataObject, _ v: Vocabulary, isContent: Bool) -> String {
        if let type = element.attribute(named: "type"), !type.isEmpty { return type }
        return v.is03 ? "text/plain" : "text"
    }

    static func writeText(
        _ element: GDataObject?,
        _ v: Vocabulary,
        into w: inout GDataJSONWriter,
        isContent: Bool = false
    ) {
        guard let element else {
            w.null()
            return
        }
        let type = effectiveType(element, v, isContent: isContent)
        w.beginObject()
        w.key("type"); w.string(type)
        w.key("value"); w.optional(textValue(element, type: type, v))
        w.key("lang"); w.optional(element.effectiveLanguage)
        w.key("base"); w.optional(element.effectiveBaseURI)
        if isContent {
            w.key("src"); w.optional(element.attribute(named: "src").map { element.resolveURI($0) })
        }
        w.endObject()
    }

    /// The value of a text construct per its type (see docs/json-model.md).
    static func textValue(_ element: GDataObject, type: String, _ v: Vocabulary? = nil) -> String? {
        let vocabulary = v ?? Vocabulary(for: element)
        if element.attribute(named: "src") != nil && element.childElements.isEmpty && element.stringValue.isEmpty {
            return nil
        }
        let lower = type.lowercased()
        // Atom 0.3 inline XML (`mode="xml"`, also when `mode` is absent: it is the default) is its children, a `div`
        // included; plain text stays text.
        if vocabulary.is03, (element.attribute(named: "mode")?.lowercased() ?? "xml") == "xml", lower != "text/plain" {
            return element.childElements.isEmpty ? element.stringValue : childrenXML(element.childNodes)
        }
        if lower == "xhtml" || lower == "application/xhtml+xml" {
            if let div = element.child(named: .intern(GDataNamespace.xhtml, "div")) {
                return childrenXML(div.childNodes)
            }
            return childrenXML(element.childNodes)
        }
        if lower == "text" || lower == "html" || lower.hasPrefix("text/") { return element.stringValue }
        if lower.hasSuffix("+xml") || lower.hasSuffix("/xml") {
            return element.childElements.isEmpty ? element.stringValue : childrenXML(element.childNodes)
        }
        return element.stringValue  // base64 or other media type: character data as found
    }

    /// Child nodes as XML, every element carrying the namespace declarations it needs (no default-namespace
    /// shortcut: the JSON value stands alone).
    static func childrenXML(_ nodes: [GDataXMLNode]) -> String {
        GDataXMLFragment.string(of: nodes)
    }

    static func writeLink(_ link: GDataObject, _ v: Vocabulary, into w: inout GDataJSONWriter) {
        w.beginObject()
        w.key("rel"); w.string(link.attribute(named: "rel") ?? "alternate")
        w.key("href"); w.optional(link.attribute(named: "href").map { link.resolveURI($0) })
        w.key("type"); w.optional(link.attribute(named: "type"))
        w.key("hreflang"); w.optional(link.attribute(named: "hreflang"))
        w.key("title"); w.optional(link.attribute(named: "title"))
        w.key("length");
        if let n = link.attribute(named: "length").flatMap({ Int64($0) }) { w.integer(Int(n)) } else { w.null() }
        w.key("etag"); w.optional(link.attribute(.gd("etag")))
        w.endObject()
    }

    static func writePerson(_ person: GDataObject, _ v: Vocabulary, into w: inout GDataJSONWriter) {
        w.beginObject()
        w.key("name"); w.optional(person.child(named: v.name("name"))?.stringValue)
        w.key("email"); w.optional(person.child(named: v.name("email"))?.stringValue)
        let uri = person.child(named: v.name("uri")) ?? person.child(named: v.name("url"))
        w.key("uri"); w.optional(uri.map { $0.resolveURI($0.stringValue.trimmedOfXMLWhitespace()) })
        w.endObject()
    }

    static func writeCategory(_ category: GDataObject, into w: inout GDataJSONWriter) {
        w.beginObject()
        w.key("term"); w.optional(category.attribute(named: "term"))
        w.key("scheme"); w.optional(category.attribute(named: "scheme"))
        w.key("label"); w.optional(category.attribute(named: "label"))
        w.endObject()
    }

    static func writeExtensions(of object: GDataObject, _ v: Vocabulary, into w: inout GDataJSONWriter) {
        w.beginArray()
        for child in object.childElements where child.name.namespaceURI != v.ns {
            w.element()
            writeExtension(child, into: &w)
        }
        w.endArray()
    }

    static func writeExtension(_ element: GDataObject, into w: inout GDataJSONWriter) {
        w.beginObject()
        w.key("ns"); w.optional(element.name.namespaceURI.isEmpty ? nil : element.name.namespaceURI)
        w.key("name"); w.string(element.name.localName)
        w.key("attributes")
        w.beginObject()
        for attribute in element.attributes {
            w.key(attribute.name.description)
            w.string(attribute.value)
        }
        w.endObject()
        let text = element.stringValue
        w.key("text"); w.optional(text.isXMLWhitespace ? nil : text)
        w.key("children")
        w.beginArray(); for child in element.childElements { w.element(); writeExtension(child, into: &w) };
        w.endArray()
        w.endObject()
    }

    // MARK: Service, categories, errors

    static func writeService(_ service: GDataObject, into w: inout GDataJSONWriter) {
        let appNS = service.name.namespaceURI
        let atom = Vocabulary(for: service)  // Atom 1.0 titles
        w.beginObject()
        w.key("workspaces")
        w.beginArray()
        for workspace in service.children(named: .intern(appNS, "workspace")) {
            w.element()
            w.beginObject()
            w.key("title")
            writeText(workspace.child(named: .atom("title")), atom, into: &w)
            w.key("collections")
            w.beginArray()
            for collection in workspace.children(named: .intern(appNS, "collection")) {
                w.element()
                w.beginObject()
                w.key("href"); w.optional(collection.attribute(named: "href").map { collection.resolveURI($0) })
                w.key("title"); writeText(collection.child(named: .atom("title")), atom, into: &w)
                w.key("accept")
                w.beginArray()
                for accept in collection.children(named: .intern(appNS, "accept")) {
                    w.element(); w.string(accept.stringValue)
                }
                w.endArray()
                w.key("categories")
                if let group = collection.child(named: .intern(appNS, "categories")) {
                    writeCategoriesDocument(group, into: &w)
                } else {
                    w.null()
                }
                w.endObject()
            }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }

    static func writeCategoriesDocument(_ group: GDataObject, into w: inout GDataJSONWriter) {
        w.beginObject()
        w.key("fixed"); w.bool(group.attribute(named: "fixed")?.lowercased() == "yes")
        w.key("scheme"); w.optional(group.attribute(named: "scheme"))
        w.key("href"); w.optional(group.attribute(named: "href").map { group.resolveURI($0) })
        w.key("categories")
        w.beginArray();
        for category in group.children(named: .atom("category")) { w.element(); writeCategory(category, into: &w) };
        w.endArray()
        w.endObject()
    }

    static func writeErrors(_ errors: GDataObject, into w: inout GDataJSONWriter) {
        w.beginArray()
        for error in errors.children(named: .gd("error")) {
            w.element()
            w.beginObject()
            for field in ["domain", "code", "location", "internalReason", "extendedHelp", "sendReport"] {
                w.key(field); w.optional(error.child(named: .gd(field))?.stringValue)
            }
            w.endObject()
        }
        w.endArray()
    }
}
