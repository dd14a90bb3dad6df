import Foundation
import GDataHTTP
import GDataTestSupport
import Testing

/// Starts a server, runs `body` with it and stops it (also when `body` throws).
func withServer<T>(
    _ handler: @escaping TestHTTPServer.Handler,
    _ body: (TestHTTPServer) async throws -> T
) async throws -> T {
    let server = try await TestHTTPServer.start(handler: handler)
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// Creates a fetcher, runs `body` with it and shuts it down.
func withFetcher<T>(
    _ configuration: GDataHTTPFetcher.Configuration = .init(),
    _ body: (GDataHTTPFetcher) async throws -> T
) async throws -> T {
    let fetcher = GDataHTTPFetcher(configuration: configuration)
    do {
        let result = try await body(fetcher)
        await fetcher.shutdown()
        return result
    } catch {
        await fetcher.shutdown()
        throw error
    }
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

/// A temporary directory removed by `body`'s end.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gdata-http-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try await body(url)
}
