import FlowLintKit

/// An expression that denotes `self` or something `self` keeps alive.
struct OwnedPath {
    enum Kind: Equatable {
        /// `self` itself (an implicit or explicit receiver).
        case selfItself
        /// A property of self: `handler`, `self.handler`.
        case selfProperty
        /// Reached through a property of self: `viewModel.onChange`, `navigationItem.rightBarButtonItem`.
        case owned
        /// A cell or supplementary view dequeued from a table/collection view.
        case cell
        /// A process-lifetime singleton (`SessionStore.shared`) or something it keeps.
        case singleton
        /// A static property of a type of the tree (`Self.onSignOut`, `AppState.handler`).
        case staticProperty
    }
    var kind: Kind
    var text: String

    var description: String {
        switch kind {
        case .selfItself: return "self"
        case .selfProperty: return "'\(text)', a property of self"
        case .owned: return "'\(text)', which self owns"
        case .cell: return "'\(text)', on a cell that self's table or collection view keeps"
        case .singleton: return "'\(text)', a process-lifetime singleton"
        case .staticProperty: return "'\(text)', a static property that lives as long as the process"
        }
    }
}

/// Where the value of an expression goes.
enum Destination {
    case owned(OwnedPath)
    /// The initial value of a stored instance property (`lazy var b = UIButton(…)`).
    case property(Declaration)
    /// A statement on its own, or `_ = …`.
    case discarded
    /// `let name = …` (the binding's name token).
    case local(Int)
    case returned
    /// An argument of a call (index into `tree.calls`).
    case argument(Int)
    /// An element of an array literal opened at the given `[`.
    case arrayElement(Int)
    case unknown
}

/// Decides whether a closure (or the object built around it) is kept alive by `self`.
final class HolderFinder {
    let model: FileModel
    let tree: SyntaxTree
    let index: ProjectIndex
    private let nonEscapingList: [String], oneShotList: [String], storingList: [String]
    /// The option lists as sets, built only when a closure argument needs them.
    lazy var nonEscaping: Set<String> = Set(nonEscapingList)
    lazy var oneShot: Set<String> = Set(oneShotList)
    lazy var storingNames: Set<String> = Set(storingList)

    private lazy var assignmentByEqual: [Int: Int] = {
        var map: [Int: Int] = [:]
        for (k, a) in tree.assignments.enumerated() { map[a.equalToken] = k }
        return map
    }()
    private lazy var argumentByStart: [Int: Int] = {
        var map: [Int: Int] = [:]
        for (k, c) in tree.calls.enumerated() {
            for arg in c.arguments where !arg.value.isEmpty { map[arg.value.lowerBound] = k }
        }
        return map
    }()
    private lazy var statementStarts: Set<Int> = Set(tree.statements.map { $0.range.lowerBound })

    /// Calls that hand an object (a UIAction, a control) to a receiver that keeps it.
    static let attachNames: Set<String> = [
        "addAction", "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "addInteraction",
        "setRightBarButton", "setLeftBarButton", "setRightBarButtonItems", "setLeftBarButtonItems", "setMenu",
    ]
    /// Framework types whose initializers keep a closure argument.
    static let closureHoldingConstructors: Set<String> = ["UIAction", "UIDeferredMenuElement"]
    /// Properties every view controller / view / cell owns, inherited from UIKit.
    static let uikitOwnedProperties: Set<String> = [
        "navigationItem", "view", "contentView", "tabBarItem", "backgroundView", "selectedBackgroundView", "layer",
    ]

    init(model: FileModel, nonEscaping: [String], oneShot: [String], storing: [String]) {
        self.model = model
        self.tree = model.tree
        self.index = model.index
        self.nonEscapingList = nonEscaping
        self.oneShotList = oneShot
        self.storingList = storing
    }

    // MARK: Closures

    /// A sentence fragment saying what keeps the closure (`is stored in 'x', a property of self`),
    /// or nil when nothing `self` owns keeps it.
    func holder(of c: Closure, _ ctx: FileModel.Context) -> String? {
        if c.isImmediatelyApplied { return nil }
        switch c.use {
        case .assigned(let a):
            let asg = tree.assignments[a]
            guard asg.rhs.lowerBound == c.leftBrace, asg.rhs.upperBound <= c.rightBrace + 1 else { return nil }
            guard let path = ownedPath(asg.lhs, ctx, forAssignment: true) else { return nil }
            if ctx.facts.classness == .unknown && path.kind != .selfProperty { return nil }
            // Foundation sets an `Operation`'s `completionBlock` to nil once it starts running.
            if tree.isToken(asg.lhs.upperBound - 1, "completionBlock"), isOperation(ProjectIndex.simpleName(ctx.typeDecl.name)) { return nil }
            return "is stored in \(path.description)"
        case .initialValue(let d):
            guard ctx.facts.classness == .yes, isStoredMember(d, ctx) else { return nil }
            return "is stored in '\(d.name)', a property of self"
        case .argument(let ci, _, _):
            guard ctx.facts.classness == .yes else { return nil }
            return holderOfArgument(c, call: ci, ctx)
        default:
            return nil
        }
    }

    /// Whether the class is Foundation's `Operation` or a subclass of it (through classes of the tree).
    func isOperation(_ typeName: String) -> Bool {
        let operations = HolderFinder.operationClasses
        return index.superclassChain(of: typeName).contains { t in operations.contains(t) || index.inheritedNames(of: t).contains(where: operations.contains) }
    }

    static let operationClasses: Set<String> = ["Operation", "BlockOperation", "NSOperation", "NSBlockOperation"]

    /// A timer block that invalidates the timer it receives (`{ timer in … timer.invalidate() }`,
    /// `$0.invalidate()`): the timer stops itself, and the run loop then releases the block.
    func invalidatesOwnTimer(_ c: Closure) -> Bool {
        let param = c.parameterNames.first.flatMap { $0 == "_" ? nil : $0 }
        let body = c.bodyRange
        let name = param ?? (c.parameterNames.isEmpty ? "$0" : nil)
        guard let name else { return false }
        for k in body.indices where tree.tokenIs(k, name) {
            var next = k + 1
            if tree.kind(next) == .postfixQuestion { next += 1 }
            if next + 1 < body.upperBound, tree.kind(next) == .dot, tree.tokenIs(next + 1, "invalidate") { return true }
        }
        return false
    }

    func isStoredMember(_ d: Declaration, _ ctx: FileModel.Context) -> Bool {
        d.kind == .variable && !d.isLocal && !d.modifiers.isTypeMember && d.parent === ctx.typeDecl
            && (d.accessorKind == .stored || d.accessorKind == .observed)
    }

    private func holderOfArgument(_ c: Closure, call ci: Int, _ ctx: FileModel.Context) -> String? {
        let call = tree.calls[ci]
        let nameToken = call.nameToken
        let name = tree.text(nameToken)
        if name == "Task" || name == "detached", let sequence = endlessAsyncLoop(in: c) {
            return "is the body of a Task that loops over '\(sequence)' with 'for await', an async sequence that does not end on its own,"
        }
        if oneShot.contains(name) { return nil }
        if let kept = pipelineKeeper(call: ci, ctx) {
            return kept.published ? "is kept by a Combine subscription tied to \(kept.keeper)," : "is kept by a subscription stored in \(kept.keeper),"
        }
        if nonEscaping.contains(name) { return nil }

        switch name {
        case "addObserver" where call.argument(labeled: "forName") != nil:
            switch resolved(destination(of: ci, ctx), ctx) {
            case .owned, .property, .discarded:
                return "is registered with NotificationCenter (addObserver(forName:object:queue:using:)), which keeps it until the observer is removed,"
            default:
                return nil
            }
        case "scheduledTimer" where call.argument(labeled: "withTimeInterval") != nil || call.argument(labeled: "fire") != nil:
            guard let r = call.argument(labeled: "repeats"), r.value.count == 1, tree.keyword(r.value.lowerBound) == .true else { return nil }
            if invalidatesOwnTimer(c) { return nil }
            return "is the block of a repeating Timer, which the run loop keeps until the timer is invalidated,"
        case "Timer" where call.argument(labeled: "repeats") != nil:
            guard let r = call.argument(labeled: "repeats"), r.value.count == 1, tree.keyword(r.value.lowerBound) == .true else { return nil }
            if invalidatesOwnTimer(c) { return nil }
            let kept = resolved(destination(of: ci, ctx), ctx)
            // A `weak` property keeps nothing (`private weak var timer: Timer?`): the run loop
            // keeps the timer until it is invalidated, and there is no cycle through self.
            if case .property(let decl) = kept, decl.modifiers.contains(.weak) || decl.modifiers.contains(.unowned) { return nil }
            guard let keeper = keptBy(kept, ctx) else { return nil }
            return "is the block of a repeating Timer stored in \(keeper),"
        case "observe":
            guard let first = call.arguments.first, first.label == nil, tree.kind(first.value.lowerBound) == .backslash else { return nil }
            guard let kept = keptBy(resolved(destination(of: ci, ctx), ctx), ctx) else { return nil }
            return "is the change handler of a KVO observation stored in \(kept),"
        case "append", "insert":
            // RxSwift's `disposeBag.insert { … }` runs its result-builder closure once (a
            // ReactiveSwift `Bag`'s `insert` keeps its closure: still reported).
            if name == "insert", call.argument(labeled: "at") == nil, isDisposeBag(receiver(of: call)) { return nil }
            guard let recv = receiver(of: call), !recv.isEmpty, let path = ownedPath(recv, ctx, forAssignment: false) else { return nil }
            return "is added to \(path.description),"
        case _ where HolderFinder.reactiveObserverNames.contains(name) && importsReactiveSwift:
            return reactiveObserverHolder(call, name: name, ctx)
        default:
            break
        }
        if HolderFinder.closureHoldingConstructors.contains(name) {
            guard let kept = objectKeeper(startingAt: ci, ctx) else { return nil }
            return "is the handler of a \(name) kept by \(kept),"
        }
        if storingNames.contains(name) {
            guard let recv = receiver(of: call), let path = receiverPath(recv, ctx) else { return nil }
            return "is passed to '\(name)' and kept by \(path.description),"
        }
        // Functions of the tree that store their @escaping closure in a property.
        if tree.isCapitalizedWord(nameToken) {
            guard let sfs = index.storingFunctions["init"],
                  sfs.contains(where: { $0.typeName == name && storesClosure(c, call: call, $0) }) else { return nil }
            guard let kept = objectKeeper(startingAt: ci, ctx) else { return nil }
            return "is kept by the '\(name)' it is passed to, which is kept by \(kept),"
        }
        guard let sfs = index.storingFunctions[name] else { return nil }
        // A function that only queues the closure until a moment comes, then runs and drops it
        // (`doOnCoreQueue`: run now, or appended to a list drained when the core starts), keeps it
        // no longer than a one-shot call does.
        let matching = sfs.filter { sf in storesClosure(c, call: call, sf) && !onlyQueues(sf) }
        guard !matching.isEmpty, let recv = receiver(of: call), let path = receiverPath(recv, ctx) else { return nil }
        let receiverType: String?
        switch path.kind {
        case .selfItself: receiverType = nil
        default: receiverType = receiverTypeName(recv, ctx)
        }
        let fits = matching.contains { sf in
            if path.kind == .selfItself { return sf.typeName.map { ctx.facts.chain.contains($0) } ?? false }
            guard let t = receiverType, let st = sf.typeName else { return true }
            return t == st || superclasses(of: t).contains(st)
        }
        guard fits else { return nil }
        if path.kind == .selfItself { return "is passed to '\(name)', which stores it in self," }
        return "is passed to '\(name)', which stores it in \(path.description),"
    }

    /// Whether the storing function `sf` only keeps its closure until its type runs and drops
    /// it: every property it stores into is drained by its type (`Teardown.drains`).
    private func onlyQueues(_ sf: StoringFunction) -> Bool {
        guard let type = sf.typeName, !sf.storedProperties.isEmpty else { return false }
        return sf.storedProperties.allSatisfy { property in
            index.memoTable("strong-self-capture.drains", of: Bool.self).value(for: type + "\u{0}" + property) {
                Teardown.drains(property, inType: type, index)
            }
        }
    }

