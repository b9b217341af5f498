import FlowLintKit

/// `force-cast-segue`: see docs/rules/force-cast-segue.md. (Not yet implemented.)
public let forceCastSegueRule = Rule(
    RuleDescription(
        id: "force-cast-segue",
        name: "Force-cast segue",
        summary: "TODO",
        rationale: "TODO",
        fix: "TODO"
    ),
    check: { _ in }
)
