// generated from Schemas/services/books.json by scripts/generate-schemas.py — do not edit

// Google Book Search (`gbs:` and Dublin Core `dc:`; dropped by the original in 2015, kept for archived feeds): volume feeds and entries.

/// Interned element and attribute names used by `Schemas/services/books.json`.
enum GDataBooksSchemaNames {
    static let dc_creator = GDataXMLName.intern("http://purl.org/dc/terms", "creator")
    static let dc_date = GDataXMLName.intern("http://purl.org/dc/terms", "date")
    static let dc_description = GDataXMLName.intern("http://purl.org/dc/terms", "description")
    static let dc_format = GDataXMLName.intern("http://purl.org/dc/terms", "format")
    static let dc_identifier = GDataXMLName.intern("http://purl.org/dc/terms", "identifier")
    static let dc_language = GDataXMLName.intern("http://purl.org/dc/terms", "language")
    static let dc_publisher = GDataXMLName.intern("http://purl.org/dc/terms", "publisher")
    static let dc_subject = GDataXMLName.intern("http://purl.org/dc/terms", "subject")
    static let dc_title = GDataXMLName.intern("http://purl.org/dc/terms", "title")
    static let gbs_contentVersion = GDataXMLName.intern("http://schemas.google.com/books/2008", "contentVersion")
    static let gbs_embeddability = GDataXMLName.intern("http://schemas.google.com/books/2008", "embeddability")
    static let gbs_openAccess = GDataXMLName.intern("http://schemas.google.com/books/2008", "openAccess")
    static let gbs_review = GDataXMLName.intern("http://schemas.google.com/books/2008", "review")
    static let gbs_viewability = GDataXMLName.intern("http://schemas.google.com/books/2008", "viewability")
}

/// A Dublin Core `dc:creator` element (its text is the value).
///
/// Element `dc:creator`.
open class GDataDCCreator: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.dc_creator }
}

/// A Dublin Core `dc:date` element (its text is the value).
///
/// Element `dc:date`.
open class GDataDCDate: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.dc_date }
}

/// A Dublin Core `dc:description` element (its text is the value).
///
/// Element `dc:description`.
open class GDataDCDescription: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.dc_description }
}

/// A Dublin Core `dc:format` element (its text is the value).
///
/// Element `dc:format`.
open class GDataDCFormat: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.dc_format }
}

/// A Dublin Core `dc:identifier` element (its text is the value).
///
/// Element `dc:identifier`.
open class GDataDCIdentifier: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.dc_identifier }
}

/// A Dublin Core `dc:language` element (its text is the value).
///
/// Element `dc:language`.
open class GDataDCLanguage: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.dc_language }
}

/// A Dublin Core `dc:publisher` element (its text is the value).
///
/// Element `dc:publisher`.
open class GDataDCPublisher: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.dc_publisher }
}

/// A Dublin Core `dc:subject` element (its text is the value).
///
/// Element `dc:subject`.
open class GDataDCSubject: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.dc_subject }
}

/// A Dublin Core `dc:title` element (its text is the value).
///
/// Element `dc:title`.
open class GDataDCTitle: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.dc_title }
}

/// Whether the volume may be embedded (`gbs:embeddability`, a `…/books/2008#embeddable` value).
///
/// Element `gbs:embeddability`.
open class GDataVolumeEmbeddability: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.gbs_embeddability }
}

/// Whether the volume is open access (`gbs:openAccess`, `…#enabled` or `…#disabled`).
///
/// Element `gbs:openAccess`.
open class GDataVolumeOpenAccess: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.gbs_openAccess }
}

/// How much of the volume can be viewed (`gbs:viewability`, a `…#view_…` value).
///
/// Element `gbs:viewability`.
open class GDataVolumeViewability: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.gbs_viewability }
}

/// The user's review (`gbs:review`).
///
/// Element `gbs:review`.
open class GDataVolumeReview: GDataTextConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.gbs_review }
}

/// The content version (`gbs:contentVersion`).
///
/// Element `gbs:contentVersion`.
open class GDataVolumeContentVersion: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataBooksSchemaNames.gbs_contentVersion }
}

/// A feed of volumes (search results, a user's library or annotations); its entries are `GDataEntryVolume`.
open class GDataFeedVolume: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryVolume.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryVolume.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/books/2008#volume" }
}

