import Foundation
import XCTest
@testable import FlowLintConfig

/// `parent_config` and configurations applied over one another.
final class ConfigChainTests: XCTestCase {
    var dir = ""

    override func setUp() {
        dir = NSTemporaryDirectory() + "config-chain-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir + "/App", withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func write(_ name: String, _ text: String) { FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(text.utf8)) }

    func testAChildAppliesOverItsParent() throws {
        write(".flowlint.yml", """
            excluded: [Generated]
            disabled_rules: [singleton-overuse]
            opt_in_rules: [force-cast-segue]
            reporter: json
            rules:
              strong-delegate:
                severity: error
                delegate-suffixes: [Delegate]
                ignore-outlets: false
            """)
        write("App/.flowlint.yml", """
            parent_config: ../.flowlint.yml
            excluded: [Legacy]
            disabled_rules: [force-cast-segue]
            opt_in_rules: [singleton-overuse]
            rules:
              strong-delegate:
                ignore-outlets: true
            """)
        let c = try Configuration.load(path: dir + "/App/.flowlint.yml", rules: fakeRules)
        XCTAssertEqual(c.excluded, [dir + "/Generated", dir + "/App/Legacy"], "the parent's globs keep their meaning")
        XCTAssertEqual(c.disabledRules, ["force-cast-segue"])
        XCTAssertEqual(c.optInRules, ["singleton-overuse"])
        XCTAssertEqual(c.reporter, "json", "not set by the child: the parent's")
        XCTAssertEqual(c.severities["strong-delegate"], .error)
        XCTAssertEqual(c.ruleOptions["strong-delegate"]?["delegate-suffixes"], .stringList(["Delegate"]))
        XCTAssertEqual(c.ruleOptions["strong-delegate"]?["ignore-outlets"], .bool(true), "the child wins per option")
        XCTAssertEqual(c.baseDirectory, dir + "/App")
        XCTAssertTrue(c.includes(path: dir + "/App/Screens/Home.swift"))
        XCTAssertFalse(c.includes(path: dir + "/App/Legacy/Old.swift"))
        XCTAssertFalse(c.includes(path: dir + "/Generated/Model.swift"))
    }

    func testALoopOfParentsIsAnError() {
        write("a.yml", "parent_config: b.yml\n")
        write("b.yml", "reporter: json\nparent_config: a.yml\n")
        XCTAssertThrowsError(try Configuration.load(path: dir + "/a.yml", rules: fakeRules)) { error in
            let text = (error as? ConfigError)?.description ?? ""
            XCTAssert(text.hasSuffix("b.yml:2:16: error: 'parent_config' makes a loop: \(dir)/a.yml → \(dir)/b.yml → \(dir)/a.yml"), text)
        }
        write("c.yml", "parent_config: missing.yml\n")
        XCTAssertThrowsError(try Configuration.load(path: dir + "/c.yml", rules: fakeRules)) { error in
            XCTAssertEqual((error as? ConfigError)?.message, "no such file")
        }
    }

    func testOnlyRulesAndIncludedReplace() throws {
        write("base.yml", "included: [Sources]\nonly_rules: [strong-delegate]\n")
        write("App/ci.yml", "included: [Screens]\n")
        let merged = try Configuration.load(path: dir + "/App/ci.yml", rules: fakeRules)
            .merged(over: Configuration.load(path: dir + "/base.yml", rules: fakeRules))
        XCTAssertEqual(merged.included, [dir + "/App/Screens"])
        XCTAssertEqual(merged.onlyRules, ["strong-delegate"])
    }
}
