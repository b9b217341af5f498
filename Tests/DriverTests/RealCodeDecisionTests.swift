import BuiltinRules
import FlowLintDriver
import FlowLintKit
import Foundation
import XCTest

/// The driver's side of the decisions taken on real apps (docs/real-code-evaluation.md): test
/// code, its configuration, SwiftLint's suppressions, `Rule.prepare`.
final class RealCodeDecisionTests: DriverTestCase {
    /// A strong delegate with its hand-off: one `strong-delegate` finding on line 3.
    func screen(_ type: String) -> String { Snippet.strongDelegate(type) }

    func testTestCodeIsSkippedByDefault() {
        write("App/Profile.swift", screen("Profile"))
        write("AppTests/ProfileTests.swift", screen("ProfileTests"))
        write("App/Cart.swift", "import XCTest\n" + screen("Cart"))
        write("App/MockPlayer.swift", screen("MockPlayer"))
        write("sampleapps/Demo/Screen.swift", screen("Screen"))
        XCTAssertEqual(flowlint(["-q"]).places(), ["App/Profile.swift:3:5"])
    }

    func testTestCodeReportedWhenConfigured() {
        write("App/Profile.swift", screen("Profile"))
        write("AppTests/ProfileTests.swift", screen("ProfileTests"))
        write(".flowlint.yml", "test_code: report\n")
        XCTAssertEqual(flowlint(["-q"]).places(), ["App/Profile.swift:3:5", "AppTests/ProfileTests.swift:3:5"])
        // A rule's own setting wins over the top-level default.
        write(".flowlint.yml", "test_code: report\nrules:\n  strong-delegate:\n    test-code: skip\n")
        XCTAssertEqual(flowlint(["-q"]).places(), ["App/Profile.swift:3:5"])
    }

    func testTestPathsMarkMoreFilesAsTestCode() {
        write("App/Profile.swift", screen("Profile"))
        write("UIAutomation/Screens.swift", screen("Screens"))
        XCTAssertEqual(flowlint(["-q"]).places().count, 2)
        write(".flowlint.yml", "test_paths: [\"UIAutomation/**\"]\n")
        XCTAssertEqual(flowlint(["-q"]).places(), ["App/Profile.swift:3:5"])
    }

    func testTestCodeValueIsChecked() {
        write(".flowlint.yml", "test_code: sometimes\n")
        let r = flowlint(["-q"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("test_code"), r.dump)
    }

    func testPreviewInsideAnAppFileIsTestCode() {
        write("App/Profile.swift", screen("Profile") + """
            #Preview {
                ProfileOwnerPreview()
            }
            struct Profile_Previews: PreviewProvider {
                static var previews: some View { Text("") }
            }

            """)
        XCTAssertEqual(flowlint(["-q"]).places(), ["App/Profile.swift:3:5"])
    }

    func testSwiftLintSuppressionsOfTheSameCheck() {
        let source = """
            final class RecipeListViewController: UIViewController {
                func openDetail() {
                    // swiftlint:disable:next force_cast
                    let a = storyboard!.instantiateViewController(withIdentifier: "A") as! DetailViewController
                    let b = storyboard!.instantiateViewController(withIdentifier: "B") as! DetailViewController // swiftlint:disable:this force_cast
                    let c = storyboard!.instantiateViewController(withIdentifier: "C") as! DetailViewController
                    // swiftlint:disable:previous force_cast
                    // swiftlint:disable:next line_length
                    let d = storyboard!.instantiateViewController(withIdentifier: "D") as! DetailViewController
                    show([a, b, c, d])
                }
            }

            """
        write("Recipes.swift", source)
        // Casts of storyboard instantiations are reported with `report: all` only.
        write(".flowlint.yml", "rules:\n  force-cast-segue:\n    report: all\n")
        let r = flowlint(["-q", "--report-unused-suppressions"])
        XCTAssertEqual(r.places("force-cast-segue"), ["Recipes.swift:9:76"], r.dump)
        XCTAssertEqual(r.places("unused-suppression"), [], "SwiftLint's directives are never flowlint's unused ones\n" + r.dump)
    }

    func testPrepareRunsOnceBeforeTheChecks() {
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var events: [String] = []
            func add(_ e: String) { lock.lock(); events.append(e); lock.unlock() }
        }
        let log = Log()
        let rule = Rule(RuleDescription(id: "prepared", name: "Prepared", summary: "", rationale: "", fix: ""),
                        prepare: { _ in log.add("prepare") },
                        check: { _ in log.add("check") })
        write("A.swift", "let a = 1\n")
        write("B.swift", "let b = 2\n")
        _ = flowlint(["-q"], rules: [rule])
        XCTAssertEqual(log.events, ["prepare", "check", "check"])
    }

