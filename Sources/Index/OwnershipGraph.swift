import FlowLintLexer
import FlowLintParser

/// Who keeps whom, type by type: the ownership graph of the tree's classes and actors, for
/// pictures (`flowlint graph`) and figures. An edge is a stored property whose type the code
/// shows (written, or constructed as its initial value; an optional, an array, a set or a
/// dictionary's values count), a property some object hands `self` to (`child.owner = self`),
/// a subview or child controller added (`addSubview(bar)`, `addChild(list)`), a closure stored
/// on another object's property, or a subscription kept in a bag or property (`.store(in:
/// &cancellables)`) whose closures capture `self`. A property of
/// a protocol type goes to each class of the tree that adopts the protocol. Unknown types are
/// not guessed, and names declared more than once in the tree are left out.
///
/// The loops `retain-cycle` and `strong-delegate` prove (from a hand-off of `self`) are marked;
/// other loops of the graph are type-level only: two objects of these types may or may not
/// point at each other.
public struct OwnershipGraph: Sendable {
    public enum Strength: String, Sendable, Comparable {
        case strong, weak, unowned
        public static func < (a: Strength, b: Strength) -> Bool { a.rawValue < b.rawValue }
    }

    /// How the code shows the edge.
    public enum Evidence: String, Sendable {
        /// A stored property of that type (or of a collection or optional of it).
        case property
        /// Some object of the target's type hands itself to this property.
        case handoff
        /// `addSubview(x)`, `addArrangedSubview(x)`, `addChild(x)`, `viewControllers = [x]`,
        /// `setViewControllers([x], …)`: UIKit keeps it.
        case subview
        /// A closure stored in this property captures an object of the target's type strongly
        /// (`viewModel.onChange = { self.reload() }` in the target).
        case closure
        /// A subscription kept in a bag this property is (`….sink { self.render($0) }
        /// .store(in: &viewModel.cancellables)` in the target): the bag keeps the subscription,
        /// which keeps its closures, which capture an object of the target's type strongly.
        case subscription
    }

    public struct Edge: Sendable, Hashable {
        public let from: String
        public let to: String
        /// The property's name (`viewModel`), or `subviews` / `children`.
        public let label: String
        public let strength: Strength
        public let evidence: Evidence
        /// The protocol the property is declared as, when the edge goes to one of its adopters.
        public let viaProtocol: String?
        /// The property holds many (`[Row]`, `Set<Row>`, `[String: Row]`).
        public let many: Bool
        /// On a loop that a hand-off of `self` proves (what `retain-cycle` and
        /// `strong-delegate` report).
        public let onProvenLoop: Bool
        /// The label as pictures show it: `onChange { self }` for a stored closure,
        /// `cancellables { self }` for a subscription kept in a bag.
        public var shownLabel: String { label + (evidence == .closure || evidence == .subscription ? " { self }" : "") }

        public init(from: String, to: String, label: String, strength: Strength, evidence: Evidence, viaProtocol: String?,
                    many: Bool, onProvenLoop: Bool) {
            (self.from, self.to, self.label, self.strength, self.evidence) = (from, to, label, strength, evidence)
            (self.viaProtocol, self.many, self.onProvenLoop) = (viaProtocol, many, onProvenLoop)
        }
    }

    /// Classes and actors with at least one edge, sorted.
    public let nodes: [String]
    /// Sorted by source, target, label.
    public let edges: [Edge]
    /// The proven loops, each as its edges in order (the last is the back-reference).
    public let provenLoops: [[Edge]]

    /// The part of the graph around `type`: its edges in and out, the edges among the types at
    /// the other ends, and every proven loop through it.
    public func around(_ type: String) -> OwnershipGraph {
        var near: Set<String> = [type]
        for e in edges where e.from == type || e.to == type { near.insert(e.from); near.insert(e.to) }
        let loops = provenLoops.filter { loop in loop.contains { $0.from == type || $0.to == type } }
        for loop in loops { for e in loop { near.insert(e.from); near.insert(e.to) } }
        let kept = edges.filter { near.contains($0.from) && near.contains($0.to) && ($0.from == type || $0.to == type || $0.onProvenLoop || $0.strength == .strong) }
        let names = Set(kept.flatMap { [$0.from, $0.to] }).union([type])
        return OwnershipGraph(nodes: names.sorted(), edges: kept, provenLoops: loops)
    }

    public var strongEdges: Int { edges.filter { $0.strength == .strong }.count }

