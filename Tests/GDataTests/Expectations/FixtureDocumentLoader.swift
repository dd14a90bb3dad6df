import Foundation

@testable import GData
@testable import GDataCore

/// Maps the original class names to Swift classes.
enum ObjCClassMap {
    /// How an original class name was resolved.
    struct Resolution {
        let objcName: String
        let swiftClass: GDataObject.Type
        /// The Swift class has the original's name (otherwise it is the nearest core class).
        let isExact: Bool
    }

    /// Explicit mappings where the Swift name differs from the original (Swift classes otherwise keep the names).
    static let explicit: [String: GDataObject.Type] = [
        // The AtomPub draft namespace (GData v1) is read by the same class.
        "GDataAtomServiceDocument1_0": GDataAtomServiceDocument.self,
        // A class the original test defined itself to hold locations.
        "GDataGeoTestClass": GDataGeoTestClass.self,
    ]

    /// Element classes whose names start like feed/entry classes but are not feeds or entries.
    private static let notFeedsOrEntries: Set<String> = ["GDataFeedLink", "GDataEntryLink", "GDataEntryContent"]

    /// Whether the original class is a feed or entry class (so its Swift counterpart is a `GDataFeedBase` or
    /// `GDataEntryBase` subclass).
    static func isFeedOrEntry(_ objcName: String) -> Bool {
        let cls = resolve(objcName).swiftClass
        return cls is GDataFeedBase.Type || cls is GDataEntryBase.Type
    }

    /// Resolves an original class name: an explicit mapping, else the Swift class of the same name in `GData` or
    /// `GDataCore`, else the
    /// nearest core class (`GDataFeedBase` for feeds, `GDataEntryBase` for entries, an untyped element otherwise).
    static func resolve(_ objcName: String) -> Resolution {
        if let cls = explicit[objcName] { return Resolution(objcName: objcName, swiftClass: cls, isExact: true) }
        if let cls = (_typeByName("GData.\(objcName)") ?? _typeByName("GDataCore.\(objcName)")) as? GDataObject.Type {
            return Resolution(objcName: objcName, swiftClass: cls, isExact: true)
        }
        let fallback: GDataObject.Type
        if notFeedsOrEntries.contains(objcName) {
            fallback = GDataXMLElement.self
        } else if objcName.hasPrefix("GDataFeed") {
            fallback = GDataFeedBase.self
        } else if objcName.hasPrefix("GDataEntry") {
            fallback = GDataEntryBase.self
        } else {
            fallback = GDataXMLElement.self
        }
        return Resolution(objcName: objcName, swiftClass: fallback, isExact: false)
    }
}

/// A fixture parsed the way the original tests did.
struct LoadedFixture {
    let document: FixtureDocument
    let resolution: ObjCClassMap.Resolution
    let original: GDataObject
    let copy: GDataObject
    let reparsed: GDataObject
    /// `original isEqual: copy`.
    let copyIsEqual: Bool
    /// `reparsed isEqual: copy`.
    let reparsedIsEqual: Bool
    /// The XML written from the copy.
    let writtenXML: Data
}

enum FixtureDocumentLoader {
    /// Parses, copies, writes and reparses a document (steps 1–3 of the original procedure).
    static func load(_ document: FixtureDocument) throws -> LoadedFixture {
        let resolution = ObjCClassMap.resolve(document.objcClass)
        var options = GDataParseOptions()
        options.rootClass = resolution.swiftClass
        options.serviceVersion = document.serviceVersion
        options.ignoresUnknowns = document.ignoresUnknowns

        let xml = try elementXML(for: document)
        let original = try GDataXMLParser.parse(xml, options: options)
        let copy = original.copy()
        let copyIsEqual = original.isEqual(to: copy)
        let written = copy.xmlData()
        let reparsed = try GDataXMLParser.parse(written, options: options)
        _ = reparsed.description
        return LoadedFixture(
            document: document,
            resolution: resolution,
            original: original,
            copy: copy,
            reparsed: reparsed,
            copyIsEqual: copyIsEqual,
            reparsedIsEqual: reparsed.isEqual(to: copy),
            writtenXML: written
        )
    }

    /// The XML of the element to parse as the document's class: the file itself, or the wrapper's first child
    /// written out on its own (the writer declares every namespace the subtree uses).
    static func elementXML(for document: FixtureDocument) throws -> Data {
        switch document.source {
        case .file(let file):
            guard let url = FixtureFiles.url(for: file) else { throw FixtureLoadError("fixture \(file) not found") }
            return try Data(contentsOf: url)
        case .wrappedFile(let file, let template, let wrapper):
            guard let url = FixtureFiles.url(for: file) else { throw FixtureLoadError("fixture \(file) not found") }
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let body = withoutXMLDeclaration(text)
            let inner = template.replacingOccurrences(of: "{FILE_WITHOUT_XML_DECLARATION}", with: body)
            return try firstChildXML(of: wrapper.replacingOccurrences(of: "%s", with: inner))
        case .snippet(let xml, let wrapper, _):
            return try firstChildXML(of: wrapper.replacingOccurrences(of: "%s", with: xml))
        }
    }

    static func withoutXMLDeclaration(_ text: String) -> String {
        var body = Substring(text)
        while body.first?.isWhitespace == true || body.first == "\u{FEFF}" { body = body.dropFirst() }
        if body.hasPrefix("<?xml"), let end = body.range(of: "?>") { body = body[end.upperBound...] }
        return String(body)
    }

    private static func firstChildXML(of wrapped: String) throws -> Data {
        var options = GDataParseOptions()
        options.rootClass = GDataXMLElement.self
        let wrapper = try GDataXMLParser.parse(Data(wrapped.utf8), options: options)
        guard let child = wrapper.childElements.first else { throw FixtureLoadError("wrapper has no child element") }
        child.detach()
        return child.xmlData()
    }
}

/// The original `GDataElementsTest`'s own class for the geo cases: an element that may hold any location form.
final class GDataGeoTestClass: GDataObject {
    override class var defaultElementName: GDataXMLName? { GDataXMLName.intern("", "GDataGeoTestClass") }
    override class var childClasses: [GDataObject.Type] {
        super.childClasses + [GDataGeoW3CPoint.self, GDataGeoRSSPoint.self, GDataGeoRSSWhere.self]
    }
}