    // MARK: async sequences

    /// `for await … in X` directly in the closure (not in a nested one), where X is an async
    /// sequence that goes on as long as the app does: `NotificationCenter.default.notifications(named:)`,
    /// a publisher's `.values` (`$state.values`), StoreKit's `Transaction.updates`. The Task
    /// keeps its closure, and so `self`, until the loop ends: never. The sequence's text, or nil.
    func endlessAsyncLoop(in c: Closure) -> String? { endlessAsyncLoopToken(in: c)?.sequence }

    /// `endlessAsyncLoop(in:)` with the loop's `for` token.
    func endlessAsyncLoopToken(in c: Closure) -> (sequence: String, forToken: Int)? {
        let body = c.bodyRange
        var k = body.lowerBound
        while k < body.upperBound {
            defer { k += 1 }
            guard tree.keyword(k) == .for, tree.innermostClosure(containing: k) === c else { continue }
            var j = k + 1
            if tree.keyword(j) == .try { j += 1 }
            guard tree.keyword(j) == .await else { continue }
            guard let inToken = (j..<min(body.upperBound, j + 12)).first(where: { tree.keyword($0) == .in }) else { continue }
            // The sequence: from after `in` to the loop body's `{` (at bracket depth 0).
            var e = inToken + 1
            // (`for await x in seq where x.isValid {`: the sequence ends at `where`.)
            while e < body.upperBound, tree.kind(e) != .leftBrace, tree.keyword(e) != .where {
                if let kind = tree.kind(e), kind == .leftParen || kind == .leftBracket, let close = tree.partner(e) { e = close }
                e += 1
            }
            let sequence = TokenRange(inToken + 1, e)
            guard !sequence.isEmpty, isEndlessSequence(sequence) else { continue }
            // `for await _ in center.notifications(named: .didFetch) { break }`: waits for one.
            if leavesOnFirstElement(loopFrom: e) { continue }
            return (tree.compactText(of: sequence), k)
        }
        return nil
    }

    /// In a `[weak self]` closure, `guard let self` (or `if let self`, `let strongSelf = self`)
    /// before token `limit`, directly in the closure: the token of `self` so re-bound, or nil.
    func strongRebindingOfSelf(in c: Closure, before limit: Int) -> Int? {
        for k in c.bodyRange.lowerBound..<limit where tree.keyword(k) == .let && tree.innermostClosure(containing: k) === c {
            if tree.keyword(k + 1) == .self { return k + 1 }
            if tree.kind(k + 1) == .identifier, tree.kind(k + 2) == .equal, tree.keyword(k + 3) == .self,
               tree.kind(k + 4) != .dot { return k + 3 }
        }
        return nil
    }

    /// Whether the loop whose `where` clause or body starts at `start` always leaves during its
    /// first pass: its body has a `break` or `return` outside nested braces and no `continue`
    /// before it there. The Task then ends after one element.
    private func leavesOnFirstElement(loopFrom start: Int) -> Bool {
        var open = start
        while open < tree.tokens.count, tree.kind(open) != .leftBrace { open += 1 }
        guard let close = tree.partner(open), close > open else { return false }
        var k = open + 1
        while k < close {
            if tree.kind(k) == .leftBrace || tree.kind(k) == .leftParen || tree.kind(k) == .leftBracket, let m = tree.partner(k), m > k {
                k = m + 1
                continue
            }
            if tree.keyword(k) == .continue { return false }
            if tree.keyword(k) == .break || tree.keyword(k) == .return { return true }
            k += 1
        }
        return false
    }

    private func isEndlessSequence(_ r: TokenRange) -> Bool {
        let last = r.upperBound - 1
        if tree.isToken(last, "values") && tree.kind(last - 1) == .dot { return true }
        if tree.isToken(last, "updates") && tree.isToken(last - 2, "Transaction") { return true }
        return r.indices.contains { tree.isToken($0, "notifications") && tree.kind($0 + 1) == .leftParen && tree.isToken($0 + 2, "named") }
    }

    // MARK: ReactiveSwift

    /// ReactiveSwift calls that add an observer to a signal (or start a producer with one): the
    /// signal keeps the observer, and its closure, until it completes or is interrupted.
    static let reactiveObserverNames: Set<String> = [
        "observeValues", "observeResult", "observeCompleted", "observeFailed", "observeInterrupted",
        "startWithValues", "startWithResult", "startWithCompleted", "startWithFailed", "startWithInterrupted",
    ]
    /// Operators that end a signal early on the observer's behalf: the framework's own teardown.
    static let reactiveEndingOperators: Set<String> = ["take", "prefix", "first"]

    /// Whether the file imports ReactiveSwift or ReactiveCocoa (the names above are theirs).
    private lazy var importsReactiveSwift: Bool = tree.declarations.contains {
        $0.kind == .import && ($0.name == "ReactiveSwift" || $0.name == "ReactiveCocoa")
    }

    /// `viewModel.outputs.isValid.observeValues { self… }`: the signal is reached through what self
    /// owns, so self → view model → signal → observer → self. Not when the chain ends the signal
    /// early (`take(during: reactive.lifetime)`, `take(until:)`, `take(first: 1)`): ReactiveSwift
    /// then disposes of the observer itself.
    private func reactiveObserverHolder(_ call: Call, name: String, _ ctx: FileModel.Context) -> String? {
        guard let recv = receiver(of: call), !recv.isEmpty else { return nil }
        for other in tree.calls where recv.contains(other.nameToken) && HolderFinder.reactiveEndingOperators.contains(tree.text(other.nameToken)) {
            return nil
        }
        guard let root = reactiveChainRoot(recv), let path = ownedPath(root, ctx, forAssignment: false) else { return nil }
        return "is observed by '\(name)' on a signal of \(path.description) (the signal keeps its observers until it completes),"
    }

    /// The part of a receiver chain before its first call (`viewModel.outputs.isValid` of
    /// `viewModel.outputs.isValid.producer.skipRepeats()`, minus `.producer` and `.signal`).
    private func reactiveChainRoot(_ r: TokenRange) -> TokenRange? {
        var end = r.upperBound
        if let first = tree.calls.first(where: { r.contains($0.nameToken) && ($0.leftParen != nil || !$0.trailingClosures.isEmpty) }) {
            end = first.nameToken - 1
        }
        while end - 2 >= r.lowerBound, tree.kind(end - 2) == .dot, tree.isToken(end - 1, "producer") || tree.isToken(end - 1, "signal") { end -= 2 }
        guard end > r.lowerBound, tree.kind(end - 1) == .identifier || tree.keyword(end - 1) == .self else { return nil }
        return TokenRange(r.lowerBound, end)
    }

    // MARK: Combine

    /// The subscriber (`sink`, `assign`, …) of the publisher chain that call `ci` is part of,
    /// at or after `ci`, with a chained `.store(in:)`/`.disposed(by:)` argument and the end of
    /// the chain. Nil when there is no subscriber, or when `ci` is a Sequence method whose
    /// result only later becomes a publisher (`.publisher`).
    func pipeline(call ci: Int) -> (subscriber: Int, storeTarget: Argument?, end: Int)? {
        var subscriber = ProjectIndex.subscriberNames.contains(tree.text(tree.calls[ci].nameToken)) ? ci : -1
        var sawSequenceBridge = false
        var subscribesAfterBridge = false
        var storeTarget: Argument?
        let end = tree.walkMemberChain(after: tree.calls[ci].endToken) { name, k in
            guard let k else {
                if tree.tokenIs(name, "publisher") || tree.tokenIs(name, "values") { sawSequenceBridge = true }
                return true
            }
            if subscriber < 0 && ProjectIndex.subscriberNames.contains(tree.text(name)) {
                if sawSequenceBridge { subscribesAfterBridge = true; return false }
                subscriber = k
            }
            if let arg = tree.bagArgument(of: tree.calls[k]) { storeTarget = arg }
            return true
        }
        if subscribesAfterBridge { return nil }
        return subscriber >= 0 ? (subscriber, storeTarget, end) : nil
    }

    /// How many functions deep a one-shot publisher is followed.
    static let oneShotDepth = 6

    /// Whether the chain around call `ci` (from its root to `end`) is a one-shot publisher:
    /// it names one, or starts with a call of a function of the tree whose every declaration
    /// returns one (`ImageService.shared.fetchImage(…)` built on `dataTaskPublisher`).
    private func isOneShotPipeline(call ci: Int, end: Int) -> Bool {
        if HolderFinder.namesOneShotPublisher(from: tree.calls[ci].calleeStart, to: end, in: tree, index, depth: 0) { return true }
        return HolderFinder.rootCallReturnsOneShot(from: tree.calls[ci].calleeStart, to: end, in: tree, index, depth: 0)
    }

    /// The first call of a function in the chain `start ..< end` (`provider.save(settings: s)`
    /// in `provider.save(settings: s).receive(on: …)`): whether every declaration of the tree
    /// with its name and labels returns a one-shot publisher.
    static func rootCallReturnsOneShot(from start: Int, to end: Int, in tree: SyntaxTree, _ index: ProjectIndex, depth: Int) -> Bool {
        func isOneShot(_ r: TokenRange) -> Bool {
            depth < HolderFinder.oneShotDepth && (namesOneShotPublisher(from: r.lowerBound, to: r.upperBound, in: tree, index, depth: depth + 1)
                || rootCallReturnsOneShot(from: r.lowerBound, to: r.upperBound, in: tree, index, depth: depth + 1))
        }
        // `output.artist.map { … }.bind(onNext: { self… })`: another object's property whose
        // every value is one-shot (`self.artist = Observable.just(artist)`).
        if depth < HolderFinder.oneShotDepth, let values = memberPropertyValues(root: start, in: tree, index), !values.isEmpty,
           values.allSatisfy({ site, value in
               namesOneShotPublisher(from: value.lowerBound, to: value.upperBound, in: site.file.tree, index, depth: depth + 1)
           }) { return true }
        // `let listing = … .collect(); cancellable = listing.sink { self… }`.
        if let initializer = localLetInitializer(root: start, in: tree) { return isOneShot(initializer) }
        // A property of the type whose getter or initial value is such a chain (`var form:
        // AnyPublisher<…> { app.publisher(for: …).prefix(1).eraseToAnyPublisher() }`); otherwise
        // the chain's calls tell (`provider.fetchLimits()` on a stored `provider`).
        if let value = ownPropertyPublisher(root: start, in: tree, index), isOneShot(value) { return true }
        var k = start
        while k < end, tree.kind(k) == .identifier || tree.kind(k) == .dot || tree.keyword(k) == .self
            || tree.kind(k) == .postfixQuestion || tree.kind(k) == .postfixExclaim || tree.kind(k) == .leftParen {
            if tree.kind(k) == .leftParen, let close = tree.partner(k) {
                // A construction on the way (`NightscoutAPI(url: url).check()`): look past it.
                k = close + 1
                continue
            }
            // `fetch(…)`, or `asFuture { … }` called with only a trailing closure.
            if tree.kind(k) == .identifier, tree.kind(k + 1) == .leftParen || (tree.kind(k + 1) == .leftBrace && tree.call(named: k) != nil),
               tree.kind(k - 1) == .dot || k == start,
               !(tree.text(k).first?.isUppercase ?? false) {
                let labels = tree.call(named: k)?.argumentLabels
                // `SocketRequest(name: …).publisher()`: the method of the class just made.
                var receiver: String?
                if tree.kind(k - 1) == .dot, tree.kind(k - 2) == .rightParen, let open = tree.partner(k - 2),
                   let made = ProjectIndex.constructedClass(at: open - 1, tree) { receiver = made }
                return returnsOneShotPublisher(tree.text(k), labels: labels, on: receiver, index, depth: depth)
            }
            k += 1
        }
        return false
    }

