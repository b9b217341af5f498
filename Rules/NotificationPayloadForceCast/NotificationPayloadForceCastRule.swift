import FlowLintKit

/// `notification-payload-force-cast`: `notification.object as! T` / `notification.userInfo?[key] as! T`
/// in an observer. See docs/rules/notification-payload-force-cast.md.
public let notificationPayloadForceCastRule = Rule(
    RuleDescription(
        id: "notification-payload-force-cast",
        name: "Notification payload force cast",
        summary: "A forced cast (`as!`) of a notification's `object` or `userInfo` in an observer.",
        rationale: """
            A notification name is a broadcast channel: any code in the process can post it, with any \
            object and any user info. The observer's `as!` turns an assumption about every poster — \
            today's and tomorrow's, in other modules and in tests — into a crash. A second poster that \
            passes `nil`, a different model type or a renamed key takes the app down in an unrelated \
            screen, far from the code that changed.
            """,
        fix: "Cast conditionally and ignore what you don't understand: `guard let recipe = notification.object as? Recipe else { return }`; better, wrap the payload in a typed helper that both the poster and the observer use.",
        defaultSeverity: .warning,
        enabledByDefault: false,
        triggeringExamples: [
            """
            final class CartBadgeController {
                init() {
                    NotificationCenter.default.addObserver(self, selector: #selector(cartDidChange(_:)), name: .cartDidChange, object: nil)
                }
                @objc private func cartDidChange(_ notification: Notification) {
                    let cart = notification.object as! Cart   // expect: notification-payload-force-cast
                    let count = notification.userInfo?["count"] as! Int   // expect: notification-payload-force-cast
                    badge.text = "\\(count) in \\(cart.name)"
                }
            }
            """,
            """
            final class DownloadListViewModel {
                private var cancellables = Set<AnyCancellable>()
                init() {
                    NotificationCenter.default.publisher(for: .downloadFinished)
                        .map { $0.object as! Download }   // expect: notification-payload-force-cast
                        .sink { [weak self] download in self?.finish(download) }
                        .store(in: &cancellables)
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class CartBadgeController {
                @objc private func cartDidChange(_ notification: Notification) {
                    guard let cart = notification.object as? Cart else { return }
                    badge.text = cart.name
                }
            }
            """,
            """
            final class KeyboardAvoidingViewController: UIViewController {
                // System notifications with documented user-info keys are left alone.
                @objc private func keyboardWillShow(_ notification: Notification) {
                    let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                    additionalSafeAreaInsets.bottom = frame.height
                }
            }
            """,
        ],
        options: [
            RuleOptionDescription(
                name: "allow-system-payloads", type: .bool, defaultValue: .bool(true),
                summary: "Leave alone casts of framework-documented payloads: user-info keys such as `UIResponder.keyboardFrameEndUserInfoKey`, and observers of framework notifications (`UIApplication.didBecomeActiveNotification`)."),
            RuleOptionDescription(
                name: "notification-names", type: .stringList, defaultValue: .stringList(["notification", "notif"]),
                summary: "Names (last camel-case word) of untyped closure parameters and loop variables taken to hold a `Notification`."),
        ]
    ),
    check: { context in NotificationPayloadCheck.run(&context) }
)

