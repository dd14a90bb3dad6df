import Foundation
import GDataTestSupport
import Testing

@Suite("Test support")
struct TestSupportTests {
    @Test("CRC-32 matches the standard check value")
    func crcCheckValue() {
        #expect(TestGzip.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test("gzip stream has header, stored block and trailer")
    func gzipLayout() {
        let encoded = TestGzip.encode(Data("abc".utf8))
        #expect(Array(encoded.prefix(3)) == [0x1f, 0x8b, 0x08])
        #expect(encoded.count == 10 + 5 + 3 + 8)
    }

    @Test("server records requests and connections")
    func serverRecords() async throws {
        let server = try await TestHTTPServer.start { _ in .ok("x") }
        #expect(server.port > 0)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
        #expect(server.requests.isEmpty)
        await server.stop()
        await server.stop()
        #expect(server.connectionCount == 0)
    }
}
