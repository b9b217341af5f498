import FlowLintKit

/// `singleton-overuse`: see docs/rules/singleton-overuse.md. (Not yet implemented.)
public let singletonOveruseRule = Rule(
    RuleDescription(
        id: "singleton-overuse",
        name: "Singleton overuse",
        summary: "TODO",
        rationale: "TODO",
        fix: "TODO"
    ),
    check: { _ in }
)
