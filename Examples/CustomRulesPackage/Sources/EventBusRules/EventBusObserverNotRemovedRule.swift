import FlowLintKit

/// `event-bus-observer-not-removed`: our app's `EventBus.shared.subscribe(…)` returns a
/// `SubscriptionToken`; the subscription lives until the token is passed to
/// `EventBus.shared.unsubscribe(_:)`. A token that is thrown away, or kept in a property that
/// the type never unsubscribes, leaves the handler (and whatever it captures) registered for
/// the life of the app.
public let eventBusObserverNotRemovedRule = Rule(
    RuleDescription(
        id: "event-bus-observer-not-removed",
        name: "Event bus observer not removed",
        summary: "An `EventBus.shared.subscribe(…)` token that is discarded, or stored but never passed to `unsubscribe`.",
        rationale: """
            The event bus keeps every handler until its token is unsubscribed. A screen that \
            subscribes without unsubscribing keeps receiving events after it is closed: its \
            handler runs on a dismissed screen (duplicate network calls, analytics sent twice), \
            and everything the handler captures stays in memory.
            """,
        fix: """
            Keep the token in a property and pass it to `EventBus.shared.unsubscribe(_:)` in \
            `deinit` (or when the screen goes away), e.g. `deinit { tokens.forEach(EventBus.shared.unsubscribe) }`.
            """,
        triggeringExamples: [
            """
            final class CartBadgeView: UIView {
                func start() {
                    EventBus.shared.subscribe(CartChanged.self) { [weak self] event in   // expect: event-bus-observer-not-removed
                        self?.count = event.itemCount
                    }
                }
                var count = 0
            }
            """,
            """
            final class ProfileViewController: UIViewController {
                private var profileToken: SubscriptionToken?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    profileToken = EventBus.shared.subscribe(ProfileUpdated.self) { [weak self] _ in   // expect: event-bus-observer-not-removed
                        self?.reload()
                    }
                    _ = EventBus.shared.subscribe(LoggedOut.self) { _ in print("bye") }   // expect: event-bus-observer-not-removed
                }
                func reload() {}
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class ProfileViewController: UIViewController {
                private var tokens: [SubscriptionToken] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tokens.append(EventBus.shared.subscribe(ProfileUpdated.self) { [weak self] _ in self?.reload() })
                }
                deinit { tokens.forEach(EventBus.shared.unsubscribe) }
                func reload() {}
            }
            """,
            """
            final class OrderTracker {
                private var token: SubscriptionToken?
                func start() {
                    let token = EventBus.shared.subscribe(OrderShipped.self) { print($0.orderID) }
                    self.token = token
                }
                func stop() {
                    if let token { EventBus.shared.unsubscribe(token) }
                }
                func makeToken() -> SubscriptionToken {
                    return EventBus.shared.subscribe(OrderShipped.self) { _ in }
                }
            }
            """,
        ],
        options: [
            RuleOptionDescription(name: "subscribe-calls", type: .stringList, defaultValue: .stringList(["EventBus.shared.subscribe"]),
                                  summary: "Calls (member chains as written) that return a subscription token."),
            RuleOptionDescription(name: "unsubscribe-method", type: .string, defaultValue: .string("unsubscribe"),
                                  summary: "Name of the method that ends a subscription when given its token."),
        ],
        documentationURI: "https://github.com/flowlint/flowlint/blob/main/Examples/CustomRulesPackage/README.md"
    ),
    check: { context in EventBusObserverNotRemoved.run(&context) }
)

