#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The pages of a list query merged into one JSON object without decoding them: what
/// ``GTLRService/fetchPagesJSON(_:itemsKey:maxPages:pageHandler:)`` returns.
///
/// ``data`` holds the first page's members in the server's order and bytes, without `nextPageToken`, and the list
/// member (``itemsKey``) holding every page's items in page order, each copied byte for byte from its page. Nothing
/// is re-encoded: numbers, escapes and members the client does not know pass through as the servers wrote them, and
/// merging thousands of items costs a copy of their bytes.
public struct GTLRMergedPages: Sendable {
    /// The merged JSON object.
    public var data: Data
    /// How many pages were fetched.
    public var pagesFetched: Int
    /// The token of the next page when the page limit stopped the paging with pages remaining; `nil` when the last
    /// page was fetched. (``data`` never holds a `nextPageToken`.)
    public var nextPageToken: String?
    /// The member whose items were merged; `nil` when no page had a list member to merge.
    public var itemsKey: String?

    /// A merged result.
    public init(data: Data, pagesFetched: Int, nextPageToken: String?, itemsKey: String?) {
        self.data = data
        self.pagesFetched = pagesFetched
        self.nextPageToken = nextPageToken
        self.itemsKey = itemsKey
    }
}

/// Collects pages and writes the merged object (``GTLRMergedPages/data``).
struct GTLRPageMerger {
    /// The list member to merge, once known.
    var itemsKey: String?
    var first: (bytes: [UInt8], members: [GTLRJSONSplicer.Member])?
    var pages: [[UInt8]] = []
    var items: [(page: Int, range: Range<Int>)] = []

    /// Adds a page; returns its `nextPageToken` (nil when absent or empty), or nil for `members` when the page is not
    /// a JSON object (`isObject` false).
    mutating func add(_ bytes: [UInt8]) -> (isObject: Bool, nextPageToken: String?) {
        guard let members = GTLRJSONSplicer.members(of: bytes) else { return (false, nil) }
        let token = members.first { $0.key == "nextPageToken" }
            .flatMap { GTLRJSONSplicer.decodeString(bytes[$0.value]) }
            .flatMap { $0.isEmpty ? nil : $0 }
        if itemsKey == nil {
            // The page's only array-valued member, when the caller did not name one.
            let arrays = members.filter { bytes[$0.value.lowerBound] == UInt8(ascii: "[") }
            if arrays.count == 1 { itemsKey = arrays[0].key }
        }
        if first == nil { first = (bytes, members) }
        if let itemsKey, let list = members.first(where: { $0.key == itemsKey }) {
            let index = pages.count
            items += GTLRJSONSplicer.elements(of: bytes, in: list.value).map { (page: index, range: $0) }
        }
        pages.append(bytes)
        return (true, token)
    }

    /// The first page's members in order, without `nextPageToken`, with the list member holding every page's items
    /// (added after the others when the first page lacked it but later pages had items).
    func merged() -> Data {
        guard let first else { return Data("{}".utf8) }
        var out: [UInt8] = [UInt8(ascii: "{")]
        var wroteList = false
        func separator() { if out.count > 1 { out.append(UInt8(ascii: ",")) } }
        func writeKey(_ key: String) {
            separator()
            out += GTLRJSONWriter.data(.string(key), pretty: false) + [UInt8(ascii: ":")]
        }
        func writeList(_ key: String) {
            writeKey(key)
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += pages[item.page][item.range]
            }
            out.append(UInt8(ascii: "]"))
            wroteList = true
        }
        for member in first.members where member.key != "nextPageToken" {
            if member.key == itemsKey {
                writeList(member.key)
            } else {
                writeKey(member.key)
                out += first.bytes[member.value]
            }
        }
        if let itemsKey, !wroteList, !items.isEmpty { writeList(itemsKey) }
        out.append(UInt8(ascii: "}"))
        return Data(out)
    }
}
