/// Pairs brackets while the lexer writes tokens, so that no separate pass over the tokens is
/// needed. A `}` closes the nearest open `{` (closing any unclosed `(`/`[` inside it); a stray
/// `)` or `]` is left unmatched; a string whose end is missing (unterminated) is closed by the
/// next token that is neither a bracket nor part of a string.
///
/// Pairs are collected as they are found; `matching(count:)` then lays them out (see
/// `BracketMatching`).
struct BracketMatcher {
    // Raw buffers (`stack`, `pairs`): allocated in `init`, grown only by `doubled`, freed once
    // by `deallocate()` (the lexer's `defer`). Invariants: `depth <= capacity` and
    // `pairCount <= pairCapacity` before every write (`push` and `pair` grow first), and only
    // indices below `depth` / `pairCount` are read. Plain arrays here cost the uniqueness and
    // bounds checks on the lexer's per-token path.
    /// Open brackets: token index in the high 32 bits, kind in the low 8.
    private var stack: UnsafeMutablePointer<UInt64>
    private var depth = 0
    private var capacity = 64
    /// `{` on the stack: a stray `}` needs no search (no quadratic time).
    private(set) var openBraces = 0
    /// The innermost open bracket is a string start (the common check on every token).
    private(set) var stringOnTop = false
    /// Matched pairs, two indices each (`pairCount` entries used).
    private var pairs: UnsafeMutablePointer<Int32>
    private var pairCount = 0
    private var pairCapacity: Int

    init(expectedTokens: Int) {
        stack = .allocate(capacity: 64)
        pairCapacity = max(64, expectedTokens / 2)
        pairs = .allocate(capacity: pairCapacity)
    }

    func deallocate() {
        stack.deallocate()
        pairs.deallocate()
    }

    @inline(__always) private func kind(at k: Int) -> TokenKind {
        // The low byte was written by `push` from a `TokenKind`'s raw value: always a valid case.
        unsafeBitCast(UInt8(truncatingIfNeeded: stack[k]), to: TokenKind.self)
    }

    @inline(__always) private mutating func updateTop() {
        stringOnTop = depth > 0 && kind(at: depth - 1) == .stringStart
    }

    @inline(__always) private mutating func push(_ index: Int, _ kind: TokenKind) {
        if depth == capacity { growStack() }
        stack[depth] = UInt64(truncatingIfNeeded: index) << 32 | UInt64(kind.rawValue)
        depth += 1
        stringOnTop = kind == .stringStart
    }

    @inline(never) private mutating func growStack() {
        (stack, capacity) = doubled(stack, count: depth, capacity: capacity)
    }

    @inline(never) private mutating func growPairs() {
        (pairs, pairCapacity) = doubled(pairs, count: pairCount, capacity: pairCapacity)
    }

    /// Pairs token `index` with the innermost open bracket and pops it.
    @inline(__always) private mutating func pair(_ index: Int) {
        depth -= 1
        if pairCount + 2 > pairCapacity { growPairs() }
        pairs[pairCount] = Int32(truncatingIfNeeded: stack[depth] >> 32)
        pairs[pairCount + 1] = Int32(truncatingIfNeeded: index)
        pairCount += 2
        updateTop()
    }

    /// Records token number `index`, of kind `kind`. Inlined where the lexer writes tokens, so
    /// that for a kind known there only the relevant branch remains.
    @inline(__always) mutating func track(_ kind: TokenKind, at index: Int) {
        switch kind {
        case .leftParen, .leftBracket, .leftBrace, .interpolationStart, .stringStart:
            if kind == .leftBrace { openBraces += 1 }
            push(index, kind)
        case .rightParen, .interpolationEnd, .rightBracket, .stringEnd, .rightBrace:
            close(kind, at: index)
        case .stringSegment, .unknown:
            break
        default:
            if stringOnTop {
                depth -= 1
                updateTop()
            }
        }
    }

