// generated from Schemas/services/calendar.json by scripts/generate-schemas.py — do not edit

// Google Calendar (`gCal:` namespace): calendar list, event, settings, free/busy and message feeds and entries.

/// Interned element and attribute names used by `Schemas/services/calendar.json`.
enum GDataCalendarSchemaNames {
    static let attr_display = GDataXMLName.intern("", "display")
    static let attr_height = GDataXMLName.intern("", "height")
    static let attr_id = GDataXMLName.intern("", "id")
    static let attr_methods = GDataXMLName.intern("", "methods")
    static let attr_url = GDataXMLName.intern("", "url")
    static let attr_width = GDataXMLName.intern("", "width")
    static let gCal_accesslevel = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "accesslevel")
    static let gCal_additionalGuests = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "additionalGuests")
    static let gCal_anyoneCanAddSelf = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "anyoneCanAddSelf")
    static let gCal_busy = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "busy")
    static let gCal_color = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "color")
    static let gCal_guestsCanInviteOthers = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "guestsCanInviteOthers")
    static let gCal_guestsCanModify = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "guestsCanModify")
    static let gCal_guestsCanSeeGuests = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "guestsCanSeeGuests")
    static let gCal_hidden = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "hidden")
    static let gCal_overridename = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "overridename")
    static let gCal_privateCopy = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "privateCopy")
    static let gCal_quickadd = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "quickadd")
    static let gCal_resource = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "resource")
    static let gCal_selected = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "selected")
    static let gCal_sendEventNotifications = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "sendEventNotifications")
    static let gCal_sequence = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "sequence")
    static let gCal_settingsProperty = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "settingsProperty")
    static let gCal_suppressReplyNotifications = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "suppressReplyNotifications")
    static let gCal_syncEvent = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "syncEvent")
    static let gCal_timeRange = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "timeRange")
    static let gCal_timesCleaned = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "timesCleaned")
    static let gCal_timezone = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "timezone")
    static let gCal_uid = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "uid")
    static let gCal_webContent = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "webContent")
    static let gCal_webContentGadgetPref = GDataXMLName.intern("http://schemas.google.com/gCal/2005", "webContentGadgetPref")
}

/// The user's access level to a calendar (`gCal:accesslevel`: none, read, freebusy, editor, owner, root).
///
/// Element `gCal:accesslevel`.
open class GDataAccessLevelProperty: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_accesslevel }
}

/// A calendar's display color (`gCal:color`, `#RRGGBB`).
///
/// Element `gCal:color`.
open class GDataColorProperty: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_color }
}

/// Whether a calendar is hidden (`gCal:hidden`).
///
/// Element `gCal:hidden`.
open class GDataHiddenProperty: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_hidden }
}

/// Whether a calendar is selected (`gCal:selected`).
///
/// Element `gCal:selected`.
open class GDataSelectedProperty: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_selected }
}

/// The user's own name for a calendar (`gCal:overridename`).
///
/// Element `gCal:overridename`.
open class GDataOverrideNameProperty: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_overridename }
}

/// How many times a calendar was cleared (`gCal:timesCleaned`).
///
/// Element `gCal:timesCleaned`.
open class GDataTimesCleanedProperty: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_timesCleaned }
}

/// A calendar's time zone name (`gCal:timezone`, e.g. `America/Los_Angeles`).
///
/// Element `gCal:timezone`.
open class GDataTimeZoneProperty: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_timezone }
}

/// How many guests a participant brings (`gCal:additionalGuests`).
///
/// Element `gCal:additionalGuests`.
open class GDataAdditionalGuests: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_additionalGuests }
}

/// Whether guests are notified of changes (`gCal:sendEventNotifications`).
///
/// Element `gCal:sendEventNotifications`.
open class GDataSendEventNotifications: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_sendEventNotifications }
}

/// Whether the event is a private copy (`gCal:privateCopy`).
///
/// Element `gCal:privateCopy`.
open class GDataPrivateCopyProperty: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_privateCopy }
}

/// Whether the content is parsed as a quick-add phrase (`gCal:quickadd`).
///
/// Element `gCal:quickadd`.
open class GDataQuickAddProperty: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_quickadd }
}

