import GDataService

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Google Docs' GData service, the Documents List API (the original's `GDataServiceGoogleDocs`): service ID
/// `writely`, version 3.0.
public enum GDataServiceGoogleDocs: GDataGoogleService {
    /// The service ID (the `service` of a ClientLogin request).
    public static let serviceID = "writely"
    /// The root of the service\'s feed URLs.
    public static let serviceRootURLString = "https://docs.google.com/feeds/"
    /// The GData protocol version sent as `GData-Version` unless the service says otherwise.
    public static let defaultServiceVersion = "3.0"

    /// `ROOT/USER/VISIBILITY/PROJECTION[/RESOURCE][/FEEDTYPE][/REVISION]`
    /// (`docsURLForUserID:visibility:projection:resourceID:feedType:revisionID:`); the projection defaults to `full`.
    public static func docsURL(
        forUserID userID: String,
        visibility: String,
        projection: String? = nil,
        resourceID: String? = nil,
        feedType: String? = nil,
        revisionID: String? = nil
    ) -> URL {
        var string =
            serviceRootURLString
            + [GDataQuery.encodeURIComponent(userID), visibility, projection ?? "full"].joined(separator: "/")
        if let resourceID { string += "/" + GDataQuery.encodeURIComponent(resourceID) }
        if let feedType { string += "/" + feedType }
        if let revisionID { string += "/" + revisionID }
        return URL(string: string)!
    }

    /// The signed-in user's documents: `ROOT/default/private/full` (`docsFeedURL`).
    public static func docsFeedURL() -> URL {
        docsURL(
            forUserID: kGDataServiceDefaultUser,
            visibility: kGDataGoogleDocsVisibilityPrivate,
            projection: kGDataGoogleDocsProjectionFull
        )
    }

    /// The contents of a folder (`folderContentsFeedURLForFolderID:`).
    public static func folderContentsFeedURL(forFolderID resourceID: String) -> URL {
        docsURL(
            forUserID: kGDataServiceDefaultUser,
            visibility: kGDataGoogleDocsVisibilityPrivate,
            projection: kGDataGoogleDocsProjectionFull,
            resourceID: resourceID,
            feedType: kGDataGoogleDocsFeedTypeFolderContents
        )
    }

    /// `ROOT/upload/create-session/default/private/full`: where resumable uploads start (`docsUploadURL`).
    public static func docsUploadURL() -> URL {
        URL(string: serviceRootURLString + "upload/create-session/default/private/full")!
    }

    /// `ROOT/metadata/USER` (`metadataEntryURLForUserID:`).
    public static func metadataEntryURL(forUserID userID: String) -> URL {
        URL(string: serviceRootURLString + "metadata/" + GDataQuery.encodeURIComponent(userID))!
    }

    /// `ROOT/USER/private/changes` (`changesFeedURLForUserID:`).
    public static func changesFeedURL(forUserID userID: String) -> URL {
        URL(string: serviceRootURLString + GDataQuery.encodeURIComponent(userID) + "/private/changes")!
    }
}

/// The private visibility of Docs feeds.
public let kGDataGoogleDocsVisibilityPrivate = "private"
/// The full projection.
public let kGDataGoogleDocsProjectionFull = "full"
/// The projection with expanded ACLs.
public let kGDataGoogleDocsProjectionExpandACL = "expandAcl"
/// A folder's contents.
public let kGDataGoogleDocsFeedTypeFolderContents = "contents"
/// A document's ACL.
public let kGDataGoogleDocsFeedTypeACL = "acl"
/// A document's revisions.
public let kGDataGoogleDocsFeedTypeRevisions = "revisions"