    private mutating func close(_ kind: TokenKind, at index: Int) {
        switch kind {
        case .rightParen, .interpolationEnd:
            if depth > 0 {
                let top = self.kind(at: depth - 1)
                if top == .leftParen || top == .interpolationStart { pair(index) }
            }
        case .rightBracket:
            if depth > 0 && self.kind(at: depth - 1) == .leftBracket { pair(index) }
        case .stringEnd:
            if depth > 0 && self.kind(at: depth - 1) == .stringStart { pair(index) }
        default:
            guard openBraces > 0 else { return }
            closeBrace(at: index)
        }
    }

    /// Closes the nearest `{`, dropping any unclosed `(`/`[` above it.
    @inline(never) private mutating func closeBrace(at index: Int) {
        var k = depth - 1
        while k >= 0 && self.kind(at: k) != .leftBrace { k -= 1 }
        if k >= 0 {
            openBraces -= 1
            depth = k + 1
            pair(index)
        }
    }

    /// The partner of every token, for `count` tokens (see `BracketMatching`).
    func matching(count: Int) -> BracketMatching {
        var offsets = [Int8](repeating: 0, count: count)
        var far: [UInt64] = []
        offsets.withUnsafeMutableBufferPointer { m in
            var k = 0
            while k < pairCount {
                let a = Int(pairs[k]), b = Int(pairs[k + 1])
                k += 2
                if b - a < Int(Int8.max) {
                    m[a] = Int8(truncatingIfNeeded: b - a)
                    m[b] = Int8(truncatingIfNeeded: a - b)
                } else {
                    m[a] = BracketMatching.farMark
                    m[b] = BracketMatching.farMark
                    far.append(UInt64(truncatingIfNeeded: a) << 32 | UInt64(truncatingIfNeeded: b))
                    far.append(UInt64(truncatingIfNeeded: b) << 32 | UInt64(truncatingIfNeeded: a))
                }
            }
        }
        far.sort()
        return BracketMatching(offsets: offsets, far: far)
    }
}

/// Which token pairs with which bracket: for every token index, its partner's index or -1.
/// Stored as an 8-bit offset per token (a quarter of the memory of an index: trees are kept
/// until flowlint exits, and every token has one); the pairs more than `Int8.max - 1` tokens
/// apart (the braces of most function and type bodies, a few percent of all pairs) are kept in
/// a sorted table.
public struct BracketMatching: RandomAccessCollection, Sendable {
    /// Per token: partner index minus own index (0: none; `Int8.min`: a far pair, see
    /// `farPartner(_:)`). For scanners that read it directly.
    public let offsets: [Int8]
    /// `index << 32 | partner` for the far pairs, both ways, sorted.
    let far: [UInt64]
    static var farMark: Int8 { Int8.min }

    init(offsets: [Int8], far: [UInt64]) {
        self.offsets = offsets
        self.far = far
    }

    /// Pairs the brackets of tokens lexed without it (with trivia kept inline, or built by
    /// hand), by the rules the lexer follows as it writes tokens; also says whether a `{` is
    /// left unmatched.
    public static func pairing(_ tokens: [Token]) -> (matching: BracketMatching, hasUnmatchedBrace: Bool) {
        var matcher = BracketMatcher(expectedTokens: tokens.count)
        defer { matcher.deallocate() }
        for (i, t) in tokens.enumerated() { matcher.track(t.kind, at: i) }
        return (matcher.matching(count: tokens.count), matcher.openBraces > 0)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count }

    /// The partner of token `i`, or -1.
    public subscript(i: Int) -> Int32 {
        let offset = offsets[i]
        if offset == 0 { return -1 }
        if offset != BracketMatching.farMark { return Int32(truncatingIfNeeded: i) &+ Int32(offset) }
        return farPartner(i)
    }

    /// The partner of a token whose offset is `Int8.min`.
    public func farPartner(_ i: Int) -> Int32 {
        let key = UInt64(truncatingIfNeeded: i)
        let lo = far.partitionPoint { $0 >> 32 >= key }
        return lo < far.count && far[lo] >> 32 == key ? Int32(truncatingIfNeeded: far[lo] & 0xFFFF_FFFF) : -1
    }
}
