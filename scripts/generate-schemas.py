#!/usr/bin/env python3
"""Generates Swift element classes from the declarative schemas in Schemas/*.json.

Usage:
    python3 scripts/generate-schemas.py            # write Sources/GDataCore/Generated/, Sources/GData/Generated/ and
                                                   # Sources/GData/Services/<Service>/Generated/
    python3 scripts/generate-schemas.py --check    # exit 1 (with a diff) if the committed files drift

Schema format (one JSON object per file):

    {
      "doc": "what the file covers",
      "namespaces": {"atom": "http://www.w3.org/2005/Atom", ...},      # prefix -> URI, used in names below
      "classes": [
        {
          "class": "GDataLink",                  # Swift class name (the original library's name)
          "base": "GDataObject",                 # base class (another schema class or GDataObject)
          "kind": "element",                     # element | text | value | valueElement | implicit | bool | nameValue | date
          "element": "atom:link",                # default element name (omit for abstract bases)
          "alternates": ["atom03:link"],         # extra names the class is matched by
          "doc": "...",
          "content": false, "keepsChildXML": false, "kindSelection": false, "ignoredForEquality": false,
          "resetsDefaultNamespace": false,                                     # declare xmlns="" on the element
          "classForEntries": "registered",       # feeds: each entry's class comes from its own kind (the original's
                                                 # kUseRegisteredEntryClass); without it, an entry class among the
                                                 # children is imposed on every entry (the original's -classForEntries)
          "defaultClassForEntries": "GDataEntryDocBase",  # with "registered": the class of entries of no registered
                                                 # kind (the original's +defaultClassForEntries; list it as a child)
          "equalityIgnores": ["type"], "equalityCheck": "hasEqualTextType",   # hand-written (Self, GDataObject) -> Bool
          "attributes": [ATTRIBUTE, ...],
          "children": [CHILD, ...],
          "computed": [{"key": "selfLink", "swift": "selfLink"}, ...],  # hand-written accessors, for the key table
          "scoped": [{"parent": "GDataWho", "children": ["GDataAdditionalGuests"]}]  # within this object's subtree,
                                                 # instances of `parent` may hold `children` (the original's scoping)
        }
      ],
      "extend": [{"class": "GDataEntryBase", "attributes": [...], "children": [...], "computed": [...]}],
      "roots": [{"class": "GDataFeedBase", "element": "atom:feed"}],
      "constants": [{"owner": "GDataWho", "name": "AttendeeStatus", "original": "kGDataWhoAttendeeStatus",
                     "values": [["accepted", "http://schemas.google.com/g/2005#event.accepted"], ...]}],
      "kinds": [{"class": "GDataFeedACL", "term": "...", "scheme": "...", "kindAttribute": "..."},
                {"class": "GDataFeedCalendarEvent", "forEntriesOf": "GDataEntryCalendarEvent"}]  # kind-less feeds
               # a kind with "legacy": true (a v1 kind) selects the class but is not its standard kind
    }

    ATTRIBUTE: {"name": "gd:etag", "swift": "ETag", "key": "ETag", "type": "string|int|int64|double|bool|date|uri",
                "default": ..., "aliases": ["url"], "resolved": "resolvedHref", "doc": "..."}
    CHILD:     {"class": "GDataLink", "swift": "links", "key": "links", "many": true,
                "access": "object|text|int|date|value|bool|present|none|primary|attribute|intValue|int64Value|
                           doubleValue|dateValue", "doc": "..."}
               "textBool": a text element's "true"/"false" as `Bool?`.
               "match" (with "property", "equals", optional "result"): the first child whose string property
               equals the value (a link by `rel`, a category by `scheme`), or that child's `result` property.
               "primary": the first child whose `isPrimary` is true. "attribute" (with "attribute": "rel"): a string
               attribute accessor of the (single) child. "intValue"/"int64Value"/"doubleValue": a value construct's
               `value` as a number. "bool" takes "default": true for flags that are on when absent.
               "scopedOnly": true (in "extend") adds the accessor but not the declaration (the child is declared by a
               "scoped" rule of the classes that use it).

Schemas/*.json (Atom, AtomPub, the `gd:` core) are generated into module GDataCore (Sources/GDataCore/Generated/,
registered by `GDataSchemaRegistration`). Schemas/services/*.json (one per service or namespace family) use the same
format and are generated into module GData, each into its service's folder beside that service's hand-written code
(Sources/GData/Services/<Service>/Generated/, the folder named in SERVICE_FOLDERS), registered by
`GDataServiceSchemaRegistration` in Sources/GData/Generated/, which the parser finds on its own when GData is linked;
their classes and keys are listed in `GDataServiceSchemaRegistration.serviceClassKeys`.

"key" is the original library's accessor name (defaults to "swift"); the generated
`GDataObject.value(forOriginalKey:)` maps original key paths onto the Swift accessors.
"""

