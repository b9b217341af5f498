/// Small, shared helpers for names and written types.
public enum Naming {
    /// Whether `name`'s last camel-case word(s) equal `word`, ignoring case: `scrollDelegate`
    /// and `delegate` end in `delegate`; `tableDataSource` ends in `dataSource`;
    /// `delegateCount` and `subdelegate` do not end in `delegate`.
    public static func endsWithWord(_ name: String, _ word: String) -> Bool {
        let n = Array(name.unicodeScalars), w = Array(word.unicodeScalars)
        guard !w.isEmpty, n.count >= w.count else { return false }
        let start = n.count - w.count
        for k in 0..<w.count where String(n[start + k]).lowercased() != String(w[k]).lowercased() { return false }
        if start == 0 { return true }
        // The suffix must begin a camel-case word: an upper-case letter, or after `_`.
        let first = n[start]
        return first.properties.isUppercase || n[start - 1] == "_"
    }

    /// The simple name of a written type, without optionality, `any`/`some`, generic
    /// arguments or module prefix: `(any ProfileDelegate)?` → `ProfileDelegate`,
    /// `UIKit.UITableViewDataSource!` → `UITableViewDataSource`. Nil for function, tuple,
    /// array and dictionary types.
    public static func baseTypeName(_ typeText: String) -> String? {
        var s = Substring(typeText)
        while let last = s.last, last == "?" || last == "!" { s = s.dropLast() }
        if s.hasPrefix("(") && s.hasSuffix(")") && !s.contains("->") { s = s.dropFirst().dropLast() }
        while let last = s.last, last == "?" || last == "!" { s = s.dropLast() }
        for prefix in ["any", "some"] where s.hasPrefix(prefix) {
            let rest = s.dropFirst(prefix.count)
            if let c = rest.first, c == " " || c.isUppercase { s = rest.drop { $0 == " " } }
        }
        if s.contains("->") || s.hasPrefix("[") || s.hasPrefix("(") || s.contains("&") { return nil }
        if let lt = s.firstIndex(of: "<") { s = s[..<lt] }
        if let dot = s.lastIndex(of: ".") { s = s[s.index(after: dot)...] }
        let name = String(s)
        return name.isEmpty ? nil : name
    }

    /// Whether a written type is a function type (`() -> Void`, `((Int) -> Void)?`, `@Sendable (T) async -> U`).
    public static func isFunctionType(_ typeText: String) -> Bool { typeText.contains("->") }
}