enum NotificationPayloadCheck {
    static func run(_ context: inout RuleContext) {
        guard !context.file.isTestFile else { return }
        let tree = context.tree
        guard tree.casts.contains(where: { $0.kind == .forced }) else { return }
        var model = Model(context: context)
        for cast in tree.casts where cast.kind == .forced && !cast.operand.isEmpty {
            guard let payload = model.payload(endingAt: cast.asToken - 1, lowerLimit: cast.operand.lowerBound) else { continue }
            let registration = model.registration(forNotificationAt: payload.notificationToken)
            if model.allowSystem {
                if let key = payload.key, model.isSystemKey(key) { continue }
                if let r = registration, let name = r.name, model.isSystemNotificationName(name) { continue }
            }
            let typeText = oneLine(cast.type, tree, limit: 60) ?? tree.compactText(of: cast.type)
            let expr = oneLine(cast.operand, tree) ?? payload.what
            let binding = bindingName(operandStart: cast.operand.lowerBound, tree)
                ?? payload.key.flatMap { keyName($0, tree) } ?? suggestedName(typeText)
            var message = "Forced cast of '\(payload.what)' to '\(typeText)' crashes as soon as any code posts "
            if let r = registration, let name = r.name, let nameText = oneLine(name, tree, limit: 60) {
                message += "'\(nameText)'"
            } else {
                message += "this notification"
            }
            if let closure = tree.innermostClosure(containing: cast.asToken), case .argument(let ci, _, _) = closure.use,
               tree.tokenIs(tree.calls[ci].nameToken, "map"), tree.tokenIs(payload.notificationToken, "$0") {
                message += " with a different payload; use 'compactMap { \(expr) as? \(typeText) }' to skip what you don't understand"
            } else {
                message += " with a different payload; use 'guard let \(binding) = \(expr) as? \(typeText) else { return }'"
            }
            var related: [RelatedLocation] = []
            if let r = registration { related.append(context.related(r.token, "observer registered here")) }
            context.report(at: cast.asToken, message, related: related)
        }
    }

    struct Payload {
        /// `notification.object`, `notification.userInfo[…]`, …
        var what: String
        /// The token naming the notification value (`notification`, `$0`, `note`).
        var notificationToken: Int
        /// The user-info key expression, for subscripts.
        var key: TokenRange?
    }

    struct Registration {
        /// The registering call's name token.
        var token: Int
        /// The notification name argument.
        var name: TokenRange?
    }

    static let standardValueTypes: Set<String> = [
        "Int", "Double", "Float", "Bool", "String", "CGFloat", "UInt", "Int64", "Int32", "NSNumber", "NSString", "Any", "AnyObject",
    ]

    /// Combine operators that pass notifications through unchanged.
    static let passThroughOperators: Set<String> = [
        "receive", "filter", "debounce", "throttle", "delay", "removeDuplicates", "handleEvents", "prefix",
        "dropFirst", "drop", "first", "last", "eraseToAnyPublisher", "share", "subscribe", "print", "buffer",
        "collect", "timeout", "merge", "append", "prepend", "breakpoint",
    ]

    struct Model {
        let tree: SyntaxTree
        let index: ProjectIndex
        let allowSystem: Bool
        let names: [String]
        /// Enclosing-type lookup, built on first use.
        private var typeBodies: [(range: TokenRange, declaration: Declaration)]?
        private var functionBodies: [(range: TokenRange, declaration: Declaration)]?

        init(context: RuleContext) {
            tree = context.tree
            index = context.index
            allowSystem = context.options.bool("allow-system-payloads")
            names = context.options.strings("notification-names")
        }

        // MARK: Payload forms

        mutating func payload(endingAt end: Int, lowerLimit: Int) -> Payload? {
            var k = end
            while k > lowerLimit, let kind = tree.kind(k), kind == .postfixQuestion || kind == .postfixExclaim { k -= 1 }
            guard k > lowerLimit else { return nil }
            switch tree.kind(k) {
            case .identifier?:
                // `notification.object`, `notification.userInfo`
                guard tree.tokenIs(k, "object") || tree.tokenIs(k, "userInfo"), tree.kind(k - 1) == .dot else { return nil }
                guard let r = receiver(beforeDot: k - 1, lowerLimit: lowerLimit), isNotification(r) else { return nil }
                return Payload(what: tree.text(r) + "." + tree.text(k), notificationToken: r, key: nil)
            case .rightBracket?:
                // `notification.userInfo?["key"]`, `userInfo["key"]` (a local bound to `notification.userInfo`)
                guard let open = tree.partner(k), open > lowerLimit else { return nil }
                var u = open - 1
                while u > lowerLimit, let kind = tree.kind(u), kind == .postfixQuestion || kind == .postfixExclaim { u -= 1 }
                guard tree.kind(u) == .identifier else { return nil }
                let key = TokenRange(open + 1, k)
                let keyText = oneLine(key, tree, limit: 50) ?? "…"
                if tree.kind(u - 1) == .dot {
                    guard tree.tokenIs(u, "userInfo"), let r = receiver(beforeDot: u - 1, lowerLimit: lowerLimit), isNotification(r) else { return nil }
                    return Payload(what: "\(tree.text(r)).userInfo[\(keyText)]", notificationToken: r, key: key)
                }
                // A local `userInfo` bound from a notification's user info.
                guard let source = localUserInfoSource(u) else { return nil }
                return Payload(what: "\(tree.text(u))[\(keyText)]", notificationToken: source, key: key)
            default:
                return nil
            }
        }

