// generated from Schemas/services/youtube.json by scripts/generate-schemas.py — do not edit

// YouTube (`yt:` namespace): videos, playlists, subscriptions, profiles, comments, captions and the other YouTube feeds; `yt:` additions to Media RSS.

/// Interned element and attribute names used by `Schemas/services/youtube.json`.
enum GDataYoutubeSchemaNames {
    static let attr_action = GDataXMLName.intern("", "action")
    static let attr_favoriteCount = GDataXMLName.intern("", "favoriteCount")
    static let attr_helpUrl = GDataXMLName.intern("", "helpUrl")
    static let attr_lastWebAccess = GDataXMLName.intern("", "lastWebAccess")
    static let attr_name = GDataXMLName.intern("", "name")
    static let attr_numDislikes = GDataXMLName.intern("", "numDislikes")
    static let attr_numLikes = GDataXMLName.intern("", "numLikes")
    static let attr_permission = GDataXMLName.intern("", "permission")
    static let attr_reasonCode = GDataXMLName.intern("", "reasonCode")
    static let attr_seconds = GDataXMLName.intern("", "seconds")
    static let attr_subscriberCount = GDataXMLName.intern("", "subscriberCount")
    static let attr_totalUploadViews = GDataXMLName.intern("", "totalUploadViews")
    static let attr_type = GDataXMLName.intern("", "type")
    static let attr_value = GDataXMLName.intern("", "value")
    static let attr_videoWatchCount = GDataXMLName.intern("", "videoWatchCount")
    static let attr_viewCount = GDataXMLName.intern("", "viewCount")
    static let yt_aboutMe = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "aboutMe")
    static let yt_accessControl = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "accessControl")
    static let yt_age = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "age")
    static let yt_aspectRatio = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "aspectRatio")
    static let yt_books = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "books")
    static let yt_commentRating = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "commentRating")
    static let yt_company = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "company")
    static let yt_countHint = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "countHint")
    static let yt_country = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "country")
    static let yt_derived = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "derived")
    static let yt_description = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "description")
    static let yt_duration = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "duration")
    static let yt_firstName = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "firstName")
    static let yt_format = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "format")
    static let yt_gender = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "gender")
    static let yt_hobbies = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "hobbies")
    static let yt_hometown = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "hometown")
    static let yt_incomplete = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "incomplete")
    static let yt_lastName = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "lastName")
    static let yt_location = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "location")
    static let yt_movies = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "movies")
    static let yt_music = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "music")
    static let yt_name = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "name")
    static let yt_noembed = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "noembed")
    static let yt_occupation = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "occupation")
    static let yt_playlistId = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "playlistId")
    static let yt_playlistTitle = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "playlistTitle")
    static let yt_position = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "position")
    static let yt_private = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "private")
    static let yt_queryString = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "queryString")
    static let yt_rating = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "rating")
    static let yt_recorded = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "recorded")
    static let yt_relationship = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "relationship")
    static let yt_school = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "school")
    static let yt_spam = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "spam")
    static let yt_state = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "state")
    static let yt_statistics = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "statistics")
    static let yt_status = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "status")
    static let yt_token = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "token")
    static let yt_type = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "type")
    static let yt_uploaded = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "uploaded")
    static let yt_username = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "username")
    static let yt_videoid = GDataXMLName.intern("http://gdata.youtube.com/schemas/2007", "videoid")
}

/// The `yt:aboutMe` element.
///
/// Element `yt:aboutMe`.
open class GDataYouTubeAboutMe: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_aboutMe }
}

/// The `yt:age` element.
///
/// Element `yt:age`.
open class GDataYouTubeAge: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_age }
}

/// The `yt:aspectRatio` element.
///
/// Element `yt:aspectRatio`.
open class GDataYouTubeAspectRatio: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_aspectRatio }
}

/// The `yt:books` element.
///
/// Element `yt:books`.
open class GDataYouTubeBooks: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_books }
}

/// The `yt:commentRating` element.
///
/// Element `yt:commentRating`.
open class GDataYouTubeCommentRating: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_commentRating }
}

/// The `yt:company` element.
///
/// Element `yt:company`.
open class GDataYouTubeCompany: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_company }
}

/// The `yt:countHint` element.
///
/// Element `yt:countHint`.
open class GDataYouTubeCountHint: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_countHint }
}

/// A playlist's description in GData v1 YouTube feeds (`yt:description`; v2 uses the entry summary).
///
/// Element `yt:description`.
open class GDataYouTubeDescription: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_description }
}

/// The `yt:derived` element.
///
/// Element `yt:derived`.
open class GDataYouTubeDerived: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_derived }
}

