import Foundation
import Testing

/// The libcurl shim defines only `cgdata_`-prefixed functions: libcurl's own names, defined in `gdata`, would interpose
/// them on every other user of libcurl in the process (FoundationNetworking, another C library).
@Suite("CGDataCurl exports only prefixed symbols")
struct CurlSymbolTests {
    @Test("gdata defines no curl_* function and its own cgdata_curl_* forwarders")
    func onlyPrefixedSymbols() async throws {
        let executable = try #require(GDataCLIRunner.executable, "build gdata first")
        let listing: String = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                // Only the curl-related names come back: the full listing of a debug binary is tens of megabytes.
                process.arguments = [
                    "sh", "-c", "nm --defined-only \"$0\" | awk '{print $NF}' | grep -E '^(cgdata_)?curl_' || true",
                    executable.path,
                ]
                let output = Pipe()
                process.standardOutput = output
                process.standardError = FileHandle.nullDevice
                do {
                    try process.run()
                } catch {
                    continuation.resume(throwing: error)
                    return
                }
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
        }
        let names = listing.split(separator: "\n").map(String.init)
        #expect(names.contains("cgdata_curl_easy_init"))
        #expect(names.contains("cgdata_curl_multi_poll"))
        let unprefixed = names.filter { $0.hasPrefix("curl_") }
        #expect(unprefixed.isEmpty, "defined: \(unprefixed)")
    }
}
