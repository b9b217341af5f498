import FlowLintLexer

/// Read-only helpers over a tree's tokens. Nothing here allocates unless it returns a `String`.
extension SyntaxTree {
    /// Where a token's text lies in the source: its bytes, without the backticks of a
    /// backticked name. What `text(_:)` decodes and `tokenIs`, `nameHash` and `compactText` read.
    @inline(__always) func textBounds(_ t: Token) -> Range<Int> {
        var s = Int(t.start), e = t.end
        if t.flags.contains(.backticked) && t.length >= 2 && source.bytes[e - 1] == UInt8(ascii: "`") { s += 1; e -= 1 }
        return s..<e
    }

    /// The text of a token.
    public func text(_ index: Int) -> String {
        guard index >= 0 && index < tokens.count else { return "" }
        let r = textBounds(tokens[index])
        return source.text(from: r.lowerBound, to: r.upperBound)
    }

    /// Whether token `index` has exactly the given text (backticks excluded).
    public func tokenIs(_ index: Int, _ text: StaticString) -> Bool {
        text.withUTF8Buffer { tokenText(index, equals: $0) }
    }

    /// Whether token `index` has the given text (for texts known only at run time).
    public func tokenIs(_ index: Int, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { tokenText(index, equals: $0) }
    }

    @inline(__always) func tokenText(_ index: Int, equals expected: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let r = textBounds(tokens[index])
        guard r.count == expected.count else { return false }
        return source.bytes.withUnsafeBufferPointer { buf in
            var k = 0
            while k < r.count {
                if buf[r.lowerBound + k] != expected[k] { return false }
                k += 1
            }
            return true
        }
    }

    /// A 64-bit hash (FNV-1a) of a token's text, backticks excluded: equal to `nameHash(_:)`
    /// of that text. For tables keyed by names that must not build a `String` per token.
    public func nameHash(ofToken index: Int) -> UInt64 {
        guard index >= 0 && index < tokens.count else { return SyntaxTree.nameHash("") }
        let r = textBounds(tokens[index])
        return source.bytes.withUnsafeBufferPointer { buf in
            SyntaxTree.fnv1a(UnsafeBufferPointer(rebasing: buf[r]))
        }
    }

