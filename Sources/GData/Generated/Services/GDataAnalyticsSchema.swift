// generated from Schemas/services/analytics.json by scripts/generate-schemas.py — do not edit

// Google Analytics Data Export (dropped from the original in 2015; kept for archived feeds): `dxp:` and `ga:` namespaces, account and data feeds.

/// Interned element and attribute names used by `Schemas/services/analytics.json`.
enum GDataAnalyticsSchemaNames {
    static let attr_active = GDataXMLName.intern("", "active")
    static let attr_caseSensitive = GDataXMLName.intern("", "caseSensitive")
    static let attr_comparison = GDataXMLName.intern("", "comparison")
    static let attr_confidenceInterval = GDataXMLName.intern("", "confidenceInterval")
    static let attr_expression = GDataXMLName.intern("", "expression")
    static let attr_id = GDataXMLName.intern("", "id")
    static let attr_index = GDataXMLName.intern("", "index")
    static let attr_matchType = GDataXMLName.intern("", "matchType")
    static let attr_name = GDataXMLName.intern("", "name")
    static let attr_number = GDataXMLName.intern("", "number")
    static let attr_path = GDataXMLName.intern("", "path")
    static let attr_scope = GDataXMLName.intern("", "scope")
    static let attr_step1Required = GDataXMLName.intern("", "step1Required")
    static let attr_thresholdValue = GDataXMLName.intern("", "thresholdValue")
    static let attr_type = GDataXMLName.intern("", "type")
    static let attr_value = GDataXMLName.intern("", "value")
    static let dxp_aggregates = GDataXMLName.intern("http://schemas.google.com/analytics/2009", "aggregates")
    static let dxp_dataSource = GDataXMLName.intern("http://schemas.google.com/analytics/2009", "dataSource")
    static let dxp_definition = GDataXMLName.intern("http://schemas.google.com/analytics/2009", "definition")
    static let dxp_dimension = GDataXMLName.intern("http://schemas.google.com/analytics/2009", "dimension")
    static let dxp_endDate = GDataXMLName.intern("http://schemas.google.com/analytics/2009", "endDate")
    static let dxp_metric = GDataXMLName.intern("http://schemas.google.com/analytics/2009", "metric")
    static let dxp_property = GDataXMLName.intern("http://schemas.google.com/analytics/2009", "property")
    static let dxp_segment = GDataXMLName.intern("http://schemas.google.com/analytics/2009", "segment")
    static let dxp_startDate = GDataXMLName.intern("http://schemas.google.com/analytics/2009", "startDate")
    static let dxp_tableId = GDataXMLName.intern("http://schemas.google.com/analytics/2009", "tableId")
    static let dxp_tableName = GDataXMLName.intern("http://schemas.google.com/analytics/2009", "tableName")
    static let ga_customVariable = GDataXMLName.intern("http://schemas.google.com/ga/2009", "customVariable")
    static let ga_destination = GDataXMLName.intern("http://schemas.google.com/ga/2009", "destination")
    static let ga_engagement = GDataXMLName.intern("http://schemas.google.com/ga/2009", "engagement")
    static let ga_goal = GDataXMLName.intern("http://schemas.google.com/ga/2009", "goal")
    static let ga_step = GDataXMLName.intern("http://schemas.google.com/ga/2009", "step")
}

/// A dimension of a data row (`dxp:dimension name=… value=…`).
///
/// Element `dxp:dimension`.
open class GDataAnalyticsDimension: GDataNameValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.dxp_dimension }
}

/// A named property (`dxp:property name=… value=…`).
///
/// Element `dxp:property`.
open class GDataAnalyticsProperty: GDataNameValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.dxp_property }
}

/// The first day of the data (`dxp:startDate`).
///
/// Element `dxp:startDate`.
open class GDataAnalyticsStartDate: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.dxp_startDate }
}

/// The last day of the data (`dxp:endDate`).
///
/// Element `dxp:endDate`.
open class GDataAnalyticsEndDate: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.dxp_endDate }
}

/// A profile's table ID (`dxp:tableId`).
///
/// Element `dxp:tableId`.
open class GDataAnalyticsTableID: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.dxp_tableId }
}

/// A profile's name (`dxp:tableName`).
///
/// Element `dxp:tableName`.
open class GDataAnalyticsTableName: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.dxp_tableName }
}

/// A segment's definition (`dxp:definition`).
///
/// Element `dxp:definition`.
open class GDataAnalyticsDefinition: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.dxp_definition }
}

