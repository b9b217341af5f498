import Foundation
import XCTest
import FlowLintDiagnostics
import FlowLintReporters

/// Compares each format's rendering of `ReportFixture.report` with a file in `Golden/`.
/// Run with `FLOWLINT_UPDATE_GOLDEN=1` to rewrite the files after an intended change.
final class GoldenTests: XCTestCase {
    func testText() throws { try assertGolden(.text, "report.txt") }
    func testTextWithColor() throws { try assertGolden(.text, "report-color.txt", options: ReporterOptions(useColor: true)) }
    func testJSON() throws { try assertGolden(.json, "report.json") }
    func testSARIF() throws { try assertGolden(.sarif, "report.sarif") }
    func testGitHub() throws { try assertGolden(.github, "report-github.txt") }
    func testCheckstyle() throws { try assertGolden(.checkstyle, "report-checkstyle.xml") }
    func testJUnit() throws { try assertGolden(.junit, "report-junit.xml") }
    func testGitLab() throws { try assertGolden(.gitlab, "report-gitlab.json") }
    func testSonarQube() throws { try assertGolden(.sonarqube, "report-sonarqube.json") }
    func testMarkdown() throws { try assertGolden(.markdown, "report.md") }
    func testMarkdownWithoutFindings() throws { try assertGolden(.markdown, "clean.md", report: ReportFixture.clean) }
    func testHTML() throws { try assertGolden(.html, "report.html", options: ReporterOptions(excerpts: ReportFixture.excerpts)) }
    func testHTMLWithoutFindings() throws { try assertGolden(.html, "clean.html", report: ReportFixture.clean) }
    func testJUnitWithoutFindings() throws { try assertGolden(.junit, "clean-junit.xml", report: ReportFixture.clean) }

    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    private func assertGolden(_ format: ReportFormat, _ name: String, report: LintReport = ReportFixture.report,
                              options: ReporterOptions = .init(),
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let actual = Reporter.render(report, format: format, options: options)
        let url = Self.goldenDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FLOWLINT_UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return XCTFail("missing \(url.path); run with FLOWLINT_UPDATE_GOLDEN=1 to create it", file: file, line: line)
        }
        let expected = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(actual, expected, "\(format) output differs from Golden/\(name) (FLOWLINT_UPDATE_GOLDEN=1 rewrites it)",
                       file: file, line: line)
    }
}
