extension GDataStructuredPostalAddress {
    /// The ISO 3166-1 code of `gd:country` (its `code` attribute).
    public var countryCode: String? { country?.code }
}

extension GDataOrganization {
    /// The phonetic reading of the organization name (`yomi` on `gd:orgName`).
    public var orgNameYomi: String? { child(GDataOrgName.self)?.yomi }
}
