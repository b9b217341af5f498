/// What a token is. Trivia kinds (whitespace, newlines, comments) come first.
public enum TokenKind: UInt8, Sendable {
    // Trivia.
    case whitespace
    case newline
    case lineComment
    case docLineComment
    case blockComment
    case docBlockComment
    /// `#!` on the first line of a script.
    case shebang

    // Words and literals.
    /// Identifiers and keywords (`keyword` says which word), backticked names, `$0`, `$name`.
    case identifier
    case integerLiteral
    case floatLiteral
    /// Opening delimiter of a string: `"`, `"""`, `#"`, `##"""`…
    case stringStart
    /// Literal text inside a string.
    case stringSegment
    /// `\(` (or `\#(` in raw strings) opening an interpolation.
    case interpolationStart
    /// The `)` closing an interpolation.
    case interpolationEnd
    /// Closing delimiter of a string.
    case stringEnd
    /// `/…/` or `#/…/#`.
    case regexLiteral
    /// `#if`, `#else`, `#endif`, `#selector`, `#keyPath`, `#available`, `#file`…
    case pound
    /// `@name`.
    case attribute

    // Operators and punctuation.
    case `operator`
    /// `?` bound to the expression on its left (optional chaining / optional type).
    case postfixQuestion
    /// `!` bound to the expression on its left (forced unwrap, `as!`, IUO type).
    case postfixExclaim
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftBracket
    case rightBracket
    case comma
    case colon
    case semicolon
    case dot
    /// `=` on its own.
    case equal
    /// `->`.
    case arrow
    /// `\` starting a key path.
    case backslash
    /// Bytes that are not Swift: stray characters, invalid UTF-8, NUL.
    case unknown

    public var isTrivia: Bool { rawValue <= TokenKind.shebang.rawValue }
    public var isComment: Bool { self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment || self == .shebang }
    public var isDocComment: Bool { self == .docLineComment || self == .docBlockComment }
}

/// Facts about the whitespace around a token.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A line break (possibly inside a comment) separates this token from the previous one.
    public static var newlineBefore: TokenFlags { TokenFlags(rawValue: 1 << 0) }
    /// Whitespace, a comment or the start of the file precedes this token.
    public static var spaceBefore: TokenFlags { TokenFlags(rawValue: 1 << 1) }
    /// Whitespace, a comment or the end of the file follows this token.
    public static var spaceAfter: TokenFlags { TokenFlags(rawValue: 1 << 2) }
    /// An identifier written in backticks.
    public static var backticked: TokenFlags { TokenFlags(rawValue: 1 << 3) }
    /// The token is malformed (unterminated string, comment, …); the lexer reported it.
    public static var malformed: TokenFlags { TokenFlags(rawValue: 1 << 4) }
    /// A string delimiter of a multi-line string.
    public static var multiline: TokenFlags { TokenFlags(rawValue: 1 << 5) }
    // Computed, not `static let`: a constant read from another module would go through a
    // lazily initialised global's accessor on every token.
    /// No flag. (Spelled out: the literal `[]` builds and releases an empty array each time
    /// in the lexer's hot path.)
    public static var noFlags: TokenFlags { TokenFlags(rawValue: 0) }
}

/// One token: 8 bytes, no `String`. Its text is `source.bytes[start ..< start + length]`.
/// The kind and the keyword share one byte; tokens are at most `maxLength` bytes long (the
/// lexer splits longer runs: huge string segments or comments).
public struct Token: Sendable, Hashable {
    public var start: UInt32
    var lengthStorage: UInt16
    /// Identifiers: `identifierBase + keyword`; `#word` tokens: `poundBase + keyword`; other
    /// tokens: the kind's raw value.
    var kindAndKeyword: UInt8
    public var flags: TokenFlags

    /// The longest token; the lexer splits longer ones.
    public static var maxLength: Int { Int(UInt16.max) }
    static var poundBase: UInt8 { 35 }
    static var identifierBase: UInt8 { 128 }

    public init(kind: TokenKind, flags: TokenFlags, keyword: Keyword, start: Int, length: Int) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.lengthStorage = UInt16(truncatingIfNeeded: min(length, Token.maxLength))
        self.kindAndKeyword = Token.encode(kind, keyword)
        self.flags = flags
    }

    static func encode(_ kind: TokenKind, _ keyword: Keyword) -> UInt8 {
        switch kind {
        case .identifier: return identifierBase &+ keyword.rawValue
        case .pound: return poundBase &+ keyword.rawValue
        default: return kind.rawValue
        }
    }

    // `unsafeBitCast` to `TokenKind` / `Keyword`: `encode` is the only writer of
    // `kindAndKeyword`, so a byte below `poundBase` is a `TokenKind` raw value and a byte minus
    // its base is a `Keyword` raw value. That needs fewer than `poundBase` token kinds and fewer
    // than `identifierBase - poundBase` (93) keywords; TokenLayoutTests round-trips every kind and
    // keyword, so a new case past either limit fails there first.
    public var kind: TokenKind {
        get {
            kindAndKeyword >= Token.identifierBase ? .identifier
                : kindAndKeyword >= Token.poundBase ? .pound : unsafeBitCast(kindAndKeyword, to: TokenKind.self)
        }
        set { kindAndKeyword = Token.encode(newValue, keyword) }
    }
    /// For identifiers and `#word` tokens: which keyword the word is (`.none` otherwise).
    public var keyword: Keyword {
        get {
            kindAndKeyword >= Token.identifierBase ? unsafeBitCast(kindAndKeyword &- Token.identifierBase, to: Keyword.self)
                : kindAndKeyword >= Token.poundBase ? unsafeBitCast(kindAndKeyword &- Token.poundBase, to: Keyword.self) : .none
        }
        set { kindAndKeyword = Token.encode(kind, newValue) }
    }
    public var length: UInt32 {
        get { UInt32(lengthStorage) }
        set { lengthStorage = UInt16(truncatingIfNeeded: min(Int(newValue), Token.maxLength)) }
    }

    public var end: Int { Int(start) + Int(lengthStorage) }
    public var newlineBefore: Bool { flags.contains(.newlineBefore) }
    public var spaceBefore: Bool { flags.contains(.spaceBefore) }
    public var spaceAfter: Bool { flags.contains(.spaceAfter) }
}

/// A set of keywords as a 128-bit mask: membership is two instructions, no hashing.
public struct KeywordSet: Sendable, Hashable, ExpressibleByArrayLiteral {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    public init(_ keywords: [Keyword]) {
        for k in keywords { insert(k) }
    }

    public init(arrayLiteral elements: Keyword...) { self.init(elements) }

    public mutating func insert(_ k: Keyword) {
        let r = Int(k.rawValue)
        if r < 64 { low |= 1 << UInt64(r) } else if r < 128 { high |= 1 << UInt64(r - 64) }
    }

    @inline(__always) public func contains(_ k: Keyword) -> Bool {
        let r = Int(k.rawValue)
        return r < 64 ? (low >> UInt64(r)) & 1 != 0 : r < 128 ? (high >> UInt64(r - 64)) & 1 != 0 : false
    }
}
