import XCTest
import FlowLintLexer
import FlowLintParser

/// Real-world closure shapes that `strong-self-capture` depends on: multi-line Combine chains,
/// trailing closures after `)`, labeled trailing closures, closures nested in constructor
/// arguments, `guard let self` scopes, and argument labels that are keywords.
final class ClosureShapeTests: XCTestCase {
    private func parse(_ text: String) -> SyntaxTree {
        Parser.parse(SourceText(path: "Shape.swift", text: text))
    }

    private func closure(onLine line: Int, _ tree: SyntaxTree, occurrence: Int = 0) throws -> Closure {
        let matches = tree.closures.filter { tree.location(ofToken: $0.leftBrace).line == line }
        guard occurrence < matches.count else {
            XCTFail("no closure #\(occurrence) on line \(line)")
            throw XCTSkip("missing closure")
        }
        return matches[occurrence]
    }

    private func call(of c: Closure, _ tree: SyntaxTree) throws -> (call: Call, label: String?, trailing: Bool) {
        guard case .argument(let ci, let label, let trailing) = c.use else {
            XCTFail("closure is not a call argument: \(c.use)")
            throw XCTSkip("not an argument")
        }
        return (tree.calls[ci], label, trailing)
    }

    /// `x.addAction(action, for: .touchUpInside)`: `for:` is a label, not a loop binding its
    /// following words (a stray binding would shadow properties such as `shareButton`).
    func testForArgumentLabelDoesNotBindNames() {
        let tree = parse("""
            final class Cell {
                init() {
                    likeButton.addAction(UIAction { _ in }, for: .touchUpInside)
                    shareButton.addAction(UIAction { _ in }, for: .touchUpInside)
                }
                func f() {
                    guard token == nil else { return }
                    for item in items { print(item) }
                }
            }
            """)
        let names = tree.bindings.map { tree.text($0.nameToken) }
        XCTAssertFalse(names.contains("shareButton"), "\(names)")
        XCTAssertFalse(names.contains("touchUpInside"), "\(names)")
        XCTAssertFalse(names.contains("addAction"), "\(names)")
        XCTAssertTrue(names.contains("item"), "\(names)")
    }

    /// A Combine chain over several lines: `.sink { }` is a trailing-closure call whose callee
    /// starts at the chain's root, and `.store(in:)` after the closing brace continues it.
    /// Combine's `.catch { … }`, `.do { … }`-style operators named with keywords: after a `.`
    /// the word is a member, so the brace opens a trailing closure, not a `catch` block.
    func testKeywordNamedOperatorsTakeTrailingClosures() throws {
        let tree = parse("""
            let p = session.dataTaskPublisher(for: url)
                .map { $0.data }
                .catch { error in
                    return Just(Data())
                }
            do { try run() } catch { print(error) }
            """)
        let c = try closure(onLine: 3, tree)
        let (call, _, trailing) = try self.call(of: c, tree)
        XCTAssertEqual(tree.text(call.nameToken), "catch")
        XCTAssertTrue(trailing)
        XCTAssertTrue(tree.closures.filter { tree.location(ofToken: $0.leftBrace).line == 6 }.isEmpty, "a do/catch block is no closure")
    }

    func testMultiLineCombineChain() throws {
        let tree = parse("""
            func bind() {
                viewModel.$items
                    .receive(on: DispatchQueue.main)
                    .sink { items in
                        self.render(items)
                    }
                    .store(in: &cancellables)
            }
            """)
        let c = try closure(onLine: 4, tree)
        let (sink, _, trailing) = try call(of: c, tree)
        XCTAssertTrue(trailing)
        XCTAssertEqual(tree.text(sink.nameToken), "sink")
        XCTAssertEqual(tree.text(sink.calleeStart), "viewModel")
        XCTAssertEqual(sink.endToken, c.rightBrace + 1)
        // `.store` follows the closing brace.
        XCTAssertEqual(tree.kind(sink.endToken), .dot)
        let store = try XCTUnwrap(tree.call(named: sink.endToken + 1))
        XCTAssertEqual(tree.text(store.nameToken), "store")
        XCTAssertEqual(store.arguments.first?.label, "in")
        XCTAssertEqual(tree.text(store.calleeStart), "viewModel")
    }

