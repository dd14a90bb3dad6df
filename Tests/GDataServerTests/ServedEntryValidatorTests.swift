import Foundation
import GData
import GDataServer
import Testing

/// What every served entry carries (`app:edited`) and the one entity tag of a media resource: the ETag a GET of an
/// `edit-media` URL gives is the one a PUT there with `If-Match` accepts.
@Suite("gdata serve: app:edited on every entry, one ETag per media resource")
struct ServedEntryValidatorTests {
    @Test("entries stored without app:edited are served with it, in the feed and alone, dated by their last change")
    func everyServedEntryCarriesAppEdited() async throws {
        try await withServerAndClient(["notes": Samples.feed("notes", entries: 2)]) { server, client in
            let feed = try await client.get(server.feedURL(named: "notes")).document()
            let edited = feed.entryElements.map { $0.child(named: .app("edited"))?.stringValue }
            // The data set's entries have none: the time of their last change is their atom:updated.
            #expect(edited == ["2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z"])
            let editURL = try #require(feed.entryElements.first?.links("edit").first.flatMap(URL.init(string:)))
            let alone = try await client.get(editURL).document()
            #expect(alone.child(named: .app("edited"))?.stringValue == "2026-01-01T00:00:00Z")

            // An entry a client writes gets the server's time, once (not a second element added when served).
            let posted = try await client.send(
                "POST",
                server.feedURL(named: "notes"),
                body: Data(Samples.entry("New").utf8)
            )
            #expect(posted.status == 201)
            let written = try posted.document().children(named: .app("edited"))
            #expect(written.count == 1)
            #expect(GDataDateTime(rfc3339String: written.first?.stringValue ?? "") != nil)
        }
    }

    @Test("the ETag a GET of edit-media returns is accepted by a PUT to it with If-Match, and then replaced")
    func mediaGetETagIsTheOneAPutAccepts() async throws {
        try await withServerAndClient(
            ["photos": Samples.feed("photos", entries: 0)],
            serviceDocument: BatchMediaAuthTests.mediaService
        ) { server, client in
            let created = try await client.send(
                "POST",
                server.feedURL(named: "photos"),
                headers: [("Content-Type", "image/png"), ("Slug", "a.png")],
                body: Data(repeating: 1, count: 64)
            )
            #expect(created.status == 201)
            let mediaURL = try #require(try created.document().links("edit-media").first.flatMap(URL.init(string:)))
            let media = try await client.get(mediaURL)
            let etag = try #require(media.header("ETag"))
            // One resource, one tag: the media entry's ETag (so the original's update of the media with the entry's
            // ETag keeps working too).
            #expect(etag == created.header("ETag"))

            let replaced = try await client.send(
                "PUT",
                mediaURL,
                headers: [("Content-Type", "image/png"), ("If-Match", etag)],
                body: Data(repeating: 2, count: 8)
            )
            #expect(replaced.status == 200, "\(replaced.text)")
            let after = try await client.get(mediaURL)
            #expect(after.body == Data(repeating: 2, count: 8))
            let newTag = try #require(after.header("ETag"))
            #expect(newTag != etag)
            #expect(newTag == replaced.header("ETag"))
            #expect(try await client.get(mediaURL, headers: [("If-None-Match", newTag)]).status == 304)
            let stale = try await client.send(
                "PUT",
                mediaURL,
                headers: [("Content-Type", "image/png"), ("If-Match", etag)],
                body: Data(repeating: 3, count: 8)
            )
            #expect(stale.status == 412)
        }
    }
}