        /// The simple receiver of `receiver.member` (`dot` is the `.`), skipping `?`/`!`: a name
        /// or `$0` that does not itself follow a dot.
        func receiver(beforeDot dot: Int, lowerLimit: Int) -> Int? {
            var r = dot - 1
            while r > lowerLimit, let kind = tree.kind(r), kind == .postfixQuestion || kind == .postfixExclaim { r -= 1 }
            guard r >= lowerLimit, tree.kind(r) == .identifier, tree.keyword(r) == .none else { return nil }
            if tree.kind(r - 1) == .dot {
                // `self.lastNotification.object`
                guard tree.keyword(r - 2) == .self, tree.kind(r - 3) != .dot else { return nil }
            }
            return r
        }

        /// `guard let userInfo = notification.userInfo` (or `… as? [String: Any]`): the
        /// notification token of the initializer.
        mutating func localUserInfoSource(_ use: Int) -> Int? {
            guard let b = innermostBinding(named: use) else { return nil }
            var k = b + 1
            if tree.kind(k) == .colon {
                // Skip a written type: `let info: [AnyHashable: Any] = …`
                k += 1
                if let kind = tree.kind(k), kind == .leftBracket, let m = tree.partner(k) { k = m + 1 }
                while let kind = tree.kind(k), kind == .identifier || kind == .dot || kind == .postfixQuestion || kind == .postfixExclaim { k += 1 }
            }
            guard tree.kind(k) == .equal else { return nil }
            // `notification.userInfo`, `notification.userInfo!`, `notification.userInfo as? [String: Any]`
            let r = k + 1
            guard tree.kind(r) == .identifier, tree.keyword(r) == .none, tree.kind(r + 1) == .dot, tree.tokenIs(r + 2, "userInfo") else { return nil }
            return isNotification(r) ? r : nil
        }

        // MARK: Is this a Notification?

        mutating func isNotification(_ r: Int) -> Bool {
            if tree.tokenIs(r, "$0") {
                guard let closure = tree.innermostClosure(containing: r), closure.parameterNames.isEmpty else { return false }
                return isObserverClosure(closure)
            }
            let name = tree.text(r)
            if tree.kind(r - 1) == .dot { return propertyIsNotification(name, at: r) }
            guard let b = innermostBinding(named: r) else { return propertyIsNotification(name, at: r) }
            if tree.kind(b + 1) == .colon { return isNotificationType(tree.writtenTypeName(from: b + 2)) }
            // A closure parameter without a written type.
            if let closure = tree.innermostClosure(containing: b), let inToken = closure.inToken, b > closure.leftBrace, b < inToken,
               !closure.captures.contains(where: { $0.nameToken == b }) {
                return isObserverClosure(closure) || nameSaysNotification(name)
            }
            // A loop variable: `for await note in NotificationCenter.default.notifications(named: …)`.
            if tree.keyword(b - 1) == .for || (tree.keyword(b - 1) == .await && tree.keyword(b - 2) == .for) {
                return nameSaysNotification(name) || loopSequenceIsNotifications(after: b)
            }
            return false
        }

        func nameSaysNotification(_ name: String) -> Bool {
            names.contains { Naming.endsWithWord(name, $0) }
        }

        func isNotificationType(_ name: String?) -> Bool {
            name == "Notification" || name == "NSNotification"
        }

