import FlowLintKit
import XCTest

/// The index's answers behind the leak rules' decisions on real code: which objects live as
/// long as the process, how often code runs, and which delegates are back-references.
final class LifetimeAndBackReferenceTests: XCTestCase {
    func index(_ files: [(String, String)]) -> ProjectIndex {
        let index = ProjectIndex(files: files.map { ParsedFile(path: $0.0, tree: Parser.parse(SourceText(path: $0.0, text: $0.1))) })
        index.prepareBackReferences()
        return index
    }

    /// Nested types that share a simple name (`Main.StateModel`, `Settings.StateModel`) are asked
    /// by their qualified names, and a construction belongs to one when it names the outer type
    /// (`Main.RootView()`) or is written inside it.
    func testNestedTypesSharingANameAreToldApartByTheirOuterType() {
        let i = index([("App.swift", """
            import SwiftUI
            @main struct ClinicApp: App {
                var body: some Scene { WindowGroup { Main.RootView() } }
            }
            protocol StateModel: ObservableObject {}
            enum Main {}
            enum Settings {}
            extension Main {
                struct RootView: View {
                    @StateObject var state = StateModel()
                    var body: some View { Text("") }
                }
                final class StateModel: ObservableObject {}
            }
            extension Settings {
                struct RootView: View {
                    @StateObject var state = StateModel()
                    var body: some View { Text("") }
                }
                final class StateModel: ObservableObject {}
            }
            final class SettingsWindows {
                func open() { _ = NSHostingController(rootView: Settings.RootView()) }
            }
            """)])
        let models = i.allTypeSites(named: "StateModel").map(\.declaration).filter { $0.kind == .class }
        XCTAssertEqual(models.map { i.lifetimeName(of: $0) }, ["Main.StateModel", "Settings.StateModel"])
        XCTAssertEqual(i.processLifetime(ofType: "Main.StateModel"), ProjectIndex.Lifetime.createdOnce)
        XCTAssertNil(i.processLifetime(ofType: "Settings.StateModel"))
        XCTAssertEqual(i.constructions(ofType: "Main.RootView").count, 1)
        XCTAssertEqual(i.lifetimeName(of: i.types["ClinicApp"]![0].declaration), "ClinicApp")
    }

    /// `.init(…)` assigned to a stored property in an initializer makes the type written on the
    /// property (recorded at the property, like an initial value); the same member name on a
    /// local, on a property typed with an array, or assigned in another method, names no type.
    func testInitAssignedToATypedStoredPropertyIsAConstructionOfItsType() {
        let i = index([("Screens.swift", """
            final class ScreensFactory {
                private let partners: PartnerFactory
                private var notes: NotesFactory?
                private let rows: [RowFactory]
                private var session: SessionFactory?
                init(parent: Assembler) {
                    partners = .init(parent: parent)
                    self.notes = .init()
                    rows = .init()
                }
                func reset() {
                    var partners: PartnerFactory
                    partners = .init(parent: nil)
                    session = .init()
                }
            }
            struct PartnerFactory { init(parent: Assembler?) {} }
            struct NotesFactory {}
            struct RowFactory {}
            struct SessionFactory {}
            """)])
        let partners = i.constructions(ofType: "PartnerFactory")
        XCTAssertEqual(partners.count, 1)
        XCTAssertEqual(partners.first.map { ProjectIndex.innermostDeclaration(containing: $0.token, in: $0.file.tree)?.name }, "partners",
                       "recorded at the property, as its initial value")
        XCTAssertEqual(i.constructions(ofType: "NotesFactory").count, 1)
        XCTAssertEqual(i.constructions(ofType: "RowFactory").count, 0)
        XCTAssertEqual(i.constructions(ofType: "SessionFactory").count, 0, "assigned in a method that may run again")
    }

