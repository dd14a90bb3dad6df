/// A small open-addressing hash map keyed by a pair of machine words (pointers), for per-parse caches.
///
/// libxml2 interns names in a dictionary, so the same name always arrives as the same pointer during one parse;
/// keying on the pointer avoids hashing strings. Swift's `Hasher` is robust but costs more than a multiply here.
struct GDataPointerMap<Value> {
    private var keysA: [UInt]
    private var keysB: [UInt]
    private var values: [Value?]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keysA = Array(repeating: 0, count: size)
        keysB = Array(repeating: 0, count: size)
        values = Array(repeating: nil, count: size)
        mask = size - 1
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
            let k = keysA[i]
            if k == 0 { return nil }
            if k == a && keysB[i] == b { return values[i] }
            i = (i + 1) & mask
        }
    }

    /// Stores `value` for (a, b); `a` must not be 0.
    mutating func set(_ a: UInt, _ b: UInt, _ value: Value) {
        if (count + 1) * 2 > keysA.count { grow() }
        var i = Self.hash(a, b) & mask
        while true {
            let k = keysA[i]
            if k == 0 {
                keysA[i] = a
                keysB[i] = b
                values[i] = value
                count += 1
                return
            }
            if k == a && keysB[i] == b {
                values[i] = value
                return
            }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let oldA = keysA, oldB = keysB, oldValues = values
        let size = keysA.count * 2
        keysA = Array(repeating: 0, count: size)
        keysB = Array(repeating: 0, count: size)
        values = Array(repeating: nil, count: size)
        mask = size - 1
        count = 0
        for i in 0..<oldA.count where oldA[i] != 0 {
            if let value = oldValues[i] { set(oldA[i], oldB[i], value) }
        }
    }
}
