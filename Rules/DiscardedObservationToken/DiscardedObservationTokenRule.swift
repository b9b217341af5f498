import FlowLintKit

/// `discarded-observation-token`: the only handle to an observation (a NotificationCenter
/// block-observer token, an `NSKeyValueObservation`, a Combine `AnyCancellable`) is thrown away.
/// See docs/rules/discarded-observation-token.md.
public let discardedObservationTokenRule = Rule(
    RuleDescription(
        id: "discarded-observation-token",
        name: "Discarded observation token",
        summary: "The token returned by a block observer, a KVO `observe` or a Combine `sink`/`assign(to:on:)` is thrown away.",
        rationale: """
            These calls return the only handle to the observation. A discarded `AnyCancellable` \
            cancels the subscription at once, so the sink or assignment never (or only once) runs; \
            a discarded `NSKeyValueObservation` stops observing immediately; a discarded \
            NotificationCenter block-observer token can never be passed to `removeObserver`, so \
            the block and everything it captures stay registered for the life of the process.
            """,
        fix: """
            Keep the result: `.store(in: &cancellables)`, assign it to a property \
            (`statusObservation = player.observe(…)`), or append it to an array of tokens that \
            `deinit` removes.
            """,
        triggeringExamples: [
            """
            import Combine
            final class SearchViewController: UIViewController {
                let viewModel = SearchViewModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.$results
                        .sink { [weak self] results in   // expect: discarded-observation-token
                            self?.apply(results)
                        }
                }
                func apply(_ results: [String]) {}
            }
            """,
            """
            final class SettingsViewController: UIViewController {
                deinit { NotificationCenter.default.removeObserver(self) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    _ = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in   // expect: discarded-observation-token
                        self?.view.setNeedsLayout()
                    }
                }
            }
            """,
            """
            final class VideoPlayerController: UIViewController {
                let player = AVPlayer()
                func load() {
                    player.observe(\\.status, options: [.new]) { [weak self] player, _ in   // expect: discarded-observation-token
                        self?.title = "\\(player.status)"
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            // Registered once per screen; the block does nothing once the screen is gone.
            final class ReaderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in
                        self?.view.setNeedsLayout()
                    }
                }
            }
            """,
            """
            import Combine
            final class SearchViewController: UIViewController {
                let viewModel = SearchViewModel()
                private var cancellables = Set<AnyCancellable>()
                private var countSubscription: AnyCancellable?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.$results
                        .sink { [weak self] results in self?.apply(results) }
                        .store(in: &cancellables)
                    countSubscription = viewModel.$count.sink { [weak self] count in self?.title = "\\(count)" }
                    viewModel.$progress.assign(to: &$progress)
                }
                @Published var progress = 0.0
                func apply(_ results: [String]) {}
            }
            """,
            """
            import Combine
            final class DownloadViewModel {
                let manager = DownloadManager()
                func observeErrors(_ handler: @escaping (Error) -> Void) -> AnyCancellable {
                    manager.errorPublisher.sink(receiveValue: handler)
                }
                func observeCompletion(_ handler: @escaping (URL) -> Void) -> AnyCancellable {
                    return manager.completionPublisher.sink { file in handler(file) }
                }
            }
            """,
            """
            final class SettingsViewController: UIViewController {
                private var tokens: [NSObjectProtocol] = []
                deinit { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tokens.append(NotificationCenter.default.addObserver(forName: .preferencesDidSync, object: nil, queue: .main) { [weak self] _ in
                        self?.view.setNeedsLayout()
                    })
                    NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .preferencesDidSync, object: nil)
                }
                @objc func reload() {}
            }
            """,
        ],
        options: [.testCode, .deadCode]
    ),
    prepare: { index in index.prepareLifetimes() },
    check: { context in DiscardedObservationTokenCheck.run(&context) }
)

enum DiscardedObservationTokenCheck {
    enum Kind { case notificationBlock, kvo, sink, assign }

