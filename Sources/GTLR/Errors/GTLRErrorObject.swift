#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A Google API error body, `{"error": {code, message, errors[], status, details[]}}`, as `GTLRErrorObject`.
///
/// Both shapes Google uses are read: the "V1" one with `errors` (`domain`, `reason`, `message`, `location`…) and the
/// "V2" one with `status` (`NOT_FOUND`) and `details` (`@type`, …).
public final class GTLRErrorObject: GTLRObject {
    /// The HTTP status code the API reports.
    public var code: Int32? {
        get { self["code"] }
        set { self["code"] = newValue }
    }
    /// The message.
    public var message: String? {
        get { self["message"] }
        set { self["message"] = newValue }
    }
    /// The V1 error items.
    public var errors: [GTLRErrorObjectErrorItem]? {
        get { self["errors"] }
        set { self["errors"] = newValue }
    }
    /// The V2 status name, e.g. `NOT_FOUND`.
    public var status: String? {
        get { self["status"] }
        set { self["status"] = newValue }
    }
    /// The V2 details.
    public var details: [GTLRErrorObjectDetail]? {
        get { self["details"] }
        set { self["details"] = newValue }
    }

    /// The declared members.
    public override class var declaredJSONKeys: Set<String> { ["code", "message", "errors", "status", "details"] }

    /// The error object of a response body: the `error` member of the JSON object (or of the first element of a JSON
    /// array, which some APIs send); `nil` when the body is not such JSON.
    public static func from(body: Data) -> GTLRErrorObject? {
        guard var value = try? GTLRJSONParser.parse(body) else { return nil }
        if case .array(let elements) = value, let first = elements.first { value = first }
        guard let error = value["error"], case .object = error else { return nil }
        return GTLRErrorObject.object(json: error)
    }

    /// `message (reason: r1, r2; status: NOT_FOUND)`.
    public var summary: String {
        var text = message ?? "error"
        var extras: [String] = []
        let reasons = (errors ?? []).compactMap(\.reason)
        if !reasons.isEmpty { extras.append("reason: " + reasons.joined(separator: ", ")) }
        if let status { extras.append("status: \(status)") }
        if !extras.isEmpty { text += " (" + extras.joined(separator: "; ") + ")" }
        return text
    }
}

/// One item of a V1 error's `errors` array.
public final class GTLRErrorObjectErrorItem: GTLRObject {
    /// The error domain, e.g. `global`.
    public var domain: String? {
        get { self["domain"] }
        set { self["domain"] = newValue }
    }
    /// The reason, e.g. `notFound`.
    public var reason: String? {
        get { self["reason"] }
        set { self["reason"] = newValue }
    }
    /// The message.
    public var message: String? {
        get { self["message"] }
        set { self["message"] = newValue }
    }
    /// Where the error is, e.g. `pageToken`.
    public var location: String? {
        get { self["location"] }
        set { self["location"] = newValue }
    }
    /// What kind of location, e.g. `parameter`.
    public var locationType: String? {
        get { self["locationType"] }
        set { self["locationType"] = newValue }
    }
    /// The declared members.
    public override class var declaredJSONKeys: Set<String> {
        ["domain", "reason", "message", "location", "locationType"]
    }
}

/// One item of a V2 error's `details` array.
public final class GTLRErrorObjectDetail: GTLRObject {
    /// The detail's type URL (the JSON member `@type`).
    public var typeProperty: String? {
        get { self["@type"] }
        set { self["@type"] = newValue }
    }
    /// The detail text, when the detail has one.
    public var detail: String? {
        get { self["detail"] }
        set { self["detail"] = newValue }
    }
    /// The declared members.
    public override class var declaredJSONKeys: Set<String> { ["@type", "detail"] }
}
