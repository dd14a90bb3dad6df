internal import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Runs `handler` and exits with status 130 on Ctrl-C (SIGINT) while installed, instead of dying silently.
final class InterruptHandler {
    private let source: any DispatchSourceSignal

    init(_ handler: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            handler()
            exit(130)
        }
        source.resume()
    }

    /// Restores the default Ctrl-C behaviour.
    func cancel() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
