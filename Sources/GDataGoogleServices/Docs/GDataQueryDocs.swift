public import GData
public import GDataService

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A Documents List query (the original's `GDataQueryDocs`): title, folder, people, opened and edited windows, and the
/// upload switches (convert, OCR, translation, new revision, delete).
@dynamicMemberLookup
public struct GDataQueryDocs: GDataServiceQuery {
    /// The underlying query: its parameters, feed URL and the common GData parameters.
    public var query: GDataQuery

    /// A query on `feedURL` (`documentQueryWithFeedURL:`).
    public init(feedURL: URL) { query = GDataQuery(feedURL: feedURL) }

    private func string(_ name: String) -> String? { query.customParameter(name) }
    private mutating func set(_ name: String, _ value: String?) { query.setCustomParameter(name, value) }
    private func flag(_ name: String, _ defaultValue: Bool = false) -> Bool {
        query.boolParameter(name, defaultValue: defaultValue)
    }
    private mutating func setFlag(_ name: String, _ value: Bool, _ defaultValue: Bool = false) {
        query.setCustomParameter(name, bool: value, defaultValue: defaultValue)
    }

    /// `title`.
    public var titleQuery: String? {
        get { string("title") }
        set { set("title", newValue) }
    }
    /// `title-exact` (default `false`).
    public var isTitleQueryExact: Bool {
        get { flag("title-exact") }
        set { setFlag("title-exact", newValue) }
    }
    /// `folder`: the parent folder's name.
    public var parentFolderName: String? {
        get { string("folder") }
        set { set("folder", newValue) }
    }
    /// `showfolders` (default `false`).
    public var shouldShowFolders: Bool {
        get { flag("showfolders") }
        set { setFlag("showfolders", newValue) }
    }
    /// `owner`.
    public var owner: String? {
        get { string("owner") }
        set { set("owner", newValue) }
    }
    /// `reader`: comma-separated e-mail addresses.
    public var reader: String? {
        get { string("reader") }
        set { set("reader", newValue) }
    }
    /// `writer`: comma-separated e-mail addresses.
    public var writer: String? {
        get { string("writer") }
        set { set("writer", newValue) }
    }

    /// `opened-min`.
    public var openedMinDateTime: GDataDateTime? {
        get { query.dateParameter("opened-min") }
        set { query.setCustomParameter("opened-min", date: newValue) }
    }
    /// `opened-max`.
    public var openedMaxDateTime: GDataDateTime? {
        get { query.dateParameter("opened-max") }
        set { query.setCustomParameter("opened-max", date: newValue) }
    }
    /// `edited-min`.
    public var editedMinDateTime: GDataDateTime? {
        get { query.dateParameter("edited-min") }
        set { query.setCustomParameter("edited-min", date: newValue) }
    }
    /// `edited-max`.
    public var editedMaxDateTime: GDataDateTime? {
        get { query.dateParameter("edited-max") }
        set { query.setCustomParameter("edited-max", date: newValue) }
    }

    /// `showroot` (default `false`).
    public var shouldShowRootParentLink: Bool {
        get { flag("showroot") }
        set { setFlag("showroot", newValue) }
    }
    /// `delete`: delete instead of trashing (default `false`).
    public var shouldActuallyDelete: Bool {
        get { flag("delete") }
        set { setFlag("delete", newValue) }
    }
    /// `convert`: convert uploads to Google formats (default `true`, so only `false` is written).
    public var shouldConvertUpload: Bool {
        get { flag("convert", true) }
        set { setFlag("convert", newValue, true) }
    }
    /// `ocr` (default `false`).
    public var shouldOCRUpload: Bool {
        get { flag("ocr") }
        set { setFlag("ocr", newValue) }
    }
    /// `new-revision` (default `false`).
    public var shouldCreateNewRevision: Bool {
        get { flag("new-revision") }
        set { setFlag("new-revision", newValue) }
    }
    /// `sourceLanguage`: translate uploads from this language.
    public var sourceLanguage: String? {
        get { string("sourceLanguage") }
        set { set("sourceLanguage", newValue) }
    }
    /// `targetLanguage`: translate uploads to this language.
    public var targetLanguage: String? {
        get { string("targetLanguage") }
        set { set("targetLanguage", newValue) }
    }
}
