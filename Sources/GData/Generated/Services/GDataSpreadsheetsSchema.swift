// generated from Schemas/services/spreadsheets.json by scripts/generate-schemas.py — do not edit

// Google Spreadsheets (`gs:` and the `gsx:` custom columns): spreadsheets, worksheets, cells, list rows, tables and records. As in the original, the kinds are registered without a scheme (so a category with the spreadsheet scheme and such a term matches too), except the worksheet entry (scheme `http://schemas.google.com/spreadsheets/2006`).

/// Interned element and attribute names used by `Schemas/services/spreadsheets.json`.
enum GDataSpreadsheetsSchemaNames {
    static let attr_col = GDataXMLName.intern("", "col")
    static let attr_formula = GDataXMLName.intern("", "formula")
    static let attr_index = GDataXMLName.intern("", "index")
    static let attr_inputValue = GDataXMLName.intern("", "inputValue")
    static let attr_insertionMode = GDataXMLName.intern("", "insertionMode")
    static let attr_name = GDataXMLName.intern("", "name")
    static let attr_numRows = GDataXMLName.intern("", "numRows")
    static let attr_numericValue = GDataXMLName.intern("", "numericValue")
    static let attr_row = GDataXMLName.intern("", "row")
    static let attr_startRow = GDataXMLName.intern("", "startRow")
    static let gs_cell = GDataXMLName.intern("http://schemas.google.com/spreadsheets/2006", "cell")
    static let gs_colCount = GDataXMLName.intern("http://schemas.google.com/spreadsheets/2006", "colCount")
    static let gs_column = GDataXMLName.intern("http://schemas.google.com/spreadsheets/2006", "column")
    static let gs_data = GDataXMLName.intern("http://schemas.google.com/spreadsheets/2006", "data")
    static let gs_field = GDataXMLName.intern("http://schemas.google.com/spreadsheets/2006", "field")
    static let gs_header = GDataXMLName.intern("http://schemas.google.com/spreadsheets/2006", "header")
    static let gs_rowCount = GDataXMLName.intern("http://schemas.google.com/spreadsheets/2006", "rowCount")
    static let gs_worksheet = GDataXMLName.intern("http://schemas.google.com/spreadsheets/2006", "worksheet")
    static let gsx__ = GDataXMLName.intern("http://schemas.google.com/spreadsheets/2006/extended", "*")
}

/// A cell (`gs:cell`): its position, the input (a value or formula) and, as text, the computed result.
///
/// Element `gs:cell`.
open class GDataSpreadsheetCell: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataSpreadsheetsSchemaNames.gs_cell }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataSpreadsheetsSchemaNames.attr_row,
            GDataSpreadsheetsSchemaNames.attr_col,
            GDataSpreadsheetsSchemaNames.attr_inputValue,
            GDataSpreadsheetsSchemaNames.attr_numericValue,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The number of rows (`gs:rowCount`).
///
/// Element `gs:rowCount`.
open class GDataRowCount: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataSpreadsheetsSchemaNames.gs_rowCount }
}

/// The number of columns (`gs:colCount`).
///
/// Element `gs:colCount`.
open class GDataColumnCount: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataSpreadsheetsSchemaNames.gs_colCount }
}

/// A table column (`gs:column`): its letter and header name.
///
/// Element `gs:column`.
open class GDataSpreadsheetColumn: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataSpreadsheetsSchemaNames.gs_column }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataSpreadsheetsSchemaNames.attr_name,
            GDataSpreadsheetsSchemaNames.attr_index,
        ]
    }
}

/// A record field (`gs:field`); the text is the value.
///
/// Element `gs:field`.
open class GDataSpreadsheetField: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataSpreadsheetsSchemaNames.gs_field }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataSpreadsheetsSchemaNames.attr_name,
            GDataSpreadsheetsSchemaNames.attr_index,
            GDataSpreadsheetsSchemaNames.attr_formula,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// Where a table's data is (`gs:data`).
///
/// Element `gs:data`.
open class GDataSpreadsheetData: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataSpreadsheetsSchemaNames.gs_data }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataSpreadsheetsSchemaNames.attr_insertionMode,
            GDataSpreadsheetsSchemaNames.attr_numRows,
            GDataSpreadsheetsSchemaNames.attr_startRow,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSpreadsheetColumn.self,
        ]
    }
}

/// The header row of a table (`gs:header row=…`).
///
/// Element `gs:header`.
open class GDataSpreadsheetHeader: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataSpreadsheetsSchemaNames.gs_header }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataSpreadsheetsSchemaNames.attr_row,
        ]
    }
}

