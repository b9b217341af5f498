/// Growable token storage without per-append uniqueness checks: the lexer's hot path. The
/// lexer writes into it, then `finish()` copies the tokens into an array of their own size
/// and frees it.
struct TokenBuffer {
    // Invariants: elements `0..<count` of `base` are initialized and `count <= capacity`
    // (`append` grows first); the subscript is used only below `count` (the lexer reads and
    // patches tokens it has written); after `finish()` the buffer is freed and never touched.
    private var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        self.base = .allocate(capacity: self.capacity)
    }

    @inline(__always) var isEmpty: Bool { count == 0 }

    @inline(__always) var last: Token? { count > 0 ? base[count - 1] : nil }

    @inline(__always) subscript(i: Int) -> Token {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    /// Adds a flag to the last token.
    @inline(__always) func insertFlagInLast(_ flag: TokenFlags) {
        if count > 0 { base[count - 1].flags.insert(flag) }
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    private mutating func grow() {
        (base, capacity) = doubled(base, count: count, capacity: capacity)
    }

    /// The tokens as an array of their own size; the buffer is freed and must not be used again.
    mutating func finish() -> [Token] {
        let array = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
        capacity = 0
        return array
    }
}
