import Foundation
import GTLRDiscovery
import GTLRGenerator
import Testing

/// The generated Swift text for `TestingSvc.json`: deterministic, and with the declarations the runtime expects.
@Suite struct GTLRServiceGeneratorTests {
    static func files() throws -> [String: String] {
        let model = GTLRGeneratorModel(document: try GTLRGeneratorModelTests.testingSvc(), apiName: "TestingSvc")
        return GTLRServiceGenerator(model: model).files()
    }

    @Test func deterministicOutput() throws {
        let first = try Self.files()
        let second = try Self.files()
        #expect(first == second)
        #expect(
            Set(first.keys) == [
                "GTLRTestingSvcService.swift", "GTLRTestingSvcQuery.swift", "GTLRTestingSvcObjects.swift",
                "GTLRTestingSvcConstants.swift",
            ]
        )
    }

    @Test func serviceDeclaresPathsAndKinds() throws {
        let service = try #require(try Self.files()["GTLRTestingSvcService.swift"])
        #expect(service.contains("public final class GTLRTestingSvcService: GTLRService"))
        #expect(service.contains("rootURLString = \"https://www.googleapis.com/\""))
        #expect(service.contains("servicePath = \"drive/v3/\""))
        #expect(service.contains("batchPath = \"batch\""))
        #expect(service.contains("\"drive#fileList\": GTLRTestingSvc_FileList.self"))
    }

    @Test func queriesDeclareTemplatesAndConstructors() throws {
        let query = try #require(try Self.files()["GTLRTestingSvcQuery.swift"])
        #expect(query.contains("public final class GTLRTestingSvcQuery_FilesGet: GTLRTestingSvcQuery"))
        #expect(query.contains("pathURITemplate: \"files/{fileId}\", httpMethod: \"GET\""))
        #expect(query.contains("public static func query(withFileId fileId: String) -> GTLRTestingSvcQuery_FilesGet"))
        #expect(query.contains("public static func queryForMedia(withFileId fileId: String)"))
        #expect(query.contains("query.useMediaDownloadService = true"))
        #expect(query.contains("public var extras: [String]?"))
    }
}
