import BuiltinRules
import FlowLintDriver
import FlowLintKit
import FlowLintTesting
import ViewModelImportsUIKitRule
import XCTest

/// The in-repository example of a custom rule (docs/writing-rules.md). Its fixtures live in
/// Examples/CustomRulesFixtures/, outside Fixtures/: the fixture test of the built-in rules
/// lints every folder of Fixtures/ without this rule, and would see its findings as missing.
final class ViewModelImportsUIKitRuleTests: XCTestCase {
    static let root: String = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

    /// The fixtures, linted as one project with the example rule and every built-in rule.
    func testFixtures() {
        let failures = FixtureExpectations.check(folder: "Examples/CustomRulesFixtures/view-model-imports-uikit",
                                                 rules: BuiltinRules.all + [viewModelImportsUIKitRule],
                                                 workingDirectory: Self.root)
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    func testDocumentedExamples() {
        let failures = FixtureExpectations.checkExamples(of: viewModelImportsUIKitRule)
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(viewModelImportsUIKitRule.description.triggeringExamples.count, 2)
        XCTAssertGreaterThanOrEqual(viewModelImportsUIKitRule.description.nonTriggeringExamples.count, 2)
    }

    func testNotBuiltIn() {
        XCTAssertFalse(BuiltinRules.all.contains { $0.id == viewModelImportsUIKitRule.id })
    }

    func testTypeSuffixesOption() {
        let source = """
            import UIKit
            final class ProfilePresenter {}

            """
        func findings(_ suffixes: [String]) -> [String] {
            let options = RuleOptions(description: viewModelImportsUIKitRule.description,
                                      overrides: ["type-suffixes": .stringList(suffixes)])
            let linter = Linter(rules: [Linter.ConfiguredRule(rule: viewModelImportsUIKitRule, options: options)], jobs: 1)
            return linter.lint(sources: [("ProfilePresenter.swift", source)]).diagnostics.map {
                "\($0.location.line):\($0.location.column) \($0.message)"
            }
        }
        XCTAssertEqual(findings(["ViewModel"]), [])
        XCTAssertEqual(findings(["ViewModel", "Presenter"]), [
            "1:1 This file declares the view model 'ProfilePresenter' but imports UIKit; remove the UIKit import and expose plain values (String, Bool, URL, an enum of states) that the view maps to UIKit types",
        ])
    }
}