    /// One key per (source, label, target): an edge whatever its attributes.
    static func linkKey(_ from: String, _ label: String, _ to: String) -> String { from + "\u{0}" + label + "\u{0}" + to }
}

extension ProjectIndex {
    /// The ownership graph of the tree outside test code (built once).
    public func ownershipGraph() -> OwnershipGraph {
        ownershipGraphTable.get { buildOwnershipGraph() }
    }

    private func buildOwnershipGraph() -> OwnershipGraph {
        let classes = types.keys.filter { name in
            guard let sites = types[name], sites.count == 1, let site = sites.first else { return false }
            return (site.declaration.kind == .class || site.declaration.kind == .actor) && !site.file.isTestFile
                && !site.file.isInTestDeclaration(site.declaration.keywordToken)
        }.sorted()
        let classSet = Set(classes)
        let adopters = protocolAdopters(classes)
        var edges: Set<OwnershipGraph.Edge> = []
        var links: Set<String> = []   // `OwnershipGraph.linkKey` of each edge
        func add(_ from: String, _ to: String, _ label: String, _ strength: OwnershipGraph.Strength, _ evidence: OwnershipGraph.Evidence,
                 via: String? = nil, many: Bool = false) {
            // One edge per (source, label, target), the first found: the passes run in a fixed
            // order, so the same edge wins on every run.
            guard !links.contains(OwnershipGraph.linkKey(from, label, to)) else { return }
            edges.insert(OwnershipGraph.Edge(from: from, to: to, label: label, strength: strength, evidence: evidence,
                                             viaProtocol: via, many: many, onProvenLoop: false))
            links.insert(OwnershipGraph.linkKey(from, label, to))
        }
        func strength(of p: Declaration) -> OwnershipGraph.Strength {
            p.modifiers.contains(.weak) ? .weak : p.modifiers.contains(.unowned) ? .unowned : .strong
        }
        for name in classes {
            guard let site = types[name]?.first else { continue }
            for p in site.declaration.members where p.kind == .variable && !p.modifiers.isTypeMember
                && (p.accessorKind == .stored || p.accessorKind == .observed) {
                // A Core Data relationship (`@NSManaged var group: Group?`) is the context's to
                // keep: it cannot be `weak`, and refreshing or resetting the context turns its
                // objects into faults, which breaks the loop (decided on real code, 2026-12-07: a
                // messenger's group and message-expiration entities with inverse relationships,
                // 6 judged wrong).
                if p.hasAttribute("NSManaged") { continue }
                guard let (target, many) = referencedType(of: p, in: site.file.tree) else { continue }
                if classSet.contains(target) {
                    add(name, target, p.name, strength(of: p), .property, many: many)
                } else if let conformers = adopters[target] {
                    for c in conformers where c != name { add(name, c, p.name, strength(of: p), .property, via: target, many: many) }
                }
            }
        }
        // Hand-offs of `self` to a property of an object whose type the code shows.
        for (label, handoffs) in allSelfHandoffs() {
            for h in handoffs where h.forwardedFrom == nil && !h.inTestCode {
                guard let receiver = h.receiverType, classSet.contains(receiver), classSet.contains(h.typeName), receiver != h.typeName,
                      let p = storedProperty(label, of: receiver, inherited: true)?.declaration else { continue }
                add(receiver, h.typeName, label, strength(of: p), .handoff)
            }
        }
        for f in facts where !f.file.isTestFile {
            for (owner, child, label) in addedSubviews(in: f.file) + listedChildren(in: f.file)
            where classSet.contains(owner) && classSet.contains(child) && owner != child {
                add(owner, child, label, .strong, .subview, many: true)
            }
        }
        var closureLoops: [[(from: String, label: String, to: String)]] = []
        for f in facts where !f.file.isTestFile {
            for c in selfCapturingClosures(in: f.file) where classSet.contains(c.owner) && classSet.contains(c.holder) && c.owner != c.holder {
                add(c.holder, c.owner, c.label, .strong, .closure)
                if let loop = closureLoop(c, links, strength) { closureLoops.append(loop) }
            }
        }
        for f in facts where !f.file.isTestFile {
            for s in keptSubscriptions(in: f.file) where classSet.contains(s.owner) && classSet.contains(s.holder) {
                add(s.holder, s.owner, s.label, .strong, .subscription)
                guard !s.oneShot else { continue }
                if s.holder == s.owner {
                    closureLoops.append([(s.owner, s.label, s.owner)])
                } else if let loop = closureLoop((s.owner, s.holder, s.label, s.ownerProperty), links, strength) {
                    closureLoops.append(loop)
                }
            }
        }
        return markProvenLoops(edges, closureLoops: closureLoops)
    }

