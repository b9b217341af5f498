import Foundation
import FlowLintConfig
import FlowLintDriver
import FlowLintKit

/// The rule-testing helper: fixtures carry their expected findings as comments on the
/// lines where they are reported, and a run is checked both ways — every expected finding
/// is reported, and nothing else is.
///
///     var delegate: ProfileDelegate?   // expect: strong-delegate
///     let vc = segue.destination as! DetailViewController // expect: force-cast-segue@36
///     x(); y()   // expect: rule-a, rule-b
///     var delegate: ProfileDelegate?   // expect: strong-delegate "hands itself to it"
///
/// `@N` pins the column (Unicode code points, 1-based); without it any column matches. A
/// quoted regular expression after the rule id (like go/analysis's `// want "…"`) must be
/// found in the finding's message; `\"` stands for a quote inside it.
public enum FixtureExpectations {
    public struct Expected: Hashable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var ruleID: String
        public var column: Int?
        /// A regular expression the message must contain a match of.
        public var message: String?
        public var description: String {
            "\(path):\(line)\(column.map { ":\($0)" } ?? ""): \(ruleID)" + (message.map { " \"\($0)\"" } ?? "")
        }

        func matches(_ d: Diagnostic) -> Bool {
            guard d.location.path == path, d.location.line == line, d.ruleID == ruleID,
                  column == nil || d.location.column == column else { return false }
            guard let message else { return true }
            guard let regex = try? NSRegularExpression(pattern: message) else { return false }
            return regex.firstMatch(in: d.message, range: NSRange(d.message.startIndex..., in: d.message)) != nil
        }
    }

    /// The items of an `expect:` comment: split at commas outside quotes.
    static func items(_ text: String) -> [String] {
        var items: [String] = [], current = "", quoted = false, escaped = false
        for ch in text {
            if escaped { current.append(ch); escaped = false; continue }
            if ch == "\\" && quoted { current.append(ch); escaped = true; continue }
            if ch == "\"" { quoted.toggle() }
            if ch == "," && !quoted { items.append(current); current = ""; continue }
            current.append(ch)
        }
        items.append(current)
        return items
    }

    /// `rule-id`, `rule-id@12`, `rule-id "regex"`.
    static func expected(from item: String, path: String, line: Int) -> Expected? {
        var word = item.trimmingWhitespace()
        guard !word.isEmpty else { return nil }
        var message: String?
        if let open = word.firstIndex(of: "\""), word.hasSuffix("\""), word.index(after: open) < word.endIndex {
            let body = word[word.index(after: open)..<word.index(before: word.endIndex)]
            message = body.replacingOccurrences(of: "\\\"", with: "\"")
            word = String(word[..<open]).trimmingWhitespace()
        }
        let parts = word.split(separator: "@", maxSplits: 1)
        guard let first = parts.first else { return nil }
        let column = parts.count > 1 ? Int(parts[1].trimmingWhitespace()) : nil
        return Expected(path: path, line: line, ruleID: String(first).trimmingWhitespace(), column: column, message: message)
    }

    /// Expected findings written in the comments of the given files.
    public static func expectations(in files: [ParsedFile]) -> [Expected] {
        var result: [Expected] = []
        for file in files {
            let tree = file.tree
            for comment in tree.comments where comment.kind == .lineComment || comment.kind == .blockComment {
                let text = tree.source.text(from: Int(comment.start), to: comment.end)
                guard let r = text.range(of: "expect:") else { continue }
                let line = tree.source.line(of: Int(comment.start))
                var rest = String(text[r.upperBound...])
                if rest.hasSuffix("*/") { rest = String(rest.dropLast(2)) }
                for item in items(rest) {
                    if let e = expected(from: item, path: file.path, line: line) { result.append(e) }
                }
            }
        }
        return result
    }

    /// Compares findings with expectations. Returns one message per mismatch (empty when all agree).
    public static func compare(_ diagnostics: [Diagnostic], _ expected: [Expected], ruleIDs: Set<String>? = nil) -> [String] {
        var unmatched = diagnostics.filter { ruleIDs?.contains($0.ruleID) ?? true }
        var failures: [String] = []
        // The most specific expectations first (column and message, then either), so loose
        // ones don't steal their findings.
        func looseness(_ e: Expected) -> Int { (e.column == nil ? 1 : 0) + (e.message == nil ? 1 : 0) }
        let ordered = expected.enumerated().sorted { (looseness($0.element), $0.offset) < (looseness($1.element), $1.offset) }.map(\.element)
        for e in ordered where ruleIDs?.contains(e.ruleID) ?? true {
            if let k = unmatched.firstIndex(where: e.matches) {
                unmatched.remove(at: k)
            } else {
                failures.append("missing: \(e)")
            }
        }
        for d in unmatched {
            failures.append("unexpected: \(d.location.path):\(d.location.line):\(d.location.column): \(d.ruleID): \(d.message)")
        }
        return failures.sorted()
    }

    /// Lints a fixture folder as one project with the given rules and checks its expectations.
    /// A `.flowlint.yml` in the folder sets the rules' options and severities (its other keys
    /// are ignored); without one, every rule runs with its defaults.
    public static func check(folder: String, rules: [Rule], workingDirectory: String) -> [String] {
        let discovery = FileDiscovery.discover([folder], workingDirectory: workingDirectory)
        if discovery.files.isEmpty { return ["no Swift files in \(folder)"] }
        let configPath = workingDirectory + "/" + folder + "/.flowlint.yml"
        var config = Configuration()
        if FileManager.default.fileExists(atPath: configPath) {
            do {
                config = try Configuration.load(path: configPath, rules: rules.map(\.description))
            } catch {
                return ["\(configPath): \(error)"]
            }
        }
        let linter = Linter(rules: rules.map { rule in
            Linter.ConfiguredRule(rule: rule, severity: config.severity(for: rule.description),
                                  options: RuleOptions(description: rule.description, overrides: config.options(for: rule.description)))
        })
        let output = linter.lint(paths: discovery.files, interfacePaths: discovery.interfaceFiles) {
            FileDiscovery.displayPath($0, workingDirectory: workingDirectory)
        }
        var failures = output.problems.filter { $0.kind == .unreadable }.map { "unreadable: \($0.path): \($0.message)" }
        let diagnostics = Suppressions.apply(output.diagnostics, files: output.files, ruleIDs: Set(rules.map(\.id)), reportUnused: false)
        failures += compare(diagnostics, expectations(in: output.files), ruleIDs: Set(rules.map(\.id)))
        return failures
    }

    /// Lints in-memory sources (e.g. a rule's documented examples) and checks their expectations.
    public static func check(sources: [(path: String, text: String)], rules: [Rule]) -> [String] {
        let linter = Linter(rules: rules.map { Linter.ConfiguredRule(rule: $0) }, jobs: 1)
        let output = linter.lint(sources: sources)
        let diagnostics = Suppressions.apply(output.diagnostics, files: output.files, ruleIDs: Set(rules.map(\.id)), reportUnused: false)
        return compare(diagnostics, expectations(in: output.files), ruleIDs: Set(rules.map(\.id)))
    }

    /// Checks a rule's documented examples: each triggering example reports at least one
    /// finding of the rule and matches its `expect:` comments; non-triggering ones report nothing.
    public static func checkExamples(of rule: Rule, alongside others: [Rule] = []) -> [String] {
        var failures: [String] = []
        for (n, example) in rule.description.triggeringExamples.enumerated() {
            let problems = check(sources: files(of: example, named: "\(rule.id)-triggering-\(n + 1)"), rules: [rule])
            failures += problems.map { "triggering example \(n + 1): \($0)" }
            if !example.contains("expect:") { failures.append("triggering example \(n + 1) has no expect: comment") }
        }
        for (n, example) in rule.description.nonTriggeringExamples.enumerated() {
            let problems = check(sources: files(of: example, named: "\(rule.id)-non-triggering-\(n + 1)"), rules: [rule])
            failures += problems.map { "non-triggering example \(n + 1): \($0)" }
        }
        return failures
    }

    /// The files of an example: the whole text as `name.swift`, or, when it has lines
    /// `// file: Other.swift`, each part from such a line to the next as `name/Other.swift`
    /// (for rules about what other files do; text before the first marker goes to `name.swift`).
    public static func files(of example: String, named name: String) -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        var path = "\(name).swift"
        var lines: [Substring] = []
        func flush() {
            if !lines.isEmpty || files.isEmpty { files.append((path, lines.joined(separator: "\n") + "\n")) }
            lines = []
        }
        for line in example.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("// file: ") {
                if !lines.contains(where: { !$0.trimmingWhitespace().isEmpty }) { lines = [] } else { flush() }
                path = "\(name)/" + trimmed.dropFirst("// file: ".count).trimmingWhitespace()
                // The marker line stays, as a comment at the top of its part.
                lines.append(line)
                continue
            }
            lines.append(line)
        }
        flush()
        return files.filter { !$0.text.trimmingWhitespace().isEmpty }
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].properties.isWhitespace { end = scalars.index(before: end) }
        var s = ""
        s.unicodeScalars.append(contentsOf: scalars[start..<end])
        return s
    }
}
