// generated from Schemas/services/exif.json by scripts/generate-schemas.py — do not edit

// EXIF photo metadata (`exif:` namespace) as Picasa Web Albums sent it.

/// Interned element and attribute names used by `Schemas/services/exif.json`.
enum GDataExifSchemaNames {
    static let exif_tags = GDataXMLName.intern("http://schemas.google.com/photos/exif/2007", "tags")
}

/// A photo's EXIF tags (`exif:tags`): each child `exif:NAME` element is one tag, read through `tags` and `tagDictionary`.
///
/// Element `exif:tags`.
open class GDataEXIFTags: GDataObject {
    /// The element name instances are created with and matched by.
    override open class var defaultElementName: GDataXMLName? { GDataExifSchemaNames.exif_tags }
    /// Unclaimed child elements are part of the value, not unknown XML.
    override open class var keepsChildXML: Bool { true }
}
