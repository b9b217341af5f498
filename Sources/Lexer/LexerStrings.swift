// String literals: single- and multi-line, raw (`#"…"#`), and interpolation, whose
// parentheses are counted to find where it ends.

/// One open string literal whose interpolation is being lexed.
struct StringContext {
    var hashes: Int
    var multiline: Bool
    /// Depth of `(` inside the current interpolation.
    var parenDepth: Int
}

extension LexerState {
    /// Lexes the opening delimiter at `pos` (after `hashes` `#` characters already consumed
    /// from `start`) and then the body.
    mutating func lexStringStart(hashes: Int, from start: Int? = nil) {
        let start = start ?? pos
        let multiline = opensMultilineString(hashes: hashes)
        pos += multiline ? 3 : 1
        emit(.stringStart, start, flags: multiline ? .multiline : .noFlags)
        lexStringBody(StringContext(hashes: hashes, multiline: multiline, parenDepth: 0))
    }

    /// Whether the `"` at `pos` opens a multi-line string literal, as swiftc decides: `"""`
    /// does, unless the literal is raw and its closing delimiter (`"` and as many `#`) follows
    /// on the same line. `##"""x"##` is a single-line raw string whose text is `""x`.
    func opensMultilineString(hashes: Int) -> Bool {
        let quote = UInt8(ascii: "\"")
        guard peek(1) == quote && peek(2) == quote else { return false }
        guard hashes > 0 else { return true }
        var i = pos + 2
        while i < n && buf[i] != 0x0A && buf[i] != 0x0D {
            if buf[i] == quote && hashesFollow(i + 1, hashes) { return false }
            i += 1
        }
        return true
    }

    /// Lexes string text until the closing delimiter, an interpolation, or the end.
    mutating func lexStringBody(_ context: StringContext) {
        var segmentStart = pos
        while pos < n {
            let b = buf[pos]
            if b == UInt8(ascii: "\\") && hashesFollow(pos + 1, context.hashes) {
                let escapeStart = pos
                pos += 1 + context.hashes
                let e = peek()
                if e == UInt8(ascii: "(") {
                    if escapeStart > segmentStart { emitSegment(segmentStart, escapeStart) }
                    pos += 1
                    emit(.interpolationStart, escapeStart)
                    strings.append(context)
                    return
                }
                if e == UInt8(ascii: "u") && peek(1) == UInt8(ascii: "{") {
                    pos += 2
                    while pos < n && buf[pos] != UInt8(ascii: "}") && buf[pos] != UInt8(ascii: "\"") && buf[pos] != 0x0A { pos += 1 }
                    if peek() == UInt8(ascii: "}") { pos += 1 } else { report(escapeStart, "unterminated \\u{…} escape") }
                } else if e == 0x0A || e == 0x0D || e == 0x20 || e == 0x09 {
                    // Line continuation in a multi-line string (or a stray backslash).
                    if !context.multiline { report(escapeStart, "invalid escape sequence in string literal") }
                } else if pos < n {
                    pos += 1
                }
                continue
            }
            if b == UInt8(ascii: "\"") {
                if context.multiline {
                    if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && hashesFollow(pos + 3, context.hashes) {
                        if pos > segmentStart { emitSegment(segmentStart, pos) }
                        let endStart = pos
                        pos += 3 + context.hashes
                        emit(.stringEnd, endStart, flags: .multiline)
                        return
                    }
                } else if hashesFollow(pos + 1, context.hashes) {
                    if pos > segmentStart { emitSegment(segmentStart, pos) }
                    let endStart = pos
                    pos += 1 + context.hashes
                    emit(.stringEnd, endStart)
                    return
                }
                pos += 1
                continue
            }
            if (b == 0x0A || b == 0x0D) && !context.multiline {
                if pos > segmentStart { emitSegment(segmentStart, pos) }
                report(segmentStart, "unterminated string literal")
                markLastMalformed()
                return
            }
            if b == 0 {
                if pos > segmentStart { emitSegment(segmentStart, pos) }
                report(pos, "NUL byte in string literal")
                let s = pos
                pos += 1
                emit(.unknown, s, flags: .malformed)
                segmentStart = pos
                continue
            }
            pos += 1
        }
        if pos > segmentStart { emitSegment(segmentStart, pos) }
        if context.multiline {
            report(segmentStart, "unterminated multi-line string literal", losesRestOfFile: true)
        } else {
            report(segmentStart, "unterminated string literal")
        }
        markLastMalformed()
    }

    @inline(__always) mutating func emitSegment(_ start: Int, _ end: Int) {
        appendToken(.stringSegment, start, end, keyword: .none, flags: pendingFlags)
        pendingFlags = .noFlags
        previousKind = .stringSegment
    }

    mutating func markLastMalformed() {
        tokens.insertFlagInLast(.malformed)
        previousKind = .stringEnd
    }

    func hashesFollow(_ i: Int, _ count: Int) -> Bool {
        if count == 0 { return true }
        if i + count > n { return false }
        for k in 0..<count where buf[i + k] != UInt8(ascii: "#") { return false }
        return true
    }

    func isInSingleLineInterpolation() -> Bool {
        guard let top = strings.last else { return false }
        return !top.multiline
    }

    /// A line break inside the interpolation of a single-line string: the string is
    /// unterminated. Close every string context back to the innermost multi-line one.
    mutating func closeUnterminatedInterpolation(at offset: Int) {
        report(offset, "unterminated string interpolation")
        while let top = strings.last, !top.multiline { strings.removeLast() }
        // The last significant token: with kept trivia the last token may be a space or a
        // comment (`"\(a // …`), which must not carry the flag.
        var k = tokens.count - 1
        while k >= 0 && tokens[k].kind.isTrivia { k -= 1 }
        if k >= 0 { tokens[k].flags.insert(.malformed) }
    }

    /// `(`, counted when inside an interpolation.
    @inline(__always) mutating func lexLeftParen() {
        let start = pos
        pos += 1
        if !strings.isEmpty { strings[strings.count - 1].parenDepth += 1 }
        emit(.leftParen, start)
    }

    /// `)`: the end of an interpolation (the string's text goes on after it), or a plain `)`.
    @inline(__always) mutating func lexRightParen() {
        let start = pos
        pos += 1
        if !strings.isEmpty {
            let top = strings[strings.count - 1]
            if top.parenDepth == 0 {
                emit(.interpolationEnd, start)
                strings.removeLast()
                lexStringBody(top)
                return
            }
            strings[strings.count - 1].parenDepth -= 1
        }
        emit(.rightParen, start)
    }
}
