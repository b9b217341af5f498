import FlowLintLexer

/// One open bracket while scanning code. Copied once per token, so it is kept small:
/// 32-bit storage behind `Int` accessors.
struct Frame {
    enum Kind: UInt8 { case root, block, closure, paren, bracket, interpolation }
    var kind: Kind
    /// A control-flow keyword was seen; the next `{` at this level is its block.
    var headerPending = false
    private var closeStorage: Int32
    private var closureStorage: Int32 = -1
    private var callStorage: Int32 = -1
    private var statementStartStorage: Int32 = 0
    private var argumentStartStorage: Int32 = 0
    private var labelTokenStorage: Int32 = -1
    private var levelStorage: Int32 = 0
    private var assignmentStorage: Int32 = -1
    private var argumentBaseStorage: Int32 = 0

    init(kind: Kind, close: Int, closure: Int = -1, statementStart: Int = 0, argumentStart: Int = 0, level: Int = 0) {
        self.kind = kind
        self.closeStorage = Int32(truncatingIfNeeded: close)
        self.closureStorage = Int32(truncatingIfNeeded: closure)
        self.statementStartStorage = Int32(truncatingIfNeeded: statementStart)
        self.argumentStartStorage = Int32(truncatingIfNeeded: argumentStart)
        self.levelStorage = Int32(truncatingIfNeeded: level)
    }

    /// Index of the closing token (or the scan limit for the root).
    var close: Int { get { Int(closeStorage) } set { closeStorage = Int32(truncatingIfNeeded: newValue) } }
    /// Closure index for `.closure` frames.
    var closure: Int { get { Int(closureStorage) } set { closureStorage = Int32(truncatingIfNeeded: newValue) } }
    /// Call index for `.paren` frames that hold call arguments.
    var call: Int { get { Int(callStorage) } set { callStorage = Int32(truncatingIfNeeded: newValue) } }
    /// Block-like frames: first token of the current statement.
    var statementStart: Int { get { Int(statementStartStorage) } set { statementStartStorage = Int32(truncatingIfNeeded: newValue) } }
    /// Paren frames: first token of the current argument, and its label token.
    var argumentStart: Int { get { Int(argumentStartStorage) } set { argumentStartStorage = Int32(truncatingIfNeeded: newValue) } }
    var labelToken: Int { get { Int(labelTokenStorage) } set { labelTokenStorage = Int32(truncatingIfNeeded: newValue) } }
    /// Position of this frame in the frame stack (keys its pending header bindings).
    var level: Int { get { Int(levelStorage) } set { levelStorage = Int32(truncatingIfNeeded: newValue) } }
    /// Call paren frames: where this call's arguments start in the parser's argument stack.
    var argumentBase: Int { get { Int(argumentBaseStorage) } set { argumentBaseStorage = Int32(truncatingIfNeeded: newValue) } }
    /// Assignment index of the current statement, if it has a top-level `=` (-1: none yet;
    /// -2: a condition binding was closed by its block, record no more).
    var assignment: Int { get { Int(assignmentStorage) } set { assignmentStorage = Int32(truncatingIfNeeded: newValue) } }

    var isBlockLike: Bool { kind == .root || kind == .block || kind == .closure }
}

/// The open frames of one `scanCode` call: a growable stack in memory of its own, so that
/// reading and updating the innermost frame is a plain memory access (an `Array` would check
/// uniqueness and bounds on every write).
struct FrameStack {
    // Invariants: frames `0..<count` are initialized, `count <= capacity` (`append` grows
    // first), and the subscript is used only below `count` (the scanner reads its open frames,
    // innermost at `count - 1`, and `count` never drops below 1: the root stays). The memory is
    // handed to the next stack or freed by the parser's `flush()`, never both.
    private(set) var base: UnsafeMutablePointer<Frame>
    private(set) var count = 1
    private var capacity = 16

    /// A stack holding `root`, in `storage` when given (memory of an earlier stack; see
    /// `releaseStorage()`), otherwise in new memory.
    init(root: Frame, storage: (base: UnsafeMutablePointer<Frame>, capacity: Int)?) {
        if let storage {
            base = storage.base
            capacity = storage.capacity
        } else {
            base = .allocate(capacity: 16)
        }
        base.initialize(to: root)
    }

    /// The memory, for the next stack to reuse (`Frame` is a trivial type: nothing to deinitialize).
    func releaseStorage() -> (base: UnsafeMutablePointer<Frame>, capacity: Int) { (base, capacity) }

    @inline(__always) subscript(i: Int) -> Frame {
        unsafeAddress { UnsafePointer(base + i) }
        nonmutating unsafeMutableAddress { base + i }
    }

