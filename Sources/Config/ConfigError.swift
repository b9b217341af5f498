/// A problem with a configuration file: unreadable, outside the accepted YAML subset, or
/// invalid for flowlint. Carries the place of the problem when it is known.
public struct ConfigError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The configuration file as given.
    public var path: String
    /// 1-based line of the problem, if known.
    public var line: Int?
    /// 1-based column (in Unicode scalars) of the problem, if known. Only meaningful with `line`.
    public var column: Int?
    /// The problem in plain words, e.g. "unknown key 'disabled_rule'; did you mean 'disabled_rules'?".
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    init(path: String, at mark: YAMLNode.Mark, _ message: String) {
        self.init(path: path, line: mark.line, column: mark.column, message: message)
    }

    /// `path:line:column: error: message`, leaving out the parts that are unknown.
    public var description: String {
        var parts = path.isEmpty ? [] : [path]
        if let line {
            parts.append(String(line))
            if let column { parts.append(String(column)) }
        }
        let location = parts.joined(separator: ":")
        return location.isEmpty ? "error: \(message)" : "\(location): error: \(message)"
    }
}
