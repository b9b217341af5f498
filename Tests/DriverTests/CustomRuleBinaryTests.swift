import BuiltinRules
import FlowLintDriver
import FlowLintKit
import XCTest

/// A custom build of flowlint: `FlowLint.main(rules: BuiltinRules.all + [myRule])`. Its rules
/// are configured, validated and reported exactly like the built-in ones.
final class CustomRuleBinaryTests: DriverTestCase {
    /// A custom rule with an option: more than `max-calls` calls of `Analytics.track` in one function.
    static let chattyAnalyticsRule = Rule(
        RuleDescription(
            id: "chatty-analytics",
            name: "Chatty analytics",
            summary: "A function that sends many analytics events.",
            rationale: "For tests.",
            fix: "Batch the events.",
            options: [RuleOptionDescription(name: "max-calls", type: .int, defaultValue: .int(2),
                                            summary: "Calls allowed in one function.")],
            documentationURI: "https://example.com/rules/chatty-analytics"
        )
    ) { context in
        let limit = context.options.int("max-calls")
        let tree = context.tree
        var stack = tree.declarations
        while let d = stack.popLast() {
            stack.append(contentsOf: d.members)
            guard d.kind == .function, let body = d.body else { continue }
            let calls = tree.calls.filter { body.contains($0.nameToken) && tree.memberChainText(endingAt: $0.nameToken) == ["Analytics", "track"] }
            if calls.count > limit {
                context.report(at: d.nameToken, "Function '\(d.name)' sends \(calls.count) analytics events (at most \(limit)); batch them",
                               related: calls.map { context.related($0.nameToken, "event sent here") })
            }
        }
    }

    let checkout = Snippet.withHandoffs("""
        protocol CheckoutDelegate: AnyObject {}
        final class CheckoutViewController: UIViewController {
            var delegate: CheckoutDelegate?
            func pay() {
                Analytics.track("pay")
                Analytics.track("pay.card")
                Analytics.track("pay.done")
            }
            func cancel() {
                Analytics.track("cancel")
            }
        }

        """)

    func testCustomRuleRunsWithTheBuiltInRulesWithConfiguredOptionAndSeverity() {
        let rules = BuiltinRules.all + [Self.chattyAnalyticsRule]
        write("Checkout.swift", checkout)

        // Defaults: max-calls 2, warning.
        var r = flowlint(["-q"], rules: rules)
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssertEqual(r.places("chatty-analytics"), ["Checkout.swift:4:10"], r.dump)
        XCTAssertEqual(r.places("strong-delegate"), ["Checkout.swift:3:5"], r.dump)
        XCTAssert(r.out.contains("Checkout.swift:4:10: warning: Function 'pay' sends 3 analytics events (at most 2); batch them [chatty-analytics]\n"
                                 + "Checkout.swift:5:19: note: event sent here\n"), r.dump)

        // The configuration sets the custom rule's option and severity.
        write(".flowlint.yml", """
            rules:
              chatty-analytics:
                severity: error
                max-calls: 0

            """)
        r = flowlint(["-q"], rules: rules)
        XCTAssertEqual(r.code, 1, r.dump)
        XCTAssertEqual(r.places("chatty-analytics"), ["Checkout.swift:4:10", "Checkout.swift:9:10"], r.dump)
        XCTAssert(r.findings.contains { $0.hasPrefix("Checkout.swift:9:10: error: Function 'cancel' sends 1 analytics events (at most 0)") }, r.dump)
        XCTAssertEqual(r.places("strong-delegate"), ["Checkout.swift:3:5"], r.dump)

        // SARIF lists the custom rule with its own documentation link.
        r = flowlint(["-q", "--format", "sarif"], rules: rules)
        XCTAssert(r.out.contains("\"helpUri\": \"https://example.com/rules/chatty-analytics\""), r.out)
        XCTAssert(r.out.contains("\"ruleId\": \"chatty-analytics\""), r.out)

        // Ids are known to every rule-id list, suppressions included.
        write(".flowlint.yml", "disabled_rules: [chatty-analytics]\n")
        r = flowlint(["-q"], rules: rules)
        XCTAssertEqual(r.places("chatty-analytics"), [], r.dump)
        XCTAssertEqual(r.places("strong-delegate"), ["Checkout.swift:3:5"], r.dump)
    }

    func testConfigurationValidatesTheCustomRulesOptions() {
        write("Checkout.swift", checkout)
        write(".flowlint.yml", "rules:\n  chatty-analytics:\n    max-call: 3\n")
        var r = flowlint(["-q"], rules: BuiltinRules.all + [Self.chattyAnalyticsRule])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssertEqual(r.err, ".flowlint.yml:3:5: error: unknown option 'max-call' for rule 'chatty-analytics'; did you mean 'max-calls'?\n")

        write(".flowlint.yml", "rules:\n  chatty-analytics:\n    max-calls: many\n")
        r = flowlint(["-q"], rules: BuiltinRules.all + [Self.chattyAnalyticsRule])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("option 'max-calls' of rule 'chatty-analytics' must be an integer"), r.dump)

        // Without the custom rule, its id is unknown.
        write(".flowlint.yml", "rules:\n  chatty-analytics:\n    max-calls: 3\n")
        r = flowlint(["-q"])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("unknown rule 'chatty-analytics'"), r.dump)

        // A `custom_rules` entry cannot take a rule's id given in code.
        write(".flowlint.yml", "custom_rules:\n  chatty-analytics:\n    pattern: Analytics\n    message: No analytics\n")
        r = flowlint(["-q"], rules: BuiltinRules.all + [Self.chattyAnalyticsRule])
        XCTAssertEqual(r.code, 2, r.dump)
        XCTAssert(r.err.contains("custom rule id 'chatty-analytics' is already the id of a built-in rule"), r.dump)
    }

    func testRuleIDsAreValidated() {
        write("A.swift", "let a = 1\n")
        for (id, expected) in [("ChattyAnalytics", "rule id 'ChattyAnalytics' must be kebab-case"),
                               ("chatty_analytics", "rule id 'chatty_analytics' must be kebab-case"),
                               ("chatty--analytics", "rule id 'chatty--analytics' must be kebab-case"),
                               ("all", "rule id 'all' is reserved"),
                               ("unused-suppression", "rule id 'unused-suppression' is reserved"),
                               ("strong-delegate", "two rules have the id 'strong-delegate'")] {
            let rule = MarkerRule.make(id: id, marker: "a")
            let r = flowlint(["-q"], rules: BuiltinRules.all + [rule])
            XCTAssertEqual(r.code, 2, r.dump)
            XCTAssertEqual(r.err, "flowlint: error: \(expected)" + (expected.hasSuffix("kebab-case") ? " (lowercase letters and digits separated by single hyphens, like 'strong-delegate')" : "") + "\n", r.dump)
        }
    }

    func testListRulesIncludesTheCustomRule() {
        let r = flowlint(["--list-rules"], rules: BuiltinRules.all + [Self.chattyAnalyticsRule])
        XCTAssertEqual(r.code, 0, r.dump)
        XCTAssert(r.out.contains("chatty-analytics (warning): A function that sends many analytics events.\n"), r.out)
    }
}
