public import Foundation

/// Minimal gzip encoder for tests: stored (uncompressed) deflate blocks, which every gzip decoder accepts.
public enum TestGzip {
    /// `data` as a gzip stream (RFC 1952 with RFC 1951 stored blocks).
    public static func encode(_ data: Data) -> Data {
        var out = Data([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])
        let bytes = [UInt8](data)
        var index = 0
        repeat {
            let n = min(65_535, bytes.count - index)
            let last: UInt8 = index + n == bytes.count ? 1 : 0
            out.append(last)
            out.append(UInt8(n & 0xff)); out.append(UInt8(n >> 8))
            out.append(UInt8(~n & 0xff)); out.append(UInt8((~n >> 8) & 0xff))
            out.append(contentsOf: bytes[index..<index + n])
            index += n
        } while index < bytes.count
        appendLE(&out, crc32(bytes))
        appendLE(&out, UInt32(truncatingIfNeeded: bytes.count))
        return out
    }

    private static func appendLE(_ out: inout Data, _ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { out.append(UInt8((value >> UInt32(shift)) & 0xff)) }
    }

    /// CRC-32 (IEEE) of `bytes`.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