/// The `yt:hobbies` element.
///
/// Element `yt:hobbies`.
open class GDataYouTubeHobbies: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_hobbies }
}

/// The `yt:hometown` element.
///
/// Element `yt:hometown`.
open class GDataYouTubeHometown: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_hometown }
}

/// The `yt:location` element.
///
/// Element `yt:location`.
open class GDataYouTubeLocation: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_location }
}

/// The `yt:recorded` element.
///
/// Element `yt:recorded`.
open class GDataYouTubeRecordedDate: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_recorded }
}

/// The `yt:movies` element.
///
/// Element `yt:movies`.
open class GDataYouTubeMovies: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_movies }
}

/// The `yt:music` element.
///
/// Element `yt:music`.
open class GDataYouTubeMusic: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_music }
}

/// The `yt:occupation` element.
///
/// Element `yt:occupation`.
open class GDataYouTubeOccupation: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_occupation }
}

/// The `yt:school` element.
///
/// Element `yt:school`.
open class GDataYouTubeSchool: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_school }
}

/// The `yt:gender` element.
///
/// Element `yt:gender`.
open class GDataYouTubeGender: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_gender }
}

/// The `yt:relationship` element.
///
/// Element `yt:relationship`.
open class GDataYouTubeRelationship: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_relationship }
}

/// The `yt:position` element.
///
/// Element `yt:position`.
open class GDataYouTubePosition: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_position }
}

/// The `yt:firstName` element.
///
/// Element `yt:firstName`.
open class GDataYouTubeFirstName: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_firstName }
}

/// The `yt:lastName` element.
///
/// Element `yt:lastName`.
open class GDataYouTubeLastName: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_lastName }
}

/// The `yt:queryString` element.
///
/// Element `yt:queryString`.
open class GDataYouTubeQueryString: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_queryString }
}

/// The `yt:playlistId` element.
///
/// Element `yt:playlistId`.
open class GDataYouTubePlaylistID: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_playlistId }
}

/// The `yt:playlistTitle` element.
///
/// Element `yt:playlistTitle`.
open class GDataYouTubePlaylistTitle: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_playlistTitle }
}

/// The `yt:status` element.
///
/// Element `yt:status`.
open class GDataYouTubeStatus: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_status }
}

/// The `yt:username` element.
///
/// Element `yt:username`.
open class GDataYouTubeUsername: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_username }
}

/// The `yt:token` element.
///
/// Element `yt:token`.
open class GDataYouTubeToken: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_token }
}

/// The `yt:videoid` element.
///
/// Element `yt:videoid`.
open class GDataYouTubeVideoID: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_videoid }
}

/// The `yt:uploaded` element.
///
/// Element `yt:uploaded`.
open class GDataYouTubeUploadedDate: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_uploaded }
}

/// A flag element (`yt:noembed`); its presence is the value.
///
/// Element `yt:noembed`.
open class GDataYouTubeNonEmbeddable: GDataImplicitValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_noembed }
}

/// A flag element (`yt:private`); its presence is the value.
///
/// Element `yt:private`.
open class GDataYouTubePrivate: GDataImplicitValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_private }
}

/// A flag element (`yt:spam`); its presence is the value.
///
/// Element `yt:spam`.
open class GDataYouTubeSpam: GDataImplicitValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_spam }
}

/// A flag element (`yt:incomplete`); its presence is the value.
///
/// Element `yt:incomplete`.
open class GDataYouTubeIncomplete: GDataImplicitValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_incomplete }
}

/// A length in seconds (`yt:duration seconds=…`).
///
/// Element `yt:duration`.
open class GDataYouTubeDuration: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_duration }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataYoutubeSchemaNames.attr_seconds,
        ]
    }
}

/// Whether an action (rate, comment, embed, …) is allowed on a video (`yt:accessControl`); the text is the restriction's value.
///
/// Element `yt:accessControl`.
open class GDataYouTubeAccessControl: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_accessControl }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataYoutubeSchemaNames.attr_action,
            GDataYoutubeSchemaNames.attr_permission,
            GDataYoutubeSchemaNames.attr_type,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// Why a video is not (yet) public (`yt:state` in `app:control`); the text is the error description.
///
/// Element `yt:state`.
open class GDataYouTubePublicationState: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_state }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataYoutubeSchemaNames.attr_name,
            GDataYoutubeSchemaNames.attr_reasonCode,
            GDataYoutubeSchemaNames.attr_helpUrl,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// Like and dislike counts, or a user's rating (`yt:rating`).