import difflib
import json
import os
import re
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA_DIR = os.path.join(ROOT, "Schemas")
SERVICE_SCHEMA_DIR = os.path.join(SCHEMA_DIR, "services")
SOURCES_DIR = os.path.join(ROOT, "Sources")
CORE_OUT = "GDataCore/Generated"         # relative to Sources/: the core schemas and their registration
SERVICE_OUT = "GData/Generated"          # the service registration and the key table
SERVICE_DIR = "GData/Services"           # the service schemas: SERVICE_DIR/<folder>/Generated/
# Schemas/services/<stem>.json -> the service's folder (shared with its hand-written code; also the folder of the
# service's service and query classes in Sources/GDataGoogleServices/ where it has them). EXIF is Picasa's.
SERVICE_FOLDERS = {
    "analytics": "Analytics", "blogger": "Blogger", "books": "Books", "calendar": "Calendar",
    "codesearch": "CodeSearch", "contacts": "Contacts", "docs": "Docs", "exif": "Photos", "finance": "Finance",
    "geo": "Geo", "googlebase": "GoogleBase", "health": "Health", "maps": "Maps", "media": "Media",
    "photos": "Photos", "spreadsheets": "Spreadsheets", "webmastertools": "WebmasterTools", "youtube": "YouTube",
}

KIND_BASES = {
    "value": "GDataValueConstruct",
    "valueElement": "GDataValueElementConstruct",
    "implicit": "GDataImplicitValueConstruct",
    "bool": "GDataBoolValueConstruct",
    "nameValue": "GDataNameValueConstruct",
    "date": "GDataDateConstruct",
}
BUILTIN_CLASSES = {"GDataObject"}
ATTRIBUTE_TYPES = {"string", "int", "int64", "double", "bool", "date", "uri"}
CHILD_ACCESS = {"object", "text", "int", "date", "value", "bool", "present", "none", "primary", "attribute", "intValue",
                "int64Value", "doubleValue", "dateValue", "textBool", "match"}
SWIFT_KEYWORDS = {"default", "class", "protocol", "extension", "operator", "in", "is", "as", "where", "func", "var", "let",
                  "self", "Self", "static", "struct", "enum", "import", "return", "repeat", "internal", "public", "private"}
RESERVED_MEMBERS = {"name", "lang", "geoLocation", "prefix", "attributes", "parent", "description", "stringValue", "textValue", "properties",
                    "userData", "documentURI", "childNodes", "childElements", "copy", "namespaceDeclarations",
                    "serviceVersion", "unknownChildren", "unknownAttributes", "childXMLElements", "documentLanguage"}


class SchemaError(Exception):
    pass


def load_schemas():
    schemas = []
    for directory, service in ((SCHEMA_DIR, False), (SERVICE_SCHEMA_DIR, True)):
        if not os.path.isdir(directory):
            continue
        for filename in sorted(os.listdir(directory)):
            if not filename.endswith(".json"):
                continue
            relative = ("services/" if service else "") + filename
            with open(os.path.join(directory, filename), encoding="utf-8") as handle:
                try:
                    data = json.load(handle)
                except json.JSONDecodeError as error:
                    raise SchemaError(f"Schemas/{relative}: {error}")
            data["_file"] = relative
            data["_stem"] = filename[:-5]
            data["_service"] = service
            schemas.append(data)
    return schemas


def swift_string(value):
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def upper_first(text):
    return text[:1].upper() + text[1:]


def stem_identifier(stem):
    """`gdata-core` -> `Core`, `atompub` -> `Atompub`, `opensearch` -> `Opensearch`."""
    parts = [p for p in re.split(r"[^A-Za-z0-9]+", stem) if p]
    if len(parts) > 1 and parts[0].lower() == "gdata":
        parts = parts[1:]
    return "".join(upper_first(p) for p in parts)


def ident(name):
    """A Swift identifier, back-quoted when it is a keyword (`protocol`)."""
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def names_enum(stem):
    return "GData" + stem_identifier(stem) + "SchemaNames"


