// generated from Schemas/services/docs.json by scripts/generate-schemas.py — do not edit

// Google Docs (`docs:` namespace): the documents list, changes and revisions feeds, one entry class per kind of document, and the metadata entry.

/// Interned element and attribute names used by `Schemas/services/docs.json`.
enum GDataDocsSchemaNames {
    static let attr_kind = GDataXMLName.intern("", "kind")
    static let attr_source = GDataXMLName.intern("", "source")
    static let attr_target = GDataXMLName.intern("", "target")
    static let docs_changestamp = GDataXMLName.intern("http://schemas.google.com/docs/2007", "changestamp")
    static let docs_description = GDataXMLName.intern("http://schemas.google.com/docs/2007", "description")
    static let docs_exportFormat = GDataXMLName.intern("http://schemas.google.com/docs/2007", "exportFormat")
    static let docs_externalAppEntryMimeType = GDataXMLName.intern("http://schemas.google.com/docs/2007", "externalAppEntryMimeType")
    static let docs_feature = GDataXMLName.intern("http://schemas.google.com/docs/2007", "feature")
    static let docs_featureName = GDataXMLName.intern("http://schemas.google.com/docs/2007", "featureName")
    static let docs_featureRate = GDataXMLName.intern("http://schemas.google.com/docs/2007", "featureRate")
    static let docs_filename = GDataXMLName.intern("http://schemas.google.com/docs/2007", "filename")
    static let docs_importFormat = GDataXMLName.intern("http://schemas.google.com/docs/2007", "importFormat")
    static let docs_largestChangestamp = GDataXMLName.intern("http://schemas.google.com/docs/2007", "largestChangestamp")
    static let docs_lastCommented = GDataXMLName.intern("http://schemas.google.com/docs/2007", "lastCommented")
    static let docs_maxUploadSize = GDataXMLName.intern("http://schemas.google.com/docs/2007", "maxUploadSize")
    static let docs_md5Checksum = GDataXMLName.intern("http://schemas.google.com/docs/2007", "md5Checksum")
    static let docs_modifiedByMeDate = GDataXMLName.intern("http://schemas.google.com/docs/2007", "modifiedByMeDate")
    static let docs_plusMediaFile = GDataXMLName.intern("http://schemas.google.com/docs/2007", "plusMediaFile")
    static let docs_plusPhotosFolder = GDataXMLName.intern("http://schemas.google.com/docs/2007", "plusPhotosFolder")
    static let docs_plusPhotosRootFolder = GDataXMLName.intern("http://schemas.google.com/docs/2007", "plusPhotosRootFolder")
    static let docs_quotaBytesUsedInTrash = GDataXMLName.intern("http://schemas.google.com/docs/2007", "quotaBytesUsedInTrash")
    static let docs_quotaType = GDataXMLName.intern("http://schemas.google.com/docs/2007", "quotaType")
    static let docs_removed = GDataXMLName.intern("http://schemas.google.com/docs/2007", "removed")
    static let docs_sharedWithMeDate = GDataXMLName.intern("http://schemas.google.com/docs/2007", "sharedWithMeDate")
    static let docs_sharingUser = GDataXMLName.intern("http://schemas.google.com/docs/2007", "sharingUser")
    static let docs_suggestedFilename = GDataXMLName.intern("http://schemas.google.com/docs/2007", "suggestedFilename")
    static let docs_writersCanInvite = GDataXMLName.intern("http://schemas.google.com/docs/2007", "writersCanInvite")
    static let gd_lastModifiedBy = GDataXMLName.intern("http://schemas.google.com/g/2005", "lastModifiedBy")
    static let gd_lastViewed = GDataXMLName.intern("http://schemas.google.com/g/2005", "lastViewed")
    static let gd_quotaBytesTotal = GDataXMLName.intern("http://schemas.google.com/g/2005", "quotaBytesTotal")
    static let gd_quotaBytesUsed = GDataXMLName.intern("http://schemas.google.com/g/2005", "quotaBytesUsed")
}

/// Who last changed the document (`gd:lastModifiedBy`).
///
/// Element `gd:lastModifiedBy`.
open class GDataLastModifiedBy: GDataPerson {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.gd_lastModifiedBy }
}

