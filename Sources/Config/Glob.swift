/// Path patterns as used by `included` and `excluded`.
///
/// - `*` matches any run of characters except `/`;
/// - `**` matches any run of characters, `/` included; `**/` also matches nothing, so
///   `**/*.swift` matches `a.swift` as well as `a/b/c.swift`;
/// - `?` matches one character except `/`;
/// - every other character matches itself;
/// - a pattern that matches a directory also matches everything beneath it, so the plain
///   directory `Sources/Generated` matches `Sources/Generated/Models/User.swift`;
/// - `.` and empty components are ignored on both sides (`./Sources//A` is `Sources/A`),
///   and an empty pattern (or `.`) matches every path that does not leave its directory.
public enum Glob {
    /// Whether `path` (or one of its ancestor directories) matches `pattern`.
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        let pattern = FilePath.normalize(pattern)
        let path = FilePath.normalize(path)
        if pattern.isEmpty { return !path.hasPrefix("/") && path.split(separator: "/").first != ".." }
        return matches(tokens(of: pattern), Array(path.unicodeScalars))
    }

    private enum Token {
        case character(Unicode.Scalar)
        /// `?`
        case anyCharacter
        /// `*`
        case star
        /// `**` not followed by `/`
        case globstar
        /// `**/`: nothing, or anything that ends with `/`
        case directories
    }

    private static func tokens(of pattern: String) -> [Token] {
        let scalars = Array(pattern.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch scalars[index] {
            case "*" where next == "*":
                let slashFollows = index + 2 < scalars.count && scalars[index + 2] == "/"
                tokens.append(slashFollows ? .directories : .globstar)
                index += slashFollows ? 3 : 2
                continue
            case "*": tokens.append(.star)
            case "?": tokens.append(.anyCharacter)
            case let scalar: tokens.append(.character(scalar))
            }
            index += 1
        }
        return tokens
    }

    /// Dynamic programming over (token, path position), one token row at a time from the end:
    /// `rest[j]` tells whether the tokens after the current one match `path[j...]`.
    /// Matching may stop at a `/` (the pattern then names an ancestor directory).
    private static func matches(_ tokens: [Token], _ path: [Unicode.Scalar]) -> Bool {
        let count = path.count
        var rest = (0...count).map { $0 == count || path[$0] == "/" }
        for token in tokens.reversed() {
            var row = [Bool](repeating: false, count: count + 1)
            var slashAhead = false
            for j in stride(from: count, through: 0, by: -1) {
                let character = j < count ? path[j] : nil
                switch token {
                case .character(let expected):
                    row[j] = character == expected && rest[j + 1]
                case .anyCharacter:
                    row[j] = character != nil && character != "/" && rest[j + 1]
                case .star:
                    row[j] = rest[j] || (character != nil && character != "/" && row[j + 1])
                case .globstar:
                    row[j] = rest[j] || (character != nil && row[j + 1])
                case .directories:
                    if character == "/" && rest[j + 1] { slashAhead = true }
                    row[j] = rest[j] || slashAhead
                }
            }
            rest = row
        }
        return rest[0]
    }
}

/// String-level path arithmetic (no file system access, no symbolic links).
enum FilePath {
    /// Drops empty and `.` components and folds `name/..`; keeps a leading `/` and leading `..`.
    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else if component == ".." && isAbsolute && components.isEmpty {
                continue
            } else {
                components.append(component)
            }
        }
        return (isAbsolute ? "/" : "") + components.joined(separator: "/")
    }

    /// `path` made absolute against the absolute directory `base`, normalized.
    static func absolute(_ path: String, base: String) -> String {
        normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// The normalized absolute `path` relative to the normalized absolute directory `base`,
    /// using `..` when it lies outside; empty when they are the same.
    static func relative(_ path: String, to base: String) -> String {
        let pathComponents = path.split(separator: "/")
        let baseComponents = base.split(separator: "/")
        var common = 0
        while common < min(pathComponents.count, baseComponents.count)
            && pathComponents[common] == baseComponents[common] {
            common += 1
        }
        let up = Array(repeating: Substring(".."), count: baseComponents.count - common)
        return (up + pathComponents[common...]).joined(separator: "/")
    }

    /// The normalized absolute directory containing `path`; relative paths are taken from
    /// `currentDirectory`.
    static func directory(of path: String, currentDirectory: String) -> String {
        let file = absolute(path, base: currentDirectory)
        guard let slash = file.lastIndex(of: "/"), file != "/" else { return file }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }
}
