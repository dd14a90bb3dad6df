import Foundation
import GDataTestSupport
import Testing

@testable import GDataHTTP

/// Downloads that continue where they stopped: `Range` under `If-Range`, a changed resource starting over, servers
/// ignoring ranges, `416` on a complete file, weak validators, partial files kept across calls, and the checked `206`.
@Suite("Fetcher download resume")
struct FetcherResumeTests {
    static let date = "Sun, 07 Dec 2025 10:00:00 GMT"
    static let oldDate = "Sun, 07 Dec 2025 09:00:00 GMT"

    /// Fast retries.
    static var retrying: GDataHTTPFetcher.Configuration {
        var configuration = GDataHTTPFetcher.Configuration()
        configuration.retry = GDataHTTPRetryPolicy(initialIntervalRange: 0.01...0.02)
        return configuration
    }

    /// Records download events.
    final class Events: Sendable {
        private let box = TestLockedValue<[GDataHTTPDownloadEvent]>([])
        var handler: @Sendable (GDataHTTPDownloadEvent) -> Void { { [box] event in box.withLock { $0.append(event) } } }
        var all: [GDataHTTPDownloadEvent] { box.current }
        var options: GDataHTTPDownloadOptions { GDataHTTPDownloadOptions(eventHandler: handler) }
    }

    static func names(in directory: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    }

    // MARK: - Within one call