/// A participant that is a resource such as a room (`gCal:resource`).
///
/// Element `gCal:resource`.
open class GDataResourceProperty: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_resource }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCalendarSchemaNames.attr_id,
        ]
    }
}

/// Whether the event is a sync event (`gCal:syncEvent`).
///
/// Element `gCal:syncEvent`.
open class GDataSyncEventProperty: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_syncEvent }
}

/// The iCalendar sequence number (`gCal:sequence`).
///
/// Element `gCal:sequence`.
open class GDataSequenceProperty: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_sequence }
}

/// The iCalendar UID (`gCal:uid`).
///
/// Element `gCal:uid`.
open class GDataICalUIDProperty: GDataValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_uid }
}

/// Whether guests may modify the event (`gCal:guestsCanModify`).
///
/// Element `gCal:guestsCanModify`.
open class GDataGuestsCanModifyProperty: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_guestsCanModify }
}

/// Whether guests may invite others (`gCal:guestsCanInviteOthers`).
///
/// Element `gCal:guestsCanInviteOthers`.
open class GDataGuestsCanInviteOthersProperty: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_guestsCanInviteOthers }
}

/// Whether guests see the guest list (`gCal:guestsCanSeeGuests`).
///
/// Element `gCal:guestsCanSeeGuests`.
open class GDataGuestsCanSeeGuestsProperty: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_guestsCanSeeGuests }
}

/// Whether anyone may add themselves (`gCal:anyoneCanAddSelf`).
///
/// Element `gCal:anyoneCanAddSelf`.
open class GDataAnyoneCanAddSelfProperty: GDataBoolValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_anyoneCanAddSelf }
}

/// Reply notification types to suppress (`gCal:suppressReplyNotifications`).
///
/// Element `gCal:suppressReplyNotifications`.
open class GDataSuppressReplyNotificationsProperty: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_suppressReplyNotifications }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCalendarSchemaNames.attr_methods,
        ]
    }
}

/// A gadget preference of web content (`gCal:webContentGadgetPref`).
///
/// Element `gCal:webContentGadgetPref`.
open class GDataWebContentGadgetPref: GDataNameValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_webContentGadgetPref }
}

/// Web content (an image or gadget) shown for an event, inside its link (`gCal:webContent`).
///
/// Element `gCal:webContent`.
open class GDataWebContent: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_webContent }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataCalendarSchemaNames.attr_height,
            GDataCalendarSchemaNames.attr_width,
            GDataCalendarSchemaNames.attr_url,
            GDataCalendarSchemaNames.attr_display,
        ]
    }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataWebContentGadgetPref.self,
        ]
    }
}

/// One user setting (`gCal:settingsProperty`).
///
/// Element `gCal:settingsProperty`.
open class GDataCalendarSettingsProperty: GDataNameValueConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_settingsProperty }
}

/// The span a free/busy entry covers (`gCal:timeRange`, holding a `gd:when`).
///
/// Element `gCal:timeRange`.
open class GDataCalendarTimeRange: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_timeRange }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataWhen.self,
        ]
    }
}

/// A busy span (`gCal:busy`, holding a `gd:when`).
///
/// Element `gCal:busy`.
open class GDataCalendarBusy: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataCalendarSchemaNames.gCal_busy }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataWhen.self,
        ]
    }
}

/// A calendar list feed; its entries are `GDataEntryCalendar`.
open class GDataFeedCalendar: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryCalendar.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryCalendar.self }
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "calendar#calendarFeed" }
}

/// A calendar in a calendar list.
open class GDataEntryCalendar: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataAccessLevelProperty.self,
            GDataColorProperty.self,
            GDataHiddenProperty.self,
            GDataSelectedProperty.self,
            GDataOverrideNameProperty.self,
            GDataTimeZoneProperty.self,
            GDataTimesCleanedProperty.self,
            GDataWhen.self,
            GDataWhere.self,
        ]
    }
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "calendar#calendar" }
}

/// A feed of events (base of the calendar event feed); its entries are `GDataEntryEvent`.
open class GDataFeedEvent: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryEvent.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryEvent.self }
}