///
/// Element `yt:rating`.
open class GDataYouTubeRating: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_rating }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataYoutubeSchemaNames.attr_value,
            GDataYoutubeSchemaNames.attr_numLikes,
            GDataYoutubeSchemaNames.attr_numDislikes,
        ]
    }
}

/// View and subscriber counts (`yt:statistics`).
///
/// Element `yt:statistics`.
open class GDataYouTubeStatistics: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataYoutubeSchemaNames.yt_statistics }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataYoutubeSchemaNames.attr_viewCount,
            GDataYoutubeSchemaNames.attr_videoWatchCount,
            GDataYoutubeSchemaNames.attr_subscriberCount,
            GDataYoutubeSchemaNames.attr_favoriteCount,
            GDataYoutubeSchemaNames.attr_lastWebAccess,
            GDataYoutubeSchemaNames.attr_totalUploadViews,
        ]
    }
}

/// A `media:group` with YouTube's `yt:` additions (duration, video ID, upload date, aspect ratio, private).
open class GDataYouTubeMediaGroup: GDataMediaGroup {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataYouTubeAspectRatio.self,
            GDataYouTubeDuration.self,
            GDataYouTubePrivate.self,
            GDataYouTubeVideoID.self,
            GDataYouTubeUploadedDate.self,
        ]
    }
}

/// A feed of `GDataEntryYouTubeVideo` entries.
open class GDataFeedYouTubeVideo: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#video" }
}

/// A feed of `GDataEntryYouTubeFavorite` entries.
open class GDataFeedYouTubeFavorite: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#favorite" }
}

/// A feed of `GDataEntryYouTubePlaylist` entries.
open class GDataFeedYouTubePlaylist: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataYouTubePrivate.self,
            GDataYouTubePlaylistID.self,
            GDataYouTubeMediaGroup.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#playlist" }
}

/// A feed of `GDataEntryYouTubePlaylistLink` entries.
open class GDataFeedYouTubePlaylistLink: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#playlistLink" }
}

/// A feed of `GDataEntryYouTubeSubscription` entries.
open class GDataFeedYouTubeSubscription: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#subscription" }
}

/// A feed of `GDataEntryYouTubeCaptionTrack` entries.
open class GDataFeedYouTubeCaptionTrack: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#captionTrack" }
}

/// A feed of `GDataEntryYouTubeChannel` entries.
open class GDataFeedYouTubeChannel: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#channel" }
}

/// A feed of `GDataEntryYouTubeComment` entries.
open class GDataFeedYouTubeComment: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#comment" }
}

/// A feed of `GDataEntryYouTubeComplaint` entries.
open class GDataFeedYouTubeComplaint: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#complaint" }
}

/// A feed of `GDataEntryYouTubeFriend` entries.
open class GDataFeedYouTubeFriend: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#friend" }
}

/// A feed of `GDataEntryYouTubeRating` entries.
open class GDataFeedYouTubeRating: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#rating" }
}

/// A feed of `GDataEntryYouTubeUserEvent` entries.
open class GDataFeedYouTubeUserEvent: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#userEvent" }
}

/// A feed of `GDataEntryYouTubeUserProfile` entries.
open class GDataFeedYouTubeUserProfile: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#userProfile" }
}

/// A feed of `GDataEntryYouTubeVideoMessage` entries.
open class GDataFeedYouTubeVideoMessage: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#videoMessage" }
}

/// A video.
open class GDataEntryYouTubeVideo: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataComment.self,
            GDataYouTubeRating.self,
            GDataYouTubeStatistics.self,
            GDataYouTubeNonEmbeddable.self,
            GDataYouTubeLocation.self,
            GDataYouTubeRecordedDate.self,
            GDataYouTubeAccessControl.self,
            GDataYouTubeMediaGroup.self,
            GDataLink.self,
            GDataGeoW3CPoint.self,
            GDataGeoRSSPoint.self,
            GDataGeoRSSWhere.self,
        ]
    }
    /// Within this object's subtree, these classes may hold these children (the original's scoped
    /// extension declarations).
    override open class var scopedDeclarations: [GDataExtensionDeclaration] {
        super.scopedDeclarations + [
            GDataExtensionDeclaration(parent: GDataAtomPubControl.self, children: [GDataYouTubePublicationState.self, GDataYouTubeIncomplete.self]),
            GDataExtensionDeclaration(parent: GDataLink.self, children: [GDataYouTubeToken.self]),
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#video" }
}

/// The elements playlist links and subscriptions share.
open class GDataEntryYouTubeFeedLinkBase: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataYouTubePrivate.self,
            GDataYouTubeCountHint.self,
            GDataYouTubePlaylistID.self,
            GDataFeedLink.self,
            GDataMediaGroup.self,
        ]
    }
}

