import FlowLintDiagnostics

/// The output formats of `flowlint`, named as on the command line (`--format json`).
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Clang-style lines (`path:line:col: warning: message [rule-id]`), for terminals and Xcode.
    case text
    /// flowlint's own versioned JSON (see `docs/schema/flowlint-report-v1.schema.json`).
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…::message`), shown as annotations.
    case github
    /// Checkstyle XML, for tools such as reviewdog, Jenkins and Danger.
    case checkstyle
    /// JUnit XML, for CI systems that show test results.
    case junit
    /// GitLab Code Quality JSON, shown in merge requests.
    case gitlab
    /// SonarQube's generic external issues JSON (`sonar.externalIssuesReportPaths`).
    case sonarqube
    /// Markdown tables per rule, for pull-request comments and `$GITHUB_STEP_SUMMARY`.
    case markdown
    /// One self-contained HTML page: findings by rule and file, the code around each, the
    /// retain-cycle picture.
    case html
}

/// Presentation choices that do not change what is reported.
public struct ReporterOptions: Sendable {
    /// Use ANSI colours and bold in `text` output. Ignored by the other formats.
    public var useColor: Bool = false
    /// The source lines `html` shows around each finding. Ignored by the other formats.
    public var excerpts: SourceExcerpts = .init()
    /// An SVG picture of the retain cycles found, embedded by `html`. Ignored by the others.
    public var cyclesPicture: String?

    public init(useColor: Bool = false, excerpts: SourceExcerpts = .init(), cyclesPicture: String? = nil) {
        self.useColor = useColor
        self.excerpts = excerpts
        self.cyclesPicture = cyclesPicture
    }
}

/// Turns a `LintReport` into text.
public enum Reporter {
    /// Renders the report in the given format. Output is deterministic (same report, same bytes)
    /// and always ends with "\n" when non-empty. Diagnostics keep the report's order.
    public static func render(_ report: LintReport, format: ReportFormat, options: ReporterOptions = .init()) -> String {
        switch format {
        case .text: return TextFormat.render(report, useColor: options.useColor)
        case .json: return JSONFormat.render(report)
        case .sarif: return SARIFFormat.render(report)
        case .github: return GitHubFormat.render(report)
        case .checkstyle: return CheckstyleFormat.render(report)
        case .junit: return JUnitFormat.render(report)
        case .gitlab: return GitLabFormat.render(report)
        case .sonarqube: return SonarQubeFormat.render(report)
        case .markdown: return MarkdownFormat.render(report)
        case .html: return HTMLFormat.render(report, excerpts: options.excerpts, cyclesPicture: options.cyclesPicture)
        }
    }

    /// `1.25` for 1.2467 (what `%.2f` prints, without Foundation).
    static func twoDecimals(_ x: Double) -> String {
        let hundredths = Int((max(0, x) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// One-line summary for stderr, e.g.
    /// `flowlint: 12 files, 3 warnings, 1 error, 0 notes in 0.04 s`, followed by
    /// `, 1 file could not be analysed` when some files were unreadable and
    /// `, 1 file could not be fully analysed` when the end of some files was not analysed.
    public static func summary(_ report: LintReport) -> String {
        var line = "flowlint: " + [
            counted(report.filesLinted, "file"),
            counted(report.count(.warning), "warning"),
            counted(report.count(.error), "error"),
            counted(report.count(.note), "note"),
        ].joined(separator: ", ")
        line += " in " + twoDecimals(report.seconds) + " s"
        let unreadable = report.unreadablePaths.count
        if unreadable > 0 {
            line += ", " + counted(unreadable, "file") + " could not be analysed"
        }
        let incomplete = report.incompletePaths.count
        if incomplete > 0 {
            line += ", " + counted(incomplete, "file") + " could not be fully analysed"
        }
        return line
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension LintReport {
    /// Problems of kind `.unreadable`: files that were not analysed at all.
    var unreadableProblems: [FileProblem] { problems.filter { $0.kind == .unreadable } }

    /// Distinct paths of unreadable files.
    var unreadablePaths: Set<String> { Set(unreadableProblems.map(\.path)) }

    /// Distinct paths of files not analysed in full (problems that lose the rest of the file, or
    /// code nested too deep).
    var incompletePaths: Set<String> { Set(problems.filter { $0.losesRestOfFile || $0.skipsCode }.map(\.path)) }

    /// Diagnostics and unreadable-file problems grouped by path, paths in byte order (as
    /// `SourceLocation` sorts them), for the formats that list files.
    var findingsByFile: [FileFindings] {
        var byPath: [String: FileFindings] = [:]
        for problem in unreadableProblems {
            byPath[problem.path, default: FileFindings(path: problem.path)].problems.append(problem)
        }
        for diagnostic in diagnostics {
            let path = diagnostic.location.path
            byPath[path, default: FileFindings(path: path)].diagnostics.append(diagnostic)
        }
        return byPath.values.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }
}

/// The findings of one file.
struct FileFindings {
    var path: String
    var problems: [FileProblem] = []
    var diagnostics: [Diagnostic] = []
}
