/// RFC 3986 reference resolution (§5.2), on strings, without Foundation's URL quirks.
public enum GDataURI {
    struct Parts {
        var scheme: String?
        var authority: String?
        var path: String
        var query: String?
        var fragment: String?
    }

    /// Splits a URI reference into its five components (RFC 3986 appendix B).
    static func split(_ reference: String) -> Parts {
        var rest = Substring(reference)
        var parts = Parts(path: "")
        if let hash = rest.firstIndex(of: "#") {
            parts.fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            parts.query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        if let colon = rest.firstIndex(of: ":") {
            let candidate = rest[..<colon]
            if let first = candidate.first, first.isASCII, first.isLetter,
                !candidate.contains(where: { $0 == "/" }),
                candidate.allSatisfy({
                    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".")
                })
            {
                parts.scheme = String(candidate)
                rest = rest[rest.index(after: colon)...]
            }
        }
        if rest.hasPrefix("//") {
            let afterSlashes = rest.index(rest.startIndex, offsetBy: 2)
            let end = rest[afterSlashes...].firstIndex(of: "/") ?? rest.endIndex
            parts.authority = String(rest[afterSlashes..<end])
            rest = rest[end...]
        }
        parts.path = String(rest)
        return parts
    }

    /// Removes `.` and `..` segments (RFC 3986 §5.2.4).
    static func removeDotSegments(_ path: String) -> String {
        var input = Substring(path)
        var output: [Substring] = []
        var result = ""
        while !input.isEmpty {
            if input.hasPrefix("../") {
                input = input.dropFirst(3)
            } else if input.hasPrefix("./") {
                input = input.dropFirst(2)
            } else if input.hasPrefix("/./") {
                input = input.dropFirst(2)
            } else if input == "/." {
                input = "/"
            } else if input.hasPrefix("/../") {
                input = input.dropFirst(3)
                if !output.isEmpty { output.removeLast() }
            } else if input == "/.." {
                input = "/"
                if !output.isEmpty { output.removeLast() }
            } else if input == "." || input == ".." {
                input = ""
            } else {
                let start = input.startIndex
                let searchFrom = input.first == "/" ? input.index(after: start) : start
                let end = input[searchFrom...].firstIndex(of: "/") ?? input.endIndex
                output.append(input[start..<end])
                input = input[end...]
            }
        }
        // `append(contentsOf:)` with a `Substring`, not `+=`: the generic `+=` looks up `Substring`'s element type at
        // run time, which the first time scans every protocol-conformance record of the binary.
        for segment in output { result.append(contentsOf: segment) }
        return result
    }

    /// Resolves `reference` against the absolute URI `base`. If `base` is itself relative, the result is as relative.
    public static func resolve(_ reference: String, against base: String) -> String {
        let r = split(reference)
        let b = split(base)
        var t = Parts(path: "")
        if r.scheme != nil {
            t = r
            t.path = removeDotSegments(r.path)
        } else {
            if r.authority != nil {
                t.authority = r.authority
                t.path = removeDotSegments(r.path)
                t.query = r.query
            } else {
                if r.path.isEmpty {
                    t.path = b.path
                    t.query = r.query ?? b.query
                } else {
                    if r.path.hasPrefix("/") {
                        t.path = removeDotSegments(r.path)
                    } else {
                        // merge (§5.2.3)
                        let merged: String
                        if b.authority != nil && b.path.isEmpty {
                            merged = "/" + r.path
                        } else if let slash = b.path.lastIndex(of: "/") {
                            merged = String(b.path[...slash]) + r.path
                        } else {
                            merged = r.path
                        }
                        t.path = removeDotSegments(merged)
                    }
                    t.query = r.query
                }
                t.authority = b.authority
            }
            t.scheme = b.scheme
        }
        t.fragment = r.fragment
        var result = ""
        if let scheme = t.scheme { result += scheme + ":" }
        if let authority = t.authority { result += "//" + authority }
        result += t.path
        if let query = t.query { result += "?" + query }
        if let fragment = t.fragment { result += "#" + fragment }
        return result
    }
}