    /// Every implementation in the tree of the function `name` (with these argument labels and
    /// a result) returns a one-shot publisher: its declared result is `Future`, `Single`, `Maybe` or
    /// `Completable`, or each of its `return`s (or its single-expression body) names one or
    /// calls such a function first, `oneShotDepth` functions deep at most; failing that, it is
    /// declared to return a publisher that can fail and returns nothing known to go on
    /// (`failingRequestPublisher`). Memoized per name, labels, receiver and depth: the same
    /// functions are asked about from many pipelines.
    static func returnsOneShotPublisher(_ name: String, labels: [String?]?, on receiver: String? = nil, _ index: ProjectIndex,
                                        depth: Int) -> Bool {
        guard depth < HolderFinder.oneShotDepth, index.functions[name] != nil else { return false }
        let key = name + "(" + (labels.map { $0.map { ($0 ?? "_") + ":" }.joined() } ?? "*") + ")" + (receiver ?? "") + "#" + String(depth)
        return index.memoized("strong-self-capture.one-shot-function", key, as: Bool.self) {
            oneShotImplementations(name, labels: labels, on: receiver, index, depth: depth)
        }
    }

    /// The implementations in the tree, outside test code, of the function `name` that a call
    /// with these argument labels may subscribe to: they have a body and a result, and are not
    /// `async` (awaited, not subscribed to). A test double (`MockVPNManager`) never runs in the app.
    static func subscribableImplementations(_ name: String, labels: [String?]?, _ index: ProjectIndex) -> [DeclarationSite] {
        (index.functions[name] ?? []).filter { site in
            site.declaration.body != nil && site.declaration.returnType != nil && !site.file.isTestFile
                && !site.file.isInTestDeclaration(site.declaration.keywordToken)
                && labels.map { site.declaration.accepts(argumentLabels: $0) } ?? true
                && !isAsync(site.declaration, site.file.tree)
        }
    }

    private static func oneShotImplementations(_ name: String, labels: [String?]?, on receiver: String?, _ index: ProjectIndex,
                                               depth: Int) -> Bool {
        var implementations = subscribableImplementations(name, labels: labels, index)
        // Called on an object of a class the code shows: that class's own method, when it
        // declares one (an inherited one is any of them).
        if let receiver {
            let own = implementations.filter { $0.declaration.enclosingType.map { ProjectIndex.simpleName($0.name) } == receiver }
            if !own.isEmpty { implementations = own }
        }
        guard !implementations.isEmpty else { return false }
        return implementations.allSatisfy { site in
            let t = site.file.tree
            let d = site.declaration
            if let r = d.returnType, let first = r.indices.first(where: { t.kind($0) == .identifier }),
               ["Future", "Single", "Maybe", "Completable"].contains(t.text(first)) { return true }
            guard let body = d.body else { return false }   // `{` … `}`
            let inner = TokenRange(body.lowerBound + 1, body.upperBound - 1)
            let followed = returnedExpressions(in: inner, t).allSatisfy { start, end in
                HolderFinder.namesOneShotPublisher(from: start, to: end, in: t, index, depth: depth + 1)
                    || rootCallReturnsOneShot(from: start, to: end, in: t, index, depth: depth + 1)
                    || returnsOwnFinishedSubject(at: start, in: inner, t)
            }
            return followed || failingRequestPublisher(d, t, index, depth: depth)
        }
    }

    /// Whether `d` is declared to return `AnyPublisher<Value, Failure>` (the whole result) with a
    /// failure other than `Never`, and returns nothing known to go on: its name does not start
    /// with `observe`, `subscribe`, `watch`, `listen`, `stream` or `monitor`, and no `return`
    /// reads a source that never ends (`knownEndless`). A publisher that can fail is written for
    /// work that ends: a failure ends it, so a stream meant to last has `Never`. Asked only when
    /// the body could not be followed to a one-shot publisher (protocols, overloads and mocks on
    /// the way; decided on real code, 2026-12-07: requests behind use case → repository →
    /// service → network chains of five apps, 15 judged wrong, none correct).
    static func failingRequestPublisher(_ d: Declaration, _ t: SyntaxTree, _ index: ProjectIndex, depth: Int) -> Bool {
        guard let r = d.returnType, let first = r.indices.first(where: { t.kind($0) == .identifier }),
              t.isToken(first, "AnyPublisher"), let close = genericClose(after: first, in: r, t),
              close == r.upperBound - 1 || (close == r.upperBound - 2 && t.kind(r.upperBound - 1) == .postfixQuestion)
        else { return false }
        var last = close - 1
        while last > first, t.kind(last) != .identifier { last -= 1 }
        guard last > first, !t.isToken(last, "Never") else { return false }
        let streamWords = ["observe", "subscribe", "watch", "listen", "stream", "monitor"]
        guard !streamWords.contains(where: { d.name.hasPrefix($0) }), let body = d.body else { return false }
        let inner = TokenRange(body.lowerBound + 1, body.upperBound - 1)
        return !returnedExpressions(in: inner, t).contains { start, end in knownEndless(from: start, to: end, of: d, t, index, depth: depth) }
    }

    /// The token that closes the generic arguments right after the type name at `name`, within
    /// `range` (an operator token may close several: `>>`), or nil.
    static func genericClose(after name: Int, in range: TokenRange, _ t: SyntaxTree) -> Int? {
        var depth = 0
        for k in (name + 1)..<range.upperBound {
            guard t.kind(k) == .operator else { if depth == 0 { return nil }; continue }
            for c in t.text(k).utf8 { if c == UInt8(ascii: "<") { depth += 1 } else if c == UInt8(ascii: ">") { depth -= 1 } }
            if depth <= 0 { return k }
        }
        return nil
    }

    /// Whether the returned expression `start ..< end` of `d` reads a source that never ends: a
    /// notification, KVO or timer publisher, a subject or relay (by name), a `$published`
    /// property, a stored property of `d`'s type declared or made as a publisher, subject or
    /// relay, or a call of a function of the tree one of whose implementations returns such a
    /// source (a use case handing on its repository's stream). Closures inside the expression
    /// are not read.
    static func knownEndless(from start: Int, to end: Int, of d: Declaration, _ t: SyntaxTree, _ index: ProjectIndex, depth: Int) -> Bool {
        // Memoized per place and depth: many pipelines reach the same functions.
        index.memoized("strong-self-capture.known-endless", t.source.path + ":" + String(start) + "-" + String(end) + "#" + String(depth), as: Bool.self) {
            readsEndlessSource(from: start, to: end, of: d, t, index, depth: depth)
        }
    }

    private static func readsEndlessSource(from start: Int, to end: Int, of d: Declaration, _ t: SyntaxTree, _ index: ProjectIndex, depth: Int) -> Bool {
        var k = start
        while k < end {
            defer { k += 1 }
            // What a closure does on the side (`handleEvents { self.loading.send(true) }`) is not
            // what the expression returns.
            if t.kind(k) == .leftBrace, let close = t.partner(k), close > k { k = close; continue }
            guard t.kind(k) == .identifier else { continue }
            let text = t.text(k)
            // `$items` (a `@Published` property's publisher), not a closure's `$0`.
            let published = text.hasPrefix("$") && text.dropFirst().first.map { !$0.isNumber } == true
            if published || namesSubjectOrRelay(text, anyCase: true) { return true }
            if ["Timer", "autoconnect", "interval", "notifications"].contains(text) { return true }
            if text == "publisher", t.kind(k + 1) == .leftParen, t.isToken(k + 2, "for") { return true }
        }
        var root = start
        if t.keyword(root) == .self, t.kind(root + 1) == .dot { root += 2 }
        if t.kind(root) == .identifier, root == start || t.kind(root - 1) == .dot, storedStateProperty(t.text(root), of: d, index) { return true }
        // The first call of a function of the tree: one of its implementations returns an endless source.
        guard depth + 1 < HolderFinder.oneShotDepth else { return false }
        k = start
        while k < end, t.kind(k) == .identifier || t.kind(k) == .dot || t.keyword(k) == .self || t.kind(k) == .postfixQuestion {
            if t.kind(k) == .identifier, t.kind(k + 1) == .leftParen, index.functions[t.text(k)] != nil {
                let implementations = subscribableImplementations(t.text(k), labels: t.call(named: k)?.argumentLabels, index)
                // One implementation that goes on (the live one beside a preview's `Just`) is enough.
                return implementations.contains { site in
                    guard let body = site.declaration.body else { return false }
                    let inner = TokenRange(body.lowerBound + 1, body.upperBound - 1)
                    return returnedExpressions(in: inner, site.file.tree).allSatisfy { s, e in
                        knownEndless(from: s, to: e, of: site.declaration, site.file.tree, index, depth: depth + 1)
                    }
                }
            }
            k += 1
        }
        return false
    }

    /// Whether `word` names a subject or a relay (`PassthroughSubject`, `BehaviorRelay`,
    /// `loadingSubject`; with `anyCase`, also a property named `subject` or `relay`): sources that
    /// go on until their owner stops sending. The one spelling of that test for the rule.
    static func namesSubjectOrRelay(_ word: String, anyCase: Bool = false) -> Bool {
        word.hasSuffix("Subject") || word.hasSuffix("Relay") || (anyCase && (word.hasSuffix("subject") || word.hasSuffix("relay")))
    }

    /// Whether written type text (`CurrentValueSubject<Int, Never>`, `PublishRelay<Void>?`)
    /// names a subject or a relay anywhere in it.
    static func writesSubjectOrRelay(_ type: String) -> Bool {
        type.contains("Subject") || type.contains("Relay")
    }

    /// Whether the type around `d` has a stored property `name` that is a subject or relay (its
    /// type or initial value says so) or `@Published`.
    static func storedStateProperty(_ name: String, of d: Declaration, _ index: ProjectIndex) -> Bool {
        guard let type = d.enclosingType else { return false }
        let sites = index.types[ProjectIndex.simpleName(type.name)] ?? []
        return sites.contains { site in
            site.declaration.members.contains { m in
                guard m.kind == .variable, m.name == name, !m.modifiers.isTypeMember else { return false }
                if m.hasAttribute("Published") { return true }
                let tree = site.file.tree
                if let type = m.typeText, writesSubjectOrRelay(type) || type.contains("Publisher") { return true }
                return m.initializer.map { value in value.indices.contains { tree.kind($0) == .identifier && namesSubjectOrRelay(tree.text($0)) } } ?? false
            }
        }
    }

    /// Whether the returned expression at `start` is a subject the function makes itself
    /// (`let subject = PassthroughSubject<…>()`, or a `CurrentValueSubject`), or a chain on it
    /// (`subject.eraseToAnyPublisher()`), and the function's code finishes it (`subject.send(
    /// completion: …)`, in a callback or a `Task` too): its subscribers get their closures let go.
    static func returnsOwnFinishedSubject(at start: Int, in body: TokenRange, _ tree: SyntaxTree) -> Bool {
        guard tree.kind(start) == .identifier, tree.kind(start - 1) != .dot else { return false }
        var made = false, finished = false
        for k in body.indices where tree.sameText(k, start) && tree.kind(k - 1) != .dot {
            if tree.kind(k + 1) == .equal, tree.keyword(k - 1) == .let || tree.keyword(k - 1) == .var,
               tree.isToken(k + 2, "PassthroughSubject") || tree.isToken(k + 2, "CurrentValueSubject") { made = true }
            if tree.kind(k + 1) == .dot, tree.isToken(k + 2, "send"), tree.kind(k + 3) == .leftParen, tree.isToken(k + 4, "completion") {
                finished = true
            }
        }
        return made && finished
    }

    /// The token ranges of what code `body` returns: each `return` up to the next one (outside
    /// nested closures), or the whole body of a single expression.
    static func returnedExpressions(in body: TokenRange, _ tree: SyntaxTree) -> [(Int, Int)] {
        let closures = tree.closures.filter { body.contains($0.leftBrace) }.map(\.range)
        let returns = body.indices.filter { k in tree.keyword(k) == .return && !closures.contains { $0.contains(k) } }
        let starts = returns.isEmpty ? [body.lowerBound] : returns.map { $0 + 1 }
        let ends = returns.isEmpty ? [body.upperBound] : Array(returns.dropFirst()) + [body.upperBound]
        return Array(zip(starts, ends))
    }

