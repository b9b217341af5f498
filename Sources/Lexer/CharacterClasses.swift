// Which bytes and Unicode scalars start or continue identifiers and operators, and UTF-8 decoding.

extension LexerState {
    /// Decodes the scalar at `i`; length 0 means invalid UTF-8.
    @inline(__always) func decodeScalar(at i: Int) -> (scalar: UInt32, length: Int) {
        let b0 = UInt32(buf[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xC2 { return (0, 0) }
        if b0 < 0xE0 {
            guard i + 1 < n, buf[i + 1] & 0xC0 == 0x80 else { return (0, 0) }
            return ((b0 & 0x1F) << 6 | UInt32(buf[i + 1] & 0x3F), 2)
        }
        if b0 < 0xF0 {
            guard i + 2 < n, buf[i + 1] & 0xC0 == 0x80, buf[i + 2] & 0xC0 == 0x80 else { return (0, 0) }
            let s = (b0 & 0x0F) << 12 | UInt32(buf[i + 1] & 0x3F) << 6 | UInt32(buf[i + 2] & 0x3F)
            if s < 0x800 || (s >= 0xD800 && s <= 0xDFFF) { return (0, 0) }
            return (s, 3)
        }
        if b0 < 0xF5 {
            guard i + 3 < n, buf[i + 1] & 0xC0 == 0x80, buf[i + 2] & 0xC0 == 0x80, buf[i + 3] & 0xC0 == 0x80 else { return (0, 0) }
            let s = (b0 & 0x07) << 18 | UInt32(buf[i + 1] & 0x3F) << 12 | UInt32(buf[i + 2] & 0x3F) << 6 | UInt32(buf[i + 3] & 0x3F)
            if s < 0x10000 || s > 0x10FFFF { return (0, 0) }
            return (s, 4)
        }
        return (0, 0)
    }
}

/// ASCII bytes that continue an identifier, indexed by byte (allocated once, never freed).
/// Invariant: all 256 entries are written before the table is published, and nothing writes
/// it afterwards (read from any thread; indexed by a `UInt8`, so never out of bounds). A
/// `[Bool]` would cost a retain and a bounds check per byte of every name.
let identifierByteTable: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    for b in 0..<256 {
        table[b] = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || (b >= 0x30 && b <= 0x39)
    }
    return UnsafePointer(table)
}()

/// Operator-head scalars beyond ASCII, from the Swift grammar.
func isOperatorHead(_ s: UInt32) -> Bool {
    switch s {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
         0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
         0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
         0x3008...0x3020, 0x3030:
        return true
    default:
        return false
    }
}

/// Combining scalars that may continue an operator.
func isOperatorContinuation(_ s: UInt32) -> Bool {
    switch s {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
        return true
    default:
        return false
    }
}

/// Non-ASCII scalars allowed in identifiers (a permissive reading of the Swift grammar:
/// letters, marks, digits and symbols of every script, minus whitespace and operators).
func isIdentifierScalar(_ s: UInt32) -> Bool {
    // Below U+00A8 nothing non-ASCII is: U+0080–U+009F are controls, U+00A0 a space, U+00A1–U+00A7
    // operator characters. From U+00A8 on, what is not an operator head is (U+00A8, U+00AA, …).
    if s < 0xA8 { return false }
    switch s {
    case 0x2028, 0x2029, 0xFEFF, 0x00A0, 0x2000...0x200A, 0x3000: return false
    default: return !isOperatorHead(s) || isOperatorContinuation(s)
    }
}

/// The high bit of each byte of `w` that is not an ASCII identifier byte (`A`–`Z`, `a`–`z`,
/// `0`–`9`, `_`); bytes of 0x80 and above count as not (the caller handles them).
@inline(__always) package func nonIdentifierBytes(_ w: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let ones: UInt64 = 0x0101_0101_0101_0101
    // Per byte, without carries between bytes: `(x & 0x7F) + (0x80 - k)` has its high bit set
    // exactly when the low seven bits are at least `k`.
    let folded = (w | 0x2020_2020_2020_2020) & low7          // `A`–`Z` folded onto `a`–`z`
    let letter = (folded &+ ones &* (0x80 - 0x61)) & ~(folded &+ ones &* (0x80 - 0x7B))
    let seven = w & low7
    let digit = (seven &+ ones &* (0x80 - 0x30)) & ~(seven &+ ones &* (0x80 - 0x3A))
    let e = w ^ (ones &* 0x5F)
    let underscore = ~(((e & low7) &+ low7) | e)
    let identifier = (letter | digit | underscore) & ~w & high
    return ~identifier & high
}