/// A user's profile.
open class GDataEntryYouTubeUserProfile: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataFeedLink.self,
            GDataYouTubeAge.self,
            GDataYouTubeBooks.self,
            GDataYouTubeCompany.self,
            GDataYouTubeAboutMe.self,
            GDataYouTubeGender.self,
            GDataYouTubeHobbies.self,
            GDataYouTubeHometown.self,
            GDataYouTubeLocation.self,
            GDataYouTubeMovies.self,
            GDataYouTubeMusic.self,
            GDataYouTubeOccupation.self,
            GDataYouTubeRelationship.self,
            GDataYouTubeSchool.self,
            GDataYouTubeUsername.self,
            GDataYouTubeFirstName.self,
            GDataYouTubeLastName.self,
            GDataYouTubeStatistics.self,
            GDataMediaThumbnail.self,
            GDataCategory.self,
            GDataLink.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#userProfile" }
}

/// A favorite video.
open class GDataEntryYouTubeFavorite: GDataEntryYouTubeVideo {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#favorite" }
}

/// A video in a playlist.
open class GDataEntryYouTubePlaylist: GDataEntryYouTubeVideo {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataYouTubePosition.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#playlist" }
}

/// A video sent as a message.
open class GDataEntryYouTubeVideoMessage: GDataEntryYouTubeVideo {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#videoMessage" }
}

/// A link to a playlist.
open class GDataEntryYouTubePlaylistLink: GDataEntryYouTubeFeedLinkBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataYouTubeDescription.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#playlistLink" }
}

/// A subscription.
open class GDataEntryYouTubeSubscription: GDataEntryYouTubeFeedLinkBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataYouTubeUsername.self,
            GDataYouTubeQueryString.self,
            GDataYouTubePlaylistTitle.self,
            GDataCategory.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#subscription" }
}

/// A caption track.
open class GDataEntryYouTubeCaptionTrack: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataYouTubeDerived.self,
        ]
    }
    /// Within this object's subtree, these classes may hold these children (the original's scoped
    /// extension declarations).
    override open class var scopedDeclarations: [GDataExtensionDeclaration] {
        super.scopedDeclarations + [
            GDataExtensionDeclaration(parent: GDataAtomPubControl.self, children: [GDataYouTubePublicationState.self]),
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#captionTrack" }
}

/// A channel.
open class GDataEntryYouTubeChannel: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataFeedLink.self,
            GDataCategory.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#channel" }
}

/// A comment on a video.
open class GDataEntryYouTubeComment: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataYouTubeCommentRating.self,
            GDataYouTubeSpam.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#comment" }
}

/// A complaint about a video.
open class GDataEntryYouTubeComplaint: GDataEntryBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#complaint" }
}

/// A contact (friend).
open class GDataEntryYouTubeFriend: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataYouTubeUsername.self,
            GDataYouTubeStatus.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#friend" }
}

/// A rating of a video.
open class GDataEntryYouTubeRating: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataYouTubeRating.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#rating" }
}

/// An activity of a user.
open class GDataEntryYouTubeUserEvent: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataYouTubeVideoID.self,
            GDataYouTubeUsername.self,
            GDataYouTubeRating.self,
            GDataCategory.self,
            GDataLink.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://gdata.youtube.com/schemas/2007#userEvent" }
}

extension GDataYouTubeDuration {
    /// The length in seconds.
    public var seconds: Int? {
        get { GDataValueText.int(attribute(GDataYoutubeSchemaNames.attr_seconds)) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_seconds, newValue.map { String($0) }) }
    }
}

extension GDataYouTubeAccessControl {
    /// The action.
    public var action: String? {
        get { attribute(GDataYoutubeSchemaNames.attr_action) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_action, newValue) }
    }
    /// allowed, denied or moderated.
    public var permission: String? {
        get { attribute(GDataYoutubeSchemaNames.attr_permission) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_permission, newValue) }
    }
    /// The kind of restriction.
    public var type: String? {
        get { attribute(GDataYoutubeSchemaNames.attr_type) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_type, newValue) }
    }
}