    func testAPropertyFilledInTheElseBranchOfANotNilCheckIsFilledOnce() {
        let source = """
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                let boards = BoardsCoordinator()
            }
            final class BoardsCoordinator {
                private var board: BoardWindowController?
                private var help: HelpWindowController?
                func showBoard() {
                    if board != nil {
                        board!.showWindow(self)
                    } else if Bundle.main.bundleIdentifier != nil {
                        let made = BoardWindowController()
                        board = made
                        made.showWindow(self)
                    }
                }
                func showHelp() {
                    if help != nil { help!.showWindow(self) } else { help = HelpWindowController() }
                }
                func closeHelp() { help = nil }
            }
            final class BoardWindowController: NSWindowController {}
            final class HelpWindowController: NSWindowController {}
            """
        let i = index([("App.swift", source)])
        XCTAssertEqual(i.processLifetime(ofType: "BoardWindowController"), ProjectIndex.Lifetime.createdOnce)
        XCTAssertNil(i.processLifetime(ofType: "HelpWindowController"), "another method empties the property")
    }

    func testProcessLifetimes() {
        let i = index([("App.swift", """
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                let sync = SyncEngine()
                var coordinator: AppCoordinator?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    coordinator = AppCoordinator()
                    return true
                }
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
                    app.windows.first?.rootViewController?.present(ProfileViewController(), animated: true)
                    return true
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            final class SyncEngine {}
            final class AppCoordinator {}
            final class Analytics {
                static let shared = Analytics()
                private init() {}
            }
            final class ImageCache {
                static let shared = ImageCache()
            }
            final class ProfileViewController: UIViewController {
                let cache = ImageCache()
            }
            final class AvatarCache {
                static let shared = AvatarCache()
            }
            final class LegacyProfileViewController: UIViewController {
                let cache = AvatarCache()
            }
            enum Services {
                static var logger = Logger()
                static var uploader: Uploader { Uploader() }
            }
            struct Logger {}
            final class Uploader {}
            var currentExporter: Exporter { Exporter() }
            final class Exporter {}
            """), ("Tests/AnalyticsTests.swift", "import XCTest\nfinal class T { let a = Analytics() }\n")])
        XCTAssertEqual(i.processLifetime(ofType: "AppDelegate"), ProjectIndex.Lifetime.applicationDelegate)
        XCTAssertEqual(i.processLifetime(ofType: "SceneDelegate"), ProjectIndex.Lifetime.sceneDelegate)
        XCTAssertEqual(i.processLifetime(ofType: "SyncEngine"), ProjectIndex.Lifetime.createdOnce)
        XCTAssertEqual(i.processLifetime(ofType: "AppCoordinator"), ProjectIndex.Lifetime.createdOnce)
        XCTAssertEqual(i.processLifetime(ofType: "Analytics"), ProjectIndex.Lifetime.singleton, "a test's construction does not count")
        XCTAssertNil(i.processLifetime(ofType: "ImageCache"), "also created by a screen")
        XCTAssertEqual(i.processLifetime(ofType: "AvatarCache"), ProjectIndex.Lifetime.singleton,
                       "the other construction is in a screen nothing makes: code that never runs")
        XCTAssertNil(i.processLifetime(ofType: "ProfileViewController"))
        XCTAssertEqual(i.processLifetime(ofType: "Logger"), ProjectIndex.Lifetime.createdOnce, "kept in a static property")
        XCTAssertNil(i.processLifetime(ofType: "Uploader"), "a computed static property makes one on every read")
        XCTAssertNil(i.processLifetime(ofType: "Exporter"), "a computed global makes one on every read")
    }

    func testStubsThatOnlyPreviewsReachMakeNothing() {
        func app(feedStubCaller: String) -> ProjectIndex {
            index([("App.swift", """
                import SwiftUI
                @main struct ReaderApp: App {
                    let store = ArticleStore()
                    var body: some Scene { WindowGroup { Text("Reader") } }
                }
                final class ArticleStore {
                    static func stub() -> ArticleStore { ArticleStore() }
                }
                final class FeedModel {
                    let store: ArticleStore
                    init(store: ArticleStore) { self.store = store }
                    static func stub() -> FeedModel { FeedModel(store: ArticleStore.stub()) }
                }
                final class Badge {
                    static func stub() -> Badge { Badge() }
                }
                struct BadgeView: View {
                    let badge = Badge.stub()
                    var body: some View { Text("New") }
                }
                """), ("Feed.swift", feedStubCaller)])
        }
        // `ArticleStore.stub()` is only called by `FeedModel.stub()`, which only a preview calls;
        // `Badge.stub()`, called by running code, is another type's.
        let previewed = app(feedStubCaller: "import SwiftUI\n#Preview { FeedView(model: FeedModel.stub()) }\n")
        XCTAssertEqual(previewed.processLifetime(ofType: "ArticleStore"), ProjectIndex.Lifetime.createdOnce)
        let running = app(feedStubCaller: "import SwiftUI\nstruct FeedScreen: View {\n    let model = FeedModel.stub()\n    var body: some View { Text(\"Feed\") }\n}\n")
        XCTAssertNil(running.processLifetime(ofType: "ArticleStore"), "a view keeps the feed's stub, which makes a store")
    }

