import FlowLintDiagnostics

/// A declarative rule from `custom_rules`: a whitespace-separated token pattern, the message to
/// report where it matches, and optional scopes. Matching is done by the rule engine.
public struct CustomRuleSpec: Sendable, Hashable {
    /// Kebab-case id, distinct from every built-in rule id.
    public var id: String
    /// Human-readable name; the id when not configured.
    public var name: String
    /// Tokens separated by whitespace, e.g. `UIApplication . shared . delegate as !`.
    public var pattern: String
    public var message: String
    /// `warning` unless configured (in the rule itself, or overridden under `rules:`).
    public var severity: Severity
    /// Only report inside types inheriting from (or conforming to) one of these; empty: anywhere.
    public var insideTypesInheriting: [String]
    /// Only report inside functions with one of these names; empty: anywhere.
    public var insideFunctions: [String]
    /// Path globs (relative to the configuration's directory) the rule is limited to; empty: all.
    public var included: [String]
    /// Path globs (relative to the configuration's directory) the rule skips.
    public var excluded: [String]

    public init(id: String, name: String? = nil, pattern: String, message: String,
                severity: Severity = .warning, insideTypesInheriting: [String] = [],
                insideFunctions: [String] = [], included: [String] = [], excluded: [String] = []) {
        self.id = id
        self.name = name ?? id
        self.pattern = pattern
        self.message = message
        self.severity = severity
        self.insideTypesInheriting = insideTypesInheriting
        self.insideFunctions = insideFunctions
        self.included = included
        self.excluded = excluded
    }
}
