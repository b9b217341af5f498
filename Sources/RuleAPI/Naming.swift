/// Small, shared helpers for names and written types.
public enum Naming {
    /// Whether `name`'s last camel-case word(s) equal `word`, ignoring case: `scrollDelegate`
    /// and `delegate` end in `delegate`; `tableDataSource` ends in `dataSource`;
    /// `delegateCount` and `subdelegate` do not end in `delegate`.
    public static func endsWithWord(_ name: String, _ word: String) -> Bool {
        let n = name.utf8, w = word.utf8
        let nc = n.count, wc = w.count
        guard wc > 0, nc >= wc else { return false }
        @inline(__always) func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
        let start = n.index(n.startIndex, offsetBy: nc - wc)
        var i = start
        for b in w {
            if lower(n[i]) != lower(b) { return false }
            i = n.index(after: i)
        }
        if start == n.startIndex { return true }
        // The suffix must begin a camel-case word: an upper-case letter, or after `_`.
        let first = n[start]
        if first >= 0x41 && first <= 0x5A { return true }
        if first >= 0x80 {
            let scalar = name.unicodeScalars[start]
            if scalar.properties.isUppercase { return true }
        }
        return n[n.index(before: start)] == UInt8(ascii: "_")
    }

    /// The simple name of a written type, without optionality, `any`/`some`, generic
    /// arguments or module prefix: `(any ProfileDelegate)?` → `ProfileDelegate`,
    /// `UIKit.UITableViewDataSource!` → `UITableViewDataSource`. Nil for function, tuple,
    /// array and dictionary types.
    public static func baseTypeName(_ typeText: String) -> String? {
        ProjectIndex.baseTypeName(typeText)
    }

    /// A variable name for a value of a written type, as a fix-it suggests one: its simple name
    /// with a leading upper-case prefix dropped and the first letter lowered
    /// (`UINavigationController` → `navigationController`, `Recipe?` → `recipe`). Nil when the
    /// type has no simple name (tuples, collections, functions), is not a plain identifier, or the
    /// result would be one letter or a keyword (`Self` → `self`).
    public static func variableName(forType typeText: String) -> String? {
        guard let base = baseTypeName(typeText),
              base.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }) else {
            return nil
        }
        let scalars = Array(base.unicodeScalars)
        // Drop an upper-case prefix such as `UI` (`UINavigationController` → `NavigationController`).
        var start = 0
        while start + 1 < scalars.count, scalars[start].properties.isUppercase, scalars[start + 1].properties.isUppercase { start += 1 }
        let rest = String(String.UnicodeScalarView(scalars[start...]))
        guard let first = rest.first else { return nil }
        let result = first.lowercased() + rest.dropFirst()
        if result.count == 1 || Keyword.spellings.contains(result) { return nil }
        return result
    }

    /// Whether a written type is a function type (`() -> Void`, `((Int) -> Void)?`, `@Sendable (T) async -> U`).
    public static func isFunctionType(_ typeText: String) -> Bool { typeText.containsText("->") }
}
