import CGDataZlib
public import Foundation

/// gzip for tests, through zlib (the library libcurl itself inflates with).
public enum TestGzip {
    /// `data` compressed as one gzip stream (RFC 1952) at `level` (0 = stored blocks, 9 = smallest).
    public static func encode(_ data: Data, level: Int32 = 6) -> Data {
        var stream = z_stream()
        precondition(cgdata_deflate_init_gzip(&stream, level) == Z_OK, "zlib deflateInit2 failed")
        defer { deflateEnd(&stream) }
        var input = [UInt8](data)
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let status = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = uInt(inputBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = uInt(outputBuffer.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        precondition(status == Z_STREAM_END, "zlib deflate did not finish within deflateBound")
        return Data(output.prefix(Int(stream.total_out)))
    }

    /// The data of a gzip stream, or `nil` when it is not a complete, valid one.
    public static func decode(_ data: Data) -> Data? {
        var stream = z_stream()
        guard cgdata_inflate_init_gzip(&stream) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = [UInt8](data)
        var result = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        return input.withUnsafeMutableBufferPointer { inputBuffer -> Data? in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { chunkBuffer in
                    stream.next_out = chunkBuffer.baseAddress
                    stream.avail_out = uInt(chunkBuffer.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    return (status, chunkBuffer.count - Int(stream.avail_out))
                }
                result.append(contentsOf: chunk.prefix(produced))
                switch status {
                case Z_STREAM_END: return result
                case Z_OK where produced > 0 || stream.avail_in > 0: continue
                default: return nil
                }
            }
        }
    }

    /// CRC-32 (IEEE) of `bytes`, as the gzip trailer carries it.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { CGDataZlib.crc32(0, $0.baseAddress, uInt($0.count)) })
    }
}
