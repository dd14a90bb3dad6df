import CGDataCurl
import CGDataLibXML2
import GDataHTTP

/// What `gdata --version` prints: the package version and the libxml2 and libcurl the process runs with (the shared
/// libraries loaded at run time, which may be newer than the headers the tool was built against).
enum GDataVersion {
    /// The swift-gdata release (``GDataPackage/version``, the one place it is written).
    static var package: String { GDataPackage.version }

    /// `2.9.14` for libxml2 2.9.14 (libxml2 reports `20914`).
    static var libxml2: String {
        guard let text = cgdata_xml_runtime_version(), let number = Int(String(cString: text)), number >= 0 else {
            return "unknown"
        }
        return "\(number / 10000).\(number / 100 % 100).\(number % 100)"
    }

    /// `7.88.1` for libcurl 7.88.1.
    static var libcurl: String {
        guard let info = cgdata_curl_version_info(cgdata_curl_version_now), let version = info.pointee.version else {
            return "unknown"
        }
        return String(cString: version)
    }

    /// `gdata 0.1.0 (libxml2 2.9.14, libcurl 7.88.1)`.
    static var description: String { "gdata \(package) (libxml2 \(libxml2), libcurl \(libcurl))" }
}
