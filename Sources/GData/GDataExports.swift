// Module GData is the object model of module GDataCore (re-exported here, so `import GData` is all an application
// writes) plus the element, feed and entry classes of every GData service, generated from `Schemas/services/`.
// Linking GData is what makes the parser pick those classes: `GDataClassRegistry` finds their generated
// registration (`GDataServiceSchemaRegistration`) on its own.
@_exported public import GDataCore
