extension GDataEntryBlogPost {
    /// The feed of the post's comments: the `replies` link of type `application/atom+xml`.
    public var repliesAtomLink: GDataLink? {
        links.first { $0.rel == "replies" && $0.type == "application/atom+xml" }
    }

    /// The web page of the post's comments: the `replies` link of type `text/html`.
    public var repliesHTMLLink: GDataLink? {
        links.first { $0.rel == "replies" && $0.type == "text/html" }
    }
}
