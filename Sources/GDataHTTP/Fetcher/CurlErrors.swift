internal import CGDataCurl

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Maps libcurl result codes to ``GDataHTTPError``.
enum CurlErrors {
    /// Curl codes that mean an established exchange broke off (retried by default, like `NSURLErrorNetworkConnectionLost`).
    static func isLostConnection(_ code: Int) -> Bool {
        let lost: [CURLcode] = [CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE]
        return lost.contains { Int($0.rawValue) == code }
    }

    /// Curl codes worth another attempt: a lost connection, or a refused one (a server restarting).
    static func isTransient(_ code: Int) -> Bool {
        isLostConnection(code) || code == Int(CURLE_COULDNT_CONNECT.rawValue)
    }

    /// The error for a failed transfer. `detail` is the text of `CURLOPT_ERRORBUFFER` (may be empty).
    static func error(for code: CURLcode, detail: String, url: URL) -> GDataHTTPError {
        let kind: GDataHTTPError.Code
        var summary: String
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            kind = .timedOut
            summary = "the request timed out"
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CIPHER, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED,
            CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS,
            CURLE_SSL_SHUTDOWN_FAILED, CURLE_USE_SSL_FAILED, CURLE_SSL_CLIENTCERT:
            kind = .tls
            summary = "TLS failed"
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL:
            kind = .invalidURL
            summary = "the URL is malformed or its scheme is not supported"
        case CURLE_TOO_MANY_REDIRECTS:
            kind = .tooManyRedirects
            summary = "too many redirects"
        case CURLE_PARTIAL_FILE:
            kind = .network
            summary = "the response was truncated: the server closed the connection before the whole body arrived"
        case CURLE_GOT_NOTHING:
            kind = .network
            summary = "the server closed the connection without answering"
        case CURLE_COULDNT_CONNECT:
            kind = .network
            summary = "could not connect"
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            kind = .network
            summary = "could not resolve the host name"
        case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING:
            kind = .invalidResponse
            summary = "the response is malformed"
        case CURLE_READ_ERROR, CURLE_WRITE_ERROR:
            kind = .fileIO
            summary = "reading the body or writing the response failed"
        case CURLE_ABORTED_BY_CALLBACK:
            kind = .cancelled
            summary = "the transfer was stopped"
        default:
            kind = .network
            summary = "the transfer failed"
        }
        let curlText = String(cString: cgdata_curl_easy_strerror(code))
        summary += " (curl \(code.rawValue): \(detail.isEmpty ? curlText : detail))"
        return GDataHTTPError(code: kind, message: summary, url: url, curlCode: Int(code.rawValue))
    }
}
