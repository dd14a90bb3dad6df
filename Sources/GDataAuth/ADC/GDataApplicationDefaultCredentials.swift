import GDataHTTP
import GDataJSON

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GDataGoogleCredentials {
    /// Application Default Credentials, found where google-auth looks, in its order:
    /// 1. the file named by `GOOGLE_APPLICATION_CREDENTIALS` (a missing or bad file is an error naming it, not a
    ///    reason to look further);
    /// 2. gcloud's file: `$CLOUDSDK_CONFIG/application_default_credentials.json`, else
    ///    `~/.config/gcloud/application_default_credentials.json`;
    /// 3. the file `gdata auth login` writes (`$XDG_CONFIG_HOME/gdata/…`, else `~/.config/gdata/…`);
    /// 4. the metadata server, when ``GDataMetadataServerCredentials/detect(environment:client:)`` finds one.
    ///
    /// Otherwise ``GDataAuthError/Code/noCredentialsFound``, whose ``GDataAuthError/searched`` lists each place.
    ///
    /// - Parameters:
    ///   - scopes: asked for by credentials that take scopes (service accounts, the metadata server).
    ///   - quotaProjectID: sent as `x-goog-user-project`; `nil` reads `GOOGLE_CLOUD_QUOTA_PROJECT`, then the file.
    ///   - environment: the variables and files read (the process's by default).
    ///   - configuration: clocks, margins, retries and the fetcher settings of the credentials' own requests.
    public static func applicationDefault(
        scopes: [String] = [],
        quotaProjectID: String? = nil,
        environment: GDataAuthEnvironment = .current,
        configuration: Configuration = Configuration()
    ) async throws(GDataAuthError) -> GDataGoogleCredentials {
        var searched: [String] = []
        if let path = environment["GOOGLE_APPLICATION_CREDENTIALS"] {
            return try fromFile(
                path: path,
                scopes: scopes,
                quotaProjectID: quotaProjectID,
                environment: environment,
                configuration: configuration,
                named: "GOOGLE_APPLICATION_CREDENTIALS"
            )
        }
        searched.append("GOOGLE_APPLICATION_CREDENTIALS (not set)")
        for (path, label) in [
            (environment.gcloudCredentialsPath, "gcloud's file"), (environment.gdataCredentialsPath, "gdata's file"),
        ] {
            guard let path else {
                searched.append("\(label) (no HOME)")
                continue
            }
            if FileManager.default.fileExists(atPath: path) {
                return try fromFile(
                    path: path,
                    scopes: scopes,
                    quotaProjectID: quotaProjectID,
                    environment: environment,
                    configuration: configuration,
                    named: nil
                )
            }
            searched.append("\(path) (\(label): none)")
        }
        let metadata = GDataMetadataServerCredentials(environment: environment)
        var detection = configuration
        detection.fetcher.connectsDirectly = true
        let timeout = environment["GCE_METADATA_TIMEOUT"].flatMap(Double.init) ?? 3
        detection.fetcher.connectTimeout = timeout
        let probe = GDataGoogleCredentials(
            provider: metadata,
            environment: environment,
            configuration: detection
        )
        let found = await GDataMetadataServerCredentials.detect(environment: environment, client: probe.client)
        await probe.shutdown()
        if found {
            return GDataGoogleCredentials(
                provider: metadata,
                scopes: scopes,
                quotaProjectID: quotaProjectID,
                source: "the metadata server",
                environment: environment,
                configuration: configuration
            )
        }
        searched.append(metadataSearchNote(environment))
        throw GDataAuthError(
            code: .noCredentialsFound,
            message: "no Google credentials found: set GOOGLE_APPLICATION_CREDENTIALS to a key file, run "
                + "'gdata auth login' or 'gcloud auth application-default login', or run on Google Cloud",
            searched: searched
        )
    }

    /// Credentials from a credentials file of any type (`service_account`, `authorized_user`,
    /// `impersonated_service_account`, `external_account`).
    public static func fromFile(
        path: String,
        scopes: [String] = [],
        quotaProjectID: String? = nil,
        subject: String? = nil,
        environment: GDataAuthEnvironment = .current,
        configuration: Configuration = Configuration()
    ) throws(GDataAuthError) -> GDataGoogleCredentials {
        try fromFile(
            path: path,
            scopes: scopes,
            quotaProjectID: quotaProjectID,
            subject: subject,
            environment: environment,
            configuration: configuration,
            named: nil
        )
    }

    static func fromFile(
        path: String,
        scopes: [String],
        quotaProjectID: String?,
        subject: String? = nil,
        environment: GDataAuthEnvironment,
        configuration: Configuration,
        named variable: String?
    ) throws(GDataAuthError) -> GDataGoogleCredentials {
        let file: GDataCredentialsFile
        do {
            file = try GDataCredentialsFile.read(path: path)
        } catch {
            var error = error
            if let variable { error.message += " (named by \(variable))" }
            throw error
        }
        let provider = try provider(
            for: file,
            path: path,
            subject: subject,
            environment: environment,
            configuration: configuration
        )
        return GDataGoogleCredentials(
            provider: provider,
            scopes: scopes,
            quotaProjectID: quotaProjectID,
            source: path,
            environment: environment,
            configuration: configuration
        )
    }

    /// The provider for a parsed file.
    static func provider(
        for file: GDataCredentialsFile,
        path: String,
        subject: String?,
        environment: GDataAuthEnvironment,
        configuration: Configuration
    ) throws(GDataAuthError) -> any GDataAccessTokenProvider {
        switch file {
        case .serviceAccount(let key):
            return GDataServiceAccountCredentials(key: key, subject: subject)
        case .authorizedUser(let info):
            if subject != nil {
                throw GDataAuthError(
                    code: .unsupported,
                    message: "domain-wide delegation (a subject) needs service-account credentials",
                    file: path
                )
            }
            return GDataAuthorizedUserCredentials(info)
        case .impersonatedServiceAccount(let source, let target, let delegates, let quotaProjectID):
            let sourceFile = try GDataCredentialsFile.parse(source.jsonData, file: "\(path) (source_credentials)")
            if case .impersonatedServiceAccount = sourceFile {
                throw GDataCredentialsFile.invalid(path, "impersonates through another impersonation")
            }
            let sourceProvider = try provider(
                for: sourceFile,
                path: path,
                subject: nil,
                environment: environment,
                configuration: configuration
            )
            let sourceCredentials = GDataGoogleCredentials(
                provider: sourceProvider,
                scopes: [GDataImpersonation.cloudPlatformScope],
                source: path,
                environment: environment,
                configuration: configuration
            )
            return GDataImpersonatedCredentials(
                source: sourceCredentials,
                targetServiceAccount: target,
                delegates: delegates,
                quotaProjectID: quotaProjectID
            )
        case .externalAccount(let object):
            return try GDataExternalAccountCredentials(json: object, file: path)
        }
    }

    static func metadataSearchNote(_ environment: GDataAuthEnvironment) -> String {
        if let ip = environment["GCE_METADATA_IP"] {
            return "the metadata server at \(ip) (GCE_METADATA_IP): no answer"
        }
        if let host = environment["GCE_METADATA_HOST"] {
            return "the metadata server at \(host) (GCE_METADATA_HOST): no answer"
        }
        if environment.isTrue("NO_GCE_CHECK") { return "the metadata server (skipped: NO_GCE_CHECK)" }
        return "the metadata server (not on Google Cloud: \(environment.productNamePath) does not say Google)"
    }
}
