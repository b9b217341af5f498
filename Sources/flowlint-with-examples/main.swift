import BuiltinRules
import FlowLintDriver
import ViewModelImportsUIKitRule

// flowlint with the built-in rules and the in-repository example rule
// (Rules/Examples/ViewModelImportsUIKit). See docs/writing-rules.md.
FlowLint.main(rules: BuiltinRules.all + [viewModelImportsUIKitRule])
