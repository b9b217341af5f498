import BuiltinRules
import FlowLintDriver
import FlowLintKit
import Foundation
import XCTest

/// Inputs the fuzzer crashed on (and hand-made hostile ones) stay fixed: each is lexed,
/// parsed and linted with every built-in rule, and every finding lies inside the input.
final class FuzzRegressionTests: XCTestCase {
    static let folder: String = {
        let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        return root + "/Fuzz/regressions"
    }()

    func testEveryRegressionInputLintsWithoutCrashing() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".input") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 3, "the regression inputs are missing from \(Self.folder)")
        let linter = Linter(rules: BuiltinRules.all.map { Linter.ConfiguredRule(rule: $0) }, jobs: 1)
        for name in names {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: Self.folder + "/" + name), name)
            let tree = Parser.parse(SourceText(path: name, bytes: Array(bytes)))
            XCTAssert(tree.problems.allSatisfy { $0.offset <= bytes.count }, name)
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = SourceText(path: name, text: text).lineCount
            let output = linter.lint(sources: [("App/\(name).swift", text)])
            XCTAssertEqual(output.files.count, 1, name)
            for d in output.diagnostics {
                XCTAssert((1...lines + 1).contains(d.location.line), "\(name): finding on line \(d.location.line) of \(lines)")
            }
        }
    }
}
