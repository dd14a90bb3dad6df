// generated from Schemas/services/finance.json by scripts/generate-schemas.py — do not edit

// Google Finance portfolios (`gf:`; dropped by the original in 2015, kept for archived feeds): portfolio, position and transaction feeds and entries.

/// Interned element and attribute names used by `Schemas/services/finance.json`.
enum GDataFinanceSchemaNames {
    static let attr_currencyCode = GDataXMLName.intern("", "currencyCode")
    static let attr_date = GDataXMLName.intern("", "date")
    static let attr_exchange = GDataXMLName.intern("", "exchange")
    static let attr_fullName = GDataXMLName.intern("", "fullName")
    static let attr_gainPercentage = GDataXMLName.intern("", "gainPercentage")
    static let attr_notes = GDataXMLName.intern("", "notes")
    static let attr_return1w = GDataXMLName.intern("", "return1w")
    static let attr_return1y = GDataXMLName.intern("", "return1y")
    static let attr_return3m = GDataXMLName.intern("", "return3m")
    static let attr_return3y = GDataXMLName.intern("", "return3y")
    static let attr_return4w = GDataXMLName.intern("", "return4w")
    static let attr_return5y = GDataXMLName.intern("", "return5y")
    static let attr_returnOverall = GDataXMLName.intern("", "returnOverall")
    static let attr_returnYTD = GDataXMLName.intern("", "returnYTD")
    static let attr_shares = GDataXMLName.intern("", "shares")
    static let attr_symbol = GDataXMLName.intern("", "symbol")
    static let attr_type = GDataXMLName.intern("", "type")
    static let gf_commission = GDataXMLName.intern("http://schemas.google.com/finance/2007", "commission")
    static let gf_costBasis = GDataXMLName.intern("http://schemas.google.com/finance/2007", "costBasis")
    static let gf_daysGain = GDataXMLName.intern("http://schemas.google.com/finance/2007", "daysGain")
    static let gf_gain = GDataXMLName.intern("http://schemas.google.com/finance/2007", "gain")
    static let gf_marketValue = GDataXMLName.intern("http://schemas.google.com/finance/2007", "marketValue")
    static let gf_portfolioData = GDataXMLName.intern("http://schemas.google.com/finance/2007", "portfolioData")
    static let gf_positionData = GDataXMLName.intern("http://schemas.google.com/finance/2007", "positionData")
    static let gf_price = GDataXMLName.intern("http://schemas.google.com/finance/2007", "price")
    static let gf_symbol = GDataXMLName.intern("http://schemas.google.com/finance/2007", "symbol")
    static let gf_transactionData = GDataXMLName.intern("http://schemas.google.com/finance/2007", "transactionData")
}

/// An amount in one or more currencies (`gd:money` children; the first is the primary currency).
open class GDataMoneyElementBase: GDataObject {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataMoney.self,
        ]
    }
}

/// A transaction's commission (`gf:commission`).
///
/// Element `gf:commission`.
open class GDataCommission: GDataMoneyElementBase {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataFinanceSchemaNames.gf_commission }
}

/// The cost basis (`gf:costBasis`).
///
/// Element `gf:costBasis`.
open class GDataCostBasis: GDataMoneyElementBase {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataFinanceSchemaNames.gf_costBasis }
}

/// The market value (`gf:marketValue`).
///
/// Element `gf:marketValue`.
open class GDataMarketValue: GDataMoneyElementBase {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataFinanceSchemaNames.gf_marketValue }
}

/// The gain (`gf:gain`).
///
/// Element `gf:gain`.
open class GDataGain: GDataMoneyElementBase {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataFinanceSchemaNames.gf_gain }
}

/// Today's gain (`gf:daysGain`).
///
/// Element `gf:daysGain`.
open class GDataDaysGain: GDataMoneyElementBase {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataFinanceSchemaNames.gf_daysGain }
}

/// A transaction's price (`gf:price`).
///
/// Element `gf:price`.
open class GDataPrice: GDataMoneyElementBase {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataFinanceSchemaNames.gf_price }
}

/// Performance figures shared by portfolio and position data.
open class GDataPortfolioBase: GDataObject {
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataFinanceSchemaNames.attr_gainPercentage,
            GDataFinanceSchemaNames.attr_return1w,
            GDataFinanceSchemaNames.attr_return1y,
            GDataFinanceSchemaNames.attr_return3m,
            GDataFinanceSchemaNames.attr_return3y,
            GDataFinanceSchemaNames.attr_return4w,
            GDataFinanceSchemaNames.attr_return5y,
            GDataFinanceSchemaNames.attr_returnOverall,
            GDataFinanceSchemaNames.attr_returnYTD,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataCostBasis.self,
            GDataDaysGain.self,
            GDataGain.self,
            GDataMarketValue.self,
        ]
    }
}

