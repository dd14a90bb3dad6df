/// A small open-addressing hash map keyed by a pair of machine words (pointers), for per-parse caches.
///
/// libxml2 interns names in a dictionary, so the same name always arrives as the same pointer during one parse;
/// keying on the pointer avoids hashing strings. Swift's `Hasher` is robust but costs more than a multiply here.
/// A class over one raw slot buffer, so a look-up copies no array (and retains nothing but the value it returns).
final class GDataPointerMap<Value> {
    private struct Slot {
        var a: UInt
        var b: UInt
        var value: Value?
    }

    private var slots: UnsafeMutablePointer<Slot>
    private var size: Int
    private var mask: Int
    private(set) var count = 0

    /// A map with room for `capacity` entries before it first grows. Per-parse maps start small (a small document
    /// makes and frees every map of its parse; a large one grows them a few times, once).
    init(capacity: Int = 8) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        self.size = size
        mask = size - 1
        slots = UnsafeMutablePointer<Slot>.allocate(capacity: size)
        slots.initialize(repeating: Slot(a: 0, b: 0, value: nil), count: size)
    }

    deinit {
        // Only the used slots hold values (an empty slot's is `nil`, which holds nothing). The owner normally calls
        // ``removeAll()`` first, where the value type is known: here, in the generic deinit, every slot access asks the
        // runtime for the slot type's metadata (the per-parse maps' teardown was a third of a small document's parse).
        if count > 0 { removeAll() }
        // Freed as raw memory: a typed `deallocate()` here would look up the slot type's metadata for its alignment.
        UnsafeMutableRawPointer(slots).deallocate()
    }

    /// Releases every value (the map is empty afterwards, at its size).
    func removeAll() {
        guard count > 0 else { return }
        for i in 0..<size where slots[i].a != 0 {
            (slots + i).deinitialize(count: 1)
            (slots + i).initialize(to: Slot(a: 0, b: 0, value: nil))
        }
        count = 0
    }

    @inline(__always)
    private static func hash(_ a: UInt, _ b: UInt) -> Int {
        let h = (a &* 0x9E37_79B9_7F4A_7C15) ^ ((b &+ 0x632B_E59B_D9B4_E019) &* 0xBF58_476D_1CE4_E5B9)
        return Int(bitPattern: h ^ (h >> 29))
    }

    /// The value for (a, b); `a` must not be 0.
    @inline(__always)
    func get(_ a: UInt, _ b: UInt) -> Value? {
        var i = Self.hash(a, b) & mask
        while true {
            let k = slots[i].a
            if k == 0 { return nil }
            if k == a && slots[i].b == b { return slots[i].value }
            i = (i + 1) & mask
        }
    }

    /// Stores `value` for (a, b); `a` must not be 0.
    func set(_ a: UInt, _ b: UInt, _ value: Value) {
        if (count + 1) * 2 > size { grow() }
        var i = Self.hash(a, b) & mask
        while true {
            let k = slots[i].a
            if k == 0 {
                slots[i] = Slot(a: a, b: b, value: value)
                count += 1
                return
            }
            if k == a && slots[i].b == b {
                slots[i].value = value
                return
            }
            i = (i + 1) & mask
        }
    }

    private func grow() {
        let old = slots, oldSize = size
        size *= 2
        mask = size - 1
        count = 0
        slots = UnsafeMutablePointer<Slot>.allocate(capacity: size)
        slots.initialize(repeating: Slot(a: 0, b: 0, value: nil), count: size)
        for i in 0..<oldSize where old[i].a != 0 {
            if let value = old[i].value { set(old[i].a, old[i].b, value) }
        }
        for i in 0..<oldSize where old[i].a != 0 { (old + i).deinitialize(count: 1) }
        old.deallocate()
    }
}
