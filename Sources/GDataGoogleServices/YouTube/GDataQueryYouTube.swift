public import GDataService

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A YouTube query (the original's `GDataQueryYouTube`): format, caption track format, time period, restrictions,
/// location, safe search, captions, 3D, inline, uploader.
@dynamicMemberLookup
public struct GDataQueryYouTube: GDataServiceQuery {
    /// The underlying query: its parameters, feed URL and the common GData parameters.
    public var query: GDataQuery

    /// A query on `feedURL` (`youTubeQueryWithFeedURL:`).
    public init(feedURL: URL) { query = GDataQuery(feedURL: feedURL) }

    private func string(_ name: String) -> String? { query.customParameter(name) }
    private mutating func set(_ name: String, _ value: String?) { query.setCustomParameter(name, value) }

    /// The search terms (`q`, the same as `fullTextQueryString`).
    public var videoQuery: String? {
        get { query.fullTextQueryString }
        set { query.fullTextQueryString = newValue }
    }

    /// `format`: video formats, e.g. `0,5,6`.
    public var format: String? {
        get { string("format") }
        set { set("format", newValue) }
    }
    /// `fmt`: the caption track format (``kGDataYouTubeCaptionTrackFormatSubviewer`` …).
    public var captionTrackFormat: String? {
        get { string("fmt") }
        set { set("fmt", newValue) }
    }
    /// `time` (``kGDataYouTubePeriodThisWeek`` …).
    public var timePeriod: String? {
        get { string("time") }
        set { set("time", newValue) }
    }
    /// `restriction`: an IP address or country code.
    public var restriction: String? {
        get { string("restriction") }
        set { set("restriction", newValue) }
    }
    /// `lr`: the language restriction.
    public var languageRestriction: String? {
        get { string("lr") }
        set { set("lr", newValue) }
    }
    /// `location`.
    public var location: String? {
        get { string("location") }
        set { set("location", newValue) }
    }
    /// `location-radius`, e.g. `2km`.
    public var locationRadius: String? {
        get { string("location-radius") }
        set { set("location-radius", newValue) }
    }
    /// `safeSearch` (``kGDataYouTubeSafeSearchStrict`` …).
    public var safeSearch: String? {
        get { string("safeSearch") }
        set { set("safeSearch", newValue) }
    }
    /// `uploader`.
    public var uploader: String? {
        get { string("uploader") }
        set { set("uploader", newValue) }
    }

    /// `caption` (default `false`).
    public var hasCaptions: Bool {
        get { query.boolParameter("caption") }
        set { query.setCustomParameter("caption", bool: newValue) }
    }

    /// `3d` (default `false`).
    public var shouldRequire3D: Bool {
        get { query.boolParameter("3d") }
        set { query.setCustomParameter("3d", bool: newValue) }
    }

    /// `inline` (default `false`).
    public var shouldInline: Bool {
        get { query.boolParameter("inline") }
        set { query.setCustomParameter("inline", bool: newValue) }
    }
}
