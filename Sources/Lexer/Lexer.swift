import FlowLintPlatform

/// A problem the lexer found in the text (the tokens still cover every byte).
public struct LexerDiagnostic: Sendable, Hashable {
    public var offset: Int
    public var message: String
    /// Whether everything from `offset` to the end of the file is inside the unterminated
    /// construct (a block comment, a multi-line string or regex literal), so none of that text
    /// is read as code.
    public var losesRestOfFile: Bool

    public init(offset: Int, message: String, losesRestOfFile: Bool = false) {
        self.offset = offset
        self.message = message
        self.losesRestOfFile = losesRestOfFile
    }
}

/// The result of lexing one file.
public struct LexedFile: Sendable {
    /// Significant tokens in source order. With `keepTrivia`, also every whitespace, newline
    /// and comment piece, so that the tokens cover every byte exactly once.
    public var tokens: [Token]
    /// Comments (only filled when trivia is not kept inline).
    public var comments: [Token]
    public var diagnostics: [LexerDiagnostic]
    /// For every bracket token (`(`, `)`, `[`, `]`, `{`, `}`, `\(`, interpolation `)`, string
    /// delimiters), the index of its partner, or -1 when unbalanced. Nil with `keepTrivia`.
    public var matching: BracketMatching?
    /// Whether some `{` has no `}` (only one still open at the end can be).
    public var hasUnmatchedBrace = false
}

/// A hand-written lexer over UTF-8 bytes for the whole Swift 6 lexical grammar. It never
/// allocates per token, never recurses (string interpolation nests on an explicit stack),
/// and always terminates: every step consumes at least one byte.
public struct Lexer {
    public static func tokenize(_ bytes: [UInt8], keepTrivia: Bool = false) -> LexedFile {
        bytes.withUnsafeBufferPointer { buffer in
            // Tokens are written into scratch memory sized for the worst realistic case (a token
            // every two bytes; real code has one every six or so; denser input makes it grow),
            // then copied into an array of their own size. Trees keep their tokens until
            // flowlint exits: an array with room to spare would hold on to its partly used last
            // page, and the scratch memory, freed here, is reused for the next file while it is
            // still in the cache.
            var lexer = LexerState(buffer: buffer, keepTrivia: keepTrivia)
            defer { lexer.brackets.deallocate() }
            lexer.run()
            var matching: BracketMatching?
            if !keepTrivia { matching = lexer.brackets.matching(count: lexer.tokens.count) }
            return LexedFile(tokens: lexer.tokens.finish(), comments: lexer.comments, diagnostics: lexer.diagnostics,
                             matching: matching, hasUnmatchedBrace: !keepTrivia && lexer.brackets.openBraces > 0)
        }
    }

    public static func tokenize(_ source: SourceText, keepTrivia: Bool = false) -> LexedFile {
        tokenize(source.bytes, keepTrivia: keepTrivia)
    }
}

/// One open string literal whose interpolation is being lexed.
private struct StringContext {
    var hashes: Int
    var multiline: Bool
    /// Depth of `(` inside the current interpolation.
    var parenDepth: Int
}

private struct LexerState {
    let buf: UnsafeBufferPointer<UInt8>
    let n: Int
    let keepTrivia: Bool
    var pos = 0
    var tokens: TokenBuffer
    /// Brackets paired as tokens are written (not with `keepTrivia`).
    var brackets: BracketMatcher
    var comments: [Token] = []
    var diagnostics: [LexerDiagnostic] = []
    /// Flags collected from trivia for the next significant token.
    var pendingFlags: TokenFlags = [.spaceBefore]
    /// Strings whose interpolation we are inside, innermost last.
    var strings: [StringContext] = []
    /// Kind of the previous significant token (for `/` regex and `.0.1` decisions).
    var previousKind: TokenKind = .newline
    var previousKeyword: Keyword = .none
    let keywords = KeywordTable.Lookup()
    /// ASCII bytes that continue an identifier (letters, digits, `_`), indexed by byte.
    let identifierTable: UnsafePointer<Bool> = identifierByteTable

    init(buffer: UnsafeBufferPointer<UInt8>, keepTrivia: Bool) {
        self.buf = buffer
        self.n = buffer.count
        self.keepTrivia = keepTrivia
        tokens = TokenBuffer(capacity: buffer.count / 2 + 64)
        brackets = BracketMatcher(expectedTokens: buffer.count / 6)
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i < n ? buf[i] : 0
    }