    /// When the chain at `root` starts with a local constant (`listing` in `listing.sink { … }`),
    /// the tokens of its initializer (`let listing = Publishers.MergeMany(loads).collect()`).
    /// The getter body of a computed property, or the initial value of a `let`, of the type
    /// around `root` that `root` (`form.sink`, `self.form.sink`) names, declared in the same file
    /// and not a local.
    static func ownPropertyPublisher(root: Int, in tree: SyntaxTree, _ index: ProjectIndex) -> TokenRange? {
        var name = root
        if tree.keyword(root) == .self, tree.kind(root + 1) == .dot { name = root + 2 }
        guard tree.kind(name) == .identifier, tree.kind(name + 1) == .dot, tree.kind(root - 1) != .dot,
              tree.binding(of: name) == nil, let type = tree.innermostType(containing: root) else { return nil }
        let text = tree.text(name)
        guard let p = type.members.first(where: { $0.kind == .variable && $0.name == text && !$0.modifiers.isTypeMember }) else { return nil }
        // The bare getter (`var form: … { chain }`): its one body is the expression.
        if p.accessorKind == .computed, p.accessorBodies.count == 1, let body = p.accessorBodies.first {
            return tree.kind(body.lowerBound) == .leftBrace ? TokenRange(body.lowerBound + 1, body.upperBound - 1) : body
        }
        if p.accessorKind == .stored, p.isLet, let value = p.initializer { return value }
        return nil
    }

    /// Names of reactive sequence types a property may be declared with.
    static let sequenceTypeWords = ["Observable", "Driver", "Signal", "Single", "Maybe", "Infallible", "Publisher", "Subject", "Relay"]

    /// For a chain that reads a property of another object (`output.artist.map { … }`, the
    /// member before the first call): the values the tree gives every stored instance `let` of
    /// that name declared as a reactive sequence (`let artist: Observable<Artist>`), its
    /// initial value and what its type's initializers assign it (`self.artist =
    /// Observable.just(artist)`). Nil when one is assigned anywhere else, or none is declared.
    static func memberPropertyValues(root: Int, in tree: SyntaxTree, _ index: ProjectIndex) -> [(DeclarationSite, TokenRange)]? {
        guard tree.kind(root) == .identifier, tree.keyword(root) == .none, tree.kind(root - 1) != .dot else { return nil }
        var k = root
        while tree.kind(k + 1) == .dot, tree.kind(k + 2) == .identifier, tree.kind(k + 3) == .dot { k += 2 }
        guard k > root, tree.kind(k + 3) != .dot else { return nil }
        let name = tree.text(k)
        // Every instance property of that name declared as a sequence (or with no written type),
        // in types and extensions alike: all must be stored `let`s, or nothing is known (a live
        // model's computed `var progress` beside a preview's `let progress = .just(0)`).
        let sites = index.memoized("strong-self-capture.sequence-properties", name, as: [DeclarationSite]?.self) {
            var found: [DeclarationSite] = []
            for site in Array(index.types.values.joined()) + Array(index.extensions.values.joined())
            where site.declaration.kind != .protocol && !site.file.isTestFile {
                for m in site.declaration.members where m.kind == .variable && m.name == name && !m.modifiers.isTypeMember {
                    let tree = site.file.tree
                    let sequence = m.typeText.map { t in sequenceTypeWords.contains { t.contains($0) } }
                        ?? (m.initializer.map { value in value.indices.contains { k in
                            tree.kind(k) == .identifier && (sequenceTypeWords.contains { tree.text(k).contains($0) } || tree.isToken(k, "just")) } } ?? false)
                    guard sequence else { continue }
                    guard m.isLet, m.accessorKind == .stored, m.typeText != nil else { return nil }
                    found.append(DeclarationSite(file: site.file, declaration: m))
                }
            }
            return found
        }
        guard let properties = sites, !properties.isEmpty else { return nil }
        var values: [(DeclarationSite, TokenRange)] = []
        for property in properties {
            if let value = property.declaration.initializer { values.append((property, value)) }
            guard let type = property.declaration.enclosingType else { return nil }
            // A struct with no initializer in its declaration has a memberwise one: any caller
            // may pass the property's value (`Model(artist: relay.asObservable())`).
            if type.kind == .struct, property.declaration.initializer == nil, !type.members.contains(where: { $0.kind == .initializer }) { return nil }
            // Assignments in the type's body and in its extensions' (a struct's `init` may be
            // written in an extension): only initializers may give it a value.
            let owner = ProjectIndex.simpleName(type.name)
            for site in (index.types[owner] ?? []) + (index.extensions[owner] ?? []) {
                let t = site.file.tree
                let d = site.declaration
                for a in t.assignments where d.startToken <= a.lhs.lowerBound && a.lhs.upperBound <= d.endToken {
                    let last = a.lhs.upperBound - 1
                    guard t.tokenIs(last, name), a.lhs.count == 1 || (a.lhs.count == 3 && t.keyword(a.lhs.lowerBound) == .self) else { continue }
                    guard let f = ProjectIndex.innermostDeclaration(containing: last, in: t), f.kind == .initializer else { return nil }
                    values.append((DeclarationSite(file: site.file, declaration: property.declaration), a.rhs))
                }
            }
        }
        return values
    }

    static func localLetInitializer(root: Int, in tree: SyntaxTree) -> TokenRange? {
        guard tree.kind(root) == .identifier, tree.kind(root + 1) == .dot, tree.kind(root - 1) != .dot,
              let b = tree.binding(of: root), b.nameToken < root, tree.keyword(b.nameToken - 1) == .let,
              let statement = tree.statements.first(where: { $0.range.lowerBound == b.nameToken - 1 })
        else { return nil }
        // `let name = …` or `let name: Type = …`, up to the end of the statement.
        var k = b.nameToken + 1
        while k < statement.range.upperBound, tree.kind(k) != .equal {
            if let m = tree.partner(k), m > k { k = m }
            k += 1
        }
        guard k + 1 < statement.range.upperBound else { return nil }
        return TokenRange(k + 1, statement.range.upperBound)
    }

    /// Whether the closure of the switching operator named at token `k` (`flatMap { … }`)
    /// returns a one-shot sequence from each of its `return`s (or its single expression):
    /// `.flatMap { m in switch restore(m) { case .success(let w): return .just(w) … } }`.
    static func switchedSequencesAreOneShot(call k: Int, in tree: SyntaxTree, _ index: ProjectIndex, depth: Int) -> Bool {
        guard depth < HolderFinder.oneShotDepth, let call = tree.call(named: k) else { return false }
        let closureIndex = call.trailingClosures.first.map(\.closure)
            ?? call.arguments.first.flatMap { a in tree.closureIndex(brace: a.value.lowerBound) }
        guard let ci = closureIndex else { return false }
        return returnedExpressions(in: tree.closures[ci].bodyRange, tree).allSatisfy { start, end in
            namesOneShotPublisher(from: start, to: end, in: tree, index, depth: depth + 1)
                || rootCallReturnsOneShot(from: start, to: end, in: tree, index, depth: depth + 1)
        }
    }

    /// Operators that switch to other sequences made from each value (`flatMap`, `switchToLatest`,
    /// `concatMap`, …): after one, the chain ends when those do, whatever came before.
    static let switchingOperators: Set<String> = [
        "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "switchToLatest", "switchMap", "flatMapError",
    ]

    /// Operators that publish only when their upstream finishes (`collect()`, `reduce`,
    /// `count()`, `last()`, RxSwift's `toArray()`): a chain using one is written for an upstream
    /// that finishes, and its subscription ends with it.
    static let finishingOperators: Set<String> = ["collect", "reduce", "count", "last", "toArray"]

    /// Whether function `d` is declared `async` (`func f() async throws -> T`): the effects
    /// written between its parameters and its `->`.
    static func isAsync(_ d: Declaration, _ tree: SyntaxTree) -> Bool {
        guard let result = d.returnType, tree.kind(result.lowerBound - 1) == .arrow else { return false }
        var k = result.lowerBound - 2
        var steps = 0
        while k > d.nameToken, steps < 6 {
            if tree.keyword(k) == .async { return true }
            if tree.kind(k) == .rightParen {
                // `throws(LoadError)`, or the parameter list, where the effects end.
                guard let open = tree.partner(k), tree.keyword(open - 1) == .throws else { return false }
                k = open - 1
            } else {
                k -= 1
            }
            steps += 1
        }
        return false
    }

    /// Whether the tokens from `start` to `end`, outside nested brackets and closures, name a
    /// one-shot publisher (`dataTaskPublisher`, `Just`, `Future`, `.first()`, …) or an operator
    /// that waits for its upstream to finish (`.collect()`, `.reduce(…)`).
    static func namesOneShotPublisher(from start: Int, to end: Int, in tree: SyntaxTree, _ index: ProjectIndex, depth: Int) -> Bool {
        var found = false
        var k = start
        while k < end {
            if let m = tree.partner(k), m > k, tree.kind(k) == .leftBrace || tree.kind(k) == .leftParen || tree.kind(k) == .leftBracket {
                k = m + 1
                continue
            }
            // `Deferred { Future { … } }`: one-shot when what its closure makes is.
            if tree.isToken(k, "Deferred"), tree.kind(k + 1) == .leftBrace, let close = tree.partner(k + 1), close > k {
                if namesOneShotPublisher(from: k + 2, to: close, in: tree, index, depth: depth) { found = true }
                k = close + 1
                continue
            }
            if tree.kind(k) == .identifier && tree.kind(k + 1) != .colon {
                if HolderFinder.switchingOperators.contains(tree.text(k)) {
                    // `.take(1).flatMap { store.get($0) }`: what follows is another sequence,
                    // one-shot only when each value the closure returns is.
                    if tree.kind(k - 1) == .dot, found {
                        found = switchedSequencesAreOneShot(call: k, in: tree, index, depth: depth)
                    }
                } else if tree.tokenIs(k, "first") {
                    // `.first()` on a publisher (not `first(where:)` on a collection inside a closure).
                    if tree.kind(k - 1) == .dot && tree.kind(k + 1) == .leftParen && tree.kind(k + 2) == .rightParen { found = true }
                } else if HolderFinder.finishingOperators.contains(tree.text(k)) {
                    // `.collect()` (not `.collect(10)`), `.reduce(into, next)`, `.last()` (not `last(where:)`).
                    if tree.kind(k - 1) == .dot && tree.kind(k + 1) == .leftParen,
                       tree.tokenIs(k, "reduce") || tree.kind(k + 2) == .rightParen { found = true }
                } else if tree.tokenIs(k, "take") || tree.tokenIs(k, "prefix") {
                    // `.take(1)` (RxSwift), `.prefix(1)` (Combine), `.take(first: 1)` (ReactiveSwift):
                    // a count of values, then the sequence ends.
                    var n = k + 2
                    if tree.isToken(n, "first") && tree.kind(n + 1) == .colon { n += 2 }
                    if tree.kind(k - 1) == .dot && tree.kind(k + 1) == .leftParen && tree.kind(n) == .integerLiteral
                        && tree.kind(n + 1) == .rightParen { found = true }
                } else if tree.tokenIs(k, "just") || tree.tokenIs(k, "fail") || tree.tokenIs(k, "error") || tree.tokenIs(k, "empty") {
                    // `Observable.just(value)`, `.just(value)`, `.fail(error)`, `Observable.error(e)`,
                    // `.empty()`: one value or none, then the end.
                    if tree.kind(k - 1) == .dot && tree.kind(k + 1) == .leftParen { found = true }
                } else if HolderFinder.combiningOperators.contains(tree.text(k)) {
                    // `initial.publisher.merge(with: updates)`: one-shot only when what it joins is.
                    if tree.kind(k - 1) == .dot, found, let call = tree.call(named: k) {
                        found = !call.arguments.isEmpty && call.arguments.allSatisfy { a in
                            namesOneShotPublisher(from: a.value.lowerBound, to: a.value.upperBound, in: tree, index, depth: depth)
                        }
                    }
                } else if tree.tokenIs(k, "publisher") {
                    // `lines.publisher` on an array, a set, a range or an optional: Combine sends
                    // the values there are, then finishes (not `publisher(for:)`, a call).
                    if tree.kind(k - 1) == .dot, tree.kind(k + 1) != .leftParen,
                       valuesPublisherReceiverIsFinite(end: k - 2, chainStart: start, in: tree, index) { found = true }
                } else if tree.tokenIs(k, "create") {
                    // `Observable.create { emitter in … emitter.onCompleted() }`: written to end.
                    if tree.kind(k - 1) == .dot, createdSequenceCompletes(call: k, in: tree) { found = true }
                } else if ProjectIndex.oneShotPublisherWords.contains(tree.text(k)) {
                    found = true
                }
            }
            k += 1
        }
        return found
    }

