/// Serializes child nodes (text and elements) as an XML fragment string, for values such as XHTML text constructs and
/// inline XML content.
package enum GDataXMLFragment {
    /// `nodes` as XML. Elements in `defaultNamespace` are written unprefixed without namespace declarations (the way
    /// XHTML appears inside an Atom `div`); other elements are written with the namespace declarations they need.
    package static func string(of nodes: [GDataXMLNode], defaultNamespace: String? = nil) -> String {
        var out = ""
        for node in nodes {
            switch node {
            case .text(let text): out += GDataXMLWriter.escaped(text.string, attribute: false)
            case .element(let element): append(element, defaultNamespace: defaultNamespace, to: &out)
            }
        }
        return out
    }

    private static func append(_ element: GDataObject, defaultNamespace: String?, to out: inout String) {
        guard let defaultNamespace, element.name.namespaceURI == defaultNamespace,
            element.attributes.allSatisfy({ $0.name.namespaceURI.isEmpty || $0.name.namespaceURI == GDataNamespace.xml }
            )
        else {
            out += GDataXMLWriter(includesDeclaration: false).string(for: element)
            return
        }
        out += "<" + element.name.localName
        for attribute in element.attributes {
            let qualified =
                attribute.name.namespaceURI.isEmpty ? attribute.name.localName : "xml:" + attribute.name.localName
            out += " " + qualified + "=\"" + GDataXMLWriter.escaped(attribute.value, attribute: true) + "\""
        }
        let children = element.childNodes
        if children.isEmpty {
            out += "/>"
            return
        }
        out += ">"
        out += string(of: children, defaultNamespace: defaultNamespace)
        out += "</" + element.name.localName + ">"
    }
}