/// An event (`gd:` event kind elements): times, places, participants, recurrence.
open class GDataEntryEvent: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataRecurrenceException.self,
            GDataReminder.self,
            GDataRecurrence.self,
            GDataWhere.self,
            GDataEventStatus.self,
            GDataVisibility.self,
            GDataTransparency.self,
            GDataWho.self,
            GDataWhen.self,
            GDataOriginalEvent.self,
            GDataComment.self,
        ]
    }
}

/// A calendar's event feed; its entries are `GDataEntryCalendarEvent`.
open class GDataFeedCalendarEvent: GDataFeedEvent {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryCalendarEvent.self,
            GDataTimeZoneProperty.self,
            GDataTimesCleanedProperty.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryCalendarEvent.self }
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "calendar#eventFeed" }
}

/// A calendar event: the event elements plus `gCal:` settings and extended properties.
open class GDataEntryCalendarEvent: GDataEntryEvent {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSendEventNotifications.self,
            GDataPrivateCopyProperty.self,
            GDataQuickAddProperty.self,
            GDataExtendedProperty.self,
            GDataSyncEventProperty.self,
            GDataSequenceProperty.self,
            GDataICalUIDProperty.self,
            GDataGuestsCanModifyProperty.self,
            GDataGuestsCanInviteOthersProperty.self,
            GDataGuestsCanSeeGuestsProperty.self,
            GDataAnyoneCanAddSelfProperty.self,
            GDataSuppressReplyNotificationsProperty.self,
        ]
    }
    /// Within this object's subtree, these classes may hold these children (the original's scoped
    /// extension declarations).
    override open class var scopedDeclarations: [GDataExtensionDeclaration] {
        super.scopedDeclarations + [
            GDataExtensionDeclaration(parent: GDataWho.self, children: [GDataResourceProperty.self, GDataAdditionalGuests.self]),
            GDataExtensionDeclaration(parent: GDataLink.self, children: [GDataWebContent.self]),
        ]
    }
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "calendar#event" }
}

/// A user's settings feed; its entries are `GDataEntryCalendarSettings`.
open class GDataFeedCalendarSettings: GDataFeedBase {
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "calendar#settingFeed" }
}

/// One calendar setting.
open class GDataEntryCalendarSettings: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataCalendarSettingsProperty.self,
        ]
    }
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "calendar#settings" }
}

/// The free/busy entry elements.
open class GDataEntryFreeBusyBase: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataCalendarTimeRange.self,
            GDataCalendarBusy.self,
        ]
    }
}

/// A user's free/busy times.
open class GDataEntryFreeBusy: GDataEntryFreeBusyBase {
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "calendar#freebusy" }
}

/// A group's free/busy times.
open class GDataEntryGroupFreeBusy: GDataEntryFreeBusyBase {
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "calendar#groupFreebusy" }
}

/// A free/busy feed; its entries are `GDataEntryFreeBusy`.
open class GDataFeedFreeBusy: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryFreeBusy.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryFreeBusy.self }
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "calendar#freebusyFeed" }
}

/// A group free/busy feed; its entries are `GDataEntryGroupFreeBusy`.
open class GDataFeedGroupFreeBusy: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryGroupFreeBusy.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryGroupFreeBusy.self }
    /// The `gd:kind` value new instances get from `addStandardKind()`.
    override open class var standardKindAttributeValue: String? { "calendar#groupFreebusyFeed" }
}

/// A feed of messages (`g/2005#message`); its entries are `GDataEntryMessage`.
open class GDataFeedMessage: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataEntryMessage.self,
        ]
    }
    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).
    override open class var classForEntries: GDataObject.Type? { GDataEntryMessage.self }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/g/2005#message" }
}

/// A message: sent time, rating, location and participants.
open class GDataEntryMessage: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataWhen.self,
            GDataRating.self,
            GDataGeoPt.self,
            GDataWho.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/g/2005#message" }
}

extension GDataResourceProperty {
    /// The resource's identifier.
    public var identifier: String? {
        get { attribute(GDataCalendarSchemaNames.attr_id) }
        set { setAttribute(GDataCalendarSchemaNames.attr_id, newValue) }
    }
}

extension GDataSuppressReplyNotificationsProperty {
    /// The suppressed notification types.
    public var methods: String? {
        get { attribute(GDataCalendarSchemaNames.attr_methods) }
        set { setAttribute(GDataCalendarSchemaNames.attr_methods, newValue) }
    }
}

