// generated from Schemas/services/photos.json by scripts/generate-schemas.py — do not edit

// Picasa Web Albums (`gphoto:` namespace): user, album and photo feeds; photo, album, user, comment and tag entries.

/// Interned element and attribute names used by `Schemas/services/photos.json`.
enum GDataPhotosSchemaNames {
    static let gphoto_access = GDataXMLName.intern("http://schemas.google.com/photos/2007", "access")
    static let gphoto_albumdesc = GDataXMLName.intern("http://schemas.google.com/photos/2007", "albumdesc")
    static let gphoto_albumid = GDataXMLName.intern("http://schemas.google.com/photos/2007", "albumid")
    static let gphoto_albumtitle = GDataXMLName.intern("http://schemas.google.com/photos/2007", "albumtitle")
    static let gphoto_bytesUsed = GDataXMLName.intern("http://schemas.google.com/photos/2007", "bytesUsed")
    static let gphoto_checksum = GDataXMLName.intern("http://schemas.google.com/photos/2007", "checksum")
    static let gphoto_commentCount = GDataXMLName.intern("http://schemas.google.com/photos/2007", "commentCount")
    static let gphoto_commentingEnabled = GDataXMLName.intern("http://schemas.google.com/photos/2007", "commentingEnabled")
    static let gphoto_height = GDataXMLName.intern("http://schemas.google.com/photos/2007", "height")
    static let gphoto_id = GDataXMLName.intern("http://schemas.google.com/photos/2007", "id")
    static let gphoto_location = GDataXMLName.intern("http://schemas.google.com/photos/2007", "location")
    static let gphoto_maxPhotosPerAlbum = GDataXMLName.intern("http://schemas.google.com/photos/2007", "maxPhotosPerAlbum")
    static let gphoto_nickname = GDataXMLName.intern("http://schemas.google.com/photos/2007", "nickname")
    static let gphoto_numphotos = GDataXMLName.intern("http://schemas.google.com/photos/2007", "numphotos")
    static let gphoto_numphotosremaining = GDataXMLName.intern("http://schemas.google.com/photos/2007", "numphotosremaining")
    static let gphoto_photoid = GDataXMLName.intern("http://schemas.google.com/photos/2007", "photoid")
    static let gphoto_quotacurrent = GDataXMLName.intern("http://schemas.google.com/photos/2007", "quotacurrent")
    static let gphoto_quotalimit = GDataXMLName.intern("http://schemas.google.com/photos/2007", "quotalimit")
    static let gphoto_rotation = GDataXMLName.intern("http://schemas.google.com/photos/2007", "rotation")
    static let gphoto_size = GDataXMLName.intern("http://schemas.google.com/photos/2007", "size")
    static let gphoto_snippet = GDataXMLName.intern("http://schemas.google.com/photos/2007", "snippet")
    static let gphoto_snippettype = GDataXMLName.intern("http://schemas.google.com/photos/2007", "snippettype")
    static let gphoto_thumbnail = GDataXMLName.intern("http://schemas.google.com/photos/2007", "thumbnail")
    static let gphoto_timestamp = GDataXMLName.intern("http://schemas.google.com/photos/2007", "timestamp")
    static let gphoto_truncated = GDataXMLName.intern("http://schemas.google.com/photos/2007", "truncated")
    static let gphoto_user = GDataXMLName.intern("http://schemas.google.com/photos/2007", "user")
    static let gphoto_videostatus = GDataXMLName.intern("http://schemas.google.com/photos/2007", "videostatus")
    static let gphoto_weight = GDataXMLName.intern("http://schemas.google.com/photos/2007", "weight")
    static let gphoto_width = GDataXMLName.intern("http://schemas.google.com/photos/2007", "width")
}

/// The album's ID (`gphoto:albumid`).
///
/// Element `gphoto:albumid`.
open class GDataPhotoAlbumID: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_albumid }
}

/// The number of comments (`gphoto:commentCount`).
///
/// Element `gphoto:commentCount`.
open class GDataPhotoCommentCount: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_commentCount }
}

/// Whether comments are allowed (`gphoto:commentingEnabled`).
///
/// Element `gphoto:commentingEnabled`.
open class GDataPhotoCommentingEnabled: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_commentingEnabled }
}

/// The item's Picasa ID (`gphoto:id`).
///
/// Element `gphoto:id`.
open class GDataPhotoGPhotoID: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_id }
}

