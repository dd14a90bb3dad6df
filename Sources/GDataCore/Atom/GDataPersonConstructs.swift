/// Objects that hold Atom person constructs — ``GDataEntryBase``, ``GDataFeedBase`` and ``GDataSource`` — take any
/// ``GDataPerson`` as an author or contributor, as the original's `addAuthor:` and `addContributor:` did:
///
/// ```swift
/// // [entry addAuthor:[GDataPerson personWithName:@"Fred Flintstone" email:@"fred@example.com"]];
/// entry.addAuthor(GDataPerson(name: "Fred Flintstone", email: "fred@example.com"))
/// ```
///
/// The person is added as an `atom:author` (``GDataAuthor``) or `atom:contributor` (``GDataContributor``) element:
/// the typed ``GDataEntryBase/authors`` list then holds it.
public protocol GDataPersonConstructs: GDataObject {}

extension GDataPersonConstructs {
    /// Adds `person` as an author (an `atom:author` element with its name, e-mail, URI and any other content).
    public func addAuthor(_ person: GDataPerson) { addChild(person.asAuthor()) }

    /// Adds `person` as a contributor (an `atom:contributor` element with its name, e-mail, URI and other content).
    public func addContributor(_ person: GDataPerson) { addChild(person.asContributor()) }
}

extension GDataEntryBase: GDataPersonConstructs {}
extension GDataFeedBase: GDataPersonConstructs {}
extension GDataSource: GDataPersonConstructs {}

extension GDataPerson {
    /// This person as an `atom:author`: itself when it is a ``GDataAuthor``, else a ``GDataAuthor`` with a copy of its
    /// attributes and children (name, e-mail, URI, extensions).
    public func asAuthor() -> GDataAuthor { self as? GDataAuthor ?? copied(as: GDataAuthor.self) }

    /// This person as an `atom:contributor`: itself when it is a ``GDataContributor``, else a copy as one.
    public func asContributor() -> GDataContributor { self as? GDataContributor ?? copied(as: GDataContributor.self) }

    private func copied<Role: GDataPerson>(as role: Role.Type) -> Role {
        let result = Role()
        let elementName = result.name
        copyContent(into: result)
        result.name = elementName
        return result
    }
}
