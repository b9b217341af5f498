import FlowLintDiagnostics

/// Clang-style lines: `path:line:col: warning: message [rule-id]`, then one
/// `path:line:col: note: message` line per related location. Only diagnostics: the driver
/// prints unreadable files on stderr itself.
enum TextFormat {
    static func render(_ report: LintReport, useColor: Bool) -> String {
        let style = Style(enabled: useColor)
        return report.diagnostics.map { lines(for: $0, style: style) }.joined()
    }

    /// The lines of one diagnostic, each ending in "\n". Also used as JUnit failure text.
    static func lines(for diagnostic: Diagnostic, style: Style = Style(enabled: false)) -> String {
        var text = line(diagnostic.location, diagnostic.severity,
                        Escape.singleLine(diagnostic.message) + " [\(diagnostic.ruleID)]", style)
        for related in diagnostic.related {
            text += line(related.location, .note, Escape.singleLine(related.message), style)
        }
        return text
    }

    private static func line(_ location: SourceLocation, _ severity: Severity, _ message: String,
                             _ style: Style) -> String {
        let place = "\(location.path):\(location.line):\(location.column):"
        return style.bold(place) + " " + style.severity(severity) + ": " + message + "\n"
    }

    /// ANSI styling, or none.
    struct Style {
        var enabled: Bool

        private static let reset = "\u{1B}[0m"

        func bold(_ text: String) -> String {
            enabled ? "\u{1B}[1m" + text + Self.reset : text
        }

        /// The severity word, coloured like clang's: red error, magenta warning, cyan note.
        func severity(_ severity: Severity) -> String {
            guard enabled else { return severity.rawValue }
            let color: String
            switch severity {
            case .error: color = "\u{1B}[1;31m"
            case .warning: color = "\u{1B}[1;35m"
            case .note: color = "\u{1B}[1;36m"
            }
            return color + severity.rawValue + Self.reset
        }
    }
}