    /// For `receiver.publisher` at the start of a chain (`receiver` ending at `end`): whether
    /// the receiver is a collection or an optional, whose Combine publisher sends what it holds
    /// and finishes at once — an array or dictionary literal, a range in parentheses, or a
    /// name (`data`, `self.files`) whose parameter, local or stored property of the type is
    /// written with such a type (`[String]`, `Set<Int>`, `URL?`) or an array literal. Decided
    /// on real code (2026-12-07): a backup tool's JSON readers and output trimmers that pipe an
    /// array through `sink` in their initializer, 9 judged wrong.
    static func valuesPublisherReceiverIsFinite(end: Int, chainStart: Int, in tree: SyntaxTree, _ index: ProjectIndex) -> Bool {
        if tree.kind(end) == .rightBracket || tree.kind(end) == .rightParen, let open = tree.partner(end), open == chainStart {
            if tree.kind(end) == .rightBracket { return true }
            return (open + 1..<end).contains { tree.isToken($0, "..<") || tree.isToken($0, "...") }
        }
        guard tree.kind(end) == .identifier, tree.keyword(end) == .none else { return false }
        let viaSelf = end == chainStart + 2 && tree.keyword(chainStart) == .self && tree.kind(chainStart + 1) == .dot
        guard end == chainStart || viaSelf else { return false }
        let name = tree.text(end)
        /// A written type or initial value that holds a finite number of values.
        func isFinite(type: TokenRange?, value: TokenRange?) -> Bool {
            if let t = type, !t.isEmpty {
                let first = t.lowerBound, last = t.upperBound - 1
                if tree.kind(first) == .leftBracket { return true }
                if ["Array", "Set", "Dictionary", "ContiguousArray"].contains(tree.text(first)), tree.isToken(first + 1, "<") { return true }
                return tree.kind(last) == .postfixQuestion || tree.isToken(last, "?")
            }
            if let v = value, !v.isEmpty { return tree.kind(v.lowerBound) == .leftBracket }
            return false
        }
        if !viaSelf, let parameter = ProjectIndex.parameter(named: name, around: end, in: tree),
           tree.binding(of: end).map({ $0.nameToken == parameter.nameToken }) ?? true {
            return isFinite(type: parameter.type, value: nil)
        }
        if !viaSelf, let binding = tree.binding(of: end), binding.nameToken != end {
            // A local: `let lines: [String] = …` or `let lines = ["a", "b"]`.
            var t = binding.nameToken + 1
            if tree.kind(t) == .colon {
                let typeStart = t + 1
                t = typeStart
                while t < tree.tokens.count, tree.kind(t) != .equal, tree.kind(t) != .semicolon, tree.kind(t) != .comma,
                      tree.kind(t) != .leftBrace, tree.kind(t) != .rightParen, tree.keyword(t) != .in,
                      tree.location(ofToken: t).line == tree.location(ofToken: binding.nameToken).line {
                    if let m = tree.partner(t), m > t { t = m }
                    t += 1
                }
                return isFinite(type: TokenRange(typeStart, t), value: nil)
            }
            return tree.kind(t) == .equal && tree.kind(t + 1) == .leftBracket
        }
        guard let type = tree.innermostType(containing: end) else { return false }
        let typeName = ProjectIndex.simpleName(type.name)
        for site in (index.types[typeName] ?? []) + (index.extensions[typeName] ?? []) {
            guard let p = site.declaration.members.first(where: { $0.kind == .variable && $0.name == name && !$0.modifiers.isTypeMember })
            else { continue }
            guard p.accessorKind == .stored, site.file.tree === tree else { return false }
            return isFinite(type: p.typeAnnotation, value: p.initializer)
        }
        return false
    }

    /// For a pipeline that starts at a field of a parameter (`input.exitTapped` in a view
    /// model's `transform(input: Input)`): whether every place the tree builds the parameter's
    /// type (`RoomViewModel.Input(exitTapped: exitButton.rx.tap.asObservable(), …)`) passes
    /// for that field an RxCocoa sequence of an object of the caller's own (`button.rx.tap`,
    /// `rx.viewWillAppear`, `textField.rx.text`), which completes when that object goes away:
    /// the subscription ends with the screen that feeds it. Not through an operator that
    /// switches to other sequences (`flatMap`), which may go on; not for a type-level source
    /// (`UIApplication.rx.didEnterBackground`, `NotificationCenter.default.rx`). Decided on real
    /// code (2026-12-07): view models fed by their screen's buttons and appearance events, 12
    /// judged not correct; fields declared as relays or subjects, or fed by notifications,
    /// stay reported (5 correct).
    static func inputFieldEndsWithItsScreen(start: Int, end: Int, in tree: SyntaxTree, _ index: ProjectIndex) -> Bool {
        guard tree.kind(start) == .identifier, tree.keyword(start) == .none, tree.kind(start - 1) != .dot,
              tree.kind(start + 1) == .dot, tree.kind(start + 2) == .identifier, tree.kind(start + 3) == .dot else { return false }
        for k in start..<end where tree.kind(k) == .identifier && tree.kind(k - 1) == .dot && joiningOperators.contains(tree.text(k)) {
            return false
        }
        let name = tree.text(start), field = tree.text(start + 2)
        guard let parameter = ProjectIndex.parameter(named: name, around: start, in: tree),
              tree.binding(of: start).map({ $0.nameToken == parameter.nameToken }) ?? true else { return false }
        // The parameter's type, qualified by the type around the function when written bare
        // (`Input` in `RoomViewModel`).
        let written = parameter.type.indices.filter { tree.kind($0) == .identifier }.map { tree.text($0) }
        guard let last = written.last, written.count <= 2, last.first?.isUppercase == true else { return false }
        var typeName = written.joined(separator: ".")
        if written.count == 1, let outer = tree.innermostType(containing: start) { typeName = ProjectIndex.simpleName(outer.name) + "." + last }
        let sites = index.constructions(ofType: typeName)
        guard !sites.isEmpty, !fieldHasOtherSources(field, index) else { return false }
        return sites.allSatisfy { site in
            let t = site.file.tree
            guard let call = t.call(named: site.token), let argument = call.argument(labeled: field) else { return false }
            return isOwnControlSequence(argument.value, in: t)
        }
    }

    /// Operators that join other sequences, given as arguments, to the one before them.
    static let combiningOperators: Set<String> = ["merge", "combineLatest", "zip", "amb", "concat"]

    /// Operators that join other sequences to the one before them, or switch to them: what they
    /// join may go on after the screen's own sequences end.
    static let joiningOperators: Set<String> = switchingOperators.union(combiningOperators).union([
        "switchLatest", "catch", "catchError", "catchAndReturn", "startWith", "append", "prepend",
    ])

    /// Whether some `.init(…)` of the tree passes `field` a value that is not the caller's own
    /// control sequence: an `Input` built without its type name (`transform(input: .init(refresh:
    /// ticks.asObservable()))`), which `constructions(ofType:)` cannot see.
    static func fieldHasOtherSources(_ field: String, _ index: ProjectIndex) -> Bool {
        index.memoized("strong-self-capture.input-field-init", field, as: Bool.self) {
            index.files.contains { file in
                let t = file.tree
                return t.calls.contains { c in
                    guard t.tokenIs(c.nameToken, "init"), t.kind(c.nameToken - 1) == .dot, c.calleeStart == c.nameToken - 1,
                          let argument = c.argument(labeled: field) else { return false }
                    return !isOwnControlSequence(argument.value, in: t)
                }
            }
        }
    }

    /// Whether `value` is an RxCocoa sequence of the caller or of a control it owns
    /// (`rx.viewWillAppear`, `self.rx.methodInvoked(#selector(…))`, `exitButton.rx.tap.asObservable()`,
    /// `searchBar.rx.text.orEmpty.asDriver()`): `rx` of `self`, or of a chain that starts at a
    /// stored property of the caller's type which is an outlet or is given its own object
    /// (`let exitButton = UIButton()`, `= { … }()`), not a shared one (`let application =
    /// UIApplication.shared`) nor a type (`UIApplication.rx…`, `NotificationCenter.default.rx…`).
    static func isOwnControlSequence(_ value: TokenRange, in tree: SyntaxTree) -> Bool {
        var k = value.lowerBound
        if tree.keyword(k) == .self, tree.kind(k + 1) == .dot { k += 2 }
        if !tree.tokenIs(k, "rx") {
            guard tree.kind(k) == .identifier, tree.keyword(k) == .none, ownsObject(named: tree.text(k), around: k, tree) else { return false }
        }
        while k < value.upperBound, tree.kind(k) == .identifier, !tree.tokenIs(k, "rx") {
            guard tree.keyword(k) == .none, tree.text(k).first?.isLowercase == true, tree.kind(k + 1) == .dot else { return false }
            k += 2
        }
        guard k < value.upperBound, tree.tokenIs(k, "rx"), tree.kind(k + 1) == .dot, tree.kind(k + 2) == .identifier else { return false }
        // Past the member: only conversions and plain property reads.
        var j = k + 3
        while j < value.upperBound {
            if tree.kind(j) == .dot, tree.kind(j + 1) == .identifier {
                if joiningOperators.contains(tree.text(j + 1)) { return false }
                j += 2
                continue
            }
            // `asDriver(onErrorJustReturn: …)`, `methodInvoked(#selector(…))`, `map { _ in }`,
            // RxGesture's `tapGesture()` (a recognizer the view keeps: it ends with the view) and
            // its `when(.recognized)`.
            let gesture = rxGestureMembers.contains(tree.text(k + 2))
            if tree.kind(j) == .leftParen || tree.kind(j) == .leftBrace, let close = tree.partner(j), close < value.upperBound,
               ["asObservable", "asDriver", "asSignal", "map", "mapToVoid", "skip", "methodInvoked", "sentMessage", "share",
                "throttle", "debounce", "distinctUntilChanged", "filter"].contains(tree.text(j - 1))
                || (gesture && (j == k + 3 || tree.tokenIs(j - 1, "when"))) {
                j = close + 1
                continue
            }
            return false
        }
        return true
    }

    /// RxGesture's sequences of a view's gesture recognizers (`view.rx.tapGesture()`): the view
    /// keeps the recognizers, and their sequences complete when it goes away.
    static let rxGestureMembers: Set<String> = [
        "tapGesture", "longPressGesture", "panGesture", "swipeGesture", "pinchGesture", "rotationGesture",
        "screenEdgePanGesture", "hoverGesture", "forceTouchGesture", "anyGesture", "gesture",
    ]

    /// Whether the type around `token` has a stored property `name` that holds an object of its
    /// own: an `@IBOutlet`, or one given an initial value that reads no shared instance
    /// (`.shared`, `.default`, `.standard`, `.current`, `.main`).
    static func ownsObject(named name: String, around token: Int, _ tree: SyntaxTree) -> Bool {
        guard let type = tree.innermostType(containing: token),
              let p = type.members.first(where: { $0.kind == .variable && $0.name == name && !$0.modifiers.isTypeMember }),
              p.accessorKind == .stored else { return false }
        if p.hasAttribute("IBOutlet") { return true }
        guard let value = p.initializer else { return false }
        return !value.indices.contains { tree.kind($0) == .identifier && tree.kind($0 - 1) == .dot
            && ["shared", "default", "standard", "current", "main"].contains(tree.text($0)) }
    }

