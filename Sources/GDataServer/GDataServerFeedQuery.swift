import GDataCore

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

/// The feed query parameters the server understands (GData v2): paging, full text, author, dates, order, categories.
struct GDataServerFeedQuery {
    var startIndex = 1
    var maxResults: Int
    var terms: [(text: String, excluded: Bool)] = []
    var author: String?
    var updatedMin: Date?
    var updatedMax: Date?
    var publishedMin: Date?
    var publishedMax: Date?
    var orderBy: String?
    var ascending = false
    /// AND of OR-groups; each term is (scheme, term, excluded).
    var categories: [[(scheme: String?, term: String, excluded: Bool)]] = []
    var pretty = false
    var serviceDocument = false

    static let known: Set<String> = [
        "start-index", "max-results", "q", "author", "updated-min", "updated-max", "published-min", "published-max",
        "orderby", "sortorder", "category", "alt", "prettyprint", "strict", "v", "hl", "fields", "showdeleted",
    ]

    /// Parses the request's parameters and `/-/` path segments; a bad value is a 400 naming the parameter.
    init(request: GDataServerRequest, categoryPath: [String], defaultPageSize: Int) throws(GDataServerFailure) {
        maxResults = defaultPageSize
        func invalid(_ name: String, _ value: String) -> GDataServerFailure {
            GDataServerFailure(
                400,
                "invalidParameter",
                "Invalid value for \(name) parameter: \(value)",
                location: ("parameter", name)
            )
        }
        func int(_ name: String, minimum: Int) throws(GDataServerFailure) -> Int? {
            guard let value = request.queryValue(name) else { return nil }
            // Digits only (no sign), at least `minimum`, at most Int.max: paging arithmetic stays in range.
            guard case .success(let number) = GDataServerNumber.parse(Substring(value), what: name), number >= minimum
            else {
                throw GDataServerFailure(
                    400,
                    "invalidParameter",
                    "Invalid value for \(name) parameter: \(GDataServerNumber.quoted(value)) (a whole number from \(minimum) to \(Int64.max))",
                    location: ("parameter", name)
                )
            }
            return Int(number)
        }
        func date(_ name: String) throws(GDataServerFailure) -> Date? {
            guard let value = request.queryValue(name) else { return nil }
            guard let date = GDataDateTime(rfc3339String: value)?.date else { throw invalid(name, value) }
            return date
        }
        if let value = try int("start-index", minimum: 1) { startIndex = value }
        if let value = try int("max-results", minimum: 0) { maxResults = min(value, 10_000) }
        if let q = request.queryValue("q") { terms = Self.terms(q) }
        author = request.queryValue("author").flatMap { $0.isEmpty ? nil : $0.lowercased() }
        updatedMin = try date("updated-min")
        updatedMax = try date("updated-max")
        publishedMin = try date("published-min")
        publishedMax = try date("published-max")
        if let value = request.queryValue("orderby") {
            switch value.lowercased() {
            case "updated", "lastmodified": orderBy = "updated"
            case "published": orderBy = "published"
            case "starttime": orderBy = "starttime"
            case "relevance": orderBy = nil
            default: throw invalid("orderby", value)
            }
        }
        if let value = request.queryValue("sortorder") {
            switch value.lowercased() {
            case "ascending", "a": ascending = true
            case "descending", "d": ascending = false
            default: throw invalid("sortorder", value)
            }
        }
        if let value = request.queryValue("prettyprint") {
            switch value.lowercased() {
            case "true": pretty = true
            case "false": pretty = false
            default: throw invalid("prettyprint", value)
            }
        }
        if let value = request.queryValue("alt") {
            switch value.lowercased() {
            case "atom": break
            case "atom-service": serviceDocument = true
            default: throw invalid("alt", value)
            }
        }
        if request.queryValue("strict")?.lowercased() == "true" {
            for item in request.query where !Self.known.contains(item.name) {
                throw GDataServerFailure(
                    400,
                    "invalidParameter",
                    "Unknown parameter: \(item.name)",
                    location: ("parameter", item.name)
                )
            }
        }
        for segment in categoryPath where !segment.isEmpty { categories.append(try Self.group(segment)) }
        if let value = request.queryValue("category") {
            // `category=a|b,c`: commas AND groups, bars OR terms (the query form of `/-/a|b/c`).
            for segment in value.split(separator: ",", omittingEmptySubsequences: true) {
                categories.append(try Self.group(String(segment)))
            }
        }
    }

    static func group(_ segment: String) throws(GDataServerFailure) -> [(scheme: String?, term: String, excluded: Bool)]
    {
        var result: [(scheme: String?, term: String, excluded: Bool)] = []
        for part in segment.split(separator: "|", omittingEmptySubsequences: false) {
            var text = Substring(part)
            var excluded = false
            if text.hasPrefix("-") {
                excluded = true
                text = text.dropFirst()
            }
            var scheme: String?
            if text.hasPrefix("{") {
                guard let close = text.firstIndex(of: "}") else {
                    throw GDataServerFailure(
                        400,
                        "invalidParameter",
                        "Invalid category: \(segment)",
                        location: ("parameter", "category")
                    )
                }
                scheme = String(text[text.index(after: text.startIndex)..<close])
                text = text[text.index(after: close)...]
            }
            guard !text.isEmpty else {
                throw GDataServerFailure(
                    400,
                    "invalidParameter",
                    "Invalid category: \(segment)",
                    location: ("parameter", "category")
                )
            }
            result.append((scheme, String(text), excluded))
        }
        return result
    }

