// generated from Schemas/services/webmastertools.json by scripts/generate-schemas.py — do not edit

// Google Webmaster Tools (`wt:`; dropped by the original in 2015, kept for archived feeds): sites, sitemaps, crawl issues, messages and keywords.

/// Interned element and attribute names used by `Schemas/services/webmastertools.json`.
enum GDataWebmastertoolsSchemaNames {
    static let attr_in_use = GDataXMLName.intern("", "in-use")
    static let attr_source = GDataXMLName.intern("", "source")
    static let attr_type = GDataXMLName.intern("", "type")
    static let wt_body = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "body")
    static let wt_crawl_rate = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "crawl-rate")
    static let wt_crawl_type = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "crawl-type")
    static let wt_crawled = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "crawled")
    static let wt_date = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "date")
    static let wt_date_detected = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "date-detected")
    static let wt_detail = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "detail")
    static let wt_enhanced_image_search = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "enhanced-image-search")
    static let wt_geolocation = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "geolocation")
    static let wt_indexed = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "indexed")
    static let wt_issue_type = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "issue-type")
    static let wt_keyword = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "keyword")
    static let wt_language = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "language")
    static let wt_linked_from = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "linked-from")
    static let wt_markup_language = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "markup-language")
    static let wt_preferred_domain = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "preferred-domain")
    static let wt_publication_label = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "publication-label")
    static let wt_read = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "read")
    static let wt_sitemap_last_downloaded = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "sitemap-last-downloaded")
    static let wt_sitemap_mobile = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "sitemap-mobile")
    static let wt_sitemap_mobile_markup_language = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "sitemap-mobile-markup-language")
    static let wt_sitemap_news = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "sitemap-news")
    static let wt_sitemap_news_publication_label = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "sitemap-news-publication-label")
    static let wt_sitemap_status = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "sitemap-status")
    static let wt_sitemap_type = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "sitemap-type")
    static let wt_sitemap_url_count = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "sitemap-url-count")
    static let wt_subject = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "subject")
    static let wt_url = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "url")
    static let wt_verification_method = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "verification-method")
    static let wt_verified = GDataXMLName.intern("http://schemas.google.com/webmasters/tools/2007", "verified")
}

/// When the site was last crawled (`wt:crawled`).
///
/// Element `wt:crawled`.
open class GDataSiteCrawledDate: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_crawled }
}

/// Whether the site is verified (`wt:verified`).
///
/// Element `wt:verified`.
open class GDataSiteVerified: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_verified }
}

/// Whether the site is indexed (`wt:indexed`).
///
/// Element `wt:indexed`.
open class GDataSiteIndexed: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_indexed }
}

/// The site's target country (`wt:geolocation`).
///
/// Element `wt:geolocation`.
open class GDataSiteGeoLocation: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_geolocation }
}

/// The crawl rate (`wt:crawl-rate`).
///
/// Element `wt:crawl-rate`.
open class GDataSiteCrawlRate: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_crawl_rate }
}

/// The preferred domain (`wt:preferred-domain`).
///
/// Element `wt:preferred-domain`.
open class GDataSitePreferredDomain: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_preferred_domain }
}

/// Whether enhanced image search is on (`wt:enhanced-image-search`).
///
/// Element `wt:enhanced-image-search`.
open class GDataSiteEnhancedImageSearch: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_enhanced_image_search }
}

/// A way to verify the site (`wt:verification-method`); the text (or XML) is the value.
///
/// Element `wt:verification-method`.
open class GDataSiteVerificationMethod: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_verification_method }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataWebmastertoolsSchemaNames.attr_type,
            GDataWebmastertoolsSchemaNames.attr_in_use,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
    /// Unclaimed child elements are part of the value, not unknown XML.
    override open class var keepsChildXML: Bool { true }
}

/// The kind of crawl (`wt:crawl-type`).
///
/// Element `wt:crawl-type`.
open class GDataSiteCrawlType: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_crawl_type }
}

/// When the issue was found (`wt:date-detected`).
///
/// Element `wt:date-detected`.
open class GDataSiteCrawlIssueDateDetected: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_date_detected }
}

