import FlowLintKit

/// A set of identifiers that can be asked about a token without building a `String` for it:
/// names are bucketed by a hash of their UTF-8 bytes, and a token's bytes are hashed in place.
struct NameSet {
    private var buckets: [UInt64: [String]] = [:]
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func insert(_ name: String) {
        let h = NameSet.hash(name.utf8)
        if buckets[h]?.contains(name) == true { return }
        buckets[h, default: []].append(name)
        count += 1
    }

    func contains(_ name: String) -> Bool {
        buckets[NameSet.hash(name.utf8)]?.contains(name) == true
    }

    /// Whether the text of token `index` (backticks excluded) is in the set.
    func contains(token index: Int, in tree: SyntaxTree) -> Bool {
        guard count > 0, index >= 0, index < tree.tokens.count else { return false }
        let t = tree.tokens[index]
        var s = Int(t.start), len = Int(t.length)
        if t.flags.contains(.backticked) && len >= 2 { s += 1; len -= 2 }
        let h: UInt64 = tree.source.bytes.withUnsafeBufferPointer { buf in
            NameSet.hash(UnsafeBufferPointer(rebasing: buf[s..<(s + len)]))
        }
        guard let names = buckets[h] else { return false }
        for n in names where tree.tokenIs(index, n) { return true }
        return false
    }

    @inline(__always) static func hash<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}

extension SyntaxTree {
    /// Whether token `index` starts with the given ASCII prefix (no allocation).
    func tokenHasPrefix(_ index: Int, _ prefix: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let t = tokens[index]
        let len = Int(t.length)
        let n = prefix.utf8CodeUnitCount
        guard len >= n else { return false }
        let s = Int(t.start)
        return prefix.withUTF8Buffer { p in
            source.bytes.withUnsafeBufferPointer { buf in
                for k in 0..<n where buf[s + k] != p[k] { return false }
                return true
            }
        }
    }

    /// Whether token `index` is a word starting with an upper-case ASCII letter (a type name).
    func isCapitalizedWord(_ index: Int) -> Bool {
        guard kind(index) == .identifier else { return false }
        let b = source.bytes[Int(tokens[index].start)]
        return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
    }
}
