import GDataService

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Picasa Web Albums' GData service (the original's `GDataServiceGooglePhotos`): service ID `lh2`, version 2.0.
public enum GDataServiceGooglePhotos: GDataGoogleService {
    /// The service ID (the `service` of a ClientLogin request).
    public static let serviceID = "lh2"
    /// The root of the service\'s feed URLs.
    public static let serviceRootURLString = "https://photos.googleapis.com/data/"
    /// The GData protocol version sent as `GData-Version` unless the service says otherwise.
    public static let defaultServiceVersion = "2.0"

    /// `ROOT/feed/api/user/USER[/albumid/ID | /album/NAME][/photoid/ID][?kind=…&access=…]`
    /// (`photoFeedURLForUserID:albumID:albumName:photoID:kind:access:`). An album ID wins over an album name.
    public static func photoFeedURL(
        forUserID userID: String,
        albumID: String? = nil,
        albumName: String? = nil,
        photoID: String? = nil,
        kind: String? = nil,
        access: String? = nil
    ) -> URL {
        var path = serviceRootURLString + "feed/api/user/" + GDataQuery.encodeURIComponent(userID)
        if let albumID {
            path += "/albumid/" + GDataQuery.encodeURIComponent(albumID)
        } else if let albumName {
            path += "/album/" + GDataQuery.encodeURIComponent(albumName)
        }
        if let photoID { path += "/photoid/" + photoID }
        var items: [String] = []
        if let kind { items.append("kind=" + GDataQuery.encodeParameter(kind)) }
        if let access { items.append("access=" + GDataQuery.encodeParameter(access)) }
        if !items.isEmpty { path += "?" + items.joined(separator: "&") }
        return URL(string: path)!
    }

    /// `ROOT/feed/api/user/USER/contacts?kind=user` (`photoContactsFeedURLForUserID:`).
    public static func photoContactsFeedURL(forUserID userID: String) -> URL {
        URL(
            string: serviceRootURLString + "feed/api/user/" + GDataQuery.encodeURIComponent(userID)
                + "/contacts?kind=user"
        )!
    }
}

/// `kind` values of photo feeds.
public let kGDataGooglePhotosKindAlbum = "album"
/// A photo feed of photos.
public let kGDataGooglePhotosKindPhoto = "photo"
/// A feed of comments.
public let kGDataGooglePhotosKindComment = "comment"
/// A feed of tags.
public let kGDataGooglePhotosKindTag = "tag"
/// A feed of users.
public let kGDataGooglePhotosKindUser = "user"
/// `access` values.
public let kGDataGooglePhotosAccessAll = "all"
/// Only private albums.
public let kGDataGooglePhotosAccessPrivate = "private"
/// Only public albums.
public let kGDataGooglePhotosAccessPublic = "public"
/// Albums that need a sign-in.
public let kGDataGooglePhotosAccessProtected = "protected"
/// Albums visible to the signed-in user.
public let kGDataGooglePhotosAccessVisible = "visible"
/// The feed of all public photos (`kGDataGooglePhotosAllFeed`).
public let kGDataGooglePhotosAllFeed = "http://photos.googleapis.com/data/feed/api/all"
/// ``GDataQueryGooglePhotos/imageSize`` value asking for downloadable originals (`imgmax=d`).
public let kGDataGooglePhotosImageSizeDownloadable = -1