    /// The loop a stored closure closes when it is stored on an object the owner keeps in a
    /// strong property of its own (`viewModel.onChange = { self.render() }` with `let viewModel
    /// = ProfileViewModel()`): the code shows it, and strong-self-capture reports it.
    private func closureLoop(_ c: (owner: String, holder: String, label: String, ownerProperty: String?), _ links: Set<String>,
                             _ strength: (Declaration) -> OwnershipGraph.Strength) -> [(from: String, label: String, to: String)]? {
        guard let via = c.ownerProperty, links.contains(OwnershipGraph.linkKey(c.owner, via, c.holder)),
              let p = storedProperty(via, of: c.owner, inherited: true)?.declaration, strength(p) == .strong else { return nil }
        return [(c.owner, via, c.holder), (c.holder, c.label, c.owner)]
    }

    /// Marks the edges of the loops that a hand-off of `self` proves, and lists those loops.
    private func markProvenLoops(_ edges: Set<OwnershipGraph.Edge>, closureLoops: [[(from: String, label: String, to: String)]])
        -> OwnershipGraph {
        typealias Link = (from: String, label: String, to: String)
        var loops: [[Link]] = []
        for loop in allTwoClassLoops() {
            loops.append([(loop.cycle.owner, loop.cycle.ownerProperty.declaration.name, loop.owned),
                          (loop.owned, loop.property.declaration.name, loop.cycle.owner)])
        }
        for (_, loop) in pathLoops().sorted(by: { $0.key < $1.key }) {
            loops.append(loop.steps.enumerated().map { i, step in
                (loop.types[i], step.declaration.name, i + 1 < loop.types.count ? loop.types[i + 1] : loop.owner)
            })
        }
        var seenLoops: Set<String> = []
        for loop in closureLoops where seenLoops.insert(loop.map { OwnershipGraph.linkKey($0.from, $0.label, $0.to) }.joined(separator: "\u{1}")).inserted {
            loops.append(loop)
        }
        // (source, label, target) is unique among the edges built: one edge per key.
        var byKey: [String: OwnershipGraph.Edge] = [:]
        for e in edges { byKey[OwnershipGraph.linkKey(e.from, e.label, e.to)] = e }
        var marked = Set<String>()
        for l in loops.joined() {
            let key = OwnershipGraph.linkKey(l.from, l.label, l.to)
            marked.insert(key)
            // A proven link the property scan did not see (the property's type is a superclass
            // or `AnyObject`): added, so the loop can be drawn.
            if byKey[key] == nil {
                byKey[key] = OwnershipGraph.Edge(from: l.from, to: l.to, label: l.label, strength: .strong, evidence: .handoff,
                                                 viaProtocol: nil, many: false, onProvenLoop: false)
            }
        }
        for (key, e) in byKey where marked.contains(key) {
            byKey[key] = OwnershipGraph.Edge(from: e.from, to: e.to, label: e.label, strength: e.strength, evidence: e.evidence,
                                             viaProtocol: e.viaProtocol, many: e.many, onProvenLoop: true)
        }
        let finished = byKey.values.sorted { ($0.from, $0.to, $0.label) < ($1.from, $1.to, $1.label) }
        let provenLoops = loops.map { loop in loop.compactMap { byKey[OwnershipGraph.linkKey($0.from, $0.label, $0.to)] } }
        let nodes = Set(finished.flatMap { [$0.from, $0.to] }).sorted()
        return OwnershipGraph(nodes: nodes, edges: finished, provenLoops: provenLoops)
    }

