import GData
import GDataInspectJSON

/// The readable overview printed by `gdata inspect` (format `summary`).
enum GDataSummary {
    static func write(_ root: GDataObject, to output: inout OutputBuffer) {
        let kind = GDataJSONModel.kind(of: root)
        if kind == "feed" {
            let entries = root.childElements.filter { $0.name.localName == "entry" && isAtom($0.name) }
            writeHead(root, entryCount: entries.count, to: &output)
            for entry in entries { writeEntry(entry, to: &output) }
        } else if kind == "entry" {
            output.line("entry (\(version(root)))")
            writeEntry(root, to: &output)
        } else {
            output.line("\(kind) (\(root.name.description))")
            for child in root.childElements {
                let title = child.child(named: .atom("title"))?.stringValue
                output.line(
                    "  \(child.name.localName)\(title.map { ": \($0)" } ?? "") (\(child.childElements.count) children)"
                )
            }
        }
    }

    static func isAtom(_ name: GDataXMLName) -> Bool {
        name.namespaceURI == GDataNamespace.atom || name.namespaceURI == GDataNamespace.atom03
    }

    static func version(_ root: GDataObject) -> String {
        root.name.namespaceURI == GDataNamespace.atom03 ? "Atom 0.3" : "Atom 1.0"
    }

    /// Names looked up once (interning takes a lock; the summary runs per entry).
    struct Names {
        let id, title, updated, modified, link: GDataXMLName
        init(_ ns: String) {
            id = .intern(ns, "id")
            title = .intern(ns, "title")
            updated = .intern(ns, "updated")
            modified = .intern(ns, "modified")
            link = .intern(ns, "link")
        }
        static let atom10 = Names(GDataNamespace.atom)
        static let atom03 = Names(GDataNamespace.atom03)
        static func `for`(_ object: GDataObject) -> Names {
            object.name.namespaceURI == GDataNamespace.atom03 ? atom03 : atom10
        }
    }

    static func text(_ object: GDataObject, _ name: GDataXMLName) -> String? {
        object.child(named: name)?.stringValue.trimmedForLine
    }

    static func text(_ object: GDataObject, _ local: String) -> String? {
        text(object, .intern(object.name.namespaceURI, local))
    }

    static func writeHead(_ feed: GDataObject, entryCount: Int?, to output: inout OutputBuffer) {
        output.line("feed (\(version(feed)))")
        output.line("  title:   \(text(feed, "title") ?? "(none)")")
        output.line("  id:      \(text(feed, "id") ?? "(none)")")
        if let updated = text(feed, "updated") ?? text(feed, "modified") { output.line("  updated: \(updated)") }
        if let entryCount { output.line("  entries: \(entryCount)") }
        let openSearch = ["totalResults", "startIndex", "itemsPerPage"].compactMap { field -> String? in
            let element =
                feed.child(named: .intern(GDataNamespace.openSearch, field))
                ?? feed.child(named: .intern(GDataNamespace.openSearchV1, field))
            return element.map { "\(field)=\($0.stringValue.trimmedForLine)" }
        }
        if !openSearch.isEmpty { output.line("  openSearch: " + openSearch.joined(separator: " ")) }
        for link in feed.children(named: .intern(feed.name.namespaceURI, "link")) {
            let rel = link.attribute(named: "rel") ?? "alternate"
            output.line("  link \(rel): \(link.resolveURI(link.attribute(named: "href") ?? ""))")
        }
    }

    static func writeEntry(_ entry: GDataObject, to output: inout OutputBuffer) {
        let names = Names.for(entry)
        // One pass over the children (the summary runs per entry of feeds with millions of elements).
        var id: GDataObject?, title: GDataObject?, updated: GDataObject?, modified: GDataObject?
        var links = 0
        for case .element(let child) in entry.childNodes {
            let name = child.name
            if name == names.link {
                links += 1
            } else if name == names.id {
                if id == nil { id = child }
            } else if name == names.title {
                if title == nil { title = child }
            } else if name == names.updated {
                if updated == nil { updated = child }
            } else if name == names.modified {
                if modified == nil { modified = child }
            }
        }
        let idText = id?.stringValue.trimmedForLine ?? "-"
        let titleText = title?.stringValue.trimmedForLine ?? "-"
        let updatedText = (updated ?? modified)?.stringValue.trimmedForLine ?? "-"
        output.line("- \(idText) | \(titleText) | \(updatedText) | \(links) link\(links == 1 ? "" : "s")")
    }
}

extension String {
    /// Collapses white space so a value fits on one line.
    var trimmedForLine: String {
        // Fast path: nothing to collapse (the usual case for ids, titles and dates), checked on the contiguous UTF-8
        // bytes (iterating `utf8` costs tens of instructions a byte).
        func isClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var previousSpace = true
            for byte in bytes {
                if byte == 0x0A || byte == 0x09 || byte == 0x0D || (byte == 0x20 && previousSpace) { return false }
                previousSpace = byte == 0x20
            }
            return !previousSpace
        }
        if utf8.withContiguousStorageIfAvailable(isClean) ?? Array(utf8).withUnsafeBufferPointer(isClean) {
            return self
        }
        return split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
