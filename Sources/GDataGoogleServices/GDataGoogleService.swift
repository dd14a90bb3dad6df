public import GDataService

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// What a Google GData service declares (the class methods of the original's `GDataServiceGoogle` subclasses): its
/// ClientLogin service ID, the root of its feed URLs and the protocol version it speaks by default.
///
/// The seven services the Objective-C library shipped at the end conform: ``GDataServiceGoogleCalendar``,
/// ``GDataServiceGoogleContact``, ``GDataServiceGooglePhotos``, ``GDataServiceGoogleYouTube``,
/// ``GDataServiceGoogleDocs``, ``GDataServiceGoogleSpreadsheet`` and ``GDataServiceGoogleBlogger``. They are namespaces
/// (`enum`s): the service object is always a `GDataService`, configured for the service with ``configuration(userAgent:)``.
///
/// ```swift
/// let service = GDataService(configuration: GDataServiceGoogleCalendar.configuration(userAgent: "MyApp/1.0"))
/// service.setUserCredentials(GDataServiceGoogleCalendar.credentials(email: email, password: password))
/// let calendars = try await service.fetchFeed(at: GDataServiceGoogleCalendar.calendarFeedURL(forUsername: "default"))
/// ```
public protocol GDataGoogleService {
    /// The ClientLogin service ID (`service=` in the sign-in form), e.g. `cl` for Calendar.
    static var serviceID: String { get }
    /// The root of the service's feed URLs, ending in `/`, e.g. `https://www.google.com/calendar/feeds/`.
    static var serviceRootURLString: String { get }
    /// The `GData-Version` the service sends by default (the original's `defaultServiceVersion`).
    static var defaultServiceVersion: String { get }
}

extension GDataGoogleService {
    /// A service configuration for this service: its default version as `GData-Version`, and `userAgent` as the
    /// application's part of the `User-Agent` (the fetcher configuration's `userAgent`).
    public static func configuration(userAgent: String? = nil) -> GDataService.Configuration {
        var configuration = GDataService.Configuration()
        configuration.serviceVersion = defaultServiceVersion
        if let userAgent { configuration.fetcherConfiguration.userAgent = userAgent }
        return configuration
    }

    /// ClientLogin credentials for this service (its service ID), optionally at another sign-in URL (a local server).
    public static func credentials(
        email: String,
        password: String,
        source: String? = nil,
        signInURL: URL = GDataClientLoginCredentials.defaultSignInURL
    ) -> GDataClientLoginCredentials {
        GDataClientLoginCredentials(
            email: email,
            password: password,
            serviceID: serviceID,
            source: source,
            signInURL: signInURL
        )
    }

    /// `root` + the path components, each percent-encoded as the original's `stringByURLEncodingForURI:` did.
    static func feedURL(_ components: [String], query: String? = nil) -> URL {
        var string = serviceRootURLString + components.map(GDataQuery.encodeURIComponent).joined(separator: "/")
        if let query { string += "?" + query }
        return URL(string: string)!
    }
}

/// The user ID that means "the signed-in user" in GData feed URLs (the original's `kGDataServiceDefaultUser`).
public let kGDataServiceDefaultUser = "default"
