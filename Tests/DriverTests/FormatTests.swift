import BuiltinRules
import FlowLintDriver
import Foundation
import XCTest

/// Every `--format` over Fixtures/strong-delegate, compared with Golden/. Only strong-delegate
/// runs (through `--config`), so that work on the other rules does not change these files.
/// Run with `FLOWLINT_UPDATE_GOLDEN=1` to rewrite them after an intended change.
final class FormatTests: DriverTestCase {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path

    func testText() { assertGolden("text", "strong-delegate.txt") }
    func testJSON() { assertGolden("json", "strong-delegate.json") }
    func testSARIF() { assertGolden("sarif", "strong-delegate.sarif") }
    func testGitHub() { assertGolden("github", "strong-delegate-github.txt") }
    func testCheckstyle() { assertGolden("checkstyle", "strong-delegate-checkstyle.xml") }
    func testJUnit() { assertGolden("junit", "strong-delegate-junit.xml") }

    /// A configuration that runs strong-delegate only, outside the repository.
    func onlyStrongDelegateConfig() -> String {
        write("only-strong-delegate.yml", "only_rules: [strong-delegate]\n")
    }

    func lintFixture(_ arguments: [String]) -> RunResult {
        flowlint(["--config", onlyStrongDelegateConfig(), "-q"] + arguments + ["Fixtures/strong-delegate"], in: Self.repositoryRoot)
    }

    /// SARIF's SRCROOT for a run in the repository root: its `file://` URI, percent-encoded.
    static let rootURI = "file://" + (repositoryRoot + "/").addingPercentEncoding(
        withAllowedCharacters: CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/"))!
    /// What the golden files show instead, so that they do not depend on the checkout's place.
    static let goldenRootURI = "file:///path/to/flowlint/"

    func assertGolden(_ format: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let r = lintFixture(["--format", format])
        XCTAssertEqual(r.code, 0, r.dump, file: file, line: line)
        XCTAssertEqual(r.err, "", file: file, line: line)
        XCTAssertFalse(r.out.isEmpty, file: file, line: line)
        var out = r.out
        if format == "sarif" {
            XCTAssert(out.contains("\"uri\": \"\(Self.rootURI)\"\n"), "SRCROOT is the working directory\n" + out, file: file, line: line)
            out = out.replacingOccurrences(of: Self.rootURI, with: Self.goldenRootURI)
        }
        XCTAssertFalse(out.contains(Self.repositoryRoot), "no other absolute paths in the report", file: file, line: line)
        let path = Self.goldenDirectory + "/" + name
        if ProcessInfo.processInfo.environment["FLOWLINT_UPDATE_GOLDEN"] == "1" {
            try! FileManager.default.createDirectory(atPath: Self.goldenDirectory, withIntermediateDirectories: true)
            XCTAssert(FileManager.default.createFile(atPath: path, contents: Data(out.utf8)), file: file, line: line)
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return XCTFail("missing \(path); run with FLOWLINT_UPDATE_GOLDEN=1 to create it", file: file, line: line)
        }
        let expected = String(decoding: data, as: UTF8.self)
        XCTAssert(out == expected, "--format \(format) differs from Golden/\(name) (FLOWLINT_UPDATE_GOLDEN=1 rewrites it)\n"
                  + firstDifference(expected, out), file: file, line: line)
    }

    func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(a.count, b.count) where i >= a.count || i >= b.count || a[i] != b[i] {
            return "line \(i + 1):\n  expected: \(i < a.count ? String(a[i]) : "<end>")\n  actual:   \(i < b.count ? String(b[i]) : "<end>")"
        }
        return ""
    }

    func testTextGoldenIsClangStyle() throws {
        let text = try XCTUnwrap(FileManager.default.contents(atPath: Self.goldenDirectory + "/strong-delegate.txt"))
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
            XCTAssertNotNil(line.range(of: #"^Fixtures/strong-delegate/[A-Za-z/]+\.swift:\d+:\d+: (warning|note): "#, options: .regularExpression),
                            String(line))
        }
    }

    // MARK: --output

