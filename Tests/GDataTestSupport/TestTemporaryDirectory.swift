public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates a new, empty directory `<system temporary directory>/<prefix>-XXXXXX` for a test.
///
/// The directory is made with `mkdtemp`: exclusively (never an existing directory, whatever is already there) and
/// readable by the current user only. The caller removes it (or uses ``withTemporaryDirectory(prefix:_:)``).
public func temporaryDirectory(prefix: String = "gdata-tests") throws -> URL {
    let template = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-XXXXXX").path
    var bytes = Array(template.utf8CString)
    let created = bytes.withUnsafeMutableBufferPointer { buffer -> Bool in
        guard let base = buffer.baseAddress else { return false }
        return mkdtemp(base) != nil
    }
    guard created else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    let path = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return URL(fileURLWithPath: path, isDirectory: true)
}

/// Runs `body` with a new temporary directory (``temporaryDirectory(prefix:)``) and removes the directory and
/// everything in it afterwards, also when `body` throws.
public func withTemporaryDirectory<T>(
    prefix: String = "gdata-tests",
    _ body: (URL) async throws -> T
) async throws -> T {
    let directory = try temporaryDirectory(prefix: prefix)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// Runs `body` and then `cleanup`, also when `body` throws: the shape of every start-use-stop test fixture (servers,
/// fetchers, services), written once. A failing `cleanup` is reported when `body` succeeded; when `body` threw, its
/// error is the one rethrown.
public func withCleanup<T>(
    _ body: () async throws -> T,
    cleanup: () async throws -> Void
) async throws -> T {
    let result: T
    do {
        result = try await body()
    } catch {
        try? await cleanup()
        throw error
    }
    try await cleanup()
    return result
}