/// The most photos an album may hold (`gphoto:maxPhotosPerAlbum`).
///
/// Element `gphoto:maxPhotosPerAlbum`.
open class GDataPhotoMaxPhotosPerAlbum: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_maxPhotosPerAlbum }
}

/// The user's nickname (`gphoto:nickname`).
///
/// Element `gphoto:nickname`.
open class GDataPhotoNickname: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_nickname }
}

/// Bytes of quota used (`gphoto:quotacurrent`).
///
/// Element `gphoto:quotacurrent`.
open class GDataPhotoQuotaUsed: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_quotacurrent }
}

/// The quota in bytes (`gphoto:quotalimit`).
///
/// Element `gphoto:quotalimit`.
open class GDataPhotoQuotaLimit: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_quotalimit }
}

/// The user's thumbnail URL (`gphoto:thumbnail`).
///
/// Element `gphoto:thumbnail`.
open class GDataPhotoThumbnail: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_thumbnail }
}

/// The user name (`gphoto:user`).
///
/// Element `gphoto:user`.
open class GDataPhotoUser: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_user }
}

/// The album's access (public, private, protected) (`gphoto:access`).
///
/// Element `gphoto:access`.
open class GDataPhotoAccess: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_access }
}

/// Bytes an album uses (`gphoto:bytesUsed`).
///
/// Element `gphoto:bytesUsed`.
open class GDataPhotoBytesUsed: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_bytesUsed }
}

/// A place name (`gphoto:location`).
///
/// Element `gphoto:location`.
open class GDataPhotoLocation: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_location }
}

/// The number of photos (`gphoto:numphotos`).
///
/// Element `gphoto:numphotos`.
open class GDataPhotoNumberUsed: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_numphotos }
}

/// How many more photos fit (`gphoto:numphotosremaining`).
///
/// Element `gphoto:numphotosremaining`.
open class GDataPhotoNumberLeft: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_numphotosremaining }
}

/// A client checksum (`gphoto:checksum`).
///
/// Element `gphoto:checksum`.
open class GDataPhotoChecksum: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_checksum }
}

/// The height in pixels (`gphoto:height`).
///
/// Element `gphoto:height`.
open class GDataPhotoHeight: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_height }
}

/// The rotation in degrees (`gphoto:rotation`).
///
/// Element `gphoto:rotation`.
open class GDataPhotoRotation: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_rotation }
}

/// The size in bytes (`gphoto:size`).
///
/// Element `gphoto:size`.
open class GDataPhotoSize: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_size }
}

/// A time in milliseconds since 1970 (`dateValue`) (`gphoto:timestamp`).
///
/// Element `gphoto:timestamp`.
open class GDataPhotoTimestamp: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_timestamp }
}

/// The width in pixels (`gphoto:width`).
///
/// Element `gphoto:width`.
open class GDataPhotoWidth: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_width }
}

/// A video's processing status (`gphoto:videostatus`).
///
/// Element `gphoto:videostatus`.
open class GDataPhotoVideoStatus: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_videostatus }
}

/// The photo's ID (`gphoto:photoid`).
///
/// Element `gphoto:photoid`.
open class GDataPhotoPhotoID: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_photoid }
}

/// A tag's weight (`gphoto:weight`).
///
/// Element `gphoto:weight`.
open class GDataPhotoWeight: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_weight }
}

/// The album's description (search results) (`gphoto:albumdesc`).
///
/// Element `gphoto:albumdesc`.
open class GDataPhotoAlbumDesc: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_albumdesc }
}

/// The album's title (search results) (`gphoto:albumtitle`).
///
/// Element `gphoto:albumtitle`.
open class GDataPhotoAlbumTitle: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_albumtitle }
}

/// The matching text (search results) (`gphoto:snippet`).
///
/// Element `gphoto:snippet`.
open class GDataPhotoSnippet: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_snippet }
}

/// Where the snippet matched (`gphoto:snippettype`).
///
/// Element `gphoto:snippettype`.
open class GDataPhotoSnippetType: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_snippettype }
}

/// Whether the snippet is truncated (0 or 1) (`gphoto:truncated`).
///
/// Element `gphoto:truncated`.
open class GDataPhotoTruncated: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataPhotosSchemaNames.gphoto_truncated }
}

/// The elements Picasa Web Albums feeds share (`gphoto:id`); entries are chosen by their kind.
open class GDataFeedPhotoBase: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPhotoGPhotoID.self,
        ]
    }
}

