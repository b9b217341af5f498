import BuiltinRules
import FlowLintDriver
import FlowLintKit
import FlowLintTesting
import XCTest

/// `strong-self-capture` beyond the fixture folder: strong aliases, collections, objects built
/// around the closure, static storage, `mode: escaping`, and the index's storing functions.
final class StrongSelfCaptureTests: XCTestCase {
    private var rule: Rule { BuiltinRules.all.first { $0.id == "strong-self-capture" }! }

    /// Lints sources with the rule alone and compares with their `// expect:` comments.
    private func check(_ sources: [(String, String)], options: [String: RuleOptionValue] = [:]) -> [String] {
        let configured = Linter.ConfiguredRule(rule: rule, options: RuleOptions(description: rule.description, overrides: options))
        let output = Linter(rules: [configured], jobs: 1).lint(sources: sources.map { (path: $0.0, text: $0.1) })
        return FixtureExpectations.compare(output.diagnostics, FixtureExpectations.expectations(in: output.files), ruleIDs: [rule.id])
    }

    private func diagnostics(_ text: String) -> [Diagnostic] {
        Linter(rules: [Linter.ConfiguredRule(rule: rule)], jobs: 1).lint(sources: [(path: "A.swift", text: text)]).diagnostics
    }

    func testPositivesAndNegatives() {
        let failures = check([("Positives.swift", Self.positives), ("Negatives.swift", Self.negatives)])
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    func testEscapingMode() {
        let failures = check([("Escaping.swift", Self.escaping)], options: ["mode": .string("escaping")])
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
        // The default mode reports only the repeating timer there.
        let strict = check([("Escaping.swift", Self.escaping)])
        XCTAssertEqual(strict.filter { $0.hasPrefix("missing") }.count, 3, strict.joined(separator: "\n"))
        XCTAssertFalse(strict.contains { $0.hasPrefix("unexpected") }, strict.joined(separator: "\n"))
    }

    func testListOptionsReplaceDefaults() {
        let source = """
            final class Player {
                let player = AVPlayer()
                var token: Any?
                func start() {
                    token = player.addPeriodicTimeObserver(forInterval: .zero, queue: .main) { _ in self.tick() }
                    player.observeForever { self.tick() }
                }
                func tick() {}
            }
            """
        XCTAssertEqual(diagnostics(source).map(\.location.line), [5])
        let configured = Linter.ConfiguredRule(rule: rule, options: RuleOptions(description: rule.description,
                                                                                overrides: ["storing-functions": .stringList(["observeForever"])]))
        let lines = Linter(rules: [configured], jobs: 1).lint(sources: [(path: "A.swift", text: source)]).diagnostics.map(\.location.line)
        XCTAssertEqual(lines, [6])
    }

    func testMessageAndRelatedLocation() throws {
        let d = diagnostics("""
            final class Screen {
                private var refreshHandler: (() -> Void)?
                func bind() {
                    refreshHandler = { [self] in
                        reload()
                    }
                }
                func reload() {}
            }
            """)
        let finding = try XCTUnwrap(d.first)
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(finding.location.line, 4)
        XCTAssertEqual(finding.location.column, 26)
        XCTAssert(finding.message.contains("'refreshHandler', a property of self"), finding.message)
        XCTAssert(finding.message.contains("'[weak self]'"), finding.message)
        XCTAssert(finding.message.contains("'Screen'"), finding.message)
        XCTAssertEqual(finding.related.first?.location.line, 4)
        XCTAssertEqual(finding.related.first?.location.column, 29)
    }

    /// A function that assigns its `@escaping` parameter to a property of a local object (an
    /// operation it enqueues) does not store it; one that keeps it in self does.
    func testStoringFunctionsNeedSelfAsTarget() {
        let text = """
            final class API {
                private var handlers: [() -> Void] = []
                private var progress: ((Double) -> Void)?
                func retrieve(completion: @escaping ([Int]?) -> Void) {
                    let task = RetrieveTask()
                    task.completion = completion
                    queue.addOperation(task)
                }
                func collect(_ handler: @escaping () -> Void) {
                    var local: [() -> Void] = []
                    local.append(handler)
                }
                func onProgress(_ handler: @escaping (Double) -> Void) { progress = handler }
                func add(_ handler: @escaping () -> Void) { self.handlers.append(handler) }
            }
            """
        let tree = Parser.parse(SourceText(path: "API.swift", text: text))
        let index = ProjectIndex(files: [ParsedFile(path: "API.swift", tree: tree)])
        XCTAssertNil(index.storingFunctions["retrieve"])
        XCTAssertNil(index.storingFunctions["collect"])
        XCTAssertNotNil(index.storingFunctions["onProgress"])
        XCTAssertNotNil(index.storingFunctions["add"])
    }

    static let positives = #"""
import Combine
import UIKit
import RxSwift

final class Helper {
    var onEvent: () -> Void
    init(onEvent: @escaping () -> Void) { self.onEvent = onEvent }
}

class BaseScreen: UIViewController {
    var onClose: (() -> Void)?
}

final class PositiveViewController: BaseScreen {
    var handlers: [String: () -> Void] = [:]
    var callbacks: [() -> Void] = []
    var cancellables = Set<AnyCancellable>()
    var observers: [NSObjectProtocol] = []
    var helper: Helper?
    var poll: Timer?
    let viewModel = ViewModel()
    let button = UIButton()
    let source = DispatchSource.makeTimerSource()
    let disposeBag = DisposeBag()
    @Published var query = ""

    func a() {
        self.handlers["k"] = { self.reload() }   // expect: strong-self-capture
        callbacks.append({ self.reload() })   // expect: strong-self-capture
        callbacks.append { self.reload() }   // expect: strong-self-capture
        cancellables.insert($query.sink { self.search($0) })   // expect: strong-self-capture
        let c = $query.sink { self.search($0) }   // expect: strong-self-capture
        c.store(in: &cancellables)
        observers.append(NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in self.reload() })   // expect: strong-self-capture
        let token = NotificationCenter.default.addObserver(forName: .y, object: nil, queue: nil) { _ in self.reload() }   // expect: strong-self-capture
        observers.append(token)
    }

    func b() {
        viewModel.onUpdate = { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.viewModel.onOther = {   // expect: strong-self-capture
                strongSelf.reload()
            }
        }
        let this = self
        viewModel.onThird = { this.reload() }   // expect: strong-self-capture
        onClose = { self.dismiss(animated: true) }   // expect: strong-self-capture
        button.menu = UIMenu(children: [UIAction(title: "A") { _ in self.reload() }])   // expect: strong-self-capture
        view.addSubview(UIButton(primaryAction: UIAction { _ in self.reload() }))   // expect: strong-self-capture
        helper = Helper(onEvent: { self.reload() })   // expect: strong-self-capture
        let local = Helper { self.reload() }
        local.onEvent()
        source.setEventHandler { self.reload() }   // expect: strong-self-capture
        poll = Timer(timeInterval: 1, repeats: true) { _ in self.reload() }   // expect: strong-self-capture
        viewModel.onFourth = { super.viewWillAppear(true) }   // expect: strong-self-capture
        viewModel.onFifth = { [self] in reload() }   // expect: strong-self-capture
        viewModel.items.subscribe(onNext: { self.search($0) }).disposed(by: disposeBag)   // expect: strong-self-capture
        viewModel.onSixth = { [weak self] in
            guard let self else { return }
            let title = "x"
            button.onTap = {   // expect: strong-self-capture
                print(title)
                reload()
            }
        }
    }

    func reload() {}
    func search(_ q: String) {}
}

extension UIViewController {
    @objc func startObserving() {
        NotificationCenter.default.addObserver(forName: .z, object: nil, queue: nil) { _ in   // expect: strong-self-capture
            self.view.setNeedsLayout()
        }
    }
}

final class StaticHolder {
    static var onSignOut: (() -> Void)?
    func bind() {
        Self.onSignOut = { self.reset() }   // expect: strong-self-capture
        StaticHolder.onSignOut = { self.reset() }   // expect: strong-self-capture
    }
    func reset() {}
}
"""#

    static let negatives = #"""
import Combine
import UIKit

final class NegativeViewController: UIViewController {
    weak var weakModel: ViewModel?
    let viewModel = ViewModel()
    var cancellables = Set<AnyCancellable>()
    var title2 = ""
    var error: Error?
    var handlers: [() -> Void] = []
    let label = UILabel()
    var items: [Int] = []

