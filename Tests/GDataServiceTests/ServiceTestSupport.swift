import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Testing

/// Atom documents for the in-process servers of these tests.
enum AtomText {
    static let namespaces =
        #"xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005" "#
        + #"xmlns:batch="http://schemas.google.com/gdata/batch""#

    static func entry(
        id: String,
        title: String = "Entry",
        etag: String? = nil,
        edit: String? = nil,
        fields: String? = nil,
        extra: String = ""
    ) -> String {
        var attributes = ""
        if let etag { attributes += " gd:etag='\(etag.replacingOccurrences(of: "\"", with: "&quot;"))'" }
        if let fields { attributes += " gd:fields='\(fields)'" }
        let editLink = edit.map { "<link rel='edit' type='application/atom+xml' href='\($0)'/>" } ?? ""
        return "<entry \(namespaces)\(attributes)><id>\(id)</id><title>\(title)</title>\(editLink)\(extra)</entry>"
    }

    static func feed(title: String = "Feed", entries: [String], next: String? = nil, links: String = "") -> String {
        let nextLink = next.map { "<link rel='next' type='application/atom+xml' href='\($0)'/>" } ?? ""
        let bodies = entries.map { $0.replacingOccurrences(of: " \(namespaces)", with: "") }.joined()
        return "<?xml version='1.0' encoding='UTF-8'?><feed \(namespaces)><id>feed</id><title>\(title)</title>"
            + "\(nextLink)\(links)\(bodies)</feed>"
    }

    static let atomHeaders = [TestHTTPHeader("Content-Type", "application/atom+xml; charset=UTF-8")]

    static func ok(_ xml: String, headers: [TestHTTPHeader] = []) -> TestHTTPResponse {
        TestHTTPResponse(status: 200, headers: atomHeaders + headers, body: Data(xml.utf8))
    }
}

/// Starts a server and a service, runs `body`, and stops both (also when `body` throws).
func withService<T>(
    configuration: GDataService.Configuration = GDataService.Configuration(),
    handler: @escaping TestHTTPServer.Handler,
    _ body: (GDataService, TestHTTPServer) async throws -> T
) async throws -> T {
    try await withServer(handler) { server in
        let service = GDataService(configuration: configuration)
        return try await withCleanup({ try await body(service, server) }, cleanup: { await service.shutdown() })
    }
}

/// The service error `body` throws (recording an issue when it throws nothing or something else).
func serviceError(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> GDataServiceError? {
    do {
        try await body()
        Issue.record("expected a GDataServiceError, nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as GDataServiceError {
        return error
    } catch {
        Issue.record("expected a GDataServiceError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// A service configuration with a service version and no fetch history (so requests are exactly what the test set).
func plainConfiguration(version: String? = "2") -> GDataService.Configuration {
    var configuration = GDataService.Configuration()
    configuration.serviceVersion = version
    configuration.fetcherConfiguration.fetchHistory = nil
    configuration.fetcherConfiguration.userAgent = "ServiceTests/1.0"
    return configuration
}
