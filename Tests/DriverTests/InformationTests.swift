import BuiltinRules
import FlowLintDriver
import FlowLintKit
import XCTest

/// `--version`, `--help`, `--list-rules`: print, exit 0, lint nothing.
final class InformationTests: DriverTestCase {
    func testVersion() {
        let r = flowlint(["--version"])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.out, FlowLintVersion.current + "\n")
        XCTAssertEqual(r.err, "")
        XCTAssertFalse(FlowLintVersion.current.isEmpty)
    }

    func testRulesTable() {
        write(".flowlint.yml", "disabled_rules: [singleton-overuse]\nopt_in_rules: [app-delegate-data-store]\n")
        let r = flowlint(["rules"])
        XCTAssertEqual(r.code, 0, r.dump)
        let lines = r.out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first?.split(separator: " ").map(String.init), ["rule", "severity", "enabled", "default", "fixable"])
        func row(_ id: String) -> [String]? { lines.first { $0.hasPrefix(id + " ") }?.split(separator: " ").map(String.init) }
        XCTAssertEqual(row("singleton-overuse"), ["singleton-overuse", "warning", "off", "on", "no"], "disabled by the configuration")
        XCTAssertEqual(row("app-delegate-data-store"), ["app-delegate-data-store", "warning", "on", "opt-in", "no"])
        XCTAssertEqual(row("strong-delegate"), ["strong-delegate", "warning", "on", "on", "no"])
        XCTAssertEqual(lines.filter { $0.contains("  warning  ") }.count, BuiltinRules.all.count)
    }

    func testExplain() {
        let r = flowlint(["explain", "strong-delegate"])
        XCTAssertEqual(r.code, 0, r.dump)
        for part in ["strong-delegate: ", "Default severity: warning", "What it finds", "Why it matters", "Example", "Fix",
                     "Options (under `strong-delegate:` in .flowlint.yml)", "test-code (skip | report, default skip)", "More: "] {
            XCTAssert(r.out.contains(part), "missing \(part)\n" + r.out)
        }
        XCTAssertFalse(r.out.contains("// expect:"), "the tests' annotations are left out")
        let wrong = flowlint(["explain", "strong-delegat"])
        XCTAssertEqual(wrong.code, 2)
        XCTAssertEqual(wrong.err, "flowlint: error: no rule 'strong-delegat'; did you mean 'strong-delegate'?\n")
        XCTAssertEqual(flowlint(["explain"]).code, 2, "a rule id is needed")
    }

    func testHelp() {
        for flag in ["--help", "-h"] {
            let r = flowlint([flag])
            XCTAssertEqual(r.code, 0)
            XCTAssertEqual(r.out, CommandLineOptions.usage + "\n")
            XCTAssertEqual(r.err, "")
        }
        let usage = CommandLineOptions.usage
        XCTAssert(usage.hasPrefix("USAGE: flowlint [lint] [options] [PATH ...]"))
        for option in ["--format", "--output", "--config", "--baseline", "--write-baseline", "--report-unused-suppressions",
                       "--strict", "--lenient", "--quiet", "--jobs", "--allow-zero-files", "--cycles-graph", "--list-rules", "--version", "--help", "EXIT STATUS"] {
            XCTAssert(usage.contains(option), "usage does not mention \(option)")
        }
    }

    func testHelpDoesNotLint() {
        write("Profile.swift", Snippet.strongDelegate())
        let r = flowlint(["--strict", "--help", "Missing.swift"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.out, CommandLineOptions.usage + "\n")
    }

    func testListRules() {
        let r = flowlint(["--list-rules"])
        XCTAssertEqual(r.code, 0)
        XCTAssertEqual(r.err, "")
        let lines = r.out.split(separator: "\n").map(String.init)
        let ids = BuiltinRules.all.map(\.id).sorted()
        XCTAssertEqual(lines.count, ids.count, r.out)
        XCTAssertEqual(lines.map { String($0.prefix { $0 != " " }) }, ids, "one line per rule, sorted by id")
        XCTAssert(lines.contains { $0.hasPrefix("strong-delegate (warning): ") }, r.out)
        for id in ["strong-delegate", "non-class-delegate-protocol", "strong-self-capture", "unremoved-observer",
                   "discarded-observation-token", "force-cast-segue", "singleton-overuse"] {
            XCTAssert(ids.contains(id), "\(id) is not built in")
        }
    }

    func testListRulesShowsOptInAndSeverity() {
        let rules = [MarkerRule.make(id: "b-marker", marker: "B", severity: .error),
                     Rule(RuleDescription(id: "a-marker", name: "A", summary: "Opt-in marker.", rationale: "", fix: "",
                                          defaultSeverity: .note, enabledByDefault: false)) { _ in }]
        let r = flowlint(["--list-rules"], rules: rules)
        XCTAssertEqual(r.out, "a-marker (note, opt-in): Opt-in marker.\nb-marker (error): Reports every 'B'.\n")
    }

    func testDuplicateRuleIDs() {
        let rules = [MarkerRule.make(id: "marker", marker: "A"), MarkerRule.make(id: "marker", marker: "B")]
        let r = flowlint([], rules: rules)
        XCTAssertEqual(r.code, 2)
        XCTAssert(r.err.contains("two rules have the id 'marker'"), r.dump)
    }
}
