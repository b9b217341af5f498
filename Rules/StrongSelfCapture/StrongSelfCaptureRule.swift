import FlowLintKit

/// `strong-self-capture`: a closure in a class or actor that captures `self` strongly and is kept
/// alive by `self` (directly, through what `self` owns, or by a process-lifetime registration).
/// See docs/rules/strong-self-capture.md.
public let strongSelfCaptureRule = Rule(
    RuleDescription(
        id: "strong-self-capture",
        name: "Strong self capture",
        summary: "A closure that self keeps alive (a property, a stored subscription, an observer, a control's action) captures self strongly: a retain cycle.",
        rationale: """
            A closure keeps everything it captures. When self keeps the closure — in one of its \
            properties, in an object it owns (a view model's callback, a button's UIAction, a cell \
            of its table view), in a Combine subscription stored in `cancellables`, a KVO token, or \
            in a registration that lives as long as the process (a NotificationCenter block, a \
            repeating Timer) — and the closure captures self strongly, neither is ever released. \
            The screen, its view hierarchy, its observers and its network work leak, and code \
            meant for one screen keeps running after it is gone; `deinit`, where the cleanup is, \
            never runs.
            """,
        fix: "Capture `[weak self]` (and unwrap with `guard let self else { return }`), or `[unowned self]` when the closure can never outlive self; for `assign(to:on: self)` use `assign(to: &$property)` or a weak `sink`.",
        triggeringExamples: [
            """
            final class FeedViewController: UIViewController {
                let viewModel = FeedViewModel()
                var onRefresh: (() -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.onUpdate = {                  // expect: strong-self-capture
                        self.tableView.reloadData()
                    }
                    onRefresh = { [self] in reload() }      // expect: strong-self-capture
                }

                func reload() {}
            }
            """,
            """
            import Combine
            final class SearchModel {
                @Published var query = ""
                private var cancellables = Set<AnyCancellable>()
                private var token: NSObjectProtocol?

                init() {
                    $query
                        .map { self.normalize($0) }         // expect: strong-self-capture
                        .sink { [weak self] in self?.run($0) }
                        .store(in: &cancellables)
                    token = NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in   // expect: strong-self-capture
                        self.query = ""
                    }
                }

                func normalize(_ s: String) -> String { s }
                func run(_ s: String) {}
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class FeedViewController: UIViewController {
                let viewModel = FeedViewModel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.onUpdate = { [weak self] in
                        self?.tableView.reloadData()
                    }
                    let titles = viewModel.items.map { self.title(for: $0) }
                    DispatchQueue.main.async { self.render(titles) }
                    UIView.animate(withDuration: 0.3) { self.view.alpha = 1 }
                }

                func title(for item: Item) -> String { "" }
                func render(_ titles: [String]) {}
            }
            """,
            """
            struct Header {
                let title: String
                var action: UIAction { UIAction { _ in print(self.title) } }
            }

            final class Settings {
                static let shared = Settings()
                var onChange: (() -> Void)?
                private init() {
                    onChange = { self.save() }
                }
                func save() {}
            }

            final class Loader {
                private lazy var formatter: DateFormatter = {
                    let f = DateFormatter()
                    f.locale = self.locale
                    return f
                }()
                let locale = Locale.current
            }
            """,
        ],
        options: [
            RuleOptionDescription(name: "mode", type: .choice, defaultValue: .string("cycles"), allowedValues: ["cycles", "escaping"],
                                  summary: "`cycles`: only closures that self keeps alive (retain cycles). `escaping`: also every other escaping closure (stored anywhere, registered, passed to an `@escaping` parameter the tree declares) that captures self strongly."),
            RuleOptionDescription(name: "non-escaping-functions", type: .stringList, defaultValue: .stringList(StrongSelfCapture.defaultNonEscaping),
                                  summary: "Functions whose closure argument never escapes (Sequence/Collection methods and the like); never reported. A publisher operator of the same name in a stored Combine pipeline still is."),
            RuleOptionDescription(name: "one-shot-functions", type: .stringList, defaultValue: .stringList(StrongSelfCapture.defaultOneShot),
                                  summary: "Escaping functions that run their closure once and release it (dispatch, animations, `Task`, URLSession completions, `present`); never reported."),
            RuleOptionDescription(name: "storing-functions", type: .stringList, defaultValue: .stringList(StrongSelfCapture.defaultStoring),
                                  summary: "Functions (outside the scanned tree) that keep their closure argument as long as their receiver lives; reported when the receiver is self, owned by self, or a process-lifetime singleton. Functions of the tree that store an `@escaping` parameter are found automatically."),
            .testCode,
            .deadCode,
        ]
    ),
    prepare: { index in index.prepareLifetimes() },
    check: { context in StrongSelfCapture.run(&context) }
)