extension GDataYouTubePublicationState {
    /// processing, restricted, deleted, rejected or failed.
    public var stateName: String? {
        get { attribute(GDataYoutubeSchemaNames.attr_name) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_name, newValue) }
    }
    /// Why.
    public var reasonCode: String? {
        get { attribute(GDataYoutubeSchemaNames.attr_reasonCode) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_reasonCode, newValue) }
    }
    /// A page explaining the state.
    public var helpURLString: String? {
        get { attribute(GDataYoutubeSchemaNames.attr_helpUrl) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_helpUrl, newValue) }
    }
    /// `helpURLString` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedHelpURLString: String? { (attribute(GDataYoutubeSchemaNames.attr_helpUrl)).map { resolveURI($0) } }
}

extension GDataYouTubeRating {
    /// like or dislike.
    public var value: String? {
        get { attribute(GDataYoutubeSchemaNames.attr_value) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_value, newValue) }
    }
    /// The number of likes.
    public var numberOfLikes: Int64? {
        get { GDataValueText.int64(attribute(GDataYoutubeSchemaNames.attr_numLikes)) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_numLikes, newValue.map { String($0) }) }
    }
    /// The number of dislikes.
    public var numberOfDislikes: Int64? {
        get { GDataValueText.int64(attribute(GDataYoutubeSchemaNames.attr_numDislikes)) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_numDislikes, newValue.map { String($0) }) }
    }
}

extension GDataYouTubeStatistics {
    /// Views.
    public var viewCount: Int64? {
        get { GDataValueText.int64(attribute(GDataYoutubeSchemaNames.attr_viewCount)) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_viewCount, newValue.map { String($0) }) }
    }
    /// Videos watched by the user.
    public var videoWatchCount: Int64? {
        get { GDataValueText.int64(attribute(GDataYoutubeSchemaNames.attr_videoWatchCount)) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_videoWatchCount, newValue.map { String($0) }) }
    }
    /// Subscribers.
    public var subscriberCount: Int64? {
        get { GDataValueText.int64(attribute(GDataYoutubeSchemaNames.attr_subscriberCount)) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_subscriberCount, newValue.map { String($0) }) }
    }
    /// Times marked favorite.
    public var favoriteCount: Int64? {
        get { GDataValueText.int64(attribute(GDataYoutubeSchemaNames.attr_favoriteCount)) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_favoriteCount, newValue.map { String($0) }) }
    }
    /// The user's last visit.
    public var lastWebAccess: GDataDateTime? {
        get { (attribute(GDataYoutubeSchemaNames.attr_lastWebAccess)).flatMap { GDataDateTime(rfc3339String: $0) } }
        set { setAttribute(GDataYoutubeSchemaNames.attr_lastWebAccess, newValue?.rfc3339String) }
    }
    /// Views of the user's uploads.
    public var totalUploadViews: Int64? {
        get { GDataValueText.int64(attribute(GDataYoutubeSchemaNames.attr_totalUploadViews)) }
        set { setAttribute(GDataYoutubeSchemaNames.attr_totalUploadViews, newValue.map { String($0) }) }
    }
}

extension GDataYouTubeMediaGroup {
    /// The `yt:aspectRatio` child.
    public var aspectRatio: String? {
        get { child(GDataYouTubeAspectRatio.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeAspectRatio.self) }
    }
    /// The `yt:duration` element.
    public var durationElement: GDataYouTubeDuration? {
        get { child(GDataYouTubeDuration.self) }
        set { setChild(newValue, of: GDataYouTubeDuration.self) }
    }
    /// The `yt:private` child.
    public var isPrivate: Bool {
        get { child(GDataYouTubePrivate.self) != nil }
        set { setChildPresent(newValue, of: GDataYouTubePrivate.self) }
    }
    /// The `yt:videoid` child.
    public var videoID: String? {
        get { child(GDataYouTubeVideoID.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeVideoID.self) }
    }
    /// The `yt:uploaded` child.
    public var uploadedDate: GDataDateTime? {
        get { child(GDataYouTubeUploadedDate.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataYouTubeUploadedDate.self) }
    }
}

extension GDataFeedYouTubePlaylist {
    /// The `yt:private` child.
    public var isPrivate: Bool {
        get { child(GDataYouTubePrivate.self) != nil }
        set { setChildPresent(newValue, of: GDataYouTubePrivate.self) }
    }
    /// The `yt:playlistId` child.
    public var playlistID: String? {
        get { child(GDataYouTubePlaylistID.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubePlaylistID.self) }
    }
    /// The `GDataYouTubeMediaGroup` child.
    public var mediaGroup: GDataYouTubeMediaGroup? {
        get { child(GDataYouTubeMediaGroup.self) }
        set { setChild(newValue, of: GDataYouTubeMediaGroup.self) }
    }
}

