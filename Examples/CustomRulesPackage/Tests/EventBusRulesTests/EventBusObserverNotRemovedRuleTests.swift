import BuiltinRules
import EventBusRules
import FlowLintDriver
import FlowLintKit
import FlowLintTesting
import XCTest

final class EventBusObserverNotRemovedRuleTests: XCTestCase {
    /// This package's root (Tests/EventBusRulesTests/<this file> → three levels up).
    static let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

    /// The rule's documented examples are tests: triggering ones must report exactly their
    /// `// expect:` lines, the others nothing.
    func testDocumentedExamples() {
        let failures = FixtureExpectations.checkExamples(of: eventBusObserverNotRemovedRule)
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    /// Fixtures/ is linted as one project with this rule and every built-in rule, like
    /// `my-flowlint Fixtures` does; the findings must be exactly the `// expect:` comments.
    func testFixtures() {
        let failures = FixtureExpectations.check(folder: "Fixtures", rules: BuiltinRules.all + [eventBusObserverNotRemovedRule],
                                                 workingDirectory: Self.root)
        XCTAssert(failures.isEmpty, failures.joined(separator: "\n"))
    }

    /// Options: another bus, another method name.
    func testOptions() {
        let source = """
            final class FeedViewController: UIViewController {
                var token: AnalyticsToken?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.bus.observe(ScreenViewed.self) { _ in }
                    token = Analytics.bus.observe(ScreenViewed.self) { _ in }
                }
                deinit { if let token { Analytics.bus.cancel(token) } }
            }

            """
        let options = RuleOptions(description: eventBusObserverNotRemovedRule.description,
                                  overrides: ["subscribe-calls": .stringList(["Analytics.bus.observe"]),
                                              "unsubscribe-method": .string("cancel")])
        let linter = Linter(rules: [Linter.ConfiguredRule(rule: eventBusObserverNotRemovedRule, options: options)], jobs: 1)
        let found = linter.lint(sources: [("FeedViewController.swift", source)]).diagnostics.map {
            "\($0.location.line):\($0.location.column)"
        }
        XCTAssertEqual(found, ["5:9"])
    }
}
