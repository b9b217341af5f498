import FlowLintKit

/// What a type (its body, its extensions anywhere in the tree, and its superclasses in the
/// tree) does to tear registrations down.
struct TypeFacts {
    /// Names reaching `removeObserver(_:)`: the argument's names, what a local or loop variable
    /// is bound to (`for token in tokens` → `tokens`), the receiver of `forEach { …($0) }`.
    var removedNames: Set<String> = []
    /// `removeObserver(self)` / `removeObserver(self, name:object:)`.
    var removesSelf = false
    /// Resolved key paths of `removeObserver(_:forKeyPath:)` / `(_:forKeyPath:context:)`.
    var kvoRemovedKeyPaths: Set<String> = []
    /// A KVO removal whose key path is not a literal (`forKeyPath: keyPath`): it may remove anything.
    var kvoUnresolvedRemoval = false
    var kvoRemovals = 0
    /// Names whose `invalidate()` is called (`timer?.invalidate()`, `timers.forEach { $0.invalidate() }`).
    var invalidatedNames: Set<String> = []
    /// Names passed to `add(_:forMode:)` (a run loop).
    var runLoopAddedNames: Set<String> = []
    /// Methods that invalidate the timer they are given (`@objc func tick(_ timer: Timer) { timer.invalidate() }`).
    var selfInvalidatingFunctions: Set<String> = []
    /// Properties whose `didSet` invalidates `oldValue`, and properties some method other than
    /// `deinit` sets to nil: a property in both is invalidated whenever the type lets go of it.
    var invalidatingObservers: Set<String> = []
    var clearedOutsideDeinit: Set<String> = []

    static func gather(_ typeName: String, index: ProjectIndex) -> TypeFacts {
        var facts = TypeFacts()
        var visited: Set<String> = []
        var queue = [typeName]
        while let name = queue.popLast(), visited.count < 16 {
            guard visited.insert(name).inserted else { continue }
            let sites = (index.types[name] ?? []) + (index.extensions[name] ?? [])
            for site in sites { facts.scan(site) }
            // Superclasses declared in the tree: a base class's `deinit` may remove the tokens.
            for site in index.types[name] ?? [] where site.declaration.kind == .class {
                if let superName = site.declaration.inheritance.first?.name, index.kind(ofType: superName) == .class {
                    queue.append(superName)
                }
            }
        }
        facts.invalidatedNames.formUnion(facts.invalidatingObservers.intersection(facts.clearedOutsideDeinit))
        return facts
    }

    mutating func scan(_ site: DeclarationSite) {
        let tree = site.file.tree
        guard let body = site.declaration.body else { return }
        var resolver = NameResolver(tree: tree, root: site.declaration)
        for a in tree.assignments(in: body) where a.rhs.count == 1 && tree.keyword(a.rhs.lowerBound) == .nil {
            guard ProjectIndex.innermostDeclaration(containing: a.equalToken, in: tree)?.kind != .deinitializer else { continue }
            clearedOutsideDeinit.insert(tree.text(a.lhs.upperBound - 1))
        }
        var removerFunctions: Set<String> = []
        var invalidatorFunctions: Set<String> = []
        let tokens = tree.tokens
        for i in body.indices where i < tokens.count {
            // Cheap filter first: identifiers of length 14 (removeObserver), 10 (invalidate), 3 (add).
            let t = tokens[i]
            guard t.kind == .identifier else { continue }
            if t.length >= 6, tree.tokenHasPrefix(i, "remove"), !tree.isToken(i, "removeObserver"), let key = Self.wrappedKVORemoval(at: i, tree) {
                // Only this key path: not a removal that may remove anything (`kvoRemovals`).
                kvoRemovedKeyPaths.insert(key)
                continue
            }
            guard t.length == 14 || t.length == 10 || t.length == 3 else { continue }
            if tree.isToken(i, "removeObserver") {
                scanRemoval(at: i, tree, &resolver, &removerFunctions)
            } else if tree.isToken(i, "invalidate") {
                guard tree.kind(i - 1) == .dot, let call = tree.call(named: i), call.arguments.isEmpty else { continue }
                var names: Set<String> = []
                resolver.names(in: TokenRange(call.calleeStart, i - 1), into: &names, parameterFunctions: &invalidatorFunctions)
                // `didSet { oldValue?.invalidate() }`: setting the property (to nil, or to a new
                // timer) invalidates the one it held.
                if names.contains("oldValue"), let property = Self.observedProperty(containing: i, tree) { invalidatingObservers.insert(property) }
                invalidatedNames.formUnion(names)
            } else if tree.isToken(i, "add") {
                guard let call = tree.call(named: i), call.argument(labeled: "forMode") != nil,
                      let first = call.arguments.first, first.label == nil else { continue }
                var ignored: Set<String> = []
                resolver.names(in: first.value, into: &runLoopAddedNames, parameterFunctions: &ignored)
            }
        }
        selfInvalidatingFunctions.formUnion(invalidatorFunctions)
        // Helpers that remove/invalidate what they are given: their call sites' arguments count.
        var round = 0
        while (!removerFunctions.isEmpty || !invalidatorFunctions.isEmpty) && round < 3 {
            round += 1
            var nextRemovers: Set<String> = []
            var nextInvalidators: Set<String> = []
            for ci in tree.calls.indices where body.contains(tree.calls[ci].nameToken) {
                let call = tree.calls[ci]
                let isRemover = !removerFunctions.isEmpty && removerFunctions.contains(tree.text(call.nameToken))
                let isInvalidator = !invalidatorFunctions.isEmpty && invalidatorFunctions.contains(tree.text(call.nameToken))
                guard isRemover || isInvalidator else { continue }
                for a in call.arguments where !a.value.isEmpty {
                    if isRemover { resolver.names(in: a.value, into: &removedNames, parameterFunctions: &nextRemovers) }
                    if isInvalidator { resolver.names(in: a.value, into: &invalidatedNames, parameterFunctions: &nextInvalidators) }
                }
            }
            removerFunctions = nextRemovers.subtracting(removerFunctions)
            invalidatorFunctions = nextInvalidators.subtracting(invalidatorFunctions)
        }
    }