/// A measured value (`dxp:metric`).
///
/// Element `dxp:metric`.
open class GDataAnalyticsMetric: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.dxp_metric }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAnalyticsSchemaNames.attr_confidenceInterval,
            GDataAnalyticsSchemaNames.attr_name,
            GDataAnalyticsSchemaNames.attr_type,
            GDataAnalyticsSchemaNames.attr_value,
        ]
    }
}

/// The totals of a data feed (`dxp:aggregates`).
///
/// Element `dxp:aggregates`.
open class GDataAnalyticsAggregateGroup: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.dxp_aggregates }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataAnalyticsMetric.self,
        ]
    }
}

/// The profile a data feed comes from (`dxp:dataSource`).
///
/// Element `dxp:dataSource`.
open class GDataAnalyticsDataSource: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.dxp_dataSource }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataAnalyticsProperty.self,
            GDataAnalyticsTableID.self,
            GDataAnalyticsTableName.self,
        ]
    }
}

/// An advanced segment (`dxp:segment`).
///
/// Element `dxp:segment`.
open class GDataAnalyticsSegment: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.dxp_segment }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAnalyticsSchemaNames.attr_name,
            GDataAnalyticsSchemaNames.attr_id,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataAnalyticsDefinition.self,
            GDataAnalyticsProperty.self,
        ]
    }
}

/// A step of a goal's funnel (`ga:step`).
///
/// Element `ga:step`.
open class GDataAnalyticsStep: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.ga_step }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAnalyticsSchemaNames.attr_name,
            GDataAnalyticsSchemaNames.attr_number,
            GDataAnalyticsSchemaNames.attr_path,
        ]
    }
}

/// A URL-destination goal (`ga:destination`).
///
/// Element `ga:destination`.
open class GDataAnalyticsDestination: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.ga_destination }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAnalyticsSchemaNames.attr_caseSensitive,
            GDataAnalyticsSchemaNames.attr_expression,
            GDataAnalyticsSchemaNames.attr_matchType,
            GDataAnalyticsSchemaNames.attr_step1Required,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataAnalyticsStep.self,
        ]
    }
}

/// An engagement goal (`ga:engagement`).
///
/// Element `ga:engagement`.
open class GDataAnalyticsEngagement: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.ga_engagement }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAnalyticsSchemaNames.attr_comparison,
            GDataAnalyticsSchemaNames.attr_thresholdValue,
            GDataAnalyticsSchemaNames.attr_type,
        ]
    }
}

/// A goal of a profile (`ga:goal`).
///
/// Element `ga:goal`.
open class GDataAnalyticsGoal: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.ga_goal }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAnalyticsSchemaNames.attr_active,
            GDataAnalyticsSchemaNames.attr_name,
            GDataAnalyticsSchemaNames.attr_number,
            GDataAnalyticsSchemaNames.attr_value,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataAnalyticsDestination.self,
            GDataAnalyticsEngagement.self,
        ]
    }
}

/// A custom variable of a profile (`ga:customVariable`).
///
/// Element `ga:customVariable`.
open class GDataAnalyticsCustomVariable: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataAnalyticsSchemaNames.ga_customVariable }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataAnalyticsSchemaNames.attr_index,
            GDataAnalyticsSchemaNames.attr_name,
            GDataAnalyticsSchemaNames.attr_scope,
        ]
    }
}

/// The accounts (profiles) feed; its entries are `GDataEntryAnalyticsAccount`.
open class GDataFeedAnalyticsAccount: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryAnalyticsAccount.self,
            GDataAnalyticsSegment.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryAnalyticsAccount.self }
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "analytics#accounts" }
}

/// A profile.
open class GDataEntryAnalyticsAccount: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataAnalyticsProperty.self,
            GDataAnalyticsTableID.self,
            GDataAnalyticsGoal.self,
            GDataAnalyticsCustomVariable.self,
        ]
    }
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "analytics#account" }
}

/// A report; its entries (rows) are `GDataEntryAnalyticsData`.
open class GDataFeedAnalyticsData: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryAnalyticsData.self,
            GDataAnalyticsAggregateGroup.self,
            GDataAnalyticsDataSource.self,
            GDataAnalyticsStartDate.self,
            GDataAnalyticsEndDate.self,
            GDataAnalyticsSegment.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryAnalyticsData.self }
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "analytics#data" }
}

/// A row of a report.
open class GDataEntryAnalyticsData: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataAnalyticsDimension.self,
            GDataAnalyticsMetric.self,
        ]
    }
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "analytics#datarow" }
}