extension GDataEntryYouTubeVideo {
    /// The `gd:comments` child.
    public var comment: GDataComment? {
        get { child(GDataComment.self) }
        set { setChild(newValue, of: GDataComment.self) }
    }
    /// The `yt:rating` child.
    public var rating: GDataYouTubeRating? {
        get { child(GDataYouTubeRating.self) }
        set { setChild(newValue, of: GDataYouTubeRating.self) }
    }
    /// The `yt:statistics` child.
    public var statistics: GDataYouTubeStatistics? {
        get { child(GDataYouTubeStatistics.self) }
        set { setChild(newValue, of: GDataYouTubeStatistics.self) }
    }
    /// Whether `yt:noembed` is present (see `isEmbeddable`).
    public var isNonEmbeddable: Bool {
        get { child(GDataYouTubeNonEmbeddable.self) != nil }
        set { setChildPresent(newValue, of: GDataYouTubeNonEmbeddable.self) }
    }
    /// The `yt:location` child.
    public var location: String? {
        get { child(GDataYouTubeLocation.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeLocation.self) }
    }
    /// The `yt:recorded` child.
    public var recordedDate: GDataDateTime? {
        get { child(GDataYouTubeRecordedDate.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataYouTubeRecordedDate.self) }
    }
    /// The `yt:accessControl` children.
    public var accessControls: [GDataYouTubeAccessControl] {
        get { children(GDataYouTubeAccessControl.self) }
        set { setChildren(newValue, of: GDataYouTubeAccessControl.self) }
    }
    /// The `GDataYouTubeMediaGroup` child.
    public var mediaGroup: GDataYouTubeMediaGroup? {
        get { child(GDataYouTubeMediaGroup.self) }
        set { setChild(newValue, of: GDataYouTubeMediaGroup.self) }
    }
    /// The `atom:link` child.
    public var videoResponsesLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#video.responses" }
    }
    /// The `atom:link` child.
    public var ratingsLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#video.ratings" }
    }
    /// The `atom:link` child.
    public var complaintsLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#video.complaints" }
    }
    /// The `atom:link` child.
    public var captionTracksLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#video.captionTracks" }
    }
    /// The `atom:link` child.
    public var relatedLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#video.related" }
    }
}

extension GDataEntryYouTubeFeedLinkBase {
    /// The `yt:private` child.
    public var isPrivate: Bool {
        get { child(GDataYouTubePrivate.self) != nil }
        set { setChildPresent(newValue, of: GDataYouTubePrivate.self) }
    }
    /// The `yt:countHint` child.
    public var countHint: String? {
        get { child(GDataYouTubeCountHint.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeCountHint.self) }
    }
    /// The `yt:playlistId` child.
    public var playlistID: String? {
        get { child(GDataYouTubePlaylistID.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubePlaylistID.self) }
    }
    /// The `gd:feedLink` child.
    public var feedLink: GDataFeedLink? {
        get { child(GDataFeedLink.self) }
        set { setChild(newValue, of: GDataFeedLink.self) }
    }
    /// The `media:group` child.
    public var mediaGroup: GDataMediaGroup? {
        get { child(GDataMediaGroup.self) }
        set { setChild(newValue, of: GDataMediaGroup.self) }
    }
}