    @inline(__always) func at(_ i: Int) -> UInt8 { i < n ? buf[i] : 0 }

    // MARK: Emission

    @inline(__always) mutating func emitTrivia(_ kind: TokenKind, _ start: Int) {
        if kind == .newline { pendingFlags.insert(.newlineBefore) }
        pendingFlags.insert(.spaceBefore)
        if let last = tokens.last, !last.kind.isTrivia, !last.flags.contains(.spaceAfter) {
            tokens.insertFlagInLast(.spaceAfter)
        }
        if keepTrivia {
            appendToken(kind, start, pos, keyword: .none, flags: .noFlags)
        } else if kind.isComment {
            if pos - start <= Token.maxLength {
                comments.append(Token(kind: kind, flags: .noFlags, keyword: .none, start: start, length: pos - start))
            } else {
                appendLongComment(kind, start, pos)
            }
        }
    }

    @inline(never) mutating func appendLongComment(_ kind: TokenKind, _ start: Int, _ end: Int) {
        var s = start
        while s < end {
            let e = pieceEnd(s, end)
            comments.append(Token(kind: kind, flags: .noFlags, keyword: .none, start: s, length: e - s))
            s = e
        }
    }

    /// End of the piece starting at `s` of a byte range ending at `end` that is longer than a
    /// token can be: at most `Token.maxLength` bytes, on a UTF-8 character boundary.
    func pieceEnd(_ s: Int, _ end: Int) -> Int {
        guard end - s > Token.maxLength else { return end }
        var e = s + Token.maxLength
        while e > s + 1 && buf[e] & 0xC0 == 0x80 { e -= 1 }
        return e
    }

    /// Appends a significant token, split when longer than `Token.maxLength` (only the first
    /// piece carries the spacing flags).
    @inline(__always) mutating func appendToken(_ kind: TokenKind, _ start: Int, _ end: Int, keyword: Keyword, flags: TokenFlags) {
        if end - start <= Token.maxLength {
            brackets.track(kind, at: tokens.count)
            tokens.append(Token(kind: kind, flags: flags, keyword: keyword, start: start, length: end - start))
        } else {
            appendLongToken(kind, start, end, flags: flags)
        }
    }

