import Foundation

@testable import GData
@testable import GDataCore

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

    /// An outcome with what the core rule needs to know about how it was reached.
    struct Evaluation {
        var outcome: Outcome
        /// Some step was answered by a service-class accessor.
        var usedServiceAccessor = false
        /// For ``Outcome/missingAccessor(name:on:pending:)``: the value the accessor was applied to, and whether it
        /// was the parsed object itself.
        var missingOn: Any?
        var missingAtRoot = false
    }

    static func evaluate(_ path: String, on root: Any) -> Outcome { trace(path, on: root).outcome }

    static func trace(_ path: String, on root: Any) -> Evaluation {
        var current: Any? = root
        var usedService = false
        var atRoot = true
        for component in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let value = flatten(current) else {  // KVC on nil is nil
                return Evaluation(outcome: .value(nil), usedServiceAccessor: usedService)
            }
            if component == "@count" {
                guard let array = asArray(value) else {
                    return Evaluation(outcome: .invalid("@count on \(typeName(value))"))
                }
                current = array.count
            } else if let index = Int(component) {
                guard let array = asArray(value) else {
                    return Evaluation(outcome: .invalid("index \(index) on \(typeName(value))"))
                }
                guard index >= 0, index < array.count else {
                    return Evaluation(outcome: .invalid("index \(index) out of range (count \(array.count))"))
                }
                current = array[index]
            } else {
                switch ObjCAccessorTable.read(component, from: value) {
                case .value(let next, let core):
                    current = next
                    if !core { usedService = true }
                case .missing(let pending):
                    return Evaluation(
                        outcome: .missingAccessor(name: component, on: typeName(value), pending: pending),
                        usedServiceAccessor: usedService,
                        missingOn: value,
                        missingAtRoot: atRoot
                    )
                }
            }
            atRoot = false
        }
        return Evaluation(outcome: .value(flatten(current)), usedServiceAccessor: usedService)
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
        case let object as GDataObject:
            // The class's own -stringValue (a value construct's value, a content's text), else the element text.
            if case .value(let text, _) = ObjCAccessorTable.read("stringValue", from: object) {
                return flatten(text) as? String
            }
            return object.stringValue
        case let node as GDataXMLNode:
            switch node {
            case .text(let text): return text.string
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