extension GDataAnalyticsMetric {
    /// The confidence interval.
    public var confidenceInterval: Double? {
        get { GDataValueText.double(attribute(GDataAnalyticsSchemaNames.attr_confidenceInterval)) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_confidenceInterval, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The metric's name (`ga:pageviews`).
    public var metricName: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_name) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_name, newValue) }
    }
    /// integer, float, percent, time, currency or us_currency.
    public var type: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_type) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_type, newValue) }
    }
    /// The value, as written.
    public var value: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_value) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_value, newValue) }
    }
}

extension GDataAnalyticsAggregateGroup {
    /// The `dxp:metric` children.
    public var metrics: [GDataAnalyticsMetric] {
        get { children(GDataAnalyticsMetric.self) }
        set { setChildren(newValue, of: GDataAnalyticsMetric.self) }
    }
}

extension GDataAnalyticsDataSource {
    /// The `dxp:property` children.
    public var analyticsProperties: [GDataAnalyticsProperty] {
        get { children(GDataAnalyticsProperty.self) }
        set { setChildren(newValue, of: GDataAnalyticsProperty.self) }
    }
    /// The `dxp:tableId` child.
    public var tableID: String? {
        get { child(GDataAnalyticsTableID.self)?.stringValue }
        set { setChildText(newValue, of: GDataAnalyticsTableID.self) }
    }
    /// The `dxp:tableName` child.
    public var tableName: String? {
        get { child(GDataAnalyticsTableName.self)?.stringValue }
        set { setChildText(newValue, of: GDataAnalyticsTableName.self) }
    }
}

extension GDataAnalyticsSegment {
    /// The segment's name.
    public var segmentName: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_name) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_name, newValue) }
    }
    /// The segment's ID.
    public var analyticsID: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_id) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_id, newValue) }
    }
    /// The `dxp:definition` child.
    public var definition: String? {
        get { child(GDataAnalyticsDefinition.self)?.stringValue }
        set { setChildText(newValue, of: GDataAnalyticsDefinition.self) }
    }
    /// The `dxp:property` children.
    public var analyticsProperties: [GDataAnalyticsProperty] {
        get { children(GDataAnalyticsProperty.self) }
        set { setChildren(newValue, of: GDataAnalyticsProperty.self) }
    }
}

extension GDataAnalyticsStep {
    /// The step's name.
    public var stepName: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_name) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_name, newValue) }
    }
    /// The step's position.
    public var number: Int? {
        get { GDataValueText.int(attribute(GDataAnalyticsSchemaNames.attr_number)) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_number, newValue.map { String($0) }) }
    }
    /// The page path.
    public var path: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_path) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_path, newValue) }
    }
}

extension GDataAnalyticsDestination {
    /// Whether matching is case-sensitive.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isCaseSensitive: Bool {
        get { GDataValueText.bool(attribute(GDataAnalyticsSchemaNames.attr_caseSensitive)) ?? false }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_caseSensitive, newValue ? "true" : "false") }
    }
    /// The URL expression.
    public var expression: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_expression) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_expression, newValue) }
    }
    /// exact, head or regex.
    public var matchType: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_matchType) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_matchType, newValue) }
    }
    /// Whether the funnel's first step is required.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isStep1Required: Bool {
        get { GDataValueText.bool(attribute(GDataAnalyticsSchemaNames.attr_step1Required)) ?? false }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_step1Required, newValue ? "true" : "false") }
    }
    /// The `ga:step` children.
    public var steps: [GDataAnalyticsStep] {
        get { children(GDataAnalyticsStep.self) }
        set { setChildren(newValue, of: GDataAnalyticsStep.self) }
    }
}

extension GDataAnalyticsEngagement {
    /// The comparison.
    public var comparison: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_comparison) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_comparison, newValue) }
    }
    /// The threshold.
    public var thresholdValue: Int64? {
        get { GDataValueText.int64(attribute(GDataAnalyticsSchemaNames.attr_thresholdValue)) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_thresholdValue, newValue.map { String($0) }) }
    }
    /// The kind of engagement.
    public var type: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_type) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_type, newValue) }
    }
}