    @Test("a body cut off mid-way is continued with Range under If-Range and Accept-Encoding identity")
    func droppedBodyContinues() async throws {
        let content = testBytes(1_000_000, seed: 3)
        let version = TestRangeResource(body: content, etag: "\"v1\"")
        let events = Events()
        let log = ProgressLog()
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("movie.bin")
            try await withServer(version.cuttingFirstAnswer(after: 300_000)) { server in
                try await withFetcher(Self.retrying) { fetcher in
                    let response = try await fetcher.download(
                        GDataHTTPRequest(url: server.url("/movie")),
                        to: destination,
                        options: events.options,
                        progress: log.handler
                    )
                    #expect(response.status == 206)
                    #expect(response.headers["Content-Range"] == "bytes 300000-999999/1000000")
                }
                let requests = server.requests
                try #require(requests.count == 2)
                #expect(requests[0].header("Range") == nil)
                #expect(requests[0].header("Accept-Encoding")?.contains("gzip") == true)
                #expect(requests[1].header("Range") == "bytes=300000-")
                #expect(requests[1].header("If-Range") == "\"v1\"")
                #expect(requests[1].header("Accept-Encoding") == "identity")
            }
            #expect(try Data(contentsOf: destination) == content)
            #expect(try Self.names(in: directory) == ["movie.bin"])
            #expect(events.all == [.resuming(offset: 300_000, validator: "\"v1\"")])
            // Progress counts the bytes held: the resumed attempt reports from 300,000 up to the whole length.
            let last = try #require(log.reports.last)
            #expect(last.bytesReceived == 1_000_000)
            #expect(last.totalBytesToReceive == 1_000_000)
        }
    }

    @Test("a resource that changed between attempts starts over: the file holds only the new version")
    func changedResourceStartsOver() async throws {
        let old = TestRangeResource(body: testBytes(1_000_000, seed: 1), etag: "\"v1\"")
        let new = TestRangeResource(body: testBytes(700_000, seed: 2), etag: "\"v2\"")
        let events = Events()
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("doc.bin")
            try await withServer(
                TestHTTPServer.numbered { number, request in
                    number == 1 ? old.answer(request).dropAfter(bytes: 400_000) : new.answer(request)
                }
            ) { server in
                try await withFetcher(Self.retrying) { fetcher in
                    let response = try await fetcher.download(
                        GDataHTTPRequest(url: server.url("/doc")),
                        to: destination,
                        options: events.options
                    )
                    #expect(response.status == 200)
                }
                let second = try #require(server.requests.dropFirst().first)
                #expect(second.header("Range") == "bytes=400000-")
                #expect(second.header("If-Range") == "\"v1\"")
            }
            #expect(try Data(contentsOf: destination) == new.body)
            #expect(
                events.all == [
                    .resuming(offset: 400_000, validator: "\"v1\""),
                    .startingOver(bytes: 400_000, reason: .fullResponse),
                ]
            )
        }
    }

    @Test("a server that ignores Range answers 200: the file starts over and is written once")
    func serverIgnoringRange() async throws {
        let version = TestRangeResource(body: testBytes(600_000, seed: 4), etag: "\"v1\"", honoursRange: false)
        let events = Events()
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("big.bin")
            try await withServer(version.cuttingFirstAnswer(after: 250_000)) { server in
                try await withFetcher(Self.retrying) { fetcher in
                    _ = try await fetcher.download(
                        GDataHTTPRequest(url: server.url("/big")),
                        to: destination,
                        options: events.options
                    )
                }
                #expect(server.requests.map { $0.header("Range") } == [nil, "bytes=250000-"])
            }
            #expect(try Data(contentsOf: destination) == version.body)
            #expect(events.all.last == .startingOver(bytes: 250_000, reason: .fullResponse))
        }
    }

    @Test("a weak ETag is never sent in If-Range, and neither is a date beside it: the retry starts over")
    func weakETagStartsOver() async throws {
        let version = TestRangeResource(
            body: testBytes(300_000, seed: 5),
            etag: "W/\"v1\"",
            lastModified: Self.oldDate,
            date: Self.date
        )
        let events = Events()
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("weak.bin")
            try await withServer(version.cuttingFirstAnswer(after: 100_000)) { server in
                try await withFetcher(Self.retrying) { fetcher in
                    _ = try await fetcher.download(
                        GDataHTTPRequest(url: server.url("/weak")),
                        to: destination,
                        options: events.options
                    )
                }
                let second = try #require(server.requests.dropFirst().first)
                #expect(second.header("Range") == nil)
                #expect(second.header("If-Range") == nil)
            }
            #expect(try Data(contentsOf: destination) == version.body)
            #expect(events.all == [.startingOver(bytes: 100_000, reason: .noValidator)])
        }
    }

    @Test("without an ETag, a Last-Modified a second older than Date guards the range")
    func lastModifiedGuardsTheRange() async throws {
        let version = TestRangeResource(body: testBytes(300_000, seed: 6), lastModified: Self.oldDate, date: Self.date)
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("dated.bin")
            try await withServer(version.cuttingFirstAnswer(after: 120_000)) { server in
                try await withFetcher(Self.retrying) { fetcher in
                    _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/dated")), to: destination)
                }
                let second = try #require(server.requests.dropFirst().first)
                #expect(second.header("Range") == "bytes=120000-")
                #expect(second.header("If-Range") == Self.oldDate)
            }
            #expect(try Data(contentsOf: destination) == version.body)
        }
    }

    @Test(
        "which validator may guard a range (RFC 9110 §13.1.5)",
        arguments: [
            (#""abc""#, nil, nil, #""abc""#),
            (#"W/"abc""#, "Sun, 07 Dec 2025 09:00:00 GMT", "Sun, 07 Dec 2025 10:00:00 GMT", nil),
            (nil, "Sun, 07 Dec 2025 09:00:00 GMT", "Sun, 07 Dec 2025 10:00:00 GMT", "Sun, 07 Dec 2025 09:00:00 GMT"),
            // Modified in the second the response was sent: not a strong validator.
            (nil, "Sun, 07 Dec 2025 10:00:00 GMT", "Sun, 07 Dec 2025 10:00:00 GMT", nil),
            (nil, "Sun, 07 Dec 2025 09:00:00 GMT", nil, nil),  // no Date to compare with
            (#""ab"c""#, nil, nil, nil),  // not an entity tag
            (nil, "yesterday", "Sun, 07 Dec 2025 10:00:00 GMT", nil),
        ] as [(String?, String?, String?, String?)]
    )
    func validatorChoice(etag: String?, lastModified: String?, date: String?, ifRange: String?) {
        #expect(GDataHTTPRangeValidator(etag: etag, lastModified: lastModified, date: date).ifRange == ifRange)
    }

    // MARK: - The 206 is checked

    @Test(
        "a 206 that cannot continue the bytes held fails with invalidResponse and leaves no file",
        arguments: [
            ("bytes 0-99999/200000", nil),  // not where asked
            ("bytes 100000-199999/300000", nil),  // another total
            ("bytes 100000-199999/200000", "gzip"),  // encoded bytes
            ("bytes 100000-199999", nil),  // no total
        ] as [(String, String?)]
    )
    func unusablePartialResponse(contentRange: String, encoding: String?) async throws {
        let content = testBytes(200_000, seed: 7)
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("range.bin")
            try await withServer(
                TestHTTPServer.numbered { number, _ in
                    if number == 1 {
                        return TestHTTPResponse(status: 200, headers: [TestHTTPHeader("ETag", "\"v1\"")], body: content)
                            .dropAfter(bytes: 100_000)
                    }
                    var headers = [TestHTTPHeader("ETag", "\"v1\""), TestHTTPHeader("Content-Range", contentRange)]
                    if let encoding { headers.append(TestHTTPHeader("Content-Encoding", encoding)) }
                    return TestHTTPResponse(status: 206, headers: headers, body: content.subdata(in: 100_000..<200_000))
                }
            ) { server in
                try await withFetcher(Self.retrying) { fetcher in
                    let error = await httpError {
                        _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/range")), to: destination)
                    }
                    #expect(error?.code == .invalidResponse)
                    #expect(error?.message.contains("Content-Range") == true, "\(error?.message ?? "")")
                }
                #expect(server.requests.count == 2)
            }
            #expect(try Self.names(in: directory).isEmpty)
        }
    }

    // MARK: - Across calls: NAME.part and its resume record

    @Test("a kept partial file survives a failed call, holds no credential, and the next call continues it")
    func keptPartialFileContinuesInTheNextCall() async throws {
        let content = testBytes(900_000, seed: 8)
        let version = TestRangeResource(body: content, etag: "\"v7\"")
        let events = Events()
        var options = events.options
        options.partialFile = .keep
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("kept.bin")
            let part = directory.appendingPathComponent("kept.bin.part")
            let record = directory.appendingPathComponent("kept.bin.part.resume")
            try await withServer(version.cuttingFirstAnswer(after: 400_000)) { server in
                let url = server.url("/kept?key=secret-key&alt=media")
                try await withFetcher { fetcher in
                    let error = await httpError {
                        _ = try await fetcher.download(GDataHTTPRequest(url: url), to: destination, options: options)
                    }
                    #expect(error?.code == .network)
                }
                #expect(try Self.names(in: directory) == ["kept.bin.part", "kept.bin.part.resume"])
                #expect(try Data(contentsOf: part) == content.prefix(400_000))
                for file in [part, record] {
                    let mode = try #require(
                        try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
                    )
                    #expect(mode == 0o600, "\(file.lastPathComponent): \(String(mode, radix: 8))")
                }
                let recorded = try String(contentsOf: record, encoding: .utf8)
                #expect(!recorded.contains("secret-key"))
                #expect(recorded.contains("key=_snip_"))
                #expect(recorded.contains(#"\"v7\""#))

                try await withFetcher { fetcher in
                    _ = try await fetcher.download(GDataHTTPRequest(url: url), to: destination, options: options)
                }
                let second = try #require(server.requests.dropFirst().first)
                #expect(second.header("Range") == "bytes=400000-")
                #expect(second.header("If-Range") == "\"v7\"")
            }
            #expect(try Data(contentsOf: destination) == content)
            #expect(try Self.names(in: directory) == ["kept.bin"])
            let mode = try #require(
                try FileManager.default.attributesOfItem(atPath: destination.path)[.posixPermissions] as? Int
            )
            #expect(mode == Int(0o644 & ~GDataPartialDownload.umask))
            #expect(events.all == [.resuming(offset: 400_000, validator: "\"v7\"")])
        }
    }

    /// Writes `NAME.part` holding `bytes` and its resume record (for `url`, validator `etag`).
    static func plantPartialFile(
        _ destination: URL,
        bytes: Data,
        url: URL,
        etag: String?,
        length: Int64?
    ) throws {
        let part = destination.path + ".part"
        #expect(FileManager.default.createFile(atPath: part, contents: bytes, attributes: [.posixPermissions: 0o600]))
        let validator = etag.map { GDataHTTPRangeValidator(etag: $0, lastModified: nil, date: nil) }
        try GDataHTTPResumeRecord(url: GDataHTTPRedaction.url(url), validator: validator, length: length)
            .write(to: part + ".resume")
    }

    @Test("a 416 naming the length of a kept file means it was complete: it is moved into place")
    func unsatisfiableRangeOnACompleteFile() async throws {
        let version = TestRangeResource(body: testBytes(500_000, seed: 9), etag: "\"done\"")
        let events = Events()
        var options = events.options
        options.partialFile = .keep
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("done.bin")
            try await withServer({ request in version.answer(request) }) { server in
                let url = server.url("/done")
                try Self.plantPartialFile(destination, bytes: version.body, url: url, etag: "\"done\"", length: 500_000)
                let response = try await withFetcher { fetcher in
                    try await fetcher.download(GDataHTTPRequest(url: url), to: destination, options: options)
                }
                #expect(response.status == 200)
                #expect(response.headers["Content-Length"] == "500000")
                #expect(response.headers["Content-Range"] == nil)
                #expect(server.requests.count == 1)
                #expect(server.requests.first?.header("Range") == "bytes=500000-")
                #expect(server.requests.first?.header("If-Range") == "\"done\"")
            }
            #expect(try Data(contentsOf: destination) == version.body)
            #expect(try Self.names(in: directory) == ["done.bin"])
            #expect(
                events.all == [.resuming(offset: 500_000, validator: "\"done\""), .alreadyComplete(bytes: 500_000)]
            )
        }
    }

    @Test("a 416 naming another length starts over; a record for another URL is not continued")
    func unsatisfiableOtherLengthAndForeignRecord() async throws {
        let version = TestRangeResource(body: testBytes(300_000, seed: 10), etag: "\"e\"")
        try await withTemporaryDirectory { directory in
            try await withServer({ request in version.answer(request) }) { server in
                let longer = directory.appendingPathComponent("longer.bin")
                try Self.plantPartialFile(
                    longer,
                    bytes: testBytes(300_100, seed: 10),
                    url: server.url("/e"),
                    etag: "\"e\"",
                    length: nil
                )
                let foreign = directory.appendingPathComponent("foreign.bin")
                try Self.plantPartialFile(
                    foreign,
                    bytes: version.body.prefix(1000),
                    url: server.url("/other"),
                    etag: "\"e\"",
                    length: nil
                )
                let events = Events()
                var options = events.options
                options.partialFile = .keep
                try await withFetcher { fetcher in
                    _ = try await fetcher.download(
                        GDataHTTPRequest(url: server.url("/e")),
                        to: longer,
                        options: options
                    )
                    _ = try await fetcher.download(
                        GDataHTTPRequest(url: server.url("/e")),
                        to: foreign,
                        options: options
                    )
                }
                #expect(server.requests.map { $0.header("Range") } == ["bytes=300100-", nil, nil])
                #expect(
                    events.all == [
                        .resuming(offset: 300_100, validator: "\"e\""),
                        .startingOver(bytes: 300_100, reason: .lengthChanged),
                        .startingOver(bytes: 1000, reason: .unusableRecord),
                    ]
                )
                #expect(try Data(contentsOf: longer) == version.body)
                #expect(try Data(contentsOf: foreign) == version.body)
            }
            #expect(try Self.names(in: directory) == ["longer.bin", "foreign.bin"])
        }
    }

    @Test("a kept file without a validator starts over, unless continuing without one is asked for")
    func noValidatorStartsOverUnlessForced() async throws {
        let content = testBytes(200_000, seed: 11)
        try await withTemporaryDirectory { directory in
            try await withServer({ request in TestRangeResource(body: content).answer(request) }) { server in
                let url = server.url("/plain")
                var forced = GDataHTTPDownloadOptions(partialFile: .keep)
                forced.resumesWithoutValidator = true
                let safe = directory.appendingPathComponent("safe.bin")
                try Self.plantPartialFile(safe, bytes: content.prefix(50_000), url: url, etag: nil, length: nil)
                let blind = directory.appendingPathComponent("blind.bin")
                try Self.plantPartialFile(blind, bytes: content.prefix(50_000), url: url, etag: nil, length: nil)
                try await withFetcher { fetcher in
                    _ = try await fetcher.download(
                        GDataHTTPRequest(url: url),
                        to: safe,
                        options: GDataHTTPDownloadOptions(partialFile: .keep)
                    )
                    _ = try await fetcher.download(GDataHTTPRequest(url: url), to: blind, options: forced)
                }
                #expect(server.requests.map { $0.header("Range") } == [nil, "bytes=50000-"])
                #expect(server.requests.map { $0.header("If-Range") } == [nil, nil])
                #expect(try Data(contentsOf: safe) == content)
                #expect(try Data(contentsOf: blind) == content)
            }
        }
    }

    @Test("a planted symlink or a second download at NAME.part is refused, never followed")
    func partialFileSafety() async throws {
        try await withTemporaryDirectory { directory in
            let victim = directory.appendingPathComponent("victim")
            try Data("precious".utf8).write(to: victim)
            let destination = directory.appendingPathComponent("out.bin")
            try FileManager.default.createSymbolicLink(
                atPath: destination.path + ".part",
                withDestinationPath: victim.path
            )
            let options = GDataHTTPDownloadOptions(partialFile: .keep)
            try await withFetcher { fetcher in
                let error = await httpError {
                    _ = try await fetcher.download(
                        GDataHTTPRequest(url: URL(string: "http://127.0.0.1:9/x")!),
                        to: destination,
                        options: options
                    )
                }
                #expect(error?.code == .fileIO)
            }
            #expect(try Data(contentsOf: victim) == Data("precious".utf8))

            // A NAME.part another download holds (its lock) is not written to.
            let busy = directory.appendingPathComponent("busy.bin")
            try Self.plantPartialFile(
                busy,
                bytes: Data("abc".utf8),
                url: URL(string: "http://127.0.0.1:9/x")!,
                etag: "\"a\"",
                length: nil
            )
            let first = try GDataPartialDownload(
                destination: busy,
                url: URL(string: "http://127.0.0.1:9/x")!,
                options: options
            )
            #expect(throws: GDataHTTPError.self) {
                _ = try GDataPartialDownload(
                    destination: busy,
                    url: URL(string: "http://127.0.0.1:9/x")!,
                    options: options
                )
            }
            #expect(first.held == 3)
            first.discard()
        }
    }

    // MARK: - Compression

    @Test("a gzip first attempt is continued in identity bytes: the decoded bytes held are the identity prefix")
    func compressedFirstAttemptContinuesInIdentity() async throws {
        // Bytes that do not compress: the gzip stream is as long as the body, so the cut falls half-way.
        let content = testBytes(1_000_000, seed: 16)
        let version = TestRangeResource(body: content, etag: "\"text\"")
        try await withTemporaryDirectory { directory in
            let destination = directory.appendingPathComponent("text.txt")
            try await withServer(
                TestHTTPServer.numbered { number, request in
                    if number == 1 {
                        return version.answer(request).encoded(.gzip).dropAfter(bytes: 500_000)
                    }
                    return version.answer(request)
                }
            ) { server in
                try await withFetcher(Self.retrying) { fetcher in
                    _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/text")), to: destination)
                }
                let second = try #require(server.requests.dropFirst().first)
                #expect(second.header("Accept-Encoding") == "identity")
                let range = try #require(second.header("Range"))
                let offset = try #require(Int(range.dropFirst(6).dropLast()))
                #expect(offset > 0 && offset < content.count)
            }
            #expect(try Data(contentsOf: destination) == content)
        }
    }

    // MARK: - Descriptors (resume within the call only)

    @Test("a descriptor download continues within the call: nothing is written twice")
    func descriptorContinues() async throws {
        let version = TestRangeResource(body: testBytes(200_000, seed: 12), etag: "\"d\"")
        try await withTemporaryDirectory { directory in
            let (fd, url) = try FetcherDescriptorDownloadTests.openFile(in: directory)
            defer { close(fd) }
            try await withServer(version.cuttingFirstAnswer(after: 50_000)) { server in
                try await withFetcher(Self.retrying) { fetcher in
                    _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/d")), toFileDescriptor: fd)
                }
                #expect(server.requests.map { $0.header("Range") } == [nil, "bytes=50000-"])
            }
            #expect(try Data(contentsOf: url) == version.body)
        }
    }

    @Test("a descriptor skips what it has when the server ignores Range but sends the same version")
    func descriptorSkipsSameVersion() async throws {
        let version = TestRangeResource(body: testBytes(200_000, seed: 13), etag: "\"same\"", honoursRange: false)
        try await withTemporaryDirectory { directory in
            let (fd, url) = try FetcherDescriptorDownloadTests.openFile(in: directory)
            defer { close(fd) }
            try await withServer(version.cuttingFirstAnswer(after: 70_000)) { server in
                try await withFetcher(Self.retrying) { fetcher in
                    _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/s")), toFileDescriptor: fd)
                }
                #expect(server.requests.count == 2)
            }
            #expect(try Data(contentsOf: url) == version.body)
        }
    }

    @Test("a descriptor fails when the resource changed after bytes were written: they cannot be taken back")
    func descriptorFailsOnAnotherVersion() async throws {
        let old = TestRangeResource(body: testBytes(200_000, seed: 14), etag: "\"old\"")
        let new = TestRangeResource(body: testBytes(200_000, seed: 15), etag: "\"new\"")
        try await withTemporaryDirectory { directory in
            let (fd, url) = try FetcherDescriptorDownloadTests.openFile(in: directory)
            defer { close(fd) }
            try await withServer(
                TestHTTPServer.numbered { number, request in
                    number == 1 ? old.answer(request).dropAfter(bytes: 60_000) : new.answer(request)
                }
            ) { server in
                try await withFetcher(Self.retrying) { fetcher in
                    let error = await httpError {
                        _ = try await fetcher.download(GDataHTTPRequest(url: server.url("/c")), toFileDescriptor: fd)
                    }
                    #expect(error?.code == .invalidResponse)
                }
                #expect(server.requests.count == 2)
            }
            #expect(try Data(contentsOf: url) == old.body.prefix(60_000))
        }
    }
}
