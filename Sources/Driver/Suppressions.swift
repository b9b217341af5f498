import FlowLintKit

/// Inline suppressions, read from comments only (a string that looks like one does nothing):
///
///     // flowlint:disable rule-id [rule-id …]      from this line on
///     // flowlint:enable rule-id [rule-id …]       from this line on
///     // flowlint:disable:next rule-id …           the next line
///     // flowlint:disable:this rule-id …           this line
///
/// `all` stands for every rule, and so does a directive without ids. The id list ends at the
/// first word that is not an id, or after an id followed by `:`, so text after the ids
/// (`-- reason`, `strong-delegate: reason`) is ignored.
///
/// SwiftLint's directives for the rules that check the same thing (`swiftlint:disable:next
/// force_cast`, `weak_delegate`, `class_delegate_protocol`,
/// `discarded_notification_center_observer`; also `:previous`) silence the flowlint rule too: a
/// team that has accepted a force cast once need not accept it twice. They are never reported
/// as unused.
public enum Suppressions {
    /// SwiftLint rule ids and the flowlint rules that check the same thing.
    public static let swiftLintEquivalents: [String: String] = [
        "force_cast": "force-cast-segue",
        "weak_delegate": "strong-delegate",
        "class_delegate_protocol": "non-class-delegate-protocol",
        "discarded_notification_center_observer": "discarded-observation-token",
    ]

    /// Rule id of the finding `--report-unused-suppressions` reports.
    public static let unusedRuleID = "unused-suppression"

    struct Directive {
        enum Kind { case disable, enable, next, this, previous }
        var kind: Kind
        var ids: [String]
        /// A SwiftLint directive (its ids already mapped to flowlint's).
        var isSwiftLint = false
        var line: Int
        /// Last line of the comment (for block comments spanning lines).
        var endLine: Int
        var column: Int
        var used = false

        func covers(_ ruleID: String) -> Bool { ids.contains("all") || ids.contains(ruleID) }
    }

    /// Parses the directives in a file's comments.
    static func directives(in file: ParsedFile) -> [Directive] {
        let tree = file.tree
        var result: [Directive] = []
        for comment in tree.comments {
            let start = Int(comment.start), end = comment.end
            // A byte search first: only the text after the marker becomes a String.
            if let afterMarker = markerEnd("flowlint:", tree.source.bytes, start, end),
               let d = directive(tree, from: afterMarker, commentStart: start, commentEnd: end) {
                result.append(d)
            }
            if let afterMarker = markerEnd("swiftlint:", tree.source.bytes, start, end),
               var d = directive(tree, from: afterMarker, commentStart: start, commentEnd: end) {
                d.ids = d.ids.compactMap { swiftLintEquivalents[$0] }
                d.isSwiftLint = true
                if !d.ids.isEmpty { result.append(d) }
            }
        }
        return result
    }

    /// The directive whose command starts at `afterMarker`, if the words there make one.
    private static func directive(_ tree: SyntaxTree, from afterMarker: Int, commentStart start: Int, commentEnd end: Int) -> Directive? {
        let rest = tree.source.text(from: afterMarker, to: end)
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" })
        guard let command = words.first else { return nil }
        let kind: Directive.Kind
        switch command {
        case "disable": kind = .disable
        case "enable": kind = .enable
        case "disable:next", "disable:next-line": kind = .next
        case "disable:this", "disable:line": kind = .this
        case "disable:previous": kind = .previous
        default: return nil
        }
        var ids: [String] = []
        for w in words.dropFirst() {
            var word = String(w)
            if word.hasSuffix("*/") { word = String(word.dropLast(2)) }
            // `rule-id: reason`: the colon ends the list (without this, the word would not be
            // an id, the list would be empty, and the directive would silence every rule).
            let last = word.hasSuffix(":")
            if last { word.removeLast() }
            guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
                  word.first!.isLetter else { break }
            ids.append(word)
            if last { break }
        }
        if ids.isEmpty { ids = ["all"] }
        let (line, column) = tree.source.location(of: start)
        let endLine = tree.source.line(of: max(start, end - 1))
        return Directive(kind: kind, ids: ids, line: line, endLine: endLine, column: column)
    }