/// The issue's detail (`wt:detail`).
///
/// Element `wt:detail`.
open class GDataSiteCrawlIssueDetail: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_detail }
}

/// The kind of issue (`wt:issue-type`).
///
/// Element `wt:issue-type`.
open class GDataSiteCrawlIssueType: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_issue_type }
}

/// The URL with the issue (`wt:url`).
///
/// Element `wt:url`.
open class GDataSiteCrawlIssueURL: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_url }
}

/// A page linking to the URL (`wt:linked-from`).
///
/// Element `wt:linked-from`.
open class GDataSiteCrawlIssueLinkedFrom: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_linked_from }
}

/// The message's body (`wt:body`).
///
/// Element `wt:body`.
open class GDataSiteMessageBody: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_body }
}

/// When the message was sent (`wt:date`).
///
/// Element `wt:date`.
open class GDataSiteMessageDate: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_date }
}

/// The message's language (`wt:language`).
///
/// Element `wt:language`.
open class GDataSiteMessageLanguage: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_language }
}

/// Whether the message was read (`wt:read`).
///
/// Element `wt:read`.
open class GDataSiteMessageRead: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_read }
}

/// The message's subject (`wt:subject`).
///
/// Element `wt:subject`.
open class GDataSiteMessageSubject: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_subject }
}

/// The sitemap's status (`wt:sitemap-status`).
///
/// Element `wt:sitemap-status`.
open class GDataSitemapStatus: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_sitemap_status }
}

/// When the sitemap was last downloaded (`wt:sitemap-last-downloaded`).
///
/// Element `wt:sitemap-last-downloaded`.
open class GDataSitemapLastDownloaded: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_sitemap_last_downloaded }
}

/// The number of URLs in the sitemap (`wt:sitemap-url-count`).
///
/// Element `wt:sitemap-url-count`.
open class GDataSitemapURLCount: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_sitemap_url_count }
}

/// The sitemap's type (`wt:sitemap-type`).
///
/// Element `wt:sitemap-type`.
open class GDataSitemapType: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_sitemap_type }
}

/// A mobile sitemap's markup language (`wt:sitemap-mobile-markup-language`).
///
/// Element `wt:sitemap-mobile-markup-language`.
open class GDataSitemapMobileMarkupLanguage: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_sitemap_mobile_markup_language }
}

/// A news sitemap's publication label (`wt:sitemap-news-publication-label`).
///
/// Element `wt:sitemap-news-publication-label`.
open class GDataSitemapNewsPublicationLabel: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_sitemap_news_publication_label }
}

/// A markup language mobile sitemaps may use (`wt:markup-language`).
///
/// Element `wt:markup-language`.
open class GDataSitemapMarkupLanguage: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_markup_language }
}

/// A publication label news sitemaps may use (`wt:publication-label`).
///
/// Element `wt:publication-label`.
open class GDataSitemapPublicationLabel: GDataValueElementConstruct {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_publication_label }
}

/// The markup languages of mobile sitemaps (`wt:sitemap-mobile`).
///
/// Element `wt:sitemap-mobile`.
open class GDataSitemapMobile: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_sitemap_mobile }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSitemapMarkupLanguage.self,
        ]
    }
}

/// The publication labels of news sitemaps (`wt:sitemap-news`).
///
/// Element `wt:sitemap-news`.
open class GDataSitemapNews: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_sitemap_news }
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSitemapPublicationLabel.self,
        ]
    }
}

/// A keyword of the site (`wt:keyword`), found on it (`internal`) or in links to it (`external`).
///
/// Element `wt:keyword`.
open class GDataSiteKeyword: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataWebmastertoolsSchemaNames.wt_keyword }
    /// The attributes this class understands (added to the base class's).
    override open class var declaredAttributes: [GDataXMLName] {
        super.declaredAttributes + [
            GDataWebmastertoolsSchemaNames.attr_source,
        ]
    }
    /// The element's character data is its value.
    override open class var hasContentValue: Bool { true }
}

/// The user's sites; its entries are `GDataEntrySite`.
open class GDataFeedSite: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/webmasters/tools/2007#sites-feed" }
}