    func testALifetimeThatHangsOnItselfEnds() {
        // `Watcher`'s one instance is stored by a static set-up method that only `Watcher.init`
        // calls: the type lives as long as the process only if it already does. Asking must
        // end (the fuzzer found a stack overflow here), with no answer. `Pinger` and `Ponger`
        // make the same loop through two types; `Clock`'s set-up is called by the application
        // delegate and stays process-lifetime.
        let i = index([("App.swift", """
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Clock.setUp()
                    return true
                }
            }
            final class Clock {
                static var running: Clock?
                static func setUp() { running = Clock() }
            }
            final class Watcher {
                static var observer: Watcher?
                static func setUp() { observer = Watcher() }
                init() { Watcher.setUp() }
            }
            final class Pinger {
                static var current: Pinger?
                static func start() { current = Pinger() }
                init() { Ponger.start() }
            }
            final class Ponger {
                static var current: Ponger?
                static func start() { current = Ponger() }
                init() { Pinger.start() }
            }
            """)])
        XCTAssertNil(i.processLifetime(ofType: "Watcher"))
        XCTAssertNil(i.processLifetime(ofType: "Ponger"))
        XCTAssertNil(i.processLifetime(ofType: "Pinger"))
        XCTAssertEqual(i.processLifetime(ofType: "Clock"), ProjectIndex.Lifetime.createdOnce)
    }

    func testANameTwoTypesShareGivesNoMadeAgainEvidence() {
        // Two targets each declare a `MainViewController`; one is made on every tap. Which one
        // cannot be told by name, so neither is "made again"; a name only one type has still is.
        let files = [
            ("PhoneApp/MainViewController.swift", "final class MainViewController: UIViewController {}\n"),
            ("MacApp/MainViewController.swift", "final class MainViewController: NSViewController {}\n"),
            ("MacApp/Toolbar.swift", """
                final class Toolbar: NSView {
                    @IBAction func showMain(_ sender: Any) { _ = MainViewController(); _ = LogViewController() }
                }
                final class LogViewController: NSViewController {}
                """),
        ]
        let i = index(files)
        XCTAssertTrue(i.isAmbiguousTypeName("MainViewController"))
        XCTAssertNil(i.madeAgainAndAgain("MainViewController"))
        XCTAssertNotNil(i.madeAgainAndAgain("LogViewController"))
        XCTAssertFalse(i.isAmbiguousTypeName("LogViewController"))
        XCTAssertNotNil(index(Array(files.dropFirst())).madeAgainAndAgain("MainViewController"))
        // Cells are made one per row whatever their name says.
        let cells = index([
            ("PhoneApp/ItemCell.swift", "final class ItemCell: UITableViewCell {}\n"),
            ("MacApp/ItemCell.swift", "final class ItemCell: UITableViewCell {}\n"),
        ])
        XCTAssertNotNil(cells.madeAgainAndAgain("ItemCell"))
    }

