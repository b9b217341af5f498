// The lexer's main loop: fast paths for what most bytes start, and the dispatch on the
// first byte of everything else.

extension LexerState {
    /// Lexes the whole buffer.
    mutating func run() {
        skipByteOrderMarkAndShebang()
        while pos < n {
            // Names and the space between tokens (without kept trivia) go fast; the rest, one by
            // one. (The two start on different bytes: names are tried first so that the compiler,
            // which inlines the larger step only into a still small loop, inlines both.)
            if lexASCIIName() { continue }
            if !keepTrivia && skipSpaceBetweenTokens() { continue }
            lexOne()
        }
        if !strings.isEmpty {
            report(n, "unterminated string literal")
            strings.removeAll()
        }
        if let last = tokens.last, !last.kind.isTrivia {
            tokens.insertFlagInLast(.spaceAfter)
        }
    }

    /// Lexes the token or trivia at `pos`, whatever its first byte.
    mutating func lexOne() {
        let start = pos
        switch buf[pos] {
        case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D:
            lexWhitespace()
        case UInt8(ascii: "/"):
            lexSlash()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexStringStart(hashes: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"):
            lexAttribute()
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            pos += 1
            while pos < n, isIdentifierBody(at: pos) { skipIdentifierChar() }
            emit(.identifier, start)
        case UInt8(ascii: "("):
            lexLeftParen()
        case UInt8(ascii: ")"):
            lexRightParen()
        case UInt8(ascii: "{"): pos += 1; emit(.leftBrace, start)
        case UInt8(ascii: "}"): pos += 1; emit(.rightBrace, start)
        case UInt8(ascii: "["): pos += 1; emit(.leftBracket, start)
        case UInt8(ascii: "]"): pos += 1; emit(.rightBracket, start)
        case UInt8(ascii: ","): pos += 1; emit(.comma, start)
        case UInt8(ascii: ":"): pos += 1; emit(.colon, start)
        case UInt8(ascii: ";"): pos += 1; emit(.semicolon, start)
        case UInt8(ascii: "\\"): pos += 1; emit(.backslash, start)
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                lexOperator()
            } else {
                pos += 1
                emit(.dot, start)
            }
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            lexOperator()
        case 0:
            pos += 1
            report(start, "NUL byte in source")
            emit(.unknown, start, flags: .malformed)
        case 0x80...0xFF:
            lexNonASCII()
        default:
            pos += 1
            report(start, "unexpected character in source")
            emit(.unknown, start, flags: .malformed)
        }
    }

    mutating func lexPound() {
        let start = pos
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = peek(hashes)
        if after == UInt8(ascii: "\"") {
            pos += hashes
            lexStringStart(hashes: hashes, from: start)
            return
        }
        if after == UInt8(ascii: "/") {
            pos += hashes
            lexExtendedRegex(hashes: hashes, start: start)
            return
        }
        if hashes > 1 {
            // A run of `#` that opens no raw string or regex: every `#` but the last is a
            // malformed token of its own. They are emitted here, from this one scan of the run;
            // lexed one at a time, each would count the rest of the run again (quadratic in the
            // run's length). The last one is lexed next, alone (`##if` ends in `#if`).
            for k in 0..<(hashes - 1) {
                pos = start + k + 1
                report(start + k, "'#' must start a directive, a raw string or a regex literal")
                emit(.unknown, start + k, flags: .malformed)
            }
            return
        }
        pos += 1
        if hashes == 1, pos < n, isIdentifierHead(at: pos) {
            skipIdentifierChar()
            skipIdentifierBody()
            let keyword = keywords(buf, start + 1, pos - start - 1)
            emit(.pound, start, keyword: keyword)
            return
        }
        report(start, "'#' must start a directive, a raw string or a regex literal")
        emit(.unknown, start, flags: .malformed)
    }

    /// A token starting with a non-ASCII byte: an operator, an identifier, Unicode whitespace,
    /// or a malformed character.
    mutating func lexNonASCII() {
        let start = pos
        let (scalar, length) = decodeScalar(at: pos)
        if length == 0 {
            pos += 1
            while pos < n && buf[pos] & 0xC0 == 0x80 { pos += 1 }
            report(start, "invalid UTF-8")
            emit(.unknown, start, flags: .malformed)
        } else if isOperatorHead(scalar) {
            lexOperator()
        } else if isIdentifierScalar(scalar) {
            lexIdentifier()
        } else if scalar == 0xA0 || scalar == 0x2028 || scalar == 0x2029 || scalar == 0xFEFF {
            pos += length
            emitTrivia(.whitespace, start)
        } else {
            pos += length
            report(start, "unexpected character in source")
            emit(.unknown, start, flags: .malformed)
        }
    }
}
