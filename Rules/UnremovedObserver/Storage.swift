import FlowLintKit

/// Where the handle returned by a registering call ends up.
struct Storage {
    enum State {
        /// In a property or a container the type owns (or a local that is then stored there).
        case stored
        /// Thrown away, or only in a local that is never stored.
        case notKept
        /// Returned, passed to some other function, chained into something else: can't tell.
        case unknown
    }
    var state: State = .unknown
    /// Property / container names that hold the handle.
    var names: Set<String> = []
    /// The name to show in the message.
    var displayName: String?
    /// The handle sits in a collection (`tokens.append(…)`, `.store(in: &tokens)`, `observers[key] = …`).
    var isContainer = false
    /// Where it is stored (for the related location).
    var related: Int?
    /// Handed to `add(_:forMode:)` / `add(to:forMode:)` right here.
    var addedToRunLoop = false
    /// A local holding it is passed to `removeObserver` / invalidated within its scope.
    var removedLocally = false
    var invalidatedLocally = false
    /// Locals the handle passed through (for matching type-wide removals of a handle that is not kept).
    var localNames: Set<String> = []
}

/// Per-file questions about the code around a registration. Registrations are rare, so
/// these are answered by local searches rather than per-file maps.
struct Lookup {
    let tree: SyntaxTree
    private var code: CodeIndex

    init(tree: SyntaxTree) {
        self.tree = tree
        self.code = CodeIndex(tree: tree)
    }

    /// Whether a statement spans exactly `start ..< end`.
    mutating func isStatement(_ start: Int, _ end: Int) -> Bool {
        code.isStatement(start, end)
    }

    func assignment(equal: Int) -> Assignment? {
        tree.assignments.first { $0.equalToken == equal }
    }

    func assignment(rhsStart: Int) -> Assignment? {
        guard tree.kind(rhsStart - 1) == .equal else { return nil }
        return assignment(equal: rhsStart - 1)
    }

    /// The call and argument whose value starts at `start`.
    func argument(startingAt start: Int) -> (call: Call, argument: Argument)? {
        var p = start - 1
        // `label: value`
        if tree.kind(p) == .colon && tree.kind(p - 1) == .identifier { p -= 2 }
        guard tree.kind(p) == .leftParen || tree.kind(p) == .comma,
              let open = openingBracket(before: p), tree.kind(open) == .leftParen, open > 0 else { return nil }
        var nameToken = open - 1
        while tree.kind(nameToken) == .postfixQuestion || tree.kind(nameToken) == .postfixExclaim { nameToken -= 1 }
        guard let call = tree.call(named: nameToken), call.leftParen == open,
              let argument = call.arguments.first(where: { $0.value.lowerBound == start }) else { return nil }
        return (call, argument)
    }

    // MARK: Storage of a registering call

    mutating func storage(of call: Call, in type: Declaration) -> Storage {
        var s = directStorage(of: call, in: type)
        // A local container (`var links: [CADisplayLink] = []; links.append(…)`): follow it too.
        var depth = 0
        while s.state == .stored, depth < 3, s.names.count == 1, let name = s.displayName,
              let b = localBinding(name, visibleAt: call.nameToken) {
            depth += 1
            var inner = followLocal(nameToken: b.nameToken, name: name, from: call.nameToken, use: call.nameToken)
            inner.localNames.formUnion(s.localNames)
            inner.removedLocally = inner.removedLocally || s.removedLocally
            inner.invalidatedLocally = inner.invalidatedLocally || s.invalidatedLocally
            inner.addedToRunLoop = inner.addedToRunLoop || s.addedToRunLoop
            inner.isContainer = inner.isContainer || s.isContainer
            s = inner
        }
        return s
    }