/// A portfolio's figures (`gf:portfolioData`).
///
/// Element `gf:portfolioData`.
open class GDataPortfolioData: GDataPortfolioBase {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataFinanceSchemaNames.gf_portfolioData }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataFinanceSchemaNames.attr_currencyCode,
        ]
    }
}

/// A position's figures (`gf:positionData`).
///
/// Element `gf:positionData`.
open class GDataPositionData: GDataPortfolioBase {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataFinanceSchemaNames.gf_positionData }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataFinanceSchemaNames.attr_shares,
        ]
    }
}

/// A stock symbol (`gf:symbol`).
///
/// Element `gf:symbol`.
open class GDataFinanceSymbol: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataFinanceSchemaNames.gf_symbol }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataFinanceSchemaNames.attr_exchange,
            GDataFinanceSchemaNames.attr_fullName,
            GDataFinanceSchemaNames.attr_symbol,
        ]
    }
}

/// A transaction (`gf:transactionData`).
///
/// Element `gf:transactionData`.
open class GDataFinanceTransactionData: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataFinanceSchemaNames.gf_transactionData }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataFinanceSchemaNames.attr_type,
            GDataFinanceSchemaNames.attr_shares,
            GDataFinanceSchemaNames.attr_date,
            GDataFinanceSchemaNames.attr_notes,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataCommission.self,
            GDataPrice.self,
        ]
    }
}

/// The user's portfolios; its entries are `GDataEntryFinancePortfolio`.
open class GDataFeedFinancePortfolio: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryFinancePortfolio.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryFinancePortfolio.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/finance/2007#portfolio" }
}

/// A portfolio.
open class GDataEntryFinancePortfolio: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPortfolioData.self,
            GDataFeedLink.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/finance/2007#portfolio" }
}

/// A portfolio's positions; its entries are `GDataEntryFinancePosition`.
open class GDataFeedFinancePosition: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryFinancePosition.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryFinancePosition.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/finance/2007#position" }
}

/// A position.
open class GDataEntryFinancePosition: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPositionData.self,
            GDataFinanceSymbol.self,
            GDataFeedLink.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/finance/2007#position" }
}

/// A position's transactions; its entries are `GDataEntryFinanceTransaction`.
open class GDataFeedFinanceTransaction: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryFinanceTransaction.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryFinanceTransaction.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/finance/2007#transaction" }
}

/// A transaction.
open class GDataEntryFinanceTransaction: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataFinanceTransactionData.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/finance/2007#transaction" }
}

extension GDataMoneyElementBase {
    /// The `gd:money` children.
    public var moneys: [GDataMoney] {
        get { children(GDataMoney.self) }
        set { setChildren(newValue, of: GDataMoney.self) }
    }
}

