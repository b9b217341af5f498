import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import FlowLintDiagnostics
import FlowLintReporters

/// The machine-readable formats parse with standard parsers and carry the report's text unchanged.
final class ParseTests: XCTestCase {
    private let report = ReportFixture.report

    private func parseJSON(_ format: ReportFormat) throws -> [String: Any] {
        let data = Data(Reporter.render(report, format: format).utf8)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func parseXML(_ format: ReportFormat) throws -> XMLElement {
        let document = try XMLDocument(xmlString: Reporter.render(report, format: format), options: [])
        return try XCTUnwrap(document.rootElement())
    }

    func testJSONRoundTrip() throws {
        let json = try parseJSON(.json)
        XCTAssertEqual(json["version"] as? Int, 1)
        XCTAssertNil(json["seconds"])
        let summary = try XCTUnwrap(json["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 3, "lines": 420, "errors": 1, "warnings": 1, "notes": 1])
        let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { $0["rule"] as? String }, report.diagnostics.map(\.ruleID))
        XCTAssertEqual(diagnostics[1]["message"] as? String, ReportFixture.trickyMessage)
        XCTAssertEqual(diagnostics[1]["path"] as? String, ReportFixture.menuPath)
        XCTAssertEqual((diagnostics[1]["related"] as? [Any])?.count, 2)
        let problems = try XCTUnwrap(json["problems"] as? [[String: Any]])
        XCTAssertEqual(problems.map { $0["kind"] as? String }, ["unreadable", "malformed"])
        XCTAssertNil(problems[0]["line"])
        XCTAssertEqual(problems[1]["line"] as? Int, 40)
    }

    func testGitLabCodeQuality() throws {
        let data = Data(Reporter.render(report, format: .gitlab).utf8)
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(issues.count, report.diagnostics.count)
        // The fields GitLab requires (docs.gitlab.com, "Code Quality report format").
        for (issue, d) in zip(issues, report.diagnostics) {
            XCTAssertEqual(issue["description"] as? String, d.message)
            XCTAssertEqual(issue["check_name"] as? String, d.ruleID)
            XCTAssertEqual(issue["fingerprint"] as? String, d.fingerprint)
            XCTAssert(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertEqual(location["path"] as? String, d.location.path)
            XCTAssertEqual((location["lines"] as? [String: Int])?["begin"], d.location.line)
        }
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, issues.count, "fingerprints are unique")
    }

    func testSonarQubeGenericIssues() throws {
        let json = try parseJSON(.sonarqube)
        let rules = try XCTUnwrap(json["rules"] as? [[String: Any]])
        let issues = try XCTUnwrap(json["issues"] as? [[String: Any]])
        XCTAssertEqual(Set(rules.compactMap { $0["id"] as? String }), Set(report.diagnostics.map(\.ruleID)))
        for rule in rules {
            for key in ["id", "name", "engineId", "cleanCodeAttribute"] { XCTAssertNotNil(rule[key] as? String, key) }
            let impacts = try XCTUnwrap(rule["impacts"] as? [[String: String]])
            XCTAssert(impacts.allSatisfy { ["LOW", "MEDIUM", "HIGH"].contains($0["severity"] ?? "") })
        }
        XCTAssertEqual(issues.map { $0["ruleId"] as? String }, report.diagnostics.map(\.ruleID))
        let primary = try XCTUnwrap(issues[1]["primaryLocation"] as? [String: Any])
        XCTAssertEqual(primary["message"] as? String, ReportFixture.trickyMessage)
        XCTAssertEqual(primary["filePath"] as? String, ReportFixture.menuPath)
        XCTAssertEqual((primary["textRange"] as? [String: Int])?["startLine"], 3)
        XCTAssertEqual((issues[1]["secondaryLocations"] as? [Any])?.count, 2)
    }

    func testMarkdownTablesHaveOneRowPerFinding() {
        let text = Reporter.render(report, format: .markdown)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| |") }
        XCTAssertEqual(rows.count, report.diagnostics.count)
        for row in rows {
            // Three cells: unescaped pipes would split a message into more.
            var pipes = 0
            var previous: Character = " "
            for ch in row {
                if ch == "|" && previous != "\\" { pipes += 1 }
                previous = ch
            }
            XCTAssertEqual(pipes, 4, String(row))
        }
        XCTAssertFalse(text.contains("<self>"), "HTML-like text is escaped")
    }

    func testSARIFRoundTrip() throws {
        let sarif = try parseJSON(.sarif)
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: Any])
        XCTAssertEqual((bases["SRCROOT"] as? [String: Any])?["uri"] as? String, "file:///Users/dev/Coffee%20Shop/")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 3)
        XCTAssertEqual(results[1]["ruleIndex"] as? Int, 0)
        XCTAssertEqual((results[1]["message"] as? [String: Any])?["text"] as? String, ReportFixture.trickyMessage)
        let location = (results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let artifact = location?["artifactLocation"] as? [String: Any]
        XCTAssertEqual(artifact?["uri"] as? String, "Sources/Caf%C3%A9%20Views/Menu%20View.swift")
        XCTAssertEqual(artifact?["uriBaseId"] as? String, "SRCROOT")
        XCTAssertEqual(URL(string: artifact?["uri"] as? String ?? "")?.path, ReportFixture.menuPath)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false, "a file could not be analysed")
        XCTAssertEqual((invocation["toolExecutionNotifications"] as? [Any])?.count, 1)
    }

    func testCheckstyleParses() throws {
        let root = try parseXML(.checkstyle)
        XCTAssertEqual(root.name, "checkstyle")
        let files = root.elements(forName: "file")
        XCTAssertEqual(files.compactMap { $0.attribute(forName: "name")?.stringValue },
                       ["Fixtures/strong-delegate/ProfileViewController.swift", "Sources/Broken File.swift", ReportFixture.menuPath])
        let menuErrors = files[2].elements(forName: "error")
        XCTAssertEqual(menuErrors.first?.attribute(forName: "message")?.stringValue, ReportFixture.trickyMessage)
        XCTAssertEqual(menuErrors.compactMap { $0.attribute(forName: "severity")?.stringValue }, ["error", "info"])
        XCTAssertEqual(files[1].elements(forName: "error").first?.attribute(forName: "source")?.stringValue, "flowlint.io")
    }

    func testJUnitParses() throws {
        let root = try parseXML(.junit)
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "4")
        XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "3")
        let suites = root.elements(forName: "testsuite")
        XCTAssertEqual(suites.count, 3)
        let failure = suites[2].elements(forName: "testcase").first?.elements(forName: "failure").first
        XCTAssertEqual(failure?.attribute(forName: "message")?.stringValue, ReportFixture.trickyMessage)
        XCTAssertEqual(failure?.stringValue?.components(separatedBy: "\n").count, 3, "diagnostic line + 2 related")
    }
}

/// Rendering the same report twice gives the same bytes, in every format.
final class DeterminismTests: XCTestCase {
    func testEveryFormatIsDeterministic() {
        for format in ReportFormat.allCases {
            for options in [ReporterOptions(), ReporterOptions(useColor: true)] {
                let first = Reporter.render(ReportFixture.report, format: format, options: options)
                let second = Reporter.render(ReportFixture.report, format: format, options: options)
                XCTAssertEqual(first, second, "\(format)")
                XCTAssertTrue(first.hasSuffix("\n"), "\(format) ends with a newline")
            }
        }
    }

    func testSecondsDoNotChangeMachineReadableOutput() {
        var slower = ReportFixture.report
        slower.seconds = 12.5
        for format in ReportFormat.allCases {
            XCTAssertEqual(Reporter.render(slower, format: format), Reporter.render(ReportFixture.report, format: format),
                           "\(format)")
        }
    }
}
