import Foundation
import GDataTestSupport
import Testing

@Suite("Test support")
struct TestSupportTests {
    @Test("CRC-32 matches the standard check value")
    func crcCheckValue() {
        #expect(TestGzip.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test("zlib's gzip stream has the RFC 1952 header and trailer, compresses, and decodes to the input")
    func gzipRoundTrip() {
        let text = Data(String(repeating: "<entry><title>gzip</title></entry>\n", count: 200).utf8)
        let encoded = TestGzip.encode(text)
        #expect(Array(encoded.prefix(3)) == [0x1f, 0x8b, 0x08])
        #expect(encoded.count < text.count / 10)
        let trailer = Array(encoded.suffix(8))
        let crc = trailer[0..<4].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        let size = trailer[4..<8].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        #expect(crc == TestGzip.crc32(Array(text)))
        #expect(size == UInt32(text.count))
        #expect(TestGzip.decode(encoded) == text)
        #expect(TestGzip.decode(encoded.dropLast(4)) == nil)
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
