import CGDataDiscovery

/// The Discovery documents `gdata api` knows by name, compiled into the binary from `Schemas/discovery/`
/// (the `CGDataDiscovery` target embeds them with C23 `#embed`), so an installed `gdata` needs no resource files.
enum GTLRBundledDiscovery {
    /// The bundled API names, e.g. `storage`, in the order of `Schemas/discovery/README.md`.
    static let names: [String] = (0..<cgdata_discovery_count()).map {
        String(cString: cgdata_discovery_document($0).name)
    }

    /// The JSON text of the bundled document `name`, or `nil`.
    static func document(named name: String) -> String? {
        guard let index = names.firstIndex(of: name) else { return nil }
        let document = cgdata_discovery_document(index)
        return String(decoding: UnsafeBufferPointer(start: document.bytes, count: document.length), as: UTF8.self)
    }
}