    func testSuperclassChainStopsAtANameClassesDisagreeOn() {
        // A UI kit's `View: NSView` and a header's nested `View: RowView`: a subclass of `View`
        // is not taken for a `RowView` (whose cleanup it does not have).
        let i = index([
            ("Kit/View.swift", "open class View: NSView {}\nopen class RowView: NSTableRowView {}\n"),
            ("App/SearchHeader.swift", "final class SearchHeader { class View: RowView {} }\n"),
            ("App/Carousel.swift", "final class Carousel: View {}\nfinal class Badge: RowView {}\n"),
        ])
        XCTAssertEqual(i.superclassChain(of: "Carousel"), ["Carousel", "View"])
        XCTAssertEqual(i.superclassChain(of: "Badge"), ["Badge", "RowView"])
        // Two classes of one name that agree on their superclass still lead to it.
        let agreeing = index([
            ("Phone/Main.swift", "final class MainScreen: BaseScreen {}\nclass BaseScreen: UIViewController {}\n"),
            ("Pad/Main.swift", "final class MainScreen: BaseScreen {}\n"),
        ])
        XCTAssertEqual(agreeing.superclassChain(of: "MainScreen"), ["MainScreen", "BaseScreen"])
    }

    func testATopLevelClassIsNotConfusedWithNestedTypesOfItsName() {
        // `class App` (a singleton that keeps the snackbar center) and a configuration's nested
        // `struct App`, made in its own code: the singleton is still one, and what it keeps lives
        // as long as the process.
        let files = [
            ("App/App.swift", """
                final class App {
                    static let shared = App()
                    let snackbar = SnackbarCenter()
                    private init() {}
                }
                final class SnackbarCenter {}
                """),
            ("App/Configuration.swift", """
                struct Configuration {
                    struct App { var name = "Wallet" }
                    let app = App()
                }
                enum SettingsSection { enum App { case about } }
                extension Configuration.App: Codable, SnackbarPresenting {}
                """),
        ]
        let i = index(files)
        XCTAssertEqual(i.inheritedNames(of: "App"), [], "the extension is the nested struct's")
        XCTAssertEqual(i.processLifetime(ofType: "App"), ProjectIndex.Lifetime.singleton)
        XCTAssertNotNil(i.processLifetime(ofType: "SnackbarCenter"))
        XCTAssertEqual(i.kind(ofType: "App"), .class)
        // A nested class of the same name stays merged with it: no fact either way.
        let sameKind = index([files[0], ("App/Other.swift", "final class Settings { final class App {}; let app = App() }\n")])
        XCTAssertNil(sameKind.processLifetime(ofType: "App"))
    }

    func testResolverAndFactoryScopesThatKeepOneInstance() {
        let i = index([("App/Injection.swift", """
            import Resolver
            extension Resolver {
                static func registerSyncServices() {
                    register { SyncScheduler() }.scope(.application)
                    register { UploadQueue() }.scope(application)
                    register { DraftStore() }.scope(.cached)
                    register { ExportJob() }
                    register { ReportBuilder() }.scope(.graph)
                }
            }
            extension Container {
                var session: Factory<Session> { self { Session() }.singleton }
                var theme: Factory<ThemeStore> { Factory(self) { ThemeStore() }.scope(.singleton) }
                var search: Factory<SearchModel> { self { SearchModel() } }
            }
            final class SyncScheduler {}
            final class UploadQueue {}
            final class DraftStore {}
            final class ExportJob {}
            final class ReportBuilder {}
            final class Session {}
            final class ThemeStore {}
            final class SearchModel {}
            """)])
        for name in ["SyncScheduler", "UploadQueue", "DraftStore", "Session", "ThemeStore"] {
            XCTAssertNotNil(i.processLifetime(ofType: name), name)
        }
        for name in ["ExportJob", "ReportBuilder", "SearchModel"] {
            XCTAssertNil(i.processLifetime(ofType: name), name)
        }
    }

    func testDelegateAdaptorsNameTheApplicationDelegate() {
        let i = index([("MenuBarApp.swift", """
            import SwiftUI
            typealias AppDelegateBase = LicensedAppDelegate
            final class AppDelegate: AppDelegateBase {
                var observers: Set<AnyCancellable> = []
            }
            final class WatchDelegate: NSObject {}
            final class SettingsModel {}
            @main
            struct MenuBarApp: App {
                @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene { Settings { Text("Settings") } }
            }
            struct CompanionApp: App {
                @WKApplicationDelegateAdaptor var delegate: WatchDelegate
                var body: some Scene { WindowGroup { Text("Companion") } }
            }
            """)])
        XCTAssertEqual(i.processLifetime(ofType: "AppDelegate"), ProjectIndex.Lifetime.applicationDelegate, "named by the adaptor, whatever it inherits")
        XCTAssertEqual(i.processLifetime(ofType: "WatchDelegate"), ProjectIndex.Lifetime.applicationDelegate, "the adaptor's property type")
        XCTAssertNil(i.processLifetime(ofType: "SettingsModel"))
    }

