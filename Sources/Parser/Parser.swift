import FlowLintLexer

/// Builds a `SyntaxTree` from a file: declarations with their members, and, inside code,
/// closures, calls, assignments, casts and force unwraps. It is a structural parser, not a
/// compiler front end: unknown syntax is skipped locally and the rest of the file still
/// parses. It never recurses deeper than `maxDepth` declaration levels; code nesting is
/// handled on an explicit stack, so deeply nested input cannot overflow the call stack.
public enum Parser {
    /// Declarations nested deeper than this are not parsed into members (reported once).
    public static let maxDepth = 48
    /// Brackets, closures and blocks nested deeper than this inside code are skipped (reported
    /// once): what real code never does, and what would otherwise cost memory per bracket
    /// (a file of nothing but `{` made a closure, a call and a frame of each).
    public static let maxCodeDepth = 512

    public static func parse(_ source: SourceText) -> SyntaxTree {
        let lexed = Lexer.tokenize(source)
        return parse(source, lexed: lexed)
    }

    public static func parse(_ source: SourceText, lexed: LexedFile) -> SyntaxTree {
        // The lexer pairs brackets as it writes tokens; a file lexed with trivia kept inline
        // (or built by hand) is paired here.
        let (matching, unmatchedBrace) = lexed.matching.map { ($0, lexed.hasUnmatchedBrace) } ?? BracketMatching.pairing(lexed.tokens)
        let tree = SyntaxTree(source: source, tokens: lexed.tokens, comments: lexed.comments, matching: matching)
        tree.problems = lexed.diagnostics
        var state = ParserState(tree: tree, unmatchedBrace: unmatchedBrace)
        tree.declarations = state.parseDeclarationList(TokenRange(0, lexed.tokens.count), parent: nil, depth: 0)
        state.flush()
        return tree
    }
}

/// The parser's state for one file.
///
/// Helpers that only read it are still declared `mutating` when the parser's mutating methods
/// call them without inlining: a non-mutating call from there copies the whole state (about
/// 200 bytes) and retains every array in it first, a mutating one passes it by reference.
struct ParserState {
    let tree: SyntaxTree
    let toks: [Token]
    let count: Int
    /// The tree's bracket matching, held here so that a lookup reads no field of the tree.
    let matching: BracketMatching
    var closures: [Closure] = []
    var calls: [CallRecord] = []
    var assignments: [Assignment] = []
    var casts: [Cast] = []
    var forceUnwraps: [Int] = []
    var statements: [Statement] = []
    var bindings: [LocalBinding] = []
    var clauses: [ConditionalClause] = []
    var problems: [LexerDiagnostic] = []
    /// Declarations inside code (kept alive: closures and members point at them).
    var localDeclarations: [Declaration] = []
    /// Memory of the last code scan's frame stack, reused by the next (freed by `flush()`).
    var spareFrameStorage: (base: UnsafeMutablePointer<Frame>, capacity: Int)?
    /// The call whose argument list closed last (a `{` right after its `)` is a trailing closure).
    var lastClosedCall: (rightParen: Int, call: Int) = (-1, -1)
    /// `if let`/`for` bindings waiting for their block, keyed by frame level.
    var headerBindingStack: [(level: Int, token: Int)] = []
    /// Arguments of the calls whose argument lists are open, innermost call's last.
    var argumentStack: [ArgumentRecord] = []
    /// Arguments of closed calls, each call's contiguous (becomes `SyntaxTree.argumentTable`).
    var argumentTable: [ArgumentRecord] = []
    /// Trailing closures as they are found: call, label, closure.
    var trailingRecords: [(call: Int32, labelToken: Int32, closure: Int32)] = []
    var conditionalDepth = 0
    var reportedDepth = false
    var reportedCodeDepth = false
    /// Only for files with an unmatched `{`: for each token index, the first token at or after
    /// it that starts a declaration at column 1. An unmatched `{` ends before that token, so a
    /// missing `}` does not pull the following top-level types into the broken one.
    var columnOneDeclarations: [Int32] = []

    init(tree: SyntaxTree, unmatchedBrace: Bool) {
        self.tree = tree
        self.toks = tree.tokens
        self.matching = tree.matching
        self.count = tree.tokens.count
        // Room for what typical Swift holds per token (about one statement per 10 tokens, a
        // call per 17, …), so the tables rarely grow and copy themselves while parsing.
        statements.reserveCapacity(count / 8 + 4)
        calls.reserveCapacity(count / 14 + 4)
        argumentTable.reserveCapacity(count / 14 + 4)
        bindings.reserveCapacity(count / 24 + 4)
        assignments.reserveCapacity(count / 24 + 4)
        closures.reserveCapacity(count / 48 + 4)
        if unmatchedBrace {
            var next = [Int32](repeating: Int32(count), count: count + 1)
            let bytes = tree.source.bytes
            var j = count - 1
            while j >= 0 {
                let s = Int(toks[j].start)
                let atColumnOne = toks[j].newlineBefore && s > 0 && (bytes[s - 1] == 0x0A || bytes[s - 1] == 0x0D)
                next[j] = atColumnOne && declarationStarts(at: j, limit: count) ? Int32(j) : next[j + 1]
                j -= 1
            }
            columnOneDeclarations = next
        }
    }