/// The elements Picasa Web Albums entries share (`gphoto:id`).
open class GDataEntryPhotoBase: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPhotoGPhotoID.self,
        ]
    }
}

/// A user's feed (albums, tags, comments).
open class GDataFeedPhotoUser: GDataFeedPhotoBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPhotoMaxPhotosPerAlbum.self,
            GDataPhotoNickname.self,
            GDataPhotoQuotaLimit.self,
            GDataPhotoQuotaUsed.self,
            GDataPhotoThumbnail.self,
            GDataPhotoUser.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/photos/2007#user" }
}

/// A user.
open class GDataEntryPhotoUser: GDataEntryPhotoBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPhotoMaxPhotosPerAlbum.self,
            GDataPhotoNickname.self,
            GDataPhotoQuotaLimit.self,
            GDataPhotoQuotaUsed.self,
            GDataPhotoThumbnail.self,
            GDataPhotoUser.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/photos/2007#user" }
}

/// An album's feed (photos, tags, comments).
open class GDataFeedPhotoAlbum: GDataFeedPhotoBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPhotoAccess.self,
            GDataPhotoBytesUsed.self,
            GDataPhotoCommentCount.self,
            GDataPhotoCommentingEnabled.self,
            GDataPhotoTimestamp.self,
            GDataPhotoNumberUsed.self,
            GDataPhotoNumberLeft.self,
            GDataPhotoUser.self,
            GDataPhotoNickname.self,
            GDataPhotoLocation.self,
            GDataMediaGroup.self,
            GDataGeoW3CPoint.self,
            GDataGeoRSSPoint.self,
            GDataGeoRSSWhere.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/photos/2007#album" }
}

/// An album.
open class GDataEntryPhotoAlbum: GDataEntryPhotoBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPhotoAccess.self,
            GDataPhotoBytesUsed.self,
            GDataPhotoCommentCount.self,
            GDataPhotoCommentingEnabled.self,
            GDataPhotoTimestamp.self,
            GDataPhotoNumberUsed.self,
            GDataPhotoNumberLeft.self,
            GDataPhotoUser.self,
            GDataPhotoNickname.self,
            GDataPhotoLocation.self,
            GDataMediaGroup.self,
            GDataGeoW3CPoint.self,
            GDataGeoRSSPoint.self,
            GDataGeoRSSWhere.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/photos/2007#album" }
}

/// A photo's feed (comments, tags).
open class GDataFeedPhoto: GDataFeedPhotoBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPhotoWidth.self,
            GDataPhotoHeight.self,
            GDataPhotoRotation.self,
            GDataPhotoSize.self,
            GDataPhotoAlbumID.self,
            GDataPhotoTimestamp.self,
            GDataPhotoCommentCount.self,
            GDataPhotoCommentingEnabled.self,
            GDataPhotoChecksum.self,
            GDataPhotoVideoStatus.self,
            GDataMediaGroup.self,
            GDataEXIFTags.self,
            GDataGeoW3CPoint.self,
            GDataGeoRSSPoint.self,
            GDataGeoRSSWhere.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/photos/2007#photo" }
}

/// A photo or video.
open class GDataEntryPhoto: GDataEntryPhotoBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPhotoWidth.self,
            GDataPhotoHeight.self,
            GDataPhotoRotation.self,
            GDataPhotoSize.self,
            GDataPhotoAlbumID.self,
            GDataPhotoTimestamp.self,
            GDataPhotoCommentCount.self,
            GDataPhotoCommentingEnabled.self,
            GDataPhotoChecksum.self,
            GDataPhotoVideoStatus.self,
            GDataMediaGroup.self,
            GDataEXIFTags.self,
            GDataPhotoAlbumDesc.self,
            GDataPhotoAlbumTitle.self,
            GDataPhotoSnippet.self,
            GDataPhotoSnippetType.self,
            GDataPhotoTruncated.self,
            GDataPhotoLocation.self,
            GDataGeoW3CPoint.self,
            GDataGeoRSSPoint.self,
            GDataGeoRSSWhere.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/photos/2007#photo" }
}

/// A comment on a photo.
open class GDataEntryPhotoComment: GDataEntryPhotoBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPhotoAlbumID.self,
            GDataPhotoPhotoID.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/photos/2007#comment" }
}

/// A tag.
open class GDataEntryPhotoTag: GDataEntryPhotoBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataPhotoWeight.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/photos/2007#tag" }
}

