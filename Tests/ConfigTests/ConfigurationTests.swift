import XCTest
import FlowLintDiagnostics
@testable import FlowLintConfig

/// Every key of `.flowlint.yml`, read into the model.
final class ConfigurationTests: XCTestCase {
    private var emptyConfiguration: Configuration {
        var configuration = Configuration()
        configuration.baseDirectory = "/project"
        return configuration
    }

    func testEmptyAndCommentOnlyFilesAreTheEmptyConfiguration() {
        XCTAssertEqual(parseConfig(""), emptyConfiguration)
        XCTAssertEqual(parseConfig("# nothing configured yet\n\n"), emptyConfiguration)
        XCTAssertEqual(parseConfig("---\n"), emptyConfiguration)
    }

    func testDefaultConfiguration() {
        let configuration = Configuration()
        XCTAssertEqual(configuration.included, [])
        XCTAssertEqual(configuration.excluded, [])
        XCTAssertEqual(configuration.disabledRules, [])
        XCTAssertEqual(configuration.optInRules, [])
        XCTAssertNil(configuration.onlyRules)
        XCTAssertNil(configuration.reporter)
        XCTAssertEqual(configuration.severities, [:])
        XCTAssertEqual(configuration.ruleOptions, [:])
        XCTAssertEqual(configuration.customRules, [])
        XCTAssertEqual(configuration.baseDirectory, FilePath.normalize(FileManager.default.currentDirectoryPath))
    }

    func testNullValuesKeepTheDefaults() {
        let text = "included:\nexcluded: ~\ndisabled_rules:\nopt_in_rules:\nonly_rules:\nreporter:\nrules:\ncustom_rules:\n"
        XCTAssertEqual(parseConfig(text), emptyConfiguration)
    }

    func testIncludedAndExcluded() {
        let configuration = parseConfig("""
            included: [Sources, App]
            excluded:
              - Sources/Generated
              - "**/*.generated.swift"
            """)
        XCTAssertEqual(configuration?.included, ["Sources", "App"])
        XCTAssertEqual(configuration?.excluded, ["Sources/Generated", "**/*.generated.swift"])
    }

    func testRuleLists() {
        let configuration = parseConfig("""
            disabled_rules: [strong-delegate]
            opt_in_rules:
              - force-cast-segue
            only_rules: [singleton-overuse, strong-delegate]
            """)
        XCTAssertEqual(configuration?.disabledRules, ["strong-delegate"])
        XCTAssertEqual(configuration?.optInRules, ["force-cast-segue"])
        XCTAssertEqual(configuration?.onlyRules, ["singleton-overuse", "strong-delegate"])
    }

    func testEmptyOnlyRulesListRunsNothing() {
        XCTAssertEqual(parseConfig("only_rules: []")?.onlyRules, [])
    }

    func testEveryReporter() {
        for reporter in ["text", "json", "sarif", "github", "checkstyle", "junit"] {
            XCTAssertEqual(parseConfig("reporter: \(reporter)")?.reporter, reporter)
        }
        XCTAssertEqual(parseConfig("reporter: 'sarif'")?.reporter, "sarif")
    }

    func testRuleSeveritiesAndOptionsOfEveryType() {
        let configuration = parseConfig("""
            rules:
              strong-delegate:
                severity: error
                delegate-suffixes: [Delegate, Handler]
                ignore-outlets: false
              singleton-overuse:
                severity: warning
                max-users: 12
                mode: lenient
                accessor: "instance"
            """)
        XCTAssertEqual(configuration?.severities, ["strong-delegate": .error, "singleton-overuse": .warning])
        XCTAssertEqual(configuration?.ruleOptions, [
            "strong-delegate": ["delegate-suffixes": .stringList(["Delegate", "Handler"]), "ignore-outlets": .bool(false)],
            "singleton-overuse": ["max-users": .int(12), "mode": .string("lenient"), "accessor": .string("instance")],
        ])
    }

