public import Foundation
public import GDataServer

/// Starts a ``TestHTTPServer`` answering with `handler`, runs `body` with it and stops it (also when `body` throws).
public func withServer<T>(
    _ handler: @escaping TestHTTPServer.Handler,
    _ body: (TestHTTPServer) async throws -> T
) async throws -> T {
    let server = try await TestHTTPServer.start(handler: handler)
    return try await withCleanup({ try await body(server) }, cleanup: { await server.stop() })
}

/// Starts the product's local server (`GDataLocalServer`) in memory over `documents` (feed name → Atom feed), runs
/// `body` with it and shuts it down (also when `body` throws). The server runs on ``TestTaskExecutor`` unless the
/// configuration names another executor. Tests use it wherever a GData server can be the real one.
public func withLocalServer<T>(
    documents: [String: Data],
    serviceDocument: Data? = nil,
    configuration: GDataLocalServer.Configuration = .init(),
    _ body: (GDataLocalServer) async throws -> T
) async throws -> T {
    let server = try await startLocalServer(
        documents: documents,
        serviceDocument: serviceDocument,
        configuration: configuration
    )
    return try await withCleanup({ try await body(server) }, cleanup: { try await server.shutdown() })
}

/// Starts the local server over the Atom files of `directory` (as `gdata serve DIR` does; `configuration.inMemory`
/// keeps the files unchanged), runs `body` with it and shuts it down (also when `body` throws).
public func withLocalServer<T>(
    directory: URL,
    configuration: GDataLocalServer.Configuration = .init(),
    _ body: (GDataLocalServer) async throws -> T
) async throws -> T {
    let server = try await startLocalServer(directory: directory, configuration: configuration)
    return try await withCleanup({ try await body(server) }, cleanup: { try await server.shutdown() })
}

/// Starts the product's local server in memory over `documents` with its tasks on ``TestTaskExecutor`` (unless
/// `configuration` names another executor), for a test that shuts it down itself;
/// ``withLocalServer(documents:serviceDocument:configuration:_:)`` is this and the shutdown.
public func startLocalServer(
    documents: [String: Data],
    serviceDocument: Data? = nil,
    configuration: GDataLocalServer.Configuration = .init()
) async throws -> GDataLocalServer {
    var configuration = configuration
    configuration.taskExecutor = configuration.taskExecutor ?? TestTaskExecutor.shared
    return try await GDataLocalServer.start(
        documents: documents,
        serviceDocument: serviceDocument,
        configuration: configuration
    )
}

/// Starts the local server over the Atom files of `directory` with its tasks on ``TestTaskExecutor`` (unless
/// `configuration` names another executor), for a test that shuts it down itself or leaves it running to play a
/// crash; ``withLocalServer(directory:configuration:_:)`` is this and the shutdown. Off the shared pool, a whole-suite
/// run, which fills that pool, cannot starve the server's connections.
public func startLocalServer(
    directory: URL,
    configuration: GDataLocalServer.Configuration = .init()
) async throws -> GDataLocalServer {
    var configuration = configuration
    configuration.taskExecutor = configuration.taskExecutor ?? TestTaskExecutor.shared
    return try await GDataLocalServer.start(directory: directory, configuration: configuration)
}