    func a(vm: ViewModel) {
        let h = { self.reload() }
        h()
        viewModel.onUpdate = { [weak self] in self?.reload() }
        let local = ViewModel()
        local.onUpdate = { self.reload() }
        vm.onUpdate = { self.reload() }
        weakModel?.onUpdate = { self.reload() }
        _ = items.map { self.f($0) }.publisher.sink { print($0) }
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.reload() }
        DispatchQueue.main.async { self.reload() }
        viewModel.onX = { [unowned self] in self.reload() }
        foo.bar { self.reload() }
        present(UIViewController(), animated: true) { self.reload() }
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in self.reload() })
        $title2.assign(to: \.text, on: self)
        viewModel.onY = { [weak self] in
            guard let self else { return }
            let title2 = "shadow"
            label.onTap = { print(title2) }
            do { try self.f(1) } catch {
                handlers.append { print(error) }
            }
        }
        viewModel.onZ = { print("self is not used") }
        viewModel.onW = { [viewModel] in viewModel.reset() }
    }

    static func make() {
        shared.handler = { self.other() }
    }

    func reload() {}
    func f(_ x: Int) throws -> Int { x }
}

final class Manager {
    static let shared = Manager()
    var onChange: (() -> Void)?
    private init() { onChange = { self.save() } }
    func save() {}
}

