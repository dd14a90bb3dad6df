import Foundation
import GData
import GDataHTTP
import GDataService
import GDataTestSupport
import Testing

/// The service side of the credential rule: next links, edit links and upload sessions at another origin than the
/// one the credentials are for are refused before anything is sent; two servers on different ports are two origins.
@Suite struct ServiceCredentialOriginTests {
    static func twoServers(
        named: @escaping @Sendable (_ other: TestHTTPServer, _ port: TestLockedValue<Int>) -> TestHTTPServer.Handler
    ) async throws -> (named: TestHTTPServer, other: TestHTTPServer) {
        let other = try await TestHTTPServer.start { _ in AtomText.ok(AtomText.feed(title: "Other", entries: [])) }
        let port = TestLockedValue(0)
        let first = try await TestHTTPServer.start(handler: named(other, port))
        port.withLock { $0 = first.port }
        return (first, other)
    }

    @Test func aNextLinkToAnotherOriginIsRefusedAndOneToTheSameOriginIsFollowed() async throws {
        let (named, other) = try await Self.twoServers { other, port in
            { request in
                var next: String?
                if request.queryValue("page") == nil {
                    next =
                        request.path == "/away"
                        ? other.url("/feed?page=2").absoluteString : "http://127.0.0.1:\(port.current)/same?page=2"
                }
                return AtomText.ok(AtomText.feed(entries: [AtomText.entry(id: request.uri)], next: next))
            }
        }
        var configuration = plainConfiguration()
        configuration.shouldFollowNextLinks = true
        let service = GDataService(
            configuration: configuration,
            authorization: .authorizer(GDataBearerTokenAuthorizer(token: "tok"))
        )
        let error = await serviceError { _ = try await service.fetchFeed(at: named.url("/away")) }
        let same = try await service.fetchFeed(at: named.url("/same"))
        await service.shutdown()
        await named.stop()
        await other.stop()
        #expect(error?.httpError?.code == .credentialOrigin)
        #expect(other.requests.isEmpty)
        #expect(same.entries.count == 2)
        #expect(named.requests.map(\.uri) == ["/away", "/same", "/same?page=2"])
        #expect(named.requests.allSatisfy { $0.header("Authorization") == "Bearer tok" })
    }

    @Test func theConfiguredOriginHoldsForEditLinksAndNamedURLs() async throws {
        let (named, other) = try await Self.twoServers { _, _ in { _ in .status(200) } }
        var configuration = plainConfiguration()
        configuration.credentialOrigin = GDataHTTPOrigin(named.baseURL)
        let service = GDataService(configuration: configuration, authorization: .googleLoginToken("cl"))
        let entry = try GDataEntryBase.parse(
            data: Data(AtomText.entry(id: "e", edit: other.url("/e").absoluteString).utf8)
        )
        let deleting = await serviceError { try await service.delete(entry, etag: "*") }
        let named2 = await serviceError { try await service.deleteResource(at: other.url("/e"), etag: "*") }
        try await service.deleteResource(at: named.url("/e"), etag: "*")
        // Without credentials the rule has nothing to protect.
        let anonymous = GDataService(configuration: configuration)
        try await anonymous.delete(entry, etag: "*")
        await service.shutdown()
        await anonymous.shutdown()
        await named.stop()
        await other.stop()
        #expect(deleting?.httpError?.code == .credentialOrigin)
        #expect(named2?.httpError?.code == .credentialOrigin)
        #expect(named.requests.map { $0.header("Authorization") } == ["GoogleLogin auth=cl"])
        #expect(other.requests.map { $0.header("Authorization") } == [nil])
    }
}
