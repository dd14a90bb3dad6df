import Foundation
import GTLR
import GTLRTestingSvc
import Testing

/// GTLRObject: typed and dynamic access, lazy children, additional properties, fields, patches, Codable, kinds.
/// Vectors from the original's GTLRObjectTest.m where it has them.
struct GTLRObjectTests {
    @Test func typedPropertiesWriteTheJSONTheOriginalWrote() throws {
        let object = GTLRTestingObject()
        object.aStr = "foo bar"
        #expect(object.json == ["a_str": "foo bar"])
        object.aNum = 1234
        object.aBool = true
        object.aDate = GTLRDateTime(rfc3339String: "2011-01-14T15:00:00Z")
        object.aDuration = GTLRDuration(jsonString: "876.543s")
        object.aLong = 9_007_199_254_740_993  // beyond a double's precision: carried as a string
        #expect(
            object.json == [
                "a_str": "foo bar", "a.num": 1234, "a_bool": true, "a_date": "2011-01-14T15:00:00Z",
                "a_duration": "876.543s", "a_long": "9007199254740993",
            ]
        )
        let reread = try GTLRTestingObject.object(jsonData: object.jsonData)
        #expect(reread.aLong == 9_007_199_254_740_993)
        #expect(reread.aDate?.rfc3339String == "2011-01-14T15:00:00Z")
        #expect(reread.aDuration?.seconds == 876 && reread.aDuration?.nanos == 543_000_000)
        object.aStr = nil
        #expect(object.json["a_str"] == nil)
        // int64 also read from a JSON number; a wrong type reads as nil rather than crashing.
        let odd = GTLRTestingObject(json: ["a_long": 42, "a_bool": "maybe", "a_date": 17])
        #expect(odd.aLong == 42)
        #expect(odd.aBool == nil)
        #expect(odd.aDate == nil)
    }

    @Test func arraysOfArraysMapsAndAnything() {
        let object = GTLRTestingObject()
        object.nestedStrings = [["foo"], ["bar", "baz"]]
        object.arrayNumber = [987, 1.5]
        object.anything = ["key": [1, "two", nil]]
        object.kidsByName = ["a": GTLRTestingObject(json: ["a_str": "kid"])]
        #expect(object.json["nestedStrings"] == [["foo"], ["bar", "baz"]])
        #expect(object.json["arrayNumber"] == [987, 1.5])
        #expect(object.json["anything"] == ["key": [1, "two", .null]])
        #expect(object.json["kidsByName"] == ["a": ["a_str": "kid"]])
        #expect(object.kidsByName?["a"]?.aStr == "kid")
    }

    @Test func editsThroughChildrenReachTheParentsJSON() throws {
        let parent = try GTLRTestingObject.object(
            jsonData: Data(#"{"child":{"child":{"a_str":"frog"}},"arrayKids":[{"a_str":"one"},{"a_str":"two"}]}"#.utf8)
        )
        #expect(parent.child?.child?.aStr == "frog")
        parent.child?.child?.aStr = "froglegs"
        parent.arrayKids?[1].str2 = "edited"
        #expect(parent.child === parent.child)  // the same child instance each time
        #expect(parent.json["child"] == ["child": ["a_str": "froglegs"]])
        #expect(parent.json["arrayKids"] == [["a_str": "one"], ["a_str": "two", "str2": "edited"]])
        let copy = parent.copy()
        copy.child?.child?.aStr = "changed in the copy"
        #expect(parent.child?.child?.aStr == "froglegs")
        #expect(copy != parent)
    }

    @Test func explicitNullIsKeptAndSent() {
        let object = GTLRTestingObject(json: ["a_str": "x"])
        object.setNull(forKey: "a_str")
        #expect(object.isNull(forKey: "a_str"))
        #expect(object.aStr == nil)
        #expect(String(decoding: object.jsonData, as: UTF8.self) == #"{"a_str":null}"#)
    }

    @Test func jsonStringIsPrettyOrEmpty() {
        let object = GTLRTestingObject()
        #expect(object.jsonString == "")
        object.aStr = "catbird"
        #expect(object.jsonString == "{\n  \"a_str\" : \"catbird\"\n}")
    }

    @Test func additionalProperties() throws {
        let object = try GTLRTestingObject.object(
            jsonData: Data(
                #"{"a_str":"declared","ap1":"foo bar","ap2":1234,"ap3":"2011-01-14T15:00:00Z","ap4":"765.432s"}"#.utf8
            )
        )
        #expect(object.additionalJSONKeys == ["ap1", "ap2", "ap3", "ap4"])
        #expect(object.additionalProperty(forName: "ap1", as: String.self) == "foo bar")
        #expect(object.additionalProperty(forName: "ap2", as: Int32.self) == 1234)
        #expect(
            object.additionalProperty(forName: "ap3", as: GTLRDateTime.self)?.rfc3339String == "2011-01-14T15:00:00Z"
        )
        #expect(
            object.additionalProperty(forName: "ap4", as: GTLRDuration.self) == GTLRDuration(jsonString: "765.432s")
        )
        object.setAdditionalProperty([GTLRDateTime(rfc3339String: "2011-01-14T15:00:00Z")!], forName: "apArray")
        #expect(object.json["apArray"] == ["2011-01-14T15:00:00Z"])
        #expect(object.description.contains("ap1?: \"foo bar\""))
        #expect(object.description.contains("a_str: \"declared\""))

        // A map schema: members are objects of classForAdditionalProperties.
        let map = try GTLRTestingMap.object(jsonData: Data(#"{"aKid":{"a_str":"I'm a kid"}}"#.utf8))
        let kid = try #require(map.additionalProperty(forName: "aKid") as? GTLRTestingObject)
        #expect(kid.aStr == "I'm a kid")
        kid.aStr = "edited"
        #expect(map.json["aKid"] == ["a_str": "edited"])
        #expect(map.additionalProperties.keys.sorted() == ["aKid"])
    }

    @Test func fieldsDescriptionMatchesTheOriginal() {
        #expect(GTLRTestingObject().fieldsDescription == "")
        #expect(
            GTLRTestingObject.forPartialTests().fieldsDescription
                == "a.num,a_date,a_duration,a_str,child/child/a_str,child/child/arrayKids(a_str,child/str2,str2),"
                + "child/child/arrayNumber,child/child/arrayString"
        )
    }

    @Test func patchesMatchTheOriginal() throws {
        #expect(GTLRTestingObject().patch(fromOriginal: GTLRTestingObject()) == nil)
        let full = GTLRTestingObject.forPartialTests()
        let removed = try #require(GTLRTestingObject().patch(fromOriginal: full))
        #expect(removed.json == ["a_str": nil, "a_date": nil, "a_duration": nil, "a.num": nil, "child": nil])
        #expect(full.patch(fromOriginal: GTLRTestingObject())?.json == full.json)
        #expect(GTLRTestingObject.forPartialTests().patch(fromOriginal: GTLRTestingObject.forPartialTests()) == nil)

        let edited = GTLRTestingObject.forPartialTests()
        let original = GTLRTestingObject.forPartialTests()
        edited.aNum = 9.5
        edited.aStr = nil
        edited.str2 = "raven"
        #expect(edited.patch(fromOriginal: original)?.json == ["a.num": 9.5, "a_str": nil, "str2": "raven"])
        #expect(original.patch(fromOriginal: edited)?.json == ["a.num": 123, "a_str": "green", "str2": nil])

        let arrays = GTLRTestingObject.forPartialTests()
        arrays.child?.child?.arrayString = ["monkey"]
        #expect(arrays.patch(fromOriginal: original)?.json == ["child": ["child": ["arrayString": ["monkey"]]]])
        let kids = GTLRTestingObject.forPartialTests()
        let firstKid = try #require(kids.child?.child?.arrayKids?.first)
        kids.child?.child?.arrayKids = [firstKid]
        #expect(kids.patch(fromOriginal: original)?.json == ["child": ["child": ["arrayKids": [firstKid.toJSON()]]]])
    }

    @Test func codableRoundTrip() throws {
        let object = GTLRTestingObject.forPartialTests()
        let data = try JSONEncoder().encode(object)
        let decoded = try JSONDecoder().decode(GTLRTestingObject.self, from: data)
        #expect(decoded == object)
        #expect(decoded.child?.child?.arrayKids?.first?.child?.str2 == "brown")
    }

    @Test func kindsPickClassesAndSurrogatesReplaceThem() throws {
        let service = GTLRTestingSvcService()
        let json = try GTLRJSONParser.parse(
            #"{"kind":"drive#fileList","files":[{"kind":"drive#file","id":"a"},{"id":"b"}]}"#
        )
        let list = try #require(
            GTLRObject.object(json: json, resolver: service.objectClassResolver) as? GTLRTestingSvc_FileList
        )
        #expect(list.files?.map(\.identifier) == ["a", "b"])
        #expect(list.collectionItems.count == 2)
        #expect(list.collectionItems.allSatisfy { $0 is GTLRTestingSvc_File })
        var names: [String] = []
        for case let file as GTLRTestingSvc_File in list { names.append(file.identifier ?? "") }
        #expect(names == ["a", "b"])
        #expect((list[1] as? GTLRTestingSvc_File)?.identifier == "b")

        service.surrogates = [(GTLRTestingSvc_File.self, GTLRTestingSurrogateFile.self)]
        let surrogated = try #require(
            GTLRObject.object(json: json, resolver: service.objectClassResolver) as? GTLRTestingSvc_FileList
        )
        #expect(surrogated.files?.count == 2)
        #expect(surrogated.files?.allSatisfy { $0 is GTLRTestingSurrogateFile } == true)
    }

    @Test func malformedJSONSaysWhere() {
        #expect(throws: GTLRJSONParser.Error.self) {
            try GTLRTestingObject.object(jsonData: Data("{\n  \"a\": tru }".utf8))
        }
        do {
            _ = try GTLRJSONParser.parse("{\n  \"a\": tru }")
            Issue.record("no error")
        } catch {
            #expect(error.line == 2)
            #expect(error.column == 8)
        }
    }
}

/// A surrogate for the test service's file.
final class GTLRTestingSurrogateFile: GTLRTestingSvc_File, @unchecked Sendable {}