extension GDataEntryYouTubeUserProfile {
    /// The `gd:feedLink` children.
    public var feedLinks: [GDataFeedLink] {
        get { children(GDataFeedLink.self) }
        set { setChildren(newValue, of: GDataFeedLink.self) }
    }
    /// The `yt:age` child.
    public var age: Int? {
        get { GDataValueText.int(child(GDataYouTubeAge.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataYouTubeAge.self) }
    }
    /// The `yt:books` child.
    public var books: String? {
        get { child(GDataYouTubeBooks.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeBooks.self) }
    }
    /// The `yt:company` child.
    public var company: String? {
        get { child(GDataYouTubeCompany.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeCompany.self) }
    }
    /// The `yt:aboutMe` child.
    public var aboutMe: String? {
        get { child(GDataYouTubeAboutMe.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeAboutMe.self) }
    }
    /// The `yt:gender` child.
    public var gender: String? {
        get { child(GDataYouTubeGender.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeGender.self) }
    }
    /// The `yt:hobbies` child.
    public var hobbies: String? {
        get { child(GDataYouTubeHobbies.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeHobbies.self) }
    }
    /// The `yt:hometown` child.
    public var hometown: String? {
        get { child(GDataYouTubeHometown.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeHometown.self) }
    }
    /// The `yt:location` child.
    public var location: String? {
        get { child(GDataYouTubeLocation.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeLocation.self) }
    }
    /// The `yt:movies` child.
    public var movies: String? {
        get { child(GDataYouTubeMovies.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeMovies.self) }
    }
    /// The `yt:music` child.
    public var music: String? {
        get { child(GDataYouTubeMusic.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeMusic.self) }
    }
    /// The `yt:occupation` child.
    public var occupation: String? {
        get { child(GDataYouTubeOccupation.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeOccupation.self) }
    }
    /// The `yt:relationship` child.
    public var relationship: String? {
        get { child(GDataYouTubeRelationship.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeRelationship.self) }
    }
    /// The `yt:school` child.
    public var school: String? {
        get { child(GDataYouTubeSchool.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeSchool.self) }
    }
    /// The `yt:username` child.
    public var username: String? {
        get { child(GDataYouTubeUsername.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeUsername.self) }
    }
    /// The `yt:firstName` child.
    public var firstName: String? {
        get { child(GDataYouTubeFirstName.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeFirstName.self) }
    }
    /// The `yt:lastName` child.
    public var lastName: String? {
        get { child(GDataYouTubeLastName.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeLastName.self) }
    }
    /// The `yt:statistics` child.
    public var statistics: GDataYouTubeStatistics? {
        get { child(GDataYouTubeStatistics.self) }
        set { setChild(newValue, of: GDataYouTubeStatistics.self) }
    }
    /// The `media:thumbnail` child.
    public var thumbnail: GDataMediaThumbnail? {
        get { child(GDataMediaThumbnail.self) }
        set { setChild(newValue, of: GDataMediaThumbnail.self) }
    }
    /// The `atom:category` child.
    public var channelType: String? {
        children(GDataCategory.self).first { $0.scheme == "http://gdata.youtube.com/schemas/2007/channeltypes.cat" }?.term
    }
    /// The `atom:link` child.
    public var videoLogLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#user.videolog" }
    }
    /// The `atom:link` child.
    public var featuredVideoLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#featured-video" }
    }
    /// The `gd:feedLink` child.
    public var favoritesFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#user.favorites" }
    }
    /// The `gd:feedLink` child.
    public var contactsFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#user.contacts" }
    }
    /// The `gd:feedLink` child.
    public var inboxFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#user.inbox" }
    }
    /// The `gd:feedLink` child.
    public var playlistsFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#user.playlists" }
    }
    /// The `gd:feedLink` child.
    public var subscriptionsFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#user.subscriptions" }
    }
    /// The `gd:feedLink` child.
    public var uploadsFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#user.uploads" }
    }
    /// The `gd:feedLink` child.
    public var recentSubscriptionVideosFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#user.newsubscriptionvideos" }
    }
    /// The `gd:feedLink` child.
    public var friendsActivityFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#user.friendsactivity" }
    }
    /// The `gd:feedLink` child.
    public var recentActivityFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#user.recentactivity" }
    }
}

extension GDataEntryYouTubePlaylist {
    /// The `yt:position` child.
    public var position: GDataYouTubePosition? {
        get { child(GDataYouTubePosition.self) }
        set { setChild(newValue, of: GDataYouTubePosition.self) }
    }
}

extension GDataEntryYouTubePlaylistLink {
    /// The playlist's description in GData v1 feeds (`yt:description`); v2 feeds use `summary`.
    public var youTubeDescription: String? {
        get { child(GDataYouTubeDescription.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeDescription.self) }
    }
}

extension GDataEntryYouTubeSubscription {
    /// The `yt:username` child.
    public var username: String? {
        get { child(GDataYouTubeUsername.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeUsername.self) }
    }
    /// The `yt:queryString` child.
    public var youTubeQueryString: String? {
        get { child(GDataYouTubeQueryString.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeQueryString.self) }
    }
    /// The `yt:playlistTitle` child.
    public var playlistTitle: String? {
        get { child(GDataYouTubePlaylistTitle.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubePlaylistTitle.self) }
    }
    /// The `atom:category` child.
    public var subscriptionType: String? {
        children(GDataCategory.self).first { $0.scheme == "http://gdata.youtube.com/schemas/2007/subscriptiontypes.cat" }?.term
    }
}

extension GDataEntryYouTubeCaptionTrack {
    /// The `yt:derived` child.
    public var derived: String? {
        get { child(GDataYouTubeDerived.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeDerived.self) }
    }
}

