import XCTest
import FlowLintLexer
import FlowLintParser

/// Closures, calls, assignments, casts, force unwraps and local bindings found in code.
final class CodeFactsTests: XCTestCase {
    private static let tree = ParserSuite.parse(ParserSuite.profileViewController)
    private var tree: SyntaxTree { Self.tree }

    private func callIndex(_ name: String, occurrence: Int = 0) -> Int? {
        let matches = tree.calls.indices.filter { tree.text(tree.calls[$0].nameToken) == name }
        return occurrence < matches.count ? matches[occurrence] : nil
    }

    func testCallIndicesNamed() {
        let tree = ParserSuite.parse("""
        func f() {
            center.addObserver(forName: n, object: nil, queue: .main) { _ in }
            items.sink { print($0) }
            reload()
            let token = publisher.assign(to: \\.title, on: label)
            add(x)
        }
        """)
        let names = tree.calls.map { tree.text($0.nameToken) }
        let picked = tree.callIndices(named: ["sink", "assign", "addObserver"]).map { names[$0] }
        XCTAssertEqual(picked, ["addObserver", "sink", "assign"])
        XCTAssertEqual(tree.callIndices(named: ["observe"]), [])
        // A backticked callee name is found by its name without the backticks.
        let ticked = ParserSuite.parse("func f() { center.`addObserver`(self, selector: s, name: n, object: nil) }")
        XCTAssertEqual(ticked.callIndices(named: ["addObserver"]).count, 1)
        // Every call whose name is listed, and no other.
        let all = tree.callIndices(named: ["add", "addObserver", "reload", "print", "sink", "assign"])
        XCTAssertEqual(all.count, names.filter { ["add", "addObserver", "reload", "print", "sink", "assign"].contains($0) }.count)
    }

    // MARK: Closures

    func testLazyInitialValueClosure() throws {
        let c = try XCTUnwrap(ParserSuite.closure(onLine: 19, in: tree))
        guard case .initialValue(let d) = c.use else { return XCTFail("\(c.use)") }
        XCTAssertEqual(d.name, "formatter")
        XCTAssertTrue(c.isImmediatelyApplied)
        XCTAssertEqual(c.declaration?.name, "formatter")
        XCTAssertNil(c.inToken)
        XCTAssertTrue(c.captures.isEmpty)
    }

    func testTrailingClosureWithCaptureList() throws {
        let c = try XCTUnwrap(ParserSuite.closure(onLine: 55, in: tree))
        XCTAssertEqual(c.captures.map { "\($0.specifier) \($0.name)" }, ["weak self"])
        XCTAssertEqual(c.parameterNames, ["result"])
        XCTAssertEqual(c.inToken.map { tree.text($0) }, "in")
        XCTAssertEqual(c.declaration?.name, "viewDidLoad")
        XCTAssertNil(c.parent)
        guard case .argument(let call, let label, let trailing) = c.use else { return XCTFail("\(c.use)") }
        XCTAssertEqual(call, callIndex("loadItems"))
        XCTAssertNil(label)
        XCTAssertTrue(trailing)
        XCTAssertEqual(tree.calls[call].trailingClosures.map(\.closure), [c.index])
        XCTAssertNil(tree.calls[call].leftParen)
        XCTAssertEqual(tree.calls[call].endToken, c.rightBrace + 1)
    }

    func testLabeledClosureArgumentThenTrailingClosure() throws {
        let labeled = try XCTUnwrap(ParserSuite.closure(onLine: 59, in: tree))
        let trailing = try XCTUnwrap(ParserSuite.closure(onLine: 61, in: tree))
        let call = try XCTUnwrap(callIndex("animate", occurrence: 0))
        guard case .argument(let c1, let l1, let t1) = labeled.use else { return XCTFail("\(labeled.use)") }
        XCTAssertEqual(c1, call)
        XCTAssertEqual(l1, "animations")
        XCTAssertFalse(t1)
        guard case .argument(let c2, let l2, let t2) = trailing.use else { return XCTFail("\(trailing.use)") }
        XCTAssertEqual(c2, call)
        XCTAssertNil(l2)
        XCTAssertTrue(t2)
        XCTAssertEqual(trailing.parameterNames, ["finished"])
        let animate = tree.calls[call]
        XCTAssertEqual(animate.argumentLabels, ["withDuration", "animations"])
        XCTAssertEqual(animate.argument(labeled: "animations").map { tree.text(of: $0.value) }?.first, "{")
        XCTAssertEqual(animate.argument(labeled: "animations")?.value, labeled.range)
        XCTAssertEqual(animate.trailingClosures.map(\.closure), [trailing.index])
        XCTAssertEqual(tree.memberChainText(endingAt: animate.nameToken), ["UIView", "animate"])
    }

