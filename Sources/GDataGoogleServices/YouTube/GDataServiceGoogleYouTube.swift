import GDataService

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// YouTube's GData service (the original's `GDataServiceGoogleYouTube`): service ID `youtube`, version 2.0.
public enum GDataServiceGoogleYouTube: GDataGoogleService {
    /// The service ID (the `service` of a ClientLogin request).
    public static let serviceID = "youtube"
    /// The root of the service\'s feed URLs.
    public static let serviceRootURLString = "https://gdata.youtube.com/feeds/"
    /// The GData protocol version sent as `GData-Version` unless the service says otherwise.
    public static let defaultServiceVersion = "2.0"
    /// The root of upload URLs (`serviceUploadRootURLString`).
    public static let serviceUploadRootURLString = "https://uploads.gdata.youtube.com/resumable/feeds/"

    /// `ROOT/api/videos`, or `ROOT/api/standardfeeds/FEED` (`youTubeURLForFeedID:`).
    public static func youTubeURL(forFeedID feedID: String?) -> URL {
        URL(string: serviceRootURLString + "api/" + (feedID.map { "standardfeeds/" + $0 } ?? "videos"))!
    }

    /// `ROOT/api/channels` (`youTubeURLForChannelsFeeds`).
    public static func youTubeURLForChannelsFeeds() -> URL { URL(string: serviceRootURLString + "api/channels")! }

    /// `ROOT/api/channelstandardfeeds/FEED` (`youTubeURLForChannelStandardFeedID:`).
    public static func youTubeURL(forChannelStandardFeedID feedID: String) -> URL {
        URL(string: serviceRootURLString + "api/channelstandardfeeds/" + feedID)!
    }

    /// `ROOT/api/users/USER[/FEED]` (`youTubeURLForUserID:userFeedID:`).
    public static func youTubeURL(forUserID userID: String, userFeedID feedID: String?) -> URL {
        URL(
            string: serviceRootURLString + "api/users/" + GDataQuery.encodeURIComponent(userID)
                + (feedID.map { "/" + $0 } ?? "")
        )!
    }

    /// `ROOT/api/events?author=USER` (`youTubeActivityFeedURLForUserID:`).
    public static func youTubeActivityFeedURL(forUserID userID: String) -> URL {
        URL(string: serviceRootURLString + "api/events?author=" + GDataQuery.encodeParameter(userID))!
    }

    /// `UPLOAD_ROOT/api/users/USER/uploads` (`youTubeUploadURLForUserID:`).
    public static func youTubeUploadURL(forUserID userID: String) -> URL {
        URL(string: serviceUploadRootURLString + "api/users/" + GDataQuery.encodeURIComponent(userID) + "/uploads")!
    }
}

/// Standard feed IDs (`youTubeURL(forFeedID:)`): `nil` is every video.
public let kGDataYouTubeFeedIDFull: String? = nil
/// Top rated videos.
public let kGDataYouTubeFeedIDTopRated = "top_rated"
/// Top favorites.
public let kGDataYouTubeFeedIDTopFavorites = "top_favorites"
/// Most viewed.
public let kGDataYouTubeFeedIDMostViewed = "most_viewed"
/// Most popular.
public let kGDataYouTubeFeedIDMostPopular = "most_popular"
/// Most recent.
public let kGDataYouTubeFeedIDMostRecent = "most_recent"
/// Most discussed.
public let kGDataYouTubeFeedIDMostDiscussed = "most_discussed"
/// Most shared.
public let kGDataYouTubeFeedIDMostShared = "most_shared"
/// On the web.
public let kGDataYouTubeFeedIDOnTheWeb = "on_the_web"
/// Most responded.
public let kGDataYouTubeFeedIDMostResponded = "most_responded"
/// Recently featured.
public let kGDataYouTubeFeedIDRecentlyFeatured = "recently_featured"
/// User feed IDs (`youTubeURL(forUserID:userFeedID:)`): `nil` is the profile.
public let kGDataYouTubeUserFeedIDProfile: String? = nil
/// The user's contacts.
public let kGDataYouTubeUserFeedIDContacts = "contacts"
/// The user's favorites.
public let kGDataYouTubeUserFeedIDFavorites = "favorites"
/// The user's inbox.
public let kGDataYouTubeUserFeedIDInbox = "inbox"
/// The user's playlists.
public let kGDataYouTubeUserFeedIDPlaylists = "playlists"
/// The user's subscriptions.
public let kGDataYouTubeUserFeedIDSubscriptions = "subscriptions"
/// The user's uploads.
public let kGDataYouTubeUserFeedIDUploads = "uploads"
/// The user's new-subscription videos.
public let kGDataYouTubeUserFeedIDNewSubscriptionVideos = "newsubscriptionvideos"
/// The user's friends' activity.
public let kGDataYouTubeUserFeedIDFriendsActivity = "friendsactivity"
/// Recommendations for the user.
public let kGDataYouTubeUserFeedIDRecommendations = "recommendations"
/// Orders (`orderby`): most recently updated first.
public let kGDataYouTubeOrderByUpdated = "updated"
/// Most viewed first.
public let kGDataYouTubeOrderByViewCount = "viewCount"
/// Highest rated first.
public let kGDataYouTubeOrderByRating = "rating"
/// Most relevant first.
public let kGDataYouTubeOrderByRelevance = "relevance"
/// Time periods (`time`): today.
public let kGDataYouTubePeriodToday = "today"
/// This week.
public let kGDataYouTubePeriodThisWeek = "this_week"
/// This month.
public let kGDataYouTubePeriodThisMonth = "this_month"
/// All time.
public let kGDataYouTubePeriodAllTime = "all_time"
/// Safe search (`safeSearch`): none.
public let kGDataYouTubeSafeSearchNone = "none"
/// Strict.
public let kGDataYouTubeSafeSearchStrict = "strict"
/// Moderate.
public let kGDataYouTubeSafeSearchModerate = "moderate"
/// Caption track formats (`fmt`): SubViewer.
public let kGDataYouTubeCaptionTrackFormatSubviewer = "sbv"
/// SubRip.
public let kGDataYouTubeCaptionTrackFormatSubrip = "srt"
