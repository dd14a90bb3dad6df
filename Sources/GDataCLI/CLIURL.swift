#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the `gdata` verbs read a URL given on the command line.
///
/// Strictly, as RFC 3986 and curl do: a character a URL may not hold (a space, `[` outside an IPv6 host, a `%` not
/// followed by two hex digits) makes the argument invalid instead of being percent-encoded. Foundation's lenient
/// `URL(string:)` encodes such characters, and whether it does depends on whether full Foundation is loaded in the
/// process (`http://[oops` is refused with it and becomes `http://%5Boops` without it), so a verb's answer would
/// depend on how `gdata` was linked.
enum CLIURL {
    /// The URL in `text` when it is an absolute URL with a scheme, written with only the characters RFC 3986 allows.
    static func parse(_ text: String) -> URL? {
        guard let url = URL(string: text, encodingInvalidCharacters: false), url.scheme != nil else { return nil }
        return url
    }

    /// The one-line message for a URL argument that ``parse(_:)`` or ``parseHTTP(_:)`` refused: `invalid NAME: TEXT`,
    /// with a hint when the text has no scheme (curl would have guessed `http://`; the verbs do not guess).
    static func refusal(_ text: String, name: String = "URL") -> String {
        let hint = text.contains("://") ? "" : " (no scheme: start it with http:// or https://)"
        return "invalid \(name): \(text)\(hint)"
    }

    /// The URL in `text` when it is an absolute `http` or `https` URL with a host, written as ``parse(_:)`` requires.
    static func parseHTTP(_ text: String) -> URL? {
        guard let url = parse(text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host(percentEncoded: true), !host.isEmpty
        else { return nil }
        return url
    }
}
