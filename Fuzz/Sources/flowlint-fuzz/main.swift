import BuiltinRules
import FuzzDriver
import FlowLintDriver
import FlowLintKit
import FlowLintReporters
import Foundation

/// One input: the raw bytes are lexed and parsed as they are (invalid UTF-8 included), and read
/// as a storyboard, a nib and an Info.plist (XML and binary); their
/// UTF-8 reading is then linted with every built-in rule as a two-file project (the bytes as an
/// app file and as a test file, so the project-wide facts see two files), and the findings are
/// rendered in every report format. A crash, a sanitizer report, a hang or a diagnostic outside
/// the input's lines is a bug.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = SourceText(path: "Input.swift", bytes: bytes)
    let tree = Parser.parse(source)
    for problem in tree.problems { precondition(problem.offset <= bytes.count, "problem past the end of the input") }

    // The files flowlint reads for lifetimes, never lints: any bytes, as each kind (and as a
    // binary property list after its header).
    var interface = InterfaceFacts()
    for path in ["Main.storyboard", "Cell.xib", "Info.plist"] { interface.read(bytes, path: path) }
    interface.read(BinaryPlist.header + bytes, path: "Info.plist")

    let text = String(decoding: bytes, as: UTF8.self)
    let linter = Linter(rules: BuiltinRules.all.map { Linter.ConfiguredRule(rule: $0) }, jobs: 1)
    let output = linter.lint(sources: [("App/Input.swift", text), ("Tests/InputTests.swift", text)])
    // Lines as Swift counts them: `\n`, `\r\n` and a lone `\r` each end one.
    let lineCount = SourceText(path: "App/Input.swift", text: text).lineCount
    for d in output.diagnostics {
        let line = d.location.line
        precondition(line >= 1 && line <= lineCount + 1, "finding on line \(line) of a \(lineCount)-line input")
    }
    // The rules that reported (SARIF lists each result's rule), not all: rendering every rule's
    // full description per input would halve the executions per second.
    let reported = Set(output.diagnostics.map(\.ruleID))
    let report = LintReport(toolVersion: FlowLintVersion.current,
                            rules: BuiltinRules.all.map(\.description).filter { reported.contains($0.id) },
                            diagnostics: output.diagnostics, problems: output.problems,
                            filesLinted: output.files.count, linesLinted: output.lines, seconds: 0)
    for format in ReportFormat.allCases { _ = Reporter.render(report, format: format) }
    return 0
}

// libFuzzer parses the command line (corpus folders, -max_total_time=, -dict=, …) and calls
// `fuzzOneInput` for every input it makes.
var argc = CommandLine.argc
var argv = Optional(CommandLine.unsafeArgv)
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