    func testMultipleTrailingClosures() throws {
        let first = try XCTUnwrap(ParserSuite.closure(onLine: 64, in: tree))
        let completion = try XCTUnwrap(ParserSuite.closure(onLine: 66, in: tree))
        let call = try XCTUnwrap(callIndex("animate", occurrence: 1))
        XCTAssertEqual(tree.calls[call].trailingClosures.map(\.label), [nil, "completion"])
        XCTAssertEqual(tree.calls[call].trailingClosures.map(\.closure), [first.index, completion.index])
        XCTAssertEqual(tree.calls[call].argumentLabels, ["withDuration"])
        XCTAssertEqual(tree.calls[call].endToken, completion.rightBrace + 1)
        guard case .argument(_, let label, true) = completion.use else { return XCTFail("\(completion.use)") }
        XCTAssertEqual(label, "completion")
        XCTAssertEqual(completion.parameterNames, ["_"])
    }

    func testCaptureListWithWeakAndUnownedBinding() throws {
        let c = try XCTUnwrap(ParserSuite.closure(onLine: 69, in: tree))
        XCTAssertEqual(c.captures.map(\.specifier), [.weak, .unowned])
        XCTAssertEqual(c.captures.map(\.name), ["self", "delegate"])
        XCTAssertNil(c.captures[0].expression)
        XCTAssertEqual(c.captures[1].expression.map { tree.text(of: $0) }, "self.delegate")
        XCTAssertEqual(c.capture(named: "delegate")?.specifier, .unowned)
        XCTAssertEqual(c.parameterNames, ["value"])
        guard case .argument(let call, nil, true) = c.use else { return XCTFail("\(c.use)") }
        XCTAssertEqual(tree.text(tree.calls[call].nameToken), "sink")
        // `.store(in:)` after the trailing closure continues the chain.
        let store = try XCTUnwrap(callIndex("store"))
        XCTAssertEqual(tree.memberChainText(endingAt: tree.calls[store].nameToken), ["$isLoading", "sink", "store"])
        XCTAssertEqual(tree.calls[store].argument(labeled: "in").map { tree.text(of: $0.value) }, "&cancellables")
    }

    func testClosureAssignedToProperty() throws {
        let c = try XCTUnwrap(ParserSuite.closure(onLine: 72, in: tree))
        guard case .assigned(let a) = c.use else { return XCTFail("\(c.use)") }
        XCTAssertEqual(tree.text(of: tree.assignments[a].lhs), "onSelect")
        XCTAssertEqual(tree.assignments[a].rhs, c.range)
        XCTAssertEqual(c.parameterNames, ["item"])
    }

    func testDispatchAsyncClosure() throws {
        let c = try XCTUnwrap(ParserSuite.closure(onLine: 76, in: tree))
        guard case .argument(let call, nil, true) = c.use else { return XCTFail("\(c.use)") }
        XCTAssertEqual(tree.memberChainText(endingAt: tree.calls[call].nameToken), ["DispatchQueue", "main", "async"])
        XCTAssertEqual(c.declaration?.name, "loadItems")
        XCTAssertEqual(tree.innermostClosure(containing: c.leftBrace + 1)?.index, c.index)
        XCTAssertNil(tree.innermostClosure(containing: c.leftBrace - 1))
    }

    // MARK: Calls

    func testNotificationCenterCall() throws {
        let call = try XCTUnwrap(ParserSuite.calls(named: "addObserver", in: tree).first)
        XCTAssertEqual(tree.memberChainText(endingAt: call.nameToken), ["NotificationCenter", "default", "addObserver"])
        XCTAssertEqual(tree.text(call.calleeStart), "NotificationCenter")
        XCTAssertEqual(call.argumentLabels, [nil, "selector", "name", "object"])
        XCTAssertEqual(call.arguments.map { tree.text(of: $0.value) }, ["self", "#selector(reload)", ".didUpdate", "nil"])
        XCTAssertEqual(call.argument(labeled: "selector")?.labelToken.map { tree.text($0) }, "selector")
        XCTAssertEqual(call.leftParen.map { tree.text($0) }, "(")
        XCTAssertEqual(call.rightParen.map { tree.text($0) }, ")")
        XCTAssertEqual(call.endToken, (call.rightParen ?? -2) + 1)
        XCTAssertEqual(tree.call(named: call.nameToken)?.nameToken, call.nameToken)
        let remove = try XCTUnwrap(ParserSuite.calls(named: "removeObserver", in: tree).first)
        XCTAssertEqual(tree.memberChainText(endingAt: remove.nameToken), ["NotificationCenter", "default", "removeObserver"])
    }

