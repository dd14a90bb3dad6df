import GTLRDiscovery

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

/// `gdata api --list`: the methods of a document with their parameters.
enum APIMethodList {
    /// Writes one block per method: `ID  HTTP_METHOD PATH`, then one indented line per parameter
    /// (`name  path|query  type[, repeated][, required]`), and the body and media support.
    static func write(_ document: GTLRDiscoveryDocument) {
        var output = OutputBuffer()
        output.line("\(document.name) \(document.version): \(document.rootUrl)\(document.servicePath)")
        for method in document.allMethods {
            output.line("")
            output.line("\(method.id)  \(method.httpMethod) \(method.path)")
            for name in method.pathParameterNames + method.queryParameterNames {
                guard let schema = method.parameters[name] else { continue }
                var details = [schema.location ?? "query", typeName(schema)]
                if schema.repeated { details.append("repeated") }
                if schema.required || method.parameterOrder.contains(name) { details.append("required") }
                if !schema.enumValues.isEmpty { details.append("one of " + schema.enumValues.joined(separator: "|")) }
                output.line("    \(name)  \(details.joined(separator: ", "))")
            }
            if let request = method.request { output.line("    (body: \(request.displayName))") }
            if method.supportsMediaUpload { output.line("    (media upload)") }
            if method.supportsMediaDownload { output.line("    (media download)") }
        }
        output.flush()
    }

    static func typeName(_ schema: GTLRDiscoverySchema) -> String {
        let type = schema.type ?? "any"
        if type == "array", let items = schema.items { return "array of \(typeName(items))" }
        return schema.format.map { "\(type) (\($0))" } ?? type
    }
}
