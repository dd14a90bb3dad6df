import Foundation
import Testing

@testable import GData
@testable import GDataCore

/// Helpers shared by the schema tests: parse inline XML, wrap element snippets, round-trip objects.
enum SchemaTestSupport {
    static let wrapperNamespaces = """
        xmlns='http://www.w3.org/2005/Atom' xmlns:gd='http://schemas.google.com/g/2005' \
        xmlns:batch='http://schemas.google.com/gdata/batch' xmlns:app='http://www.w3.org/2007/app' \
        xmlns:openSearch='http://a9.com/-/spec/opensearch/1.1/' xmlns:thr='http://purl.org/syndication/thread/1.0' \
        xmlns:at='http://purl.org/atompub/tombstones/1.0' xmlns:gAcl='http://schemas.google.com/acl/2007'
        """

    static func parse(_ xml: String, documentURI: String? = nil) throws -> GDataObject {
        try GDataXMLParser.parse(Data(xml.utf8), options: GDataParseOptions(documentURI: documentURI))
    }

    /// Parses `snippet` inside an `<entry>` declaring the usual namespaces and returns its first child element,
    /// read as the class the snippet's element name declares (as the original element tests did).
    static func element(_ snippet: String) throws -> GDataObject {
        let entry = try parse("<entry \(wrapperNamespaces)>\(snippet)</entry>")
        let first = try #require(entry.childElements.first)
        guard first is GDataXMLElement, let cls = elementClasses.first(where: { $0.defaultElementName == first.name })
        else { return first }
        return first.converted(to: cls)
    }

    /// Classes that the element tests read directly (they are not children of a plain entry).
    static let elementClasses: [GDataObject.Type] = [
        GDataEmail.self, GDataIM.self, GDataPhoneNumber.self, GDataPostalAddress.self, GDataName.self,
        GDataOrganization.self, GDataStructuredPostalAddress.self, GDataWho.self, GDataWhen.self, GDataWhere.self,
        GDataRecurrenceException.self, GDataComment.self, GDataExtendedProperty.self, GDataRating.self, GDataGeoPt.self,
        GDataMoney.self, GDataEventStatus.self, GDataDeleted.self, GDataAtomPubControl.self, GDataFeedLink.self,
        GDataEntryLink.self, GDataReminder.self, GDataRecurrence.self, GDataOriginalEvent.self,
    ]

    /// Writes `object`, parses the XML again (as the same class) and returns the new root.
    static func reparse(_ object: GDataObject) throws -> GDataObject {
        let root = try GDataXMLParser.parse(object.xmlData())
        if type(of: root) != type(of: object), !(root is GDataFeedBase), !(root is GDataEntryBase) {
            return try GDataXMLParser.parse(object.xmlData(), options: GDataParseOptions(rootClass: type(of: object)))
        }
        return root
    }

    /// The copy and the reparsed object both equal the original, and nothing is left unknown anywhere in the tree.
    static func expectRoundTrip(_ object: GDataObject, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(object.copy().isEqual(to: object), "copy differs", sourceLocation: sourceLocation)
        let again = try reparse(object)
        #expect(again.isEqual(to: object), "reparsed object differs", sourceLocation: sourceLocation)
        #expect(type(of: again) == type(of: object), sourceLocation: sourceLocation)
    }

    /// Every unknown child or attribute in the tree, as `path: description` strings.
    static func unknowns(in object: GDataObject, path: String = "") -> [String] {
        var found: [String] = []
        let here = path + "/" + object.name.localName
        for node in object.unknownChildren {
            found.append(here + ": " + (node.element.map { "<\($0.name)>" } ?? "text \(node.text ?? "")"))
        }
        for attribute in object.unknownAttributes { found.append(here + ": @\(attribute.name)") }
        for child in object.childElements where !(child is GDataXMLElement) {
            found += unknowns(in: child, path: here)
        }
        return found
    }

    static func fixture(_ name: String) throws -> GDataObject {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/gdata-objc").appendingPathComponent(name)
        return try GDataXMLParser.parse(contentsOf: url)
    }
}