    func testObjectsStaticCodeMakesOnce() {
        let i = index([("PopoverMenu.swift", """
            final class PopoverMenu: NSObject {
                var onSelect: ((Int) -> Void)?
                fileprivate static var sharedMenu: PopoverMenu {
                    struct Static {
                        static let instance: PopoverMenu = PopoverMenu()
                    }
                    return Static.instance
                }
                static func show(items: [String], done: @escaping (Int) -> Void) {
                    sharedMenu.onSelect = done
                }
            }
            final class MapDirectory {
                static let shared = MapDirectory()
                private var isConfigured = false
                private var connection: MapDatabaseConnection!
                private var cursor: MapCursor?
                func configure() {
                    guard !isConfigured else { return }
                    connection = MapDatabaseConnection()
                    isConfigured = true
                }
                func reload() {
                    cursor = MapCursor()
                }
            }
            final class MapDatabaseConnection {}
            final class MapCursor {}
            final class Clipboard: NSObject {
                private static var _shared: Clipboard?
                static var shared: Clipboard {
                    if _shared == nil { _shared = Clipboard() }
                    return _shared!
                }
            }
            """)])
        XCTAssertNotNil(i.processLifetime(ofType: "PopoverMenu"), "a static stored property of a type nested in the getter is made once")
        XCTAssertNotNil(i.processLifetime(ofType: "Clipboard"), "a backing property filled once")
        XCTAssertEqual(i.processLifetime(ofType: "MapDatabaseConnection"), ProjectIndex.Lifetime.createdOnce, "behind a once-flag of a singleton")
        XCTAssertNil(i.processLifetime(ofType: "MapCursor"), "made again on every reload")
    }

    func testWindowRootsAndBaseClasses() {
        let launch = ("SceneDelegate.swift", """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    Router.shared.root = window?.rootViewController as? MainSplitViewController
                }
            }
            final class Router { static let shared = Router(); weak var root: MainSplitViewController? }
            final class MainSplitViewController: UISplitViewController {}
            final class DetailViewController: UIViewController {}
            class Container { lazy var scheduler = RefreshScheduler() }
            final class PhoneContainer: Container {}
            final class RefreshScheduler {}
            class BaseFeed {}
            final class NewsFeed: BaseFeed {}
            class Store<State> {}
            final class AppStore: Store<Int> {}
            class Cache<Key: Hashable> {}
            final class ImageCache: Cache<URL> {}
            class Batch<Item> {}
            final class UploadBatch: Batch<Int> {}
            class Pool<Item> {}
            final class ConnectionPool: Pool<Int> {}
            typealias StringPool = Pool<String>
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                let container = PhoneContainer()
                let store = AppStore()
                let images = ImageCache()
                let connections = ConnectionPool()
                let names = StringPool()
                lazy var scratch = Cache<String>.init()
                let uploads = UploadBatch()
                let nested = Batch<Array<Array<Int>>>()
            }
            final class NewsViewController: UIViewController { let feed = NewsFeed() }
            """)
        let i = index([launch])
        XCTAssertEqual(i.processLifetime(ofType: "MainSplitViewController"), ProjectIndex.Lifetime.windowRoot)
        XCTAssertNil(i.processLifetime(ofType: "DetailViewController"))
        XCTAssertEqual(i.processLifetime(ofType: "Container"), ProjectIndex.Lifetime.subclassesOnly)
        XCTAssertEqual(i.processLifetime(ofType: "RefreshScheduler"), ProjectIndex.Lifetime.createdOnce, "a stored property of the base class")
        XCTAssertNil(i.processLifetime(ofType: "BaseFeed"), "its subclass is made by a screen")
        XCTAssertEqual(i.processLifetime(ofType: "Store"), ProjectIndex.Lifetime.subclassesOnly, "generic, and nothing spells 'Store<…>(…)'")
        XCTAssertNil(i.processLifetime(ofType: "Cache"), "generic, and made as 'Cache<String>(…)' too")
        XCTAssertNil(i.processLifetime(ofType: "Pool"), "generic, and a typealias names it")
        XCTAssertNil(i.processLifetime(ofType: "Batch"), "generic, and made as 'Batch<Array<Array<Int>>>()', closed by one '>>>'")
        XCTAssertEqual(i.directSubclasses(of: "Container"), ["PhoneContainer"])

        // A root that code replaces later (a sign-in flow swapping it) is not the window's for good.
        let swapped = index([launch, ("SignOut.swift", """
            final class SignOutFlow {
                func run(_ window: UIWindow) { window.rootViewController = DetailViewController() }
            }
            """)])
        XCTAssertNil(swapped.processLifetime(ofType: "MainSplitViewController"))
    }

