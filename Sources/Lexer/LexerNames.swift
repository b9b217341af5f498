// Identifiers, keywords, backticked names and attributes.

extension LexerState {
    /// Fast path: an ASCII identifier or keyword at `pos` (what `lexIdentifier` does, without
    /// the dispatch), and the punctuation that most often follows it. False, consuming nothing,
    /// when there is none or a non-ASCII byte continues it (the general way lexes that).
    @inline(__always) mutating func lexASCIIName() -> Bool {
        let b = buf[pos]
        guard (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F else { return false }
        let start = pos
        let p = asciiNameEnd(from: pos + 1)
        guard p >= n || buf[p] < 0x80 else { return false }
        pos = p
        emit(.identifier, start, keyword: keywords(buf, start, p - start))
        guard p < n else { return true }
        // What follows a name is most often `.`, `(`, `,` or `:` (`self.view`, `load(`, `a, b`,
        // `name:`): lexed here, as `lexOne` would, without a trip through the general dispatch.
        // (Here and not in a function of its own, which the compiler would not inline.)
        let next = buf[p]
        if next == UInt8(ascii: ".") {
            if p + 1 >= n || buf[p + 1] != UInt8(ascii: ".") { pos = p + 1; emit(.dot, p) }
        } else if next == UInt8(ascii: "(") {
            if strings.isEmpty { pos = p + 1; emit(.leftParen, p) }
        } else if next == UInt8(ascii: ",") {
            pos = p + 1
            emit(.comma, p)
        } else if next == UInt8(ascii: ":") {
            pos = p + 1
            emit(.colon, p)
        }
        return true
    }

    /// The end of the ASCII identifier bytes from `p` on.
    @inline(__always) func asciiNameEnd(from p: Int) -> Int {
        var p = p
        // Eight bytes at a time: most names end within the first eight, so the loop
        // exit is predictable (a byte-at-a-time loop mispredicts its exit on nearly
        // every name); the tail of the file goes byte by byte.
        while p + 8 <= n {
            let w = UnsafeRawPointer(buf.baseAddress! + p).loadUnaligned(as: UInt64.self)
            let stop = nonIdentifierBytes(w)
            if stop != 0 { return p + stop.trailingZeroBitCount >> 3 }
            p += 8
        }
        let table = identifierTable
        while p < n && table[Int(buf[p])] { p += 1 }
        return p
    }

    @inline(__always) func isIdentifierHead(at i: Int) -> Bool {
        let b = buf[i]
        if b < 0x80 {
            return (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F
        }
        let (scalar, length) = decodeScalar(at: i)
        return length > 0 && isIdentifierScalar(scalar) && !isOperatorHead(scalar) && !isOperatorContinuation(scalar)
    }

    @inline(__always) func isIdentifierBody(at i: Int) -> Bool {
        let b = buf[i]
        if b < 0x80 {
            return (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || (b >= 0x30 && b <= 0x39)
        }
        let (scalar, length) = decodeScalar(at: i)
        return length > 0 && isIdentifierScalar(scalar) && !isOperatorHead(scalar)
    }

    @inline(__always) mutating func skipIdentifierChar() {
        if buf[pos] < 0x80 { pos += 1 } else { pos += max(1, decodeScalar(at: pos).length) }
    }

    mutating func skipIdentifierBody() {
        var p = pos
        let table = identifierTable
        while p < n {
            let b = buf[p]
            if table[Int(b)] {
                p += 1
                continue
            }
            if b < 0x80 { break }
            pos = p
            if !isIdentifierBody(at: p) { return }
            skipIdentifierChar()
            p = pos
        }
        pos = p
    }

    mutating func lexIdentifier() {
        let start = pos
        skipIdentifierChar()
        skipIdentifierBody()
        let keyword = keywords(buf, start, pos - start)
        emit(.identifier, start, keyword: keyword)
    }

    mutating func lexBacktickIdentifier() {
        let start = pos
        pos += 1
        while pos < n && buf[pos] != UInt8(ascii: "`") && buf[pos] != 0x0A && buf[pos] != 0x0D { pos += 1 }
        if pos < n && buf[pos] == UInt8(ascii: "`") && pos > start + 1 {
            pos += 1
            emit(.identifier, start, flags: .backticked)
        } else {
            if pos == start + 1 && pos < n && buf[pos] == UInt8(ascii: "`") { pos += 1 }
            report(start, "unterminated backticked identifier")
            emit(.identifier, start, flags: [.backticked, .malformed])
        }
    }

    /// `@name`, or a malformed `@` without a name.
    mutating func lexAttribute() {
        let start = pos
        pos += 1
        if pos < n, isIdentifierHead(at: pos) {
            skipIdentifierBody()
            emit(.attribute, start)
        } else {
            report(start, "'@' must be followed by an attribute name")
            emit(.unknown, start, flags: .malformed)
        }
    }
}