        mutating func propertyIsNotification(_ name: String, at use: Int) -> Bool {
            guard let type = enclosing(use, functions: false) else { return false }
            for m in type.members where m.kind == .variable && m.name == name {
                if let text = m.typeText { return isNotificationType(Naming.baseTypeName(text)) }
            }
            return false
        }

        /// The binding in scope at `use` with the same name (the closest declared before it).
        func innermostBinding(named use: Int) -> Int? {
            var best = -1
            for b in tree.bindings where b.nameToken < use && b.nameToken > best && b.scope.contains(use) && tree.sameText(b.nameToken, use) {
                best = b.nameToken
            }
            return best >= 0 ? best : nil
        }


        /// A closure whose parameter is a `Notification`: the block of
        /// `addObserver(forName:object:queue:using:)`, or an operator closure right after
        /// `publisher(for:)` (through pass-through operators), or SwiftUI's `onReceive(publisher)`.
        func isObserverClosure(_ closure: Closure) -> Bool {
            guard case .argument(let ci, let label, _) = closure.use else { return false }
            let call = tree.calls[ci]
            let name = call.nameToken
            if tree.tokenIs(name, "addObserver") { return call.argument(labeled: "forName") != nil && (label == nil || label == "using") }
            if tree.tokenIs(name, "onReceive"), let first = call.arguments.first, first.label == nil {
                var end = first.value.upperBound - 1
                while end > first.value.lowerBound, let kind = tree.kind(end), kind != .rightParen { end -= 1 }
                return tree.kind(end) == .rightParen && notificationSource(chainEndingAt: end) != nil
            }
            // An operator of a notification publisher: its receiver chain ends in the publisher.
            guard call.calleeStart < name, tree.kind(name - 1) == .dot else { return false }
            return notificationSource(chainEndingAt: name - 2) != nil
        }

        /// The `publisher(for:)` / `notifications(named:)` call that produces the notifications
        /// flowing out of the postfix chain ending at `end`, through pass-through operators only.
        func notificationSource(chainEndingAt end: Int) -> Call? {
            var k = end
            var steps = 0
            while steps < 32 {
                steps += 1
                while let kind = tree.kind(k), kind == .postfixQuestion || kind == .postfixExclaim { k -= 1 }
                let nameToken: Int
                if tree.kind(k) == .rightParen, let open = tree.partner(k) {
                    nameToken = open - 1
                } else if tree.kind(k) == .rightBrace, let ci = tree.closureIndex(brace: k), case .argument(let call, _, true) = tree.closures[ci].use {
                    nameToken = tree.calls[call].nameToken
                } else {
                    return nil
                }
                guard let call = tree.call(named: nameToken) else { return nil }
                if tree.tokenIs(nameToken, "publisher"), let first = call.arguments.first, first.label == "for",
                   tree.kind(first.value.lowerBound) != .backslash {
                    return call
                }
                if tree.tokenIs(nameToken, "notifications"), call.arguments.first?.label == "named" { return call }
                guard PassThrough.contains(tree, nameToken), tree.kind(nameToken - 1) == .dot else { return nil }
                k = nameToken - 2
            }
            return nil
        }

        func loopSequenceIsNotifications(after binding: Int) -> Bool {
            guard tree.keyword(binding + 1) == .in else { return false }
            var k = binding + 2
            var last = -1
            while k < tree.tokens.count, tree.kind(k) != .leftBrace {
                if let kind = tree.kind(k), kind == .leftParen || kind == .leftBracket, let m = tree.partner(k) { last = m; k = m + 1; continue }
                last = k
                k += 1
            }
            return last >= 0 && notificationSource(chainEndingAt: last) != nil
        }

        // MARK: Registration

