import FlowLintPlatform

// Trivia: the byte order mark, a shebang line, whitespace, line breaks and comments.

extension LexerState {
    /// A byte order mark and a `#!` line at the start of the file are trivia.
    mutating func skipByteOrderMarkAndShebang() {
        if n >= 3 && buf[0] == 0xEF && buf[1] == 0xBB && buf[2] == 0xBF {
            pos = 3
            emitTrivia(.whitespace, 0)
        }
        if peek() == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "!") {
            let start = pos
            while pos < n && buf[pos] != 0x0A && buf[pos] != 0x0D { pos += 1 }
            emitTrivia(.shebang, start)
        }
    }

    /// Fast path: a run of spaces, tabs and line breaks between tokens, skipped with the flags
    /// it gives the next token. False when there is none at `pos`.
    @inline(__always) mutating func skipSpaceBetweenTokens() -> Bool {
        var b = buf[pos]
        guard b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D else { return false }
        let start = pos
        var sawNewline = false
        repeat {
            if b == 0x0A || b == 0x0D {
                if !strings.isEmpty && isInSingleLineInterpolation() { break }
                sawNewline = true
            }
            pos += 1
            // Indentation: eight spaces at a time.
            while pos + 8 <= n,
                  UnsafeRawPointer(buf.baseAddress! + pos).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                pos += 8
            }
            if pos >= n { break }
            b = buf[pos]
        } while b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
        guard pos > start else { return false }
        pendingFlags.insert(sawNewline ? [.spaceBefore, .newlineBefore] : .spaceBefore)
        if let last = tokens.last, !last.flags.contains(.spaceAfter) { tokens.insertFlagInLast(.spaceAfter) }
        return true
    }

    /// Spaces, tabs, vertical tabs and form feeds as one whitespace piece, or one line break.
    mutating func lexWhitespace() {
        let start = pos
        switch buf[pos] {
        case 0x0A:
            pos += 1
            if isInSingleLineInterpolation() { closeUnterminatedInterpolation(at: start) }
            emitTrivia(.newline, start)
        case 0x0D:
            pos += 1
            if peek() == 0x0A { pos += 1 }
            if isInSingleLineInterpolation() { closeUnterminatedInterpolation(at: start) }
            emitTrivia(.newline, start)
        default:
            pos += 1
            while pos < n, case let b = buf[pos], b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C { pos += 1 }
            emitTrivia(.whitespace, start)
        }
    }

    mutating func lexLineComment() {
        let start = pos
        let isDoc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        // The comment ends at the first `\n` (found by the C library) or any `\r` before it.
        var end = n
        // `memchr` searches the `n - pos` bytes left, so `q` lies inside the buffer.
        if let base = buf.baseAddress, pos < n, let q = Platform.firstByte(0x0A, in: base + pos, count: n - pos) {
            end = UnsafeRawPointer(q) - UnsafeRawPointer(base)
        }
        while pos < end && buf[pos] != 0x0D { pos += 1 }
        emitTrivia(isDoc ? .docLineComment : .lineComment, start)
    }

    mutating func lexBlockComment() {
        let start = pos
        let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        pos += 2
        var depth = 1
        var sawNewline = false
        while pos < n && depth > 0 {
            let b = buf[pos]
            if b == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1; pos += 2
            } else if b == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1; pos += 2
            } else {
                if b == 0x0A || b == 0x0D { sawNewline = true }
                pos += 1
            }
        }
        if depth > 0 { report(start, "unterminated block comment", losesRestOfFile: true) }
        if sawNewline { pendingFlags.insert(.newlineBefore) }
        emitTrivia(isDoc ? .docBlockComment : .blockComment, start)
    }
}