    /// Two trailing closures in one chain on one line: `map { }.sink { }.store(in:)`.
    func testChainedTrailingClosuresOnOneLine() throws {
        let tree = parse("""
            func bind() {
                viewModel.$count.map { self.badge($0) }.sink { self.show($0) }.store(in: &cancellables)
            }
            """)
        let map = try closure(onLine: 2, tree, occurrence: 0)
        let sink = try closure(onLine: 2, tree, occurrence: 1)
        XCTAssertEqual(tree.text(try call(of: map, tree).call.nameToken), "map")
        let sinkCall = try call(of: sink, tree).call
        XCTAssertEqual(tree.text(sinkCall.nameToken), "sink")
        XCTAssertEqual(tree.text(sinkCall.calleeStart), "viewModel")
        XCTAssertNil(map.parent)
        XCTAssertNil(sink.parent)
    }

    /// A multi-line argument list whose trailing closure opens after `)` (same line or next).
    func testTrailingClosureAfterMultiLineArguments() throws {
        let tree = parse("""
            func observe() {
                token = NotificationCenter.default.addObserver(
                    forName: UIApplication.didEnterBackgroundNotification,
                    object: nil,
                    queue: .main
                ) { _ in
                    self.save()
                }
                other = NotificationCenter.default.addObserver(forName: .a, object: nil, queue: nil)
                { note in
                    self.handle(note)
                }
            }
            """)
        for line in [6, 10] {
            let c = try closure(onLine: line, tree)
            let (add, label, trailing) = try call(of: c, tree)
            XCTAssertEqual(tree.text(add.nameToken), "addObserver", "line \(line)")
            XCTAssertNil(label)
            XCTAssertTrue(trailing)
            XCTAssertEqual(add.argumentLabels, ["forName", "object", "queue"])
            XCTAssertEqual(tree.text(add.calleeStart), "NotificationCenter")
        }
        // The assignment's right-hand side spans the call and its trailing closure.
        let a = try XCTUnwrap(tree.assignments.first { tree.text($0.lhs.lowerBound) == "token" })
        XCTAssertEqual(tree.text(a.rhs.lowerBound), "NotificationCenter")
        XCTAssertEqual(a.rhs.upperBound, try closure(onLine: 6, tree).rightBrace + 1)
    }

    /// `UIView.animate(withDuration:) { } completion: { _ in }`.
    func testLabeledTrailingClosures() throws {
        let tree = parse("""
            func hide() {
                UIView.animate(withDuration: 0.25) {
                    self.banner.alpha = 0
                } completion: { _ in
                    self.banner.isHidden = true
                }
            }
            """)
        let first = try closure(onLine: 2, tree)
        let second = try closure(onLine: 4, tree)
        let (c1, l1, t1) = try call(of: first, tree)
        let (c2, l2, t2) = try call(of: second, tree)
        XCTAssertEqual(c1, c2)
        XCTAssertEqual(tree.text(c1.nameToken), "animate")
        XCTAssertNil(l1)
        XCTAssertEqual(l2, "completion")
        XCTAssertTrue(t1 && t2)
        XCTAssertEqual(c2.trailingClosures.map(\.label), [nil, "completion"])
        XCTAssertEqual(c2.endToken, second.rightBrace + 1)
    }

    /// A closure inside a constructor argument (`primaryAction: UIAction { … }`): the closure
    /// belongs to `UIAction`, whose call is the labelled argument of `UIBarButtonItem(…)`.
    func testClosureInsideConstructorArgument() throws {
        let tree = parse("""
            func setUp() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .search, primaryAction: UIAction { _ in
                    self.showSearch()
                })
                composeButton.addAction(UIAction { _ in self.compose() }, for: .primaryActionTriggered)
            }
            """)
        let c = try closure(onLine: 2, tree)
        let action = try call(of: c, tree).call
        XCTAssertEqual(tree.text(action.nameToken), "UIAction")
        XCTAssertEqual(action.calleeStart, action.nameToken)
        let item = try XCTUnwrap(tree.calls.first { tree.text($0.nameToken) == "UIBarButtonItem" })
        let arg = try XCTUnwrap(item.argument(labeled: "primaryAction"))
        XCTAssertEqual(arg.value.lowerBound, action.nameToken)
        XCTAssertEqual(arg.value.upperBound, c.rightBrace + 1)

        let c2 = try closure(onLine: 5, tree)
        let action2 = try call(of: c2, tree).call
        let add = try XCTUnwrap(tree.calls.first { tree.text($0.nameToken) == "addAction" })
        XCTAssertEqual(add.arguments.first?.value.lowerBound, action2.nameToken)
        XCTAssertEqual(add.arguments.first?.label, nil)
        XCTAssertEqual(add.arguments.last?.label, "for")
    }

