#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension GDataSpreadsheetCell {
    /// The computed result (the element's text).
    public var resultString: String? {
        get {
            let text = stringValue
            return text.isEmpty ? nil : text
        }
        set { stringValue = newValue ?? "" }
    }

    /// The cell's A1-style address (`D2` for row 2, column 4), when row and column are set.
    public var a1Address: String? {
        guard let row, let column, row > 0, column > 0 else { return nil }
        var letters = ""
        var remaining = column
        while remaining > 0 {
            let digit = (remaining - 1) % 26
            letters = String(UnicodeScalar(UInt8(65 + digit))) + letters
            remaining = (remaining - 1) / 26
        }
        return letters + String(row)
    }
}

extension GDataRowCount {
    /// The number of rows (`nil` when the text is not an integer).
    public var count: Int? {
        get { intValue }
        set { stringValue = newValue.map { String($0) } ?? "" }
    }
}

extension GDataColumnCount {
    /// The number of columns (`nil` when the text is not an integer).
    public var count: Int? {
        get { intValue }
        set { stringValue = newValue.map { String($0) } ?? "" }
    }
}

extension GDataSpreadsheetField {
    /// The field's value (the element's text).
    public var value: String? {
        get { stringValue }
        set { stringValue = newValue ?? "" }
    }
}

extension GDataSpreadsheetCustomElement {
    /// The column: the element's local name (`e-mail` for `gsx:e-mail`).
    public var columnName: String { name.localName }

    /// A `gsx:COLUMN` element holding `value`.
    public convenience init(columnName: String, value: String) {
        self.init(name: GDataXMLName.intern(GDataSpreadsheetsSchemaNames.gsx__.namespaceURI, columnName))
        stringValue = value
    }
}

extension GDataEntrySpreadsheetList {
    /// The row's values by column name.
    public var customElementDictionary: [String: String] {
        var result: [String: String] = [:]
        for element in customElements { result[element.columnName] = element.stringValue }
        return result
    }

    /// The value of the column `name`, if the row has it.
    public func customElement(named name: String) -> GDataSpreadsheetCustomElement? {
        customElements.first { $0.columnName == name }
    }

    /// Sets (or, with `nil`, removes) the value of column `name`, keeping the column's position.
    public func setCustomElement(named name: String, value: String?) {
        if let existing = customElement(named: name) {
            if let value { existing.stringValue = value } else { removeChild(existing) }
        } else if let value {
            addChild(GDataSpreadsheetCustomElement(columnName: name, value: value))
        }
    }
}

extension GDataEntrySpreadsheet {
    /// The spreadsheet's web page (its `alternate` link).
    public var spreadsheetLink: GDataLink? { alternateLink }
    /// The worksheets feed: the entry content's `src`.
    public var worksheetsFeedURL: URL? { content?.sourceURI.flatMap(URL.init(string:)) }
}

extension GDataEntryWorksheet {
    /// The spreadsheet's web page (the worksheet's `alternate` link).
    public var spreadsheetLink: GDataLink? { alternateLink }
    /// The worksheet's list (rows) feed: the entry content's `src`.
    public var listFeedURL: URL? { content?.sourceURI.flatMap(URL.init(string:)) }
}

extension GDataEntrySpreadsheetTable {
    /// The table's records feed: the entry content's `src`.
    public var recordFeedURL: URL? { content?.sourceURI.flatMap(URL.init(string:)) }
}