    /// The class a stored property refers to, and whether it holds many: its written type
    /// (`Row`, `Row?`, `[Row]`, `Set<Row>`, `[String: Row]`, `any RowSource`) or the type its
    /// initial value constructs. Nil for closures, tuples and framework types' generics.
    public func referencedType(of p: Declaration, in tree: SyntaxTree) -> (String, Bool)? {
        guard let text = p.typeText else {
            // `= Set<Child>()`, `= Array<Child>()`, `= ContiguousArray<Child>()`
            let made = p.nameToken + 2
            if tree.kind(p.nameToken + 1) == .equal, ["Set", "Array", "ContiguousArray"].contains(where: { tree.isToken(made, $0) }),
               tree.isToken(made + 1, "<"), tree.kind(made + 2) == .identifier, tree.isToken(made + 3, ">"), tree.kind(made + 4) == .leftParen {
                return (tree.text(made + 2), true)
            }
            if let t = ProjectIndex.writtenType(after: p.nameToken, in: tree) { return (t, false) }
            // `= [Row]()`, `= [String: Row]()`
            let open = p.nameToken + 2
            guard tree.kind(p.nameToken + 1) == .equal, tree.kind(open) == .leftBracket, let close = tree.partner(open),
                  tree.kind(close + 1) == .leftParen, close - open >= 2, tree.kind(close - 1) == .identifier else { return nil }
            return (tree.text(close - 1), true)
        }
        if let base = ProjectIndex.baseTypeName(text), !["Array", "Set", "Dictionary"].contains(base) { return (base, false) }
        var s = Substring(text)
        while let last = s.last, last == "?" || last == "!" { s = s.dropLast() }
        if s.hasPrefix("["), s.hasSuffix("]") {
            var inner = s.dropFirst().dropLast()
            if let colon = inner.lastIndex(of: ":") { inner = inner[inner.index(after: colon)...] }
            return ProjectIndex.baseTypeName(String(inner.trimmingSpaces())).map { ($0, true) }
        }
        for container in ["Set<", "Array<", "ContiguousArray<"] where s.hasPrefix(container) && s.hasSuffix(">") {
            return ProjectIndex.baseTypeName(String(s.dropFirst(container.count).dropLast())).map { ($0, true) }
        }
        return nil
    }

    /// For each protocol of the tree, the classes (of `classes`) that adopt it, sorted.
    private func protocolAdopters(_ classes: [String]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for c in classes {
            for type in superclassChain(of: c) {
                for p in Set(inheritedNames(of: type)) where kind(ofType: p) == .protocol {
                    if result[p]?.last != c { result[p, default: []].append(c) }
                }
            }
        }
        return result
    }

    /// A closure assigned to a property of another object (`viewModel.onChange = { … }`,
    /// `self.header.onTap = { … }`) that uses `self` with no `weak` or `unowned` capture of it:
    /// the class that keeps the closure (`holder`, the receiver's type as the code shows it), the
    /// class whose `self` it captures (`owner`), the property, and the owner's stored property
    /// the receiver is (`viewModel`, `self.header`), if it is one.
    func selfCapturingClosures(in file: ParsedFile) -> [(owner: String, holder: String, label: String, ownerProperty: String?)] {
        let tree = file.tree
        var result: [(owner: String, holder: String, label: String, ownerProperty: String?)] = []
        for closure in tree.closures {
            guard case .assigned(let ai) = closure.use, closure.parent == nil, capturesSelfStrongly(closure, tree) else { continue }
            let a = tree.assignments[ai]
            let last = a.lhs.upperBound - 1
            guard a.lhs.count >= 3, tree.kind(last) == .identifier, tree.kind(last - 1) == .dot,
                  let owner = instanceContext(of: closure), let holder = receiverType(endingAt: last - 2, in: tree) else { continue }
            // `viewModel.onChange`, `viewModel?.onChange` or `self.viewModel.onChange`: a stored
            // property of the owner.
            var first = a.lhs.lowerBound
            if tree.keyword(first) == .self, tree.kind(first + 1) == .dot { first += 2 }
            let receiverEnd = ProjectIndex.unwrapped(first, tree)
            let single = receiverEnd + 2 == last && tree.kind(first) == .identifier && tree.binding(of: first) == nil
            result.append((owner, holder, tree.text(last), single ? tree.text(first) : nil))
        }
        return result
    }

    /// The calls that subscribe to a publisher and return what keeps the subscription (Combine's
    /// `AnyCancellable`, RxSwift's `Disposable`).
    public static let subscriberNames: Set<String> = ["sink", "assign", "subscribe", "bind", "drive"]

    /// ReactiveSwift's calls that start observing and return a `Disposable`, which a
    /// `CompositeDisposable` keeps once added with `+=`.
    static let reactiveSwiftObserverNames: Set<String> = ["observeValues", "observeResult", "startWithValues", "startWithResult"]

