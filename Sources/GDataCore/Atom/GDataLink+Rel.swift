#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension GDataLink {
    /// Link relation values used by Atom, AtomPub, RFC 5005 and GData (the original's `kGDataLinkRel…` constants).
    public enum Rel {
        /// `alternate` (the default when `rel` is absent).
        public static let alternate = "alternate"
        /// `self`.
        public static let `self` = "self"
        /// `related`.
        public static let related = "related"
        /// `enclosure`.
        public static let enclosure = "enclosure"
        /// `via`.
        public static let via = "via"
        /// `edit` (AtomPub).
        public static let edit = "edit"
        /// `edit-media` (AtomPub).
        public static let editMedia = "edit-media"
        /// `next` (RFC 5005 paging).
        public static let next = "next"
        /// `previous` (RFC 5005 paging).
        public static let previous = "previous"
        /// `first` (RFC 5005 paging).
        public static let first = "first"
        /// `last` (RFC 5005 paging).
        public static let last = "last"
        /// The GData feed link, `http://schemas.google.com/g/2005#feed`.
        public static let feed = "http://schemas.google.com/g/2005#feed"
        /// The GData post link, `http://schemas.google.com/g/2005#post`.
        public static let post = "http://schemas.google.com/g/2005#post"
        /// The GData batch link, `http://schemas.google.com/g/2005#batch`.
        public static let batch = "http://schemas.google.com/g/2005#batch"
        /// The resumable-upload creation link, `http://schemas.google.com/g/2005#resumable-create-media`.
        public static let resumableCreateMedia = "http://schemas.google.com/g/2005#resumable-create-media"
        /// The resumable-upload edit link, `http://schemas.google.com/g/2005#resumable-edit-media`.
        public static let resumableEditMedia = "http://schemas.google.com/g/2005#resumable-edit-media"
    }

    /// Common link media types.
    public enum MediaType {
        /// `application/atom+xml`.
        public static let atom = "application/atom+xml"
        /// `text/html`.
        public static let html = "text/html"
    }

    /// `href` resolved against the `xml:base` in scope, as a URL (the original's `URL`).
    public var url: URL? { resolvedHref.flatMap { URL(string: $0) } }

    /// Creates a link.
    public convenience init(rel: String?, type: String?, href: String?) {
        self.init()
        self.rel = rel
        self.type = type
        self.href = href
    }

    /// The part of each link's `rel` after `#` (or the whole `rel` when it has none), e.g. `post`, `feed`, `self`.
    public static func linkNames(from links: [GDataLink]) -> [String] {
        links.map { link in
            let rel = link.rel ?? Rel.alternate
            if let hash = rel.lastIndex(of: "#") { return String(rel[rel.index(after: hash)...]) }
            return rel
        }
    }

    /// The first link whose effective `rel` and `type` match (`nil` matches any value).
    public static func link(rel: String?, type: String?, in links: [GDataLink]) -> GDataLink? {
        links.first { link in
            (rel == nil || link.rel == rel) && (type == nil || link.type == type)
        }
    }

    /// The first link whose `rel` ends with `suffix` (e.g. `#post`).
    public static func link(relSuffix suffix: String, in links: [GDataLink]) -> GDataLink? {
        links.first { ($0.rel ?? Rel.alternate).hasSuffix(suffix) }
    }
}

/// Elements holding `atom:link` children (feeds, entries, sources): lookup helpers by relation.
public protocol GDataLinkContainer: GDataObject {
    /// The `atom:link` children.
    var links: [GDataLink] { get set }
}

extension GDataLinkContainer {
    /// The first link with the given relation and, when not `nil`, media type.
    public func link(rel: String, type: String? = nil) -> GDataLink? {
        GDataLink.link(rel: rel, type: type, in: links)
    }

    /// Every link with the given relation.
    public func links(rel: String) -> [GDataLink] { links.filter { $0.rel == rel } }

    /// The `self` link.
    public var selfLink: GDataLink? { link(rel: GDataLink.Rel.`self`) }
    /// The `alternate` link (also a link without `rel`).
    public var alternateLink: GDataLink? { link(rel: GDataLink.Rel.alternate) }
    /// The `alternate` link of type `text/html` (the original's `HTMLLink`).
    public var htmlLink: GDataLink? { link(rel: GDataLink.Rel.alternate, type: GDataLink.MediaType.html) }
    /// The `related` link.
    public var relatedLink: GDataLink? { link(rel: GDataLink.Rel.related) }
    /// The GData feed link (`…#feed`).
    public var feedLink: GDataLink? { link(rel: GDataLink.Rel.feed) }
    /// The GData post link (`…#post`), where new entries are inserted.
    public var postLink: GDataLink? { link(rel: GDataLink.Rel.post) }
    /// The `next` page link (RFC 5005).
    public var nextLink: GDataLink? { link(rel: GDataLink.Rel.next) }
    /// The `previous` page link (RFC 5005).
    public var previousLink: GDataLink? { link(rel: GDataLink.Rel.previous) }
    /// The `first` page link (RFC 5005).
    public var firstLink: GDataLink? { link(rel: GDataLink.Rel.first) }
    /// The `last` page link (RFC 5005).
    public var lastLink: GDataLink? { link(rel: GDataLink.Rel.last) }
    /// The `edit` link (AtomPub).
    public var editLink: GDataLink? { link(rel: GDataLink.Rel.edit) }
    /// The `edit-media` link (AtomPub).
    public var editMediaLink: GDataLink? { link(rel: GDataLink.Rel.editMedia) }
    /// The GData batch link (`…#batch`).
    public var batchLink: GDataLink? { link(rel: GDataLink.Rel.batch) }
    /// The resumable upload link for new media (`…#resumable-create-media`).
    public var uploadLink: GDataLink? { link(rel: GDataLink.Rel.resumableCreateMedia) }
    /// The resumable upload link for replacing media (`…#resumable-edit-media`).
    public var uploadEditLink: GDataLink? { link(rel: GDataLink.Rel.resumableEditMedia) }
    /// Whether there is a post link.
    public var canPost: Bool { postLink != nil }
    /// Whether there is an edit link.
    public var canEdit: Bool { editLink != nil }
}

extension GDataFeedBase: GDataLinkContainer {}
extension GDataEntryBase: GDataLinkContainer {}
extension GDataSource: GDataLinkContainer {}