    func testSuperAndSelfCalls() {
        let superInit = ParserSuite.calls(named: "init", in: tree).first
        XCTAssertEqual(superInit.map { tree.memberChainText(endingAt: $0.nameToken) }, ["super", "init"])
        XCTAssertEqual(superInit?.argumentLabels, ["nibName", "bundle"])
        let dismiss = ParserSuite.calls(named: "dismiss", in: tree).first
        XCTAssertEqual(dismiss.map { tree.memberChainText(endingAt: $0.nameToken) }, ["self", "dismiss"])
    }

    func testGenericTypeCall() throws {
        let call = try XCTUnwrap(ParserSuite.calls(named: "Set", in: tree).first)
        XCTAssertEqual(call.calleeStart, call.nameToken)
        XCTAssertEqual(tree.text(of: TokenRange(call.calleeStart, (call.leftParen ?? 0))), "Set<AnyCancellable>")
        XCTAssertEqual(call.arguments.count, 0)
    }

    func testCallsAreInSourceOrderOfTheirNames() {
        let names = tree.calls.map(\.nameToken)
        XCTAssertEqual(names, names.sorted())
        XCTAssertEqual(Set(names).count, names.count)
    }

    // MARK: Assignments, casts, force unwraps

    func testAssignments() {
        let pairs = tree.assignments.map { "\(tree.text(of: $0.lhs)) = \(tree.text(of: $0.rhs))" }
        for expected in ["self.coordinator = coordinator", "f.dateStyle = .medium", "nameLabel?.text = name",
                         "navigationItem.title = newValue", "self.items = result", "self.view.alpha = 1",
                         #"self?.title = "\(value)""#, "profileCell.label.text = items[indexPath.row].name"] {
            XCTAssertTrue(pairs.contains(expected), "missing \(expected) in \(pairs)")
        }
        for a in tree.assignments {
            XCTAssertEqual(tree.kind(a.equalToken), .equal)
            XCTAssertEqual(a.lhs.upperBound, a.equalToken)
            XCTAssertEqual(a.rhs.lowerBound, a.equalToken + 1)
        }
    }

    func testLocalConstantsAreAssignmentsWithTheirKeyword() {
        // Rules rely on this: `let x = …` inside code is an assignment whose lhs starts with `let`.
        let a = tree.assignments.first { tree.text(of: $0.lhs) == "let first" }
        XCTAssertEqual(a.map { tree.text(of: $0.rhs) }, "items.first!")
    }

    func testDeclaringAssignmentsAreToldFromSettingOnes() {
        let t = ParserSuite.parse("""
        func f() {
            let a = 1
            if let root = window?.rootViewController { use(root) }
            guard var b = make() else { return }
            if case let .some(c) = value { use(c) }
            window?.rootViewController = screen
            self.count = 2
            switch route { case .replace(let vc): window?.rootViewController = vc; default: break }
        }
        """)
        let declares = t.assignments.map { "\(t.text(of: $0.lhs)): \(t.declaresName($0))" }
        XCTAssertEqual(declares, ["let a: true", "if let root: true", "guard var b: true", "if case let .some(c): true",
                                  "window?.rootViewController: false", "self.count: false",
                                  "case .replace(let vc): window?.rootViewController: false"])
    }

    func testConditionBindingValueStopsBeforeTheBlock() {
        let a = tree.assignments.first { tree.text(of: $0.lhs) == "if let m" }
        XCTAssertEqual(a.map { tree.text(of: $0.rhs) }, "maybe")
        // The assignment inside the block is its own.
        let t = ParserSuite.parse("""
        func f() {
            guard let value = cache[key] else { return }
            if let view = self.view, view.isHidden { view.alpha = 0 }
            while let next = iterator.next() { use(next) }
            let y = if flag { 1 } else { 2 }
        }
        """)
        let pairs = t.assignments.map { "\(t.text(of: $0.lhs)) = \(t.text(of: $0.rhs))" }
        XCTAssertEqual(pairs, ["guard let value = cache[key]", "if let view = self.view, view.isHidden", "view.alpha = 0",
                               "while let next = iterator.next()", "let y = if flag { 1 } else { 2 }"])
    }

