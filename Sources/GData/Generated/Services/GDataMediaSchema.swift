// generated from Schemas/services/media.json by scripts/generate-schemas.py — do not edit

// Media RSS (`media:` namespace, http://search.yahoo.com/mrss/), used by Photos and YouTube.

/// Interned element and attribute names used by `Schemas/services/media.json`.
enum GDataMediaSchemaNames {
    static let attr_bitrate = GDataXMLName.intern("", "bitrate")
    static let attr_channels = GDataXMLName.intern("", "channels")
    static let attr_duration = GDataXMLName.intern("", "duration")
    static let attr_expression = GDataXMLName.intern("", "expression")
    static let attr_fileSize = GDataXMLName.intern("", "fileSize")
    static let attr_framerate = GDataXMLName.intern("", "framerate")
    static let attr_height = GDataXMLName.intern("", "height")
    static let attr_isDefault = GDataXMLName.intern("", "isDefault")
    static let attr_label = GDataXMLName.intern("", "label")
    static let attr_lang = GDataXMLName.intern("", "lang")
    static let attr_medium = GDataXMLName.intern("", "medium")
    static let attr_relationship = GDataXMLName.intern("", "relationship")
    static let attr_role = GDataXMLName.intern("", "role")
    static let attr_samplingrate = GDataXMLName.intern("", "samplingrate")
    static let attr_scheme = GDataXMLName.intern("", "scheme")
    static let attr_time = GDataXMLName.intern("", "time")
    static let attr_type = GDataXMLName.intern("", "type")
    static let attr_url = GDataXMLName.intern("", "url")
    static let attr_width = GDataXMLName.intern("", "width")
    static let media_category = GDataXMLName.intern("http://search.yahoo.com/mrss/", "category")
    static let media_content = GDataXMLName.intern("http://search.yahoo.com/mrss/", "content")
    static let media_credit = GDataXMLName.intern("http://search.yahoo.com/mrss/", "credit")
    static let media_description = GDataXMLName.intern("http://search.yahoo.com/mrss/", "description")
    static let media_group = GDataXMLName.intern("http://search.yahoo.com/mrss/", "group")
    static let media_keywords = GDataXMLName.intern("http://search.yahoo.com/mrss/", "keywords")
    static let media_player = GDataXMLName.intern("http://search.yahoo.com/mrss/", "player")
    static let media_rating = GDataXMLName.intern("http://search.yahoo.com/mrss/", "rating")
    static let media_restriction = GDataXMLName.intern("http://search.yahoo.com/mrss/", "restriction")
    static let media_thumbnail = GDataXMLName.intern("http://search.yahoo.com/mrss/", "thumbnail")
    static let media_title = GDataXMLName.intern("http://search.yahoo.com/mrss/", "title")
    static let yt_country = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "country")
    static let yt_format = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "format")
    static let yt_name = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "name")
    static let yt_type = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "type")
}

/// A media object (`media:content`).
///
/// Element `media:content`.
open class GDataMediaContent: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataMediaSchemaNames.media_content }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataMediaSchemaNames.attr_url,
            GDataMediaSchemaNames.attr_fileSize,
            GDataMediaSchemaNames.attr_type,
            GDataMediaSchemaNames.attr_medium,
            GDataMediaSchemaNames.attr_isDefault,
            GDataMediaSchemaNames.attr_expression,
            GDataMediaSchemaNames.attr_bitrate,
            GDataMediaSchemaNames.attr_framerate,
            GDataMediaSchemaNames.attr_samplingrate,
            GDataMediaSchemaNames.attr_channels,
            GDataMediaSchemaNames.attr_duration,
            GDataMediaSchemaNames.attr_height,
            GDataMediaSchemaNames.attr_width,
            GDataMediaSchemaNames.attr_lang,
            GDataMediaSchemaNames.yt_format,
        ]
    }
}

/// A thumbnail image (`media:thumbnail`).
///
/// Element `media:thumbnail`.
open class GDataMediaThumbnail: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataMediaSchemaNames.media_thumbnail }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataMediaSchemaNames.attr_url,
            GDataMediaSchemaNames.attr_height,
            GDataMediaSchemaNames.attr_width,
            GDataMediaSchemaNames.attr_time,
            GDataMediaSchemaNames.yt_name,
        ]
    }
}