    func testTokensTestedAgainstNilAreOnceFlagsOnlyWhenStrongWholeAndNeverReset() {
        let source = """
            final class DockController: UIViewController {
                private var keyboardToken: NSObjectProtocol?
                private weak var popover: Popover?
                private var syncToken: NSObjectProtocol?
                private var themeToken: NSObjectProtocol?
                private var other: NSObjectProtocol?
                var paused = false
                override func viewWillAppear(_ animated: Bool) {
                    if keyboardToken == nil { keyboardToken = center.addObserver(forName: .a, object: nil, queue: nil) { _ in } }
                    if popover == nil { popover = Popover(); center.addObserver(forName: .b, object: nil, queue: nil) { _ in } }
                    observeTheme()
                    observeOther()
                    let registered = syncToken != nil
                    guard !registered else { return }
                    syncToken = center.addObserver(forName: .c, object: nil, queue: nil) { _ in }
                }
                private func observeTheme() {
                    let busy = themeToken != nil && paused
                    guard !busy else { return }
                    themeToken = center.addObserver(forName: .d, object: nil, queue: nil) { _ in }
                }
                private func observeOther() {
                    guard other == nil else { other = center.addObserver(forName: .e, object: nil, queue: nil) { _ in }; return }
                    other = center.addObserver(forName: .f, object: nil, queue: nil) { _ in }
                }
            }
            final class Popover {}
            """
        let i = index([("Dock.swift", source)])
        let file = i.files[0]
        let tree = file.tree
        let calls = tree.tokens.indices.filter { tree.tokenIs($0, "addObserver") }
        XCTAssertEqual(calls.count, 6)
        XCTAssertEqual(i.registrationFrequency(of: calls[0], in: file), .once, "a strong token filled once")
        XCTAssertEqual(i.registrationFrequency(of: calls[1], in: file).pilesUp, true, "a weak property goes back to nil by itself")
        XCTAssertEqual(i.registrationFrequency(of: calls[2], in: file), .once, "through a local that is the whole test")
        XCTAssertNotEqual(i.registrationFrequency(of: calls[3], in: file), .once, "the local tests more than the token")
        XCTAssertNotEqual(i.registrationFrequency(of: calls[4], in: file), .once, "the guard's else block runs once the token is set")
        XCTAssertEqual(i.registrationFrequency(of: calls[5], in: file), .once)
    }

    func testAStaticMethodBehindAStaticFlagRunsOnce() {
        let source = """
            final class SearchPanel {
                private static var initialized = false
                private static var started = false
                static func initialize() {
                    guard !initialized else { return }
                    initialized = true
                    configureField()
                }
                static func start() {
                    guard !started else { return }
                    started = true
                    configureHistory()
                }
                static func stop() { started = false }
                private static func configureField() {
                    center.addObserver(forName: .a, object: nil, queue: .main) { _ in }
                }
                private static func configureHistory() {
                    center.addObserver(forName: .b, object: nil, queue: .main) { _ in }
                }
            }
            final class Screen: UIViewController {
                override func viewWillAppear(_ animated: Bool) { SearchPanel.initialize(); SearchPanel.start() }
            }
            """
        let i = index([("Search.swift", source)])
        let file = i.files[0]
        let tree = file.tree
        let calls = tree.tokens.indices.filter { tree.tokenIs($0, "addObserver") }
        XCTAssertEqual(i.registrationFrequency(of: calls[0], in: file), .once)
        XCTAssertNotEqual(i.registrationFrequency(of: calls[1], in: file), .once, "stop() sets the flag back")
    }

