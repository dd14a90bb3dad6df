extension GDataEntryCalendarEvent {
    /// The link that carries web content (`rel` `http://schemas.google.com/gCal/2005/webContent`), if any.
    public var webContentLink: GDataLink? {
        links.first { $0.rel == "http://schemas.google.com/gCal/2005/webContent" }
    }

    /// The web content of the web content link, if any.
    public var webContent: GDataWebContent? { webContentLink?.webContents.first }
}

extension GDataWebContent {
    /// The gadget preferences as a name → value dictionary (later duplicates win).
    public var gadgetPreferenceDictionary: [String: String] {
        var result: [String: String] = [:]
        for preference in gadgetPreferences {
            if let name = preference.valueName, let value = preference.value { result[name] = value }
        }
        return result
    }
}
