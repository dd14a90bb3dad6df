#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The entries of a collection in their order (document order; a new entry goes last), kept up to date by every write
/// so that a read costs in proportion to what it reads rather than to the collection:
///
/// - by key (the URL) and by `atom:id` in tables;
/// - by rank (where a page starts) through a Fenwick tree over the slots: a removed entry leaves a hole that the tree
///   counts out, so a removal costs O(log n) instead of shifting every later entry; an append squeezes the holes out
///   once they are as many as the entries (linear, so constant per removal amortised);
/// - the sum of every entry's mixed ETag digest (``digest``), which a write updates by the difference: what the weak
///   ETag of a feed that lists every entry covers;
/// - the newest `app:edited` (the feed's `Last-Modified`) from a max-heap whose stale items are dropped as they reach
///   the top (an entry edited again or removed), rebuilt once it holds twice as many items as entries.
///
/// Lane-only, like the collection that owns it. Entries call back (``GDataServerEntry/list``) when their ETag or
/// `edited` changes.
final class GDataServerEntryList: Sequence {
    /// The live entries.
    private(set) var count = 0
    /// Entries in order, `nil` where one was removed (``GDataServerEntry/slot`` is an entry's index here).
    private var slots: [GDataServerEntry?] = []
    /// Fenwick tree over `slots` (1-based: `tree[i]` counts the live slots in `(i - lowbit(i), i]`).
    private var tree: [Int] = [0]
    private var byKey: [String: GDataServerEntry] = [:]
    private var byID: [String: GDataServerEntry] = [:]
    /// The wrapping sum of ``mix(_:)`` over every live entry's ``GDataServerEntry/etagDigest``.
    private(set) var digest: UInt64 = 0
    /// Incremented by every ``squeeze()``: a removed entry's slot means something only in the generation it was
    /// removed in.
    private var generation = 0
    /// Max-heap of (edited, entry) by `edited`; an item is current while its entry is live with that `edited`.
    private var newest: [(edited: Date, entry: GDataServerEntry)] = []

    init() {}

    /// A list holding `entries` in this order.
    init(_ entries: some Sequence<GDataServerEntry>) {
        for entry in entries { append(entry) }
    }

    // MARK: - Reading

    func entry(key: String) -> GDataServerEntry? { byKey[key] }

    func entry(id: String) -> GDataServerEntry? { byID[id] }

    /// True when `entry` is one of this list's live entries.
    func contains(_ entry: GDataServerEntry) -> Bool { entry.list === self }

    /// Up to `limit` entries from the 0-based `rank` on, in order: O(limit) without holes, O(limit × log n) with
    /// them, whatever the collection's size.
    func page(from rank: Int, limit: Int) -> [GDataServerEntry] {
        guard rank >= 0, rank < count, limit > 0 else { return [] }
        let ranks = rank..<(rank + Swift.min(limit, count - rank))
        if slots.count == count { return ranks.map { slots[$0]! } }
        return ranks.map { slots[slot(ofRank: $0)]! }
    }

    /// The newest `edited` of any entry; `nil` when there is none. Amortised O(log n).
    func newestEdited() -> Date? {
        while let top = newest.first {
            if top.entry.list === self, top.entry.edited == top.edited { return top.edited }
            popNewest()
        }
        return nil
    }

    /// The wrapping sum of ``mix(_:)`` over `entries`' ETag digests: ``digest`` for any subset (a filtered feed).
    static func digest(of entries: some Sequence<GDataServerEntry>) -> UInt64 {
        entries.reduce(0) { $0 &+ mix($1.etagDigest) }
    }

    /// An ETag digest spread over all 64 bits (``GDataServerHash/scramble(_:)``) before it is summed, so that the sums
    /// of different sets of digests collide no more than two hashes do.
    static func mix(_ value: UInt64) -> UInt64 { GDataServerHash.scramble(value) }

    struct Iterator: IteratorProtocol {
        fileprivate let slots: [GDataServerEntry?]
        fileprivate var index = 0

        mutating func next() -> GDataServerEntry? {
            while index < slots.count {
                defer { index += 1 }
                if let entry = slots[index] { return entry }
            }
            return nil
        }
    }

    /// The live entries in order (a snapshot: changing the list while iterating does not change what is visited).
    func makeIterator() -> Iterator { Iterator(slots: slots) }

    var underestimatedCount: Int { count }

