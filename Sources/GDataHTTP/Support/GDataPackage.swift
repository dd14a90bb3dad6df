internal import GDataPlatform

/// The swift-gdata release and the one `User-Agent` format of every client in the package.
///
/// The version lives here only: `gdata --version`, the fetcher's default `User-Agent`, `GDataService` and
/// `GTLRService` read it, and `scripts/check-consumer.sh` and `scripts/check-version.sh` check the docs against it.
public enum GDataPackage {
    /// The swift-gdata release (SemVer; README "Versions").
    public static let version = "0.1.0"

    /// The product token requests carry: `swift-gdata/<version>`.
    public static var productToken: String { "swift-gdata/\(version)" }

    /// `[<application> ]swift-gdata/<version> <system>/<arch> (gzip)`: the application's own token first (quotes
    /// and control characters replaced), then the library's, the system, and `(gzip)` (Google's servers send gzip to
    /// clients that say so). An `application` that already names swift-gdata is used as it is.
    public static func userAgent(application: String?) -> String {
        let app = application?.trimmingWhitespaceAndNewlines() ?? ""
        if app.contains("swift-gdata/") { return app }
        let cleaned = String(
            app.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0 != "\"" ? Character($0) : "_" }
        )
        return (cleaned.isEmpty ? "" : cleaned + " ") + "\(productToken) \(system) (gzip)"
    }

    /// The system, e.g. `Linux/x86_64`.
    public static var system: String {
        #if os(Linux)
        let system = "Linux"
        #elseif os(macOS)
        let system = "macOS"
        #else
        let system = "unknown"
        #endif
        #if arch(x86_64)
        let arch = "x86_64"
        #elseif arch(arm64)
        let arch = "arm64"
        #else
        let arch = "unknown"
        #endif
        return "\(system)/\(arch)"
    }
}
