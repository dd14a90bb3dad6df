import Foundation
import Synchronization
import Testing

@testable import GDataCore

/// The parser's per-parse pointer-keyed map: values found by the pair of words they were stored under, kept across
/// growth from its small first size, released by `removeAll()` or when the map is freed (and not released twice).
@Suite("Pointer-keyed map of the parser", .serialized)
struct PointerMapTests {
    /// Counts its live instances.
    final class Tracked {
        static let live = Mutex(0)
        let tag: Int
        init(_ tag: Int) {
            self.tag = tag
            Self.live.withLock { $0 += 1 }
        }
        deinit { Self.live.withLock { $0 -= 1 } }
    }

    @Test("values survive growth from 16 slots to thousands, and a second store under a key replaces the first")
    func growth() {
        let map = GDataPointerMap<String>()
        for key in 1...3_000 { map.set(UInt(key) &* 0x10, UInt(key % 7), "v\(key)") }
        map.set(0x10, 1, "replaced")
        #expect(map.count == 3_000)
        #expect(map.get(0x10, 1) == "replaced")
        #expect(map.get(0x10, 2) == nil)
        #expect((2...3_000).allSatisfy { map.get(UInt($0) &* 0x10, UInt($0 % 7)) == "v\($0)" })
        #expect(map.get(0x10 * 3_001, 0) == nil)
    }

    @Test("removeAll releases every value once and leaves an empty map that can be filled again")
    func removeAll() {
        let before = Tracked.live.withLock { $0 }
        let map = GDataPointerMap<Tracked>()
        for key in 1...500 { map.set(UInt(key), 0, Tracked(key)) }
        map.set(7, 0, Tracked(-7))  // the replaced value is released at once
        #expect(Tracked.live.withLock { $0 } == before + 500)
        map.removeAll()
        #expect(Tracked.live.withLock { $0 } == before)
        #expect(map.count == 0 && map.get(7, 0) == nil)
        map.set(7, 0, Tracked(7))
        #expect(map.get(7, 0)?.tag == 7 && map.count == 1)
    }

    @Test("a map freed without removeAll releases its values")
    func freedWithValues() {
        let before = Tracked.live.withLock { $0 }
        do {
            let map = GDataPointerMap<Tracked>(capacity: 2)
            for key in 1...100 { map.set(UInt(key), UInt(key), Tracked(key)) }
            #expect(Tracked.live.withLock { $0 } == before + 100)
        }
        #expect(Tracked.live.withLock { $0 } == before)
    }
}
