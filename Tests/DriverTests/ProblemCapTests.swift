import FlowLintDriver
import XCTest

/// Malformed text is listed up to a cap per file, then counted in one line.
final class ProblemCapTests: DriverTestCase {
    func testProblemsPerFileAreCappedWithACount() throws {
        write("Noise.swift", "let x = 1 " + String(repeating: "@ ", count: 250) + "\n")
        let r = flowlint(["--format", "json", "Noise.swift"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any], r.dump)
        let problems = try XCTUnwrap(json["problems"] as? [[String: Any]], r.dump)
        XCTAssertEqual(problems.count, Linter.maxProblemsPerFile + 1, r.dump)
        XCTAssertEqual(problems.last?["message"] as? String, "150 more problems in this file not listed", r.dump)
        // Columns of the listed ones are exact: `@` at 11, 13, 15, …
        XCTAssertEqual(problems.prefix(3).compactMap { $0["column"] as? Int }, [11, 13, 15], r.dump)
    }
}
