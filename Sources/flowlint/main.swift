import BuiltinRules
import FlowLintDriver

FlowLint.main(rules: BuiltinRules.all)
