import FlowLintKit

/// The rules at the terminal: `flowlint rules` and `flowlint explain RULE`, from the same
/// `RuleDescription`s that docs/rules/ is checked against.
enum RuleTexts {
    /// One row per rule, sorted by id, in aligned columns.
    static func table(_ rules: [RuleDescription], enabled: Set<String>) -> String {
        let header = ["rule", "severity", "enabled", "default", "fixable"]
        var rows = [header]
        for d in rules.sorted(by: { $0.id < $1.id }) {
            rows.append([d.id, d.defaultSeverity.rawValue, enabled.contains(d.id) ? "on" : "off",
                         d.enabledByDefault ? "on" : "opt-in", "no"])
        }
        let widths = header.indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
        var text = ""
        for row in rows {
            let cells = row.indices.map { c in c == row.count - 1 ? row[c] : row[c].padding(toLength: widths[c]) }
            text += cells.joined(separator: "  ") + "\n"
        }
        return text + "\n'enabled' is with the configuration in effect; 'flowlint explain RULE' tells more.\n"
    }

    /// What the rule finds, why, examples, the fix, options and defaults.
    static func explanation(_ d: RuleDescription) -> String {
        var text = "\(d.id): \(d.name)\n\n"
        text += "Default severity: \(d.defaultSeverity.rawValue). Enabled by default: "
            + (d.enabledByDefault ? "yes" : "no (opt in with `opt_in_rules: [\(d.id)]`)") + ".\n\n"
        text += section("What it finds", d.summary)
        text += section("Why it matters", d.rationale)
        if let example = d.triggeringExamples.first { text += section("Example", withoutExpectations(example), code: true) }
        if let instead = d.nonTriggeringExamples.first { text += section("Not reported", instead, code: true) }
        text += section("Fix", d.fix)
        if d.options.isEmpty {
            text += "Options\n  none\n\n"
        } else {
            text += "Options (under `\(d.id):` in .flowlint.yml)\n"
            for o in d.options {
                text += "  \(o.name) (\(o.typeText(markdown: false)), default \(o.defaultValue.text))\n"
                text += wrapped(o.summary, indent: "      ")
            }
            text += "\n"
        }
        return text + "More: \(d.helpURI)\n"
    }

    /// An example without the `// expect: …` comments its tests read.
    static func withoutExpectations(_ example: String) -> String {
        let marker = Array("// expect:".utf8)
        return example.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let bytes = Array(line.utf8)
            guard bytes.count >= marker.count,
                  let at = (0...(bytes.count - marker.count)).first(where: { bytes[$0..<($0 + marker.count)].elementsEqual(marker) })
            else { return String(line) }
            return String(decoding: bytes[..<at], as: UTF8.self).trimmingTrailingWhitespace()
        }.joined(separator: "\n")
    }

    private static func section(_ title: String, _ body: String, code: Bool = false) -> String {
        let trimmed = body.trimmingTrailingWhitespace()
        guard !trimmed.isEmpty else { return "" }
        if code { return title + "\n" + trimmed.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n\n" }
        return title + "\n" + wrapped(trimmed, indent: "  ") + "\n"
    }

    /// `text` as lines of at most 96 columns, each after `indent`.
    static func wrapped(_ text: String, indent: String) -> String {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty && indent.count + line.count + 1 + word.count > 96 {
                    lines.append(indent + line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line.isEmpty ? "" : indent + line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// Without the spaces, tabs and line breaks at its end.
    func trimmingTrailingWhitespace() -> String {
        var s = Substring(self)
        while let c = s.last, c == "\n" || c == " " || c == "\t" || c == "\r" || c == "\r\n" { s = s.dropLast() }
        return String(s)
    }
}