    /// `array` copied into memory of its own size, unless it fills its capacity nearly exactly.
    /// An empty array becomes `[]`: the unsafe initializer would write the count into the
    /// empty-array singleton, which every thread shares.
    static func fitted<T>(_ array: [T]) -> [T] {
        if array.isEmpty { return [] }
        guard (array.capacity - array.count) * MemoryLayout<T>.stride > 256 else { return array }
        return array.withUnsafeBufferPointer { source in
            // Exactly `source.count` elements are initialized, and `initialized` says so.
            [T](unsafeUninitializedCapacity: source.count) { target, initialized in
                if let from = source.baseAddress, let to = target.baseAddress { to.initialize(from: from, count: source.count) }
                initialized = source.count
            }
        }
    }

    mutating func flush() {
        if let spare = spareFrameStorage {
            spare.base.deallocate()
            spareFrameStorage = nil
        }
        // Trailing closures grouped by call (stable: a call's closures stay in source order).
        var table: [TrailingClosureRecord] = []
        if !trailingRecords.isEmpty {
            var sorted = true
            for k in trailingRecords.indices.dropFirst() where trailingRecords[k - 1].call > trailingRecords[k].call { sorted = false; break }
            if !sorted {
                trailingRecords = trailingRecords.enumerated()
                    .sorted { $0.element.call != $1.element.call ? $0.element.call < $1.element.call : $0.offset < $1.offset }
                    .map(\.element)
            }
            table.reserveCapacity(trailingRecords.count)
            for r in trailingRecords {
                let c = Int(r.call)
                if calls[c].trailingCount == 0 { calls[c].trailingStart = Int32(table.count) }
                calls[c].trailingCount += 1
                table.append(TrailingClosureRecord(labelToken: r.labelToken, closure: r.closure))
            }
        }
        tree.trailingClosureTable = table
        // The tables were sized for the file up front; the tree keeps them only as large as they
        // are. (Their unused ends would otherwise share pages with what comes next: about a page of
        // fresh memory per file, for good, as trees live until the process exits. The reserved
        // memory is freed here and reused for the next file.)
        tree.argumentTable = ParserState.fitted(argumentTable)
        tree.closures = ParserState.fitted(closures)
        tree.callTable = ParserState.fitted(calls)
        // In the order of their `=` (the scanner meets them in that order; kept as an invariant
        // that `SyntaxTree.assignments(in:)` searches by).
        if zip(assignments, assignments.dropFirst()).contains(where: { $0.equalToken > $1.equalToken }) {
            assignments.sort { $0.equalToken < $1.equalToken }
        }
        tree.assignments = ParserState.fitted(assignments)
        tree.casts = casts
        tree.forceUnwraps = forceUnwraps
        tree.statements = ParserState.fitted(statements)
        // By declaration, so the last binding of a name whose scope holds a use is the nearest
        // before it (a closure parameter in a later `if` condition shadows the header's binding).
        bindings.sort { $0.nameToken < $1.nameToken }
        tree.bindings = ParserState.fitted(bindings)
        tree.conditionalClauses = clauses
        tree.problems += problems
        tree.localDeclarations = localDeclarations
        var sorted = true
        for k in calls.indices.dropFirst() where calls[k - 1].nameToken >= calls[k].nameToken { sorted = false; break }
        if !sorted {
            var byName: [Int: Int] = [:]
            for (k, c) in calls.enumerated() { byName[c.nameToken] = k }
            tree.unsortedCallIndexByName = byName
        }
    }

    // MARK: Small helpers

    @inline(__always) func kind(_ i: Int) -> TokenKind? { i >= 0 && i < count ? toks[i].kind : nil }
    @inline(__always) func kw(_ i: Int) -> Keyword { i >= 0 && i < count ? toks[i].keyword : .none }
    @inline(__always) func match(_ i: Int) -> Int? {
        let m = Int(matching[i])
        return m >= 0 ? m : nil
    }
    func text(_ i: Int) -> String { tree.text(i) }

    /// How many `<` minus how many `>` the text of token `i` holds (generic brackets inside
    /// operator tokens such as `<`, `>>`, `>?`), read from the source bytes.
    func angleDelta(_ i: Int) -> Int {
        let t = toks[i]
        return tree.source.bytes.withUnsafeBufferPointer { buf in
            var d = 0
            for k in Int(t.start)..<t.end {
                if buf[k] == UInt8(ascii: "<") { d += 1 } else if buf[k] == UInt8(ascii: ">") { d -= 1 }
            }
            return d
        }
    }

    /// Whether token `i` is made of `<` and `>` only.
    func isAngleBracketsOnly(_ i: Int) -> Bool {
        let t = toks[i]
        return tree.source.bytes.withUnsafeBufferPointer { buf in
            for k in Int(t.start)..<t.end where buf[k] != UInt8(ascii: "<") && buf[k] != UInt8(ascii: ">") { return false }
            return true
        }
    }

