import FlowLintKit

/// A place inside a closure that needs `self`: an explicit `self`/`super`, an implicit-self
/// member reference (`reload()` for `self.reload()`), a `[self]` capture, or a local alias of
/// `self` (`let strongSelf = self`).
struct SelfUse {
    /// Which `self` the token means.
    enum Site: Equatable {
        /// The method's own `self`: a strong reference.
        case real
        /// The weak/unowned capture of an enclosing `[weak self]`/`[unowned self]` closure.
        case weak
        /// A strong local re-binding (`guard let self`, `if let self = self`,
        /// `let strongSelf = self`), identified by its name token.
        case rebinding(Int)
    }

    var token: Int
    var site: Site
    /// The closure whose capture list holds the token, or -1.
    var captureOf: Int
    /// A `[self]` / `[name = self]` capture entry (strong for that closure itself).
    var isSelfCapture: Bool
    var isImplicit: Bool
    /// The `self` of a `[weak self]` / `[unowned self]` entry: weak for its own closure, but read
    /// (strongly) by the enclosing one when the inner closure is created.
    var isWeakCaptureEntry = false
}

/// Per-file model: types of closures, local bindings by name, and every use of `self` in the
/// closures of classes, each resolved to the `self` it means. Built once per file.
final class FileModel {
    let tree: SyntaxTree
    let file: ParsedFile
    let index: ProjectIndex
    private(set) var uses: [SelfUse] = []

    private var factsByType: [ObjectIdentifier: TypeFacts] = [:]
    private var selfRebindings: [LocalBinding] = []
    private var catchBlocks: [TokenRange] = []
    /// Names of local aliases of self (`let strongSelf = self`), and their binding tokens.
    private(set) var aliasNames = NameSet()
    private(set) var aliasBindingTokens: Set<Int> = []

    /// Whether token `i` is a local alias of self (`strongSelf` after `guard let strongSelf = self`).
    func isSelfAlias(_ i: Int) -> Bool {
        guard !aliasBindingTokens.isEmpty, aliasNames.contains(token: i, in: tree),
              let b = localBinding(ofToken: i, at: i) else { return false }
        return aliasBindingTokens.contains(b.nameToken)
    }
    /// Disjoint, sorted token ranges where implicit `self` can appear.
    private var implicitRegions: [TokenRange] = []

    private func inImplicitRegion(_ i: Int) -> Bool {
        let lo = implicitRegions.partitionPoint { $0.upperBound > i }
        return lo < implicitRegions.count && implicitRegions[lo].contains(i)
    }

    init(file: ParsedFile, index: ProjectIndex) {
        self.file = file
        self.tree = file.tree
        self.index = index
        self.tables = TypeFacts.Tables(index)
    }

    private let tables: TypeFacts.Tables

    // MARK: Context

    struct Context {
        let typeDecl: Declaration
        let facts: TypeFacts
        /// The member of the type whose code holds the closure.
        let member: Declaration?
        var isTypeMember: Bool { member?.modifiers.isTypeMember ?? false }
    }

    /// The type and member a declaration belongs to.
    func context(of declaration: Declaration?) -> Context? {
        var d = declaration
        var member: Declaration?
        while let x = d, !x.kind.isType {
            member = x
            d = x.parent
        }
        guard let typeDecl = d else { return nil }
        return Context(typeDecl: typeDecl, facts: facts(for: typeDecl), member: member)
    }

    func facts(for typeDecl: Declaration) -> TypeFacts {
        if let f = factsByType[ObjectIdentifier(typeDecl)] { return f }
        let f = TypeFacts(declaration: typeDecl, index: index, tables: tables,
                          weakSelfProof: typeDecl.kind == .extension && capturesSelfWeakly(in: typeDecl))
        factsByType[ObjectIdentifier(typeDecl)] = f
        return f
    }

