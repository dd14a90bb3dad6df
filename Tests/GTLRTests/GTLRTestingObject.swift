import GTLR

/// The original's `GTLRTestingObject` (GTLRObjectTest.m): every property type, JSON names that are not Swift names.
final class GTLRTestingObject: GTLRObject, @unchecked Sendable {
    var aStr: String? {
        get { self["a_str"] }
        set { self["a_str"] = newValue }
    }
    var str2: String? {
        get { self["str2"] }
        set { self["str2"] = newValue }
    }
    var aNum: Double? {
        get { self["a.num"] }
        set { self["a.num"] = newValue }
    }
    var aBool: Bool? {
        get { self["a_bool"] }
        set { self["a_bool"] = newValue }
    }
    var aLong: Int64? {
        get { self["a_long"] }
        set { self["a_long"] = newValue }
    }
    var aDate: GTLRDateTime? {
        get { self["a_date"] }
        set { self["a_date"] = newValue }
    }
    var aDuration: GTLRDuration? {
        get { self["a_duration"] }
        set { self["a_duration"] = newValue }
    }
    var anything: GTLRJSONValue? {
        get { self["anything"] }
        set { self["anything"] = newValue }
    }
    var child: GTLRTestingObject? {
        get { self["child"] }
        set { self["child"] = newValue }
    }
    var arrayKids: [GTLRTestingObject]? {
        get { self["arrayKids"] }
        set { self["arrayKids"] = newValue }
    }
    var arrayString: [String]? {
        get { self["arrayString"] }
        set { self["arrayString"] = newValue }
    }
    var arrayNumber: [Double]? {
        get { self["arrayNumber"] }
        set { self["arrayNumber"] = newValue }
    }
    var nestedStrings: [[String]]? {
        get { self["nestedStrings"] }
        set { self["nestedStrings"] = newValue }
    }
    var kidsByName: [String: GTLRTestingObject]? {
        get { self["kidsByName"] }
        set { self["kidsByName"] = newValue }
    }

    override class var declaredJSONKeys: Set<String> {
        [
            "a_str", "str2", "a.num", "a_bool", "a_long", "a_date", "a_duration", "anything", "child", "arrayKids",
            "arrayString", "arrayNumber", "nestedStrings", "kidsByName",
        ]
    }

    /// The original's `objectForPartialTests`.
    static func forPartialTests() -> GTLRTestingObject {
        let object = GTLRTestingObject()
        object.aStr = "green"
        object.aNum = 123
        object.aDate = GTLRDateTime(rfc3339String: "2011-05-04T23:28:20.888Z")
        object.aDuration = GTLRDuration(jsonString: "123.000s")
        object.child = GTLRTestingObject()
        object.child?.child = GTLRTestingObject()
        object.child?.child?.aStr = "blue-gold"
        let first = GTLRTestingObject()
        first.aStr = "yellow-gold-aqua"
        first.child = GTLRTestingObject()
        first.child?.str2 = "brown"
        first.str2 = "yellow-gold-indigo"
        let second = GTLRTestingObject()
        second.aStr = "yellow-gold"
        object.child?.child?.arrayKids = [first, second]
        object.child?.child?.arrayString = ["cat", "dog"]
        object.child?.child?.arrayNumber = [111, 222]
        return object
    }
}

/// A subclass used as a surrogate.
final class GTLRTestingSurrogate: GTLRObject, @unchecked Sendable {}

/// A map schema: every member is an object.
final class GTLRTestingMap: GTLRObject, @unchecked Sendable {
    override class var classForAdditionalProperties: GTLRObject.Type? { GTLRTestingObject.self }
}
