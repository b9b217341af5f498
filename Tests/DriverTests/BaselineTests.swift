import FlowLintDriver
import Foundation
import XCTest

/// `--write-baseline` and `--baseline`: accepted findings stay silent across unrelated edits.
final class BaselineTests: DriverTestCase {
    /// One finding (line 3): the home screen hands itself to the profile's `delegate` (and to
    /// `dataSource`, which one test adds).
    let profile = """
        protocol ProfileDelegate: AnyObject {}
        final class ProfileViewController {
            var delegate: ProfileDelegate?
            var name = ""
        }
        final class HomeViewController: ProfileDelegate {
            let profile = ProfileViewController()
            func show() {
                profile.delegate = self
                profile.dataSource = self
            }
        }

        """

    func testWriteThenUseBaseline() {
        write("Profile.swift", profile)
        let first = flowlint(["--write-baseline", "b.txt"])
        XCTAssertEqual(first.code, 0, first.dump)
        XCTAssertEqual(first.places(), ["Profile.swift:3:5"], "writing a baseline still reports\n" + first.dump)

        let accepted = flowlint(["--baseline", "b.txt", "--strict"])
        XCTAssertEqual(accepted.code, 0, accepted.dump)
        XCTAssertEqual(accepted.out, "", accepted.dump)
        XCTAssert(accepted.err.contains("0 warnings"), accepted.dump)
        XCTAssert(first.err.contains(", 1 finding written to the baseline\n"), "the summary says what was written\n" + first.dump)
        XCTAssert(accepted.err.contains(", 1 finding hidden by the baseline\n"), "the summary says what the baseline hid\n" + accepted.dump)

        // Five lines inserted above the finding: the fingerprint does not use the line number.
        write("Profile.swift", "import UIKit\n\n// A comment.\n\n\n" + profile)
        let moved = flowlint(["--baseline", "b.txt", "--strict"])
        XCTAssertEqual(moved.code, 0, moved.dump)
        XCTAssertEqual(moved.out, "", moved.dump)

        // A new finding: only it is reported.
        write("Profile.swift", "import UIKit\n\n// A comment.\n\n\n" + profile.replacingOccurrences(
            of: "    var name = \"\"\n", with: "    var name = \"\"\n    var dataSource: ProfileDelegate?\n"))
        let added = flowlint(["--baseline", "b.txt", "--strict"])
        XCTAssertEqual(added.code, 1, added.dump)
        XCTAssertEqual(added.places(), ["Profile.swift:10:5"], added.dump)
        XCTAssert(added.findings[0].contains("'dataSource'"), added.dump)
        XCTAssert(added.err.contains(", 1 finding hidden by the baseline"), added.dump)
    }