    mutating func codeTooDeep(at token: Int) {
        if !reportedCodeDepth {
            reportedCodeDepth = true
            let offset = token < count ? Int(toks[token].start) : tree.source.bytes.count
            problems.append(LexerDiagnostic(offset: offset, message: "code nested more than \(Parser.maxCodeDepth) levels deep; the innermost code is not analysed", skipsCode: true))
        }
    }

    mutating func tooDeep(at token: Int) {
        if !reportedDepth {
            reportedDepth = true
            let offset = token < count ? Int(toks[token].start) : tree.source.bytes.count
            problems.append(LexerDiagnostic(offset: offset, message: "declarations nested more than \(Parser.maxDepth) levels deep; inner declarations are not analysed"))
        }
    }

    /// End of the bracket group opened at `i` (index of its partner), or `limit - 1`; an unmatched
    /// `{` ends before the next declaration at column 1 (see `columnOneDeclarations`).
    @inline(__always) func groupEnd(_ i: Int, limit: Int) -> Int {
        if let m = match(i), m > i, m < limit { return m }
        if !columnOneDeclarations.isEmpty, toks[i].kind == .leftBrace, match(i) == nil {
            let stop = Int(columnOneDeclarations[i + 1])
            if stop < limit { return stop - 1 }
        }
        return limit - 1
    }

