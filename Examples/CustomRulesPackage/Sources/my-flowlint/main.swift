import BuiltinRules
import EventBusRules
import FlowLintDriver

// Our flowlint: every built-in rule plus the team's own. Same command line, configuration,
// suppressions, baselines and report formats as `flowlint`.
FlowLint.main(rules: BuiltinRules.all + [eventBusObserverNotRemovedRule])