    func testBaselineFileFormat() throws {
        write("Profile.swift", profile)
        write("Sources/Cart.swift", Snippet.strongDelegate("Cart"))
        _ = flowlint(["-q", "--write-baseline", "flowlint-baseline.txt"])
        let lines = read("flowlint-baseline.txt").split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 4, "header, two findings, final newline")
        guard lines.count == 4 else { return }
        XCTAssertEqual(lines[0], "flowlint-baseline 1")
        XCTAssertEqual(lines[3], "")
        let fields = lines[1].split(separator: "\t", omittingEmptySubsequences: false)
        XCTAssertEqual(fields.count, 4)
        XCTAssertNotNil(fields[0].range(of: "^[0-9a-f]{16}:0$", options: .regularExpression), String(fields[0]))
        XCTAssertEqual(fields[1], "strong-delegate")
        XCTAssertEqual(fields[2], "Profile.swift")
        XCTAssert(fields[3].contains("'delegate'"))
        XCTAssert(lines[2].contains("\tstrong-delegate\tSources/Cart.swift\t"), String(lines[2]))
    }

    func testFingerprintIgnoresIndentationButNotCode() {
        write("Profile.swift", profile)
        _ = flowlint(["-q", "--write-baseline", "b.txt"])
        write("Profile.swift", profile.replacingOccurrences(of: "    var delegate: ProfileDelegate?", with: "\tvar  delegate:   ProfileDelegate?  "))
        XCTAssertEqual(flowlint(["-q", "--baseline", "b.txt"]).out, "", "whitespace is normalised")
        write("Profile.swift", profile.replacingOccurrences(of: "var delegate: ProfileDelegate?", with: "var delegate: ProfileDelegate!"))
        XCTAssertEqual(flowlint(["-q", "--baseline", "b.txt"]).places(), ["Profile.swift:3:5"], "the line's code changed")
    }

    func testFingerprintDependsOnThePath() {
        write("Profile.swift", profile)
        _ = flowlint(["-q", "--write-baseline", "b.txt"])
        try! FileManager.default.moveItem(atPath: tmp + "/Profile.swift", toPath: tmp + "/Renamed.swift")
        XCTAssertEqual(flowlint(["-q", "--baseline", "b.txt"]).places(), ["Renamed.swift:3:5"])
    }

    func testIdenticalLinesAreCountedByOccurrence() {
        let type = { (name: String) in "final class \(name) {\n    var delegate: SharedDelegate?\n}\n" }
        let owner = "final class Owner: SharedDelegate { var parts: [AnyObject] = []; func f(_ a: A, _ b: B, _ c: C) { a.delegate = self; b.delegate = self; c.delegate = self } }\n"
        write("Many.swift", "protocol SharedDelegate: AnyObject {}\n" + type("A") + type("B") + owner)
        _ = flowlint(["-q", "--write-baseline", "b.txt"])
        XCTAssert(read("b.txt").contains(":0\tstrong-delegate") && read("b.txt").contains(":1\tstrong-delegate"), read("b.txt"))
        XCTAssertEqual(flowlint(["-q", "--baseline", "b.txt"]).out, "")
        // A third identical line: one of the three is new.
        write("Many.swift", "protocol SharedDelegate: AnyObject {}\n" + type("A") + type("B") + type("C") + owner)
        XCTAssertEqual(flowlint(["-q", "--baseline", "b.txt"]).places().count, 1)
    }

    func testRewritingABaselineKeepsTheAcceptedFindings() {
        write("Profile.swift", profile)
        _ = flowlint(["-q", "--write-baseline", "b.txt"])
        write("Cart.swift", Snippet.strongDelegate("Cart"))
        // Update the baseline while using it: it must now hold both findings.
        let update = flowlint(["-q", "--baseline", "b.txt", "--write-baseline", "b.txt"])
        XCTAssertEqual(update.places(), ["Cart.swift:3:5"], "only the new finding is reported\n" + update.dump)
        XCTAssertEqual(read("b.txt").split(separator: "\n").count, 3, read("b.txt"))
        XCTAssertEqual(flowlint(["-q", "--baseline", "b.txt"]).out, "", "both accepted\n" + read("b.txt"))
    }

    func testBaselineWithCRLFLineEndings() {
        write("Profile.swift", profile)
        _ = flowlint(["-q", "--write-baseline", "b.txt"])
        write("b.txt", read("b.txt").replacingOccurrences(of: "\n", with: "\r\n"))
        let r = flowlint(["-q", "--baseline", "b.txt"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.out, "")
    }

    func testSuppressedFindingsAreNotWrittenToTheBaseline() {
        write("Profile.swift", profile.replacingOccurrences(of: "ProfileDelegate?", with: "ProfileDelegate? // flowlint:disable:this strong-delegate"))
        _ = flowlint(["-q", "--write-baseline", "b.txt"])
        XCTAssertEqual(read("b.txt"), "flowlint-baseline 1\n")
    }

    // MARK: Bad baselines: exit 2 before anything is linted

    func assertBadBaseline(_ contents: String?, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        write("Profile.swift", profile)
        if let contents { write("b.txt", contents) }
        let r = flowlint(["--baseline", "b.txt"])
        XCTAssertEqual(r.code, 2, r.dump, file: file, line: line)
        XCTAssertEqual(r.out, "", r.dump, file: file, line: line)
        XCTAssert(r.err.contains(message), "expected '\(message)' in\n\(r.dump)", file: file, line: line)
    }

    func testMalformedBaselineLine() {
        assertBadBaseline("flowlint-baseline 1\n0123456789abcdef:0\tstrong-delegate\tA.swift\tmessage\nnot a baseline line\n",
                          "flowlint: error: b.txt:3: malformed baseline line (expected fingerprint, rule, path and message separated by tabs)")
    }

    func testBaselineWithoutHeader() {
        assertBadBaseline("0123456789abcdef:0\tstrong-delegate\tA.swift\tmessage\n",
                          "'b.txt' is not a flowlint baseline (its first line must be 'flowlint-baseline 1')")
        assertBadBaseline("", "'b.txt' is not a flowlint baseline")
    }

    func testMissingBaseline() {
        assertBadBaseline(nil, "flowlint: error: cannot read baseline 'b.txt': cannot read file: No such file or directory")
    }

    func testUnwritableBaseline() {
        write("Profile.swift", profile)
        let r = flowlint(["--write-baseline", "No/Such/Folder/b.txt"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("cannot write baseline"), r.dump)
    }
}