class Generator:
    def __init__(self, schemas):
        self.schemas = schemas
        self.namespaces = {}
        self.classes = {}          # name -> class dict (with _schema)
        self.order = []            # class names in definition order
        self.extensions = {}       # class name -> list of (schema, ext dict)
        self.name_constants = {}   # stem -> {(uri, local): identifier}
        self.standard_kinds = {}   # class name -> {"term": ..., "kindAttribute": ...} (first non-legacy kind)
        self.collect()

    # MARK: Collection and validation

    def collect(self):
        for schema in self.schemas:
            for prefix, uri in sorted(schema.get("namespaces", {}).items()):
                if prefix in self.namespaces and self.namespaces[prefix] != uri:
                    raise SchemaError(f"{schema['_file']}: prefix '{prefix}' maps to two URIs")
                self.namespaces[prefix] = uri
        for schema in self.schemas:
            for cls in schema.get("classes", []):
                name = cls["class"]
                if name in self.classes:
                    raise SchemaError(f"{schema['_file']}: class {name} defined twice")
                cls["_schema"] = schema
                kind = cls.get("kind", "element")
                if kind not in ("element", "text") and kind not in KIND_BASES:
                    raise SchemaError(f"{name}: unknown kind '{kind}'")
                if "base" not in cls:
                    cls["base"] = KIND_BASES.get(kind, "GDataObject")
                self.classes[name] = cls
                self.order.append(name)
            for ext in schema.get("extend", []):
                self.extensions.setdefault(ext["class"], []).append((schema, ext))
            for kind in schema.get("kinds", []):
                if kind.get("legacy") or "forEntriesOf" in kind or kind.get("scheme"):
                    continue
                standard = self.standard_kinds.setdefault(kind["class"], {})
                for field in ("term", "kindAttribute"):
                    if field in kind:
                        standard.setdefault(field, kind[field])
        for name in self.order:
            cls = self.classes[name]
            if cls["base"] not in self.classes and cls["base"] not in BUILTIN_CLASSES:
                raise SchemaError(f"{name}: unknown base {cls['base']}")
        for name in self.order:
            for rule in self.classes[name].get("scoped", []):
                for ref in [rule["parent"]] + rule["children"]:
                    if ref not in self.classes:
                        raise SchemaError(f"{name}: scoped declaration names unknown class {ref}")
        for target, exts in self.extensions.items():
            if target not in self.classes:
                raise SchemaError(f"{exts[0][0]['_file']}: extends unknown class {target}")
        for schema, owner, spec in self.all_member_specs():
            for attribute in spec.get("attributes", []):
                self.check_attribute(owner, attribute)
            for child in spec.get("children", []):
                self.check_child(owner, child)

    def all_member_specs(self):
        for name in self.order:
            cls = self.classes[name]
            yield cls["_schema"], name, cls
        for target in sorted(self.extensions):
            for schema, ext in self.extensions[target]:
                yield schema, target, ext

    def check_attribute(self, owner, attribute):
        kind = attribute.get("type", "string")
        if kind not in ATTRIBUTE_TYPES:
            raise SchemaError(f"{owner}.{attribute['name']}: unknown type {kind}")
        self.check_swift_name(owner, attribute.get("swift", attribute["name"]))

    def check_child(self, owner, child):
        if child["class"] not in self.classes:
            raise SchemaError(f"{owner}: unknown child class {child['class']}")
        access = child.get("access", "object")
        if access not in CHILD_ACCESS:
            raise SchemaError(f"{owner}.{child.get('swift')}: unknown access {access}")
        if access == "match" and not ("property" in child and "equals" in child):
            raise SchemaError(f"{owner}.{child.get('swift')}: access 'match' needs \"property\" and \"equals\"")
        if access == "attribute" and "attribute" not in child:
            raise SchemaError(f"{owner}.{child.get('swift')}: access 'attribute' needs \"attribute\"")
        if access != "none":
            if "swift" not in child:
                raise SchemaError(f"{owner}: child {child['class']} needs a swift accessor name")
            self.check_swift_name(owner, child["swift"])

    def check_swift_name(self, owner, name):
        if not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", name):
            raise SchemaError(f"{owner}: invalid Swift name '{name}'")
        if name in RESERVED_MEMBERS:
            raise SchemaError(f"{owner}: '{name}' collides with a GDataObject member; choose another Swift name")

    def qname(self, text, attribute=False):
        """Returns (uri, local) for 'prefix:local', or ('', local) (attributes) / error (elements)."""
        if ":" in text:
            prefix, local = text.split(":", 1)
            if prefix == "xml":
                return ("http://www.w3.org/XML/1998/namespace", local)
            if prefix not in self.namespaces:
                raise SchemaError(f"unknown namespace prefix in '{text}'")
            return (self.namespaces[prefix], local)
        if not attribute:
            raise SchemaError(f"element name '{text}' needs a namespace prefix")
        return ("", text)

    def descends(self, name, root):
        """Whether class `name` is `root` or a subclass of it."""
        while True:
            if name == root:
                return True
            if name not in self.classes:
                return False
            name = self.classes[name]["base"]

    def entry_class_lines(self, cls, child_classes):
        """A feed's entry class policy: the imposed class, or (registered) the default class for unknown kinds."""
        name = cls["class"]
        policy = cls.get("classForEntries")
        if name == "GDataFeedBase" or not self.descends(name, "GDataFeedBase"):
            if policy or cls.get("defaultClassForEntries"):
                raise SchemaError(f"{name}: classForEntries on a class that is no feed")
            return []
        entries = [c for c in child_classes if self.descends(c, "GDataEntryBase")]
        default = cls.get("defaultClassForEntries")
        if policy is None:
            if default:
                raise SchemaError(f"{name}: defaultClassForEntries needs \"classForEntries\": \"registered\"")
            if len(entries) > 1:
                raise SchemaError(f"{name}: more than one entry class among the children: {entries}")
            if not entries:
                return []
            return ["    /// Every entry of this feed is parsed as this class, whatever its kind (the original's `-classForEntries`).",
                    f"    override open class var classForEntries: GDataObject.Type? {{ {entries[0]}.self }}"]
        if policy != "registered":
            raise SchemaError(f"{name}: classForEntries must be \"registered\" (or absent), not {policy!r}")
        if entries != ([default] if default else []):
            raise SchemaError(f"{name}: a feed using registered entry classes lists only its defaultClassForEntries "
                              f"among its children, not {entries}")
        if not default:
            return []
        return ["    /// The class of entries whose kind names no registered class (the original's `+defaultClassForEntries`).",
                f"    override open class var defaultClassForEntries: GDataObject.Type? {{ {default}.self }}"]

    def depth(self, name):
        depth = 0
        while name in self.classes:
            name = self.classes[name]["base"]
            depth += 1
        return depth

    # MARK: Name constants

    def name_ref(self, stem, uri, local):
        table = self.name_constants.setdefault(stem, {})
        key = (uri, local)
        if key not in table:
            ident = re.sub(r"[^A-Za-z0-9]", "_", local)
            prefix = next((p for p, u in sorted(self.namespaces.items()) if u == uri), "")
            if uri == "http://www.w3.org/XML/1998/namespace":
                prefix = "xml"
            base = (prefix + "_" if prefix else "attr_") + ident
            candidate = base
            counter = 2
            while candidate in table.values():
                candidate = f"{base}{counter}"
                counter += 1
            table[key] = candidate
        return f"{names_enum(stem)}.{table[key]}"

    # MARK: Swift output

    def generate(self):
        files = {}
        for schema in self.schemas:
            name = f"GData{stem_identifier(schema['_stem'])}Schema.swift"
            directory = service_directory(schema["_stem"]) if schema.get("_service") else CORE_OUT
            files[f"{directory}/{name}"] = self.generate_schema_file(schema)
        files[f"{CORE_OUT}/GDataSchemaRegistration.swift"] = self.generate_registration(service=False)
        files[f"{SERVICE_OUT}/GDataServiceSchemaRegistration.swift"] = self.generate_registration(service=True)
        files[f"{SERVICE_OUT}/GDataObject+OriginalKeys.swift"] = "\n".join(
            self.header("Schemas/*.json") + self.key_table()) + "\n"
        return files

    def header(self, source):
        return [f"// Generated by scripts/generate-schemas.py from {source}. Do not edit.", ""]

    def generate_schema_file(self, schema):
        stem = schema["_stem"]
        body = []
        for cls in schema.get("classes", []):
            body.extend(self.class_body(stem, cls))
            body.append("")
        for cls in schema.get("classes", []):
            accessors = self.member_accessors(stem, cls["class"], cls)
            if accessors:
                body.append(f"extension {cls['class']} {{")
                body.extend(accessors)
                body.append("}")
                body.append("")
        for ext in schema.get("extend", []):
            accessors = self.member_accessors(stem, ext["class"], ext)
            if accessors:
                body.append(f"extension {ext['class']} {{")
                body.extend(accessors)
                body.append("}")
                body.append("")
        for group in schema.get("constants", []):
            body.extend(self.constants_group(group))
            body.append("")
        lines = self.header(f"Schemas/{schema['_file']}")
        if schema.get("doc"):
            lines.extend(f"// {line}".rstrip() for line in schema["doc"].split("\n"))
            lines.append("")
        constants = self.name_constants.get(stem, {})
        if constants:
            lines.append(f"/// Interned element and attribute names used by `Schemas/{schema['_file']}`.")
            lines.append(f"enum {names_enum(stem)} {{")
            for (uri, local), ident in sorted(constants.items(), key=lambda item: item[1]):
                lines.append(f"    static let {ident} = GDataXMLName.intern({swift_string(uri)}, {swift_string(local)})")
            lines.append("}")
            lines.append("")
        lines.extend(body)
        while lines and lines[-1] == "":
            lines.pop()
        return "\n".join(lines) + "\n"

    def all_children(self, name):
        cls = self.classes[name]
        children = list(cls.get("children", []))
        for _, ext in self.extensions.get(name, []):
            children.extend(c for c in ext.get("children", []) if not c.get("scopedOnly"))
        return children

    def all_attributes(self, name):
        cls = self.classes[name]
        attributes = list(cls.get("attributes", []))
        for _, ext in self.extensions.get(name, []):
            attributes.extend(ext.get("attributes", []))
        return attributes

    def class_body(self, stem, cls):
        name = cls["class"]
        lines = []
        doc = cls.get("doc") or f"The `{cls.get('element', name)}` element."
        for doc_line in doc.split("\n"):
            lines.append(f"/// {doc_line}".rstrip())
        if cls.get("element"):
            lines.append("///")
            alt = ", ".join(f"`{a}`" for a in cls.get("alternates", []))
            lines.append(f"/// Element `{cls['element']}`" + (f" (also read from {alt})." if alt else "."))
        lines.append(f"open class {name}: {cls['base']} {{")
        if cls.get("element"):
            uri, local = self.qname(cls["element"])
            lines.append("    /// The element name instances are created with and matched by.")
            lines.append(f"    override open class var defaultElementName: GDataXMLName? {{ {self.name_ref(stem, uri, local)} }}")
        if cls.get("alternates"):
            refs = ", ".join(self.name_ref(stem, *self.qname(a)) for a in cls["alternates"])
            lines.append("    /// Other names this class is matched by when parsing.")
            lines.append(f"    override open class var alternateElementNames: [GDataXMLName] {{ [{refs}] }}")
        attribute_refs = []
        for attribute in self.all_attributes(name):
            uri, local = self.qname(attribute["name"], attribute=True)
            if uri == "http://www.w3.org/XML/1998/namespace":
                continue
            ref = self.name_ref(stem, uri, local)
            if ref not in attribute_refs:
                attribute_refs.append(ref)
            for alias in attribute.get("aliases", []):
                ref = self.name_ref(stem, *self.qname(alias, attribute=True))
                if ref not in attribute_refs:
                    attribute_refs.append(ref)
        if attribute_refs:
            lines.append("    /// The attributes this class understands (added to the base class's).")
            lines.append("    override open class var declaredAttributes: [GDataXMLName] {")
            lines.append("        super.declaredAttributes + [")
            for ref in attribute_refs:
                lines.append(f"            {ref},")
            lines.append("        ]")
            lines.append("    }")
        child_classes = []
        for child in self.all_children(name):
            if child["class"] not in child_classes:
                child_classes.append(child["class"])
        if child_classes:
            lines.append("    /// The child element classes this class declares (added to the base class's).")
            lines.append("    override open class var childClasses: [GDataObject.Type] {")
            lines.append("        super.childClasses + [")
            for child in child_classes:
                lines.append(f"            {child}.self,")
            lines.append("        ]")
            lines.append("    }")
        lines.extend(self.entry_class_lines(cls, child_classes))
        if cls.get("scoped"):
            lines.append("    /// Within this object's subtree, these classes may hold these children (the original's scoped")
            lines.append("    /// extension declarations).")
            lines.append("    override open class var scopedDeclarations: [GDataExtensionDeclaration] {")
            lines.append("        super.scopedDeclarations + [")
            for rule in cls["scoped"]:
                children = ", ".join(f"{c}.self" for c in rule["children"])
                lines.append(f"            GDataExtensionDeclaration(parent: {rule['parent']}.self, children: [{children}]),")
            lines.append("        ]")
            lines.append("    }")
        kind = cls.get("kind", "element")
        if cls.get("content") or kind == "text":
            lines.append("    /// The element's character data is its value.")
            lines.append("    override open class var hasContentValue: Bool { true }")
        if cls.get("keepsChildXML"):
            lines.append("    /// Unclaimed child elements are part of the value, not unknown XML.")
            lines.append("    override open class var keepsChildXML: Bool { true }")
        if cls.get("resetsDefaultNamespace"):
            lines.append("    /// Child XML is written in no namespace: the element declares `xmlns=\"\"` (as the original did).")
            lines.append("    override open class var resetsDefaultNamespace: Bool { true }")
        if cls.get("kindSelection"):
            lines.append("    /// The parser may substitute a registered subclass chosen by `gd:kind` or the kind category.")
            lines.append("    override open class var usesKindSelection: Bool { true }")
        ignored = [self.name_ref(stem, *self.qname(a, attribute=True)) for a in cls.get("equalityIgnores", [])]
        if ignored:
            lines.append("    /// Attributes left out of equality (compared by the class's own rule instead).")
            lines.append("    override open var equalityIgnoredAttributes: Set<GDataXMLName> {")
            lines.append(f"        super.equalityIgnoredAttributes.union([{', '.join(ignored)}])")
            lines.append("    }")
        if cls.get("equalityCheck"):
            check = cls["equalityCheck"]
            lines.append(f"    /// Compares content, adding the class's own rule (`{check}(_:)`).")
            lines.append("    override open func isEqualContent(to other: GDataObject) -> Bool {")
            lines.append(f"        {check}(other) && super.isEqualContent(to: other)")
            lines.append("    }")
        standard = self.standard_kinds.get(name, {})
        if "term" in standard:
            lines.append("    /// The kind category term new instances get from `addStandardKind()`.")
            lines.append(f"    override open class var standardKindTerm: String? {{ {swift_string(standard['term'])} }}")
        if "kindAttribute" in standard:
            lines.append("    /// The `gd:kind` value new instances get from `addStandardKind()`.")
            lines.append(f"    override open class var standardKindAttributeValue: String? {{ {swift_string(standard['kindAttribute'])} }}")
        if cls.get("ignoredForEquality"):
            lines.append("    /// Left out when the parent is compared (as the original did).")
            lines.append("    override open class var isIgnoredForEquality: Bool { true }")
        lines.append("}")
        return lines

    def constants_group(self, group):
        owner = group["owner"]
        if owner not in self.classes:
            raise SchemaError(f"constants for unknown class {owner}")
        lines = [f"extension {owner} {{"]
        doc = group.get("doc", f"{group['name']} values")
        original = group.get("original")
        lines.append(f"    /// {doc}" + (f" (the original's `{original}…` constants)." if original else ""))
        lines.append(f"    public enum {group['name']} {{")
        for name, value in group["values"]:
            lines.append(f"        /// `{value}`.")
            lines.append(f"        public static let {ident(name)} = {swift_string(value)}")
        lines.append("    }")
        lines.append("}")
        return lines

    def member_accessors(self, stem, owner, spec):
        lines = []
        for attribute in spec.get("attributes", []):
            lines.extend(self.attribute_accessor(stem, owner, attribute))
        for child in spec.get("children", []):
            lines.extend(self.child_accessor(child))
        return lines

    def attribute_accessor(self, stem, owner, attribute):
        uri, local = self.qname(attribute["name"], attribute=True)
        ref = self.name_ref(stem, uri, local)
        swift = attribute.get("swift", local)
        kind = attribute.get("type", "string")
        doc = attribute.get("doc") or f"The `{attribute['name']}` attribute."
        read = f"attribute({ref})"
        for alias in attribute.get("aliases", []):
            read += f" ?? attribute({self.name_ref(stem, *self.qname(alias, attribute=True))})"
        lines = [f"    /// {doc}"]
        if kind in ("string", "uri"):
            default = attribute.get("default")
            getter = read if default is None else f"{read} ?? {swift_string(default)}"
            lines += [f"    public var {ident(swift)}: String? {{",
                      f"        get {{ {getter} }}",
                      f"        set {{ setAttribute({ref}, newValue) }}",
                      "    }"]
            if kind == "uri":
                resolved = attribute.get("resolved", "resolved" + upper_first(swift))
                lines += [f"    /// `{swift}` resolved against the `xml:base` in scope (RFC 3986).",
                          f"    public var {resolved}: String? {{ ({read}).map {{ resolveURI($0) }} }}"]
        elif kind in ("int", "int64", "double"):
            swift_type = {"int": "Int", "int64": "Int64", "double": "Double"}[kind]
            parse = {"int": "GDataValueText.int", "int64": "GDataValueText.int64", "double": "GDataValueText.double"}[kind]
            fmt = {"int": "String($0)", "int64": "String($0)", "double": "GDataValueText.string(from: $0)"}[kind]
            lines += [f"    public var {ident(swift)}: {swift_type}? {{",
                      f"        get {{ {parse}({read}) }}",
                      f"        set {{ setAttribute({ref}, newValue.map {{ {fmt} }}) }}",
                      "    }"]
        elif kind == "bool":
            default = "true" if attribute.get("default", False) else "false"
            explicit = attribute.get("explicit", False)
            setter = (f"setAttribute({ref}, newValue ? \"true\" : \"false\")" if explicit else
                      f"setAttribute({ref}, newValue == {default} ? nil : (newValue ? \"true\" : \"false\"))")
            lines += [f"    /// (`true` when the value is \"true\" in any case; {default} when absent.)",
                      f"    public var {ident(swift)}: Bool {{",
                      f"        get {{ GDataValueText.bool({read}) ?? {default} }}",
                      f"        set {{ {setter} }}",
                      "    }"]
        elif kind == "date":
            lines += [f"    public var {ident(swift)}: GDataDateTime? {{",
                      f"        get {{ ({read}).flatMap {{ GDataDateTime(rfc3339String: $0) }} }}",
                      f"        set {{ setAttribute({ref}, newValue?.rfc3339String) }}",
                      "    }"]
        return lines

    def child_accessor(self, child):
        access = child.get("access", "object")
        if access == "none":
            return []
        cls = child["class"]
        swift = child["swift"]
        many = child.get("many", False)
        element = self.classes[cls].get("element", cls)
        doc = child.get("doc") or (f"The `{element}` children." if many else f"The `{element}` child.")
        lines = [f"    /// {doc}"]
        if access == "object":
            if many:
                lines += [f"    public var {ident(swift)}: [{cls}] {{",
                          f"        get {{ children({cls}.self) }}",
                          f"        set {{ setChildren(newValue, of: {cls}.self) }}",
                          "    }"]
            else:
                lines += [f"    public var {ident(swift)}: {cls}? {{",
                          f"        get {{ child({cls}.self) }}",
                          f"        set {{ setChild(newValue, of: {cls}.self) }}",
                          "    }"]
        elif access == "text":
            if many:
                lines += [f"    public var {ident(swift)}: [String] {{",
                          f"        get {{ children({cls}.self).map(\\.stringValue) }}",
                          f"        set {{ setChildTexts(newValue, of: {cls}.self) }}",
                          "    }"]
            else:
                lines += [f"    public var {ident(swift)}: String? {{",
                          f"        get {{ child({cls}.self)?.stringValue }}",
                          f"        set {{ setChildText(newValue, of: {cls}.self) }}",
                          "    }"]
        elif access == "int":
            lines += [f"    public var {ident(swift)}: Int? {{",
                      f"        get {{ GDataValueText.int(child({cls}.self)?.stringValue) }}",
                      f"        set {{ setChildText(newValue.map {{ String($0) }}, of: {cls}.self) }}",
                      "    }"]
        elif access == "date":
            lines += [f"    public var {ident(swift)}: GDataDateTime? {{",
                      f"        get {{ child({cls}.self).flatMap {{ GDataDateTime(rfc3339String: $0.stringValue.trimmedOfXMLWhitespace()) }} }}",
                      f"        set {{ setChildText(newValue?.rfc3339String, of: {cls}.self) }}",
                      "    }"]
        elif access == "value":
            lines += [f"    public var {ident(swift)}: String? {{",
                      f"        get {{ child({cls}.self)?.value }}",
                      f"        set {{ setChildValue(newValue, of: {cls}.self) }}",
                      "    }"]
        elif access == "bool":
            default = "true" if child.get("default", False) else "false"
            lines += [f"    public var {ident(swift)}: Bool {{",
                      f"        get {{ child({cls}.self)?.boolValue ?? {default} }}",
                      f"        set {{ setChildBool(newValue, of: {cls}.self) }}",
                      "    }"]
        elif access == "primary":
            lines += [f"    public var {ident(swift)}: {cls}? {{",
                      f"        children({cls}.self).first {{ $0.isPrimary }}",
                      "    }"]
        elif access == "attribute":
            attr = child["attribute"]
            lines += [f"    public var {ident(swift)}: String? {{",
                      f"        get {{ child({cls}.self)?.{ident(attr)} }}",
                      "        set {",
                      "            guard let newValue else { return setChildren([], of: " + cls + ".self) }",
                      f"            if let existing = child({cls}.self) {{ existing.{ident(attr)} = newValue; return }}",
                      f"            let created = {cls}()",
                      f"            created.{ident(attr)} = newValue",
                      "            addChild(created)",
                      "        }",
                      "    }"]
        elif access in ("intValue", "int64Value", "doubleValue"):
            swift_type = {"intValue": "Int", "int64Value": "Int64", "doubleValue": "Double"}[access]
            parse = {"intValue": "GDataValueText.int", "int64Value": "GDataValueText.int64",
                     "doubleValue": "GDataValueText.double"}[access]
            fmt = "GDataValueText.string(from: $0)" if access == "doubleValue" else "String($0)"
            lines += [f"    public var {ident(swift)}: {swift_type}? {{",
                      f"        get {{ {parse}(child({cls}.self)?.value) }}",
                      f"        set {{ setChildValue(newValue.map {{ {fmt} }}, of: {cls}.self) }}",
                      "    }"]
        elif access == "match":
            prop = child["property"]
            result = child.get("result")
            result_type = "String" if result else cls
            tail = f"?.{ident(result)}" if result else ""
            lines += [f"    public var {ident(swift)}: {result_type}? {{",
                      f"        children({cls}.self).first {{ $0.{ident(prop)} == {swift_string(child['equals'])} }}{tail}",
                      "    }"]
        elif access == "textBool":
            lines += [f"    public var {ident(swift)}: Bool? {{",
                      f"        get {{ child({cls}.self).map {{ GDataValueText.bool($0.stringValue) ?? false }} }}",
                      f"        set {{ setChildText(newValue.map {{ $0 ? \"true\" : \"false\" }}, of: {cls}.self) }}",
                      "    }"]
        elif access == "dateValue":
            lines += [f"    public var {ident(swift)}: GDataDateTime? {{",
                      f"        get {{ child({cls}.self)?.value.flatMap {{ GDataDateTime(rfc3339String: $0) }} }}",
                      f"        set {{ setChildValue(newValue?.rfc3339String, of: {cls}.self) }}",
                      "    }"]
        elif access == "present":
            lines += [f"    public var {ident(swift)}: Bool {{",
                      f"        get {{ child({cls}.self) != nil }}",
                      f"        set {{ setChildPresent(newValue, of: {cls}.self) }}",
                      "    }"]
        return lines

    # MARK: Registration and key table

    def generate_registration(self, service):
        if service:
            lines = self.header("Schemas/services/*.json")
            lines += ["/// Registers the service classes of `Schemas/services/`: their kinds and root element classes.",
                      "///",
                      "/// The parser finds this type by name when module GData is linked (`GDataClassRegistry`), so no caller",
                      "/// registers anything.",
                      "enum GDataServiceSchemaRegistration: GDataSchemaRegistrant {",
                      "    static func registerAll() {"]
        else:
            lines = self.header("Schemas/*.json")
            lines += ["/// Registers the core classes: root element classes and kinds. The parser calls it once.",
                      "enum GDataSchemaRegistration {",
                      "    static func registerAll() {"]
        for schema in self.schemas:
            if bool(schema.get("_service")) != service:
                continue
            roots = schema.get("roots", [])
            kinds = schema.get("kinds", [])
            if not roots and not kinds:
                continue
            lines.append(f"        // Schemas/{schema['_file']}")
            for root in roots:
                if root["class"] not in self.classes:
                    raise SchemaError(f"{schema['_file']}: root of unknown class {root['class']}")
                uri, local = self.qname(root["element"])
                lines.append(f"        GDataClassRegistry.registerBuiltInRootClass({root['class']}.self, "
                             f"for: GDataXMLName.intern({swift_string(uri)}, {swift_string(local)}))")
            for kind in kinds:
                if kind["class"] not in self.classes:
                    raise SchemaError(f"{schema['_file']}: kind of unknown class {kind['class']}")
                if "forEntriesOf" in kind:
                    if kind["forEntriesOf"] not in self.classes:
                        raise SchemaError(f"{schema['_file']}: kind for entries of unknown class {kind['forEntriesOf']}")
                    lines.append(f"        GDataClassRegistry.registerBuiltInFeedClass({kind['class']}.self, "
                                 f"forEntriesOf: {kind['forEntriesOf']}.self)")
                    continue
                args = [f"{kind['class']}.self"]
                if "term" in kind:
                    args.append(f"kindTerm: {swift_string(kind['term'])}")
                if "scheme" in kind:
                    args.append(f"scheme: {swift_string(kind['scheme'])}")
                if "kindAttribute" in kind:
                    args.append(f"kindAttribute: {swift_string(kind['kindAttribute'])}")
                lines.append(f"        GDataClassRegistry.registerBuiltIn({', '.join(args)})")
        if service:
            lines.append("        GDataClassRegistry.markServicesRegistered()")
        lines += ["    }"]
        if service:
            lines += [""] + self.service_key_list()
        lines += ["}"]
        return "\n".join(lines) + "\n"

    def service_key_list(self):
        """`(class, original key, Swift accessor)` for every accessor declared in Schemas/services/."""
        rows = []
        for schema, owner, spec in self.all_member_specs():
            if not schema.get("_service"):
                continue
            for attribute in spec.get("attributes", []):
                swift = attribute.get("swift", self.qname(attribute["name"], attribute=True)[1])
                rows.append((owner, attribute.get("key", swift), swift))
            for child in spec.get("children", []):
                if child.get("access", "object") != "none":
                    rows.append((owner, child.get("key", child["swift"]), child["swift"]))
            for computed in spec.get("computed", []):
                rows.append((owner, computed["key"], computed.get("swift", computed["key"])))
        lines = ["    /// The accessors declared by `Schemas/services/*.json`: class, the original library's key, Swift name.",
                 "    static let serviceClassKeys: [(cls: GDataObject.Type, key: String, swift: String)] = ["]
        seen = set()
        for owner, key, swift in rows:
            if (owner, key) in seen:
                continue
            seen.add((owner, key))
            lines.append(f"        ({owner}.self, {swift_string(key)}, {swift_string(swift)}),")
        lines.append("    ]")
        return lines

    def key_table(self):
        keys = {}  # key -> list of (class, swift)

        def add(owner, key, swift, replace=False):
            entries = keys.setdefault(key, [])
            for index, existing in enumerate(entries):
                if existing[0] == owner:
                    if replace:
                        entries[index] = (owner, swift)
                    return
            entries.append((owner, swift))

        for schema, owner, spec in self.all_member_specs():
            for attribute in spec.get("attributes", []):
                swift = attribute.get("swift", self.qname(attribute["name"], attribute=True)[1])
                add(owner, attribute.get("key", swift), swift)
            for child in spec.get("children", []):
                if child.get("access", "object") != "none":
                    add(owner, child.get("key", child["swift"]), child["swift"])
            for computed in spec.get("computed", []):
                add(owner, computed["key"], computed.get("swift", computed["key"]), replace=True)
        lines = ["extension GDataObject {",
                 "    /// The value of the accessor the original library named `key` (`\"links\"`, `\"ETag\"`, `\"URI\"`…) for",
                 "    /// this object's class, or `nil` when the class has no such accessor or its value is absent.",
                 "    ///",
                 "    /// Generated from the `key`/`swift` names in `Schemas/*.json`, so key paths written against the original",
                 "    /// library (`entries.0.links.1.rel`) can be evaluated. `stringValue` falls back to the element text.",
                 "    public func value(forOriginalKey key: String) -> Any? {",
                 "        switch key {"]
        for key in sorted(keys):
            lines.append(f"        case {swift_string(key)}:")
            entries = sorted(keys[key], key=lambda item: (-self.depth(item[0]), item[0]))
            for owner, swift in entries:
                lines.append(f"            if let object = self as? {owner} {{ return object.{ident(swift)} }}")
            if key == "stringValue":
                lines.append("            return stringValue")
            else:
                lines.append("            return nil")
        lines += ["        case \"stringValue\":",
                  "            return stringValue"] if "stringValue" not in keys else []
        lines += ["        default:",
                  "            return nil",
                  "        }",
                  "    }",
                  "}"]
        return lines


