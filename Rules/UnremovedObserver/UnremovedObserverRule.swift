import FlowLintKit

/// `unremoved-observer`: see docs/rules/unremoved-observer.md. (Not yet implemented.)
public let unremovedObserverRule = Rule(
    RuleDescription(
        id: "unremoved-observer",
        name: "Unremoved observer",
        summary: "TODO",
        rationale: "TODO",
        fix: "TODO"
    ),
    check: { _ in }
)