    func testOutputFile() {
        for format in ["text", "json", "sarif", "github", "checkstyle", "junit"] {
            let stdout = lintFixture(["--format", format])
            let output = tmp + "/report-\(format).out"
            let toFile = lintFixture(["--format", format, "--output", output])
            XCTAssertEqual(toFile.code, stdout.code)
            XCTAssertEqual(toFile.out, "", "nothing on stdout with --output")
            XCTAssertEqual(read(output), stdout.out, "--output \(format) writes what stdout would show")
        }
    }

    func testOutputFileRelativeToWorkingDirectoryAndOverwritten() {
        write("Profile.swift", Snippet.strongDelegate())
        write("out/report.txt", String(repeating: "old contents\n", count: 100))
        let r = flowlint(["-o", "out/report.txt", "Profile.swift"])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.out, "")
        XCTAssert(r.err.hasPrefix("flowlint: 1 file, 1 warning"), "the summary still goes to stderr\n" + r.dump)
        let report = read("out/report.txt")
        XCTAssert(report.hasPrefix("Profile.swift:3:5: warning: "), report)
        XCTAssertFalse(report.contains("old contents"))
    }

    func testOutputFileHasNoColor() {
        write("Profile.swift", Snippet.strongDelegate())
        _ = flowlint(["--color", "--output", "r.txt"])
        XCTAssertFalse(read("r.txt").contains("\u{1B}["))
        XCTAssert(flowlint(["--color"]).out.contains("\u{1B}["), "--color on stdout")
    }

    func testNoColorIsHonouredUnlessColorIsAsked() {
        write("Profile.swift", Snippet.strongDelegate())
        func run(_ arguments: [String], noColor: Bool) -> String {
            let capture = Capture()
            var streams = capture.streams
            streams.outIsTerminal = true
            streams.noColorRequested = noColor
            _ = FlowLint.run(arguments: arguments, rules: BuiltinRules.all, workingDirectory: tmp, streams: streams)
            return capture.out
        }
        XCTAssert(run([], noColor: false).contains("\u{1B}["), "a terminal gets colour")
        XCTAssertFalse(run([], noColor: true).contains("\u{1B}["), "NO_COLOR")
        XCTAssert(run(["--color"], noColor: true).contains("\u{1B}["), "--color wins over NO_COLOR")
    }

    func testStampFileIsWrittenAfterLinting() {
        write("Profile.swift", Snippet.strongDelegate())
        let r = flowlint(["--stamp-file", "work/FlowLint+App.swift", "Profile.swift"])
        XCTAssertEqual(r.code, 2, "the stamp's folder does not exist: a clear error\n" + r.dump)
        XCTAssert(r.err.contains("cannot write 'work/FlowLint+App.swift'"), r.dump)
        write("work/.keep", "")
        XCTAssertEqual(flowlint(["--stamp-file", "work/FlowLint+App.swift", "Profile.swift"]).code, 0)
        XCTAssertEqual(read("work/FlowLint+App.swift"), "// flowlint ran on this target.\n", "an empty Swift file, compiled harmlessly")
    }

    func testLintAndAnalyzeMayBeWrittenFirst() {
        write("Profile.swift", Snippet.strongDelegate())
        for verb in ["lint", "analyze"] {
            let r = flowlint([verb, "."])
            XCTAssertEqual(r.code, 0, r.dump)
            XCTAssertEqual(r.places(), ["Profile.swift:3:5"], r.dump)
        }
        XCTAssertEqual(flowlint(["lint"]).places(), ["Profile.swift:3:5"], "no path: the current directory")
    }

    func testOutputFileInMissingFolder() {
        write("Profile.swift", Snippet.strongDelegate())
        let r = flowlint(["--output", "no/such/folder/report.txt"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("flowlint: error: cannot write 'no/such/folder/report.txt': No such file or directory"), r.dump)
    }

    func testCleanRunInEachFormat() {
        write("Point.swift", Snippet.clean())
        XCTAssertEqual(flowlint(["--format", "text"]).out, "")
        XCTAssertEqual(flowlint(["--format", "github"]).out, "")
        let junit = flowlint(["--format", "junit"]).out
        XCTAssert(junit.contains("<testcase name=\"no findings\""), junit)
        let checkstyle = flowlint(["--format", "checkstyle"]).out
        XCTAssert(checkstyle.contains("<checkstyle version=\"4.3\">"), checkstyle)
        XCTAssert(flowlint(["--format", "json"]).out.contains("\"diagnostics\": []"))
        XCTAssert(flowlint(["--format", "sarif"]).out.contains("\"results\": []"))
    }

    func testSARIFRunWithAFileNotFullyAnalysed() throws {
        write("Profile.swift", Snippet.strongDelegate())
        write("Broken.swift", "let a = 1\n/* never closed\nlet b = 2\n")
        let r = flowlint(["--format", "sarif", "-q"])
        XCTAssertEqual(r.code, 2, r.dump)
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false, r.out)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        XCTAssertEqual((notification["message"] as? [String: Any])?["text"] as? String,
                       "unterminated block comment (the rest of the file was not analysed)")
        let bases = try XCTUnwrap(run["originalUriBaseIds"] as? [String: Any])
        let root = try XCTUnwrap((bases["SRCROOT"] as? [String: Any])?["uri"] as? String)
        XCTAssertEqual(URL(string: root)?.path, tmp, "the working directory")
        XCTAssert(root.hasPrefix("file:///") && root.hasSuffix("/"), root)
        XCTAssertEqual((run["results"] as? [Any])?.count, 1)
        let clean = flowlint(["--format", "sarif", "-q", "Profile.swift"])
        XCTAssertEqual(clean.code, 0, clean.dump)
        XCTAssert(clean.out.contains("\"executionSuccessful\": true"), clean.out)
    }

    func testFormatFromConfigurationAndInlineValue() {
        write("Profile.swift", Snippet.strongDelegate())
        write(".flowlint.yml", "reporter: json\n")
        XCTAssert(flowlint(["-q"]).out.hasPrefix("{\n  \"version\": 1,"), "reporter from .flowlint.yml")
        XCTAssert(flowlint(["-q", "--format=github"]).out.hasPrefix("::warning file=Profile.swift,line=3,col=5,"),
                  "the command line wins over the configuration")
        XCTAssert(flowlint(["-q", "--reporter", "checkstyle"]).out.hasPrefix("<?xml"))
    }
}

