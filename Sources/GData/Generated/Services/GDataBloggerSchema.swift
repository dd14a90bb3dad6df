// generated from Schemas/services/blogger.json by scripts/generate-schemas.py — do not edit

// Blogger (`http://schemas.google.com/blogger/2008`): blog, post and comment feeds and entries. Threading (`thr:`) comes from Schemas/threading.json. As in the original, Blogger registers no kinds: ask for the class (`GDataFeedBlogPost.parse(data:)`).

/// A user's blogs; its entries are `GDataEntryBlog`.
open class GDataFeedBlog: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryBlog.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryBlog.self }
}

/// A blog.
open class GDataEntryBlog: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataLink.self,
        ]
    }
}

/// A blog's posts; its entries are `GDataEntryBlogPost`.
open class GDataFeedBlogPost: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryBlogPost.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryBlogPost.self }
}

/// A blog post (its reply count is the entry's `total`, `thr:total`).
open class GDataEntryBlogPost: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataMediaThumbnail.self,
            GDataLink.self,
        ]
    }
}

/// Comments on a blog or post; its entries are `GDataEntryBlogComment`.
open class GDataFeedBlogComment: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryBlogComment.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryBlogComment.self }
}

/// A comment (the post it answers is `inReplyTo`, `thr:in-reply-to`).
open class GDataEntryBlogComment: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataLink.self,
        ]
    }
}

extension GDataEntryBlog {
    /// The `atom:link` child.
    public var repliesLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "replies" }
    }
    /// The `atom:link` child.
    public var settingsLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/blogger/2008#settings" }
    }
    /// The `atom:link` child.
    public var templateLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "http://schemas.google.com/blogger/2008#template" }
    }
}

extension GDataEntryBlogPost {
    /// The `media:thumbnail` child.
    public var thumbnail: GDataMediaThumbnail? {
        get { child(GDataMediaThumbnail.self) }
        set { setChild(newValue, of: GDataMediaThumbnail.self) }
    }
    /// The `atom:link` child.
    public var enclosureLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "enclosure" }
    }
}

extension GDataEntryBlogComment {
    /// The `atom:link` child.
    public var repliesLink: GDataLink? {
        children(GDataLink.self).first { $0.rel == "replies" }
    }
}
