import GData

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
                output.line("  \(child.name.localName)\(title.map { ": \($0)" } ?? "") (\(child.childElements.count) children)")
            }
        }
    }

    static func isAtom(_ name: GDataXMLName) -> Bool {
        name.namespaceURI == GDataNamespace.atom || name.namespaceURI == GDataNamespace.atom03
    }

    static func version(_ root: GDataObject) -> String {
        root.name.namespaceURI == GDataNamespace.atom03 ? "Atom 0.3" : "Atom 1.0"
    }

    static func text(_ object: GDataObject, _ local: String) -> String? {
        object.child(named: .intern(object.name.namespaceURI, local))?.stringValue.trimmedForLine
    }

    static func writeHead(_ feed: GDataObject, entryCount: Int?, to output: inout OutputBuffer) {
        output.line("feed (\(version(feed)))")
        output.line("  title:   \(text(feed, "title") ?? "(none)")")
        output.line("  id:      \(text(feed, "id") ?? "(none)")")
        if let updated = text(feed, "updated") ?? text(feed, "modified") { output.line("  updated: \(updated)") }
        if let entryCount { output.line("  entries: \(entryCount)") }
        let openSearch = ["totalResults", "startIndex", "itemsPerPage"].compactMap { field -> String? in
            let element = feed.child(named: .intern(GDataNamespace.openSearch, field))
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
        let ns = entry.name.namespaceURI
        let id = text(entry, "id") ?? "-"
        let title = text(entry, "title") ?? "-"
        let updated = text(entry, "updated") ?? text(entry, "modified") ?? "-"
        let links = entry.children(named: .intern(ns, "link")).count
        output.line("- \(id) | \(title) | \(updated) | \(links) link\(links == 1 ? "" : "s")")
    }
}

extension String {
    /// Collapses white space so a value fits on one line.
    var trimmedForLine: String {
        split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
