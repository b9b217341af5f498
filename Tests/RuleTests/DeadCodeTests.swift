import BuiltinRules
import FlowLintDriver
import FlowLintKit
import FlowLintTesting
import XCTest

/// Code that never runs (docs/lifetimes.md, "Code that never runs"): the leak rules stay silent
/// in a method no code calls and in a class no code makes, when the tree is a whole app, unless
/// `dead-code: report`.
final class DeadCodeTests: XCTestCase {
    private var rule: Rule { BuiltinRules.all.first { $0.id == "strong-self-capture" }! }

    private func lines(_ sources: [(String, String)], options: [String: RuleOptionValue] = [:]) -> [Int] {
        let configured = Linter.ConfiguredRule(rule: rule, options: RuleOptions(description: rule.description, overrides: options))
        let output = Linter(rules: [configured], jobs: 1).lint(sources: sources.map { (path: $0.0, text: $0.1) })
        return output.diagnostics.map(\.location.line).sorted()
    }

    static let app = """
        import SwiftUI

        @main
        struct PodcastsApp: App {
            var body: some Scene { WindowGroup { Screens() } }
        }

        struct Screens: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController {
                UITabBarController(viewControllers: [LibraryViewController(), PlayerScreen()])
            }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        """

    static let screens = """
        import UIKit

        final class LibraryViewController: UIViewController {
            private let notes = ShowNotesView()
            override func viewDidLoad() {
                super.viewDidLoad()
                notes.attachAudio("episode.mp3")
                view.addSubview(notes)
            }
        }

        final class ArchiveViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(forName: .archiveDidChange, object: nil, queue: .main) { _ in
                    self.view.setNeedsLayout()
                }
            }
        }

        final class ShowNotesView: UIView, PlayerViewDelegate {
            private(set) var count = 0
            func attachAudio(_ url: String) {
                NotificationCenter.default.addObserver(forName: .archiveDidChange, object: nil, queue: .main) { _ in
                    self.count += 1
                }
            }
            func attachVideo(_ url: String) {
                NotificationCenter.default.addObserver(forName: .archiveDidChange, object: nil, queue: .main) { _ in
                    self.count += 1
                }
            }
            func playerView(_ view: PlayerView, didFinish item: PlayerItem) {
                NotificationCenter.default.addObserver(forName: .archiveDidChange, object: nil, queue: .main) { _ in
                    self.count += 1
                }
            }
            public func attachTranscript(_ text: String) {
                NotificationCenter.default.addObserver(forName: .archiveDidChange, object: nil, queue: .main) { _ in
                    self.count += 1
                }
            }
        }
        """

    /// Lines of the registrations in `screens`: the never-made archive screen (15), the called
    /// `attachAudio` (24), the uncalled `attachVideo` (29), a method a framework protocol the
    /// view adopts may require (34), a public method (39).
    func testAWholeAppLeavesOutCodeThatNeverRuns() {
        XCTAssertEqual(lines([("App.swift", Self.app), ("Screens.swift", Self.screens)]), [24, 34, 39])
    }

    func testDeadCodeReportReportsItAll() {
        XCTAssertEqual(lines([("App.swift", Self.app), ("Screens.swift", Self.screens)], options: ["dead-code": .string("report")]),
                       [15, 24, 29, 34, 39])
    }

    /// Without the app's entry point the tree may be a part others call into: nothing is left out.
    func testAPartOfATreeLeavesOutNothing() {
        XCTAssertEqual(lines([("Screens.swift", Self.screens)]), [15, 24, 29, 34, 39])
    }

    static let rooms = """
        import UIKit

        final class RoomBrowserViewController: UIViewController {
            private let strip = WeekStripView()
            @IBAction private func openRoom(_ sender: UIButton) {
                navigationController?.pushViewController(RoomDetailViewController(), animated: true)
            }
        }

        final class WeekStripView: UIView {
            func dayTapped() {
                window?.rootViewController?.present(RoomBrowserViewController(), animated: false)
            }
        }

        final class RoomDetailViewController: UIViewController {
            private(set) var count = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(forName: .roomsDidChange, object: nil, queue: .main) { _ in
                    self.count += 1
                }
            }
        }
        """