    func testReceiverOfAnUnwrappedPropertyUnlessAParameterShadowsIt() {
        let source = """
            protocol MenuDelegate: AnyObject {}
            final class Menu: MenuDelegate {
                var list: ChatList?
                func open() { if let list = list { list.menuDelegate = self } }
                func hand(_ list: Composer?) { if let list = list { list.menuDelegate = self } }
            }
            final class ChatList { var menuDelegate: MenuDelegate? }
            final class Composer { var menuDelegate: MenuDelegate? }
            """
        let i = index([("Menu.swift", source)])
        let handoffs = i.selfHandoffs(named: "menuDelegate")
        XCTAssertEqual(handoffs.map(\.receiverType), ["ChatList", nil], "the parameter shadows the property")
    }

    func testOwnersKeptOnlyByTheirLoop() {
        let source = """
            final class ResetFlow { let screen = ResetScreen() }
            final class ResetScreen: UIViewController { var flow: ResetFlow? }
            class BaseFlow { let screen = BaseScreen() }
            final class EmailFlow: BaseFlow {}
            final class BaseScreen: UIViewController { var flow: BaseFlow? }
            final class Profile: UIViewController { var email: EmailFlow? }
            final class TrailFlow { let screen = TrailScreen() }
            final class TrailScreen: UIViewController { var flow: TrailFlow? }
            final class Trails { var flows = Set<TrailFlow>() }
            final class Panel: NSWindowController { var content: PanelContent? }
            final class PanelContent: NSViewController { var panel: Panel? }
            final class Screen: UIViewController { var child: ScreenChild? }
            final class ScreenChild { var screen: Screen? }
            """
        let i = index([("Flows.swift", source)])
        XCTAssertTrue(i.isKeptOnlyBy("ResetScreen", "ResetFlow"))
        XCTAssertFalse(i.isKeptOnlyBy("BaseScreen", "BaseFlow"), "a property typed by a subclass may hold one")
        XCTAssertFalse(i.isKeptOnlyBy("TrailScreen", "TrailFlow"), "Set<TrailFlow>()")
        XCTAssertTrue(i.isKeptOnlyBy("PanelContent", "Panel"), "a window does not keep its controller")
        XCTAssertFalse(i.isKeptOnlyBy("ScreenChild", "Screen"), "UIKit keeps a view controller while it is shown")
    }

    func testRegistrationFrequency() {
        let source = """
            final class SessionManager {
                init() { observe() }
                private func observe() {}
                override func viewWillAppear(_ animated: Bool) { subscribe() }
                private func subscribe() {}
                func login() { register() }
                func start() {
                    guard token == nil else { return }
                    register()
                }
                private func register() {}
                @IBAction func refresh(_ sender: Any) { reload() }
                private func reload() {}
                var filter = "" { didSet { apply() } }
                private func apply() {}
            }
            """
        let i = index([("Session.swift", source)])
        let file = i.files[0]
        let tree = file.tree
        func at(_ name: String, _ occurrence: Int = 0) -> Int {
            tree.tokens.indices.filter { tree.tokenIs($0, name) && tree.kind($0 + 1) == .leftParen }[occurrence]
        }
        XCTAssertEqual(i.registrationFrequency(of: at("observe"), in: file), .once)
        XCTAssertEqual(i.registrationFrequency(of: at("subscribe"), in: file).pilesUp, true)
        XCTAssertEqual(i.registrationFrequency(of: at("reload"), in: file).pilesUp, true)
        XCTAssertEqual(i.registrationFrequency(of: at("apply"), in: file).pilesUp, true)
        XCTAssertEqual(i.registrationFrequency(of: at("register", 1), in: file), .unknown(method: "start", guarded: true))
        XCTAssertEqual(i.registrationFrequency(of: at("register"), in: file), .unknown(method: "login", guarded: false))
    }