        /// Where the observer that receives the notification at `token` is registered, when
        /// the file says: the enclosing `addObserver(forName:…)` / `publisher(for:)`, or an
        /// `addObserver(_:selector:name:object:)` whose selector names the enclosing method.
        mutating func registration(forNotificationAt token: Int) -> Registration? {
            var closure = tree.innermostClosure(containing: token)
            while let c = closure {
                if case .argument(let ci, _, _) = c.use {
                    let call = tree.calls[ci]
                    if tree.tokenIs(call.nameToken, "addObserver"), let name = call.argument(labeled: "forName") {
                        return Registration(token: call.nameToken, name: name.value)
                    }
                    if tree.tokenIs(call.nameToken, "onReceive"), let first = call.arguments.first, first.label == nil {
                        var end = first.value.upperBound - 1
                        while end > first.value.lowerBound, let kind = tree.kind(end), kind != .rightParen { end -= 1 }
                        if let source = notificationSource(chainEndingAt: end) {
                            return Registration(token: source.nameToken, name: source.arguments.first?.value)
                        }
                    }
                    if tree.kind(call.nameToken - 1) == .dot, let source = notificationSource(chainEndingAt: call.nameToken - 2) {
                        return Registration(token: source.nameToken, name: source.arguments.first?.value)
                    }
                }
                closure = c.parent
            }
            // A loop over `notifications(named:)`.
            if let b = innermostBinding(named: token), tree.keyword(b + 1) == .in {
                var k = b + 2, last = -1
                while k < tree.tokens.count, tree.kind(k) != .leftBrace {
                    if let kind = tree.kind(k), kind == .leftParen || kind == .leftBracket, let m = tree.partner(k) { last = m; k = m + 1; continue }
                    last = k
                    k += 1
                }
                if last >= 0, let source = notificationSource(chainEndingAt: last) {
                    return Registration(token: source.nameToken, name: source.arguments.first?.value)
                }
            }
            // A selector-based observer method.
            guard let method = enclosing(token, functions: true), method.kind == .function else { return nil }
            for call in tree.calls where tree.tokenIs(call.nameToken, "addObserver") {
                guard let selector = call.argument(labeled: "selector") else { continue }
                var mentions = false
                for k in selector.value.indices where tree.kind(k) == .identifier && tree.tokenIs(k, method.name) {
                    // `#selector(cartDidChange(_:))`, `#selector(Self.cartDidChange)`: the method name
                    // is not followed by `:` (that would be an argument label).
                    if tree.kind(k + 1) != .colon { mentions = true; break }
                }
                if mentions { return Registration(token: call.nameToken, name: call.argument(labeled: "name")?.value) }
            }
            return nil
        }

        // MARK: System payloads

        /// `UIResponder.keyboardFrameEndUserInfoKey`, `UIKeyboardFrameEndUserInfoKey`,
        /// `AVAudioSessionInterruptionTypeKey`, `NSUpdatedObjectsKey`: a framework constant.
        func isSystemKey(_ key: TokenRange) -> Bool {
            guard !key.isEmpty, tree.kind(key.upperBound - 1) == .identifier else { return false }
            let last = tree.text(key.upperBound - 1)
            guard last.hasSuffix("Key") else { return false }
            return isFrameworkRoot(key.lowerBound, in: key)
        }

        /// `UIApplication.didBecomeActiveNotification`, `NSNotification.Name.NSManagedObjectContextDidSave`,
        /// `.NSManagedObjectContextObjectsDidChange`.
        func isSystemNotificationName(_ name: TokenRange) -> Bool {
            guard !name.isEmpty else { return false }
            var start = name.lowerBound
            if tree.kind(start) == .dot {
                // An implicit member: a framework name starts with a prefix such as `NS`/`UI`, and is
                // not declared in the tree.
                start += 1
                guard tree.kind(start) == .identifier, start + 1 == name.upperBound else { return false }
                let member = tree.text(start)
                guard hasFrameworkPrefix(member) else { return false }
                return index.members(named: member, of: "Name").isEmpty
            }
            return isFrameworkRoot(start, in: name)
        }