extension GDataEntryYouTubeChannel {
    /// The `gd:feedLink` children.
    public var feedLinks: [GDataFeedLink] {
        get { children(GDataFeedLink.self) }
        set { setChildren(newValue, of: GDataFeedLink.self) }
    }
    /// The `atom:category` child.
    public var channelType: String? {
        children(GDataCategory.self).first { $0.scheme == "http://gdata.youtube.com/schemas/2007/channeltypes.cat" }?.term
    }
    /// The `gd:feedLink` child.
    public var uploadsFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#user.uploads" }
    }
    /// The `gd:feedLink` child.
    public var featuredFeedLink: GDataFeedLink? {
        children(GDataFeedLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#featured-video" }
    }
}

extension GDataEntryYouTubeComment {
    /// The `yt:commentRating` child.
    public var totalRating: Int? {
        get { GDataValueText.int(child(GDataYouTubeCommentRating.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataYouTubeCommentRating.self) }
    }
    /// The `yt:spam` child.
    public var isSpam: Bool {
        get { child(GDataYouTubeSpam.self) != nil }
        set { setChildPresent(newValue, of: GDataYouTubeSpam.self) }
    }
}

extension GDataEntryYouTubeFriend {
    /// The `yt:username` child.
    public var username: String? {
        get { child(GDataYouTubeUsername.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeUsername.self) }
    }
    /// The `yt:status` child.
    public var status: String? {
        get { child(GDataYouTubeStatus.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeStatus.self) }
    }
}

extension GDataEntryYouTubeRating {
    /// The `yt:rating` child.
    public var rating: GDataYouTubeRating? {
        get { child(GDataYouTubeRating.self) }
        set { setChild(newValue, of: GDataYouTubeRating.self) }
    }
}

extension GDataEntryYouTubeUserEvent {
    /// The `yt:videoid` child.
    public var videoID: String? {
        get { child(GDataYouTubeVideoID.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeVideoID.self) }
    }
    /// The `yt:username` child.
    public var username: String? {
        get { child(GDataYouTubeUsername.self)?.stringValue }
        set { setChildText(newValue, of: GDataYouTubeUsername.self) }
    }
    /// The `yt:rating` child.
    public var rating: GDataYouTubeRating? {
        get { child(GDataYouTubeRating.self) }
        set { setChild(newValue, of: GDataYouTubeRating.self) }
    }
    /// The `atom:category` child.
    public var userEventType: String? {
        children(GDataCategory.self).first { $0.scheme == "http://gdata.youtube.com/schemas/2007/userevents.cat" }?.term
    }
    /// The `atom:link` child.
    public var videoLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#video" }
    }
    /// The `atom:link` child.
    public var commentLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://gdata.youtube.com/schemas/2007#comments" }
    }
}

extension GDataMediaContent {
    /// The YouTube format number (`yt:format`).
    public var youTubeFormatNumber: Int? {
        get { GDataValueText.int(attribute(GDataYoutubeSchemaNames.yt_format)) }
        set { setAttribute(GDataYoutubeSchemaNames.yt_format, newValue.map { String($0) }) }
    }
}

extension GDataMediaThumbnail {
    /// The thumbnail's name (`yt:name`).
    public var youTubeName: String? {
        get { attribute(GDataYoutubeSchemaNames.yt_name) }
        set { setAttribute(GDataYoutubeSchemaNames.yt_name, newValue) }
    }
}

extension GDataMediaRating {
    /// The countries the rating applies to (`yt:country`).
    public var youTubeCountry: String? {
        get { attribute(GDataYoutubeSchemaNames.yt_country) }
        set { setAttribute(GDataYoutubeSchemaNames.yt_country, newValue) }
    }
}

extension GDataMediaCredit {
    /// The credit type (`yt:type`, e.g. partner).
    public var youTubeCreditType: String? {
        get { attribute(GDataYoutubeSchemaNames.yt_type) }
        set { setAttribute(GDataYoutubeSchemaNames.yt_type, newValue) }
    }
}

extension GDataAtomPubControl {
    /// The `yt:state` child (declared inside videos and caption tracks).
    public var publicationState: GDataYouTubePublicationState? {
        get { child(GDataYouTubePublicationState.self) }
        set { setChild(newValue, of: GDataYouTubePublicationState.self) }
    }
    /// Whether `yt:incomplete` is present (declared inside videos).
    public var isIncomplete: Bool {
        get { child(GDataYouTubeIncomplete.self) != nil }
        set { setChildPresent(newValue, of: GDataYouTubeIncomplete.self) }
    }
}

extension GDataLink {
    /// The `yt:token` child (declared inside videos).
    public var youTubeToken: GDataYouTubeToken? {
        get { child(GDataYouTubeToken.self) }
        set { setChild(newValue, of: GDataYouTubeToken.self) }
    }
}
