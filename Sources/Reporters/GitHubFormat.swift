import FlowLintDiagnostics

/// GitHub Actions workflow commands, which the Actions runner turns into annotations:
/// `::warning file=path,line=L,col=C,endLine=L2,endColumn=C2,title=rule-id::message`.
/// Unreadable files become `::error file=path::message`.
enum GitHubFormat {
    static func render(_ report: LintReport) -> String {
        let problems = report.unreadableProblems.map { command("error", [("file", $0.path)], $0.message) }
        let diagnostics = report.diagnostics.map { diagnostic -> String in
            let location = diagnostic.location
            return command(name(diagnostic.severity), [
                ("file", location.path),
                ("line", String(location.line)),
                ("col", String(location.column)),
                ("endLine", String(location.endLine)),
                ("endColumn", String(location.endColumn)),
                ("title", diagnostic.ruleID),
            ], diagnostic.message)
        }
        return (problems + diagnostics).joined()
    }

    private static func name(_ severity: Severity) -> String {
        switch severity {
        case .note: return "notice"
        case .warning: return "warning"
        case .error: return "error"
        }
    }

    private static func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0)=\(Escape.githubProperty($1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(Escape.githubMessage(message))\n"
    }
}
