#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Streams a ``GDataHTTPBody`` to libcurl's read callback: memory slices are copied, file regions are read with
/// `pread` in the chunk sizes libcurl asks for, so a file is never loaded whole. Used on the driver thread only.
final class CurlBodyReader {
    private enum Source {
        case bytes(Data)
        case file(descriptor: Int32, offset: Int64, path: String)
    }

    private struct Segment {
        let source: Source
        let length: Int64
    }

    private var segments: [Segment] = []
    private var descriptors: [Int32] = []
    /// The total number of bytes.
    private(set) var totalLength: Int64 = 0
    /// Bytes handed to libcurl so far.
    private(set) var position: Int64 = 0
    /// Set when reading failed.
    private(set) var failure: GDataHTTPError?

    /// Opens every file of `body` and checks its region; throws ``GDataHTTPError/Code/fileIO`` if one is unusable.
    init(body: GDataHTTPBody, url: URL) throws(GDataHTTPError) {
        do {
            try flatten(body, url: url)
        } catch {
            closeAll()
            throw error
        }
    }

    deinit { closeAll() }

    private func closeAll() {
        for descriptor in descriptors { close(descriptor) }
        descriptors.removeAll()
    }

    private func flatten(_ body: GDataHTTPBody, url: URL) throws(GDataHTTPError) {
        switch body {
        case .data(let data):
            segments.append(Segment(source: .bytes(data), length: Int64(data.count)))
            totalLength += Int64(data.count)
        case .parts(let parts):
            for part in parts { try flatten(part, url: url) }
        case .file(let fileURL, let offset, let length):
            let path = fileURL.path
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else {
                throw GDataHTTPError(
                    code: .fileIO,
                    message: "cannot open the body file \(path): \(String(cString: strerror(errno)))",
                    url: url
                )
            }
            descriptors.append(descriptor)
            let end = lseek(descriptor, 0, SEEK_END)
            guard end >= 0, offset >= 0, offset <= Int64(end) else {
                throw GDataHTTPError(
                    code: .fileIO,
                    message: "the body file \(path) is shorter than offset \(offset)",
                    url: url
                )
            }
            let available = Int64(end) - offset
            let count = length ?? available
            guard count >= 0, count <= available else {
                throw GDataHTTPError(
                    code: .fileIO,
                    message: "the body file \(path) has \(available) bytes after offset \(offset), not \(count)",
                    url: url
                )
            }
            segments.append(Segment(source: .file(descriptor: descriptor, offset: offset, path: path), length: count))
            totalLength += count
        }
    }

    /// Copies up to `capacity` bytes at the current position into `buffer`. Returns the count (0 at the end) or `nil`
    /// after a read error (see ``failure``).
    func read(into buffer: UnsafeMutableRawPointer, capacity: Int) -> Int? {
        var written = 0
        var segmentStart: Int64 = 0
        for segment in segments {
            let segmentEnd = segmentStart + segment.length
            defer { segmentStart = segmentEnd }
            guard position < segmentEnd, written < capacity else { continue }
            let inSegment = position - segmentStart
            let count = Int(min(Int64(capacity - written), segmentEnd - position))
            switch segment.source {
            case .bytes(let data):
                let start = data.startIndex + Int(inSegment)
                data.copyBytes(to: (buffer + written).assumingMemoryBound(to: UInt8.self), from: start..<start + count)
                written += count
                position += Int64(count)
            case .file(let descriptor, let offset, let path):
                let got = pread(descriptor, buffer + written, count, off_t(offset + inSegment))
                if got <= 0 {
                    let reason =
                        got < 0 ? String(cString: strerror(errno)) : "the file ended early (it changed while sending)"
                    failure = GDataHTTPError(code: .fileIO, message: "reading the body file \(path) failed: \(reason)")
                    return nil
                }
                written += got
                position += Int64(got)
                // A short read: hand over what we have; libcurl asks again.
                if got < count { return written }
            }
        }
        return written
    }

    /// Moves the read position (libcurl rewinds when it must resend the body, e.g. after a 307 redirect).
    func seek(to offset: Int64) -> Bool {
        guard offset >= 0, offset <= totalLength else { return false }
        position = offset
        return true
    }
}