/// A site.
open class GDataEntrySite: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSiteCrawledDate.self,
            GDataSiteVerified.self,
            GDataSiteIndexed.self,
            GDataSiteGeoLocation.self,
            GDataSiteCrawlRate.self,
            GDataSitePreferredDomain.self,
            GDataSiteEnhancedImageSearch.self,
            GDataEntryLink.self,
            GDataSiteVerificationMethod.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/webmasters/tools/2007#site-info" }
}

/// A site's crawl issues; its entries are `GDataEntrySiteCrawlIssue`.
open class GDataFeedSiteCrawlIssue: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/webmasters/tools/2007#crawl_issue_entry" }
}

/// A crawl issue.
open class GDataEntrySiteCrawlIssue: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSiteCrawlType.self,
            GDataSiteCrawlIssueDateDetected.self,
            GDataSiteCrawlIssueDetail.self,
            GDataSiteCrawlIssueType.self,
            GDataSiteCrawlIssueURL.self,
            GDataSiteCrawlIssueLinkedFrom.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/webmasters/tools/2007#crawl_issue_entry" }
}

/// Messages about the user's sites; its entries are `GDataEntrySiteMessage`.
open class GDataFeedSiteMessage: GDataFeedBase {
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/webmasters/tools/2007#messages-feed" }
}

/// A message.
open class GDataEntrySiteMessage: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSiteMessageBody.self,
            GDataSiteMessageDate.self,
            GDataSiteMessageLanguage.self,
            GDataSiteMessageRead.self,
            GDataSiteMessageSubject.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/webmasters/tools/2007#message" }
}

/// A site's sitemaps; its entries take their classes from their kinds.
open class GDataFeedSitemap: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSitemapMobile.self,
            GDataSitemapNews.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/webmasters/tools/2007#sitemaps-feed" }
}

/// The elements every sitemap has.
open class GDataEntrySitemapBase: GDataEntryBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSitemapStatus.self,
            GDataSitemapLastDownloaded.self,
            GDataSitemapURLCount.self,
        ]
    }
}

/// A web sitemap.
open class GDataEntrySitemapRegular: GDataEntrySitemapBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSitemapType.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/webmasters/tools/2007#sitemap-regular" }
}

/// A mobile sitemap.
open class GDataEntrySitemapMobile: GDataEntrySitemapBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSitemapMobileMarkupLanguage.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/webmasters/tools/2007#sitemap-mobile" }
}

/// A news sitemap.
open class GDataEntrySitemapNews: GDataEntrySitemapBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSitemapNewsPublicationLabel.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/webmasters/tools/2007#sitemap-news" }
}

/// A site's keywords (in the feed, not in entries).
open class GDataFeedSiteKeyword: GDataFeedBase {
    /// The child element classes this class declares (added to the base class's).
    override open class var childClasses: [GDataObject.Type] {
        super.childClasses + [
            GDataSiteKeyword.self,
        ]
    }
    /// The kind category term new instances get from `addStandardKind()`.
    override open class var standardKindTerm: String? { "http://schemas.google.com/webmasters/tools/2007#keyword_entry" }
}

extension GDataSiteVerificationMethod {
    /// metatag or htmlpage.
    public var type: String? {
        get { attribute(GDataWebmastertoolsSchemaNames.attr_type) }
        set { setAttribute(GDataWebmastertoolsSchemaNames.attr_type, newValue) }
    }
    /// Whether this method is the one in use.
    /// (`true` when the value is "true" in any case; false when absent.)
    public var isInUse: Bool {
        get { GDataValueText.bool(attribute(GDataWebmastertoolsSchemaNames.attr_in_use)) ?? false }
        set { setAttribute(GDataWebmastertoolsSchemaNames.attr_in_use, newValue ? "true" : "false") }
    }
}

extension GDataSitemapMobile {
    /// The `wt:markup-language` children.
    public var markupLanguages: [GDataSitemapMarkupLanguage] {
        get { children(GDataSitemapMarkupLanguage.self) }
        set { setChildren(newValue, of: GDataSitemapMarkupLanguage.self) }
    }
}

extension GDataSitemapNews {
    /// The `wt:publication-label` children.
    public var publicationLabels: [GDataSitemapPublicationLabel] {
        get { children(GDataSitemapPublicationLabel.self) }
        set { setChildren(newValue, of: GDataSitemapPublicationLabel.self) }
    }
}

