import Foundation
import GDataTestSupport
import Testing

@testable import GDataHTTP

@Suite("Fetcher configuration")
struct FetcherConfigurationTests {
    @Test("https to a server that does not speak TLS is a tls error")
    func tlsHandshakeFailure() async throws {
        try await withServer({ _ in .ok() }) { server in
            try await withFetcher { fetcher in
                let url = try #require(URL(string: "https://127.0.0.1:\(server.port)/secure"))
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: url)) }
                #expect(error?.code == .tls)
                #expect(error?.curlCode != nil)
            }
        }
    }

    @Test("an unreadable CA bundle is a tls error, not a silent fallback")
    func badCABundle() async throws {
        try await withServer({ _ in .ok() }) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.caBundlePath = "/nonexistent/\(UUID().uuidString).pem"
            try await withFetcher(configuration) { fetcher in
                let url = try #require(URL(string: "https://127.0.0.1:\(server.port)/secure"))
                let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: url)) }
                #expect(error?.code == .tls)
            }
        }
    }

    @Test("an explicit proxy receives the absolute URL and the proxy credentials")
    func proxy() async throws {
        try await withServer({ _ in .ok("via proxy") }) { proxyServer in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.proxy = GDataHTTPFetcher.Proxy(url: proxyServer.baseURL, username: "user", password: "pa55")
            try await withFetcher(configuration) { fetcher in
                let target = try #require(URL(string: "http://origin.example.invalid/feeds?x=1"))
                let response = try await fetcher.fetch(GDataHTTPRequest(url: target))
                #expect(response.body == Data("via proxy".utf8))
                let received = try #require(proxyServer.requests.first)
                #expect(received.uri == "http://origin.example.invalid/feeds?x=1")
                #expect(received.header("Host") == "origin.example.invalid")
                #expect(
                    received.header("Proxy-Authorization") == "Basic " + Data("user:pa55".utf8).base64EncodedString()
                )
            }
        }
    }

    @Test("compression can be turned off")
    func noCompression() async throws {
        try await withServer({ _ in .ok("plain") }) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.acceptsCompressedResponses = false
            try await withFetcher(configuration) { fetcher in
                _ = try await fetcher.fetch(GDataHTTPRequest(url: server.url("/")))
                #expect(server.requests.first?.header("Accept-Encoding") == nil)
            }
        }
    }

    @Test("maxRedirects 0 returns the redirect itself from send")
    func noRedirects() async throws {
        try await withServer({ _ in TestHTTPResponse.redirect(to: "/elsewhere") }) { server in
            var configuration = GDataHTTPFetcher.Configuration()
            configuration.maxRedirects = 0
            try await withFetcher(configuration) { fetcher in
                let response = try await fetcher.send(GDataHTTPRequest(url: server.url("/start")))
                #expect(response.status == 302)
                #expect(response.headers["Location"] == "/elsewhere")
                #expect(server.requests.count == 1)
            }
        }
    }

    @Test("releasing a fetcher without shutdown lets its thread exit")
    func deinitStopsThread() async throws {
        try await withServer({ _ in .ok() }) { server in
            var fetcher: GDataHTTPFetcher? = GDataHTTPFetcher()
            _ = try await fetcher?.fetch(GDataHTTPRequest(url: server.url("/once")))
            let driver = try #require(fetcher?.driver)
            #expect(!driver.isStopped)
            fetcher = nil
            #expect(driver.isStopped)
            await driver.join()
        }
    }
}

@Suite("Fetcher TLS")
struct FetcherTLSTests {
    @Test("TLS verification is on by default, a CA bundle makes the server trusted, and the insecure switch works")
    func verification() async throws {
        let nginx = try NginxServer(tls: true)
        defer { nginx.stop() }
        try nginx.writeFile("tls.txt", contents: "served over tls")
        let url = try #require(nginx.tlsURL("tls.txt"))
        try await withFetcher { fetcher in
            let error = await httpError { _ = try await fetcher.fetch(GDataHTTPRequest(url: url)) }
            #expect(error?.code == .tls)
            #expect(error?.curlCode == 60)
        }
        var trusted = GDataHTTPFetcher.Configuration()
        trusted.caBundlePath = nginx.certificatePath
        try await withFetcher(trusted) { fetcher in
            let response = try await fetcher.fetch(GDataHTTPRequest(url: url))
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "served over tls")
        }
        var insecure = GDataHTTPFetcher.Configuration()
        insecure.dangerouslyAllowInsecureTLS = true
        try await withFetcher(insecure) { fetcher in
            let response = try await fetcher.fetch(GDataHTTPRequest(url: url))
            #expect(response.status == 200)
        }
    }
}