    func testTheOldSingletonOptionNameIsAnError() {
        write(".flowlint.yml", "rules:\n  singleton-overuse:\n    max-files: 3\n")
        let r = flowlint(["-q"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("unknown option 'max-files'"), r.dump)
        XCTAssert(r.err.contains("min-writing-files"), r.dump)
    }
}

/// What counts as test code and as debug-only code.
final class TestCodeTests: XCTestCase {
    func testTestPaths() {
        for path in ["Tests/A.swift", "App/AppTests/A.swift", "IntegrationTests/A.swift", "App/Mocks/A.swift",
                     "App/ProfileTests.swift", "App/Zone.test.swift", "App/PlayerMock.swift", "Preview Content/A.swift",
                     "sampleapps/Bug/A.swift", "Samples/A.swift", "OnboardingSampleApp/A.swift", "Demo/A.swift",
                     "_SharedTestUtilities/A.swift", "Core/NetworkTestKit/A.swift", "App/Fakes/A.swift",
                     "tests/unit/Helpers/A.swift", "test/A.swift", "Sources/mocks/A.swift",
                     "ViewModels/Sources/PreviewViewModels/A.swift", "App/PreviewData/A.swift",
                     "Frameworks/RichEditor/Example/RichEditorDemo/A.swift", "Packages/RxRealm/Examples/Demo-iOS/A.swift",
                     "/Users/me/App/Vendor/Lib/examples/A.swift", "App/Pods/Charts/Example/A.swift"] {
            XCTAssertTrue(TestCode.isTestPath(path), path)
        }
        for path in ["App/Contests/A.swift", "App/Latest/A.swift", "App/FreeSample/A.swift", "App/ARDemo/A.swift",
                     "App/Profile.swift", "Tests.swift", "Examples/A.swift", "Example/Source/A.swift", "App/ExampleData.swift",
                     "/Users/me/Code/Examples/App/A.swift", "Showcase/Screens/ChartExample/A.swift", "Lib/Example/App/A.swift", "App/Mistakes/A.swift", "App/contests/A.swift",
                     "App/latest/A.swift", "App/Preview/A.swift", "App/PreviewController/A.swift", "App/FilePreviews/A.swift"] {
            XCTAssertFalse(TestCode.isTestPath(path), path)
        }
    }

    func tree(_ text: String) -> SyntaxTree { Parser.parse(SourceText(path: "A.swift", text: text)) }

    func testImports() {
        XCTAssertTrue(TestCode.importsTestFramework(tree("import XCTest\nfinal class A {}\n")))
        XCTAssertTrue(TestCode.importsTestFramework(tree("@testable import Shop\n")))
        XCTAssertTrue(TestCode.importsTestFramework(tree("import Testing\n")))
        XCTAssertFalse(TestCode.importsTestFramework(tree("import UIKit\nimport Combine\n")))
    }

    func testTestDeclarations() {
        let t = tree("""
            final class Shop {}
            final class MockShop {}
            final class Outer { final class SpyInner {} }
            struct Shop_Previews: PreviewProvider {}
            #Preview { Shop() }
            final class Mockingbird {}

            """)
        let names = TestCode.testDeclarationRanges(in: t).map { t.text($0.lowerBound) }.sorted()
        XCTAssertEqual(names, ["#Preview", "final", "final", "struct"])
        XCTAssertEqual(TestCode.testDeclarationRanges(in: t).count, 4, "Mockingbird is not a mock")
    }

    func testDebugOnly() {
        let t = tree("""
            #if DEBUG
            let a = 1
            #else
            let b = 2
            #endif
            #if !RELEASE
            let c = 3
            #endif
            #if DEBUGGER_ATTACHED
            let d = 4
            #endif
            let e = 5

            """)
        func token(_ name: String) -> Int { t.tokens.indices.first { t.tokenIs($0, name) }! }
        XCTAssertTrue(isDebugOnly(token("a"), in: t))
        XCTAssertFalse(isDebugOnly(token("b"), in: t))
        XCTAssertTrue(isDebugOnly(token("c"), in: t))
        XCTAssertFalse(isDebugOnly(token("d"), in: t))
        XCTAssertFalse(isDebugOnly(token("e"), in: t))
    }

    /// Whether the token lies in an `#if DEBUG` / `#if !RELEASE` branch of the tree.
    private func isDebugOnly(_ token: Int, in tree: SyntaxTree) -> Bool {
        TestCode.debugOnlyRanges(in: tree).contains { $0.contains(token) }
    }
}
