import Foundation

@testable import GData
@testable import GDataCore

/// One Objective-C accessor and its Swift counterpart. The table is both the key-path evaluator's dictionary and the
/// source of `docs/migration.md`.
struct ObjCAccessor: @unchecked Sendable {
    /// The Objective-C class that declares the accessor (`GDataObject` for the generic layer, `NSXMLElement` for raw
    /// XML nodes, `NSNumber`/`NSDate`/`GDataDateTime` for value types).
    let objcClass: String
    /// The Objective-C selector/key, as used in key paths.
    let objcName: String
    /// The Swift spelling, for the migration table.
    let swift: String
    /// Reads the value from an object; returns `nil` (outer) when the object is not of the accessor's class.
    /// `nil` for the whole closure means the Swift API does not exist yet.
    let get: ((Any) -> Any??)?
    /// Whether the accessor belongs to the core (see ``CoreRule``); service tables pass `false`.
    let isCore: Bool

    /// An accessor that the Swift API provides.
    static func on<T>(
        _ type: T.Type,
        _ objcClass: String,
        _ objcName: String,
        _ swift: String,
        core: Bool = true,
        _ read: @escaping (T) -> Any?
    ) -> ObjCAccessor {
        ObjCAccessor(
            objcClass: objcClass,
            objcName: objcName,
            swift: swift,
            get: { value in (value as? T).map { read($0) } },
            isCore: core
        )
    }

    /// An accessor with no Swift counterpart yet (listed as missing in the migration table).
    static func pending(_ objcClass: String, _ objcName: String, _ swift: String, core: Bool = true) -> ObjCAccessor {
        ObjCAccessor(objcClass: objcClass, objcName: objcName, swift: swift, get: nil, isCore: core)
    }
}

/// Maps Objective-C accessor names (key-path components) to Swift.
enum ObjCAccessorTable {
    enum ReadResult {
        /// The value, and whether a core accessor produced it.
        case value(Any?, core: Bool)
        /// No entry applies; `pending` when the name is a known accessor still missing in Swift.
        case missing(pending: Bool)
    }

    /// All entries: typed ones first (more specific), then raw XML nodes, then the generic ``GDataObject`` layer.
    static let entries: [ObjCAccessor] = coreEntries + serviceEntries + xmlNodeEntries + valueEntries + genericEntries

    /// Accessors of service classes (`core: false`), from the keys `Schemas/services/*.json` declares: each reads the
    /// generated `value(forOriginalKey:)` of an instance of the declaring class (or a subclass).
    static let serviceEntries: [ObjCAccessor] =
        serviceValueEntries
        + GDataServiceSchemaRegistration.serviceClassKeys.map { row in
            let cls = row.cls
            let key = row.key
            return ObjCAccessor(
                objcClass: String(describing: cls),
                objcName: key,
                swift: "\(cls).\(row.swift)",
                get: { value in
                    guard let object = value as? GDataObject else { return nil }
                    let type = type(of: object)
                    guard type == cls || GDataRetyper.isStrictSubclass(type, of: cls) else { return nil }
                    return .some(object.value(forOriginalKey: key))
                },
                isCore: false
            )
        }

