#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension GDataMoneyElementBase {
    /// The amount in the primary currency (the first `gd:money`).
    public var moneyWithPrimaryCurrency: GDataMoney? { moneys.first }

    /// The amount in the secondary currency (the second `gd:money`), if given.
    public var moneyWithSecondaryCurrency: GDataMoney? {
        let all = moneys
        return all.count > 1 ? all[1] : nil
    }
}

extension GDataEntryFinancePortfolio {
    /// The portfolio's positions feed (its `gd:feedLink`), if any.
    public var positionURL: URL? { feedLink?.href.flatMap { $0.isEmpty ? nil : URL(string: $0) } }
}

extension GDataEntryFinancePosition {
    /// The position's transactions feed (its `gd:feedLink`), if any.
    public var transactionURL: URL? { feedLink?.href.flatMap { $0.isEmpty ? nil : URL(string: $0) } }
}
