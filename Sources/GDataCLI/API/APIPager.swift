import Foundation
import GDataHTTP
import GTLRDiscovery

/// `gdata api --all-pages`: follows `nextPageToken` and prints one object holding every page's items.
struct APIPager {
    let client: APIClient
    let method: GTLRDiscoveryMethod
    let parameters: [(name: String, value: String)]
    let body: Data?

    /// Fetches pages (at most `maxPages`), merges their list field in page order and prints the result without
    /// `nextPageToken`; when pages remain after `maxPages`, says so on standard error (exit 0).
    func run(maxPages: Int?) async throws -> CLIExitCode {
        guard method.parameters["pageToken"] != nil else {
            throw ServiceCommandFailure(message: "\(method.id) does not page (it has no pageToken)", code: .failure)
        }
        let declaredKey = Self.listKey(of: method, in: client.document)
        var first: (bytes: [UInt8], members: [APIJSONSplicer.Member])?
        var listKey = declaredKey
        var items: [(page: Int, range: Range<Int>)] = []
        var pageBytes: [[UInt8]] = []
        var token: String?
        var pages = 0
        repeat {
            var pageParameters = parameters.filter { $0.name != "pageToken" || token == nil }
            if let token { pageParameters.append((name: "pageToken", value: token)) }
            let request = try client.request(method: method, parameters: pageParameters, body: body)
            let response = try await client.send(request, label: method.id)
            pages += 1
            // The page is not decoded into objects (as a single call prints the body as received): the scanner
            // finds its members, the token and the list's elements, and the merged output copies those bytes.
            let bytes = [UInt8](response.body)
            guard let members = APIJSONSplicer.members(of: bytes) else {
                throw ServiceCommandFailure(
                    message: "page \(pages) of \(method.id) is not a JSON object", code: .malformedDocument)
            }
            token = members.first { $0.key == "nextPageToken" }
                .flatMap { APIJSONSplicer.decodeString(bytes[$0.value]) }
                .flatMap { $0.isEmpty ? nil : $0 }
            client.note("* page \(pages) fetched" + (token == nil ? " (last)" : ""))
            if listKey == nil { listKey = Self.onlyListKey(in: members, bytes: bytes) }
            if first == nil { first = (bytes, members) }
            if let listKey, let list = members.first(where: { $0.key == listKey }) {
                let index = pageBytes.count
                items += APIJSONSplicer.elements(of: bytes, in: list.value).map { (page: index, range: $0) }
            }
            pageBytes.append(bytes)
        } while token != nil && pages < (maxPages ?? Int.max)
        APIClient.printBody(Self.merged(first: first, listKey: listKey, pages: pageBytes, items: items))
        if token != nil {
            CLIOutput.error("more results remain after \(pages) pages\n")
        }
        return .success
    }

    /// The first page's members in order, without `nextPageToken`, with the list field holding every page's items.
    static func merged(
        first: (bytes: [UInt8], members: [APIJSONSplicer.Member])?, listKey: String?, pages: [[UInt8]],
        items: [(page: Int, range: Range<Int>)]
    ) -> Data {
        guard let first else { return Data("{}".utf8) }
        var out: [UInt8] = [UInt8(ascii: "{")]
        var wroteList = false
        func separator() { if out.count > 1 { out.append(UInt8(ascii: ",")) } }
        func writeList(_ key: String) {
            separator()
            out += Array(APIBatchRunner.jsonText(key).utf8) + [UInt8(ascii: ":"), UInt8(ascii: "[")]
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out += pages[item.page][item.range]
            }
            out.append(UInt8(ascii: "]"))
            wroteList = true
        }
        for member in first.members where member.key != "nextPageToken" {
            if member.key == listKey {
                writeList(member.key)
            } else {
                separator()
                out += Array(APIBatchRunner.jsonText(member.key).utf8) + [UInt8(ascii: ":")]
                out += first.bytes[member.value]
            }
        }
        // A first page without the list field (an empty first page) still gets it when later pages had items.
        if let listKey, !wroteList, !items.isEmpty { writeList(listKey) }
        out.append(UInt8(ascii: "}"))
        return Data(out)
    }

    /// The list field of the method's response schema: `items` when it is an array, else the schema's only array.
    static func listKey(of method: GTLRDiscoveryMethod, in document: GTLRDiscoveryDocument) -> String? {
        guard let ref = method.response?.ref, let schema = document.schemas[ref] else { return nil }
        let arrays = schema.properties.filter { $0.value.type == "array" }.map(\.key).sorted()
        if arrays.contains("items") { return "items" }
        return arrays.count == 1 ? arrays[0] : nil
    }

    /// The only array-valued member of a page, when the document does not say.
    static func onlyListKey(in members: [APIJSONSplicer.Member], bytes: [UInt8]) -> String? {
        let arrays = members.filter { bytes[$0.value.lowerBound] == UInt8(ascii: "[") }
        return arrays.count == 1 ? arrays[0].key : nil
    }
}
