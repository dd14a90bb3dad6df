extension GDataEntryHealthProfile {
    /// The CCR section category (`MEDICATION`, `CONDITION`, …): the first category without a scheme.
    public var CCRCategory: GDataCategory? {
        categories.first { $0.scheme == nil }
    }
}
