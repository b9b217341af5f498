import XCTest
@testable import FlowLintConfig

/// Every validation error, with its full message and place.
final class ConfigurationValidationTests: XCTestCase {
    func testDocumentMustBeAMapping() {
        assertConfigError("- a", "1:1: error: the configuration must be a mapping of keys to values")
        assertConfigError("just text", "1:1: error: the configuration must be a mapping of keys to values")
    }

    func testYAMLErrorsNameTheFile() {
        assertConfigError("reporter: &r json", "1:11: error: anchors ('&') are not supported")
    }

    func testUnknownTopLevelKeyWithSuggestion() {
        assertConfigError("reporter: json\ndisabled_rule: [strong-delegate]",
                          "2:1: error: unknown key 'disabled_rule'; did you mean 'disabled_rules'?")
    }

    func testUnknownTopLevelKeyWithoutSuggestion() {
        assertConfigError("warnings_as_errors: true", "1:1: error: unknown key 'warnings_as_errors'; expected one of: "
                          + "included, excluded, disabled_rules, opt_in_rules, only_rules, reporter, rules, custom_rules, test_code, test_paths, parent_config")
    }

    func testPathListsMustBeLists() {
        assertConfigError("included: Sources", "1:11: error: 'included' must be a list of paths or globs")
        assertConfigError("excluded: {a: b}", "1:11: error: 'excluded' must be a list of paths or globs")
        assertConfigError("excluded: [a, [b]]", "1:15: error: 'excluded' must be a list of paths or globs")
    }

    func testRuleListsMustBeLists() {
        assertConfigError("disabled_rules: strong-delegate", "1:17: error: 'disabled_rules' must be a list of rule ids")
        assertConfigError("opt_in_rules:\n  key: value", "2:3: error: 'opt_in_rules' must be a list of rule ids")
        assertConfigError("only_rules: [~]", "1:14: error: 'only_rules' must be a list of rule ids")
    }

    func testUnknownRuleInEveryRuleList() {
        assertConfigError("disabled_rules: [strong-delegat]",
                          "1:18: error: unknown rule 'strong-delegat'; did you mean 'strong-delegate'?")
        assertConfigError("opt_in_rules:\n  - force-cast-segues",
                          "2:5: error: unknown rule 'force-cast-segues'; did you mean 'force-cast-segue'?")
        assertConfigError("only_rules: [strong-delegate, 'singleton']",
                          "1:31: error: unknown rule 'singleton'; expected one of: strong-delegate, singleton-overuse, force-cast-segue")
    }

    func testUnknownRuleUnderRules() {
        assertConfigError("rules:\n  strong_delegate:\n    severity: error",
                          "2:3: error: unknown rule 'strong_delegate'; did you mean 'strong-delegate'?")
    }

    func testUnknownRuleListsCustomRules() {
        assertConfigError("custom_rules:\n  no-print: {pattern: p, message: m}\ndisabled_rules: [other]",
                          "3:18: error: unknown rule 'other'; expected one of: strong-delegate, singleton-overuse, force-cast-segue, no-print")
    }

    func testRulesMustBeAMappingOfMappings() {
        assertConfigError("rules: [strong-delegate]", "1:8: error: 'rules' must be a mapping from rule ids to their settings")
        assertConfigError("rules:\n  strong-delegate: error",
                          "2:20: error: the settings of rule 'strong-delegate' must be a mapping of option names to values")
    }

    func testUnknownOption() {
        assertConfigError("rules:\n  singleton-overuse:\n    max-user: 3",
                          "3:5: error: unknown option 'max-user' for rule 'singleton-overuse'; did you mean 'max-users'?")
        assertConfigError("rules:\n  force-cast-segue:\n    strict: true",
                          "3:5: error: unknown option 'strict' for rule 'force-cast-segue'; expected one of: severity")
    }

