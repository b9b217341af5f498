import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import FlowLintDiagnostics
@testable import FlowLintReporters

/// Edge cases the golden files do not show.
final class FormatDetailTests: XCTestCase {
    private func report(_ diagnostics: [Diagnostic], problems: [FileProblem] = [], files: Int = 1,
                        rules: [RuleDescription] = ReportFixture.rules) -> LintReport {
        LintReport(toolVersion: "0.1.0", rules: rules, diagnostics: diagnostics, problems: problems,
                   filesLinted: files, linesLinted: 10, seconds: 0)
    }

    private func diagnostic(_ message: String, path: String = "A.swift", rule: String = "strong-delegate",
                            fingerprint: String = "f") -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .warning, message: message,
                   location: SourceLocation(path: path, line: 1, column: 2), fingerprint: fingerprint)
    }

    private func sarifRun(_ report: LintReport) throws -> [String: Any] {
        let data = Data(Reporter.render(report, format: .sarif).utf8)
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
    }

    private func firstSARIFResult(_ report: LintReport) throws -> [String: Any] {
        try XCTUnwrap((sarifRun(report)["results"] as? [[String: Any]])?.first)
    }

    // MARK: summary

    func testSummary() {
        XCTAssertEqual(Reporter.summary(ReportFixture.report),
                       "flowlint: 3 files, 1 warning, 1 error, 1 note in 0.04 s, 1 file could not be analysed")
        XCTAssertEqual(Reporter.summary(ReportFixture.clean), "flowlint: 1 file, 0 warnings, 0 errors, 0 notes in 0.00 s")
    }

    func testSummaryCountsFilesNotAnalysedToTheirEnd() {
        var report = ReportFixture.clean
        report.problems = [
            FileProblem(kind: .malformed, path: "A.swift", line: 2, column: 9, message: "unterminated block comment", losesRestOfFile: true),
            FileProblem(kind: .malformed, path: "B.swift", line: 1, column: 1, message: "unterminated string literal"),
        ]
        XCTAssertEqual(Reporter.summary(report),
                       "flowlint: 1 file, 0 warnings, 0 errors, 0 notes in 0.00 s, 1 file could not be fully analysed")
    }

    func testJSONMarksProblemsThatLoseTheRestOfTheFile() throws {
        var report = ReportFixture.clean
        report.problems = [
            FileProblem(kind: .malformed, path: "A.swift", line: 2, column: 9, message: "unterminated block comment", losesRestOfFile: true),
            FileProblem(kind: .malformed, path: "B.swift", line: 1, column: 1, message: "unterminated string literal"),
        ]
        let data = Data(Reporter.render(report, format: .json).utf8)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let problems = try XCTUnwrap(json["problems"] as? [[String: Any]])
        XCTAssertEqual(problems.map { $0["restOfFileNotAnalysed"] as? Bool }, [true, nil])
        XCTAssertEqual(problems.map { $0["kind"] as? String }, ["malformed", "malformed"])
    }

    func testSummarySecondsAreRoundedToHundredths() {
        for (seconds, shown) in [(0.0, "0.00"), (0.004, "0.00"), (0.005, "0.01"), (0.09, "0.09"), (1.2467, "1.25"), (12.3, "12.30"), (99.999, "100.00")] {
            var report = ReportFixture.clean
            report.seconds = seconds
            XCTAssertTrue(Reporter.summary(report).hasSuffix(" in \(shown) s"), "\(seconds): \(Reporter.summary(report))")
        }
    }

    // MARK: empty reports

    func testEmptyReport() {
        let empty = ReportFixture.clean
        XCTAssertEqual(Reporter.render(empty, format: .text), "")
        XCTAssertEqual(Reporter.render(empty, format: .github), "")
        XCTAssertEqual(Reporter.render(empty, format: .checkstyle),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        XCTAssertTrue(Reporter.render(empty, format: .json).contains("\"diagnostics\": [],\n  \"problems\": []\n}\n"))
    }

    // MARK: text

    func testTextLeavesOutProblemsAndColorUnlessAsked() {
        let text = Reporter.render(report([diagnostic("m")], problems: ReportFixture.problems), format: .text)
        XCTAssertEqual(text, "A.swift:1:2: warning: m [strong-delegate]\n")
    }

    func testTextKeepsEachDiagnosticOnOneLine() {
        let text = Reporter.render(report([diagnostic("a\nb\r\u{1B}[31mc\td")]), format: .text, options: .init(useColor: false))
        XCTAssertEqual(text, "A.swift:1:2: warning: a\\nb\\r\\u{1B}[31mc\td [strong-delegate]\n")
    }

    // MARK: JSON

    func testJSONEscapesControlCharacters() throws {
        let message = "quote \" backslash \\ bell \u{07} tab \t é 😀"
        let json = Reporter.render(report([diagnostic(message)]), format: .json)
        XCTAssertTrue(json.contains(#""message": "quote \" backslash \\ bell \u0007 tab \t é 😀""#), json)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        XCTAssertEqual((parsed?["diagnostics"] as? [[String: Any]])?.first?["message"] as? String, message)
    }

    // MARK: SARIF

    func testSARIFLeavesOutRuleIndexForUnknownRuleAndEmptyFingerprint() throws {
        let result = try firstSARIFResult(report([diagnostic("m", rule: "not-described", fingerprint: "")]))
        XCTAssertEqual(result["ruleId"] as? String, "not-described")
        XCTAssertNil(result["ruleIndex"])
        XCTAssertNil(result["partialFingerprints"])
        XCTAssertNil(result["relatedLocations"])
    }

    func testSARIFRuleNameIsUpperCamelCase() throws {
        let rule = RuleDescription(id: "url-session-leak", name: "URL session-leak (delegate)", summary: "s",
                                   rationale: "r", fix: "f")
        let run = try sarifRun(report([], rules: [rule]))
        let rules = (run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]]
        XCTAssertEqual(rules?.first?["name"] as? String, "URLSessionLeakDelegate")
    }

    func testSARIFAbsolutePathIsFileURI() throws {
        let result = try firstSARIFResult(report([diagnostic("m", path: "/tmp/Other Project/A#1.swift")]))
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let artifact = location?["artifactLocation"] as? [String: Any]
        XCTAssertEqual(artifact?["uri"] as? String, "file:///tmp/Other%20Project/A%231.swift")
        XCTAssertNil(artifact?["uriBaseId"])
    }

    func testSARIFExecutionFailsWhenAFileWasNotFullyAnalysed() throws {
        let unreadable = FileProblem(kind: .unreadable, path: "A.swift", message: "unreadable")
        let lost = FileProblem(kind: .malformed, path: "B.swift", line: 4, column: 2, message: "unterminated block comment",
                               losesRestOfFile: true)
        let malformed = FileProblem(kind: .malformed, path: "C.swift", line: 1, column: 9, message: "unterminated string literal")
        func invocation(_ report: LintReport) throws -> [String: Any] {
            try XCTUnwrap((sarifRun(report)["invocations"] as? [[String: Any]])?.first)
        }
        func notes(_ invocation: [String: Any]) -> [String] {
            (invocation["toolExecutionNotifications"] as? [[String: Any]] ?? []).compactMap {
                ($0["message"] as? [String: Any])?["text"] as? String
            }
        }
        let failed = try invocation(report([], problems: [unreadable, lost, malformed], files: 2))
        XCTAssertEqual(failed["executionSuccessful"] as? Bool, false)
        XCTAssertEqual(notes(failed), ["unreadable", "unterminated block comment (the rest of the file was not analysed)"])
        XCTAssertEqual(try invocation(report([], problems: [unreadable], files: 0))["executionSuccessful"] as? Bool, false)
        XCTAssertEqual(try invocation(report([], problems: [lost], files: 1))["executionSuccessful"] as? Bool, false)
        let fine = try invocation(report([], problems: [malformed], files: 1))
        XCTAssertEqual(fine["executionSuccessful"] as? Bool, true, "malformed text that was still analysed")
        XCTAssertEqual(notes(fine), [])
        XCTAssertEqual(try invocation(report([], files: 0))["executionSuccessful"] as? Bool, true)
    }

    func testSARIFOriginalURIBaseIDIsTheRootDirectory() throws {
        func srcroot(_ root: String?) throws -> String? {
            var r = report([])
            r.rootDirectory = root
            let bases = try sarifRun(r)["originalUriBaseIds"] as? [String: Any]
            return (bases?["SRCROOT"] as? [String: Any])?["uri"] as? String
        }
        XCTAssertEqual(try srcroot("/Users/dev/Café App"), "file:///Users/dev/Caf%C3%A9%20App/")
        XCTAssertEqual(try srcroot("/work/app/"), "file:///work/app/")
        XCTAssertEqual(try srcroot("/"), "file:///")
        XCTAssertNil(try srcroot(nil))
        XCTAssertNil(try srcroot("relative/dir"), "only an absolute directory makes a file URI")
    }

    // MARK: GitHub

    func testGitHubEscapesPropertiesAndMessage() {
        let output = Reporter.render(report([diagnostic("100% done,\r\nok: yes", path: "a,b:c%.swift")]), format: .github)
        XCTAssertEqual(output, "::warning file=a%2Cb%3Ac%25.swift,line=1,col=2,endLine=1,endColumn=2,"
                       + "title=strong-delegate::100%25 done,%0D%0Aok: yes\n")
    }

    // MARK: XML

    func testXMLDropsCharactersXMLCannotCarry() throws {
        let message = "bell \u{07} tab \t nul \u{00} end"
        for format in [ReportFormat.checkstyle, .junit] {
            let xml = Reporter.render(report([diagnostic(message)]), format: format)
            XCTAssertFalse(xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "\(format)")
            let document = try XMLDocument(xmlString: xml, options: [])
            let error = try XCTUnwrap(document.nodes(forXPath: "//error[@message] | //failure[@message]").first as? XMLElement)
            XCTAssertEqual(error.attribute(forName: "message")?.stringValue, "bell  tab \t nul  end", "\(format)")
        }
    }
}

/// The `html` page's pieces.
final class HTMLFormatTests: XCTestCase {
    func testTextIsEscapedForElementsAndAttributes() {
        XCTAssertEqual(Escape.html("a < b && \"c\" > 'd'\u{07}\tx"), "a &lt; b &amp;&amp; &quot;c&quot; &gt; &#39;d&#39;\tx")
    }

    func testCodeSpansOfRuleTexts() {
        XCTAssertEqual(HTMLFormat.withCode("Declare it `weak` <now>"), "Declare it <code>weak</code> &lt;now&gt;")
        XCTAssertEqual(HTMLFormat.withCode("a `b` c `d"), "a <code>b</code> c `d")
    }

    func testFindingIdsAreUniqueEvenForTheSamePlace() {
        let d = Diagnostic(ruleID: "no", severity: .warning, message: "m", location: SourceLocation(path: "x-c.swift", line: 1, column: 9))
        var e = d
        e.ruleID = "no-x"
        e.location.path = "c.swift"
        let page = Reporter.render(LintReport(toolVersion: "0.1.0", rules: [], diagnostics: [d, e, d], problems: [],
                                              filesLinted: 2, linesLinted: 2, seconds: 0), format: .html)
        XCTAssertEqual(["finding-1", "finding-2", "finding-3"].map { page.components(separatedBy: "id=\"\($0)\"").count - 1 }, [1, 1, 1])
        XCTAssert(page.contains("<section class=\"rule\" id=\"rule-no-x\">"), page)
    }

    func testTheColumnsUnderlinedAreCodePoints() {
        XCTAssertEqual(HTMLFormat.underlined("  café.x = <y>", from: 3, to: 7), "  <span class=\"at\">café</span>.x = &lt;y&gt;")
        XCTAssertEqual(HTMLFormat.underlined("ab", from: 5, to: 9), "ab<span class=\"at\"></span>")
    }

    func testExcerptsHoldTheLinesAroundFindingsAndAtRelatedPlaces() {
        let d = Diagnostic(ruleID: "r", severity: .warning, message: "m", location: SourceLocation(path: "A.swift", line: 2, column: 1),
                           related: [RelatedLocation(location: SourceLocation(path: "B.swift", line: 40, column: 3), message: "here")])
        let excerpts = SourceExcerpts.around([d]) { path, line in path == "A.swift" && line > 4 ? nil : "\(path) \(line)" }
        XCTAssertEqual(excerpts.lines["A.swift"].map { $0.keys.sorted() }, [1, 2, 3, 4])
        XCTAssertEqual(excerpts.lines["B.swift"], [40: "B.swift 40"])
    }

    func testAFindingWithoutItsSourceStillShowsItsMessage() {
        let d = Diagnostic(ruleID: "strong-delegate", severity: .error, message: "held <strongly>",
                           location: SourceLocation(path: "Gone.swift", line: 3, column: 5))
        let page = Reporter.render(LintReport(toolVersion: "0.1.0", rules: ReportFixture.rules, diagnostics: [d], problems: [],
                                              filesLinted: 1, linesLinted: 3, seconds: 0), format: .html)
        XCTAssert(page.contains("<p class=\"message\">held &lt;strongly&gt;</p>"), page)
        XCTAssertFalse(page.contains("<pre"), page)
        XCTAssert(page.contains("1 finding in 1 file: <span class=\"error\">1 error</span>."), page)
    }
}
