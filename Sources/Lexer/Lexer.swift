/// A problem the lexer found in the text (the tokens still cover every byte).
public struct LexerDiagnostic: Sendable, Hashable {
    public var offset: Int
    public var message: String
    /// Whether everything from `offset` to the end of the file is inside the unterminated
    /// construct (a block comment, a multi-line string or regex literal), so none of that text
    /// is read as code.
    public var losesRestOfFile: Bool
    /// Whether some code here is not analysed although the rest of the file is (code nested
    /// deeper than `Parser.maxCodeDepth`): the message says which.
    public var skipsCode: Bool

    public init(offset: Int, message: String, losesRestOfFile: Bool = false, skipsCode: Bool = false) {
        self.offset = offset
        self.message = message
        self.losesRestOfFile = losesRestOfFile
        self.skipsCode = skipsCode
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

/// The state of lexing one file, and how tokens are written (here). Its steps are in
/// extensions by concern: `LexerLoop.swift` (the main loop and the dispatch on the first
/// byte), `LexerTrivia.swift`, `LexerNames.swift`, `LexerNumbers.swift`, `LexerStrings.swift`,
/// `LexerRegex.swift`, `LexerOperators.swift`; the byte and scalar classes are in
/// `CharacterClasses.swift`, the keyword table in `KeywordLookup.swift`.
struct LexerState {
    // `buf` points into the file's byte array for the duration of `Lexer.tokenize`'s
    // `withUnsafeBufferPointer` closure, which the state never outlives. Every read is at an
    // index below `n` (`peek` returns 0 past the end; the unaligned 8-byte loads check
    // `p + 8 <= n` first).
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
}
