import FlowLintKit

/// A cycle the type breaks itself: the property that keeps the closure is emptied in another
/// method than the one that stores it, of the type or a superclass in the tree — a teardown
/// method (`cancellables.removeAll()` in `viewWillDisappear`, `observations = []` in `stop()`),
/// or any method that runs the closure and then drops it (a one-shot action). The closure then
/// lives only while the type wants it to; `deinit` does not count, since it never runs while
/// the cycle holds.
enum Teardown {
    /// The property of self named first in a holder phrase (`'cancellables', a property of
    /// self` → `cancellables`; `'netBrowser?.stateUpdateHandler', which self owns` → `netBrowser`).
    static func holderProperty(in phrase: String) -> String? {
        heldPath(in: phrase)?.first
    }

    /// The whole path of self's property named first in a holder phrase, when it goes through
    /// an owned object (`'viewModel.certificatesCallback', which self owns` → `viewModel`,
    /// `certificatesCallback`); nil for a property of self itself.
    static func holderPath(in phrase: String) -> [String]? {
        guard phrase.contains("', which self owns"), let path = heldPath(in: phrase), path.count >= 2 else { return nil }
        return path
    }

    /// The quoted path before `', a property of self` or `', which self owns` in a holder
    /// phrase, split at its dots (`self.` and `?`/`!` left out); nil when a part is not a name.
    private static func heldPath(in phrase: String) -> [String]? {
        for marker in ["', a property of self", "', which self owns"] {
            guard let end = phrase.firstRange(of: marker) else { continue }
            guard let start = phrase[..<end.lowerBound].lastIndex(of: "'") else { return nil }
            var path = phrase[phrase.index(after: start)..<end.lowerBound]
            if path.hasPrefix("self.") { path = path.dropFirst(5) }
            let parts = path.split(separator: ".").map { String($0.filter { $0 != "?" && $0 != "!" }) }
            // `handlers[key]`: the property is `handlers`.
            guard let root = parts.first?.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }), !root.isEmpty else { return nil }
            return [String(root)] + parts.dropFirst().map { part in String(part.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        }
        return nil
    }

    /// Whether a teardown method of the types in `chain` (not `member`) sets the property at
    /// `path` of an owned object to nil (`viewModel.certificatesCallback = nil` in
    /// `viewWillDisappear`, with or without `self.` and `?`/`!`), or to a closure that does not
    /// name `self` (`pickerView.onSelect = { _ in }`: a class's escaping closure cannot use
    /// `self` without naming it).
    static func clears(path: [String], in chain: [String], except member: Declaration?, _ index: ProjectIndex) -> Bool {
        guard let root = path.first, path.dropFirst().allSatisfy({ !$0.isEmpty }) else { return false }
        for typeName in chain {
            for site in (index.types[typeName] ?? []) + (index.extensions[typeName] ?? []) {
                let tree = site.file.tree
                for m in site.declaration.members where m.kind == .function && m !== member && isTeardown(m.name) {
                    guard let body = m.body else { continue }
                    for k in body.indices where tree.tokenIs(k, root) && (tree.kind(k - 1) != .dot || tree.keyword(k - 2) == .self) {
                        var j = k + 1
                        var matched = true
                        for part in path.dropFirst() {
                            while tree.kind(j) == .postfixQuestion || tree.kind(j) == .postfixExclaim { j += 1 }
                            guard tree.kind(j) == .dot, tree.tokenIs(j + 1, part) else { matched = false; break }
                            j += 2
                        }
                        if matched, tree.kind(j) == .equal, tree.keyword(j + 1) == .nil || isClosureNotHoldingSelf(at: j + 1, tree),
                           mayRun(m, index, except: member) { return true }
                    }
                }
            }
        }
        return false
    }

    /// A closure literal at `k` that does not hold `self` strongly: none of its tokens is
    /// `self`, or it captures `self` weakly (`{ [weak self] name in self?.title = name }`).
    private static func isClosureNotHoldingSelf(at k: Int, _ tree: SyntaxTree) -> Bool {
        guard tree.kind(k) == .leftBrace, let close = tree.partner(k) else { return false }
        if tree.kind(k + 1) == .leftBracket, let end = tree.partner(k + 1),
           ((k + 2)..<end).contains(where: { (tree.keyword($0) == .weak || tree.keyword($0) == .unowned) && tree.isSelf($0 + 1) }) {
            return true
        }
        return !(k...close).contains { tree.isSelf($0) }
    }