    /// The offset just after the first `marker` in `bytes[start..<end]`.
    private static func markerEnd(_ marker: StaticString, _ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        marker.withUTF8Buffer { m in
            bytes.withUnsafeBufferPointer { b in
                UnsafeBufferPointer(rebasing: b[start..<end]).firstOffset(of: m).map { start + $0 + m.count }
            }
        }
    }

    /// Removes suppressed diagnostics; with `reportUnused`, adds a warning for every
    /// directive that silenced nothing (and for ids that name no rule). `ruleIDs` are the known
    /// rules; `activeRuleIDs` (default: all known) those that ran. A directive that names a
    /// known rule that did not run (disabled by the configuration) is not reported as unused:
    /// it may be needed under another configuration.
    public static func apply(_ diagnostics: [Diagnostic], files: [ParsedFile], ruleIDs: Set<String>,
                             activeRuleIDs: Set<String>? = nil, activeRuleIDsOfFile: [String: Set<String>] = [:],
                             reportUnused: Bool) -> [Diagnostic] {
        var byPath: [String: [Int]] = [:]
        for (i, d) in diagnostics.enumerated() { byPath[d.location.path, default: []].append(i) }
        var keep = [Bool](repeating: true, count: diagnostics.count)
        var extra: [Diagnostic] = []
        for file in files {
            // Only files with findings need their directives, unless unused ones are reported.
            guard reportUnused || byPath[file.path] != nil else { continue }
            var directives = directives(in: file)
            if directives.isEmpty { continue }
            for i in byPath[file.path] ?? [] {
                let d = diagnostics[i]
                if let k = suppressor(of: d, in: directives) {
                    keep[i] = false
                    directives[k].used = true
                }
            }
            guard reportUnused else { continue }
            // The rules that ran on this file: a nested configuration may differ from the run's.
            let active = activeRuleIDsOfFile[file.path] ?? activeRuleIDs ?? ruleIDs
            for directive in directives where !directive.isSwiftLint {
                let location = SourceLocation(path: file.path, line: directive.line, column: directive.column)
                let unknown = directive.ids.filter { $0 != "all" && !ruleIDs.contains($0) }
                if !unknown.isEmpty {
                    extra.append(Diagnostic(ruleID: unusedRuleID, severity: .warning,
                                            message: "Suppression names unknown rule \(unknown.map { "'\($0)'" }.joined(separator: ", "))",
                                            location: location))
                } else if !directive.used && directive.kind != .enable
                            && directive.ids.allSatisfy({ $0 == "all" || active.contains($0) }) {
                    extra.append(Diagnostic(ruleID: unusedRuleID, severity: .warning,
                                            message: "Suppression of \(directive.ids.joined(separator: ", ")) silences no finding; remove it",
                                            location: location))
                }
            }
        }
        var result: [Diagnostic] = []
        for (i, d) in diagnostics.enumerated() where keep[i] { result.append(d) }
        if !extra.isEmpty {
            // Fingerprints per file, all at once, so identical directives get distinct occurrence numbers.
            let files = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            for (path, group) in Dictionary(grouping: extra, by: { $0.location.path }) {
                guard let file = files[path] else { continue }
                result += Fingerprint.assign(group, in: file)
            }
            result.sort(by: Diagnostic.outputOrder)
        }
        return result
    }

    /// Index of the directive that suppresses `d`, if any.
    static func suppressor(of d: Diagnostic, in directives: [Directive]) -> Int? {
        let line = d.location.line
        var regionDirective: Int?
        for (k, directive) in directives.enumerated() where directive.covers(d.ruleID) {
            switch directive.kind {
            case .this:
                if directive.line == line || directive.endLine == line { return k }
            case .next:
                if directive.endLine + 1 == line { return k }
            case .previous:
                if directive.line - 1 == line { return k }
            case .disable:
                if directive.line <= line { regionDirective = k }
            case .enable:
                if directive.line <= line { regionDirective = nil }
            }
        }
        return regionDirective
    }
}
