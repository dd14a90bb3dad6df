import Foundation
import Testing

@testable import GDataHTTP

@Suite struct UploadMultipartTests {
    @Test func relatedLayoutIsExact() throws {
        let entry = Data("<entry xmlns='http://www.w3.org/2005/Atom'><title>T</title></entry>".utf8)
        let media = Data("Hello, world!".utf8)
        let body = try GDataMultipartBody.related(
            metadata: entry,
            media: .data(media),
            mediaType: "text/plain",
            slug: "filename slug.txt"
        )
        let expected =
            "\r\n--END_OF_PART\r\nContent-Type: application/atom+xml; charset=UTF-8\r\n\r\n"
            + "<entry xmlns='http://www.w3.org/2005/Atom'><title>T</title></entry>"
            + "\r\n--END_OF_PART\r\nContent-Transfer-Encoding: binary\r\nContent-Type: text/plain\r\n\r\n"
            + "Hello, world!" + "\r\n--END_OF_PART--\r\n"
        #expect(try wireBytes(body.body) == Data(expected.utf8))
        #expect(body.contentLength == Int64(expected.utf8.count))
        #expect(body.contentType == "multipart/related; boundary=\"END_OF_PART\"")
        #expect(body.boundary == "END_OF_PART")
        let headers = body.headers
        #expect(headers.fields.map(\.name) == ["Content-Type", "MIME-Version", "Slug", "Content-Length"])
        #expect(headers["MIME-Version"] == "1.0")
        #expect(headers["Slug"] == "filename slug.txt")
        #expect(headers["Content-Length"] == String(expected.utf8.count))
    }

    @Test func fileMediaStaysAFileRegion() throws {
        let media = uploadBytes(100_000)
        let file = try TemporaryFile(media)
        defer { file.cleanup() }
        let body = try GDataMultipartBody.related(
            metadata: Data("{}".utf8),
            metadataType: GDataMultipartBody.jsonContentType,
            media: .file(file.url),
            mediaType: "application/octet-stream"
        )
        guard case .parts(let parts) = body.body else {
            Issue.record("expected parts")
            return
        }
        #expect(parts.contains(.file(file.url)))
        var expected = Data("\r\n--END_OF_PART\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n{}".utf8)
        expected.append(
            Data(
                "\r\n--END_OF_PART\r\nContent-Transfer-Encoding: binary\r\nContent-Type: application/octet-stream\r\n\r\n"
                    .utf8
            )
        )
        expected.append(media)
        expected.append(Data("\r\n--END_OF_PART--\r\n".utf8))
        #expect(try wireBytes(body.body) == expected)
        #expect(body.contentLength == Int64(expected.count))
    }

    @Test func boundaryCollisionInDataPicksRandomBoundary() throws {
        let media = Data("xx END_OF_PART yy".utf8)
        let body = try GDataMultipartBody.related(
            metadata: Data("<entry/>".utf8),
            metadataType: GDataMultipartBody.atomContentType,
            media: .data(media),
            mediaType: "text/plain",
            slug: nil,
            random: { 0xDEAD_BEEF }
        )
        #expect(body.boundary == "END_OF_PART_deadbeef")
        #expect(body.contentType == "multipart/related; boundary=\"END_OF_PART_deadbeef\"")
        let text = String(decoding: try wireBytes(body.body), as: UTF8.self)
        #expect(text.hasPrefix("\r\n--END_OF_PART_deadbeef\r\n"))
        #expect(text.hasSuffix("\r\n--END_OF_PART_deadbeef--\r\n"))
    }

    @Test func boundaryCollisionAcrossFileChunksIsFound() throws {
        // The marker straddles the scanner's 64 KiB read boundary.
        var media = Data(repeating: 0x61, count: 64 * 1024 - 5)
        media.append(Data("END_OF_PART".utf8))
        media.append(Data(repeating: 0x62, count: 1000))
        let file = try TemporaryFile(media)
        defer { file.cleanup() }
        #expect(try GDataMultipartBody.occurs(Data("END_OF_PART".utf8), in: .file(file.url)))
        #expect(try !GDataMultipartBody.occurs(Data("END_OF_PART_".utf8), in: .file(file.url)))
        let body = try GDataMultipartBody.related(
            metadata: Data(),
            metadataType: "application/json",
            media: .file(file.url),
            mediaType: "x/y",
            slug: nil,
            random: { 7 }
        )
        #expect(body.boundary == "END_OF_PART_00000007")
    }

    @Test func fallbackBoundaryWhenRandomOnesCollide() throws {
        let media = Data("END_OF_PART END_OF_PART_00000001".utf8)
        let body = try GDataMultipartBody.related(
            metadata: Data(),
            metadataType: "application/json",
            media: .data(media),
            mediaType: "x/y",
            slug: nil,
            random: { 1 }
        )
        #expect(body.boundary == "00000001_tedborg_00000001")
    }

    @Test func noUsableBoundaryIsATypedError() throws {
        let media = Data("END_OF_PART END_OF_PART_00000001 00000001_tedborg_00000001".utf8)
        #expect {
            _ = try GDataMultipartBody.related(
                metadata: Data(),
                metadataType: "application/json",
                media: .data(media),
                mediaType: "x/y",
                slug: nil,
                random: { 1 }
            )
        } throws: { ($0 as? GDataHTTPError)?.code == .uploadFailed }
    }

    @Test func mediaOnlyBodyAndSlugEncoding() throws {
        let media = Data("abc".utf8)
        let body = try GDataMultipartBody.mediaOnly(media: .data(media), mediaType: "text/plain", slug: "été 100%.txt")
        #expect(body.contentType == "text/plain")
        #expect(body.boundary == nil)
        #expect(body.headers["Slug"] == "%C3%A9t%C3%A9 100%25.txt")
        var request = GDataHTTPRequest(url: URL(string: "http://127.0.0.1/x")!, method: "POST")
        body.apply(to: &request)
        #expect(request.headers["Content-Type"] == "text/plain")
        #expect(request.headers["MIME-Version"] == "1.0")
        #expect(request.headers["Content-Length"] == "3")
        #expect(try wireBytes(request.body) == media)
    }

    @Test func lineBreakInContentTypeIsRejected() {
        #expect(throws: GDataHTTPError.self) {
            _ = try GDataMultipartBody.mediaOnly(media: .data(Data()), mediaType: "text/plain\r\nX-Evil: 1")
        }
    }

    @Test func missingFileIsAFileIOError() {
        let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)")
        #expect {
            _ = try GDataMultipartBody.related(metadata: Data(), media: .file(url), mediaType: "x/y")
        } throws: { ($0 as? GDataHTTPError)?.code == .fileIO }
    }
}
