/// Google Spreadsheets' GData service (the original's `GDataServiceGoogleSpreadsheet`): service ID `wise`, version 3.0.
public enum GDataServiceGoogleSpreadsheet: GDataGoogleService {
    /// The service ID (the `service` of a ClientLogin request).
    public static let serviceID = "wise"
    /// The root of the service\'s feed URLs.
    public static let serviceRootURLString = "https://spreadsheets.google.com/feeds/"
    /// The GData protocol version sent as `GData-Version` unless the service says otherwise.
    public static let defaultServiceVersion = "3.0"
}

/// The signed-in user's spreadsheets (`kGDataGoogleSpreadsheetsPrivateFullFeed`).
public let kGDataGoogleSpreadsheetsPrivateFullFeed = "https://spreadsheets.google.com/feeds/spreadsheets/private/full"