    mutating func scanRemoval(at i: Int, _ tree: SyntaxTree, _ resolver: inout NameResolver, _ removerFunctions: inout Set<String>) {
        if let call = tree.call(named: i), call.leftParen != nil, let first = call.arguments.first, !first.value.isEmpty {
            if let keyPath = call.argument(labeled: "forKeyPath") {
                kvoRemovals += 1
                if let key = KeyPaths.resolve(keyPath.value, tree) { kvoRemovedKeyPaths.insert(key) } else { kvoUnresolvedRemoval = true }
                return
            }
            guard first.label == nil else { return }
            if first.value.count == 1 && tree.keyword(first.value.lowerBound) == .self {
                removesSelf = true
                return
            }
            var names: Set<String> = []
            resolver.names(in: first.value, into: &names, parameterFunctions: &removerFunctions)
            // `didSet { for token in oldValue { removeObserver(token) } }`: the property's
            // previous tokens are removed whenever it is set, so setting it to `[]` or nil
            // removes them all.
            if names.contains("oldValue"), let property = Self.observedProperty(containing: i, tree) { names.insert(property) }
            removedNames.formUnion(names)
            return
        }
        // A reference: `tokens.forEach(NotificationCenter.default.removeObserver)`.
        let start = tree.postfixExpressionStart(endingAt: i)
        if tree.kind(start - 1) == .leftParen, let outer = tree.call(named: start - 2), outer.leftParen == start - 1 {
            resolver.names(in: TokenRange(outer.calleeStart, outer.nameToken), into: &removedNames, parameterFunctions: &removerFunctions)
        }
    }
}

extension TypeFacts {
    /// The key path a project's own KVO removal helper is given (`collectionView?.remove(self,
    /// for: "frame", in: &context)`, a category method wrapping `removeObserver:forKeyPath:`
    /// in a `do`/`catch`): a call named `remove`, or whose name starts with `remove` and speaks
    /// of an observer, whose first argument is `self` without a label, and which passes a
    /// literal key path. Decided on real code,
    /// 2026-12-06: a media app's two KVO observers removed this way, judged wrong.
    static func wrappedKVORemoval(at i: Int, _ tree: SyntaxTree) -> String? {
        // `remove(self, for: "frame", in: &context)`, `removeKVOObserver(self, keyPath: "rate")`;
        // not `removeSubscriber(self, for: "status")`.
        guard tree.isToken(i, "remove") || tree.text(i).contains("Observ"),
              let call = tree.call(named: i), call.leftParen != nil, call.arguments.count >= 2,
              let first = call.arguments.first, first.label == nil, first.value.count == 1,
              tree.keyword(first.value.lowerBound) == .self else { return nil }
        for a in call.arguments.dropFirst() where !a.value.isEmpty {
            if let key = KeyPaths.resolve(a.value, tree), !key.isEmpty { return key }
        }
        return nil
    }

