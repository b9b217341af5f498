import BuiltinRules
import FlowLintDriver
import FlowLintKit
import XCTest

/// `retain-cycle`'s related locations: every link of a loop, in order, then the hand-off.
final class RetainCycleTests: XCTestCase {
    private var rule: Rule { BuiltinRules.all.first { $0.id == "retain-cycle" }! }

    private func diagnostics(_ text: String) -> [Diagnostic] {
        Linter(rules: [Linter.ConfiguredRule(rule: rule)], jobs: 1).lint(sources: [(path: "A.swift", text: text)]).diagnostics
    }

    func testThreeObjectLoopThroughAPassOn() throws {
        let d = diagnostics("""
            final class ShelfViewController: UIViewController {
                private lazy var shelfView = ShelfView(host: self)
            }
            final class ShelfView: UIView {
                private let header = ShelfHeaderView()
                init(host: ShelfViewController) {
                    super.init(frame: .zero)
                    header.host = host
                }
            }
            final class ShelfHeaderView: UIView {
                var host: ShelfViewController?
            }
            """)
        XCTAssertEqual(d.count, 1)
        let finding = try XCTUnwrap(d.first)
        XCTAssertEqual(finding.location.line, 12)
        XCTAssert(finding.message.contains("a retain cycle of 3 objects (ShelfViewController.shelfView → ShelfView, ShelfView.header → ShelfHeaderView, ShelfHeaderView.host → ShelfViewController)"), finding.message)
        XCTAssertEqual(finding.related.map(\.location.line), [2, 5, 2, 8])
        XCTAssertEqual(finding.related.map(\.message), [
            "'ShelfViewController.shelfView' keeps the next object strongly",
            "'ShelfView.header' keeps the next object strongly",
            "'ShelfViewController' hands itself to the 'ShelfView' here",
            "'ShelfView' passes it on to 'host' here",
        ])
    }

    func testALoopThroughAnObjectOfUnknownLifetimeIsNotReported() {
        // `session.router.screen = self` closes screen → session → router → screen. The
        // session is made only where the tree cannot see (tests make it, the app's Swift code
        // never does): it may live as long as the process, and a loop through an object that
        // never goes away leaks nothing, so the rule stays silent.
        let app = """
            final class ShelfViewController: UIViewController {
                let session: ShelfSession
                init(session: ShelfSession) {
                    self.session = session
                    super.init(nibName: nil, bundle: nil)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    session.router.screen = self
                }
            }
            final class ShelfSession: NSObject {
                let router = ShelfRouter()
            }
            final class ShelfRouter {
                var screen: ShelfViewController?
            }
            """
        let test = "import XCTest\nfinal class ShelfSessionTests: XCTestCase {\n    func testOpens() { _ = ShelfSession() }\n}\n"
        func run(_ files: [(String, String)]) -> [Diagnostic] {
            Linter(rules: [Linter.ConfiguredRule(rule: rule)], jobs: 1).lint(sources: files.map { (path: $0.0, text: $0.1) }).diagnostics
        }
        XCTAssertEqual(run([("App/Shelf.swift", app)]).count, 1, "nothing says the session is made elsewhere")
        XCTAssertEqual(run([("App/Shelf.swift", app), ("Tests/ShelfSessionTests.swift", test)]).map(\.message), [])
    }

    func testAChainThroughAnUnknownTypeIsNotFollowed() {
        let d = diagnostics("""
            final class ReaderViewController: UIViewController {
                private let readerView = makeReaderView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    readerView.pageView.controller = self
                }
            }
            final class ReaderView: UIView {
                let pageView = PageView()
            }
            final class PageView: UIView {
                var controller: ReaderViewController?
            }
            """)
        XCTAssertEqual(d.map(\.message), [])
    }
}