    static func run(_ context: inout RuleContext) {
        let tree = context.tree
        var lookup = CodeIndex(tree: tree)
        let calls = tree.calls
        for ci in tree.callIndices(named: ["sink", "assign", "observe", "addObserver"]) {
            let call = calls[ci]
            guard let kind = kind(of: call, tree) else { continue }
            guard isDiscarded(call, tree, &lookup), !isDeliberateOneShot(kind, call, tree) else { continue }
            // Combine's `sink` and `assign` are synchronous: an awaited one belongs to another
            // API (an actor's publisher that keeps its one handler and returns nothing).
            if kind == .sink || kind == .assign, tree.keyword(expressionStart(call, tree)) == .await { continue }
            if declaresVoidOverload(for: call, tree, context.index) { continue }
            // `disposeBag.bind { a.sink { … }; b.sink { … } }`: a result builder keeps each one.
            if kind == .sink || kind == .assign, mayBeBuilderStatement(start: expressionStart(call, tree), tree, context.index, &lookup) { continue }
            // `readQRCode(image).receive(on: .main).sink { … }` on a promise library's type the
            // tree declares the chain with (`-> Promise<CIQRCodeFeature?, Never>`): not Combine.
            if kind == .sink || kind == .assign, rootIsDeclaredNonPublisher(call, tree, context.index) { continue }
            // Code that never runs (a method nothing calls, a member of a class nothing makes) leaks nothing.
            if context.neverRuns(call.nameToken) { continue }
            // A block observer registered once by an object that lives as long as the process
            // never needs removing; one registered again and again piles up.
            var text = message(for: kind, call, tree)
            if kind == .notificationBlock {
                // A block observer registered once by an object that lives as long as the
                // process never needs removing; one registered again and again piles up.
                let frequency = context.index.registrationFrequency(of: call.nameToken, in: context.file)
                let ownerType = tree.innermostType(containing: call.nameToken)
                let owner = ownerType.map { ProjectIndex.simpleName($0.name) }
                // Global code that runs once (a helper tool's `main()` called from main.swift's
                // top-level code) has no object to outlive.
                let forever = ownerType.flatMap { context.index.processLifetime(ofType: context.index.lifetimeName(of: $0)) } != nil
                    || (ProjectIndex.isInStaticContext(call.nameToken, in: tree) && frequency.mayRunOnce)
                    || (owner == nil && frequency == .once)
                if forever && !frequency.pilesUp { continue }
                // Registered once per object, by a type the tree never shows made twice.
                if frequency == .once, let owner, context.index.oneTimeRegistrationMayBeHarmless(in: owner) { continue }
                // A `[weak self]` block that does nothing once self is gone, not registered again
                // and again: what is left behind is inert, reported only where leftovers pile up
                // (a cell) or the type's own cleanup cannot remove it.
                if frequency.mayRunOnce, let owner, let block = observerBlock(of: call, tree), tree.doesNothingWithoutSelf(block) {
                    let notification = call.arguments.first.map { tree.compactText(of: $0.value) }
                    guard let inert = inertLeftover(owner, notification: notification, context.index) else { continue }
                    text = message(for: kind, call, tree, because: inert)
                }
                if ProjectIndex.isInStaticContext(call.nameToken, in: tree), tree.innermostClosure(containing: call.nameToken) == nil {
                    // No instance, no `deinit`: the fix is to register once.
                    let name = call.arguments.first.map { tree.compactText(of: $0.value) } ?? ""
                    text = "The observer token returned by 'addObserver(forName: \(name), …)' is discarded, so the observer can never be removed; "
                        + "registered from static code, it is meant to stay, so register it once: keep the token in a static property "
                        + "and register only while that is nil"
                }
                if let repeats = frequency.repeats { text += "; \(repeats), so each run adds one more observer" }
                if let continuation = resumedContinuation(by: call, tree) {
                    let name = call.arguments.first.map { tree.compactText(of: $0.value) } ?? ""
                    text = "The observer token returned by 'addObserver(forName: \(name), …)' is discarded, so the observer is never removed: "
                        + "every later notification resumes '\(continuation)' again, and resuming a continuation twice is a crash; "
                        + "keep the token and remove the observer in its block before resuming"
                }
            }
            context.report(at: call.nameToken, text)
        }
    }

    /// The block of `addObserver(forName:object:queue:using:)`: the `using:` closure or the
    /// trailing one.
    static func observerBlock(of call: Call, _ tree: SyntaxTree) -> Closure? {
        if let t = call.trailingClosures.last { return tree.closures[t.closure] }
        guard let using = call.argument(labeled: "using") else { return nil }
        return tree.closureIndex(brace: using.value.lowerBound).map { tree.closures[$0] }
    }

