import FlowLintKit

/// A set of identifiers that can be asked about a token without building a `String` for it:
/// an open-addressing table keyed by a hash of the names' UTF-8 bytes; a token's bytes are
/// hashed in place.
struct NameSet {
    /// Hash of the name in each slot (0: empty); capacity is a power of two.
    private var hashes: [UInt64] = []
    private var names: [String] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func insert(_ name: String) {
        let h = NameSet.hash(name)
        if (count + 1) * 2 > hashes.count { grow() }
        let mask = hashes.count - 1
        var slot = NameSet.slot(h, mask)
        while hashes[slot] != 0 {
            if hashes[slot] == h && names[slot] == name { return }
            slot = (slot + 1) & mask
        }
        hashes[slot] = h
        names[slot] = name
        count += 1
    }

    private mutating func grow() {
        let oldHashes = hashes, oldNames = names
        let capacity = max(16, hashes.count * 2)
        hashes = [UInt64](repeating: 0, count: capacity)
        names = [String](repeating: "", count: capacity)
        let mask = capacity - 1
        for k in oldHashes.indices where oldHashes[k] != 0 {
            var slot = NameSet.slot(oldHashes[k], mask)
            while hashes[slot] != 0 { slot = (slot + 1) & mask }
            hashes[slot] = oldHashes[k]
            names[slot] = oldNames[k]
        }
    }

    func contains(_ name: String) -> Bool {
        guard count > 0 else { return false }
        let h = NameSet.hash(name)
        let mask = hashes.count - 1
        var slot = NameSet.slot(h, mask)
        while hashes[slot] != 0 {
            if hashes[slot] == h && names[slot] == name { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    /// Whether the text of token `index` (backticks excluded) is in the set.
    func contains(token index: Int, in tree: SyntaxTree) -> Bool {
        guard count > 0, index >= 0, index < tree.tokens.count else { return false }
        let h = NameSet.nonZero(tree.nameHash(ofToken: index))
        let mask = hashes.count - 1
        var slot = NameSet.slot(h, mask)
        while hashes[slot] != 0 {
            if hashes[slot] == h && tree.tokenIs(index, names[slot]) { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    @inline(__always) private static func slot(_ h: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (h ^ (h >> 29)) &* 0x9E37_79B9_7F4A_7C15 >> 32) & mask
    }

    /// The tree's name hash (FNV-1a of the bytes, as `SyntaxTree.nameHash(ofToken:)` gives a
    /// token), never 0: 0 marks an empty slot.
    private static func hash(_ name: String) -> UInt64 { nonZero(SyntaxTree.nameHash(name)) }

    @inline(__always) private static func nonZero(_ h: UInt64) -> UInt64 { h == 0 ? 1 : h }
}

extension SyntaxTree {
    /// Whether token `index` is a word starting with an upper-case ASCII letter (a type name).
    func isCapitalizedWord(_ index: Int) -> Bool {
        guard kind(index) == .identifier else { return false }
        let b = source.bytes[Int(tokens[index].start)]
        return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
    }
}
