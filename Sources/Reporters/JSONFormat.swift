import FlowLintDiagnostics

/// flowlint's own JSON report, version 1. The schema is `docs/schema/flowlint-report-v1.schema.json`
/// and `docs/output-formats.md` describes it; bump `schemaVersion` on any breaking change.
enum JSONFormat {
    static let schemaVersion = 1

    static func render(_ report: LintReport) -> String {
        let document: JSONValue = [
            "version": .int(schemaVersion),
            "tool": ["name": "flowlint", "version": .string(report.toolVersion)],
            "summary": [
                "files": .int(report.filesLinted),
                "lines": .int(report.linesLinted),
                "errors": .int(report.count(.error)),
                "warnings": .int(report.count(.warning)),
                "notes": .int(report.count(.note)),
            ],
            "diagnostics": .array(report.diagnostics.map(diagnostic)),
            "problems": .array(report.problems.map(problem)),
        ]
        return document.rendered() + "\n"
    }

    private static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        let location = diagnostic.location
        return [
            "rule": .string(diagnostic.ruleID),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "path": .string(location.path),
            "line": .int(location.line),
            "column": .int(location.column),
            "endLine": .int(location.endLine),
            "endColumn": .int(location.endColumn),
            "fingerprint": .string(diagnostic.fingerprint),
            "related": .array(diagnostic.related.map(related)),
        ]
    }

    private static func related(_ related: RelatedLocation) -> JSONValue {
        [
            "path": .string(related.location.path),
            "line": .int(related.location.line),
            "column": .int(related.location.column),
            "message": .string(related.message),
        ]
    }

    private static func problem(_ problem: FileProblem) -> JSONValue {
        [
            "kind": .string(problem.kind.rawValue),
            "path": .string(problem.path),
            "line": problem.line.map(JSONValue.int),
            "column": problem.column.map(JSONValue.int),
            "message": .string(problem.message),
            "restOfFileNotAnalysed": problem.losesRestOfFile ? true : nil,
            "codeNotAnalysed": problem.skipsCode ? true : nil,
        ]
    }
}