    /// For a block that does nothing without `self`, registered once per object of `owner`: why
    /// its leftovers still matter, for the message, or nil when they do not. The type's own
    /// cleanup shows that its author meant to remove its observers: a `removeObserver(self)`
    /// cannot remove this one, and a type that removes its other tokens has dropped this one by
    /// mistake. And leftovers pile up when the type is a cell or reusable view (one per row).
    static func inertLeftover(_ owner: String, notification: String?, _ index: ProjectIndex) -> String? {
        if let framework = index.reusableViewClass(of: owner) {
            return "one more block is left registered for every '\(owner)' made (a '\(framework)' subclass, one per row or item)"
        }
        // A screen shown again and again; a helper object or a subview is judged by its blocks.
        guard index.frameworkControllerClass(of: owner) != nil else { return nil }
        let removals = index.observerRemovals(owner, notification: notification)
        if let method = removals.ofSelf {
            return "'\(method)' calls 'removeObserver(self)', which removes only selector-based observers, not this block"
        }
        if let method = removals.ofTokens {
            return "'\(method)' removes the other observers of '\(owner)', but never this one"
        }
        return nil
    }

    /// For a block observer added inside `withCheckedContinuation { continuation in … }` (or its
    /// throwing and unsafe forms) whose block calls `continuation.resume…`: the continuation's name.
    static func resumedContinuation(by call: Call, _ tree: SyntaxTree) -> String? {
        var c = tree.innermostClosure(containing: call.nameToken)
        while let closure = c {
            if case .argument(let ci, _, _) = closure.use, tree.text(tree.calls[ci].nameToken).hasSuffix("Continuation"),
               tree.text(tree.calls[ci].nameToken).hasPrefix("with"), let name = closure.parameterNames.first {
                guard let block = call.trailingClosures.last.map({ tree.closures[$0.closure] }) ?? call.arguments.last.flatMap({ arg in
                    tree.closureIndex(brace: arg.value.lowerBound).map { tree.closures[$0] } }) else { return nil }
                let body = block.bodyRange
                for k in body.indices where tree.tokenIs(k, name) && tree.kind(k + 1) == .dot
                    && tree.text(k + 2).hasPrefix("resume") { return name }
                return nil
            }
            c = closure.parent
        }
        return nil
    }

    // MARK: Which calls return an observation handle

    static func kind(of call: Call, _ tree: SyntaxTree) -> Kind? {
        let name = call.nameToken
        guard tree.kind(name) == .identifier else { return nil }
        let isMember = tree.kind(name - 1) == .dot
        if tree.isToken(name, "sink") {
            guard isMember else { return nil }
            if !call.trailingClosures.isEmpty && call.arguments.isEmpty { return .sink }
            guard !call.arguments.isEmpty,
                  call.arguments.allSatisfy({ $0.label == "receiveValue" || $0.label == "receiveCompletion" }) else { return nil }
            return .sink
        }
        if tree.isToken(name, "assign") {
            // `assign(to: &$published)` returns Void.
            guard isMember, call.arguments.count == 2, call.arguments[0].label == "to", call.arguments[1].label == "on" else { return nil }
            return .assign
        }
        if tree.isToken(name, "addObserver") {
            guard let first = call.arguments.first, first.label == "forName",
                  call.argument(labeled: "queue") != nil,
                  call.argument(labeled: "using") != nil || !call.trailingClosures.isEmpty else { return nil }
            return .notificationBlock
        }
        if tree.isToken(name, "observe") {
            // KVO `observe(_:options:changeHandler:)`: a key-path literal first, then `options:`,
            // `changeHandler:`, or a trailing closure taking (object, change).
            guard isMember, let first = call.arguments.first, first.label == nil,
                  tree.kind(first.value.lowerBound) == .backslash else { return nil }
            for a in call.arguments.dropFirst() where a.label != "options" && a.label != "changeHandler" { return nil }
            if call.arguments.count > 1 { return .kvo }
            guard call.trailingClosures.count == 1 else { return nil }
            let closure = tree.closures[call.trailingClosures[0].closure]
            if closure.parameterNames.count == 2 { return .kvo }
            if closure.inToken == nil && mentions(closure.bodyRange, "$1", tree) { return .kvo }
            return nil
        }
        return nil
    }

    /// Discarded subscriptions that still deliver, so that the model cannot tell a bug: a
    /// pipeline with `subscribe(on:)` (the subscription is made later on another queue, after
    /// the discarded cancellable has gone), or a `sink` that resumes a checked continuation
    /// (reading a subject's current value once; keeping it would resume the continuation twice).
    static func isDeliberateOneShot(_ kind: Kind, _ call: Call, _ tree: SyntaxTree) -> Bool {
        guard kind == .sink || kind == .assign else { return false }
        if tree.memberChainText(endingAt: call.nameToken).contains("subscribe") { return true }
        var c = tree.innermostClosure(containing: call.nameToken)
        while let closure = c {
            if case .argument(let ci, _, _) = closure.use, tree.text(tree.calls[ci].nameToken).hasPrefix("with"),
               tree.text(tree.calls[ci].nameToken).hasSuffix("Continuation") { return true }
            c = closure.parent
        }
        return false
    }

