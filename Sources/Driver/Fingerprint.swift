import FlowLintKit

/// Stable fingerprints: rule id, file path and the finding's line of code with whitespace
/// normalised, plus an occurrence number among identical keys. They do not depend on the
/// line number, so a finding keeps its fingerprint when unrelated edits move it.
enum Fingerprint {
    static func assign(_ diagnostics: [Diagnostic], in file: ParsedFile) -> [Diagnostic] {
        var seen: [UInt64: Int] = [:]
        let sorted = diagnostics.sorted(by: Diagnostic.outputOrder)
        return sorted.map { d in
            var d = d
            let code = normalise(file.tree.source.lineText(d.location.line))
            var hash = fnv1a(d.ruleID)
            hash = fnv1a(d.location.path, hash)
            hash = fnv1a(code, hash)
            let occurrence = seen[hash, default: 0]
            seen[hash] = occurrence + 1
            d.fingerprint = hex(hash) + ":" + String(occurrence)
            return d
        }
    }

    /// Runs of spaces and tabs become one space, leading and trailing ones go, and so does a
    /// byte order mark (adding or removing one does not change line 1's fingerprints).
    static func normalise(_ line: String) -> String {
        var line = line
        if line.unicodeScalars.first == "\u{FEFF}" { line = String(line.unicodeScalars.dropFirst()) }
        return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// FNV-1a (`SyntaxTree.fnv1a`) of the UTF-8 of `s` and then a 0xFF byte, continuing from
    /// `seed`. UTF-8 never has that byte: it ends each key, so that the rule id, path and code
    /// hashed one after the other cannot run into each other.
    static func fnv1a(_ s: String, _ seed: UInt64 = 0xcbf29ce484222325) -> UInt64 {
        SyntaxTree.fnv1a(CollectionOfOne(0xFF), seed: SyntaxTree.fnv1a(s.utf8, seed: seed))
    }

    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