    /// Service accessors on values that are not elements, and on the original test's own geo test class.
    static let serviceValueEntries: [ObjCAccessor] = [
        .on(
            GDataNormalPlayTime.self,
            "GDataNormalPlayTime",
            "timeOffsetInMilliseconds",
            "GDataNormalPlayTime.timeOffsetInMilliseconds",
            core: false
        ) { $0.timeOffsetInMilliseconds },
        .on(GDataNormalPlayTime.self, "GDataNormalPlayTime", "isNow", "GDataNormalPlayTime.isNow", core: false) {
            $0.isNow
        },
        // The original test called -mediaContentWithFormatNumber:1; the transcription spells it as a key.
        .on(
            GDataYouTubeMediaGroup.self,
            "GDataYouTubeMediaGroup",
            "mediaContentWithFormatNumber1",
            "GDataYouTubeMediaGroup.mediaContent(formatNumber: 1)",
            core: false
        ) { $0.mediaContent(formatNumber: 1) },
        // The original test called -customPropertyWithName:@"height"; the transcription spells it as a key.
        .on(
            GDataEntryMapFeature.self,
            "GDataEntryMapFeature",
            "customPropertyWithHeightName",
            "GDataEntryMapFeature.customProperty(withName: \"height\")",
            core: false
        ) { $0.customProperty(withName: "height") },
        // The original tests called -featureForName: and -maxUploadSizeForKind:; the transcription spells them as keys.
        .on(
            GDataEntryDocListMetadata.self,
            "GDataEntryDocListMetadata",
            "featureForNameUploadAny",
            "GDataEntryDocListMetadata.feature(named: \"upload_any\")",
            core: false
        ) { $0.feature(named: "upload_any") },
        .on(
            GDataEntryDocListMetadata.self,
            "GDataEntryDocListMetadata",
            "featureForNameUploadNone",
            "GDataEntryDocListMetadata.feature(named: \"upload_none\")",
            core: false
        ) { $0.feature(named: "upload_none") },
        .on(
            GDataEntryDocListMetadata.self,
            "GDataEntryDocListMetadata",
            "maxUploadSizeForKindPDF",
            "GDataEntryDocListMetadata.maxUploadSize(forKind: \"pdf\")",
            core: false
        ) { $0.maxUploadSize(forKind: "pdf") },
        // The original test's categories added -dimensionWithNameCountry and friends for its key paths.
        .on(
            GDataAnalyticsDataSource.self,
            "GDataAnalyticsDataSource",
            "analyticsPropertyWithNameAccountName",
            "GDataAnalyticsDataSource.analyticsProperty(named: \"ga:accountName\")",
            core: false
        ) { $0.analyticsProperty(named: "ga:accountName") },
        .on(
            GDataEntryAnalyticsData.self,
            "GDataEntryAnalyticsData",
            "dimensionWithNameCountry",
            "GDataEntryAnalyticsData.dimension(named: \"ga:country\")",
            core: false
        ) { $0.dimension(named: "ga:country") },
        .on(
            GDataEntryAnalyticsData.self,
            "GDataEntryAnalyticsData",
            "metricWithNamePageviews",
            "GDataEntryAnalyticsData.metric(named: \"ga:pageviews\")",
            core: false
        ) { $0.metric(named: "ga:pageviews") },
        .on(
            GDataFeedSiteKeyword.self,
            "GDataFeedSiteKeyword",
            "keywordsWithInternalSource",
            "GDataFeedSiteKeyword.keywords(withSource: \"internal\")",
            core: false
        ) { $0.keywords(withSource: "internal") },
        .on(GDataEntryBase.self, "GDataEntryBase", "kindCategory", "GDataEntryBase.kindCategory", core: false) {
            $0.kindCategory
        },
        .on(GDataGeoTestClass.self, "GDataGeoTestClass", "geoLocation", "GDataObject.geoLocation", core: false) {
            $0.geoLocation
        },
    ]

    private static let byName: [String: [ObjCAccessor]] = Dictionary(grouping: entries, by: \.objcName)

    /// Reads `name` from `value`.
    static func read(_ name: String, from value: Any) -> ReadResult {
        let candidates = byName[name] ?? []
        for entry in candidates {
            if let get = entry.get, let result = get(value) { return .value(result, core: entry.isCore) }
        }
        // KVC on a dictionary.
        if let dictionary = value as? [String: Any] { return .value(dictionary[name], core: true) }
        return .missing(pending: candidates.contains { $0.get == nil })
    }

    // MARK: Generic layer (GDataObject and XML nodes)

    /// Accessors every ``GDataObject`` has, in the original's `GDataObject`.
    static let genericEntries: [ObjCAccessor] = [
        .on(GDataObject.self, "GDataObject", "unknownChildren", "GDataObject.unknownChildren") { $0.unknownChildren },
        .on(GDataObject.self, "GDataObject", "unknownAttributes", "GDataObject.unknownAttributes") {
            $0.unknownAttributes
        },
        .on(GDataObject.self, "GDataObject", "childXMLElements", "GDataObject.childXMLElements") {
            $0.childXMLElements
        },
        .on(GDataObject.self, "GDataObject", "XMLString", "GDataObject.xmlString()") { $0.xmlString() },
        .on(GDataObject.self, "GDataObject", "className", "String(describing: type(of: object))") {
            String(describing: type(of: $0))
        },
        .on(GDataObject.self, "GDataObject", "namespaces", "GDataObject.namespaceDeclarations") { object in
            var result: [String: Any] = [:]
            for declaration in object.namespaceDeclarations { result[declaration.prefix ?? ""] = declaration.uri }
            return result
        },
        .on(GDataObject.self, "GDataObject", "stringValue", "GDataObject.stringValue") { $0.stringValue },
    ]

