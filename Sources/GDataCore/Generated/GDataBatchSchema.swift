// generated from Schemas/batch.json by scripts/generate-schemas.py — do not edit

// GData batch processing elements (`batch:` namespace).

/// Interned element and attribute names used by `Schemas/batch.json`.
enum GDataBatchSchemaNames {
    static let attr_code = GDataXMLName.intern("", "code")
    static let attr_content_type = GDataXMLName.intern("", "content-type")
    static let attr_failures = GDataXMLName.intern("", "failures")
    static let attr_parsed = GDataXMLName.intern("", "parsed")
    static let attr_reason = GDataXMLName.intern("", "reason")
    static let attr_success = GDataXMLName.intern("", "success")
    static let attr_type = GDataXMLName.intern("", "type")
    static let batch_id = GDataXMLName.intern("http://schemas.google.com/gdata/batch", "id")
    static let batch_interrupted = GDataXMLName.intern("http://schemas.google.com/gdata/batch", "interrupted")
    static let batch_operation = GDataXMLName.intern("http://schemas.google.com/gdata/batch", "operation")
    static let batch_status = GDataXMLName.intern("http://schemas.google.com/gdata/batch", "status")
}

/// A batch operation (`batch:operation`): `insert`, `update`, `delete` or `query`; feed default or per entry.
///
/// Element `batch:operation`.
open class GDataBatchOperation: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBatchSchemaNames.batch_operation }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataBatchSchemaNames.attr_type,
        ]
    }
}

/// A client-chosen batch item identifier (`batch:id`) linking a response entry to its request.
///
/// Element `batch:id`.
open class GDataBatchID: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBatchSchemaNames.batch_id }
}

/// The result of a batch operation (`batch:status`): an HTTP status code, a reason and an optional body.
///
/// Element `batch:status`.
open class GDataBatchStatus: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBatchSchemaNames.batch_status }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataBatchSchemaNames.attr_code,
            GDataBatchSchemaNames.attr_reason,
            GDataBatchSchemaNames.attr_content_type,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// Reports that a batch was interrupted (`batch:interrupted`).
///
/// Element `batch:interrupted`.
open class GDataBatchInterrupted: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBatchSchemaNames.batch_interrupted }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataBatchSchemaNames.attr_reason,
            GDataBatchSchemaNames.attr_success,
            GDataBatchSchemaNames.attr_failures,
            GDataBatchSchemaNames.attr_parsed,
            GDataBatchSchemaNames.attr_content_type,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

extension GDataBatchOperation {
    /// The operation type.
    public var type: String? {
        get { attribute(GDataBatchSchemaNames.attr_type) }
        set { setAttribute(GDataBatchSchemaNames.attr_type, newValue) }
    }
}

extension GDataBatchStatus {
    /// The HTTP status code.
    public var code: Int? {
        get { GDataValueText.int(attribute(GDataBatchSchemaNames.attr_code)) }
        set { setAttribute(GDataBatchSchemaNames.attr_code, newValue.map { String($0) }) }
    }
    /// The reason phrase.
    public var reason: String? {
        get { attribute(GDataBatchSchemaNames.attr_reason) }
        set { setAttribute(GDataBatchSchemaNames.attr_reason, newValue) }
    }
    /// The media type of the element's text.
    public var contentType: String? {
        get { attribute(GDataBatchSchemaNames.attr_content_type) }
        set { setAttribute(GDataBatchSchemaNames.attr_content_type, newValue) }
    }
}

extension GDataBatchInterrupted {
    /// Why processing stopped.
    public var reason: String? {
        get { attribute(GDataBatchSchemaNames.attr_reason) }
        set { setAttribute(GDataBatchSchemaNames.attr_reason, newValue) }
    }
    /// Operations that succeeded.
    public var successCount: Int? {
        get { GDataValueText.int(attribute(GDataBatchSchemaNames.attr_success)) }
        set { setAttribute(GDataBatchSchemaNames.attr_success, newValue.map { String($0) }) }
    }
    /// Operations that failed.
    public var errorCount: Int? {
        get { GDataValueText.int(attribute(GDataBatchSchemaNames.attr_failures)) }
        set { setAttribute(GDataBatchSchemaNames.attr_failures, newValue.map { String($0) }) }
    }
    /// Operations parsed.
    public var totalCount: Int? {
        get { GDataValueText.int(attribute(GDataBatchSchemaNames.attr_parsed)) }
        set { setAttribute(GDataBatchSchemaNames.attr_parsed, newValue.map { String($0) }) }
    }
    /// The media type of the element's text.
    public var contentType: String? {
        get { attribute(GDataBatchSchemaNames.attr_content_type) }
        set { setAttribute(GDataBatchSchemaNames.attr_content_type, newValue) }
    }
}

extension GDataEntryBase {
    /// The `batch:operation` child.
    public var batchOperation: GDataBatchOperation? {
        get { child(GDataBatchOperation.self) }
        set { setChild(newValue, of: GDataBatchOperation.self) }
    }
    /// The `batch:id` element (see `batchID` for its text).
    public var batchIDElement: GDataBatchID? {
        get { child(GDataBatchID.self) }
        set { setChild(newValue, of: GDataBatchID.self) }
    }
    /// The batch item identifier (`batch:id` text).
    public var batchID: String? {
        get { child(GDataBatchID.self)?.stringValue }
        set { setChildText(newValue, of: GDataBatchID.self) }
    }
    /// The `batch:status` child.
    public var batchStatus: GDataBatchStatus? {
        get { child(GDataBatchStatus.self) }
        set { setChild(newValue, of: GDataBatchStatus.self) }
    }
    /// The `batch:interrupted` child.
    public var batchInterrupted: GDataBatchInterrupted? {
        get { child(GDataBatchInterrupted.self) }
        set { setChild(newValue, of: GDataBatchInterrupted.self) }
    }
}

extension GDataFeedBase {
    /// The feed-level default batch operation.
    public var batchOperation: GDataBatchOperation? {
        get { child(GDataBatchOperation.self) }
        set { setChild(newValue, of: GDataBatchOperation.self) }
    }
    /// The `batch:interrupted` child.
    public var batchInterrupted: GDataBatchInterrupted? {
        get { child(GDataBatchInterrupted.self) }
        set { setChild(newValue, of: GDataBatchInterrupted.self) }
    }
}