extension GDataWebContent {
    /// The height in pixels.
    public var height: Int? {
        get { GDataValueText.int(attribute(GDataCalendarSchemaNames.attr_height)) }
        set { setAttribute(GDataCalendarSchemaNames.attr_height, newValue.map { String($0) }) }
    }
    /// The width in pixels.
    public var width: Int? {
        get { GDataValueText.int(attribute(GDataCalendarSchemaNames.attr_width)) }
        set { setAttribute(GDataCalendarSchemaNames.attr_width, newValue.map { String($0) }) }
    }
    /// The content's URL.
    public var urlString: String? {
        get { attribute(GDataCalendarSchemaNames.attr_url) }
        set { setAttribute(GDataCalendarSchemaNames.attr_url, newValue) }
    }
    /// `urlString` resolved against the `xml:base` in scope (RFC 3986).
    public var resolvedURLString: String? { (attribute(GDataCalendarSchemaNames.attr_url)).map { resolveURI($0) } }
    /// How the content is displayed.
    public var display: String? {
        get { attribute(GDataCalendarSchemaNames.attr_display) }
        set { setAttribute(GDataCalendarSchemaNames.attr_display, newValue) }
    }
    /// The `gCal:webContentGadgetPref` children.
    public var gadgetPreferences: [GDataWebContentGadgetPref] {
        get { children(GDataWebContentGadgetPref.self) }
        set { setChildren(newValue, of: GDataWebContentGadgetPref.self) }
    }
}

extension GDataCalendarTimeRange {
    /// The `gd:when` child.
    public var when: GDataWhen? {
        get { child(GDataWhen.self) }
        set { setChild(newValue, of: GDataWhen.self) }
    }
}

extension GDataCalendarBusy {
    /// The `gd:when` child.
    public var when: GDataWhen? {
        get { child(GDataWhen.self) }
        set { setChild(newValue, of: GDataWhen.self) }
    }
}

extension GDataEntryCalendar {
    /// The `gCal:accesslevel` child.
    public var accessLevel: GDataAccessLevelProperty? {
        get { child(GDataAccessLevelProperty.self) }
        set { setChild(newValue, of: GDataAccessLevelProperty.self) }
    }
    /// The `gCal:color` child.
    public var color: GDataColorProperty? {
        get { child(GDataColorProperty.self) }
        set { setChild(newValue, of: GDataColorProperty.self) }
    }
    /// The `gCal:hidden` child.
    public var isHidden: Bool {
        get { child(GDataHiddenProperty.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataHiddenProperty.self) }
    }
    /// The `gCal:selected` child.
    public var isSelected: Bool {
        get { child(GDataSelectedProperty.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataSelectedProperty.self) }
    }
    /// The `gCal:overridename` child.
    public var overrideName: GDataOverrideNameProperty? {
        get { child(GDataOverrideNameProperty.self) }
        set { setChild(newValue, of: GDataOverrideNameProperty.self) }
    }
    /// The `gCal:timezone` child.
    public var timeZoneName: GDataTimeZoneProperty? {
        get { child(GDataTimeZoneProperty.self) }
        set { setChild(newValue, of: GDataTimeZoneProperty.self) }
    }
    /// The `gCal:timesCleaned` child.
    public var timesCleaned: Int? {
        get { GDataValueText.int(child(GDataTimesCleanedProperty.self)?.value) }
        set { setChildValue(newValue.map { String($0) }, of: GDataTimesCleanedProperty.self) }
    }
    /// The `gd:when` children.
    public var whens: [GDataWhen] {
        get { children(GDataWhen.self) }
        set { setChildren(newValue, of: GDataWhen.self) }
    }
    /// The `gd:where` children.
    public var locations: [GDataWhere] {
        get { children(GDataWhere.self) }
        set { setChildren(newValue, of: GDataWhere.self) }
    }
}