    static func mentions(_ range: TokenRange, _ word: StaticString, _ tree: SyntaxTree) -> Bool {
        for i in range.indices where tree.tokenIs(i, word) { return true }
        return false
    }

    // MARK: Is the result thrown away

    static func isDiscarded(_ call: Call, _ tree: SyntaxTree, _ lookup: inout CodeIndex) -> Bool {
        let end = call.endToken
        let start = expressionStart(call, tree)
        // `_ = …` and `let _ = …`.
        if tree.kind(start - 1) == .equal && tree.isToken(start - 2, "_") {
            if lookup.isStatement(start - 2, end) { return true }
            let k = tree.keyword(start - 3)
            if (k == .let || k == .var) && lookup.isStatement(start - 3, end) { return true }
            return false
        }
        // A whole expression statement: nothing chained after it, not assigned, not an argument.
        guard lookup.isStatement(start, end) else { return false }
        // A declaration's initial value is a statement of its own to the scanner.
        if tree.kind(start - 1) == .equal { return false }
        if isBranchOfIfExpression(start: start, end: end, tree) { return false }
        return !isImplicitlyReturned(start: start, end: end, tree, &lookup)
    }

    /// The whole body of a branch of an `if` expression whose value is kept
    /// (`observer = if on { nil } else { publisher.sink { … } }`, `return if …`): the branch's
    /// value is the expression's.
    static func isBranchOfIfExpression(start: Int, end: Int, _ tree: SyntaxTree) -> Bool {
        guard tree.kind(end) == .rightBrace, var open = tree.partner(end), open + 1 == start else { return false }
        for _ in 0..<32 {
            if tree.keyword(open - 1) == .else {
                // `… } else {`: the previous branch's block.
                guard tree.kind(open - 2) == .rightBrace, let previous = tree.partner(open - 2) else { return false }
                open = previous
                continue
            }
            // `if condition {`: back over the condition to its `if`.
            var k = open - 1
            var steps = 0
            while k > 0, tree.keyword(k) != .if, steps < 200 {
                switch tree.kind(k) {
                case .rightParen, .rightBracket:
                    guard let m = tree.partner(k) else { return false }
                    k = m - 1
                case .leftBrace, .rightBrace, .semicolon:
                    return false
                default:
                    k -= 1
                }
                steps += 1
            }
            guard tree.keyword(k) == .if else { return false }
            if tree.keyword(k - 1) == .else {
                guard tree.kind(k - 2) == .rightBrace, let previous = tree.partner(k - 2) else { return false }
                open = previous
                continue
            }
            if tree.kind(k - 1) == .equal || tree.keyword(k - 1) == .return { return true }
            return isWholeBodyOfReturningFunction(ifToken: k, branchEnd: end, tree)
        }
        return false
    }

    /// `func observe(…) -> NSKeyValueObservation? { if let task { task.observe(…) } else { nil } }`:
    /// the `if` at `ifToken` is the whole body of a function with a result, so its value is
    /// returned (Swift 5.9's implicit return of an `if` expression).
    static func isWholeBodyOfReturningFunction(ifToken k: Int, branchEnd: Int, _ tree: SyntaxTree) -> Bool {
        guard tree.kind(k - 1) == .leftBrace, let close = tree.partner(k - 1),
              let d = ProjectIndex.innermostDeclaration(containing: k, in: tree), d.kind == .function,
              d.body?.lowerBound == k - 1, let result = d.returnType, !result.isEmpty,
              !(result.count == 1 && tree.isToken(result.lowerBound, "Void")) else { return false }
        // The chain's last block ends right before the body's closing brace.
        var e = branchEnd
        while tree.keyword(e + 1) == .else {
            var b = e + 2
            while b < close, tree.kind(b) != .leftBrace {
                if let m = tree.partner(b), m > b, tree.kind(b) == .leftParen || tree.kind(b) == .leftBracket { b = m }
                b += 1
            }
            guard tree.kind(b) == .leftBrace, let m = tree.partner(b) else { return false }
            e = m
        }
        return e + 1 == close
    }