    /// The property that the call taking closure `c` is assigned to (`clockTimer =
    /// Timer.scheduledTimer(…) { … }`, `self.link = …`): the timer or token that keeps it.
    static func assignedProperty(of c: Closure, _ tree: SyntaxTree) -> String? {
        guard case .argument(let ci, _, _) = c.use else { return nil }
        let start = tree.calls[ci].calleeStart
        guard let a = tree.assignment(valueAt: start) else { return returnedToProperty(call: ci, of: c, tree) }
        return property(assignedBy: a, tree)
    }

    /// `return Timer.scheduledTimer(…) { … }` in a method of the type (`makeRefreshTimer()`)
    /// whose result the file stores whole in a property (`refreshTimer = makeRefreshTimer()`):
    /// that property.
    private static func returnedToProperty(call ci: Int, of c: Closure, _ tree: SyntaxTree) -> String? {
        let start = tree.calls[ci].calleeStart
        guard tree.keyword(start - 1) == .return, let method = c.declaration, method.kind == .function,
              method.parameters.isEmpty else { return nil }
        for call in tree.calls where call.arguments.isEmpty && tree.text(call.nameToken) == method.name {
            guard let a = tree.assignment(valueAt: call.calleeStart), a.rhs.upperBound == call.endToken else { continue }
            if let p = property(assignedBy: a, tree) { return p }
        }
        return nil
    }

    /// `x = …` or `self.x = …`: `x`.
    private static func property(assignedBy a: Assignment, _ tree: SyntaxTree) -> String? {
        let lhs = a.lhs
        if lhs.count == 1, tree.kind(lhs.lowerBound) == .identifier { return tree.text(lhs.lowerBound) }
        if lhs.count == 3, tree.keyword(lhs.lowerBound) == .self, tree.kind(lhs.lowerBound + 2) == .identifier {
            return tree.text(lhs.lowerBound + 2)
        }
        return nil
    }

    /// For `let task = Task { … }` followed by `tasks.append(task)` (or `self.tasks.append(task)`)
    /// in the same code: `tasks`, the collection that keeps it.
    static func appendedProperty(of c: Closure, _ tree: SyntaxTree) -> String? {
        guard case .argument(let ci, _, _) = c.use else { return nil }
        let start = tree.calls[ci].calleeStart
        guard tree.kind(start - 1) == .equal, tree.kind(start - 2) == .identifier,
              tree.keyword(start - 3) == .let || tree.keyword(start - 3) == .var else { return nil }
        let local = start - 2
        guard let b = tree.bindings.first(where: { $0.nameToken == local }) else { return nil }
        for call in tree.calls where b.scope.contains(call.nameToken) && call.nameToken > local && tree.isToken(call.nameToken, "append") {
            guard let arg = call.arguments.first, arg.value.count == 1, tree.sameText(arg.value.lowerBound, local),
                  tree.kind(call.nameToken - 1) == .dot, tree.kind(call.nameToken - 2) == .identifier else { continue }
            let holder = call.nameToken - 2
            if tree.kind(holder - 1) == .dot && tree.keyword(holder - 2) != .self { continue }
            return tree.text(holder)
        }
        return nil
    }

    /// For a closure assigned to a property (`Store.shared.onChange = { … }`): whether its body
    /// sets that same property back to nil (`Store.shared.onChange = nil`): it runs once, then
    /// lets go of itself.
    static func clearsOwnHolder(_ c: Closure, _ tree: SyntaxTree) -> Bool {
        guard case .assigned(let ai) = c.use else { return false }
        let holder = tree.compactText(of: tree.assignments[ai].lhs)
        return tree.assignments(in: c.bodyRange).contains { a in
            a.rhs.count == 1 && tree.keyword(a.rhs.lowerBound) == .nil && tree.compactText(of: a.lhs) == holder
        }
    }

