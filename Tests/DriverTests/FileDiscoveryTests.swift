import FlowLintDriver
import Foundation
import XCTest

/// Which files a run lints: directory walks, skipped folders, explicit files, symbolic
/// links and duplicates.
final class FileDiscoveryTests: DriverTestCase {
    func testSkippedAndHiddenFoldersAreNotWalked() {
        write("Sources/Home.swift", Snippet.strongDelegate("Home"))
        for folder in [".build/debug", "Pods/Alamofire", "Carthage/Checkouts/RxSwift", "DerivedData/App/Build",
                       ".hidden", "Sources/.git/objects", "Sources/Feature/.swiftpm", "node_modules/pkg"] {
            write(folder + "/Skipped.swift", Snippet.strongDelegate("Skipped"))
        }
        // Only as whole folder names: these are walked.
        write("MyPods/Walked.swift", Snippet.strongDelegate("WalkedA"))
        write("Sources/Build/Walked.swift", Snippet.strongDelegate("WalkedB"))
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), ["MyPods/Walked.swift:3:5", "Sources/Build/Walked.swift:3:5", "Sources/Home.swift:3:5"], r.dump)
        XCTAssert(r.err.hasPrefix("flowlint: 3 files,"), r.dump)
    }

    func testNonSwiftFilesAreIgnoredInAWalk() {
        write("Home.swift", Snippet.strongDelegate("Home"))
        for name in ["README.md", "Home.swift.orig", "Bridging.h", "Template.swifttemplate", "swift", "Home.SWIFT", "Notes.txt"] {
            write(name, Snippet.strongDelegate("Ignored"))
        }
        let r = flowlint([])
        XCTAssertEqual(r.places(), ["Home.swift:3:5"], r.dump)
        XCTAssert(r.err.hasPrefix("flowlint: 1 file,"), r.dump)
    }

    func testStoryboardsAndInfoPlistsAreReadNotLinted() {
        // The storyboard's initial controller, launched by the Info.plist, registers once for
        // the process: its dropped token is not reported.
        write("App/Root.swift", """
            import UIKit
            final class RootViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: .didSync, object: nil, queue: .main) { [weak self] _ in
                        SyncLog.record("root")
                        self?.refresh()
                    }
                }
                func refresh() {}
            }
            """)
        write("App/Base.lproj/Main.storyboard", """
            <document initialViewController="root"><scenes><scene sceneID="s"><objects>
                <viewController id="root" customClass="RootViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """)
        write("App/Info.plist", "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>")
        write("App/Views/Badge.xib", "<document><objects><view id=\"b\" customClass=\"BadgeView\"/></objects></document>")
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.findings, [], r.dump)
        XCTAssert(r.err.hasPrefix("flowlint: 1 file,"), "only Swift files are linted and counted: " + r.dump)
        // Left out by the configuration, the plist says nothing.
        write(".flowlint.yml", "excluded:\n  - \"**/Info.plist\"\n")
        let excluded = flowlint([])
        XCTAssertEqual(excluded.places("discarded-observation-token"), ["App/Root.swift:5:36"], excluded.dump)
    }

    func testHiddenSwiftFileIsStillASwiftFile() {
        write(".Generated.swift", Snippet.strongDelegate("Generated"))
        XCTAssertEqual(flowlint([]).places(), [".Generated.swift:3:5"])
    }

    func testExplicitlyNamedFilesAreIncluded() {
        write("Pods/Lib/Vendored.swift", Snippet.strongDelegate("Vendored"))
        write(".build/checkouts/Dep.swift", Snippet.strongDelegate("Dep"))
        write("Template.swifttemplate", Snippet.strongDelegate("Template"))
        let r = flowlint(["Pods/Lib/Vendored.swift", ".build/checkouts/Dep.swift", "Template.swifttemplate"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), [".build/checkouts/Dep.swift:3:5", "Pods/Lib/Vendored.swift:3:5", "Template.swifttemplate:3:5"], r.dump)
    }

    func testExplicitlyNamedSkippedFolderIsWalked() {
        write("Pods/Lib/Vendored.swift", Snippet.strongDelegate("Vendored"))
        write(".hidden/Secret.swift", Snippet.strongDelegate("Secret"))
        write(".hidden/.deeper/Deeper.swift", Snippet.strongDelegate("Deeper"))
        XCTAssertEqual(flowlint(["Pods"]).places(), ["Pods/Lib/Vendored.swift:3:5"])
        XCTAssertEqual(flowlint([".hidden"]).places(), [".hidden/Secret.swift:3:5"], "hidden folders inside are still skipped")
    }

    /// A folder named like a Swift file (a checkout of `SQLite.swift`) is a folder: walked, not an error.
    func testDirectoryNamedLikeASwiftFileIsWalked() {
        write("Vendor/SQLite.swift/Sources/Connection.swift", Snippet.strongDelegate("Connection"))
        write("App.swift", Snippet.clean())
        for arguments in [[], ["Vendor/SQLite.swift"], ["App.swift", "Vendor/SQLite.swift"]] {
            let r = flowlint(arguments)
            XCTAssertEqual(r.code, 0, r.dump)
            XCTAssertEqual(r.places(), ["Vendor/SQLite.swift/Sources/Connection.swift:3:5"], r.dump)
            XCTAssertFalse(r.err.contains(": error: "), r.dump)
        }
    }

    func testEmptyDirectoryNamedLikeASwiftFile() {
        mkdir("Empty.swift")
        let r = flowlint(["Empty.swift", "--allow-zero-files"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssert(r.err.hasPrefix("flowlint: 0 files,"), r.dump)
    }

    func testSymbolicLinkLoopIsSurvived() {
        write("Sources/Home.swift", Snippet.strongDelegate("Home"))
        write("Sources/Feature/Feature.swift", Snippet.strongDelegate("Feature"))
        symlink("Sources/Feature/loop", to: "..")
        symlink("Sources/Feature/self", to: ".")
        symlink("Sources/Feature/spin", to: "spin")  // a link to itself: ELOOP
        for arguments in [[], ["Sources"], ["Sources/Feature"]] {
            let r = flowlint(arguments)
            XCTAssertEqual(r.code, 0, r.dump)
            let places = r.places()
            XCTAssertEqual(Set(places).count, places.count, "a file reported twice\n" + r.dump)
            XCTAssert(places.contains("Sources/Feature/Feature.swift:3:5"), r.dump)
        }
        XCTAssertEqual(flowlint([]).places(), ["Sources/Feature/Feature.swift:3:5", "Sources/Home.swift:3:5"])
    }

    func testFilesReachedThroughALinkKeepTheirRealPath() {
        write("Real/Model.swift", Snippet.strongDelegate("Model"))
        // "Alias" sorts before "Real", but the real folder wins.
        symlink("Alias", to: "Real")
        symlink("Shortcut.swift", to: "Real/Model.swift")
        let r = flowlint([])
        XCTAssertEqual(r.places(), ["Real/Model.swift:3:5"], r.dump)
        XCTAssert(r.err.hasPrefix("flowlint: 1 file,"), r.dump)
    }

    func testLinkedFolderOutsideTheTreeIsFollowed() {
        let other = makeOtherDirectory()
        write("Shared.swift", Snippet.strongDelegate("Shared"), in: other)
        write("App.swift", Snippet.clean())
        symlink("SharedCode", to: other)
        XCTAssertEqual(flowlint([]).places(), ["SharedCode/Shared.swift:3:5"])
    }

    func testLinkedSkippedFolderIsSkipped() {
        write("Real/Model.swift", Snippet.strongDelegate("Model"))
        symlink("Other/Pods", to: "../Real")
        symlink("Other/.hidden", to: "../Real")
        XCTAssertEqual(flowlint(["Other"]).places(), [])
    }

    func testTheSameFileNamedTwiceIsLintedOnce() {
        write("Sub/Profile.swift", Snippet.strongDelegate())
        let r = flowlint(["Sub/Profile.swift", "Sub/Profile.swift", "./Sub/Profile.swift", "Sub//Profile.swift",
                          "Sub/../Sub/Profile.swift", tmp + "/Sub/Profile.swift", "Sub", ".", "Sub/"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), ["Sub/Profile.swift:3:5"], r.dump)
        XCTAssert(r.err.hasPrefix("flowlint: 1 file, 1 warning,"), r.dump)
    }

    func testHardLinkedCopyIsLintedOnce() {
        let original = write("A.swift", Snippet.strongDelegate("A"))
        XCTAssertEqual(link(original, tmp + "/B.swift"), 0)
        let r = flowlint([])
        XCTAssertEqual(r.places(), ["A.swift:3:5"], r.dump)
    }

    func testNoPathMeansTheWorkingDirectory() {
        write("Deep/er/Than/You.swift", Snippet.strongDelegate("You"))
        XCTAssertEqual(flowlint([]).places(), flowlint(["."]).places())
        XCTAssertEqual(flowlint([]).places(), ["Deep/er/Than/You.swift:3:5"])
    }

    /// A folder larger than one `readdir` buffer, with names up to the 255-byte limit: every
    /// entry is found, each name exactly, in byte order, the same on every walk.
    func testLargeFolderIsDiscoveredFullyInByteOrder() {
        mkdir("Many")
        var names = (0..<1_200).map { "File\(String(1_199 - $0).paddedTo(4)).swift" }
        names += [String(repeating: "L", count: 249) + ".swift", "Caf\u{E9}.swift", "Z" + String(repeating: "\u{E9}", count: 100) + ".swift"]
        for name in names {
            XCTAssertTrue(FileManager.default.createFile(atPath: tmp + "/Many/" + name, contents: Data()), name)
        }
        let expected = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { tmp + "/Many/" + $0 }
        let first = FileDiscovery.discover(["Many"], workingDirectory: tmp)
        XCTAssertTrue(first.errors.isEmpty, "\(first.errors)")
        XCTAssertEqual(first.files.count, 1_203)
        XCTAssertEqual(first.files, expected)
        XCTAssertEqual(FileDiscovery.discover(["Many"], workingDirectory: tmp).files, first.files)
    }
}

private extension String {
    /// The string with leading zeros up to `width` characters.
    func paddedTo(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
