import FlowLintDriver
import XCTest

/// Inline `// flowlint:` comments.
final class SuppressionTests: DriverTestCase {
    /// A class with one strong delegate property per line, named after the line's purpose.
    func lint(_ body: String, _ extra: [String] = []) -> RunResult {
        write("Screen.swift", Snippet.withHandoffs("protocol ScreenDelegate: AnyObject {}\nfinal class Screen {\n" + body + "}\n"))
        return flowlint(["-q"] + extra + ["Screen.swift"])
    }

    /// Line numbers of the `strong-delegate` findings.
    func lines(_ r: RunResult, _ ruleID: String = "strong-delegate") -> [Int] {
        r.places(ruleID).compactMap { Int($0.split(separator: ":")[1]) }
    }

    func testDisableNext() {
        let r = lint("""
                // flowlint:disable:next strong-delegate
                var delegate: ScreenDelegate?
                var dataSource: ScreenDelegate?

            """)
        XCTAssertEqual(lines(r), [5], r.dump)
    }

    func testDisableNextAppliesToTheNextLineOnly() {
        let r = lint("""
                // flowlint:disable:next strong-delegate

                var delegate: ScreenDelegate?

            """)
        XCTAssertEqual(lines(r), [5], "a blank line in between: the directive covers the blank line\n" + r.dump)
    }

    func testDisableThis() {
        let r = lint("""
                var delegate: ScreenDelegate? // flowlint:disable:this strong-delegate
                var dataSource: ScreenDelegate?
                var otherDelegate: ScreenDelegate? /* flowlint:disable:this strong-delegate */

            """)
        XCTAssertEqual(lines(r), [4], r.dump)
    }

    func testDisableEnableRegion() {
        let r = lint("""
                var first: ScreenDelegate?
                // flowlint:disable strong-delegate
                var secondDelegate: ScreenDelegate?
                var thirdDelegate: ScreenDelegate?
                // flowlint:enable strong-delegate
                var fourthDelegate: ScreenDelegate?

            """)
        XCTAssertEqual(lines(r), [3, 8], r.dump)
    }

    func testDisableWithoutEnableLastsToTheEndOfTheFile() {
        let r = lint("""
                var firstDelegate: ScreenDelegate?
                // flowlint:disable strong-delegate
                var secondDelegate: ScreenDelegate?

                var thirdDelegate: ScreenDelegate?

            """)
        XCTAssertEqual(lines(r), [3], r.dump)
    }

    func testAll() {
        let r = lint("""
                var firstDelegate: ScreenDelegate? // flowlint:disable:this all
                // flowlint:disable:next all
                var secondDelegate: ScreenDelegate?
                // flowlint:disable
                var thirdDelegate: ScreenDelegate?
                // flowlint:enable all
                var fourthDelegate: ScreenDelegate?

            """)
        XCTAssertEqual(lines(r), [9], "a bare 'flowlint:disable' means all rules\n" + r.dump)
    }

    func testOtherRuleDoesNotSuppress() {
        let r = lint("""
                // flowlint:disable:next strong-self-capture
                var delegate: ScreenDelegate?
                var dataSource: ScreenDelegate? // flowlint:disable:this strong-self-capture, singleton-overuse

            """)
        XCTAssertEqual(lines(r), [4, 5], r.dump)
    }

    func testSeveralIdsAndAReason() {
        let r = lint("""
                // flowlint:disable:next singleton-overuse, strong-delegate -- the coordinator owns it
                var delegate: ScreenDelegate?
                var dataSource: ScreenDelegate? // flowlint:disable:this singleton-overuse strong-delegate - reason

            """)
        XCTAssertEqual(lines(r), [], r.dump)
    }

    func testStringLiteralThatLooksLikeADirectiveDoesNothing() {
        let r = lint("""
                let note = "// flowlint:disable:next strong-delegate"
                var delegate: ScreenDelegate?
                var dataSource: ScreenDelegate?; let x = "flowlint:disable:this strong-delegate"
                let multi = \"""
                    // flowlint:disable
                    \"""
                var lastDelegate: ScreenDelegate?

            """)
        XCTAssertEqual(lines(r), [4, 5, 9], r.dump)
    }

    func testSuppressionInCROnlyFile() {
        write("Old.swift", Snippet.withHandoffs("protocol OldDelegate: AnyObject {}\rfinal class Old {\r    // flowlint:disable:next strong-delegate\r    var delegate: OldDelegate?\r    var dataSource: OldDelegate?\r}\r"))
        XCTAssertEqual(lines(flowlint(["-q"])), [5])
    }

    func testSuppressionDoesNotLeakIntoOtherFiles() {
        write("A.swift", "// flowlint:disable\n" + Snippet.strongDelegate("A"))
        write("B.swift", Snippet.strongDelegate("B"))
        XCTAssertEqual(flowlint(["-q"]).places(), ["B.swift:3:5"])
    }

    // MARK: --report-unused-suppressions

    func testUnusedSuppressionsAreNotReportedByDefault() {
        let r = lint("""
                // flowlint:disable:next strong-delegate
                let count = 0

            """)
        XCTAssertEqual(r.findings, [], r.dump)
    }