    /// The call chain's first token, including a leading `try`, `try?`, `try!`, `await`.
    static func expressionStart(_ call: Call, _ tree: SyntaxTree) -> Int {
        var start = call.calleeStart
        while true {
            if tree.keyword(start - 1) == .try || tree.keyword(start - 1) == .await {
                start -= 1
            } else if (tree.kind(start - 1) == .postfixQuestion || tree.kind(start - 1) == .postfixExclaim) && tree.keyword(start - 2) == .try {
                start -= 2
            } else {
                return start
            }
        }
    }

    /// The tree declares a method of this name that returns nothing and accepts these
    /// arguments (`ObservableValue.observe(_:)`), of a type the receiver may be: the call may be
    /// that one, with nothing to keep.
    static func declaresVoidOverload(for call: Call, _ tree: SyntaxTree, _ index: ProjectIndex) -> Bool {
        guard let sites = index.functions[tree.text(call.nameToken)] else { return false }
        for site in sites {
            let d = site.declaration
            if let r = d.returnType {
                let text = site.file.tree.compactText(of: r)
                guard text == "Void" || text == "()" else { continue }
            }
            guard accepts(d.parameters, call, tree) else { continue }
            // A method of a type: only for a receiver that may be of that type.
            guard let owner = d.enclosingType?.simpleTypeName, d.enclosingType?.kind != .extension || index.types[owner] != nil else { return true }
            if receiver(of: call, tree, mayBe: owner, index) { return true }
        }
        return false
    }

    /// Whether the receiver of `call` may be of the tree's type `owner`, as far as the tree
    /// tells: not a framework call's result (`publisher(for:)`, `.receive(on:)`), a `$property`
    /// publisher, or a property every declaration of which has another type; unknown receivers may.
    static func receiver(of call: Call, _ tree: SyntaxTree, mayBe owner: String, _ index: ProjectIndex) -> Bool {
        let n = call.nameToken
        guard tree.kind(n - 1) == .dot else { return true }   // `sink { … }` inside the type itself
        var k = n - 2
        while tree.kind(k) == .postfixQuestion || tree.kind(k) == .postfixExclaim { k -= 1 }
        if tree.kind(k) == .rightParen, let open = tree.partner(k), tree.kind(open - 1) == .identifier {
            // The result of a call: a function of the tree returning the type, or none at all.
            let name = tree.text(open - 1)
            if name.first?.isUppercase ?? false { return name == owner }
            return (index.functions[name] ?? []).contains { site in
                site.declaration.returnType.map { site.file.tree.compactText(of: $0).containsText(owner) } ?? false
            }
        }
        guard tree.kind(k) == .identifier else { return true }
        if tree.text(k).hasPrefix("$") { return false }   // `$value`: Combine's `Published.Publisher`
        if tree.binding(of: k) != nil { return true }        // a local: not followed
        let types = declaredTypes(ofPropertiesNamed: tree.text(k), index)
        return types.isEmpty || types.contains { $0.containsText(owner) }
    }

    /// Whether the tree declares the root of the chain that `call` ends with types none of which
    /// can be a Combine publisher: the result types of every function of the root's name
    /// (`self.readQRCode(image)`, `renderer.render(url)`), or the written types of every property of the member's name
    /// (`task.fftask`). A type is a publisher unless its text names none of Combine's
    /// (`…Publisher`, `…Subject`, `Future`, `Just`, `Published`, …) and, when the tree declares it,
    /// it neither adopts `Publisher` nor declares a `sink` or `assign` of its own.
    static func rootIsDeclaredNonPublisher(_ call: Call, _ tree: SyntaxTree, _ index: ProjectIndex) -> Bool {
        var k = expressionStart(call, tree)
        if tree.keyword(k) == .self && tree.kind(k + 1) == .dot { k += 2 }
        guard tree.kind(k) == .identifier, k < call.nameToken else { return false }
        var types: [String] = []
        // `renderer.render(url)`: the method's result.
        if tree.kind(k + 1) == .dot, tree.kind(k + 2) == .identifier, tree.kind(k + 3) == .leftParen,
           !(tree.text(k).first?.isUppercase ?? true), k + 2 < call.nameToken { k += 2 }
        if tree.kind(k + 1) == .leftParen, !(tree.text(k).first?.isUppercase ?? true) {
            guard let sites = index.functions[tree.text(k)], !sites.isEmpty else { return false }
            for site in sites {
                guard let r = site.declaration.returnType else { return false }
                types.append(site.file.tree.compactText(of: r))
            }
        } else if tree.kind(k + 1) == .dot, tree.kind(k + 2) == .identifier, tree.kind(k + 3) == .dot, k + 2 < call.nameToken {
            guard let written = writtenTypes(ofPropertiesNamed: tree.text(k + 2), index) else { return false }
            types = written
        }
        return !types.isEmpty && types.allSatisfy { isNonPublisherType($0, index) }
    }