    /// The stored property whose `didSet` contains `token`.
    static func observedProperty(containing token: Int, _ tree: SyntaxTree) -> String? {
        guard var d = ProjectIndex.innermostDeclaration(containing: token, in: tree) else { return nil }
        while d.kind != .variable, d.isLocal, let p = d.parent { d = p }
        return d.kind == .variable && d.accessorKind == .observed ? d.name : nil
    }
}

/// Follows names in an expression to what they stand for: a local or loop variable to its
/// value, a closure parameter (`$0`) to the receiver of the call it is passed to, a function
/// parameter to the function (whose callers then count).
struct NameResolver {
    let tree: SyntaxTree
    let root: Declaration
    private var functionsByBody: [Int: Declaration]?

    init(tree: SyntaxTree, root: Declaration) {
        self.tree = tree
        self.root = root
    }

    mutating func names(in range: TokenRange, into set: inout Set<String>, parameterFunctions: inout Set<String>, depth: Int = 0) {
        for j in range.indices where tree.kind(j) == .identifier && tree.keyword(j) == .none {
            // Argument labels inside the expression (`f(x: token)`) are not names.
            if tree.kind(j + 1) == .colon && tree.kind(j - 1) != .dot { continue }
            let name = tree.text(j)
            set.insert(name)
            if depth < 4 { resolve(j, name, into: &set, parameterFunctions: &parameterFunctions, depth: depth + 1) }
        }
    }

    mutating func resolve(_ j: Int, _ name: String, into set: inout Set<String>, parameterFunctions: inout Set<String>, depth: Int) {
        if tree.kind(j - 1) == .dot { return }   // a member name, not a variable
        if name.hasPrefix("$") {
            if let c = tree.innermostClosure(containing: j) { receiverNames(of: c, into: &set, parameterFunctions: &parameterFunctions, depth: depth) }
            return
        }
        guard let binding = binding(of: j, name) else { return }
        let t = binding.nameToken
        // `let x = expr`, `if let x = expr`, `guard let x = expr` (shorthand `if let x` is the name itself).
        let before = tree.keyword(t - 1)
        if before == .let || before == .var {
            if let expr = initializerExpression(after: t) {
                names(in: expr, into: &set, parameterFunctions: &parameterFunctions, depth: depth)
            } else if depth < 4 {
                // `if let token`, `guard let token`: the same name from the enclosing scope.
                resolve(t, name, into: &set, parameterFunctions: &parameterFunctions, depth: depth + 1)
            }
            return
        }
        if let expr = forInSequence(binding: t) {
            names(in: expr, into: &set, parameterFunctions: &parameterFunctions, depth: depth)
            return
        }
        if let c = tree.innermostClosure(containing: t), t > c.leftBrace, let inToken = c.inToken, t < inToken {
            if let capture = c.captures.first(where: { $0.nameToken == t }) {
                if let e = capture.expression { names(in: e, into: &set, parameterFunctions: &parameterFunctions, depth: depth) }
                return
            }
            receiverNames(of: c, into: &set, parameterFunctions: &parameterFunctions, depth: depth)
            return
        }
        if tree.kind(binding.scope.lowerBound) == .leftBrace, t < binding.scope.lowerBound,
           let f = function(withBody: binding.scope.lowerBound), f.parameters.contains(where: { $0.nameToken == t }) {
            parameterFunctions.insert(f.name)
        }
    }

    /// The receiver of the call a closure is passed to (`tokens.forEach { … }` → `tokens`).
    mutating func receiverNames(of c: Closure, into set: inout Set<String>, parameterFunctions: inout Set<String>, depth: Int) {
        guard case .argument(let ci, _, _) = c.use, ci < tree.calls.count else { return }
        let call = tree.calls[ci]
        guard call.calleeStart < call.nameToken else { return }
        names(in: TokenRange(call.calleeStart, call.nameToken), into: &set, parameterFunctions: &parameterFunctions, depth: depth)
    }

    /// The innermost local binding named `name` visible at `j`.
    func binding(of j: Int, _ name: String) -> LocalBinding? {
        var best: LocalBinding?
        for b in tree.bindings where b.nameToken != j && b.scope.contains(j) && tree.tokenIs(b.nameToken, name) {
            if let current = best, current.scope.lowerBound >= b.scope.lowerBound { continue }
            best = b
        }
        return best
    }