    /// `guard let self` in a `[weak self]` closure binds `self` to the end of that closure, so
    /// a nested closure after it sees the strong re-binding.
    func testGuardLetSelfScope() throws {
        let tree = parse("""
            func bind() {
                viewModel.onPageLoaded = { [weak self] hasMore in
                    guard let self else { return }
                    self.footer.onRetry = {
                        self.reload()
                    }
                }
                viewModel.onOther = { [weak self] in
                    self?.reload()
                }
            }
            """)
        let outer = try closure(onLine: 2, tree)
        let inner = try closure(onLine: 4, tree)
        XCTAssertEqual(outer.captures.map { "\($0.specifier) \($0.name)" }, ["weak self"])
        XCTAssertTrue(inner.parent === outer)
        let rebinding = try XCTUnwrap(tree.bindings.first { tree.keyword($0.nameToken) == .self && tree.keyword($0.nameToken - 1) == .let })
        XCTAssertTrue(rebinding.scope.contains(inner.leftBrace))
        XCTAssertEqual(rebinding.scope.upperBound, outer.rightBrace)
        let other = try closure(onLine: 8, tree)
        XCTAssertFalse(rebinding.scope.contains(other.leftBrace))
        guard case .assigned(let a) = inner.use else { return XCTFail("\(inner.use)") }
        XCTAssertEqual(tree.compactText(of: tree.assignments[a].lhs), "self.footer.onRetry")
    }

    /// `lazy var x: () -> Void = { … }` is a stored closure; `lazy var y = { … }()` is applied.
    func testLazyClosurePropertyVersusAppliedInitializer() throws {
        let tree = parse("""
            final class Model {
                lazy var retry: () -> Void = {
                    self.load()
                }
                private lazy var formatter: DateFormatter = {
                    let f = DateFormatter()
                    return f
                }()
            }
            """)
        let stored = try closure(onLine: 2, tree)
        let applied = try closure(onLine: 5, tree)
        guard case .initialValue(let d1) = stored.use, case .initialValue(let d2) = applied.use else {
            return XCTFail("\(stored.use) \(applied.use)")
        }
        XCTAssertEqual(d1.name, "retry")
        XCTAssertFalse(stored.isImmediatelyApplied)
        XCTAssertEqual(d2.name, "formatter")
        XCTAssertTrue(applied.isImmediatelyApplied)
    }

    /// A `guard` or `return` in one `case` of a `switch` never runs on the path of another
    /// `case`; one before the `switch`, or in a `switch` that ends before the token, does.
    func testStatementsInAnotherCaseOfASwitch() {
        let tree = parse("""
            func f(_ style: Style) {
                switch style {
                case .system:
                    guard a == nil else { return }
                case .custom:
                    if case .x = y { register(1) }
                    register(2)
                default:
                    register(3)
                }
                switch other { case .q: return; case .r: break }
                register(4)
                for case let item? in items { register(5) }
                for await case let event? in events { register(6) }
                for try await case let event? in events { register(7) }
            }
            """)
        let guardToken = tree.tokens.indices.first { tree.keyword($0) == .guard }!
        let returns = tree.tokens.indices.filter { tree.keyword($0) == .return }
        let registers = tree.tokens.indices.filter { tree.tokenIs($0, "register") }
        XCTAssertTrue(tree.isInAnotherCase(guardToken, than: registers[0]))
        XCTAssertTrue(tree.isInAnotherCase(guardToken, than: registers[1]))
        XCTAssertTrue(tree.isInAnotherCase(guardToken, than: registers[2]), "a `default:` label")
        XCTAssertFalse(tree.isInAnotherCase(guardToken, than: registers[3]), "after the switch")
        XCTAssertFalse(tree.isInAnotherCase(returns[1], than: registers[3]), "a label of a switch that ended is not between")
        XCTAssertFalse(tree.encloses(statement: guardToken, before: registers[1]))
        XCTAssertFalse(tree.encloses(statement: guardToken, before: registers[3]), "the guard's block ends before")
        let labels = tree.tokens.indices.filter { tree.isCaseLabel($0) }
        XCTAssertEqual(labels.count, 5, "`if case`, `for case`, `for await case` and `for try await case` are no labels; `.system`, `.custom`, `default:`, `.q`, `.r` are")
    }
}
