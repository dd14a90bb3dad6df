import Foundation
import GDataHTTP
import Testing

/// A resumable upload's session URL is a capability: its `upload_id` is masked wherever the package shows a URL or
/// text (errors, `-v`, the HTML log), as are what sign-in sends to token endpoints.
@Suite("Session URLs and sign-in parameters are masked")
struct SessionURLRedactionTests {
    @Test("upload_id is masked in URLs, errors and free text; assertion, code_verifier, subject_token too")
    func masked() {
        let session = URL(
            string: "https://www.googleapis.com/upload/storage/v1/b/x/o?uploadType=resumable&upload_id=ADPyc-SeCrEt"
        )!
        #expect(GDataHTTPRedaction.url(session).contains("upload_id=_snip_"))
        #expect(!GDataHTTPRedaction.url(session).contains("SeCrEt"))
        let error = GDataHTTPError(code: .uploadFailed, message: "the chunk failed", url: session)
        #expect(!"\(error)".contains("SeCrEt"))
        let form = "grant_type=urn%3Aietf&assertion=eyJhbGciOi.SeCrEt.sig&code_verifier=SeCrEt2&subject_token=SeCrEt3"
        let text = GDataHTTPRedaction.text(form)
        for secret in ["SeCrEt", "SeCrEt2", "SeCrEt3"] { #expect(!text.contains(secret), "\(text)") }
        #expect(text.contains("grant_type=urn%3Aietf"))
        let json = GDataHTTPRedaction.text(#"{"accessToken": "ya29.SeCrEt", "expireTime": "2026-12-07T10:00:00Z"}"#)
        #expect(!json.contains("SeCrEt"))
        #expect(json.contains("2026-12-07T10:00:00Z"))
    }
}