    func testBackReferences() {
        let i = index([("Screens.swift", """
            protocol HeaderDelegate: AnyObject {}
            protocol PickerDelegate: AnyObject {}
            protocol RowDelegate: AnyObject {}
            final class HeaderView: UIView { var delegate: HeaderDelegate? }
            final class PickerViewController: UIViewController { var delegate: PickerDelegate? }
            final class RowView: UIView { var delegate: RowDelegate? }
            final class ListViewController: UIViewController, HeaderDelegate, PickerDelegate, RowDelegate {
                let header = HeaderView()
                let table = UITableView()
                override func viewDidLoad() {
                    header.delegate = self
                    table.delegate = self
                    let picker = PickerViewController()
                    picker.delegate = self
                    present(picker, animated: true)
                }
            }
            """)])
        XCTAssertEqual(i.backReference(to: "delegate", protocolName: "HeaderDelegate", typeText: "HeaderDelegate?", owner: "HeaderView")?.typeName,
                       "ListViewController")
        XCTAssertNil(i.backReference(to: "delegate", protocolName: "PickerDelegate", typeText: "PickerDelegate?", owner: "PickerViewController"),
                     "a child that is only presented keeps no cycle")
        XCTAssertNil(i.backReference(to: "delegate", protocolName: "RowDelegate", typeText: "RowDelegate?", owner: "RowView"),
                     "handing self to a table view and a header is no evidence for a row")
    }

    /// An assignment (`x.name = self`) cannot reach a `let` property, nor a private or
    /// `private(set)` one from another file; an argument to the initializer can.
    func testAssignmentsReachOnlyPropertiesTheyCanSet() {
        let i = index([("Timers.swift", """
            protocol TickDelegate: AnyObject {}
            final class SlideTimer { private(set) var tickDelegate: TickDelegate? }
            final class PageTimer { let tickDelegate: TickDelegate; init(tickDelegate: TickDelegate) { self.tickDelegate = tickDelegate } }
            final class ClockTimer { var tickDelegate: TickDelegate? }
            """), ("Screens.swift", """
            final class SlidesViewController: UIViewController, TickDelegate {
                func attach(_ legacy: LegacyScreen) { legacy.timer.tickDelegate = self }
            }
            """)])
        func reference(_ owner: String) -> String? {
            let site = i.types[owner]![0]
            let property = site.declaration.members.first { $0.name == "tickDelegate" }!
            return i.backReference(to: "tickDelegate", protocolName: "TickDelegate", typeText: "TickDelegate?", owner: owner,
                                   property: DeclarationSite(file: site.file, declaration: property))?.typeName
        }
        XCTAssertNil(reference("SlideTimer"), "a private(set) property cannot be assigned from another file")
        XCTAssertNil(reference("PageTimer"), "a let property cannot be assigned")
        XCTAssertEqual(reference("ClockTimer"), "SlidesViewController")
    }
}

/// `#if DEBUG` branches found in one pass.
final class DebugOnlyRangeTests: XCTestCase {
    func testDebugBranchesNestedElseAndElseif() {
        let source = """
            let a = 1
            #if DEBUG
            let b = 2
            #if os(iOS)
            let c = 3
            #endif
            #else
            let d = 4
            #endif
            #if os(macOS)
            let e = 5
            #elseif !RELEASE
            let f = 6
            #endif
            """
        let tree = Parser.parse(SourceText(path: "D.swift", text: source))
        func token(_ name: String) -> Int { tree.tokens.indices.first { tree.tokenIs($0, name) }! }
        let debug = ["b", "c", "f"], release = ["a", "d", "e"]
        for name in debug { XCTAssertTrue(isDebugOnly(token(name), in: tree), name) }
        for name in release { XCTAssertFalse(isDebugOnly(token(name), in: tree), name) }
    }

    /// Whether the token lies in an `#if DEBUG` / `#if !RELEASE` branch of the tree.
    private func isDebugOnly(_ token: Int, in tree: SyntaxTree) -> Bool {
        TestCode.debugOnlyRanges(in: tree).contains { $0.contains(token) }
    }
}
