extension GDataSiteVerificationMethod {
    /// The verification value: the element's text (`nil` when empty).
    public var value: String? {
        let text = stringValue
        return text.isEmpty ? nil : text
    }
}

extension GDataEntrySite {
    /// The verification method marked in use, if any.
    public var verificationMethodInUse: GDataSiteVerificationMethod? {
        verificationMethods.first { $0.isInUse }
    }
}

extension GDataFeedSiteKeyword {
    /// The keywords from `source` (`"internal"` or `"external"`).
    public func keywords(withSource source: String) -> [GDataSiteKeyword] {
        keywords.filter { $0.source == source }
    }
}
