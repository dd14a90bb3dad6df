import Foundation

@testable import GData

/// Evaluates the original tests' key paths (`entries.0.links.@count`, `title`, …) on Swift objects, the way
/// `+[GDataElementsTest valueInObject:forKeyPathIncludingArrays:]` did with KVC: a numeric component indexes the array
/// produced so far, `@count` counts it, and every other component is an Objective-C accessor name translated through
/// ``ObjCAccessorTable``.
enum KeyPathEvaluator {
    /// The result of evaluating a path.
    enum Outcome {
        /// The value the path reached (`nil` = the Objective-C `nil`).
        case value(Any?)
        /// A component has no Swift counterpart for the value it was applied to.
        case missingAccessor(name: String, on: String, pending: Bool)
        /// The path could not be followed (index out of range, `@count` on a non-array, …).
        case invalid(String)
    }

    static func evaluate(_ path: String, on root: Any) -> Outcome {
        var current: Any? = root
        for component in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let value = flatten(current) else { return .value(nil) }  // KVC on nil is nil
            if component == "@count" {
                guard let array = asArray(value) else { return .invalid("@count on \(typeName(value))") }
                current = array.count
            } else if let index = Int(component) {
                guard let array = asArray(value) else { return .invalid("index \(index) on \(typeName(value))") }
                guard index >= 0, index < array.count else { return .invalid("index \(index) out of range (count \(array.count))") }
                current = array[index]
            } else {
                switch ObjCAccessorTable.read(component, from: value) {
                case .value(let next): current = next
                case .missing(let pending): return .missingAccessor(name: component, on: typeName(value), pending: pending)
                }
            }
        }
        return .value(flatten(current))
    }

    /// Unwraps nested optionals hidden in `Any`.
    static func flatten(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let child = mirror.children.first else { return nil }
            return flatten(child.value)
        }
        return value
    }

    static func asArray(_ value: Any) -> [Any]? {
        if let array = value as? [Any] { return array }
        return nil
    }

    /// The Objective-C-style class name of a value (Swift class names equal the original ones).
    static func typeName(_ value: Any) -> String {
        if let object = value as? GDataObject { return String(describing: type(of: object)) }
        return String(describing: type(of: value))
    }

    /// Converts a result as `-stringValue` would: BOOL → "0"/"1", numbers as NSNumber prints them, dates as RFC 3339,
    /// text constructs and other elements as their text. `nil` stays `nil`; arrays and dictionaries cannot be converted.
    static func objcString(_ value: Any?) -> String? {
        guard let value = flatten(value) else { return nil }
        switch value {
        case let string as String: return string
        case let substring as Substring: return String(substring)
        case let bool as Bool: return bool ? "1" : "0"
        case let int as Int: return String(int)
        case let int as Int64: return String(int)
        case let int as Int32: return String(int)
        case let int as UInt: return String(int)
        case let int as UInt64: return String(int)
        case let double as Double: return numberString(double)
        case let float as Float: return numberString(Double(float))
        case let decimal as Decimal: return NSDecimalNumber(decimal: decimal).stringValue
        case let number as NSNumber: return number.stringValue
        case let dateTime as GDataDateTime: return dateTime.stringValue
        case let date as Date: return numberString(date.timeIntervalSince1970)
        case let url as URL: return url.absoluteString
        case let object as GDataObject: return object.stringValue
        case let node as GDataXMLNode:
            switch node {
            case .text(let text): return text
            case .element(let element): return element.stringValue
            }
        case let attribute as GDataXMLAttribute: return attribute.value
        case let namespace as GDataXMLNamespace: return namespace.uri
        default: return nil
        }
    }

    /// NSNumber's `stringValue` for a double: integral values without a fraction, `inf`/`-inf`/`nan`.
    static func numberString(_ double: Double) -> String {
        if double.isInfinite { return double > 0 ? "inf" : "-inf" }
        if double.isNaN { return "nan" }
        // NSNumber prints integral doubles without a fraction ("20", not "20.0") and others in shortest form.
        if double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
        return String(double)
    }

    static func numericValue(_ value: Any?) -> Double? {
        switch flatten(value) {
        case let double as Double: return double
        case let float as Float: return Double(float)
        case let int as Int: return Double(int)
        case let int as Int64: return Double(int)
        case let number as NSNumber: return number.doubleValue
        case let string as String: return Double(string)
        default: return nil
        }
    }
}