/// Who shared the document (`docs:sharingUser`).
///
/// Element `docs:sharingUser`.
open class GDataSharingUser: GDataPerson {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_sharingUser }
}

/// The kind of quota (`docs:quotaType`).
///
/// Element `docs:quotaType`.
open class GDataQuotaType: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_quotaType }
}

/// The quota in bytes (`gd:quotaBytesTotal`).
///
/// Element `gd:quotaBytesTotal`.
open class GDataQuotaBytesTotal: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.gd_quotaBytesTotal }
}

/// Bytes used (`gd:quotaBytesUsed`).
///
/// Element `gd:quotaBytesUsed`.
open class GDataQuotaBytesUsed: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.gd_quotaBytesUsed }
}

/// Bytes used by trashed documents (`docs:quotaBytesUsedInTrash`).
///
/// Element `docs:quotaBytesUsedInTrash`.
open class GDataQuotaBytesUsedInTrash: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_quotaBytesUsedInTrash }
}

/// The newest change number (`docs:largestChangestamp`).
///
/// Element `docs:largestChangestamp`.
open class GDataDocLargestChangestamp: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_largestChangestamp }
}

/// When the user last viewed the document (`gd:lastViewed`).
///
/// Element `gd:lastViewed`.
open class GDataLastViewed: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.gd_lastViewed }
}

/// When the document was shared with the user (`docs:sharedWithMeDate`).
///
/// Element `docs:sharedWithMeDate`.
open class GDataSharedWithMe: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_sharedWithMeDate }
}

/// When the user last changed the document (`docs:modifiedByMeDate`).
///
/// Element `docs:modifiedByMeDate`.
open class GDataLastModifiedByMe: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_modifiedByMeDate }
}

/// Whether writers may share the document (`docs:writersCanInvite`).
///
/// Element `docs:writersCanInvite`.
open class GDataWritersCanInvite: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_writersCanInvite }
}

/// Whether the file is a Google+ media file (`docs:plusMediaFile`).
///
/// Element `docs:plusMediaFile`.
open class GDataPlusMediaFile: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_plusMediaFile }
}

/// Whether the folder is a Google+ photos folder (`docs:plusPhotosFolder`).
///
/// Element `docs:plusPhotosFolder`.
open class GDataPlusPhotosFolder: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_plusPhotosFolder }
}

/// Whether the folder is the Google+ photos root (`docs:plusPhotosRootFolder`).
///
/// Element `docs:plusPhotosRootFolder`.
open class GDataPlusPhotosRootFolder: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_plusPhotosRootFolder }
}

/// The document's description (`docs:description`).
///
/// Element `docs:description`.
open class GDataDocDescription: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_description }
}

/// The file's MD5 checksum (`docs:md5Checksum`).
///
/// Element `docs:md5Checksum`.
open class GDataDocMD5Checksum: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_md5Checksum }
}

/// The change number (`docs:changestamp`).
///
/// Element `docs:changestamp`.
open class GDataDocChangestamp: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_changestamp }
}

/// Marks a change entry for a removed document (`docs:removed`).
///
/// Element `docs:removed`.
open class GDataDocRemoved: GDataImplicitValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_removed }
}

/// The file's name (`docs:filename`).
///
/// Element `docs:filename`.
open class GDataDocFilename: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_filename }
}

/// The suggested download name (`docs:suggestedFilename`).
///
/// Element `docs:suggestedFilename`.
open class GDataDocSuggestedFilename: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_suggestedFilename }
}

/// When the document was last commented on (`docs:lastCommented`).
///
/// Element `docs:lastCommented`.
open class GDataDocLastCommented: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_lastCommented }
}

/// The MIME type of an external application's file (`docs:externalAppEntryMimeType`).
///
/// Element `docs:externalAppEntryMimeType`.
open class GDataExternalAppMimeType: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_externalAppEntryMimeType }
}

/// A feature's name (`docs:featureName`).
///
/// Element `docs:featureName`.
open class GDataDocFeatureName: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_featureName }
}

/// A feature's rate limit (`docs:featureRate`).
///
/// Element `docs:featureRate`.
open class GDataDocFeatureRate: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_featureRate }
}

/// A feature of the account (`docs:feature`).
///
/// Element `docs:feature`.
open class GDataDocFeature: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_feature }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataDocFeatureName.self,
            GDataDocFeatureRate.self,
        ]
    }
}

