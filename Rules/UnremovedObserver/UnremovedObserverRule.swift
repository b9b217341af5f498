import FlowLintKit

/// `unremoved-observer`: a registration (block observer token, KVO observer, target-self timer
/// or display link, optionally a selector-based observer) that the type never tears down.
/// See docs/rules/unremoved-observer.md.
public let unremovedObserverRule = Rule(
    RuleDescription(
        id: "unremoved-observer",
        name: "Unremoved observer",
        summary: "A NotificationCenter block observer, KVO observer, or target-self repeating timer / display link that the type never removes or invalidates.",
        rationale: """
            NotificationCenter keeps a block observer (and everything its block captures) until \
            its token is passed to `removeObserver`; KVO registered with \
            `addObserver(_:forKeyPath:options:context:)` must be removed before the observer goes \
            away, or the observed object messages a dead observer (a crash on iOS when it outlives \
            it); a repeating `Timer` or a `CADisplayLink` whose target is `self` is retained by the \
            run loop and retains `self` in turn, so the object is never deallocated and keeps \
            firing until the timer or link is invalidated.
            """,
        fix: """
            Pass the stored token to `NotificationCenter.default.removeObserver(_:)`, call \
            `removeObserver(self, forKeyPath:)` for every KVO key path, and call `invalidate()` on \
            the stored timer or display link (in `deinit`, `viewWillDisappear`, `stop()`…); or use \
            APIs that clean up by themselves (`NSKeyValueObservation`, Combine, a weak-proxy target).
            """,
        triggeringExamples: [
            """
            final class ChatViewController: UIViewController {
                private var keyboardToken: NSObjectProtocol?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    keyboardToken = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] _ in   // expect: unremoved-observer
                        self?.view.setNeedsLayout()
                    }
                }
            }
            """,
            """
            final class SessionMonitor: NSObject {
                private var idleTimer: Timer?
                func start() {
                    idleTimer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(check), userInfo: nil, repeats: true)   // expect: unremoved-observer
                }
                @objc private func check() {}
            }
            """,
            """
            private var statusContext = 0
            final class PlayerView: UIView {
                var player: AVPlayer?   // handed in by the screen
                func attach() {
                    player?.addObserver(self, forKeyPath: #keyPath(AVPlayer.rate), options: .new, context: &statusContext)   // expect: unremoved-observer
                }
                deinit {
                    player?.removeObserver(self, forKeyPath: "status")
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class PreviewTileView: UIView {
                private var playerLayer: AVPlayerLayer!
                func show(_ player: AVPlayer) {
                    playerLayer = AVPlayerLayer(player: player)
                    layer.addSublayer(playerLayer)
                    // Its own layer, in its own layer tree: it goes away with the view.
                    playerLayer.addObserver(self, forKeyPath: "readyForDisplay", options: .new, context: nil)
                }
            }
            """,
            """
            final class ChatViewController: UIViewController {
                private var keyboardToken: NSObjectProtocol?
                private var tokens: [NSObjectProtocol] = []
                deinit {
                    if let keyboardToken { NotificationCenter.default.removeObserver(keyboardToken) }
                    for token in tokens { NotificationCenter.default.removeObserver(token) }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    keyboardToken = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] _ in
                        self?.view.setNeedsLayout()
                    }
                    tokens.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
                        self?.view.setNeedsLayout()
                    })
                    NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .NSCalendarDayChanged, object: nil)
                }
                @objc func reload() {}
            }
            """,
            """
            final class SessionMonitor: NSObject {
                private var idleTimer: Timer?
                private var proxyTimer: Timer?
                func start() {
                    idleTimer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(check), userInfo: nil, repeats: true)
                    proxyTimer = Timer.scheduledTimer(timeInterval: 60, target: WeakTarget(self), selector: #selector(WeakTarget.fire(_:)), userInfo: nil, repeats: true)
                    Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(check), userInfo: nil, repeats: false)
                }
                func stop() {
                    idleTimer?.invalidate()
                }
                @objc private func check() {}
            }
            """,
            """
            private var statusContext = 0
            final class PlayerView: UIView {
                let player = AVPlayer()
                func attach() {
                    player.addObserver(self, forKeyPath: "status", options: .new, context: &statusContext)
                }
                deinit {
                    player.removeObserver(self, forKeyPath: #keyPath(AVPlayer.status), context: &statusContext)
                }
            }
            """,
        ],
        options: [
            RuleOptionDescription(name: "report-selector-observers", type: .bool, defaultValue: .bool(false),
                                  summary: "Also report selector-based `addObserver(self, selector:name:object:)` with no `removeObserver(self…)` in the type (needed only for deployment targets before iOS 9 / macOS 10.11)."),
            .testCode,
            .deadCode,
        ]
    ),
    prepare: { index in index.prepareLifetimes() },
    check: { context in UnremovedObserverCheck.run(&context) }
)