    /// Whether the closure of `Observable.create { observer in … }` (RxSwift; also `Single` and
    /// `Maybe`), given by the `create` at `k`, completes its observer (`observer.onCompleted()`,
    /// `observer.on(.completed)`, `observer(.completed)`, a `Single`'s `observer(.success(…))`)
    /// in the same closure as every value it sends: its author wrote a sequence that ends (a
    /// request wrapped by hand; decided on real code, 2026-12-07: a running app's invitation
    /// POST, judged wrong).
    static func createdSequenceCompletes(call k: Int, in tree: SyntaxTree) -> Bool {
        var open = k + 1
        if tree.kind(open) == .leftParen, let close = tree.partner(open), close == open + 1 { open = close + 1 }
        guard tree.kind(open) == .leftBrace, let close = tree.partner(open), close > open else { return false }
        // The closure's parameter: the identifiers before `in` (after a capture list).
        var names: Set<String> = []
        var j = open + 1
        if tree.kind(j) == .leftBracket, let end = tree.partner(j) { j = end + 1 }
        while j < close, j < open + 12, tree.keyword(j) != .in {
            if tree.kind(j) == .identifier { names.insert(tree.text(j)) }
            j += 1
        }
        guard tree.keyword(j) == .in, !names.isEmpty else { return false }
        // Where the observer gets values and where it completes, by the closure each is in.
        var completions: [(token: Int, scope: Int)] = [], values: [Int] = []
        // The closure a call is made in, looking through those a collection runs at once
        // (`all.forEach { observer.onNext($0) }; observer.onCompleted()`).
        func scope(_ t: Int) -> Int {
            var c = tree.innermostClosure(containing: t)
            while let closure = c, closure.leftBrace != open, case .argument(let ci, _, _) = closure.use,
                  ["forEach", "map", "compactMap", "flatMap", "filter", "reduce"].contains(tree.text(tree.calls[ci].nameToken)) {
                c = tree.innermostClosure(containing: closure.leftBrace - 1)
            }
            return c?.leftBrace ?? open
        }
        for t in j..<close where tree.kind(t) == .identifier && names.contains(tree.text(t)) && tree.kind(t - 1) != .dot {
            if tree.kind(t + 1) == .dot, tree.isToken(t + 2, "onCompleted") || tree.isToken(t + 2, "onSuccess") { completions.append((t, scope(t))); continue }
            if tree.kind(t + 1) == .dot, tree.isToken(t + 2, "onNext") { values.append(t); continue }
            let argument = tree.kind(t + 1) == .leftParen ? t + 2
                : (tree.kind(t + 1) == .dot && tree.isToken(t + 2, "on") && tree.kind(t + 3) == .leftParen ? t + 4 : nil)
            guard let a = argument, tree.kind(a) == .dot else { continue }
            if tree.isToken(a + 1, "completed") || tree.isToken(a + 1, "success") { completions.append((t, scope(t))) }
            if tree.isToken(a + 1, "next") { values.append(t) }
        }
        // Each value is sent where the sequence also completes (the reply of a wrapped request),
        // not in a callback that fires again and again while another one completes it (a socket
        // whose `onClose` completes while `onMessage` sends), nor in another branch of the same
        // callback (a socket's event `switch` that sends on `.text` and completes on `.closed`).
        return !completions.isEmpty && values.allSatisfy { v in
            completions.contains { c in c.scope == scope(v) && completes(at: c.token, after: v, in: tree) }
        }
    }

    /// Whether a completion at `c` follows the value sent at `v` on the same path: `c` comes after
    /// `v`, in the block that holds `v` or one around it, with no `case` or `default` label of
    /// that block between them.
    private static func completes(at c: Int, after v: Int, in tree: SyntaxTree) -> Bool {
        // `defer { observer.onCompleted() }` completes on every path out of its block.
        if let open = tree.enclosingBrace(of: c), tree.keyword(open - 1) == .defer, let close = tree.partner(open),
           let block = tree.enclosingBrace(of: open - 1), let blockEnd = tree.partner(block), block < v, v < blockEnd, close < blockEnd {
            return true
        }
        guard c > v else { return false }
        var k = c - 1
        while k > v {
            if tree.kind(k) == .rightBrace, let open = tree.partner(k) {
                if open < v { return true }   // `c` follows the block `v` is in
                k = open - 1
                continue
            }
            // Arguments and subscripts on the way (`FileManager.default.removeItem(at: file)`).
            if tree.kind(k) == .rightParen || tree.kind(k) == .rightBracket, let open = tree.partner(k), open > v {
                k = open - 1
                continue
            }
            if tree.kind(k) == .leftBrace { return false }   // `c` is in a block `v` is not in
            // A `case` or `default:` label of the block (not `.default`, a member).
            if tree.isCaseLabel(k) { return false }
            k -= 1
        }
        return true
    }

    /// For a closure passed to a publisher operator or subscriber: who keeps the subscription
    /// (`'cancellables', a property of self`), when self keeps it. `published` is set for
    /// `assign(to: &$property)`.
    func pipelineKeeper(call ci: Int, _ ctx: FileModel.Context) -> (keeper: String, published: Bool)? {
        guard let (subscriber, storeTarget, j) = pipeline(call: ci), !isOneShotPipeline(call: ci, end: j),
              !HolderFinder.inputFieldEndsWithItsScreen(start: tree.calls[ci].calleeStart, end: j, in: tree, index),
              !observesControlOfWeakObject(from: tree.calls[ci].calleeStart, ctx),
              !expectsEnd(subscriber: subscriber, chainStart: tree.calls[ci].calleeStart, ctx) else { return nil }
        // `assign(to: &$published)`: the subscription lives as long as the property's publisher.
        let sub = tree.calls[subscriber]
        if tree.tokenIs(sub.nameToken, "assign"), sub.arguments.count == 1, let to = sub.argument(labeled: "to"),
           tree.tokenIs(to.value.lowerBound, "&") {
            var k = to.value.lowerBound + 1
            if tree.keyword(k) == .self && tree.kind(k + 1) == .dot { k += 2 }
            if k + 1 == to.value.upperBound, tree.tokenHasPrefix(k, "$") {
                return ("'\(tree.text(k))' of self (assign(to:))", true)
            }
            return nil
        }
        if let target = storeTarget {
            var r = target.value
            if tree.tokenIs(r.lowerBound, "&") { r = TokenRange(r.lowerBound + 1, r.upperBound) }
            guard let path = ownedPath(r, ctx, forAssignment: false, acceptUnknownBareName: true) else { return nil }
            return (path.description, false)
        }
        let start = tree.calls[ci].calleeStart
        guard let kept = keptBy(resolved(destination(start: start, end: j, ctx), ctx), ctx) else { return nil }
        return (kept, false)
    }

    /// Whether the subscriber is written for a pipeline that ends: a Combine `sink` whose
    /// `receiveCompletion:` closure does something, an RxSwift `subscribe`/`drive` with an
    /// `onCompleted:` (or, on a chain that starts with a function call, an `onError:`) that does
    /// something — a request, an upload, an estimate —, or an RxSwift `subscribe(onSuccess:)` (a
    /// `Single` or `Maybe`, which ends after one event; a wallet's gas estimate, 2026-12-06) — while the chain does not start at a
    /// source that never ends (a `$published` property, a subject or relay, NotificationCenter's
    /// or KVO's `publisher(for:)`, a timer, RxCocoa's `.rx`). Once the pipeline ends, the
    /// subscription lets go of its closures: no lasting cycle. Decided on real code
    /// (2026-12-06): of 15 such findings judged, 12 were finite requests (docs/rules/strong-self-capture.md).
    func expectsEnd(subscriber: Int, chainStart: Int, _ ctx: FileModel.Context) -> Bool {
        let sub = tree.calls[subscriber]
        let name = tree.text(sub.nameToken)
        // The closure passed as `label:` (an argument or a labelled trailing closure) has a body.
        func acts(_ label: String) -> Bool {
            let closure: Closure?
            if let arg = sub.argument(labeled: label) {
                closure = tree.closureIndex(brace: arg.value.lowerBound).map { tree.closures[$0] }
            } else {
                closure = sub.trailingClosures.first { $0.label == label }.map { tree.closures[$0.closure] }
            }
            guard let closure else { return false }
            return !closure.bodyRange.isEmpty
        }
        let handlesEnd: Bool
        switch name {
        case "sink": handlesEnd = acts("receiveCompletion")
        case "subscribe", "drive":
            // `onSuccess:` is RxSwift's `Single` or `Maybe`: one event, then the end.
            let single = sub.argument(labeled: "onSuccess") != nil || sub.trailingClosures.contains { $0.label == "onSuccess" }
            handlesEnd = single || acts("onCompleted") || (acts("onError") && chainStartsWithCall(chainStart))
        default: handlesEnd = false
        }
        return handlesEnd && !startsAtEndlessSource(chainStart, end: sub.nameToken, ctx)
    }

    /// `service.fetch(…)…`, `api.request(…)…`: the chain's first call is a function of its own,
    /// not an operator of the reactive framework applied to a property (`items.observe(on:)`).
    private func chainStartsWithCall(_ start: Int) -> Bool {
        var k = start
        if tree.keyword(k) == .self && tree.kind(k + 1) == .dot { k += 2 }
        while tree.kind(k) == .identifier, tree.kind(k + 1) == .dot, tree.kind(k + 2) == .identifier { k += 2 }
        return tree.kind(k) == .identifier && tree.kind(k + 1) == .leftParen && !HolderFinder.reactiveOperators.contains(tree.text(k))
    }

    /// Operators and subscribers of Combine and RxSwift: a chain whose first call is one of
    /// these starts at a property, not at a request.
    static let reactiveOperators: Set<String> = [
        "sink", "assign", "subscribe", "bind", "drive", "observe", "receive", "map", "compactMap", "filter", "flatMap",
        "flatMapLatest", "concatMap", "switchToLatest", "asObservable", "asDriver", "asSignal", "share", "debounce",
        "throttle", "distinctUntilChanged", "removeDuplicates", "skip", "dropFirst", "take", "prefix", "startWith",
        "prepend", "catchError", "catch", "retry", "do", "handleEvents", "withLatestFrom", "combineLatest", "merge",
        "zip", "scan", "eraseToAnyPublisher", "observeOn", "subscribeOn", "delay", "timeout",
    ]

    /// Whether the chain from `start` to `end` reads a source that never ends on its own.
    private func startsAtEndlessSource(_ start: Int, end: Int, _ ctx: FileModel.Context) -> Bool {
        for k in start..<end {
            // `$published`, not a closure's `$0`.
            if tree.tokenHasPrefix(k, "$"), let second = tree.text(k).dropFirst().first, second.isLetter || second == "_" { return true }
            guard tree.kind(k) == .identifier else { continue }
            let word = tree.text(k)
            if ["publisher", "notifications", "publish", "autoconnect", "interval", "timer", "rx", "values"].contains(word) { return true }
            if HolderFinder.namesSubjectOrRelay(word) { return true }
            // A property of self declared or made as a subject or relay.
            if let (p, file) = ctx.facts.property(named: word) {
                let type = (p.typeText ?? "") + (p.initializer.map { file.tree.text(of: $0) } ?? "")
                if HolderFinder.writesSubjectOrRelay(type) || type.contains("Published") || type.contains("Variable") { return true }
            }
        }
        return false
    }

    /// Whether the chain starting at `start` observes a control of an object self holds weakly:
    /// `view?.rx.tap`, or `view?.finishTapped` where every property of that name in the tree
    /// returns an RxCocoa control event or property (`finishButton.rx.tap.asObservable()`).
    /// RxCocoa ends those sequences when the control is deallocated, so the subscription, and
    /// the closures it keeps, go when the weakly held object does (a presenter subscribed to
    /// the taps of the view that owns it).
    private func observesControlOfWeakObject(from start: Int, _ ctx: FileModel.Context) -> Bool {
        var k = start
        if tree.keyword(k) == .self && tree.kind(k + 1) == .dot { k += 2 }
        // Not an outlet, nor a controller's or a view's weak reference: those hold subviews
        // that self's view tree keeps.
        guard tree.kind(k) == .identifier, let p = ctx.facts.property(named: tree.text(k))?.declaration,
              p.modifiers.contains(.weak) || p.modifiers.contains(.unowned), !p.hasAttribute("IBOutlet"),
              !isViewOrController(ctx.facts.name)
        else { return false }
        var j = k + 1
        while tree.kind(j) == .postfixQuestion || tree.kind(j) == .postfixExclaim { j += 1 }
        guard tree.kind(j) == .dot, tree.kind(j + 1) == .identifier else { return false }
        if tree.tokenIs(j + 1, "rx") { return true }
        return HolderFinder.isControlEventProperty(tree.text(j + 1), index)
    }

