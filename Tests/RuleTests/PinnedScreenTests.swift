import BuiltinRules
import FlowLintDriver
import FlowLintKit
import XCTest

/// A process-lifetime owner's strong delegate is reported only when a screen that code makes and
/// lets go hands itself to it (docs/rules/strong-delegate.md, "Screens a process-lifetime owner
/// keeps").
final class PinnedScreenTests: XCTestCase {
    private func findings(_ sources: [(String, String)]) -> [String] {
        let rules = BuiltinRules.all.filter { $0.id == "strong-delegate" }.map { Linter.ConfiguredRule(rule: $0) }
        let output = Linter(rules: rules, jobs: 1).lint(sources: sources.map { (path: $0.0, text: $0.1) })
        return output.diagnostics.map { "\($0.location.path):\($0.location.line)" }.sorted()
    }

    static let service = """
        import UIKit
        protocol DownloadDelegate: AnyObject { func downloadDidFinish() }
        final class DownloadService {
            static let shared = DownloadService()
            var delegate: DownloadDelegate?
        }
        """

    static let worker = """
        final class SyncWorker: DownloadDelegate {
            func start() { DownloadService.shared.delegate = self }
            func downloadDidFinish() {}
        }
        func syncNow() { let worker = SyncWorker(); worker.start() }
        """

    static let panel = """
        import UIKit
        final class PanelViewController: UIViewController, DownloadDelegate {
            override func viewDidLoad() { super.viewDidLoad(); DownloadService.shared.delegate = self }
            func downloadDidFinish() {}
        }
        final class HostViewController: UIViewController {
            @IBAction func showPanel(_ sender: Any) {
                let panel = PanelViewController()
                present(panel, animated: true)
            }
        }
        """

    /// A screen made and let go by code is found whatever other hand-off comes first.
    func testAClosableScreenIsFoundWhateverTheFileOrder() {
        let expected = ["Service.swift:5"]
        XCTAssertEqual(findings([("Service.swift", Self.service), ("A.swift", Self.worker), ("B.swift", Self.panel)]), expected)
        XCTAssertEqual(findings([("Service.swift", Self.service), ("C.swift", Self.worker), ("B.swift", Self.panel)]), expected)
        XCTAssertEqual(findings([("Service.swift", Self.service), ("A.swift", Self.worker)]), [], "a worker is no screen")
    }

    /// A screen its maker keeps, through a factory that returns it, is not let go.
    func testAScreenAFactoryReturnsIsNotLetGo() {
        let kept = """
            import UIKit
            final class PanelViewController: UIViewController, DownloadDelegate {
                override func viewDidLoad() { super.viewDidLoad(); DownloadService.shared.delegate = self }
                func downloadDidFinish() {}
                static func make() -> PanelViewController { let panel = PanelViewController(); return panel }
            }
            final class HostViewController: UIViewController {
                lazy var panel = PanelViewController.make()
            }
            """
        XCTAssertEqual(findings([("Service.swift", Self.service), ("B.swift", kept)]), [])
    }
}