    @inline(__always) mutating func append(_ frame: Frame) {
        if count == capacity { (base, capacity) = doubled(base, count: count, capacity: capacity) }
        (base + count).initialize(to: frame)
        count += 1
    }

    @inline(__always) mutating func removeLast() -> Frame {
        count -= 1
        return base[count]
    }

    func lastIndex(where predicate: (Frame) -> Bool) -> Int? {
        var k = count - 1
        while k >= 0 {
            if predicate(base[k]) { return k }
            k -= 1
        }
        return nil
    }
}

/// Where `scanCode` goes on after one token.
enum ScanStep {
    /// At this token index.
    case next(Int)
    /// With the local declaration that starts at the token (parsed by `scanCode` itself).
    case localDeclaration
}

extension FrameStack {
    /// Closure index of the innermost open closure frame, or -1.
    func innermostClosure() -> Int {
        var f = count - 1
        while f >= 0 {
            if self[f].kind == .closure { return self[f].closure }
            f -= 1
        }
        return -1
    }
}

extension ParserState {
    /// Scans executable code in `range`: records statements, closures (with how they are
    /// used), calls, assignments, casts, force unwraps and local bindings. `owner` is the
    /// declaration the code belongs to; `initialValueOf` is set when `range` is a variable's
    /// initial value (a closure at its start is that variable's value).
    /// Never inlined: its callers are large, and inlined there it would no longer have its
    /// per-token step inlined into its loop.
    @inline(never)
    mutating func scanCode(_ range: TokenRange, owner: Declaration?, initialValueOf: Declaration?, depth: Int = 0) {
        guard !range.isEmpty else { return }
        var frames = FrameStack(root: Frame(kind: .root, close: range.upperBound, statementStart: range.lowerBound),
                                storage: spareFrameStorage)
        spareFrameStorage = nil
        defer {
            // Kept for the next scan (a nested scan that kept its own frees this one).
            if let spare = spareFrameStorage { spare.base.deallocate() }
            spareFrameStorage = frames.releaseStorage()
        }
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            switch scanToken(at: i, in: range, frames: &frames, owner: owner, initialValueOf: initialValueOf, depth: depth) {
            case .next(let next):
                i = next
            case .localDeclaration:
                // Parsed here, not in `scanToken`: that keeps the per-token step out of the
                // parser's recursion, so that it is inlined into this loop.
                i = parseLocalDeclaration(at: i, limit: end, owner: owner, depth: depth, frame: &frames[frames.count - 1])
            }
        }
        while frames.count > 1 { closeFrame(frames.removeLast(), at: end) }
        finishStatement(&frames[0], at: end)
    }

    /// One step of `scanCode`: handles token `i` of `range` and says where to go on.
    @inline(__always)
    private mutating func scanToken(at i: Int, in range: TokenRange, frames: inout FrameStack, owner: Declaration?,
                                    initialValueOf: Declaration?, depth: Int) -> ScanStep {
        let end = range.upperBound
        let t = toks[i]
        let top = innermostFrame(at: i, newlineBefore: t.newlineBefore, frames: &frames)

        // Too deep to be real code: skip the group (its closer, or recovery's end) unread.
        if frames.count >= Parser.maxCodeDepth, t.kind == .leftBrace || t.kind == .leftParen || t.kind == .leftBracket {
            codeTooDeep(at: i)
            return .next(groupEnd(i, limit: end) + 1)
        }

        switch t.kind {
        case .identifier:
            // A plain name (most words) needs nothing here.
            guard t.keyword != .none else { break }
            scanKeyword(t.keyword, at: i, in: range, top: top, frames: &frames)
            // Local declarations: functions, types, computed locals with attributes.
            if top.isBlockLike && i == top.statementStart && t.keyword != .let && t.keyword != .var
                && declarationStarts(at: i, limit: end) {
                if depth + 1 <= Parser.maxDepth { return .localDeclaration }
                tooDeep(at: i)
            }
        case .semicolon, .comma, .colon, .equal:
            scanSeparator(t.kind, at: i, top: top, frames: &frames)
        case .leftBrace:
            return .next(scanLeftBrace(at: i, in: range, top: top, frames: &frames, owner: owner, initialValueOf: initialValueOf))
        case .rightBrace, .rightParen, .rightBracket, .interpolationEnd:
            scanCloser(at: i, end: end, frames: &frames)
        case .leftParen:
            scanLeftParen(at: i, in: range, newlineBefore: t.newlineBefore, frames: &frames)
        case .leftBracket:
            frames.append(Frame(kind: .bracket, close: groupEnd(i, limit: end), argumentStart: i + 1, level: frames.count))
        case .interpolationStart:
            frames.append(Frame(kind: .interpolation, close: groupEnd(i, limit: end), argumentStart: i + 1, level: frames.count))
        case .postfixExclaim:
            if i > 0, kw(i - 1) != .as, kw(i - 1) != .try { forceUnwraps.append(i) }
        case .pound:
            if top.isBlockLike, t.newlineBefore || i == top.statementStart, let next = handleDirective(at: i, limit: end) {
                finishStatement(&frames[frames.count - 1], at: i)
                frames[frames.count - 1].statementStart = next
                return .next(next)
            }
        case .attribute:
            return scanAttribute(at: i, end: end, top: top, depth: depth)
        default:
            break
        }
        return .next(i + 1)
    }

    /// The innermost open frame at token `i`, after closing the frames that ended before it
    /// and ending the statement that a line break before it ends.
    @inline(__always)
    private mutating func innermostFrame(at i: Int, newlineBefore: Bool, frames: inout FrameStack) -> Frame {
        // The frame of an unmatched `{` ends where recovery put it, on a token that is no closer.
        while frames.count > 1 && frames[frames.count - 1].close < i { closeFrame(frames.removeLast(), at: i) }
        let top = frames[frames.count - 1]
        // Statement boundaries in blocks and closures.
        if top.isBlockLike && i > top.statementStart && newlineBefore && !continuesLine(i, statementStart: top.statementStart) {
            finishStatement(&frames[frames.count - 1], at: i)
            return frames[frames.count - 1]
        }
        return top
    }

    /// `;` ends a statement; `,` an argument; `:` after a first word makes it the argument's
    /// label; the first top-level `=` of a statement starts an assignment.
    @inline(__always)
    private mutating func scanSeparator(_ kind: TokenKind, at i: Int, top: Frame, frames: inout FrameStack) {
        switch kind {
        case .semicolon:
            if top.isBlockLike {
                finishStatement(&frames[frames.count - 1], at: i)
                frames[frames.count - 1].statementStart = i + 1
            }
        case .comma:
            if top.kind == .paren {
                recordArgument(&frames[frames.count - 1], end: i)
                frames[frames.count - 1].argumentStart = i + 1
                frames[frames.count - 1].labelToken = -1
            }
        case .colon:
            if top.kind == .paren && i == top.argumentStart + 1 && self.kind(top.argumentStart) == .identifier {
                frames[frames.count - 1].labelToken = top.argumentStart
            }
        default:  // `=`
            if top.isBlockLike && top.assignment == -1 && top.statementStart < i {
                frames[frames.count - 1].assignment = assignments.count
                assignments.append(Assignment(lhs: TokenRange(top.statementStart, i), equalToken: i, rhs: TokenRange(i + 1, i + 1)))
            }
        }
    }

    /// An attribute in code: the start of a local declaration, or else skipped with its arguments.
    @inline(__always)
    private mutating func scanAttribute(at i: Int, end: Int, top: Frame, depth: Int) -> ScanStep {
        if top.isBlockLike && i == top.statementStart && declarationStarts(at: i, limit: end) && depth + 1 <= Parser.maxDepth {
            return .localDeclaration
        }
        if kind(i + 1) == .leftParen, !toks[i + 1].spaceBefore, let m = match(i + 1), m < end {
            return .next(m + 1)
        }
        return .next(i + 1)
    }

    /// A `{` in code: the block of a pending control-flow header, or else a closure (whose body
    /// scanning goes on at). Returns the index to go on from.
    @inline(__always)
    private mutating func scanLeftBrace(at i: Int, in range: TokenRange, top: Frame, frames: inout FrameStack,
                                        owner: Declaration?, initialValueOf: Declaration?) -> Int {
        var close = groupEnd(i, limit: range.upperBound)
        guard top.isBlockLike && top.headerPending else {
            // In malformed code a `{` may pair with a `}` past the end of the closure it sits
            // in, or sit past the end of an open closure frame: the parent is the innermost
            // closure that contains the `{`, and the inner closure ends with it at the latest.
            var parent = frames.innermostClosure()
            while parent >= 0 && closures[parent].rightBrace <= i { parent = closures[parent].parent?.index ?? -1 }
            if parent >= 0 { close = min(close, closures[parent].rightBrace) }
            let ci = openClosure(at: i, close: close, frames: frames, parent: parent,
                                 owner: owner, initialValueOf: i == range.lowerBound ? initialValueOf : nil)
            var frame = Frame(kind: .closure, close: close, closure: ci, level: frames.count)
            frame.statementStart = closures[ci].bodyRange.lowerBound
            frames.append(frame)
            return frame.statementStart
        }
        frames[frames.count - 1].headerPending = false
        // A condition binding (`if let x = y {`, `guard let x = y else {`): its value
        // ends before the block; no later `=` of the statement is an assignment (-2).
        if top.assignment >= 0, kw(top.statementStart) == .if || kw(top.statementStart) == .guard
            || kw(top.statementStart) == .while {
            let a = top.assignment
            let e = kw(i - 1) == .else && i - 1 > assignments[a].equalToken ? i - 1 : i
            assignments[a].rhs.upperBound = max(assignments[a].rhs.lowerBound, e)
            frames[frames.count - 1].assignment = -2
        }
        let level = frames.count - 1
        // An `if`/`while` condition's binding is visible in the block and in the conditions after
        // its own (`if let nav = …, let top = nav.topViewController {`), but not in its own
        // value (`if let x = x`, `if case let (a, b) = (a, c)`); a `for` loop's only in the block.
        let conditions = kw(top.statementStart) == .if || kw(top.statementStart) == .while
        while let last = headerBindingStack.last, last.level == level {
            headerBindingStack.removeLast()
            let start = conditions ? conditionEnd(after: last.token, statementStart: top.statementStart, block: i) : i
            bindings.append(LocalBinding(nameToken: last.token, scope: TokenRange(start, close + 1)))
        }
        frames.append(Frame(kind: .block, close: close, statementStart: i + 1, level: frames.count))
        return i + 1
    }

    /// A closing bracket in code: pops to the frame it closes (tolerating unbalanced code).
    @inline(__always)
    private mutating func scanCloser(at i: Int, end: Int, frames: inout FrameStack) {
        // Only a matched closer or the last token can close a frame: skip the search for stray ones.
        guard match(i) != nil || i == end - 1,
              let f = frames.lastIndex(where: { $0.close == i && $0.kind != .root }) else { return }
        while frames.count > f + 1 { closeFrame(frames.removeLast(), at: i) }
        closeFrame(frames.removeLast(), at: i)
    }

    /// A `(` in code: opens a paren frame, and records a call when a callee comes right before it.
    @inline(__always)
    private mutating func scanLeftParen(at i: Int, in range: TokenRange, newlineBefore: Bool, frames: inout FrameStack) {
        let close = groupEnd(i, limit: range.upperBound)
        var frame = Frame(kind: .paren, close: close, argumentStart: i + 1, level: frames.count)
        if !newlineBefore, i > range.lowerBound, isCallee(i - 1) {
            // From the name, so that a generic callee (`Set<Int>()`) starts at its name.
            var nameToken = calleeNameToken(endingAt: i - 1)
            if nameToken < range.lowerBound { nameToken = i - 1 }  // a `<` outside the code scanned
            let calleeStart = tree.postfixExpressionStart(endingAt: nameToken, lowerLimit: range.lowerBound, context: &self)
            let ci = calls.count
            calls.append(CallRecord(nameToken: nameToken, calleeStart: calleeStart, leftParen: i,
                                    rightParen: close, endToken: close + 1))
            frame.call = ci
            frame.argumentBase = argumentStack.count
        }
        frames.append(frame)
    }

    /// A keyword in code: a control-flow header, `let`/`var` bindings, an `as` cast.
    @inline(__always)
    private mutating func scanKeyword(_ keyword: Keyword, at i: Int, in range: TokenRange, top: Frame, frames: inout FrameStack) {
        let end = range.upperBound
        switch keyword {
        case .if, .guard, .while, .switch, .for, .catch, .do, .repeat, .defer, .else:
            // After a `.` the word is a member name (Combine's `.catch { … }`), not a statement.
            if i > 0 && toks[i - 1].kind == .dot { break }
            if top.isBlockLike { frames[frames.count - 1].headerPending = true }
            // A `for` loop starts a statement; `for:` in an argument list is a label.
            if keyword == .for && top.isBlockLike && kind(i + 1) != .colon {
                collectForBindings(from: i + 1, limit: end, frame: &frames[frames.count - 1])
            }
        case .let, .var:
            if top.isBlockLike {
                collectPatternBindings(keyword: i, limit: end, frame: &frames[frames.count - 1])
            }
        case .as:
            recordCast(at: i, limit: end, lowerLimit: range.lowerBound)
        default:
            break
        }
    }

    /// Parses the local declaration (function, type, attributed local) that starts the
    /// statement at `i` of `frame`, ends that statement after it, and returns where scanning goes on.
    mutating func parseLocalDeclaration(at i: Int, limit: Int, owner: Declaration?, depth: Int, frame: inout Frame) -> Int {
        var locals: [Declaration] = []
        let next = max(parseDeclaration(at: i, limit: limit, parent: owner, depth: depth + 1, isLocal: true, into: &locals), i + 1)
        localDeclarations.append(contentsOf: locals)
        finishStatement(&frame, at: next)
        frame.statementStart = next
        return next
    }

    /// Index of the closure whose `{` or `}` is at `brace` (closures are in order of their `{`).
    mutating func closureIndex(brace: Int) -> Int? {
        let lb = kind(brace) == .rightBrace ? (match(brace) ?? -1) : brace
        return SyntaxTree.closureIndex(leftBrace: lb, in: closures)
    }

    /// Whether the token before a `(` makes it a call: a name, `)` `]` `?` `!` `>` or a `#directive`.
    mutating func isCallee(_ p: Int) -> Bool {
        switch toks[p].kind {
        case .identifier:
            return tree.isValueWord(p) || kw(p) == .`init` || kw(p) == .super || kw(p) == .self
        case .rightParen, .rightBracket, .postfixQuestion, .postfixExclaim, .pound:
            return true
        case .operator:
            return tree.tokenIs(p, ">") && !toks[p].spaceBefore
        default:
            return false
        }
    }

    /// The name token of a callee ending at `p` (`addObserver` in `center.addObserver`,
    /// `Foo` in `Foo<Bar>`, the name before `?`/`!`).
    mutating func calleeNameToken(endingAt p: Int) -> Int {
        var k = p
        while k > 0, kind(k) == .postfixQuestion || kind(k) == .postfixExclaim { k -= 1 }
        if kind(k) == .operator, tree.tokenIs(k, ">") {
            var depth = 0
            var j = k
            while j >= 0 {
                if kind(j) == .operator {
                    depth -= angleDelta(j)
                    if depth <= 0 { return max(0, j - 1) }
                }
                j -= 1
                if p - j > 64 { break }
            }
        }
        return k
    }

    /// Creates the closure opened at `lb`, parses its capture list and parameters, and
    /// decides how it is used.
    mutating func openClosure(at lb: Int, close rb: Int, frames: FrameStack, parent: Int, owner: Declaration?, initialValueOf: Declaration?) -> Int {
        let ci = closures.count
        let c = Closure(index: ci, leftBrace: lb)
        c.rightBrace = rb
        c.parent = parent >= 0 ? closures[parent] : nil
        c.declaration = owner
        closures.append(c)
        parseClosureHeader(c, leftBrace: lb, rightBrace: rb)
        c.isImmediatelyApplied = rb + 1 < count && kind(rb + 1) == .leftParen && !toks[rb + 1].newlineBefore
        decideClosureUse(c, leftBrace: lb, rightBrace: rb, frames: frames, initialValueOf: initialValueOf)
        return ci
    }

    /// Reads the capture list and parameters of closure `c` (braces `lb`, `rb`) and binds their names.
    private mutating func parseClosureHeader(_ c: Closure, leftBrace lb: Int, rightBrace rb: Int) {
        var j = lb + 1
        while j < rb, kind(j) == .attribute {
            j += 1
            if kind(j) == .leftParen, let m = match(j) { j = m + 1 }
        }
        if j < rb, kind(j) == .leftBracket, let m = match(j), m < rb, closureHeaderHasIn(from: m + 1, limit: rb) {
            c.captures = parseCaptureList(TokenRange(j + 1, m))
            j = m + 1
        }
        if let inToken = closureHeaderIn(from: j, limit: rb) {
            c.inToken = inToken
            var k = j
            var paramDepth = 0
            var expectName = true
            while k < inToken {
                switch toks[k].kind {
                case .leftParen:
                    paramDepth += 1
                    expectName = true
                case .rightParen:
                    paramDepth -= 1
                case .comma:
                    expectName = true
                case .identifier where expectName && paramDepth <= 1:
                    if kw(k) != .async && kw(k) != .throws {
                        // `(a, b)`, `a, b`, `(x: Int)`: the first word of each entry is the name.
                        c.parameterNames.append(text(k))
                        bindings.append(LocalBinding(nameToken: k, scope: TokenRange(inToken, rb)))
                    }
                    expectName = false
                case .arrow:
                    expectName = false
                    k = inToken
                    continue
                default:
                    if toks[k].kind == .colon { expectName = false }
                }
                k += 1
            }
        }
        for cap in c.captures {
            bindings.append(LocalBinding(nameToken: cap.nameToken, scope: TokenRange(c.inToken ?? lb, rb)))
        }
    }

    /// Decides how closure `c` (braces `lb`, `rb`) is used — an initial value, a call argument
    /// (trailing or not), assigned, returned — from the open frames and the tokens before it.
    private mutating func decideClosureUse(_ c: Closure, leftBrace lb: Int, rightBrace rb: Int, frames: FrameStack,
                                           initialValueOf: Declaration?) {
        let ci = c.index
        let top = frames[frames.count - 1]
        let p = lb - 1
        if let d = initialValueOf {
            c.use = .initialValue(of: d)
        } else if top.kind == .paren && top.call >= 0 && (top.argumentStart == lb || (top.labelToken >= 0 && top.labelToken + 2 == lb)) {
            let label = top.labelToken >= 0 ? text(top.labelToken) : nil
            c.use = .argument(call: top.call, label: label, trailing: false)
        } else if p >= 0, kind(p) == .rightParen, lastClosedCall.rightParen == p {
            let call = lastClosedCall.call
            c.use = .argument(call: call, label: nil, trailing: true)
            trailingRecords.append((Int32(call), -1, Int32(ci)))
            calls[call].endToken = rb + 1
        } else if p >= 2, kind(p) == .colon, kind(p - 1) == .identifier, kind(p - 2) == .rightBrace,
                  let prev = closureIndex(brace: p - 2), case .argument(let call, _, true) = closures[prev].use {
            let label = text(p - 1)
            c.use = .argument(call: call, label: label, trailing: true)
            trailingRecords.append((Int32(call), Int32(p - 1), Int32(ci)))
            calls[call].endToken = rb + 1
        } else if p >= 0, !toks[lb].newlineBefore || kind(p) == .rightParen, isTrailingCallee(p) {
            let name = calleeNameToken(endingAt: p)
            let call = calls.count
            let start = tree.postfixExpressionStart(endingAt: name, lowerLimit: 0, context: &self)
            calls.append(CallRecord(nameToken: name, calleeStart: start, leftParen: nil, rightParen: nil, endToken: rb + 1))
            trailingRecords.append((Int32(call), -1, Int32(ci)))
            c.use = .argument(call: call, label: nil, trailing: true)
        } else if p >= 0, kind(p) == .equal, top.isBlockLike, top.assignment >= 0 {
            c.use = .assigned(assignment: top.assignment)
        } else if p >= 0, kw(p) == .return {
            c.use = .returned
        } else if p >= 0 && kind(p) == .equal && top.isBlockLike {
            c.use = .other
        }
    }

    /// A name (or `?`/`!`/`>`-closed generic) right before `{` that takes a trailing closure.
    mutating func isTrailingCallee(_ p: Int) -> Bool {
        switch toks[p].kind {
        case .identifier:
            return tree.isValueWord(p) && kw(p) != .self && kw(p) != .super && kw(p) != .true && kw(p) != .false && kw(p) != .nil
                && kw(p) != .get && kw(p) != .set && kw(p) != .willSet && kw(p) != .didSet
        case .postfixQuestion, .postfixExclaim:
            return p > 0 && kind(p - 1) == .identifier
        case .operator:
            return tree.tokenIs(p, ">") && !toks[p].spaceBefore
        default:
            return false
        }
    }

    /// The `in` ending a closure header that starts at `j`, if the tokens from `j` form a
    /// parameter clause (names, a parenthesised list, `async`, `throws`, `-> Type`).
    mutating func closureHeaderIn(from j: Int, limit: Int) -> Int? {
        var k = j
        var steps = 0
        // The previous token ends an operand (a plain name or a bracketed group). In a header
        // a plain name never follows one (`a, b`, `(a) -> T`, `Foo.Bar`), so two in a row mean
        // statements (`load(x)` then `render`…): no header, and no need to scan further.
        var afterOperand = false
        while k < limit && steps < 128 {
            steps += 1
            let t = toks[k]
            switch t.kind {
            case .identifier:
                if t.keyword == .in { return k }
                if t.keyword == .none {
                    if afterOperand { return nil }
                    afterOperand = true
                    k += 1
                    continue
                }
                if t.keyword != .async && t.keyword != .throws && t.keyword != .SelfType
                    && t.keyword != .AnyType && t.keyword != .some && t.keyword != .any && t.keyword != .self
                    && t.keyword != .get && t.keyword != .set && t.keyword != .actor && t.keyword != .default
                    && t.keyword != .optional && t.keyword != .each && t.keyword != .isolated && t.keyword != .sending
                    && t.keyword != .consuming && t.keyword != .borrowing && t.keyword != .inout { return nil }
            case .leftParen, .leftBracket:
                guard let m = match(k), m < limit else { return nil }
                k = m + 1
                afterOperand = true
                continue
            case .postfixQuestion, .postfixExclaim:
                k += 1
                continue
            case .comma, .colon, .arrow, .dot, .attribute:
                break
            case .operator:
                // Generic arguments in parameter types: `<`, `>`, `>>`.
                if !isAngleBracketsOnly(k) { return nil }
            default:
                return nil
            }
            afterOperand = false
            k += 1
        }
        return nil
    }

    mutating func closureHeaderHasIn(from j: Int, limit: Int) -> Bool {
        if j < limit, kw(j) == .in { return true }
        return closureHeaderIn(from: j, limit: limit) != nil
    }

    mutating func parseCaptureList(_ range: TokenRange) -> [Capture] {
        var result: [Capture] = []
        var i = range.lowerBound
        while i < range.upperBound {
            var specifier = Capture.Specifier.strong
            if kw(i) == .weak { specifier = .weak; i += 1 }
            else if kw(i) == .unowned {
                specifier = .unowned
                i += 1
                if kind(i) == .leftParen, let m = match(i) { i = m + 1 }
            }
            guard i < range.upperBound, kind(i) == .identifier else {
                // Skip to the next entry.
                while i < range.upperBound, kind(i) != .comma { i += 1 }
                i += 1
                continue
            }
            var capture = Capture(specifier: specifier, name: text(i), nameToken: i, expression: nil)
            var j = i + 1
            if j < range.upperBound, kind(j) == .equal {
                var e = j + 1
                while e < range.upperBound, kind(e) != .comma {
                    if kind(e) == .leftParen || kind(e) == .leftBracket { e = groupEnd(e, limit: range.upperBound) }
                    e += 1
                }
                capture.expression = TokenRange(j + 1, e)
                j = e
            }
            result.append(capture)
            while j < range.upperBound, kind(j) != .comma { j += 1 }
            i = j + 1
        }
        return result
    }

    mutating func recordArgument(_ frame: inout Frame, end: Int) {
        guard frame.call >= 0 else { return }
        let valueStart = frame.labelToken >= 0 ? frame.labelToken + 2 : frame.argumentStart
        guard end > frame.argumentStart else { return }
        argumentStack.append(ArgumentRecord(labelToken: Int32(truncatingIfNeeded: frame.labelToken),
                                            valueStart: Int32(truncatingIfNeeded: valueStart),
                                            valueEnd: Int32(truncatingIfNeeded: max(valueStart, end))))
    }

    mutating func closeFrame(_ frame: consuming Frame, at i: Int) {
        switch frame.kind {
        case .paren:
            recordArgument(&frame, end: i)
            if frame.call >= 0 {
                lastClosedCall = (frame.close, frame.call)
                // The call's arguments are the top of the stack (inner calls closed first and
                // took theirs): they move to the flat table, contiguous.
                let base = frame.argumentBase
                let n = argumentStack.count - base
                if n > 0 {
                    calls[frame.call].argumentStart = Int32(argumentTable.count)
                    calls[frame.call].argumentCount = Int32(n)
                    argumentTable.append(contentsOf: argumentStack[base...])
                    while argumentStack.count > base { argumentStack.removeLast() }
                }
            }
        case .block, .closure, .root:
            finishStatement(&frame, at: i)
        default:
            break
        }
    }

    /// The `,` that ends the condition holding the binding at `name` (outside brackets), or the
    /// block's `{` at `block` when it is the last condition. A name inside a tuple or enum
    /// pattern (`case let .pair(a, b) = …`) is looked at from the pattern's closing bracket.
    func conditionEnd(after name: Int, statementStart: Int, block: Int) -> Int {
        var from = name
        var b = name - 1
        while b > statementStart {
            if kind(b) == .rightParen || kind(b) == .rightBracket, let open = match(b), open < b {
                b = open - 1
                continue
            }
            if kind(b) == .leftParen || kind(b) == .leftBracket, let end = match(b), end > from, end < block { from = end }
            b -= 1
        }
        var k = from + 1
        while k < block {
            if kind(k) == .comma { return k }
            if kind(k) == .leftParen || kind(k) == .leftBracket || kind(k) == .leftBrace, let m = match(k), m > k, m < block {
                k = m + 1
                continue
            }
            k += 1
        }
        return block
    }

    mutating func finishStatement(_ frame: inout Frame, at end: Int) {
        if end > frame.statementStart {
            statements.append(Statement(range: TokenRange(frame.statementStart, end)))
        }
        if frame.assignment >= 0 {
            assignments[frame.assignment].rhs.upperBound = max(assignments[frame.assignment].rhs.lowerBound, end)
        }
        frame.assignment = -1
        frame.statementStart = end
        frame.headerPending = false
        // Bindings of a header whose block never came (`guard let x = y else { … }` is handled
        // when `else`'s block opens): scope them to the rest of the enclosing block.
        while let last = headerBindingStack.last, last.level == frame.level {
            headerBindingStack.removeLast()
            bindings.append(LocalBinding(nameToken: last.token, scope: TokenRange(last.token, frame.close)))
        }
    }

    /// `let x`, `var (a, b)`, `if let x = …`, `guard let self`, `case let .some(x)`.
    mutating func collectPatternBindings(keyword i: Int, limit: Int, frame: inout Frame) {
        // `guard let` bindings live until the end of the enclosing block; `if let`/`while let`
        // bindings live in the block that follows.
        let isGuard = isInGuardHeader(i, statementStart: frame.statementStart)
        var j = i + 1
        if j < limit, kind(j) == .identifier {
            bind(j, isGuard: isGuard, frame: &frame)
        } else if j < limit, kind(j) == .leftParen, let m = match(j), m < limit {
            j += 1
            while j < m {
                if kind(j) == .identifier && kw(j) == .none { bind(j, isGuard: isGuard, frame: &frame) }
                j += 1
            }
        }
    }

    private mutating func bind(_ n: Int, isGuard: Bool, frame: inout Frame) {
        if frame.headerPending && !isGuard {
            headerBindingStack.append((frame.level, n))
        } else {
            bindings.append(LocalBinding(nameToken: n, scope: TokenRange(n, frame.close)))
        }
    }

    func isInGuardHeader(_ i: Int, statementStart: Int) -> Bool {
        kw(statementStart) == .guard
    }

    mutating func collectForBindings(from j: Int, limit: Int, frame: inout Frame) {
        var k = j
        while k < limit, kw(k) != .in, k - j < 32 {
            if kind(k) == .identifier && kw(k) == .none { headerBindingStack.append((frame.level, k)) }
            if kind(k) == .leftBrace { return }
            k += 1
        }
    }

    mutating func recordCast(at i: Int, limit: Int, lowerLimit: Int) {
        var kindOf = Cast.Kind.plain
        var mark: Int?
        var typeStart = i + 1
        if kind(i + 1) == .postfixExclaim { kindOf = .forced; mark = i + 1; typeStart = i + 2 }
        else if kind(i + 1) == .postfixQuestion { kindOf = .conditional; mark = i + 1; typeStart = i + 2 }
        // Type: names, dots, generic arguments, `?`/`!`, `[…]`, `(…)`.
        var k = typeStart
        while k < limit {
            let t = toks[k]
            if k > typeStart && t.newlineBefore { break }
            // A name continues the type only after `.`, `<` or `any`/`some`; any other word
            // (`guard let x = y as? T else`, `where`, `in`) ends it.
            if t.kind == .identifier && k > typeStart && toks[k - 1].kind != .dot && toks[k - 1].kind != .operator
                && kw(k - 1) != .any && kw(k - 1) != .some { break }
            if t.kind == .identifier || t.kind == .dot || t.kind == .postfixQuestion || t.kind == .postfixExclaim { k += 1; continue }
            if (t.kind == .leftBracket || t.kind == .leftParen) && k == typeStart, let m = match(k), m < limit { k = m + 1; continue }
            if t.kind == .operator, tree.tokenIs(k, "<") || tree.tokenIs(k, ">") || tree.tokenIs(k, ">>") { k += 1; continue }
            break
        }
        let operandStart = i > lowerLimit ? tree.postfixExpressionStart(endingAt: i - 1, lowerLimit: lowerLimit, context: &self) : i
        casts.append(Cast(kind: kindOf, asToken: i, markToken: mark, operand: TokenRange(operandStart, i), type: TokenRange(typeStart, k)))
    }
}

/// The postfix walk while parsing: closures are those the parser has recorded so far.
extension ParserState: PostfixWalkContext {
    mutating func knownCalleeStart(ofCallClosingAt k: Int) -> Int? {
        guard k == lastClosedCall.rightParen, lastClosedCall.call >= 0 else { return nil }
        return calls[lastClosedCall.call].calleeStart
    }

    mutating func isTrailingClosureBrace(_ index: Int) -> Bool {
        guard let ci = closureIndex(brace: index), case .argument(_, _, true) = closures[ci].use else { return false }
        return true
    }

    var braceBeforeAnyDotMustBeTrailing: Bool { true }
}
