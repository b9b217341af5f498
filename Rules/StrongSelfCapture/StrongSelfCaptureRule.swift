import FlowLintKit

/// `strong-self-capture`: see docs/rules/strong-self-capture.md. (Not yet implemented.)
public let strongSelfCaptureRule = Rule(
    RuleDescription(
        id: "strong-self-capture",
        name: "Strong self capture",
        summary: "TODO",
        rationale: "TODO",
        fix: "TODO"
    ),
    check: { _ in }
)