enum UnremovedObserverCheck {
    enum Kind { case blockObserver, kvo, scheduledTimer, timerInit, displayLink, selectorObserver }

    static func run(_ context: inout RuleContext) {
        let tree = context.tree
        let reportSelectors = context.options.bool("report-selector-observers")
        var typeDeclarations: [Declaration]?
        var factsByType: [String: TypeFacts] = [:]
        var lookup = Lookup(tree: tree)
        let calls = tree.calls
        for ci in tree.callIndices(named: ["Timer", "init", "addObserver", "displayLink", "CADisplayLink", "scheduledTimer"]) {
            let name = calls[ci].nameToken
            // `init` only as `Timer.init(…)` / `CADisplayLink.init(…)`.
            if tree.isToken(name, "init") && !tree.isToken(name - 2, "Timer") && !tree.isToken(name - 2, "CADisplayLink") { continue }
            let call = calls[ci]
            guard let kind = registrationKind(call, tree, reportSelectors: reportSelectors) else { continue }
            if typeDeclarations == nil { typeDeclarations = typeLikeDeclarations(tree) }
            guard let type = innermostType(containing: call.nameToken, typeDeclarations ?? []) else { continue }
            let typeName = simpleTypeName(type)
            // The type must be declared in the tree (its body is where removals live), and not be a protocol.
            guard let sites = context.index.types[typeName], !sites.isEmpty,
                  context.index.kind(ofType: typeName) != .protocol else { continue }
            if isInTypeMember(call.nameToken, type) && kind != .blockObserver { continue }
            // An object that lives as long as the process leaks nothing by registering once;
            // registering again and again is still a bug.
            let frequency = context.index.registrationFrequency(of: call.nameToken, in: context.file)
            // A process-lifetime object's one registration never needs removing; a block
            // observer it registers again after dropping the token (re-login) still piles up.
            let forever = context.index.processLifetime(ofType: context.index.lifetimeName(of: type)) != nil
                || (ProjectIndex.isInStaticContext(call.nameToken, in: tree) && frequency.mayRunOnce)
            if forever && (frequency == .once || (!frequency.pilesUp && kind != .blockObserver)) { continue }
            // Registered once per object, by a type the tree never shows made twice: when the
            // model cannot tell whether the object ever goes away, it stays silent.
            if frequency == .once && context.index.oneTimeRegistrationMayBeHarmless(in: typeName) { continue }
            // Code that never runs (a method nothing calls, a member of a class nothing makes) leaks nothing.
            if context.neverRuns(call.nameToken) { continue }
            let facts: TypeFacts
            if let cached = factsByType[typeName] {
                facts = cached
            } else {
                facts = TypeFacts.gather(typeName, index: context.index)
                factsByType[typeName] = facts
            }
            check(kind, call, in: type, typeName: typeName, facts: facts, repeats: frequency.repeats,
                  onlyIfRegisteredAgain: forever && !frequency.pilesUp, &lookup, &context)
        }
    }

    // MARK: Registrations