extension GDataSiteKeyword {
    /// internal or external.
    public var source: String? {
        get { attribute(GDataWebmastertoolsSchemaNames.attr_source) }
        set { setAttribute(GDataWebmastertoolsSchemaNames.attr_source, newValue) }
    }
}

extension GDataEntrySite {
    /// The `wt:crawled` child.
    public var crawledDate: GDataDateTime? {
        get { child(GDataSiteCrawledDate.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataSiteCrawledDate.self) }
    }
    /// The `wt:verified` child.
    public var isVerified: Bool? {
        get { child(GDataSiteVerified.self).map { GDataValueText.bool($0.stringValue) ?? false } }
        set { setChildText(newValue.map { $0 ? "true" : "false" }, of: GDataSiteVerified.self) }
    }
    /// The `wt:indexed` child.
    public var isIndexed: Bool? {
        get { child(GDataSiteIndexed.self).map { GDataValueText.bool($0.stringValue) ?? false } }
        set { setChildText(newValue.map { $0 ? "true" : "false" }, of: GDataSiteIndexed.self) }
    }
    /// The `wt:geolocation` child.
    public var siteGeoLocation: String? {
        get { child(GDataSiteGeoLocation.self)?.stringValue }
        set { setChildText(newValue, of: GDataSiteGeoLocation.self) }
    }
    /// The `wt:crawl-rate` child.
    public var crawlRate: String? {
        get { child(GDataSiteCrawlRate.self)?.stringValue }
        set { setChildText(newValue, of: GDataSiteCrawlRate.self) }
    }
    /// The `wt:preferred-domain` child.
    public var preferredDomain: String? {
        get { child(GDataSitePreferredDomain.self)?.stringValue }
        set { setChildText(newValue, of: GDataSitePreferredDomain.self) }
    }
    /// The `wt:enhanced-image-search` child.
    public var hasEnhancedImageSearch: Bool? {
        get { child(GDataSiteEnhancedImageSearch.self).map { GDataValueText.bool($0.stringValue) ?? false } }
        set { setChildText(newValue.map { $0 ? "true" : "false" }, of: GDataSiteEnhancedImageSearch.self) }
    }
    /// The `gd:entryLink` children.
    public var entryLinks: [GDataEntryLink] {
        get { children(GDataEntryLink.self) }
        set { setChildren(newValue, of: GDataEntryLink.self) }
    }
    /// The `wt:verification-method` children.
    public var verificationMethods: [GDataSiteVerificationMethod] {
        get { children(GDataSiteVerificationMethod.self) }
        set { setChildren(newValue, of: GDataSiteVerificationMethod.self) }
    }
    /// The `gd:entryLink` child.
    public var verificationEntryLink: GDataEntryLink? {
        children(GDataEntryLink.self).first { $0.rel == "http://schemas.google.com/webmasters/tools/2007#verification" }
    }
    /// The `gd:entryLink` child.
    public var sitemapsEntryLink: GDataEntryLink? {
        children(GDataEntryLink.self).first { $0.rel == "http://schemas.google.com/webmasters/tools/2007#sitemaps" }
    }
}

extension GDataEntrySiteCrawlIssue {
    /// The `wt:crawl-type` child.
    public var crawlType: String? {
        get { child(GDataSiteCrawlType.self)?.stringValue }
        set { setChildText(newValue, of: GDataSiteCrawlType.self) }
    }
    /// The `wt:date-detected` child.
    public var detectedDate: GDataDateTime? {
        get { child(GDataSiteCrawlIssueDateDetected.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataSiteCrawlIssueDateDetected.self) }
    }
    /// The `wt:detail` child.
    public var detail: String? {
        get { child(GDataSiteCrawlIssueDetail.self)?.stringValue }
        set { setChildText(newValue, of: GDataSiteCrawlIssueDetail.self) }
    }
    /// The `wt:issue-type` child.
    public var issueType: String? {
        get { child(GDataSiteCrawlIssueType.self)?.stringValue }
        set { setChildText(newValue, of: GDataSiteCrawlIssueType.self) }
    }
    /// The `wt:url` child.
    public var issueURLString: String? {
        get { child(GDataSiteCrawlIssueURL.self)?.stringValue }
        set { setChildText(newValue, of: GDataSiteCrawlIssueURL.self) }
    }
    /// The `wt:linked-from` children.
    public var issueLinkedFromURLStrings: [String] {
        get { children(GDataSiteCrawlIssueLinkedFrom.self).map(\.stringValue) }
        set { setChildTexts(newValue, of: GDataSiteCrawlIssueLinkedFrom.self) }
    }
}

