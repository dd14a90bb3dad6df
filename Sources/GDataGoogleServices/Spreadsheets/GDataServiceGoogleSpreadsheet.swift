/// Google Spreadsheets' GData service (the original's `GDataServiceGoogleSpreadsheet`): service ID `wise`, version 3.0.
public enum GDataServiceGoogleSpreadsheet: GDataGoogleService {
    public static let serviceID = "wise"
    public static let serviceRootURLString = "https://spreadsheets.google.com/feeds/"
    public static let defaultServiceVersion = "3.0"
}

/// The signed-in user's spreadsheets (`kGDataGoogleSpreadsheetsPrivateFullFeed`).
public let kGDataGoogleSpreadsheetsPrivateFullFeed = "https://spreadsheets.google.com/feeds/spreadsheets/private/full"