        /// A dotted path whose root is a framework type (`UIResponder`, `NSNotification`,
        /// `AVAudioSession`) or a prefixed framework constant, and which the tree does not declare.
        func isFrameworkRoot(_ start: Int, in range: TokenRange) -> Bool {
            var k = start
            while k < range.upperBound {
                guard tree.kind(k) == .identifier else { return false }
                if k + 1 == range.upperBound { break }
                guard tree.kind(k + 1) == .dot else { return false }
                k += 2
            }
            let root = tree.text(start)
            guard hasFrameworkPrefix(root), index.types[root] == nil, index.typealiases[root] == nil else { return false }
            // A project extension that declares the member (`extension UIResponder { static let myKey = … }`).
            if start + 2 < range.upperBound {
                let member = tree.text(range.upperBound - 1)
                if !index.members(named: member, of: tree.text(range.upperBound - 3)).isEmpty { return false }
            }
            return true
        }

        /// Two upper-case letters then a letter (`UIResponder`, `NSNotification`, `AVAudioSession`).
        func hasFrameworkPrefix(_ name: String) -> Bool {
            let s = Array(name.unicodeScalars.prefix(3))
            guard s.count == 3 else { return false }
            return s[0].properties.isUppercase && s[1].properties.isUppercase && s[2].properties.isAlphabetic
        }

        // MARK: Scopes

        mutating func enclosing(_ token: Int, functions: Bool) -> Declaration? {
            if typeBodies == nil {
                var types: [(range: TokenRange, declaration: Declaration)] = []
                var funcs: [(range: TokenRange, declaration: Declaration)] = []
                var stack: [Declaration] = tree.declarations.reversed()
                while let d = stack.popLast() {
                    if let body = d.body {
                        if d.kind.isType { types.append((body, d)) } else if d.kind.isFunctionLike { funcs.append((body, d)) }
                    }
                    stack.append(contentsOf: d.members.reversed())
                }
                typeBodies = types
                functionBodies = funcs
            }
            var best: (range: TokenRange, declaration: Declaration)?
            for entry in (functions ? functionBodies! : typeBodies!) where entry.range.contains(token) {
                if best == nil || entry.range.lowerBound > best!.range.lowerBound { best = entry }
            }
            return best?.declaration
        }
    }

    enum PassThrough {
        static func contains(_ tree: SyntaxTree, _ token: Int) -> Bool {
            guard tree.kind(token) == .identifier else { return false }
            return passThroughOperators.contains(tree.text(token))
        }
    }

    // MARK: Text helpers

    static func oneLine(_ range: TokenRange, _ tree: SyntaxTree, limit: Int = 80) -> String? {
        guard !range.isEmpty else { return nil }
        for i in range.indices.dropFirst() where tree.tokens[i].newlineBefore { return nil }
        let text = tree.text(of: range)
        return text.count <= limit ? text : nil
    }

    /// `let cart = <operand> as! T` → `cart`.
    static func bindingName(operandStart s: Int, _ tree: SyntaxTree) -> String? {
        guard tree.kind(s - 1) == .equal, tree.kind(s - 2) == .identifier, tree.keyword(s - 2) == .none,
              tree.keyword(s - 3) == .let || tree.keyword(s - 3) == .var else { return nil }
        return tree.text(s - 2)
    }

    /// A variable name from a user-info key: `"count"` → `count`, `CartNotification.itemKey` → `item`.
    static func keyName(_ key: TokenRange, _ tree: SyntaxTree) -> String? {
        var name: String?
        if key.count == 3, tree.kind(key.lowerBound) == .stringStart, tree.kind(key.lowerBound + 1) == .stringSegment {
            name = tree.text(key.lowerBound + 1)
        } else if tree.kind(key.upperBound - 1) == .identifier {
            name = tree.text(key.upperBound - 1)
            if let n = name, n.hasSuffix("Key"), n.count > 3 { name = String(n.dropLast(3)) }
        }
        guard let n = name, let first = n.unicodeScalars.first, first.properties.isLowercase,
              n.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }),
              !Keyword.spellings.contains(n) else { return nil }
        return n
    }

    /// `Recipe` → `recipe`, `[String: Any]` → `value`, `UIImage` → `image`; standard value types → `value`.
    static func suggestedName(_ typeText: String) -> String {
        if let base = Naming.baseTypeName(typeText), standardValueTypes.contains(base) { return "value" }
        return Naming.variableName(forType: typeText) ?? "value"
    }
}