/// The worksheet a table is in (`gs:worksheet name=…`).
///
/// Element `gs:worksheet`.
open class GDataWorksheetName: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataSpreadsheetsSchemaNames.gs_worksheet }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataSpreadsheetsSchemaNames.attr_name,
        ]
    }
}

/// A list row's value for one column (`gsx:COLUMN`, any element of the `gsx:` namespace): the column is the element's local name.
///
/// Element `gsx:*`.
open class GDataSpreadsheetCustomElement: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataSpreadsheetsSchemaNames.gsx__ }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The user's spreadsheets; its entries are `GDataEntrySpreadsheet`.
open class GDataFeedSpreadsheet: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntrySpreadsheet.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntrySpreadsheet.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/spreadsheets/2006#spreadsheet" }
}

/// A spreadsheet.
open class GDataEntrySpreadsheet: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataLink.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/spreadsheets/2006#spreadsheet" }
}

/// A spreadsheet's worksheets; its entries are `GDataEntryWorksheet`.
open class GDataFeedWorksheet: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryWorksheet.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryWorksheet.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/spreadsheets/2006#worksheet" }
}

/// A worksheet.
open class GDataEntryWorksheet: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataRowCount.self,
            GDataColumnCount.self,
            GDataLink.self,
        ]
    }
}

/// A worksheet's cells; its entries are `GDataEntrySpreadsheetCell`.
open class GDataFeedSpreadsheetCell: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntrySpreadsheetCell.self,
            GDataRowCount.self,
            GDataColumnCount.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntrySpreadsheetCell.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/spreadsheets/2006#cell" }
}

/// A cell.
open class GDataEntrySpreadsheetCell: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSpreadsheetCell.self,
            GDataLink.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/spreadsheets/2006#cell" }
}

/// A worksheet's rows; its entries are `GDataEntrySpreadsheetList`.
open class GDataFeedSpreadsheetList: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntrySpreadsheetList.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntrySpreadsheetList.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/spreadsheets/2006#list" }
}

/// A row: one `gsx:` element per column.
open class GDataEntrySpreadsheetList: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSpreadsheetCustomElement.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/spreadsheets/2006#list" }
}

/// A table's records; its entries are `GDataEntrySpreadsheetRecord`.
open class GDataFeedSpreadsheetRecord: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntrySpreadsheetRecord.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntrySpreadsheetRecord.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/spreadsheets/2006#record" }
}

/// A record of a table.
open class GDataEntrySpreadsheetRecord: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSpreadsheetField.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/spreadsheets/2006#record" }
}

/// A spreadsheet's tables; its entries are `GDataEntrySpreadsheetTable`.
open class GDataFeedSpreadsheetTable: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntrySpreadsheetTable.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntrySpreadsheetTable.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/spreadsheets/2006#table" }
}

/// A table.
open class GDataEntrySpreadsheetTable: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSpreadsheetData.self,
            GDataSpreadsheetHeader.self,
            GDataWorksheetName.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/spreadsheets/2006#table" }
}

extension GDataSpreadsheetCell {
    /// The row, from 1.
    public var row: Int? {
        get { GDataValueText.int(attribute(GDataSpreadsheetsSchemaNames.attr_row)) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_row, newValue.map { String($0) }) }
    }
    /// The column, from 1.
    public var column: Int? {
        get { GDataValueText.int(attribute(GDataSpreadsheetsSchemaNames.attr_col)) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_col, newValue.map { String($0) }) }
    }
    /// What was entered (e.g. `=SUM(A1:A3)`).
    public var inputString: String? {
        get { attribute(GDataSpreadsheetsSchemaNames.attr_inputValue) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_inputValue, newValue) }
    }
    /// The result as a number, when it is one.
    public var numericValue: Double? {
        get { GDataValueText.double(attribute(GDataSpreadsheetsSchemaNames.attr_numericValue)) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_numericValue, newValue.map { GDataValueText.string(from: $0) }) }
    }
}

extension GDataSpreadsheetColumn {
    /// The header name.
    public var columnName: String? {
        get { attribute(GDataSpreadsheetsSchemaNames.attr_name) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_name, newValue) }
    }
    /// The column letter.
    public var indexString: String? {
        get { attribute(GDataSpreadsheetsSchemaNames.attr_index) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_index, newValue) }
    }
}