    /// Words, `"quoted phrases"` and `-excluded` words of a `q` value, lower-cased.
    static func terms(_ q: String) -> [(text: String, excluded: Bool)] {
        var result: [(text: String, excluded: Bool)] = []
        var index = q.startIndex
        while index < q.endIndex {
            if q[index].isWhitespace {
                index = q.index(after: index)
                continue
            }
            var excluded = false
            if q[index] == "-" {
                excluded = true
                index = q.index(after: index)
                if index == q.endIndex { break }
            }
            if q[index] == "\"" {
                let start = q.index(after: index)
                let end = q[start...].firstIndex(of: "\"") ?? q.endIndex
                let phrase = q[start..<end].lowercased()
                if !phrase.isEmpty { result.append((phrase, excluded)) }
                index = end < q.endIndex ? q.index(after: end) : end
            } else {
                let end = q[index...].firstIndex(where: \.isWhitespace) ?? q.endIndex
                result.append((q[index..<end].lowercased(), excluded))
                index = end
            }
        }
        return result
    }

    // MARK: - Applying

    /// True when the query selects every entry in the collection's own order (no filter, no `orderby`): its pages are
    /// read by rank, without looking at the other entries.
    var listsEveryEntryInStoredOrder: Bool {
        orderBy == nil && terms.isEmpty && author == nil && updatedMin == nil && updatedMax == nil
            && publishedMin == nil
            && publishedMax == nil && categories.isEmpty
    }

    func matches(_ entry: GDataServerEntry) -> Bool {
        let element = entry.element
        if !terms.isEmpty {
            let text =
                (Self.allText(element.child(named: .atom("title"))) + " "
                + Self.allText(element.child(named: .atom("content"))) + " "
                + Self.allText(element.child(named: .atom("summary")))).lowercased()
            for term in terms where text.contains(term.text) == term.excluded { return false }
        }
        if let author {
            let people = element.children(named: .atom("author")).flatMap { person in
                [GDataServerStore.text(person, .atom("name")), GDataServerStore.text(person, .atom("email"))].compactMap
                { $0?.lowercased() }
            }
            if !people.contains(where: { $0.contains(author) }) { return false }
        }
        if updatedMin != nil || updatedMax != nil {
            let updated = GDataServerStore.date(element, .atom("updated")) ?? entry.edited
            if let updatedMin, updated < updatedMin { return false }
            if let updatedMax, updated >= updatedMax { return false }
        }
        if publishedMin != nil || publishedMax != nil {
            guard let published = GDataServerStore.date(element, .atom("published")) else { return false }
            if let publishedMin, published < publishedMin { return false }
            if let publishedMax, published >= publishedMax { return false }
        }
        if !categories.isEmpty {
            let present = element.children(named: .atom("category")).map {
                (scheme: $0.attribute(named: "scheme"), term: $0.attribute(named: "term") ?? "")
            }
            for group in categories {
                let satisfied = group.contains { wanted in
                    let has = present.contains {
                        $0.term == wanted.term && (wanted.scheme == nil || $0.scheme == wanted.scheme)
                    }
                    return has != wanted.excluded
                }
                if !satisfied { return false }
            }
        }
        return true
    }

    func ordered(_ entries: [GDataServerEntry]) -> [GDataServerEntry] {
        guard let orderBy else { return entries }
        let keyed = entries.enumerated().map { offset, entry -> (Date, Int, GDataServerEntry) in
            let date: Date
            switch orderBy {
            case "published": date = GDataServerStore.date(entry.element, .atom("published")) ?? .distantPast
            case "starttime": date = Self.startTime(entry.element) ?? .distantPast
            default: date = GDataServerStore.date(entry.element, .atom("updated")) ?? entry.edited
            }
            return (date, offset, entry)
        }
        return keyed.sorted { a, b in
            if a.0 != b.0 { return ascending ? a.0 < b.0 : a.0 > b.0 }
            return a.1 < b.1
        }.map(\.2)
    }

    /// Calendar's `orderby=starttime` key: the earliest `gd:when/@startTime` of an event (all-day dates included).
    static func startTime(_ element: GDataObject) -> Date? {
        element.children(named: .gd("when"))
            .compactMap { $0.attribute(named: "startTime").flatMap { GDataDateTime(rfc3339String: $0)?.date } }
            .min()
    }

    static func allText(_ element: GDataObject?) -> String {
        guard let element else { return "" }
        var text = element.stringValue
        for child in element.childElements { text += " " + allText(child) }
        return text
    }
}
