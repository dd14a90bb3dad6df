import Foundation
import GTLRDiscovery
import GTLRGenerator
import Testing

/// The generator's model of the original's `TestingSvc.json` (a trimmed Drive v3 with trailing commas) and of small
/// inline documents for what that one lacks (int64, inline objects, maps, keywords).
@Suite struct GTLRGeneratorModelTests {
    static func testingSvc() throws -> GTLRDiscoveryDocument {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/TestingSvc", withExtension: "json"))
        return try GTLRDiscoveryDocument.read(contentsOf: url)
    }

    static func document(_ schemas: String, methods: String = "{}") throws -> GTLRDiscoveryDocument {
        let json = """
            {"name": "demo_api", "version": "v2", "rootUrl": "https://demo.example/", "servicePath": "demo/v2/",
             "schemas": \(schemas), "resources": {"things": {"methods": \(methods)}}}
            """
        return try GTLRDiscoveryDocument.parse(Data(json.utf8))
    }

    /// Request and response bodies given as inline schemas (identitytoolkit v1, aiplatform v1beta1) rather than a
    /// `$ref`: read, and given a class (an object with properties) or `GTLRObject` (a map).
    @Test func inlineBodySchemas() throws {
        let document = try Self.document(
            #"{"Named": {"id": "Named", "type": "object", "properties": {"a": {"type": "string"}}}}"#,
            methods: """
                {"send": {"id": "demo.things.send", "path": "things:send", "httpMethod": "POST",
                          "request": {"type": "object", "properties": {"text": {"type": "string"}}},
                          "response": {"type": "object", "additionalProperties": {"type": "any"}}},
                 "get": {"id": "demo.things.get", "path": "things", "response": {"$ref": "Named"}}}
                """
        )
        let send = try #require(document.method(id: "demo.things.send"))
        #expect(send.request?.ref == nil)
        #expect(send.request?.inlineSchema?.properties["text"]?.type == "string")
        #expect(send.request?.displayName == "(inline object)")
        #expect(send.response?.schema(in: document)?.additionalProperties?.type == "any")
        #expect(document.method(id: "demo.things.get")?.response?.schema(in: document)?.id == "Named")
        let model = GTLRGeneratorModel(document: document)
        let query = try #require(model.queries.first { $0.method.id == "demo.things.send" })
        #expect(query.bodyClassName == "GTLRDemoApi_ThingsSendRequest")
        #expect(query.responseClassName == "GTLRObject")
        #expect(
            model.objects.contains {
                $0.className == "GTLRDemoApi_ThingsSendRequest" && $0.properties.map(\.jsonName) == ["text"]
            }
        )
        #expect(model.queries.first { $0.method.id == "demo.things.get" }?.responseClassName == "GTLRDemoApi_Named")
    }

    @Test func readsTestingSvcDespiteTrailingCommas() throws {
        let document = try Self.testingSvc()
        #expect(document.name == "testing_svc")
        #expect(document.rootUrl == "https://www.googleapis.com/")
        #expect(document.servicePath == "drive/v3/")
        #expect(document.normalizedBatchPath == "batch")
        #expect(document.allMethods.map(\.id).contains("drive.files.list"))
        #expect(document.method(id: "drive.files.get")?.useMediaDownloadService == true)
        #expect(document.method(id: "drive.nothing") == nil)
    }

    @Test func namesFollowTheOriginal() throws {
        let model = GTLRGeneratorModel(document: try Self.testingSvc(), apiName: "TestingSvc")
        #expect(model.objects.map(\.className).contains("GTLRTestingSvc_File"))
        #expect(model.objects.map(\.className).contains("GTLRTestingSvc_PermissionList"))
        let queries = model.queries.map(\.className)
        #expect(queries.contains("GTLRTestingSvcQuery_FilesList"))
        #expect(queries.contains("GTLRTestingSvcQuery_PermissionsCreate"))
        let file = try #require(model.objects.first { $0.className == "GTLRTestingSvc_File" })
        let names = Dictionary(uniqueKeysWithValues: file.properties.map { ($0.jsonName, $0.swiftName) })
        #expect(names["id"] == "identifier")
        #expect(names["etag"] == "ETag")
        #expect(names["name"] == "name")
        #expect(names["kind"] == "kind")
        #expect(GTLRGeneratorNaming.apiName("testing_svc") == "TestingSvc")
        #expect(GTLRGeneratorNaming.apiName("youtube") == "YouTube")
    }

    @Test func kindMapAndCollections() throws {
        let model = GTLRGeneratorModel(document: try Self.testingSvc(), apiName: "TestingSvc")
        let kinds = Dictionary(uniqueKeysWithValues: model.kindMap.map { ($0.kind, $0.className) })
        #expect(kinds["drive#fileList"] == "GTLRTestingSvc_FileList")
        #expect(kinds["drive#permission"] == "GTLRTestingSvc_Permission")
        let fileList = try #require(model.objects.first { $0.className == "GTLRTestingSvc_FileList" })
        #expect(fileList.collectionItemsKey == "files")
        let time = try #require(fileList.properties.first { $0.jsonName == "timeFieldForTesting" })
        #expect(time.type == .dateTime)
        // PermissionList has no nextPageToken: not a collection.
        let permissions = try #require(model.objects.first { $0.className == "GTLRTestingSvc_PermissionList" })
        #expect(permissions.collectionItemsKey == nil)
    }

    @Test func queriesCarryPathsParametersAndUploads() throws {
        let model = GTLRGeneratorModel(document: try Self.testingSvc(), apiName: "TestingSvc")
        let get = try #require(model.queries.first { $0.className == "GTLRTestingSvcQuery_FilesGet" })
        #expect(get.method.path == "files/{fileId}")
        #expect(get.parameters.first?.jsonName == "fileId")
        #expect(get.parameters.first?.isPathParameter == true)
        #expect(get.responseClassName == "GTLRTestingSvc_File")
        let list = try #require(model.queries.first { $0.className == "GTLRTestingSvcQuery_FilesList" })
        let types = Dictionary(uniqueKeysWithValues: list.parameters.map { ($0.jsonName, $0.type) })
        #expect(types["pageSize"] == .int32)
        #expect(types["extras"] == .array(.string))
        #expect(types["timeParamForTesting"] == .dateTime)
        let create = try #require(model.queries.first { $0.className == "GTLRTestingSvcQuery_FilesCreate" })
        #expect(create.bodyClassName == "GTLRTestingSvc_File")
        #expect(create.simpleUploadPath == "upload/")
        #expect(create.resumableUploadPath == "resumable/upload/")
    }

    @Test func enumConstants() throws {
        let model = GTLRGeneratorModel(document: try Self.testingSvc(), apiName: "TestingSvc")
        let constants = Dictionary(uniqueKeysWithValues: model.queryConstants.map { ($0.name, $0.value) })
        #expect(constants["kGTLRTestingSvcCorpusDomain"] == "domain")
        #expect(constants["kGTLRTestingSvcCorpusUser"] == "user")
        #expect(
            model.queryConstants.first { $0.name == "kGTLRTestingSvcCorpusUser" }?.documentation
                == "Files owned by or shared to the user."
        )
    }

    @Test func int64InlineObjectsMapsAndKeywords() throws {
        let document = try Self.document(
            """
            {"Thing": {"id": "Thing", "type": "object", "properties": {
               "size": {"type": "string", "format": "int64"},
               "generation": {"type": "string", "format": "uint64"},
               "count": {"type": "integer", "format": "uint32"},
               "default": {"type": "boolean"},
               "description": {"type": "string"},
               "self-link": {"type": "string"},
               "ttl": {"type": "string", "format": "google-duration"},
               "day": {"type": "string", "format": "date"},
               "owner": {"type": "object", "properties": {"entity": {"type": "string"}}},
               "labels": {"type": "object", "additionalProperties": {"type": "string"}},
               "rules": {"type": "array", "items": {"type": "object", "properties": {
                  "state": {"type": "string", "enum": ["ACTIVE_NOW", "off"]}}}},
               "anything": {"type": "any"}}}}
            """
        )
        let model = GTLRGeneratorModel(document: document)
        #expect(model.apiName == "DemoApi")
        let thing = try #require(model.objects.first { $0.className == "GTLRDemoApi_Thing" })
        let byJSON = Dictionary(uniqueKeysWithValues: thing.properties.map { ($0.jsonName, $0) })
        #expect(byJSON["size"]?.type == .int64)
        #expect(byJSON["generation"]?.type == .uint64)
        #expect(byJSON["count"]?.type == .uint32)
        #expect(byJSON["default"]?.swiftName == "defaultProperty")
        #expect(byJSON["description"]?.swiftName == "descriptionProperty")
        #expect(byJSON["self-link"]?.swiftName == "selfLink")
        #expect(byJSON["ttl"]?.type == .duration)
        #expect(byJSON["day"]?.type == .date)
        #expect(byJSON["owner"]?.type == .object("GTLRDemoApi_Thing_Owner"))
        #expect(byJSON["labels"]?.type == .map(.string))
        #expect(byJSON["rules"]?.type == .array(.object("GTLRDemoApi_Thing_Rules_Item")))
        #expect(byJSON["anything"]?.type == .any)
        let constants = model.objectConstants.map(\.name)
        #expect(constants.contains("kGTLRDemoApi_Thing_Rules_Item_State_ActiveNow"))
        #expect(constants.contains("kGTLRDemoApi_Thing_Rules_Item_State_Off"))
    }

    @Test func scopeNames() throws {
        let json = """
            {"name": "drive", "version": "v3", "rootUrl": "https://www.googleapis.com/", "auth": {"oauth2": {"scopes": {
              "https://www.googleapis.com/auth/drive": {"description": "All"},
              "https://www.googleapis.com/auth/drive.file": {"description": "Files"},
              "https://www.googleapis.com/auth/cloud-platform": {"description": "Cloud"}}}}}
            """
        let model = GTLRGeneratorModel(document: try GTLRDiscoveryDocument.parse(Data(json.utf8)))
        #expect(
            model.scopes.map(\.name) == [
                "kGTLRAuthScopeDrive", "kGTLRAuthScopeDriveCloudPlatform", "kGTLRAuthScopeDriveFile",
            ]
        )
        #expect(model.scopes.first?.documentation == "All")
    }

    /// Discovery documents are read with GDataJSON: each wrong member is named by its path, absent and `null`
    /// optional members are absent, and the lenient cases (a Boolean `additionalProperties`, numeric defaults) stay.
    @Test func documentErrorsNameTheMemberAndLenientCasesStay() throws {
        func message(_ json: String) -> String {
            do {
                _ = try GTLRDiscoveryDocument.parse(Data(json.utf8))
                return "parsed"
            } catch {
                return error.message
            }
        }
        let head = #""name": "x", "version": "v1", "rootUrl": "https://x.invalid/""#
        #expect(
            message(#"{"name": "x", "version": "v1", "rootUrl": null}"#) == "rootUrl: expected a string, found null"
        )
        #expect(message("[1]") == "document: expected an object")
        #expect(
            message("{\(head), \"schemas\": {\"File\": {\"properties\": {\"name\": {\"type\": 5}}}}}")
                == "schemas.File.properties.name.type: expected a string"
        )
        #expect(
            message("{\(head), \"resources\": {\"r\": {\"methods\": {\"m\": {\"id\": \"x.r.m\"}}}}}")
                == "resources.r.methods.m.path: missing (not a Discovery document?)"
        )
        #expect(message("{\(head), \"features\": [\"dataWrapper\", 1]}") == "features[1]: expected a string")
        #expect(
            message("{\(head), \"parameters\": {\"alt\": {\"required\": \"yes\"}}}")
                == "parameters.alt.required: expected a Boolean"
        )
        #expect(message("{\(head),").hasPrefix("not JSON: "))
        let document = try GTLRDiscoveryDocument.parse(
            Data(
                """
                {\(head), "servicePath": null, "features": ["dataWrapper",],
                 "schemas": {"M": {"id": "M", "type": "object", "additionalProperties": true, "properties": {
                   "n": {"type": "integer", "default": 10}, "d": {"type": "number", "default": 1.5},
                   "b": {"type": "boolean", "default": true}, "s": {"type": "string", "default": "a"},
                   "o": {"type": "object", "default": {}}}}},
                 "methods": {"get": {"id": "x.get", "path": "m/{+name}", "request": {"type": "object"}}}}
                """.utf8
            )
        )
        #expect(document.servicePath == "")
        #expect(document.isDataWrapperRequired)
        let schema = try #require(document.schemas["M"])
        #expect(schema.additionalProperties == nil)
        #expect(
            schema.properties.mapValues { $0.defaultValue ?? "nil" } == [
                "n": "10.0", "d": "1.5", "b": "true", "s": "a", "o": "nil",
            ]
        )
        let get = try #require(document.method(id: "x.get"))
        #expect(get.httpMethod == "GET")
        #expect(get.request?.ref == nil)
        #expect(get.request?.inlineSchema?.type == "object")
    }

    @Test func badDocumentsAreTypedErrors() throws {
        #expect(throws: GTLRDiscoveryError.self) { try GTLRDiscoveryDocument.parse(Data("not json".utf8)) }
        do {
            _ = try GTLRDiscoveryDocument.parse(Data(#"{"name": "x", "version": "v1"}"#.utf8))
            Issue.record("a document without rootUrl parsed")
        } catch {
            #expect(error.message.contains("rootUrl"))
        }
        do {
            _ = try GTLRDiscoveryDocument.read(contentsOf: URL(fileURLWithPath: "/nonexistent/discovery.json"))
            Issue.record("a missing file parsed")
        } catch {
            #expect(error.isFileError)
        }
    }
}
