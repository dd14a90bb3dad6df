extension GDataAnalyticsMetric {
    /// The value as a number (`nil` when absent or not a number).
    public var doubleValue: Double? { GDataValueText.double(value) }
}

extension GDataEntryAnalyticsData {
    /// The dimension named `name` (`"ga:country"`), if the row has it.
    public func dimension(named name: String) -> GDataAnalyticsDimension? {
        dimensions.first { $0.valueName == name }
    }

    /// The metric named `name` (`"ga:pageviews"`), if the row has it.
    public func metric(named name: String) -> GDataAnalyticsMetric? {
        metrics.first { $0.metricName == name }
    }
}

extension GDataEntryAnalyticsAccount {
    /// The property named `name` (`"ga:accountId"`), if the profile has it.
    public func analyticsProperty(named name: String) -> GDataAnalyticsProperty? {
        analyticsProperties.first { $0.valueName == name }
    }
}

extension GDataAnalyticsDataSource {
    /// The property named `name`, if the data source has it.
    public func analyticsProperty(named name: String) -> GDataAnalyticsProperty? {
        analyticsProperties.first { $0.valueName == name }
    }
}
