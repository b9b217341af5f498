import BuiltinRules
import FlowLintTesting
import Foundation
import XCTest

/// Each built-in rule's page under docs/rules/ agrees with its `RuleDescription` where the page
/// is generated from it (severity line, Options table). With FLOWLINT_UPDATE_RULE_DOCS=1 the
/// pages are rewritten instead.
final class RuleDocsTests: XCTestCase {
    func testRulePagesAgreeWithTheirDescriptions() throws {
        let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let update = ProcessInfo.processInfo.environment["FLOWLINT_UPDATE_RULE_DOCS"] == "1"
        for rule in BuiltinRules.all {
            let path = root + "/docs/rules/\(rule.id).md"
            let page = try String(contentsOfFile: path, encoding: .utf8)
            let generated = try XCTUnwrap(RuleDocs.regenerated(page, for: rule.description),
                                          "\(path): needs '# \(rule.id)', the severity line and an '## Options' table")
            if update {
                try generated.write(toFile: path, atomically: true, encoding: .utf8)
            } else {
                XCTAssertEqual(page, generated, "\(path) disagrees with the rule's description; run FLOWLINT_UPDATE_RULE_DOCS=1 swift test --filter RuleDocsTests")
            }
        }
    }
}
