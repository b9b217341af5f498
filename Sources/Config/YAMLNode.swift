/// A node of a YAML document read by `YAMLReader`. Every node keeps the place where it starts.
public indirect enum YAMLNode: Sendable, Equatable {
    /// A scalar's text; `quoted` tells whether it was written in single or double quotes
    /// (so `true` and `"true"` can be told apart).
    case scalar(String, quoted: Bool, Mark)
    case sequence([YAMLNode], Mark)
    /// Entries in document order; keys are unique.
    case mapping([Entry], Mark)
    /// An empty value, `~` or `null`.
    case null(Mark)

    /// A place in the text. Line and column are 1-based; columns count Unicode scalars.
    public struct Mark: Sendable, Hashable, CustomStringConvertible {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public var description: String { "\(line):\(column)" }
    }

    /// One `key: value` pair of a mapping.
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var keyMark: Mark
        public var value: YAMLNode

        public init(key: String, keyMark: Mark, value: YAMLNode) {
            self.key = key
            self.keyMark = keyMark
            self.value = value
        }
    }

    /// Where the node starts.
    public var mark: Mark {
        switch self {
        case .scalar(_, _, let mark), .sequence(_, let mark), .mapping(_, let mark), .null(let mark):
            return mark
        }
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
