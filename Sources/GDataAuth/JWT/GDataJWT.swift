internal import Crypto
internal import CryptoExtras
public import GDataJSON

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Signed JSON Web Tokens (RFC 7519) with RS256 (RSASSA-PKCS1-v1_5 over SHA-256), as Google's token endpoint and APIs
/// accept them: `base64url(header).base64url(claims).base64url(signature)`, unpadded.
public enum GDataJWT {
    /// The signing input of `header` and `claims`: their compact JSON, each base64url-encoded, joined by a dot.
    public static func signingInput(header: GDataJSONValue, claims: GDataJSONValue) -> String {
        base64URL(header.jsonData) + "." + base64URL(claims.jsonData)
    }

    /// `signingInput` signed with `key`, as a complete JWT.
    public static func sign(header: GDataJSONValue, claims: GDataJSONValue, key: GDataRSAPrivateKey)
        throws(GDataAuthError)
        -> String
    {
        let input = signingInput(header: header, claims: claims)
        let signature = try key.signRS256(Data(input.utf8))
        return input + "." + base64URL(signature)
    }

    /// Unpadded base64url (RFC 4648 §5).
    public static func base64URL(_ data: Data) -> String {
        var text = data.base64EncodedString()
        text = text.replacing("+", with: "-").replacing("/", with: "_")
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }

    /// Decodes unpadded or padded base64url; `nil` when it is not.
    public static func base64URLDecoded(_ text: some StringProtocol) -> Data? {
        var standard = String(text).replacing("-", with: "+").replacing("_", with: "/")
        while standard.count % 4 != 0 { standard += "=" }
        return Data(base64Encoded: standard)
    }
}

/// An RSA private key read from PEM (PKCS#8 `BEGIN PRIVATE KEY` or PKCS#1 `BEGIN RSA PRIVATE KEY`), as service-account
/// key files hold it. Its `description` never shows the key.
public struct GDataRSAPrivateKey: Sendable, CustomStringConvertible {
    private let key: _RSA.Signing.PrivateKey

    /// Reads `pem`. Throws ``GDataAuthError/Code/invalidKey`` when it is not an RSA private key of 2,048 bits or more
    /// (`context` names where it came from in the message).
    public init(pem: String, context: String = "the private key") throws(GDataAuthError) {
        guard pem.contains("-----BEGIN") else {
            throw GDataAuthError(code: .invalidKey, message: "\(context) is not a PEM private key (no BEGIN line)")
        }
        do {
            key = try _RSA.Signing.PrivateKey(pemRepresentation: pem)
        } catch {
            throw GDataAuthError(
                code: .invalidKey,
                message: "\(context) is not a usable RSA private key (PKCS#8 or PKCS#1 PEM, at least 2048 bits)"
            )
        }
    }

    /// The key size in bits.
    public var bitCount: Int { key.keySizeInBits }

    /// RSASSA-PKCS1-v1_5 with SHA-256 over `data` (deterministic: the same input gives the same signature).
    public func signRS256(_ data: Data) throws(GDataAuthError) -> Data {
        do {
            return try key.signature(for: data, padding: .insecurePKCS1v1_5).rawRepresentation
        } catch {
            throw GDataAuthError(code: .invalidKey, message: "signing with the private key failed")
        }
    }

    /// Names the type and size only.
    public var description: String { "GDataRSAPrivateKey(\(bitCount) bits, <redacted>)" }
}