enum EventBusObserverNotRemoved {
    static func run(_ context: inout RuleContext) {
        let tree = context.tree
        let chains = context.options.strings("subscribe-calls").map { $0.split(separator: ".").map(String.init) }
        let unsubscribe = context.options.string("unsubscribe-method")
        guard !chains.isEmpty, !unsubscribe.isEmpty else { return }
        // Cheap filter first: the call's own name (`subscribe`), then its whole member chain.
        let lastNames = Set(chains.compactMap(\.last))
        var subscribeCalls: [(call: Call, chain: [String])] = []
        for call in tree.calls where lastNames.contains(where: { tree.tokenIs(call.nameToken, $0) }) {
            let chain = tree.memberChainText(endingAt: call.nameToken)
            if chains.contains(chain) { subscribeCalls.append((call, chain)) }
        }
        if subscribeCalls.isEmpty { return }

        // Per-file maps, built once.
        var statementEnds: [Int: Int] = [:]   // statement start → end (the longest one)
        for s in tree.statements { statementEnds[s.range.lowerBound] = max(statementEnds[s.range.lowerBound] ?? 0, s.range.upperBound) }
        var assignmentByRHS: [Int: Assignment] = [:]
        for a in tree.assignments { assignmentByRHS[a.rhs.lowerBound] = a }
        var appendByArgument: [Int: Call] = [:]
        for c in tree.calls where c.arguments.count == 1 && (tree.tokenIs(c.nameToken, "append") || tree.tokenIs(c.nameToken, "insert")) {
            appendByArgument[c.arguments[0].value.lowerBound] = c
        }

        for (call, chain) in subscribeCalls {
            let start = expressionStart(call, tree)
            let end = call.endToken
            let receiver = chain.dropLast().joined(separator: ".")
            let unsubscribeCall = (receiver.isEmpty ? "" : receiver + ".") + unsubscribe

            // 1. The token is thrown away: the call is a statement of its own, or `_ = call`.
            let discarded = (statementEnds[start] == end && !isImplicitReturn(start, end, tree))
                || assignmentByRHS[start].map { $0.rhs.upperBound == end && $0.lhs.count == 1 && tree.tokenIs($0.lhs.lowerBound, "_") } == true
            if discarded {
                context.report(at: call.calleeStart,
                               "The token returned by '\(chain.joined(separator: "."))' is discarded, so this subscription can never be removed; "
                               + "keep it in a property and pass it to '\(unsubscribeCall)' in deinit")
                continue
            }

            // 2. The token is stored in a property of the enclosing type, which never unsubscribes it.
            guard let type = enclosingType(of: call.nameToken, tree) else { continue }
            var property: String?
            if let a = assignmentByRHS[start], a.rhs.upperBound == end {
                property = propertyName(a.lhs, tree)
            } else if let append = appendByArgument[start], append.arguments[0].value.upperBound == end {
                let receiverChain = tree.memberChain(endingAt: append.nameToken).dropLast()
                if receiverChain.count == 1 { property = tree.text(receiverChain[0]) }
                if receiverChain.count == 2 && tree.keyword(receiverChain[0]) == .self { property = tree.text(receiverChain[1]) }
            }
            guard let name = property else { continue }
            let typeName = type.name.split(separator: ".").last.map(String.init) ?? type.name
            let declarations = context.index.storedProperties(of: typeName).filter { $0.name == name }
                + type.members.filter { $0.kind == .variable && $0.name == name }
            guard let declaration = declarations.first else { continue }   // not a stored property we know
            if unsubscribes(name, typeName: typeName, method: unsubscribe, context.index) { continue }
            context.report(at: call.calleeStart,
                           "Subscription token '\(name)' is never passed to '\(unsubscribe)' in '\(typeName)'; "
                           + "call '\(unsubscribeCall)(\(name))' in deinit (or when the screen goes away)",
                           related: [context.related(declaration.nameToken, "token stored in '\(name)', declared here")])
        }
    }

    /// The call's expression start, before `try`/`await`.
    static func expressionStart(_ call: Call, _ tree: SyntaxTree) -> Int {
        var start = call.calleeStart
        while start > 0 && (tree.keyword(start - 1) == .try || tree.keyword(start - 1) == .await) { start -= 1 }
        return start
    }

    /// Whether the statement `start..<end` is the whole body of a closure, computed property or
    /// function with a result type, and so is returned (`var token: SubscriptionToken { bus.subscribe(…) }`).
    static func isImplicitReturn(_ start: Int, _ end: Int, _ tree: SyntaxTree) -> Bool {
        guard tree.kind(start - 1) == .leftBrace, tree.partner(start - 1) == end else { return false }
        if tree.closureIndex(brace: start - 1) != nil { return true }
        var stack = tree.declarations + tree.localDeclarations
        while let d = stack.popLast() {
            if d.kind == .function, d.body?.lowerBound == start - 1 { return d.returnType != nil }
            stack.append(contentsOf: d.members)
        }
        return true
    }

    /// `name` or `self.name` on the left of `=`.
    static func propertyName(_ lhs: TokenRange, _ tree: SyntaxTree) -> String? {
        if lhs.count == 1 && tree.kind(lhs.lowerBound) == .identifier && tree.keyword(lhs.lowerBound) == .none {
            return tree.text(lhs.lowerBound)
        }
        if lhs.count == 3 && tree.keyword(lhs.lowerBound) == .self && tree.kind(lhs.lowerBound + 1) == .dot {
            return tree.text(lhs.lowerBound + 2)
        }
        return nil
    }

    /// The innermost type (or extension) whose body contains `token`.
    static func enclosingType(of token: Int, _ tree: SyntaxTree) -> Declaration? {
        var result: Declaration?
        var level = tree.declarations
        while let d = level.first(where: { $0.body?.contains(token) == true && $0.kind.isType }) {
            result = d
            level = d.members
        }
        return result
    }

    /// Whether the type or one of its extensions (in any file) has a statement that mentions
    /// both the unsubscribe method and the property: `EventBus.shared.unsubscribe(token)`,
    /// `tokens.forEach(EventBus.shared.unsubscribe)`, `token.map { bus.unsubscribe($0) }`.
    static func unsubscribes(_ property: String, typeName: String, method: String, _ index: ProjectIndex) -> Bool {
        for site in (index.types[typeName] ?? []) + (index.extensions[typeName] ?? []) {
            guard let body = site.declaration.body else { continue }
            let tree = site.file.tree
            for k in body.indices where tree.tokenIs(k, method) {
                for s in tree.statements where s.range.contains(k) {
                    if s.range.indices.contains(where: { tree.kind($0) == .identifier && tree.tokenIs($0, property) }) { return true }
                }
            }
        }
        return false
    }
}
