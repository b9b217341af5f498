import XCTest

/// `--cycles-graph FILE`: the retain cycles of the linted tree as DOT or SVG.
final class CycleGraphTests: DriverTestCase {
    private func writeCycle() {
        write("Profile.swift", """
            import UIKit

            final class ProfileViewModel {
                var screen: ProfileViewController?
            }

            final class ProfileViewController: UIViewController {
                private let viewModel = ProfileViewModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.screen = self
                }
            }

            """)
    }

    func testDOTShowsTheLoopWithTheEdgeToMakeWeakInRed() {
        writeCycle()
        let r = flowlint(["--quiet", "--cycles-graph", "cycles.dot"])
        XCTAssertEqual(r.code, 0, r.dump)
        let dot = read("cycles.dot")
        XCTAssert(dot.contains("digraph retain_cycles {"), dot)
        XCTAssert(dot.contains("\"0:ProfileViewController\" -> \"0:ProfileViewModel\" [label=\"viewModel (strong)\"];"), dot)
        XCTAssert(dot.contains("\"0:ProfileViewModel\" -> \"0:ProfileViewController\" [label=\"screen (strong: make it weak)\", color=red, fontcolor=red];"), dot)
        XCTAssertEqual(flowlint(["--quiet", "--jobs", "1", "--cycles-graph", "again.dot"]).code, 0)
        XCTAssertEqual(read("again.dot"), dot, "the same picture whatever the thread count")
    }

    func testSVGIsSelfContainedAndBalanced() {
        writeCycle()
        let r = flowlint(["--quiet", "--cycles-graph", "cycles.svg"])
        XCTAssertEqual(r.code, 0, r.dump)
        let svg = read("cycles.svg")
        XCTAssert(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg)
        XCTAssert(svg.contains(">ProfileViewModel</text>") && svg.contains(">screen (strong: make it weak)</text>"), svg)
        XCTAssertFalse(svg.contains("href=\"http"), "no external resource")
        XCTAssert(svg.hasSuffix("</svg>\n"), svg)
        XCTAssertEqual(svg.components(separatedBy: "<g>").count, svg.components(separatedBy: "</g>").count, svg)
    }

    func testNoCycleGivesAnEmptyPictureAndAnUnwritableFileExitsTwo() {
        write("Plain.swift", "final class A {}\n")
        XCTAssertEqual(flowlint(["--quiet", "--cycles-graph", "none.svg"]).code, 0)
        XCTAssert(read("none.svg").contains("No retain cycle found."))
        let r = flowlint(["--quiet", "--cycles-graph", "missing-folder/cycles.dot"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("cannot write the cycles graph to 'missing-folder/cycles.dot'"), r.dump)
    }
}

/// `flowlint graph`: the ownership graph, around one type or whole, as DOT or SVG.
final class GraphCommandTests: DriverTestCase {
    private func writeReader() {
        write("Reader.swift", """
            import UIKit

            final class ReaderViewController: UIViewController {
                private let readerView = ReaderView()
                private let rows: [RowModel] = []
                weak var coordinator: AppCoordinator?
                var source: PageSource?
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
            final class RowModel {}
            final class AppCoordinator {
                var reader: ReaderViewController?
            }
            protocol PageSource: AnyObject {}
            final class LocalPages: PageSource {}
            final class RemotePages: PageSource {}

            """)
    }

