#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What Application Default Credentials read from the process: environment variables, the home directory and the
/// DMI product name file. Pass your own to test or to sign in as if in another environment.
public struct GDataAuthEnvironment: Sendable {
    /// The variables (`GOOGLE_APPLICATION_CREDENTIALS`, `CLOUDSDK_CONFIG`, `GCE_METADATA_HOST`, `HOME`…).
    public var variables: [String: String]
    /// The file whose content says "Google" on Compute Engine (Linux).
    public var productNamePath: String

    /// An environment.
    public init(variables: [String: String], productNamePath: String = "/sys/class/dmi/id/product_name") {
        self.variables = variables
        self.productNamePath = productNamePath
    }

    /// This process's environment.
    public static var current: GDataAuthEnvironment {
        GDataAuthEnvironment(variables: ProcessInfo.processInfo.environment)
    }

    /// The non-empty value of `name`.
    public subscript(name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }

    /// Whether `name` is set to a true value (`true`, `1`, `yes`, any case).
    func isTrue(_ name: String) -> Bool {
        guard let value = self[name]?.lowercased() else { return false }
        return ["true", "1", "yes"].contains(value)
    }

    /// `$HOME`.
    var home: String? { self["HOME"] }

    /// gcloud's configuration directory: `$CLOUDSDK_CONFIG`, else `~/.config/gcloud`.
    public var gcloudConfigDirectory: String? {
        if let directory = self["CLOUDSDK_CONFIG"] { return directory }
        return home.map { $0 + "/.config/gcloud" }
    }

    /// gcloud's ADC file (`application_default_credentials.json` in its configuration directory).
    public var gcloudCredentialsPath: String? {
        gcloudConfigDirectory.map { $0 + "/application_default_credentials.json" }
    }

    /// swift-gdata's configuration directory: `$XDG_CONFIG_HOME/gdata`, else `~/.config/gdata`.
    public var gdataConfigDirectory: String? {
        if let base = self["XDG_CONFIG_HOME"] { return base + "/gdata" }
        return home.map { $0 + "/.config/gdata" }
    }

    /// The authorized-user file `gdata auth login` writes (never gcloud's).
    public var gdataCredentialsPath: String? {
        gdataConfigDirectory.map { $0 + "/application_default_credentials.json" }
    }
}
