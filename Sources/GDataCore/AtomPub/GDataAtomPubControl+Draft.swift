extension GDataAtomPubControl {
    /// Whether `app:draft` says "yes" (any case). Setting `true` writes "yes"; `false` removes `app:draft`.
    public var isDraft: Bool {
        get { draft?.value?.trimmedOfXMLWhitespace().lowercased() == "yes" }
        set { draft = newValue ? GDataAtomPubDraft(value: "yes") : nil }
    }

    /// Creates a control element with the draft flag set or not.
    public convenience init(isDraft: Bool) {
        self.init()
        self.isDraft = isDraft
    }
}
