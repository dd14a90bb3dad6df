public import GDataService

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A Picasa Web Albums query (the original's `GDataQueryGooglePhotos`): kind, access, thumbnail and image sizes, tag.
@dynamicMemberLookup
public struct GDataQueryGooglePhotos: GDataServiceQuery {
    /// The underlying query: its parameters, feed URL and the common GData parameters.
    public var query: GDataQuery

    /// A query on `feedURL` (`photoQueryWithFeedURL:`).
    public init(feedURL: URL) { query = GDataQuery(feedURL: feedURL) }

    /// A query on a user's, album's or photo's feed (`photoQueryForUserID:albumID:albumName:photoID:`).
    public init(userID: String, albumID: String? = nil, albumName: String? = nil, photoID: String? = nil) {
        self.init(
            feedURL: GDataServiceGooglePhotos.photoFeedURL(
                forUserID: userID,
                albumID: albumID,
                albumName: albumName,
                photoID: photoID
            )
        )
    }

    /// `kind` (``kGDataGooglePhotosKindPhoto`` …).
    public var kind: String? {
        get { query.customParameter("kind") }
        set { query.setCustomParameter("kind", newValue) }
    }

    /// `access` (``kGDataGooglePhotosAccessPrivate`` …).
    public var access: String? {
        get { query.customParameter("access") }
        set { query.setCustomParameter("access", newValue) }
    }

    /// `thumbsize` in pixels; 0 (absent) or less removes it.
    public var thumbsize: Int {
        get { positiveInt("thumbsize") }
        set { setPositiveInt("thumbsize", newValue) }
    }

    /// `imgmax` in pixels; ``kGDataGooglePhotosImageSizeDownloadable`` writes `d`; 0 or less otherwise removes it.
    public var imageSize: Int {
        get {
            let value = query.customParameter("imgmax")
            return value == "d" ? kGDataGooglePhotosImageSizeDownloadable : value.flatMap { Int($0) } ?? 0
        }
        set {
            if newValue == kGDataGooglePhotosImageSizeDownloadable {
                query.setCustomParameter("imgmax", "d")
            } else {
                setPositiveInt("imgmax", newValue)
            }
        }
    }

    /// `tag`.
    public var tag: String? {
        get { query.customParameter("tag") }
        set { query.setCustomParameter("tag", newValue) }
    }
}