extension GDataAnalyticsGoal {
    /// Whether the goal is active.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isActive: Bool {
        get { GDataValueText.bool(attribute(GDataAnalyticsSchemaNames.attr_active)) ?? false }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_active, newValue ? "true" : "false") }
    }
    /// The goal's name.
    public var goalName: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_name) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_name, newValue) }
    }
    /// The goal's number.
    public var number: Int? {
        get { GDataValueText.int(attribute(GDataAnalyticsSchemaNames.attr_number)) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_number, newValue.map { String($0) }) }
    }
    /// The goal's value.
    public var value: Double? {
        get { GDataValueText.double(attribute(GDataAnalyticsSchemaNames.attr_value)) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_value, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The `ga:destination` child.
    public var destination: GDataAnalyticsDestination? {
        get { child(GDataAnalyticsDestination.self) }
        set { setChild(newValue, of: GDataAnalyticsDestination.self) }
    }
    /// The `ga:engagement` child.
    public var engagement: GDataAnalyticsEngagement? {
        get { child(GDataAnalyticsEngagement.self) }
        set { setChild(newValue, of: GDataAnalyticsEngagement.self) }
    }
}

extension GDataAnalyticsCustomVariable {
    /// The variable's slot.
    public var index: Int? {
        get { GDataValueText.int(attribute(GDataAnalyticsSchemaNames.attr_index)) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_index, newValue.map { String($0) }) }
    }
    /// The variable's name.
    public var variableName: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_name) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_name, newValue) }
    }
    /// visitor, session or page.
    public var scope: String? {
        get { attribute(GDataAnalyticsSchemaNames.attr_scope) }
        set { setAttribute(GDataAnalyticsSchemaNames.attr_scope, newValue) }
    }
}

extension GDataFeedAnalyticsAccount {
    /// The `dxp:segment` children.
    public var segments: [GDataAnalyticsSegment] {
        get { children(GDataAnalyticsSegment.self) }
        set { setChildren(newValue, of: GDataAnalyticsSegment.self) }
    }
}

extension GDataEntryAnalyticsAccount {
    /// The `dxp:property` children.
    public var analyticsProperties: [GDataAnalyticsProperty] {
        get { children(GDataAnalyticsProperty.self) }
        set { setChildren(newValue, of: GDataAnalyticsProperty.self) }
    }
    /// The `dxp:tableId` child.
    public var tableID: String? {
        get { child(GDataAnalyticsTableID.self)?.stringValue }
        set { setChildText(newValue, of: GDataAnalyticsTableID.self) }
    }
    /// The `ga:goal` children.
    public var goals: [GDataAnalyticsGoal] {
        get { children(GDataAnalyticsGoal.self) }
        set { setChildren(newValue, of: GDataAnalyticsGoal.self) }
    }
    /// The `ga:customVariable` children.
    public var customVariables: [GDataAnalyticsCustomVariable] {
        get { children(GDataAnalyticsCustomVariable.self) }
        set { setChildren(newValue, of: GDataAnalyticsCustomVariable.self) }
    }
}

extension GDataFeedAnalyticsData {
    /// The `dxp:aggregates` child.
    public var aggregateGroup: GDataAnalyticsAggregateGroup? {
        get { child(GDataAnalyticsAggregateGroup.self) }
        set { setChild(newValue, of: GDataAnalyticsAggregateGroup.self) }
    }
    /// The `dxp:dataSource` children.
    public var dataSources: [GDataAnalyticsDataSource] {
        get { children(GDataAnalyticsDataSource.self) }
        set { setChildren(newValue, of: GDataAnalyticsDataSource.self) }
    }
    /// The `dxp:startDate` child.
    public var startDateString: String? {
        get { child(GDataAnalyticsStartDate.self)?.stringValue }
        set { setChildText(newValue, of: GDataAnalyticsStartDate.self) }
    }
    /// The `dxp:endDate` child.
    public var endDateString: String? {
        get { child(GDataAnalyticsEndDate.self)?.stringValue }
        set { setChildText(newValue, of: GDataAnalyticsEndDate.self) }
    }
    /// The `dxp:segment` children.
    public var segments: [GDataAnalyticsSegment] {
        get { children(GDataAnalyticsSegment.self) }
        set { setChildren(newValue, of: GDataAnalyticsSegment.self) }
    }
}

extension GDataEntryAnalyticsData {
    /// The `dxp:dimension` children.
    public var dimensions: [GDataAnalyticsDimension] {
        get { children(GDataAnalyticsDimension.self) }
        set { setChildren(newValue, of: GDataAnalyticsDimension.self) }
    }
    /// The `dxp:metric` children.
    public var metrics: [GDataAnalyticsMetric] {
        get { children(GDataAnalyticsMetric.self) }
        set { setChildren(newValue, of: GDataAnalyticsMetric.self) }
    }
}