    /// `[weak self]` / `[unowned self]` somewhere in a declaration's body: only classes allow it.
    private func capturesSelfWeakly(in d: Declaration) -> Bool {
        guard let body = d.body else { return false }
        let closures = tree.closures
        var k = closures.partitionPoint { $0.leftBrace >= body.lowerBound }
        while k < closures.count, closures[k].leftBrace < body.upperBound {
            if isWeakSelfClosure(closures[k]) { return true }
            k += 1
        }
        return false
    }

    /// The declaration (type member, or nested type) whose tokens contain `token`.
    func declaration(containing token: Int) -> Declaration? {
        var list = tree.declarations
        var found: Declaration?
        while true {
            guard let d = list.first(where: { $0.startToken <= token && token < $0.endToken }) else { break }
            found = d
            list = d.members
        }
        return found
    }

    // MARK: Bindings

    /// Hash of each local binding's name (parallel to `tree.bindings`), built on first use;
    /// lookups compare the text, so hash collisions never mix names.
    private var bindingHashesStorage: [UInt64]?
    private var bindingHashes: [UInt64] {
        if let h = bindingHashesStorage { return h }
        let h = tree.bindings.map { tree.nameHash(ofToken: $0.nameToken) }
        bindingHashesStorage = h
        return h
    }

    /// The binding whose name token is `nameToken`.
    func binding(declaredAt nameToken: Int) -> LocalBinding? {
        tree.bindings.first { $0.nameToken == nameToken }
    }

    /// The innermost local binding named `name` visible at `position`.
    func localBinding(named name: String, at position: Int) -> LocalBinding? {
        innermostBinding(hash: SyntaxTree.nameHash(name), at: position) { tree.tokenIs($0, name) }
    }

    /// The innermost local binding named like token `token` visible at `position`.
    func localBinding(ofToken token: Int, at position: Int) -> LocalBinding? {
        innermostBinding(hash: tree.nameHash(ofToken: token), at: position) { sameName($0, token) }
    }

    private func innermostBinding(hash: UInt64, at position: Int, named: (Int) -> Bool) -> LocalBinding? {
        let hashes = bindingHashes
        let bindings = tree.bindings
        var best: LocalBinding?
        for k in hashes.indices where hashes[k] == hash {
            let b = bindings[k]
            guard b.scope.contains(position) && b.nameToken <= position && named(b.nameToken) else { continue }
            if best == nil || b.nameToken > best!.nameToken { best = b }
        }
        return best
    }

    /// Whether two tokens spell the same name (backticks excluded).
    private func sameName(_ a: Int, _ b: Int) -> Bool {
        let ta = tree.tokens[a], tb = tree.tokens[b]
        if !ta.flags.contains(.backticked) && !tb.flags.contains(.backticked) { return tree.sameText(a, b) }
        return tree.text(a) == tree.text(b)
    }

    /// Whether `name` is a local (a binding, or `error` in a `catch` block) at `position`.
    func isLocal(_ name: String, at position: Int) -> Bool {
        if localBinding(named: name, at: position) != nil { return true }
        return name == "error" && catchBlocks.contains(where: { $0.contains(position) })
    }

    /// Whether the name of token `token` is a local at `position`.
    func isLocal(token: Int, at position: Int) -> Bool {
        if localBinding(ofToken: token, at: position) != nil { return true }
        return tree.tokenIs(token, "error") && catchBlocks.contains(where: { $0.contains(position) })
    }

    // MARK: Closures

    func isWeakSelfClosure(_ c: Closure) -> Bool {
        c.captures.contains { $0.specifier != .strong && tree.isSelf($0.nameToken) }
    }

    /// The nearest closure, starting at `c` and going outwards, that captures `self` weakly.
    /// Answers are kept per closure, so the uses in N nested closures cost N steps, not N².
    func weakSelfClosure(from c: Closure?) -> Closure? {
        var visited: [Int] = []
        var current = c
        var found: Int = -1   // index of the weak closure, -1 for none
        while let x = current {
            if let known = weakSelfAnswers[x.index] { found = known; break }
            visited.append(x.index)
            if isWeakSelfClosure(x) { found = x.index; break }
            current = x.parent
        }
        for v in visited { weakSelfAnswers[v] = found }
        return found >= 0 ? tree.closures[found] : nil
    }
    /// `weakSelfClosure(from:)` per closure index (-1: none).
    private var weakSelfAnswers: [Int: Int] = [:]

