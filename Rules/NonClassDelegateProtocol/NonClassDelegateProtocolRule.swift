import FlowLintKit

/// `non-class-delegate-protocol`: see docs/rules/non-class-delegate-protocol.md. (Not yet implemented.)
public let nonClassDelegateProtocolRule = Rule(
    RuleDescription(
        id: "non-class-delegate-protocol",
        name: "Non-class delegate protocol",
        summary: "TODO",
        rationale: "TODO",
        fix: "TODO"
    ),
    check: { _ in }
)
