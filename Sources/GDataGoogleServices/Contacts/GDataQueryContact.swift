public import GDataService

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A Contacts query (the original's `GDataQueryContact`): the group filter.
@dynamicMemberLookup
public struct GDataQueryContact: GDataServiceQuery {
    /// The underlying query: its parameters, feed URL and the common GData parameters.
    public var query: GDataQuery

    /// A query on `feedURL` (`contactQueryWithFeedURL:`).
    public init(feedURL: URL) { query = GDataQuery(feedURL: feedURL) }

    /// A query on the user's contacts feed (`contactQueryForUserID:`).
    public init(userID: String) { self.init(feedURL: GDataServiceGoogleContact.contactFeedURL(forUserID: userID)) }

    /// `group`: only the contacts of the group with this ID (its atom:id URL).
    public var groupIdentifier: String? {
        get { query.customParameter("group") }
        set { query.setCustomParameter("group", newValue) }
    }
}
