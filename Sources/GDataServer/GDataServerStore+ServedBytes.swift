import Foundation
import GDataCore

extension GDataServerStore {
    /// The stored form of an entry as the journal holds it: `GDataXMLWriter` without the XML declaration.
    static func written(_ element: GDataObject) -> Data {
        GDataXMLWriter(includesDeclaration: false).data(for: element)
    }

    /// The served form of `entry` made from `written` (its stored form, ``written(_:)``, already made for the journal)
    /// without copying and writing the entry again: what ``served(_:in:_:)`` adds to a stored entry — the feed's namespace
    /// declarations, `gd:etag`, and the `self`, `edit` (and, when the entry has none, `alternate`) links — spliced into
    /// those bytes. The document reads back as the one ``served(_:in:_:)`` writes (its root may list its namespace
    /// declarations in another order). `nil` when the entry needs more than that (relative links to resolve, a media
    /// entry's links, an `app:edited` to add) or the bytes are not what the writer makes; the caller then writes the
    /// served copy.
    func splicedServedEntry(
        _ entry: GDataServerEntry,
        written: Data,
        in collection: GDataServerCollection,
        _ request: GDataServerRequest
    ) -> Data? {
        guard entry.mediaType == nil, entry.element.child(named: .app("edited")) != nil else { return nil }
        var needsAlternate = true
        for link in entry.element.children(named: .atom("link")) {
            if let href = link.attribute(named: "href"), !href.contains("://") { return nil }
            if (link.attribute(named: "rel") ?? "alternate") == "alternate" { needsAlternate = false }
        }
        return written.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Data? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let start = GDataServerStartTag(bytes), start.localName == "entry", start.uri(ofPrefix: start.prefix) == GDataNamespace.atom
            else { return nil }
            // The end tag the writer closes the root with.
            let qname = (start.prefix.map { $0 + ":" } ?? "") + "entry"
            let endTag = Array("</\(qname)>".utf8)
            guard bytes.count >= start.end + endTag.count, bytes.suffix(endTag.count).elementsEqual(endTag) else { return nil }
            // The feed's prefixed declarations for namespaces the entry's root does not bind, under prefixes it does not use.
            var added: [(prefix: String, uri: String)] = []
            var prefixes = Set(start.declarations.compactMap(\.prefix))
            var uris = Set(start.declarations.map(\.uri))
            for declaration in collection.feed.namespaceDeclarations {
                guard let prefix = declaration.prefix, prefix != "xml", prefix != "xmlns", !declaration.uri.isEmpty,
                    !prefixes.contains(prefix), !uris.contains(GDataServerResponse.escape(declaration.uri))
                else { continue }
                added.append((prefix, declaration.uri))
                prefixes.insert(prefix)
                uris.insert(GDataServerResponse.escape(declaration.uri))
            }
            // A prefix the entry uses unbound (a name read as `p:x` in no namespace) must stay unbound: leave such
            // entries to the writer, which knows how.
            for (prefix, _) in added where raw.firstRange(of: Array("\(prefix):".utf8)) != nil { return nil }
            let gdPrefix: String
            if let bound = start.declarations.first(where: { $0.uri == GDataNamespace.gd && $0.prefix != nil })?.prefix
                ?? added.first(where: { $0.uri == GDataNamespace.gd })?.prefix
            {
                gdPrefix = bound
            } else if !prefixes.contains("gd"), raw.firstRange(of: Array("gd:".utf8)) == nil {
                added.append(("gd", GDataNamespace.gd))
                gdPrefix = "gd"
            } else {
                return nil
            }
            var out = Data()
            out.reserveCapacity(bytes.count + 512)
            out.append(contentsOf: Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>".utf8))
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<(start.end - 1)]))
            for (prefix, uri) in added { out.append(contentsOf: Array(" xmlns:\(prefix)=\"\(GDataServerResponse.escape(uri))\"".utf8)) }
            out.append(contentsOf: Array(" \(gdPrefix):etag=\"\(GDataServerResponse.escape(entry.etag))\">".utf8))
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start.end..<(bytes.count - endTag.count)]))
            let url = GDataServerResponse.escape(entryURL(entry, in: collection, request))
            let link = (start.prefix.map { $0 + ":" } ?? "") + "link"
            for rel in needsAlternate ? ["self", "edit", "alternate"] : ["self", "edit"] {
                out.append(contentsOf: Array("<\(link) rel=\"\(rel)\" type=\"application/atom+xml\" href=\"\(url)\"/>".utf8))
            }
            out.append(contentsOf: endTag)
            return out
        }
    }
}

/// The root start tag of a document `GDataXMLWriter` wrote (no XML declaration): its name, its namespace declarations
/// (values as written, escaped) and where it ends. `nil` for anything else (a self-closing root, a quote missing).
struct GDataServerStartTag {
    var prefix: String?
    var localName: String
    var declarations: [(prefix: String?, uri: String)] = []
    /// The index just after the tag's `>`.
    var end: Int

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        let space = UInt8(ascii: " "), close = UInt8(ascii: ">"), slash = UInt8(ascii: "/"), quote = UInt8(ascii: "\"")
        guard bytes.first == UInt8(ascii: "<") else { return nil }
        var index = 1
        func scan(until stop: (UInt8) -> Bool) -> String? {
            let from = index
            while index < bytes.count, !stop(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<index]), as: UTF8.self)
        }
        guard let qname = scan(until: { $0 == space || $0 == close || $0 == slash }), !qname.isEmpty else { return nil }
        if let colon = qname.firstIndex(of: ":") {
            prefix = String(qname[..<colon])
            localName = String(qname[qname.index(after: colon)...])
        } else {
            prefix = nil
            localName = qname
        }
        while true {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            if byte == close {
                end = index + 1
                return
            }
            guard byte == space else { return nil }
            index += 1
            guard let name = scan(until: { $0 == UInt8(ascii: "=") }) else { return nil }
            index += 1
            guard index < bytes.count, bytes[index] == quote else { return nil }
            index += 1
            guard let value = scan(until: { $0 == quote }) else { return nil }
            index += 1
            if name == "xmlns" {
                declarations.append((nil, value))
            } else if name.hasPrefix("xmlns:") {
                declarations.append((String(name.dropFirst(6)), value))
            }
        }
    }

    /// The namespace the root binds `prefix` to (`nil`: the default namespace), as written.
    func uri(ofPrefix prefix: String?) -> String? {
        declarations.last { $0.prefix == prefix }?.uri
    }
}