/// A web player for the media (`media:player`).
///
/// Element `media:player`.
open class GDataMediaPlayer: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataMediaSchemaNames.media_player }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataMediaSchemaNames.attr_url,
            GDataMediaSchemaNames.attr_height,
            GDataMediaSchemaNames.attr_width,
        ]
    }
}

/// Comma-separated keywords (`media:keywords`).
///
/// Element `media:keywords`.
open class GDataMediaKeywords: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataMediaSchemaNames.media_keywords }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// A contributor (`media:credit`).
///
/// Element `media:credit`.
open class GDataMediaCredit: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataMediaSchemaNames.media_credit }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataMediaSchemaNames.attr_role,
            GDataMediaSchemaNames.attr_scheme,
            GDataMediaSchemaNames.yt_type,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// A category (`media:category`).
///
/// Element `media:category`.
open class GDataMediaCategory: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataMediaSchemaNames.media_category }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataMediaSchemaNames.attr_label,
            GDataMediaSchemaNames.attr_scheme,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// An audience rating (`media:rating`).
///
/// Element `media:rating`.
open class GDataMediaRating: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataMediaSchemaNames.media_rating }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataMediaSchemaNames.attr_scheme,
            GDataMediaSchemaNames.yt_country,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// Where the media may be shown (`media:restriction`): space-separated countries, domains or URIs.
///
/// Element `media:restriction`.
open class GDataMediaRestriction: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataMediaSchemaNames.media_restriction }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataMediaSchemaNames.attr_relationship,
            GDataMediaSchemaNames.attr_type,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The media's title (`media:title`).
///
/// Element `media:title`.
open class GDataMediaTitle: GDataTextConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataMediaSchemaNames.media_title }
}

/// The media's description (`media:description`).
///
/// Element `media:description`.
open class GDataMediaDescription: GDataTextConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataMediaSchemaNames.media_description }
}

/// Media objects that are versions of one item (`media:group`), with their shared details.
///
/// Element `media:group`.
open class GDataMediaGroup: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataMediaSchemaNames.media_group }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataMediaContent.self,
            GDataMediaCategory.self,
            GDataMediaCredit.self,
            GDataMediaDescription.self,
            GDataMediaPlayer.self,
            GDataMediaRating.self,
            GDataMediaRestriction.self,
            GDataMediaThumbnail.self,
            GDataMediaKeywords.self,
            GDataMediaTitle.self,
        ]
    }
}

