// Regex literals: bare (`/…/`) where one may start, and extended (`#/…/#`).

extension LexerState {
    /// Whether a `/` at `pos` is in a position where Swift would parse a regex literal.
    func regexMayStartHere() -> Bool {
        let next = peek(1)
        if next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == 0 || next == UInt8(ascii: "=") { return false }
        switch previousKind {
        case .identifier:
            switch previousKeyword {
            case .return, .case, .in, .where, .if, .guard, .while, .try, .await, .throw, .else: return true
            default: return false
            }
        case .integerLiteral, .floatLiteral, .stringEnd, .regexLiteral, .rightParen, .rightBracket, .rightBrace,
             .postfixQuestion, .postfixExclaim, .pound, .interpolationEnd:
            return false
        case .operator:
            // `a / /re/` is odd code; after a prefix or binary operator with a space, allow it.
            return pendingFlags.contains(.spaceBefore)
        default:
            return true
        }
    }

    /// Tries to lex `/…/` on one line. Returns false (consuming nothing) when it is not a regex.
    mutating func lexBareRegex() -> Bool {
        let start = pos
        var i = pos + 1
        var inClass = 0
        while i < n {
            let b = buf[i]
            if b == 0x0A || b == 0x0D { return false }
            if b == UInt8(ascii: "\\") { i += 2; continue }
            if b == UInt8(ascii: "[") { inClass += 1 }
            else if b == UInt8(ascii: "]") && inClass > 0 { inClass -= 1 }
            else if b == UInt8(ascii: "/") && inClass == 0 {
                // A closing '/' preceded by a space is not allowed for bare regexes.
                if buf[i - 1] == 0x20 || buf[i - 1] == 0x09 { return false }
                pos = i + 1
                emit(.regexLiteral, start)
                return true
            }
            i += 1
        }
        return false
    }

    mutating func lexExtendedRegex(hashes: Int, start: Int) {
        // pos is at the opening '/'.
        pos += 1
        // Only `#/` followed by a line break opens a multi-line literal; otherwise the literal
        // ends on its line (so an unterminated one does not swallow the rest of the file).
        var lookahead = pos
        while lookahead < n && (buf[lookahead] == 0x20 || buf[lookahead] == 0x09) { lookahead += 1 }
        let multiline = lookahead < n && (buf[lookahead] == 0x0A || buf[lookahead] == 0x0D)
        while pos < n {
            let b = buf[pos]
            if (b == 0x0A || b == 0x0D) && !multiline { break }
            if b == UInt8(ascii: "\\") { pos += 2; continue }
            if b == UInt8(ascii: "/") && hashesFollow(pos + 1, hashes) {
                pos += 1 + hashes
                emit(.regexLiteral, start)
                return
            }
            pos += 1
        }
        pos = min(pos, n)
        report(start, multiline ? "unterminated multi-line regex literal" : "unterminated regex literal", losesRestOfFile: multiline)
        emit(.regexLiteral, start, flags: .malformed)
    }
}
