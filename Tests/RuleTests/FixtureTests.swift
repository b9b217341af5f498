import BuiltinRules
import FlowLintKit
import FlowLintTesting
import XCTest

/// Every folder under Fixtures/ is linted as one project with all built-in rules; the
/// `// expect:` comments in its files must match the findings exactly.
final class FixtureTests: XCTestCase {
    static let root: String = {
        var url = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        url = "/" + url
        return url
    }()

    func fixtureFolders() throws -> [String] {
        let fixtures = Self.root + "/Fixtures"
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures)
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: fixtures + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }

    func testEveryFixtureFolderMatchesItsExpectations() throws {
        var folders = try fixtureFolders()
        XCTAssertFalse(folders.isEmpty)
        // FLOWLINT_FIXTURE=strong-delegate limits the run to one folder while working on a rule.
        if let only = ProcessInfo.processInfo.environment["FLOWLINT_FIXTURE"] {
            folders = folders.filter { $0 == only }
            // A misspelt folder name must not make the test pass without checking anything.
            XCTAssertFalse(folders.isEmpty, "FLOWLINT_FIXTURE=\(only) names no folder of Fixtures/")
        }
        for folder in folders {
            let failures = FixtureExpectations.check(folder: "Fixtures/" + folder, rules: BuiltinRules.all, workingDirectory: Self.root)
            XCTAssert(failures.isEmpty, "Fixtures/\(folder):\n" + failures.joined(separator: "\n"))
        }
    }

    func testRuleExamples() {
        for rule in BuiltinRules.all {
            let failures = FixtureExpectations.checkExamples(of: rule)
            XCTAssert(failures.isEmpty, "\(rule.id):\n" + failures.joined(separator: "\n"))
            XCTAssertFalse(rule.description.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            XCTAssertFalse(rule.description.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    /// `// expect: rule-id "regex"`: the message must match; a wrong one fails both ways.
    func testMessagePatterns() {
        let source = """
            protocol D: AnyObject {}
            final class B {
                var delegate: D? // expect: strong-delegate "hands itself to it: a retain cycle"
            }
            final class Owner: D {
                let b = B()
                func start() { b.delegate = self }
            }

            """
        XCTAssertEqual(FixtureExpectations.check(sources: [("B.swift", source)], rules: BuiltinRules.all), [])
        let wrong = source.replacingOccurrences(of: "hands itself to it: a retain cycle", with: "never \\\"weak\\\", ok")
        let failures = FixtureExpectations.check(sources: [("B.swift", wrong)], rules: BuiltinRules.all)
        XCTAssertEqual(failures.count, 2, failures.joined(separator: "\n"))
        XCTAssert(failures.contains { $0.hasPrefix("missing: B.swift:3: strong-delegate \"never \"weak\", ok\"") }, failures.joined(separator: "\n"))
        XCTAssert(failures.contains { $0.hasPrefix("unexpected: B.swift:3:") }, failures.joined(separator: "\n"))
    }

    /// Every rule's fixtures check at least one message, not only where findings are.
    func testEveryRuleFixtureChecksAMessage() throws {
        for folder in try fixtureFolders() {
            let path = Self.root + "/Fixtures/" + folder
            let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            let texts = files.compactMap { try? String(contentsOfFile: path + "/" + $0, encoding: .utf8) }
            XCTAssert(texts.contains { $0.range(of: #"expect: [a-z-]+(@[0-9]+)? ""#, options: .regularExpression) != nil },
                      "Fixtures/\(folder) has no `// expect: rule-id \"message\"`")
        }
    }

    /// The helper itself: a missing and an unexpected finding are both failures.
    func testHelperReportsBothDirections() {
        let missing = FixtureExpectations.check(sources: [("A.swift", "final class A {\n    weak var delegate: D? // expect: strong-delegate\n}\n")], rules: BuiltinRules.all)
        XCTAssertEqual(missing.count, 1)
        XCTAssert(missing.first?.hasPrefix("missing: A.swift:2: strong-delegate") == true, missing.first ?? "no failure")
        let source = """
            protocol D: AnyObject {}
            final class B {
                var delegate: D?
            }
            final class Owner: D {
                let b = B()
                func start() { b.delegate = self }
            }

            """
        let unexpected = FixtureExpectations.check(sources: [("B.swift", source)], rules: BuiltinRules.all)
        XCTAssertEqual(unexpected.count, 1)
        XCTAssert(unexpected.first?.hasPrefix("unexpected: B.swift:3:5: strong-delegate") == true, unexpected.first ?? "no failure")
    }
}