    /// Classes that only make each other (the browser makes its week strip, the strip makes a
    /// browser), and a screen only they make, are never made while nothing else makes one of
    /// them; once running code does, all of them run.
    func testClassesOnlyCodeThatNeverRunsMakesAreNeverMade() {
        XCTAssertEqual(lines([("App.swift", Self.app), ("Rooms.swift", Self.rooms)]), [])
        let entry = """
            import SwiftUI

            struct RoomsScreen: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { RoomBrowserViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            struct RoomsTab: View {
                var body: some View { RoomsScreen() }
            }
            """
        // A SwiftUI view nothing shows is never made either, nor what only it makes.
        XCTAssertEqual(lines([("App.swift", Self.app), ("Rooms.swift", Self.rooms), ("RoomsScreen.swift", entry)]), [])
        let shown = entry + """

            struct RoomsLauncher: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIHostingController(rootView: RoomsTab()) }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            """
        let app = Self.app.replacingOccurrences(of: "WindowGroup { Screens() }", with: "WindowGroup { Screens(); RoomsLauncher() }")
        XCTAssertEqual(lines([("App.swift", app), ("Rooms.swift", Self.rooms), ("RoomsScreen.swift", shown)]), [20])
    }

    /// A class's first inherited name that the tree does not declare is a library's protocol when
    /// it is not spelled like a framework class and the class overrides nothing (`Assembly`): the
    /// library calls `assemble(container:)`, so what it makes is made.
    func testALibraryProtocolListedFirstMayCallItsRequirements() {
        let modules = """
            import Swinject

            enum Dependencies {
                static let assembler = Assembler([FeedModule()])
            }

            final class FeedModule: Assembly {
                func assemble(container: Container) {
                    container.register(FeedStore.self) { _ in FeedStore() }
                }
            }

            final class FeedStore {
                private(set) var count = 0
                init() {
                    NotificationCenter.default.addObserver(forName: .feedDidChange, object: nil, queue: .main) { _ in
                        self.count += 1
                    }
                }
            }
            """
        XCTAssertEqual(lines([("App.swift", Self.app), ("Modules.swift", modules)]), [16])
    }

    /// A private method no code names still may run when Objective-C sees it (an `@objc`
    /// extension's members are `@objc`): reported, in a whole app or not.
    func testObjectiveCVisibleMethodsAreNotDeadCode() {
        let source = """
            import UIKit

            final class PlayerBar: UIView {
                private(set) var taps = 0
                var onTap: (() -> Void)?
            }

            final class PlayerScreen: UIViewController {
                private let bar = PlayerBar()
            }

            @objc extension PlayerBar {
                private func hook() {
                    onTap = { self.taps += 1 }
                }
            }
            """
        XCTAssertEqual(lines([("App.swift", Self.app), ("Bar.swift", source)]), [14])
    }

    /// Objective-C sources and Info.plist files are read for the names they spell.
    func testObjectiveCWords() {
        var facts = InterfaceFacts()
        facts.read(Array("id vc = [[ChapterListViewController alloc] init]; // é NSObject x_Y Ab".utf8), path: "Menu.m")
        XCTAssertEqual(facts.namesOutsideSwift, ["ChapterListViewController", "NSObject"])
        XCTAssertTrue(InterfaceFacts.isInterfaceFile("Menu.mm"))
        XCTAssertTrue(InterfaceFacts.isInterfaceFile("Menu.h"))
        XCTAssertFalse(InterfaceFacts.isInterfaceFile("Menu.hpp"))
    }