    static func registrationKind(_ call: Call, _ tree: SyntaxTree, reportSelectors: Bool) -> Kind? {
        let n = call.nameToken
        guard call.leftParen != nil, tree.kind(n) == .identifier else { return nil }
        if tree.isToken(n, "addObserver") {
            guard let first = call.arguments.first else { return nil }
            if first.label == "forName" {
                let hasBlock = call.argument(labeled: "using") != nil || !call.trailingClosures.isEmpty
                return hasBlock && call.argument(labeled: "queue") != nil ? .blockObserver : nil
            }
            guard first.label == nil, isSelf(first.value, tree), call.arguments.count >= 2 else { return nil }
            if call.arguments[1].label == "forKeyPath" { return .kvo }
            if reportSelectors, call.arguments[1].label == "selector", call.argument(labeled: "name") != nil { return .selectorObserver }
            return nil
        }
        if tree.isToken(n, "scheduledTimer") {
            guard tree.kind(n - 1) == .dot, tree.isToken(n - 2, "Timer"), call.argument(labeled: "selector") != nil else { return nil }
            return targetsSelfAndRepeats(call, tree) ? .scheduledTimer : nil
        }
        if isConstruction(of: "Timer", n, tree) {
            guard call.argument(labeled: "selector") != nil else { return nil }
            return targetsSelfAndRepeats(call, tree) ? .timerInit : nil
        }
        if isConstruction(of: "CADisplayLink", n, tree) {
            guard let target = call.argument(labeled: "target"), isSelf(target.value, tree),
                  call.argument(labeled: "selector") != nil else { return nil }
            return .displayLink
        }
        if tree.isToken(n, "displayLink"), tree.kind(n - 1) == .dot,
           let target = call.argument(labeled: "withTarget"), isSelf(target.value, tree) {
            return .displayLink   // `UIScreen.main.displayLink(withTarget: self, selector:)`
        }
        return nil
    }

    /// `Name(…)` or `Name.init(…)`.
    static func isConstruction(of name: StaticString, _ n: Int, _ tree: SyntaxTree) -> Bool {
        if tree.tokenIs(n, name) { return tree.kind(n - 1) != .dot || tree.isToken(n - 2, "Foundation") || tree.isToken(n - 2, "QuartzCore") }
        return tree.keyword(n) == .`init` && tree.kind(n - 1) == .dot && tree.tokenIs(n - 2, name)
    }

    /// For `x.addObserver(…)`, `self.x.addObserver(…)`, `x?.…` or `x!.…`: the name `x`.
    static func observedProperty(of call: Call, _ tree: SyntaxTree) -> String? {
        let n = call.nameToken
        guard tree.kind(n - 1) == .dot else { return nil }
        var r = n - 2
        if tree.kind(r) == .postfixQuestion || tree.kind(r) == .postfixExclaim { r -= 1 }
        guard tree.kind(r) == .identifier, tree.keyword(r) != .self, r >= call.calleeStart else { return nil }
        if tree.kind(r - 1) == .dot {
            guard tree.keyword(r - 2) == .self, r - 2 == call.calleeStart else { return nil }
        } else if r != call.calleeStart {
            return nil
        }
        return tree.text(r)
    }

    static func isSelf(_ range: TokenRange, _ tree: SyntaxTree) -> Bool {
        range.count == 1 && tree.keyword(range.lowerBound) == .self
    }

    static func targetsSelfAndRepeats(_ call: Call, _ tree: SyntaxTree) -> Bool {
        guard let target = call.argument(labeled: "target"), isSelf(target.value, tree),
              let repeats = call.argument(labeled: "repeats"), repeats.value.count == 1,
              tree.keyword(repeats.value.lowerBound) == .true else { return false }
        return true
    }

    // MARK: Checking one registration