    /// For `self.cancellables[id] = publisher.sink { … }` (or without `self.`): whether the
    /// closure removes that same entry (`self.cancellables.removeValue(forKey: id)`,
    /// `self.cancellables[id] = nil`) — a subscription that drops itself when its work ends.
    static func removesOwnEntry(_ c: Closure, _ tree: SyntaxTree) -> Bool {
        guard case .argument(let ci, _, _) = c.use else { return false }
        let start = tree.calls[ci].calleeStart
        guard let a = tree.assignment(valueAt: start) else { return false }
        var k = a.lhs.lowerBound
        if tree.keyword(k) == .self && tree.kind(k + 1) == .dot { k += 2 }
        guard tree.kind(k) == .identifier, tree.kind(k + 1) == .leftBracket, let close = tree.partner(k + 1),
              close + 1 == a.lhs.upperBound, close > k + 2 else { return false }
        let property = tree.text(k)
        let key = tree.compactText(of: TokenRange(k + 2, close))
        let body = c.bodyRange
        for i in body.indices where tree.tokenIs(i, property) && (tree.kind(i - 1) != .dot || tree.keyword(i - 2) == .self) {
            // `property.removeValue(forKey: key)`
            if tree.kind(i + 1) == .dot, tree.isToken(i + 2, "removeValue"), tree.kind(i + 3) == .leftParen,
               let r = tree.partner(i + 3), tree.isToken(i + 4, "forKey"), tree.kind(i + 5) == .colon,
               tree.compactText(of: TokenRange(i + 6, r)) == key { return true }
            // `property[key] = nil`
            if tree.kind(i + 1) == .leftBracket, let r = tree.partner(i + 1), tree.compactText(of: TokenRange(i + 2, r)) == key,
               tree.kind(r + 1) == .equal, tree.keyword(r + 2) == .nil { return true }
        }
        return false
    }

    /// Whether the type undoes the registration that keeps closure `c` in a teardown method:
    /// the closure is passed to `R.addHandler(…)` (any call on a receiver `R`) and a teardown
    /// method of the type or a superclass calls `R.remove…(…, self)` / `R.unregister…(…, self)`
    /// on the same receiver (`DarwinNotificationCenter.shared.removeHandler(owner: self)` in
    /// `stopCall()`): a registry keyed by its owner. Also `R.unsubscribe…`/`R.deregister…`, and
    /// a key the registration passed too (`context.subscribe(uuid: self.uuid) { … }` undone by
    /// `context.unsubscribe(uuid: self.uuid)` in `cleanup()`).
    static func unregisters(_ c: Closure, _ tree: SyntaxTree, in chain: [String], except member: Declaration?, _ index: ProjectIndex) -> Bool {
        guard case .argument(let ci, _, _) = c.use else { return false }
        let call = tree.calls[ci]
        guard call.calleeStart < call.nameToken - 1, tree.kind(call.nameToken - 1) == .dot else { return false }
        // `NotificationCenter.addObserver(forName:…)` blocks are removed by their token only:
        // `removeObserver(self)` leaves them registered (unremoved-observer says so).
        if tree.tokenIs(call.nameToken, "addObserver") && call.arguments.first?.label == "forName" { return false }
        let receiver = tree.compactText(of: TokenRange(call.calleeStart, call.nameToken - 1))
        // The registration's other arguments, as `label: value` texts: the keys it is filed under.
        let keys = Set(call.arguments.filter { tree.closureIndex(brace: $0.value.lowerBound) == nil }.map { a in
            (a.label ?? "_") + ":" + tree.compactText(of: a.value)
        })
        for typeName in chain {
            for site in (index.types[typeName] ?? []) + (index.extensions[typeName] ?? []) {
                let t = site.file.tree
                for m in site.declaration.members where m.kind == .function && m !== member && isTeardown(m.name) {
                    guard let body = m.body else { continue }
                    for other in t.calls where body.contains(other.nameToken) && other.calleeStart < other.nameToken - 1 {
                        let name = t.text(other.nameToken)
                        // A registry keyed by its owner: `removeHandler(…, owner: self)`.
                        guard ["remove", "unregister", "unsubscribe", "deregister"].contains(where: { name.hasPrefix($0) }),
                              other.arguments.contains(where: { a in
                                  (a.value.count == 1 && t.keyword(a.value.lowerBound) == .self)
                                      || keys.contains((a.label ?? "_") + ":" + t.compactText(of: a.value))
                              }),
                              t.compactText(of: TokenRange(other.calleeStart, other.nameToken - 1)) == receiver else { continue }
                        return true
                    }
                }
            }
        }
        return false
    }