    func testCasts() {
        XCTAssertEqual(tree.casts.count, 2)
        let forced = tree.casts.first { $0.kind == .forced }
        XCTAssertEqual(forced.map { tree.text(of: $0.operand) }, "cell")
        XCTAssertEqual(forced.map { tree.text(of: $0.type) }, "ProfileCell")
        XCTAssertEqual(forced.flatMap { $0.markToken }.map { tree.text($0) }, "!")
        XCTAssertEqual(forced.map { tree.text($0.asToken) }, "as")
        let conditional = tree.casts.first { $0.kind == .conditional }
        XCTAssertEqual(conditional.map { tree.text(of: $0.operand) }, "cell")
        XCTAssertEqual(conditional.flatMap { $0.markToken }.map { tree.text($0) }, "?")
    }

    func testCastOperandsAndTypes() {
        let t = ParserSuite.parse("""
        func f() {
            let a = segue.destination as! DetailViewController
            let b = (notification.userInfo?["key"] as? [String: Any])?.count
            let c = items[0].value as Int
            let d = try decoder.decode(Model.self, from: data) as! Model?
            let e = sender as? Array<String>
            if x as? Foo != nil {}
        }
        """)
        XCTAssertEqual(t.casts.map { "\($0.kind) \(t.text(of: $0.operand)) as \(t.text(of: $0.type))" }, [
            "forced segue.destination as DetailViewController",
            "conditional notification.userInfo?[\"key\"] as [String: Any]",
            "plain items[0].value as Int",
            "forced decoder.decode(Model.self, from: data) as Model?",
            "conditional sender as Array<String>",
            "conditional x as Foo",
        ])
    }

    func testForceUnwraps() {
        XCTAssertEqual(tree.forceUnwraps.count, 1)
        XCTAssertEqual(tree.forceUnwraps.first.map { tree.text($0 - 1) }, "first")
        XCTAssertEqual(tree.forceUnwraps.first.map { tree.location(ofToken: $0).line }, 85)

        let t = ParserSuite.parse("""
        func f() {
            let a = dict["k"]!
            let b = try! load()
            let c = x as! Int
            let d = optional!.value!
            if a != b, !flag { print(a!) }
        }
        """)
        XCTAssertEqual(t.forceUnwraps.map { t.text($0 - 1) }, ["]", "optional", "value", "a"])
    }

    // MARK: Local bindings

    func testGuardLetSelfBinding() throws {
        let c = try XCTUnwrap(ParserSuite.closure(onLine: 55, in: tree))
        let guardSelf = tree.bindings.filter { tree.text($0.nameToken) == "self" && tree.location(ofToken: $0.nameToken).line == 56 }
        XCTAssertEqual(guardSelf.count, 1)
        XCTAssertEqual(guardSelf.first?.scope.upperBound, c.rightBrace, "visible to the end of the closure")
        // The capture `[weak self]` is a binding too, visible in the closure body.
        XCTAssertTrue(tree.bindings.contains { $0.nameToken == c.captures.first?.nameToken })
    }

    func testBindingScopes() throws {
        let t = ParserSuite.parse("""
        func f(items: [Int]) {
            let total = items.count
            if let first = items.first {
                print(first)
            }
            for (index, item) in items.enumerated() {
                print(index, item)
            }
            guard let last = items.last else { return }
            print(total, last)
        }
        """)
        func scope(_ name: String) -> String? {
            let b = t.bindings.first { t.text($0.nameToken) == name }
            return b.map { "\(t.location(ofToken: $0.scope.lowerBound).line)-\(t.location(ofToken: $0.scope.upperBound - 1).line)" }
        }
        XCTAssertEqual(scope("items"), "1-11")
        XCTAssertEqual(scope("total"), "2-10")
        XCTAssertEqual(scope("first"), "3-5")
        XCTAssertEqual(scope("index"), "6-8")
        XCTAssertEqual(scope("item"), "6-8")
        XCTAssertEqual(scope("last"), "9-10")
    }

