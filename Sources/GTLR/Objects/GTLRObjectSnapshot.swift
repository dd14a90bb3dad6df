import Synchronization

/// A `Sendable` holder of an object that nobody else holds, handing out copies of it: a ticket's result (read by any
/// number of tasks through ``GTLRServiceTicket/fetchedObject`` and ``GTLRServiceTicket/value``), the faked object of
/// ``GTLRService/mockService(fakedObject:fakedError:)``.
final class GTLRObjectSnapshot: Sendable {
    /// The object; only ever read under the lock, to copy it.
    private let object: Mutex<GTLRObject?>

    /// Holds `object`, which the caller gives up.
    init(_ object: sending GTLRObject?) {
        self.object = Mutex(object)
    }

    /// A new copy of the object.
    func copy() -> sending GTLRObject? {
        object.withLock { $0?.copy() }
    }
}