    /// A method that both starts and stops (`func animate(_ play: Bool)`, `setRunning(_:)`):
    /// the closure is stored in one branch of an `if`/`else` chain, or one `case` of a `switch`,
    /// and another branch or case empties the property (`timer?.invalidate()`). Calling the method the other
    /// way is the type's teardown, as a separate `stop()` would be.
    static func clearsInOtherBranch(_ property: String, of c: Closure, in member: Declaration?, _ tree: SyntaxTree) -> Bool {
        guard let member else { return false }
        if member.kind == .variable { return clearsInOtherCase(property, of: c, observing: member, tree) }
        guard let body = member.body else { return false }
        if let storing = branch(containing: c.leftBrace, in: body, tree),
           siblingBranches(of: storing, in: tree).contains(where: { clears(property, in: $0, tree) }) { return true }
        return otherCases(of: c.leftBrace, in: body, tree).contains { clears(property, in: $0, tree) }
    }

    /// A property observer that switches on the property (`var state: State { didSet { switch
    /// state { case .playing: timer = …; case .paused: timer?.invalidate() } } }`), set by two or
    /// more methods of the type: setting it the other way is the teardown. An `if let` on a
    /// property that nothing may set back (`weak var manager` whose `else` cancels) is not.
    private static func clearsInOtherCase(_ property: String, of c: Closure, observing member: Declaration, _ tree: SyntaxTree) -> Bool {
        let body = TokenRange(member.keywordToken, member.endToken)
        let switches = body.indices.contains { tree.keyword($0) == .switch && tree.tokenIs($0 + 1, member.name) && tree.kind($0 + 2) == .leftBrace }
        guard switches, let type = member.enclosingType else { return false }
        var setters: Set<ObjectIdentifier> = []
        for m in type.members where m.kind == .function {
            guard let mb = m.body else { continue }
            for a in tree.assignments(in: mb) where a.lhs.count == 1 && tree.tokenIs(a.lhs.lowerBound, member.name)
                || (a.lhs.count == 3 && tree.keyword(a.lhs.lowerBound) == .self && tree.tokenIs(a.lhs.lowerBound + 2, member.name)) {
                setters.insert(ObjectIdentifier(m))
            }
        }
        return setters.count >= 2 && otherCases(of: c.leftBrace, in: body, tree).contains { clears(property, in: $0, tree) }
    }

    /// The other `case`s (and `default`) of the innermost `switch` of `body` whose case holds
    /// `token` (`case .playing: timer = Timer.scheduledTimer(…)`, `case .paused:
    /// timer?.invalidate()`), each as its range of statements.
    private static func otherCases(of token: Int, in body: TokenRange, _ tree: SyntaxTree) -> [TokenRange] {
        var open: Int?
        for k in body.lowerBound..<token where tree.kind(k) == .leftBrace {
            guard let close = tree.partner(k), token < close, isSwitchBlock(k, tree) else { continue }
            open = k
        }
        guard let open, let close = tree.partner(open) else { return [] }
        // The labels at the switch's own level (not those of a nested `switch`).
        var labels: [Int] = []
        var k = open + 1
        while k < close {
            if let p = tree.partner(k), p > k, tree.kind(k) == .leftBrace || tree.kind(k) == .leftParen || tree.kind(k) == .leftBracket {
                k = p + 1
                continue
            }
            if tree.keyword(k) == .case || (tree.keyword(k) == .default && tree.kind(k + 1) == .colon) { labels.append(k) }
            k += 1
        }
        let sections = labels.indices.map { i in TokenRange(labels[i], i + 1 < labels.count ? labels[i + 1] : close) }
        return sections.filter { !$0.contains(token) }
    }

    /// Whether the `{` at `open` starts the block of a `switch`.
    private static func isSwitchBlock(_ open: Int, _ tree: SyntaxTree) -> Bool {
        var k = open - 1
        while k >= 0, tree.kind(k) != .leftBrace, tree.kind(k) != .rightBrace, tree.kind(k) != .semicolon {
            if tree.keyword(k) == .switch { return true }
            k -= 1
        }
        return false
    }