    // MARK: - Changing

    /// Adds `entry` last. Its key and id must not be in the list.
    func append(_ entry: GDataServerEntry) {
        if slots.count - count >= Swift.max(count, 64) { squeeze() }
        entry.slot = slots.count
        entry.slotGeneration = generation
        slots.append(entry)
        appendToTree(1)
        link(entry)
    }

    /// Removes `entry` (a no-op when it is not in the list); its place is kept until an append squeezes the holes out,
    /// so ``restore(_:)`` can put it back there.
    func remove(_ entry: GDataServerEntry) {
        guard entry.list === self else { return }
        slots[entry.slot] = nil
        addToTree(at: entry.slot, -1)
        count -= 1
        if byKey[entry.key] === entry { byKey[entry.key] = nil }
        byID[entry.id] = nil
        digest &-= Self.mix(entry.etagDigest)
        entry.list = nil
    }

    /// Puts back an entry that ``remove(_:)`` took out, where it was (a write undone: its journal record failed); last
    /// if the holes were squeezed out in between.
    func restore(_ entry: GDataServerEntry) {
        guard entry.list == nil else { return }
        guard entry.slotGeneration == generation, entry.slot < slots.count, slots[entry.slot] == nil else {
            append(entry)
            return
        }
        slots[entry.slot] = entry
        addToTree(at: entry.slot, 1)
        link(entry)
    }

    /// Called by an entry of this list when its ETag changes.
    func etagChanged(from old: UInt64, to new: UInt64) {
        digest = digest &- Self.mix(old) &+ Self.mix(new)
    }

    /// Called by an entry of this list when its `edited` changes.
    func editedChanged(_ entry: GDataServerEntry) {
        pushNewest(entry)
    }

    // MARK: - Internals

    /// Tables, digest, heap and count for an entry just placed in `slots`.
    private func link(_ entry: GDataServerEntry) {
        entry.list = self
        count += 1
        if byKey[entry.key] == nil { byKey[entry.key] = entry }
        byID[entry.id] = entry
        digest &+= Self.mix(entry.etagDigest)
        pushNewest(entry)
    }

    /// Drops the holes: every live entry moves to its rank, and the tree is built again (linear).
    private func squeeze() {
        var live: [GDataServerEntry?] = []
        live.reserveCapacity(count + count / 2 + 1)
        generation += 1
        for case let entry? in slots {
            entry.slot = live.count
            entry.slotGeneration = generation
            live.append(entry)
        }
        slots = live
        tree = [Int](repeating: 1, count: slots.count + 1)
        tree[0] = 0
        for index in 1..<tree.count {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
    }

    /// Extends the tree by one slot holding `value` (the slot just appended).
    private func appendToTree(_ value: Int) {
        let index = tree.count
        // tree[index] covers (index - lowbit(index), index]: the slots before this one in that range, plus this one.
        var sum = value
        var below = index - 1
        let stop = index - (index & -index)
        while below > stop {
            sum += tree[below]
            below -= below & -below
        }
        tree.append(sum)
    }

    private func addToTree(at slot: Int, _ delta: Int) {
        var index = slot + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// The slot of the live entry with this 0-based rank (`rank < count`).
    private func slot(ofRank rank: Int) -> Int {
        var position = 0
        var remaining = rank + 1
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] < remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }

    private func pushNewest(_ entry: GDataServerEntry) {
        if newest.count >= 2 * count + 64 {
            // Mostly stale items: start again from the live entries (linear, after as many pushes).
            newest = slots.compactMap { $0.map { ($0.edited, $0) } }
            for index in stride(from: newest.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
            return
        }
        newest.append((entry.edited, entry))
        var child = newest.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard newest[parent].edited < newest[child].edited else { break }
            newest.swapAt(parent, child)
            child = parent
        }
    }

    private func popNewest() {
        let last = newest.removeLast()
        guard !newest.isEmpty else { return }
        newest[0] = last
        siftDown(0)
    }

    private func siftDown(_ start: Int) {
        var parent = start
        while true {
            var largest = parent
            let left = 2 * parent + 1
            if left < newest.count, newest[left].edited > newest[largest].edited { largest = left }
            if left + 1 < newest.count, newest[left + 1].edited > newest[largest].edited { largest = left + 1 }
            guard largest != parent else { return }
            newest.swapAt(parent, largest)
            parent = largest
        }
    }
}
