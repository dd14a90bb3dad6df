#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Blogger's GData service (the original's `GDataServiceGoogleBlogger`): service ID `blogger`, version 2.0. Blogger had
/// no query class of its own; use `GDataQuery`.
public enum GDataServiceGoogleBlogger: GDataGoogleService {
    /// The service ID (the `service` of a ClientLogin request).
    public static let serviceID = "blogger"
    /// The root of the service\'s feed URLs.
    public static let serviceRootURLString = "https://www.blogger.com/feeds/"
    /// The GData protocol version sent as `GData-Version` unless the service says otherwise.
    public static let defaultServiceVersion = "2.0"

    /// `ROOT/USER/blogs`: the user's blogs (`blogFeedURLForUserID:`).
    public static func blogFeedURL(forUserID userID: String) -> URL { feedURL([userID, "blogs"]) }
}