    /// The innermost `if`/`else` branch of `body` whose block holds `token`, as the range inside its braces.
    private static func branch(containing token: Int, in body: TokenRange, _ tree: SyntaxTree) -> TokenRange? {
        var best: TokenRange?
        for k in body.lowerBound..<token where tree.kind(k) == .leftBrace {
            guard let close = tree.partner(k), token < close, isBranchBlock(k, tree) else { continue }
            best = TokenRange(k + 1, close)
        }
        return best
    }

    /// Whether the `{` at `open` starts the block of an `if` or an `else`.
    private static func isBranchBlock(_ open: Int, _ tree: SyntaxTree) -> Bool {
        if tree.keyword(open - 1) == .else { return true }
        // `if condition {`: an `if` earlier in the statement, with no brace between.
        var k = open - 1
        while k >= 0, tree.kind(k) != .leftBrace, tree.kind(k) != .rightBrace, tree.kind(k) != .semicolon {
            if tree.keyword(k) == .if { return true }
            k -= 1
        }
        return false
    }

    /// The other branches of the `if`/`else` chain that `branch` (the range inside a branch's
    /// braces) belongs to.
    private static func siblingBranches(of branch: TokenRange, in tree: SyntaxTree) -> [TokenRange] {
        // Back to the chain's first `if`: while the branch is preceded by `} else`.
        var first = branch.lowerBound - 1
        while true {
            var k = first - 1
            while k >= 0, tree.keyword(k) != .if, tree.keyword(k) != .else { k -= 1 }
            let head = tree.keyword(k) == .if && tree.keyword(k - 1) == .else ? k - 1 : k
            guard tree.keyword(head) == .else, tree.kind(head - 1) == .rightBrace, let open = tree.partner(head - 1) else { break }
            first = open
        }
        // Forward through `else if … {` / `else {`.
        var result: [TokenRange] = []
        var open = first
        while let close = tree.partner(open) {
            if open + 1 != branch.lowerBound { result.append(TokenRange(open + 1, close)) }
            guard tree.keyword(close + 1) == .else else { break }
            guard let next = ((close + 2)..<tree.tokens.count).first(where: { tree.kind($0) == .leftBrace }) else { break }
            open = next
        }
        return result
    }

    /// Methods that empty or stop what a property holds.
    static let clearingMethods: Set<String> = ["removeAll", "cancel", "invalidate", "removeAllObjects", "dispose"]

    /// Whether a teardown method of the type (or its extensions), other than `member`, empties
    /// the property: `x = nil`, `x = []`, `x = [:]`, `x.removeAll()`, `x?.cancel()`,
    /// `x.invalidate()`, `x.forEach { $0.cancel() }`, or `removeObserver(x)` for a block
    /// observer's token.
    static func clears(_ property: String, in chain: [String], except member: Declaration?, _ index: ProjectIndex) -> Bool {
        for typeName in chain {
            for site in (index.types[typeName] ?? []) + (index.extensions[typeName] ?? []) {
                let tree = site.file.tree
                for m in site.declaration.members where m.kind == .function && m !== member {
                    guard let body = m.body else { continue }
                    if isTeardown(m.name) ? clears(property, in: body, tree) : consumes(property, in: body, tree), mayRun(m, index, except: member) { return true }
                }
            }
        }
        return false
    }

    /// Whether the type named `typeName` (its declaration and extensions) runs the closures kept
    /// in `property` and empties it in the same method (`pending.forEach { $0(core) };
    /// pending.removeAll()`, `let callbacks = pending; pending = []; for c in callbacks { … }`,
    /// `completion?(value); completion = nil`): a queue of work, or a callback, waiting for a
    /// moment (a start, a connection), each closure kept until it has run once.
    /// Also a first-in-first-out queue whose code takes the first closure out and runs it in one
    /// expression (`waitingList.remove(at: 0)()`, `pending.removeFirst()()`,
    /// `tasks.popFirst()?()`), in a method or a property observer of the type itself: each
    /// closure is kept until its turn has come (not a stack, `removeLast()()`, whose older
    /// closures, an undo history's, may wait for good).
    static func drains(_ property: String, inType typeName: String, _ index: ProjectIndex) -> Bool {
        guard !property.isEmpty else { return false }
        for site in (index.types[typeName] ?? []) + (index.extensions[typeName] ?? []) {
            let tree = site.file.tree
            if let body = site.declaration.body,
               body.indices.contains(where: { k in
                   guard tree.tokenIs(k, property), ProjectIndex.isOwnMember(k, tree), takesFirstAndRunsIt(k, tree),
                         tree.innermostType(containing: k)?.nameToken == site.declaration.nameToken,
                         let m = ProjectIndex.memberDeclaration(containing: k, in: tree) else { return false }
                   // In a method or a property observer, not in `deinit` (which the loop keeps
                   // from running) nor an initializer.
                   return m.kind == .function || m.kind == .variable
               }) { return true }
            for m in site.declaration.members where m.kind == .function {
                guard let body = m.body, clears(property, in: body, tree) else { continue }
                for k in body.indices where tree.tokenIs(k, property) && (tree.kind(k - 1) != .dot || tree.keyword(k - 2) == .self) {
                    if runsOrTakes(k, tree) { return true }
                }
            }
        }
        return false
    }

