import FlowLintDiagnostics

/// Writes indented XML elements with escaped attribute values and text.
struct XMLWriter {
    private(set) var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var depth = 0

    /// An element without children: `<name a="v"/>`, or `<name a="v">text</name>` when `text` is given.
    mutating func leaf(_ name: String, _ attributes: [(String, String)], text: String? = nil) {
        let start = "<" + name + Self.attributeList(attributes)
        if let text {
            line(start + ">" + Escape.xml(text, inAttribute: false) + "</\(name)>")
        } else {
            line(start + "/>")
        }
    }

    /// An element whose children `body` writes.
    mutating func element(_ name: String, _ attributes: [(String, String)], body: (inout XMLWriter) -> Void) {
        line("<" + name + Self.attributeList(attributes) + ">")
        depth += 1
        body(&self)
        depth -= 1
        line("</\(name)>")
    }

    private mutating func line(_ text: String) {
        output += String(repeating: "  ", count: depth) + text + "\n"
    }

    private static func attributeList(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0)=\"\(Escape.xml($1))\"" }.joined()
    }
}

/// Checkstyle XML: one `<file>` per path with findings, paths sorted; rule ids as
/// `source="flowlint.rule-id"`, unreadable files as `source="flowlint.io"`.
enum CheckstyleFormat {
    static func render(_ report: LintReport) -> String {
        var xml = XMLWriter()
        xml.element("checkstyle", [("version", "4.3")]) { xml in
            for file in report.findingsByFile {
                xml.element("file", [("name", file.path)]) { xml in
                    for problem in file.problems {
                        xml.leaf("error", position(problem.line, problem.column) + [
                            ("severity", "error"), ("message", problem.message), ("source", "flowlint.io"),
                        ])
                    }
                    for diagnostic in file.diagnostics {
                        xml.leaf("error", position(diagnostic.location.line, diagnostic.location.column) + [
                            ("severity", severity(diagnostic.severity)),
                            ("message", diagnostic.message),
                            ("source", "flowlint." + diagnostic.ruleID),
                        ])
                    }
                }
            }
        }
        return xml.output
    }

    private static func position(_ line: Int?, _ column: Int?) -> [(String, String)] {
        [("line", line), ("column", column)].compactMap { name, value in value.map { (name, String($0)) } }
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .note: return "info"
        case .warning: return "warning"
        case .error: return "error"
        }
    }
}

/// JUnit XML: one `<testsuite>` per file with findings, one failing `<testcase>` per
/// diagnostic and one erroring `<testcase>` per unreadable file. A report without findings
/// gives a single passing test, so CI systems see that the lint ran.
enum JUnitFormat {
    static func render(_ report: LintReport) -> String {
        let files = report.findingsByFile
        let failures = report.diagnostics.count
        let errors = report.unreadableProblems.count
        var xml = XMLWriter()
        xml.element("testsuites", counts(tests: max(1, failures + errors), failures: failures, errors: errors,
                                         name: "flowlint")) { xml in
            if files.isEmpty {
                xml.element("testsuite", counts(tests: 1, failures: 0, errors: 0, name: "flowlint")) { xml in
                    xml.leaf("testcase", [("name", "no findings"), ("classname", "flowlint")])
                }
            }
            for file in files {
                write(file, to: &xml)
            }
        }
        return xml.output
    }

    private static func write(_ file: FileFindings, to xml: inout XMLWriter) {
        let attributes = counts(tests: file.problems.count + file.diagnostics.count,
                                failures: file.diagnostics.count, errors: file.problems.count, name: file.path)
        xml.element("testsuite", attributes) { xml in
            for problem in file.problems {
                xml.element("testcase", [("name", "unreadable"), ("classname", file.path)]) { xml in
                    xml.leaf("error", [("type", "flowlint.io"), ("message", problem.message)])
                }
            }
            for diagnostic in file.diagnostics {
                let location = diagnostic.location
                let name = "\(diagnostic.ruleID) \(location.line):\(location.column)"
                xml.element("testcase", [("name", name), ("classname", file.path)]) { xml in
                    xml.leaf("failure", [("type", diagnostic.ruleID), ("message", diagnostic.message)],
                             text: String(TextFormat.lines(for: diagnostic).dropLast()))
                }
            }
        }
    }

    private static func counts(tests: Int, failures: Int, errors: Int, name: String) -> [(String, String)] {
        [("name", name), ("tests", String(tests)), ("failures", String(failures)), ("errors", String(errors))]
    }
}