extension GDataMediaContent {
    /// The media's URL.
    public var urlString: String? {
        get { attribute(GDataMediaSchemaNames.attr_url) }
        set { setAttribute(GDataMediaSchemaNames.attr_url, newValue) }
    }
    /// `urlString` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedURLString: String? { (attribute(GDataMediaSchemaNames.attr_url)).map { resolveURI($0) } }
    /// The size in bytes.
    public var fileSize: Int64? {
        get { GDataValueText.int64(attribute(GDataMediaSchemaNames.attr_fileSize)) }
        set { setAttribute(GDataMediaSchemaNames.attr_fileSize, newValue.map { String($0) }) }
    }
    /// The MIME type.
    public var type: String? {
        get { attribute(GDataMediaSchemaNames.attr_type) }
        set { setAttribute(GDataMediaSchemaNames.attr_type, newValue) }
    }
    /// The kind of media (image, audio, video, document, executable).
    public var medium: String? {
        get { attribute(GDataMediaSchemaNames.attr_medium) }
        set { setAttribute(GDataMediaSchemaNames.attr_medium, newValue) }
    }
    /// Whether this is the group's default object.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isDefault: Bool {
        get { GDataValueText.bool(attribute(GDataMediaSchemaNames.attr_isDefault)) ?? false }
        set { setAttribute(GDataMediaSchemaNames.attr_isDefault, newValue ? "true" : "false") }
    }
    /// sample, full or nonstop.
    public var expression: String? {
        get { attribute(GDataMediaSchemaNames.attr_expression) }
        set { setAttribute(GDataMediaSchemaNames.attr_expression, newValue) }
    }
    /// Kilobits per second.
    public var bitrate: Double? {
        get { GDataValueText.double(attribute(GDataMediaSchemaNames.attr_bitrate)) }
        set { setAttribute(GDataMediaSchemaNames.attr_bitrate, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// Frames per second.
    public var framerate: Double? {
        get { GDataValueText.double(attribute(GDataMediaSchemaNames.attr_framerate)) }
        set { setAttribute(GDataMediaSchemaNames.attr_framerate, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// Kilosamples per second.
    public var samplingrate: Double? {
        get { GDataValueText.double(attribute(GDataMediaSchemaNames.attr_samplingrate)) }
        set { setAttribute(GDataMediaSchemaNames.attr_samplingrate, newValue.map { GDataValueText.string(from: $0) }) }
    }
    /// The number of audio channels.
    public var channels: Int? {
        get { GDataValueText.int(attribute(GDataMediaSchemaNames.attr_channels)) }
        set { setAttribute(GDataMediaSchemaNames.attr_channels, newValue.map { String($0) }) }
    }
    /// The length in seconds.
    public var duration: Int? {
        get { GDataValueText.int(attribute(GDataMediaSchemaNames.attr_duration)) }
        set { setAttribute(GDataMediaSchemaNames.attr_duration, newValue.map { String($0) }) }
    }
    /// The height in pixels.
    public var height: Int? {
        get { GDataValueText.int(attribute(GDataMediaSchemaNames.attr_height)) }
        set { setAttribute(GDataMediaSchemaNames.attr_height, newValue.map { String($0) }) }
    }
    /// The width in pixels.
    public var width: Int? {
        get { GDataValueText.int(attribute(GDataMediaSchemaNames.attr_width)) }
        set { setAttribute(GDataMediaSchemaNames.attr_width, newValue.map { String($0) }) }
    }
    /// The language (RFC 3066; a plain `lang` attribute, not `xml:lang`).
    public var language: String? {
        get { attribute(GDataMediaSchemaNames.attr_lang) }
        set { setAttribute(GDataMediaSchemaNames.attr_lang, newValue) }
    }
}

extension GDataMediaThumbnail {
    /// The image's URL.
    public var urlString: String? {
        get { attribute(GDataMediaSchemaNames.attr_url) }
        set { setAttribute(GDataMediaSchemaNames.attr_url, newValue) }
    }
    /// `urlString` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedURLString: String? { (attribute(GDataMediaSchemaNames.attr_url)).map { resolveURI($0) } }
    /// The height in pixels.
    public var height: Int? {
        get { GDataValueText.int(attribute(GDataMediaSchemaNames.attr_height)) }
        set { setAttribute(GDataMediaSchemaNames.attr_height, newValue.map { String($0) }) }
    }
    /// The width in pixels.
    public var width: Int? {
        get { GDataValueText.int(attribute(GDataMediaSchemaNames.attr_width)) }
        set { setAttribute(GDataMediaSchemaNames.attr_width, newValue.map { String($0) }) }
    }
    /// The time offset in the media (NTP form, RFC 2326), as written.
    public var timeString: String? {
        get { attribute(GDataMediaSchemaNames.attr_time) }
        set { setAttribute(GDataMediaSchemaNames.attr_time, newValue) }
    }
}

extension GDataMediaPlayer {
    /// The player's URL.
    public var urlString: String? {
        get { attribute(GDataMediaSchemaNames.attr_url) }
        set { setAttribute(GDataMediaSchemaNames.attr_url, newValue) }
    }
    /// `urlString` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedURLString: String? { (attribute(GDataMediaSchemaNames.attr_url)).map { resolveURI($0) } }
    /// The height in pixels.
    public var height: Int? {
        get { GDataValueText.int(attribute(GDataMediaSchemaNames.attr_height)) }
        set { setAttribute(GDataMediaSchemaNames.attr_height, newValue.map { String($0) }) }
    }
    /// The width in pixels.
    public var width: Int? {
        get { GDataValueText.int(attribute(GDataMediaSchemaNames.attr_width)) }
        set { setAttribute(GDataMediaSchemaNames.attr_width, newValue.map { String($0) }) }
    }
}

extension GDataMediaCredit {
    /// The contributor's role.
    public var role: String? {
        get { attribute(GDataMediaSchemaNames.attr_role) }
        set { setAttribute(GDataMediaSchemaNames.attr_role, newValue) }
    }
    /// The role scheme (default `urn:ebu`).
    public var scheme: String? {
        get { attribute(GDataMediaSchemaNames.attr_scheme) }
        set { setAttribute(GDataMediaSchemaNames.attr_scheme, newValue) }
    }
}

extension GDataMediaCategory {
    /// A readable label.
    public var label: String? {
        get { attribute(GDataMediaSchemaNames.attr_label) }
        set { setAttribute(GDataMediaSchemaNames.attr_label, newValue) }
    }
    /// The category scheme.
    public var scheme: String? {
        get { attribute(GDataMediaSchemaNames.attr_scheme) }
        set { setAttribute(GDataMediaSchemaNames.attr_scheme, newValue) }
    }
}

extension GDataMediaRating {
    /// The rating scheme (default `urn:simple`).
    public var scheme: String? {
        get { attribute(GDataMediaSchemaNames.attr_scheme) }
        set { setAttribute(GDataMediaSchemaNames.attr_scheme, newValue) }
    }
}

extension GDataMediaRestriction {
    /// allow or deny.
    public var relationship: String? {
        get { attribute(GDataMediaSchemaNames.attr_relationship) }
        set { setAttribute(GDataMediaSchemaNames.attr_relationship, newValue) }
    }
    /// country, uri or sharing.
    public var type: String? {
        get { attribute(GDataMediaSchemaNames.attr_type) }
        set { setAttribute(GDataMediaSchemaNames.attr_type, newValue) }
    }
}

extension GDataMediaGroup {
    /// The `media:content` children.
    public var mediaContents: [GDataMediaContent] {
        get { children(GDataMediaContent.self) }
        set { setChildren(newValue, of: GDataMediaContent.self) }
    }
    /// The `media:category` children.
    public var mediaCategories: [GDataMediaCategory] {
        get { children(GDataMediaCategory.self) }
        set { setChildren(newValue, of: GDataMediaCategory.self) }
    }
    /// The `media:credit` children.
    public var mediaCredits: [GDataMediaCredit] {
        get { children(GDataMediaCredit.self) }
        set { setChildren(newValue, of: GDataMediaCredit.self) }
    }
    /// The `media:description` child.
    public var mediaDescription: GDataMediaDescription? {
        get { child(GDataMediaDescription.self) }
        set { setChild(newValue, of: GDataMediaDescription.self) }
    }
    /// The `media:player` children.
    public var mediaPlayers: [GDataMediaPlayer] {
        get { children(GDataMediaPlayer.self) }
        set { setChildren(newValue, of: GDataMediaPlayer.self) }
    }
    /// The `media:rating` children.
    public var mediaRatings: [GDataMediaRating] {
        get { children(GDataMediaRating.self) }
        set { setChildren(newValue, of: GDataMediaRating.self) }
    }
    /// The `media:restriction` children.
    public var mediaRestrictions: [GDataMediaRestriction] {
        get { children(GDataMediaRestriction.self) }
        set { setChildren(newValue, of: GDataMediaRestriction.self) }
    }
    /// The `media:thumbnail` children.
    public var mediaThumbnails: [GDataMediaThumbnail] {
        get { children(GDataMediaThumbnail.self) }
        set { setChildren(newValue, of: GDataMediaThumbnail.self) }
    }
    /// The `media:keywords` child.
    public var mediaKeywords: GDataMediaKeywords? {
        get { child(GDataMediaKeywords.self) }
        set { setChild(newValue, of: GDataMediaKeywords.self) }
    }
    /// The `media:title` child.
    public var mediaTitle: GDataMediaTitle? {
        get { child(GDataMediaTitle.self) }
        set { setChild(newValue, of: GDataMediaTitle.self) }
    }
}
