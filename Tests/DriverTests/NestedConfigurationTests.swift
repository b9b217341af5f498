import FlowLintDriver
import Foundation
import XCTest

/// A `.flowlint.yml` in a folder below the run's configuration applies to the files under it,
/// over the configuration above it.
final class NestedConfigurationTests: DriverTestCase {
    /// The same strong delegate at the top, in `Feature/` and in `Feature/Legacy/`.
    func makeTree() {
        write("Top.swift", Snippet.strongDelegate("Top"))
        write("Feature/Screen.swift", Snippet.strongDelegate("Screen"))
        write("Feature/Legacy/Old.swift", Snippet.strongDelegate("Old"))
    }

    func testTheNearestFolderConfigurationAppliesToItsFiles() {
        makeTree()
        write(".flowlint.yml", "rules:\n  strong-delegate:\n    severity: note\n")
        write("Feature/.flowlint.yml", "rules:\n  strong-delegate:\n    severity: error\n")
        write("Feature/Legacy/.flowlint.yml", "disabled_rules: [strong-delegate]\n")
        let r = flowlint([])
        XCTAssertEqual(r.code, 1, r.dump)
        XCTAssertEqual(r.places(), ["Feature/Screen.swift:3:5", "Top.swift:3:5"], r.dump)
        XCTAssert(r.out.contains("Feature/Screen.swift:3:5: error:"), r.dump)
        XCTAssert(r.out.contains("Top.swift:3:5: note:"), r.dump)
        XCTAssert(r.err.contains("3 files, 0 warnings, 1 error, 1 note"), r.dump)
    }

    func testAChildFolderCanTurnBackOnWhatItsParentTurnedOff() {
        makeTree()
        write("Feature/.flowlint.yml", "disabled_rules: [strong-delegate]\n")
        write("Feature/Legacy/.flowlint.yml", "opt_in_rules: [strong-delegate]\n")
        XCTAssertEqual(flowlint([]).places(), ["Feature/Legacy/Old.swift:3:5", "Top.swift:3:5"])
    }

    func testExcludedGlobsOfANestedFileAreRelativeToItsFolder() {
        makeTree()
        write("Legacy/Other.swift", Snippet.strongDelegate("Other"))
        write("Feature/.flowlint.yml", "excluded: [Legacy]\n")
        let r = flowlint([])
        XCTAssertEqual(r.places(), ["Legacy/Other.swift:3:5", "Feature/Screen.swift:3:5", "Top.swift:3:5"].sorted(), r.dump)
        XCTAssert(r.err.contains("3 files,"), r.dump)
    }

    func testCustomRulesAndTestPathsOfANestedFileStayInItsFolder() {
        write("Top.swift", "let x = legacyCall()\n")
        write("Feature/Screen.swift", "let y = legacyCall()\n")
        write("Feature/.flowlint.yml", """
            custom_rules:
              no-legacy-call:
                pattern: "legacyCall ("
                message: "use the new call"

            """)
        XCTAssertEqual(flowlint([]).places("no-legacy-call"), ["Feature/Screen.swift:1:9"])

        write("Feature/Parts/PartHolder.swift", Snippet.strongDelegate("Part"))
        XCTAssertEqual(flowlint([]).places(), ["Feature/Parts/PartHolder.swift:3:5"])
        write("Feature/.flowlint.yml", "test_paths: [Parts]\n")
        XCTAssertEqual(flowlint([]).places(), [])
    }

    func testConfigOnTheCommandLineIsTheOnlyConfiguration() {
        makeTree()
        write("Feature/.flowlint.yml", "disabled_rules: [strong-delegate]\n")
        let only = write("ci.yml", "reporter: text\n")
        XCTAssertEqual(flowlint(["--config", only]).places().count, 3)
    }

    func testTheRunStartsAtTheNearestConfigurationOfTheWorkingDirectory() {
        makeTree()
        write(".flowlint.yml", "disabled_rules: [strong-delegate]\n")
        write("Feature/Legacy/.flowlint.yml", "rules:\n  strong-delegate:\n    severity: error\n")
        // From Feature/: the repository's file is the run's configuration; Legacy's applies over it.
        let r = flowlint(["."], in: tmp + "/Feature")
        XCTAssertEqual(r.places(), [], r.dump)
        write("Feature/Legacy/.flowlint.yml", "opt_in_rules: [strong-delegate]\n")
        XCTAssertEqual(flowlint(["."], in: tmp + "/Feature").places(), ["Legacy/Old.swift:3:5"])
    }

    func testABrokenNestedFileStopsTheRun() {
        makeTree()
        write("Feature/.flowlint.yml", "disabled_rules: [strong-delegat]\n")
        let r = flowlint([])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("Feature/.flowlint.yml:1:18: error: unknown rule 'strong-delegat'; did you mean 'strong-delegate'?"), r.dump)
        XCTAssertEqual(r.out, "", r.dump)
    }

    func testAReporterInANestedFileIsAWarning() {
        makeTree()
        write("Feature/.flowlint.yml", "reporter: json\n")
        write("Feature/Legacy/.flowlint.yml", "disabled_rules: []\n")
        let r = flowlint([])
        XCTAssert(r.err.contains("Feature/.flowlint.yml: warning: 'reporter' is ignored in a nested configuration"), r.dump)
        XCTAssertFalse(r.err.contains("Legacy/.flowlint.yml: warning"), r.dump)
        XCTAssertEqual(r.places().count, 3, r.dump)
    }

    func testTheFileOfAnExcludedFolderIsNotRead() {
        makeTree()
        write(".flowlint.yml", "excluded: [Vendor]\n")
        write("Vendor/Lib/.flowlint.yml", "disabled_rules: [a-rule-of-another-version]\n")
        write("Vendor/Lib/Lib.swift", Snippet.strongDelegate("Lib"))
        let r = flowlint([])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places().count, 3, r.dump)
    }

    func testUnusedSuppressionsAreJudgedByTheRulesThatRanOnTheFile() {
        write("Legacy/Old.swift", "struct Old {} // flowlint:disable:this strong-delegate\n")
        write("Top.swift", "struct Top {} // flowlint:disable:this strong-delegate\n")
        write("Legacy/.flowlint.yml", "disabled_rules: [strong-delegate]\n")
        let r = flowlint(["--report-unused-suppressions"])
        XCTAssertEqual(r.findings.map { String($0.prefix(while: { $0 != ":" })) }, ["Top.swift"], r.dump)
    }

    func testTheGraphSeesTheTestPathsOfNestedFiles() {
        write("Mod/Helpers/Loop.swift", """
            final class Parent { let child = Child(); func start() { child.parent = self } }
            final class Child { var parent: Parent? }

            """)
        XCTAssert(flowlint(["graph", "--all"]).out.contains("Parent"))
        write("Mod/.flowlint.yml", "test_paths: [Helpers]\n")
        XCTAssertFalse(flowlint(["graph", "--all"]).out.contains("Parent"))
    }
}
