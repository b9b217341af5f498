import FlowLintDiagnostics

/// GitLab's Code Quality report: a JSON array of issues in the Code Climate shape GitLab reads
/// (`description`, `check_name`, `fingerprint`, `severity`, `location.path`,
/// `location.lines.begin`), shown in merge requests. Unreadable files are left out: GitLab has no
/// place for them (the run's exit status and stderr tell).
enum GitLabFormat {
    static func render(_ report: LintReport) -> String {
        let issues: [JSONValue] = report.diagnostics.map { d in
            [
                "type": "issue",
                "check_name": .string(d.ruleID),
                "description": .string(d.message),
                "categories": ["Bug Risk"],
                "severity": .string(severity(d.severity)),
                "fingerprint": .string(d.fingerprint),
                "location": [
                    "path": .string(d.location.path),
                    "lines": ["begin": .int(d.location.line), "end": .int(max(d.location.line, d.location.endLine))],
                ],
            ]
        }
        return JSONValue.array(issues).rendered() + "\n"
    }

    /// GitLab's scale: info, minor, major, critical, blocker.
    static func severity(_ s: Severity) -> String {
        switch s {
        case .note: return "info"
        case .warning: return "minor"
        case .error: return "major"
        }
    }
}

/// SonarQube's generic external issue format (10.3 and later: `rules` with clean-code
/// attributes and impacts, `issues` pointing at them), imported with
/// `sonar.externalIssuesReportPaths`. Lines only: SonarQube rejects columns past a line's end,
/// and its columns count differently from flowlint's.
enum SonarQubeFormat {
    static func render(_ report: LintReport) -> String {
        // The severity a rule's findings carry in this run (the configuration may change it).
        var severities: [String: Severity] = [:]
        for d in report.diagnostics { severities[d.ruleID] = max(severities[d.ruleID] ?? d.severity, d.severity) }
        let rules: [JSONValue] = report.rules.filter { severities[$0.id] != nil }.sorted { $0.id < $1.id }.map { r in
            [
                "id": .string(r.id),
                "name": .string(r.name),
                "description": .string(r.summary + " " + r.rationale),
                "engineId": "flowlint",
                "cleanCodeAttribute": "LOGICAL",
                "impacts": [["softwareQuality": "RELIABILITY", "severity": .string(impact(severities[r.id] ?? r.defaultSeverity))]],
            ]
        }
        let issues: [JSONValue] = report.diagnostics.map { d in
            [
                "ruleId": .string(d.ruleID),
                "effortMinutes": 10,
                "primaryLocation": location(d.location, d.message),
                "secondaryLocations": d.related.isEmpty ? nil : .array(d.related.map { location($0.location, $0.message) }),
            ]
        }
        return JSONValue.object([("rules", .array(rules)), ("issues", .array(issues))]).rendered() + "\n"
    }

    private static func location(_ l: SourceLocation, _ message: String) -> JSONValue {
        [
            "message": .string(message),
            "filePath": .string(l.path),
            "textRange": ["startLine": .int(l.line), "endLine": .int(max(l.line, l.endLine))],
        ]
    }

    /// SonarQube's impact severities: LOW, MEDIUM, HIGH.
    static func impact(_ s: Severity) -> String {
        switch s {
        case .note: return "LOW"
        case .warning: return "MEDIUM"
        case .error: return "HIGH"
        }
    }
}

/// Markdown for a pull-request comment or `$GITHUB_STEP_SUMMARY`: a summary line, then one
/// table per rule (linked to its documentation) with each finding's place and message, and the
/// files that could not be analysed.
enum MarkdownFormat {
    static func render(_ report: LintReport) -> String {
        var text = "### flowlint\n\n"
        let findings = report.diagnostics.count
        text += findings == 0 ? "No findings" : "\(findings) finding\(findings == 1 ? "" : "s")"
        text += " in \(report.filesLinted) file\(report.filesLinted == 1 ? "" : "s")"
        let counts = [(Severity.error, "error"), (.warning, "warning"), (.note, "note")].compactMap { s, name -> String? in
            let n = report.count(s)
            return n == 0 ? nil : "\(n) \(name)\(n == 1 ? "" : "s")"
        }
        text += counts.isEmpty ? ".\n" : " (" + counts.joined(separator: ", ") + ").\n"
        let byRule = Dictionary(grouping: report.diagnostics, by: \.ruleID)
        for id in byRule.keys.sorted() {
            let list = byRule[id] ?? []
            let rule = report.rules.first { $0.id == id }
            let title = rule.map { "[`\(id)`](\($0.helpURI))" } ?? "`\(id)`"
            text += "\n#### \(title) (\(list.count))\n\n| | where | finding |\n|---|---|---|\n"
            for d in list {
                text += "| \(icon(d.severity)) | `\(cell(d.location.path)):\(d.location.line)` | \(cell(d.message)) |\n"
            }
        }
        let unreadable = report.unreadableProblems
        if !unreadable.isEmpty {
            text += "\n#### Not analysed (\(unreadable.count))\n\n"
            for p in unreadable { text += "- `\(cell(p.path))`: \(cell(p.message))\n" }
        }
        return text
    }

    private static func icon(_ s: Severity) -> String {
        switch s {
        case .note: return "ℹ️"
        case .warning: return "⚠️"
        case .error: return "❌"
        }
    }

    /// Text for a table cell: one line (line breaks as `<br>`), with `|`, `<`, `&` escaped and
    /// backticks kept out of code spans.
    static func cell(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "|": out += "\\|"
            case "`": out += "'"
            case "<": out += "&lt;"
            case "&": out += "&amp;"
            case "\n": out += "<br>"
            case "\r", "\t": out += " "
            default: out.append(ch)
            }
        }
        return out
    }
}