    /// A condition binding is visible in the conditions after its own and in the block, not in
    /// its own value (`if let x = x`) nor in the `else` branch.
    func testConditionBindingsReachLaterConditions() throws {
        let t = ParserSuite.parse("""
        func show(_ storyboard: UIStoryboard?, value: Int?) {
            if let nav = storyboard?.instantiateViewController(withIdentifier: "help") as? UINavigationController,
               let help = nav.topViewController as? HelpViewController {
                help.title = "Help"
            } else {
                print(value ?? 0)
            }
            if let value = value { print(value) }
        }
        """)
        let nav = try XCTUnwrap(t.tokens.indices.first { t.text($0) == "nav" })
        let navUse = try XCTUnwrap(t.tokens.indices.first { $0 > nav && t.text($0) == "nav" })
        XCTAssertEqual(t.binding(of: navUse)?.nameToken, nav, "the second condition sees the first one's binding")
        let elseUse = try XCTUnwrap(t.tokens.indices.first { t.text($0) == "print" })
        XCTAssertFalse(t.bindings.first { $0.nameToken == nav }!.scope.contains(elseUse), "not in the else branch")
        let values = t.tokens.indices.filter { t.text($0) == "value" }
        // `if let value = value`: the value is the parameter, not the new binding.
        let inner = values[values.count - 3], initial = values[values.count - 2]
        XCTAssertNotEqual(t.binding(of: initial)?.nameToken, inner)
        XCTAssertEqual(t.binding(of: values[values.count - 1])?.nameToken, inner)
    }

    /// Patterns, loops and closures in conditions keep their own names: a tuple pattern's names
    /// are not visible in its value, a `for` loop's names only in its block, and a closure
    /// parameter in a later condition shadows the header's binding.
    func testConditionBindingsInPatternsLoopsAndClosures() throws {
        let t = ParserSuite.parse("""
        func scan(data: Int, a: Int, items: [Int], pairs: [(Int, Int)]) {
            if case let (data, other) = (data, a) { print(data, other) }
            for (data, index) in zip(items, items) where data > 0 { print(data, index) }
            if let a = Optional(a), let first = items.first(where: { a in a > 0 }) { print(a, first) }
        }
        """)
        func uses(_ name: String, line: Int) -> [Int] {
            t.tokens.indices.filter { t.text($0) == name && t.location(ofToken: $0).line == line }
        }
        // Line 2: `(data, other) = (data, a)`: the value's `data` is the parameter.
        let line2 = uses("data", line: 2)
        XCTAssertEqual(t.binding(of: line2[1])?.nameToken, t.tokens.indices.first { t.text($0) == "data" })
        XCTAssertEqual(t.binding(of: line2[2])?.nameToken, line2[0], "in the block, the pattern's binding")
        // Line 3: `where data > 0` is not the loop's block; `print(data, …)` is.
        let line3 = uses("data", line: 3)
        XCTAssertNotEqual(t.binding(of: line3[1])?.nameToken, line3[0])
        XCTAssertEqual(t.binding(of: line3[2])?.nameToken, line3[0])
        // Line 4: the closure's `a in a > 0` uses its own parameter; `print(a, …)` the header's.
        let line4 = uses("a", line: 4)
        XCTAssertEqual(t.binding(of: line4[3])?.nameToken, line4[2], "the closure parameter shadows the header binding")
        XCTAssertEqual(t.binding(of: line4[4])?.nameToken, line4[0])
    }

    func testClosureInsideLocalFunctionKeepsItsDeclaration() {
        let t = ParserSuite.parse("""
        final class V {
            func viewDidLoad() {
                func helper() {
                    DispatchQueue.main.async { self.reload() }
                }
                struct Local {
                    func g() { run { print(1) } }
                }
                helper()
            }
        }
        """)
        XCTAssertEqual(t.closures.count, 2)
        let helper = t.closures.first?.declaration
        XCTAssertEqual(helper?.name, "helper")
        XCTAssertEqual(helper?.kind, .function)
        XCTAssertEqual(helper?.isLocal, true)
        XCTAssertEqual(helper?.parent?.name, "viewDidLoad")
        let g = t.closures.last?.declaration
        XCTAssertEqual(g?.name, "g")
        XCTAssertEqual(g?.parent?.name, "Local")
        XCTAssertEqual(g?.parent?.isLocal, true)
        XCTAssertEqual(g?.enclosingType?.name, "Local")
        // Local declarations are not members of the type around them.
        XCTAssertEqual(t.declarations.first?.members.map(\.name), ["viewDidLoad"])
    }

