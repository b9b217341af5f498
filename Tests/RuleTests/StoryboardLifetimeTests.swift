import FlowLintKit
import XCTest

/// What flowlint reads from storyboards, nibs and Info.plist files, and the lifetimes it
/// draws from them (Fixtures/storyboard-lifetime shows the whole app).
final class StoryboardLifetimeTests: XCTestCase {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array><dict>
                        <key>UISceneStoryboardFile</key>
                        <string>Main</string>
                    </dict></array>
                </dict>
            </dict>
            <key>UILaunchStoryboardName</key>
            <string>Launch</string>
        </dict>
        </plist>
        """

    /// A tab bar controller (initial) with a navigation controller whose root is the map, a
    /// tab of its own, a detail shown by a segue, a scene with an identifier, a prototype cell
    /// and a reference to another storyboard.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tab">
            <scenes>
                <scene sceneID="s1"><objects>
                    <tabBarController id="tab" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="g1"/>
                            <segue destination="log" kind="relationship" relationship="viewControllers" id="g2"/>
                            <segue destination="ref" kind="relationship" relationship="viewControllers" id="g3"/>
                        </connections>
                    </tabBarController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="r1" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="map" kind="relationship" relationship="rootViewController" id="g4"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="map" customClass="MapController" sceneMemberID="viewController">
                        <view key="view" id="v1">
                            <subviews>
                                <view id="v2" customClass="MapCanvas" userLabel="Map &amp; Pins"/>
                                <tableView id="t1"><prototypes>
                                    <tableViewCell id="c1" customClass="PinCell"><tableViewCellContentView key="contentView" id="c2">
                                        <label id="l1" customClass="PinLabel"/>
                                    </tableViewCellContentView></tableViewCell>
                                </prototypes></tableView>
                                <!-- <view customClass="Commented"/> -->
                            </subviews>
                        </view>
                        <connections><segue destination="detail" kind="show" identifier="showPin" id="g5"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController id="detail" customClass="PinDetailController" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <viewController id="log" storyboardIdentifier="Log" customClass="LogController" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s6"><objects>
                    <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    static let settingsStoryboard = """
        <document initialViewController="set"><scenes><scene sceneID="z"><objects>
            <viewController id="set" customClass="SettingsController" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """

    static let swift = """
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        final class MapController: UIViewController {
            @IBOutlet var canvas: MapCanvas!
            override func viewDidLoad() {
                super.viewDidLoad()
                canvas.attach(to: self)
            }
        }
        final class MapCanvas: UIView {
            var overlay: PinOverlay?
            func attach(to controller: MapController) {
                overlay = PinOverlay()
            }
        }
        final class PinOverlay {}
        final class PinCell: UITableViewCell {}
        final class PinLabel: UILabel {}
        final class PinDetailController: UIViewController {}
        final class LogController: UIViewController {}
        final class SettingsController: UIViewController {}
        """

    func facts(plist: String = plist, storyboard: String = storyboard) -> InterfaceFacts {
        var facts = InterfaceFacts()
        facts.read(Array(plist.utf8), path: "App/Info.plist")
        facts.read(Array(storyboard.utf8), path: "App/Base.lproj/Main.storyboard")
        facts.read(Array(Self.settingsStoryboard.utf8), path: "App/Settings.storyboard")
        return facts
    }

    func index(_ swift: [(String, String)], _ interface: InterfaceFacts) -> ProjectIndex {
        ProjectIndex(files: swift.map { ParsedFile(path: $0.0, tree: Parser.parse(SourceText(path: $0.0, text: $0.1))) }, interface: interface)
    }

    func testAnObjectiveCApplicationDelegateThatSwiftExtendsLivesAsLongAsTheProcess() {
        var f = InterfaceFacts()
        f.read(Array("""
            #import <UIKit/UIKit.h>
            // @interface Commented : NSObject <UIApplicationDelegate> is text like any other
            @interface ChatAppDelegate : UIResponder <UIApplicationDelegate, UNUserNotificationCenterDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @end
            @interface ChatHelper : NSObject <NSCopying>
            @end
            """.utf8), path: "App/ChatAppDelegate.h")
        f.read(Array("@interface MacAppDelegate () <NSApplicationDelegate>\n@end\n".utf8), path: "Mac/MacAppDelegate.m")
        XCTAssertEqual(f.objectiveCApplicationDelegates, ["ChatAppDelegate", "MacAppDelegate", "Commented"])
        let i = index([("App/ChatAppDelegate+Swift.swift", """
            extension ChatAppDelegate {
                func registerMemoryWarnings() {
                    NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in }
                }
            }
            extension ChatHelper {}
            """)], f)
        XCTAssertEqual(i.processLifetime(ofType: "ChatAppDelegate"), ProjectIndex.Lifetime.applicationDelegate)
        XCTAssertNil(i.processLifetime(ofType: "ChatHelper"))
        XCTAssertNil(i.processLifetime(ofType: "MacAppDelegate"), "no Swift extension: nothing of it to judge")
    }

    func testReadsScenesRelationshipsAndMainStoryboards() {
        let f = facts()
        XCTAssertEqual(f.mainStoryboardNames, ["Main"], "UISceneStoryboardFile inside the scene manifest; not the launch screen")
        let main = f.storyboards[0]
        XCTAssertEqual(main.name, "Main")
        XCTAssertEqual(main.initialControllerID, "tab")
        XCTAssertEqual(main.scenes.map(\.controllerID), ["tab", "nav", "map", "detail", "log"], "the placeholder scene has no controller")
        XCTAssertEqual(main.scenes[0].children, ["nav", "log", "ref"])
        XCTAssertEqual(main.scenes[0].objectClasses, [], "the first responder placeholder is not an object")
        let map = main.scenes[2]
        XCTAssertEqual(map.controllerClass, "MapController")
        XCTAssertEqual(map.objectClasses, ["MapCanvas"], "a comment is not an object")
        XCTAssertEqual(map.reusableClasses, ["PinCell", "PinLabel"])
        XCTAssertEqual(map.shown, ["detail"])
        XCTAssertEqual(main.scenes[4].storyboardIdentifier, "Log")
        XCTAssertEqual(main.references.map(\.storyboard), ["Settings"])
    }

    /// `facts()` and one more storyboard, named by nothing, whose initial scene is a `cls`.
    private func factsWithUnloadedStoryboard(initial cls: String, path: String) -> InterfaceFacts {
        var f = facts()
        f.read(Array("""
            <document initialViewController="i"><scenes><scene sceneID="q"><objects>
                <viewController id="i" customClass="\(cls)" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """.utf8), path: path)
        return f
    }

    func testAStoryboardNothingLoadsPlacesNothing() {
        let f = factsWithUnloadedStoryboard(initial: "SplashController", path: "App/Old.storyboard")
        let swift = Self.swift + "\nfinal class SplashController: UIViewController {}\n"
        XCTAssertTrue(index([("App.swift", swift)], f).isNeverMade("SplashController"))
        XCTAssertNotNil(index([("App.swift", swift)], f).processLifetime(ofType: "SettingsController"), "a referenced storyboard is loaded")
        let named = swift + "\nfunc showSplash() { _ = UIStoryboard(name: \"Old\", bundle: nil).instantiateInitialViewController() }\n"
        XCTAssertFalse(index([("App.swift", named)], f).isNeverMade("SplashController"), "named by the code")
        let computed = swift + "\nfunc open(_ n: String) { _ = UIStoryboard(name: n, bundle: nil).instantiateInitialViewController() }\n"
        XCTAssertFalse(index([("App.swift", computed)], f).isNeverMade("SplashController"), "a computed name may be any storyboard")
    }

    func testControlCellsAndGridCellsAreNotReusable() {
        var f = InterfaceFacts()
        f.read(Array("""
            <document targetRuntime="MacOSX.Cocoa" initialViewController="w"><scenes><scene sceneID="s"><objects>
                <viewController id="w" customClass="ScrollTabController" sceneMemberID="viewController">
                    <view key="view" id="v"><subviews>
                        <gridView id="g"><gridCells><gridCell id="c1"><customView id="cv">
                            <subviews><textField id="t" customClass="CaptureField"><textFieldCell key="cell" id="tc"/></textField></subviews>
                        </customView></gridCell></gridCells></gridView>
                        <button id="b" customClass="DeleteButton"><buttonCell key="cell" id="bc"/></button>
                        <tableView id="tv"><tableColumns><tableColumn id="col"><tableCellView id="row" customClass="DeviceRowView"/></tableColumn></tableColumns></tableView>
                    </subviews></view>
                </viewController>
            </objects></scene></scenes></document>
            """.utf8), path: "Main.storyboard")
        let scene = f.storyboards[0].scenes[0]
        XCTAssertEqual(scene.objectClasses, ["CaptureField", "DeleteButton"], "a grid cell and a control's cell are laid out once")
        XCTAssertEqual(scene.reusableClasses, ["DeviceRowView"])
    }

    func testNibClassesAndMalformedInput() {
        var f = InterfaceFacts()
        f.read(Array("""
            <document><objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OwnerController"/>
                <view id="a" customClass="BadgeView"/>
            </objects></document>
            """.utf8), path: "Badge.xib")
        XCTAssertEqual(f.nibClasses, ["BadgeView"], "File's Owner is not made by the nib")
        // Cut anywhere, the scanner stops without trapping.
        let text = Array(Self.storyboard.utf8)
        for cut in stride(from: 0, to: text.count, by: 7) {
            var g = InterfaceFacts()
            g.read(Array(text[..<cut]), path: "Cut.storyboard")
            g.read(Array(text[..<cut]), path: "Info.plist")
        }
        var binary = InterfaceFacts()
        binary.read(Array("bplist00\u{1}\u{2}<key".utf8), path: "Info.plist")
        XCTAssertEqual(binary.mainStoryboardNames, [])
    }

    func testLaunchScenesTheirChildrenAndOutletsLiveForever() {
        let i = index([("App.swift", Self.swift)], facts())
        XCTAssertEqual(i.processLifetime(ofType: "MapController"), ProjectIndex.Lifetime.storyboardRoot, "the navigation root of a tab of the initial controller")
        XCTAssertEqual(i.processLifetime(ofType: "LogController"), ProjectIndex.Lifetime.storyboardRoot)
        XCTAssertEqual(i.processLifetime(ofType: "MapCanvas"), ProjectIndex.Lifetime.storyboardObject)
        XCTAssertEqual(i.processLifetime(ofType: "PinOverlay"), ProjectIndex.Lifetime.createdOnce, "made by a set-up method only the root's viewDidLoad calls")
        XCTAssertNil(i.processLifetime(ofType: "PinCell"), "a prototype cell")
        XCTAssertNil(i.processLifetime(ofType: "PinLabel"), "inside a prototype cell")
        XCTAssertNil(i.processLifetime(ofType: "PinDetailController"), "shown by a segue")
        XCTAssertEqual(i.processLifetime(ofType: "SettingsController"), ProjectIndex.Lifetime.storyboardRoot,
                       "a tab that is a reference to another storyboard: its initial controller, made with the tab bar")
    }

    func testWhatMakesScenesAgain() {
        // Not launched by an Info.plist.
        XCTAssertNil(index([("App.swift", Self.swift)], facts(plist: "<plist/>")).processLifetime(ofType: "MapController"))
        // A root replaced by code.
        let replaced = Self.swift + "\nfunc logOut(window: UIWindow) { window.rootViewController = LoginController() }\nfinal class LoginController: UIViewController {}\n"
        XCTAssertNil(index([("App.swift", replaced)], facts()).processLifetime(ofType: "MapController"))
        // A test that puts the screen it tests in a window does not replace the app's root.
        let test = """
            import XCTest
            final class MapControllerTests: XCTestCase {
                func testShowsMap() {
                    let window = keyWindow()
                    window.rootViewController = MapController()
                }
            }
            """
        XCTAssertNotNil(index([("App.swift", Self.swift), ("AppTests/MapControllerTests.swift", test)], facts()).processLifetime(ofType: "LogController"))
        // Naming the root in a binding (`if let rootViewController = window?.rootViewController`)
        // replaces nothing.
        let named = Self.swift + """

            func openLink(window: UIWindow?) {
                if let rootViewController = window?.rootViewController { rootViewController.dismiss(animated: false) }
            }
            """
        XCTAssertNotNil(index([("App.swift", named)], facts()).processLifetime(ofType: "LogController"))
        // A backup copy of a storyboard (`Main~.storyboard` left beside it) is not read: its
        // copy of the tab bar, made by nothing, would make the tabs look made again.
        var stale = facts()
        stale.read(Array(Self.storyboard.replacingOccurrences(of: "initialViewController=\"tab\"", with: "").utf8), path: "App/Main~.storyboard")
        XCTAssertEqual(stale.storyboards.count, facts().storyboards.count)
        XCTAssertNotNil(index([("App.swift", Self.swift)], stale).processLifetime(ofType: "SettingsController"))
        // A window the code has just made for itself (a privacy cover) is another window.
        let cover = Self.swift + """

            final class PrivacyCover {
                lazy var window: UIWindow = {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = UIViewController()
                    return window
                }()
            }
            """
        XCTAssertNotNil(index([("App.swift", cover)], facts()).processLifetime(ofType: "MapController"))
        // The log scene instantiated by identifier on every tap.
        let tapped = Self.swift + """

            extension MapController {
                @IBAction func showLog() { present(storyboard!.instantiateViewController(withIdentifier: "Log"), animated: true) }
            }
            """
        let t = index([("App.swift", tapped)], facts())
        XCTAssertNil(t.processLifetime(ofType: "LogController"))
        XCTAssertNotNil(t.processLifetime(ofType: "MapController"))
        // An identifier the tree does not spell out may be any scene with one.
        let computed = Self.swift + """

            func make(_ id: String) -> UIViewController { UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: id) }
            func openDeepLink(_ path: String) { _ = make(path) }
            """
        XCTAssertNil(index([("App.swift", computed)], facts()).processLifetime(ofType: "LogController"))
        // A static constant spelling the identifier out is that identifier: the log scene, made
        // once more by the application delegate's lazy property.
        let constant = Self.swift + """

            extension String { static let logScreen = "Log" }
            extension MapController {
                @IBAction func showLog() { present(storyboard!.instantiateViewController(withIdentifier: .logScreen), animated: true) }
                @IBAction func openLog() { present(storyboard!.instantiateViewController(withIdentifier: String.logScreen), animated: true) }
            }
            """
        let mapNav = Self.storyboard.replacingOccurrences(of: #"<navigationController id="nav""#,
                                                         with: #"<navigationController id="nav" storyboardIdentifier="MapNav""#)
        let spelled = index([("App.swift", constant)], facts(storyboard: mapNav))
        XCTAssertNil(spelled.processLifetime(ofType: "LogController"), "made again by each showLog() and openLog()")
        XCTAssertNotNil(spelled.processLifetime(ofType: "MapController"), "the constant names the log scene, not the map's navigation")
        // Two constants of that name that disagree name no scene: any scene with an identifier.
        let ambiguous = constant + "\nenum Legacy { static let logScreen = NSStoryboard.SceneIdentifier(\"MapNav\") }\n"
        XCTAssertNil(index([("App.swift", ambiguous)], facts(storyboard: mapNav)).processLifetime(ofType: "MapController"))
        let wrapped = constant.replacingOccurrences(of: #"static let logScreen = "Log""#, with: #"static let logScreen = NSStoryboard.SceneIdentifier("Log")"#)
        XCTAssertNotNil(index([("App.swift", wrapped)], facts(storyboard: mapNav)).processLifetime(ofType: "MapController"))
        // Cast to a framework container controller, it may only be a scene of that element: a
        // navigation controller with an identifier, not the log screen (a `viewController`).
        let withNav = Self.storyboard.replacingOccurrences(of: #"<navigationController id="nav""#,
                                                          with: #"<navigationController id="nav" storyboardIdentifier="MapNav""#)
        let castToNav = Self.swift + """

            func popover(_ name: String) -> UINavigationController {
                UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: name + "Nav") as! UINavigationController
            }
            func openDeepLink(_ path: String) { _ = popover(path) }
            """
        let nav = index([("App.swift", castToNav)], facts(storyboard: withNav))
        XCTAssertNotNil(nav.processLifetime(ofType: "LogController"))
        XCTAssertNil(nav.processLifetime(ofType: "MapController"))
        // A reference that a segue shows (not a relationship): made on every segue.
        let shownReference = Self.storyboard.replacingOccurrences(
            of: #"<segue destination="ref" kind="relationship" relationship="viewControllers" id="g3"/>"#, with: "")
            .replacingOccurrences(of: #"<segue destination="detail" kind="show" identifier="showPin" id="g5"/>"#,
                                  with: #"<segue destination="detail" kind="show" identifier="showPin" id="g5"/><segue destination="ref" kind="show" id="g6"/>"#)
        XCTAssertNotEqual(shownReference, Self.storyboard)
        XCTAssertNil(index([("App.swift", Self.swift)], facts(storyboard: shownReference)).processLifetime(ofType: "SettingsController"))
        // Both a tab and shown by a segue elsewhere: made again and again.
        let both = Self.storyboard.replacingOccurrences(of: #"<segue destination="detail" kind="show" identifier="showPin" id="g5"/>"#,
                                                        with: #"<segue destination="detail" kind="show" identifier="showPin" id="g5"/><segue destination="ref" kind="show" id="g6"/>"#)
        XCTAssertNil(index([("App.swift", Self.swift)], facts(storyboard: both)).processLifetime(ofType: "SettingsController"))
        // A factory that no code calls makes nothing.
        let uncalled = Self.swift + """

            enum Screens {
                static func log() -> UIViewController { UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Log") }
            }
            """
        XCTAssertNotNil(index([("App.swift", uncalled)], facts()).processLifetime(ofType: "LogController"))
        XCTAssertNil(index([("App.swift", uncalled + "\nfunc showLog() { _ = Screens.log() }\n")], facts()).processLifetime(ofType: "LogController"))
        // The canvas is also made by a nib, or by Swift code elsewhere.
        var nib = facts()
        nib.read(Array("<document><objects><view id=\"x\" customClass=\"MapCanvas\"/></objects></document>".utf8), path: "Canvas.xib")
        XCTAssertNil(index([("App.swift", Self.swift)], nib).processLifetime(ofType: "MapCanvas"))
        let madeInCode = Self.swift + "\nfinal class Preview: UIViewController { let canvas = MapCanvas() }\n"
            + "extension MapController { @IBAction func preview() { present(Preview(), animated: true) } }\n"
        XCTAssertNil(index([("App.swift", madeInCode)], facts()).processLifetime(ofType: "MapCanvas"))
        // Unless that code never runs: a screen nothing makes makes no canvas.
        let neverMade = Self.swift + "\nfinal class Preview: UIViewController { let canvas = MapCanvas() }\n"
        XCTAssertNotNil(index([("App.swift", neverMade)], facts()).processLifetime(ofType: "MapCanvas"))
        // The set-up method also called from a method that runs again and again.
        let again = Self.swift + """

            extension MapController {
                override func viewWillAppear(_ animated: Bool) { canvas.attach(to: self) }
            }
            """
        XCTAssertNil(index([("App.swift", again)], facts()).processLifetime(ofType: "PinOverlay"))
    }

    func testIdentifiersPassedThroughHelpersAreFollowedToTheirCallers() {
        // `instantiate(_:identifier:)` passes its parameter on; its overload passes it again;
        // the callers spell the identifiers out. Only "Detail" is made, per call: the launch
        // scenes keep their lifetime, the detail does not get one.
        let swift = Self.swift + """

            final class Screens {
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                func instantiate<VC: UIViewController>(_ type: VC.Type, identifier: String) -> VC {
                    storyboard.instantiateViewController(withIdentifier: identifier) as! VC
                }
                func instantiate<VC: UIViewController>(_ type: VC.Type, identifier: String, title: String) -> VC {
                    let vc = instantiate(type, identifier: identifier)
                    vc.title = title
                    return vc
                }
                func detail() -> PinDetailController { instantiate(PinDetailController.self, identifier: "Detail", title: "Pin") }
            }
            func showDetail(_ screens: Screens) { _ = screens.detail() }
            """
        let board = Self.storyboard.replacingOccurrences(of: "id=\"detail\" customClass", with: "id=\"detail\" storyboardIdentifier=\"Detail\" customClass")
        let i = index([("App.swift", swift)], facts(storyboard: board))
        XCTAssertEqual(i.processLifetime(ofType: "LogController"), ProjectIndex.Lifetime.storyboardRoot)
        XCTAssertNil(i.processLifetime(ofType: "PinDetailController"))
        // A caller that computes the identifier makes any scene with one.
        let computed = swift + "\nfunc open(_ screens: Screens, id: String) -> UIViewController { screens.instantiate(UIViewController.self, identifier: id.lowercased()) }\nfunc route(_ s: Screens) { _ = open(s, id: \"X\") }\n"
        XCTAssertNil(index([("App.swift", computed)], facts(storyboard: board)).processLifetime(ofType: "LogController"))
    }

    func testIdentifiersSpeltFromTypeNamesAreFollowedToTheTypes() {
        // The storyboard-instantiable idiom: the identifier is the class's name, from a
        // `T.Type` parameter, `Self.self` or a static method's `self`. Only "Detail" (the
        // PinDetailController scene) is made per call; the log tab, identified "Log", keeps its
        // launch lifetime.
        let board = Self.storyboard.replacingOccurrences(of: "id=\"detail\" customClass", with: "id=\"detail\" storyboardIdentifier=\"PinDetailController\" customClass")
            .replacingOccurrences(of: "storyboardIdentifier=\"Log\"", with: "storyboardIdentifier=\"LogController\"")
        let viaParameter = Self.swift + """

            extension UIStoryboard {
                func instantiateViewController<T: UIViewController>(_ type: T.Type) -> T {
                    instantiateViewController(withIdentifier: String(describing: type)) as! T
                }
            }
            func showDetail(_ storyboard: UIStoryboard) { _ = storyboard.instantiateViewController(PinDetailController.self) }
            """
        var i = index([("App.swift", viaParameter)], facts(storyboard: board))
        XCTAssertEqual(i.processLifetime(ofType: "LogController"), ProjectIndex.Lifetime.storyboardRoot)
        XCTAssertNil(i.processLifetime(ofType: "PinDetailController"))
        XCTAssertNotNil(i.madeAgainAndAgain("PinDetailController"))

        let viaStaticSelf = Self.swift + """

            extension UIViewController {
                static func fromStoryboard() -> Self {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "\\(self)") as! Self
                }
            }
            func showDetail() { _ = PinDetailController.fromStoryboard() }
            """
        i = index([("App.swift", viaStaticSelf)], facts(storyboard: board))
        XCTAssertEqual(i.processLifetime(ofType: "LogController"), ProjectIndex.Lifetime.storyboardRoot)
        XCTAssertNil(i.processLifetime(ofType: "PinDetailController"))

        let viaSelfType = Self.swift.replacingOccurrences(of: "final class PinDetailController: UIViewController {}", with: """
            final class PinDetailController: UIViewController {
                static func make() -> PinDetailController {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: String(describing: Self.self)) as! PinDetailController
                }
            }
            func showDetail() { _ = PinDetailController.make() }
            """)
        i = index([("App.swift", viaSelfType)], facts(storyboard: board))
        XCTAssertEqual(i.processLifetime(ofType: "LogController"), ProjectIndex.Lifetime.storyboardRoot)
        XCTAssertNil(i.processLifetime(ofType: "PinDetailController"))
    }

    func testSwiftGenScenesAreToldAtEachCall() {
        // SwiftGen's generated accessors: the generic `instantiate()` names no scene itself.
        let generated = """
            internal enum StoryboardScene {
                internal enum Main: StoryboardType {
                    internal static let storyboardName = "Main"
                    internal static let log = SceneType<LogController>(storyboard: Main.self, identifier: "Log")
                }
            }
            internal protocol StoryboardType { static var storyboardName: String { get } }
            internal struct SceneType<T: UIViewController> {
                internal let storyboard: StoryboardType.Type
                internal let identifier: String
                internal func instantiate() -> T {
                    let identifier = self.identifier
                    guard let controller = UIStoryboard(name: storyboard.storyboardName, bundle: nil)
                        .instantiateViewController(withIdentifier: identifier) as? T else { fatalError() }
                    return controller
                }
            }
            """
        let board = Self.storyboard.replacingOccurrences(of: "<segue destination=\"log\" kind=\"relationship\" relationship=\"viewControllers\" id=\"g2\"/>", with: "")
        let once = Self.swift.replacingOccurrences(of: "    var window: UIWindow?\n", with: """
                var window: UIWindow?
                let log = StoryboardScene.Main.log.instantiate()

            """)
        let i = index([("App.swift", once), ("Generated/Storyboards.swift", generated)], facts(storyboard: board))
        XCTAssertEqual(i.processLifetime(ofType: "LogController"), ProjectIndex.Lifetime.storyboardRoot, "made once, for the application delegate")
        XCTAssertNotNil(i.processLifetime(ofType: "MapController"), "the generated accessor makes no other scene again")
        let tapped = once + "\nextension MapController { @IBAction func showLog() { present(StoryboardScene.Main.log.instantiate(), animated: true) } }\n"
        XCTAssertNil(index([("App.swift", tapped), ("Generated/Storyboards.swift", generated)], facts(storyboard: board)).processLifetime(ofType: "LogController"))
    }

    func testAScenePutInAPropertyOnceByTheApplicationDelegate() {
        let swift = Self.swift.replacingOccurrences(of: "    var window: UIWindow?\n", with: """
                var window: UIWindow?
                var log: LogController?
                func application(_ application: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    showLog()
                    return true
                }
                func showLog() {
                    if log == nil {
                        log = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Log") as? LogController
                    }
                }

            """)
        // The log scene is not a tab here: the application delegate is the only maker.
        let board = Self.storyboard.replacingOccurrences(of: "<segue destination=\"log\" kind=\"relationship\" relationship=\"viewControllers\" id=\"g2\"/>", with: "")
        let i = index([("App.swift", swift)], facts(plist: "<plist/>", storyboard: board))
        XCTAssertEqual(i.processLifetime(ofType: "LogController"), ProjectIndex.Lifetime.storyboardRoot)
        XCTAssertNil(i.processLifetime(ofType: "MapController"), "no Info.plist launches Main")
        // A tab of a controller nobody is known to make is not known to live forever.
        XCTAssertNil(index([("App.swift", swift)], facts(plist: "<plist/>")).processLifetime(ofType: "LogController"))
    }

    /// A macOS preferences window: its storyboard is the initial controller of `Preferences`,
    /// made by the application delegate's `lazy var`; its panes are made by identifier into a
    /// dictionary by key, read first (`if let cached = panes[identifier] { return cached }`).
    static let preferencesStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa" initialViewController="wc">
            <scenes>
                <scene sceneID="p1"><objects>
                    <windowController id="wc" customClass="PreferencesWindowController" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="p2"><objects>
                    <viewController storyboardIdentifier="General" id="gen" customClass="GeneralPane" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="p3"><objects>
                    <viewController storyboardIdentifier="Accounts" id="acc" customClass="AccountsPane" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    static let preferencesSwift = """
        import AppKit
        @main
        final class AppDelegate: NSObject, NSApplicationDelegate {
            private lazy var preferences = windowController(named: "Preferences")
            func windowController(named name: String) -> NSWindowController {
                NSStoryboard(name: NSStoryboard.Name(name), bundle: nil).instantiateInitialController() as! NSWindowController
            }
            @IBAction func showPreferences(_ sender: Any?) { preferences.showWindow(self) }
        }
        final class PreferencesWindowController: NSWindowController {
            private var panes: [String: NSViewController] = [:]
            @objc func toolbarItemClicked(_ sender: NSToolbarItem) { show(identifier: sender.itemIdentifier.rawValue) }
            func show(identifier: String) {
                guard let pane = pane(identifier: identifier) else { return }
                window?.contentViewController = pane
            }
            func pane(identifier: String) -> NSViewController? {
                if let cached = panes[identifier] { return cached }
                let storyboard = NSStoryboard(name: NSStoryboard.Name("Preferences"), bundle: nil)
                guard let pane = storyboard.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier(identifier)) as? NSViewController else { return nil }
                panes[identifier] = pane
                return pane
            }
        }
        final class GeneralPane: NSViewController {}
        final class AccountsPane: NSViewController {}
        """

    func testPanesCachedByIdentifierLiveAsLongAsTheirOwner() {
        var facts = InterfaceFacts()
        facts.read(Array(Self.preferencesStoryboard.utf8), path: "Mac/Base.lproj/Preferences.storyboard")
        // A UIKit helper with a computed identifier makes no AppKit scene.
        let helper = """
            import UIKit
            extension UIStoryboard {
                func instantiate<T>(_ type: T.Type) -> T { instantiateViewController(withIdentifier: String(describing: type)) as! T }
            }
            """
        let i = index([("Mac/App.swift", Self.preferencesSwift), ("iOS/Storyboard+Helpers.swift", helper)], facts)
        XCTAssertEqual(i.processLifetime(ofType: "PreferencesWindowController"), ProjectIndex.Lifetime.storyboardRoot)
        XCTAssertEqual(i.processLifetime(ofType: "GeneralPane"), ProjectIndex.Lifetime.storyboardRoot)
        XCTAssertEqual(i.processLifetime(ofType: "AccountsPane"), ProjectIndex.Lifetime.storyboardRoot)
        // Emptied cache: each identifier may be made again.
        let emptied = Self.preferencesSwift.replacingOccurrences(of: "@objc func toolbarItemClicked", with: "func reset() { panes.removeAll() }\n    @objc func toolbarItemClicked")
        XCTAssertNil(index([("Mac/App.swift", emptied)], facts).processLifetime(ofType: "GeneralPane"))
        // Not read before it is filled: not a cache.
        let uncached = Self.preferencesSwift.replacingOccurrences(of: "if let cached = panes[identifier] { return cached }", with: "")
        XCTAssertNil(index([("Mac/App.swift", uncached)], facts).processLifetime(ofType: "GeneralPane"))
        // An AppKit instantiation with a computed identifier outside a cache makes every pane again.
        let appKitHelper = """
            import AppKit
            func makePane(_ id: String) -> NSViewController? {
                NSStoryboard(name: "Preferences", bundle: nil).instantiateController(withIdentifier: id) as? NSViewController
            }
            final class PaneBrowser { @objc func open(_ sender: NSButton) { _ = makePane(sender.title) } }
            """
        XCTAssertNil(index([("Mac/App.swift", Self.preferencesSwift), ("Mac/Helpers.swift", appKitHelper)], facts).processLifetime(ofType: "GeneralPane"))
    }

    /// A WatchKit app launches with `Interface.storyboard`, which its Info.plist does not name;
    /// its `<controller>` elements have no `sceneMemberID`, and its pages are `nextPage`
    /// relationships. An iOS target's `rootViewController` does not replace them; only
    /// `reloadRootPageControllers` does.
    func testWatchKitRootPages() {
        var facts = InterfaceFacts()
        facts.read(Array("""
            <plist version="1.0"><dict>
                <key>WKCompanionAppBundleIdentifier</key><string>fm.wavelength.app</string>
                <key>WKWatchKitApp</key><true/>
            </dict></plist>
            """.utf8), path: "Watch/Info.plist")
        facts.read(Array("""
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" targetRuntime="watchKit" initialViewController="now">
                <scenes>
                    <scene sceneID="a"><objects>
                        <controller title="Now Playing" id="now" customClass="NowPlayingInterfaceController">
                            <connections><segue destination="queue" kind="relationship" relationship="nextPage" id="s1"/></connections>
                        </controller>
                    </objects></scene>
                    <scene sceneID="b"><objects>
                        <controller title="Queue" id="queue" customClass="QueueInterfaceController"/>
                    </objects></scene>
                </scenes>
            </document>
            """.utf8), path: "Watch/Base.lproj/Interface.storyboard")
        XCTAssertEqual(facts.mainStoryboardNames, ["Interface"])
        XCTAssertEqual(facts.storyboards[0].scenes.map(\.controllerID), ["now", "queue"])
        let swift = [
            ("WatchExtension/Queue.swift", "final class QueueInterfaceController: WKInterfaceController {}\nfinal class NowPlayingInterfaceController: WKInterfaceController {}"),
            ("App/SceneDelegate.swift", "final class SceneDelegate: UIResponder, UIWindowSceneDelegate { func start() { window?.rootViewController = UIViewController() } }"),
        ]
        XCTAssertEqual(index(swift, facts).processLifetime(ofType: "QueueInterfaceController"), ProjectIndex.Lifetime.storyboardRoot)
        let reloading = swift + [("WatchExtension/Pages.swift", "func showPages() { WKInterfaceController.reloadRootPageControllers(withNames: [\"Queue\"], contexts: nil, orientation: .horizontal, pageIndex: 0) }")]
        XCTAssertNil(index(reloading, facts).processLifetime(ofType: "QueueInterfaceController"))
    }

    /// A SwiftUI watch app's storyboard: its scenes are hosting and notification controllers.
    func testWatchKitHostingControllers() {
        var facts = InterfaceFacts()
        facts.read(Array("<plist version=\"1.0\"><dict><key>WKWatchKitApp</key><true/></dict></plist>".utf8), path: "Watch/Info.plist")
        facts.read(Array("""
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" targetRuntime="watchKit" initialViewController="host">
                <scenes>
                    <scene sceneID="a"><objects>
                        <hostingController id="host" customClass="MenuHostingController" customModule="Dining_Watch"/>
                    </objects></scene>
                    <scene sceneID="b"><objects>
                        <notificationController id="note"><items/></notificationController>
                    </objects></scene>
                </scenes>
            </document>
            """.utf8), path: "Watch/Base.lproj/Interface.storyboard")
        XCTAssertEqual(facts.storyboards[0].scenes.map(\.controllerID), ["host", "note"])
        let swift = [
            ("WatchExtension/Host.swift", """
                import SwiftUI
                final class MenuHostingController: WKHostingController<MenuView> {
                    override var body: MenuView { MenuView() }
                }
                struct MenuView: View {
                    var body: some View { Text("Menu") }
                }
                @main
                struct DiningWatchApp: App { var body: some Scene { WindowGroup { Text("Dining") } } }
                """),
        ]
        let i = index(swift, facts)
        XCTAssertEqual(i.processLifetime(ofType: "MenuHostingController"), ProjectIndex.Lifetime.storyboardRoot)
        XCTAssertFalse(i.isNeverMade("MenuView"), "the hosting controller the storyboard makes shows it")
    }

    /// A cast of a segue's destination makes nothing: a screen that only a storyboard nothing
    /// loads places is never made, whatever `prepare(for:sender:)` casts.
    func testASegueDestinationCastMakesNothing() {
        let f = factsWithUnloadedStoryboard(initial: "ArchiveManagerController", path: "App/Main-v2.storyboard")
        let swift = Self.swift + """

            final class ArchiveManagerController: UIViewController {}
            let previewScreen = PreviewController()
            final class PreviewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let manager = segue.destination as? ArchiveManagerController { manager.title = "Manage" }
                }
            }
            """
        XCTAssertTrue(index([("App.swift", swift)], f).isNeverMade("ArchiveManagerController"))
        let made = swift + "\nfunc showManager(from vc: UIViewController) { vc.present(ArchiveManagerController(), animated: true) }\n"
        XCTAssertFalse(index([("App.swift", made)], f).isNeverMade("ArchiveManagerController"))
    }

    /// A storyboard name spelled by a static constant (`NSStoryboard(name: .player, …)`) names
    /// that storyboard only: the main window stays the one made at launch.
    func testAStoryboardNamedByAStaticConstant() {
        var f = InterfaceFacts()
        f.read(Array("<plist version=\"1.0\"><dict><key>NSMainStoryboardFile</key><string>Main</string></dict></plist>".utf8), path: "App/Info.plist")
        f.read(Array("""
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" targetRuntime="MacOSX.Cocoa" initialViewController="w"><scenes>
                <scene sceneID="a"><objects><windowController id="w" customClass="StreamsWindowController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """.utf8), path: "App/Base.lproj/Main.storyboard")
        f.read(Array("""
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" targetRuntime="MacOSX.Cocoa" initialViewController="p"><scenes>
                <scene sceneID="b"><objects><windowController id="p" customClass="PlayerWindowController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """.utf8), path: "App/Base.lproj/Player.storyboard")
        let swift = [("App/App.swift", """
            import Cocoa
            extension NSStoryboard.Name {
                static let player = "Player"
            }
            final class PlayerWindowController: NSWindowController {}
            final class StreamsWindowController: NSWindowController {
                @IBAction func play(_ sender: Any?) {
                    let controller = NSStoryboard(name: .player, bundle: nil).instantiateInitialController() as? PlayerWindowController
                    controller?.showWindow(nil)
                }
            }
            """)]
        let i = index(swift, f)
        XCTAssertEqual(i.processLifetime(ofType: "StreamsWindowController"), ProjectIndex.Lifetime.storyboardRoot)
        XCTAssertNil(i.processLifetime(ofType: "PlayerWindowController"), "made again on every play")
    }
}