/// The largest upload for a kind of document (`docs:maxUploadSize kind=…`), in bytes.
///
/// Element `docs:maxUploadSize`.
open class GDataDocMaxUploadSize: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_maxUploadSize }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataDocsSchemaNames.attr_kind,
        ]
    }
}

/// A conversion the service offers (base of import and export formats).
open class GDataDocTransferFormat: GDataObject {
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataDocsSchemaNames.attr_source,
            GDataDocsSchemaNames.attr_target,
        ]
    }
}

/// An import conversion (`docs:importFormat`).
///
/// Element `docs:importFormat`.
open class GDataDocImportFormat: GDataDocTransferFormat {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_importFormat }
}

/// An export conversion (`docs:exportFormat`).
///
/// Element `docs:exportFormat`.
open class GDataDocExportFormat: GDataDocTransferFormat {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataDocsSchemaNames.docs_exportFormat }
}

/// The elements every Docs entry has: dates, sharing, quota, file names, change stamps.
open class GDataEntryDocBase: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataFeedLink.self,
            GDataLastViewed.self,
            GDataSharedWithMe.self,
            GDataLastModifiedByMe.self,
            GDataWritersCanInvite.self,
            GDataPlusMediaFile.self,
            GDataPlusPhotosFolder.self,
            GDataPlusPhotosRootFolder.self,
            GDataLastModifiedBy.self,
            GDataQuotaBytesUsed.self,
            GDataDocDescription.self,
            GDataDocMD5Checksum.self,
            GDataDocChangestamp.self,
            GDataDocFilename.self,
            GDataDocSuggestedFilename.self,
            GDataDocLastCommented.self,
            GDataDocRemoved.self,
            GDataSharingUser.self,
            GDataExternalAppMimeType.self,
            GDataLink.self,
        ]
    }
}

/// A word-processing document.
open class GDataEntryStandardDoc: GDataEntryDocBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#document" }
}

/// A spreadsheet.
open class GDataEntrySpreadsheetDoc: GDataEntryDocBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#spreadsheet" }
}

/// A presentation.
open class GDataEntryPresentationDoc: GDataEntryDocBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#presentation" }
}

/// A PDF file.
open class GDataEntryPDFDoc: GDataEntryDocBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#pdf" }
}

/// A folder.
open class GDataEntryFolderDoc: GDataEntryDocBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#folder" }
}

/// Any other file.
open class GDataEntryFileDoc: GDataEntryDocBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#file" }
}

/// A drawing.
open class GDataEntryDrawingDoc: GDataEntryDocBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#drawing" }
}

/// A site.
open class GDataEntrySiteDoc: GDataEntryDocBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#site" }
}

/// A table.
open class GDataEntryTableDoc: GDataEntryDocBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#table" }
}

/// A revision of a document.
open class GDataEntryDocRevision: GDataEntryDocBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#revision" }
}

/// A change (a removed document, with its change stamp).
open class GDataEntryDocChange: GDataEntryDocBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#change" }
}

/// The account's metadata: quota, formats, features and upload limits.
open class GDataEntryDocListMetadata: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataDocExportFormat.self,
            GDataDocFeature.self,
            GDataDocImportFormat.self,
            GDataDocMaxUploadSize.self,
            GDataQuotaType.self,
            GDataQuotaBytesTotal.self,
            GDataQuotaBytesUsed.self,
            GDataQuotaBytesUsedInTrash.self,
            GDataDocLargestChangestamp.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#metadata" }
}

/// A documents list; its entries take their classes from their kinds (document, spreadsheet, folder, …).
open class GDataFeedDocList: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryDocBase.self,
        ]
    }
    /// The class of entries whose kind names no registered class (the original's `+defaultClassForEntries`).
    override open class var defaultClassForEntries: GDataObject.Type? { GDataEntryDocBase.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#item" }
}

/// A changes feed; its entries take their classes from their kinds.
open class GDataFeedDocChange: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryDocBase.self,
            GDataDocLargestChangestamp.self,
        ]
    }
    /// The class of entries whose kind names no registered class (the original's `+defaultClassForEntries`).
    override open class var defaultClassForEntries: GDataObject.Type? { GDataEntryDocBase.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#change" }
}