    /// The value after `name (: Type)? =` up to the end of the binding.
    func initializerExpression(after t: Int) -> TokenRange? {
        var k = t + 1
        var steps = 0
        while k < tree.tokens.count, steps < 64 {
            steps += 1
            switch tree.kind(k) {
            case .equal:
                return TokenRange(k + 1, expressionEnd(from: k + 1))
            case .leftParen, .leftBracket:
                k = (tree.partner(k) ?? k) + 1
                continue
            case .colon, .dot, .identifier, .postfixQuestion, .postfixExclaim, .operator:
                if tree.tokens[k].newlineBefore || tree.keyword(k) == .else { return nil }
                k += 1
            default:
                return nil
            }
        }
        return nil
    }

    /// End of an expression starting at `s`: at a top-level `,`, a block `{`, `else`, `;`, a
    /// closing bracket, or a new line that does not continue it.
    func expressionEnd(from s: Int) -> Int {
        var k = s
        while k < tree.tokens.count && k - s < 400 {
            let t = tree.tokens[k]
            if k > s && t.newlineBefore && t.kind != .dot && tree.kind(k - 1) != .dot { return k }
            switch t.kind {
            case .comma, .semicolon, .rightParen, .rightBracket, .rightBrace:
                return k
            case .leftBrace:
                guard tree.closureIndex(brace: k) != nil, let m = tree.partner(k) else { return k }
                k = m + 1
                continue
            case .leftParen, .leftBracket:
                k = (tree.partner(k) ?? k) + 1
                continue
            default:
                if t.keyword == .else || t.keyword == .where { return k }
            }
            k += 1
        }
        return k
    }

    /// `for name in sequence {` / `for (key, name) in sequence {`: the sequence.
    func forInSequence(binding t: Int) -> TokenRange? {
        var k = t - 1
        var found = false
        while k >= 0 && t - k <= 8 {
            if tree.keyword(k) == .for { found = true; break }
            if tree.tokens[k + 1].newlineBefore { break }
            k -= 1
        }
        guard found else { return nil }
        var i = t + 1
        while i < tree.tokens.count && i - t < 16 {
            if tree.keyword(i) == .in { return TokenRange(i + 1, expressionEnd(from: i + 1)) }
            if tree.kind(i) == .leftBrace || tree.kind(i) == .equal { return nil }
            i += 1
        }
        return nil
    }

    /// The function, initializer or deinitializer of the root declaration whose body opens at `brace`.
    mutating func function(withBody brace: Int) -> Declaration? {
        if functionsByBody == nil {
            var map: [Int: Declaration] = [:]
            root.forEachDescendant { d in
                if d.kind.isFunctionLike, let body = d.body { map[body.lowerBound] = d }
            }
            functionsByBody = map
        }
        return functionsByBody?[brace]
    }
}

/// KVO key paths by their resolved string: `"status"` and `#keyPath(AVPlayer.status)` are both `status`.
enum KeyPaths {
    static func resolve(_ range: TokenRange, _ tree: SyntaxTree) -> String? {
        let s = range.lowerBound
        guard !range.isEmpty else { return nil }
        // "literal"
        if tree.kind(s) == .stringStart {
            if range.count == 2 && tree.kind(s + 1) == .stringEnd { return "" }
            if range.count == 3 && tree.kind(s + 1) == .stringSegment && tree.kind(s + 2) == .stringEnd { return tree.text(s + 1) }
            return nil
        }
        // #keyPath(Type.a.b) → "a.b"; #keyPath(a.b) → "a.b"
        if tree.kind(s) == .pound && tree.isToken(s, "#keyPath") && tree.kind(s + 1) == .leftParen,
           let close = tree.partner(s + 1), close == range.upperBound - 1 {
            var components: [String] = []
            var k = s + 2
            while k < close {
                if tree.kind(k) == .identifier { components.append(tree.text(k)) }
                else if tree.kind(k) != .dot && tree.kind(k) != .postfixQuestion { return nil }
                k += 1
            }
            guard !components.isEmpty else { return nil }
            if components.count >= 2, let first = components[0].unicodeScalars.first, first.properties.isUppercase {
                components.removeFirst()
            }
            return components.joined(separator: ".")
        }
        return nil
    }
}
