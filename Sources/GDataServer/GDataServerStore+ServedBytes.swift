import GDataCore
import NIOCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

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
    ) -> ByteBuffer? {
        guard entry.mediaType == nil, entry.element.child(named: .app("edited")) != nil else { return nil }
        var needsAlternate = true
        for link in entry.element.children(named: .atom("link")) {
            if let href = link.attribute(named: "href"), !href.contains("://") { return nil }
            if (link.attribute(named: "rel") ?? "alternate") == "alternate" { needsAlternate = false }
        }
        return written.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> ByteBuffer? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let start = GDataServerStartTag(bytes), start.localName == "entry",
                start.uri(ofPrefix: start.prefix) == GDataNamespace.atom
            else { return nil }
            // The end tag the writer closes the root with.
            let qname = (start.prefix.map { $0 + ":" } ?? "") + "entry"
            let endTag = Array("</\(qname)>".utf8)
            guard bytes.count >= start.end + endTag.count, bytes.suffix(endTag.count).elementsEqual(endTag) else {
                return nil
            }
            // The feed's prefixed declarations for namespaces the entry's root does not bind, under prefixes it does not use.
            var added: [(prefix: String, uri: String)] = []
            var prefixes = start.declarations.compactMap(\.prefix)
            var uris = start.declarations.map(\.uri)
            for declaration in collection.feed.namespaceDeclarations {
                guard let prefix = declaration.prefix, prefix != "xml", prefix != "xmlns", !declaration.uri.isEmpty,
                    !prefixes.contains(prefix), !uris.contains(GDataXMLWriter.escaped(declaration.uri, attribute: true))
                else { continue }
                added.append((prefix, declaration.uri))
                prefixes.append(prefix)
                uris.append(GDataXMLWriter.escaped(declaration.uri, attribute: true))
            }
            // A prefix the entry uses unbound (a name read as `p:x` in no namespace) must stay unbound: leave such
            // entries to the writer, which knows how.
            for (prefix, _) in added where Self.contains(raw, prefix + ":") { return nil }
            let gdPrefix: String
            if let bound = start.declarations.first(where: { $0.uri == GDataNamespace.gd && $0.prefix != nil })?.prefix
                ?? added.first(where: { $0.uri == GDataNamespace.gd })?.prefix
            {
                gdPrefix = bound
            } else if !prefixes.contains("gd"), !Self.contains(raw, "gd:") {
                added.append(("gd", GDataNamespace.gd))
                gdPrefix = "gd"
            } else {
                return nil
            }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 512)
            Self.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", to: &out)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<(start.end - 1)]))
            for (prefix, uri) in added {
                Self.append(" xmlns:", to: &out)
                Self.append(prefix, to: &out)
                Self.append("=\"", to: &out)
                Self.append(GDataXMLWriter.escaped(uri, attribute: true), to: &out)
                out.append(UInt8(ascii: "\""))
            }
            Self.append(" ", to: &out)
            Self.append(gdPrefix, to: &out)
            Self.append(":etag=\"", to: &out)
            Self.append(GDataXMLWriter.escaped(entry.etag, attribute: true), to: &out)
            Self.append("\">", to: &out)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start.end..<(bytes.count - endTag.count)]))
            let url = entryURL(entry, in: collection, request)
            for rel in needsAlternate ? ["self", "edit", "alternate"] : ["self", "edit"] {
                out.append(UInt8(ascii: "<"))
                if let prefix = start.prefix {
                    Self.append(prefix, to: &out)
                    out.append(UInt8(ascii: ":"))
                }
                Self.append("link rel=\"", to: &out)
                Self.append(rel, to: &out)
                Self.append("\" type=\"application/atom+xml\" href=\"", to: &out)
                Self.append(GDataXMLWriter.escaped(url, attribute: true), to: &out)
                Self.append("\"/>", to: &out)
            }
            out.append(contentsOf: endTag)
            return ByteBuffer(bytes: out)
        }
    }
}

extension GDataServerStore {
    /// True when `needle`'s UTF-8 bytes occur in `bytes`.
    static func contains(_ bytes: UnsafeRawBufferPointer, _ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            guard let first = pattern.first else { return true }
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) where bytes[start] == first {
                var index = 1
                while index < pattern.count, bytes[start + index] == pattern[index] { index += 1 }
                if index == pattern.count { return true }
            }
            return false
        }
    }

    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
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
            let nameStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "=") { index += 1 }
            let nameEnd = index
            index += 1
            guard index < bytes.count, bytes[index] == quote else { return nil }
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { return nil }
            let valueEnd = index
            index += 1
            // Only declarations are read: `xmlns` or `xmlns:PREFIX`.
            let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd])
            guard name.starts(with: Self.xmlns), name.count == 5 || name[5] == UInt8(ascii: ":") else { continue }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
            let prefix =
                name.count == 5 ? nil : String(decoding: UnsafeBufferPointer(rebasing: name[6...]), as: UTF8.self)
            declarations.append((prefix, value))
        }
    }

    private static let xmlns = Array("xmlns".utf8)

    /// The namespace the root binds `prefix` to (`nil`: the default namespace), as written.
    func uri(ofPrefix prefix: String?) -> String? {
        declarations.last { $0.prefix == prefix }?.uri
    }
}
