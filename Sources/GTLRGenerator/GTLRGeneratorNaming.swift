/// The names the generator gives Swift declarations, following the Objective-C ServiceGenerator:
/// `GTLR<Api>_<Schema>` objects, `GTLR<Api>Query_<Resource><Method>` queries, `kGTLR<Api>…` constants,
/// `id` → `identifier`, `description` → `descriptionProperty`, and Swift keywords → `<word>Property`.
public enum GTLRGeneratorNaming {
    /// Swift keywords and names that would clash with the runtime's members; a property with one of these names gets
    /// the suffix `Property` (`default` → `defaultProperty`).
    public static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "Any", "Self", "Type", "Protocol",
        // Members of the runtime's objects and queries, and NSObject's in the original.
        "description", "hash", "copy", "json", "kind", "type", "jsonString", "fields", "debugDescription",
        "className", "additionalProperties", "userProperties", "bodyObject", "uploadParameters", "requestID",
        "pathParameterNames", "httpMethod", "pathURITemplate", "expectedObjectClass", "loggingName",
        "executionParameters", "additionalHTTPHeaders", "additionalURLQueryParameters", "jsonData",
        "objectClassResolver", "additionalJSONKeys", "fieldsDescription", "collectionItems", "nextPageTokenValue",
        "parameters", "resourceURL", "isUpload", "useMediaDownloadService", "downloadAsDataObjectType",
        "shouldSkipAuthorization", "declaredJSONKeys", "classForAdditionalProperties", "collectionItemsKey",
        "collectionItemClass", "holdsObjects",
    ]

    /// The JSON names that keep a fixed Swift spelling, as in the original.
    public static let fixedPropertyNames: [String: String] = [
        "id": "identifier",
        "identifier": "identifierProperty",
        "etag": "ETag",
        "kind": "kind",
        "items": "items",
        "fields": "fields",
    ]

    /// The API's formatted name: `storage` → `Storage`, `youtube` → `YouTube`, `testing_svc` → `TestingSvc`.
    public static func apiName(_ name: String) -> String {
        let known: [String: String] = [
            "youtube": "YouTube", "bigquery": "Bigquery", "youtubeAnalytics": "YouTubeAnalytics",
            "youtubereporting": "YouTubeReporting",
        ]
        if let fixed = known[name] { return fixed }
        return upperCamel(name)
    }

    /// `fooBar_baz-qux.x` → `FooBarBazQuxX`: word boundaries at `_`, `-`, `.`, `/`, `@`, `$`, space and other
    /// punctuation; the first letter of every word upper-cased; the rest kept.
    public static func upperCamel(_ text: String) -> String {
        var result = ""
        var upperNext = true
        for character in text {
            if character.isLetter || character.isNumber {
                result += upperNext ? character.uppercased() : String(character)
                upperNext = false
            } else {
                upperNext = true
            }
        }
        return result
    }

    /// `fooBar_baz` → `fooBarBaz`, a name that starts with a digit gets a leading `_`.
    public static func lowerCamel(_ text: String) -> String {
        let upper = upperCamel(text)
        guard let first = upper.first else { return "_" }
        // Keep runs of capitals at the start as they are (`ETag`, `URL`); lower only a single leading capital.
        let lowered: String
        let second = upper.dropFirst().first
        if let second, second.isUppercase {
            lowered = upper
        } else {
            lowered = first.lowercased() + upper.dropFirst()
        }
        return lowered.first?.isNumber == true ? "_" + lowered : lowered
    }

    /// The Swift property name for a JSON property or query parameter name.
    public static func propertyName(_ jsonName: String) -> String {
        if let fixed = fixedPropertyNames[jsonName] { return fixed }
        let name = lowerCamel(jsonName)
        if name == "identifier" { return "identifierProperty" }
        if reservedWords.contains(name) { return name + "Property" }
        return name
    }

    /// A constant's value part: `READ_ONLY` → `ReadOnly`, `full` → `Full`, `text/plain` → `TextPlain`,
    /// `` (empty) → `Empty`, `3` → `Value3`.
    public static func constantValueName(_ value: String) -> String {
        let lowered: String
        let letters = value.filter(\.isLetter)
        if !letters.isEmpty, letters.allSatisfy(\.isUppercase) {
            lowered = value.lowercased()  // SCREAMING_CASE → words
        } else {
            lowered = value
        }
        let name = upperCamel(lowered)
        if name.isEmpty { return value.isEmpty ? "Empty" : "Value" + String(value.unicodeScalars.first!.value) }
        return name.first!.isNumber ? "Value" + name : name
    }

    /// The object class of a schema: `GTLRStorage_Object`; nested inline schemas add their property path
    /// (`GTLRStorage_Bucket_Lifecycle_Rule_Item`).
    public static func objectClassName(api: String, path: [String]) -> String {
        "GTLR\(api)_" + path.map(upperCamel).joined(separator: "_")
    }

    /// The query class of a method ID: `storage.objects.list` → `GTLRStorageQuery_ObjectsList`;
    /// `youtube.liveChatMessages.insert` → `GTLRYouTubeQuery_LiveChatMessagesInsert`.
    public static func queryClassName(api: String, methodID: String) -> String {
        let parts = methodID.split(separator: ".").dropFirst()
        return "GTLR\(api)Query_" + parts.map { upperCamel(String($0)) }.joined()
    }

    /// A Swift string literal for `text`.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Documentation comment lines for `text` (`/// …`), at `indent`; empty when there is no text.
    public static func docComment(_ text: String?, indent: String) -> String {
        guard let text, !text.isEmpty else { return "" }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> String in
                let trimmed = line.trimmingTrailingWhitespace()
                return trimmed.isEmpty ? "\(indent)///\n" : "\(indent)/// \(trimmed)\n"
            }
            .joined()
    }
}

extension Substring {
    fileprivate func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}