public enum StrongSelfCapture {
    public static let defaultNonEscaping = [
        "map", "filter", "forEach", "reduce", "sorted", "sort", "first", "firstIndex", "last", "lastIndex",
        "contains", "compactMap", "flatMap", "allSatisfy", "min", "max", "drop", "prefix", "removeAll", "partition",
        "split", "mapValues", "compactMapValues", "count", "enumerateObjects", "withExtendedLifetime",
        "withoutActuallyEscaping", "autoreleasepool", "sync", "performAndWait", "withLock", "withCheckedContinuation",
        "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation", "withTaskGroup",
        "withThrowingTaskGroup", "withDiscardingTaskGroup", "run", "withAnimation", "performWithoutAnimation",
    ]
    public static let defaultOneShot = [
        "async", "asyncAfter", "asyncAndWait", "animate", "animateKeyframes", "addKeyframe", "transition", "Task", "detached",
        "dataTask", "downloadTask", "uploadTask", "present", "dismiss", "performBatchUpdates", "notify", "perform",
        "setCompletionBlock", "addCompletion", "addAnimations", "requestAuthorization", "getNotificationSettings",
        "requestAccess", "Future", "open",
    ]
    public static let defaultStoring = [
        "addPeriodicTimeObserver", "addBoundaryTimeObserver", "setEventHandler", "setCancelHandler", "setRegistrationHandler",
    ]