    /// The written types of the properties of this name in the tree's types; nil when one of
    /// them has none (its type is only inferred).
    static func writtenTypes(ofPropertiesNamed name: String, _ index: ProjectIndex) -> [String]? {
        index.memoTable("discarded-observation-token.written-property-types", of: [String]?.self).value(for: name) {
            var texts: [String] = []
            for site in [index.types, index.extensions].lazy.flatMap({ $0.values.joined() }) {
                for m in site.declaration.members where m.kind == .variable && m.name == name {
                    guard let t = m.typeText else { return nil }
                    texts.append(t)
                }
            }
            return texts
        }
    }

    static let combineTypeWords = ["Publisher", "Subject", "Future", "Just", "Published", "Deferred", "Empty", "Fail", "Record", "Cancellable"]

    static func isNonPublisherType(_ text: String, _ index: ProjectIndex) -> Bool {
        guard let base = ProjectIndex.baseTypeName(text), base.first?.isUppercase ?? false,
              !combineTypeWords.contains(where: { text.containsText($0) }) else { return false }
        guard index.kind(ofType: base) != nil else { return true }
        if index.inheritedNames(of: base).contains(where: { $0.hasSuffix("Publisher") || $0.hasSuffix("Subject") }) { return false }
        return index.members(named: "sink", of: base).isEmpty && index.members(named: "assign", of: base).isEmpty
    }

    /// The written types (or initial values) of the stored and computed properties of this name
    /// in the tree's types; empty when one of them has neither.
    static func declaredTypes(ofPropertiesNamed name: String, _ index: ProjectIndex) -> [String] {
        index.memoTable("discarded-observation-token.property-types", of: [String].self).value(for: name) {
            var texts: [String] = []
            for site in [index.types, index.extensions].lazy.flatMap({ $0.values.joined() }) {
                for m in site.declaration.members where m.kind == .variable && m.name == name {
                    if let t = m.typeText {
                        texts.append(t)
                    } else if let ini = m.initializer {
                        texts.append(site.file.tree.compactText(of: ini))
                    } else {
                        return []
                    }
                }
            }
            return texts.sorted()
        }
    }

    /// Whether a parameter list can take the call's labelled arguments followed by its trailing closures.
    static func accepts(_ parameters: [Parameter], _ call: Call, _ tree: SyntaxTree) -> Bool {
        var p = 0
        for argument in call.arguments {
            while p < parameters.count && parameters[p].label != argument.label {
                guard parameters[p].defaultValue != nil else { return false }
                p += 1
            }
            guard p < parameters.count else { return false }
            p += 1
        }
        let rest = parameters[p...]
        let required = rest.filter { $0.defaultValue == nil }.count
        guard required <= call.trailingClosures.count && rest.count >= call.trailingClosures.count else { return false }
        // A trailing closure with an explicit parameter list must fit the function type it goes to.
        let functionParameters = rest.filter { $0.typeText.containsText("->") }
        for (k, trailing) in call.trailingClosures.enumerated() where k < functionParameters.count {
            let closure = tree.closures[trailing.closure]
            // `{ [weak self] in … $0 … }` names no parameters: any arity fits.
            guard closure.inToken != nil, !closure.parameterNames.isEmpty,
                  let arity = arity(of: functionParameters[functionParameters.startIndex + k].typeText) else { continue }
            if arity != closure.parameterNames.count { return false }
        }
        return true
    }

    /// Number of parameters of a written function type: `@escaping (Value) -> Void` → 1, `() -> Void` → 0.
    static func arity(of typeText: String) -> Int? {
        guard let open = typeText.firstIndex(of: "(") else { return nil }
        var depth = 0, commas = 0, empty = true
        for c in typeText[open...] {
            switch c {
            case "(", "[", "<":
                depth += 1
                if depth == 1 { continue }
            case ")", "]", ">":
                depth -= 1
                if depth == 0 { return empty ? 0 : commas + 1 }
            case ",":
                if depth == 1 { commas += 1 }
            case " ":
                continue
            default:
                break
            }
            if depth >= 1 { empty = false }
        }
        return nil
    }