    /// `p.remove(at: 0)()`, `p.removeFirst()()`, `p.popFirst()?()`: the first closure taken out
    /// of the queue and run at once.
    private static func takesFirstAndRunsIt(_ k: Int, _ tree: SyntaxTree) -> Bool {
        guard tree.kind(k + 1) == .dot, tree.kind(k + 3) == .leftParen, let close = tree.partner(k + 3) else { return false }
        switch tree.text(k + 2) {
        case "removeFirst", "popFirst": guard close == k + 4 else { return false }
        case "remove": guard tree.isToken(k + 4, "at"), tree.kind(k + 5) == .colon, tree.isToken(k + 6, "0"), close == k + 7 else { return false }
        default: return false
        }
        var n = close + 1
        if tree.kind(n) == .postfixQuestion || tree.kind(n) == .postfixExclaim { n += 1 }
        return tree.kind(n) == .leftParen
    }

    /// Whether the use of a closure property at `k` runs what it holds or takes it out to run:
    /// `p?(x)`, `p(x)`, `p.forEach { … }`, `for c in p`, `let cs = p` (not `p.isEmpty`, `p = []`).
    private static func runsOrTakes(_ k: Int, _ tree: SyntaxTree) -> Bool {
        var n = k + 1
        if tree.kind(n) == .postfixQuestion || tree.kind(n) == .postfixExclaim { n += 1 }
        if tree.kind(n) == .leftParen { return true }
        if tree.kind(n) == .dot, tree.isToken(n + 1, "forEach") { return true }
        let start = tree.keyword(k - 2) == .self && tree.kind(k - 1) == .dot ? k - 2 : k
        if tree.keyword(start - 1) == .in { return true }
        // `let callbacks = pending` (the whole value, taken out before it is emptied).
        return tree.kind(start - 1) == .equal && (tree.keyword(start - 3) == .let || tree.keyword(start - 3) == .var)
            && (n >= tree.tokens.count || tree.location(ofToken: n).line > tree.location(ofToken: k).line || tree.kind(n) == .semicolon)
    }

    /// Whether method `m` may run at all: the frameworks call it (an override, `@objc`,
    /// `@IBAction`, or a method taking arguments, as delegate callbacks do: `windowShouldClose(_:)`),
    /// or code outside tests may call it (`ProjectIndex.mayCallOwnMethod`: on another receiver,
    /// or from its own type or a subclass). A parameterless teardown no code calls
    /// (`removeAllBindings()` left unused, or an `unsubscribe()` only other types' methods of the
    /// name are called) breaks no cycle (decided on real code, 2026-12-06 and 2026-12-07).
    static func mayRun(_ m: Declaration, _ index: ProjectIndex, except member: Declaration? = nil) -> Bool {
        m.modifiers.contains(.override) || m.hasAttribute("objc") || m.hasAttribute("IBAction") || !m.parameters.isEmpty
            || index.mayCallOwnMethod(m, except: member)
    }

    /// A one-shot closure property run and then dropped in the same method
    /// (`if let action = contextMenuAction { action() }; contextMenuAction = nil`): the cycle
    /// lasts until it has run.
    static func consumes(_ property: String, in body: TokenRange, _ tree: SyntaxTree) -> Bool {
        var nilled = false, read = false
        for k in body.indices where tree.tokenIs(k, property) && (tree.kind(k - 1) != .dot || tree.keyword(k - 2) == .self) {
            var n = k + 1
            if tree.kind(n) == .postfixQuestion { n += 1 }
            if tree.kind(n) == .equal {
                if tree.keyword(n + 1) == .nil { nilled = true }
            } else {
                read = true
            }
        }
        return nilled && read
    }

