import FlowLintKit

/// `discarded-observation-token`: see docs/rules/discarded-observation-token.md. (Not yet implemented.)
public let discardedObservationTokenRule = Rule(
    RuleDescription(
        id: "discarded-observation-token",
        name: "Discarded observation token",
        summary: "TODO",
        rationale: "TODO",
        fix: "TODO"
    ),
    check: { _ in }
)