    func testCustomRuleAcceptsOnlySeverityUnderRules() {
        assertConfigError("custom_rules:\n  no-print: {pattern: p, message: m}\nrules:\n  no-print: {max-users: 1}",
                          "4:14: error: unknown option 'max-users' for rule 'no-print'; expected one of: severity")
    }

    func testBoolOptionOfWrongType() {
        let message = "error: option 'ignore-outlets' of rule 'strong-delegate' must be true or false"
        assertConfigError("rules:\n  strong-delegate:\n    ignore-outlets: yes", "3:21: \(message)")
        assertConfigError("rules:\n  strong-delegate:\n    ignore-outlets: \"true\"", "3:21: \(message)")
        assertConfigError("rules:\n  strong-delegate:\n    ignore-outlets: [true]", "3:21: \(message)")
    }

    func testIntOptionOfWrongType() {
        let message = "error: option 'max-users' of rule 'singleton-overuse' must be an integer"
        assertConfigError("rules:\n  singleton-overuse:\n    max-users: 2.5", "3:16: \(message)")
        assertConfigError("rules:\n  singleton-overuse:\n    max-users: '3'", "3:16: \(message)")
    }

    func testStringOptionOfWrongType() {
        assertConfigError("rules:\n  singleton-overuse:\n    accessor: [a]",
                          "3:15: error: option 'accessor' of rule 'singleton-overuse' must be a string")
    }

    func testStringListOptionOfWrongType() {
        let message = "error: option 'delegate-suffixes' of rule 'strong-delegate' must be a list of strings"
        assertConfigError("rules:\n  strong-delegate:\n    delegate-suffixes: Delegate", "3:24: \(message)")
        assertConfigError("rules:\n  strong-delegate:\n    delegate-suffixes: [a, {b: c}]", "3:28: \(message)")
    }

    func testChoiceOptionNotAllowed() {
        assertConfigError("rules:\n  singleton-overuse:\n    mode: lenent",
                          "3:11: error: unknown value 'lenent' for option 'mode' of rule 'singleton-overuse'; did you mean 'lenient'?")
        assertConfigError("rules:\n  singleton-overuse:\n    mode: off",
                          "3:11: error: unknown value 'off' for option 'mode' of rule 'singleton-overuse'; expected one of: strict, lenient")
        assertConfigError("rules:\n  singleton-overuse:\n    mode: [strict]",
                          "3:11: error: option 'mode' of rule 'singleton-overuse' must be one of: strict, lenient")
    }

    func testBadSeverity() {
        assertConfigError("rules:\n  strong-delegate:\n    severity: fatal",
                          "3:15: error: unknown severity 'fatal'; expected one of: note, warning, error")
        assertConfigError("rules:\n  strong-delegate:\n    severity: eror",
                          "3:15: error: unknown severity 'eror'; did you mean 'error'?")
        assertConfigError("rules:\n  strong-delegate:\n    severity: [error]",
                          "3:15: error: severity must be one of: note, warning, error")
        assertConfigError("custom_rules:\n  no-print:\n    pattern: p\n    message: m\n    severity: high",
                          "5:15: error: unknown severity 'high'; expected one of: note, warning, error")
    }

    func testUnknownReporter() {
        assertConfigError("reporter: jsn", "1:11: error: unknown reporter 'jsn'; did you mean 'json'?")
        assertConfigError("reporter: xml", "1:11: error: unknown reporter 'xml'; did you mean 'html'?")
        assertConfigError("reporter: pdf",
                          "1:11: error: unknown reporter 'pdf'; expected one of: text, json, sarif, github, checkstyle, junit, gitlab, sonarqube, markdown, html")
        assertConfigError("reporter: [json]",
                          "1:11: error: 'reporter' must be one of: text, json, sarif, github, checkstyle, junit, gitlab, sonarqube, markdown, html")
    }