    /// `NSXMLNode` accessors applied to raw XML (unknown children, `XMLValues`, unknown attributes).
    static let xmlNodeEntries: [ObjCAccessor] = [
        .on(GDataXMLElement.self, "NSXMLElement", "localName", "GDataObject.name.localName") { $0.name.localName },
        .on(GDataXMLElement.self, "NSXMLElement", "namespaces", "GDataObject.namespaceDeclarations.map(\\.uri)") {
            $0.namespaceDeclarations.map(\.uri)
        },
        .on(GDataXMLElement.self, "NSXMLElement", "name", "GDataObject.name") { $0.name.localName },
        .on(GDataXMLNode.self, "NSXMLNode", "XMLString", "GDataXMLNode (.element: xmlString(), .text: the text)") {
            node in
            switch node {
            case .element(let element): return element.xmlString()
            case .text(let text): return text.string
            }
        },
        .on(GDataXMLNode.self, "NSXMLNode", "stringValue", "GDataXMLNode.element?.stringValue ?? GDataXMLNode.text") {
            node in
            node.element?.stringValue ?? node.text
        },
        .on(GDataXMLNode.self, "NSXMLNode", "localName", "GDataXMLNode.element?.name.localName") {
            $0.element?.name.localName
        },
        .on(GDataXMLAttribute.self, "NSXMLNode", "XMLString", "GDataXMLAttribute (name=\"value\")") { attribute in
            "\(attribute.name.localName)=\"\(attribute.value)\""
        },
        .on(GDataXMLAttribute.self, "NSXMLNode", "stringValue", "GDataXMLAttribute.value") { $0.value },
        .on(GDataXMLAttribute.self, "NSXMLNode", "localName", "GDataXMLAttribute.name.localName") { $0.name.localName },
    ]

    /// Foundation and date value accessors.
    static let valueEntries: [ObjCAccessor] = [
        .on(GDataDateTime.self, "GDataDateTime", "RFC3339String", "GDataDateTime.rfc3339String") { $0.rfc3339String },
        .on(GDataDateTime.self, "GDataDateTime", "stringValue", "GDataDateTime.stringValue") { $0.stringValue },
        .on(GDataDateTime.self, "GDataDateTime", "date", "GDataDateTime.date") { $0.date },
        .on(GDataDateTime.self, "GDataDateTime", "timeZone", "GDataDateTime.timeZone") { $0.timeZone },
        .on(Date.self, "NSDate", "timeIntervalSince1970", "Date.timeIntervalSince1970") { $0.timeIntervalSince1970 },
        .on(URL.self, "NSURL", "absoluteString", "URL.absoluteString") { $0.absoluteString },
        .on(String.self, "NSString", "stringValue", "String") { $0 },
        // An Objective-C string's class is the private class-cluster member `__NSCFString`; the original test used it
        // to check that a value is a plain string. A Swift `String` is the counterpart (other values answer with
        // their own class, or not at all).
        .on(String.self, "NSString", "className", "String (Objective-C: __NSCFString)") { _ in "__NSCFString" },
        .on(Int.self, "NSNumber", "stringValue", "String(n)") { String($0) },
        .on(Int64.self, "NSNumber", "stringValue", "String(n)") { String($0) },
        .on(Bool.self, "NSNumber", "stringValue", "Bool") { $0 ? "1" : "0" },
        .on(Double.self, "NSNumber", "stringValue", "Double") { KeyPathEvaluator.numberString($0) },
        .on(Int.self, "NSNumber", "intValue", "Int") { $0 },
        .on(Int64.self, "NSNumber", "longLongValue", "Int64") { $0 },
        .on(Int.self, "NSNumber", "longLongValue", "Int") { $0 },
        .on(Double.self, "NSNumber", "doubleValue", "Double") { $0 },
        .on(Bool.self, "NSNumber", "boolValue", "Bool") { $0 },
    ]
}
