#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Google Contacts' GData service (the original's `GDataServiceGoogleContact`): service ID `cp`, version 3.0.
public enum GDataServiceGoogleContact: GDataGoogleService {
    /// The service ID (the `service` of a ClientLogin request).
    public static let serviceID = "cp"
    /// The root of the service\'s feed URLs.
    public static let serviceRootURLString = "https://www.google.com/m8/feeds/"
    /// The GData protocol version sent as `GData-Version` unless the service says otherwise.
    public static let defaultServiceVersion = "3.0"

    /// The feed of all contacts (`kGDataGoogleContactAllContactsFeedName`).
    public static let allContactsFeedName = "contacts"
    /// The feed of contact groups (`kGDataGoogleContactGroupsFeedName`).
    public static let groupsFeedName = "groups"
    /// The full projection (`kGDataGoogleContactFullProjection`).
    public static let fullProjection = "full"
    /// The thin projection (`kGDataGoogleContactThinProjection`).
    public static let thinProjection = "thin"

    /// `ROOT/FEED/USER/PROJECTION` (`contactURLForFeedName:userID:projection:`).
    public static func contactURL(feedName: String, userID: String, projection: String) -> URL {
        feedURL([feedName, userID, projection])
    }

    /// The user's contacts, full projection (`contactFeedURLForUserID:`).
    public static func contactFeedURL(forUserID userID: String, projection: String = fullProjection) -> URL {
        contactURL(feedName: allContactsFeedName, userID: userID, projection: projection)
    }

    /// The user's contact groups, full projection (`groupFeedURLForUserID:`).
    public static func groupFeedURL(forUserID userID: String) -> URL {
        contactURL(feedName: groupsFeedName, userID: userID, projection: fullProjection)
    }

    /// The signed-in user's contacts with one extended property (`contactFeedURLForPropertyName:`).
    public static func contactFeedURL(forPropertyName property: String) -> URL {
        contactURL(feedName: allContactsFeedName, userID: kGDataServiceDefaultUser, projection: "property-\(property)")
    }

    /// The signed-in user's groups with one extended property (`contactGroupFeedURLForPropertyName:`).
    public static func contactGroupFeedURL(forPropertyName property: String) -> URL {
        contactURL(feedName: groupsFeedName, userID: kGDataServiceDefaultUser, projection: "property-\(property)")
    }
}
