import FlowLintKit
import Foundation

/// The parts of a rule's page in `docs/rules/<id>.md` that come from its `RuleDescription`
/// (like ruff's and clippy's generated rule docs): the severity line under the title and the
/// Options table. `check` reports where a page disagrees with the code; `update` rewrites those
/// parts in place (`FLOWLINT_UPDATE_RULE_DOCS=1 swift test --filter RuleDocsTests`).
public enum RuleDocs {
    /// `**Default severity:** warning · **Enabled by default:** yes`.
    public static func severityLine(_ d: RuleDescription) -> String {
        let enabled = d.enabledByDefault ? "yes" : "no (opt in with `opt_in_rules: [\(d.id)]`)"
        return "**Default severity:** \(d.defaultSeverity.rawValue) · **Enabled by default:** \(enabled)"
    }

    /// The Options table, one row per option in declaration order.
    public static func optionsTable(_ d: RuleDescription) -> String {
        var lines = ["| name | type | default | meaning |", "| --- | --- | --- | --- |"]
        for o in d.options {
            lines.append("| `\(o.name)` | \(o.typeText(markdown: true)) | `\(o.defaultValue.text)` | \(o.summary) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The page with its generated parts replaced: the third line, and the table that follows
    /// `## Options` (up to the first line that is not a table row). Nil when the page lacks them.
    public static func regenerated(_ page: String, for d: RuleDescription) -> String? {
        var lines = page.components(separatedBy: "\n")
        guard lines.count > 2, lines[0] == "# \(d.id)", lines[2].hasPrefix("**Default severity:**") else { return nil }
        lines[2] = severityLine(d)
        guard let heading = lines.firstIndex(of: "## Options") else { return d.options.isEmpty ? lines.joined(separator: "\n") : nil }
        var start = heading + 1
        while start < lines.count, lines[start].isEmpty { start += 1 }
        var end = start
        while end < lines.count, lines[end].hasPrefix("|") { end += 1 }
        lines.replaceSubrange(start..<end, with: optionsTable(d).components(separatedBy: "\n"))
        return lines.joined(separator: "\n")
    }
}