    // MARK: Uses of self

    /// Collects the uses of `self` in the closures of class-like types (skipping static members
    /// and process-lifetime singletons, which the rule never reports).
    func collectUses() {
        let toks = tree.tokens
        // `catch { … }` blocks bind `error` implicitly.
        for i in 0..<toks.count where toks[i].keyword == .catch && tree.kind(i + 1) == .leftBrace {
            if let m = tree.partner(i + 1) { catchBlocks.append(TokenRange(i + 1, m + 1)) }
        }
        // Strong re-bindings of self.
        var aliases: [LocalBinding] = []
        for b in tree.bindings {
            let n = b.nameToken
            // Only `let`/`var` bindings re-bind: a `[weak self]` capture is a binding too.
            guard tree.keyword(n - 1) == .let || tree.keyword(n - 1) == .var else { continue }
            if tree.keyword(n) == .self {
                selfRebindings.append(b)
            } else if tree.kind(n + 1) == .equal && tree.keyword(n + 2) == .self && endsExpression(after: n + 2)
                        && !(tree.keyword(n - 2) == .weak || tree.keyword(n - 2) == .unowned) {
                aliases.append(b)
                aliasBindingTokens.insert(n)
            }
        }
        // A closure parameter named `` `self` `` (RxSwift's `subscribe(with: self, onNext: { `self`, value in … })`,
        // which holds the object weakly and passes it in): `self` in the body is that parameter.
        // (Token texts leave the backticks out.)
        for c in tree.closures where c.parameterNames.contains("self") {
            guard let inToken = c.inToken else { continue }
            for k in (c.leftBrace + 1)..<inToken where tree.kind(k) == .identifier && tree.tokenIs(k, "self") {
                selfRebindings.append(LocalBinding(nameToken: k, scope: c.bodyRange))
            }
        }
        selfRebindings.sort { $0.nameToken < $1.nameToken }

        // Implicit self compiles in an escaping closure only under a `[self]` capture or after
        // `guard let self`: only those regions are searched for bare member names.
        var regions: [TokenRange] = []
        for c in tree.closures where c.captures.contains(where: { $0.specifier == .strong && tree.isSelf($0.nameToken) }) {
            regions.append(c.range)
        }
        for b in selfRebindings { regions.append(b.scope) }
        regions.sort { $0.lowerBound < $1.lowerBound }
        implicitRegions = []
        for r in regions {
            if let last = implicitRegions.last, r.lowerBound <= last.upperBound {
                implicitRegions[implicitRegions.count - 1].upperBound = max(last.upperBound, r.upperBound)
            } else {
                implicitRegions.append(r)
            }
        }

        var coveredUntil = -1
        for c in tree.closures where c.leftBrace > coveredUntil {
            coveredUntil = c.rightBrace
            guard let ctx = context(of: c.declaration), ctx.facts.classness != .no, !ctx.isTypeMember,
                  !ctx.facts.isProcessLifetimeSingleton else { continue }
            scan(c, facts: ctx.facts)
        }
        for a in aliases {
            let name = tree.text(a.nameToken)
            aliasNames.insert(name)
            var i = a.nameToken + 3
            while i < a.scope.upperBound {
                // A later binding of the same name (`guard let sSelf = self` again in a nested
                // closure, where `self` is the outer `[weak self]`) and its uses are not the alias
                // (decided on real code, 2026-12-07: a content app's sync timers and a wallet's
                // screen-capture check, 3 judged wrong).
                if tree.kind(i) == .identifier && tree.tokens[i].length == tree.tokens[a.nameToken].length
                    && tree.tokenIs(i, name) && tree.kind(i - 1) != .dot && !isLabel(i)
                    && tree.binding(of: i).map({ $0.nameToken == a.nameToken }) ?? true {
                    switch weakCapture(of: name, at: i, after: a.nameToken) {
                    case .none:
                        uses.append(SelfUse(token: i, site: .rebinding(a.nameToken), captureOf: -1, isSelfCapture: false, isImplicit: false))
                    case .entry(let c):
                        // `[weak strongSelf]`: read by the closures around this one, not by it.
                        uses.append(SelfUse(token: i, site: .rebinding(a.nameToken), captureOf: c, isSelfCapture: false, isImplicit: false,
                                            isWeakCaptureEntry: true))
                    case .shadowed:
                        break   // the weak capture, not the alias
                    }
                }
                i += 1
            }
        }
        uses.sort { $0.token < $1.token }
    }