    func testReportUnusedSuppressions() {
        let body = """
                // flowlint:disable:next strong-delegate
                var delegate: ScreenDelegate?
                // flowlint:disable:next strong-delegate
                let count = 0
                let name = "" // flowlint:disable:this all
                // flowlint:disable:next no-such-rule
                var dataSource: ScreenDelegate?

            """
        let r = lint(body, ["--report-unused-suppressions"])
        XCTAssertEqual(r.code, 0, "unused suppressions are warnings\n" + r.dump)
        XCTAssertEqual(r.findings.filter { $0.hasSuffix("[unused-suppression]") }, [
            "Screen.swift:5:5: warning: Suppression of strong-delegate silences no finding; remove it [unused-suppression]",
            "Screen.swift:7:19: warning: Suppression of all silences no finding; remove it [unused-suppression]",
            "Screen.swift:8:5: warning: Suppression names unknown rule 'no-such-rule' [unused-suppression]",
        ], r.dump)
        XCTAssertEqual(lines(r), [9])
        XCTAssertEqual(lines(r, "unused-suppression"), [5, 7, 8])
        XCTAssertEqual(lint(body, ["--report-unused-suppressions", "--strict"]).code, 1)
    }

    func testUnusedSuppressionOfARuleTheConfigurationTurnedOffIsNotReported() {
        write(".flowlint.yml", "only_rules: [strong-delegate]\n")
        let r = lint("""
                // flowlint:disable:next strong-self-capture
                let handler = {}
                // flowlint:disable:next strong-delegate
                let count = 0

            """, ["--report-unused-suppressions"])
        XCTAssertEqual(lines(r, "unused-suppression"), [5], "strong-self-capture did not run: its directive may be needed elsewhere\n" + r.dump)
    }

    func testUnusedSuppressionsGetDistinctFingerprints() {
        write("Twice.swift", "// flowlint:disable:next strong-delegate\nlet a = 1\n// flowlint:disable:next strong-delegate\nlet b = 2\n")
        let r = flowlint(["-q", "--report-unused-suppressions", "--format", "json"])
        let fingerprints = r.out.split(separator: "\n").filter { $0.contains("\"fingerprint\"") }
        XCTAssertEqual(fingerprints.count, 2, r.dump)
        XCTAssertEqual(Set(fingerprints).count, 2, "identical lines get occurrence numbers 0 and 1\n" + r.dump)
    }

    func testUnusedRegionEnableIsNotReported() {
        let r = lint("""
                // flowlint:disable strong-delegate
                var delegate: ScreenDelegate?
                // flowlint:enable strong-delegate

            """, ["--report-unused-suppressions"])
        XCTAssertEqual(r.findings, [], r.dump)
    }
}

/// Directive parsing, with marker rules so that the built-in rules do not matter.
final class SuppressionSyntaxTests: DriverTestCase {
    let rules = [MarkerRule.make(id: "hit", marker: "HIT"), MarkerRule.make(id: "miss", marker: "MISS")]

    func hits(_ source: String, _ extra: [String] = []) -> [String] {
        write("Source.swift", source)
        return flowlint(["-q"] + extra, rules: rules).findings.map { line in
            let parts = line.split(separator: ":")
            return "\(parts[1]):\(line.split(separator: "[").last!.dropLast())"
        }
    }

    func testColonAfterTheIdEndsTheList() {
        XCTAssertEqual(hits("let a = HIT + MISS // flowlint:disable:this miss: HIT is fine here\n"), ["1:hit"],
                       "'miss:' must not turn into 'all'")
        XCTAssertEqual(hits("let a = HIT + MISS // flowlint:disable:this hit: reason\n"), ["1:miss"])
    }

    func testReasonAfterDoubleDash() {
        XCTAssertEqual(hits("let a = HIT + MISS // flowlint:disable:this hit -- MISS stays\n"), ["1:miss"])
    }

    func testDirectiveWithoutIdsMeansAll() {
        XCTAssertEqual(hits("let a = HIT + MISS // flowlint:disable:this\nlet b = HIT\n"), ["2:hit"])
    }

    func testAliasesAndDocComments() {
        XCTAssertEqual(hits("/// flowlint:disable:next-line hit\nlet a = HIT + MISS\nlet b = HIT // flowlint:disable:line hit\n"), ["2:miss"])
    }

    func testBlockCommentSpanningLines() {
        // disable:this covers the first and the last line of the comment; disable:next the line after it.
        let source = "let a = HIT /* flowlint:disable:this hit\n   still the comment */ let b = HIT\nlet c = HIT\n"
        XCTAssertEqual(hits(source), ["3:hit"])
        XCTAssertEqual(hits("/* flowlint:disable:next hit\n */\nlet a = HIT\nlet b = HIT\n"), ["4:hit"])
    }

    func testEnableOneRuleAfterDisablingAll() {
        let source = "// flowlint:disable all\nlet a = HIT + MISS\n// flowlint:enable hit\nlet b = HIT + MISS\n"
        XCTAssertEqual(hits(source), ["4:hit"])
    }

    func testUnknownWordsAfterIdsAreReportedAsUnknownRules() {
        let found = hits("let a = HIT // flowlint:disable:this hit because reasons\n", ["--report-unused-suppressions"])
        XCTAssertEqual(found, ["1:unused-suppression"])
    }
}
