internal import GDataJSON

#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The on-disk side of ``GDataFetchHistory``: one file per URL in a directory.
///
/// File layout: one line of JSON metadata (URL, validators, status, headers, body length), a newline, then the raw body
/// bytes. Files are written atomically (a ``GDataTemporaryFile`` created exclusively, mode 0600, then renamed), so a
/// reader never sees half an entry and other users cannot read one; files that do not parse or whose body length does
/// not match are ignored and deleted. The stored URL is the cache key, which never holds a credential
/// (``GDataFetchHistory``), and credential-bearing response headers (`Set-Cookie`, `Authorization`) are not stored.
struct GDataFetchHistoryStore: Sendable {
    static let fileExtension = "gdfh"

    /// The first line of an entry file: one JSON object written and read with the package's JSON writer and reader
    /// (`GDataJSON`).
    private struct Metadata {
        var version: Int
        var url: String
        var etag: String?
        var lastModified: String?
        var status: Int
        var headers: [[String]]
        var bodyLength: Int?

        init(
            version: Int,
            url: String,
            etag: String?,
            lastModified: String?,
            status: Int,
            headers: [[String]],
            bodyLength: Int?
        ) {
            self.version = version
            self.url = url
            self.etag = etag
            self.lastModified = lastModified
            self.status = status
            self.headers = headers
            self.bodyLength = bodyLength
        }

        /// Reads the line; nil when it is not JSON or a member is missing or of the wrong type (absent or `null`
        /// optional members are nil).
        init?(json line: Data) {
            guard case .object(let members)? = try? GDataJSONParser.parse(line),
                let version = Self.int(members["version"]), let url = members["url"]?.stringValue,
                let status = Self.int(members["status"]), let pairs = members["headers"]?.arrayValue
            else { return nil }
            var headers: [[String]] = []
            for pair in pairs {
                guard let strings = pair.arrayValue?.compactMap(\.stringValue), strings.count == pair.arrayValue?.count
                else { return nil }
                headers.append(strings)
            }
            guard let etag = Self.optional(members["etag"], \.stringValue),
                let lastModified = Self.optional(members["lastModified"], \.stringValue),
                let bodyLength = Self.optional(members["bodyLength"], { Self.int($0) })
            else { return nil }
            self.init(
                version: version,
                url: url,
                etag: etag,
                lastModified: lastModified,
                status: status,
                headers: headers,
                bodyLength: bodyLength
            )
        }

        /// The line, without its newline.
        var json: Data {
            var members: [String: GDataJSONValue] = [
                "version": .integer(Int64(version)), "url": .string(url), "status": .integer(Int64(status)),
                "headers": .array(headers.map { .array($0.map(GDataJSONValue.string)) }),
            ]
            if let etag { members["etag"] = .string(etag) }
            if let lastModified { members["lastModified"] = .string(lastModified) }
            if let bodyLength { members["bodyLength"] = .integer(Int64(bodyLength)) }
            return GDataJSONWriter.data(.object(members), pretty: false)
        }

        /// A JSON integer that fits an `Int`.
        static func int(_ value: GDataJSONValue?) -> Int? {
            guard case .integer(let number)? = value else { return nil }
            return Int(exactly: number)
        }

        /// `.some(nil)` for an absent or `null` member, `.some(value)` for a readable one, nil for a wrong type.
        static func optional<T>(_ value: GDataJSONValue?, _ read: (GDataJSONValue) -> T?) -> T?? {
            guard let value, !value.isNull else { return .some(nil) }
            return read(value).map { .some($0) }
        }
    }

    let directory: URL

    /// Opens (creating it, private to the user, if missing) the directory; `nil` if it cannot be used.
    init?(directory: URL) {
        let fileManager = FileManager.default
        var isDirectory = false
        if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory else { return nil }
        } else {
            do {
                try fileManager.createDirectory(
                    at: directory,
                    withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700]
                )
            } catch {
                return nil
            }
        }
        self.directory = directory
    }

    func fileURL(forKey key: String) -> URL {
        // FNV-1a 64: stable across processes (unlike Hasher); the key itself is stored inside the file.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let name = String(hash, radix: 16)
        let padded = String(repeating: "0", count: max(0, 16 - name.count)) + name
        return directory.appendingPathComponent("\(padded).\(Self.fileExtension)")
    }

    func save(_ entry: GDataFetchHistory.Entry) {
        let metadata = Metadata(
            version: 1,
            url: entry.url,
            etag: entry.etag,
            lastModified: entry.lastModified,
            status: entry.status,
            headers: entry.headers.fields.filter { !Self.isCredentialHeader($0.name) }.map { [$0.name, $0.value] },
            bodyLength: entry.body?.count
        )
        var data = metadata.json
        data.append(UInt8(ascii: "\n"))
        if let body = entry.body { data.append(body) }
        try? GDataTemporaryFile.write(data, to: fileURL(forKey: entry.url), permissions: 0o600)
    }

    static func isCredentialHeader(_ name: String) -> Bool {
        ["set-cookie", "set-cookie2", "authorization", "proxy-authorization"].contains(name.lowercased())
    }

    func remove(key: String) {
        try? FileManager.default.removeItem(at: fileURL(forKey: key))
    }

    func removeAll() {
        for file in entryFiles() { try? FileManager.default.removeItem(at: file) }
    }

    /// Every readable entry, least recently written first.
    func loadAll() -> [GDataFetchHistory.Entry] {
        var loaded: [(Date, GDataFetchHistory.Entry)] = []
        for file in entryFiles() {
            guard let entry = load(file) else {
                try? FileManager.default.removeItem(at: file)
                continue
            }
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            let modified = attributes?[.modificationDate] as? Date ?? .distantPast
            loaded.append((modified, entry))
        }
        return loaded.sorted { $0.0 < $1.0 }.map(\.1)
    }

    private func entryFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".\(Self.fileExtension)") }.map { directory.appendingPathComponent($0) }
    }

    private func load(_ file: URL) -> GDataFetchHistory.Entry? {
        guard let data = try? Data(contentsOf: file), let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            let metadata = Metadata(json: data[data.startIndex..<newline]),
            metadata.version == 1, metadata.etag != nil || metadata.lastModified != nil,
            fileURL(forKey: metadata.url) == file
        else { return nil }
        let body = data[data.index(after: newline)...]
        if let length = metadata.bodyLength {
            guard body.count == length else { return nil }
        } else {
            guard body.isEmpty else { return nil }
        }
        var headers = GDataHTTPHeaders()
        for pair in metadata.headers {
            guard pair.count == 2 else { return nil }
            headers.add(name: pair[0], value: pair[1])
        }
        return GDataFetchHistory.Entry(
            url: metadata.url,
            etag: metadata.etag,
            lastModified: metadata.lastModified,
            status: metadata.status,
            headers: headers,
            body: metadata.bodyLength == nil ? nil : Data(body),
            lastUse: 0
        )
    }
}