struct Model {
    var onTap: (() -> Void)?
    mutating func bind() { onTap = { print(self) } }
}

protocol Screen {}
extension Screen {
    func bind(_ vm: ViewModel) { vm.onUpdate = { print(self) } }
}

extension Array {
    func x() { NotificationCenter.default.addObserver(forName: .z, object: nil, queue: nil) { _ in print(self) } }
}

final class Outer {
    struct Inner {
        var cb: (() -> Void)?
        mutating func f() { cb = { print(self) } }
    }
    var cb: (() -> Void)?
    func g() {
        let items = [1, 2]
        cb = items.isEmpty ? nil : { print(items) }
    }
}

final class Loader {
    var cancellables = Set<AnyCancellable>()
    var user: User?
    func load(url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map { self.decode($0.data) }
            .sink(receiveCompletion: { _ in }, receiveValue: { self.user = $0 })
            .store(in: &cancellables)
        Just(1).sink { self.use($0) }.store(in: &cancellables)
    }
    func decode(_ d: Data) -> User? { nil }
    func use(_ x: Int) {}
}
"""#

    static let escaping = #"""
final class APIClient {
    func request(_ path: String, completion: @escaping (Int) -> Void) {}
    func run(_ body: () -> Void) { body() }
}

final class Coordinator {
    let client = APIClient()
    let nav = UINavigationController()
    func start() {
        let vm = ViewModel()
        vm.onFinish = { self.finish() }   // expect: strong-self-capture
        client.request("/x") { _ in self.finish() }   // expect: strong-self-capture
        client.run { self.finish() }
        load { self.finish() }   // expect: strong-self-capture
        DispatchQueue.main.async { self.finish() }
        let local = { self.finish() }
        local()
        [1].map { _ in self.finish() }
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.finish() }
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.finish() }   // expect: strong-self-capture
    }
    func load(_ done: @escaping () -> Void) {}
    func finish() {}
}
"""#
}