    enum WeakCapture { case none, entry(Int), shadowed }

    /// For a use at `i` of the alias `name` bound at `binding`: whether it is the entry of a
    /// `[weak name]`/`[unowned name]` capture list (of closure `entry`), or lies in a closure
    /// that captures the name so, where the name means the weak capture.
    private func weakCapture(of name: String, at i: Int, after binding: Int) -> WeakCapture {
        var c = tree.innermostClosure(containing: i)
        while let closure = c, closure.leftBrace > binding {
            if let cap = closure.capture(named: name), cap.specifier != .strong, cap.expression == nil {
                return cap.nameToken == i ? .entry(closure.index) : .shadowed
            }
            c = closure.parent
        }
        return .none
    }

    /// Whether the expression that ends at `i` ends there (nothing is applied to it).
    private func endsExpression(after i: Int) -> Bool {
        guard i + 1 < tree.tokens.count else { return true }
        if tree.tokens[i + 1].newlineBefore { return tree.kind(i + 1) != .dot }
        switch tree.kind(i + 1) {
        case .comma?, .leftBrace?, .rightBrace?, .semicolon?, .rightParen?: return true
        default: return tree.keyword(i + 1) == .else
        }
    }

    /// `name:` as an argument or tuple label.
    func isLabel(_ i: Int) -> Bool {
        guard tree.kind(i + 1) == .colon else { return false }
        let p = tree.kind(i - 1)
        return p == .leftParen || p == .comma
    }

    private func scan(_ outer: Closure, facts: TypeFacts) {
        var i = outer.leftBrace
        let end = outer.rightBrace
        let implicit = implicitRegions.contains { $0.lowerBound < end && outer.leftBrace < $0.upperBound }
        let names = implicit ? facts.memberNames : NameSet()
        while i < end {
            let t = tree.tokens[i]
            switch t.kind {
            case .leftBrace:
                if let ci = tree.closureIndex(brace: i) {
                    let c = tree.closures[ci]
                    if c.leftBrace == i {
                        addCaptureUses(c, names: names)
                        i = (c.inToken ?? c.leftBrace) + 1
                        continue
                    }
                }
            case .pound:
                if (tree.tokenIs(i, "#selector") || tree.tokenIs(i, "#keyPath")) && tree.kind(i + 1) == .leftParen, let m = tree.partner(i + 1) {
                    i = m + 1
                    continue
                }
            case .identifier:
                if t.keyword == .self || t.keyword == .super {
                    if tree.kind(i - 1) != .dot && !isSelfBindingName(i) {
                        uses.append(SelfUse(token: i, site: site(of: i, from: tree.innermostClosure(containing: i)), captureOf: -1, isSelfCapture: false, isImplicit: false))
                    }
                } else if implicit && t.keyword == .none && inImplicitRegion(i) && isImplicitMember(i, names: names) {
                    uses.append(SelfUse(token: i, site: site(of: i, from: tree.innermostClosure(containing: i)), captureOf: -1, isSelfCapture: false, isImplicit: true))
                }
            default:
                break
            }
            i += 1
        }
    }

    private func isSelfBindingName(_ i: Int) -> Bool {
        // `guard let self`, `if let self = self`: the name being bound.
        tree.keyword(i - 1) == .let || tree.keyword(i - 1) == .var
    }

