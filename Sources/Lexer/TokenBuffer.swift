/// Growable token storage without per-append uniqueness checks: the lexer's hot path.
/// It writes either into storage lent by the caller (scratch memory, from which the caller
/// copies the tokens into an array of their own size) or, when that is full, into its own
/// memory, which must then be freed with `finish()`.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int
    /// Tokens are in the caller's storage (nothing to free); false once they outgrew it.
    private(set) var usesLentStorage = false

    init(lending storage: UnsafeMutableBufferPointer<Token>) {
        self.base = storage.baseAddress!
        self.capacity = storage.count
        self.usesLentStorage = true
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
        (base, capacity) = doubled(base, count: count, capacity: capacity, freeOld: !usesLentStorage)
        usesLentStorage = false
    }

    /// The tokens as an array; the buffer is freed and must not be used again.
    mutating func finish() -> [Token] {
        precondition(!usesLentStorage, "tokens in lent storage are the caller's")
        let array = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
        capacity = 0
        return array
    }
}