    @inline(never) mutating func appendLongToken(_ kind: TokenKind, _ start: Int, _ end: Int, flags: TokenFlags) {
        var s = start
        while s < end {
            let e = pieceEnd(s, end)
            let pieceFlags = s == start ? flags : flags.intersection([.malformed, .multiline, .backticked])
            brackets.track(kind, at: tokens.count)
            tokens.append(Token(kind: kind, flags: pieceFlags, keyword: .none, start: s, length: e - s))
            s = e
        }
    }

    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, keyword: Keyword = .none, flags: TokenFlags = .noFlags) {
        appendToken(kind, start, pos, keyword: keyword, flags: pendingFlags.union(flags))
        pendingFlags = .noFlags
        previousKind = kind
        previousKeyword = keyword
    }

    mutating func report(_ offset: Int, _ message: String, losesRestOfFile: Bool = false) {
        diagnostics.append(LexerDiagnostic(offset: offset, message: message, losesRestOfFile: losesRestOfFile))
    }

    // MARK: Main loop

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

    /// A `/`: a comment, a regex literal where one may start, or an operator.
    mutating func lexSlash() {
        if peek(1) == UInt8(ascii: "/") {
            lexLineComment()
        } else if peek(1) == UInt8(ascii: "*") {
            lexBlockComment()
        } else if regexMayStartHere(), lexBareRegex() {
            // done
        } else {
            lexOperator()
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

    // MARK: Comments

    mutating func lexLineComment() {
        let start = pos
        let isDoc = peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        // The comment ends at the first `\n` (found by the C library) or any `\r` before it.
        var end = n
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

    // MARK: Identifiers

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

    // MARK: Numbers

    mutating func lexNumber() {
        let start = pos
        let afterDot = previousKind == .dot
        if peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "o") || peek(1) == UInt8(ascii: "b")) {
            let radix = peek(1)
            pos += 2
            var isFloat = false
            var invalidDigits = false
            if radix == UInt8(ascii: "x") {
                while pos < n && (isHexDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
                if !afterDot && peek() == UInt8(ascii: ".") && pos + 1 < n && isHexDigit(buf[pos + 1]) {
                    isFloat = true
                    pos += 1
                    while pos < n && (isHexDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
                }
                if !afterDot && (peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P")) {
                    isFloat = true
                    pos += 1
                    if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
                    while pos < n && (isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
                }
            } else {
                // Octal and binary: decimal digits past the radix make the literal invalid.
                let maxDigit = radix == UInt8(ascii: "o") ? UInt8(ascii: "7") : UInt8(ascii: "1")
                while pos < n && (isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) {
                    if buf[pos] > maxDigit && buf[pos] != UInt8(ascii: "_") { invalidDigits = true }
                    pos += 1
                }
            }
            if pos == start + 2 { invalidDigits = true }  // `0x`, `0o`, `0b` without digits
            finishNumber(start, isFloat: isFloat, invalidDigits: invalidDigits)
            return
        }
        while pos < n && (isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
        var isFloat = false
        if !afterDot && peek() == UInt8(ascii: ".") && pos + 1 < n && isDigit(buf[pos + 1]) {
            isFloat = true
            pos += 1
            while pos < n && (isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
        }
        if !afterDot && (peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E")) {
            let save = pos
            pos += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
            if pos < n && isDigit(buf[pos]) {
                isFloat = true
                while pos < n && (isDigit(buf[pos]) || buf[pos] == UInt8(ascii: "_")) { pos += 1 }
            } else {
                pos = save
            }
        }
        finishNumber(start, isFloat: isFloat)
    }

    mutating func finishNumber(_ start: Int, isFloat: Bool, invalidDigits: Bool = false) {
        var flags = TokenFlags.noFlags
        if pos < n, isIdentifierBody(at: pos) {
            // `1abc`: not a valid literal; keep it one token so the rest lexes normally.
            report(start, "invalid character in number literal")
            skipIdentifierBody()
            flags = .malformed
        } else if invalidDigits {
            report(start, "invalid digit in number literal")
            flags = .malformed
        }
        emit(isFloat ? .floatLiteral : .integerLiteral, start, flags: flags)
    }

    // MARK: Strings

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

    // MARK: `#`

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
            // lexed one at a time, each would count the rest of the run again (quadratic: 100 KB
            // of `#` took 6 s to lex). The last one is lexed next, alone (`##if` ends in `#if`).
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

    // MARK: Regex literals

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

    // MARK: Operators

    @inline(__always) func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Whether the operator at `i` continues (ASCII operator byte, or Unicode operator scalar).
    /// `mutating` only so that the call from `lexOperator` passes the state by reference instead
    /// of copying it (about 200 bytes) for every operator character.
    mutating func operatorContinues(at i: Int, allowDot: Bool) -> Int {
        guard i < n else { return 0 }
        let b = buf[i]
        if b < 0x80 {
            if b == UInt8(ascii: "/") && (at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*")) { return 0 }
            if b == UInt8(ascii: ".") { return allowDot ? 1 : 0 }
            return isOperatorByte(b) ? 1 : 0
        }
        let (scalar, length) = decodeScalar(at: i)
        if length > 0 && (isOperatorHead(scalar) || isOperatorContinuation(scalar)) { return length }
        return 0
    }

    mutating func lexOperator() {
        let start = pos
        let leftBound = !pendingFlags.contains(.spaceBefore) && previousKind != .leftParen
            && previousKind != .leftBracket && previousKind != .leftBrace && previousKind != .comma
            && previousKind != .colon && previousKind != .semicolon && previousKind != .operator
            && previousKind != .equal && previousKind != .arrow && previousKind != .interpolationStart
        let first = buf[pos]
        // Postfix `?` and `!` bind to the expression on their left.
        if leftBound && first == UInt8(ascii: "?") {
            pos += 1
            emit(.postfixQuestion, start)
            return
        }
        if leftBound && first == UInt8(ascii: "!") && peek(1) != UInt8(ascii: "=") {
            pos += 1
            emit(.postfixExclaim, start)
            return
        }
        // `>` closing generic arguments right before `?`/`!` (`Array<Int>?`, `Set<T>!`): the
        // `>`s are one operator and each `?`/`!` is postfix, as the compiler splits them.
        if first == UInt8(ascii: ">") && !pendingFlags.contains(.spaceBefore) {
            var j = pos
            while j < n && buf[j] == UInt8(ascii: ">") { j += 1 }
            var k = j
            while k < n && (buf[k] == UInt8(ascii: "?") || (buf[k] == UInt8(ascii: "!") && at(k + 1) != UInt8(ascii: "="))) { k += 1 }
            if k > j && operatorContinues(at: k, allowDot: false) == 0 {
                pos = j
                emit(.operator, start)
                while pos < k {
                    let markStart = pos
                    pos += 1
                    emit(buf[markStart] == UInt8(ascii: "?") ? .postfixQuestion : .postfixExclaim, markStart)
                }
                return
            }
        }
        let allowDot = first == UInt8(ascii: ".")
        if first < 0x80 { pos += 1 } else { pos += max(1, decodeScalar(at: pos).length) }
        while true {
            let length = operatorContinues(at: pos, allowDot: allowDot)
            if length == 0 { break }
            pos += length
        }
        let length = pos - start
        if length == 1 && first == UInt8(ascii: "=") {
            emit(.equal, start)
        } else if length == 2 && first == UInt8(ascii: "-") && buf[start + 1] == UInt8(ascii: ">") {
            emit(.arrow, start)
        } else {
            emit(.operator, start)
        }
    }

    // MARK: UTF-8

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

@inline(__always) private func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
@inline(__always) private func isHexDigit(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
}

/// ASCII bytes that continue an identifier, indexed by byte (allocated once, never freed).
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

/// Keyword lookup without allocating or reference counting: one flat table of spellings,
/// bucketed by first byte.
enum KeywordTable {
    /// All spellings, concatenated.
    static let spellingBytes: [UInt8] = Keyword.allCases.filter { $0 != .none }
        .sorted { Array($0.text.utf8)[0] < Array($1.text.utf8)[0] }
        .flatMap { Array($0.text.utf8) }
    /// Entries sorted by first byte: (offset in spellingBytes, length, keyword raw value).
    static let entries: [(offset: Int32, length: Int32, keyword: UInt8)] = {
        var result: [(offset: Int32, length: Int32, keyword: UInt8)] = []
        var offset: Int32 = 0
        for k in Keyword.allCases.filter({ $0 != .none }).sorted(by: { Array($0.text.utf8)[0] < Array($1.text.utf8)[0] }) {
            let n = Int32(k.text.utf8.count)
            result.append((offset, n, k.rawValue))
            offset += n
        }
        return result
    }()

    static let slotCount = 1024

    @inline(__always) static func hash(_ b0: UInt8, _ b1: UInt8, _ last: UInt8, _ length: Int) -> Int {
        (Int(b0) &* 31 &+ Int(b1) &* 7 &+ Int(last) &* 3 &+ length &* 101) & (slotCount - 1)
    }

    /// Open-addressing table: entry index + 1 for each slot (0 = empty).
    static let slots: [Int16] = {
        var slots = [Int16](repeating: 0, count: slotCount)
        for (index, e) in entries.enumerated() {
            let o = Int(e.offset), n = Int(e.length)
            var h = hash(spellingBytes[o], spellingBytes[o + 1], spellingBytes[o + n - 1], n)
            while slots[h] != 0 { h = (h + 1) & (slotCount - 1) }
            slots[h] = Int16(index + 1)
        }
        return slots
    }()

    /// The keyword spelled by `length` bytes at `start`, or `.none`.
    struct Lookup {
        let spellings = KeywordTable.spellingBytes
        let entries = KeywordTable.entries
        let slots = KeywordTable.slots

        @inline(__always) func callAsFunction(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Keyword {
            if length < 2 || length > 15 { return .none }
            // Keywords start with a lowercase letter, except `Any`, `Self`, `_modify` and `_read`:
            // other capitalised names (most type names) need no lookup.
            let b0 = buf[start]
            if b0 < UInt8(ascii: "a") && b0 != UInt8(ascii: "A") && b0 != UInt8(ascii: "S") && b0 != UInt8(ascii: "_") {
                return .none
            }
            var h = KeywordTable.hash(buf[start], buf[start + 1], buf[start + length - 1], length)
            while true {
                let slot = Int(slots[h])
                if slot == 0 { return .none }
                let entry = entries[slot - 1]
                if Int(entry.length) == length {
                    let o = Int(entry.offset)
                    var k = 0
                    while k < length && spellings[o + k] == buf[start + k] { k += 1 }
                    if k == length { return unsafeBitCast(entry.keyword, to: Keyword.self) }  // table entries are valid raw values
                }
                h = (h + 1) & (KeywordTable.slotCount - 1)
            }
        }
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