    func testCustomRulesMustBeAMappingOfMappings() {
        assertConfigError("custom_rules: [no-print]",
                          "1:15: error: 'custom_rules' must be a mapping from rule ids to their definitions")
        assertConfigError("custom_rules:\n  no-print: print",
                          "2:13: error: custom rule 'no-print' must be a mapping with at least 'pattern' and 'message'")
        assertConfigError("custom_rules:\n  no-print:\n",
                          "2:12: error: custom rule 'no-print' must be a mapping with at least 'pattern' and 'message'")
    }

    func testCustomRuleIDMustBeKebabCase() {
        let rest = "must be kebab-case (lowercase letters and digits separated by single hyphens, like 'no-app-delegate-bus')"
        for id in ["NoPrint", "no_print", "no--print", "-no-print", "no-print-", "1-print", "no print"] {
            assertConfigError("custom_rules:\n  \(id): {pattern: p, message: m}", "2:3: error: custom rule id '\(id)' \(rest)")
        }
    }

    func testCustomRuleIDClashingWithBuiltinRule() {
        assertConfigError("custom_rules:\n  strong-delegate: {pattern: p, message: m}",
                          "2:3: error: custom rule id 'strong-delegate' is already the id of a built-in rule")
    }

    func testCustomRuleMissingPatternOrMessage() {
        assertConfigError("custom_rules:\n  no-print:\n    message: m", "2:3: error: custom rule 'no-print' is missing 'pattern'")
        assertConfigError("custom_rules:\n  no-print:\n    pattern: p\n    message:",
                          "2:3: error: custom rule 'no-print' is missing 'message'")
    }

    func testCustomRuleEmptyOrNonStringPatternAndMessage() {
        assertConfigError("custom_rules:\n  no-print:\n    pattern: '  '\n    message: m",
                          "3:14: error: 'pattern' of custom rule 'no-print' must be a non-empty string")
        assertConfigError("custom_rules:\n  no-print:\n    pattern: [print]\n    message: m",
                          "3:14: error: 'pattern' of custom rule 'no-print' must be a non-empty string")
        assertConfigError("custom_rules:\n  no-print:\n    pattern: p\n    message: \"\"",
                          "4:14: error: 'message' of custom rule 'no-print' must be a non-empty string")
    }

    func testCustomRuleUnknownKey() {
        assertConfigError("custom_rules:\n  no-print:\n    patern: p",
                          "3:5: error: unknown key 'patern' in custom rule 'no-print'; did you mean 'pattern'?")
        assertConfigError("custom_rules:\n  no-print:\n    regex: p", "3:5: error: unknown key 'regex' in custom rule 'no-print'; "
                          + "expected one of: name, pattern, message, severity, inside_types_inheriting, inside_functions, included, excluded")
    }

    func testCustomRuleFieldsOfWrongType() {
        let prefix = "custom_rules:\n  no-print:\n    pattern: p\n    message: m\n"
        assertConfigError(prefix + "    name: [a]", "5:11: error: 'name' of custom rule 'no-print' must be a string")
        assertConfigError(prefix + "    inside_types_inheriting: UIViewController",
                          "5:30: error: 'inside_types_inheriting' of custom rule 'no-print' must be a list of type names")
        assertConfigError(prefix + "    inside_functions: viewDidLoad",
                          "5:23: error: 'inside_functions' of custom rule 'no-print' must be a list of function names")
        assertConfigError(prefix + "    included: '*.swift'",
                          "5:15: error: 'included' of custom rule 'no-print' must be a list of paths or globs")
        assertConfigError(prefix + "    excluded: {a: b}",
                          "5:15: error: 'excluded' of custom rule 'no-print' must be a list of paths or globs")
    }

    func testFirstProblemInFileOrderIsReported() {
        assertConfigError("disabled_rules: [nope]\ncustom_rules:\n  Bad: {}",
                          "1:18: error: unknown rule 'nope'; expected one of: strong-delegate, singleton-overuse, force-cast-segue, Bad")
    }
}