    func testOptionValueSpellings() {
        let configuration = parseConfig("""
            rules:
              strong-delegate: {ignore-outlets: TRUE, delegate-suffixes: []}
              singleton-overuse: {max-users: -3, accessor: 42}
            """)
        XCTAssertEqual(configuration?.ruleOptions["strong-delegate"],
                       ["ignore-outlets": .bool(true), "delegate-suffixes": .stringList([])])
        XCTAssertEqual(configuration?.ruleOptions["singleton-overuse"], ["max-users": .int(-3), "accessor": .string("42")])
    }

    func testRuleWithoutSettingsIsAllowed() {
        XCTAssertEqual(parseConfig("rules:\n  strong-delegate:\n"), emptyConfiguration)
    }

    func testCustomRuleWithEveryKey() {
        let configuration = parseConfig("""
            custom_rules:
              no-app-delegate-bus:
                name: "App delegate as data store"
                pattern: "UIApplication . shared . delegate as !"
                message: "Don't reach shared state through the app delegate"
                severity: error
                inside_types_inheriting: [UIViewController]
                inside_functions: [viewDidLoad, viewWillAppear]
                included: ["**/*.swift"]
                excluded: [Tests]
            """)
        XCTAssertEqual(configuration?.customRules, [
            CustomRuleSpec(id: "no-app-delegate-bus", name: "App delegate as data store",
                           pattern: "UIApplication . shared . delegate as !",
                           message: "Don't reach shared state through the app delegate", severity: .error,
                           insideTypesInheriting: ["UIViewController"], insideFunctions: ["viewDidLoad", "viewWillAppear"],
                           included: ["**/*.swift"], excluded: ["Tests"]),
        ])
    }

    func testCustomRuleDefaults() {
        let rule = parseConfig("custom_rules:\n  no-print:\n    pattern: print (\n    message: Use the logger\n")?.customRules.first
        XCTAssertEqual(rule, CustomRuleSpec(id: "no-print", name: "no-print", pattern: "print (", message: "Use the logger",
                                            severity: .warning))
    }

    func testCustomRulesKeepFileOrder() {
        let configuration = parseConfig("""
            custom_rules:
              zeta: {pattern: a, message: m}
              alpha: {pattern: b, message: m}
            """)
        XCTAssertEqual(configuration?.customRules.map(\.id), ["zeta", "alpha"])
    }

    func testCustomRuleIDsWorkWhereRuleIDsAreExpectedEvenBeforeTheirDefinition() {
        let configuration = parseConfig("""
            disabled_rules: [no-print]
            rules:
              no-print:
                severity: error
            custom_rules:
              no-print: {pattern: print, message: Use the logger}
            """)
        XCTAssertEqual(configuration?.disabledRules, ["no-print"])
        XCTAssertEqual(configuration?.severities, ["no-print": .error])
        XCTAssertEqual(configuration?.customRules.first?.severity, .error, "rules: overrides the custom rule's severity")
    }

    func testBaseDirectoryIsTheConfigurationFilesDirectory() throws {
        XCTAssertEqual(parseConfig("")?.baseDirectory, "/project")
        let nested = try Configuration.parse(text: "", path: "/a/b/../c/./.flowlint.yml", rules: fakeRules)
        XCTAssertEqual(nested.baseDirectory, "/a/c")
        let relative = try Configuration.parse(text: "", path: "sub/.flowlint.yml", rules: fakeRules)
        XCTAssertEqual(relative.baseDirectory, FilePath.normalize(FileManager.default.currentDirectoryPath + "/sub"))
        XCTAssertEqual(try Configuration.parse(text: "", path: "/.flowlint.yml", rules: fakeRules).baseDirectory, "/")
    }

    func testOnlyRulesAndDisabledRulesMayNameTheSameRule() {
        let configuration = parseConfig("only_rules: [strong-delegate]\ndisabled_rules: [strong-delegate]")
        XCTAssertEqual(configuration?.enabledRuleIDs(fakeRules), ["strong-delegate"])
    }
}