extension GDataEntryEvent {
    /// The `gd:recurrenceException` children.
    public var recurrenceExceptions: [GDataRecurrenceException] {
        get { children(GDataRecurrenceException.self) }
        set { setChildren(newValue, of: GDataRecurrenceException.self) }
    }
    /// Entry-level reminders (used with a recurrence).
    public var recurrenceReminders: [GDataReminder] {
        get { children(GDataReminder.self) }
        set { setChildren(newValue, of: GDataReminder.self) }
    }
    /// The `gd:recurrence` child.
    public var recurrence: GDataRecurrence? {
        get { child(GDataRecurrence.self) }
        set { setChild(newValue, of: GDataRecurrence.self) }
    }
    /// The `gd:where` children.
    public var locations: [GDataWhere] {
        get { children(GDataWhere.self) }
        set { setChildren(newValue, of: GDataWhere.self) }
    }
    /// The `gd:eventStatus` child.
    public var eventStatus: GDataEventStatus? {
        get { child(GDataEventStatus.self) }
        set { setChild(newValue, of: GDataEventStatus.self) }
    }
    /// The `gd:visibility` child.
    public var visibility: GDataVisibility? {
        get { child(GDataVisibility.self) }
        set { setChild(newValue, of: GDataVisibility.self) }
    }
    /// The `gd:transparency` child.
    public var transparency: GDataTransparency? {
        get { child(GDataTransparency.self) }
        set { setChild(newValue, of: GDataTransparency.self) }
    }
    /// The `gd:who` children.
    public var participants: [GDataWho] {
        get { children(GDataWho.self) }
        set { setChildren(newValue, of: GDataWho.self) }
    }
    /// The `gd:when` children.
    public var times: [GDataWhen] {
        get { children(GDataWhen.self) }
        set { setChildren(newValue, of: GDataWhen.self) }
    }
    /// The `gd:originalEvent` child.
    public var originalEvent: GDataOriginalEvent? {
        get { child(GDataOriginalEvent.self) }
        set { setChild(newValue, of: GDataOriginalEvent.self) }
    }
    /// The `gd:comments` child.
    public var comment: GDataComment? {
        get { child(GDataComment.self) }
        set { setChild(newValue, of: GDataComment.self) }
    }
}

extension GDataFeedCalendarEvent {
    /// The `gCal:timezone` child.
    public var timeZoneName: GDataTimeZoneProperty? {
        get { child(GDataTimeZoneProperty.self) }
        set { setChild(newValue, of: GDataTimeZoneProperty.self) }
    }
    /// The `gCal:timesCleaned` child.
    public var timesCleaned: Int? {
        get { GDataValueText.int(child(GDataTimesCleanedProperty.self)?.value) }
        set { setChildValue(newValue.map { String($0) }, of: GDataTimesCleanedProperty.self) }
    }
}

extension GDataEntryCalendarEvent {
    /// The `gCal:sendEventNotifications` child.
    public var shouldSendEventNotifications: Bool {
        get { child(GDataSendEventNotifications.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataSendEventNotifications.self) }
    }
    /// The `gCal:privateCopy` child.
    public var isPrivateCopy: Bool {
        get { child(GDataPrivateCopyProperty.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataPrivateCopyProperty.self) }
    }
    /// The `gCal:quickadd` child.
    public var isQuickAdd: Bool {
        get { child(GDataQuickAddProperty.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataQuickAddProperty.self) }
    }
    /// The `gd:extendedProperty` children.
    public var extendedProperties: [GDataExtendedProperty] {
        get { children(GDataExtendedProperty.self) }
        set { setChildren(newValue, of: GDataExtendedProperty.self) }
    }
    /// The `gCal:syncEvent` child.
    public var isSyncEvent: Bool {
        get { child(GDataSyncEventProperty.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataSyncEventProperty.self) }
    }
    /// The `gCal:sequence` child.
    public var sequenceNumber: Int? {
        get { GDataValueText.int(child(GDataSequenceProperty.self)?.value) }
        set { setChildValue(newValue.map { String($0) }, of: GDataSequenceProperty.self) }
    }
    /// The `gCal:uid` child.
    public var iCalUID: String? {
        get { child(GDataICalUIDProperty.self)?.value }
        set { setChildValue(newValue, of: GDataICalUIDProperty.self) }
    }
    /// The `gCal:guestsCanModify` child.
    public var canGuestsModify: Bool {
        get { child(GDataGuestsCanModifyProperty.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataGuestsCanModifyProperty.self) }
    }
    /// The `gCal:guestsCanInviteOthers` child.
    public var canGuestsInviteOthers: Bool {
        get { child(GDataGuestsCanInviteOthersProperty.self)?.boolValue ?? true }
        set { setChildBool(newValue, of: GDataGuestsCanInviteOthersProperty.self) }
    }
    /// The `gCal:guestsCanSeeGuests` child.
    public var canGuestsSeeGuests: Bool {
        get { child(GDataGuestsCanSeeGuestsProperty.self)?.boolValue ?? true }
        set { setChildBool(newValue, of: GDataGuestsCanSeeGuestsProperty.self) }
    }
    /// The `gCal:anyoneCanAddSelf` child.
    public var canAnyoneAddSelf: Bool {
        get { child(GDataAnyoneCanAddSelfProperty.self)?.boolValue ?? false }
        set { setChildBool(newValue, of: GDataAnyoneCanAddSelfProperty.self) }
    }
    /// The `gCal:suppressReplyNotifications` child.
    public var suppressReplyNotificationTypes: String? {
        get { child(GDataSuppressReplyNotificationsProperty.self)?.methods }
        set {
            guard let newValue else { return setChildren([], of: GDataSuppressReplyNotificationsProperty.self) }
            if let existing = child(GDataSuppressReplyNotificationsProperty.self) { existing.methods = newValue; return }
            let created = GDataSuppressReplyNotificationsProperty()
            created.methods = newValue
            addChild(created)
        }
    }
}

