public import GDataHTTP

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// How a ``GDataService`` authorizes its requests. `description` never shows a password or token.
public enum GDataServiceAuthorization: Sendable, CustomStringConvertible {
    /// Requests go out unauthenticated.
    case none
    /// ClientLogin: the service signs in on demand (one sign-in shared by every request started meanwhile) and
    /// sends `Authorization: GoogleLogin auth=<token>`.
    case clientLogin(GDataClientLoginCredentials)
    /// A ClientLogin token obtained earlier: `Authorization: GoogleLogin auth=<token>`.
    case googleLoginToken(String)
    /// AuthSub: `Authorization: AuthSub token=<token>`.
    case authSubToken(String)
    /// Any `GDataHTTP` authorizer, e.g. `GDataBearerTokenAuthorizer` (OAuth 2) or `GDataAPIKeyAuthorizer`.
    /// A `401` with a refreshable authorizer refreshes it and repeats the request once.
    case authorizer(any GDataAuthorizer)

    /// Names the kind only.
    public var description: String {
        switch self {
        case .none: "none"
        case .clientLogin(let credentials): "clientLogin(\(credentials))"
        case .googleLoginToken: "googleLoginToken(<redacted>)"
        case .authSubToken: "authSubToken(<redacted>)"
        case .authorizer(let authorizer): "authorizer(\(type(of: authorizer)))"
        }
    }
}

/// What ClientLogin signs in with (the form fields of §2.22 of the inventory).
public struct GDataClientLoginCredentials: Sendable, Hashable, CustomStringConvertible {
    /// The account's e-mail address (`Email`).
    public var email: String
    /// The password (`Passwd`). Never printed.
    public var password: String
    /// The service ID (`service`), e.g. `cl` (Calendar), `cp` (Contacts), `writely` (Docs).
    public var serviceID: String
    /// The application name (`source`); the service's user agent when `nil`.
    public var source: String?
    /// `accountType`; default `HOSTED_OR_GOOGLE`.
    public var accountType: String
    /// A captcha token from an earlier ``GDataServiceError/Code/captchaRequired`` (`logintoken`).
    public var captchaToken: String?
    /// The user's answer to that captcha (`logincaptcha`).
    public var captchaAnswer: String?
    /// The sign-in URL; default `https://www.google.com/accounts/ClientLogin`. May point at a local server.
    public var signInURL: URL

    /// The default sign-in URL.
    public static let defaultSignInURL = URL(string: "https://www.google.com/accounts/ClientLogin")!

    /// Creates credentials.
    public init(
        email: String,
        password: String,
        serviceID: String,
        source: String? = nil,
        accountType: String = "HOSTED_OR_GOOGLE",
        captchaToken: String? = nil,
        captchaAnswer: String? = nil,
        signInURL: URL = GDataClientLoginCredentials.defaultSignInURL
    ) {
        self.email = email
        self.password = password
        self.serviceID = serviceID
        self.source = source
        self.accountType = accountType
        self.captchaToken = captchaToken
        self.captchaAnswer = captchaAnswer
        self.signInURL = signInURL
    }

    /// The e-mail, service and sign-in host; never the password.
    public var description: String {
        "GDataClientLoginCredentials(email: \(email), service: \(serviceID), password: <redacted>, "
            + "signIn: \(signInURL.host ?? "?"))"
    }
}