/// `--format html` from the command line: the code comes from the files linted, the picture
/// from the ownership graph.
final class HTMLReportTests: DriverTestCase {
    func testThePageShowsTheCodeAndTheCyclePicture() {
        write("Editor.swift", """
            protocol EditorDelegate: AnyObject {}
            final class Editor {
                var delegate: EditorDelegate?
            }
            final class EditorHost: EditorDelegate {
                let editor = Editor()
                func start() { editor.delegate = self } // <start>
            }

            """)
        let r = flowlint(["--format", "html", "--output", "report.html"])
        XCTAssertEqual(r.code, 0, r.dump)
        let page = read("report.html")
        XCTAssert(page.hasPrefix("<!DOCTYPE html>\n"), page)
        XCTAssert(page.contains("<span class=\"line hit\"><span class=\"number\">3</span>    <span class=\"at\">var</span> delegate: EditorDelegate?</span>"), page)
        XCTAssert(page.contains("<span class=\"at\">editor</span>.delegate = self } // &lt;start&gt;"), page)
        XCTAssert(page.contains("<section id=\"retain-cycles\">") && page.contains("<svg xmlns="), page)
        XCTAssertEqual(flowlint(["--format", "html"]).out, page)

        write(".flowlint.yml", "reporter: html\n")
        XCTAssert(flowlint(["-q"]).out.hasPrefix("<!DOCTYPE html>"))
    }

    func testNoCyclesNoPicture() {
        write("Clean.swift", Snippet.clean())
        let page = flowlint(["--format", "html"]).out
        XCTAssert(page.contains("No findings in 1 file."), page)
        XCTAssertFalse(page.contains("<svg"), page)
    }
}