extension GDataEntryCalendarSettings {
    /// The `gCal:settingsProperty` child.
    public var settingsProperty: GDataCalendarSettingsProperty? {
        get { child(GDataCalendarSettingsProperty.self) }
        set { setChild(newValue, of: GDataCalendarSettingsProperty.self) }
    }
}

extension GDataEntryFreeBusyBase {
    /// The `gCal:timeRange` child.
    public var timeRange: GDataCalendarTimeRange? {
        get { child(GDataCalendarTimeRange.self) }
        set { setChild(newValue, of: GDataCalendarTimeRange.self) }
    }
    /// The `gCal:busy` children.
    public var busies: [GDataCalendarBusy] {
        get { children(GDataCalendarBusy.self) }
        set { setChildren(newValue, of: GDataCalendarBusy.self) }
    }
}

extension GDataEntryMessage {
    /// The `gd:when` child.
    public var time: GDataWhen? {
        get { child(GDataWhen.self) }
        set { setChild(newValue, of: GDataWhen.self) }
    }
    /// The `gd:rating` child.
    public var rating: GDataRating? {
        get { child(GDataRating.self) }
        set { setChild(newValue, of: GDataRating.self) }
    }
    /// The `gd:geoPt` child.
    public var geoPt: GDataGeoPt? {
        get { child(GDataGeoPt.self) }
        set { setChild(newValue, of: GDataGeoPt.self) }
    }
    /// The `gd:who` children.
    public var participants: [GDataWho] {
        get { children(GDataWho.self) }
        set { setChildren(newValue, of: GDataWho.self) }
    }
}

extension GDataWho {
    /// The `gCal:resource` children (declared inside calendar events).
    public var resourceProperties: [GDataResourceProperty] {
        get { children(GDataResourceProperty.self) }
        set { setChildren(newValue, of: GDataResourceProperty.self) }
    }
    /// The number of additional guests (`gCal:additionalGuests`, declared inside calendar events).
    public var numberOfAdditionalGuests: Int? {
        get { GDataValueText.int(child(GDataAdditionalGuests.self)?.value) }
        set { setChildValue(newValue.map { String($0) }, of: GDataAdditionalGuests.self) }
    }
}

extension GDataLink {
    /// The `gCal:webContent` children (declared inside calendar events).
    public var webContents: [GDataWebContent] {
        get { children(GDataWebContent.self) }
        set { setChildren(newValue, of: GDataWebContent.self) }
    }
}

