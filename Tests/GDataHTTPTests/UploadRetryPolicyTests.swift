import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// The upload engine follows the one `GDataHTTPRetryPolicy`: 429 with `Retry-After` is waited out and recovered by a
/// status query, non-retryable statuses end the upload at once; over libcurl against the protocol server on
/// 127.0.0.1, with the policy's public `sleeper` recording the waits.
@Suite struct UploadRetryPolicyTests {
    /// The protocol server, but the first chunk (`Content-Range: bytes a-b/n`) is answered `status` with `headers`.
    static func serverFailingFirstChunk(
        _ uploads: UploadTestServer,
        status: Int,
        headers: [TestHTTPHeader]
    ) async throws -> (TestHTTPServer, TestLockedValue<Int>) {
        let failed = TestLockedValue(0)
        let server = try await TestHTTPServer.start { request in
            let isChunk =
                request.method == "PUT" && request.header("Content-Range").map { !$0.hasPrefix("bytes */") } == true
            if isChunk,
                failed.withLock({ count -> Bool in
                    count += 1
                    return count == 1
                })
            {
                return TestHTTPResponse.status(status, headers: headers)
            }
            return uploads.handle(request)
        }
        return (server, failed)
    }

    static func upload(
        to server: TestHTTPServer,
        media: Data,
        fetcher: GDataHTTPFetcher,
        sleeps: TestLockedValue<[TimeInterval]>
    )
        throws -> GDataResumableUpload
    {
        var policy = GDataHTTPRetryPolicy.upload
        policy.initialIntervalRange = 5...5
        policy.sleeper = { seconds in sleeps.withLock { $0.append(seconds) } }
        return try GDataResumableUpload(
            request: GDataHTTPRequest(url: server.url("/start/resumable"), method: "POST"),
            dialect: .resumable,
            source: .data(media),
            mimeType: "application/octet-stream",
            transport: fetcher,
            options: .init(chunkSize: 262_144, retryPolicy: policy)
        )
    }

    @Test func a429WithRetryAfterIsWaitedOutAndRecovered() async throws {
        let media = uploadBytes(600_000, seed: 3)
        let uploads = UploadTestServer()
        let (server, failed) = try await Self.serverFailingFirstChunk(
            uploads,
            status: 429,
            headers: [TestHTTPHeader("Retry-After", "1")]
        )
        let fetcher = GDataHTTPFetcher()
        let sleeps = TestLockedValue<[TimeInterval]>([])
        let result = await Result.capture {
            try await Self.upload(to: server, media: media, fetcher: fetcher, sleeps: sleeps).start()
        }
        await fetcher.shutdown()
        await server.stop()
        let response = try result.get()
        #expect(response.isSuccess)
        #expect(failed.current >= 2)
        #expect(sleeps.current == [1], "Retry-After: 1 replaces the computed 5 s")
        #expect(uploads.sessions.first?.received == media)
    }

    @Test(arguments: [400, 403, 404]) func aNonRetryableStatusEndsTheUploadWithoutWaiting(status: Int) async throws {
        let uploads = UploadTestServer()
        let (server, failed) = try await Self.serverFailingFirstChunk(uploads, status: status, headers: [])
        let fetcher = GDataHTTPFetcher()
        let sleeps = TestLockedValue<[TimeInterval]>([])
        let result = await Result.capture {
            try await Self.upload(to: server, media: uploadBytes(600_000), fetcher: fetcher, sleeps: sleeps).start()
        }
        await fetcher.shutdown()
        await server.stop()
        guard case .failure(let failure) = result else {
            Issue.record("the upload succeeded after a \(status)")
            return
        }
        let error = try #require(failure as? GDataHTTPError)
        #expect(error.status == status)
        #expect(failed.current == 1, "one chunk request, no retry")
        #expect(sleeps.current.isEmpty)
    }
}
