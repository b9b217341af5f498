import FlowLintDiagnostics

/// The source lines an HTML report shows: by displayed path, line number (from 1) → its text.
/// The driver fills it with the lines around each finding and at each related location.
public struct SourceExcerpts: Sendable {
    public var lines: [String: [Int: String]]

    public init(lines: [String: [Int: String]] = [:]) {
        self.lines = lines
    }

    /// The lines `context` above and below each finding, and the line of each related
    /// location, read with `text(path, line)` (nil: past the end or not readable).
    public static func around(_ diagnostics: [Diagnostic], context: Int = HTMLFormat.context,
                              text: (String, Int) -> String?) -> SourceExcerpts {
        var wanted: [String: Set<Int>] = [:]
        for d in diagnostics {
            let l = d.location
            wanted[l.path, default: []].formUnion(max(1, l.line - context)...(max(l.line, l.endLine) + context))
            for r in d.related { wanted[r.location.path, default: []].insert(r.location.line) }
        }
        var excerpts = SourceExcerpts()
        for (path, numbers) in wanted {
            for n in numbers { if let line = text(path, n) { excerpts.lines[path, default: [:]][n] = line } }
        }
        return excerpts
    }
}

/// One self-contained HTML page (no script, no external file): a summary, the rules with
/// findings, and under each rule its files, each finding with its message, the code around it
/// and its related locations; the retain-cycle picture when there is one; the files that
/// could not be analysed. Deterministic: no time, no absolute paths beyond the report's.
public enum HTMLFormat {
    /// Lines of code shown above and below a finding.
    public static let context = 3

    static func render(_ report: LintReport, excerpts: SourceExcerpts, cyclesPicture: String?) -> String {
        var page = head(report)
        // Each finding's id is its place in the report (`finding-12`): unique, and the same from
        // run to run for the same report.
        let numbered = report.diagnostics.enumerated().map { (number: $0.offset + 1, diagnostic: $0.element) }
        let byRule = Dictionary(grouping: numbered, by: \.diagnostic.ruleID)
        let ruleIDs = byRule.keys.sorted()
        page += "<main>\n"
        if !ruleIDs.isEmpty || !report.problems.isEmpty || cyclesPicture != nil {
            page += contents(ruleIDs, byRule, report: report, hasPicture: cyclesPicture != nil)
        }
        for id in ruleIDs {
            page += ruleSection(id, byRule[id] ?? [], rule: report.rules.first { $0.id == id }, excerpts: excerpts)
        }
        if let cyclesPicture {
            page += "<section id=\"retain-cycles\">\n<h2>Retain cycles</h2>\n"
            page += "<p>Each row is one loop of strong references; the red edge is the one to make <code>weak</code>.</p>\n"
            page += "<div class=\"picture\">\n" + cyclesPicture + "</div>\n</section>\n"
        }
        page += problemsSection(report.problems)
        page += "</main>\n<footer>flowlint \(html(report.toolVersion))</footer>\n</body>\n</html>\n"
        return page
    }

    static func head(_ report: LintReport) -> String {
        var text = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        text += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        text += "<title>flowlint report</title>\n<style>\n" + style + "</style>\n</head>\n<body>\n"
        text += "<header>\n<h1>flowlint report</h1>\n<p class=\"summary\">" + summary(report) + "</p>\n</header>\n"
        return text
    }

    /// `3 findings in 12 files: 1 error, 2 warnings.`
    static func summary(_ report: LintReport) -> String {
        let n = report.diagnostics.count
        var text = n == 0 ? "No findings" : counted(n, "finding")
        text += " in " + counted(report.filesLinted, "file")
        let counts = [(Severity.error, "error"), (.warning, "warning"), (.note, "note")].compactMap { s, name -> String? in
            let k = report.count(s)
            return k == 0 ? nil : "<span class=\"\(s.rawValue)\">\(counted(k, name))</span>"
        }
        text += counts.isEmpty ? "." : ": " + counts.joined(separator: ", ") + "."
        let problems = report.problems.count
        if problems > 0 { text += " " + counted(problems, "file problem") + "." }
        return text
    }

