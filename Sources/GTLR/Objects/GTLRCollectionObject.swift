#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A page of a list response (`GTLRDrive_FileList`, `GTLRStorage_Objects`, …): an object whose items are in the
/// member ``collectionItemsKey`` and which may carry a `nextPageToken`.
///
/// Iterate it directly (`for file in fileList { … }`) or index it (`fileList[0]`). With
/// ``GTLRService/shouldFetchNextPages`` the service fetches every page and returns one collection holding all items.
open class GTLRCollectionObject: GTLRObject, Sequence {
    /// The member holding the items (`items` unless the generated class says otherwise, e.g. `files`).
    open class var collectionItemsKey: String { "items" }

    /// The class of the items (generated), `nil` when the items are not objects.
    open class var collectionItemClass: GTLRObject.Type? { nil }

    /// The items as objects (the same instances the generated typed property returns).
    public var collectionItems: [GTLRObject] {
        let key = Self.collectionItemsKey
        if let child = children[key] {
            if let objects = child as? [GTLRObject] { return objects }
        }
        guard let itemClass = Self.collectionItemClass, case .array(let elements)? = storage[key] else { return [] }
        let objects = elements.compactMap { itemClass.object(json: $0, resolver: objectClassResolver) }
        children[key] = objects
        return objects
    }

    /// The page token of the next page (`nextPageToken`), if there is one.
    public var nextPageTokenValue: String? {
        jsonValue(forKey: "nextPageToken")?.stringValue
    }

    /// The item at `index`.
    public subscript(index: Int) -> GTLRObject {
        collectionItems[index]
    }

    /// Iterates the items.
    public func makeIterator() -> IndexingIterator<[GTLRObject]> {
        collectionItems.makeIterator()
    }

    /// The JSON values of the items (objects or not).
    var itemValues: [GTLRJSONValue] {
        jsonValue(forKey: Self.collectionItemsKey)?.arrayValue ?? []
    }
}

/// The body of a media download (`alt=media`): the bytes and their content type, as `GTLRDataObject`. A query whose
/// ``GTLRQuery/expectedObjectClass`` is `GTLRDataObject.self` gets its JSON response this way too, as the server sent
/// it (not decoded; for passing it on unchanged); with ``GTLRService/dataWrapperRequired``, the bytes of its `data`
/// member.
public final class GTLRDataObject: GTLRObject {
    /// The downloaded bytes.
    public var data = Data()
    /// The response's `Content-Type`.
    public var contentType: String?

    override func makeCopy() -> sending GTLRObject {
        let (json, resolver, data, contentType) = (json, objectClassResolver, data, contentType)
        let copy = GTLRDataObject(json: json, resolver: resolver)
        copy.data = data
        copy.contentType = contentType
        return copy
    }
}

/// A response whose top-level JSON is an array, as `GTLRResultArray`.
public final class GTLRResultArray: GTLRObject {
    /// The array's elements.
    public var items: [GTLRJSONValue] = []

    override func makeCopy() -> sending GTLRObject {
        let (json, resolver, items) = (json, objectClassResolver, items)
        let copy = GTLRResultArray(json: json, resolver: resolver)
        copy.items = items
        return copy
    }

    /// The array itself.
    public override func toJSON() -> GTLRJSONValue { .array(items) }

    /// The elements as objects of `itemClass` (elements that are not objects are skipped).
    public func items<T: GTLRObject>(withItemClass itemClass: T.Type) -> [T] {
        items.compactMap { itemClass.object(json: $0, resolver: objectClassResolver) }
    }
}