    /// The hash `nameHash(ofToken:)` gives a token spelled `name`.
    public static func nameHash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { fnv1a($0) }
    }

    /// 64-bit FNV-1a of `bytes`, continuing from `seed` (by default the offset basis, where a
    /// hash starts). The one implementation: `nameHash` and the driver's fingerprints use it.
    @inline(__always) public static func fnv1a<Bytes: Sequence>(_ bytes: Bytes, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64
        where Bytes.Element == UInt8 {
        var h = seed
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    @inline(__always) public func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    @inline(__always) public func keyword(_ index: Int) -> Keyword {
        index >= 0 && index < tokens.count ? tokens[index].keyword : .none
    }

    /// The partner of a bracket token, or nil.
    @inline(__always) public func partner(_ index: Int) -> Int? {
        guard index >= 0 && index < matching.count else { return nil }
        let m = Int(matching[index])
        return m >= 0 ? m : nil
    }

    /// 1-based line and column (Unicode code points) of a token.
    public func location(ofToken index: Int) -> (line: Int, column: Int) {
        guard !tokens.isEmpty else { return (1, 1) }
        let i = max(0, min(index, tokens.count - 1))
        return source.location(of: Int(tokens[i].start))
    }

    /// Source text of a token range, exactly as written (including inner whitespace).
    public func text(of range: TokenRange) -> String {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= tokens.count else { return "" }
        return source.text(from: Int(tokens[range.lowerBound].start), to: tokens[range.upperBound - 1].end)
    }

    /// Token texts of a range joined without whitespace (`Foo.Bar<Baz>?`).
    public func compactText(of range: TokenRange) -> String {
        let lo = max(0, range.lowerBound), hi = min(range.upperBound, tokens.count)
        guard lo < hi else { return "" }
        if hi - lo == 1 { return text(lo) }
        // ASCII tokens (nearly always): their bytes gathered on the stack, one `String` made.
        var total = 0
        for i in lo..<hi { total += Int(tokens[i].length) }
        if total <= 256 {
            let ascii: String? = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total) { out in
                source.bytes.withUnsafeBufferPointer { buf in
                    var n = 0
                    var high: UInt8 = 0
                    for i in lo..<hi {
                        for k in textBounds(tokens[i]) {
                            let b = buf[k]
                            high |= b
                            out[n] = b
                            n += 1
                        }
                    }
                    return high < 0x80 ? String(decoding: UnsafeBufferPointer(rebasing: out[..<n]), as: UTF8.self) : nil
                }
            }
            if let ascii { return ascii }
        }
        var s = ""
        for i in lo..<hi { s += text(i) }
        return s
    }

    /// Whether a word token can end a postfix expression (a name, `self`, a literal word),
    /// as opposed to a statement keyword such as `return` or `in`.
    public func isValueWord(_ index: Int) -> Bool {
        guard let k = kind(index) else { return false }
        switch k {
        case .identifier:
            // After a `.` any word is a member name (`NotificationCenter.default`, `.default`).
            if index > 0 && tokens[index - 1].kind == .dot { return true }
            switch tokens[index].keyword {
            case .return, .in, .if, .else, .try, .await, .throw, .case, .where, .is, .as, .guard, .while,
                 .for, .switch, .repeat, .do, .catch, .defer, .let, .var, .func, .class, .struct, .enum,
                 .protocol, .extension, .import, .typealias, .static, .inout, .some, .any, .throws, .rethrows,
                 .async, .default, .break, .continue, .fallthrough, .operator, .subscript, .deinit,
                 .associatedtype, .private, .fileprivate, .internal, .public:
                return false
            default:
                return true
            }
        case .integerLiteral, .floatLiteral, .regexLiteral, .pound:
            return true
        default:
            return false
        }
    }

    /// Whether token `index` can be the last token of a postfix expression.
    public func endsPostfixExpression(_ index: Int) -> Bool {
        guard let k = kind(index) else { return false }
        switch k {
        case .rightParen, .rightBracket, .rightBrace, .stringEnd, .postfixQuestion, .postfixExclaim:
            return true
        default:
            return isValueWord(index)
        }
    }

    /// First token of the postfix expression (member chain, calls, subscripts, trailing
    /// closures, `?`/`!`) that ends at token `end`. Never goes below `lowerLimit`.
    public func postfixExpressionStart(endingAt end: Int, lowerLimit: Int = 0) -> Int {
        var walk = FinishedTreeWalk(tree: self)
        return postfixExpressionStart(endingAt: end, lowerLimit: lowerLimit, context: &walk)
    }

    /// The backward walk of `postfixExpressionStart(endingAt:lowerLimit:)`, on a finished tree
    /// or while parsing: `context` tells trailing closures apart and where they differ.
    func postfixExpressionStart<Context: PostfixWalkContext>(endingAt end: Int, lowerLimit: Int, context: inout Context) -> Int {
        var k = end
        var steps = 0
        while k >= lowerLimit && k < tokens.count {
            steps += 1
            if steps > 100_000 { return k }
            let start: Int
            switch tokens[k].kind {
            case .rightParen, .rightBracket, .rightBrace, .stringEnd:
                if let known = context.knownCalleeStart(ofCallClosingAt: k) { return max(lowerLimit, min(known, k)) }
                guard let m = partner(k), m >= lowerLimit else { return k }
                start = m
            case .postfixQuestion, .postfixExclaim:
                if k - 1 >= lowerLimit && endsPostfixExpression(k - 1) { k -= 1; continue }
                return k
            default:
                if isValueWord(k) { start = k } else { return min(k + 1, end) }
            }
            let p = start - 1
            if p < lowerLimit { return start }
            if tokens[p].kind == .dot {
                // A closure's `}` before the `.` continues the chain only if it is a trailing one.
                if p - 1 >= lowerLimit && endsPostfixExpression(p - 1)
                    && !(tokens[p - 1].kind == .rightBrace && (context.braceBeforeAnyDotMustBeTrailing || tokens[p].newlineBefore)
                         && !context.isTrailingClosureBrace(p - 1)) {
                    k = p - 1
                    continue
                }
                return p
            }
            let sk = tokens[start].kind
            if (sk == .leftParen || sk == .leftBracket) && !tokens[start].newlineBefore && endsPostfixExpression(p) {
                k = p
                continue
            }
            if sk == .leftBrace && endsPostfixExpression(p) && context.isTrailingClosureBrace(start) {
                k = p
                continue
            }
            return start
        }
        return max(lowerLimit, min(k, end))
    }

    /// Whether the `{` or `}` at `index` belongs to a closure passed as a trailing closure.
    public func isTrailingClosureBrace(_ index: Int) -> Bool {
        guard let closure = closureIndex(brace: index).map({ closures[$0] }) else { return false }
        if case .argument(_, _, true) = closure.use { return true }
        return false
    }

    /// Identifier tokens of the member chain ending at `nameToken`
    /// (`NotificationCenter.default.addObserver` → the three name tokens).
    /// Calls and subscripts in the chain are stepped over.
    public func memberChain(endingAt nameToken: Int, lowerLimit: Int = 0) -> [Int] {
        let start = postfixExpressionStart(endingAt: nameToken, lowerLimit: lowerLimit)
        var names: [Int] = []
        var i = start
        while i <= nameToken && i < tokens.count {
            let k = tokens[i].kind
            if (k == .leftParen || k == .leftBracket || k == .leftBrace || k == .stringStart), let m = partner(i), m > i {
                i = m + 1
                continue
            }
            if k == .identifier || k == .pound { names.append(i) }
            i += 1
        }
        return names
    }

    /// Texts of `memberChain(endingAt:)`.
    public func memberChainText(endingAt nameToken: Int, lowerLimit: Int = 0) -> [String] {
        memberChain(endingAt: nameToken, lowerLimit: lowerLimit).map { text($0) }
    }

    /// The local binding the name at `token` declares or, for a use, the nearest one before it
    /// of the same name whose scope contains it.
    public func binding(of token: Int) -> LocalBinding? {
        bindings.last { $0.nameToken == token || ($0.nameToken < token && $0.scope.contains(token) && sameText($0.nameToken, token)) }
    }

    /// The closure whose braces contain token `index` most closely, if any.
    public func innermostClosure(containing index: Int) -> Closure? {
        // Closures are in source order of their `{`; find the last one starting before index
        // that also ends after it.
        let closures = self.closures
        var i = closures.partitionPoint { $0.leftBrace >= index } - 1
        while i >= 0 {
            let c = closures[i]
            if c.rightBrace > index { return c }
            i -= 1
            if let p = c.parent, p.rightBrace > index { return p }
        }
        return nil
    }

    /// The `{` of the innermost brace block (of any kind: a body, a closure, an `if`) around
    /// token `index`, if any; blocks that close before `index` are stepped over whole.
    public func enclosingBrace(of index: Int) -> Int? {
        var k = index - 1
        while k >= 0 {
            if kind(k) == .rightBrace, let open = partner(k), open < k {
                k = open - 1
                continue
            }
            if kind(k) == .leftBrace { return k }
            k -= 1
        }
        return nil
    }

    /// Whether the statement at `statement` (a `guard`) stands in the block of `token` or one
    /// around it, so that leaving through it keeps `token` from running: not nested in an `if`
    /// or a closure that ends before `token`, nor in another `case` of a `switch` around both.
    public func encloses(statement: Int, before token: Int) -> Bool {
        guard let open = enclosingBrace(of: statement), let close = partner(open), close > token else { return false }
        return !isInAnotherCase(statement, than: token)
    }

    /// Whether `statement` and the later `token` stand in different `case` sections of one
    /// `switch`, so that they never run on the same path: a `case` or `default:` label of the
    /// innermost block around both lies between them.
    public func isInAnotherCase(_ statement: Int, than token: Int) -> Bool {
        var common = enclosingBrace(of: statement)
        while let open = common, let close = partner(open), close < token { common = enclosingBrace(of: open) }
        var k = statement
        while k < token {
            if kind(k) == .leftBrace || kind(k) == .leftParen || kind(k) == .leftBracket, let p = partner(k), p > k {
                if p > token { return false }   // into a block around `token`: its labels are not between
                k = p + 1
                continue
            }
            if isCaseLabel(k), enclosingBrace(of: k) == common { return true }
            k += 1
        }
        return false
    }

    /// Whether token `k` is `self`, also written in backticks (`` [weak `self`] ``, `` guard let
    /// `self` = self ``, the spelling older Swift needed to rebind it).
    public func isSelf(_ k: Int) -> Bool {
        keyword(k) == .self || (k >= 0 && k < tokens.count && tokens[k].flags.contains(.backticked) && tokenIs(k, "self"))
    }

    /// Whether token `k` starts a `case` or `default:` label of a `switch` (not `if case`,
    /// `guard case`, `while case`, `for case`, `for await case`, a `case` after a comma in a
    /// condition, nor the member `.default`).
    public func isCaseLabel(_ k: Int) -> Bool {
        guard kind(k - 1) != .dot else { return false }
        if keyword(k) == .default { return kind(k + 1) == .colon }
        guard keyword(k) == .case else { return false }
        // `for await case`, `for try await case` too.
        return !(keyword(k - 1) == .if || keyword(k - 1) == .guard || keyword(k - 1) == .while
                 || keyword(k - 1) == .for || keyword(k - 1) == .await || keyword(k - 1) == .try || kind(k - 1) == .comma)
    }

    /// Index of the call whose `nameToken` is `token`, if any.
    public func call(named token: Int) -> Call? {
        callIndex(nameToken: token).map { calls[$0] }
    }

    /// Walks the member chain after token `end` (`.name`, `.call(…)`, with `?`/`!` between),
    /// passing each member's name token and, for a call, its index; stops when `visit` returns
    /// false. Returns the token after the last member walked.
    @discardableResult
    public func walkMemberChain(after end: Int, _ visit: (_ name: Int, _ call: Int?) -> Bool) -> Int {
        var j = end
        var steps = 0
        while j < tokens.count, steps < 200 {
            steps += 1
            if kind(j) == .postfixQuestion || kind(j) == .postfixExclaim { j += 1; continue }
            guard kind(j) == .dot, kind(j + 1) == .identifier else { break }
            let k = callIndex(nameToken: j + 1)
            guard visit(j + 1, k) else { return j }
            j = k.map { calls[$0].endToken } ?? j + 2
        }
        return j
    }

    /// The bag a chained `.store(in: &bag)` (Combine) or `.disposed(by: bag)` (RxSwift) names.
    public func bagArgument(of call: Call) -> Argument? {
        if tokenIs(call.nameToken, "store") { return call.argument(labeled: "in") }
        if tokenIs(call.nameToken, "disposed") { return call.argument(labeled: "by") }
        return nil
    }

    /// The innermost type declaration (class, struct, enum, protocol, extension, actor) whose
    /// member block contains token `index`, found by descending through members.
    public func innermostType(containing index: Int) -> Declaration? {
        var best: Declaration?
        forEachEnclosingMember(of: index) { d in
            if d.kind.isType, let body = d.body, body.contains(index) { best = d }
        }
        return best
    }

    /// Calls `body` with each declaration of the member tree (top level, then its members, …)
    /// whose tokens contain `index`, outermost first. Local declarations are not members: see
    /// `localDeclarations`.
    public func forEachEnclosingMember(of index: Int, _ body: (Declaration) -> Void) {
        var candidates = declarations
        while let d = SyntaxTree.declaration(containing: index, among: candidates) {
            body(d)
            candidates = d.members
        }
    }

    /// The one of `siblings` (declarations of one level, in file order, not overlapping) whose
    /// tokens contain `index`, found by binary search.
    public static func declaration(containing index: Int, among siblings: [Declaration]) -> Declaration? {
        var low = 0, high = siblings.count
        while low < high {   // the first sibling starting after `index`
            let mid = (low + high) / 2
            if siblings[mid].startToken <= index { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let d = siblings[low - 1]
        return index < d.endToken ? d : nil
    }

    /// The assignment whose value starts at `token` (`Foo` in `x = Foo()`), found by the `=`
    /// just before it; also after `try`, `try?`, `try!` or `await` (`x = try? Foo(url)`).
    public func assignment(valueAt token: Int) -> Assignment? {
        var start = token
        for _ in 0..<3 {
            if kind(start - 1) == .equal { break }
            if kind(start - 1) == .postfixQuestion || kind(start - 1) == .postfixExclaim, keyword(start - 2) == .try {
                start -= 2
            } else if keyword(start - 1) == .try || keyword(start - 1) == .await {
                start -= 1
            } else {
                return nil
            }
        }
        guard kind(start - 1) == .equal else { return nil }
        return assignments(in: TokenRange(start - 1, start)).first { $0.rhs.lowerBound == start }
    }

    /// The assignments whose `=` lies in `range` (`assignments` is in token order).
    public func assignments(in range: TokenRange) -> ArraySlice<Assignment> {
        func firstAtOrAfter(_ token: Int) -> Int {
            var low = 0, high = assignments.count
            while low < high {
                let mid = (low + high) / 2
                if assignments[mid].equalToken < token { low = mid + 1 } else { high = mid }
            }
            return low
        }
        return assignments[firstAtOrAfter(range.lowerBound)..<firstAtOrAfter(range.upperBound)]
    }

    /// Whether an assignment declares a name rather than setting one: the parser records
    /// `let a = 1`, `var b = 2`, `if let c = x`, `} else if let c = x`, `guard let d = x` and
    /// `if case let .some(e) = x` as assignments whose left-hand side starts with those
    /// keywords. A `case` label before a statement (`case .replace(let vc): root = vc`) is no
    /// declaration of what it sets.
    public func declaresName(_ a: Assignment) -> Bool {
        var k = a.lhs.lowerBound
        if keyword(k) == .else { k += 1 }
        let conditional = keyword(k) == .if || keyword(k) == .guard || keyword(k) == .while
        if conditional { k += 1 }
        let first = keyword(k)
        return first == .let || first == .var || (conditional && first == .case)
    }

    /// The simple name of a written type starting at token `start`: `UIStoryboardSegue`,
    /// `UIKit.UIStoryboardSegue?` → `UIStoryboardSegue`, `any Foo` → `Foo`.
    public func writtenTypeName(from start: Int) -> String? {
        var k = start
        if keyword(k) == .any || keyword(k) == .some { k += 1 }
        var last = -1
        while kind(k) == .identifier {
            last = k
            guard kind(k + 1) == .dot else { break }
            k += 2
        }
        return last >= 0 ? text(last) : nil
    }

    /// Whether token `index` has exactly the given text: the literal-only spelling of
    /// `tokenIs`, so a string literal never picks the slower `String` overload.
    @inline(__always) public func isToken(_ index: Int, _ text: StaticString) -> Bool {
        tokenIs(index, text)
    }

    /// Indices (into `calls`) of the calls whose callee name is one of `names`, in order. The
    /// name's length is compared first, then its bytes: no `String` per call, so a rule can
    /// pick its few candidate calls out of every call of a file cheaply.
    public func callIndices(named names: [StaticString]) -> [Int] {
        var result: [Int] = []
        let lengths = names.map { UInt32($0.utf8CodeUnitCount) }
        // Bit n set: some name is n bytes long (63 stands for 63 and more).
        let lengthMask = lengths.reduce(UInt64(0)) { $0 | 1 << UInt64(min($1, 63)) }
        let calls = callTable
        for ci in calls.indices {
            let name = calls[ci].nameToken
            guard name >= 0 && name < tokens.count else { continue }
            // The length of the name as `tokenIs` compares it (backticks excluded).
            let length = UInt32(textBounds(tokens[name]).count)
            guard lengthMask & 1 << UInt64(min(length, 63)) != 0 else { continue }
            for k in names.indices where lengths[k] == length && tokenIs(name, names[k]) {
                result.append(ci)
                break
            }
        }
        return result
    }

    /// Whether two tokens have the same text (byte comparison, no `String`).
    public func sameText(_ a: Int, _ b: Int) -> Bool {
        guard a >= 0, b >= 0, a < tokens.count, b < tokens.count else { return false }
        let ta = tokens[a], tb = tokens[b]
        guard ta.length == tb.length else { return false }
        return source.bytes.withUnsafeBufferPointer { bytes in
            for k in 0..<Int(ta.length) where bytes[Int(ta.start) + k] != bytes[Int(tb.start) + k] { return false }
            return true
        }
    }
}

/// What the backward walk over a postfix expression
/// (`SyntaxTree.postfixExpressionStart(endingAt:lowerLimit:context:)`) asks of where it runs:
/// on a finished tree (`FinishedTreeWalk`), or while parsing (`ParserState`), when the closures
/// and calls found so far are not in the tree yet. The two walks differ in two ways:
/// while parsing, the `)` of the call that closed last ends the walk at that call's callee
/// start, known already (which keeps long chains such as `a.b().c().d()…` and `f()()()…` linear
/// instead of quadratic); and a `}` before a `.` continues the chain only when it closes a
/// trailing closure, wherever the `.` is, whereas on a finished tree that rule applies only to a
/// `.` that starts a line.
protocol PostfixWalkContext {
    /// Where the callee of the call whose `)` is at token `k` starts, if that is known.
    mutating func knownCalleeStart(ofCallClosingAt k: Int) -> Int?
    /// Whether the `{` or `}` at token `index` belongs to a trailing closure.
    mutating func isTrailingClosureBrace(_ index: Int) -> Bool
    /// Whether a `}` right before a `.` must close a trailing closure for the chain to go on
    /// through it also when the `.` does not start a line.
    var braceBeforeAnyDotMustBeTrailing: Bool { get }
}

/// The postfix walk on a finished tree: its closures are all known, no call start is.
struct FinishedTreeWalk: PostfixWalkContext {
    let tree: SyntaxTree

    func knownCalleeStart(ofCallClosingAt k: Int) -> Int? { nil }
    func isTrailingClosureBrace(_ index: Int) -> Bool { tree.isTrailingClosureBrace(index) }
    var braceBeforeAnyDotMustBeTrailing: Bool { false }
}

extension SyntaxTree {
    /// Whether token `index` starts with the given ASCII prefix (no allocation).
    public func tokenHasPrefix(_ index: Int, _ prefix: StaticString) -> Bool {
        guard index >= 0 && index < tokens.count else { return false }
        let t = tokens[index]
        let len = Int(t.length)
        let n = prefix.utf8CodeUnitCount
        guard len >= n else { return false }
        let s = Int(t.start)
        return prefix.withUTF8Buffer { p in
            source.bytes.withUnsafeBufferPointer { buf in
                for k in 0..<n where buf[s + k] != p[k] { return false }
                return true
            }
        }
    }
}

extension SyntaxTree {
    /// The call one of whose arguments is exactly the token `k` (`navigate(to: .failure(model))`
    /// for `model`), if any.
    ///
    /// A whole argument stands between `(`, `,` or its label's `:` and a `,` or `)`; the `)` of
    /// its list is found by skipping the bracketed groups after it, and the call that owns that
    /// list among the few calls named just before its `(` (calls are in name-token order). Any
    /// other shape falls back to a walk over every call, with the same answer.
    public func call(passingWhole k: Int) -> Call? {
        guard let before = kind(k - 1), before == .leftParen || before == .comma || before == .colon,
              let after = kind(k + 1), after == .rightParen || after == .comma
        else { return nil }
        let whole = TokenRange(k, k + 1)
        if let lp = argumentListOpening(after: k), unsortedCallIndexByName == nil {
            let records = callTable
            var i = records.partitionPoint { $0.nameToken >= lp } - 1
            var looked = 0
            while i >= 0 && looked < 16 {
                let c = calls[i]
                if c.leftParen == lp { return c.arguments.contains { $0.value == whole } ? c : nil }
                i -= 1
                looked += 1
            }
        }
        return calls.first { c in c.arguments.contains { $0.value == whole } }
    }

    /// The `(` of the parenthesized list that token `k` stands in at top level, found from the
    /// `)` after it; nil when a `]` or `}` closes first.
    private func argumentListOpening(after k: Int) -> Int? {
        var r = k + 1
        while r < tokens.count {
            switch kind(r) {
            case .rightParen: return partner(r)
            case .rightBracket, .rightBrace: return nil
            case .leftParen, .leftBracket, .leftBrace:
                guard let p = partner(r), p > r else { return nil }
                r = p + 1
            default: r += 1
            }
        }
        return nil
    }

    /// The calls whose name token lies in `range`, in order.
    public func calls(in range: TokenRange) -> [Call] {
        let all = calls
        guard unsortedCallIndexByName == nil else { return all.filter { range.contains($0.nameToken) } }
        let records = callTable
        let lo = records.partitionPoint { $0.nameToken >= range.lowerBound }
        let hi = records.partitionPoint { $0.nameToken >= range.upperBound }
        return (lo..<hi).map { all[$0] }
    }
}