    static func check(_ kind: Kind, _ call: Call, in type: Declaration, typeName: String, facts: TypeFacts,
                      repeats: String?, onlyIfRegisteredAgain: Bool, _ lookup: inout Lookup, _ context: inout RuleContext) {
        let tree = context.tree
        // Where the registration repeats, the message says so.
        let again = repeats.map { "; \($0), so observers pile up" } ?? ""
        switch kind {
        case .kvo:
            guard let keyPathArgument = call.argument(labeled: "forKeyPath") else { return }
            let key = KeyPaths.resolve(keyPathArgument.value, tree)
            if let key {
                if facts.kvoRemovedKeyPaths.contains(key) || facts.kvoUnresolvedRemoval { return }
            } else if facts.kvoRemovals > 0 {
                return
            }
            // The observed object is one the type makes and keeps itself (its own player layer):
            // it goes away with its observer, and never messages a deallocated one.
            if let observed = observedProperty(of: call, tree), context.index.holdsOnlyWhatItMakes(observed, in: typeName) { return }
            // It is an outlet of the observer's own view tree (`webView.addObserver(self, …)` in
            // a screen whose `@IBOutlet weak var webView`): it goes away with the observer too.
            if let observed = observedProperty(of: call, tree), context.index.isOwnOutlet(observed, of: typeName) { return }
            let shown = key ?? tree.compactText(of: keyPathArgument.value)
            let argument = key.map { "\"\($0)\"" } ?? shown
            var related: [RelatedLocation] = []
            if let d = deinitializer(of: type) { related.append(context.related(d.keywordToken, "'deinit' of '\(typeName)' does not remove the observer for '\(shown)'")) }
            context.report(at: call.nameToken,
                           "KVO observer for key path '\(shown)' is never removed in '\(typeName)'; call 'removeObserver(self, forKeyPath: \(argument))' "
                           + "on the observed object in deinit (an observed object that outlives its observer keeps messaging a deallocated observer)",
                           related: related)

        case .selectorObserver:
            if facts.removesSelf { return }
            let name = call.argument(labeled: "name").map { tree.compactText(of: $0.value) } ?? "?"
            var related: [RelatedLocation] = []
            if let d = deinitializer(of: type) { related.append(context.related(d.keywordToken, "'deinit' of '\(typeName)' does not remove it")) }
            context.report(at: call.nameToken,
                           "Selector-based observer 'self' for '\(name)' is never removed in '\(typeName)'; call "
                           + "'NotificationCenter.default.removeObserver(self)' in deinit (required before iOS 9 / macOS 10.11)",
                           related: related)

        case .blockObserver:
            let storage = lookup.storage(of: call, in: type)
            guard storage.state == .stored, !storage.removedLocally else { return }
            if !facts.removedNames.isDisjoint(with: storage.names) { return }
            // `token.invalidate()` where the project extends `NSObjectProtocol` with an
            // `invalidate()` that removes the token from the notification center.
            if !facts.invalidatedNames.isDisjoint(with: storage.names), tokenInvalidateRemovesObserver(context.index) { return }
            let name = storage.displayName ?? "token"
            // A process-lifetime object: only a token dropped (set to nil outside deinit) and then
            // registered again is a leak (`logout()` nils it, the next login registers anew).
            let dropped = context.index.methodSettingNil(anyOf: storage.names, inType: typeName)?.name
            if onlyIfRegisteredAgain && dropped == nil { return }
            // A token kept in a static property belongs to the type, which never goes away: the
            // registration is meant to last for the process. Only one that repeats leaves blocks
            // behind, and not when the type registers only while the holder is empty (`if
            // observer == nil { register() }`; decided on real code, 2026-12-07: a conference
            // app's dynamic-type observer and a course app's memory-warning observer, 2 judged
            // wrong).
            if storage.names.allSatisfy({ isStaticProperty($0, of: typeName, context.index) }) {
                let notification = call.arguments.first.map { tree.compactText(of: $0.value) } ?? "?"
                let related = storage.related.map { [context.related($0, "the token is stored in '\(name)' here")] } ?? []
                // `logOut()` sets the static token to nil without removing the observer: the next
                // registration leaves one more block behind.
                if let method = dropped {
                    context.report(at: call.nameToken,
                                   droppedTokenMessage("Observer token '\(name)'", notification, method: method, drops: "the static property", lifetime: "",
                                                       fix: "call 'NotificationCenter.default.removeObserver(\(name))'"),
                                   related: related)
                    return
                }
                guard let repeats, !registersOnlyWhileNil(storage.names, call: call, in: typeName, tree, context.index) else { return }
                context.report(at: call.nameToken,
                               "Observer token '\(name)' (block observer for '\(notification)') is a static property of '\(typeName)' that each "
                               + "registration overwrites without removing the observer it held; \(repeats), so observers pile up; call "
                               + "'NotificationCenter.default.removeObserver(\(name))' before registering again, or register only while it is nil",
                               related: related)
                return
            }
            let notification = call.arguments.first.map { tree.compactText(of: $0.value) } ?? "?"
            let related = storage.related.map { [context.related($0, "the token is stored in '\(name)' here")] } ?? []
            let what = storage.isContainer ? "Observer token kept in '\(name)'" : "Observer token '\(name)'"
            let fix = storage.isContainer ? "remove each token in '\(name)' with 'NotificationCenter.default.removeObserver(_:)'"
                                          : "call 'NotificationCenter.default.removeObserver(\(name))'"
            // Cleanup that exists but does not work, said as such.
            var because = ""
            if let method = dropped, onlyIfRegisteredAgain {
                context.report(at: call.nameToken,
                               droppedTokenMessage(what, notification, method: method, drops: "it",
                                                   lifetime: ", and '\(typeName)' lives as long as the app", fix: fix),
                               related: related)
                return
            } else if nilledInDeinit(storage.names, type, tree) {
                because = " (setting it to nil in deinit does not unregister the block)"
            } else if facts.removesSelf {
                because = " ('removeObserver(self)' removes only selector-based observers, not this block)"
            }
            context.report(at: call.nameToken,
                           "\(what) (block observer for '\(notification)') is never passed to 'removeObserver' in '\(typeName)'\(because), "
                           + "so the block stays registered after '\(typeName)' goes away\(again); \(fix) in deinit or where observation ends",
                           related: related)

        case .scheduledTimer, .timerInit, .displayLink:
            if let selector = call.argument(labeled: "selector"), let method = selectorMethodName(selector.value, tree),
               facts.selfInvalidatingFunctions.contains(method) { return }
            let storage = lookup.storage(of: call, in: type)
            if storage.invalidatedLocally { return }
            let isLink = kind == .displayLink
            let added = storage.addedToRunLoop || !facts.runLoopAddedNames.isDisjoint(with: storage.names)
            let selectorText = call.argument(labeled: "selector").map { tree.compactText(of: $0.value) } ?? ""
            let noun = isLink ? "CADisplayLink" : "Repeating timer"
            let when = isLink ? "when the view leaves its window or the animation ends (pausing keeps it in the run loop)"
                              : "when it should stop (e.g. in viewWillDisappear or stop())"
            switch storage.state {
            case .unknown:
                return
            case .notKept:
                if (kind == .timerInit || isLink) && !added { return }
                if !facts.invalidatedNames.isDisjoint(with: storage.localNames) { return }
                context.report(at: call.nameToken,
                               "\(noun) targeting self (\(selectorText)) is not kept, so it can never be invalidated: the run loop retains it "
                               + "and it retains self, so '\(typeName)' is never deallocated\(again); store it in a property and call 'invalidate()' "
                               + "on it \(when), or target a weak proxy")
            case .stored:
                if kind == .timerInit && !added { return }
                if !facts.invalidatedNames.isDisjoint(with: storage.names) { return }
                let name = storage.displayName ?? (isLink ? "link" : "timer")
                let related = storage.related.map { [context.related($0, "stored in '\(name)' here")] } ?? []
                let fix = storage.isContainer ? "invalidate()' on each element of '\(name)" : "\(name)?.invalidate()"
                context.report(at: call.nameToken,
                               "\(noun) '\(name)' targets self and is never invalidated in '\(typeName)': the run loop retains it and "
                               + "it retains self, so '\(typeName)' is never deallocated\(again); call '\(fix)' \(when), or target a weak proxy",
                               related: related)
            }
        }
    }