def write_files(files, directory=SOURCES_DIR):
    for name, text in sorted(files.items()):
        path = os.path.join(directory, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)


def service_directory(stem):
    if stem not in SERVICE_FOLDERS:
        raise SchemaError(f"Schemas/services/{stem}.json: no folder for it in SERVICE_FOLDERS (scripts/generate-schemas.py)")
    return f"{SERVICE_DIR}/{SERVICE_FOLDERS[stem]}/Generated"


def existing_files(directory=SOURCES_DIR):
    found = set()
    service_root = os.path.join(directory, SERVICE_DIR)
    folders = sorted(os.listdir(service_root)) if os.path.isdir(service_root) else []
    generated = [f"{SERVICE_DIR}/{folder}/Generated" for folder in folders]
    for sub in [CORE_OUT, SERVICE_OUT] + generated:
        path = os.path.join(directory, sub)
        if os.path.isdir(path):
            found.update((f"{sub}/{n}" if sub else n) for n in os.listdir(path) if n.endswith(".swift"))
    return found


def main(argv):
    check = "--check" in argv[1:]
    try:
        generator = Generator(load_schemas())
        files = generator.generate()
    except (SchemaError, KeyError) as error:
        print(f"generate-schemas: {error}", file=sys.stderr)
        return 2
    if not check:
        for name in existing_files():
            if name not in files:
                os.remove(os.path.join(SOURCES_DIR, name))
        write_files(files)
        print(f"generate-schemas: wrote {len(files)} files to Sources/{CORE_OUT}/, Sources/{SERVICE_OUT}/ and "
              f"Sources/{SERVICE_DIR}/*/Generated/")
        return 0
    temp = tempfile.mkdtemp(prefix="gdata-schemas-")
    try:
        write_files(files, temp)
        drift = False
        existing = existing_files()
        for name in sorted(existing | set(files)):
            old_path = os.path.join(SOURCES_DIR, name)
            new_path = os.path.join(temp, name)
            old = open(old_path, encoding="utf-8").read().splitlines(True) if os.path.exists(old_path) else []
            new = open(new_path, encoding="utf-8").read().splitlines(True) if os.path.exists(new_path) else []
            if old != new:
                drift = True
                sys.stdout.writelines(difflib.unified_diff(old, new, f"committed/{name}", f"generated/{name}"))
        if drift:
            print("generate-schemas: generated sources are out of date; run python3 scripts/generate-schemas.py",
                  file=sys.stderr)
            return 1
        print("generate-schemas: generated files are up to date")
        return 0
    finally:
        shutil.rmtree(temp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
