/// Expands RFC 6570 URI templates as Google's path templates use them (the subset the original's `GTLRURITemplate`
/// supported): simple `{name}`, reserved `{+name}`, and the `.`, `/`, `;` and `?` operators, with the explode
/// modifier `*` and several variables per expression. Missing variables expand to nothing.
public enum GTLRURITemplate {
    /// `template` with its expressions replaced by `values` (strings, numbers, Booleans, arrays of them).
    public static func expand(_ template: String, values: [String: GTLRJSONValue]) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                out += rest[open...]
                return out
            }
            out += expression(rest[rest.index(after: open)..<close], values: values)
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    static func expression(_ spec: Substring, values: [String: GTLRJSONValue]) -> String {
        var body = spec
        var operatorCharacter: Character?
        if let first = body.first, "+./;?#&".contains(first) {
            operatorCharacter = first
            body = body.dropFirst()
        }
        let (prefix, separator, named, allowReserved): (String, String, Bool, Bool)
        switch operatorCharacter {
        case "+": (prefix, separator, named, allowReserved) = ("", ",", false, true)
        case "#": (prefix, separator, named, allowReserved) = ("#", ",", false, true)
        case ".": (prefix, separator, named, allowReserved) = (".", ".", false, false)
        case "/": (prefix, separator, named, allowReserved) = ("/", "/", false, false)
        case ";": (prefix, separator, named, allowReserved) = (";", ";", true, false)
        case "?": (prefix, separator, named, allowReserved) = ("?", "&", true, false)
        case "&": (prefix, separator, named, allowReserved) = ("&", "&", true, false)
        default: (prefix, separator, named, allowReserved) = ("", ",", false, false)
        }
        var pieces: [String] = []
        for variable in body.split(separator: ",") {
            var name = String(variable)
            let explode = name.hasSuffix("*")
            if explode { name.removeLast() }
            guard let value = values[name], value != .null else { continue }
            let encode = { (text: String) in percentEncode(text, allowReserved: allowReserved) }
            switch value {
            case .array(let elements):
                let texts = elements.compactMap(text(of:)).map(encode)
                guard !texts.isEmpty else { continue }
                if explode {
                    pieces.append(contentsOf: named ? texts.map { name + "=" + $0 } : texts)
                } else {
                    pieces.append((named ? name + "=" : "") + texts.joined(separator: ","))
                }
            default:
                guard let single = text(of: value) else { continue }
                let encoded = encode(single)
                if named {
                    pieces.append(encoded.isEmpty && operatorCharacter == ";" ? name : name + "=" + encoded)
                } else {
                    pieces.append(encoded)
                }
            }
        }
        return pieces.isEmpty ? "" : prefix + pieces.joined(separator: separator)
    }

    /// The text of a scalar JSON value (`true`/`false` for Booleans).
    public static func text(of value: GTLRJSONValue) -> String? {
        String.fromJSON(value, resolver: nil)
    }

    /// Percent-encodes UTF-8 `text`: everything but unreserved characters, or (with `allowReserved`) everything but
    /// unreserved and reserved characters and existing `%XX` escapes.
    public static func percentEncode(_ text: String, allowReserved: Bool) -> String {
        let bytes = Array(text.utf8)
        var out = ""
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isUnreserved =
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            let isReserved = ":/?#[]@!$&'()*+,;=".utf8.contains(byte)
            if isUnreserved || (allowReserved && isReserved) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else if allowReserved, byte == 0x25, index + 2 < bytes.count, isHex(bytes[index + 1]),
                isHex(bytes[index + 2])
            {
                out += "%"
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded()
            }
            index += 1
        }
        return out
    }

    static func isHex(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}

extension String {
    fileprivate func leftPadded() -> String { count == 1 ? "0" + self : self }
}