    // Keyword classes as switches (the compiler makes each a bit test; a `static let` set
    // would be a lazily initialised global, checked on every use).
    @inline(__always) static func isModifierKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .private, .fileprivate, .internal, .public, .open, .package, .static, .class, .final, .override,
             .required, .convenience, .lazy, .weak, .unowned, .dynamic, .mutating, .nonmutating, .optional,
             .indirect, .nonisolated, .isolated, .prefix, .postfix, .infix, .distributed, .consuming, .borrowing:
            return true
        default:
            return false
        }
    }

    @inline(__always) static func isDeclarationKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .class, .struct, .enum, .protocol, .extension, .actor, .func, .`init`, .deinit, .subscript, .var, .let,
             .typealias, .associatedtype, .case, .import, .operator, .precedencegroup, .macro:
            return true
        default:
            return false
        }
    }

    /// Whether the word at `i` acts as a modifier (it is followed by another modifier,
    /// an attribute or a declaration keyword).
    mutating func isModifier(at i: Int, limit: Int) -> Bool {
        let k = kw(i)
        guard kind(i) == .identifier, ParserState.isModifierKeyword(k) else { return false }
        var next = i + 1
        if kind(next) == .leftParen, !toks[next].spaceBefore, let m = match(next) { next = m + 1 }
        guard next < limit, kind(next) == .identifier || kind(next) == .attribute else { return false }
        if k == .class {
            // `class Foo` is a declaration; `class func`, `class var`, `class override` are modifiers.
            let nk = kw(next)
            return nk == .func || nk == .var || nk == .let || nk == .subscript || nk == .typealias
                || ParserState.isModifierKeyword(nk)
        }
        let nk = kw(next)
        return kind(next) == .attribute || ParserState.isModifierKeyword(nk) || ParserState.isDeclarationKeyword(nk)
    }

    /// Whether a declaration starts at `i` (attributes, modifiers, then a declaration keyword).
    mutating func declarationStarts(at i: Int, limit: Int) -> Bool {
        var j = i
        while j < limit, kind(j) == .attribute {
            j += 1
            if kind(j) == .leftParen, !toks[j].spaceBefore, let m = match(j) { j = m + 1 }
        }
        while j < limit, isModifier(at: j, limit: limit) {
            j += 1
            if kind(j) == .leftParen, !toks[j].spaceBefore, let m = match(j) { j = m + 1 }
        }
        guard j < limit, kind(j) == .identifier else { return false }
        switch kw(j) {
        case .class, .struct, .enum, .protocol, .extension, .func, .deinit, .typealias, .associatedtype,
             .import, .precedencegroup, .subscript, .var, .let:
            return true
        case .`init`:
            return kind(j + 1) == .leftParen || kind(j + 1) == .postfixQuestion || kind(j + 1) == .postfixExclaim
                || (kind(j + 1) == .operator && tree.tokenIs(j + 1, "<"))
        case .actor, .macro:
            return kind(j + 1) == .identifier && !toks[j + 1].newlineBefore
        case .operator:
            return j > i
        default:
            return false
        }
    }

    /// Whether the token at `j` continues the expression or statement of the line before.
    @inline(__always) func continuesLine(_ j: Int, statementStart: Int) -> Bool {
        let t = toks[j]
        switch t.kind {
        case .dot, .equal, .arrow, .leftBrace, .postfixQuestion, .postfixExclaim:
            return true
        case .operator:
            // A binary operator at the start of a line (`?? fallback`, `&& other`), not a prefix one (`!flag`, `-x`).
            return t.spaceAfter
        case .colon:
            return true
        case .identifier:
            switch t.keyword {
            case .else, .catch, .where: return true
            case .as, .is: return true
            default: break
            }
        default:
            break
        }
        let p = j - 1
        guard p >= statementStart else { return false }
        let pt = toks[p]
        switch pt.kind {
        case .operator:
            return pt.spaceBefore || !pt.spaceAfter
        case .equal, .arrow, .comma, .dot, .leftParen, .leftBracket, .interpolationStart:
            return true
        case .identifier:
            switch pt.keyword {
            case .try, .await, .as, .is, .throw: return true
            default: return false
            }
        default:
            return false
        }
    }

    /// End (exclusive) of the expression or simple statement starting at `i`, within `limit`.
    mutating func expressionEnd(from i: Int, limit: Int, stopAtObservers: Bool = false, stopAtBindingComma: Bool = false) -> Int {
        var j = i
        while j < limit {
            let t = toks[j]
            if j > i && t.newlineBefore && !continuesLine(j, statementStart: i) { return j }
            switch t.kind {
            case .semicolon, .rightBrace, .rightParen, .rightBracket:
                return j
            case .pound:
                if j > i && t.newlineBefore { return j }
            case .leftBrace:
                if stopAtObservers, j + 1 < limit, kw(j + 1) == .willSet || kw(j + 1) == .didSet { return j }
                j = groupEnd(j, limit: limit) + 1
                continue
            case .leftParen, .leftBracket, .interpolationStart, .stringStart:
                j = groupEnd(j, limit: limit) + 1
                continue
            case .comma:
                if stopAtBindingComma && kind(j + 1) == .identifier
                    && (kind(j + 2) == .equal || kind(j + 2) == .colon) { return j }
            default:
                break
            }
            j += 1
        }
        return limit
    }

    // MARK: Declarations

    mutating func parseDeclarationList(_ range: TokenRange, parent: Declaration?, depth: Int) -> [Declaration] {
        var result: [Declaration] = []
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let t = toks[i]
            switch t.kind {
            case .semicolon, .rightBrace, .rightParen, .rightBracket:
                i += 1
                continue
            case .pound:
                if let next = handleDirective(at: i, limit: end) {
                    i = next
                    continue
                }
            default:
                break
            }
            if declarationStarts(at: i, limit: end) {
                let next = parseDeclaration(at: i, limit: end, parent: parent, depth: depth, isLocal: false, into: &result)
                i = max(next, i + 1)
                continue
            }
            // Not a declaration: top-level code (scripts, `main.swift`) or unknown syntax.
            var stmtEnd = max(expressionEnd(from: i, limit: end), i + 1)
            // It never swallows a declaration starting a later line (`^^^ +` then `let y = 2`).
            var j = i + 1
            while j < stmtEnd {
                let k = toks[j].kind
                if k == .leftBrace || k == .leftParen || k == .leftBracket { j = groupEnd(j, limit: stmtEnd) + 1; continue }
                if toks[j].newlineBefore && declarationStarts(at: j, limit: end) { stmtEnd = j; break }
                j += 1
            }
            if parent == nil || parent?.kind == .enum {
                if t.keyword == .case, parent?.kind == .enum {
                    parseEnumCase(at: i, limit: stmtEnd, parent: parent, into: &result)
                } else {
                    scanCode(TokenRange(i, stmtEnd), owner: parent, initialValueOf: nil, depth: depth)
                }
            }
            i = stmtEnd
        }
        return result
    }

    /// Handles `#if`/`#elseif`/`#else`/`#endif` and other directives. Returns the next index,
    /// or nil when the `#` token is an expression (`#selector`, macro expansions).
    mutating func handleDirective(at i: Int, limit: Int) -> Int? {
        if tree.tokenIs(i, "#if") || tree.tokenIs(i, "#elseif") {
            if tree.tokenIs(i, "#if") { conditionalDepth += 1 }
            var j = i + 1
            while j < limit && !toks[j].newlineBefore { j += 1 }
            clauses.append(ConditionalClause(directiveToken: i, condition: TokenRange(i + 1, j)))
            return j
        }
        if tree.tokenIs(i, "#else") {
            clauses.append(ConditionalClause(directiveToken: i, condition: TokenRange(i + 1, i + 1)))
            return i + 1
        }
        if tree.tokenIs(i, "#endif") {
            conditionalDepth = max(0, conditionalDepth - 1)
            return i + 1
        }
        if tree.tokenIs(i, "#warning") || tree.tokenIs(i, "#error") || tree.tokenIs(i, "#sourceLocation") {
            if kind(i + 1) == .leftParen, let m = match(i + 1) { return m + 1 }
            return i + 1
        }
        return nil
    }

    /// Parses attributes, modifiers and the declaration starting at `start` (several for
    /// `let a = 1, b = 2`), appends it to `out`, and returns the index after it.
    mutating func parseDeclaration(at start: Int, limit: Int, parent: Declaration?, depth: Int, isLocal: Bool,
                                   into out: inout [Declaration]) -> Int {
        var i = start
        let attributes = parseAttributes(from: &i, limit: limit)
        let modifiers = parseModifiers(from: &i, limit: limit)
        guard i < limit, kind(i) == .identifier else { return i }
        let first = out.count
        let next = parseDeclarationAfterModifiers(keywordToken: i, start: start, limit: limit, parent: parent, depth: depth, into: &out)
        for d in out[first...] {
            d.attributes = attributes
            d.modifiers.formUnion(modifiers)
            d.startToken = start
            d.parent = parent
            d.isLocal = isLocal
            d.inConditionalCompilation = conditionalDepth > 0
            if d.endToken < next { d.endToken = next }
        }
        return next
    }

    /// The attributes from `i` on (`@objc`, `@available(…)`); moves `i` past them.
    mutating func parseAttributes(from i: inout Int, limit: Int) -> [Attribute] {
        var attributes: [Attribute] = []
        while i < limit, kind(i) == .attribute {
            // The name without `@`, straight from the source bytes.
            let at = toks[i]
            let name = tree.source.text(from: Int(at.start) + 1, to: at.end)
            var args: TokenRange?
            let token = i
            i += 1
            if i < limit, kind(i) == .leftParen, !toks[i].spaceBefore, let m = match(i), m < limit {
                args = TokenRange(i + 1, m)
                i = m + 1
            }
            attributes.append(Attribute(name: name, token: token, arguments: args))
        }
        return attributes
    }

    /// The modifiers from `i` on (`private(set)`, `static`, `override`…); moves `i` past them.
    mutating func parseModifiers(from i: inout Int, limit: Int) -> Modifiers {
        var modifiers = Modifiers(rawValue: 0)
        while i < limit, isModifier(at: i, limit: limit) {
            let k = kw(i)
            var setterOnly = false
            if kind(i + 1) == .leftParen, !toks[i + 1].spaceBefore, let m = match(i + 1) {
                setterOnly = tree.tokenIs(i + 2, "set")
                i = m
            }
            modifiers.formUnion(ParserState.modifier(k, setterOnly: setterOnly))
            i += 1
        }
        return modifiers
    }

    /// The modifier a modifier keyword stands for; `setterOnly` for `private(set)` and the like.
    static func modifier(_ k: Keyword, setterOnly: Bool) -> Modifiers {
        switch k {
        case .static: return .static
        case .class: return .class
        case .weak: return .weak
        case .unowned: return .unowned
        case .lazy: return .lazy
        case .override: return .override
        case .final: return .final
        case .private, .fileprivate:
            if setterOnly { return .privateSet }
            return k == .private ? .private : .fileprivate
        case .internal, .public, .open, .package:
            if setterOnly { return .restrictedSet }
            return k == .internal ? .internal : k == .public ? .public : k == .open ? .open : .package
        case .required: return .required
        case .convenience: return .convenience
        case .mutating: return .mutating
        case .nonmutating: return .nonmutating
        case .dynamic: return .dynamic
        case .optional: return .optional
        case .indirect: return .indirect
        case .nonisolated: return .nonisolated
        case .prefix: return .prefix
        case .postfix: return .postfix
        case .infix: return .infix
        case .distributed: return .distributed
        default: return []
        }
    }

    /// Parses the declaration whose keyword is at `i` (after its attributes and modifiers,
    /// which start at `start`), appends it to `out`, and returns the index after it.
    mutating func parseDeclarationAfterModifiers(keywordToken i: Int, start: Int, limit: Int, parent: Declaration?, depth: Int,
                                         into out: inout [Declaration]) -> Int {
        var next = i + 1
        switch kw(i) {
        case .class, .struct, .enum, .protocol, .extension, .actor:
            out.append(parseTypeDeclaration(keywordToken: i, limit: limit, parent: parent, depth: depth, next: &next))
        case .func, .`init`, .deinit, .subscript:
            out.append(parseFunction(keywordToken: i, limit: limit, parent: parent, depth: depth, next: &next))
        case .var, .let:
            parseVariables(keywordToken: i, limit: limit, parent: parent, depth: depth, next: &next, into: &out)
        case .case:
            let stmtEnd = max(expressionEnd(from: i, limit: limit), i + 1)
            parseEnumCase(at: i, limit: stmtEnd, parent: parent, into: &out)
            next = stmtEnd
        case .typealias, .associatedtype:
            out.append(parseTypeAlias(keywordToken: i, start: start, limit: limit, next: &next))
        default:
            out.append(parseOtherDeclaration(keywordToken: i, start: start, limit: limit, next: &next))
        }
        return next
    }

    /// `typealias Name<T> = Type`, `associatedtype Name: Protocol`; sets `next` to the index after it.
    mutating func parseTypeAlias(keywordToken i: Int, start: Int, limit: Int, next: inout Int) -> Declaration {
        let kindOf: DeclarationKind = kw(i) == .typealias ? .typealias : .associatedtype
        let nameToken = i + 1
        let d = Declaration(kind: kindOf, name: text(nameToken), keywordToken: i, nameToken: nameToken, startToken: start)
        var j = nameToken + 1
        if kind(j) == .operator, tree.tokenIs(j, "<") { j = skipAngles(from: j, limit: limit) }
        if kind(j) == .equal || kind(j) == .colon {
            let e = max(expressionEnd(from: j + 1, limit: limit), j + 1)
            d.typeAnnotation = TokenRange(j + 1, e)
            d.typeText = tree.compactText(of: TokenRange(j + 1, e))
            j = e
        } else {
            j = max(expressionEnd(from: j, limit: limit), j)
        }
        next = j
        return d
    }

    /// `import`, `operator`, `precedencegroup`, `macro`: skipped to the end of the declaration
    /// (`next`), kept with their kind and name.
    mutating func parseOtherDeclaration(keywordToken i: Int, start: Int, limit: Int, next: inout Int) -> Declaration {
        let keyword = kw(i)
        var j = i + 1
        while j < limit {
            if toks[j].newlineBefore || kind(j) == .semicolon { break }
            if kind(j) == .leftBrace || kind(j) == .leftParen {
                j = groupEnd(j, limit: limit) + 1
                break
            }
            j += 1
        }
        let kindOf: DeclarationKind = keyword == .import ? .import : keyword == .macro ? .macro
            : keyword == .precedencegroup ? .precedenceGroup : .operator
        let d = Declaration(kind: kindOf, name: i + 1 < limit ? text(i + 1) : "", keywordToken: i, nameToken: i + 1, startToken: start)
        next = j
        return d
    }

    /// Skips a generic clause `<…>` starting at the operator token `i`, counting `<` and `>`
    /// inside operator tokens (`>>` closes two). Returns the index after it.
    mutating func skipAngles(from i: Int, limit: Int) -> Int {
        var depth = 0
        var j = i
        while j < limit {
            let t = toks[j]
            if t.kind == .operator || t.kind == .arrow {
                if t.kind == .operator { depth += angleDelta(j) }
                if depth <= 0 { return j + 1 }
            } else if t.kind == .leftParen || t.kind == .leftBracket {
                j = groupEnd(j, limit: limit)
            } else if t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .semicolon {
                return j
            }
            j += 1
        }
        return limit
    }

    mutating func parseTypeDeclaration(keywordToken k: Int, limit: Int, parent: Declaration?, depth: Int, next: inout Int) -> Declaration {
        let kindOf: DeclarationKind
        switch kw(k) {
        case .class: kindOf = .class
        case .struct: kindOf = .struct
        case .enum: kindOf = .enum
        case .protocol: kindOf = .protocol
        case .actor: kindOf = .actor
        default: kindOf = .extension
        }
        var i = k + 1
        var name = ""
        let nameToken = i
        if kindOf == .extension {
            // Extended type path: `Foo.Bar`, `Array<Int>`, `Optional where …`.
            while i < limit {
                if kind(i) == .identifier && kw(i) != .where { name += text(i); i += 1 }
                else if kind(i) == .dot { name += "."; i += 1 }
                else if kind(i) == .operator && tree.tokenIs(i, "<") { i = skipAngles(from: i, limit: limit) }
                else if kind(i) == .postfixQuestion { i += 1 }
                else { break }
            }
        } else if i < limit, kind(i) == .identifier {
            name = text(i)
            i += 1
        }
        let d = Declaration(kind: kindOf, name: name, keywordToken: k, nameToken: nameToken, startToken: k)
        if i < limit, kind(i) == .operator, tree.tokenIs(i, "<") {
            let e = skipAngles(from: i, limit: limit)
            d.genericParameters = TokenRange(i, e)
            i = e
        }
        if i < limit, kind(i) == .colon {
            i += 1
            var inheritance: [TypeReference] = []  // assigned once: the list lives in the extras
            var entryStart = i
            var depthCount = 0
            while i < limit {
                let t = toks[i]
                if depthCount == 0 && (t.kind == .leftBrace || t.keyword == .where || t.kind == .comma) {
                    if i > entryStart { inheritance.append(typeReference(TokenRange(entryStart, i))) }
                    if t.kind != .comma { break }
                    entryStart = i + 1
                } else if t.kind == .operator {
                    depthCount += angleDelta(i)
                    depthCount = max(0, depthCount)
                } else if t.kind == .leftParen || t.kind == .leftBracket {
                    i = groupEnd(i, limit: limit)
                } else if t.kind == .rightBrace || (t.newlineBefore && declarationStarts(at: i, limit: limit)) {
                    if i > entryStart { inheritance.append(typeReference(TokenRange(entryStart, i))) }
                    break
                }
                i += 1
            }
            d.inheritance = inheritance
        }
        if i < limit, kw(i) == .where {
            let ws = i
            while i < limit, kind(i) != .leftBrace, kind(i) != .rightBrace { i += 1 }
            d.whereClause = TokenRange(ws + 1, i)
        }
        if i < limit, kind(i) == .leftBrace {
            let rb = groupEnd(i, limit: limit)
            d.body = TokenRange(i, rb + 1)
            if depth + 1 <= Parser.maxDepth {
                d.members = parseDeclarationList(TokenRange(i + 1, rb), parent: d, depth: depth + 1)
            } else {
                tooDeep(at: i)
            }
            i = rb + 1
        }
        d.endToken = i
        next = i
        return d
    }

    mutating func typeReference(_ range: TokenRange) -> TypeReference {
        var last = ""
        var angle = 0
        for i in range.indices {
            if kind(i) == .operator {
                angle += angleDelta(i)
            } else if angle == 0 && kind(i) == .identifier {
                last = text(i)
            }
        }
        return TypeReference(text: tree.compactText(of: range), name: last, range: range)
    }

    mutating func parseEnumCase(at i: Int, limit: Int, parent: Declaration?, into result: inout [Declaration]) {
        var j = i + 1
        var expectName = true
        while j < limit {
            if expectName, kind(j) == .identifier {
                let d = Declaration(kind: .enumCase, name: text(j), keywordToken: i, nameToken: j, startToken: i)
                d.endToken = limit
                d.parent = parent
                result.append(d)
                expectName = false
            } else if kind(j) == .comma {
                expectName = true
            } else if kind(j) == .leftParen {
                j = groupEnd(j, limit: limit)
            }
            j += 1
        }
    }

    mutating func parseFunction(keywordToken k: Int, limit: Int, parent: Declaration?, depth: Int, next: inout Int) -> Declaration {
        let kindOf: DeclarationKind
        switch kw(k) {
        case .func: kindOf = .function
        case .`init`: kindOf = .initializer
        case .deinit: kindOf = .deinitializer
        default: kindOf = .subscript
        }
        var i = k + 1
        var name = text(k)
        var nameToken = k
        if kindOf == .function, i < limit {
            name = text(i)
            nameToken = i
            i += 1
        }
        while i < limit, kind(i) == .postfixQuestion || kind(i) == .postfixExclaim { i += 1 }
        let d = Declaration(kind: kindOf, name: name, keywordToken: k, nameToken: nameToken, startToken: k)
        d.parent = parent
        if i < limit, kind(i) == .operator, tree.tokenIs(i, "<") {
            let e = skipAngles(from: i, limit: limit)
            d.genericParameters = TokenRange(i, e)
            i = e
        }
        if i < limit, kind(i) == .leftParen {
            let rp = groupEnd(i, limit: limit)
            d.parameters = parseParameters(TokenRange(i + 1, rp))
            i = rp + 1
        }
        // Effects, return type, where clause — up to the body or the end of the declaration.
        var returnStart = -1
        var whereStart = -1
        while i < limit {
            let t = toks[i]
            if t.kind == .leftBrace { break }
            if t.kind == .rightBrace || t.kind == .semicolon { break }
            if t.newlineBefore && t.kind != .arrow && kw(i) != .where && kw(i) != .throws && kw(i) != .async
                && kw(i) != .rethrows && !(i > 0 && (kind(i - 1) == .arrow || kind(i - 1) == .comma || kind(i - 1) == .colon)) {
                break
            }
            if t.kind == .arrow { returnStart = i + 1 }
            else if t.keyword == .where {
                if returnStart >= 0 && d.returnType == nil { d.returnType = TokenRange(returnStart, i) }
                if whereStart < 0 { whereStart = i }
            } else if t.kind == .leftParen || t.kind == .leftBracket { i = groupEnd(i, limit: limit) }
            i += 1
        }
        if returnStart >= 0 && d.returnType == nil { d.returnType = TokenRange(returnStart, i) }
        if whereStart >= 0 { d.whereClause = TokenRange(whereStart + 1, i) }
        if i < limit, kind(i) == .leftBrace {
            let rb = groupEnd(i, limit: limit)
            d.body = TokenRange(i, rb + 1)
            if kindOf == .subscript {
                parseAccessorBlock(lb: i, rb: rb, decl: d, depth: depth)
            } else {
                for p in d.parameters {
                    bindings.append(LocalBinding(nameToken: p.nameToken, scope: TokenRange(i, rb + 1)))
                }
                scanCode(TokenRange(i + 1, rb), owner: d, initialValueOf: nil, depth: depth)
            }
            i = rb + 1
        }
        d.endToken = i
        next = i
        return d
    }

    /// The parameter written in tokens `segmentStart..<end` (`label name: Type = default`), if any.
    mutating func parameter(from segmentStart: Int, to end: Int) -> Parameter? {
        guard end > segmentStart else { return nil }
        // Find the colon separating names from the type.
        var colon = -1
        var j = segmentStart
        while j < end {
            if kind(j) == .colon { colon = j; break }
            j += 1
        }
        guard colon > segmentStart else { return nil }
        // The last two names before the colon: label and name (one name is both).
        var last = -1, beforeLast = -1
        for n in segmentStart..<colon where kind(n) == .identifier { beforeLast = last; last = n }
        guard last >= 0 else { return nil }
        let nameText = text(last)
        let labelText = beforeLast >= 0 ? text(beforeLast) : nameText
        var typeEnd = end
        var defaultValue: TokenRange?
        var k = colon + 1
        while k < end {
            if kind(k) == .leftParen || kind(k) == .leftBracket { k = groupEnd(k, limit: end) }
            else if kind(k) == .equal { typeEnd = k; defaultValue = TokenRange(k + 1, end); break }
            k += 1
        }
        let typeRange = TokenRange(colon + 1, typeEnd)
        var escaping = false, autoclosure = false, isInout = false
        for t in typeRange.indices {
            if kind(t) == .attribute {
                if tree.tokenIs(t, "@escaping") { escaping = true }
                if tree.tokenIs(t, "@autoclosure") { autoclosure = true }
            }
            if kw(t) == .inout { isInout = true }
        }
        return Parameter(label: labelText == "_" ? nil : labelText, name: nameText, nameToken: last,
                         type: typeRange, typeText: tree.compactText(of: typeRange),
                         isEscaping: escaping, isAutoclosure: autoclosure, isInout: isInout, defaultValue: defaultValue)
    }

    mutating func parseParameters(_ range: TokenRange) -> [Parameter] {
        var result: [Parameter] = []
        var segmentStart = range.lowerBound
        var i = range.lowerBound
        var angle = 0
        var sawEqual = false
        while i < range.upperBound {
            let t = toks[i]
            switch t.kind {
            case .leftParen, .leftBracket:
                i = groupEnd(i, limit: range.upperBound)
            case .equal:
                sawEqual = true
            case .operator where !sawEqual:
                angle += angleDelta(i)
                angle = max(0, angle)
            case .comma where angle == 0:
                if let p = parameter(from: segmentStart, to: i) { result.append(p) }
                segmentStart = i + 1
                sawEqual = false
            default:
                break
            }
            i += 1
        }
        if let p = parameter(from: segmentStart, to: range.upperBound) { result.append(p) }
        return result
    }

    mutating func parseVariables(keywordToken k: Int, limit: Int, parent: Declaration?, depth: Int, next: inout Int,
                                 into result: inout [Declaration]) {
        var i = k + 1
        while i < limit {
            var name = ""
            let nameToken = i
            if kind(i) == .identifier {
                name = text(i)
                i += 1
            } else if kind(i) == .leftParen {
                let m = groupEnd(i, limit: limit)
                name = tree.compactText(of: TokenRange(i, m + 1))
                i = m + 1
            } else {
                break
            }
            let d = Declaration(kind: .variable, name: name, keywordToken: k, nameToken: nameToken, startToken: k)
            d.isLet = kw(k) == .let
            d.parent = parent
            if i < limit, kind(i) == .colon {
                let ts = i + 1
                var j = ts
                var angle = 0
                while j < limit {
                    let t = toks[j]
                    if j > ts && t.newlineBefore && t.kind != .arrow && t.kind != .dot && !(kind(j - 1) == .arrow) {
                        if !(t.kind == .leftBrace) { break }
                    }
                    if t.kind == .equal || t.kind == .rightBrace || t.kind == .semicolon { break }
                    if t.kind == .leftBrace { break }
                    if t.kind == .comma && angle == 0 { break }
                    if t.kind == .operator {
                        angle += angleDelta(j)
                        angle = max(0, angle)
                    }
                    if t.kind == .leftParen || t.kind == .leftBracket { j = groupEnd(j, limit: limit) }
                    j += 1
                }
                d.typeAnnotation = TokenRange(ts, j)
                d.typeText = tree.compactText(of: TokenRange(ts, j))
                i = j
            }
            if i < limit, kind(i) == .equal {
                let e = max(expressionEnd(from: i + 1, limit: limit, stopAtObservers: true, stopAtBindingComma: true), i + 1)
                d.initializer = TokenRange(i + 1, e)
                scanCode(TokenRange(i + 1, e), owner: d, initialValueOf: d, depth: depth)
                i = e
            }
            if i < limit, kind(i) == .leftBrace {
                let rb = groupEnd(i, limit: limit)
                parseAccessorBlock(lb: i, rb: rb, decl: d, depth: depth)
                i = rb + 1
            }
            d.endToken = i
            result.append(d)
            if i < limit, kind(i) == .comma, kind(i + 1) == .identifier || kind(i + 1) == .leftParen {
                i += 1
                continue
            }
            break
        }
        next = i
    }

    /// `{ get set }`, `{ get { … } set { … } }`, `{ willSet { … } didSet { … } }`, or a bare getter body.
    mutating func parseAccessorBlock(lb: Int, rb: Int, decl: Declaration, depth: Int) {
        var j = lb + 1
        // Skip attributes and modifiers before the first accessor keyword.
        while j < rb, kind(j) == .attribute || kw(j) == .mutating || kw(j) == .nonmutating {
            j += 1
            if kind(j) == .leftParen, let m = match(j) { j = m + 1 }
        }
        let first = kw(j)
        let isAccessorList = first == .get || first == .set || first == .willSet || first == .didSet
            || tree.tokenIs(j, "_read") || tree.tokenIs(j, "_modify") || tree.tokenIs(j, "init")
        if !isAccessorList {
            decl.accessorKind = .computed
            decl.accessorBodies = [TokenRange(lb, rb + 1)]
            scanCode(TokenRange(lb + 1, rb), owner: decl, initialValueOf: nil, depth: depth)
            return
        }
        var sawBody = false
        var observers = false
        var bodies: [TokenRange] = []  // assigned once: the list lives in the extras
        var k = j
        while k < rb {
            let t = toks[k]
            if t.kind == .leftBrace {
                let m = groupEnd(k, limit: rb)
                sawBody = true
                bodies.append(TokenRange(k, m + 1))
                // `set(newValue)` / `didSet(old)` parameter names are locals of that body.
                scanCode(TokenRange(k + 1, m), owner: decl, initialValueOf: nil, depth: depth)
                k = m + 1
                continue
            }
            if t.keyword == .willSet || t.keyword == .didSet { observers = true }
            k += 1
        }
        decl.accessorBodies = bodies
        if observers {
            decl.accessorKind = .observed
        } else {
            decl.accessorKind = sawBody ? .computed : .requirement
        }
    }
}