/// A document's revisions; its entries are `GDataEntryDocRevision`.
open class GDataFeedDocRevision: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryDocRevision.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryDocRevision.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/docs/2007#revision" }
}

extension GDataDocFeature {
    /// The `docs:featureName` child.
    public var featureName: String? {
        get { child(GDataDocFeatureName.self)?.stringValue }
        set { setChildText(newValue, of: GDataDocFeatureName.self) }
    }
    /// The `docs:featureRate` child.
    public var featureRate: String? {
        get { child(GDataDocFeatureRate.self)?.stringValue }
        set { setChildText(newValue, of: GDataDocFeatureRate.self) }
    }
}

extension GDataDocMaxUploadSize {
    /// The kind of document.
    public var uploadKind: String? {
        get { attribute(GDataDocsSchemaNames.attr_kind) }
        set { setAttribute(GDataDocsSchemaNames.attr_kind, newValue) }
    }
}

extension GDataDocTransferFormat {
    /// The source kind or MIME type.
    public var source: String? {
        get { attribute(GDataDocsSchemaNames.attr_source) }
        set { setAttribute(GDataDocsSchemaNames.attr_source, newValue) }
    }
    /// The target kind or MIME type.
    public var target: String? {
        get { attribute(GDataDocsSchemaNames.attr_target) }
        set { setAttribute(GDataDocsSchemaNames.attr_target, newValue) }
    }
}

extension GDataEntryDocBase {
    /// The `gd:feedLink` children.
    public var feedLinks: [GDataFeedLink] {
        get { children(GDataFeedLink.self) }
        set { setChildren(newValue, of: GDataFeedLink.self) }
    }
    /// The `gd:lastViewed` child.
    public var lastViewed: GDataDateTime? {
        get { child(GDataLastViewed.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataLastViewed.self) }
    }
    /// The `docs:sharedWithMeDate` child.
    public var sharedWithMe: GDataDateTime? {
        get { child(GDataSharedWithMe.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataSharedWithMe.self) }
    }
    /// The `docs:modifiedByMeDate` child.
    public var lastModifiedByMe: GDataDateTime? {
        get { child(GDataLastModifiedByMe.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataLastModifiedByMe.self) }
    }
    /// The `docs:writersCanInvite` child.
    public var writersCanInvite: Bool {
        get { child(GDataWritersCanInvite.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataWritersCanInvite.self) }
    }
    /// The `docs:plusMediaFile` child.
    public var plusMediaFile: Bool {
        get { child(GDataPlusMediaFile.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataPlusMediaFile.self) }
    }
    /// The `docs:plusPhotosFolder` child.
    public var plusPhotosFolder: Bool {
        get { child(GDataPlusPhotosFolder.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataPlusPhotosFolder.self) }
    }
    /// The `docs:plusPhotosRootFolder` child.
    public var plusPhotosRootFolder: Bool {
        get { child(GDataPlusPhotosRootFolder.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataPlusPhotosRootFolder.self) }
    }
    /// The `gd:lastModifiedBy` child.
    public var lastModifiedBy: GDataLastModifiedBy? {
        get { child(GDataLastModifiedBy.self) }
        set { setChild(newValue, of: GDataLastModifiedBy.self) }
    }
    /// The `gd:quotaBytesUsed` child.
    public var quotaBytesUsed: Int? {
        get { GDataValueText.int(child(GDataQuotaBytesUsed.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataQuotaBytesUsed.self) }
    }
    /// The `docs:description` child.
    public var documentDescription: String? {
        get { child(GDataDocDescription.self)?.stringValue }
        set { setChildText(newValue, of: GDataDocDescription.self) }
    }
    /// The `docs:md5Checksum` child.
    public var md5Checksum: String? {
        get { child(GDataDocMD5Checksum.self)?.stringValue }
        set { setChildText(newValue, of: GDataDocMD5Checksum.self) }
    }
    /// The `docs:changestamp` child.
    public var changestamp: Int? {
        get { GDataValueText.int(child(GDataDocChangestamp.self)?.value) }
        set { setChildValue(newValue.map { String($0) }, of: GDataDocChangestamp.self) }
    }
    /// The `docs:filename` child.
    public var filename: String? {
        get { child(GDataDocFilename.self)?.stringValue }
        set { setChildText(newValue, of: GDataDocFilename.self) }
    }
    /// The `docs:suggestedFilename` child.
    public var suggestedFilename: String? {
        get { child(GDataDocSuggestedFilename.self)?.stringValue }
        set { setChildText(newValue, of: GDataDocSuggestedFilename.self) }
    }
    /// The `docs:lastCommented` child.
    public var lastCommented: GDataDateTime? {
        get { child(GDataDocLastCommented.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataDocLastCommented.self) }
    }
    /// The `docs:removed` child.
    public var isRemoved: Bool {
        get { child(GDataDocRemoved.self) != nil }
        set { setChildPresent(newValue, of: GDataDocRemoved.self) }
    }
    /// The `docs:sharingUser` child.
    public var sharingUser: GDataSharingUser? {
        get { child(GDataSharingUser.self) }
        set { setChild(newValue, of: GDataSharingUser.self) }
    }
    /// The `docs:externalAppEntryMimeType` child.
    public var externalAppMimeType: String? {
        get { child(GDataExternalAppMimeType.self)?.stringValue }
        set { setChildText(newValue, of: GDataExternalAppMimeType.self) }
    }
    /// The `atom:link` child.
    public var thumbnailLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/docs/2007/thumbnail" }
    }
    /// The `atom:link` child.
    public var alternateSelfLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/docs/2007#alt-self" }
    }
    /// The `gd:feedLink` child.
    public var aclFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://schemas.google.com/acl/2007#accessControlList" }
    }
    /// The `gd:feedLink` child.
    public var revisionFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://schemas.google.com/docs/2007/revisions" }
    }
}

