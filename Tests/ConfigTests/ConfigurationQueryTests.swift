import XCTest
import FlowLintDiagnostics
@testable import FlowLintConfig

/// Enabled rules, severities, options and path filtering.
final class ConfigurationQueryTests: XCTestCase {
    private let customRules = """
        custom_rules:
          no-print: {pattern: print, message: Use the logger}
          no-shared: {pattern: . shared, message: Inject it}

        """

    // MARK: Enabled rules

    func testDefaultRulesRunInTheOrderGiven() {
        XCTAssertEqual(Configuration().enabledRuleIDs(fakeRules), ["strong-delegate", "singleton-overuse"])
        XCTAssertEqual(Configuration().enabledRuleIDs(fakeRules.reversed()), ["singleton-overuse", "strong-delegate"])
    }

    func testCustomRulesRunByDefaultAfterBuiltinRules() {
        XCTAssertEqual(parseConfig(customRules)?.enabledRuleIDs(fakeRules),
                       ["strong-delegate", "singleton-overuse", "no-print", "no-shared"])
    }

    func testDisabledRules() {
        XCTAssertEqual(parseConfig(customRules + "disabled_rules: [strong-delegate, no-shared]")?.enabledRuleIDs(fakeRules),
                       ["singleton-overuse", "no-print"])
    }

    func testOptInRules() {
        XCTAssertEqual(parseConfig("opt_in_rules: [force-cast-segue, strong-delegate]")?.enabledRuleIDs(fakeRules),
                       ["strong-delegate", "singleton-overuse", "force-cast-segue"])
    }

    func testDisabledWinsOverOptIn() {
        XCTAssertEqual(parseConfig("opt_in_rules: [force-cast-segue]\ndisabled_rules: [force-cast-segue]")?
            .enabledRuleIDs(fakeRules), ["strong-delegate", "singleton-overuse"])
    }

    func testOnlyRulesRunExactlyTheListedRules() {
        let configuration = parseConfig(customRules + """
            only_rules: [no-shared, force-cast-segue]
            disabled_rules: [force-cast-segue]
            opt_in_rules: [strong-delegate]
            """)
        XCTAssertEqual(configuration?.enabledRuleIDs(fakeRules), ["force-cast-segue", "no-shared"])
        XCTAssertEqual(parseConfig("only_rules: []")?.enabledRuleIDs(fakeRules), [])
    }

    // MARK: Severities and options

    func testSeverityDefaultsAndOverrides() {
        let configuration = parseConfig("rules:\n  singleton-overuse:\n    severity: error")
        XCTAssertEqual(configuration?.severity(for: fakeRules[0]), .warning)
        XCTAssertEqual(configuration?.severity(for: fakeRules[1]), .error)
        XCTAssertEqual(configuration?.severity(for: fakeRules[2]), .error)
        XCTAssertEqual(Configuration().severity(for: fakeRules[1]), .note)
    }

    func testOptionDefaultsAndOverrides() {
        let configuration = parseConfig("rules:\n  singleton-overuse:\n    max-users: 9")
        let singleton = fakeRules[1]
        XCTAssertEqual(configuration?.option("max-users", of: singleton), .int(9))
        XCTAssertEqual(configuration?.option("mode", of: singleton), .string("strict"))
        XCTAssertEqual(configuration?.option("delegate-suffixes", of: fakeRules[0]), .stringList(["Delegate", "DataSource"]))
        XCTAssertNil(configuration?.option("no-such-option", of: singleton))
        XCTAssertEqual(configuration?.ruleOptions, ["singleton-overuse": ["max-users": .int(9)]], "only explicit values are stored")
    }

    // MARK: Paths

    private func configuration(included: [String] = [], excluded: [String] = []) -> Configuration {
        var configuration = Configuration()
        configuration.baseDirectory = "/project"
        configuration.included = included
        configuration.excluded = excluded
        return configuration
    }

    func testEverythingIsIncludedByDefault() {
        XCTAssertTrue(configuration().includes(path: "a.swift"))
        XCTAssertTrue(configuration().includes(path: "/elsewhere/a.swift"))
    }

    func testIncludedAndExcludedGlobs() {
        let configuration = configuration(included: ["Sources", "App/**/*.swift"],
                                          excluded: ["Sources/Generated", "**/*.generated.swift"])
        XCTAssertTrue(configuration.includes(path: "Sources/Model/User.swift"))
        XCTAssertTrue(configuration.includes(path: "App/Screens/Home.swift"))
        XCTAssertFalse(configuration.includes(path: "App/Screens/Home.m"))
        XCTAssertFalse(configuration.includes(path: "Tests/UserTests.swift"))
        XCTAssertFalse(configuration.includes(path: "Sources/Generated/API.swift"))
        XCTAssertFalse(configuration.includes(path: "Sources/Model/User.generated.swift"))
    }

    func testPathsRelativeToTheBaseDirectoryOrAbsolute() {
        let configuration = configuration(excluded: ["Pods", "../Shared/Vendor", "/tmp/scratch"])
        XCTAssertFalse(configuration.includes(path: "/project/Pods/A.swift"))
        XCTAssertFalse(configuration.includes(path: "./Pods/A.swift"))
        XCTAssertTrue(configuration.includes(path: "/other/Pods/A.swift"))
        XCTAssertFalse(configuration.includes(path: "/Shared/Vendor/B.swift"))
        XCTAssertFalse(configuration.includes(path: "../Shared/Vendor/B.swift"))
        XCTAssertFalse(configuration.includes(path: "/tmp/scratch/C.swift"))
        XCTAssertFalse(configuration.includes(path: "../tmp/scratch/C.swift"))
        XCTAssertTrue(configuration.includes(path: "tmp/scratch/C.swift"))
    }

    func testCustomRulePaths() {
        var configuration = configuration(excluded: ["Vendor"])
        let rule = CustomRuleSpec(id: "r", pattern: "p", message: "m", included: ["App"], excluded: ["App/Legacy"])
        configuration.customRules = [rule]
        XCTAssertTrue(configuration.includes(path: "App/A.swift", for: rule))
        XCTAssertFalse(configuration.includes(path: "App/Legacy/A.swift", for: rule))
        XCTAssertFalse(configuration.includes(path: "Lib/A.swift", for: rule))
        let everywhere = CustomRuleSpec(id: "e", pattern: "p", message: "m")
        XCTAssertTrue(configuration.includes(path: "Vendor/A.swift", for: everywhere), "the configuration's own globs are separate")
    }
}
