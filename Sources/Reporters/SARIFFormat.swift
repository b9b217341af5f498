import FlowLintDiagnostics

/// SARIF 2.1.0 as GitHub code scanning accepts it. Relative paths are given with
/// `uriBaseId: "SRCROOT"`, and `originalUriBaseIds` gives SRCROOT as the `file://` URI of the
/// report's root directory (GitHub resolves such URIs against the repository root).
enum SARIFFormat {
    static let uriBaseID = "SRCROOT"
    static let fingerprintKey = "flowlintFingerprint/v1"
    static let informationURI = "https://github.com/flowlint/flowlint"

    static func render(_ report: LintReport) -> String {
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver: JSONValue = [
            "name": "flowlint",
            "version": .string(report.toolVersion),
            "semanticVersion": .string(report.toolVersion),
            "informationUri": .string(informationURI),
            "rules": .array(report.rules.map(rule)),
        ]
        let run: JSONValue = [
            "tool": ["driver": driver],
            "invocations": [invocation(report)],
            "originalUriBaseIds": report.rootDirectory.flatMap(originalURIBaseIDs),
            "columnKind": "unicodeCodePoints",
            "results": .array(report.diagnostics.map { result($0, ruleIndex: ruleIndex[$0.ruleID]) }),
        ]
        let document: JSONValue = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ]
        return document.rendered() + "\n"
    }

    /// A `reportingDescriptor` for `tool.driver.rules`.
    private static func rule(_ rule: RuleDescription) -> JSONValue {
        let helpText = "\(rule.summary)\n\n\(rule.rationale)\n\nFix: \(rule.fix)"
        let helpMarkdown = "**\(rule.summary)**\n\n\(rule.rationale)\n\n**Fix:** \(rule.fix)\n\n"
            + "[Documentation](\(rule.helpURI))"
        return [
            "id": .string(rule.id),
            "name": .string(upperCamelCase(rule.name)),
            "shortDescription": ["text": .string(rule.summary)],
            "fullDescription": ["text": .string(rule.rationale)],
            "help": ["text": .string(helpText), "markdown": .string(helpMarkdown)],
            "helpUri": .string(rule.helpURI),
            "defaultConfiguration": ["level": .string(level(rule.defaultSeverity))],
            "properties": ["tags": ["flowlint"]],
        ]
    }

    private static func result(_ diagnostic: Diagnostic, ruleIndex: Int?) -> JSONValue {
        let related = diagnostic.related.enumerated().map { offset, related -> JSONValue in
            [
                "id": .int(offset + 1),
                "physicalLocation": physicalLocation(related.location),
                "message": ["text": .string(related.message)],
            ]
        }
        let fingerprint = diagnostic.fingerprint
        return [
            "ruleId": .string(diagnostic.ruleID),
            "ruleIndex": ruleIndex.map(JSONValue.int),
            "level": .string(level(diagnostic.severity)),
            "message": ["text": .string(diagnostic.message)],
            "locations": [["physicalLocation": physicalLocation(diagnostic.location)]],
            "relatedLocations": related.isEmpty ? nil : .array(related),
            "partialFingerprints": fingerprint.isEmpty ? nil : [fingerprintKey: .string(fingerprint)],
        ]
    }

    /// SRCROOT as the `file://` URI of `root`, ending in `/`; nil when `root` is not absolute.
    static func originalURIBaseIDs(_ root: String) -> JSONValue? {
        guard root.hasPrefix("/") else { return nil }
        let directory = root.hasSuffix("/") ? root : root + "/"
        return [uriBaseID: ["uri": .string("file://" + Escape.uriPath(directory))]]
    }

    /// The run's single invocation. It failed when some file could not be analysed, or not to
    /// its end; each such problem is a notification.
    private static func invocation(_ report: LintReport) -> JSONValue {
        let failures = report.problems.filter(\.isAnalysisError)
        let notifications = failures.map { problem -> JSONValue in
            [
                "level": "error",
                "message": ["text": .string(problem.message + (problem.losesRestOfFile ? " (the rest of the file was not analysed)" : ""))],
                "locations": [["physicalLocation": physicalLocation(problem.path, region: problemRegion(problem))]],
            ]
        }
        return [
            "executionSuccessful": .bool(failures.isEmpty),
            "toolExecutionNotifications": .array(notifications),
            "toolConfigurationNotifications": [],
        ]
    }

    private static func physicalLocation(_ location: SourceLocation) -> JSONValue {
        physicalLocation(location.path, region: [
            "startLine": .int(location.line),
            "startColumn": .int(location.column),
            "endLine": .int(location.endLine),
            "endColumn": .int(location.endColumn),
        ])
    }

    private static func problemRegion(_ problem: FileProblem) -> JSONValue? {
        guard let line = problem.line else { return nil }
        return ["startLine": .int(line), "startColumn": problem.column.map(JSONValue.int)]
    }

    private static func physicalLocation(_ path: String, region: JSONValue?) -> JSONValue {
        ["artifactLocation": artifactLocation(path), "region": region]
    }

    /// A relative path becomes a percent-encoded URI reference against `SRCROOT`; an absolute
    /// one (a file outside the working directory) a `file://` URI.
    static func artifactLocation(_ path: String) -> JSONValue {
        if path.hasPrefix("/") {
            return ["uri": .string("file://" + Escape.uriPath(path))]
        }
        return ["uri": .string(Escape.uriPath(path)), "uriBaseId": .string(uriBaseID)]
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .note: return "note"
        case .warning: return "warning"
        case .error: return "error"
        }
    }

    /// "Strong delegate" → "StrongDelegate": words split at anything but letters and digits,
    /// each word's first letter upper-cased, the rest kept ("URL session" → "URLSession").
    static func upperCamelCase(_ name: String) -> String {
        name.split { !($0.isLetter || $0.isNumber) }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }
}