    typealias Numbered = (number: Int, diagnostic: Diagnostic)

    static func contents(_ ids: [String], _ byRule: [String: [Numbered]], report: LintReport, hasPicture: Bool) -> String {
        var text = "<nav>\n<ul>\n"
        for id in ids {
            text += "<li><a href=\"#rule-\(html(id))\">\(html(id))</a> <span class=\"count\">\(byRule[id]?.count ?? 0)</span></li>\n"
        }
        if hasPicture { text += "<li><a href=\"#retain-cycles\">retain-cycle picture</a></li>\n" }
        if !report.problems.isEmpty {
            text += "<li><a href=\"#problems\">not analysed</a> <span class=\"count\">\(report.problems.count)</span></li>\n"
        }
        return text + "</ul>\n</nav>\n"
    }

    /// Rule ids are kebab-case (the driver refuses others), so `rule-ID` is a valid id.
    static func ruleSection(_ id: String, _ findings: [Numbered], rule: RuleDescription?, excerpts: SourceExcerpts) -> String {
        var text = "<section class=\"rule\" id=\"rule-\(html(id))\">\n"
        let title = rule.map { "<a href=\"\(html($0.helpURI))\">\(html(id))</a> · \(html($0.name))" } ?? html(id)
        text += "<h2>\(title) <span class=\"count\">\(findings.count)</span></h2>\n"
        if let rule { text += "<p class=\"rule-summary\">\(withCode(rule.summary))</p>\n" }
        let byFile = Dictionary(grouping: findings, by: \.diagnostic.location.path)
        for path in byFile.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            text += "<section class=\"file\">\n<h3>\(html(path))</h3>\n"
            for f in byFile[path] ?? [] { text += finding(f.diagnostic, number: f.number, excerpts: excerpts) }
            text += "</section>\n"
        }
        return text + "</section>\n"
    }

    static func finding(_ d: Diagnostic, number: Int, excerpts: SourceExcerpts) -> String {
        let l = d.location
        let id = "finding-\(number)"
        var text = "<article class=\"finding \(d.severity.rawValue)\" id=\"\(id)\">\n"
        text += "<p class=\"where\"><span class=\"severity\">\(d.severity.rawValue)</span> "
        text += "<a href=\"#\(id)\">\(html(l.path)):\(l.line):\(l.column)</a></p>\n"
        text += "<p class=\"message\">\(html(d.message))</p>\n"
        let last = max(l.line, l.endLine)
        text += code(path: l.path, lines: max(1, l.line - context)...(last + context), marked: l, excerpts: excerpts)
        if !d.related.isEmpty {
            text += "<ol class=\"related\">\n"
            for r in d.related {
                text += "<li><span class=\"place\">\(html(r.location.path)):\(r.location.line):\(r.location.column)</span> "
                text += html(r.message)
                text += code(path: r.location.path, lines: r.location.line...r.location.line, marked: r.location, excerpts: excerpts)
                text += "</li>\n"
            }
            text += "</ol>\n"
        }
        return text + "</article>\n"
    }

    /// The numbered lines of `path` in `lines` that the excerpts hold; the reported lines are
    /// marked, and on a one-line location its columns underlined. Nothing when none is held.
    static func code(path: String, lines: ClosedRange<Int>, marked: SourceLocation, excerpts: SourceExcerpts) -> String {
        guard let file = excerpts.lines[path] else { return "" }
        let shown = lines.filter { file[$0] != nil }
        guard !shown.isEmpty else { return "" }
        let width = String(shown.last ?? 1).count
        var text = "<pre class=\"code\">"
        for n in shown {
            let line = file[n] ?? ""
            let hit = (marked.line...max(marked.line, marked.endLine)).contains(n)
            let number = String(repeating: " ", count: width - String(n).count) + String(n)
            text += "<span class=\"\(hit ? "line hit" : "line")\"><span class=\"number\">\(number)</span>"
            if hit && marked.line == marked.endLine && marked.endColumn > marked.column {
                text += underlined(line, from: marked.column, to: marked.endColumn)
            } else {
                text += html(line)
            }
            text += "</span>\n"
        }
        return text + "</pre>\n"
    }

    /// `line` with the code points from column `from` up to (not including) `to` underlined.
    static func underlined(_ line: String, from: Int, to: Int) -> String {
        let scalars = Array(line.unicodeScalars)
        let start = min(max(0, from - 1), scalars.count), end = min(max(start, to - 1), scalars.count)
        func part(_ r: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[r])
            return html(String(view))
        }
        return part(0..<start) + "<span class=\"at\">" + part(start..<end) + "</span>" + part(end..<scalars.count)
    }

    static func problemsSection(_ problems: [FileProblem]) -> String {
        guard !problems.isEmpty else { return "" }
        var text = "<section id=\"problems\">\n<h2>Not analysed <span class=\"count\">\(problems.count)</span></h2>\n<ul>\n"
        for p in problems {
            let place = p.line.map { ":\($0)" + (p.column.map { ":\($0)" } ?? "") } ?? ""
            text += "<li><span class=\"place\">\(html(p.path))\(place)</span> \(html(p.message))</li>\n"
        }
        return text + "</ul>\n</section>\n"
    }

    static func html(_ text: String) -> String { Escape.html(text) }

    /// Escaped text with its `code spans` (between backticks, as the rule descriptions write
    /// them) in `<code>`; an unpaired backtick stays as it is.
    static func withCode(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false).map { html(String($0)) }
        var out = parts[0]
        var k = 1
        while k < parts.count {
            out += k + 1 < parts.count ? "<code>" + parts[k] + "</code>" + parts[k + 1] : "`" + parts[k]
            k += 2
        }
        return out
    }

    static func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    static let style = """
        :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #fff; --muted: #6e6e73; --line: #e5e5ea;
                --code: #f5f5f7; --hit: #fff4cc; --error: #c9190b; --warning: #b26b00; --note: #2a6ebb; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #f5f5f7; --bg: #1c1c1e; --muted: #a1a1a6; --line: #3a3a3c; --code: #2c2c2e; --hit: #4a3f12; }
        }
        body { font: 15px/1.45 -apple-system, "Helvetica Neue", Arial, sans-serif; color: var(--fg);
               background: var(--bg); max-width: 1100px; margin: 0 auto; padding: 0 24px 48px; }
        h1 { font-size: 24px; margin: 24px 0 4px; }
        h2 { font-size: 19px; margin: 32px 0 4px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
        h3 { font: 600 14px ui-monospace, Menlo, monospace; margin: 20px 0 8px; }
        a { color: var(--note); }
        .count { font-size: 13px; color: var(--muted); font-weight: normal; }
        .summary .error, .finding.error .severity { color: var(--error); }
        .summary .warning, .finding.warning .severity { color: var(--warning); }
        .summary .note, .finding.note .severity { color: var(--note); }
        nav ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 18px; }
        .rule-summary { color: var(--muted); margin-top: 0; }
        .finding { border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 10px 0; }
        .finding .where { margin: 0; font: 13px ui-monospace, Menlo, monospace; }
        .severity { font-weight: 600; text-transform: uppercase; font-size: 11px; letter-spacing: .04em; }
        .message { margin: 6px 0; }
        pre.code { background: var(--code); border-radius: 6px; padding: 6px 0; margin: 6px 0; overflow-x: auto;
                   font: 12.5px/1.5 ui-monospace, Menlo, monospace; }
        .line { display: inline-block; box-sizing: border-box; min-width: 100%; padding: 0 10px; white-space: pre; }
        .line.hit { background: var(--hit); }
        .number { color: var(--muted); display: inline-block; margin-right: 14px; user-select: none; }
        .at { text-decoration: underline wavy var(--error); text-underline-offset: 3px; }
        ol.related { margin: 8px 0 0; padding-left: 22px; font-size: 14px; }
        ol.related li { margin: 4px 0; }
        .place { font: 13px ui-monospace, Menlo, monospace; color: var(--muted); }
        .picture { overflow-x: auto; border: 1px solid var(--line); border-radius: 8px; }
        footer { margin-top: 40px; color: var(--muted); font-size: 13px; }

        """
}
