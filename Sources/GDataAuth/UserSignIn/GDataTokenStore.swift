import GDataJSON

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Where a server application keeps its users' sign-ins (one authorized-user record per user): a database, a secret
/// manager, or ``GDataFileTokenStore``. Implementations must keep records private to the application.
public protocol GDataTokenStore: Sendable {
    /// The record of `user`, or `nil` when there is none.
    func load(user: String) async throws -> GDataAuthorizedUserInfo?
    /// Saves (replaces) the record of `user`.
    func save(_ info: GDataAuthorizedUserInfo, user: String) async throws
    /// Deletes the record of `user` (nothing when there is none).
    func remove(user: String) async throws
}

/// A ``GDataTokenStore`` of files: one authorized-user JSON file per user, mode 0600, in a directory of mode 0700,
/// written through a new exclusively created file renamed into place (a crash leaves the old or the new record,
/// never half of one). File names are the user ids in base64url, so any id is safe as a name.
public actor GDataFileTokenStore: GDataTokenStore {
    /// The directory.
    public nonisolated let directory: URL

    /// A store in `directory` (created 0700 when missing).
    public init(directory: URL) {
        self.directory = directory
    }

    func path(_ user: String) -> String {
        directory.appendingPathComponent("user-" + GDataJWT.base64URL(Data(user.utf8)) + ".json").path
    }

    /// The record of `user`.
    public func load(user: String) async throws -> GDataAuthorizedUserInfo? {
        let path = path(user)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard case .authorizedUser(let info) = try GDataCredentialsFile.read(path: path) else {
            throw GDataCredentialsFile.invalid(path, "is not an authorized_user record")
        }
        return info
    }

    /// Saves the record of `user`.
    public func save(_ info: GDataAuthorizedUserInfo, user: String) async throws {
        try GDataInstalledAppFlow.writeAuthorizedUserFile(info, to: path(user))
    }

    /// Deletes the record of `user`.
    public func remove(user: String) async throws {
        let path = path(user)
        if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
    }
}
