internal import GDataJSON
internal import GDataPlatform

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

/// The resume record kept beside a partial download (`NAME.part.resume`, ``GDataHTTPDownloadOptions/PartialFile/keep``):
/// what a later run needs to continue `NAME.part` safely, as one JSON object.
///
/// ```json
/// {"format":"swift-gdata partial download 1","url":"https://host/file?key=_snip_","etag":"\"abc\"",
///  "lastModified":null,"ifRange":"\"abc\"","length":900000}
/// ```
///
/// The URL is stored with its credentials masked (``GDataHTTPRedaction/url(_:)``): the record identifies the resource
/// and never holds a key or token. It is written through an exclusively created `0600` temporary file renamed into
/// place, and read only from a regular file owned by the current user, at most 64 KiB.
struct GDataHTTPResumeRecord: Sendable, Hashable {
    /// The format marker (a record of another format is not used).
    static let format = "swift-gdata partial download 1"
    /// The largest record read.
    static let maximumSize = 64 * 1024

    /// The request URL, credentials masked.
    var url: String
    /// The validator of the response the bytes came from.
    var validator: GDataHTTPRangeValidator?
    /// The whole representation's length, when known.
    var length: Int64?

    /// The record as JSON.
    var data: Data {
        var members: [String: GDataJSONValue] = ["format": .string(Self.format), "url": .string(url)]
        members["etag"] = validator?.etag.map(GDataJSONValue.string) ?? .null
        members["lastModified"] = validator?.lastModified.map(GDataJSONValue.string) ?? .null
        members["ifRange"] = validator?.ifRange.map(GDataJSONValue.string) ?? .null
        members["length"] = length.map(GDataJSONValue.integer) ?? .null
        return GDataJSONValue.object(members).jsonData
    }

    init(url: String, validator: GDataHTTPRangeValidator?, length: Int64?) {
        self.url = url
        self.validator = validator
        self.length = length
    }

    /// Parses a record; `nil` for anything but a complete record of this format.
    init?(data: Data) {
        guard case .object(let members)? = try? GDataJSONParser.parse(data),
            members["format"]?.stringValue == Self.format, let url = members["url"]?.stringValue
        else { return nil }
        func optionalString(_ key: String) -> String?? {
            switch members[key] {
            case .string(let text)?: return .some(text)
            case .null?, nil: return .some(nil)
            default: return nil
            }
        }
        guard let etag = optionalString("etag"), let lastModified = optionalString("lastModified"),
            let ifRange = optionalString("ifRange")
        else { return nil }
        switch members["length"] {
        case .integer(let value)? where value >= 0: length = value
        case .null?, nil: length = nil
        default: return nil
        }
        // A stored If-Range value must still be one this client would send (strong tag or header-safe date).
        if let ifRange {
            guard ifRange == etag || (etag == nil && ifRange == lastModified) else { return nil }
            guard GDataHTTPRangeValidator.isHeaderSafe(ifRange) else { return nil }
            if etag != nil, !GDataHTTPRangeValidator.isStrongEntityTag(ifRange) { return nil }
        }
        self.url = url
        validator =
            etag == nil && lastModified == nil && ifRange == nil
            ? nil : GDataHTTPRangeValidator(etag: etag, lastModified: lastModified, ifRange: ifRange)
    }

    /// Reads the record at `path`: a regular file (symlinks not followed) owned by the current user, at most
    /// ``maximumSize`` bytes. `nil` when there is none or it is unusable.
    static func read(at path: String) -> GDataHTTPResumeRecord? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid(),
            info.st_size >= 0, info.st_size <= maximumSize
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { GDataFile.systemRead(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { break }
            count += n
        }
        guard count <= maximumSize else { return nil }
        return GDataHTTPResumeRecord(data: Data(bytes[0..<count]))
    }

    /// Writes the record to `path` (a `0600` temporary file beside it, renamed into place).
    func write(to path: String) throws(GDataHTTPError) {
        try GDataTemporaryFile.write(data, to: URL(fileURLWithPath: path), permissions: 0o600)
    }
}
