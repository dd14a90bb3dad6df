import Foundation
import GDataHTTP
import GDataPlatform
import Testing

/// What replaced full Foundation in the library (issue 30 §5) gives what Foundation gave, on a corpus with the edge
/// cases: non-ASCII white space, newlines, combining marks, malformed escapes.
@Suite struct FoundationEssentialsParityTests {
    static let corpus: [String] = [
        "", " ", "\t", "plain", "  both ends  ", "\t tab and space \t", "\n\r newline ends \r\n",
        "\u{00A0}nbsp\u{00A0}",
        "\u{3000}ideographic\u{3000}", "\u{2028}line separator\u{2029}", "\u{0085}next line\u{0085}", "e\u{301} ",
        " \u{301}combining first", "\"quoted\"", "'single'", "[::1]", "<id-1>", " mixed \"' ends '\" ", "😀 emoji 😀",
        "a%20b", "%E2%82%AC", "%zz", "%", "%4", "100%", "%C3%28", "a+b=c&d", "key=secret&other=1",
        "Bearer abc.def, Basic xyz", "ÄÖÜ äöü ß", "\u{FEFF}bom\u{FEFF}",
    ]

    @Test func trimmingMatchesFoundation() {
        for text in Self.corpus {
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            #expect(
                text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(text.debugDescription)"
            )
            for set in ["\"' ", "[]", "<> \t", "\r", "\" "] {
                #expect(
                    text.trimming(charactersIn: set) == text.trimmingCharacters(in: CharacterSet(charactersIn: set)),
                    "\(text.debugDescription) \(set.debugDescription)"
                )
            }
        }
    }

    @Test func characterClassesMatchFoundation() {
        let scalars = (0..<0x3100).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{1F600}", "\u{10FFFF}"]
        for scalar in scalars {
            #expect(GDataText.isWhitespace(scalar) == CharacterSet.whitespaces.contains(scalar), "\(scalar.value)")
            #expect(
                GDataText.isWhitespaceOrNewline(scalar) == CharacterSet.whitespacesAndNewlines.contains(scalar),
                "\(scalar.value)"
            )
            // Foundation's tables are Unicode 15; the standard library knows the scalars assigned since.
            if let age = scalar.properties.age, age.major < 16 {
                #expect(
                    GDataText.isAlphanumeric(scalar) == CharacterSet.alphanumerics.contains(scalar),
                    "\(scalar.value)"
                )
            }
        }
    }

    @Test func percentEncodingMatchesFoundation() {
        var allowedSet = CharacterSet.urlQueryAllowed
        allowedSet.remove(charactersIn: "&=+?#")
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$'()*,;:@/".utf8)
        // Foundation drops a leading U+FEFF when it decodes; GDataText keeps every scalar (the only difference).
        for text in Self.corpus where !text.hasPrefix("\u{FEFF}") {
            #expect(GDataText.removingPercentEncoding(text) == text.removingPercentEncoding, "\(text.debugDescription)")
            #expect(
                GDataText.addingPercentEncoding(text, allowed: allowed.contains)
                    == text.addingPercentEncoding(withAllowedCharacters: allowedSet),
                "\(text.debugDescription)"
            )
        }
    }

    @Test func formatMatchesFoundation() {
        for value in [0.0, 0.04, 0.05, 0.95, 1.25, 99.95, 100.0, 12_345.678, -3.5] {
            for format in ["%.1f", "%.3f", "%.0f"] {
                #expect(GDataText.format(format, value) == String(format: format, value))
            }
        }
        for value: Int32 in [0, 7, 42, 255, 2026, -5] {
            for format in ["%04d", "%02d", "%02X", "\\x%02X", "%08x"] {
                #expect(GDataText.format(format, value) == String(format: format, value))
            }
        }
        let long = String(repeating: "x", count: 200)
        #expect(GDataText.format(long + "-%d", Int32(1)) == long + "-1")
    }

    @Test func caseInsensitiveSearchMatchesFoundation() {
        for text in ["multipart/mixed; Boundary=abc", "BOUNDARY=x", "no match", "", "boundary", "ÄboUndary=1"] {
            let mine = text.firstRange(ofIgnoringCase: "boundary=").map {
                text.distance(from: text.startIndex, to: $0.lowerBound)
            }
            let theirs = text.range(of: "boundary=", options: .caseInsensitive).map {
                text.distance(from: text.startIndex, to: $0.lowerBound)
            }
            #expect(mine == theirs, "\(text)")
        }
    }

    /// The redaction's patterns, as `NSRegularExpression` ran them before issue 30 §5.
    static func foundationRedaction(_ text: String) -> String {
        func replace(_ pattern: String, _ options: NSRegularExpression.Options, _ text: String, _ template: String)
            -> String
        {
            let expression = try! NSRegularExpression(pattern: pattern, options: options)
            return expression.stringByReplacingMatches(
                in: text,
                range: NSRange(text.startIndex..<text.endIndex, in: text),
                withTemplate: template
            )
        }
        var result = replace(
            #"(^|[?&;,\s"'])(key|access_token|refresh_token|id_token|token|password|passwd|auth|client_secret|sid|lsid|upload_id|assertion|code_verifier|subject_token)=([^&\s"'<>;,]+)"#,
            [.caseInsensitive, .anchorsMatchLines],
            text,
            "$1$2=_snip_"
        )
        result = replace(
            #"("(?:access_token|refresh_token|id_token|client_secret|password|passwd|token|accessToken|assertion|subject_token|private_key)"\s*:\s*")(?:[^"\\]|\\.)*(")"#,
            [.caseInsensitive],
            result,
            "$1_snip_$2"
        )
        return result
    }

    static func foundationHeaderRedaction(_ value: String) -> String {
        let expression = try! NSRegularExpression(
            pattern: #"\b(Bearer|OAuth|Basic|Digest|Negotiate)\s+[^\s,]+"#,
            options: [.caseInsensitive]
        )
        let replaced = expression.stringByReplacingMatches(
            in: value,
            range: NSRange(value.startIndex..<value.endIndex, in: value),
            withTemplate: "$1 _snip_"
        )
        return foundationRedaction(replaced)
    }

    static let redactionCorpus: [String] =
        corpus + [
            "https://example.com/x?key=AIza123&alt=json", "access_token=ya29.abc&token_type=Bearer",
            "line one\nAuth=DQAAAHoAAA\nSID=xyz\nLSID=abc", "a=1;password=hunter2,b=2", "PASSWORD=x KEY=y",
            "{\"access_token\": \"ya29.a\\\"b\", \"expires_in\": 3599}", "{\"Refresh_Token\":\"1//abc\"}",
            "mykey=notsecret&key=secret", "\"key=quoted\"", "'token=single'", "x\u{2028}key=after-line-separator",
            "key=é\u{301}combined&x=1", "key=😀emoji", "\r\ntoken=crlf\r\n", "{\"private_key\": \"-----BEGIN\\nABC\"}",
            "upload_id=ABCDEF&upload_protocol=resumable", "code_verifier=v;subject_token=s,assertion=a",
        ]

    @Test func textRedactionMatchesNSRegularExpression() {
        for text in Self.redactionCorpus {
            #expect(GDataHTTPRedaction.text(text) == Self.foundationRedaction(text), "\(text.debugDescription)")
        }
    }

    @Test func headerRedactionMatchesNSRegularExpression() {
        let values =
            Self.redactionCorpus + [
                "Bearer ya29.token", "bearer lower", "OAuth oauth_token=\"x\", realm=y", "Basic dXNlcjpwYXNz",
                "xBearer notascheme", "Negotiate YII, Digest username=a", "Digest\tTAB", "Bearer\n",
            ]
        for value in values {
            #expect(
                GDataHTTPRedaction.header(name: "X-Custom", value: value) == Self.foundationHeaderRedaction(value),
                "\(value.debugDescription)"
            )
        }
    }
}
