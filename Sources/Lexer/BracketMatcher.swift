/// Pairs brackets while the lexer writes tokens, so that no separate pass over the tokens is
/// needed. A `}` closes the nearest open `{` (closing any unclosed `(`/`[` inside it); a stray
/// `)` or `]` is left unmatched; a string whose end is missing (unterminated) is closed by the
/// next token that is neither a bracket nor part of a string.
///
/// Pairs are collected as they are found; `matching(count:)` then lays them out as one
/// partner index per token (-1 for none).
struct BracketMatcher {
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
        let grown = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: stack, count: depth)
        stack.deallocate()
        stack = grown
        capacity *= 2
    }

    @inline(never) private mutating func growPairs() {
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: pairCapacity * 2)
        grown.moveInitialize(from: pairs, count: pairCount)
        pairs.deallocate()
        pairs = grown
        pairCapacity *= 2
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

    /// The partner of every token (-1: none), for `count` tokens.
    func matching(count: Int) -> [Int32] {
        var result = [Int32](repeating: -1, count: count)
        result.withUnsafeMutableBufferPointer { m in
            var k = 0
            while k < pairCount {
                let a = Int(pairs[k]), b = Int(pairs[k + 1])
                m[a] = Int32(truncatingIfNeeded: b)
                m[b] = Int32(truncatingIfNeeded: a)
                k += 2
            }
        }
        return result
    }
}
