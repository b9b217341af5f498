/// Documentation and metadata of a rule: used by `--help`-style listings, reporters (SARIF
/// `tool.driver.rules`), configuration validation and the docs.
public struct RuleDescription: Sendable, Hashable {
    /// Stable kebab-case identifier, e.g. `strong-delegate`.
    public var id: String
    /// Human-readable name, e.g. "Strong delegate".
    public var name: String
    /// One-line summary: what the rule finds.
    public var summary: String
    /// Why it matters.
    public var rationale: String
    /// How to fix a finding.
    public var fix: String
    public var defaultSeverity: Severity
    /// Whether the rule runs without being named in `opt_in_rules`.
    public var enabledByDefault: Bool
    /// Code that must trigger the rule (each example may mark the place with `// expect: <id>`).
    public var triggeringExamples: [String]
    /// Code that must not trigger the rule.
    public var nonTriggeringExamples: [String]
    /// Options the rule accepts in `.flowlint.yml`.
    public var options: [RuleOptionDescription]
    /// Where the rule's documentation lives, for rules documented outside flowlint's
    /// docs/rules/ (custom rules); nil: flowlint's own page for the id.
    public var documentationURI: String?

    public init(id: String, name: String, summary: String, rationale: String, fix: String,
                defaultSeverity: Severity = .warning, enabledByDefault: Bool = true,
                triggeringExamples: [String] = [], nonTriggeringExamples: [String] = [],
                options: [RuleOptionDescription] = []) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.options = options
    }

    /// A description whose documentation lives at `documentationURI` (custom rules).
    public init(id: String, name: String, summary: String, rationale: String, fix: String,
                defaultSeverity: Severity = .warning, enabledByDefault: Bool = true,
                triggeringExamples: [String] = [], nonTriggeringExamples: [String] = [],
                options: [RuleOptionDescription] = [], documentationURI: String) {
        self.init(id: id, name: name, summary: summary, rationale: rationale, fix: fix,
                  defaultSeverity: defaultSeverity, enabledByDefault: enabledByDefault,
                  triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples,
                  options: options)
        self.documentationURI = documentationURI
    }

    /// Where the rule's documentation lives.
    public var helpURI: String { documentationURI ?? "https://github.com/flowlint/flowlint/blob/main/docs/rules/\(id).md" }
}

/// The type of a rule option's value.
public enum RuleOptionType: String, Sendable, Hashable {
    case bool
    case int
    case string
    case stringList = "string-list"
    /// One string out of `allowedValues`.
    case choice
}

/// A value of a rule option.
public enum RuleOptionValue: Sendable, Hashable {
    case bool(Bool)
    case int(Int)
    case string(String)
    case stringList([String])
}

/// Declaration of a rule option: name as written in `.flowlint.yml`, type, default, doc.
public struct RuleOptionDescription: Sendable, Hashable {
    public var name: String
    public var type: RuleOptionType
    public var defaultValue: RuleOptionValue
    public var allowedValues: [String]
    public var summary: String

    public init(name: String, type: RuleOptionType, defaultValue: RuleOptionValue,
                allowedValues: [String] = [], summary: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
        self.summary = summary
    }
}

extension RuleOptionDescription {
    /// `bool`, `int`, `string`, `string list`, or the allowed values of a choice
    /// (`` `a` \| `b` `` in Markdown, `a | b` otherwise).
    public func typeText(markdown: Bool) -> String {
        switch type {
        case .bool: return "bool"
        case .int: return "int"
        case .string: return "string"
        case .stringList: return "string list"
        case .choice: return allowedValues.map { markdown ? "`\($0)`" : $0 }.joined(separator: markdown ? " \\| " : " | ")
        }
    }
}

extension RuleOptionValue {
    /// The value as a configuration file spells it: `true`, `5`, `name`, `[a, b]`.
    public var text: String {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .int(let n): return String(n)
        case .string(let s): return s
        case .stringList(let list): return "[" + list.joined(separator: ", ") + "]"
        }
    }
}
