@_exported public import GDataJSON

// The REST runtime's names for the package's one JSON model (module `GDataJSON`, which every module that reads or
// writes JSON shares): the runtime's API and the generated services use them, and `import GTLR` brings `GDataJSON`.

/// A JSON value: what a ``GTLRObject`` stores and what the wire carries (`GDataJSONValue`).
public typealias GTLRJSONValue = GDataJSONValue
/// The JSON reader (`GDataJSONParser`): trailing commas accepted, nesting limited, errors with line and column.
public typealias GTLRJSONParser = GDataJSONParser
/// The JSON writer (`GDataJSONWriter`): members sorted by name, so the same value always gives the same bytes.
public typealias GTLRJSONWriter = GDataJSONWriter