    /// Whether the tree adds to `NSObjectProtocol` (the type of an observer token) an
    /// `invalidate()` whose body removes `self` from a notification center (`extension
    /// NSObjectProtocol { func invalidate() { NotificationCenter.default.removeObserver(self) } }`):
    /// `token.invalidate()` then removes the token, and `TypeFacts` collects those calls as
    /// `invalidatedNames` (decided on real code, 2026-12-07: a sensor app whose presenters and
    /// services stop every observation so; 21 sampled findings judged wrong).
    static func tokenInvalidateRemovesObserver(_ index: ProjectIndex) -> Bool {
        index.memoized("unremoved-observer.token-invalidate-removes", "", as: Bool.self) {
            (index.extensions["NSObjectProtocol"] ?? []).contains { site in
                let tree = site.file.tree
                return site.declaration.members.contains { m in
                    guard m.kind == .function, m.name == "invalidate", m.parameters.isEmpty, let body = m.body else { return false }
                    return body.indices.contains { k in
                        tree.isToken(k, "removeObserver") && tree.kind(k + 1) == .leftParen && tree.keyword(k + 2) == .self && tree.kind(k + 3) == .rightParen
                    }
                }
            }
        }
    }

    /// The message for a token that a method drops without removing its observer, while the
    /// holder lives on and registers again: `drops` is what is set to nil ("it", "the static
    /// property"), `lifetime` why nothing else frees the blocks (", and 'X' lives as long as the app").
    static func droppedTokenMessage(_ what: String, _ notification: String, method: String, drops: String, lifetime: String,
                                    fix: String) -> String {
        "\(what) (block observer for '\(notification)') is never passed to 'removeObserver': '\(method)()' sets \(drops) to nil "
            + "without removing the observer\(lifetime), so every new registration leaves one more block registered; "
            + "\(fix) before dropping the token"
    }