extension GDataEntrySiteMessage {
    /// The `wt:body` child.
    public var body: String? {
        get { child(GDataSiteMessageBody.self)?.stringValue }
        set { setChildText(newValue, of: GDataSiteMessageBody.self) }
    }
    /// The `wt:date` child.
    public var messageDate: GDataDateTime? {
        get { child(GDataSiteMessageDate.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataSiteMessageDate.self) }
    }
    /// The `wt:language` child.
    public var language: String? {
        get { child(GDataSiteMessageLanguage.self)?.stringValue }
        set { setChildText(newValue, of: GDataSiteMessageLanguage.self) }
    }
    /// The `wt:read` child.
    public var read: Bool? {
        get { child(GDataSiteMessageRead.self).map { GDataValueText.bool($0.stringValue) ?? false } }
        set { setChildText(newValue.map { $0 ? "true" : "false" }, of: GDataSiteMessageRead.self) }
    }
    /// The `wt:subject` child.
    public var subject: String? {
        get { child(GDataSiteMessageSubject.self)?.stringValue }
        set { setChildText(newValue, of: GDataSiteMessageSubject.self) }
    }
}

extension GDataFeedSitemap {
    /// The `wt:sitemap-mobile` child.
    public var sitemapMobile: GDataSitemapMobile? {
        get { child(GDataSitemapMobile.self) }
        set { setChild(newValue, of: GDataSitemapMobile.self) }
    }
    /// The `wt:sitemap-news` child.
    public var sitemapNews: GDataSitemapNews? {
        get { child(GDataSitemapNews.self) }
        set { setChild(newValue, of: GDataSitemapNews.self) }
    }
}

extension GDataEntrySitemapBase {
    /// The `wt:sitemap-status` child.
    public var sitemapStatus: String? {
        get { child(GDataSitemapStatus.self)?.stringValue }
        set { setChildText(newValue, of: GDataSitemapStatus.self) }
    }
    /// The `wt:sitemap-last-downloaded` child.
    public var lastDownloadDate: GDataDateTime? {
        get { child(GDataSitemapLastDownloaded.self).flatMap { GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) } }
        set { setChildText(newValue?.rfc3339String, of: GDataSitemapLastDownloaded.self) }
    }
    /// The `wt:sitemap-url-count` child.
    public var sitemapURLCount: Int? {
        get { GDataValueText.int(child(GDataSitemapURLCount.self)?.stringValue) }
        set { setChildText(newValue.map { String($0) }, of: GDataSitemapURLCount.self) }
    }
}

extension GDataEntrySitemapRegular {
    /// The `wt:sitemap-type` child.
    public var sitemapType: String? {
        get { child(GDataSitemapType.self)?.stringValue }
        set { setChildText(newValue, of: GDataSitemapType.self) }
    }
}

extension GDataEntrySitemapMobile {
    /// The `wt:sitemap-mobile-markup-language` child.
    public var markupLanguage: String? {
        get { child(GDataSitemapMobileMarkupLanguage.self)?.stringValue }
        set { setChildText(newValue, of: GDataSitemapMobileMarkupLanguage.self) }
    }
}

extension GDataEntrySitemapNews {
    /// The `wt:sitemap-news-publication-label` child.
    public var publicationLabel: String? {
        get { child(GDataSitemapNewsPublicationLabel.self)?.stringValue }
        set { setChildText(newValue, of: GDataSitemapNewsPublicationLabel.self) }
    }
}

extension GDataFeedSiteKeyword {
    /// The `wt:keyword` children.
    public var keywords: [GDataSiteKeyword] {
        get { children(GDataSiteKeyword.self) }
        set { setChildren(newValue, of: GDataSiteKeyword.self) }
    }
}