    /// Words of method names that end an object's work: where emptying the holder breaks the
    /// cycle for good (`viewWillDisappear`, `stop`, `tearDown`, `removeObservers`, `cancelAll`).
    /// Pausing (`pause`, `suspend`) is not an end: the object goes on.
    static let teardownWords: Set<String> = [
        "disappear", "stop", "tear", "teardown", "clean", "cleanup", "remove", "cancel", "invalidate", "dismiss",
        "close", "disconnect", "finish", "end", "reset", "unbind", "unsubscribe", "deactivate", "dispose", "logout",
        "signout", "unload", "kill", "terminate", "abort", "shutdown", "quit", "leave", "exit", "hangup", "destroy", "detach",
        // The same, said of an event (`playbackStopped`, `sessionEnded`, `viewDidDisappear`).
        "stopped", "ended", "closed", "finished", "cancelled", "canceled", "dismissed", "disconnected", "deactivated",
        "killed", "terminated", "aborted",
    ]

    /// Whether a camel-case word of the name is a teardown word (`viewWillDisappear`,
    /// `endSession`; not `appendItems`).
    static func isTeardown(_ name: String) -> Bool {
        var word = ""
        for c in name {
            if c.isUppercase || c == "_" {
                if teardownWords.contains(word) { return true }
                word = c == "_" ? "" : String(c.lowercased())
            } else {
                word.append(c)
            }
        }
        return teardownWords.contains(word)
    }

    /// Whether the value at `v` is a new, empty bag: `DisposeBag()`, `Set<AnyCancellable>()`,
    /// `Set()`, `.init()`. Assigned to the bag that keeps subscriptions, it releases the old one,
    /// which disposes (cancels) everything it held: RxSwift's way to end a screen's
    /// subscriptions (`disposeBag = DisposeBag()` in `viewDidDisappear`; decided on real code,
    /// 2026-12-07: an XMPP client's screens, 23 findings judged wrong).
    static func isNewEmptyBag(at v: Int, _ tree: SyntaxTree) -> Bool {
        if tree.kind(v) == .dot, tree.keyword(v + 1) == .`init` { return tree.kind(v + 2) == .leftParen && tree.kind(v + 3) == .rightParen }
        guard tree.isToken(v, "DisposeBag") || tree.isToken(v, "Set") else { return false }
        var k = v + 1
        // `Set<AnyCancellable>`: the generic argument, up to its `>`.
        if tree.isToken(k, "<") {
            while k < v + 6, !tree.isToken(k, ">") { k += 1 }
            k += 1
        }
        return tree.kind(k) == .leftParen && tree.kind(k + 1) == .rightParen
    }

    static func clears(_ property: String, in body: TokenRange, _ tree: SyntaxTree) -> Bool {
        for k in body.indices where tree.tokenIs(k, property) && (tree.kind(k - 1) != .dot || tree.keyword(k - 2) == .self) {
            var n = k + 1
            if tree.kind(n) == .postfixQuestion { n += 1 }
            if tree.kind(n) == .equal {
                let v = n + 1
                if tree.keyword(v) == .nil { return true }
                if tree.kind(v) == .leftBracket, let close = tree.partner(v), close <= v + 2 { return true }
                if isNewEmptyBag(at: v, tree) { return true }
            }
            // `NotificationCenter.default.removeObserver(token)`: the block observer's token
            // (also an `if let token = token` binding of it, which has its name).
            if let call = tree.call(passingWhole: k), tree.isToken(call.nameToken, "removeObserver"),
               call.arguments.first?.value == TokenRange(k, k + 1) { return true }
            if tree.kind(n) == .dot, tree.kind(n + 1) == .identifier {
                let method = tree.text(n + 1)
                if clearingMethods.contains(method) { return true }
                if method == "forEach", let open = (n + 2..<min(n + 5, body.upperBound)).first(where: { tree.kind($0) == .leftBrace }),
                   let close = tree.partner(open),
                   (open..<close).contains(where: { tree.kind($0) == .identifier && clearingMethods.contains(tree.text($0)) }) {
                    return true
                }
            }
        }
        return false
    }
}