    static func run(_ context: inout RuleContext) {
        let tree = context.tree
        let calls = tree.calls
        var assignCalls: [Int] = []
        for k in calls.indices where tree.tokenIs(calls[k].nameToken, "assign") && isAssignOnSelf(calls[k], tree) { assignCalls.append(k) }
        guard !tree.closures.isEmpty || !assignCalls.isEmpty else { return }
        let model = FileModel(file: context.file, index: context.index)
        model.collectUses()
        guard !model.uses.isEmpty || !assignCalls.isEmpty else { return }
        let options = context.options
        let finder = HolderFinder(model: model, nonEscaping: options.strings("non-escaping-functions"),
                                  oneShot: options.strings("one-shot-functions"), storing: options.strings("storing-functions"))
        let escapingMode = options.string("mode") == "escaping"

        for c in tree.closures {
            guard let ctx = model.context(of: c.declaration), ctx.facts.classness != .no, !ctx.isTypeMember,
                  !ctx.facts.isProcessLifetimeSingleton, let use = model.firstStrongUse(in: c) else { continue }
            let message: String
            if var phrase = finder.holder(of: c, ctx) {
                if phrase.hasSuffix(",") { phrase.removeLast() }
                // The type empties the holder itself in another method, or the closure does
                // (`self.timerCancellable?.cancel()` once its work is done): no lasting cycle.
                let holders = [Teardown.holderProperty(in: phrase), Teardown.assignedProperty(of: c, tree)].compactMap { $0 }
                if holders.contains(where: { property in
                    Teardown.clears(property, in: ctx.facts.chain, except: ctx.member, context.index)
                        || Teardown.clears(property, in: c.bodyRange, tree)
                        || Teardown.clearsInOtherBranch(property, of: c, in: ctx.member, tree)
                }) { continue }
                // `viewModel.onChange = nil` in `viewWillDisappear`: the owned object lets go of it.
                if let path = Teardown.holderPath(in: phrase), Teardown.clears(path: path, in: ctx.facts.chain, except: ctx.member, context.index) { continue }
                if Teardown.unregisters(c, tree, in: ctx.facts.chain, except: ctx.member, context.index)
                    || Teardown.removesOwnEntry(c, tree) || Teardown.clearsOwnHolder(c, tree) { continue }
                let processLifetime = ["process-lifetime singleton", "lives as long as the process", "NotificationCenter", "run loop", "does not end on its own"].contains { phrase.contains($0) }
                let consequence = processLifetime ? "'\(ctx.facts.name)' is never deallocated" : "a retain cycle keeps '\(ctx.facts.name)' alive"
                let fix = phrase.contains("'for await'") ? "capture '[weak self]' and use 'self?' inside the loop instead"
                    : use.isWeakCaptureEntry ? "capture '[weak self]' in this closure too" : "capture '[weak self]' instead"
                let captures = use.isWeakCaptureEntry
                    ? "captures 'self' strongly to give an inner closure its '[\(tree.text(use.token - 1)) \(tree.text(use.token))]'" : "captures 'self' strongly"
                message = "Closure \(phrase), and \(captures): \(consequence); \(fix)"
            } else if escapingMode, var phrase = finder.escapingHolder(of: c, ctx) {
                if phrase.hasSuffix(",") { phrase.removeLast() }
                message = "Escaping closure \(phrase), and captures 'self' strongly: '\(ctx.facts.name)' stays alive as long as the closure does; capture '[weak self]' instead"
            } else {
                continue
            }
            // Code that never runs (a method nothing calls, a member of a class nothing makes) leaks nothing.
            if context.neverRuns(c.leftBrace) { continue }
            context.report(at: c.leftBrace, message, related: [context.related(use.token, describe(use, tree))])
        }

        // `Task { [weak self] in guard let self … for await … }`: the weak capture is undone before
        // an endless loop, so the Task holds self for as long as the loop runs: forever.
        for c in tree.closures {
            guard case .argument(let ci, _, _) = c.use, tree.isToken(tree.calls[ci].nameToken, "Task") || tree.isToken(tree.calls[ci].nameToken, "detached"),
                  model.isWeakSelfClosure(c), let ctx = model.context(of: c.declaration), ctx.facts.classness != .no, !ctx.isTypeMember,
                  !ctx.facts.isProcessLifetimeSingleton, let loop = finder.endlessAsyncLoopToken(in: c),
                  let rebound = finder.strongRebindingOfSelf(in: c, before: loop.forToken) else { continue }
            // The Task is kept in a property that a teardown method cancels or empties
            // (`internalTasks.forEach { $0.cancel() }` in `invalidate()`): the loop ends there.
            if let kept = Teardown.assignedProperty(of: c, tree) ?? Teardown.appendedProperty(of: c, tree),
               Teardown.clears(kept, in: ctx.facts.chain, except: ctx.member, context.index) { continue }
            if context.neverRuns(c.leftBrace) { continue }
            let line = tree.location(ofToken: rebound).line
            context.report(at: c.leftBrace,
                           "Closure is the body of a Task that loops over '\(loop.sequence)' with 'for await', an async sequence that does not end on its own, "
                           + "and re-binds 'self' strongly on line \(line) before the loop: '\(ctx.facts.name)' is never deallocated; "
                           + "use 'self?' inside the loop (or re-bind 'self' inside it, for one iteration at a time)",
                           related: [context.related(rebound, "'self' is re-bound strongly here, for the whole loop")])
        }

        for ci in assignCalls {
            let call = tree.calls[ci]
            guard let on = call.argument(labeled: "on") else { continue }
            let selfToken = on.value.lowerBound
            let enclosing = tree.innermostClosure(containing: call.nameToken)
            guard let ctx = model.context(of: enclosing?.declaration ?? model.declaration(containing: call.nameToken)),
                  ctx.facts.classness == .yes, !ctx.isTypeMember, !ctx.facts.isProcessLifetimeSingleton,
                  model.site(of: selfToken, from: enclosing) != .weak,
                  let kept = finder.pipelineKeeper(call: ci, ctx),
                  !context.neverRuns(call.nameToken) else { continue }
            // The type empties the subscriptions in a teardown (`cancellables.removeAll()` in
            // `viewDidDisappear`), as for a subscription's closure.
            if let property = Teardown.holderProperty(in: kept.keeper),
               Teardown.clears(property, in: ctx.facts.chain, except: model.declaration(containing: call.nameToken), context.index) { continue }
            let message = "'assign(to:on: self)' retains 'self' strongly in a subscription \(kept.published ? "tied to" : "stored in") \(kept.keeper): a retain cycle keeps '\(ctx.facts.name)' alive; use 'assign(to: &$property)' or 'sink { [weak self] in … }' instead"
            context.report(at: call.nameToken, message, related: [context.related(selfToken, "'self' is retained by the subscription here")])
        }
    }

    /// `….assign(to: \.x, on: self)`.
    static func isAssignOnSelf(_ call: Call, _ tree: SyntaxTree) -> Bool {
        guard tree.tokenIs(call.nameToken, "assign"), call.arguments.count == 2, call.arguments[0].label == "to",
              let on = call.arguments.last, on.label == "on", on.value.count == 1 else { return false }
        return tree.keyword(on.value.lowerBound) == .self
    }

    static func describe(_ use: SelfUse, _ tree: SyntaxTree) -> String {
        if use.isWeakCaptureEntry {
            return "'[\(tree.text(use.token - 1)) \(tree.text(use.token))]' of the inner closure is read here, so this closure captures self strongly"
        }
        if use.isSelfCapture { return "'[\(tree.text(use.token))]' captures self strongly here" }
        if use.isImplicit { return "implicit 'self' ('\(tree.text(use.token))' is 'self.\(tree.text(use.token))') is captured strongly here" }
        if tree.keyword(use.token) == .super { return "'super' captures self strongly here" }
        if case .rebinding(let b) = use.site {
            if tree.keyword(use.token) == .self { return "'self', re-bound strongly on line \(tree.location(ofToken: b).line), is captured here" }
            return "'\(tree.text(use.token))', a strong reference to self, is captured here"
        }
        return "'self' is captured strongly here"
    }
}
