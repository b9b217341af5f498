import BuiltinRules
import FlowLintDriver
import XCTest

/// flowlint in an Xcode run-script phase: input files from Xcode's variables, absolute paths.
final class XcodeBuildPhaseTests: DriverTestCase {
    func run(_ arguments: [String], _ environment: [String: String]) -> RunResult {
        let capture = Capture()
        var streams = capture.streams
        streams.environment = { environment[$0] }
        let code = FlowLint.run(arguments: arguments, rules: BuiltinRules.all, workingDirectory: tmp, streams: streams)
        return RunResult(code: code, out: capture.out, err: capture.err)
    }

    func testInputFilesAndFileListsAndAbsolutePaths() {
        write("App/One.swift", Snippet.strongDelegate("One"))
        write("App/Two.swift", Snippet.strongDelegate("Two"))
        write("App/Three.swift", Snippet.strongDelegate("Three"))
        write("lint.xcfilelist", tmp + "/App/Three.swift\n# a comment\n")
        let env = ["SRCROOT": tmp, "XCODE_VERSION_ACTUAL": "1600",
                   "SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": tmp + "/App/One.swift",
                   "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": tmp + "/lint.xcfilelist"]
        let r = run([], env)
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places(), [tmp + "/App/One.swift:3:5", tmp + "/App/Three.swift:3:5"], "absolute, for Xcode\n" + r.dump)
    }

    func testNoInputFilesLintsSRCROOT() {
        write("App/One.swift", Snippet.strongDelegate("One"))
        let r = run([], ["SRCROOT": tmp + "/App", "XCODE_VERSION_ACTUAL": "1600"])
        XCTAssertEqual(r.places(), [tmp + "/App/One.swift:3:5"], r.dump)
        // Paths given on the command line win, shown relative as usual.
        XCTAssertEqual(run(["App"], ["SRCROOT": tmp, "XCODE_VERSION_ACTUAL": "1600"]).places(), ["App/One.swift:3:5"])
        XCTAssertEqual(flowlint(["--absolute-paths", "App"]).places(), [tmp + "/App/One.swift:3:5"])
    }

    func testAnUnreadableFileListIsAnError() {
        write("App/One.swift", Snippet.strongDelegate("One"))
        let r = run([], ["SRCROOT": tmp, "XCODE_VERSION_ACTUAL": "1600", "SCRIPT_INPUT_FILE_LIST_COUNT": "1",
                         "SCRIPT_INPUT_FILE_LIST_0": tmp + "/missing.xcfilelist"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("missing.xcfilelist: error: cannot read file"), r.dump)
    }
}