    private mutating func directStorage(of call: Call, in type: Declaration) -> Storage {
        var start = call.calleeStart
        while tree.keyword(start - 1) == .try || tree.keyword(start - 1) == .await { start -= 1 }
        let end = call.endToken
        var s = Storage()

        // Chained: `….store(in: &tokens)`, `CADisplayLink(…).add(to:forMode:)`.
        if tree.kind(end) == .dot {
            if tree.isToken(end + 1, "store"), let store = tree.call(named: end + 1), let bag = store.argument(labeled: "in"),
               let name = lastName(bag.value) {
                return stored(name, container: true, related: end + 1)
            }
            if tree.isToken(end + 1, "add"), let add = tree.call(named: end + 1), add.argument(labeled: "forMode") != nil,
               tree.kind(add.endToken) != .dot {
                s.state = .notKept
                s.addedToRunLoop = true
            }
            return s
        }

        let p = start - 1
        if tree.kind(p) == .equal {
            if let a = assignment(equal: p) {
                guard a.rhs.lowerBound == start, a.rhs.upperBound == end else { return s }
                let lhs = a.lhs
                let k = tree.keyword(lhs.lowerBound)
                if k == .let || k == .var {
                    let nameToken = lhs.lowerBound + 1
                    if tree.isToken(nameToken, "_") { s.state = .notKept; return s }
                    guard tree.kind(nameToken) == .identifier else { return s }
                    return followLocal(nameToken: nameToken, name: tree.text(nameToken), from: start, use: call.nameToken)
                }
                if lhs.count == 1 && tree.isToken(lhs.lowerBound, "_") { s.state = .notKept; return s }
                guard let name = lastName(lhs) else { return s }
                let isSubscript = tree.kind(lhs.upperBound - 1) == .rightBracket
                if lhs.count == 1, let b = localBinding(name, visibleAt: call.nameToken) {
                    return followLocal(nameToken: b.nameToken, name: name, from: start, use: call.nameToken)
                }
                return stored(name, container: isSubscript, related: lhs.lowerBound)
            }
            // The initial value of a property: `private let token = NotificationCenter.default.addObserver(…)`.
            var found: Declaration?
            type.forEachDescendant { d in
                if found == nil, d.kind == .variable, !d.isLocal, d.initializer?.lowerBound == start { found = d }
            }
            if let d = found, d.initializer?.upperBound == end {
                return stored(d.name, container: false, related: d.nameToken)
            }
            return s
        }
        if tree.keyword(p) == .return { return s }

        if let (outer, argument) = argument(startingAt: start) {
            guard argument.value.upperBound == end else { return s }
            return storage(asArgumentOf: outer)
        }

        // An element of an array literal: `tokens = [a, b]`, `tokens += [a, b]`.
        if tree.kind(p) == .leftBracket || tree.kind(p) == .comma {
            guard tree.kind(end) == .comma || tree.kind(end) == .rightBracket,
                  let open = openingBracket(before: p), tree.kind(open) == .leftBracket else { return s }
            let q = open - 1
            if tree.kind(q) == .equal, let a = assignment(equal: q), let name = lastName(a.lhs), tree.keyword(a.lhs.lowerBound) != .let,
               tree.keyword(a.lhs.lowerBound) != .var {
                return stored(name, container: true, related: a.lhs.lowerBound)
            }
            if tree.kind(q) == .operator && tree.isToken(q, "+="), let name = lastName(TokenRange(tree.postfixExpressionStart(endingAt: q - 1), q)) {
                return stored(name, container: true, related: tree.postfixExpressionStart(endingAt: q - 1))
            }
            return s
        }

        if isStatement(start, end) && !isImplicitlyReturned(start: start, end: end) { s.state = .notKept }
        return s
    }

    /// The only statement of a closure, of a function with a return type, or of a getter:
    /// the value is handed to the caller.
    mutating func isImplicitlyReturned(start: Int, end: Int) -> Bool {
        guard tree.kind(end) == .rightBrace, let open = tree.partner(end) else { return false }
        if let ci = tree.closureIndex(brace: open) { return tree.closures[ci].bodyRange.lowerBound == start }
        guard open + 1 == start else { return false }
        guard let d = code.declaration(openingAt: open) else { return false }
        switch d.kind {
        case .function:
            return d.returnType != nil
        case .variable, .subscript:
            var q = open - 1
            if tree.kind(q) == .rightParen, let m = tree.partner(q) { q = m - 1 }
            let k = tree.keyword(q)
            return !(k == .set || k == .willSet || k == .didSet)
        default:
            return false
        }
    }

    /// `tokens.append(handle)`, `tokens.insert(handle)`, `RunLoop.main.add(handle, forMode:)`.
    private func storage(asArgumentOf outer: Call) -> Storage {
        var s = Storage()
        let n = outer.nameToken
        if tree.kind(n - 1) == .dot && (tree.isToken(n, "append") || tree.isToken(n, "insert") || tree.isToken(n, "updateValue")),
           let name = lastName(TokenRange(outer.calleeStart, n - 1)) {
            return stored(name, container: true, related: outer.calleeStart)
        }
        if tree.isToken(n, "add") && outer.argument(labeled: "forMode") != nil {
            s.state = .notKept
            s.addedToRunLoop = true
        }
        return s
    }

    private func stored(_ name: String, container: Bool, related: Int) -> Storage {
        var s = Storage()
        s.state = .stored
        s.names = [name]
        s.displayName = name
        s.isContainer = container
        s.related = related
        return s
    }