    /// Publishers that finish after one value release their subscription's closures then:
    /// `URLSession.dataTaskPublisher`, `Just`, `Future`, `Fail`, `Empty`, `.first()`,
    /// RxSwift's traits (`Single`, `Maybe`, `Completable`, `.asSingle()`, `Observable.just(…)`), and
    /// Alamofire's request publishers (`publishData()`, `publishDecodable(type:)`, `publishResponse(using:)`, …).
    public static let oneShotPublisherWords: Set<String> = [
        "dataTaskPublisher", "Just", "Future", "Fail", "Empty", "first", "Single", "Maybe", "Completable",
        "asSingle", "asMaybe", "asCompletable",
        // Alamofire's request publishers send one response, then finish.
        "publishData", "publishDecodable", "publishString", "publishUnserialized", "publishResponse",
    ]

    /// A subscription kept in a bag, or in a stored property, that keeps `self` strongly
    /// (`viewModel.$title.sink { self.render($0) }.store(in: &cancellables)`, `….subscribe(onNext:
    /// { self… }).disposed(by: disposeBag)`, `cancellable = ….sink { self… }`, `….assign(to:
    /// \.title, on: self)`): the class whose `self` it keeps (`owner`), the class that keeps the
    /// bag or property (`holder`: the owner for its own stored bag or `rx.disposeBag`, or the
    /// class of the owner's property the bag is reached through, `&viewModel.cancellables`),
    /// the bag's or property's name, that property of the owner, and whether the chain names a
    /// one-shot publisher (which lets its closures go once it finishes). A bag that is a local or
    /// of unknown type gives nothing.
    func keptSubscriptions(in file: ParsedFile)
        -> [(owner: String, holder: String, label: String, ownerProperty: String?, oneShot: Bool)] {
        let tree = file.tree
        // Calls of a chain that keep `self`: those given a closure that captures it strongly,
        // and `assign(to:on: self)`.
        var keeping: [(call: Int, closure: Closure?)] = []
        for closure in tree.closures {
            guard case .argument(let ci, _, _) = closure.use, closure.parent == nil else { continue }
            keeping.append((ci, closure))
        }
        for ci in tree.callIndices(named: ["assign"]) {
            let c = tree.calls[ci]
            if let on = c.argument(labeled: "on"), on.value.count == 1, tree.keyword(on.value.lowerBound) == .self,
               tree.innermostClosure(containing: c.nameToken) == nil { keeping.append((ci, nil)) }
        }
        // rhs start → assignment, made when first needed (most files keep no subscription).
        var assignedWholeTable: [Int: Int]?
        func assignedWhole(from start: Int) -> Int? {
            if assignedWholeTable == nil {
                var table: [Int: Int] = [:]
                for (n, a) in tree.assignments.enumerated() { table[a.rhs.lowerBound] = n }
                assignedWholeTable = table
            }
            return assignedWholeTable?[start]
        }
        var result: [(owner: String, holder: String, label: String, ownerProperty: String?, oneShot: Bool)] = []
        for (ci, closure) in keeping {
            var bag: Argument?
            let call = tree.calls[ci]
            let end = tree.walkMemberChain(after: call.endToken) { _, k in
                if let k, let arg = tree.bagArgument(of: tree.calls[k]) { bag = arg; return false }
                return true
            }
            let kept: TokenRange
            let subscribes = (call.calleeStart..<end).contains { tree.kind($0) == .identifier && ProjectIndex.subscriberNames.contains(tree.text($0)) }
            if let bag {
                kept = bag.value
            } else if let n = assignedWhole(from: call.calleeStart), tree.assignments[n].rhs.upperBound == end, subscribes {
                kept = tree.assignments[n].lhs
            } else if subscribes || (call.calleeStart..<end).contains(where: { tree.kind($0) == .identifier && ProjectIndex.reactiveSwiftObserverNames.contains(tree.text($0)) }),
                      let added = addedToBag(call.calleeStart, end, tree) {
                kept = added
            } else { continue }
            guard let owner = instanceContext(of: closure?.declaration ?? ProjectIndex.memberDeclaration(containing: call.nameToken, in: tree)) else { continue }
            if let closure, !capturesSelfStrongly(closure, tree) { continue }
            guard let holder = bagHolder(kept, owner: owner, tree) else { continue }
            let oneShot = (call.calleeStart..<end).contains { tree.kind($0) == .identifier && ProjectIndex.oneShotPublisherWords.contains(tree.text($0)) }
            result.append((owner, holder.holder, holder.label, holder.ownerProperty, oneShot))
        }
        return result
    }