    func testAroundATypeShowsItsEdgesWithWeakDashedAndTheProvenLoopRed() {
        writeReader()
        let r = flowlint(["graph", "--type", "ReaderViewController"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssert(r.out.contains("digraph ownership {"), r.out)
        XCTAssert(r.out.contains("\"ReaderViewController\" -> \"ReaderView\" [label=\"readerView\", color=red, fontcolor=red];"), r.out)
        XCTAssert(r.out.contains("\"PageView\" -> \"ReaderViewController\" [label=\"controller\", color=red, fontcolor=red];"), r.out)
        XCTAssert(r.out.contains("\"ReaderViewController\" -> \"RowModel\" [label=\"rows[]\"];"), r.out)
        XCTAssert(r.out.contains("\"ReaderViewController\" -> \"AppCoordinator\" [label=\"weak coordinator\", style=dashed];"), r.out)
        XCTAssert(r.out.contains("\"ReaderViewController\" -> \"LocalPages\" [label=\"source: PageSource\"];"), r.out)
        XCTAssert(r.out.contains("\"ReaderViewController\" -> \"RemotePages\" [label=\"source: PageSource\"];"), r.out)
        XCTAssert(r.out.contains("\"AppCoordinator\" -> \"ReaderViewController\" [label=\"reader\"];"), r.out)
        XCTAssert(r.err.contains("classes with edges") && r.err.contains("1 proven retain cycles") && r.err.contains("graph built in"), r.dump)
        XCTAssertEqual(flowlint(["graph", "--type", "ReaderViewController", "--jobs", "1"]).out, r.out, "the same graph whatever the thread count")
    }

    func testDefaultIsTheCyclesAndSVGIsSelfContained() {
        writeReader()
        let cycles = flowlint(["graph", "--quiet"])
        XCTAssertEqual(cycles.code, 0, cycles.dump)
        XCTAssert(cycles.out.contains("label=\"ReaderViewController → ReaderView → PageView\""), cycles.out)
        XCTAssertEqual(cycles.err, "")
        let r = flowlint(["graph", "--all", "--output", "all.svg", "--quiet"])
        XCTAssertEqual(r.code, 0, r.dump)
        let svg = read("all.svg")
        XCTAssert(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg)
        XCTAssert(svg.contains(">ReaderViewController</text>") && svg.contains("stroke-dasharray"), svg)
        XCTAssertFalse(svg.contains("href=\"http"), "no external resource")
        XCTAssertEqual(svg.components(separatedBy: "<g>").count, svg.components(separatedBy: "</g>").count, svg)
    }

    func testStoredClosuresAndContainerChildrenAreEdges() {
        write("Profile.swift", """
            import UIKit

            final class ProfileViewModel {
                var onChange: (() -> Void)?
                var onError: ((Error) -> Void)?
            }
            final class AvatarCell: UICollectionViewCell {
                var onTap: (() -> Void)?
            }
            final class ProfileViewController: UIViewController {
                private let viewModel = ProfileViewModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.onChange = { self.render() }
                    viewModel.onError = { [weak self] _ in self?.render() }
                }
                func configure(_ cell: AvatarCell) {
                    cell.onTap = { self.render() }
                }
                func render() {}
            }
            final class FeedViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            final class MainTabBarController: UITabBarController {
                private let settings = SettingsViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [FeedViewController(), settings]
                }
            }

            """)
        write("Traps.swift", """
            import UIKit

            final class PlayerModel {
                var onProgress: (() -> Void)?
                var onEnd: (() -> Void)?
                static let shared = PlayerModel()
            }
            final class PlayerViewController: UIViewController {
                private var model: PlayerModel?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    model = PlayerModel()
                    // The outer closure takes `self` to give the inner one its [weak self].
                    model?.onProgress = { DispatchQueue.main.async { [weak self] in self?.tick() } }
                }
                func tick() {}
                static func wireShared() {
                    PlayerModel.shared.onEnd = { self.log() }   // `self` is the type here
                }
                static func log() {}
                func setUpRelay() {
                    final class Relay {
                        let model = PlayerModel()
                        func wire() { model.onEnd = { self.fire() } }   // this `self` is the relay
                        func fire() {}
                    }
                    Relay().wire()
                }
            }
            final class IntroViewController: UIViewController {}
            final class TermsViewController: UIViewController {}
            final class OnboardingCoordinator {
                func pages(skipIntro: Bool) -> [UIViewController] {
                    var viewControllers: [UIViewController] = [TermsViewController()]
                    if !skipIntro { viewControllers = [IntroViewController(), TermsViewController()] }
                    return viewControllers
                }
            }
            final class WrappedTabsController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [IntroViewController(), TermsViewController()].map { UINavigationController(rootViewController: $0) }
                }
            }

            """)
        let r = flowlint(["graph", "--all"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssert(r.out.contains("\"PlayerModel\" -> \"PlayerViewController\" [label=\"onProgress { self }\", color=red, fontcolor=red];"), r.out)
        XCTAssertFalse(r.out.contains("onEnd"), "no instance of the class is captured in a static method or a local type: \(r.out)")
        XCTAssertFalse(r.out.contains("\"OnboardingCoordinator\" ->"), "a local list keeps nothing: \(r.out)")
        XCTAssertFalse(r.out.contains("\"WrappedTabsController\" ->"), "the listed screens go into navigation controllers: \(r.out)")
        // Kept by the view model the controller owns: a loop the code shows, red.
        XCTAssert(r.out.contains("\"ProfileViewModel\" -> \"ProfileViewController\" [label=\"onChange { self }\", color=red, fontcolor=red];"), r.out)
        XCTAssert(r.out.contains("\"ProfileViewController\" -> \"ProfileViewModel\" [label=\"viewModel\", color=red, fontcolor=red];"), r.out)
        XCTAssertFalse(r.out.contains("onError"), "a [weak self] closure is no edge: \(r.out)")
        // On a cell the controller is handed, not one it keeps: an edge, no proven loop.
        XCTAssert(r.out.contains("\"AvatarCell\" -> \"ProfileViewController\" [label=\"onTap { self }\"];"), r.out)
        XCTAssert(r.out.contains("\"MainTabBarController\" -> \"FeedViewController\" [label=\"children[]\"];"), r.out)
        XCTAssert(r.out.contains("\"MainTabBarController\" -> \"SettingsViewController\" [label=\"children[]\"];"), r.out)
        XCTAssert(r.err.contains("2 proven retain cycles"), r.dump)
        let cycles = flowlint(["graph", "--quiet"])
        XCTAssert(cycles.out.contains("[label=\"onChange { self } (strong: capture self weakly)\", color=red, fontcolor=red]"), cycles.out)
    }

    func testSubscriptionsKeptInABagAreEdges() {
        write("Feed.swift", """
            import Combine
            import RxSwift
            import UIKit

            final class FeedViewModel {
                @Published var items: [String] = []
                var cancellables = Set<AnyCancellable>()
            }
            class BaseViewController: UIViewController {
                let disposeBag = DisposeBag()
            }
            final class FeedViewController: BaseViewController {
                private let viewModel = FeedViewModel()
                private var cancellables = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.$items.sink { self.render($0) }.store(in: &cancellables)
                    refreshButton.rx.tap.subscribe(onNext: { self.reload() }).disposed(by: disposeBag)
                    viewModel.$items.dropFirst().sink { _ in self.reload() }.store(in: &viewModel.cancellables)
                }
                func render(_ items: [String]) {}
                func reload() {}
            }
            final class ProfileViewController: UIViewController {
                private let viewModel = FeedViewModel()
                private let profile = ProfileModel()
                private var subscriptions = Set<AnyCancellable>()
                private let disposables = CompositeDisposable()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    subscriptions.insert(viewModel.$items.sink { self.show($0) })
                    view.backgroundColor = .white
                    disposables += profile.names.observeValues { self.show($0) }
                }
                func show(_ items: [String]) {}
            }
            final class ProfileModel {
                let names = Signal<[String], Never>.pipe().output
            }
            final class DraftController {
                @Published var text = ""
                var title = ""
                private var textCancellable: AnyCancellable?
                private var titleCancellable: AnyCancellable?
                func start(_ model: FeedViewModel) {
                    textCancellable = model.$items.sink { self.text = $0.joined() }
                    titleCancellable = $text.assign(to: \\.title, on: self)
                }
            }

            """)
        write("Traps.swift", """
            import Combine
            import UIKit

            final class SearchViewModel {
                @Published var query = ""
            }
            final class SearchViewController: UIViewController {
                private let viewModel = SearchViewModel()
                private var cancellables = Set<AnyCancellable>()
                private var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.$query.sink { [weak self] in self?.search($0) }.store(in: &cancellables)
                    Just("").sink { self.search($0) }.store(in: &bag)
                    var scratch = Set<AnyCancellable>()
                    viewModel.$query.sink { self.search($0) }.store(in: &scratch)
                }
                func search(_ text: String) {}
            }

            """)
        let r = flowlint(["graph", "--all"])
        XCTAssertEqual(r.code, 0, r.dump)
        // The controller's own bag (its own property, or a superclass's): a loop of one object.
        assertEdge(r.out, "FeedViewController", "FeedViewController", "cancellables { self }", red: true)
        assertEdge(r.out, "FeedViewController", "FeedViewController", "disposeBag { self }", red: true)
        // The bag of the view model the controller keeps: a loop of two.
        assertEdge(r.out, "FeedViewModel", "FeedViewController", "cancellables { self }", red: true)
        // Added to a bag with `insert(…)` or `+=` (a CompositeDisposable): the same loops.
        assertEdge(r.out, "ProfileViewController", "ProfileViewController", "subscriptions { self }", red: true)
        assertEdge(r.out, "ProfileViewController", "ProfileViewController", "disposables { self }", red: true)
        // [weak self] is no edge; a one-shot publisher lets its closure go: an edge, no proven
        // loop; a local bag keeps nothing.
        XCTAssertFalse(r.out.contains("\"SearchViewController\" -> \"SearchViewController\" [label=\"cancellables"), r.out)
        assertEdge(r.out, "SearchViewController", "SearchViewController", "bag { self }", red: false)
        XCTAssertFalse(r.out.contains("scratch"), r.out)
        // Kept in a property of its own: `cancellable = ….sink { self… }`, `assign(to:on: self)`.
        assertEdge(r.out, "DraftController", "DraftController", "textCancellable { self }", red: true)
        assertEdge(r.out, "DraftController", "DraftController", "titleCancellable { self }", red: true)
        XCTAssert(r.err.contains("7 proven retain cycles"), r.dump)
        let cycles = flowlint(["graph", "--quiet", "--output", "cycles.svg"])
        XCTAssertEqual(cycles.code, 0, cycles.dump)
        XCTAssert(read("cycles.svg").contains("cancellables { self } (strong: capture self weakly)"), read("cycles.svg"))
    }

    /// The DOT line of one edge is in `out`, red when it is on a proven loop.
    private func assertEdge(_ out: String, _ from: String, _ to: String, _ label: String, red: Bool, line: UInt = #line) {
        let attributes = red ? ", color=red, fontcolor=red" : ""
        XCTAssert(out.contains("\"\(from)\" -> \"\(to)\" [label=\"\(label)\"\(attributes)];"), out, line: line)
    }

    func testBadGraphOptionsExitTwo() {
        writeReader()
        let unknown = flowlint(["graph", "--type", "Nothing"])
        XCTAssertEqual(unknown.code, 2, unknown.dump)
        XCTAssert(unknown.err.contains("no class or actor named 'Nothing'"), unknown.dump)
        XCTAssertEqual(flowlint(["graph", "--type", "PageSource"]).code, 2, "a protocol is not a node")
        XCTAssertEqual(flowlint(["graph", "--format", "sarif"]).code, 2)
        XCTAssertEqual(flowlint(["graph", "--baseline", "b.json"]).code, 2)
        XCTAssertEqual(flowlint(["graph", "--type", "A", "--all"]).code, 2)
        XCTAssertEqual(flowlint(["--type", "ReaderViewController"]).code, 2, "--type belongs to graph")
        XCTAssertEqual(flowlint(["graph", "--output", "missing-folder/g.dot"]).code, 2)
    }
}