    /// A local holding the handle: where does it go within its scope?
    private mutating func followLocal(nameToken: Int, name: String, from end: Int, use: Int) -> Storage {
        var s = Storage()
        s.state = .notKept
        s.localNames = [name]
        var escapes = false
        let scopeEnd = tree.bindings.first(where: { $0.nameToken == nameToken })?.scope.upperBound
            ?? localBinding(name, visibleAt: use)?.scope.upperBound ?? end
        var j = end
        while j < scopeEnd && j < tree.tokens.count {
            defer { j += 1 }
            guard tree.kind(j) == .identifier, tree.tokenIs(j, name), tree.kind(j - 1) != .dot else { continue }
            // `local.invalidate()`, `local?.invalidate()`, `local.add(to:forMode:)`, `local.store(in: &bag)`.
            var m = j + 1
            if tree.kind(m) == .postfixQuestion || tree.kind(m) == .postfixExclaim { m += 1 }
            if tree.kind(m) == .dot {
                if tree.isToken(m + 1, "invalidate") { s.invalidatedLocally = true; continue }
                if tree.isToken(m + 1, "add"), let add = tree.call(named: m + 1), add.argument(labeled: "forMode") != nil {
                    s.addedToRunLoop = true
                    continue
                }
                if tree.isToken(m + 1, "store"), let store = tree.call(named: m + 1), let bag = store.argument(labeled: "in"),
                   let container = lastName(bag.value) {
                    s.names.insert(container)
                    if s.displayName == nil { s.displayName = container; s.isContainer = true; s.related = j }
                    continue
                }
                continue
            }
            if let (outer, argument) = argument(startingAt: j), argument.value.upperBound == j + 1 || argument.value.upperBound == m {
                if tree.isToken(outer.nameToken, "removeObserver") { s.removedLocally = true; continue }
                let inner = storage(asArgumentOf: outer)
                if inner.addedToRunLoop { s.addedToRunLoop = true; continue }
                if inner.state == .stored {
                    s.names.formUnion(inner.names)
                    if s.displayName == nil { s.displayName = inner.displayName; s.isContainer = true; s.related = inner.related }
                    continue
                }
                escapes = true
                continue
            }
            if let a = assignment(rhsStart: j), a.rhs.upperBound == j + 1 || a.rhs.upperBound == m {
                let k = tree.keyword(a.lhs.lowerBound)
                if k == .let || k == .var { escapes = true; continue }
                if a.lhs.count == 1 && tree.isToken(a.lhs.lowerBound, "_") { continue }
                if let container = lastName(a.lhs) {
                    s.names.insert(container)
                    if s.displayName == nil {
                        s.displayName = container
                        s.isContainer = tree.kind(a.lhs.upperBound - 1) == .rightBracket
                        s.related = a.lhs.lowerBound
                    }
                }
                continue
            }
            if tree.keyword(j - 1) == .return { escapes = true }
        }
        if !s.names.isEmpty { s.state = .stored } else if escapes { s.state = .unknown }
        return s
    }

    /// A local binding of `name` whose scope contains `token` (declared before it).
    func localBinding(_ name: String, visibleAt token: Int) -> LocalBinding? {
        var best: LocalBinding?
        for b in tree.bindings where b.nameToken < token && b.scope.contains(token) && tree.tokenIs(b.nameToken, name) {
            if let current = best, current.nameToken > b.nameToken { continue }
            best = b
        }
        return best
    }

    /// The property a storage expression names when it is `self`'s own: `token`,
    /// `self.token`, `observers[key]`, `&tokens`, `self.timer!`. Nil for anything else
    /// (`model.token`: another object's property, removed — or not — by that object).
    func lastName(_ range: TokenRange) -> String? {
        var k = range.lowerBound
        if tree.kind(k) == .operator && tree.isToken(k, "&") { k += 1 }
        if tree.keyword(k) == .self && tree.kind(k + 1) == .dot { k += 2 }
        guard k < range.upperBound, tree.kind(k) == .identifier, tree.keyword(k) == .none || tree.kind(k - 1) == .dot else { return nil }
        let name = k
        k += 1
        while k < range.upperBound {
            switch tree.kind(k) {
            case .postfixQuestion, .postfixExclaim:
                k += 1
            case .leftBracket:
                guard let m = tree.partner(k), m < range.upperBound else { return nil }
                k = m + 1
            default:
                return nil
            }
        }
        return tree.text(name)
    }

    /// The unmatched `[` or `(` before token `p` (walking back over balanced groups).
    func openingBracket(before p: Int) -> Int? {
        var k = p
        var steps = 0
        while k >= 0 && steps < 4000 {
            steps += 1
            switch tree.kind(k) {
            case .leftBracket, .leftParen:
                return k
            case .rightBracket, .rightParen, .rightBrace:
                guard let m = tree.partner(k) else { return nil }
                k = m - 1
            case .leftBrace:
                return nil
            default:
                k -= 1
            }
        }
        return nil
    }
}