    /// The bag a whole subscription chain (`start..<end`) is added to without a chained call:
    /// `bag.insert(chain)` (Combine's `Set<AnyCancellable>`, RxSwift's `DisposeBag`) or
    /// `disposables += chain` (ReactiveSwift's `CompositeDisposable`, a set of cancellables).
    private func addedToBag(_ start: Int, _ end: Int, _ tree: SyntaxTree) -> TokenRange? {
        if tree.kind(start - 1) == .operator, tree.text(start - 1) == "+=", tree.kind(end) != .dot {
            // Back over `self.disposables`, not into the statement before it.
            var k = start - 2
            while k >= 0, tree.kind(k) == .identifier || tree.kind(k) == .dot, !tree.tokens[k + 1].newlineBefore { k -= 1 }
            return k + 1 < start - 1 ? TokenRange(k + 1, start - 1) : nil
        }
        guard tree.kind(start - 1) == .leftParen, let k = tree.callIndex(nameToken: start - 2), tree.tokenIs(start - 2, "insert"),
              let only = tree.calls[k].arguments.first, tree.calls[k].arguments.count == 1, only.label == nil,
              only.value.lowerBound == start, only.value.upperBound == end,
              tree.calls[k].calleeStart < start - 3, tree.kind(start - 3) == .dot else { return nil }
        return TokenRange(tree.calls[k].calleeStart, start - 3)
    }

    /// Who keeps the bag `r` names in a method of `owner`: `&cancellables`, `self.disposeBag` or
    /// `rx.disposeBag` (a stored property of the owner's class chain, or NSObject+Rx's bag, kept
    /// by the object itself), or `&viewModel.cancellables` (a stored property of the object the
    /// owner's property `viewModel` holds, of a type the code shows).
    private func bagHolder(_ r: TokenRange, owner: String, _ tree: SyntaxTree) -> (holder: String, label: String, ownerProperty: String?)? {
        var names: [Int] = []
        var k = r.lowerBound
        if tree.kind(k) == .operator, tree.text(k) == "&" { k += 1 }
        if tree.keyword(k) == .self, tree.kind(k + 1) == .dot { k += 2 }
        while k < r.upperBound {
            guard tree.kind(k) == .identifier else { return nil }
            names.append(k)
            k += 1
            if k < r.upperBound, tree.kind(k) == .postfixQuestion || tree.kind(k) == .postfixExclaim { k += 1 }
            if k < r.upperBound { guard tree.kind(k) == .dot else { return nil }; k += 1 }
        }
        guard let first = names.first, tree.binding(of: first) == nil else { return nil }
        if names.count == 1 {
            guard storedProperty(tree.text(first), of: owner, inherited: true) != nil else { return nil }
            return (owner, tree.text(first), nil)
        }
        guard names.count == 2 else { return nil }
        if tree.tokenIs(first, "rx") { return (owner, "rx." + tree.text(names[1]), nil) }
        guard let holder = receiverType(endingAt: first, in: tree),
              storedProperty(tree.text(names[1]), of: holder, inherited: true) != nil else { return nil }
        return (holder, tree.text(names[1]), tree.text(first))
    }

    /// The class (or actor) whose instance `self` is in a closure's code: the type around the
    /// method, initializer or property it is written in (also through a local function), nil in
    /// a static member (where `self` is the type) or in a type declared inside a function.
    private func instanceContext(of closure: Closure) -> String? { instanceContext(of: closure.declaration) }

    /// The class (or actor) whose instance `self` is in the code of member `member`.
    private func instanceContext(of member: Declaration?) -> String? {
        guard var member else { return nil }
        while member.isLocal, !member.kind.isType, let p = member.parent { member = p }
        guard !member.modifiers.isTypeMember, let type = member.enclosingType, !type.isLocal,
              [.class, .actor, .extension].contains(type.kind) else { return nil }
        return ProjectIndex.simpleName(type.name)
    }

