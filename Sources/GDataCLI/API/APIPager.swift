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
        var merged: [String: Any]?
        var listKey = declaredKey
        var token: String?
        var pages = 0
        repeat {
            var pageParameters = parameters.filter { $0.name != "pageToken" || token == nil }
            if let token { pageParameters.append((name: "pageToken", value: token)) }
            let request = try client.request(method: method, parameters: pageParameters, body: body)
            let response = try await client.send(request, label: method.id)
            pages += 1
            guard let page = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any] else {
                throw ServiceCommandFailure(message: "page \(pages) of \(method.id) is not a JSON object", code: .malformedDocument)
            }
            token = (page["nextPageToken"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            client.note("* page \(pages) fetched" + (token == nil ? " (last)" : ""))
            if listKey == nil { listKey = Self.onlyListKey(in: page) }
            if var accumulated = merged {
                if let listKey {
                    let items = (accumulated[listKey] as? [Any] ?? []) + (page[listKey] as? [Any] ?? [])
                    accumulated[listKey] = items
                }
                merged = accumulated
            } else {
                merged = page
            }
        } while token != nil && pages < (maxPages ?? Int.max)
        var result = merged ?? [:]
        result.removeValue(forKey: "nextPageToken")
        let data: Data
        do {
            data = try JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        } catch {
            throw ServiceCommandFailure(message: "cannot write the merged pages: \(error)", code: .failure)
        }
        APIClient.printBody(data)
        if token != nil {
            CLIOutput.error("more results remain after \(pages) pages\n")
        }
        return .success
    }

    /// The list field of the method's response schema: `items` when it is an array, else the schema's only array.
    static func listKey(of method: GTLRDiscoveryMethod, in document: GTLRDiscoveryDocument) -> String? {
        guard let ref = method.response?.ref, let schema = document.schemas[ref] else { return nil }
        let arrays = schema.properties.filter { $0.value.type == "array" }.map(\.key).sorted()
        if arrays.contains("items") { return "items" }
        return arrays.count == 1 ? arrays[0] : nil
    }

    /// The only array-valued member of a page, when the document does not say.
    static func onlyListKey(in page: [String: Any]) -> String? {
        let arrays = page.filter { $0.value is [Any] }.map(\.key)
        return arrays.count == 1 ? arrays[0] : nil
    }
}
