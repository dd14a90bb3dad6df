extension GDataEntryDocBase {
    /// The `rel` of links to the folders holding a document.
    public static let parentRel = "http://schemas.google.com/docs/2007#parent"

    /// The links to the folders that hold the document.
    public var parentLinks: [GDataLink] { links.filter { $0.rel == Self.parentRel } }

    private func hasLabel(_ label: String) -> Bool {
        GDataCategory.categories(categories, containsScheme: nil, term: nil, label: label)
    }

    /// Whether the document is starred (a category labelled `starred`).
    public var isStarred: Bool { hasLabel(GDataCategory.Label.starred) }
    /// Whether the document is hidden (a category labelled `hidden`).
    public var isHidden: Bool { hasLabel(GDataCategory.Label.hidden) }
    /// Whether the user has viewed the document (a category labelled `viewed`).
    public var isViewed: Bool { hasLabel(GDataCategory.Label.viewed) }
    /// Whether the document is shared (a category labelled `shared`).
    public var isShared: Bool { hasLabel(GDataCategory.Label.shared) }
    /// Whether downloads are restricted (a category labelled `restricted-download`).
    public var isDownloadRestricted: Bool { hasLabel(GDataCategory.Label.restrictedDownload) }
    /// Whether the document is reachable from the root folder (a category labelled `has-path-to-root`).
    public var hasPathToRoot: Bool { hasLabel("has-path-to-root") }
}

extension GDataEntryDocListMetadata {
    /// The feature named `name` (`"ocr"`, `"upload_any"`), if the account has it.
    public func feature(named name: String) -> GDataDocFeature? {
        features.first { $0.featureName == name }
    }

    /// The upload limit for a kind of document (`"document"`, `"pdf"`), if listed.
    public func maxUploadSize(forKind kind: String) -> GDataDocMaxUploadSize? {
        maxUploadSizes.first { $0.uploadKind == kind }
    }
}