    /// Xcode project files: the names their `path` and `name` values end with.
    func testXcodeProjectFileNames() {
        let project = """
            \t\tAA01 /* Feed Cell.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Views/Feed Cell.swift"; sourceTree = "<group>"; };
            \t\tAA02 /* Store.swift */ = {isa = PBXFileReference; name = Store.swift; path = ../Shared/Store.swift; sourceTree = "<group>"; };
            \t\tAA03 = {isa = PBXGroup; children = (); path = Sources; sourceTree = "<group>"; };
            \t\tAA04 = {isa = PBXBuildFile; comment = "xpath = Hidden.swift"; };
            """
        var facts = InterfaceFacts()
        facts.read(Array(project.utf8), path: "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(facts.xcodeProjects, 1)
        XCTAssertEqual(facts.xcodeProjectFileNames, ["feed cell.swift", "store.swift"])
        XCTAssertEqual(facts.xcodeProjectFolders, [""])
        XCTAssertFalse(facts.xcodeProjectSyncsFolders)
        // Written without spaces, or with a key at the start of a line.
        XCTAssertEqual(InterfaceFacts.referencedFileNames(inProject: Array("{isa=PBXFileReference;path=Sync.swift;}\npath = Main.swift;".utf8)),
                       ["sync.swift", "main.swift"])
        // A project naming no Swift file (empty, XML or JSON, a Git LFS pointer) says nothing.
        var empty = InterfaceFacts()
        empty.read(Array("<key>path</key><string>Sync.swift</string>".utf8), path: "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(empty.xcodeProjects, 0)
        XCTAssertTrue(empty.xcodeProjectFolders.isEmpty)
        // A workspace of its own decides for its folder; the one inside a project does not.
        var workspaces = InterfaceFacts()
        workspaces.read([], path: "Apps/Main.xcworkspace/contents.xcworkspacedata")
        workspaces.read([], path: "Apps/Kit/Kit.xcodeproj/project.xcworkspace/contents.xcworkspacedata")
        XCTAssertEqual(workspaces.xcodeProjectFolders, ["Apps"])
        XCTAssertTrue(InterfaceFacts.isInterfaceFile("project.pbxproj"))
        XCTAssertTrue(InterfaceFacts.isInterfaceFile("Kit.podspec"))
        XCTAssertTrue(InterfaceFacts.isInterfaceFile("Kit.podspec.json"))
        XCTAssertFalse(InterfaceFacts.isInterfaceFile("project.json"))
    }

    /// A Swift file no Xcode project of the tree lists is not compiled, unless another build
    /// description governs its folder or a project compiles whole folders.
    func testFilesOutsideTheXcodeProject() {
        func index(_ paths: [String], project: String, manifests: [String] = []) -> (ProjectIndex, [ParsedFile]) {
            var facts = InterfaceFacts()
            facts.read(Array(project.utf8), path: "App.xcodeproj/project.pbxproj")
            for m in manifests { facts.read([], path: m) }
            let files = paths.map { ParsedFile(path: $0, tree: Parser.parse(SourceText(path: $0, text: "final class A {}"))) }
            let index = ProjectIndex(files: files, interface: facts)
            return (index, index.files)
        }
        let listed = "\t\tAA01 = {isa = PBXFileReference; path = Listed.swift; sourceTree = \"<group>\"; };"
        let paths = ["App/Listed.swift", "App/Old/Stale.swift", "Kit/Package.swift", "Kit/Sources/Kit/Engine.swift",
                     "Pods/Local/Helper.swift"]
        var (idx, files) = index(paths, project: listed, manifests: ["Pods/Local/Local.podspec"])
        XCTAssertEqual(files.filter { idx.isOutsideXcodeProject($0) }.map(\.path), ["App/Old/Stale.swift"])
        XCTAssertTrue(idx.neverRuns(0, in: files.first { $0.path == "App/Old/Stale.swift" }!))
        // Xcode 16 folders compile what they hold without naming it.
        (idx, files) = index(paths, project: listed + "\n\t\tAA09 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; };")
        XCTAssertTrue(files.allSatisfy { !idx.isOutsideXcodeProject($0) })
        // Names are compared whatever their case (a rename on a case-insensitive disk).
        (idx, files) = index(["App/listed.swift"], project: listed)
        XCTAssertFalse(idx.isOutsideXcodeProject(files[0]))
        // A vendored library's project decides only for its own folder.
        var vendored = InterfaceFacts()
        vendored.read(Array(listed.utf8), path: "App/Vendor/Charts/Charts.xcodeproj/project.pbxproj")
        let appFiles = ["App/Sync/Engine.swift", "App/Vendor/Charts/Old.swift"].map {
            ParsedFile(path: $0, tree: Parser.parse(SourceText(path: $0, text: "final class A {}")))
        }
        let vendoredIndex = ProjectIndex(files: appFiles, interface: vendored)
        XCTAssertEqual(vendoredIndex.files.filter { vendoredIndex.isOutsideXcodeProject($0) }.map(\.path), ["App/Vendor/Charts/Old.swift"])
        // An editor's buffer for a file not added to the project yet is not decided.
        var buffer = InterfaceFacts()
        buffer.read(Array(listed.utf8), path: "App.xcodeproj/project.pbxproj")
        buffer.filesCompiledAnyway = ["App/Sync/Engine.swift"]
        let bufferIndex = ProjectIndex(files: appFiles, interface: buffer)
        XCTAssertEqual(bufferIndex.files.filter { bufferIndex.isOutsideXcodeProject($0) }.map(\.path), ["App/Vendor/Charts/Old.swift"])
        // A generator's spec at the root governs everything; no project at all says nothing.
        (idx, files) = index(paths, project: listed, manifests: ["project.yml"])
        XCTAssertTrue(files.allSatisfy { !idx.isOutsideXcodeProject($0) })
        let bare = ProjectIndex(files: paths.map { ParsedFile(path: $0, tree: Parser.parse(SourceText(path: $0, text: ""))) })
        XCTAssertTrue(bare.files.allSatisfy { !bare.isOutsideXcodeProject($0) })
    }
}