/// A book volume: Dublin Core metadata, viewability, rating and review.
open class GDataEntryVolume: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataDCCreator.self,
            GDataDCDate.self,
            GDataDCDescription.self,
            GDataDCFormat.self,
            GDataDCIdentifier.self,
            GDataDCLanguage.self,
            GDataDCPublisher.self,
            GDataDCSubject.self,
            GDataDCTitle.self,
            GDataVolumeEmbeddability.self,
            GDataVolumeOpenAccess.self,
            GDataVolumeViewability.self,
            GDataRating.self,
            GDataVolumeReview.self,
            GDataVolumeContentVersion.self,
            GDataLink.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/books/2008#volume" }
}

extension GDataEntryVolume {
    /// The volume's authors.
    public var creators: [GDataDCCreator] {
        get { children(GDataDCCreator.self) }
        set { setChildren(newValue, of: GDataDCCreator.self) }
    }
    /// Publication dates.
    public var dates: [GDataDCDate] {
        get { children(GDataDCDate.self) }
        set { setChildren(newValue, of: GDataDCDate.self) }
    }
    /// Descriptions.
    public var volumeDescriptions: [GDataDCDescription] {
        get { children(GDataDCDescription.self) }
        set { setChildren(newValue, of: GDataDCDescription.self) }
    }
    /// Formats (page counts, dimensions).
    public var formats: [GDataDCFormat] {
        get { children(GDataDCFormat.self) }
        set { setChildren(newValue, of: GDataDCFormat.self) }
    }
    /// Identifiers (Google id, ISBN:…).
    public var volumeIdentifiers: [GDataDCIdentifier] {
        get { children(GDataDCIdentifier.self) }
        set { setChildren(newValue, of: GDataDCIdentifier.self) }
    }
    /// Languages.
    public var languages: [GDataDCLanguage] {
        get { children(GDataDCLanguage.self) }
        set { setChildren(newValue, of: GDataDCLanguage.self) }
    }
    /// Publishers.
    public var publishers: [GDataDCPublisher] {
        get { children(GDataDCPublisher.self) }
        set { setChildren(newValue, of: GDataDCPublisher.self) }
    }
    /// Subjects.
    public var subjects: [GDataDCSubject] {
        get { children(GDataDCSubject.self) }
        set { setChildren(newValue, of: GDataDCSubject.self) }
    }
    /// Titles.
    public var volumeTitles: [GDataDCTitle] {
        get { children(GDataDCTitle.self) }
        set { setChildren(newValue, of: GDataDCTitle.self) }
    }
    /// The `gbs:embeddability` child.
    public var embeddability: String? {
        get { child(GDataVolumeEmbeddability.self)?.value }
        set { setChildValue(newValue, of: GDataVolumeEmbeddability.self) }
    }
    /// The `gbs:openAccess` child.
    public var openAccess: String? {
        get { child(GDataVolumeOpenAccess.self)?.value }
        set { setChildValue(newValue, of: GDataVolumeOpenAccess.self) }
    }
    /// The `gbs:viewability` child.
    public var viewability: String? {
        get { child(GDataVolumeViewability.self)?.value }
        set { setChildValue(newValue, of: GDataVolumeViewability.self) }
    }
    /// The `gd:rating` child.
    public var rating: GDataRating? {
        get { child(GDataRating.self) }
        set { setChild(newValue, of: GDataRating.self) }
    }
    /// The `gbs:review` child.
    public var review: GDataVolumeReview? {
        get { child(GDataVolumeReview.self) }
        set { setChild(newValue, of: GDataVolumeReview.self) }
    }
    /// The `gbs:contentVersion` child.
    public var contentVersion: String? {
        get { child(GDataVolumeContentVersion.self)?.stringValue }
        set { setChildText(newValue, of: GDataVolumeContentVersion.self) }
    }
    /// The thumbnail link (rel `http://schemas.google.com/books/2008/thumbnail`).
    public var thumbnailLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/books/2008/thumbnail" }
    }
    /// The info link (rel `http://schemas.google.com/books/2008/info`).
    public var infoLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/books/2008/info" }
    }
    /// The preview link (rel `http://schemas.google.com/books/2008/preview`).
    public var previewLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/books/2008/preview" }
    }
    /// The annotation link (rel `http://schemas.google.com/books/2008/annotation`).
    public var annotationLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/books/2008/annotation" }
    }
}
