import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// Creates a fetcher, runs `body` with it and shuts it down.
func withFetcher<T>(
    _ configuration: GDataHTTPFetcher.Configuration = .init(),
    _ body: (GDataHTTPFetcher) async throws -> T
) async throws -> T {
    let fetcher = GDataHTTPFetcher(configuration: configuration)
    return try await withCleanup({ try await body(fetcher) }, cleanup: { await fetcher.shutdown() })
}

/// Returns the error `body` throws as a ``GDataHTTPError`` (recording an issue if it does not throw one).
func httpError(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> GDataHTTPError? {
    do {
        try await body()
        Issue.record("expected a GDataHTTPError, nothing was thrown", sourceLocation: sourceLocation)
        return nil
    } catch let error as GDataHTTPError {
        return error
    } catch {
        Issue.record("expected a GDataHTTPError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Collects progress reports from the I/O thread.
final class ProgressLog: Sendable {
    private let box = TestLockedValue<[GDataHTTPProgress]>([])
    var handler: GDataHTTPProgressHandler { { [box] progress in box.withLock { $0.append(progress) } } }
    var reports: [GDataHTTPProgress] { box.current }
}

/// Deterministic pseudo-random bytes.
func testBytes(_ count: Int, seed: UInt64 = 42) -> Data {
    var state = seed
    var data = Data(count: count)
    for i in 0..<count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        data[i] = UInt8(truncatingIfNeeded: state >> 33)
    }
    return data
}