    /// Whether a closure keeps `self` strongly: its capture list does not make `self` weak or
    /// unowned, and it names `self` (in its body, or in its capture list: `[self]`, `[strongSelf =
    /// self]`) other than inside a nested closure that captures it weakly. A nested closure's own
    /// capture list (`{ [weak self] in … }`) takes `self` from this one, so that counts.
    private func capturesSelfStrongly(_ closure: Closure, _ tree: SyntaxTree) -> Bool {
        if let c = closure.capture(named: "self"), c.specifier != .strong { return false }
        return closure.range.indices.contains { k in
            guard tree.keyword(k) == .self, tree.kind(k - 1) != .dot else { return false }
            var inner = tree.innermostClosure(containing: k)
            while let c = inner, c !== closure {
                let inCaptureList = c.captures.contains { $0.nameToken == k || $0.expression?.contains(k) == true }
                if !inCaptureList, let s = c.capture(named: "self"), s.specifier != .strong { return false }
                inner = c.parent
            }
            return inner === closure
        }
    }

    /// `viewControllers = [a, b]`, `self.viewControllers = […]` and `setViewControllers([a, b], …)`
    /// on the class itself (a tab bar, navigation or split view controller of the tree): its
    /// children, by the type of each element the code shows (a property, a local, a construction).
    private func listedChildren(in file: ParsedFile) -> [(String, String, String)] {
        let tree = file.tree
        var lists: [(at: Int, open: Int)] = []
        // The whole value is the list (not `[a, b].map { … }`, whose elements end up elsewhere).
        func isWholeList(_ r: TokenRange) -> Bool { tree.kind(r.lowerBound) == .leftBracket && tree.partner(r.lowerBound) == r.upperBound - 1 }
        for a in tree.assignments where tree.isToken(a.lhs.upperBound - 1, "viewControllers") && isWholeList(a.rhs)
            && ((a.lhs.count == 1 && tree.binding(of: a.lhs.lowerBound) == nil) || (a.lhs.count == 3 && tree.keyword(a.lhs.lowerBound) == .self)) {
            lists.append((a.equalToken, a.rhs.lowerBound))
        }
        for ci in tree.callIndices(named: ["setViewControllers"]) {
            let c = tree.calls[ci]
            guard c.calleeStart == c.nameToken || (tree.keyword(c.calleeStart) == .self && c.nameToken == c.calleeStart + 2),
                  let arg = c.arguments.first, isWholeList(arg.value) else { continue }
            lists.append((c.nameToken, arg.value.lowerBound))
        }
        var result: [(String, String, String)] = []
        for list in lists {
            guard let type = tree.innermostType(containing: list.at), let close = tree.partner(list.open) else { continue }
            let owner = ProjectIndex.simpleName(type.name)
            var start = list.open + 1
            while start < close {
                var end = start
                while end < close && tree.kind(end) != .comma {
                    if let p = tree.partner(end), p > end { end = p }
                    end += 1
                }
                if let child = elementType(TokenRange(start, end), tree) { result.append((owner, child, "children")) }
                start = end + 1
            }
        }
        return result
    }

    /// The class of a list element the code shows: a construction (`Feed()`), or a name or
    /// `self.name` whose type `receiverType` finds.
    private func elementType(_ r: TokenRange, _ tree: SyntaxTree) -> String? {
        if let made = ProjectIndex.constructedClass(at: r.lowerBound, tree), let c = tree.call(named: r.lowerBound),
           c.endToken == r.upperBound { return made }
        return nameType(r, tree)
    }

    /// The class of `name` or `self.name` spanning `r`, as `receiverType` finds it.
    private func nameType(_ r: TokenRange, _ tree: SyntaxTree) -> String? {
        guard r.count == 1 || (r.count == 3 && tree.keyword(r.lowerBound) == .self) else { return nil }
        return receiverType(endingAt: r.upperBound - 1, in: tree)
    }

    /// `addSubview(x)`, `view.addSubview(x)`, `stack.addArrangedSubview(x)`, `addChild(x)`
    /// where `x` is a stored property or local of a type the code shows: (adding class,
    /// added class, `subviews` or `children`).
    private func addedSubviews(in file: ParsedFile) -> [(String, String, String)] {
        let tree = file.tree
        var result: [(String, String, String)] = []
        for ci in tree.callIndices(named: ["addSubview", "addArrangedSubview", "addChild"]) {
            let c = tree.calls[ci]
            guard c.arguments.count == 1, let arg = c.arguments.first, arg.labelToken == nil,
                  let type = tree.innermostType(containing: c.nameToken), let added = nameType(arg.value, tree) else { continue }
            let ownerName = ProjectIndex.simpleName(type.name)
            result.append((ownerName, added, tree.tokenIs(c.nameToken, "addChild") ? "children" : "subviews"))
        }
        return result
    }
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
