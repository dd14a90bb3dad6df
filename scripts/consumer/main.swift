// The program of scripts/check-consumer.sh: a package that depends on swift-gdata by version imports every library
// product and touches each one. It imports exactly the library products of Package.swift (the script checks that).
import Foundation
import GData
import GDataAuth
import GDataCore
import GDataGoogleServices
import GDataHTTP
import GDataJSON
import GDataServer
import GDataService
import GTLR
import GTLRCalendar
import GTLRDiscovery
import GTLRDrive
import GTLRGenerator
import GTLRStorage
import GTLRTasks
import GTLRYouTube

func check(_ condition: Bool, _ what: String) {
    guard condition else {
        FileHandle.standardError.write(Data("check-consumer: FAILED: \(what)\n".utf8))
        exit(1)
    }
    print("check-consumer: ok: \(what)")
}

let atom = """
    <feed xmlns="http://www.w3.org/2005/Atom"><id>urn:consumer</id><title>Consumer</title>\
    <updated>2026-01-01T00:00:00Z</updated><entry><id>urn:consumer:1</id><title>First</title>\
    <updated>2026-01-01T00:00:00Z</updated></entry></feed>
    """
let events = """
    <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005"><id>urn:events</id>\
    <category scheme="http://schemas.google.com/g/2005#kind" term="http://schemas.google.com/g/2005#event"/>\
    <title>Events</title><updated>2026-01-01T00:00:00Z</updated></feed>
    """

// GDataCore: the parser and the Atom classes.
let feed = try GDataXMLParser.parse(Data(atom.utf8))
check((feed as? GDataFeedBase)?.entries.count == 1, "GDataCore parses an Atom feed")
// GData: linking it makes the parser pick the services' classes by kind.
check(try GDataXMLParser.parse(Data(events.utf8)) is GDataFeedCalendarEvent, "GData picks a service's feed class")

// GDataServer, GDataHTTP, GDataService: a local server on 127.0.0.1, fetched raw and through the service layer.
let server = try await GDataLocalServer.start(documents: ["consumer": Data(atom.utf8)])
let fetcher = GDataHTTPFetcher(configuration: GDataHTTPFetcher.Configuration())
let response = try await fetcher.fetch(GDataHTTPRequest(url: server.feedURL(named: "consumer")))
await fetcher.shutdown()
check(response.status == 200, "GDataHTTP fetches from GDataServer")
let service = GDataService(configuration: GDataService.Configuration())
let fetched = try await service.fetchFeed(query: GDataQuery(feedURL: server.feedURL(named: "consumer")))
await service.shutdown()
try await server.shutdown()
check(fetched.entries.first?.title?.stringValue == "First", "GDataService reads a feed from GDataServer")

// GDataGoogleServices: a service's URLs and query parameters.
var calendarQuery = GDataQueryCalendar(feedURL: GDataServiceGoogleCalendar.calendarFeedURL(forUsername: "default"))
calendarQuery.maxResults = 5
check(
    calendarQuery.url.absoluteString.hasSuffix("calendar/feeds/default?max-results=5"),
    "GDataGoogleServices builds a calendar query"
)

// GTLRDiscovery and GTLRGenerator: a Discovery document to Swift sources.
let discovery = """
    {"kind": "discovery#restDescription", "name": "consumer", "version": "v1", "rootUrl": "https://example.com/",
     "servicePath": "consumer/v1/", "schemas": {"Item": {"id": "Item", "type": "object",
     "properties": {"name": {"type": "string"}}}}, "resources": {"items": {"methods": {"get": {
     "id": "consumer.items.get", "path": "items/{item}", "httpMethod": "GET", "parameterOrder": ["item"],
     "parameters": {"item": {"type": "string", "location": "path", "required": true}},
     "response": {"$ref": "Item"}}}}}}
    """
let document = try GTLRDiscoveryDocument.parse(Data(discovery.utf8))
let json = try GDataJSONParser.parse(Data(#"{"b":[1,2.5,true,null],"a":"x",}"#.utf8))
check(
    GDataJSONWriter.string(json, pretty: false) == #"{"a":"x","b":[1,2.5,true,null]}"#,
    "GDataJSON reads and writes JSON"
)
check(document.name == "consumer", "GTLRDiscovery reads a Discovery document")
let sources = GTLRServiceGenerator(model: GTLRGeneratorModel(document: document)).files()
check(sources.values.contains { $0.contains("consumer/v1/") }, "GTLRGenerator generates a service")

// GTLR and the generated services: objects and queries (path template, HTTP method), no network.
let object = GTLRObject(json: ["name": .string("x")])
check(object.jsonString.contains("\"name\""), "GTLR writes an object's JSON")
let queries: [(String, GTLRQuery, String, String)] = [
    ("GTLRStorage", GTLRStorageQuery_ObjectsList.query(withBucket: "b"), "GET", "b/{bucket}/o"),
    (
        "GTLRCalendar", GTLRCalendarQuery_AclDelete.query(withCalendarId: "c", ruleId: "r"), "DELETE",
        "calendars/{calendarId}/acl/{ruleId}"
    ),
    ("GTLRTasks", GTLRTasksQuery_TasklistsGet.query(withTasklist: "t"), "GET", "tasks/v1/users/@me/lists/{tasklist}"),
    ("GTLRDrive", GTLRDriveQuery_AboutGet.query(), "GET", "about"),
    (
        "GTLRYouTube", GTLRYouTubeQuery_AbuseReportsInsert.query(withObject: GTLRYouTube_AbuseReport(), part: ["id"]),
        "POST", "youtube/v3/abuseReports"
    ),
]
for (product, query, method, path) in queries {
    check(query.httpMethod == method && query.pathURITemplate == path, "\(product): \(method) \(query.pathURITemplate)")
}
let services: [GTLRService] = [
    GTLRStorageService(), GTLRCalendarService(), GTLRTasksService(), GTLRDriveService(), GTLRYouTubeService(),
]
check(services.allSatisfy { $0.rootURLString.hasPrefix("https://") }, "every generated service has its root URL")
// GDataAuth: Application Default Credentials in an empty environment find nothing and say where they looked.
do {
    _ = try await GDataGoogleCredentials.applicationDefault(
        environment: GDataAuthEnvironment(variables: [:], productNamePath: "/nonexistent")
    )
    check(false, "GDataAuth finds no credentials in an empty environment")
} catch {
    check(error.code == .noCredentialsFound && error.searched.count == 4, "GDataAuth reports where ADC looked")
}
print("check-consumer: every library product works as a dependency")