    /// The only statement of a closure, of a function with a return type, or of a getter:
    /// the value is handed to the caller.
    static func isImplicitlyReturned(start: Int, end: Int, _ tree: SyntaxTree, _ lookup: inout CodeIndex) -> Bool {
        guard tree.kind(end) == .rightBrace, let open = tree.partner(end) else { return false }
        if let ci = tree.closureIndex(brace: open) {
            let closure = tree.closures[ci]
            // Closures of these calls return nothing: their one statement's value is dropped.
            if case .argument(let call, _, _) = closure.use, voidClosureCalls.contains(tree.text(tree.calls[call].nameToken)) { return false }
            return closure.bodyRange.lowerBound == start
        }
        guard open + 1 == start, let d = lookup.declaration(openingAt: open) else { return false }
        switch d.kind {
        case .function:
            return d.returnType != nil
        case .subscript:
            return !isSetterOrObserver(open, tree)
        case .variable:
            return !isSetterOrObserver(open, tree)
        default:
            return false
        }
    }

    /// Whether the statement at `start` is one of a closure handed to a call that may build its
    /// value from the closure's statements, as a result builder does (a library's
    /// `disposeBag.bind { a.sink { … }; b.sink { … } }` collects every cancellable): every call
    /// the closure has as a statement is a subscription (the compiler warns about each unused
    /// `sink`, so a block of plain code seldom has one), the call is none of the framework's whose
    /// closures are plain code, the closure's label (if it has one: trailing closures have none)
    /// does not name code to run (`handler:`, `onNext:`), the call does not make a type of the
    /// tree, and no function of the tree with its name takes a closure last (it is declared
    /// outside the tree), or one that does takes a builder (`@…Builder`) parameter (decided on
    /// real code, 2026-12-07: a torrent app's 56 bound subscriptions, judged wrong).
    static func mayBeBuilderStatement(start: Int, _ tree: SyntaxTree, _ index: ProjectIndex, _ lookup: inout CodeIndex) -> Bool {
        guard let closure = tree.innermostClosure(containing: start), closure.bodyRange.contains(start),
              case .argument(let ci, let label, _) = closure.use else { return false }
        let name = tree.text(tree.calls[ci].nameToken)
        if voidClosureCalls.contains(name) || plainClosureCalls.contains(name) || index.types[name] != nil { return false }
        if let label, plainClosureLabels.contains(label) { return false }
        // Every call written as a statement of this closure is a subscription (`sink`, `assign`,
        // a helper named `…Sink`): a block of plain code has other calls (`refresh()`).
        for c in tree.calls(in: closure.bodyRange) {
            let s = expressionStart(c, tree)
            guard tree.innermostClosure(containing: s) === closure, lookup.isStatement(s, c.endToken) else { continue }
            let callee = tree.text(c.nameToken)
            if !(ProjectIndex.subscriberNames.contains(callee) || callee.hasSuffix("Sink")) { return false }
        }
        // Functions of the tree that can take the closure (their last parameter is a function).
        let takers = (index.functions[name] ?? []).filter {
            let text = $0.declaration.parameters.last?.typeText ?? ""
            return text.contains("->") || text.contains("@escaping")
        }
        guard !takers.isEmpty else { return true }
        return takers.contains { site in
            let d = site.declaration
            let tokens = site.file.tree
            let end = min(d.body?.lowerBound ?? d.endToken, tokens.tokens.count)
            return (d.nameToken..<end).contains { tokens.kind($0) == .attribute && tokens.text($0).hasSuffix("Builder") }
        }
    }

    /// Argument labels of closures that are code to run, not content to build.
    static let plainClosureLabels: Set<String> = [
        "action", "completion", "completionHandler", "handler", "perform", "execute", "block", "operation",
        "onCompletion", "then", "body", "onNext", "onSuccess", "onError", "onCompleted", "onDisposed", "onFailure",
        "receiveCompletion", "receiveValue", "using", "changeHandler",
    ]

