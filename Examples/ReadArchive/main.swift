// ReadArchive: reads an archived Atom/GData feed entry by entry with the typed API.
//
//   swift run ReadArchive [FILE]      (default: Examples/archive/sample-feed.xml)
//
// It shows the migration path from the Objective-C library: `GDataFeedBase`/`GDataEntryBase` with the same accessor
// names (`title`, `updatedDate`, `links`, `editLink`, `isDeleted`…), dates as `GDataDateTime`, and links resolved
// against `xml:base`. The feed is streamed, so archives of any size run in constant memory.
//
// It depends on the `GDataCore` product alone (the object model without the service classes, which compiles in half
// the time of `GData`): every feed reads as `GDataFeedBase`, a service's elements stay as unknown XML. Depend on
// `GData` instead and the same code gets the services' classes (`GDataFeedCalendarEvent`, …).
import Foundation
import GDataCore

let path = CommandLine.arguments.dropFirst().first ?? "Examples/archive/sample-feed.xml"
do {
    let reader = try GDataFeedReader(contentsOf: URL(fileURLWithPath: path))
    guard let feed = try reader.head() as? GDataFeedBase else {
        print("\(path): not an Atom feed")
        exit(1)
    }
    print("Feed: \(feed.title?.stringValue ?? "(untitled)")")
    print("Parsed as: \(type(of: feed))")
    if let total = feed.totalResults { print("Total results on the server: \(total)") }
    if let next = feed.nextLink?.resolvedHref { print("Next page: \(next)") }

    var count = 0
    while let object = try reader.nextEntry() {
        guard let entry = object as? GDataEntryBase else { continue }
        count += 1
        let title = entry.title?.stringValue ?? "(untitled)"
        let updated = entry.updatedDate.map { $0.date.formatted(.iso8601) } ?? "-"
        let author = entry.authors.first?.personName ?? "-"
        var line = "\(count). \(title) — \(author), updated \(updated)"
        if entry.isDeleted { line += " [deleted]" }
        if let edit = entry.editLink?.resolvedHref { line += "\n   edit: \(edit)" }
        print(line)
    }
    print("\(count) entries")
} catch let error as GDataXMLError {
    print("error: \(error)")
    exit(65)
}