extension GDataFeedPhotoBase {
    /// The `gphoto:id` child.
    public var gPhotoID: String? {
        get { child(GDataPhotoGPhotoID.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoGPhotoID.self) }
    }
}

extension GDataEntryPhotoBase {
    /// The `gphoto:id` child.
    public var gPhotoID: String? {
        get { child(GDataPhotoGPhotoID.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoGPhotoID.self) }
    }
}

extension GDataFeedPhotoUser {
    /// The `gphoto:maxPhotosPerAlbum` child.
    public var maxPhotosPerAlbum: Int? {
        get { GDataValueText.int(child(GDataPhotoMaxPhotosPerAlbum.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoMaxPhotosPerAlbum.self) }
    }
    /// The `gphoto:nickname` child.
    public var nickname: String? {
        get { child(GDataPhotoNickname.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoNickname.self) }
    }
    /// The `gphoto:quotalimit` child.
    public var quotaLimit: Int? {
        get { GDataValueText.int(child(GDataPhotoQuotaLimit.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoQuotaLimit.self) }
    }
    /// The `gphoto:quotacurrent` child.
    public var quotaUsed: Int? {
        get { GDataValueText.int(child(GDataPhotoQuotaUsed.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoQuotaUsed.self) }
    }
    /// The `gphoto:thumbnail` child.
    public var thumbnail: String? {
        get { child(GDataPhotoThumbnail.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoThumbnail.self) }
    }
    /// The `gphoto:user` child.
    public var username: String? {
        get { child(GDataPhotoUser.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoUser.self) }
    }
}

extension GDataEntryPhotoUser {
    /// The `gphoto:maxPhotosPerAlbum` child.
    public var maxPhotosPerAlbum: Int? {
        get { GDataValueText.int(child(GDataPhotoMaxPhotosPerAlbum.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoMaxPhotosPerAlbum.self) }
    }
    /// The `gphoto:nickname` child.
    public var nickname: String? {
        get { child(GDataPhotoNickname.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoNickname.self) }
    }
    /// The `gphoto:quotalimit` child.
    public var quotaLimit: Int? {
        get { GDataValueText.int(child(GDataPhotoQuotaLimit.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoQuotaLimit.self) }
    }
    /// The `gphoto:quotacurrent` child.
    public var quotaUsed: Int? {
        get { GDataValueText.int(child(GDataPhotoQuotaUsed.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoQuotaUsed.self) }
    }
    /// The `gphoto:thumbnail` child.
    public var thumbnail: String? {
        get { child(GDataPhotoThumbnail.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoThumbnail.self) }
    }
    /// The `gphoto:user` child.
    public var username: String? {
        get { child(GDataPhotoUser.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoUser.self) }
    }
}

extension GDataFeedPhotoAlbum {
    /// The `gphoto:access` child.
    public var access: String? {
        get { child(GDataPhotoAccess.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoAccess.self) }
    }
    /// The `gphoto:bytesUsed` child.
    public var bytesUsed: Int? {
        get { GDataValueText.int(child(GDataPhotoBytesUsed.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoBytesUsed.self) }
    }
    /// The `gphoto:commentCount` child.
    public var commentCount: Int? {
        get { GDataValueText.int(child(GDataPhotoCommentCount.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoCommentCount.self) }
    }
    /// The `gphoto:commentingEnabled` child.
    public var commentsEnabled: Bool? {
        get { child(GDataPhotoCommentingEnabled.self).map { GDataValueText.bool($0.stringValue) ?? false } }
        set { setChildText(newValue.map { $0 ? "true" : "false" }, of: GDataPhotoCommentingEnabled.self) }
    }
    /// The `gphoto:timestamp` child.
    public var timestamp: GDataPhotoTimestamp? {
        get { child(GDataPhotoTimestamp.self) }
        set { setChild(newValue, of: GDataPhotoTimestamp.self) }
    }
    /// The `gphoto:numphotos` child.
    public var photosUsed: Int? {
        get { GDataValueText.int(child(GDataPhotoNumberUsed.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoNumberUsed.self) }
    }
    /// The `gphoto:numphotosremaining` child.
    public var photosLeft: Int? {
        get { GDataValueText.int(child(GDataPhotoNumberLeft.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoNumberLeft.self) }
    }
    /// The `gphoto:user` child.
    public var username: String? {
        get { child(GDataPhotoUser.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoUser.self) }
    }
    /// The `gphoto:nickname` child.
    public var nickname: String? {
        get { child(GDataPhotoNickname.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoNickname.self) }
    }
    /// The `gphoto:location` child.
    public var location: String? {
        get { child(GDataPhotoLocation.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoLocation.self) }
    }
    /// The `media:group` child.
    public var mediaGroup: GDataMediaGroup? {
        get { child(GDataMediaGroup.self) }
        set { setChild(newValue, of: GDataMediaGroup.self) }
    }
}

extension GDataEntryPhotoAlbum {
    /// The `gphoto:access` child.
    public var access: String? {
        get { child(GDataPhotoAccess.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoAccess.self) }
    }
    /// The `gphoto:bytesUsed` child.
    public var bytesUsed: Int? {
        get { GDataValueText.int(child(GDataPhotoBytesUsed.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoBytesUsed.self) }
    }
    /// The `gphoto:commentCount` child.
    public var commentCount: Int? {
        get { GDataValueText.int(child(GDataPhotoCommentCount.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoCommentCount.self) }
    }
    /// The `gphoto:commentingEnabled` child.
    public var commentsEnabled: Bool? {
        get { child(GDataPhotoCommentingEnabled.self).map { GDataValueText.bool($0.stringValue) ?? false } }
        set { setChildText(newValue.map { $0 ? "true" : "false" }, of: GDataPhotoCommentingEnabled.self) }
    }
    /// The `gphoto:timestamp` child.
    public var timestamp: GDataPhotoTimestamp? {
        get { child(GDataPhotoTimestamp.self) }
        set { setChild(newValue, of: GDataPhotoTimestamp.self) }
    }
    /// The `gphoto:numphotos` child.
    public var photosUsed: Int? {
        get { GDataValueText.int(child(GDataPhotoNumberUsed.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoNumberUsed.self) }
    }
    /// The `gphoto:numphotosremaining` child.
    public var photosLeft: Int? {
        get { GDataValueText.int(child(GDataPhotoNumberLeft.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoNumberLeft.self) }
    }
    /// The `gphoto:user` child.
    public var username: String? {
        get { child(GDataPhotoUser.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoUser.self) }
    }
    /// The `gphoto:nickname` child.
    public var nickname: String? {
        get { child(GDataPhotoNickname.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoNickname.self) }
    }
    /// The `gphoto:location` child.
    public var location: String? {
        get { child(GDataPhotoLocation.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoLocation.self) }
    }
    /// The `media:group` child.
    public var mediaGroup: GDataMediaGroup? {
        get { child(GDataMediaGroup.self) }
        set { setChild(newValue, of: GDataMediaGroup.self) }
    }
}

extension GDataFeedPhoto {
    /// The `gphoto:width` child.
    public var width: Int? {
        get { GDataValueText.int(child(GDataPhotoWidth.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoWidth.self) }
    }
    /// The `gphoto:height` child.
    public var height: Int? {
        get { GDataValueText.int(child(GDataPhotoHeight.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoHeight.self) }
    }
    /// The `gphoto:rotation` child.
    public var rotation: Int? {
        get { GDataValueText.int(child(GDataPhotoRotation.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoRotation.self) }
    }
    /// The `gphoto:size` child.
    public var size: Int? {
        get { GDataValueText.int(child(GDataPhotoSize.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoSize.self) }
    }
    /// The `gphoto:albumid` child.
    public var albumID: String? {
        get { child(GDataPhotoAlbumID.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoAlbumID.self) }
    }
    /// The `gphoto:timestamp` child.
    public var timestamp: GDataPhotoTimestamp? {
        get { child(GDataPhotoTimestamp.self) }
        set { setChild(newValue, of: GDataPhotoTimestamp.self) }
    }
    /// The `gphoto:commentCount` child.
    public var commentCount: Int? {
        get { GDataValueText.int(child(GDataPhotoCommentCount.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoCommentCount.self) }
    }
    /// The `gphoto:commentingEnabled` child.
    public var commentsEnabled: Bool? {
        get { child(GDataPhotoCommentingEnabled.self).map { GDataValueText.bool($0.stringValue) ?? false } }
        set { setChildText(newValue.map { $0 ? "true" : "false" }, of: GDataPhotoCommentingEnabled.self) }
    }
    /// The `gphoto:checksum` child.
    public var checksum: String? {
        get { child(GDataPhotoChecksum.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoChecksum.self) }
    }
    /// The `gphoto:videostatus` child.
    public var videoStatus: String? {
        get { child(GDataPhotoVideoStatus.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoVideoStatus.self) }
    }
    /// The `media:group` child.
    public var mediaGroup: GDataMediaGroup? {
        get { child(GDataMediaGroup.self) }
        set { setChild(newValue, of: GDataMediaGroup.self) }
    }
    /// The `exif:tags` child.
    public var exifTags: GDataEXIFTags? {
        get { child(GDataEXIFTags.self) }
        set { setChild(newValue, of: GDataEXIFTags.self) }
    }
}

extension GDataEntryPhoto {
    /// The `gphoto:width` child.
    public var width: Int? {
        get { GDataValueText.int(child(GDataPhotoWidth.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoWidth.self) }
    }
    /// The `gphoto:height` child.
    public var height: Int? {
        get { GDataValueText.int(child(GDataPhotoHeight.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoHeight.self) }
    }
    /// The `gphoto:rotation` child.
    public var rotation: Int? {
        get { GDataValueText.int(child(GDataPhotoRotation.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoRotation.self) }
    }
    /// The `gphoto:size` child.
    public var size: Int? {
        get { GDataValueText.int(child(GDataPhotoSize.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoSize.self) }
    }
    /// The `gphoto:albumid` child.
    public var albumID: String? {
        get { child(GDataPhotoAlbumID.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoAlbumID.self) }
    }
    /// The `gphoto:timestamp` child.
    public var timestamp: GDataPhotoTimestamp? {
        get { child(GDataPhotoTimestamp.self) }
        set { setChild(newValue, of: GDataPhotoTimestamp.self) }
    }
    /// The `gphoto:commentCount` child.
    public var commentCount: Int? {
        get { GDataValueText.int(child(GDataPhotoCommentCount.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoCommentCount.self) }
    }
    /// The `gphoto:commentingEnabled` child.
    public var commentsEnabled: Bool? {
        get { child(GDataPhotoCommentingEnabled.self).map { GDataValueText.bool($0.stringValue) ?? false } }
        set { setChildText(newValue.map { $0 ? "true" : "false" }, of: GDataPhotoCommentingEnabled.self) }
    }
    /// The `gphoto:checksum` child.
    public var checksum: String? {
        get { child(GDataPhotoChecksum.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoChecksum.self) }
    }
    /// The `gphoto:videostatus` child.
    public var videoStatus: String? {
        get { child(GDataPhotoVideoStatus.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoVideoStatus.self) }
    }
    /// The `media:group` child.
    public var mediaGroup: GDataMediaGroup? {
        get { child(GDataMediaGroup.self) }
        set { setChild(newValue, of: GDataMediaGroup.self) }
    }
    /// The `exif:tags` child.
    public var exifTags: GDataEXIFTags? {
        get { child(GDataEXIFTags.self) }
        set { setChild(newValue, of: GDataEXIFTags.self) }
    }
    /// The `gphoto:albumdesc` child.
    public var albumDescription: String? {
        get { child(GDataPhotoAlbumDesc.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoAlbumDesc.self) }
    }
    /// The `gphoto:albumtitle` child.
    public var albumTitle: String? {
        get { child(GDataPhotoAlbumTitle.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoAlbumTitle.self) }
    }
    /// The `gphoto:snippet` child.
    public var snippet: String? {
        get { child(GDataPhotoSnippet.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoSnippet.self) }
    }
    /// The `gphoto:snippettype` child.
    public var snippetType: String? {
        get { child(GDataPhotoSnippetType.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoSnippetType.self) }
    }
    /// The `gphoto:truncated` child.
    public var truncated: Int? {
        get { GDataValueText.int(child(GDataPhotoTruncated.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoTruncated.self) }
    }
    /// The `gphoto:location` child.
    public var location: String? {
        get { child(GDataPhotoLocation.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoLocation.self) }
    }
}

extension GDataEntryPhotoComment {
    /// The `gphoto:albumid` child.
    public var albumID: String? {
        get { child(GDataPhotoAlbumID.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoAlbumID.self) }
    }
    /// The `gphoto:photoid` child.
    public var photoID: String? {
        get { child(GDataPhotoPhotoID.self)?.stringValue }
        set { setChildText(newValue, of: GDataPhotoPhotoID.self) }
    }
}

extension GDataEntryPhotoTag {
    /// The `gphoto:weight` child.
    public var weight: Int? {
        get { GDataValueText.int(child(GDataPhotoWeight.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataPhotoWeight.self) }
    }
}