    /// Framework calls whose closures are plain code, run for their effects or for one value
    /// (`Task { … }`, `map { … }`, `UIAction { … }`): a bare `sink` there is dropped.
    static let plainClosureCalls: Set<String> = [
        "Task", "detached", "run", "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "sync",
        "performAndWait", "performBackgroundTask", "withAnimation", "UIAction", "DispatchWorkItem", "BlockOperation",
        "scheduledTimer", "map", "flatMap", "compactMap", "filter", "reduce", "first", "contains", "allSatisfy",
        "sorted", "then", "done", "catch", "finally", "subscribe", "handleEvents", "tryMap", "receiveValue",
        "addAction", "addTarget", "dataTask", "requestAuthorization", "getNotificationSettings", "dismiss", "present",
        "pushViewController", "setViewControllers", "performBatchUpdates", "transition", "addAnimations", "addCompletion",
    ]

    /// Calls whose closure argument returns `Void` (SwiftUI modifiers, Dispatch, main-actor hops).
    static let voidClosureCalls: Set<String> = [
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "onTapGesture", "onSubmit", "async", "asyncAfter",
        "addOperation", "addExecutionBlock", "perform", "animate", "forEach", "sink", "receiveValue",
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation",
    ]

    /// `set {`, `set(v) {`, `willSet {`, `didSet {`.
    static func isSetterOrObserver(_ brace: Int, _ tree: SyntaxTree) -> Bool {
        var p = brace - 1
        if tree.kind(p) == .rightParen, let m = tree.partner(p) { p = m - 1 }
        let k = tree.keyword(p)
        return k == .set || k == .willSet || k == .didSet
    }

    // MARK: Messages

    /// The message; `because` (for a block observer) says why the block left behind matters.
    static func message(for kind: Kind, _ call: Call, _ tree: SyntaxTree, because: String? = nil) -> String {
        switch kind {
        case .sink:
            return "The AnyCancellable returned by 'sink' is discarded, so the subscription is cancelled at once; "
                + "keep it with '.store(in: &cancellables)' or assign it to a property"
        case .assign:
            let keyPath = call.arguments.first.map { tree.compactText(of: $0.value) } ?? ""
            return "The AnyCancellable returned by 'assign(to: \(keyPath), on:)' is discarded, so the assignment is cancelled at once; "
                + "keep it with '.store(in: &cancellables)' or assign it to a property"
        case .kvo:
            let keyPath = call.arguments.first.map { tree.compactText(of: $0.value) } ?? ""
            return "The NSKeyValueObservation returned by 'observe(\(keyPath))' is discarded, so observation stops at once; "
                + "keep it in a property (or an array of observations) for as long as you observe"
        case .notificationBlock:
            let name = call.arguments.first.map { tree.compactText(of: $0.value) } ?? ""
            return "The observer token returned by 'addObserver(forName: \(name), …)' is discarded, so the observer can never be removed "
                + "and its block stays registered for the life of the process\(because.map { "; \($0)" } ?? ""); store the token and pass it to "
                + "'NotificationCenter.default.removeObserver(_:)' "
                + removalAdvice(at: call.nameToken, tree)
        }
    }

    /// Where to remove the observer: a SwiftUI view or representable is a struct, with no deinit.
    static func removalAdvice(at token: Int, _ tree: SyntaxTree) -> String {
        if let dismantle = representableDismantleMethod(around: token, tree) {
            return "in '\(dismantle)(_:coordinator:)', keeping it in the coordinator until then"
        }
        return isInSwiftUIView(token, tree)
            ? "when it should stop, or use '.onReceive(NotificationCenter.default.publisher(for:))', which goes with the view"
            : "(e.g. in deinit)"
    }
}

/// The method SwiftUI calls when it removes the view a representable struct around `token`
/// made (`dismantleUIView` for a `UIViewRepresentable`), or nil outside one.
private func representableDismantleMethod(around token: Int, _ tree: SyntaxTree) -> String? {
    guard let type = tree.innermostType(containing: token), type.kind == .struct else { return nil }
    let dismantle: [String: String] = [
        "UIViewRepresentable": "dismantleUIView", "NSViewRepresentable": "dismantleNSView",
        "UIViewControllerRepresentable": "dismantleUIViewController", "NSViewControllerRepresentable": "dismantleNSViewController",
    ]
    return type.inheritance.lazy.compactMap { dismantle[$0.name] }.first
}

/// Whether the code at `token` is in a struct that adopts SwiftUI's `View`.
private func isInSwiftUIView(_ token: Int, _ tree: SyntaxTree) -> Bool {
    guard let type = tree.innermostType(containing: token), type.kind == .struct else { return false }
    return type.inheritance.contains { $0.name == "View" }
}

extension SyntaxTree {
    /// `tokenIs` with a literal, without falling into the `String` overload (a string literal
    /// argument prefers `String`, whose comparison is several times slower).
}
