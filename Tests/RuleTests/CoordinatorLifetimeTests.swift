import FlowLintKit
import XCTest

/// A root coordinator made at launch whose `start()` builds the first screen and hands it to
/// the navigation controller it keeps: the screen lives as long as the process.
final class CoordinatorLifetimeTests: XCTestCase {
    static let app = """
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var coordinator: MainCoordinator?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                coordinator = MainCoordinator()
                coordinator?.start()
                window = UIWindow(frame: UIScreen.main.bounds)
                return true
            }
        }
        class MainCoordinator: Coordinator {
            var navigationController: UINavigationController = UINavigationController()
            var childCoordinators = [Coordinator]()
            func start() {
                let list = LibraryListViewController()
                list.coordinator = self
                navigationController.viewControllers = [list]
            }
            func showDetail() {
                let child = DetailCoordinator(navigationController: navigationController)
                childCoordinators.append(child)
                child.start()
            }
        }
        protocol Coordinator: AnyObject {
            func start()
        }
        final class DetailCoordinator: Coordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                navigationController.pushViewController(DetailViewController(), animated: true)
            }
        }
        final class LibraryListViewController: UIViewController {
            weak var coordinator: MainCoordinator?
        }
        final class DetailViewController: UIViewController {}
        """

    func index(_ text: String) -> ProjectIndex {
        ProjectIndex(files: [ParsedFile(path: "App.swift", tree: Parser.parse(SourceText(path: "App.swift", text: text)))])
    }

    func testTheFirstScreenOfARootCoordinatorLivesForever() {
        let i = index(Self.app)
        XCTAssertNotNil(i.processLifetime(ofType: "MainCoordinator"))
        XCTAssertEqual(i.processLifetime(ofType: "LibraryListViewController"), ProjectIndex.Lifetime.createdOnce)
        XCTAssertNil(i.processLifetime(ofType: "DetailViewController"), "pushed by every detail coordinator")
    }

    func testStartCalledAgainIsNotOnce() {
        let again = Self.app.replacingOccurrences(of: "    func showDetail() {", with: """
                func reset() { start() }
                func showDetail() {
            """)
        let tapped = again + "\nextension LibraryListViewController {\n    @IBAction func refresh() { coordinator?.reset() }\n}\n"
        XCTAssertNotNil(index(tapped).processLifetime(ofType: "MainCoordinator"))
        XCTAssertNil(index(tapped).processLifetime(ofType: "LibraryListViewController"), "reset() runs on every tap")
    }

    func testASubclassForScreenshotsMadeAtLaunchToo() {
        let snapshots = Self.app.replacingOccurrences(of: "        coordinator?.start()", with: """
                    #if SNAPSHOTS
                    coordinator = SnapshotCoordinator()
                    #endif
                    coordinator?.start()
            """) + """

            final class SnapshotCoordinator: MainCoordinator {
                override func start() {
                    UIView.setAnimationsEnabled(false)
                    super.start()
                }
            }
            """
        XCTAssert(snapshots.contains("SnapshotCoordinator()"))
        XCTAssertEqual(index(snapshots).processLifetime(ofType: "LibraryListViewController"), ProjectIndex.Lifetime.createdOnce)
    }
}