    /// A bare name that refers to a member of the enclosing type through implicit `self`.
    private func isImplicitMember(_ i: Int, names: NameSet) -> Bool {
        guard !names.isEmpty, names.contains(token: i, in: tree) else { return false }
        let pk = tree.kind(i - 1)
        if pk == .dot || pk == .backslash { return false }
        let pw = tree.keyword(i - 1)
        if pw == .func || pw == .let || pw == .var { return false }
        if isLabel(i) { return false }
        // A statement label (`outer: for …`).
        if tree.kind(i + 1) == .colon && tree.tokens[i].newlineBefore { return false }
        return !isLocal(token: i, at: i)
    }

    private func addCaptureUses(_ c: Closure, names: NameSet) {
        // `sink { _ in Task { [weak self] in … } }`: making the inner closure reads `self` in the
        // outer one, so the outer closure holds `self` strongly (unless it is weak itself).
        for cap in c.captures where cap.specifier != .strong && cap.expression == nil && tree.isSelf(cap.nameToken) && c.parent != nil {
            uses.append(SelfUse(token: cap.nameToken, site: site(of: cap.nameToken, from: c.parent), captureOf: c.index,
                                isSelfCapture: false, isImplicit: false, isWeakCaptureEntry: true))
        }
        for cap in c.captures where cap.specifier == .strong {
            if let e = cap.expression {
                for k in e.indices {
                    if tree.keyword(k) == .self && tree.kind(k - 1) != .dot {
                        uses.append(SelfUse(token: k, site: site(of: k, from: c.parent), captureOf: c.index, isSelfCapture: true, isImplicit: false))
                    } else if tree.keyword(k) == .none && tree.kind(k) == .identifier && inImplicitRegion(k) && isImplicitMember(k, names: names) {
                        uses.append(SelfUse(token: k, site: site(of: k, from: c.parent), captureOf: c.index, isSelfCapture: false, isImplicit: true))
                    }
                }
            } else if tree.isSelf(cap.nameToken) {
                uses.append(SelfUse(token: cap.nameToken, site: site(of: cap.nameToken, from: c.parent), captureOf: c.index, isSelfCapture: true, isImplicit: false))
            } else if !names.isEmpty && inImplicitRegion(cap.nameToken), names.contains(token: cap.nameToken, in: tree), !isLocal(cap.name, at: c.leftBrace) {
                // `[viewModel]` reads `self.viewModel` when the closure is created.
                uses.append(SelfUse(token: cap.nameToken, site: site(of: cap.nameToken, from: c.parent), captureOf: c.index, isSelfCapture: false, isImplicit: true))
            }
        }
    }

    /// Which `self` a token means, looking outwards from closure `start`.
    func site(of token: Int, from start: Closure?) -> SelfUse.Site {
        let weak = weakSelfClosure(from: start)
        if let b = innermostRebinding(containing: token), weak == nil || b.nameToken > weak!.leftBrace {
            return .rebinding(b.nameToken)
        }
        return weak == nil ? .real : .weak
    }

    private func innermostRebinding(containing token: Int) -> LocalBinding? {
        guard !selfRebindings.isEmpty else { return nil }
        var k = selfRebindings.partitionPoint { $0.nameToken >= token } - 1
        while k >= 0 {
            let b = selfRebindings[k]
            if b.scope.contains(token) { return b }
            k -= 1
        }
        return nil
    }

    /// The first use of `self` that makes closure `c` hold `self` strongly, if any.
    func firstStrongUse(in c: Closure) -> SelfUse? {
        if isWeakSelfClosure(c) { return nil }
        var k = uses.partitionPoint { $0.token > c.leftBrace }
        while k < uses.count, uses[k].token < c.rightBrace {
            let u = uses[k]
            if u.captureOf == c.index {
                if u.isSelfCapture { return u }
            } else {
                switch u.site {
                case .real: return u
                case .weak: break
                case .rebinding(let b): if b < c.leftBrace { return u }
                }
            }
            k += 1
        }
        return nil
    }
}
