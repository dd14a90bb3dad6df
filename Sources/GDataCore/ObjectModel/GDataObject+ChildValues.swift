extension GDataObject {
    /// Sets the text of the first child of class `type`, creating it when needed; `nil` removes every such child.
    /// An existing child keeps its attributes (e.g. `yomi` on `gd:orgName`).
    public final func setChildText<T: GDataObject>(_ text: String?, of type: T.Type) {
        guard let text else {
            setChildren([], of: type)
            return
        }
        if let existing = child(type) {
            existing.stringValue = text
        } else {
            let created = type.init()
            created.stringValue = text
            addChild(created)
        }
    }

    /// Replaces every child of class `type` by new children holding `texts`, one each.
    public final func setChildTexts<T: GDataObject>(_ texts: [String], of type: T.Type) {
        let created = texts.map { text -> T in
            let element = type.init()
            element.stringValue = text
            return element
        }
        setChildren(created, of: type)
    }

    /// Sets the `value` attribute of the first child of class `type`, creating it when needed; `nil` removes it.
    public final func setChildValue<T: GDataValueConstruct>(_ value: String?, of type: T.Type) {
        guard let value else {
            setChildren([], of: type)
            return
        }
        if let existing = child(type) {
            existing.value = value
        } else {
            let created = type.init()
            created.value = value
            addChild(created)
        }
    }

    /// Sets the boolean value of the first child of class `type`, creating it when needed.
    public final func setChildBool<T: GDataBoolValueConstruct>(_ value: Bool, of type: T.Type) {
        if let existing = child(type) {
            existing.boolValue = value
        } else {
            let created = type.init()
            created.boolValue = value
            addChild(created)
        }
    }

    /// Adds an empty child of class `type` when `present` and there is none; removes every such child otherwise.
    public final func setChildPresent<T: GDataObject>(_ present: Bool, of type: T.Type) {
        if present {
            if child(type) == nil { addChild(type.init()) }
        } else {
            setChildren([], of: type)
        }
    }

    /// The `xml:lang` attribute of this element (not inherited; see ``effectiveLanguage``).
    public var lang: String? {
        get { attribute(.xmlLang) }
        set { setAttribute(.xmlLang, newValue) }
    }
}