extension GDataWho {
    /// Roles of a person in an event or message (`rel`) (the original's `kGDataWho…` constants).
    public enum Rel {
        /// `http://schemas.google.com/g/2005#event.attendee`.
        public static let eventAttendee = "http://schemas.google.com/g/2005#event.attendee"
        /// `http://schemas.google.com/g/2005#event.organizer`.
        public static let eventOrganizer = "http://schemas.google.com/g/2005#event.organizer"
        /// `http://schemas.google.com/g/2005#event.speaker`.
        public static let eventSpeaker = "http://schemas.google.com/g/2005#event.speaker"
        /// `http://schemas.google.com/g/2005#event.performer`.
        public static let eventPerformer = "http://schemas.google.com/g/2005#event.performer"
        /// `http://schemas.google.com/g/2005#task.assigned-to`.
        public static let taskAssignedTo = "http://schemas.google.com/g/2005#task.assigned-to"
        /// `http://schemas.google.com/g/2005#message.from`.
        public static let messageFrom = "http://schemas.google.com/g/2005#message.from"
        /// `http://schemas.google.com/g/2005#message.to`.
        public static let messageTo = "http://schemas.google.com/g/2005#message.to"
        /// `http://schemas.google.com/g/2005#message.cc`.
        public static let messageCC = "http://schemas.google.com/g/2005#message.cc"
        /// `http://schemas.google.com/g/2005#message.bcc`.
        public static let messageBCC = "http://schemas.google.com/g/2005#message.bcc"
    }
}

extension GDataWho {
    /// Attendee types (`gd:attendeeType` values) (the original's `kGDataWhoAttendeeType…` constants).
    public enum AttendeeType {
        /// `http://schemas.google.com/g/2005#event.required`.
        public static let required = "http://schemas.google.com/g/2005#event.required"
        /// `http://schemas.google.com/g/2005#event.optional`.
        public static let optional = "http://schemas.google.com/g/2005#event.optional"
    }
}

extension GDataWho {
    /// Attendee statuses (`gd:attendeeStatus` values) (the original's `kGDataWhoAttendeeStatus…` constants).
    public enum AttendeeStatus {
        /// `http://schemas.google.com/g/2005#event.invited`.
        public static let invited = "http://schemas.google.com/g/2005#event.invited"
        /// `http://schemas.google.com/g/2005#event.accepted`.
        public static let accepted = "http://schemas.google.com/g/2005#event.accepted"
        /// `http://schemas.google.com/g/2005#event.tentative`.
        public static let tentative = "http://schemas.google.com/g/2005#event.tentative"
        /// `http://schemas.google.com/g/2005#event.declined`.
        public static let declined = "http://schemas.google.com/g/2005#event.declined"
    }
}

extension GDataEventStatus {
    /// Event statuses (`gd:eventStatus` values) (the original's `kGDataEventStatus…` constants).
    public enum Value {
        /// `http://schemas.google.com/g/2005#event.confirmed`.
        public static let confirmed = "http://schemas.google.com/g/2005#event.confirmed"
        /// `http://schemas.google.com/g/2005#event.tentative`.
        public static let tentative = "http://schemas.google.com/g/2005#event.tentative"
        /// `http://schemas.google.com/g/2005#event.canceled`.
        public static let canceled = "http://schemas.google.com/g/2005#event.canceled"
    }
}

extension GDataTransparency {
    /// Event transparencies (`gd:transparency` values) (the original's `kGDataEventTransparency…` constants).
    public enum Value {
        /// `http://schemas.google.com/g/2005#event.transparent`.
        public static let transparent = "http://schemas.google.com/g/2005#event.transparent"
        /// `http://schemas.google.com/g/2005#event.opaque`.
        public static let opaque = "http://schemas.google.com/g/2005#event.opaque"
    }
}

extension GDataVisibility {
    /// Event visibilities (`gd:visibility` values; `confidental` is spelled as the service and the original spell it) (the original's `kGDataEventVisibility…` constants).
    public enum Value {
        /// `http://schemas.google.com/g/2005#event.default`.
        public static let `default` = "http://schemas.google.com/g/2005#event.default"
        /// `http://schemas.google.com/g/2005#event.public`.
        public static let `public` = "http://schemas.google.com/g/2005#event.public"
        /// `http://schemas.google.com/g/2005#event.private`.
        public static let `private` = "http://schemas.google.com/g/2005#event.private"
        /// `http://schemas.google.com/g/2005#event.confidental`.
        public static let confidential = "http://schemas.google.com/g/2005#event.confidental"
    }
}