    /// Every computed property named `name` of the tree's app code returns an RxCocoa control
    /// event or property: its getter reads `.rx.` (protocol requirements aside, and test
    /// doubles, which stand in for the view); at least one.
    static func isControlEventProperty(_ name: String, _ index: ProjectIndex) -> Bool {
        index.memoTable("strong-self-capture.control-event-property", of: Bool.self).value(for: name) {
            var found = false
            for site in [index.types, index.extensions].lazy.flatMap({ $0.values.joined() }) where !site.file.isTestFile {
                let t = site.file.tree
                for m in site.declaration.members where m.kind == .variable && m.name == name && m.accessorKind != .requirement
                    && !site.file.isInTestDeclaration(m.nameToken) {
                    let bodies = m.accessorBodies
                    guard !bodies.isEmpty, bodies.contains(where: { b in
                        b.indices.contains { i in t.tokenIs(i, "rx") && t.kind(i - 1) == .dot && t.kind(i + 1) == .dot }
                    }) else { return false }
                    found = true
                }
            }
            return found
        }
    }

    // MARK: Destinations

    /// A receiver that is RxSwift's `DisposeBag`: a stored property of the type around it
    /// declared or made as one (`let disposeBag = DisposeBag()`, `var bag: DisposeBag`), or
    /// named `disposeBag` when the type is not written.
    private func isDisposeBag(_ r: TokenRange?) -> Bool {
        guard let r, !r.isEmpty, tree.kind(r.upperBound - 1) == .identifier else { return false }
        let last = r.upperBound - 1
        guard r.count == 1 || (r.count == 3 && tree.keyword(r.lowerBound) == .self) else { return false }
        let name = tree.text(last)
        // The type's declaration (or a superclass's), also when the call stands in an extension of it.
        guard let around = tree.innermostType(containing: last),
              let site = index.storedProperty(name, of: ProjectIndex.simpleName(around.name), inherited: true, computedToo: true) else { return false }
        let t = site.file.tree
        let p = site.declaration
        if let text = p.typeText { return ProjectIndex.baseTypeName(text) == "DisposeBag" }
        if let value = p.initializer, t.kind(value.lowerBound) == .identifier {
            // `DisposeBag()`, `RxSwift.DisposeBag()`
            var k = value.lowerBound
            if t.isToken(k, "RxSwift"), t.kind(k + 1) == .dot { k += 2 }
            return t.isToken(k, "DisposeBag")
        }
        return name == "disposeBag"
    }

    private func receiver(of call: Call) -> TokenRange? {
        if call.calleeStart == call.nameToken { return TokenRange(call.nameToken, call.nameToken) }
        guard tree.kind(call.nameToken - 1) == .dot, call.calleeStart < call.nameToken - 1 else { return nil }
        return TokenRange(call.calleeStart, call.nameToken - 1)
    }

    /// A receiver that is self, owned by self, or a process-lifetime singleton.
    private func receiverPath(_ r: TokenRange, _ ctx: FileModel.Context) -> OwnedPath? {
        if r.isEmpty { return OwnedPath(kind: .selfItself, text: "self") }
        return ownedPath(r, ctx, forAssignment: false)
    }

    func destination(of ci: Int, _ ctx: FileModel.Context) -> Destination {
        let call = tree.calls[ci]
        return destination(start: call.calleeStart, end: call.endToken, ctx)
    }

    /// Where the value of the expression `[start, end)` goes.
    func destination(start: Int, end: Int, _ ctx: FileModel.Context) -> Destination {
        // Chained `.store(in: &bag)` / `.disposed(by: bag)` after the expression.
        var stored: Argument?
        let j = tree.walkMemberChain(after: end) { _, k in
            guard let k, let arg = tree.bagArgument(of: tree.calls[k]) else { return true }
            stored = arg
            return false
        }
        if let arg = stored {
            var r = arg.value
            if tree.tokenIs(r.lowerBound, "&") { r = TokenRange(r.lowerBound + 1, r.upperBound) }
            if let path = ownedPath(r, ctx, forAssignment: false, acceptUnknownBareName: true) { return .owned(path) }
            return .unknown
        }
        var p = start - 1
        while p >= 0, tree.keyword(p) == .try || tree.keyword(p) == .await
                || ((tree.kind(p) == .postfixQuestion || tree.kind(p) == .postfixExclaim) && tree.keyword(p - 1) == .try) {
            p -= 1
        }
        guard p >= 0 else { return .unknown }
        if tree.kind(p) == .equal {
            if let a = assignmentByEqual[p] {
                let lhs = tree.assignments[a].lhs
                if lhs.count == 1 && tree.tokenIs(lhs.lowerBound, "_") { return .discarded }
                for k in lhs.indices where tree.keyword(k) == .let || tree.keyword(k) == .var {
                    return tree.kind(k + 1) == .identifier ? .local(k + 1) : .unknown
                }
                if let path = ownedPath(lhs, ctx, forAssignment: true) { return .owned(path) }
                return .unknown
            }
            if let d = model.declaration(containing: p), d.kind == .variable, d.initializer?.lowerBound == p + 1 {
                return .property(d)
            }
            return .unknown
        }
        if tree.keyword(p) == .return { return .returned }
        if let k = argumentByStart[start], tree.calls[k].arguments.contains(where: { $0.value.lowerBound == start && $0.value.upperBound <= j }) {
            let m = tree.calls[k]
            if tree.tokenIs(m.nameToken, "append") || tree.tokenIs(m.nameToken, "insert") {
                if let recv = receiver(of: m), !recv.isEmpty, let path = ownedPath(recv, ctx, forAssignment: false) { return .owned(path) }
                return .unknown
            }
            return .argument(k)
        }
        if tree.kind(p) == .leftBracket || tree.kind(p) == .comma, let open = enclosingOpenBracket(before: p), tree.kind(open) == .leftBracket {
            return .arrayElement(open)
        }
        if statementStarts.contains(start) {
            // A lone expression that is a body's only statement may be its implicit return
            // value: in closures and getters, and in functions that declare a result type.
            if (tree.kind(p) == .leftBrace || tree.keyword(p) == .in) && tree.kind(j) == .rightBrace {
                if tree.kind(p) == .leftBrace, let d = model.declaration(containing: p), d.kind.isFunctionLike,
                   d.body?.lowerBound == p {
                    if let r = d.returnType, !(r.count == 1 && tree.tokenIs(r.lowerBound, "Void")) { return .returned }
                    return .discarded
                }
                return .returned
            }
            return .discarded
        }
        return .unknown
    }

    /// The unmatched `[`/`(`/`{` that encloses token `p` (walking back over balanced groups).
    private func enclosingOpenBracket(before p: Int) -> Int? {
        var k = p
        var steps = 0
        while k >= 0, steps < 2000 {
            steps += 1
            switch tree.kind(k) {
            case .rightBracket?, .rightParen?, .rightBrace?:
                guard let m = tree.partner(k) else { return nil }
                k = m - 1
                continue
            case .leftBracket?, .leftParen?, .leftBrace?:
                return k
            default:
                k -= 1
            }
        }
        return nil
    }

    /// Follows a local (`let token = …`) to where it is kept: `prop = token`,
    /// `tokens.append(token)`, `token.store(in: &bag)`, `return token`.
    func resolved(_ d: Destination, _ ctx: FileModel.Context, depth: Int = 0) -> Destination {
        guard case .local(let nameToken) = d, depth < 2 else { return d }
        let name = tree.text(nameToken)
        guard let binding = model.binding(declaredAt: nameToken) else { return d }
        var i = nameToken + 1
        while i < binding.scope.upperBound {
            if tree.kind(i) == .identifier && tree.tokenIs(i, name) && tree.kind(i - 1) != .dot && !model.isLabel(i)
                && model.localBinding(named: name, at: i)?.nameToken == nameToken {
                let next = destination(start: i, end: i + 1, ctx)
                switch next {
                case .owned, .property, .returned:
                    return next
                case .local:
                    let r = resolved(next, ctx, depth: depth + 1)
                    if case .local = r { break }
                    return r
                default:
                    break
                }
            }
            i += 1
        }
        return d
    }

    /// Who keeps a value with this destination, described, if it is self or something self owns.
    func keptBy(_ d: Destination, _ ctx: FileModel.Context) -> String? {
        switch d {
        case .owned(let path):
            return path.description
        case .property(let decl):
            return isStoredMember(decl, ctx) ? "'\(decl.name)', a property of self" : nil
        default:
            return nil
        }
    }

    /// Who keeps an object created by call `ci` (a UIAction, a control built around one, an
    /// object of the tree that stores the closure): follows constructors, array literals and
    /// attaching calls (`addAction`, `addSubview`) up to self or something self owns.
    private func objectKeeper(startingAt ci: Int, _ ctx: FileModel.Context) -> String? {
        var start = tree.calls[ci].calleeStart
        var end = tree.calls[ci].endToken
        var steps = 0
        while steps < 8 {
            steps += 1
            let d = destination(start: start, end: end, ctx)
            switch d {
            case .owned, .property:
                return keptBy(d, ctx)
            case .argument(let k):
                let m = tree.calls[k]
                let name = tree.text(m.nameToken)
                if HolderFinder.attachNames.contains(name) {
                    guard let recv = receiver(of: m), let path = receiverPath(recv, ctx) else { return nil }
                    return path.description
                }
                guard tree.isCapitalizedWord(m.nameToken) else { return nil }
                start = m.calleeStart
                end = m.endToken
            case .arrayElement(let open):
                guard let close = tree.partner(open) else { return nil }
                start = open
                end = close + 1
            case .local, .returned:
                // Built inside the immediately applied initializer of a stored property
                // (`lazy var closeButton: UIButton = { …; return button }()`).
                if let property = appliedInitializerProperty(around: start, ctx) {
                    if case .local(let n) = d, !isReturnedOrPassed(n) { return nil }
                    return "'\(property.name)', a property of self"
                }
                if case .local = d, let kept = keptBy(resolved(d, ctx), ctx) { return kept }
                return nil
            default:
                return nil
            }
        }
        return nil
    }

    private func appliedInitializerProperty(around token: Int, _ ctx: FileModel.Context) -> Declaration? {
        guard let a = tree.innermostClosure(containing: token), a.isImmediatelyApplied,
              case .initialValue(let d) = a.use, isStoredMember(d, ctx) else { return nil }
        return d
    }

    /// Whether a local is returned or handed to another call within its scope.
    private func isReturnedOrPassed(_ nameToken: Int) -> Bool {
        let name = tree.text(nameToken)
        guard let binding = model.binding(declaredAt: nameToken) else { return false }
        var i = nameToken + 1
        while i < binding.scope.upperBound {
            if tree.tokenIs(i, name) && tree.kind(i - 1) != .dot {
                if tree.keyword(i - 1) == .return { return true }
                if argumentByStart[i] != nil { return true }
                if tree.kind(i - 1) == .leftBracket || tree.kind(i - 1) == .comma { return true }
            }
            i += 1
        }
        return false
    }

    // MARK: Paths

