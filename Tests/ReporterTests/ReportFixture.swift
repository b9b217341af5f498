import FlowLintDiagnostics
import FlowLintReporters

/// The report every golden file renders. It exercises each severity, related locations,
/// a path with a space and non-ASCII characters, a message with characters every format
/// must escape (quotes, `<`, `&`, `%`, comma, colon, newline), an unreadable file and a
/// malformed-text problem.
enum ReportFixture {
    static let menuPath = "Sources/Café Views/Menu View.swift"
    static let trickyMessage = "Observer for \"didReceiveMemoryWarning\" is never removed: <self> & its views stay alive, "
        + "100% of the time\nRemove it in deinit."

    static let rules = [
        RuleDescription(id: "notification-observer-leak", name: "Notification observer leak",
                        summary: "A block-based notification observer that is never removed.",
                        rationale: "NotificationCenter keeps the observer token, and the block keeps `self`, alive.",
                        fix: "Store the token and pass it to `removeObserver(_:)`.",
                        defaultSeverity: .error),
        RuleDescription(id: "singleton-state", name: "Singleton state",
                        summary: "Mutable state stored in a shared singleton.",
                        rationale: "State in a singleton is shared by every screen & outlives them.",
                        fix: "Inject the state instead.",
                        defaultSeverity: .note, enabledByDefault: false),
        RuleDescription(id: "strong-delegate", name: "Strong delegate",
                        summary: "A delegate property that is not weak.",
                        rationale: "A delegate usually owns its delegating object; a strong reference back is a retain cycle.",
                        fix: "Declare the property `weak`.",
                        defaultSeverity: .warning),
    ]

    static let diagnostics = [
        Diagnostic(ruleID: "strong-delegate", severity: .warning,
                   message: "Property 'delegate' holds a delegate strongly; declare it 'weak var'",
                   location: SourceLocation(path: "Fixtures/strong-delegate/ProfileViewController.swift",
                                            line: 12, column: 5, endLine: 12, endColumn: 26),
                   related: [RelatedLocation(location: SourceLocation(path: "Fixtures/strong-delegate/ProfileViewController.swift",
                                                                      line: 30, column: 9),
                                             message: "'self' is assigned as the delegate here")],
                   fingerprint: "3f9a1c2b7d4e5f60"),
        Diagnostic(ruleID: "notification-observer-leak", severity: .error, message: trickyMessage,
                   location: SourceLocation(path: menuPath, line: 3, column: 9, endLine: 5, endColumn: 10),
                   related: [
                       RelatedLocation(location: SourceLocation(path: menuPath, line: 3, column: 40),
                                       message: "the block captures 'self' strongly"),
                       RelatedLocation(location: SourceLocation(path: "Sources/Shared/Notifications.swift", line: 7, column: 1),
                                       message: "notification name declared here"),
                   ],
                   fingerprint: "a1b2c3d4e5f60718"),
        Diagnostic(ruleID: "singleton-state", severity: .note,
                   message: "'MenuCache.shared' stores mutable state: 'items'",
                   location: SourceLocation(path: menuPath, line: 18, column: 3, endLine: 18, endColumn: 30),
                   fingerprint: "0f1e2d3c4b5a6978"),
    ]

    /// Source lines for the `html` page: around the first two findings (not the third, whose
    /// file is not at hand), with a tab, a `<tag>` and a non-ASCII letter to escape and count.
    static let excerpts = SourceExcerpts(lines: [
        "Fixtures/strong-delegate/ProfileViewController.swift": [
            10: "final class ProfileViewController: UIViewController {",
            11: "",
            12: "    var delegate: ProfileDelegate?",
            13: "\tlet title = \"<Profile>\"",
            30: "        child.delegate = self",
        ],
        menuPath: [
            1: "final class MenuView: UIView {",
            2: "    init() {",
            3: "        token = center.addObserver(forName: .café, object: nil, queue: nil) { _ in self.reload() }",
            4: "            self.reload()",
            5: "        }",
            6: "    }",
        ],
    ])

    static let problems = [
        FileProblem(kind: .unreadable, path: "Sources/Broken File.swift", message: "cannot decode as UTF-8 (byte 0xFF at offset 12)"),
        FileProblem(kind: .malformed, path: menuPath, line: 40, column: 7, message: "unterminated string literal"),
    ]

    static let report = LintReport(toolVersion: "0.1.0", rules: rules, diagnostics: diagnostics, problems: problems,
                                   filesLinted: 3, linesLinted: 420, seconds: 0.042, rootDirectory: "/Users/dev/Coffee Shop")

    /// A run that found nothing.
    static let clean = LintReport(toolVersion: "0.1.0", rules: rules, diagnostics: [], problems: [],
                                  filesLinted: 1, linesLinted: 10, seconds: 0.001)
}