    /// Whether the type (in its declaration or an extension) declares `name` as a static stored property.
    static func isStaticProperty(_ name: String, of typeName: String, _ index: ProjectIndex) -> Bool {
        ((index.types[typeName] ?? []) + (index.extensions[typeName] ?? [])).contains { site in
            site.declaration.members.contains { $0.kind == .variable && $0.name == name && $0.modifiers.isTypeMember && $0.accessorKind != .computed }
        }
    }

    /// Whether the registration `call` runs only while its token holder is empty: it sits in
    /// an `if name == nil { … }` block, or after `guard name == nil else { … }` in its method (in
    /// the call's block or one around it), or
    /// its method is called only from such a block in the type (`if sizeObserver == nil {
    /// registerForSizeChanges() }`).
    static func registersOnlyWhileNil(_ names: Set<String>, call: Call, in typeName: String, _ tree: SyntaxTree, _ index: ProjectIndex) -> Bool {
        func nilChecks(in range: TokenRange, _ t: SyntaxTree) -> [(keyword: Keyword, block: TokenRange)] {
            var found: [(Keyword, TokenRange)] = []
            for k in range.indices where t.kind(k) == .identifier && names.contains(t.text(k)) && t.tokenIs(k + 1, "==") && t.keyword(k + 2) == .nil {
                // The statement's keyword and its block: `if name == nil {`, `guard name == nil else {`.
                var j = k - 1
                if t.keyword(j) == .self, t.kind(j + 1) == .dot { j -= 1 }
                while j > range.lowerBound, t.kind(j) == .dot || (t.kind(j) == .identifier && t.kind(j + 1) == .dot) { j -= 1 }
                guard t.keyword(j) == .if || t.keyword(j) == .guard else { continue }
                var b = k + 3
                if t.keyword(b) == .else { b += 1 }
                guard t.kind(b) == .leftBrace, let close = t.partner(b) else { continue }
                found.append((t.keyword(j), TokenRange(b, close + 1)))
            }
            return found
        }
        guard let method = ProjectIndex.memberDeclaration(containing: call.nameToken, in: tree) else { return false }
        if let body = method.body {
            for (keyword, block) in nilChecks(in: body, tree) {
                if keyword == .if, block.contains(call.nameToken) { return true }
                // A `guard` ends the method only where it stands in the call's own block or one
                // around it, not nested in an `if` or a closure that ends before the call.
                if keyword == .guard, block.upperBound <= call.nameToken, tree.encloses(statement: block.lowerBound, before: call.nameToken) {
                    return true
                }
            }
        }
        // Every call of the method in the type is inside an `if name == nil { … }` block; only
        // for a private method, which no other type can call.
        guard method.kind == .function, method.modifiers.contains(.private) || method.modifiers.contains(.fileprivate) else { return false }
        var calls = 0
        for site in (index.types[typeName] ?? []) + (index.extensions[typeName] ?? []) {
            let t = site.file.tree
            guard let body = site.declaration.body else { continue }
            let blocks = nilChecks(in: body, t).filter { $0.keyword == .if }.map(\.block)
            for k in body.indices where t.tokenIs(k, method.name) && t.kind(k + 1) == .leftParen && t.keyword(k - 1) != .func {
                guard blocks.contains(where: { $0.contains(k) }) else { return false }
                calls += 1
            }
        }
        return calls > 0
    }