    func testStatementsCoverMethodBody() {
        let t = ParserSuite.parse("""
        func f() {
            a()
            b = 1; c()
            if x {
                d()
            }
        }
        """)
        let texts = t.statements.map { t.text(of: $0.range) }
        for expected in ["a()", "b = 1", "c()", "d()"] {
            XCTAssertTrue(texts.contains(expected), "\(expected) in \(texts)")
        }
    }

    // MARK: Compact storage

    /// The tree's tables are sized for the file up front while parsing; the tree keeps them no
    /// larger than they are (trees live until flowlint exits), and calls read from the call
    /// table carry the same facts as before.
    func testTablesAreFittedAndCallsReadBack() {
        var source = "final class Feed {\n    func load() {\n"
        for k in 0..<200 { source += "        let v\(k) = model.value(at: \(k)); total = v\(k) + 1\n" }
        source += "    }\n}\n"
        let tree = ParserSuite.parse(source)
        XCTAssertEqual(tree.calls.count, 200)
        XCTAssertEqual(tree.assignments.count, 400)  // `let v = …` and `total = …`
        XCTAssertGreaterThanOrEqual(tree.statements.count, 400)
        func slack<T>(_ a: [T]) -> Int { (a.capacity - a.count) * MemoryLayout<T>.stride }
        XCTAssertLessThanOrEqual(slack(tree.statements), 256)
        XCTAssertLessThanOrEqual(slack(tree.assignments), 256)
        XCTAssertLessThanOrEqual(slack(tree.bindings), 256)
        let last = tree.calls[tree.calls.count - 1]
        XCTAssertEqual(tree.text(last.nameToken), "value")
        XCTAssertEqual(last.arguments.map(\.label), ["at"])
        XCTAssertEqual(last.leftParen.map { tree.text($0) }, "(")
        XCTAssertEqual(last.rightParen.map { tree.text($0) }, ")")
        XCTAssertEqual(tree.text(last.calleeStart), "model")
        XCTAssertEqual(Set(tree.calls.map { tree.text($0.nameToken) }), ["value"])
        XCTAssertEqual(tree.calls.map(\.nameToken), tree.calls.map(\.nameToken).sorted())  // in source order
        let a = tree.assignments[399]
        XCTAssertEqual(tree.text(a.equalToken), "=")
        XCTAssertEqual(tree.text(of: a.lhs), "total")
    }

    /// What few declarations have lives apart from the rest; a declaration without it reads as
    /// empty, and flags sharing a byte do not disturb each other.
    func testDeclarationExtrasAndFlags() throws {
        let tree = ParserSuite.parse("""
        #if DEBUG
        @MainActor final class Screen<Model>: UIViewController, Sendable where Model: Hashable {
            let id = 1
            var title: String { get { "" } set { } }
        }
        #endif
        struct Plain { var x = 0 }
        """)
        let screen = try XCTUnwrap(ParserSuite.declaration("Screen", in: tree))
        XCTAssertEqual(screen.attributes.map(\.name), ["MainActor"])
        XCTAssertEqual(screen.inheritance.map(\.name), ["UIViewController", "Sendable"])
        XCTAssertNotNil(screen.genericParameters)
        XCTAssertNotNil(screen.whereClause)
        XCTAssertTrue(screen.inConditionalCompilation)
        let id = try XCTUnwrap(ParserSuite.declaration("id", in: tree))
        XCTAssertTrue(id.isLet)
        XCTAssertTrue(id.inConditionalCompilation)
        XCTAssertFalse(id.isLocal)
        XCTAssertEqual(ParserSuite.declaration("title", in: tree)?.accessorBodies.count, 2)
        let plain = try XCTUnwrap(ParserSuite.declaration("Plain", in: tree))
        XCTAssertEqual(plain.attributes.count, 0)
        XCTAssertEqual(plain.inheritance.count, 0)
        XCTAssertNil(plain.genericParameters)
        XCTAssertNil(plain.whereClause)
        XCTAssertFalse(plain.inConditionalCompilation)
        let x = try XCTUnwrap(ParserSuite.declaration("x", in: tree))
        XCTAssertFalse(x.isLet)
        XCTAssertEqual(x.accessorBodies, [])
    }
}