extension GDataSpreadsheetField {
    /// The column's name.
    public var fieldName: String? {
        get { attribute(GDataSpreadsheetsSchemaNames.attr_name) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_name, newValue) }
    }
    /// The column letter.
    public var indexString: String? {
        get { attribute(GDataSpreadsheetsSchemaNames.attr_index) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_index, newValue) }
    }
    /// The formula, if any.
    public var formula: String? {
        get { attribute(GDataSpreadsheetsSchemaNames.attr_formula) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_formula, newValue) }
    }
}

extension GDataSpreadsheetData {
    /// insert or overwrite.
    public var insertionMode: String? {
        get { attribute(GDataSpreadsheetsSchemaNames.attr_insertionMode) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_insertionMode, newValue) }
    }
    /// The number of rows.
    public var numberOfRows: Int? {
        get { GDataValueText.int(attribute(GDataSpreadsheetsSchemaNames.attr_numRows)) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_numRows, newValue.map { String($0) }) }
    }
    /// The first data row.
    public var startIndex: Int? {
        get { GDataValueText.int(attribute(GDataSpreadsheetsSchemaNames.attr_startRow)) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_startRow, newValue.map { String($0) }) }
    }
    /// The `gs:column` children.
    public var columns: [GDataSpreadsheetColumn] {
        get { children(GDataSpreadsheetColumn.self) }
        set { setChildren(newValue, of: GDataSpreadsheetColumn.self) }
    }
}

extension GDataSpreadsheetHeader {
    /// The header row.
    public var row: Int? {
        get { GDataValueText.int(attribute(GDataSpreadsheetsSchemaNames.attr_row)) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_row, newValue.map { String($0) }) }
    }
}

extension GDataWorksheetName {
    /// The worksheet's name.
    public var worksheetName: String? {
        get { attribute(GDataSpreadsheetsSchemaNames.attr_name) }
        set { setAttribute(GDataSpreadsheetsSchemaNames.attr_name, newValue) }
    }
}

extension GDataEntrySpreadsheet {
    /// The `atom:link` child.
    public var tablesFeedLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/spreadsheets/2006#tablesfeed" }
    }
}

extension GDataEntryWorksheet {
    /// The `gs:rowCount` child.
    public var rowCount: Int? {
        get { GDataValueText.int(child(GDataRowCount.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataRowCount.self) }
    }
    /// The `gs:colCount` child.
    public var columnCount: Int? {
        get { GDataValueText.int(child(GDataColumnCount.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataColumnCount.self) }
    }
    /// The `atom:link` child.
    public var cellsLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/spreadsheets/2006#cellsfeed" }
    }
}

extension GDataFeedSpreadsheetCell {
    /// The `gs:rowCount` child.
    public var rowCount: Int? {
        get { GDataValueText.int(child(GDataRowCount.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataRowCount.self) }
    }
    /// The `gs:colCount` child.
    public var columnCount: Int? {
        get { GDataValueText.int(child(GDataColumnCount.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataColumnCount.self) }
    }
}

extension GDataEntrySpreadsheetCell {
    /// The `gs:cell` child.
    public var cell: GDataSpreadsheetCell? {
        get { child(GDataSpreadsheetCell.self) }
        set { setChild(newValue, of: GDataSpreadsheetCell.self) }
    }
    /// The `atom:link` child.
    public var sourceLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/spreadsheets/2006#source" }
    }
}

extension GDataEntrySpreadsheetList {
    /// The `gsx:*` children.
    public var customElements: [GDataSpreadsheetCustomElement] {
        get { children(GDataSpreadsheetCustomElement.self) }
        set { setChildren(newValue, of: GDataSpreadsheetCustomElement.self) }
    }
}

extension GDataEntrySpreadsheetRecord {
    /// The `gs:field` children.
    public var fields: [GDataSpreadsheetField] {
        get { children(GDataSpreadsheetField.self) }
        set { setChildren(newValue, of: GDataSpreadsheetField.self) }
    }
}

extension GDataEntrySpreadsheetTable {
    /// The `gs:data` child.
    public var spreadsheetData: GDataSpreadsheetData? {
        get { child(GDataSpreadsheetData.self) }
        set { setChild(newValue, of: GDataSpreadsheetData.self) }
    }
    /// The `gs:header` child.
    public var spreadsheetHeader: GDataSpreadsheetHeader? {
        get { child(GDataSpreadsheetHeader.self) }
        set { setChild(newValue, of: GDataSpreadsheetHeader.self) }
    }
    /// The `gs:worksheet` child.
    public var worksheetName: GDataWorksheetName? {
        get { child(GDataWorksheetName.self) }
        set { setChild(newValue, of: GDataWorksheetName.self) }
    }
}