extension GDataPortfolioBase {
    /// The gain in percent.
    public var gainPercentage: Double? {
        get { GDataValueText.double(attribute(GDataFinanceSchemaNames.attr_gainPercentage)) }
        set { setAttribute(GDataFinanceSchemaNames.attr_gainPercentage, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The one-week return.
    public var return1w: Double? {
        get { GDataValueText.double(attribute(GDataFinanceSchemaNames.attr_return1w)) }
        set { setAttribute(GDataFinanceSchemaNames.attr_return1w, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The one-year return.
    public var return1y: Double? {
        get { GDataValueText.double(attribute(GDataFinanceSchemaNames.attr_return1y)) }
        set { setAttribute(GDataFinanceSchemaNames.attr_return1y, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The three-month return.
    public var return3m: Double? {
        get { GDataValueText.double(attribute(GDataFinanceSchemaNames.attr_return3m)) }
        set { setAttribute(GDataFinanceSchemaNames.attr_return3m, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The three-year return.
    public var return3y: Double? {
        get { GDataValueText.double(attribute(GDataFinanceSchemaNames.attr_return3y)) }
        set { setAttribute(GDataFinanceSchemaNames.attr_return3y, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The four-week return.
    public var return4w: Double? {
        get { GDataValueText.double(attribute(GDataFinanceSchemaNames.attr_return4w)) }
        set { setAttribute(GDataFinanceSchemaNames.attr_return4w, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The five-year return.
    public var return5y: Double? {
        get { GDataValueText.double(attribute(GDataFinanceSchemaNames.attr_return5y)) }
        set { setAttribute(GDataFinanceSchemaNames.attr_return5y, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The overall return.
    public var returnOverall: Double? {
        get { GDataValueText.double(attribute(GDataFinanceSchemaNames.attr_returnOverall)) }
        set { setAttribute(GDataFinanceSchemaNames.attr_returnOverall, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The year-to-date return.
    public var returnYTD: Double? {
        get { GDataValueText.double(attribute(GDataFinanceSchemaNames.attr_returnYTD)) }
        set { setAttribute(GDataFinanceSchemaNames.attr_returnYTD, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The `gf:costBasis` child.
    public var costBasis: GDataCostBasis? {
        get { child(GDataCostBasis.self) }
        set { setChild(newValue, of: GDataCostBasis.self) }
    }
    /// The `gf:daysGain` child.
    public var daysGain: GDataDaysGain? {
        get { child(GDataDaysGain.self) }
        set { setChild(newValue, of: GDataDaysGain.self) }
    }
    /// The `gf:gain` child.
    public var gain: GDataGain? {
        get { child(GDataGain.self) }
        set { setChild(newValue, of: GDataGain.self) }
    }
    /// The `gf:marketValue` child.
    public var marketValue: GDataMarketValue? {
        get { child(GDataMarketValue.self) }
        set { setChild(newValue, of: GDataMarketValue.self) }
    }
}

extension GDataPortfolioData {
    /// The portfolio's currency.
    public var currencyCode: String? {
        get { attribute(GDataFinanceSchemaNames.attr_currencyCode) }
        set { setAttribute(GDataFinanceSchemaNames.attr_currencyCode, newValue) }
    }
}

extension GDataPositionData {
    /// The number of shares.
    public var shares: Double? {
        get { GDataValueText.double(attribute(GDataFinanceSchemaNames.attr_shares)) }
        set { setAttribute(GDataFinanceSchemaNames.attr_shares, newValue.map { GDataValueText.string(from: $0) }) }
    }
}

extension GDataFinanceSymbol {
    /// The exchange.
    public var exchange: String? {
        get { attribute(GDataFinanceSchemaNames.attr_exchange) }
        set { setAttribute(GDataFinanceSchemaNames.attr_exchange, newValue) }
    }
    /// The company's name.
    public var fullName: String? {
        get { attribute(GDataFinanceSchemaNames.attr_fullName) }
        set { setAttribute(GDataFinanceSchemaNames.attr_fullName, newValue) }
    }
    /// The ticker symbol.
    public var symbol: String? {
        get { attribute(GDataFinanceSchemaNames.attr_symbol) }
        set { setAttribute(GDataFinanceSchemaNames.attr_symbol, newValue) }
    }
}

extension GDataFinanceTransactionData {
    /// Buy, Sell, Sell Short or Buy to Cover.
    public var type: String? {
        get { attribute(GDataFinanceSchemaNames.attr_type) }
        set { setAttribute(GDataFinanceSchemaNames.attr_type, newValue) }
    }
    /// The number of shares.
    public var shares: Double? {
        get { GDataValueText.double(attribute(GDataFinanceSchemaNames.attr_shares)) }
        set { setAttribute(GDataFinanceSchemaNames.attr_shares, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// When the transaction happened.
    public var date: GDataDateTime? {
        get { (attribute(GDataFinanceSchemaNames.attr_date)).flatMap { GDataDateTime(rfc3339String: $0) } }
        set { setAttribute(GDataFinanceSchemaNames.attr_date, newValue?.rfc3339String) }
    }
    /// Notes.
    public var notes: String? {
        get { attribute(GDataFinanceSchemaNames.attr_notes) }
        set { setAttribute(GDataFinanceSchemaNames.attr_notes, newValue) }
    }
    /// The `gf:commission` child.
    public var commission: GDataCommission? {
        get { child(GDataCommission.self) }
        set { setChild(newValue, of: GDataCommission.self) }
    }
    /// The `gf:price` child.
    public var price: GDataPrice? {
        get { child(GDataPrice.self) }
        set { setChild(newValue, of: GDataPrice.self) }
    }
}

extension GDataEntryFinancePortfolio {
    /// The `gf:portfolioData` child.
    public var portfolioData: GDataPortfolioData? {
        get { child(GDataPortfolioData.self) }
        set { setChild(newValue, of: GDataPortfolioData.self) }
    }
    /// The `gd:feedLink` child.
    public var feedLink: GDataFeedLink? {
        get { child(GDataFeedLink.self) }
        set { setChild(newValue, of: GDataFeedLink.self) }
    }
}

extension GDataEntryFinancePosition {
    /// The `gf:positionData` child.
    public var positionData: GDataPositionData? {
        get { child(GDataPositionData.self) }
        set { setChild(newValue, of: GDataPositionData.self) }
    }
    /// The `gf:symbol` child.
    public var symbol: GDataFinanceSymbol? {
        get { child(GDataFinanceSymbol.self) }
        set { setChild(newValue, of: GDataFinanceSymbol.self) }
    }
    /// The `gd:feedLink` child.
    public var feedLink: GDataFeedLink? {
        get { child(GDataFeedLink.self) }
        set { setChild(newValue, of: GDataFeedLink.self) }
    }
}

extension GDataEntryFinanceTransaction {
    /// The `gf:transactionData` child.
    public var transactionData: GDataFinanceTransactionData? {
        get { child(GDataFinanceTransactionData.self) }
        set { setChild(newValue, of: GDataFinanceTransactionData.self) }
    }
}