    /// Whether the tokens `r` denote self, a property of self, something reached through a
    /// property self owns, a dequeued cell, or a process-lifetime singleton.
    func ownedPath(_ r: TokenRange, _ ctx: FileModel.Context, forAssignment: Bool, acceptUnknownBareName: Bool = false) -> OwnedPath? {
        var i = r.lowerBound
        let end = r.upperBound
        guard i < end else { return OwnedPath(kind: .selfItself, text: "self") }
        var explicitSelf = false
        if tree.keyword(i) == .self || model.isSelfAlias(i) {
            if i + 1 == end { return OwnedPath(kind: .selfItself, text: "self") }
            var k = i + 1
            while k < end, tree.kind(k) == .postfixQuestion || tree.kind(k) == .postfixExclaim { k += 1 }
            guard k < end, tree.kind(k) == .dot else { return nil }
            explicitSelf = true
            i = k + 1
        }
        guard i < end, tree.kind(i) == .identifier, tree.keyword(i) != .self, tree.keyword(i) != .super else { return nil }
        let root = i
        var components = 1
        var onlySubscripts = true
        var j = root + 1
        var secondName = -1
        while j < end {
            switch tree.kind(j) {
            case .postfixQuestion?, .postfixExclaim?:
                j += 1
            case .dot?:
                guard tree.kind(j + 1) == .identifier else { return nil }
                if secondName < 0 { secondName = j + 1 }
                j += 2
                components += 1
                onlySubscripts = false
            case .leftBracket?:
                guard let m = tree.partner(j), m < end else { return nil }
                j = m + 1
                components += 1
            default:
                return nil
            }
        }
        let text = tree.compactText(of: TokenRange(root, end))
        let rootName = tree.text(root)
        if !explicitSelf {
            if model.isLocal(rootName, at: root) {
                if components > 1, let table = dequeuingView(rootName, at: root), selfKeepsListView(table, ctx) {
                    return OwnedPath(kind: .cell, text: text)
                }
                return nil
            }
            if tree.isCapitalizedWord(root) || tree.keyword(root) == .SelfType {
                let typeName = tree.keyword(root) == .SelfType ? ctx.facts.name : rootName
                if secondName >= 0 && isSingletonInstance(type: typeName, member: tree.text(secondName)) {
                    return OwnedPath(kind: .singleton, text: text)
                }
                // A static property of a type of the tree lives as long as the process.
                if secondName == root + 2 && components == 2 && isStaticProperty(type: typeName, member: tree.text(secondName)) {
                    return OwnedPath(kind: .staticProperty, text: text)
                }
                return nil
            }
        }
        if let p = ctx.facts.property(named: rootName)?.declaration {
            let weak = p.modifiers.contains(.weak) || p.modifiers.contains(.unowned)
            // Storing into a `weak` property keeps nothing (`self.timer = timer` with `private
            // weak var timer: Timer?`); a weak outlet used as a receiver is still in the view tree.
            if weak && forAssignment && components == 1 { return nil }
            if components == 1 || onlySubscripts { return OwnedPath(kind: .selfProperty, text: text) }
            if weak { return nil }
            if p.accessorKind == .computed || p.accessorKind == .requirement { return nil }
            return OwnedPath(kind: .owned, text: text)
        }
        if ctx.facts.hasMethod(named: rootName) { return nil }
        if (components > 1 || !forAssignment) && HolderFinder.uikitOwnedProperties.contains(rootName) && ctx.facts.classness == .yes {
            return OwnedPath(kind: .owned, text: text)
        }
        if components == 1 && (explicitSelf || acceptUnknownBareName) { return OwnedPath(kind: .selfProperty, text: text) }
        return nil
    }

    /// For a local made by `dequeue…` (`let cell = tableView.dequeueReusableCell(…)`, also
    /// `guard let … as? T`), the token
    /// of the view it was dequeued from (`tableView`; the `dequeue…` name itself when it has no
    /// receiver).
    private func dequeuingView(_ name: String, at position: Int) -> Int? {
        guard let b = model.localBinding(named: name, at: position) else { return nil }
        var k = b.nameToken + 1
        let limit = min(b.nameToken + 80, tree.tokens.count)
        while k < limit {
            if tree.kind(k) == .leftBrace || tree.keyword(k) == .else || tree.kind(k) == .semicolon { break }
            if tree.tokens[k].newlineBefore && tree.kind(k) != .dot && !(tree.kind(k - 1) == .equal || tree.kind(k - 1) == .comma
                || tree.kind(k - 1) == .leftParen || tree.kind(k - 1) == .dot) { break }
            if tree.kind(k) == .identifier && tree.tokenHasPrefix(k, "dequeue") {
                return tree.kind(k - 1) == .dot && tree.kind(k - 2) == .identifier ? k - 2 : k
            }
            k += 1
        }
        return nil
    }

    /// Whether self may keep the table or collection view at token `view` a cell was dequeued
    /// from: anything but a table handed in as a parameter to a type that keeps no list view
    /// (a separate data source or view model answering `tableView(_:cellForRowAt:)`: the table
    /// holds its data source weakly, so the cell's subscriptions cannot lead back to it). A
    /// controller or a view keeps its table in its view tree.
    private func selfKeepsListView(_ view: Int, _ ctx: FileModel.Context) -> Bool {
        guard tree.kind(view) == .identifier, let b = model.localBinding(named: tree.text(view), at: view),
              let member = ctx.member, member.parameters.contains(where: { $0.nameToken == b.nameToken }) else { return true }
        return ctx.facts.property(named: tree.text(view)) != nil || isViewOrController(ctx.facts.name)
    }

    /// Whether the type inherits from a controller, a view or a cell (by the names it inherits):
    /// what such a type references weakly or is handed is usually in its own view tree.
    private func isViewOrController(_ typeName: String) -> Bool {
        index.inheritedNames(of: typeName).contains { name in
            name.hasSuffix("Controller") || name.hasSuffix("View") || name.hasSuffix("Cell")
        }
    }

    /// `Type.member` where `member` is a static stored property of a type of the tree.
    func isStaticProperty(type: String, member: String) -> Bool {
        for site in (index.types[type] ?? []) + (index.extensions[type] ?? []) {
            for m in site.declaration.members where m.name == member && m.kind == .variable && m.modifiers.isTypeMember
                && (m.accessorKind == .stored || m.accessorKind == .observed) {
                return true
            }
        }
        return false
    }

    private var singletonCache: [String: Bool] = [:]

    /// `Type.member` where `member` is a static property of a class of the tree holding an
    /// instance of that class.
    func isSingletonInstance(type: String, member: String) -> Bool {
        let key = type + "." + member
        if let c = singletonCache[key] { return c }
        var result = false
        if index.kind(ofType: type) == .class || index.kind(ofType: type) == .actor {
            for site in (index.types[type] ?? []) + (index.extensions[type] ?? []) {
                for m in site.declaration.members where m.name == member && m.kind == .variable && m.modifiers.contains(.static) {
                    if let ini = m.initializer, ProjectIndex.makesInstance(of: type, ini, site.file.tree) { result = true }
                }
            }
        }
        singletonCache[key] = result
        return result
    }

    // MARK: Storing functions

    /// Whether closure `c`, passed to `call`, lands in a parameter that the function stores.
    private func storesClosure(_ c: Closure, call: Call, _ sf: StoringFunction) -> Bool {
        guard let p = targetParameter(of: c, call: call, sf.site.declaration.parameters) else { return false }
        return p.isEscaping && sf.storedParameterLabels.contains(where: { $0 == p.label })
    }

    /// The parameter that receives closure `c` in `call`, matching labels in order (skipping
    /// defaulted parameters); nil when the call does not fit the parameter list.
    func targetParameter(of c: Closure, call: Call, _ params: [Parameter]) -> Parameter? {
        var pi = 0
        var target = -1
        for arg in call.arguments {
            while pi < params.count && params[pi].label != arg.label {
                guard params[pi].defaultValue != nil else { return nil }
                pi += 1
            }
            guard pi < params.count else { return nil }
            if arg.value.lowerBound == c.leftBrace { target = pi }
            pi += 1
        }
        for trailing in call.trailingClosures {
            if let label = trailing.label {
                while pi < params.count && params[pi].label != label { pi += 1 }
            } else {
                while pi < params.count && !Naming.isFunctionType(params[pi].typeText) { pi += 1 }
            }
            guard pi < params.count else { return nil }
            if trailing.closure == c.index { target = pi }
            pi += 1
        }
        return target >= 0 ? params[target] : nil
    }

    /// The declared type of a receiver that is a property of self (or a singleton's type).
    private func receiverTypeName(_ r: TokenRange, _ ctx: FileModel.Context) -> String? {
        var i = r.lowerBound
        if tree.keyword(i) == .self && tree.kind(i + 1) == .dot { i += 2 }
        guard i < r.upperBound else { return nil }
        let rootName = tree.text(i)
        // Only a single property (`prefetcher`, `self.prefetcher?`) has a type the tree tells.
        var k = i + 1
        while k < r.upperBound, tree.kind(k) == .postfixQuestion || tree.kind(k) == .postfixExclaim { k += 1 }
        if tree.isCapitalizedWord(i) { return rootName }
        guard k == r.upperBound, let found = ctx.facts.property(named: rootName) else { return nil }
        return TypeFacts.declaredTypeName(of: found.declaration, in: found.file.tree)
    }

    /// The superclasses of `name` declared in the tree, nearest first.
    private func superclasses(of name: String) -> [String] { Array(index.superclassChain(of: name).dropFirst()) }

    // MARK: mode: escaping

    /// For `mode: escaping`: a closure that escapes (stored anywhere, registered, or passed to
    /// an `@escaping` parameter the tree declares), even when self does not keep it.
    func escapingHolder(of c: Closure, _ ctx: FileModel.Context) -> String? {
        if c.isImmediatelyApplied || ctx.facts.classness != .yes { return nil }
        switch c.use {
        case .assigned(let a):
            let asg = tree.assignments[a]
            guard asg.rhs.lowerBound == c.leftBrace else { return nil }
            if asg.lhs.indices.contains(where: { tree.keyword($0) == .let || tree.keyword($0) == .var }) { return nil }
            if asg.lhs.count == 1 && tree.tokenIs(asg.lhs.lowerBound, "_") { return nil }
            return "is stored in '\(tree.compactText(of: asg.lhs))'"
        case .initialValue(let d):
            return d.isLocal ? nil : "is stored in property '\(d.name)'"
        case .argument(let ci, _, _):
            let call = tree.calls[ci]
            let name = tree.text(call.nameToken)
            if oneShot.contains(name) { return nil }
            if pipeline(call: ci) != nil { return "is passed to '\(name)' of a Combine pipeline, which keeps it while subscribed," }
            if nonEscaping.contains(name) { return nil }
            let repeats = call.argument(labeled: "repeats")
            let registration = (name == "addObserver" && call.argument(labeled: "forName") != nil)
                || ((name == "scheduledTimer" || name == "Timer") && repeats != nil
                    && !(repeats!.value.count == 1 && tree.keyword(repeats!.value.lowerBound) == .false))
                || (name == "observe" && call.arguments.first.map { $0.label == nil && tree.kind($0.value.lowerBound) == .backslash } == true)
                || HolderFinder.closureHoldingConstructors.contains(name) || storingNames.contains(name)
            if registration { return "is passed to '\(name)', which keeps it," }
            if tree.isCapitalizedWord(call.nameToken) {
                if let sfs = index.storingFunctions["init"], sfs.contains(where: { $0.typeName == name && storesClosure(c, call: call, $0) }) {
                    return "is passed to '\(name)', which stores it,"
                }
            } else if let sfs = index.storingFunctions[name], let recv = receiver(of: call) {
                let receiverType = recv.isEmpty || (recv.count == 1 && tree.keyword(recv.lowerBound) == .self) ? ctx.facts.name : receiverTypeName(recv, ctx)
                let fits = sfs.contains { sf in
                    guard storesClosure(c, call: call, sf) else { return false }
                    guard let t = receiverType, let st = sf.typeName else { return true }
                    return t == st || superclasses(of: t).contains(st)
                }
                if fits { return "is passed to '\(name)', which stores it," }
            }
            // A method of self's type, or of a property's type, with an @escaping parameter.
            guard let recv = receiver(of: call) else { return nil }
            var types: [String] = []
            if recv.isEmpty || (recv.count == 1 && tree.keyword(recv.lowerBound) == .self) {
                types = ctx.facts.chain
            } else if let t = receiverTypeName(recv, ctx) {
                types = [t] + superclasses(of: t)
            }
            for typeName in types {
                for f in index.members(named: name, of: typeName) where f.kind == .function {
                    if let p = targetParameter(of: c, call: call, f.parameters), p.isEscaping {
                        return "is passed to the @escaping parameter '\(p.name)' of '\(name)',"
                    }
                }
            }
            return nil
        default:
            return nil
        }
    }
}