    /// `#selector(auditSession(_:))` → `auditSession`; `#selector(WeakTarget.fire)` → `fire`.
    static func selectorMethodName(_ range: TokenRange, _ tree: SyntaxTree) -> String? {
        let first = range.lowerBound
        guard tree.kind(first) == .pound, tree.kind(first + 1) == .leftParen, let close = tree.partner(first + 1) else { return nil }
        var name: Int?
        var k = first + 2
        while k < close {
            if tree.kind(k) == .leftParen { break }
            if tree.kind(k) == .identifier && tree.keyword(k) == .none { name = k }
            k += 1
        }
        return name.map { tree.text($0) }
    }

    // MARK: Types

    static func typeLikeDeclarations(_ tree: SyntaxTree) -> [Declaration] {
        var result: [Declaration] = []
        var stack = tree.declarations
        while let d = stack.popLast() {
            stack.append(contentsOf: d.members)
            if d.kind.isType && d.kind != .protocol && d.body != nil { result.append(d) }
        }
        return result
    }

    static func innermostType(containing token: Int, _ types: [Declaration]) -> Declaration? {
        var best: Declaration?
        for d in types {
            guard let body = d.body, body.contains(token) else { continue }
            if let b = best?.body, b.lowerBound >= body.lowerBound { continue }
            best = d
        }
        return best
    }

    static func simpleTypeName(_ d: Declaration) -> String { d.simpleTypeName }

    /// Inside a `static`/`class` member, where `self` is the metatype.
    static func isInTypeMember(_ token: Int, _ type: Declaration) -> Bool {
        for m in type.members where m.startToken <= token && token < m.endToken {
            return m.modifiers.isTypeMember
        }
        return false
    }

    /// Whether the type's `deinit` sets one of these names to nil (`token = nil`,
    /// `self.token = nil`).
    static func nilledInDeinit(_ names: Set<String>, _ type: Declaration, _ tree: SyntaxTree) -> Bool {
        guard let body = deinitializer(of: type)?.body else { return false }
        return tree.assignments.contains { a in
            body.contains(a.equalToken) && a.rhs.count == 1 && tree.keyword(a.rhs.lowerBound) == .nil
                && names.contains(tree.text(a.lhs.upperBound - 1))
        }
    }

    static func deinitializer(of type: Declaration) -> Declaration? {
        type.members.first { $0.kind == .deinitializer }
    }
}

extension SyntaxTree {
    /// `tokenIs` with a literal, without falling into the `String` overload (a string literal
    /// argument prefers `String`, whose comparison is several times slower).
}