extension GDataEntryDocListMetadata {
    /// The `docs:exportFormat` children.
    public var exportFormats: [GDataDocExportFormat] {
        get { children(GDataDocExportFormat.self) }
        set { setChildren(newValue, of: GDataDocExportFormat.self) }
    }
    /// The `docs:feature` children.
    public var features: [GDataDocFeature] {
        get { children(GDataDocFeature.self) }
        set { setChildren(newValue, of: GDataDocFeature.self) }
    }
    /// The `docs:importFormat` children.
    public var importFormats: [GDataDocImportFormat] {
        get { children(GDataDocImportFormat.self) }
        set { setChildren(newValue, of: GDataDocImportFormat.self) }
    }
    /// The `docs:maxUploadSize` children.
    public var maxUploadSizes: [GDataDocMaxUploadSize] {
        get { children(GDataDocMaxUploadSize.self) }
        set { setChildren(newValue, of: GDataDocMaxUploadSize.self) }
    }
    /// The `docs:quotaType` child.
    public var quotaType: String? {
        get { child(GDataQuotaType.self)?.stringValue }
        set { setChildText(newValue, of: GDataQuotaType.self) }
    }
    /// The `gd:quotaBytesTotal` child.
    public var quotaBytesTotal: Int? {
        get { GDataValueText.int(child(GDataQuotaBytesTotal.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataQuotaBytesTotal.self) }
    }
    /// The `gd:quotaBytesUsed` child.
    public var quotaBytesUsed: Int? {
        get { GDataValueText.int(child(GDataQuotaBytesUsed.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataQuotaBytesUsed.self) }
    }
    /// The `docs:quotaBytesUsedInTrash` child.
    public var quotaBytesUsedInTrash: Int? {
        get { GDataValueText.int(child(GDataQuotaBytesUsedInTrash.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataQuotaBytesUsedInTrash.self) }
    }
    /// The `docs:largestChangestamp` child.
    public var largestChangestamp: Int? {
        get { GDataValueText.int(child(GDataDocLargestChangestamp.self)?.value) }
        set { setChildValue(newValue.map { String($0) }, of: GDataDocLargestChangestamp.self) }
    }
}

extension GDataFeedDocChange {
    /// The `docs:largestChangestamp` child.
    public var largestChangestamp: Int? {
        get { GDataValueText.int(child(GDataDocLargestChangestamp.self)?.value) }
        set { setChildValue(newValue.map { String($0) }, of: GDataDocLargestChangestamp.self) }
    }
}
