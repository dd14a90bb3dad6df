import Foundation
import GData
import Testing

@testable import GDataCore

/// Inputs the fuzz targets (Fuzz/GDataFuzz, scripts/fuzz.sh) found, kept as regression tests.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// Parses, writes, reparses and writes again: the reparse is equal and the second write identical.
    func roundTrip(_ data: Data) throws -> String {
        let first = try GDataXMLParser.parse(data)
        let written = first.xmlData()
        let second = try GDataXMLParser.parse(written)
        #expect(second.isEqual(to: first))
        #expect(second.xmlData() == written)
        return String(decoding: written, as: UTF8.self)
    }

    /// A crashing input kept in `Fixtures/fuzz`.
    func fuzzInput(_ name: String) throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "xml", subdirectory: "Fixtures/fuzz")
        )
        return try Data(contentsOf: url)
    }

    /// xml-roundtrip: `<atom:catego:y>` with `atom` unbound was read as the local name `catego:y` (libxml2 drops an
    /// unbound prefix and keeps the rest), written as `<catego:y>`, and read back as `y`. Unbound prefixes now stay part
    /// of the name, in no namespace, so the element is written as it was read.
    @Test func unboundPrefixWithASecondColonRoundTrips() throws {
        let written = try roundTrip(fuzzInput("xml-roundtrip-undeclared-prefix"))
        #expect(written.contains("<atom:catego:y "))
        #expect(written.contains("<atom:category "))
    }

    /// xml-roundtrip: `xmlns:georslns:gd` (namespace-malformed; libxml2 reports it and keeps the declaration with the
    /// "prefix" `georslns:gd`) bound the `gd` namespace last, so the writer wrote `gd:etag` as `georslns:gd:etag`, which
    /// reads back as another name. The declaration is still written as read, but no name is written with that prefix.
    @Test func aDeclaredPrefixWithAColonIsNeverUsedForNames() throws {
        let written = try roundTrip(fuzzInput("xml-roundtrip-colon-in-declared-prefix"))
        #expect(written.contains("xmlns:georslns:gd=\"http://schemas.google.com/g/2005\""))
        #expect(written.contains(" gd:etag=\"W/*quot;CUEAQX005/Atom\""))
        #expect(!written.contains("georslns:gd:etag"))
    }

    /// xml-roundtrip: an element in no namespace (`wt:keyword`, `wt` unbound) declaring the Atom namespace as default for
    /// its children: the writer cannot keep that declaration (it would move the element itself into Atom), so the
    /// children got `xmlns:atom` declared on each of them, which the reparse hoisted to the root, and the second write
    /// differed. Only a default declaration that names the element's own namespace now keeps a namespace off the root.
    @Test func aDefaultDeclarationTheWriterCannotKeepDoesNotKeepItsNamespaceOffTheRoot() throws {
        let xml =
            #"<feed xmlns="urn:other"><wt:keyword xmlns="http://www.w3.org/2005/Atom"><title>t</title>"#
            + #"<link href="x"/></wt:keyword></feed>"#
        let written = try roundTrip(Data(xml.utf8))
        #expect(written.contains(#"<feed xmlns="urn:other" xmlns:atom="http://www.w3.org/2005/Atom">"#))
        #expect(written.contains(#"<wt:keyword xmlns=""><atom:title>t</atom:title><atom:link href="x"/>"#))
        // A default declaration naming the element's own namespace still stays on it (an XHTML div in content).
        let xhtml =
            #"<entry xmlns="http://www.w3.org/2005/Atom"><content type="xhtml">"#
            + #"<div xmlns="http://www.w3.org/1999/xhtml"><p>x</p></div></content></entry>"#
        #expect(try roundTrip(Data(xhtml.utf8)).contains(#"<div xmlns="http://www.w3.org/1999/xhtml"><p>x</p></div>"#))
        _ = try roundTrip(fuzzInput("xml-roundtrip-default-on-foreign-element"))
    }

    /// xml-roundtrip: `<:content>` (no NCName) is read by libxml2 as the local name `:content` in the default namespace.
    /// Inside an element that resets the default, the writer gave it a prefix, `<atom::content xmlns:atom=…>`, which
    /// reads back as the local name `atom::content` in no namespace. Such names are now always written unprefixed, in
    /// the default namespace, declared on the element when needed.
    @Test func aLocalNameWithAColonIsWrittenInTheDefaultNamespace() throws {
        let xml =
            #"<feed xmlns="http://www.w3.org/2005/Atom"><entry><m:group><:content a="1"/></m:group></entry></feed>"#
        let parsed = try GDataXMLParser.parse(Data(xml.utf8))
        let content = try #require(parsed.childElements.first?.childElements.first?.childElements.first)
        #expect(content.name.localName == ":content")
        #expect(content.name.namespaceURI == GDataNamespace.atom)
        let written = try roundTrip(Data(xml.utf8))
        #expect(written.contains(#"<m:group xmlns=""><:content xmlns="http://www.w3.org/2005/Atom" a="1"/></m:group>"#))
        _ = try roundTrip(fuzzInput("xml-roundtrip-colon-in-local-name"))
    }

    /// xml-roundtrip: `<gd:transparegd:eventStatus>` is read as the local name `transparegd:eventStatus` in the `gd`
    /// namespace; written unprefixed (as the fix above first did for every name with a colon) it reads back as prefix
    /// `transparegd`, unbound. A colon inside a local name needs a prefix, one at its start none.
    @Test func aLocalNameWithAColonInsideKeepsAPrefix() throws {
        let xml =
            #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005"><entry>"#
            + #"<gd:transparegd:eventStatus value="x"/><a:b:c xmlns:a="urn:a" xmlns="urn:a"/></entry></feed>"#
        let parsed = try GDataXMLParser.parse(Data(xml.utf8))
        let first = try #require(parsed.childElements.first?.childElements.first)
        #expect(first.name.localName == "transparegd:eventStatus")
        #expect(first.name.namespaceURI == GDataNamespace.gd)
        let written = try roundTrip(Data(xml.utf8))
        #expect(written.contains(#"<gd:transparegd:eventStatus value="x"/>"#))
        #expect(written.contains(#"<a:b:c"#))
        _ = try roundTrip(fuzzInput("xml-roundtrip-colon-inside-local-name"))
    }

    /// xml-roundtrip: `<gd:7here>` is no QName; libxml2 reads it as the local name `gd:7here` with no prefix, in the
    /// default namespace. The fix above gave every local name with a colon inside a prefix (`<atom:gd:7here>`), which
    /// libxml2 cannot read. The writer now picks the form by how libxml2 reads a name back (`GDataQNameReading`).
    @Test func aNameLibxml2ReadsWithoutItsPrefixIsWrittenUnprefixed() throws {
        #expect(GDataQNameReading.read("gd:7here")! == (nil, "gd:7here"))
        #expect(GDataQNameReading.read(":content")! == (nil, ":content"))
        #expect(GDataQNameReading.read("p::x")! == (nil, "p::x"))
        #expect(GDataQNameReading.read("p:a:b")! == ("p", "a:b"))
        #expect(GDataQNameReading.read("p:a:")! == ("p", "a:"))
        #expect(GDataQNameReading.read("gd:when")! == ("gd", "when"))
        #expect(GDataQNameReading.read("7x") == nil)
        let xml =
            #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">"#
            + #"<entry><gd:7here v="1"/></entry></feed>"#
        let parsed = try GDataXMLParser.parse(Data(xml.utf8))
        let element = try #require(parsed.childElements.first?.childElements.first)
        #expect(element.name.localName == "gd:7here")
        #expect(element.name.namespaceURI == GDataNamespace.atom)
        let written = try roundTrip(Data(xml.utf8))
        #expect(written.contains(#"<entry><gd:7here v="1"/></entry>"#))
        _ = try roundTrip(fuzzInput("xml-roundtrip-digit-after-prefix"))
    }

    /// xml-roundtrip: `<atom:cctego:ry>` (local name `cctego:ry`) under a declaration of `atom` that cannot be written
    /// (`atom` is also used unbound): the element needs a prefix, the first write generated one on it, and the reparse
    /// hoisted that, so the second write differed. Such a namespace now gets its prefix at the root in the first write.
    @Test func aColonNameWhoseNamespaceHasNoUsablePrefixGetsOneAtTheRoot() throws {
        let xml = #"<feed xmlns="http://www.w3.org/2005/Atom"><atom:t/><x xmlns:atom="urn:w2"><atom:a:b/></x></feed>"#
        let written = try roundTrip(Data(xml.utf8))
        #expect(written.contains(#"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:ns1="urn:w2">"#))
        #expect(written.contains(#"<ns1:a:b/>"#))
        _ = try roundTrip(fuzzInput("xml-roundtrip-colon-name-reserved-prefix"))
    }

    /// xml-roundtrip: an attribute `gd:etag` whose namespace is declared only on an ancestor, with `gd` also used unbound
    /// (so that declaration cannot be written): the first write declared a generated prefix on the attribute's element,
    /// which the reparse hoisted. Such a namespace now gets a generated prefix at the root in the first write.
    @Test func anAttributeNamespaceWithAnUnwritableDeclarationGetsARootPrefix() throws {
        let xml =
            #"<feed xmlns="http://www.w3.org/2005/Atom" gd:etag="1"><feed xmlns:gd="urn:x"><entry gd:etag="2"/>"#
            + #"</feed></feed>"#
        let written = try roundTrip(Data(xml.utf8))
        #expect(written.contains(#"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:ns1="urn:x" gd:etag="1">"#))
        #expect(written.contains(#"<entry ns1:etag="2"/>"#))
        _ = try roundTrip(fuzzInput("xml-roundtrip-attribute-prefix-reserved"))
    }

    /// xml-roundtrip: `gd` hoisted for one namespace and also used unbound (`gd:-tag`, no QName), and a descendant
    /// declaring `gd` for another namespace: the descendant's declaration cannot be written, so the first write
    /// generated a prefix on that element, which the reparse hoisted, and the second write differed. Such a namespace
    /// now gets a generated prefix at the root in the first write too.
    @Test func aShadowedReservedPrefixGetsAHoistedGeneratedPrefix() throws {
        let xml =
            #"<feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="urn:A" gd:etag="1"><entry gd:-tag="x"/>"#
            + #"<feed xmlns:gd="urn:B" gd:etag="y"/></feed>"#
        let written = try roundTrip(Data(xml.utf8))
        #expect(written.contains(#"xmlns:ns1="urn:A" xmlns:ns2="urn:B" ns1:etag="1""#))
        #expect(written.contains(#"<entry gd:-tag="x"/><feed ns2:etag="y"/>"#))
        _ = try roundTrip(fuzzInput("xml-roundtrip-shadowed-reserved-prefix"))
    }

    @Test func unboundPrefixesAreKeptAsWrittenOnElementsAndAttributes() throws {
        let xml = "<a xmlns='urn:default'><x:b y:c='1'>t</x:b><b/></a>"
        let written = try roundTrip(Data(xml.utf8))
        #expect(written.contains("<x:b xmlns=\"\" y:c=\"1\">t</x:b>"))
        let root = try GDataXMLParser.parse(Data(xml.utf8))
        let unbound = try #require(root.childElements.first)
        #expect(unbound.name.localName == "x:b")
        #expect(unbound.name.namespaceURI.isEmpty)
        #expect(unbound.attributes.first?.name.localName == "y:c")
        // A bound `b` in the same document is a different element name.
        #expect(root.childElements.last?.name.localName == "b")
        #expect(root.childElements.last?.name.namespaceURI == "urn:default")
    }

    /// xml-roundtrip: `atom` bound on two titles only, then used unbound on a third: the writer moved `xmlns:atom` to
    /// the root, which captured the unbound `atom:title` on reparse. Prefixes used unbound are now never bound; the
    /// Atom namespace gets another prefix.
    @Test func aPrefixUsedBothBoundAndUnboundIsNotHoistedOverTheUnboundUse() throws {
        let written = try roundTrip(fuzzInput("xml-roundtrip-bound-and-unbound-prefix"))
        #expect(!written.contains(/<[^<>]*xmlns:atom=/))  // no tag binds `atom` (the text mentions it)
        #expect(written.contains("<atom:title>Remaindered Links</atom:title>"))
        let document = try GDataXMLParser.parse(Data(written.utf8))
        let titles = document.childElements.first?.childElements.filter { $0.name.localName.hasSuffix("title") } ?? []
        #expect(titles.first?.name.namespaceURI == "http://www.w3.org/2005/Atom")
    }
}
