public import Foundation

/// Blogger's GData service (the original's `GDataServiceGoogleBlogger`): service ID `blogger`, version 2.0. Blogger had
/// no query class of its own; use `GDataQuery`.
public enum GDataServiceGoogleBlogger: GDataGoogleService {
    public static let serviceID = "blogger"
    public static let serviceRootURLString = "https://www.blogger.com/feeds/"
    public static let defaultServiceVersion = "2.0"

    /// `ROOT/USER/blogs`: the user's blogs (`blogFeedURLForUserID:`).
    public static func blogFeedURL(forUserID userID: String) -> URL { feedURL([userID, "blogs"]) }
}
