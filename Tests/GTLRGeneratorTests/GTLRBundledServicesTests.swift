import Foundation
import GTLRDiscovery
import GTLRGenerator
import Testing

/// The generator's model of the five bundled Discovery documents: the original's names for well-known classes,
/// queries, scopes and kinds, and no name generated twice.
@Suite struct GTLRBundledServicesTests {
    static let documents = ["storage.v1", "calendar.v3", "tasks.v1", "drive.v3", "youtube.v3"]

    static func model(_ file: String) throws -> GTLRGeneratorModel {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schemas/discovery/\(file).json")
        return GTLRGeneratorModel(document: try GTLRDiscoveryDocument.read(contentsOf: url))
    }

    @Test(arguments: documents) func namesAreUnique(_ file: String) throws {
        let model = try Self.model(file)
        let classes = model.objects.map(\.className) + model.queries.map(\.className)
        #expect(Set(classes).count == classes.count)
        let constants = (model.scopes + model.queryConstants + model.objectConstants).map(\.name)
        #expect(Set(constants).count == constants.count)
        for object in model.objects {
            let names = object.properties.map(\.swiftName)
            #expect(Set(names).count == names.count, "\(object.className)")
        }
        #expect(!model.objects.isEmpty && !model.queries.isEmpty && !model.scopes.isEmpty)
    }

    @Test func storage() throws {
        let model = try Self.model("storage.v1")
        #expect(model.apiName == "Storage")
        let object = try #require(model.objects.first { $0.className == "GTLRStorage_Object" })
        #expect(object.properties.first { $0.jsonName == "size" }?.type == .uint64)
        #expect(object.properties.first { $0.jsonName == "metadata" }?.type == .map(.string))
        #expect(object.properties.first { $0.jsonName == "owner" }?.type == .object("GTLRStorage_Object_Owner"))
        #expect(model.objects.first { $0.className == "GTLRStorage_Objects" }?.collectionItemsKey == "items")
        let list = try #require(model.queries.first { $0.className == "GTLRStorageQuery_ObjectsList" })
        #expect(list.method.path == "b/{bucket}/o")
        let insert = try #require(model.queries.first { $0.className == "GTLRStorageQuery_ObjectsInsert" })
        #expect(insert.simpleUploadPath == "upload/")
        #expect(insert.resumableUploadPath == "resumable/upload/")
        #expect(model.kindMap.contains { $0.kind == "storage#object" && $0.className == "GTLRStorage_Object" })
        #expect(model.scopes.map(\.name).contains("kGTLRAuthScopeStorageDevstorageReadOnly"))
        #expect(model.queryConstants.contains { $0.name == "kGTLRStorageProjectionNoAcl" && $0.value == "noAcl" })
    }

    @Test func youTubeDriveCalendarTasks() throws {
        let youtube = try Self.model("youtube.v3")
        #expect(youtube.apiName == "YouTube")
        #expect(youtube.queries.contains { $0.className == "GTLRYouTubeQuery_VideosList" })
        #expect(youtube.kindMap.contains { $0.kind == "youtube#video" && $0.className == "GTLRYouTube_Video" })
        #expect(youtube.scopes.map(\.name).contains("kGTLRAuthScopeYouTubeForceSsl"))
        let drive = try Self.model("drive.v3")
        #expect(drive.objects.first { $0.className == "GTLRDrive_FileList" }?.collectionItemsKey == "files")
        let get = try #require(drive.queries.first { $0.className == "GTLRDriveQuery_FilesGet" })
        #expect(get.method.supportsMediaDownload)
        #expect(drive.scopes.map(\.name).contains("kGTLRAuthScopeDriveFile"))
        let calendar = try Self.model("calendar.v3")
        #expect(calendar.queries.contains { $0.className == "GTLRCalendarQuery_EventsList" })
        let event = try #require(calendar.objects.first { $0.className == "GTLRCalendar_Event" })
        #expect(event.properties.first { $0.jsonName == "start" }?.type == .object("GTLRCalendar_EventDateTime"))
        let tasks = try Self.model("tasks.v1")
        #expect(tasks.objects.contains { $0.className == "GTLRTasks_Task" })
        #expect(tasks.scopes.map(\.name) == ["kGTLRAuthScopeTasks", "kGTLRAuthScopeTasksReadonly"])
    }
}
