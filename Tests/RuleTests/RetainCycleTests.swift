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
