extension GDataCategory {
    /// Category schemes used by GData.
    public enum Scheme {
        /// The kind scheme, `http://schemas.google.com/g/2005#kind`.
        public static let kind = "http://schemas.google.com/g/2005#kind"
        /// The labels scheme, `http://schemas.google.com/g/2005/labels`.
        public static let labels = "http://schemas.google.com/g/2005/labels"
    }

    /// Label names used with ``Scheme/labels`` (the original's `kGDataCategoryLabel…`).
    public enum Label {
        /// `starred`.
        public static let starred = "starred"
        /// `trashed`.
        public static let trashed = "trashed"
        /// `published`.
        public static let published = "published"
        /// `private`.
        public static let `private` = "private"
        /// `mine`.
        public static let mine = "mine"
        /// `shared-with-domain`.
        public static let sharedWithDomain = "shared-with-domain"
        /// `hidden`.
        public static let hidden = "hidden"
        /// `viewed`.
        public static let viewed = "viewed"
        /// `shared`.
        public static let shared = "shared"
        /// `restricted-download`.
        public static let restrictedDownload = "restricted-download"
    }

    /// The label's language (`xml:lang`; not compared by equality).
    public var labelLang: String? {
        get { attribute(.xmlLang) }
        set { setAttribute(.xmlLang, newValue) }
    }

    /// Creates a category.
    public convenience init(scheme: String?, term: String?, label: String? = nil) {
        self.init()
        self.scheme = scheme
        self.term = term
        self.label = label
    }

    /// A labels-scheme category: scheme `http://schemas.google.com/g/2005/labels`, term `<scheme>#<label>`.
    public convenience init(label: String) {
        self.init(scheme: Scheme.labels, term: Scheme.labels + "#" + label, label: label)
    }

    /// Whether `categories` contains one matching the non-`nil` criteria.
    public static func categories(
        _ categories: [GDataCategory],
        containsScheme scheme: String?,
        term: String?,
        label: String? = nil
    ) -> Bool {
        categories.contains { category in
            (scheme == nil || category.scheme == scheme) && (term == nil || category.term == term)
                && (label == nil || category.label == label)
        }
    }
}
